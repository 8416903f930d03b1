"""Deliberately broken kernels, made by editing a real kernel's IR text, must be caught."""

import re

import numpy as np
import pytest

from tests.emulator.support import prefetch_ir, require

require("llvmlite", "flydsl", "torch")

from tests.emulator.checks import check_backward, check_forward  # noqa: E402
from tests.kernel_specs import make_spec  # noqa: E402
from tools.emulator import EmulatorError  # noqa: E402
from tools.emulator.ir import kernel_ir  # noqa: E402

BLOCK = make_spec("layernorm", "fwd", 4096, "bf16", "gfx942")      # LDS block reduction
ROWS = make_spec("rmsnorm", "fwd", 768, "bf16", "gfx942")          # 4 rows per block, shuffles
ROWS950 = make_spec("rmsnorm", "fwd", 12288, "bf16", "gfx950")     # permlane swaps
BWD = make_spec("layernorm", "bwd", 768, "bf16", "gfx950")         # LDS partials combine


@pytest.fixture(scope="module", autouse=True)
def _ir():
    prefetch_ir([BLOCK, ROWS, ROWS950, BWD])


def edit(spec, pattern, repl, count=1):
    text = kernel_ir(spec)
    new, done = re.subn(pattern, repl, text, count=count)
    assert done == count, f"pattern {pattern!r} not in the IR of {spec.kernel_name}"
    return new


def test_the_unedited_kernels_pass():
    rng = np.random.default_rng(0)
    for spec in (BLOCK, ROWS, ROWS950):
        check_forward(spec, 5, rng)
    check_backward(BWD, 19, 2, rng)


def test_missing_barrier_in_the_block_reduction():
    ir = edit(BLOCK, r"call void @llvm\.amdgcn\.s\.barrier\(\)", "")
    with pytest.raises(EmulatorError, match="LDS race"):
        check_forward(BLOCK, 3, np.random.default_rng(1), ir=ir)


def test_missing_barrier_before_combining_partials():
    ir = edit(BWD, r"call void @llvm\.amdgcn\.s\.barrier\(\)", "")
    with pytest.raises(EmulatorError, match="LDS race"):
        check_backward(BWD, 19, 2, np.random.default_rng(2), ir=ir)


def test_wrong_swizzle_offset():
    # The xor-8 step of the row reduction becomes xor-4: lanes add a value twice.
    ir = edit(ROWS, r"(ds\.swizzle\(i32 %\d+, i32) 8223\)", r"\1 4127)")
    with pytest.raises(AssertionError, match="of flynorm_rmsnorm"):
        check_forward(ROWS, 5, np.random.default_rng(3), ir=ir)


def test_wrong_bpermute_offset():
    # The xor-32 step (ds_bpermute index lane ^ 32) becomes lane ^ 16.
    ir = edit(ROWS, r"xor i32 (%\d+), 32\n", r"xor i32 \1, 16\n")
    with pytest.raises(AssertionError):
        check_forward(ROWS, 5, np.random.default_rng(4), ir=ir)


def test_wrong_permlane_swap():
    ir = edit(ROWS950, r"permlane32\.swap", "permlane16.swap")
    with pytest.raises(AssertionError):
        check_forward(ROWS950, 2, np.random.default_rng(5), ir=ir)


def test_off_by_one_row_bound_writes_past_the_operands():
    # row < M becomes row <= M: the block's extra row group touches row M.
    ir = edit(ROWS, r"icmp slt i32 (%\d+), %12\n", r"icmp sle i32 \1, %12\n")
    with pytest.raises(EmulatorError, match="outside the operands"):
        check_forward(ROWS, 5, np.random.default_rng(6), ir=ir)
