/* A recording stand-in for libamdhip64, for tests on machines without an AMD GPU.
 *
 * It implements only what the jax_flynorm launcher resolves and FlyDSL's export_to_c loader calls,
 * and appends one line per call to an in-memory log (fake_hip_log). Nothing runs: a "launch"
 * records its geometry, stream and the kernel-argument bytes. Environment knobs, read at each call:
 *   FAKE_HIP_ARCHS  comma-separated gcnArchName per device (default "gfx942:sramecc+:xnack-")
 *   FAKE_HIP_FAIL   name of one function that returns FAKE_HIP_FAIL_CODE (default 719)
 *   FAKE_HIP_FAIL_SKIP  let this many calls of that function succeed first (default 0)
 *   FAKE_HIP_PEEK   kernarg offsets of pointers whose first 16 pointed-to bytes are recorded
 *                   (on the host platform the "device" buffers are host memory)
 *   FAKE_HIP_STREAM_DEVICE  the device hipStreamGetDevice reports for any stream (default 0)
 *   FAKE_HIP_LOG_FILE  also append each line to this file: a process keeps the first runtime
 *                   the launcher opened, which may be another test module's build of this fake
 *   FAKE_HIP_PARAM_LAYOUT  "offset:size,..." of the kernel's explicit arguments, from its code
 *                   object metadata: needed to pack a launch given as kernelParams, as the real
 *                   runtime does, into the same kernarg bytes a launch given by `extra` carries
 * fake_hip_set_launch_hook(fn) makes each launch also call fn with the code object, the kernel
 * name, the kernarg bytes and the geometry (tests execute the machine code there); a nonzero
 * return fails the launch with hipErrorLaunchFailure.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int hipError_t;
typedef struct {
  int id;
  int device;
  const uint8_t* image;
  uint8_t head[64];
} FakeModule;
typedef struct {
  int module;
  char name[200];
  const uint8_t* image;
} FakeFunction;
typedef int (*LaunchHook)(const uint8_t* image, size_t image_size, const char* name,
                          const uint8_t* args, size_t args_size, unsigned gx, unsigned gy,
                          unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned shared);
static LaunchHook g_hook = NULL;
void fake_hip_set_launch_hook(LaunchHook hook) { g_hook = hook; }

static char* g_log = NULL;
static size_t g_len = 0, g_cap = 0;
static int g_modules = 0;
static int g_fail_seen = 0; /* calls of FAKE_HIP_FAIL's function so far (FAKE_HIP_FAIL_SKIP) */
/* Live modules: HIP keeps reading the image it was given (it does not copy it). */
static FakeModule* g_live[256];
static int g_nlive = 0;
static __thread int g_device = 0;

static void logf_(const char* fmt, ...) {
  char line[4096];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t)n >= sizeof line) n = sizeof line - 1;
  if (g_len + n + 2 > g_cap) {
    g_cap = (g_len + n + 2) * 2;
    g_log = realloc(g_log, g_cap);
  }
  memcpy(g_log + g_len, line, n);
  g_len += n;
  g_log[g_len++] = '\n';
  g_log[g_len] = 0;
  const char* path = getenv("FAKE_HIP_LOG_FILE");
  FILE* file = path ? fopen(path, "a") : NULL;
  if (file) {
    fprintf(file, "%.*s\n", n, line);
    fclose(file);
  }
}

const char* fake_hip_log(void) { return g_log ? g_log : ""; }
void fake_hip_reset(void) {
  g_len = 0;
  g_fail_seen = 0;
  if (g_log) g_log[0] = 0;
}

static int should_fail(const char* fn) {
  const char* f = getenv("FAKE_HIP_FAIL");
  if (!f || strcmp(f, fn) != 0) return 0;
  const char* skip = getenv("FAKE_HIP_FAIL_SKIP");
  return g_fail_seen++ >= (skip ? atoi(skip) : 0);
}
static hipError_t fail_code(void) {
  const char* c = getenv("FAKE_HIP_FAIL_CODE");
  return c ? atoi(c) : 719;
}
#define MAYBE_FAIL(fn)                          \
  do {                                          \
    if (should_fail(fn)) {                      \
      logf_("%s -> error %d", fn, fail_code()); \
      return fail_code();                       \
    }                                           \
  } while (0)

