"""Quantized outputs against the float64 oracle: tests/quant_oracle.py quantizes the
float64 norm of tests/oracle.py. Both implementations that run on CPU (the portable jnp path and
the C++ custom call), both ops.

Grid (why not the full product): implementation x op x quantized dtype x mode x x dtype x
magnitude x options is ~10^4 compiles. What decides the rounding is the quantized dtype and the
mode, so those are crossed in full with the implementation and op (2 x 2 x 3 x 8 = 96 cases: per
token, groups of 32 and 128, per tensor, each with and without smooth); the x dtype (bf16, f16,
f32) and the weight's magnitude (1e-3, 1, 1e3, times a log-uniform spread within each row, and
rows of x from 1e-4 to 1e3 so eps shrinks some rows' y) cycle through that grid, so every x dtype
meets every quantized dtype and mode of each op. Special rows (zeros, Inf, NaN), saturation, the
options (residual + prenorm, weight None, bias, per-head weights, weight_offset, ranks 1 to 4,
empty axes), the transforms and the gradients take the dtype and mode each interacts with, per
implementation.
"""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import Quantize, Quantized
from jax_flynorm import _tolerances as tolerances
from tests import oracle
from tests import quant_oracle as qo

ON_CPU = jax.default_backend() == "cpu"
# The C++ call runs on CPU only; elsewhere (an NVIDIA GPU) the portable path alone.
IMPLEMENTATIONS = ["xla", "cpu"] if ON_CPU else ["xla"]
OPS = {"rmsnorm": (jax_flynorm.rmsnorm, False), "layernorm": (jax_flynorm.layernorm, True)}
QDTYPES = [jnp.int8, jnp.float8_e4m3fn, jnp.float8_e4m3fnuz]
X_DTYPES = [jnp.bfloat16, jnp.float16, jnp.float32]
MAGNITUDES = [1e-3, 1.0, 1e3]
# (group_size, per tensor, smooth)
MODES = {"token": (0, False, False), "group32": (32, False, False),
         "group128": (128, False, False), "tensor": (0, True, False),
         "smooth-token": (0, False, True), "smooth-group32": (32, False, True),
         "smooth-group128": (128, False, True), "smooth-tensor": (0, True, True)}
# Elements whose f32 quantized value may differ (by one step) from the float64 oracle's: those
# whose y / scale lies within the f32 error of y (a few ulps) of a rounding boundary; at these
# sizes the expected count is < 1 per case.
DIFFERENT_FRACTION = 2e-3
# The scales are f32 (max|y| / qmax) of y computed in f32: a few ulps of the float64 oracle's.
SCALE_RTOL = 16 * 2.0 ** -24


def name(dtype) -> str:
    return np.dtype(dtype).name


def qmax(dtype) -> float:
    return qo.QMAX[np.dtype(dtype)]


def inputs(seed, shape, x_dtype, magnitude=1.0, *, weight=True, bias=False, residual=False,
           smooth=False, weight_shape=None):
    """Fresh random inputs: rows of x of magnitudes 1e-4 to 1e3 (eps shrinks y in the smallest),
    a weight of `magnitude` spread log-uniformly over e^-3..e^3 with random signs, so that y spans
    the quantized grid's small values as well as its large ones."""
    rng = np.random.default_rng(seed)
    n = shape[-1]
    rows = 10.0 ** rng.uniform(-4, 3, (*shape[:-1], 1))
    x = (rng.standard_normal(shape) + 0.3) * rows
    out = {"x": jnp.asarray(x, jnp.float32).astype(x_dtype)}
    wshape = weight_shape or (n,)
    if weight:
        w = magnitude * np.exp(rng.uniform(-3, 3, wshape)) * rng.choice([-1.0, 1.0], wshape)
        out["weight"] = jnp.asarray(w, jnp.float32)
    if bias:
        out["bias"] = jnp.asarray(0.5 * magnitude * rng.standard_normal(wshape), jnp.float32)
    if residual:
        out["residual"] = jnp.asarray(rng.standard_normal(shape), jnp.float32)
    if smooth:
        out["smooth"] = jnp.asarray(np.exp(rng.uniform(-1.5, 1.5, n)), jnp.float32)
    return out


def y64(op, ins, weight_offset=0.0):
    with np.errstate(all="ignore"):
        return oracle.forward(OPS[op][1], ins["x"], ins.get("residual"), ins.get("weight"),
                              ins.get("bias"), weight_offset=weight_offset)[0]


def call(op, ins, quantize, implementation, **kw):
    return OPS[op][0](ins["x"], ins.get("weight"), ins.get("bias"), ins.get("residual"),
                      quantize=quantize, implementation=implementation, **kw)


def expanded(scale, shape, group_size):
    """The scale broadcast to the values' shape (per token, per group or per tensor)."""
    scale = jnp.asarray(scale)
    if scale.ndim == 0:
        return jnp.broadcast_to(scale, shape)
    if group_size:
        return jnp.repeat(scale, group_size, axis=-1)
    return jnp.broadcast_to(scale[..., None], shape)


