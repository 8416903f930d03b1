"""The norm options lowered for ROCm (deviceless jax.export): forward-mode AD, weight_offset, a
16-bit residual stream (statistics recomputed in the backward kernel), weight dtypes independent
of x's and per-head weights reach the FlyDSL launcher."""

import re

import jax
import jax.numpy as jnp
import pytest

import jax_flynorm
from jax_flynorm.backends import flydsl as _rocm

N = 256
X = jax.ShapeDtypeStruct((4, 8, N), jnp.bfloat16)


@pytest.fixture(autouse=True)
def gfx942(monkeypatch):
    monkeypatch.setenv(_rocm.ARCH_ENV, "gfx942")


def kernels(fn, *specs) -> list[str]:
    exported = jax.export.export(jax.jit(fn), platforms=["rocm"],
                                 disabled_checks=jax_flynorm.export_disabled_checks())(*specs)
    return re.findall(r'kernel = "(\w+)"', exported.mlir_module())


def norm(x, w, r):
    return jax_flynorm.layernorm(x, w, residual=r, weight_offset=1.0, implementation="flydsl")


def test_jvp_runs_the_forward_kernel_and_grad_the_backward_kernel():
    w = jax.ShapeDtypeStruct((N,), jnp.bfloat16)  # a 16-bit weight with 16-bit x
    jvp = kernels(lambda x, w, r, t: jax.jvp(lambda x: norm(x, w, r), (x,), (t,)), X, w, X, X)
    assert len(jvp) == 1 and jvp[0].startswith("flynorm_layernorm_fwd")
    grad = kernels(jax.grad(lambda x, w, r: jnp.sum(norm(x, w, r).astype(jnp.float32)),
                            argnums=(0, 1, 2)), X, w, X)
    assert sorted(s.split("_n")[0] for s in grad) == ["flynorm_layernorm_bwd",
                                                      "flynorm_layernorm_fwd"]


@pytest.mark.parametrize("op", ["layernorm", "rmsnorm"])
@pytest.mark.parametrize("residual_dtype", [jnp.bfloat16, jnp.float32])
def test_a_16_bit_residual_stream_recomputes_the_statistics_in_the_backward_kernel(
        op, residual_dtype):
    """LayerNorm's backward takes mean and rstd from the rounded h (in the kernel); RMSNorm and
    an f32 h keep the saved ones."""
    fn = getattr(jax_flynorm, op)
    loss = jax.grad(lambda x, w, r: jnp.sum(fn(
        x, w, residual=r, residual_dtype=residual_dtype, implementation="flydsl")
        .astype(jnp.float32)))
    names = kernels(loss, X, jax.ShapeDtypeStruct((N,), jnp.float32), X)
    (bwd,) = [s for s in names if "_bwd_" in s]
    assert bwd.endswith("_recompute") == (op == "layernorm" and residual_dtype == jnp.bfloat16)


@pytest.mark.parametrize("op", ["layernorm", "rmsnorm"])
def test_without_prenorm_f32_x_with_a_bf16_residual_saves_an_f32_h(op):
    """No residual_out is returned: the forward kernel writes h at the sum's f32 and the backward
    kernel reads an f32 h with the saved statistics."""
    fn = getattr(jax_flynorm, op)
    loss = jax.grad(lambda x, w, r: jnp.sum(fn(x, w, residual=r, implementation="flydsl")))
    x = jax.ShapeDtypeStruct(X.shape, jnp.float32)
    names = sorted(kernels(loss, x, jax.ShapeDtypeStruct((N,), jnp.float32), X))
    # The forward (a bf16 residual) is compiled; the backward of f32 rows ships (any N <= 256).
    assert names == [f"flynorm_{op}_bwd_n1to256v4_f32_w", f"flynorm_{op}_fwd_n256_f32_rw"]


def test_f32_x_with_a_bf16_weight_lowers():
    x, w = jax.ShapeDtypeStruct((3, N), jnp.float32), jax.ShapeDtypeStruct((N,), jnp.bfloat16)
    assert len(kernels(lambda x, w: jax_flynorm.rmsnorm(x, w, implementation="flydsl"), x, w)) == 1


@pytest.mark.parametrize("bias_shape", [(8, N), (N,)])
def test_per_head_weights_run_the_per_head_kernels(bias_shape):
    w = jax.ShapeDtypeStruct((8, N), jnp.float32)
    b = jax.ShapeDtypeStruct(bias_shape, jnp.float32)

    def loss(x, w, b):
        return jnp.sum(jax_flynorm.rmsnorm(x, w, b, implementation="flydsl").astype(jnp.float32))

    grad = kernels(jax.grad(loss, argnums=(0, 1, 2)), X, w, b)
    assert sorted(grad) == ["flynorm_rmsnorm_bwd_n256_bf16_wb_h8",
                            "flynorm_rmsnorm_fwd_n256_bf16_wb_h8"]
