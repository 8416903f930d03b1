"""The flax modules' quantize option: the same Quantized as jax_flynorm.rmsnorm/layernorm with the
same Quantize, for linen and nnx, every mode and dtype, under jit; parameters untouched; errors."""

from __future__ import annotations

import zlib

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

import jax_flynorm
from jax_flynorm import Quantize, Quantized
from jax_flynorm._ops import QUANT_QMAX
from jax_flynorm.flax import linen as fnn_linen
from jax_flynorm.flax import nnx as fnn_nnx

from .quant_oracle import quantize64, steps_apart
from .test_flax import FLAVOURS, OPS, random_init

F32, BF16 = jnp.float32, jnp.bfloat16
N = 48
SHAPE = (2, 5, N)
GROUP = 16  # N / GROUP = 3 groups a row
DTYPES = [jnp.int8, jnp.float8_e4m3fn, jnp.float8_e4m3fnuz]
MODES = ["per_token", "per_group", "per_tensor", "smooth"]
# The portable path; the C++ and FlyDSL forwards are the functions' business (their own tests):
# the modules hand `implementation` through unchanged (tests/test_flax.py).
IMPL = "xla"
LINEN = {"rmsnorm": fnn_linen.RMSNorm, "layernorm": fnn_linen.LayerNorm}
NNX = {"rmsnorm": fnn_nnx.RMSNorm, "layernorm": fnn_nnx.LayerNorm}
FUNCTIONS = {"rmsnorm": jax_flynorm.rmsnorm, "layernorm": jax_flynorm.layernorm}


def fresh(seed: int, shape=SHAPE, dtype=F32, mean=0.3, std=1.7):
    return (mean + std * jax.random.normal(jax.random.key(seed), shape, F32)).astype(dtype)


def request(mode: str, dtype, seed: int) -> Quantize:
    if mode == "per_group":
        return Quantize(dtype, group_size=GROUP)
    if mode == "per_tensor":
        # A scale that saturates some values, so that saturation is compared too.
        return Quantize(dtype, scale=jnp.float32(0.9 / QUANT_QMAX[np.dtype(jnp.dtype(dtype))]))
    if mode == "smooth":
        return Quantize(dtype, smooth=jnp.exp(fresh(seed, (N,), mean=0.0, std=0.5)))
    return Quantize(dtype)


def module_kwargs(op: str) -> dict:
    kw = dict(epsilon=1e-5, scale_init=random_init(1.0, 0.5), implementation=IMPL)
    if op == "layernorm":
        kw["bias_init"] = random_init(0.0, 0.3)
    return kw


def linen_module(op: str, **kw):
    return LINEN[op](**module_kwargs(op), **kw)


def nnx_module(op: str, **kw):
    return NNX[op](N, rngs=nnx.Rngs(3), **module_kwargs(op), **kw)


def params_of(flavour: str, module, x):
    """(weight, bias) of a module, and a jitted call of it taking (x, call-time quantize)."""
    if flavour == "linen":
        variables = module.init(jax.random.key(3), x)
        p = variables["params"]
        call = jax.jit(lambda v, x, q: module.apply(v, x, quantize=q))
        return p["scale"], p.get("bias"), lambda x, q: call(variables, x, q)
    call = nnx.jit(lambda m, x, q: m(x, quantize=q))
    bias = getattr(module, "bias", None)
    return (module.scale[...], bias[...] if bias is not None else None,
            lambda x, q: call(module, x, q))


def assert_same_quantized(got, want):
    assert isinstance(got, Quantized), type(got)
    assert got.values.dtype == want.values.dtype and got.values.shape == want.values.shape
    # bitwise: the module runs the function's op on the same operands
    np.testing.assert_array_equal(np.asarray(got.values).view(np.uint8),
                                  np.asarray(want.values).view(np.uint8))
    np.testing.assert_array_equal(np.asarray(got.scale), np.asarray(want.scale))
    assert (got.amax is None) == (want.amax is None)
    if want.amax is not None:
        np.testing.assert_array_equal(np.asarray(got.amax), np.asarray(want.amax))


