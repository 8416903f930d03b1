"""f32 arithmetic the way the ISA specifies it: a correctly rounded FMA, the 1-ulp instructions.

numpy's float32 add and multiply are IEEE round-to-nearest-even with denormals kept, which is the
kernels' float mode (the loader refuses any other). FMA is computed exactly: the product of two
f32 values is exact in float64, the sum is rounded to odd in float64 (TwoSum gives its error),
and rounding that to f32 is then correctly rounded (53 >= 24 + 2 bits).
"""

from __future__ import annotations

import numpy as np

F32, F64, U32, U64 = np.float32, np.float64, np.uint32, np.uint64


def f32(x) -> np.ndarray:
    return np.asarray(x, U32).view(F32)


def bits(x) -> np.ndarray:
    return np.asarray(x, F32).view(U32)


def fma(a, b, c, dtype=F32) -> np.ndarray:
    """Correctly rounded fma(a, b, c) of float32 arrays, rounded to ``dtype`` (f32 or f16)."""
    a, b, c = (np.asarray(v, F32).astype(F64) for v in (a, b, c))
    p = a * b
    s = p + c
    bp = s - c
    err = (p - bp) + (c - (s - bp))  # TwoSum: s + err == p + c exactly (when finite)
    sb = s.view(U64) if s.ndim else np.asarray(s).view(U64)
    even = (sb & U64(1)) == 0
    fix = np.isfinite(s) & (err != 0) & even
    if fix.any():
        s = np.where(fix, np.nextafter(s, np.where(err > 0, np.inf, -np.inf)), s)
    with np.errstate(over="ignore"):
        return s.astype(dtype)


def to_bf16(x) -> np.ndarray:
    """f32 -> bf16 bits (as uint32), round to nearest even; NaNs stay quiet NaNs."""
    b = bits(x)
    rounded = (b + U32(0x7FFF) + ((b >> U32(16)) & U32(1))) >> U32(16)
    nan = (b & U32(0x7FFFFFFF)) > U32(0x7F800000)
    return np.where(nan, (b >> U32(16)) | U32(0x40), rounded)


def perturb(x: np.ndarray, rng, steps=(-1, 1)) -> np.ndarray:
    """Move each finite, nonzero lane by one of ``steps`` ulps (seeded)."""
    x = np.asarray(x, F32)
    step = rng.choice(np.array(steps), size=x.shape)
    moved = np.nextafter(x, np.where(step > 0, F32(np.inf), F32(-np.inf))).astype(F32)
    return np.where(np.isfinite(x) & (x != 0) & (step != 0), moved, x)


def exponent(x) -> np.ndarray:
    return ((bits(x) >> U32(23)) & U32(0xFF)).astype(np.int64)


def is_denormal(x) -> np.ndarray:
    b = bits(x)
    return ((b & U32(0x7F800000)) == 0) & ((b & U32(0x7FFFFF)) != 0)


def div_scale(s0, s1, s2) -> tuple:
    """V_DIV_SCALE_F32 (AMD's pseudocode, default D = S0): (D, VCC) per lane."""
    s0, s1, s2 = (np.asarray(v, F32) for v in (s0, s1, s2))
    shape = np.broadcast(s0, s1, s2).shape
    d = np.broadcast_to(s0, shape).copy()
    vcc = np.zeros(shape, bool)
    up = np.ldexp(s0, 64).astype(F32)
    rest = np.ones(shape, bool)

    def case(cond):
        nonlocal rest
        hit = rest & cond
        rest = rest & ~cond
        return hit

    hit = case((s2 == 0) | (s1 == 0))
    d[hit] = np.nan
    hit = case(exponent(s2) - exponent(s1) >= 96)
    vcc |= hit
    d = np.where(hit & (s0 == s1), up, d)
    hit = case(is_denormal(s1))
    d = np.where(hit, up, d)
    hit = case(is_denormal((s2 / s1).astype(F32)))
    vcc |= hit
    d = np.where(hit & (s0 == s2), up, d)
    hit = case(exponent(s2) <= 23)
    d = np.where(hit, up, d)
    return d.astype(F32), vcc


