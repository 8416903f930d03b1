"""What is timed: the norm under each backend, the plain-jnp baseline, and the four directions.

Backends: 'flydsl', 'cpu', 'pallas', 'xla' and 'auto' (the default, per
jax_flynorm.backends.AUTO_POLICY) call jax_flynorm with ``implementation=``; 'jnp' is a plain
RMSNorm/LayerNorm as a user would write it in jax.numpy (f32 statistics, no custom_vjp), so the
comparison includes what JAX's own autodiff and fusion give without this package.

With a residual the op runs prenorm-style (returns y and residual_out = x + residual), the shape
of a transformer block's fused add + norm. The backward is timed on its own: a vjp function is
built once per rotation slot by a jitted forward, and the timed call applies it to a fixed
cotangent. The loss gradient (`grad`) is `jax.jit(jax.grad(sum of the outputs))`: there the
cotangents are constants, which XLA fuses into a jnp backward but a custom call must read from
memory.
"""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp

from .bytemodel import OpSpec

EPS = 1e-6
PACKAGE_BACKENDS = ("flydsl", "cpu", "pallas", "xla", "auto")
ALL_BACKENDS = (*PACKAGE_BACKENDS, "jnp")


def jnp_norm(spec: OpSpec, x, weight=None, bias=None, residual=None):
    """A straightforward jnp RMSNorm/LayerNorm (f32 statistics); prenorm-style with a residual."""
    h = x.astype(jnp.float32)
    if residual is not None:
        h = h + residual.astype(jnp.float32)
    if spec.norm == "layernorm":
        mean = jnp.mean(h, axis=-1, keepdims=True)
        c = h - mean
        y = c * jax.lax.rsqrt(jnp.mean(c * c, axis=-1, keepdims=True) + EPS)
    else:
        y = h * jax.lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + EPS)
    if weight is not None:
        y = y * weight.astype(jnp.float32)
    if bias is not None:
        y = y + bias.astype(jnp.float32)
    y = y.astype(x.dtype)
    return (y, h.astype(x.dtype)) if residual is not None else y


def norm_fn(spec: OpSpec, backend: str):
    """f(args: dict) -> y, or (y, residual_out) with a residual."""
    if backend == "jnp":
        return lambda a: jnp_norm(spec, **a)
    import jax_flynorm

    op = getattr(jax_flynorm, spec.norm)

    def f(a):
        return op(a["x"], a.get("weight"), a.get("bias"), a.get("residual"), eps=EPS,
                  prenorm=spec.residual, implementation=backend)

    return f


@functools.partial(jax.jit, static_argnums=(0, 1, 2, 3))
def _build(spec: OpSpec, m: int, n: int, dtype, key):
    kx, kr, kd, kw = jax.random.split(key, 4)
    shape = (m, n)
    args = {"x": jax.random.normal(kx, shape, jnp.float32).astype(dtype)}
    if spec.residual:
        args["residual"] = jax.random.normal(kr, shape, jnp.float32).astype(dtype)
    if spec.weight:
        args["weight"] = (1.0 + 0.1 * jax.random.normal(kw, (n,), jnp.float32)).astype(dtype)
    if spec.bias:
        args["bias"] = (0.1 * jax.random.normal(kw, (n,), jnp.float32)).astype(dtype)
    dy = jax.random.normal(kd, shape, jnp.float32).astype(dtype)
    ct = (dy, (0.5 * dy).astype(dtype)) if spec.residual else dy
    return args, ct


def make_inputs(spec: OpSpec, m: int, n: int, dtype, slot: int, key):
    """(args, cotangent) for one rotation slot; every slot holds distinct buffers."""
    return _build(spec, m, n, jnp.dtype(dtype), jax.random.fold_in(key, slot))


class Case:
    """The jitted callables of one (op, backend, shape, dtype); shared by all rotation slots."""

    def __init__(self, spec: OpSpec, backend: str):
        f = norm_fn(spec, backend)
        self.fwd = jax.jit(f)
        self.make_vjp = jax.jit(lambda a: jax.vjp(f, a)[1])
        self.bwd = jax.jit(lambda vjp_fn, ct: vjp_fn(ct)[0])

        def fwdbwd(a, ct):
            out, vjp_fn = jax.vjp(f, a)
            return out, vjp_fn(ct)[0]

        self.fwdbwd = jax.jit(fwdbwd)

        def loss(a):  # a loss of the outputs: their cotangents are constants XLA can fuse
            outs = f(a)
            return sum(o.astype(jnp.float32).sum() for o in (outs if spec.residual else (outs,)))

        self.grad = jax.jit(jax.grad(loss))

    def prepare(self, direction: str, slots):
        """Per-slot argument tuples for ``getattr(self, direction)``."""
        if direction in ("fwd", "grad"):
            return [(a,) for a, _ in slots]
        if direction == "fwdbwd":
            return [(a, ct) for a, ct in slots]
        if direction == "bwd":
            return [(self.make_vjp(a), ct) for a, ct in slots]
        raise ValueError(direction)
