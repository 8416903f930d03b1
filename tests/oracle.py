"""An independent float64 numpy statement of the contract (docs/contract.md): the test oracle.

Written from the formulas, not from the package's code: forward values and statistics, and the VJP.
"""

from __future__ import annotations

import numpy as np

f64 = np.float64


def _f64(a):
    return None if a is None else np.asarray(a).astype(f64)


def forward(center, x, residual=None, weight=None, bias=None, eps=1e-6, weight_offset=0.0):
    """Returns y, h, mean (zeros for rmsnorm) and rstd, all float64.

    weight and bias have x's trailing shape (N,) or (..., N) (one row of them per head) and
    broadcast against x; the scale is weight + weight_offset.
    """
    h = _f64(x) if residual is None else _f64(x) + _f64(residual)
    mean = h.mean(axis=-1) if center else np.zeros(h.shape[:-1])
    c = h - mean[..., None]
    rstd = 1.0 / np.sqrt((c * c).mean(axis=-1) + eps)
    y = c * rstd[..., None]
    if weight is not None:
        y = y * (_f64(weight) + weight_offset)
    if bias is not None:
        y = y + _f64(bias)
    return y, h, mean, rstd


def vjp(center, h_saved, mean, rstd, dy, weight=None, dresidual_out=None, weight_offset=0.0,
        vector_ndim=1):
    """Gradients of h, weight and bias given the saved h and statistics (float64).

    dweight and dbias are summed over every axis but the last `vector_ndim` (the weight's rank).
    """
    h, dy = _f64(h_saved), _f64(dy)
    xhat = (h - mean[..., None]) * rstd[..., None]
    if weight is not None:
        vector_ndim = np.ndim(weight)
    g = dy * (_f64(weight) + weight_offset) if weight is not None else dy
    n = h.shape[-1]
    dh = g - xhat * (xhat * g).sum(-1, keepdims=True) / n
    if center:
        dh = dh - g.sum(-1, keepdims=True) / n
    dh = dh * rstd[..., None]
    if dresidual_out is not None:
        dh = dh + _f64(dresidual_out)
    rows = (-1, *h.shape[h.ndim - vector_ndim:])
    dweight = (dy * xhat).reshape(rows).sum(0)
    dbias = dy.reshape(rows).sum(0)
    return dh, dweight, dbias


def jvp(center, primals, tangents, eps=1e-6, weight_offset=0.0, step=1e-4):
    """Tangents of (y, h) along `tangents` at (x, residual, weight, bias), by central differences
    of `forward` in float64 (error ~ step^2; exact in weight and bias)."""
    def at(sign):
        args = [None if p is None else _f64(p) + sign * step * _f64(t)
                for p, t in zip(primals, tangents)]
        y, h, _, _ = forward(center, *args, eps=eps, weight_offset=weight_offset)
        return y, h

    (y1, h1), (y0, h0) = at(1.0), at(-1.0)
    return (y1 - y0) / (2 * step), (h1 - h0) / (2 * step)
