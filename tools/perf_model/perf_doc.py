"""The performance model over the benchmark's shape matrix: docs/perf_model.md, the CI baseline
(docs/perf_model.json) and the thresholds on bytes in flight and bytes moved. See perf.py for
the model itself."""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

from jax_flynorm.backends.flydsl.kernels.spec import ARCHS, KernelSpec

from . import calibrate, perf_targets, perf_text
from .perf import DEVICES, PerfFigures, perf_for_spec
from .report import _spec, quant_spec

# (label, norm, residual): the benchmark's default ops (bench/cli.py FULL).
OPS = (("rmsnorm", "rmsnorm", False), ("layernorm", "layernorm", False),
       ("rmsnorm+residual", "rmsnorm", True))
DTYPES = ("bf16", "f32")
HIDDEN = (1024, 2048, 4096, 8192, 16384, 32768)
ROWS = (1024, 4096, 8192, 16384, 32768)
HEADLINE_SHAPES = ((16384, 2048), (16384, 4096), (16384, 8192))  # bf16 RMSNorm (M, N)
ANCHORS = (("fwd", 32768, 8192), ("bwd", 4096, 4096))
# Thresholds (bf16, M*N >= 16M, N <= 16384): KiB in flight per CU, and at M >= 8192 the bytes
# moved against the minimum.
MIN_INFLIGHT_KIB = {"gfx942": 32, "gfx950": 48}
MAX_BYTES_RATIO = {"rmsnorm": 1.05, "layernorm": 1.10}
REGRESSION = 0.05


def matrix_specs() -> list:
    """(label, spec) for every kernel of the matrix; M does not change the kernel."""
    out = []
    for arch in ARCHS:
        for direction in ("fwd", "bwd"):
            for label, norm, residual in OPS:
                for dt in DTYPES:
                    for n in HIDDEN:
                        out.append((label, _spec(norm, direction, n, dt, arch,
                                                 residual=residual)))
    return out


def matrix_figures() -> list:
    """[(label, spec, PerfFigures)] for every kernel and M of the matrix."""
    return [(label, spec, perf_for_spec(spec, m)) for label, spec in matrix_specs()
            for m in ROWS]


# The quantized forwards, bf16 x at the matrix's N and M: (label, norm, residual,
# dtype, options). "native" is the arch's own fp8 (v_cvt_pk_fp8_f32: gfx942 e4m3fnuz, gfx950
# OCP e4m3fn), "other" the other format (gfx942: its fnuz conversion of q / 2; gfx950: its fn
# conversion of 2 q).
QUANT_VARIANTS = (
    ("rmsnorm→i8", "rmsnorm", False, "i8", {}),
    ("rmsnorm→fp8", "rmsnorm", False, "native", {}),
    ("rmsnorm→fp8 (other format)", "rmsnorm", False, "other", {}),
    ("rmsnorm→fp8 per 1x128", "rmsnorm", False, "native", {"group_size": 128}),
    ("rmsnorm→fp8 per tensor, smooth", "rmsnorm", False, "native",
     {"static_scale": True, "smooth": "f32"}),
    ("layernorm→fp8", "layernorm", False, "native", {}),
    ("rmsnorm+residual→fp8", "rmsnorm", True, "native", {}),
)
def quant_specs() -> list:
    """(label, spec) for every quantized forward of the model."""
    return [(label, quant_spec(norm, n, arch, qdt, residual, **options))
            for arch in ARCHS for label, norm, residual, qdt, options in QUANT_VARIANTS
            for n in HIDDEN]


def quant_figures() -> list:
    """[(label, spec, PerfFigures)] for every quantized forward and M of the matrix."""
    return [(label, spec, perf_for_spec(spec, m)) for label, spec in quant_specs()
            for m in ROWS]


