"""The shared suite (tests/norm_suite.py) for implementation="flydsl": the suite's calls as a user
makes them (jit, grad, vmap, jvp), every launch the real ROCm launcher makes executed as machine
code on the CPU (tests/machine_code/hip.py).

Compiling each case's kernels is three quarters of a case's time, so the archs alternate across
the cases of each test (gfx942 and gfx950 both run every parametrized test), the forward grid
keeps four of its ten shapes and the gradient grid three of five (the row fold, odd and wide N,
N = 1, many rows, no rows; the gradient grid's (199, 1128) runs the forward kernel too), and the
hidden-size grid stops at 2^18 elements (every N still runs one row). No case is left out for
lack of kernel support.

The suite's tests are shared between two classes of about equal time, the forwards and options
(TestFlydsl) and the other gradients (TestFlydslGrads): pytest-xdist's --dist loadscope keeps a
class on one worker, and the suite in one class was one worker's five minutes.
"""

import shutil

import pytest

from tests.machine_code.hip import executing_launches, flydsl_on_cpu
from tests.norm_suite import NormSuite

if shutil.which("cc") is None:
    pytest.skip("no C compiler for the fake HIP runtime", allow_module_level=True)

ARCHS = ("gfx942", "gfx950")


# TestFlydslGrads's tests; TestFlydsl runs the others.
GRAD_TESTS = ("test_grad_matches_oracle", "test_weight_offset",
              "test_forward_mode_jvp_linearize_jacfwd", "test_hessian_vector_product",
              "test_per_head_weight_and_bias", "test_per_head_weight_under_vmap_and_jvp",
              "test_check_grads_f32",
              "test_gh13_16bit_residual_backward_is_the_gradient_at_the_saved_h",
              "test_without_prenorm_the_saved_h_keeps_the_precision_of_the_sum",
              "test_gh13_layernorm_of_one_element_has_zero_gradient")


class ExecutedSuite(NormSuite):
    """The suite with implementation="flydsl", every launch executed (not collected: no Test
    prefix; the two classes below share its tests)."""

    implementation = "flydsl"
    forward_shapes = [(2, 3, 1128), (2, 8192), (5, 1), (0, 64)]
    grad_shapes = [(199, 1128), (2, 5, 8192), (0, 32)]
    hidden_size_grid_max_elements = 1 << 18

    @pytest.fixture(autouse=True)
    def executed(self, monkeypatch, request):
        """The case's arch by the parity of its place among its test's cases (pytest numbers
        the cases of a test in its indices), so neighbouring cases take different archs; after
        the test, that a kernel ran."""
        callspec = getattr(request.node, "callspec", None)
        place = max(callspec.indices.values()) if callspec else 0
        flydsl_on_cpu(monkeypatch, ARCHS[place % 2])
        with executing_launches() as launches:
            yield launches
        # Every test runs a kernel but the registry's answer and the calls on an empty x.
        empty = callspec is not None and 0 in callspec.params.get("shape", (1,))
        if request.node.originalname != "test_backend_is_the_one_under_test" and not empty:
            assert launches, "no flydsl kernel ran: the suite did not reach the launcher"


class TestFlydsl(ExecutedSuite):
    """The forward grids, the options grid (values and gradients), the weight dtypes and the
    single-call checks."""


class TestFlydslGrads(ExecutedSuite):
    """The gradient grid and the other gradient and forward-mode tests."""


SUITE_TESTS = {name for name in dir(NormSuite) if name.startswith("test_")}
assert set(GRAD_TESTS) <= SUITE_TESTS, set(GRAD_TESTS) - SUITE_TESTS
for _name in SUITE_TESTS:
    # A None attribute hides the inherited test from pytest's collection in that class.
    setattr(TestFlydsl if _name in GRAD_TESTS else TestFlydslGrads, _name, None)
