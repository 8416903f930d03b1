"""The native libraries record the XLA FFI API version of the headers they were built against, and
load only where the installed jaxlib accepts it (the same major, a minor no newer); otherwise they
are refused before anything registers, naming both versions and the fix, and `auto` falls back
with one warning."""

import shutil
import subprocess
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import backends
from jax_flynorm.backends import _native
from tests import oracle

LIBRARIES = [("jax_flynorm.backends.cpu._flynorm_cpu", "JAX_FLYNORM_CPU_LIBRARY"),
             ("jax_flynorm.backends.flydsl._flynorm_rocm", "JAX_FLYNORM_ROCM_LAUNCHER")]


def _header_api() -> tuple[int, int]:
    """The installed jaxlib's FFI API version, read here independently of the package."""
    import re
    from pathlib import Path

    text = (Path(jax.ffi.include_dir()) / "xla/ffi/api/c_api.h").read_text()
    major = re.search(r"#define XLA_FFI_API_MAJOR (\d+)", text).group(1)
    minor = re.search(r"#define XLA_FFI_API_MINOR (\d+)", text).group(1)
    return int(major), int(minor)


@pytest.mark.parametrize("module,env", LIBRARIES)
def test_the_built_libraries_load_beside_the_installed_jaxlib(module, env):
    lib, reason = _native.open_library(module, env)
    assert reason is None
    major, minor = map(int, _native._text(lib, "flynorm_ffi_api_version").split("."))
    assert major == _header_api()[0] and minor <= _header_api()[1]
    assert _native.installed_ffi_api() == ".".join(map(str, _header_api()))


def _library(tmp_path, body):
    if shutil.which("cc") is None:
        pytest.fail("no C compiler")
    src = tmp_path / "lib.c"
    src.write_text(body)
    out = tmp_path / "libskew.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(out), str(src)], check=True)
    return out


def _versioned_library(tmp_path, api):
    return _library(tmp_path, f'const char *flynorm_ffi_api_version(void) {{ return "{api}"; }}\n'
                    'const char *flynorm_built_jaxlib(void) { return "0.99.1"; }\n')


def test_a_library_built_against_a_newer_ffi_api_is_refused(tmp_path, monkeypatch):
    monkeypatch.setenv("JAX_FLYNORM_SKEW_TEST", str(_versioned_library(tmp_path, "0.99")))
    monkeypatch.setattr(_native, "installed_ffi_api", lambda: "0.3")
    monkeypatch.setattr(_native, "installed_jaxlib", lambda: "0.10.2")
    lib, reason = _native.open_library("jax_flynorm.backends._none", "JAX_FLYNORM_SKEW_TEST")
    assert lib is None
    assert "XLA FFI API 0.99 (jaxlib 0.99.1)" in reason
    assert "jaxlib 0.10.2 (XLA FFI API 0.3) cannot run" in reason
    assert "pip install --force-reinstall --no-deps ." in reason


def test_a_library_that_records_no_ffi_api_version_is_refused(tmp_path, monkeypatch):
    path = _library(tmp_path, "int unrelated(void) { return 0; }\n")
    monkeypatch.setenv("JAX_FLYNORM_SKEW_TEST", str(path))
    lib, reason = _native.open_library("jax_flynorm.backends._none", "JAX_FLYNORM_SKEW_TEST")
    assert lib is None and "does not record the XLA FFI API version" in reason


@pytest.mark.parametrize("built,installed,refused", [
    ("0.3", "0.3", False), ("0.3", "0.5", False), ("0.1", "0.3", False), ("0.5", "0.3", True),
    ("0.4", "0.3", True), ("1.0", "0.5", True), ("0.3", "1.3", True), ("weird", "0.3", True),
    ("0.3", None, True), ("0.10", "0.9", True),
])
def test_xla_s_api_version_rule_decides(built, installed, refused):
    assert (_native.ffi_skew(built, installed, "0.10.2", "0.12.0", "lib.so") is not None) == refused


@pytest.fixture
def refused_cpu_library(tmp_path, monkeypatch):
    """The cpu library replaced by one whose FFI API this jaxlib cannot run; the fallback warning
    is fresh, and the real library is loaded again afterwards."""
    from jax_flynorm.backends import cpu as ffi

    major = _header_api()[0]
    monkeypatch.setenv("JAX_FLYNORM_CPU_LIBRARY", str(_versioned_library(tmp_path, f"{major}.99")))
    monkeypatch.setattr(backends, "_warned_fallbacks", set())
    ffi.load.cache_clear()
    yield ffi
    monkeypatch.undo()
    ffi.load.cache_clear()
    assert ffi.load()[1] is None