def render_quantized(figures) -> str:
    """The quantized forwards beside the same norm's plain bf16 forward (at M = 16384)."""
    by_key = {key(label, spec, fig.m): fig for label, spec, fig in figures}
    lines = [QUANT_TEXT]
    for arch in ARCHS:
        lines += ["", f"### {DEVICES[arch].name} ({arch}), quantized forwards", "",
                  "| op | y | N | VGPR | inst/16 B (VALU/SALU/VMEM) | B/element (min) | "
                  + " | ".join(f"M={m}" for m in ROWS) + " |", "|" + "---|" * (6 + len(ROWS))]
        for label, spec in quant_specs():
            if spec.arch != arch:
                continue
            figs = [by_key[key(label, spec, m)] for m in ROWS]
            f0 = figs[-1]  # the 16-vector kernel (spec.default_config)
            lines.append(
                f"| {label} | {spec.out_dtype} | {spec.n} | {f0.vgpr} | {f0.inst_per_16b:.0f} "
                f"({f0.valu_per_16b:.0f}/{f0.salu_per_16b:.0f}/{f0.vmem_per_16b:.1f})"
                + (f" +{f0.rare_valu_per_16b:.0f}" if f0.rare_valu_per_16b else "") + " | "
                f"{f0.bytes_per_element:.2f} ({f0.min_bytes_per_element:.2f}) | "
                + " | ".join(_quant_cell(spec, f) for f in figs) + " |")
    lines += ["", "At 32768×8192 (the forward anchor shape):", "",
              "| op | y | arch | memory µs | issue µs | est. time µs | TB/s (minimum bytes) "
              "| share of BW | bound |", "|" + "---|" * 9]
    for label, spec, fig in figures:
        if (fig.m, spec.n) == (32768, 8192):
            tbs = fig.min_bytes_per_element * fig.m * fig.n / fig.time_s / 1e12
            lines.append(f"| {label} | {spec.out_dtype} | {spec.arch} | {fig.memory_s * 1e6:.1f} "
                         f"| {fig.issue_s * 1e6:.1f} | {fig.time_s * 1e6:.1f} | {tbs:.2f} | "
                         f"{perf_targets.kernel_share(spec, fig):.0%} | {fig.bound} |")
    return "\n".join(lines)


def _quant_cell(spec: KernelSpec, fig: PerfFigures) -> str:
    cell = f"{perf_targets.kernel_share(spec, fig):.0%} {_bound(fig)}"
    # Italics: the narrower tiling the lowering picks for a launch of few waves.
    return f"*{cell}*" if spec.default_config(fig.m) != spec.default_config() else cell


# Options outside the gated matrix, each next to the same kernel without it: (label, M, spec).
# QK-norm: a weight row per head (8 heads of 128), rows = tokens x heads.
def variant_specs() -> list:
    out = []
    for arch in ARCHS:
        for n in (4096, 8192, 32768):
            spec = _spec("layernorm", "bwd", n, "bf16", arch, residual=True)
            out.append(("layernorm, 16-bit residual: statistics recomputed", 16384,
                        dataclasses.replace(spec, recompute_stats=True)))
        for direction in ("fwd", "bwd"):
            spec = _spec("rmsnorm", direction, 128, "bf16", arch, residual=False)
            out.append(("rmsnorm, weight per head (8 x 128)", 8 * 32768,
                        dataclasses.replace(spec, heads=8)))
    return out


def variant_figures() -> list:
    """[(label, spec, figures with the option, figures without)]."""
    plain = {"recompute_stats": False, "heads": 1}
    return [(label, spec, perf_for_spec(spec, m),
             perf_for_spec(dataclasses.replace(spec, **plain), m))
            for label, m, spec in variant_specs()]


def render_variants(variants) -> str:
    lines = [VARIANTS_TEXT, "", "| option | dir | dtype | N | M | arch | tiling | VGPR "
             "| with it | without |", "|" + "---|" * 10]
    for label, spec, fig, base in variants:
        lines.append(f"| {label} | {spec.direction} | {spec.x_dtype} | {spec.n} | {fig.m} | "
                     f"{spec.arch} | {_tiling(spec)} | {fig.vgpr} / {base.vgpr} | {_cell(fig)} "
                     f"| {_cell(base)} |")
    return "\n".join(lines)


def key(label: str, spec: KernelSpec, m: int) -> str:
    return f"{label}|{spec.direction}|{spec.x_dtype}|{spec.arch}|n{spec.n}|m{m}"


def covered(spec: KernelSpec, m: int) -> bool:
    """Whether the thresholds apply to this shape."""
    return spec.x_dtype == "bf16" and m * spec.n >= 16 * 2**20 and spec.n <= 16384


