"""`auto`'s warning when one call falls back to the portable path: once per kind of call, where
the kind is the whole call (scale mode, group size, dtypes, N), not the reason's text alone, which
may read the same for two different calls. Lowered for ROCm without a device (the arch set by
JAX_FLYNORM_ROCM_ARCH), FlyDSL's compiler made unavailable so that only shipped kernels serve."""

from __future__ import annotations

import warnings

import jax
import jax.numpy as jnp
import pytest

import jax_flynorm
from jax_flynorm import backends
from jax_flynorm.backends import flydsl

N = 1024


@pytest.fixture
def gfx942_without_compiler(monkeypatch):
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", "gfx942")
    monkeypatch.setattr(flydsl, "compiler_unavailable", lambda: "FlyDSL is not installed")
    monkeypatch.setattr(backends, "_warned_fallbacks", set())
    jax.clear_caches()
    yield
    jax.clear_caches()


def _lower(quantize, n=N, rows=8, eps=1e-6):
    fn = jax.jit(lambda x, w, b: jax_flynorm.layernorm(x, w, b, eps=eps, quantize=quantize))
    bf16 = jax.ShapeDtypeStruct
    return fn.trace(bf16((rows, n), jnp.bfloat16), bf16((n,), jnp.bfloat16),
                    bf16((n,), jnp.bfloat16)).lower(lowering_platforms=("rocm",))


def _fallbacks(fn) -> list[str]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fn()
    return [str(w.message) for w in caught if "portable xla path" in str(w.message)]


def test_a_per_tensor_fallback_warns_after_a_per_token_one(gfx942_without_compiler):
    """On gfx942 no e4m3fn LayerNorm kernel ships (its fp8 is e4m3fnuz): per token and per
    tensor both fall back, and the reasons read the same; each warns once."""
    per_token = jax_flynorm.Quantize(jnp.float8_e4m3fn)
    per_tensor = jax_flynorm.Quantize(jnp.float8_e4m3fn, scale=jnp.float32(0.01))
    first = _fallbacks(lambda: _lower(per_token))
    assert len(first) == 1 and "no kernel ships for layernorm" in first[0], first
    second = _fallbacks(lambda: _lower(per_tensor))
    assert len(second) == 1, second
    assert second[0] == first[0]  # the same text: only the kind of call told them apart
    # The same kind of call again, at other row counts and eps: no new warning.
    assert _fallbacks(lambda: (_lower(per_token, rows=16, eps=1e-5),
                               _lower(per_tensor, rows=3))) == []
    # Another N is another kernel, and its text says so.
    assert len(_fallbacks(lambda: _lower(per_token, n=2 * N))) == 1


def test_a_call_a_shipped_kernel_serves_does_not_warn(gfx942_without_compiler):
    assert _fallbacks(lambda: _lower(jax_flynorm.Quantize(jnp.float8_e4m3fnuz))) == []
