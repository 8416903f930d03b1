"""The static performance model's prediction beside each measured flydsl cell.

The predictions ship as data beside the kernel archives (``prebuilt/<arch>.model.json.gz``,
written by ``python -m tools.perf_model.shipped``): for every shipped kernel, the modelled time
at M = 1, 2, 4, ..., 2^17 rows and a few N of its size class, and the op's minimum bytes. Here
the table is interpolated in log M and log N (exact at its grid points, which hold the
benchmark's powers of two) and the cell's kernels summed: the forward's, the backward's (with
the reduction of its partials), both for fwdbwd and grad. A cell whose kernel has no prediction
(not shipped, per-head, or its record made from another build of it) gets none and says why.
"""

from __future__ import annotations

import bisect
import functools
import gzip
import json
import math
import statistics
import zlib
from pathlib import Path

TOLERANCE = 0.15  # cells whose measured / predicted time is outside 1 +- this are listed
DIRECTIONS = {"fwd": ("fwd",), "bwd": ("bwd",), "fwdbwd": ("fwd", "bwd"), "grad": ("fwd", "bwd")}
FIELDS = ("model_us", "model_share", "measured_over_model", "model_kernels", "model_note")


FORMAT = "jax_flynorm-model/2"  # tools/perf_model/shipped.py writes it


def data_path(arch: str) -> Path | None:
    """The model data's file, None when the shipped kernels are off (JAX_FLYNORM_PREBUILT=0)."""
    from ..backends.flydsl.kernels import prebuilt

    where = prebuilt.folder()
    return None if where is None else where / f"{arch}.model.json.gz"


@functools.cache
def load(arch: str) -> tuple[dict | None, str]:
    """(the model data of ``arch``, "") or (None, why there is none); never raises: a benchmark
    that has timed every cell keeps its results whatever the data file holds."""
    from ..backends.flydsl.kernels import prebuilt

    try:
        path = data_path(arch)
    except ValueError as err:  # a JAX_FLYNORM_PREBUILT that is no folder
        return None, f"no model data for {arch} ({err})"
    if path is None:
        return None, f"no model data: {prebuilt.ENV}=0 turns the shipped kernels off"
    try:
        data = json.loads(gzip.decompress(path.read_bytes()))
    except (OSError, EOFError, ValueError, zlib.error) as err:
        return None, f"no model data for {arch} ({path.name}: {type(err).__name__}: {err})"
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        tag = data.get("format") if isinstance(data, dict) else type(data).__name__
        return None, f"no model data for {arch} ({path.name} is not {FORMAT} data: {tag!r})"
    if (data.get("arch") != arch or not isinstance(data.get("kernels"), dict)
            or not isinstance(data.get("rows"), list) or not isinstance(data.get("device"), dict)):
        return None, f"no model data for {arch} ({path.name} is malformed)"
    return data, ""


def _entry(data: dict, kernel, arch: str) -> tuple[dict | None, str]:
    """The record of a shipped kernel, or why there is none: it must be of the archive's entry
    as it is (its digest), so a kernel rebuilt alone loses only its own prediction."""
    from ..backends.flydsl.kernels import prebuilt

    kid = prebuilt.kernel_id(kernel.spec)
    entry = data["kernels"].get(kid)
    if not isinstance(entry, dict):
        return None, "not in the model data"
    if entry.get("digest") != ((prebuilt.manifest(arch) or {}).get("kernels", {})
                               .get(kid, {}).get("digest")):
        return None, "its prediction was made from another build of it (stale)"
    if "time_us" not in entry:
        return None, entry.get("unmodelled", "not modelled")
    return entry, ""


def _interp(xs: list, ys: list, x: float) -> float:
    """Piecewise linear in log x and log y; past the last point, proportional to x."""
    if len(xs) == 1:
        return ys[0]
    if x >= xs[-1]:
        return ys[-1] * x / xs[-1]
    i = max(1, bisect.bisect_left(xs, x))
    x0, x1, y0, y1 = xs[i - 1], xs[i], ys[i - 1], ys[i]
    t = (math.log(x) - math.log(x0)) / (math.log(x1) - math.log(x0))
    return math.exp(math.log(y0) + t * (math.log(y1) - math.log(y0)))


def predict(entry: dict, rows: list, m: int, n: int) -> float:
    """A kernel's modelled time (µs) at M rows of N elements, from its table."""
    at_n = [_interp(rows, times, m) for times in entry["time_us"]]
    return _interp(entry["n"], at_n, n)


def min_bytes(entry: dict, m: int, n: int) -> float:
    a, b, c, d = entry["min_bytes"]
    return a * m * n + b * m + c * n + d


