"""Sharding in types over 8 host CPU devices: meshes with Explicit axes (`jax.make_mesh`'s
default), Auto meshes and meshes mixing the two, forward and gradient, rows sharded, N sharded and
both; reshard, auto_axes and shard_map on an explicit mesh.

Every case is held to one device's result, the shardings in types of the results to the values'
(x's gradient like x, the weight's like the weight), and the compiled HLO to the all-reduces of an
Auto mesh with no gather.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

from tests import pallas_everywhere
from tests.norm_suite import random_inputs
from tests.sharding_support import FNS, close, collectives, loss

pytestmark = pytest.mark.usefixtures("eight_devices")

E, A = jax.sharding.AxisType.Explicit, jax.sharding.AxisType.Auto


def typed_mesh(kind: str) -> Mesh:
    types = {"explicit": (E, E), "auto": (A, A), "mixed": (E, A)}[kind]
    return jax.make_mesh((4, 2), ("d", "s"), axis_types=types)


def in_types(m: Mesh, p: P, ndim: int) -> P:
    """The sharding in types of a value sharded `p` on m: its Explicit axes."""
    def keep(e):
        kept = tuple(a for a in ((e,) if isinstance(e, str) else e or ())
                     if m.axis_types[m.axis_names.index(a)] == E)
        return kept[0] if len(kept) == 1 else kept or None

    return P(*(keep(e) for e in (*p, *(None,) * (ndim - len(p)))))


def spec(value) -> P:
    """A value's sharding in types, one entry per axis."""
    s = tuple(jax.typeof(value).sharding.spec)
    return P(*s, *(None,) * (jnp.ndim(value) - len(s)))


@pytest.mark.parametrize("implementation", ["xla", "cpu", "auto"])
def test_gh25_grad_with_rows_sharded_on_a_default_mesh(implementation):
    m = jax.make_mesh((2, 2), ("d", "t"))
    x, w, _, _ = random_inputs(20, (16, 8, 64), jnp.float32, "f32")
    grad = jax.jit(jax.grad(lambda x, w: jnp.sum(jnp.sin(FNS["rmsnorm"](
        x, w, implementation=implementation))), argnums=(0, 1)))
    got = grad(jax.device_put(x, NamedSharding(m, P("d", None))), jax.device_put(w, NamedSharding(
        m, P())))
    jax.tree.map(close, got, grad(x, w))
    assert (spec(got[0]), spec(got[1])) == (P("d", None, None), P(None))


@pytest.mark.parametrize("implementation", ["xla", "cpu", "auto"])
def test_gh25_forward_with_n_sharded_on_a_default_mesh(implementation):
    m = jax.make_mesh((2, 2), ("d", "t"))
    x, w, _, _ = random_inputs(21, (16, 8, 64), jnp.float32, "f32")
    f = jax.jit(lambda x, w: FNS["layernorm"](x, w, implementation=implementation))
    got = f(jax.device_put(x, NamedSharding(m, P(None, None, "t"))), w)
    close(got, f(x, w))
    assert spec(got) == P(None, None, "t")


@pytest.mark.parametrize("implementation", ["cpu", "auto", "xla"])
@pytest.mark.parametrize("x_spec", [P("d"), P(None, None, "t")], ids=["rows", "hidden"])
def test_gh25_grad_under_set_mesh(implementation, x_spec):
    # Under jax.sharding.set_mesh (the explicit-sharding idiom) jax 0.11 lowered the per-shard
    # body with the context mesh's constraints, left as `Sharding` calls no runtime implements.
    m = jax.make_mesh((2, 2), ("d", "t"))
    x, w, _, _ = random_inputs(22, (16, 8, 64), jnp.float32, "f32")
    grad = jax.jit(jax.grad(lambda x, w: jnp.sum(jnp.sin(FNS["rmsnorm"](
        x, w, implementation=implementation))), argnums=(0, 1)))
    want = grad(x, w)
    with jax.sharding.set_mesh(m):
        got = grad(jax.device_put(x, x_spec), jax.device_put(w, P()))
    jax.tree.map(close, got, want)
    assert (spec(got[0]), spec(got[1])) == (in_types(m, x_spec, 3), P(None))


