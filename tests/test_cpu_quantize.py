"""The C++ CPU custom call's quantized forward (docs/contract.md, "Quantized outputs").

Three references for each case:
- the reference quantizer (_reference.py `quantize`) applied to the custom call's own f32 y:
  bitwise equal (values, scales, amax), so the custom call quantizes exactly like the reference;
- implementation="xla" end to end: bitwise equal in every scale group (per tensor: every element)
  whose f32 y the two norms computed bitwise alike, within one quantization step elsewhere (the
  two row reductions sum in different orders, so some f32 y differ in the last bit);
- the float64 oracle (tests/quant_oracle.py): within one step, scales to f32 precision.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import _reference
from tests import oracle, quant_oracle

pytestmark = pytest.mark.skipif(jax_flynorm.backends.cpu.unavailable() is not None,
                                reason="the C++ CPU library is not built")

NORMS = {"rmsnorm": (jax_flynorm.rmsnorm, False), "layernorm": (jax_flynorm.layernorm, True)}
QDTYPES = [np.dtype(d) for d in ("int8", "float8_e4m3fn", "float8_e4m3fnuz")]
MODES = ["token", "group32", "group128", "tensor", "smooth"]
VARIANTS = ["residual+prenorm", "no-weight", "bias", "per-head", "weight_offset"]
X_DTYPES = [jnp.float32, jnp.bfloat16, jnp.float16]
N = 256
# Per-tensor scales, as multiples of amax / qmax: most values saturate, none do, most are float8
# subnormals (or int8 zeros).
TENSOR_SCALES = (1 / 16, 1.0, 512.0)


def _cases():
    """Every quantized dtype x mode x op, each with one flag variant and x dtype chosen so that
    every variant meets every dtype, mode and op, and every x dtype every quantized dtype."""
    out = []
    for d, qdtype in enumerate(QDTYPES):
        for m, mode in enumerate(MODES):
            for o, op in enumerate(NORMS):
                variant = VARIANTS[(m + 2 * d + o) % len(VARIANTS)]
                out.append((op, qdtype, mode, variant, X_DTYPES[(d + m + o) % len(X_DTYPES)]))
    return out


def _inputs(seed: int, variant: str, x_dtype, shape=None) -> dict:
    """Fresh inputs whose |y| spans decades within a row (float8 subnormals, int8 zeros): x's
    elements and the weight's, bias's and smooth's columns have magnitudes 10^U(-5, 0), and whole
    rows of x differ by up to 10^6."""
    rng = np.random.default_rng(seed)
    shape = shape or ((8, 3, N) if variant == "per-head" else (24, N))

    def spread(*s):
        return 10.0 ** rng.uniform(-5, 0, s)

    x = rng.standard_normal(shape) * spread(*shape)
    x = x * 10.0 ** rng.integers(-3, 4, shape[:-1])[..., None]
    vec = shape[-2:] if variant == "per-head" else shape[-1:]
    column = spread(*vec)
    ins = {"x": jnp.asarray(x, x_dtype), "weight": None, "bias": None, "residual": None,
           "weight_offset": 0.0, "prenorm": False}
    if variant != "no-weight":
        w = (1.0 + 0.5 * rng.standard_normal(vec)) * column
        if variant == "weight_offset":  # weight + 1 spans the decades
            w, ins["weight_offset"] = w - 1.0, 1.0
        ins["weight"] = jnp.asarray(w, x_dtype)
    if variant in ("bias", "per-head"):
        ins["bias"] = jnp.asarray(0.3 * rng.standard_normal(vec) * column, x_dtype)
    if variant == "residual+prenorm":
        ins["residual"] = jnp.asarray(rng.standard_normal(shape) * spread(*shape), x_dtype)
        ins["prenorm"] = True
    ins["smooth"] = jnp.asarray(spread(shape[-1]), jnp.float32)
    return ins


def _request(mode: str) -> dict:
    """Quantize's static arguments for a mode (the scale and smooth arrays are passed at call)."""
    return {"group_size": {"group32": 32, "group128": 128}.get(mode)}