def check(q: Quantized, y, dtype, *, group_size=0, scale=None, smooth=None, exact=False,
          what=""):
    """q against quantize64 of the float64 y: values within one step (equal for all but a bounded
    fraction; all when `exact`), scales within a few ulps (0 exactly where the oracle's is 0),
    the per-tensor amax too."""
    ref = qo.quantize64(y, dtype, group_size=group_size, scale=scale, smooth=smooth)
    values = np.asarray(q.values)
    assert values.dtype == np.dtype(dtype) and values.shape == np.shape(y), what
    steps = qo.steps_apart(values, ref["values"], dtype)
    if steps.size:
        worst = np.unravel_index(np.argmax(steps), steps.shape)
        assert steps.max() <= (0 if exact else 1), (
            f"{what}: {steps.max()} steps from the oracle at {worst}: "
            f"{values[worst]} vs {ref['values'][worst]}")
        frac = float(np.mean(steps > 0))
        assert frac <= (0 if exact else DIFFERENT_FRACTION), f"{what}: {frac:.2%} differ"
    got = np.asarray(q.scale, np.float64)
    assert q.scale.dtype == jnp.float32 and got.shape == np.shape(ref["scale"]), what
    assert not np.isnan(got).any(), f"{what}: NaN scale"
    if scale is not None:
        assert got == ref["scale"], what
        assert q.amax is not None and q.amax.shape == () and q.amax.dtype == jnp.float32
        np.testing.assert_allclose(float(q.amax), ref["amax"], rtol=SCALE_RTOL, atol=0,
                                   err_msg=f"{what}: amax")
    else:
        assert q.amax is None, what
        zero = ref["scale"] == 0
        assert (got[zero] == 0).all(), f"{what}: scale of a zero row or group is not 0"
        with np.errstate(invalid="ignore"):
            np.testing.assert_allclose(got[~zero], ref["scale"][~zero], rtol=SCALE_RTOL, atol=0,
                                       err_msg=f"{what}: scale")
    return ref


def per_tensor_scale(y, dtype, smooth=None, factor=1.0):
    """A per-tensor scale near the delayed-scaling one (max|y| / qmax, times `factor`)."""
    yy = np.asarray(y) * (1.0 if smooth is None else np.asarray(smooth, np.float64))
    return jnp.float32(factor * np.nanmax(np.abs(yy), initial=1.0) / qmax(dtype))


def request(dtype, group_size=0, scale=None, smooth=None) -> Quantize:
    return Quantize(dtype, group_size=group_size or None, scale=scale, smooth=smooth)


# ------------------------------------------------------------------------------------------------
# Values and scales against the oracle.


def compiled_many(op, cases, implementation, **kw):
    """The op on several (inputs, Quantize) pairs in one compiled program: the grid's cost is
    compiles, one per program."""
    return jax.jit(lambda cases: [call(op, ins, q, implementation, **kw) for ins, q in cases])(
        cases)


@pytest.mark.parametrize("dtype", QDTYPES, ids=name)
@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_values_and_scales_match_the_oracle(implementation, op, dtype):
    """Every mode (in one program); the per-tensor amax is also the exact maximum of the op's
    own f32 y (times smooth)."""
    qi, oi = QDTYPES.index(dtype), list(OPS).index(op)
    cases, expected = [], []
    for mi, (mode, (group_size, tensor, smooth)) in enumerate(MODES.items()):
        x_dtype = X_DTYPES[(qi + mi + oi) % 3]
        magnitude = MAGNITUDES[(mi + 2 * qi) % 3]
        ins = inputs(100 * qi + 10 * mi + oi, (37, 384), x_dtype, magnitude, bias=oi == 1,
                     smooth=smooth)
        y = y64(op, ins)
        scale = per_tensor_scale(y, dtype, ins.get("smooth")) if tensor else None
        cases.append((ins, request(dtype, group_size, scale, ins.get("smooth"))))
        expected.append((mode, y, group_size, scale, ins.get("smooth"),
                         f"{mode}, {name(x_dtype)} x, magnitude {magnitude}"))
    got = compiled_many(op, cases, implementation)
    plain = compiled_many(op, [(ins, None) for ins, _ in cases], implementation,
                          out_dtype=jnp.float32)
    for q, p, (_, y, group_size, scale, smooth, what) in zip(got, plain, expected):
        check(q, y, dtype, group_size=group_size, scale=scale, smooth=smooth, what=what)
        if scale is not None:
            p = np.asarray(p) * (1.0 if smooth is None else np.asarray(smooth))
            assert float(q.amax) == np.abs(p).max(), what


