"""The LLVM IR of a norm kernel, as FlyDSL hands it to the AMDGPU backend.

The IR (FlyDSL's LLVM IR dump) is what the CPU emulator (``tools.emulator``)
runs. It is built by the same kernel builders as ``compile_kernel`` and cached on disk next to
the code objects, keyed by the same cache key. Needs FlyDSL, torch and ld.lld like compiling.
"""

from __future__ import annotations

import contextlib
import io
import tempfile
from pathlib import Path

from jax_flynorm.backends.flydsl.kernels import cache
from jax_flynorm.backends.flydsl.kernels import compile as comp
from jax_flynorm.backends.flydsl.kernels._flydsl import IR_DUMP_NAME
from jax_flynorm.backends.flydsl.kernels.config import LaunchConfig
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec


def _dump_ir(spec: KernelSpec, config: LaunchConfig) -> str:
    flyc, fx = comp._import_flydsl()
    rocm = comp.find_rocm_path()
    with tempfile.TemporaryDirectory(prefix="flynorm-ir-") as dump, comp._LOCK, comp._env({
        "FLYDSL_GPU_ARCH": spec.arch, "ARCH": spec.arch, "COMPILE_ONLY": "1",
        "ROCM_PATH": rocm, "FLYDSL_RUNTIME_ENABLE_CACHE": "0",
        "FLYDSL_DUMP_IR": "1", "FLYDSL_DUMP_DIR": dump,
    }):
        launch, pointer_dtypes = comp._build(spec, config)
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                launch(*comp._placeholder_args(spec, flyc, fx, pointer_dtypes))
        except Exception as exc:  # FlyDSL raises its own error types; keep the message
            raise comp.KernelCompileError(
                f"FlyDSL failed to compile {spec.kernel_name}: {exc}") from exc
        found = sorted(Path(dump).rglob(IR_DUMP_NAME))
        if not found:
            raise comp.KernelCompileError(f"FlyDSL wrote no {IR_DUMP_NAME} for {spec.kernel_name}")
        return found[0].read_text()


def kernel_ir(spec: KernelSpec, config: LaunchConfig | None = None, *,
              use_cache: bool = True) -> str:
    """LLVM IR text (AMDGPU target) of the kernel ``compile_kernel(spec, config)`` builds."""
    config = config or spec.default_config()
    config.validate(spec.n, spec.heads)
    key = comp.cache_key(spec, config)
    path = comp.cache_dir() / "ir" / f"{spec.kernel_name}-{spec.arch}-{key}.ll"
    if use_cache and path.exists():
        return path.read_text()
    text = _dump_ir(spec, config)
    if use_cache:
        path.parent.mkdir(parents=True, exist_ok=True)
        cache.write_atomic(path, text.encode())
    return text


def _dump_one(spec: KernelSpec) -> None:
    kernel_ir(spec)


def prefetch(specs, processes: int = 1) -> None:
    """Fill the IR cache for many specs, compiling in ``processes`` fresh processes."""
    specs = list(dict.fromkeys(specs))
    if processes <= 1 or len(specs) <= 1:
        for spec in specs:
            kernel_ir(spec)
        return
    import multiprocessing

    # spawn: FlyDSL and torch do not survive fork reliably; children inherit os.environ.
    with multiprocessing.get_context("spawn").Pool(min(processes, len(specs))) as pool:
        pool.map(_dump_one, specs, chunksize=1)


__all__ = ["kernel_ir", "prefetch"]
