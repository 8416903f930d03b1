"""The ROCm launcher, executed for real under jax.jit with a recording HIP runtime.

There is no AMD GPU here, so tests/fake_hip/fake_hip.c (built with the system cc) stands in for
libamdhip64 and logs every call. The launcher's body is registered for the cpu platform under a
test-only target; a CPU executable has no stream, so the launch must receive the null stream the
context provides. Buffers are host memory, which lets the fake record the bytes each kernel
pointer argument points at: that proves each operand reaches its ABI slot.

The kernel-argument bytes are checked against the compile API's layout, and that layout against
the code object's own metadata (.args offsets and sizes). tests/rocm/test_rocm_abi_crosscheck.py
compares them byte for byte with what FlyDSL's own export_to_c loader passes for the same kernels.
"""

import ctypes
import dataclasses
import gc
import os
import re
import shutil
import struct
import subprocess
import sys

import jax
import numpy as np
import pytest

from jax_flynorm._ops import BwdParams
from jax_flynorm.backends import flydsl as _rocm
from jax_flynorm.backends.flydsl.kernels import compile_kernel, prebuilt
from tests import fake_hip, host_launcher
from tests.rocm.launcher_support import (
    BF16,
    compiled_for,
    fnv1a,
    operands,
    result_shapes,
    rms_fwd_params,
    run,
)
from tools.perf_model.elf import metadata

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

if shutil.which("cc") is None:
    pytest.skip("no C compiler for the fake HIP runtime", allow_module_level=True)

@pytest.fixture(scope="module")
def hip():
    path = fake_hip.library()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JAX_FLYNORM_HIP_LIBRARY", str(path))
        lib = ctypes.CDLL(str(path))  # the same handle the launcher's dlopen returns
        lib.fake_hip_log.restype = ctypes.c_char_p
        yield lib


@pytest.fixture(autouse=True)
def specialised_kernels(monkeypatch):
    """These tests compare the launches with the kernel FlyDSL compiles for each call
    (launcher_support.compiled_for): the shipped kernels are off. Those run through the launcher
    in tests/machine_code/test_shipped_kernels.py."""
    monkeypatch.setenv(prebuilt.ENV, "0")


@pytest.fixture
def log(hip, monkeypatch):
    monkeypatch.setenv(_rocm.ARCH_ENV, "gfx942")
    for var in ("FAKE_HIP_ARCHS", "FAKE_HIP_FAIL", "FAKE_HIP_FAIL_SKIP", "FAKE_HIP_PEEK",
                "FAKE_HIP_STREAM_DEVICE", "JAX_FLYNORM_HOST_TEST_STREAM", _rocm.PARTIALS_ENV):
        monkeypatch.delenv(var, raising=False)
    hip.fake_hip_reset()
    host_launcher.forget_modules()

    def read(kind=None):
        lines = hip.fake_hip_log().decode().splitlines()
        entries = [dict(re.findall(r"(\w+)=(\S*)", ln), call=ln.split()[0]) for ln in lines]
        return [e for e in entries if kind is None or e["call"] == kind]

    return read


def test_forward_launch_loads_the_right_code_object_and_packs_the_abi(log, monkeypatch):
    params = rms_fwd_params()
    x, r, w = operands(7, 256)
    kernel = compiled_for(params, (x, r, w))
    ptr_offsets = {a.name: a.offset for a in kernel.args if a.kind == "buffer"}
    monkeypatch.setenv("FAKE_HIP_PEEK", ",".join(str(ptr_offsets[k]) for k in ("x", "residual",
                                                                             "weight")))
    run(params, x, r, w)
    run(params, x, r, w)

    (load,) = log("hipModuleLoadData")
    assert int(load["size"]) == len(kernel.hsaco) and load["fnv"] == fnv1a(kernel.hsaco)
    (func,) = log("hipModuleGetFunction")
    assert func["name"] == kernel.symbol and func["module"] == load["module"]
    launches = log("hipModuleLaunchKernel")
    assert len(launches) == 2  # one per execution, one module for both
    (plan,) = kernel.plan.launches(7)
    for ln in launches:
        assert ln["grid"] == ",".join(map(str, plan.grid))
        assert ln["block"] == ",".join(map(str, plan.block))
        assert ln["shared"] == "0" and ln["stream"] == "(nil)"  # the cpu context has no stream
        args = bytes.fromhex(ln["args"])
        assert len(args) == kernel.kernarg_size
        for a in kernel.args:
            raw = args[a.offset:a.offset + a.size]
            if a.kind == "null":
                assert raw == bytes(8), a.name
            elif a.kind == "buffer":
                assert struct.unpack("<Q", raw)[0] != 0, a.name
            elif a.name == "M":
                assert struct.unpack("<i", raw)[0] == 7
            elif a.name == "eps":
                assert raw == np.float32(1e-6).tobytes()
        peeks = dict(p.split(":") for p in ln["peek"].split(","))
        for name, host in (("x", x), ("residual", r), ("weight", w)):
            assert peeks[str(ptr_offsets[name])] == host.tobytes()[:16].hex(), name


