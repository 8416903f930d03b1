"""jax_flynorm.maxtext: install() makes MaxText's RMSNorm compute with jax_flynorm.

Two kinds of test: against a stand-in module shaped like MaxText's (its class attribute patched,
run everywhere), and against MaxText's own classes whenever MaxText is importable (skipped
otherwise). Values are held to the float64 oracle and to MaxText's own method.
"""

from __future__ import annotations

import enum
import subprocess
import sys
import types

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import jax_flynorm.maxtext as jfm
from tests import oracle
from tests.sharding_support import close


class _Mode(enum.Enum):
    AUTO = "auto"
    EXPLICIT = "explicit"


class _Param:
    """An nnx.Param: read with `get_value()` (RMSNorm) or `[...]` (Gpt3LayerNorm)."""

    def __init__(self, value):
        self.value = value

    def get_value(self):
        return self.value

    def __getitem__(self, index):
        return self.value


class StandIn:
    """The attributes and call signature MaxText's RMSNorm has; its own math is plain jnp."""

    def __init__(self, num_features, epsilon=1e-6, dtype=jnp.float32, scale_offset=0.0,
                 with_scale=True, scale=None, shard_mode=_Mode.AUTO):
        self.epsilon, self.dtype, self.scale_offset = epsilon, dtype, scale_offset
        self.with_scale, self.shard_mode = with_scale, shard_mode
        self.parameter_memory_host_offload = False
        self.scale = _Param(jnp.ones(num_features) if scale is None else scale)

    def __call__(self, x, out_sharding=None):
        raise AssertionError("the stand-in's own method runs only when not patched")


class L2NormStandIn:
    """MaxText's llama4 L2Norm (attentions.py): ``x * rsqrt(mean(x**2) + eps)``."""

    def __init__(self, eps=1e-6):
        self.eps = eps

    def __call__(self, x):
        raise AssertionError("the stand-in's own method runs only when not patched")


class Gpt3StandIn:
    """The attributes and call signature of MaxText's Gpt3LayerNorm (gpt3.py)."""

    def __init__(self, scale, bias=None, epsilon=1e-6, dtype=jnp.float32,
                 reductions_in_fp32=False):
        self.epsilon, self.dtype, self.reductions_in_fp32 = epsilon, dtype, reductions_in_fp32
        self.parameter_memory_host_offload = False
        self.scale = _Param(scale)
        self.bias = None if bias is None else _Param(bias)

    def __call__(self, x, out_sharding=None):
        raise AssertionError("the stand-in's own method runs only when not patched")


def l2norm_stand_in(x, dim=-1, eps=1e-6):
    """MaxText's qwen3_next l2norm (normalizations.py), its own jnp math."""
    return x * jax.lax.rsqrt((x * x).sum(axis=dim, keepdims=True) + jnp.array(eps, x.dtype))


@pytest.fixture
def stand_in(monkeypatch):
    pkg = types.ModuleType("maxtext")
    layers = types.ModuleType("maxtext.layers")
    norms = types.ModuleType("maxtext.layers.normalizations")
    attentions = types.ModuleType("maxtext.layers.attentions")
    models = types.ModuleType("maxtext.models")
    qwen3 = types.ModuleType("maxtext.models.qwen3")  # imports l2norm by name, as MaxText's does
    gpt3 = types.ModuleType("maxtext.models.gpt3")
    norms.RMSNorm, norms.l2norm = StandIn, l2norm_stand_in
    attentions.L2Norm, qwen3.l2norm = L2NormStandIn, l2norm_stand_in
    gpt3.Gpt3LayerNorm = Gpt3StandIn
    pkg.layers, layers.normalizations, layers.attentions = layers, norms, attentions
    pkg.models, models.qwen3, models.gpt3 = models, qwen3, gpt3
    for name, mod in (("maxtext", pkg), ("maxtext.layers", layers),
                      ("maxtext.layers.normalizations", norms),
                      ("maxtext.layers.attentions", attentions), ("maxtext.models", models),
                      ("maxtext.models.qwen3", qwen3), ("maxtext.models.gpt3", gpt3)):
        monkeypatch.setitem(sys.modules, name, mod)
    original = StandIn.__call__, L2NormStandIn.__call__, Gpt3StandIn.__call__
    yield StandIn
    jfm.uninstall()
    assert (StandIn.__call__, L2NormStandIn.__call__, Gpt3StandIn.__call__) == original
    assert norms.l2norm is qwen3.l2norm is l2norm_stand_in


