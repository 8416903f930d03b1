"""The shipped kernels' archives (kernels/prebuilt.py): a call finds the generic kernel of its size
class, a stale kernel or a damaged archive is never used silently, and a call lowers for ROCm where
neither FlyDSL nor torch can be imported. The archives here are small ones made by the tests; the
package's own are checked by tools/prebuilt.py (tests/kernels/test_shipped_archives.py)."""

import json
import os
import subprocess
import sys
import textwrap
import zipfile

import pytest

from jax_flynorm.backends.flydsl.kernels import KernelSpec, compile_kernel, prebuilt
from jax_flynorm.backends.flydsl.kernels.compile import code_digests
from tools.prebuilt import write_archive

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def rms(direction, n, arch="gfx942", **kw):
    return KernelSpec(op="rmsnorm", direction=direction, n=n, x_dtype="bf16", out_dtype="bf16",
                      arch=arch, weight_dtype="bf16", has_weight=True, **kw)


@pytest.fixture
def archive(tmp_path, monkeypatch):
    """gfx942's archive in tmp_path with the RMSNorm kernels of N in (512, 1024], the one the
    package reads for the test."""
    kernels = {}
    for direction in ("fwd", "bwd"):
        generic = rms(direction, 896).generic_for()
        k = compile_kernel(generic)
        kernels[prebuilt.kernel_id(generic)] = (
            prebuilt.entry(generic, k.config, k.hsaco, k.key), k.hsaco)
    path = write_archive(tmp_path / "gfx942.zip", "gfx942", kernels, code=code_digests())
    monkeypatch.setenv(prebuilt.ENV, str(tmp_path))
    return path


def test_every_hidden_size_of_a_class_finds_its_kernel(archive):
    found = {n: prebuilt.find(rms("fwd", n)) for n in (520, 600, 896, 1000, 1024)}
    assert all(k is not None for k in found.values()), found
    assert {k.symbol for k in found.values()} == {"flynorm_rmsnorm_fwd_n513to1024v8_bf16_w"}
    assert prebuilt.find(rms("bwd", 777 - 777 % 8)).spec.direction == "bwd"
    # Outside the class, unaligned rows, another arch, other dtypes: not in this archive.
    for spec in (rms("fwd", 512), rms("fwd", 1032), rms("fwd", 900), rms("fwd", 896, "gfx950"),
                 rms("fwd", 896, has_bias=True, bias_dtype="bf16")):
        assert prebuilt.find(spec) is None, spec


def _rewrite(path, edit):
    with zipfile.ZipFile(path) as src:
        files = {name: src.read(name) for name in src.namelist()}
    edit(files)
    with zipfile.ZipFile(path, "w") as dst:
        for name, data in files.items():
            dst.writestr(name, data)


def test_a_kernel_built_from_other_kernel_code_is_not_used_the_others_are(archive):
    def older(files):
        manifest = json.loads(files[prebuilt.MANIFEST])
        entry = manifest["kernels"][prebuilt.kernel_id(rms("fwd", 896).generic_for())]
        entry["key"] = "0" * 40
        files[prebuilt.MANIFEST] = json.dumps(manifest).encode()

    _rewrite(archive, older)
    assert prebuilt.find(rms("fwd", 896)) is None
    assert prebuilt.find(rms("bwd", 896)) is not None
    assert prebuilt.shipped("gfx942")


def test_a_damaged_code_object_is_an_error_naming_the_archive(archive):
    def damaged(files):
        name = next(n for n in files if n.endswith(".hsaco"))
        files[name] = files[name][:-1] + bytes([files[name][-1] ^ 1])

    _rewrite(archive, damaged)
    with pytest.raises(RuntimeError, match=r"is damaged: .*do not match the manifest.s SHA-256; "
                                           r"reinstall"):
        for direction in ("fwd", "bwd"):
            prebuilt.find(rms(direction, 896))


def test_prebuilt_0_turns_the_shipped_kernels_off(archive, monkeypatch):
    monkeypatch.setenv(prebuilt.ENV, "0")
    assert prebuilt.find(rms("fwd", 896)) is None


# Lowers jit(grad) of an RMSNorm for ROCm with FlyDSL and torch unimportable; prints what the
# module's launcher calls name, and the warnings.
_NO_FLYDSL = textwrap.dedent("""
    import sys, json, re, warnings
    sys.modules["flydsl"] = sys.modules["torch"] = None  # import fails, find_spec is None
    import jax, jax.numpy as jnp
    import jax_flynorm
    n, implementation = int(sys.argv[1]), sys.argv[2]
    def loss(x, w):
        return jnp.sum(jax_flynorm.rmsnorm(x, w, implementation=implementation)
                       .astype(jnp.float32) ** 2)
    args = (jax.ShapeDtypeStruct((4, 16, n), jnp.bfloat16),
            jax.ShapeDtypeStruct((n,), jnp.bfloat16))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            text = jax.export.export(jax.jit(jax.grad(loss, argnums=(0, 1))), platforms=["rocm"],
                disabled_checks=jax_flynorm.export_disabled_checks())(
                *args).mlir_module()
            error = None
        except Exception as exc:
            text, error = "", f"{type(exc).__name__}: {exc}"
    print(json.dumps({"kernels": re.findall(r'kernel = "(\\w+)"', text), "error": error,
                      "warnings": [str(w.message) for w in caught],
                      "imported": sorted(m for m in sys.modules if sys.modules[m] is not None
                                         and m.split(".")[0] in ("flydsl", "torch"))}))
""")


def _lower_without_flydsl(archive, n, implementation):
    env = {**os.environ, prebuilt.ENV: str(archive.parent), "JAX_FLYNORM_ROCM_ARCH": "gfx942",
           "PYTHONPATH": REPO, "JAX_PLATFORMS": "cpu"}
    done = subprocess.run([sys.executable, "-c", _NO_FLYDSL, str(n), implementation], env=env,
                          capture_output=True, text=True, timeout=300, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_shipped_kernel_lowers_without_flydsl_or_torch(archive):
    got = _lower_without_flydsl(archive, 896, "flydsl")
    assert got["error"] is None and got["imported"] == [], got
    assert got["kernels"] == ["flynorm_rmsnorm_fwd_n513to1024v8_bf16_w",
                              "flynorm_rmsnorm_bwd_n513to1024v8_bf16_w"], got
    assert got["warnings"] == [], got


def test_a_call_no_kernel_ships_for_takes_the_portable_path_under_auto(archive):
    """N=4096 is outside the archive and FlyDSL cannot be imported: `auto` lowers it on xla
    with one warning that names the kernel and what is missing; `flydsl` is an error."""
    got = _lower_without_flydsl(archive, 4096, "auto")
    assert got["error"] is None and got["kernels"] == [], got
    (warning,) = got["warnings"]
    assert "no kernel ships for rmsnorm rows of N=4096 (x bf16, weight bf16) on gfx942" in warning
    assert "FlyDSL is not installed" in warning, warning
    assert "portable xla path" in warning, warning
    got = _lower_without_flydsl(archive, 4096, "flydsl")
    assert "cannot lower this call" in got["error"] and "no kernel ships" in got["error"], got
