"""Compile API: KernelSpec -> code object (HSACO), symbol, launch plan and kernarg layout.

Compiles without a GPU (FlyDSL's COMPILE_ONLY mode); only an ``ld.lld`` is needed. Results are
cached on disk under ``$JAX_FLYNORM_CACHE_DIR`` (default ``~/.cache/jax_flynorm/kernels``), keyed
by everything that changes the binary, as raw code objects with JSON manifests (see cache.py).
FlyDSL and torch are imported only here, lazily.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import functools
import hashlib
import importlib.util
import io
import json
import os
import re
import sys
import tempfile
import threading
import warnings
from pathlib import Path

import numpy as np

from . import cache
from ._flydsl import KernelCompileError, compiled_ir_text, flydsl_version, occupancy_hint
from .config import LaunchConfig
from .spec import KernelArg, KernelSpec, LaunchPlan, kernel_args
from .toolchain import LLD_HINT, find_lld

CACHE_ENV = "JAX_FLYNORM_CACHE_DIR"
CACHE_FORMAT = 2  # 2: raw code object + JSON manifest (1 was a pickle)
INSTALL_HINT = 'pip install "jax_flynorm[flydsl]"'
# The rocm extra leaves torch out (an unpinned torch from PyPI is a multi-GB CUDA build).
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


# What a kernel's code depends on, by direction: its builder module and the compile path
# (`_compile_uncached` here), with every definition of this package they reach (`code_digest`).
CODE_ROOTS = {"fwd": (("_forward", None), ("compile", "_compile_uncached")),
              "bwd": (("_backward", None), ("compile", "_compile_uncached"))}
KEY_FORMAT = 3  # 3: the code digest by direction and the ABI (2 hashed the raw kernel sources)


def _source(module: str) -> str:
    return (Path(__file__).parent / f"{module}.py").read_text()


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _canonical(node) -> str:
    """A syntax tree as text that is the same on every Python version: node types and fields,
    without positions, docstrings or the empty fields newer versions add, nor what a `raise`
    raises (an error's type and message shape no code) or a class validates (`_validation`)."""
    if isinstance(node, ast.Raise):
        return "Raise"
    if isinstance(node, list):
        return "[" + ",".join(map(_canonical, node)) + "]"
    if not isinstance(node, ast.AST):
        return repr(node)
    fields = []
    for name in node._fields:
        value = getattr(node, name, None)
        if name == "body" and isinstance(node, _DEFINITIONS):
            value = [n for n in value[1 if ast.get_docstring(node) else 0:]
                     if not _validation(node, n)]
        if value is not None and value != []:
            fields.append(f"{name}={_canonical(value)}")
    return f"{type(node).__name__}({','.join(fields)})"


def _validation(parent, node) -> bool:
    """Whether ``node`` is a class's validation (its `__post_init__` or a `_check_*` method): it
    raises or lets an object through unchanged, so it shapes no code (a check relaxed to admit
    a new spec keeps the keys of the specs it admitted)."""
    return (isinstance(parent, ast.ClassDef) and isinstance(node, ast.FunctionDef)
            and (node.name == "__post_init__" or node.name.startswith("_check")))


def _names(node):
    """The names a node's code reads, but in what it raises or validates (`_canonical`)."""
    if isinstance(node, ast.Name):
        yield node.id
    for child in ast.iter_child_nodes(node):
        if not (isinstance(child, ast.Raise) or _validation(node, child)):
            yield from _names(child)


def _module(module: str, source) -> tuple[dict, dict, dict]:
    """A module's top-level statements by the name each defines (None: defines none), its plain
    data (`NAME = literal`) by name, and its relative imports by local name: (module, name; None
    for a module), the module one of this package ("_device") or, outside it, its full name
    ("jax_flynorm._ops")."""
    defs, data, imports = {}, {}, {}
    for node in ast.parse(source(module)).body:
        if isinstance(node, ast.ImportFrom) and node.level:
            outside = importlib.util.resolve_name("." * node.level + (node.module or ""),
                                                  __package__)
            for alias in node.names:
                imports[alias.asname or alias.name] = (
                    (outside, alias.name) if node.level > 1 else (node.module, alias.name)
                    if node.module else (alias.name, None))
        elif isinstance(node, (ast.Import, ast.ImportFrom)) or (
                isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)):
            continue
        elif (value := _literal(node)) is not None:
            data[node.targets[0].id] = (value[0], node)
        else:
            targets = (node.targets if isinstance(node, ast.Assign) else [node.target]
                       if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else [node])
            names = ([node.name] if isinstance(node, _DEFINITIONS) else
                     [t.id for target in targets for t in ast.walk(target)
                      if isinstance(t, ast.Name) and isinstance(t.ctx, ast.Store)])
            for name in names or [None]:
                defs.setdefault(name, []).append(node)
    for name in set(data) & set(defs):  # bound again by other statements: code, not data
        defs[name].insert(0, data.pop(name)[1])
    return defs, {name: value for name, (value, _) in data.items()}, imports


