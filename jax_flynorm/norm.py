"""The public norm functions: validation, then the forward op of `_autodiff`.

Differentiation (`_autodiff`): reverse mode saves (x or h, weight, mean, rstd) with f32 statistics,
never y, and feeds them to the backward op; forward mode (jvp, jacfwd, linearize, hessian) uses the
tangent map at the same saved values.
"""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec
from jax.typing import ArrayLike, DTypeLike

from . import _autodiff, backends
from ._ops import FLOAT_DTYPES, FwdParams
from ._partitioning import same_varying
from .backends import Implementation
from .quantize import Quantize, Quantized

try:  # JAX's error for a sharding in types that does not type-check (not exported)
    from jax._src.core import ShardingTypeError
except ImportError:
    ShardingTypeError = TypeError


def _primal(fwd: FwdParams, prenorm: bool, operands, quant_scale=None):
    # In shard_map, an invariant weight is cast to vary like x here, outside differentiation, so
    # JAX's transpose of that cast sums its gradient over the axes the rows vary over.
    out = dict(zip(fwd.results, _autodiff.forward(fwd, *same_varying(operands))))
    y = out["y"]
    if fwd.quant_dtype is not None:
        y = _quantized(fwd, out, quant_scale)
    return (y, out["residual_out"]) if prenorm else y


def _quantized(fwd: FwdParams, out: dict, quant_scale) -> Quantized:
    if fwd.static_scale:
        # max|y| of the rows' maxima (an empty x: 0); on sharded rows XLA all-reduces it.
        amax = jnp.max(out["y_amax"], initial=0.0)
        return Quantized(out["y"], quant_scale, amax)
    scale = out["y_scale"] if fwd.group_size else out["y_scale"][..., 0]
    return Quantized(out["y"], scale, None)


# ------------------------------------------------------------------------------------------------
# Validation: every mistake is reported at trace time, naming the argument and the fix.


_SUPPORTED = "supported are float32, bfloat16 and float16"
# eps is used as a float32: below the smallest normal float32 it is 0 or a denormal a kernel may
# flush (an all-zero row then gives NaN); past float32's range it is inf.
EPS_MIN = float(np.finfo(np.float32).tiny)


def _float_dtype(value, name: str) -> np.dtype:
    """The dtype of the array ``value``, one the kernels take."""
    dtype = np.dtype(value.dtype)
    if dtype not in FLOAT_DTYPES:
        raise TypeError(f"jax_flynorm: {name} has dtype {dtype}; {_SUPPORTED} (cast it, e.g. "
                        f"{name}.astype(jnp.float32))")
    return dtype


def _dtype_argument(value, name: str) -> np.dtype:
    """A dtype argument in any spelling jnp.dtype accepts (jnp.float16, np.float16, "float16",
    np.dtype), one the kernels take."""
    try:
        dtype = jnp.dtype(value)
    except TypeError as err:
        raise TypeError(f"jax_flynorm: {name}={value!r} is not a dtype; pass e.g. "
                        f"{name}=jnp.float32") from err
    if dtype not in FLOAT_DTYPES:
        raise TypeError(f"jax_flynorm: {name} is {dtype}; {_SUPPORTED} (e.g. {name}=jnp.float32)")
    return dtype


def _check_eps(eps) -> float:
    is_number = isinstance(eps, (int, float, np.floating, np.integer)) and not isinstance(eps, bool)
    if isinstance(eps, jax.core.Tracer) or not is_number:
        raise TypeError(f"jax_flynorm: eps must be a Python float known at trace time, got "
                        f"{type(eps).__name__}; pass it as a static value such as eps=1e-6")
    with np.errstate(over="ignore"):
        eps32 = np.float32(eps)
    if not (math.isfinite(float(eps)) and np.isfinite(eps32) and eps32 >= EPS_MIN):
        raise ValueError(f"jax_flynorm: eps is used as a float32 and must be finite and at least "
                         f"{EPS_MIN:.8g} (the smallest normal float32); got {eps} ({eps32} in "
                         f"float32); use e.g. eps=1e-6")
    return float(eps)


