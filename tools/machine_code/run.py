"""Run a kernel spec's code object on host arrays, launch by launch as the plan says.

Operands, their storage and the outputs filled with NaN come from tools/emulator's conventions,
so the emulator suite's checks (tests/emulator/checks.py) apply to either engine.
"""

from __future__ import annotations

import dataclasses
import functools

import numpy as np

from jax_flynorm.backends.flydsl.kernels.config import LaunchConfig
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec, kernel_args, present_buffers
from tools.emulator.run import (
    OUTPUTS,
    STORAGE,
    _shape,
    decode,
    operand_arrays,
    operand_dtypes,
    pack_kernarg,
    row_shape,
)

from .loader import CodeObject, load
from .machine import Machine, Options
from .memory import Memory


def execute(co: CodeObject, kernarg: bytes, grid: int, block: int, memory: Memory,
            options: Options | None = None) -> dict:
    """One launch of ``co``; returns the executor's counters."""
    return Machine(co, grid, block, kernarg, memory, options).run()


@functools.lru_cache(maxsize=64)
def compiled(spec: KernelSpec, config: LaunchConfig | None = None):
    from jax_flynorm.backends.flydsl.kernels.compile import compile_kernel

    return compile_kernel(spec, config)


def run_kernel(spec: KernelSpec, m: int, p: int, inputs: dict, eps: float = 1e-6, *,
               config: LaunchConfig | None = None, hsaco: bytes | None = None,
               options: Options | None = None, return_stats: bool = False,
               shape: tuple | None = None, weight_offset: float = 0.0):
    """Execute ``spec``'s code object for ``m`` rows (``p`` partial rows, backward).

    The same contract as ``tools.emulator.run_kernel``: ``inputs`` maps operand names to values
    (rounded to the operand's dtype), outputs start as NaN and come back as float32 arrays.
    ``hsaco`` replaces the compiled code object (tests feed mutated ones); ``shape`` gives a
    generic kernel's (N, heads).
    """
    kernel = compiled(spec, config)
    co = load(hsaco if hsaco is not None else kernel.hsaco, kernel.symbol)
    (n, heads), args, present = row_shape(spec, shape), kernel.args, present_buffers(spec)
    dtypes = operand_dtypes(spec)
    arrays = operand_arrays(spec, args, m, p, inputs, (n, heads))
    stats: dict = {"launches": 0}
    for launch in dataclasses.replace(kernel.plan, heads=heads).launches(m, p):
        memory = Memory()
        for a in arrays.values():
            memory.add(a)
        kernarg = pack_kernarg(args, arrays, present, launch, n, p, eps, kernel.kernarg_size,
                               heads, weight_offset)
        got = execute(co, bytes(kernarg), launch.grid[0], launch.block[0], memory, options)
        stats["launches"] += 1
        for k, v in got.items():
            stats[k] = stats.get(k, 0) + v
    out = {name: decode(arrays[name], dtypes[name]) for name in OUTPUTS[spec.direction]
           if name in arrays}
    return (out, stats) if return_stats else out


@functools.lru_cache(maxsize=32)
def _loaded(image: bytes, symbol: str) -> CodeObject:
    return load(image, symbol)


def buffer_extents(spec: KernelSpec, kernarg: bytes) -> list:
    """(address, bytes) of each buffer a launch's kernarg points at, from the spec's operand
    shapes and the launch's own M and P (row pointers already point at the launch's rows)."""
    args = kernel_args(spec)
    scalars = {a.name: int.from_bytes(kernarg[a.offset:a.offset + 4], "little", signed=True)
               for a in args if a.kind == "i32"}
    dtypes = operand_dtypes(spec)
    out = []
    for a in args:
        if a.kind != "buffer":
            continue
        addr = int.from_bytes(kernarg[a.offset:a.offset + 8], "little")
        n = scalars.get("N", spec.n)
        shape = _shape(a.name, scalars.get("M", 0), n, scalars.get("P", 1),
                       scalars.get("H", spec.heads), spec.scale_groups_at(n))
        size = int(np.prod(shape)) * np.dtype(STORAGE[dtypes[a.name]]).itemsize
        if addr:
            out.append((addr, size))
    return out


def execute_host_launch(image: bytes, symbol: str, kernarg: bytes, grid: tuple, block: tuple,
                        shared: int = 0, options: Options | None = None,
                        spec: KernelSpec | None = None) -> dict:
    """A launch as a HIP runtime receives it (code object, kernel name, kernarg bytes, grid and
    block), over host memory. With the kernel's ``spec`` each pointer's buffer is bounded by its
    operand's size; without, only by the buffer resources the kernel builds (num_records)."""
    if grid[1:] != (1, 1) or block[1:] != (1, 1) or shared:
        raise ValueError(f"launch grid {grid} block {block} shared {shared}: the kernels use "
                         "x only and static LDS")
    memory = Memory(trust_descriptors=spec is None)
    for addr, size in buffer_extents(spec, kernarg) if spec is not None else ():
        memory.add_address(addr, size)
    return execute(_loaded(image, symbol), kernarg, grid[0], block[0], memory, options)
