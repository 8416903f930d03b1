"""The `flydsl` backend: FlyDSL kernels launched on ROCm through one generic XLA FFI launcher.

At lowering time (never in a handler) each op direction takes, for every target GPU arch, the
kernel the package ships (`.kernels.prebuilt`: generic kernels whose N is a launch argument; no
FlyDSL needed), else compiles one with FlyDSL (`.kernels`), and the custom call carries
everything the launcher needs as attributes: the code objects and their archs, the kernel symbol,
the launch geometry, the kernel-argument layout and the expected buffer shapes. A lowered or
exported module therefore needs no side registry, and the launcher picks the code object matching
each device's arch.

Arch: ``JAX_FLYNORM_ROCM_ARCH`` (comma-separated, e.g. ``gfx942`` or ``gfx942,gfx950``; a
device's target id such as ``gfx942:sramecc+:xnack-`` and any case are taken too) wins;
it is what export for other machines and lowering without a GPU need. Otherwise the archs of the
local ROCm devices. ``JAX_FLYNORM_ROCM_PARTIALS`` overrides the backward's partial-block count.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib.util
import math
import os
import re

import jax
import numpy as np

from ..._ops import ROW_OPERANDS, SLOT_KINDS, STATS, VECTOR_OPERANDS, BwdParams, FwdParams, Params
from .. import _rows
from . import launcher as _launcher
from .kernels import CompiledKernel, KernelSpec, prebuilt
from .kernels import spec as spec_module
from .kernels.compile import INSTALL_HINT, TORCH_HINT, code_digests
from .kernels.toolchain import LLD_HINT, find_lld

ARCH_ENV = "JAX_FLYNORM_ROCM_ARCH"
PARTIALS_ENV = "JAX_FLYNORM_ROCM_PARTIALS"
# The archs the kernels are built and verified for (wave64 CDNA3 and CDNA4), with their compute
# units, the default number of dweight partial blocks (one block per CU). Others (gfx90a, the
# wave32 RDNA archs) are refused: the kernels assume 64 lanes and CDNA3's instructions.
CU_COUNT = {"gfx942": 304, "gfx950": 256}
SUPPORTED_ARCHS = tuple(CU_COUNT)


# ------------------------------------------------------------------------------------------------
# Target devices.


def _rocm_devices() -> list:
    try:
        return jax.devices("rocm")
    except RuntimeError:
        return []


def device_arch(device) -> str | None:
    """The gfx target of a JAX ROCm device: the ROCm PJRT plugin reports it as the device's
    ``compute_capability``, the bare target (e.g. "gfx942"); any feature suffix is dropped."""
    for attr in ("compute_capability", "gcn_arch_name", "device_kind"):
        match = re.search(r"gfx[0-9a-f]+", str(getattr(device, attr, "") or ""))
        if match:
            return match.group(0)
    return None


def _unsupported(archs, where: str) -> str | None:
    bad = [a for a in archs if a not in SUPPORTED_ARCHS]
    if not bad:
        return None
    return (f"{where} {', '.join(bad)}, which the FlyDSL kernels are not built for: they support "
            f"{' and '.join(SUPPORTED_ARCHS)} only (MI300X/MI325X, MI355X), not gfx90a or the "
            f"wave32 RDNA archs; use implementation='xla' there")


def _override_archs() -> tuple[str, ...] | None:
    """The archs of the override, if set; a malformed or unsupported one is an error. Each may
    be a device's target id (``gfx942:sramecc+:xnack-``, its gcnArchName) in any case: the
    feature suffix is dropped, as for the devices."""
    override = os.environ.get(ARCH_ENV, "").strip()
    if not override:
        return None
    names = [a.strip() for a in override.split(",") if a.strip()]
    archs = tuple(dict.fromkeys(n.split(":")[0].lower() for n in names))
    bad = [n for n in names if not re.fullmatch(r"gfx[0-9a-f]+", n.split(":")[0].lower())]
    if bad or not archs:
        raise ValueError(f"jax_flynorm: {ARCH_ENV}={override!r} names no gfx target "
                         f"({', '.join(bad) or 'it is empty'}); set it to a comma-separated list "
                         f"of gfx targets, e.g. {ARCH_ENV}=gfx942 or gfx942,gfx950")
    reason = _unsupported(archs, f"{ARCH_ENV}={override!r} names")
    if reason:
        raise ValueError(f"jax_flynorm: {reason} (or set {ARCH_ENV}=gfx942 or gfx950)")
    return archs


def unsupported_device() -> str | None:
    """Why the local ROCm devices cannot run the kernels (an arch they are not built for), or
    None; an override of the arch answers for them."""
    if _override_archs() is not None:
        return None
    archs = [a for a in (device_arch(d) for d in _rocm_devices()) if a]
    return _unsupported(dict.fromkeys(archs), "a ROCm device is")


def target_archs() -> tuple[str, ...]:
    """The archs to compile for: the override, else those of the local ROCm devices."""
    archs = _override_archs()
    if archs is not None:
        return archs
    reason = unsupported_device()
    if reason:
        raise RuntimeError(f"jax_flynorm: {reason}")
    devices = _rocm_devices()
    archs = tuple(dict.fromkeys(device_arch(d) for d in devices))
    if not devices or None in archs:
        found = "no ROCm device is visible" if not devices else "a ROCm device reports no gfx arch"
        raise RuntimeError(
            f"jax_flynorm: lowering the FlyDSL kernels for ROCm needs the GPU arch, but {found}; "
            f"set {ARCH_ENV} (e.g. {ARCH_ENV}=gfx942 for MI300X, gfx950 for MI355X; "
            "comma-separate several)")
    return archs


def partials_target(rows: int, heads: int = 1) -> int:
    """Partial rows of the backward's weight gradient: about one block per compute unit (the
    kernel runs one block per partial row and head)."""
    return max(1, _partial_blocks() // heads)


def _partial_blocks() -> int:
    override = os.environ.get(PARTIALS_ENV, "").strip()
    if override:
        if not (override.isascii() and override.isdigit() and int(override) >= 1):
            raise ValueError(f"jax_flynorm: {PARTIALS_ENV}={override!r} must be a positive whole "
                             f"number of partial blocks (e.g. the GPU's compute units, 304 on "
                             f"MI300X); unset it for that default")
        return int(override)
    counts = [getattr(d, "core_count", None) for d in _rocm_devices()]
    if counts and all(isinstance(c, int) and c > 0 for c in counts):
        return min(counts)
    return min(CU_COUNT.get(a, 256) for a in target_archs())


# ------------------------------------------------------------------------------------------------
# From one call (params, operands, result shapes) to a kernel spec and launcher attributes.


def _dt(array) -> str:
    return spec_module.short_dtype(array.dtype)


def heads_of(params: Params, operands, result_shapes) -> int:
    """Weight rows (per-head weights): of the [K * N] vectors, or of the backward's [P, K * N]
    partials (a bias without a weight has only those)."""
    ops = dict(zip(params.operands, operands))
    n = operands[0].shape[-1]
    widths = [math.prod(ops[v].shape) for v in VECTOR_OPERANDS if v in ops]
    widths += [r.shape[-1] for name, r in zip(params.call_results, result_shapes)
               if SLOT_KINDS[name] == "partials"]
    if any(w % n for w in widths):
        raise ValueError(f"jax_flynorm: {params.op} {params.direction}: weight rows of {widths} "
                         f"elements, not of N={n}")
    return widths[0] // n if widths else 1


def kernel_spec(params: FwdParams | BwdParams, operands, result_shapes, arch: str) -> KernelSpec:
    """The kernel that computes this call on rows (its dtypes, flags and N) for ``arch``."""
    rets = dict(zip(params.call_results, result_shapes))
    dtypes = {**dict(zip(params.operands, (a.dtype for a in operands))),
              **{name: r.dtype for name, r in rets.items()}}
    # The group size is y_scale's shape: G scales per row (1: per token).
    groups = rets["y_scale"].shape[-1] if "y_scale" in rets else 1
    return spec_module.call_spec(params, dtypes, operands[0].shape[-1], arch,
                                 heads=heads_of(params, operands, result_shapes),
                                 scale_groups=groups)


def _kernel(spec: KernelSpec, rows: int) -> CompiledKernel:
    """The shipped kernel for ``spec``'s rows, else one FlyDSL compiles."""
    config = spec.default_config(rows)
    config.validate(spec.n, spec.heads)  # the row and head bounds, for shipped kernels too
    shipped = prebuilt.find(spec, rows)
    if shipped is not None:
        return shipped
    from .kernels import compile_kernel

    return compile_kernel(spec, config)


