"""jax_flynorm.flax modules against flax.linen / flax.nnx: outputs, gradients, dtypes, params."""

from __future__ import annotations

import inspect
import subprocess
import sys

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

from jax_flynorm import flax as fnn
from jax_flynorm.flax import linen as fnn_linen
from jax_flynorm.flax import nnx as fnn_nnx
from tests.flax_support import (
    BF16,
    F16,
    F32,
    FLAVOURS,
    IMPLEMENTATIONS,
    LINEN,
    NNX,
    ON_CPU,
    OPS,
    SHAPE,
    assert_close,
    assert_same_tree,
    kwargs_for,
    make_x,
    random_init,
    run_linen,
    run_nnx,
    tol,
)

# dtype override both ways, and a third-dtype parameter that we widen to float32.
CASES = [
    (F32, F32, None), (F32, BF16, None), (BF16, F32, None), (BF16, BF16, None),
    (F32, F32, BF16), (BF16, F32, BF16), (BF16, BF16, F32), (F16, BF16, None),
]
CASE_IDS = ["x{}-p{}-d{}".format(*(jnp.dtype(d).name if d else "none" for d in c)) for c in CASES]


def check(results, x_dtype, param_dtype, dtype):
    (y, (gp, gx)), (y_ref, (gp_ref, gx_ref)) = results
    assert_close(y, y_ref, **tol(y_ref.dtype, x_dtype, param_dtype))
    assert_close(gx, gx_ref, **tol(x_dtype, param_dtype, *([dtype] if dtype else [])))
    assert_same_tree(gp, gp_ref)
    low = tol(x_dtype, param_dtype, *([dtype] if dtype else []))
    for a, b in zip(jax.tree.leaves(gp), jax.tree.leaves(gp_ref)):
        # parameter grads sum over all rows: compare relative to their scale
        scale = float(jnp.max(jnp.abs(b.astype(F32)))) + 1.0
        assert_close(a, b, atol=low["atol"] * scale, rtol=low["rtol"])


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("x_dtype,param_dtype,dtype", CASES, ids=CASE_IDS)
def test_linen_matches_flax(implementation, op, x_dtype, param_dtype, dtype):
    x = make_x(x_dtype)
    kw = kwargs_for(op, param_dtype, dtype, custom_init=True)
    params, results = run_linen(op, implementation, x, kw)
    check(results, x_dtype, param_dtype, dtype)
    # the param tree is flax's: same structure, shapes, dtypes and (same rng) values
    ref_params = LINEN[op][1](**kw).init(jax.random.key(1), x)
    assert_same_tree(params, ref_params)
    jax.tree.map(np.testing.assert_array_equal, params, ref_params)


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("x_dtype,param_dtype,dtype", CASES, ids=CASE_IDS)
def test_nnx_matches_flax(implementation, op, x_dtype, param_dtype, dtype):
    x = make_x(x_dtype)
    kw = kwargs_for(op, param_dtype, dtype, custom_init=True)
    check(run_nnx(op, implementation, x, kw), x_dtype, param_dtype, dtype)
    ours = NNX[op][0](SHAPE[-1], rngs=nnx.Rngs(3), **kw)
    ref = NNX[op][1](SHAPE[-1], rngs=nnx.Rngs(3), **kw)
    assert_same_tree(nnx.state(ours), nnx.state(ref))
    jax.tree.map(np.testing.assert_array_equal, nnx.state(ours), nnx.state(ref))


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("flavour", FLAVOURS)
@pytest.mark.parametrize("op,use_scale,use_bias", [
    ("rmsnorm", False, False), ("layernorm", False, True), ("layernorm", True, False),
    ("layernorm", False, False)])
def test_without_scale_or_bias(implementation, flavour, op, use_scale, use_bias):
    x = make_x(F32, seed=4)
    kw = kwargs_for(op, F32, None, custom_init=True, use_scale=use_scale, use_bias=use_bias)
    if flavour == "linen":
        results = run_linen(op, implementation, x, kw)[1]
    else:
        results = run_nnx(op, implementation, x, kw)
    check(results, F32, F32, None)


@pytest.mark.parametrize("op", OPS)
def test_linen_checkpoint_from_flax(op):
    """Params initialised by flax's module (other rng) drive ours; flax applies ours."""
    x = make_x(BF16, shape=(3, 16), seed=5)
    kw = kwargs_for(op, F32, None, custom_init=True)
    flax_params = LINEN[op][1](**kw).init(jax.random.key(9), x)
    _, results = run_linen(op, "auto", x, kw, params=flax_params)
    check(results, BF16, F32, None)


