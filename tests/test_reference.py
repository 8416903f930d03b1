"""The portable jnp path (implementation 'xla') against the float64 oracle."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import _tolerances as tolerances
from tests import oracle
from tests.norm_suite import PORTABLE_BACKWARD_FORMS, NormSuite, force_backward_form


class TestXlaBackend(NormSuite):
    implementation = "xla"


@pytest.mark.parametrize("op_form", PORTABLE_BACKWARD_FORMS, ids="-".join)
@pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16])
def test_backward_forms_match_the_oracle(monkeypatch, request, op_form, dtype, rng):
    """The portable backward has several forms chosen by size (XLA fuses each best in its
    range); every one, forced on a small shape, must be the gradient."""
    calls = force_backward_form(monkeypatch, request, op_form[1])
    op = op_form[0]
    center = op == "layernorm"
    m, n = 37, 96
    x = jnp.asarray(3.0 + rng.standard_normal((m, n)), dtype)
    w = jnp.asarray(1.0 + 0.1 * rng.standard_normal(n), jnp.float32)
    b = jnp.asarray(0.1 * rng.standard_normal(n), jnp.float32)
    dy = jnp.asarray(rng.standard_normal((m, n)), dtype)
    fn = getattr(jax_flynorm, op)
    _, pull = jax.vjp(lambda x, w, b: fn(x, w, b, implementation="xla"), x, w, b)
    dx, dw, db = pull(dy)
    _, h64, mean, rstd = oracle.forward(center, x)
    dh, dw_exp, db_exp = oracle.vjp(center, h64, mean, rstd, dy, w)
    tolerances.assert_close(dx, dh, tolerances.grad(dtype), "dx")
    tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(dtype, m), "dweight")
    tolerances.assert_close(db, db_exp, tolerances.weight_grad(dtype, m), "dbias")
    assert calls, "the backward no longer asks backward_form"


@pytest.mark.parametrize("op_form", PORTABLE_BACKWARD_FORMS, ids="-".join)
def test_every_backward_form_gives_zero_dx_where_the_statistics_overflow(monkeypatch, request,
                                                                         op_form, rng):
    """A finite row whose f32 variance overflows has rstd = 0, so dx = 0 there (the contract),
    whichever form runs, also where a per-row sum of h * g overflows too (0 * Inf); the other rows
    keep the oracle's gradient."""
    calls = force_backward_form(monkeypatch, request, op_form[1])
    op = op_form[0]
    center = op == "layernorm"
    n = 256
    big = rng.uniform(-1.0, 1.0, (3, n)) * np.array([1e37, 3e36, 1e20])[:, None]
    x = jnp.asarray(np.concatenate([big, 3.0 + rng.standard_normal((4, n))]), jnp.float32)
    w = jnp.asarray(1.0 + 0.1 * rng.standard_normal(n), jnp.float32)
    b = jnp.asarray(0.1 * rng.standard_normal(n), jnp.float32)
    dy = rng.standard_normal(x.shape)
    dy[:3] *= 1e4  # sum(h * dy * w) of the big rows overflows
    dy = jnp.asarray(dy, jnp.float32)
    fn = getattr(jax_flynorm, op)
    _, pull = jax.vjp(lambda x, w, b: fn(x, w, b, implementation="xla"), x, w, b)
    dx, dw, db = pull(dy)
    assert (np.asarray(dx[:3]) == 0).all(), np.asarray(dx[:3])
    _, h64, mean, rstd = oracle.forward(center, x[3:])
    dh, dw_exp, _ = oracle.vjp(center, h64, mean, rstd, dy[3:], w)
    tolerances.assert_close(dx[3:], dh, tolerances.grad(jnp.float32), "dx")
    tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(jnp.float32, 4), "dweight")
    assert calls, "the backward no longer asks backward_form"
