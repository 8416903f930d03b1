"""The portable jnp path (implementation 'xla') against the float64 oracle."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm.backends import xla
from tests import oracle, tolerances
from tests.norm_suite import NormSuite


class TestXlaBackend(NormSuite):
    implementation = "xla"


# Each backward form of the portable path, forced on a small shape (it is chosen by size).
BACKWARD_FORMS = [("layernorm", "autodiff"), ("layernorm", "input_sums"),
                  ("layernorm", "transposed"), ("rmsnorm", "input_sums"), ("rmsnorm", "row_scale")]


@pytest.mark.parametrize("op_form", BACKWARD_FORMS, ids="-".join)
@pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16])
def test_backward_forms_match_the_oracle(monkeypatch, request, op_form, dtype):
    """The portable backward has several forms chosen by size (XLA fuses each best in its
    range); every one must be the gradient."""
    # Compiled calls are cached by their parameters: lower afresh, and leave no forced form behind.
    jax.clear_caches()
    request.addfinalizer(jax.clear_caches)
    calls = []
    monkeypatch.setattr(xla, "backward_form", lambda *args: calls.append(args) or op_form[1])
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
