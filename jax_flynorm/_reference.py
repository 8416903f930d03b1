"""The reference math of the ops: pure-jnp forward, backward, tangent map and quantization of the
kernel contract (docs/contract.md).

The portable `xla` implementation lowers to it, differentiation (`_autodiff`) takes the tangent
map and its transpose from it, and a sharded hidden axis runs it per shard (`_partitioning`).
Everything accumulates in f32; the variance is two-pass. Operands may have any leading shape
(..., N).

The per-row sums go through `row_sums`, so the same math serves a hidden axis sharded across
devices (`_partitioning.py` passes sums completed with a psum, and the global N).
"""

from __future__ import annotations

from collections.abc import Callable

import jax.numpy as jnp

from ._ops import QUANT_QMAX, FwdParams

f32 = jnp.float32

# row_sums(values) -> the sum over the last axis of each value (all complete across shards);
# row_max the same for the maximum.
RowSums = Callable[[list], list]

def local_row_sums(values: list) -> list:
    return [v.sum(axis=-1) for v in values]


def local_row_max(values: list) -> list:
    # Maxima of magnitudes (>= 0): a row of no elements (N = 0) has 0.
    return [v.max(axis=-1, initial=0.0) for v in values]


def _full_rank(v, ndim: int):
    """A weight or bias with leading unit axes added: explicit broadcasting, so the math also runs
    under jax.numpy_rank_promotion("raise")."""
    return v.astype(f32).reshape((1,) * (ndim - v.ndim) + v.shape)


def stats(center: bool, h, *, eps: float, row_sums: RowSums = local_row_sums,
          n: int | None = None, differentiable: bool = False) -> dict:
    """mean (when centring) and rstd of the f32 rows of h; the variance is two-pass.
    `differentiable`: rstd as JAX will differentiate it (see below)."""
    n = n or h.shape[-1]
    out = {}
    centred = h
    if center:
        (total,) = row_sums([h])
        out["mean"] = total / n
        centred = h - out["mean"][..., None]
    (squares,) = row_sums([jnp.square(centred)])
    var = squares / n + f32(eps)
    # A var that overflowed gives rstd = 1 / sqrt(Inf) = 0. Only a differentiated forward (the
    # autodiff backward form) needs a guard: there the select keeps the gradient at 0 instead of
    # 0 * Inf. Elsewhere a select would keep XLA's CPU fusion from making the norm one kernel
    # (it writes an f32 copy of h instead), so the forward reads as plain jnp's.
    rstd = 1.0 / jnp.sqrt(var)
    out["rstd"] = jnp.where(var == jnp.inf, f32(0), rstd) if differentiable else rstd
    return out


def backward_stats(center: bool, h32, mean, rstd, *, recompute: bool, eps: float,
                   row_sums: RowSums = local_row_sums, n: int | None = None) -> tuple:
    """(mean, rstd) the backward uses: the saved ones, or with `recompute` those of the f32 h it
    reads (the saved h was rounded after the forward took its statistics)."""
    if not recompute:
        return mean, rstd
    recomputed = stats(center, h32, eps=eps, row_sums=row_sums, n=n)
    return recomputed.get("mean"), recomputed["rstd"]


def scale(weight, ndim: int, weight_offset: float = 0.0):
    """weight + weight_offset in f32, at rank ndim."""
    w = _full_rank(weight, ndim)
    return w + f32(weight_offset) if weight_offset else w


