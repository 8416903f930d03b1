"""Launch configuration of the FlyDSL norm kernels and the heuristic that picks it.

Pure Python: importing this module needs neither FlyDSL nor torch.

Every kernel maps one row to a group of ``threads_per_row`` consecutive threads, ``rows_per_block``
such groups per block. A thread owns ``vec`` consecutive elements per chunk and ``chunks`` chunks
per row; chunk ``c`` of lane ``l`` covers elements ``(c * threads_per_row + l) * vec ... + vec``.
"""

from __future__ import annotations

import dataclasses

WAVE_SIZE = 64
MAX_BLOCK_THREADS = 1024
# Largest hidden size the kernels accept; offsets inside one row (or one multi-row tile) stay far
# below 2**31 bytes, so 32-bit buffer offsets are always safe.
MAX_N = 1 << 22
# Values cached in registers per thread (per cached tensor). The forward caches h; the backward
# caches xhat and g and accumulates dweight (and dbias), so it gets the smaller budget.
FWD_CACHE_FLOATS = 64
BWD_CACHE_FLOATS = 16
# Backward small-N blocks combine their row groups' weight-gradient sums through LDS.
BWD_LDS_BYTES = 32 * 1024
BWD_TARGET_THREADS = 512
FWD_SMALL_TARGET_THREADS = 256

DTYPE_BYTES = {"f32": 4, "f16": 2, "bf16": 2}


@dataclasses.dataclass(frozen=True)
class LaunchConfig:
    """Compile-time tiling of one kernel (part of the compiled kernel's identity).

    Attributes:
      vec: elements per thread per chunk; ``vec * element bytes <= 16`` (128-bit access).
      threads_per_row: threads cooperating on one row (a power of two).
      rows_per_block: rows processed concurrently by one block (1 when threads_per_row > 64).
      chunks: chunks per thread per row, ``ceil(N / (vec * threads_per_row))``.
      cached: whether a row's values stay in registers between passes.
    """

    vec: int
    threads_per_row: int
    rows_per_block: int
    chunks: int
    cached: bool

    @property
    def block_threads(self) -> int:
        return self.threads_per_row * self.rows_per_block

    @property
    def wave_reduce_only(self) -> bool:
        """True when a row's threads sit inside one wave (no LDS in the row reduction)."""
        return self.threads_per_row <= WAVE_SIZE

    def validate(self, n: int) -> None:
        tpr, rpb = self.threads_per_row, self.rows_per_block
        if n < 1 or n > MAX_N:
            raise ValueError(f"N={n} outside [1, {MAX_N}]")
        if n % self.vec:
            raise ValueError(f"N={n} is not a multiple of vec={self.vec}")
        if tpr & (tpr - 1) or rpb & (rpb - 1):
            raise ValueError("threads_per_row and rows_per_block must be powers of two")
        if self.block_threads > MAX_BLOCK_THREADS or self.block_threads < WAVE_SIZE:
            raise ValueError(f"block of {self.block_threads} threads")
        if rpb > 1 and tpr > WAVE_SIZE:
            raise ValueError("several rows per block need threads_per_row <= 64")
        if self.chunks != -(-n // (self.vec * tpr)):
            raise ValueError("chunks does not cover the row")


def vector_width(n: int, elem_bytes: int) -> int:
    """Largest power-of-two element count dividing ``n`` that fits one 128-bit access."""
    v = 16 // elem_bytes
    while n % v:
        v //= 2
    return v


def _pow2_at_least(x: int) -> int:
    return 1 << max(0, (x - 1).bit_length())


def choose_config(direction: str, n: int, io_bytes: int) -> LaunchConfig:
    """Heuristic tiling for hidden size ``n``.

    ``io_bytes`` is the widest element among the row operands (x, residual, y, dy, h, dx):
    it decides the vector width, so the widest operand still moves 128 bits per access.
    """
    if direction not in ("fwd", "bwd"):
        raise ValueError(f"direction must be 'fwd' or 'bwd', got {direction!r}")
    vec = vector_width(n, io_bytes)
    nvec = n // vec
    budget = FWD_CACHE_FLOATS if direction == "fwd" else BWD_CACHE_FLOATS
    if nvec <= WAVE_SIZE * min(4, max(1, budget // vec)):
        # Small rows: one row per group of <= 64 lanes (reduction by shuffles only), several rows
        # per block so a block still has enough waves in flight.
        tpr = min(WAVE_SIZE, _pow2_at_least(-(-nvec // 2)))
        tpr = max(tpr, 1)
        target = FWD_SMALL_TARGET_THREADS if direction == "fwd" else BWD_TARGET_THREADS
        rpb = max(1, target // tpr)
        if direction == "bwd":
            while rpb > 1 and rpb * n * 4 > BWD_LDS_BYTES:
                rpb //= 2
        while tpr * rpb < WAVE_SIZE:
            rpb *= 2
    else:
        # Large rows: one row per block, about four vectors per thread while that fits a block.
        tpr = min(MAX_BLOCK_THREADS, max(2 * WAVE_SIZE, _pow2_at_least(-(-nvec // 4))))
        if direction == "bwd":
            tpr = max(tpr, min(MAX_BLOCK_THREADS, _pow2_at_least(nvec)), 256)
            tpr = min(tpr, MAX_BLOCK_THREADS)
        rpb = 1
    chunks = -(-nvec // tpr)
    cached = chunks * vec <= budget
    if direction == "bwd" and rpb == 1 and nvec % tpr and chunks > 1:
        # A ragged last chunk adds masks that push the fully cached backward past 128 VGPRs
        # (seen as spills at N=12288); such rows take the re-reading path.
        cached = False
    cfg = LaunchConfig(vec=vec, threads_per_row=tpr, rows_per_block=rpb, chunks=chunks,
                       cached=cached)
    cfg.validate(n)
    return cfg
