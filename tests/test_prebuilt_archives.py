"""What the lowering does with the shipped kernels' archives when they cannot be used as they are:
an archive that is missing, unreadable or turned off is named with the reason (not only "FlyDSL is
not installed"), a stale kernel is not used while the others are; a kernel whose code object, launch
config or manifest entry is damaged is one warning naming the archive under `auto` (then the
portable path) and an error under `flydsl`, never a raw zip error or a kernel launched with a config
it was not compiled for; a value of JAX_FLYNORM_PREBUILT that is neither 0, 1 nor a folder is
refused. Also the arch override in a device's own spelling, and a fallback that names every target
arch. The archives are made here from two kernels of the package's own (no FlyDSL needed)."""

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
import warnings
import zipfile
from pathlib import Path

import jax
import jax.numpy as jnp
import pytest

import jax_flynorm
from jax_flynorm import backends
from jax_flynorm.backends import _native, flydsl
from jax_flynorm.backends.flydsl.kernels import KernelSpec, prebuilt
from jax_flynorm.backends.flydsl.kernels.compile import code_digests
from tools.prebuilt import _entries, write_archive

NOT_INSTALLED = 'FlyDSL is not installed: pip install "jax_flynorm[flydsl]"'


def rms(direction, n=896, arch="gfx942"):
    return KernelSpec(op="rmsnorm", direction=direction, n=n, x_dtype="bf16", out_dtype="bf16",
                      arch=arch, weight_dtype="bf16", has_weight=True)


GENERIC = [rms(d).generic_for() for d in ("fwd", "bwd")]


@pytest.fixture
def rocm(monkeypatch):
    """Lowering for gfx942 where FlyDSL cannot compile; fallback warnings fresh."""
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", "gfx942")
    monkeypatch.setattr(flydsl, "compiler_unavailable", lambda: NOT_INSTALLED)
    monkeypatch.setattr(backends, "_warned_fallbacks", set())


@pytest.fixture
def archive(tmp_path, monkeypatch, rocm):
    """gfx942's archive in tmp_path with the package's RMSNorm kernels of N in (512, 1024]."""
    with zipfile.ZipFile(prebuilt.FOLDER / "gfx942.zip") as shipped:
        manifest = json.loads(shipped.read(prebuilt.MANIFEST))
        kernels = {}
        for spec in GENERIC:
            name = prebuilt.kernel_id(spec)
            kernels[name] = (manifest["kernels"][name], shipped.read(f"{name}.hsaco"))
    path = write_archive(tmp_path / "gfx942.zip", "gfx942", kernels, code=manifest["code"])
    monkeypatch.setenv(prebuilt.ENV, str(tmp_path))
    return path


def _rewrite(path, edit, compression=zipfile.ZIP_DEFLATED):
    with zipfile.ZipFile(path) as src:
        files = {name: src.read(name) for name in src.namelist()}
    edit(files)
    with zipfile.ZipFile(path, "w", compression) as dst:
        for name, data in files.items():
            dst.writestr(name, data)


def _edit_entry(path, edit):
    def change(files):
        manifest = json.loads(files[prebuilt.MANIFEST])
        edit(manifest["kernels"][prebuilt.kernel_id(GENERIC[0])])
        files[prebuilt.MANIFEST] = json.dumps(manifest).encode()

    _rewrite(path, change)


def _export(implementation, n=896):
    """The ROCm export of jit(grad) of an RMSNorm: (launcher kernels, fallback warnings)."""
    def loss(x, w):
        return jnp.sum(jax_flynorm.rmsnorm(x, w, implementation=implementation)
                       .astype(jnp.float32) ** 2)

    args = (jax.ShapeDtypeStruct((64, n), jnp.bfloat16), jax.ShapeDtypeStruct((n,), jnp.bfloat16))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        text = jax.export.export(jax.jit(jax.grad(loss, argnums=(0, 1))), platforms=["rocm"],
                                 disabled_checks=jax_flynorm.export_disabled_checks())(
            *args).mlir_module()
    found = [str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)]
    return re.findall(r'kernel = "(\w+)"', text), found


def test_the_archive_serves_both_directions(archive):
    kernels, warned = _export("auto")
    assert kernels == ["flynorm_rmsnorm_fwd_n513to1024v8_bf16_w",
                       "flynorm_rmsnorm_bwd_n513to1024v8_bf16_w"] and warned == []


# --- A damaged kernel: named, never a raw zip error, never launched with another config.

