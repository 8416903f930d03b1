"""Static performance model of the norm kernels.

Run: ``python -m jax_flynorm.backends.flydsl.kernels.perf_doc [--doc ...] [--write-baseline ...]``.

From each code object's ISA and metadata (see ``isa.py``) and the launch plan it estimates how
much HBM traffic a kernel keeps in flight and what share of the HBM roofline that allows:

    waves/CU      = min(resident blocks per CU by registers/LDS, grid blocks / CUs) x waves/block
    in flight/CU  = waves/CU x 64 lanes x peak streaming load bytes per lane (isa.py)
    rate          = min(HBM bandwidth, CUs x in flight/CU / LATENCY_S)   (Little's law)
    time          = kernel bytes / rate + partial-sum reduction bytes (backward) / HBM bandwidth
    roofline      = (minimum bytes / HBM bandwidth) / time

The peak in flight stands for the average: a lower bound on time. Stores are paced by the loads
of the same rows, so all kernel bytes move at the loads' rate.

Bytes are counted at the L2's boundary (4 MB per XCD): whatever leaves the L2 counts as moved,
whether the 256 MB last-level cache (Infinity Cache) or HBM serves it; the LLC is never credited.
Data re-read within a kernel misses the L2 by ``l2_miss_fraction``. The backward's P x N f32
partials count as written once and read once.

The API takes any kernel: ``analyze_perf(CompiledKernel, m)`` for ours, ``estimate(...)`` with
``isa.analyze_isa`` figures and a ``Traffic`` for anyone else's (e.g. upstream FlyDSL's or XLA's).
"""

from __future__ import annotations

import dataclasses

import numpy as np

from jax_flynorm._bytes import OpSpec, byte_terms

from ._elf import metadata
from .config import DTYPE_BYTES
from .isa import REUSE, STREAM, IsaFigures, analyze_isa
from .report import blocks_per_cu, resources
from .spec import KernelSpec, kernel_args

LATENCY_S = 1.5e-6  # loaded HBM latency assumed by Little's law
STATS_BYTES = 4


@dataclasses.dataclass(frozen=True)
class Device:
    name: str
    cus: int
    xcds: int
    hbm_bytes_per_s: float  # achievable (not peak) HBM bandwidth
    l2_bytes: int  # per XCD


DEVICES = {"gfx942": Device("MI300X", 304, 8, 5.3e12, 4 << 20),
           "gfx950": Device("MI355X", 256, 8, 8.0e12, 4 << 20)}
# Row-indexed arguments stream; the rest are read again (or rewritten) for every row.
STREAM_ARGS = {"x", "residual", "y", "residual_out", "mean", "rstd", "dy", "h", "dresidual_out",
               "dx"}


@dataclasses.dataclass(frozen=True)
class Traffic:
    """Bytes of one call beyond the L2: ``read``/``write`` by the kernel, ``after`` by
    follow-up kernels (the backward's partial-sum reduction), ``minimum`` the op's floor
    (jax_flynorm/_bytes.py), ``elements`` = M x N."""

    read: int
    write: int
    after: int
    minimum: int
    elements: int

    @property
    def moved(self) -> int:
        return self.read + self.write + self.after


