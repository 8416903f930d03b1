"""Our launcher's kernel-argument ABI held against FlyDSL's own, kernel by kernel.

FlyDSL's export_to_c writes an object with the kernel's code object and FlyDSL's HIP loader; a
small C driver links it against the recording fake libamdhip64 (tests/fake_hip) and calls the
typed entry with exactly the values our launcher passed (pointers read back from our kernarg
bytes, M, eps or P). Both launches must then agree byte for byte: code object, symbol, grid,
block, shared memory, stream and the kernarg segment. FlyDSL's loader passes kernelParams (one
pointer per argument), which the fake packs at the offsets and sizes of the code object's
metadata, as the HIP runtime does; our launcher passes one packed buffer through `extra`.
FlyDSL's export metadata (its host ABI: argument names, kinds, sizes) is compared as well.
"""

import json
import os
import re
import shutil
import struct
import subprocess

import numpy as np
import pytest

from jax_flynorm._ops import BwdParams, FwdParams
from jax_flynorm.backends import flydsl as _rocm
from jax_flynorm.backends.flydsl.kernels import compile_kernel, prebuilt
from tools.export_c import export_c
from tools.perf_model.elf import metadata

if shutil.which("cc") is None:
    pytest.skip("no C compiler for the fake HIP runtime", allow_module_level=True)

from tests import fake_hip  # noqa: E402
from tests.rocm.launcher_support import compiled_for, fnv1a, run  # noqa: E402

BF16, F16, F32 = np.dtype("bfloat16"), np.dtype(np.float16), np.dtype(np.float32)
P = 3

DRIVER = """#include <stdio.h>
#include "k.h"
const char *fake_hip_log(void);
int main(void) {{
  int init = k__module_init();
  int load = k__module_load(0);
  int call = k_call({args}, (void *)0);
  int unload = k__module_unload();
  printf("status init=%d load=%d call=%d unload=%d\\n", init, load, call, unload);
  printf("metadata %s\\n", k__metadata);
  fputs(fake_hip_log(), stdout);
  return 0;
}}
"""


@pytest.fixture(autouse=True)
def specialised_kernels(monkeypatch):
    """These tests compare the launches with the kernel FlyDSL compiles for each call
    (launcher_support.compiled_for): the shipped kernels are off. Those run through the launcher
    in tests/machine_code/test_shipped_kernels.py."""
    monkeypatch.setenv(prebuilt.ENV, "0")


def _data(rng, shape, dtype):
    return rng.standard_normal(shape).astype(dtype)


# Kernels no other test loads: this process's launcher loads each module here, so it is logged.
def rmsnorm_fwd_residual_weight_bf16(rng):
    m, n = 7, 4096
    params = FwdParams(op="rmsnorm", eps=1e-6, has_residual=True, has_weight=True,
                       has_bias=False, out_dtype=BF16, residual_dtype=BF16, implementation="flydsl")
    return params, (_data(rng, (m, n), BF16), _data(rng, (m, n), BF16), _data(rng, n, BF16))


def layernorm_bwd_weight_bias_f32(rng):
    m, n = 5, 760
    params = BwdParams(op="layernorm", has_weight=True, has_bias=True, has_dresidual_out=False,
                       implementation="flydsl")
    return params, (_data(rng, (m, n), F32), _data(rng, (m, n), F32), _data(rng, n, F32),
                    np.zeros(m, F32), np.ones(m, F32))


def layernorm_fwd_plain_f16(rng):
    # Several rows per block and every optional operand absent (null slots).
    m, n = 9, 1000
    params = FwdParams(op="layernorm", eps=1e-5, has_residual=False, has_weight=False,
                       has_bias=False, out_dtype=F16, residual_dtype=None, implementation="flydsl")
    return params, (_data(rng, (m, n), F16),)


@pytest.fixture(scope="module")
def fake_dir():
    return fake_hip.library().parent


def parse(text):
    entries = [dict(re.findall(r"(\w+)=(\S*)", ln), call=ln.split()[0])
               for ln in text.splitlines() if ln.strip()]
    return {e["call"]: e for e in entries}  # each call of interest happens once


def c_literal(arg, raw: bytes) -> str:
    if arg.size == 8:
        return f"(void *)0x{int.from_bytes(raw, 'little'):x}ULL"
    if arg.kind == "i32":
        return str(struct.unpack("<i", raw)[0])
    return float(np.frombuffer(raw, F32)[0]).hex() + "f"  # the exact float, as a C literal


