"""What the executor refuses: each test breaks one thing in a real code object and checks the
error names it (and where it is), where a silent pass would hide a kernel bug."""

import struct

import numpy as np
import pytest

from tests.emulator.checks import rand
from tests.kernel_specs import make_spec
from tools.machine_code import MachineCodeError, load, run_kernel
from tools.machine_code.mutate import drop_waitcnt
from tools.machine_code.run import compiled

SPEC = make_spec("rmsnorm", "bwd", 4096, "bf16", "gfx950")


def _inputs(m=3):
    rng = np.random.default_rng(0)
    n = SPEC.n
    return {"dy": rand(rng, (m, n), "bf16"), "h": rand(rng, (m, n), "bf16"),
            "weight": rand(rng, n, "bf16"), "rstd": rng.random(m) + 0.5,
            "dresidual_out": rand(rng, (m, n), "bf16")}


def _kd_offset(hsaco, co):
    return co.kd_offset


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("index", [0, 3])
def test_a_dropped_waitcnt_is_a_pending_load_hazard_naming_the_pc(arch, index):
    spec = make_spec("rmsnorm", "bwd", 4096, "bf16", arch)
    hsaco, pc = drop_waitcnt(compiled(spec).hsaco, index=index)
    run_kernel(spec, 3, 2, _inputs())  # the intact kernel runs
    with pytest.raises(MachineCodeError, match=r"while the (smem|vm|lds) load at PC 0x[0-9a-f]+ "
                                               r"that writes it is still pending"):
        run_kernel(spec, 3, 2, _inputs(), hsaco=hsaco)
    assert pc > 0 or index == 0


def test_an_unknown_opcode_is_an_error_naming_it_and_its_pc():
    kernel = compiled(SPEC)
    co = load(kernel.hsaco)
    # v_mov_b32 -> v_exp_f32 (VOP1 opcode 0x20), which no kernel uses.
    prog = sorted((pc, i) for pc, i in __import__("tools.machine_code.decode", fromlist=["x"])
                  .decode(co.code).items() if i.name == "v_mov_b32_e32" and i.size == 4)
    pc = prog[0][0]
    word = int.from_bytes(co.code[pc:pc + 4], "little")
    word = (word & ~(0xFF << 9)) | (0x20 << 9)
    at = co.code_offset + pc
    hsaco = kernel.hsaco[:at] + word.to_bytes(4, "little") + kernel.hsaco[at + 4:]
    with pytest.raises(MachineCodeError, match=f"unknown opcode v_exp_f32_e32 .* at PC {pc:#x}"):
        run_kernel(SPEC, 3, 2, _inputs(), hsaco=hsaco)


def test_a_register_past_the_allocation_is_refused():
    kernel = compiled(SPEC)
    co = load(kernel.hsaco)
    at = _kd_offset(kernel.hsaco, co) + 48  # compute_pgm_rsrc1: VGPR granules in bits 5:0
    (rsrc1,) = struct.unpack_from("<I", kernel.hsaco, at)
    small = (rsrc1 & ~0x3F) | 1  # 16 VGPRs
    hsaco = kernel.hsaco[:at] + struct.pack("<I", small) + kernel.hsaco[at + 4:]
    with pytest.raises(MachineCodeError, match="past the kernel's"):
        run_kernel(SPEC, 3, 2, _inputs(), hsaco=hsaco)


def test_a_float_mode_it_does_not_model_is_refused():
    kernel = compiled(SPEC)
    co = load(kernel.hsaco)
    at = _kd_offset(kernel.hsaco, co) + 48
    (rsrc1,) = struct.unpack_from("<I", kernel.hsaco, at)
    flush = rsrc1 & ~(0xF << 16)  # denormals flushed
    hsaco = kernel.hsaco[:at] + struct.pack("<I", flush) + kernel.hsaco[at + 4:]
    with pytest.raises(MachineCodeError, match="float_denorm_mode"):
        load(hsaco)


def test_the_command_passes_a_kernel_and_fails_its_mutation(capsys):
    import tests.emulator.checks as checks
    from tests.machine_code.__main__ import main

    runner, compare = checks.run_kernel, checks.close

    args = ["--op", "rmsnorm", "--direction", "bwd", "--rows", "5", "--hidden", "1024",
            "--arch", "gfx950"]
    assert main(args) == 0
    passed = capsys.readouterr().out
    assert "wave-instructions" in passed and "dx: largest |error|" in passed
    assert main([*args, "--mutate", "drop-waitcnt"]) != 0
    out = capsys.readouterr().out
    assert "still pending" in out and "at PC 0x" in out
    # The IR emulator's suites run in this process after it (xdist): nothing stays patched.
    assert (checks.run_kernel, checks.close) == (runner, compare)


def test_the_command_checks_a_quantized_forward(capsys):
    """--quant: the quantized forward's machine code against the float64 oracle of the
    quantization (gfx950's e4m3fnuz, through its fn conversion, with a per-tensor scale), and a
    mutation of it fails; quantization options without --quant are refused."""
    from tests.machine_code.__main__ import main

    args = ["--op", "rmsnorm", "--rows", "5", "--hidden", "1024", "--arch", "gfx950",
            "--quant", "f8e4m3fnuz", "--static-scale"]
    assert main(args) == 0
    assert "y_amax: largest |error|" in capsys.readouterr().out
    assert main([*args, "--mutate", "drop-waitcnt"]) != 0
    assert "still pending" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--group-size", "128"])
