"""The benchmark puts the shipped model's prediction beside each measured flydsl cell: joined on
a results.json whose kernel times are given (a stand-in for a run on a ROCm device), with a cell
whose kernel the predictions do not cover."""

import csv
import gzip
import json
import re

import pytest

from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.bench import model, report

ARCH = "gfx950"


def _row(op, direction, dtype, m, n, time_us, backend="flydsl", **extra):
    norm = op.split("+")[0].split("->")[0]
    row = {"op": op, "norm": norm, "weight": True, "bias": norm == "layernorm",
           "residual": "residual" in op, "dtype": dtype, "M": m, "N": n, "backend": backend,
           "direction": direction, "status": "ok", "median_us": 2 * time_us,
           "kernel_us": time_us, "time_us": time_us, "gbps": 1.0, "pct_copy": 1.0, "bytes": 1}
    row.update(extra)
    return row


def _table_time(spec, m, n):
    """The time the data holds at a grid point, read straight from the file."""
    data, _ = model.load(ARCH)
    entry = data["kernels"][prebuilt.kernel_id(prebuilt.find(spec, m).spec)]
    return entry["time_us"][entry["n"].index(n)][data["rows"].index(m)]


def _results(tmp_path):
    rows = [_row("rmsnorm+weight", "fwd", "bfloat16", 4096, 4096, 0.0),
            _row("rmsnorm+weight+residual", "bwd", "bfloat16", 16384, 8192, 0.0),
            _row("layernorm", "fwdbwd", "float32", 1024, 2048, 0.0),
            _row("rmsnorm+weight->fp8/token", "fwd", "float16", 4096, 4096, 10.0,
                 quant="fp8", quant_dtype="float8_e4m3fn"),
            _row("rmsnorm+weight", "fwd", "bfloat16", 4096, 4096, 5.0, backend="jnp")]
    want = {}
    for i, ratio in ((0, 1.05), (1, 1.4), (2, 0.9)):
        specs = model.cell_specs(rows[i], ARCH)
        want[i] = sum(_table_time(s, rows[i]["M"], rows[i]["N"]) for s in specs)
        rows[i].update(time_us=ratio * want[i], kernel_us=ratio * want[i])
    meta = {"machine": {"platform": "rocm", "nproc": 2, "device_kind": "AMD Instinct MI355X",
                        "arch": ARCH},
            "backends": ["flydsl", "jnp"], "config": {"repeats": 3, "directions": ["fwd"]},
            "copy": {"buffers": 2, "buffer_bytes": 1 << 30, "gbps": 5000.0}}
    (tmp_path / "results.json").write_text(json.dumps({"meta": meta, "rows": rows}))
    return want


def test_measurements_and_predictions_join(tmp_path):
    want = _results(tmp_path)
    stats = report.rejoin(tmp_path)
    rows = json.loads((tmp_path / "results.json").read_text())["rows"]
    for i, ratio in ((0, 1.05), (1, 1.4), (2, 0.9)):
        assert rows[i]["model_us"] == pytest.approx(want[i], rel=1e-9)
        assert rows[i]["measured_over_model"] == pytest.approx(ratio)
        assert 0 < rows[i]["model_share"] < 1.2
    # fwdbwd sums the forward's and the backward's kernels.
    assert "_fwd_" in rows[2]["model_kernels"] and "_bwd_" in rows[2]["model_kernels"]
    # Quantized forwards of f16 rows are not shipped: no prediction, and the reason.
    assert "model_us" not in rows[3] and "not shipped" in rows[3]["model_note"]
    assert not any(k.startswith("model") for k in rows[4])  # jnp cells are not modelled
    assert stats["cells"] == 3 and stats["uncovered"] == 1
    assert stats["median"] == pytest.approx(1.05) and stats["worst"] == pytest.approx(1.4)
    assert len(stats["outside"]) == 1 and "bwd" in stats["outside"][0]
    summary = (tmp_path / "summary.md").read_text()
    assert "median 1.05x, worst 1.40x" in summary and "1 outside +-15%" in summary
    with open(tmp_path / "results.csv") as f:
        first = next(csv.DictReader(f))
    assert float(first["measured_over_model"]) == pytest.approx(1.05)