def test_importing_jax_flynorm_never_imports_maxtext(tmp_path):
    code = ("import sys, jax_flynorm, jax_flynorm.maxtext; "
            "assert not any(m.split('.')[0] == 'maxtext' for m in sys.modules), 'imported'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=tmp_path,
                   env={"PYTHONPATH": ":".join(sys.path), "JAX_PLATFORMS": "cpu"})


@pytest.mark.parametrize("offset", [0.0, 1.0])
def test_install_patches_the_class_and_uninstall_restores_it(stand_in, offset):
    rng = np.random.default_rng(3)
    x = rng.standard_normal((4, 6, 32)).astype(np.float32)
    w = rng.standard_normal(32).astype(np.float32)
    layer = stand_in(32, epsilon=1e-5, scale=jnp.asarray(w), scale_offset=offset)
    jfm.install(implementation="cpu")
    assert jfm.is_installed()
    close(layer(x), oracle.forward(False, x, weight=w, eps=1e-5, weight_offset=offset)[0])
    jfm.uninstall()
    assert not jfm.is_installed()
    with pytest.raises(AssertionError, match="not patched"):
        layer(x)


def test_leaving_an_inner_installed_block_keeps_the_outer_one(stand_in):
    x = np.random.default_rng(13).standard_normal((3, 32)).astype(np.float32)
    layer = stand_in(32, dtype=jnp.bfloat16)
    with jfm.installed(implementation="cpu"):
        with jfm.installed(implementation="xla", maxtext_rounding=True):
            assert jfm.is_installed()
        assert jfm.is_installed()
        # The outer block's settings again: y rounded once, from float32, by the CPU call.
        hlo = jax.jit(lambda x: layer(x)).lower(x).as_text()
        assert "flynorm_rmsnorm_fwd" in hlo
        close(layer(x), oracle.forward(False, x)[0], atol=1e-2, rtol=1e-2)
    assert not jfm.is_installed()
    jfm.install(implementation="cpu")
    with jfm.installed(implementation="xla"):
        pass
    assert jfm.is_installed()  # an install() outside the block stays too


def test_install_refuses_an_unknown_implementation(stand_in):
    with pytest.raises(ValueError, match="unknown implementation 'bogus'"):
        jfm.install(implementation="bogus")
    with pytest.raises(ValueError, match="unknown implementation"):
        with jfm.installed(implementation="bogus"):
            pass
    assert not jfm.is_installed()


def test_uninstall_leaves_a_later_patch_of_another_library_in_place(stand_in):
    x = np.random.default_rng(14).standard_normal((3, 32)).astype(np.float32)
    layer = stand_in(32)
    jfm.install(implementation="cpu")
    ours = stand_in.__call__

    def theirs(self, x, out_sharding=None):
        return 2 * ours(self, x, out_sharding)

    stand_in.__call__ = theirs
    try:
        with pytest.warns(RuntimeWarning, match="patched again after install.*left in place"):
            jfm.uninstall()
        assert stand_in.__call__ is theirs
        close(layer(x), 2 * oracle.forward(False, x)[0])
    finally:
        stand_in.__call__ = ours  # the other library undoes its patch
    jfm.uninstall()  # now restores MaxText's method (the fixture checks it)
    assert not jfm.is_installed()


