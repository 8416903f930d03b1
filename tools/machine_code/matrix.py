"""The whole kernel matrix of the emulator suite executed as machine code, at the emulator's own
shapes, exact and with +-1 ulp v_rcp/v_sqrt: ``python -m tools.machine_code.matrix`` (about 10
minutes on one core; prints one line per kernel, exits non-zero if any fails)."""

from __future__ import annotations

import sys
import time


def main() -> int:
    from tests.emulator.checks import SHAPES
    from tests.emulator.test_kernels import all_specs
    from tests.machine_code.support import check_spec

    from . import MachineCodeError, Options

    failed = 0
    for spec in all_specs():
        for options in (None, Options(perturb=spec.n)):
            t = time.perf_counter()
            try:
                stats = check_spec(spec, SHAPES[spec.direction], options)
                line = f"ok {stats['wave_instructions']} wave-instructions"
            except (AssertionError, MachineCodeError) as exc:
                failed += 1
                line = "FAIL " + str(exc).strip().splitlines()[0][:200]
            mode = "perturbed" if options else "exact"
            print(f"{spec.kernel_name} {spec.arch} {mode}: {line} "
                  f"({time.perf_counter() - t:.1f} s)", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
