"""Launch configuration of the FlyDSL norm kernels and the heuristic that picks it.

Pure Python: importing this module needs neither FlyDSL nor torch.

Every kernel maps one row to a group of ``threads_per_row`` consecutive threads, ``rows_per_block``
such groups per block. A thread owns ``vec`` consecutive elements per chunk and ``chunks`` chunks
per row; chunk ``c`` of lane ``l`` covers elements ``(c * threads_per_row + l) * vec ... + vec``.
"""

from __future__ import annotations

import dataclasses
import math

# The quantized output dtypes (y of a quantized forward) and the magnitude each saturates to.
from ...._ops import QMAX as QUANT_QMAX  # noqa: F401  (the kernels read it from here)

WAVE_SIZE = 64
# A comment a kernel puts at the start of the side of a branch that typical rows do not take
# (_device.branch: an empty inline asm, no instruction, only this text in the listing). The
# performance model leaves the blocks it dominates out of a pass's issue count.
RARE_PATH_MARK = "jax_flynorm: rare path"
MAX_BLOCK_THREADS = 1024
# Largest hidden size the kernels accept; offsets inside one row (or one multi-row tile) stay far
# below 2**31 bytes, so 32-bit buffer offsets are always safe.
MAX_N = 1 << 22
# Values cached in registers per thread (per cached tensor). The forward caches h; the backward
# caches xhat and g and accumulates dweight (and dbias), so it gets the smaller budget. A
# forward asking for more vectors per thread (choose_config) may cache that many.
FWD_CACHE_FLOATS = 64
BWD_CACHE_FLOATS = 16
# Backward small-N blocks combine their row groups' weight-gradient sums through LDS.
BWD_LDS_BYTES = 32 * 1024
BWD_TARGET_THREADS = 512
# The cached backward loads several rows per row group before their reductions, so a lane keeps
# more bytes in flight (one row of dy and h is ~36 B per lane; the backward grid is about one
# block per CU, so waves per CU are few). Rows in flight are bounded by the values a block holds
# per operand: 16384 is 64 KiB of bf16 dy and h per CU. At most 8 rows keep the code small.
BWD_BLOCK_FLOATS = 16384
BWD_MAX_ROWS_IN_FLIGHT = 8
FWD_SMALL_TARGET_THREADS = 256
# A quantized forward takes 16 vectors per thread (spec.py) where its launch then still has at
# least this many waves (4 per CU on MI355X's 256 CUs, 3.4 on MI300X's 304), else 8: fewer
# waves leave it latency-bound (docs/perf_model.md, Quantized forwards). One count for every
# arch, since a call carries the same tiling for each arch it is compiled for.
WIDE_MIN_WAVES = 1024

DTYPE_BYTES = {"f32": 4, "f16": 2, "bf16": 2, "i8": 1, "f8e4m3fn": 1, "f8e4m3fnuz": 1}
FLOAT_DTYPES = ("f32", "f16", "bf16")


