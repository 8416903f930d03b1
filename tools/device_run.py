"""The device-machine runs (an NVIDIA GPU, jax with CUDA), one per command.

Logs and results go under OUT (the folder that comes back); run from anywhere in the tree.

    python3 tools/device_run.py RUN --out OUT

Runs:
  suite         the portable-path suite: the CPU suite without the FlyDSL-dependent folders under
                JAX_PLATFORMS=cpu, then the tests that run on the GPU (the Pallas backward
                compiled there); cpu.log, gpu.log
  quantize      the quantize and Flax-quantize tests on the GPU, then the quantized forwards
                timed beside a plain-jnp norm followed by a jnp quantize; h200-quantize/
  bench         the full default benchmark matrix of the portable path against plain jnp, with
                kernel time; h200-portable/
  check         kernel time on the residual cases and wall/kernel agreement at large shapes
                (16 GiB of live outputs per batch), about a minute; h200-check/
  diag          the profiler's planes and lines, kernel time per case with the kernels each call
                launches, the compiled HLO of both, and the quick benchmark; diag/, quick/
  multiprocess  two processes, one GPU each (a 2-GPU machine), joined by jax.distributed on
                127.0.0.1: tools/multiprocess_worker.py on the portable path, compared with one
                device; mp/, worker*.log
Results worth keeping are committed under benchmarks/results/<name>/ with a COMMAND file.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GPU_TESTS = ["tests/test_reference.py", "tests/test_flax.py", "tests/test_validation.py",
             "tests/test_rank_promotion.py", "tests/test_pallas.py"]
# The folders that need FlyDSL or the ROCm compiler environment.
CPU_SUITE_SKIPS = ["tests/kernels", "tests/perf_model", "tests/emulator", "tests/rocm_compiler"]


def sh(cmd: list[str], log: Path | None = None, **env: str) -> int:
    """Runs cmd from the tree's root (output to log, else through), prints its exit status."""
    print("$", " ".join(cmd), flush=True)
    full_env = {**os.environ, **env}
    if log is None:
        return subprocess.run(cmd, cwd=ROOT, env=full_env).returncode
    with open(log, "w") as f:
        rc = subprocess.run(cmd, cwd=ROOT, env=full_env, stdout=f,
                            stderr=subprocess.STDOUT).returncode
    tail = log.read_text().splitlines()[-5:]
    print(f"rc={rc} ({log.name})", *tail, sep="\n", flush=True)
    return rc


def build() -> None:
    """The native libraries in place (the CPU custom call is part of the suite)."""
    quiet = {"stdout": subprocess.DEVNULL}
    for cmd in (["cmake", "-S", ".", "-B", "build", "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
                 "-DSKBUILD=ON", "-DFLYNORM_GLIBC=OFF", f"-DCMAKE_INSTALL_PREFIX={ROOT}"],
                ["cmake", "--build", "build", "-j16"], ["cmake", "--install", "build"]):
        subprocess.run(cmd, cwd=ROOT, check=True, **quiet)


def bench(out: Path, name: str, *args: str) -> int:
    """python -m jax_flynorm.bench on GPU 0, results under out/name, its log as name.log."""
    return sh([sys.executable, "-m", "jax_flynorm.bench", *args, "--out", str(out / name)],
              out / f"{name}.log", CUDA_VISIBLE_DEVICES="0")


def run_suite(out: Path) -> int:
    build()
    skips = [f"--ignore={d}" for d in CPU_SUITE_SKIPS]
    rc = sh([sys.executable, "-m", "pytest", "-q", "-n", "16", "-p", "no:cacheprovider", "tests",
             *skips], out / "cpu.log", JAX_PLATFORMS="cpu")
    return rc | sh([sys.executable, "-m", "pytest", "-q", "-n", "4", "-p", "no:cacheprovider",
                    *GPU_TESTS], out / "gpu.log", XLA_PYTHON_CLIENT_PREALLOCATE="false")


