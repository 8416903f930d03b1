"""Static performance model of the norm kernels.

Run: ``python -m tools.perf_model.perf_doc [--doc ...] [--write-baseline ...]``.

From each code object's ISA and metadata (see ``isa.py``) and the launch plan it estimates how
much HBM traffic a kernel keeps in flight, how many instructions it issues, and its time:

    waves/CU      = min(resident blocks per CU by registers/LDS, grid blocks / CUs) x waves/block
    in flight/CU  = waves/CU x 64 lanes x peak streaming load bytes per lane (isa.py)
    memory time   = max(kernel bytes / achievable bandwidth, Little's law per block slot: the
                    slot's first block's rows and vectors over its every-stream peak in flight,
                    its further blocks' rows over the streaming peak, a latency each)
    issue time    = max over units (VALU, SALU, VMEM, LDS) of the unit's wave64 instructions per
                    CU / (its rate per clock x clock x issue efficiency)
    round trips   = the memory round trips one block waits for in series (isa.round_trips, every
                    load stream and the stores) x latency + one block pass's issue time
    time          = launch + max(memory time, issue time, round trips)
                    (+ launch + reduction bytes / bandwidth)
    roofline      = (minimum bytes / achievable bandwidth) / time
    floor         = max(launches + 2 latencies + one block pass's issue time,
                        launches + minimum bytes / achievable bandwidth)        (``floor``)

The device parameters are fitted to published measurements (calibrate.py). The peak in flight
stands for the average. Stores are paced by the loads of the same rows, so all kernel bytes move
at the loads' rate. The latency is the loaded one Little's law needs; a round trip of a call of
few rows, on an idle memory system, likely takes less (the round trips are the pessimistic side).

Bytes are counted at the L2's boundary (4 MB per XCD): whatever leaves the L2 counts as moved,
whether the 256 MB last-level cache (Infinity Cache) or HBM serves it; the LLC is never credited.
Data re-read within a kernel misses the L2 by ``l2_miss_fraction``. The backward's P x N f32
partials count as written once and read once.

The API takes any kernel: ``analyze_perf(CompiledKernel, m)`` for ours, ``estimate(...)`` with
``isa.analyze_isa`` figures and a ``Traffic`` for anyone else's (e.g. upstream FlyDSL's or XLA's).
"""

from __future__ import annotations

import dataclasses
import functools

import numpy as np

from jax_flynorm._bytes import OpSpec, byte_terms, quantized_byte_terms
from jax_flynorm.backends.flydsl.kernels.config import DTYPE_BYTES
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec, kernel_args

from .elf import metadata
from .isa import REUSE, STREAM, IsaFigures, analyze_isa
from .report import blocks_per_cu, resources

STATS_BYTES = 4


@dataclasses.dataclass(frozen=True)
class Device:
    """One board. The bandwidths, the latencies, ``launch_s`` and ``issue_efficiency`` are the
    model's free parameters, fitted to published measurements (calibrate.py) where there are
    any. ``llc_*``: a call whose whole footprint fits the last-level cache and runs again on
    the same buffers (as published microbenchmarks do) is served from there; the benchmark
    matrix rotates its buffers, so its cells always take the HBM figures."""

    name: str
    arch: str
    cus: int
    xcds: int
    l2_bytes: int  # per XCD
    clock_hz: float  # peak engine clock
    peak_bytes_per_s: float  # nominal HBM bandwidth
    hbm_bytes_per_s: float  # achievable HBM bandwidth (fitted)
    latency_s: float  # loaded HBM latency in Little's law (assumed, see _FIT)
    launch_s: float  # fixed time per kernel launch, back to back (fitted)
    issue_efficiency: float  # share of the issue limits below a kernel sustains (fitted)
    llc_bytes: int = 256 << 20
    llc_bytes_per_s: float = 0.0  # (fitted)
    # (fitted, not pinned down: near the fit no anchor depends on it, each one served from
    # the LLC being bandwidth-bound; test_calibration.py)
    llc_latency_s: float = 0.0


