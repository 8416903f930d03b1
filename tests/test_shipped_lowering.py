"""Real models' norms lower for ROCm to the kernels the package ships, for both archs, and nothing
compiles: hidden sizes from 896 to 16384, per-head weights of head dims 64 to 256, forward and
gradient, with and without the residual, LayerNorm with its bias. Runs where FlyDSL is installed
(its compile is made to fail) and where it is not (CI's Python 3.13 stage, from the wheel)."""

import re

import jax
import jax.numpy as jnp
import pytest

import jax_flynorm
from jax_flynorm.backends import flydsl
from jax_flynorm.backends.flydsl.kernels import compile as kernel_compile
from jax_flynorm.backends.flydsl.kernels import prebuilt
from tests.kernel_specs import stand_in_kernel

ARCHS = "gfx942,gfx950"
# Hidden sizes of released models (Qwen2 0.5B 896 ... Llama 405B 16384) and a few between.
HIDDEN = (896, 1024, 1536, 2048, 2560, 3072, 3584, 4096, 5120, 6144, 7168, 8192, 12288, 16384)
HEAD_DIMS = (64, 80, 96, 128, 192, 256)


@pytest.fixture(autouse=True)
def rocm_without_compiling(monkeypatch):
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", ARCHS)

    def refuse(*_a, **_k):
        raise AssertionError("a kernel was compiled; a shipped one must serve this call")

    monkeypatch.setattr(kernel_compile, "_compile_uncached", refuse)
    if not all(prebuilt.shipped(a) for a in ARCHS.split(",")):
        pytest.fail("the package's kernel archives are missing or stale", pytrace=False)


def launches(fn, *args) -> list[tuple[str, str]]:
    """(kernel symbol, archs) of every launcher call in fn's export for ROCm."""
    text = jax.export.export(jax.jit(fn), platforms=["rocm"],
                             disabled_checks=jax_flynorm.export_disabled_checks())(
        *args).mlir_module()
    return re.findall(r'archs = "([\w,]+)".*?kernel = "(\w+)"', text, re.S)


def _x(shape, dtype=jnp.bfloat16):
    return jax.ShapeDtypeStruct(shape, dtype)


@pytest.mark.parametrize("residual", [False, True], ids=["plain", "residual"])
@pytest.mark.parametrize("n", HIDDEN)
def test_rmsnorm_training_step_of_a_hidden_size(n, residual):
    def loss(x, w, r):
        y = jax_flynorm.rmsnorm(x, w, residual=r if residual else None, prenorm=residual,
                                implementation="flydsl")
        y = y[0] if residual else y
        return jnp.sum(y.astype(jnp.float32) ** 2)

    got = launches(jax.grad(loss, argnums=(0, 1, 2)), _x((2, 64, n)), _x((n,)), _x((2, 64, n)))
    assert {a for a, _ in got} == {ARCHS}
    kinds = {re.search(r"_(fwd|bwd)_n(\d+)to(\d+)v8_", k).groups() for _, k in got}
    assert {d for d, *_ in kinds} == {"fwd", "bwd"}, got
    assert all(int(lo) <= n <= int(hi) for _, lo, hi in kinds), got


@pytest.mark.parametrize("n", (896, 4096, 12288))
def test_layernorm_with_bias_training_step(n):
    def loss(x, w, b):
        return jnp.sum(jax_flynorm.layernorm(x, w, b, implementation="flydsl")
                       .astype(jnp.float32) ** 2)

    got = launches(jax.grad(loss, argnums=(0, 1, 2)), _x((3, 32, n)), _x((n,), jnp.float32),
                   _x((n,), jnp.float32))
    assert len(got) == 2 and all("_layernorm_" in k and "to" in k for _, k in got), got


@pytest.mark.parametrize("head_dim", HEAD_DIMS)
def test_per_head_qk_norm_of_a_head_dim(head_dim):
    """Per-head weights (one row per head), as query/key norms with several heads use."""
    def loss(q, w):
        return jnp.sum(jax_flynorm.rmsnorm(q, w, implementation="flydsl")
                       .astype(jnp.float32) ** 2)

    got = launches(jax.grad(loss, argnums=(0, 1)), _x((2, 16, 8, head_dim)), _x((8, head_dim)))
    assert len(got) == 2 and all(k.endswith("_w_hN") for _, k in got), got


ONE_LAUNCH = 1 << 30  # the most rows one backward launch takes (kernels/spec.py)


def test_a_backward_past_one_launch_lowers_to_several_calls():
    """Lowering only: the shapes are never materialised."""
    def loss(x, w):
        return jnp.sum(jax_flynorm.rmsnorm(x, w, implementation="flydsl").astype(jnp.float32))

    got = launches(jax.grad(loss, argnums=(0, 1)), _x((ONE_LAUNCH + 64, 128)), _x((128,)))
    assert sum("_bwd_" in k for _, k in got) == 2, got


def test_a_vmapped_backward_past_one_launch_names_the_fix():
    def loss(x, w, implementation):
        return jnp.sum(jax_flynorm.rmsnorm(x, w, implementation=implementation)
                       .astype(jnp.float32))

    def grad(implementation):
        return jax.vmap(jax.grad(lambda x, w: loss(x, w, implementation), argnums=(0, 1)),
                        in_axes=(0, None))

    args = _x((2, ONE_LAUNCH // 2 + 64, 128)), _x((128,))
    with pytest.raises(ValueError, match=r"jax_flynorm: .*vmapped call.*implementation='xla'"):
        launches(grad("flydsl"), *args)
    with pytest.warns(RuntimeWarning, match="vmapped call.*portable xla path"):
        got = launches(grad("auto"), *args)  # auto runs the portable backward for it
    assert not any("_bwd_" in k for _, k in got), got


@pytest.mark.parametrize("direction", ["fwd", "bwd"])
def test_two_arch_export_takes_the_generic_kernel_where_one_arch_has_its_own(monkeypatch,
                                                                             direction):
    """Where one arch's kernel for a call differs in ABI from another's (a specialised kernel
    for one arch only; here gfx950 is made to have one), the call exported for both takes the
    generic kernel of its class on both (one custom call carries one ABI), where it failed with
    "differs in ABI between archs"; one arch alone keeps its own."""
    real = flydsl._kernel

    def gfx950_has_its_own(spec, rows):
        if spec.arch == "gfx950" and not spec.generic:
            return stand_in_kernel(spec, rows)
        return real(spec, rows)

    monkeypatch.setattr(flydsl, "_kernel", gfx950_has_its_own)
    n = 3072

    def fn(x, w, b):
        return jax_flynorm.layernorm(x, w, b, implementation="flydsl")

    if direction == "bwd":
        fn = jax.grad(lambda x, w, b, f=fn: jnp.sum(f(x, w, b).astype(jnp.float32) ** 2),
                      argnums=(0, 1, 2))
    args = (_x((8, n)), _x((n,)), _x((n,)))
    got = launches(fn, *args)
    assert got and all(archs == ARCHS for archs, _ in got), got
    assert all(re.search(r"_n2049to4096v8_", k) for _, k in got), got
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", "gfx950")
    jax.clear_caches()  # the lowering of fn is cached with the archs it was lowered for
    alone = launches(fn, *args)
    assert alone and all(archs == "gfx950" for archs, _ in alone), alone
    assert any(k == f"flynorm_layernorm_{direction}_n{n}_bf16_wb" for _, k in alone), alone
