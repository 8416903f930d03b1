"""What is timed: the norm under each backend, the plain-jnp baseline, and the four directions.

Backends: 'flydsl', 'cpu', 'pallas', 'xla' and 'auto' (the default, per
jax_flynorm.backends.AUTO_POLICY) call jax_flynorm with ``implementation=``; 'jnp' is a plain
RMSNorm/LayerNorm as a user would write it in jax.numpy (f32 statistics, no custom_vjp), so the
comparison includes what JAX's own autodiff and fusion give without this package.

With a residual the op runs prenorm-style (returns y and residual_out = x + residual), the shape
of a transformer block's fused add + norm. The backward is timed on its own: a vjp function is
built once per rotation slot by a jitted forward, and the timed call applies it to a fixed
cotangent. The loss gradient (`grad`) is `jax.jit(jax.grad(sum of the outputs))`: there the
cotangents are constants, which XLA fuses into a jnp backward but a custom call must read from
memory.

Quantized forwards (`QUANT_MODES`, `QuantCase`): the norm with ``quantize=`` under each package
backend, beside 'jnp': the plain jnp norm (y in x's dtype, as a user's norm returns it) followed by
a plain jnp quantize (`jnp_quantize`), which is what the fused op replaces.
"""

from __future__ import annotations

import dataclasses
import functools

import jax
import jax.numpy as jnp
import numpy as np

from .._bytes import OpSpec

EPS = 1e-6
PACKAGE_BACKENDS = ("flydsl", "cpu", "pallas", "xla", "auto")
ALL_BACKENDS = (*PACKAGE_BACKENDS, "jnp")


def jnp_norm(spec: OpSpec, x, weight=None, bias=None, residual=None):
    """A straightforward jnp RMSNorm/LayerNorm (f32 statistics); prenorm-style with a residual."""
    h = x.astype(jnp.float32)
    if residual is not None:
        h = h + residual.astype(jnp.float32)
    if spec.norm == "layernorm":
        mean = jnp.mean(h, axis=-1, keepdims=True)
        c = h - mean
        y = c * jax.lax.rsqrt(jnp.mean(c * c, axis=-1, keepdims=True) + EPS)
    else:
        y = h * jax.lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + EPS)
    if weight is not None:
        y = y * weight.astype(jnp.float32)
    if bias is not None:
        y = y + bias.astype(jnp.float32)
    y = y.astype(x.dtype)
    return (y, h.astype(x.dtype)) if residual is not None else y


def norm_fn(spec: OpSpec, backend: str):
    """f(args: dict) -> y, or (y, residual_out) with a residual."""
    if backend == "jnp":
        return lambda a: jnp_norm(spec, **a)
    import jax_flynorm

    op = getattr(jax_flynorm, spec.norm)

    def f(a):
        return op(a["x"], a.get("weight"), a.get("bias"), a.get("residual"), eps=EPS,
                  prenorm=spec.residual, implementation=backend)

    return f


@functools.partial(jax.jit, static_argnums=(0, 1, 2, 3))
def _build(spec: OpSpec, m: int, n: int, dtype, key):
    kx, kr, kd, kw = jax.random.split(key, 4)
    shape = (m, n)
    args = {"x": jax.random.normal(kx, shape, jnp.float32).astype(dtype)}
    if spec.residual:
        args["residual"] = jax.random.normal(kr, shape, jnp.float32).astype(dtype)
    if spec.weight:
        args["weight"] = (1.0 + 0.1 * jax.random.normal(kw, (n,), jnp.float32)).astype(dtype)
    if spec.bias:
        args["bias"] = (0.1 * jax.random.normal(kw, (n,), jnp.float32)).astype(dtype)
    dy = jax.random.normal(kd, shape, jnp.float32).astype(dtype)
    ct = (dy, (0.5 * dy).astype(dtype)) if spec.residual else dy
    return args, ct


def make_inputs(spec: OpSpec, m: int, n: int, dtype, slot: int, key):
    """(args, cotangent) for one rotation slot; every slot holds distinct buffers."""
    return _build(spec, m, n, jnp.dtype(dtype), jax.random.fold_in(key, slot))


class Case:
    """The jitted callables of one (op, backend, shape, dtype); shared by all rotation slots."""

    def __init__(self, spec: OpSpec, backend: str):
        f = norm_fn(spec, backend)
        self.fwd = jax.jit(f)
        self.make_vjp = jax.jit(lambda a: jax.vjp(f, a)[1])
        self.bwd = jax.jit(lambda vjp_fn, ct: vjp_fn(ct)[0])

        def fwdbwd(a, ct):
            out, vjp_fn = jax.vjp(f, a)
            return out, vjp_fn(ct)[0]

        self.fwdbwd = jax.jit(fwdbwd)

        def loss(a):  # a loss of the outputs: their cotangents are constants XLA can fuse
            outs = f(a)
            return sum(o.astype(jnp.float32).sum() for o in (outs if spec.residual else (outs,)))

        self.grad = jax.jit(jax.grad(loss))

    def prepare(self, direction: str, slots):
        """Per-slot argument tuples for ``getattr(self, direction)``."""
        if direction in ("fwd", "grad"):
            return [(a,) for a, _ in slots]
        if direction == "fwdbwd":
            return [(a, ct) for a, ct in slots]
        if direction == "bwd":
            return [(self.make_vjp(a), ct) for a, ct in slots]
        raise ValueError(direction)


