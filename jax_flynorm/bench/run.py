"""The benchmark loop: shapes outermost (inputs built once), then directions, each timing every
backend against the others (interleaved repeats), then the quantized forwards of the shapes that
`Config.quantizes`."""

from __future__ import annotations

import dataclasses
import sys
import time
import traceback

import jax
import jax.numpy as jnp
import numpy as np

from .._bytes import OpSpec, byte_terms, quantized_byte_terms
from . import timing
from .cases import (
    QUANT_MODES,
    Case,
    QuantCase,
    QuantMode,
    make_inputs,
    quant_check,
    quant_operands,
    shipped_form,
)

GiB = timing.GiB


@dataclasses.dataclass
class Config:
    ops: list[OpSpec]
    dtypes: list[str]
    hidden: list[int]
    rows: list[int]
    backends: list[str]
    directions: list[str]
    repeats: int
    min_batch_s: float
    case_warm_s: float
    warm_s: float
    check: bool = True
    time_budget_s: float = 0.0  # 0: no limit; else cases not started by then are skipped
    # Quantized forwards (QUANT_MODES names), timed for the shapes whose op name, dtype and N are
    # in these lists (None: every op, dtype or N of the matrix).
    quant: list[str] = dataclasses.field(default_factory=list)
    quant_ops: list[str] | None = None
    quant_dtypes: list[str] | None = None
    quant_hidden: list[int] | None = None
    # The ROCm arch whose shipped kernels the quantized cells take the form of (None: off ROCm).
    arch: str | None = None

    def quantizes(self, spec: OpSpec, dtype: str, n: int) -> list[str]:
        """The quantized modes timed for this shape."""
        if ((self.quant_ops is not None and spec.name not in self.quant_ops)
                or (self.quant_dtypes is not None and dtype not in self.quant_dtypes)
                or (self.quant_hidden is not None and n not in self.quant_hidden)):
            return []
        return list(self.quant)

    def quant_modes(self, spec: OpSpec, dtype: str, m: int, n: int) -> list[QuantMode]:
        """The quantized forwards timed for this cell, each in the form a kernel of `arch`
        ships for (`cases.shipped_form`)."""
        return [shipped_form(QUANT_MODES[q], self.arch, spec, m, n, dtype)
                for q in self.quantizes(spec, dtype, n)]


def available_backends(requested: list[str], platform: str) -> tuple[list[str], dict[str, str]]:
    """The requested backends that can run on ``platform``, and why the others cannot."""
    from jax_flynorm import which_implementation
    from jax_flynorm.backends import REGISTRY

    ok, skipped = [], {}
    for name in requested:
        if name == "jnp":
            ok.append(name)
            continue
        if name == "auto":
            same = auto_is_one_backend(platform)
            if same and same in requested:
                skipped[name] = f"auto runs {same} for every case on {platform}: see that column"
            else:
                ok.append(name)
            continue
        entry = REGISTRY[name]
        if entry.platforms is not None and platform not in entry.platforms:
            skipped[name] = f"runs on {', '.join(entry.platforms)} only"
            continue
        try:
            which_implementation(platform, name)
            ok.append(name)
        except (ValueError, RuntimeError) as err:
            skipped[name] = str(err)
    return ok, skipped


def skipped_line(skipped: dict[str, str], platform: str) -> str | None:
    """One line saying which requested implementations do not run here and why."""
    if not skipped:
        return None
    return (f"not timed on {platform}: "
            + "; ".join(f"{name} ({why})" for name, why in skipped.items()))


def auto_is_one_backend(platform: str) -> str | None:
    """The backend 'auto' runs for every direction and dtype on ``platform``, if it is one."""
    from jax_flynorm.backends import AUTO_POLICY, which_implementation

    policy = AUTO_POLICY.get(platform)
    if policy is None:
        return which_implementation(platform, "auto")
    names = {name for by_dtype in policy.values() for name in by_dtype.values()}
    return names.pop() if len(names) == 1 else None


def shape_memory(spec: OpSpec, m: int, n: int, dtype, platform: str = "cpu",
                 backends: int = 1) -> tuple[int, int, int]:
    """(bytes a forward reads, bytes per rotation slot, bytes of working memory) for one shape
    timed for ``backends`` backends at once; the last two are conservative estimates."""
    s = np.dtype(dtype).itemsize
    act = m * n * s
    r = int(spec.residual)
    slot = 2 * act * (1 + r) + 2 * n * s  # inputs + cotangents
    slot += backends * (m * n * 4 * (1 + r) + 8 * m)  # their vjp residuals (h up to f32, stats)
    working = 6 * m * n * 4 + timing.live_output_cap(platform)  # f32 temps + live outputs
    return act * (1 + r), slot, working


