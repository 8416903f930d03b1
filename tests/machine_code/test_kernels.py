"""Every kernel variant the lowering can pick, executed as machine code for gfx942 and gfx950,
against the float64 oracle (the emulator suite's checks), with v_rcp_f32/v_sqrt_f32 correctly
rounded and with a seeded +-1 ulp error per lane.

Grid rationale: the code paths are the emulator suite's (tests/emulator/test_kernels.py: one
lane per row, 8 lanes per row, ragged multi-row, scalar tail, vec2/vec4, block reduction cached,
768-thread backward, re-reading forward and backward), each at two small shapes whose rows do not
divide a block, both archs; the dtypes and operand flags at one N each. Each execution takes
0.05-2 s; the whole compile matrix (tests/machine_code/matrix.py) is a separate command.
"""

import pytest

from tests.kernel_cases import ARCHS, FLAG_CASES, PATH_CASES
from tests.kernel_specs import make_spec
from tests.machine_code.support import check_spec
from tools.machine_code import Options

# (M, P): fewer rows than a block and ragged tiles; backward: several partial rows, one empty.
SMALL = {"fwd": ((1, 1), (5, 1)), "bwd": ((3, 2), (7, 3))}
LONG = {"fwd": ((2, 1),), "bwd": ((2, 3),)}  # N = 66000: the re-reading paths
DTYPE_CASES = [(op, d, n, dt, wdt, arch) for op in ("rmsnorm", "layernorm")
               for d in ("fwd", "bwd") for arch in ARCHS
               for n, dt, wdt in ((761, "f32", "f32"), (4096, "f16", "f16"),
                                  (760, "bf16", "f32"), (761, "f16", "f32"))]


def _shapes(spec):
    return (LONG if spec.n > 32768 else SMALL)[spec.direction]


def _check_path(op, direction, n, arch, rounding):
    spec = make_spec(op, direction, n, "bf16", arch)
    options = Options(perturb=n) if rounding == "perturbed" else None
    stats = check_spec(spec, _shapes(spec), options)
    assert stats["wave_instructions"] > 0


# The path cases one class per arch (no kernel in both): pytest-xdist's --dist loadscope gives a
# class or a module to one worker, and the module in one piece was one worker's longest stretch.
class TestPathsGfx942:
    @pytest.mark.parametrize("rounding", ["exact", "perturbed"])
    @pytest.mark.parametrize("op,direction,n,arch",
                             [c for c in PATH_CASES if c[3] == "gfx942"])
    def test_paths_match_the_oracle(self, op, direction, n, arch, rounding):
        _check_path(op, direction, n, arch, rounding)


class TestPathsGfx950:
    @pytest.mark.parametrize("rounding", ["exact", "perturbed"])
    @pytest.mark.parametrize("op,direction,n,arch",
                             [c for c in PATH_CASES if c[3] == "gfx950"])
    def test_paths_match_the_oracle(self, op, direction, n, arch, rounding):
        _check_path(op, direction, n, arch, rounding)


@pytest.mark.parametrize("op,direction,n,dt,wdt,arch", DTYPE_CASES)
def test_dtypes_match_the_oracle(op, direction, n, dt, wdt, arch):
    check_spec(make_spec(op, direction, n, dt, arch, wdt), SMALL[direction])


@pytest.mark.parametrize("op,direction,flags", FLAG_CASES)
def test_operand_flags_match_the_oracle(op, direction, flags):
    r, w, b = flags
    arch = ARCHS[FLAG_CASES.index((op, direction, flags)) % 2]
    check_spec(make_spec(op, direction, 768, "bf16", arch, residual=r, weight=w, bias=b),
               SMALL[direction])


# The performance model's anchor shapes (32768x8192 forward, 4096x4096 backward, bf16 with an
# f32 weight as in training) at reduced M: the same kernels, a few blocks of rows.
ANCHORS = [(op, d, n, arch, shapes) for op in ("rmsnorm", "layernorm") for arch in ARCHS
           for d, n, shapes in (("fwd", 8192, ((67, 1),)), ("bwd", 4096, ((67, 5),)))]


@pytest.mark.parametrize("op,direction,n,arch,shapes", ANCHORS)
def test_anchor_kernels_match_the_oracle(op, direction, n, arch, shapes):
    stats = check_spec(make_spec(op, direction, n, "bf16", arch, "f32"), shapes)
    assert stats["wave_instructions"] > 0
