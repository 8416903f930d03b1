"""Kernel specs as the kernel tests build them (compile/ISA tests and emulator tests alike)."""

import dataclasses

from jax_flynorm.backends.flydsl.kernels.compile import CompiledKernel
from jax_flynorm.backends.flydsl.kernels.spec import (
    KernelSpec,
    LaunchPlan,
    described_spec,
    kernel_args,
)


def make_spec(op, direction, n, dt, arch, wdt=None, residual=True, weight=True, bias=True):
    """The kernel of a call with x, y (and a prenorm residual) in `dt` and weight/bias in `wdt`
    (default `dt`), as the lowering builds it (spec.described_spec), but that a backward here
    keeps the saved statistics and names the bias's dtype, as the kernel suites were written
    for (the lowering's LayerNorm backward after a 16-bit residual recomputes them; its bias
    partials are f32)."""
    vector = wdt or dt
    spec = described_spec(op, direction, n, arch, dt, weight=vector if weight else None,
                          bias=vector if bias else None, residual=dt if residual else None)
    if direction == "bwd":
        spec = dataclasses.replace(spec, recompute_stats=False,
                                   bias_dtype=vector if bias else None)
    return spec


def make_quant_spec(op, n, dt, arch, qdt, *, group_size=0, static=False, smooth=False,
                    residual=False, weight=True, bias=False, heads=1):
    """A quantized forward: y in `qdt` ("i8", "f8e4m3fn", "f8e4m3fnuz") with dynamic scales per
    group of `group_size` columns (0: per token) or the static per-tensor scale; an f32 smooth."""
    return described_spec(op, "fwd", n, arch, dt, weight=dt if weight else None,
                          bias=dt if bias else None, residual=dt if residual else None,
                          quant=qdt, static_scale=static, group_size=group_size,
                          smooth="f32" if smooth else None, heads=heads)


# The quantized dtypes whose kernels convert with v_cvt_pk_fp8_f32, on both archs: each arch's
# own format directly and the other through a stand-in (gfx942's e4m3fn: its fnuz conversion of
# q / 2; gfx950's e4m3fnuz: its fn conversion of 2 q).
FP8_DTYPES = ("f8e4m3fn", "f8e4m3fnuz")


def stand_in_kernel(spec: KernelSpec, rows: int) -> CompiledKernel:
    """A kernel with the ABI the lowering would get for ``spec``, and no code (for tests of what
    a lowering asks for, without compiling)."""
    cfg = spec.default_config(rows)
    args = kernel_args(spec)
    return CompiledKernel(
        spec=spec, config=cfg, hsaco=b"\0", symbol=spec.kernel_name, args=args,
        kernarg_size=args[-1].offset + args[-1].size,
        plan=LaunchPlan(spec.direction, cfg.rows_per_block, cfg.block_threads,
                        heads=max(1, spec.heads)), isa="", key="")