def _same_abi(kernels: list[CompiledKernel]) -> bool:
    first = kernels[0]
    return all((k.symbol, k.args, k.plan) == (first.symbol, first.args, first.plan)
               for k in kernels[1:])


def _kernels(specs: list[KernelSpec], rows: int) -> list[CompiledKernel]:
    """One kernel per arch, all of one ABI (one custom call carries one symbol, argument layout
    and launch plan for every arch): where an arch's own kernel differs from another's (a
    specialised kernel shipped for one arch only), every arch takes the generic kernel of the
    call's class that ships for all of them."""
    kernels = [_kernel(spec, rows) for spec in specs]
    if _same_abi(kernels):
        return kernels
    try:
        generic = [prebuilt.load(spec.generic_for()) for spec in specs]
    except ValueError:  # no generic kernel takes these rows
        return kernels
    return generic if None not in generic and _same_abi(generic) else kernels


def launcher_attrs(params: Params, kernels: list[CompiledKernel], operands, result_shapes,
                   partials: int) -> dict:
    """The launcher's attributes for one call compiled to ``kernels`` (one per arch)."""
    first = kernels[0]
    for k in kernels[1:]:
        if (k.symbol, k.args, k.plan) != (first.symbol, first.args, first.plan):
            raise RuntimeError(f"jax_flynorm: {first.symbol} differs in ABI between archs")
    names = [*params.operands, *params.call_results]
    buffers = [*operands, *result_shapes]
    rows = operands[0].shape[0]
    # Buffers that do not advance with a split launch's row_start: the [N] vectors, the
    # per-tensor scale and the backward's [P, N] partials.
    fixed = {name for name, kind in SLOT_KINDS.items()
             if kind in ("vector", "scalar", "partials")}
    p = partials if params.direction == "bwd" else 1
    f32 = _launcher.ARG_KINDS["f32"]

    def bits(value) -> int:
        return int(np.asarray(value, np.float32).view(np.uint32))

    n = operands[0].shape[-1]
    heads = heads_of(params, operands, result_shapes)
    i32 = _launcher.ARG_KINDS["i32"]
    scalars = {"M": (_launcher.ARG_KINDS["rows"], 0), "P": (i32, p),
               "eps": (f32, bits(params.eps)), "weight_offset": (f32, bits(params.weight_offset)),
               "N": (i32, n), "H": (i32, heads)}
    kernarg = []
    for arg in first.args:
        if arg.kind == "buffer":
            index = names.index(arg.name)
            buf = buffers[index]
            pitch = (0 if arg.name in fixed
                     else math.prod(buf.shape[1:]) * np.dtype(buf.dtype).itemsize)
            kernarg += [_launcher.ARG_KINDS["buffer"], arg.offset, arg.size, index, pitch]
        elif arg.kind == "null":
            kernarg += [_launcher.ARG_KINDS["null"], arg.offset, arg.size, 0, 0]
        else:
            kind, value = scalars[arg.name]
            kernarg += [kind, arg.offset, arg.size, value, 0]
    plan = dataclasses.replace(first.plan, heads=heads)
    launches = [v for ln in plan.launches(rows, p)
                for v in (ln.row_start, ln.rows, *ln.grid, *ln.block)]
    shapes = [v for b in buffers for v in (_launcher.DTYPE_CODES[_dt(b)], len(b.shape),
                                           b.shape[0], b.shape[1] if len(b.shape) > 1 else 0)]
    return {
        "code_objects": np.frombuffer(b"".join(k.hsaco for k in kernels), np.uint8),
        "code_object_sizes": np.array([len(k.hsaco) for k in kernels], np.int64),
        "archs": ",".join(k.spec.arch for k in kernels),
        "kernel": first.symbol,
        "launches": np.array(launches, np.int64),
        "kernarg": np.array(kernarg, np.int64),
        "buffers": np.array(shapes, np.int64),
        "num_operands": len(operands),
    }


