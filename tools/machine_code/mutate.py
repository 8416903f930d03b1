"""Deliberately broken copies of a code object, to show the executor catches what they break."""

from __future__ import annotations

from .decode import decode
from .loader import MachineCodeError, load

S_NOP_0 = (0xBF800000).to_bytes(4, "little")


def drop_waitcnt(hsaco: bytes, symbol: str | None = None, index: int = 0) -> tuple:
    """A copy of ``hsaco`` whose ``index``-th s_waitcnt (in address order) is ``s_nop 0``;
    returns (bytes, PC of the replaced instruction)."""
    co = load(hsaco, symbol)
    waits = [pc for pc, ins in sorted(decode(co.code).items()) if ins.name == "s_waitcnt"]
    if index >= len(waits):
        raise MachineCodeError(f"{co.symbol} has {len(waits)} s_waitcnt, not {index + 1}")
    pc = waits[index]
    at = co.code_offset + pc
    return hsaco[:at] + S_NOP_0 + hsaco[at + 4:], pc
