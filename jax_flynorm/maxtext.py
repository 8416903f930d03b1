"""MaxText's norms computed with jax_flynorm.

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

It also routes MaxText's two weightless query/key norms through the same kernels:
- llama4's `maxtext.layers.attentions.L2Norm`, ``x * rsqrt(mean(x**2) + eps)``: an RMSNorm
  without weight (its class's `__call__` is replaced);
- qwen3_next's `maxtext.layers.normalizations.l2norm(x, dim=-1, eps)`,
  ``x * rsqrt(sum(x**2) + eps)``. Over N elements ``sum = N * mean``, so it is
  ``rsqrt(N) * x * rsqrt(mean(x**2) + eps / N)``: an RMSNorm with eps / N and a constant weight
  1 / sqrt(N) (f32, its gradient dropped; y rounds once). The function is replaced in its module
  and in every loaded MaxText module that imported it by name (`maxtext.models.qwen3`); a module
  imported after `install()` takes the replacement by name, and `uninstall()` restores MaxText's
  function there too; a `dim` other than the last axis, or a traced eps, keeps MaxText's own
  function.
And gpt3's `maxtext.models.gpt3.Gpt3LayerNorm`, ``(x - mean) * rsqrt(var + eps) * (scale + 1)
+ bias``: :func:`jax_flynorm.layernorm` with ``weight_offset=1`` (rounded once, from float32).

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
import sys
import warnings
from collections.abc import Iterator
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

from . import backends
from .backends import Implementation
from .norm import layernorm, rmsnorm

# Per patched (owner, attribute), each install()'s (the value it replaced, its patch), innermost
# last.
_PATCHES: dict[tuple[Any, str], list[tuple[Any, Any]]] = {}


def _normalizations():
    try:
        from maxtext.layers import normalizations
    except ImportError as err:
        raise ImportError("jax_flynorm.maxtext: MaxText is not importable (pip install "
                          "maxtext); install() patches its RMSNorm") from err
    return normalizations


def _l2norm_class():
    """llama4's L2Norm, or None in a MaxText without it."""
    try:
        from maxtext.layers import attentions
    except ImportError:
        return None
    return getattr(attentions, "L2Norm", None)


def _gpt3_layernorm_class():
    """gpt3's own LayerNorm, or None in a MaxText without it."""
    try:
        from maxtext.models import gpt3
    except ImportError:
        return None
    return getattr(gpt3, "Gpt3LayerNorm", None)


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


def _parameter(module, value, x, explicit: bool, offloaded: bool = True):
    """A layer's [N] parameter as the norm takes it: moved to the device where the layer offloads
    it to the host (MaxText moves only the scale), and under explicit sharding laid out like x's
    normalised axis."""
    if offloaded and module.parameter_memory_host_offload:
        from maxtext.utils import max_utils

        value = jax.device_put(value, max_utils.device_space())
    return align_scale(value, x) if explicit else value


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
    scale = _parameter(module, module.scale.get_value(), x, explicit)
    offset = float(module.scale_offset)
    if maxtext_rounding and offset == 0.0 and dtype != jnp.float32:
        # MaxText's two roundings: y = round(round(x * rstd) * round(scale)).
        xhat = rmsnorm(x, eps=module.epsilon, out_dtype=dtype, implementation=implementation)
        return jnp.einsum("...k,k->...k", xhat, jnp.asarray(scale, jnp.float32).astype(dtype),
                          out_sharding=out_sharding)
    return rmsnorm(x, scale, eps=module.epsilon, out_dtype=dtype, weight_offset=offset,
                   out_sharding=out_sharding, implementation=implementation)


def compute_gpt3(module, x, out_sharding=None, *,
                  implementation: Implementation | None = None):
    """MaxText's Gpt3LayerNorm.__call__ with jax_flynorm.layernorm: ``(x - mean) * rsqrt(var +
    eps) * (scale + 1) + bias`` in `dtype` (`reductions_in_fp32`: the statistics of x in
    float32, as MaxText takes them; the fused op takes them in float32 anyway)."""
    dtype = jnp.dtype(module.dtype)
    explicit = _explicit(module)
    out_sharding = _truncated(out_sharding, jnp.ndim(x)) if explicit else None
    if module.reductions_in_fp32:
        x = jnp.asarray(x, jnp.float32)
    scale = _parameter(module, module.scale[...], x, explicit)
    bias = None if module.bias is None else _parameter(module, module.bias[...], x, explicit,
                                                       offloaded=False)
    return layernorm(x, scale, bias, eps=module.epsilon, out_dtype=dtype, weight_offset=1.0,
                     out_sharding=out_sharding, implementation=implementation)


def l2_norm(x, eps: float, *, implementation: Implementation | None = None):
    """llama4's L2Norm: ``x * rsqrt(mean(x**2) + eps)`` over the last axis, in x's dtype."""
    return rmsnorm(x, eps=eps, implementation=implementation)


def l2norm_sum(x, eps: float, *, implementation: Implementation | None = None):
    """qwen3_next's l2norm: ``x * rsqrt(sum(x**2) + eps)`` over the last axis, in x's dtype: an
    RMSNorm with eps / N and the constant weight 1 / sqrt(N)."""
    n = x.shape[-1]
    weight = jax.lax.stop_gradient(jnp.full((n,), n ** -0.5, jnp.float32))
    return rmsnorm(x, weight, eps=eps / n, implementation=implementation)


