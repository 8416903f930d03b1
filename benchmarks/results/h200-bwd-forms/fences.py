"""LayerNorm backward forms where the column sums (dweight, dbias) read h and dy through an
optimization barrier, so XLA cannot fuse them with the row part; against plain jnp and the
current code, timed by jax_flynorm.bench's cases (kernel time, with each program's kernels).
Usage: python fences.py OUT_DIR"""
import sys
from pathlib import Path

import jax
import jax.numpy as jnp

from jax_flynorm import _reference as xla
from jax_flynorm.bench import timing
from jax_flynorm.bench.bytemodel import parse_op
from jax_flynorm.bench.cases import Case, make_inputs

f32 = jnp.float32
current = xla.backward
out = Path(sys.argv[1])


def form(kind):
    def backward(center, dy, h, weight=None, mean=None, rstd=None, dresidual_out=None, *,
                 has_bias, groups=1, eps=1e-6, weight_offset=0.0, recompute_stats=False,
                 vector_ndim=1, row_sums=xla.local_row_sums, n=None):
        n = h.shape[-1]
        h32, dy32 = h.astype(f32), dy.astype(f32)
        w = weight.astype(f32) + weight_offset
        g = dy32 * w
        if kind.startswith("autodiff"):
            dx, _ = xla._layernorm_grads_by_autodiff(dy32, h32, weight, eps=eps,
                                                     weight_offset=weight_offset)
        else:
            c = h32 - mean[:, None]
            dc = g * rstd[:, None] - c * (rstd ** 3 * (g * c).sum(-1) / n)[:, None]
            dx = dc - (dc.sum(-1) / n)[:, None]
        hc, dyc = jax.lax.optimization_barrier((h, dy)) if kind.endswith("fenced") else (h, dy)
        hc, dyc = hc.astype(f32), dyc.astype(f32)
        xhat = (hc - mean[:, None]) * rstd[:, None]
        if dresidual_out is not None:
            dx = dx + dresidual_out.astype(f32)
        res = {"dx": dx.astype(h.dtype), "dweight": (dyc * xhat).sum(0)[None]}
        if has_bias:
            res["dbias"] = dyc.sum(0)[None]
        return res
    return backward


VARIANTS = {"current": current, "transposed": form("transposed"),
            "transposed_fenced": form("transposed_fenced"),
            "autodiff_fenced": form("autodiff_fenced")}
F32, BF16 = jnp.float32, jnp.bfloat16
GROUPS = [(F32, 4096, 4096), (F32, 1024, 2048), (F32, 1024, 4096), (F32, 4096, 2048),
          (BF16, 4096, 8192), (F32, 1024, 1024), (F32, 4096, 1024), (F32, 1024, 8192),
          (F32, 4096, 8192), (BF16, 1024, 8192), (BF16, 4096, 4096), (BF16, 4096, 2048),
          (BF16, 1024, 2048), (F32, 16384, 2048), (BF16, 16384, 2048)]
spec = parse_op("layernorm+weight+bias")
lines = []
for dtype, m, n in GROUPS:
    count = max(2, min(16, -(-(256 << 20) // (4 * m * n * jnp.dtype(dtype).itemsize))))
    slots = [make_inputs(spec, m, n, dtype, s, jax.random.key(0)) for s in range(count)]
    res, kernels, grads = {}, {}, {}
    for name in ("jnp", *VARIANTS):
        xla.backward = VARIANTS.get(name, current)
        case = Case(spec, "jnp" if name == "jnp" else "xla")
        for d in ("bwd", "fwdbwd"):
            args = case.prepare(d, slots)
            fn = getattr(case, d)
            timing.run_batch(fn, args, 0, 6)
            k = timing.kernel_time(fn, args, 0, 30)
            res[name, d] = k["kernel_s"] * 1e6
            kernels[name, d] = " ".join(f"{kn}={us:.1f}" for kn, us in k["kernels"])
            if (dtype, m, n) == GROUPS[0]:
                text = fn.lower(*args[0]).compile().as_text()
                (out / f"layernorm_{m}x{n}_{d}_{name}.hlo.txt").write_text(text)
        grads[name] = jax.tree.leaves(case.bwd(*case.prepare("bwd", slots[:1])[0]))
        xla.backward = current
    diff = max(float(jnp.max(jnp.abs(a.astype(f32) - b.astype(f32))))
               for name in VARIANTS for a, b in zip(grads[name], grads["current"]))
    line = f"layernorm {jnp.dtype(dtype).name} {m}x{n} " + " ".join(
        f"{name}:{d}={res[name, d]:.1f}"
        + ("" if name == "jnp" else f"({res['jnp', d] / res[name, d]:.2f}x)")
        for name in ("jnp", *VARIANTS) for d in ("bwd", "fwdbwd")) + f" maxdiff={diff:.2g}"
    lines += [line] + [f"    {name} {d}: {kernels[name, d]}" for name in ("jnp", *VARIANTS)
                       for d in ("bwd", "fwdbwd")]
    print(line, flush=True)
    (out / "run2_fences.txt").write_text("\n".join(lines) + "\n")
