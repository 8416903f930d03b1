"""Timing method: warm-up, cache-defeating buffer rotation, memory budget, copy reference.

Each timed call gets the next buffer set of a rotation pool sized so the pool exceeds the
last-level cache (256 MB Infinity Cache on MI300X/MI355X; on CPU the L3 read from sysfs). A repeat
times a whole batch of calls dispatched back to back and blocks on all results; the reported time
is the median over repeats of (batch time / calls).

On GPUs each case is also timed from the profiler (`kernel_time`): one more batch runs under
``jax.profiler`` and the durations of every device kernel it launched (ours, XLA's fusions around
them, the partials reduction) are summed and divided by the calls; wall time includes the host's
dispatch, which bounds small shapes at a few tens of microseconds.
"""

from __future__ import annotations

import glob
import math
import os
import tempfile
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
LIVE_OUTPUT_CAP = 1 * GiB  # outputs of one timed batch kept alive until it is blocked on (CPU)
# On a GPU a batch must hold enough calls to hide the host round trip at its end: 16 GiB keeps
# 30+ calls of the largest default case (32k x 8k bf16, 512 MiB out) in one batch.
GPU_LIVE_OUTPUT_CAP = 16 * GiB


def live_output_cap(platform: str) -> int:
    """Bytes of outputs one timed batch may keep alive (a quarter of the memory budget at most)."""
    if is_cpu(platform):
        return LIVE_OUTPUT_CAP
    return min(GPU_LIVE_OUTPUT_CAP, max(LIVE_OUTPUT_CAP, memory_budget(platform) // 4))


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


KERNEL_TRACE_CALLS = 200  # calls traced per case: enough to average, a small trace to read back


def device_kernel_events(profile) -> list[tuple[str, int]]:
    """(name, duration_ns) of every kernel on a GPU's compute streams in a ``ProfileData``.

    GPU planes are named "/device:GPU:<i>" (CUDA and ROCm); their "Stream #<k>(...)" lines hold
    the kernels, memsets and device copies as launched (a stream that also copied is named e.g.
    "Stream #14(Compute,MemcpyD2D)"; its copies are part of the call). Other lines of the plane
    ("XLA Ops", "XLA Modules", ...) group the same time by op and would count it twice.
    """
    out = []
    for plane in profile.planes:
        if not plane.name.startswith("/device:GPU"):
            continue
        for line in plane.lines:
            if not line.name.startswith("Stream #"):
                continue
            out.extend((ev.name, int(ev.duration_ns)) for ev in line.events)
    return out


def kernel_time(fn, args, start: int, count: int) -> dict | None:
    """Device time per call over ``count`` calls (at most KERNEL_TRACE_CALLS) from the profiler;
    None when the trace holds no GPU kernel (on CPU, or a profiler that records none)."""
    from jax.profiler import ProfileData

    count = max(1, min(count, KERNEL_TRACE_CALLS))
    with tempfile.TemporaryDirectory(prefix="flynorm-trace-") as tmp:
        jax.profiler.start_trace(tmp)
        try:
            run_batch(fn, args, start, count)
        finally:
            jax.profiler.stop_trace()
        files = glob.glob(os.path.join(tmp, "**", "*.xplane.pb"), recursive=True)
        if not files:
            return None
        events = device_kernel_events(ProfileData.from_file(files[0]))
    if not events:
        return None
    per_name: dict[str, int] = {}
    for name, ns in events:
        per_name[name] = per_name.get(name, 0) + ns
    top = sorted(per_name.items(), key=lambda kv: -kv[1])[:8]
    return {"kernel_s": sum(ns for _, ns in events) / count / 1e9,
            "kernels_per_call": len(events) / count, "traced_calls": count,
            "kernels": [[name, ns / count / 1e3] for name, ns in top]}


def time_fn(fn, args, *, repeats: int, min_batch_s: float, warm_s: float,
            out_bytes: int, sync_each: bool = False, kernels: bool = False,
            live_cap: int = LIVE_OUTPUT_CAP) -> dict:
    """One callable timed alone (see `time_interleaved`)."""
    result = time_interleaved({"fn": (fn, args, out_bytes)}, repeats=repeats,
                              min_batch_s=min_batch_s, warm_s=warm_s, sync_each=sync_each,
                              kernels=kernels, live_cap=live_cap)["fn"]
    if isinstance(result, Exception):
        raise result
    return result


def time_interleaved(cases: dict, *, repeats: int, min_batch_s: float, warm_s: float,
                     sync_each: bool = False, kernels: bool = False,
                     live_cap: int = LIVE_OUTPUT_CAP) -> dict:
    """Times several callables, ``cases``: name -> (fn, args, out_bytes), against each other.

    Each is warmed up (compile + at least ``warm_s`` or 3 calls); then every repeat times one
    batch of each in turn, the order reversed every other repeat, so that drift, order and
    allocator effects fall on all of them alike (run one after another, identical programs read
    up to 2x apart on a small shared CPU); with ``kernels``, one more batch each under the
    profiler (`kernel_time`). Returns name -> result dict, or the exception it raised.
    """
    results: dict = {}
    plans = {}
    for name, (fn, args, out_bytes) in cases.items():
        try:
            first = run_batch(fn, args, 0, 1)  # compiles
            calls, spent = 0, 0.0
            while calls < 3 or spent < warm_s:
                spent += run_batch(fn, args, calls, 1)
                calls += 1
                if calls >= 1000:
                    break
            count = max(1, math.ceil(min_batch_s / max(spent / calls, 1e-7)))
            count = min(count, max(1, live_cap // max(out_bytes, 1)), 10_000)  # live outputs
            plans[name] = (calls, count)
            results[name] = {"calls_per_repeat": count, "first_call_s": first}
        except Exception as err:  # reported for this callable alone
            results[name] = err
    times: dict = {name: [] for name in plans}
    for r in range(repeats):
        for name in (list(plans) if r % 2 == 0 else list(plans)[::-1]):
            fn, args, _ = cases[name]
            calls, count = plans[name]
            try:
                times[name].append(run_batch(fn, args, calls + r * count, count, sync_each)
                                   / count)
            except Exception as err:
                results[name] = err
                del plans[name]
    for name, (calls, count) in plans.items():
        t = times[name]
        results[name].update(median_s=float(np.median(t)), min_s=float(np.min(t)),
                             max_s=float(np.max(t)))
        if kernels:
            fn, args, _ = cases[name]
            k = kernel_time(fn, args, calls + repeats * count, count)
            if k is not None:
                results[name].update(k)
    return results


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
                       out_bytes=size, sync_each=cpu, kernels=not cpu,
                       live_cap=live_output_cap(platform))

    r = measure(chunk, k)
    r.update(bytes=2 * chunk, buffer_bytes=chunk, buffers=k, gbps=2 * chunk / r["median_s"] / 1e9)
    if "kernel_s" in r:
        r["wall_gbps"] = r["gbps"]
        r["gbps"] = 2 * chunk / r["kernel_s"] / 1e9
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
