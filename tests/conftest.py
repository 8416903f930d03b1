"""Eight host CPU devices for the multi-device tests; XLA reads the flag when jax initialises its
backends, so it is set here, before any test module imports jax."""

import os

_FLAG = "--xla_force_host_platform_device_count=8"
if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = f"{os.environ.get('XLA_FLAGS', '')} {_FLAG}".strip()

# tests/rocm_compiler needs JAX's ROCm plugin, installed in an environment of its own by
# tools/rocm_compiler/run.sh (which CI runs after this suite).
if os.environ.get("FLYNORM_ROCM_COMPILER") != "1":
    collect_ignore = ["rocm_compiler"]

import numpy as np  # noqa: E402  (after XLA_FLAGS: numpy does not initialise jax)
import pytest  # noqa: E402


@pytest.fixture
def rng(request):
    """A numpy Generator with a fresh seed per test, printed (pytest shows it with a failure);
    FLYNORM_TEST_SEED=<seed> replays a run."""
    seed = int(os.environ.get("FLYNORM_TEST_SEED") or
               np.random.SeedSequence().entropy % (1 << 63))
    print(f"{request.node.nodeid}: numpy seed {seed} (FLYNORM_TEST_SEED={seed} replays it)")
    return np.random.default_rng(seed)


@pytest.fixture
def eight_devices():
    """The multi-device tests' eight devices (the XLA flag above gives eight host CPUs); a module
    takes it with ``pytestmark = pytest.mark.usefixtures("eight_devices")``."""
    import jax

    from tests.sharding_support import NDEV

    if len(jax.devices()) < NDEV:
        msg = f"needs {NDEV} devices, found {len(jax.devices())} (tests/conftest.py sets XLA_FLAGS)"
        if os.environ.get("FLYNORM_REQUIRE_MULTIGPU") == "1":
            pytest.fail(msg)
        pytest.skip(msg)