def quantized_f32(y32, dtype, group_size=0, scale=None):
    """The reference semantics on an f32 y, in numpy f32: amax / qmax and y / scale are IEEE
    divisions, rounded to the grid by the oracle (an f32 quotient rounds exactly in float64)."""
    y32 = np.asarray(y32, np.float32)
    with np.errstate(divide="ignore", invalid="ignore"):
        if scale is not None:
            s = np.float32(scale)
            q = np.where(s == 0, y32 * 0, y32 / (s if s != 0 else np.float32(1)))
        else:
            g = y32.reshape(*y32.shape[:-1], -1, group_size or y32.shape[-1])
            amax = np.where(np.isnan(g), 0, np.abs(g)).max(-1, initial=0).astype(np.float32)
            s = amax / np.float32(qmax(dtype))
            d = np.where(s == 0, np.float32(1), s)[..., None]
            q = np.where(s[..., None] == 0, g * 0, g / d).reshape(y32.shape)
            s = s if group_size else s[..., 0]
    return qo.round_saturate(q.astype(np.float64), dtype).astype(dtype), np.float32(s)


@pytest.mark.parametrize("dtype", QDTYPES, ids=name)
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_quantization_of_the_ops_own_y_is_bitwise_the_reference(implementation, dtype):
    """Given the op's own f32 y (out_dtype=float32, times smooth), values and scales are bitwise
    those of the reference semantics with IEEE f32 divisions (XLA rewrites a division by a
    constant or a broadcast into a multiplication by the reciprocal, a step off near rounding
    boundaries: the portable path must not let it). Bitwise on the CPU; on a GPU within the error
    of XLA's division there."""
    cases, want = [], []
    for mi, mode in enumerate(["token", "group32", "smooth-group128", "smooth-tensor"]):
        group_size, tensor, smooth = MODES[mode]
        ins = inputs(60 + mi, (64, 384), jnp.float32, smooth=smooth)
        scale = jnp.float32(0.0123) if tensor else None
        cases.append((ins, request(dtype, group_size, scale, ins.get("smooth"))))
        want.append((mode, group_size, scale, ins.get("smooth")))
    got = compiled_many("rmsnorm", cases, implementation)
    plain = compiled_many("rmsnorm", [(ins, None) for ins, _ in cases], implementation,
                          out_dtype=jnp.float32)
    for q, y32, (mode, group_size, scale, smooth) in zip(got, plain, want):
        y32 = np.asarray(y32) * (np.float32(1) if smooth is None else np.asarray(smooth))
        values, scales = quantized_f32(y32, dtype, group_size, scale)
        if not ON_CPU:
            # XLA's f32 division on an NVIDIA GPU is not correctly rounded (div.full.f32, within
            # 2 ulps; docs/contract.md), and the y of the two programs, fused differently, can
            # differ in a last bit (H200: up to 3 ulps in all): scales within 4 ulps, values
            # within a step.
            ulps = np.abs(np.asarray(q.scale).view(np.int32).astype(np.int64)
                          - scales.view(np.int32).astype(np.int64))
            assert int(ulps.max()) <= 4, (mode, int(ulps.max()))
            assert int(qo.steps_apart(q.values, values, dtype).max()) <= 1, mode
            continue
        np.testing.assert_array_equal(np.asarray(q.scale).view(np.int32), scales.view(np.int32),
                                      err_msg=f"{mode}: scale bits")
        np.testing.assert_array_equal(np.asarray(q.values).view(np.uint8), values.view(np.uint8),
                                      err_msg=f"{mode}: value bits")