def _l2_oracle(x, dy, eps, mean):
    """y and dx of x * rsqrt(s + eps) (s = the mean or the sum of x**2) in float64."""
    x, dy = np.asarray(x, np.float64), np.asarray(dy, np.float64)
    n = x.shape[-1] if mean else 1
    r = 1 / np.sqrt((x * x).sum(-1, keepdims=True) / n + eps)
    return x * r, dy * r - x * r**3 * (dy * x).sum(-1, keepdims=True) / n


@pytest.mark.parametrize("which", ["llama4-L2Norm", "qwen3_next-l2norm"])
def test_l2_norms_compute_with_jax_flynorm(stand_in, monkeypatch, which):
    """llama4's L2Norm (over the mean) and qwen3_next's l2norm (over the sum: an RMSNorm with
    eps / N scaled by 1 / sqrt(N)) against their float64 math, value and gradient; the sum's eps
    matters at this scale (|x| ~ 1e-4, sum(x**2) ~ eps)."""
    import jax_flynorm

    calls = []
    real = jax_flynorm.maxtext.rmsnorm
    monkeypatch.setattr(jfm, "rmsnorm", lambda *a, **k: calls.append(k) or real(*a, **k))
    rng = np.random.default_rng(13)
    scale = 1e-4 if which.startswith("qwen3") else 1.0
    x = (scale * rng.standard_normal((3, 4, 128))).astype(np.float32)
    dy = rng.standard_normal(x.shape).astype(np.float32)
    eps = 1e-6
    qwen3 = sys.modules["maxtext.models.qwen3"]
    with jfm.installed(implementation="cpu"):
        fn = (L2NormStandIn(eps) if which.startswith("llama4")
              else lambda x: qwen3.l2norm(x, dim=-1, eps=eps))
        y = fn(x)
        dx = jax.grad(lambda x: jnp.sum(fn(x) * dy))(x)
    assert len(calls) == 2, calls  # the forward, and the gradient's
    want_y, want_dx = _l2_oracle(x, dy, eps, mean=which.startswith("llama4"))
    close(y, want_y, atol=1e-5, rtol=1e-5)
    close(dx, want_dx, atol=1e-5 * np.abs(want_dx).max(), rtol=1e-4)


@pytest.mark.parametrize("bias", [True, False])
@pytest.mark.parametrize("reductions_in_fp32", [False, True])
def test_gpt3_layernorm_computes_with_jax_flynorm(stand_in, monkeypatch, bias,
                                                   reductions_in_fp32):
    """gpt3's LayerNorm, (x - mean) * rsqrt(var + eps) * (scale + 1) + bias, against float64
    math: the value and every gradient, bf16 rows in and out (the scale and bias f32)."""
    calls = []
    real = jfm.layernorm
    monkeypatch.setattr(jfm, "layernorm", lambda *a, **k: calls.append(k) or real(*a, **k))
    rng = np.random.default_rng(16)
    n = 256
    x = (3 + 2 * rng.standard_normal((4, 8, n))).astype(jnp.bfloat16)
    scale = (0.3 * rng.standard_normal(n)).astype(np.float32)
    b = (0.5 * rng.standard_normal(n)).astype(np.float32) if bias else None
    dy = rng.standard_normal(x.shape).astype(np.float32)

    def loss(x, scale, b):
        layer = Gpt3StandIn(scale, b, epsilon=1e-5, dtype=jnp.bfloat16,
                            reductions_in_fp32=reductions_in_fp32)
        return jnp.sum(layer(x).astype(jnp.float32) * dy)

    with jfm.installed(implementation="cpu"):
        layer = Gpt3StandIn(scale, b, epsilon=1e-5, dtype=jnp.bfloat16,
                            reductions_in_fp32=reductions_in_fp32)
        y = layer(x)
        grads = jax.grad(loss, argnums=(0, 1, 2) if bias else (0, 1))(x, scale, b)
    assert calls and all(k["weight_offset"] == 1.0 for k in calls), calls
    assert y.dtype == jnp.bfloat16
    x64 = np.asarray(x, np.float64)
    mean = x64.mean(-1, keepdims=True)
    xhat = (x64 - mean) / np.sqrt(((x64 - mean) ** 2).mean(-1, keepdims=True) + 1e-5)
    w = scale.astype(np.float64) + 1
    want_y = xhat * w + (0 if b is None else b)
    dy = np.asarray(jnp.asarray(dy).astype(jnp.bfloat16), np.float64)  # y's cotangent is bf16
    g = dy * w
    want_dx = (g - g.mean(-1, keepdims=True) - xhat * (g * xhat).mean(-1, keepdims=True)) / (
        np.sqrt(((x64 - mean) ** 2).mean(-1, keepdims=True) + 1e-5))
    close(y, want_y, atol=3e-2, rtol=2e-2)
    close(grads[0], want_dx, atol=2e-2 * np.abs(want_dx).max(), rtol=2e-2)
    close(grads[1], (dy * xhat).sum((0, 1)), atol=1e-3 * np.abs(dy * xhat).sum((0, 1)).max(),
          rtol=1e-3)
    if bias:
        close(grads[2], dy.sum((0, 1)), atol=1e-3, rtol=1e-4)


