"""`python -m jax_flynorm.report` off ROCm: it says there is no ROCm device, and still writes the
versions and this machine's checks into one folder and one tarball."""

import json
import subprocess
import sys
import tarfile

import jax


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
