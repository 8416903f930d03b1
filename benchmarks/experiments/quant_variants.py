"""What the portable quantize costs beyond the norm on the GPU: variants of its exactness pieces."""

import sys

sys.path.insert(0, ".")
import jax
import jax.numpy as jnp

import jax_flynorm
from jax_flynorm import _reference as ref
from jax_flynorm.bench import cases, timing

orig = {k: getattr(ref, k) for k in ("divide", "magnitude", "dynamic_scale")}
VARIANTS = {
    "as shipped": {},
    "divide as a/b": {"divide": lambda a, b: a / b},
    "magnitude as abs": {"magnitude": jnp.abs},
    "both": {"divide": lambda a, b: a / b, "magnitude": jnp.abs},
    "both + no subnormal select": {
        "divide": lambda a, b: a / b,
        "magnitude": jnp.abs,
        "dynamic_scale": lambda amax, qmax: amax / qmax,
    },
}
for M, N in [(4096, 8192), (4096, 4096)]:
    x = jax.random.normal(jax.random.key(0), (M, N), jnp.bfloat16)
    w = jnp.ones((N,), jnp.bfloat16)
    for name, gs, dt in [
        ("token-fp8", 0, jnp.float8_e4m3fn),
        ("token-int8", 0, jnp.int8),
        ("g128-fp8", 128, jnp.float8_e4m3fn),
    ]:
        mode = type("M", (), {"dtype": dt, "group_size": gs})

        def plain(x, w, mode=mode):
            h = x.astype(jnp.float32)
            y = (
                h * jax.lax.rsqrt(jnp.mean(h * h, -1, keepdims=True) + 1e-6) * w.astype(jnp.float32)
            ).astype(x.dtype)
            return cases.jnp_quantize(mode, y)[:2]

        r = timing.time_fn(
            jax.jit(plain),
            [(x, w)] * 2,
            repeats=5,
            min_batch_s=0.01,
            warm_s=0.05,
            out_bytes=M * N * 2,
            kernels=True,
        )
        print(
            f"{M}x{N} {name} plain jnp: {r['kernel_s'] * 1e6:.1f} us, "
            f"{r['kernels_per_call']} kernels",
            flush=True,
        )
        for vname, patch in VARIANTS.items():
            for k, v in orig.items():
                setattr(ref, k, patch.get(k, v))
            f = jax.jit(
                lambda x, w, dt=dt, gs=gs: tuple(
                    jax_flynorm.rmsnorm(
                        x,
                        w,
                        quantize=jax_flynorm.Quantize(dt, group_size=gs or None),
                        implementation="xla",
                    )
                )[:2]
            )
            r = timing.time_fn(
                f,
                [(x, w)] * 2,
                repeats=5,
                min_batch_s=0.01,
                warm_s=0.05,
                out_bytes=M * N * 2,
                kernels=True,
            )
            print(
                f"{M}x{N} {name} {vname}: {r['kernel_s'] * 1e6:.1f} us, "
                f"{r['kernels_per_call']} kernels "
                + ", ".join(f"{n} {u:.1f}" for n, u in r.get("kernels", [])),
                flush=True,
            )
            if vname == "as shipped" and N == 8192 and name == "token-fp8":
                t = f.lower(x, w).compile().as_text()
                open(sys.argv[1], "w").write(t)
        for k, v in orig.items():
            setattr(ref, k, v)
