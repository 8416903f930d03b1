"""GPU diagnosis of the portable path against plain jnp: kernel time per case with the kernels
each call launches, the compiled HLO of both, and the profiler's plane/line names.

    python tools/h200_diag.py OUT_DIR
"""

from __future__ import annotations

import glob
import os
import sys
import tempfile

import jax
import jax.numpy as jnp

from jax_flynorm.bench import timing
from jax_flynorm.bench.bytemodel import bytes_moved, parse_op
from jax_flynorm.bench.cases import Case, make_inputs

CASES = [("rmsnorm", "bfloat16", 32768, 8192), ("rmsnorm", "bfloat16", 32768, 1024),
         ("layernorm", "bfloat16", 32768, 8192), ("rmsnorm+weight+residual", "bfloat16", 32768,
                                                  8192), ("rmsnorm", "bfloat16", 1024, 1024)]
HLO_CASE = CASES[0]


def lines_seen(out) -> None:
    """Which planes and lines a trace holds, with event counts (checks device_kernel_events)."""
    from jax.profiler import ProfileData

    f = jax.jit(lambda x: x * 2.0 + 1.0)
    x = jnp.ones((4096, 4096))
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


def main() -> None:
    dest = sys.argv[1]
    os.makedirs(dest, exist_ok=True)
    out = open(os.path.join(dest, "diag.txt"), "w")
    print(jax.__version__, jax.devices(), file=out, flush=True)
    lines_seen(out)
    key = jax.random.key(0)
    for op, dt, m, n in CASES:
        spec = parse_op(op)
        slots = [make_inputs(spec, m, n, jnp.dtype(dt), i, key) for i in range(4)]
        for be in ("xla", "jnp"):
            case = Case(spec, be)
            for d in ("fwd", "bwd", "fwdbwd"):
                args = case.prepare(d, slots)
                fn = getattr(case, d)
                r = timing.time_fn(fn, args, repeats=5, min_batch_s=0.01, warm_s=0.05,
                                   out_bytes=m * n * 8, kernels=True)
                gb = bytes_moved(spec, d, m, n, jnp.dtype(dt))
                print(f"{op} {dt} {m}x{n} {be} {d}: wall {r['median_s'] * 1e6:.1f} us, kernel "
                      f"{r.get('kernel_s', 0) * 1e6:.1f} us ({gb / r.get('kernel_s', 1) / 1e9:.0f}"
                      f" GB/s), {r.get('kernels_per_call')} kernels/call", file=out)
                for name, us in r.get("kernels", []):
                    print(f"    {us:9.1f} us  {name}", file=out)
                out.flush()
                if (op, dt, m, n) == HLO_CASE and d != "bwd":
                    text = fn.lower(*args[0]).compile().as_text()
                    with open(os.path.join(dest, f"hlo_{be}_{d}.txt"), "w") as f:
                        f.write(text)
                del args
        del slots
    out.close()


if __name__ == "__main__":
    main()
