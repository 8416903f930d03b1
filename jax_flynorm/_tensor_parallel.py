"""Norms whose hidden axis N is sharded over devices (tensor parallelism), in phases.

Each direction runs as two calls of the per-shard primitive on the local slice of N, with
all-reduces of [rows]-sized sums between them (the op table's tp_* flags, `_ops.NormOp`):

- Forward: the stats phase writes each row's statistics of the shard. RMSNorm writes sum(h^2).
  LayerNorm writes the shard's mean and its sum of squared deviations M2, which merge exactly
  (Chan et al.): one all-reduce of n_i * mean_i gives the mean, and a second one of
  M2_i + n_i * (mean_i - mean)^2 gives the whole row's M2. Sums of h and h^2 alone would lose
  the variance of rows whose mean is far larger than their spread (f32 cancellation). The apply
  phase then reads the merged mean and rstd and writes y; x is read twice.
- Backward: the dots phase writes each row's [sum(g * xhat), sum(g)] over the shard (g = dy *
  (weight + weight_offset)) and the shard's dweight / dbias sums. One all-reduce of those [rows,
  2] sums gives the coefficients, and the apply phase writes dx. dy and h are read twice.

No operand is gathered: y, residual_out and dx stay sharded like x, the sums like the weight.
`phased` is the per-shard body; `_reference.phase` is the phases' jnp math (the xla
implementation's, and the one the kernels are checked against).
"""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
import numpy as np

from ._ops import STATS_DTYPE, FwdParams, Params

f32 = np.float32
# The platforms whose lowering takes the phases: where the kernels run. Elsewhere XLA fuses the
# portable path's jnp with its row sums.
PLATFORMS = ("rocm",)


def takes_phases(params: Params) -> bool:
    """Whether a call splits into the phases: whole rows of one weight row, unquantized, with the
    saved statistics (the portable path splits the other calls by their row sums)."""
    if params.direction == "fwd":
        return params.quant_dtype is None
    return params.groups == 1 and params.vector_ndim == 1 and not params.recompute_stats


def _bind(params: Params, ops: dict) -> dict:
    from ._primitives import SHARD

    outs = SHARD[params.direction].bind(*(ops[name] for name in params.operands), params=params)
    return dict(zip(params.results, outs))


def merge_stats(center: bool, local: dict, n_local: int, n: int, eps: float, row_sums):
    """(mean or None, rstd) of the whole rows from each shard's stats phase."""
    def total(v):
        (s,) = row_sums([v[..., None]])
        return s

    if not center:
        mean, m2 = None, total(local["rstd"])
    else:
        mean = total(local["mean"] * f32(n_local)) / f32(n)
        m2 = total(local["rstd"] + f32(n_local) * jnp.square(local["mean"] - mean))
    var = m2 / f32(n) + f32(eps)
    # A var that overflowed gives rstd = 0, as the whole-row forward does.
    return mean, jnp.where(var == jnp.inf, f32(0), jax.lax.rsqrt(var))


def apply_phase(params: FwdParams, ops: dict, local: dict) -> tuple[FwdParams, dict]:
    """The forward's apply phase (params, operands less the merged statistics): it normalises
    the f32 h the statistics were taken of. That is x, or with a residual the stats phase's
    residual_out where it holds h exactly (an f32 residual stream); a residual_out of a 16-bit
    dtype is h rounded, off by up to half an ulp of |h| (LayerNorm rows of mean 1000 and std 1
    in bf16: y off by ~2), so the apply phase adds x and the residual again in f32: 2 bytes more
    read per element of a bf16 stream (the forward's 10 become 12) where carrying an f32 h
    between the phases would cost 8 more (writing and reading it). No kernel of the apply phase
    reads the residual yet (the shipped ones take h alone): that apply runs as the phases' jnp,
    which XLA fuses into one pass reading what such a kernel would."""
    apply = dataclasses.replace(params, tp_apply=True)
    if not params.has_residual:
        return apply, ops
    if np.dtype(params.residual_dtype) == STATS_DTYPE:
        return (dataclasses.replace(apply, has_residual=False, residual_dtype=None),
                {**ops, "x": local["residual_out"]})
    return dataclasses.replace(apply, implementation="xla"), ops


def phased(params: Params, row_sums, n: int, *operands) -> list:
    """One shard's results of the call, by its two phases and the all-reduces of `row_sums`."""
    ops = dict(zip(params.operands, operands))
    center = params.norm.center
    if params.direction == "fwd":
        # The statistics read neither weight nor bias: one stats kernel serves every form.
        stats_params = dataclasses.replace(params, tp_stats=True, has_weight=False,
                                           has_bias=False, weight_offset=0.0)
        local = _bind(stats_params, ops)
        mean, rstd = merge_stats(center, local, ops["x"].shape[-1], n, params.eps, row_sums)
        apply_params, apply_ops = apply_phase(params, ops, local)
        out = {**local, "mean": mean, "rstd": rstd}
        # y alone: residual_out is the stats phase's (an apply phase that reads the residual has
        # one too in the op table, the same values, left unused).
        out["y"] = _bind(apply_params, {**apply_ops, "mean": mean, "rstd": rstd})["y"]
        return [out[name] for name in params.results]
    dots_params = dataclasses.replace(params, tp_dots=True, has_dresidual_out=False)
    local = _bind(dots_params, ops)
    dots = local["row_dots"]
    sums = row_sums([dots[..., :1], dots[..., 1:]] if center else [dots[..., :1]])
    second = sums[1] if center else jnp.zeros_like(sums[0])
    coefficients = jnp.stack([sums[0], second], -1) / f32(n)
    apply_params = dataclasses.replace(params, tp_apply=True, has_bias=False)
    out = {**local, **_bind(apply_params, {**ops, "row_dots": coefficients})}
    return [out[name] for name in params.results]