def forward(center: bool, x, residual=None, weight=None, bias=None, *, eps: float, out_dtype,
            residual_dtype=None, weight_offset: float = 0.0, row_sums: RowSums = local_row_sums,
            n: int | None = None, quant_dtype=None, group_size: int = 0, smooth=None,
            quant_scale=None, row_max: RowSums = local_row_max,
            differentiable: bool = False) -> dict:
    """Returns y, residual_out (with a residual), mean (when centring) and rstd; with a
    quant_dtype y is quantized (see `quantize`) and y_scale or y_amax join them.
    `differentiable`: the statistics as `stats` takes them for JAX to differentiate."""
    h = x.astype(f32)
    out = {}
    if residual is not None:
        h = h + residual.astype(f32)
        out["residual_out"] = h.astype(residual_dtype)
    out.update(stats(center, h, eps=eps, row_sums=row_sums, n=n, differentiable=differentiable))
    centred = h - out["mean"][..., None] if center else h
    y = centred * out["rstd"][..., None]
    if weight is not None:
        y = y * scale(weight, y.ndim, weight_offset)
    if bias is not None:
        y = y + _full_rank(bias, y.ndim)
    if quant_dtype is not None:
        out.update(quantize(y, quant_dtype, group_size=group_size, smooth=smooth,
                            scale=quant_scale, row_max=row_max))
        return out
    out["y"] = y.astype(out_dtype)
    return out


# ------------------------------------------------------------------------------------------------
# Quantized outputs (docs/contract.md, "Quantized outputs"): the reference semantics.


def magnitude(y):
    """|y| with NaN read as 0: the maxima ignore NaN, as the GPUs' max instructions do."""
    return jnp.where(jnp.isnan(y), f32(0), jnp.abs(y))


def round_saturate(q, dtype):
    """q (f32) in dtype: rounded half to even and saturated to +-qmax; float8 keeps NaN, int8 gives
    0 for it (a NaN has no int8 value: documented as the caller's error)."""
    qmax = f32(QUANT_QMAX[jnp.dtype(dtype)])
    clipped = jnp.clip(q, -qmax, qmax)
    if jnp.dtype(dtype) == jnp.int8:
        return jnp.where(jnp.isnan(q), f32(0), jnp.round(clipped)).astype(jnp.int8)
    return clipped.astype(dtype)


def divide(a, b):
    """a / b, correctly rounded (IEEE f32 division). XLA's algebraic simplifier rewrites a division
    by a broadcast or a constant (y / scale, amax / qmax) into a multiplication by its reciprocal,
    which differs in the last bit for a fifth of random quotients (more for 1/448), and so by a
    quantization step at some rounding boundaries. A divisor selected per element of a keeps the
    division: where a is NaN the quotient is NaN by either divisor. The test is a == a, not
    isnan(a): XLA would share isnan(y) with `magnitude(y)` of the amax, and on CUDA it then
    writes that predicate out in a kernel of its own (a pass over y more)."""
    return a / jnp.where(a == a, b, f32(1))


def divide_by_scale(y, scale):
    """y / scale (correctly rounded), and y * 0 where the scale is 0 (a row of zeros: its scale
    is 0), NaN staying NaN."""
    zero = scale == 0
    return jnp.where(zero, y * f32(0), divide(y, jnp.where(zero, f32(1), scale)))


def dynamic_scale(amax, qmax):
    """amax / qmax, with a subnormal quotient read as 0 (values 0): what XLA's flushing CPU
    runtime gives anyway, made explicit so every implementation and platform agrees."""
    scale = divide(amax, qmax)
    return jnp.where(scale < jnp.finfo(f32).tiny, f32(0), scale)


