"""The native CPU custom call: loads libflynorm_cpu, checks it against the op table, registers it.

The library is built by the package's own build (scikit-build-core + CMake). If it is missing, the
`cpu` backend reports why and `auto` uses the portable path.
"""

from __future__ import annotations

import ctypes
import functools

import jax

from ..._ops import DIRECTIONS, OPS, Params, signature
from .. import _native, _rows

# A plain shared library, named like an extension module so that importlib can locate it.
_LIB_MODULE = "jax_flynorm.backends.cpu._flynorm_cpu"


@functools.cache
def load() -> tuple[ctypes.CDLL | None, str | None]:
    """(library, None) once its targets are registered, else (None, why not)."""
    lib, reason = _native.open_library(_LIB_MODULE, "JAX_FLYNORM_CPU_LIBRARY",
                                       "flynorm_signature")
    if lib is None:
        return None, reason
    path = lib._name  # the path it was opened from, for messages
    lib.flynorm_signature.restype = ctypes.c_char_p
    lib.flynorm_signature.argtypes = [ctypes.c_char_p]
    targets = {op.target(d): signature(op, d) for op in OPS.values() for d in DIRECTIONS}
    for target, expected in targets.items():
        native = lib.flynorm_signature(target.encode()).decode()
        if not hasattr(lib, target):
            return None, f"{path} is out of date: it has no handler {target}; rebuild the package"
        if native != expected:
            return None, (f"{path} is out of date: {target} decodes {native!r}, the op table "
                          f"expects {expected!r}; rebuild the package")
    for target in targets:  # each handler is exported under its target's name (ops_table.h)
        jax.ffi.register_ffi_target(target, jax.ffi.pycapsule(getattr(lib, target)),
                                    platform="cpu")
    return lib, None


def native_signature(target: str) -> str:
    lib, reason = load()
    if lib is None:
        raise RuntimeError(reason)
    return lib.flynorm_signature(target.encode()).decode()


def _launch(params: Params, operands, result_shapes):
    # The FFI boundary: the handler's target and attributes, derived from the params here.
    return jax.ffi.ffi_call(params.target, result_shapes)(*operands, **params.attributes())


def _partials_target(rows: int, heads: int) -> int:
    # Each partial block is one task on XLA's CPU thread pool; 32 keeps a many-core host busy while
    # the [P, N] f32 partials stay small next to the activations.
    return 32


lower_forward = functools.partial(_rows.kernel_forward, _launch)
lower_backward = functools.partial(_rows.kernel_backward, _launch, _partials_target)


def unavailable() -> str | None:
    return load()[1]

