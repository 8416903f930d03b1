"""Programs with our custom call compiled by XLA's real ROCm compiler, for gfx942 and gfx950.

Nothing executes: the devices are compile-only. What this shows is that the ROCm compiler finds
our FFI handler, keeps `flynorm_rocm_launch` through its optimisation passes, and that our
instantiate step accepts the attributes (instantiate runs when XLA builds the thunks, which
compilation does: the inconsistent-attributes control below fails there with our own error).
"""

import jax
import jax.numpy as jnp
import pytest

import jax_flynorm
from jax_flynorm.backends import flydsl
from jax_flynorm.backends.flydsl.kernels.config import size_class
from tools.rocm_compiler import plugin

OPS = {"rmsnorm": jax_flynorm.rmsnorm, "layernorm": jax_flynorm.layernorm}
DTYPES = {"bf16": jnp.bfloat16, "f16": jnp.float16, "f32": jnp.float32}
M, N = 64, 1024


def norm_loss(op, with_weight):
    norm = OPS[op]

    def loss(x, w, r):
        y, h = norm(x, w if with_weight else None, residual=r, prenorm=True,
                    implementation="flydsl")
        return jnp.sum(y.astype(jnp.float32) ** 2) + jnp.sum(h.astype(jnp.float32))

    return loss


def specs(dtype):
    return (jax.ShapeDtypeStruct((M, N), dtype), jax.ShapeDtypeStruct((N,), jnp.float32),
            jax.ShapeDtypeStruct((M, N), dtype))


@pytest.mark.parametrize("weight", ["none", "f32"])
@pytest.mark.parametrize("dtype", list(DTYPES))
@pytest.mark.parametrize("op", list(OPS))
def test_forward_and_grad_compile(device, arch, op, dtype, weight):
    loss = norm_loss(op, weight == "f32")
    argnums = (0, 1, 2) if weight == "f32" else (0, 2)
    compiled = plugin.compile_on(device, jax.value_and_grad(loss, argnums), *specs(DTYPES[dtype]))
    calls = plugin.launches(compiled.as_text())
    kernels = sorted(c["kernel"] for c in calls)
    assert len(calls) == 2, kernels
    assert kernels[0].startswith(f"flynorm_{op}_bwd") and kernels[1].startswith(f"flynorm_{op}_fwd")
    assert all(c["archs"] == [arch] for c in calls)
    assert all(f"[{M},{N}]" in c["operands"] for c in calls)


def test_per_head_weights_compile(device, arch):
    # QK-norm's shape: 8 heads of 128, a scale and a bias per head.
    x = jax.ShapeDtypeStruct((M // 8, 8, 128), jnp.bfloat16)
    w = jax.ShapeDtypeStruct((8, 128), jnp.float32)

    def loss(x, w, b):
        y = jax_flynorm.layernorm(x, w, b, implementation="flydsl")
        return jnp.sum(y.astype(jnp.float32) ** 2)

    compiled = plugin.compile_on(device, jax.value_and_grad(loss, (0, 1, 2)), x, w, w)
    kernels = sorted(c["kernel"] for c in plugin.launches(compiled.as_text()))
    # The shipped generic per-head kernels of the class holding N = 128 (the head count a
    # launch argument).
    lo, hi, vec = size_class(128, 2)
    assert kernels == [f"flynorm_layernorm_{d}_n{lo}to{hi}v{vec}_bf16_wb_hN"
                       for d in ("bwd", "fwd")], kernels


def test_forward_alone_compiles(device, arch):
    def fwd(x, w, r):
        return jax_flynorm.layernorm(x, w, residual=r, prenorm=True, implementation="flydsl")

    calls = plugin.launches(plugin.compile_on(device, fwd, *specs(jnp.bfloat16)).as_text())
    assert [c["kernel"].split("_")[2] for c in calls] == ["fwd"]


def test_inconsistent_attributes_fail_in_our_instantiate(device, arch, monkeypatch):
    real = flydsl.launcher_attrs

    def two_archs_one_code_object(*args, **kwargs):
        attrs = real(*args, **kwargs)
        return {**attrs, "archs": attrs["archs"] + ",gfx90a"}

    monkeypatch.setattr(flydsl, "launcher_attrs", two_archs_one_code_object)
    def fwd(x, w, r):
        return jax_flynorm.rmsnorm(x, w, residual=r, prenorm=True, implementation="flydsl")

    with pytest.raises(jax.errors.JaxRuntimeError,
                       match="jax_flynorm launcher: archs and code_object_sizes disagree"):
        plugin.compile_on(device, fwd, *specs(jnp.bfloat16))


def test_unregistered_target_is_not_found(device):
    call = jax.ffi.ffi_call("flynorm_not_registered", jax.ShapeDtypeStruct((8,), jnp.float32))
    with pytest.raises(jax.errors.JaxRuntimeError,
                       match="NOT_FOUND: No FFI handler registered for flynorm_not_registered on "
                             "a platform ROCM"):
        plugin.compile_on(device, call, jax.ShapeDtypeStruct((8,), jnp.float32))
