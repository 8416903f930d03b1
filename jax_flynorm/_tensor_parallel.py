"""Norms whose hidden axis N is sharded over devices (tensor parallelism), in phases.

Each direction runs as two calls of the per-shard primitive on the local slice of N, with
all-reduces of [rows]-sized sums between them (the op table's tp_* flags, `_ops.NormOp`):

- Forward: the stats phase writes each row's statistics of the shard. RMSNorm writes sum(h^2).
  LayerNorm writes the shard's mean and its sum of squared deviations M2, which merge exactly
  (Chan et al.): one all-reduce of n_i * mean_i gives the mean, and a second one of
  M2_i + n_i * (mean_i - mean)^2 gives the whole row's M2. Sums of h and h^2 alone would lose
  the variance of rows whose mean is far larger than their spread (f32 cancellation). The apply
  phase then reads the merged mean and rstd and writes y of the f32 h the statistics are of; x
  is read twice, and a 16-bit residual stream's residual too (`phase_params`).
- Backward: the dots phase writes each row's [sum(g * xhat), sum(g)] over the shard (g = dy *
  (weight + weight_offset)) and the shard's dweight / dbias sums. One all-reduce of those [rows,
  2] sums gives the coefficients, and the apply phase writes dx. dy and h are read twice.

No operand is gathered: y, residual_out and dx stay sharded like x, the sums like the weight.
`phase_platforms` decides where a call runs as the phases, `phased` is the per-shard body (the
partitioning's), and `lower_phase` the phases' jnp math (what a phase without a kernel lowers to,
and what the kernels are checked against).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import jax
import jax.numpy as jnp
import numpy as np

from . import backends
from ._ops import STATS_DTYPE, BwdParams, FwdParams, Params
from ._reference import scale

f32 = np.float32
# bind(params, operands by name) -> results by name: one call of the per-shard primitive.
Bind = Callable[[Params, dict], dict]


def kernel_platforms() -> tuple[str, ...]:
    """The platforms of the implementations with phase kernels (the registry's `phases`): where
    a call whose N is sharded runs as the phases. Elsewhere XLA fuses the portable path's jnp
    with its row sums."""
    return tuple(sorted({p for entry in backends.REGISTRY.values() if entry.phases
                         for p in entry.platforms or ()}))


def phase_platforms(params: Params) -> tuple[str, ...]:
    """The platforms on which a shard of this call, its N sharded, runs as the phases: those of
    the phase kernels, for `auto` and an implementation that has them (each phase then resolves
    like any call), where the call splits into them: whole rows of one weight row, unquantized,
    with the saved statistics (the portable path splits the other calls by their row sums)."""
    if params.direction == "fwd":
        takes = params.quant_dtype is None
    else:
        takes = params.groups == 1 and params.vector_ndim == 1 and not params.recompute_stats
    if not (takes and backends.splits_in_phases(params.implementation)):
        return ()
    return kernel_platforms()


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
    added again. Bytes per element of a bf16 stream, both phases: 12 (stats: x, residual in,
    residual_out out; apply: x, residual in, y out) where reading residual_out took 10; an f32 h
    carried between the phases would take 16 written by the stats phase, 20 by XLA before it
    (it then reads h in both phases)."""
    if params.direction == "fwd":
        # The statistics read neither weight nor bias: one stats kernel serves every form.
        stats = dataclasses.replace(params, tp_stats=True, has_weight=False, has_bias=False,
                                    weight_offset=0.0)
        apply = dataclasses.replace(params, tp_apply=True)
        if params.has_residual and not _reads_h_again(params):
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


def phased(params: Params, bind: Bind, row_sums, n: int, *operands) -> list:
    """One shard's results of the call, by its two phases (calls of `bind`: the per-shard
    primitive, `_primitives.bind_named`) and the all-reduces of `row_sums`."""
    ops = dict(zip(params.operands, operands))
    center = params.norm.center
    first, second = phase_params(params)
    local = bind(first, ops)
    if params.direction == "fwd":
        mean, rstd = merge_stats(center, local, ops["x"].shape[-1], n, params.eps, row_sums)
        h = {} if second.has_residual or not params.has_residual else {"x": local["residual_out"]}
        out = {**local, "mean": mean, "rstd": rstd}
        out["y"] = bind(second, {**ops, **h, "mean": mean, "rstd": rstd})["y"]
        return [out[name] for name in params.results]
    dots = local["row_dots"]
    sums = row_sums([dots[..., :1], dots[..., 1:]] if center else [dots[..., :1]])
    later = sums[1] if center else jnp.zeros_like(sums[0])
    coefficients = jnp.stack([sums[0], later], -1) / f32(n)
    out = {**local, **bind(second, {**ops, "row_dots": coefficients})}
    return [out[name] for name in params.results]


# ------------------------------------------------------------------------------------------------
# The phases' jnp math.


def lower_phase(params: FwdParams | BwdParams, *operands) -> list:
    """The jnp math of one phase of a call (`params` with a tp_* flag), on its operands in
    `params.operands` order, its results in `params.results` order: what a phase lowers to where
    no kernel serves it."""
    ops = dict(zip(params.operands, operands))
    if params.direction == "fwd":
        out = _phase_forward(params, ops, params.norm.center)
    else:
        out = _phase_backward(params, ops, params.norm.center)
    return [out[name] for name in params.results]


def _phase_forward(params: FwdParams, ops: dict, center: bool) -> dict:
    h = ops["x"].astype(f32)
    if params.has_residual:
        # Either phase adds x and the residual in f32: the apply phase of a 16-bit residual stream
        # reads them again, as its residual_out is h rounded, not the h the statistics are of.
        h = h + ops["residual"].astype(f32)
    if params.tp_stats:
        out = {"residual_out": h.astype(params.residual_dtype)} if params.has_residual else {}
        if center:
            out["mean"] = h.mean(-1)
            h = h - out["mean"][..., None]
        out["rstd"] = jnp.square(h).sum(-1)
        return out
    y = (h - ops["mean"][..., None] if center else h) * ops["rstd"][..., None]
    if params.has_weight:
        y = y * scale(ops["weight"], y.ndim, params.weight_offset)
    if params.has_bias:
        y = y + ops["bias"].astype(f32)
    return {"y": y.astype(params.out_dtype)}


def _phase_backward(params: BwdParams, ops: dict, center: bool) -> dict:
    h, dy = ops["h"].astype(f32), ops["dy"].astype(f32)
    xhat = (h - ops["mean"][..., None] if center else h) * ops["rstd"][..., None]
    g = dy * scale(ops["weight"], dy.ndim, params.weight_offset) if params.has_weight else dy
    rows = tuple(range(dy.ndim - 1))
    if params.tp_dots:
        out = {"row_dots": jnp.stack([(g * xhat).sum(-1),
                                      g.sum(-1) if center else jnp.zeros(g.shape[:-1], f32)],
                                     -1)}
        if params.has_weight:
            out["dweight"] = (dy * xhat).sum(rows)[None]
        if params.has_bias:
            out["dbias"] = dy.sum(rows)[None]
        return out
    c = ops["row_dots"]
    dx = g - xhat * c[..., :1]
    if center:
        dx = dx - c[..., 1:]
    dx = dx * ops["rstd"][..., None]
    if params.has_dresidual_out:
        dx = dx + ops["dresidual_out"].astype(f32)
    return {"dx": dx.astype(ops["h"].dtype)}