# ------------------------------------------------------------------------------------------------
# Quantized forwards (docs/contract.md, "Quantized outputs").


@dataclasses.dataclass(frozen=True)
class QuantMode:
    """One quantization request as the benchmark times it.

    ``dtypes``: the formats the mode may be timed in, the first off ROCm; on ROCm `shipped_form`
    picks the one the arch's archive ships a kernel for (its native fp8 format first)."""

    name: str  # the --quant spelling
    dtypes: tuple[str, ...]  # int8, float8_e4m3fn and/or float8_e4m3fnuz
    group_size: int = 0  # 0: one scale per row
    static_scale: bool = False  # a per-tensor scale operand (y_amax written)
    smooth: bool = False  # smooth-quant: y times an (N,) vector first
    # The smooth vector's dtype; the shipped smooth-quant kernels take it in float32.
    smooth_dtype: str = "float32"
    # On ROCm: whether a shipped kernel serves this form (None: not looked up, off ROCm).
    shipped: bool | None = None

    @property
    def dtype(self) -> str:
        return self.dtypes[0]

    @property
    def label(self) -> str:
        """What the rows' op column shows after the op's name, e.g. fp8fnuz/g128."""
        fmt = {"int8": "int8", "float8_e4m3fn": "fp8", "float8_e4m3fnuz": "fp8fnuz"}[self.dtype]
        kind = ("tensor" if self.static_scale else f"g{self.group_size}" if self.group_size
                else "smooth" if self.smooth else "token")
        return f"{fmt}/{kind}"

    def byte_args(self) -> dict:
        """The keyword arguments of jax_flynorm._bytes.quantized_byte_terms."""
        return {"group_size": self.group_size, "static_scale": self.static_scale,
                "smooth": self.smooth, "smooth_dtype": self.smooth_dtype if self.smooth else None}


_FP8 = ("float8_e4m3fn", "float8_e4m3fnuz")
QUANT_MODES = {m.name: m for m in (
    QuantMode("int8", ("int8",)),
    QuantMode("fp8", _FP8),
    QuantMode("fp8-g128", _FP8, group_size=128),
    QuantMode("fp8-tensor", _FP8, static_scale=True),
    QuantMode("int8-smooth", ("int8",), smooth=True),
    QuantMode("fp8fnuz", ("float8_e4m3fnuz",)),
)}
DEFAULT_QUANT = ("int8", "fp8", "fp8-g128", "fp8-tensor", "int8-smooth")


def quant_kernel_spec(spec: OpSpec, mode: QuantMode, n: int, dtype, arch: str):
    """The KernelSpec the flydsl lowering builds for this quantized forward: weight, bias and
    residual in x's dtype (as `make_inputs` makes them), y in the mode's format."""
    from jax_flynorm.backends.flydsl.kernels.spec import described_spec

    x = jnp.dtype(dtype).name
    return described_spec(
        spec.norm, "fwd", n, arch, x, weight=x if spec.weight else None,
        bias=x if spec.bias else None, residual=x if spec.residual else None, quant=mode.dtype,
        static_scale=mode.static_scale, group_size=mode.group_size,
        smooth=mode.smooth_dtype if mode.smooth else None)


def shipped_form(mode: QuantMode, arch: str | None, spec: OpSpec, m: int, n: int,
                 dtype) -> QuantMode:
    """The form of ``mode`` a kernel of ``arch``'s archive serves for this cell (the lookup the
    lowering makes, prebuilt.find): its format (the arch's native fp8 first: e4m3fnuz on gfx942,
    e4m3fn on gfx950) and smooth dtype (float32, else x's) among those that ship, so the cell
    times a shipped kernel rather than one FlyDSL compiles or the portable path. Off ROCm
    (``arch`` None), ``mode`` itself; where none ships, its first form, marked unshipped."""
    if arch is None:
        return mode
    from jax_flynorm._ops import SHORT_NAMES
    from jax_flynorm.backends.flydsl.kernels import prebuilt
    from jax_flynorm.backends.flydsl.kernels.spec import NATIVE_FP8

    native = {v: k for k, v in SHORT_NAMES.items()}.get(NATIVE_FP8.get(arch))
    formats = sorted(mode.dtypes, key=lambda d: d != native)
    smooths = dict.fromkeys((mode.smooth_dtype, jnp.dtype(dtype).name)) if mode.smooth else (
        mode.smooth_dtype,)
    for fmt in formats:
        for smooth in smooths:
            form = dataclasses.replace(mode, dtypes=(fmt,), smooth_dtype=smooth)
            try:
                kernel = prebuilt.find(quant_kernel_spec(spec, form, n, dtype, arch), m)
            except (ValueError, prebuilt.ArchiveError):
                kernel = None
            if kernel is not None:
                return dataclasses.replace(form, shipped=True)
    return dataclasses.replace(mode, dtypes=(formats[0],), shipped=False)


