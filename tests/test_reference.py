"""The portable jnp path (implementation 'xla') against the float64 oracle."""

from tests.norm_suite import NormSuite


class TestXlaBackend(NormSuite):
    implementation = "xla"
