"""Layernorm backward variants of the portable path vs plain jnp (kernel time from the profiler)."""
import sys

import jax
import jax.numpy as jnp

import jax_flynorm
from jax_flynorm import _reference as xla
from jax_flynorm.bench import timing
from jax_flynorm.bench.bytemodel import parse_op
from jax_flynorm.bench.cases import jnp_norm

f32 = jnp.float32
orig = xla.backward


def v_inputsums(center, dy, h, weight=None, mean=None, rstd=None, dresidual_out=None, *,
                has_bias, groups=1, eps=1e-6, weight_offset=0.0, recompute_stats=False,
                vector_ndim=1, row_sums=xla.local_row_sums, n=None):
    if not center or recompute_stats:
        return orig(center, dy, h, weight, mean, rstd, dresidual_out, has_bias=has_bias,
                    groups=groups, eps=eps, weight_offset=weight_offset,
                    recompute_stats=recompute_stats, vector_ndim=vector_ndim,
                    row_sums=row_sums, n=n)
    n = n or h.shape[-1]
    h32 = h.astype(f32)
    dy32 = dy.astype(f32)
    g = dy32 * xla.scale(weight, dy32.ndim, weight_offset) if weight is not None else dy32
    gh, gsum = row_sums([g * h32, g])
    dot = rstd * (gh - mean * gsum)
    xhat = (h32 - mean[..., None]) * rstd[..., None]
    dx = (g - xhat * (dot / n)[..., None] - (gsum / n)[..., None]) * rstd[..., None]
    if dresidual_out is not None:
        dx = dx + dresidual_out.astype(f32)
    out = {"dx": dx.astype(h.dtype)}

    def group_sums(v):
        return v.reshape(groups, -1, *h.shape[h.ndim - vector_ndim:]).sum(axis=1)

    if weight is not None:
        out["dweight"] = group_sums(dy32 * xhat)
    if has_bias:
        out["dbias"] = group_sums(dy32)
    return out


def v_vjp(center, dy, h, weight=None, mean=None, rstd=None, dresidual_out=None, *,
          has_bias, groups=1, eps=1e-6, weight_offset=0.0, recompute_stats=False,
          vector_ndim=1, row_sums=xla.local_row_sums, n=None):
    if not center or groups != 1 or row_sums is not xla.local_row_sums:
        return orig(center, dy, h, weight, mean, rstd, dresidual_out, has_bias=has_bias,
                    groups=groups, eps=eps, weight_offset=weight_offset,
                    recompute_stats=recompute_stats, vector_ndim=vector_ndim,
                    row_sums=row_sums, n=n)
    h32 = h.astype(f32)
    w = weight.astype(f32) if weight is not None else None

    def fwd(h32, w):
        mu = jnp.mean(h32, axis=-1, keepdims=True)
        c = h32 - mu
        y = c * jax.lax.rsqrt(jnp.mean(c * c, axis=-1, keepdims=True) + eps)
        return y * (w + weight_offset) if w is not None else y

    _, pull = jax.vjp(fwd, h32, w)
    dy32 = dy.astype(f32)
    dh, dw = pull(dy32)
    if dresidual_out is not None:
        dh = dh + dresidual_out.astype(f32)
    out = {"dx": dh.astype(h.dtype)}
    lead = h.shape[:h.ndim - vector_ndim]
    if weight is not None:
        out["dweight"] = dw.reshape(1, *dw.shape)
    if has_bias:
        out["dbias"] = dy32.reshape(-1, *h.shape[h.ndim - vector_ndim:]).sum(0)[None]
    del lead
    return out


VARIANTS = {"insums": v_inputsums, "vjp": v_vjp}


def make(m, n, dtype, key):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    x = jax.random.normal(k1, (m, n), dtype)
    w = (1 + 0.1 * jax.random.normal(k2, (n,))).astype(dtype)
    b = (0.1 * jax.random.normal(k3, (n,))).astype(dtype)
    dy = jax.random.normal(k4, (m, n), dtype)
    return x, w, b, dy


def main():
    spec = parse_op("layernorm+weight+bias")
    rows = []
    for dtype in (jnp.bfloat16, jnp.float32):
        for m, n in ((16384, 2048), (4096, 8192), (16384, 4096), (32768, 2048), (8192, 8192)):
            pools = [make(m, n, dtype, jax.random.key(i)) for i in range(4)]
            res = {}
            for name in ("jnp", *VARIANTS):
                if name == "jnp":
                    f = lambda x, w, b: jnp_norm(spec, x, w, b)  # noqa: E731
                else:
                    xla.backward = VARIANTS[name]
                    f = lambda x, w, b: jax_flynorm.layernorm(x, w, b, eps=1e-6,  # noqa: E731
                                                               implementation="xla")

                @jax.jit
                def bwd(x, w, b, dy, f=f):
                    _, pull = jax.vjp(f, x, w, b)
                    return pull(dy)

                @jax.jit
                def fb(x, w, b, dy, f=f):
                    def loss(x, w, b):
                        return jnp.sum(f(x, w, b).astype(f32) * dy.astype(f32))

                    return jax.grad(loss, argnums=(0, 1, 2))(x, w, b)

                pulls = [(jax.vjp(f, x, w, b)[1], dy) for x, w, b, dy in pools]
                bwd_only = jax.jit(lambda pull, dy: pull(dy))
                for kind, fn, args in (("fwd+bwd", fb, pools), ("bwd", bwd_only, pulls)):
                    timing.run_batch(fn, args, 0, 8)
                    kt = timing.kernel_time(fn, args, 0, 60)
                    res[(name, kind)] = kt["kernel_s"] * 1e6
            xla.backward = orig
            line = f"{jnp.dtype(dtype).name} {m}x{n} " + " ".join(
                f"{k[0]}:{k[1]}={v:.1f}us({res[('jnp', k[1])] / v:.2f}x)" for k, v in res.items())
            print(line, flush=True)
            rows.append(line)
    open(sys.argv[1], "w").write("\n".join(rows) + "\n")


main()
