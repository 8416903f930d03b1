"""The op table: every norm op is declared here once.

The primitives, the custom-call lowerings, the partitioning rules, the FlyDSL kernels' argument
ABI, the emulator, the C++ handlers' attribute bindings (generated into
backends/cpu/ops_table.h) and the tests read these declarations: the names, order and shapes of
every target's operands, results and attributes come from here. docs/contract.md explains the
contract in prose. The typed parameters of one call of an op (`FwdParams`, `BwdParams`) live here
too: they travel unchanged from the public function to the launch, and every name, flag and
shape they answer comes from the table. Only numpy: the kernel sources import it too.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from typing import ClassVar, Literal

import ml_dtypes  # noqa: F401  (makes np.dtype("bfloat16") known; jax depends on it)
import numpy as np

# An operand or result is (name, flag): it is present when the flag is None or the call sets the
# flag; "!flag" when the call does not set it, and a tuple of such when all of them hold.
Slot = tuple[str, "str | tuple[str, ...] | None"]

FLOAT_DTYPES = (np.dtype(np.float32), np.dtype("bfloat16"), np.dtype(np.float16))
STATS_DTYPE = np.dtype(np.float32)
# The short names the kernels (and the tools and benchmark after them) give dtypes, by numpy's
# name: the one table.
SHORT_NAMES = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "int8": "i8",
               "float8_e4m3fn": "f8e4m3fn", "float8_e4m3fnuz": "f8e4m3fnuz"}
# The quantized output dtypes (short names) and the largest magnitude each saturates to (qmax);
# QUANT_QMAX by numpy dtype.
QMAX = {"i8": 127.0, "f8e4m3fn": 448.0, "f8e4m3fnuz": 240.0}
QUANT_QMAX = {np.dtype(name): QMAX[short] for name, short in SHORT_NAMES.items() if short in QMAX}
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
    # A norm whose hidden axis is sharded over devices runs each direction in two phases, with
    # all-reduces of [rows] sums between them (docs/sharding.md). Forward: tp_stats writes each
    # row's statistics of the shard in mean and rstd (RMSNorm: sum(h^2) in rstd; LayerNorm: the
    # shard's mean and its sum of squared deviations) and residual_out, not y; tp_apply reads
    # the merged mean and rstd and writes y of the f32 h: from x, or with a residual (a 16-bit
    # residual_out is h rounded) from x and the residual added again, writing no residual_out.
    # Backward: tp_dots writes row_dots, each row's [sum(g * xhat), sum(g)] over the shard (g =
    # dy * (weight + weight_offset)), and the dweight / dbias partials, not dx; tp_apply reads
    # the merged coefficients [mean(g * xhat), mean(g)] of the whole row from row_dots and
    # writes dx.
    @property
    def fwd_args(self) -> tuple[Slot, ...]:
        return (("x", None), ("residual", "has_residual"), ("weight", "has_weight"),
                ("bias", "has_bias"), ("smooth", "has_smooth"), ("quant_scale", "static_scale"),
                *((s, "tp_apply") for s in self.stats))

    @property
    def fwd_rets(self) -> tuple[Slot, ...]:
        return (("y", "!tp_stats"), ("residual_out", ("has_residual", "!tp_apply")),
                *((s, "!tp_apply") for s in self.stats), ("y_scale", "dynamic_scale"),
                ("y_amax", "static_scale"))

    @property
    def bwd_args(self) -> tuple[Slot, ...]:
        return (("dy", None), ("h", None), ("weight", "has_weight"),
                *((s, None) for s in self.stats), ("dresidual_out", "has_dresidual_out"),
                ("row_dots", "tp_apply"))

    @property
    def bwd_rets(self) -> tuple[Slot, ...]:
        return (("dx", "!tp_dots"), ("dweight_partials", ("has_weight", "!tp_apply")),
                ("dbias_partials", ("has_bias", "!tp_apply")), ("row_dots", "tp_dots"))

    # Attribute names and their dtypes as the handlers decode them (Python float -> f64 otherwise).
    # weight_offset is added to the weight (y = xhat * (weight + weight_offset) + bias).
    # recompute_stats: the backward takes mean/rstd from the h it reads instead of the saved ones
    # (set when h was rounded to a 16-bit residual dtype, so the backward is the gradient at it).
    # The quantized dtype is y's, and the group size N / G is read off y_scale's shape.
    fwd_attrs: tuple[tuple[str, str], ...] = (
        ("eps", "f32"), ("weight_offset", "f32"), ("has_residual", "bool"), ("has_weight", "bool"),
        ("has_bias", "bool"), ("has_smooth", "bool"), ("static_scale", "bool"),
        ("dynamic_scale", "bool"), ("tp_stats", "bool"), ("tp_apply", "bool"))
    bwd_attrs: tuple[tuple[str, str], ...] = (
        ("eps", "f32"), ("weight_offset", "f32"), ("recompute_stats", "bool"),
        ("has_weight", "bool"), ("has_bias", "bool"), ("has_dresidual_out", "bool"),
        ("tp_dots", "bool"), ("tp_apply", "bool"))

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
        used = {name for _, flag in (*self.args(direction), *self.rets(direction))
                for name in _flag_names(flag)}
        return tuple(name for name, _ in self.attrs(direction) if name in used)


OPS: dict[str, NormOp] = {
    "rmsnorm": NormOp("rmsnorm", center=False),
    "layernorm": NormOp("layernorm", center=True),
}
# The op names, as the public API's type (which_implementation's `norm`).
OpName = Literal[tuple(OPS)]  # type: ignore[valid-type]

DIRECTIONS = ("fwd", "bwd")

# The shape of every operand and result, by name: "rows" is [..., N] like x, "vector" [N], "stat"
# one f32 per row [...], "scales" G f32 per row [..., G], "scalar" one f32 ([] to the primitives,
# [1] to the custom calls), "partials" the custom calls' f32 per-block sums [P, N], "sums"
# what the primitives return in their place, [groups, N], and "dots" two f32 per row [..., 2].
SLOT_KINDS = {
    "x": "rows", "residual": "rows", "y": "rows", "residual_out": "rows",
    "dy": "rows", "h": "rows", "dresidual_out": "rows", "dx": "rows",
    "weight": "vector", "bias": "vector", "smooth": "vector",
    "mean": "stat", "rstd": "stat", "y_amax": "stat",
    "y_scale": "scales", "quant_scale": "scalar",
    "dweight_partials": "partials", "dbias_partials": "partials",
    "dweight": "sums", "dbias": "sums", "row_dots": "dots",
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


def _flag_names(flag) -> tuple[str, ...]:
    """The attribute names a slot's flag reads."""
    terms = () if flag is None else (flag,) if isinstance(flag, str) else flag
    return tuple(t.removeprefix("!") for t in terms)


