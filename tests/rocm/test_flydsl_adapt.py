"""From one call's typed params to the FlyDSL kernel: options reach the kernel spec and its
arguments."""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

from jax_flynorm._ops import BwdParams, FwdParams
from jax_flynorm.backends import flydsl
from jax_flynorm.backends.flydsl import launcher
from jax_flynorm.backends.flydsl.kernels import compile_kernel


def fwd(op="rmsnorm", **kw):
    base = dict(op=op, eps=1e-5, has_residual=False, has_weight=True, has_bias=False,
                out_dtype=np.dtype(np.float32), residual_dtype=None, implementation="flydsl")
    return FwdParams(**{**base, **kw})


def bwd(op="rmsnorm", **kw):
    base = dict(op=op, eps=1e-5, has_weight=True, has_bias=False, has_dresidual_out=False,
                implementation="flydsl")
    return BwdParams(**{**base, **kw})


@pytest.mark.parametrize("op", ["layernorm", "rmsnorm"])
def test_recompute_stats_is_the_kernels_with_eps_after_p(op):
    """Nothing is computed around the call: the kernel recomputes the statistics and takes eps
    (its bit pattern) as a runtime argument after P and weight_offset (also run time)."""
    h = jnp.ones((5, 64), jnp.bfloat16)
    w = jnp.ones((64,), jnp.float32)
    stats = [jnp.full((5,), 3.0, jnp.float32)] * (2 if op == "layernorm" else 1)
    operands = [h, h, w, *stats]
    params = bwd(op, weight_offset=0.5, recompute_stats=True)
    shapes = [jax.ShapeDtypeStruct((5, 64), jnp.bfloat16),
              jax.ShapeDtypeStruct((2, 64), jnp.float32)]
    spec = flydsl.kernel_spec(params, operands, shapes, "gfx942")
    assert spec.recompute_stats
    assert spec == flydsl.kernel_spec(bwd(op, recompute_stats=True), operands, shapes, "gfx942")
    kernel = compile_kernel(spec)
    kernarg = flydsl.launcher_attrs(params, [kernel], operands, shapes, 2)["kernarg"]
    p_arg, offset_arg, eps_arg = kernarg.reshape(-1, 5)[-3:].tolist()
    assert p_arg[0] == launcher.ARG_KINDS["i32"] and p_arg[3] == 2
    f32 = launcher.ARG_KINDS["f32"]
    assert offset_arg == [f32, p_arg[1] + 4, 4, int(np.float32(0.5).view(np.uint32)), 0]
    bits = int(np.float32(1e-5).view(np.uint32))
    assert eps_arg == [f32, p_arg[1] + 8, 4, bits, 0]


def test_per_head_weights_pass_through_to_the_kernel():
    operands = [jnp.ones((4, 8)), jnp.ones((16,))]
    spec = flydsl.kernel_spec(fwd(), operands, [jax.ShapeDtypeStruct((4, 8), jnp.float32)],
                              "gfx942")
    assert spec.heads == 2


def test_a_backward_with_only_a_bias_takes_its_heads_from_the_partials():
    params = bwd("layernorm", has_weight=False, has_bias=True)
    dy, stats = jnp.ones((6, 8), jnp.bfloat16), jnp.ones((6,), jnp.float32)
    results = [jax.ShapeDtypeStruct((6, 8), jnp.bfloat16),
               jax.ShapeDtypeStruct((2, 24), jnp.float32)]
    spec = flydsl.kernel_spec(params, [dy, dy, stats, stats], results, "gfx950")
    assert spec.heads == 3 and spec.has_bias and not spec.has_weight
    with pytest.raises(ValueError, match="not of N=8"):
        flydsl.kernel_spec(params, [dy, dy, stats, stats],
                           [results[0], jax.ShapeDtypeStruct((2, 20), jnp.float32)], "gfx950")


