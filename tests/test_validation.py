"""Bad input is reported at trace time with the argument's name and the fix; edge sizes work."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import _tolerances as tolerances
from tests import oracle, pallas_everywhere

FNS = [jax_flynorm.rmsnorm, jax_flynorm.layernorm]
X = jnp.ones((4, 8), jnp.float32)
W = jnp.ones((8,), jnp.float32)
EPS_BOUND = r"eps is used as a float32 and must be finite and at least 1\.1754944e-38"

CASES = [
    ("scalar x", dict(x=jnp.float32(1.0)), ValueError, "x must have at least one axis"),
    ("int x", dict(x=jnp.ones((2, 8), jnp.int32)), TypeError, "x has dtype int32"),
    ("bool x", dict(x=jnp.ones((2, 8), bool)), TypeError, "x has dtype bool"),
    ("complex x", dict(x=jnp.ones((2, 8), jnp.complex64)), TypeError, "x has dtype complex64"),
    ("f64-like x", dict(x=np.ones((2, 8), np.float64)), TypeError, "x has dtype float64"),
    ("weight length", dict(weight=jnp.ones((7,))), ValueError, "weight has length 7"),
    ("weight rank", dict(weight=jnp.ones((1, 8))), ValueError, "x's trailing shape"),
    ("weight int", dict(weight=jnp.ones((8,), jnp.int32)), TypeError, "weight has dtype int32"),
    ("bias length", dict(bias=jnp.ones((9,))), ValueError, "bias has length 9"),
    ("residual shape", dict(residual=jnp.ones((4, 7))), ValueError, "residual has shape"),
    ("residual dtype", dict(residual=jnp.ones((4, 8), jnp.int8)), TypeError, "residual has dtype"),
    ("eps zero", dict(eps=0.0), ValueError, EPS_BOUND),
    ("eps negative", dict(eps=-1e-5), ValueError, EPS_BOUND),
    ("eps nan", dict(eps=float("nan")), ValueError, EPS_BOUND),
    ("eps inf", dict(eps=float("inf")), ValueError, EPS_BOUND),
    # eps is used in float32: 0 there, a denormal a kernel may flush, inf there.
    ("eps 0 in f32", dict(eps=1e-50), ValueError, EPS_BOUND + r".*0\.0 in float32"),
    ("eps denormal in f32", dict(eps=1e-40), ValueError, EPS_BOUND),
    ("eps inf in f32", dict(eps=1e39), ValueError, EPS_BOUND + r".*inf in float32"),
    ("eps array", dict(eps=jnp.float32(1e-5)), TypeError, "eps must be a Python float"),
    ("out_dtype int", dict(out_dtype=jnp.int32), TypeError, "out_dtype is int32"),
    ("out_dtype numpy f64", dict(out_dtype=np.float64), TypeError, "out_dtype is float64"),
    ("out_dtype not a dtype", dict(out_dtype="f17"), TypeError, "out_dtype='f17' is not a dtype"),
    ("residual_dtype int", dict(residual=X, residual_dtype=np.int8), TypeError,
     "residual_dtype is int8"),
    ("weight_offset array", dict(weight_offset=jnp.float32(1.0)), TypeError,
     "weight_offset must be a Python float"),
    ("weight_offset nan", dict(weight_offset=float("nan")), ValueError, "must be finite"),
    # Finite as a Python float, inf as the float32 the kernels add to the weight.
    ("weight_offset f32 overflow", dict(weight_offset=1e39), ValueError,
     r"weight_offset is used as a float32 and must be finite there .*got 1e\+39 \(inf in "
     r"float32\)"),
    ("weight_offset -f32 overflow", dict(weight_offset=-3.5e38), ValueError,
     "weight_offset is used as a float32"),
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


@pytest.mark.parametrize("fn", FNS, ids=lambda f: f.__name__)
def test_smallest_normal_float32_eps_keeps_an_all_zero_row_finite(fn):
    """The bound eps is checked against is the one that makes the check's point: with it, a row of
    zeros gives y = 0, not 0/0."""
    x = jnp.zeros((3, 8), jnp.float32).at[1].set(jax.random.normal(jax.random.key(0), (8,)))
    tiny = float(np.finfo(np.float32).tiny)
    y = np.asarray(jax.jit(lambda x: fn(x, W, eps=tiny))(x))
    np.testing.assert_array_equal(y[[0, 2]], np.zeros((2, 8)))
    assert np.isfinite(y).all()


# Every spelling of a dtype that jnp.dtype accepts: numpy's scalar types have a `.dtype`
# attribute too, which is not a dtype.
SPELLINGS = [np.float16, jnp.float16, "float16", np.dtype("float16"), ml_dtypes.bfloat16,
             jnp.bfloat16, "bfloat16", np.float32, "float32"]


@pytest.mark.parametrize("fn", FNS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("spelling", SPELLINGS, ids=repr)
def test_dtype_arguments_take_every_spelling_of_jnp_dtype(fn, spelling):
    x = jax.random.normal(jax.random.key(1), (4, 8), jnp.float32)
    y, h = fn(x, W, residual=x, prenorm=True, out_dtype=spelling, residual_dtype=spelling)
    assert y.dtype == jnp.dtype(spelling) and h.dtype == jnp.dtype(spelling)
    y_exp, h_exp, _, _ = oracle.forward(fn is jax_flynorm.layernorm, x, x, W)
    tolerances.assert_close(y, y_exp, tolerances.value(y.dtype), "y")
    tolerances.assert_close(h, h_exp, tolerances.value(h.dtype), "residual_out")


ON_CPU = jax.default_backend() == "cpu"
# Every implementation that runs here (pallas by JAX's Pallas interpreter off CUDA).
ZERO_SIZE_IMPLEMENTATIONS = ["xla", "cpu", "auto", "pallas"] if ON_CPU else ["xla", "auto",
                                                                              "pallas"]
# An empty axis at each position of x, with a weight of x's last axis and one per head
# (x.shape[1:]), whose gradient sums over no rows or is empty itself.
ZERO_SIZE_SHAPES = [((0, 3, 8), "vector"), ((0, 3, 8), "per_head"), ((2, 0, 8), "vector"),
                    ((2, 0, 8), "per_head"), ((2, 3, 0), "vector"), ((2, 3, 0), "per_head"),
                    ((4, 0), "vector"), ((0,), "vector")]


@pytest.mark.parametrize("implementation", ZERO_SIZE_IMPLEMENTATIONS)
@pytest.mark.parametrize("fn", FNS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("shape,weight", ZERO_SIZE_SHAPES, ids=str)
def test_every_zero_size_axis_gives_empty_values_and_zero_gradients(monkeypatch, fn, shape,
                                                                     weight, implementation, rng):
    if implementation == "pallas":
        pallas_everywhere.register(monkeypatch)
    vshape = shape[-1:] if weight == "vector" else shape[1:]
    x, r = (jnp.asarray(rng.standard_normal(shape), jnp.bfloat16) for _ in range(2))
    w, b = (jnp.asarray(1.0 + rng.standard_normal(vshape), jnp.float32) for _ in range(2))

    def loss(x, w, b, r):
        y, h = fn(x, w, b, r, prenorm=True, implementation=implementation)
        return jnp.sum(y.astype(jnp.float32)) + jnp.sum(h.astype(jnp.float32)), (y, h)

    grads, (y, h) = jax.jit(jax.grad(loss, argnums=(0, 1, 2, 3), has_aux=True))(x, w, b, r)
    assert (y.shape, y.dtype, h.shape, h.dtype) == (shape, x.dtype, shape, x.dtype)
    for name, g, a in zip(("x", "weight", "bias", "residual"), grads, (x, w, b, r)):
        assert (g.shape, g.dtype) == (a.shape, a.dtype), name
        # A sum over no rows: zero (w and b are not empty when only the rows are).
        np.testing.assert_array_equal(np.asarray(g, np.float32), np.zeros(a.shape), name)
