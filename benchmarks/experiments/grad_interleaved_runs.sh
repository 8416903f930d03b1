#!/usr/bin/env bash
# The portable backward (implementation "xla") against plain jnp's own vjp on the CPU: one process
# per (tree, norm, dtype, mode), each pinned to two cores of its own and timing its variants
# interleaved (benchmarks/experiments/grad_interleaved.py); up to JOBS processes at once, on
# disjoint core pairs. Trees: "new" is this checkout; others are jax_flynorm/ packages of earlier
# commits extracted under TREES (see benchmarks/results/cpu-portable-backward/COMMAND). Needs the C++ library built for the "cpu" variant.
# Usage: grad_interleaved_runs.sh OUT "TREE:MODE:VARIANTS ..."    (e.g. "new:bwd:jnp,xla head:bwd:jnp,xla")
set -u
out=$1
mkdir -p "$out"
jobs=${JOBS:-4}
slot=0
for spec in $2; do
  IFS=: read -r tree mode variants <<< "$spec"
  path=.
  [ "$tree" != new ] && path=$TREES/$tree
  for norm in rmsnorm layernorm; do
    for dtype in float32 bfloat16; do
      cores="$((2 * slot)),$((2 * slot + 1))"
      (PYTHONPATH=$path:. JAX_PLATFORMS=cpu taskset -c "$cores" python \
        benchmarks/experiments/grad_interleaved.py "$norm" "$dtype" ${SHAPES:-4096x1024,2048x4096} \
        "$variants" "$mode" "${REPEATS:-7}" > "$out/$tree-$mode-$norm-$dtype.txt" 2>&1) &
      slot=$(((slot + 1) % jobs))
      [ "$slot" -eq 0 ] && wait
    done
  done
done
wait
