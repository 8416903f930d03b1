"""The code objects the package ships (jax_flynorm/backends/flydsl/prebuilt), executed: for both
archs, every size class of the bf16 and f32 rows and both directions, a training step's
jit(grad) of RMSNorm or LayerNorm at a hidden size drawn from the class (its smallest or largest N
on alternate cases), through the real launcher into the recording HIP stand-in, each launch run as
machine code, against the float64 oracle. Nothing compiles: FlyDSL's compile is made to fail."""

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import _tolerances as tolerances
from jax_flynorm.backends.flydsl.kernels import compile as kernel_compile
from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.backends.flydsl.kernels.config import size_classes
from jax_flynorm.backends.flydsl.kernels.spec import ARCHS, NATIVE_FP8
from tests import oracle
from tests.machine_code.hip import executing_launches, flydsl_on_cpu

if not all(prebuilt.shipped(a) for a in ARCHS):
    pytest.fail("the package's kernel archives are missing or stale: "
                "python -m tools.prebuilt build", pytrace=False)

# (dtype, op, weight dtype, residual): one shipped variant per row width, bf16 and f32 rows.
CASES = {jnp.bfloat16: ("rmsnorm", jnp.bfloat16, True), jnp.float32: ("layernorm", jnp.float32,
                                                                       False)}
# Rows per call: a few, so the largest classes (N up to 65536 and past it) stay quick.
ROWS = 3


def _classes():
    out = []
    for dtype in CASES:
        for i, (lo, hi, vec) in enumerate(size_classes(np.dtype(dtype).itemsize)):
            for arch in ARCHS:
                out.append(pytest.param(dtype, lo, hi, vec, arch, i % 2,
                                        id=f"{np.dtype(dtype).name}-{lo}to{hi}v{vec}-{arch}"))
    return out


