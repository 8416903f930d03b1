"""The portable `xla` implementation: jnp that XLA fuses and partitions by itself on every
platform. The forward is the reference math (`_reference.forward_op`); the backward is the
reference gradient written in the form XLA fuses best for the shape and platform (measured, see
below), which `tests/test_compiled_programs.py` holds to plain jnp's compiled program."""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp

from .._ops import BwdParams
from .._reference import RowSums, backward_stats, forward, local_row_sums, scale
from .._reference import forward_op as lower_forward

__all__ = ["backward", "backward_form", "lower_backward", "lower_forward", "unavailable"]

f32 = jnp.float32


def unavailable() -> str | None:
    return None  # jnp runs everywhere


# Backward forms, chosen per shape from kernel-time measurements on an H200 (jax 0.11.2; the
# records under benchmarks/results: h200-layernorm-forms, h200-small-rows-forms, h200-bwd-forms).
# XLA fuses each form differently; the choice maximises the worse of backward alone and
# forward+backward against plain jnp:
# - LayerNorm, 16-bit, N >= 4096, 2^23 to 2^25 elements: "transposed", the order of plain jnp's
#   own transposed program on the saved statistics, its column sums fenced off (bf16 1024x8192,
#   4096x4096, 4096x8192: backward alone 1.00x / 1.00x / 0.92x where the other forms give
#   0.90x / 0.93x / 0.82x; forward+backward 1.05-1.17x; at 1024x4096 forward+backward 0.90x).
# - LayerNorm below 8192 rows and N < 8192 otherwise: "autodiff", the graph of plain jnp autodiff
#   (statistics recomputed from h), which XLA fuses as it fuses plain jnp.
# - LayerNorm otherwise: "input_sums", row sums of the inputs alone (sum(g * h), sum(g)), which XLA
#   fuses with the forward's sums when both are in one program (1.0-1.9x plain jnp).
# - RMSNorm at N >= 8192 below 16384 rows: "row_scale", dx = rstd * g + k * h with per-row rstd, k
#   kept out of the big fusion (forward+backward bf16 1024x8192: 1.00x, input sums 0.87x).
# - RMSNorm otherwise: "input_sums" (1.1-1.8x).
# On CPU (XLA's CPU fusion) both norms take "row_scale" at every shape: the per-row factors behind
# a barrier keep g and xhat out of memory, where the other forms make XLA write them for the
# weight's column sums (benchmarks/results/cpu-portable-backward: y and gradients for a random dy
# 0.95-1.88x plain jnp's vjp over 2 norms x 2 dtypes x 8 shapes, loss gradient 1.09-3.1x; the
# autodiff LayerNorm form gave 0.63x at f32 2048x4096; RMSNorm first in cpu-grad-band).
TRANSPOSED_MIN_N = 4096
TRANSPOSED_MIN_ELEMENTS = 1 << 23
TRANSPOSED_MAX_ELEMENTS = 1 << 25
INPUT_SUMS_MIN_ROWS = 8192
INPUT_SUMS_MIN_N = 8192
ROW_SCALE_MIN_N = 8192
ROW_SCALE_MAX_ROWS = 16384


def backward_form(center: bool, rows: int, n: int, dtype, plain: bool,
                  platform: str | None = None) -> str:
    """The backward form for this shape (see above); `plain`: one group of rows, a vector weight
    and local row sums, which the transposed and autodiff forms need; `platform` "cpu": the form
    for XLA's CPU fusion (row_scale), else the GPU-measured one."""
    if not isinstance(rows, int):  # symbolic (shape-polymorphic export): the forms for many rows
        rows = 1 << 62
    if platform == "cpu":
        return "row_scale"
    if not center:
        return "row_scale" if n >= ROW_SCALE_MIN_N and rows < ROW_SCALE_MAX_ROWS else "input_sums"
    if not plain:
        return "input_sums"
    if (jnp.dtype(dtype).itemsize == 2 and n >= TRANSPOSED_MIN_N
            and TRANSPOSED_MIN_ELEMENTS <= rows * n <= TRANSPOSED_MAX_ELEMENTS):
        return "transposed"
    if rows < INPUT_SUMS_MIN_ROWS and n < INPUT_SUMS_MIN_N:
        return "autodiff"
    return "input_sums"


