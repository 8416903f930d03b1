"""The disk cache of compiled kernels: raw code-object bytes beside a JSON manifest.

Nothing in a cache folder is ever executed or unpickled, so a shared or downloaded cache is data
only. An entry is used only when its manifest names exactly the requested key, spec and config
and the code object matches the manifest's length and SHA-256; anything else (corrupt, truncated,
foreign, written by another version) is a miss, and the kernel is compiled again.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import os
import tempfile
from pathlib import Path

from .config import LaunchConfig
from .spec import KernelSpec

FORMAT = "jax_flynorm-kernel/1"


def _paths(folder: Path, spec: KernelSpec, key: str) -> tuple[Path, Path]:
    stem = f"{spec.kernel_name}-{spec.arch}-{key}"
    return folder / f"{stem}.hsaco", folder / f"{stem}.json"


def _identity(spec: KernelSpec, config: LaunchConfig, key: str) -> dict:
    return {"format": FORMAT, "key": key, "spec": dataclasses.asdict(spec),
            "config": dataclasses.asdict(config)}


def load(folder: Path, spec: KernelSpec, config: LaunchConfig, key: str) -> tuple | None:
    """(code object bytes, ISA text) of a valid entry, else None."""
    hsaco_path, manifest_path = _paths(folder, spec, key)
    try:
        manifest = json.loads(manifest_path.read_text())
        hsaco = hsaco_path.read_bytes()
    except (OSError, ValueError):
        return None
    if not isinstance(manifest, dict):
        return None
    if {k: manifest.get(k) for k in ("format", "key", "spec", "config")} != _identity(
            spec, config, key):
        return None
    if (manifest.get("bytes") != len(hsaco) or not hsaco.startswith(b"\x7fELF")
            or manifest.get("sha256") != hashlib.sha256(hsaco).hexdigest()):
        return None
    isa = manifest.get("isa")
    return hsaco, isa if isinstance(isa, str) else ""


def write_atomic(path: Path, data: bytes) -> None:
    # Temporary file renamed into place: concurrent writers and readers never see a partial file.
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def store(folder: Path, spec: KernelSpec, config: LaunchConfig, key: str, hsaco: bytes,
          isa: str) -> None:
    hsaco_path, manifest_path = _paths(folder, spec, key)
    folder.mkdir(parents=True, exist_ok=True)
    manifest = {**_identity(spec, config, key), "bytes": len(hsaco),
                "sha256": hashlib.sha256(hsaco).hexdigest(), "isa": isa}
    write_atomic(hsaco_path, hsaco)  # bytes first: a manifest never names bytes not yet written
    write_atomic(manifest_path, json.dumps(manifest, indent=1, sort_keys=True).encode())