# (x's spec, the weight's) per layout; on the mixed mesh "s" is Auto: invisible in types. (A weight
# sharded over Explicit and Auto axes together would come out of jit gathered, as in plain jnp.)
TYPED_LAYOUTS = {"rows": (P("d", "s"), P()), "hidden": (P(None, None, ("d", "s")), P()),
                 "hidden_weight": (P(None, None, ("d", "s")), P(("d", "s"))),
                 "both": (P("d", None, "s"), P()), "both_weight": (P("d", None, "s"), P("s")),
                 "hidden_d_weight": (P(None, None, "d"), P("d"))}
# The all-reduces (forward + backward) of the custom-call path, as in LAYOUTS.
TYPED_REDUCES = {"rows": {"rmsnorm": 1, "layernorm": 1}, "hidden": {"rmsnorm": 2, "layernorm": 3},
                 "both": {"rmsnorm": 3, "layernorm": 4}}
TYPED_CASES = [
    *[(k, lay, impl, op) for k in ("explicit", "auto", "mixed") for lay in ("rows", "both")
      for impl, op in (("cpu", "rmsnorm"), ("xla", "layernorm"))],
    *[("explicit", lay, impl, op) for lay in ("hidden", "hidden_weight", "both_weight")
      for impl, op in (("cpu", "layernorm"), ("xla", "rmsnorm"))],
    ("mixed", "hidden_d_weight", "cpu", "rmsnorm"), ("explicit", "hidden", "pallas", "rmsnorm"),
    ("explicit", "both_weight", "pallas", "layernorm"), ("explicit", "rows", "auto", "layernorm"),
    ("explicit", "hidden", "auto", "rmsnorm")]


@pytest.mark.parametrize("kind, layout, implementation, op", TYPED_CASES,
                         ids=["-".join(c) for c in TYPED_CASES])
def test_grad_on_typed_meshes_matches_one_device_without_gathers(monkeypatch, kind, layout,
                                                                 implementation, op):
    """Residual, prenorm, weight and bias; x's gradient has x's sharding, the weight's and bias'
    the weight's, and the all-reduces are those of an Auto mesh."""
    if implementation == "pallas":
        pallas_everywhere.register(monkeypatch)
    x_spec, w_spec = TYPED_LAYOUTS[layout]
    x, w, b, r = random_inputs(22, (8, 16, 128), jnp.float32, "f32", bias=True, residual=True)
    grad = jax.grad(lambda *a: loss(op, *a, implementation=implementation), argnums=(0, 1, 2, 3))
    m = typed_mesh(kind)
    rows, vec = NamedSharding(m, x_spec), NamedSharding(m, w_spec)
    args = (jax.device_put(x, rows), jax.device_put(w, vec), jax.device_put(b, vec),
            jax.device_put(r, rows))
    compiled = jax.jit(grad).lower(*args).compile()
    got = compiled(*args)
    jax.tree.map(close, got, jax.jit(grad)(x, w, b, r))
    want_x, want_w = in_types(m, x_spec, 3), in_types(m, w_spec, 1)
    assert [spec(g) for g in got] == [want_x, want_w, want_w, want_x]
    if kind == "explicit":
        for g in got:
            assert g.sharding.is_equivalent_to(NamedSharding(m, spec(g)), g.ndim)
    counts = collectives(compiled.as_text())
    assert sum(counts.values()) == counts["all-reduce"], counts
    if implementation != "xla":
        assert counts["all-reduce"] == TYPED_REDUCES[layout.split("_")[0]][op], counts


def _eqns(jaxpr):
    for eqn in jaxpr.eqns:
        yield eqn
        for p in eqn.params.values():
            for sub in p if isinstance(p, (tuple, list)) else (p,):
                inner = getattr(sub, "jaxpr", sub)
                if hasattr(inner, "eqns"):
                    yield from _eqns(inner)