def _check_vector(v, name: str, x_shape: tuple[int, ...]):
    """(N,), or x's trailing shape x.shape[-k:] for a weight per head (e.g. (H, N))."""
    n = x_shape[-1]
    if v.ndim == 1 and v.shape[0] != n:
        raise ValueError(f"jax_flynorm: {name} has length {v.shape[0]} but x's last dim is {n}; "
                         f"they must match")
    if not 1 <= v.ndim <= len(x_shape) or tuple(v.shape) != x_shape[len(x_shape) - v.ndim:]:
        raise ValueError(f"jax_flynorm: {name} has shape {tuple(v.shape)}; it must be x's trailing "
                         f"shape: ({n},), or x.shape[-k:] for one row per head, such as "
                         f"{x_shape[-2:]} (x has shape {x_shape})")
    _float_dtype(v, name)  # any of them, whatever x's dtype: the math is f32


def _as_array(v, name: str):
    if v is None:
        return None
    if not hasattr(v, "shape") or not hasattr(v, "dtype"):
        try:
            v = jnp.asarray(v)
        except TypeError as err:
            raise TypeError(
                f"jax_flynorm: {name} must be an array, got {type(v).__name__}") from err
    return v


def _check_weight_offset(weight_offset, weight) -> float:
    is_number = (isinstance(weight_offset, (int, float, np.floating, np.integer))
                 and not isinstance(weight_offset, bool))
    if isinstance(weight_offset, jax.core.Tracer) or not is_number:
        raise TypeError(f"jax_flynorm: weight_offset must be a Python float known at trace time, "
                        f"got {type(weight_offset).__name__}")
    # The kernels add it to the weight as a float32 (as eps): a value finite as a Python float may
    # overflow there (1e39 is inf in float32).
    with np.errstate(over="ignore"):
        offset32 = np.float32(weight_offset)
    if not (math.isfinite(float(weight_offset)) and np.isfinite(offset32)):
        raise ValueError(f"jax_flynorm: weight_offset is used as a float32 and must be finite "
                         f"there (|weight_offset| <= {float(np.finfo(np.float32).max):.6g}); got "
                         f"{weight_offset} ({offset32} in float32); use e.g. weight_offset=1.0")
    if float(weight_offset) != 0.0 and weight is None:
        raise ValueError("jax_flynorm: weight_offset scales by (weight + weight_offset) and "
                         "needs a weight; pass one (e.g. zeros for a constant scale)")
    return float(weight_offset)


def _check_quantize(quantize, x, out_dtype) -> dict:
    """The FwdParams fields and the operands (smooth, quant_scale) of a quantization request."""
    if quantize is None:
        return {}
    if not isinstance(quantize, Quantize):
        raise TypeError(f"jax_flynorm: quantize must be a jax_flynorm.Quantize, got "
                        f"{type(quantize).__name__}; e.g. quantize=Quantize(jnp.float8_e4m3fn)")
    if out_dtype is not None:
        raise ValueError("jax_flynorm: out_dtype and quantize both set the output's dtype; drop "
                         "out_dtype (the quantized values have Quantize's dtype)")
    n = x.shape[-1]
    group_size = quantize.group_size
    if group_size is not None:
        if quantize.scale is not None:
            raise ValueError("jax_flynorm: Quantize takes a per-tensor scale or a group_size, not "
                             "both")
        if not isinstance(group_size, (int, np.integer)) or isinstance(group_size, bool):
            raise TypeError(f"jax_flynorm: Quantize group_size must be a Python int, got "
                            f"{type(group_size).__name__} {group_size!r}; e.g. group_size=128")
        if group_size < 1 or n % group_size:
            raise ValueError(f"jax_flynorm: Quantize group_size={group_size!r} must be a positive "
                             f"Python int dividing x's last dim {n} (e.g. 128 for N = 4096)")
    scale = _as_array(quantize.scale, "Quantize scale")
    if scale is not None:
        if tuple(scale.shape) != ():
            raise ValueError(f"jax_flynorm: a per-tensor Quantize scale must be a scalar, got "
                             f"shape {tuple(scale.shape)}; for one scale per row or group leave "
                             f"scale=None (dynamic scaling)")
        if not jnp.issubdtype(scale.dtype, jnp.floating):
            raise TypeError(f"jax_flynorm: the Quantize scale has dtype {scale.dtype}; pass a "
                            f"float32 scalar, e.g. jnp.float32(0.05)")
        # A subnormal scale counts as 0 (docs/contract.md): a flushing runtime sees 0 while
        # constant folding keeps it, so it is made an exact 0 here, once, for every implementation.
        scale = scale.astype(jnp.float32)
        scale = jnp.where(jnp.abs(scale) < EPS_MIN, jnp.float32(0), scale)
    smooth = _as_array(quantize.smooth, "Quantize smooth")
    if smooth is not None:
        if tuple(smooth.shape) != (n,):
            raise ValueError(f"jax_flynorm: Quantize smooth has shape {tuple(smooth.shape)}; it "
                             f"must be ({n},), one factor per column of x")
        _float_dtype(smooth, "Quantize smooth")
    return {"quant_dtype": quantize.dtype, "group_size": int(group_size or 0),
            "static_scale": scale is not None, "has_smooth": smooth is not None,
            "smooth": smooth, "quant_scale": scale}


