"""Fused RMSNorm and LayerNorm for JAX.

FlyDSL kernels on AMD GPUs (ROCm), a C++ custom call on CPU, and a portable jnp path everywhere
else; the
backend is chosen per platform when JAX lowers, so one model runs unchanged on all of them.
"""

from ._export import export_disabled_checks
from .backends import (
    BACKENDS,
    ENV_VAR,
    cpu,  # noqa: F401  (registers the CPU custom call)
    flydsl,  # noqa: F401  (registers the flydsl backend; imports neither flydsl nor torch)
    which_backend,
    xla,  # noqa: F401  (registers the portable xla backend)
)
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
