"""SPMD partitioning of the norm ops, so a sharded jit runs the custom calls per shard.

A custom call is opaque to XLA's partitioner, which would gather its operands onto every device.
Here each primitive call is wrapped in `custom_partitioning` (a Shardy rule and GSPMD callbacks):

- Rows (all leading axes) sharded: every shard binds the primitive on its local rows; the backward
  all-reduces its dweight/dbias sums over the row mesh axes in one collective.
- Hidden axis N sharded (tensor parallel): jnp on the local N-slice, with the per-row sums psum'd
  over the N mesh axes; y, dx and dweight stay N-sharded.
- An axis whose size the mesh axes do not divide is replicated (padding would enter the sums).

Under vmap the forward still partitions (the vmapped axis becomes a row axis); the backward under
vmap (groups > 1) and a vmapped weight run the plain primitives, unpartitioned: correct, but a
sharded operand is gathered there.
"""

from __future__ import annotations

import functools
import math

import jax
import jax.numpy as jnp
from jax.experimental.custom_partitioning import custom_partitioning
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

from ._ops import SLOT_KINDS, VECTOR_OPERANDS
from ._primitives import BwdParams, FwdParams, bwd_p, fwd_p
from .backends import xla

# ------------------------------------------------------------------------------------------------
# Layout: which mesh axes shard the rows and which shard N, read from one operand's sharding.


def _names(entry) -> tuple[str, ...]:
    if entry is None:
        return ()
    return tuple(entry) if isinstance(entry, (tuple, list)) else (entry,)


def _layout(mesh, shape) -> tuple[tuple, object]:
    """(row spec entries, hidden entry) for an operand, dropping shardings that do not divide."""
    ndim = len(shape.shape)
    sharding = shape.sharding
    if not isinstance(sharding, NamedSharding):
        return (None,) * (ndim - 1), None
    spec = tuple(sharding.spec) + (None,) * (ndim - len(sharding.spec))
    spec = tuple(e if dim % math.prod(mesh.shape[a] for a in _names(e)) == 0 else None
                 for e, dim in zip(spec, shape.shape))
    return spec[:-1], spec[-1]


def _spread(mesh, shape) -> int:
    rows, hidden = _layout(mesh, shape)
    return math.prod(mesh.shape[a] for e in (*rows, hidden) for a in _names(e))


def _specs(rows, hidden) -> dict:
    """The PartitionSpec of each kind of slot (see _ops.SLOT_KINDS)."""
    return {"rows": P(*rows, hidden), "vector": P(hidden), "stat": P(*rows),
            "sums": P(None, hidden)}


def _shardings(mesh, names, rows, hidden):
    specs = _specs(rows, hidden)
    return tuple(NamedSharding(mesh, specs[SLOT_KINDS[n]]) for n in names)


def _rule(names_in, names_out, ndim: int) -> str:
    """The Shardy rule: leading factors shared by every row-shaped value, `n` by all N axes."""
    lead = " ".join(f"r{i}" for i in range(ndim - 1))
    dims = {"rows": f"{lead} n", "vector": "n", "stat": lead, "sums": "g n"}
    return (", ".join(dims[SLOT_KINDS[n]] for n in names_in) + " -> "
            + ", ".join(dims[SLOT_KINDS[n]] for n in names_out))


# ------------------------------------------------------------------------------------------------
# A sharded hidden axis: the jnp path on the local N-slice, its row sums completed with a psum.


def _psum_row_sums(axes):
    def row_sums(values):
        # One all-reduce carries every sum a step needs.
        return list(jax.lax.psum(jnp.stack([v.sum(-1) for v in values]), axes))

    return row_sums


def _tp_body(params, axes, n: int):
    body = xla.lower_forward if isinstance(params, FwdParams) else xla.lower_backward
    return functools.partial(body, params, row_sums=_psum_row_sums(axes), n=n)


def _reduce_sums(outs, axes):
    """dx passes through; the dweight/dbias sums are all-reduced over the row axes, stacked so one
    collective serves both."""
    dx, *sums = outs
    if not sums or not axes:
        return (dx, *sums)
    return (dx, *jax.lax.psum(jnp.stack(sums), axes))


# ------------------------------------------------------------------------------------------------
# The custom_partitioning functions, one per (params, rank).


@functools.lru_cache(maxsize=512)
def _partitioned(params, ndim: int):
    forward = isinstance(params, FwdParams)
    prim = fwd_p if forward else bwd_p
    names_in, names_out = params.operands, params.results

    def layout(mesh, arg_shapes):
        if forward:
            return _layout(mesh, arg_shapes[0])
        # The backward follows whichever of dy and h is spread over more devices.
        return _layout(mesh, max(arg_shapes[:2], key=lambda s: _spread(mesh, s)))

    @custom_partitioning
    def call(*operands):
        return tuple(prim.bind(*operands, params=params))

    def partition(mesh, arg_shapes, result_shape):
        rows, hidden = layout(mesh, arg_shapes)
        row_axes = tuple(a for e in rows for a in _names(e))
        hidden_axes = _names(hidden)
        n = arg_shapes[0].shape[-1]
        if hidden_axes:
            local = _tp_body(params, hidden_axes, n)
        else:
            def local(*operands):
                return tuple(prim.bind(*operands, params=params))

        def lower(*operands):
            outs = local(*operands)
            return outs if forward else _reduce_sums(outs, row_axes)

        return (mesh, lower, _shardings(mesh, names_out, rows, hidden),
                _shardings(mesh, names_in, rows, hidden))

    def infer(mesh, arg_shapes, result_shape):
        return _shardings(mesh, names_out, *layout(mesh, arg_shapes))

    call.def_partition(partition=partition, infer_sharding_from_operands=infer,
                       sharding_rule=_rule(names_in, names_out, ndim))
    return call