def threshold_failures(spec: KernelSpec, fig: PerfFigures) -> list:
    """Why a covered shape misses the thresholds (empty when it meets them)."""
    out = []
    need = MIN_INFLIGHT_KIB[spec.arch]
    if fig.inflight_kib < need:
        out.append(f"{fig.inflight_kib:.1f} KiB in flight per CU < {need}")
    limit = MAX_BYTES_RATIO[spec.op]
    if fig.m >= 8192 and fig.bytes_ratio > limit:
        out.append(f"moves {fig.bytes_ratio:.3f}x the minimum bytes > {limit}")
    return out


def baseline_entry(fig: PerfFigures) -> dict:
    entry = {"inflight_kib": round(fig.inflight_kib, 3), "bytes_ratio": round(fig.bytes_ratio, 4),
             "roofline": round(fig.roofline, 4),
             "mean_bytes_per_lane": round(fig.mean_stream_bytes_per_lane, 3),
             "time_us": round(fig.time_s * 1e6, 3), "bound": fig.bound}
    if fig.rare_valu_per_16b:  # the cells leave rare sides out: their cost is gated apart
        entry["rare_valu_per_16b"] = round(fig.rare_valu_per_16b, 2)
    return entry


def write_baseline(figures, path) -> None:
    data = {key(label, spec, fig.m): baseline_entry(fig) for label, spec, fig in figures}
    data["anchors"] = calibrate.records(calibrate.load_kernels())
    data["parameters"] = calibrate.committed_params()
    Path(path).write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")


def regressions(now: dict, base: dict, tolerance: float = REGRESSION) -> list:
    """Messages for figures more than ``tolerance`` worse than the baseline entry."""
    out = []
    for name, higher_is_better in (("inflight_kib", True), ("roofline", True),
                                   ("bytes_ratio", False), ("mean_bytes_per_lane", True),
                                   ("time_us", False), ("rare_valu_per_16b", False)):
        # Only the rare sides' figure may be absent (an entry without rare sides has none).
        optional = name == "rare_valu_per_16b"
        old, new = ((base.get(name, 0.0), now.get(name, 0.0)) if optional
                    else (base[name], now[name]))
        worse = new < old * (1 - tolerance) if higher_is_better else new > old * (1 + tolerance)
        if worse:
            out.append(f"{name} {old} -> {new}")
    return out


def load_upstream(path) -> dict:
    if not path or not Path(path).exists():
        return {}
    return json.loads(Path(path).read_text())


def _tiling(spec: KernelSpec) -> str:
    c = spec.default_config()
    text = f"{c.block_threads}t" + (f" {c.rows_per_block}r" if c.rows_per_block > 1 else "")
    text += f" {c.rows_in_flight}f" if c.rows_in_flight > 1 else ""
    return text + f" v{c.vec}" + ("" if c.cached else " reread")


def _bound(fig: PerfFigures) -> str:
    return fig.bound[:1].upper()


def _cell(fig: PerfFigures) -> str:
    return (f"{fig.inflight_kib:.0f} · {fig.bytes_ratio:.2f}× · {100 * fig.roofline:.0f}% "
            f"{_bound(fig)}")


