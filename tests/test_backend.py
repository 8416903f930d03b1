"""Choosing the implementation happens at lowering time, per platform; impossible requests are
errors."""

from __future__ import annotations

import contextlib
import dataclasses
import re
import sys
import typing
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import backends
from jax_flynorm.backends import ENV_VAR

X = jnp.ones((4, 32), jnp.float32)


def lowered(platform, implementation=None):
    f = jax.jit(lambda x: jax_flynorm.layernorm(x, implementation=implementation))
    return f.trace(X).lower(lowering_platforms=(platform,)).as_text()


@contextlib.contextmanager
def cuda_lowering():
    """Lowering for CUDA without a GPU: Pallas builds the Triton program from the GPU JAX
    describes. A jaxlib with the CUDA plugin but no visible GPU (JAX_PLATFORMS=cpu on a GPU host)
    has none to describe, and says so; CI's CPU-only jaxlib lowers with Triton's defaults."""
    try:
        yield
    except RuntimeError as err:
        if "No supported GPU devices found" not in str(err):
            raise
        pytest.skip(f"Pallas cannot lower for CUDA here: {err}"[:200])


def test_auto_forward_is_the_portable_one_off_rocm():
    assert jax_flynorm.which_implementation("cpu") == "xla"
    assert jax_flynorm.which_implementation("cuda") == "xla"
    assert jax_flynorm.which_implementation("tpu") == "xla"
    assert "custom_call" not in lowered("cpu")
    assert "custom_call" not in lowered("cuda")


def test_xla_override_never_emits_a_custom_call():
    assert "custom_call" not in lowered("cpu", implementation="xla")


def test_environment_variable_selects_and_argument_wins(monkeypatch):
    monkeypatch.setenv(ENV_VAR, "cpu")
    assert jax_flynorm.which_implementation("cpu") == "cpu"
    assert "flynorm_layernorm_fwd" in lowered("cpu")
    assert "custom_call" not in lowered("cpu", implementation="xla")


def test_bad_environment_variable_is_named(monkeypatch):
    monkeypatch.setenv(ENV_VAR, "cuda")
    with pytest.raises(ValueError, match=re.escape(f"from {ENV_VAR}")):
        jax_flynorm.rmsnorm(X)


def test_cpu_backend_lowered_for_cuda_is_an_error_not_a_fallback():
    with pytest.raises(ValueError, match="runs only on cpu"):
        lowered("cuda", implementation="cpu")
    with pytest.raises(ValueError, match="runs only on cpu"):
        jax_flynorm.which_implementation("cuda", "cpu")


def test_flydsl_backend_on_cpu_is_an_error():
    with pytest.raises(ValueError, match="flydsl"):
        lowered("cpu", implementation="flydsl")


def test_export_for_several_platforms_picks_each_platforms_backend():
    grad = jax.grad(lambda x: jnp.sum(jax_flynorm.rmsnorm(x)))
    with cuda_lowering():
        exported = jax.export.export(jax.jit(grad), platforms=("cpu", "cuda"),
                                     disabled_checks=jax_flynorm.export_disabled_checks())(X)
    text = exported.mlir_module()
    assert text.count("custom_call @flynorm_rmsnorm_bwd") == 1  # CPU
    assert text.count("__gpu$xla.gpu.triton") == 1  # CUDA: the Pallas backward
    assert exported.platforms == ("cpu", "cuda")


def test_the_literal_lists_every_choice():
    assert typing.get_args(jax_flynorm.Implementation) == ("auto", "xla", "cpu", "flydsl",
                                                             "pallas")
    assert set(jax_flynorm.__all__) == {"Implementation", "Quantize", "Quantized",
                                        "export_disabled_checks", "layernorm",
                                        "rmsnorm", "which_implementation"}


def test_auto_policy_on_cpu_runs_xla_forward_and_cpu_backward():
    x = jnp.ones((4, 32), jnp.bfloat16)

    def text(x, direction):
        f = (lambda x: jax_flynorm.rmsnorm(x)) if direction == "fwd" else \
            jax.grad(lambda x: jax_flynorm.rmsnorm(x).astype(jnp.float32).sum())
        return jax.jit(f).trace(x).lower(lowering_platforms=("cpu",)).as_text()

    assert "flynorm_rmsnorm_fwd" not in text(x, "fwd")
    grad_hlo = text(x, "bwd")
    assert "flynorm_rmsnorm_bwd" in grad_hlo and "flynorm_rmsnorm_fwd" not in grad_hlo
    assert "flynorm_rmsnorm_fwd" not in text(x.astype(jnp.float32), "fwd")
    assert "flynorm_rmsnorm_bwd" in text(x.astype(jnp.float32), "bwd")
    assert jax_flynorm.backends.auto_choice("cpu", "fwd", jnp.dtype(jnp.float16)) == "xla"
    assert jax_flynorm.backends.auto_choice("cuda", "fwd", jnp.dtype(jnp.bfloat16)) == "xla"


