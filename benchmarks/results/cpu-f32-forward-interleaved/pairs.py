"""CPU forwards timed interleaved: every round calls each implementation once on the same slot
(order reversed every other round), so drift, order and buffer effects fall on all of them alike.
Prints per case the median time of each and the median of the per-round ratios to plain jnp.

python pairs.py ROUNDS  (from the repository root, PYTHONPATH=.)
"""

import statistics
import sys
import time

import jax
import jax.numpy as jnp

from jax_flynorm.bench.bytemodel import parse_op
from jax_flynorm.bench.cases import Case, make_inputs

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 60
BACKENDS = ("cpu", "xla", "jnp")
SLOTS = 4
CASES = [(op, dt, m, n) for op in ("rmsnorm+weight", "layernorm+weight+bias",
                                   "rmsnorm+weight+residual")
         for dt in ("float32", "bfloat16") for m, n in ((1024, 1024), (4096, 1024), (4096, 4096),
                                                       (16384, 1024), (1024, 8192))]

print(f"{'op':24} {'dtype':9} {'M':>6} {'N':>5} " + " ".join(f"{b + ' us':>10}" for b in BACKENDS)
      + "  jnp/cpu  jnp/xla   (median of per-round ratios)")
for op, dt, m, n in CASES:
    spec = parse_op(op)
    slots = [make_inputs(spec, m, n, jnp.dtype(dt), i, jax.random.key(0)) for i in range(SLOTS)]
    fns = {b: Case(spec, b).fwd for b in BACKENDS}
    for b in BACKENDS:  # compile and warm
        for a, _ in slots:
            jax.block_until_ready(fns[b](a))
    times = {b: [] for b in BACKENDS}
    for r in range(ROUNDS):
        a = slots[r % SLOTS][0]
        for b in (BACKENDS if r % 2 == 0 else BACKENDS[::-1]):
            t0 = time.perf_counter()
            jax.block_until_ready(fns[b](a))
            times[b].append(time.perf_counter() - t0)
    med = {b: statistics.median(t) * 1e6 for b, t in times.items()}
    ratio = {b: statistics.median(j / x for j, x in zip(times["jnp"], times[b]))
             for b in ("cpu", "xla")}
    print(f"{op:24} {dt:9} {m:>6} {n:>5} " + " ".join(f"{med[b]:10.1f}" for b in BACKENDS)
          + f"  {ratio['cpu']:7.2f}  {ratio['xla']:7.2f}", flush=True)
