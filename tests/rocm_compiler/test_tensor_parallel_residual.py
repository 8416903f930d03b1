"""A prenorm LayerNorm on bf16 rows whose N is sharded over two devices, through XLA's real ROCm
compiler (compile only): with a bf16 residual stream the apply phase normalises x + residual
added again in f32 (one XLA fusion of the parameters and the all-reduced statistics), never the
stats kernel's rounded residual_out; with an f32 stream the apply kernel reads that f32
residual_out, which is h exactly. No all-gather either way."""

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

import jax_flynorm
from tools.rocm_compiler import plugin


@pytest.mark.parametrize("residual_dtype", ["bfloat16", "float32"])
def test_the_apply_phase_reads_the_f32_h(arch, residual_dtype):
    mesh = Mesh(np.array(plugin.devices(arch, "1x1x2")), ("tensor",))
    rows, cols = NamedSharding(mesh, P(None, "tensor")), NamedSharding(mesh, P("tensor"))

    def step(x, r, w, b):
        return jax_flynorm.layernorm(x, w, b, residual=r, prenorm=True,
                                     residual_dtype=residual_dtype, implementation="flydsl")

    n = 8192
    hlo = jax.jit(step, in_shardings=(rows, rows, cols, cols)).trace(
        jax.ShapeDtypeStruct((64, n), jnp.bfloat16), jax.ShapeDtypeStruct((64, n), jnp.bfloat16),
        jax.ShapeDtypeStruct((n,), jnp.bfloat16),
        jax.ShapeDtypeStruct((n,), jnp.bfloat16)).lower().compile().as_text()
    phases = [c["kernel"].rsplit("_", 1)[1] for c in plugin.launches(hlo)]
    assert "all-gather" not in hlo
    if residual_dtype == "float32":
        assert phases == ["tpstats", "tpapply"], phases
        return
    assert phases == ["tpstats"], phases
    # y: one fusion of x, the residual, weight, bias (the entry's parameters) and the two
    # all-reduced statistics.
    (operands,) = re.findall(r"= bf16\[64,4096\]\{[\d,]*\} fusion\(([^)]*)\)", hlo)
    names = re.findall(r"%([\w.-]+)", operands)
    assert sorted(n for n in names if n.startswith("param")) == [
        "param", "param.1", "param.2", "param.3"], operands
    assert sum(n.startswith("all-reduce-done") for n in names) == 2, operands