def test_abstract_evaluation_gives_each_result_its_sharding():
    """y and dx like x, the statistics like x's rows, the weight sums like the weight."""
    m = typed_mesh("explicit")
    x, w, b, _ = random_inputs(23, (8, 16, 128), jnp.float32, "f32", bias=True)
    args = (jax.device_put(x, NamedSharding(m, P("d", None, "s"))),
            *jax.device_put((w, b), NamedSharding(m, P("s"))))
    jaxpr = jax.make_jaxpr(jax.grad(lambda *a: jnp.sum(FNS["layernorm"](
        *a, implementation="cpu")), argnums=(0, 1, 2)))(*args)
    seen = {}
    for eqn in _eqns(jaxpr.jaxpr):
        if eqn.primitive.name in ("flynorm_fwd", "flynorm_bwd"):
            results = eqn.params["params"].results
            seen.update({n: tuple(v.aval.sharding.spec) for n, v in zip(results, eqn.outvars)})
    assert seen == {"y": ("d", None, "s"), "mean": ("d", None), "rstd": ("d", None),
                    "dx": ("d", None, "s"), "dweight": (None, "s"), "dbias": (None, "s")}


@pytest.mark.parametrize("vectors", ["none", "weight", "bias", "sharded_weight_replicated_bias"])
def test_every_weight_and_bias_on_an_explicit_mesh(vectors):
    m = typed_mesh("explicit")
    x, w, b, _ = random_inputs(24, (8, 16, 128), jnp.float32, "f32", bias=True)
    ws = {"none": (None, None), "weight": (P(None), None), "bias": (None, P(None)),
          "sharded_weight_replicated_bias": (P("s"), P(None))}[vectors]
    vecs = [None if s is None else jax.device_put(v, NamedSharding(m, s)) for v, s in zip((w, b),
                                                                                        ws)]
    argnums = (0, *(i + 1 for i, v in enumerate(vecs) if v is not None))

    def f(x, w, b):
        return jnp.sum(jnp.sin(FNS["layernorm"](x, w, b, implementation="cpu")))

    grad = jax.jit(jax.grad(f, argnums=argnums))
    xs = jax.device_put(x, NamedSharding(m, P("d", None, "s")))
    compiled = grad.lower(xs, *vecs).compile()
    got = compiled(xs, *vecs)
    jax.tree.map(close, got, grad(x, *[None if v is None else np.asarray(v) for v in vecs]))
    assert [spec(g) for g in got] == [P("d", None, "s"), *(s for s in ws if s is not None)]
    counts = collectives(compiled.as_text())
    assert sum(counts.values()) == counts["all-reduce"], counts


@pytest.mark.parametrize("implementation", ["cpu", "xla"])
def test_per_head_weight_on_an_explicit_mesh(implementation):
    """x (B, S, H, N) with heads sharded and a weight (H, N) sharded like them."""
    m = typed_mesh("explicit")
    x = jax.random.normal(jax.random.key(25), (8, 4, 2, 64))
    w = 1 + 0.1 * jax.random.normal(jax.random.key(26), (2, 64))
    grad = jax.jit(jax.grad(lambda x, w: jnp.sum(jnp.sin(FNS["rmsnorm"](
        x, w, implementation=implementation))), argnums=(0, 1)))
    args = (jax.device_put(x, NamedSharding(m, P("d", None, "s"))),
            jax.device_put(w, NamedSharding(m, P("s"))))
    got = grad(*args)
    jax.tree.map(close, got, grad(x, w))
    assert [spec(g) for g in got] == [P("d", None, "s", None), P("s", None)]


@pytest.mark.parametrize("wrap", ["reshard", "auto_axes"])
def test_reshard_and_auto_axes_around_the_call(wrap):
    m = typed_mesh("explicit")
    x, w, b, _ = random_inputs(27, (8, 16, 128), jnp.float32, "f32", bias=True)

    def grads(x, w, b):
        return jax.grad(lambda *a: jnp.sum(jnp.sin(FNS["layernorm"](*a, implementation="cpu"))),
                        argnums=(0, 1, 2))(x, w, b)

    def f(x, w, b):
        if wrap == "reshard":  # rows to rows x hidden: a local slice
            return grads(jax.sharding.reshard(x, P("d", None, "s")), w, b)
        return jax.sharding.auto_axes(grads, out_sharding=(P("d"), P(), P()))(x, w, b)

    with jax.sharding.set_mesh(m):
        args = (jax.device_put(x, P("d")), *jax.device_put((w, b), P()))
        compiled = jax.jit(f).lower(*args).compile()
        got = compiled(*args)
    jax.tree.map(close, got, jax.jit(grads)(x, w, b))
    assert spec(got[0]) == (P("d", None, "s") if wrap == "reshard" else P("d", None, None))
    counts = collectives(compiled.as_text())
    assert sum(counts.values()) == counts["all-reduce"], counts