@pytest.mark.parametrize("direction", ["fwd", "bwd"])
def test_weight_offset_is_a_kernel_argument_not_part_of_the_spec(direction):
    """One kernel serves every offset: the spec is that of offset 0, and the offset's bit
    pattern is the kernel's weight_offset argument."""
    x = jnp.ones((4, 64), jnp.bfloat16)
    w = jnp.ones((64,), jnp.float32)
    stats = jnp.ones((4,), jnp.float32)
    make = fwd if direction == "fwd" else bwd
    params = make(weight_offset=1.0)
    operands = [x, w] if direction == "fwd" else [x, x, w, stats]
    shapes = [jax.ShapeDtypeStruct((4, 64), jnp.bfloat16)]
    if direction == "fwd":
        shapes.append(jax.ShapeDtypeStruct((4,), jnp.float32))
    else:
        shapes.append(jax.ShapeDtypeStruct((2, 64), jnp.float32))
    spec = flydsl.kernel_spec(params, operands, shapes, "gfx942")
    assert spec == flydsl.kernel_spec(make(), operands, shapes, "gfx942")
    kernel = compile_kernel(spec)
    kernarg = flydsl.launcher_attrs(params, [kernel], operands, shapes, 2)["kernarg"]
    (arg,) = [a for a in kernel.args if a.name == "weight_offset"]
    slot = kernarg.reshape(-1, 5)[kernel.args.index(arg)].tolist()
    assert slot == [launcher.ARG_KINDS["f32"], arg.offset, 4,
                    int(np.float32(1.0).view(np.uint32)), 0]


def test_quantized_forward_kernel_spec():
    """The quantized dtype is y's, the group size N / G comes from y_scale's shape (G = 1: per
    token), smooth's dtype from its operand; a y_scale of groups not dividing N is refused."""
    x = jnp.ones((4, 256), jnp.bfloat16)
    w, smooth = jnp.ones((256,), jnp.float32), jnp.ones((256,), jnp.bfloat16)
    stats = jax.ShapeDtypeStruct((4,), jnp.float32)
    y = jax.ShapeDtypeStruct((4, 256), ml_dtypes.float8_e4m3fn)
    f8 = np.dtype(ml_dtypes.float8_e4m3fn)
    params = fwd(eps=1e-6, out_dtype=f8, quant_dtype=f8, has_smooth=True)
    for groups, size in ((4, 64), (1, 0)):
        scales = jax.ShapeDtypeStruct((4, groups), jnp.float32)
        spec = flydsl.kernel_spec(params, [x, w, smooth], [y, stats, scales], "gfx950")
        assert (spec.quant_dtype, spec.group_size, spec.smooth_dtype) == ("f8e4m3fn", size,
                                                                         "bf16")
        assert spec.dynamic_scale and not spec.static_scale
    with pytest.raises(ValueError, match="groups for N=256"):
        flydsl.kernel_spec(params, [x, w, smooth],
                           [y, stats, jax.ShapeDtypeStruct((4, 3), jnp.float32)], "gfx950")
    i8 = np.dtype(np.int8)
    static = fwd(eps=1e-6, out_dtype=i8, quant_dtype=i8, static_scale=True)
    spec = flydsl.kernel_spec(static, [x, w, jnp.ones((1,), jnp.float32)],
                              [jax.ShapeDtypeStruct((4, 256), jnp.int8), stats, stats], "gfx942")
    assert spec.quant_dtype == "i8" and spec.static_scale and spec.group_size == 0
    # The per-tensor scale does not move with a split launch's first row.
    kernel = compile_kernel(spec)
    call = flydsl.launcher_attrs(static, [kernel], [x, w, jnp.ones((1,), jnp.float32)],
                                 [jax.ShapeDtypeStruct((4, 256), jnp.int8), stats, stats], 1)
    slots = {a.name: row for a, row in zip(kernel.args, call["kernarg"].reshape(-1, 5).tolist())}
    assert slots["quant_scale"][0] == launcher.ARG_KINDS["buffer"] and slots["quant_scale"][4] == 0
    assert slots["y"][4] == 256 and slots["y_amax"][4] == 4
