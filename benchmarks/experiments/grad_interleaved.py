"""The norm's gradient timed interleaved (jax_flynorm.bench.timing.time_interleaved) for plain jnp
and package variants, in one of four modes:
- grad_x: `jax.jit(jax.grad(lambda x, w: norm(x, w).sum()))` (a loss of x; dy is a constant),
- grad_xw: the same with argnums=(0, 1),
- vjp: `y, pull = jax.vjp(norm, x, w); y, pull(dy)` with a random dy (the bench's fwdbwd),
- bwd: `pull(dy)` alone, the vjp function built per slot beforehand (the bench's bwd).

A variant is an implementation name (`jnp`: plain jnp). Inputs rotate over slots past the LLC.

    PYTHONPATH=. python benchmarks/experiments/grad_interleaved.py NORM DTYPE SHAPES VARIANTS \
        [MODE] [REPEATS]
e.g. ... grad_interleaved.py rmsnorm float32 2048x4096,1024x8192 jnp,auto,xla,cpu grad_x 10
(benchmarks/results/cpu-grad-band; its run 1 spelled the modes grad_x and grad_xw `x`, `xw`.)
With GRAD_HLO=FILE the optimised HLO of every variant at the first shape is appended to FILE.
"""

import math
import os
import sys

import jax
import jax.numpy as jnp

import jax_flynorm
from jax_flynorm.bench import timing

EPS = 1e-6
NORM, DTYPE = sys.argv[1], jnp.dtype(sys.argv[2])
SHAPES = [tuple(int(v) for v in s.split("x")) for s in sys.argv[3].split(",")]
VARIANTS = sys.argv[4].split(",")
MODE = sys.argv[5] if len(sys.argv) > 5 else "grad_x"
MODE = {"x": "grad_x", "xw": "grad_xw"}.get(MODE, MODE)
REPEATS = int(sys.argv[6]) if len(sys.argv) > 6 else 10


def plain(x, w):
    h = x.astype(jnp.float32)
    if NORM == "layernorm":
        c = h - jnp.mean(h, axis=-1, keepdims=True)
        y = c * jax.lax.rsqrt(jnp.mean(c * c, axis=-1, keepdims=True) + EPS)
    else:
        y = h * jax.lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + EPS)
    return (y * w.astype(jnp.float32)).astype(x.dtype)


def loss_grad(variant: str):
    op = getattr(jax_flynorm, NORM)

    def norm(x, w):
        return plain(x, w) if variant == "jnp" else op(x, w, eps=EPS, implementation=variant)

    def vjp(x, w, dy):
        y, pull = jax.vjp(norm, x, w)
        return y, *pull(dy)

    if MODE.startswith("grad"):
        g = jax.jit(jax.grad(lambda x, w: norm(x, w).astype(jnp.float32).sum(),
                             argnums=0 if MODE == "grad_x" else (0, 1)))
    elif MODE == "vjp":
        g = jax.jit(vjp)
    else:
        g = jax.jit(lambda pull, dy: pull(dy))
        build = jax.jit(lambda x, w: jax.vjp(norm, x, w)[1])

    def call(*a):
        return g(*a)

    call.hlo = lambda *a: g.lower(*a).compile().as_text()
    if MODE == "bwd":  # the timed arguments: (vjp function, dy) per slot
        call.prepare = lambda slot: (build(slot[0], slot[1]), slot[2])
    else:
        call.prepare = lambda slot: slot if MODE == "vjp" else slot[:2]
    return call


def slots(m, n, count):
    out = []
    for i in range(count):
        kx, kw, kd = jax.random.split(jax.random.key(i), 3)
        x = jax.random.normal(kx, (m, n), jnp.float32).astype(DTYPE)
        w = (1 + 0.1 * jax.random.normal(kw, (n,), jnp.float32)).astype(DTYPE)
        dy = jax.random.normal(kd, (m, n), jnp.float32).astype(DTYPE)
        out.append((x, w, dy))
    return out


print(f"{NORM} {DTYPE.name} {MODE}, "
      f"{REPEATS} interleaved repeats, jax {jax.__version__}; medians in us, jnp/variant ratios")
print(f"{'M':>6} {'N':>6} {'slots':>5} " + " ".join(f"{v:>14}" for v in VARIANTS) + "  "
      + " ".join(f"{'jnp/' + v:>16}" for v in VARIANTS if v != "jnp"))
for m, n in SHAPES:
    act = m * n * DTYPE.itemsize
    hlo_file = os.environ.get("GRAD_HLO")
    k = max(2, min(math.ceil(timing.pool_target("cpu") / act), 16 if MODE != "bwd" else 8))
    args = slots(m, n, k)
    fns = {v: loss_grad(v) for v in VARIANTS}
    if hlo_file and (m, n) == SHAPES[0]:  # the optimised programs of the first shape
        with open(hlo_file, "a") as f:
            for v, fn in fns.items():
                f.write(f"===== {NORM} {DTYPE.name} {MODE} {m}x{n} {v}\n"
                        f"{fn.hlo(*fn.prepare(args[0]))}\n")
    res = timing.time_interleaved(
        {v: (f, [f.prepare(a) for a in args], act) for v, f in fns.items()}, repeats=REPEATS,
        min_batch_s=0.04, warm_s=0.2, sync_each=True)
    med = {v: (r["median_s"] * 1e6 if isinstance(r, dict) else float("nan"))
           for v, r in res.items()}
    for v, r in res.items():
        if not isinstance(r, dict):
            print(f"  {v}: {type(r).__name__}: {r}")
    print(f"{m:>6} {n:>6} {k:>5} " + " ".join(f"{med[v]:14.0f}" for v in VARIANTS) + "  "
          + " ".join(f"{med['jnp'] / med[v]:16.2f}" for v in VARIANTS if v != "jnp"), flush=True)
