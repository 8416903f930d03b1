"""FlyDSL RMSNorm / LayerNorm kernels for ROCm and their compile API.

Importing this package imports neither FlyDSL nor torch; ``compile_kernel`` does, lazily.
"""

from .compile import CompiledKernel, KernelCompileError, cache_dir, cache_key, compile_kernel
from .config import LaunchConfig, choose_config
from .spec import KernelArg, KernelSpec, Launch, LaunchPlan, kernel_args

__all__ = [
    "CompiledKernel",
    "KernelArg",
    "KernelCompileError",
    "KernelSpec",
    "Launch",
    "LaunchConfig",
    "LaunchPlan",
    "cache_dir",
    "cache_key",
    "choose_config",
    "compile_kernel",
    "kernel_args",
]