def _unsplittable(params: Params, rows: int, limit: int) -> str | None:
    """Why a backward of ``rows`` rows cannot run as launches of at most ``limit`` rows, else
    None: a vmapped one (groups of rows with sums of their own) is not split."""
    if params.direction == "bwd" and params.groups != 1 and rows > limit:
        return (f"the flydsl backward takes at most {limit} rows of a vmapped call in one "
                f"launch, got {rows} rows in {params.groups} groups; use implementation='xla' "
                f"for this call, or map over the batch with jax.lax.map")
    return None


def _backward_in_parts(launch, params: BwdParams, operands, result_shapes, limit: int) -> list:
    """A backward of more rows than one launch takes (its partial blocks index rows in 32 bits)
    as calls on consecutive runs of at most ``limit`` rows: dx concatenated, the dweight/dbias
    partials of the calls added (with one group of rows any split of them sums alike)."""
    rows = operands[0].shape[0]
    reason = _unsplittable(params, rows, limit)
    if reason is not None:
        raise ValueError(f"jax_flynorm: {reason}")
    step = limit - limit % heads_of(params, operands, result_shapes)
    dx, partials = [], None
    for start in range(0, rows, step):
        stop = min(rows, start + step)
        part = [v[start:stop] if name in ROW_OPERANDS or name in STATS else v
                for name, v in zip(params.operands, operands)]
        shapes = [jax.ShapeDtypeStruct((stop - start, *r.shape[1:]), r.dtype)
                  if SLOT_KINDS[name] == "rows" else r
                  for name, r in zip(params.call_results, result_shapes)]
        part_dx, *part_partials = launch(params, part, shapes)
        dx.append(part_dx)
        partials = (part_partials if partials is None
                    else [a + b for a, b in zip(partials, part_partials)])
    return [jax.numpy.concatenate(dx), *partials]


