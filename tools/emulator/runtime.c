/* Host runtime for AMDGPU kernel IR retargeted to the CPU (see retarget.py).
 *
 * Every lane of a workgroup is a fiber (ucontext) on one OS thread. A lane runs until it reaches
 * a wave operation, a workgroup barrier or its end; when no lane can run, the scheduler resolves
 * the pending wave operations (each wave's waiting lanes are its exec mask) and then barriers.
 * Workgroups run one at a time, so the LDS globals are one buffer, poisoned (0xFF bytes, NaN)
 * at the start of each workgroup. A correctness tool, not a timing model.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>

#define WAVE 64
#define MAX_LANES 1024
#define STACK_BYTES (256 * 1024)
#define MAX_RSRC 4096
#define MAX_ALLOCS 32
#define MAX_LDS 8

enum { RUN, WAIT_WAVE, WAIT_BARRIER, DONE };
enum {
  OP_BPERMUTE = 1,
  OP_SWIZZLE = 2,
  OP_PERMLANE16_SWAP = 3,
  OP_PERMLANE32_SWAP = 4,
  OP_READFIRSTLANE = 5
};

typedef struct {
  ucontext_t ctx;
  int state, op, site;
  uint32_t a, b, r0, r1;
} Lane;

typedef struct {
  uint64_t base, num_records;
  uint32_t stride, flags;
} Rsrc;

typedef struct {
  uint64_t wave_ops, barriers, oob_loads, oob_stores, oob_partial, inactive_reads, errors;
} Stats;

static Lane lanes[MAX_LANES];
static char* stacks;
static int nlanes, cur, order_reverse = 1;
static uint32_t block[3], group[3];
static ucontext_t sched_ctx;
static void (*entry)(void*);
static void* kernarg;
static Rsrc rsrcs[MAX_RSRC];
static int nrsrc;
static uint64_t alloc_base[MAX_ALLOCS], alloc_size[MAX_ALLOCS];
static int nallocs;
static uint8_t* lds_base[MAX_LDS];
static uint64_t lds_size[MAX_LDS];
static int nlds;
/* LDS race shadow, one entry per byte: writer lane and barrier epoch, reader lane (or -2 when
 * several lanes read) and its epoch. Ordering between lanes exists only through barriers. */
static int32_t *w_lane[MAX_LDS], *r_lane[MAX_LDS];
static uint32_t *w_epoch[MAX_LDS], *r_epoch[MAX_LDS];
static uint32_t epoch;
static Stats stats;
static char first_error[512];

static void error(const char* fmt, unsigned long long x, unsigned long long y) {
  if (!stats.errors++) {
    int n = snprintf(first_error, sizeof first_error, "workgroup %u lane %d: ", group[0], cur);
    snprintf(first_error + n, sizeof first_error - n, fmt, x, y);
  }
}

/* ---- work-item ids -------------------------------------------------------------------- */
uint32_t emu_workitem_id(uint32_t dim) {
  uint32_t t = (uint32_t)cur;
  if (dim == 0) return t % block[0];
  if (dim == 1) return (t / block[0]) % block[1];
  return t / (block[0] * block[1]);
}
uint32_t emu_workgroup_id(uint32_t dim) { return group[dim]; }

/* mbcnt: bits of mask set for lanes below this one (lo: lanes 0-31, hi: 32-63), plus acc. */
uint32_t emu_mbcnt_lo(uint32_t mask, uint32_t acc) {
  int lane = cur % WAVE;
  uint32_t below = lane >= 32 ? 0xFFFFFFFFu : ((1u << lane) - 1);
  return acc + (uint32_t)__builtin_popcount(mask & below);
}
uint32_t emu_mbcnt_hi(uint32_t mask, uint32_t acc) {
  int lane = cur % WAVE;
  uint32_t below = lane < 32 ? 0 : ((1u << (lane - 32)) - 1);
  return acc + (uint32_t)__builtin_popcount(mask & below);
}

