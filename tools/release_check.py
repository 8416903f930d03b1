"""Checks of the release artifacts (.ci/run's release stage; docs/releasing.md).

    python tools/release_check.py plat AUDITWHEEL_SHOW_OUTPUT manylinux_2_28_x86_64
        the wheel `auditwheel show` names is tagged PLAT, and it finds it consistent with PLAT or
        an older tag
    python3 release_check.py load DIR
        ctypes loads every shared library under DIR (an unpacked wheel) and each answers
        flynorm_ffi_api_version(); run in an old distribution's root (Python 3.9 there)
    python tools/release_check.py build-requires pyproject.toml
        prints build-system.requires, one a line (for `pip download`)
    python tools/release_check.py installed
        jax_flynorm imports from the environment's site-packages, not a checkout, and its
        __version__ is the installed distribution's
    python tools/release_check.py size WHEEL
        the wheel (the kernel archives are most of it) is at most MAX_WHEEL_MIB
"""

from __future__ import annotations

import re
import sys
from pathlib import Path


def plat(show_output: str, want: str) -> None:
    text = " ".join(Path(show_output).read_text().split())
    name = re.match(r"(\S+\.whl) ", text)
    consistent = re.search(r"consistent with the following platform tag: \"(manylinux_\w+)\"", text)
    if not name or want not in name.group(1)[:-4].split("-")[-1].split("."):
        sys.exit(f"the wheel is not tagged {want}: {text}")
    if not consistent or _glibc(consistent.group(1)) > _glibc(want):
        sys.exit(f"auditwheel does not find the wheel consistent with {want} or older: {text}")
    print(f"release: {name.group(1)}, consistent with {consistent.group(1)}")


def _glibc(tag: str) -> tuple[int, int]:
    major, minor = re.fullmatch(r"manylinux_(\d+)_(\d+)_x86_64", tag).groups()
    return int(major), int(minor)


def load(folder: str) -> None:
    import ctypes
    import os

    libraries = sorted(Path(folder).rglob("*.so"))
    if len(libraries) < 2:
        sys.exit(f"expected the CPU library and the ROCm launcher under {folder}: {libraries}")
    for path in libraries:
        lib = ctypes.CDLL(str(path))
        lib.flynorm_ffi_api_version.restype = ctypes.c_char_p
        api = lib.flynorm_ffi_api_version().decode()
        print(f"release: {path.name} loads under {os.confstr('CS_GNU_LIBC_VERSION')}, "
              f"Python {sys.version.split()[0]} (XLA FFI API {api})")


def build_requires(pyproject: str) -> None:
    import tomllib

    print("\n".join(tomllib.loads(Path(pyproject).read_text())["build-system"]["requires"]))


# The wheel's size limit: PyPI's default file limit is 100 MB, but every user downloads it.
MAX_WHEEL_MIB = 25


def size(wheel: str) -> None:
    mib = Path(wheel).stat().st_size / 2**20
    if mib > MAX_WHEEL_MIB:
        sys.exit(f"the wheel is {mib:.1f} MiB, over the {MAX_WHEEL_MIB} MiB limit: "
                 "ship fewer kernels, or raise the limit in tools/release_check.py")
    print(f"release: the wheel is {mib:.1f} MiB (limit {MAX_WHEEL_MIB})")


def installed() -> None:
    import importlib.metadata

    import jax_flynorm

    where = Path(jax_flynorm.__file__).resolve()
    if Path(sys.prefix).resolve() not in where.parents:
        sys.exit(f"jax_flynorm imports from {where}, outside {sys.prefix}")
    version = importlib.metadata.version("jax_flynorm")
    if jax_flynorm.__version__ != version:
        sys.exit(f"jax_flynorm.__version__ {jax_flynorm.__version__} != the installed {version}")
    print(f"release: jax_flynorm {version} from {where.parent}")


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    {"plat": plat, "load": load, "build-requires": build_requires,
     "installed": installed, "size": size}[command](*args)
