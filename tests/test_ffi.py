"""The CPU handlers at the FFI boundary: the names they decode match the op table, the partials
follow the contract, and bad calls come back as errors instead of crashing the process."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from jax_flynorm._ops import OPS, signature
from jax_flynorm.backends import cpu as ffi
from tests import oracle

TARGETS = [(op, d) for op in OPS.values() for d in ("fwd", "bwd")]


@pytest.mark.parametrize("op,direction", TARGETS, ids=lambda v: getattr(v, "name", v))
def test_native_signature_matches_the_op_table(op, direction):
    target = op.fwd_target if direction == "fwd" else op.bwd_target
    native = ffi.native_signature(target)
    assert native == signature(op, direction)
    slots = (op.fwd_args + op.fwd_rets) if direction == "fwd" else (op.bwd_args + op.bwd_rets)
    for name, _ in slots:
        assert name in native


def _call(target, operands, results, **attrs):
    return jax.jit(lambda *a: jax.ffi.ffi_call(target, results)(*a, **attrs))(*operands)


FWD_FLAGS = dict(eps=np.float32(1e-6), has_residual=False, has_weight=True, has_bias=False)


def _rms_results(m, n, dtype=jnp.float32):
    return [jax.ShapeDtypeStruct((m, n), dtype), jax.ShapeDtypeStruct((m,), jnp.float32)]


@pytest.mark.parametrize("operands,attrs,message", [
    ((jnp.ones((4, 8)), jnp.ones((7,))), {}, "weight has a wrong shape"),
    ((jnp.ones((4, 8), jnp.int32), jnp.ones((8,))), {}, "x must be f32, f16 or bf16"),
    ((jnp.ones((4, 8)), jnp.ones((8,)), jnp.ones((8,))), {}, "more operands than the flags"),
    ((jnp.ones((4, 8)),), {}, "missing operand weight"),
    ((jnp.ones((4, 8)), jnp.ones((8,))), {"eps": 1e-6}, "expected F32 but got F64"),
], ids=["weight-shape", "int-x", "extra-operand", "missing-weight", "eps-f64"])
def test_bad_calls_raise_instead_of_crashing(operands, attrs, message):
    with pytest.raises(Exception, match=message):
        _call("flynorm_rmsnorm_fwd", operands, _rms_results(4, 8), **{**FWD_FLAGS, **attrs})


def test_wrong_result_shape_is_an_error():
    with pytest.raises(Exception, match="rstd has a wrong shape"):
        _call("flynorm_rmsnorm_fwd", (jnp.ones((4, 8)), jnp.ones((8,))),
              [jax.ShapeDtypeStruct((4, 8), jnp.float32), jax.ShapeDtypeStruct((3,), jnp.float32)],
              **FWD_FLAGS)


@pytest.mark.parametrize("m,p", [(7, 3), (8, 8), (5, 1), (3, 5), (0, 2)])
def test_backward_partials_are_contiguous_row_blocks(m, p):
    """Block b sums rows [b*ceil(M/P), (b+1)*ceil(M/P)); blocks past the rows hold zeros."""
    rng = np.random.default_rng(m * 10 + p)
    n = 24
    h = rng.standard_normal((m, n)).astype(np.float32)
    dy = rng.standard_normal((m, n)).astype(np.float32)
    w = rng.standard_normal(n).astype(np.float32)
    _, _, mean, rstd = oracle.forward(True, h, weight=w)
    results = [jax.ShapeDtypeStruct((m, n), jnp.float32)] + 2 * [jax.ShapeDtypeStruct((p, n),
                                                                                       jnp.float32)]
    dx, dw, db = _call("flynorm_layernorm_bwd",
                       (dy, h, w, mean.astype(np.float32), rstd.astype(np.float32)), results,
                       has_weight=True, has_bias=True, has_dresidual_out=False)
    xhat = (h - mean[:, None]) * rstd[:, None]
    rows_per_block = -(-m // p) if m else 1
    for b in range(p):
        rows = slice(b * rows_per_block, min(m, (b + 1) * rows_per_block))
        np.testing.assert_allclose(dw[b], (dy[rows] * xhat[rows]).sum(0), atol=1e-4, rtol=1e-4)
        np.testing.assert_allclose(db[b], dy[rows].sum(0), atol=1e-4, rtol=1e-4)
    dh, *_ = oracle.vjp(True, h, mean, rstd, dy, w)
    np.testing.assert_allclose(dx, dh, atol=1e-4, rtol=1e-4)


def test_backward_is_bitwise_deterministic():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.standard_normal((3000, 512)), jnp.float32)
    w = jnp.asarray(rng.standard_normal(512), jnp.float32)
    import jax_flynorm

    def loss(x, w):
        return jnp.sum(jnp.sin(jax_flynorm.rmsnorm(x, w, implementation="cpu")))

    grad = jax.jit(jax.grad(loss, argnums=(0, 1)))
    first = grad(x, w)
    for _ in range(3):
        again = grad(x, w)
        for a, b in zip(first, again):
            assert np.array_equal(np.asarray(a), np.asarray(b))