/* ---- buffer resources ------------------------------------------------------------------ */
void* emu_make_rsrc(uint64_t base, uint32_t stride, uint64_t num_records, uint32_t flags) {
  for (int i = nrsrc - 1; i >= 0; --i)
    if (rsrcs[i].base == base && rsrcs[i].num_records == num_records && rsrcs[i].stride == stride &&
        rsrcs[i].flags == flags)
      return &rsrcs[i];
  if (nrsrc == MAX_RSRC) {
    error("more than %llu distinct buffer resources%llu", MAX_RSRC, 0);
    return &rsrcs[0];
  }
  rsrcs[nrsrc] = (Rsrc){base, num_records, stride, flags};
  return &rsrcs[nrsrc++];
}

static int owned(uint64_t addr, uint64_t n) {
  for (int i = 0; i < nallocs; ++i)
    if (addr >= alloc_base[i] && addr + n <= alloc_base[i] + alloc_size[i]) return 1;
  return 0;
}

/* Raw buffer access (stride 0), as gfx942/gfx950's MUBUF range check does it (docs/verification.md,
 * "Buffer range check"): the offset checked is voffset (the intrinsic's, which the backend splits
 * into the VGPR and the instruction's offset without changing the sum), unsigned and without
 * wrapping at 2^32; soffset moves the address but is not checked. An access wider than 4 bytes
 * is checked per dword, a narrower one whole: a piece is in range when all its bytes are below
 * num_records, so a dword straddling the bound is out whole. Out of range: a load reads 0, a
 * store writes nothing. An in-range piece must also lie inside memory the caller registered. */
static void buffer_access(Rsrc* r, uint32_t voff, uint32_t soff, uint8_t* data, uint32_t n,
                          int store) {
  if (r->stride) error("strided buffer resource (stride %llu)%llu", r->stride, 0);
  if (n > 4 && n % 4) {
    error("buffer access of %llu bytes at voffset %llu: wider than a dword, not whole dwords", n,
          voff);
    if (!store) memset(data, 0, n);
    return;
  }
  uint32_t piece = n < 4 ? n : 4;
  for (uint32_t k = 0; k < n; k += piece) {
    uint64_t o = (uint64_t)voff + k;
    if (o + piece > r->num_records) {
      if (store)
        stats.oob_stores++;
      else {
        stats.oob_loads++;
        memset(data + k, 0, piece);
      }
      if (o < r->num_records) stats.oob_partial++;
      continue;
    }
    uint64_t addr = r->base + soff + o;
    if (!owned(addr, piece)) {
      error("buffer access outside the operands at base+%llu (base %#llx)", soff + o, r->base);
      if (!store) memset(data + k, 0, piece);
      continue;
    }
    if (store)
      memcpy((void*)addr, data + k, piece);
    else
      memcpy(data + k, (void*)addr, piece);
  }
}
void emu_buffer_load(void* r, uint32_t voff, uint32_t soff, void* dst, uint32_t n) {
  buffer_access(r, voff, soff, dst, n, 0);
}
void emu_buffer_store(void* r, uint32_t voff, uint32_t soff, void* src, uint32_t n) {
  buffer_access(r, voff, soff, src, n, 1);
}

/* ---- LDS ------------------------------------------------------------------------------- */
void emu_lds_note(uint8_t* p, uint32_t n, uint32_t is_write) {
  for (int g = 0; g < nlds; ++g) {
    if (p < lds_base[g] || p >= lds_base[g] + lds_size[g]) continue;
    uint64_t off = (uint64_t)(p - lds_base[g]);
    if (off + n > lds_size[g]) break;
    for (uint64_t i = off; i < off + n; ++i) {
      int wrote = w_epoch[g][i] == epoch && w_lane[g][i] != cur;
      if (wrote)
        error("LDS race: byte %llu written by lane %llu in this barrier interval", i,
              (uint64_t)w_lane[g][i]);
      if (is_write) {
        if (r_epoch[g][i] == epoch && r_lane[g][i] != cur)
          error("LDS race: byte %llu written after another lane read it (reader %lld)", i,
                (uint64_t)(int64_t)r_lane[g][i]);
        w_epoch[g][i] = epoch;
        w_lane[g][i] = cur;
      } else if (r_epoch[g][i] != epoch) {
        r_epoch[g][i] = epoch;
        r_lane[g][i] = cur;
      } else if (r_lane[g][i] != cur) {
        r_lane[g][i] = -2;
      }
    }
    return;
  }
  error("LDS access outside the shared allocations (%llu bytes at %#llx)", n, (uint64_t)p);
}

