"""Fused RMSNorm and LayerNorm for JAX.

FlyDSL kernels on AMD GPUs (ROCm), a C++ custom call on CPU, and a portable jnp path everywhere
else; the
backend is chosen per platform when JAX lowers, so one model runs unchanged on all of them.
"""

from . import (
    _lowering,  # noqa: F401  (registers the portable xla backend)
    _rocm,  # noqa: F401  (registers the flydsl backend; imports neither flydsl nor torch)
)
from . import ffi as _ffi  # noqa: F401  (registers the CPU custom call)
from ._backend import BACKENDS, ENV_VAR, which_backend
from ._export import export_disabled_checks
from .norm import layernorm, rmsnorm

__version__ = "0.1.0"

__all__ = [
    "BACKENDS",
    "ENV_VAR",
    "export_disabled_checks",
    "layernorm",
    "rmsnorm",
    "which_backend",
]