@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_auto_policy_mixed_forward_and_backward_match_the_oracle(op):
    """The xla forward's saved statistics feed the C++ backward (auto on CPU)."""
    from jax_flynorm import _tolerances as tolerances
    from tests import oracle
    from tests.norm_suite import random_inputs

    x, w, b, r = random_inputs(7, (33, 200), jnp.bfloat16, "f32", bias=True, residual=True)
    fn = getattr(jax_flynorm, op)
    dy = jax.random.normal(jax.random.key(8), x.shape, jnp.float32).astype(jnp.bfloat16)
    y, vjp = jax.vjp(lambda *a: fn(*a, implementation="auto"), x, w, b, r)
    dx, dw, db, dr = vjp(dy)
    center = op == "layernorm"
    y64, h64, mean, rstd = oracle.forward(center, x, r, w, b)
    tolerances.assert_close(y, y64, tolerances.value(jnp.bfloat16), "y")
    h = (x.astype(jnp.float32) + r.astype(jnp.float32)).astype(jnp.bfloat16)
    dh, dw64, db64 = oracle.vjp(center, h, mean, rstd, dy, w)
    tol = tolerances.with_rounded_input(tolerances.grad(jnp.bfloat16), jnp.bfloat16, dh)
    tolerances.assert_close(dx, dh, tol, "dx")
    tolerances.assert_close(dr, dh, tol, "dresidual")
    wtol = tolerances.with_rounded_input(tolerances.weight_grad(jnp.float32, 33), jnp.bfloat16,
                                         dw64)
    tolerances.assert_close(dw, dw64, wtol, "dweight")
    tolerances.assert_close(db, db64, tolerances.weight_grad(jnp.float32, 33), "dbias")


@pytest.mark.parametrize("direction, dtype, expected", [
    ("fwd", None, "xla"), ("fwd", "float32", "xla"), ("fwd", jnp.bfloat16, "xla"),
    ("fwd", np.float16, "xla"), ("bwd", jnp.bfloat16, "cpu"), ("bwd", "float32", "cpu")])
def test_which_implementation_names_auto_choice_per_direction_and_dtype(direction, dtype,
                                                                         expected):
    """auto's CPU policy differs by direction; the answer is what the lowering runs
    (the CPU custom call appears in the program exactly when it names "cpu")."""
    got = jax_flynorm.which_implementation("cpu", "auto", direction=direction, dtype=dtype)
    assert got == expected
    x = X.astype(dtype or jnp.float32)
    if direction == "fwd":
        f = jax.jit(lambda x: jax_flynorm.layernorm(x, implementation="auto"))
    else:
        f = jax.jit(jax.grad(lambda x: jnp.sum(
            jax_flynorm.layernorm(x, implementation="auto").astype(jnp.float32))))
    text = f.trace(x).lower(lowering_platforms=("cpu",)).as_text()
    assert (f"custom_call @flynorm_layernorm_{direction}(" in text) == (got == "cpu")


def test_which_implementation_rejects_an_unknown_direction():
    with pytest.raises(ValueError, match="direction must be"):
        jax_flynorm.which_implementation("cpu", direction="forward")


def test_which_implementation_types_and_checks_the_ops_of_the_table():
    annotation = jax_flynorm.which_implementation.__annotations__["norm"]
    assert set(typing.get_args(eval(annotation, vars(backends)))) == {"rmsnorm", "layernorm"}
    with pytest.raises(ValueError, match="norm must be one of 'rmsnorm', 'layernorm'"):
        jax_flynorm.which_implementation("cpu", norm="groupnorm")


def test_a_split_hidden_axis_runs_an_implementation_that_takes_row_sums(monkeypatch):
    """The custom calls need whole rows: a shard of a split N runs the portable path, unless the
    registry says the requested implementation takes row sums across shards."""
    assert backends.resolve_split("cpu").name == "xla"
    assert backends.resolve_split("auto").name == "xla"
    monkeypatch.setitem(backends.REGISTRY, "cpu",
                        dataclasses.replace(backends.REGISTRY["cpu"], splits_n=True))
    assert backends.resolve_split("cpu").name == "cpu"


def test_auto_on_cuda_runs_the_pallas_backward_and_the_portable_forward():
    assert jax_flynorm.which_implementation("cuda", "auto", direction="bwd") == "pallas"
    assert jax_flynorm.which_implementation("cuda", "auto", direction="fwd") == "xla"


@pytest.mark.parametrize("op, shape, kernel", [("layernorm", (2048, 4096), True),
                                               ("rmsnorm", (64, 256), True),
                                               ("rmsnorm", (8192, 1024), False)], ids=str)