@pytest.mark.parametrize("mode", ["group_smooth", "static"])
def test_quantized_forward_launch_passes_the_new_slots(log, monkeypatch, mode):
    """A quantized forward: y (1 byte per element) and y_scale or y_amax reach their slots, and
    the smooth and per-tensor scale operands theirs; the absent ones are null pointers."""
    import ml_dtypes

    qdt = np.dtype(ml_dtypes.float8_e4m3fnuz if mode == "static" else np.int8)
    static = mode == "static"
    params = rms_fwd_params(has_residual=False, residual_dtype=None, out_dtype=qdt,
                            quant_dtype=qdt, group_size=0 if static else 64,
                            static_scale=static, has_smooth=not static)
    x, _, w = operands(5, 256)
    extra = (np.array(0.125, np.float32),) if static else (np.linspace(0.5, 2.0, 256,
                                                                      dtype=np.float32),)
    ops = (x, w, *extra)
    kernel = compiled_for(params, [o.reshape(-1) if o.ndim == 0 else o for o in ops])
    slots = {a.name: a for a in kernel.args}
    live = {"smooth": not static, "quant_scale": static, "y_scale": not static, "y_amax": static}
    for name, on in live.items():
        assert slots[name].kind == ("buffer" if on else "null"), name
    peeked = "quant_scale" if static else "smooth"
    monkeypatch.setenv("FAKE_HIP_PEEK", f"{slots[peeked].offset},{slots['x'].offset}")
    outs = run(params, *ops)
    assert outs[0].dtype == qdt and outs[0].shape == x.shape
    (ln,) = log("hipModuleLaunchKernel")
    assert ln["name"] == kernel.symbol
    args = bytes.fromhex(ln["args"])
    for name, on in live.items():
        pointer = struct.unpack("<Q", args[slots[name].offset:slots[name].offset + 8])[0]
        assert (pointer != 0) == on, name
    peeks = dict(p.split(":") for p in ln["peek"].split(","))
    # The fake reads 16 bytes at each pointer: the scale's 4 come first.
    assert peeks[str(slots[peeked].offset)].startswith(extra[0].tobytes()[:16].hex())
    assert peeks[str(slots["x"].offset)] == x.tobytes()[:16].hex()


def test_abi_layout_matches_the_code_object_metadata(log):
    params = rms_fwd_params(op="layernorm", has_bias=True)
    x, r, w = operands(3, 256)
    kernel = compiled_for(params, (x, r, w, w))
    (meta,) = [k for k in metadata(kernel.hsaco)["amdhsa.kernels"]
               if k[".name"] == kernel.symbol]
    explicit = [a for a in meta[".args"] if not a[".value_kind"].startswith("hidden_")]
    assert [(a[".offset"], a[".size"]) for a in explicit] == [(a.offset, a.size)
                                                               for a in kernel.args]
    kinds = {"buffer": "global_buffer", "null": "global_buffer", "i32": "by_value",
             "f32": "by_value"}
    assert [a[".value_kind"] for a in explicit] == [kinds[a.kind] for a in kernel.args]
    if ".reqd_workgroup_size" in meta:
        assert tuple(meta[".reqd_workgroup_size"]) == kernel.plan.launches(3)[0].block


def test_backward_launch_uses_p_blocks_and_passes_p(log, monkeypatch):
    monkeypatch.setenv(_rocm.PARTIALS_ENV, "3")
    params = BwdParams(op="layernorm", has_weight=True, has_bias=True, has_dresidual_out=False,
                       implementation="flydsl")
    m, n = 5, 256
    rng = np.random.default_rng(1)
    dy, h = (rng.standard_normal((m, n)).astype(BF16) for _ in range(2))
    w = rng.standard_normal(n).astype(BF16)
    mean, rstd = np.zeros(m, np.float32), np.ones(m, np.float32)
    run(params, dy, h, w, mean, rstd, direction="bwd")
    (ln,) = log("hipModuleLaunchKernel")
    assert ln["grid"] == "3,1,1" and ln["name"].startswith("flynorm_layernorm_bwd_n256")
    spec = _rocm.kernel_spec(params, [dy, h, w, mean, rstd], [], "gfx942")
    kernel = compile_kernel(spec)
    args = bytes.fromhex(ln["args"])
    scalars = {a.name: struct.unpack("<i", args[a.offset:a.offset + 4])[0]
               for a in kernel.args if a.kind == "i32"}
    assert scalars == {"M": m, "P": 3}
    assert ln["block"] == ",".join(map(str, kernel.plan.launches(m, 3)[0].block))


