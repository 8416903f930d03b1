"""The ROCm launcher library: loads libflynorm_rocm, checks its ABI string, registers its target.

The library is built by the package's own build on every machine (no ROCm SDK needed); it opens
the HIP runtime with dlopen when a kernel first runs. Registering for platform "ROCM" is harmless
without a ROCm plugin: JAX keeps the registration until such a platform appears, and the ROCm
plugin installs its type handler before its call handler, so the state type is known before the
target that uses it.
"""

from __future__ import annotations

import ctypes
import functools

import jax

from .. import _native

TARGET = "flynorm_rocm_launch"
_STATE_TYPE = "flynorm_rocm_launch_state"
_LIB_MODULE = "jax_flynorm.backends.flydsl._flynorm_rocm"

ATTRS = ("code_objects", "code_object_sizes", "archs", "kernel", "launches", "kernarg", "buffers",
         "num_operands")
ARG_KINDS = {"null": 0, "buffer": 1, "rows": 2, "i32": 3, "f32": 4}
# XLA FFI element type codes of the dtypes the kernels take.
DTYPE_CODES = {"f32": 11, "f16": 10, "bf16": 16, "i8": 2, "f8e4m3fn": 20, "f8e4m3fnuz": 25}


def expected_abi() -> str:
    kinds = ",".join(f"{k}={v}" for k, v in ARG_KINDS.items())
    codes = ",".join(f"{k}={v}" for k, v in DTYPE_CODES.items())
    return "|".join([",".join(ATTRS), kinds, codes])


@functools.cache
def _library() -> tuple[ctypes.CDLL | None, str | None]:
    lib, reason = _native.open_library(_LIB_MODULE, "JAX_FLYNORM_ROCM_LAUNCHER",
                                       "flynorm_rocm_abi")
    if lib is None:
        return None, reason
    reason = check(lib)
    return (None, reason) if reason else (lib, None)


def check(lib: ctypes.CDLL) -> str | None:
    """None when a build of the launcher speaks this package's ABI (its symbols then typed for
    ctypes), else why not."""
    lib.flynorm_rocm_abi.restype = ctypes.c_char_p
    native = lib.flynorm_rocm_abi().decode()
    if native != expected_abi():
        return (f"{lib._name} is out of date: it reports {native!r}, this package expects "
                f"{expected_abi()!r}; rebuild the package")
    for name in ("FlynormRocmStateTypeId", "FlynormRocmStateTypeInfo"):
        getattr(lib, name).restype = ctypes.c_void_p
    return None


def register(lib: ctypes.CDLL, target: str, execute: str, platform: str) -> None:
    """Registers the launcher's state type and its ``execute`` handler as ``target``."""
    jax.ffi.register_ffi_type(
        _STATE_TYPE, {"type_id": jax.ffi.pycapsule(lib.FlynormRocmStateTypeId()),
                      "type_info": jax.ffi.pycapsule(lib.FlynormRocmStateTypeInfo())},
        platform=platform)
    jax.ffi.register_ffi_target(
        target, {"instantiate": jax.ffi.pycapsule(lib.FlynormRocmInstantiate),
                 "execute": jax.ffi.pycapsule(getattr(lib, execute))},
        platform=platform, api_version=1)


@functools.cache
def load() -> str | None:
    """Registers the launcher for platform ROCM; None when done, else why it cannot be."""
    lib, reason = _library()
    if lib is None:
        return reason
    register(lib, TARGET, "FlynormRocmExecute", "ROCM")
    return None

