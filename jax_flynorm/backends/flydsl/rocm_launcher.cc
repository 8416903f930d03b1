// The ROCm launcher: one XLA FFI handler that launches any FlyDSL code object on XLA's stream.
//
// Everything op-specific arrives as attributes computed at lowering time (code objects, kernel
// symbol, launch geometry, kernel-argument layout, expected buffer shapes), so this file holds no
// op math and no shape or default policy. It unpacks the buffers, checks them against the
// attributes, packs the kernarg segment, launches and checks the launch.
//
// The HIP runtime is opened with dlopen at run time, so the package builds on machines without a
// ROCm SDK; hipStream_t and friends are opaque pointers, so no HIP header is needed.
//
// Not command-buffer compatible on purpose: AMD's JAX install docs disable command buffers and HIP
// graph replay has open crashes on gfx950, so the handler declares no traits and XLA launches it
// eagerly on its stream.

#include <dlfcn.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "xla/ffi/api/ffi.h"

namespace ffi = xla::ffi;

namespace {

using hipError_t = int;
using hipModule_t = void*;
using hipFunction_t = void*;
using hipStream_t = void*;
constexpr hipError_t kHipSuccess = 0;

// Kernel-argument kinds, mirrored by jax_flynorm/backends/flydsl/launcher.py (checked through
// flynorm_rocm_abi).
enum ArgKind : int64_t { kNull = 0, kBuffer = 1, kLaunchRows = 2, kConstI32 = 3, kConstF32 = 4 };
constexpr size_t kKernargMax = 256;  // FlyDSL norm kernels use < 100 bytes
constexpr size_t kMaxBuffers = 16;
constexpr int kMaxDevices = 64;
constexpr uint64_t kMaxWorkItems = 0xffffffffull;  // grid x block, per dimension
// hipDeviceProp_tR0600 (ROCm 6 and 7): gcnArchName sits after 1160 bytes of fixed-size fields.
constexpr size_t kPropsGcnArchOffset = 1160;
constexpr size_t kPropsBytes = 8192;  // generous: the struct is ~1.6 KB and may grow

// ---------------------------------------------------------------------------------------------
// The HIP runtime, resolved once per process.

struct Hip {
  hipError_t (*ModuleLoadData)(hipModule_t*, const void*);
  hipError_t (*ModuleGetFunction)(hipFunction_t*, hipModule_t, const char*);
  hipError_t (*ModuleLaunchKernel)(hipFunction_t, unsigned, unsigned, unsigned, unsigned, unsigned,
                                   unsigned, unsigned, hipStream_t, void**, void**);
  hipError_t (*ModuleUnload)(hipModule_t);
  hipError_t (*GetDevice)(int*);
  hipError_t (*SetDevice)(int);
  hipError_t (*GetDeviceProperties)(void*, int);
  const char* (*GetErrorName)(hipError_t);
  hipError_t (*StreamGetDevice)(hipStream_t, int*);  // optional: the cross-check is skipped
};

std::mutex g_mu;  // guards loading the runtime and the module cache (load paths only)
std::atomic<const Hip*> g_hip{nullptr};

template <typename F>
bool Resolve(void* lib, const char* name, F& fn, std::string& missing) {
  fn = reinterpret_cast<F>(dlsym(lib, name));
  if (fn == nullptr) missing += std::string(missing.empty() ? "" : ", ") + name;
  return fn != nullptr;
}

// Returns the runtime, or an error naming what to install. A failure is not cached, so fixing
// the environment (or JAX_FLYNORM_HIP_LIBRARY in tests) takes effect on the next load.
// Call with g_mu held.
ffi::ErrorOr<const Hip*> LoadHip() {
  if (const Hip* hip = g_hip.load(std::memory_order_acquire)) return hip;
  std::vector<std::string> names;
  const char* env = std::getenv("JAX_FLYNORM_HIP_LIBRARY");
  const bool chosen = env != nullptr && *env != 0;
  if (chosen) {
    names.push_back(env);
  } else {
    names = {"libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so"};
  }
  void* lib = nullptr;
  std::string tried;
  // A runtime already in the process (the one XLA's ROCm plugin uses) wins: opening another
  // version beside it would give the launcher its own devices, streams and modules.
  if (!chosen) {
    for (const auto& name : names) {
      lib = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
      if (lib != nullptr) break;
    }
  }
  for (size_t i = 0; lib == nullptr && i < names.size(); ++i) {
    const std::string& name = names[i];
    lib = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (lib != nullptr) break;
    const char* why = dlerror();
    tried += "\n  " + name + ": " + (why ? why : "not found");
  }
  if (lib == nullptr) {
    return ffi::Unexpected(ffi::Error(
        ffi::ErrorCode::kFailedPrecondition,
        "jax_flynorm: cannot load the HIP runtime (libamdhip64) for the FlyDSL kernels; install "
        "ROCm 7 and the jax-rocm7-plugin, put ROCm's lib folder on the loader path, or set "
        "JAX_FLYNORM_HIP_LIBRARY to libamdhip64.so. Tried:" +
            tried));
  }
  auto* hip = new Hip();
  std::string missing;
  Resolve(lib, "hipModuleLoadData", hip->ModuleLoadData, missing);
  Resolve(lib, "hipModuleGetFunction", hip->ModuleGetFunction, missing);
  Resolve(lib, "hipModuleLaunchKernel", hip->ModuleLaunchKernel, missing);
  Resolve(lib, "hipModuleUnload", hip->ModuleUnload, missing);
  Resolve(lib, "hipGetDevice", hip->GetDevice, missing);
  Resolve(lib, "hipSetDevice", hip->SetDevice, missing);
  Resolve(lib, "hipGetDevicePropertiesR0600", hip->GetDeviceProperties, missing);
  Resolve(lib, "hipGetErrorName", hip->GetErrorName, missing);
  hip->StreamGetDevice =
      reinterpret_cast<decltype(hip->StreamGetDevice)>(dlsym(lib, "hipStreamGetDevice"));
  if (!missing.empty()) {
    delete hip;
    dlclose(lib);
    return ffi::Unexpected(ffi::Error(
        ffi::ErrorCode::kFailedPrecondition,
        "jax_flynorm: the HIP runtime lacks " + missing + "; ROCm 6 or newer is required"));
  }
  g_hip.store(hip, std::memory_order_release);
  return hip;
}

ffi::ErrorOr<const Hip*> Runtime() {
  if (const Hip* hip = g_hip.load(std::memory_order_acquire)) return hip;
  std::lock_guard<std::mutex> lock(g_mu);
  return LoadHip();
}

bool DebugLogging() {
  static const bool on = [] {
    const char* env = std::getenv("JAX_FLYNORM_DEBUG");
    return env != nullptr && *env != 0 && std::string_view(env) != "0";
  }();
  return on;
}

ffi::Error HipFailure(const Hip* hip, hipError_t err, const char* call, const std::string& kernel) {
  const char* name = hip->GetErrorName ? hip->GetErrorName(err) : nullptr;
  return ffi::Error(ffi::ErrorCode::kInternal,
                    std::string("jax_flynorm: ") + call + " failed with " +
                        (name ? name : "hipError " + std::to_string(err)) + " for kernel " +
                        kernel);
}

// ---------------------------------------------------------------------------------------------
// Per-executable state, built once when XLA instantiates the custom call.

struct KernargSlot {
  int64_t kind, offset, size, value, row_pitch;
};

struct BufferSpec {
  int64_t dtype, rank, dim0, dim1;
};

struct LaunchGeometry {
  int64_t row_start, rows;
  unsigned grid[3], block[3];
};

struct LaunchState {
  static ffi::TypeId id;
  std::string kernel;
  std::vector<std::string> archs;                  // one per code object, e.g. "gfx942"
  std::vector<std::vector<uint8_t>> code_objects;  // owned copies: attributes die after instantiate
  std::vector<uint64_t> hashes;
  std::vector<KernargSlot> kernarg;
  std::vector<BufferSpec> buffers;  // operands, then results
  std::vector<LaunchGeometry> launches;
  int64_t num_operands = 0;
  // Kernel function per device ordinal, filled on the first execution on that device.
  std::array<std::atomic<hipFunction_t>, kMaxDevices> functions{};
};
ffi::TypeId LaunchState::id = {};

// FNV-1a: the content identity of a code object for the module cache.
uint64_t Fnv1a(const uint8_t* data, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; ++i) h = (h ^ data[i]) * 1099511628211ull;
  return h;
}

