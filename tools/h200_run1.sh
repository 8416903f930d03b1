#!/usr/bin/env bash
# Device run 1 (one H200): profiler-method check, diagnosis of the portable path vs plain jnp,
# and the quick benchmark with kernel time. Outputs under $OUT. Run from the tree's root.
set -uo pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD
nvidia-smi -L; python3 -c "import jax; print(jax.__version__, jax.devices())"
python3 tools/h200_diag.py "$OUT/diag" 2>&1 | tail -5
python3 -m jax_flynorm.bench --quick --backends xla,jnp --out "$OUT/quick" 2>"$OUT/quick.log" |
  tail -3
cat "$OUT/diag/diag.txt" "$OUT/quick/summary.md"
cd "$OUT" && tar czf diag.tgz diag quick && rm -rf diag quick
