"""Multi-device: sharded jit, shard_map and a data-parallel training step over 8 host CPU devices.

Every case runs the CPU custom call (the sharded gradient also the portable path and the Pallas
backward, interpreted) and is held to the single-device result; the compiled HLO is searched for
gathers of activations and the all-reduces are counted.
"""

from __future__ import annotations

import contextlib

import jax
import jax.numpy as jnp
import numpy as np
import optax
import pytest
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

import jax_flynorm
from tests import pallas_everywhere
from tests.norm_suite import OPS, PORTABLE_BACKWARD_FORMS, force_backward_form, random_inputs
from tests.sharding_support import FNS, NDEV, close, collectives, custom_calls, loss

pytestmark = pytest.mark.usefixtures("eight_devices")


def mesh(shape=(4, 2), names=("d", "s")) -> Mesh:
    return Mesh(np.array(jax.devices()[:NDEV]).reshape(shape), names)


@contextlib.contextmanager
def partitioner(name: str):
    old = jax.config.jax_use_shardy_partitioner
    jax.config.update("jax_use_shardy_partitioner", name == "shardy")
    try:
        yield
    finally:
        jax.config.update("jax_use_shardy_partitioner", old)


# Layouts of x/residual (B, S, N) over a 4 x 2 mesh, and the all-reduces forward + backward
# need: one for the stacked dweight/dbias when rows are sharded; with N sharded, one per
# statistic sum in the forward (layernorm: mean, then the two-pass variance) and one in the
# backward.
LAYOUTS = {
    "data": (P(("d", "s")), {"rmsnorm": 1, "layernorm": 1}),
    "sequence": (P(None, ("d", "s")), {"rmsnorm": 1, "layernorm": 1}),
    "batch_x_sequence": (P("d", "s"), {"rmsnorm": 1, "layernorm": 1}),
    "tensor": (P(None, None, ("d", "s")), {"rmsnorm": 2, "layernorm": 3}),
    "data_x_tensor": (P("d", None, "s"), {"rmsnorm": 3, "layernorm": 4}),
}


@pytest.mark.parametrize("part", ["shardy", "gspmd"])
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("implementation", ["cpu", "xla", "pallas"])
def test_sharded_grad_matches_single_device_without_gathers(monkeypatch, implementation, op,
                                                            layout, part):
    if implementation == "pallas":  # what auto runs on CUDA; its kernel interpreted here
        pallas_everywhere.register(monkeypatch)
    spec, reduces = LAYOUTS[layout]
    x, w, b, r = random_inputs(0, (8, 16, 128), jnp.float32, "f32", bias=True, residual=True)
    # Gradients only: a loss value would add the all-reduces of its own sums.
    grad = jax.grad(lambda *a: loss(op, *a, implementation=implementation), argnums=(0, 1, 2, 3))
    want = jax.jit(grad)(x, w, b, r)
    sharding = NamedSharding(mesh(), spec)
    xs, rs = jax.device_put(x, sharding), jax.device_put(r, sharding)
    with partitioner(part):
        jitted = jax.jit(grad)
        got = jitted(xs, w, b, rs)
        hlo = jitted.lower(xs, w, b, rs).compile().as_text()
    jax.tree.map(close, got, want)
    assert got[0].sharding.is_equivalent_to(sharding, 3)
    counts = collectives(hlo)
    assert sum(counts.values()) == counts["all-reduce"], counts
    if implementation == "xla":  # XLA partitions the jnp path itself and groups its all-reduces
        return
    assert counts["all-reduce"] == reduces[op], counts
    if layout in ("data", "sequence", "batch_x_sequence") and implementation == "cpu":
        assert custom_calls(hlo, f"flynorm_{op}_fwd") == 1
        assert custom_calls(hlo, f"flynorm_{op}_bwd") == 1