def test_per_head_backward_launches_p_blocks_per_head(log, monkeypatch):
    monkeypatch.setenv(_rocm.PARTIALS_ENV, "6")  # 6 blocks: P = 2 partial rows of 3 heads
    params = BwdParams(op="rmsnorm", has_weight=True, has_bias=False, has_dresidual_out=False,
                       implementation="flydsl", vector_ndim=2)
    rng = np.random.default_rng(2)
    dy, h = (rng.standard_normal((4, 3, 256)).astype(BF16) for _ in range(2))
    w = rng.standard_normal((3, 256)).astype(np.float32)
    (dx, dw) = run(params, dy, h, w, np.ones((4, 3), np.float32), direction="bwd")
    assert dx.shape == h.shape and dw.shape == (1, 3, 256)
    (ln,) = log("hipModuleLaunchKernel")
    assert ln["grid"] == "6,1,1" and ln["name"].endswith("_h3")
    spec = _rocm.kernel_spec(params, [dy, h, w.reshape(-1), h[..., 0]], [], "gfx942")
    kernel = compile_kernel(spec)
    args = bytes.fromhex(ln["args"])
    scalars = {a.name: struct.unpack("<i", args[a.offset:a.offset + 4])[0]
               for a in kernel.args if a.kind == "i32"}
    assert scalars == {"M": 12, "P": 2}


def test_split_launches_offset_the_row_pointers(log, monkeypatch):
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(7, 256, seed=2)
    real = _rocm._kernel

    def small_launches(spec, rows):
        k = real(spec, rows)
        return dataclasses.replace(k, plan=dataclasses.replace(k.plan, max_rows_per_launch=3))

    monkeypatch.setattr(_rocm, "_kernel", small_launches)
    kernel = small_launches(compiled_for(params, (x, w)).spec, 7)
    offs = {a.name: a.offset for a in kernel.args}
    monkeypatch.setenv("FAKE_HIP_PEEK", str(offs["x"]))
    run(params, x, w)
    launches = log("hipModuleLaunchKernel")
    assert len(launches) == 3
    rows, starts, ptrs = [], [0, 3, 6], {}
    for ln in launches:
        args = bytes.fromhex(ln["args"])
        rows.append(struct.unpack("<i", args[offs["M"]:offs["M"] + 4])[0])
        for name in ("x", "weight", "y", "rstd"):
            ptr = struct.unpack("<Q", args[offs[name]:offs[name] + 8])[0]
            ptrs.setdefault(name, []).append(ptr)
    assert rows == [3, 3, 1]
    for i, start in enumerate(starts):
        assert ptrs["x"][i] - ptrs["x"][0] == start * 256 * 2
        assert ptrs["y"][i] - ptrs["y"][0] == start * 256 * 2
        assert ptrs["rstd"][i] - ptrs["rstd"][0] == start * 4
        assert ptrs["weight"][i] == ptrs["weight"][0]
        assert launches[i]["peek"].split(":")[1] == x[start].tobytes()[:16].hex()


def test_modules_load_once_per_device_and_are_shared(log, monkeypatch):
    monkeypatch.setenv("FAKE_HIP_ARCHS", "gfx942:sramecc+:xnack-,gfx942:sramecc+:xnack-")
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(4, 320, seed=3)  # a kernel no other test loads
    run(params, x, w)
    run(params, x, w)
    run(params, x[:2], w)  # another executable, same kernel: the module is shared
    devices = jax.devices("cpu")
    if len(devices) > 1:
        run(params, x, w, device=devices[1])
        run(params, x, w, device=devices[1])
    loads = log("hipModuleLoadData")
    assert [ld["device"] for ld in loads] == ["0", "1"][:min(2, len(devices))]
    assert len({ld["fnv"] for ld in loads}) == 1
    assert len(log("hipModuleLaunchKernel")) == 3 + 2 * (len(devices) > 1)