def _programs(op: str, qdtype, mode: str, ins: dict):
    """One compiled program: the custom call's quantized output and f32 y, the portable
    quantizer on that y, and implementation="xla" (quantized, and its f32 y)."""
    norm, _ = NORMS[op]
    group_size = _request(mode)["group_size"]
    static = {k: ins[k] for k in ("weight_offset", "prenorm")}

    def run(x, weight, bias, residual, scale, smooth):
        scale = scale if mode == "tensor" else None
        smooth = smooth if mode == "smooth" else None
        request = jax_flynorm.Quantize(qdtype, scale=scale, group_size=group_size, smooth=smooth)
        out = {}
        for impl in ("cpu", "xla"):
            q = norm(x, weight, bias, residual=residual, implementation=impl, quantize=request,
                     **static)
            y = norm(x, weight, bias, residual=residual, implementation=impl,
                     out_dtype=jnp.float32, **static)
            if static["prenorm"]:
                (q, out[f"{impl}_residual_out"]), (y, _) = q, y
            out[impl], out[f"{impl}_y"] = q, y
        out["ref"] = _reference.quantize(out["cpu_y"], qdtype, group_size=group_size or 0,
                                  smooth=smooth, scale=scale)
        return out

    return jax.jit(run)


def _bits(a) -> np.ndarray:
    a = np.asarray(a)
    return a.view(np.uint8 if a.itemsize == 1 else np.uint32)


def _groups(y, mode: str) -> tuple[int, int]:
    gs = _request(mode)["group_size"] or (1 if mode == "tensor" else y.shape[-1])
    return y.shape[-1] // gs, gs


def _check(out: dict, op: str, qdtype, mode: str, ins: dict, scale, smooth) -> dict:
    """The three comparisons of the module docstring; returns coverage counts."""
    cpu, ref, other = out["cpu"], out["ref"], out["xla"]
    values = np.asarray(cpu.values)
    assert values.dtype == qdtype and values.shape == ins["x"].shape
    # 1. The portable quantizer on the custom call's own y: bitwise.
    np.testing.assert_array_equal(_bits(values), _bits(ref["y"]), "values vs portable quantizer")
    if mode == "tensor":
        assert np.asarray(cpu.scale) == np.float32(scale)
        assert _bits(cpu.amax) == _bits(jnp.max(ref["y_amax"], initial=0.0))
    else:
        expected = ref["y_scale"] if _request(mode)["group_size"] else ref["y_scale"][..., 0]
        np.testing.assert_array_equal(_bits(cpu.scale), _bits(expected), "scales")
        assert cpu.amax is None
    # 2. implementation="xla": bitwise where the f32 y agree group by group, else one step.
    y_cpu, y_xla = np.asarray(out["cpu_y"]), np.asarray(out["xla_y"])
    g, gs = _groups(y_cpu, mode)
    same = (_bits(y_cpu) == _bits(y_xla)).reshape(*y_cpu.shape[:-1], g, gs).all(-1)
    same = np.repeat(same, gs, axis=-1)
    np.testing.assert_array_equal(_bits(values)[same], _bits(other.values)[same],
                                  "values vs xla where y agrees")
    assert quant_oracle.steps_apart(values, np.asarray(other.values), qdtype).max() <= 1
    if mode != "tensor":
        s_cpu, s_xla = np.asarray(cpu.scale), np.asarray(other.scale)
        np.testing.assert_array_equal(s_cpu.reshape(same.shape[:-1] + (-1,))[same[..., ::gs]],
                                      s_xla.reshape(same.shape[:-1] + (-1,))[same[..., ::gs]])
        np.testing.assert_allclose(s_cpu, s_xla, rtol=1e-5)
    else:
        np.testing.assert_allclose(cpu.amax, other.amax, rtol=1e-5)
    if ins["prenorm"]:
        np.testing.assert_array_equal(_bits(out["cpu_residual_out"]),
                                      _bits(out["xla_residual_out"]))
    # 3. The float64 oracle.
    center = NORMS[op][1]
    y64, *_ = oracle.forward(center, ins["x"], ins["residual"], ins["weight"], ins["bias"],
                             weight_offset=ins["weight_offset"])
    exp = quant_oracle.quantize64(y64, qdtype, group_size=_request(mode)["group_size"] or 0,
                                  scale=scale, smooth=smooth)
    assert quant_oracle.steps_apart(values, exp["values"], qdtype).max() <= 1
    if mode == "tensor":
        np.testing.assert_allclose(cpu.amax, exp["amax"], rtol=1e-5)
    else:
        np.testing.assert_allclose(cpu.scale, exp["scale"], rtol=1e-5, atol=1e-30)
    v64 = values.astype(np.float64)
    qmax = quant_oracle.QMAX[qdtype]
    tiny = 2.0 ** (-6 if qdtype == QDTYPES[1] else -7)  # smallest normal float8
    return {"saturated": int(np.sum(np.abs(v64) == qmax)), "agree": float(same.mean()),
            "subnormal": int(np.sum((v64 != 0) & (np.abs(v64) < tiny)))}


