"""Kernel specs as the kernel tests build them (compile/ISA tests and emulator tests alike)."""

import dataclasses

from jax_flynorm.backends.flydsl.kernels.compile import CompiledKernel
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec, LaunchPlan, kernel_args


def make_spec(op, direction, n, dt, arch, wdt=None, residual=True, weight=True, bias=True):
    """A spec with x, y (and residual) in `dt` and weight/bias in `wdt` (default `dt`)."""
    kw = {}
    if weight:
        kw.update(has_weight=True, weight_dtype=wdt or dt)
    if bias:
        kw.update(has_bias=True, bias_dtype=wdt or dt)
    if residual:
        kw.update(dict(has_residual=True, residual_dtype=dt, residual_out_dtype=dt)
                  if direction == "fwd" else dict(has_dresidual_out=True))
    return KernelSpec(op=op, direction=direction, n=n, x_dtype=dt, out_dtype=dt, arch=arch, **kw)


def make_quant_spec(op, n, dt, arch, qdt, *, group_size=0, static=False, smooth=False,
                    residual=False, weight=True, bias=False, heads=1):
    """A quantized forward: y in `qdt` ("i8", "f8e4m3fn", "f8e4m3fnuz") with dynamic scales per
    group of `group_size` columns (0: per token) or the static per-tensor scale; an f32 smooth."""
    base = make_spec(op, "fwd", n, dt, arch, residual=residual, weight=weight, bias=bias)
    return dataclasses.replace(
        base, out_dtype=qdt, static_scale=static, dynamic_scale=not static,
        group_size=group_size, has_smooth=smooth, smooth_dtype="f32" if smooth else None,
        heads=heads)


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
