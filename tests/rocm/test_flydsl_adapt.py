"""From a custom call to the FlyDSL kernel: options reach the kernel spec and its arguments."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jax_flynorm.backends import flydsl
from jax_flynorm.backends.flydsl import launcher
from jax_flynorm.backends.flydsl.kernels import compile_kernel


@pytest.mark.parametrize("op", ["layernorm", "rmsnorm"])
def test_recompute_stats_is_the_kernels_with_eps_after_p(op):
    """Nothing is computed around the call: the kernel recomputes the statistics and takes eps
    (its bit pattern) as a runtime argument after P."""
    h = jnp.ones((5, 64), jnp.bfloat16)
    w = jnp.ones((64,), jnp.float32)
    stats = [jnp.full((5,), 3.0, jnp.float32)] * (2 if op == "layernorm" else 1)
    operands = [h, h, w, *stats]
    attrs = dict(eps=np.float32(1e-5), weight_offset=np.float32(0.5), recompute_stats=True,
                 has_weight=True, has_bias=False, has_dresidual_out=False)
    target = f"flynorm_{op}_bwd"
    shapes = [jax.ShapeDtypeStruct((5, 64), jnp.bfloat16),
              jax.ShapeDtypeStruct((2, 64), jnp.float32)]
    spec = flydsl.kernel_spec(target, operands, shapes, attrs, "gfx942")
    assert spec.recompute_stats and spec.weight_offset == 0.5
    kernel = compile_kernel(spec)
    kernarg = flydsl.launcher_attrs(target, [kernel], operands, shapes, attrs, 2)["kernarg"]
    p_arg, eps_arg = kernarg.reshape(-1, 5)[-2:].tolist()
    assert p_arg[0] == launcher.ARG_KINDS["i32"] and p_arg[3] == 2
    bits = int(np.float32(1e-5).view(np.uint32))
    assert eps_arg == [launcher.ARG_KINDS["f32"], p_arg[1] + 4, 4, bits, 0]


def test_per_head_weights_pass_through_to_the_kernel():
    attrs = dict(eps=np.float32(1e-5), weight_offset=np.float32(0.0), has_residual=False,
                 has_weight=True, has_bias=False)
    operands = [jnp.ones((4, 8)), jnp.ones((16,))]
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
