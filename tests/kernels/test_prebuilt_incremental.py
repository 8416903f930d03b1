"""`python -m tools.prebuilt build` and `check` keep each kernel while what shapes its code is
unchanged, run on a scratch copy of the package and tools whose archive holds a few of the shipped
kernels (their entries and code objects as they ship): comments in the op table and the kernel
sources leave every kernel current (nothing compiles, the archive's bytes stay); an edit to the
forward builder makes the forward kernels stale, names them, and `build` compiles those alone,
keeping the backward's code object byte for byte; a rebuild with no change compiles nothing; a
kernel added to the shipped set is compiled alone. Compiles with FlyDSL (the tests stage has it)."""

import dataclasses
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import jax_flynorm
from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec
from jax_flynorm.backends.flydsl.kernels.toolchain import find_lld

if not all(importlib.util.find_spec(m) for m in ("flydsl", "torch")) or find_lld() is None:
    pytest.skip("compiling needs FlyDSL, torch and ld.lld", allow_module_level=True)

ROOT = Path(jax_flynorm.__file__).parent.parent
ARCH = "gfx942"


def rms(direction, n=896, **kw):
    return KernelSpec(op="rmsnorm", direction=direction, n=n, x_dtype="bf16", out_dtype="bf16",
                      arch=ARCH, weight_dtype="bf16", has_weight=True, **kw).generic_for()


KERNELS = [rms("fwd"), rms("bwd")]

# Runs tools/prebuilt.py's command line in the scratch copy (not an editable install's package)
# with the copy's archive holding the kernels given (as JSON specs) instead of every shipped one.
_DRIVER = """
import json, sys
sys.meta_path[:] = [f for f in sys.meta_path if "_editable" not in type(f).__module__]
sys.path.insert(0, sys.argv[1])
import jax_flynorm
assert jax_flynorm.__file__.startswith(sys.argv[1]), jax_flynorm.__file__
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec
import tools.prebuilt as tool
specs = [KernelSpec(**s) for s in json.loads(sys.argv[2])]
tool.shipped_specs = lambda arch: [s for s in specs if s.arch == arch]
tool.main(sys.argv[3:])
"""


@pytest.fixture
def scratch(tmp_path):
    """A copy of jax_flynorm and tools whose gfx942 archive holds KERNELS as they ship."""
    root = tmp_path / "scratch"
    ignore = shutil.ignore_patterns("__pycache__", "*.zip", "*.model.json.gz")
    shutil.copytree(ROOT / "jax_flynorm", root / "jax_flynorm", ignore=ignore)
    shutil.copytree(ROOT / "tools", root / "tools", ignore=ignore)
    with zipfile.ZipFile(prebuilt.FOLDER / f"{ARCH}.zip") as shipped:
        manifest = json.loads(shipped.read(prebuilt.MANIFEST))
        kernels = {name: (manifest["kernels"][name], shipped.read(f"{name}.hsaco"))
                   for name in map(prebuilt.kernel_id, KERNELS)}
    sys.path.insert(0, str(root))
    from tools.prebuilt import write_archive

    sys.path.remove(str(root))
    write_archive(root / "jax_flynorm/backends/flydsl/prebuilt" / f"{ARCH}.zip", ARCH, kernels,
                  code=manifest["code"], flydsl=manifest["flydsl"])
    return root


def _tool(root, *args, specs=KERNELS):
    env = {k: v for k, v in os.environ.items() if k != prebuilt.ENV}
    env.update(JAX_FLYNORM_CACHE_DIR=str(root.parent / "cache"), JAX_PLATFORMS="cpu")
    done = subprocess.run(
        [sys.executable, "-c", _DRIVER, str(root),
         json.dumps([dataclasses.asdict(s) for s in specs]), *args, "--archs", ARCH,
         "--jobs", "2"], env=env, cwd=root, capture_output=True, text=True, timeout=600)
    print(done.stdout, done.stderr[-3000:])
    return done.returncode, done.stdout


def _check(root, **kw):
    return _tool(root, "check", "--sample", "0", "--seed", "0", **kw)


def _code_objects(root) -> dict:
    with zipfile.ZipFile(root / "jax_flynorm/backends/flydsl/prebuilt" / f"{ARCH}.zip") as z:
        manifest = json.loads(z.read(prebuilt.MANIFEST))
        return {KernelSpec(**e["spec"]).direction: (z.read(f"{name}.hsaco"), e["key"])
                for name, e in manifest["kernels"].items()}


def _append(path: Path, text: str) -> None:
    path.write_text(path.read_text() + text)


def test_comments_in_the_op_table_and_the_kernel_sources_leave_the_archive_current(scratch):
    kernels = scratch / "jax_flynorm/backends/flydsl/kernels"
    for path in (scratch / "jax_flynorm/_ops.py", kernels / "_forward.py",
                 kernels / "_backward.py", kernels / "_device.py", kernels / "spec.py"):
        text = path.read_text()
        path.write_text(text.replace("\n\n\n", "\n\n\n# A comment, lines moved.\n\n", 1)
                        + "\n# edited\n")
    archive = (scratch / "jax_flynorm/backends/flydsl/prebuilt" / f"{ARCH}.zip").read_bytes()
    code, out = _check(scratch)  # compiles both kernels again: the same bytes
    assert code == 0 and "the shipped kernels are current" in out, out
    code, out = _tool(scratch, "build")
    assert code == 0 and f"{ARCH}: 2 kernels, 2 current, 0 to compile" in out, out
    assert "compiled 0 kernels" in out, out
    assert (scratch / "jax_flynorm/backends/flydsl/prebuilt" / f"{ARCH}.zip").read_bytes() == (
        archive)


def test_a_forward_builder_edit_rebuilds_the_forward_kernels_only(scratch):
    before = _code_objects(scratch)
    _append(scratch / "jax_flynorm/backends/flydsl/kernels/_forward.py",
            "\n\ndef _unused_helper():\n    return 1\n")
    code, out = _check(scratch)
    assert code == 1 and "1 stale kernels" in out, out
    assert f"{KERNELS[0].kernel_name} (the fwd kernels' code changed)" in out, out
    assert KERNELS[1].kernel_name not in out, out
    code, out = _tool(scratch, "build")
    assert code == 0 and "1 to compile; 1 the fwd kernels' code changed" in out, out
    assert "compiled 1 kernels" in out, out
    after = _code_objects(scratch)
    assert after["bwd"] == before["bwd"]  # kept: the same bytes and key
    assert after["fwd"][0] == before["fwd"][0] and after["fwd"][1] != before["fwd"][1]
    assert _check(scratch)[0] == 0
    code, out = _tool(scratch, "build")
    assert code == 0 and "compiled 0 kernels" in out, out
    # A kernel added to the shipped set (a new variant) is compiled alone.
    added = rms("fwd", has_bias=True, bias_dtype="bf16")
    code, out = _tool(scratch, "build", specs=[*KERNELS, added])
    assert code == 0 and "1 to compile; 1 new" in out and f"{added.kernel_name} (new)" in out
    assert "compiled 1 kernels" in out, out