@pytest.mark.skipif(len(jax.devices("cpu")) < 2, reason="needs two host devices")
def test_mixed_archs_load_the_matching_code_object(log, monkeypatch):
    monkeypatch.setenv(_rocm.ARCH_ENV, "gfx942,gfx950")
    monkeypatch.setenv("FAKE_HIP_ARCHS", "gfx942:sramecc+:xnack-,gfx950:sramecc+:xnack-")
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(4, 448, seed=4)
    run(params, x, w)
    run(params, x, w, device=jax.devices("cpu")[1])
    by_device = {ld["device"]: ld["fnv"] for ld in log("hipModuleLoadData")}
    assert by_device == {"0": fnv1a(compiled_for(params, (x, w), "gfx942").hsaco),
                         "1": fnv1a(compiled_for(params, (x, w), "gfx950").hsaco)}


def test_a_device_of_another_arch_is_refused(log, monkeypatch):
    monkeypatch.setenv(_rocm.ARCH_ENV, "gfx950")
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(4, 256)
    with pytest.raises(Exception, match=r"compiled for gfx950 but device 0 is gfx942.*"
                                        r"JAX_FLYNORM_ROCM_ARCH"):
        run(params, x, w)
    assert not log("hipModuleLoadData")


@pytest.mark.parametrize("call,n", [("hipModuleLaunchKernel", 256), ("hipModuleLoadData", 576)])
def test_hip_errors_name_the_error_and_the_kernel(log, monkeypatch, call, n):
    monkeypatch.setenv("FAKE_HIP_FAIL", call)
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(2, n)
    symbol = compiled_for(params, (x, w)).symbol
    with pytest.raises(Exception, match=rf"{call} failed with hipErrorLaunchFailure for kernel "
                                        rf"{symbol}"):
        run(params, x, w)


def test_buffers_other_than_compiled_for_are_invalid_arguments(log):
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(6, 256)
    kernel = compiled_for(params, (x, w))
    shapes = result_shapes(params, (x, w))
    attrs = _rocm.launcher_attrs(params, [kernel], [x, w], shapes, 1)
    call = jax.ffi.ffi_call(host_launcher.register(), shapes)
    with pytest.raises(Exception, match="dtype or shape other than it was compiled for"):
        jax.block_until_ready(call(x.astype(np.float32), w, **attrs))
    with pytest.raises(Exception, match="expects 2 operands"):
        jax.block_until_ready(call(x, **attrs))


def test_missing_runtime_says_what_to_install(tmp_path):
    code = (
        "import os, jax, numpy as np\n"
        "os.environ['JAX_FLYNORM_ROCM_ARCH'] = 'gfx942'\n"
        "from tests.rocm.launcher_support import rms_fwd_params, operands, run\n"
        "p = rms_fwd_params(has_residual=False, residual_dtype=None)\n"
        "x, _, w = operands(2, 256)\n"
        "try:\n    run(p, x, w)\nexcept Exception as e:\n    print('ERROR', e)\n")
    env = {**os.environ, "JAX_FLYNORM_HIP_LIBRARY": str(tmp_path / "libamdhip64.so.7")}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         cwd=REPO, timeout=300)
    assert "ERROR" in out.stdout, out.stderr[-2000:]
    assert "cannot load the HIP runtime" in out.stdout and "ROCm 7" in out.stdout
    assert "JAX_FLYNORM_HIP_LIBRARY" in out.stdout


def test_launcher_refuses_launches_past_the_work_item_limit(log):
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(6, 256)
    kernel = compiled_for(params, (x, w))
    shapes = result_shapes(params, (x, w))
    attrs = _rocm.launcher_attrs(params, [kernel], [x, w], shapes, 1)
    # grid.x 2^22 x block.x 1024 = 2^32 work-items: one more than HIP accepts.
    attrs["launches"] = np.array([0, 6, 1 << 22, 1, 1, 1024, 1, 1], np.int64)
    call = jax.ffi.ffi_call(host_launcher.register(), shapes)
    with pytest.raises(Exception, match=r"4194304 x 1024 work-items in dimension 0"):
        jax.block_until_ready(call(x, w, **attrs))
    assert not log("hipModuleLaunchKernel")


def test_loaded_modules_outlive_the_executable_that_loaded_them(hip, log):
    # HIP reads the image after hipModuleLoadData returns (it does not copy it), and the module is
    # cached for the process: its bytes must not die with the executable's state.
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(3, 704, seed=5)  # a kernel no other test loads
    run(params, x, w)
    assert len(log("hipModuleLoadData")) == 1
    jax.clear_caches()
    gc.collect()
    for _ in range(64):  # churn the heap so freed blocks are reused
        bytearray(os.urandom(4096))
    assert hip.fake_hip_stale_images() == 0


