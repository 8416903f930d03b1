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
from tools import gen_ops_table

TARGETS = [(op, d) for op in OPS.values() for d in ("fwd", "bwd")]


@pytest.mark.parametrize("op,direction", TARGETS, ids=lambda v: getattr(v, "name", v))
def test_native_signature_matches_the_op_table(op, direction):
    native = ffi.native_signature(op.target(direction))
    assert native == signature(op, direction)
    for name, _ in (*op.args(direction), *op.rets(direction)):
        assert name in native


def test_the_committed_handler_table_is_generated_from_the_op_table():
    assert gen_ops_table.HEADER.read_text() == gen_ops_table.render(), (
        "jax_flynorm/backends/cpu/ops_table.h is out of date: run python -m tools.gen_ops_table")


def _call(target, operands, results, **attrs):
    return jax.jit(lambda *a: jax.ffi.ffi_call(target, results)(*a, **attrs))(*operands)


FWD_FLAGS = dict(eps=np.float32(1e-6), weight_offset=np.float32(0.0), has_residual=False,
                 has_weight=True, has_bias=False, has_smooth=False, static_scale=False,
                 dynamic_scale=False, tp_stats=False, tp_apply=False)
BWD_FLAGS = dict(eps=np.float32(1e-6), weight_offset=np.float32(0.0), recompute_stats=False,
                 has_dresidual_out=False, tp_dots=False, tp_apply=False)


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


def test_a_tensor_parallel_phase_is_an_error_of_the_cpu_library():
    with pytest.raises(Exception, match="no tensor-parallel phases"):
        _call("flynorm_rmsnorm_fwd", (jnp.ones((4, 8)), jnp.ones((8,))), _rms_results(4, 8),
              **{**FWD_FLAGS, "tp_apply": True})


def test_wrong_result_shape_is_an_error():
    with pytest.raises(Exception, match="rstd has a wrong shape"):
        _call("flynorm_rmsnorm_fwd", (jnp.ones((4, 8)), jnp.ones((8,))),
              [jax.ShapeDtypeStruct((4, 8), jnp.float32), jax.ShapeDtypeStruct((3,), jnp.float32)],
              **FWD_FLAGS)


@pytest.mark.parametrize("m,p,heads", [(7, 3, 1), (8, 8, 1), (5, 1, 1), (3, 5, 1), (0, 2, 1),
                                        (12, 4, 2), (9, 2, 3), (6, 5, 2), (0, 2, 3)])
