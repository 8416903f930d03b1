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


def num_slots(slot_bytes: int, platform: str, budget: int) -> int:
    """Rotation slots: enough to cover pool_target, within the pool cap and the memory budget."""
    cap = min(CPU_POOL_CAP if is_cpu(platform) else GPU_POOL_CAP, budget // 2)
    want = math.ceil(pool_target(platform) / max(slot_bytes, 1))
    fit = max(cap // max(slot_bytes, 1), 1)
    return max(1, min(want, fit, 64))


def run_batch(fn, args, start: int, count: int) -> float:
    """Dispatches ``count`` calls rotating through ``args`` and blocks on all; returns seconds."""
    k = len(args)
    outs = []
    t0 = time.perf_counter()
    for i in range(count):
        outs.append(fn(*args[(start + i) % k]))
    jax.block_until_ready(outs)
    return time.perf_counter() - t0


def time_fn(fn, args, *, repeats: int, min_batch_s: float, warm_s: float,
            out_bytes: int) -> dict:
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
    times = [run_batch(fn, args, calls + r * count, count) / count for r in range(repeats)]
    return {"median_s": float(np.median(times)), "min_s": float(np.min(times)),
            "max_s": float(np.max(times)), "calls_per_repeat": count, "first_call_s": t}


def copy_bandwidth(platform: str, *, repeats: int, min_batch_s: float) -> dict:
    """Bandwidth of a jitted elementwise copy (x + 1, f32) over buffers well past the cache.

    The output is a fresh buffer on every call, as it is for the norms ('gbps', the reference for
    %copy). 'donated_gbps' reuses the input buffer; on a CPU the gap between the two is the cost of
    first-touching freshly allocated output pages, which every non-donated jitted call pays too.
    """
    size = min(max(4 * cache_bytes(platform), 64 * MiB), GiB)
    n = size // 4
    bufs = [jnp.full((n,), float(i), jnp.float32) for i in range(2)]
    fn = jax.jit(lambda x: x + 1.0)
    r = time_fn(fn, [(b,) for b in bufs], repeats=repeats, min_batch_s=min_batch_s,
                warm_s=0.2, out_bytes=size)
    r.update(bytes=2 * size, buffer_bytes=size, gbps=2 * size / r["median_s"] / 1e9)
    del bufs
    donated = jax.jit(lambda x: x + 1.0, donate_argnums=0)
    x = jnp.zeros((n,), jnp.float32)
    times = []
    for i in range(repeats + 2):
        t0 = time.perf_counter()
        x = donated(x)
        x.block_until_ready()
        if i >= 2:
            times.append(time.perf_counter() - t0)
    r["donated_gbps"] = 2 * size / float(np.median(times)) / 1e9
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
