"""nnx modules backed by the fused ops, drop-ins for ``flax.nnx.RMSNorm`` and ``LayerNorm``.

    from jax_flynorm.flax import nnx as fnnx
    norm = fnnx.LayerNorm(512, rngs=nnx.Rngs(0))

See :mod:`jax_flynorm.flax` for the supported arguments.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import jax
import jax.numpy as jnp
from flax import nnx as _nnx
from flax.nnx.nn import dtypes as _nnx_dtypes

from ..backends import Implementation
from ..quantize import Quantize, Quantized
from ._common import Array, Axes, Dtype, Initializer, apply, check_call, quantize_request

__all__ = ["LayerNorm", "QuantizeVariable", "RMSNorm"]


class QuantizeVariable(_nnx.Variable):
    """An array of a module's ``quantize`` request (``smooth``, a per-tensor ``scale``): module
    state, not a parameter. ``norm.quantize.scale[...] = new_scale`` sets it (delayed scaling);
    ``nnx.state(model, QuantizeVariable)`` selects them all."""


def _param(use: bool, rngs: _nnx.Rngs, init: Initializer, n: int, param_dtype: Dtype,
               metadata: Mapping[str, Any]) -> Any:
    if not use:
        return _nnx.data(None)
    return _nnx.Param(init(rngs.params(), (n,), param_dtype), **metadata)


class _Norm(_nnx.Module):
    """Shared state and forward of the nnx modules; see RMSNorm and LayerNorm."""

    _op = ""

    def _setup(self, num_features: int, use_scale: bool, use_bias: bool, options: dict) -> None:
        self.num_features = num_features
        self.use_scale = use_scale
        self.use_bias = use_bias
        for key, value in options.items():
            setattr(self, key, value)

    def _set_quantize(self, quantize: Quantize | None) -> None:
        # The request's arrays (smooth, a per-tensor scale) become QuantizeVariables: state that
        # nnx.jit traces, nnx.update/checkpoints restore in place, and optimizers and nnx.grad
        # (nnx.Param only) leave alone. A request without arrays is static, like the options.
        quantize = quantize_request(self, "nnx", quantize)
        arrays = {name: QuantizeVariable(jnp.asarray(getattr(quantize, name)))
                  for name in ("scale", "smooth")
                  if quantize is not None and getattr(quantize, name) is not None}
        self.quantize = (_nnx.data(dataclasses.replace(quantize, **arrays)) if arrays
                         else quantize)

    def _quantize(self, call: Quantize | None) -> Quantize | None:
        """The call's request, else the module's with its variables' current values."""
        own = jax.tree.map(lambda v: v[...], self.quantize,
                           is_leaf=lambda v: isinstance(v, _nnx.Variable))
        return quantize_request(self, "nnx", call, own)

    def _forward(self, x: Array, mask: Array | None,
                 quantize: Quantize | None) -> Array | Quantized:
        quantize = self._quantize(quantize)
        scale = self.scale[...] if self.scale is not None else None
        if self._op == "rmsnorm":  # flax's RMSNorm has no bias and promotes (x, scale) only
            x, scale = self.promote_dtype((x, scale), dtype=self.dtype)
            bias = None
        else:
            bias = self.bias[...] if self.bias is not None else None
            x, scale, bias = self.promote_dtype((x, scale, bias), dtype=self.dtype)
        check_call(self, "nnx", x, mask)
        out_dtype = _nnx_dtypes.canonicalize_dtype(x, scale, bias, dtype=self.dtype)
        return apply(self._op, self, x, scale, bias, out_dtype, quantize)


