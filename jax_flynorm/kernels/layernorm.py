"""LayerNorm kernels: mean = sum(h) / N, two-pass var, y = (h - mean) * rstd * w (+ b).

The kernel bodies are shared with RMSNorm (``_forward``/``_backward``, which switch on
``spec.op``); this module is the LayerNorm entry point.
"""

from .spec import KernelSpec


def layernorm_spec(direction: str, n: int, x_dtype: str, arch: str, **kwargs) -> KernelSpec:
    """KernelSpec for LayerNorm; ``out_dtype`` defaults to ``x_dtype``."""
    kwargs.setdefault("out_dtype", x_dtype)
    return KernelSpec(op="layernorm", direction=direction, n=n, x_dtype=x_dtype, arch=arch,
                      **kwargs)


def build_layernorm(spec: KernelSpec, config):
    """The FlyDSL launcher (``@flyc.jit``) and pointer dtypes of a LayerNorm kernel."""
    if spec.op != "layernorm":
        raise ValueError(f"not a LayerNorm spec: {spec.op}")
    if spec.direction == "fwd":
        from ._forward import build_forward

        return build_forward(spec, config)
    from ._backward import build_backward

    return build_backward(spec, config)
