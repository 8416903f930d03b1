"""Row plumbing shared by the custom-call backends (`cpu`, `flydsl`).

Fold the leading dims into rows, call the custom call with the contract's operands, results and
attributes taken from the op table, unfold, and reduce the dweight/dbias partials within each row
group.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import jax
import jax.numpy as jnp
import numpy as np

from .._ops import DIRECTIONS, OPS, ROW_OPERANDS, STATS, STATS_DTYPE, NormOp, present

if TYPE_CHECKING:
    from .._primitives import BwdParams, FwdParams

# launch(target, operands, result_shapes, attrs) -> results: how a kernel backend calls its target.
Launch = Callable[[str, list, list, dict], list]
# partials_target(rows, heads) -> about how many dweight partial rows a backward should have.
PartialsTarget = Callable[[int, int], int]


def op_of(target: str) -> tuple[NormOp, str]:
    """The op and direction a launch's target names."""
    for op in OPS.values():
        for direction in DIRECTIONS:
            if target == op.target(direction):
                return op, direction
    raise ValueError(f"jax_flynorm: no op has target {target!r}")


def flags_of(op: NormOp, direction: str, attrs: dict) -> dict[str, bool]:
    """Which optional slots a launch has, from its attributes."""
    return {name: bool(attrs[name]) for name in op.flag_names(direction)}


def partials_per_group(rows_per_group: int, groups: int, target: int) -> int:
    """How many dweight partials each row group gets, so that P = groups * result splits the rows
    into blocks that never straddle two groups: a divisor of rows_per_group, at most target /
    groups. With per-head weights pass each group's rows of one head (contract.md splits those).

    With one group any count works; the kernels then spread the reduction over `target` blocks.
    """
    if not isinstance(rows_per_group, int):
        # A symbolic row count (shape-polymorphic export): one partial per group always divides
        # it; one group takes `target` (blocks past the last row contribute zeros).
        return max(1, target) if groups == 1 else 1
    if rows_per_group <= 0:
        return 1
    limit = max(1, min(rows_per_group, target // groups))
    if groups == 1:
        return limit
    return max(d for d in range(1, limit + 1) if rows_per_group % d == 0)


def attributes(params: FwdParams | BwdParams, direction: str) -> dict:
    """The custom call's attributes, named and typed as the op table declares them."""
    table = params.norm.fwd_attrs if direction == "fwd" else params.norm.bwd_attrs
    cast = {"f32": np.float32, "bool": bool}
    return {name: cast[kind](getattr(params, name)) for name, kind in table}


def _empty(shape) -> bool:
    """No element (a concrete zero among the dims; symbolic dims count as non-zero)."""
    return any(isinstance(d, int) and d == 0 for d in shape)


def _zeros(shapes: list) -> list:
    """The results of a call with nothing to compute: empty arrays, zero sums (of no rows)."""
    return [jnp.zeros(s.shape, s.dtype) for s in shapes]


def kernel_forward(launch: Launch, params: FwdParams, *operands):
    ops = dict(zip(params.operands, operands))
    lead, n = ops["x"].shape[:-1], ops["x"].shape[-1]
    rows = math.prod(lead)
    # Per-head weights ([..., N], x's trailing axes) go flat: [K * N], row r using row r % K.
    flat = [ops[name].reshape(rows, n) if name in ROW_OPERANDS else ops[name].reshape(-1)
            for name in params.operands]
    groups = params.scale_groups(n)
    shapes = {"y": ((rows, n), params.out_dtype),
              "residual_out": ((rows, n), params.residual_dtype),
              "mean": ((rows,), STATS_DTYPE), "rstd": ((rows,), STATS_DTYPE),
              "y_amax": ((rows,), STATS_DTYPE), "y_scale": ((rows, groups), STATS_DTYPE)}
    results = [jax.ShapeDtypeStruct(*shapes[name]) for name in params.results]
    if _empty(ops["x"].shape):  # no launch: the kernels take N >= 1 and one head or more
        outs = _zeros(results)
    else:
        outs = launch(params.norm.fwd_target, flat, results, attributes(params, "fwd"))
    return [o.reshape(*lead, o.shape[-1]) if o.ndim == 2 else o.reshape(lead) for o in outs]


def kernel_backward(launch: Launch, partials_target: PartialsTarget, params: BwdParams,
                    *operands):
    ops = dict(zip(params.operands, operands))
    lead, n, dtype = ops["h"].shape[:-1], ops["h"].shape[-1], ops["h"].dtype
    rows = math.prod(lead)
    flat = [ops[name].reshape(rows, n) if name in ROW_OPERANDS
            else ops[name].reshape(rows) if name in STATS else ops[name].reshape(-1)
            for name in params.operands]
    vector_shape = ops["h"].shape[ops["h"].ndim - params.vector_ndim:]
    if _empty(ops["h"].shape):  # dx is empty; the sums over no rows (or of no column) are zeros
        sums = [jax.ShapeDtypeStruct((params.groups, *vector_shape), STATS_DTYPE)
                for _ in params.results[1:]]
        return _zeros([jax.ShapeDtypeStruct(ops["h"].shape, dtype), *sums])
    width = math.prod(vector_shape)
    heads = width // n
    per_group = partials_per_group(rows // (params.groups * heads), params.groups,
                                   partials_target(rows, heads))
    num_partials = params.groups * per_group
    shapes = {"dx": ((rows, n), dtype), "dweight_partials": ((num_partials, width), STATS_DTYPE),
              "dbias_partials": ((num_partials, width), STATS_DTYPE)}
    names = present(params.norm.bwd_rets, params.flags)
    outs = launch(params.norm.bwd_target, flat,
                  [jax.ShapeDtypeStruct(*shapes[name]) for name in names],
                  attributes(params, "bwd"))
    dx, *partials = outs
    sums = [p.reshape(params.groups, per_group, *vector_shape).sum(axis=1) for p in partials]
    return [dx.reshape(*lead, n), *sums]