def test_backward_partials_are_contiguous_row_blocks(m, p, heads):
    """Block b sums rows [b*R, (b+1)*R) with R = heads * ceil(M/(heads*P)), row r into weight row
    r % heads; blocks past the rows hold zeros."""
    rng = np.random.default_rng(m * 10 + p)
    n = 24
    h = rng.standard_normal((m, n)).astype(np.float32)
    dy = rng.standard_normal((m, n)).astype(np.float32)
    w = rng.standard_normal(heads * n).astype(np.float32)
    _, _, mean, rstd = oracle.forward(True, h)
    results = [jax.ShapeDtypeStruct((m, n), jnp.float32)] + 2 * [
        jax.ShapeDtypeStruct((p, heads * n), jnp.float32)]
    dx, dw, db = _call("flynorm_layernorm_bwd",
                       (dy, h, w, mean.astype(np.float32), rstd.astype(np.float32)), results,
                       has_weight=True, has_bias=True, **BWD_FLAGS)
    xhat = (h - mean[:, None]) * rstd[:, None]
    rows_per_block = heads * -(-m // (heads * p)) if m else 1

    def sums(a, b):  # block b's rows, summed per weight row
        rows = a[b * rows_per_block:min(m, (b + 1) * rows_per_block)]
        return rows.reshape(-1, heads * n).sum(0)

    for b in range(p):
        np.testing.assert_allclose(dw[b], sums(dy * xhat, b), atol=1e-4, rtol=1e-4)
        np.testing.assert_allclose(db[b], sums(dy, b), atol=1e-4, rtol=1e-4)
    per_head = (-1, heads, n)
    dh, *_ = oracle.vjp(True, h.reshape(per_head), mean.reshape(per_head[:2]),
                        rstd.reshape(per_head[:2]), dy.reshape(per_head), w.reshape(heads, n))
    np.testing.assert_allclose(dx, dh.reshape(m, n), atol=1e-4, rtol=1e-4)


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


def _f32(a):
    return np.asarray(a, np.float32)


@pytest.mark.parametrize("center", [False, True])
def test_forward_per_head_weight_rows_and_weight_offset(center):
    """weight/bias of [heads * N]: row r uses weight row r % heads, scaled by weight + offset."""
    rng = np.random.default_rng(int(center))
    b, heads, n = 4, 3, 40
    x = rng.standard_normal((b, heads, n)).astype(np.float32) + 0.7
    w = rng.standard_normal((heads, n)).astype(np.float32)
    bias = rng.standard_normal((heads, n)).astype(np.float32)
    target = "flynorm_layernorm_fwd" if center else "flynorm_rmsnorm_fwd"
    stats = [jax.ShapeDtypeStruct((b * heads,), jnp.float32)] * (2 if center else 1)
    y, *got = _call(target, (x.reshape(-1, n), w.reshape(-1), bias.reshape(-1)),
                    [jax.ShapeDtypeStruct((b * heads, n), jnp.float32), *stats],
                    **{**FWD_FLAGS, "has_bias": True, "weight_offset": np.float32(0.25)})
    y_exp, _, mean, rstd = oracle.forward(center, x, weight=w, bias=bias, weight_offset=0.25)
    np.testing.assert_allclose(np.asarray(y).reshape(x.shape), y_exp, atol=1e-5, rtol=1e-5)
    np.testing.assert_allclose(got[-1], rstd.reshape(-1), rtol=1e-5)


@pytest.mark.parametrize("center", [False, True])
def test_backward_recompute_stats_uses_the_h_it_reads(center):
    """With recompute_stats the saved statistics are ignored: the result is the gradient at h."""
    rng = np.random.default_rng(2 + int(center))
    m, heads, n, p = 6, 2, 48, 4
    h = (rng.standard_normal((m, n)) * 0.1 + 64.0).astype(jnp.bfloat16)
    dy = rng.standard_normal((m, n)).astype(np.float32)
    w = rng.standard_normal((heads, n)).astype(np.float32)
    _, _, mean, rstd = oracle.forward(center, h, eps=1e-5)
    wrong = np.full((m,), 3.0, np.float32)  # saved statistics that do not match h
    target = "flynorm_layernorm_bwd" if center else "flynorm_rmsnorm_bwd"
    operands = (dy, h, w.reshape(-1), *((wrong,) if center else ()), wrong)
    results = [jax.ShapeDtypeStruct((m, n), jnp.bfloat16),
               *[jax.ShapeDtypeStruct((p, heads * n), jnp.float32)] * 2]
    dx, dw, db = _call(target, operands, results, has_weight=True, has_bias=True,
                       **{**BWD_FLAGS, "eps": np.float32(1e-5), "recompute_stats": True,
                          "weight_offset": np.float32(-0.5)})
    shaped = (m // heads, heads, n)
    dh, dw_exp, db_exp = oracle.vjp(center, _f32(h).reshape(shaped), mean.reshape(shaped[:-1]),
                                    rstd.reshape(shaped[:-1]), dy.reshape(shaped), w,
                                    weight_offset=-0.5)
    np.testing.assert_allclose(_f32(dx), dh.reshape(m, n), atol=2e-2, rtol=1e-2)
    # |mean| / std ~ 600: f32 centring loses that factor over f32's 6e-8 relative precision.
    np.testing.assert_allclose(np.sum(dw, 0).reshape(heads, n), dw_exp, atol=1e-3, rtol=1e-3)
    np.testing.assert_allclose(np.sum(db, 0).reshape(heads, n), db_exp, atol=1e-4, rtol=1e-4)
    if center:  # any LayerNorm gradient sums to zero over the row (up to rounding into bf16)
        assert np.abs(_f32(dx).astype(np.float64).sum(-1)).max() < 1e-2 * np.abs(_f32(dx)).max()
