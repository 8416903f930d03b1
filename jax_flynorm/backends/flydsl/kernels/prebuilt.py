"""The kernels the package ships: generic code objects, one archive per GPU arch.

Pure Python (no FlyDSL, torch or linker): the lowering reads code objects from
``prebuilt/<arch>.zip`` beside this package. Each archive holds ``manifest.json`` and one
``<id>.hsaco`` per kernel (`kernel_id`: kernel names leave dtypes out); the manifest names the
FlyDSL release that built it, and each kernel's spec, launch config, size, SHA-256s (`digest`
seals spec, config and code together) and key (compile.cache_key: what shapes its code).
``python -m tools.prebuilt build`` writes the archives (docs/prebuilt.md).

A kernel whose key is not the one the sources beside it give (its builder or the code it depends
on edited since it was built) is stale: it is not used, and it compiles with FlyDSL as before;
the archive's other kernels still are. An install without the ``.py`` sources takes the code
digests the build recorded (`SOURCES`) instead. `unusable` says why an arch's archive is not
used; a kernel the manifest names but the archive cannot give as recorded is an `ArchiveError`.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import zipfile
import zlib
from pathlib import Path

from .compile import CompiledKernel, cache_key, code_digests
from .config import LaunchConfig
from .spec import KernelSpec, LaunchPlan, kernel_args

FOLDER = Path(__file__).resolve().parent.parent / "prebuilt"
# The kernel code's digests when the archives were built ({direction: compile.code_digest};
# `python -m tools.prebuilt build` writes it): what an install without .py sources checks the
# kernels' keys with.
SOURCES = FOLDER / "sources.json"
FORMAT = "jax_flynorm-prebuilt/2"
MANIFEST = "manifest.json"
# "0" turns the shipped kernels off: every kernel compiles with FlyDSL (the development path);
# "1" (or unset) reads the package's archives; a folder path reads the archives there instead.
ENV = "JAX_FLYNORM_PREBUILT"
REINSTALL = f"reinstall jax_flynorm, or set {ENV}=0 to compile every kernel with FlyDSL"


class ArchiveError(RuntimeError):
    """A kernel the archive's manifest names that the archive cannot give as recorded."""


def folder() -> Path | None:
    """The folder the archives are read from, None when ``JAX_FLYNORM_PREBUILT=0``; any other
    value than 0, 1 or an existing folder is an error."""
    value = os.environ.get(ENV, "").strip()
    if value in ("", "1"):
        return FOLDER
    if value == "0":
        return None
    if not Path(value).is_dir():
        why = "a file" if Path(value).exists() else "no such folder"
        raise ValueError(f"jax_flynorm: {ENV}={value!r} ({why}) must be 0 (compile every kernel "
                         f"with FlyDSL), 1 (the package's kernels, the default) or a folder "
                         f"holding <arch>.zip archives")
    return Path(value)


def archive_path(arch: str) -> Path:
    return (folder() or FOLDER) / f"{arch}.zip"


def enabled() -> bool:
    return folder() is not None


@functools.cache
def expected_code() -> tuple[dict | None, str | None]:
    """({direction: code digest} a current kernel's key holds, None): those of the kernel
    sources here, or those the build recorded where the .py sources are not installed (a
    compiled-only install); else (None, why neither is known)."""
    try:
        return code_digests(), None
    except OSError:
        pass
    try:
        recorded = json.loads(SOURCES.read_text())
    except FileNotFoundError:
        return None, (f"{SOURCES} is missing (the kernel code digests the archives are checked "
                      "with where the kernels' .py sources are not installed): reinstall "
                      "jax_flynorm, whose wheel ships it")
    except (OSError, ValueError) as exc:
        return None, f"{SOURCES} cannot be read ({exc}): reinstall jax_flynorm"
    if not (isinstance(recorded, dict) and all(isinstance(recorded.get(d), str)
                                               for d in ("fwd", "bwd"))):
        return None, f"{SOURCES} holds no code digests: reinstall jax_flynorm"
    return recorded, None


def unusable(arch: str) -> str | None:
    """Why ``arch``'s archive is not used (turned off, missing, unreadable, its kernels'
    code unknown), or None."""
    where = folder()
    if where is None:
        return f"{ENV}=0 turns the shipped kernels off"
    return _read(where / f"{arch}.zip", arch)[1]


def manifest(arch: str) -> dict | None:
    """The manifest of ``arch``'s archive, or None when it is not used (`unusable`)."""
    where = folder()
    return None if where is None else _read(where / f"{arch}.zip", arch)[0]


