"""What a compiled norm kernel is: the op spec, its kernel-argument ABI and its launch plan.

Pure Python (no FlyDSL, no torch): the JAX side and the ROCm launcher read these. The operand,
result names and their order come from the op table (jax_flynorm/_ops.py).
"""

from __future__ import annotations

import dataclasses

import numpy as np

from ...._ops import DIRECTIONS, SHORT_NAMES, BwdParams, FwdParams, every_slot, present
from ...._ops import OPS as _TABLE
from .config import (
    DTYPE_BYTES,
    FLOAT_DTYPES,
    QUANT_QMAX,
    WAVE_SIZE,
    WIDE_MIN_WAVES,
    LaunchConfig,
    choose_config,
    divisors,
    group_layout,
    maps_groups,
    size_class,
)

OPS = tuple(_TABLE)
ARCHS = ("gfx942", "gfx950")
# The fp8 format each arch converts to in hardware (v_cvt_pk_fp8_f32): gfx942 writes e4m3fnuz,
# gfx950 OCP e4m3fn.
NATIVE_FP8 = {"gfx942": "f8e4m3fnuz", "gfx950": "f8e4m3fn"}
# Rows are an i32 kernel argument and the backward forms bid * ceil(M / P) in i32. Larger M is
# split into several launches (forward) or rejected (backward: its partial blocks must see every
# row of one launch).
MAX_ROWS_PER_LAUNCH = 1 << 30
# HIP rejects a launch whose grid.x * block.x (work-items per dimension) exceeds 2**32 - 1; the
# launcher checks the same bound.
MAX_WORK_ITEMS = (1 << 32) - 1

# Kernel arguments, in ABI order. Pointers first (8 bytes each): every operand then result of the
# table, of all ops (an absent one keeps its slot; the launcher writes a null pointer there). Then
# the kernels' own 4-byte scalars: the row count M, eps, the backward's partial blocks P, and
# weight_offset (added to the weight; every kernel takes it, one without a weight ignores it, so
# one kernel serves every offset). A backward that recomputes the statistics takes eps too,
# after those (a runtime value, as in the forward); without it its ABI is the plain backward's.
BUFFERS = {d: every_slot(d) for d in DIRECTIONS}
SCALARS = {"fwd": (("M", "i32"), ("eps", "f32"), ("weight_offset", "f32")),
           "bwd": (("M", "i32"), ("P", "i32"), ("weight_offset", "f32"))}
RECOMPUTE_SCALARS = (("eps", "f32"),)
# A generic kernel's last two: the hidden size N and the weight rows H (1 without per-head
# weights; the kernel reads it only where it has them).
GENERIC_SCALARS = (("N", "i32"), ("H", "i32"))


# A norm whose hidden axis is sharded over devices (tensor parallelism) runs in two kernels per
# direction, with [M]-sized all-reduces between them: the phases of the op table (_ops.NormOp).
TP_PHASES = {"fwd": ("stats", "apply"), "bwd": ("dots", "apply")}


