"""Run a norm kernel's own IR on the CPU: pack the kernarg segment, run every launch of the plan.

bf16 data lives in numpy as uint16 bit patterns, the quantized 1-byte dtypes in their ml_dtypes
(int8, float8_e4m3fn, float8_e4m3fnuz); results come back as float32 arrays.
"""

from __future__ import annotations

import functools
import hashlib

import ml_dtypes
import numpy as np

from jax_flynorm._ops import DIRECTIONS, OPS, SLOT_KINDS, every_slot
from jax_flynorm.backends.flydsl.kernels.config import LaunchConfig
from jax_flynorm.backends.flydsl.kernels.spec import (
    KernelSpec,
    LaunchPlan,
    kernel_args,
    present_buffers,
)

from .jit import EmulatorError, JitKernel, jit_host
from .retarget import kernarg_offsets, retarget

STORAGE = {"f32": np.float32, "f16": np.float16, "bf16": np.uint16, "i8": np.int8,
           "f8e4m3fn": ml_dtypes.float8_e4m3fn, "f8e4m3fnuz": ml_dtypes.float8_e4m3fnuz}
# What outputs are filled with: NaN, or for int8 (no NaN) -128, a value the kernels never write.
NAN_BITS = {"f32": np.uint32(0x7FC00000), "f16": np.uint16(0x7E00), "bf16": np.uint16(0x7FC0),
            "i8": np.uint8(0x80), "f8e4m3fn": np.uint8(0x7F), "f8e4m3fnuz": np.uint8(0x80)}


