"""Issue 13's options lowered for ROCm (deviceless jax.export): forward-mode AD, weight_offset, a
16-bit residual stream and weight dtypes independent of x's reach the FlyDSL launcher; per-head
weights, which the kernels do not take yet, fail at lowering with the way out."""

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


def test_f32_x_with_a_bf16_weight_lowers():
    x, w = jax.ShapeDtypeStruct((3, N), jnp.float32), jax.ShapeDtypeStruct((N,), jnp.bfloat16)
    assert len(kernels(lambda x, w: jax_flynorm.rmsnorm(x, w, implementation="flydsl"), x, w)) == 1


def test_per_head_weights_are_refused_with_the_way_out():
    w = jax.ShapeDtypeStruct((8, N), jnp.float32)
    with pytest.raises(NotImplementedError, match="implementation='xla'"):
        kernels(lambda x, w: jax_flynorm.rmsnorm(x, w, implementation="flydsl"), X, w)
