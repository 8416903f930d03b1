"""The per-shard primitives `flynorm_fwd_shard` and `flynorm_bwd_shard`: one call of the chosen
implementation on the operands it is given (`_partitioning` defines the primitives the ops bind,
whose lowering partitions these).

Each takes the present operands of the op table in order (shapes (..., N)) and the call's typed
params (`_ops.FwdParams`, `_ops.BwdParams`; `SHARD[params.direction]` is the primitive). Their
lowering picks the implementation per platform at lowering time (`backends.resolve`); the
batching rule (shared with the outer primitives) folds vmapped axes into rows, so vmap is one
call, not a loop. Abstract evaluation keeps the operands' varying manual mesh
axes (shard_map), which callers make equal before binding, and gives each result its sharding in
types (Explicit mesh axes): y like x, the statistics like x's rows, the weight sums like the
weight.
"""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.extend.core import Primitive
from jax.interpreters import batching, mlir
from jax.sharding import PartitionSpec as P

from . import _tags, _tensor_parallel, backends
from ._ops import SLOT_KINDS, UNBATCHED_OPERANDS, VECTOR_OPERANDS, BwdParams, FwdParams, Params

# ------------------------------------------------------------------------------------------------
# Abstract evaluation, with sharding in types: on a mesh with Explicit axes each aval carries the
# mesh axes that shard each of its axes (Auto axes never appear: the partitioner chooses them).


def names(entry) -> tuple[str, ...]:
    """The mesh axes of one PartitionSpec entry."""
    if entry is None:
        return ()
    return tuple(entry) if isinstance(entry, (tuple, list)) else (entry,)


def spec_of(aval) -> tuple:
    """The sharding in types of an aval (or value), one entry per axis, each a tuple of mesh axes
    (empty: not sharded over Explicit axes)."""
    aval = getattr(aval, "aval", aval)
    return tuple(names(e) for e in _tags.partitions(aval, aval.ndim))


def _typed(aval, shape, dtype, spec: tuple, unreduced=()):
    # `update` keeps the aval's varying manual axes (shard_map) and its mesh.
    sharding = aval.sharding.update(spec=P(*(e or None for e in spec),
                                           unreduced=frozenset(unreduced)))
    return aval.update(shape=shape, dtype=dtype, weak_type=False, sharding=sharding)


def _show(spec: tuple) -> str:
    return str(P(*(e or None for e in spec)))


def check_layout(names_in, operands) -> tuple:
    """x's spec, after checking that the other operands' shardings in types agree with it: a
    row-shaped operand sharded like x, a weight or bias replicated or sharded like x's matching
    axes (anything else would need a gather the types do not show)."""
    _tags.check(names_in, operands)
    x = operands[0]
    xs = spec_of(x)
    for name, v in zip(names_in[1:], operands[1:]):
        vs = spec_of(v)
        if name == "quant_scale":
            continue  # a scalar
        if SLOT_KINDS[name] in ("stat", "dots"):  # a tensor-parallel phase's per-row operand
            want = xs[:-1] if SLOT_KINDS[name] == "stat" else (*xs[:-1], ())
            if vs == want:
                continue
        if name in VECTOR_OPERANDS:
            own = xs[len(xs) - len(vs):]
            if all(e in ((), o) for e, o in zip(vs, own)):
                continue
            raise ValueError(
                f"jax_flynorm: {name} is sharded {_show(vs)} but x is sharded {_show(xs)}; a "
                f"weight or bias must be replicated or sharded over the mesh axes of x's matching "
                f"axes. Reshard it, e.g. replicated: jax.sharding.reshard({name}, P())")
        if vs != xs:
            raise ValueError(
                f"jax_flynorm: {name} is sharded {_show(vs)} but x is sharded {_show(xs)}; they "
                f"must be sharded alike: jax.sharding.reshard({name}, jax.typeof(x).sharding)")
    return xs


def scales_spec(x, params: FwdParams, groups: int) -> tuple:
    """The sharding in types of y_scale for x's aval: x's rows, and its last axis sharded like
    x's N when the shards' column ranges hold whole scale groups (per-group scales), else not."""
    spec = spec_of(x)
    axes = spec[-1]
    if not params.group_size or not axes:
        return (*spec[:-1], ())
    sizes = dict(x.sharding.mesh.shape)
    shards = int(np.prod([sizes[a] for a in axes]))
    return (*spec[:-1], axes if groups % shards == 0 else ())


def forward_results(x, params: FwdParams) -> list:
    """The forward's result avals for x's aval: y and residual_out like x, the statistics and
    y_amax like x's rows, y_scale [..., G] like x's rows (and its N where whole groups allow)."""
    spec = spec_of(x)
    groups = params.scale_groups(x.shape[-1])
    specs = {"rows": spec, "stat": spec[:-1],
             "scales": scales_spec(x, params, groups) if params.dynamic_scale else ()}
    types = params.result_types(params.results, x.shape[:-1], x.shape[-1], x.dtype)
    return [_typed(x, shape, dtype, specs[SLOT_KINDS[name]])
            for name, (shape, dtype) in zip(params.results, types)]


def fwd_abstract(*operands, params: FwdParams):
    check_layout(params.operands, operands)
    return forward_results(operands[0], params)


def vector_spec(h, vectors) -> tuple | None:
    """BwdParams.vector_spec for h and the weight and bias (avals or values): None when they are
    sharded like h's trailing axes, else their common spec (an axis either leaves unsharded is
    unsharded)."""
    own = spec_of(h)[len(spec_of(h)) - len(spec_of(vectors[0])):] if vectors else ()
    specs = [spec_of(v) for v in vectors]
    common = tuple(e if all(s[i] == e for s in specs) else () for i, e in enumerate(own))
    return None if common == own else common


