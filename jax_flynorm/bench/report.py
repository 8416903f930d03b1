"""Writes the results: results.json, results.csv, table.txt, summary.md and bandwidth.png."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from . import model

CSV_FIELDS = ("op", "quant", "quant_dtype", "smooth_dtype", "kernel_shipped", "direction",
              "dtype", "M", "N", "backend", "status",
              "time_us", "median_us", "min_us", "max_us", "kernel_us", "kernels_per_call",
              "wall_gbps", "bytes",
              "bytes_read", "bytes_write", "gbps", "pct_copy", "slots", "calls_per_repeat",
              "repeats", "first_call_s", "max_abs_diff_vs_jnp", "note", "model_us",
              "model_share", "measured_over_model", "model_kernels", "model_note")


def _fmt(v, spec=""):
    return "" if v is None else format(v, spec)


def table(rows: list[dict]) -> str:
    """time_us: kernel time where the profiler gave it (GPUs), else wall time; GB/s from it."""
    head = (f"{'op':<38} {'dir':<6} {'dtype':<8} {'M':>6} {'N':>5} {'backend':<7} "
            f"{'wall_us':>10} {'kernel_us':>10} {'GB/s':>8} {'%copy':>6}")
    lines = [head, "-" * len(head)]
    for r in rows:
        prefix = (f"{r['op']:<38} {r['direction']:<6} {r['dtype']:<8} {r['M']:>6} {r['N']:>5} "
                  f"{r['backend']:<7} ")
        if r.get("status") == "ok":
            kernel = f"{r['kernel_us']:>10.1f}" if "kernel_us" in r else f"{'-':>10}"
            lines.append(prefix + f"{r['median_us']:>10.1f} {kernel} {r['gbps']:>8.1f} "
                         f"{r['pct_copy']:>5.0f}%")
        else:
            lines.append(prefix + f"{r.get('status')}: {r.get('note', '')}")
    return "\n".join(lines)


FLOOR = 0.95  # the default implementation must reach this fraction of plain jnp's speed
# FlyDSL's published MI355X numbers (bf16): (op, direction, M, N) -> (quantity, value).
FLYDSL_ANCHORS = {("rmsnorm+weight", "fwd", 32768, 8192): ("TB/s", 5.85),
                  ("rmsnorm+weight", "bwd", 4096, 4096): ("us", 23.0)}


def _time(r: dict) -> float:
    return r.get("time_us", r["median_us"])


def default_backend(meta: dict) -> str | None:
    """The column that stands for the package's default: 'auto' when it was timed, else the
    backend that 'auto' resolves to on this platform."""
    if "auto" in meta["backends"]:
        return "auto"
    name = meta.get("default_backend")
    return name if name in meta["backends"] else None


def slow_defaults(rows: list[dict], meta: dict) -> list[tuple[tuple, float]]:
    """Cases where the default implementation runs under FLOOR x plain jnp's speed."""
    d = default_backend(meta)
    ok = {(r["op"], r["direction"], r["dtype"], r["M"], r["N"], r["backend"]): r
          for r in rows if r.get("status") == "ok"}
    out = []
    for k, r in ok.items():
        if k[-1] != d or (*k[:-1], "jnp") not in ok:
            continue
        ratio = _time(ok[(*k[:-1], "jnp")]) / _time(r)
        if ratio < FLOOR:
            out.append((k[:-1], ratio))
    return out


def anchors(rows: list[dict]) -> list[str]:
    """The flydsl rows comparable with FlyDSL's published MI355X numbers."""
    lines = []
    for r in rows:
        key = (r["op"], r["direction"], r["M"], r["N"])
        if (r["backend"] != "flydsl" or r.get("status") != "ok" or r["dtype"] != "bfloat16"
                or key not in FLYDSL_ANCHORS):
            continue
        unit, value = FLYDSL_ANCHORS[key]
        ours = r["gbps"] / 1e3 if unit == "TB/s" else _time(r)
        lines.append(f"- {r['op']} {r['direction']} bf16 {r['M']}x{r['N']}: {ours:.2f} {unit} "
                     f"here; FlyDSL publishes {value} {unit} on MI355X.")
    return lines


