"""Smoke test of ``python -m jax_flynorm.bench``: a one-shape run writes every result file, and the
byte model gives the documented numbers. No timing assertions."""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

pytest.importorskip("matplotlib")

from jax_flynorm import _bytes  # noqa: E402
from jax_flynorm.bench import parse_op, timing  # noqa: E402
from jax_flynorm.bench.cli import main  # noqa: E402


def test_byte_model_documented_numbers():
    # layernorm with weight, bias and residual; M=256, N=512, bf16 (2 bytes), f32 statistics.
    spec = parse_op("layernorm+weight+bias+residual")
    m, n, s = 256, 512, 2
    act = m * n * s  # 262144
    # fwd reads x, residual, weight, bias; writes y, residual_out, mean, rstd.
    assert _bytes.byte_terms(spec, "fwd", m, n, "bfloat16") == {
        "read": 2 * act + 2 * n * s, "write": 2 * act + 2 * m * 4}
    assert _bytes.bytes_moved(spec, "fwd", m, n, "bfloat16") == 526336 + 526336
    # bwd reads dy, h, dresidual_out, weight, mean, rstd; writes dx and f32 dweight, dbias.
    assert _bytes.byte_terms(spec, "bwd", m, n, "bfloat16") == {"read": 789504,
                                                                 "write": 266240}
    assert _bytes.bytes_moved(spec, "fwdbwd", m, n, "bfloat16") == 526336 * 2 + 789504 + 266240
    # grad (loss of y and residual_out): no cotangent read, no y or residual_out written, and the
    # gradients of x and of the residual both written.
    assert _bytes.byte_terms(spec, "grad", m, n, "bfloat16") == {
        "read": 2 * act + 2 * n * s + 789504 - 2 * act, "write": 2 * m * 4 + 266240 + act}
    # rmsnorm with weight only, f32: fwd = x + w read, y + rstd written.
    rms = parse_op("rmsnorm")
    assert rms == _bytes.OpSpec("rmsnorm", weight=True)
    assert _bytes.bytes_moved(rms, "fwd", 1024, 4096, np.float32) == (
        1024 * 4096 * 4 + 4096 * 4 + 1024 * 4096 * 4 + 1024 * 4)
    with pytest.raises(ValueError):
        parse_op("groupnorm")