# gfx950: the fit to FlyDSL's published MI350X/MI355X measurements (calibrate.py; the two boards
# share the memory system and differ in clock). The HBM latency is assumed (1.5 µs, within the
# 1-2 µs usually quoted): every published anchor that streams from HBM is bandwidth-bound, so
# none can fit it. gfx942: no published MI300X norm measurement of a kernel that builds here was
# found, so its parameters are transferred, not fitted: the same shares of the nominal
# bandwidth, the same latencies, launch time and issue efficiency. A published MI300X stream
# benchmark checks the bandwidth (calibrate.py: its copy is about 7% faster than the transfer).
_FIT = {"bw_share": 0.7342, "llc_bw_share": 0.9740, "llc_latency_s": 0.160e-6,
        "launch_s": 0.721e-6, "issue_efficiency": 0.4634}
HBM_LATENCY_S = 1.5e-6


def _board(name: str, arch: str, cus: int, clock_hz: float, peak: float) -> Device:
    return Device(name, arch, cus, 8, 4 << 20, clock_hz, peak, _FIT["bw_share"] * peak,
                  HBM_LATENCY_S, _FIT["launch_s"], _FIT["issue_efficiency"],
                  llc_bytes_per_s=_FIT["llc_bw_share"] * peak,
                  llc_latency_s=_FIT["llc_latency_s"])


BOARDS = {"MI300X": _board("MI300X", "gfx942", 304, 2.1e9, 5.3e12),
          "MI350X": _board("MI350X", "gfx950", 256, 2.2e9, 8.0e12),
          "MI355X": _board("MI355X", "gfx950", 256, 2.4e9, 8.0e12)}
DEVICES = {"gfx942": BOARDS["MI300X"], "gfx950": BOARDS["MI355X"]}  # the matrix's boards

# Wave64 instructions one CU can issue per clock, by unit (CDNA3/CDNA4; sources in
# docs/perf_model.md): four SIMD16s take 4 clocks per wave64 VALU op, transcendentals a
# quarter of that rate; one scalar unit per CU (SMEM and branches issue through it); a wave64
# memory instruction's 64 addresses at 16 lanes per clock; LDS 128 bytes per clock.
ISSUE_PER_CLOCK = {"valu": 1.0, "trans": 0.25, "salu": 1.0, "vmem": 0.25, "lds": 0.5}
# Row-indexed arguments stream; the rest are read again (or rewritten) for every row.
STREAM_ARGS = {"x", "residual", "y", "residual_out", "mean", "rstd", "dy", "h", "dresidual_out",
               "dx", "y_scale", "y_amax", "row_dots"}


@dataclasses.dataclass(frozen=True)
class Traffic:
    """Bytes of one call beyond the L2: ``read``/``write`` by the kernel, ``after`` by
    follow-up kernels (the backward's partial-sum reduction), ``minimum`` the op's floor
    (jax_flynorm/_bytes.py), ``elements`` = M x N; ``issued``: the bytes the kernel's streaming
    accesses request (L2 hits included; default read + write), which sets its instruction count."""

    read: int
    write: int
    after: int
    minimum: int
    elements: int
    issued: int | None = None
    # The reused vectors (weight, bias, smooth) one block reads, L2 hits included; their bytes
    # moved are in ``read`` (once per XCD the grid reaches). 0: not known (no per-block term).
    vectors: int = 0

    @property
    def moved(self) -> int:
        return self.read + self.write + self.after


