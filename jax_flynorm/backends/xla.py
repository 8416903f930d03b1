"""The portable `xla` implementation: the reference math (`_reference`) lowered as jnp, which XLA
fuses and partitions by itself on every platform."""

from __future__ import annotations

from .._reference import backward_op as lower_backward
from .._reference import forward_op as lower_forward

__all__ = ["lower_backward", "lower_forward", "unavailable"]


def unavailable() -> str | None:
    return None  # jnp runs everywhere
