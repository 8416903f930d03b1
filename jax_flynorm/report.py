"""``python -m jax_flynorm.report --out DIR``: one folder (and DIR.tar.gz) to attach to an issue.

On ROCm it runs the check of every shipped kernel (``python -m jax_flynorm.selftest --shipped``)
and the benchmark (``python -m jax_flynorm.bench``, its results with the performance model's
prediction beside each flydsl cell), and adds the versions, the device's arch and what
``rocm-smi``/``amd-smi`` say. Without a ROCm device it says so, and still writes the versions and
the checks this machine can run (``python -m jax_flynorm.selftest`` on its backend). Each step runs
in a process of its own, its output in DIR/<step>.txt, so one that fails or crashes still leaves
the others' results.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import platform
import shlex
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

DISTRIBUTIONS = ("jax_flynorm", "jax", "jaxlib", "jax-rocm7-plugin", "jax-rocm7-pjrt",
                 "jax-rocm10-plugin", "jax-rocm10-pjrt", "flydsl", "torch", "flax", "numpy",
                 "ml_dtypes")
SMI = (("rocm-smi", "--showproductname", "--showclocks", "--showmeminfo", "vram",
        "--showdriverversion"), ("amd-smi", "static"), ("amd-smi", "version"))


def _version(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def environment() -> dict:
    """Versions, the platform, the device and its arch, and whether the kernels ship for it."""
    import jax

    from . import __version__, backends
    from .backends import flydsl
    from .backends.flydsl.kernels import prebuilt

    plat = backends.default_platform()
    device = jax.devices()[0]
    env = {"jax_flynorm": __version__, "python": platform.python_version(),
           "os": platform.platform(), "platform": plat, "device_kind": device.device_kind,
           "devices": len(jax.devices()),
           "versions": {d: v for d in DISTRIBUTIONS if (v := _version(d))}}
    if plat == "rocm":
        arch = flydsl.device_arch(device)
        env.update(arch=arch, kernels_shipped=bool(arch and prebuilt.shipped(arch)))
        from .bench import model

        env["model_data"] = model.load(arch)[1] or "current" if arch else "no arch"
    return env


def _smi(out: Path) -> list[str]:
    """Each of rocm-smi's and amd-smi's reports that is installed, into smi.txt."""
    parts, ran = [], []
    for cmd in SMI:
        if shutil.which(cmd[0]) is None:
            continue
        try:
            res = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
            text = res.stdout + res.stderr
        except (OSError, subprocess.TimeoutExpired) as err:
            text = f"{type(err).__name__}: {err}"
        parts.append(f"$ {shlex.join(cmd)}\n{text}")
        ran.append(cmd[0])
    if parts:
        (out / "smi.txt").write_text("\n".join(parts))
    return sorted(set(ran))


def _step(name: str, args: list[str], out: Path, log) -> dict:
    """``python -m ARGS`` in a process of its own, its output in DIR/NAME.txt and echoed."""
    cmd = [sys.executable, "-m", *args]
    log(f"== {name}: python {shlex.join(cmd[1:])}")
    start = time.time()
    with open(out / f"{name}.txt", "w") as f:
        f.write(f"$ python {shlex.join(cmd[1:])}\n")
        f.flush()
        # Run from DIR: `python -m` puts the current directory first on the path, and a source
        # checkout there would shadow the installed package.
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                cwd=out)
        for line in proc.stdout:
            f.write(line)
            log(line.rstrip("\n"))
        code = proc.wait()
    log(f"== {name}: exit status {code} in {time.time() - start:.0f} s")
    return {"command": shlex.join(["python", *cmd[1:]]), "exit_status": code,
            "seconds": round(time.time() - start, 1), "output": f"{name}.txt"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m jax_flynorm.report", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, type=Path, help="the folder to write")
    parser.add_argument("--quick", action="store_true",
                        help="the benchmark's --quick matrix (about a minute) instead of the "
                        "full one (about 8 minutes)")
    parser.add_argument("--bench-args", default="", help="more arguments for the benchmark")
    parser.add_argument("--selftest-args", default="",
                        help="more arguments for the selftest off ROCm (e.g. --dtypes f32)")
    args = parser.parse_args(argv)
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    lines: list[str] = []

    def log(line: str) -> None:
        print(line, flush=True)
        lines.append(line)

    env = environment()
    report = {"command": "python -m jax_flynorm.report " + shlex.join(
        argv if argv is not None else sys.argv[1:]), "environment": env, "steps": {}}
    if env["platform"] != "rocm":
        log(f"No ROCm device found (JAX platform: {env['platform']}): the shipped kernels and "
            "the benchmark need one. Writing the versions and this machine's checks.")
    else:
        log(f"ROCm device {env['device_kind']!r} ({env.get('arch')}); kernels "
            f"{'shipped' if env.get('kernels_shipped') else 'not shipped for this arch'}; "
            f"model data: {env.get('model_data')}")
    log("versions: " + "  ".join(f"{k} {v}" for k, v in env["versions"].items()))
    report["smi"] = _smi(out)
    steps = report["steps"]
    if env["platform"] == "rocm":
        steps["selftest_shipped"] = _step("selftest_shipped",
                                          ["jax_flynorm.selftest", "--shipped"], out, log)
        bench = ["jax_flynorm.bench", "--out", str(out / "bench")]
        bench += ["--quick"] if args.quick else []
        steps["bench"] = _step("bench", bench + shlex.split(args.bench_args), out, log)
    else:
        steps["selftest"] = _step("selftest", ["jax_flynorm.selftest",
                                               *shlex.split(args.selftest_args)], out, log)
    (out / "report.json").write_text(json.dumps(report, indent=1, sort_keys=True) + "\n")
    (out / "console.txt").write_text("\n".join(lines) + "\n")
    tarball = out.parent / f"{out.name}.tar.gz"
    with tarfile.open(tarball, "w:gz") as tar:
        tar.add(out, arcname=out.name)
    failed = [name for name, step in steps.items() if step["exit_status"]]
    print(f"wrote {out} and {tarball}" + (f"; failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