class RMSNorm(_Norm):
    """RMSNorm over the last axis, a drop-in for ``flax.nnx.RMSNorm``.

    ``y = x / sqrt(mean(x**2, axis=-1) + epsilon) * scale`` in float32; x is (..., num_features)
    and the ``scale`` parameter is (num_features,). Arguments as in flax (see the module docstring
    for which are supported), plus ``implementation``.

    ``use_fast_variance`` is accepted for compatibility and ignored (RMSNorm takes no mean, so
    there is no variance to compute fast). ``weight_offset`` (default 0.0) scales by
    ``scale + weight_offset``. ``quantize`` (a ``jax_flynorm.Quantize``; see the module
    docstring) makes the call return a ``jax_flynorm.Quantized``.
    """

    _op = "rmsnorm"

    def __init__(self, num_features: int, *, epsilon: float = 1e-6, dtype: Dtype | None = None,
                 param_dtype: Dtype = jnp.float32, use_scale: bool = True,
                 scale_init: Initializer = _nnx.initializers.ones, reduction_axes: Axes = -1,
                 feature_axes: Axes = -1, axis_name: str | None = None,
                 axis_index_groups: Any = None, use_fast_variance: bool = True,
                 promote_dtype: Callable = _nnx_dtypes.promote_dtype, rngs: _nnx.Rngs,
                 scale_metadata: Mapping[str, Any] = MappingProxyType({}),
                 weight_offset: float = 0.0, implementation: Implementation | None = None,
                 quantize: Quantize | None = None):
        self.scale = _param(use_scale, rngs, scale_init, num_features, param_dtype,
                                scale_metadata)
        self._setup(num_features, use_scale, False, dict(
            epsilon=epsilon, dtype=dtype, param_dtype=param_dtype, reduction_axes=reduction_axes,
            feature_axes=feature_axes, axis_name=axis_name, axis_index_groups=axis_index_groups,
            use_fast_variance=use_fast_variance, promote_dtype=promote_dtype,
            weight_offset=weight_offset,
            implementation=implementation))
        self._set_quantize(quantize)

    def __call__(self, x: Array, mask: Array | None = None, *,
                 quantize: Quantize | None = None) -> Array | Quantized:
        """Normalises ``x`` (..., N); returns an array of x's shape in flax's output dtype, or a
        ``jax_flynorm.Quantized`` when ``quantize`` (this argument, else the module's) is given."""
        return self._forward(x, mask, quantize)


class LayerNorm(_Norm):
    """LayerNorm over the last axis, a drop-in for ``flax.nnx.LayerNorm``.

    ``y = (x - mean) / sqrt(var + epsilon) * scale + bias`` in float32 with the exact two-pass
    variance; x is (..., num_features), ``scale`` and ``bias`` are (num_features,). Arguments as in
    flax (see the module docstring for which are supported), plus ``implementation``.

    ``use_fast_variance`` is accepted for compatibility and ignored: the variance is always the
    two-pass one (mean first, then the mean of squared deviations), which is never less accurate
    than flax's fast ``E[x**2] - mean**2``. ``weight_offset`` (default 0.0) scales by
    ``scale + weight_offset``. ``quantize`` (a ``jax_flynorm.Quantize``; see the module
    docstring) makes the call return a ``jax_flynorm.Quantized``.
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
                 weight_offset: float = 0.0, implementation: Implementation | None = None,
                 quantize: Quantize | None = None):
        # scale before bias: the same draws from rngs as flax, so equal seeds give equal params.
        self.scale = _param(use_scale, rngs, scale_init, num_features, param_dtype,
                                scale_metadata)
        self.bias = _param(use_bias, rngs, bias_init, num_features, param_dtype,
                               bias_metadata)
        self._setup(num_features, use_scale, use_bias, dict(
            epsilon=epsilon, dtype=dtype, param_dtype=param_dtype, reduction_axes=reduction_axes,
            feature_axes=feature_axes, axis_name=axis_name, axis_index_groups=axis_index_groups,
            use_fast_variance=use_fast_variance, promote_dtype=promote_dtype,
            weight_offset=weight_offset,
            implementation=implementation))
        self._set_quantize(quantize)

    def __call__(self, x: Array, *, mask: Array | None = None,
                 quantize: Quantize | None = None) -> Array | Quantized:
        """Normalises ``x`` (..., N); returns an array of x's shape in flax's output dtype, or a
        ``jax_flynorm.Quantized`` when ``quantize`` (this argument, else the module's) is given."""
        return self._forward(x, mask, quantize)
