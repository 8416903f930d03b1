#!/usr/bin/env bash
# The portable-path suite on the H200 machine (jax 0.11.2): the CPU suite without the
# FlyDSL-dependent directories under JAX_PLATFORMS=cpu, then the tests that run on the GPU (the
# Pallas backward compiled there).
# Logs under $OUT. Run from the tree's root.
set -uo pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD
python3 -c "import jax, sys; print('jax', jax.__version__, 'python', sys.version.split()[0])"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DSKBUILD=ON -DCMAKE_INSTALL_PREFIX="$PWD" \
  >/dev/null && cmake --build build -j16 >/dev/null && cmake --install build >/dev/null
JAX_PLATFORMS=cpu python3 -m pytest -q -n 16 -p no:cacheprovider tests --ignore=tests/kernels \
  --ignore=tests/emulator --ignore=tests/rocm_compiler >"$OUT/cpu.log" 2>&1
echo "cpu suite rc=$?"; tail -3 "$OUT/cpu.log"
XLA_PYTHON_CLIENT_PREALLOCATE=false python3 -m pytest -q -n 4 -p no:cacheprovider \
  tests/test_reference.py tests/test_flax.py tests/test_validation.py \
  tests/test_rank_promotion.py tests/test_pallas.py >"$OUT/gpu.log" 2>&1
echo "gpu suite rc=$?"; tail -3 "$OUT/gpu.log"
