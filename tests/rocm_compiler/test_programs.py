"""Whole programs through XLA's real ROCm compiler (compile only): the Flax example's training
step, a serialised `jax.export` artifact, a data-parallel step over two devices, and the
per-tensor amax of rows sharded over two mesh axes."""

import functools
import importlib.util
import math
import os
import re
import subprocess
import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

import jax_flynorm
from tools.rocm_compiler import plugin

ROOT = Path(__file__).resolve().parents[2]


def python_env() -> dict:
    """The environment for a fresh interpreter that imports this checkout."""
    path = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    return {**os.environ, "PYTHONPATH": path}


@functools.cache
def load_example():
    spec = importlib.util.spec_from_file_location("train_flax", ROOT / "examples" / "train_flax.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # flax's dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("norm", ["rmsnorm", "layernorm"])
def test_flax_example_training_step(device, arch, norm):
    example = load_example()
    args = example.parse_args(["--norm", norm, "--implementation", "flydsl", "--layers", "2"])
    _, model, tx, _, train_step = example.build(args)
    batch = jax.ShapeDtypeStruct((args.batch, args.seq_len + 1), jnp.int32)
    tokens = jax.ShapeDtypeStruct((1, args.seq_len), jnp.int32)
    params = jax.eval_shape(model.init, jax.random.key(0), tokens)
    opt_state = jax.eval_shape(tx.init, params)
    compiled = plugin.compile_on(device, train_step, params, opt_state, batch)
    calls = plugin.launches(compiled.as_text())
    # Two norms per block and the final one, forward and backward.
    norms = 2 * args.layers + 1
    assert sorted(c["kernel"].split("_")[2] for c in calls) == ["bwd"] * norms + ["fwd"] * norms
    assert all(c["kernel"].startswith(f"flynorm_{norm}_") for c in calls)
    assert all(c["archs"] == [arch] for c in calls)


# Run in a fresh interpreter without the ROCm plugin registered (with it, jax.export for "rocm"
# tries to start the backend). Prints nothing; writes the serialised artifact to argv[1].
_EXPORT = """
import sys, jax, jax.numpy as jnp, jax_flynorm
def step(x, w, r):
    y, h = jax_flynorm.rmsnorm(x, w, residual=r, prenorm=True)
    z = jax_flynorm.layernorm(y, w)
    return jnp.sum(z.astype(jnp.float32) ** 2) + jnp.sum(h.astype(jnp.float32))
fn = jax.jit(jax.value_and_grad(step, argnums=(0, 1, 2)))
specs = (jax.ShapeDtypeStruct((32, 512), jnp.bfloat16), jax.ShapeDtypeStruct((512,), jnp.float32),
         jax.ShapeDtypeStruct((32, 512), jnp.bfloat16))
exported = jax.export.export(fn, platforms=["rocm"],
                             disabled_checks=jax_flynorm.export_disabled_checks())(*specs)
open(sys.argv[1], "wb").write(exported.serialize())
"""


@pytest.fixture(scope="module")
def exported_bytes(tmp_path_factory) -> bytes:
    """A serialised export for ROCm carrying code objects for both archs, made without the
    plugin in the process."""
    out = tmp_path_factory.mktemp("export") / "step.bin"
    env = {**python_env(), "JAX_PLATFORMS": "cpu", "JAX_FLYNORM_ROCM_ARCH": "gfx942,gfx950"}
    subprocess.run([sys.executable, "-c", _EXPORT, str(out)], check=True, env=env, timeout=600)
    return out.read_bytes()


def test_deserialised_export_compiles(device, arch, exported_bytes):
    exported = jax.export.deserialize(bytearray(exported_bytes))
    assert exported.platforms == ("rocm",)
    compiled = plugin.compile_on(device, exported.call, *exported.in_avals)
    calls = plugin.launches(compiled.as_text())
    assert len(calls) == 4  # rmsnorm and layernorm, forward and backward
    assert all(c["archs"] == ["gfx942", "gfx950"] for c in calls)


# Deserialise and compile before `import jax_flynorm` registers the launcher: XLA must not find
# the target. After the import the same artifact compiles.
_BEFORE_IMPORT = """
import sys, jax
from tools.rocm_compiler import plugin
device = plugin.devices(sys.argv[2])[0]
exported = jax.export.deserialize(bytearray(open(sys.argv[1], "rb").read()))
try:
    plugin.compile_on(device, exported.call, *exported.in_avals)
    print("BEFORE IMPORT: compiled")
except Exception as err:
    print("BEFORE IMPORT:", str(err).splitlines()[0])
assert "jax_flynorm" not in sys.modules
import jax_flynorm
compiled = plugin.compile_on(device, exported.call, *exported.in_avals)
print("AFTER IMPORT: launches", len(plugin.launches(compiled.as_text())))
"""


def test_export_compiled_before_import_is_not_found(arch, exported_bytes, tmp_path):
    artifact = tmp_path / "step.bin"
    artifact.write_bytes(exported_bytes)
    run = subprocess.run([sys.executable, "-c", _BEFORE_IMPORT, str(artifact), arch],
                         env=python_env(), capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]
    assert ("BEFORE IMPORT: NOT_FOUND: No FFI handler registered for flynorm_rocm_launch on a "
            "platform ROCM") in run.stdout, run.stdout
    assert "AFTER IMPORT: launches 4" in run.stdout, run.stdout


def test_data_parallel_step_on_two_devices(arch):
    devices = plugin.devices(arch, "1x1x2")
    assert len(devices) == 2
    mesh = Mesh(np.array(devices), ("data",))

    def loss(x, w):
        return jnp.sum(jax_flynorm.rmsnorm(x, w, implementation="flydsl").astype(jnp.float32) ** 2)

    step = jax.jit(jax.value_and_grad(loss, argnums=(0, 1)),
                   in_shardings=(NamedSharding(mesh, P("data")), NamedSharding(mesh, P())))
    compiled = step.trace(jax.ShapeDtypeStruct((64, 512), jnp.bfloat16),
                          jax.ShapeDtypeStruct((512,), jnp.float32)).lower().compile()
    hlo = compiled.as_text()
    calls = plugin.launches(hlo)
    assert len(calls) == 2
    assert all("bf16[32,512]" in c["operands"] for c in calls)  # each device its own rows
    assert hlo.count("all-reduce-start(") == 1  # the weight gradient's partials
    assert "all-gather" not in hlo


@pytest.mark.parametrize("norm", ["rmsnorm", "layernorm"])
def test_tensor_parallel_step_on_two_devices(arch, norm):
    """N sharded over 2 devices (tensor parallelism): each device launches the phase kernels on
    its half of N (stats and apply forward, dots and apply backward), and the only collectives
    are the [rows] all-reduces between them (LayerNorm's forward two) and none for the weight
    gradient, which stays sharded."""
    devices = plugin.devices(arch, "1x1x2")
    mesh = Mesh(np.array(devices), ("tensor",))
    fn = getattr(jax_flynorm, norm)

    def loss(x, w):
        return jnp.sum(fn(x, w, implementation="flydsl").astype(jnp.float32) ** 2)

    step = jax.jit(jax.value_and_grad(loss, argnums=(0, 1)),
                   in_shardings=(NamedSharding(mesh, P(None, "tensor")),
                                 NamedSharding(mesh, P("tensor"))))
    compiled = step.trace(jax.ShapeDtypeStruct((64, 1024), jnp.bfloat16),
                          jax.ShapeDtypeStruct((1024,), jnp.bfloat16)).lower().compile()
    hlo = compiled.as_text()
    kernels = sorted(c["kernel"].rsplit("_", 1)[1] for c in plugin.launches(hlo))
    assert kernels == ["tpapply", "tpapply", "tpdots", "tpstats"], kernels
    assert all("bf16[64,512]" in c["operands"] for c in plugin.launches(hlo))
    # Forward: one [rows] all-reduce (LayerNorm two); backward one of [rows, 2] (XLA combines
    # it with the loss's own scalar sum): f32, at most 2 * 64 + 1 elements each.
    reduces = re.findall(r"f32\[([\d,]*)\]\{[\d,]*\} all-reduce-start\(", hlo)
    assert len(reduces) == (2 if norm == "layernorm" else 1) + 1, reduces
    assert all(math.prod(int(d) for d in r.split(",") if d) <= 129 for r in reduces), reduces
    assert "all-gather" not in hlo


@pytest.mark.parametrize("implementation", ["flydsl", "xla"])
@pytest.mark.parametrize("axis_type", [jax.sharding.AxisType.Explicit, jax.sharding.AxisType.Auto],
                         ids=["explicit", "auto"])
def test_per_tensor_amax_over_two_row_axes_is_one_all_reduce(arch, axis_type, implementation):
    """Rows sharded along two axes of x over two mesh axes (sequence parallel): XLA's CPU
    pipeline reduces the per-tensor amax in two chained all-reduces (tests/test_quantize_sharding);
    the GPU compiler folds them into one, and the call runs on each device's own rows."""
    mesh = jax.make_mesh((4, 2), ("d", "s"), axis_types=(axis_type,) * 2,
                         devices=plugin.devices(arch, "1x1x8"))

    def spec(shape, dtype, pspec):
        return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(mesh, pspec))

    def f(x, w, q):
        return jax_flynorm.rmsnorm(x, w, quantize=q, implementation=implementation)

    request = jax_flynorm.Quantize(jnp.float8_e4m3fn, scale=spec((), jnp.float32, P()))
    hlo = jax.jit(f).trace(spec((8, 16, 256), jnp.bfloat16, P("d", "s")),
                           spec((256,), jnp.float32, P()), request).lower().compile().as_text()
    assert hlo.count("all-reduce-start(") == 1
    assert "all-gather" not in hlo and "all-to-all" not in hlo
    calls = plugin.launches(hlo)
    assert len(calls) == (implementation == "flydsl")
    assert all("bf16[16,256]" in c["operands"] for c in calls)  # its own 2 x 8 rows, flattened
