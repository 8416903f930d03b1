"""Choosing the implementation happens at lowering time, per platform; impossible requests are
errors. The old spellings (backend=, JAX_FLYNORM_BACKEND, which_backend) still work, with a
DeprecationWarning."""

from __future__ import annotations

import re
import typing

import jax
import jax.numpy as jnp
import pytest

import jax_flynorm
from jax_flynorm.backends import DEPRECATED_ENV_VAR, ENV_VAR

X = jnp.ones((4, 32), jnp.float32)


def lowered(platform, implementation=None):
    f = jax.jit(lambda x: jax_flynorm.layernorm(x, implementation=implementation))
    return f.trace(X).lower(lowering_platforms=(platform,)).as_text()


def test_auto_picks_the_cpu_custom_call_on_cpu_and_jnp_on_cuda():
    assert jax_flynorm.which_implementation("cpu") == "cpu"
    assert jax_flynorm.which_implementation("cuda") == "xla"
    assert jax_flynorm.which_implementation("tpu") == "xla"
    assert "flynorm_layernorm_fwd" in lowered("cpu")
    assert "custom_call" not in lowered("cuda")


def test_xla_override_never_emits_a_custom_call():
    assert "custom_call" not in lowered("cpu", implementation="xla")


def test_environment_variable_selects_and_argument_wins(monkeypatch):
    monkeypatch.setenv(ENV_VAR, "xla")
    assert jax_flynorm.which_implementation("cpu") == "xla"
    assert "custom_call" not in lowered("cpu")
    assert "flynorm_layernorm_fwd" in lowered("cpu", implementation="cpu")


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
    exported = jax.export.export(
        jax.jit(lambda x: jax_flynorm.rmsnorm(x)), platforms=("cpu", "cuda"),
        disabled_checks=jax_flynorm.export_disabled_checks())(X)
    text = exported.mlir_module()
    assert text.count("custom_call @flynorm_rmsnorm_fwd") == 1
    assert exported.platforms == ("cpu", "cuda")


@pytest.fixture
def no_implementation_env(monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.delenv(DEPRECATED_ENV_VAR, raising=False)


@pytest.mark.parametrize("fn", [jax_flynorm.rmsnorm, jax_flynorm.layernorm])
def test_deprecated_backend_argument_still_selects(fn, no_implementation_env):
    with pytest.warns(DeprecationWarning, match="implementation="):
        text = jax.jit(lambda x: fn(x, backend="xla")).trace(X).lower(
            lowering_platforms=("cpu",)).as_text()
    assert "custom_call" not in text
    with pytest.warns(DeprecationWarning), pytest.raises(ValueError, match="disagree"):
        fn(X, implementation="cpu", backend="xla")


def test_deprecated_environment_variable_still_selects(monkeypatch, no_implementation_env):
    monkeypatch.setenv(DEPRECATED_ENV_VAR, "xla")
    with pytest.warns(DeprecationWarning, match=ENV_VAR):
        assert "custom_call" not in lowered("cpu")
    monkeypatch.setenv(ENV_VAR, "cpu")  # the new variable wins, silently
    assert jax_flynorm.which_implementation("cpu") == "cpu"


def test_deprecated_which_backend():
    with pytest.warns(DeprecationWarning, match="which_implementation"):
        assert jax_flynorm.which_backend("cuda", "xla") == "xla"


def test_the_literal_lists_every_choice():
    assert typing.get_args(jax_flynorm.Implementation) == ("auto", "xla", "cpu", "flydsl")
    assert set(jax_flynorm.__all__) == {"Implementation", "export_disabled_checks", "layernorm",
                                        "rmsnorm", "which_backend", "which_implementation"}
