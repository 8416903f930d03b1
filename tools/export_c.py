"""FlyDSL's own C export of one of our kernels (``CompiledFunction.export_to_c``).

Not used at run time: the export's object (HSACO plus FlyDSL's HIP loader) is the reference that
tests hold our launcher's kernel-argument ABI against. Compiles like ``compile_kernel`` does,
except without COMPILE_ONLY, under which ``flyc.compile`` returns nothing to export.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from jax_flynorm.backends.flydsl.kernels.compile import (
    _LOCK,
    KernelCompileError,
    _build,
    _compile_env,
    _env,
    _import_flydsl,
    _placeholder_args,
)
from jax_flynorm.backends.flydsl.kernels.config import LaunchConfig
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec


def export_c(spec: KernelSpec, out_dir, name: str,
             config: LaunchConfig | None = None) -> tuple[Path, Path]:
    """Write ``<name>.o`` and ``<name>.h`` for ``spec`` into ``out_dir``; returns their paths.

    The header declares ``<name>__module_init/load/unload`` and the typed ``<name>_call`` (the
    launcher's arguments, then the stream); the object links with ``-lamdhip64 -pthread -ldl``.
    """
    config = config or spec.default_config()
    config.validate(spec.n, spec.heads)
    flyc, fx = _import_flydsl()
    with _LOCK, _env({**_compile_env(spec), "COMPILE_ONLY": "0"}):
        launch, pointer_dtypes = _build(spec, config)
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                compiled = flyc.compile(launch, *_placeholder_args(spec, flyc, fx,
                                                                   pointer_dtypes))
                compiled.export_to_c(str(out_dir), name)
        except Exception as exc:  # FlyDSL raises its own error types; keep the message
            raise KernelCompileError(f"FlyDSL failed to export {spec.kernel_name}: {exc}") from exc
    return Path(out_dir, f"{name}.o"), Path(out_dir, f"{name}.h")


__all__ = ["export_c"]
