"""Norms whose hidden axis is sharded (tensor parallelism), run as their phases
(jax_flynorm/_tensor_parallel.py) on 8 host CPU devices: the phases' own jnp math here (the kernels'
are executed in tests/machine_code/test_tensor_parallel_kernels.py), N sharded 2, 4 and 8 ways,
alone and with the rows sharded too. Values and every gradient against the float64 oracle; the
compiled program gathers nothing and all-reduces only [rows]-sized sums (and the weight sums)."""

from __future__ import annotations

import functools
import itertools
import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

import jax_flynorm
from jax_flynorm import _tensor_parallel, _tolerances
from jax_flynorm.backends import flydsl
from tests import oracle
from tests.kernel_specs import stand_in_kernel
from tests.sharding_support import NDEV

# The 8 host devices (skipped with fewer, failed under FLYNORM_REQUIRE_MULTIGPU=1).
pytestmark = pytest.mark.usefixtures("eight_devices")


@pytest.fixture(autouse=True)
def _phases_on_cpu(monkeypatch):
    """The CPU lowering takes the phases, as ROCm's does."""
    monkeypatch.setattr(_tensor_parallel, "kernel_platforms", lambda: ("cpu", "rocm"))


def _collectives(hlo: str) -> dict:
    kinds = ("all-gather", "all-reduce", "all-to-all", "collective-permute", "reduce-scatter")
    return {k: re.findall(rf"(\S+) {k}(?:-start)?\(", hlo) for k in kinds}


# (N's shards, rows sharded too): 8-way N leaves no device for the rows.
LAYOUTS = [pytest.param(shards, rows, id=f"{shards}-way-N{'+rows' if rows else ''}")
           for shards in (2, 4, 8) for rows in (False, True) if not (rows and shards == NDEV)]


@pytest.mark.parametrize("axis_type", [jax.sharding.AxisType.Auto, jax.sharding.AxisType.Explicit],
                         ids=["auto", "explicit"])