@dataclasses.dataclass(frozen=True)
class KernelSpec:
    """Identity of one kernel, minus tuning (see LaunchConfig) and runtime values (M, P, eps,
    weight_offset).

    Dtypes are "f32", "f16" or "bf16". Forward: ``x_dtype`` and optional residual, weight, bias;
    results y (``out_dtype``) and residual_out (``residual_out_dtype``). Backward: ``out_dtype`` is
    dy's dtype, ``residual_out_dtype`` h's dtype when the forward had a residual (else x's);
    ``recompute_stats`` takes mean and rstd from the h it reads instead of the saved ones.
    ``heads``: rows of weight and bias (per-head weights); row r uses weight row r % heads.

    Generic kernel (``n_min`` > 0): N is a launch argument, any multiple of ``vec`` in
    [n_min, n] (config.size_class), and ``n`` the largest, whose tiling it takes; ``heads`` is
    then 1, or 0 for per-head weights whose count H is a launch argument too.

    Quantized forward (out_dtype "i8", "f8e4m3fn" or "f8e4m3fnuz"): ``dynamic_scale`` writes
    y_scale, one f32 scale per row and group of ``group_size`` columns (0: the whole row);
    ``static_scale`` divides by the quant_scale operand and writes y_amax (max|y| per row);
    ``has_smooth`` multiplies y by the smooth operand ([N], ``smooth_dtype``) first.
    """

    op: str
    direction: str
    n: int
    x_dtype: str
    out_dtype: str
    arch: str
    weight_dtype: str | None = None
    bias_dtype: str | None = None
    residual_dtype: str | None = None
    residual_out_dtype: str | None = None
    has_weight: bool = False
    has_bias: bool = False
    has_residual: bool = False
    has_dresidual_out: bool = False
    heads: int = 1
    recompute_stats: bool = False
    has_smooth: bool = False
    smooth_dtype: str | None = None
    static_scale: bool = False
    dynamic_scale: bool = False
    group_size: int = 0
    n_min: int = 0
    vec: int = 0
    tp_phase: str = ""

    def __post_init__(self):
        if self.op not in OPS:
            raise ValueError(f"op must be one of {OPS}, got {self.op!r}")
        if self.direction not in DIRECTIONS:
            raise ValueError(f"direction must be one of {DIRECTIONS}, got {self.direction!r}")
        if not str(self.arch).startswith("gfx"):
            raise ValueError(f"arch must name a gfx target, got {self.arch!r}")
        for name in ("x_dtype", "out_dtype", "weight_dtype", "bias_dtype", "residual_dtype",
                     "residual_out_dtype", "smooth_dtype"):
            value = getattr(self, name)
            allowed = DTYPE_BYTES if name == "out_dtype" and self.direction == "fwd" else (
                FLOAT_DTYPES)
            if value is not None and value not in allowed:
                raise ValueError(f"{name}={value!r} not in {tuple(allowed)}")
        self._check_quantization()
        for flag, dtype in (("has_weight", "weight_dtype"), ("has_bias", "bias_dtype")):
            if getattr(self, flag) and getattr(self, dtype) is None:
                raise ValueError(f"{flag} needs {dtype}")
        if self.has_residual and self.direction == "fwd" and (
                self.residual_dtype is None or self.residual_out_dtype is None):
            raise ValueError("has_residual needs residual_dtype and residual_out_dtype")
        self._check_generic()
        if not isinstance(self.heads, int) or self.heads < (0 if self.generic else 1):
            raise ValueError(f"heads must be an int >= 1, got {self.heads!r}")
        if self.heads != 1 and not (self.has_weight or self.has_bias):
            raise ValueError("heads > 1 needs a weight or a bias")
        if self.direction == "fwd" and self.has_dresidual_out:
            raise ValueError("has_dresidual_out is a backward flag")
        if self.direction == "bwd" and self.has_residual:
            raise ValueError("the backward takes h; use has_dresidual_out")
        if self.direction == "fwd" and self.recompute_stats:
            raise ValueError("recompute_stats is a backward flag")
        self._check_tp_phase()

    def _check_tp_phase(self) -> None:
        if not self.tp_phase:
            return
        if self.tp_phase not in TP_PHASES[self.direction]:
            raise ValueError(f"tp_phase of a {self.direction} kernel is one of "
                             f"{TP_PHASES[self.direction]}, got {self.tp_phase!r}")
        if self.quant_dtype or self.recompute_stats or self.heads != 1:
            raise ValueError("a tensor-parallel phase takes no quantized y, recomputed "
                             "statistics or per-head weights")

    def _check_generic(self) -> None:
        if not self.generic:
            if self.vec:
                raise ValueError("vec is a generic kernel's (n_min > 0)")
            return
        if not 1 <= self.n_min <= self.n or self.vec not in (1, 2, 4, 8, 16):
            raise ValueError(f"a generic kernel needs 1 <= n_min <= n and a vector width, got "
                             f"n_min={self.n_min}, n={self.n}, vec={self.vec}")
        if self.heads not in (0, 1):
            raise ValueError("a generic kernel takes heads=1, or 0 (H a launch argument)")
        if self.group_size and (self.group_size % self.vec or self.vec == 1):
            raise ValueError(f"a generic kernel's scale groups of {self.group_size} columns "
                             f"need whole vectors of {self.vec} (not the unaligned class)")

    @property
    def generic(self) -> bool:
        """Whether N (and H) are launch arguments."""
        return self.n_min > 0

    def fits(self, n: int, heads: int = 1) -> bool:
        """Whether this kernel computes rows of ``n`` elements with ``heads`` weight rows."""
        if not self.generic:
            return n == self.n and heads == self.heads
        return (self.n_min <= n <= self.n and n % self.vec == 0
                and (not self.group_size or n % self.group_size == 0)
                and (heads == 1) == (self.heads == 1))

    def generic_groups_fit(self) -> bool:
        """Whether this generic kernel's tiling (that of its class's largest N) maps its scale
        groups (config.group_layout): it then serves every N of the class that is a multiple
        of the group size, the groups past N masked like the lanes past N."""
        try:
            self.default_config()
        except ValueError:
            return False
        return True

    def generic_for(self, n: int | None = None) -> KernelSpec:
        """The generic kernel of this call's class (its N, or ``n``)."""
        n = self.n if n is None else n
        lo, hi, vec = size_class(n, self.io_bytes)
        return dataclasses.replace(self, n=hi, n_min=lo, vec=vec,
                                   heads=1 if self.heads == 1 else 0)

    def _check_quantization(self) -> None:
        quantized = self.out_dtype in QUANT_QMAX
        if quantized != (self.static_scale or self.dynamic_scale) or (
                self.static_scale and self.dynamic_scale):
            raise ValueError(f"a quantized out_dtype ({tuple(QUANT_QMAX)}) needs exactly one of "
                             f"static_scale and dynamic_scale, got out_dtype={self.out_dtype!r}, "
                             f"static_scale={self.static_scale}, "
                             f"dynamic_scale={self.dynamic_scale}")
        if self.has_smooth != (self.smooth_dtype is not None) or (
                self.has_smooth and not quantized):
            raise ValueError("has_smooth needs smooth_dtype and a quantized out_dtype")
        if not isinstance(self.group_size, int) or self.group_size < 0 or (
                self.group_size and (not self.dynamic_scale or self.n % self.group_size)):
            raise ValueError(f"group_size={self.group_size!r}: 0, or a divisor of N={self.n} "
                             "with dynamic_scale")

    @property
    def tp_stats(self) -> bool:
        return self.tp_phase == "stats"

    @property
    def tp_apply(self) -> bool:
        return self.tp_phase == "apply"

    @property
    def tp_dots(self) -> bool:
        return self.tp_phase == "dots"

    @property
    def quant_dtype(self) -> str | None:
        """The quantized dtype of y, or None for a plain forward."""
        return self.out_dtype if self.out_dtype in QUANT_QMAX else None

    @property
    def scale_groups(self) -> int:
        """G, the scales per row of a dynamically scaled forward (1 per token); a generic
        kernel's at its class's largest N (`scale_groups_at` for a launch's N)."""
        return self.scale_groups_at(self.n)

    def scale_groups_at(self, n: int) -> int:
        """G for rows of ``n`` elements."""
        return n // self.group_size if self.group_size else 1

    @property
    def h_dtype(self) -> str:
        """Backward: dtype of h, dx and dresidual_out."""
        return self.residual_out_dtype or self.x_dtype

    @property
    def io_bytes(self) -> int:
        """Widest per-row operand element; it sets the vector width."""
        if self.direction == "fwd":
            names = [self.x_dtype, self.out_dtype]
            if self.has_residual:
                names += [self.residual_dtype, self.residual_out_dtype]
        else:
            names = [self.out_dtype, self.h_dtype]
        return max(DTYPE_BYTES[d] for d in names)

    @property
    def kernel_name(self) -> str:
        flags = "".join(c for c, on in (("r", self.has_residual or self.has_dresidual_out),
                                        ("w", self.has_weight), ("b", self.has_bias)) if on)
        heads = f"_h{self.heads}" if self.heads > 1 else ("_hN" if self.heads == 0 else "")
        stats = "_recompute" if self.recompute_stats else ""
        quant = ""
        if self.quant_dtype:
            mode = (f"_g{self.group_size}" if self.group_size else "") + (
                "_static" if self.static_scale else "") + ("_smooth" if self.has_smooth else "")
            quant = f"_q{self.quant_dtype}{mode}"
        n = f"{self.n_min}to{self.n}v{self.vec}" if self.generic else self.n
        tp = f"_tp{self.tp_phase}" if self.tp_phase else ""
        return (f"flynorm_{self.op}_{self.direction}_n{n}_{self.x_dtype}_{flags or 'plain'}"
                f"{heads}{stats}{quant}{tp}")

    @property
    def vectors_per_thread(self) -> int:
        """What a forward aims at: 4 vectors per thread with one row per block; a quantized one
        16 at every N (fewer VALU per element under the issue-bound epilogue; 8 for a launch
        of few waves, see ``default_config``), 8 with a residual (docs/perf_model.md,
        Quantized forwards: the model finds its 16-vector rows latency-bound)."""
        if not self.quant_dtype:
            return 4
        return 8 if self.has_residual else 16

    def default_config(self, rows: int | None = None) -> LaunchConfig:
        """The kernel's tiling; ``rows`` (M, when the caller knows it: the lowering does) lets
        a launch that 16 vectors per thread would give fewer than WIDE_MIN_WAVES waves take 8
        (twice the waves: such launches are latency-bound)."""
        cfg = self._config(self.vectors_per_thread)
        if (rows is not None and not self.generic and self.vectors_per_thread == 16
                and rows * cfg.threads_per_row < WIDE_MIN_WAVES * WAVE_SIZE):
            try:
                return self._config(8)
            except ValueError:  # no layout of its scale groups on the narrower tiling
                pass
        return cfg

    def _config(self, vectors_per_thread: int) -> LaunchConfig:
        cfg = choose_config(self.direction, self.n, self.io_bytes, self.group_size,
                            vectors_per_thread, self.vec)
        if self.generic and cfg.max_waves_per_eu and cfg.threads_per_row < WAVE_SIZE:
            # Several rows per wave: each ragged chunk's lanes past N take a register of their
            # own (_device.chunk_index "offset"), and aiming at 4 waves LLVM then issues the
            # row's loads one at a time to fit 3 (ISA, gfx950 int8 N=1024: 16 instead of 96 KiB
            # in flight per CU); at 2 it keeps them all in flight, as the specialised kernel does.
            cfg = dataclasses.replace(cfg, max_waves_per_eu=2)
        if self.group_size:
            try:
                group_layout(cfg, self.n, self.group_size)
            except ValueError as exc:  # a clear error naming the sizes that do map
                raise ValueError(
                    f"{exc}; for these rows ({self.x_dtype}, N={self.n}) they map scale groups "
                    f"of {', '.join(map(str, self.mapped_group_sizes()))} columns. Use one of "
                    f"those, or implementation='xla' (implementation='auto' takes it for such a "
                    f"call)") from None
        return cfg

    def mapped_group_sizes(self) -> list[int]:
        """The scale-group sizes (divisors of N) the kernels map for these rows."""
        return [g for g in divisors(self.n) if maps_groups(
            self.direction, self.n, self.io_bytes, g, self.vectors_per_thread)]


