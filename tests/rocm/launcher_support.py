"""Helpers of the ROCm launcher tests: running the launcher's body on the cpu platform against
the recording stand-in HIP runtime (tests/fake_hip), and the operands and kernels they use."""

import jax
import numpy as np

from jax_flynorm._ops import FwdParams
from jax_flynorm.backends import _rows
from jax_flynorm.backends import flydsl as _rocm
from jax_flynorm.backends.flydsl.kernels import compile_kernel
from tests import host_launcher

BF16 = np.dtype("bfloat16")


def fnv1a(data: bytes) -> str:
    h = 1469598103934665603
    for b in data:
        h = ((h ^ b) * 1099511628211) & (2**64 - 1)
    return f"{h:016x}"


def run(params, *operands, direction="fwd", device=None):
    launch = _rocm.make_launch(host_launcher.register())
    if direction == "fwd":
        fn = jax.jit(lambda *ops: _rows.kernel_forward(launch, params, *ops))
    else:
        fn = jax.jit(lambda *ops: _rows.kernel_backward(launch, _rocm.partials_target,
                                                       params, *ops))
    if device is not None:
        operands = [jax.device_put(o, device) for o in operands]
    return jax.block_until_ready(fn(*operands))


def rms_fwd_params(**kw):
    base = dict(op="rmsnorm", eps=1e-6, has_residual=True, has_weight=True, has_bias=False,
                out_dtype=BF16, residual_dtype=BF16, implementation="flydsl")
    return FwdParams(**{**base, **kw})


def operands(m, n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((m, n)).astype(BF16)
    r = rng.standard_normal((m, n)).astype(BF16)
    w = rng.standard_normal(n).astype(np.float32)
    return x, r, w


def compiled_for(params, ops, arch="gfx942"):
    # The spec the lowering derives, compiled (from the disk cache) exactly as it compiles it.
    shapes = [jax.ShapeDtypeStruct(s.shape, s.dtype) for s in result_shapes(params, ops)]
    spec = _rocm.kernel_spec(params, ops, shapes, arch)
    return compile_kernel(spec)


def result_shapes(params, ops):
    m, n = ops[0].shape
    table = {"y": ((m, n), params.out_dtype), "residual_out": ((m, n), params.residual_dtype),
             "mean": ((m,), np.float32), "rstd": ((m,), np.float32),
             "y_scale": ((m, params.scale_groups(n)), np.float32), "y_amax": ((m,), np.float32)}
    return [jax.ShapeDtypeStruct(*table[name]) for name in params.results]