def render(figures, upstream: dict, xla: dict | None = None, variants=None,
           quantized=None) -> str:
    by_key = {key(label, spec, fig.m): (label, spec, fig) for label, spec, fig in figures}
    lines = [HEADER.format(model=perf_text.header_model(), sources=perf_text.SOURCES)]
    for arch in ARCHS:
        for direction in ("fwd", "bwd"):
            lines += ["", f"### {DEVICES[arch].name} ({arch}), {direction}", "",
                      "| op | dtype | N | tiling | VGPR | waves/CU (occ.) | B/lane in flight "
                      "(mean) | inst/16 B (VALU/SALU/VMEM) | " + " | ".join(f"M={m}" for m in ROWS)
                      + " |", "|" + "---|" * (8 + len(ROWS))]
            for label, spec in matrix_specs():
                if spec.arch != arch or spec.direction != direction:
                    continue
                figs = [by_key[key(label, spec, m)][2] for m in ROWS]
                f0 = figs[0]
                lines.append(
                    f"| {label} | {spec.x_dtype} | {spec.n} | {_tiling(spec)} | "
                    f"{f0.vgpr} | {f0.occupancy_waves_per_cu} | "
                    f"{f0.stream_bytes_per_lane:.1f} ({f0.mean_stream_bytes_per_lane:.1f}) | "
                    f"{f0.inst_per_16b:.0f} "
                    f"({f0.valu_per_16b:.0f}/{f0.salu_per_16b:.0f}/{f0.vmem_per_16b:.1f}) | "
                    + " | ".join(_cell(f) for f in figs) + " |")
    lines += ["", "## Headline shapes (bf16 RMSNorm, M = 16384)", "",
              "| M×N | " + " | ".join(f"{DEVICES[a].name} {d}" for a in ARCHS
                                    for d in ("fwd", "bwd")) + " |", "|" + "---|" * 5]
    for m, n in HEADLINE_SHAPES:
        cells = []
        for arch in ARCHS:
            for direction in ("fwd", "bwd"):
                spec = _spec("rmsnorm", direction, n, "bf16", arch, residual=False)
                fig = by_key[key("rmsnorm", spec, m)][2]
                cells.append(f"{fig.inflight_kib:.0f} KiB/CU · {fig.bytes_ratio:.2f}× · "
                             f"{fig.roofline:.0%}")
        lines.append(f"| {m}×{n} | " + " | ".join(cells) + " |")
    lines += ["", "## Anchor shapes", "", "Our kernels at the shapes of the published "
              "measurements (see Calibration), on the matrix's boards with rotating buffers.", "",
              "| shape | op | dtype | arch | waves/CU | KiB/CU in flight "
              "| B/element (min) | memory µs | issue µs | est. time µs | roofline | bound |",
              "|" + "---|" * 12]
    for direction, m, n in ANCHORS:
        for label, spec, fig in figures:
            if (spec.direction, fig.m, spec.n) == (direction, m, n):
                lines.append(
                    f"| {direction} {m}×{n} | {label} | {spec.x_dtype} | {spec.arch} | "
                    f"{fig.waves_per_cu:.1f} | {fig.inflight_kib:.1f} | "
                    f"{fig.bytes_per_element:.2f} ({fig.min_bytes_per_element:.2f}) | "
                    f"{fig.memory_s * 1e6:.1f} | {fig.issue_s * 1e6:.1f} | "
                    f"{fig.time_s * 1e6:.1f} | {100 * fig.roofline:.0f}% | {fig.bound} |")
    lines += ["", "## Thresholds", "", THRESHOLD_TEXT, "",
              "| shape | op | dir | arch | KiB/CU | bytes × min | misses |", "|" + "---|" * 7]
    for label, spec, fig in figures:
        if covered(spec, fig.m):
            miss = "; ".join(threshold_failures(spec, fig)) or "—"
            lines.append(f"| {fig.m}×{spec.n} | {label} | {spec.direction} | {spec.arch} | "
                         f"{fig.inflight_kib:.1f} | {fig.bytes_ratio:.3f} | {miss} |")
    lines += ["", perf_targets.render_targets(figures)]
    if quantized:
        lines += ["", render_quantized(quantized)]
    kernels = calibrate.load_kernels()
    lines += ["", perf_text.render_calibration(kernels)]
    lines += ["", perf_text.render_before_after(figures)]
    if variants:
        lines += ["", render_variants(variants)]
    if upstream:
        lines += ["", render_upstream(by_key, upstream)]
    if xla:
        lines += ["", render_xla(by_key, xla)]
    return "\n".join(lines) + "\n"


def render_xla(by_key: dict, xla: dict) -> str:
    """Ours against XLA's own kernels for plain jnp norms (tools/rocm_compiler/xla_perf.py)."""
    lines = [XLA_TEXT, "", "| shape | op | arch | kernels | KiB/CU in flight | bytes × min "
             "| est. time µs | roofline |", "|" + "---|" * 8]
    rows = [(by_key[name], theirs) for name, theirs in xla.items() if name in by_key]
    rows.sort(key=lambda r: (r[0][1].arch, r[0][1].direction == "bwd", r[0][0]))
    for (label, spec, ours), theirs in rows:
        lines.append(
            f"| {spec.direction} {ours.m}×{spec.n} | {label} | {spec.arch} "
            f"| {theirs['ours_kernels']} / {theirs['kernels']} "
            f"| {ours.inflight_kib:.0f} / {theirs['inflight_kib']:.0f} "
            f"| {ours.bytes_ratio:.2f} / {theirs['bytes_ratio']:.2f} "
            f"| {ours.time_s * 1e6:.1f} / {theirs['time_us']:.1f} "
            f"| {ours.roofline:.0%} / {theirs['roofline']:.0%} |")
    return "\n".join(lines)


