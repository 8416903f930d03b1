"""The model at decode sizes: the shipped kernels of a few ops at M = 1-256 rows, each beside the
floor it models (perf.floor).

    python -m tools.perf_model.decode --json OUT.json [--before BEFORE.json] [--doc TABLE.md]
    python -m tools.perf_model.decode --summary SUMMARY.md

Each cell models the shipped generic kernel of the call's size class (the one the archive holds
for it; tools/perf_model/generic.py ``shipped_generic``), its code object disassembled as
shipped.py does, at the call's M and N. ``--before``: figures written by this module under an
earlier model, shown beside the current ones.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.backends.flydsl.kernels.spec import ARCHS

from . import disasm, generic, perf, shipped
from .report import _spec, quant_spec

ROWS = (1, 8, 64, 256)
HIDDEN = (4096, 7168, 8192)
OPS = ("rmsnorm fwd", "rmsnorm+residual fwd", "rmsnorm fwd per-token fp8", "rmsnorm bwd")


def call_spec(op: str, n: int, arch: str):
    if op == "rmsnorm fwd per-token fp8":
        return quant_spec("rmsnorm", n, arch, "native")
    direction = op.split()[-1]
    return _spec("rmsnorm", direction, n, "bf16", arch, residual="residual" in op)


def shipped_kernel(spec):
    """The shipped generic kernel for ``spec``'s call with its disassembled listing."""
    kspec = generic.shipped_generic(spec)
    if kspec is None:
        raise SystemExit(f"no shipped kernel for {spec.kernel_name}")
    kernel = prebuilt.load(kspec)
    return dataclasses.replace(kernel, isa=disasm.without_padding(
        disasm.disassemble(kernel.hsaco, spec.arch)))


def cells() -> list:
    out = []
    for arch in ARCHS:
        for op in OPS:
            for n in HIDDEN:
                spec = call_spec(op, n, arch)
                kernel = shipped_kernel(spec)
                for m in ROWS:
                    fig = generic.analyze_at(kernel, m, n)
                    cell = {"arch": arch, "op": op, "n": n, "m": m,
                            "kernel": kernel.spec.kernel_name,
                            "time_us": round(fig.time_s * 1e6, 3), "bound": fig.bound}
                    if hasattr(perf, "floor"):  # absent from the model before the floor
                        cell["floor_us"] = round(fig.floor_s * 1e6, 3)
                        cell["round_trips"] = round(fig.round_trips, 2)
                    out.append(cell)
    return out


def _key(c: dict) -> tuple:
    return (c["arch"], c["op"], c["n"], c["m"])


INTRO = """# The shipped kernels at decode sizes under the static model

Model output, nothing ran on a GPU. Each cell is the shipped generic kernel of the call's size
class (bf16 x and weight; the per-token fp8 forward writes the arch's own fp8: e4m3fnuz on
gfx942, e4m3fn on gfx950; the backward includes the follow-up that sums its partial rows) at M
rows of N elements. before: the model before it counted the round trips (the weight once per
XCD whatever the grid, the streaming loads alone in flight); now: the current model; floor: the
floor it holds the kernel to (`tools/perf_model/perf.py` `floor`: the larger of the launches + 2
round trips at the 1.5 µs latency + one block pass's issue time, and the launches + the minimum
bytes at the achievable bandwidth); round trips: the memory round trips one block of the kernel
waits for in series, from its listing; bound: what binds now (round trips, bandwidth, latency:
Little's law, issue)."""


def render(now: list, before: list | None) -> str:
    old = {_key(c): c for c in before or []}
    lines = [INTRO, "", "| arch | op | N | kernel | M | before µs | now µs | floor µs "
             "| now / floor | round trips | bound |", "|" + "---|" * 11]
    for c in now:
        b = old.get(_key(c))
        then = f"{b['time_us']:.2f}" if b else "—"
        lines.append(f"| {c['arch']} | {c['op']} | {c['n']} | {c['kernel']} | {c['m']} | "
                     f"{then} | {c['time_us']:.2f} | {c['floor_us']:.2f} | "
                      f"{c['time_us'] / c['floor_us']:.2f} | {c['round_trips']:g} | "
                      f"{c['bound']} |")
    return "\n".join(lines) + "\n"


