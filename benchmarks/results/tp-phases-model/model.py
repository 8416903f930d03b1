"""The tensor-parallel phases under the static model: bf16, M = 16384, a shard of N = 4096."""
import dataclasses
from tools.perf_model import perf
from tools import prebuilt as tp
print("| arch | kernel | µs | share of roofline | bound | KiB in flight / CU | bytes / minimum |")
print("|---|---|---|---|---|---|---|")
seen = set()
for arch in ("gfx942", "gfx950"):
    for spec in tp._tensor_parallel(arch):
        if spec.x_dtype != "bf16" or spec.kernel_name in seen and False:
            continue
        s = dataclasses.replace(spec, n=4096)
        key = (arch, s.kernel_name)
        if key in seen:
            continue
        seen.add(key)
        f = perf.perf_for_spec(s, 16384)
        print(f"| {arch} | {s.kernel_name} | {f.time_s*1e6:.1f} | {f.roofline:.2f} | {f.bound} | "
              f"{f.inflight_bytes_per_cu/1024:.0f} | {f.bytes_ratio:.3f} |")