# ------------------------------------------------------------------------------------------------
# The one way a KernelSpec is made: from a call's params (the lowering), or from a call described
# by its dtypes (the shipped set, the benchmark's cells, the kernel report, the tests), which makes
# the params the public function would and goes the same way.

_NUMPY_NAMES = {short: name for name, short in SHORT_NAMES.items()}


def short_dtype(dtype) -> str:
    """A dtype's short name ("bf16"): of a numpy dtype or its name; a short name as it is."""
    if isinstance(dtype, str) and dtype in DTYPE_BYTES:
        return dtype
    return SHORT_NAMES[np.dtype(dtype).name]


def _numpy(dtype) -> np.dtype | None:
    return None if dtype is None else np.dtype(_NUMPY_NAMES.get(dtype, dtype))


def call_spec(params: FwdParams | BwdParams, dtypes: dict, n: int, arch: str, *,
              heads: int = 1, scale_groups: int = 1) -> KernelSpec:
    """The kernel that computes a call of ``params`` on rows of ``n`` elements for ``arch``.

    ``dtypes``: the dtype of each operand and result of the call, by slot name (numpy or short
    names); ``heads``: its weight rows; ``scale_groups``: G, the scales per row of a dynamically
    scaled forward (y_scale's last axis).
    """
    # The tensor-parallel flags name the kernel's phase (TP_PHASES).
    flags = {k: v for k, v in params.flags.items() if not k.startswith("tp_")}
    dt = {name: short_dtype(d) for name, d in dtypes.items() if d is not None}
    common = dict(op=params.op, direction=params.direction, n=n, arch=arch, heads=heads,
                  weight_dtype=dt["weight"] if flags["has_weight"] else None,
                  tp_phase=params.tp_phase, **flags)
    if params.direction == "bwd":
        # The backward reads no bias; its dbias partials are f32. recompute_stats is compiled in
        # (the kernel then takes eps as a runtime argument).
        return KernelSpec(x_dtype=dt["h"], out_dtype=dt["dy"],
                          bias_dtype="f32" if flags["has_bias"] else None,
                          recompute_stats=params.recompute_stats, **common)
    extra = {}
    if flags["has_residual"]:
        # The apply phase adds x and the residual again and writes no residual_out: its kernel
        # is the one of residual_out in the residual's dtype.
        extra.update(residual_dtype=dt["residual"],
                     residual_out_dtype=dt.get("residual_out", dt["residual"]))
    if flags["has_smooth"]:
        extra["smooth_dtype"] = dt["smooth"]
    if flags["dynamic_scale"]:
        if scale_groups < 1 or n % scale_groups:
            raise ValueError(f"jax_flynorm: {params.op} fwd: y_scale of {scale_groups} groups "
                             f"for N={n}")
        extra["group_size"] = n // scale_groups if scale_groups > 1 else 0
    # The stats phase writes no y: its kernel is the one of y in x's dtype.
    return KernelSpec(x_dtype=dt["x"], out_dtype=dt.get("y", dt["x"]),
                      bias_dtype=dt["bias"] if flags["has_bias"] else None, **extra, **common)


