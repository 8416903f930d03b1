"""Shared setup of the emulator tests: optional dependencies, a fresh kernel cache, prefetching IR.

llvmlite (and, for kernel IR, FlyDSL + torch) are optional: without them these tests skip, unless
FLYNORM_REQUIRE_FLYDSL=1, which turns the skip into a failure (CI sets it).
"""

import importlib.util
import os

import pytest

REQUIRED = os.environ.get("FLYNORM_REQUIRE_FLYDSL") == "1"
CACHE_ENV = "JAX_FLYNORM_CACHE_DIR"


def require(*modules):
    """Skip (or fail, under FLYNORM_REQUIRE_FLYDSL=1) when a module is missing."""
    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        if REQUIRED:
            pytest.fail(f"FLYNORM_REQUIRE_FLYDSL=1 but {missing} not installed")
        pytest.skip(f"needs {missing}")


@pytest.fixture(scope="session", autouse=True)
def emulator_cache(tmp_path_factory):
    """Compile every kernel from the current sources into a per-session cache."""
    path = tmp_path_factory.mktemp("emulator-cache")
    old = os.environ.get(CACHE_ENV)
    os.environ[CACHE_ENV] = str(path)
    yield path
    if old is None:
        os.environ.pop(CACHE_ENV, None)
    else:
        os.environ[CACHE_ENV] = old


def prefetch_ir(specs):
    """Build the IR of many specs in parallel (one FlyDSL compile each, ~1 s on one core)."""
    from jax_flynorm.backends.flydsl.kernels.ir import prefetch

    prefetch(specs, os.cpu_count() or 1)