@dataclasses.dataclass(frozen=True)
class LaunchConfig:
    """Compile-time tiling of one kernel (part of the compiled kernel's identity).

    Attributes:
      vec: elements per thread per chunk; ``vec * element bytes <= 16`` (128-bit access).
      threads_per_row: threads cooperating on one row: a power of two up to 64, else a multiple
        of 64 (one row per block).
      rows_per_block: rows processed concurrently by one block (1 when threads_per_row > 64).
      chunks: chunks per thread per row, ``ceil(N / (vec * threads_per_row))``.
      cached: whether a row's values stay in registers between passes.
      rows_in_flight: backward only: rows each row group loads before their reductions
        (a block's tile is ``rows_per_block * rows_in_flight`` rows); 1 when not cached.
      max_waves_per_eu: the most waves per SIMD LLVM's scheduler aims at (0: its default, as
        many as the registers allow). Without it a cached row of eight chunks is loaded two
        chunks at a time to fit 5 waves (92 VGPRs, 32 B per lane in flight); at 4 it keeps all
        eight in flight (107 VGPRs, 128 B).
    """

    vec: int
    threads_per_row: int
    rows_per_block: int
    chunks: int
    cached: bool
    rows_in_flight: int = 1
    max_waves_per_eu: int = 0

    @property
    def block_threads(self) -> int:
        return self.threads_per_row * self.rows_per_block

    @property
    def wave_reduce_only(self) -> bool:
        """True when a row's threads sit inside one wave (no LDS in the row reduction)."""
        return self.threads_per_row <= WAVE_SIZE

    def validate(self, n: int, heads: int = 1) -> None:
        tpr, rpb = self.threads_per_row, self.rows_per_block
        if n < 1 or n > MAX_N:
            raise ValueError(f"N={n} outside [1, {MAX_N}]")
        if n % self.vec:
            raise ValueError(f"N={n} is not a multiple of vec={self.vec}")
        if (tpr & (tpr - 1) and (tpr < WAVE_SIZE or tpr % WAVE_SIZE)) or rpb & (rpb - 1):
            raise ValueError("threads_per_row must be a power of two or a multiple of 64, "
                             "rows_per_block a power of two")
        if self.block_threads > MAX_BLOCK_THREADS or self.block_threads < WAVE_SIZE:
            raise ValueError(f"block of {self.block_threads} threads")
        if rpb > 1 and tpr > WAVE_SIZE:
            raise ValueError("several rows per block need threads_per_row <= 64")
        if self.chunks != -(-n // (self.vec * tpr)):
            raise ValueError("chunks does not cover the row")
        if not 0 <= self.max_waves_per_eu <= 8:
            raise ValueError(f"max_waves_per_eu={self.max_waves_per_eu} (0 to 8)")
        rif = self.rows_in_flight
        if rif < 1 or rif & (rif - 1) or (rif > 1 and not self.cached):
            raise ValueError(f"rows_in_flight={rif} (a power of two, 1 unless cached)")
        # Per-head weights: the weight rows, and a backward tile whose rows lie `heads` rows
        # apart, must stay within 32-bit byte offsets of one buffer base.
        span = max(heads, (rpb * rif - 1) * heads + 1) * n * 4
        if heads > 1 and span >= 1 << 31:
            raise ValueError(f"{heads} heads of N={n} exceed 32-bit buffer offsets")


def vector_width(n: int, elem_bytes: int) -> int:
    """Largest power-of-two element count dividing ``n`` that fits one 128-bit access."""
    v = 16 // elem_bytes
    while n % v:
        v //= 2
    return v


def _pow2_at_least(x: int) -> int:
    return 1 << max(0, (x - 1).bit_length())


def choose_config(direction: str, n: int, io_bytes: int, group_size: int = 0,
                  vectors_per_thread: int = 4, vec: int = 0) -> LaunchConfig:
    """Heuristic tiling for hidden size ``n``.

    ``io_bytes`` is the widest element among the row operands (x, residual, y, dy, h, dx):
    it decides the vector width, so the widest operand still moves 128 bits per access.
    ``group_size``: a quantized forward's scale groups (0: none); the vector width then divides
    it, so no vector straddles two groups. ``vectors_per_thread``: what a forward with one row per
    block aims at (a cached row's floats per thread may reach it). Quantized forwards ask for
    more (spec.py): their per-row work, reductions and divisions, is then spread over more
    elements. ``vec``: a vector width to use instead (a generic kernel's alignment class).
    """
    if direction not in ("fwd", "bwd"):
        raise ValueError(f"direction must be 'fwd' or 'bwd', got {direction!r}")
    vec = vec or vector_width(math.gcd(n, group_size) if group_size else n, io_bytes)
    nvec = n // vec
    budget = (max(FWD_CACHE_FLOATS, vectors_per_thread * vec) if direction == "fwd"
              else BWD_CACHE_FLOATS)
    wide = direction == "fwd" and vectors_per_thread >= 16
    if wide:
        # Sixteen vectors per thread at every N (the quantized forwards without a residual or
        # groups: their per-row reductions and divisions are then spread over the most
        # elements), and one wave per block: M = 1024 rows of N = 4096 then still spread over
        # 512 blocks.
        tpr = min(MAX_BLOCK_THREADS, _pow2_at_least(-(-nvec // vectors_per_thread)))
        rpb = max(1, WAVE_SIZE // tpr)
    elif nvec <= WAVE_SIZE * min(4, max(1, budget // vec)):
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
        # Large rows: one row per block, about four vectors per thread (the forward: as asked)
        # while that fits a block.
        per_thread = vectors_per_thread if direction == "fwd" else 4
        tpr = min(MAX_BLOCK_THREADS, max(2 * WAVE_SIZE, _pow2_at_least(-(-nvec // per_thread))))
        if direction == "bwd":
            tpr = max(tpr, min(MAX_BLOCK_THREADS, _pow2_at_least(nvec)), 256)
            tpr = min(tpr, MAX_BLOCK_THREADS)
        rpb = 1
    chunks = -(-nvec // tpr)
    if direction == "bwd" and rpb == 1 and nvec % tpr and chunks > 1:
        # A ragged last chunk adds masks that push the fully cached backward past 128 VGPRs
        # (seen as spills at N=12288). A block of a multiple of 64 threads that splits the row
        # into equal chunks avoids them (N=12288: 768 threads, two chunks per thread).
        even = nvec // chunks
        if nvec % chunks == 0 and even % WAVE_SIZE == 0:
            tpr = even
    cached = chunks * vec <= budget
    if direction == "bwd" and rpb == 1 and nvec % tpr and chunks > 1:
        cached = False  # still ragged: such rows take the re-reading path
    rif = 1
    if direction == "bwd" and cached:
        while (2 * rif <= BWD_MAX_ROWS_IN_FLIGHT
               and 2 * rif * chunks * vec * tpr * rpb <= BWD_BLOCK_FLOATS):
            rif *= 2
    # A quantized forward's cached row keeps all its loads in flight (LaunchConfig).
    waves = 4 if direction == "fwd" and vectors_per_thread > 4 else 0
    cfg = LaunchConfig(vec=vec, threads_per_row=tpr, rows_per_block=rpb, chunks=chunks,
                       cached=cached, rows_in_flight=rif, max_waves_per_eu=waves)
    cfg.validate(n)
    return cfg


def group_layout(cfg: LaunchConfig, n: int, group_size: int) -> tuple[str, int]:
    """How a quantized forward's scale groups of ``group_size`` columns map onto ``cfg``.

    ``("lanes", w)``: a group is ``w`` consecutive lanes' vectors of one chunk (w divides
    threads_per_row); ``("chunks", k)``: a group is ``k`` consecutive chunks of all lanes of the
    row (k * threads_per_row vectors). Raises ValueError for a group size neither fits.
    """
    layout = _group_layout(cfg, n, group_size)
    if layout is None:
        raise ValueError(
            f"the FlyDSL kernels do not map scale groups of {group_size} columns onto rows of "
            f"N={n} ({cfg.threads_per_row} threads of {cfg.vec} elements per row"
            f"{'' if cfg.cached else ', not cached'})")
    return layout


def _group_layout(cfg: LaunchConfig, n: int, group_size: int) -> tuple[str, int] | None:
    vec, tpr = cfg.vec, cfg.threads_per_row
    if group_size % vec or n % group_size:
        return None
    w = group_size // vec
    if w % tpr == 0 and (cfg.cached or w == n // vec):
        return "chunks", w // tpr
    if w <= tpr and tpr % w == 0 and (w <= WAVE_SIZE or w % WAVE_SIZE == 0):
        return "lanes", w
    return None


def maps_groups(direction: str, n: int, io_bytes: int, group_size: int,
                vectors_per_thread: int) -> bool:
    """Whether the tiling chosen for these groups maps them (`group_layout`)."""
    cfg = choose_config(direction, n, io_bytes, group_size, vectors_per_thread)
    return _group_layout(cfg, n, group_size) is not None


def divisors(n: int) -> list[int]:
    small = [d for d in range(1, math.isqrt(n) + 1) if n % d == 0]
    return sorted({*small, *(n // d for d in small)})


# Generic kernels (N a launch argument) cover hidden sizes in classes: [1, 256], then one class
# per power of two, (2^(k-1), 2^k], up to 65536, and above it one class up to MAX_N (its rows
# are re-read, never cached, so one tiling serves them all). A class's kernel takes the tiling of
# its largest N; a smaller N leaves lanes of its last chunks idle (masked). Hidden sizes that
# are not a multiple of the widest vector take one re-reading kernel of scalar accesses.
SMALLEST_CLASS = 256
LARGEST_CLASS = 1 << 16


def size_class(n: int, io_bytes: int) -> tuple[int, int, int]:
    """(smallest N, largest N, vector width) of the generic kernel class holding ``n``."""
    if not 1 <= n <= MAX_N:
        raise ValueError(f"N={n} outside [1, {MAX_N}]")
    if n % (16 // io_bytes):
        return 1, MAX_N, 1
    if n > LARGEST_CLASS:
        return LARGEST_CLASS + 1, MAX_N, 16 // io_bytes
    hi = max(SMALLEST_CLASS, _pow2_at_least(n))
    return (1 if hi == SMALLEST_CLASS else hi // 2 + 1), hi, 16 // io_bytes


def size_classes(io_bytes: int) -> list[tuple[int, int, int]]:
    """Every class of ``size_class``, smallest first (the unaligned one last)."""
    out, hi = [], SMALLEST_CLASS
    while hi <= LARGEST_CLASS:
        out.append(size_class(hi, io_bytes))
        hi *= 2
    return [*out, size_class(MAX_N, io_bytes), (1, MAX_N, 1)]
