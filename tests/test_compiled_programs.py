"""The norm's compiled programs against plain jnp's, structurally: a change that makes the
default or the portable path move more bytes or launch more kernels than the same computation
written in plain jnp fails here, deterministically, with no timing.

On CPU every call of the matrix (RMSNorm and LayerNorm, bf16 and f32, with and without the
prenorm residual; the forward, `jax.grad` of a loss and `jax.vjp` with a random cotangent) is
compiled for `auto` and `xla` beside plain jnp, and compared by XLA's cost analysis ("bytes
accessed", plus the operands and results of the custom calls, which it does not count) and by the
number of kernels in the entry computation (fusions, custom calls, copies: everything that is not
a parameter, constant, tuple or bitcast).

For ROCm, the exported program of each call (the shipped kernels, nothing compiled) is read for
the ops XLA keeps around the custom calls on [M, N] arrays: there are none but free reshapes, so a
convert, copy, transpose or broadcast added around a kernel fails.
"""

from __future__ import annotations

import itertools
import re
import zlib
from collections import Counter

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm

f32 = jnp.float32
# Many rows of a small model's width, and few rows of a wide one (where `auto` on CPU takes the
# portable backward, and the forms differ).
SHAPES = [(4096, 1024), (1024, 8192)]
EPS = 1e-6

# Bytes accessed, no more than plain jnp's times this (the margin absorbs XLA's bookkeeping:
# the f32 statistics and weight vectors are under 0.1% of a [4096, 1024] pass).
BYTES_MARGIN = 1.05
# The portable LayerNorm backward on CPU (the "row_scale" form of backends/xla.py) keeps its
# per-row factors behind an optimization barrier, so h and dy are read once more than plain
# jnp's autodiff reads them (1.04-1.18x the bytes at this shape) in one or two fusions more; on
# CPU it is still the faster program (benchmarks/results/cpu-portable-backward). The margin holds
# the measured values with room for XLA's noise, and still fails a full-size pass more (a
# [M, N] f32 read and write is +0.2x at 4096 x 1024; the backward select of an earlier release
# gave 1.5x).
PORTABLE_LAYERNORM_BACKWARD_BYTES = 1.25
# The portable RMSNorm backward after a 16-bit residual stream, on wide rows (1.15x at bf16
# 1024 x 8192, 0.97-1.03x elsewhere): XLA's CPU reduction fusion takes the f32 copy of the saved
# 16-bit h and the broadcast rstd as operands of their own for the weight's column sums, where
# plain jnp's takes one product; an [M, N] f32 array more, of a program plain jnp's size.
PORTABLE_RESIDUAL_BACKWARD_BYTES = 1.2
# Kernels, no more than plain jnp's plus this: the portable backward's barrier splits the per-row
# factors into fusions of their own, and a prenorm residual's output may be copied once. How many
# varies with XLA's release: LayerNorm's gradient after a bf16 residual takes 2-3 more under jax
# 0.10.2 and 4-5 more under 0.12 (the bytes, the regression signal, stay within their margins).
PORTABLE_BACKWARD_KERNELS = 5

_FREE = {"parameter", "constant", "tuple", "get-tuple-element", "bitcast"}
_ITEMSIZE = {"pred": 1, "s8": 1, "u8": 1, "bf16": 2, "f16": 2, "f32": 4, "s32": 4, "u32": 4,
             "f64": 8, "s64": 8, "u64": 8}


def _shapes_bytes(text: str) -> int:
    return sum(_ITEMSIZE[dtype] * int(np.prod([int(d) for d in dims.split(",") if d]))
               for dtype, dims in re.findall(r"\b([a-z]+\d*)\[([\d,]*)\]", text)
               if dtype in _ITEMSIZE)


def _entry(text: str) -> list[str]:
    match = re.search(r"^ENTRY [^\n]*\{\n(.*?)^\}", text, re.S | re.M)
    assert match, "no ENTRY computation in the compiled program"
    return match.group(1).splitlines()


def kernels(text: str) -> list[str]:
    """The ops of the entry computation that run as kernels of their own."""
    ops = []
    for line in _entry(text):
        op = re.search(r" ([a-z][a-z\-]*)\(", line.split("=", 1)[-1])
        if op and op.group(1) not in _FREE:
            ops.append(op.group(1))
    return ops