def make_launch(ffi_target: str = _launcher.TARGET):
    """A `_rows.Launch` that compiles the kernel and calls the launcher ``ffi_target``."""

    def launch(params: Params, operands, result_shapes):
        if not all(isinstance(d, int) for d in operands[0].shape):
            raise ValueError(
                f"jax_flynorm: the flydsl kernels need concrete shapes (the launch grid is fixed "
                f"when lowering), got {operands[0].shape} in {params.op} {params.direction}; "
                f"export shape-polymorphic programs with implementation='xla' (or 'cpu' for CPU)")
        limit = spec_module.MAX_ROWS_PER_LAUNCH
        if params.direction == "bwd" and operands[0].shape[0] > limit:
            return _backward_in_parts(launch, params, operands, result_shapes, limit)
        kernels = _kernels([kernel_spec(params, operands, result_shapes, arch)
                            for arch in target_archs()], operands[0].shape[0])
        partials = 1
        if params.direction == "bwd":
            shapes = dict(zip(params.call_results, result_shapes))
            rows = operands[0].shape[0]
            partials = next((s.shape[0] for name, s in shapes.items()
                             if SLOT_KINDS[name] == "partials"),
                            max(1, min(partials_target(rows), rows)))
        call_attrs = launcher_attrs(params, kernels, operands, result_shapes, partials)
        return jax.ffi.ffi_call(ffi_target, result_shapes)(*operands, **call_attrs)

    return launch


# ------------------------------------------------------------------------------------------------
# Availability and the entry points the registry calls.


def unavailable() -> str | None:
    """None when the kernels can be launched here (shipped for the target archs, or FlyDSL can
    compile them), else the reason and the fix."""
    reason = _launcher.load()
    if reason is not None:
        return f"the ROCm launcher library cannot be used: {reason}"
    try:
        archs = target_archs()
    except RuntimeError as exc:  # no arch to build for, or a device of another arch
        return str(exc).removeprefix("jax_flynorm: ")
    unused = {a: prebuilt.unusable(a) for a in archs}
    if not any(unused.values()):
        return None
    reason = compiler_unavailable()
    if reason is None:
        return None
    why = "; ".join(f"{a}: {r}" for a, r in unused.items() if r)
    return f"no shipped kernels are used ({why}), and {reason}"