def render_upstream(by_key: dict, upstream: dict) -> str:
    """Ours against FlyDSL's own norm kernels (figures produced outside the repository)."""
    about = upstream.get("_about", {})
    lines = [UPSTREAM_TEXT.format(**about)]
    for arch in ARCHS:
        for direction in ("fwd", "bwd"):
            lines += ["", f"### {DEVICES[arch].name} ({arch}), {direction}: roofline ours / "
                      "FlyDSL", "", "| op | dtype | N | FlyDSL kernel (M=8192) | "
                      + " | ".join(f"M={m}" for m in ROWS)
                      + " | KiB/CU (M=8192) | bytes × min (M=8192) |",
                      "|" + "---|" * (6 + len(ROWS))]
            for label, spec in matrix_specs():
                if spec.arch != arch or spec.direction != direction:
                    continue
                pairs = [(by_key[key(label, spec, m)][2], upstream.get(key(label, spec, m), {}))
                         for m in ROWS]
                ours, theirs = pairs[2]

                def both(fmt, a, b):
                    return f"{fmt.format(a)} / " + (fmt.format(b) if b is not None else "—")

                cells = [both("{:.0%}", o.roofline, t.get("roofline")) for o, t in pairs]
                kernel = theirs.get("kernel", theirs.get("error", "not compiled"))
                if theirs.get("atomics"):
                    kernel += f", {theirs['atomics']} atomics/lane/row"
                lines.append(
                    f"| {label} | {spec.x_dtype} | {spec.n} | {kernel} | "
                    + " | ".join(cells) + " | "
                    + both("{:.0f}", ours.inflight_kib, theirs.get("inflight_kib")) + " | "
                    + both("{:.2f}", ours.bytes_ratio, theirs.get("bytes_ratio")) + " |")
    return "\n".join(lines)


def figures_dict(fig: PerfFigures) -> dict:
    return dataclasses.asdict(fig)


HEADER = """# Static performance model of the FlyDSL kernels

Generated by `python -m tools.perf_model.perf_doc --doc docs/perf_model.md` from
the compiled code objects; nothing here ran on a GPU. Per kernel the model reads the ISA and the
metadata:

- occupancy: resident blocks per CU from VGPRs (`.vgpr_count`, AGPRs included), LDS and the
  block size, at most 8 waves per SIMD; waves per CU = min(that, grid blocks / CUs) × waves per
  block, with grid = ceil(M / rows per block) blocks forward and P = min(CUs, M) backward;
- streaming load bytes in flight per lane: every path of the control-flow graph is walked with
  the queue of outstanding vector-memory operations (gfx9: loads and stores share `vmcnt`;
  `s_waitcnt vmcnt(k)` waits until at most k remain, oldest first); the peak sum of streaming
  load bytes in that queue counts. Loads are classified by the kernel argument their buffer
  resource or address comes from (a data-flow pass over the registers): row-indexed arguments
  (x, residual, dy, h, dresidual_out, mean, rstd) stream; the weight, the bias and the backward's
  partial row, read again for every row, do not count. A load with one address per wave (`off`)
  counts its width once per wave. In flight per CU = waves/CU × 64 × that peak. In brackets,
  the mean: streaming load bytes of one pass over the main loop divided by the memory latencies
  that pass waits for in series (a wait on a load issued after the previous wait on a streaming
  load starts a new one); below the peak when a row's loads wait on each other (a store or a
  reduction between them), which the roofline below, taken from the peak, does not see;
{model}
- bytes are counted where they leave the L2 (4 MB per XCD): data served by the 256 MB
  last-level cache counts like HBM traffic (the LLC is never credited); a re-read misses the L2
  in the share max(0, 1 − L2 / W), W = the re-read rows of the blocks resident on one XCD (plus
  the partial rows they rewrite); the weight and bias count
  once per XCD the grid reaches (min(8, grid blocks): blocks go to the XCDs in turn); the
  backward's P × N f32 partials count as written once by the kernel and read once by the
  reduction. The minimum is the op contract's byte model
  (`jax_flynorm/_bytes.py`; statistics in f32, dweight/dbias as N f32 each);
- instructions per 16 B: all instructions of the main loop (the loop over rows; the whole kernel
  when there is none) per 16 bytes of streaming loads and stores one lane issues in it.

Our kernels' ISA is the compiler's own listing (FlyDSL's `FLYDSL_DEBUG_DUMP_ASM`), correct for
gfx950 as for gfx942; no figure of ours comes from a disassembler.

Cells per M: KiB in flight per CU · bytes moved / minimum · share of the calibrated roofline ·
binding bound (B, L, I, R round trips).
Tiling: threads per block, rows per block (r), rows each row group loads before its reductions
(f, backward), elements per access (v), `reread` = the row does not stay in registers. Ops:
RMSNorm with weight, LayerNorm with weight and bias, RMSNorm with weight and a residual
(prenorm; its backward takes dresidual_out). Not modelled: LDS bank conflicts, barrier time,
atomics throughput, clocks below peak.

{sources}"""

