"""Global memory for the executor: host memory regions, reached only through known extents.

Addresses are real host addresses. ``Memory`` knows the regions a launch may touch (the arrays the
caller allocated, the kernarg segment); with ``trust_descriptors`` (the launcher path, whose
buffers XLA allocated) a buffer resource's [base, base + num_records) becomes a region when first
used, so the ISA's own range check is then the only bound (an in-range access that its soffset,
which the check leaves out, carries past that range is an error unless another region holds it).
"""

from __future__ import annotations

import ctypes

import numpy as np

from .loader import MachineCodeError


class Memory:
    def __init__(self, trust_descriptors: bool = False):
        self.bases: list = []
        self.arrays: list = []   # uint8 views, one per region, sorted by base
        self.trust = trust_descriptors
        self._keep: list = []

    def add(self, array: np.ndarray) -> None:
        """Make ``array``'s bytes addressable (it must stay alive during the launch)."""
        if array.nbytes == 0:
            return
        self._keep.append(array)
        self._insert(array.ctypes.data, array.reshape(-1).view(np.uint8))

    def add_address(self, base: int, size: int) -> None:
        if size <= 0 or any(b == base and len(a) >= size for b, a in zip(self.bases, self.arrays)):
            return
        buf = (ctypes.c_uint8 * size).from_address(base)
        self._insert(base, np.frombuffer(buf, np.uint8))

    def _insert(self, base: int, view: np.ndarray) -> None:
        i = int(np.searchsorted(self.bases, base))
        self.bases.insert(i, base)
        self.arrays.insert(i, view)

    def region(self, addr: np.ndarray, nbytes: int, pc: int, what: str) -> tuple:
        """(region array, byte offsets) for lane addresses ``addr`` (uint64, non-empty)."""
        lo, hi = int(addr.min()), int(addr.max()) + nbytes
        i = int(np.searchsorted(self.bases, lo, side="right")) - 1
        if i >= 0 and hi <= self.bases[i] + len(self.arrays[i]):
            return self.arrays[i], (addr - np.uint64(self.bases[i])).astype(np.int64)
        raise MachineCodeError(f"PC {pc:#x}: {what} at addresses {lo:#x}..{hi:#x} outside every "
                               "buffer of the launch")

    def read_u32(self, addr: np.ndarray, pc: int, what: str, nbytes: int = 4) -> np.ndarray:
        """``nbytes`` (1, 2 or 4) little-endian bytes at each address, zero-extended."""
        if addr.size == 0:
            return np.zeros(addr.shape, np.uint32)
        mem, off = self.region(addr, nbytes, pc, what)
        out = np.zeros(addr.shape, np.uint32)
        for i in range(nbytes):
            out |= mem[off + i].astype(np.uint32) << np.uint32(8 * i)
        return out

    def write_u32(self, addr: np.ndarray, values: np.ndarray, pc: int, what: str,
                  nbytes: int = 4) -> None:
        if addr.size == 0:
            return
        mem, off = self.region(addr, nbytes, pc, what)
        values = values.astype(np.uint32)
        for i in range(nbytes):
            mem[off + i] = (values >> np.uint32(8 * i)).astype(np.uint8)

    def read_dwords(self, addr: np.ndarray, count: int, pc: int, what: str) -> np.ndarray:
        """``count`` consecutive dwords from each address: shape addr.shape + (count,)."""
        if addr.size == 0:
            return np.zeros(addr.shape + (count,), np.uint32)
        mem, off = self.region(addr, 4 * count, pc, what)
        if off.min() % 4 == 0 and not (off % 4).any() and mem.ctypes.data % 4 == 0:
            words = mem[:len(mem) // 4 * 4].view(np.uint32)
            return words[(off >> 2)[..., None] + np.arange(count)]
        return np.stack([self.read_u32(addr + np.uint64(4 * j), pc, what)
                         for j in range(count)], -1)

    def write_dwords(self, addr: np.ndarray, values: np.ndarray, pc: int, what: str) -> None:
        """Write ``values`` [..., count] at each address (later lanes win on overlap)."""
        if addr.size == 0:
            return
        count = values.shape[-1]
        mem, off = self.region(addr, 4 * count, pc, what)
        if not (off % 4).any() and mem.ctypes.data % 4 == 0:
            words = mem[:len(mem) // 4 * 4].view(np.uint32)
            words[(off >> 2)[..., None] + np.arange(count)] = values
            return
        for j in range(count):
            self.write_u32(addr + np.uint64(4 * j), values[..., j], pc, what)
