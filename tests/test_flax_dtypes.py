"""jax_flynorm.flax modules against flax's own with dtypes beyond the kernels': float64 under
jax_enable_x64 and numpy scalar types as dtype fields."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from flax import nnx

from tests import oracle
from tests.flax_support import (
    BF16,
    F16,
    F32,
    FLAVOURS,
    IMPLEMENTATIONS,
    LINEN,
    NNX,
    OPS,
    SHAPE,
    assert_close,
    assert_same_tree,
    kwargs_for,
    make_x,
    run_linen,
    run_nnx,
    tol,
)


@pytest.fixture
def x64():
    """jax_enable_x64 for one test, restored afterwards so no other test sees it."""
    previous = jax.config.read("jax_enable_x64")
    jax.config.update("jax_enable_x64", True)
    yield
    jax.config.update("jax_enable_x64", previous)


F64 = jnp.float64
# float64 activations, parameters or dtype=: flax's result is float64 (or the dtype asked for).
X64_CASES = [(F64, F32, None), (F64, F64, None), (F32, F64, None), (BF16, F64, None),
             (F64, F64, F32), (F32, F32, F64)]
X64_IDS = ["x{}-p{}-d{}".format(*(jnp.dtype(d).name if d else "none" for d in c))
           for c in X64_CASES]


@pytest.mark.parametrize("flavour", FLAVOURS)
@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("x_dtype,param_dtype,dtype", X64_CASES, ids=X64_IDS)
def test_float64_under_x64_matches_flax_and_is_computed_in_float64(x64, op, flavour, x_dtype,
                                                                   param_dtype, dtype):
    x = make_x(x_dtype)
    kw = kwargs_for(op, param_dtype, dtype, custom_init=True)
    if flavour == "linen":
        params, results = run_linen(op, IMPLEMENTATIONS[0], x, kw)
        params = params["params"]
    else:
        results = run_nnx(op, IMPLEMENTATIONS[0], x, kw)
        module = NNX[op][0](SHAPE[-1], rngs=nnx.Rngs(1), **kw)  # run_nnx's parameters
        params = {k: v[...] for k, v in nnx.state(module, nnx.Param).items()}
    (y, (gp, gx)), (y_ref, (gp_ref, gx_ref)) = results
    assert (y.dtype, gx.dtype) == (y_ref.dtype, gx_ref.dtype) == (
        jnp.dtype(dtype or F64), x.dtype)
    assert_same_tree(gp, gp_ref)

    def within(a, b, close):  # up to `close` and one rounding to a's dtype
        rounding = {"float64": 0.0, "float32": 1e-6, "bfloat16": 1e-2}[a.dtype.name]
        tol = max(close, rounding)
        np.testing.assert_allclose(np.asarray(a, np.float64), np.asarray(b, np.float64),
                                   atol=tol, rtol=tol)

    # Flax takes float32 statistics of x that is not float64 (or of any x with dtype=float32):
    # only then is it float32-accurate.
    close = 1e-10 if x_dtype == F64 and dtype is None else 1e-5
    within(y, y_ref, close)
    within(gx, gx_ref, close)
    for a, b in zip(jax.tree.leaves(gp), jax.tree.leaves(gp_ref)):
        assert a.dtype == b.dtype
        within(a, b, close * 30)
    # Ours is float64 math whatever x's dtype: the float64 oracle up to the output's rounding.
    # (nnx's promote_dtype first casts x and the parameters to dtype=, as in flax: float32 math.)
    exact = 1e-6 if flavour == "nnx" and dtype == F32 else 1e-10
    center = op == "layernorm"
    cot = jax.random.normal(jax.random.key(2), x.shape, F32)  # run_*'s cotangent
    y64, h, mean, rstd = oracle.forward(center, x, weight=params.get("scale"),
                                        bias=params.get("bias"), eps=0.05)
    dh, dw, _ = oracle.vjp(center, h, mean, rstd, cot, params.get("scale"))
    within(y, y64, exact)
    within(gx, dh, exact)
    if param_dtype == F64:
        g_scale = gp["params"]["scale"] if flavour == "linen" else gp["scale"][...]
        within(g_scale, dw, exact * 10)


@pytest.mark.parametrize("flavour", FLAVOURS)
@pytest.mark.parametrize("op", OPS)
def test_numpy_scalar_types_as_dtype_and_param_dtype(op, flavour):
    kw = dict(dtype=np.float16, param_dtype=np.float32)
    x = make_x(F32)
    if flavour == "linen":
        ours, ref = LINEN[op][0](**kw), LINEN[op][1](**kw)
        params = ours.init(jax.random.key(0), x)
        y, y_ref = ours.apply(params, x), ref.apply(params, x)
        assert params["params"]["scale"].dtype == F32
    else:
        ours = NNX[op][0](SHAPE[-1], rngs=nnx.Rngs(0), **kw)
        y, y_ref = ours(x), NNX[op][1](SHAPE[-1], rngs=nnx.Rngs(0), **kw)(x)
        assert ours.scale.dtype == F32
    assert y.dtype == F16
    assert_close(y, y_ref, **tol(F16))
