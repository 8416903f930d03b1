"""`python -m jax_flynorm.selftest --shipped` on a sample of the archives' calls (both archs),
through the real launcher into the recording HIP stand-in, each launch executed as machine code:
it passes on the shipped kernels and fails when a kernel's output is corrupted."""

import ctypes

import numpy as np
import pytest

from jax_flynorm import _shipped_selftest as shipped
from jax_flynorm.backends.flydsl.kernels import compile as kernel_compile
from jax_flynorm.backends.flydsl.kernels.spec import ARCHS, kernel_args
from tests.machine_code import hip
from tests.machine_code.hip import executing_launches, flydsl_on_cpu

# Hidden sizes the executor runs in a second or two at 3 rows.
LARGEST_N = 2048


@pytest.fixture(autouse=True)
def no_compile(monkeypatch):
    def refuse(*_a, **_k):
        raise AssertionError("a kernel was compiled; the shipped ones must serve")

    monkeypatch.setattr(kernel_compile, "_compile_uncached", refuse)


def _sample(arch: str, count: int, rng) -> list:
    """``count`` calls of the archive at small N: a quantized forward, a residual, and random
    others (a new draw each run; the seed is printed)."""
    small = [c for c in shipped.calls(arch) if c.n <= LARGEST_N and c.rows == shipped.ROWS]
    picks = [rng.choice([c for c in small if c.quant]),
             rng.choice([c for c in small if c.residual and not c.quant])]
    picks += list(rng.choice(small, count - len(picks), replace=False))
    return list(dict.fromkeys(picks))


@pytest.mark.parametrize("arch", ARCHS)
def test_shipped_selftest_passes_on_a_sample(monkeypatch, arch):
    seed = int(np.random.SeedSequence().entropy % (1 << 63))
    print("seed", seed)
    sample = _sample(arch, 3, np.random.default_rng(seed))
    flydsl_on_cpu(monkeypatch, arch)
    assert shipped.arch() == arch
    lines = []
    with executing_launches():
        result = shipped.run(arch, sample, log=lines.append)
    assert result["failed"] == [], "\n".join(lines)
    assert result["kernels_run"] >= len(sample), lines
    assert any(line.startswith(f"{len(sample)}/{len(sample)} calls passed on {arch}")
               for line in lines), lines


def _corrupting(execute):
    """The executor, then the first element of the launch's y or dx overwritten."""
    def run(image, symbol, kernarg, grid, block, shared=0, options=None, spec=None):
        stats = execute(image, symbol, kernarg, grid, block, shared, options, spec=spec)
        arg = next(a for a in kernel_args(spec) if a.name in ("y", "dx"))
        ctypes.memset(int.from_bytes(kernarg[arg.offset:arg.offset + 8], "little"), 0x42, 4)
        return stats
    return run


@pytest.mark.parametrize("arch", ARCHS)
def test_shipped_selftest_fails_on_a_corrupted_output(monkeypatch, arch):
    call = next(c for c in shipped.calls(arch)
                if (c.op, c.x, c.weight, c.residual, c.quant, c.heads) ==
                ("rmsnorm", "bf16", "bf16", False, None, 1) and c.n <= LARGEST_N)
    flydsl_on_cpu(monkeypatch, arch)
    monkeypatch.setattr(hip, "execute_host_launch", _corrupting(hip.execute_host_launch))
    lines = []
    with executing_launches():
        result = shipped.run(arch, [call], log=lines.append)
    assert result["failed"] == [call.label], "\n".join(lines)
    assert "FAIL" in lines[0] and "0/1 calls passed" in lines[1], lines


def _one_of_each_variant(arch: str) -> list:
    """The smallest call of each variant the hidden-size-generic archives added: scale groups,
    y in f32, the f32 residual stream (with and without prenorm), per-head LayerNorm."""
    every = [c for c in shipped.calls(arch) if c.rows == shipped.ROWS and c.n <= 1024]
    kinds = {
        "groups": lambda c: c.group,
        "f32 y": lambda c: c.out == "f32",
        "f32 stream, prenorm": lambda c: c.residual_dtype == "f32" and c.prenorm,
        "f32 stream": lambda c: c.residual_dtype == "f32" and not c.prenorm,
        "per-head layernorm": lambda c: c.op == "layernorm" and c.heads > 1,
    }
    picks = {}
    for name, wanted in kinds.items():
        found = [c for c in every if wanted(c)]
        assert found, f"{arch}: no call of the archive is '{name}'"
        picks[name] = max(found, key=lambda c: c.n)
    return list(picks.values())


@pytest.mark.parametrize("arch", ARCHS)
def test_shipped_selftest_covers_the_added_variants(monkeypatch, arch):
    sample = _one_of_each_variant(arch)
    flydsl_on_cpu(monkeypatch, arch)
    lines = []
    with executing_launches():
        result = shipped.run(arch, sample, log=lines.append)
    assert result["failed"] == [], "\n".join(lines)
    assert result["kernels_run"] >= len(sample), lines
