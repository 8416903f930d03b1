#!/usr/bin/env bash
# Device run 2 (one H200): the full default benchmark matrix of the portable path against plain
# jnp, with kernel time. Results under $OUT/h200-portable; commit them as
# benchmarks/results/h200-portable. Run from the tree's root.
set -uo pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD
nvidia-smi -L
CUDA_VISIBLE_DEVICES=0 python3 -m jax_flynorm.bench --backends xla,jnp --repeats 5 \
  --time-budget-s 480 --out "$OUT/h200-portable" 2>"$OUT/bench.log" | tail -2
tail -3 "$OUT/bench.log"
cat "$OUT/h200-portable/summary.md" | tail -12
