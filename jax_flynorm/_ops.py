"""The op table: every norm op is declared here once.

The reference math, the primitives' shapes, the custom-call lowering, the FFI signature check and
the
tests all read these declarations, so no other file spells a target, operand or attribute name.
docs/contract.md explains the contract in prose.
"""

from __future__ import annotations

import dataclasses

import ml_dtypes  # noqa: F401  (makes np.dtype("bfloat16") known; jax depends on it)
import numpy as np

# An operand or result is (name, flag): it is present when the flag is None or the call sets the
# flag.
Slot = tuple[str, "str | None"]

FLOAT_DTYPES = (np.dtype(np.float32), np.dtype("bfloat16"), np.dtype(np.float16))
STATS_DTYPE = np.dtype(np.float32)


@dataclasses.dataclass(frozen=True)
class NormOp:
    """One normalisation op: its name, whether it centres (subtracts the mean), and its slots."""

    name: str
    center: bool

    @property
    def stats(self) -> tuple[str, ...]:
        """Per-row f32 statistics the forward saves for the backward."""
        return ("mean", "rstd") if self.center else ("rstd",)

    @property
    def fwd_target(self) -> str:
        return f"flynorm_{self.name}_fwd"

    @property
    def bwd_target(self) -> str:
        return f"flynorm_{self.name}_bwd"

    @property
    def fwd_args(self) -> tuple[Slot, ...]:
        return (("x", None), ("residual", "has_residual"), ("weight", "has_weight"),
                ("bias", "has_bias"))

    @property
    def fwd_rets(self) -> tuple[Slot, ...]:
        return (("y", None), ("residual_out", "has_residual"), *((s, None) for s in self.stats))

    @property
    def bwd_args(self) -> tuple[Slot, ...]:
        return (("dy", None), ("h", None), ("weight", "has_weight"),
                *((s, None) for s in self.stats), ("dresidual_out", "has_dresidual_out"))

    @property
    def bwd_rets(self) -> tuple[Slot, ...]:
        return (("dx", None), ("dweight_partials", "has_weight"), ("dbias_partials", "has_bias"))

    # Attribute names and their dtypes as the handlers decode them (Python float -> f64 otherwise).
    # weight_offset is added to the weight (y = xhat * (weight + weight_offset) + bias).
    # recompute_stats: the backward takes mean/rstd from the h it reads instead of the saved ones
    # (set when h was rounded to a 16-bit residual dtype, so the backward is the gradient at it).
    fwd_attrs: tuple[tuple[str, str], ...] = (
        ("eps", "f32"), ("weight_offset", "f32"), ("has_residual", "bool"), ("has_weight", "bool"),
        ("has_bias", "bool"))
    bwd_attrs: tuple[tuple[str, str], ...] = (
        ("eps", "f32"), ("weight_offset", "f32"), ("recompute_stats", "bool"),
        ("has_weight", "bool"), ("has_bias", "bool"), ("has_dresidual_out", "bool"))


OPS: dict[str, NormOp] = {
    "rmsnorm": NormOp("rmsnorm", center=False),
    "layernorm": NormOp("layernorm", center=True),
}

# Operands shaped like x ([..., N]); the others are [N] vectors or [...] per-row statistics.
ROW_OPERANDS = frozenset({"x", "residual", "dy", "h", "dresidual_out"})
VECTOR_OPERANDS = frozenset({"weight", "bias"})


def present(slots: tuple[Slot, ...], flags: dict[str, bool]) -> tuple[str, ...]:
    """Names of the slots present for these flags, in table order."""
    return tuple(name for name, flag in slots if flag is None or flags[flag])


def signature(op: NormOp, direction: str) -> str:
    """The handler signature string the native library reports for this op direction."""
    args, rets, attrs = ((op.fwd_args, op.fwd_rets, op.fwd_attrs) if direction == "fwd"
                         else (op.bwd_args, op.bwd_rets, op.bwd_attrs))

    def names(slots):
        return ",".join(name + ("?" if flag else "") for name, flag in slots)

    return "|".join([names(args), names(rets), ",".join(f"{n}:{t}" for n, t in attrs)])