# y / scale for the tie test: halves of int8; ties of float8_e4m3fn and _fnuz (1.0625, 1.1875,
# 17, 34, 232, 440 and a subnormal one, 1.5 * 2^-9), saturation at 127.5 and 500.
TIES = [0.5, 1.5, 2.5, 126.5, 127.5, 1.0625, 1.1875, 17.0, 34.0, 232.0, 440.0,
        0.0029296875, 3.5, 200.5, 7.5, 500.0]


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_rounding_ties_are_half_to_even(implementation):
    """x = +-1 alternating has rstd 1 exactly (eps = the smallest normal f32 vanishes in 1 + eps),
    so y = +-weight, and weight = TIES / 8 with a per-tensor scale 1/8 puts y / scale on ties of
    each grid: the values must be the oracle's exactly."""
    x = np.tile(np.array([1.0, -1.0], np.float32), (2, len(TIES) // 2))
    w = jnp.asarray(np.array(TIES) / 8, jnp.float32)
    eps = float(np.finfo(np.float32).tiny)
    y = oracle.forward(False, x, weight=w, eps=eps)[0]
    for dtype in QDTYPES:
        q = jax_flynorm.rmsnorm(x, w, quantize=Quantize(dtype, scale=jnp.float32(0.125)), eps=eps,
                                implementation=implementation)
        check(q, y, dtype, scale=np.float32(0.125), exact=True, what=name(dtype))


# ------------------------------------------------------------------------------------------------
# Special rows: zeros, Inf and NaN, and saturation.


SPECIAL_MODES = ["token", "group32", "tensor"]


@pytest.mark.parametrize("dtype", QDTYPES, ids=name)
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_rows_of_zeros_inf_and_nan(implementation, dtype):
    """A row of zeros: scale 0 (never NaN) and values 0. An Inf or NaN in x makes the norm's y
    NaN (RMSNorm: at the Inf, and the whole row for a NaN; LayerNorm: the whole row): its maxima
    ignore NaN, so the row's scale is 0, and the values are NaN in float8 and 0 in int8."""
    for op in OPS:
        ins = inputs(7, (6, 64), jnp.float32)
        x = np.array(ins["x"])
        x[1] = 0.0
        x[2, 5] = np.inf
        x[3, 9] = np.nan
        x[4, 0] = -np.inf
        ins["x"] = jnp.asarray(x)
        y = y64(op, ins)
        modes = [MODES[m] for m in SPECIAL_MODES]
        scales = [per_tensor_scale(y, dtype) if tensor else None for _, tensor, _ in modes]
        got = compiled_many(op, [(ins, request(dtype, g, s)) for (g, _, _), s in
                                 zip(modes, scales)], implementation)
        for q, mode, (group_size, tensor, _), scale in zip(got, SPECIAL_MODES, modes, scales):
            what = f"{op} {mode}"
            check(q, y, dtype, group_size=group_size, scale=scale, exact=True, what=what)
            values = np.asarray(q.values).astype(np.float64)
            assert (values[1] == 0).all(), what
            nan_rows = np.isnan(values[2:5])
            if np.dtype(dtype) == np.int8:
                assert not nan_rows.any(), what
            else:
                assert nan_rows.any(axis=-1).all(), what
            if not tensor:
                assert (np.asarray(q.scale)[1:5] == 0).all(), what


@pytest.mark.parametrize("dtype", QDTYPES, ids=name)
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_inf_in_y(implementation, dtype):
    """An Inf in y itself (here from smooth): a per-tensor scale saturates it to +-qmax; a dynamic
    scale becomes Inf for its row or group, whose other values are then 0 and its own NaN (float8)
    or 0 (int8)."""
    ins = inputs(8, (5, 64), jnp.float32, smooth=True)
    smooth = np.array(ins["smooth"])
    smooth[3] = np.inf
    ins["smooth"] = jnp.asarray(smooth)
    y = y64("rmsnorm", ins)
    modes = [MODES[m] for m in SPECIAL_MODES]
    scales = [jnp.float32(0.01) if tensor else None for _, tensor, _ in modes]
    got = compiled_many("rmsnorm", [(ins, request(dtype, g, s, ins["smooth"])) for (g, _, _), s
                                    in zip(modes, scales)], implementation)
    for q, mode, (group_size, tensor, _), scale in zip(got, SPECIAL_MODES, modes, scales):
        check(q, y, dtype, group_size=group_size, scale=scale, smooth=smooth, exact=True,
              what=mode)
        values = np.asarray(q.values).astype(np.float64)
        if tensor:
            assert (np.abs(values[:, 3]) == qmax(dtype)).all()
            assert float(q.amax) == np.inf
        else:  # column 3's row or group
            assert (np.asarray(q.scale).reshape(5, -1)[:, 0] == np.inf).all(), mode


@pytest.mark.parametrize("dtype", QDTYPES, ids=name)
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_a_small_per_tensor_scale_saturates(implementation, dtype):
    ins = inputs(9, (16, 256), jnp.bfloat16, bias=True)
    y = y64("layernorm", ins)
    scale = per_tensor_scale(y, dtype, factor=1 / 64)
    q = call("layernorm", ins, Quantize(dtype, scale=scale), implementation)
    check(q, y, dtype, scale=scale)
    values = np.asarray(q.values).astype(np.float64)
    assert np.mean(np.abs(values) == qmax(dtype)) > 0.1
    assert np.abs(values).max() == qmax(dtype)


# Per-tensor scales below the smallest normal f32: subnormals of both signs and -0.
SUBNORMAL_SCALES = [1e-40, -1e-40, float(np.finfo(np.float32).smallest_subnormal),
                    float(np.nextafter(np.finfo(np.float32).tiny, np.float32(0))), -0.0]


@pytest.mark.parametrize("dtype", QDTYPES, ids=name)
def test_a_subnormal_per_tensor_scale_counts_as_zero_traced_or_constant(dtype):
    """One answer, y * 0 and scale 0, from every implementation whether the scale is a jit
    argument (a flushing runtime reads it as 0) or a constant (folding would keep it)."""
    ins = inputs(21, (5, 64), jnp.float32)
    ins["x"] = ins["x"].at[1].set(0.0)  # a row of zeros too
    y = y64("rmsnorm", ins)
    for s in SUBNORMAL_SCALES:
        results = []
        for implementation in IMPLEMENTATIONS:
            def f(x, w, scale, implementation=implementation):
                return call("rmsnorm", {"x": x, "weight": w},
                            Quantize(dtype, scale=jnp.float32(scale)), implementation)

            results.append(jax.jit(f)(ins["x"], ins["weight"], s))
            results.append(jax.jit(lambda x, w, f=f, s=s: f(x, w, s))(ins["x"], ins["weight"]))
        for q in results:
            what = f"scale {s!r}"
            check(q, y, dtype, scale=s, exact=True, what=what)
            assert float(q.scale) == 0.0, what
            np.testing.assert_array_equal(np.asarray(q.values).view(np.uint8),
                                          np.asarray(results[0].values).view(np.uint8), what)


# ------------------------------------------------------------------------------------------------
# With the norm's other options, and shapes.


OPTION_CASES = {
    # name: (op, dtype, mode, shape, inputs options, norm keywords)
    "residual-prenorm": ("rmsnorm", jnp.float8_e4m3fn, "group32", (3, 5, 128),
                         {"residual": True}, {"prenorm": True}),
    "residual-prenorm-bf16": ("layernorm", jnp.int8, "tensor", (9, 96), {"residual": True},
                              {"prenorm": True, "residual_dtype": jnp.bfloat16}),
    "residual": ("layernorm", jnp.float8_e4m3fnuz, "token", (9, 96), {"residual": True}, {}),
    "prenorm-no-residual": ("rmsnorm", jnp.int8, "token", (4, 64), {}, {"prenorm": True}),
    "weight-none": ("rmsnorm", jnp.float8_e4m3fnuz, "smooth-group32", (7, 64),
                    {"weight": False}, {}),
    "weight-none-layernorm": ("layernorm", jnp.int8, "token", (7, 64), {"weight": False}, {}),
    "bias": ("layernorm", jnp.float8_e4m3fn, "smooth-tensor", (7, 160), {"bias": True}, {}),
    "per-head": ("rmsnorm", jnp.int8, "group32", (2, 3, 4, 64),
                 {"bias": True, "weight_shape": (4, 64)}, {}),
    "per-head-layernorm": ("layernorm", jnp.float8_e4m3fn, "tensor", (2, 4, 64),
                           {"weight_shape": (4, 64)}, {}),
    "weight-offset": ("rmsnorm", jnp.float8_e4m3fn, "smooth-token", (6, 128), {},
                      {"weight_offset": 1.0}),
    "rank-1": ("layernorm", jnp.float8_e4m3fnuz, "token", (256,), {}, {}),
    "rank-1-group": ("rmsnorm", jnp.int8, "group128", (256,), {}, {}),
    "rank-1-tensor": ("rmsnorm", jnp.float8_e4m3fn, "tensor", (256,), {}, {}),
    "rank-4": ("layernorm", jnp.int8, "smooth-group32", (2, 3, 2, 64), {"bias": True}, {}),
}


@pytest.mark.parametrize("case", OPTION_CASES)
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_with_options(implementation, case):
    op, dtype, mode, shape, opts, kw = OPTION_CASES[case]
    group_size, tensor, smooth = MODES[mode]
    ins = inputs(len(case), shape, jnp.bfloat16, smooth=smooth, **opts)
    y = y64(op, ins, kw.get("weight_offset", 0.0))
    scale = per_tensor_scale(y, dtype, ins.get("smooth")) if tensor else None
    out = jax.jit(lambda ins: call(op, ins, request(dtype, group_size, scale, ins.get("smooth")),
                                   implementation, **kw))(ins)
    q, res = out if kw.get("prenorm") else (out, None)
    assert isinstance(q, Quantized)
    check(q, y, dtype, group_size=group_size, scale=scale, smooth=ins.get("smooth"))
    if kw.get("prenorm"):
        # residual_out stays in its own dtype: residual's (f32), residual_dtype, or x's.
        want = kw.get("residual_dtype") or ("residual" in ins and jnp.float32) or jnp.bfloat16
        assert res.dtype == want
        h = oracle.forward(False, ins["x"], ins.get("residual"))[1]
        tolerances.assert_close(res, h, tolerances.value(want), "residual_out")


EMPTY_SHAPES = [(0, 64), (2, 0, 64), (3, 0), (0,), (0, 0)]


@pytest.mark.parametrize("shape", EMPTY_SHAPES, ids=str)
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_empty_axes(implementation, shape):
    for dtype, mode in ((jnp.int8, "token"), (jnp.float8_e4m3fn, "group32"),
                        (jnp.float8_e4m3fnuz, "tensor")):
        group_size, tensor, _ = MODES[mode]
        group_size = group_size if shape[-1] % 32 == 0 and shape[-1] else 0
        ins = inputs(3, shape, jnp.float32)
        y = np.zeros(shape)
        scale = jnp.float32(0.5) if tensor else None
        q = call("rmsnorm", ins, request(dtype, group_size, scale), implementation)
        check(q, y, dtype, group_size=group_size, scale=scale, exact=True, what=mode)
        if tensor:
            assert float(q.amax) == 0.0


# ------------------------------------------------------------------------------------------------
# Transforms: jit, vmap, Quantize as an argument, export.


@pytest.mark.parametrize("mode", ["token", "smooth-group32", "tensor"])
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_vmap(implementation, mode):
    group_size, tensor, smooth = MODES[mode]
    dtype = {"token": jnp.int8, "smooth-group32": jnp.float8_e4m3fn,
             "tensor": jnp.float8_e4m3fnuz}[mode]
    ins = inputs(11, (3, 5, 64), jnp.float32, bias=True, residual=True, smooth=smooth)
    scales = jnp.asarray([0.002, 0.01, 0.05], jnp.float32) if tensor else None

    def f(x, r, s):
        q = request(dtype, group_size, s, ins.get("smooth"))
        return jax_flynorm.layernorm(x, ins["weight"], ins["bias"], r, quantize=q,
                                     implementation=implementation)

    in_axes = (0, 0, 0 if tensor else None)
    q = jax.jit(jax.vmap(f, in_axes=in_axes))(ins["x"], ins["residual"], scales)
    for i in range(3):
        member = {**ins, "x": ins["x"][i], "residual": ins["residual"][i]}
        member_q = Quantized(q.values[i], q.scale[i], None if q.amax is None else q.amax[i])
        check(member_q, y64("layernorm", member), dtype, group_size=group_size,
              scale=None if scales is None else scales[i], smooth=ins.get("smooth"),
              what=f"member {i}")


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_quantize_is_a_pytree_argument_of_jit(implementation):
    """scale and smooth are leaves (traced: new values reuse the compiled program); dtype and
    group_size are static."""
    traces = []

    @jax.jit
    def f(x, w, quantize):
        traces.append(quantize)
        return jax_flynorm.rmsnorm(x, w, quantize=quantize, implementation=implementation)

    ins = inputs(12, (8, 64), jnp.float16, smooth=True)
    y = y64("rmsnorm", ins)
    for s in (0.01, 0.03):
        q = f(ins["x"], ins["weight"], Quantize(jnp.float8_e4m3fn, scale=jnp.float32(s),
                                                smooth=ins["smooth"]))
        check(q, y, jnp.float8_e4m3fn, scale=np.float32(s), smooth=ins["smooth"])
    assert len(traces) == 1
    q = f(ins["x"], ins["weight"], Quantize(jnp.int8, group_size=32))
    check(q, y, jnp.int8, group_size=32)
    assert len(traces) == 2
    leaves, tree = jax.tree.flatten(Quantize("float8_e4m3fn", scale=0.5, smooth=ins["smooth"]))
    assert len(leaves) == 2 and jax.tree.unflatten(tree, leaves).dtype == jnp.float8_e4m3fn


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_export_round_trip(implementation):
    """A quantized forward exported and deserialised runs and gives the same bits, with the
    Quantize request as an argument and the Quantized result (both serialisable pytrees)."""
    ins = inputs(13, (6, 128), jnp.bfloat16, residual=True, smooth=True)

    def f(x, w, r, quantize):
        return jax_flynorm.rmsnorm(x, w, None, r, prenorm=True, quantize=quantize,
                                   implementation=implementation)

    args = (ins["x"], ins["weight"], ins["residual"])
    for quantize in (Quantize(jnp.float8_e4m3fnuz, scale=jnp.float32(0.02), smooth=ins["smooth"]),
                     Quantize(jnp.int8, group_size=64)):
        exported = jax.export.export(jax.jit(f), disabled_checks=(
            jax_flynorm.export_disabled_checks()))(*args, quantize)
        restored = jax.export.deserialize(exported.serialize())
        got, want = restored.call(*args, quantize), jax.jit(f)(*args, quantize)
        assert jax.tree.structure(got) == jax.tree.structure(want)
        for a, b in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
            assert a.dtype == b.dtype
            np.testing.assert_array_equal(np.asarray(a).view(np.uint8) if a.dtype.itemsize == 1
                                          else a, np.asarray(b).view(np.uint8)
                                          if b.dtype.itemsize == 1 else b)


@pytest.mark.parametrize("group_size", [np.int64(32), np.int32(32), np.uint8(32)],
                         ids=lambda g: type(g).__name__)
def test_a_numpy_integer_group_size_serialises_with_an_export(group_size):
    quantize = Quantize(jnp.int8, group_size=group_size)
    assert type(quantize.group_size) is int and quantize == Quantize(jnp.int8, group_size=32)
    ins = inputs(14, (4, 96), jnp.float32)

    def f(x, w, quantize):
        return jax_flynorm.rmsnorm(x, w, quantize=quantize, implementation="xla")

    exported = jax.export.export(jax.jit(f))(ins["x"], ins["weight"], quantize)
    restored = jax.export.deserialize(exported.serialize())
    got = restored.call(ins["x"], ins["weight"], quantize)
    check(got, y64("rmsnorm", ins), jnp.int8, group_size=32)


# ------------------------------------------------------------------------------------------------
# Bad requests: clear errors at trace time.


X64 = jax.ShapeDtypeStruct((4, 64), jnp.float32)
ERRORS = [
    ({"quantize": Quantize(jnp.int8, group_size=48)}, ValueError,
     "group_size=48 must be a positive Python int dividing x's last dim 64"),
    ({"quantize": Quantize(jnp.int8, group_size=0)}, ValueError, "group_size=0 must be a positive"),
    ({"quantize": Quantize(jnp.int8, group_size=32.0)}, TypeError,
     "group_size must be a Python int, got float"),
    ({"quantize": Quantize(jnp.int8, scale=jnp.ones((1,)))}, ValueError,
     r"per-tensor Quantize scale must be a scalar, got shape \(1,\)"),
    ({"quantize": Quantize(jnp.int8, scale=jnp.ones((4,)))}, ValueError, "must be a scalar"),
    ({"quantize": Quantize(jnp.int8, scale=jnp.int32(2))}, TypeError,
     "Quantize scale has dtype int32; pass a float32 scalar"),
    ({"quantize": Quantize(jnp.int8, scale=2)}, TypeError, "dtype int32"),
    ({"quantize": Quantize(jnp.int8, smooth=jnp.ones(65))}, ValueError,
     r"Quantize smooth has shape \(65,\); it must be \(64,\)"),
    ({"quantize": Quantize(jnp.int8, smooth=jnp.ones((4, 64)))}, ValueError,
     r"must be \(64,\), one factor per column"),
    ({"quantize": Quantize(jnp.int8, smooth=jnp.ones(64, jnp.int32))}, TypeError,
     "Quantize smooth has dtype int32"),
    ({"quantize": Quantize(jnp.int8), "out_dtype": jnp.float16}, ValueError, "drop out_dtype"),
    ({"quantize": Quantize(jnp.int8, scale=jnp.float32(1), group_size=32)}, ValueError,
     "a per-tensor scale or a group_size, not both"),
    ({"quantize": jnp.int8}, TypeError, "quantize must be a jax_flynorm.Quantize"),
    ({"quantize": "int8"}, TypeError, r"e.g. quantize=Quantize\(jnp.float8_e4m3fn\)"),
]


@pytest.mark.parametrize("kwargs, error, message", ERRORS, ids=lambda v: None)
@pytest.mark.parametrize("op", OPS)
def test_bad_requests_are_clear_errors_at_trace_time(op, kwargs, error, message):
    with pytest.raises(error, match=message):
        jax.eval_shape(lambda x: OPS[op][0](x, **kwargs, implementation="xla"), X64)


@pytest.mark.parametrize("dtype", [jnp.float16, jnp.uint8, jnp.float8_e5m2, jnp.bfloat16,
                                   "int4", jnp.float32])
def test_unsupported_dtypes_are_refused(dtype):
    with pytest.raises(TypeError, match=re.escape(
            "supported are int8, float8_e4m3fn, float8_e4m3fnuz")):
        Quantize(dtype)


def test_a_missing_quantize_dtype_is_named():
    with pytest.raises(TypeError, match=r"Quantize needs a dtype, got None") as err:
        Quantize(None)
    assert "float64" not in str(err.value)
    with pytest.raises(TypeError, match="is not a dtype"):
        Quantize("no such dtype")


# ------------------------------------------------------------------------------------------------
# Gradients.


GRAD_MODES = ["token", "group32", "tensor", "smooth-token", "smooth-group32"]


@pytest.mark.parametrize("mode", GRAD_MODES)
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_float8_gradient_is_straight_through(implementation, mode):
    """jax.grad through values.astype(f32) * scale is the gradient of y (times smooth). The loss
    sum(dequantized * c) with c = m / scale, m in {+-0.5, +-1, +-2} (float8 values), makes the
    values' cotangent scale * c = m up to an f32 ulp, which rounds to m exactly in float8: the
    gradient is then that of sum(y * smooth * c), which the float64 oracle checks too. (With any
    other cotangent the values' float8 cotangent rounds it: 2^-4 relative for e4m3, 0 below the
    smallest subnormal, 2^-9 for e4m3fn.)"""
    group_size, tensor, smooth = MODES[mode]
    mi = GRAD_MODES.index(mode)
    op = list(OPS)[mi % 2]
    dtype = [jnp.float8_e4m3fn, jnp.float8_e4m3fnuz][mi % 2]
    shape = (3, 4, 64)
    ins = inputs(20 + mi, shape, jnp.float32, bias=True, residual=True, smooth=smooth)
    smooth_v = ins.get("smooth")
    y = y64(op, ins)
    scale = per_tensor_scale(y, dtype, smooth_v) if tensor else None
    quantize = request(dtype, group_size, scale, smooth_v)
    f = OPS[op][0]
    m = jnp.asarray(np.random.default_rng(mi).choice([-2.0, -1.0, -0.5, 0.5, 1.0, 2.0], shape),
                    jnp.float32)
    dres = jnp.asarray(np.random.default_rng(50 + mi).standard_normal(shape), jnp.float32)

    def quantized(x, w, b, r):
        return f(x, w, b, r, prenorm=True, quantize=quantize, implementation=implementation)

    def weights(*args):
        # c = m / scale, from the op's own scales (constants to differentiation).
        q, _ = quantized(*jax.lax.stop_gradient(args))
        return m / expanded(q.scale, shape, group_size)

    def loss_q(*args):
        q, res = quantized(*args)
        dequantized = q.values.astype(jnp.float32) * expanded(q.scale, shape, group_size)
        return jnp.sum(dequantized * weights(*args)) + jnp.sum(res * dres)

    def loss_y(*args):
        y, res = f(*args, prenorm=True, out_dtype=jnp.float32, implementation=implementation)
        if smooth_v is not None:
            y = y * smooth_v
        return jnp.sum(y * weights(*args)) + jnp.sum(res * dres)

    args = (ins["x"], ins["weight"], ins["bias"], ins["residual"])
    got, want, c = jax.jit(lambda *a: (jax.grad(loss_q, argnums=(0, 1, 2, 3))(*a),
                                       jax.grad(loss_y, argnums=(0, 1, 2, 3))(*a),
                                       weights(*a)))(*args)
    for g, w_ in zip(got, want):  # the same backward, up to the order of f32 sums
        np.testing.assert_allclose(g, w_, rtol=1e-5, atol=1e-6 * float(jnp.abs(w_).max()))
    center = OPS[op][1]
    _, h, mean, rstd = oracle.forward(center, ins["x"], ins["residual"], ins["weight"], ins["bias"])
    dy = np.asarray(c, np.float64) * (1.0 if smooth_v is None else np.asarray(smooth_v, np.float64))
    dh, dw, db = oracle.vjp(center, h, mean, rstd, dy, ins["weight"], dres)
    rows = int(np.prod(shape[:-1]))
    tolerances.assert_close(got[0], dh, tolerances.grad(jnp.float32), "dx")
    tolerances.assert_close(got[3], dh, tolerances.grad(jnp.float32), "dresidual")
    tolerances.assert_close(got[1], dw, tolerances.weight_grad(jnp.float32, rows), "dweight")
    tolerances.assert_close(got[2], db, tolerances.weight_grad(jnp.float32, rows), "dbias")


INT8_GRAD = "int8 quantized values are integers and have no gradient"


@pytest.mark.parametrize("mode", ["token", "group32", "tensor"])
@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_int8_under_grad_is_a_clear_error(implementation, mode):
    group_size, tensor, _ = MODES[mode]
    ins = inputs(30, (4, 64), jnp.float32)
    quantize = request(jnp.int8, group_size, jnp.float32(0.01) if tensor else None)

    def loss(x, w):
        q = jax_flynorm.rmsnorm(x, w, quantize=quantize, implementation=implementation)
        return jnp.sum(q.values.astype(jnp.float32) * expanded(q.scale, x.shape, group_size))

    with pytest.raises(TypeError, match=INT8_GRAD + ".*jax.lax.stop_gradient"):
        jax.grad(loss, argnums=(0, 1))(ins["x"], ins["weight"])
    with pytest.raises(TypeError, match=INT8_GRAD):
        jax.jvp(loss, (ins["x"], ins["weight"]), (ins["x"], ins["weight"]))


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_int8_inference_inside_a_differentiated_function(implementation):
    """What a training step that also quantizes to int8 (e.g. for calibration, or the next
    layer's int8 input) meets: an int8 output whose inputs are not differentiated runs inside
    jit(grad); one whose inputs are differentiated raises even if only returned as aux (the
    error is raised when JAX differentiates the op, before it knows which results the loss
    uses), and stop_gradient on its inputs is the fix the message names."""
    ins = inputs(31, (4, 64), jnp.float32)
    x, w = ins["x"], ins["weight"]
    quantize = Quantize(jnp.int8)
    want = jax_flynorm.rmsnorm(x, w, quantize=quantize, implementation=implementation)
    y = y64("rmsnorm", ins)

    def loss_frozen_input(w2):
        q = jax_flynorm.rmsnorm(x, w, quantize=quantize, implementation=implementation)
        return jnp.sum(w2 * w2) + jnp.sum(q.scale), q

    (_, q), g = jax.jit(jax.value_and_grad(loss_frozen_input, has_aux=True))(w)
    np.testing.assert_array_equal(q.values, want.values)
    np.testing.assert_allclose(g, 2 * w, rtol=1e-6)
    check(q, y, jnp.int8)

    def loss_aux(w2):
        q = jax_flynorm.rmsnorm(x, w2, quantize=quantize, implementation=implementation)
        return jnp.sum(w2 * w2), q

    with pytest.raises(TypeError, match=INT8_GRAD + ".*stop_gradient"):
        jax.jit(jax.value_and_grad(loss_aux, has_aux=True))(w)

    def loss_stopped(w2):
        q = jax_flynorm.rmsnorm(x, jax.lax.stop_gradient(w2), quantize=quantize,
                                implementation=implementation)
        return jnp.sum(w2 * w2), q

    (_, q), g = jax.jit(jax.value_and_grad(loss_stopped, has_aux=True))(w)
    np.testing.assert_array_equal(q.values, want.values)
    np.testing.assert_allclose(g, 2 * w, rtol=1e-6)
