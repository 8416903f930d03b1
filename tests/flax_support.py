"""What the Flax module tests share: dtypes, the module pairs (ours, Flax's), inputs,
tolerances, and running a module pair for outputs and gradients."""

from __future__ import annotations

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx

from jax_flynorm.flax import linen as fnn_linen
from jax_flynorm.flax import nnx as fnn_nnx

F32, BF16, F16 = jnp.float32, jnp.bfloat16, jnp.float16
SHAPE = (2, 5, 48)  # rank 3, N not a power of two
# The C++ custom call runs only where the default device is a CPU (on a GPU machine: xla alone).
ON_CPU = jax.default_backend() == "cpu"
IMPLEMENTATIONS = ["cpu", "xla"] if ON_CPU else ["xla"]
OPS = ["rmsnorm", "layernorm"]
FLAVOURS = ["linen", "nnx"]

LINEN = {"rmsnorm": (fnn_linen.RMSNorm, nn.RMSNorm),
         "layernorm": (fnn_linen.LayerNorm, nn.LayerNorm)}
NNX = {"rmsnorm": (fnn_nnx.RMSNorm, nnx.RMSNorm), "layernorm": (fnn_nnx.LayerNorm, nnx.LayerNorm)}


def random_init(mean: float, std: float):
    """An initializer that is not trivially ones/zeros: mean + std * normal."""
    def init(key, shape, dtype=F32):
        return (mean + std * jax.random.normal(key, shape, F32)).astype(dtype)
    return init


def make_x(dtype, shape=SHAPE, seed=0):
    return (0.5 + 1.5 * jax.random.normal(jax.random.key(seed), shape, F32)).astype(dtype)


def tol(*dtypes):
    low = any(jnp.dtype(d).itemsize < 4 for d in dtypes)
    return dict(atol=2e-2, rtol=2e-2) if low else dict(atol=1e-5, rtol=1e-5)


def assert_close(a, b, **kw):
    assert a.dtype == b.dtype, (a.dtype, b.dtype)
    assert a.shape == b.shape
    np.testing.assert_allclose(np.asarray(a, np.float32), np.asarray(b, np.float32), **kw)


def assert_same_tree(a, b):
    assert jax.tree.structure(a) == jax.tree.structure(b)
    for u, v in zip(jax.tree.leaves(a), jax.tree.leaves(b)):
        assert (u.shape, u.dtype) == (v.shape, v.dtype)


def kwargs_for(op, param_dtype, dtype, custom_init, use_scale=True, use_bias=True):
    # epsilon large enough against var(x) ~ 2.25 that passing it wrongly would show
    kw = dict(param_dtype=param_dtype, dtype=dtype, use_scale=use_scale, epsilon=0.05)
    if custom_init:
        kw["scale_init"] = random_init(1.0, 0.5)
    if op == "layernorm":
        kw["use_bias"] = use_bias
        if custom_init:
            kw["bias_init"] = random_init(0.0, 0.3)
    return kw


# Each case: (x dtype, param_dtype, dtype=). Covers promotion (bf16 x + f32 params -> f32), the
def loss_fn(y, cot):
    return jnp.sum(y.astype(F32) * cot)


def run_linen(op, implementation, x, kw, params=None):
    """(ours, flax) outputs and grads w.r.t. (params, x), both applying the same params."""
    ours_cls, ref_cls = LINEN[op]
    ours, ref = ours_cls(implementation=implementation, **kw), ref_cls(**kw)
    if params is None:
        params = ours.init(jax.random.key(1), x)
    cot = jax.random.normal(jax.random.key(2), x.shape, F32)
    results = []
    for mod in (ours, ref):
        y = mod.apply(params, x)
        grads = jax.grad(lambda p, x, m=mod: loss_fn(m.apply(p, x), cot), argnums=(0, 1))(
            params, x)
        results.append((y, grads))
    return params, results


def run_nnx(op, implementation, x, kw):
    ours_cls, ref_cls = NNX[op]
    ours = ours_cls(SHAPE[-1], rngs=nnx.Rngs(1), implementation=implementation, **kw)
    ref = ref_cls(SHAPE[-1], rngs=nnx.Rngs(7), **kw)
    nnx.update(ref, nnx.state(ours))  # apply flax's module with our params
    cot = jax.random.normal(jax.random.key(2), x.shape, F32)
    results = []
    for mod in (ours, ref):
        graphdef, state = nnx.split(mod)
        y = mod(x)
        grads = jax.grad(lambda s, x, g=graphdef: loss_fn(nnx.merge(g, s)(x), cot),
                         argnums=(0, 1))(state, x)
        results.append((y, grads))
    return results
