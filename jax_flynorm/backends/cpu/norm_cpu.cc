// CPU XLA FFI handlers for RMSNorm and LayerNorm, forward and backward.
//
// They implement docs/contract.md: the same operands, results and attributes as the ROCm kernels,
// so every JAX-level path (jit, grad, vmap, sharding, export) runs a real custom call on CPU.
// Optional operands are omitted rather than padded, so operands and results arrive as
// RemainingArgs/RemainingRets and the has_* flags say which are present. Rows are spread over XLA's
// intra-op thread pool.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "cpu_support.h"
#include "ops_table.h"
#include "xla/ffi/api/ffi.h"

namespace ffi = xla::ffi;
using namespace flynorm;  // NOLINT: the support header is this file's own

namespace {

// ---------------------------------------------------------------------------------------------------------
// The row loops. Each works on f32 copies of one row at a time (a few KB, so they stay in L1).

struct FwdJob {
  Buffer x, residual, residual_out, y;
  const float* w = nullptr;  // f32 copies of weight (+ weight_offset) and bias: [heads, n], null
  const float* b = nullptr;  // when absent
  float* mean = nullptr;
  float* rstd = nullptr;
  int64_t n = 0, heads = 1;  // row r uses weight row r % heads
  float eps = 0.0f;
  bool center = false, has_residual = false, has_weight = false, has_bias = false;
  // A quantized forward: y's format, then either y_scale ([rows, groups], dynamic scale) or y_amax
  // ([rows]) with the static quant_scale. smooth: f32 copy of the smooth-quant vector, or null.
  Quant quant = Quant::kNone;
  const float* smooth = nullptr;
  float* y_scale = nullptr;
  float* y_amax = nullptr;
  int64_t groups = 1;
  float quant_scale = 0.0f;
};

// mean (0 without centring) and rstd of one f32 row. The variance sums squares of centred values,
// never E[h^2] - mean^2. The mean is refined by the mean of h - mean: where |mean| >> std the
// first sum's rounding error would otherwise dominate h - mean (a constant row: a nonzero
// variance); the differences are small, so their sum is accurate. The forward and a recomputing
// backward share it, so they agree bitwise.
FLYNORM_INLINE void RowStats(const float* hp, int64_t n, bool center, float eps, float* mean,
                             float* rstd) {
  const float fn = static_cast<float>(n);
  float mu = 0.0f;
  if (center) {
    mu = Sum(n, [hp](int64_t i) { return hp[i]; }) / fn;
    mu += Sum(n, [hp, mu](int64_t i) { return hp[i] - mu; }) / fn;
  }
  const float ss = Sum(n, [hp, mu](int64_t i) { return (hp[i] - mu) * (hp[i] - mu); });
  *mean = mu;
  *rstd = 1.0f / std::sqrt(ss / fn + eps);
}

// p / scale, a true (correctly rounded) division as in the portable path (backends/xla.py
// divide_by_scale): a multiplication by the reciprocal differs in the last bit of some quotients,
// a quantization step at rounding boundaries. A zero scale (a group of zeros) gives p * 0.
FLYNORM_INLINE void DivideByScale(float* p, int64_t n, float scale) {
  if (scale == 0.0f) {
    for (int64_t i = 0; i < n; ++i) p[i] *= 0.0f;
    return;
  }
  for (int64_t i = 0; i < n; ++i) p[i] /= scale;
}

// Quantizes the f32 row yp in place and stores it (docs/contract.md, "Quantized outputs").
FLYNORM_INLINE void QuantizeRow(const FwdJob& job, int64_t row, float* yp) {
  const int64_t n = job.n;
  if (job.smooth)
    for (int64_t i = 0; i < n; ++i) yp[i] *= job.smooth[i];
  if (job.y_amax) {
    job.y_amax[row] = AbsMax(yp, n);
    DivideByScale(yp, n, job.quant_scale);
  } else {
    const float qmax = QuantMax(job.quant);
    const int64_t size = n / job.groups;
    for (int64_t g = 0; g < job.groups; ++g) {
      float* p = yp + g * size;
      float scale = AbsMax(p, size) / qmax;  // a division too
      // A subnormal scale is 0 (values 0), as on every implementation, flushing or not.
      if (scale < std::numeric_limits<float>::min()) scale = 0.0f;
      job.y_scale[row * job.groups + g] = scale;
      DivideByScale(p, size, scale);
    }
  }
  job.y.Store(row * n, n, yp);  // rounds and saturates
}

// The row loops take their scratch rows from callers that are not cloned: clang emits no
// out-of-line copy of a libc++ member (std::vector's constructor, destructor) that only a
// target_clones body calls, and the library would not load (the portable build uses zig's clang).
FLYNORM_HOT void FwdRowsOf(const FwdJob& job, int64_t begin, int64_t end, float* h, float* tmp) {
  const int64_t n = job.n;
  for (int64_t row = begin; row < end; ++row) {
    const int64_t off = row * n;
    const float* hp = job.has_residual ? nullptr : job.x.F32Row(off);
    if (hp == nullptr) {
      job.x.Load(off, n, h);
      if (job.has_residual) {
        job.residual.Load(off, n, tmp);
        for (int64_t i = 0; i < n; ++i) h[i] += tmp[i];
        job.residual_out.Store(off, n, h);
      }
      hp = h;
    }
    float mu, rs;
    RowStats(hp, n, job.center, job.eps, &mu, &rs);
    float* out = job.y.F32Row(off);
    float* yp = out ? out : h;  // h may be overwritten: hp is read before yp[i] is written
    const int64_t head = (row % job.heads) * n;
    for (int64_t i = 0; i < n; ++i) yp[i] = (hp[i] - mu) * rs;
    if (job.has_weight)
      for (int64_t i = 0; i < n; ++i) yp[i] *= job.w[head + i];
    if (job.has_bias)
      for (int64_t i = 0; i < n; ++i) yp[i] += job.b[head + i];
    if (job.quant != Quant::kNone)
      QuantizeRow(job, row, yp);
    else if (!out)
      job.y.Store(off, n, yp);
    if (job.center) job.mean[row] = mu;
    job.rstd[row] = rs;
  }
}

void FwdRows(const FwdJob& job, int64_t begin, int64_t end) {
  std::vector<float> h(job.n), tmp(job.has_residual ? job.n : 0);
  FwdRowsOf(job, begin, end, h.data(), tmp.data());
}

struct BwdJob {
  Buffer dy, h, dresidual_out, dx;
  const float* w;  // f32 copy of weight + weight_offset, [heads, n] (empty when absent)
  const float* mean;
  const float* rstd;
  float* dweight;  // [P, heads * n] partials, or null
  float* dbias;
  int64_t n, heads, rows, rows_per_block;
  float eps;
  bool center, recompute_stats, has_weight, has_bias, has_dresidual_out;
};

// Partial block p: rows [p * rows_per_block, (p + 1) * rows_per_block), summed in order.
FLYNORM_HOT void BwdBlockOf(const BwdJob& job, int64_t p, float* xp, float* gp, float* tmp) {
  const int64_t n = job.n;
  const float inv_n = 1.0f / static_cast<float>(n);
  const int64_t width = job.heads * n;
  float* dw0 = job.has_weight ? job.dweight + p * width : nullptr;
  float* db0 = job.has_bias ? job.dbias + p * width : nullptr;
  if (dw0) std::fill(dw0, dw0 + width, 0.0f);
  if (db0) std::fill(db0, db0 + width, 0.0f);
  const int64_t end = std::min(job.rows, (p + 1) * job.rows_per_block);
  for (int64_t row = p * job.rows_per_block; row < end; ++row) {
    const int64_t off = row * n;
    const float* hp = job.h.F32Row(off);
    if (hp == nullptr) {
      job.h.Load(off, n, xp);
      hp = xp;
    }
    float mu = job.center ? job.mean[row] : 0.0f;
    float rs = job.rstd[row];
    // h was rounded to a 16-bit residual dtype after the forward's statistics were taken: the
    // statistics of the rounded h make this the exact gradient at the h the next layer sees.
    if (job.recompute_stats) RowStats(hp, n, job.center, job.eps, &mu, &rs);
    const int64_t head = (row % job.heads) * n;
    float* dw = dw0 ? dw0 + head : nullptr;
    float* db = db0 ? db0 + head : nullptr;
    const float* w = job.w + head;
    job.dy.Load(off, n, gp);
    for (int64_t i = 0; i < n; ++i) xp[i] = (hp[i] - mu) * rs;
    if (dw)
      for (int64_t i = 0; i < n; ++i) dw[i] += gp[i] * xp[i];
    if (db)
      for (int64_t i = 0; i < n; ++i) db[i] += gp[i];
    if (job.has_weight)
      for (int64_t i = 0; i < n; ++i) gp[i] *= w[i];
    const float c1 = Sum(n, [xp, gp](int64_t i) { return xp[i] * gp[i]; }) * inv_n;
    const float c2 = job.center ? Sum(n, [gp](int64_t i) { return gp[i]; }) * inv_n : 0.0f;
    float* out = job.dx.F32Row(off);
    float* dxp = out ? out : gp;
    for (int64_t i = 0; i < n; ++i) dxp[i] = (gp[i] - c2 - xp[i] * c1) * rs;
    if (job.has_dresidual_out) {
      job.dresidual_out.Load(off, n, tmp);
      for (int64_t i = 0; i < n; ++i) dxp[i] += tmp[i];
    }
    if (!out) job.dx.Store(off, n, dxp);
  }
}

void BwdBlock(const BwdJob& job, int64_t p) {
  std::vector<float> xhat(job.n), g(job.n), tmp(job.has_dresidual_out ? job.n : 0);
  BwdBlockOf(job, p, xhat.data(), g.data(), tmp.data());
}

// The weight rows: weight (and bias) are [heads * n], heads >= 1 dividing rows; row r uses weight
// row r % heads (per-head weights of x's trailing axes). Their f32 copies include weight_offset.
ffi::ErrorOr<int64_t> Heads(ffi::RemainingArgs& args, size_t index, int64_t rows, int64_t n) {
  auto b = args.get<ffi::AnyBuffer>(index);
  if (b.has_error())
    return ffi::Unexpected<ffi::Error>(
        ffi::Error::InvalidArgument("flynorm: cannot decode weight"));
  auto dims = b->dimensions();
  if (dims.size() != 1 || dims[0] < n || dims[0] % n != 0 || (rows % (dims[0] / n)) != 0) {
    return ffi::Unexpected<ffi::Error>(ffi::Error::InvalidArgument(
        "flynorm: weight has a wrong shape: expected [heads * N] with heads dividing rows, N=" +
        std::to_string(n)));
  }
  return dims[0] / n;
}

std::vector<float> WeightF32(const Buffer& weight, int64_t size, float offset) {
  std::vector<float> w(size);
  weight.Load(0, size, w.data());
  if (offset != 0.0f)
    for (float& v : w) v += offset;
  return w;
}

// ---------------------------------------------------------------------------------------------------------
// Forward: x, [residual], [weight], [bias], [smooth], [quant_scale] -> y, [residual_out], [mean],
// rstd, [y_scale], [y_amax].

// y_scale, [rows, G] f32 with G dividing N: the number of scale groups per row.
ffi::ErrorOr<int64_t> ScaleGroups(ffi::RemainingRets& rets, size_t index, int64_t rows, int64_t n) {
  auto fail = [n](const std::string& why) {
    return ffi::Unexpected<ffi::Error>(ffi::Error::InvalidArgument(
        "flynorm: y_scale " + why +
        ": expected [rows, G] float32 with G dividing N=" + std::to_string(n)));
  };
  if (index >= rets.size()) return fail("is missing");
  auto b = rets.get<ffi::AnyBuffer>(index);
  if (b.has_error()) return fail("cannot be decoded");
  auto dims = (*b)->dimensions();
  if ((*b)->element_type() != ffi::DataType::F32 || dims.size() != 2 || dims[0] != rows ||
      dims[1] < 1 || n % dims[1] != 0)
    return fail("has a wrong dtype or shape");
  return dims[1];
}

// The tensor-parallel phases (the op table's tp_* flags) run on the kernels; the CPU library
// computes whole rows and the portable path splits a sharded hidden axis.
ffi::Error TensorParallelPhase() {
  return ffi::Error::InvalidArgument(
      "flynorm: the cpu implementation has no tensor-parallel phases (tp_* attributes)");
}

template <bool kCenter>
ffi::Error NormFwd(ffi::ThreadPool pool, ffi::RemainingArgs args, ffi::RemainingRets rets,
                   float eps, float weight_offset, bool has_residual, bool has_weight,
                   bool has_bias, bool has_smooth, bool static_scale, bool dynamic_scale,
                   bool tp_stats, bool tp_apply) {
  if (tp_stats || tp_apply) return TensorParallelPhase();
  if (args.size() == 0) return ffi::Error::InvalidArgument("flynorm: missing operand x");
  auto x0 = args.get<ffi::AnyBuffer>(0);
  if (x0.has_error()) return x0.error();
  auto xdims = x0->dimensions();
  if (xdims.size() != 2) return ffi::Error::InvalidArgument("flynorm: x must be 2-D [rows, N]");
  const int64_t rows = xdims[0], n = xdims[1];
  if (n < 1) return ffi::Error::InvalidArgument("flynorm: N must be at least 1");
  const bool quantized = static_scale || dynamic_scale;
  if (static_scale && dynamic_scale)
    return ffi::Error::InvalidArgument(
        "flynorm: static_scale and dynamic_scale are exclusive (a per-tensor scale or computed "
        "ones)");
  if (has_smooth && !quantized)
    return ffi::Error::InvalidArgument(
        "flynorm: has_smooth needs a quantized forward (static_scale or dynamic_scale)");

  size_t a = 0, r = 0;
  auto x = NextArg(args, a, "x", rows, n);
  if (x.has_error()) return x.error();
  Buffer residual, weight, bias, smooth, quant_scale, residual_out, mean, y_amax, y_scale;
  if (auto e = OptionalArg(has_residual, args, a, "residual", rows, n, residual); e.failure())
    return e;
  int64_t heads = 1;
  if ((has_weight || has_bias) && a < args.size()) {
    auto k = Heads(args, a, rows, n);
    if (k.has_error()) return k.error();
    heads = *k;
  }
  if (auto e = OptionalArg(has_weight, args, a, "weight", -1, heads * n, weight); e.failure())
    return e;
  if (auto e = OptionalArg(has_bias, args, a, "bias", -1, heads * n, bias); e.failure()) return e;
  if (auto e = OptionalArg(has_smooth, args, a, "smooth", -1, n, smooth); e.failure()) return e;
  if (auto e = OptionalArg(static_scale, args, a, "quant_scale", -1, 1, quant_scale, Dtypes::kF32);
      e.failure())
    return e;
  if (a != args.size())
    return ffi::Error::InvalidArgument("flynorm: more operands than the flags declare");
  auto y = NextRet(rets, r, "y", rows, n, quantized ? Dtypes::kQuantized : Dtypes::kFloat);
  if (y.has_error()) return y.error();
  if (auto e = OptionalRet(has_residual, rets, r, "residual_out", rows, n, residual_out);
      e.failure())
    return e;
  if (auto e = OptionalRet(kCenter, rets, r, "mean", -1, rows, mean, Dtypes::kF32); e.failure())
    return e;
  auto rstd = NextRet(rets, r, "rstd", -1, rows, Dtypes::kF32);
  if (rstd.has_error()) return rstd.error();
  int64_t groups = 1;
  if (dynamic_scale) {
    auto g = ScaleGroups(rets, r, rows, n);
    if (g.has_error()) return g.error();
    groups = *g;
  }
  if (auto e = OptionalRet(dynamic_scale, rets, r, "y_scale", rows, groups, y_scale, Dtypes::kF32);
      e.failure())
    return e;
  if (auto e = OptionalRet(static_scale, rets, r, "y_amax", -1, rows, y_amax, Dtypes::kF32);
      e.failure())
    return e;
  if (r != rets.size())
    return ffi::Error::InvalidArgument("flynorm: more results than the flags declare");

  const std::vector<float> w =
      has_weight ? WeightF32(weight, heads * n, weight_offset) : std::vector<float>();
  const std::vector<float> b = has_bias ? WeightF32(bias, heads * n, 0.0f) : std::vector<float>();
  const std::vector<float> s = has_smooth ? WeightF32(smooth, n, 0.0f) : std::vector<float>();
  FwdJob job;
  job.x = *x;
  job.residual = residual;
  job.residual_out = residual_out;
  job.y = *y;
  job.w = w.data();
  job.b = b.data();
  job.mean = static_cast<float*>(mean.data);
  job.rstd = static_cast<float*>(rstd->data);
  job.n = n;
  job.heads = heads;
  job.eps = eps;
  job.center = kCenter;
  job.has_residual = has_residual;
  job.has_weight = has_weight;
  job.has_bias = has_bias;
  job.quant = quantized ? QuantOf(y->dtype) : Quant::kNone;
  job.smooth = has_smooth ? s.data() : nullptr;
  job.y_scale = static_cast<float*>(y_scale.data);
  job.y_amax = static_cast<float*>(y_amax.data);
  job.groups = groups;
  job.quant_scale = static_scale ? *static_cast<const float*>(quant_scale.data) : 0.0f;
  const int64_t chunk = std::max<int64_t>(1, std::min<int64_t>(rows, (1 << 16) / n + 1));
  const int64_t tasks = (rows + chunk - 1) / chunk;
  ParallelFor(pool, tasks,
              [&](int64_t t) { FwdRows(job, t * chunk, std::min(rows, (t + 1) * chunk)); });
  return ffi::Error::Success();
}

// ---------------------------------------------------------------------------------------------------------
// Backward: dy, h, [weight], [mean], rstd, [dresidual_out] -> dx, [dweight_partials],
// [dbias_partials].

template <bool kCenter>
ffi::Error NormBwd(ffi::ThreadPool pool, ffi::RemainingArgs args, ffi::RemainingRets rets,
                   float eps, float weight_offset, bool recompute_stats, bool has_weight,
                   bool has_bias, bool has_dresidual_out, bool tp_dots, bool tp_apply) {
  if (tp_dots || tp_apply) return TensorParallelPhase();
  if (args.size() == 0) return ffi::Error::InvalidArgument("flynorm: missing operand dy");
  auto dy0 = args.get<ffi::AnyBuffer>(0);
  if (dy0.has_error()) return dy0.error();
  auto dims = dy0->dimensions();
  if (dims.size() != 2) return ffi::Error::InvalidArgument("flynorm: dy must be 2-D [rows, N]");
  const int64_t rows = dims[0], n = dims[1];
  if (n < 1) return ffi::Error::InvalidArgument("flynorm: N must be at least 1");

  size_t a = 0, r = 0;
  auto dy = NextArg(args, a, "dy", rows, n);
  if (dy.has_error()) return dy.error();
  auto h = NextArg(args, a, "h", rows, n);
  if (h.has_error()) return h.error();
  Buffer weight, mean, dresidual_out, dweight, dbias;
  int64_t heads = 1;
  if (has_weight && a < args.size()) {
    auto k = Heads(args, a, rows, n);
    if (k.has_error()) return k.error();
    heads = *k;
  }
  if (auto e = OptionalArg(has_weight, args, a, "weight", -1, heads * n, weight); e.failure())
    return e;
  if (auto e = OptionalArg(kCenter, args, a, "mean", -1, rows, mean, Dtypes::kF32); e.failure())
    return e;
  auto rstd = NextArg(args, a, "rstd", -1, rows, Dtypes::kF32);
  if (rstd.has_error()) return rstd.error();
  if (auto e = OptionalArg(has_dresidual_out, args, a, "dresidual_out", rows, n, dresidual_out);
      e.failure())
    return e;
  if (a != args.size())
    return ffi::Error::InvalidArgument("flynorm: more operands than the flags declare");
  auto dx = NextRet(rets, r, "dx", rows, n);
  if (dx.has_error()) return dx.error();
  int64_t partials = 1;
  if (has_weight || has_bias) {
    if (r >= rets.size()) return ffi::Error::InvalidArgument("flynorm: missing partials result");
    auto p = rets.get<ffi::AnyBuffer>(r);
    if (p.has_error()) return p.error();
    auto pdims = (*p)->dimensions();
    if (pdims.size() != 2 || pdims[0] < 1 || pdims[1] < n || pdims[1] % n != 0 ||
        (has_weight && pdims[1] != heads * n) || rows % (pdims[1] / n) != 0) {
      return ffi::Error::InvalidArgument(
          "flynorm: partials must be [P, heads * N] with P >= 1, heads as the weight's");
    }
    partials = pdims[0];
    heads = pdims[1] / n;  // a bias without a weight: the partials say how many heads
  }
  if (auto e = OptionalRet(has_weight, rets, r, "dweight_partials", partials, heads * n, dweight,
                           Dtypes::kF32);
      e.failure())
    return e;
  if (auto e = OptionalRet(has_bias, rets, r, "dbias_partials", partials, heads * n, dbias,
                           Dtypes::kF32);
      e.failure())
    return e;
  if (r != rets.size())
    return ffi::Error::InvalidArgument("flynorm: more results than the flags declare");

  const std::vector<float> w =
      has_weight ? WeightF32(weight, heads * n, weight_offset) : std::vector<float>();
  const float* mean_in = static_cast<const float*>(mean.data);
  const float* rstd_in = static_cast<const float*>(rstd->data);
  // Partial p sums rows [p, p + 1) * rows_per_block: ceil(rows / (heads * P)) rows of each
  // head (contract.md), so P dividing the rows of one head splits them evenly.
  const int64_t rows_per_block = heads * ((rows / heads + partials - 1) / partials);
  const BwdJob job{*dy,
                   *h,
                   dresidual_out,
                   *dx,
                   w.data(),
                   mean_in,
                   rstd_in,
                   static_cast<float*>(dweight.data),
                   static_cast<float*>(dbias.data),
                   n,
                   heads,
                   rows,
                   rows_per_block,
                   eps,
                   kCenter,
                   recompute_stats,
                   has_weight,
                   has_bias,
                   has_dresidual_out};
  // One task per partial block: its rows are summed in order, so the result is deterministic.
  ParallelFor(pool, partials, [&](int64_t p) { BwdBlock(job, p); });
  return ffi::Error::Success();
}

}  // namespace