@dataclasses.dataclass(frozen=True)
class PerfFigures:
    """The model's numbers for one kernel at one M on one device (see the module docstring)."""

    name: str
    arch: str
    m: int
    n: int
    grid_blocks: int
    block_threads: int
    vgpr: int  # .vgpr_count: arch VGPRs and AGPRs together
    agpr: int
    lds: int
    occupancy_blocks_per_cu: int
    waves_per_cu: float
    stream_bytes_per_lane: float
    mean_stream_bytes_per_lane: float  # per memory latency waited in series (isa.py)
    inflight_bytes_per_cu: float
    bytes_per_element: float
    min_bytes_per_element: float
    inst_per_16b: float
    valu_per_16b: float
    salu_per_16b: float
    vmem_per_16b: float
    time_s: float
    roofline: float
    peak_loads: tuple
    in_loop: bool
    unknown_accesses: int  # memory accesses whose argument the ISA analysis could not find

    @property
    def occupancy_waves_per_cu(self) -> int:
        return self.occupancy_blocks_per_cu * -(-self.block_threads // 64)

    @property
    def bytes_ratio(self) -> float:
        return self.bytes_per_element / self.min_bytes_per_element

    @property
    def inflight_kib(self) -> float:
        return self.inflight_bytes_per_cu / 1024


def estimate(name: str, arch: str, m: int, n: int, isa: IsaFigures, res: dict,
             block_threads: int, grid_blocks: int, traffic: Traffic) -> PerfFigures:
    """Combine ISA figures, resources (``report.resources``) and a launch into PerfFigures."""
    dev = DEVICES[arch]
    occ = blocks_per_cu(res["vgpr"], res["lds"], block_threads, arch)
    blocks = min(float(occ), grid_blocks / dev.cus)
    waves = blocks * -(-block_threads // 64)
    inflight = waves * 64 * isa.peak_stream_load_bytes
    bw = dev.hbm_bytes_per_s
    rate = min(bw, dev.cus * inflight / LATENCY_S)
    time_s = ((traffic.read + traffic.write) / rate if rate else float("inf")) + traffic.after / bw
    per16 = 16 / isa.region_stream_bytes if isa.region_stream_bytes else float("nan")
    counts = isa.region_counts
    return PerfFigures(
        name=name, arch=arch, m=m, n=n, grid_blocks=grid_blocks, block_threads=block_threads,
        vgpr=res["vgpr"], agpr=res["agpr"], lds=res["lds"], occupancy_blocks_per_cu=occ,
        waves_per_cu=waves, stream_bytes_per_lane=isa.peak_stream_load_bytes,
        mean_stream_bytes_per_lane=isa.mean_stream_load_bytes,
        inflight_bytes_per_cu=inflight,
        bytes_per_element=traffic.moved / traffic.elements,
        min_bytes_per_element=traffic.minimum / traffic.elements,
        inst_per_16b=isa.inst_per_16b(), valu_per_16b=counts.get("valu", 0) * per16,
        salu_per_16b=counts.get("salu", 0) * per16, vmem_per_16b=counts.get("vmem", 0) * per16,
        time_s=time_s, roofline=(traffic.minimum / bw) / time_s, peak_loads=isa.peak_loads,
        in_loop=isa.in_loop, unknown_accesses=isa.unknown_accesses)


def analyze_code(isa: str, kmeta: dict, roles: dict, *, arch: str, m: int, n: int,
                 block_threads: int, grid_blocks: int, traffic: Traffic,
                 symbol: str | None = None) -> PerfFigures:
    """PerfFigures of any kernel: its ISA text (assembler or llvm-objdump listing), its
    ``amdhsa.kernels`` metadata entry (``_elf.metadata(hsaco)``), the role of each pointer
    argument by kernarg offset (``isa.analyze_isa``), its launch and its traffic."""
    figures = analyze_isa(isa, roles, symbol or kmeta.get(".name"))
    return estimate(symbol or kmeta.get(".name", "kernel"), arch, m, n, figures,
                    resources(kmeta), block_threads, grid_blocks, traffic)


def roles(spec: KernelSpec) -> dict:
    """Kernarg offset -> stream/reuse for our kernels' pointer arguments (spec.py ABI)."""
    return {a.offset: STREAM if a.name in STREAM_ARGS else REUSE
            for a in kernel_args(spec) if a.size == 8}


def partials_for(m: int, arch: str) -> int:
    """The backward's partial blocks P as the ROCm lowering picks them: one per CU, <= M."""
    return max(1, min(DEVICES[arch].cus, m))


def minimum_bytes(spec: KernelSpec, m: int) -> int:
    """The op's floor from the op contract's byte model (only the element size matters)."""
    op = OpSpec(spec.op, weight=spec.has_weight, bias=spec.has_bias,
                residual=spec.has_residual or spec.has_dresidual_out)
    dtype = np.float32 if DTYPE_BYTES[spec.x_dtype] == 4 else np.float16
    t = byte_terms(op, spec.direction, m, spec.n, dtype)
    return t["read"] + t["write"]


def l2_miss_fraction(working_set: float, dev: Device) -> float:
    """Share of re-reads that miss the L2: none while the data re-read by the blocks resident
    on one XCD fits its L2, then in proportion to the excess (LRU over a cyclic sweep misses
    more; this is the lenient side)."""
    return max(0.0, 1.0 - dev.l2_bytes / working_set) if working_set else 0.0


def traffic(spec: KernelSpec, config, m: int, grid_blocks: int, occ_blocks: float) -> Traffic:
    """Bytes our kernel moves beyond the L2 (module docstring), from its tiling."""
    dev = DEVICES[spec.arch]
    n, b = spec.n, DTYPE_BYTES
    rows = m * n
    fwd = spec.direction == "fwd"
    nstats = 2 if spec.op == "layernorm" else 1
    # Weight and bias are read once per XCD (each L2 keeps its copy); the backward reads no bias.
    vectors = spec.heads * n * sum(b[d] for d, on in ((spec.weight_dtype, spec.has_weight),
                                                      (spec.bias_dtype, spec.has_bias and fwd))
                                   if on)
    resident = min(occ_blocks, grid_blocks / dev.cus) * dev.cus / dev.xcds  # blocks per XCD
    if fwd:
        row_in = b[spec.x_dtype] + (b[spec.residual_dtype] if spec.has_residual else 0)
        passes = 1 if config.cached else (2 if spec.op == "rmsnorm" else 3)
        miss = l2_miss_fraction(resident * config.rows_per_block * n * row_in, dev)
        reads = rows * row_in * (1 + (passes - 1) * miss) + vectors * dev.xcds
        writes = rows * (b[spec.out_dtype] + (b[spec.residual_out_dtype]
                                               if spec.has_residual else 0)) + m * 4 * nstats
        return Traffic(round(reads), writes, 0, minimum_bytes(spec, m), rows)
    p = grid_blocks
    arrays = int(spec.has_weight) + int(spec.has_bias)
    row_in = b[spec.out_dtype] + b[spec.h_dtype]
    partial_row = n * 4 * arrays
    extra_reads = extra_writes = 0
    if not config.cached:
        # Second pass over dy and h, read-modify-write of the block's partial row every row;
        # recomputing the statistics adds passes over h (the mean, then the squares).
        miss = l2_miss_fraction(resident * (n * row_in + partial_row), dev)
        stat_passes = (2 if spec.op == "layernorm" else 1) if spec.recompute_stats else 0
        extra_reads = miss * (rows * (row_in + stat_passes * b[spec.h_dtype])
                              + m * partial_row)
        extra_writes = miss * m * partial_row
    reads = (rows * (row_in + (b[spec.h_dtype] if spec.has_dresidual_out else 0))
             + (0 if spec.recompute_stats else m * STATS_BYTES * nstats)
             + vectors * dev.xcds + extra_reads)
    writes = rows * b[spec.h_dtype] + p * partial_row + extra_writes
    after = p * partial_row + partial_row  # the reduction reads P rows, writes one
    return Traffic(round(reads), round(writes), after, minimum_bytes(spec, m), rows)


def analyze_perf(kernel, m: int, partials: int | None = None) -> PerfFigures:
    """PerfFigures of one of our CompiledKernels at M rows (P: backward partial blocks)."""
    spec, cfg = kernel.spec, kernel.config
    (kmeta,) = metadata(kernel.hsaco)["amdhsa.kernels"]
    res = resources(kmeta)
    isa = analyze_isa(kernel.isa, roles(spec), kernel.symbol)
    if spec.direction == "bwd":
        # P partial rows per head, one block each (the lowering divides the CUs by the heads).
        grid = partials or max(1, partials_for(m, spec.arch) // spec.heads) * spec.heads
    else:
        grid = sum(ln.grid[0] for ln in kernel.plan.launches(m))
    occ = blocks_per_cu(res["vgpr"], res["lds"], cfg.block_threads, spec.arch)
    return estimate(kernel.symbol, spec.arch, m, spec.n, isa, res, cfg.block_threads, grid,
                    traffic(spec, cfg, m, grid, occ))


def perf_for_spec(spec: KernelSpec, m: int, config=None) -> PerfFigures:
    """Compile (or load from the kernel cache) ``spec`` and model it at M rows."""
    from .compile import compile_kernel

    return analyze_perf(compile_kernel(spec, config), m)
