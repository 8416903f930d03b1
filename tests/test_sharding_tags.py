"""JAX's reduced/unreduced sets and `out_sharding=` on all-Explicit meshes of 8 host CPU devices.

A weight reduced over the mesh axes that shard the rows (a deferred data-parallel all-reduce) must
come back from the gradient unreduced there, with the all-reduces jnp's own math has (none, for
rows alone); values against the float64 oracle, types and collectives against jnp's.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

try:
    from jax._src.core import ShardingTypeError
except ImportError:  # where jax moves it: the error is a TypeError
    ShardingTypeError = TypeError

import jax_flynorm
from tests import oracle, pallas_everywhere
from tests.sharding_support import close, collectives

pytestmark = pytest.mark.usefixtures("eight_devices")

E = jax.sharding.AxisType.Explicit


def explicit_mesh():
    return jax.make_mesh((4, 2), ("d", "s"), axis_types=(E, E))


def jnp_norm(center: bool, x, w, eps=1e-6, out_sharding=None):
    """jnp's own math in MaxText's form: the f32 normalised rows times the weight by einsum (a
    plain product refuses a reduced operand beside rows sharded over its axes)."""
    xf = x.astype(jnp.float32)
    if center:
        xf = xf - jnp.mean(xf, -1, keepdims=True)
    xhat = xf * jax.lax.rsqrt(jnp.mean(xf * xf, -1, keepdims=True) + eps)
    return jnp.einsum("...k,k->...k", xhat, w, out_sharding=out_sharding)


def norm_fn(op: str, implementation: str):
    if implementation == "jnp":
        return lambda x, w: jnp_norm(op == "layernorm", x, w)
    fn = jax_flynorm.layernorm if op == "layernorm" else jax_flynorm.rmsnorm
    return lambda x, w: fn(x, w, implementation=implementation)


def typed(value) -> str:
    return jax.typeof(value).str_short(short_dtypes=True)


# (x's spec, the weight's): rows over d, rows over both axes, rows over d with N over s.
TAGGED = {"rows": (P("d"), P(None, reduced={"d"})),
          "rows_both": (P(("d", "s")), P(None, reduced={"d", "s"})),
          "rows_and_hidden": (P("d", None, "s"), P("s", reduced={"d"}))}


TAGGED_CASES = [*[(impl, op, layout) for impl in ("xla", "cpu") for op in ("rmsnorm", "layernorm")
                   for layout in TAGGED],
                ("pallas", "rmsnorm", "rows"), ("pallas", "layernorm", "rows_and_hidden")]


@pytest.mark.parametrize("implementation, op, layout", TAGGED_CASES,
                         ids=["-".join(c) for c in TAGGED_CASES])
def test_reduced_weight_gradient_comes_back_unreduced_like_jnp(monkeypatch, implementation, op,
                                                               layout):
    if implementation == "pallas":
        pallas_everywhere.register(monkeypatch)
    x_spec, w_spec = TAGGED[layout]
    rng = np.random.default_rng(7)
    x = rng.standard_normal((8, 16, 64)).astype(np.float32)
    w = rng.standard_normal(64).astype(np.float32)
    dy = rng.standard_normal(x.shape).astype(np.float32)

    def grads(fn, xs, ws):
        g = jax.jit(jax.grad(lambda x, w: jnp.sum(fn(x, w) * dy), argnums=(0, 1)))
        compiled = g.lower(xs, ws).compile()
        return compiled(xs, ws), collectives(compiled.as_text())

    with jax.sharding.set_mesh(explicit_mesh()):
        xs = jax.device_put(x, x_spec)
        ws = jax.sharding.reshard(jax.device_put(w, P()), w_spec)
        (dx, dw), counts = grads(norm_fn(op, implementation), xs, ws)
        (jdx, jdw), jcounts = grads(norm_fn(op, "jnp"), xs, ws)
        y = jax.jit(norm_fn(op, implementation))(xs, ws)
        whole = jax.jit(lambda g: jax.sharding.reshard(g, P()))(dw)  # the caller's all-reduce

    assert (typed(dx), typed(dw)) == (typed(jdx), typed(jdw))
    assert jax.typeof(dw).sharding.spec.unreduced == w_spec.reduced
    assert counts["all-reduce"] <= jcounts["all-reduce"], (counts, jcounts)
    assert sum(counts.values()) == counts["all-reduce"], counts
    want_y, h, mean, rstd = oracle.forward(op == "layernorm", x, weight=w)
    close(y, want_y)
    want_dx, want_dw, _ = oracle.vjp(op == "layernorm", h, mean, rstd, dy, weight=w)
    close(dx, want_dx)
    close(whole, want_dw, atol=2e-3)


@pytest.mark.parametrize("implementation", ["xla", "cpu"])
def test_rows_gradient_is_whole_where_the_rows_are_not_sharded(implementation):
    """A weight reduced over an axis that does not shard the rows: each device holds the whole
    sum, so the unreduced cotangent is that sum on one device only (jnp refuses this layout)."""
    rng = np.random.default_rng(8)
    x = rng.standard_normal((8, 64)).astype(np.float32)
    w = rng.standard_normal(64).astype(np.float32)
    fn = norm_fn("rmsnorm", implementation)
    with jax.sharding.set_mesh(explicit_mesh()):
        ws = jax.sharding.reshard(jax.device_put(w, P()), P(None, reduced={"d"}))
        dw = jax.jit(jax.grad(lambda x, w: jnp.sum(fn(x, w) ** 2), argnums=1))(
            jax.device_put(x, P("s")), ws)
        whole = jax.jit(lambda g: jax.sharding.reshard(g, P()))(dw)
    assert jax.typeof(dw).sharding.spec.unreduced == {"d"}
    close(whole, jax.grad(lambda w: jnp.sum(jnp_norm(False, x, w) ** 2))(w))


def test_unreduced_or_reduced_rows_are_refused_naming_the_fix():
    with jax.sharding.set_mesh(explicit_mesh()):
        x = jax.device_put(np.ones((8, 64), np.float32), P("d"))
        w = jax.sharding.reshard(jax.device_put(np.ones(64, np.float32), P()),
                                 P(None, unreduced={"d"}))
        with pytest.raises(ValueError, match=r"weight is unreduced over \{'d'\}.*reshard"):
            jax.jit(lambda x, w: jax_flynorm.rmsnorm(x, w, implementation="cpu"))(x, w)
        xr = jax.sharding.reshard(jax.device_put(np.ones((8, 64), np.float32), P()),
                                  P(None, reduced={"s"}))
        with pytest.raises(ValueError, match=r"x is reduced over \{'s'\}.*reshard"):
            jax.jit(lambda x: jax_flynorm.rmsnorm(x, implementation="xla"))(xr)


@pytest.mark.parametrize("implementation", ["xla", "cpu"])
@pytest.mark.parametrize("as_named", [False, True], ids=["spec", "named"])
def test_out_sharding_gives_y_the_sharding_jnp_gives(implementation, as_named):
    rng = np.random.default_rng(9)
    x = rng.standard_normal((8, 16, 64)).astype(np.float32)
    w = rng.standard_normal(64).astype(np.float32)
    m = explicit_mesh()
    want_spec = P("d", "s", None)
    out = NamedSharding(m, want_spec) if as_named else want_spec

    def ours(x, w):
        return jax_flynorm.rmsnorm(x, w, out_sharding=out, implementation=implementation)

    with jax.sharding.set_mesh(m):
        xs, ws = jax.device_put(x, P("d", None, "s")), jax.device_put(w, P("s"))
        y = jax.jit(ours)(xs, ws)
        jy = jax.jit(lambda x, w: jnp_norm(False, x, w, out_sharding=out))(xs, ws)
        dx, dw = jax.jit(jax.grad(lambda x, w: jnp.sum(ours(x, w) ** 2), argnums=(0, 1)))(xs, ws)
    assert typed(y) == typed(jy) == "f32[8@d,16@s,64]"
    close(y, oracle.forward(False, x, weight=w)[0])
    assert (typed(dx), typed(dw)) == ("f32[8@d,16,64@s]", "f32[64@s]")


def test_out_sharding_refuses_quantized_outputs_and_non_shardings():
    x = jnp.ones((4, 64))
    with pytest.raises(ValueError, match="quantized"):
        jax_flynorm.rmsnorm(x, out_sharding=P(), quantize=jax_flynorm.Quantize(jnp.int8))
    with pytest.raises(TypeError, match="NamedSharding or a PartitionSpec"):
        jax_flynorm.rmsnorm(x, out_sharding="d")


IMPLEMENTATIONS = ["xla", "cpu", "auto"]


def _rows_and_weight(seed):
    rng = np.random.default_rng(seed)
    return (rng.standard_normal((8, 64)).astype(np.float32),
            rng.standard_normal(64).astype(np.float32))


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("grad", [False, True], ids=["forward", "grad"])
def test_unreduced_out_sharding_is_refused_as_jnp_refuses_it(implementation, grad):
    """y is no partial sum: an unreduced out_sharding is JAX's ShardingTypeError, as from jnp,
    for every implementation (the custom-call ones used to abort the process in Shardy)."""
    x, w = _rows_and_weight(10)
    out = P("s", unreduced={"d"})

    def ours(x, w):
        return jax_flynorm.rmsnorm(x, w, out_sharding=out, implementation=implementation)

    def run(fn, xs, ws):
        if grad:
            return jax.jit(jax.grad(lambda x, w: jnp.sum(fn(x, w)), argnums=(0, 1)))(xs, ws)
        return jax.jit(fn)(xs, ws)

    with jax.sharding.set_mesh(explicit_mesh()):
        xs, ws = jax.device_put(x, P("d")), jax.device_put(w, P())
        with pytest.raises(Exception) as jnp_error:
            run(lambda x, w: jnp_norm(False, x, w, out_sharding=out), xs, ws)
        with pytest.raises(jnp_error.type, match=r"out_sharding .* is unreduced over \['d'\]"):
            run(ours, xs, ws)
    assert jnp_error.type.__name__ == "ShardingTypeError"


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
def test_reduced_out_sharding_gives_y_untagged_like_jnp(implementation):
    x, w = _rows_and_weight(11)
    out = P("s", reduced={"d"})
    with jax.sharding.set_mesh(explicit_mesh()):
        xs, ws = jax.device_put(x, P("d")), jax.device_put(w, P())
        y = jax.jit(lambda x, w: jax_flynorm.rmsnorm(x, w, out_sharding=out,
                                                     implementation=implementation))(xs, ws)
        jy = jax.jit(lambda x, w: jnp_norm(False, x, w, out_sharding=out))(xs, ws)
    assert typed(y) == typed(jy) == "f32[8@s,64]"
    close(y, oracle.forward(False, x, weight=w)[0])


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("context", [True, False], ids=["set_mesh", "no_context_mesh"])
def test_out_sharding_on_another_mesh_is_refused(implementation, context):
    """One clear error, as jnp's for a context mesh ("should match"); without one, x's mesh is the
    one y is computed on (the custom-call implementations failed inside the partitioner)."""
    x, w = _rows_and_weight(12)
    mesh = explicit_mesh()
    other = jax.make_mesh((2, 4), ("d", "s"), axis_types=(E, E))
    out = NamedSharding(other, P("d"))

    def ours(x, w):
        return jax_flynorm.rmsnorm(x, w, out_sharding=out, implementation=implementation)

    xs = jax.device_put(x, NamedSharding(mesh, P("d")))
    ws = jax.device_put(w, NamedSharding(mesh, P()))
    with pytest.raises(ValueError, match="jax_flynorm: out_sharding is on the mesh .*should match"):
        if context:
            with jax.sharding.set_mesh(mesh):
                jax.jit(ours)(xs, ws)
        else:
            jax.jit(ours)(xs, ws)
    # Its own mesh is taken.
    with jax.sharding.set_mesh(mesh):
        y = jax.jit(lambda x, w: jax_flynorm.rmsnorm(
            x, w, out_sharding=NamedSharding(mesh, P("s")), implementation=implementation))(xs, ws)
    assert typed(y) == "f32[8@s,64]"


def test_partition_spec_out_sharding_without_a_mesh_names_the_fix():
    with pytest.raises(ValueError, match="no mesh is set.*set_mesh"):
        jax_flynorm.rmsnorm(jnp.ones((4, 64)), out_sharding=P("d"))


# (x's spec, the per-head weight's): rows over d; heads over s and the weight with them; N over s;
# heads over s with the weight replicated there (its sums then gathered).
PER_HEAD = {"rows": (P("d"), P(None, None, reduced={"d"})),
            "heads": (P("d", "s"), P("s", None, reduced={"d"})),
            "hidden": (P("d", None, "s"), P(None, "s", reduced={"d"})),
            "heads_weight_replicated": (P("d", "s"), P(None, None, reduced={"d"}))}
PER_HEAD_CASES = [("xla", "rmsnorm", layout) for layout in PER_HEAD] + [
    ("cpu", "layernorm", layout) for layout in PER_HEAD]


@pytest.mark.parametrize("implementation, op, layout", PER_HEAD_CASES,
                         ids=["-".join(c) for c in PER_HEAD_CASES])
def test_per_head_reduced_weight_gradient_comes_back_unreduced_like_jnp(implementation, op,
                                                                        layout):
    x_spec, w_spec = PER_HEAD[layout]
    rng = np.random.default_rng(13)
    x = rng.standard_normal((8, 4, 64)).astype(np.float32)
    w = rng.standard_normal((4, 64)).astype(np.float32)
    dy = rng.standard_normal(x.shape).astype(np.float32)
    fn = jax_flynorm.layernorm if op == "layernorm" else jax_flynorm.rmsnorm

    def ours(x, w):
        return fn(x, w, implementation=implementation)

    def plain(x, w):
        xf = x - jnp.mean(x, -1, keepdims=True) if op == "layernorm" else x
        xhat = xf * jax.lax.rsqrt(jnp.mean(xf * xf, -1, keepdims=True) + 1e-6)
        return jnp.einsum("...hk,hk->...hk", xhat, w)

    def grads(f, xs, ws):
        return jax.jit(jax.grad(lambda x, w: jnp.sum(f(x, w) * dy), argnums=(0, 1)))(xs, ws)

    with jax.sharding.set_mesh(explicit_mesh()):
        xs = jax.device_put(x, x_spec)
        ws = jax.sharding.reshard(jax.device_put(w, P()), w_spec)
        y = jax.jit(ours)(xs, ws)
        dx, dw = grads(ours, xs, ws)
        try:
            want_types = tuple(map(typed, grads(plain, xs, ws)))
        except ShardingTypeError:
            # jax >= 0.12's einsum refuses a weight replicated over sharded heads; jax 0.10's
            # typed the gradients so (x's sharding; the weight's unreduced over the rows' axis).
            assert layout == "heads_weight_replicated", layout
            want_types = ("f32[8@d,4@s,64]", "f32[4,64]{U:d}")
        whole = jax.jit(lambda g: jax.sharding.reshard(g, P()))(dw)

    assert (typed(dx), typed(dw)) == want_types
    assert jax.typeof(dw).sharding.spec.unreduced == {"d"}
    want_y, h, mean, rstd = oracle.forward(op == "layernorm", x, weight=w)
    close(y, want_y)
    want_dx, want_dw, _ = oracle.vjp(op == "layernorm", h, mean, rstd, dy, weight=w,
                                     vector_ndim=2)
    close(dx, want_dx)
    close(whole, want_dw, atol=2e-3)


def test_reduced_out_sharding_over_an_auto_axis_is_refused():
    x, _ = _rows_and_weight(15)
    mesh = jax.make_mesh((4, 2), ("d", "s"), axis_types=(E, jax.sharding.AxisType.Auto))
    with jax.sharding.set_mesh(mesh):
        xs = jax.device_put(x, P("d"))
        with pytest.raises(ValueError, match="reduced over axes that are not Explicit"):
            jax.jit(lambda x: jax_flynorm.rmsnorm(x, out_sharding=P(None, reduced={"s"}),
                                                  implementation="cpu"))(xs)