def test_bench_smoke(tmp_path, capsys):
    out = tmp_path / "res"
    rc = main(["--ops", "rmsnorm+weight+residual", "--dtypes", "f32", "--hidden", "256",
               "--rows", "64", "--repeats", "2", "--warmup-s", "0.1", "--min-batch-ms", "1",
               "--backends", "flydsl,cpu,xla,jnp", "--out", str(out)])
    assert rc == 0
    data = json.loads((out / "results.json").read_text())
    backends = data["meta"]["backends"]
    assert "xla" in backends and "jnp" in backends and "flydsl" not in backends
    assert "flydsl" in data["meta"]["skipped_backends"]
    assert data["meta"]["copy"]["gbps"] > 0
    rows = data["rows"]
    assert {(r["backend"], r["direction"]) for r in rows} == {
        (b, d) for b in backends for d in ("fwd", "bwd", "fwdbwd", "grad")}
    spec = parse_op("rmsnorm+weight+residual")
    for r in rows:
        assert r["status"] == "ok", r
        assert r["median_us"] > 0 and r["gbps"] > 0
        assert (r["op"], r["M"], r["N"], r["dtype"]) == ("rmsnorm+weight+residual", 64, 256,
                                                          "float32")
        assert r["bytes"] == _bytes.bytes_moved(spec, r["direction"], 64, 256, np.float32)
        if r["direction"] == "fwd" and r["backend"] != "jnp":
            assert r["max_abs_diff_vs_jnp"] < 1e-4
    with open(out / "results.csv") as f:
        csv_rows = list(csv.DictReader(f))
    assert len(csv_rows) == len(rows)
    assert all(float(r["median_us"]) > 0 for r in csv_rows)
    assert (out / "bandwidth.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "jnp" in (out / "summary.md").read_text()
    printed = capsys.readouterr().out
    assert "rmsnorm+weight+residual" in printed and "GB/s" in printed
    # What does not run here is one line naming it and why, not an error per implementation.
    assert printed.splitlines()[0] == "not timed on cpu: flydsl (runs on rocm only)"
    assert "skipped" not in printed.splitlines()[0]


def test_bench_quantized_rows(tmp_path):
    """Every quantized forward beside the plain-jnp norm + jnp quantize: bytes from the quantized
    byte model, the forward check within one quantization step of the jnp baseline."""
    from jax_flynorm.bench.cases import QUANT_MODES

    out = tmp_path / "q"
    modes = ["int8", "fp8", "fp8-g128", "fp8-tensor", "int8-smooth", "fp8fnuz"]
    rc = main(["--ops", "rmsnorm+weight+residual", "--dtypes", "bf16", "--hidden", "256",
               "--rows", "64", "--repeats", "2", "--warmup-s", "0.1", "--min-batch-ms", "1",
               "--directions", "fwd", "--backends", "cpu,xla,jnp", "--quant", ",".join(modes),
               "--quant-ops", "all", "--quant-dtypes", "all", "--out", str(out)])
    assert rc == 0
    data = json.loads((out / "results.json").read_text())
    backends = data["meta"]["backends"]
    assert "xla" in backends and "jnp" in backends
    spec = parse_op("rmsnorm+weight+residual")
    quant_rows = [r for r in data["rows"] if r.get("quant")]
    assert {(r["quant"], r["backend"]) for r in quant_rows} == {
        (q, b) for q in modes for b in backends}
    for r in quant_rows:
        mode = QUANT_MODES[r["quant"]]
        assert r["status"] == "ok", r
        assert r["op"] == f"rmsnorm+weight+residual->{mode.label}" and r["direction"] == "fwd"
        assert r["quant_dtype"] == mode.dtype
        want = _bytes.quantized_byte_terms(spec, 64, 256, "bfloat16", **mode.byte_args())
        assert (r["bytes_read"], r["bytes_write"]) == (want["read"], want["write"])
        assert r["bytes"] < _bytes.bytes_moved(spec, "fwd", 64, 256, "bfloat16")
        assert r["median_us"] > 0 and r["gbps"] > 0
        if r["backend"] != "jnp":
            # dequantized, relative to max|y|: at most one step at the top of the grid, plus
            # the scale's difference (jnp's amax is of y rounded to bf16: 2**-9 relative)
            step = 1 / 127 if mode.dtype == "int8" else 32 / 448 if mode.dtype.endswith(
                "fn") else 16 / 240
            assert 0 < r["max_abs_diff_vs_jnp"] <= step + 2**-8, r
    with open(out / "results.csv") as f:
        assert {r["quant"] for r in csv.DictReader(f)} == {"", *modes}
    assert "->fp8/g128" in (out / "table.txt").read_text()
    assert "plain jnp quantize" in (out / "summary.md").read_text()
    # A group size that does not divide N: skipped with the reason; --quant none: no rows.
    out2 = tmp_path / "q2"
    assert main(["--ops", "rmsnorm", "--dtypes", "bf16", "--hidden", "200", "--rows", "8",
                 "--repeats", "1", "--warmup-s", "0", "--min-batch-ms", "1", "--directions",
                 "fwd", "--backends", "xla,jnp", "--quant", "fp8-g128", "--quant-ops", "all",
                 "--out", str(out2)]) == 0
    rows = json.loads((out2 / "results.json").read_text())["rows"]
    skipped = [r for r in rows if r.get("quant")]
    assert len(skipped) == 2 and all(
        r["status"] == "skipped" and "group size 128 does not divide N=200" in r["note"]
        for r in skipped)


def test_quick_and_full_quantized_rows():
    """--quick times the five quantized forwards at one shape only (its CI budget); the full
    matrix at every N of rmsnorm and its fused residual form, in bf16."""
    from jax_flynorm.bench.cli import config_from_args, parser

    quick = config_from_args(parser().parse_args(["--quick"]), "cpu")
    assert quick.quant == ["int8", "fp8", "fp8-g128", "fp8-tensor", "int8-smooth"]
    shapes = [(spec, dt, n) for spec in quick.ops for dt in quick.dtypes for n in quick.hidden
              if quick.quantizes(spec, dt, n)]
    assert shapes == [(parse_op("rmsnorm"), "bfloat16", 4096)]
    full = config_from_args(parser().parse_args([]), "cpu")
    assert full.quantizes(parse_op("rmsnorm+weight+residual"), "bfloat16", 1024) == full.quant
    assert not full.quantizes(parse_op("layernorm"), "bfloat16", 1024)
    assert not config_from_args(parser().parse_args(["--quick", "--quant", "none"]), "cpu").quant
    with pytest.raises(ValueError, match="--quant: unknown quantized forward 'int4'"):
        config_from_args(parser().parse_args(["--quant", "int4"]), "cpu")


def test_decode_matrix_is_the_serving_rows():
    """--decode: M = 1-256 of the hidden sizes of 7-70B models, forward with and without the
    residual, per-token fp8 and the backward, in bf16; not with --quick."""
    from jax_flynorm.bench.cli import config_from_args, parser

    cfg = config_from_args(parser().parse_args(["--decode"]), "cpu")
    assert cfg.rows == [1, 8, 32, 64, 128, 256] and cfg.hidden == [4096, 7168, 8192]
    assert [s.name for s in cfg.ops] == [parse_op("rmsnorm").name,
                                         parse_op("rmsnorm+weight+residual").name]
    assert cfg.directions == ["fwd", "bwd"] and cfg.dtypes == ["bfloat16"]
    assert cfg.quant == ["fp8"]
    assert cfg.quantizes(parse_op("rmsnorm"), "bfloat16", 7168) == ["fp8"]
    assert not cfg.quantizes(parse_op("rmsnorm+weight+residual"), "bfloat16", 7168)
    # A flag given beside the preset narrows it.
    assert config_from_args(parser().parse_args(["--decode", "--directions", "fwd"]),
                            "cpu").directions == ["fwd"]
    with pytest.raises(SystemExit):
        parser().parse_args(["--decode", "--quick"])


class _Obj:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def _ev(name, ns):
    return _Obj(name=name, duration_ns=ns)


def test_device_kernel_events_reads_only_gpu_stream_lines():
    from jax_flynorm.bench.timing import device_kernel_events

    profile = _Obj(planes=[
        _Obj(name="/host:CPU", lines=[_Obj(name="python3", events=[_ev("dispatch", 10**6)])]),
        _Obj(name="/device:GPU:0", lines=[
            _Obj(name="Stream #14(Compute)", events=[_ev("fusion_3", 300), _ev("fusion_4", 20)]),
            _Obj(name="Stream #15(Compute,MemcpyD2D)", events=[_ev("memcpy32_post", 7)]),
            _Obj(name="XLA Ops", events=[_ev("fusion_3", 300)]),  # the same time, grouped
        ]),
    ])
    assert device_kernel_events(profile) == [("fusion_3", 300), ("fusion_4", 20),
                                             ("memcpy32_post", 7)]


def _row(backend, direction, t, **extra):
    return {"op": "rmsnorm+weight", "direction": direction, "dtype": "bfloat16", "M": 4096,
            "N": 4096, "backend": backend, "status": "ok", "median_us": t + 40.0,
            "time_us": t, "kernel_us": t, "gbps": 1.0, "pct_copy": 1.0, **extra}


def test_summary_flags_default_under_floor_and_names_flydsl_anchors():
    from jax_flynorm.bench import report

    rows = [_row("flydsl", "fwd", 100.0), _row("jnp", "fwd", 90.0),   # 0.90x: flagged
            _row("flydsl", "bwd", 50.0), _row("jnp", "bwd", 60.0)]    # 1.20x: fine
    meta = {"backends": ["flydsl", "jnp"], "default_backend": "flydsl",
            "copy": {"buffers": 2, "buffer_bytes": 1 << 30, "gbps": 4000.0, "wall_gbps": 3000.0},
            "config": {"repeats": 5}, "machine": {"platform": "rocm", "nproc": 1}}
    assert report.slow_defaults(rows, meta) == [
        (("rmsnorm+weight", "fwd", "bfloat16", 4096, 4096), 90.0 / 100.0)]
    text = report.summary(rows, meta)
    assert "**0.90x < 0.95**" in text and "1.20x" in text and "**1.20x" not in text
    assert "1 case(s) under 0.95x" in text
    # The backward at 4096x4096 bf16 is one of FlyDSL's published anchors (23 us on MI355X).
    assert "rmsnorm+weight bwd bf16 4096x4096: 50.00 us here; FlyDSL publishes 23.0 us" in text
    assert "benchmarks/README.md" in text


def test_interleaved_timing_alternates_the_order_and_isolates_a_failure():
    """Every repeat times one batch of each callable, in reversed order every other repeat; one
    that raises is reported alone while the others are timed."""
    log = []

    def recorder(name):
        def fn(x):
            log.append(name)
            return np.asarray(x)
        return fn

    def broken(x):
        raise RuntimeError("no such kernel")

    cases = {"a": (recorder("a"), [(1.0,)], 4), "b": (recorder("b"), [(2.0,)], 4),
             "c": (broken, [(3.0,)], 4)}
    out = timing.time_interleaved(cases, repeats=4, min_batch_s=0.0, warm_s=0.0)
    assert isinstance(out["c"], RuntimeError)
    assert all(out[k]["median_s"] >= 0 and out[k]["calls_per_repeat"] == 1 for k in "ab")
    timed = log[-8:]  # after each one's compile call and 3 warm-up calls
    assert timed == ["a", "b", "b", "a", "a", "b", "b", "a"]


def test_the_default_output_folder_is_git_ignored():
    from pathlib import Path

    from jax_flynorm.bench.cli import parser

    ignored = (Path(__file__).resolve().parent.parent / ".gitignore").read_text().splitlines()
    assert f"/{parser().parse_args([]).out}/" in ignored


@pytest.mark.parametrize("args, message", [
    (["--dtypes", "f64"], "--dtypes: unknown dtype 'f64'; choose from bf16, f32, f16"),
    (["--hidden", "4096x"], "--hidden: '4096x' is not a positive whole number"),
    (["--rows", "1k,0"], "--rows: '0' is not a positive whole number"),
    (["--ops", "rms"], "--ops: unknown op 'rms': expected rmsnorm or layernorm"),
    (["--repeats", "-2"], "argument --repeats: '-2' must be a positive whole number"),
    (["--min-batch-ms", "x"], "argument --min-batch-ms: 'x' is not a number"),
    (["--directions", "up"], "--directions: unknown direction 'up'"),
    (["--backends", "cuda"], "--backends: unknown backend 'cuda'"),
    (["--quant", "int4"], "--quant: unknown quantized forward 'int4'"),
    (["--quant-dtypes", "f64"], "--quant-dtypes: unknown dtype 'f64'"),
    (["--quant-hidden", "1k5"], "--quant-hidden: '1k5' is not a positive whole number"),
])
def test_bad_arguments_are_usage_errors_before_anything_runs(capsys, monkeypatch, args, message):
    from jax_flynorm.bench import cli

    def no_timing(*_a, **_k):
        raise AssertionError("timing started")

    monkeypatch.setattr(cli.timing, "warm_up", no_timing)
    with pytest.raises(SystemExit) as exit_:
        main(args)
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and "usage: python -m jax_flynorm.bench" in err
    assert message in err, err


@pytest.mark.parametrize("where", ["file", "under a file", "read-only"])
def test_the_output_folder_is_tried_before_anything_is_timed(tmp_path, capsys, monkeypatch,
                                                             where):
    from jax_flynorm.bench import cli

    def no_timing(*_a, **_k):
        raise AssertionError("timing started before the output folder was tried")

    monkeypatch.setattr(cli.timing, "warm_up", no_timing)
    monkeypatch.setattr(cli, "run", no_timing)
    (tmp_path / "f").write_text("")
    if where == "read-only":
        # A folder that cannot take a new file (as root, file modes do not stop writes).
        import tempfile

        def refuse(*_a, **_k):
            raise PermissionError(13, "Permission denied")

        monkeypatch.setattr(tempfile, "TemporaryFile", refuse)
    out = {"file": tmp_path / "f", "under a file": tmp_path / "f" / "res",
           "read-only": tmp_path / "ro"}[where]
    with pytest.raises(SystemExit) as exit_:
        main(["--quick", "--out", str(out)])
    err = capsys.readouterr().err
    assert exit_.value.code == 2
    assert {"file": f"--out {out} is a file, not a folder",
            "under a file": f"--out {out} is under {tmp_path / 'f'}, which is a file",
            "read-only": f"--out {out} cannot be written (Permission denied)"}[where] in err, err


def test_a_read_only_filesystem_is_refused_before_timing(capsys, monkeypatch):
    import os

    from jax_flynorm.bench import cli

    if not os.path.isdir("/proc/sys") or os.access("/proc/sys/jax_flynorm", os.F_OK):
        pytest.skip("needs Linux's /proc")
    monkeypatch.setattr(cli.timing, "warm_up", lambda *_a, **_k: pytest.fail("timed"))
    with pytest.raises(SystemExit):
        main(["--quick", "--out", "/proc/sys/jax_flynorm"])
    assert "--out /proc/sys/jax_flynorm cannot be written" in capsys.readouterr().err
