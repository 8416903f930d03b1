"""The static performance model applied to XLA's own norm kernels on ROCm: what a ROCm user gets
without this package, next to ours, at the model's anchor shapes.

Reads what ``xla_kernels.py`` stored (per program: kernel launches, the arguments' buffers from
the optimised HLO, code-object metadata, llvm-objdump ISA) and runs each XLA kernel through
``perf.analyze_code``. Roles: a buffer with at least M elements streams (rows, per-row
statistics), a smaller one is reused (weight, bias, their gradients); at M = N a length-N vector
cannot be told from a per-row one and counts as streamed (at most 16 KiB, either way). Traffic of
one XLA kernel: every operand read once (reused ones once per XCD, as the model counts our
weights) and every result written once, i.e. no re-reads: a lower bound for XLA. The op's time
is the sum of its kernels' times; its roofline is the op's minimum bytes over HBM bandwidth
divided by that. Ours is the model's own figure (kernel plus the partial-sum reduction).

``python -m tools.rocm_compiler.xla_perf benchmarks/results/xla-rocm-static
--out docs/perf_model_xla.json``; ``python -m tools.perf_model.perf_doc --doc
docs/perf_model.md`` then renders it next to ours.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tools.perf_model import perf
from tools.perf_model.isa import REUSE, STREAM
from tools.perf_model.perf_doc import key
from tools.perf_model.report import _spec


def _role(buf: dict, m: int) -> str:
    elements = 1
    for d in buf["dims"]:
        elements *= d
    return STREAM if elements >= m else REUSE


def kernel_figures(rec: dict, launch: dict, isa: str) -> perf.PerfFigures:
    """One XLA kernel launch through the model."""
    arch, m, n = rec["arch"], rec["m"], rec["n"]
    kmeta = rec["kernels"][launch["kernel"]]
    buffers = launch["operands"] + launch["results"]
    pointers = [a for a in kmeta[".args"] if a[".value_kind"] == "global_buffer"]
    if len(pointers) != len(buffers):
        raise ValueError(f"{launch['kernel']}: {len(pointers)} pointer arguments, "
                         f"{len(buffers)} buffers in the HLO")
    roles = {a[".offset"]: _role(b, m) for a, b in zip(pointers, buffers)}
    xcds = perf.DEVICES[arch].xcds
    read = sum(b["bytes"] * (1 if _role(b, m) == STREAM else xcds) for b in launch["operands"])
    write = sum(b["bytes"] for b in launch["results"])
    spec = _spec(rec["op"], rec["direction"], n, "bf16", arch, residual=False)
    traffic = perf.Traffic(read, write, 0, perf.minimum_bytes(spec, m), m * n)
    block = launch["block"][0] * launch["block"][1] * launch["block"][2]
    grid = launch["grid"][0] * launch["grid"][1] * launch["grid"][2]
    # LDS: the static segment plus what the launch asks for dynamically.
    kmeta = {**kmeta, ".group_segment_fixed_size":
             kmeta[".group_segment_fixed_size"] + launch["dynamic_lds"]}
    return perf.analyze_code(isa, kmeta, roles, arch=arch, m=m, n=n, block_threads=block,
                             grid_blocks=grid, traffic=traffic, symbol=launch["kernel"])


def op_figures(rec: dict, isa: str) -> dict:
    """The op as XLA compiles it: its kernels and their sum."""
    kernels = [kernel_figures(rec, ln, isa) for ln in rec["launches"]]
    dev = perf.DEVICES[rec["arch"]]
    minimum = kernels[0].min_bytes_per_element * rec["m"] * rec["n"]
    time_s = sum(k.time_s for k in kernels)
    moved = sum(k.bytes_per_element for k in kernels) * rec["m"] * rec["n"]
    main = max(kernels, key=lambda k: k.time_s)
    return {"kernels": len(kernels), "time_us": time_s * 1e6,
            "roofline": (minimum / dev.hbm_bytes_per_s) / time_s,
            "bytes_ratio": moved / minimum, "inflight_kib": main.inflight_kib,
            "waves_per_cu": main.waves_per_cu, "vgpr": main.vgpr, "main_kernel": main.name,
            "per_kernel": [{"name": k.name, "grid": k.grid_blocks, "block": k.block_threads,
                            "vgpr": k.vgpr, "lds": k.lds, "waves_per_cu": k.waves_per_cu,
                            "inflight_kib": k.inflight_kib, "time_us": k.time_s * 1e6}
                           for k in kernels]}


def collect(folder: Path) -> dict:
    out = {"_about": {"source": str(folder), "programs": "benchmark plain jnp norms, bf16"}}
    for path in sorted(folder.glob("*/jnp_*.json")):
        rec = json.loads(path.read_text())
        spec = _spec(rec["op"], rec["direction"], rec["n"], "bf16", rec["arch"], residual=False)
        entry = op_figures(rec, path.with_suffix(".s").read_text())
        # Our launches in the same program: the custom call and what XLA adds around it.
        ours = json.loads(path.with_name(path.name.replace("jnp_", "flydsl_", 1)).read_text())
        entry["ours_kernels"] = len(ours["launches"])
        out[key(rec["op"], spec, rec["m"])] = entry
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="what xla_kernels.py wrote")
    parser.add_argument("--out", type=Path, help="write the JSON here (else print it)")
    args = parser.parse_args(argv)
    text = json.dumps(collect(args.folder), indent=1) + "\n"
    if args.out:
        args.out.write_text(text)
    else:
        print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