def run_quantize(out: Path) -> int:
    build()
    rc = sh([sys.executable, "-m", "pytest", "-q", "-n", "4", "-rf", "--tb=short", "-p",
             "no:cacheprovider", "tests/test_quantize.py", "tests/test_flax_quantize.py"],
            out / "gpu-quantize.log", XLA_PYTHON_CLIENT_PREALLOCATE="false")
    return rc | bench(out, "h200-quantize", "--backends", "xla,jnp", "--ops", "rmsnorm,layernorm",
                      "--dtypes", "bf16", "--rows", "4096,32768", "--hidden", "4096",
                      "--directions", "fwd", "--quant", "int8,fp8,fp8-g128,fp8-tensor,int8-smooth",
                      "--quant-ops", "rmsnorm,layernorm", "--quant-dtypes", "bfloat16",
                      "--quant-hidden", "4096,8192", "--repeats", "5", "--warmup-s", "0.5")


def run_bench(out: Path) -> int:
    return bench(out, "h200-portable", "--backends", "xla,jnp", "--repeats", "5",
                 "--time-budget-s", "480")


def run_check(out: Path) -> int:
    rc = bench(out, "h200-check", "--backends", "xla,jnp", "--ops",
               "rmsnorm,rmsnorm+weight+residual", "--dtypes", "bf16", "--rows", "1024,32768",
               "--hidden", "1024,8192", "--repeats", "5", "--warmup-s", "0.5")
    rows = json.loads((out / "h200-check" / "results.json").read_text())["rows"]
    for r in (r for r in rows if r["status"] == "ok"):
        k = r.get("kernel_us")
        ratio = None if k is None else round(k / r["median_us"], 3)
        print(r["op"], r["direction"], r["M"], r["N"], r["backend"], round(r["median_us"], 1),
              None if k is None else round(k, 1), ratio, r.get("kernels_per_call"))
    return rc


# The diagnosis cases: (op, dtype, M, N); the HLO is written for the first.
DIAG_CASES = [("rmsnorm", "bfloat16", 32768, 8192), ("rmsnorm", "bfloat16", 32768, 1024),
              ("layernorm", "bfloat16", 32768, 8192),
              ("rmsnorm+weight+residual", "bfloat16", 32768, 8192),
              ("rmsnorm", "bfloat16", 1024, 1024)]


def _planes_seen(jax, timing, out) -> None:
    """Which planes and lines a trace holds, with event counts (checks device_kernel_events)."""
    from jax.profiler import ProfileData

    f = jax.jit(lambda x: x * 2.0 + 1.0)
    x = jax.numpy.ones((4096, 4096))
    f(x).block_until_ready()
    with tempfile.TemporaryDirectory() as tmp:
        jax.profiler.start_trace(tmp)
        for _ in range(5):
            f(x).block_until_ready()
        jax.profiler.stop_trace()
        pd = ProfileData.from_file(glob.glob(f"{tmp}/**/*.xplane.pb", recursive=True)[0])
        for plane in pd.planes:
            lines = [(line.name, len(list(line.events))) for line in plane.lines]
            print(f"plane {plane.name!r}: {lines[:12]}", file=out)
        print("kernel events:", timing.device_kernel_events(pd), file=out)


def run_diag(out: Path) -> int:
    import jax
    import jax.numpy as jnp

    from jax_flynorm._bytes import bytes_moved, parse_op
    from jax_flynorm.bench import timing
    from jax_flynorm.bench.cases import Case, make_inputs

    dest = out / "diag"
    dest.mkdir(parents=True, exist_ok=True)
    with open(dest / "diag.txt", "w") as f:
        print(jax.__version__, jax.devices(), file=f, flush=True)
        _planes_seen(jax, timing, f)
        key = jax.random.key(0)
        for op, dt, m, n in DIAG_CASES:
            spec = parse_op(op)
            slots = [make_inputs(spec, m, n, jnp.dtype(dt), i, key) for i in range(4)]
            for backend in ("xla", "jnp"):
                case = Case(spec, backend)
                for d in ("fwd", "bwd", "fwdbwd"):
                    args = case.prepare(d, slots)
                    fn = getattr(case, d)
                    r = timing.time_fn(fn, args, repeats=5, min_batch_s=0.01, warm_s=0.05,
                                       out_bytes=m * n * 8, kernels=True)
                    gb = bytes_moved(spec, d, m, n, jnp.dtype(dt))
                    print(f"{op} {dt} {m}x{n} {backend} {d}: wall {r['median_s'] * 1e6:.1f} us, "
                          f"kernel {r.get('kernel_s', 0) * 1e6:.1f} us "
                          f"({gb / r.get('kernel_s', 1) / 1e9:.0f} GB/s), "
                          f"{r.get('kernels_per_call')} kernels/call", file=f)
                    for name, us in r.get("kernels", []):
                        print(f"    {us:9.1f} us  {name}", file=f)
                    f.flush()
                    if (op, dt, m, n) == DIAG_CASES[0] and d != "bwd":
                        text = fn.lower(*args[0]).compile().as_text()
                        (dest / f"hlo_{backend}_{d}.txt").write_text(text)
                    del args
            del slots
    return bench(out, "quick", "--quick", "--backends", "xla,jnp")


