"""Command line: ``python -m jax_flynorm.bench [--quick] [--out DIR] ...``."""

from __future__ import annotations

import argparse
import os
import platform as _platform
import shlex
import sys
import tempfile
import time
from pathlib import Path

import jax

from .._bytes import DIRECTIONS, parse_op
from . import model, report, timing
from .cases import ALL_BACKENDS, DEFAULT_QUANT, QUANT_MODES
from .run import Config, auto_is_one_backend, available_backends, run, skipped_line

FULL = {"ops": "rmsnorm,layernorm,rmsnorm+weight+residual", "dtypes": "bfloat16,float32",
        "hidden": "1024,2048,4096,8192", "rows": "1024,2048,4096,16384,32768", "repeats": 10,
        "time_budget_s": 450.0, "quant": ",".join(DEFAULT_QUANT),
        "quant_ops": "rmsnorm,rmsnorm+weight+residual", "quant_dtypes": "bfloat16",
        "quant_hidden": "all"}
QUICK = {"ops": "rmsnorm,layernorm", "dtypes": "bfloat16,float32", "hidden": "1024,4096",
         "rows": "1024", "repeats": 5, "time_budget_s": 0.0, "quant": ",".join(DEFAULT_QUANT),
         "quant_ops": "rmsnorm", "quant_dtypes": "bfloat16", "quant_hidden": "4096"}
# Decode: a serving step's norms, batch rows of a model's hidden size, twice per layer every token
# (launch- and latency-bound where the large matrices are bandwidth-bound).
DECODE = {"ops": "rmsnorm,rmsnorm+weight+residual", "dtypes": "bfloat16",
          "hidden": "4096,7168,8192", "rows": "1,8,32,64,128,256", "repeats": 10,
          "time_budget_s": 0.0, "quant": "fp8", "quant_ops": "rmsnorm", "quant_dtypes": "bfloat16",
          "quant_hidden": "all", "directions": "fwd,bwd"}
_DTYPES = {"bf16": "bfloat16", "bfloat16": "bfloat16", "f32": "float32", "float32": "float32",
           "f16": "float16", "float16": "float16"}


def _names(text: str, flag: str = "") -> list[str]:
    names = [t.strip() for t in text.split(",") if t.strip()]
    if not names and flag:
        raise ValueError(f"{flag} names nothing: give a comma list")
    return names


def _ints(text: str, flag: str = "--hidden") -> list[int]:
    """Comma list of positive whole numbers, 'k' = 1024."""
    out = []
    for t in _names(text, flag):
        t = t.lower()
        mult = 1024 if t.endswith("k") else 1
        digits = t.removesuffix("k")
        if not digits.isdigit() or int(digits) == 0:
            raise ValueError(f"{flag}: {t!r} is not a positive whole number (e.g. 4096 or 4k)")
        out.append(int(digits) * mult)
    return out


def _dtypes(text: str, flag: str = "--dtypes") -> list[str]:
    out = []
    for t in _names(text, flag):
        if t.lower() not in _DTYPES:
            raise ValueError(f"{flag}: unknown dtype {t!r}; choose from bf16, f32, f16")
        out.append(_DTYPES[t.lower()])
    return out


def _ops(text: str, flag: str = "--ops") -> list:
    try:
        return [parse_op(t) for t in _names(text, flag)]
    except ValueError as err:
        raise ValueError(f"{flag}: {err}") from None


def _positive(kind):
    """An argparse type: a number of ``kind`` above zero (or at least zero for a float)."""
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not (value > 0 if kind is int else value >= 0) or value != value:
            raise argparse.ArgumentTypeError(
                f"{text!r} must be {'a positive whole number' if kind is int else 'at least 0'}")
        return value

    parse.__name__ = kind.__name__  # argparse names the type in its messages
    return parse


