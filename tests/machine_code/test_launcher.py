"""jax.jit(jax.grad(loss)) with implementation="flydsl", every launch the real ROCm launcher makes
executed as machine code, against the float64 oracle.

The launcher's body runs on the cpu platform (its host-test registration, as in
tests/rocm/test_rocm_launcher.py) with the recording HIP stand-in, which hands each
hipModuleLaunchKernel (the code object the launcher loaded, the kernarg bytes it packed, grid,
block) to the executor over host memory. The flydsl entry of the registry is pointed at that
registration for the cpu platform; nothing else of the lowering changes.
"""

import shutil

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm
from tests import oracle
from tests.emulator.checks import close, rand
from tests.machine_code.hip import executing_launches, flydsl_on_cpu

if shutil.which("cc") is None:
    pytest.skip("no C compiler for the fake HIP runtime", allow_module_level=True)

EPS = 1e-5
DTYPES = {"bf16": jnp.bfloat16, "f16": jnp.float16, "f32": jnp.float32}
TOL = {"bf16": (3e-2, 3e-2), "f16": (4e-3, 4e-3), "f32": (2e-4, 2e-4)}


CASES = [
    # op, arch, dtype, shape, weight dtype, bias, residual, prenorm, per-head, offset, vmap
    ("rmsnorm", "gfx942", "bf16", (3, 37, 200), "f32", False, True, True, False, 0.0, False),
    ("layernorm", "gfx950", "bf16", (2, 19, 768), "bf16", True, True, False, False, 0.0, False),
    ("rmsnorm", "gfx950", "f16", (45, 761), None, False, False, False, False, 0.0, False),
    ("layernorm", "gfx942", "f32", (2, 9, 4, 64), "f32", True, False, False, True, 1.0, False),
    ("rmsnorm", "gfx942", "bf16", (2, 5, 3, 96), "f32", False, True, True, False, 1.0, True),
]


@pytest.mark.parametrize("op,arch,dt,shape,wdt,bias,res,prenorm,heads,offset,vmapped", CASES)
def test_gradient_through_the_launcher_as_machine_code(monkeypatch, op, arch, dt, shape, wdt,
                                                       bias, res, prenorm, heads, offset,
                                                       vmapped):
    flydsl_on_cpu(monkeypatch, arch)
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    n = shape[-1]
    vshape = shape[-2:] if heads else (n,)
    x = rand(rng, shape, dt, 2.0, 0.5)
    r = rand(rng, shape, dt) if res else None
    w = rand(rng, vshape, wdt, 1.0, 1.0) if wdt else None
    b = rand(rng, vshape, wdt) if bias else None
    c = rand(rng, shape, "f32")
    c2 = rand(rng, shape, "f32")
    fn = getattr(jax_flynorm, op)

    def loss(x, r, w, b, c, c2):
        out = fn(x, w, b, r, eps=EPS, prenorm=prenorm, weight_offset=offset,
                 implementation="flydsl")
        y, h = out if prenorm else (out, None)
        total = jnp.sum(y.astype(jnp.float32) * c)
        return total + (jnp.sum(h.astype(jnp.float32) * c2) if prenorm else 0.0)

    args = [None if a is None else jnp.asarray(a, DTYPES[d]) for a, d in
            ((x, dt), (r, dt), (w, wdt), (b, wdt))]
    grad = jax.grad(loss, argnums=tuple(i for i, a in enumerate(args) if a is not None))
    if vmapped:  # the leading axis as a vmap: folded into rows, one call
        grad = jax.vmap(grad, in_axes=(0, 0, None, None, 0, 0))
    with executing_launches() as launches:
        got = jax.block_until_ready(jax.jit(grad)(*args, jnp.asarray(c), jnp.asarray(c2)))
    kernels = {name for name, _ in launches}
    assert any("_fwd_" in k for k in kernels) and any("_bwd_" in k for k in kernels), kernels
    center = op == "layernorm"
    xs = x.reshape(-1, *vshape)
    rs = None if r is None else r.reshape(xs.shape)
    _, h, mean, rstd = oracle.forward(center, xs, rs, w, b, EPS, offset)
    if res:
        h = np.asarray(jnp.asarray(h, DTYPES[dt]).astype(jnp.float32), np.float64)
        _, _, mean, rstd = oracle.forward(center, h, eps=EPS)
    dres = c2.reshape(xs.shape) if prenorm else None
    dh, dw, db = oracle.vjp(center, h, mean, rstd, c.reshape(xs.shape), w, dres, offset)
    got = list(got)
    close(got.pop(0), dh.reshape(shape), TOL[dt], "dx")
    if res:
        close(got.pop(0), dh.reshape(shape), TOL[dt], "dresidual")
    rows = np.prod(shape[:-len(vshape)])
    vec_tol = (TOL[dt][0] * np.sqrt(rows), TOL[dt][1])
    if w is not None:
        g = got.pop(0)
        close(g.sum(0) if vmapped else g, dw, vec_tol, "dweight")
    if b is not None:
        g = got.pop(0)
        close(g.sum(0) if vmapped else g, db, vec_tol, "dbias")


@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_backward_past_one_launch_runs_as_several(monkeypatch, op):
    """A backward of more rows than one launch takes (2**30; here made 16) runs as launches on
    consecutive runs of rows, its weight partials added: the gradient stays exact."""
    from jax_flynorm.backends.flydsl.kernels import spec

    flydsl_on_cpu(monkeypatch, "gfx942")
    monkeypatch.setattr(spec, "MAX_ROWS_PER_LAUNCH", 16)
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    x = rand(rng, (45, 64), "f32", 2.0, 0.5)
    w = rand(rng, (64,), "f32", 1.0, 1.0)
    c = rand(rng, (45, 64), "f32")
    fn = getattr(jax_flynorm, op)

    def loss(x, w):
        return jnp.sum(fn(x, w, eps=EPS, implementation="flydsl") * c)

    with executing_launches() as launches:
        dx, dw = jax.block_until_ready(jax.jit(jax.grad(loss, argnums=(0, 1)))(x, w))
    assert sum("_bwd_" in name for name, _ in launches) == 3, launches  # 16 + 16 + 13 rows
    center = op == "layernorm"
    _, h, mean, rstd = oracle.forward(center, x, weight=w, eps=EPS)
    dh, want_dw, _ = oracle.vjp(center, h, mean, rstd, c, w)
    close(dx, dh, TOL["f32"], "dx")
    close(dw, want_dw, (TOL["f32"][0] * np.sqrt(45), TOL["f32"][1]), "dweight")
