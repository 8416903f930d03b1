"""The quantized forwards executed as machine code on both archs: against the float64
oracle of the quantization (tests/quant_oracle.py) on the float64 norm (tests/oracle.py), through
the emulator suite's own check (tests/emulator/checks.py `check_quantized`: zero, NaN and
saturating rows; values within a step of the oracle, almost all equal; scales, y_amax, statistics),
and on the same inputs bitwise against the kernel's IR run by the IR emulator (NaNs equal whatever
their sign).

Grid: every quantized dtype on both archs; each arch's own fp8 through v_cvt_pk_fp8_f32 and the
other one through it too (gfx942: its fnuz conversion; gfx950: its fn one); per token, per group
(lanes of one wave; two waves through LDS), per tensor (y_amax) with and without smooth-quant;
a residual and a bias; both ops; ragged multi-row f32 rows; and the bf16 per-token kernels of the
performance model's 32768x8192 shape at 9 rows. gfx950's e4m3fnuz runs there and at N = 16384 (a
row over two waves): its rows with a NaN take the kernel's rare side, the others skip the NaN
fix-up. Two cases also in the 8-vector tiling the lowering gives launches of few waves. Two and
nine rows each (the oracle check's own M).
"""

import numpy as np
import pytest

from tests.emulator.support import require

require("llvmlite")

import tests.emulator.checks as checks  # noqa: E402
from tests.kernel_specs import make_quant_spec as qspec  # noqa: E402
from tools import machine_code  # noqa: E402
from tools.emulator import run_kernel as run_ir  # noqa: E402

CASES = [
    qspec("rmsnorm", 4096, "bf16", "gfx942", "f8e4m3fnuz"),
    qspec("layernorm", 4096, "bf16", "gfx950", "f8e4m3fn"),
    qspec("rmsnorm", 4096, "bf16", "gfx942", "f8e4m3fn", group_size=128),
    qspec("rmsnorm", 4096, "bf16", "gfx950", "f8e4m3fnuz", static=True, smooth=True),
    qspec("rmsnorm", 4096, "bf16", "gfx950", "i8", group_size=128, residual=True, bias=True),
    qspec("layernorm", 760, "f32", "gfx942", "i8", static=True),
    qspec("rmsnorm", 16384, "bf16", "gfx942", "f8e4m3fn", group_size=1024),
    qspec("rmsnorm", 8192, "bf16", "gfx950", "f8e4m3fn"),
    qspec("rmsnorm", 8192, "bf16", "gfx950", "f8e4m3fnuz"),  # finite rows skip the NaN fix-up
    qspec("layernorm", 16384, "bf16", "gfx950", "f8e4m3fnuz"),  # the same over two waves (LDS)
    qspec("rmsnorm", 8192, "bf16", "gfx942", "i8"),
]


def _engines(spec, m, p, inputs, eps, *, return_stats=False, **kw):
    """The machine code's outputs, after checking them bitwise against the IR's."""
    out, stats = machine_code.run_kernel(spec, m, p, inputs, eps, return_stats=True, **kw)
    ir = run_ir(spec, m, p, inputs, eps, config=kw.get("config"),
                weight_offset=kw.get("weight_offset", 0.0))
    assert ir.keys() == out.keys()
    for key in ir:
        # A NaN's sign and payload are not compared: which operand's NaN an instruction returns
        # is the executor's (numpy's) choice, and a negated operand flips it (the NaN row).
        both = np.isnan(out[key]) & np.isnan(ir[key])
        np.testing.assert_array_equal(np.where(both, 0, out[key].view(np.uint32)),
                                      np.where(both, 0, ir[key].view(np.uint32)),
                                      err_msg=f"{key} of {spec.kernel_name} {spec.arch}: "
                                              "machine code != IR")
    return (out, stats) if return_stats else out


# The 8-vector tiling the lowering gives launches of few waves (spec.default_config(1024)).
NARROW_CASES = [
    qspec("layernorm", 4096, "bf16", "gfx942", "f8e4m3fn", static=True, smooth=True),
    qspec("rmsnorm", 2048, "bf16", "gfx950", "i8", group_size=128),
]


def _name(spec):
    return f"{spec.kernel_name}-{spec.arch}"


@pytest.mark.parametrize(("spec", "narrow"),
                         [pytest.param(s, False, id=_name(s)) for s in CASES]
                         + [pytest.param(s, True, id=f"{_name(s)}-narrow") for s in NARROW_CASES])
def test_quantized_machine_code_against_the_oracle_and_the_ir(spec, narrow, monkeypatch):
    monkeypatch.setattr(checks, "run_kernel", _engines)
    config = spec.default_config(1024) if narrow else None
    seed = int(np.random.SeedSequence().entropy % (1 << 63))
    rng = np.random.default_rng(seed)
    for rows in (2, 9):
        try:
            checks.check_quantized(spec, rows * spec.heads, rng, config)
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}: {exc}") from None