class Progress:
    def __init__(self, total: int):
        self.total, self.done, self.t0 = total, 0, time.perf_counter()

    def step(self, text: str) -> None:
        self.done += 1
        el = time.perf_counter() - self.t0
        eta = el / self.done * (self.total - self.done)
        print(f"[{self.done}/{self.total} {el:5.0f}s eta {eta:4.0f}s] {text}", file=sys.stderr,
              flush=True)


def _fwd_check(case: Case, ref: Case, args) -> float:
    """Max |y - y_jnp| on one slot: a guard that each backend computes the same norm."""
    a = jax.tree.leaves(case.fwd(*args))[0].astype(jnp.float32)
    b = jax.tree.leaves(ref.fwd(*args))[0].astype(jnp.float32)
    return float(jnp.max(jnp.abs(a - b)))


def run(cfg: Config, platform: str, copy_gbps: float, log=print) -> list[dict]:
    budget = timing.memory_budget(platform)
    key = jax.random.key(0)
    shapes = [(spec, dt, m, n) for dt in cfg.dtypes for spec in cfg.ops for m in cfg.rows
              for n in cfg.hidden]
    prog = Progress(sum(len(cfg.backends) * (len(cfg.directions) + len(cfg.quantizes(spec, dt, n)))
                        for spec, dt, m, n in shapes))
    rows: list[dict] = []
    for spec, dt, m, n in shapes:
        dtype = jnp.dtype(dt)
        base = {"op": spec.name, "norm": spec.norm, "weight": spec.weight, "bias": spec.bias,
                "residual": spec.residual, "dtype": dt, "M": m, "N": n}
        touched, slot_bytes, working = shape_memory(spec, m, n, dtype, platform,
                                                    len(cfg.backends))
        nslots = timing.num_slots(touched, slot_bytes, platform, budget - working)
        need = nslots * slot_bytes + working
        note = None
        if need > budget:
            note = (f"needs ~{need / GiB:.1f} GiB, budget {budget / GiB:.1f} GiB: skipped "
                    f"(does not fit in memory)")
            log(f"skip {spec.name} {dt} M={m} N={n}: {note}")
        elif cfg.time_budget_s and time.perf_counter() - prog.t0 > cfg.time_budget_s:
            note = f"time budget of {cfg.time_budget_s:.0f} s used up (--time-budget-s)"
        if note:
            for be in cfg.backends:
                for d in cfg.directions:
                    rows.append({**base, "backend": be, "direction": d, "status": "skipped",
                                 "note": note})
                    prog.step(f"{spec.name} {d} {dt} M={m} N={n} {be}: skipped")
                for mode in cfg.quant_modes(spec, dt, m, n):
                    rows.append({**_quant_base(base, mode), "backend": be,
                                 "direction": "fwd", "status": "skipped", "note": note})
                    prog.step(f"{spec.name} {mode.name} {dt} M={m} N={n} {be}: skipped")
            continue
        slots = [make_inputs(spec, m, n, dtype, i, key) for i in range(nslots)]
        jax.block_until_ready(slots)
        ref = Case(spec, "jnp") if (cfg.check or "jnp" in cfg.backends) else None
        cases = {be: ref if be == "jnp" else Case(spec, be) for be in cfg.backends}
        diffs = {}
        for be, case in cases.items():
            if cfg.check and be != "jnp":
                try:
                    diffs[be] = _fwd_check(case, ref, (slots[0][0],))
                except Exception as err:  # reported in the row
                    diffs[be] = f"error: {err}"
        shape_rows = []
        for d in cfg.directions:
            shape_rows += _time_direction(cfg, platform, copy_gbps, (spec, m, n, dtype), cases,
                                          slots, base, d, diffs, nslots, prog)
        # Rows in backend, then direction order.
        order = {be: i for i, be in enumerate(cfg.backends)}
        rows += sorted(shape_rows, key=lambda r: (order[r["backend"]],
                                                  cfg.directions.index(r["direction"])))
        for mode in cfg.quant_modes(spec, dt, m, n):
            rows += _time_quantized(cfg, platform, copy_gbps, (spec, m, n, dtype), mode,
                                    slots, base, nslots, prog, key)
        del slots
    return rows


def _quant_base(base: dict, mode: QuantMode) -> dict:
    row = {**base, "op": f"{base['op']}->{mode.label}", "quant": mode.name,
           "quant_dtype": mode.dtype}
    if mode.smooth:
        row["smooth_dtype"] = mode.smooth_dtype
    if mode.shipped is not None:  # on ROCm: whether a shipped kernel serves the cell
        row["kernel_shipped"] = mode.shipped
    return row


