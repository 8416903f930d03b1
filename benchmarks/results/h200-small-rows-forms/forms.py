"""Backward forms of the portable path vs plain jnp at the shapes where the default was under 0.95x
(kernel time from the profiler). Usage: python forms.py OUT.txt"""
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


def _column_sum(v, split):
    if split and v.shape[0] % split == 0:
        return v.reshape(split, -1, v.shape[-1]).sum(1).sum(0)
    return v.sum(0)


def _finish(h, dx, dy32, xhat, weight, has_bias, dresidual_out, dots=""):
    if dresidual_out is not None:
        dx = dx + dresidual_out.astype(f32)
    out = {"dx": dx.astype(h.dtype)}
    prec = jax.lax.Precision.HIGHEST if "highest" in dots else None
    split = int(dots[5:]) if dots.startswith("split") else 0
    if weight is not None:
        out["dweight"] = (jnp.einsum("mn,mn->n", dy32, xhat, precision=prec)
                          if "dweight" in dots else _column_sum(dy32 * xhat, split))[None]
    if has_bias:
        out["dbias"] = (jnp.matmul(jnp.ones(dy32.shape[0], f32), dy32, precision=prec)
                        if "dbias" in dots else _column_sum(dy32, split))[None]
    return out


def sums_form(kind):
    def backward(center, dy, h, weight=None, mean=None, rstd=None, dresidual_out=None, *,
                 has_bias, groups=1, eps=1e-6, weight_offset=0.0, recompute_stats=False,
                 vector_ndim=1, row_sums=xla.local_row_sums, n=None):
        n = h.shape[-1]
        h32, dy32 = h.astype(f32), dy.astype(f32)
        g = dy32 * (weight.astype(f32) + weight_offset) if weight is not None else dy32
        xhat = ((h32 - mean[:, None]) if center else h32) * rstd[:, None]
        if kind.startswith("jnplike") and not center:
            (s0,) = [(g * h32).sum(-1)]
            k = -(rstd ** 3) * s0 / n
            dx = g * rstd[:, None] + h32 * k[:, None]
            return _finish(h, dx, dy32, xhat, weight, has_bias, dresidual_out, "")
        if kind.startswith(("insums", "jnplike")):
            s = [(g * h32).sum(-1), g.sum(-1)] if center else [(g * h32).sum(-1)]
            dot = rstd * (s[0] - mean * s[1] if center else s[0])
        else:
            s = [(g * xhat).sum(-1), g.sum(-1)] if center else [(g * xhat).sum(-1)]
            dot = s[0]
        dx = g - xhat * (dot / n)[:, None]
        if center:
            dx = dx - (s[1] / n)[:, None]
        dx = dx * rstd[:, None]
        return _finish(h, dx, dy32, xhat, weight, has_bias, dresidual_out,
                       kind.partition("_")[2])
    return backward


def vjp_form(center, dy, h, weight=None, mean=None, rstd=None, dresidual_out=None, *,
             has_bias, groups=1, eps=1e-6, weight_offset=0.0, recompute_stats=False,
             vector_ndim=1, row_sums=xla.local_row_sums, n=None):
    h32 = h.astype(f32)
    w = weight.astype(f32) if weight is not None else None

    def fwd(h32, w):
        c = h32 - jnp.mean(h32, axis=-1, keepdims=True) if center else h32
        y = c * jax.lax.rsqrt(jnp.mean(c * c, axis=-1, keepdims=True) + eps)
        return y * (w + weight_offset) if w is not None else y

    _, pull = jax.vjp(fwd, h32, w)
    dy32 = dy.astype(f32)
    dh, dw = pull(dy32)
    if dresidual_out is not None:
        dh = dh + dresidual_out.astype(f32)
    out = {"dx": dh.astype(h.dtype)}
    if weight is not None:
        out["dweight"] = dw[None]
    if has_bias:
        out["dbias"] = dy32.sum(0)[None]
    return out


VARIANTS = {"current": orig, "insums": sums_form("insums"),
            "insums_split16": sums_form("insums_split16"),
            "insums_split64": sums_form("insums_split64"),
            "insums_split256": sums_form("insums_split256"),
            "jnplike": sums_form("jnplike")}


def make(m, n, dtype, key):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return (jax.random.normal(k1, (m, n), dtype),
            (1 + 0.1 * jax.random.normal(k2, (n,))).astype(dtype),
            (0.1 * jax.random.normal(k3, (n,))).astype(dtype),
            jax.random.normal(k4, (m, n), dtype))


def main():
    rows = []
    shapes = ((1024, 8192), (4096, 4096), (4096, 8192), (1024, 4096), (4096, 2048),
              (16384, 4096))
    for opname, op in (("layernorm+weight+bias", "layernorm"), ("rmsnorm+weight", "rmsnorm")):
        spec = parse_op(opname)
        bias = op == "layernorm"
        for dtype in (jnp.bfloat16,):
            for m, n in shapes:
                pools = [make(m, n, dtype, jax.random.key(i)) for i in range(4)]
                res = {}
                for name in ("jnp", *VARIANTS):
                    if name == "jnp":
                        def f(x, w, b, spec=spec, bias=bias):
                            return jnp_norm(spec, x, w, b if bias else None)
                    else:
                        xla.backward = VARIANTS[name]

                        def f(x, w, b, op=op, bias=bias):
                            return getattr(jax_flynorm, op)(x, w, b if bias else None, eps=1e-6,
                                                            implementation="xla")

                    # As jax_flynorm.bench times them: fwd+bwd returns y and the gradients; the
                    # backward alone runs on the residuals a jitted vjp returned.
                    @jax.jit
                    def fb(x, w, b, dy, f=f):
                        y, pull = jax.vjp(f, x, w, b)
                        return y, pull(dy)

                    make_vjp = jax.jit(lambda x, w, b, f=f: jax.vjp(f, x, w, b)[1])
                    pulls = [(make_vjp(x, w, b), dy) for x, w, b, dy in pools]
                    bwd_only = jax.jit(lambda pull, dy: pull(dy))
                    for kind, fn, args in (("fb", fb, pools), ("bwd", bwd_only, pulls)):
                        timing.run_batch(fn, args, 0, 8)
                        res[(name, kind)] = timing.kernel_time(fn, args, 0, 40)["kernel_s"] * 1e6
                    xla.backward = orig
                line = f"{op} {jnp.dtype(dtype).name} {m}x{n} " + " ".join(
                    f"{k[0]}:{k[1]}={v:.1f}({res[('jnp', k[1])] / v:.2f}x)"
                    for k, v in res.items() if k[0] != "jnp")
                print(line, flush=True)
                rows.append(line)
    open(sys.argv[1], "w").write("\n".join(rows) + "\n")


def dump_hlo(out_dir):
    """Optimised HLO of RMSNorm fwd+bwd at 1024x8192 bf16, ours (xla) and plain jnp."""
    spec = parse_op("rmsnorm+weight")
    x, w, _, dy = make(1024, 8192, jnp.bfloat16, jax.random.key(0))
    for name, f in (("jnp", lambda x, w: jnp_norm(spec, x, w)),
                    ("xla", lambda x, w: jax_flynorm.rmsnorm(x, w, implementation="xla"))):
        def fb(x, w, dy, f=f):
            y, pull = jax.vjp(f, x, w)
            return y, pull(dy)

        text = jax.jit(fb).lower(x, w, dy).compile().as_text()
        open(f"{out_dir}/rmsnorm_fwdbwd_1024x8192_{name}.hlo.txt", "w").write(text)


main()