THRESHOLD_TEXT = """Every bf16 forward and backward with M·N ≥ 16M and N ≤ 16384 must hold
≥ 32 KiB in flight per CU on gfx942 and ≥ 48 KiB on gfx950 and, when M ≥ 8192, move ≤ 1.05× the
minimum bytes (RMSNorm) or 1.10× (LayerNorm), partials included.
`tests/perf_model/test_perf_model.py` checks them; the shapes listed there as known failures are
expected to fail (strict xfail), so a kernel that starts meeting them fails the test until it is
taken off that list."""

UPSTREAM_TEXT = """## Against FlyDSL's own norm kernels

FlyDSL's norm kernels (`kernels/norm/` of github.com/ROCm/FlyDSL at commit {commit}) compiled
with the installed FlyDSL {flydsl} (compile only) for the same archs and run through the same
model. Their code is not part of this repository: a script outside it compiled them and wrote
the figures to `docs/perf_model_flydsl.json`, which this section is rendered from. The upstream
kernel is the one its Python wrappers pick for the shape: forward `rmsnorm_kernel` (256 threads,
one row per block; `rmsnorm_large_m_small_n_kernel` with several rows per block for N ≤ 2048),
`layernorm_kernel`, `fused_add_rmsnorm_kernel`, each storing its statistics; RMSNorm backward
(plain and fused-add) the two-stage `rmsnorm_bwd_partial_kernel` (512 threads, P = CUs, 1.5 × CUs
or 2 × CUs persistent blocks by M and N, then a reduction kernel) when M ≥ 512 and N ≤ 8192,
else one row per block with f32 atomics into dweight; LayerNorm backward one row per block with
f32 atomics into dgamma and dbeta. Streaming arguments are chosen by parameter name (inputs,
gradients, statistics, outputs stream; gamma, beta, dweight and partials are reused); how often
a kernel reads a row comes from its ISA (bytes per lane of each row argument in the main loop or
kernel, per pass over the rows). Atomics resolve in the L2 and add no bytes here, and the model
does not bound their throughput: rows marked with atomics look better here than they can be.
Cells: estimated roofline share, ours / FlyDSL. FlyDSL's figures here are those of the model
before calibration (memory only, 1.5 µs latency, nominal bandwidth: 5.3 and 8.0 TB/s, no launch
time, no issue bound), ours are the calibrated model's, so the two columns differ in model as
well as in kernel; the FlyDSL kernels behind the published measurements are in Calibration,
through the calibrated model. How that script read FlyDSL's ISA is not recorded: if it was an
LLVM 19 listing its gfx950 counts are suspect; the anchors' kernels, compiled again with FlyDSL
0.5.0 and read from the compiler's own listing, count 12-24% more instructions per 16 B than
this section's gfx950 figures (codegen and listing differ, and the two cannot be told apart
without the script)."""

