"""jit, grad, vmap, vmap-of-grad, remat and export, all through the CPU custom call.

Each test also counts the custom calls in the lowered StableHLO, so a silent fallback to the jnp
path (or a vmap that became a loop) fails.
"""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import _tolerances as tolerances
from tests import oracle
from tests.norm_suite import OPS, random_inputs

FNS = {name: fn for name, (fn, _) in OPS.items()}


def count_calls(lowered_text: str, target: str) -> int:
    return len(re.findall(rf"custom_call @{target}\(", lowered_text))


def loss(op, x, w, b=None, r=None, implementation="cpu"):
    return jnp.sum(jnp.sin(FNS[op](x, w, b, r, implementation=implementation).astype(jnp.float32)))


@pytest.mark.parametrize("op", OPS)
def test_jit_of_grad_lowers_to_one_forward_and_one_backward_call(op):
    x, w, b, r = random_inputs(0, (4, 7, 96), jnp.float32, "f32", bias=True, residual=True)
    grad = jax.grad(lambda *a: loss(op, *a), argnums=(0, 1, 2, 3))
    text = jax.jit(grad).lower(x, w, b, r).as_text()
    assert count_calls(text, f"flynorm_{op}_fwd") == 1
    assert count_calls(text, f"flynorm_{op}_bwd") == 1


@pytest.mark.parametrize("op", OPS)
def test_vmapped_grad_traces_to_the_norm_primitives_without_wrappers(op):
    """vmap and grad act on the primitives themselves (batching rules registered on them): the
    program holds flynorm_fwd/flynorm_bwd, not custom_vmap or custom_partitioning wrappers."""
    x, w, _, _ = random_inputs(0, (3, 5, 64), jnp.float32, "f32")
    grad = jax.vmap(jax.grad(lambda x, w: loss(op, x, w), argnums=(0, 1)), in_axes=(0, None))
    text = str(jax.make_jaxpr(grad)(x, w))
    for name in ("flynorm_fwd", "flynorm_bwd"):
        assert re.search(rf"\b{name}\[", text), text
    for wrapper in ("custom_vmap_call", "custom_partitioning", "flynorm_fwd_shard"):
        assert wrapper not in text, text


