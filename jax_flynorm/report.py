"""``python -m jax_flynorm.report --out DIR``: one folder (and DIR.tar.gz) to attach to an issue.

On ROCm it runs the check of every shipped kernel (``python -m jax_flynorm.selftest --shipped``)
and the benchmark (``python -m jax_flynorm.bench``, then its ``--decode`` matrix of M = 1-256
rows; their results with the performance model's prediction beside each flydsl cell), and adds
the versions, the device's arch and what ``rocm-smi``/``amd-smi`` say. Without a ROCm device it
says so, and still writes the versions and the checks this machine can run (``python -m
jax_flynorm.selftest`` on its backend). Each step runs in a process of its own, its output in
DIR/<step>.txt, so one that fails or crashes still leaves the others' results.

DIR must not exist, be empty, or be a report this command wrote before (it keeps the list of what
it wrote in DIR/.jax_flynorm_report): anything else is refused, so nothing already there is
overwritten or packed into the tarball. A previous report there is replaced. The tarball
DIR.tar.gz beside it holds exactly the files this run wrote, named one by one.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.metadata
import json
import platform
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

DISTRIBUTIONS = ("jax_flynorm", "jax", "jaxlib", "jax-rocm7-plugin", "jax-rocm7-pjrt",
                 "jax-rocm10-plugin", "jax-rocm10-pjrt", "flydsl", "torch", "flax", "numpy",
                 "ml_dtypes")
# The benchmark steps and the folders they write: the default matrix, and the decode matrix (the
# rows a serving step normalises, M = 1-256) with the model's prediction beside each kernel cell.
BENCH_TREES = {"bench": "bench", "bench_decode": "bench-decode"}
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


def _smi(out: Path, written: Written) -> list[str]:
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
        written.add("smi.txt")
        (out / "smi.txt").write_text("\n".join(parts))
    return sorted(set(ran))


MARKER = ".jax_flynorm_report"  # in DIR: the files a report wrote there (JSON)


class Written:
    """The files a report writes in DIR (paths relative to it), kept in DIR's marker file as they
    are written, so that a run that stops early still leaves a folder the next run can replace.
    ``trees``: folders a step fills (the benchmark's), everything under them the report's."""

    def __init__(self, out: Path, tarball: Path):
        self.out, self.tarball = out, tarball
        self.files: list[str] = []
        self.trees: list[str] = []

    def add(self, *names: str, tree: str | None = None) -> None:
        self.files += [n for n in names if n not in self.files]
        if tree is not None and tree not in self.trees:
            self.trees.append(tree)
        (self.out / MARKER).write_text(json.dumps(
            {"jax_flynorm_report": 1, "tarball": self.tarball.name, "files": self.files,
             "trees": self.trees}, indent=1) + "\n")

    def add_tree(self, tree: str) -> None:
        """Every file under DIR/tree, in name order, once the step that fills it has ended."""
        self.add(*sorted(p.relative_to(self.out).as_posix()
                         for p in (self.out / tree).rglob("*") if p.is_file()))


def _previous(out: Path) -> dict | None:
    """The marker of the report DIR holds, or None when DIR is not one."""
    try:
        marker = json.loads((out / MARKER).read_text())
    except (OSError, ValueError):
        return None
    lists = [marker.get(k, []) if isinstance(marker, dict) else None for k in ("files", "trees")]
    if not (isinstance(marker, dict) and marker.get("jax_flynorm_report") == 1
            and all(isinstance(v, list) and all(isinstance(f, str) for f in v) for v in lists)):
        return None
    return marker


def prepare(out: Path, tarball: Path) -> str | None:
    """Make DIR ready for a report: None when it is, else why it is refused. A previous report
    (every entry of DIR its own: listed in its marker, a folder above one, or under one of its
    trees) is removed first; nothing else is ever removed or overwritten."""
    if out.exists() and not out.is_dir():
        return f"--out {out} is a file, not a folder; name a new folder, e.g. --out flynorm-report"
    if out.is_dir() and any(out.iterdir()):
        marker = _previous(out)
        if marker is None:
            return (f"--out {out} is not empty and holds no previous report (no {MARKER} file): "
                    "the report would mix what is there into the tarball it asks you to attach. "
                    "Name a new or empty folder, e.g. --out flynorm-report")
        listed = set(marker["files"]) | {MARKER}
        trees = {t for t in marker.get("trees", []) if not (out / t).is_symlink()}
        parents = {q.as_posix() for f in listed | trees for q in Path(f).parents} - {"."}
        foreign = sorted(e for e in (p.relative_to(out).as_posix() for p in out.rglob("*"))
                         if e not in listed | parents | trees
                         and not any(e.startswith(t + "/") for t in trees))
        if foreign:
            shown = ", ".join(foreign[:5]) + (f" and {len(foreign) - 5} more"
                                              if len(foreign) > 5 else "")
            return (f"--out {out} holds a previous report and files it did not write ({shown}); "
                    "move them away or name a new folder")
        for tree in trees:
            shutil.rmtree(out / tree, ignore_errors=True)
        for name in listed:
            path = out / name
            if path.is_file() or path.is_symlink():
                path.unlink()
        for parent in sorted(parents, key=lambda q: -q.count("/")):
            with contextlib.suppress(OSError):  # not empty: left in place
                (out / parent).rmdir()
        return None
    if tarball.exists():
        return (f"{tarball} exists and is not the tarball of a report in {out}; move it away or "
                "name another folder")
    return None


def _step(name: str, args: list[str], out: Path, log, written: Written) -> dict:
    """``python ARGS`` (``-m MODULE ...``) in a process of its own, its output in DIR/NAME.txt
    and echoed."""
    cmd = [sys.executable, *args]
    log(f"== {name}: python {shlex.join(cmd[1:])}")
    start = time.time()
    written.add(f"{name}.txt")
    with open(out / f"{name}.txt", "w") as f, tempfile.TemporaryDirectory() as cwd:
        f.write(f"$ python {shlex.join(cmd[1:])}\n")
        f.flush()
        # Run from an empty folder: `python -m` puts the current directory first on the path, and
        # a source checkout there would shadow the installed package; and what a step might leave
        # in its working directory stays out of DIR.
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                cwd=cwd)
        for line in proc.stdout:
            f.write(line)
            log(line.rstrip("\n"))
        code = proc.wait()
    log(f"== {name}: exit status {code} in {time.time() - start:.0f} s")
    return {"command": shlex.join(["python", *cmd[1:]]), "exit_status": code,
            "seconds": round(time.time() - start, 1), "output": f"{name}.txt"}


def plan(env: dict, args: argparse.Namespace, out: Path) -> list[tuple[str, list[str]]]:
    """The steps to run: (name, the arguments of ``python``)."""
    if env["platform"] != "rocm":
        return [("selftest", ["-m", "jax_flynorm.selftest", *shlex.split(args.selftest_args)])]
    bench = ["-m", "jax_flynorm.bench", "--out", str(out / "bench")]
    bench += ["--quick"] if args.quick else []
    decode = ["-m", "jax_flynorm.bench", "--decode", "--out",
              str(out / BENCH_TREES["bench_decode"])]
    return [("selftest_shipped", ["-m", "jax_flynorm.selftest", "--shipped"]),
            ("bench", bench + shlex.split(args.bench_args)),
            ("bench_decode", decode + shlex.split(args.bench_args))]


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
    out = args.out.expanduser().resolve()
    tarball = out.parent / f"{out.name}.tar.gz"
    refused = prepare(out, tarball)
    if refused:
        parser.error(refused)
    out.mkdir(parents=True, exist_ok=True)
    written = Written(out, tarball)
    written.add()  # the marker first: a run that stops early still leaves a replaceable folder
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
    report["smi"] = _smi(out, written)
    steps = report["steps"]
    for name, step_args in plan(env, args, out):
        tree = BENCH_TREES.get(name)
        if tree:
            written.add(tree=tree)  # the benchmark writes its files there
        steps[name] = _step(name, step_args, out, log, written)
        if tree and (out / tree).is_dir():
            written.add_tree(tree)
    written.add("report.json", "console.txt")
    report["files"] = list(written.files)
    (out / "report.json").write_text(json.dumps(report, indent=1, sort_keys=True) + "\n")
    (out / "console.txt").write_text("\n".join(lines) + "\n")
    with tarfile.open(tarball, "w:gz") as tar:
        # Only what this run wrote, file by file (never the folder: it may hold other things).
        for name in written.files:
            tar.add(out / name, arcname=f"{out.name}/{name}", recursive=False)
    failed = [name for name, step in steps.items() if step["exit_status"]]
    print(f"wrote {out} and {tarball}" + (f"; failed: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
