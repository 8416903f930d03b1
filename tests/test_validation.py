"""Bad input is reported at trace time with the argument's name and the fix; edge sizes work."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm

FNS = [jax_flynorm.rmsnorm, jax_flynorm.layernorm]
X = jnp.ones((4, 8), jnp.float32)
W = jnp.ones((8,), jnp.float32)

CASES = [
    ("scalar x", dict(x=jnp.float32(1.0)), ValueError, "x must have at least one axis"),
    ("int x", dict(x=jnp.ones((2, 8), jnp.int32)), TypeError, "x has dtype int32"),
    ("bool x", dict(x=jnp.ones((2, 8), bool)), TypeError, "x has dtype bool"),
    ("complex x", dict(x=jnp.ones((2, 8), jnp.complex64)), TypeError, "x has dtype complex64"),
    ("f64-like x", dict(x=np.ones((2, 8), np.float64)), TypeError, "x has dtype float64"),
    ("empty N", dict(x=jnp.ones((2, 0))), ValueError, "N must be >= 1"),
    ("weight length", dict(weight=jnp.ones((7,))), ValueError, "weight has length 7"),
    ("weight rank", dict(weight=jnp.ones((1, 8))), ValueError, "x's trailing shape"),
    ("weight int", dict(weight=jnp.ones((8,), jnp.int32)), TypeError, "weight has dtype int32"),
    ("bias length", dict(bias=jnp.ones((9,))), ValueError, "bias has length 9"),
    ("residual shape", dict(residual=jnp.ones((4, 7))), ValueError, "residual has shape"),
    ("residual dtype", dict(residual=jnp.ones((4, 8), jnp.int8)), TypeError, "residual has dtype"),
    ("eps zero", dict(eps=0.0), ValueError, "eps must be finite and > 0"),
    ("eps negative", dict(eps=-1e-5), ValueError, "eps must be finite and > 0"),
    ("eps nan", dict(eps=float("nan")), ValueError, "eps must be finite"),
    ("eps inf", dict(eps=float("inf")), ValueError, "eps must be finite"),
    ("eps array", dict(eps=jnp.float32(1e-5)), TypeError, "eps must be a Python float"),
    ("out_dtype int", dict(out_dtype=jnp.int32), TypeError, "out_dtype has dtype int32"),
    ("weight_offset array", dict(weight_offset=jnp.float32(1.0)), TypeError,
     "weight_offset must be a Python float"),
    ("weight_offset nan", dict(weight_offset=float("nan")), ValueError, "must be finite"),
    ("weight_offset no weight", dict(weight=None, weight_offset=1.0), ValueError,
     "needs a weight"),
    ("residual_dtype alone", dict(residual_dtype=jnp.float32), ValueError,
     "residual_dtype only applies"),
    ("prenorm not bool", dict(prenorm="yes"), TypeError, "prenorm must be a bool"),
    ("unknown implementation", dict(implementation="triton"), ValueError,
     "unknown implementation 'triton'"),
]


@pytest.mark.parametrize("fn", FNS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("case", CASES, ids=lambda c: c[0])
def test_bad_input_raises_at_trace_time_naming_the_problem(fn, case):
    _, overrides, error, message = case
    kwargs = {"x": X, "weight": W, **overrides}
    with pytest.raises(error, match=message):
        jax.jit(lambda: fn(**kwargs)).trace()


@pytest.mark.parametrize("fn", FNS, ids=lambda f: f.__name__)
def test_traced_eps_is_rejected_with_the_fix(fn):
    with pytest.raises(TypeError, match="static value"):
        jax.jit(lambda x, e: fn(x, eps=e)).trace(X, 1e-5)


# The C++ custom call runs only where the default device is a CPU (on a GPU machine: xla alone).
@pytest.mark.parametrize("implementation",
                         ["cpu", "xla"] if jax.default_backend() == "cpu" else ["xla"])
@pytest.mark.parametrize("fn", FNS, ids=lambda f: f.__name__)
def test_zero_rows_and_single_feature_work(fn, implementation):
    x0 = jnp.ones((0, 16), jnp.bfloat16)
    w = jnp.ones((16,), jnp.float32)
    y, (dx, dw) = jax.value_and_grad(lambda x, w: jnp.sum(fn(x, w, implementation=implementation)),
                                     argnums=(0, 1))(x0, w)
    assert y == 0 and dx.shape == (0, 16) and np.all(np.asarray(dw) == 0)
    x1 = jnp.array([[3.0], [-2.0]], jnp.float32)
    y1 = fn(x1, implementation=implementation)
    # N = 1: rmsnorm gives x / sqrt(x^2 + eps) = sign(x); layernorm centres everything to 0.
    expected = np.sign(np.asarray(x1)) if fn is jax_flynorm.rmsnorm else np.zeros((2, 1))
    np.testing.assert_allclose(np.asarray(y1), expected, atol=1e-5)


def test_accepts_numpy_and_python_inputs():
    x = np.random.default_rng(0).standard_normal((3, 8)).astype(np.float32)
    y = jax_flynorm.rmsnorm(x, [1.0] * 8)
    assert y.shape == (3, 8) and y.dtype == jnp.float32
