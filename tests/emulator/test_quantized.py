"""The quantized forwards run as their own IR in the CPU emulator, against the float64
oracle of the quantization (tests/quant_oracle.py) applied to the float64 norm (tests/oracle.py),
and bitwise against the portable path (implementation="xla") where both do the same f32
arithmetic.

Grid: every quantized dtype on both archs (each arch's own fp8 format through v_cvt_pk_fp8_f32, the
other through it too, of a stand-in) per token at a block-reduction N; per group of columns in each
of the group layouts (groups of lanes inside one wave, groups of two waves through LDS, groups of
whole chunks, a group per lane in a re-reading row); the per-tensor scale (y_amax) on a ragged
multi-row N and on a re-reading row; smooth-quant; with a residual, a bias, no weight, per-head
weights and a weight offset; both ops. Rows hold zeros (scale 0, values 0), a NaN (the row is NaN:
amax 0), and the per-tensor scale saturates. Values must lie within one quantization step of the
oracle (the kernel's f32 y differs from the float64 one by a few ulps, which moves values that sit
near a rounding boundary), almost all equal to it; scales within SCALE_RTOL of it."""

import numpy as np
import pytest

from tests.emulator.support import prefetch_ir, require

require("llvmlite", "flydsl", "torch")

from tests import quant_oracle  # noqa: E402
from tests.emulator.checks import (  # noqa: E402
    NP_DTYPES,
    check_quantized,
    rand,
)
from tests.kernel_specs import FP8_DTYPES, make_quant_spec  # noqa: E402
from tests.quant_oracle import round_saturate, steps_apart  # noqa: E402
from tools.emulator import quantize, run_kernel  # noqa: E402

qspec = make_quant_spec

QDTS = tuple(NP_DTYPES)
ARCHS = ("gfx942", "gfx950")
# Per token at N=4096 (bf16: 128 threads, block reduction), every dtype and arch.
TOKEN_CASES = [qspec("rmsnorm" if i % 2 else "layernorm", 4096, "bf16", arch, qdt)
               for i, (arch, qdt) in enumerate((a, q) for a in ARCHS for q in QDTS)]
# The maxima of groups of lanes of one chunk each are reduce-scattered over the lanes (16 lanes
# of 16 chunks; a chunk of all 8 lanes of a row); 9 chunks (odd) of 2-lane groups are not.
GROUP_CASES = [
    qspec("rmsnorm", 4096, "bf16", "gfx942", "f8e4m3fnuz", group_size=128),  # lanes of 16
    qspec("layernorm", 4096, "bf16", "gfx950", "f8e4m3fn", group_size=1024),  # 4 whole chunks
    qspec("rmsnorm", 512, "f32", "gfx950", "i8", group_size=32),  # a chunk of 8 lanes, 8 rows
    qspec("rmsnorm", 16384, "bf16", "gfx942", "f8e4m3fn", group_size=1024),  # 2 waves (LDS)
    qspec("layernorm", 66000, "bf16", "gfx950", "i8", group_size=16),  # 9 chunks of 2 lanes
    qspec("layernorm", 66000, "f32", "gfx950", "i8", group_size=16),  # re-reading row
]
STATIC_CASES = [
    qspec("rmsnorm", 760, "bf16", "gfx942", "i8", static=True),  # ragged multi-row
    qspec("layernorm", 66000, "bf16", "gfx950", "f8e4m3fnuz", static=True),  # re-reading row
    qspec("rmsnorm", 4096, "f16", "gfx950", "f8e4m3fn", static=True, smooth=True),
]
# gfx950's e4m3fnuz rows with a finite amax skip the NaN fix-up; the NaN row takes the rare
# side beside finite rows of its wave (8 rows of 8 lanes), or alone with a second block
# reduction (a row over two waves).
FINITE_PATH_CASES = [
    qspec("rmsnorm", 1024, "bf16", "gfx950", "f8e4m3fnuz"),
    qspec("layernorm", 16384, "bf16", "gfx950", "f8e4m3fnuz"),
]
# The 8-vector tiling the lowering gives launches of few waves (spec.default_config(M) at
# M = 1024): a wave per row and 4 rows a block, a row over two waves, 16-lane groups of 4 chunks.
NARROW_CASES = [
    qspec("rmsnorm", 1024, "bf16", "gfx950", "f8e4m3fnuz"),
    qspec("layernorm", 4096, "bf16", "gfx942", "f8e4m3fn", static=True, smooth=True),
    qspec("rmsnorm", 2048, "bf16", "gfx950", "i8", group_size=128),
]
# Smooth-quant and the options: residual, bias, no weight, per-head weights, weight offset.
OPTION_CASES = [
    qspec("rmsnorm", 4096, "bf16", "gfx942", "i8", smooth=True, residual=True, bias=True),
    qspec("layernorm", 760, "f32", "gfx950", "f8e4m3fnuz", group_size=8, residual=True,
          weight=False),
    qspec("layernorm", 2048, "bf16", "gfx942", "f8e4m3fn", group_size=256, bias=True, heads=3,
          smooth=True),
    qspec("rmsnorm", 66000, "bf16", "gfx942", "f8e4m3fnuz", smooth=True, residual=True),
]
# Rows whose vectors hold fewer than four values (odd N: one, N = 2 mod 4: two): their codes
# pack into a partial word.
SHORT_VECTOR_CASES = [
    qspec("rmsnorm", 761, "bf16", "gfx950", "i8"),
    qspec("layernorm", 762, "bf16", "gfx950", "f8e4m3fnuz", static=True),  # e4m3fnuz via fn
]
# The run-time weight_offset each case's kernel is given (else 0).
OFFSETS = {OPTION_CASES[2]: 1.0}
CASES = (TOKEN_CASES + GROUP_CASES + STATIC_CASES + FINITE_PATH_CASES + OPTION_CASES
         + SHORT_VECTOR_CASES)
