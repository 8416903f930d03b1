"""Flax modules backed by the fused kernels: drop-in RMSNorm and LayerNorm for linen and nnx.

Import them explicitly (``import jax_flynorm`` never imports flax)::

    from jax_flynorm import flax as fnn
    y = fnn.RMSNorm().apply(variables, x)              # linen, like flax.linen.RMSNorm
    norm = fnn.nnx.LayerNorm(512, rngs=nnx.Rngs(0))    # nnx, like flax.nnx.LayerNorm

``RMSNorm``/``LayerNorm`` (also ``fnn.linen.*``) are linen modules; ``NnxRMSNorm``/``NnxLayerNorm``
(also ``fnn.nnx.*``) are nnx modules.

Parameters are named, shaped and typed exactly like flax's (``scale`` and ``bias``, shape ``(N,)``,
``param_dtype``), so checkpoints interchange both ways. The output dtype follows flax's rules: the
``dtype`` field when given, else the promotion of x's dtype with the parameters' dtypes (so bfloat16
x with float32 parameters gives float32). Statistics and the affine step are computed in float32.

Supported flax fields: ``epsilon``, ``dtype``, ``param_dtype``, ``use_scale``, ``use_bias``
(LayerNorm), ``scale_init``, ``bias_init``, ``use_fast_variance`` (accepted and ignored: the
variance is always the exact two-pass one), ``force_float32_reductions=True`` (linen), and for nnx
``num_features``, ``rngs``, ``promote_dtype``, ``scale_metadata`` and ``bias_metadata``. The kernels
normalise over the last axis only, so ``reduction_axes``/``feature_axes`` other than the last axis,
``axis_name``, ``axis_index_groups`` and the ``mask`` call argument raise a ValueError at call time
that points to flax's own module. The extra ``backend`` field ('auto', 'xla', 'cpu', 'flydsl';
default: ``JAX_FLYNORM_BACKEND`` or 'auto') picks the implementation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType, SimpleNamespace
from typing import Any

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx as _nnx
from flax.linen import dtypes as _linen_dtypes
from flax.nnx.nn import dtypes as _nnx_dtypes

from ..norm import layernorm as _layernorm
from ..norm import rmsnorm as _rmsnorm

Array = jax.Array
Dtype = Any
Axes = int | Iterable[int]
Initializer = Callable[..., Array]

__all__ = ["LayerNorm", "NnxLayerNorm", "NnxRMSNorm", "RMSNorm", "linen", "nnx"]

_OPS = {"rmsnorm": _rmsnorm, "layernorm": _layernorm}


def _last_axis_only(axes: Axes, ndim: int) -> bool:
    axes = tuple(axes) if isinstance(axes, Iterable) else (axes,)
    return {int(a) % ndim if -ndim <= int(a) < ndim else None for a in axes} == {ndim - 1}


def _check_call(module: Any, flavour: str, x: Array, mask: Array | None) -> None:
    """Raises a ValueError naming the first field the kernels cannot serve."""
    name = type(module).__name__.removeprefix("Nnx")
    where = f"jax_flynorm.flax.{flavour}.{name}"
    hint = f"use flax.{flavour}.{name} for this configuration"
    for field in ("reduction_axes", "feature_axes"):
        value = getattr(module, field)
        if x.ndim < 1 or not _last_axis_only(value, x.ndim):
            raise ValueError(f"{where}: {field}={value!r} is not supported (the fused kernels "
                             f"normalise over the last axis only, -1); {hint}")
    for field in ("axis_name", "axis_index_groups"):
        if getattr(module, field) is not None:
            raise ValueError(f"{where}: {field} is not supported (no cross-device statistics); "
                             f"{hint}")
    if not getattr(module, "force_float32_reductions", True):
        raise ValueError(f"{where}: force_float32_reductions=False is not supported (statistics "
                         f"are always reduced in float32); {hint}")
    if mask is not None:
        raise ValueError(f"{where}: the mask argument is not supported; {hint}")


def _apply(op: str, module: Any, x: Array, scale: Array | None, bias: Array | None,
           out_dtype: Dtype) -> Array:
    """Runs the kernel: x is made floating and parameters of a third dtype go to float32."""
    if not jnp.issubdtype(x.dtype, jnp.floating):
        x = x.astype(jnp.float32)
    params = []
    for p in (scale, bias):
        if p is not None and p.dtype not in (x.dtype, np.dtype(np.float32)):
            p = p.astype(jnp.float32)  # exact: every supported dtype widens to float32
        params.append(p)
    return _OPS[op](x, params[0], params[1], eps=module.epsilon, out_dtype=out_dtype,
                    backend=module.backend)


# ------------------------------------------------------------------------------------------------
# linen


def _linen_forward(module: nn.Module, op: str, x: Array, mask: Array | None,
                   use_bias: bool) -> Array:
    x = jnp.asarray(x)
    _check_call(module, "linen", x, mask)
    shape = (x.shape[-1],)
    scale = (module.param("scale", module.scale_init, shape, module.param_dtype)
             if module.use_scale else None)
    bias = (module.param("bias", module.bias_init, shape, module.param_dtype)
            if use_bias else None)
    out_dtype = _linen_dtypes.canonicalize_dtype(x, scale, bias, dtype=module.dtype)
    return _apply(op, module, x, scale, bias, out_dtype)


class RMSNorm(nn.Module):
    """RMSNorm over the last axis, a drop-in for ``flax.linen.RMSNorm``.

    ``y = x / sqrt(mean(x**2, axis=-1) + epsilon) * scale`` in float32; x is (..., N) and the
    ``scale`` parameter is (N,). Fields as in flax (see the module docstring for which are
    supported), plus ``backend``.
    """

    epsilon: float = 1e-6
    dtype: Dtype | None = None
    param_dtype: Dtype = jnp.float32
    use_scale: bool = True
    scale_init: Initializer = nn.initializers.ones
    reduction_axes: Axes = -1
    feature_axes: Axes = -1
    axis_name: str | None = None
    axis_index_groups: Any = None
    use_fast_variance: bool = True
    force_float32_reductions: bool = True
    backend: str | None = None

    @nn.compact
    def __call__(self, x: Array, *, mask: Array | None = None) -> Array:
        """Normalises ``x`` (..., N); returns an array of x's shape in flax's output dtype."""
        return _linen_forward(self, "rmsnorm", x, mask, use_bias=False)


class LayerNorm(nn.Module):
    """LayerNorm over the last axis, a drop-in for ``flax.linen.LayerNorm``.

    ``y = (x - mean) / sqrt(var + epsilon) * scale + bias`` in float32 with the exact two-pass
    variance; x is (..., N), ``scale`` and ``bias`` are (N,). Fields as in flax (see the module
    docstring for which are supported), plus ``backend``.
    """

    epsilon: float = 1e-6
    dtype: Dtype | None = None
    param_dtype: Dtype = jnp.float32
    use_bias: bool = True
    use_scale: bool = True
    bias_init: Initializer = nn.initializers.zeros
    scale_init: Initializer = nn.initializers.ones
    reduction_axes: Axes = -1
    feature_axes: Axes = -1
    axis_name: str | None = None
    axis_index_groups: Any = None
    use_fast_variance: bool = True
    force_float32_reductions: bool = True
    backend: str | None = None

    @nn.compact
    def __call__(self, x: Array, *, mask: Array | None = None) -> Array:
        """Normalises ``x`` (..., N); returns an array of x's shape in flax's output dtype."""
        return _linen_forward(self, "layernorm", x, mask, use_bias=self.use_bias)


# ------------------------------------------------------------------------------------------------
# nnx


def _nnx_param(use: bool, rngs: _nnx.Rngs, init: Initializer, n: int, param_dtype: Dtype,
               metadata: Mapping[str, Any]) -> Any:
    if not use:
        return _nnx.data(None)
    return _nnx.Param(init(rngs.params(), (n,), param_dtype), **metadata)


class _NnxNorm(_nnx.Module):
    """Shared state and forward of the nnx modules; see RMSNorm and LayerNorm."""

    _op = ""

    def _setup(self, num_features: int, use_scale: bool, use_bias: bool, options: dict) -> None:
        self.num_features = num_features
        self.use_scale = use_scale
        self.use_bias = use_bias
        for key, value in options.items():
            setattr(self, key, value)

    def _forward(self, x: Array, mask: Array | None) -> Array:
        scale = self.scale[...] if self.scale is not None else None
        bias = self.bias[...] if getattr(self, "bias", None) is not None else None
        x, scale, bias = self.promote_dtype((x, scale, bias), dtype=self.dtype)
        _check_call(self, "nnx", x, mask)
        out_dtype = _nnx_dtypes.canonicalize_dtype(x, scale, bias, dtype=self.dtype)
        return _apply(self._op, self, x, scale, bias, out_dtype)


class NnxRMSNorm(_NnxNorm):
    """RMSNorm over the last axis, a drop-in for ``flax.nnx.RMSNorm``.

    ``y = x / sqrt(mean(x**2, axis=-1) + epsilon) * scale`` in float32; x is (..., num_features)
    and the ``scale`` parameter is (num_features,). Arguments as in flax (see the module docstring
    for which are supported), plus ``backend``.
    """

    _op = "rmsnorm"

    def __init__(self, num_features: int, *, epsilon: float = 1e-6, dtype: Dtype | None = None,
                 param_dtype: Dtype = jnp.float32, use_scale: bool = True,
                 scale_init: Initializer = _nnx.initializers.ones, reduction_axes: Axes = -1,
                 feature_axes: Axes = -1, axis_name: str | None = None,
                 axis_index_groups: Any = None, use_fast_variance: bool = True,
                 promote_dtype: Callable = _nnx_dtypes.promote_dtype, rngs: _nnx.Rngs,
                 scale_metadata: Mapping[str, Any] = MappingProxyType({}),
                 backend: str | None = None):
        self.scale = _nnx_param(use_scale, rngs, scale_init, num_features, param_dtype,
                                scale_metadata)
        self._setup(num_features, use_scale, False, dict(
            epsilon=epsilon, dtype=dtype, param_dtype=param_dtype, reduction_axes=reduction_axes,
            feature_axes=feature_axes, axis_name=axis_name, axis_index_groups=axis_index_groups,
            use_fast_variance=use_fast_variance, promote_dtype=promote_dtype, backend=backend))

    def __call__(self, x: Array, mask: Array | None = None) -> Array:
        """Normalises ``x`` (..., N); returns an array of x's shape in flax's output dtype."""
        return self._forward(x, mask)


class NnxLayerNorm(_NnxNorm):
    """LayerNorm over the last axis, a drop-in for ``flax.nnx.LayerNorm``.

    ``y = (x - mean) / sqrt(var + epsilon) * scale + bias`` in float32 with the exact two-pass
    variance; x is (..., num_features), ``scale`` and ``bias`` are (num_features,). Arguments as in
    flax (see the module docstring for which are supported), plus ``backend``.
    """

    _op = "layernorm"

    def __init__(self, num_features: int, *, epsilon: float = 1e-6, dtype: Dtype | None = None,
                 param_dtype: Dtype = jnp.float32, use_bias: bool = True, use_scale: bool = True,
                 bias_init: Initializer = _nnx.initializers.zeros,
                 scale_init: Initializer = _nnx.initializers.ones,
                 reduction_axes: Axes = -1, feature_axes: Axes = -1, axis_name: str | None = None,
                 axis_index_groups: Any = None, use_fast_variance: bool = True,
                 promote_dtype: Callable = _nnx_dtypes.promote_dtype, rngs: _nnx.Rngs,
                 bias_metadata: Mapping[str, Any] = MappingProxyType({}),
                 scale_metadata: Mapping[str, Any] = MappingProxyType({}),
                 backend: str | None = None):
        # scale before bias: the same draws from rngs as flax, so equal seeds give equal params.
        self.scale = _nnx_param(use_scale, rngs, scale_init, num_features, param_dtype,
                                scale_metadata)
        self.bias = _nnx_param(use_bias, rngs, bias_init, num_features, param_dtype,
                               bias_metadata)
        self._setup(num_features, use_scale, use_bias, dict(
            epsilon=epsilon, dtype=dtype, param_dtype=param_dtype, reduction_axes=reduction_axes,
            feature_axes=feature_axes, axis_name=axis_name, axis_index_groups=axis_index_groups,
            use_fast_variance=use_fast_variance, promote_dtype=promote_dtype, backend=backend))

    def __call__(self, x: Array, *, mask: Array | None = None) -> Array:
        """Normalises ``x`` (..., N); returns an array of x's shape in flax's output dtype."""
        return self._forward(x, mask)


#: Namespaces spelled like flax's: ``fnn.linen.RMSNorm``, ``fnn.nnx.LayerNorm``.
linen = SimpleNamespace(RMSNorm=RMSNorm, LayerNorm=LayerNorm)
nnx = SimpleNamespace(RMSNorm=NnxRMSNorm, LayerNorm=NnxLayerNorm)
