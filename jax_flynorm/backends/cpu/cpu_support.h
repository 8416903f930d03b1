// Support for the CPU handlers: f32 conversion of rows (and rounding to the quantized formats),
// operand checks, vectorisable sums and a parallel loop on XLA's thread pool. Used only by
// norm_cpu.cc.

#ifndef JAX_FLYNORM_FFI_CPU_SUPPORT_H_
#define JAX_FLYNORM_FFI_CPU_SUPPORT_H_

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "xla/ffi/api/ffi.h"

// The row loops are compiled twice, for AVX2 and for baseline x86-64, and the loader picks one; the
// helpers they call are inlined into each copy. -ffp-contract=off (CMake) keeps both bit-identical.
#if defined(__x86_64__) && defined(__GNUC__)
#define FLYNORM_HOT __attribute__((target_clones("avx2", "default")))
#else
#define FLYNORM_HOT
#endif
#define FLYNORM_INLINE inline __attribute__((always_inline))

namespace flynorm {

namespace ffi = xla::ffi;

// ---------------------------------------------------------------------------------------------------------
// Element conversion. Everything is computed in f32; bf16 rounds to nearest even like the GPU
// kernels.

FLYNORM_INLINE float Bf16ToF32(uint16_t bits) {
  uint32_t u = static_cast<uint32_t>(bits) << 16;
  float f;
  std::memcpy(&f, &u, sizeof(f));
  return f;
}

FLYNORM_INLINE uint16_t F32ToBf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof(u));
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return static_cast<uint16_t>((u >> 16) | 0x40u);  // quiet NaN
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<uint16_t>(u >> 16);
}

// ---------------------------------------------------------------------------------------------------------
// Quantized formats (docs/contract.md, "Quantized outputs"): y is rounded half to even and
// saturated to +-qmax. float8 keeps NaN; int8 has none and writes 0.

enum class Quant { kNone, kInt8, kE4M3FN, kE4M3FNUZ };

inline Quant QuantOf(ffi::DataType t) {
  switch (t) {
    case ffi::DataType::S8:
      return Quant::kInt8;
    case ffi::DataType::F8E4M3FN:
      return Quant::kE4M3FN;
    case ffi::DataType::F8E4M3FNUZ:
      return Quant::kE4M3FNUZ;
    default:
      return Quant::kNone;
  }
}

// The largest magnitude of each format (jax_flynorm/_ops.py QUANT_QMAX).
inline float QuantMax(Quant q) {
  switch (q) {
    case Quant::kInt8:
      return 127.0f;
    case Quant::kE4M3FN:
      return 448.0f;
    case Quant::kE4M3FNUZ:
      return 240.0f;
    default:
      return 0.0f;
  }
}

// nearbyint rounds half to even under the default rounding mode, as the portable path's round.
FLYNORM_INLINE int8_t F32ToInt8(float q) {
  const float c = std::min(std::max(q, -127.0f), 127.0f);
  return q != q ? 0 : static_cast<int8_t>(std::nearbyint(c));
}

// f32 -> float8 with 4 exponent bits (bias kBias), 3 mantissa bits and no infinities, by bit
// manipulation so it does not depend on the rounding mode or on flushing of subnormals: rounded
// half to even, saturated to the largest finite value. kFnuz (bias 8): NaN is 0x80 and there is
// no -0; e4m3fn (bias 7): NaN is 0x7f with the sign, max 0x7e (448). Every case is computed and
// selected without branches, so the row loop vectorises.
template <int kBias, bool kFnuz>
FLYNORM_INLINE uint8_t F32ToE4M3(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof(u));
  const uint32_t sign = (u >> 24) & 0x80u;
  const uint32_t a = u & 0x7fffffffu;
  constexpr uint32_t kMaxCode = kFnuz ? 0x7fu : 0x7eu;
  constexpr uint32_t kRebias = (127u - kBias) << 3;  // f32 exponent -> float8 exponent field
  constexpr uint32_t kMaxBits = (kMaxCode + kRebias) << 20;
  constexpr uint32_t kMinNormalBits = (128u - kBias) << 23;  // 2^(1 - bias)
  // Normal: drop 20 mantissa bits, half to even; a carry out of the mantissa bumps the exponent.
  const uint32_t normal = ((a + 0x7ffffu + ((a >> 20) & 1u)) >> 20) - kRebias;
  // Subnormal: the significand in units of 2^(-2 - bias), 0..8 (8 is the smallest normal). The
  // shift is 148 - bias - e for the f32 exponent field e (an f32 subnormal counts as e = 1), at
  // least 21 below the smallest normal; from 25 on everything rounds to 0.
  const uint32_t e = a >> 23;
  const uint32_t sig = (a & 0x7fffffu) | (e != 0 ? 0x800000u : 0u);
  const uint32_t e1 = std::min(std::max(e, 1u), 127u - kBias);
  const uint32_t shift = std::min(148u - kBias - e1, 25u);
  const uint32_t kept = sig >> shift, rem = sig & ((1u << shift) - 1u), half = 1u << (shift - 1u);
  const uint32_t subnormal = kept + ((rem > half || (rem == half && (kept & 1u))) ? 1u : 0u);
  uint32_t code = a >= kMinNormalBits ? normal : subnormal;
  code = a >= kMaxBits ? kMaxCode : code;                          // saturates, infinities too
  const uint32_t out = (kFnuz && code == 0) ? 0u : (sign | code);  // fnuz: 0x80 is NaN
  const uint32_t nan = kFnuz ? 0x80u : (sign | 0x7fu);
  return static_cast<uint8_t>(a > 0x7f800000u ? nan : out);
}

