"""The kernels the package ships: generic code objects, one archive per GPU arch.

Pure Python (no FlyDSL, torch or linker): the lowering reads code objects from
``prebuilt/<arch>.zip`` beside this package. Each archive holds ``manifest.json`` and one
``<id>.hsaco`` per kernel (`kernel_id`: kernel names leave dtypes out); the manifest names the
FlyDSL release and the hash of the kernel sources (compile.source_hash) that built it, and each
kernel's spec, tiling, size and SHA-256.
``python -m tools.prebuilt build`` writes the archives (docs/prebuilt.md).

An archive whose source hash is not that of the sources beside it (kernel sources edited since it
was built) is stale: it is not used, and the kernels compile with FlyDSL as before.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import zipfile
from pathlib import Path

from .compile import CompiledKernel, source_hash
from .config import LaunchConfig
from .spec import KernelSpec, LaunchPlan, kernel_args

FOLDER = Path(__file__).resolve().parent.parent / "prebuilt"
FORMAT = "jax_flynorm-prebuilt/1"
MANIFEST = "manifest.json"
# "0" turns the shipped kernels off: every kernel compiles with FlyDSL (the development path);
# a folder path reads the archives there instead of the package's.
ENV = "JAX_FLYNORM_PREBUILT"


def folder() -> Path:
    value = os.environ.get(ENV, "").strip()
    return Path(value) if value not in ("", "0", "1") else FOLDER


def archive_path(arch: str) -> Path:
    return folder() / f"{arch}.zip"


def enabled() -> bool:
    return os.environ.get(ENV, "").strip() != "0"


def manifest(arch: str) -> dict | None:
    """The manifest of ``arch``'s archive, or None when there is none or it is stale."""
    return _manifest(archive_path(arch), arch)


@functools.cache
def _manifest(path: Path, arch: str) -> dict | None:
    try:
        with zipfile.ZipFile(path) as archive:
            data = json.loads(archive.read(MANIFEST))
    except (OSError, KeyError, ValueError, zipfile.BadZipFile):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("arch") != arch:
        return None
    if data.get("source") != source_hash():
        return None
    return data


def kernel_id(spec: KernelSpec) -> str:
    """A generic spec's name in the archive: a hash of the whole spec."""
    text = json.dumps(dataclasses.asdict(spec), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def shipped(arch: str) -> bool:
    """Whether an archive of current kernels ships for ``arch``."""
    return enabled() and manifest(arch) is not None


def find(spec: KernelSpec, rows: int | None = None) -> CompiledKernel | None:
    """The shipped kernel that computes ``spec``'s rows (``rows`` of them, when known), or
    None: ``spec`` itself where it ships with the tiling it takes for these rows (a few
    specialised kernels do), else the generic kernel of its size class."""
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
    data = _manifest(path, generic.arch)
    name = kernel_id(generic)
    entry = (data or {}).get("kernels", {}).get(name)
    if entry is None or entry.get("spec") != dataclasses.asdict(generic):
        return None
    with zipfile.ZipFile(path) as archive:
        hsaco = archive.read(f"{name}.hsaco")
    if len(hsaco) != entry.get("bytes") or hashlib.sha256(hsaco).hexdigest() != entry.get(
            "sha256"):
        raise RuntimeError(f"jax_flynorm: the shipped kernel {generic.kernel_name} in "
                           f"{path} does not match its manifest; "
                           "reinstall jax_flynorm")
    config = LaunchConfig(**entry["config"])
    args = kernel_args(generic)
    return CompiledKernel(
        spec=generic, config=config, hsaco=hsaco, symbol=generic.kernel_name, args=args,
        kernarg_size=args[-1].offset + args[-1].size,
        plan=LaunchPlan(generic.direction, config.rows_per_block, config.block_threads,
                        heads=max(1, generic.heads)),
        isa="", key=entry["sha256"][:40])


def entry(spec: KernelSpec, config: LaunchConfig, hsaco: bytes) -> dict:
    """A kernel's manifest entry."""
    return {"spec": dataclasses.asdict(spec), "config": dataclasses.asdict(config),
            "bytes": len(hsaco), "sha256": hashlib.sha256(hsaco).hexdigest()}