# The per-tensor scale the benchmark passes: about the amax of a normalised row of N(0, 1) inputs
# over qmax, so that few values saturate.
_STATIC_AMAX = 4.0


def _qmax(dtype) -> float:
    dtype = jnp.dtype(dtype)
    return 127.0 if dtype == jnp.int8 else float(jnp.finfo(dtype).max)


def jnp_quantize(mode: QuantMode, y, smooth=None, scale=None):
    """A plain jnp quantize of the norm's output y, as a user would write it after the norm:
    (values, scale, amax)."""
    dtype = jnp.dtype(mode.dtype)
    qmax = _qmax(dtype)
    y = y.astype(jnp.float32)
    if smooth is not None:
        y = y * smooth.astype(jnp.float32)
    amax = None
    if scale is not None:
        q, s, amax = y / scale, scale, jnp.max(jnp.abs(y))
    elif mode.group_size:
        g = y.reshape(*y.shape[:-1], -1, mode.group_size)
        s = jnp.max(jnp.abs(g), axis=-1) / qmax
        q = (g / jnp.where(s == 0, 1.0, s)[..., None]).reshape(y.shape)
    else:
        s = jnp.max(jnp.abs(y), axis=-1) / qmax
        q = y / jnp.where(s == 0, 1.0, s)[..., None]
    q = jnp.clip(q, -qmax, qmax)
    values = (jnp.round(q) if dtype == jnp.int8 else q).astype(dtype)
    return values, s, amax


def quant_fn(spec: OpSpec, mode: QuantMode, backend: str):
    """f(args: dict) -> the quantized output (values, scale, amax), with residual_out after it
    when the op has a residual (prenorm). args holds x, weight, bias, residual, smooth and the
    per-tensor scale (qscale) as the mode needs."""
    if backend == "jnp":
        def f(a):
            out = jnp_norm(spec, a["x"], a.get("weight"), a.get("bias"), a.get("residual"))
            y, res = out if spec.residual else (out, None)
            q = jnp_quantize(mode, y, a.get("smooth"), a.get("qscale"))
            return (*q, res) if spec.residual else q
        return f
    import jax_flynorm

    op = getattr(jax_flynorm, spec.norm)

    def f(a):
        request = jax_flynorm.Quantize(mode.dtype, group_size=mode.group_size or None,
                                       scale=a.get("qscale"), smooth=a.get("smooth"))
        out = op(a["x"], a.get("weight"), a.get("bias"), a.get("residual"), eps=EPS,
                 prenorm=spec.residual, quantize=request, implementation=backend)
        q, res = out if spec.residual else (out, None)
        return (*q, res) if spec.residual else tuple(q)

    return f


def quant_operands(mode: QuantMode, n: int, dtype, key) -> dict:
    """The mode's extra operands: smooth ((N,), in the mode's smooth_dtype) and qscale."""
    extra = {}
    if mode.smooth:
        extra["smooth"] = jnp.exp(0.3 * jax.random.normal(key, (n,), jnp.float32)).astype(
            mode.smooth_dtype)
    if mode.static_scale:
        extra["qscale"] = jnp.float32(_STATIC_AMAX / _qmax(mode.dtype))
    return extra


def dequantized(out) -> jax.Array:
    """values * scale (broadcast per row or group) in f32, of quant_fn's output."""
    values, scale = out[0].astype(jnp.float32), out[1]
    if scale.ndim == 0:
        return values * scale
    groups = scale.shape[-1] if scale.ndim == values.ndim else 1
    per = values.reshape(*values.shape[:-1], groups, -1) * (
        scale if scale.ndim == values.ndim else scale[..., None])[..., None]
    return per.reshape(values.shape)


class QuantCase:
    """The jitted quantized forward of one (op, mode, backend); only the fwd direction."""

    def __init__(self, spec: OpSpec, mode: QuantMode, backend: str, extra: dict):
        self.fwd = jax.jit(quant_fn(spec, mode, backend))
        self.extra = extra

    def prepare(self, direction: str, slots):
        if direction != "fwd":
            raise ValueError(f"a quantized case times the forward only, not {direction!r}")
        return [({**a, **self.extra},) for a, _ in slots]


def quant_check(case: QuantCase, ref: QuantCase, args: dict) -> float:
    """Max |dequantized - jnp's dequantized| on one slot, relative to max|y|: a guard that both
    compute the same quantization. jnp quantizes y rounded to x's dtype, ours the f32 y, so they
    may differ by one quantization step (float8 e4m3: an eighth of a value near the top)."""
    a = dequantized(case.fwd({**args, **case.extra}))
    b = dequantized(ref.fwd({**args, **ref.extra}))
    return float(jnp.max(jnp.abs(a - b)) / jnp.maximum(jnp.max(jnp.abs(b)), np.float32(1e-30)))
