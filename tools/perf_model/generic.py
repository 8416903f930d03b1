"""The performance model at a concrete call of a generic kernel, beside today's specialised one.

Run: ``python -m tools.perf_model.generic --doc docs/perf_model_generic.md
--json docs/perf_model_generic.json``.

The package ships generic kernels (kernels/spec.py ``n_min`` > 0): one per size class of N
(config.size_class), tiled for the class's largest N, with N a launch argument. A call of M rows
of N elements runs the class's kernel, so the model takes (``analyze_at``):

- the ISA, registers, occupancy and tiling of the generic kernel (its own code object; a
  specialised kernel's ISA says nothing about it: runtime offsets, masks on every chunk past the
  class's smallest N, no unrolling of a loop whose trip count N sets);
- the bytes of the actual N (perf.traffic and perf.minimum_bytes with ``n=``);
- the lanes as the class's tiling lays them out: a row of N < the class's largest walks the same
  ``chunks * threads_per_row * vec`` elements (``walked``), the lanes past N idle. Their
  instructions still issue (past N the buffer range check makes a load read 0 and drops a
  store), so the issue count is that of the walked row, while only the active lanes' loads
  bring bytes: the streaming bytes a lane keeps in flight are scaled by N / walked.

Runtime trip counts: a cached row's chunks are compile-time (the class's), so its kernel has no
chunk loop. A re-read row (rows too long for registers: the backward above 16384 bf16 elements,
the forward above 65536) loops over its chunks, ceil(N / vec / threads_per_row) times at run
time in a generic kernel (LLVM may unroll the loop and add a remainder loop), chunks / group
times in a specialised one. The ISA model counts instructions per streaming byte over one pass
of the main loop (the backward's loop over rows), a nested loop's body once (isa.py): bytes
scale with N, so the chunk loop's body is charged as often as the row needs it, but the per-row
work around it (the row reductions, the dx coefficients) is charged as if the row were one
loop body long, which overstates it when the loop runs several times. ``trips=True`` weights
the loops nested in the main region instead so that one pass streams a whole row's bytes per
lane (the weight comes from the bytes: no trip count is read from the code). The table gives
the plain count, as the specialised figures (docs/perf_model.json) do, and the JSON both.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import statistics
import sys
from pathlib import Path

from jax_flynorm.backends.flydsl.kernels.config import LaunchConfig
from jax_flynorm.backends.flydsl.kernels.spec import ARCHS, KernelSpec

from . import perf, perf_doc, perf_targets
from .elf import metadata
from .isa import _TRANS, STREAM, IsaFigures, _main_region, analyze_isa
from .isa_listing import loops, parse, rare_blocks
from .report import blocks_per_cu, resources

ROOT = Path(__file__).resolve().parents[2]
BASELINE = ROOT / "docs" / "perf_model.json"
# A generic kernel's time over the specialised one's above this is listed in the doc.
SLOWER = 1.02


def lowering_spec(spec: KernelSpec) -> KernelSpec:
    """The spec the lowering builds for the call ``spec`` models: its backward's bias dtype is
    that of the f32 dbias partials (the backward reads no bias; the matrix names the forward's)."""
    if spec.direction == "bwd" and spec.has_bias and spec.bias_dtype != "f32":
        return dataclasses.replace(spec, bias_dtype="f32")
    return spec


@functools.cache
def _shipped(arch: str) -> frozenset:
    from tools.prebuilt import shipped_specs

    return frozenset(shipped_specs(arch))


def shipped_generic(spec: KernelSpec) -> KernelSpec | None:
    """The generic kernel that ships for ``spec``'s call (tools/prebuilt.py ``shipped_specs``),
    or None: then the lowering compiles the specialised kernel with FlyDSL."""
    if spec.generic:
        return spec if spec in _shipped(spec.arch) else None
    if spec.group_size:
        return None
    generic = lowering_spec(spec).generic_for()
    return generic if generic in _shipped(spec.arch) else None


def walked(spec: KernelSpec, cfg: LaunchConfig, n: int) -> int:
    """Elements per row the lanes' instructions cover at hidden size ``n``: the class's chunks
    where the row is cached, else the chunks the runtime loop walks."""
    nvec = -(-n // cfg.vec)
    chunks = cfg.chunks if cfg.cached else -(-nvec // cfg.threads_per_row)
    return chunks * cfg.threads_per_row * cfg.vec


@functools.cache
def _analysis(kernel) -> tuple:
    """(resources, IsaFigures) of a compiled kernel: what no call changes."""
    if not kernel.isa:
        raise ValueError(f"{kernel.symbol}: no ISA listing (a kernel read from the shipped "
                         "archive has none; compile_kernel(its spec) writes one)")
    (kmeta,) = metadata(kernel.hsaco)["amdhsa.kernels"]
    return resources(kmeta), analyze_isa(kernel.isa, perf.roles(kernel.spec), kernel.symbol)


@functools.cache
def _inner_loops(kernel) -> tuple:
    """(counts by kind, streaming bytes per lane) of the blocks of the loops nested inside the
    kernel's main region, rare sides left out: the part ``trips`` weights."""
    _res, isa = _analysis(kernel)
    access = {a.line: a for a in isa.accesses}
    blocks = parse(kernel.isa, kernel.symbol)
    region, in_loop = _main_region(blocks, access)
    if not in_loop:
        return {}, 0.0
    region = set(region)
    inner = set().union(*(body for body in loops(blocks) if body < region))
    inner -= rare_blocks(blocks)
    counts, stream = {}, 0.0
    for i in inner:
        for inst in blocks[i].insts:
            counts[inst.kind] = counts.get(inst.kind, 0) + 1
            if _TRANS.match(inst.op):  # also a VALU op, as isa.analyze_isa counts it
                counts["trans"] = counts.get("trans", 0) + 1
            a = access.get(inst.line)
            if a is not None and a.role == STREAM:
                stream += a.bytes_per_lane
    return counts, stream


def _weighted(isa: IsaFigures, kernel, lane_row_bytes: float) -> IsaFigures:
    """The main region's counts and bytes with its nested loops run as often as a row needs:
    until the region streams ``lane_row_bytes`` per lane (the loops may be unrolled, with a
    remainder loop, so the weight comes from the bytes, not from a trip count)."""
    counts, stream = _inner_loops(kernel)
    if not stream:
        return isa
    weight = max(1.0, (lane_row_bytes - (isa.region_stream_bytes - stream)) / stream)
    region = dict(isa.region_counts)
    for kind, c in counts.items():
        region[kind] = region.get(kind, 0) + (weight - 1) * c
    return dataclasses.replace(isa, region_counts=region,
                               region_stream_bytes=isa.region_stream_bytes
                               + (weight - 1) * stream)


def analyze_at(kernel, m: int, n: int | None = None, partials: int | None = None,
               trips: bool = False) -> perf.PerfFigures:
    """PerfFigures of a compiled kernel (generic or specialised) called with M rows of ``n``
    elements (default: the kernel's N; a generic kernel takes any N it ``fits``). See the
    module docstring for what the actual N changes; ``trips``: weight the loops nested in the
    main region by the runtime chunk count (specialised kernels: their compiled one)."""
    spec, cfg = kernel.spec, kernel.config
    n = spec.n if n is None else n
    if spec.heads != 1:
        raise ValueError(f"{spec.kernel_name}: per-head kernels are not modelled here")
    if not spec.fits(n):
        raise ValueError(f"{spec.kernel_name} does not compute rows of N={n}")
    res, isa = _analysis(kernel)
    arch = spec.arch
    if spec.direction == "bwd":
        grid = partials or perf.partials_for(m, arch)
    else:
        grid = sum(ln.grid[0] for ln in kernel.plan.launches(m))
    occ = blocks_per_cu(res["vgpr"], res["lds"], cfg.block_threads, arch)
    traffic = perf.traffic(spec, cfg, m, grid, occ, n=n)
    span = walked(spec, cfg, n)
    if span != n:
        # Idle lanes issue their instructions, but only the active ones' loads bring bytes.
        issued = perf.traffic(spec, cfg, m, grid, occ, n=span).issued
        traffic = dataclasses.replace(traffic, issued=issued)
        active = n / span
        isa = dataclasses.replace(
            isa, peak_stream_load_bytes=isa.peak_stream_load_bytes * active,
            region_stream_load_bytes=isa.region_stream_load_bytes * active,
            peak_load_bytes=None if isa.peak_load_bytes is None
            else isa.peak_load_bytes * active)
    if trips and not cfg.cached:
        per_row = perf.traffic(spec, cfg, m, grid, occ, n=span).issued / m
        isa = _weighted(isa, kernel, per_row / cfg.block_threads)
    return perf.estimate(kernel.symbol, arch, m, n, isa, res, cfg.block_threads, grid, traffic)


def compile_generic(spec: KernelSpec):
    """The compiled generic kernel (from the kernel cache where it is there) with its ISA."""
    from jax_flynorm.backends.flydsl.kernels.compile import compile_kernel

    return compile_kernel(spec, spec.default_config())


def share(spec: KernelSpec, m: int, n: int, time_s: float) -> float:
    """perf_targets.kernel_share from a time: the minimum bytes at the calibrated achievable
    bandwidth over the time without the fixed launch times."""
    dev = perf.DEVICES[spec.arch]
    launches = 2 if spec.direction == "bwd" else 1
    return (perf.minimum_bytes(spec, m, n=n) / dev.hbm_bytes_per_s) / (
        time_s - launches * dev.launch_s)


def _need(spec: KernelSpec) -> float:
    return perf_targets.FWD_SHARE if spec.direction == "fwd" else perf_targets.BWD_SHARE


def matrix_calls() -> list:
    """(label, specialised spec) of every kernel the perf targets' matrix models (perf_doc)."""
    return perf_doc.matrix_specs() + perf_doc.quant_specs()


def _specialised(label: str, spec: KernelSpec, m: int, baseline: dict | None) -> dict:
    if baseline is not None:
        entry = baseline[perf_doc.key(label, spec, m)]
        return {k: entry[k] for k in ("time_us", "bound", "inflight_kib")}
    fig = perf.perf_for_spec(spec, m)
    return {"time_us": round(fig.time_s * 1e6, 3), "bound": fig.bound,
            "inflight_kib": round(fig.inflight_kib, 2)}


def compare(baseline: dict | None = None, calls=None, rows=perf_doc.ROWS) -> list:
    """One dict per matrix cell: the specialised kernel's modelled time (from ``baseline``, the
    committed docs/perf_model.json, or compiled here when None) and the shipped generic kernel's
    at the same call."""
    out = []
    for label, spec in calls or matrix_calls():
        generic = shipped_generic(spec)
        kernel = compile_generic(generic) if generic else None
        for m in rows:
            spec_fig = _specialised(label, spec, m, baseline)
            cell = {"label": label, "op": spec.op, "direction": spec.direction,
                    "dtype": spec.x_dtype, "out_dtype": spec.out_dtype, "arch": spec.arch,
                    "n": spec.n, "m": m, "targeted": perf_targets.applies(spec, m),
                    "need": _need(spec), "specialised": spec_fig}
            t_spec = spec_fig["time_us"] * 1e-6
            spec_fig["share"] = round(share(spec, m, spec.n, t_spec), 4)
            spec_fig["tb_per_s"] = round(perf.minimum_bytes(spec, m) / t_spec / 1e12, 3)
            if kernel is None:
                cell["generic"] = None
                out.append(cell)
                continue
            fig = analyze_at(kernel, m, spec.n)
            weighted = analyze_at(kernel, m, spec.n, trips=True)
            cfg = kernel.config
            cell["generic"] = {
                "kernel": generic.kernel_name, "class": [generic.n_min, generic.n, generic.vec],
                "tiling": _tiling(cfg), "vgpr": fig.vgpr,
                "time_us": round(fig.time_s * 1e6, 3), "bound": fig.bound,
                "share": round(share(spec, m, spec.n, fig.time_s), 4),
                "tb_per_s": round(perf.minimum_bytes(spec, m) / fig.time_s / 1e12, 3),
                "inflight_kib": round(fig.inflight_kib, 2),
                "inst_per_16b": round(fig.inst_per_16b, 1),
                "time_us_trips": round(weighted.time_s * 1e6, 3),
            }
            cell["ratio"] = round(fig.time_s / t_spec, 4)
            # The call runs a specialised kernel shipped beside the generic one, where its spec
            # and tiling match (tools/prebuilt.py `specialised`).
            cell["other_tiling"] = spec.default_config(m) != spec.default_config()
            cell["ships_specialised"] = (lowering_spec(spec) in _specialised_specs(spec.arch)
                                         and not cell["other_tiling"])
            out.append(cell)
    return out


@functools.cache
def _specialised_specs(arch: str) -> tuple:
    from tools.prebuilt import specialised

    return tuple(specialised(arch))


def _tiling(cfg: LaunchConfig) -> str:
    text = f"{cfg.block_threads}t" + (f" {cfg.rows_per_block}r" if cfg.rows_per_block > 1 else "")
    text += f" {cfg.rows_in_flight}f" if cfg.rows_in_flight > 1 else ""
    return text + f" v{cfg.vec}" + ("" if cfg.cached else " reread")


def meets(cell: dict, which: str) -> bool:
    return cell[which]["share"] >= cell["need"]


def target_misses(cells) -> list:
    """Targeted cells the generic kernel misses although the specialised one meets them."""
    return [c for c in cells if c["targeted"] and c["generic"] and meets(c, "specialised")
            and not meets(c, "generic")]


def inside_class(archs=ARCHS, m: int = 16384) -> list:
    """bf16 RMSNorm at hidden sizes inside a class (not its largest): the generic kernel against
    a specialised one compiled here, at M rows."""
    from .report import _spec

    out = []
    for arch in archs:
        for direction in ("fwd", "bwd"):
            for n in (2560, 3072, 3584, 4096, 5120, 6144, 7168):
                spec = _spec("rmsnorm", direction, n, "bf16", arch, residual=False)
                generic = shipped_generic(spec)
                kernel = compile_generic(generic)
                fig_s = perf.perf_for_spec(spec, m)
                fig_g = analyze_at(kernel, m, n)
                out.append({
                    "arch": arch, "direction": direction, "n": n, "m": m,
                    "class": [generic.n_min, generic.n],
                    "active": round(n / walked(generic, kernel.config, n), 3),
                    "specialised": {"time_us": round(fig_s.time_s * 1e6, 3), "bound": fig_s.bound,
                                    "share": round(perf_targets.kernel_share(spec, fig_s), 4),
                                    "inflight_kib": round(fig_s.inflight_kib, 1)},
                    "generic": {"time_us": round(fig_g.time_s * 1e6, 3), "bound": fig_g.bound,
                                "share": round(share(spec, m, n, fig_g.time_s), 4),
                                "inflight_kib": round(fig_g.inflight_kib, 1)},
                    "ratio": round(fig_g.time_s / fig_s.time_s, 4),
                    "targeted": perf_targets.applies(spec, m), "need": _need(spec)})
    return out


def _flag(cell: dict) -> str:
    if not cell["targeted"]:
        return ""
    s, g = meets(cell, "specialised"), meets(cell, "generic")
    return "" if s == g else (" **miss**" if s else " (meets)")


def render(cells, inside=None, source: str = "docs/perf_model.json") -> str:
    shipped = [c for c in cells if c["generic"]]
    beside = [c for c in shipped if c["ships_specialised"]]
    served = [c for c in shipped if not c["ships_specialised"]]
    ratios = [c["ratio"] for c in served]
    worst = max(served, key=lambda c: c["ratio"])
    best = min(served, key=lambda c: c["ratio"])
    targeted = [c for c in served if c["targeted"]]
    worst_targeted = max(targeted, key=lambda c: c["ratio"])
    all_misses = target_misses(cells)
    shipped_misses = [c for c in all_misses if c["ships_specialised"]]
    misses = [c for c in all_misses if not c["ships_specialised"]]
    gains = [c for c in targeted if meets(c, "generic") and not meets(c, "specialised")]
    both = [c for c in targeted if not meets(c, "generic") and not meets(c, "specialised")]
    trips = [c for c in shipped if abs(c["generic"]["time_us_trips"] - c["generic"]["time_us"])
             > 0.005 * c["generic"]["time_us"]]
    lines = [HEADER.format(source=source), "", "## Summary", "",
             f"- {len(cells)} cells ({len(cells) // len(perf_doc.ROWS)} kernels × "
             f"{len(perf_doc.ROWS)} M); a generic kernel ships for {len(shipped)} "
             f"({len(shipped) // len(perf_doc.ROWS)} kernels), the rest run a specialised "
             "kernel compiled by FlyDSL (no generic one ships: see the last section). In "
             f"{len(beside)} of the {len(shipped)} a specialised kernel ships beside the generic "
             "one and the call takes it (tools/prebuilt.py `specialised`): "
             + ", ".join(sorted({f"{c['label']} {c['direction']} {c['dtype']} N={c['n']} "
                                 f"{c['arch']}" for c in beside})) + ".",
             "- over the other cells, where the generic kernel serves the call: "
             f"generic / specialised time: median {statistics.median(ratios):.3f}, "
             f"worst {worst['ratio']:.3f} ({_where(worst)}), best {best['ratio']:.3f} "
             f"({_where(best)}); {sum(r > SLOWER for r in ratios)} cells over {SLOWER}×, "
             f"{sum(r > 1.05 for r in ratios)} over 1.05×, of which "
             f"{sum(c['ratio'] > SLOWER and c['other_tiling'] for c in served)} where the "
             "specialised kernel takes another tiling at that M (the quantized forwards' 8-vector "
             "one, above); among the targeted cells the worst "
             f"is {worst_targeted['ratio']:.3f} ({_where(worst_targeted)}).",
             f"- targets (perf_targets.py): {len(targeted)} targeted cells where the generic "
             f"kernel serves the call; it misses {len(misses)} that the specialised meets, "
             f"meets {len(gains)} that the specialised misses, and {len(both)} are missed by "
             "both (the specialised kernels' known misses, test_perf_model.py). In "
             f"{len(shipped_misses)} more the generic kernel misses a target the specialised one "
             "meets, and the specialised one ships for them."]
    if trips:
        lines.append(f"- weighting the re-reading backward's chunk loops by their runtime trip "
                     f"count (module docstring) changes {len(trips)} cells' time by more than "
                     "0.5%: " + ", ".join(f"{_where(c)} {c['generic']['time_us']:.1f} → "
                                         f"{c['generic']['time_us_trips']:.1f} µs"
                                         for c in trips[:6]) + ("…" if len(trips) > 6 else "")
                     + ".")
    else:
        lines.append("- weighting the re-reading chunk loops by their runtime trip count "
                     "changes no cell's time by more than 0.5%.")
    if misses or shipped_misses:
        lines += ["", "Cells whose target the generic kernel misses (share of the achievable "
                  "bandwidth, bound; KiB in flight per CU; the kernel the call runs):", "",
                  "| cell | need | specialised | generic | KiB/CU spec / gen | generic inst/16 B "
                  "| call runs |", "|" + "---|" * 7]
        lines += [f"| {_where(c)} | {c['need']:.0%} | {c['specialised']['share']:.1%} "
                  f"({c['specialised']['bound']}) | {c['generic']['share']:.1%} "
                  f"({c['generic']['bound']}) | {c['specialised']['inflight_kib']:.0f} / "
                  f"{c['generic']['inflight_kib']:.0f} | {c['generic']['inst_per_16b']:.0f} | "
                  + ("specialised (shipped)" if c["ships_specialised"] else "generic") + " |"
                  for c in shipped_misses + misses]
    for arch in ARCHS:
        for direction in ("fwd", "bwd"):
            lines += ["", f"## {perf.DEVICES[arch].name} ({arch}), {direction}", "",
                      "| op | dtype | N | generic kernel (class, tiling, VGPR) | "
                      + " | ".join(f"M={m}" for m in perf_doc.ROWS) + " |",
                      "|" + "---|" * (4 + len(perf_doc.ROWS))]
            for key in dict.fromkeys((c["label"], c["dtype"], c["n"]) for c in cells
                                     if (c["arch"], c["direction"]) == (arch, direction)):
                row = [c for c in cells if (c["label"], c["dtype"], c["n"], c["arch"],
                                            c["direction"]) == (*key, arch, direction)]
                g = row[0]["generic"]
                what = (f"{g['class'][0]}–{g['class'][1]} v{g['class'][2]}, {g['tiling']}, "
                        f"{g['vgpr']}" if g else "none ships")
                dtype = key[1] if row[0]["out_dtype"] == key[1] else (
                    f"{key[1]}→{row[0]['out_dtype']}")
                lines.append(f"| {key[0]} | {dtype} | {key[2]} | {what} | "
                             + " | ".join(_cell(c) for c in row) + " |")
    if inside:
        lines += ["", INSIDE_TEXT, "", "| arch | dir | N | class | active lanes | specialised "
                  "µs (share) | generic µs (share) | ratio | KiB/CU in flight (spec / gen) |",
                  "|" + "---|" * 9]
        for c in inside:
            s, g = c["specialised"], c["generic"]
            lines.append(f"| {c['arch']} | {c['direction']} | {c['n']} | "
                         f"{c['class'][0]}–{c['class'][1]} | {c['active']:.0%} | "
                         f"{s['time_us']:.1f} ({s['share']:.0%} {s['bound'][:1].upper()}) | "
                         f"{g['time_us']:.1f} ({g['share']:.0%} {g['bound'][:1].upper()}) | "
                         f"{c['ratio']:.3f}{_flag(c)} | {s['inflight_kib']:.0f} / "
                         f"{g['inflight_kib']:.0f} |")
    lines += ["", NOT_SHIPPED_TEXT, ""]
    for label in dict.fromkeys(c["label"] for c in cells if not c["generic"]):
        archs = sorted({c["arch"] for c in cells if c["label"] == label and not c["generic"]})
        lines.append(f"- {label} ({', '.join(archs)})")
    return "\n".join(lines) + "\n"


def _where(c: dict) -> str:
    return (f"{c['label']} {c['direction']} {c['dtype']} {c['m']}×{c['n']} "
            f"{c['arch']}")


def _cell(c: dict) -> str:
    s = c["specialised"]
    if not c["generic"]:
        return f"{s['time_us']:.1f}"
    g = c["generic"]
    text = f"{s['time_us']:.1f} / {g['time_us']:.1f} ×{c['ratio']:.3f}"
    if c["targeted"]:
        text += f" ({g['share']:.0%}{_flag(c)})"
    return text + (" · specialised ships" if c["ships_specialised"] else "")


HEADER = """# Generic kernels under the static performance model

Generated by `python -m tools.perf_model.generic --doc docs/perf_model_generic.md --json
docs/perf_model_generic.json`; nothing here ran on a GPU. What ships is a generic kernel per
size class of N (`jax_flynorm/backends/flydsl/kernels/config.py` `size_class`, tiled for the
class's largest N, N and the weight rows launch arguments), so the model's targets
(`tools/perf_model/perf_targets.py`) and baseline apply to it. Here every cell of the model's
matrix (`docs/perf_model.md`: the plain and quantized norms at N = 1024-32768 and M =
1024-32768, both archs) is modelled twice: today's specialised kernel (its time from the
committed baseline {source}) and the shipped generic kernel of the class holding N, called with
those M and N (`tools/perf_model/generic.py` `analyze_at`: the generic kernel's ISA, registers
and tiling, the actual N's bytes, the lanes past N idle).

The matrix's N are powers of two, each the largest N of its class: there the generic kernel's
tiling is the specialised one's and every lane is active, so a cell's ratio is the cost of the
generic code itself (runtime offsets and row length, the ragged chunks' offsets past the class's
smallest N, 1 / N at run time). The quantized forwards' generic kernels always take the
16-vector tiling: the 8-vector one the lowering picks for a specialised launch of few waves
(config.py WIDE_MIN_WAVES) is not shipped, which shows at M = 1024 (N ≤ 4096), below the
targets' M·N. How a runtime trip count is counted: see the module
docstring of `tools/perf_model/generic.py` (a re-read row's chunk loop is charged once per
chunk through the bytes; the per-row work around it once per pass of the loop over rows).
`tests/perf_model/test_generic_kernels.py` gates the targets for the shipped generic kernels
wherever the specialised kernels meet them. Where the generic kernel misses a target the
specialised one meets (the cells listed under the summary, all on gfx950), the specialised kernel
ships beside it (`tools/prebuilt.py` `specialised`) and the lowering takes it for that call: the
shipped kernels meet every target the specialised ones meet. A hidden size outside the matrix in
those variants runs the generic kernel at the ratio shown.

The generic kernels mask the lanes past N by the buffer range check (each resource bounded, a
load past the bound reads 0 and a store is dropped): no select per value, no branch per store,
and the sums of squares stay packed FMAs. Where the generic code still costs more, the listings
show two causes, both on gfx950. The cached backward at N = 2048 keeps fewer loads in flight (32
instead of 58-64 KiB per CU, latency-bound: its tile's rows in flight share one resource per
operand, each row's offset a register): the specialised bf16 backwards of LayerNorm and of RMSNorm
with a residual ship beside it. LayerNorm's e4m3fn forward is issue-bound, and the generic
kernel adds VALU work: a select per chunk that may lie past N (the lanes there centre on 0) and
the division by the run-time N. Its specialised kernels at N = 4096-32768 ship beside it.
`tests/perf_model/test_generic_kernels.py` allows every cell the generic kernel serves up to
1.02×, the quantized forwards at M = 1024 excepted (the 8-vector tiling, above).

Cells: specialised / generic µs ×ratio (generic / specialised); where the targets apply, the
generic kernel's share of the achievable bandwidth, flagged **miss** where it misses a target
the specialised kernel meets; "specialised ships" where the call takes a specialised kernel
shipped beside the generic one. The JSON beside this file holds every figure (both kernels'
time, bound, share and TB/s of minimum bytes; the generic kernel's KiB in flight,
instructions per 16 B and time with the runtime trip count weighted)."""

INSIDE_TEXT = """## Inside a class

At an N below its class's largest the generic kernel keeps the class's tiling: a row of
N = 2560 in the class 2049-4096 walks 4096 elements, 62.5% of its lanes active. The idle lanes
issue their instructions (the issue count is that of the walked row) and bring no bytes (the
bytes a lane keeps in flight shrink by the active share). bf16 RMSNorm with weight, M = 16384,
against the specialised kernel of that N (compiled here); share of the achievable bandwidth and
bound (B bandwidth, L latency, I issue) in brackets. Not gated: the targets' matrix holds only
powers of two."""

NOT_SHIPPED_TEXT = """## Cells without a shipped generic kernel

The lowering compiles the specialised kernel with FlyDSL for these (tools/prebuilt.py
`variants` ships the quantized forwards of RMSNorm only, int8 and the arch's own fp8, per token,
per tensor, or per token after a smooth; no scale groups), so the specialised figures and
test_perf_model.py's gates are what applies to them:"""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--doc", help="write the markdown table here")
    parser.add_argument("--json", help="write every cell's figures here")
    parser.add_argument("--live", action="store_true",
                        help="compile the specialised kernels and model them here instead of "
                             "reading docs/perf_model.json")
    parser.add_argument("--no-inside", action="store_true",
                        help="leave out the hidden sizes inside a class (they compile "
                             "specialised kernels)")
    args = parser.parse_args(argv)
    baseline = None if args.live else json.loads(BASELINE.read_text())
    cells = compare(baseline)
    inside = None if args.no_inside else inside_class()
    source = "(compiled here)" if args.live else "`docs/perf_model.json`"
    text = render(cells, inside, source)
    if args.doc:
        Path(args.doc).write_text(text)
    else:
        sys.stdout.write(text)
    if args.json:
        # One cell per line: a change of the kernels or the model reads as a diff of cells.
        def items(rows):
            return ",\n".join(f"  {json.dumps(r, sort_keys=True, ensure_ascii=False)}"
                               for r in rows)

        source = json.dumps("live" if args.live else "docs/perf_model.json")
        Path(args.json).write_text(
            f'{{"specialised_source": {source},\n "cells": [\n{items(cells)}\n ],\n'
            f' "inside_class": [\n{items(inside or [])}\n ]}}\n')
    return 0


if __name__ == "__main__":
    sys.exit(main())
