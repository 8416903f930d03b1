"""The model's calibration against published measurements (tools/perf_model/calibrate.py):
every anchor's prediction is recomputed from the committed kernel figures and checked against
the committed record and against the measurement. No FlyDSL needed: the FlyDSL kernels behind
the anchors were compiled once (tools/flydsl_anchors.py) and their figures committed."""

import dataclasses
import json
from pathlib import Path

import pytest

from tools.perf_model import calibrate, perf

BASELINE = Path(__file__).resolve().parents[2] / "docs" / "perf_model.json"
FITTED_BAND = 0.05  # the fit reproduces its own anchors this closely


@pytest.fixture(scope="module")
def kernels() -> dict:
    return calibrate.load_kernels()


def _modelled():
    return [a for a in calibrate.ANCHORS if a.key]


def test_every_committed_anchor_record_is_what_the_model_predicts(kernels):
    committed = json.loads(BASELINE.read_text())["anchors"]
    now = calibrate.records(kernels)
    assert [(r["device"], r["kernel"], r["shape"]) for r in committed] == [
        (r["device"], r["kernel"], r["shape"]) for r in now]
    for old, new in zip(committed, now, strict=True):
        assert set(old) >= {"source", "device", "kernel", "op", "direction", "shape", "dtype",
                            "measured_us", "predicted_us", "fitted"}
        if new["predicted_us"] is None:
            assert old["predicted_us"] is None
        else:
            assert new["predicted_us"] == pytest.approx(old["predicted_us"], rel=1e-3), new


def _undetermined(kernels) -> set:
    """Parameters the fitted anchors do not pin down: moving one 10% either way leaves every
    residual as it is."""
    committed = calibrate.committed_params()
    base = calibrate.fit_residuals(kernels, committed)
    return {name for name, value in committed.items()
            if all(calibrate.fit_residuals(kernels, {**committed, name: value * f}) == base
                   for f in (0.9, 1.1))}


def test_refitting_gives_the_committed_parameters(kernels):
    """The committed parameters are the fit's minimum: a refit finds no lower cost, and each
    parameter the fitted anchors depend on comes back within 1%. One they do not depend on
    (llc_latency_s today) is no fit result; least squares leaves it wherever its path ends,
    which differs between scipy releases."""
    committed = calibrate.committed_params()
    fitted = calibrate.fit(kernels)

    def cost(params):
        return sum(r * r for r in calibrate.fit_residuals(kernels, params))

    assert cost(fitted) >= cost(committed) * (1 - 1e-3)
    for name in committed.keys() - _undetermined(kernels):
        assert fitted[name] == pytest.approx(committed[name], rel=0.01), name


def test_the_fit_depends_on_every_parameter_but_the_llc_latency(kernels):
    """Which parameters the fitted anchors pin down (so the test above can fail): all but the
    LLC latency, which no anchor's prediction moves with near the fit (every anchor served from
    the LLC is bandwidth-bound there)."""
    assert _undetermined(kernels) == {"llc_latency_s"}


@pytest.mark.parametrize("anchor", [a for a in _modelled() if a.fitted],
                         ids=lambda a: a.key)
def test_fitted_anchors_are_reproduced(anchor, kernels):
    error = calibrate.predict(anchor, kernels)["us"] / anchor.measured_us - 1
    assert abs(error) <= FITTED_BAND, f"{anchor.modelled}: {error:+.1%}"


@pytest.mark.parametrize("anchor", [a for a in _modelled() if not a.fitted],
                         ids=lambda a: a.key)
def test_held_out_anchors_are_within_the_goal_or_a_known_miss(anchor, kernels):
    """Held-out anchors must be within ±15%; the known misses (each with its reason) must still
    miss, so a model that starts to meet them fails here until the list shrinks."""
    error = calibrate.predict(anchor, kernels)["us"] / anchor.measured_us - 1
    if anchor.key in calibrate.KNOWN_MISSES:
        assert abs(error) > calibrate.GOAL and anchor.note, f"{anchor.key} now {error:+.1%}"
    else:
        assert abs(error) <= calibrate.GOAL, f"{anchor.key}: {error:+.1%}"


def test_the_uncalibrated_model_misses_the_published_forwards(kernels):
    """What the model said before calibration (the nominal 8 TB/s, no launch time, no issue
    bound): FlyDSL's forwards at 32768x8192 come out 27-30% faster than measured, beyond the goal
    that the calibrated model meets."""
    old = {"bw_share": 1.0, "llc_bw_share": 1.0, "llc_latency_s": 1.5e-6, "launch_s": 0.0,
           "issue_efficiency": 1e6}
    for key in ("rmsnorm|fwd|gfx950|32768x8192", "layernorm|fwd|gfx950|32768x8192"):
        (anchor,) = [a for a in calibrate.ANCHORS if a.modelled == key]
        error = calibrate.predict(anchor, kernels, old)["us"] / anchor.measured_us - 1
        assert error < -calibrate.GOAL


def test_the_issue_bound_is_what_separates_layernorm_from_rmsnorm(kernels):
    """At the same bytes, FlyDSL's LayerNorm forward measures 5% slower than its RMSNorm: in the
    model only the issue bound (48 VALU ops per 16 B against 38) can say so."""
    (ln,) = [a for a in calibrate.ANCHORS if a.modelled == "layernorm|fwd|gfx950|32768x8192"]
    assert calibrate.predict(ln, kernels)["bound"] == "issue (valu)"
    free = {**calibrate.committed_params(), "issue_efficiency": 1.0}
    assert calibrate.predict(ln, kernels, free)["bound"] == "bandwidth"


def test_anchor_kernel_figures_round_trip():
    k = perf.KernelFigures("k", 256, 10, 8, 64.0, {"valu": 1.0},
                           perf.Traffic(1, 2, 0, 3, 4))
    assert perf.KernelFigures.from_json(json.loads(json.dumps(k.to_json()))) == k
    assert dataclasses.replace(k, grid_blocks=11) != k