def div_fmas(s0, s1, s2, vcc) -> np.ndarray:
    """V_DIV_FMAS_F32: fma, rescaled where VCC is set (by 2^64 when the scaled quotient S2 is
    large, the denominator having been scaled up; by 2^-64 when the numerator was)."""
    r = fma(s0, s1, s2)
    if not np.any(vcc):
        return r
    scale = np.where(exponent(s2) > 127, 64, -64)
    return np.where(vcc, np.ldexp(r.astype(F64), scale).astype(F32), r)


def div_fixup(s0, s1, s2) -> np.ndarray:
    """V_DIV_FIXUP_F32 (AMD's pseudocode): S0 quotient, S1 denominator, S2 numerator."""
    s0, s1, s2 = (np.asarray(v, F32) for v in (s0, s1, s2))
    shape = np.broadcast(s0, s1, s2).shape
    neg = np.signbit(s1) ^ np.signbit(s2)
    inf = np.where(neg, F32(-np.inf), F32(np.inf))
    zero = np.where(neg, F32(-0.0), F32(0.0))
    out = np.where(neg, -np.abs(s0), np.abs(s0)).astype(F32)
    conds = [
        (np.isnan(s2), (s2 + F32(0)).astype(F32)),
        (np.isnan(s1), (s1 + F32(0)).astype(F32)),
        ((s1 == 0) & (s2 == 0), f32(np.uint32(0xFFC00000))),
        (np.isinf(s1) & np.isinf(s2), f32(np.uint32(0xFFC00000))),
        ((s1 == 0) | np.isinf(s2), inf),
        (np.isinf(s1) | (s2 == 0), zero),
        (exponent(s2) - exponent(s1) < -150, zero),
    ]
    for cond, value in reversed(conds):  # the first matching case wins
        out = np.where(np.broadcast_to(cond, shape), value, out)
    return out.astype(F32)


def class_bits(x) -> np.ndarray:
    """The V_CMP_CLASS bit number of each f32 lane (0 sNaN, 1 qNaN, 2 -inf ... 9 +inf)."""
    b = bits(x)
    e, man, neg = (b >> U32(23)) & U32(0xFF), b & U32(0x7FFFFF), (b >> U32(31)) == 1
    cls = np.where(neg, 5, 6)
    cls = np.where((e == 0) & (man != 0), np.where(neg, 4, 7), cls)
    cls = np.where((e > 0) & (e < 255), np.where(neg, 3, 8), cls)
    cls = np.where((e == 255) & (man == 0), np.where(neg, 2, 9), cls)
    cls = np.where((e == 255) & (man != 0), np.where(man & U32(0x400000), 1, 0), cls)
    return cls


# ---- 8-bit floats (e4m3) -------------------------------------------------------------------
# gfx942's fp8 is e4m3 "fnuz" (bias 8, one NaN 0x80, no -0, no Inf); gfx950's is OCP e4m3fn
# (bias 7, NaN s.1111.111, -0, no Inf).
FP8_FORMATS = {"fnuz": (8, 240.0), "fn": (7, 448.0)}
FP8_OF_ARCH = {"gfx942": "fnuz", "gfx950": "fn"}


