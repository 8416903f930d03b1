"""`python -m jax_flynorm.report` off ROCm: it says there is no ROCm device, and still writes the
versions and this machine's checks into one folder and one tarball. What it writes into --out DIR
and packs: only its own files; a folder holding anything else is refused."""

import json
import subprocess
import sys
import tarfile

import jax
import pytest

from jax_flynorm import report


def test_report_on_cpu_writes_versions_and_the_cpu_checks(tmp_path):
    assert jax.default_backend() == "cpu"
    out = tmp_path / "report"
    proc = subprocess.run(
        [sys.executable, "-m", "jax_flynorm.report", "--out", str(out), "--selftest-args",
         "--ops rmsnorm --dtypes f32 --shapes 7x64"], capture_output=True, text=True,
        cwd=tmp_path, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.startswith("No ROCm device found (JAX platform: cpu)")
    report = json.loads((out / "report.json").read_text())
    env = report["environment"]
    assert env["platform"] == "cpu" and env["versions"]["jax"] == jax.__version__
    assert "jax_flynorm" in env["versions"]
    assert list(report["steps"]) == ["selftest"] and report["steps"]["selftest"][
        "exit_status"] == 0
    assert "3/3 passed" in (out / "selftest.txt").read_text()
    assert "No ROCm device found" in (out / "console.txt").read_text()
    with tarfile.open(tmp_path / "report.tar.gz") as tar:
        names = set(tar.getnames())
    assert {"report/report.json", "report/selftest.txt", "report/console.txt"} <= names


def test_shipped_selftest_off_rocm_says_so(capsys):
    from jax_flynorm import selftest

    assert selftest.main(["--shipped"]) == 1
    assert capsys.readouterr().out.startswith("No ROCm device found (JAX platform: cpu): the "
                                              "shipped kernels cannot run here.")


# ------------------------------------------------------------------------------------------------
# What the report writes into --out DIR and packs: its own files only. The steps are stubbed with
# small Python programs (the selftest and the benchmark take minutes); the folder checks, the
# marker and the tarball are the command's own.

BENCH_STUB = ("import pathlib, sys; d = pathlib.Path(sys.argv[1]); d.mkdir(); "
              "[(d / n).write_text(n) for n in sys.argv[2:]]")


@pytest.fixture
def stubbed(monkeypatch):
    """report.main with a ROCm-like environment whose two steps are tiny programs: the selftest
    prints a line, the benchmark writes the files named in ``bench_files`` into DIR/bench."""
    bench_files = ["results.json", "table.txt"]
    monkeypatch.setattr(report, "environment", lambda: {
        "platform": "rocm", "device_kind": "stub", "arch": "gfx942", "versions": {"stub": "1"}})
    monkeypatch.setattr(report, "_smi", lambda out, written: [])

    def plan(env, args, out):
        return [("selftest_shipped", ["-c", "print('3/3 passed')"]),
                ("bench", ["-c", BENCH_STUB, str(out / "bench"), *bench_files])]

    monkeypatch.setattr(report, "plan", plan)
    return bench_files


def _members(tarball):
    with tarfile.open(tarball) as tar:
        return sorted(tar.getnames())


def test_the_tarball_holds_exactly_the_files_the_report_wrote(tmp_path, stubbed):
    out = tmp_path / "rep"
    assert report.main(["--out", str(out)]) == 0
    mine = ["bench/results.json", "bench/table.txt", "bench.txt", "console.txt", "report.json",
            "selftest_shipped.txt"]
    assert _members(tmp_path / "rep.tar.gz") == sorted(f"rep/{n}" for n in mine)
    assert sorted(json.loads((out / "report.json").read_text())["files"]) == sorted(mine)
    assert "3/3 passed" in (out / "selftest_shipped.txt").read_text()


def test_on_rocm_the_report_runs_the_decode_matrix_and_packs_it(tmp_path, monkeypatch):
    """The ROCm plan: the shipped-kernel check, the default benchmark, then its decode matrix
    (M = 1-256) into DIR/bench-decode, which the tarball holds."""
    args = report.argparse.Namespace(quick=False, bench_args="", selftest_args="")
    steps = dict(report.plan({"platform": "rocm"}, args, tmp_path / "rep"))
    assert list(steps) == ["selftest_shipped", "bench", "bench_decode"]
    assert "--decode" in steps["bench_decode"]
    assert steps["bench_decode"][steps["bench_decode"].index("--out") + 1] == str(
        tmp_path / "rep" / "bench-decode")
    monkeypatch.setattr(report, "environment", lambda: {
        "platform": "rocm", "device_kind": "stub", "arch": "gfx950", "versions": {"stub": "1"}})
    monkeypatch.setattr(report, "_smi", lambda out, written: [])
    monkeypatch.setattr(report, "plan", lambda env, args, out: [
        (name, ["-c", BENCH_STUB, str(out / report.BENCH_TREES[name]), "results.json"])
        for name in ("bench", "bench_decode")])
    assert report.main(["--out", str(tmp_path / "rep")]) == 0
    assert "rep/bench-decode/results.json" in _members(tmp_path / "rep.tar.gz")


@pytest.mark.parametrize("where", ["root", "nested"])
def test_a_folder_with_other_files_is_refused_and_left_untouched(tmp_path, stubbed, capsys, where):
    out = tmp_path / "home"
    (out / "docs").mkdir(parents=True)
    secret = out / ("id_rsa" if where == "root" else "docs/report.json")
    secret.write_text("private")
    with pytest.raises(SystemExit) as exit_:
        report.main(["--out", str(out)])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "usage: python -m jax_flynorm.report" in err
    assert f"--out {out} is not empty and holds no previous report" in err
    assert secret.read_text() == "private"
    assert sorted(p.name for p in out.rglob("*")) == sorted(["docs", secret.name])
    assert not (tmp_path / "home.tar.gz").exists()


def test_the_filesystem_root_is_refused(stubbed, capsys):
    with pytest.raises(SystemExit) as exit_:
        report.main(["--out", "/"])
    assert exit_.value.code == 2 and "--out / is not empty" in capsys.readouterr().err


def test_a_file_or_a_foreign_tarball_is_refused(tmp_path, stubbed, capsys):
    (tmp_path / "notes").write_text("mine")
    with pytest.raises(SystemExit):
        report.main(["--out", str(tmp_path / "notes")])
    assert "is a file, not a folder" in capsys.readouterr().err
    (tmp_path / "fresh.tar.gz").write_text("mine")
    with pytest.raises(SystemExit):
        report.main(["--out", str(tmp_path / "fresh")])
    assert "fresh.tar.gz exists and is not the tarball of a report" in capsys.readouterr().err
    assert (tmp_path / "fresh.tar.gz").read_text() == "mine"
    assert (tmp_path / "notes").read_text() == "mine"


def test_an_empty_folder_is_used(tmp_path, stubbed):
    out = tmp_path / "empty"
    out.mkdir()
    assert report.main(["--out", str(out)]) == 0
    assert "empty/report.json" in _members(tmp_path / "empty.tar.gz")


def test_a_previous_report_is_replaced_with_nothing_of_it_left(tmp_path, stubbed):
    out = tmp_path / "rep"
    stubbed.append("bandwidth.png")
    assert report.main(["--out", str(out)]) == 0
    stubbed.remove("bandwidth.png")  # the second run writes no plot
    assert report.main(["--out", str(out)]) == 0
    assert "rep/bench/bandwidth.png" not in _members(tmp_path / "rep.tar.gz")
    assert not (out / "bench" / "bandwidth.png").exists()
    assert "rep/bench/table.txt" in _members(tmp_path / "rep.tar.gz")


def test_a_previous_report_with_a_file_added_is_refused(tmp_path, stubbed, capsys):
    out = tmp_path / "rep"
    assert report.main(["--out", str(out)]) == 0
    (out / "notes.txt").write_text("mine")
    with pytest.raises(SystemExit):
        report.main(["--out", str(out)])
    assert "holds a previous report and files it did not write (notes.txt)" in (
        capsys.readouterr().err)
    assert (out / "notes.txt").read_text() == "mine" and (out / "report.json").exists()


def test_a_report_that_stopped_early_can_be_replaced(tmp_path, stubbed, monkeypatch):
    out = tmp_path / "rep"
    environment = report.environment

    def crash():
        raise KeyboardInterrupt

    monkeypatch.setattr(report, "environment", crash)
    with pytest.raises(KeyboardInterrupt):
        report.main(["--out", str(out)])
    assert [p.name for p in out.iterdir()] == [report.MARKER]
    monkeypatch.setattr(report, "environment", environment)
    assert report.main(["--out", str(out)]) == 0
    assert "rep/report.json" in _members(tmp_path / "rep.tar.gz")
