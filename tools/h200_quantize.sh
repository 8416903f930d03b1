#!/usr/bin/env bash
# The quantized outputs on the H200 machine (jax 0.11.2, CUDA): the quantize and Flax-quantize
# tests on the GPU (the portable path), then the quantized forwards timed beside a plain-jnp norm
# followed by a jnp quantize. Logs and results under $OUT. Run from the tree's root.
set -uo pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD XLA_PYTHON_CLIENT_PREALLOCATE=false
python3 -c "import jax, sys; print('jax', jax.__version__, jax.devices(), 'python', sys.version.split()[0])"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DSKBUILD=ON -DCMAKE_INSTALL_PREFIX="$PWD" \
  >/dev/null && cmake --build build -j16 >/dev/null && cmake --install build >/dev/null
python3 -m pytest -q -n 4 -rf --tb=short -p no:cacheprovider tests/test_quantize.py tests/test_flax_quantize.py \
  >"$OUT/gpu-quantize.log" 2>&1
echo "gpu quantize tests rc=$?"; tail -5 "$OUT/gpu-quantize.log"
CUDA_VISIBLE_DEVICES=0 python3 -m jax_flynorm.bench --backends xla,jnp --ops rmsnorm,layernorm \
  --dtypes bf16 --rows 4096,32768 --hidden 4096 --directions fwd \
  --quant int8,fp8,fp8-g128,fp8-tensor,int8-smooth --quant-ops rmsnorm,layernorm \
  --quant-dtypes bfloat16 --quant-hidden 4096,8192 --repeats 5 --warmup-s 0.5 \
  --out "$OUT/h200-quantize" 2>"$OUT/bench.log" | tail -3
echo "bench rc=$?"
