"""The emulator tests' optional dependencies and IR prefetching.

llvmlite (and, for kernel IR, FlyDSL + torch) are optional: without them these tests skip, unless
FLYNORM_REQUIRE_FLYDSL=1, which turns the skip into a failure (CI sets it).
"""

import importlib.util
import os

import pytest


def require(*modules):
    """Skip the calling module (or fail, under FLYNORM_REQUIRE_FLYDSL=1) when a module is
    missing."""
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        if os.environ.get("FLYNORM_REQUIRE_FLYDSL") == "1":
            pytest.fail(f"FLYNORM_REQUIRE_FLYDSL=1 but {missing} not installed")
        pytest.skip(f"needs {missing}", allow_module_level=True)


def prefetch_ir(specs):
    """Build the IR of many specs in parallel (one FlyDSL compile each, ~1 s on one core)."""
    from tools.emulator.ir import prefetch

    prefetch(specs, os.cpu_count() or 1)
