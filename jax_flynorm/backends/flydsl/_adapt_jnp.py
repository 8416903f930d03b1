"""jnp around a FlyDSL call, for contract options the kernels do not take natively yet."""

from __future__ import annotations

import jax.numpy as jnp

from .. import xla


def offset_weight(weight, weight_offset: float):
    """weight + weight_offset in f32: the kernels then scale by it as a plain f32 weight."""
    return weight.astype(jnp.float32) + jnp.float32(weight_offset)


def stats(center: bool, h, eps: float) -> dict:
    """mean (when centring) and rstd of the rows of h, as the forward computes them."""
    return xla.stats(center, h.astype(jnp.float32), eps=eps)
