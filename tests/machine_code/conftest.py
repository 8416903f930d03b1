"""The machine-code executor's tests: a fresh kernel cache, the optional dependencies, and the
emulator suite's oracle checks pointed at the executor."""

import importlib.util
import os

import pytest

# A conftest cannot skip its folder: without the executor's dependencies its tests are not
# collected, unless FLYNORM_REQUIRE_FLYDSL=1 (CI), where that is an error.
_MISSING = [m for m in ("tinygrad", "flydsl", "torch") if importlib.util.find_spec(m) is None]
if _MISSING:
    if os.environ.get("FLYNORM_REQUIRE_FLYDSL") == "1":
        raise pytest.UsageError(f"FLYNORM_REQUIRE_FLYDSL=1 but {_MISSING} not installed")
    collect_ignore_glob = ["*.py"]

CACHE_ENV = "JAX_FLYNORM_CACHE_DIR"


@pytest.fixture(scope="session", autouse=True)
def machine_code_cache(tmp_path_factory):
    """Compile every kernel from the current sources into a per-session cache, or into the one
    that FLYNORM_TEST_KERNEL_CACHE names (.ci/run: one new cache that all its stages share)."""
    shared = os.environ.get("FLYNORM_TEST_KERNEL_CACHE")
    path = shared or tmp_path_factory.mktemp("machine-code-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(CACHE_ENV, str(path))
        yield path
