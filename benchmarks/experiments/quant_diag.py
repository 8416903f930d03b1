"""Kernel-level breakdown of quantized forwards on the GPU: ours (xla) against a jnp norm
and a jnp quantize."""

import re
import sys

sys.path.insert(0, ".")
import jax
import jax.numpy as jnp

import jax_flynorm
from jax_flynorm.bench import cases, timing

M, N = 4096, 4096
key = jax.random.key(0)
x = jax.random.normal(key, (M, N), jnp.bfloat16)
w = jnp.ones((N,), jnp.bfloat16)
for name, gs, dt in [
    ("pertoken-fp8", 0, jnp.float8_e4m3fn),
    ("g128-fp8", 128, jnp.float8_e4m3fn),
    ("pertoken-int8", 0, jnp.int8),
]:
    mode = type("M", (), {"dtype": dt, "group_size": gs})

    def ours(x, w, dt=dt, gs=gs):
        return tuple(
            jax_flynorm.rmsnorm(
                x, w, quantize=jax_flynorm.Quantize(dt, group_size=gs or None), implementation="xla"
            )
        )[:2]

    def norm_only(x, w):
        return jax_flynorm.rmsnorm(x, w, implementation="xla")

    def plain(x, w, mode=mode):
        h = x.astype(jnp.float32)
        y = (
            h * jax.lax.rsqrt(jnp.mean(h * h, -1, keepdims=True) + 1e-6) * w.astype(jnp.float32)
        ).astype(x.dtype)
        return cases.jnp_quantize(mode, y)[:2]

    for label, f in [("ours", ours), ("plain", plain), ("norm_only", norm_only)]:
        fn = jax.jit(f)
        r = timing.time_fn(
            fn,
            [(x, w)] * 2,
            repeats=5,
            min_batch_s=0.01,
            warm_s=0.05,
            out_bytes=M * N * 2,
            kernels=True,
        )
        print(
            f"{name} {label}: kernel {r.get('kernel_s', 0) * 1e6:.1f} us, "
            f"{r.get('kernels_per_call')} kernels/call",
            flush=True,
        )
        for kn, us in r.get("kernels", []):
            print(f"    {us:8.1f} us {kn}")
        if label != "norm_only":
            t = fn.lower(x, w).compile().as_text()
            m = re.search(r"^ENTRY [^\n]*\{\n(.*?)^\}", t, re.S | re.M)
            for line in m.group(1).splitlines():
                if "fusion(" in line or "custom-call(" in line:
                    print("      ", line.strip()[:160])
