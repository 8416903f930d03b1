"""The shipped variants that serve model families (tools/prebuilt.py: y and dy in f32, the f32
residual stream, per-head LayerNorm weights, LayerNorm's quantized forwards, scale groups in
generic kernels), compiled as the archive holds them (generic: N a launch argument) and executed
as machine code against the float64 oracle (tests/emulator/checks.py), at the edges of their size
classes: a class's smallest or largest N, and an N inside it that is no power of two. Scale groups
past a launch's N must write nothing (the executor fails a store outside every buffer)."""

import numpy as np
import pytest

from tests.emulator.support import require

require("llvmlite")

import tests.emulator.checks as checks  # noqa: E402
from tools import machine_code  # noqa: E402
from tools.prebuilt import NATIVE_FP8, shipped_specs  # noqa: E402


def _variant(arch, n_max, **fields):
    """The shipped generic kernel of ``arch`` whose class ends at ``n_max``, with ``fields``."""
    found = [s for s in shipped_specs(arch) if s.generic and s.n == n_max
             and all(getattr(s, k) == v for k, v in fields.items())]
    assert len(found) == 1, (fields, found)
    return found[0]


def _run(monkeypatch, spec, n, heads=1):
    monkeypatch.setattr(checks, "run_kernel",
                        lambda *a, ir=None, **k: machine_code.run_kernel(*a, **k))
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    m = 9 * heads
    if spec.quant_dtype:
        checks.check_quantized(spec, m, rng, shape=(n, heads))
    elif spec.direction == "fwd":
        checks.check_forward(spec, m, rng, shape=(n, heads))
    else:
        checks.check_backward(spec, m, 3, rng, shape=(n, heads))


GROUPED = dict(op="rmsnorm", direction="fwd", x_dtype="bf16", weight_dtype="bf16",
               dynamic_scale=True, has_smooth=False)


@pytest.mark.parametrize("arch,n_max,n,fields", [
    # DeepSeek-V3's 1 x 128 fp8 at N = 7168 and the class's ends; gfx942 writes OCP e4m3fn
    # through its stand-in conversion.
    ("gfx942", 8192, 4224, dict(out_dtype="f8e4m3fn", group_size=128, has_residual=False)),
    ("gfx950", 8192, 7168, dict(out_dtype="f8e4m3fn", group_size=128, has_residual=False)),
    ("gfx950", 8192, 8192, dict(out_dtype="f8e4m3fnuz", group_size=128, has_residual=True)),
    ("gfx942", 256, 64, dict(out_dtype="i8", group_size=64, has_residual=True)),
    ("gfx950", 2048, 1152, dict(out_dtype="i8", group_size=64, has_residual=False)),
    # The open top class (rows re-read): its smallest N that is a multiple of 64.
    ("gfx942", 4194304, 65600, dict(out_dtype="i8", group_size=64, has_residual=False)),
], ids=["g128-fn-4224-gfx942", "g128-fn-7168-gfx950", "g128-fnuz-res-8192-gfx950",
        "g64-i8-res-64-gfx942", "g64-i8-1152-gfx950", "g64-i8-65600-gfx942"])
def test_scale_groups_in_a_generic_kernel(monkeypatch, arch, n_max, n, fields):
    _run(monkeypatch, _variant(arch, n_max, **GROUPED, **fields), n)


@pytest.mark.parametrize("arch,direction,n", [("gfx942", "fwd", 2052), ("gfx950", "bwd", 4096)])
def test_f32_outputs_of_bf16_rows(monkeypatch, arch, direction, n):
    spec = _variant(arch, 4096, op="rmsnorm", direction=direction, x_dtype="bf16",
                    out_dtype="f32", weight_dtype="f32")
    _run(monkeypatch, spec, n)


@pytest.mark.parametrize("arch,op,direction,n", [
    ("gfx950", "rmsnorm", "fwd", 2560), ("gfx942", "rmsnorm", "bwd", 2052),
    ("gfx942", "layernorm", "fwd", 1024), ("gfx950", "layernorm", "bwd", 520)])
def test_an_f32_residual_stream_under_bf16_rows(monkeypatch, arch, op, direction, n):
    if direction == "fwd":
        fields = dict(x_dtype="bf16", residual_dtype="f32", out_dtype="bf16")
    else:  # the backward reads the f32 h, with dy and the dresidual_out of the residual
        fields = dict(x_dtype="f32", out_dtype="bf16", has_dresidual_out=True)
    spec = _variant(arch, 4096 if n > 1024 else 1024, op=op, direction=direction,
                    weight_dtype="f32", heads=1, **fields)
    _run(monkeypatch, spec, n)


@pytest.mark.parametrize("arch,direction,n", [
    ("gfx942", "fwd", 128), ("gfx950", "bwd", 256), ("gfx950", "fwd", 264),
    ("gfx942", "bwd", 512), ("gfx942", "fwd", 1000), ("gfx950", "bwd", 776)])
def test_per_head_layernorm_weights(monkeypatch, arch, direction, n):
    """Per-head weights in the classes of N up to 256 (several rows per wave) and above (a row
    per wave or more: each row's weight row offset a 64-bit multiply-add)."""
    top = max(256, 1 << (n - 1).bit_length())
    spec = _variant(arch, top, op="layernorm", direction=direction, x_dtype="bf16",
                    weight_dtype="bf16", has_bias=False, heads=0)
    _run(monkeypatch, spec, n, heads=4)


@pytest.mark.parametrize("arch,mode,n", [("gfx950", "dynamic", 2056), ("gfx942", "static", 4096)])
def test_layernorm_quantized_forwards(monkeypatch, arch, mode, n):
    spec = _variant(arch, 4096, op="layernorm", direction="fwd", out_dtype=NATIVE_FP8[arch]
                    if mode == "static" else "i8", static_scale=mode == "static",
                    has_smooth=False, has_residual=False)
    _run(monkeypatch, spec, n)