def test_l2norm_over_another_axis_keeps_maxtext_math(stand_in):
    x = np.random.default_rng(14).standard_normal((4, 8)).astype(np.float32)
    with jfm.installed(implementation="cpu"):
        got = sys.modules["maxtext.layers.normalizations"].l2norm(x, dim=0)
    np.testing.assert_array_equal(got, l2norm_stand_in(x, dim=0))


def test_nested_installed_blocks_restore_the_l2_norms(stand_in):
    norms = sys.modules["maxtext.layers.normalizations"]
    qwen3 = sys.modules["maxtext.models.qwen3"]
    with jfm.installed(implementation="cpu"):
        outer = norms.l2norm, L2NormStandIn.__call__
        assert qwen3.l2norm is norms.l2norm is not l2norm_stand_in
        with jfm.installed(implementation="xla"):
            assert qwen3.l2norm is norms.l2norm is not outer[0]
        assert (norms.l2norm, L2NormStandIn.__call__) == outer and qwen3.l2norm is outer[0]


def _import_by_name(monkeypatch, name: str):
    """A MaxText module imported now that does `from maxtext.layers.normalizations import
    l2norm`."""
    module = types.ModuleType(name)
    module.l2norm = sys.modules["maxtext.layers.normalizations"].l2norm
    monkeypatch.setitem(sys.modules, name, module)
    return module


def test_a_module_imported_after_install_gets_maxtext_l2norm_back(stand_in, monkeypatch):
    jfm.install(implementation="cpu")
    late = _import_by_name(monkeypatch, "maxtext.models.late")
    assert late.l2norm is not l2norm_stand_in and jfm.is_installed()
    jfm.uninstall()
    assert late.l2norm is l2norm_stand_in
    assert not jfm.is_installed()


def test_a_module_imported_inside_an_inner_block_gets_the_outer_l2norm_back(stand_in,
                                                                          monkeypatch):
    norms = sys.modules["maxtext.layers.normalizations"]
    with jfm.installed(implementation="cpu"):
        outer = norms.l2norm
        with jfm.installed(implementation="xla"):
            late = _import_by_name(monkeypatch, "maxtext.models.late")
            assert late.l2norm is norms.l2norm is not outer
        assert late.l2norm is outer and jfm.is_installed()
    assert late.l2norm is l2norm_stand_in and not jfm.is_installed()


def test_is_installed_sees_a_patched_copy_left_in_a_module(stand_in, monkeypatch):
    """A copy of the replacement a module still holds computes with jax_flynorm: is_installed
    says so, whatever the patched attributes say."""
    jfm.install(implementation="cpu")
    late = _import_by_name(monkeypatch, "maxtext.models.late")
    copy = late.l2norm
    jfm.uninstall()
    late.l2norm = copy  # put back by hand, as another tool might
    assert jfm.is_installed()
    late.l2norm = l2norm_stand_in


