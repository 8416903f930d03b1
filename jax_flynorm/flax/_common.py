"""What the linen and nnx modules share: the checks of their fields and the call into the op."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from .. import backends
from .._ops import FLOAT_DTYPES
from ..norm import _check_eps, _check_weight_offset
from ..norm import layernorm as _layernorm
from ..norm import rmsnorm as _rmsnorm
from ..quantize import Quantize, Quantized

Array = jax.Array
Dtype = Any
Axes = int | Iterable[int]
Initializer = Callable[..., Array]

_OPS = {"rmsnorm": _rmsnorm, "layernorm": _layernorm}


def last_axis_only(axes: Axes, ndim: int) -> bool:
    axes = tuple(axes) if isinstance(axes, Iterable) else (axes,)
    return {int(a) % ndim if -ndim <= int(a) < ndim else None for a in axes} == {ndim - 1}


def check_call(module: Any, flavour: str, x: Array, mask: Array | None) -> None:
    """Raises a ValueError naming the first field the kernels cannot serve."""
    name = type(module).__name__
    where = f"jax_flynorm.flax.{flavour}.{name}"
    hint = f"use flax.{flavour}.{name} for this configuration"
    for field in ("reduction_axes", "feature_axes"):
        value = getattr(module, field)
        if x.ndim < 1 or not last_axis_only(value, x.ndim):
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


def quantize_request(module: Any, flavour: str, quantize: Quantize | None,
                     default: Quantize | None = None) -> Quantize | None:
    """The call's ``quantize`` argument, else ``default`` (the module's); a clear error for a
    wrong type or a ``dtype`` field that would set the output's dtype a second time."""
    where = f"jax_flynorm.flax.{flavour}.{type(module).__name__}"
    request = quantize if quantize is not None else default
    if request is None:
        return None
    if not isinstance(request, Quantize):
        raise TypeError(f"{where}: quantize must be a jax_flynorm.Quantize or None, got "
                        f"{type(request).__name__}; e.g. quantize=Quantize(jnp.float8_e4m3fn)")
    if module.dtype is not None:
        raise ValueError(f"{where}: dtype={jnp.dtype(module.dtype).name} and quantize both set "
                         f"the output's dtype; leave dtype=None (the values have Quantize's "
                         f"dtype)")
    return request


def apply(op: str, module: Any, x: Array, scale: Array | None, bias: Array | None,
          out_dtype: Dtype, quantize: Quantize | None = None) -> Array | Quantized:
    """Runs the op. float64 anywhere (x, a parameter or the output dtype; with jax_enable_x64)
    runs `float64`, as flax computes then; otherwise arrays of a dtype the kernels do not take
    (integers) go to float32 and parameters keep their dtype, whatever x's is. With ``quantize``
    the op returns a `Quantized` (values in Quantize's dtype) and out_dtype is not used."""
    if any(jnp.dtype(d) == np.float64 for d in (*(a.dtype for a in (x, scale, bias)
                                                   if a is not None), out_dtype)):
        if quantize is not None:
            raise TypeError(f"jax_flynorm.flax: quantize takes float32, bfloat16 or float16 "
                            f"activations and parameters; got float64 (x {x.dtype}, output "
                            f"{jnp.dtype(out_dtype).name}); cast them, e.g. x.astype(jnp.float32)")
        return float64(op, module, x, scale, bias, out_dtype)

    def supported(a):
        return a if a is None or a.dtype in FLOAT_DTYPES else a.astype(jnp.float32)

    x = supported(x)
    params = [supported(p) for p in (scale, bias)]
    return _OPS[op](x, params[0], params[1], eps=module.epsilon,
                    out_dtype=None if quantize is not None else out_dtype,
                    weight_offset=module.weight_offset, quantize=quantize,
                    implementation=module.implementation)


def float64(op: str, module: Any, x: Array, scale: Array | None, bias: Array | None,
            out_dtype: Dtype) -> Array:
    """The norm in float64 by plain jnp, differentiated by JAX: the fused kernels have no float64,
    so whatever the implementation field says this is the portable math (two-pass variance)."""
    eps = _check_eps(module.epsilon)
    weight_offset = _check_weight_offset(module.weight_offset, scale)
    backends.requested(module.implementation)  # a misspelt name is still an error
    h = x.astype(jnp.float64)
    if op == "layernorm":
        h = h - h.mean(axis=-1, keepdims=True)
    y = h * jax.lax.rsqrt(jnp.mean(jnp.square(h), axis=-1, keepdims=True) + eps)
    if scale is not None:
        y = y * (scale.astype(jnp.float64) + weight_offset)
    if bias is not None:
        y = y + bias.astype(jnp.float64)
    return y.astype(out_dtype)


