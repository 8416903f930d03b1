"""Backend selection happens at lowering time, per platform; impossible requests are errors."""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import pytest

import jax_flynorm

X = jnp.ones((4, 32), jnp.float32)


def lowered(platform, backend=None):
    f = jax.jit(lambda x: jax_flynorm.layernorm(x, backend=backend))
    return f.trace(X).lower(lowering_platforms=(platform,)).as_text()


def test_auto_picks_the_cpu_custom_call_on_cpu_and_jnp_on_cuda():
    assert jax_flynorm.which_backend("cpu") == "cpu"
    assert jax_flynorm.which_backend("cuda") == "xla"
    assert jax_flynorm.which_backend("tpu") == "xla"
    assert "flynorm_layernorm_fwd" in lowered("cpu")
    assert "custom_call" not in lowered("cuda")


def test_xla_override_never_emits_a_custom_call():
    assert "custom_call" not in lowered("cpu", backend="xla")


def test_environment_variable_selects_and_argument_wins(monkeypatch):
    monkeypatch.setenv(jax_flynorm.ENV_VAR, "xla")
    assert jax_flynorm.which_backend("cpu") == "xla"
    assert "custom_call" not in lowered("cpu")
    assert "flynorm_layernorm_fwd" in lowered("cpu", backend="cpu")


def test_bad_environment_variable_is_named(monkeypatch):
    monkeypatch.setenv(jax_flynorm.ENV_VAR, "cuda")
    with pytest.raises(ValueError, match=re.escape(f"from {jax_flynorm.ENV_VAR}")):
        jax_flynorm.rmsnorm(X)


def test_cpu_backend_lowered_for_cuda_is_an_error_not_a_fallback():
    with pytest.raises(ValueError, match="runs only on cpu"):
        lowered("cuda", backend="cpu")
    with pytest.raises(ValueError, match="runs only on cpu"):
        jax_flynorm.which_backend("cuda", "cpu")


def test_flydsl_backend_on_cpu_is_an_error():
    with pytest.raises(ValueError, match="flydsl"):
        lowered("cpu", backend="flydsl")


def test_export_for_several_platforms_picks_each_platforms_backend():
    exported = jax.export.export(
        jax.jit(lambda x: jax_flynorm.rmsnorm(x)), platforms=("cpu", "cuda"),
        disabled_checks=jax_flynorm.export_disabled_checks())(X)
    text = exported.mlir_module()
    assert text.count("custom_call @flynorm_rmsnorm_fwd") == 1
    assert exported.platforms == ("cpu", "cuda")