def test_without_scale_normalises_only_and_takes_no_offset(stand_in):
    x = np.random.default_rng(4).standard_normal((5, 16)).astype(np.float32)
    layer = stand_in(16, with_scale=False, scale_offset=1.0, dtype=jnp.bfloat16)
    with jfm.installed(implementation="xla"):
        y = layer(x)
    assert y.dtype == jnp.bfloat16
    close(y, oracle.forward(False, x)[0], atol=1e-2, rtol=1e-2)


def test_maxtext_rounding_rounds_twice_as_maxtext_does(stand_in):
    rng = np.random.default_rng(5)
    x = rng.standard_normal((64, 128)).astype(np.float32)
    w = (1 + 0.3 * rng.standard_normal(128)).astype(np.float32)
    layer = stand_in(128, dtype=jnp.bfloat16, scale=jnp.asarray(w))
    xf = jnp.asarray(x)
    xhat = (xf * jax.lax.rsqrt(jnp.mean(xf * xf, -1, keepdims=True) + 1e-6)).astype(jnp.bfloat16)
    twice = np.asarray((xhat * jnp.asarray(w).astype(jnp.bfloat16)).astype(jnp.float32))
    with jfm.installed(implementation="cpu", maxtext_rounding=True):
        got = np.asarray(layer(x).astype(jnp.float32))
    np.testing.assert_array_equal(got, twice)
    with jfm.installed(implementation="cpu"):
        once = np.asarray(layer(x).astype(jnp.float32))
    exact = oracle.forward(False, x, weight=w)[0]
    assert np.abs(once - exact).max() <= np.abs(twice - exact).max()


def test_explicit_mode_aligns_the_scale_and_honours_out_sharding(stand_in):
    from jax.sharding import PartitionSpec as P

    if len(jax.devices()) < 4:
        pytest.skip("needs 4 host devices (tests/conftest.py sets XLA_FLAGS)")
    E = jax.sharding.AxisType.Explicit
    m = jax.make_mesh((2, 2), ("d", "t"), axis_types=(E, E), devices=jax.devices()[:4])
    rng = np.random.default_rng(6)
    x = rng.standard_normal((4, 8, 2, 16)).astype(np.float32)  # [batch, seq, heads, head_dim]
    w = rng.standard_normal(16).astype(np.float32)
    with jax.sharding.set_mesh(m):
        # A QK-norm: heads over t, head_dim not; the scale stored over t by its kernel_axes.
        layer = stand_in(16, scale=jax.device_put(w, P("t")), shard_mode=_Mode.EXPLICIT)
        xs = jax.device_put(x, P("d", None, "t", None))
        with jfm.installed(implementation="cpu"):
            y = jax.jit(lambda x: layer(x, out_sharding=P("d", "t", None, None, None)))(xs)
    assert jax.typeof(y).sharding.spec == P("d", "t", None, None)
    close(y, oracle.forward(False, x, weight=w)[0])


# ------------------------------------------------------------------------------------------------
# MaxText's own classes (run where MaxText is installed: examples/maxtext_llama2.py's environment).


def _maxtext():
    return pytest.importorskip("maxtext.layers.normalizations",
                               reason="MaxText is not installed here")


@pytest.mark.parametrize("dtype, offset", [("float32", 0.0), ("bfloat16", 0.0),
                                           ("float32", 1.0)])
