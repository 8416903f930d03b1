"""Differentiation of the norm ops, forward and reverse mode, as JAX's own primitives do it.

- `forward(params, *operands)` runs the forward op. Its JVP is the forward again (so higher orders
  differentiate it in turn) plus `tangent_p`, a linear primitive: the tangent map at the saved h,
  weight and statistics.
- `tangent_p`'s transpose is the backward op. So `jax.grad` linearises, saves (h, weight, mean,
  rstd) and runs the fused backward on them, exactly as a custom_vjp would; `jax.jvp`, `jacfwd`
  and `linearize` evaluate `tangent_p` (jnp); `hessian` differentiates all of it again (the
  backward's own JVP is the jnp reference's).
"""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.extend.core import Primitive
from jax.interpreters import ad, batching, mlir

from . import _reference, _tags
from ._ops import VECTOR_OPERANDS, BwdParams, FwdParams
from ._partitioning import bind, same_varying
from ._primitives import forward_results, like_vector, to_front, vector_spec
from .backends import xla


def _saved_names(fwd: FwdParams) -> tuple[str, ...]:
    """What the tangent map reads: h (residual_out, or x), weight, and the statistics."""
    return ("h", *(("weight",) if fwd.has_weight else ()), *fwd.norm.stats)


def _saved(fwd: FwdParams, operands: dict, outs: dict) -> list:
    values = {"h": outs.get("residual_out", operands["x"]), **operands, **outs}
    return [values[name] for name in _saved_names(fwd)]


# ------------------------------------------------------------------------------------------------
# The forward op and its JVP.


@functools.partial(jax.custom_jvp, nondiff_argnums=(0,))
def forward(fwd: FwdParams, *operands) -> tuple:
    """All results of the forward op (y, residual_out?, mean?, rstd), in table order."""
    return bind(fwd, *operands)


@forward.defjvp
def _forward_jvp(fwd: FwdParams, primals, tangents):
    outs = forward(fwd, *primals)
    if fwd.quant_dtype is not None:
        return outs, _quantized_tangents(fwd, primals, tangents, outs)
    operands = dict(zip(fwd.operands, primals))
    saved = _saved(fwd, operands, dict(zip(fwd.results, outs)))
    tangents = tuple(ad.instantiate_zeros(t) for t in tangents)
    # Inside shard_map the tangents vary over the mesh axes the primal results vary over.
    out_t = tangent_p.bind(*same_varying([*saved, *tangents]), params=fwd)
    return outs, tuple(out_t)


def _quantized_tangents(fwd: FwdParams, primals, tangents, outs) -> tuple:
    """Straight-through: the values' tangent is y's (of the unquantized norm, times smooth)
    divided by the scale, so the gradient of the dequantized values * scale reaches y unchanged.
    The scales, amax, smooth and the per-tensor scale are constants to differentiation."""
    if fwd.quant_dtype == np.dtype(np.int8):
        raise TypeError(
            "jax_flynorm: int8 quantized values are integers and have no gradient; differentiate "
            "through a float8 quantization (straight-through), or stop the gradient at the norm's "
            "inputs with jax.lax.stop_gradient")
    plain = fwd.unquantized(np.float32)
    operands = dict(zip(fwd.operands, primals))
    tans = dict(zip(fwd.operands, tangents))
    results = dict(zip(fwd.results, outs))
    saved = _saved(plain, operands, results)
    plain_t = [ad.instantiate_zeros(tans[name]) for name in plain.operands]
    out_t = dict(zip(plain.results,
                     tangent_p.bind(*same_varying([*saved, *plain_t]), params=plain)))
    y_t = out_t["y"]
    if fwd.has_smooth:
        y_t = y_t * operands["smooth"].astype(jnp.float32)
    if fwd.static_scale:
        scale = operands["quant_scale"].astype(jnp.float32)
    else:
        scale = results["y_scale"]
        if fwd.group_size:
            y_t = y_t.reshape(*y_t.shape[:-1], -1, fwd.group_size)
            scale = scale[..., None]
    # Linear in y_t (the transpose needs it), so not _reference.divide_by_scale's per-element
    # divisor.
    zero = scale == 0
    values_t = jnp.where(zero, y_t * 0, y_t / jnp.where(zero, 1, scale)).reshape(
        results["y"].shape)
    out_t["y"] = values_t.astype(fwd.quant_dtype)
    for name in ("y_scale", "y_amax"):
        if name in results:
            out_t[name] = jnp.zeros_like(results[name])
    return tuple(out_t[name] for name in fwd.results)


# ------------------------------------------------------------------------------------------------
# tangent_p: (saved..., x_t, residual_t?, weight_t?, bias_t?) -> tangents of the forward results.


def _split(fwd: FwdParams, args) -> tuple[dict, dict]:
    k = len(_saved_names(fwd))
    return dict(zip(_saved_names(fwd), args[:k])), dict(zip(fwd.operands, args[k:]))


def _tangent_impl(*args, params: FwdParams):
    saved, tans = _split(params, args)
    out = _reference.tangent(
        params.norm.center, saved["h"], saved.get("weight"), saved.get("mean"), saved["rstd"],
        tans["x"], tans.get("residual"), tans.get("weight"), tans.get("bias"), eps=params.eps,
        weight_offset=params.weight_offset, recompute_stats=params.recomputes_stats,
        out_dtype=params.out_dtype, residual_dtype=params.residual_dtype)
    return [out[name] for name in params.results]