def _literal(node) -> tuple | None:
    """(value,) of a `NAME = literal` statement whose value is plain data, else None."""
    if not (isinstance(node, ast.Assign) and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)):
        return None
    try:
        value = ast.literal_eval(node.value)
    except (ValueError, TypeError, SyntaxError):
        return None
    return (value,) if _plain(value) else None


def _plain(value) -> bool:
    if isinstance(value, dict):
        return all(_plain(k) and _plain(v) for k, v in value.items())
    if isinstance(value, (tuple, list)):
        return all(map(_plain, value))
    return value is None or isinstance(value, (bool, int, float, str, np.dtype))


def code_digest(direction: str, source=_source) -> str:
    """The digest of what a ``direction`` kernel's code depends on (CODE_ROOTS): the builder
    module whole, and each definition its code names, followed through this package's imports;
    code as its syntax tree (docstrings and comments left out, `_canonical`), and each name bound
    to plain data (a literal, or a value imported from outside the package: the op table's) by
    its value, so moving a constant keeps the digest. The argument ABI the op table gives a
    kernel is `kernel_args`, in the key beside this. ``source(module)``: a module's text."""
    parsed = functools.cache(lambda module: _module(module, source))
    todo, seen, parts = list(CODE_ROOTS[direction]), set(), set()
    while todo:
        module, name = item = todo.pop()
        if item in seen:
            continue
        seen.add(item)
        defs, data, imports = parsed(module)
        if name in data:
            parts.add(f"{module}.{name} = {data[name]!r}")
            continue
        if name is not None and name not in defs:  # a name the module imports
            target, attr = imports[name]
            if "." not in target:  # a module of this package
                todo.append((target, attr))
            elif _plain(value := getattr(importlib.import_module(target), attr)):
                parts.add(f"{module}.{name} = {value!r}")
            continue
        nodes = [n for ns in defs.values() for n in ns] if name is None else (
            defs[name] + defs.get(None, []))
        for node in nodes:
            parts.add(f"{module}:{_canonical(node)}")
            todo += [(module, ref) for ref in set(_names(node))
                     if ref in defs or ref in data or ref in imports]
    return hashlib.sha256("\n".join(sorted(parts)).encode()).hexdigest()


@functools.cache
def code_digests() -> dict:
    """{direction: `code_digest`} of the kernel sources here (OSError where they are not
    installed)."""
    return {d: code_digest(d) for d in CODE_ROOTS}


def cache_key(spec: KernelSpec, config: LaunchConfig, *, code: str | None = None,
              flydsl: str | None = None) -> str:
    """A kernel's key: everything that changes its code object (the disk cache's key and the
    one the archives record per kernel). Runtime values (eps, M, P) are not in it; nor is
    anything of the sources that leaves the kernel's code as it was (`code_digest`)."""
    payload = {
        "format": KEY_FORMAT,
        "code": code or code_digests()[spec.direction],
        "abi": [dataclasses.astuple(a) for a in kernel_args(spec)],
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
           "code_digest", "code_digests", "compile_kernel", "find_rocm_path"]