QUANT_TEXT = """## Quantized forwards

The fused quantizing forwards: bf16 x and weight (LayerNorm with a bias), y written
as int8 or e4m3 with its f32 scales, at the matrix's N and M. The minimum bytes are the quantized
byte model's (jax_flynorm/_bytes.py `quantized_byte_terms`: x (+ residual) and the vectors read,
1-byte values, residual_out, the statistics and y_scale (per row, or per row and group of 128
columns) or y_amax (per row, with a per-tensor scale) written): 3 bytes per element plus the
per-row terms, against the plain forward's 4, so the same share of the bandwidth asks for a
quarter less time. The target is the plain forwards' (section Targets: ≥ 95% of the achievable
bandwidth at M·N ≥ 16M), enforced by `tests/perf_model/test_perf_model.py` with the misses as
strict xfails; the cells below show each shape's share. "fp8" is the arch's own format, converted by
`v_cvt_pk_fp8_f32` (gfx942 e4m3fnuz, gfx950 OCP e4m3fn); "other format" is the other one
(gfx942: its fnuz conversion of q / 2; gfx950: its fn conversion of 2 q). Cells: minimum bytes at BW
over the kernel's time without the launch, and the binding bound (B bandwidth, L latency, I
issue).

The epilogue's cost per element (docs/contract.md, the flydsl bullet): the amax (a v_max3 per two
values), y / scale as one reciprocal per group and Markstein's FMA correction (three packed f32
instructions per two values), no clamp (every quotient is NaN or within two ulps of qmax), and
the conversion (v_cvt_pk_fp8_f32 per two values, into a word left undefined until its two halves
are written, which spares a v_mov of zero per word; int8: a packed add of 1.5·2^23, a v_max_f32
that turns a NaN sum into a zero code, and three v_perm_b32 per four codes; gfx942's e4m3fn: its
fnuz conversion of q / 2 after a v_min_f32, a compare and a select; gfx950's e4m3fnuz: its fn
conversion of 2 q, whose -0 codes become +0 by three bitwise instructions per four codes on a row
whose amax is finite (a NaN-keeping maximum, v_maximum3_f32, tells), where a row holding a NaN
or an Inf takes a rare side with its maxima again and two compares and two selects per value;
the factor of 2 or 1/2 comes with the division, in its divisor or the per-tensor dividend's
multiplier). A per-tensor scale clamps y to ±qmax·|scale| (an IEEE minimum of |y| and a
v_bfi_b32 putting the sign back: two VALU per value) on a rare side only: a row whose amax is
at most that bound, with a scale in [2^-40, 2^40], is left as it is by the clamp (RN is
monotonic), so it skips it with the same bits; a bias is added in the weight's FMA.
Rare sides (marked in the kernel, see the top: Issue time) stay out of the issue count, so the
cells price the typical row. A row that takes one issues both sides: "+k" after the counts is
the VALU per 16 B it adds (the baseline gates it like the other figures). At N = 8192 on gfx950
that is 81 VALU per 16 B for e4m3fnuz (43 on a typical row; 60 before the branch) and 66 for
the per-tensor scale with smooth-quant (42; 56 before), where about 51 keep up with the
bandwidth: a tensor whose rows mostly hold a NaN or saturate would run at about 60% and 75% of
it.
The per-row work (the two row reductions, rstd, the scale's reciprocal) is spread over more
elements than in the plain forward: eight vectors per thread with a residual, else sixteen at
every N with a wave per block (N = 1024 bf16: eight rows of eight threads; N = 8192: a wave per
row). Scale groups of one chunk on up to a wave's lanes (1x128 in bf16: 16 lanes of 16 chunks)
reduce-scatter their maxima over the lanes (15 selected pairs, shuffles and maxima for the 16
groups instead of 64 shuffles and maxima), so each lane divides once, for the group it then
holds, and each chunk takes its divider from that lane (three ds_bpermute): about 41 VALU per 16
B on both archs where a division per chunk took 56-68. Every quantized forward is compiled with
LLVM's amdgpu-waves-per-eu of at most 4 (LaunchConfig.max_waves_per_eu): without it the scheduler
loads a cached row of eight chunks two chunks at a time to fit 5 waves (32 instead of 128 B per
lane in flight). Fewer threads per row cost small M, where the rows then fill few waves, and
so does the rare sides' code (LLVM keeps fewer loads in flight around it). The lowering knows M:
a launch that sixteen vectors per thread would give fewer than 1024 waves (config.py
WIDE_MIN_WAVES; 4 per CU on MI355X) takes eight, twice the waves (italic cells: M = 1024 with
N ≤ 4096, M = 4096 with N = 1024). There it takes 0.63-0.92x the 16-vector kernel's time, or
about the same, but for 512 waves on gfx950, where LayerNorm takes 1.06-1.07x and int8 1.04x.
VGPR and inst/16 B are the 16-vector kernel's. On gfx950 from M·N = 16M the rare sides take
15-19% (e4m3fnuz) and 8-12% (smooth-quant) less time than the same kernels without them.
Every quantized forward meets the target on both archs. On gfx950 (the calibrated 5.9 TB/s
over 256 CUs at 2.4 GHz: 36% fewer CU cycles per byte than MI300X's 3.9 TB/s over 304 CUs at
2.1 GHz) LayerNorm is issue-bound at 96-97% from N = 8192, by what the plain forward already
spends per element (the bf16 unpacking of x, the weight and the bias, the normalisation), which
the 1-byte output leaves a quarter less time for; e4m3fnuz and the per-tensor scale with
smooth-quant were too (78-81% and 85-88%) before their rare sides."""