def _bad_crc(path):
    """Stored members, one byte of the forward's code object flipped in the file."""
    _rewrite(path, lambda files: None, zipfile.ZIP_STORED)
    name = f"{prebuilt.kernel_id(GENERIC[0])}.hsaco"
    with zipfile.ZipFile(path) as z:
        info = z.getinfo(name)
    raw = bytearray(path.read_bytes())
    header = info.header_offset
    start = header + 30 + int.from_bytes(raw[header + 26:header + 28], "little") + int.from_bytes(
        raw[header + 28:header + 30], "little")
    raw[start + 100] ^= 1
    path.write_bytes(bytes(raw))


def _missing_member(path):
    _rewrite(path, lambda files: files.pop(f"{prebuilt.kernel_id(GENERIC[0])}.hsaco"))


def _changed_config(path):
    # Two rows per block of 64 threads: launched, it gave wrong y, dx and dw.
    _edit_entry(path, lambda e: e["config"].update(rows_per_block=2, threads_per_row=32))


def _changed_code(path):
    def flip(files):
        name = f"{prebuilt.kernel_id(GENERIC[0])}.hsaco"
        files[name] = files[name][:-1] + bytes([files[name][-1] ^ 1])

    _rewrite(path, flip)


DAMAGE = {
    "bad CRC": (_bad_crc, r"the code object of .* cannot be read \(Bad CRC-32"),
    "missing member": (_missing_member, r"it has no code object for"),
    "no config": (lambda p: _edit_entry(p, lambda e: e.pop("config")),
                  r"the manifest gives no valid launch config for"),
    "changed config": (_changed_config, r"launch config and code object of .* do not match"),
    "changed code": (_changed_code, r"launch config and code object of .* do not match"),
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_kernel_is_one_warning_under_auto_and_an_error_under_flydsl(archive, damage):
    edit, problem = DAMAGE[damage]
    edit(archive)
    kernels, warned = _export("auto")
    # The forward (its kernel damaged) takes the portable path, the backward its kernel.
    assert kernels == ["flynorm_rmsnorm_bwd_n513to1024v8_bf16_w"], kernels
    assert len(warned) == 1, warned
    assert f"the shipped kernel archive {archive} is damaged: " in warned[0], warned
    assert re.search(problem, warned[0]), warned
    assert "portable xla path" in warned[0] and "reinstall jax_flynorm" in warned[0]
    with pytest.raises(ValueError, match=rf"cannot lower this call: the shipped kernel archive "
                                         rf"{re.escape(str(archive))} is damaged: .*{problem}"):
        _export("flydsl")


def test_the_check_covers_each_entry_s_launch_config(archive):
    """`tools.prebuilt check`: a config changed alone breaks the digest; one changed with its
    digest made again is still not the config the kernel compiles with."""
    assert _entries(archive, GENERIC, prebuilt._read(archive, "gfx942")[0]["kernels"]) == []

    def resealed(e):
        e["config"].update(rows_per_block=2, threads_per_row=32)
        e["digest"] = prebuilt.digest(e["spec"], e["config"], hsaco)

    with zipfile.ZipFile(archive) as z:
        hsaco = z.read(f"{prebuilt.kernel_id(GENERIC[0])}.hsaco")
    for edit, problem in ((_changed_config, "do not match the manifest's SHA-256"),
                          (lambda p: _edit_entry(p, resealed), "is not the one it compiles with")):
        edit(archive)
        prebuilt._read.cache_clear()
        prebuilt._load.cache_clear()
        manifest = prebuilt._read(archive, "gfx942")[0]
        (found,) = _entries(archive, GENERIC, manifest["kernels"])
        assert str(archive) in found and problem in found, found


# --- An archive that is not used: named with the reason.

def _manifest_only(path, **fields):
    manifest = {"format": prebuilt.FORMAT, "arch": "gfx942", "flydsl": "0.4.2",
                "code": code_digests(), "kernels": {}, **fields}
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(prebuilt.MANIFEST, json.dumps(manifest))


def _empty_zip(path):
    zipfile.ZipFile(path, "w").close()


def _zip_without_manifest(path):
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("other.txt", "x")


def _broken_manifest(path):
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(prebuilt.MANIFEST, "{not json")


UNUSED = {
    "no archive": (lambda p: None, r"gfx942\.zip does not exist"),
    "a folder named gfx942.zip": (lambda p: p.mkdir(), r"gfx942\.zip is not a file"),
    "not a zip": (lambda p: p.write_bytes(b"not a zip"), r"gfx942\.zip is not a readable zip"),
    "an empty zip": (_empty_zip, r"gfx942\.zip has no manifest\.json"),
    "no manifest": (_zip_without_manifest, r"gfx942\.zip has no manifest\.json"),
    "a broken manifest": (_broken_manifest, r"gfx942\.zip: its manifest\.json is not valid JSON"),
    "another arch": (lambda p: _manifest_only(p, arch="gfx950"),
                     r"gfx942\.zip holds kernels for 'gfx950', not gfx942"),
    "the format before per-kernel keys": (
        lambda p: _manifest_only(p, format="jax_flynorm-prebuilt/1"),
        r"gfx942\.zip: its manifest\.json is not a jax_flynorm-prebuilt/2 manifest; reinstall"),
}


@pytest.mark.parametrize("case", UNUSED)
def test_an_archive_not_used_is_named_with_the_reason(case, tmp_path, monkeypatch, rocm):
    make, reason = UNUSED[case]
    make(tmp_path / "gfx942.zip")
    monkeypatch.setenv(prebuilt.ENV, str(tmp_path))
    why = flydsl.unavailable()
    assert re.search(rf"no shipped kernels are used \(gfx942: {re.escape(str(tmp_path))}/"
                     rf"{reason}", why), why
    assert why.endswith(f"and {NOT_INSTALLED}"), why
    _, warned = _export("auto")
    assert len(warned) == 1 and why in warned[0], warned


def test_prebuilt_0_is_named_as_the_reason(monkeypatch, rocm):
    monkeypatch.setenv(prebuilt.ENV, "0")
    assert flydsl.unavailable() == (f"no shipped kernels are used (gfx942: {prebuilt.ENV}=0 "
                                    f"turns the shipped kernels off), and {NOT_INSTALLED}")


@pytest.mark.parametrize("value", ["off", "yes", "/no/such/folder", "file"])
def test_a_prebuilt_value_other_than_0_1_or_a_folder_is_refused(value, tmp_path, monkeypatch,
                                                                 rocm):
    if value == "file":
        value = str(tmp_path / "gfx942.zip")
        _empty_zip(value)
    monkeypatch.setenv(prebuilt.ENV, value)
    with pytest.raises(ValueError, match=rf"{prebuilt.ENV}='{re.escape(value)}' .*must be 0 "
                                         r".*1 .*or a folder holding <arch>\.zip"):
        _export("auto")


# --- The arch override, and a fallback for several archs.

@pytest.mark.parametrize("value,archs", [
    ("gfx942:sramecc+:xnack-", ("gfx942",)), ("GFX942", ("gfx942",)), ("Gfx950", ("gfx950",)),
    (" gfx950:sramecc+:xnack- , GFX942,gfx950", ("gfx950", "gfx942")),
])
def test_the_arch_override_takes_a_device_s_target_id_in_any_case(value, archs, monkeypatch):
    monkeypatch.setenv(flydsl.ARCH_ENV, value)
    assert flydsl.target_archs() == archs


@pytest.mark.parametrize("value", [",", " , ,", "942", "gfx942;gfx950", ":xnack-"])
def test_an_arch_override_naming_no_target_is_a_clear_error(value, monkeypatch):
    monkeypatch.setenv(flydsl.ARCH_ENV, value)
    with pytest.raises(ValueError, match=r"names no gfx target .*e\.g\. JAX_FLYNORM_ROCM_ARCH="):
        flydsl.target_archs()


def test_a_fallback_names_every_target_arch_without_the_kernel(tmp_path, monkeypatch, rocm):
    for arch in ("gfx942", "gfx950"):
        _manifest_only(tmp_path / f"{arch}.zip", arch=arch)
    monkeypatch.setenv(prebuilt.ENV, str(tmp_path))
    monkeypatch.setenv(flydsl.ARCH_ENV, "gfx942,gfx950")
    kernels, warned = _export("auto")
    assert kernels == [] and len(warned) == 1, warned
    assert ("no kernel ships for rmsnorm rows of N=896 (x bf16, weight bf16) on gfx942 or "
            f"gfx950, and FlyDSL cannot compile one: {NOT_INSTALLED}") in warned[0], warned


def test_a_stale_kernel_is_not_used_and_the_others_are(archive):
    """A kernel whose recorded key is not the one the sources give (its code edited since it was
    built) takes the portable path here (FlyDSL would compile it); the other kernel ships."""
    _edit_entry(archive, lambda e: e.update(key="0" * 40))
    kernels, warned = _export("auto")
    assert kernels == ["flynorm_rmsnorm_bwd_n513to1024v8_bf16_w"], kernels
    assert len(warned) == 1 and NOT_INSTALLED in warned[0], warned


def test_the_recorded_code_digests_are_those_of_the_sources_and_the_archives():
    """What a compiled-only install checks the kernels' keys with (`tools.prebuilt build` writes
    it with the archives; `check` requires it too)."""
    assert json.loads(prebuilt.SOURCES.read_text()) == code_digests()
    for arch in ("gfx942", "gfx950"):
        with zipfile.ZipFile(prebuilt.FOLDER / f"{arch}.zip") as z:
            assert json.loads(z.read(prebuilt.MANIFEST))["code"] == code_digests(), arch


# --- An install without .py sources (compiled with `compileall -b`, the sources removed).

_SOURCELESS = textwrap.dedent("""
    import sys, json, re, warnings
    # The package from the folder on PYTHONPATH, not an editable install's redirect.
    sys.meta_path[:] = [f for f in sys.meta_path if "_editable" not in type(f).__module__]
    sys.modules["flydsl"] = sys.modules["torch"] = None
    import jax, jax.numpy as jnp
    import jax_flynorm
    def loss(x, w):
        return jnp.sum(jax_flynorm.rmsnorm(x, w, implementation=sys.argv[1])
                       .astype(jnp.float32) ** 2)
    args = (jax.ShapeDtypeStruct((64, 896), jnp.bfloat16),
            jax.ShapeDtypeStruct((896,), jnp.bfloat16))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        text = jax.export.export(jax.jit(jax.grad(loss, argnums=(0, 1))), platforms=["rocm"],
            disabled_checks=jax_flynorm.export_disabled_checks())(*args).mlir_module()
    print(json.dumps({"file": jax_flynorm.__file__, "kernels": re.findall(r'kernel = "(\\w+)"',
                      text), "warnings": [str(w.message) for w in caught]}))
""")


def _sourceless(tmp_path):
    """The package compiled without its .py sources, in tmp_path/site."""
    copy = tmp_path / "site" / "jax_flynorm"
    shutil.copytree(Path(jax_flynorm.__file__).parent, copy,
                    ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    for module in ("jax_flynorm.backends.cpu._flynorm_cpu",
                   "jax_flynorm.backends.flydsl._flynorm_rocm"):
        built = _native.library_path(module, "JAX_FLYNORM_UNSET")
        shutil.copy(built, copy.parent.joinpath(*module.split(".")).with_suffix(".so"))
    subprocess.run([sys.executable, "-m", "compileall", "-q", "-b", str(copy)], check=True)
    for source in copy.rglob("*.py"):
        source.unlink()
    return copy


def _lower_sourceless(copy, implementation):
    env = {k: v for k, v in os.environ.items()
           if k not in (prebuilt.ENV, "JAX_FLYNORM_CPU_LIBRARY", "JAX_FLYNORM_ROCM_LAUNCHER")}
    env.update(PYTHONPATH=str(copy.parent), JAX_PLATFORMS="cpu", JAX_FLYNORM_ROCM_ARCH="gfx942")
    done = subprocess.run([sys.executable, "-c", _SOURCELESS, implementation], env=env,
                          cwd=copy.parent.parent, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads(done.stdout.strip().splitlines()[-1])
    assert got["file"] == str(copy / "__init__.pyc"), got
    return got


def test_an_install_without_py_sources_lowers_to_the_shipped_kernels(tmp_path):
    """The kernels' keys are checked with the code digests the build recorded (prebuilt.SOURCES)
    where the kernel sources are not installed."""
    got = _lower_sourceless(_sourceless(tmp_path), "flydsl")
    assert got["kernels"] == ["flynorm_rmsnorm_fwd_n513to1024v8_bf16_w",
                              "flynorm_rmsnorm_bwd_n513to1024v8_bf16_w"], got
    assert got["warnings"] == [], got


def test_an_install_without_py_sources_or_the_recorded_digests_names_the_file(tmp_path):
    """Without prebuilt/sources.json a compiled-only install cannot tell current kernels: the
    fallback names the missing file and reinstalling (the wheel ships it), not the build command
    of a source tree (issue 58, item 6)."""
    copy = _sourceless(tmp_path)
    missing = copy / "backends" / "flydsl" / "prebuilt" / "sources.json"
    missing.unlink()
    got = _lower_sourceless(copy, "auto")
    assert got["kernels"] == [] and len(got["warnings"]) == 1, got
    assert (f"{missing} is missing (the kernel code digests the archives are checked with where "
            "the kernels' .py sources are not installed): reinstall jax_flynorm, whose wheel "
            "ships it") in got["warnings"][0], got
    assert "tools.prebuilt" not in got["warnings"][0], got


def test_without_sources_flydsl_cannot_compile_and_says_why(monkeypatch):
    """Where FlyDSL, torch and ld.lld are there but not the kernels' .py sources, compiling is
    unavailable with the reason (`auto` then falls back) rather than a FileNotFoundError."""
    def missing():
        raise FileNotFoundError("no such file: .../kernels/_forward.py")

    monkeypatch.setattr(flydsl.importlib.util, "find_spec", lambda name: object())
    monkeypatch.setattr(flydsl, "find_lld", lambda: Path("/usr/bin/ld.lld"))
    monkeypatch.setattr(flydsl, "code_digests", missing)
    assert flydsl.compiler_unavailable().startswith(
        "the kernel sources are not installed (no such file: .../kernels/_forward.py; ")
