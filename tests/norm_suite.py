"""One test suite for every implementation: values, statistics and gradients against the float64
oracle.

An implementation's test file subclasses `NormSuite` and sets `implementation`. Grid-reduction
rationale: the full product of ops x dtypes x weight kinds x shapes x options is ~10^4 cases;
instead each axis is crossed with the ones it interacts with. Shapes cover the row fold (rank 1-3),
M in {0, 1, 7, 199, 4096}, odd N (1, 760, 1000, 1128), the vector widths (64, 5120, 8192); dtypes
are crossed with weight kinds (the mixed-precision cases), options (residual, bias, prenorm) with
dtypes at one odd shape.
"""

from __future__ import annotations

from typing import ClassVar

import jax
import jax.numpy as jnp
import jax.test_util
import numpy as np
import pytest

import jax_flynorm
from jax_flynorm import _tolerances as tolerances
from tests import oracle

OPS = {"rmsnorm": (jax_flynorm.rmsnorm, False), "layernorm": (jax_flynorm.layernorm, True)}
DTYPES = [jnp.float32, jnp.bfloat16, jnp.float16]
WEIGHTS = ["none", "x_dtype", "f32"]
SHAPES = [(1, 64), (7, 1000), (199, 760), (2, 3, 1128), (3, 5120), (2, 8192), (4096, 64), (0, 64),
          (5, 1), (64,)]
GRAD_SHAPES = [(1, 64), (199, 1128), (2, 5, 8192), (0, 32), (6, 1)]
OPTIONS = ["plain", "bias", "residual", "residual+bias", "prenorm", "prenorm+residual"]
# The portable path's backward forms (jax_flynorm/backends/xla.py picks one per shape).
PORTABLE_BACKWARD_FORMS = [("layernorm", "autodiff"), ("layernorm", "input_sums"),
                           ("layernorm", "transposed"), ("rmsnorm", "input_sums"),
                           ("layernorm", "row_scale"), ("rmsnorm", "row_scale")]


def force_backward_form(monkeypatch, request, form: str) -> list:
    """Makes the portable backward take `form` whatever the shape; returns the list of the calls
    that asked for a form. Compiled calls are cached by their parameters, so the caches are cleared
    before (the form is lowered afresh) and after (no forced form is left behind)."""
    from jax_flynorm.backends import xla

    jax.clear_caches()
    request.addfinalizer(jax.clear_caches)
    calls = []
    monkeypatch.setattr(xla, "backward_form", lambda *args: calls.append(args) or form)
    return calls


def random_inputs(seed, shape, dtype, weight_kind="x_dtype", *, bias=False, residual=False,
                  offset=0.0):
    """Fresh random inputs: weights are not ones and x has a non-zero mean, so every term counts."""
    keys = jax.random.split(jax.random.key(seed), 4)
    n = shape[-1]
    x = (jax.random.normal(keys[0], shape, jnp.float32) * 2.0 + 0.5 + offset).astype(dtype)
    w_dtype = {"none": None, "x_dtype": dtype, "f32": jnp.float32}[weight_kind]
    w = None if w_dtype is None else (1.0 + 0.5 * jax.random.normal(keys[1], (n,))).astype(w_dtype)
    b = (0.3 * jax.random.normal(keys[2], (n,))).astype(w_dtype or dtype) if bias else None
    r = jax.random.normal(keys[3], shape, jnp.float32).astype(dtype) if residual else None
    return x, w, b, r


def _parse(option):
    return {"bias": "bias" in option, "residual": "residual" in option,
            "prenorm": "prenorm" in option}


