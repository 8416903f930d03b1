"""Fused RMSNorm and LayerNorm for JAX.

FlyDSL kernels on AMD GPUs (ROCm), a C++ custom call on CPU, and a portable jnp path everywhere
else; the implementation is chosen per platform when JAX lowers, so one model runs unchanged on
all of them.
"""

from ._export import export_disabled_checks
from .backends import Implementation, which_implementation
from .backends import cpu as _cpu
from .backends.flydsl import launcher as _rocm_launcher
from .norm import layernorm, rmsnorm
from .quantize import Quantize, Quantized

# Register the custom-call targets now, so deserialised exports and direct calls find them.
_cpu.load()
_rocm_launcher.load()

__version__ = "0.1.0"

__all__ = [
    "Implementation",
    "Quantize",
    "Quantized",
    "export_disabled_checks",
    "layernorm",
    "rmsnorm",
    "which_implementation",
]