def described_spec(op: str, direction: str, n: int, arch: str, x, *, weight=None, bias=None,
                   residual=None, prenorm: bool = True, out=None, quant=None,
                   static_scale: bool = False, smooth=None, group_size: int = 0, heads: int = 1,
                   tp_phase: str = "") -> KernelSpec:
    """The kernel the lowering builds for ``direction`` of a call described by its dtypes
    (numpy or short names), through the params the public function makes (`call_spec`).

    x, weight, bias (None: none); ``residual``: the residual's dtype and its output's (None: no
    residual); ``out``: y's dtype (default x's); ``quant``: a quantized y, scaled per row, per
    ``group_size`` columns or by a given scale (``static_scale``), after a ``smooth`` vector of
    that dtype; ``prenorm``: residual_out is returned, so the backward takes its gradient;
    ``heads``: the weight rows; ``tp_phase``: the tensor-parallel phase (TP_PHASES). The
    backward is that of the call's gradient: h in the residual's dtype, dy in y's, the
    statistics recomputed where FwdParams.recomputes_stats says (never in a phase: a call whose
    backward recomputes them is not split).
    """
    if group_size and (quant is None or static_scale):
        raise ValueError(f"scale groups of {group_size} columns need a dynamically scaled y")
    fwd = FwdParams(op=op, eps=1e-6, has_residual=residual is not None,
                    has_weight=weight is not None, has_bias=bias is not None,
                    out_dtype=_numpy(quant or out or x), residual_dtype=_numpy(residual),
                    implementation="flydsl", quant_dtype=_numpy(quant), group_size=group_size,
                    static_scale=static_scale, has_smooth=smooth is not None,
                    tp_stats=direction == "fwd" and tp_phase == "stats",
                    tp_apply=direction == "fwd" and tp_phase == "apply")
    if direction == "fwd":
        dtypes = {"x": x, "residual": residual, "residual_out": residual, "weight": weight,
                  "bias": bias, "smooth": smooth, "y": quant or out or x}
        slots = {*fwd.operands, *fwd.call_results}
        return call_spec(fwd, {k: d for k, d in dtypes.items() if k in slots}, n, arch,
                         heads=heads, scale_groups=n // group_size if group_size else 1)
    bwd = BwdParams(op=op, has_weight=weight is not None, has_bias=bias is not None,
                    has_dresidual_out=prenorm and residual is not None, implementation="flydsl",
                    recompute_stats=fwd.recomputes_stats and not tp_phase,
                    tp_dots=tp_phase == "dots", tp_apply=tp_phase == "apply")
    return call_spec(bwd, {"h": residual or x, "dy": out or x, "weight": weight}, n, arch,
                     heads=heads)


def recorded_spec(record: dict) -> KernelSpec:
    """The spec an archive's manifest records (its fields, as JSON)."""
    return KernelSpec(**record)


@dataclasses.dataclass(frozen=True)
class KernelArg:
    """One kernel argument: ``name`` (a contract operand/result, or M/eps/P), ``kind``
    ("buffer" = 8-byte device pointer, "null" = pointer slot of an absent operand, pass 0;
    "i32"/"f32" = 4-byte scalar by value), ``size`` and byte ``offset`` in the kernarg segment."""

    name: str
    kind: str
    size: int
    offset: int


def present_buffers(spec: KernelSpec) -> dict:
    """Buffer slot -> whether this kernel gets that operand or result."""
    op, d = _TABLE[spec.op], spec.direction
    flags = {name: getattr(spec, name) for name in op.flag_names(d)}
    live = {*present(op.args(d), flags), *present(op.rets(d), flags)}
    return {name: name in live for name in BUFFERS[d]}


def kernel_args(spec: KernelSpec) -> tuple:
    live = present_buffers(spec)
    out, offset = [], 0
    for name in BUFFERS[spec.direction]:
        out.append(KernelArg(name, "buffer" if live[name] else "null", 8, offset))
        offset += 8
    for name, kind in (SCALARS[spec.direction] + (RECOMPUTE_SCALARS if spec.recompute_stats
                                                   else ())
                       + (GENERIC_SCALARS if spec.generic else ())):
        out.append(KernelArg(name, kind, 4, offset))
        offset += 4
    return tuple(out)


@dataclasses.dataclass(frozen=True)
class Launch:
    """One kernel launch: ``row_start`` rows into every [M, ...] operand (the launcher offsets
    those pointers by ``row_start * N`` elements, stats by ``row_start``), ``rows`` is the M
    argument, ``grid``/``block`` are (x, y, z); shared memory is static (pass 0 bytes)."""

    row_start: int
    rows: int
    grid: tuple
    block: tuple


@dataclasses.dataclass(frozen=True)
class LaunchPlan:
    """``heads``: the kernel's weight rows (KernelSpec.heads). A forward launch then starts at a
    multiple of ``heads`` rows (a row's head is its index mod heads); the backward runs
    ``p * heads`` blocks, one head each (contract.md)."""

    direction: str
    rows_per_block: int
    block_threads: int
    max_rows_per_launch: int = MAX_ROWS_PER_LAUNCH
    heads: int = 1

    def launches(self, m: int, p: int = 1) -> tuple:
        """Launches for ``m`` rows (``p`` = number of partial rows, backward only).

        A forward with m == 0 needs no launch; a backward always launches ``p * heads`` blocks
        so that empty partial blocks are written as zeros.
        """
        if m < 0:
            raise ValueError(f"M must be >= 0, got {m}")
        if m % self.heads:
            raise ValueError(f"M={m} is not a multiple of heads={self.heads}")
        block = (self.block_threads, 1, 1)
        if self.direction == "bwd":
            if p < 1:
                raise ValueError(f"P must be >= 1, got {p}")
            blocks = p * self.heads
            if m > self.max_rows_per_launch or blocks > self.max_rows_per_launch:
                raise ValueError(f"backward with M={m} rows exceeds one launch")
            if blocks * self.block_threads > MAX_WORK_ITEMS:
                raise ValueError(f"backward with {blocks} blocks exceeds {MAX_WORK_ITEMS} "
                                 "work-items")
            return (Launch(0, m, (blocks, 1, 1), block),)
        blocks = MAX_WORK_ITEMS // self.block_threads
        max_rows = min(self.max_rows_per_launch, blocks * self.rows_per_block)
        max_rows -= max_rows % self.heads
        if max_rows < 1:
            raise ValueError(f"heads={self.heads} exceeds the rows of one launch")
        out, start = [], 0
        while start < m:
            rows = min(max_rows, m - start)
            out.append(Launch(start, rows, (-(-rows // self.rows_per_block), 1, 1), block))
            start += rows
        return tuple(out)