// A typed view of one [rows, N] (or [N]) buffer, converting to and from f32 a row at a time.
struct Buffer {
  ffi::DataType dtype = ffi::DataType::F32;
  void* data = nullptr;

  // The row itself when it is already f32 (no copy needed), else null.
  float* F32Row(int64_t offset) const {
    return dtype == ffi::DataType::F32 ? static_cast<float*>(data) + offset : nullptr;
  }

  FLYNORM_INLINE void Load(int64_t offset, int64_t n, float* out) const {
    switch (dtype) {
      case ffi::DataType::F32: {
        const float* p = static_cast<const float*>(data) + offset;
        std::copy(p, p + n, out);
        break;
      }
      case ffi::DataType::BF16: {
        const uint16_t* p = static_cast<const uint16_t*>(data) + offset;
        for (int64_t i = 0; i < n; ++i) out[i] = Bf16ToF32(p[i]);
        break;
      }
      case ffi::DataType::F16: {
        const _Float16* p = static_cast<const _Float16*>(data) + offset;
        for (int64_t i = 0; i < n; ++i) out[i] = static_cast<float>(p[i]);
        break;
      }
      default:
        break;
    }
  }

  FLYNORM_INLINE void Store(int64_t offset, int64_t n, const float* in) const {
    switch (dtype) {
      case ffi::DataType::F32:
        std::copy(in, in + n, static_cast<float*>(data) + offset);
        break;
      case ffi::DataType::BF16: {
        uint16_t* p = static_cast<uint16_t*>(data) + offset;
        for (int64_t i = 0; i < n; ++i) p[i] = F32ToBf16(in[i]);
        break;
      }
      case ffi::DataType::F16: {
        _Float16* p = static_cast<_Float16*>(data) + offset;
        for (int64_t i = 0; i < n; ++i) p[i] = static_cast<_Float16>(in[i]);
        break;
      }
      case ffi::DataType::S8: {
        int8_t* p = static_cast<int8_t*>(data) + offset;
        for (int64_t i = 0; i < n; ++i) p[i] = F32ToInt8(in[i]);
        break;
      }
      case ffi::DataType::F8E4M3FN: {
        uint8_t* p = static_cast<uint8_t*>(data) + offset;
        for (int64_t i = 0; i < n; ++i) p[i] = F32ToE4M3<7, false>(in[i]);
        break;
      }
      case ffi::DataType::F8E4M3FNUZ: {
        uint8_t* p = static_cast<uint8_t*>(data) + offset;
        for (int64_t i = 0; i < n; ++i) p[i] = F32ToE4M3<8, true>(in[i]);
        break;
      }
      default:
        break;
    }
  }
};

inline bool IsFloat(ffi::DataType t) {
  return t == ffi::DataType::F32 || t == ffi::DataType::BF16 || t == ffi::DataType::F16;
}

// The dtypes an operand or result may have.
enum class Dtypes { kFloat, kF32, kQuantized };

inline bool Accepts(Dtypes kind, ffi::DataType t) {
  switch (kind) {
    case Dtypes::kFloat:
      return IsFloat(t);
    case Dtypes::kF32:
      return t == ffi::DataType::F32;
    case Dtypes::kQuantized:
      return QuantOf(t) != Quant::kNone;
  }
  return false;
}

inline const char* Expected(Dtypes kind) {
  switch (kind) {
    case Dtypes::kFloat:
      return " must be f32, f16 or bf16";
    case Dtypes::kF32:
      return " must be float32";
    case Dtypes::kQuantized:
      return " must be int8, float8_e4m3fn or float8_e4m3fnuz (a quantized forward)";
  }
  return "";
}

// Checks an operand's dtype and shape ([rows, n] when rows >= 0, else [n]) and wraps it.
using BufferOr = ffi::ErrorOr<Buffer>;

inline BufferOr Fail(std::string message) {
  return ffi::Unexpected<ffi::Error>(ffi::Error::InvalidArgument(message));
}

inline BufferOr View(ffi::AnyBuffer b, const char* name, int64_t rows, int64_t n, Dtypes kind) {
  if (!Accepts(kind, b.element_type()))
    return Fail(std::string("flynorm: ") + name + Expected(kind));
  auto dims = b.dimensions();
  bool ok = rows >= 0 ? (dims.size() == 2 && dims[0] == rows && dims[1] == n)
                      : (dims.size() == 1 && dims[0] == n);
  if (!ok) {
    return Fail(std::string("flynorm: ") + name + " has a wrong shape: expected " +
                (rows >= 0 ? "[rows, N]" : "[N]") + " with rows=" + std::to_string(rows) +
                ", N=" + std::to_string(n));
  }
  return Buffer{b.element_type(), b.untyped_data()};
}