@dataclasses.dataclass(frozen=True)
class KernelFigures:
    """What the time model needs of one kernel launch: launch shape, occupancy, the peak
    streaming load bytes a lane keeps in flight, instructions by unit per streaming byte one
    lane issues (from the main loop, isa.py), and its traffic."""

    name: str
    block_threads: int
    grid_blocks: int
    occupancy_blocks_per_cu: int
    stream_bytes_per_lane: float
    inst_per_byte: dict
    traffic: Traffic
    # Every load stream's peak bytes per lane in flight (None: the streaming loads' alone);
    # the round trips one block waits for in series (every stream, isa.round_trips); the
    # streaming bytes per lane of one pass of the main region (its issue time runs between
    # them). Zero: not analysed (the anchors' figures, docs/perf_model_anchor_kernels.json):
    # no round-trip term.
    load_bytes_per_lane: float | None = None
    round_trips: float = 0.0
    pass_bytes_per_lane: float = 0.0

    def to_json(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, d: dict) -> KernelFigures:
        return cls(**{**d, "traffic": Traffic(**d["traffic"])})


def kernel_figures(name: str, isa: IsaFigures, res: dict, block_threads: int,
                   grid_blocks: int, occupancy: int, traffic: Traffic) -> KernelFigures:
    per = isa.region_stream_bytes
    counts = isa.region_counts
    units = {"valu": counts.get("valu", 0), "trans": counts.get("trans", 0),
             "salu": sum(counts.get(k, 0) for k in ("salu", "smem", "branch")),
             "vmem": counts.get("vmem", 0), "lds": counts.get("lds", 0)}
    return KernelFigures(name, block_threads, grid_blocks, occupancy,
                         isa.peak_stream_load_bytes,
                         {k: (v / per if per else 0.0) for k, v in units.items()}, traffic,
                         load_bytes_per_lane=isa.peak_load_bytes, round_trips=isa.round_trips,
                         pass_bytes_per_lane=per)


# Round trips no norm kernel can do without: its loads, then its stores, which depend on them
# (the row's statistics need every element read).
MIN_ROUND_TRIPS = 2


def _issue_cycles(inst_per_byte: dict, wave_bytes: float) -> dict:
    """Wave64 issue cycles per unit of a CU that issues ``wave_bytes`` streaming bytes per lane
    (summed over its waves) at the kernel's instructions per byte."""
    cycles = {u: inst_per_byte.get(u, 0.0) * wave_bytes / ISSUE_PER_CLOCK[u]
              for u in ("valu", "salu", "vmem", "lds")}
    # A transcendental takes a VALU slot at a quarter of the rate: three more slots each.
    cycles["valu"] += 3 * inst_per_byte.get("trans", 0.0) * wave_bytes
    return cycles