@pytest.mark.parametrize("manual", ["all_axes", "rows_axis"])
def test_shard_map_inside_an_explicit_mesh(manual):
    """shard_map over every axis, or over "d" only with "s" left Explicit inside (then the op runs
    in a shard_map of its own over "s"): no more gathers than the same program in plain jnp."""
    from jax_flynorm import _reference

    m = typed_mesh("explicit")
    x, w, b, _ = random_inputs(28, (16, 8, 64), jnp.float32, "f32", bias=True)

    def grads(norm):
        return lambda x, w, b: jax.grad(lambda *a: jnp.sum(jnp.sin(norm(*a))), argnums=(0, 1, 2))(
            x, w, b)

    def ours(x, w, b):
        return FNS["layernorm"](x, w, b, implementation="cpu")

    def plain(x, w, b):
        return _reference.forward(True, x, weight=w, bias=b, eps=1e-6, out_dtype=x.dtype)["y"]

    x_spec, kw = ((P(("d", "s")), {}) if manual == "all_axes"
                  else (P("d"), {"axis_names": {"d"}}))

    def sharded(norm):
        return jax.jit(jax.shard_map(grads(norm), mesh=m, in_specs=(x_spec, P(), P()),
                                     out_specs=(x_spec, P(), P()), **kw))

    args = (jax.device_put(x, NamedSharding(m, P("d", "s") if kw else x_spec)),
            *jax.device_put((w, b), NamedSharding(m, P())))
    got = sharded(ours)(*args)
    jax.tree.map(close, got, jax.jit(grads(ours))(x, w, b))
    counts = collectives(sharded(ours).lower(*args).compile().as_text())
    baseline = collectives(sharded(plain).lower(*args).compile().as_text())
    assert counts["all-gather"] <= baseline["all-gather"], (counts, baseline)
    if manual == "all_axes":
        assert counts == {**counts, "all-gather": 0, "all-reduce": 1}, counts


@pytest.mark.parametrize("operand", ["residual", "weight"])
def test_operands_sharded_unlike_x_raise_naming_the_fix(operand):
    m = typed_mesh("explicit")
    x, w, _, r = random_inputs(29, (8, 16, 128), jnp.float32, "f32", residual=True)
    xs = jax.device_put(x, NamedSharding(m, P("d")))
    if operand == "residual":
        args = {"residual": jax.device_put(r, NamedSharding(m, P(None, "s")))}
        match = r"residual is sharded P\(None, 's', None\).*jax.sharding.reshard\(residual"
    else:
        args = {"weight": jax.device_put(w, NamedSharding(m, P("s")))}
        match = r"weight is sharded P\('s',\).*replicated or sharded over the mesh axes of x"
    with pytest.raises(ValueError, match=match):
        jax.jit(lambda x, a: FNS["rmsnorm"](x, implementation="cpu", **a))(xs, args)


def test_vmap_on_an_explicit_mesh():
    m = typed_mesh("explicit")
    x, w, _, _ = random_inputs(30, (8, 4, 32), jnp.float32, "f32")
    grad = jax.jit(jax.grad(lambda x, w: jnp.sum(jnp.sin(jax.vmap(
        lambda xi: FNS["layernorm"](xi, w, implementation="cpu"))(x))), argnums=(0, 1)))
    got = grad(jax.device_put(x, NamedSharding(m, P("d", None, "s"))),
               jax.device_put(w, NamedSharding(m, P("s"))))
    jax.tree.map(close, got, grad(x, w))
    assert [spec(g) for g in got] == [P("d", None, "s"), P("s")]
