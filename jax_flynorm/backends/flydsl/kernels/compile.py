"""Compile API: KernelSpec -> code object (HSACO), symbol, launch plan and kernarg layout.

Compiles without a GPU (FlyDSL's COMPILE_ONLY mode); only an ``ld.lld`` is needed. Results are
cached on disk under ``$JAX_FLYNORM_CACHE_DIR`` (default ``~/.cache/jax_flynorm/kernels``), keyed
by everything that changes the binary, as raw code objects with JSON manifests (see cache.py).
FlyDSL and torch are imported only here, lazily.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import hashlib
import io
import json
import os
import re
import sys
import tempfile
import threading
import warnings
from pathlib import Path

from .... import _ops
from . import cache
from ._flydsl import KernelCompileError, compiled_ir_text, flydsl_version, occupancy_hint
from .config import LaunchConfig
from .spec import KernelArg, KernelSpec, LaunchPlan, kernel_args
from .toolchain import LLD_HINT, find_lld

CACHE_ENV = "JAX_FLYNORM_CACHE_DIR"
CACHE_FORMAT = 2  # 2: raw code object + JSON manifest (1 was a pickle)
INSTALL_HINT = 'pip install "jax_flynorm[flydsl]"'
# The flydsl extra leaves torch out (an unpinned torch from PyPI is a multi-GB CUDA build).
TORCH_HINT = ("FlyDSL imports torch, which is not installed: install any torch build (a ROCm torch "
              "already there does; else the CPU wheel: pip install torch --index-url "
              "https://download.pytorch.org/whl/cpu)")
_LOCK = threading.Lock()


@dataclasses.dataclass(frozen=True)
class CompiledKernel:
    """A compiled kernel, everything a launcher needs without FlyDSL.

    Attributes:
      spec, config: what was compiled.
      hsaco: the code object (AMDGPU ELF) bytes; load with hipModuleLoadData.
      symbol: the kernel symbol for hipModuleGetFunction.
      args: kernarg layout, ordered ``KernelArg(name, kind, size, offset)``.
      kernarg_size: bytes of the kernarg segment (no hidden arguments).
      plan: launch geometry, ``plan.launches(M, P)``.
      isa: disassembly text (may be empty when FlyDSL could not dump it).
      key: the cache key.
    """

    spec: KernelSpec
    config: LaunchConfig
    hsaco: bytes
    symbol: str
    args: tuple
    kernarg_size: int
    plan: LaunchPlan
    isa: str
    key: str


def cache_dir() -> Path:
    env = os.environ.get(CACHE_ENV)
    if env:
        return Path(env)
    base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    return base / "jax_flynorm" / "kernels"


# The sources whose edits change a compiled kernel (its code or its argument ABI, which the op
# table orders); tooling that only finds, stores or reads kernels is left out, so editing it keeps
# the cache.
BINARY_SOURCES = ("_backward.py", "_device.py", "_flydsl.py", "_forward.py", "compile.py",
                  "config.py", "spec.py")


@functools.cache
def source_hash() -> str:
    """Hash of the Python sources that shape a kernel binary (BINARY_SOURCES and the op table)."""
    h = hashlib.sha256()
    here = Path(__file__).parent
    for path in [*(here / name for name in BINARY_SOURCES), Path(_ops.__file__)]:
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def cache_key(spec: KernelSpec, config: LaunchConfig, *, src_hash: str | None = None,
              flydsl: str | None = None) -> str:
    """Hash of everything that changes the binary. Runtime values (eps, M, P) are not in it."""
    payload = {
        "format": CACHE_FORMAT,
        "source": src_hash or source_hash(),
        "flydsl": flydsl or flydsl_version(),
        "spec": dataclasses.asdict(spec),
        "config": dataclasses.asdict(config),
    }
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:40]


def find_rocm_path() -> str:
    """A ROCM_PATH for FlyDSL, which links with $ROCM_PATH/llvm/bin/ld.lld: the root of the ld.lld
    that `find_lld` picks when it sits there, else a shim folder linking to that ld.lld."""
    lld = find_lld()
    if lld is None:
        raise KernelCompileError(f"no ld.lld found for linking AMDGPU code objects: {LLD_HINT}")
    root = lld.parent.parent.parent
    if lld.parent.parent == root / "llvm" and lld.name == "ld.lld":
        return str(root)
    # In the cache folder, else (one that cannot be written) in the temporary folder.
    fallback = Path(tempfile.gettempdir()) / f"jax_flynorm-{os.getuid()}" / "rocm-shim"
    for shim in (cache_dir() / "rocm-shim", fallback):
        link = shim / "llvm" / "bin" / "ld.lld"
        try:
            if not (link.exists() and os.path.realpath(link) == os.path.realpath(lld)):
                link.parent.mkdir(parents=True, exist_ok=True)
                tmp = link.with_name(f"ld.lld.{os.getpid()}.tmp")
                with contextlib.suppress(FileNotFoundError):
                    tmp.unlink()
                tmp.symlink_to(os.path.realpath(lld))
                os.replace(tmp, link)
            return str(shim)
        except OSError as exc:
            error = exc
    raise KernelCompileError(f"cannot make a ROCm folder linking to {lld} ({error}); set "
                             f"ROCM_PATH to a ROCm install or {CACHE_ENV} to a writable folder")


def _import_flydsl():
    try:
        import torch  # noqa: F401  (flydsl.compiler imports it at module level)
    except ImportError as exc:
        raise KernelCompileError(TORCH_HINT) from exc
    try:
        import flydsl.compiler as flyc
        import flydsl.expr as fx
    except ImportError as exc:
        raise KernelCompileError(f"FlyDSL is not installed: {INSTALL_HINT}") from exc
    return flyc, fx


@contextlib.contextmanager
def _env(values: dict):
    old = {k: os.environ.get(k) for k in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _unescape_mlir(s: str) -> bytes:
    out = bytearray()
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == "\\":
            nxt = s[i + 1]
            if nxt in '\\"':
                out.append(ord(nxt))
                i += 2
            else:
                out.append(int(s[i + 1:i + 3], 16))
                i += 3
        else:
            out += ch.encode("utf-8")
            i += 1
    return bytes(out)


def _extract_binary(ir_text: str) -> bytes:
    m = re.search(r'\bbin = "', ir_text)
    if not m:
        raise KernelCompileError("compiled module holds no gpu.binary")
    i = j = m.end()
    while ir_text[j] != '"':
        j += 2 if ir_text[j] == "\\" else 1
    return _unescape_mlir(ir_text[i:j])


def _build(spec: KernelSpec, config: LaunchConfig):
    if spec.direction == "fwd":
        from ._forward import build_forward

        return build_forward(spec, config)
    from ._backward import build_backward

    return build_backward(spec, config)


def _compile_env(spec: KernelSpec) -> dict:
    return {"FLYDSL_GPU_ARCH": spec.arch, "ARCH": spec.arch, "ROCM_PATH": find_rocm_path(),
            "FLYDSL_RUNTIME_ENABLE_CACHE": "0"}


def _placeholder_args(spec: KernelSpec, flyc, fx, pointer_dtypes: dict) -> list:
    """Launcher arguments that specialise it without any device buffer: null typed pointers."""
    # The 1-byte quantized dtypes are addressed as bytes (their stores pack the codes).
    elem = {"f32": fx.Float32, "f16": fx.Float16, "bf16": fx.BFloat16, None: fx.Float32,
            "i8": fx.Int8, "f8e4m3fn": fx.Int8, "f8e4m3fnuz": fx.Int8}
    placeholders = [flyc.from_c_void_p(elem[pointer_dtypes[a.name]], None, assumed_align=16)
                    for a in kernel_args(spec) if a.size == 8]
    scalars = [1 if a.kind == "i32" else 1e-6 for a in kernel_args(spec) if a.size == 4]
    return placeholders + scalars


@contextlib.contextmanager
def _stderr_captured(into: list):
    """Collects what is written to file descriptor 2 (LLVM's diagnostics bypass sys.stderr)
    into ``into`` (one string)."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            into.append(sink.read().decode(errors="replace"))


# A compiler diagnostic ("error: ...", e.g. an intrinsic the target lacks) fails the build: LLVM
# may print one and still emit a code object.
_DIAGNOSTIC = re.compile(r"^\s*(?:\S+: )?error:.*$", re.M | re.I)


def _compile_uncached(spec: KernelSpec, config: LaunchConfig) -> tuple:
    flyc, fx = _import_flydsl()
    printed: list[str] = []
    with tempfile.TemporaryDirectory(prefix="flynorm-isa-") as dump, _LOCK, _env({
        **_compile_env(spec), "COMPILE_ONLY": "1",
        "FLYDSL_DEBUG_DUMP_ASM": "1", "FLYDSL_DUMP_DIR": dump,
    }):
        launch, pointer_dtypes = _build(spec, config)
        try:
            with contextlib.redirect_stdout(io.StringIO()), _stderr_captured(printed), \
                    occupancy_hint(config.max_waves_per_eu):
                launch(*_placeholder_args(spec, flyc, fx, pointer_dtypes))
        except Exception as exc:  # FlyDSL raises its own error types; keep the message
            if "lld" in str(exc) and "error:" not in "".join(printed):
                raise KernelCompileError(f"linking failed ({exc}); {LLD_HINT}") from exc
            raise KernelCompileError(f"FlyDSL failed to compile {spec.kernel_name} for "
                                     f"{spec.arch}: {exc}{_printed_tail(printed)}") from exc
        diagnostics = _DIAGNOSTIC.findall("".join(printed))
        if diagnostics:
            shown = "\n".join(dict.fromkeys(d.strip() for d in diagnostics))
            raise KernelCompileError(f"the compiler reported errors building {spec.kernel_name} "
                                     f"for {spec.arch}:\n{shown}")
        if printed[0]:
            sys.stderr.write(printed[0])  # warnings and notes pass through

        hsaco = _extract_binary(compiled_ir_text(launch))
        isa_files = sorted(Path(dump).rglob("*.s"))
        isa = isa_files[0].read_text() if isa_files else ""
    return hsaco, isa


_unwritable: set[str] = set()  # cache folders already warned about


def _store(spec: KernelSpec, config: LaunchConfig, key: str, hsaco: bytes, isa: str) -> None:
    """Writes the entry; a cache that cannot take it only costs a compile next time."""
    folder = cache_dir()
    try:
        cache.store(folder, spec, config, key, hsaco, isa)
    except OSError as exc:
        if str(folder) not in _unwritable:
            _unwritable.add(str(folder))
            warnings.warn(f"jax_flynorm: the kernel cache {folder} cannot be written ({exc}); "
                          f"kernels are compiled again in each process. Set {CACHE_ENV} to a "
                          f"writable folder", RuntimeWarning, stacklevel=3)


def _printed_tail(printed: list) -> str:
    text = "".join(printed).strip()
    return f"\ncompiler output:\n{text[-2000:]}" if text else ""


def compile_kernel(spec: KernelSpec, config: LaunchConfig | None = None, *,
                   use_cache: bool = True) -> CompiledKernel:
    """Compile (or load from the disk cache) the kernel for ``spec``.

    Raises KernelCompileError with an installation hint when FlyDSL, torch or ld.lld is missing.
    """
    config = config or spec.default_config()
    config.validate(spec.n, spec.heads)
    key = cache_key(spec, config)
    found = cache.load(cache_dir(), spec, config, key) if use_cache else None
    hsaco, isa = found or _compile_uncached(spec, config)
    if use_cache and found is None:
        _store(spec, config, key, hsaco, isa)
    args = kernel_args(spec)
    return CompiledKernel(
        spec=spec, config=config, hsaco=hsaco, symbol=spec.kernel_name, args=args,
        kernarg_size=args[-1].offset + args[-1].size,
        plan=LaunchPlan(spec.direction, config.rows_per_block, config.block_threads,
                        heads=spec.heads),
        isa=isa, key=key,
    )


__all__ = ["CompiledKernel", "KernelArg", "KernelCompileError", "cache_dir", "cache_key",
           "compile_kernel", "find_rocm_path", "source_hash"]