def backward(center: bool, dy, h, weight=None, mean=None, rstd=None, dresidual_out=None, *,
             has_bias: bool, groups: int = 1, eps: float = 1e-6, weight_offset: float = 0.0,
             recompute_stats: bool = False, vector_ndim: int = 1,
             row_sums: RowSums = local_row_sums, n: int | None = None) -> dict:
    """Returns dx (h's dtype) and, per group of rows, f32 dweight / dbias sums of shape
    [groups, *h.shape[-vector_ndim:]] (the weight's shape).

    The rows (all leading dims folded) split into `groups` equal contiguous runs, each with its own
    sums. With recompute_stats, mean and rstd come from h itself (the gradient at the saved h).
    """
    n = n or h.shape[-1]
    h32 = h.astype(f32)
    dy32 = dy.astype(f32)
    rows = math.prod(h.shape[:-1])

    def group_sums(v):
        lead = h.ndim - vector_ndim
        if groups == 1:  # no reshape: merging sharded leading axes would make XLA gather them
            return v.sum(axis=tuple(range(lead)))[None]
        return v.reshape(groups, -1, *h.shape[lead:]).sum(axis=1)

    plain = groups == 1 and vector_ndim == 1 and row_sums is local_row_sums
    form = backward_form(center, rows, n, h.dtype, plain)
    cpu_form = backward_form(center, rows, n, h.dtype, plain, "cpu")

    def grads(form: str, dy32, mean, rstd):
        """f32 (dx, dweight, dbias) by one form."""
        mean, rstd = backward_stats(center, h32, mean, rstd, recompute=recompute_stats,
                                    eps=eps, row_sums=row_sums, n=n)

        def finite_rows(factor):
            # A finite row whose statistics overflow f32 has rstd = 0: xhat = 0 and dx = 0
            # (docs/contract.md), where a per-row factor built from sums of h would be 0 * Inf.
            # The guard is per row, not over dx: a full-size select would make XLA write
            # g and xhat to memory for the reductions that share them.
            return jnp.where(rstd == 0, f32(0), factor)

        if form == "autodiff":
            dx, dweight = _grads_by_autodiff(center, dy32, h32, weight, eps=eps,
                                             weight_offset=weight_offset)
        else:
            g = dy32 * scale(weight, dy32.ndim, weight_offset) if weight is not None else dy32
            centred = h32 - mean[..., None] if center else h32
            xhat = centred * rstd[..., None]
            if form == "transposed":  # LayerNorm: through the centred rows, then their mean
                dc = (g * rstd[..., None]
                      - centred * finite_rows(rstd ** 3 * (g * centred).sum(-1) / n)[..., None])
                dx = dc - (dc.sum(-1) / n)[..., None]
                # The column sums read h and dy through a barrier, so XLA reduces them in a kernel
                # of their own instead of fusing them with the row part.
                h_fenced, dy_fenced = jax.lax.optimization_barrier((h, dy))
                dy32 = dy_fenced.astype(f32)
                xhat = (h_fenced.astype(f32) - mean[..., None]) * rstd[..., None]
            elif form == "row_scale":
                # dx = rstd * g + k * centred (- rstd * mean(g) when centring), with the per-row
                # factors behind a barrier so that XLA computes them once, apart from the rows.
                sums = row_sums([centred * g, g] if center else [centred * g])
                factors = [rstd, finite_rows(-(rstd ** 3) * sums[0] / n)]
                if center:
                    factors.append(finite_rows(-rstd * sums[1] / n))
                factors = jax.lax.optimization_barrier(tuple(factors))
                dx = g * factors[0][..., None] + centred * factors[1][..., None]
                if center:
                    dx = dx + factors[2][..., None]
            else:
                # sum(g * xhat) = rstd * (sum(g * h) - mean * sum(g)): sums of the inputs alone.
                sums = row_sums([h32 * g, g] if center else [h32 * g])
                dot = finite_rows(rstd * (sums[0] - mean * sums[1] if center else sums[0]))
                dx = g - xhat * (dot / n)[..., None]
                if center:
                    dx = dx - finite_rows(sums[1] / n)[..., None]
                dx = dx * rstd[..., None]
            dweight = group_sums(dy32 * xhat) if weight is not None else None
        return dx, dweight, group_sums(dy32) if has_bias else None

    if cpu_form == form:
        dx, dweight, dbias = grads(form, dy32, mean, rstd)
    else:  # one traced program serves every platform (jax.export); a lowering keeps one branch
        dx, dweight, dbias = jax.lax.platform_dependent(
            cpu=lambda: grads(cpu_form, dy32, mean, rstd),
            default=lambda: grads(form, dy32, mean, rstd))
    if dresidual_out is not None:
        dx = dx + dresidual_out.astype(f32)
    out = {"dx": dx.astype(h.dtype)}
    if weight is not None:
        out["dweight"] = dweight
    if has_bias:
        out["dbias"] = dbias
    return out


def _grads_by_autodiff(center: bool, dy32, h32, weight, *, eps: float, weight_offset: float):
    """dx (f32) and the [1, N] dweight sum (None without a weight) of the norm as JAX
    differentiates the forward from h: the statistics are recomputed from h and XLA sees the graph
    of plain jnp autodiff, which it fuses as it fuses plain jnp (see backward_form)."""
    w32 = None if weight is None else weight.astype(f32)

    def normalized(h32, w32):
        return forward(center, h32, weight=w32, eps=eps, out_dtype=f32,
                       weight_offset=weight_offset, differentiable=True)["y"]

    _, pull = jax.vjp(normalized, h32, w32)
    dx, dweight = pull(dy32)
    return dx, None if weight is None else dweight.reshape(1, -1)


def lower_backward(params: BwdParams, *operands, row_sums: RowSums = local_row_sums,
                   n: int | None = None) -> list:
    """The backward op on its operands, its results in `params.results` order; `row_sums` and
    `n` as in `_reference.forward_op`."""
    ops = dict(zip(params.operands, operands))
    if "weight" in ops:
        # Read through a barrier so that XLA never folds dy * weight when both are constants: it
        # would otherwise fuse (and round) the backward differently from the same backward whose
        # inputs come through jax.remat's barrier, and remat's gradient would differ in the last
        # bit from the plain one.
        ops["weight"] = jax.lax.optimization_barrier(ops["weight"])
    out = backward(params.norm.center, ops["dy"], ops["h"], ops.get("weight"),
                   ops.get("mean"), ops["rstd"], ops.get("dresidual_out"),
                   has_bias=params.has_bias, groups=params.groups, eps=params.eps,
                   weight_offset=params.weight_offset, recompute_stats=params.recompute_stats,
                   vector_ndim=params.vector_ndim, row_sums=row_sums, n=n)
    return [out[name] for name in params.results]
