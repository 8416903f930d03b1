"""The static model's predictions for every kernel the package ships, as data beside the archives.

    python -m tools.perf_model.shipped [--jobs J]     # write prebuilt/<arch>.model.json.gz
    python -m tools.perf_model.shipped --check        # the data against the archives (CI)

For each kernel of ``prebuilt/<arch>.zip`` the code object is disassembled (disasm.py; no
compiling) and modelled at a grid of calls (generic.analyze_at: its ISA, registers, tiling, the
actual N's bytes, idle lanes past N). What ships is a table per kernel, not the model's
parameters: the model's time is not a closed form of (M, N) with a few coefficients (the grid
and occupancy change with M, re-reads miss the L2 by a share of the working set, the lanes past N
idle), so reproducing it from parameters would put the model's code in the package, which holds
no analysis code. The table holds the modelled time (µs, 4 significant digits) at M = 1, 2, 4,
..., 2^17 rows and a few N of the kernel's class (its smallest and largest, and points between),
and beside it (``floor_us``) the floor the model holds the kernel to at each of those calls
(perf.floor: the larger of launches + two round trips + one block pass's issue time, and
launches + the minimum bytes at the achievable bandwidth);
``jax_flynorm.bench.model`` interpolates it in log M and log N (exact at the grid points: the
benchmark's M and N are among them), with the op's minimum bytes (``min_bytes``: a M N + b M +
c N + d) for the share of the achievable bandwidth. Per-head kernels (any head count) are listed
without a table: the model takes one head only.

The listings come from the code objects, where the rare-path mark (an empty inline asm,
isa_listing.py) has left no trace: the quantized forwards' rare sides (the per-tensor scale's
clamp, the NaN fix-ups) count as if every row took them, so their issue figures are upper bounds
(docs/prebuilt.md gives the size of the effect).

Each kernel's record names the digest of the archive's entry it was made from (prebuilt.digest:
spec, launch config and code object), so a kernel rebuilt alone makes only its own prediction
stale; ``--check`` (and tests/perf_model/test_shipped_model.py) fails on a record of another
entry, or a kernel the archive holds without one. ``--changed`` models only those kernels,
keeping the other records (after a ``tools.prebuilt build`` that compiled a few; the model's
code unchanged).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import gzip
import json
import sys
import time
from pathlib import Path

from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.backends.flydsl.kernels.spec import ARCHS, KernelSpec, recorded_spec

FORMAT = "jax_flynorm-model/2"
ROWS = tuple(1 << k for k in range(18))
SIGNIFICANT = 4
WALK_STEPS = 4_000_000


def model_path(arch: str, folder: Path | None = None) -> Path:
    return (folder or prebuilt.folder()) / f"{arch}.model.json.gz"


def hidden_sizes(spec: KernelSpec) -> list[int]:
    """The N the table holds for a kernel: its N (specialised), else its class's smallest and
    largest N with points between (powers of two, and 3/4 of the top in a class of one octave;
    powers of four across the unaligned class)."""
    if not spec.generic:
        return [spec.n]
    lo, hi, vec = spec.n_min, spec.n, spec.vec
    first = -(-lo // vec) * vec
    points = {first, hi}
    step = 4 if vec == 1 else 2
    p = 1
    while p < hi:
        if p > first:
            points.add(p)
        p *= step
    if hi // 2 < first:  # one octave: a point between its ends
        points.add(hi * 3 // 4 // vec * vec)
    return sorted(n for n in points if spec.fits(n))


def _round(x: float) -> float:
    return float(f"{x:.{SIGNIFICANT}g}")


def _min_bytes(spec: KernelSpec) -> list[float]:
    """The op's minimum bytes as (a, b, c, d): a M N + b M + c N + d (perf.minimum_bytes is
    bilinear in M and N), fitted at N of one and two units: a scale group, since N holds whole
    groups (a grouped forward's scales make a a fraction: 4 bytes per group of a row)."""
    from .perf import minimum_bytes

    u = spec.group_size or 1
    f = {(m, k): minimum_bytes(spec, m, k * u) for m in (1, 2) for k in (1, 2)}
    a = (f[2, 2] - f[2, 1] - f[1, 2] + f[1, 1]) / u
    b = f[2, 1] - f[1, 1] - a * u
    c = (f[1, 2] - f[1, 1]) / u - a
    d = f[1, 1] - a * u - b - c * u
    want = minimum_bytes(spec, 37, 4096)
    if abs(a * 37 * 4096 + b * 37 + c * 4096 + d - want) > 1e-9 * want:
        raise AssertionError(f"{spec.kernel_name}: minimum bytes not bilinear in M and N")
    return [int(v) if float(v).is_integer() else v for v in (a, b, c, d)]


def kernel_entry(arch: str, kid: str) -> tuple[str, dict]:
    """One kernel's record: its name, tiling, class and time table (or why there is none)."""
    from . import disasm, generic, isa

    entry = prebuilt.manifest(arch)["kernels"][kid]
    spec = recorded_spec(entry["spec"])
    kernel = prebuilt.load(spec)
    cfg = kernel.config
    out = {"kernel": spec.kernel_name, "digest": entry["digest"], "direction": spec.direction,
           "tiling": generic._tiling(cfg), "n_min": spec.n_min or spec.n, "n_max": spec.n,
           "vec": spec.vec or cfg.vec}
    if spec.heads != 1:
        out["unmodelled"] = "per-head weights: the model takes one head"
        return kid, out
    kernel = dataclasses.replace(kernel, isa=disasm.without_padding(
        disasm.disassemble(kernel.hsaco, arch)))
    ns = hidden_sizes(spec)
    # The unaligned class's backwards (a masked scalar access per element) have many paths:
    # their walk needs more steps than the default allows (about 5 s each).
    limit = isa.MAX_STEPS
    try:
        isa.MAX_STEPS = WALK_STEPS
        figures = [[generic.analyze_at(kernel, m, n) for m in ROWS] for n in ns]
        out.update(min_bytes=_min_bytes(spec), n=ns,
                   time_us=[[_round(f.time_s * 1e6) for f in row] for row in figures],
                   floor_us=[[_round(f.floor_s * 1e6) for f in row] for row in figures])
    except RuntimeError as err:  # the walk's path limit (isa.peak_outstanding)
        out["unmodelled"] = f"the ISA analysis failed: {err}"
    finally:
        isa.MAX_STEPS = limit
    generic._analysis.cache_clear()
    generic._inner_loops.cache_clear()
    return kid, out


def _entries(arch_ids: tuple) -> list:
    arch, ids = arch_ids
    return [kernel_entry(arch, kid) for kid in ids]


def build(arch: str, jobs: int, changed: bool = False) -> dict:
    """The model data of ``arch``'s archive; ``changed``: only of the kernels whose record is
    missing or of another entry (`stale`), the other records kept."""
    from .perf import DEVICES

    path = prebuilt.archive_path(arch)
    man = prebuilt.manifest(arch)
    if man is None:
        raise SystemExit(f"{path}: not used ({prebuilt.unusable(arch)})")
    old = load(model_path(arch)).get("kernels", {}) if changed and model_path(arch).exists() else {}
    kernels = {k: e for k, e in old.items() if k not in stale(man, old)}
    ids = sorted(set(man["kernels"]) - set(kernels))
    print(f"{arch}: modelling {len(ids)} kernels", flush=True)
    chunks = [(arch, tuple(ids[i::jobs * 4])) for i in range(jobs * 4)]
    with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
        for part in pool.map(_entries, chunks):
            kernels.update(part)
    dev = DEVICES[arch]
    return {"format": FORMAT, "arch": arch,
            "device": {"name": dev.name, "hbm_bytes_per_s": dev.hbm_bytes_per_s,
                       "launch_s": dev.launch_s},
            "rows": list(ROWS), "kernels": {k: kernels[k] for k in sorted(kernels)}}


def stale(manifest: dict, kernels: dict) -> list[str]:
    """The ids of the archive's kernels without a record of their entry in ``kernels``, and of
    the records of kernels the archive does not hold."""
    want = {kid: e["digest"] for kid, e in manifest["kernels"].items()}
    return sorted({kid for kid, d in want.items() if kernels.get(kid, {}).get("digest") != d}
                  | (set(kernels) - set(want)))


def dumps(data: dict) -> bytes:
    """Deterministic bytes: one kernel a line, gzip without a name or date."""
    head = {k: v for k, v in data.items() if k != "kernels"}
    lines = [json.dumps(head, sort_keys=True)[:-1] + ', "kernels": {']
    items = [f"{json.dumps(k)}: {json.dumps(v, sort_keys=True)}"
             for k, v in data["kernels"].items()]
    text = "\n".join(lines) + "\n" + ",\n".join(items) + "}}\n"
    return gzip.compress(text.encode(), compresslevel=9, mtime=0)


def load(path: Path) -> dict:
    return json.loads(gzip.decompress(path.read_bytes()))


def problems(arch: str) -> list[str]:
    """What is wrong with ``arch``'s model data against its archive (empty: nothing)."""
    path = model_path(arch)
    if not path.exists():
        return [f"{path} is missing: python -m tools.perf_model.shipped"]
    data = load(path)
    out = []
    if data.get("format") != FORMAT or data.get("arch") != arch:
        out.append(f"{path}: not {FORMAT} data for {arch}")
    man = prebuilt.manifest(arch) or {"kernels": {}}
    kernels = data.get("kernels", {})
    old = stale(man, kernels)
    for kid in old[:5]:
        out.append(f"{path}: no prediction of the shipped kernel {kid} "
                   f"({recorded_spec(man['kernels'][kid]['spec']).kernel_name}; stale or missing)"
                   if kid in man["kernels"] else f"{path}: a record of {kid}, which "
                   f"{prebuilt.archive_path(arch).name} does not hold")
    if len(old) > 5:
        out.append(f"{path}: ... and {len(old) - 5} more kernels (stale or missing): "
                   "python -m tools.perf_model.shipped --changed")
    for kid, entry in kernels.items():
        if "unmodelled" not in entry and len(entry.get("time_us", [])) != len(entry.get("n", [1])):
            out.append(f"{path}: kernel {kid} has a malformed table")
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="check the data, write nothing")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--archs", default=",".join(ARCHS))
    parser.add_argument("--changed", action="store_true",
                        help="model only the kernels whose prediction is stale or missing")
    args = parser.parse_args(argv)
    archs = args.archs.split(",")
    if args.check:
        bad = [p for arch in archs for p in problems(arch)]
        print("\n".join(bad) if bad else f"model data matches the archives ({', '.join(archs)})")
        return 1 if bad else 0
    for arch in archs:
        start = time.time()
        blob = dumps(build(arch, args.jobs, args.changed))
        model_path(arch).write_bytes(blob)
        print(f"{arch}: {model_path(arch)} ({len(blob) / 1024:.0f} KiB) in "
              f"{time.time() - start:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
