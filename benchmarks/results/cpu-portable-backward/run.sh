#!/usr/bin/env bash
# The portable backward (implementation "xla") against plain jnp's own vjp, on the CPU, pinned to
# two cores: one process per (tree, norm, dtype), each timing jnp and xla interleaved
# (benchmarks/experiments/grad_interleaved.py). Trees: "new" is this checkout; "head" and "pre"
# are jax_flynorm/ packages of earlier commits extracted under TREES (see COMMAND).
# Usage: run.sh OUT MODE [TREES...]
set -u
out=$1 mode=$2
shift 2
mkdir -p "$out"
for tree in "$@"; do
  path=.
  [ "$tree" != new ] && path=$TREES/$tree
  for norm in rmsnorm layernorm; do
    for dtype in float32 bfloat16; do
      PYTHONPATH=$path:. JAX_PLATFORMS=cpu taskset -c 0,1 python \
        benchmarks/experiments/grad_interleaved.py "$norm" "$dtype" 4096x1024,2048x4096 \
        jnp,xla "$mode" "${REPEATS:-7}" 2>&1 | grep -v -i warn | tee -a "$out/$tree-$mode.txt"
    done
  done
done