# Against implementation="xla" on inputs whose y is exact in f32 (see test_against_xla):
# bitwise where the scale is a power of two (the division is then exact on both sides).
XLA_CASES = [
    qspec("rmsnorm", 1024, "bf16", "gfx942", "f8e4m3fn", bias=True),
    qspec("layernorm", 4096, "bf16", "gfx950", "f8e4m3fnuz", group_size=128, smooth=True),
    qspec("rmsnorm", 2048, "f32", "gfx950", "i8", group_size=64, bias=True),
    qspec("layernorm", 512, "bf16", "gfx942", "i8", static=True, smooth=True),
    qspec("rmsnorm", 1024, "bf16", "gfx942", "f8e4m3fnuz", static=True, bias=True),
    qspec("rmsnorm", 1024, "f32", "gfx950", "f8e4m3fn", static=True),
    qspec("rmsnorm", 1024, "bf16", "gfx950", "f8e4m3fnuz", static=True),  # via fn
]


@pytest.fixture(scope="module", autouse=True)
def _ir():
    prefetch_ir(CASES + XLA_CASES)


def _name(spec):
    return f"{spec.kernel_name}-{spec.arch}"


@pytest.mark.parametrize(("spec", "narrow"),
                         [pytest.param(s, False, id=_name(s)) for s in CASES]
                         + [pytest.param(s, True, id=f"{_name(s)}-narrow") for s in NARROW_CASES])
def test_against_the_oracle(spec, narrow):
    config = spec.default_config(1024) if narrow else None
    if narrow:
        assert config.threads_per_row > spec.default_config().threads_per_row
    seed = int(np.random.SeedSequence().entropy % (1 << 63))  # fresh inputs every run
    rng = np.random.default_rng(seed)
    for rows in (2, 9):
        try:
            check_quantized(spec, rows * spec.heads, rng, config,
                            weight_offset=OFFSETS.get(spec, 0.0))
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}: {exc}") from None


def _xla_reference(spec, ins, scale):
    import jax.numpy as jnp

    from jax_flynorm import _reference

    jdt = {"f32": jnp.float32, "bf16": jnp.bfloat16, "f16": jnp.float16}
    qdt = {"i8": jnp.int8, "f8e4m3fn": jnp.float8_e4m3fn, "f8e4m3fnuz": jnp.float8_e4m3fnuz}

    def arr(key, dt):
        return None if key not in ins else jnp.asarray(ins[key], jdt[dt])

    out = _reference.forward(
        spec.op == "layernorm", arr("x", spec.x_dtype), weight=arr("weight", spec.weight_dtype),
        bias=arr("bias", spec.bias_dtype), eps=0.0, out_dtype=None,
        quant_dtype=qdt[spec.quant_dtype], group_size=spec.group_size,
        smooth=arr("smooth", "f32"),
        quant_scale=None if scale is None else jnp.float32(scale))
    return {key: np.asarray(v).astype(np.float32) for key, v in out.items()}