def _own(owner, name: str):
    """MaxText's own value of ``owner.name``, whatever install()s are stacked on it."""
    stack = _PATCHES.get((owner, name))
    return stack[0][0] if stack else getattr(owner, name)


def _patch(owner, name: str, value) -> None:
    value.jax_flynorm = True
    _PATCHES.setdefault((owner, name), []).append((getattr(owner, name), value))
    setattr(owner, name, value)


def install(*, implementation: Implementation | None = None,
            maxtext_rounding: bool = False) -> None:
    """Make MaxText's RMSNorm (and everything built on it), llama4's L2Norm, qwen3_next's
    l2norm and gpt3's LayerNorm compute with jax_flynorm.

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
    norms = _normalizations()
    cls = norms.RMSNorm

    @functools.wraps(_own(cls, "__call__"))
    def __call__(self, x, out_sharding=None):
        return compute(self, x, out_sharding, implementation=implementation,
                       maxtext_rounding=maxtext_rounding)

    _patch(cls, "__call__", __call__)
    l2 = _l2norm_class()
    if l2 is not None:
        @functools.wraps(_own(l2, "__call__"))
        def l2_call(self, x):
            return l2_norm(x, float(self.eps), implementation=implementation)

        _patch(l2, "__call__", l2_call)
    gpt3 = _gpt3_layernorm_class()
    if gpt3 is not None:
        @functools.wraps(_own(gpt3, "__call__"))
        def gpt3_call(self, x, out_sharding=None):
            return compute_gpt3(self, x, out_sharding, implementation=implementation)

        _patch(gpt3, "__call__", gpt3_call)
    if getattr(norms, "l2norm", None) is None:
        return
    own_l2norm = _own(norms, "l2norm")

    @functools.wraps(own_l2norm)
    def l2norm(x, dim: int = -1, eps: float = 1e-6):
        if dim not in (-1, jnp.ndim(x) - 1) or not isinstance(eps, (int, float)):
            return own_l2norm(x, dim=dim, eps=eps)
        return l2norm_sum(x, float(eps), implementation=implementation)

    # Modules that imported the function by name (qwen3) hold their own reference.
    current = norms.l2norm
    for module in [norms, *(m for m in _maxtext_modules() if m is not norms)]:
        value = getattr(module, "l2norm", None)
        if value is own_l2norm or value is current:
            _patch(module, "l2norm", l2norm)


def _undo(key, level: int) -> None:
    """Undo the install()s of one patched attribute from `level` (0: all of them) on: the value
    they replaced is restored, unless something patched it after them, which is left in place
    (with a warning) rather than overwritten."""
    owner, name = key
    stack = _PATCHES.get(key, [])
    if len(stack) <= level:
        return  # already undone (an uninstall() inside an installed() block)
    current = getattr(owner, name)
    if current is not stack[-1][1]:
        where = getattr(owner, "__qualname__", getattr(owner, "__name__", owner))
        warnings.warn(
            f"jax_flynorm.maxtext: {where}.{name} was patched again after "
            f"install() (now {getattr(current, '__module__', '?')}."
            f"{getattr(current, '__qualname__', current)!s}); it is left in place, so "
            f"jax_flynorm stays in its call chain. Undo that patch first, then uninstall()",
            RuntimeWarning, stacklevel=3)
        return
    setattr(owner, name, stack[level][0])
    _restore_copies(name, {id(patch) for _, patch in stack[level:]}, stack[level][0])
    del stack[level:]
    if not stack:
        del _PATCHES[key]


def _maxtext_modules() -> list:
    return [m for k, m in list(sys.modules.items()) if k.split(".")[0] == "maxtext"]


def _restore_copies(name: str, patches: set[int], value) -> None:
    """A module imported after install() that took a function by name (``from
    maxtext.layers.normalizations import l2norm``) holds a patch no install() recorded: put
    ``value`` back there too, as in the module it came from."""
    for module in _maxtext_modules():
        if (module, name) not in _PATCHES and id(getattr(module, name, None)) in patches:
            setattr(module, name, value)


def uninstall() -> None:
    """Restore MaxText's own methods and functions, undoing every install() (a no-op when not
    installed). A patch another library applied after install() is not overwritten: it stays,
    with a warning, and a later uninstall() (once it is gone) restores MaxText's own."""
    for key in list(_PATCHES):
        _undo(key, 0)


def is_installed() -> bool:
    """Whether any MaxText norm computes with jax_flynorm: a patched attribute, or a copy of a
    patched function a module took by name."""
    if any(getattr(getattr(owner, name), "jax_flynorm", False) for owner, name in _PATCHES):
        return True
    return any(getattr(getattr(module, "l2norm", None), "jax_flynorm", False)
               for module in _maxtext_modules())


@contextlib.contextmanager
def installed(**kwargs) -> Iterator[None]:
    """`install(**kwargs)` for the block; leaving it restores what was there before (an outer
    `installed()` or `install()` stays in effect)."""
    levels = {key: len(stack) for key, stack in _PATCHES.items()}
    install(**kwargs)
    try:
        yield
    finally:
        for key in list(_PATCHES):
            _undo(key, levels.get(key, 0))