def summary(rows: list[dict], meta: dict) -> str:
    """A markdown table: one line per case, time per backend and speed-up over plain jnp; cases
    where the default runs under FLOOR x jnp are flagged."""
    backends = [b for b in meta["backends"] if any(r["backend"] == b for r in rows)]
    keys = []
    for r in rows:
        k = (r["op"], r["direction"], r["dtype"], r["M"], r["N"])
        if k not in keys:
            keys.append(k)
    ok = {(r["op"], r["direction"], r["dtype"], r["M"], r["N"], r["backend"]): r
          for r in rows if r.get("status") == "ok"}
    kernel = any("kernel_us" in r for r in ok.values())
    others = [b for b in backends if b != "jnp"]
    unit = "kernel us (wall us, GB/s)" if kernel else "us (GB/s)"
    cols = ["op", "dir", "dtype", "M", "N"] + [f"{b} {unit}" for b in backends]
    if "jnp" in backends:
        cols += [f"jnp/{b}" for b in others]
    slow = dict(slow_defaults(rows, meta))
    default = default_backend(meta)
    out = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for k in keys:
        cells = [k[0], k[1], k[2], str(k[3]), str(k[4])]
        for b in backends:
            r = ok.get((*k, b))
            if r is None:
                cells.append("-")
            elif "kernel_us" in r:
                cells.append(f"{r['kernel_us']:.1f} ({r['median_us']:.0f}, {r['gbps']:.1f})")
            else:
                cells.append(f"{r['median_us']:.0f} ({r['gbps']:.1f})")
        if "jnp" in backends:
            j = ok.get((*k, "jnp"))
            for b in others:
                r = ok.get((*k, b))
                cell = f"{_time(j) / _time(r):.2f}x" if (r and j) else "-"
                if b == default and k in slow:
                    cell = f"**{cell} < {FLOOR}**"
                cells.append(cell)
        out.append("| " + " | ".join(cells) + " |")
    copy = meta["copy"]
    notes = [f"Copy reference (jitted x + 1, f32, {copy['buffers']} x "
             f"{copy['buffer_bytes'] >> 20} MiB buffers): {copy['gbps']:.1f} GB/s" +
             (f" from kernel time ({copy['wall_gbps']:.1f} GB/s from wall time)."
              if "wall_gbps" in copy else ".")]
    if "large_buffer_gbps" in copy:
        notes.append(f"With fresh {copy['large_buffer_bytes'] >> 20} MiB outputs (glibc mmap, "
                     f"first-touch page faults on every call) the same copy runs at "
                     f"{copy['large_buffer_gbps']:.1f} GB/s; CPU cases whose outputs are "
                     f">= 32 MiB pay that too.")
    if kernel:
        notes.append("Kernel time: the device time of every kernel one call launches, summed, "
                     "from a profiler trace of up to 200 calls; wall time: the median of "
                     f"{meta['config']['repeats']} repeats of back-to-back calls. GB/s and the "
                     "jnp ratios use kernel time.")
    else:
        notes.append(f"Times are medians of {meta['config']['repeats']} repeats (wall clock).")
    notes.append("GB/s from the byte model in jax_flynorm/_bytes.py.")
    if any(r.get("quant") for r in rows):
        notes.append("OP->DTYPE/MODE rows: the quantized forward (values in 1 byte, with their "
                     "scales; token: one scale a row, g128: one a row and 128 columns, tensor: a "
                     "given scale and the amax, smooth: smooth-quant per token); its jnp column "
                     "is the plain jnp norm followed by a plain jnp quantize. Bytes: the quantized "
                     "forward's minimum (jax_flynorm._bytes.quantized_byte_terms).")
    load = meta["machine"].get("loadavg_start")
    if load:
        notes.append(f"Load average at start: {load} on {meta['machine']['nproc']} CPUs.")
    if "jnp" in backends:
        notes.append("jnp/X = plain-jnp time / backend X time (> 1: X is faster).")
    if default and "jnp" in backends:
        notes.append(f"Default implementation here: {default}. " + (
            f"{len(slow)} case(s) under {FLOOR}x plain jnp (marked **)." if slow else
            f"No case under {FLOOR}x plain jnp."))
    if meta.get("model"):
        notes += model.summary_lines(meta["model"])
    lines = anchors(rows)
    if lines or meta["machine"].get("platform") == "rocm":
        notes += ["", "Against FlyDSL's published MI355X numbers (RMSNorm bf16: forward 5.85 TB/s "
                  "at 32768x8192, backward 23 us at 4096x4096):"] + (
                      lines or ["- (the flydsl rows for those shapes did not run)"])
        notes.append("Please send this folder and the console output as described in "
                     "benchmarks/README.md (Running it on ROCm).")
    return "\n".join(out) + "\n\n" + "\n".join(notes) + "\n"


