"""The C++ CPU custom call (backend 'cpu') against the float64 oracle."""

from tests.norm_suite import NormSuite


class TestCpuCustomCall(NormSuite):
    backend = "cpu"
