#!/usr/bin/env bash
# Device run 1 (the H200 host's CPU, pinned to 2 cores): where the loss gradient of plain jnp beats
# the package's, and why. Run from the tree's root; logs under $OUT.
set -uo pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD JAX_PLATFORMS=cpu
{ nproc; lscpu; grep . /sys/devices/system/cpu/cpu0/cache/index*/size; } >"$OUT/machine.txt" 2>&1
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DSKBUILD=ON -DCMAKE_INSTALL_PREFIX="$PWD" \
  >/dev/null && cmake --build build -j16 >/dev/null && cmake --install build >/dev/null || exit 1
G="taskset -c 0,1 python3 benchmarks/results/cpu-grad-band/grad_sum.py"
L="$OUT/timings.txt"
GRAD_SUM_HLO=$OUT/hlo.txt $G rmsnorm float32 2048x4096,1024x8192,1024x4096,4096x4096,2048x8192,4096x2048,8192x1024 \
  jnp,auto,xla,cpu,xla:autodiff,xla:row_scale,xla:input_sums x 8 2>&1 | tee -a "$L"
$G rmsnorm float32 2048x4096,1024x8192 jnp,auto,xla,cpu,xla:autodiff,xla:row_scale xw 8 2>&1 | tee -a "$L"
$G rmsnorm bfloat16 2048x4096,1024x8192 jnp,auto,xla,cpu x 8 2>&1 | tee -a "$L"
$G layernorm float32 2048x4096,1024x8192 jnp,auto,xla,cpu x 8 2>&1 | tee -a "$L"
echo "MALLOC_MMAP_THRESHOLD_=MALLOC_TRIM_THRESHOLD_=1 GiB:" | tee -a "$L"
MALLOC_MMAP_THRESHOLD_=1073741824 MALLOC_TRIM_THRESHOLD_=1073741824 $G rmsnorm float32 \
  2048x4096,1024x8192,4096x4096 jnp,auto,xla,cpu x 8 2>&1 | tee -a "$L"
taskset -c 0,1 python3 -m jax_flynorm.bench --backends auto,jnp --ops rmsnorm --dtypes f32 \
  --rows 2048 --hidden 4096,8192 --directions bwd,fwdbwd --repeats 5 --no-check --out /tmp/b \
  >/dev/null 2>"$OUT/bench.log"; cp /tmp/b/table.txt "$OUT/bench_table.txt"