def time_model(k: KernelFigures, dev: Device, llc: bool = False) -> dict:
    """Time of one launch: the fixed launch time plus the binding one of

    - memory time: the bytes moved at the achievable bandwidth, or Little's law where the loads
      in flight fall short of it: each resident block slot waits a latency per block's bytes
      in flight. Its first block reads every stream (the reused vectors too: they come from
      memory, or with the blocks that fetch them, at the start) with every load stream in
      flight; each further block of the slot (a grid past one block per slot) moves its rows
      with the streaming loads in flight (the vectors are L2 hits by then, taken as free);
    - issue time: the busiest unit's wave64 instructions per CU at its rate, clock and
      efficiency;
    - round trips: the memory round trips one block waits for in series (every load stream and
      the stores, on the listing's longest path) at the latency, plus the issue time of the
      block's pass, which runs between them (isa.round_trips: loops walked once, so a loop's
      further trips are the memory time's).

    The follow-up bytes at the achievable bandwidth after it. ``llc``: served from the
    last-level cache (Device). The floor the model holds the kernel to: ``floor``."""
    bw = dev.llc_bytes_per_s if llc else dev.hbm_bytes_per_s
    latency = dev.llc_latency_s if llc else dev.latency_s
    per_block = -(-k.block_threads // 64)
    blocks = min(float(k.occupancy_blocks_per_cu), k.grid_blocks / dev.cus)
    waves = blocks * per_block
    inflight = waves * 64 * k.stream_bytes_per_lane
    t = k.traffic
    moved = t.read + t.write
    slots = dev.cus * blocks  # blocks resident at once
    rows_inflight = dev.cus * inflight
    t_little = moved * latency / rows_inflight if rows_inflight else float("inf")
    if k.load_bytes_per_lane is not None and t.vectors and rows_inflight:
        # Per slot: the first block's rows and vectors with every stream in flight, then the
        # rest of the slot's rows with the streaming loads.
        vector_moved = min(dev.xcds, k.grid_blocks) * t.vectors
        block_rows = (moved - vector_moved) / k.grid_blocks
        lanes = per_block * 64
        first = (block_rows + t.vectors) / (lanes * max(k.load_bytes_per_lane,
                                                        k.stream_bytes_per_lane))
        rest = (k.grid_blocks / slots - 1) * block_rows / (lanes * k.stream_bytes_per_lane)
        t_little = latency * (first + max(0.0, rest))
    t_mem = max(moved / bw, t_little)
    issued = t.issued if t.issued is not None else moved
    active = min(dev.cus, k.grid_blocks)
    cycles = _issue_cycles(k.inst_per_byte, issued / 64 / active)
    unit = max(cycles, key=cycles.get)
    t_issue = cycles[unit] / (dev.clock_hz * dev.issue_efficiency)
    t_pass = pass_issue_s(k, dev)
    trips = k.round_trips
    t_trips = trips * latency + t_pass if trips else 0.0
    core = max(t_mem, t_issue, t_trips)
    bound = (f"issue ({unit})" if t_issue == core
             else "round trips" if t_trips == core
             else "bandwidth" if moved / bw >= t_little else "latency")
    # The follow-up (the partial-sum reduction) is a kernel of its own: a launch and its bytes.
    after = dev.launch_s + t.after / bw if t.after else 0.0
    time_s = dev.launch_s + core + after
    return {"waves": waves, "inflight": inflight, "t_mem": t_mem, "t_issue": t_issue,
            "t_trips": t_trips, "round_trips": trips, "bound": bound, "time_s": time_s,
            **floor(k, dev, llc)}


def pass_issue_s(k: KernelFigures, dev: Device) -> float:
    """Issue time of one block's pass of the main region: its waves' instructions on one CU,
    in the share of the pass a block of this grid has rows for (a block of 8 rows given 1 issues
    for 1: the bytes its lanes request set the count, as for the issue time)."""
    if not k.pass_bytes_per_lane:
        return 0.0
    per_block = -(-k.block_threads // 64)
    issued = k.traffic.issued if k.traffic.issued is not None else (k.traffic.read
                                                                     + k.traffic.write)
    share = min(1.0, issued / (k.grid_blocks * k.block_threads * k.pass_bytes_per_lane))
    cycles = _issue_cycles(k.inst_per_byte, k.pass_bytes_per_lane * per_block * share)
    return max(cycles.values()) / (dev.clock_hz * dev.issue_efficiency)


def floor(k: KernelFigures, dev: Device, llc: bool = False) -> dict:
    """The floor the model holds a kernel to at its call, the larger of

    - the latency floor: its launches (two where a follow-up reduces the backward's partial
      rows) + MIN_ROUND_TRIPS round trips (the loads, then the stores) + the issue time of
      one block's pass (``pass_issue_s``);
    - the bandwidth floor: its launches + the op's minimum bytes at the achievable bandwidth
      (or the bytes the kernel moves, where fewer: see below).

    A kernel at its floor waits for nothing but one round trip of loads and one of stores and
    moves no byte it need not: what a call of few rows can reach."""
    bw = dev.llc_bytes_per_s if llc else dev.hbm_bytes_per_s
    latency = dev.llc_latency_s if llc else dev.latency_s
    t = k.traffic
    launches = (2 if t.after else 1) * dev.launch_s
    latency_floor = launches + MIN_ROUND_TRIPS * latency + pass_issue_s(k, dev)
    # The op contract's byte model takes one element size (x's): a kernel of mixed dtypes (f16
    # dy beside f32 x, say) may need fewer bytes than it says, never fewer than it moves.
    bandwidth_floor = launches + min(t.minimum, t.read + t.write + t.after) / bw
    return {"floor_s": max(latency_floor, bandwidth_floor), "latency_floor_s": latency_floor,
            "bandwidth_floor_s": bandwidth_floor}


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
    roofline: float  # (minimum bytes / achievable bandwidth) / time
    peak_loads: tuple
    in_loop: bool
    unknown_accesses: int  # memory accesses whose argument the ISA analysis could not find
    memory_s: float = 0.0
    issue_s: float = 0.0
    bound: str = ""
    rare_valu_per_16b: float = 0.0  # what a row that takes the marked rare sides adds (isa.py)
    round_trips: float = 0.0  # memory round trips in series (time_model)
    floor_s: float = 0.0  # the floor the model holds the kernel to (floor)
    latency_floor_s: float = 0.0
    bandwidth_floor_s: float = 0.0

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
             block_threads: int, grid_blocks: int, traffic: Traffic,
             device: Device | None = None) -> PerfFigures:
    """Combine ISA figures, resources (``report.resources``) and a launch into PerfFigures."""
    dev = device or DEVICES[arch]
    occ = blocks_per_cu(res["vgpr"], res["lds"], block_threads, arch)
    k = kernel_figures(name, isa, res, block_threads, grid_blocks, occ, traffic)
    tm = time_model(k, dev)
    per16 = 16 / isa.region_stream_bytes if isa.region_stream_bytes else float("nan")
    counts = isa.region_counts
    return PerfFigures(
        name=name, arch=arch, m=m, n=n, grid_blocks=grid_blocks, block_threads=block_threads,
        vgpr=res["vgpr"], agpr=res["agpr"], lds=res["lds"], occupancy_blocks_per_cu=occ,
        waves_per_cu=tm["waves"], stream_bytes_per_lane=isa.peak_stream_load_bytes,
        mean_stream_bytes_per_lane=isa.mean_stream_load_bytes,
        inflight_bytes_per_cu=tm["inflight"],
        bytes_per_element=traffic.moved / traffic.elements,
        min_bytes_per_element=traffic.minimum / traffic.elements,
        inst_per_16b=isa.inst_per_16b(), valu_per_16b=counts.get("valu", 0) * per16,
        salu_per_16b=counts.get("salu", 0) * per16, vmem_per_16b=counts.get("vmem", 0) * per16,
        time_s=tm["time_s"], roofline=(traffic.minimum / dev.hbm_bytes_per_s) / tm["time_s"],
        peak_loads=isa.peak_loads, in_loop=isa.in_loop, unknown_accesses=isa.unknown_accesses,
        memory_s=tm["t_mem"], issue_s=tm["t_issue"], bound=tm["bound"],
        rare_valu_per_16b=isa.rare_counts.get("valu", 0) * per16,
        round_trips=tm["round_trips"], floor_s=tm["floor_s"],
        latency_floor_s=tm["latency_floor_s"], bandwidth_floor_s=tm["bandwidth_floor_s"])


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


_NP = {4: np.float32, 2: np.float16}


def minimum_bytes(spec: KernelSpec, m: int, n: int | None = None) -> int:
    """The op's floor from the op contract's byte model (only the element size matters); a
    quantized forward's from its quantized form (1-byte values and their scales). ``n``: the
    call's hidden size where it is not ``spec.n`` (a generic kernel's, generic.py)."""
    n = spec.n if n is None else n
    if spec.tp_phase:
        return _phase_minimum_bytes(spec, m, n)
    op = OpSpec(spec.op, weight=spec.has_weight, bias=spec.has_bias,
                residual=spec.has_residual or spec.has_dresidual_out)
    dtype = _NP[DTYPE_BYTES[spec.x_dtype]]
    if spec.direction == "fwd" and spec.quant_dtype:
        t = quantized_byte_terms(op, m, n, dtype, group_size=spec.group_size,
                                 static_scale=spec.static_scale, smooth=spec.has_smooth,
                                 smooth_dtype=_NP[DTYPE_BYTES[spec.smooth_dtype]]
                                 if spec.has_smooth else None)
    else:
        t = byte_terms(op, spec.direction, m, n, dtype)
    return t["read"] + t["write"]


def _phase_minimum_bytes(spec: KernelSpec, m: int, n: int) -> int:
    """The floor of one tensor-parallel phase (spec.TP_PHASES) on a shard of n columns: what it
    must read and write once, the statistics (f32 a row each) and row_dots (two f32 a row)
    included."""
    b, fwd = DTYPE_BYTES, spec.direction == "fwd"
    rows, stats = m * n, m * STATS_BYTES * (2 if spec.op == "layernorm" else 1)
    weight = n * b[spec.weight_dtype] if spec.has_weight else 0
    if spec.tp_phase == "stats":
        res = b[spec.residual_dtype] + b[spec.residual_out_dtype] if spec.has_residual else 0
        return rows * (b[spec.x_dtype] + res) + stats
    if fwd:  # apply: h (or x and the residual), the weight and bias, the statistics in; y out
        bias = n * b[spec.bias_dtype] if spec.has_bias else 0
        res = b[spec.residual_dtype] if spec.has_residual else 0
        return rows * (b[spec.x_dtype] + res + b[spec.out_dtype]) + weight + bias + stats
    row_in = rows * (b[spec.out_dtype] + b[spec.h_dtype])
    if spec.tp_phase == "dots":  # the row sums and the column sums out
        return row_in + weight + stats + m * 8 + n * 4 * (spec.has_weight + spec.has_bias)
    dres = rows * b[spec.h_dtype] if spec.has_dresidual_out else 0
    return row_in + dres + weight + stats + m * 8 + rows * b[spec.h_dtype]


def l2_miss_fraction(working_set: float, dev: Device) -> float:
    """Share of re-reads that miss the L2: none while the data re-read by the blocks resident
    on one XCD fits its L2, then in proportion to the excess (LRU over a cyclic sweep misses
    more; this is the lenient side)."""
    return max(0.0, 1.0 - dev.l2_bytes / working_set) if working_set else 0.0


def traffic(spec: KernelSpec, config, m: int, grid_blocks: int, occ_blocks: float,
            n: int | None = None) -> Traffic:
    """Bytes our kernel moves beyond the L2 (module docstring), from its tiling; ``n``: the
    call's hidden size where it is not ``spec.n`` (a generic kernel's, generic.py)."""
    dev = DEVICES[spec.arch]
    n, b = spec.n if n is None else n, DTYPE_BYTES
    rows = m * n
    fwd = spec.direction == "fwd"
    nstats = 2 if spec.op == "layernorm" else 1
    # Weight and bias are read once per XCD the grid reaches (each L2 keeps its copy; blocks go
    # to the XCDs in turn, so a grid of fewer blocks than XCDs reaches as many); the backward
    # reads no bias.
    vectors = spec.heads * n * sum(b[d] for d, on in ((spec.weight_dtype, spec.has_weight),
                                                      (spec.bias_dtype, spec.has_bias and fwd))
                                   if on)
    if fwd and spec.has_smooth:  # smooth is one row whatever the heads
        vectors += n * b[spec.smooth_dtype]
    vectors += 4 if fwd and spec.static_scale else 0
    resident = min(occ_blocks, grid_blocks / dev.cus) * dev.cus / dev.xcds  # blocks per XCD
    xcds = min(dev.xcds, grid_blocks)
    if fwd:
        row_in = b[spec.x_dtype] + (b[spec.residual_dtype] if spec.has_residual else 0)
        passes = 1 if config.cached else (2 if spec.op == "rmsnorm" else 3)
        miss = l2_miss_fraction(resident * config.rows_per_block * n * row_in, dev)
        reads = rows * row_in * (1 + (passes - 1) * miss) + vectors * xcds
        # A quantized forward writes 1-byte values and an f32 per row and group (y_scale) or
        # per row (y_amax).
        scales = (m * 4 * (1 if spec.static_scale else spec.scale_groups)
                  if spec.quant_dtype else 0)
        # The apply phase reads the residual and writes no residual_out (the stats phase did).
        writes = rows * (b[spec.out_dtype] + (b[spec.residual_out_dtype]
                                               if spec.has_residual and spec.tp_phase != "apply"
                                               else 0)) + m * 4 * nstats
        writes += scales
        if spec.tp_phase == "stats":  # no y
            writes -= rows * b[spec.out_dtype]
        elif spec.tp_phase == "apply":  # the statistics are read, not written
            writes -= m * 4 * nstats
            reads += m * 4 * nstats
        issued = rows * row_in * passes + writes  # every pass's loads, L2 hits included
        return Traffic(round(reads), writes, 0, minimum_bytes(spec, m, n), rows, round(issued),
                       vectors)
    p = grid_blocks
    # The apply phase writes no partials (the dots phase did); both move row_dots.
    arrays = 0 if spec.tp_phase == "apply" else int(spec.has_weight) + int(spec.has_bias)
    row_in = b[spec.out_dtype] + b[spec.h_dtype]
    partial_row = n * 4 * arrays
    extra_reads = extra_writes = stat_passes = 0
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
             + vectors * xcds + extra_reads)
    writes = rows * b[spec.h_dtype] + p * partial_row + extra_writes
    if spec.tp_phase == "dots":  # no dx; the row sums out
        writes += m * 8 - rows * b[spec.h_dtype]
    elif spec.tp_phase == "apply":  # the coefficients in
        reads += m * 8
    after = p * partial_row + partial_row if arrays else 0  # the reduction reads P rows, writes one
    passes = 1 if config.cached else 2
    issued = rows * (row_in * passes + (b[spec.h_dtype] if spec.has_dresidual_out else 0)
                     + (0 if config.cached else stat_passes * b[spec.h_dtype])
                     + b[spec.h_dtype])
    return Traffic(round(reads), round(writes), after, minimum_bytes(spec, m, n), rows,
                   round(issued), vectors)


