"""Every cell of the benchmark's default matrices (full and --quick) lowers for ROCm, on each arch
the package ships kernels for, to a shipped kernel: nothing compiles and nothing runs the portable
path, so a ROCm user's report measures the kernels the package ships. The quantized cells take the
form a shipped kernel serves (`cases.shipped_form`: fp8 as e4m3fnuz on gfx942, the smooth-quant
vector in float32); this is checked through the lowering itself (an export for ROCm with FlyDSL's
compile made to fail), independently of the lookup that chose the form."""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import pytest

import jax_flynorm
from jax_flynorm.backends.flydsl.kernels import compile as kernel_compile
from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.bench import cases
from jax_flynorm.bench.cli import config_from_args, parser

ARCHS = ("gfx942", "gfx950")


@pytest.fixture(params=ARCHS)
def arch(request, monkeypatch):
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", request.param)

    def refuse(*_a, **_k):
        raise AssertionError("a kernel was compiled; a shipped one must serve this cell")

    monkeypatch.setattr(kernel_compile, "_compile_uncached", refuse)
    if not prebuilt.shipped(request.param):
        pytest.fail(f"the package's {request.param} archive is missing or stale: "
                    f"{prebuilt.unusable(request.param)}", pytrace=False)
    jax.clear_caches()  # lowerings are cached with the arch they were lowered for
    yield request.param
    jax.clear_caches()


def launches(fn, *args) -> list[str]:
    """The kernel symbols of every launcher call in fn's export for ROCm."""
    text = jax.export.export(fn, platforms=["rocm"],
                             disabled_checks=jax_flynorm.export_disabled_checks())(
        *args).mlir_module()
    return re.findall(r'kernel = "(\w+)"', text)


def matrices(arch: str):
    """The default full and quick configs as the benchmark builds them on ``arch``."""
    return [config_from_args(parser().parse_args(argv), "rocm", arch) for argv in ([],
                                                                                 ["--quick"])]


def _shapes(spec, m, n, dtype):
    return jax.eval_shape(lambda: cases.make_inputs(spec, m, n, dtype, 0, jax.random.key(0)))


def test_every_quantized_cell_of_the_default_matrix_runs_a_shipped_kernel(arch):
    seen = {}
    for cfg in matrices(arch):
        for spec in cfg.ops:
            for dt in cfg.dtypes:
                for n in cfg.hidden:
                    for m in cfg.rows:
                        for mode in cfg.quant_modes(spec, dt, m, n):
                            assert mode.shipped, (arch, spec.name, dt, m, n, mode)
                            seen.setdefault((spec, dt, n, mode), m)
    assert len({mode.name for *_, mode in seen}) == len(cases.DEFAULT_QUANT)
    for (spec, dt, n, mode), m in seen.items():
        args, _ = _shapes(spec, m, n, jnp.dtype(dt))
        extra = cases.quant_operands(mode, n, jnp.dtype(dt), jax.random.key(1))
        fn = jax.jit(cases.quant_fn(spec, mode, "flydsl"))
        got = launches(fn, {**args, **jax.tree.map(jax.ShapeDtypeStruct.like, extra)})
        assert len(got) == 1 and "_fwd_" in got[0], (spec.name, mode.name, n, got)
    fp8 = {mode.dtype for *_, mode in seen if mode.name == "fp8"}
    assert fp8 == {"float8_e4m3fnuz" if arch == "gfx942" else "float8_e4m3fn"}
    assert {mode.smooth_dtype for *_, mode in seen if mode.smooth} == {"float32"}


def test_every_plain_cell_of_the_default_matrix_runs_shipped_kernels(arch):
    """The forward and backward of each (op, dtype, N) at the matrix's fewest and most rows (the
    loss gradient holds both directions)."""
    for cfg in matrices(arch):
        for spec in cfg.ops:
            for dt in cfg.dtypes:
                for n in cfg.hidden:
                    for m in sorted({min(cfg.rows), max(cfg.rows)}):
                        args, _ = _shapes(spec, m, n, jnp.dtype(dt))
                        got = launches(cases.Case(spec, "flydsl").grad, args)
                        assert any("_fwd_" in k for k in got) and any(
                            "_bwd_" in k for k in got), (spec.name, dt, m, n, got)


def test_the_forms_off_rocm_are_the_modes_themselves():
    """Off ROCm (no arch) nothing is looked up: e4m3fn, the smooth vector in float32."""
    cfg = config_from_args(parser().parse_args([]), "cpu")
    spec = cfg.ops[0]
    modes = cfg.quant_modes(spec, "bfloat16", 1024, 4096)
    assert [m.name for m in modes] == list(cases.DEFAULT_QUANT)
    assert all(m.shipped is None for m in modes)
    assert {m.label for m in modes} == {"int8/token", "fp8/token", "fp8/g128", "fp8/tensor",
                                        "int8/smooth"}