class NormSuite:
    implementation: str
    # The shapes of the two shape grids and the largest call of the hidden-size grid: an instance
    # whose every launch is slow (machine code executed on the CPU) narrows them.
    forward_shapes: ClassVar[list] = SHAPES
    grad_shapes: ClassVar[list] = GRAD_SHAPES
    hidden_size_grid_max_elements: ClassVar[int] = 1 << 22

    def pytest_generate_tests(self, metafunc):
        """The shape grids come from the instance's class (pytest calls this per test)."""
        grid = {"test_forward_matches_oracle": self.forward_shapes,
                "test_grad_matches_oracle": self.grad_shapes}.get(metafunc.function.__name__)
        if grid is not None:
            metafunc.parametrize("shape", grid, ids=str)

    def call(self, op, *args, **kwargs):
        return OPS[op][0](*args, implementation=self.implementation, **kwargs)

    def test_backend_is_the_one_under_test(self):
        assert jax_flynorm.which_implementation("cpu", self.implementation) == self.implementation

    @pytest.mark.parametrize("weight_kind", WEIGHTS)
    @pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("op", OPS)
    def test_forward_matches_oracle(self, op, dtype, weight_kind, shape):
        x, w, _, _ = random_inputs(1, shape, dtype, weight_kind)
        y = jax.jit(lambda x, w: self.call(op, x, w, eps=1e-5))(x, w)
        assert y.shape == x.shape and y.dtype == x.dtype
        expected, *_ = oracle.forward(OPS[op][1], x, weight=w, eps=1e-5)
        tolerances.assert_close(y, expected, tolerances.value(dtype))

    @pytest.mark.parametrize("option", OPTIONS)
    @pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("op", OPS)
    def test_options_forward_and_grads(self, op, dtype, option):
        """Values of y and residual_out, and gradients of every input, through jax.grad."""
        opt = _parse(option)
        shape = (3, 11, 760)
        x, w, b, r = random_inputs(2, shape, dtype, "f32", bias=opt["bias"],
                                   residual=opt["residual"])
        dy = jax.random.normal(jax.random.key(9), shape).astype(dtype)
        dres = jax.random.normal(jax.random.key(10), shape).astype(dtype)

        def loss(x, w, b, r):
            out = self.call(op, x, w, b, r, prenorm=opt["prenorm"])
            y, res = out if opt["prenorm"] else (out, None)
            total = jnp.sum(y.astype(jnp.float32) * dy.astype(jnp.float32))
            if res is not None:
                total += jnp.sum(res.astype(jnp.float32) * dres.astype(jnp.float32))
            return total, out

        argnums = tuple(i for i, v in enumerate((x, w, b, r)) if v is not None)
        grads, out = jax.jit(jax.grad(loss, argnums=argnums, has_aux=True))(x, w, b, r)
        center = OPS[op][1]
        y_exp, h, mean, rstd = oracle.forward(center, x, r, w, b, eps=1e-6)
        y, res = out if opt["prenorm"] else (out, None)
        tolerances.assert_close(y, y_exp, tolerances.value(dtype), "y")
        if opt["prenorm"]:
            assert res.dtype == x.dtype
            tolerances.assert_close(res, h, tolerances.value(dtype), "residual_out")
        # Against the exact gradient. The backward reads h as saved in residual_dtype; XLA on GPU
        # may keep it in f32 instead (excess precision), so the tolerance admits one rounding of h.
        dh, dw, db = oracle.vjp(center, h, mean, rstd, dy, w, dres if opt["prenorm"] else None)
        rows = int(np.prod(shape[:-1]))
        expected = {0: dh, 1: dw, 2: db, 3: dh}
        for i, g in zip(argnums, grads):
            tol = tolerances.grad(dtype) if i in (0, 3) else tolerances.weight_grad(dtype, rows)
            if opt["residual"]:
                tol = tolerances.with_rounded_input(tol, dtype, expected[i])
            tolerances.assert_close(g, expected[i], tol, f"grad of argument {i}")

    @pytest.mark.parametrize("weight_kind", WEIGHTS)
    @pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("op", OPS)
    def test_grad_matches_oracle(self, op, dtype, weight_kind, shape):
        x, w, _, _ = random_inputs(3, shape, dtype, weight_kind)
        dy = jax.random.normal(jax.random.key(4), shape).astype(dtype)
        f = jax.jit(lambda x, w: jax.vjp(lambda x, w: self.call(op, x, w), x, w)[1](dy))
        dx, dw = f(x, w)
        center = OPS[op][1]
        _, h, mean, rstd = oracle.forward(center, x, weight=w)
        dh, dw_exp, _ = oracle.vjp(center, h, mean, rstd, dy, w)
        tolerances.assert_close(dx, dh, tolerances.grad(dtype), "dx")
        assert dx.dtype == x.dtype
        if w is not None:
            assert dw.dtype == w.dtype
            rows = int(np.prod(shape[:-1]))
            tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(w.dtype, rows), "dweight")

    @pytest.mark.parametrize("w_dtype", DTYPES, ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("op", OPS)
    def test_weight_dtype_is_independent_of_x(self, op, dtype, w_dtype):
        """Any float weight/bias dtype with any x (e.g. a bf16 weight with f32 x, as quack takes);
        the math is f32 and the gradients come back in the parameters' dtypes."""
        shape = (9, 200)
        x, w, b, _ = random_inputs(23, shape, dtype, "f32", bias=True)
        w, b = w.astype(w_dtype), b.astype(w_dtype)
        dy = jax.random.normal(jax.random.key(24), shape).astype(dtype)
        y, vjp = jax.vjp(lambda x, w, b: self.call(op, x, w, b), x, w, b)
        dx, dw, db = jax.jit(vjp)(dy)
        center = OPS[op][1]
        y_exp, h, mean, rstd = oracle.forward(center, x, weight=w, bias=b)
        tolerances.assert_close(y, y_exp, tolerances.value(dtype), "y")
        dh, dw_exp, db_exp = oracle.vjp(center, h, mean, rstd, dy, w)
        assert (y.dtype, dx.dtype, dw.dtype, db.dtype) == (dtype, dtype, w_dtype, w_dtype)
        tolerances.assert_close(dx, dh, tolerances.grad(dtype), "dx")
        tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(w_dtype, 9), "dweight")
        tolerances.assert_close(db, db_exp, tolerances.weight_grad(w_dtype, 9), "dbias")

    @pytest.mark.parametrize("offset", [1.0, -0.5])
    @pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16], ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("op", OPS)
    def test_weight_offset(self, op, dtype, offset):
        """y = xhat * (weight + weight_offset) + bias, and the gradients of every input."""
        shape = (4, 7, 136)
        x, w, b, r = random_inputs(25, shape, dtype, "f32", bias=True, residual=True)
        w = w - 1.0  # around 0, as a Gemma scale stored without its 1
        dy = jax.random.normal(jax.random.key(26), shape).astype(dtype)

        def f(x, w, b, r):
            return self.call(op, x, w, b, r, weight_offset=offset, residual_dtype=jnp.float32)

        y, vjp = jax.vjp(f, x, w, b, r)
        dx, dw, db, dr = jax.jit(vjp)(dy)
        center = OPS[op][1]
        y_exp, h, mean, rstd = oracle.forward(center, x, r, w, b, weight_offset=offset)
        tolerances.assert_close(y, y_exp, tolerances.value(dtype), "y")
        dh, dw_exp, db_exp = oracle.vjp(center, h, mean, rstd, dy, w, weight_offset=offset)
        rows = int(np.prod(shape[:-1]))
        tolerances.assert_close(dx, dh, tolerances.grad(dtype), "dx")
        tolerances.assert_close(dr, dh, tolerances.grad(dtype), "dresidual")
        tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(jnp.float32, rows), "dw")
        tolerances.assert_close(db, db_exp, tolerances.weight_grad(jnp.float32, rows), "db")

    @pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16], ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("op", OPS)
    def test_forward_mode_jvp_linearize_jacfwd(self, op, dtype):
        """Forward-mode AD of every input and both results (y, residual_out)."""
        shape = (3, 5, 72)
        x, w, b, r = random_inputs(27, shape, dtype, "f32", bias=True, residual=True)
        primals = (x, w, b, r)
        keys = jax.random.split(jax.random.key(28), 4)
        tangents = tuple(jax.random.normal(k, p.shape).astype(p.dtype)
                         for k, p in zip(keys, primals))

        def f(x, w, b, r):
            return self.call(op, x, w, b, r, prenorm=True, weight_offset=0.5,
                             residual_dtype=jnp.float32)

        (y, h), (y_t, h_t) = jax.jit(lambda p, t: jax.jvp(f, p, t))(primals, tangents)
        center = OPS[op][1]
        order = [0, 3, 1, 2]  # the oracle takes (x, residual, weight, bias)
        y_exp, h_exp = oracle.jvp(center, [primals[i] for i in order],
                                  [tangents[i] for i in order], weight_offset=0.5)
        tolerances.assert_close(y_t, y_exp, tolerances.grad(dtype), "y tangent")
        tolerances.assert_close(h_t, h_exp, tolerances.grad(jnp.float32), "residual_out tangent")
        _, f_lin = jax.linearize(f, *primals)
        tolerances.assert_close(f_lin(*tangents)[0], y_exp, tolerances.grad(dtype), "linearize")
        jac = jax.jacfwd(lambda w: f(x, w, b, r)[0])(w)  # (..., N, N): one column per w[j]
        basis = np.eye(w.shape[0])[:, 5]
        col, _ = oracle.jvp(center, (x, r, w, b), (0 * x, 0 * r, basis, 0 * b), weight_offset=0.5)
        tolerances.assert_close(jac[..., 5], col, tolerances.grad(dtype), "jacfwd column")

    @pytest.mark.parametrize("op", OPS)
    def test_hessian_vector_product(self, op):
        """jax.hessian (forward over reverse) against differences of the float64 gradient."""
        x, w, b, _ = random_inputs(29, (2, 24), jnp.float32, "f32", bias=True)
        center = OPS[op][1]

        def loss(x):
            return jnp.sum(jnp.sin(self.call(op, x, w, b)))

        def oracle_grad(x):
            y, h, mean, rstd = oracle.forward(center, x, weight=w, bias=b)
            return oracle.vjp(center, h, mean, rstd, np.cos(y), w)[0]

        v = np.asarray(jax.random.normal(jax.random.key(30), x.shape))
        hvp = jnp.tensordot(jax.jit(jax.hessian(loss))(x), v, axes=2)
        step = 1e-4
        x64 = np.asarray(x, np.float64)
        expected = (oracle_grad(x64 + step * v) - oracle_grad(x64 - step * v)) / (2 * step)
        tolerances.assert_close(hvp, expected, (1e-3, 1e-3), "hessian @ v")

    @pytest.mark.parametrize("bias_kind", ["per_head", "shared"])
    @pytest.mark.parametrize("k", [2, 3])
    @pytest.mark.parametrize("dtype", [jnp.float32, jnp.bfloat16], ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("op", OPS)
    def test_per_head_weight_and_bias(self, op, dtype, k, bias_kind):
        """weight of x.shape[-k:] (e.g. (H, D) for QK-norm): the norm is still over the last axis,
        row r scales by its own weight row, and the gradients have the weight's shape."""
        shape = (2, 3, 4, 40)
        vshape = shape[-k:]
        x, _, _, r = random_inputs(31, shape, dtype, "f32", residual=True)
        keys = jax.random.split(jax.random.key(32), 2)
        w = 1.0 + 0.5 * jax.random.normal(keys[0], vshape)
        b = 0.3 * jax.random.normal(keys[1], vshape if bias_kind == "per_head" else shape[-1:])
        dy = jax.random.normal(jax.random.key(33), shape).astype(dtype)
        y, vjp = jax.vjp(lambda x, w, b, r: self.call(op, x, w, b, r, weight_offset=0.25,
                                                      residual_dtype=jnp.float32), x, w, b, r)
        dx, dw, db, dr = jax.jit(vjp)(dy)
        center = OPS[op][1]
        y_exp, h, mean, rstd = oracle.forward(center, x, r, w, b, weight_offset=0.25)
        tolerances.assert_close(y, y_exp, tolerances.value(dtype), "y")
        dh, dw_exp, db_exp = oracle.vjp(center, h, mean, rstd, dy, w, weight_offset=0.25)
        if bias_kind == "shared":
            db_exp = db_exp.reshape(-1, shape[-1]).sum(0)
        assert dw.shape == w.shape and db.shape == b.shape
        rows = int(np.prod(shape[:-1]))
        tolerances.assert_close(dx, dh, tolerances.grad(dtype), "dx")
        tolerances.assert_close(dr, dh, tolerances.grad(dtype), "dresidual")
        tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(jnp.float32, rows), "dw")
        tolerances.assert_close(db, db_exp, tolerances.weight_grad(jnp.float32, rows), "db")

    @pytest.mark.parametrize("op", OPS)
    def test_per_head_weight_under_vmap_and_jvp(self, op):
        x, _, _, _ = random_inputs(34, (5, 6, 3, 16), jnp.float32)
        w = 1.0 + 0.5 * jax.random.normal(jax.random.key(35), (3, 16))
        center = OPS[op][1]
        y = jax.vmap(lambda x: self.call(op, x, w))(x)
        tolerances.assert_close(y, oracle.forward(center, x, weight=w)[0],
                                tolerances.value(jnp.float32), "vmap")
        dw = jax.grad(lambda w: jnp.sum(jnp.sin(jax.vmap(lambda x: self.call(op, x, w))(x))))(w)
        yv, h, mean, rstd = oracle.forward(center, x, weight=w)
        dw_exp = oracle.vjp(center, h, mean, rstd, np.cos(yv), w)[1]
        tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(jnp.float32, 90), "vmap dw")
        t = jax.random.normal(jax.random.key(36), w.shape)
        _, y_t = jax.jvp(lambda w: self.call(op, x, w), (w,), (t,))
        expected, _ = oracle.jvp(center, (x, None, w, None), (0 * x, None, t, None))
        tolerances.assert_close(y_t, expected, tolerances.grad(jnp.float32), "jvp")

    @pytest.mark.parametrize("op", OPS)
    def test_check_grads_f32(self, op):
        x, w, b, r = random_inputs(5, (3, 4, 24), jnp.float32, "f32", bias=True, residual=True)
        jax.test_util.check_grads(
            lambda x, w, b, r: self.call(op, x, w, b, r, prenorm=True), (x, w, b, r), order=1,
            modes=("rev",), atol=2e-2, rtol=2e-2, eps=1e-2)

    @pytest.mark.parametrize("n", [192, 256, 1024, 4096, 32768, 131072, 262144])
    @pytest.mark.parametrize("op", OPS)
    def test_quack_grid_hidden_sizes(self, op, n):
        """Quack's N grid at the row counts CPU time allows (M * N <= 2^22)."""
        for m in (1, 199, 8192):
            if m * n > self.hidden_size_grid_max_elements:
                continue
            x, w, _, _ = random_inputs(6, (m, n), jnp.bfloat16, "f32")
            y = jax.jit(lambda x, w: self.call(op, x, w))(x, w)
            expected, *_ = oracle.forward(OPS[op][1], x, weight=w)
            tolerances.assert_close(y, expected, tolerances.value(jnp.bfloat16), f"M={m}")

    @pytest.mark.parametrize("op", OPS)
    def test_out_and_residual_dtypes_are_honoured(self, op):
        x, w, _, r = random_inputs(7, (5, 96), jnp.bfloat16, "f32", residual=True)
        y, res = self.call(op, x, w, residual=r, prenorm=True, out_dtype=jnp.float32,
                           residual_dtype=jnp.float32)
        assert y.dtype == jnp.float32 and res.dtype == jnp.float32
        y_exp, h, *_ = oracle.forward(OPS[op][1], x, r, w)
        tolerances.assert_close(y, y_exp, tolerances.value(jnp.float32))
        tolerances.assert_close(res, h, tolerances.value(jnp.float32))

    @pytest.mark.parametrize("op", OPS)
    def test_large_mean_keeps_precision(self, op):
        """|mean| >> std: E[x^2] - mean^2 cancels catastrophically in f32; two-pass does not."""
        x, w, _, _ = random_inputs(8, (16, 512), jnp.float32, "f32", offset=1000.0)
        y = self.call(op, x, w)
        expected, *_ = oracle.forward(OPS[op][1], x, weight=w)
        tolerances.assert_close(y, expected, (2e-3, 2e-3))

    @pytest.mark.parametrize("op", OPS)
    def test_nonfinite_inputs_propagate_like_the_reference(self, op):
        x, w, _, _ = random_inputs(9, (4, 32), jnp.float32, "f32")
        x = x.at[1, 3].set(jnp.nan).at[2, 5].set(jnp.inf)
        y = np.asarray(self.call(op, x, w))
        ref = np.asarray(OPS[op][0](x, w, implementation="xla"))
        np.testing.assert_array_equal(np.isnan(y), np.isnan(ref))
        np.testing.assert_array_equal(np.isinf(y), np.isinf(ref))
        assert np.isnan(y[1]).all() and np.isnan(y[2, 5])
        assert np.isfinite(y[[0, 3]]).all()

    @pytest.mark.parametrize("dtype", [jnp.bfloat16, jnp.float16], ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("op", OPS)
    def test_gh13_16bit_residual_backward_is_the_gradient_at_the_saved_h(self, op, dtype):
        """residual_out is h rounded to 16 bits; the backward sees only that h, so it must be the
        gradient at it (rows with |mean| >> std make the difference large)."""
        shape = (16, 256)
        x, w, _, r = random_inputs(21, shape, jnp.float32, "f32", residual=True)
        x = (64.0 + 0.05 * x).astype(dtype)
        r = (0.05 * r).astype(dtype)
        dy = jax.random.normal(jax.random.key(22), shape).astype(dtype)

        def loss(x, w, r):
            y, h = self.call(op, x, w, residual=r, prenorm=True)
            return jnp.sum(y.astype(jnp.float32) * dy.astype(jnp.float32)), h

        (dx, dw, dr), h = jax.jit(jax.grad(loss, argnums=(0, 1, 2), has_aux=True))(x, w, r)
        center = OPS[op][1]

        def gradient_at(h_used):
            _, h64, mean, rstd = oracle.forward(center, h_used)
            dh, dw_exp, _ = oracle.vjp(center, h64, mean, rstd, dy, w)
            tolerances.assert_close(dx, dh, tolerances.grad(dtype), "dx")
            tolerances.assert_close(dr, dh, tolerances.grad(dtype), "dresidual")
            # |mean| / std ~ 10^3: centring in f32 costs that factor of f32's precision.
            tolerances.assert_close(dw, dw_exp, (1e-3, 1e-3), "dweight")

        try:
            gradient_at(h)  # the saved, rounded h
        except AssertionError:
            # XLA on GPUs may keep the f32 h inside one program (excess precision) instead of
            # the rounded one: the gradient must then be the exact one at the f32 h.
            gradient_at(x.astype(jnp.float32) + r.astype(jnp.float32))

    @pytest.mark.parametrize("residual_dtype", [jnp.bfloat16, jnp.float16],
                             ids=lambda d: np.dtype(d).name)
    @pytest.mark.parametrize("op", OPS)
    def test_without_prenorm_the_saved_h_keeps_the_precision_of_the_sum(self, op, residual_dtype):
        """float32 x with a 16-bit residual and prenorm=False: no residual_out is returned, so h
        is saved as the f32 sum, not rounded to the residual's dtype, and x's gradient is as
        accurate as f32 math (the rounded h cost 2.8e-3 relative)."""
        shape = (16, 256)
        x, w, b, r = random_inputs(41, shape, jnp.float32, "f32", bias=True, residual=True)
        r = r.astype(residual_dtype)
        dy = jax.random.normal(jax.random.key(42), shape)
        y, vjp = jax.vjp(lambda x, w, b, r: self.call(op, x, w, b, r), x, w, b, r)
        dx, dw, db, dr = jax.jit(vjp)(dy)
        center = OPS[op][1]
        y_exp, h, mean, rstd = oracle.forward(center, x, r, w, b)
        dh, dw_exp, db_exp = oracle.vjp(center, h, mean, rstd, dy, w)
        assert (y.dtype, dx.dtype, dr.dtype) == (jnp.float32, jnp.float32, residual_dtype)
        tolerances.assert_close(y, y_exp, tolerances.value(jnp.float32), "y")
        tolerances.assert_close(dx, dh, tolerances.grad(jnp.float32), "dx")
        tolerances.assert_close(dr, dh, tolerances.grad(residual_dtype), "dresidual")
        rows = shape[0]
        tolerances.assert_close(dw, dw_exp, tolerances.weight_grad(jnp.float32, rows), "dw")
        tolerances.assert_close(db, db_exp, tolerances.weight_grad(jnp.float32, rows), "db")

    def test_gh13_layernorm_of_one_element_has_zero_gradient(self):
        x = jnp.full((3, 1), 64.3, jnp.bfloat16)
        r = jnp.full((3, 1), 0.1, jnp.bfloat16)
        dx, dr = jax.grad(lambda x, r: jnp.sum(self.call("layernorm", x, residual=r).astype(
            jnp.float32)), argnums=(0, 1))(x, r)
        assert np.array_equal(np.asarray(dx, np.float32), np.zeros((3, 1)))
        assert np.array_equal(np.asarray(dr, np.float32), np.zeros((3, 1)))
