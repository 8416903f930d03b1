"""The C++ CPU custom call (implementation 'cpu') against the float64 oracle."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import _tolerances as tolerances
from tests import oracle
from tests.norm_suite import NormSuite, random_inputs


class TestCpuCustomCall(NormSuite):
    implementation = "cpu"


# `auto` on CPU: the C++ backward except in AUTO_BANDS (f32 RMSNorm, 1024-2048 rows, N >= 4096,
# up to 2^24 elements), where the portable backward is the faster
# (benchmarks/results/cpu-grad-band).
BAND_CASES = [("rmsnorm", (2048, 4096), "float32", "xla"),
              ("rmsnorm", (1024, 8192), "float32", "xla"),
              ("rmsnorm", (2, 512, 4096), "float32", "xla"),  # rows fold the leading axes
              ("rmsnorm", (2048, 8192), "float32", "xla"),
              ("rmsnorm", (2048, 16384), "float32", "cpu"),
              ("rmsnorm", (4096, 4096), "float32", "cpu"),
              ("rmsnorm", (512, 4096), "float32", "cpu"),
              ("rmsnorm", (2048, 2048), "float32", "cpu"),
              ("rmsnorm", (2048, 4096), "bfloat16", "cpu"),
              ("layernorm", (2048, 4096), "float32", "cpu")]


def _grad_text(norm: str, shape, dtype, implementation: str = "auto",
               platform: str = "cpu") -> str:
    op = getattr(jax_flynorm, norm)
    loss = jax.grad(lambda x, w: op(x, w, implementation=implementation).astype(
        jnp.float32).sum(), argnums=(0, 1))
    x = jax.ShapeDtypeStruct(shape, jnp.dtype(dtype))
    w = jax.ShapeDtypeStruct(shape[-1:], jnp.dtype(dtype))
    return jax.jit(loss).trace(x, w).lower(lowering_platforms=(platform,)).as_text()


@pytest.mark.parametrize("norm, shape, dtype, expected", BAND_CASES, ids=str)
def test_auto_backward_on_cpu_is_portable_in_the_f32_rmsnorm_band(norm, shape, dtype, expected):
    """which_implementation names the band's choice, and the lowering runs it (the C++ custom
    call is in the program exactly when it says "cpu")."""
    got = jax_flynorm.which_implementation("cpu", "auto", direction="bwd", dtype=dtype,
                                           shape=shape, norm=norm)
    assert got == expected
    text = _grad_text(norm, shape, dtype)
    assert (f"custom_call @flynorm_{norm}_bwd(" in text) == (expected == "cpu")
    # Without a shape the answer is the dtype's, for any shape outside the bands.
    assert jax_flynorm.which_implementation("cpu", "auto", direction="bwd", dtype=dtype,
                                            norm=norm) == "cpu"


def test_which_implementation_rejects_an_unknown_norm():
    with pytest.raises(ValueError, match="norm must be"):
        jax_flynorm.which_implementation("cpu", direction="bwd", shape=(8, 8), norm="rms")


@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_portable_backward_takes_the_row_scale_form_on_cpu_only(op):
    """On CPU the portable backward is the row_scale form (its per-row factors go through an
    optimisation barrier); lowered for CUDA at this shape it stays input_sums (no barrier but the
    weight's, which every form has)."""
    shape = (2048, 4096) if op == "rmsnorm" else (8192, 8192)

    def barriers(*platform):
        return _grad_text(op, shape, "float32", "xla", *platform).count(
            "stablehlo.optimization_barrier")

    assert (barriers(), barriers("cuda")) == (2, 1)


def test_auto_loss_gradient_in_the_band_matches_the_oracle():
    """The band's portable backward after the xla forward: dx and dweight of sum(rmsnorm(x, w))
    against the float64 oracle, at a band shape."""
    x, w, _, _ = random_inputs(11, (1024, 4096), jnp.float32, "f32")
    loss = jax.jit(jax.grad(lambda x, w: jax_flynorm.rmsnorm(x, w).sum(), argnums=(0, 1)))
    dx, dw = loss(x, w)
    _, h64, mean, rstd = oracle.forward(False, x, None, w, None)
    dh, dw64, _ = oracle.vjp(False, x, mean, rstd, jnp.ones(x.shape, jnp.float32), w)
    tolerances.assert_close(dx, dh, tolerances.grad(jnp.float32), "dx")
    tolerances.assert_close(dw, dw64, tolerances.weight_grad(jnp.float32, 1024), "dweight")


def test_layernorm_rows_whose_mean_dwarfs_their_spread_are_as_accurate_as_the_portable_path():
    """|mean| >> std: the mean's rounding error must not dominate h - mean. A constant row has
    variance 0, so y is exactly 0."""
    rng = np.random.default_rng(41)
    n = 4096
    means = 10.0 ** rng.uniform(1, 4, 15) * rng.choice([-1.0, 1.0], 15)
    stds = np.abs(means) * 10.0 ** rng.uniform(-6, -3, 15)
    x = means[:, None] + stds[:, None] * rng.standard_normal((15, n))
    constant = np.array([[1234.5678], [-3.3e4], [0.1]]) * np.ones((1, n))
    x = jnp.asarray(np.concatenate([x, constant]), jnp.float32)
    y64 = np.asarray(oracle.forward(True, x)[0])
    err = {}
    for implementation in ("xla", "cpu"):
        y = jax.jit(lambda x, i=implementation: jax_flynorm.layernorm(x, implementation=i))(x)
        err[implementation] = np.abs(np.asarray(y, np.float64) - y64).max(axis=-1)
    assert (err["cpu"][15:] == 0).all(), err["cpu"][15:]
    assert (err["cpu"] <= 1.25 * err["xla"] + 1e-7).all(), (err["cpu"], err["xla"])
    assert err["cpu"].sum() <= 1.05 * err["xla"].sum(), (err["cpu"], err["xla"])


@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_a_finite_row_whose_statistics_overflow_normalises_to_zero_with_zero_gradient(op):
    """Its f32 variance is Inf, so rstd = 0: y = bias and dx = 0 from every implementation
    (the contract), never NaN; the ordinary rows beside it keep the oracle's values."""
    rng = np.random.default_rng(7)
    n = 256
    scale = {"rmsnorm": [3.3e38, 1e20, 3e19], "layernorm": [1e20, 3e19, 1e21]}[op]
    big = rng.uniform(-1.0, 1.0, (3, n)) * np.array(scale)[:, None]
    x = jnp.asarray(np.concatenate([big, rng.standard_normal((2, n))]), jnp.float32)
    w = jnp.asarray(rng.standard_normal(n), jnp.float32)
    b = jnp.asarray(rng.standard_normal(n), jnp.float32)
    dy = jnp.asarray(rng.standard_normal(x.shape), jnp.float32)
    fn = getattr(jax_flynorm, op)
    y64, *_ = oracle.forward(op == "layernorm", x[3:], None, w, b)
    for implementation in ("xla", "cpu"):
        y, vjp = jax.vjp(lambda x, w, b, i=implementation: fn(x, w, b, implementation=i), x, w, b)
        dx, dw, _ = vjp(dy)
        np.testing.assert_array_equal(np.asarray(y[:3]), np.broadcast_to(b, (3, n)),
                                      err_msg=implementation)
        assert (np.asarray(dx[:3]) == 0).all(), implementation
        np.testing.assert_allclose(np.asarray(y[3:]), y64, rtol=1e-4, atol=1e-4)
        assert np.isfinite(np.asarray(dw)).all() and np.isfinite(np.asarray(dx)).all()