@pytest.mark.parametrize("layout", ["sequence", "tensor"])
@pytest.mark.parametrize("op_form", PORTABLE_BACKWARD_FORMS, ids="-".join)
def test_every_portable_backward_form_partitions_without_gathers(monkeypatch, request, op_form,
                                                                 layout):
    """The portable backward's forms are chosen by size, so small tests meet only some of them:
    each one forced, sharded over the sequence or the hidden axis."""
    calls = force_backward_form(monkeypatch, request, op_form[1])
    op = op_form[0]
    spec, _ = LAYOUTS[layout]
    x, w, b, r = random_inputs(2, (8, 16, 128), jnp.bfloat16, "f32", bias=True, residual=True)
    grad = jax.grad(lambda *a: loss(op, *a, implementation="xla"), argnums=(0, 1, 2, 3))
    want = jax.jit(grad)(x, w, b, r)
    sharding = NamedSharding(mesh(), spec)
    xs, rs = jax.device_put(x, sharding), jax.device_put(r, sharding)
    jitted = jax.jit(grad)
    got = jitted(xs, w, b, rs)
    counts = collectives(jitted.lower(xs, w, b, rs).compile().as_text())
    jax.tree.map(lambda a, e: close(a, e, atol=2e-2, rtol=2e-2), got, want)
    assert counts["all-reduce"] >= 1 and sum(counts.values()) == counts["all-reduce"], counts
    assert calls, "the backward no longer asks backward_form"


@pytest.mark.parametrize("part", ["shardy", "gspmd"])
@pytest.mark.parametrize("op", OPS)
def test_forward_alone_needs_no_collective(op, part):
    x, w, b, _ = random_inputs(1, (32, 64, 96), jnp.bfloat16, "f32", bias=True)
    sharding = NamedSharding(mesh((8,), ("d",)), P("d"))
    with partitioner(part):
        jitted = jax.jit(lambda x, w, b: FNS[op](x, w, b, implementation="cpu"))
        got = jitted(jax.device_put(x, sharding), w, b)
        hlo = jitted.lower(jax.device_put(x, sharding), w, b).compile().as_text()
    expected = FNS[op](x, w, b, implementation="cpu")
    np.testing.assert_array_equal(np.asarray(got), np.asarray(expected))
    assert got.sharding.is_equivalent_to(sharding, 3)
    assert sum(collectives(hlo).values()) == 0
    assert custom_calls(hlo, f"flynorm_{op}_fwd") == 1


@pytest.mark.parametrize("weight, bias, reduces", [(False, False, 0), (True, False, 1),
                                                   (True, True, 1)])
def test_one_all_reduce_per_backward_whatever_the_vectors(weight, bias, reduces):
    x, w, b, _ = random_inputs(2, (64, 256), jnp.float32, "f32", bias=True)
    w, b = (w if weight else None), (b if bias else None)
    sharding = NamedSharding(mesh((8,), ("d",)), P("d"))
    grad = jax.jit(jax.grad(lambda x, w, b: jnp.sum(jnp.cos(FNS["layernorm"](x, w, b,
                                                                              implementation="cpu"))),
                            argnums=(0, 1, 2) if bias else (0, 1) if weight else 0))
    xs = jax.device_put(x, sharding)
    jax.tree.map(close, grad(xs, w, b), grad(x, w, b))
    assert collectives(grad.lower(xs, w, b).compile().as_text())["all-reduce"] == reduces


def test_eager_call_on_sharded_arrays_stays_sharded():
    x, w, _, _ = random_inputs(3, (16, 64), jnp.float32, "f32")
    sharding = NamedSharding(mesh((8,), ("d",)), P("d"))
    got = FNS["rmsnorm"](jax.device_put(x, sharding), w, implementation="cpu")
    assert got.sharding.is_equivalent_to(sharding, 2)
    expected = FNS["rmsnorm"](x, w, implementation="cpu")
    np.testing.assert_array_equal(np.asarray(got), np.asarray(expected))


@pytest.mark.parametrize("op", OPS)
def test_vmap_under_sharded_jit(op):
    x, w, _, _ = random_inputs(4, (8, 4, 32), jnp.float32, "f32")
    grad = jax.jit(jax.grad(lambda x, w: jnp.sum(jnp.sin(jax.vmap(
        lambda xi: FNS[op](xi, w, implementation="cpu"))(x))), argnums=(0, 1)))
    xs = jax.device_put(x, NamedSharding(mesh((8,), ("d",)), P("d")))
    jax.tree.map(close, grad(xs, w), grad(x, w))


