"""Cross-lowering for ROCm on a machine without a GPU: jax.export of the flydsl implementation
embeds the code objects for the requested archs in the StableHLO, so the module runs elsewhere
without any side registry. Also: arch resolution errors, the auto fallback, and a lazy import."""

import os
import re
import subprocess
import sys
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import backends as _backend
from jax_flynorm._ops import FwdParams
from jax_flynorm.backends import flydsl as _rocm
from jax_flynorm.backends.flydsl import launcher as rocm_ffi
from jax_flynorm.backends.flydsl.kernels import prebuilt
from tests.kernel_specs import make_quant_spec
from tools.perf_model.elf import elf_target

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

N = 256
_CALL = re.compile(r"stablehlo\.custom_call @(\w+)\((.*?)\) \{mhlo\.backend_config = \{(.*?)\}",
                   re.S)


def model(x, w, b, r, implementation):
    y, h = jax_flynorm.rmsnorm(x, w, residual=r, prenorm=True, implementation=implementation)
    z = jax_flynorm.layernorm(y, w, b, implementation=implementation)
    u = jax_flynorm.rmsnorm(z, implementation=implementation)
    v = jax_flynorm.layernorm(u, residual=h, implementation=implementation)
    return jnp.sum(v.astype(jnp.float32) ** 2)


def specs(dtype=jnp.bfloat16):
    return (jax.ShapeDtypeStruct((2, 8, N), dtype), jax.ShapeDtypeStruct((N,), jnp.float32),
            jax.ShapeDtypeStruct((N,), jnp.float32), jax.ShapeDtypeStruct((2, 8, N), dtype))


def export_rocm(implementation="flydsl"):
    fn = jax.jit(jax.value_and_grad(lambda *a: model(*a, implementation), argnums=(0, 1, 2, 3)))
    return jax.export.export(fn, platforms=["rocm"],
                             disabled_checks=jax_flynorm.export_disabled_checks())(*specs())


def launcher_calls(text):
    """(kernel symbol, [(arch, code object bytes)]) for every launcher call in the module."""
    out = []
    for target, _operands, attrs in _CALL.findall(text):
        assert target == rocm_ffi.TARGET, target
        blob = bytes.fromhex(re.search(r'code_objects = dense<"0x([0-9A-F]+)">', attrs).group(1))
        sizes = re.search(r"code_object_sizes = dense<\[?([\d, ]+)\]?>", attrs).group(1)
        archs = re.search(r'archs = "([\w,]+)"', attrs).group(1).split(",")
        objects, start = [], 0
        for arch, size in zip(archs, map(int, sizes.split(","))):
            objects.append((arch, blob[start:start + size]))
            start += size
        assert start == len(blob)
        out.append((re.search(r'kernel = "(\w+)"', attrs).group(1), objects))
    return out


@pytest.fixture
def arch(monkeypatch):
    def set_arch(value):
        monkeypatch.setenv(_rocm.ARCH_ENV, value)

    set_arch("gfx942")
    return set_arch


def test_export_embeds_code_objects_for_the_requested_arch(arch):
    exported = export_rocm()
    assert exported.platforms == ("rocm",)
    calls = launcher_calls(exported.mlir_module())
    # Forward: 2 rmsnorm + 2 layernorm; backward: the same four.
    assert len(calls) == 8
    symbols = [s for s, _ in calls]
    assert sum("_fwd_" in s for s in symbols) == 4 and sum("_bwd_" in s for s in symbols) == 4
    assert any(s.startswith("flynorm_layernorm_fwd") and s.endswith("_r") for s in symbols)
    assert any(s.startswith("flynorm_rmsnorm_bwd") and s.endswith("_rw") for s in symbols)
    for _symbol, objects in calls:
        ((obj_arch, code),) = objects
        assert obj_arch == "gfx942"
        assert code[:4] == b"\x7fELF" and elf_target(code) == "gfx942"
    assert "@flynorm_rmsnorm_fwd" not in exported.mlir_module()  # no CPU custom call