inline BufferOr NextArg(ffi::RemainingArgs& args, size_t& i, const char* name, int64_t rows,
                        int64_t n, Dtypes kind = Dtypes::kFloat) {
  if (i >= args.size()) return Fail(std::string("flynorm: missing operand ") + name);
  auto b = args.get<ffi::AnyBuffer>(i++);
  if (b.has_error()) return Fail(std::string("flynorm: cannot decode operand ") + name);
  return View(*b, name, rows, n, kind);
}

inline BufferOr NextRet(ffi::RemainingRets& rets, size_t& i, const char* name, int64_t rows,
                        int64_t n, Dtypes kind = Dtypes::kFloat) {
  if (i >= rets.size()) return Fail(std::string("flynorm: missing result ") + name);
  auto b = rets.get<ffi::AnyBuffer>(i++);
  if (b.has_error()) return Fail(std::string("flynorm: cannot decode result ") + name);
  return View(**b, name, rows, n, kind);
}

// An operand or result the flags may leave out: when absent it takes no slot and `out` stays empty.
inline ffi::Error OptionalArg(bool present, ffi::RemainingArgs& args, size_t& i, const char* name,
                              int64_t rows, int64_t n, Buffer& out, Dtypes kind = Dtypes::kFloat) {
  if (!present) return ffi::Error::Success();
  auto v = NextArg(args, i, name, rows, n, kind);
  if (v.has_error()) return v.error();
  out = *v;
  return ffi::Error::Success();
}

inline ffi::Error OptionalRet(bool present, ffi::RemainingRets& rets, size_t& i, const char* name,
                              int64_t rows, int64_t n, Buffer& out, Dtypes kind = Dtypes::kFloat) {
  if (!present) return ffi::Error::Success();
  auto v = NextRet(rets, i, name, rows, n, kind);
  if (v.has_error()) return v.error();
  out = *v;
  return ffi::Error::Success();
}

// Sums f(0..n) in eight interleaved f32 accumulators: the compiler vectorises it, and the rounding
// error grows far more slowly with N than one running sum.
template <typename F>
FLYNORM_INLINE float Sum(int64_t n, const F& f) {
  float acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    for (int k = 0; k < 8; ++k) acc[k] += f(i + k);
  }
  for (int k = 0; i < n; ++i, ++k) acc[k] += f(i);
  return ((acc[0] + acc[4]) + (acc[1] + acc[5])) + ((acc[2] + acc[6]) + (acc[3] + acc[7]));
}

// max |p[i]| over n values, NaN read as 0 (the portable path's maxima ignore NaN): `a > m` is false
// for a NaN, and is the max instruction's own choice, so it vectorises.
FLYNORM_INLINE float AbsMax(const float* p, int64_t n) {
  float acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) {
    for (int k = 0; k < 8; ++k) {
      const float a = std::fabs(p[i + k]);
      acc[k] = a > acc[k] ? a : acc[k];
    }
  }
  for (int k = 0; i < n; ++i, ++k) {
    const float a = std::fabs(p[i]);
    acc[k] = a > acc[k] ? a : acc[k];
  }
  float m = 0.0f;
  for (float a : acc) m = a > m ? a : m;
  return m;
}

// ---------------------------------------------------------------------------------------------------------
// Parallel loop over [0, tasks) on XLA's pool. The caller works too, so progress never depends on a
// free pool thread; shared state is reference counted because pool tasks may start after the caller
// returns.

template <typename F>
inline void ParallelFor(ffi::ThreadPool& pool, int64_t tasks, const F& body) {
  if (tasks <= 0) return;
  int64_t workers = std::min<int64_t>(tasks, std::max<int64_t>(1, pool.num_threads()));
  if (workers <= 1) {
    for (int64_t t = 0; t < tasks; ++t) body(t);
    return;
  }
  struct State {
    std::atomic<int64_t> next{0};
    std::atomic<int64_t> done{0};
    std::mutex mu;
    std::condition_variable cv;
  };
  auto state = std::make_shared<State>();
  auto run = [state, tasks, &body] {
    int64_t finished = 0;
    for (int64_t t; (t = state->next.fetch_add(1)) < tasks;) {
      body(t);
      ++finished;
    }
    if (finished > 0 && state->done.fetch_add(finished) + finished == tasks) {
      std::lock_guard<std::mutex> lock(state->mu);
      state->cv.notify_all();
    }
  };
  // `body` is only touched while tasks remain, and the caller waits for all of them, so the
  // reference captured by late-starting pool tasks is never used after return.
  for (int64_t w = 1; w < workers; ++w) pool.Schedule(decltype(run)(run));
  run();
  std::unique_lock<std::mutex> lock(state->mu);
  state->cv.wait(lock, [&] { return state->done.load() == tasks; });
}

}  // namespace flynorm

#endif  // JAX_FLYNORM_FFI_CPU_SUPPORT_H_
