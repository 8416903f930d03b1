"""The C++ CPU custom call (implementation 'cpu') against the float64 oracle."""

from tests.norm_suite import NormSuite


class TestCpuCustomCall(NormSuite):
    implementation = "cpu"
