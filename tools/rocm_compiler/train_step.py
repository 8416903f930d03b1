"""The Flax example's training step exported for ROCm, then compiled by XLA's real ROCm compiler.

`examples/train_flax.py`'s model, loss and optimiser (its `build`), the step `jax.jit`-ed as the
example jits it (value_and_grad of the loss, then the optax update), exported with `jax.export`
for platform "rocm" (with JAX_FLYNORM_ROCM_ARCH set to ``--archs``), then deserialised and
compiled for each of those archs (or ``--compile-archs``) by JAX's ROCm plugin without a GPU
(plugin.py). The export runs in a child process without the plugin registered (with it,
`jax.export` for "rocm" tries to start the backend); ``--export-only`` runs just that part, here,
and needs no plugin at all.

It reports the wall time of the first export (the first lowering of the step: with
implementation="flydsl" that includes building the kernels' code objects, or finding them in the
kernel cache) and of a second one in the same process (a new model and step, traced again), the
custom calls in the exported module and in each compiled (optimised) HLO, by target, and whether
each compile succeeded. It exits non-zero when the export or a compile fails, when the norms that
should be custom calls (implementation "flydsl", or "auto" where it picks flydsl for ROCm) are not
all `flynorm_rocm_launch` calls in the compiled HLO, or when ones that should not be, are.

    python -m tools.rocm_compiler.train_step --implementation xla --archs gfx942,gfx950
    python -m tools.rocm_compiler.train_step --implementation flydsl --archs gfx942 --export-only
    python -m tools.rocm_compiler.train_step --from-export DIR   # what --export-to DIR wrote
    python -m tools.rocm_compiler.train_step --model families --implementation flydsl

``--model families`` exports instead one step holding the norm calls of real model families
(tools/model_families.py: weight offsets, f32 outputs and residual streams, per-head LayerNorm,
grouped quantized scales...), each differentiated as training does or run forward as inference
does; their calls ask for the FlyDSL kernels themselves (``--implementation`` does not apply), so
each must be one launch per direction.

Run from a checkout or a copy holding tools/ and examples/, with jax_flynorm importable (an
installed wheel or PYTHONPATH=<checkout>); the compile needs JAX's ROCm plugin (run.sh, or
`.ci/run`'s rocm12 stage).
"""

from __future__ import annotations

import argparse
import collections
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LAUNCHER = "flynorm_rocm_launch"
# What --export-to writes and --from-export reads: the serialised export and its report.
ARTIFACT, EXPORT_REPORT = "step.bin", "export.json"

# Custom calls in StableHLO text (the export) and in optimised HLO text (the compile).
_MLIR_CALL = re.compile(r"stablehlo\.custom_call @([\w$.\-]+)")
_HLO_CALL = re.compile(r'custom_call_target="([^"]+)"')