#define FLYNORM_FWD_BINDING                                                       \
  ffi::Ffi::Bind()                                                                \
      .Ctx<ffi::ThreadPool>()                                                     \
      .RemainingArgs()  /* x, residual?, weight?, bias?, smooth?, quant_scale? */ \
      .RemainingRets()  /* y, residual_out?, mean?, rstd, y_scale?, y_amax? */    \
      FLYNORM_FWD_ATTRS /* from the op table (ops_table.h) */

#define FLYNORM_BWD_BINDING                                                           \
  ffi::Ffi::Bind()                                                                    \
      .Ctx<ffi::ThreadPool>()                                                         \
      .RemainingArgs()  /* dy, h, weight?, mean? (layernorm), rstd, dresidual_out? */ \
      .RemainingRets()  /* dx, dweight_partials?, dbias_partials? */                  \
      FLYNORM_BWD_ATTRS /* from the op table (ops_table.h) */

// One handler per op and direction, named after its target (ops_table.h).
FLYNORM_HANDLERS

// The XLA FFI API version of the headers this library was compiled against, and the jaxlib they
// came from (backends/_native.py loads the library only where the installed jaxlib accepts it).
#define FLYNORM_STR(x) FLYNORM_STR_(x)
#define FLYNORM_STR_(x) #x
extern "C" const char* flynorm_ffi_api_version() {
  return FLYNORM_STR(XLA_FFI_API_MAJOR) "." FLYNORM_STR(XLA_FFI_API_MINOR);
}
extern "C" const char* flynorm_built_jaxlib() { return FLYNORM_BUILT_JAXLIB; }

// The operand, result and attribute names each handler decodes, in order ('?' marks an optional
// one), generated from the op table (ops_table.h). Python compares them with its table when it
// loads the library, so a library built from another version of the table is refused.
extern "C" const char* flynorm_signature(const char* target) { return OpSignature(target); }