def check_out(out: Path) -> str | None:
    """Why the results cannot be written to folder ``out``, else None (the folder then exists):
    tried before anything is timed, not after."""
    if out.exists() and not out.is_dir():
        return f"--out {out} is a file, not a folder"
    for parent in out.parents:
        if parent.exists() and not parent.is_dir():
            return f"--out {out} is under {parent}, which is a file"
    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out):
            pass
    except OSError as err:
        return f"--out {out} cannot be written ({err.strerror or err}); name a writable folder"
    return None


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m jax_flynorm.bench",
        description="Times jax_flynorm's norms (forward, backward, forward+backward, loss "
                    "gradient) for every backend available here next to a plain-jnp baseline; "
                    "writes JSON, CSV, a table, a summary and a bandwidth plot.")
    preset = p.add_mutually_exclusive_group()
    preset.add_argument("--quick", action="store_true",
                        help=f"small matrix, few repeats (about a minute on a small CPU): {QUICK}")
    preset.add_argument("--decode", action="store_true",
                        help="the decode matrix, the rows a serving step normalises (M = 1-256 "
                        "of N = 4096-8192; the forward with and without the residual, per-token "
                        f"fp8, the backward): {DECODE}")
    p.add_argument("--ops", help="comma list: rmsnorm, layernorm (with weight and bias), or "
                   f"NORM+weight+bias+residual spellings (default {FULL['ops']})")
    p.add_argument("--dtypes", help=f"comma list of bf16,f32,f16 (default {FULL['dtypes']})")
    p.add_argument("--hidden", help=f"comma list of N (default {FULL['hidden']})")
    p.add_argument("--rows", help=f"comma list of M, 'k' = 1024 (default {FULL['rows']})")
    p.add_argument("--backends", default=",".join(ALL_BACKENDS),
                   help="comma list of flydsl,cpu,pallas,xla,auto,jnp; those that cannot run here "
                        "are skipped with the reason, and auto where it runs one of the others for "
                        "every case (default: all)")
    p.add_argument("--directions",
                   help="comma list of fwd (forward), bwd (backward alone), fwdbwd (forward and "
                   "backward with a random cotangent), grad (the gradient of sum(y): a cotangent "
                   "of ones, which XLA folds into plain jnp's program but a custom call reads "
                   "from memory) (default: all; decode fwd,bwd)")
    p.add_argument("--quant",
                   help="comma list of quantized forwards timed beside a plain-jnp norm followed "
                        f"by a jnp quantize: {', '.join(QUANT_MODES)}; 'none' for none (default "
                        f"{FULL['quant']}). On ROCm each is timed in the form a shipped kernel "
                        "of the device's arch serves (fp8: the arch's own e4m3 format)")
    p.add_argument("--quant-ops", help="the ops (as in --ops) whose quantized forwards run, or "
                   f"'all' (default {FULL['quant_ops']}; quick {QUICK['quant_ops']})")
    p.add_argument("--quant-dtypes", help="the dtypes for the quantized forwards, or 'all' "
                   f"(default {FULL['quant_dtypes']})")
    p.add_argument("--quant-hidden", help="the N for the quantized forwards, or 'all' (default "
                   f"{FULL['quant_hidden']}; quick {QUICK['quant_hidden']})")
    p.add_argument("--repeats", type=_positive(int),
                   help="timed repeats per case (default 10; quick 5)")
    p.add_argument("--min-batch-ms", type=_positive(float),
                   help="each repeat runs calls for at least this long (default 20 on CPU, 10 "
                        "on GPU)")
    p.add_argument("--time-budget-s", type=_positive(float),
                   help="stop starting new cases after this many seconds; the rest are listed as "
                        "skipped (default 450 for the full matrix, none with --quick; 0 = none)")
    p.add_argument("--warmup-s", type=_positive(float), default=1.0,
                   help="device warm-up before timing, seconds (default 1)")
    p.add_argument("--no-check", action="store_true",
                   help="skip the forward agreement check against the jnp baseline")
    p.add_argument("--out", default="bench-results", help="output folder (default bench-results)")
    return p


def config_from_args(a: argparse.Namespace, platform: str, arch: str | None = None) -> Config:
    """The run's Config; ValueError naming the flag for a bad value (`main` makes it a usage
    error). ``arch``: on ROCm, the arch whose shipped kernels the quantized cells take the form
    of."""
    d = DECODE if a.decode else QUICK if a.quick else FULL
    ops = _ops(a.ops or d["ops"])
    dtypes = _dtypes(a.dtypes or d["dtypes"])
    dirs = _names(a.directions or d.get("directions", ",".join(DIRECTIONS)), "--directions")
    for t in dirs:
        if t not in DIRECTIONS:
            raise ValueError(f"--directions: unknown direction {t!r}; choose from "
                             f"{', '.join(DIRECTIONS)}")
    for b in _names(a.backends, "--backends"):
        if b not in ALL_BACKENDS:
            raise ValueError(f"--backends: unknown backend {b!r}; choose from "
                             f"{', '.join(ALL_BACKENDS)}")
    quant = [] if (a.quant or d["quant"]).strip().lower() == "none" else _names(
        a.quant or d["quant"], "--quant")
    for t in quant:
        if t not in QUANT_MODES:
            raise ValueError(f"--quant: unknown quantized forward {t!r}; choose from "
                             f"{', '.join(QUANT_MODES)} or none")

    def subset(text, parse):
        return None if text.strip().lower() == "all" else parse(text)

    quant_ops = subset(a.quant_ops or d["quant_ops"],
                       lambda t: [o.name for o in _ops(t, "--quant-ops")])
    quant_dtypes = subset(a.quant_dtypes or d["quant_dtypes"],
                          lambda t: _dtypes(t, "--quant-dtypes"))
    quant_hidden = subset(a.quant_hidden or d["quant_hidden"],
                          lambda t: _ints(t, "--quant-hidden"))
    cpu = timing.is_cpu(platform)
    batch_ms = a.min_batch_ms if a.min_batch_ms is not None else (20.0 if cpu else 10.0)
    return Config(ops=ops, dtypes=dtypes, hidden=_ints(a.hidden or d["hidden"]),
                  rows=_ints(a.rows or d["rows"], "--rows"), backends=_names(a.backends),
                  directions=dirs, repeats=a.repeats or d["repeats"],
                  min_batch_s=batch_ms / 1e3, case_warm_s=0.05, warm_s=a.warmup_s,
                  check=not a.no_check,
                  time_budget_s=d["time_budget_s"] if a.time_budget_s is None else a.time_budget_s,
                  quant=quant, quant_ops=quant_ops, quant_dtypes=quant_dtypes,
                  quant_hidden=quant_hidden, arch=arch)


