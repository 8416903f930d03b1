"""Real model families' norm calls (tools/model_families.py) run on the kernels the package ships,
for gfx942 and gfx950 together, forward and gradient, and nothing falls back.

Two checks per family:
- its calls' kernels are variants `tools/prebuilt.py` ships (no archive needed: what the
  lowering asks for is recorded, not compiled);
- exporting it for ``gfx942,gfx950`` takes only shipped kernels (FlyDSL's compile is made to
  fail), one launch per norm call and direction, each carrying both archs' code objects.
"""

import dataclasses
import re

import jax
import pytest

import jax_flynorm
from jax_flynorm.backends import flydsl
from jax_flynorm.backends.flydsl.kernels import compile as kernel_compile
from jax_flynorm.backends.flydsl.kernels import prebuilt
from tests.kernel_specs import stand_in_kernel
from tools.model_families import Family, families, traced
from tools.prebuilt import shipped_specs

ARCHS = "gfx942,gfx950"
FAMILIES = [pytest.param(f, id=f.name) for f in families()]


@pytest.fixture(autouse=True)
def two_archs(monkeypatch):
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", ARCHS)
    monkeypatch.delenv("JAX_FLYNORM_IMPLEMENTATION", raising=False)


def _export(family: Family) -> str:
    # A new function each time: jit caches a function's lowering, and another test of the same
    # family lowers it with stand-in kernels.
    step = traced(family)
    return jax.export.export(jax.jit(lambda *a: step(*a)), platforms=["rocm"],
                             disabled_checks=jax_flynorm.export_disabled_checks())(
        *family.args).mlir_module()


@pytest.mark.parametrize("family", FAMILIES)
def test_every_call_of_a_family_is_a_shipped_variant(monkeypatch, family):
    asked = []

    def record(spec, rows):
        asked.append(spec)
        return stand_in_kernel(spec, rows)

    monkeypatch.setattr(flydsl, "_kernel", record)
    _export(family)
    directions = {s.direction for s in asked}
    assert directions == ({"fwd", "bwd"} if family.grad else {"fwd"}), asked
    assert {s.arch for s in asked} == set(ARCHS.split(","))
    shipped = {arch: set(shipped_specs(arch)) for arch in ARCHS.split(",")}
    missing = []
    for spec in asked:
        try:
            generic = spec.generic_for()
        except ValueError as exc:
            missing.append(f"{spec.kernel_name} ({spec.arch}): no generic kernel ({exc})")
            continue
        if generic not in shipped[spec.arch]:
            missing.append(f"{generic.kernel_name} ({spec.arch}): {generic}")
    assert not missing, "not shipped:\n" + "\n".join(missing)


@pytest.mark.parametrize("family", FAMILIES)
def test_a_family_exports_for_both_archs_on_shipped_kernels_only(monkeypatch, family):
    def refuse(*_a, **_k):
        raise AssertionError(f"{family.name}: a kernel was compiled; a shipped one must serve")

    monkeypatch.setattr(kernel_compile, "_compile_uncached", refuse)
    if not all(prebuilt.shipped(a) for a in ARCHS.split(",")):
        pytest.fail("the package's kernel archives are missing or stale: "
                    "python -m tools.prebuilt build", pytrace=False)
    text = _export(family)
    calls = re.findall(r'archs = "([\w,]+)".*?kernel = "(\w+)"', text, re.S)
    assert calls and all(archs == ARCHS for archs, _ in calls), calls
    # Every launch is a generic kernel of the family's class (a shipped one), one per direction.
    assert all(re.search(r"_n\d+to\d+v\d+_", k) for _, k in calls), calls
    want = {"fwd", "bwd"} if family.grad else {"fwd"}
    assert {re.search(r"_(fwd|bwd)_", k).group(1) for _, k in calls} == want, calls


def test_the_specialised_kernel_ships_for_both_archs_and_a_two_arch_export_takes_it(monkeypatch):
    """A specialised kernel of a variant both archs ship (the bf16 backwards at N = 2048 of
    LayerNorm with weight and bias and of RMSNorm with a residual, where the generic ones are
    latency-bound on gfx950) ships for both with one ABI, so an export for both takes it on
    both. One that ships for one arch alone (gfx950's e4m3fn LayerNorm forwards) is of a variant
    the other arch does not ship at all."""
    archs = ARCHS.split(",")
    specs = {a: [s for s in shipped_specs(a) if not s.generic] for a in archs}
    names = {a: {s.kernel_name for s in specs[a]} for a in archs}
    assert set.intersection(*names.values()) == {"flynorm_layernorm_bwd_n2048_bf16_wb",
                                                 "flynorm_rmsnorm_bwd_n2048_bf16_rw"}, names
    for a in archs:
        for spec in specs[a]:
            for other in archs:
                if spec.kernel_name not in names[other]:
                    there = dataclasses.replace(spec, arch=other).generic_for()
                    assert there not in shipped_specs(other), (spec.kernel_name, other)
    monkeypatch.setattr(kernel_compile, "_compile_uncached", lambda *_a, **_k: pytest.fail(
        "a kernel was compiled"))
    if not all(prebuilt.shipped(a) for a in ARCHS.split(",")):
        pytest.fail("the package's kernel archives are missing or stale", pytrace=False)
    shape = (jax.ShapeDtypeStruct((8, 2048), "bfloat16"),)
    family = Family("layernorm-2048", _ln_loss, shape + (jax.ShapeDtypeStruct((2048,),
                                                                                "bfloat16"),) * 2)
    calls = re.findall(r'archs = "([\w,]+)".*?kernel = "(\w+)"', _export(family), re.S)
    assert (ARCHS, "flynorm_layernorm_bwd_n2048_bf16_wb") in calls, calls


def _ln_loss(x, w, b):
    return jax.numpy.sum(jax_flynorm.layernorm(x, w, b, implementation="flydsl")
                         .astype("float32") ** 2)