VARIANTS_TEXT = """## Options outside the matrix

Kernels of two options, not gated by CI, each beside the same kernel without the option (same
model, same cells: KiB/CU in flight · bytes × min · roofline). The recomputing LayerNorm backward
(a 16-bit residual stream) takes mean and rstd from the h it reads: extra reductions per tile
where rows stay in registers, extra passes over h where they are re-read (N = 32768). A weight
per head reads weight row r % 8 in the forward; the backward runs 8 blocks per partial row,
one head each. VGPR: with / without."""

XLA_TEXT = """## XLA's default on ROCm

What a ROCm user gets without this package: the benchmark's plain jnp norms (bf16, bf16 weight,
layernorm with a bias; the backward as a vjp applied to dy) compiled by XLA's own ROCm compiler
(jax-rocm7-plugin 0.10.2, compile only, no GPU) for the anchor shapes, and each of XLA's kernels
run through this model (`tools/rocm_compiler/xla_perf.py`; kernels, ISA and metadata in
`benchmarks/results/xla-rocm-static/`). XLA's traffic is counted as every kernel argument read or
written once, so its bytes and time are lower bounds; its op time is the sum of its kernels'.
gfx950 code objects are disassembled as gfx950 by an llvm-objdump of LLVM 20 or later
(`tools/perf_model/disasm.py`, which checks each listing). Kernels: launches per op (ours: the
kernel plus XLA's sums of the weight-gradient partials). KiB/CU in flight: XLA's slowest kernel.
Cells: ours / XLA. Nothing here ran on a GPU; the figures are the model's, with its limits
(see the top)."""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Static performance model of the norm kernels.")
    parser.add_argument("--doc", help="write the markdown report here (e.g. docs/perf_model.md)")
    parser.add_argument("--write-baseline", metavar="JSON",
                        help="write the CI baseline here (e.g. docs/perf_model.json)")
    parser.add_argument("--upstream", metavar="JSON",
                        help="figures of FlyDSL's own kernels to compare against in the doc "
                             "(default: perf_model_flydsl.json next to --doc, if present)")
    parser.add_argument("--xla", metavar="JSON",
                        help="figures of XLA's own kernels (tools/rocm_compiler/xla_perf.py; "
                             "default: perf_model_xla.json next to --doc, if present)")
    args = parser.parse_args(argv)
    upstream, xla = args.upstream, args.xla
    if upstream is None and args.doc:
        upstream = str(Path(args.doc).with_name("perf_model_flydsl.json"))
    if xla is None and args.doc:
        xla = str(Path(args.doc).with_name("perf_model_xla.json"))
    figures = matrix_figures()
    quantized = quant_figures()
    text = render(figures, load_upstream(upstream), load_upstream(xla), variant_figures(),
                  quantized)
    if args.doc:
        with open(args.doc, "w") as f:
            f.write(text)
    else:
        print(text)
    if args.write_baseline:
        write_baseline(figures + quantized, args.write_baseline)
    return 0


if __name__ == "__main__":
    sys.exit(main())