@pytest.mark.parametrize("spec", XLA_CASES, ids=_name)
def test_against_xla(spec):
    """x of +-1 with as many of each sign (eps 0): the mean is 0 and the variance 1 exactly in
    f32, so rstd is 1 in both and y = +-w + b (times smooth) is the same f32 value in both; the
    quantization then does the same operations (amax, amax / qmax, y / scale, rounding).

    Both divide correctly rounded (the portable path through `_reference.divide`, which keeps XLA
    from multiplying by a reciprocal; the kernels by a reciprocal and an FMA correction): the
    scales, the values (ties included, with a power-of-two static scale) and y_amax are bitwise
    equal."""
    seed = int(np.random.SeedSequence().entropy % (1 << 63))
    rng = np.random.default_rng(seed)
    m, n = 6, spec.n
    signs = np.tile(np.repeat([1.0, -1.0], n // 2), (m, 1))
    x = rng.permuted(signs, axis=1)
    ins = {"x": x}
    if spec.has_weight:
        ins["weight"] = rand(rng, n, spec.weight_dtype, 1.0, 0.5)
    if spec.has_bias:
        ins["bias"] = rand(rng, n, spec.bias_dtype, 0.1)
    if spec.has_smooth:
        ins["smooth"] = quantize(rng.random(n) * 2.0 + 0.05, "f32")
    scale = None
    if spec.static_scale:
        # Weights of odd multiples of half the (power-of-two) scale: q = y / scale lies exactly
        # halfway between two grid values in the first columns (ties round to even).
        scale = 2.0**-6
        ins["quant_scale"] = np.array([scale], np.float32)
        ins["weight"][:8] = (2 * np.arange(8) + 1) * scale / 2
        if spec.has_bias:
            ins["bias"][:8] = 0.0
        if spec.has_smooth:
            ins["smooth"][:8] = 1.0
    out = run_kernel(spec, m, 1, ins, 0.0)
    ref = _xla_reference(spec, ins, scale)
    name = f"{_name(spec)} seed {seed}"
    dtype = NP_DTYPES[spec.quant_dtype]
    if spec.static_scale:
        for key in ("y", "y_amax"):
            got = out[key].reshape(ref[key].shape)
            np.testing.assert_array_equal(got, ref[key], err_msg=f"{key} of {name}")
            assert (np.signbit(got) == np.signbit(ref[key])).all(), f"signs of {key} of {name}"
        return
    got = out["y_scale"].reshape(ref["y_scale"].shape)
    np.testing.assert_array_equal(got.view(np.int32), ref["y_scale"].view(np.int32),
                                  err_msg=f"y_scale bits of {name}")
    assert steps_apart(out["y"], ref["y"], dtype).max() == 0, f"y of {name} differs from xla's"


def test_intrinsic_inventory():
    """The quantized kernels use the plain kernels' intrinsics plus the fp8 conversion, and that
    only for the arch's own fp8 format and gfx942's e4m3fn (through its fnuz conversion)."""
    from tools.emulator.ir import kernel_ir
    from tools.emulator.retarget import KERNEL_INTRINSICS, QUANT_INTRINSICS, retarget

    for spec in CASES + XLA_CASES:
        used = set(retarget(kernel_ir(spec), spec.arch).intrinsics)
        assert used <= {*KERNEL_INTRINSICS[spec.arch], *QUANT_INTRINSICS}, _name(spec)
        converts = spec.quant_dtype in FP8_DTYPES
        assert ("cvt.pk.fp8.f32" in used) == converts, _name(spec)


# The divisions at every magnitude: y = +-w exactly (x of +-1, eps 0, so rstd is 1), with w at
# 2^k for k from the f32 subnormals to near its top, an Inf in w (the scale is then Inf), and
# per-tensor scales from tiny (everything saturates) to huge (everything rounds to 0).
MAGNITUDE_CASES = [
    qspec("rmsnorm", 256, "f32", "gfx942", "i8"),
    qspec("rmsnorm", 256, "f32", "gfx942", "f8e4m3fnuz", group_size=32),
    qspec("rmsnorm", 256, "f32", "gfx950", "f8e4m3fn"),
    qspec("rmsnorm", 256, "f32", "gfx942", "f8e4m3fn", group_size=64),  # via fnuz
    qspec("rmsnorm", 256, "f32", "gfx942", "f8e4m3fn", static=True),
    qspec("rmsnorm", 256, "f32", "gfx950", "f8e4m3fnuz", static=True),
    qspec("rmsnorm", 256, "f32", "gfx950", "f8e4m3fnuz", group_size=32),  # via fn: d = scale / 2
    qspec("rmsnorm", 256, "f32", "gfx942", "i8", static=True),
]
EXPONENTS = (-140, -120, -100, -80, -60, -41, -20, 0, 20, 41, 60, 100)
STATIC_SCALES = (3 * 2.0**-140, 2.0**-100, 1e-30, 0.37, 1e20, 2.0**100, -0.5)


def _f32_reference(y, dtype, group_size, scale):
    """IEEE f32 arithmetic (numpy's f32 division is correctly rounded; a subnormal dynamic
    scale is 0), then the oracle's rounding of the f32 quotient: what docs/contract.md
    specifies, computed without the kernel."""
    qmax = np.float32(quant_oracle.QMAX[dtype])
    y = y.astype(np.float32)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        if scale is not None:
            s = np.float32(scale)
            q = y * np.float32(0) if s == 0 else y / s
            return round_saturate(q.astype(np.float64), dtype).astype(dtype), None
        g = group_size or y.shape[-1]
        groups = y.reshape(y.shape[0], -1, g)
        amax = np.where(np.isnan(groups), np.float32(0), np.abs(groups)).max(-1)
        scales = (amax / qmax).astype(np.float32)
        scales = np.where(scales < np.finfo(np.float32).tiny, np.float32(0), scales)
        d = np.where(scales == 0, np.float32(1), scales)[..., None]
        q = (groups / d).reshape(y.shape)
    return round_saturate(q.astype(np.float64), dtype).astype(dtype), scales


@pytest.mark.parametrize("spec", MAGNITUDE_CASES, ids=_name)
def test_division_is_ieee_at_every_magnitude(spec):
    """The kernels divide by one reciprocal per group with an FMA correction per element: values
    must equal the IEEE f32 quotient's rounding bitwise (signed zeros included) for w from f32
    subnormals (a subnormal scale is 0) to 2^100 (within a step where the scale is below
    2^-88), an infinite scale (y / Inf is +-0, Inf / Inf NaN) and per-tensor
    scales from 2^-138 (every value saturates, Inf included) to 2^100, and negative."""
    seed = int(np.random.SeedSequence().entropy % (1 << 63))
    rng = np.random.default_rng(seed)
    m, n = 4, spec.n
    dtype = NP_DTYPES[spec.quant_dtype]
    x = rng.permuted(np.tile(np.repeat([1.0, -1.0], n // 2), (m, 1)), axis=1)
    launches = []
    for k in EXPONENTS:
        w = (rng.random(n) + 0.5) * 2.0**k
        launches.append((w, None))
    w = rng.random(n) + 0.5
    w[7] = np.inf
    launches.append((w, None))
    if spec.static_scale:
        launches = [(w_, s) for w_, _ in launches[::3] + launches[-1:] for s in STATIC_SCALES]
    for w, scale in launches:
        w = w.astype(np.float32)
        ins = {"x": x, "weight": w}
        if scale is not None:
            ins["quant_scale"] = np.array([scale], np.float32)
        out = run_kernel(spec, m, 1, ins, 0.0)
        want, scales = _f32_reference(x.astype(np.float32) * w, dtype, spec.group_size, scale)
        got = np.asarray(out["y"], np.float32).reshape(m, n)
        exp = want.astype(np.float32)
        what = f"{_name(spec)} seed {seed}: max|w| {np.abs(w).max():.3g}, scale {scale}"
        same = ((got == exp) & (np.signbit(got) == np.signbit(exp))) | (np.isnan(got)
                                                                        & np.isnan(exp))
        if scales is not None and ((scales > 0) & (scales < 2.0**-88)).any():
            # A dynamic scale in [2^-126, 2^-88): the FMA remainder may be subnormal (inexact),
            # so a quotient can be an ulp off, and its value one step (docs/contract.md).
            assert steps_apart(got, want, dtype).max() <= 1, what
            continue
        assert same.all(), f"{what}: {(~same).sum()} differ, first at {np.argwhere(~same)[0]}"
        if scales is not None:
            np.testing.assert_array_equal(out["y_scale"].reshape(scales.shape), scales,
                                          err_msg=what)