@pytest.mark.parametrize("check_vma", [True, False])
@pytest.mark.parametrize("op", OPS)
def test_shard_map_runs_on_local_shards(op, check_vma):
    """With check_vma the gradient of a replicated weight comes back summed over the shards (as for
    jnp code); without it, each shard holds its own part and the caller sums."""
    x, w, b, _ = random_inputs(5, (16, 8, 64), jnp.float32, "f32", bias=True)
    m = mesh((8,), ("d",))

    def grads(x, w, b):
        return jax.grad(lambda *a: jnp.sum(jnp.sin(FNS[op](*a, implementation="cpu"))),
                        argnums=(0, 1, 2))(x, w, b)

    def local(x, w, b):
        dx, dw, db = grads(x, w, b)
        if not check_vma:
            dw, db = jax.lax.psum(dw, "d"), jax.lax.psum(db, "d")
        return FNS[op](x, w, b, implementation="cpu"), dx, dw, db

    sharded = jax.jit(jax.shard_map(local, mesh=m, in_specs=(P("d"), P(), P()),
                                    out_specs=(P("d"), P("d"), P(), P()), check_vma=check_vma))
    xs = jax.device_put(x, NamedSharding(m, P("d")))
    expected = (FNS[op](x, w, b, implementation="cpu"), *grads(x, w, b))
    jax.tree.map(close, sharded(xs, w, b), expected)
    counts = collectives(sharded.lower(xs, w, b).compile().as_text())
    assert counts["all-gather"] == 0 and counts["all-reduce"] == 1, counts


def test_scanned_layers_run_on_local_shards():
    """A layer stack under lax.scan (how large models are written): the norm inside the scan body
    is still partitioned, so data-parallel gradients match one device's with no gather."""
    layers, n = 3, 64
    ws = 1 + 0.1 * jax.random.normal(jax.random.key(0), (layers, n))
    mats = jax.random.normal(jax.random.key(1), (layers, n, n)) / 8
    x = jax.random.normal(jax.random.key(2), (16, 8, n))

    def stack_loss(params, x):
        def layer(h, p):
            w, a = p
            return h + jnp.tanh(FNS["rmsnorm"](h, w, implementation="cpu") @ a), None

        h, _ = jax.lax.scan(layer, x, params)
        return jnp.mean(jnp.square(h))

    step = jax.jit(jax.value_and_grad(stack_loss))
    m = mesh((NDEV,), ("d",))
    params = jax.device_put((ws, mats), NamedSharding(m, P()))
    xs = jax.device_put(x, NamedSharding(m, P("d")))
    jax.tree.map(close, step(params, xs), step((ws, mats), x))
    hlo = step.lower(params, xs).compile().as_text()
    assert collectives(hlo)["all-gather"] == 0, collectives(hlo)
    assert custom_calls(hlo, "flynorm_rmsnorm_fwd") == 1
    assert custom_calls(hlo, "flynorm_rmsnorm_bwd") == 1


# ------------------------------------------------------------------------------------------------
# A data-parallel training step of a small pre-norm block: rmsnorm -> MLP -> residual -> layernorm.


def init_params(key, n=64, hidden=128):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"rms_w": jnp.ones(n) + 0.1 * jax.random.normal(k3, (n,)), "ln_w": jnp.ones(n),
            "ln_b": jnp.zeros(n), "w1": jax.random.normal(k1, (n, hidden)) / np.sqrt(n),
            "w2": jax.random.normal(k2, (hidden, n)) / np.sqrt(hidden),
            "head": jnp.linspace(-1.0, 1.0, n)}


def model_loss(params, x, target):
    h = FNS["rmsnorm"](x, params["rms_w"], implementation="cpu")
    h = jax.nn.gelu(h @ params["w1"]) @ params["w2"]
    y, _ = FNS["layernorm"](h, params["ln_w"], params["ln_b"], residual=x, prenorm=True,
                            implementation="cpu")
    return jnp.mean(jnp.square(y @ params["head"] - target))


