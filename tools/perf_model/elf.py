"""Minimal reader for AMDGPU HSA code objects (ELF64): e_flags target and the msgpack note."""

from __future__ import annotations

import struct

EM_AMDGPU = 224
NT_AMDGPU_METADATA = 32
# EF_AMDGPU_MACH values (llvm/BinaryFormat/ELF.h).
MACH = {0x040: "gfx940", 0x04B: "gfx941", 0x04C: "gfx942", 0x04F: "gfx950", 0x03F: "gfx90a"}


def _sections(data: bytes):
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    heads = []
    for i in range(shnum):
        off = shoff + i * shentsize
        name, stype, _flags, _addr, offset, size = struct.unpack_from("<IIQQQQ", data, off)
        heads.append((name, stype, offset, size))
    strtab = heads[shstrndx]
    names = data[strtab[2]:strtab[2] + strtab[3]]
    out = {}
    for name, stype, offset, size in heads:
        key = names[name:names.index(b"\0", name)].decode()
        out[key] = (stype, data[offset:offset + size])
    return out


def elf_target(data: bytes) -> str:
    """The gfx target named by the code object's e_flags."""
    if data[:4] != b"\x7fELF":
        raise ValueError("not an ELF file")
    (machine,) = struct.unpack_from("<H", data, 0x12)
    if machine != EM_AMDGPU:
        raise ValueError(f"ELF machine {machine} is not AMDGPU")
    (flags,) = struct.unpack_from("<I", data, 0x30)
    mach = flags & 0xFF
    return MACH.get(mach, f"mach-0x{mach:x}")


def metadata(data: bytes) -> dict:
    """The decoded ``amdhsa`` msgpack metadata note."""
    import msgpack

    for _stype, body in _sections(data).values():
        pos = 0
        while pos + 12 <= len(body):
            namesz, descsz, ntype = struct.unpack_from("<III", body, pos)
            name_end = pos + 12 + ((namesz + 3) & ~3)
            desc = body[name_end:name_end + descsz]
            owner = body[pos + 12:pos + 12 + namesz]
            if ntype == NT_AMDGPU_METADATA and owner.startswith(b"AMDGPU"):
                return msgpack.unpackb(desc, raw=False, strict_map_key=False)
            pos = name_end + ((descsz + 3) & ~3)
    raise ValueError("no AMDGPU metadata note in code object")
