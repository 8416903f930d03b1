"""`python -m jax_flynorm.selftest` on a machine without ROCm: it says so, checks the CPU custom
call against the jnp reference, prints the table and exits 0 when everything passes."""

import os
import subprocess
import sys

from jax_flynorm import selftest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_selftest_checks_the_cpu_backend_without_rocm(capsys):
    assert selftest.main(["--shapes", "5x64,2x100", "--dtypes", "f32,bf16"]) == 0
    out = capsys.readouterr().out
    assert "No ROCm device found" in out and "backend cpu" in out
    assert "flydsl " in out and "jax " in out  # versions for the bug report
    assert "layernorm weight+bias" in out and "rmsnorm   residual+weight" in out
    assert "FAIL" not in out and "ERROR" not in out
    assert out.rstrip().endswith("28/28 passed")


def test_selftest_reports_failures_with_a_nonzero_exit(capsys, monkeypatch):
    monkeypatch.setattr(selftest, "tolerance", lambda *args: (-1.0, 0.0))
    assert selftest.main(["--shapes", "3x32", "--dtypes", "f32", "--ops", "rmsnorm"]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and out.rstrip().endswith("0/3 passed")


def test_selftest_runs_as_a_module():
    out = subprocess.run(
        [sys.executable, "-m", "jax_flynorm.selftest", "--shapes", "3x32", "--dtypes", "f32",
         "--ops", "layernorm"], capture_output=True, text=True, timeout=300,
        cwd=REPO)
    assert out.returncode == 0, out.stdout + out.stderr[-2000:]
    assert "4/4 passed" in out.stdout
