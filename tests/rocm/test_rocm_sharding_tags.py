"""The flydsl implementation lowered for ROCm (no GPU needed) with a weight reduced over the mesh
axis that shards the rows: the kernels run per shard and the weight gradient stays unreduced, with
no all-reduce in the module."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P

import jax_flynorm
from jax_flynorm.backends.flydsl import launcher as rocm_ffi


@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_flydsl_lowering_keeps_a_reduced_weights_gradient_unreduced(monkeypatch, op):
    if len(jax.devices("cpu")) < 4:
        pytest.skip("needs 4 host devices (tests/conftest.py sets XLA_FLAGS)")
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", "gfx942")
    fn = getattr(jax_flynorm, op)
    explicit = jax.sharding.AxisType.Explicit
    mesh = jax.make_mesh((2, 2), ("d", "t"), axis_types=(explicit, explicit),
                         devices=jax.devices("cpu")[:4])

    def loss(x, w):
        return jnp.sum(fn(x, w, implementation="flydsl").astype(jnp.float32) ** 2)

    with jax.sharding.set_mesh(mesh):
        x = jax.device_put(np.ones((8, 16, 256), jnp.bfloat16), P("d"))
        w = jax.sharding.reshard(jax.device_put(np.ones(256, np.float32), P()),
                                 P(None, reduced={"d"}))
        grad = jax.jit(jax.grad(loss, argnums=(0, 1)))
        text = grad.trace(x, w).lower(lowering_platforms=("rocm",)).as_text()
    assert f"custom_call @{rocm_ffi.TARGET}(" in text
    assert "all_reduce" not in text
    assert 'unreduced={"d"}' in text
