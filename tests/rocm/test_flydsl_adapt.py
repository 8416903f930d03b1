"""Options the FlyDSL kernels do not take natively are served with jnp around the launch: the
arrays handed to the kernel must be what the contract's math asks for."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jax_flynorm.backends import flydsl
from tests import oracle


@pytest.mark.parametrize("center", [False, True])
def test_recompute_stats_hands_the_kernel_the_statistics_of_h(center):
    rng = np.random.default_rng(0)
    h = jnp.asarray(rng.standard_normal((5, 64)) * 0.1 + 64.0, jnp.bfloat16)
    dy = jnp.asarray(rng.standard_normal((5, 64)), jnp.bfloat16)
    w = jnp.asarray(rng.standard_normal(64), jnp.float32)
    wrong = jnp.full((5,), 3.0, jnp.float32)
    op = "layernorm" if center else "rmsnorm"
    attrs = dict(eps=np.float32(1e-5), weight_offset=np.float32(0.5), recompute_stats=True,
                 has_weight=True, has_bias=False, has_dresidual_out=False)
    operands, new = flydsl._adapt(f"flynorm_{op}_bwd", [dy, h, w, *([wrong] * (1 + center))],
                                  attrs)
    assert not new["recompute_stats"] and new["weight_offset"] == 0.5
    _, _, mean, rstd = oracle.forward(center, h, eps=1e-5)
    np.testing.assert_allclose(operands[-1], rstd, rtol=1e-6)
    if center:
        np.testing.assert_allclose(operands[-2], mean, rtol=1e-6)
    assert operands[2] is w  # the weight offset is the kernel's, not folded in here


def test_per_head_weights_pass_through_to_the_kernel():
    attrs = dict(eps=np.float32(1e-5), weight_offset=np.float32(0.0), has_residual=False,
                 has_weight=True, has_bias=False)
    x, w = jnp.ones((4, 8)), jnp.ones((16,))
    operands, _ = flydsl._adapt("flynorm_rmsnorm_fwd", [x, w], attrs)
    assert operands == [x, w]
    spec = flydsl.kernel_spec("flynorm_rmsnorm_fwd", operands,
                              [jax.ShapeDtypeStruct((4, 8), jnp.float32)], attrs, "gfx942")
    assert spec.heads == 2


def test_a_backward_with_only_a_bias_takes_its_heads_from_the_partials():
    attrs = dict(eps=np.float32(1e-5), weight_offset=np.float32(0.0), has_weight=False,
                 has_bias=True, has_dresidual_out=False)
    dy, stats = jnp.ones((6, 8), jnp.bfloat16), jnp.ones((6,), jnp.float32)
    results = [jax.ShapeDtypeStruct((6, 8), jnp.bfloat16),
               jax.ShapeDtypeStruct((2, 24), jnp.float32)]
    spec = flydsl.kernel_spec("flynorm_layernorm_bwd", [dy, dy, stats, stats], results, attrs,
                              "gfx950")
    assert spec.heads == 3 and spec.has_bias and not spec.has_weight
    with pytest.raises(ValueError, match="not of N=8"):
        flydsl.kernel_spec("flynorm_layernorm_bwd", [dy, dy, stats, stats],
                           [results[0], jax.ShapeDtypeStruct((2, 20), jnp.float32)], attrs,
                           "gfx950")


@pytest.mark.parametrize("direction", ["fwd", "bwd"])
def test_weight_offset_reaches_the_kernel_spec(direction):
    x = jnp.ones((4, 64), jnp.bfloat16)
    w = jnp.ones((64,), jnp.float32)
    stats = jnp.ones((4,), jnp.float32)
    flags = (dict(has_residual=False, has_weight=True, has_bias=False) if direction == "fwd"
             else dict(has_weight=True, has_bias=False, has_dresidual_out=False))
    operands = [x, w] if direction == "fwd" else [x, x, w, stats]
    spec = flydsl.kernel_spec(f"flynorm_rmsnorm_{direction}", operands,
                              [jax.ShapeDtypeStruct((4, 64), jnp.bfloat16)],
                              dict(eps=np.float32(1e-6), weight_offset=np.float32(1.0), **flags),
                              "gfx942")
    assert spec.weight_offset == 1.0