def norm64(op: str, x, weight, bias, eps: float):
    h = np.asarray(x, np.float64)
    if op == "layernorm":
        h = h - h.mean(-1, keepdims=True)
    y = h / np.sqrt((h * h).mean(-1, keepdims=True) + eps) * np.asarray(weight, np.float64)
    return y + np.asarray(bias, np.float64) if bias is not None else y


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: jnp.dtype(d).name)
@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("flavour", FLAVOURS)
def test_module_equals_function(flavour, op, dtype, mode):
    seed = zlib.crc32(f"{flavour}{op}{jnp.dtype(dtype).name}{mode}".encode()) % 10_000
    x = fresh(seed, dtype=BF16 if mode == "per_group" else F32)
    q = request(mode, dtype, seed + 1)
    make = linen_module if flavour == "linen" else nnx_module
    weight, bias, call = params_of(flavour, make(op, quantize=q), x)
    # Jitted with its operands as arguments, as the modules' calls are (so in the other tests
    # here): on a GPU an eager call or constant operands compile to other fusions, whose f32
    # rounding may differ in a last bit.
    want = jax.jit(lambda x, w, b, q: FUNCTIONS[op](x, w, b, eps=1e-5, quantize=q,
                                                    implementation=IMPL))(x, weight, bias, q)

    from_field = call(x, None)
    assert_same_quantized(from_field, want)
    # The same request at call time, on a module built without one.
    _, _, plain_call = params_of(flavour, make(op), x)
    assert_same_quantized(plain_call(x, q), want)

    # And independently: within one quantization step of the float64 norm's quantization (f32
    # statistics can move a value across a rounding boundary).
    oracle = quantize64(norm64(op, x, weight, bias, 1e-5), dtype, group_size=q.group_size or 0,
                        scale=q.scale, smooth=q.smooth)
    assert int(steps_apart(from_field.values, oracle["values"], dtype).max()) <= 1
    np.testing.assert_allclose(np.asarray(from_field.scale, np.float64), oracle["scale"],
                               rtol=1e-5)
    if mode == "per_tensor":
        np.testing.assert_allclose(float(from_field.amax), oracle["amax"], rtol=1e-5)


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("flavour", FLAVOURS)
def test_parameters_unchanged_by_quantization(flavour, op):
    x = fresh(11)
    q = Quantize(jnp.float8_e4m3fn, smooth=jnp.linspace(0.5, 2.0, N))
    if flavour == "linen":
        plain, quant = linen_module(op), linen_module(op, quantize=q)
        v_plain, v_quant = (m.init(jax.random.key(5), x) for m in (plain, quant))
        # Same collections, names, shapes, dtypes and values: checkpoints interchange.
        assert jax.tree.structure(v_plain) == jax.tree.structure(v_quant)
        for a, b in zip(jax.tree.leaves(v_plain), jax.tree.leaves(v_quant)):
            np.testing.assert_array_equal(a, b)
        out, state = quant.apply(v_quant, x, mutable=True)
        assert isinstance(out, Quantized)
        # nothing added or changed during a call
        assert jax.tree.structure(state) == jax.tree.structure(v_quant)
        for a, b in zip(jax.tree.leaves(state), jax.tree.leaves(v_quant)):
            np.testing.assert_array_equal(a, b)
        y = plain.apply(v_quant, x)  # the quantized module's params in the plain module
        np.testing.assert_array_equal(y, linen_module(op).apply(v_plain, x))
        return
    plain, quant = nnx_module(op), nnx_module(op, quantize=q)
    p_plain, p_quant = nnx.state(plain, nnx.Param), nnx.state(quant, nnx.Param)
    assert jax.tree.structure(p_plain) == jax.tree.structure(p_quant)
    for a, b in zip(jax.tree.leaves(p_plain), jax.tree.leaves(p_quant)):
        np.testing.assert_array_equal(a, b)
    before = jax.tree.map(np.asarray, nnx.state(quant))
    assert isinstance(quant(x), Quantized)
    after = jax.tree.map(np.asarray, nnx.state(quant))
    assert jax.tree.structure(before) == jax.tree.structure(after)
    for a, b in zip(jax.tree.leaves(before), jax.tree.leaves(after)):
        np.testing.assert_array_equal(a, b)
    # A call-time request does not stick: the next plain call is the plain norm.
    plain(x, quantize=q)
    y = plain(x)
    assert y.dtype == F32


