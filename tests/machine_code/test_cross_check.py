"""The machine code and the kernels' LLVM IR (tools/emulator) on the same inputs: with v_rcp/v_sqrt
correctly rounded, every output is bitwise identical (both round every f32 operation to nearest
even, and the backend keeps the IR's operation order), so any difference is a finding."""

import numpy as np
import pytest

from tests.emulator.checks import rand
from tests.emulator.support import require
from tests.kernel_specs import make_spec
from tools import machine_code
from tools.emulator import quantize

require("llvmlite")

from tools.emulator import run_kernel as run_ir  # noqa: E402

CASES = [(op, d, n, dt, wdt, arch) for op in ("rmsnorm", "layernorm") for d in ("fwd", "bwd")
         for n, dt, wdt in ((8, "bf16", "bf16"), (761, "f16", "f32"), (4096, "bf16", "f32"))
         for arch in ("gfx942", "gfx950")]


@pytest.mark.parametrize("op,direction,n,dt,wdt,arch", CASES)
def test_machine_code_equals_the_ir_bitwise(op, direction, n, dt, wdt, arch):
    spec = make_spec(op, direction, n, dt, arch, wdt)
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    m, p = (5, 1) if direction == "fwd" else (7, 3)
    if direction == "fwd":
        ins = {"x": rand(rng, (m, n), dt, 2.0, 0.5), "residual": rand(rng, (m, n), dt),
               "weight": rand(rng, n, wdt, 1.0, 1.0), "bias": rand(rng, n, wdt)}
    else:
        ins = {"dy": rand(rng, (m, n), dt), "h": rand(rng, (m, n), dt, 2.0, 0.5),
               "weight": rand(rng, n, wdt, 1.0, 1.0), "rstd": quantize(rng.random(m) + 0.5, "f32"),
               "mean": quantize(rng.standard_normal(m), "f32"),
               "dresidual_out": rand(rng, (m, n), dt)}
    ir = run_ir(spec, m, p, ins, 1e-5)
    mc = machine_code.run_kernel(spec, m, p, ins, 1e-5)
    assert ir.keys() == mc.keys()
    for key in ir:
        np.testing.assert_array_equal(mc[key].view(np.uint32), ir[key].view(np.uint32),
                                      err_msg=key)
