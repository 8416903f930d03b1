#!/usr/bin/env bash
# Two processes, one GPU each (kind nvidia-h200-x2), joined by jax.distributed on 127.0.0.1: the
# data, sequence and tensor-parallel gradients and the shard_map step of
# tests/multiprocess_worker.py on the portable path, compared with one device. Run from the
# tree's root; results under $OUT/mp.
set -uo pipefail
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD NCCL_NVLS_ENABLE=0
PORT=$(python3 -c "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])")
pids=()
for i in 0 1; do
  CUDA_VISIBLE_DEVICES=$i timeout 300 python3 tests/multiprocess_worker.py --platform cuda \
    --backend xla --coordinator 127.0.0.1:$PORT --num-processes 2 --process-id $i \
    --out "$OUT/mp" >"$OUT/worker$i.log" 2>&1 &
  pids+=($!)
done
rc=0
for p in "${pids[@]}"; do wait "$p" || rc=1; done
tail -n 3 "$OUT"/worker*.log
[ $rc -eq 0 ] && CUDA_VISIBLE_DEVICES=0 python3 tools/h200_multiprocess.py "$OUT/mp" xla
