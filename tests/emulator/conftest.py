"""A fresh kernel cache for the emulator tests (or the one CI shares between its stages)."""

import os

import pytest

CACHE_ENV = "JAX_FLYNORM_CACHE_DIR"


@pytest.fixture(scope="session", autouse=True)
def emulator_cache(tmp_path_factory):
    """Compile every kernel from the current sources into a per-session cache, or into the one
    that FLYNORM_TEST_KERNEL_CACHE names (.ci/run: one new cache that all its stages share)."""
    shared = os.environ.get("FLYNORM_TEST_KERNEL_CACHE")
    path = shared or tmp_path_factory.mktemp("emulator-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(CACHE_ENV, str(path))
        yield path