@functools.lru_cache(maxsize=64)
def _kernel_isa(isa: str, roles_items: tuple, symbol: str) -> IsaFigures:
    """analyze_isa of one kernel, once: its figures do not depend on M, and the model of a kernel
    at several M (the matrix's rows) would otherwise parse and trace the same text each time."""
    return analyze_isa(isa, dict(roles_items), symbol)


def analyze_perf(kernel, m: int, partials: int | None = None) -> PerfFigures:
    """PerfFigures of one of our CompiledKernels at M rows (P: backward partial blocks)."""
    spec, cfg = kernel.spec, kernel.config
    (kmeta,) = metadata(kernel.hsaco)["amdhsa.kernels"]
    res = resources(kmeta)
    isa = _kernel_isa(kernel.isa, tuple(sorted(roles(spec).items())), kernel.symbol)
    if spec.direction == "bwd":
        # P partial rows per head, one block each (the lowering divides the CUs by the heads).
        grid = partials or max(1, partials_for(m, spec.arch) // spec.heads) * spec.heads
    else:
        grid = sum(ln.grid[0] for ln in kernel.plan.launches(m))
    occ = blocks_per_cu(res["vgpr"], res["lds"], cfg.block_threads, spec.arch)
    return estimate(kernel.symbol, spec.arch, m, spec.n, isa, res, cfg.block_threads, grid,
                    traffic(spec, cfg, m, grid, occ))


def perf_for_spec(spec: KernelSpec, m: int, config=None) -> PerfFigures:
    """Compile (or load from the kernel cache) ``spec`` with the tiling the lowering picks for
    M rows (or ``config``) and model it at M rows."""
    from jax_flynorm.backends.flydsl.kernels.compile import compile_kernel

    return analyze_perf(compile_kernel(spec, config or spec.default_config(m)), m)