def test_gradient_lowered_for_cuda_calls_the_kernel_where_it_is_faster(op, shape, kernel):
    """Lowered for CUDA without a GPU (Pallas builds the Triton program here): one Triton call
    for the backward where the kernel is the faster, none (the portable forms) elsewhere."""
    x = jnp.ones(shape, jnp.bfloat16)
    w = jnp.ones(shape[-1], jnp.bfloat16)
    grad = jax.grad(lambda x, w: getattr(jax_flynorm, op)(x, w).astype(jnp.float32).sum(),
                    argnums=(0, 1))
    with cuda_lowering():
        text = jax.jit(grad).trace(x, w).lower(lowering_platforms=("cuda",)).as_text()
    assert text.count("__gpu$xla.gpu.triton") == (1 if kernel else 0)


@pytest.mark.parametrize("batch, kernel", [("2048", True), ("b", False)])
def test_gradient_exports_for_cuda_with_the_kernel_at_concrete_shapes(batch, kernel):
    """jax.export for CUDA with the package's disabled checks: the Pallas backward's Triton call
    serialises; a symbolic batch takes the portable backward (the kernel needs concrete shapes)."""
    rows = 2048 if batch == "2048" else jax.export.symbolic_shape(batch)[0]
    grad = jax.grad(lambda x, w: jax_flynorm.layernorm(x, w).astype(jnp.float32).sum(),
                    argnums=(0, 1))
    with cuda_lowering():
        exported = jax.export.export(jax.jit(grad), platforms=("cuda",),
                                     disabled_checks=jax_flynorm.export_disabled_checks())(
            jax.ShapeDtypeStruct((rows, 4096), jnp.bfloat16),
            jax.ShapeDtypeStruct((4096,), jnp.bfloat16))
    assert exported.mlir_module().count("__gpu$xla.gpu.triton") == (1 if kernel else 0)


@pytest.fixture(params=["removed", "emptied"])
def no_pallas_triton(request, monkeypatch):
    """A JAX without Pallas' Triton backend (deprecated in JAX 0.11): its module gone, or left
    without what the kernel uses. The fallback warning is fresh."""
    import jax.experimental.pallas as pallas_package
    from jax.experimental.pallas import triton

    if request.param == "removed":
        monkeypatch.delattr(pallas_package, "triton")
        monkeypatch.setitem(sys.modules, "jax.experimental.pallas.triton", None)
    else:
        monkeypatch.delattr(triton, "CompilerParams")
    monkeypatch.setattr(backends, "_warned_fallbacks", set())


def test_auto_on_cuda_without_pallas_triton_takes_the_portable_backward_with_one_warning(
        no_pallas_triton):
    """On a shape where the kernel would run, two gradients lowered for CUDA: no Triton call,
    one warning naming the missing backend; asking for pallas itself is an error."""
    x = jnp.ones((2048, 4096), jnp.bfloat16)
    w = jnp.ones((4096,), jnp.bfloat16)
    texts = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(2):
            grad = jax.grad(lambda x, w: jax_flynorm.layernorm(x, w).astype(jnp.float32).sum(),
                            argnums=(0, 1))
            texts.append(jax.jit(grad).trace(x, w).lower(lowering_platforms=("cuda",)).as_text())
    fallbacks = [str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)]
    assert len(fallbacks) == 1, fallbacks
    assert "pallas implementation cannot run" in fallbacks[0]
    assert "Pallas Triton backend" in fallbacks[0]
    assert all("__gpu$xla.gpu.triton" not in text for text in texts)
    assert jax_flynorm.which_implementation("cuda", direction="bwd") == "xla"
    with pytest.raises(RuntimeError, match="'pallas' cannot run: .*Pallas Triton backend"):
        jax_flynorm.which_implementation("cuda", "pallas", direction="bwd")


def test_auto_on_rocm_without_torch_says_flydsl_needs_it(monkeypatch):
    """FlyDSL imports torch, which the flydsl extra does not install: where no kernel ships,
    `auto` falls back naming torch and how to install it; the kernel compiler says the same."""
    pytest.importorskip("flydsl", reason="the message names torch only where FlyDSL is installed")
    from jax_flynorm.backends import flydsl
    from jax_flynorm.backends.flydsl.kernels import compile as kernel_compile

    monkeypatch.setitem(sys.modules, "torch", None)  # what `import torch` does without torch
    monkeypatch.setattr(flydsl._launcher, "load", lambda: None)
    monkeypatch.setattr(backends, "_warned_fallbacks", set())
    monkeypatch.setenv(flydsl.ARCH_ENV, "gfx942")
    # The shipped kernels need no torch: `auto` keeps flydsl, without a warning.
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert backends.resolve("auto", "rocm", "fwd").name == "flydsl"
    monkeypatch.setenv("JAX_FLYNORM_PREBUILT", "0")  # nothing shipped: only FlyDSL could serve
    with pytest.warns(RuntimeWarning, match="flydsl implementation cannot run .*FlyDSL imports "
                      "torch, which is not installed: install any torch build.*CPU wheel"):
        assert backends.resolve("auto", "rocm", "fwd").name == "xla"
    with pytest.raises(kernel_compile.KernelCompileError, match="FlyDSL imports torch"):
        kernel_compile._import_flydsl()