def to_fp8(x, fmt: str) -> tuple:
    """f32 -> e4m3 codes (uint32 0..255) rounded to nearest even, and whether each lane was out
    of range (beyond the largest finite value after rounding, or Inf). Out-of-range lanes and
    NaN take the format's NaN code, as the hardware conversions do (they round, they do not
    saturate)."""
    bias, largest = FP8_FORMATS[fmt]
    x = np.asarray(x, F32)
    emin = 1 - bias  # the smallest normal exponent
    with np.errstate(invalid="ignore", over="ignore"):
        a = np.abs(x).astype(F64)
        e = np.maximum(np.frexp(a)[1] - 1, emin)
        step = np.ldexp(1.0, e - 3)  # three mantissa bits; below 2^emin the subnormal spacing
        q = np.rint(a / step) * step  # exact: a is an f32, step a power of two
        nan = np.isnan(a)
        over = ~nan & (q > largest)
        qe = np.frexp(q)[1] - 1
        normal = q >= np.ldexp(1.0, emin)
        field = np.where(normal, qe + bias, 0)
        mant = np.where(normal, q / np.ldexp(1.0, qe - 3) - 8, q / np.ldexp(1.0, emin - 3))
        mag = np.where(nan | over, 0, (field << 3) + np.nan_to_num(mant).astype(np.int64))
    sign = np.signbit(x).astype(np.int64) << 7
    if fmt == "fnuz":
        code = np.where(nan | over, 0x80, np.where(mag == 0, 0, mag | sign))
    else:
        code = np.where(nan | over, sign | 0x7F, mag | sign)
    return code.astype(U32), over


def from_fp8(code, fmt: str) -> np.ndarray:
    """e4m3 codes -> f32 (exact)."""
    bias, _ = FP8_FORMATS[fmt]
    c = np.asarray(code, U32) & U32(0xFF)
    field, mant, neg = (c >> U32(3)) & U32(0xF), c & U32(7), (c >> U32(7)) == 1
    mag = np.where(field == 0, np.ldexp(mant.astype(F64), 1 - bias - 3),
                   np.ldexp(8.0 + mant, field.astype(np.int64) - bias - 3))
    val = np.where(neg, -mag, mag)
    nan = (c == 0x80) if fmt == "fnuz" else ((c & U32(0x7F)) == 0x7F)
    return np.where(nan, np.nan, val).astype(F32)


def med3(a, b, c) -> np.ndarray:
    """V_MED3_F32 (AMD's pseudocode): with a NaN operand the min3 (v_min_f32 returns the other
    operand of a NaN), else the middle value."""
    a, b, c = (np.asarray(v, F32) for v in (a, b, c))
    mx = np.fmax(np.fmax(a, b), c)
    mid = np.where(mx == a, np.fmax(b, c), np.where(mx == b, np.fmax(a, c), np.fmax(a, b)))
    anynan = np.isnan(a) | np.isnan(b) | np.isnan(c)
    return np.where(anynan, np.fmin(np.fmin(a, b), c), mid).astype(F32)


def _ieee_pick(a, b, lower: bool) -> np.ndarray:
    a, b = np.asarray(a, F32), np.asarray(b, F32)
    first = (a < b) if lower else (a > b)
    # Equal values differ only as zeros: the minimum takes the one with the sign bit.
    tie = np.where(np.signbit(a) == lower, a, b)
    out = np.where(a == b, tie, np.where(first, a, b))
    # The canonical quiet NaN (the kernels depend only on NaN-ness, never on its bits).
    return np.where(np.isnan(a) | np.isnan(b), F32(np.nan), out).astype(F32)


def minimum(a, b) -> np.ndarray:
    """IEEE 754-2019 minimum (gfx950's V_MINIMUM3_F32): a NaN operand gives NaN, -0 < +0."""
    return _ieee_pick(a, b, True)


def maximum(a, b) -> np.ndarray:
    """IEEE 754-2019 maximum (V_MAXIMUM3_F32)."""
    return _ieee_pick(a, b, False)


def to_i32(x) -> np.ndarray:
    """V_CVT_I32_F32: toward zero, saturated to the i32 range, NaN to 0 (as uint32 bits)."""
    x = np.asarray(x, F32).astype(F64)
    with np.errstate(invalid="ignore"):
        v = np.where(np.isnan(x), 0, np.clip(np.trunc(x), -2147483648.0, 2147483647.0))
    return v.astype(np.int64).astype(np.int32).view(U32)