@pytest.mark.parametrize("optimizer", ["sgd", "adamw"])
def test_data_parallel_training_step_matches_unsharded(optimizer):
    opt = optax.sgd(0.1) if optimizer == "sgd" else optax.adamw(1e-2)
    params = init_params(jax.random.key(0))
    x = jax.random.normal(jax.random.key(1), (32, 16, 64))
    target = jax.random.normal(jax.random.key(2), (32, 16))

    def step(params, state, x, target):
        value, grads = jax.value_and_grad(model_loss)(params, x, target)
        updates, state = opt.update(grads, state, params)
        return optax.apply_updates(params, updates), state, value

    m = mesh((8,), ("d",))
    replicated, data = NamedSharding(m, P()), NamedSharding(m, P("d"))
    want = jax.jit(step)(params, opt.init(params), x, target)
    sharded = jax.jit(step, in_shardings=(replicated, replicated, data, data),
                      out_shardings=replicated)
    args = (params, opt.init(params), x, target)
    got = sharded(*args)
    jax.tree.map(lambda a, b: close(a, b, atol=2e-5, rtol=1e-4), got, want)
    hlo = sharded.lower(*args).compile().as_text()
    counts = collectives(hlo)
    assert counts["all-gather"] == 0 and counts["all-to-all"] == 0, counts
    assert counts["all-reduce"] >= 1, counts  # the gradients (XLA may combine them into one)
    for op in OPS:
        assert custom_calls(hlo, f"flynorm_{op}_bwd") == 1


@pytest.mark.parametrize("op", OPS)
def test_shard_map_program_exports_and_runs_after_deserialisation(op):
    """custom_partitioning cannot be serialised, so a partitioned jit program cannot be exported;
    the documented way to export a multi-device program with the kernels is shard_map."""
    m = mesh((NDEV,), ("d",))
    x, w, _, _ = random_inputs(11, (NDEV * 2, 8, 64), jnp.float32, "f32")

    def loss(x, w, implementation):
        return jnp.sum(jnp.sin(FNS[op](x, w, implementation=implementation)))

    def step(x, w):
        return jax.lax.psum(jax.grad(loss, argnums=1)(x, w, "cpu"), "d")

    f = jax.jit(jax.shard_map(step, mesh=m, in_specs=(P("d"), P()), out_specs=P(),
                              check_vma=False))
    exported = jax.export.export(f, disabled_checks=jax_flynorm.export_disabled_checks())(x, w)
    assert f"custom_call @flynorm_{op}_bwd(" in exported.mlir_module()
    restored = jax.export.deserialize(exported.serialize())
    shardings = (NamedSharding(m, P("d")), NamedSharding(m, P()))
    got = jax.jit(restored.call, in_shardings=shardings)(x, w)
    want = jax.grad(loss, argnums=1)(x, w, "xla")
    close(got, want, atol=1e-3, rtol=1e-4)


@pytest.mark.parametrize("implementation", ["cpu", "xla"])
@pytest.mark.parametrize("hidden", [False, True])
def test_which_implementation_names_what_a_hidden_sharded_call_runs(implementation, hidden):
    """`which_implementation(hidden_sharded=True)` names what each shard of a call whose N is
    sharded runs: the compiled program holds that implementation's calls (the C++ call needs
    whole rows, so a sharded N runs the portable path), and the row-sharded call the other."""
    spec = P(None, None, ("d", "s")) if hidden else P(("d", "s"))
    x, w, *_ = random_inputs(1, (8, 16, 128), jnp.float32, "f32")
    xs = jax.device_put(x, NamedSharding(mesh(), spec))
    grad = jax.jit(jax.grad(lambda x, w: jnp.sum(jax_flynorm.rmsnorm(
        x, w, implementation=implementation) ** 2), argnums=(0, 1)))
    hlo = grad.lower(xs, w).compile().as_text()
    runs = {d: jax_flynorm.which_implementation("cpu", implementation, direction=d,
                                                hidden_sharded=hidden) for d in ("fwd", "bwd")}
    assert runs == ({"fwd": "xla", "bwd": "xla"} if hidden or implementation == "xla"
                    else {"fwd": "cpu", "bwd": "cpu"})
    for d in ("fwd", "bwd"):
        assert custom_calls(hlo, f"flynorm_rmsnorm_{d}") == (runs[d] == "cpu"), hlo
    jax.tree.map(close, grad(xs, w), grad(x, w))
