"""The portable jnp path (backend 'xla') against the float64 oracle."""

from tests.norm_suite import NormSuite


class TestXlaBackend(NormSuite):
    backend = "xla"