def test_an_already_loaded_runtime_is_used_rather_than_a_second_one():
    # XLA's plugin has loaded libamdhip64.so.6 (from a folder not on the loader path) while a
    # libamdhip64.so.7 is on it: the launcher must use the loaded runtime, never open another.
    six = fake_hip.library("libamdhip64.so.6", soname="libamdhip64.so.6")
    seven = fake_hip.library("libamdhip64.so.7", soname="libamdhip64.so.7")
    code = (
        "import ctypes, os\n"
        f"loaded = ctypes.CDLL({str(six)!r})\n"
        "loaded.fake_hip_log.restype = ctypes.c_char_p\n"
        "os.environ['JAX_FLYNORM_ROCM_ARCH'] = 'gfx942'\n"
        "from tests.rocm.launcher_support import rms_fwd_params, operands, run\n"
        "p = rms_fwd_params(has_residual=False, residual_dtype=None)\n"
        "x, _, w = operands(2, 256)\n"
        "run(p, x, w)\n"
        "print('LAUNCHES', loaded.fake_hip_log().decode().count('hipModuleLaunchKernel'))\n"
        "try:\n    ctypes.CDLL('libamdhip64.so.7', mode=os.RTLD_NOLOAD)\n"
        "    print('SECOND RUNTIME LOADED')\nexcept OSError:\n    pass\n")
    env = {k: v for k, v in os.environ.items() if k != "JAX_FLYNORM_HIP_LIBRARY"}
    env["LD_LIBRARY_PATH"] = str(seven.parent)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         cwd=REPO, timeout=300)
    assert "LAUNCHES 1" in out.stdout, out.stderr[-2000:]
    assert "SECOND RUNTIME LOADED" not in out.stdout


@pytest.mark.parametrize("stream_device", [0, 1])
def test_the_streams_device_decides_where_the_module_loads(log, monkeypatch, stream_device):
    # XLA passes device ordinal 0 here; the stream (a made-up handle) says stream_device.
    monkeypatch.setenv("FAKE_HIP_ARCHS", "gfx942:sramecc+:xnack-,gfx942:sramecc+:xnack-")
    monkeypatch.setenv("JAX_FLYNORM_HOST_TEST_STREAM", "0x5a000")
    monkeypatch.setenv("FAKE_HIP_STREAM_DEVICE", str(stream_device))
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(3, 832 + 64 * stream_device, seed=6)  # kernels no other test loads
    run(params, x, w)
    (asked,) = log("hipStreamGetDevice")
    assert asked["stream"] == "0x5a000"
    (load,) = log("hipModuleLoadData")
    assert load["device"] == str(stream_device)
    (launch,) = log("hipModuleLaunchKernel")
    assert launch["stream"] == "0x5a000"
    assert log()[0]["call"] == "hipStreamGetDevice"  # asked before anything is loaded


def test_a_device_mismatch_is_reported_in_debug_logs():
    code = (
        "import os\n"
        "os.environ.update(JAX_FLYNORM_ROCM_ARCH='gfx942', FAKE_HIP_STREAM_DEVICE='1',\n"
        "                  JAX_FLYNORM_HOST_TEST_STREAM='0x5a000', JAX_FLYNORM_DEBUG='1',\n"
        "                  FAKE_HIP_ARCHS='gfx942:sramecc+:xnack-,gfx942:sramecc+:xnack-')\n"
        "from tests.rocm.launcher_support import rms_fwd_params, operands, run\n"
        "p = rms_fwd_params(has_residual=False, residual_dtype=None)\n"
        "x, _, w = operands(2, 256)\n"
        "run(p, x, w)\n")
    env = {**os.environ, "JAX_FLYNORM_HIP_LIBRARY": str(fake_hip.library())}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         cwd=REPO, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "device ordinal 0 is not its stream's device 1; launching on device 1" in out.stderr


@pytest.mark.skipif(len(jax.devices("cpu")) < 2, reason="needs two host devices")
def test_a_failed_device_restore_releases_the_loaded_module(log, monkeypatch):
    # The load on device 1 switches from device 0 and back; switching back fails.
    monkeypatch.setenv("FAKE_HIP_ARCHS", "gfx942:sramecc+:xnack-,gfx942:sramecc+:xnack-")
    monkeypatch.setenv("FAKE_HIP_FAIL", "hipSetDevice")
    monkeypatch.setenv("FAKE_HIP_FAIL_SKIP", "1")
    params = rms_fwd_params(has_residual=False, residual_dtype=None)
    x, _, w = operands(3, 1088, seed=7)
    with pytest.raises(Exception, match="hipSetDevice failed"):
        run(params, x, w, device=jax.devices("cpu")[1])
    (load,) = log("hipModuleLoadData")
    assert [u["module"] for u in log("hipModuleUnload")] == [load["module"]]
    assert not log("hipModuleLaunchKernel")
