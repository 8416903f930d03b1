#!/usr/bin/env bash
# Device run 2 (the H200 host's CPU, pinned to 2 cores): f32 RMSNorm, the C++ backward (auto) and
# the portable backward's two RMSNorm forms against plain jnp in all four modes of grad_sum.py.
set -uo pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD JAX_PLATFORMS=cpu
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DSKBUILD=ON -DCMAKE_INSTALL_PREFIX="$PWD" \
  >/dev/null && cmake --build build -j16 >/dev/null && cmake --install build >/dev/null || exit 1
G="taskset -c 0,1 python3 benchmarks/results/cpu-grad-band/grad_sum.py"
S=2048x4096,1024x8192,1024x4096,512x4096,2048x2048,1024x2048,1024x1024,512x8192,2048x8192,4096x4096
for mode in grad_xw grad_x vjp bwd; do
  GRAD_SUM_HLO=$OUT/hlo_$mode.txt $G rmsnorm float32 $S jnp,auto,xla:row_scale,xla:input_sums \
    $mode 6 2>&1 | tee -a "$OUT/timings.txt"
done
