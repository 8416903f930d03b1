"""MaxText's RMSNorm computed with jax_flynorm.

    import jax_flynorm.maxtext
    jax_flynorm.maxtext.install()

`install()` replaces the class attribute `maxtext.layers.normalizations.RMSNorm.__call__`, so every
module that imported the class by name, `GlobalRMSNorm` (through `super()`), the Qwen3-Next
factory and the linen wrapper compute with :func:`jax_flynorm.rmsnorm`. Parameters, their names,
shardings and checkpoints are unchanged: only the computation is. `uninstall()` restores MaxText's
own method (a patch another library applied afterwards is left in place, with a warning), and
`installed(...)` installs for a block, then restores what was there before (blocks nest).
Importing jax_flynorm never imports MaxText; this module imports it only when `install()` is
called.

Covered: `epsilon`, `dtype` (y's dtype), `scale_offset` (as `weight_offset`), `with_scale=False`
(no scale, and as in MaxText no offset),
`out_sharding` (under `ShardMode.EXPLICIT`, as MaxText honours it), the scale resharded to x's
normalised axis under explicit sharding (QK-norm), and scales tagged reduced for a deferred
data-parallel all-reduce (their gradient comes back unreduced). With `maxtext_rounding=True` the
result is rounded as MaxText rounds it (the normalised value and the scale each rounded to `dtype`
before the product, a second rounding); the default rounds once, from float32.

Not reached by a patch of this method:
- a residual add fused into the norm: MaxText adds the residual in the decoder layer, outside
  the norm, so fusing it (`jax_flynorm.rmsnorm(x, w, residual=r, prenorm=True)`) means changing
  each decoder layer;
- `Qwen3NextRMSNormGated`: its norm is patched, but the SiLU gate stays a separate jnp product
  (a gated output is not an op of this package);
- fp8 `weight_dtype`: MaxText stores the scale in `dtype` then, and this op computes in float32
  from it; scales stored in float8 would need a float8 weight operand, which the op does not take.
"""

from __future__ import annotations

import contextlib
import functools
import warnings
from collections.abc import Iterator
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

from . import backends
from .backends import Implementation
from .norm import rmsnorm

# Per patched class, each install()'s (the method it replaced, its patch), innermost last.
_PATCHES: dict[type, list[tuple[Any, Any]]] = {}


def _rmsnorm_class():
    try:
        from maxtext.layers import normalizations
    except ImportError as err:
        raise ImportError("jax_flynorm.maxtext: MaxText is not importable (pip install "
                          "maxtext); install() patches its RMSNorm") from err
    return normalizations.RMSNorm


def _explicit(module) -> bool:
    mode = getattr(module, "shard_mode", None)
    return getattr(mode, "name", str(mode)).lower().endswith("explicit")


def _partitions(value) -> tuple:
    spec = jax.typeof(value).sharding.spec
    return tuple(getattr(spec, "partitions", spec))


def align_scale(scale, x):
    """The scale resharded so its one axis is sharded like x's last (normalised) axis, keeping its
    reduced/unreduced sets: MaxText stores it by `kernel_axes`, which for a per-head QK-norm shards
    it over an axis x's head_dim is not sharded over."""
    x_parts, s_parts = _partitions(x), _partitions(scale)
    last = x_parts[-1] if len(x_parts) == jnp.ndim(x) else None
    if (s_parts[-1] if s_parts else None) == last:
        return scale
    spec = jax.typeof(scale).sharding.spec
    return jax.sharding.reshard(scale, P(last, unreduced=spec.unreduced, reduced=spec.reduced))


def _truncated(out_sharding, ndim: int):
    """MaxText passes the layer's activation sharding; a norm of lower rank keeps its leading
    entries."""
    if isinstance(out_sharding, NamedSharding):
        spec = out_sharding.spec
        if len(spec.partitions) > ndim:
            return NamedSharding(out_sharding.mesh, spec.update(partitions=spec.partitions[:ndim]))
    elif isinstance(out_sharding, P) and len(out_sharding.partitions) > ndim:
        return out_sharding.update(partitions=out_sharding.partitions[:ndim])
    elif isinstance(out_sharding, (tuple, list)):
        return P(*out_sharding[:ndim])
    return out_sharding


