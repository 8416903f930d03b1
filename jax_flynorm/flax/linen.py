"""Linen modules backed by the fused ops, drop-ins for ``flax.linen.RMSNorm`` and ``LayerNorm``.

    from jax_flynorm.flax import linen as fnn
    y = fnn.RMSNorm().apply(variables, x)

See :mod:`jax_flynorm.flax` for the supported fields.
"""

from __future__ import annotations

from typing import Any

import flax.linen as nn
import jax.numpy as jnp
from flax.linen import dtypes as _linen_dtypes

from ..backends import Implementation
from ..quantize import Quantize, Quantized
from ._common import Array, Axes, Dtype, Initializer, apply, check_call, quantize_request

__all__ = ["LayerNorm", "RMSNorm"]


def _forward(module: nn.Module, op: str, x: Array, mask: Array | None, use_bias: bool,
             quantize: Quantize | None) -> Array | Quantized:
    x = jnp.asarray(x)
    check_call(module, "linen", x, mask)
    quantize = quantize_request(module, "linen", quantize, module.quantize)
    shape = (x.shape[-1],)
    scale = (module.param("scale", module.scale_init, shape, module.param_dtype)
             if module.use_scale else None)
    bias = (module.param("bias", module.bias_init, shape, module.param_dtype)
            if use_bias else None)
    out_dtype = _linen_dtypes.canonicalize_dtype(x, scale, bias, dtype=module.dtype)
    return apply(op, module, x, scale, bias, out_dtype, quantize)


class RMSNorm(nn.Module):
    """RMSNorm over the last axis, a drop-in for ``flax.linen.RMSNorm``.

    ``y = x / sqrt(mean(x**2, axis=-1) + epsilon) * scale`` in float32; x is (..., N) and the
    ``scale`` parameter is (N,). Fields as in flax (see the module docstring for which are
    supported), plus ``implementation``.

    ``use_fast_variance`` is accepted for compatibility and ignored (RMSNorm takes no mean, so
    there is no variance to compute fast). ``weight_offset`` (default 0.0) scales by
    ``scale + weight_offset``. ``quantize`` (a ``jax_flynorm.Quantize``; see the module
    docstring) makes the call return a ``jax_flynorm.Quantized``.
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
    weight_offset: float = 0.0
    implementation: Implementation | None = None
    quantize: Quantize | None = None

    @nn.compact
    def __call__(self, x: Array, *, mask: Array | None = None,
                 quantize: Quantize | None = None) -> Array | Quantized:
        """Normalises ``x`` (..., N); returns an array of x's shape in flax's output dtype, or a
        ``jax_flynorm.Quantized`` when ``quantize`` (this argument, else the field) is given."""
        return _forward(self, "rmsnorm", x, mask, use_bias=False, quantize=quantize)


class LayerNorm(nn.Module):
    """LayerNorm over the last axis, a drop-in for ``flax.linen.LayerNorm``.

    ``y = (x - mean) / sqrt(var + epsilon) * scale + bias`` in float32 with the exact two-pass
    variance; x is (..., N), ``scale`` and ``bias`` are (N,). Fields as in flax (see the module
    docstring for which are supported), plus ``implementation``.

    ``use_fast_variance`` is accepted for compatibility and ignored: the variance is always the
    two-pass one (mean first, then the mean of squared deviations), which is never less accurate
    than flax's fast ``E[x**2] - mean**2``. ``weight_offset`` (default 0.0) scales by
    ``scale + weight_offset``. ``quantize`` (a ``jax_flynorm.Quantize``; see the module
    docstring) makes the call return a ``jax_flynorm.Quantized``.
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
    weight_offset: float = 0.0
    implementation: Implementation | None = None
    quantize: Quantize | None = None

    @nn.compact
    def __call__(self, x: Array, *, mask: Array | None = None,
                 quantize: Quantize | None = None) -> Array | Quantized:
        """Normalises ``x`` (..., N); returns an array of x's shape in flax's output dtype, or a
        ``jax_flynorm.Quantized`` when ``quantize`` (this argument, else the field) is given."""
        return _forward(self, "layernorm", x, mask, use_bias=self.use_bias, quantize=quantize)