def test_stale_predictions_are_not_joined(monkeypatch, tmp_path):
    _results(tmp_path)
    monkeypatch.setattr(model, "load", lambda arch: (None, f"{arch}.model.json.gz was made "
                                                    "from another archive (stale)"))
    stats = report.rejoin(tmp_path)
    rows = json.loads((tmp_path / "results.json").read_text())["rows"]
    assert stats["cells"] == 0 and all("stale" in r["model_note"] for r in rows[:4])
    assert "no flydsl cell has a prediction" in (tmp_path / "summary.md").read_text()


def test_no_arch_no_prediction(tmp_path):
    _results(tmp_path)
    data = json.loads((tmp_path / "results.json").read_text())
    data["meta"]["machine"].pop("arch")
    (tmp_path / "results.json").write_text(json.dumps(data))
    assert report.rejoin(tmp_path)["cells"] == 0


# --- Model data that cannot be used is "no model data" with the reason, never an exception: the
# benchmark joins it after timing every cell (issue 58, item 3).

def _gz(value) -> bytes:
    return gzip.compress(json.dumps(value).encode())


_VALID = {"format": model.FORMAT, "arch": ARCH, "rows": [1], "kernels": {},
          "device": {"name": "x", "hbm_bytes_per_s": 1.0, "launch_s": 1e-6}}
BAD_DATA = {
    "a truncated file": (lambda: _gz(_VALID)[:40], r"EOFError"),
    "not gzip": (lambda: b"not gzip", r"BadGzipFile"),
    "not JSON": (lambda: gzip.compress(b"{not json"), r"JSONDecodeError"),
    "a list": (lambda: _gz([1, 2]), r"is not jax_flynorm-model/2 data: 'list'"),
    "a string": (lambda: _gz("model"), r"is not jax_flynorm-model/2 data: 'str'"),
    "no format tag": (lambda: _gz({k: v for k, v in _VALID.items() if k != "format"}),
                      r"is not jax_flynorm-model/2 data: None"),
    "another format": (lambda: _gz({**_VALID, "format": "jax_flynorm-model/1"}),
                       r"is not jax_flynorm-model/2 data: 'jax_flynorm-model/1'"),
    "another arch": (lambda: _gz({**_VALID, "arch": "gfx942"}), r"is malformed"),
    "no kernels": (lambda: _gz({**_VALID, "kernels": [1]}), r"is malformed"),
}


@pytest.fixture
def fresh_load():
    model.load.cache_clear()
    yield
    model.load.cache_clear()


@pytest.mark.parametrize("case", BAD_DATA)
def test_model_data_that_cannot_be_used_is_no_model_data(case, tmp_path, monkeypatch, fresh_load):
    make, reason = BAD_DATA[case]
    (tmp_path / f"{ARCH}.model.json.gz").write_bytes(make())
    monkeypatch.setenv(prebuilt.ENV, str(tmp_path))
    data, why = model.load(ARCH)
    assert data is None and why.startswith(f"no model data for {ARCH} ({ARCH}.model.json.gz"), why
    assert re.search(reason, why), why
    row = _row("rmsnorm+weight", "fwd", "bfloat16", 4096, 4096, 1.0)
    assert model.join([row], ARCH)["cells"] == 0 and row["model_note"] == why


def test_no_model_data_with_the_shipped_kernels_off(monkeypatch, fresh_load):
    monkeypatch.setenv(prebuilt.ENV, "0")
    assert model.load(ARCH) == (None, f"no model data: {prebuilt.ENV}=0 turns the shipped "
                                      "kernels off")


def test_no_model_data_with_a_prebuilt_value_that_is_no_folder(monkeypatch, fresh_load):
    monkeypatch.setenv(prebuilt.ENV, "/no/such/folder")
    data, why = model.load(ARCH)
    assert data is None and "must be 0" in why, why


def test_a_missing_file_is_no_model_data(tmp_path, monkeypatch, fresh_load):
    monkeypatch.setenv(prebuilt.ENV, str(tmp_path))
    data, why = model.load(ARCH)
    assert data is None and "FileNotFoundError" in why, why