def quantize(y, dtype, *, group_size: int = 0, smooth=None, scale=None,
             row_max: RowSums = local_row_max) -> dict:
    """y (f32, [..., N]) quantized to dtype, after multiplying by smooth ([N]) when given.

    - static scale (an f32 scalar): y = round_sat(y / scale) and y_amax, max|y| of each row;
    - else per group of group_size columns (0: the whole row): y_scale = max|y| / qmax, [..., G],
      and y = round_sat(y / y_scale).
    """
    qmax = f32(QUANT_QMAX[jnp.dtype(dtype)])
    if smooth is not None:
        y = y * _full_rank(smooth, y.ndim)
    if scale is not None:
        (amax,) = row_max([magnitude(y)])
        return {"y": round_saturate(divide_by_scale(y, scale.astype(f32).reshape(())), dtype),
                "y_amax": amax}
    if group_size:
        grouped = y.reshape(*y.shape[:-1], y.shape[-1] // group_size, group_size)
        y_scale = dynamic_scale(magnitude(grouped).max(axis=-1), qmax)
        values = round_saturate(divide_by_scale(grouped, y_scale[..., None]), dtype)
        return {"y": values.reshape(y.shape), "y_scale": y_scale}
    (amax,) = row_max([magnitude(y)])
    y_scale = dynamic_scale(amax, qmax)[..., None]
    return {"y": round_saturate(divide_by_scale(y, y_scale), dtype), "y_scale": y_scale}


def tangent(center: bool, h, weight, mean, rstd, x_t, residual_t=None, weight_t=None,
            bias_t=None, *, eps: float, weight_offset: float = 0.0, recompute_stats: bool = False,
            out_dtype, residual_dtype=None) -> dict:
    """The forward's tangent map at the saved h: linear in the tangents (x_t, residual_t,
    weight_t, bias_t), and its transpose is `backward` (plus the statistics' terms). Returns the
    tangents of y, residual_out (with residual_t), mean (when centring) and rstd."""
    n = h.shape[-1]
    h32 = h.astype(f32)
    mean, rstd = backward_stats(center, h32, mean, rstd, recompute=recompute_stats, eps=eps)
    xc = h32 - mean[..., None] if center else h32
    xhat = xc * rstd[..., None]
    h_t = x_t.astype(f32)
    out = {}
    if residual_t is not None:
        h_t = h_t + residual_t.astype(f32)
        out["residual_out"] = h_t.astype(residual_dtype)
    c_t = h_t
    if center:
        out["mean"] = h_t.sum(-1) / n
        c_t = h_t - out["mean"][..., None]
    # rstd = (sum(xc^2) / n + eps)^(-1/2)  =>  d rstd = -rstd^3 * sum(xc * d xc) / n
    out["rstd"] = -(rstd ** 3) * (xc * c_t).sum(-1) / n
    y_t = c_t * rstd[..., None] + xc * out["rstd"][..., None]
    if weight is not None:
        y_t = y_t * scale(weight, y_t.ndim, weight_offset)
    if weight_t is not None:
        y_t = y_t + xhat * _full_rank(weight_t, y_t.ndim)
    if bias_t is not None:
        y_t = y_t + _full_rank(bias_t, y_t.ndim)
    out["y"] = y_t.astype(out_dtype)
    return out


def stats_transpose(center: bool, h, mean, rstd, ct_mean, ct_rstd):
    """The transpose of h_t -> (mean_t, rstd_t) of `tangent`: the f32 cotangent of h they add."""
    n = h.shape[-1]
    xc = h.astype(f32) - mean[..., None] if center else h.astype(f32)
    dh = jnp.zeros(h.shape, f32)
    if ct_rstd is not None:
        dh = dh - xc * (rstd ** 3 * ct_rstd / n)[..., None]
    if ct_mean is not None:
        dh = dh + (ct_mean / n)[..., None]
    return dh


def forward_op(params: FwdParams, *operands, **row_sum_options) -> list:
    """The forward op on its operands (`params.operands` order), its results in `params.results`
    order; `row_sum_options` (row_sums, row_max, n) serve a hidden axis split over devices."""
    ops = dict(zip(params.operands, operands))
    out = forward(params.norm.center, ops["x"], ops.get("residual"), ops.get("weight"),
                  ops.get("bias"), eps=params.eps, out_dtype=params.out_dtype,
                  residual_dtype=params.residual_dtype, weight_offset=params.weight_offset,
                  quant_dtype=params.quant_dtype, group_size=params.group_size,
                  smooth=ops.get("smooth"), quant_scale=ops.get("quant_scale"),
                  **row_sum_options)
    return [out[name] for name in params.results]
