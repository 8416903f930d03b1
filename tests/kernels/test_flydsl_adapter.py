"""FlyDSL internals are reached through kernels/_flydsl.py only, and fail there with a clear error
naming the FlyDSL version when a release moves them."""

import os
import re
import sys
import types
from pathlib import Path

import pytest

from jax_flynorm.backends.flydsl.kernels import _flydsl
from jax_flynorm.backends.flydsl.kernels import compile as comp

KERNELS = Path(comp.__file__).parent
INTERNALS = re.compile(r"flydsl\._|ast_rewriter|ReplaceIfWithDispatch|\._last_compiled|\._ir_text|"
                       r"21_llvm_ir")


def test_no_other_kernel_module_touches_flydsl_internals():
    for path in KERNELS.glob("*.py"):
        if path.name != "_flydsl.py":
            assert not INTERNALS.search(path.read_text()), path.name


def _message(monkeypatch):
    monkeypatch.setattr(comp, "flydsl_version", lambda: "9.9.9")
    return r"FlyDSL 9\.9\.9 no longer provides .*flydsl>=0\.4\.2,<0\.6"


def test_a_moved_compiled_ir_names_the_version(monkeypatch):
    monkeypatch.setattr(_flydsl, "flydsl_version", lambda: "9.9.9")
    with pytest.raises(comp.KernelCompileError, match=_message(monkeypatch)):
        _flydsl.compiled_ir_text(types.SimpleNamespace())
    launch = types.SimpleNamespace(_last_compiled=("key", types.SimpleNamespace()))
    with pytest.raises(comp.KernelCompileError, match="_ir_text"):
        _flydsl.compiled_ir_text(launch)
    launch = types.SimpleNamespace(_last_compiled=("k", types.SimpleNamespace(_ir_text="ir")))
    assert _flydsl.compiled_ir_text(launch) == "ir"


def test_a_moved_rocdl_module_names_the_version(monkeypatch):
    monkeypatch.setattr(_flydsl, "flydsl_version", lambda: "9.9.9")
    monkeypatch.setitem(sys.modules, "flydsl._mlir.dialects.rocdl", None)
    with pytest.raises(comp.KernelCompileError, match=r"FlyDSL 9\.9\.9 .*rocdl"):
        _flydsl.rocdl_ops()
    monkeypatch.setitem(sys.modules, "flydsl._mlir.dialects.rocdl", types.ModuleType("rocdl"))
    with pytest.raises(comp.KernelCompileError, match="raw_ptr_buffer_load"):
        _flydsl.rocdl_ops()


def test_a_moved_if_dispatch_names_the_version(monkeypatch):
    monkeypatch.setattr(_flydsl, "flydsl_version", lambda: "9.9.9")
    monkeypatch.setitem(sys.modules, "flydsl.compiler.ast_rewriter", types.ModuleType("ar"))
    with pytest.raises(comp.KernelCompileError, match=r"FlyDSL 9\.9\.9 .*scf_if_dispatch"):
        _flydsl.scf_if_dispatch()


def test_the_installed_flydsl_provides_every_internal():
    if os.environ.get("FLYNORM_REQUIRE_FLYDSL") != "1":
        pytest.importorskip("flydsl")
        pytest.importorskip("torch")
    import torch  # noqa: F401  (flydsl.compiler imports it)

    assert callable(_flydsl.scf_if_dispatch())
    _flydsl.rocdl_ops()
