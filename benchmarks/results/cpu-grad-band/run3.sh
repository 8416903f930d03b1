#!/usr/bin/env bash
# Device run 3 (the H200 host's CPU, pinned to 2 cores), on the final policy: the benchmark with
# its loss-gradient direction over the band, and grad_sum.py's loss gradients for auto and jnp.
set -uo pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD JAX_PLATFORMS=cpu
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DSKBUILD=ON -DCMAKE_INSTALL_PREFIX="$PWD" \
  >/dev/null && cmake --build build -j16 >/dev/null && cmake --install build >/dev/null || exit 1
taskset -c 0,1 python3 -m jax_flynorm.bench --backends auto,jnp --ops rmsnorm --dtypes f32 \
  --rows 1024,2048 --hidden 4096,8192 --directions grad,fwdbwd,bwd --repeats 5 --no-check \
  --warmup-s 0.5 --out /tmp/b >/dev/null 2>"$OUT/bench.log"
cp /tmp/b/table.txt "$OUT/bench_table.txt"; cp /tmp/b/summary.md "$OUT/bench_summary.md"
cp /tmp/b/results.json "$OUT/bench_results.json"
G="taskset -c 0,1 python3 benchmarks/results/cpu-grad-band/grad_sum.py"
for mode in grad_xw grad_x; do
  $G rmsnorm float32 2048x4096,1024x8192,1024x4096,2048x8192,512x4096 jnp,auto $mode 6 2>&1 \
    | tee -a "$OUT/timings.txt"
done
