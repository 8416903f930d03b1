"""Timing method: warm-up, cache-defeating buffer rotation, memory budget, copy reference.

Each timed call gets the next buffer set of a rotation pool sized so the pool exceeds the
last-level cache (256 MB Infinity Cache on MI300X/MI355X; on CPU the L3 read from sysfs). A repeat
times a whole batch of calls dispatched back to back and blocks on all results; the reported time
is the median over repeats of (batch time / calls).
"""

from __future__ import annotations

import math
import os
import time
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

MiB = 1 << 20
GiB = 1 << 30
GPU_CACHE_BYTES = 256 * MiB  # MI300X/MI355X Infinity Cache; larger than any NVIDIA L2
CPU_POOL_CAP = 2 * GiB  # never hold more than this in rotation buffers on a CPU
GPU_POOL_CAP = 8 * GiB
LIVE_OUTPUT_CAP = 1 * GiB  # outputs of one timed batch kept alive until it is blocked on


def is_cpu(platform: str) -> bool:
    return platform == "cpu"


def cpu_llc_bytes() -> int:
    """Largest CPU cache reported by sysfs (per CPU 0); 32 MiB when it cannot be read."""
    best = 0
    for idx in Path("/sys/devices/system/cpu/cpu0/cache").glob("index*"):
        try:
            text = (idx / "size").read_text().strip().upper()
        except OSError:
            continue
        mult = {"K": 1 << 10, "M": MiB, "G": GiB}.get(text[-1:], 1)
        digits = text.rstrip("KMG")
        if digits.isdigit():
            best = max(best, int(digits) * mult)
    return best or 32 * MiB


def cache_bytes(platform: str) -> int:
    return cpu_llc_bytes() if is_cpu(platform) else GPU_CACHE_BYTES


def pool_target(platform: str) -> int:
    """Bytes of distinct inputs the rotation should cycle through: 2x the last-level cache."""
    return 2 * cache_bytes(platform)


def memory_budget(platform: str) -> int:
    """Bytes a single case may use: most of the device memory, or half the host's free memory."""
    if not is_cpu(platform):
        stats = jax.devices()[0].memory_stats() or {}
        limit = stats.get("bytes_limit")
        if limit:
            return int(0.75 * limit)
        return 16 * GiB
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024 // 2
    except OSError:
        pass
    return 4 * GiB


def num_slots(touched_bytes: int, slot_bytes: int, platform: str, budget: int) -> int:
    """Rotation slots: enough that the inputs a call reads (``touched_bytes``: x and residual)
    cycle through pool_target, within the pool cap and the memory budget (``slot_bytes`` is one
    slot's full footprint: inputs, cotangents and saved residuals)."""
    cap = min(CPU_POOL_CAP if is_cpu(platform) else GPU_POOL_CAP, budget // 2)
    want = math.ceil(pool_target(platform) / max(touched_bytes, 1))
    fit = max(cap // max(slot_bytes, 1), 1)
    return max(1, min(want, fit, 256))


def run_batch(fn, args, start: int, count: int, sync_each: bool = False) -> float:
    """Dispatches ``count`` calls rotating through ``args``; returns seconds until all are done.

    On a GPU the calls are queued back to back and all results are blocked on at the end. On a CPU
    (``sync_each``) each result is blocked on and dropped before the next call, so output buffers
    are recycled as in a training loop instead of piling up as fresh allocations.
    """
    k = len(args)
    outs = []
    t0 = time.perf_counter()
    for i in range(count):
        out = fn(*args[(start + i) % k])
        if sync_each:
            jax.block_until_ready(out)
        else:
            outs.append(out)
    jax.block_until_ready(outs)
    return time.perf_counter() - t0


def time_fn(fn, args, *, repeats: int, min_batch_s: float, warm_s: float,
            out_bytes: int, sync_each: bool = False) -> dict:
    """Warm-up (compile + at least ``warm_s`` or 3 calls), then ``repeats`` timed batches."""
    t = run_batch(fn, args, 0, 1)  # compiles
    calls, spent = 0, 0.0
    while calls < 3 or spent < warm_s:
        spent += run_batch(fn, args, calls, 1)
        calls += 1
        if calls >= 1000:
            break
    per_call = spent / calls
    count = max(1, math.ceil(min_batch_s / max(per_call, 1e-7)))
    count = min(count, max(1, LIVE_OUTPUT_CAP // max(out_bytes, 1)), 10_000)  # cap live outputs
    times = [run_batch(fn, args, calls + r * count, count, sync_each) / count
             for r in range(repeats)]
    return {"median_s": float(np.median(times)), "min_s": float(np.min(times)),
            "max_s": float(np.max(times)), "calls_per_repeat": count, "first_call_s": t}


def copy_bandwidth(platform: str, *, repeats: int, min_batch_s: float) -> dict:
    """Bandwidth of a jitted elementwise copy (x + 1, f32) rotating over buffers past the cache.

    On a GPU: two 1 GiB buffers. On a CPU: 8 MiB buffers covering 4x the last-level cache, timed
    like the norms (one call at a time); 8 MiB outputs are recycled by the allocator. Outputs of
    32 MiB and more are fresh mmap'd pages on every call (glibc), which costs a jitted op far more
    than the copy itself: 'large_buffer_gbps' (two 128 MiB+ buffers) records that rate.
    """
    cpu = is_cpu(platform)
    chunk = 8 * MiB if cpu else GiB
    k = max(2, min(math.ceil(max(4 * cache_bytes(platform), 64 * MiB) / chunk), 128)) if cpu \
        else 2
    fn = jax.jit(lambda x: x + 1.0)

    def measure(size, count):
        bufs = [(jnp.full((size // 4,), float(i), jnp.float32),) for i in range(count)]
        return time_fn(fn, bufs, repeats=repeats, min_batch_s=min_batch_s, warm_s=0.2,
                       out_bytes=size, sync_each=cpu)

    r = measure(chunk, k)
    r.update(bytes=2 * chunk, buffer_bytes=chunk, buffers=k, gbps=2 * chunk / r["median_s"] / 1e9)
    if cpu:
        big = min(max(4 * cache_bytes(platform), 128 * MiB), GiB)
        r["large_buffer_bytes"] = big
        r["large_buffer_gbps"] = 2 * big / measure(big, 2)["median_s"] / 1e9
    return r


def warm_up(platform: str, seconds: float) -> float:
    """Keeps the device busy for ``seconds`` (clocks ramp up), with a copy of a large buffer."""
    x = jnp.ones((min(4 * cache_bytes(platform), GiB) // 4,), jnp.float32)
    fn = jax.jit(lambda v: v * 1.0001)
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        x = fn(x)
        x.block_until_ready()
    return time.perf_counter() - t0


def machine_info(platform: str) -> dict:
    info = {"platform": platform, "jax": jax.__version__, "nproc": os.cpu_count(),
            "devices": [str(d) for d in jax.devices()],
            "device_kind": jax.devices()[0].device_kind, "cache_bytes": cache_bytes(platform),
            "memory_budget_bytes": memory_budget(platform)}
    try:
        import jaxlib

        info["jaxlib"] = jaxlib.__version__
    except (ImportError, AttributeError):
        pass
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                info["cpu_model"] = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        info["platform_version"] = jax.devices()[0].client.platform_version
    except AttributeError:
        pass
    return info