def launch_ours(params, ops, fake_dir, log_path, monkeypatch):
    monkeypatch.setenv("JAX_FLYNORM_HIP_LIBRARY", str(fake_dir / "libamdhip64.so"))
    monkeypatch.setenv("FAKE_HIP_LOG_FILE", str(log_path))
    monkeypatch.setenv(_rocm.ARCH_ENV, "gfx942")
    monkeypatch.setenv(_rocm.PARTIALS_ENV, str(P))
    for var in ("FAKE_HIP_ARCHS", "FAKE_HIP_FAIL", "FAKE_HIP_PEEK", "FAKE_HIP_PARAM_LAYOUT"):
        monkeypatch.delenv(var, raising=False)
    run(params, *ops, direction=params.direction)
    monkeypatch.delenv("FAKE_HIP_LOG_FILE")
    if params.direction == "fwd":
        return compiled_for(params, ops)
    return compile_kernel(_rocm.kernel_spec(params, ops, [], "gfx942"))


def launch_flydsl(kernel, kernarg: bytes, meta_args, fake_dir, work):
    export_c(kernel.spec, work, "k", kernel.config)
    values = [c_literal(a, kernarg[a.offset:a.offset + a.size]) for a in kernel.args]
    (work / "drv.c").write_text(DRIVER.format(args=", ".join(values)))
    subprocess.run(["cc", "-std=c11", "-Wall", "-Werror", "-o", "drv", "drv.c", "k.o",
                    f"-L{fake_dir}", "-lamdhip64", "-pthread", "-ldl",
                    f"-Wl,-rpath,{fake_dir}"], cwd=work, check=True)
    layout = ",".join(f"{a['.offset']}:{a['.size']}" for a in meta_args)
    env = {k: v for k, v in os.environ.items() if not k.startswith("FAKE_HIP_")}
    out = subprocess.run(["./drv"], cwd=work, env={**env, "FAKE_HIP_PARAM_LAYOUT": layout},
                         capture_output=True, text=True, timeout=60, check=True)
    head, meta_line, log = out.stdout.split("\n", 2)
    return head, json.loads(meta_line.removeprefix("metadata ")), parse(log)


@pytest.mark.parametrize("case", [rmsnorm_fwd_residual_weight_bf16, layernorm_bwd_weight_bias_f32,
                                  layernorm_fwd_plain_f16], ids=lambda f: f.__name__)
def test_launch_matches_flydsl_export_to_c(case, fake_dir, tmp_path, monkeypatch):
    params, ops = case(np.random.default_rng(0))
    log_path = tmp_path / "launcher.log"
    kernel = launch_ours(params, ops, fake_dir, log_path, monkeypatch)
    ours = parse(log_path.read_text())
    assert {"hipModuleLoadData", "hipModuleGetFunction", "hipModuleLaunchKernel"} <= set(ours)
    kernarg = bytes.fromhex(ours["hipModuleLaunchKernel"]["args"])
    (meta,) = [k for k in metadata(kernel.hsaco)["amdhsa.kernels"]
               if k[".name"] == kernel.symbol]
    meta_args = [a for a in meta[".args"] if not a[".value_kind"].startswith("hidden_")]
    assert [(a[".offset"], a[".size"]) for a in meta_args] == [(a.offset, a.size)
                                                               for a in kernel.args]

    status, export_meta, theirs = launch_flydsl(kernel, kernarg, meta_args, fake_dir, tmp_path)
    assert status == "status init=0 load=0 call=0 unload=0"

    # FlyDSL's host ABI: our argument order, names, pointer/scalar kinds and sizes, then stream.
    ctype = {"buffer": "pointer", "null": "pointer", "i32": "int32", "f32": "float"}
    assert [(s["arg_name"], s["ctype"], s["size"]) for s in export_meta["abi"]] == [
        (a.name, ctype[a.kind], a.size) for a in kernel.args] + [("stream", "pointer", 8)]
    assert (export_meta["arch"], export_meta["backend"]) == ("gfx942", "rocm")

    # The same code object and symbol.
    for log in (ours, theirs):
        load = log["hipModuleLoadData"]
        assert (int(load["size"]), load["fnv"]) == (len(kernel.hsaco), fnv1a(kernel.hsaco))
        assert log["hipModuleGetFunction"]["name"] == kernel.symbol

    # The same launch: geometry, stream, and every kernarg byte.
    mine, flydsl = ours["hipModuleLaunchKernel"], theirs["hipModuleLaunchKernel"]
    assert (mine["mode"], flydsl["mode"]) == ("extra", "params")
    for key in ("name", "grid", "block", "shared", "stream"):
        assert mine[key] == flydsl[key], key
    assert len(kernarg) == kernel.kernarg_size
    assert flydsl["args"] == mine["args"]
    m = ops[0].shape[0]
    (plan,) = kernel.plan.launches(m, P)
    assert mine["grid"] == ",".join(map(str, plan.grid))