def compiler_unavailable() -> str | None:
    """None when FlyDSL can compile kernels here, else what is missing and how to install it."""
    # find_spec, not an import: torch takes seconds to import, and this runs at every lowering.
    if importlib.util.find_spec("flydsl") is None:
        return f"FlyDSL is not installed: {INSTALL_HINT}"
    if importlib.util.find_spec("torch") is None:
        return TORCH_HINT
    if find_lld() is None:
        return f"ld.lld is not found (it links the code objects); {LLD_HINT}"
    try:
        code_digests()  # the kernels' sources, which FlyDSL compiles and the cache key digests
    except OSError as exc:
        return (f"the kernel sources are not installed ({exc}; an install compiled without its "
                ".py files): reinstall jax_flynorm with them")
    return None


def unsupported_call(params, avals) -> str | None:
    """Why the kernels cannot lower this call although they run here, else None: no kernel ships
    for it and FlyDSL cannot compile one, or a quantized forward's scale groups that its tiling
    does not map (kernels/config.py, group_layout)."""
    if not all(isinstance(d, int) for a in avals for d in a.shape):
        return None  # the launch names the need for concrete shapes
    calls = []

    def record(params, operands, result_shapes):
        calls.append((operands, result_shapes))
        return [jax.numpy.zeros(r.shape, r.dtype) for r in result_shapes]

    def lower(*ops):
        if params.direction == "fwd":
            return _rows.kernel_forward(record, params, *ops)
        return _rows.kernel_backward(record, partials_target, params, *ops)

    try:
        jax.eval_shape(lower,
                       *(jax.ShapeDtypeStruct(a.shape, a.dtype) for a in avals))
    except ValueError as exc:
        return str(exc).removeprefix("jax_flynorm: ")
    for operands, result_shapes in calls:
        reason = _unsplittable(params, operands[0].shape[0], spec_module.MAX_ROWS_PER_LAUNCH)
        if reason is not None:
            return reason
        missing = []
        for arch in target_archs():
            spec = kernel_spec(params, operands, result_shapes, arch)
            try:
                spec.default_config(operands[0].shape[0]).validate(spec.n, spec.heads)
                shipped = prebuilt.find(spec, operands[0].shape[0])
            except prebuilt.ArchiveError as exc:
                return str(exc).removeprefix("jax_flynorm: ")
            except ValueError as exc:
                return str(exc)
            if shipped is None:
                missing.append(arch)
        reason = compiler_unavailable() if missing else None
        if reason is not None:
            return (f"no kernel ships for {spec.op} rows of N={spec.n} ({_variant(spec)}) "
                    f"on {' or '.join(missing)}, and FlyDSL cannot compile one: {reason}")
    return None


def _variant(spec: KernelSpec) -> str:
    """The dtypes and options of a kernel, in words (the same for both directions of a call
    whose results have x's dtype)."""
    words = [f"x {spec.x_dtype}"]
    if spec.out_dtype != spec.x_dtype:
        words.append(f"{'y' if spec.direction == 'fwd' else 'dy'} {spec.out_dtype}")
    if spec.heads > 1:
        words.append(f"{spec.heads} heads")
    for name in ("weight", "bias", "residual", "residual_out", "smooth"):
        dtype = getattr(spec, f"{name}_dtype")
        if dtype is not None and not (name == "bias" and spec.direction == "bwd"):
            words.append(f"{name} {dtype}")
    if spec.group_size:
        words.append(f"scale groups of {spec.group_size}")
    if spec.recompute_stats:
        words.append("statistics recomputed")
    return ", ".join(words)


_launch = make_launch()

lower_forward = functools.partial(_rows.kernel_forward, _launch)
lower_backward = functools.partial(_rows.kernel_backward, _launch, partials_target)