def _hidden_size(lo, hi, vec, edge, rng):
    """An N of the class: its smallest or largest aligned one (edge 0 / 1), capped at 65600
    for the open top class; an odd one for the unaligned class."""
    if vec == 1:
        return int(rng.integers(1, 3000)) * 2 + 1
    hi = min(hi, 65600)
    first = -(-lo // vec) * vec
    return first if edge == 0 else hi - hi % vec


@pytest.fixture(autouse=True)
def no_compile(monkeypatch):
    def refuse(*_a, **_k):
        raise AssertionError("a kernel was compiled; the shipped ones must serve")

    monkeypatch.setattr(kernel_compile, "_compile_uncached", refuse)


@pytest.mark.parametrize("dtype,lo,hi,vec,arch,edge", _classes())
def test_training_step_gradients_run_on_the_shipped_kernels(monkeypatch, dtype, lo, hi, vec,
                                                            arch, edge):
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    n = _hidden_size(lo, hi, vec, edge, rng)
    op, w_dtype, residual = CASES[dtype]
    center = op == "layernorm"
    flydsl_on_cpu(monkeypatch, arch)
    x = jnp.asarray(rng.standard_normal((ROWS, n)) * 2 + 0.5, dtype)
    r = jnp.asarray(rng.standard_normal((ROWS, n)), dtype)
    w = jnp.asarray(rng.standard_normal(n) + 1.0, w_dtype)
    b = jnp.asarray(rng.standard_normal(n), w_dtype) if center else None
    dy = jnp.asarray(rng.standard_normal((ROWS, n)), dtype)

    def norm(x, w, b, r):
        fn = jax_flynorm.layernorm if center else jax_flynorm.rmsnorm
        kw = {"bias": b} if center else {}
        return fn(x, w, residual=r if residual else None, implementation="flydsl", **kw)

    def step(x, w, b, r):
        return jnp.sum(norm(x, w, b, r).astype(jnp.float32) * dy.astype(jnp.float32))

    with executing_launches() as launches:
        y = jax.jit(norm)(x, w, b, r)
        grads = jax.jit(jax.grad(step, argnums=(0, 1)))(x, w, b, r)
        # Dispatch is asynchronous: every launch runs while the executor is hooked in.
        y, grads = jax.block_until_ready((y, grads))
    names = {name for name, _ in launches}
    suffix = f"_n{lo}to{hi}v{vec}_"
    assert {d for d in ("fwd", "bwd") if any(f"_{d}{suffix}" in s for s in names)} == {
        "fwd", "bwd"}, names
    h = np.asarray(x, np.float64) + (np.asarray(r, np.float64) if residual else 0)
    want_y, _, _, _ = oracle.forward(center, h, weight=w, bias=b)
    tolerances.assert_close(y, want_y, tolerances.value(dtype), f"y, N={n}")
    # The backward sees h as saved, rounded to x's dtype: the gradient at that h.
    saved = np.asarray(jnp.asarray(h, dtype), np.float64)
    _, _, mean, rstd = oracle.forward(center, saved)
    dh, dw, _ = oracle.vjp(center, saved, mean, rstd, dy, w)
    tolerances.assert_close(grads[0], dh, tolerances.grad(dtype), f"dx, N={n}")
    tolerances.assert_close(grads[1], dw, tolerances.weight_grad(w_dtype, ROWS),
                            f"dweight, N={n}")


@pytest.mark.parametrize("arch", ARCHS)
def test_a_quantized_forward_runs_on_its_shipped_kernel(monkeypatch, arch):
    """The per-token scaled forward in the arch's own e4m3 format, at an N of a random class:
    every value within one step of the float64 quantization of the oracle's y."""
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    lo, hi, vec = size_classes(2)[int(rng.integers(0, 9))]
    n = int(rng.integers(lo, hi + 1)) // vec * vec or vec
    flydsl_on_cpu(monkeypatch, arch)
    x = jnp.asarray(rng.standard_normal((ROWS, n)) * 2, jnp.bfloat16)
    w = jnp.asarray(rng.standard_normal(n) + 1.0, jnp.bfloat16)
    q = jax_flynorm.Quantize(NATIVE_FP8[arch].replace("f8", "float8_"))
    with executing_launches() as launches:
        out = jax.block_until_ready(jax.jit(lambda x, w: jax_flynorm.rmsnorm(
            x, w, quantize=q, implementation="flydsl"))(x, w))
    assert any(f"_n{lo}to{hi}v{vec}_" in name for name, _ in launches), launches
    want, _, _, _ = oracle.forward(False, x, weight=w)
    amax = np.abs(want).max(-1, keepdims=True)
    scale = np.asarray(out.scale, np.float64).reshape(ROWS, 1)
    np.testing.assert_allclose(scale, amax / float(jnp.finfo(out.values.dtype).max), rtol=1e-5)
    got = np.asarray(out.values.astype(jnp.float32), np.float64) * scale
    # One rounding to e4m3 (3 mantissa bits: half a step is 2^-4 of the value, or of the
    # subnormal step near 0).
    assert (np.abs(got - want) <= np.abs(want) * 2.0**-4 + scale * 2.0**-8).all()


def _specialised():
    from tools.prebuilt import specialised

    return [pytest.param(spec, id=f"{spec.kernel_name}-{spec.arch}")
            for arch in ARCHS for spec in specialised(arch)]


@pytest.mark.parametrize("spec", _specialised())
def test_a_shipped_specialised_kernel_runs_from_the_archive(monkeypatch, spec):
    """Each specialised kernel the archives hold beside the generic ones, its code object read
    from the archive (the tiling it ships with), executed on a few rows against the float64
    oracle with a run-time weight offset: LayerNorm's backward (dx, dweight and dbias partials)
    and LayerNorm's quantized forward (values, scales, statistics)."""
    from tests.emulator import checks
    from tests.machine_code.support import check_spec, executing
    from tools.machine_code import run

    shipped = prebuilt.find(spec, 1 << 20)
    assert shipped is not None and shipped.spec == spec, spec.kernel_name
    monkeypatch.setattr(run, "compiled", lambda *_a, **_k: shipped)
    if spec.quant_dtype is None:
        check_spec(spec, [(3, 2), (5, 1)])
        return
    seed = int(np.random.SeedSequence().entropy % (1 << 63))
    with executing():
        for m, offset in ((5, 0.0), (4, 1.0)):
            try:
                checks.check_quantized(spec, m, np.random.default_rng(seed),
                                       weight_offset=offset)
            except AssertionError as exc:
                raise AssertionError(f"seed {seed}: {exc}") from None
