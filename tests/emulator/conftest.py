"""A fresh kernel cache for the emulator tests."""

import pytest

CACHE_ENV = "JAX_FLYNORM_CACHE_DIR"


@pytest.fixture(scope="session", autouse=True)
def emulator_cache(tmp_path_factory):
    """Compile every kernel from the current sources into a per-session cache."""
    path = tmp_path_factory.mktemp("emulator-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(CACHE_ENV, str(path))
        yield path