def test_export_with_several_archs_carries_one_code_object_each(arch):
    arch("gfx942,gfx950")
    for _symbol, objects in launcher_calls(export_rocm().mlir_module()):
        assert [a for a, _ in objects] == ["gfx942", "gfx950"]
        assert [elf_target(code) for _, code in objects] == ["gfx942", "gfx950"]


def test_serialized_export_round_trips_with_the_code_objects(arch):
    exported = export_rocm()
    restored = jax.export.deserialize(exported.serialize())
    before, after = launcher_calls(exported.mlir_module()), launcher_calls(restored.mlir_module())
    assert before == after


def test_auto_on_rocm_uses_flydsl_when_it_can(arch):
    assert jax_flynorm.which_implementation("rocm", implementation="auto") == "flydsl"
    assert len(launcher_calls(export_rocm(implementation="auto").mlir_module())) == 8


def test_lowering_without_a_device_or_override_names_the_env_var(monkeypatch):
    monkeypatch.delenv(_rocm.ARCH_ENV, raising=False)
    with pytest.raises(RuntimeError, match="no ROCm device is visible.*JAX_FLYNORM_ROCM_ARCH"):
        export_rocm()


def test_auto_without_a_device_or_override_warns_and_runs_the_portable_path(monkeypatch):
    """As where FlyDSL cannot run: one warning that names the variable, the portable path."""
    monkeypatch.delenv(_rocm.ARCH_ENV, raising=False)
    monkeypatch.setattr(_backend, "_warned_fallbacks", set())
    with pytest.warns(RuntimeWarning, match="needs the GPU arch.*JAX_FLYNORM_ROCM_ARCH.*"
                                             "portable xla path"):
        exported = export_rocm(implementation="auto")
    assert launcher_calls(exported.mlir_module()) == []


def test_bad_arch_override_is_rejected(arch):
    arch("mi300x")
    with pytest.raises(ValueError, match="names no gfx target"):
        export_rocm()


@pytest.mark.parametrize("value, named", [("gfx1100", "gfx1100"), ("gfx1200", "gfx1200"),
                                          ("gfx90a", "gfx90a"), ("gfx9999", "gfx9999"),
                                          ("gfx942,gfx1100", "gfx1100")])
@pytest.mark.parametrize("implementation", ["flydsl", "auto"])
def test_an_arch_override_the_kernels_are_not_built_for_is_refused_by_name(
        arch, value, named, implementation):
    arch(value)
    with pytest.raises(ValueError, match=f"names {named}, which the FlyDSL kernels are not built "
                                         f"for: they support gfx942 and gfx950 only"):
        export_rocm(implementation)


class _Device:
    def __init__(self, arch):
        self.compute_capability = arch


def test_auto_on_a_device_the_kernels_are_not_built_for_warns_once_and_runs_xla(monkeypatch):
    monkeypatch.delenv(_rocm.ARCH_ENV, raising=False)
    monkeypatch.setattr(_rocm, "_rocm_devices", lambda: [_Device("gfx1100")])
    monkeypatch.setattr(_backend, "_warned_fallbacks", set())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        exported = [export_rocm(implementation="auto") for _ in range(2)]
    fallbacks = [w for w in caught if "gfx1100" in str(w.message)]
    assert len(fallbacks) == 1 and "using the portable xla path" in str(fallbacks[0].message)
    assert all("flynorm_rocm_launch" not in e.mlir_module() for e in exported)
    with pytest.raises(RuntimeError, match="'flydsl' cannot run: a ROCm device is gfx1100"):
        export_rocm(implementation="flydsl")