@pytest.mark.parametrize("shards,rows_sharded", LAYOUTS)
@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_a_sharded_hidden_axis_gives_the_whole_rows_values_and_gradients(op, shards,
                                                                          rows_sharded, axis_type,
                                                                          rng):
    center = op == "layernorm"
    m, n = 16, 96 * shards
    mesh = jax.make_mesh((NDEV // shards, shards), ("data", "tensor"),
                         axis_types=(axis_type, axis_type))
    rows = NamedSharding(mesh, P("data" if rows_sharded else None, "tensor"))
    cols = NamedSharding(mesh, P("tensor"))
    x = rng.standard_normal((m, n)).astype(np.float32) * 2 + 0.5
    x[1] = rng.standard_normal(n).astype(np.float32) * 0.5 + 3000.0  # mean far past spread
    r = rng.standard_normal((m, n)).astype(np.float32)
    w = rng.standard_normal(n).astype(np.float32) + 1.0
    b = rng.standard_normal(n).astype(np.float32)
    c = rng.standard_normal((m, n)).astype(np.float32)  # dloss / dy

    def norm(x, r, w, b):
        if center:
            return jax_flynorm.layernorm(x, w, b, residual=r, eps=1e-5)
        return jax_flynorm.rmsnorm(x, w, residual=r, eps=1e-5)

    def loss(x, r, w, b):
        return jnp.sum(norm(x, r, w, b) * c)

    args = (jax.device_put(x, rows), jax.device_put(r, rows), jax.device_put(w, cols),
            jax.device_put(b, cols))
    step = jax.jit(jax.value_and_grad(loss, argnums=(0, 1, 2, 3)))
    y = jax.jit(norm)(*args)
    _, grads = step(*args)

    want_y, h, mean, rstd = oracle.forward(center, x, r, w, b if center else None, 1e-5)
    dh, dw, db = oracle.vjp(center, h, mean, rstd, c, w)
    slack = np.abs(mean)[:, None] * rstd[:, None] * 2.0**-22 * np.abs(w).max()
    np.testing.assert_array_less(np.abs(np.asarray(y, np.float64) - want_y),
                                 1e-4 + 1e-4 * np.abs(want_y) + slack)
    assert y.sharding.spec == rows.spec
    for got, want, what in ((grads[0], dh, "dx"), (grads[1], dh, "dresidual"),
                            (grads[2], dw, "dweight")) + (((grads[3], db, "dbias"),)
                                                          if center else ()):
        np.testing.assert_allclose(np.asarray(got, np.float64), want, atol=2e-3, rtol=2e-3,
                                   err_msg=what)
    hlo = step.lower(*args).compile().as_text()
    found = _collectives(hlo)
    assert not any(found[k] for k in found if k != "all-reduce"), found
    # Forward: one all-reduce of the rows' sums (LayerNorm two: the mean, then the deviations);
    # backward: one of the rows' [sum(g * xhat), sum(g)]; with the rows sharded, one more of the
    # weight sums. Each of the first carries [rows] (or [rows, 1 or 2]) f32.
    want = (2 if center else 1) + 1 + rows_sharded
    assert len(found["all-reduce"]) == want, found


# Residual streams: (x, residual, residual_dtype, the rows' mean). A 16-bit residual_out is h
# rounded: the apply phase must normalise the f32 h the statistics are of, not that.
STREAMS = [
    pytest.param("float32", "bfloat16", "bfloat16", 0.0, id="f32-x-bf16-stream"),
    pytest.param("bfloat16", "bfloat16", "bfloat16", 1000.0, id="bf16-stream-mean-1000"),
    pytest.param("float16", "float16", "float16", 100.0, id="f16-stream-mean-100"),
    pytest.param("bfloat16", "float32", "float32", 1000.0, id="f32-stream-mean-1000"),
    pytest.param("bfloat16", "bfloat16", "float32", 1000.0, id="bf16-x-f32-residual_out"),
]


@pytest.mark.parametrize("path", ["phases", "portable"])
@pytest.mark.parametrize("x_dtype,r_dtype,residual_dtype,mu", STREAMS)
@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_a_sharded_residual_stream_gives_the_unsharded_values(op, x_dtype, r_dtype,
                                                              residual_dtype, mu, path,
                                                              monkeypatch, rng):
    """y and residual_out of an N-sharded prenorm call against float64 within the tolerance of
    the whole-row call (which meets it too), as the phases run them and as the portable path
    (the platforms without the phase kernels) does."""
    if path == "portable":
        monkeypatch.setattr(_tensor_parallel, "kernel_platforms", lambda: ("rocm",))
    center = op == "layernorm"
    m, n = 8, 1024
    mesh = jax.make_mesh((2, 4), ("data", "tensor"))
    rows = NamedSharding(mesh, P("data", "tensor"))
    cols = NamedSharding(mesh, P("tensor"))
    # Rows of spread 1 about mu, split between x and the residual; one row about 0.
    x = jnp.asarray(rng.standard_normal((m, n)) + mu / 2, x_dtype)
    r = jnp.asarray(rng.standard_normal((m, n)) * 0.5 + mu / 2, r_dtype)
    x, r = x.at[0].set(x[0] - mu / 2), r.at[0].set(r[0] - mu / 2)
    w = jnp.asarray(rng.standard_normal(n) * 0.5 + 1.0, x_dtype)
    b = jnp.asarray(rng.standard_normal(n), x_dtype)

    def norm(x, r, w, b):
        if center:
            return jax_flynorm.layernorm(x, w, b, residual=r, prenorm=True,
                                         residual_dtype=residual_dtype, eps=1e-5)
        return jax_flynorm.rmsnorm(x, w, residual=r, prenorm=True,
                                   residual_dtype=residual_dtype, eps=1e-5)

    whole = jax.jit(norm)(x, r, w, b)
    sharded = jax.jit(norm)(jax.device_put(x, rows), jax.device_put(r, rows),
                            jax.device_put(w, cols), jax.device_put(b, cols))
    assert sharded[0].sharding.spec == rows.spec
    want_y, want_h, mean, rstd = oracle.forward(center, np.asarray(x), np.asarray(r),
                                                np.asarray(w), np.asarray(b) if center else None,
                                                1e-5)
    atol, rtol = _tolerances.value(x_dtype)
    # f32 holds h and the mean to an ulp or two: that much of h - mean, times rstd and the weight.
    slack = (np.abs(mean) * rstd * 2.0**-22 * float(jnp.abs(w).max()))[:, None]
    what = op
    for got, label in ((whole, "whole rows"), (sharded, f"N sharded ({path})")):
        np.testing.assert_array_less(np.abs(np.asarray(got[0], np.float64) - want_y),
                                     atol + rtol * np.abs(want_y) + slack,
                                     err_msg=f"y of {what}, {label}")
        _tolerances.assert_close(got[1], want_h, _tolerances.value(residual_dtype),
                                 f"residual_out of {what}, {label}")
    # The gradients at the saved h (residual_out), sharded against the whole-row call's.
    cy = jnp.asarray(rng.standard_normal((m, n)), jnp.float32)
    ch = jnp.asarray(rng.standard_normal((m, n)), jnp.float32)

    def loss(x, r, w, b):
        y, h = norm(x, r, w, b)
        return jnp.sum(y.astype(jnp.float32) * cy) + jnp.sum(h.astype(jnp.float32) * ch)

    grads = jax.jit(jax.grad(loss, argnums=(0, 1, 2, 3)))
    want = grads(x, r, w, b)
    got = grads(jax.device_put(x, rows), jax.device_put(r, rows), jax.device_put(w, cols),
                jax.device_put(b, cols))
    for g, v, name in zip(got, want, ("dx", "dresidual", "dweight", "dbias")):
        if name == "dbias" and not center:
            continue
        if name in ("dweight", "dbias"):
            tol = _tolerances.weight_grad(g.dtype, m)
        else:
            # dx and dresidual are the cotangent of h, held in the stream's dtype: an f32 x on a
            # bf16 stream gets a bf16 gradient, whose rounding the two summation orders may flip.
            tol = max(_tolerances.grad(g.dtype), _tolerances.grad(residual_dtype))
        scale = float(jnp.abs(v.astype(jnp.float32)).max())
        _tolerances.assert_close(g, np.asarray(v, np.float64), (tol[0] * scale, tol[1]),
                                 f"{name} of {what}, N sharded ({path})")


@pytest.mark.parametrize("residual_dtype,apply_reads", [("bfloat16", "_bf16_rw_"),
                                                       ("float32", "_f32_w_")],
                         ids=["bf16-stream", "f32-stream"])
def test_on_rocm_the_apply_phase_reads_no_rounded_residual_out(residual_dtype, apply_reads,
                                                               monkeypatch):
    """The ROCm lowering of an N-sharded prenorm LayerNorm on bf16 rows (N typed sharded on an
    Explicit axis inside a shard_map over the rows: lowered without the partitioner): the stats
    kernel, then the apply kernel reading x and the residual on a bf16 stream (its residual_out
    is h rounded), the f32 residual_out (h exactly) on an f32 stream."""
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", "gfx942")
    # The f32 stream's phase kernels do not ship for bf16 rows: where FlyDSL cannot compile them
    # (the wheel's stages), a stand-in with their ABI serves the lowering.
    real_kernel = flydsl._kernel

    def kernel(spec, rows):
        try:
            return real_kernel(spec, rows)
        except Exception:  # noqa: BLE001 (any compile failure: the stand-in is what is read)
            return stand_in_kernel(spec, rows)

    monkeypatch.setattr(flydsl, "_kernel", kernel)
    monkeypatch.setattr(flydsl, "compiler_unavailable", lambda: None)
    explicit = (jax.sharding.AxisType.Explicit,) * 2
    mesh = jax.make_mesh((2, 4), ("data", "tensor"), axis_types=explicit)
    n = 8192
    rows = NamedSharding(mesh, P("data", "tensor"))

    def norm(x, r, w):
        return jax_flynorm.layernorm(x, w, residual=r, prenorm=True,
                                     residual_dtype=residual_dtype, implementation="flydsl")

    step = jax.shard_map(norm, mesh=mesh, axis_names={"data"}, in_specs=(P("data"),) * 2 + (P(),),
                         out_specs=(P("data"), P("data")), check_vma=False)
    args = (jax.ShapeDtypeStruct((64, n), jnp.bfloat16, sharding=rows),
            jax.ShapeDtypeStruct((64, n), jnp.bfloat16, sharding=rows),
            jax.ShapeDtypeStruct((n,), jnp.bfloat16, sharding=NamedSharding(mesh, P("tensor"))))
    with jax.set_mesh(mesh):
        text = jax.jit(step).trace(*args).lower(lowering_platforms=("rocm",)).as_text()
    kernels = re.findall(r'kernel = "(\w+)"', text)
    assert [k.rsplit("_tp", 1)[-1] for k in kernels] == ["stats", "apply"], kernels
    assert apply_reads in kernels[1], kernels


@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_every_dtype_mix_of_a_sharded_residual_stream(op, rng):
    """x, the residual and residual_dtype each f32, bf16 or f16 (27 mixes), rows of mean 100 and
    spread 1, N sharded 4 ways and run as the phases: y against float64 within x's tolerance."""
    center = op == "layernorm"
    m, n = 4, 512
    mesh = jax.make_mesh((2, 4), ("data", "tensor"))
    rows, cols = NamedSharding(mesh, P("data", "tensor")), NamedSharding(mesh, P("tensor"))
    dtypes = ("float32", "bfloat16", "float16")
    failures = []
    for x_dtype, r_dtype, residual_dtype in itertools.product(dtypes, repeat=3):
        x = jnp.asarray(rng.standard_normal((m, n)) * 0.7 + 50.0, x_dtype)
        r = jnp.asarray(rng.standard_normal((m, n)) * 0.7 + 50.0, r_dtype)
        w = jnp.asarray(rng.standard_normal(n) * 0.5 + 1.0, x_dtype)
        norm = functools.partial(getattr(jax_flynorm, op), residual_dtype=residual_dtype,
                                 eps=1e-5)
        y = jax.jit(lambda x, r, w: norm(x, w, residual=r))(  # noqa: B023
            jax.device_put(x, rows), jax.device_put(r, rows), jax.device_put(w, cols))
        want, _, mean, rstd = oracle.forward(center, np.asarray(x), np.asarray(r), np.asarray(w),
                                             eps=1e-5)
        atol, rtol = _tolerances.value(x_dtype)
        # f32 holds h and the mean to an ulp or two: that much of h - mean, times rstd and the
        # weight (the whole-row call's bound, test_a_sharded_residual_stream_...).
        slack = (np.abs(mean) * rstd * 2.0**-22 * float(jnp.abs(w).max()))[:, None]
        err = np.abs(np.asarray(y, np.float64) - want) - (atol + rtol * np.abs(want) + slack)
        if (err > 0).any():
            failures.append(f"x {x_dtype}, residual {r_dtype}, residual_dtype {residual_dtype}: "
                            f"{float(err.max()):.3g} past the tolerance")
    assert not failures, f"{op}: " + "; ".join(failures)
