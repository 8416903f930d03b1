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

Bandwidth = bytes / median time. The copy reference moves 2 bytes per buffer byte (read + write).
"""

from __future__ import annotations

import dataclasses

import numpy as np

STATS_ITEMSIZE = 4
GRAD_ITEMSIZE = 4
DIRECTIONS = ("fwd", "bwd", "fwdbwd", "grad")


@dataclasses.dataclass(frozen=True)
class OpSpec:
    """One benchmarked op: the norm and which optional operands it takes."""

    norm: str  # "rmsnorm" or "layernorm"
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
        return 2 if self.norm == "layernorm" else 1


_ALIASES = {"rmsnorm": "rmsnorm+weight", "layernorm": "layernorm+weight+bias"}


def parse_op(text: str) -> OpSpec:
    """'rmsnorm', 'layernorm' (with weight and bias) or 'NORM[+weight][+bias][+residual]'."""
    text = _ALIASES.get(text.strip().lower(), text.strip().lower())
    norm, *opts = text.split("+")
    if norm not in ("rmsnorm", "layernorm"):
        raise ValueError(f"unknown op {text!r}: expected rmsnorm or layernorm, optionally followed "
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