def _normalize(op: str, x, weight, bias, residual, *, eps, prenorm, out_dtype, residual_dtype,
               weight_offset, implementation, quantize=None, out_sharding=None):
    x, weight, bias, residual = (_as_array(v, n) for v, n in
                                 ((x, "x"), (weight, "weight"), (bias, "bias"),
                                  (residual, "residual")))
    if x.ndim < 1:
        raise ValueError("jax_flynorm: x must have at least one axis (the normalised last axis); "
                         "got a scalar. Reshape it, e.g. x.reshape(1, 1)")
    x_dtype = _float_dtype(x, "x")
    out_sharding = _check_out_sharding(out_sharding, quantize, x)
    for v, name in ((weight, "weight"), (bias, "bias")):
        if v is not None:
            _check_vector(v, name, tuple(x.shape))
    if weight is not None and bias is not None and weight.ndim != bias.ndim:
        # One weight row per head and a shared bias (or the reverse): the kernels take both at
        # the same shape; broadcast_to's transpose sums the gradient back.
        shape = max(weight.shape, bias.shape, key=len)
        weight, bias = jnp.broadcast_to(weight, shape), jnp.broadcast_to(bias, shape)
    if residual is not None:
        if tuple(residual.shape) != tuple(x.shape):
            raise ValueError(f"jax_flynorm: residual has shape {tuple(residual.shape)} but x has "
                             f"{tuple(x.shape)}; they must be equal")
        _float_dtype(residual, "residual")
    if not isinstance(prenorm, (bool, np.bool_)):
        raise TypeError(f"jax_flynorm: prenorm must be a bool, got {type(prenorm).__name__}")
    eps = _check_eps(eps)
    weight_offset = _check_weight_offset(weight_offset, weight)
    quant = _check_quantize(quantize, x, out_dtype)
    quant_operands = {"smooth": quant.pop("smooth", None),
                      "quant_scale": quant.pop("quant_scale", None)}
    out_dtype = _dtype_argument(out_dtype, "out_dtype") if out_dtype is not None else x_dtype
    if quant:
        out_dtype = quant["quant_dtype"]
    if residual_dtype is not None:
        if residual is None and not prenorm:
            raise ValueError("jax_flynorm: residual_dtype only applies with residual= or "
                             "prenorm=True; drop it")
        residual_dtype = _dtype_argument(residual_dtype, "residual_dtype")
    elif residual is None:
        residual_dtype = x_dtype
    elif prenorm:
        residual_dtype = np.dtype(residual.dtype)
    else:
        # Only the backward reads h: keep the sum's precision rather than round it to the
        # residual's dtype (f32 x with a bf16 residual would lose x's gradient precision).
        residual_dtype = np.dtype(jnp.promote_types(x_dtype, residual.dtype))
    implementation = backends.requested(implementation)

    fwd = FwdParams(op=op, eps=eps, has_residual=residual is not None,
                    has_weight=weight is not None, has_bias=bias is not None, out_dtype=out_dtype,
                    residual_dtype=residual_dtype if residual is not None else None,
                    implementation=implementation, weight_offset=weight_offset, **quant)
    ops = {"x": x, "residual": residual, "weight": weight, "bias": bias, **quant_operands}
    operands = tuple(ops[name] for name in fwd.operands)
    out = _primal(fwd, bool(prenorm) and residual is not None, operands,
                  quant_operands["quant_scale"])
    if prenorm and residual is None:
        out = out, x.astype(residual_dtype)
    if out_sharding is None:
        return out
    # y resharded, as jnp's ops take out_sharding; residual_out keeps x's sharding.
    if isinstance(out, tuple):
        return jax.sharding.reshard(out[0], out_sharding), out[1]
    return jax.sharding.reshard(out, out_sharding)


