"""``python -m jax_flynorm.selftest``: run every op on this machine's backend against the jnp
reference (values and gradients) and print a table worth pasting into a bug report.

On ROCm it runs the FlyDSL kernels (backend ``flydsl``). Without ROCm it says so and checks what
it can here: the CPU custom call on CPU, else the portable path. Exit status 0 when every check
passes. ``--shipped`` (ROCm): one call of every kernel the archive ships for the device's arch
instead, against a float64 oracle (`_shipped_selftest.py`).
"""

from __future__ import annotations

import argparse
import importlib.metadata
import platform
import sys
import traceback
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

from . import _tolerances, backends, norm
from ._ops import OPS as _OPS
from .backends import flydsl

DEFAULT_SHAPES = ((1, 256), (199, 1024), (64, 4096), (8, 760))
DEFAULT_DTYPES = ("bf16", "f16", "f32")
DTYPES = {"f32": jnp.float32, "f16": jnp.float16, "bf16": jnp.bfloat16}
# Every op of the table, by its public function (named like the op).
OPS = {name: getattr(norm, name) for name in _OPS}
# Variant name -> (weight, bias, residual); rmsnorm takes no bias.
VARIANTS = {"plain": (False, False, False), "weight": (True, False, False),
            "weight+bias": (True, True, False), "residual+weight": (True, False, True)}


def _version(dist: str) -> str:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def shadowing() -> str | None:
    """What happened and what to do, when the package imported is a source tree (the checkout, as
    the current directory of `python -m`) in front of an installed jax_flynorm; else None."""
    try:
        dist = importlib.metadata.distribution("jax_flynorm")
    except importlib.metadata.PackageNotFoundError:
        return None
    installed = Path(dist.locate_file("jax_flynorm/__init__.py"))
    imported = Path(__file__).resolve().parent
    # An editable install has no files of its own there: its imports go to the source tree.
    if not installed.is_file() or installed.resolve().parent == imported:
        return None
    return (f"jax_flynorm was imported from {imported}, a source tree that shadows the installed "
            f"package in {installed.parent} (`python -m` puts the current directory first on "
            "the path), so the installed package, with its built libraries, is not what would be "
            "checked. Run the selftest from another directory (e.g. `cd ~ && python -m "
            "jax_flynorm.selftest`), or to check this source tree install it: "
            "`pip install .`")


def _environment(plat: str, backend: str) -> list[str]:
    from . import __version__

    device = jax.devices()[0]
    lines = [f"jax_flynorm {__version__}  jax {jax.__version__}  "
             f"jaxlib {_version('jaxlib')}  flydsl {_version('flydsl')}  torch {_version('torch')}",
             f"python {platform.python_version()}  {platform.platform()}",
             f"platform {plat}  device {device.device_kind!r} x{len(jax.devices())}  "
             f"backend {backend}"]
    if plat == "rocm":
        from .backends.flydsl.kernels import prebuilt

        arch = flydsl.device_arch(device)
        plugins = "  ".join(f"{name} {_version(name)}" for name in (
            "jax-rocm7-plugin", "jax-rocm10-plugin") if _version(name) != "not installed")
        lines.append(f"arch {arch}  partials P={flydsl.partials_target(1)}  {plugins}  "
                     f"kernels {'shipped' if prebuilt.shipped(arch) else 'compiled by FlyDSL'}")
    return lines


def _inputs(shape, dtype, weight, bias, residual, seed=0):
    rng = np.random.default_rng(seed)
    m, n = shape
    x = jnp.asarray(rng.standard_normal((m, n)) * 2 + 0.5, dtype)
    # fp32 weights with 16-bit activations: the usual mixed-precision training setup.
    w = jnp.asarray(1 + 0.1 * rng.standard_normal(n), jnp.float32)
    args = {"x": x, "weight": w if weight else None,
            "bias": jnp.asarray(0.1 * rng.standard_normal(n), jnp.float32) if bias else None,
            "residual": jnp.asarray(rng.standard_normal((m, n)), dtype) if residual else None}
    cot = jnp.asarray(rng.standard_normal((m, n)), jnp.float32)
    return args, cot


def _run(fn, args: dict, cot, backend: str):
    """Outputs (y, and residual_out with a residual: prenorm=True) and the gradients of a loss that
    uses every output, so the residual_out cotangent path is checked too."""
    names = [k for k, v in args.items() if v is not None]
    prenorm = args["residual"] is not None

    def loss(*vals):
        kw = dict(zip(names, vals))
        out = fn(kw.pop("x"), **kw, prenorm=prenorm, implementation=backend)
        outs = out if prenorm else (out,)
        total = sum(jnp.sum(o.astype(jnp.float32) * (cot if i == 0 else 0.5 * cot[::-1]))
                    for i, o in enumerate(outs))
        return total, outs

    grad = jax.jit(jax.value_and_grad(loss, argnums=tuple(range(len(names))), has_aux=True))
    (_, outs), grads = grad(*[args[k] for k in names])
    return dict(zip(("y", "residual_out"), outs)), dict(zip(names, grads))


def _err(a, b) -> float:
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    return float(np.max(np.abs(a - b))) if a.size else 0.0


def _ok(a, b, atol, rtol) -> bool:
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    return bool(np.all(np.abs(a - b) <= atol + rtol * np.abs(b)))


def tolerance(name: str, dtype: str, rows: int) -> tuple[float, float]:
    """(atol, rtol) between two implementations for one output or gradient (named as in
    `check`'s errors): the test suite's tolerance against the exact result, doubled, as each of
    the two may be off by it."""
    x_dtype = np.dtype(DTYPES[dtype])
    if name in ("y", "residual_out"):
        tol = _tolerances.value(x_dtype)
    elif name in ("dweight", "dbias"):
        tol = _tolerances.weight_grad(x_dtype, rows)
    else:
        tol = _tolerances.grad(x_dtype)
    return (2 * tol[0], 2 * tol[1])


