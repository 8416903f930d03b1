"""The FlyDSL lowering end to end with the kernels run in the CPU emulator, against the float64
oracle: the row plumbing of backends/_rows.py (rows, partial rows per group, their sums), the
kernel spec the lowering derives and the kernels' split of rows among blocks, for per-head weights
(x's trailing axes), also as vmap folds them (several row groups, each with its own sums)."""

import jax.numpy as jnp
import numpy as np
import pytest

from tests.emulator.support import require

require("llvmlite", "flydsl", "torch")

from jax_flynorm._ops import SLOT_KINDS, BwdParams, FwdParams  # noqa: E402
from jax_flynorm.backends import _rows, flydsl  # noqa: E402
from tests import oracle  # noqa: E402
from tests.emulator.checks import close, rand  # noqa: E402
from tools.emulator import quantize, run_kernel  # noqa: E402

BF16 = np.dtype("bfloat16")
EPS = 1e-5
N = 64


def emulated(params, operands, result_shapes):
    """A `_rows.Launch` running the kernel the lowering compiles for gfx942 in the emulator."""
    spec = flydsl.kernel_spec(params, operands, result_shapes, "gfx942")
    rets = params.call_results
    p = next((s.shape[0] for name, s in zip(rets, result_shapes)
              if SLOT_KINDS[name] == "partials"), 1)
    ins = {name: np.asarray(v, np.float32) for name, v in zip(params.operands, operands)}
    out = run_kernel(spec, operands[0].shape[0], p, ins, float(params.eps))
    return [jnp.asarray(out[name], s.dtype) for name, s in zip(rets, result_shapes)]


@pytest.fixture(autouse=True)
def partials(monkeypatch):
    # 18 blocks: 6 partial rows of 3 heads, so at most 3 per row group of the backward below;
    # 3 would not divide its 8 rows per head and group: it gets 2.
    monkeypatch.setenv(flydsl.PARTIALS_ENV, "18")


@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_forward_with_per_head_weight_and_bias(op):
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    x = rand(rng, (2, 5, 3, N), "bf16", 2.0, 0.5)
    r = rand(rng, x.shape, "bf16")
    w, b = rand(rng, (3, N), "f32", 1.0, 1.0), rand(rng, (3, N), "f32")
    params = FwdParams(op=op, eps=EPS, has_residual=True, has_weight=True, has_bias=True,
                       out_dtype=BF16, residual_dtype=BF16, implementation="flydsl")
    args = [jnp.asarray(x, BF16), jnp.asarray(r, BF16), jnp.asarray(w, jnp.float32),
            jnp.asarray(b, jnp.float32)]
    got = dict(zip(params.results, _rows.kernel_forward(emulated, params, *args)))
    y, h, mean, rstd = oracle.forward(op == "layernorm", x, r, w, b, EPS)
    close(got["y"], y, (1e-2, 1e-2), "y")
    close(got["residual_out"], h, (1e-2, 1e-2), "residual_out")
    close(got["rstd"], rstd, (1e-6, 2e-5), "rstd")


@pytest.mark.parametrize("op,weight,bias", [("rmsnorm", True, True), ("layernorm", True, True),
                                            ("layernorm", False, True)])
def test_backward_sums_per_head_and_per_group(op, weight, bias):
    """Two row groups (a vmap of 2) of 8 rows per head and 3 heads: each group's dweight and dbias
    are (3, N), from 2 partial rows per group."""
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    center = op == "layernorm"
    h = rand(rng, (2, 8, 3, N), "bf16", 2.0, 0.5)
    dy = rand(rng, h.shape, "bf16")
    w = rand(rng, (3, N), "f32", 1.0, 1.0)
    _, _, mean, rstd = oracle.forward(center, h, eps=EPS)
    mean, rstd = quantize(mean, "f32"), quantize(rstd, "f32")
    params = BwdParams(op=op, has_weight=weight, has_bias=bias, has_dresidual_out=False,
                       implementation="flydsl", groups=2, vector_ndim=2, eps=EPS)
    ops = {"dy": jnp.asarray(dy, BF16), "h": jnp.asarray(h, BF16),
           "weight": jnp.asarray(w, jnp.float32), "mean": jnp.asarray(mean, jnp.float32),
           "rstd": jnp.asarray(rstd, jnp.float32)}
    outs = _rows.kernel_backward(emulated, flydsl.partials_target, params,
                                 *(ops[name] for name in params.operands))
    got = dict(zip(params.results, outs))
    for g in range(2):
        dh, dw, db = oracle.vjp(center, h[g], mean[g], rstd[g], dy[g], w if weight else None,
                                vector_ndim=2)
        close(got["dx"][g], dh, (1e-2, 1e-2), f"dx of group {g}")
        if weight:
            close(got["dweight"][g], dw, (1e-4, 1e-4), f"dweight of group {g}")
        close(got["dbias"][g], db, (1e-4, 1e-4), f"dbias of group {g}")


@pytest.mark.parametrize("mode", ["group", "static_smooth", "token_heads"])
def test_quantized_forward(mode):
    """A quantized forward through the row plumbing: the lowering reads the quantized dtype off
    y, the group size off y_scale's shape, smooth's dtype, and passes quant_scale ([1])."""
    import ml_dtypes

    from tests.quant_oracle import quantize64, steps_apart

    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    qdt = {"group": np.dtype(ml_dtypes.float8_e4m3fnuz), "static_smooth": np.dtype(np.int8),
           "token_heads": np.dtype(ml_dtypes.float8_e4m3fn)}[mode]
    heads = 3 if mode == "token_heads" else 1
    x = rand(rng, (2, 5, heads, N), "bf16", 2.0, 0.5)
    w = rand(rng, (heads, N), "f32", 1.0, 1.0)
    group_size = 16 if mode == "group" else 0
    smooth = quantize(rng.random(N) + 0.5, "bf16") if mode == "static_smooth" else None
    y64 = oracle.forward(False, x, weight=w, eps=EPS)[0]
    scale = None
    if mode == "static_smooth":
        scale = float(np.float32(np.abs(y64 * smooth).max() / 200))
    params = FwdParams(op="rmsnorm", eps=EPS, has_residual=False, has_weight=True,
                       has_bias=False, out_dtype=qdt, residual_dtype=None,
                       implementation="flydsl", quant_dtype=qdt, group_size=group_size,
                       static_scale=scale is not None, has_smooth=smooth is not None)
    ops = {"x": jnp.asarray(x, BF16), "weight": jnp.asarray(w, jnp.float32),
           "smooth": None if smooth is None else jnp.asarray(smooth, BF16),
           "quant_scale": None if scale is None else jnp.float32(scale)}
    got = dict(zip(params.results, _rows.kernel_forward(
        emulated, params, *(ops[name] for name in params.operands))))
    ref = quantize64(y64, qdt, group_size=group_size, scale=scale, smooth=smooth)
    assert got["y"].dtype == qdt and got["y"].shape == x.shape
    assert steps_apart(np.asarray(got["y"]), ref["values"], qdt).max() <= 1
    if scale is None:
        want = ref["scale"].reshape(*x.shape[:-1], -1)
        assert got["y_scale"].shape == want.shape
        close(got["y_scale"], want, (0.0, 4e-6), "y_scale")
    else:
        amax = np.abs(y64 * smooth).max(axis=-1)
        close(got["y_amax"], amax, (0.0, 4e-6), "y_amax")
