"""Pure-jnp forward and backward of the kernel contract (docs/contract.md).

This is the portable (`xla`) backend and the oracle the kernels are held to. Everything accumulates
in
f32; the variance is two-pass. Operands may have any leading shape (..., N).
"""

from __future__ import annotations

import jax.numpy as jnp

f32 = jnp.float32


def forward(center: bool, x, residual=None, weight=None, bias=None, *, eps: float, out_dtype,
            residual_dtype=None) -> dict:
    """Returns y, residual_out (with a residual), mean (when centring) and rstd."""
    h = x.astype(f32)
    out = {}
    if residual is not None:
        h = h + residual.astype(f32)
        out["residual_out"] = h.astype(residual_dtype)
    mean = jnp.mean(h, axis=-1, keepdims=True) if center else None
    centred = h - mean if center else h
    rstd = 1.0 / jnp.sqrt(jnp.mean(jnp.square(centred), axis=-1, keepdims=True) + f32(eps))
    y = centred * rstd
    if weight is not None:
        y = y * weight.astype(f32)
    if bias is not None:
        y = y + bias.astype(f32)
    out["y"] = y.astype(out_dtype)
    if center:
        out["mean"] = mean[..., 0]
    out["rstd"] = rstd[..., 0]
    return out


def backward(center: bool, dy, h, weight=None, mean=None, rstd=None, dresidual_out=None, *,
             has_bias: bool, groups: int = 1) -> dict:
    """Returns dx (h's dtype) and, per group of rows, f32 dweight / dbias sums of shape [groups, N].

    The rows (all leading dims folded) split into `groups` equal contiguous runs; each gets its own
    sums.
    """
    n = h.shape[-1]
    xhat = h.astype(f32)
    if center:
        xhat = xhat - mean[..., None]
    xhat = xhat * rstd[..., None]
    dy32 = dy.astype(f32)
    g = dy32 * weight.astype(f32) if weight is not None else dy32
    c1 = jnp.mean(xhat * g, axis=-1, keepdims=True)
    dx = g - xhat * c1
    if center:
        dx = dx - jnp.mean(g, axis=-1, keepdims=True)
    dx = dx * rstd[..., None]
    if dresidual_out is not None:
        dx = dx + dresidual_out.astype(f32)
    out = {"dx": dx.astype(h.dtype)}

    def group_sums(v):
        return v.reshape(groups, -1, n).sum(axis=1)

    if weight is not None:
        out["dweight"] = group_sums(dy32 * xhat)
    if has_bias:
        out["dbias"] = group_sums(dy32)
    return out


def block_partials(per_row, num_partials: int):
    """Sums [rows, N] into [P, N] contiguous row blocks of ceil(rows / P), as the kernels do."""
    rows, n = per_row.shape
    rows_per_block = -(-rows // num_partials) if rows else 1
    padded = jnp.zeros((num_partials * rows_per_block, n), per_row.dtype).at[:rows].set(per_row)
    return padded.reshape(num_partials, rows_per_block, n).sum(axis=1)