def _tangent_abstract(*args, params: FwdParams):
    # x's varying manual axes (shard_map), made equal to all operands' at bind, and its sharding.
    return forward_results(_split(params, args)[1]["x"], params)


tangent_p = Primitive("flynorm_tangent")
tangent_p.multiple_results = True
tangent_p.def_abstract_eval(_tangent_abstract)
tangent_p.def_impl(lambda *args, params: jax.jit(
    functools.partial(_tangent_impl, params=params))(*args))
mlir.register_lowering(tangent_p, mlir.lower_fun(_tangent_impl, multiple_results=True))


def _tangent_transpose(cts, *args, params: FwdParams):
    """The backward op on the saved values: dy = ct(y), dresidual_out = ct(residual_out)."""
    saved, tans = _split(params, args)
    cts = dict(zip(params.results, cts))
    ct_y = cts["y"]
    dy = jnp.zeros_like(saved["h"], params.out_dtype) if type(ct_y) is ad.Zero else ct_y
    dres = cts.get("residual_out")
    dres = None if dres is None or type(dres) is ad.Zero else dres
    vectors = [tans[v] for v in VECTOR_OPERANDS if v in tans]
    bwd = BwdParams(op=params.op, has_weight=params.has_weight, has_bias=params.has_bias,
                    has_dresidual_out=dres is not None, implementation=params.implementation,
                    eps=params.eps, weight_offset=params.weight_offset,
                    recompute_stats=params.recomputes_stats,
                    vector_ndim=_ndim(vectors[0]) if vectors else 1,
                    vector_spec=vector_spec(saved["h"], vectors),
                    unreduced=_tags.partial_axes(saved["h"], vectors))
    out = dict(zip(bwd.results, backward(bwd, *_backward_operands(bwd, saved, dy, dres))))
    dx = out["dx"]
    ct_stats = {s: cts.get(s) for s in params.norm.stats}
    if any(v is not None and type(v) is not ad.Zero for v in ct_stats.values()):
        dx = dx.astype(jnp.float32) + _stats_transpose(params, saved, ct_stats)
    grads = {"x": dx, "residual": dx, "weight": out.get("dweight"), "bias": out.get("dbias")}
    grads = {k: v[0] if k in VECTOR_OPERANDS and v is not None else v for k, v in grads.items()}
    return [None] * len(saved) + [
        like_vector(grads[name].astype(t.aval.dtype), t.aval) if ad.is_undefined_primal(t)
        else None
        for name, t in tans.items()]


def _ndim(value) -> int:
    return value.aval.ndim if ad.is_undefined_primal(value) else jnp.ndim(value)


def _backward_operands(bwd: BwdParams, saved: dict, dy, dres) -> list:
    values = {**saved, "dy": dy, "dresidual_out": dres}
    return [values[name] for name in bwd.operands]


def _stats_transpose(params: FwdParams, saved: dict, ct_stats: dict):
    """The cotangents of the statistics' tangents (they reach here only in higher-order AD)."""
    h = saved["h"]
    mean, rstd = _reference.backward_stats(params.norm.center, h.astype(jnp.float32),
                                           saved.get("mean"), saved["rstd"],
                                           recompute=params.recomputes_stats, eps=params.eps)

    def real(v):
        return None if v is None or type(v) is ad.Zero else v

    return _reference.stats_transpose(params.norm.center, h, mean, rstd,
                                      real(ct_stats.get("mean")), real(ct_stats["rstd"]))


ad.primitive_transposes[tangent_p] = _tangent_transpose


def _tangent_jvp(primals, tangents, *, params: FwdParams):
    """Second order: the tangent map is bilinear in (saved values, tangents); differentiate its
    jnp statement, keeping tangent_p itself for the primal so it stays transposable."""
    outs = tangent_p.bind(*primals, params=params)
    tangents = tuple(ad.instantiate_zeros(t) for t in tangents)
    _, out_t = jax.jvp(functools.partial(_tangent_impl, params=params), tuple(primals), tangents)
    return outs, out_t


ad.primitive_jvps[tangent_p] = _tangent_jvp


def _tangent_batch(args, dims, *, params: FwdParams):
    """Rows gain the batch axis in front; a batched weight or bias (or its tangent) maps the jnp
    statement instead, which JAX transposes by itself."""
    names = [*_saved_names(params), *params.operands]
    size = next(a.shape[d] for a, d in zip(args, dims) if d is not None)
    if any(d is not None for n, d in zip(names, dims) if n in VECTOR_OPERANDS):
        outs = jax.vmap(functools.partial(_tangent_impl, params=params), in_axes=list(dims))(
            *args)
        return outs, [0] * len(outs)
    moved = [a if n in VECTOR_OPERANDS else to_front(a, d, size)
             for n, a, d in zip(names, args, dims)]
    return tangent_p.bind(*moved, params=params), [0] * len(params.results)


batching.primitive_batchers[tangent_p] = _tangent_batch


# ------------------------------------------------------------------------------------------------
# The backward op, differentiable again (for hessians) through the jnp reference's JVP.


@functools.partial(jax.custom_jvp, nondiff_argnums=(0,))
def backward(bwd: BwdParams, *operands) -> tuple:
    return bind(bwd, *operands)


@backward.defjvp
def _backward_jvp(bwd: BwdParams, primals, tangents):
    outs = backward(bwd, *primals)
    tangents = tuple(ad.instantiate_zeros(t) for t in tangents)
    _, out_t = jax.jvp(functools.partial(xla.lower_backward, bwd), tuple(primals), tangents)
    return outs, tuple(out_t)