def test_nnx_arrays_are_state_not_params():
    """The request's arrays are QuantizeVariables: in nnx.state (traced by nnx.jit, restored by
    nnx.update), not nnx.Param (so optimizers and nnx.grad leave them alone). A request without
    arrays is static."""
    smooth = jnp.linspace(0.5, 2.0, N)
    mod = nnx_module("rmsnorm", quantize=Quantize(jnp.float8_e4m3fn, scale=jnp.float32(0.01),
                                                  smooth=smooth))
    state = nnx.state(mod, fnn_nnx.QuantizeVariable)
    np.testing.assert_array_equal(state["quantize"]["smooth"][...], smooth)
    np.testing.assert_array_equal(state["quantize"]["scale"][...], np.float32(0.01))
    assert "quantize" not in nnx.state(mod, nnx.Param)
    grads = nnx.grad(lambda m, x: m(x).values.astype(F32).sum())(mod, fresh(18))
    assert "quantize" not in grads and "scale" in grads
    static = nnx_module("rmsnorm", quantize=Quantize(jnp.int8, group_size=GROUP))
    assert "quantize" not in nnx.state(static)
    # nnx.jit traces them: new values give new results, without a new module or a retrace.
    x = fresh(12)
    traces = []
    call = nnx.jit(lambda m, x: traces.append(1) or m(x))
    first = call(mod, x)
    nnx.update(mod, {"quantize": {"smooth": 2.0 * smooth}})  # as a checkpoint restore does
    second = call(mod, x)
    np.testing.assert_allclose(second.amax, 2.0 * first.amax, rtol=1e-6)
    mod.quantize.scale[...] = jnp.float32(0.02)  # delayed scaling: next step's scale
    third = call(mod, x)
    assert float(third.scale) == np.float32(0.02) and len(traces) == 1
    want = jax.jit(lambda x, w, q: jax_flynorm.rmsnorm(x, w, eps=1e-5, implementation=IMPL,
                                                       quantize=q))
    assert_same_quantized(third, want(x, mod.scale[...], Quantize(
        jnp.float8_e4m3fn, scale=jnp.float32(0.02), smooth=2.0 * smooth)))


