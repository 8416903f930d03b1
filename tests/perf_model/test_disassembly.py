"""Disassembled listings of our code objects say what the compiler wrote, on both archs.

The silent failure guarded here: LLVM 19 decodes gfx950 code as gfx942 without a warning, with
permlane swaps read as ``v_cndmask_b32_e32`` and ``v_cvt_pk_bf16_f32`` as ``.long``, and every
count taken from such a listing is wrong. Needs FlyDSL (compiles) and an llvm-objdump of LLVM >= 20
(Debian ``llvm-22``); skipped without them unless FLYNORM_REQUIRE_FLYDSL=1.
"""

import os
import re
import shutil

import pytest

from jax_flynorm.backends.flydsl.kernels import compile as comp
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec
from tests.kernel_specs import FP8_DTYPES, make_spec
from tools.perf_model import disasm

if os.environ.get("FLYNORM_REQUIRE_FLYDSL") != "1":
    pytest.importorskip("flydsl")
    pytest.importorskip("torch")
    try:
        disasm.objdump_for("gfx950")
    except RuntimeError as e:
        pytest.skip(str(e), allow_module_level=True)


@pytest.fixture(scope="module", autouse=True)
def kernel_cache(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(comp.CACHE_ENV, str(tmp_path_factory.mktemp("kernel-cache")))
        yield


# A bf16 forward converts with v_cvt_pk_bf16_f32 on gfx950; an f32 backward reduces across the
# wave with permlane swaps and converts nothing, so its misdecode leaves no `.long` behind.
SPECS = [("rmsnorm", "fwd", "bf16"), ("layernorm", "bwd", "f32")]


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("op,direction,dtype", SPECS)
def test_listing_matches_what_the_compiler_wrote(arch, op, direction, dtype):
    kernel = comp.compile_kernel(make_spec(op, direction, 4096, dtype, arch))
    listing = disasm.disassemble(kernel.hsaco, arch)
    expected = disasm.assembler_opcodes(kernel.isa, kernel.symbol)
    assert len(expected) > 100
    disasm.check_listing(listing, expected)
    if arch == "gfx950":
        assert any(op.startswith("v_permlane") for op in disasm.opcodes(listing))


# The quantized forwards: the arch's own fp8 (v_cvt_pk_fp8_f32), the other format
# (gfx942: its fnuz conversion of q / 2; gfx950: its fn conversion of 2 q) and int8, as the
# performance model reads them.
QUANT = [("native", {}), ("other", {"group_size": 128}), ("i8", {})]


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("qdt,options", QUANT)
def test_quantized_listing_matches_what_the_compiler_wrote(arch, qdt, options):
    from tools.perf_model.report import quant_spec

    kernel = comp.compile_kernel(quant_spec("rmsnorm", 8192, arch, qdt, **options))
    listing = disasm.disassemble(kernel.hsaco, arch)
    expected = disasm.assembler_opcodes(kernel.isa, kernel.symbol)
    assert len(expected) > 100
    disasm.check_listing(listing, expected)
    assert ("v_cvt_pk_fp8_f32" in disasm.opcodes(listing)) == (
        kernel.spec.quant_dtype in FP8_DTYPES)


@pytest.mark.parametrize("op,direction,dtype", SPECS)
def test_gfx950_decoded_as_gfx942_is_refused(op, direction, dtype):
    kernel = comp.compile_kernel(make_spec(op, direction, 4096, dtype, "gfx950"))
    expected = disasm.assembler_opcodes(kernel.isa, kernel.symbol)
    # What LLVM 19 does with gfx950 code (LLVM 22 decodes gfx942 the same way).
    with pytest.raises(disasm.MisdecodedListing):
        listing = disasm.disassemble(kernel.hsaco, "gfx950", mcpu="gfx942")
        disasm.check_listing(listing, expected)


def test_permlane_read_as_cndmask_is_refused():
    # LLVM 19's misdecode leaves no undecoded word: only the comparison with the compiler's
    # listing catches it. Reproduced on LLVM 22's correct listing by renaming one instruction.
    kernel = comp.compile_kernel(make_spec("rmsnorm", "fwd", 4096, "f32", "gfx950"))
    listing = disasm.disassemble(kernel.hsaco, "gfx950")
    expected = disasm.assembler_opcodes(kernel.isa, kernel.symbol)
    misdecoded = re.sub(r"v_permlane32_swap_b32_e32", "v_cndmask_b32_e32", listing, count=1)
    with pytest.raises(disasm.MisdecodedListing, match="decoded as 'v_cndmask_b32_e32'"):
        disasm.check_listing(misdecoded, expected)


def test_old_llvm_is_refused_for_gfx950_with_the_fix(monkeypatch, tmp_path):
    old = tmp_path / "llvm-objdump-19"
    old.write_text("#!/bin/sh\necho 'LLVM version 19.1.7'\n")
    old.chmod(0o755)
    monkeypatch.setenv("PATH", str(tmp_path))
    disasm.llvm_major.cache_clear()
    try:
        with pytest.raises(RuntimeError, match=r"LLVM >= 20 .*\(LLVM 19\).*llvm-22"):
            disasm.objdump_for("gfx950")
        assert disasm.objdump_for("gfx942") == shutil.which("llvm-objdump-19")
    finally:
        disasm.llvm_major.cache_clear()



def test_the_padding_after_a_function_is_not_counted_as_its_code():
    # objdump decodes the code object's alignment words after s_endpgm as s_nop: a small kernel
    # (a tensor-parallel stats phase) ends in a few hundred of them. Without them the listing's
    # blocks and the model's issue count are the compiler's own.
    import dataclasses

    from tools.perf_model import generic, isa_listing

    spec = KernelSpec(op="rmsnorm", direction="fwd", n=4096, x_dtype="bf16", out_dtype="bf16",
                      arch="gfx950", tp_phase="stats").generic_for()
    kernel = generic.compile_generic(spec)
    raw = disasm.disassemble(kernel.hsaco, "gfx950")
    stripped = disasm.without_padding(raw)
    assert raw.count("s_nop") > stripped.count("s_nop") + 100
    assert disasm.opcodes(stripped)[-1] == "s_endpgm"
    ops = [i.op for b in isa_listing.parse(stripped, kernel.symbol) for i in b.insts]
    assert ops == disasm.assembler_opcodes(kernel.isa, kernel.symbol)
    figures = {}
    for name, text in (("listing", kernel.isa), ("disassembly", stripped)):
        generic._analysis.cache_clear()
        generic._inner_loops.cache_clear()
        f = generic.analyze_at(dataclasses.replace(kernel, isa=text), 16384, 4096)
        figures[name] = (f.bound, round(f.time_s, 12), round(f.salu_per_16b, 6))
    generic._analysis.cache_clear()
    generic._inner_loops.cache_clear()
    assert figures["disassembly"] == figures["listing"], figures