def test_auto_falls_back_with_one_warning_when_the_cpu_library_is_refused(refused_cpu_library):
    """Nothing is registered (the library only names versions), JAX's CPU backend keeps running,
    and two gradients lowered for the CPU under `auto` run the portable backward with one
    warning that names both versions; asking for `cpu` itself is an error."""
    lib, reason = refused_cpu_library.load()
    assert lib is None and f"XLA FFI API {_header_api()[0]}.99" in reason
    rng = np.random.default_rng(7)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for rows in (3, 5):
            x = rng.standard_normal((rows, 96)).astype(np.float32)
            w = rng.standard_normal(96).astype(np.float32)
            dy = rng.standard_normal((rows, 96)).astype(np.float32)
            _, vjp_fn = jax.vjp(lambda x, w: jax_flynorm.rmsnorm(x, w), jnp.asarray(x),
                                jnp.asarray(w))
            dx, dw = jax.jit(vjp_fn)(jnp.asarray(dy))
            y, h, mean, rstd = oracle.forward(False, x, weight=w)
            want_dx, want_dw = oracle.vjp(False, h, mean, rstd, dy, weight=w)[:2]
            np.testing.assert_allclose(dx, want_dx, rtol=1e-4, atol=1e-4)
            np.testing.assert_allclose(dw, want_dw, rtol=1e-4, atol=1e-4)
    fallbacks = [str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)]
    assert len(fallbacks) == 1, fallbacks
    assert "cpu implementation cannot run" in fallbacks[0] and "cannot run;" in fallbacks[0]
    assert jax_flynorm.which_implementation("cpu", direction="bwd") == "xla"
    with pytest.raises(RuntimeError, match="'cpu' cannot run: .*XLA FFI API"):
        jax_flynorm.which_implementation("cpu", "cpu", direction="bwd")


@pytest.mark.parametrize("version,jaxlib,refused", [
    ("0", '"0.99.1"', True), ("0", "0", True), ("VERSION", "0", False)])
def test_a_library_returning_null_for_its_versions_is_refused_or_loads(
        version, jaxlib, refused, tmp_path, monkeypatch):
    """NULL for the FFI API version is a version not recorded; NULL for the jaxlib it was built
    against is only missing from messages."""
    api = '"{}.{}"'.format(*_header_api())
    path = _library(tmp_path, "const char *flynorm_ffi_api_version(void) { return "
                    f"{api if version == 'VERSION' else version}; }}\n"
                    f"const char *flynorm_built_jaxlib(void) {{ return {jaxlib}; }}\n")
    monkeypatch.setenv("JAX_FLYNORM_SKEW_TEST", str(path))
    lib, reason = _native.open_library("jax_flynorm.backends._none", "JAX_FLYNORM_SKEW_TEST")
    if refused:
        assert lib is None and "does not record the XLA FFI API version" in reason, reason
    else:
        assert reason is None and lib is not None


def test_the_cpu_library_variable_naming_the_rocm_launcher_is_refused(monkeypatch):
    """JAX_FLYNORM_CPU_LIBRARY at the ROCm launcher: refused with the reason (no undefined
    symbol at import), and `auto` on CPU falls back with one warning that says so."""
    from jax_flynorm.backends import cpu as ffi

    rocm = _native.library_path(LIBRARIES[1][0], "JAX_FLYNORM_UNSET")
    monkeypatch.setenv("JAX_FLYNORM_CPU_LIBRARY", str(rocm))
    monkeypatch.setattr(backends, "_warned_fallbacks", set())
    ffi.load.cache_clear()
    try:
        lib, reason = ffi.load()
        assert lib is None and reason == (
            f"{rocm} (named by JAX_FLYNORM_CPU_LIBRARY) is not the library "
            f"{LIBRARIES[0][0]} (it has no flynorm_signature); point JAX_FLYNORM_CPU_LIBRARY "
            "at that library, or unset it"), reason
        x = jnp.ones((8, 96), jnp.float32)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            for _ in range(2):
                jax.jit(jax.grad(lambda x: jax_flynorm.rmsnorm(x).sum())).lower(x)
        fallbacks = [str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)]
        assert len(fallbacks) == 1 and reason in fallbacks[0], fallbacks
    finally:
        monkeypatch.undo()
        ffi.load.cache_clear()
        assert ffi.load()[1] is None


def test_the_launcher_variable_naming_the_cpu_library_is_refused(monkeypatch):
    from jax_flynorm.backends.flydsl import launcher

    cpu = _native.library_path(LIBRARIES[0][0], "JAX_FLYNORM_UNSET")
    monkeypatch.setenv("JAX_FLYNORM_ROCM_LAUNCHER", str(cpu))
    launcher._library.cache_clear()
    try:
        lib, reason = launcher._library()
        assert lib is None and "is not the library jax_flynorm.backends.flydsl._flynorm_rocm " \
            "(it has no flynorm_rocm_abi)" in reason, reason
    finally:
        monkeypatch.undo()
        launcher._library.cache_clear()
