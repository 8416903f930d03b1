"""The machine-code executor's tests: a fresh kernel cache, the optional dependencies, and the
emulator suite's oracle checks pointed at the executor."""

import pytest

from tests.emulator.support import require

require("tinygrad", "flydsl", "torch")

CACHE_ENV = "JAX_FLYNORM_CACHE_DIR"


@pytest.fixture(scope="session", autouse=True)
def machine_code_cache(tmp_path_factory):
    """Compile every kernel from the current sources into a per-session cache."""
    path = tmp_path_factory.mktemp("machine-code-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(CACHE_ENV, str(path))
        yield path