def like_vector(grad, aval):
    """A gradient resharded to its operand's cotangent sharding in types where they differ (a
    weight sharded over N beside a replicated bias share replicated sums: the reshard is a local
    slice; a reduced weight's cotangent is unreduced)."""
    target = _tags.cotangent_sharding(aval)
    if spec_of(grad) == spec_of(aval) and _tags.unreduced(grad) == target.spec.unreduced:
        return grad
    return jax.sharding.reshard(grad, target)


def bwd_abstract(*operands, params: BwdParams):
    h = operands[params.operands.index("h")]
    k = params.vector_ndim
    vectors = params.vector_spec or spec_of(h)[h.ndim - k:]
    specs = {"rows": spec_of(h), "sums": ((), *vectors), "dots": (*spec_of(h)[:-1], ())}
    # The sums stay partial over params.unreduced (a weight reduced over axes sharding the rows).
    unreduced = {"rows": (), "sums": params.unreduced, "dots": ()}
    types = params.result_types(params.results, h.shape[:-1], h.shape[-1], h.dtype,
                                vector_shape=h.shape[h.ndim - k:])
    return [_typed(h, shape, dtype, specs[SLOT_KINDS[name]], unreduced[SLOT_KINDS[name]])
            for name, (shape, dtype) in zip(params.results, types)]


def make_primitive(name: str, abstract) -> Primitive:
    """A multiple-results primitive whose eager call runs it under jit."""
    prim = Primitive(name)
    prim.multiple_results = True
    prim.def_abstract_eval(abstract)

    @functools.lru_cache(maxsize=256)
    def jitted(params):
        return jax.jit(functools.partial(prim.bind, params=params))

    prim.def_impl(lambda *args, params: jitted(params)(*args))
    return prim


fwd_shard_p = make_primitive("flynorm_fwd_shard", fwd_abstract)
bwd_shard_p = make_primitive("flynorm_bwd_shard", bwd_abstract)
# The per-shard primitive of each direction.
SHARD = {"fwd": fwd_shard_p, "bwd": bwd_shard_p}


def bind_named(params: Params, operands: dict) -> dict:
    """The per-shard primitive on operands by name, its results by name."""
    outs = SHARD[params.direction].bind(*(operands[name] for name in params.operands),
                                        params=params)
    return dict(zip(params.results, outs))


# ------------------------------------------------------------------------------------------------
# Lowering: the implementation is chosen here, per platform, so one traced program serves CPU,
# ROCm and CUDA, and jax.export to several platforms gets each platform's implementation.


def _lower(platform: str | None, ctx, *args, params: Params):
    platform = platform or ctx.module_context.platforms[0]
    act = ctx.avals_in[params.operands.index(params.activation)]
    impl = backends.resolve(params.implementation, platform, params.direction, act.dtype,
                            act.shape, params.op, call=(params, ctx.avals_in))
    # A phase of a call whose N is sharded, on an implementation without phase kernels: their
    # jnp math.
    lower = (_tensor_parallel.lower_phase if params.tp_phase and not impl.phases
             else impl.lowering(params))
    return mlir.lower_fun(functools.partial(lower, params), multiple_results=True)(ctx, *args)


for _prim in SHARD.values():
    mlir.register_lowering(_prim, functools.partial(_lower, None))
    for _platform in ("cpu", "rocm", "cuda", "tpu"):
        mlir.register_lowering(_prim, functools.partial(_lower, _platform), platform=_platform)


# ------------------------------------------------------------------------------------------------
# Batching.


def to_front(x, dim, size):
    """x with its batch axis `dim` moved to the front (broadcast there when unbatched)."""
    if dim is None:
        return jnp.broadcast_to(x, (size, *x.shape))
    return jnp.moveaxis(x, dim, 0)


def batch(prim, args, dims, *, params):
    """Batched row operands gain a leading axis, which simply folds into rows. A batched weight or
    bias differs per batch member, so that case maps the op over the batch instead."""
    names = params.operands
    size = next(a.shape[d] for a, d in zip(args, dims) if d is not None)
    vectors_batched = any(d is not None
                          for n, d in zip(names, dims) if n in UNBATCHED_OPERANDS)
    if vectors_batched:
        moved = tuple(to_front(a, d, size) for a, d in zip(args, dims))
        outs = jax.lax.map(lambda ops: prim.bind(*ops, params=params), moved)
        return list(outs), [0] * len(outs)
    # Row operands and the per-row statistics move to the front; unbatched [N] vectors stay put.
    moved = [a if n in UNBATCHED_OPERANDS else to_front(a, d, size)
             for n, a, d in zip(names, args, dims)]
    kinds = [SLOT_KINDS[name] for name in params.results]
    if "sums" not in kinds:
        return prim.bind(*moved, params=params), [0] * len(kinds)
    # Per-group sums stay per batch member: each member's rows are `groups` runs of their own.
    folded = dataclasses.replace(params, groups=size * params.groups)
    outs = prim.bind(*moved, params=folded)
    outs = [o.reshape(size, params.groups, *o.shape[1:]) if kind == "sums" else o
            for kind, o in zip(kinds, outs)]
    return outs, [0] * len(outs)


batching.primitive_batchers[fwd_shard_p] = functools.partial(batch, fwd_shard_p)
batching.primitive_batchers[bwd_shard_p] = functools.partial(batch, bwd_shard_p)