static uint64_t fnv1a(const uint8_t* p, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

/* An ELF64 object's size: its section header table comes last in lld's output. */
static size_t elf_size(const uint8_t* p) {
  if (memcmp(p,
             "\x7f"
             "ELF",
             4) != 0)
    return 0;
  uint64_t shoff;
  uint16_t shentsize, shnum;
  memcpy(&shoff, p + 0x28, 8);
  memcpy(&shentsize, p + 0x3A, 2);
  memcpy(&shnum, p + 0x3C, 2);
  return (size_t)(shoff + (uint64_t)shentsize * shnum);
}

hipError_t hipGetDevice(int* device) {
  MAYBE_FAIL("hipGetDevice");
  *device = g_device;
  return 0;
}
hipError_t hipSetDevice(int device) {
  MAYBE_FAIL("hipSetDevice");
  logf_("hipSetDevice device=%d", device);
  g_device = device;
  return 0;
}

/* The device a stream belongs to: FAKE_HIP_STREAM_DEVICE (default 0); XLA owns real streams. */
hipError_t hipStreamGetDevice(void* stream, int* device) {
  MAYBE_FAIL("hipStreamGetDevice");
  const char* d = getenv("FAKE_HIP_STREAM_DEVICE");
  *device = d ? atoi(d) : 0;
  logf_("hipStreamGetDevice stream=%p device=%d", stream, *device);
  return 0;
}

hipError_t hipGetDevicePropertiesR0600(void* props, int device) {
  MAYBE_FAIL("hipGetDeviceProperties");
  const char* archs = getenv("FAKE_HIP_ARCHS");
  char buf[512];
  snprintf(buf, sizeof buf, "%s", archs ? archs : "gfx942:sramecc+:xnack-");
  char* tok = strtok(buf, ",");
  for (int i = 0; i < device && tok; ++i) tok = strtok(NULL, ",");
  if (!tok) return 101; /* hipErrorInvalidDevice */
  memset(props, 0, 1416);
  strcpy((char*)props, "Fake AMD Instinct");
  strncpy((char*)props + 1160, tok, 255); /* gcnArchName in hipDeviceProp_tR0600 */
  logf_("hipGetDeviceProperties device=%d arch=%s", device, tok);
  return 0;
}

hipError_t hipModuleLoadData(void** module, const void* image) {
  MAYBE_FAIL("hipModuleLoadData");
  size_t n = elf_size(image);
  if (n == 0) return 200; /* hipErrorInvalidImage */
  FakeModule* m = malloc(sizeof *m);
  m->id = ++g_modules;
  m->device = g_device;
  m->image = image;
  memcpy(m->head, image, sizeof m->head);
  if (g_nlive < 256) g_live[g_nlive++] = m;
  *module = m;
  logf_("hipModuleLoadData module=%d device=%d size=%zu fnv=%016llx", m->id, g_device, n,
        (unsigned long long)fnv1a(image, n));
  return 0;
}

hipError_t hipModuleGetFunction(void** function, void* module, const char* name) {
  MAYBE_FAIL("hipModuleGetFunction");
  FakeFunction* f = malloc(sizeof *f);
  f->module = ((FakeModule*)module)->id;
  f->image = ((FakeModule*)module)->image;
  snprintf(f->name, sizeof f->name, "%s", name);
  *function = f;
  logf_("hipModuleGetFunction module=%d name=%s", f->module, name);
  return 0;
}

/* Live modules whose image no longer holds the bytes loaded from it (freed or overwritten). */
int fake_hip_stale_images(void) {
  int stale = 0;
  for (int i = 0; i < g_nlive; ++i) stale += memcmp(g_live[i]->image, g_live[i]->head, 64) != 0;
  return stale;
}

hipError_t hipModuleUnload(void* module) {
  logf_("hipModuleUnload module=%d", ((FakeModule*)module)->id);
  for (int i = 0; i < g_nlive; ++i) {
    if (g_live[i] == module) g_live[i] = g_live[--g_nlive];
  }
  free(module);
  return 0;
}

hipError_t hipModuleLaunchKernel(void* function, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                 unsigned by, unsigned bz, unsigned shared, void* stream,
                                 void** params, void** extra) {
  MAYBE_FAIL("hipModuleLaunchKernel");
  const FakeFunction* f = function;
  uint8_t packed[1024];
  const uint8_t* args;
  size_t size = 0;
  const char* mode;
  if (params != NULL && extra == NULL) {
    /* kernelParams: params[i] points at argument i; the runtime places it per the metadata. */
    const char* layout = getenv("FAKE_HIP_PARAM_LAYOUT");
    if (layout == NULL) return 1; /* hipErrorInvalidValue */
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", layout);
    memset(packed, 0, sizeof packed);
    int i = 0;
    for (char* tok = strtok(buf, ","); tok; tok = strtok(NULL, ","), ++i) {
      unsigned off, n;
      if (sscanf(tok, "%u:%u", &off, &n) != 2 || off + n > sizeof packed) return 1;
      memcpy(packed + off, params[i], n);
      if (off + n > size) size = off + n;
    }
    args = packed;
    mode = "params";
  } else if (params == NULL && extra != NULL && extra[0] == (void*)1 && extra[2] == (void*)2 &&
             extra[4] == (void*)3) {
    /* extra = {BUFFER_POINTER(1), buf, BUFFER_SIZE(2), &size, END(3)} */
    args = extra[1];
    size = *(const size_t*)extra[3];
    mode = "extra";
  } else {
    return 1; /* hipErrorInvalidValue */
  }
  char hex[1024] = {0};
  for (size_t i = 0; i < size && 2 * i + 2 < sizeof hex; ++i) sprintf(hex + 2 * i, "%02x", args[i]);
  char peek[2048] = {0};
  const char* offsets = getenv("FAKE_HIP_PEEK");
  if (offsets) {
    char buf[512];
    snprintf(buf, sizeof buf, "%s", offsets);
    for (char* tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
      size_t off = (size_t)atoi(tok);
      const uint8_t* ptr;
      memcpy(&ptr, args + off, 8);
      size_t at = strlen(peek);
      at += snprintf(peek + at, sizeof peek - at, "%s%zu:", at ? "," : "", off);
      for (int i = 0; ptr && i < 16; ++i) {
        at += snprintf(peek + at, sizeof peek - at, "%02x", ptr[i]);
      }
    }
  }
  logf_(
      "hipModuleLaunchKernel name=%s module=%d grid=%u,%u,%u block=%u,%u,%u shared=%u "
      "stream=%p device=%d mode=%s args=%s peek=%s",
      f->name, f->module, gx, gy, gz, bx, by, bz, shared, stream, g_device, mode, hex, peek);
  if (g_hook && g_hook(f->image, elf_size(f->image), f->name, args, size, gx, gy, gz, bx, by, bz,
                       shared) != 0) {
    logf_("hipModuleLaunchKernel -> hook failed");
    return 719;
  }
  return 0;
}

/* Called by FlyDSL's exported loader around launches; nothing is ever pending here. */
hipError_t hipGetLastError(void) { return 0; }
hipError_t hipDeviceSynchronize(void) {
  MAYBE_FAIL("hipDeviceSynchronize");
  logf_("hipDeviceSynchronize device=%d", g_device);
  return 0;
}

const char* hipGetErrorName(hipError_t err) {
  switch (err) {
    case 1:
      return "hipErrorInvalidValue";
    case 101:
      return "hipErrorInvalidDevice";
    case 200:
      return "hipErrorInvalidImage";
    case 209:
      return "hipErrorNoBinaryForGpu";
    case 719:
      return "hipErrorLaunchFailure";
    default:
      return "hipErrorUnknown";
  }
}