@pytest.mark.parametrize("op", OPS)
def test_forward_mode_runs_the_forward_call_and_transposes_to_the_backward_call(op):
    """jvp: one forward call, no backward; transposing the linearised map (what grad does) is the
    backward call on the saved statistics."""
    x, w, b, _ = random_inputs(2, (4, 7, 96), jnp.float32, "f32", bias=True)
    t = (jnp.ones_like(x), jnp.ones_like(w), jnp.ones_like(b))
    jvp = jax.jit(lambda p, t: jax.jvp(lambda *a: loss(op, *a), p, t))
    text = jvp.lower((x, w, b), t).as_text()
    assert count_calls(text, f"flynorm_{op}_fwd") == 1
    assert count_calls(text, f"flynorm_{op}_bwd") == 0

    def vjp_by_transpose(x, w, b):
        y, f_lin = jax.linearize(lambda *a: FNS[op](*a, implementation="cpu"), x, w, b)
        return jax.linear_transpose(f_lin, x, w, b)(jnp.cos(y))

    text = jax.jit(vjp_by_transpose).lower(x, w, b).as_text()
    assert count_calls(text, f"flynorm_{op}_fwd") == 1
    assert count_calls(text, f"flynorm_{op}_bwd") == 1
    grads = jax.grad(lambda *a: loss(op, *a), argnums=(0, 1, 2))(x, w, b)
    for a, g in zip(jax.jit(vjp_by_transpose)(x, w, b), grads):
        np.testing.assert_allclose(a, g, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("op", OPS)
def test_backward_receives_saved_stats_and_never_reduces_x(op):
    """The backward call's operands include the forward call's statistics, and the only reductions
    in the gradient program sum the [groups, P, N] weight partials."""
    x, w, _, _ = random_inputs(1, (8, 64), jnp.float32, "f32")
    text = jax.jit(jax.grad(lambda *a: loss(op, *a), argnums=(0, 1))).lower(x, w).as_text()
    fwd = re.search(rf"(%\w+):(\d) = stablehlo.custom_call @flynorm_{op}_fwd", text)
    bwd_operands = re.search(rf"custom_call @flynorm_{op}_bwd\(([^)]*)\)", text).group(1)
    n_stats = 2 if op == "layernorm" else 1
    for k in range(int(fwd.group(2)) - n_stats, int(fwd.group(2))):
        assert f"{fwd.group(1)}#{k}" in bwd_operands
    reductions = re.findall(r"stablehlo.reduce\(.*?: \((tensor<[^>]*>)", text)
    assert reductions, "the weight partials must be summed"
    for shape in reductions:
        assert re.fullmatch(r"tensor<1x\d+x64xf32>", shape), shape


def _vmap_case(op, weight_batched):
    x, w, _, _ = random_inputs(2, (5, 3, 128), jnp.bfloat16, "f32")
    ws = jnp.stack([w * (1 + 0.1 * i) for i in range(5)]) if weight_batched else w
    in_axes = (0, 0 if weight_batched else None)
    return x, ws, in_axes


@pytest.mark.parametrize("weight_batched", [False, True])
@pytest.mark.parametrize("op", OPS)
def test_vmap_matches_per_example_calls(op, weight_batched):
    x, ws, in_axes = _vmap_case(op, weight_batched)
    f = jax.vmap(lambda x, w: FNS[op](x, w, implementation="cpu"), in_axes=in_axes)
    got = jax.jit(f)(x, ws)
    for i in range(x.shape[0]):
        w = ws[i] if weight_batched else ws
        expected = FNS[op](x[i], w, implementation="cpu")
        np.testing.assert_array_equal(np.asarray(got[i]), np.asarray(expected))
    text = jax.jit(f).lower(x, ws).as_text()
    assert count_calls(text, f"flynorm_{op}_fwd") == 1
    # An unbatched weight folds the vmapped axis into rows: one call, no loop.
    assert ("stablehlo.while" in text) == weight_batched


@pytest.mark.parametrize("weight_batched", [False, True])
@pytest.mark.parametrize("op", OPS)
def test_vmap_of_grad_gives_per_example_weight_gradients(op, weight_batched):
    x, ws, in_axes = _vmap_case(op, weight_batched)
    grad = jax.grad(lambda x, w: loss(op, x, w), argnums=(0, 1))
    dx, dw = jax.jit(jax.vmap(grad, in_axes=in_axes))(x, ws)
    assert dw.shape == (5, 128)
    for i in range(x.shape[0]):
        w = ws[i] if weight_batched else ws
        ref = jax.grad(lambda x, w: loss(op, x, w, implementation="xla"), argnums=(0, 1))(x[i], w)
        tolerances.assert_close(dx[i], np.asarray(ref[0], np.float64), tolerances.grad(x.dtype))
        tolerances.assert_close(dw[i], np.asarray(ref[1], np.float64),
                                tolerances.weight_grad(jnp.bfloat16, 3))


@pytest.mark.parametrize("op", OPS)
def test_vmap_of_grad_with_prime_row_count_keeps_groups_apart(op):
    """Rows per example (7) share no divisor with the partial count: groups must not straddle."""
    x, w, _, _ = random_inputs(3, (4, 7, 32), jnp.float32, "f32")
    grad = jax.grad(lambda x, w: loss(op, x, w), argnums=1)
    got = jax.vmap(grad, in_axes=(0, None))(x, w)
    ref = jnp.stack([jax.grad(lambda x, w: loss(op, x, w, implementation="xla"), argnums=1)(xi, w)
                     for xi in x])
    tolerances.assert_close(got, np.asarray(ref, np.float64),
                            tolerances.weight_grad(jnp.float32, 7))


@pytest.mark.parametrize("op", OPS)
def test_remat_recomputes_forward_call_and_keeps_gradients(op):
    x, w, b, r = random_inputs(4, (6, 256), jnp.float32, "f32", bias=True, residual=True)

    def block(x, w, b, r):
        return jnp.tanh(FNS[op](x, w, b, r, implementation="cpu"))

    def f(remat):
        body = jax.checkpoint(block) if remat else block
        return jax.grad(lambda *a: jnp.sum(body(*a) ** 2), argnums=(0, 1, 2, 3))

    got, ref = jax.jit(f(True))(x, w, b, r), jax.jit(f(False))(x, w, b, r)
    for g, e in zip(got, ref):
        np.testing.assert_allclose(np.asarray(g), np.asarray(e), rtol=1e-6, atol=1e-6)
    text = jax.jit(f(True)).lower(x, w, b, r).as_text()
    assert count_calls(text, f"flynorm_{op}_bwd") == 1


@pytest.mark.parametrize("implementation", ["xla", "cpu"])
@pytest.mark.parametrize("op", OPS)
def test_remat_gradient_is_bit_identical_to_the_plain_one(op, implementation):
    """jax.remat recomputes the same forward and runs the same backward: the gradient must be
    equal to the last bit (as plain jnp's is), also where the weight and the cotangent are
    constants the plain program folds but remat's barrier hides."""
    rng = np.random.default_rng(14)
    x = jnp.asarray(rng.standard_normal((128, 32)), jnp.float32)
    w, b = (jnp.asarray(rng.standard_normal(32), jnp.float32) for _ in range(2))
    dy = jnp.asarray(rng.standard_normal((128, 32)), jnp.float32)

    def f(x):
        return jnp.sum(FNS[op](x, w, b, implementation=implementation) * dy)

    got = jax.jit(jax.grad(jax.remat(f)))(x)
    np.testing.assert_array_equal(np.asarray(got), np.asarray(jax.jit(jax.grad(f))(x)))


@pytest.mark.parametrize("op", OPS)
def test_export_round_trip_runs_the_custom_call(op):
    x, w, b, r = random_inputs(5, (3, 9, 160), jnp.bfloat16, "f32", bias=True, residual=True)

    def f(x, w, b, r):
        y, res = FNS[op](x, w, b, r, prenorm=True, implementation="cpu")
        grads = jax.grad(lambda x, w: loss(op, x, w, b, r), argnums=(0, 1))(x, w)
        return y, res, grads

    exported = jax.export.export(jax.jit(f), disabled_checks=jax_flynorm.export_disabled_checks())(
        x, w, b, r)
    text = exported.mlir_module()
    assert count_calls(text, f"flynorm_{op}_fwd") >= 1
    assert count_calls(text, f"flynorm_{op}_bwd") == 1
    restored = jax.export.deserialize(exported.serialize())
    got, expected = restored.call(x, w, b, r), jax.jit(f)(x, w, b, r)
    for g, e in zip(jax.tree.leaves(got), jax.tree.leaves(expected)):
        np.testing.assert_array_equal(np.asarray(g), np.asarray(e))


@pytest.mark.parametrize("implementation", ["cpu", "xla"])
@pytest.mark.parametrize("weight_shape", [(64,), (3, 64)], ids=["shared", "per_head"])
@pytest.mark.parametrize("op", OPS)
def test_shape_polymorphic_export_runs_at_any_batch(op, weight_shape, implementation, rng):
    """Exported with a symbolic batch, the forward and its vjp (the custom call, or the portable
    path whose backward form depends on the row count) run at batch sizes chosen after export and
    match the float64 oracle."""
    center = op == "layernorm"
    (b,) = jax.export.symbolic_shape("b")

    def f(x, w, dy):
        y, pull = jax.vjp(lambda x, w: FNS[op](x, w, implementation=implementation), x, w)
        return y, *pull(dy)

    spec = jax.ShapeDtypeStruct((b, 3, 64), jnp.float32)
    exported = jax.export.export(jax.jit(f), disabled_checks=jax_flynorm.export_disabled_checks())(
        spec, jax.ShapeDtypeStruct(weight_shape, jnp.float32), spec)
    calls = count_calls(exported.mlir_module(), f"flynorm_{op}_bwd")
    assert calls == (1 if implementation == "cpu" else 0)
    for batch in (2, 7):
        x = jnp.asarray(1.0 + rng.standard_normal((batch, 3, 64)), jnp.float32)
        w = jnp.asarray(1.0 + 0.1 * rng.standard_normal(weight_shape), jnp.float32)
        dy = jnp.asarray(rng.standard_normal((batch, 3, 64)), jnp.float32)
        y, dx, dw = exported.call(x, w, dy)
        y64, h64, mean, rstd = oracle.forward(center, x, weight=w)
        dx64, dw64, _ = oracle.vjp(center, h64, mean, rstd, dy, w)
        tolerances.assert_close(y, y64, tolerances.value(jnp.float32), "y")
        tolerances.assert_close(dx, dx64, tolerances.grad(jnp.float32), "dx")
        tolerances.assert_close(dw, dw64, tolerances.weight_grad(jnp.float32, x.size // w.size),
                                "dweight")


def test_export_without_disabled_checks_names_the_fix():
    x = jnp.ones((2, 8))
    with pytest.raises(ValueError, match="custom call"):
        jax.export.export(jax.jit(lambda x: jax_flynorm.rmsnorm(x, implementation="cpu")))(x)


def test_eager_call_outside_jit_runs_the_custom_call():
    x, w, _, _ = random_inputs(6, (3, 40), jnp.float32, "f32")
    y = jax_flynorm.rmsnorm(x, w, implementation="cpu")
    expected = jax_flynorm.rmsnorm(x, w, implementation="xla")
    np.testing.assert_allclose(np.asarray(y), np.asarray(expected), atol=1e-6, rtol=1e-6)
