"""Backward forms of the portable path against plain jnp, timed by jax_flynorm.bench's own cases
(kernel time from the profiler). Usage: python forms.py OUT.txt DEADLINE_S"""
import math
import sys
import time
from pathlib import Path

import jax
import jax.numpy as jnp

from jax_flynorm import _reference as xla
from jax_flynorm.bench import timing
from jax_flynorm.bench.bytemodel import parse_op
from jax_flynorm.bench.cases import Case, make_inputs

f32 = jnp.float32
current = xla.backward
out_path, deadline = sys.argv[1], time.time() + float(sys.argv[2])


def form(kind):
    """A backward with xla.backward's signature (no groups, no residual stats recompute)."""
    def backward(center, dy, h, weight=None, mean=None, rstd=None, dresidual_out=None, *,
                 has_bias, groups=1, eps=1e-6, weight_offset=0.0, recompute_stats=False,
                 vector_ndim=1, row_sums=xla.local_row_sums, n=None):
        n = h.shape[-1]
        h32, dy32 = h.astype(f32), dy.astype(f32)
        g = dy32 * (weight.astype(f32) + weight_offset) if weight is not None else dy32
        r = rstd[:, None]
        c = h32 - mean[:, None] if center else h32
        if kind == "transposed":  # the order of plain jnp's transposed program
            ct_c = g * r - c * (rstd ** 3 * (g * c).sum(-1) / n)[:, None]
            dx = ct_c - (ct_c.sum(-1) / n)[:, None] if center else ct_c
        else:  # per-row coefficients a, b, k: dx = a * g + b * h + k, kept out of the big fusion
            if center:
                s0, s1 = (h32 * g).sum(-1), g.sum(-1)
                dot = rstd * (s0 - mean * s1)
                b = -(rstd ** 2) * dot / n
                k = -b * mean - rstd * s1 / n
            else:
                b = -(rstd ** 3) * (h32 * g).sum(-1) / n
                k = jnp.zeros_like(b)
            a, b, k = jax.lax.optimization_barrier((rstd, b, k))
            dx = a[:, None] * g + b[:, None] * h32 + (k[:, None] if center else 0.0)
        if dresidual_out is not None:
            dx = dx + dresidual_out.astype(f32)
        out = {"dx": dx.astype(h.dtype)}
        if weight is not None:
            out["dweight"] = (dy32 * (c * r)).sum(0)[None]
        if has_bias:
            out["dbias"] = dy32.sum(0)[None]
        return out
    return backward


VARIANTS = {"current": current, "transposed": form("transposed"), "coeffs": form("coeffs")}
OPS = {"layernorm+weight+bias": ("current", "transposed", "coeffs"),
       "rmsnorm+weight": ("current", "coeffs"),
       "rmsnorm+weight+residual": ("current", "coeffs")}
BF16, F32 = jnp.bfloat16, jnp.float32
# In order of priority (the run stops at its deadline): the cases under 0.95x first.
GROUPS = [("rmsnorm+weight", BF16, 1024, 8192), ("layernorm+weight+bias", BF16, 4096, 8192),
          ("layernorm+weight+bias", F32, 4096, 4096), ("layernorm+weight+bias", F32, 1024, 2048)]
GROUPS += [("layernorm+weight+bias", dt, m, n) for m in (1024, 4096)
           for n in (1024, 2048, 4096, 8192) for dt in (BF16, F32)
           if ("layernorm+weight+bias", dt, m, n) not in GROUPS]
GROUPS += [("rmsnorm+weight", dt, m, n) for m in (1024, 4096) for n in (2048, 4096, 8192)
           for dt in (BF16, F32) if ("rmsnorm+weight", dt, m, n) not in GROUPS]
GROUPS += [("rmsnorm+weight+residual", BF16, 1024, 8192)]
GROUPS += [(op, dt, 16384, n) for op in ("layernorm+weight+bias", "rmsnorm+weight")
           for n in (2048, 8192) for dt in (BF16, F32)]
lines = []


def kernel_us(fn, args):
    timing.run_batch(fn, args, 0, 6)
    k = timing.kernel_time(fn, args, 0, 30)
    return k["kernel_s"] * 1e6


def check(spec, slots):
    """Largest |difference| of each variant's gradients from the current code's (slot 0)."""
    diffs = {}
    ref = None
    for name in OPS[spec.name]:
        xla.backward = VARIANTS[name]
        case = Case(spec, "xla")
        got = case.bwd(*case.prepare("bwd", slots[:1])[0])
        if ref is None:
            ref = got
        diffs[name] = max(float(jnp.max(jnp.abs(a.astype(f32) - b.astype(f32))))
                          for a, b in zip(jax.tree.leaves(got), jax.tree.leaves(ref)))
    xla.backward = current
    return diffs


for op, dtype, m, n in GROUPS:
    if time.time() > deadline:
        break
    names = OPS[op]
    spec = parse_op(op)
    slot_bytes = 4 * m * n * jnp.dtype(dtype).itemsize
    count = max(2, min(16, math.ceil((256 << 20) / slot_bytes)))
    slots = [make_inputs(spec, m, n, dtype, s, jax.random.key(0)) for s in range(count)]
    res = {}
    for name in ("jnp", *names):
        xla.backward = VARIANTS.get(name, current)
        case = Case(spec, "jnp" if name == "jnp" else "xla")
        for d in ("bwd", "fwdbwd"):
            args = case.prepare(d, slots)
            res[name, d] = kernel_us(getattr(case, d), args)
            if (op, dtype, m, n) in GROUPS[:3]:  # optimised HLO of the first cases
                hlo = getattr(case, d).lower(*args[0]).compile().as_text()
                Path(out_path).with_name(f"{op}_{m}x{n}_{d}_{name}.hlo.txt").write_text(hlo)
        xla.backward = current
    diffs = check(spec, slots)
    line = f"{op} {jnp.dtype(dtype).name} {m}x{n} " + " ".join(
        f"{name}:{d}={res[name, d]:.1f}"
        + ("" if name == "jnp" else f"({res['jnp', d] / res[name, d]:.2f}x)")
        for name in ("jnp", *names) for d in ("bwd", "fwdbwd"))
    line += " maxdiff " + " ".join(f"{k}={v:.2g}" for k, v in diffs.items())
    print(line, flush=True)
    lines.append(line)
    open(out_path, "w").write("\n".join(lines) + "\n")
    del slots
