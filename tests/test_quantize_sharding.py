"""Quantized forwards over 8 host CPU devices: rows sharded (data or sequence
parallel) and N sharded (tensor parallel), on meshes with Auto axes (NamedSharding) and Explicit
axes (jax.make_mesh's types), and inside shard_map; the portable path and the C++ CPU call.

Each case is held to one device's result and its compiled HLO's all-reduces are counted: rows
sharded, per-token and per-group scales need none and the per-tensor amax one (max) per sharded
row axis (XLA's CPU pipeline reduces a max over two sharded axes in two chained all-reduces, which
its GPU pipeline folds into one: tests/rocm_compiler/test_programs.py); N sharded,
the norm's own sums (RMSNorm 1, LayerNorm 2: the mean, then the two-pass variance) plus one max
for a per-token or per-tensor amax, and none for per-group scales when each shard holds whole
groups.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

import jax_flynorm
from jax_flynorm import Quantize
from tests import quant_oracle as qo
from tests.sharding_support import collectives

pytestmark = pytest.mark.usefixtures("eight_devices")

E, A = jax.sharding.AxisType.Explicit, jax.sharding.AxisType.Auto
FNS = {"rmsnorm": jax_flynorm.rmsnorm, "layernorm": jax_flynorm.layernorm}
NORM_REDUCES = {"rmsnorm": 1, "layernorm": 2}
SHAPE = (8, 16, 256)  # N = 256: 32 columns per shard of 8, whole groups of 32
LAYOUTS = {"rows": P(("d", "s")), "sequence": P("d", "s"), "hidden": P(None, None, ("d", "s"))}
MODES = {"token": {}, "group32": {"group_size": 32}, "tensor": {"scale": jnp.float32(0.01)}}


def expected_reduces(op: str, layout: str, mode: str) -> int:
    if layout != "hidden":
        # The per-tensor max over y_amax: XLA on CPU all-reduces once per sharded axis of x's
        # rows (the sequence layout shards two; on a GPU one all-reduce, tests/rocm_compiler).
        return sum(e is not None for e in LAYOUTS[layout]) if mode == "tensor" else 0
    return NORM_REDUCES[op] + int(mode != "group32")


def inputs(seed):
    rng = np.random.default_rng(seed)
    x = jnp.asarray(rng.standard_normal(SHAPE) + 0.2, jnp.float32)
    w = jnp.asarray(np.exp(rng.uniform(-2, 2, SHAPE[-1])), jnp.float32)
    smooth = jnp.asarray(np.exp(rng.uniform(-1, 1, SHAPE[-1])), jnp.float32)
    return x, w, smooth


def bits(a):
    a = np.asarray(a)
    return a.view({1: np.uint8, 4: np.uint32}[a.dtype.itemsize])


def same(got, want, dtype, exact: bool, what: str):
    """Bitwise, or (sums reduced in another order: f32 y an ulp apart) values within one step
    for all but a few elements and scales within a few ulps."""
    if exact:
        for a, b in zip(got, want):
            if b is not None:
                np.testing.assert_array_equal(bits(a), bits(b), err_msg=what)
        return
    steps = qo.steps_apart(np.asarray(got.values), np.asarray(want.values), dtype)
    assert steps.max() <= 1 and np.mean(steps > 0) < 2e-3, what
    np.testing.assert_allclose(got.scale, want.scale, rtol=8 * 2.0 ** -24, err_msg=what)
    if want.amax is not None:
        np.testing.assert_allclose(got.amax, want.amax, rtol=8 * 2.0 ** -24, err_msg=what)


CASES = [(impl, op, layout, mode, kind)
         for impl, op in (("xla", "rmsnorm"), ("cpu", "layernorm"), ("cpu", "rmsnorm"))
         for layout in ("rows", "hidden") for mode in MODES for kind in ("auto", "explicit")]
CASES += [(impl, "layernorm", "sequence", mode, "auto") for impl in ("xla", "cpu")
          for mode in ("token", "tensor")]


@pytest.mark.parametrize("implementation, op, layout, mode, kind", CASES,
                         ids=["-".join(c) for c in CASES])
def test_sharded_quantized_forward(implementation, op, layout, mode, kind):
    dtype = {"token": jnp.int8, "group32": jnp.float8_e4m3fn, "tensor": jnp.float8_e4m3fnuz}[mode]
    x, w, smooth = inputs(len(layout) + len(mode))
    quantize = Quantize(dtype, smooth=smooth if mode != "tensor" else None, **MODES[mode])

    def f(x, w, quantize):
        return FNS[op](x, w, quantize=quantize, implementation=implementation)

    want = jax.jit(f)(x, w, quantize)
    m = jax.make_mesh((4, 2), ("d", "s"), axis_types=(E, E) if kind == "explicit" else (A, A))
    xs = jax.device_put(x, NamedSharding(m, LAYOUTS[layout]))
    ws = jax.device_put(w, NamedSharding(m, P()))
    compiled = jax.jit(f).lower(xs, ws, quantize).compile()
    got = compiled(xs, ws, quantize)
    counts = collectives(compiled.as_text())
    assert counts["all-gather"] == 0 and counts["all-to-all"] == 0, counts
    assert counts["all-reduce"] == expected_reduces(op, layout, mode), counts
    # Rows sharded: each device runs the one-device arithmetic on its rows, bitwise. N sharded
    # (both implementations run jnp on the N-slices there): the row sums are psum'd in another
    # order than one device's, so some f32 y differ by an ulp.
    same(got, want, dtype, exact=layout != "hidden", what=f"{layout} {mode}")
    assert got.values.sharding.spec == jax.typeof(got.values).sharding.spec or kind == "auto"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("implementation", ["xla", "cpu"])
def test_inside_shard_map(implementation, mode):
    """The norm inside shard_map on local rows: each shard's per-token and per-group results are
    the one-device ones; the per-tensor amax is the shard's, and its pmax the global one."""
    dtype = {"token": jnp.float8_e4m3fn, "group32": jnp.int8, "tensor": jnp.float8_e4m3fn}[mode]
    x, w, smooth = inputs(40)
    quantize = Quantize(dtype, smooth=smooth if mode != "tensor" else None, **MODES[mode])
    m = jax.make_mesh((4, 2), ("d", "s"), axis_types=(A, A))
    scale_spec = P("d", "s") if mode == "group32" else P("d", "s") if mode == "token" else P()

    def local(x, w, quantize):
        q = jax_flynorm.rmsnorm(x, w, quantize=quantize, implementation=implementation)
        amax = jax.lax.pmax(q.amax, ("d", "s")) if q.amax is not None else None
        return q.values, q.scale, amax

    f = jax.jit(jax.shard_map(local, mesh=m, in_specs=(P("d", "s"), P(), P()),
                              out_specs=(P("d", "s"), scale_spec, P())))
    values, scale, amax = f(x, w, quantize)
    want = jax.jit(lambda x, w, q: jax_flynorm.rmsnorm(x, w, quantize=q,
                                                      implementation=implementation))(
        x, w, quantize)
    np.testing.assert_array_equal(bits(values), bits(want.values))
    np.testing.assert_array_equal(bits(scale), bits(want.scale))
    if mode == "tensor":
        assert float(amax) == float(want.amax)
