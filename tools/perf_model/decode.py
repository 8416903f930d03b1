"""The model at decode sizes: the shipped kernels of a few ops at M = 1-256 rows, each beside the
floor it models (perf.floor).

    python -m tools.perf_model.decode --json OUT.json [--before BEFORE.json] [--doc TABLE.md]

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

from . import disasm, generic, perf
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


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", help="write the cells here")
    parser.add_argument("--before", help="cells written by this module under an earlier model")
    parser.add_argument("--doc", help="write the markdown table here")
    args = parser.parse_args(argv)
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