def to_bf16_bits(a) -> np.ndarray:
    """float -> bf16 bit patterns, rounding to nearest even (NaNs stay quiet NaNs)."""
    bits = np.ascontiguousarray(a, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    nan = np.isnan(np.asarray(a, dtype=np.float32))
    return np.where(nan, ((bits >> 16) | 0x40).astype(np.uint16), rounded)


def from_bf16_bits(bits) -> np.ndarray:
    return (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


def encode(a, dtype: str) -> np.ndarray:
    """Values -> device storage of ``dtype`` (rounded to nearest even)."""
    if dtype == "bf16":
        return to_bf16_bits(a)
    return np.ascontiguousarray(np.asarray(a).astype(STORAGE[dtype]))


def decode(a: np.ndarray, dtype: str) -> np.ndarray:
    return from_bf16_bits(a) if dtype == "bf16" else np.asarray(a).astype(np.float32)


def quantize(a, dtype: str) -> np.ndarray:
    """Round values to ``dtype`` and return them as float64 (what the kernel will see)."""
    return decode(encode(a, dtype), dtype).astype(np.float64)


def operand_dtypes(spec: KernelSpec) -> dict:
    if spec.direction == "fwd":
        return {"x": spec.x_dtype, "residual": spec.residual_dtype, "weight": spec.weight_dtype,
                "bias": spec.bias_dtype, "smooth": spec.smooth_dtype, "quant_scale": "f32",
                "y": spec.out_dtype, "residual_out": spec.residual_out_dtype, "mean": "f32",
                "rstd": "f32", "y_scale": "f32", "y_amax": "f32"}
    h = spec.h_dtype
    return {"dy": spec.out_dtype, "h": h, "weight": spec.weight_dtype, "mean": "f32",
            "rstd": "f32", "dresidual_out": h, "row_dots": "f32", "dx": h,
            "dweight_partials": "f32", "dbias_partials": "f32"}


# The results of each direction, of all ops, in table order.
OUTPUTS = {d: tuple(n for n in every_slot(d)
                    if any(n in dict(op.rets(d)) for op in OPS.values())) for d in DIRECTIONS}


def _shape(name: str, m: int, n: int, p: int, heads: int, groups: int = 1) -> tuple:
    """``groups``: y_scale's scales per row. smooth is [N] (not per head), quant_scale [1]."""
    if name == "smooth":
        return (n,)
    return {"rows": (m, n), "stat": (m,), "partials": (p, heads * n), "scales": (m, groups),
            "scalar": (1,), "vector": (heads * n,), "dots": (m, 2)}[SLOT_KINDS[name]]


@functools.lru_cache(maxsize=64)
def _jit_text(text_hash: str, text: str, arch: str | None = None) -> JitKernel:
    return jit_host(retarget(text, arch))


def jit_kernel(spec: KernelSpec, config: LaunchConfig | None = None,
               ir: str | None = None) -> JitKernel:
    """The JIT-compiled host version of the kernel (or of the given IR text)."""
    if ir is None:
        from tools.emulator.ir import kernel_ir

        ir = kernel_ir(spec, config)
    return _jit_text(hashlib.sha256(ir.encode()).hexdigest(), ir, spec.arch)


def row_shape(spec: KernelSpec, shape: tuple | None = None) -> tuple[int, int]:
    """(N, weight rows) of a run: ``shape`` for a generic kernel (it must fit), else the
    spec's own."""
    if shape is None:
        if spec.generic:
            raise ValueError(f"{spec.kernel_name} is generic: give the run's (N, heads)")
        return spec.n, spec.heads
    if not spec.fits(*shape):
        raise ValueError(f"{spec.kernel_name} does not compute rows of (N, heads) = {shape}")
    return shape


def operand_arrays(spec: KernelSpec, args, m: int, p: int, inputs: dict,
                   shape: tuple | None = None) -> dict:
    """Host arrays of every buffer argument: inputs rounded to their dtype, outputs all NaN (an
    element the kernel fails to write stays NaN) unless ``inputs`` gives them (a tensor-parallel
    apply phase reads mean and rstd). ``shape``: (N, heads) of a generic kernel."""
    n, heads = row_shape(spec, shape)
    dtypes = operand_dtypes(spec)
    arrays = {}
    for arg in args:
        if arg.kind != "buffer":
            continue
        shape = _shape(arg.name, m, n, p, heads, spec.scale_groups_at(n))
        dtype = dtypes[arg.name]
        if arg.name in OUTPUTS[spec.direction] and arg.name not in inputs:
            arr = np.full(shape, NAN_BITS[dtype]).view(STORAGE[dtype])
        else:
            if arg.name not in inputs:
                raise KeyError(f"missing input {arg.name!r}")
            arr = encode(np.broadcast_to(np.asarray(inputs[arg.name]), shape), dtype)
        arrays[arg.name] = np.ascontiguousarray(arr.reshape(shape))
    return arrays


def pack_kernarg(args, arrays: dict, present: dict, launch, n: int, p: int, eps: float,
                 size: int, heads: int = 1, weight_offset: float = 0.0) -> bytes:
    """The kernarg bytes of one launch of the plan, as the launcher packs them: each per-row
    buffer's address advanced to the launch's first row, M and P (a generic kernel's N and H),
    eps and weight_offset as f32."""
    kernarg = bytearray(size)
    for arg in args:
        if arg.kind in ("buffer", "null"):
            addr = 0
            if arg.kind == "buffer" and present[arg.name]:
                a = arrays[arg.name]
                kind = SLOT_KINDS[arg.name]
                step = {"rows": n, "stat": 1, "dots": 2}.get(
                    kind, a.shape[-1] if kind == "scales" else 0)
                addr = a.ctypes.data + launch.row_start * step * a.itemsize
            value = addr.to_bytes(8, "little")
        elif arg.kind == "i32":
            count = {"M": launch.rows, "P": p, "N": n, "H": heads}[arg.name]
            value = int(count).to_bytes(4, "little", signed=True)
        else:
            value = np.float32({"eps": eps, "weight_offset": weight_offset}[arg.name]).tobytes()
        kernarg[arg.offset:arg.offset + arg.size] = value
    return bytes(kernarg)


def run_kernel(spec: KernelSpec, m: int, p: int, inputs: dict, eps: float = 1e-6, *,
               config: LaunchConfig | None = None, ir: str | None = None,
               return_stats: bool = False, reverse: bool = True, shape: tuple | None = None,
               weight_offset: float = 0.0):
    """Run ``spec``'s kernel on the CPU for ``m`` rows (``p`` partial rows, backward).

    ``inputs``: operand name -> array (values; rounded to the operand's dtype). Every output is
    allocated filled with NaN, so elements the kernel fails to write stay NaN. Returns output
    name -> float32 array (and the runtime counters when ``return_stats``). ``ir`` replaces the
    kernel's IR (tests feed deliberately broken kernels); ``reverse`` picks the lane order.
    ``shape``: the rows' (N, heads), for a generic kernel.
    """
    config = config or spec.default_config()
    n, heads = row_shape(spec, shape)
    kernel = jit_kernel(spec, config, ir)
    plan = LaunchPlan(spec.direction, config.rows_per_block, config.block_threads,
                      heads=heads)
    args = kernel_args(spec)
    present = present_buffers(spec)
    dtypes = operand_dtypes(spec)
    natural = kernarg_offsets(kernel.host.params)
    if len(natural) != len(args):
        raise EmulatorError(f"kernel has {len(natural)} parameters, the ABI {len(args)}")
    for arg, (offset, size, ty) in zip(args, natural):
        want = {"buffer": "ptr", "null": "ptr", "i32": "i32", "f32": "float"}[arg.kind]
        if (arg.offset, arg.size, want) != (offset, size, ty):
            raise EmulatorError(f"kernarg {arg.name}: ABI {arg} but the kernel takes {ty} at "
                                f"offset {offset}")
    arrays = operand_arrays(spec, args, m, p, inputs, (n, heads))
    allocations = [(a.ctypes.data, a.nbytes) for a in arrays.values() if a.nbytes]
    stats = {}
    for launch in plan.launches(m, p):
        kernarg = pack_kernarg(args, arrays, present, launch, n, p, eps,
                               args[-1].offset + args[-1].size, heads, weight_offset)
        got = kernel.launch(bytes(kernarg), launch.grid, launch.block, allocations,
                            reverse=reverse)
        for k, v in got.items():
            stats[k] = stats.get(k, 0) + v
    out = {name: decode(arrays[name], dtypes[name]) for name in OUTPUTS[spec.direction]
           if name in arrays}
    return (out, stats) if return_stats else out