def _compare_multiprocess(folder: Path, impl: str) -> int:
    """The workers' results against the same functions on one device in this process."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    from tools import multiprocess_worker as worker

    jax.config.update("jax_default_matmul_precision", "highest")
    meta = json.loads((folder / "hlo.json").read_text())
    got = dict(np.load(folder / "results.npz"))
    data = {k: jnp.asarray(v) for k, v in worker.inputs(np).items()}
    grad, step_loss = worker.functions(impl)
    grads = jax.jit(grad)(data["x"], data["w"], data["b"], data["r"], data["w2"])
    params = {k: data[k] for k in ("w", "b", "w2", "proj")}
    g = jax.jit(jax.grad(step_loss))(params, data["x"])
    want = {f"{layout}/{i}": np.asarray(v) for layout in worker.LAYOUTS
            for i, v in enumerate(grads)}
    want.update({f"shard_map/{k}": np.asarray(params[k] - 0.1 * g[k]) for k in params})
    print(f"{meta['processes']} processes, {meta['devices']} x {meta['device_kind']}, jax "
          f"{meta['jax']}, norms: {meta['norm_backend']}")
    worst = 0.0
    for k in sorted(want):
        rel = float(np.max(np.abs(got[k] - want[k])) / max(np.max(np.abs(want[k])), 1e-30))
        worst = max(worst, rel)
        print(f"{k:20s} max |diff| / max |value| = {rel:.2e}")
    for layout, counts in meta["hlo"].items():
        print(f"{layout:10s} {counts}")
    gathers = sum(c["all-gather"] for c in meta["hlo"].values())
    print(f"worst relative difference {worst:.2e}; all-gathers: {gathers}")
    return 0 if worst < 1e-4 and gathers == 0 else 1


def run_multiprocess(out: Path, impl: str = "xla") -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "NCCL_NVLS_ENABLE": "0"}
    workers = []
    for i in (0, 1):
        cmd = ["timeout", "300", sys.executable, "tools/multiprocess_worker.py", "--platform",
               "cuda", "--backend", impl, "--coordinator", f"127.0.0.1:{port}",
               "--num-processes", "2", "--process-id", str(i), "--out", str(out / "mp")]
        log = open(out / f"worker{i}.log", "w")
        workers.append(subprocess.Popen(cmd, cwd=ROOT, env={**env, "CUDA_VISIBLE_DEVICES": str(i)},
                                        stdout=log, stderr=subprocess.STDOUT))
    if any(w.wait() for w in workers):
        for i in (0, 1):
            print(*(out / f"worker{i}.log").read_text().splitlines()[-3:], sep="\n")
        return 1
    os.environ["CUDA_VISIBLE_DEVICES"] = "0"
    return _compare_multiprocess(out / "mp", impl)


RUNS = {"suite": run_suite, "quantize": run_quantize, "bench": run_bench, "check": run_check,
        "diag": run_diag, "multiprocess": run_multiprocess}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog=__doc__.split("\n\n", 2)[2])
    parser.add_argument("run", choices=sorted(RUNS))
    parser.add_argument("--out", type=Path, default=os.environ.get("OUT") or None,
                        help="where logs and results go (default: $OUT)")
    args = parser.parse_args(argv)
    if args.out is None:
        parser.error("--out (or $OUT) is required")
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ.update(PYTHONUNBUFFERED="1", PYTHONPATH=str(ROOT))
    sys.path.insert(0, str(ROOT))  # the runs that work in this process import the tree
    if shutil.which("nvidia-smi"):
        sh(["nvidia-smi", "-L"])
    sh([sys.executable, "-c", "import jax, sys; print('jax', jax.__version__, jax.devices(), "
        "'python', sys.version.split()[0])"])
    return RUNS[args.run](args.out)


if __name__ == "__main__":
    sys.exit(main())