def test_linen_hashable_request_and_call_time_arrays_under_nn_jit():
    """linen's nn.jit fingerprints a module's fields and cannot take arrays in them: an array-free
    request in the field, the arrays at call time (traced)."""
    x = fresh(13)
    q = Quantize(jnp.float8_e4m3fn, smooth=jnp.linspace(0.5, 2.0, N))

    class Outer(nn.Module):
        @nn.compact
        def __call__(self, x, q):
            return nn.jit(fnn_linen.RMSNorm)(quantize=Quantize(jnp.int8),
                                             implementation=IMPL)(x, quantize=q)

    variables = Outer().init(jax.random.key(0), x, q)
    got = Outer().apply(variables, x, q)
    weight = variables["params"]["JitRMSNorm_0"]["scale"]
    want = jax.jit(lambda x, w, q: jax_flynorm.rmsnorm(x, w, quantize=q, implementation=IMPL))
    assert_same_quantized(got, want(x, weight, q))
    hash(fnn_linen.RMSNorm(quantize=Quantize(jnp.int8, group_size=GROUP)))
    # clone keeps or replaces the request
    mod = fnn_linen.RMSNorm(quantize=q)
    assert mod.clone().quantize is q and mod.clone(quantize=None).quantize is None


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_float8_gradient_is_the_functions_int8_raises(flavour):
    x = fresh(14)
    cot = fresh(15)

    def loss(out):
        return jnp.sum(out.values.astype(F32) * out.scale[..., None] * cot)

    q = Quantize(jnp.float8_e4m3fn)
    if flavour == "linen":
        mod = linen_module("layernorm", quantize=q)
        variables = mod.init(jax.random.key(3), x)
        gp, gx = jax.grad(lambda v, x: loss(mod.apply(v, x)), argnums=(0, 1))(variables, x)
        w, b = variables["params"]["scale"], variables["params"]["bias"]
        gw, gb = gp["params"]["scale"], gp["params"]["bias"]
        int8 = lambda: jax.grad(lambda x: loss(mod.apply(variables, x, quantize=Quantize(  # noqa: E731
            jnp.int8))))(x)
    else:
        mod = nnx_module("layernorm", quantize=q)
        grads, gx = nnx.grad(lambda m, x: loss(m(x)), argnums=(0, 1))(mod, x)
        w, b = mod.scale[...], mod.bias[...]
        gw, gb = grads["scale"][...], grads["bias"][...]
        int8 = lambda: nnx.grad(lambda m: loss(m(x, quantize=Quantize(jnp.int8))))(mod)  # noqa: E731
    want = jax.grad(lambda w, b, x: loss(jax_flynorm.layernorm(
        x, w, b, eps=1e-5, quantize=q, implementation=IMPL)), argnums=(0, 1, 2))(w, b, x)
    for got, ref in zip((gw, gb, gx), want):
        np.testing.assert_allclose(got, ref, rtol=1e-6, atol=1e-6)
    assert float(jnp.abs(gx).max()) > 0  # straight-through, not zero
    with pytest.raises(TypeError, match="int8 quantized values are integers"):
        int8()


def run(flavour: str, op: str = "rmsnorm", x=None, call_q=None, **kw):
    x = fresh(16) if x is None else x
    if flavour == "linen":
        mod = linen_module(op, **kw)
        return mod.apply(mod.init(jax.random.key(0), x), x, quantize=call_q)
    return nnx_module(op, **kw)(x, quantize=call_q)


@pytest.mark.parametrize("where", ["field", "call"])
@pytest.mark.parametrize("flavour", FLAVOURS)
def test_bad_requests_raise(flavour, where):
    def ask(q, **kw):
        return run(flavour, **({"quantize": q} if where == "field" else {"call_q": q}), **kw)

    with pytest.raises(TypeError, match=f"{flavour}.RMSNorm: quantize must be a "
                                        f"jax_flynorm.Quantize"):
        ask("int8")
    with pytest.raises(ValueError, match="dtype=bfloat16 and quantize both set"):
        ask(Quantize(jnp.int8), dtype=BF16)
    with pytest.raises(ValueError, match="group_size=20 must be a positive Python int dividing"):
        ask(Quantize(jnp.int8, group_size=20))
    with pytest.raises(ValueError, match="per-tensor Quantize scale must be a scalar"):
        ask(Quantize(jnp.float8_e4m3fn, scale=jnp.ones(2)))
    with pytest.raises(ValueError, match=rf"smooth has shape \(7,\); it must be \({N},\)"):
        ask(Quantize(jnp.int8, smooth=jnp.ones(7)))


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_float64_with_quantize_raises(flavour):
    previous = jax.config.read("jax_enable_x64")
    jax.config.update("jax_enable_x64", True)
    try:
        with pytest.raises(TypeError, match="quantize takes float32, bfloat16 or float16"):
            run(flavour, x=fresh(17).astype(jnp.float64), quantize=Quantize(jnp.int8))
    finally:
        jax.config.update("jax_enable_x64", previous)
