"""Disassembling AMDGPU code objects with an ``llvm-objdump`` that knows the target.

LLVM 19 has no gfx950 decoder, and given gfx950 code with ``--mcpu=gfx942`` it misdecodes without
a warning: every ``v_permlane16/32_swap_b32`` reads as ``v_cndmask_b32_e32`` and
``v_cvt_pk_bf16_f32`` as ``.long``. So gfx950 takes an LLVM of release 20 or newer (Debian
bookworm-security's ``llvm-22``, whose gfx942 output equals 19's), and every listing is checked
before anything counts its instructions.
"""

from __future__ import annotations

import functools
import re
import shutil
import subprocess
import tempfile

# The first LLVM release that decodes each arch.
MIN_LLVM = {"gfx90a": 14, "gfx942": 17, "gfx950": 20}
_CANDIDATES = ("llvm-objdump-22", "llvm-objdump-21", "llvm-objdump-20", "llvm-objdump-19",
               "llvm-objdump")
_UNDECODED = re.compile(r"^\s*(\.long|\.short|\.byte|<unknown>)\b.*?//\s*([0-9A-Fa-f]+):", re.M)
_INST_LINE = re.compile(r"^\s+([a-z_][\w.]*)\b.*//\s*[0-9A-Fa-f]+:", re.M)


class MisdecodedListing(ValueError):
    """A listing holds words the disassembler did not decode, or decoded otherwise than the
    compiler wrote them."""


@functools.cache
def llvm_major(tool: str) -> int:
    """The LLVM release of an ``llvm-objdump`` executable (0 if it does not say)."""
    out = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"LLVM version (\d+)", out)
    return int(m.group(1)) if m else 0


def objdump_for(arch: str) -> str:
    """The newest ``llvm-objdump`` on PATH that decodes ``arch``; a clear error if none does."""
    if arch not in MIN_LLVM:
        raise ValueError(f"unknown AMDGPU arch {arch!r}; known: {sorted(MIN_LLVM)}")
    seen = []
    for name in _CANDIDATES:
        tool = shutil.which(name)
        if tool is None:
            continue
        major = llvm_major(tool)
        if major >= MIN_LLVM[arch]:
            return tool
        seen.append(f"{name} (LLVM {major})")
    found = ", ".join(seen) if seen else "none"
    raise RuntimeError(
        f"disassembling {arch} needs llvm-objdump from LLVM >= {MIN_LLVM[arch]} (found: {found}); "
        "on Debian: apt-get install llvm-22 (bookworm-security)")


def disassemble(elf: bytes, arch: str, *, tool: str | None = None,
                mcpu: str | None = None) -> str:
    """``llvm-objdump -d`` of a code object, checked by ``check_listing``. ``tool`` and ``mcpu``
    override the choice (the tests use them to reproduce the misdecode)."""
    tool = tool or objdump_for(arch)
    with tempfile.NamedTemporaryFile(suffix=".hsaco") as f:
        f.write(elf)
        f.flush()
        text = subprocess.run([tool, "-d", f"--mcpu={mcpu or arch}", f.name], check=True,
                              capture_output=True, text=True).stdout
        text = text.replace(f.name, "code object")
    check_listing(text)
    return text


_PADDING = re.compile(r"(\bs_endpgm\b[^\n]*\n)(?:[ \t]+s_(?:nop|code_end)\b[^\n]*\n)+", re.M)


def without_padding(listing: str) -> str:
    """The listing without the ``s_nop`` / ``s_code_end`` words objdump decodes after a
    function's ``s_endpgm`` (the code object's alignment padding, up to a few hundred words):
    no wave runs them, but read as a block of the function they would count as its issue."""
    return _PADDING.sub(r"\1", listing)


def opcodes(listing: str) -> list:
    """The mnemonics of an ``llvm-objdump -d`` listing, in address order."""
    return [m.group(1) for m in _INST_LINE.finditer(listing)]


def assembler_opcodes(isa: str, symbol: str) -> list:
    """The mnemonics of one function of a compiler's assembler listing (``.s``)."""
    from .isa_listing import parse

    return [inst.op for block in parse(isa, symbol) for inst in block.insts]


def check_listing(listing: str, expected: list | None = None) -> None:
    """Raise ``MisdecodedListing`` on any undecoded word and, given ``expected`` (the mnemonics
    the compiler wrote, e.g. ``assembler_opcodes`` of FlyDSL's own listing), on the first
    instruction decoded as something else. objdump pads a function with ``s_nop`` after its
    ``s_endpgm``; the comparison stops at the expected length."""
    bad = _UNDECODED.search(listing)
    if bad:
        raise MisdecodedListing(f"undecoded word {bad.group(1)!r} at address 0x{bad.group(2)}: "
                                "the disassembler does not know this arch")
    if expected is None:
        return
    got = opcodes(listing)
    for i, (want, have) in enumerate(zip(expected, got, strict=False)):
        if want != have:
            raise MisdecodedListing(
                f"instruction {i} decoded as {have!r}, the compiler wrote {want!r}")
    if len(got) < len(expected):
        raise MisdecodedListing(f"{len(got)} instructions decoded, the compiler wrote "
                                f"{len(expected)}")