@pytest.mark.parametrize("op,qdtype,mode,variant,x_dtype", _cases(),
                         ids=lambda v: getattr(v, "__name__", str(v)))
def test_quantized_forward_matches_the_portable_path(op, qdtype, mode, variant, x_dtype):
    seed = 1000 * QDTYPES.index(qdtype) + 100 * MODES.index(mode) + 10 * list(NORMS).index(op)
    ins = _inputs(seed, variant, x_dtype)
    run = _programs(op, qdtype, mode, ins)
    qmax = quant_oracle.QMAX[qdtype]
    y64, *_ = oracle.forward(NORMS[op][1], ins["x"], ins["residual"], ins["weight"], ins["bias"],
                             weight_offset=ins["weight_offset"])
    scales = [np.abs(y64).max() / qmax * k for k in TENSOR_SCALES] if mode == "tensor" else [1.0]
    seen = []
    for s in scales:
        s = np.float32(s)
        out = run(ins["x"], ins["weight"], ins["bias"], ins["residual"], s, ins["smooth"])
        seen.append(_check(out, op, qdtype, mode, ins, s if mode == "tensor" else None,
                           ins["smooth"] if mode == "smooth" else None))
    # The inputs reach what they are meant to: subnormal float8 values (always, but for a
    # LayerNorm without weight, whose centred y rarely comes close to 0), saturation per tensor.
    if qdtype != QDTYPES[0] and (op != "layernorm" or variant != "no-weight" or mode == "tensor"):
        assert sum(c["subnormal"] for c in seen) > 0
    if mode == "tensor":
        assert seen[0]["saturated"] > 0


SPECIAL_MODES = {"token": 64, "group32": 32, "tensor": 1}  # mode -> columns per scale group


@pytest.mark.parametrize("mode", list(SPECIAL_MODES))
@pytest.mark.parametrize("qdtype", QDTYPES, ids=str)
def test_rows_of_zeros_inf_and_nan(qdtype, mode):
    """A row of zeros has scale 0 and values 0 (no NaN); rows with NaN or Inf in x, and rows whose
    y has an Inf (a per-head bias holding one), quantize as the portable path does."""
    op = list(NORMS)[(QDTYPES.index(qdtype) + list(SPECIAL_MODES).index(mode)) % 2]
    rng = np.random.default_rng(7)
    x = rng.standard_normal((8, 2, 64)).astype(np.float32)
    x[0, 0] = 0.0              # row 0: zeros
    x[2, 0, 5] = np.nan        # row 4
    x[3, 0, 7] = np.inf        # row 6
    x[4, 0, :3] = -np.inf      # row 8
    w = (1 + 0.5 * rng.standard_normal((2, 64))).astype(np.float32)
    bias = np.zeros((2, 64), np.float32)
    bias[1, 40] = np.inf       # every row of head 1 (the odd rows) has an Inf in y
    ins = {"x": jnp.asarray(x), "weight": jnp.asarray(w), "bias": jnp.asarray(bias),
           "residual": None, "weight_offset": 0.0, "prenorm": False, "smooth": None}
    out = _programs(op, qdtype, mode, ins)(ins["x"], ins["weight"], ins["bias"], None,
                                           np.float32(0.01), None)
    cpu, ref = out["cpu"], out["ref"]
    np.testing.assert_array_equal(_bits(cpu.values), _bits(ref["y"]))
    if mode == "tensor":
        assert _bits(cpu.amax) == _bits(jnp.max(ref["y_amax"], initial=0.0))
    else:
        exp = ref["y_scale"] if mode == "group32" else ref["y_scale"][..., 0]
        np.testing.assert_array_equal(_bits(cpu.scale), _bits(exp))
        assert (np.asarray(cpu.scale)[0, 0] == 0).all()
        assert np.isinf(np.asarray(cpu.scale)[:, 1]).any()
    v = np.asarray(cpu.values).astype(np.float64)
    assert not np.isnan(v[0, 0]).any() and (v[0, 0] == 0).all()
    if qdtype != np.int8:  # the rows with NaN or Inf in x
        assert np.isnan(v[2:5, 0]).all(-1).any()
    if mode == "tensor":  # y = Inf saturates
        assert (v[:, 1, 40] == quant_oracle.QMAX[qdtype]).all()
    # implementation="xla": bitwise in the scale groups whose f32 y agree.
    gs = SPECIAL_MODES[mode]
    same = (_bits(out["cpu_y"]) == _bits(out["xla_y"])).reshape(8, 2, -1, gs).all(-1)
    same = np.repeat(same, gs, axis=-1)
    np.testing.assert_array_equal(_bits(cpu.values)[same], _bits(out["xla"].values)[same])


