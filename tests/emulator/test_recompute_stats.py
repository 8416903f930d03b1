"""The backward with recompute_stats in the CPU emulator against the float64 oracle: h is a 16-bit
rounding of an f32 h whose statistics are handed in as the saved ones (rows with mean 64 and std
0.1 among them), and the expected gradient is the exact one at the rounded h, so only a kernel that
takes mean and rstd from the h it reads passes (checks.check_backward). Both ops (the kernel takes
the flag for RMSNorm too), bf16 and f16 h, the cached path (multi-row, block reduction, 768
threads) and the re-reading path (groups of 3 ragged and of 2 chunks), with and without
dresidual_out, weight and bias, with per-head weights, on both archs.
"""

import dataclasses

import numpy as np
import pytest

from tests.emulator.support import prefetch_ir, require

require("llvmlite", "flydsl", "torch")

from tests.emulator.checks import SHAPES, check_backward, run_case  # noqa: E402
from tests.kernel_specs import make_spec  # noqa: E402

OPS = ("layernorm", "rmsnorm")
# N -> path: 768 multi-row cached; 4096 cached with a block reduction; 12288 cached, 768 threads;
# 66000 re-reading, groups of 3 chunks, ragged; 32768 re-reading, groups of 2.
PATH_CASES = [(op, n, dt, arch) for op in OPS
              for n, dt, arch in ((768, "bf16", "gfx942"), (4096, "f16", "gfx950"),
                                  (12288, "bf16", "gfx950"), (66000, "bf16", "gfx942"),
                                  (32768, "f16", "gfx950"))]
# (dresidual_out, weight, bias) at a cached and a re-reading N.
FLAG_CASES = [(op, n, flags) for op in OPS for n in (768, 66000)
              for flags in ((False, False, False), (True, False, False), (False, True, False),
                            (False, False, True))]
# Per-head weight and bias (op, N, dtype, arch, heads): cached and re-reading.
HEAD_CASES = [("layernorm", 768, "bf16", "gfx950", 3), ("rmsnorm", 4096, "bf16", "gfx942", 2),
              ("layernorm", 32768, "f16", "gfx942", 2)]


def recompute_spec(op, n, dt, arch, residual=True, weight=True, bias=True, heads=1):
    spec = make_spec(op, "bwd", n, dt, arch, "f32", residual=residual, weight=weight, bias=bias)
    return dataclasses.replace(spec, recompute_stats=True, heads=heads)


def flag_spec(op, n, flags):
    r, w, b = flags
    arch = "gfx950" if n == 768 else "gfx942"
    return recompute_spec(op, n, "bf16", arch, residual=r, weight=w, bias=b)


def all_specs():
    yield from (recompute_spec(*case) for case in PATH_CASES)
    yield from (flag_spec(*case) for case in FLAG_CASES)
    yield from (recompute_spec(op, n, dt, arch, heads=k) for op, n, dt, arch, k in HEAD_CASES)
    yield make_spec("layernorm", "bwd", 768, "bf16", "gfx942", "f32")


@pytest.fixture(scope="module", autouse=True)
def _ir():
    prefetch_ir(all_specs())


@pytest.mark.parametrize("op,n,dt,arch", PATH_CASES)
def test_paths(op, n, dt, arch):
    run_case(recompute_spec(op, n, dt, arch))


@pytest.mark.parametrize("op,n,flags", FLAG_CASES)
def test_flags(op, n, flags):
    run_case(flag_spec(op, n, flags))


@pytest.mark.parametrize("op,n,dt,arch,heads", HEAD_CASES)
def test_per_head_weights(op, n, dt, arch, heads):
    run_case(recompute_spec(op, n, dt, arch, heads=heads))


def test_saved_statistics_fail_the_check():
    """The check can fail: the plain kernel, which uses the saved statistics, misses the
    gradient at the rounded h."""
    spec = make_spec("layernorm", "bwd", 768, "bf16", "gfx942", "f32")
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    for m, p in SHAPES["bwd"]:
        if m >= 2:
            with pytest.raises(AssertionError, match="dx of"):
                check_backward(spec, m, p, rng, rounded_h=True)