def _holds(flag, flags: dict[str, bool]) -> bool:
    terms = () if flag is None else (flag,) if isinstance(flag, str) else flag
    return all(not flags[t[1:]] if t.startswith("!") else flags[t] for t in terms)


def present(slots: tuple[Slot, ...], flags: dict[str, bool]) -> tuple[str, ...]:
    """Names of the slots present for these flags, in table order."""
    return tuple(name for name, flag in slots if _holds(flag, flags))


def signature(op: NormOp, direction: str) -> str:
    """The handler signature string the native library reports for this op direction."""
    args, rets, attrs = op.args(direction), op.rets(direction), op.attrs(direction)

    def names(slots):
        return ",".join(name + ("?" if flag else "") for name, flag in slots)

    return "|".join([names(args), names(rets), ",".join(f"{n}:{t}" for n, t in attrs)])


def slot_shape(kind: str, lead: tuple, n, *, scale_groups: int = 1, groups: int = 1,
               vector_shape: tuple = (), partials: int = 0) -> tuple:
    """The shape of a slot of this kind (SLOT_KINDS) for rows of shape `lead` + (n,)."""
    return {"rows": (*lead, n), "stat": tuple(lead), "scales": (*lead, scale_groups),
            "vector": tuple(vector_shape), "scalar": (),
            "partials": (partials, math.prod(vector_shape)), "dots": (*lead, 2),
            "sums": (groups, *vector_shape)}[kind]


def sums_of(name: str) -> str:
    """The primitives return a custom call's partials slot (`<g>_partials`, per-block sums) as the
    per-group sums `<g>` they reduce to."""
    return name.removesuffix("_partials") if SLOT_KINDS[name] == "partials" else name


# ------------------------------------------------------------------------------------------------
# The typed parameters of one call of an op, in each direction.


class Params:
    """What both directions' parameters answer from the table. `direction`: "fwd" or "bwd";
    `activation`: the operand whose shape, dtype and sharding the call follows (x, or h)."""

    direction: ClassVar[str]
    activation: ClassVar[str]
    # The operands whose sharding picks the layout (the most spread of them).
    layout_operands: ClassVar[tuple[str, ...]]
    op: str
    # One direction's fields, answered by the other with their defaults (each a field where it
    # means something), so code that takes either direction reads them plainly.
    groups: int = 1  # the backward's row groups
    vector_ndim: int = 1  # the backward's weight rank
    vector_spec: tuple | None = None  # the backward's weight sharding in types
    unreduced: tuple[str, ...] = ()  # the backward's partial-sum axes
    group_size: int = 0  # the quantized forward's scale groups
    quant_dtype: np.dtype | None = None  # the quantized forward's y dtype

    @property
    def norm(self) -> NormOp:
        return OPS[self.op]

    @property
    def target(self) -> str:
        """The custom call target of the native CPU library."""
        return self.norm.target(self.direction)

    @property
    def tp_phase(self) -> str:
        """The tensor-parallel phase this call is ("stats", "dots" or "apply"), or ""."""
        return next((name.removeprefix("tp_") for name in ("tp_stats", "tp_dots", "tp_apply")
                     if getattr(self, name, False)), "")

    @functools.cached_property
    def flags(self) -> dict[str, bool]:
        """Which optional slots are present, in attribute order."""
        return {name: bool(getattr(self, name)) for name in self.norm.flag_names(self.direction)}

    def attributes(self) -> dict:
        """The custom call's attributes, named and typed as the table declares them."""
        cast = {"f32": np.float32, "bool": bool}
        return {name: cast[kind](getattr(self, name))
                for name, kind in self.norm.attrs(self.direction)}

    @functools.cached_property
    def operands(self) -> tuple[str, ...]:
        return present(self.norm.args(self.direction), self.flags)

    @functools.cached_property
    def call_results(self) -> tuple[str, ...]:
        """The custom call's results (the backward's weight sums as per-block partials)."""
        return present(self.norm.rets(self.direction), self.flags)

    @functools.cached_property
    def results(self) -> tuple[str, ...]:
        """The primitives' results: the partials reduced to per-group sums."""
        return tuple(sums_of(n) for n in self.call_results)

    def scale_groups(self, n: int) -> int:
        """G, the scales per row of a dynamically scaled forward with rows of n."""
        return n // self.group_size if self.group_size else 1

    def result_dtype(self, name: str, activation_dtype) -> np.dtype:
        """Row-shaped results take the activations' dtype unless the params name one; the
        statistics, scales and sums are f32."""
        if SLOT_KINDS[name] != "rows":
            return STATS_DTYPE
        return np.dtype(self._rows_dtypes().get(name) or activation_dtype)

    def _rows_dtypes(self) -> dict:
        return {}

    def result_types(self, names, lead: tuple, n, activation_dtype, **shape_options) -> list:
        """(shape, dtype) of each named result for rows of shape `lead` + (n,)."""
        return [(slot_shape(SLOT_KINDS[name], lead, n, scale_groups=self.scale_groups(n),
                            groups=self.groups, **shape_options),
                 self.result_dtype(name, activation_dtype)) for name in names]