def load_example():
    """examples/train_flax.py as a module (it is not part of the package)."""
    path = ROOT / "examples" / "train_flax.py"
    spec = importlib.util.spec_from_file_location("train_flax", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # flax's dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def count_calls(pattern: re.Pattern, text: str) -> dict[str, int]:
    return dict(sorted(collections.Counter(pattern.findall(text)).items()))


def expected_launches(implementation: str, layers: int) -> int:
    """The launcher calls the compiled step must hold: each norm (two per block and the final
    one) forward and backward when the norms run as FlyDSL kernels on ROCm, else none."""
    import jax_flynorm

    norms = 2 * layers + 1
    # which_implementation raises where an explicit request cannot run (the export reports it).
    runs = {jax_flynorm.which_implementation("rocm", implementation, direction=d)
            for d in ("fwd", "bwd")}
    return 2 * norms if runs == {"flydsl"} else 0


def _families_step():
    """(step, argument shapes, launches) of tools/model_families.py's calls as one step."""
    import jax

    from tools import model_families

    families = model_families.families()

    def step(*args):
        out, i = [], 0
        for f in families:
            out.append(model_families.traced(f)(*args[i:i + len(f.args)]))
            i += len(f.args)
        return jax.tree.leaves(out)

    shapes = [a for f in families for a in f.args]
    return step, shapes, sum(model_families.launches(f) for f in families)


def export_step(args) -> dict:
    """Exports the step for ROCm twice in this process; the serialised first export goes to
    ``args.export_to``/step.bin when given. Returns what the report needs."""
    import jax
    import jax.numpy as jnp

    t0 = time.perf_counter()
    import jax_flynorm

    imported = time.perf_counter() - t0
    os.environ["JAX_FLYNORM_ROCM_ARCH"] = args.archs
    example = load_example()
    flags = ["--norm", args.norm, "--implementation", args.implementation,
             "--layers", str(args.layers), *args.example_flags]

    def export_once():
        if args.model == "families":
            step, shapes, _ = _families_step()
            start = time.perf_counter()
            exported = jax.export.export(
                jax.jit(step), platforms=["rocm"],
                disabled_checks=jax_flynorm.export_disabled_checks())(*shapes)
            return exported, time.perf_counter() - start
        ex_args = example.parse_args(flags)
        _, model, tx, _, train_step = example.build(ex_args)
        batch = jax.ShapeDtypeStruct((ex_args.batch, ex_args.seq_len + 1), jnp.int32)
        tokens = jax.ShapeDtypeStruct((1, ex_args.seq_len), jnp.int32)
        params = jax.eval_shape(model.init, jax.random.key(0), tokens)
        opt_state = jax.eval_shape(tx.init, params)
        # Flat arguments and results: optax's states are pytrees `Exported.serialize` cannot
        # name. The computation is the same.
        leaves, tree = jax.tree.flatten((params, opt_state, batch))

        def flat_step(*leaves):
            return jax.tree.leaves(train_step(*jax.tree.unflatten(tree, leaves)))

        start = time.perf_counter()
        exported = jax.export.export(
            jax.jit(flat_step), platforms=["rocm"],
            disabled_checks=jax_flynorm.export_disabled_checks())(*leaves)
        return exported, time.perf_counter() - start

    out = {"model": args.model, "implementation": args.implementation, "norm": args.norm,
           "layers": args.layers,
           "example_flags": args.example_flags,
           "archs": args.archs, "jax": jax.__version__, "python": sys.version.split()[0],
           "import_s": round(imported, 3),
           "flydsl_installed": importlib.util.find_spec("flydsl") is not None,
           "torch_installed": importlib.util.find_spec("torch") is not None}
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", RuntimeWarning)
            runs = {d: jax_flynorm.which_implementation("rocm", args.implementation, direction=d)
                    for d in ("fwd", "bwd")}
        out["runs"] = runs
        out["warnings"] = sorted({str(w.message) for w in caught})
        try:
            jax_flynorm.which_implementation("rocm", "flydsl")
        except Exception as err:  # why the FlyDSL kernels cannot be built or found here
            out["flydsl_unavailable"] = str(err)
        exported, first = export_once()
        _, second = export_once()
        if args.export_to:
            Path(args.export_to).mkdir(parents=True, exist_ok=True)
            (Path(args.export_to) / ARTIFACT).write_bytes(exported.serialize())
    except Exception as err:  # reported, and the exit status says it failed
        out["export_error"] = f"{type(err).__name__}: {err}"
        return out
    out["first_export_s"] = round(first, 3)
    out["second_export_s"] = round(second, 3)
    out["export_calls"] = count_calls(_MLIR_CALL, exported.mlir_module())
    if args.model == "families":  # their calls ask for implementation="flydsl" themselves
        out["expected_launches"] = _families_step()[2]
    else:
        out["expected_launches"] = expected_launches(args.implementation, args.layers)
    return out


def register_plugin() -> float:
    """Registers the ROCm plugin (its stubs built and loaded first); returns the seconds."""
    from . import plugin

    start = time.perf_counter()
    plugin.register()
    return time.perf_counter() - start


def compile_exported(path: Path, arch: str, hlo_dir: str | None = None) -> dict:
    """Deserialises the export and compiles it for ``arch`` with the ROCm plugin (registered)."""
    import jax

    import jax_flynorm  # noqa: F401  (registers the launcher's FFI target for ROCm)

    from . import plugin

    exported = jax.export.deserialize(bytearray(path.read_bytes()))
    start = time.perf_counter()
    try:
        device = plugin.devices(arch)[0]
        compiled = plugin.compile_on(device, exported.call, *exported.in_avals)
    except Exception as err:
        return {"ok": False, "error": f"{type(err).__name__}: {str(err)[:2000]}",
                "seconds": round(time.perf_counter() - start, 3)}
    seconds = time.perf_counter() - start
    hlo = compiled.as_text()
    if hlo_dir:
        Path(hlo_dir).mkdir(parents=True, exist_ok=True)
        (Path(hlo_dir) / f"train_step.{arch}.hlo.txt").write_text(hlo)
    return {"ok": True, "seconds": round(seconds, 3), "calls": count_calls(_HLO_CALL, hlo),
            "launch_archs": sorted({a for c in plugin.launches(hlo) for a in c["archs"]})}


def problems(report: dict) -> list[str]:
    """What makes the run a failure."""
    export = report["export"]
    if "export_error" in export:
        return [f"export failed: {export['export_error']}"]
    out = []
    expected = export["expected_launches"]
    for arch, result in report.get("compile", {}).items():
        if not result["ok"]:
            out.append(f"compile for {arch} failed: {result['error']}")
            continue
        got = result["calls"].get(LAUNCHER, 0)
        if got != expected:
            out.append(f"compile for {arch}: {got} {LAUNCHER} calls, expected {expected}")
        if expected and arch not in result["launch_archs"]:
            out.append(f"compile for {arch}: the launches carry code objects for "
                       f"{result['launch_archs']}, not {arch}")
    if report.get("compile") is None and export["export_calls"].get(LAUNCHER, 0) != expected:
        out.append(f"export: {export['export_calls'].get(LAUNCHER, 0)} {LAUNCHER} calls, "
                   f"expected {expected}")
    return out


def describe(report: dict) -> str:
    export = report["export"]
    flags = "".join(f" {f}" for f in export.get("example_flags", ()))
    what = (f"training step of examples/train_flax.py ({export['norm']}, {export['layers']} "
            f"layers{flags})" if export.get("model", "example") == "example"
            else "the model families' norm calls (tools/model_families.py)")
    lines = [f"{what}, implementation={export['implementation']!r}, "
             f"JAX_FLYNORM_ROCM_ARCH={export['archs']}; exported under Python "
             f"{export['python']}, jax {export['jax']}, FlyDSL {_have(export['flydsl_installed'])}"
             f", torch {_have(export['torch_installed'])}"]
    if "runs" in export:
        lines.append(f"  norms run on: forward {export['runs']['fwd']}, backward "
                     f"{export['runs']['bwd']}" + "".join(f"\n  warning: {w}"
                                                         for w in export["warnings"]))
    if "flydsl_unavailable" in export:
        lines.append(f"  (flydsl here: {export['flydsl_unavailable']})")
    if "export_error" in export:
        lines.append(f"  export FAILED: {export['export_error']}")
        return "\n".join(lines)
    lines.append(f"  export for rocm: first {export['first_export_s']:.2f} s, second (same "
                 f"process) {export['second_export_s']:.2f} s; import jax_flynorm "
                 f"{export['import_s']:.2f} s")
    lines.append(f"  custom calls in the export: {_calls(export['export_calls'])}")
    if "register_s" in report:
        lines.append(f"  {report['plugin']} registered, deviceless, in "
                     f"{report['register_s']:.2f} s (stand-ins for its ROCm libraries built)")
    for arch, result in report.get("compile", {}).items():
        if result["ok"]:
            lines.append(f"  compile for {arch} ({report['plugin']}): ok in "
                         f"{result['seconds']:.2f} s; custom calls: {_calls(result['calls'])}")
        else:
            lines.append(f"  compile for {arch} ({report['plugin']}): FAILED after "
                         f"{result['seconds']:.2f} s: {result['error']}")
    return "\n".join(lines)


def plugin_version(module: str) -> str:
    """"jax-rocm7-plugin 0.12.0" for the extension module jax_rocm7_plugin."""
    import importlib.metadata

    dist = module.replace("_", "-")
    return f"{dist} {importlib.metadata.version(dist)}"


def _have(installed: bool) -> str:
    return "installed" if installed else "absent"


def _calls(calls: dict[str, int]) -> str:
    return ", ".join(f"{target} x{n}" for target, n in calls.items()) or "none"


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                epilog="Other options go to the example's own parser (e.g. "
                                "--d-model 1024, --batch 8, --seq-len 128).")
    p.add_argument("--implementation", default="auto", choices=("auto", "xla", "flydsl"))
    p.add_argument("--archs", default="gfx942,gfx950",
                   help="JAX_FLYNORM_ROCM_ARCH for the export")
    p.add_argument("--compile-archs",
                   help="compile for these archs only (comma-separated; default: --archs)")
    p.add_argument("--model", default="example", choices=("example", "families"),
                   help="the Flax example's step, or the model families' norm calls")
    p.add_argument("--norm", default="rmsnorm", choices=("rmsnorm", "layernorm"))
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--export-only", action="store_true",
                   help="export here, compile nothing (no plugin needed)")
    p.add_argument("--export-to", help="with --export-only: a folder for the serialised export "
                   "and its report (for --from-export)")
    p.add_argument("--from-export", help="compile the export --export-to wrote there (made "
                   "elsewhere, e.g. under another jax) instead of exporting here")
    p.add_argument("--json", help="write the report there as JSON")
    p.add_argument("--hlo-dir", help="write each arch's compiled (optimised) HLO text there")
    args, args.example_flags = p.parse_known_args(argv)
    return args