def write_csv(rows: list[dict], path: Path) -> None:
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=CSV_FIELDS, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow({k: r.get(k) for k in CSV_FIELDS})


def plot(rows: list[dict], meta: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    ok = [r for r in rows if r.get("status") == "ok"]
    dirs = [d for d in meta["config"]["directions"] if any(r["direction"] == d for r in ok)]
    groups = []
    for r in ok:
        if (r["op"], r["dtype"]) not in groups:
            groups.append((r["op"], r["dtype"]))
    if not ok:
        return
    backends = [b for b in meta["backends"] if any(r["backend"] == b for r in ok)]
    ms = sorted({r["M"] for r in ok})
    styles = ["-", "--", ":", "-."]
    colors = {b: f"C{i}" for i, b in enumerate(backends)}
    fig, axes = plt.subplots(len(groups), len(dirs), figsize=(5 * len(dirs), 3.4 * len(groups)),
                             squeeze=False)
    for gi, (op, dt) in enumerate(groups):
        for di, d in enumerate(dirs):
            ax = axes[gi][di]
            for b in backends:
                for mi, m in enumerate(ms):
                    pts = sorted((r["N"], r["gbps"]) for r in ok if r["op"] == op and
                                 r["dtype"] == dt and r["direction"] == d and r["backend"] == b
                                 and r["M"] == m)
                    if pts:
                        ax.plot(*zip(*pts), styles[mi % len(styles)], color=colors[b],
                                marker="o", ms=3, label=f"{b} M={m}")
            ax.axhline(meta["copy"]["gbps"], color="gray", ls="--", lw=1, label="copy")
            ax.set_xscale("log", base=2)
            ax.set_title(f"{op} {d} {dt}", fontsize=9)
            ax.set_xlabel("N (hidden)")
            ax.set_ylabel("GB/s (byte model)")
            ax.set_ylim(bottom=0)
            ax.grid(alpha=0.3)
            if gi == 0 and di == 0:
                ax.legend(fontsize=7)
    fig.suptitle(f"jax_flynorm bench on {meta['machine'].get('device_kind')} "
                 f"({meta['machine']['platform']})", fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)


def write_all(rows: list[dict], meta: dict, out: Path) -> dict[str, Path]:
    out.mkdir(parents=True, exist_ok=True)
    paths = {k: out / v for k, v in (("json", "results.json"), ("csv", "results.csv"),
                                     ("table", "table.txt"), ("summary", "summary.md"),
                                     ("png", "bandwidth.png"))}
    paths["json"].write_text(json.dumps({"meta": meta, "rows": rows}, indent=1, default=str))
    write_csv(rows, paths["csv"])
    paths["table"].write_text(table(rows) + "\n")
    paths["summary"].write_text(summary(rows, meta))
    try:
        plot(rows, meta, paths["png"])
    except ImportError as err:
        paths.pop("png")
        print(f"no plot: {err} (pip install matplotlib)")
    return paths


def rejoin(folder: Path, arch: str | None = None) -> dict:
    """Put the model beside the measurements of a results folder again (after the model data
    changed, or for a run made before it shipped) and rewrite its files; ``arch`` where the
    run's metadata does not name one."""
    data = json.loads((folder / "results.json").read_text())
    meta, rows = data["meta"], data["rows"]
    arch = arch or meta["machine"].get("arch")
    meta["machine"]["arch"] = arch
    meta["model"] = model.join(rows, arch)
    write_all(rows, meta, folder)
    return meta["model"]


def main(argv: list[str] | None = None) -> int:
    """``python -m jax_flynorm.bench.report DIR [--arch ARCH]``: the model beside a results
    folder's measurements again (its files rewritten)."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m jax_flynorm.bench.report",
                                     description=main.__doc__)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--arch", help="where results.json names none (a run off ROCm)")
    args = parser.parse_args(argv)
    stats = rejoin(args.folder, args.arch)
    print("\n".join(model.summary_lines(stats)).strip() or "no arch: nothing to predict")
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(main())
