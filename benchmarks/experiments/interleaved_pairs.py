"""CPU timings interleaved: every round calls each implementation once on the same slot (order
reversed every other round), so drift, order and buffer effects fall on all of them alike. Prints
per case the median time of each and the median of the per-round ratios to plain jnp.

    PYTHONPATH=. python benchmarks/experiments/interleaved_pairs.py ROUNDS DIRECTION DTYPES BACKENDS
e.g. ... interleaved_pairs.py 60 fwd float32,bfloat16 cpu,xla,jnp
(benchmarks/results/cpu-f32-forward-interleaved)
"""

import statistics
import sys
import time

import jax
import jax.numpy as jnp

from jax_flynorm._bytes import parse_op
from jax_flynorm.bench.cases import Case, make_inputs

ROUNDS, DIRECTION = int(sys.argv[1]), sys.argv[2]
DTYPES, BACKENDS = sys.argv[3].split(","), tuple(sys.argv[4].split(","))
SLOTS = 4
SHAPES = ((1024, 1024), (4096, 1024), (4096, 4096), (16384, 1024), (1024, 8192))
CASES = [(op, dt, m, n) for op in ("rmsnorm+weight", "layernorm+weight+bias",
                                   "rmsnorm+weight+residual") for dt in DTYPES for m, n in SHAPES]
OTHERS = [b for b in BACKENDS if b != "jnp"]

print(f"{DIRECTION}: {'op':24} {'dtype':9} {'M':>6} {'N':>5} "
      + " ".join(f"{b + ' us':>10}" for b in BACKENDS) + "  "
      + " ".join(f"{'jnp/' + b:>9}" for b in OTHERS) + "  (medians of per-round ratios)")
for op, dt, m, n in CASES:
    spec = parse_op(op)
    slots = [make_inputs(spec, m, n, jnp.dtype(dt), i, jax.random.key(0)) for i in range(SLOTS)]
    cases = {b: Case(spec, b) for b in BACKENDS}
    fns = {b: getattr(c, DIRECTION) for b, c in cases.items()}
    args = {b: c.prepare(DIRECTION, slots) for b, c in cases.items()}
    for b in BACKENDS:  # compile and warm
        for a in args[b]:
            jax.block_until_ready(fns[b](*a))
    times = {b: [] for b in BACKENDS}
    for r in range(ROUNDS):
        for b in (BACKENDS if r % 2 == 0 else BACKENDS[::-1]):
            t0 = time.perf_counter()
            jax.block_until_ready(fns[b](*args[b][r % SLOTS]))
            times[b].append(time.perf_counter() - t0)
    med = {b: statistics.median(t) * 1e6 for b, t in times.items()}
    ratio = {b: statistics.median(j / x for j, x in zip(times["jnp"], times[b])) for b in OTHERS}
    print(f"{DIRECTION}: {op:24} {dt:9} {m:>6} {n:>5} "
          + " ".join(f"{med[b]:10.1f}" for b in BACKENDS) + "  "
          + " ".join(f"{ratio[b]:9.2f}" for b in OTHERS), flush=True)