def check(op: str, variant: str, shape, dtype: str, backend: str) -> dict:
    """One case: max abs errors of every output and gradient against implementation='xla'."""
    args, cot = _inputs(shape, DTYPES[dtype], *VARIANTS[variant])
    outs, grads = _run(OPS[op], args, cot, backend)
    outs_ref, grads_ref = _run(OPS[op], args, cot, "xla")
    pairs = {**{name: (out, outs_ref[name]) for name, out in outs.items()},
             **{"d" + name: (g, grads_ref[name]) for name, g in grads.items()}}
    ok, errors = True, {}
    for name, (got, ref) in pairs.items():
        ok &= _ok(got, ref, *tolerance(name, dtype, shape[0]))
        errors[name] = _err(got, ref)
    return {"ok": ok, "errors": errors}


def _parse_shapes(text: str) -> tuple:
    shapes = []
    for item in text.split(","):
        parts = item.strip().lower().split("x")
        if len(parts) != 2 or not all(p.isdigit() and int(p) > 0 for p in parts):
            raise argparse.ArgumentTypeError(f"{item!r} is not MxN with positive M and N, e.g. "
                                             "4096x8192")
        shapes.append((int(parts[0]), int(parts[1])))
    return tuple(shapes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m jax_flynorm.selftest", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapes", type=_parse_shapes, default=DEFAULT_SHAPES,
                        help="comma-separated MxN, e.g. 4096x8192,7x1000 (default: %(default)s)")
    parser.add_argument("--dtypes", default=",".join(DEFAULT_DTYPES),
                        help="comma-separated of f32,f16,bf16 (default: %(default)s)")
    parser.add_argument("--ops", default="rmsnorm,layernorm",
                        help="comma-separated of rmsnorm,layernorm (default: %(default)s)")
    parser.add_argument("--implementation", "--backend", dest="backend", default=None,
                        help="force an implementation (default: flydsl on ROCm, cpu on CPU, "
                        "else xla)")
    parser.add_argument("--shipped", action="store_true",
                        help="ROCm: one launch of every kernel the archive ships for the "
                        "device's arch, forward and backward, against a float64 oracle")
    args = parser.parse_args(argv)
    if args.backend is not None:
        try:  # spelled as the API takes it: case and spaces do not matter
            args.backend = backends.requested(args.backend, "--implementation")
        except ValueError as exc:
            parser.error(str(exc).removeprefix("jax_flynorm: "))
    for flag, given, known in (("--ops", args.ops, OPS), ("--dtypes", args.dtypes, DTYPES)):
        unknown = [t for t in given.split(",") if t not in known]
        if unknown:
            parser.error(f"{flag}: unknown {', '.join(map(repr, unknown))}; choose from "
                         f"{', '.join(known)}")
    shadowed = shadowing()
    if shadowed:
        print(shadowed)
        return 1

    plat = backends.default_platform()
    if args.shipped:
        return _shipped(plat)
    backend = args.backend or {"rocm": "flydsl", "cpu": "cpu"}.get(plat, "xla")
    if plat != "rocm":
        print(f"No ROCm device found (JAX platform: {plat}): the FlyDSL kernels are not run. "
              f"Checking the {backend} backend against the jnp reference instead.")
    try:
        backends.resolve(backend, plat)
    except (RuntimeError, ValueError) as exc:
        print(exc)
        return 1
    print("\n".join(_environment(plat, backend)))
    # Each row is printed as its check ends: the whole run takes minutes on a small CPU.
    print(f"{'op':9s} {'variant':15s} {'type':4s} {'shape':>14s} result", flush=True)
    rows, failed = [], 0
    for op in args.ops.split(","):
        for variant, (_w, bias, _r) in VARIANTS.items():
            if bias and op == "rmsnorm":
                continue
            for dtype in args.dtypes.split(","):
                for shape in args.shapes:
                    case = f"{op:9s} {variant:15s} {dtype:4s} {shape[0]:>6d}x{shape[1]:<7d}"
                    try:
                        result = check(op, variant, shape, dtype, backend)
                    except Exception as exc:  # report and go on: one table for the bug report
                        failed += 1
                        rows.append(f"{case} ERROR {type(exc).__name__}: {exc}".splitlines()[0])
                        traceback.print_exc(file=sys.stderr)
                    else:
                        failed += not result["ok"]
                        errs = "  ".join(f"{k}={v:.2e}" for k, v in result["errors"].items())
                        rows.append(f"{case} {'pass' if result['ok'] else 'FAIL'}  max|err| "
                                    f"{errs}")
                    print(rows[-1], flush=True)
    print(f"{len(rows) - failed}/{len(rows)} passed")
    return 1 if failed else 0


def _shipped(plat: str) -> int:
    """``--shipped``: every shipped kernel of the device's arch (_shipped_selftest.py)."""
    from . import _shipped_selftest

    if plat != "rocm":
        print(f"No ROCm device found (JAX platform: {plat}): the shipped kernels cannot run "
              "here.")
        return 1
    try:
        backends.resolve("flydsl", plat)
    except (RuntimeError, ValueError) as exc:
        print(exc)
        return 1
    print("\n".join(_environment(plat, "flydsl")), flush=True)
    try:
        result = _shipped_selftest.run(_shipped_selftest.arch(), log=lambda line: print(
            line, flush=True))
    except RuntimeError as exc:  # no archive of current kernels for this arch
        print(exc)
        return 1
    return 1 if result["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
