"""A prenorm LayerNorm on bf16 rows whose N is sharded over two devices, through XLA's real ROCm
compiler (compile only): the apply phase normalises the f32 h the statistics are of. On a bf16
residual stream its kernel reads x and the residual (residual_out, which the stats kernel
writes, is h rounded) and writes y alone; on an f32 stream it reads that f32 residual_out, h
exactly. No all-gather either way."""

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

import jax_flynorm
from tools.rocm_compiler import plugin


@pytest.mark.parametrize("residual_dtype,apply_rows", [("bfloat16", ["bf16", "bf16"]),
                                                      ("float32", ["f32"])])
def test_the_apply_phase_reads_the_f32_h(arch, residual_dtype, apply_rows):
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
    assert "all-gather" not in hlo
    kernels = [c["kernel"].rsplit("_", 1)[1] for c in plugin.launches(hlo)]
    assert kernels == ["tpstats", "tpapply"], kernels
    (apply,) = [line for line in hlo.splitlines() if '_tpapply"' in line]
    # Its row operands (x and the residual, the program's parameters; or residual_out) and its
    # one result, y.
    operands = apply.split("operand_layout_constraints={")[1].split("}, api_version")[0]
    assert re.findall(r"(\w+)\[64,4096\]", operands) == apply_rows, apply[:400]
    assert re.search(r"= bf16\[64,4096\]\{1,0\} custom-call\(", apply), apply[:400]
    if residual_dtype == "bfloat16":
        assert re.search(r"custom-call\(%param, %param\.1, ", apply), apply[:400]