def _loadavg() -> list[float] | None:
    """1/5/15-minute load average: other work on the machine shows up here, and in the times."""
    try:
        return [round(v, 2) for v in os.getloadavg()]
    except (AttributeError, OSError):
        return None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    p = parser()
    a = p.parse_args(argv)
    from jax_flynorm.backends import default_platform

    platform = default_platform()
    arch = None
    if platform == "rocm":
        from jax_flynorm.backends import flydsl

        arch = flydsl.device_arch(jax.devices()[0])
    try:
        cfg = config_from_args(a, platform, arch)
    except ValueError as err:
        p.error(str(err))
    # The folder is tried first: a run can time for many minutes before writing it.
    refused = check_out(Path(a.out))
    if refused:
        p.error(refused)
    backends, skipped = available_backends(cfg.backends, platform)
    line = skipped_line(skipped, platform)
    if line:
        print(line)
    cfg.backends = backends
    t0 = time.perf_counter()
    machine = timing.machine_info(platform)
    machine["python"] = _platform.python_version()
    machine["loadavg_start"] = _loadavg()
    if machine["loadavg_start"] and machine["loadavg_start"][0] > 0.5 * (os.cpu_count() or 1):
        print(f"note: load average {machine['loadavg_start']} on {os.cpu_count()} CPUs; other "
              "work on this machine will make the times noisy", file=sys.stderr)
    print(f"platform {platform} ({machine['device_kind']}), backends {', '.join(backends)}; "
          f"warming up {cfg.warm_s:.1f} s", file=sys.stderr)
    timing.warm_up(platform, cfg.warm_s)
    copy = timing.copy_bandwidth(platform, repeats=max(cfg.repeats, 5),
                                 min_batch_s=cfg.min_batch_s)
    print(f"copy reference: {copy['gbps']:.1f} GB/s ({copy['buffers']} x "
          f"{copy['buffer_bytes'] >> 20} MiB)" + (
              f"; {copy['large_buffer_gbps']:.1f} GB/s with fresh "
              f"{copy['large_buffer_bytes'] >> 20} MiB outputs" if "large_buffer_gbps" in copy
              else ""), file=sys.stderr)
    rows = run(cfg, platform, copy["gbps"])
    meta = {"command": "python -m jax_flynorm.bench " + shlex.join(argv), "machine": machine,
            "backends": backends, "skipped_backends": skipped, "copy": copy,
            "default_backend": "auto" if "auto" in backends else auto_is_one_backend(platform),
            "config": {"ops": [s.name for s in cfg.ops], "dtypes": cfg.dtypes,
                       "hidden": cfg.hidden, "rows": cfg.rows, "directions": cfg.directions,
                       "quant": cfg.quant, "quant_ops": cfg.quant_ops,
                       "quant_dtypes": cfg.quant_dtypes, "quant_hidden": cfg.quant_hidden,
                       "repeats": cfg.repeats, "min_batch_s": cfg.min_batch_s,
                       "pool_target_bytes": timing.pool_target(platform)},
            "elapsed_s": time.perf_counter() - t0}
    machine["loadavg_end"] = _loadavg()
    if platform == "rocm":
        machine["arch"] = arch
    meta["model"] = model.join(rows, machine.get("arch"))
    paths = report.write_all(rows, meta, Path(a.out))
    print(report.table(rows))
    print(f"copy reference {copy['gbps']:.1f} GB/s; {meta['elapsed_s']:.0f} s; wrote "
          + ", ".join(str(p) for p in paths.values()))
    return 0
