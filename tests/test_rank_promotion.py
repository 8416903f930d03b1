"""Under jax.numpy_rank_promotion("raise") (JAX's own test setting, and a common user config) every
path broadcasts explicitly: forward, gradients and the Flax modules, for x of rank 2 and 3."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import _tolerances as tolerances
from tests import oracle
from tests.norm_suite import random_inputs

# The C++ custom call runs only where the default device is a CPU (on a GPU machine: xla alone).
IMPLEMENTATIONS = ["xla", "cpu"] if jax.default_backend() == "cpu" else ["xla"]
OPS = {"rmsnorm": (jax_flynorm.rmsnorm, False), "layernorm": (jax_flynorm.layernorm, True)}


@pytest.fixture(autouse=True)
def strict_rank_promotion():
    with jax.numpy_rank_promotion("raise"):
        yield


def test_the_setting_is_active():
    with pytest.raises(ValueError, match="rank_promotion"):
        jnp.ones((3, 5)) * jnp.ones((5,))


@pytest.mark.parametrize("shape", [(3, 5), (2, 3, 40)], ids=str)
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("op", OPS)
def test_forward_and_grads(op, implementation, shape):
    fn, center = OPS[op]
    x, w, b, r = random_inputs(11, shape, jnp.float32, "f32", bias=True, residual=True)
    dy = jax.random.normal(jax.random.key(12), shape)

    def loss(x, w, b, r):
        y, h = fn(x, w, b, r, prenorm=True, implementation=implementation)
        return jnp.sum(y * dy) + jnp.sum(h * h), y

    grads, y = jax.jit(jax.grad(loss, argnums=(0, 1, 2, 3), has_aux=True))(x, w, b, r)
    y_exp, h, mean, rstd = oracle.forward(center, x, r, w, b)
    tolerances.assert_close(y, y_exp, tolerances.value(jnp.float32), "y")
    dh, dw, db = oracle.vjp(center, h, mean, rstd, dy, w, dresidual_out=2 * h)
    rows = int(np.prod(shape[:-1]))
    for g, expected, tol in [(grads[0], dh, tolerances.grad(jnp.float32)),
                             (grads[3], dh, tolerances.grad(jnp.float32)),
                             (grads[1], dw, tolerances.weight_grad(jnp.float32, rows)),
                             (grads[2], db, tolerances.weight_grad(jnp.float32, rows))]:
        tolerances.assert_close(g, expected, tol)


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_vmap_with_a_batched_weight(implementation):
    x, w, b, _ = random_inputs(13, (4, 3, 16), jnp.float32, "f32", bias=True)
    ws = jnp.stack([w, 2 * w, w + 1, -w])
    y = jax.vmap(lambda x, w: jax_flynorm.layernorm(x, w, b, implementation=implementation))(x, ws)
    expected = np.stack([oracle.forward(True, x[i], weight=ws[i], bias=b)[0] for i in range(4)])
    tolerances.assert_close(y, expected, tolerances.value(jnp.float32))


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("op", ["RMSNorm", "LayerNorm"])
def test_flax_modules(op, implementation):
    pytest.importorskip("flax")
    from flax import nnx

    from jax_flynorm import flax as fnn

    x = random_inputs(14, (2, 3, 24), jnp.float32)[0]
    linen = getattr(fnn.linen, op)(implementation=implementation)
    variables = linen.init(jax.random.key(0), x)
    grads = jax.grad(lambda v: jnp.sum(linen.apply(v, x) ** 2))(variables)
    assert jax.tree.structure(grads) == jax.tree.structure(variables)
    module = getattr(fnn.nnx, op)(24, implementation=implementation, rngs=nnx.Rngs(0))
    y = module(x)
    tolerances.assert_close(y, oracle.forward(op == "LayerNorm", x)[0],
                            tolerances.value(jnp.float32))