def compute(module, x, out_sharding=None, *, implementation: Implementation | None = None,
            maxtext_rounding: bool = False):
    """MaxText's RMSNorm.__call__ with jax_flynorm: `module` is the RMSNorm instance."""
    dtype = jnp.dtype(module.dtype)
    explicit = _explicit(module)
    # MaxText honours out_sharding only under explicit sharding.
    out_sharding = _truncated(out_sharding, jnp.ndim(x)) if explicit else None
    if not module.with_scale:  # MaxText applies no scale_offset then either
        return rmsnorm(x, eps=module.epsilon, out_dtype=dtype, out_sharding=out_sharding,
                       implementation=implementation)
    scale = module.scale.get_value()
    if module.parameter_memory_host_offload:
        from maxtext.utils import max_utils

        scale = jax.device_put(scale, max_utils.device_space())
    if explicit:
        scale = align_scale(scale, x)
    offset = float(module.scale_offset)
    if maxtext_rounding and offset == 0.0 and dtype != jnp.float32:
        # MaxText's two roundings: y = round(round(x * rstd) * round(scale)).
        xhat = rmsnorm(x, eps=module.epsilon, out_dtype=dtype, implementation=implementation)
        return jnp.einsum("...k,k->...k", xhat, jnp.asarray(scale, jnp.float32).astype(dtype),
                          out_sharding=out_sharding)
    return rmsnorm(x, scale, eps=module.epsilon, out_dtype=dtype, weight_offset=offset,
                   out_sharding=out_sharding, implementation=implementation)


def install(*, implementation: Implementation | None = None,
            maxtext_rounding: bool = False) -> None:
    """Make MaxText's RMSNorm (and everything built on it) compute with jax_flynorm.

    Args:
      implementation: passed to :func:`jax_flynorm.rmsnorm` (None: its default, ``"auto"``, or
        the ``JAX_FLYNORM_IMPLEMENTATION`` environment variable).
      maxtext_rounding: round as MaxText does (see the module's docstring); default False.
    """
    if implementation is not None:
        backends.requested(implementation, "jax_flynorm.maxtext.install(implementation=)")
    if not isinstance(maxtext_rounding, bool):
        raise TypeError(f"jax_flynorm.maxtext: maxtext_rounding must be a bool, got "
                        f"{type(maxtext_rounding).__name__}")
    cls = _rmsnorm_class()
    stack = _PATCHES.setdefault(cls, [])
    own = stack[0][0] if stack else cls.__call__  # MaxText's method, whatever is stacked on it

    @functools.wraps(own)
    def __call__(self, x, out_sharding=None):
        return compute(self, x, out_sharding, implementation=implementation,
                       maxtext_rounding=maxtext_rounding)

    __call__.jax_flynorm = True
    stack.append((cls.__call__, __call__))
    cls.__call__ = __call__


def _undo(cls, level: int) -> None:
    """Undo the install()s of `cls` from `level` (0: all of them) on: the method they replaced is
    restored, unless something patched the class after them, which is left in place (with a
    warning) rather than overwritten."""
    stack = _PATCHES.get(cls, [])
    if len(stack) <= level:
        return  # already undone (an uninstall() inside an installed() block)
    current = cls.__call__
    if current is not stack[-1][1]:
        warnings.warn(
            f"jax_flynorm.maxtext: {cls.__qualname__}.__call__ was patched again after "
            f"install() (now {getattr(current, '__module__', '?')}."
            f"{getattr(current, '__qualname__', current)!s}); it is left in place, so "
            f"jax_flynorm stays in its call chain. Undo that patch first, then uninstall()",
            RuntimeWarning, stacklevel=3)
        return
    cls.__call__ = stack[level][0]
    del stack[level:]
    if not stack:
        del _PATCHES[cls]


def uninstall() -> None:
    """Restore MaxText's own RMSNorm.__call__, undoing every install() (a no-op when not
    installed). A patch another library applied after install() is not overwritten: it stays,
    with a warning, and a later uninstall() (once it is gone) restores MaxText's method."""
    for cls in list(_PATCHES):
        _undo(cls, 0)


def is_installed() -> bool:
    return any(getattr(cls.__call__, "jax_flynorm", False) for cls in _PATCHES)


@contextlib.contextmanager
def installed(**kwargs) -> Iterator[None]:
    """`install(**kwargs)` for the block; leaving it restores what was there before (an outer
    `installed()` or `install()` stays in effect)."""
    install(**kwargs)
    cls = _rmsnorm_class()
    level = len(_PATCHES[cls]) - 1
    try:
        yield
    finally:
        _undo(cls, level)
