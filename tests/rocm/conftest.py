"""The one FlyDSL gate of the ROCm tests: without FlyDSL and torch they skip, unless
FLYNORM_REQUIRE_FLYDSL=1 (CI sets it), which turns the skip into a failure."""

import importlib.util
import os

import pytest


@pytest.fixture(autouse=True)
def flydsl_installed():
    missing = [m for m in ("flydsl", "torch") if importlib.util.find_spec(m) is None]
    if missing:
        if os.environ.get("FLYNORM_REQUIRE_FLYDSL") == "1":
            pytest.fail(f"FLYNORM_REQUIRE_FLYDSL=1 but {missing} not installed")
        pytest.skip(f"needs {missing}")
