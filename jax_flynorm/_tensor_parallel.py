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


def runs_phases(params: Params, platform: str) -> bool:
    """Whether a shard of a call whose N is sharded runs as the phases on `platform`."""
    from . import backends

    return (platform in PLATFORMS and backends.splits_in_phases(params.implementation)
            and takes_phases(params))


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


def _reads_h_again(params: FwdParams) -> bool:
    """Whether the forward's apply phase adds x and the residual again: where residual_out, of a
    16-bit dtype, is h rounded, off by up to half an ulp of |h| (LayerNorm rows of mean 1000 and
    std 1 in bf16: y off by ~2). An f32 residual_out is h exactly and is the apply phase's x."""
    return params.has_residual and np.dtype(params.residual_dtype) != STATS_DTYPE


def phase_params(params: Params) -> tuple[Params, Params]:
    """The params of the call's two phases. The forward's apply phase normalises the f32 h the
    statistics were taken of: x, residual_out where it holds h exactly, else x and the residual
    added again (2 bytes more read per element of a bf16 stream: the forward's 10 become 12, where
    carrying an f32 h between the phases would add 8). No shipped apply kernel reads the residual
    (they take h alone): that apply phase runs as the phases' jnp, which XLA fuses into one pass
    reading what such a kernel would."""
    if params.direction == "fwd":
        # The statistics read neither weight nor bias: one stats kernel serves every form.
        stats = dataclasses.replace(params, tp_stats=True, has_weight=False, has_bias=False,
                                    weight_offset=0.0)
        apply = dataclasses.replace(params, tp_apply=True)
        if _reads_h_again(params):
            apply = dataclasses.replace(apply, implementation="xla")
        elif params.has_residual:
            apply = dataclasses.replace(apply, has_residual=False, residual_dtype=None)
        return stats, apply
    return (dataclasses.replace(params, tp_dots=True, has_dresidual_out=False),
            dataclasses.replace(params, tp_apply=True, has_bias=False))


def phase_calls(params: Params, avals) -> list[tuple[Params, list]]:
    """(params, operand shapes) of each phase's call on one shard's operands (`avals`, shapes
    and dtypes in `params.operands` order): the calls `phased` binds."""
    ops = dict(zip(params.operands, avals))
    first, second = phase_params(params)
    lead = avals[0].shape[:-1]
    if params.direction == "fwd":
        merged = dict.fromkeys(first.norm.stats, jax.ShapeDtypeStruct(lead, f32))
        if params.has_residual and not second.has_residual:
            merged["x"] = jax.ShapeDtypeStruct(ops["x"].shape, params.residual_dtype)
    else:
        merged = {"row_dots": jax.ShapeDtypeStruct((*lead, 2), f32)}
    later = {**ops, **merged}
    return [(first, [ops[name] for name in first.operands]),
            (second, [later[name] for name in second.operands])]


def phased(params: Params, row_sums, n: int, *operands) -> list:
    """One shard's results of the call, by its two phases and the all-reduces of `row_sums`."""
    ops = dict(zip(params.operands, operands))
    center = params.norm.center
    first, second = phase_params(params)
    local = _bind(first, ops)
    if params.direction == "fwd":
        mean, rstd = merge_stats(center, local, ops["x"].shape[-1], n, params.eps, row_sums)
        h = {} if second.has_residual or not params.has_residual else {"x": local["residual_out"]}
        out = {**local, "mean": mean, "rstd": rstd}
        # y alone: residual_out is the stats phase's (an apply phase that reads the residual has
        # one too in the op table, the same values, left unused).
        out["y"] = _bind(second, {**ops, **h, "mean": mean, "rstd": rstd})["y"]
        return [out[name] for name in params.results]
    dots = local["row_dots"]
    sums = row_sums([dots[..., :1], dots[..., 1:]] if center else [dots[..., :1]])
    later = sums[1] if center else jnp.zeros_like(sums[0])
    coefficients = jnp.stack([sums[0], later], -1) / f32(n)
    out = {**local, **_bind(second, {**ops, "row_dots": coefficients})}
    return [out[name] for name in params.results]
