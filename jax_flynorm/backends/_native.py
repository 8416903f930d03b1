"""Opening the package's native libraries (plain shared libraries, loaded with ctypes).

Each library records the jaxlib whose XLA FFI headers it was compiled against. The FFI's structs
change between jaxlib releases, and `pip install .` builds in an isolated environment with the
newest jaxlib, so a library is refused unless that jaxlib's release (major.minor) is the installed
one; patch releases share the FFI.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
from pathlib import Path

REBUILD = ("rebuild the package against the installed jaxlib: pip install --no-build-isolation . "
           "(the build then uses the installed jaxlib's headers)")


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
        return None, (f"{path} is missing; install the package with "
                      "`pip install --no-build-isolation .` so its C++ extension is built")
    try:
        lib = ctypes.CDLL(str(path))
    except OSError as err:
        return None, f"cannot load {path}: {err}"
    reason = jaxlib_skew(built_jaxlib(lib), installed_jaxlib(), path)
    return (None, reason) if reason else (lib, None)


def built_jaxlib(lib: ctypes.CDLL) -> str | None:
    """The jaxlib version a library was compiled against, None if it does not say."""
    try:
        fn = lib.flynorm_built_jaxlib
    except AttributeError:
        return None
    fn.restype = ctypes.c_char_p
    return fn().decode()


def installed_jaxlib() -> str:
    import jaxlib.version

    return jaxlib.version.__version__


def _release(version: str) -> tuple[int, ...] | None:
    match = re.match(r"(\d+)\.(\d+)", version)
    return tuple(map(int, match.groups())) if match else None


def jaxlib_skew(built: str | None, installed: str, path) -> str | None:
    """Why a library built against jaxlib ``built`` must not run with ``installed``, or None."""
    if built is None:
        return f"{path} does not record which jaxlib it was built against; {REBUILD}"
    if _release(built) is None or _release(built) != _release(installed):
        return (f"{path} was built against the XLA FFI headers of jaxlib {built}, but jaxlib "
                f"{installed} is installed; {REBUILD}")
    return None