def test_nnx_checkpoint_from_flax():
    x = make_x(F32, shape=(4, 48), seed=6)
    kw = kwargs_for("layernorm", F32, None, custom_init=True)
    ref = nnx.LayerNorm(48, rngs=nnx.Rngs(11), **kw)
    ours = fnn_nnx.LayerNorm(48, rngs=nnx.Rngs(12), **kw)
    nnx.update(ours, nnx.state(ref))
    assert_close(ours(x), ref(x), atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_accepted_flax_fields(flavour):
    """use_fast_variance is accepted (we always use the two-pass variance); axes naming the last
    axis explicitly are the same as -1."""
    x = make_x(F32, seed=8)
    kw = dict(use_fast_variance=False, reduction_axes=(2,), feature_axes=-1)
    if flavour == "linen":
        ours, ref = fnn_linen.LayerNorm(**kw), nn.LayerNorm()
        params = ours.init(jax.random.key(0), x)
        y, y_ref = ours.apply(params, x), ref.apply(params, x)
    else:
        ours = fnn_nnx.LayerNorm(48, rngs=nnx.Rngs(0), **kw)
        ref = nnx.LayerNorm(48, rngs=nnx.Rngs(0))
        y, y_ref = ours(x), ref(x)
    assert_close(y, y_ref, atol=1e-5, rtol=1e-5)


UNSUPPORTED = [
    ({"reduction_axes": 1}, "reduction_axes"),
    ({"reduction_axes": (1, 2)}, "reduction_axes"),
    ({"feature_axes": 0}, "feature_axes"),
    ({"axis_name": "batch"}, "axis_name"),
    ({"axis_index_groups": [[0, 1]]}, "axis_index_groups"),
]


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("kw,field", UNSUPPORTED + [({"force_float32_reductions": False},
                                                     "force_float32_reductions")])
def test_linen_unsupported_raise(op, kw, field):
    x = make_x(F32, seed=3)
    with pytest.raises(ValueError, match=rf"{field}.*flax\.linen\."):
        LINEN[op][0](**kw).init(jax.random.key(0), x)


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("kw,field", UNSUPPORTED)
def test_nnx_unsupported_raise(op, kw, field):
    x = make_x(F32, seed=3)
    mod = NNX[op][0](SHAPE[-1], rngs=nnx.Rngs(0), **kw)
    with pytest.raises(ValueError, match=rf"{field}.*flax\.nnx\."):
        mod(x)


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_mask_raises(flavour):
    x = make_x(F32, seed=3)
    mask = jnp.ones(x.shape, bool)
    with pytest.raises(ValueError, match=r"mask.*flax\."):
        if flavour == "linen":
            mod = fnn_linen.RMSNorm()
            mod.apply(mod.init(jax.random.key(0), x), x, mask=mask)
        else:
            fnn_nnx.RMSNorm(SHAPE[-1], rngs=nnx.Rngs(0))(x, mask=mask)


@pytest.mark.parametrize("implementation,custom_call",
                         [("cpu", True), ("xla", False)] if ON_CPU else [("xla", False)])
def test_implementation_field_selects(implementation, custom_call):
    x = make_x(F32, shape=(4, 48))
    mod = fnn_linen.LayerNorm(implementation=implementation)
    params = mod.init(jax.random.key(0), x)
    text = jax.jit(mod.apply).lower(params, x).as_text()
    assert ("custom_call @flynorm" in text) == custom_call
    nnx_mod = fnn_nnx.LayerNorm(48, rngs=nnx.Rngs(0), implementation=implementation)
    text = jax.jit(lambda x: nnx_mod(x)).lower(x).as_text()
    assert ("custom_call @flynorm" in text) == custom_call


def test_jit_and_namespaces():
    assert fnn.linen is fnn_linen and fnn.nnx is fnn_nnx
    assert fnn.__all__ == ["linen", "nnx"]
    x = make_x(BF16, shape=(4, 48))
    mod = fnn_nnx.RMSNorm(48, rngs=nnx.Rngs(0))
    y = nnx.jit(lambda m, x: m(x))(mod, x)
    assert y.dtype == F32 and y.shape == x.shape


@pytest.mark.parametrize("op", OPS)
def test_defaults_match_flax(op):
    ours, ref = LINEN[op][0](), LINEN[op][1]()
    for field in ("epsilon", "dtype", "param_dtype", "use_scale", "reduction_axes"):
        assert getattr(ours, field) == getattr(ref, field), field
    sig_ours = inspect.signature(NNX[op][0].__init__).parameters
    for name, param in inspect.signature(NNX[op][1].__init__).parameters.items():
        if name in ("epsilon", "dtype", "param_dtype", "use_scale", "use_bias", "num_features"):
            assert sig_ours[name].default == param.default, name


def test_import_does_not_pull_in_flax():
    code = "import sys, jax_flynorm; assert 'flax' not in sys.modules, 'flax imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("op", OPS)
def test_gh13_nnx_promote_dtype_gets_flaxs_arguments(op):
    """A promote_dtype written for flax unpacks (x, scale) for RMSNorm, (x, scale, bias) for
    LayerNorm; ours must call it the same way and give flax's result."""
    arity = {"rmsnorm": 2, "layernorm": 3}[op]
    calls = []

    def promote(args, *, dtype=None):
        assert len(args) == arity, f"called with {len(args)} arrays"
        calls.append(len(args))
        return tuple(None if a is None else a.astype(BF16) for a in args)

    ours_cls, flax_cls = NNX[op]
    x = make_x(F32)
    ours = ours_cls(SHAPE[-1], promote_dtype=promote, rngs=nnx.Rngs(0),
                      implementation=IMPLEMENTATIONS[0])
    theirs = flax_cls(SHAPE[-1], promote_dtype=promote, rngs=nnx.Rngs(0))
    assert_close(ours(x), theirs(x), **tol(BF16))
    assert calls == [arity, arity]


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("op", OPS)
def test_weight_offset_with_zero_init_equals_flax_with_ones(op, implementation):
    """Gemma's (1 + scale): scale stored around 0, weight_offset=1.0; same output and scale
    gradient as flax's module with the scale stored around 1."""
    x = make_x(F32)
    ours = LINEN[op][0](weight_offset=1.0, scale_init=random_init(0.0, 0.3),
                        implementation=implementation)
    theirs = LINEN[op][1](scale_init=random_init(0.0, 0.3))
    variables = ours.init(jax.random.key(1), x)
    shifted = jax.tree.map(lambda v: v, variables)
    shifted["params"]["scale"] = variables["params"]["scale"] + 1.0

    def grads(module, v):
        return jax.value_and_grad(lambda v: jnp.sum(jnp.sin(module.apply(v, x))))(v)

    (y_ours, g_ours), (y_theirs, g_theirs) = grads(ours, variables), grads(theirs, shifted)
    np.testing.assert_allclose(y_ours, y_theirs, rtol=1e-5)
    assert_close(g_ours["params"]["scale"], g_theirs["params"]["scale"], atol=1e-5, rtol=1e-5)
    module = NNX[op][0](SHAPE[-1], weight_offset=1.0, scale_init=nnx.initializers.zeros,
                        rngs=nnx.Rngs(0), implementation=implementation)
    assert_close(module(x), NNX[op][1](SHAPE[-1], rngs=nnx.Rngs(0))(x), **tol(F32))


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("fast", [True, False])
def test_use_fast_variance_is_ignored_the_variance_is_two_pass(fast, implementation):
    """|mean| >> std: E[x^2] - mean^2 would cancel in f32; the result must match float64 either
    way."""
    x = 1000.0 + make_x(F32)
    ours = fnn_linen.LayerNorm(use_fast_variance=fast, implementation=implementation)
    y = ours.apply(ours.init(jax.random.key(0), x), x)
    x64 = np.asarray(x, np.float64)
    c = x64 - x64.mean(-1, keepdims=True)
    expected = c / np.sqrt((c * c).mean(-1, keepdims=True) + 1e-6)
    np.testing.assert_allclose(np.asarray(y), expected, atol=2e-3, rtol=2e-3)
    module = fnn_nnx.LayerNorm(SHAPE[-1], use_fast_variance=fast, rngs=nnx.Rngs(0),
                               implementation=implementation)
    np.testing.assert_allclose(np.asarray(module(x)), expected, atol=2e-3, rtol=2e-3)
