"""Compile-only ROCm devices for the tests of this folder (run by tools/rocm_compiler/run.sh)."""

import pytest

from tools.rocm_compiler import plugin

ARCHS = ("gfx942", "gfx950")

plugin.register()


@pytest.fixture(params=ARCHS)
def arch(request, monkeypatch) -> str:
    """Each arch in turn; the FlyDSL kernels are compiled for it at lowering."""
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", request.param)
    return request.param


@pytest.fixture
def device(arch):
    return plugin.devices(arch)[0]
