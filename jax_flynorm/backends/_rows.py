"""Row plumbing shared by the custom-call backends (`cpu`, `flydsl`, `pallas`).

Fold the leading dims into rows, hand the typed params with the operands and the result shapes
(from the op table) to the backend's launch, unfold, and reduce the dweight/dbias partials within
each row group.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import jax
import jax.numpy as jnp

from .._ops import ROW_OPERANDS, SLOT_KINDS, STATS, BwdParams, FwdParams, Params

# launch(params, operands, result_shapes) -> results: how a kernel backend runs one call on rows.
Launch = Callable[[Params, list, list], list]
# partials_target(rows, heads) -> about how many dweight partial rows a backward should have.
PartialsTarget = Callable[[int, int], int]


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
    results = [jax.ShapeDtypeStruct(*t)
               for t in params.result_types(params.call_results, (rows,), n, ops["x"].dtype)]
    if _empty(ops["x"].shape):  # no launch: the kernels take N >= 1 and one head or more
        outs = _zeros(results)
    else:
        outs = launch(params, flat, results)
    return [o.reshape(*lead, o.shape[-1]) if o.ndim == 2 else o.reshape(lead) for o in outs]


def kernel_backward(launch: Launch, partials_target: PartialsTarget, params: BwdParams,
                    *operands):
    ops = dict(zip(params.operands, operands))
    lead, n, dtype = ops["h"].shape[:-1], ops["h"].shape[-1], ops["h"].dtype
    rows = math.prod(lead)
    flat = [ops[name].reshape(rows, n) if name in ROW_OPERANDS
            else ops[name].reshape(rows) if name in STATS
            else ops[name].reshape(rows, 2) if SLOT_KINDS[name] == "dots"
            else ops[name].reshape(-1) for name in params.operands]
    vector_shape = ops["h"].shape[ops["h"].ndim - params.vector_ndim:]
    if _empty(ops["h"].shape):  # dx is empty; the sums over no rows (or of no column) are zeros
        return _zeros([jax.ShapeDtypeStruct(*t) for t in params.result_types(
            params.results, lead, n, dtype, vector_shape=vector_shape)])
    width = math.prod(vector_shape)
    heads = width // n
    per_group = partials_per_group(rows // (params.groups * heads), params.groups,
                                   partials_target(rows, heads))
    results = params.result_types(params.call_results, (rows,), n, dtype,
                                  vector_shape=vector_shape, partials=params.groups * per_group)
    outs = launch(params, flat, [jax.ShapeDtypeStruct(*t) for t in results])
    kinds = [SLOT_KINDS[name] for name in params.call_results]
    return [o.reshape(*lead, n) if kind == "rows"
            else o.reshape(*lead, 2) if kind == "dots"
            else o.reshape(params.groups, per_group, *vector_shape).sum(axis=1)
            for o, kind in zip(outs, kinds)]
