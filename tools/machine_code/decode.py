"""Decode a kernel's machine code with the CDNA instruction tables of tinygrad 0.14.0.

tinygrad's tables (generated from AMD's ISA XML, CDNA3 and CDNA4 together) give each
instruction's format, opcode, length and fields; this module turns that into plain operands:
``("v", n)``, ``("s", n)`` (SGPRs, VCC at 106, M0 at 124, EXEC at 126), ``("k", value)`` (inline
constants and literals as 32-bit patterns, with the signed integer in ``ints``), ``("scc",)``.
"""

from __future__ import annotations

import dataclasses
import struct

from .loader import MachineCodeError

FLOAT_CONSTANTS = {240: 0.5, 241: -0.5, 242: 1.0, 243: -1.0, 244: 2.0, 245: -2.0, 246: 4.0,
                   247: -4.0, 248: 0.15915494309189535}
# 1/(2*pi) as the hardware's f32 constant (the rounded double would differ in the last bit).
INV_2PI_F32 = 0x3E22F983
SCALAR_NAMES = {106: "vcc_lo", 107: "vcc_hi", 124: "m0", 126: "exec_lo", 127: "exec_hi"}


@dataclasses.dataclass
class Instr:
    pc: int
    size: int
    fmt: str            # tinygrad's class name without its _LIT/_SDWA suffix (VOP3_SDST kept)
    name: str           # lower case opcode, e.g. "v_add_f32_e32"
    variant: str        # "", "LIT", "SDWA"
    raw: object         # the tinygrad instruction (its fields by name)
    literal: int | None

    @property
    def base(self) -> str:
        """The opcode without its encoding suffix (v_add_f32_e32 -> v_add_f32)."""
        for sfx in ("_e32", "_e64", "_sdwa"):
            if self.name.endswith(sfx):
                return self.name[: -len(sfx)]
        return self.name

    def operand(self, field: str) -> tuple:
        reg = getattr(self.raw, field)
        return operand(reg.offset, self.literal, self.pc, self.name)

    def field(self, name: str) -> int:
        return int(getattr(self.raw, name))

    def __str__(self) -> str:
        return f"{self.name} at PC {self.pc:#x}"


def _f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def operand(offset: int, literal: int | None, pc: int, name: str) -> tuple:
    if offset < 106 or offset in SCALAR_NAMES:
        return ("s", offset)
    if 128 <= offset <= 192:
        return ("k", offset - 128)
    if 193 <= offset <= 208:
        return ("k", (192 - offset) & 0xFFFFFFFF)
    if offset == 248:
        return ("k", INV_2PI_F32)
    if offset in FLOAT_CONSTANTS:
        return ("k", _f32_bits(FLOAT_CONSTANTS[offset]))
    if offset == 253:
        return ("scc",)
    if offset == 255:
        if literal is None:
            raise MachineCodeError(f"{name} at PC {pc:#x}: literal operand without a literal")
        return ("k", literal & 0xFFFFFFFF)
    if 256 <= offset < 512:
        return ("v", offset - 256)
    raise MachineCodeError(f"{name} at PC {pc:#x}: operand encoding {offset} (ttmp, vccz, "
                           "execz, lds_direct, ...) is not modelled")


def decode(code: bytes) -> dict:
    """PC -> Instr for every instruction of ``code`` (the kernel symbol's bytes)."""
    from tinygrad.renderer.amd import decode_inst

    out = {}
    pc = 0
    while pc < len(code):
        chunk = code[pc:pc + 16].ljust(16, b"\0")
        try:
            raw = decode_inst(chunk, "cdna")
        except ValueError as exc:
            word = int.from_bytes(code[pc:pc + 4], "little")
            raise MachineCodeError(f"PC {pc:#x}: cannot decode {word:#010x} ({exc})") from None
        cls = type(raw).__name__
        variant = ""
        for sfx in ("_LIT", "_SDWA_SDST", "_SDWA", "_DPP16", "_MFMA"):
            if cls.endswith(sfx):
                cls, variant = cls[: -len(sfx)], sfx[1:]
        if variant in ("DPP16", "MFMA", "SDWA_SDST"):
            raise MachineCodeError(f"PC {pc:#x}: {raw.op_name.lower()} in {variant} encoding is "
                                   "not modelled")
        size = raw.size()
        literal = getattr(raw, "literal", None)
        out[pc] = Instr(pc=pc, size=size, fmt=cls, name=raw.op_name.lower(), variant=variant,
                        raw=raw, literal=None if literal is None else int(literal))
        pc += size
    return out
