"""The Pallas backward kernel (implementation 'pallas') against the float64 oracle on every shape
it can take: run by JAX's Pallas interpreter on CPU, compiled on an NVIDIA GPU
(tools/device_run.py suite). Also which shapes it leaves to the portable backward (where `auto`
runs it: tests/test_backend.py)."""

import jax
import jax.numpy as jnp
import pytest

import jax_flynorm
from jax_flynorm import _tolerances as tolerances
from jax_flynorm import backends
from jax_flynorm._ops import BwdParams
from jax_flynorm.backends import pallas
from tests import oracle, pallas_everywhere
from tests.norm_suite import NormSuite


@pytest.fixture(autouse=True)
def kernel_everywhere(monkeypatch):
    """`pallas` runs its kernel on every shape it can take, on this platform."""
    pallas_everywhere.register(monkeypatch)


class TestPallasBackward(NormSuite):
    implementation = "pallas"

    def test_backend_is_the_one_under_test(self):
        assert jax_flynorm.which_implementation(pallas_everywhere.PLATFORM, "pallas") == "pallas"


def _params(op, **flags):
    return BwdParams(op=op, has_weight=True, has_bias=True, has_dresidual_out=False,
                     implementation="pallas", **flags)


@pytest.mark.parametrize("shape, takes", [((4, 1000), True), ((3, 7, 64), True),
                                          ((2, pallas.MAX_N), True), ((2, pallas.MAX_N + 1), False),
                                          ((0, 64), False)], ids=str)
def test_kernel_takes_the_shapes_it_can_hold(shape, takes):
    assert pallas.takes(_params("rmsnorm"), shape) is takes


def test_per_head_weights_run_the_portable_backward():
    assert not pallas.takes(_params("layernorm", vector_ndim=2), (4, 2, 64))


@pytest.mark.parametrize("op, shape, dtype, kernel", [
    ("layernorm", (1024, 2048), jnp.bfloat16, False),
    ("layernorm", (1024, 2048), jnp.float32, True),
    ("layernorm", (32768, 8192), jnp.bfloat16, True), ("rmsnorm", (4096, 4096), jnp.float32, True),
    ("rmsnorm", (8192, 1024), jnp.bfloat16, False), ("rmsnorm", (1024, 8192), jnp.float32, False)],
    ids=str)
def test_kernel_runs_where_it_beat_the_portable_forms(op, shape, dtype, kernel):
    """The H200 measurements (benchmarks/results/h200-pallas): RMSNorm's portable fwd+bwd, one
    XLA program reading x once, wins past 4096 rows or N > 4096; LayerNorm's only for rows of
    4 MiB and less."""
    assert pallas.faster(_params(op), shape, dtype) is kernel


@pytest.mark.parametrize("rows", [1, 263, 264, 265, 1000])
@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_row_runs_cover_every_row_once(op, rows, rng):
    """Row counts around the number of partials: runs of ceil(M / P) rows, some programs with no
    rows, the last run short; every row's dx and its share of dweight/dbias counted once."""
    center = op == "layernorm"
    n = 48
    x = jnp.asarray(1.0 + rng.standard_normal((rows, n)), jnp.float32)
    w = jnp.asarray(1.0 + 0.2 * rng.standard_normal(n), jnp.float32)
    b = jnp.asarray(0.1 * rng.standard_normal(n), jnp.float32)
    dy = jnp.asarray(rng.standard_normal((rows, n)), jnp.float32)
    fn = getattr(jax_flynorm, op)
    _, pull = jax.vjp(lambda x, w, b: fn(x, w, b, implementation="pallas"), x, w, b)
    dx, dw, db = jax.jit(pull)(dy)
    _, h, mean, rstd = oracle.forward(center, x, weight=w, bias=b)
    dh, dw_exp, db_exp = oracle.vjp(center, h, mean, rstd, dy, w)
    tolerances.assert_close(dx, dh, tolerances.grad(jnp.float32), "dx")
    tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(jnp.float32, rows), "dweight")
    tolerances.assert_close(db, db_exp, tolerances.weight_grad(jnp.float32, rows), "dbias")


def test_pallas_elsewhere_is_an_error_naming_the_fix():
    with pytest.raises(ValueError, match="pallas runs only on"):
        backends.resolve("pallas", "rocm", "bwd")