def _time_quantized(cfg: Config, platform: str, copy_gbps: float, shape: tuple, mode,
                    slots: list, base: dict, nslots: int, prog: Progress, key) -> list[dict]:
    """The rows of one shape's quantized forward: every backend (jnp: the plain norm, then a plain
    quantize) timed against the others, bytes from the quantized forward's byte model."""
    spec, m, n, dtype = shape
    qbase = _quant_base(base, mode)
    if mode.group_size and n % mode.group_size:
        note = f"group size {mode.group_size} does not divide N={n}"
        rows = []
        for be in cfg.backends:
            rows.append({**qbase, "backend": be, "direction": "fwd", "status": "skipped",
                         "note": note})
            prog.step(f"{qbase['op']} fwd {base['dtype']} M={m} N={n} {be}: skipped")
        return rows
    extra = quant_operands(mode, n, dtype, jax.random.fold_in(key, 1 << 20))
    cases = {be: QuantCase(spec, mode, be, extra) for be in cfg.backends}
    diffs = {}
    if cfg.check:
        for be, case in cases.items():
            if be != "jnp":
                try:
                    diffs[be] = quant_check(case, cases.get("jnp") or QuantCase(
                        spec, mode, "jnp", extra), slots[0][0])
                except Exception as err:  # reported in the row
                    diffs[be] = f"error: {err}"
    terms = quantized_byte_terms(spec, m, n, dtype, **mode.byte_args())
    return _time_direction(cfg, platform, copy_gbps, shape, cases, slots, qbase, "fwd", diffs,
                           nslots, prog, terms=terms)


def _time_direction(cfg: Config, platform: str, copy_gbps: float, shape: tuple, cases: dict,
                    slots: list, base: dict, d: str, diffs: dict, nslots: int,
                    prog: Progress, terms: dict | None = None) -> list[dict]:
    """The rows of one shape (spec, m, n, dtype) and direction: every backend timed against the
    others (`timing.time_interleaved`). ``terms``: the (read, write) bytes, when not the plain
    op's."""
    spec, m, n, dtype = shape
    rows, timed = {}, {}
    if terms is None:
        terms = byte_terms(spec, d, m, n, dtype)
    for be, case in cases.items():
        row = {**base, "backend": be, "direction": d, "slots": nslots,
               "bytes": terms["read"] + terms["write"],
               **{f"bytes_{k}": v for k, v in terms.items()}}
        if be in diffs and d == "fwd":
            row["max_abs_diff_vs_jnp"] = diffs[be]
        rows[be] = row
        if cfg.time_budget_s and time.perf_counter() - prog.t0 > cfg.time_budget_s:
            row.update(status="skipped",
                       note=f"time budget of {cfg.time_budget_s:.0f} s used up (--time-budget-s)")
            continue
        try:
            timed[be] = (getattr(case, d), case.prepare(d, slots), row["bytes_write"])
        except Exception as err:  # one failing backend must not stop the run
            row.update(status="error", note=f"{type(err).__name__}: {err}"[:500])
            traceback.print_exc(file=sys.stderr)
    results = timing.time_interleaved(
        timed, repeats=cfg.repeats, min_batch_s=cfg.min_batch_s, warm_s=cfg.case_warm_s,
        sync_each=timing.is_cpu(platform), kernels=not timing.is_cpu(platform),
        live_cap=timing.live_output_cap(platform)) if timed else {}
    del timed
    for be, row in rows.items():
        r = results.get(be)
        if isinstance(r, Exception):
            row.update(status="error", note=f"{type(r).__name__}: {r}"[:500])
            msg = f"error {type(r).__name__}"
        elif r is not None:
            row.update(status="ok", median_us=r["median_s"] * 1e6, min_us=r["min_s"] * 1e6,
                       max_us=r["max_s"] * 1e6, calls_per_repeat=r["calls_per_repeat"],
                       repeats=cfg.repeats, first_call_s=r["first_call_s"],
                       wall_gbps=row["bytes"] / r["median_s"] / 1e9)
            if "kernel_s" in r:
                row.update(kernel_us=r["kernel_s"] * 1e6, kernels_per_call=r["kernels_per_call"],
                           traced_calls=r["traced_calls"], kernels=r["kernels"])
            # The time a case is judged by: kernel time where the profiler has it.
            row["time_us"] = row.get("kernel_us", row["median_us"])
            gbps = row["bytes"] / row["time_us"] * 1e6 / 1e9
            row.update(gbps=gbps, pct_copy=100 * gbps / copy_gbps)
            msg = f"{row['median_us']:9.1f} us wall" + (
                f" {row['kernel_us']:9.1f} us kernel" if "kernel_us" in row else "") + (
                f" {gbps:7.1f} GB/s")
        else:
            msg = row["status"]
        prog.step(f"{base['op']} {d} {base['dtype']} M={m} N={n} {be}: {msg}")
    return list(rows.values())
