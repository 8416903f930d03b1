"""The op table: every norm op is declared here once.

The primitives, the custom-call lowerings, the partitioning rules, the FlyDSL kernels' argument
ABI, the emulator, the C++ handlers' attribute bindings (generated into
backends/cpu/ops_table.h) and the tests read these declarations: the names, order and shapes of
every target's operands, results and attributes come from here. docs/contract.md explains the
contract in prose. Only numpy: the kernel sources import it too.
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
# The quantized output dtypes and the largest magnitude each saturates to (qmax).
QUANT_QMAX = {np.dtype(np.int8): 127.0, np.dtype("float8_e4m3fn"): 448.0,
              np.dtype("float8_e4m3fnuz"): 240.0}
QUANT_DTYPES = tuple(QUANT_QMAX)


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

    # A quantized forward (docs/contract.md, "Quantized outputs") writes y in an int8 or float8
    # dtype: with a dynamic scale it also writes y_scale, [rows, G] f32 (G scale groups per row,
    # 1 per token), and with a static (per-tensor) scale operand quant_scale ([1] f32) it writes
    # y_amax, max|y| of each row. smooth ([N]) multiplies y first (smooth-quant).
    @property
    def fwd_args(self) -> tuple[Slot, ...]:
        return (("x", None), ("residual", "has_residual"), ("weight", "has_weight"),
                ("bias", "has_bias"), ("smooth", "has_smooth"), ("quant_scale", "static_scale"))

    @property
    def fwd_rets(self) -> tuple[Slot, ...]:
        return (("y", None), ("residual_out", "has_residual"), *((s, None) for s in self.stats),
                ("y_scale", "dynamic_scale"), ("y_amax", "static_scale"))

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
    # The quantized dtype is y's, and the group size N / G is read off y_scale's shape.
    fwd_attrs: tuple[tuple[str, str], ...] = (
        ("eps", "f32"), ("weight_offset", "f32"), ("has_residual", "bool"), ("has_weight", "bool"),
        ("has_bias", "bool"), ("has_smooth", "bool"), ("static_scale", "bool"),
        ("dynamic_scale", "bool"))
    bwd_attrs: tuple[tuple[str, str], ...] = (
        ("eps", "f32"), ("weight_offset", "f32"), ("recompute_stats", "bool"),
        ("has_weight", "bool"), ("has_bias", "bool"), ("has_dresidual_out", "bool"))

    def target(self, direction: str) -> str:
        return self.fwd_target if direction == "fwd" else self.bwd_target

    def args(self, direction: str) -> tuple[Slot, ...]:
        return self.fwd_args if direction == "fwd" else self.bwd_args

    def rets(self, direction: str) -> tuple[Slot, ...]:
        return self.fwd_rets if direction == "fwd" else self.bwd_rets

    def attrs(self, direction: str) -> tuple[tuple[str, str], ...]:
        return self.fwd_attrs if direction == "fwd" else self.bwd_attrs

    def flag_names(self, direction: str) -> tuple[str, ...]:
        """The attributes that say which optional slots are present, in attribute order."""
        used = {flag for _, flag in (*self.args(direction), *self.rets(direction)) if flag}
        return tuple(name for name, _ in self.attrs(direction) if name in used)


OPS: dict[str, NormOp] = {
    "rmsnorm": NormOp("rmsnorm", center=False),
    "layernorm": NormOp("layernorm", center=True),
}

DIRECTIONS = ("fwd", "bwd")

# The shape of every operand and result, by name: "rows" is [..., N] like x, "vector" [N], "stat"
# one f32 per row [...], "scales" G f32 per row [..., G], "scalar" one f32 ([] to the primitives,
# [1] to the custom calls), "partials" the custom calls' f32 per-block sums [P, N], and "sums"
# what the primitives return in their place, [groups, N].
SLOT_KINDS = {
    "x": "rows", "residual": "rows", "y": "rows", "residual_out": "rows",
    "dy": "rows", "h": "rows", "dresidual_out": "rows", "dx": "rows",
    "weight": "vector", "bias": "vector", "smooth": "vector",
    "mean": "stat", "rstd": "stat", "y_amax": "stat",
    "y_scale": "scales", "quant_scale": "scalar",
    "dweight_partials": "partials", "dbias_partials": "partials",
    "dweight": "sums", "dbias": "sums",
}
# (Operands and results alike.)
ROW_OPERANDS = frozenset(n for n, kind in SLOT_KINDS.items() if kind == "rows")
VECTOR_OPERANDS = frozenset(n for n, kind in SLOT_KINDS.items() if kind == "vector")
STATS = frozenset(n for n, kind in SLOT_KINDS.items() if kind == "stat")
# Operands that are not per row, so never batched into rows.
UNBATCHED_OPERANDS = frozenset(n for n, kind in SLOT_KINDS.items() if kind in ("vector", "scalar"))


def every_slot(direction: str) -> tuple[str, ...]:
    """Every operand then result name that some op has in this direction, in table order."""
    names: list[str] = []
    for op in OPS.values():
        order = [n for n, _ in (*op.args(direction), *op.rets(direction))]
        for i, name in enumerate(order):
            if name not in names:
                earlier = [n for n in order[:i] if n in names]
                names.insert(names.index(earlier[-1]) + 1 if earlier else 0, name)
    return tuple(names)


def present(slots: tuple[Slot, ...], flags: dict[str, bool]) -> tuple[str, ...]:
    """Names of the slots present for these flags, in table order."""
    return tuple(name for name, flag in slots if flag is None or flags[flag])


def signature(op: NormOp, direction: str) -> str:
    """The handler signature string the native library reports for this op direction."""
    args, rets, attrs = op.args(direction), op.rets(direction), op.attrs(direction)

    def names(slots):
        return ",".join(name + ("?" if flag else "") for name, flag in slots)

    return "|".join([names(args), names(rets), ",".join(f"{n}:{t}" for n, t in attrs)])
