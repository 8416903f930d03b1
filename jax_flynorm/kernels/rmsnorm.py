"""RMSNorm kernels: rstd = rsqrt(mean(h^2) + eps), y = h * rstd * w (+ b).

The kernel bodies are shared with LayerNorm (``_forward``/``_backward``, which switch on
``spec.op``); this module is the RMSNorm entry point.
"""

from .spec import KernelSpec


def rmsnorm_spec(direction: str, n: int, x_dtype: str, arch: str, **kwargs) -> KernelSpec:
    """KernelSpec for RMSNorm; ``out_dtype`` defaults to ``x_dtype``."""
    kwargs.setdefault("out_dtype", x_dtype)
    return KernelSpec(op="rmsnorm", direction=direction, n=n, x_dtype=x_dtype, arch=arch,
                      **kwargs)


def build_rmsnorm(spec: KernelSpec, config):
    """The FlyDSL launcher (``@flyc.jit``) and pointer dtypes of an RMSNorm kernel."""
    if spec.op != "rmsnorm":
        raise ValueError(f"not an RMSNorm spec: {spec.op}")
    if spec.direction == "fwd":
        from ._forward import build_forward

        return build_forward(spec, config)
    from ._backward import build_backward

    return build_backward(spec, config)
