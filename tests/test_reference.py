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


@pytest.mark.parametrize("input_sums", [False, True])
@pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16])
def test_layernorm_backward_forms_match_the_oracle(monkeypatch, input_sums, dtype):
    """The portable LayerNorm backward has two forms chosen by size (XLA fuses each best in its
    range); both must be the gradient. Forcing the threshold exercises each on a small shape."""
    monkeypatch.setattr(xla, "INPUT_SUMS_MIN_ROWS", 0 if input_sums else 1 << 62)
    rng = np.random.default_rng()
    m, n = 37, 96
    x = jnp.asarray(3.0 + rng.standard_normal((m, n)), dtype)
    w = jnp.asarray(1.0 + 0.1 * rng.standard_normal(n), jnp.float32)
    b = jnp.asarray(0.1 * rng.standard_normal(n), jnp.float32)
    dy = jnp.asarray(rng.standard_normal((m, n)), dtype)
    _, pull = jax.vjp(lambda x, w, b: jax_flynorm.layernorm(x, w, b, implementation="xla"),
                      x, w, b)
    dx, dw, db = pull(dy)
    _, h64, mean, rstd = oracle.forward(True, x)
    dh, dw_exp, db_exp = oracle.vjp(True, h64, mean, rstd, dy, w)
    tolerances.assert_close(dx, dh, tolerances.grad(dtype), "dx")
    tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(dtype, m), "dweight")
    tolerances.assert_close(db, db_exp, tolerances.weight_grad(dtype, m), "dbias")