def test_maxtext_rmsnorm_matches_its_own_method(dtype, offset):
    norms = _maxtext()
    from flax import nnx

    rng = np.random.default_rng(10)
    x = rng.standard_normal((2, 8, 64)).astype(np.float32)
    layer = norms.RMSNorm(64, epsilon=1e-5, dtype=jnp.dtype(dtype), scale_offset=offset,
                          scale_init=jax.nn.initializers.normal(1.0), rngs=nnx.Rngs(0))
    params = nnx.state(layer, nnx.Param)

    def loss(layer, x):
        return jnp.sum(jnp.sin(layer(x).astype(jnp.float32)))

    want = layer(x), nnx.grad(loss)(layer, x)
    with jfm.installed(implementation="cpu", maxtext_rounding=True):
        got = layer(x), nnx.grad(loss)(layer, x)
        assert jax.tree.structure(nnx.state(layer, nnx.Param)) == jax.tree.structure(params)
    tol = 1e-5 if dtype == "float32" else 1e-2
    close(got[0], want[0], atol=tol, rtol=tol)
    jax.tree.map(lambda a, b: close(a, b, atol=10 * tol, rtol=10 * tol), got[1], want[1])


def test_maxtext_l2_norms_match_their_own_math():
    norms = _maxtext()
    attentions = pytest.importorskip("maxtext.layers.attentions")
    x = np.random.default_rng(15).standard_normal((2, 8, 4, 128)).astype(np.float32)
    own = attentions.L2Norm(eps=1e-6)(x), norms.l2norm(x, dim=-1, eps=1e-6)
    with jfm.installed(implementation="cpu"):
        got = attentions.L2Norm(eps=1e-6)(x), norms.l2norm(x, dim=-1, eps=1e-6)
        hlo = jax.jit(lambda x: norms.l2norm(x)).lower(x).as_text()
    assert "flynorm_rmsnorm_fwd" in hlo
    for g, w in zip(got, own):
        close(g, w, atol=1e-5, rtol=1e-5)


def test_maxtext_global_rmsnorm_reaches_the_patch_through_super():
    norms = _maxtext()
    from flax import nnx

    x = np.random.default_rng(11).standard_normal((2, 4, 3, 16)).astype(np.float32)
    layer = norms.GlobalRMSNorm(48, rngs=nnx.Rngs(0))
    with jfm.installed(implementation="cpu"):
        hlo = jax.jit(lambda x: layer(x)).lower(x).as_text()
        y = layer(x)
    assert "flynorm_rmsnorm_fwd" in hlo
    close(y, oracle.forward(False, x.reshape(2, 4, 48))[0].reshape(x.shape))


def test_a_reduced_scale_keeps_its_gradient_unreduced(stand_in):
    """MaxText's training engine tags the parameters reduced over "data" to defer the gradient
    all-reduce: the patched norm leaves the scale's gradient unreduced, as MaxText's einsum does."""
    from jax.sharding import PartitionSpec as P

    if len(jax.devices()) < 2:
        pytest.skip("needs 2 host devices (tests/conftest.py sets XLA_FLAGS)")
    E = jax.sharding.AxisType.Explicit
    m = jax.make_mesh((2,), ("data",), axis_types=(E,), devices=jax.devices()[:2])
    rng = np.random.default_rng(12)
    x = rng.standard_normal((4, 8, 32)).astype(np.float32)
    w = rng.standard_normal(32).astype(np.float32)
    dy = rng.standard_normal(x.shape).astype(np.float32)

    def loss(scale, x):
        layer = stand_in(32, scale=scale, shard_mode=_Mode.EXPLICIT)
        return jnp.sum(layer(x) * dy)

    with jax.sharding.set_mesh(m):
        xs = jax.device_put(x, P("data"))
        ws = jax.sharding.reshard(jax.device_put(w, P()), P(None, reduced={"data"}))
        with jfm.installed(implementation="cpu"):
            grad = jax.jit(jax.grad(loss))
            compiled = grad.lower(ws, xs).compile()
            dw = compiled(ws, xs)
        whole = jax.jit(lambda g: jax.sharding.reshard(g, P()))(dw)
    assert jax.typeof(dw).sharding.spec.unreduced == {"data"}
    assert "all-reduce" not in compiled.as_text()
    _, h, _, rstd = oracle.forward(False, x, weight=w)
    close(whole, oracle.vjp(False, h, np.zeros(x.shape[:-1]), rstd, dy, weight=w)[1], atol=1e-3)