def test_auto_runs_scale_groups_the_kernels_do_not_map_on_xla_with_one_warning(arch, monkeypatch):
    monkeypatch.setattr(_backend, "_warned_fallbacks", set())

    def export(implementation, group_size=12):
        fn = jax.jit(lambda x: jax_flynorm.rmsnorm(
            x, quantize=jax_flynorm.Quantize(jnp.int8, group_size=group_size),
            implementation=implementation))
        return jax.export.export(fn, platforms=["rocm"],
                                 disabled_checks=jax_flynorm.export_disabled_checks())(
            jax.ShapeDtypeStruct((8, 96), jnp.bfloat16))

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        exported = [export("auto") for _ in range(2)]
    fallbacks = [w for w in caught if "scale groups of 12 columns" in str(w.message)]
    assert len(fallbacks) == 1 and "this call uses the portable xla path" in str(
        fallbacks[0].message)
    assert all("flynorm_rocm_launch" not in e.mlir_module() for e in exported)
    with pytest.raises(ValueError, match=r"'flydsl' cannot lower this call: .* scale groups of 12 "
                                         r"columns .* they map scale groups of 1, 2, 4, 8, 16, 24, "
                                         r"32, 48, 96 columns"):
        export("flydsl")
    assert len(launcher_calls(export("auto", group_size=32).mlir_module())) == 1


def test_export_goes_on_with_one_warning_when_the_kernel_cache_cannot_be_written(
        arch, monkeypatch, tmp_path):
    from jax_flynorm.backends.flydsl.kernels import compile as comp

    monkeypatch.setenv(prebuilt.ENV, "0")  # a kernel FlyDSL compiles (and caches)
    (tmp_path / "file").write_bytes(b"")
    monkeypatch.setenv(comp.CACHE_ENV, str(tmp_path / "file"))
    monkeypatch.setattr(comp, "_unwritable", set())
    fn = jax.jit(lambda x: jax_flynorm.rmsnorm(x, implementation="flydsl"))
    with pytest.warns(RuntimeWarning, match="kernel cache .* cannot be written"):
        exported = jax.export.export(fn, platforms=["rocm"],
                                     disabled_checks=jax_flynorm.export_disabled_checks())(
            jax.ShapeDtypeStruct((8, N), jnp.bfloat16))
    assert len(launcher_calls(exported.mlir_module())) == 1


@pytest.mark.parametrize("value", ["abc", "1e9", "3.5", "0", "-1", " "])
def test_a_bad_partials_override_is_named(arch, monkeypatch, value):
    monkeypatch.setenv(_rocm.PARTIALS_ENV, value)
    if not value.strip():  # blank: unset
        assert _rocm.partials_target(10_000) == 304
        return
    with pytest.raises(ValueError, match=f"JAX_FLYNORM_ROCM_PARTIALS='{re.escape(value)}' must "
                                         f"be a positive whole number"):
        _rocm.partials_target(10_000)


def test_shipped_kernels_need_no_linker(arch, monkeypatch):
    monkeypatch.setattr(_rocm, "find_lld", lambda: None)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert len(launcher_calls(export_rocm(implementation="auto").mlir_module())) == 8


def test_auto_falls_back_to_xla_with_a_warning_when_flydsl_cannot_run(arch, monkeypatch):
    monkeypatch.setenv(prebuilt.ENV, "0")  # nothing shipped: only FlyDSL could serve
    monkeypatch.setattr(_rocm, "find_lld", lambda: None)
    monkeypatch.setattr(_backend, "_warned_fallbacks", set())
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        exported = export_rocm(implementation="auto")
    assert any("ld.lld" in str(w.message) and "xla" in str(w.message) for w in caught)
    assert "flynorm_rocm_launch" not in exported.mlir_module()
    with pytest.raises(RuntimeError, match=r"'flydsl' cannot run: no shipped kernels are used "
                                           r"\(gfx942: JAX_FLYNORM_PREBUILT=0 turns the shipped "
                                           r"kernels off\), and ld.lld is not found"):
        export_rocm(implementation="flydsl")


def test_partials_default_to_the_cu_count_of_the_arch(arch, monkeypatch):
    monkeypatch.delenv(_rocm.PARTIALS_ENV, raising=False)
    assert _rocm.partials_target(10_000) == 304
    arch("gfx950")
    assert _rocm.partials_target(10_000) == 256
    monkeypatch.setenv(_rocm.PARTIALS_ENV, "17")
    assert _rocm.partials_target(10_000) == 17


def test_device_arch_reads_the_plugin_attributes():
    class Device:
        compute_capability = "gfx942:sramecc+:xnack-"

    class Other:
        device_kind = "AMD Instinct MI355X"

    assert _rocm.device_arch(Device()) == "gfx942"
    assert _rocm.device_arch(Other()) is None