@pytest.mark.parametrize("op", list(NORMS))
@pytest.mark.parametrize("shape", [(N,), (2, 3, N)], ids=str)
def test_rank_1_and_3(op, shape):
    """x of rank 1 (one row: per token, a scalar scale) and rank 3 (a vector weight, per group)."""
    ins = _inputs(5 + len(shape), "bias", jnp.bfloat16, shape)
    qdtype = QDTYPES[list(NORMS).index(op)]
    mode = "token" if len(shape) == 1 else "group32"
    out = _programs(op, qdtype, mode, ins)(ins["x"], ins["weight"], ins["bias"], None,
                                           np.float32(1), None)
    g = _request(mode)["group_size"]
    assert out["cpu"].scale.shape == (shape[:-1] + (N // g,) if g else shape[:-1])
    _check(out, op, qdtype, mode, ins, None, None)


def _direct(qdtype, values: np.ndarray, quantized: bool = True):
    """y = values through the custom call itself: x = 0 and no weight make y = 0 + bias, with the
    bias one row per head (heads = rows) and the per-tensor scale 1."""
    rows = 512
    n = values.size // rows  # a multiple of rows
    attrs = dict(eps=np.float32(1e-6), weight_offset=np.float32(0.0), has_residual=False,
                 has_weight=False, has_bias=True, has_smooth=False, static_scale=quantized,
                 dynamic_scale=False, tp_stats=False, tp_apply=False)
    results = [jax.ShapeDtypeStruct((rows, n), qdtype if quantized else jnp.float32),
               jax.ShapeDtypeStruct((rows,), jnp.float32)]
    operands = [np.zeros((rows, n), np.float32), values]
    if quantized:
        results.append(jax.ShapeDtypeStruct((rows,), jnp.float32))
        operands.append(np.ones((1,), np.float32))
    call = jax.ffi.ffi_call("flynorm_rmsnorm_fwd", results)
    return np.asarray(jax.jit(lambda *a: call(*a, **attrs))(*operands)[0]).reshape(-1)


def test_f32_to_int8_and_float8_on_every_bf16_pattern_and_its_neighbours():
    """The rounding itself: every f32 whose low 16 bits are 0 (all exponents, both signs, every
    tie of the int8 and float8 grids) and its neighbours with low bits 1, 0x7fff, 0x8000, 0x8001,
    0xffff (just off and between ties), against ml_dtypes and numpy's round half to even, after
    clipping to +-qmax; NaN is 0 in int8 and NaN in float8. XLA's CPU runtime flushes f32
    subnormals (the custom call runs under it too), so the y the call sees comes from the same
    call with an f32 y."""
    hi = np.arange(1 << 16, dtype=np.uint32) << 16
    lows = np.array([0, 1, 0x7FFF, 0x8000, 0x8001, 0xFFFF], np.uint32)
    values = (hi[:, None] | lows).reshape(-1).view(np.float32)
    values = values[values != 0]  # 0 + b: -0 is tested below
    values = values[:values.size // 512 * 512]
    y = _direct(None, values, quantized=False)
    # y = 0 + b: subnormals flushed to +0, signalling NaNs quieted.
    seen = np.where(np.abs(values) < np.finfo(np.float32).tiny, np.float32(0), values)
    seen = np.where(np.isnan(values), _bits(values) | 0x400000, _bits(seen))
    np.testing.assert_array_equal(_bits(y), seen)
    for qdtype in QDTYPES:
        qmax = np.float32(quant_oracle.QMAX[qdtype])
        c = np.clip(y, -qmax, qmax)
        if qdtype == np.int8:
            exp = np.where(np.isnan(y), 0, np.round(c)).astype(np.int8)
        else:
            exp = c.astype(qdtype)
        got = _direct(qdtype, values)
        np.testing.assert_array_equal(_bits(got), _bits(exp), str(qdtype))
        # XLA's own conversion of the same f32 values agrees.
        np.testing.assert_array_equal(_bits(got), _bits(_reference.round_saturate(jnp.asarray(y),
                                                                           qdtype)))
    # float8 covers its whole grid, subnormals and the largest value included.
    for qdtype in QDTYPES[1:]:
        codes = np.unique(_bits(_direct(qdtype, values)))
        grid = np.arange(256, dtype=np.uint8)
        finite = grid[np.isfinite(grid.view(qdtype).astype(np.float32))]
        assert set(finite) <= set(codes)


def test_negative_zero():
    """-0 (0 times a negative weight): e4m3fn keeps the sign (0x80), e4m3fnuz has no -0 (0x80 is
    its NaN) and writes 0x00, int8 0; per tensor, and per token (scale 0: values y * 0)."""
    assert _bits(np.array([-0.0], np.float32).astype(QDTYPES[1]))[0] == 0x80

    def run(x, w, scale, qdtype):
        return [jax_flynorm.rmsnorm(x, w, implementation=impl,
                                    quantize=jax_flynorm.Quantize(qdtype, scale=s)).values
                for impl in ("cpu", "xla") for s in (scale, None)]

    for qdtype in QDTYPES:
        code = 0 if qdtype == np.int8 else _bits(np.array([-0.0], np.float32).astype(qdtype))[0]
        got = jax.jit(run, static_argnums=3)(jnp.zeros((4, 32)), -jnp.ones((32,)),
                                             jnp.float32(1), qdtype)
        for values in got:
            assert (_bits(values) == code).all()


FWD = dict(eps=np.float32(1e-6), weight_offset=np.float32(0.0), has_residual=False,
           has_weight=False, has_bias=False, tp_stats=False, tp_apply=False)


@pytest.mark.parametrize("flags,results,message", [
    (dict(has_smooth=False, static_scale=False, dynamic_scale=True),
     [((4, 8), jnp.float32), ((4,), jnp.float32), ((4, 1), jnp.float32)],
     "y must be int8, float8_e4m3fn or float8_e4m3fnuz"),
    (dict(has_smooth=False, static_scale=False, dynamic_scale=False),
     [((4, 8), jnp.int8), ((4,), jnp.float32)], "y must be f32, f16 or bf16"),
    (dict(has_smooth=False, static_scale=False, dynamic_scale=True),
     [((4, 8), jnp.int8), ((4,), jnp.float32), ((4, 3), jnp.float32)], "y_scale has a wrong"),
    (dict(has_smooth=False, static_scale=False, dynamic_scale=True),
     [((4, 8), jnp.int8), ((4,), jnp.float32)], "y_scale is missing"),
    (dict(has_smooth=False, static_scale=True, dynamic_scale=True),
     [((4, 8), jnp.int8), ((4,), jnp.float32)], "exclusive"),
], ids=["float-y", "int8-y-unquantized", "groups-not-dividing", "no-y-scale", "both-scales"])
def test_bad_quantized_calls_raise(flags, results, message):
    call = jax.ffi.ffi_call("flynorm_rmsnorm_fwd",
                            [jax.ShapeDtypeStruct(s, d) for s, d in results])
    with pytest.raises(Exception, match=message):
        jax.jit(lambda x: call(x, **FWD, **flags))(jnp.ones((4, 8)))
