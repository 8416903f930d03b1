"""The whole kernel matrix of the emulator suite executed as machine code, at the emulator's own
shapes, exact and with +-1 ulp v_rcp/v_sqrt, then the emulator suite's quantized forwards
(tests/emulator/test_quantized.py) against the quantization oracle: ``python -m
tests.machine_code.matrix`` (about 15 minutes on one core; prints one line per kernel, exits
non-zero if any fails)."""

from __future__ import annotations

import sys
import time

import numpy as np


def _line(name: str, mode: str, t: float, fn) -> bool:
    from tools.machine_code import MachineCodeError

    try:
        stats = fn()
        line, ok = f"ok {stats['wave_instructions']} wave-instructions", True
    except (AssertionError, MachineCodeError) as exc:
        line, ok = "FAIL " + str(exc).strip().splitlines()[0][:200], False
    print(f"{name} {mode}: {line} ({time.perf_counter() - t:.1f} s)", flush=True)
    return ok


def main() -> int:
    import tests.emulator.test_quantized as tq
    from tests.emulator.checks import SHAPES
    from tests.kernel_cases import all_specs
    from tests.machine_code.support import check_spec
    from tools.machine_code import Options, run_kernel

    failed = 0
    for spec in all_specs():
        for options in (None, Options(perturb=spec.n)):
            mode = "perturbed" if options else "exact"
            failed += not _line(f"{spec.kernel_name} {spec.arch}", mode, time.perf_counter(),
                                lambda: check_spec(spec, SHAPES[spec.direction], options))  # noqa: B023
    totals: dict = {}

    def run(*args, **kw):
        out, stats = run_kernel(*args, return_stats=True,
                                **{k: v for k, v in kw.items() if k != "return_stats"})
        for k, v in stats.items():
            totals[k] = totals.get(k, 0) + v
        return (out, stats) if kw.get("return_stats") else out

    saved, tq.run_kernel = tq.run_kernel, run
    try:
        for spec in tq.CASES + tq.XLA_CASES:
            totals.clear()

            def quantized():
                rng = np.random.default_rng(spec.n)  # noqa: B023
                for rows in (2, 9):
                    tq.check(spec, rows * spec.heads, rng)  # noqa: B023
                return totals

            failed += not _line(f"{spec.kernel_name} {spec.arch}", "quantized",
                                time.perf_counter(), quantized)
    finally:
        tq.run_kernel = saved
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
