"""The byte model: the minimum bytes one call must move, per op and direction.

Part of the op contract (docs/contract.md): the benchmark reports bandwidth against it and the
kernels' static performance model measures their traffic against it.

Every tensor shaped like x (x, residual, y, residual_out, dy, h, dresidual_out, dx) is M*N
elements in the benchmark dtype (weight and bias are N elements in the same dtype). Statistics
are f32, one value per row each: rstd for rmsnorm, mean and rstd for layernorm. dweight/dbias are
counted as their final N-element f32 sums; per-block partials are an implementation detail and
are not counted.

    fwd     reads  x (+ residual) + weight + bias
            writes y (+ residual_out) + stats                  (stats are saved for the backward)
    bwd     reads  dy + h + weight + stats (+ dresidual_out)   (h = x, or x + residual)
            writes dx + dweight + dbias                        (d residual is the same array as dx)
    fwdbwd  fwd + bwd                                          (two passes, each at its minimum)

A quantized forward (``quantized_byte_terms``) reads the same plus smooth (N elements)
and the per-tensor scale (one f32), and writes y as 1-byte values with its scales: y_scale, one f32
per row and scale group (dynamic scales), or y_amax, one f32 per row (a static per-tensor scale),
beside residual_out and the statistics.

Bandwidth = bytes / median time. The copy reference moves 2 bytes per buffer byte (read + write).
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ._ops import OPS

STATS_ITEMSIZE = 4
GRAD_ITEMSIZE = 4
QUANT_ITEMSIZE = 1  # int8 and both float8 dtypes
SCALE_ITEMSIZE = 4  # y_scale, y_amax and the per-tensor scale are f32
DIRECTIONS = ("fwd", "bwd", "fwdbwd", "grad")


@dataclasses.dataclass(frozen=True)
class OpSpec:
    """One benchmarked op: the norm and which optional operands it takes."""

    norm: str  # an op of the table: "rmsnorm" or "layernorm"
    weight: bool = True
    bias: bool = False
    residual: bool = False

    @property
    def name(self) -> str:
        opts = [o for o, on in (("weight", self.weight), ("bias", self.bias),
                                ("residual", self.residual)) if on]
        return "+".join([self.norm, *opts])

    @property
    def num_stats(self) -> int:
        return len(OPS[self.norm].stats)


_ALIASES = {"rmsnorm": "rmsnorm+weight", "layernorm": "layernorm+weight+bias"}


def parse_op(text: str) -> OpSpec:
    """'rmsnorm', 'layernorm' (with weight and bias) or 'NORM[+weight][+bias][+residual]'."""
    text = _ALIASES.get(text.strip().lower(), text.strip().lower())
    norm, *opts = text.split("+")
    if norm not in OPS:
        raise ValueError(f"unknown op {text!r}: expected {' or '.join(OPS)}, optionally followed "
                         f"by +weight, +bias, +residual")
    bad = set(opts) - {"weight", "bias", "residual"}
    if bad:
        raise ValueError(f"unknown option(s) {sorted(bad)} in op {text!r}; "
                         f"use weight, bias, residual")
    return OpSpec(norm, weight="weight" in opts, bias="bias" in opts, residual="residual" in opts)


def byte_terms(spec: OpSpec, direction: str, m: int, n: int, dtype) -> dict[str, int]:
    """(read, write) byte counts of one call, as {'read': ..., 'write': ...}."""
    s = np.dtype(dtype).itemsize
    act = m * n * s
    vec = n * s * (int(spec.weight) + int(spec.bias))
    stats = m * STATS_ITEMSIZE * spec.num_stats
    r = int(spec.residual)
    fwd_read = act * (1 + r) + vec
    fwd_write = act * (1 + r) + stats
    bwd_read = act * (2 + r) + n * s * int(spec.weight) + stats
    bwd_write = act + n * GRAD_ITEMSIZE * (int(spec.weight) + int(spec.bias))
    if direction == "fwd":
        return {"read": fwd_read, "write": fwd_write}
    if direction == "bwd":
        return {"read": bwd_read, "write": bwd_write}
    if direction == "fwdbwd":
        return {"read": fwd_read + bwd_read, "write": fwd_write + bwd_write}
    if direction == "grad":  # the gradient of sum(outputs): constant cotangents, y never written
        return {"read": fwd_read + bwd_read - act * (1 + r),
                "write": fwd_write - act * (1 + r) + bwd_write + act * r}
    raise ValueError(f"unknown direction {direction!r}; choose one of {DIRECTIONS}")


def bytes_moved(spec: OpSpec, direction: str, m: int, n: int, dtype) -> int:
    t = byte_terms(spec, direction, m, n, dtype)
    return t["read"] + t["write"]


def quantized_byte_terms(spec: OpSpec, m: int, n: int, dtype, *, group_size: int = 0,
                         static_scale: bool = False, smooth: bool = False,
                         smooth_dtype=None) -> dict[str, int]:
    """(read, write) byte counts of one quantized forward (rows in ``dtype``, y in 1 byte).

    ``group_size``: columns per dynamic scale (0: one scale per row); ``static_scale``: a
    per-tensor scale operand, y_amax written instead of y_scale; ``smooth``: the smooth-quant
    vector, N elements in ``smooth_dtype`` (default ``dtype``, like weight and bias).
    """
    if group_size < 0 or (group_size and n % group_size):
        raise ValueError(f"group_size={group_size} does not divide N={n}")
    if static_scale and group_size:
        raise ValueError("a static per-tensor scale has no groups: pass group_size=0")
    plain = byte_terms(spec, "fwd", m, n, dtype)
    s = np.dtype(dtype).itemsize
    smooth_bytes = n * np.dtype(smooth_dtype or dtype).itemsize if smooth else 0
    scales = m * SCALE_ITEMSIZE * (1 if static_scale else (n // group_size if group_size else 1))
    return {"read": plain["read"] + smooth_bytes + SCALE_ITEMSIZE * int(static_scale),
            "write": plain["write"] - m * n * (s - QUANT_ITEMSIZE) + scales}


def quantized_bytes_moved(spec: OpSpec, m: int, n: int, dtype, **quant) -> int:
    """Minimum bytes of one quantized forward (``quantized_byte_terms``'s read + write)."""
    t = quantized_byte_terms(spec, m, n, dtype, **quant)
    return t["read"] + t["write"]