@functools.cache
def _read(path: Path, arch: str) -> tuple[dict | None, str | None]:
    """(manifest, None) of an archive that is used, else (None, why it is not)."""
    if not path.is_file():
        return None, f"{path} {'is not a file' if path.exists() else 'does not exist'}"
    try:
        with zipfile.ZipFile(path) as archive:
            data = json.loads(archive.read(MANIFEST))
    except KeyError:
        return None, f"{path} has no {MANIFEST}; {REINSTALL}"
    except (OSError, EOFError, zlib.error, zipfile.BadZipFile) as exc:
        return None, f"{path} is not a readable zip archive ({exc}); {REINSTALL}"
    except ValueError as exc:
        return None, f"{path}: its {MANIFEST} is not valid JSON ({exc}); {REINSTALL}"
    if (not isinstance(data, dict) or data.get("format") != FORMAT
            or not isinstance(data.get("kernels"), dict)
            or not isinstance(data.get("flydsl"), str)):
        return None, f"{path}: its {MANIFEST} is not a {FORMAT} manifest; {REINSTALL}"
    if data.get("arch") != arch:
        return None, f"{path} holds kernels for {data.get('arch')!r}, not {arch}"
    why = expected_code()[1]
    return (None, why) if why else (data, None)


def kernel_id(spec: KernelSpec) -> str:
    """A generic spec's name in the archive: a hash of the whole spec."""
    text = json.dumps(dataclasses.asdict(spec), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def digest(spec: dict, config: dict, hsaco: bytes) -> str:
    """The SHA-256 of a manifest entry's spec and launch config (as JSON) and its code object:
    a config changed alone would launch the code with a tiling it was not compiled for. The
    build, its check and the loader all use this one function."""
    h = hashlib.sha256(json.dumps({"spec": spec, "config": config}, sort_keys=True).encode())
    h.update(hsaco)
    return h.hexdigest()


def shipped(arch: str) -> bool:
    """Whether an archive of current kernels ships for ``arch``."""
    return manifest(arch) is not None


def find(spec: KernelSpec, rows: int | None = None) -> CompiledKernel | None:
    """The shipped kernel that computes ``spec``'s rows (``rows`` of them, when known), or
    None: ``spec`` itself where it ships with the tiling it takes for these rows (a few
    specialised kernels do), else the generic kernel of its size class. Raises `ArchiveError`
    for a kernel the archive names but cannot give."""
    if not enabled():
        return None
    exact = load(spec)
    if exact is not None and exact.config == spec.default_config(rows):
        return exact
    try:
        generic = spec.generic_for()
    except ValueError:  # e.g. scale groups no generic kernel takes
        return None
    return load(generic)


def load(generic: KernelSpec) -> CompiledKernel | None:
    """The shipped kernel of exactly this spec (generic or specialised), or None."""
    return _load(archive_path(generic.arch), generic)


@functools.cache
def _opened(path: Path, version: tuple) -> zipfile.ZipFile:
    """The archive, opened once per version of the file (reading its index takes as long as
    reading 100 kernels)."""
    return zipfile.ZipFile(path)


@functools.cache
def _load(path: Path, generic: KernelSpec) -> CompiledKernel | None:
    data, _ = _read(path, generic.arch)
    name = kernel_id(generic)
    entry = (data or {}).get("kernels", {}).get(name)
    if entry is None:
        return None
    what = f"{generic.kernel_name} ({name}.hsaco)"

    def damaged(problem: str) -> ArchiveError:
        return ArchiveError(f"jax_flynorm: the shipped kernel archive {path} is damaged: "
                            f"{problem}; {REINSTALL}")

    if not isinstance(entry, dict) or entry.get("spec") != dataclasses.asdict(generic):
        raise damaged(f"its manifest's entry {name} is not the spec of {generic.kernel_name}")
    try:
        stat = path.stat()
        hsaco = _opened(path, (stat.st_ino, stat.st_size, stat.st_mtime_ns)).read(f"{name}.hsaco")
    except KeyError:
        raise damaged(f"it has no code object for {what}") from None
    except (OSError, EOFError, zlib.error, zipfile.BadZipFile) as exc:
        raise damaged(f"the code object of {what} cannot be read ({exc})") from None
    try:
        config = LaunchConfig(**entry["config"])
    except (KeyError, TypeError, ValueError):
        raise damaged(f"the manifest gives no valid launch config for {what}") from None
    if entry.get("digest") != digest(entry["spec"], entry["config"], hsaco):
        raise damaged(f"the spec, launch config and code object of {what} do not match the "
                      "manifest's SHA-256")
    if entry.get("key") != key(generic, config, data["flydsl"]):
        return None  # stale: built from other kernel code than this
    args = kernel_args(generic)
    return CompiledKernel(
        spec=generic, config=config, hsaco=hsaco, symbol=generic.kernel_name, args=args,
        kernarg_size=args[-1].offset + args[-1].size,
        plan=LaunchPlan(generic.direction, config.rows_per_block, config.block_threads,
                        heads=max(1, generic.heads)),
        isa="", key=entry["key"])


def key(spec: KernelSpec, config: LaunchConfig, flydsl: str) -> str:
    """The key a current kernel of this spec, config and FlyDSL release records."""
    return cache_key(spec, config, code=expected_code()[0][spec.direction], flydsl=flydsl)


def entry(spec: KernelSpec, config: LaunchConfig, hsaco: bytes, key: str) -> dict:
    """A kernel's manifest entry."""
    s, c = dataclasses.asdict(spec), dataclasses.asdict(config)
    return {"spec": s, "config": c, "bytes": len(hsaco), "key": key,
            "sha256": hashlib.sha256(hsaco).hexdigest(), "digest": digest(s, c, hsaco)}