def _check_out_sharding(out_sharding, quantize, x) -> NamedSharding | PartitionSpec | None:
    """out_sharding checked as jnp's ops check theirs, for every implementation; its reduced set
    dropped (y is typed untagged, as jnp's einsum types it)."""
    if out_sharding is None:
        return None
    if quantize is not None:
        raise ValueError("jax_flynorm: out_sharding does not apply to quantized outputs (values "
                         "and scales); reshard them yourself with jax.sharding.reshard")
    if not isinstance(out_sharding, (NamedSharding, PartitionSpec)):
        raise TypeError(f"jax_flynorm: out_sharding must be a NamedSharding or a PartitionSpec, "
                        f"got {type(out_sharding).__name__}")
    named = isinstance(out_sharding, NamedSharding)
    spec = out_sharding.spec if named else out_sharding
    if spec.unreduced:
        raise ShardingTypeError(
            f"jax_flynorm: out_sharding {spec} is unreduced over "
            f"{sorted(spec.unreduced)}, but y is a whole value, not a partial sum (only the "
            f"result of a contraction over those axes can be unreduced); drop unreduced=")
    context = jax.sharding.get_abstract_mesh()
    if not named and context.empty:
        raise ValueError(f"jax_flynorm: out_sharding is the PartitionSpec {spec} but no mesh is "
                         f"set; pass a NamedSharding or call under jax.sharding.set_mesh(mesh)")
    if named:
        # The mesh y is computed on: the context mesh, else the one x is typed on.
        mesh = context if not context.empty else jax.typeof(x).sharding.mesh
        target = out_sharding.mesh.abstract_mesh
        both_auto = mesh.are_all_axes_auto and target.are_all_axes_auto
        if not mesh.empty and target != mesh and not both_auto:
            raise ValueError(
                f"jax_flynorm: out_sharding is on the mesh {target}, but the context mesh (or "
                f"x's) is {mesh}; they should match. Pass a sharding of that mesh (or a "
                f"PartitionSpec under jax.sharding.set_mesh) and move y to the other mesh "
                f"afterwards with jax.device_put")
    if spec.reduced:
        mesh = out_sharding.mesh if named else context
        types = dict(zip(mesh.axis_names, mesh.axis_types))
        if any(types.get(a) != jax.sharding.AxisType.Explicit for a in spec.reduced):
            raise ValueError(f"jax_flynorm: out_sharding {spec} is reduced over axes that are not "
                             f"Explicit mesh axes ({types}); name only Explicit ones")
        spec = spec.update(reduced=frozenset())
        return NamedSharding(out_sharding.mesh, spec) if named else spec
    return out_sharding


