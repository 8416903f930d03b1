"""Opening the package's native libraries (plain shared libraries, loaded with ctypes)."""

from __future__ import annotations

import ctypes
import importlib.util
import os
from pathlib import Path


def library_path(module: str, env_var: str) -> Path:
    """Where a native library is: `env_var` if set, else located like the extension module it is
    named as (find_spec only finds the file, never imports it; it sees editable installs too)."""
    override = os.environ.get(env_var)
    if override:
        return Path(override)
    spec = importlib.util.find_spec(module)
    if spec and spec.origin:
        return Path(spec.origin)
    # Not found: name where it would be, for the error message.
    package_root = Path(__file__).parents[1]  # jax_flynorm/
    *folders, name = module.split(".")[1:]
    return package_root.joinpath(*folders, name + ".so")


def open_library(module: str, env_var: str) -> tuple[ctypes.CDLL | None, str | None]:
    """(library, None), or (None, why not and how to fix it)."""
    path = library_path(module, env_var)
    if not path.exists():
        return None, (f"{path} is missing; install the package with `pip install .` so its C++ "
                      "extension is built")
    try:
        return ctypes.CDLL(str(path)), None
    except OSError as err:
        return None, f"cannot load {path}: {err}"