ffi::Error Invalid(const std::string& what) {
  return ffi::Error::InvalidArgument("jax_flynorm launcher: " + what);
}

ffi::ErrorOr<std::unique_ptr<LaunchState>> Instantiate(
    ffi::Span<const uint8_t> code_objects, ffi::Span<const int64_t> code_object_sizes,
    std::string_view archs, std::string_view kernel, ffi::Span<const int64_t> launches,
    ffi::Span<const int64_t> kernarg, ffi::Span<const int64_t> buffers, int64_t num_operands) {
  auto state = std::make_unique<LaunchState>();
  state->kernel = std::string(kernel);
  size_t start = 0;
  for (std::string_view rest = archs; !rest.empty();) {
    size_t comma = rest.find(',');
    state->archs.emplace_back(rest.substr(0, comma));
    rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
  }
  if (state->archs.size() != code_object_sizes.size() || state->archs.empty()) {
    return ffi::Unexpected(Invalid("archs and code_object_sizes disagree"));
  }
  for (int64_t size : code_object_sizes) {
    if (size <= 0 || start + size > code_objects.size()) {
      return ffi::Unexpected(Invalid("code_object_sizes overrun code_objects"));
    }
    const uint8_t* p = code_objects.begin() + start;
    state->code_objects.emplace_back(p, p + size);
    state->hashes.push_back(Fnv1a(p, size));
    start += size;
  }
  if (kernarg.size() % 5 != 0 || buffers.size() % 4 != 0 || launches.size() % 8 != 0) {
    return ffi::Unexpected(Invalid("kernarg, buffers or launches has a wrong length"));
  }
  state->num_operands = num_operands;
  for (size_t i = 0; i < buffers.size(); i += 4) {
    state->buffers.push_back({buffers[i], buffers[i + 1], buffers[i + 2], buffers[i + 3]});
  }
  if (state->buffers.size() > kMaxBuffers || num_operands < 0 ||
      num_operands > static_cast<int64_t>(state->buffers.size())) {
    return ffi::Unexpected(Invalid("too many buffers or a bad operand count"));
  }
  for (size_t i = 0; i < kernarg.size(); i += 5) {
    KernargSlot s{kernarg[i], kernarg[i + 1], kernarg[i + 2], kernarg[i + 3], kernarg[i + 4]};
    bool pointer = s.kind == kNull || s.kind == kBuffer;
    bool ok = s.offset >= 0 && s.offset + s.size <= static_cast<int64_t>(kKernargMax) &&
              s.size == (pointer ? 8 : 4) && s.offset % s.size == 0 && s.kind >= kNull &&
              s.kind <= kConstF32 &&
              (s.kind != kBuffer ||
               (s.value >= 0 && s.value < static_cast<int64_t>(state->buffers.size())));
    if (!ok) return ffi::Unexpected(Invalid("bad kernel-argument slot " + std::to_string(i / 5)));
    state->kernarg.push_back(s);
  }
  for (size_t i = 0; i < launches.size(); i += 8) {
    LaunchGeometry g{launches[i], launches[i + 1], {}, {}};
    for (int d = 0; d < 3; ++d) {
      if (launches[i + 2 + d] < 0 || launches[i + 5 + d] <= 0 || launches[i + 2 + d] > 0x7fffffff ||
          launches[i + 5 + d] > 1024) {
        return ffi::Unexpected(Invalid("bad launch geometry"));
      }
      g.grid[d] = static_cast<unsigned>(launches[i + 2 + d]);
      g.block[d] = static_cast<unsigned>(launches[i + 5 + d]);
      // HIP refuses more than 2^32 - 1 work-items per dimension; the plan splits launches so.
      if (static_cast<uint64_t>(g.grid[d]) * g.block[d] > kMaxWorkItems) {
        return ffi::Unexpected(Invalid("launch " + std::to_string(i / 8) + " has " +
                                       std::to_string(g.grid[d]) + " x " +
                                       std::to_string(g.block[d]) + " work-items in dimension " +
                                       std::to_string(d) + ", more than HIP's limit of 2^32 - 1"));
      }
    }
    state->launches.push_back(g);
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Module loading: once per (code object content, device) for the whole process, so executables
// that share a kernel (recompiles, cache hits, several jits) share one module. Modules live until
// the process exits: unloading during interpreter teardown races HIP's own shutdown. HIP keeps
// reading the image it was given (it does not copy it), so each entry owns a copy of the bytes:
// the executable whose state first loaded the module may be freed long before the module is.

struct LoadedModule {
  std::vector<uint8_t> image;
  hipModule_t module;
  hipFunction_t function;
};

std::map<std::tuple<uint64_t, int, std::string>, LoadedModule>& FunctionCache() {
  static auto* cache = new std::map<std::tuple<uint64_t, int, std::string>, LoadedModule>();
  return *cache;
}

ffi::ErrorOr<std::string> DeviceArch(const Hip* hip, int device, const std::string& kernel) {
  std::vector<char> props(kPropsBytes, 0);
  if (hipError_t err = hip->GetDeviceProperties(props.data(), device); err != kHipSuccess) {
    return ffi::Unexpected(HipFailure(hip, err, "hipGetDeviceProperties", kernel));
  }
  const char* field = props.data() + kPropsGcnArchOffset;
  std::string name(field, strnlen(field, 255));
  if (name.rfind("gfx", 0) != 0) {
    return ffi::Unexpected(ffi::Error(
        ffi::ErrorCode::kInternal,
        "jax_flynorm: cannot read the gcnArchName of device " + std::to_string(device) +
            " (unexpected hipDeviceProp_t layout); refusing to guess which code object to load"));
  }
  return name.substr(0, name.find(':'));  // "gfx942:sramecc+:xnack-" -> "gfx942"
}

ffi::ErrorOr<hipFunction_t> LoadFunction(LaunchState& state, int device) {
  std::lock_guard<std::mutex> lock(g_mu);
  if (hipFunction_t f = state.functions[device].load()) return f;
  auto hip_or = LoadHip();
  if (hip_or.has_error()) return ffi::Unexpected(hip_or.error());
  const Hip* hip = *hip_or;
  auto arch = DeviceArch(hip, device, state.kernel);
  if (arch.has_error()) return ffi::Unexpected(arch.error());
  size_t which = state.archs.size();
  std::string have;
  for (size_t i = 0; i < state.archs.size(); ++i) {
    if (state.archs[i] == *arch) which = i;
    have += (have.empty() ? "" : ", ") + state.archs[i];
  }
  if (which == state.archs.size()) {
    return ffi::Unexpected(ffi::Error(ffi::ErrorCode::kFailedPrecondition,
                                      "jax_flynorm: kernel " + state.kernel + " was compiled for " +
                                          have + " but device " + std::to_string(device) + " is " +
                                          *arch +
                                          "; lower on this device, or set "
                                          "JAX_FLYNORM_ROCM_ARCH to include " +
                                          *arch + " (comma-separated) before lowering"));
  }
  auto key = std::make_tuple(state.hashes[which], device, state.kernel);
  auto& cache = FunctionCache();
  if (auto it = cache.find(key); it != cache.end()) {
    state.functions[device].store(it->second.function);
    return it->second.function;
  }
  // hipModuleLoadData loads onto the calling thread's current device.
  int previous = -1;
  if (hipError_t err = hip->GetDevice(&previous); err != kHipSuccess) {
    return ffi::Unexpected(HipFailure(hip, err, "hipGetDevice", state.kernel));
  }
  if (previous != device) {
    if (hipError_t err = hip->SetDevice(device); err != kHipSuccess) {
      return ffi::Unexpected(HipFailure(hip, err, "hipSetDevice", state.kernel));
    }
  }
  LoadedModule loaded{state.code_objects[which], nullptr, nullptr};
  hipModule_t& module = loaded.module;
  hipFunction_t& function = loaded.function;
  hipError_t err = hip->ModuleLoadData(&module, loaded.image.data());
  const char* failed = "hipModuleLoadData";
  if (err == kHipSuccess) {
    err = hip->ModuleGetFunction(&function, module, state.kernel.c_str());
    failed = "hipModuleGetFunction";
    // Best effort: the hipModuleGetFunction error is the one worth reporting.
    if (err != kHipSuccess) (void)hip->ModuleUnload(module);
  }
  if (previous != device) {
    hipError_t restore = hip->SetDevice(previous);
    if (restore != kHipSuccess && err == kHipSuccess) {
      err = restore;
      failed = "hipSetDevice";
      (void)hip->ModuleUnload(module);  // not cached, so nothing else would ever release it
    }
  }
  if (err != kHipSuccess) return ffi::Unexpected(HipFailure(hip, err, failed, state.kernel));
  hipFunction_t result = function;
  cache.emplace(key, std::move(loaded));  // moving a vector keeps its buffer: the image stays put
  state.functions[device].store(result);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Execute: no host allocation after the first call on a device, no synchronisation, no file I/O.

// The device the launch runs on is the stream's: XLA's ordinal should name it, but a launch and
// its module on different devices fail (or worse), so the stream decides, as in jaxlib's own
// kernel launchers.
ffi::ErrorOr<int> LaunchDevice(void* stream, int32_t ordinal, const std::string& kernel) {
  if (stream == nullptr) return ordinal;  // the host-test platform has no stream to ask
  auto hip = Runtime();
  if (hip.has_error()) return ffi::Unexpected(hip.error());
  if ((*hip)->StreamGetDevice == nullptr) return ordinal;
  int device = -1;
  if (hipError_t err = (*hip)->StreamGetDevice(stream, &device); err != kHipSuccess) {
    return ffi::Unexpected(HipFailure(*hip, err, "hipStreamGetDevice", kernel));
  }
  if (device != ordinal && DebugLogging()) {
    std::fprintf(stderr,
                 "jax_flynorm: kernel %s: XLA's device ordinal %d is not its stream's device %d; "
                 "launching on device %d\n",
                 kernel.c_str(), ordinal, device, device);
  }
  return device;
}

ffi::Error Execute(void* stream, int32_t ordinal, LaunchState* state, ffi::RemainingArgs args,
                   ffi::RemainingRets rets) {
  auto on = LaunchDevice(stream, ordinal, state->kernel);
  if (on.has_error()) return on.error();
  const int device = *on;
  if (device < 0 || device >= kMaxDevices) {
    return Invalid("device ordinal " + std::to_string(device) + " is out of range");
  }
  size_t num_args = args.size(), num_rets = rets.size();
  if (static_cast<int64_t>(num_args) != state->num_operands ||
      num_args + num_rets != state->buffers.size()) {
    return Invalid("kernel " + state->kernel + " expects " + std::to_string(state->num_operands) +
                   " operands and " + std::to_string(state->buffers.size() - state->num_operands) +
                   " results, got " + std::to_string(num_args) + " and " +
                   std::to_string(num_rets));
  }
  std::array<char*, kMaxBuffers> data{};
  for (size_t i = 0; i < state->buffers.size(); ++i) {
    const BufferSpec& want = state->buffers[i];
    std::optional<ffi::AnyBuffer> b;
    if (i < num_args) {
      if (auto arg = args.get<ffi::AnyBuffer>(i); arg.has_value()) b = *arg;
    } else if (auto ret = rets.get<ffi::AnyBuffer>(i - num_args); ret.has_value()) {
      b = **ret;
    }
    if (!b) return Invalid("cannot decode buffer " + std::to_string(i));
    auto dims = b->dimensions();
    bool ok = static_cast<int64_t>(b->element_type()) == want.dtype &&
              static_cast<int64_t>(dims.size()) == want.rank && want.rank >= 1 && want.rank <= 2 &&
              dims[0] == want.dim0 && (want.rank == 1 || dims[1] == want.dim1);
    if (!ok) {
      return Invalid("buffer " + std::to_string(i) + " of kernel " + state->kernel +
                     " has a dtype or shape other than it was compiled for");
    }
    data[i] = static_cast<char*>(b->untyped_data());
  }
  hipFunction_t function = state->functions[device].load(std::memory_order_acquire);
  if (function == nullptr) {
    auto loaded = LoadFunction(*state, device);
    if (loaded.has_error()) return loaded.error();
    function = *loaded;
  }
  const Hip* hip = g_hip.load(std::memory_order_acquire);
  for (const LaunchGeometry& g : state->launches) {
    if (g.grid[0] == 0 || g.grid[1] == 0 || g.grid[2] == 0) continue;
    alignas(16) uint8_t kernarg[kKernargMax] = {};
    size_t used = 0;
    for (const KernargSlot& s : state->kernarg) {
      uint8_t* dst = kernarg + s.offset;
      if (s.kind == kBuffer) {
        char* p = data[s.value] + g.row_start * s.row_pitch;
        std::memcpy(dst, &p, 8);
      } else if (s.kind == kLaunchRows) {
        int32_t rows = static_cast<int32_t>(g.rows);
        std::memcpy(dst, &rows, 4);
      } else if (s.kind == kConstI32 || s.kind == kConstF32) {
        uint32_t bits = static_cast<uint32_t>(s.value);  // f32: the bit pattern
        std::memcpy(dst, &bits, 4);
      }  // kNull: an absent operand's pointer slot stays 0
      used = std::max(used, static_cast<size_t>(s.offset + s.size));
    }
    // HIP_LAUNCH_PARAM_BUFFER_POINTER / _SIZE / _END from hip_runtime_api.h.
    void* config[] = {reinterpret_cast<void*>(0x01), kernarg, reinterpret_cast<void*>(0x02), &used,
                      reinterpret_cast<void*>(0x03)};
    hipError_t err =
        hip->ModuleLaunchKernel(function, g.grid[0], g.grid[1], g.grid[2], g.block[0], g.block[1],
                                g.block[2], /*sharedMemBytes=*/0, stream, nullptr, config);
    if (err != kHipSuccess) return HipFailure(hip, err, "hipModuleLaunchKernel", state->kernel);
  }
  return ffi::Error::Success();
}

}  // namespace

#define FLYNORM_ROCM_INSTANTIATE_BINDING                                                        \
  ffi::Ffi::BindInstantiate()                                                                   \
      .Attr<ffi::Span<const uint8_t>>("code_objects")      /* code objects, concatenated */     \
      .Attr<ffi::Span<const int64_t>>("code_object_sizes") /* bytes of each */                  \
      .Attr<std::string_view>("archs")                     /* gfx target of each, ',' joined */ \
      .Attr<std::string_view>("kernel")                    /* kernel symbol */                  \
      .Attr<ffi::Span<const int64_t>>("launches") /* row_start, rows, grid xyz, block xyz */    \
      .Attr<ffi::Span<const int64_t>>("kernarg")  /* kind, offset, size, value, row_pitch */    \
      .Attr<ffi::Span<const int64_t>>("buffers")  /* dtype, rank, dim0, dim1 per buffer */      \
      .Attr<int64_t>("num_operands")              /* buffers before the results */

XLA_FFI_DEFINE_HANDLER_SYMBOL(FlynormRocmInstantiate, Instantiate,
                              FLYNORM_ROCM_INSTANTIATE_BINDING);

// XLA's ROCm stream: hipStream_t is a pointer, so it is taken as void*.
XLA_FFI_DEFINE_HANDLER_SYMBOL(FlynormRocmExecute, Execute,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<void*>>()
                                  .Ctx<ffi::DeviceOrdinal>()
                                  .Ctx<ffi::State<LaunchState>>()
                                  .RemainingArgs()   /* the op's operands, contract order */
                                  .RemainingRets()); /* the op's results, contract order */

#ifdef FLYNORM_HOST_TEST
// Only in the tests' own build of this file (tests/host_launcher.py), never in the shipped
// library: the same body on the host platform, for a recording HIP runtime. A CPU executable has
// no stream, so the launch receives a null stream, or the made-up handle a test puts in
// JAX_FLYNORM_HOST_TEST_STREAM.
static ffi::Error ExecuteHost(int32_t device, LaunchState* state, ffi::RemainingArgs args,
                              ffi::RemainingRets rets) {
  const char* env = std::getenv("JAX_FLYNORM_HOST_TEST_STREAM");
  void* stream = env ? reinterpret_cast<void*>(std::strtoull(env, nullptr, 0)) : nullptr;
  return Execute(stream, device, state, args, rets);
}
XLA_FFI_DEFINE_HANDLER_SYMBOL(FlynormRocmExecuteHostTest, ExecuteHost,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::DeviceOrdinal>()
                                  .Ctx<ffi::State<LaunchState>>()
                                  .RemainingArgs()
                                  .RemainingRets());

// The module cache is per process, so a test that counts loads would see none for a code object
// an earlier test in the same process loaded: this makes the next launches load afresh. The
// forgotten modules stay loaded (and their images alive): executables may still hold them.
extern "C" void FlynormRocmForgetModulesForTest() {
  std::lock_guard<std::mutex> lock(g_mu);
  static auto* retired = new std::vector<LoadedModule>();
  for (auto& entry : FunctionCache()) retired->push_back(std::move(entry.second));
  FunctionCache().clear();
}
#endif  // FLYNORM_HOST_TEST

extern "C" XLA_FFI_TypeId* FlynormRocmStateTypeId() { return &LaunchState::id; }

extern "C" const XLA_FFI_TypeInfo* FlynormRocmStateTypeInfo() {
  static const XLA_FFI_TypeInfo info = ffi::MakeTypeInfo<LaunchState>();
  return &info;
}

// The XLA FFI API version of the headers this library was compiled against, and the jaxlib they
// came from (backends/_native.py loads the library only where the installed jaxlib accepts it).
#define FLYNORM_STR(x) FLYNORM_STR_(x)
#define FLYNORM_STR_(x) #x
extern "C" const char* flynorm_ffi_api_version() {
  return FLYNORM_STR(XLA_FFI_API_MAJOR) "." FLYNORM_STR(XLA_FFI_API_MINOR);
}
extern "C" const char* flynorm_built_jaxlib() { return FLYNORM_BUILT_JAXLIB; }

// What Python must agree on: attribute names and the kernel-argument kind codes.
extern "C" const char* flynorm_rocm_abi() {
  return "code_objects,code_object_sizes,archs,kernel,launches,kernarg,buffers,num_operands|"
         "null=0,buffer=1,rows=2,i32=3,f32=4|f32=11,f16=10,bf16=16,i8=2,f8e4m3fn=20,"
         "f8e4m3fnuz=25";
}
