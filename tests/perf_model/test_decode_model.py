"""The model at every M, decode sizes included: a call of more rows never takes less time, and
no kernel is modelled below the floor it is held to (perf.floor).

Two sources: the tables shipped beside the archives (prebuilt/<arch>.model.json.gz, every
kernel of both archs; they must be made again by ``python -m tools.perf_model.shipped`` after a
change of the model), and a few shipped kernels modelled here from their code objects (the
decode-sized calls of tools/perf_model/decode.py)."""

import pytest

from jax_flynorm.backends.flydsl.kernels.spec import ARCHS
from tools.perf_model import decode, disasm, generic, shipped

# The tables hold 4 significant digits.
ROUNDING = 1e-3


def _falls(row: list) -> list:
    """(index, t[i], t[i + 1]) wherever the time falls from one M to the next."""
    return [(i, a, b) for i, (a, b) in enumerate(zip(row, row[1:])) if b < a * (1 - ROUNDING)]


def test_the_check_can_fail():
    assert _falls([15.72, 9.72, 6.72, 6.72, 23.6]) == [(0, 15.72, 9.72), (1, 9.72, 6.72)]
    assert _falls([3.7, 3.7, 3.7004, 4.0]) == []


@pytest.mark.parametrize("arch", ARCHS)
def test_every_shipped_table_is_non_decreasing_in_m_and_above_its_floor(arch):
    """Every modelled kernel of the shipped data, every N of its table. Fails until the data
    is made again after a change of the model (the message says so)."""
    path = shipped.model_path(arch)
    data = shipped.load(path)
    regenerate = f"{path} predates the model's floor: python -m tools.perf_model.shipped"
    falls, below, tables = [], [], 0
    for entry in data["kernels"].values():
        if "time_us" not in entry:
            continue
        assert "floor_us" in entry, regenerate
        for n, row, floor in zip(entry["n"], entry["time_us"], entry["floor_us"], strict=True):
            tables += 1
            falls += [(entry["kernel"], n, data["rows"][i], a, b) for i, a, b in _falls(row)]
            below += [(entry["kernel"], n, m, t, f)
                      for m, t, f in zip(data["rows"], row, floor, strict=True)
                      if t < f * (1 - ROUNDING)]
    assert tables > 1000
    assert not falls, f"{len(falls)} of {tables} tables fall with M, e.g. {falls[:5]}"
    assert not below, f"{len(below)} calls below their floor, e.g. {below[:5]}"


@pytest.fixture(scope="module")
def decode_kernels():
    try:
        disasm.objdump_for("gfx950")
    except RuntimeError as err:
        pytest.skip(str(err))
    return {(arch, op, n): decode.shipped_kernel(decode.call_spec(op, n, arch))
            for arch in ARCHS for op in decode.OPS for n in (4096, 8192)}


def test_decode_kernels_modelled_here_do_not_fall_with_m(decode_kernels):
    """The decode ops' shipped kernels from their code objects, M = 1 to 2^17: the weight's
    bytes, the bytes in flight and the round trips as the listing has them."""
    for (arch, op, n), kernel in decode_kernels.items():
        figures = [generic.analyze_at(kernel, m, n) for m in shipped.ROWS]
        times = [f.time_s for f in figures]
        assert not _falls(times), (arch, op, n, [round(t * 1e6, 2) for t in times])
        assert all(f.time_s >= f.floor_s * (1 - 1e-9) for f in figures), (arch, op, n)


def test_one_row_waits_for_every_round_trip_of_the_listing(decode_kernels):
    """At one row nothing hides a block's round trips: the time is at least the launches and
    the round trips the listing has at the latency, and a kernel with the two no kernel can do
    without (loads, then stores) is at its floor. (Today's shipped forwards load the weight
    after the row's reduction, a chunk at a time: 6-7 round trips, over twice their floor.)"""
    from tools.perf_model import perf

    for (arch, op, n), kernel in decode_kernels.items():
        dev = perf.DEVICES[arch]
        fig = generic.analyze_at(kernel, 1, n)
        launches = (2 if op.endswith("bwd") else 1) * dev.launch_s
        assert fig.round_trips >= perf.MIN_ROUND_TRIPS, (arch, op, n)
        assert fig.time_s >= launches + fig.round_trips * dev.latency_s, (arch, op, n)
        if fig.round_trips == perf.MIN_ROUND_TRIPS:
            assert fig.time_s < 1.05 * fig.floor_s, (arch, op, n, fig.time_s, fig.floor_s)