def custom_call_bytes(text: str) -> int:
    """Operand and result bytes of the entry's custom calls (opaque to XLA's cost analysis)."""
    total = 0
    for line in _entry(text):
        if " custom-call(" in line:
            result, operands = line.split("=", 1)[1].split(" custom-call(", 1)
            total += _shapes_bytes(result) + _shapes_bytes(operands.split(")", 1)[0])
    return total


def compiled(fn, args) -> tuple[float, list[str]]:
    """(bytes accessed, kernels) of fn's program compiled for the CPU."""
    program = jax.jit(fn).lower(*args).compile()
    cost = program.cost_analysis()
    cost = cost[0] if isinstance(cost, list) else cost
    text = program.as_text()
    return cost["bytes accessed"] + custom_call_bytes(text), kernels(text)


def plain_norm(center: bool, x, weight, residual=None):
    """The norm as a user writes it in jnp, statistics in f32."""
    h = x.astype(f32)
    if residual is not None:
        h = h + residual.astype(f32)
    c = h - h.mean(-1, keepdims=True) if center else h
    y = c * jax.lax.rsqrt(jnp.mean(c * c, -1, keepdims=True) + EPS) * weight.astype(f32)
    y = y.astype(x.dtype)
    return (y, h.astype(x.dtype)) if residual is not None else y


def flynorm(center: bool, implementation: str):
    norm = jax_flynorm.layernorm if center else jax_flynorm.rmsnorm

    def fn(x, weight, residual=None):
        if residual is None:
            return norm(x, weight, eps=EPS, implementation=implementation)
        return norm(x, weight, residual=residual, prenorm=True, eps=EPS,
                    implementation=implementation)
    return fn


def program(direction: str, fn, primals: tuple, cotangents: tuple):
    """(function, arguments) of one direction of fn."""
    if direction == "forward":
        return fn, primals

    def as_tuple(out):
        return out if isinstance(out, tuple) else (out,)

    if direction == "grad":
        def loss(*args):
            return sum(jnp.mean(jnp.square(o.astype(f32))) for o in as_tuple(fn(*args)))
        return jax.grad(loss, argnums=tuple(range(len(primals)))), primals

    def vjp(*args):
        out, pull = jax.vjp(fn, *args[:len(primals)])
        cts = args[len(primals):]
        return pull(cts if isinstance(out, tuple) else cts[0])
    return vjp, (*primals, *cotangents)


def inputs(shape: tuple[int, int], dtype, residual: bool, seed: int):
    keys = jax.random.split(jax.random.key(seed), 5)
    x = jax.random.normal(keys[0], shape, dtype)
    weight = 1 + 0.1 * jax.random.normal(keys[1], shape[-1:], f32)
    primals = (x, weight) + ((jax.random.normal(keys[2], shape, dtype),) if residual else ())
    cotangents = tuple(jax.random.normal(k, shape, dtype) for k in keys[3:3 + 1 + residual])
    return primals, cotangents


CASES = list(itertools.product(SHAPES, ("rmsnorm", "layernorm"), ("bfloat16", "float32"),
                               (False, True), ("forward", "grad", "vjp")))


def _allowance(op: str, dtype: str, residual: bool, direction: str,
               implementation: str) -> tuple[float, int]:
    """(bytes margin, extra kernels) a case may take over plain jnp (see the constants)."""
    if direction == "forward" or implementation != "xla":
        return BYTES_MARGIN, 0
    if op == "layernorm":
        margin = PORTABLE_LAYERNORM_BACKWARD_BYTES
    elif residual and dtype != "float32":
        margin = PORTABLE_RESIDUAL_BACKWARD_BYTES
    else:
        margin = BYTES_MARGIN
    return margin, PORTABLE_BACKWARD_KERNELS


@pytest.mark.parametrize("shape,op,dtype,residual,direction", CASES,
                         ids=["-".join([f"{s[0]}x{s[1]}", o, d, "residual" if r else "plain", k])
                              for s, o, d, r, k in CASES])
