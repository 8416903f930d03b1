"""The kernels the package ships: generic code objects, one archive per GPU arch.

Pure Python (no FlyDSL, torch or linker): the lowering reads code objects from
``prebuilt/<arch>.zip`` beside this package. Each archive holds ``manifest.json`` and one
``<id>.hsaco`` per kernel (`kernel_id`: kernel names leave dtypes out); the manifest names the
FlyDSL release and the hash of the kernel sources (compile.source_hash) that built it, and each
kernel's spec, launch config, size and SHA-256s (`digest` seals spec, config and code together).
``python -m tools.prebuilt build`` writes the archives (docs/prebuilt.md).

An archive whose source hash is not that of the sources beside it (kernel sources edited since it
was built) is stale: it is not used, and the kernels compile with FlyDSL as before. An install
without the ``.py`` sources compares with the hash the build recorded (`SOURCES`) instead.
`unusable` says why an arch's archive is not used; a kernel the manifest names but the archive
cannot give as recorded is an `ArchiveError`.
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

from .compile import CompiledKernel, source_hash
from .config import LaunchConfig
from .spec import KernelSpec, LaunchPlan, kernel_args

FOLDER = Path(__file__).resolve().parent.parent / "prebuilt"
# The kernel sources' hash when the archives were built (`python -m tools.prebuilt build` writes
# it): what an install without .py sources checks the archives against.
SOURCES = FOLDER / "sources.sha256"
FORMAT = "jax_flynorm-prebuilt/1"
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


def expected_source() -> str | None:
    """The source hash a current archive records: that of the kernel sources here, or the one the
    build recorded where the .py sources are not installed (a compiled-only install)."""
    try:
        return source_hash()
    except OSError:
        pass
    try:
        return SOURCES.read_text().strip()
    except OSError:
        return None


def unusable(arch: str) -> str | None:
    """Why ``arch``'s archive is not used (turned off, missing, unreadable, stale), or None."""
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
    """(manifest, None) of a current archive, else (None, why it is not used)."""
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
            or not isinstance(data.get("kernels"), dict)):
        return None, f"{path}: its {MANIFEST} is not a {FORMAT} manifest; {REINSTALL}"
    if data.get("arch") != arch:
        return None, f"{path} holds kernels for {data.get('arch')!r}, not {arch}"
    if data.get("source") != expected_source():
        return None, (f"{path} was built from other kernel sources than these (stale; "
                      "`python -m tools.prebuilt build` rebuilds it)")
    return data, None


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
        with zipfile.ZipFile(path) as archive:
            hsaco = archive.read(f"{name}.hsaco")
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
    args = kernel_args(generic)
    return CompiledKernel(
        spec=generic, config=config, hsaco=hsaco, symbol=generic.kernel_name, args=args,
        kernarg_size=args[-1].offset + args[-1].size,
        plan=LaunchPlan(generic.direction, config.rows_per_block, config.block_threads,
                        heads=max(1, generic.heads)),
        isa="", key=entry["digest"][:40])


def entry(spec: KernelSpec, config: LaunchConfig, hsaco: bytes) -> dict:
    """A kernel's manifest entry."""
    s, c = dataclasses.asdict(spec), dataclasses.asdict(config)
    return {"spec": s, "config": c, "bytes": len(hsaco),
            "sha256": hashlib.sha256(hsaco).hexdigest(), "digest": digest(s, c, hsaco)}