def rmsnorm(x: ArrayLike, weight: ArrayLike | None = None, bias: ArrayLike | None = None,
            residual: ArrayLike | None = None, *, eps: float = 1e-6, prenorm: bool = False,
            out_dtype: DTypeLike | None = None, residual_dtype: DTypeLike | None = None,
            weight_offset: float = 0.0, quantize: Quantize | None = None,
            out_sharding: NamedSharding | PartitionSpec | None = None,
            implementation: Implementation | None = None) -> jax.Array | Quantized | tuple:
    """RMSNorm over the last axis, fused: ``y = h * rstd * (weight + weight_offset) + bias`` with
    ``rstd = 1 / sqrt(mean(h**2) + eps)``, computed in float32.

    Args:
      x: (..., N) float32, bfloat16 or float16; all leading axes are rows. Any axis may be
        empty (the results are then empty, the weight and bias gradients zero).
      weight: optional (N,) scale, or x.shape[-k:] (e.g. (H, N) for x (..., H, N)) for one row
        per head; float32, bfloat16 or float16 whatever x's dtype. The norm is still over the last
        axis; the gradient has the weight's shape.
      bias: optional shift, shaped like weight (either may be (N,) when the other is per head);
        float32, bfloat16 or float16 whatever x's dtype.
      residual: optional (..., N) like x; the op normalises ``h = x + residual`` (summed in
        float32), else ``h = x``.
      eps: added to the mean square; a Python float, finite and at least the smallest normal
        float32 (1.1754944e-38), as it is used in float32. The kernels take it at run
        time, so changing it never compiles a new kernel.
      prenorm: also return ``residual_out = h`` in ``residual_dtype``.
      out_dtype: dtype of y, in any spelling jnp.dtype takes (jnp.float16, np.float16,
        "float16"); default x's dtype.
      residual_dtype: dtype of residual_out and of the h the backward reads; default with
        prenorm=True residual's dtype, else (no residual_out) the promoted dtype of x and
        residual, so that the saved h keeps the sum's precision.
      weight_offset: a Python float added to the weight inside the kernel: the scale is
        ``weight + weight_offset`` (1.0 for Gemma's ``(1 + w)``, or a zero-centred gamma); the
        gradient is still taken with respect to weight. Needs a weight.
      quantize: a :class:`jax_flynorm.Quantize`: y is then quantized in the same op to int8 or
        float8 (per token, per group of columns, or per tensor; smooth-quant) and returned as a
        :class:`jax_flynorm.Quantized` (values, scale, amax). Gradients: float8 values are
        straight-through (the gradient of the dequantized ``values * scale`` reaches y; the scales
        and smooth are constants to it); int8 values are integers and differentiating through them
        is an error. Not with out_dtype.
      out_sharding: y's sharding, as jnp's ops take it under sharding in types: a
        NamedSharding on the context mesh, or a PartitionSpec under ``jax.sharding.set_mesh``,
        over Explicit mesh axes; y is resharded to it (``jax.sharding.reshard``). A reduced set
        is dropped (y is typed untagged, as jnp's einsum types it); an unreduced one is refused
        (y is no partial sum). Not with quantize.
      implementation: ``"auto"`` (default), ``"xla"``, ``"cpu"``, ``"flydsl"`` or
        ``"pallas"``; when None, the ``JAX_FLYNORM_IMPLEMENTATION`` environment variable, else
        ``"auto"``. It is resolved per
        platform when JAX lowers: see :func:`jax_flynorm.which_implementation`.

    Returns:
      y with x's shape (a ``Quantized`` with ``quantize``), or ``(y, residual_out)`` when
      ``prenorm=True``.

    Raises:
      TypeError, ValueError: at trace time, for a bad shape, dtype, eps, implementation name or
        out_sharding (an unreduced out_sharding: JAX's ShardingTypeError, as jnp raises).

    The forward saves h, weight and the float32 rstd for the backward, which never recomputes it
    (with a 16-bit residual_dtype the saved h is rounded; the saved rstd is within one such
    rounding of the rounded h's, so the backward stays one pass over h and dy).
    Gradients flow to x, weight, bias, residual and through residual_out.
    """
    return _normalize("rmsnorm", x, weight, bias, residual, eps=eps, prenorm=prenorm,
                      out_dtype=out_dtype, residual_dtype=residual_dtype,
                      weight_offset=weight_offset, implementation=implementation,
                      quantize=quantize, out_sharding=out_sharding)


