"""python -m tests.machine_code: compile one kernel, execute its machine code on random inputs and
compare with the float64 oracle (exit status 0 only when within tolerance).

    python -m tests.machine_code --op rmsnorm --direction bwd --dtype bf16 --rows 64 \\
        --hidden 4096 --arch gfx950 [--residual] [--no-weight] [--bias] [--heads 4] \\
        [--weight-dtype f32] [--perturb SEED] [--mutate drop-waitcnt]

A quantized forward with --quant i8|f8e4m3fn|f8e4m3fnuz [--group-size 128]
[--static-scale] [--smooth], checked as tests/emulator/checks.py `check_quantized` does.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import time

import numpy as np


def main(argv=None) -> int:
    """The command; what it patches (the checks' kernel runner and comparison, the arch
    variable) is restored on return, so tests can call it in their own process."""
    import tests.emulator.checks as checks
    from jax_flynorm.backends import flydsl

    saved = checks.run_kernel, checks.close, os.environ.get(flydsl.ARCH_ENV)
    try:
        return _main(argv)
    finally:
        checks.run_kernel, checks.close = saved[:2]
        if saved[2] is None:
            os.environ.pop(flydsl.ARCH_ENV, None)
        else:
            os.environ[flydsl.ARCH_ENV] = saved[2]


def _main(argv) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.machine_code", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--op", choices=("rmsnorm", "layernorm"), default="rmsnorm")
    ap.add_argument("--direction", choices=("fwd", "bwd"), default="fwd")
    ap.add_argument("--dtype", choices=("bf16", "f16", "f32"), default="bf16")
    ap.add_argument("--weight-dtype", choices=("bf16", "f16", "f32"))
    ap.add_argument("--rows", type=int, default=64)
    ap.add_argument("--hidden", type=int, default=4096)
    ap.add_argument("--arch", choices=("gfx942", "gfx950"), default="gfx942")
    ap.add_argument("--residual", action="store_true", help="residual (fwd) / dresidual_out")
    ap.add_argument("--no-weight", action="store_true")
    ap.add_argument("--bias", action="store_true")
    ap.add_argument("--heads", type=int, default=1, help="per-head weights of this many heads")
    ap.add_argument("--partials", type=int, help="backward partial rows (default: the lowering's)")
    ap.add_argument("--perturb", type=int, help="seed of a +-1 ulp error on v_rcp/v_sqrt")
    ap.add_argument("--mutate", choices=("drop-waitcnt",),
                    help="execute a copy with its first s_waitcnt replaced by s_nop 0")
    ap.add_argument("--quant", choices=("i8", "f8e4m3fn", "f8e4m3fnuz"),
                    help="a quantized forward writing y in this dtype with its scales")
    ap.add_argument("--group-size", type=int, default=0,
                    help="with --quant: a scale per group of this many columns (0: per row)")
    ap.add_argument("--static-scale", action="store_true",
                    help="with --quant: a per-tensor scale (y_amax written)")
    ap.add_argument("--smooth", action="store_true", help="with --quant: smooth-quant")
    a = ap.parse_args(argv)
    if a.quant and a.direction != "fwd":
        ap.error("--quant is a forward option")
    if not a.quant and (a.group_size or a.static_scale or a.smooth):
        ap.error("--group-size, --static-scale and --smooth need --quant")

    import tests.emulator.checks as checks
    from tests.kernel_specs import make_quant_spec, make_spec
    from tools.machine_code import MachineCodeError, Options, run_kernel
    from tools.machine_code.mutate import drop_waitcnt
    from tools.machine_code.run import compiled

    if a.quant:
        spec = make_quant_spec(a.op, a.hidden, a.dtype, a.arch, a.quant,
                               group_size=a.group_size, static=a.static_scale, smooth=a.smooth,
                               residual=a.residual, weight=not a.no_weight, bias=a.bias,
                               heads=a.heads)
    else:
        spec = make_spec(a.op, a.direction, a.hidden, a.dtype, a.arch, a.weight_dtype,
                         residual=a.residual, weight=not a.no_weight, bias=a.bias)
        spec = dataclasses.replace(spec, heads=a.heads)
    kernel = compiled(spec)
    hsaco, note = None, ""
    if a.mutate:
        hsaco, pc = drop_waitcnt(kernel.hsaco)
        note = f" (mutated: s_waitcnt at PC {pc:#x} replaced by s_nop 0)"
    if a.direction == "bwd":
        from jax_flynorm.backends import flydsl

        os.environ.setdefault(flydsl.ARCH_ENV, a.arch)  # the device count it sizes P by
        p = a.partials or max(1, min(flydsl.partials_target(a.rows, a.heads), a.rows))
    else:
        p = 1
    totals: dict = {}

    def run(*args, ir=None, **kw):
        out, stats = run_kernel(*args, hsaco=hsaco, options=Options(perturb=a.perturb), **kw)
        totals.update(stats)
        return out, stats

    checks.run_kernel = run
    worst: dict = {}  # output -> (largest |error|, largest share of its tolerance)
    checked = checks.close

    def close(actual, expected, tol, what):
        err = np.abs(np.asarray(actual, np.float64) - np.asarray(expected, np.float64))
        with np.errstate(invalid="ignore", divide="ignore"):  # 0 / 0: an exact zero's bound
            share = err / (tol[0] + tol[1] * np.abs(np.asarray(expected, np.float64)))
        share = np.where(err == 0, 0.0, share)
        finite = np.isfinite(err) & np.isfinite(share)
        if finite.any():
            name = what.split(" of ")[0]
            old = worst.get(name, (0.0, 0.0))
            worst[name] = (max(old[0], float(err[finite].max())),
                           max(old[1], float(share[finite].max())))
        checked(actual, expected, tol, what)

    checks.close = close
    rng = np.random.default_rng(0)
    m = a.rows * a.heads
    print(f"{kernel.symbol} {a.arch} M={m}" + (f" P={p}" if a.direction == "bwd" else "") + note)
    t = time.perf_counter()
    try:
        if a.quant:
            checks.check_quantized(spec, m, rng)
        elif a.direction == "fwd":
            checks.check_forward(spec, m, rng)
        else:
            checks.check_backward(spec, m, p, rng)
    except MachineCodeError as exc:
        print(f"executor error: {exc}")
        return 2
    except AssertionError as exc:
        print(f"outside the oracle's tolerance:{exc}")
        return 1
    finally:
        dt = time.perf_counter() - t
        if totals:
            print(f"{totals.get('wave_instructions', 0)} wave-instructions in "
                  f"{totals.get('steps', 0)} steps, {totals.get('launches', 0)} launch(es), "
                  f"{dt:.2f} s (including input generation and the oracle)")
        for name, (err, share) in worst.items():
            print(f"  {name}: largest |error| {err:.3g} ({share:.2g} of the tolerance)")
    print("every output within the float64 oracle's tolerances (tests/emulator/checks.py)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