def cell_specs(row: dict, arch: str) -> list:
    """The KernelSpecs the lowering builds for a benchmark cell's call (its op, dtypes and N,
    weight and bias in x's dtype, the residual prenorm as cases.py runs it; its direction's
    kernels): spec.described_spec, the factory the shipped set is made with."""
    from ..backends.flydsl.kernels.spec import described_spec

    x = row["dtype"]
    call = dict(weight=x if row["weight"] else None, bias=x if row["bias"] else None,
                residual=x if row["residual"] else None)
    if row.get("quant"):
        mode = row["quant"]
        call.update(quant=row["quant_dtype"], static_scale="tensor" in mode,
                    group_size=int(mode.rsplit("g", 1)[1]) if "-g" in mode else 0,
                    # Runs before the smooth vector's dtype was recorded took x's.
                    smooth=row.get("smooth_dtype", x) if "smooth" in mode else None)
    return [described_spec(row["norm"], d, row["N"], arch, x, **call)
            for d in DIRECTIONS[row["direction"]]]


def cell_prediction(row: dict, arch: str) -> dict:
    """The model's time and bandwidth share for one cell, or why there is none."""
    from ..backends.flydsl.kernels import prebuilt

    data, why = load(arch)
    if data is None:
        return {"model_note": why}
    dev = data["device"]
    m, n = row["M"], row["N"]
    total, floor, names = 0.0, 0, []
    for spec in cell_specs(row, arch):
        kernel = prebuilt.find(spec, m)
        if kernel is None:
            return {"model_note": f"{spec.kernel_name}: not shipped (compiled by FlyDSL)"}
        entry, why = _entry(data, kernel, arch)
        if entry is None:
            return {"model_note": f"{kernel.spec.kernel_name}: {why}"}
        total += predict(entry, data["rows"], m, n)
        floor += min_bytes(entry, m, n)
        names.append(entry["kernel"])
    launches = sum(1 if d == "fwd" else 2 for d in DIRECTIONS[row["direction"]])
    busy = total * 1e-6 - launches * dev["launch_s"]
    share = (floor / dev["hbm_bytes_per_s"]) / busy if busy > 0 else None
    return {"model_us": total, "model_share": share, "model_kernels": " + ".join(names)}


def join(rows: list, arch: str | None) -> dict:
    """Put the model's prediction beside every measured flydsl cell (in place: model_us,
    model_share, measured_over_model, model_kernels, or model_note) and summarise the ratios."""
    ratios = []
    for row in rows:
        for key in FIELDS:
            row.pop(key, None)
        if row.get("backend") != "flydsl" or row.get("status") != "ok" or arch is None:
            continue
        row.update(cell_prediction(row, arch))
        if "model_us" in row:
            row["measured_over_model"] = row["time_us"] / row["model_us"]
            ratios.append(row)
    out = {"arch": arch, "cells": len(ratios),
           "uncovered": sum(1 for r in rows if "model_note" in r)}
    if ratios:
        worst = max(ratios, key=lambda r: abs(math.log(r["measured_over_model"])))
        out.update(median=statistics.median(r["measured_over_model"] for r in ratios),
                   worst=worst["measured_over_model"], worst_cell=_where(worst),
                   outside=[_where(r) + f" {r['measured_over_model']:.2f}x" for r in ratios
                            if abs(r["measured_over_model"] - 1) > TOLERANCE])
    return out


def _where(r: dict) -> str:
    return f"{r['op']} {r['direction']} {r['dtype']} {r['M']}x{r['N']}"


def summary_lines(stats: dict) -> list:
    """The model's section of summary.md."""
    if stats.get("arch") is None:
        return []
    head = (f"Measured against the static model ({stats['arch']}; the model's figures ship "
            "with the kernels, docs/perf_model.md): ")
    if not stats["cells"]:
        return ["", head + f"no flydsl cell has a prediction ({stats['uncovered']} without)."]
    outside = stats["outside"]
    lines = ["", head + f"{stats['cells']} cells, measured / predicted kernel time median "
             f"{stats['median']:.2f}x, worst {stats['worst']:.2f}x ({stats['worst_cell']}); "
             f"{len(outside)} outside +-{TOLERANCE:.0%}"
             + (f"; {stats['uncovered']} cells without a prediction (model_note in "
                "results.json)." if stats["uncovered"] else ".")]
    lines += [f"- {c}" for c in outside[:40]]
    if len(outside) > 40:
        lines.append(f"- ... and {len(outside) - 40} more (results.csv)")
    return lines

