"""Opening the package's native libraries (plain shared libraries, loaded with ctypes).

Each library records the XLA FFI API version (major.minor) of the headers it was compiled against,
and the jaxlib they came from. XLA runs a handler whose API version has the framework's major and
a minor up to its own (older minors stay supported for at least 12 months), and rejects any other;
a rejected handler registered before JAX's CPU backend starts takes that backend down. So a
library is opened only where the installed jaxlib's FFI API (its shipped headers,
`jax.ffi.include_dir()`, which match the runtime they ship with) accepts it, before anything
registers. The package builds against the oldest supported jaxlib (pyproject), so one build serves
every newer jaxlib.
"""

from __future__ import annotations

import ctypes
import functools
import importlib.util
import os
import re
from pathlib import Path

REBUILD = ("reinstall the package from its source with `pip install --force-reinstall --no-deps "
           ".` (it builds against the oldest supported jaxlib's FFI headers, which newer jaxlibs "
           "run)")


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


def open_library(module: str, env_var: str,
                 marker: str | None = None) -> tuple[ctypes.CDLL | None, str | None]:
    """(library, None), or (None, why not and how to fix it). ``marker`` is a symbol only the
    wanted library exports: a path to another library (the ROCm launcher named as the CPU
    handlers, say) is refused before anything looks up its other symbols."""
    path = library_path(module, env_var)
    if not path.exists():
        return None, (f"{path} is missing; install the package (`pip install .`) so its C++ "
                      "libraries are built")
    try:
        lib = ctypes.CDLL(str(path))
    except OSError as err:
        return None, f"cannot load {path}: {err}"
    reason = ffi_skew(_text(lib, "flynorm_ffi_api_version"), installed_ffi_api(),
                      _text(lib, "flynorm_built_jaxlib"), installed_jaxlib(), path)
    if reason is None and marker is not None and not hasattr(lib, marker):
        where = f" (named by {env_var})" if os.environ.get(env_var) else ""
        reason = (f"{path}{where} is not the library {module} (it has no {marker}); point "
                  f"{env_var} at that library, or unset it")
    return (None, reason) if reason else (lib, None)


def _text(lib: ctypes.CDLL, symbol: str) -> str | None:
    """What a library's ``const char *symbol(void)`` returns, None if it has no such symbol or
    it returns NULL."""
    try:
        fn = getattr(lib, symbol)
    except AttributeError:
        return None
    fn.restype = ctypes.c_char_p
    text = fn()
    return None if text is None else text.decode(errors="replace")  # None: it returned NULL


def installed_jaxlib() -> str:
    import jaxlib.version

    return jaxlib.version.__version__


@functools.cache
def installed_ffi_api() -> str | None:
    """The XLA FFI API version (major.minor) of the installed jaxlib, from the headers it ships
    (None if they cannot be read)."""
    import jax

    header = Path(jax.ffi.include_dir()) / "xla" / "ffi" / "api" / "c_api.h"
    try:
        text = header.read_text()
    except OSError:
        return None
    found = [re.search(rf"^#define XLA_FFI_API_{part} (\d+)$", text, re.M)
             for part in ("MAJOR", "MINOR")]
    return ".".join(m.group(1) for m in found) if all(found) else None


def _api(version: str | None) -> tuple[int, int] | None:
    match = re.fullmatch(r"(\d+)\.(\d+)", version or "")
    return (int(match.group(1)), int(match.group(2))) if match else None


def ffi_skew(built: str | None, installed: str | None, built_jaxlib: str | None,
             installed_jaxlib: str, path) -> str | None:
    """Why a library whose handlers have XLA FFI API version ``built`` must not be registered
    with a jaxlib whose FFI API is ``installed``, or None where XLA accepts them: the same major,
    and a minor no newer than the installed one."""
    if _api(built) is None:
        return f"{path} does not record the XLA FFI API version it was built with; {REBUILD}"
    if _api(installed) is None:
        return (f"cannot read the XLA FFI API version of the installed jaxlib "
                f"{installed_jaxlib} (#define XLA_FFI_API_MAJOR/MINOR in "
                f"jax.ffi.include_dir()/xla/ffi/api/c_api.h); reinstall jaxlib")
    (b_major, b_minor), (i_major, i_minor) = _api(built), _api(installed)
    if b_major == i_major and b_minor <= i_minor:
        return None
    return (f"{path} was built against XLA FFI API {built} (jaxlib {built_jaxlib or '?'}), "
            f"which jaxlib {installed_jaxlib} (XLA FFI API {installed}) cannot run; {REBUILD}")