/* ---- synchronisation ------------------------------------------------------------------- */
static void yield(void) { swapcontext(&lanes[cur].ctx, &sched_ctx); }

/* a: the value lanes exchange; b: bpermute byte address, swizzle pattern or permlane vsrc. */
uint64_t emu_wave_op(uint32_t op, uint32_t a, uint32_t b, uint32_t site) {
  Lane* l = &lanes[cur];
  l->op = (int)op, l->a = a, l->b = b, l->site = (int)site, l->state = WAIT_WAVE;
  yield();
  return (uint64_t)l->r0 | ((uint64_t)l->r1 << 32);
}

void emu_barrier(void) {
  lanes[cur].state = WAIT_BARRIER;
  yield();
}

/* Value of lane src for a reader; an inactive source reads 0 (and is counted). */
static uint32_t fetch(int base, int src, int* ok) {
  Lane* s = &lanes[base + src];
  *ok = base + src < nlanes && s->state == WAIT_WAVE;
  if (!*ok) {
    stats.inactive_reads++;
    return 0;
  }
  return s->a;
}

static int swizzle_src(int lane, uint32_t pattern) {
  if (pattern & 0x8000) /* quad permute: lane i of each quad reads quad[(pattern >> 2i) & 3] */
    return (lane & ~3) | ((pattern >> (2 * (lane & 3))) & 3);
  uint32_t and_m = pattern & 0x1F, or_m = (pattern >> 5) & 0x1F, xor_m = (pattern >> 10) & 0x1F;
  return (lane & 0x20) | ((((lane & 0x1F) & and_m) | or_m) ^ xor_m);
}

/* Resolve the wave operation the waiting lanes of each wave reached; returns lanes released.
 * All waiting lanes of one wave must be at the same call site: anything else would need the
 * hardware's reconvergence order, which the emulator does not model, so it stops instead. */
static int resolve_wave_ops(void) {
  int released = 0;
  static uint32_t r0[WAVE], r1[WAVE];
  for (int base = 0; base < nlanes; base += WAVE) {
    int site = -1, op = 0, ok;
    for (int i = base; i < base + WAVE && i < nlanes; ++i) {
      if (lanes[i].state != WAIT_WAVE) continue;
      if (site >= 0 && (lanes[i].site != site || lanes[i].op != op)) {
        error("divergent wave operations at call sites %llu and %llu", site, lanes[i].site);
        return -1;
      }
      site = lanes[i].site, op = lanes[i].op;
    }
    if (site < 0) continue;
    stats.wave_ops++;
    int first = base; /* the lowest active lane: the one v_readfirstlane reads */
    while (lanes[first].state != WAIT_WAVE) ++first;
    for (int i = base; i < base + WAVE && i < nlanes; ++i) {
      Lane* l = &lanes[i];
      int lane = i - base;
      if (l->state != WAIT_WAVE) continue;
      r1[lane] = 0;
      if (op == OP_BPERMUTE) { /* byte address, dword granular, modulo the wave */
        r0[lane] = fetch(base, (int)((l->b >> 2) & (WAVE - 1)), &ok);
      } else if (op == OP_SWIZZLE) {
        r0[lane] = fetch(base, swizzle_src(lane, l->b), &ok);
      } else if (op == OP_READFIRSTLANE) {
        r0[lane] = lanes[first].a;
      } else if (op == OP_PERMLANE16_SWAP || op == OP_PERMLANE32_SWAP) {
        /* v_permlane{16,32}_swap vdst(a), vsrc(b): odd rows (16) / upper half (32) of vdst
         * swap with even rows / lower half of vsrc. Returns {vdst_new, vsrc_new}. */
        int span = op == OP_PERMLANE16_SWAP ? 16 : 32;
        int upper = lane & span;
        int partner = lane ^ span;
        Lane* p = &lanes[base + partner];
        ok = base + partner < nlanes && p->state == WAIT_WAVE;
        if (!ok) stats.inactive_reads++;
        if (upper) { /* my vdst goes to partner's vsrc; I receive partner's vsrc */
          r0[lane] = ok ? p->b : l->a;
          r1[lane] = l->b;
        } else {
          r0[lane] = l->a;
          r1[lane] = ok ? p->a : l->b;
        }
      } else {
        error("unknown wave operation %llu%llu", op, 0);
        return -1;
      }
    }
    for (int i = base; i < base + WAVE && i < nlanes; ++i)
      if (lanes[i].state == WAIT_WAVE) {
        lanes[i].r0 = r0[i - base], lanes[i].r1 = r1[i - base];
        lanes[i].state = RUN;
        ++released;
      }
  }
  return released;
}

