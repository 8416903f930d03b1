"""Load an AMDGPU code object: the kernel's machine code, its kernel descriptor and metadata.

Only what the norm kernels use is accepted; every other descriptor setting is refused by name.
"""

from __future__ import annotations

import dataclasses
import struct

from tools.perf_model.elf import elf_target, metadata


class MachineCodeError(Exception):
    """The code object or its execution left what the executor models."""


@dataclasses.dataclass(frozen=True)
class KernelDescriptor:
    lds_bytes: int
    kernarg_size: int
    vgprs: int          # allocated VGPRs and AGPRs together (unified file, granules of 8)
    accum_offset: int   # the first AGPR's place in that file: VGPRs are v0..accum_offset-1
    sgprs: int          # allocated SGPRs (gfx9 encodes 2 * ceil(n / 16) - 1 blocks of 8)
    user_sgprs: int
    entry: int          # byte offset of the code from the descriptor


@dataclasses.dataclass(frozen=True)
class CodeObject:
    arch: str
    symbol: str
    code: bytes         # the kernel's instructions (from its symbol value, its size)
    code_offset: int    # where they start in the file
    kd_offset: int      # where the kernel descriptor starts in the file
    kd: KernelDescriptor
    meta: dict
    block_limit: int    # .max_flat_workgroup_size


def _sections(data: bytes) -> list:
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, _ = struct.unpack_from("<HHH", data, 0x3A)
    out = []
    for i in range(shnum):
        name, stype, _f, addr, offset, size, link, _info, _al, entsize = struct.unpack_from(
            "<IIQQQQIIQQ", data, shoff + i * shentsize)
        out.append((name, stype, addr, offset, size, link, entsize))
    return out


def _symbols(data: bytes) -> dict:
    secs = _sections(data)
    syms = {}
    for _n, stype, _a, offset, size, link, entsize in secs:
        if stype != 2:  # SHT_SYMTAB
            continue
        stroff = secs[link][3]
        for pos in range(offset, offset + size, entsize):
            name, _info, _other, shndx, value, sz = struct.unpack_from("<IBBHQQ", data, pos)
            end = data.index(b"\0", stroff + name)
            syms[data[stroff + name:end].decode()] = (value, sz, shndx)
    return syms


def _file_offset(data: bytes, vaddr: int, size: int) -> int:
    for _n, stype, addr, offset, sz, _l, _e in _sections(data):
        if stype != 8 and addr <= vaddr and vaddr + size <= addr + sz:  # not NOBITS
            return offset + vaddr - addr
    raise MachineCodeError(f"address {vaddr:#x} is in no section of the code object")


def _descriptor(raw: bytes, symbol: str) -> KernelDescriptor:
    lds, private, kernarg = struct.unpack_from("<III", raw, 0)
    (entry,) = struct.unpack_from("<q", raw, 16)
    rsrc3, rsrc1, rsrc2 = struct.unpack_from("<III", raw, 44)
    (props,) = struct.unpack_from("<H", raw, 56)
    preload = struct.unpack_from("<H", raw, 58)[0] & 0x7F
    bits = lambda v, lo, n: (v >> lo) & ((1 << n) - 1)  # noqa: E731
    checks = {
        "private segment (scratch)": private or bits(rsrc2, 0, 1),
        "float_round_mode_32/16_64 other than round-to-nearest-even": bits(rsrc1, 12, 4),
        "float_denorm_mode_32/16_64 other than denormals kept (3)": bits(rsrc1, 16, 4) != 0xF,
        "dx10_clamp off": not bits(rsrc1, 21, 1),
        "ieee_mode off": not bits(rsrc1, 23, 1),
        "fp16_ovfl": bits(rsrc1, 26, 1),
        "trap handler": bits(rsrc2, 6, 1),
        "workgroup ids y/z or workgroup info": bits(rsrc2, 8, 3),
        "workitem ids y/z (vgpr_workitem_id != 0)": bits(rsrc2, 11, 2),
        "user SGPRs other than the kernarg segment pointer": (props & 0x3FF) != 0x8,
        "kernarg preload": preload,
        "wave32": bits(props, 10, 1),
        "workgroup id x not enabled": not bits(rsrc2, 7, 1),
        "tg_split": bits(rsrc3, 16, 1),
    }
    refused = [name for name, bad in checks.items() if bad]
    if refused:
        raise MachineCodeError(f"{symbol}: kernel descriptor uses {', '.join(refused)}, which "
                               "the executor does not model")
    return KernelDescriptor(lds_bytes=lds, kernarg_size=kernarg,
                            vgprs=(bits(rsrc1, 0, 6) + 1) * 8,
                            accum_offset=(bits(rsrc3, 0, 6) + 1) * 4,
                            sgprs=(bits(rsrc1, 6, 4) + 1) * 8,
                            user_sgprs=bits(rsrc2, 1, 5), entry=entry)


def load(hsaco: bytes, symbol: str | None = None) -> CodeObject:
    """Parse ``hsaco`` and return its kernel ``symbol`` (the only kernel when None)."""
    arch = elf_target(hsaco)
    if arch not in ("gfx942", "gfx950"):
        raise MachineCodeError(f"code object targets {arch}; the executor runs gfx942 and gfx950")
    meta = metadata(hsaco)
    kernels = {k[".name"]: k for k in meta.get("amdhsa.kernels", [])}
    if symbol is None:
        if len(kernels) != 1:
            raise MachineCodeError(f"code object holds kernels {sorted(kernels)}: name one")
        symbol = next(iter(kernels))
    if symbol not in kernels:
        raise MachineCodeError(f"no kernel {symbol!r} in the code object ({sorted(kernels)})")
    syms = _symbols(hsaco)
    kd_value, _, _ = syms[symbol + ".kd"]
    kd_at = _file_offset(hsaco, kd_value, 64)
    raw = hsaco[kd_at:kd_at + 64]
    kd = _descriptor(raw, symbol)
    value, size, _ = syms[symbol]
    if value != kd_value + kd.entry:
        raise MachineCodeError(f"{symbol}: descriptor entry offset {kd.entry} does not point at "
                               "the kernel symbol")
    m = kernels[symbol]
    if m.get(".wavefront_size") != 64:
        raise MachineCodeError(f"{symbol}: wavefront size {m.get('.wavefront_size')}, not 64")
    if kd.user_sgprs != 2:
        raise MachineCodeError(f"{symbol}: {kd.user_sgprs} user SGPRs, expected 2 (kernarg ptr)")
    start = _file_offset(hsaco, value, size)
    return CodeObject(arch=arch, symbol=symbol, code=hsaco[start:start + size],
                      code_offset=start, kd_offset=kd_at, kd=kd, meta=m,
                      block_limit=int(m.get(".max_flat_workgroup_size", 1024)))
