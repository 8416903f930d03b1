"""The native libraries record the jaxlib whose FFI headers they were built against, and a library
built against another jaxlib release is refused with both versions and the fix named."""

import shutil
import subprocess

import jaxlib.version
import pytest

from jax_flynorm.backends import _native

LIBRARIES = [("jax_flynorm.backends.cpu._flynorm_cpu", "JAX_FLYNORM_CPU_LIBRARY"),
             ("jax_flynorm.backends.flydsl._flynorm_rocm", "JAX_FLYNORM_ROCM_LAUNCHER")]


@pytest.mark.parametrize("module,env", LIBRARIES)
def test_the_built_libraries_record_the_installed_jaxlib(module, env):
    lib, reason = _native.open_library(module, env)
    assert reason is None
    assert _native.built_jaxlib(lib) == jaxlib.version.__version__


def _library(tmp_path, body):
    if shutil.which("cc") is None:
        pytest.fail("no C compiler")
    src = tmp_path / "lib.c"
    src.write_text(body)
    out = tmp_path / "libskew.so"
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(out), str(src)], check=True)
    return out


def test_a_library_built_against_another_jaxlib_release_is_refused(tmp_path, monkeypatch):
    path = _library(tmp_path, 'const char *flynorm_built_jaxlib(void) { return "0.12.1"; }\n')
    monkeypatch.setenv("JAX_FLYNORM_SKEW_TEST", str(path))
    monkeypatch.setattr(_native, "installed_jaxlib", lambda: "0.10.2")
    lib, reason = _native.open_library("jax_flynorm.backends._none", "JAX_FLYNORM_SKEW_TEST")
    assert lib is None
    assert "jaxlib 0.12.1" in reason and "jaxlib 0.10.2 is installed" in reason
    assert "pip install --no-build-isolation ." in reason


def test_a_library_that_records_no_jaxlib_is_refused(tmp_path, monkeypatch):
    path = _library(tmp_path, "int unrelated(void) { return 0; }\n")
    monkeypatch.setenv("JAX_FLYNORM_SKEW_TEST", str(path))
    lib, reason = _native.open_library("jax_flynorm.backends._none", "JAX_FLYNORM_SKEW_TEST")
    assert lib is None and "does not record which jaxlib" in reason


@pytest.mark.parametrize("built,installed,refused", [
    ("0.10.2", "0.10.2", False), ("0.10.0", "0.10.7", False), ("0.12.0", "0.10.2", True),
    ("0.10.2", "0.11.0", True), ("0.10.2.dev20260101", "0.10.2", False), ("weird", "0.10.2", True),
])
def test_only_the_same_jaxlib_release_is_accepted(built, installed, refused):
    assert (_native.jaxlib_skew(built, installed, "lib.so") is not None) == refused


def test_the_cpu_backend_reports_the_skew(tmp_path, monkeypatch):
    # The whole path: the cpu library's loader returns the reason rather than registering.
    from jax_flynorm.backends import cpu as ffi

    monkeypatch.setattr(_native, "installed_jaxlib", lambda: "0.99.0")
    ffi.load.cache_clear()
    try:
        lib, reason = ffi.load()
        assert lib is None and "jaxlib 0.99.0 is installed" in reason
    finally:
        monkeypatch.undo()
        ffi.load.cache_clear()
        assert ffi.load()[1] is None
