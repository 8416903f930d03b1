"""A float64 oracle of the norms' quantized outputs (docs/contract.md, "Quantized outputs").

Independent of the package: the grid of each quantized dtype is enumerated from its bit patterns,
and rounding to it (half to even on the encoding, saturating to +-qmax) is a search on that grid in
float64, not a dtype conversion.
"""

from __future__ import annotations

import functools

import ml_dtypes
import numpy as np

QMAX = {np.dtype(np.int8): 127.0, np.dtype(ml_dtypes.float8_e4m3fn): 448.0,
        np.dtype(ml_dtypes.float8_e4m3fnuz): 240.0}
DTYPES = tuple(QMAX)


@functools.cache
def magnitudes(dtype) -> tuple[np.ndarray, np.ndarray]:
    """(values, codes): the non-negative finite values of dtype in increasing order, up to qmax,
    and an integer per value whose parity decides ties (the encoding; for int8 the integer)."""
    dtype = np.dtype(dtype)
    if dtype == np.int8:
        values = np.arange(0, 128, dtype=np.float64)
        return values, values.astype(np.int64)
    codes = np.arange(256, dtype=np.uint8)
    values = codes.view(dtype).astype(np.float64)
    keep = np.isfinite(values) & (values >= 0) & ~np.signbit(values)
    order = np.argsort(values[keep], kind="stable")
    return values[keep][order], codes[keep].astype(np.int64)[order]


def round_saturate(q: np.ndarray, dtype) -> np.ndarray:
    """q (float64) rounded to dtype's grid, half to even, saturated to +-qmax; NaN stays NaN for
    float8 and is 0 for int8. Returned as float64 values."""
    dtype = np.dtype(dtype)
    values, codes = magnitudes(dtype)
    mag = np.minimum(np.abs(np.nan_to_num(q, nan=0.0)), QMAX[dtype])
    upper = np.clip(np.searchsorted(values, mag, side="left"), 0, len(values) - 1)
    lower = np.clip(upper - 1, 0, len(values) - 1)
    exact = values[upper] == mag
    d_low, d_up = mag - values[lower], values[upper] - mag
    pick_up = exact | (d_up < d_low) | ((d_up == d_low) & (codes[upper] % 2 == 0))
    rounded = np.where(pick_up, values[upper], values[lower])
    out = np.copysign(rounded, q)
    if dtype == np.int8:
        return np.where(np.isnan(q), 0.0, out)
    return np.where(np.isnan(q), np.nan, out)


def _magnitude(y):
    return np.where(np.isnan(y), 0.0, np.abs(y))


def _divide(y, scale):
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(scale == 0, y * 0.0, y / np.where(scale == 0, 1.0, scale))


def _flushed(scale):
    """A dynamic scale below the smallest normal f32 is 0 (the contract)."""
    return np.where(scale < np.finfo(np.float32).tiny, 0.0, scale)


def quantize64(y64, dtype, *, group_size: int = 0, scale=None, smooth=None) -> dict:
    """The quantized output of a norm whose float64 output is y64 ([..., N]).

    Returns values (in dtype), scale (float64: [...] per token, [..., G] per group, the given scale
    per tensor) and amax (per tensor: max|y| over the tensor, NaN read as 0; else None).
    """
    dtype = np.dtype(dtype)
    qmax = QMAX[dtype]
    y = np.asarray(y64, np.float64)
    if smooth is not None:
        y = y * np.asarray(smooth, np.float64)
    if scale is not None:
        s = float(np.asarray(scale, np.float64))
        s = 0.0 if abs(s) < np.finfo(np.float32).tiny else s  # a subnormal scale counts as 0
        q = _divide(y, s)
        amax = float(_magnitude(y).max(initial=0.0))
        return {"values": round_saturate(q, dtype).astype(dtype), "scale": np.float64(s),
                "amax": amax}
    if group_size:
        g = y.reshape(*y.shape[:-1], y.shape[-1] // group_size, group_size)
        s = _flushed(_magnitude(g).max(axis=-1, initial=0.0) / qmax)
        q = _divide(g, s[..., None]).reshape(y.shape)
    else:
        s = _flushed(_magnitude(y).max(axis=-1, initial=0.0) / qmax)
        q = _divide(y, s[..., None])
    return {"values": round_saturate(q, dtype).astype(dtype), "scale": s, "amax": None}


@functools.cache
def _grid(dtype) -> np.ndarray:
    values, _ = magnitudes(dtype)
    return np.concatenate([-values[:0:-1], values])


def steps_apart(a, b, dtype) -> np.ndarray:
    """How many grid steps of dtype lie between the quantized values a and b (same shape): 0 where
    equal (NaN and NaN included, -0 and 0 equal), a large number where only one is NaN."""
    grid = _grid(np.dtype(dtype))
    a64, b64 = np.asarray(a).astype(np.float64), np.asarray(b).astype(np.float64)
    ia = np.searchsorted(grid, np.nan_to_num(a64, nan=0.0))
    ib = np.searchsorted(grid, np.nan_to_num(b64, nan=0.0))
    steps = np.abs(ia - ib)
    nan_a, nan_b = np.isnan(a64), np.isnan(b64)
    return np.where(nan_a & nan_b, 0, np.where(nan_a | nan_b, 1 << 20, steps))