@dataclasses.dataclass(frozen=True)
class FwdParams(Params):
    direction: ClassVar[str] = "fwd"
    activation: ClassVar[str] = "x"
    layout_operands: ClassVar[tuple[str, ...]] = ("x",)

    op: str
    eps: float
    has_residual: bool
    has_weight: bool
    has_bias: bool
    out_dtype: np.dtype
    residual_dtype: np.dtype | None
    implementation: str
    weight_offset: float = 0.0
    # A quantized forward (jax_flynorm.Quantize): y in quant_dtype (int8 or float8, out_dtype is
    # then that dtype too) with f32 scales for groups of group_size columns (the whole row: N), or
    # with the static per-tensor scale operand; has_smooth: the smooth-quant vector operand.
    quant_dtype: np.dtype | None = None
    group_size: int = 0
    static_scale: bool = False
    has_smooth: bool = False
    # The tensor-parallel phases (NormOp, above).
    tp_stats: bool = False
    tp_apply: bool = False

    @property
    def dynamic_scale(self) -> bool:
        return self.quant_dtype is not None and not self.static_scale

    @property
    def recomputes_stats(self) -> bool:
        """Whether this forward's backward recomputes the statistics from the h it reads
        (BwdParams.recompute_stats): LayerNorm whose saved h is residual_out rounded to a 16-bit
        dtype after the forward took its statistics from the f32 h, so that the backward is the
        exact gradient at that h. With the f32 mean, h - mean cancels to the rounding error when
        |mean| >> std and the gradient is of nothing. RMSNorm has no such cancellation (the f32
        rstd is within one 16-bit rounding of the rounded h's), so it keeps the saved rstd and
        the backward stays one pass over h and dy."""
        return (self.norm.center and self.has_residual
                and np.dtype(self.residual_dtype) != STATS_DTYPE)

    def unquantized(self, out_dtype) -> FwdParams:
        """The same norm without quantization, writing y in out_dtype."""
        return dataclasses.replace(self, out_dtype=np.dtype(out_dtype), quant_dtype=None,
                                   group_size=0, static_scale=False, has_smooth=False)

    def _rows_dtypes(self) -> dict:
        return {"y": self.out_dtype, "residual_out": self.residual_dtype}


@dataclasses.dataclass(frozen=True)
class BwdParams(Params):
    """`groups`: the rows split into this many equal contiguous runs, each with its own sums.
    `vector_ndim`: the weight's rank k (its shape is h.shape[-k:]; k > 1 for per-head weights).
    `vector_spec`: the sharding in types of the weight and bias (one entry per axis) where it
    differs from h's trailing axes' (a replicated weight while h's N is sharded over Explicit
    axes): the sums are then returned with it. None: like h's trailing axes."""

    direction: ClassVar[str] = "bwd"
    activation: ClassVar[str] = "h"
    layout_operands: ClassVar[tuple[str, ...]] = ("dy", "h")

    op: str
    has_weight: bool
    has_bias: bool
    has_dresidual_out: bool
    implementation: str
    groups: int = 1
    vector_ndim: int = 1
    eps: float = 1e-6
    weight_offset: float = 0.0
    recompute_stats: bool = False
    vector_spec: tuple | None = None
    # The mesh axes over which the sums stay partial sums, typed unreduced (a weight reduced
    # over axes that shard the rows: see _tags).
    unreduced: tuple[str, ...] = ()
    # The tensor-parallel phases (NormOp, above).
    tp_dots: bool = False
    tp_apply: bool = False
