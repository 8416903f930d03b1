"""The shared suite (tests/norm_suite.py) for implementation="flydsl": the suite's calls as a user
makes them (jit, grad, vmap, jvp), every launch the real ROCm launcher makes executed as machine
code on the CPU (tests/machine_code/hip.py), once per arch.

Each case compiles its kernels and runs the executor, so the two shape grids are narrowed and
split between the archs (together they cover all but two of the forward grid's shapes: (1, 64)
and (3, 5120) add no tiling the others lack) and the hidden-size grid stops at 2^18 elements
(every N there still runs at least one row); every other test runs on both archs as the suite
has it. No case is left out for lack of kernel support.
"""

import shutil

import jax
import pytest

from tests.machine_code.hip import executing_launches, flydsl_on_cpu
from tests.norm_suite import NormSuite

if shutil.which("cc") is None:
    pytest.skip("no C compiler for the fake HIP runtime", allow_module_level=True)


class FlydslSuite(NormSuite):
    implementation = "flydsl"
    arch: str
    hidden_size_grid_max_elements = 1 << 18

    @pytest.fixture(autouse=True, scope="class")
    def fresh_programs(self):
        """Programs compiled for the other arch are not reused: eager calls are cached by their
        shapes and parameters, not by the arch they were lowered for."""
        jax.clear_caches()

    @pytest.fixture(autouse=True)
    def executed(self, monkeypatch, request):
        flydsl_on_cpu(monkeypatch, self.arch)
        with executing_launches() as launches:
            yield launches
        # Every test runs a kernel but the registry's answer and the calls on an empty x.
        callspec = getattr(request.node, "callspec", None)
        empty = callspec is not None and 0 in callspec.params.get("shape", (1,))
        if request.node.originalname != "test_backend_is_the_one_under_test" and not empty:
            assert launches, "no flydsl kernel ran: the suite did not reach the launcher"


class TestFlydslGfx942(FlydslSuite):
    arch = "gfx942"
    forward_shapes = [(199, 760), (2, 8192), (5, 1), (0, 64)]
    grad_shapes = [(199, 1128), (6, 1), (0, 32)]


class TestFlydslGfx950(FlydslSuite):
    arch = "gfx950"
    forward_shapes = [(7, 1000), (2, 3, 1128), (4096, 64), (64,)]
    grad_shapes = [(2, 5, 8192), (1, 64)]
