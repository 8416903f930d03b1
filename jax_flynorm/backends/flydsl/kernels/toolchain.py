"""Finding the ld.lld that links FlyDSL's code objects: one search for the compiler and for the
`auto` backend's availability check, so `auto` never picks FlyDSL and then fails to link.

Pure Python (no FlyDSL, no torch).
"""

from __future__ import annotations

import glob
import importlib.util
import os
import shutil
from pathlib import Path

LLD_HINT = "apt-get install lld-19 (or install ROCm, which ships $ROCM_PATH/llvm/bin/ld.lld)"
_OPT_ROCM = "/opt/rocm"
# Python packages of ROCm's wheels whose folder is a ROCm root (lib/llvm/bin/ld.lld inside).
_WHEEL_PACKAGES = ("_rocm_sdk_core",)
# Versioned ld.lld names accepted from PATH: LLVM 19 is the first that links code object v6.
LLD_VERSIONS = range(22, 18, -1)
# Where a ROCm root keeps ld.lld: the classic layout, and the one of the wheels and newer installs.
_LLD_IN_ROOT = (("llvm", "bin", "ld.lld"), ("lib", "llvm", "bin", "ld.lld"))


def rocm_roots() -> list[str]:
    """Candidate ROCm roots, most specific first: $ROCM_PATH, /opt/rocm, /opt/rocm/core*, and the
    folders of installed ROCm wheels."""
    roots = [os.environ.get("ROCM_PATH"), _OPT_ROCM, *sorted(glob.glob(f"{_OPT_ROCM}/core*"))]
    for package in _WHEEL_PACKAGES:
        try:
            spec = importlib.util.find_spec(package)
        except (ImportError, ValueError):
            spec = None
        if spec and spec.submodule_search_locations:
            roots += list(spec.submodule_search_locations)
    return [r for r in dict.fromkeys(roots) if r]


def find_lld() -> Path | None:
    """The ld.lld to link with: one inside a ROCm root, else ld.lld or ld.lld-19..22 on PATH."""
    for root in rocm_roots():
        for parts in _LLD_IN_ROOT:
            path = Path(root, *parts)
            if path.is_file() and os.access(path, os.X_OK):
                return path
    for name in ["ld.lld", *(f"ld.lld-{v}" for v in LLD_VERSIONS)]:
        found = shutil.which(name)
        if found:
            return Path(found)
    return None
