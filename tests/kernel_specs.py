"""Kernel specs as the kernel tests build them (compile/ISA tests and emulator tests alike)."""

from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec


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
