"""The tensor-parallel phases' shipped kernels under the model, against the calibrated targets.

    python -m tools.perf_model.tensor_parallel > benchmarks/results/tp-phases-model/table.md

A norm whose hidden axis is sharded runs two kernels per direction on a shard of N columns
(docs/sharding.md): the forward's stats and apply, the backward's dots and apply. Each is served
by the generic kernel of the shard's size class, whose modelled times ship beside the archive
(shipped.py); here they are read at the targets' cells (perf_targets.applies: bf16, M·N >= 16M,
the backward's N <= 16384) for shards of N = 1024 to 16384, and each cell's share of the
achievable bandwidth is taken against the phase's own minimum bytes (perf.minimum_bytes: the
forward reads x twice, once per phase; the backward reads dy and h twice). A forward with a
bf16 residual stream reads x and the residual in both phases (the apply phase adds them again:
residual_out is h rounded), 12 bytes per element where reading residual_out took 10: the apply
forms with the residual. The tables are the shipped data; a cell they put below its target
is modelled again from the kernel compiled here (the compiler's listing: the shipped data's
disassembly counts the rare sides as taken, an upper bound on issue).
tests/perf_model/test_tensor_parallel_model.py gates them.
"""

from __future__ import annotations

import dataclasses
import functools

from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.backends.flydsl.kernels.spec import ARCHS, KernelSpec
from jax_flynorm.bench.model import min_bytes, predict

from . import perf_targets, shipped

SHARDS = (1024, 2048, 4096, 8192, 16384)
ROWS = (1024, 2048, 4096, 8192, 16384, 32768)


@functools.cache
def _data(arch: str) -> dict:
    return shipped.load(shipped.model_path(arch))


def forms(arch: str) -> list[KernelSpec]:
    """The bf16 phase variants that ship (tools/prebuilt.py), one spec per form."""
    from tools.prebuilt import _tensor_parallel

    return [s for s in _tensor_parallel(arch) if s.x_dtype == "bf16"]


def form_name(spec: KernelSpec) -> str:
    """Op, direction, phase and operands, e.g. 'rmsnorm fwd apply, weight f32'."""
    operands = [f"weight {spec.weight_dtype}" if spec.has_weight else "",
                "bias" if spec.has_bias else "",
                "residual" if spec.has_residual else "",
                "dresidual_out" if spec.has_dresidual_out else ""]
    return ", ".join([f"{spec.op} {spec.direction} {spec.tp_phase}"] + [o for o in operands if o])


def launches(spec: KernelSpec) -> int:
    """The dots phase with a weight or bias reduces its partials in a second launch."""
    return 2 if spec.tp_phase == "dots" and (spec.has_weight or spec.has_bias) else 1


def cells(spec: KernelSpec, n: int, listing: bool = False) -> list[dict]:
    """The targeted cells of one phase form on a shard of ``n`` columns: the generic kernel's
    modelled time and its share of the achievable bandwidth at each M. From the shipped data,
    or with ``listing`` from the kernel compiled here (the compiler's ISA listing, whose marked
    rare sides the model leaves out; the shipped data's disassembly counts them as taken by
    every row, so its issue figures are upper bounds: shipped.py). ``listing`` needs FlyDSL."""
    at = dataclasses.replace(spec, n=n)
    generic = at.generic_for()
    data = _data(spec.arch)
    entry = data["kernels"][prebuilt.kernel_id(generic)]
    dev = data["device"]
    need = perf_targets.FWD_SHARE if spec.direction == "fwd" else perf_targets.BWD_SHARE
    kernel = None
    if listing:
        from . import generic as generic_model

        kernel = generic_model.compile_generic(generic)
    out = []
    for m in ROWS:
        if not perf_targets.applies(at, m):
            continue
        if kernel is None:
            t = predict(entry, data["rows"], m, n) * 1e-6
        else:
            t = generic_model.analyze_at(kernel, m, n).time_s
        busy = t - launches(spec) * dev["launch_s"]
        share = min_bytes(entry, m, n) / dev["hbm_bytes_per_s"] / busy
        out.append({"m": m, "n": n, "us": t * 1e6, "share": share, "need": need,
                    "kernel": generic.kernel_name})
    return out


def checked_cells(spec: KernelSpec, n: int) -> tuple[list[dict], list[dict] | None]:
    """The cells as the gate takes them: the shipped data's, and where they miss a target, the
    compiled kernel's listing instead, with the shipped data's cells beside them (else None)."""
    shipped_cells = cells(spec, n)
    if all(c["share"] >= c["need"] for c in shipped_cells):
        return shipped_cells, None
    return cells(spec, n, listing=True), shipped_cells


def render() -> str:
    lines = ["# Tensor-parallel phases under the static model", "",
             "The shipped generic kernels of each bf16 phase form on a shard of N columns, at "
             "the targets' cells (M·N ≥ 16M, M ≤ 32768; the backward's N ≤ 16384): the worst "
             "share of the achievable bandwidth over M (minimum bytes of the phase at the "
             "calibrated bandwidth over the kernels' time without the fixed launch times), and "
             "the M where it falls; **miss** below the target (forward "
             f"{perf_targets.FWD_SHARE:.0%}, backward {perf_targets.BWD_SHARE:.0%}). "
             "From the shipped model data (the shipped code objects' disassembly); where that "
             "misses a target, from the kernel compiled again (the compiler's listing, whose "
             "marked rare sides the model leaves out), the shipped data's figure beside it. "
             "Modelled, not run.", ""]
    for arch in ARCHS:
        lines += [f"## {arch}", "", "| phase form | " + " | ".join(f"N={n}" for n in SHARDS)
                  + " |", "|---|" + "---|" * len(SHARDS)]
        for spec in forms(arch):
            row = []
            for n in SHARDS:
                cs, shipped_cells = checked_cells(spec, n)
                if not cs:
                    row.append("—")
                    continue
                worst = min(cs, key=lambda c: c["share"])
                flag = " **miss**" if worst["share"] < worst["need"] else ""
                note = (f" (shipped data {min(c['share'] for c in shipped_cells):.2f})"
                        if shipped_cells else "")
                row.append(f"{worst['share']:.2f} (M={worst['m']}){flag}{note}")
            lines.append(f"| {form_name(spec)} | " + " | ".join(row) + " |")
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    print(render())
