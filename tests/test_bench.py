"""Smoke test of ``python -m jax_flynorm.bench``: a one-shape run writes every result file, and the
byte model gives the documented numbers. No timing assertions."""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

pytest.importorskip("matplotlib")

from jax_flynorm.bench import bytemodel, parse_op  # noqa: E402
from jax_flynorm.bench.cli import main  # noqa: E402


def test_byte_model_documented_numbers():
    # layernorm with weight, bias and residual; M=256, N=512, bf16 (2 bytes), f32 statistics.
    spec = parse_op("layernorm+weight+bias+residual")
    m, n, s = 256, 512, 2
    act = m * n * s  # 262144
    # fwd reads x, residual, weight, bias; writes y, residual_out, mean, rstd.
    assert bytemodel.byte_terms(spec, "fwd", m, n, "bfloat16") == {
        "read": 2 * act + 2 * n * s, "write": 2 * act + 2 * m * 4}
    assert bytemodel.bytes_moved(spec, "fwd", m, n, "bfloat16") == 526336 + 526336
    # bwd reads dy, h, dresidual_out, weight, mean, rstd; writes dx and f32 dweight, dbias.
    assert bytemodel.byte_terms(spec, "bwd", m, n, "bfloat16") == {"read": 789504,
                                                                 "write": 266240}
    assert bytemodel.bytes_moved(spec, "fwdbwd", m, n, "bfloat16") == 526336 * 2 + 789504 + 266240
    # rmsnorm with weight only, f32: fwd = x + w read, y + rstd written.
    rms = parse_op("rmsnorm")
    assert rms == bytemodel.OpSpec("rmsnorm", weight=True)
    assert bytemodel.bytes_moved(rms, "fwd", 1024, 4096, np.float32) == (
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
        (b, d) for b in backends for d in ("fwd", "bwd", "fwdbwd")}
    spec = parse_op("rmsnorm+weight+residual")
    for r in rows:
        assert r["status"] == "ok", r
        assert r["median_us"] > 0 and r["gbps"] > 0
        assert (r["op"], r["M"], r["N"], r["dtype"]) == ("rmsnorm+weight+residual", 64, 256,
                                                          "float32")
        assert r["bytes"] == bytemodel.bytes_moved(spec, r["direction"], 64, 256, np.float32)
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