def layernorm(x: ArrayLike, weight: ArrayLike | None = None, bias: ArrayLike | None = None,
              residual: ArrayLike | None = None, *, eps: float = 1e-6, prenorm: bool = False,
              out_dtype: DTypeLike | None = None, residual_dtype: DTypeLike | None = None,
              weight_offset: float = 0.0, quantize: Quantize | None = None,
              out_sharding: NamedSharding | PartitionSpec | None = None,
              implementation: Implementation | None = None) -> jax.Array | Quantized | tuple:
    """LayerNorm over the last axis, fused: ``y = (h - mean) * rstd * (weight + weight_offset) +
    bias`` with ``rstd = 1 / sqrt(mean((h - mean)**2) + eps)`` (two-pass variance), in float32.

    Args:
      x: (..., N) float32, bfloat16 or float16; all leading axes are rows. Any axis may be
        empty (the results are then empty, the weight and bias gradients zero).
      weight: optional (N,) scale, or x.shape[-k:] (e.g. (H, N) for x (..., H, N)) for one row
        per head; float32, bfloat16 or float16 whatever x's dtype. The norm is still over the last
        axis; the gradient has the weight's shape.
      bias: optional shift, shaped like weight (either may be (N,) when the other is per head);
        float32, bfloat16 or float16 whatever x's dtype.
      residual: optional (..., N) like x; the op normalises ``h = x + residual`` (summed in
        float32), else ``h = x``.
      eps: added to the variance; a Python float, finite and at least the smallest normal
        float32 (1.1754944e-38), as it is used in float32. The kernels take it at run
        time, so changing it never compiles a new kernel.
      prenorm: also return ``residual_out = h`` in ``residual_dtype``.
      out_dtype: dtype of y, in any spelling jnp.dtype takes (jnp.float16, np.float16,
        "float16"); default x's dtype.
      residual_dtype: dtype of residual_out and of the h the backward reads; default with
        prenorm=True residual's dtype, else (no residual_out) the promoted dtype of x and
        residual, so that the saved h keeps the sum's precision.
      weight_offset: a Python float added to the weight inside the kernel: the scale is
        ``weight + weight_offset`` (1.0 for Gemma's ``(1 + w)``, or a zero-centred gamma); the
        gradient is still taken with respect to weight. Needs a weight.
      quantize: a :class:`jax_flynorm.Quantize`: y is then quantized in the same op to int8 or
        float8 (per token, per group of columns, or per tensor; smooth-quant) and returned as a
        :class:`jax_flynorm.Quantized` (values, scale, amax). Gradients: float8 values are
        straight-through (the gradient of the dequantized ``values * scale`` reaches y; the scales
        and smooth are constants to it); int8 values are integers and differentiating through them
        is an error. Not with out_dtype.
      out_sharding: y's sharding, as jnp's ops take it under sharding in types: a
        NamedSharding on the context mesh, or a PartitionSpec under ``jax.sharding.set_mesh``,
        over Explicit mesh axes; y is resharded to it (``jax.sharding.reshard``). A reduced set
        is dropped (y is typed untagged, as jnp's einsum types it); an unreduced one is refused
        (y is no partial sum). Not with quantize.
      implementation: ``"auto"`` (default), ``"xla"``, ``"cpu"``, ``"flydsl"`` or
        ``"pallas"``; when None, the ``JAX_FLYNORM_IMPLEMENTATION`` environment variable, else
        ``"auto"``. It is resolved per
        platform when JAX lowers: see :func:`jax_flynorm.which_implementation`.

    Returns:
      y with x's shape (a ``Quantized`` with ``quantize``), or ``(y, residual_out)`` when
      ``prenorm=True``.

    Raises:
      TypeError, ValueError: at trace time, for a bad shape, dtype, eps, implementation name or
        out_sharding (an unreduced out_sharding: JAX's ShardingTypeError, as jnp raises).

    The forward saves h, weight and the float32 statistics (mean, rstd) for the backward. It does
    not recompute them, except when h is saved rounded to a 16-bit residual_dtype: the backward then
    takes the statistics of that rounded h (one extra pass over a row it reads anyway), so that it
    is the exact gradient at the h the next layer sees (h - mean with the float32 mean would be
    mostly rounding error when |mean| >> std). A 16-bit residual stream therefore limits gradient
    precision when |mean| >> std of a row; residual_dtype=jnp.float32 avoids it.
    Gradients flow to x, weight, bias, residual and through residual_out.
    """
    return _normalize("layernorm", x, weight, bias, residual, eps=eps, prenorm=prenorm,
                      out_dtype=out_dtype, residual_dtype=residual_dtype,
                      weight_offset=weight_offset, implementation=implementation,
                      quantize=quantize, out_sharding=out_sharding)
