"""JAX's `reduced` and `unreduced` sets in a sharding in types (PartitionSpec(..., reduced=...,
unreduced=...) on Explicit mesh axes), as the norm ops treat them.

A weight or bias `reduced` over mesh axes is replicated over them, and its cotangent is to come
back `unreduced` there: each device keeps its partial sum and the caller all-reduces once, later
(a deferred data-parallel all-reduce). So the backward leaves the weight sums partial over the
reduced axes that also shard the rows, and types them unreduced, as jnp's own math does. Row
operands (x, residual) take no tags, and nothing takes `unreduced` (a pending sum): jnp refuses
those too.
"""

from __future__ import annotations

from jax.sharding import PartitionSpec as P

from ._ops import VECTOR_OPERANDS


def _spec(value):
    """The PartitionSpec of a value's, an aval's or a sharding's type (None: none)."""
    value = getattr(value, "aval", value)
    return getattr(getattr(value, "sharding", value), "spec", None)


def partitions(value, ndim: int | None = None) -> tuple:
    """The spec's entries (a tagged spec refuses to be iterated), padded to `ndim` if given."""
    spec = value if isinstance(value, P) else _spec(value)
    parts = () if spec is None else tuple(getattr(spec, "partitions", spec))
    return parts if ndim is None else parts + (None,) * (ndim - len(parts))


def reduced(value) -> frozenset:
    return frozenset(getattr(_spec(value), "reduced", ()))


def unreduced(value) -> frozenset:
    return frozenset(getattr(_spec(value), "unreduced", ()))


def tagged(value) -> bool:
    return bool(reduced(value) or unreduced(value))


def _show(axes) -> str:
    return "{" + ", ".join(repr(a) for a in sorted(axes)) + "}"


def check(names_in, operands) -> None:
    """Refuse tags the ops cannot honour, naming the fix."""
    for name, v in zip(names_in, operands):
        if unreduced(v):
            raise ValueError(
                f"jax_flynorm: {name} is unreduced over {_show(unreduced(v))} (a partial sum); "
                f"reduce it first: jax.sharding.reshard({name}, P(...)) without unreduced")
        if reduced(v) and name not in VECTOR_OPERANDS:
            raise ValueError(
                f"jax_flynorm: {name} is reduced over {_show(reduced(v))}; only the weight and "
                f"bias take reduced axes. Reshard {name} without them, e.g. "
                f"jax.sharding.reshard({name}, P(...))")


def partial_axes(h, vectors) -> tuple:
    """The mesh axes over which the backward leaves the weight sums unreduced: those every weight
    and bias is reduced over that also shard h's rows (elsewhere the sums are whole). `vectors`
    are the transpose's undefined weight and bias, whose avals carry the primal's reduced set or
    already the cotangent's unreduced one, depending on JAX's version."""
    if not vectors:
        return ()
    common = frozenset.intersection(*(reduced(v) | unreduced(v) for v in vectors))
    h = getattr(h, "aval", h)
    k = getattr(vectors[0], "aval", vectors[0]).ndim  # a weight per head covers k axes of h
    entries = partitions(h, h.ndim)[:h.ndim - k]
    row_axes = {a for e in entries if e for a in ((e,) if isinstance(e, str) else e)}
    return tuple(sorted(common & row_axes))


def with_sets(spec: P, reduced_axes=(), unreduced_axes=()) -> P:
    if not reduced_axes and not unreduced_axes:
        return spec
    return spec.update(reduced=frozenset(reduced_axes), unreduced=frozenset(unreduced_axes))


def cotangent_sharding(aval):
    """The sharding of a cotangent of `aval` (an undefined primal's, which carries the primal's
    reduced set or already the cotangent's unreduced one): those axes unreduced."""
    spec = aval.sharding.spec
    axes = frozenset(getattr(spec, "reduced", ())) | frozenset(getattr(spec, "unreduced", ()))
    if not axes:
        return aval.sharding
    return aval.sharding.update(spec=spec.update(unreduced=axes, reduced=frozenset()))