# The decode targets: every shipped kernel of N <= FLOOR_N within its direction's ratio of its
# floor at every M <= FLOOR_M.
FLOOR_N, FLOOR_M = 16384, 256
FLOOR_RATIO = {"fwd": 1.15, "bwd": 1.25}


def floor_cells(data: dict, m_max: int = FLOOR_M):
    """(direction, kernel name, tiling, N, worst time / floor over M <= m_max, at which M) of
    every vectorised kernel's table in an arch's model ``data`` (shipped.load) at N <= FLOOR_N
    (the scalar kernels, for N no vector divides, left out)."""
    rows = [i for i, m in enumerate(data["rows"]) if m <= m_max]
    for k in data["kernels"].values():
        if "n" not in k or k["vec"] == 1:
            continue  # unmodelled, or scalar
        for j, n in enumerate(k["n"]):
            if n <= FLOOR_N:
                ratio, i = max((k["time_us"][j][i] / k["floor_us"][j][i], i) for i in rows)
                yield k["direction"], k["kernel"], k["tiling"], n, ratio, data["rows"][i]


def summary() -> str:
    """How many of the shipped kernels' cells at decode sizes are within FLOOR_RATIO of their
    floor, per arch and direction, and the size classes and tilings of those that are not."""
    lines = ["# The shipped kernels against their floor at decode sizes", "",
             f"Model output (the tables beside the archives, `python -m tools.perf_model.shipped`),"
             f" nothing ran on a GPU. A cell is one kernel at one N of its table (N <= {FLOOR_N};"
             f" a generic kernel's table holds its class's smallest, middle and largest N); it is"
             f" within target where its modelled time is within {FLOOR_RATIO['fwd']}x (forward)"
             f" or {FLOOR_RATIO['bwd']}x (backward) of the floor at every M <= {FLOOR_M}. The"
             f" scalar kernels (N that no vector of 2 or more divides) are left out.", ""]
    for arch in ARCHS:
        data = shipped.load(shipped.model_path(arch))
        cells, few = list(floor_cells(data)), list(floor_cells(data, 64))
        for direction in ("fwd", "bwd"):
            mine = [c for c in cells if c[0] == direction]
            out = [c for c in mine if c[4] > FLOOR_RATIO[direction]]
            out_few = [c for c in few if c[0] == direction and c[4] > FLOOR_RATIO[direction]]
            lines += [f"## {arch} {direction}: {len(mine) - len(out)} of {len(mine)} cells "
                      f"within target ({len(mine) - len(out_few)} at every M <= 64)", ""]
            if not out:
                continue
            lines += ["| kind | cells above | worst ratio | at M | worst kernel, N |",
                      "|---|---|---|---|---|"]
            kinds: dict = {}
            for c in out:
                kinds.setdefault(_kind(c[1]), []).append(c)
            for kind, cs in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
                worst = max(cs, key=lambda c: c[4])
                lines.append(f"| {kind} | {len(cs)} | {worst[4]:.2f} | {worst[5]} | "
                             f"{worst[1]}, {worst[3]} |")
            lines.append("")
    return "\n".join(lines)


def _kind(kernel: str) -> str:
    """A kernel name without its size class and dtypes: op, direction and operands."""
    parts = kernel.split("_")
    return " ".join(parts[1:3] + parts[5:]) or kernel


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", help="write the cells here")
    parser.add_argument("--before", help="cells written by this module under an earlier model")
    parser.add_argument("--doc", help="write the markdown table here")
    parser.add_argument("--summary", help="write the floor summary of every shipped kernel here")
    args = parser.parse_args(argv)
    if args.summary:
        Path(args.summary).write_text(summary())
        return 0
    now = cells()
    if args.json:
        Path(args.json).write_text(
            "[\n" + ",\n".join(json.dumps(c, sort_keys=True) for c in now) + "\n]\n")
    if "floor_us" in now[0]:
        before = json.loads(Path(args.before).read_text()) if args.before else None
        text = render(now, before)
        if args.doc:
            Path(args.doc).write_text(text)
        else:
            sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
