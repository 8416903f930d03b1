#!/usr/bin/env bash
# Device run 3 (one H200, ~1 minute): kernel time on the residual cases (device copies on the
# stream) and wall/kernel agreement at large shapes with 16 GiB of live outputs per batch.
set -uo pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD
CUDA_VISIBLE_DEVICES=0 python3 -m jax_flynorm.bench --backends xla,jnp \
  --ops rmsnorm,rmsnorm+weight+residual --dtypes bf16 --rows 1024,32768 --hidden 1024,8192 \
  --repeats 5 --warmup-s 0.5 --out "$OUT/h200-check" 2>"$OUT/check.log" | tail -1
python3 - "$OUT/h200-check/results.json" <<'PY'
import json, sys
rows = [r for r in json.load(open(sys.argv[1]))["rows"] if r["status"] == "ok"]
for r in rows:
    k = r.get("kernel_us")
    print(r["op"], r["direction"], r["M"], r["N"], r["backend"], round(r["median_us"], 1),
          None if k is None else round(k, 1), None if k is None else round(k / r["median_us"], 3),
          r.get("kernels_per_call"))
PY