def test_compiled_program_is_no_heavier_than_plain_jnp(shape, op, dtype, residual, direction):
    seed = zlib.crc32(f"{shape}-{op}-{dtype}-{residual}-{direction}".encode())  # fixed per case
    primals, cotangents = inputs(shape, jnp.dtype(dtype), residual, seed)
    center = op == "layernorm"
    base_bytes, base_kernels = compiled(*program(
        direction, lambda *a: plain_norm(center, *a), primals, cotangents))
    for implementation in ("auto", "xla"):
        got_bytes, got_kernels = compiled(*program(
            direction, flynorm(center, implementation), primals, cotangents))
        margin, extra = _allowance(op, dtype, residual, direction, implementation)
        ratio = got_bytes / base_bytes
        assert ratio <= margin, (
            f"{implementation}: {got_bytes / 1e6:.1f} MB accessed, {ratio:.2f}x plain jnp's "
            f"{base_bytes / 1e6:.1f} MB (allowed {margin}x); kernels {Counter(got_kernels)}")
        assert len(got_kernels) <= len(base_kernels) + extra, (
            f"{implementation}: {len(got_kernels)} kernels {Counter(got_kernels)} where plain "
            f"jnp has {len(base_kernels)} {Counter(base_kernels)} (allowed +{extra})")


def test_the_measure_sees_a_full_size_pass():
    """The instrument itself: one [M, N] f32 pass more than plain jnp (an elementwise select
    that XLA cannot fuse away, behind a barrier) is over the margin and one kernel more."""
    primals, _ = inputs(SHAPES[0], jnp.dtype("bfloat16"), False, seed=7)

    def heavier(x, weight):
        h = jax.lax.optimization_barrier(jnp.where(x == 0, 0, x.astype(f32)))
        return plain_norm(False, h, weight).astype(x.dtype)

    base_bytes, base_kernels = compiled(lambda *a: plain_norm(False, *a), primals)
    got_bytes, got_kernels = compiled(heavier, primals)
    assert got_bytes > BYTES_MARGIN * base_bytes
    assert len(got_kernels) > len(base_kernels)


# ------------------------------------------------------------------------------------------------
# ROCm: the exported program around each kernel call.

ROCM_ROWS, ROCM_N = 256, 4096


def ops_on_rows(text: str, rows: int, n: int) -> Counter:
    """The StableHLO ops of an exported module whose result is an [rows, n] array."""
    found = Counter()
    for line in text.splitlines():
        op = re.search(r"= \"?(stablehlo\.[a-z_]+)", line)
        result = line.rsplit("->", 1)[-1] if "->" in line else line.rsplit(":", 1)[-1]
        if op and f"tensor<{rows}x{n}x" in result:
            found[op.group(1)] += 1
    return found


ROCM_CASES = list(itertools.product(("rmsnorm", "layernorm"), ("bfloat16", "float32"),
                                    (False, True), ("forward", "vjp")))


@pytest.mark.parametrize("op,dtype,residual,direction", ROCM_CASES,
                         ids=["-".join([o, d, "residual" if r else "plain", k])
                              for o, d, r, k in ROCM_CASES])
def test_rocm_export_keeps_no_full_size_op_around_the_kernels(monkeypatch, op, dtype, residual,
                                                              direction):
    from jax_flynorm.backends.flydsl.kernels import compile as kernel_compile

    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", "gfx942,gfx950")

    def refuse(*_a, **_k):
        raise AssertionError("a kernel was compiled; a shipped one must serve this call")

    monkeypatch.setattr(kernel_compile, "_compile_uncached", refuse)
    dt = jnp.dtype(dtype)
    keys = jax.random.split(jax.random.key(3), 3)
    x = jax.random.normal(keys[0], (ROCM_ROWS, ROCM_N), dt)
    weight = jnp.ones((ROCM_N,), dt)  # x's dtype: a weight form both norms ship
    primals = (x, weight) + ((jax.random.normal(keys[1], x.shape, dt),) if residual else ())
    cotangents = (x,) + ((x,) if residual else ())
    fn, args = program(direction, flynorm(op == "layernorm", "auto"), primals, cotangents)
    text = jax.export.export(jax.jit(fn), platforms=["rocm"],
                             disabled_checks=jax_flynorm.export_disabled_checks())(
        *args).mlir_module()
    found = ops_on_rows(text, ROCM_ROWS, ROCM_N)
    calls = found.pop("stablehlo.custom_call", 0)
    assert calls == (1 if direction == "forward" else 2), text[:2000]
    # A reshape is a bitcast once compiled; anything else is a pass over [M, N] of its own.
    found.pop("stablehlo.reshape", None)
    assert not found, f"ops on [{ROCM_ROWS}, {ROCM_N}] around the kernels: {dict(found)}"