static void lane_main(void) {
  entry(kernarg);
  lanes[cur].state = DONE;
}

static int run_workgroup(void) {
  for (int g = 0; g < nlds; ++g) {
    memset(lds_base[g], 0xFF, lds_size[g]);
    memset(w_epoch[g], 0xFF, lds_size[g] * 4);
    memset(r_epoch[g], 0xFF, lds_size[g] * 4);
  }
  epoch = 0;
  for (int i = 0; i < nlanes; ++i) {
    Lane* l = &lanes[i];
    getcontext(&l->ctx);
    l->ctx.uc_stack.ss_sp = stacks + (size_t)i * STACK_BYTES;
    l->ctx.uc_stack.ss_size = STACK_BYTES;
    l->ctx.uc_link = &sched_ctx;
    makecontext(&l->ctx, lane_main, 0);
    l->state = RUN;
  }
  for (;;) {
    for (int k = 0; k < nlanes; ++k) {
      int i = order_reverse ? nlanes - 1 - k : k;
      if (lanes[i].state != RUN) continue;
      cur = i;
      swapcontext(&sched_ctx, &lanes[i].ctx);
    }
    int got = resolve_wave_ops();
    if (got < 0) return -1;
    if (got) continue;
    int live = 0, waiting = 0;
    for (int i = 0; i < nlanes; ++i) {
      live += lanes[i].state != DONE;
      waiting += lanes[i].state == WAIT_BARRIER;
    }
    if (!live) return 0;
    if (waiting != live) {
      error("deadlock: %llu of %llu live lanes wait at a barrier", waiting, live);
      return -1;
    }
    stats.barriers++;
    ++epoch;
    for (int i = 0; i < nlanes; ++i)
      if (lanes[i].state == WAIT_BARRIER) lanes[i].state = RUN;
  }
}

/* ---- entry points used from Python (ctypes) -------------------------------------------- */
void emu_set_allocations(int n, const uint64_t* base, const uint64_t* size) {
  nallocs = n < MAX_ALLOCS ? n : MAX_ALLOCS;
  for (int i = 0; i < nallocs; ++i) alloc_base[i] = base[i], alloc_size[i] = size[i];
}

void emu_set_lds(int n, uint8_t* const* base, const uint64_t* size) {
  for (int g = 0; g < nlds; ++g)
    free(w_lane[g]), free(r_lane[g]), free(w_epoch[g]), free(r_epoch[g]);
  nlds = n < MAX_LDS ? n : MAX_LDS;
  for (int g = 0; g < nlds; ++g) {
    lds_base[g] = base[g], lds_size[g] = size[g];
    w_lane[g] = calloc(size[g], 4), r_lane[g] = calloc(size[g], 4);
    w_epoch[g] = calloc(size[g], 4), r_epoch[g] = calloc(size[g], 4);
  }
}

void emu_set_order(int reverse) { order_reverse = reverse; }

