"""What makes tools/rocm_compiler/train_step.py (the rocm12 CI stage's check) fail: its verdict on
reports, and its reading of custom calls, without the ROCm plugin (the stage runs the real
compiler)."""

import pytest

from tools.rocm_compiler import train_step

LAUNCH = train_step.LAUNCHER


def report(expected, compiled=None, export_calls=None):
    export = {"expected_launches": expected, "export_calls": export_calls or {}}
    out = {"export": export}
    if compiled is not None:
        out["compile"] = compiled
    return out


def ok(calls, archs=("gfx942", "gfx950")):
    return {"ok": True, "seconds": 1.0, "calls": calls, "launch_archs": sorted(archs)}


def test_the_portable_path_passes_without_launches():
    assert train_step.problems(report(0, {"gfx942": ok({}, ())})) == []


def test_flydsl_passes_with_every_launch():
    assert train_step.problems(report(10, {"gfx950": ok({LAUNCH: 10})})) == []


@pytest.mark.parametrize("got", [0, 9])
def test_missing_launches_fail(got):
    (problem,) = train_step.problems(report(10, {"gfx942": ok({LAUNCH: got} if got else {})}))
    assert f"{got} {LAUNCH} calls, expected 10" in problem


def test_launches_where_none_belong_fail():
    assert train_step.problems(report(0, {"gfx942": ok({LAUNCH: 2})}))


def test_launches_without_the_compiled_arch_fail():
    (problem,) = train_step.problems(report(10, {"gfx950": ok({LAUNCH: 10}, ("gfx942",))}))
    assert "not gfx950" in problem


def test_a_failed_compile_fails():
    failed = {"ok": False, "seconds": 1.0, "error": "INTERNAL: no handler"}
    (problem,) = train_step.problems(report(10, {"gfx942": failed, "gfx950": ok({LAUNCH: 10})}))
    assert problem == "compile for gfx942 failed: INTERNAL: no handler"


def test_a_failed_export_fails():
    bad = {"export": {"export_error": "RuntimeError: FlyDSL is not installed"}}
    assert train_step.problems(bad) == ["export failed: RuntimeError: FlyDSL is not installed"]


def test_export_only_checks_the_exported_module():
    assert train_step.problems(report(10, export_calls={LAUNCH: 10})) == []
    assert train_step.problems(report(10, export_calls={}))


def test_custom_calls_are_counted_by_target():
    mlir = ('%0 = stablehlo.custom_call @flynorm_rocm_launch(%a)\n'
            '%1 = stablehlo.custom_call @flynorm_rocm_launch(%b)\n'
            '%2 = stablehlo.custom_call @Sharding(%c)\n')
    assert train_step.count_calls(train_step._MLIR_CALL, mlir) == {"Sharding": 1, LAUNCH: 2}
    hlo = ('%c = f32[8]{0} custom-call(f32[8]{0} %x), custom_call_target="flynorm_rocm_launch"\n'
           '%g = (f32[8]{0}, s8[4]{0}) custom-call(%a), custom_call_target="__cublas$lt$matmul"')
    assert train_step.count_calls(train_step._HLO_CALL, hlo) == {"__cublas$lt$matmul": 1, LAUNCH: 1}