# ------------------------------------------------------------------------------------------------
# vmap: custom_partitioning has no batching rule, so each call is wrapped in custom_vmap. A vmapped
# axis of the forward folds into rows (still partitioned); a batched weight, and the backward, whose
# per-member sums need groups > 1, fall back to the plain primitives' batching.


def _vmap_rule(params, axis_size, in_batched, *operands):
    names = params.operands
    forward_ok = isinstance(params, FwdParams) and not any(
        b for n, b in zip(names, in_batched) if n in VECTOR_OPERANDS)
    if forward_ok:
        ops = [a if n in VECTOR_OPERANDS or b else jnp.broadcast_to(a, (axis_size, *a.shape))
               for n, a, b in zip(names, operands, in_batched)]
        outs = forward(params, ops)
    else:
        prim = fwd_p if isinstance(params, FwdParams) else bwd_p
        outs = jax.vmap(lambda *ops: prim.bind(*ops, params=params),
                        in_axes=[0 if b else None for b in in_batched])(*operands)
    return list(outs), [True] * len(outs)


@functools.lru_cache(maxsize=512)
def _wrapped(params, ndim: int):
    call = _partitioned(params, ndim)
    batched = jax.custom_batching.custom_vmap(lambda *operands: list(call(*operands)))
    batched.def_vmap(functools.partial(_vmap_rule, params))
    return batched


@functools.lru_cache(maxsize=512)
def _jitted(params, ndim: int):
    return jax.jit(_wrapped(params, ndim))


def _call(params, operands):
    # Eager calls go through a jit so sharded arrays are partitioned there too; traced calls bind
    # directly, keeping the lowered program flat.
    ndim = operands[0].ndim
    if any(isinstance(a, jax.core.Tracer) for a in operands):
        return _wrapped(params, ndim)(*operands)
    return _jitted(params, ndim)(*operands)


def _partitionable(params, operands) -> bool:
    # The xla backend is plain jnp, which XLA partitions by itself; a 1-D x has no rows to split.
    # Per-head weights (rank > 1) run unpartitioned: their rows cycle through the weight's rows.
    vectors = [a for n, a in zip(params.operands, operands) if n in VECTOR_OPERANDS]
    return (params.implementation != "xla" and operands[0].ndim >= 2
            and getattr(params, "groups", 1) == 1 and all(v.ndim == 1 for v in vectors))


def _varying(value) -> frozenset:
    """The manual mesh axes a value varies over inside shard_map (`vma`, or `manual_axis_type`)."""
    aval = jax.typeof(value)
    vma = getattr(aval, "vma", None)
    if vma is None:
        vma = getattr(getattr(aval, "manual_axis_type", None), "varying", ())
    return frozenset(vma)


def varying_like(outs, operands) -> list:
    """Inside shard_map the primitives' results carry no varying-axes type; give them their
    operands' (a custom_vjp checks its gradients against the inputs' types)."""
    axes = frozenset().union(*(_varying(a) for a in operands))
    return [jax.lax.pcast(o, tuple(sorted(axes - _varying(o))), to="varying")
            if axes - _varying(o) else o for o in outs]


def forward(params: FwdParams, operands) -> list:
    if not _partitionable(params, operands):
        return varying_like(fwd_p.bind(*operands, params=params), operands)
    return varying_like(_call(params, operands), operands)


def backward(params: BwdParams, operands) -> list:
    if not _partitionable(params, operands):
        outs = varying_like(bwd_p.bind(*operands, params=params), operands)
    else:
        outs = varying_like(_call(params, operands), operands)
    # In shard_map, an invariant weight's gradient is the sum over the axes the rows vary over, as
    # JAX's own transpose of the implicit broadcast would give; the bias is taken to vary like it.
    ops = dict(zip(params.operands, operands))
    axes = _varying(outs[0]) - (_varying(ops["weight"]) if params.has_weight else frozenset())
    return _reduce_sums(outs, tuple(sorted(axes)))


def bind_forward(params: FwdParams, operands: dict) -> dict:
    """The forward op on named operands, partitioned when sharded; its results by name."""
    return dict(zip(params.results, forward(params, [operands[n] for n in params.operands])))


def bind_backward(params: BwdParams, operands: dict) -> dict:
    return dict(zip(params.results, backward(params, [operands[n] for n in params.operands])))
