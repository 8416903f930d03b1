"""Norms whose hidden axis is sharded (tensor parallelism), run as their phases
(jax_flynorm/_tensor_parallel.py) on 8 host CPU devices: the phases' own jnp math here (the kernels'
are executed in tests/machine_code/test_tensor_parallel_kernels.py), N sharded 2, 4 and 8 ways,
alone and with the rows sharded too. Values and every gradient against the float64 oracle; the
compiled program gathers nothing and all-reduces only [rows]-sized sums (and the weight sums)."""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

import jax_flynorm
from jax_flynorm import _tensor_parallel
from tests import oracle

# The 8 host devices (skipped with fewer, failed under FLYNORM_REQUIRE_MULTIGPU=1), autouse.
from tests.test_sharding import NDEV, _eight_devices  # noqa: F401


@pytest.fixture(autouse=True)
def _phases_on_cpu(monkeypatch):
    """The CPU lowering takes the phases, as ROCm's does."""
    monkeypatch.setattr(_tensor_parallel, "PLATFORMS", ("rocm", "cpu"))


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
                                                                          rows_sharded, axis_type):
    center = op == "layernorm"
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
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
