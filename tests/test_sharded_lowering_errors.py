"""A call that cannot lower raises the same clear error sharded as unsharded, while JAX lowers it:
not the partitioner's `JaxRuntimeError: INTERNAL: custom_partitioner: Traceback ...` at compile
time, the message buried at its end. On 8 host CPU devices; the ROCm case is lowered for gfx942
with FlyDSL's compile made unavailable (tests/test_prebuilt_archives.py does the same)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import pytest
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P

import jax_flynorm
from jax_flynorm import backends
from jax_flynorm.backends import flydsl
from tests.sharding_support import NDEV

# The 8 host devices (skipped with fewer, failed under FLYNORM_REQUIRE_MULTIGPU=1).
pytestmark = pytest.mark.usefixtures("eight_devices")

NOT_INSTALLED = 'FlyDSL is not installed: pip install "jax_flynorm[flydsl]"'
AUTO, EXPLICIT = jax.sharding.AxisType.Auto, jax.sharding.AxisType.Explicit


def _error(fn, *args) -> BaseException:
    with pytest.raises(Exception) as info:  # noqa: PT011  (which one is what is checked)
        fn(*args)
    return info.value


@pytest.mark.parametrize("axis_type", [AUTO, EXPLICIT], ids=["auto", "explicit"])
@pytest.mark.parametrize("spec", [P("data", None), P(None, "tensor"), P("data", "tensor")],
                         ids=["rows", "N", "rows+N"])
@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_an_implementation_of_another_platform_is_the_unsharded_error(op, spec, axis_type):
    """implementation='pallas' (CUDA only) run on CPU: the ValueError naming the platform and the
    fix, sharded over the rows, over N or both, on Auto and Explicit meshes."""
    mesh = jax.make_mesh((2, NDEV // 2), ("data", "tensor"), axis_types=(axis_type,) * 2)
    norm = getattr(jax_flynorm, op)
    fn = jax.jit(lambda x, w: norm(x, w, implementation="pallas"))
    x, w = jnp.ones((16, 512)), jnp.ones(512)
    whole = _error(fn, x, w)
    assert type(whole) is ValueError and "lowered for platform 'cpu'" in str(whole), whole
    sharded = _error(fn, jax.device_put(x, NamedSharding(mesh, spec)),
                     jax.device_put(w, NamedSharding(mesh, P(spec[1]))))
    assert type(sharded) is ValueError and str(sharded) == str(whole), str(sharded)[:500]


@pytest.fixture
def rocm_without_flydsl(monkeypatch):
    monkeypatch.setenv("JAX_FLYNORM_ROCM_ARCH", "gfx942")
    monkeypatch.setattr(flydsl, "compiler_unavailable", lambda: NOT_INSTALLED)
    monkeypatch.setattr(backends, "_warned_fallbacks", set())


def _lower_for_rocm(fn, x_spec, shape, dtype, axis_type=EXPLICIT):
    mesh = jax.make_mesh((2, NDEV // 2), ("data", "tensor"), axis_types=(axis_type,) * 2)
    n = shape[-1]
    args = (jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(mesh, x_spec)),
            jax.ShapeDtypeStruct((n,), dtype, sharding=NamedSharding(mesh, P(x_spec[-1]))))
    return jax.jit(fn).trace(*args).lower(lowering_platforms=("rocm",))


def test_an_unshipped_tensor_parallel_kernel_is_a_lowering_error(rocm_without_flydsl):
    """implementation='flydsl' on f16 rows whose N is sharded: the whole-row kernel ships, no
    phase kernel does (they ship for bf16 and f32) and FlyDSL cannot compile one. The lowering
    raises the ValueError naming the kernel and why; rows sharded alone lower."""
    def norm(x, w):
        return jax_flynorm.layernorm(x, w, implementation="flydsl")

    shape = (64, 4096)
    _lower_for_rocm(norm, P("data", None), shape, jnp.float16)
    with pytest.raises(ValueError, match=r"implementation 'flydsl' cannot lower this call: no "
                       r"kernel ships for layernorm rows of N=1024 \(x f16"):
        _lower_for_rocm(norm, P(None, "tensor"), shape, jnp.float16)


@pytest.mark.parametrize("axis_type", [AUTO, EXPLICIT], ids=["auto", "explicit"])
@pytest.mark.parametrize("spec", [P("data", None), P(None, "tensor")], ids=["rows", "N"])
def test_a_kernel_that_ships_for_no_shard_is_the_unsharded_error(rocm_without_flydsl, spec,
                                                                 axis_type):
    """A call no kernel serves whole nor split (f16 rows with a bf16 weight, N = 8000): sharded
    over the rows or over N, on an Auto mesh (the partitioner would pick the layout) and an
    Explicit one, the lowering raises the unsharded call's ValueError; an Explicit N-split
    names the shard's first failing call (the stats phase on 2000 columns)."""
    n = 8000

    def norm(x, w):
        return jax_flynorm.rmsnorm(x, w.astype(jnp.bfloat16), implementation="flydsl")

    whole = _error(lambda: jax.jit(norm).trace(
        jax.ShapeDtypeStruct((64, n), jnp.float16),
        jax.ShapeDtypeStruct((n,), jnp.float16)).lower(lowering_platforms=("rocm",)))
    assert type(whole) is ValueError and "no kernel ships" in str(whole), whole
    sharded = _error(_lower_for_rocm, norm, spec, (64, n), jnp.float16, axis_type)
    if spec[-1] and axis_type == EXPLICIT:
        whole = ValueError(str(whole).replace("N=8000 (x f16, weight bf16)", "N=2000 (x f16)"))
    assert type(sharded) is ValueError and str(sharded) == str(whole), str(sharded)[:500]
