"""The norm options in the FlyDSL kernels, run in the CPU emulator against the float64 oracle:
the weight offset fused into both directions (at a multi-row, a scalar and a block-reduction N),
weight dtypes independent of x's (a bf16 weight with f32 x, an f16 weight with bf16 x), for
each op and direction on both archs, and per-head weights and biases (2 and 3 heads, f32 and
bf16, with a residual) on every row path: several rows per block (whose rows span heads), ragged
and scalar rows, a block reduction and the re-reading paths of long rows; a bias without a weight
and a weight without a bias."""

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


# (op, N, x dtype, arch, heads), each run in both directions: N=64: 4 or 8 lanes and 32 to 128
# rows per block; 760: ragged multi-row; 761: scalar; 4096: block reduction (backward: 4 rows in
# flight); 66000: both directions re-read the row.
HEAD_CASES = [(op, d, n, dt, arch, heads) for d in ("fwd", "bwd")
              for op, n, dt, arch, heads in (("rmsnorm", 64, "bf16", "gfx942", 2),
                                             ("layernorm", 64, "f32", "gfx950", 3),
                                             ("layernorm", 760, "f32", "gfx942", 3),
                                             ("rmsnorm", 761, "bf16", "gfx950", 3),
                                             ("layernorm", 4096, "bf16", "gfx950", 2),
                                             ("rmsnorm", 66000, "bf16", "gfx942", 2))]
# (op, direction, weight, bias): per-head vectors of one kind only (a backward with only a bias
# learns its heads from the partials).
HEAD_FLAG_CASES = [("layernorm", "bwd", False, True), ("rmsnorm", "fwd", False, True),
                   ("rmsnorm", "bwd", True, False), ("layernorm", "fwd", True, False)]


def offset_spec(op, direction, n, arch, offset):
    """The kernel of a weight_offset case: the offset is a run-time argument, not in the spec."""
    return make_spec(op, direction, n, "bf16", arch, "f32")


def head_spec(op, direction, n, dt, arch, heads, weight=True, bias=True):
    return dataclasses.replace(make_spec(op, direction, n, dt, arch, weight=weight, bias=bias),
                               heads=heads)


def flag_spec(op, direction, weight, bias):
    return head_spec(op, direction, 768, "bf16", "gfx942", 2, weight, bias)


def all_specs():
    yield from (offset_spec(*case) for case in OFFSET_CASES)
    yield from (make_spec(op, d, n, dt, arch, wdt) for op, d, n, dt, wdt, arch in DTYPE_CASES)
    yield from (head_spec(*case) for case in HEAD_CASES)
    yield from (flag_spec(*case) for case in HEAD_FLAG_CASES)


@pytest.fixture(scope="module", autouse=True)
def _ir():
    prefetch_ir(all_specs())


@pytest.mark.parametrize("op,direction,n,arch,offset", OFFSET_CASES)
def test_weight_offset(op, direction, n, arch, offset):
    run_case(offset_spec(op, direction, n, arch, offset), weight_offset=offset)


@pytest.mark.parametrize("op,direction,n,dt,wdt,arch", DTYPE_CASES)
def test_weight_dtype_independent_of_x(op, direction, n, dt, wdt, arch):
    run_case(make_spec(op, direction, n, dt, arch, wdt))


@pytest.mark.parametrize("op,direction,n,dt,arch,heads", HEAD_CASES)
def test_per_head_weight_and_bias(op, direction, n, dt, arch, heads):
    run_case(head_spec(op, direction, n, dt, arch, heads))


@pytest.mark.parametrize("op,direction,weight,bias", HEAD_FLAG_CASES)
def test_per_head_weight_or_bias_alone(op, direction, weight, bias):
    run_case(flag_spec(op, direction, weight, bias))
