"""Execute a few encoded instructions on one wave: the executor's decoder and handlers without a
kernel around them (tests/machine_code/test_opcodes.py)."""

from __future__ import annotations

import numpy as np

from tools.machine_code.loader import CodeObject, KernelDescriptor
from tools.machine_code.machine import Machine
from tools.machine_code.memory import Memory

S_ENDPGM = (0xBF810000).to_bytes(4, "little")


def run_words(arch: str, code: bytes, vgprs: dict, sgprs: dict | None = None,
              allocated: tuple[int, int] = (32, 32), memory: Memory | None = None,
              agprs: dict | None = None) -> Machine:
    """Run ``code`` (+ s_endpgm) on one wave64 whose VGPRs start as ``vgprs`` (register -> 64
    uint32 lanes, or one value) and SGPRs as ``sgprs``; returns the machine (``m.V[reg, 0]``
    are the wave's VGPRs, ``m.S[reg, 0]`` its SGPRs). ``allocated``: the descriptor's (VGPRs,
    SGPRs); ``memory``: the regions global memory instructions may reach (none by default);
    ``agprs``: given, 32 AGPRs after the VGPRs, starting as these (``m.A[reg, 0]``)."""
    nacc = 32 if agprs is not None else 0
    kd = KernelDescriptor(lds_bytes=0, kernarg_size=0, vgprs=allocated[0] + nacc,
                          accum_offset=allocated[0], sgprs=allocated[1], user_sgprs=2, entry=0)
    co = CodeObject(arch=arch, symbol="probe", code=code + S_ENDPGM, code_offset=0,
                    kd_offset=0, kd=kd, meta={}, block_limit=64)
    m = Machine(co, 1, 64, b"", memory if memory is not None else Memory())
    for r, v in vgprs.items():
        m.V[r, 0] = np.broadcast_to(np.asarray(v, np.uint32), (64,))
    for r, v in (sgprs or {}).items():
        m.S[r, 0] = np.uint32(v)
    for r, v in (agprs or {}).items():
        m.A[r, 0] = np.broadcast_to(np.asarray(v, np.uint32), (64,))
    m.run()
    return m
