"""Run the kernels' own IR in the CPU emulator and compare with the float64 oracle (contract.md).

Grid rationale (the full product of ops x directions x arches x paths x dtypes x flags x shapes
would be thousands of FlyDSL compiles; each takes ~1 s on one core, each emulated run <1 s):
  * paths: every op/direction/arch at hidden sizes that reach each code path (one lane per row
    with many rows per block, 8 lanes per row, ragged multi-row, scalar tail, block reduction
    cached, 768-thread cached backward, re-reading backward in groups of 2 and 3 chunks,
    re-reading forward), bf16, all operands, with M in {1, 3, 67} (backward: several P,
    including empty partial blocks, and one block looping over many tiles);
  * dtypes: f32, f16 and bf16 x with f32 weight at a multi-row, a scalar and a block-reduction
    N, every op/direction and arch;
  * flags: every residual/weight/bias combination per op/direction at a multi-row N.
Inputs are fresh random values each run; outputs start as NaN, so unwritten elements fail.
"""

import dataclasses

import numpy as np
import pytest

from tests.emulator.support import prefetch_ir, require

require("llvmlite", "flydsl", "torch")

from tests.emulator.checks import rand, run_case  # noqa: E402
from tests.kernel_cases import ARCHS, DTYPE_CASES, FLAG_CASES, PATH_CASES, all_specs  # noqa: E402
from tests.kernel_specs import make_spec  # noqa: E402
from tools.emulator import quantize, run_kernel  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def _ir():
    prefetch_ir(all_specs())


@pytest.mark.parametrize("op,direction,n,arch", PATH_CASES)
def test_paths(op, direction, n, arch):
    run_case(make_spec(op, direction, n, "bf16", arch))


@pytest.mark.parametrize("op,direction,n,dt,wdt,arch", DTYPE_CASES)
def test_dtypes(op, direction, n, dt, wdt, arch):
    run_case(make_spec(op, direction, n, dt, arch, wdt))


@pytest.mark.parametrize("op,direction,flags", FLAG_CASES)
def test_flags(op, direction, flags):
    r, w, b = flags
    arch = ARCHS[FLAG_CASES.index((op, direction, flags)) % 2]
    run_case(make_spec(op, direction, 768, "bf16", arch, residual=r, weight=w, bias=b))


def test_intrinsic_inventory():
    """The amdgcn intrinsics of every kernel in this grid are exactly the documented set."""
    from tools.emulator.ir import kernel_ir
    from tools.emulator.retarget import KERNEL_INTRINSICS, retarget

    used = {arch: set() for arch in ARCHS}
    recomputing = (dataclasses.replace(make_spec("layernorm", "bwd", 66000, "bf16", arch),
                                       recompute_stats=True) for arch in ARCHS)
    for spec in (*all_specs(), *recomputing):
        used[spec.arch].update(retarget(kernel_ir(spec)).intrinsics)
    for arch, names in KERNEL_INTRINSICS.items():
        assert sorted(used[arch]) == sorted(names), arch


@pytest.mark.parametrize("op,n,arch", [("rmsnorm", 2048, "gfx942"), ("layernorm", 760, "gfx950"),
                                       ("layernorm", 4096, "gfx942")])
def test_backward_is_bitwise_independent_of_lane_order(op, n, arch):
    """dx and the partials do not depend on the order lanes run in (fixed reduction order)."""
    spec = make_spec(op, "bwd", n, "bf16", arch)
    assert spec.default_config().rows_in_flight > 1
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    m, p = 37, 3
    ins = {"dy": rand(rng, (m, n), "bf16"), "h": rand(rng, (m, n), "bf16", 2.0, 0.5),
           "weight": rand(rng, n, "bf16", 1.0, 1.0), "rstd": quantize(rng.random(m) + 0.5, "f32"),
           "dresidual_out": rand(rng, (m, n), "bf16")}
    if op == "layernorm":
        ins["mean"] = quantize(rng.standard_normal(m), "f32")
    first = run_kernel(spec, m, p, ins, reverse=False)
    second = run_kernel(spec, m, p, ins, reverse=True)
    for key, value in first.items():
        np.testing.assert_array_equal(value, second[key], err_msg=key)
        assert not np.isnan(value).any(), key


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_a_finite_row_whose_statistics_overflow_gives_bias_and_a_zero_gradient(op, arch, rng):
    """contract.md: a finite row whose f32 variance overflows has rstd = 0, y = bias and dx = 0
    (plus dresidual_out); the ordinary row beside it is unaffected. The dtype sweep's f32
    kernels (N = 760, all operands)."""
    n = 760
    big = rng.uniform(-1.0, 1.0, (1, n)) * (3.3e38 if op == "rmsnorm" else 1e20)
    x = quantize(np.concatenate([big, rng.standard_normal((1, n))]), "f32")
    zeros = np.zeros((2, n), np.float32)
    ins = {"x": x, "residual": zeros, "weight": rand(rng, (n,), "f32"),
           "bias": rand(rng, (n,), "f32")}
    out = run_kernel(make_spec(op, "fwd", n, "f32", arch, "f32"), 2, 1, ins, 1e-5)
    assert out["rstd"][0] == 0 and out["rstd"][1] > 0
    np.testing.assert_array_equal(out["y"][0], ins["bias"])
    back = {"dy": rand(rng, (2, n), "f32"), "h": x, "rstd": out["rstd"], "weight": ins["weight"],
            "dresidual_out": zeros}
    if op == "layernorm":
        back["mean"] = out["mean"]
    grads = run_kernel(make_spec(op, "bwd", n, "f32", arch, "f32"), 2, 1, back, 1e-5)
    assert (grads["dx"][0] == 0).all() and np.isfinite(grads["dx"]).all()
    assert all(np.isfinite(grads[k]).all() for k in ("dweight_partials", "dbias_partials"))
