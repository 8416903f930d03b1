"""Options of issue 13 in the FlyDSL kernels, run in the CPU emulator against the float64 oracle:
the weight offset fused into both directions (at a multi-row, a scalar and a block-reduction N),
and weight dtypes independent of x's (a bf16 weight with f32 x, an f16 weight with bf16 x), for
each op and direction on both archs."""

import dataclasses

import pytest

from tests.emulator.support import prefetch_ir, require

require("llvmlite", "flydsl", "torch")

from tests.emulator.checks import run_case  # noqa: E402
from tests.kernel_specs import make_spec  # noqa: E402

OPS = [(op, d) for op in ("rmsnorm", "layernorm") for d in ("fwd", "bwd")]
OFFSET_CASES = [(op, d, n, arch, off) for op, d in OPS
                for n, arch, off in ((760, "gfx942", 1.0), (761, "gfx950", -0.5),
                                     (4096, "gfx950", 1.0))]
DTYPE_CASES = [(op, d, n, dt, wdt, arch) for op, d in OPS
               for n, dt, wdt, arch in ((760, "f32", "bf16", "gfx942"),
                                        (4096, "bf16", "f16", "gfx950"))]


def offset_spec(op, direction, n, arch, offset):
    return dataclasses.replace(make_spec(op, direction, n, "bf16", arch, "f32"),
                               weight_offset=offset)


def all_specs():
    yield from (offset_spec(*case) for case in OFFSET_CASES)
    yield from (make_spec(op, d, n, dt, arch, wdt) for op, d, n, dt, wdt, arch in DTYPE_CASES)


@pytest.fixture(scope="module", autouse=True)
def _ir():
    prefetch_ir(all_specs())


@pytest.mark.parametrize("op,direction,n,arch,offset", OFFSET_CASES)
def test_weight_offset(op, direction, n, arch, offset):
    run_case(offset_spec(op, direction, n, arch, offset))


@pytest.mark.parametrize("op,direction,n,dt,wdt,arch", DTYPE_CASES)
def test_weight_dtype_independent_of_x(op, direction, n, dt, wdt, arch):
    run_case(make_spec(op, direction, n, dt, arch, wdt))
