"""The per-shard primitives `flynorm_fwd_shard` and `flynorm_bwd_shard`: one call of the chosen
implementation on the operands it is given (`_partitioning` defines the primitives the ops bind,
whose lowering partitions these).

Each takes the present operands of the op table in order (shapes (..., N)) and a frozen params
object. Their lowering picks the implementation per platform at lowering time
(`backends.resolve`); the batching rule (shared with the outer primitives) folds vmapped axes into
rows, so vmap is one call, not a loop. Abstract evaluation keeps the operands' varying manual mesh
axes (shard_map), which callers make equal before binding.
"""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.extend.core import Primitive
from jax.interpreters import batching, mlir

from . import backends
from ._ops import OPS, STATS_DTYPE, VECTOR_OPERANDS, NormOp, present


@dataclasses.dataclass(frozen=True)
class FwdParams:
    op: str
    eps: float
    has_residual: bool
    has_weight: bool
    has_bias: bool
    out_dtype: np.dtype
    residual_dtype: np.dtype | None
    implementation: str
    weight_offset: float = 0.0

    @property
    def norm(self) -> NormOp:
        return OPS[self.op]

    @property
    def flags(self) -> dict[str, bool]:
        return {"has_residual": self.has_residual, "has_weight": self.has_weight,
                "has_bias": self.has_bias}

    @property
    def operands(self) -> tuple[str, ...]:
        return present(self.norm.fwd_args, self.flags)

    @property
    def results(self) -> tuple[str, ...]:
        return present(self.norm.fwd_rets, self.flags)


@dataclasses.dataclass(frozen=True)
class BwdParams:
    """`groups`: the rows split into this many equal contiguous runs, each with its own sums.
    `vector_ndim`: the weight's rank k (its shape is h.shape[-k:]; k > 1 for per-head weights)."""

    op: str
    has_weight: bool
    has_bias: bool
    has_dresidual_out: bool
    implementation: str
    groups: int = 1
    vector_ndim: int = 1
    eps: float = 1e-6
    weight_offset: float = 0.0
    recompute_stats: bool = False

    @property
    def norm(self) -> NormOp:
        return OPS[self.op]

    @property
    def flags(self) -> dict[str, bool]:
        return {"has_weight": self.has_weight, "has_bias": self.has_bias,
                "has_dresidual_out": self.has_dresidual_out}

    @property
    def operands(self) -> tuple[str, ...]:
        return present(self.norm.bwd_args, self.flags)

    @property
    def results(self) -> tuple[str, ...]:
        """dx, then the per-group sums (the kernels' partials, reduced within each group)."""
        sums = {"dweight_partials": "dweight", "dbias_partials": "dbias"}
        return tuple(sums.get(n, n) for n in present(self.norm.bwd_rets, self.flags))


def _like(aval, shapes: dict, names) -> list:
    # `update` keeps the aval's varying manual axes (shard_map) and its sharding.
    return [aval.update(shape=shapes[n][0], dtype=shapes[n][1], weak_type=False) for n in names]


def fwd_abstract(*operands, params: FwdParams):
    x = operands[0]
    shapes = {"y": (x.shape, params.out_dtype), "residual_out": (x.shape, params.residual_dtype),
              "mean": (x.shape[:-1], STATS_DTYPE), "rstd": (x.shape[:-1], STATS_DTYPE)}
    return _like(x, shapes, params.results)


def bwd_abstract(*operands, params: BwdParams):
    h = operands[1]
    sums = (params.groups, *h.shape[h.ndim - params.vector_ndim:])
    shapes = {"dx": (h.shape, h.dtype), "dweight": (sums, STATS_DTYPE),
              "dbias": (sums, STATS_DTYPE)}
    return _like(h, shapes, params.results)


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


# ------------------------------------------------------------------------------------------------
# Lowering: the implementation is chosen here, per platform, so one traced program serves CPU,
# ROCm and CUDA, and jax.export to several platforms gets each platform's implementation.


def _lower(platform: str | None, direction: str, ctx, *args, params):
    platform = platform or ctx.module_context.platforms[0]
    # The activations' dtype: x in the forward, h in the backward (operand 1, after dy).
    dtype = ctx.avals_in[0 if direction == "fwd" else 1].dtype
    impl = backends.resolve(params.implementation, platform, direction, dtype)
    body = impl.lower_forward if direction == "fwd" else impl.lower_backward
    return mlir.lower_fun(functools.partial(body, params), multiple_results=True)(ctx, *args)


for _prim, _direction in ((fwd_shard_p, "fwd"), (bwd_shard_p, "bwd")):
    mlir.register_lowering(_prim, functools.partial(_lower, None, _direction))
    for _platform in ("cpu", "rocm", "cuda", "tpu"):
        mlir.register_lowering(_prim, functools.partial(_lower, _platform, _direction),
                               platform=_platform)


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
                          for n, d in zip(names, dims) if n in VECTOR_OPERANDS)
    if vectors_batched:
        moved = tuple(to_front(a, d, size) for a, d in zip(args, dims))
        outs = jax.lax.map(lambda ops: prim.bind(*ops, params=params), moved)
        return list(outs), [0] * len(outs)
    # Row operands and the per-row statistics move to the front; unbatched [N] vectors stay put.
    moved = [a if n in VECTOR_OPERANDS else to_front(a, d, size)
             for n, a, d in zip(names, args, dims)]
    if isinstance(params, FwdParams):
        return prim.bind(*moved, params=params), [0] * len(params.results)
    # Per-group sums stay per batch member: each member's rows are `groups` runs of their own.
    folded = dataclasses.replace(params, groups=size * params.groups)
    outs = prim.bind(*moved, params=folded)
    outs = [o if name == "dx" else o.reshape(size, params.groups, *o.shape[1:])
            for name, o in zip(params.results, outs)]
    return outs, [0] * len(outs)


batching.primitive_batchers[fwd_shard_p] = functools.partial(batch, fwd_shard_p)
batching.primitive_batchers[bwd_shard_p] = functools.partial(batch, bwd_shard_p)
