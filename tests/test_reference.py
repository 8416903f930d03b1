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
def test_backward_forms_match_the_oracle(monkeypatch, request, op_form, dtype):
    """The portable backward has several forms chosen by size (XLA fuses each best in its
    range); every one, forced on a small shape, must be the gradient."""
    calls = force_backward_form(monkeypatch, request, op_form[1])
    op = op_form[0]
    center = op == "layernorm"
    rng = np.random.default_rng()
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