/* Run every workgroup of a grid; returns 0, or -1 after a fatal error (see emu_error). */
int emu_launch(void (*fn)(void*), void* args, const uint32_t* grid, const uint32_t* blk,
               Stats* out) {
  memset(&stats, 0, sizeof stats);
  first_error[0] = 0;
  nrsrc = 0;
  entry = fn, kernarg = args;
  memcpy(block, blk, sizeof block);
  nlanes = (int)(blk[0] * blk[1] * blk[2]);
  int rc = 0;
  if (nlanes < 1 || nlanes > MAX_LANES) {
    error("block of %llu lanes%llu", nlanes, 0);
    rc = -1;
  }
  if (!rc && !stacks) {
    stacks = mmap(NULL, (size_t)MAX_LANES * STACK_BYTES, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (stacks == MAP_FAILED) stacks = NULL, rc = -1;
  }
  for (uint32_t z = 0; !rc && z < grid[2]; ++z)
    for (uint32_t y = 0; !rc && y < grid[1]; ++y)
      for (uint32_t x = 0; !rc && x < grid[0]; ++x) {
        group[0] = x, group[1] = y, group[2] = z;
        rc = run_workgroup();
      }
  *out = stats;
  return rc;
}

const char* emu_error(void) { return first_error; }

// ---------------------------------------------------------------------------------------------
// v_cvt_pk_fp8_f32 (llvm.amdgcn.cvt.pk.fp8.f32): a and b to fp8, rounded to nearest even, into
// byte 0/1 (word_sel 0) or 2/3 (word_sel 1) of old. fnuz: gfx942's e4m3fnuz (bias 8, NaN 0x80,
// no -0), else gfx950's OCP e4m3fn (bias 7, NaN s.1111.111). NaN, Inf and magnitudes that round
// past the largest finite value give NaN here: the kernels clamp to +-qmax first, so a kernel
// that relied on the instruction saturating would show NaN in the emulator.
static uint32_t fp8_code(float x, int fnuz) {
  int bias = fnuz ? 8 : 7;
  uint32_t bits;
  memcpy(&bits, &x, 4);
  uint32_t sign = (bits >> 24) & 0x80;
  uint32_t nan = fnuz ? 0x80 : (sign | 0x7f);
  double a = x < 0 ? -(double)x : (double)x;
  if (x != x || a > 1e30) return nan;
  if (a == 0) return fnuz ? 0 : sign;
  int e = 0;
  (void)frexp(a, &e);  // a = m * 2^e, m in [0.5, 1): the leading bit has weight 2^(e-1)
  e -= 1;
  if (e < 1 - bias) e = 1 - bias;  // subnormals share the smallest normal's quantum
  double quantum = ldexp(1.0, e - 3);
  double units = nearbyint(a / quantum);  // the default rounding: to nearest even
  if (units >= 16) {                      // rounded up into the next binade
    units /= 2;
    e += 1;
  }
  uint32_t code;
  if (units < 8) {  // subnormal (or zero) of the smallest binade
    code = (uint32_t)units;
  } else {
    int field = e + bias;
    if (field > 15) return nan;
    code = ((uint32_t)field << 3) | ((uint32_t)units - 8);
    if (!fnuz && code == 0x7f) return nan;
  }
  if (code == 0) return fnuz ? 0 : sign;
  return code | sign;
}

// v_perm_b32: byte i of the result is chosen by byte i of sel from the eight bytes {s0:s1}
// (0-7), the sign of one of their 16-bit halves (8-11), 0x00 (12) or 0xff (13 and up).
uint32_t emu_perm(uint32_t s0, uint32_t s1, uint32_t sel) {
  uint64_t data = ((uint64_t)s0 << 32) | s1;
  uint32_t out = 0;
  for (int i = 0; i < 4; i++) {
    uint32_t s = (sel >> (8 * i)) & 0xffu;
    uint32_t byte;
    if (s >= 13) {
      byte = 0xffu;
    } else if (s == 12) {
      byte = 0;
    } else if (s >= 8) {
      byte = ((data >> (16 * (s - 8) + 15)) & 1u) ? 0xffu : 0;
    } else {
      byte = (uint32_t)(data >> (8 * s)) & 0xffu;
    }
    out |= byte << (8 * i);
  }
  return out;
}

uint32_t emu_cvt_pk_fp8(float a, float b, uint32_t old, uint32_t word_sel, uint32_t fnuz) {
  uint32_t pair = fp8_code(a, (int)fnuz) | (fp8_code(b, (int)fnuz) << 8);
  int shift = word_sel ? 16 : 0;
  return (old & ~(0xffffu << shift)) | (pair << shift);
}
