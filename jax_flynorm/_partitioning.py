"""The primitives the norm ops bind, `flynorm_fwd` and `flynorm_bwd`, and their SPMD partitioning.

A custom call is opaque to XLA's partitioner, which would gather its operands onto every device.
So these outer primitives lower to `custom_partitioning` around the per-shard primitives of
`_primitives` (a Shardy rule and GSPMD callbacks):

- Rows (all leading axes) sharded: every shard runs the call on its local rows; the backward
  all-reduces its dweight/dbias sums over the row mesh axes in one collective.
- Hidden axis N sharded (tensor parallel): on ROCm the tensor-parallel phases
  (`_tensor_parallel`: per direction two per-shard calls with [rows] sums all-reduced between
  them), elsewhere the portable jnp on the local N-slice with its per-row sums psum'd over the N
  mesh axes (`_tp_body`); y, dx and dweight stay N-sharded, except that a weight whose
  sharding in types is replicated (an Explicit mesh) gets replicated sums: each shard's slice is
  placed in a zero (groups, N) block and the one all-reduce that sums over rows also fills in the
  others.
- An axis whose size the mesh axes do not divide is replicated (padding would enter the sums).

Batching is registered on the primitives (vmapped axes fold into rows, still partitioned). The
backward under vmap (groups > 1), per-head and vmapped weights, 1-D x and the xla implementation
lower to the per-shard call directly: XLA partitions jnp by itself (the xla implementation is
partitioned here only for replicated sums from a sharded N, which jnp would all-gather); the others
are correct but gather a sharded operand.

Inside shard_map, `bind` first makes every operand vary over the manual mesh axes any of them
varies over, and abstract evaluation keeps that type. `norm.py` does the same to the op's inputs
before differentiation, so the gradient of an invariant weight is summed over those axes by
JAX's own transpose of that cast.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math

import jax
import jax.numpy as jnp
from jax.experimental.custom_partitioning import custom_partitioning
from jax.interpreters import batching, mlir
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

from . import _tags, _tensor_parallel, backends
from ._ops import SLOT_KINDS, VECTOR_OPERANDS, BwdParams, FwdParams, Params
from ._primitives import (
    SHARD,
    batch,
    bind_named,
    bwd_abstract,
    fwd_abstract,
    make_primitive,
    names,
    spec_of,
)

try:  # JAX's set of primitives whose lowering needs the devices (private; absent: no-op)
    from jax._src.dispatch import prim_requires_devices_during_lowering as _needs_devices
except ImportError:
    _needs_devices = set()

# ------------------------------------------------------------------------------------------------
# Layout: which mesh axes shard the rows and which shard N, read from one operand's sharding.


def _layout(mesh, shape, group_size: int = 0) -> tuple[tuple, object]:
    """(row spec entries, hidden entry) for an operand, dropping shardings that do not divide
    (N's must also leave whole groups of `group_size` columns on each shard)."""
    ndim = len(shape.shape)
    sharding = shape.sharding
    if not isinstance(sharding, NamedSharding):
        return (None,) * (ndim - 1), None
    spec = tuple(sharding.spec) + (None,) * (ndim - len(sharding.spec))
    spec = tuple(e if dim % math.prod(mesh.shape[a] for a in names(e)) == 0 else None
                 for e, dim in zip(spec, shape.shape))
    hidden = spec[-1]
    if group_size and hidden is not None:
        shards = math.prod(mesh.shape[a] for a in names(hidden))
        hidden = hidden if (shape.shape[-1] // shards) % group_size == 0 else None
    return spec[:-1], hidden


def _spread(mesh, shape) -> int:
    rows, hidden = _layout(mesh, shape)
    return math.prod(mesh.shape[a] for e in (*rows, hidden) for a in names(e))


def _replicated_sums(params: Params) -> bool:
    """The backward's sums are replicated whatever the layout: the weight's sharding in types is
    replicated while h's N is sharded (1-D weights: vector_spec is then ((),))."""
    return params.vector_spec is not None


def _specs(rows, hidden, replicated_sums: bool = False, group_scales: bool = False) -> dict:
    """The PartitionSpec of each kind of slot (see _ops.SLOT_KINDS). Scales per group of columns
    (group_scales) are sharded like N; one scale per row is not."""
    return {"rows": P(*rows, hidden), "vector": P(hidden), "stat": P(*rows),
            "scales": P(*rows, hidden if group_scales else None), "scalar": P(),
            "sums": P(None, None if replicated_sums else hidden)}


def _shardings(mesh, slots, rows, hidden, replicated_sums: bool = False,
               group_scales: bool = False):
    specs = _specs(rows, hidden, replicated_sums, group_scales)
    return tuple(NamedSharding(mesh, specs[SLOT_KINDS[n]]) for n in slots)


def _rule(names_in, names_out, ndim: int, replicated_sums: bool = False,
          group_scales: bool = False) -> str:
    """The Shardy rule: leading factors shared by every row-shaped value, `n` by all N axes
    (replicated sums have a factor of their own, `m`, as do scales per row, `s`)."""
    lead = " ".join(f"r{i}" for i in range(ndim - 1))
    dims = {"rows": f"{lead} n", "vector": "n", "stat": lead,
            "scales": f"{lead} n" if group_scales else f"{lead} s", "scalar": "",
            "sums": "g m" if replicated_sums else "g n"}
    return (", ".join(dims[SLOT_KINDS[n]] for n in names_in) + " -> "
            + ", ".join(dims[SLOT_KINDS[n]] for n in names_out))


# ------------------------------------------------------------------------------------------------
# A sharded hidden axis: a split-N lowering on the local N-slice, its row sums completed with a
# psum.


def _psum_row_sums(axes):
    def row_sums(values):
        # One all-reduce carries every sum a step needs.
        return list(jax.lax.psum(jnp.stack([v.sum(-1) for v in values]), axes))

    return row_sums


def _pmax_row_max(axes):
    def row_max(values):
        return list(jax.lax.pmax(jnp.stack([v.max(-1, initial=0.0) for v in values]),
                                  axes))

    return row_max


def _tp_body(params: Params, axes, n: int):
    """One shard's computation of a call whose N is sharded over `axes`. On the platforms
    where the call runs as the tensor-parallel phases (`_tensor_parallel.phase_platforms`: ROCm,
    for `auto` and `flydsl`), those phases (two calls of the per-shard primitive per direction,
    each lowered like any call); elsewhere, and for calls the phases do not take, the portable
    path with its row sums all-reduced. Per-group scales need no collective: the
    layout leaves whole groups on each shard."""
    row_sums = _psum_row_sums(axes)
    lower = backends.resolve_split(params.implementation).lowering(params)
    # The row maxima serve the quantized forward's amax; the backward takes sums alone.
    maxima = {"row_max": _pmax_row_max(axes)} if params.direction == "fwd" else {}
    portable = functools.partial(lower, params, row_sums=row_sums, n=n, **maxima)
    platforms = _tensor_parallel.phase_platforms(params)
    if not platforms:
        return portable
    phased = functools.partial(_tensor_parallel.phased, params, bind_named, row_sums, n)

    def body(*operands):
        return jax.lax.platform_dependent(*operands, default=portable,
                                          **dict.fromkeys(platforms, phased))

    return body


def _reduce_sums(params: Params, outs, axes, gather=()) -> tuple:
    """The per-group sums (the backward's dweight/dbias) all-reduced over the row axes, stacked so
    one collective serves both; the other results pass through. `gather` names, per trailing axis
    of the sums, the mesh axes it is sharded over but is to be returned replicated over (a weight
    replicated where x is sharded): each shard's slice goes into a zero block of the full size
    first, so that all-reduce also replicates them."""
    is_sum = [SLOT_KINDS[name] == "sums" for name in params.results]
    sums = [o for o, s in zip(outs, is_sum) if s]
    gather_axes = tuple(a for g in gather for a in g)
    if not sums or not (axes or gather_axes):
        return tuple(outs)
    stacked = jnp.stack(sums)
    for i, g in enumerate(gather):
        if g:
            dim = stacked.ndim - len(gather) + i
            width = stacked.shape[dim]
            full = jnp.zeros((*stacked.shape[:dim], width * jax.lax.axis_size(g),
                              *stacked.shape[dim + 1:]), stacked.dtype)
            stacked = jax.lax.dynamic_update_slice_in_dim(
                full, stacked, jax.lax.axis_index(g) * width, axis=dim)
    reduced = iter(jax.lax.psum(stacked, (*axes, *gather_axes)))
    return tuple(next(reduced) if s else o for o, s in zip(outs, is_sum))


def _per_shard(params: Params, rows, hidden, n: int):
    """What each shard runs for this layout (rows and hidden: PartitionSpec entries; n: the global
    N), collectives included."""
    shard_p = SHARD[params.direction]
    # Sums left unreduced over some axes are not all-reduced over them (see _tags). A weight per
    # head (k axes) has its own row per head: only the rows before its axes are summed.
    partial = params.unreduced
    k = params.vector_ndim
    summed = rows[:len(rows) - (k - 1)]
    row_axes = tuple(a for e in summed for a in names(e) if a not in partial)
    hidden_axes = names(hidden)
    # The trailing axes the sums are returned replicated over, though sharded here.
    own = (*rows[len(rows) - (k - 1):], hidden)
    gather = (tuple(names(e) if not c else () for e, c in zip(own, params.vector_spec))
              if _replicated_sums(params) else ())
    if partial:  # each shard's sums are plain partial sums; the shard_map types them
        params = dataclasses.replace(params, unreduced=())
    if hidden_axes:
        local = _tp_body(params, hidden_axes, n)
    else:
        def local(*operands):
            return tuple(shard_p.bind(*operands, params=params))

    def lower(*operands):
        outs = local(*operands)
        # Each shard's sums cover its own rows; the replicated result is their total.
        return _reduce_sums(params, outs, row_axes, gather)

    return lower


# ------------------------------------------------------------------------------------------------
# The custom_partitioning functions, one per (params, rank), around the per-shard primitives.


def _meshless(body):
    """body traced with no context mesh. custom_partitioning lowers the per-shard body as given;
    under `jax.sharding.set_mesh` on an Explicit mesh (jax >= 0.11) its ops would carry the
    context mesh's sharding constraints, left behind as `Sharding` custom calls that no runtime
    implements."""
    def run(*operands):
        with jax.sharding.use_abstract_mesh(jax.sharding.AbstractMesh((), ())):
            return body(*operands)

    return run


@functools.lru_cache(maxsize=512)
def _partitioned(params: Params, ndim: int):
    shard_p = SHARD[params.direction]
    names_in, names_out = params.operands, params.results
    replicated = _replicated_sums(params)
    group_scales = bool(params.group_size)

    def layout(mesh, arg_shapes):
        # The layout follows whichever of the layout operands is spread over more devices.
        shapes = [arg_shapes[names_in.index(name)] for name in params.layout_operands]
        return _layout(mesh, max(shapes, key=lambda s: _spread(mesh, s)), params.group_size)

    @custom_partitioning
    def call(*operands):
        return tuple(shard_p.bind(*operands, params=params))

    def partition(mesh, arg_shapes, result_shape):
        rows, hidden = layout(mesh, arg_shapes)
        lower = _meshless(_per_shard(params, rows, hidden, arg_shapes[0].shape[-1]))
        return (mesh, lower, _shardings(mesh, names_out, rows, hidden, replicated, group_scales),
                _shardings(mesh, names_in, rows, hidden))

    def infer(mesh, arg_shapes, result_shape):
        return _shardings(mesh, names_out, *layout(mesh, arg_shapes), replicated, group_scales)

    call.def_partition(partition=partition, infer_sharding_from_operands=infer,
                       sharding_rule=_rule(names_in, names_out, ndim, replicated, group_scales))
    return call


def _partitionable(params, avals) -> bool:
    # The xla backend is plain jnp, which XLA partitions by itself (but would all-gather the sums
    # that are to be replicated); a 1-D x has no rows to split. Per-head weights (rank > 1) run
    # unpartitioned: their rows cycle through the weight's rows.
    vectors = [a for n, a in zip(params.operands, avals) if n in VECTOR_OPERANDS]
    return ((params.implementation != "xla" or _replicated_sums(params)) and avals[0].ndim >= 2
            and params.groups == 1 and all(v.ndim == 1 for v in vectors))


# ------------------------------------------------------------------------------------------------
# The outer primitives.


fwd_p = make_primitive("flynorm_fwd", fwd_abstract)
bwd_p = make_primitive("flynorm_bwd", bwd_abstract)


def _untyped(body, avals_in, avals_out):
    """body run with the Explicit mesh axes that shard its operands made Auto (the custom-call
    backends fold rows with reshapes that explicit sharding refuses), its results resharded to
    their types."""
    axes = tuple(sorted({a for aval in avals_in for e in spec_of(aval) for a in e}))
    if not axes:
        return body
    mesh = avals_in[0].sharding.mesh

    def run(*operands):
        with jax.sharding.use_abstract_mesh(mesh):
            return jax.sharding.auto_axes(body, axes=axes,
                                          out_sharding=[a.sharding for a in avals_out])(*operands)

    return run


def _in_shard_map_explicit(params, avals_in) -> tuple | None:
    """Inside a shard_map over some mesh axes, the others all Explicit: the layout (rows, hidden)
    the types give, else None. (custom_partitioning would gather operands there.)"""
    mesh = avals_in[0].sharding.mesh
    types = set(getattr(mesh, "axis_types", ()))
    if jax.sharding.AxisType.Manual not in types or jax.sharding.AxisType.Auto in types:
        return None
    spec = spec_of(avals_in[params.operands.index(params.activation)])
    entries = tuple(e or None for e in spec)
    return (entries[:-1], entries[-1]) if any(spec) else None


def _nested_shard_map(params, avals_in, rows, hidden):
    """The per-shard body in a shard_map of its own over the Explicit axes of the layout."""
    specs = _specs(rows, hidden, _replicated_sums(params), bool(params.group_size))
    axes = {a for e in (*rows, hidden) for a in names(e)}
    return jax.shard_map(
        _per_shard(params, rows, hidden, avals_in[0].shape[-1]),
        mesh=avals_in[0].sharding.mesh, axis_names=axes, check_vma=False,
        in_specs=tuple(specs[SLOT_KINDS[n]] for n in params.operands),
        out_specs=tuple(specs[SLOT_KINDS[n]] for n in params.results))


def _tagged(params, avals_in) -> bool:
    """An operand carries a reduced set, or the sums are to stay unreduced (see _tags)."""
    return bool(params.unreduced or any(_tags.tagged(a) for a in avals_in))


def _tagged_shard_map(params, avals_in):
    """The per-shard body in a shard_map over the whole mesh (shard_map takes reduced and
    unreduced sets only there; custom_partitioning has no place for them): the weight and bias
    resharded to x's trailing axes first (a local slice: N, and the heads of a weight per head),
    the sums typed unreduced where they stay partial."""
    vectors = [a for n, a in zip(params.operands, avals_in) if n in VECTOR_OPERANDS]
    mesh = avals_in[0].sharding.mesh
    k = vectors[0].ndim if vectors else 1  # 1, or a weight per head: x's trailing k axes
    if (avals_in[0].ndim < 2 or params.groups != 1
            or any(t != jax.sharding.AxisType.Explicit for t in mesh.axis_types)):
        raise ValueError(
            "jax_flynorm: a weight or bias with a reduced set needs an all-Explicit mesh and x of "
            "rank >= 2 (not vmapped); reshard it without the set first")
    act = avals_in[params.operands.index(params.activation)]
    entries = tuple(e or None for e in spec_of(act))
    rows, hidden = entries[:-1], entries[-1]
    specs = _specs(rows, hidden, _replicated_sums(params), bool(params.group_size))
    if k > 1:  # the weight laid out like x's trailing axes (a local slice), and its sums
        own = entries[len(entries) - k:]
        common = params.vector_spec or own
        specs = {**specs, "vector": P(*own),
                 "sums": P(None, *(e if c else None for e, c in zip(own, common)))}
    partial = params.unreduced
    in_specs = tuple(_tags.with_sets(specs[SLOT_KINDS[n]], _tags.reduced(a))
                     for n, a in zip(params.operands, avals_in))
    out_specs = tuple(_tags.with_sets(specs[SLOT_KINDS[n]], unreduced_axes=partial)
                      if SLOT_KINDS[n] == "sums" else specs[SLOT_KINDS[n]]
                      for n in params.results)
    body = jax.shard_map(_per_shard(params, rows, hidden, avals_in[0].shape[-1]), mesh=mesh,
                         check_vma=False, in_specs=in_specs, out_specs=out_specs)

    def run(*operands):
        operands = [jax.sharding.reshard(v, NamedSharding(mesh, s))
                    if _tags.partitions(s, a.ndim) != _tags.partitions(a, a.ndim) else v
                    for v, a, s in zip(operands, avals_in, in_specs)]
        return body(*operands)

    return run


def _typed_layout(params, avals_in) -> tuple | None:
    """(rows, hidden) of the call as its operands' types give it: on a mesh whose axes are all
    Explicit (the partitioner then keeps that layout), else None (Auto axes: the partitioner
    chooses)."""
    act = avals_in[params.operands.index(params.activation)]
    mesh = getattr(act.sharding, "mesh", None)
    types = tuple(getattr(mesh, "axis_types", ()))
    if not types or any(t != jax.sharding.AxisType.Explicit for t in types):
        return None
    return _layout(mesh, act)


def _local(params, avals_in, rows, hidden) -> list:
    """One shard's operand shapes for the layout: row-shaped operands split like x, the vectors
    like N, the per-row statistics like the rows."""
    sizes = dict(avals_in[0].sharding.mesh.shape)
    specs = _specs(rows, hidden)

    def split(aval, spec):
        shape = [d // math.prod(sizes[a] for a in names(e)) if e else d
                 for d, e in zip(aval.shape, (*spec, *(None,) * aval.ndim))]
        return jax.ShapeDtypeStruct(tuple(shape), aval.dtype)

    return [split(a, specs[SLOT_KINDS[name]]) for name, a in zip(params.operands, avals_in)]


def _shard_calls(params: Params, platform: str, avals_in, rows, hidden) -> list:
    """(params, operand shapes) of each call a shard lowers for this layout on `platform`: the
    call on its rows, or with N sharded its tensor-parallel phases (none on the portable path,
    which lowers anywhere)."""
    local = _local(params, avals_in, rows, hidden)
    if not hidden:
        return [(params, local)]
    if platform in _tensor_parallel.phase_platforms(params):
        return _tensor_parallel.phase_calls(params, local)
    return []


def _resolve(calls, platform: str) -> None:
    """Raises the error the lowering of any of `calls` would."""
    for call, avals in calls:
        a = avals[call.operands.index(call.activation)]
        backends.resolve(call.implementation, platform, call.direction, a.dtype, a.shape,
                         call.op, call=(call, avals))


def _lowers_with_n_split(params: Params, platform: str, avals_in) -> bool:
    """Whether some layout that shards N over axes of the mesh (which divide it, leaving whole
    scale groups) lowers on `platform`; True where the operands name no mesh (any layout may
    come)."""
    act = avals_in[params.operands.index(params.activation)]
    mesh = act.sharding.mesh
    if not mesh.axis_names:
        return True
    n = act.shape[-1]
    for k in range(1, len(mesh.axis_names) + 1):
        for axes in itertools.combinations(mesh.axis_names, k):
            shards = math.prod(mesh.shape[a] for a in axes)
            if n % shards or (params.group_size and (n // shards) % params.group_size):
                continue
            try:
                _resolve(_shard_calls(params, platform, avals_in, (None,) * (act.ndim - 1),
                                      axes), platform)
            except ValueError:
                continue
            return True
    return False


def check_shard_calls(params: Params, avals_in, platforms) -> None:
    """Raises while lowering the error a shard's call would raise in the partitioner, where XLA
    would report it as an INTERNAL runtime error around a Python traceback: the requested
    implementation on each platform lowered for (unavailable there, or the wrong platform); where
    the types give the layout (an all-Explicit mesh), each call a shard lowers (a kernel that
    neither ships nor compiles); else (the partitioner picks the layout) the whole-row call's
    error where no layout splitting N lowers either (the rows' count changes no kernel). `auto`
    raises nothing: it falls back call by call."""
    impl = params.implementation
    if impl == "auto":
        return
    act = avals_in[params.operands.index(params.activation)]
    layout = _typed_layout(params, avals_in)
    for platform in platforms:
        backends.resolve(impl, platform, params.direction, act.dtype, None, params.op)
        if layout is not None:
            _resolve(_shard_calls(params, platform, avals_in, *layout), platform)
            continue
        try:
            _resolve([(params, list(avals_in))], platform)
        except ValueError:
            if not _lowers_with_n_split(params, platform, avals_in):
                raise


def _lower(shard_p, ctx, *args, params):
    layout = _in_shard_map_explicit(params, ctx.avals_in)
    if _tagged(params, ctx.avals_in):
        body = _tagged_shard_map(params, ctx.avals_in)
    elif _partitionable(params, ctx.avals_in) and layout is not None:
        body = _nested_shard_map(params, ctx.avals_in, *layout)
    elif _partitionable(params, ctx.avals_in):
        check_shard_calls(params, ctx.avals_in, ctx.module_context.platforms)
        body = _partitioned(params, ctx.avals_in[0].ndim)
    else:
        body = _untyped(functools.partial(shard_p.bind, params=params), ctx.avals_in,
                        ctx.avals_out)
    return mlir.lower_fun(body, multiple_results=True)(ctx, *args)


# The primitive each direction binds.
OUTER = {"fwd": fwd_p, "bwd": bwd_p}

for _direction, _outer in OUTER.items():
    mlir.register_lowering(_outer, functools.partial(_lower, SHARD[_direction]))
    batching.primitive_batchers[_outer] = functools.partial(batch, _outer)
    # Their lowering is a custom_partitioning, which needs the devices to lower (as JAX's own
    # custom_partitioning primitive declares).
    _needs_devices.add(_outer)


# ------------------------------------------------------------------------------------------------
# Binding, with the varying manual axes made equal first.


def _varying(value) -> frozenset:
    """The manual mesh axes a value varies over inside shard_map (`vma`, or `manual_axis_type`)."""
    aval = jax.typeof(value)
    vma = getattr(aval, "vma", None)
    if vma is None:
        vma = getattr(getattr(aval, "manual_axis_type", None), "varying", ())
    return frozenset(vma)


def same_varying(values) -> list:
    """Each value cast to vary over every manual mesh axis any of them varies over (a no-op
    outside shard_map)."""
    axes = frozenset().union(*(_varying(v) for v in values))
    return [jax.lax.pcast(v, tuple(sorted(axes - _varying(v))), to="varying")
            if axes - _varying(v) else v for v in values]


def bind(params: FwdParams | BwdParams, *operands) -> tuple:
    """The op on its operands (`params.operands` order), partitioned when sharded; its results in
    `params.results` order."""
    return tuple(OUTER[params.direction].bind(*same_varying(operands), params=params))