def test_export_disabled_checks_cover_the_launcher():
    names = {str(c) for c in jax_flynorm.export_disabled_checks()}
    assert any(rocm_ffi.TARGET in n for n in names)


def test_import_pulls_in_neither_flydsl_nor_torch():
    code = ("import sys, jax_flynorm\n"
            "assert 'flydsl' not in sys.modules and 'torch' not in sys.modules\n"
            "print(jax_flynorm.which_implementation('rocm', 'xla'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=REPO, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "xla", out.stderr[-2000:]


def test_kernel_spec_follows_the_operands():
    x = np.zeros((3, N), np.float16)
    w = np.zeros(N, np.float32)
    y = jax.ShapeDtypeStruct((3, N), np.float16)
    stats = jax.ShapeDtypeStruct((3,), np.float32)
    params = FwdParams(op="layernorm", eps=1e-5, has_residual=False, has_weight=True,
                       has_bias=False, out_dtype=np.dtype(np.float16), residual_dtype=None,
                       implementation="flydsl")
    spec = _rocm.kernel_spec(params, [x, w], [y, stats, stats], "gfx950")
    assert (spec.op, spec.direction, spec.n, spec.x_dtype, spec.weight_dtype, spec.arch) == (
        "layernorm", "fwd", N, "f16", "f32", "gfx950")


def test_launcher_library_agrees_with_python_on_its_abi():
    # Attribute names, argument-kind codes and dtype codes: load() compares the library's string.
    assert rocm_ffi.load() is None


def test_the_shipped_launcher_has_no_test_handler():
    # The host-platform handler is compiled only into the tests' own build (tests/host_launcher.py).
    lib, reason = rocm_ffi._library()
    assert reason is None, reason
    assert hasattr(lib, "FlynormRocmExecute")
    assert not hasattr(lib, "FlynormRocmExecuteHostTest")


def test_shape_polymorphic_export_names_the_concrete_shape_requirement(arch):
    """The launch grid is fixed when lowering, so a symbolic batch is refused with the fix."""
    (b,) = jax.export.symbolic_shape("b")
    fn = jax.jit(lambda x: jax_flynorm.rmsnorm(x, implementation="flydsl"))
    with pytest.raises(ValueError, match="need concrete shapes.*implementation='xla'"):
        jax.export.export(fn, platforms=["rocm"],
                          disabled_checks=jax_flynorm.export_disabled_checks())(
            jax.ShapeDtypeStruct((b, N), jnp.bfloat16))


def test_the_lowering_picks_the_quantized_tiling_by_rows(arch):
    """The lowering passes M to the kernel choice: a quantized forward of 1024 rows of 1024
    launches the 8-vector tiling (256 waves at 16 vectors would leave it latency-bound), one of
    8192 rows the 16-vector one; each the kernel the performance model scores at that M."""
    fn = jax.jit(lambda x, w: jax_flynorm.rmsnorm(
        x, w, quantize=jax_flynorm.Quantize(jnp.int8), implementation="flydsl"))
    spec = make_quant_spec("rmsnorm", 1024, "bf16", "gfx942", "i8")
    blocks = {}
    for rows in (1024, 8192):
        text = jax.export.export(fn, platforms=["rocm"],
                                 disabled_checks=jax_flynorm.export_disabled_checks())(
            jax.ShapeDtypeStruct((rows, 1024), jnp.bfloat16),
            jax.ShapeDtypeStruct((1024,), jnp.float32)).mlir_module()
        (launch,) = re.findall(r"launches = dense<\[([\d, ]+)\]>", text)
        row_start, count, gx, gy, gz, bx, by, bz = map(int, launch.split(","))
        cfg = spec.default_config(rows)
        assert (row_start, count, bx) == (0, rows, cfg.block_threads)
        assert gx * cfg.rows_per_block >= rows
        blocks[rows] = cfg.threads_per_row
    assert blocks[1024] >= 2 * blocks[8192]