def export_in_child(args, out: Path) -> bool:
    """Runs the export in a fresh interpreter without the plugin registered, into ``out``."""
    child = [sys.executable, "-m", "tools.rocm_compiler.train_step", "--export-only",
             "--model", args.model, "--implementation", args.implementation, "--archs", args.archs,
             "--norm", args.norm, "--layers", str(args.layers), "--export-to", str(out),
             *args.example_flags]
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    run = subprocess.run(child, cwd=ROOT, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": path, "JAX_PLATFORMS": "cpu"})
    if not (out / EXPORT_REPORT).exists():
        sys.stderr.write(run.stdout + run.stderr)
        print("the export process failed before reporting", file=sys.stderr)
        return False
    return True


def main(argv=None) -> int:
    args = parse_args(argv)
    # Importing plugin.py (not registering it) quiets the plugin's no-GPU error in this process.
    from . import plugin

    if args.export_only:
        report = {"export": export_step(args)}
        if args.export_to:
            Path(args.export_to).mkdir(parents=True, exist_ok=True)
            (Path(args.export_to) / EXPORT_REPORT).write_text(json.dumps(report, indent=1))
    else:
        with tempfile.TemporaryDirectory(prefix="flynorm-train-step-") as tmp:
            source = Path(args.from_export or tmp)
            if not args.from_export and not export_in_child(args, source):
                return 1
            report = {"export": json.loads((source / EXPORT_REPORT).read_text())["export"]}
            if "export_error" not in report["export"]:
                archs = args.compile_archs or report["export"]["archs"]
                report["plugin"] = (f"{plugin_version(plugin.plugin_names()[1])}, jax "
                                    f"{plugin_version('jax').split()[1]}")
                report["register_s"] = round(register_plugin(), 3)
                report["compile"] = {arch: compile_exported(source / ARTIFACT, arch, args.hlo_dir)
                                     for arch in archs.split(",")}
    report["problems"] = problems(report)
    print(describe(report))
    for problem in report["problems"]:
        print(f"FAIL: {problem}")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=1) + "\n")
    return 1 if report["problems"] else 0


if __name__ == "__main__":
    sys.exit(main())
