"""`python -m jax_flynorm.selftest` run from a checkout whose source tree shadows the installed
package says so and what to do, instead of checking the wrong package."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from jax_flynorm import selftest

ROOT = Path(__file__).resolve().parents[1]


def _installed_copy(site: Path) -> None:
    """A non-editable install of jax_flynorm in `site`: the package's files and its dist-info."""
    (site / "jax_flynorm").mkdir(parents=True)
    (site / "jax_flynorm" / "__init__.py").write_text("")
    info = site / "jax_flynorm-0.1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: jax_flynorm\nVersion: 0.1.0\n")


def test_selftest_from_the_checkout_root_says_the_source_tree_shadows_the_install(tmp_path):
    site = tmp_path / "site-packages"
    _installed_copy(site)
    env = {**os.environ, "PYTHONPATH": str(site), "JAX_PLATFORMS": "cpu"}
    run = subprocess.run([sys.executable, "-m", "jax_flynorm.selftest", "--shapes", "1x8"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "shadows the installed package" in run.stdout, run.stdout + run.stderr
    assert str(site / "jax_flynorm") in run.stdout and "from another directory" in run.stdout


def test_selftest_of_the_package_under_test_is_not_shadowed():
    """Here the package imported is the installed one (or an editable install of this tree)."""
    assert selftest.shadowing() is None


def test_selftest_prints_each_check_as_it_ends(monkeypatch, capsys):
    """Progress: a check's row is out before the next check starts, not after the last."""
    seen = []
    real = selftest.check

    def check(*args):
        seen.append(capsys.readouterr().out)
        return real(*args)

    monkeypatch.setattr(selftest, "check", check)
    rc = selftest.main(["--shapes", "3x64", "--dtypes", "f32", "--ops", "rmsnorm"])
    assert rc == 0 and len(seen) >= 2
    assert "result" in seen[0]  # the table's header comes first
    assert all(out.count(" pass  max|err|") == 1 for out in seen[1:]), seen
    assert capsys.readouterr().out.splitlines()[-1] == f"{len(seen)}/{len(seen)} passed"


def test_implementation_is_spelled_as_the_api_takes_it(monkeypatch, capsys):
    """--implementation XLA runs the xla implementation, as implementation='XLA' does."""
    ran = []

    def check(op, variant, shape, dtype, backend):
        ran.append(backend)
        return {"ok": True, "errors": {"y": 0.0}}

    monkeypatch.setattr(selftest, "check", check)
    assert selftest.main(["--implementation", " XLA ", "--shapes", "3x64", "--dtypes", "f32",
                          "--ops", "rmsnorm"]) == 0
    assert ran and set(ran) == {"xla"}
    assert "backend xla" in capsys.readouterr().out


@pytest.mark.parametrize("args, message", [
    (["--implementation", "bogus"], "unknown implementation 'bogus' (from --implementation); "
                                    "choose one of auto, xla, cpu, flydsl, pallas"),
    (["--ops", "rmsnorm,rms"], "--ops: unknown 'rms'; choose from rmsnorm, layernorm"),
    (["--dtypes", "f64"], "--dtypes: unknown 'f64'; choose from f32, f16, bf16"),
    (["--shapes", "4096x"], "argument --shapes: '4096x' is not MxN"),
])
def test_bad_arguments_are_usage_errors(capsys, args, message):
    with pytest.raises(SystemExit) as exit_:
        selftest.main(args)
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and "usage: python -m jax_flynorm.selftest" in err
    assert message in err, err
