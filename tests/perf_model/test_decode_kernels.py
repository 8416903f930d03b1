"""The shipped forward kernels at decode sizes (M = 1-256 rows of N = 4096-8192: RMSNorm bf16,
with and without the residual, and its per-token fp8 output in each arch's own format), from
their code objects as shipped (tools/perf_model/decode.py): a cached row issues every load,
the weight's with x's, before its first wait, and its stores wait on no load, so a block waits
for two memory round trips (its loads, then its stores: perf.MIN_ROUND_TRIPS), and the
modelled time is within FLOOR_RATIO of the floor the model holds the kernel to (perf.floor).
The weight loaded chunk by chunk after the row's reduction, each waited for before the next,
was six to nine round trips (four to seven more than the floor's two)."""

import pytest

from jax_flynorm.backends.flydsl.kernels.spec import ARCHS
from tools.perf_model import decode, generic, perf

FORWARDS = [op for op in decode.OPS if not op.endswith("bwd")]
ROWS = tuple(1 << k for k in range(9))  # 1 to 256
FLOOR_RATIO = 1.15


@pytest.mark.parametrize("n", decode.HIDDEN)
@pytest.mark.parametrize("op", FORWARDS)
@pytest.mark.parametrize("arch", ARCHS)
def test_a_decode_forward_waits_for_its_loads_once(arch, op, n):
    kernel = decode.shipped_kernel(decode.call_spec(op, n, arch))
    for m in ROWS:
        fig = generic.analyze_at(kernel, m, n)
        where = f"{kernel.spec.kernel_name} {arch} M={m} N={n}"
        assert fig.round_trips == perf.MIN_ROUND_TRIPS, f"{where}: {fig.round_trips} round trips"
        assert fig.time_s <= FLOOR_RATIO * fig.floor_s, (
            f"{where}: {fig.time_s * 1e6:.2f} us, {fig.time_s / fig.floor_s:.2f}x the floor")
