"""``python -m jax_flynorm.selftest --shipped``: one launch of every kernel the archive ships for
the device's arch, against a float64 oracle.

The calls come from the archive's manifest: each forward variant (op, dtypes, weight, bias,
residual, per-head weights, quantized output) in each size class at its smallest and largest N,
3 rows (a specialised kernel at its N and the fewest rows that take it), through the public
functions with ``implementation="flydsl"`` and ``jax.value_and_grad``, so each call launches a
forward and its backward (a quantized forward has none; LayerNorm after a 16-bit residual also
runs without prenorm, which takes the backward that recomputes the statistics without
dresidual_out). Which shipped kernels ran is recorded as the lowering picks them; a kernel the
archive holds that no call reached is listed.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time

import jax
import jax.numpy as jnp
import numpy as np

from . import _tolerances
from .backends import flydsl
from .backends.flydsl.kernels import prebuilt
from .backends.flydsl.kernels.spec import KernelSpec, recorded_spec

ROWS = 3
HEADS = 2
EPS = 1e-6
_JNP = {"bf16": jnp.bfloat16, "f16": jnp.float16, "f32": jnp.float32}
_QUANT = {"i8": "int8", "f8e4m3fn": "float8_e4m3fn", "f8e4m3fnuz": "float8_e4m3fnuz"}


@dataclasses.dataclass(frozen=True)
class Call:
    """One call of the public API that runs shipped kernels."""

    op: str
    x: str
    weight: str | None
    bias: str | None
    residual: bool
    prenorm: bool
    heads: int
    quant: str | None  # the quantized dtype (KernelSpec.out_dtype), or None
    mode: str | None  # dynamic, static or smooth
    n: int
    rows: int = ROWS
    group: int = 0  # columns per scale (0: one per row)
    out: str | None = None  # y's dtype where it is not x's
    residual_dtype: str | None = None  # the residual stream's where it is not x's

    @property
    def label(self) -> str:
        parts = [self.op, self.x, f"w={self.weight}", f"b={self.bias}"]
        if self.residual:
            parts.append("residual" + (f"={self.residual_dtype}" if self.residual_dtype else "")
                         + ("+prenorm" if self.prenorm else ""))
        if self.out:
            parts.append(f"y={self.out}")
        if self.heads > 1:
            parts.append(f"heads={self.heads}")
        if self.quant:
            parts.append(f"{self.quant}/{self.mode}" + (f"/g{self.group}" if self.group else ""))
        return " ".join(parts) + f" {self.rows}x{self.n}"


def _ends(spec: KernelSpec) -> list[int]:
    """The smallest and largest N of a generic kernel's class (its N if specialised)."""
    if not spec.generic:
        return [spec.n]
    vec = spec.vec
    first = -(-spec.n_min // vec) * vec
    last = spec.n - spec.n % vec if vec > 1 else spec.n - (1 - spec.n % 2)
    if vec == 1:  # the unaligned class: odd N at both ends
        first = 1
    return sorted({first, last})


def calls(arch: str) -> list[Call]:
    """Every call of ``arch``'s archive (module docstring), smallest N first."""
    man = prebuilt.manifest(arch)
    if man is None:
        raise RuntimeError(f"no current kernel archive for {arch} ({prebuilt.archive_path(arch)})")
    out = []
    for entry in man["kernels"].values():
        spec = recorded_spec(entry["spec"])
        if spec.direction != "fwd":
            continue
        quant = spec.out_dtype if spec.quant_dtype else None
        mode = (None if not quant else "smooth" if spec.has_smooth
                else "static" if spec.static_scale else "dynamic")
        wide = spec.residual_dtype if spec.residual_dtype not in (None, spec.x_dtype) else None
        prenorms = [False]
        if spec.has_residual:
            # A 16-bit h rounded for LayerNorm's backward, or an f32 stream under 16-bit rows:
            # without prenorm the backward takes another kernel (no dresidual_out).
            rounded = spec.op == "layernorm" and spec.x_dtype != "f32" and not quant
            prenorms = [True, False] if rounded or wide else [True]
        out_dtype = spec.out_dtype if not quant and spec.out_dtype != spec.x_dtype else None
        for n in _ends(spec):
            if spec.group_size and n % spec.group_size:
                n -= n % spec.group_size  # whole groups (the class's smallest N holds one)
                n = n or spec.group_size
            for prenorm in prenorms:
                out.append(Call(spec.op, spec.x_dtype, spec.weight_dtype, spec.bias_dtype,
                                spec.has_residual, prenorm, HEADS if spec.heads != 1 else 1,
                                quant, mode, n, _rows(spec), spec.group_size, out_dtype, wide))
    return sorted(set(out), key=lambda c: (c.n, c.label))


def _rows(spec: KernelSpec) -> int:
    """ROWS, or for a specialised kernel the fewest rows whose tiling is the one it ships with
    (the lowering takes it only then, prebuilt.find)."""
    if spec.generic:
        return ROWS
    config = prebuilt.load(spec).config
    return next((r for r in (ROWS, 64, 256, 1024, 4096, 16384)
                 if spec.default_config(r) == config), ROWS)


@contextlib.contextmanager
def recording_kernels():
    """Yields a set that collects the archive ids of the shipped kernels the lowering picks
    (``None`` for a kernel FlyDSL compiled)."""
    used, inner = set(), flydsl._kernel

    def record(spec, rows):
        kernel = inner(spec, rows)
        shipped = prebuilt.load(kernel.spec)
        used.add(prebuilt.kernel_id(kernel.spec) if shipped is not None
                 and shipped.hsaco == kernel.hsaco else None)
        return kernel

    flydsl._kernel = record
    try:
        yield used
    finally:
        flydsl._kernel = inner


def oracle(center: bool, h, weight, bias):
    """float64 forward: y, mean, rstd over the last axis."""
    mean = h.mean(-1, keepdims=True) if center else np.zeros(h.shape[:-1] + (1,))
    c = h - mean
    rstd = 1 / np.sqrt((c * c).mean(-1, keepdims=True) + EPS)
    y = c * rstd
    if weight is not None:
        y = y * weight
    if bias is not None:
        y = y + bias
    return y, mean, rstd


def oracle_vjp(center: bool, h, mean, rstd, dy, weight):
    """float64 backward: dh, dweight, dbias (summed over the rows, per head)."""
    xhat = (h - mean) * rstd
    g = dy * weight if weight is not None else dy
    n = h.shape[-1]
    dh = g - xhat * (g * xhat).sum(-1, keepdims=True) / n
    if center:
        dh = dh - g.sum(-1, keepdims=True) / n
    rows = tuple(range(h.ndim - (2 if weight is not None and weight.ndim == 2 else 1)))
    return dh * rstd, (dy * xhat).sum(rows), dy.sum(rows)


def _arrays(call: Call, rng):
    shape = (call.rows, call.heads, call.n) if call.heads > 1 else (call.rows, call.n)
    vec = (call.heads, call.n) if call.heads > 1 else (call.n,)
    x = jnp.asarray(rng.standard_normal(shape) * 2 + 0.5, _JNP[call.x])
    w = jnp.asarray(1 + 0.1 * rng.standard_normal(vec), _JNP[call.weight]) if call.weight else None
    b = jnp.asarray(0.1 * rng.standard_normal(vec), _JNP[call.bias]) if call.bias else None
    r = (jnp.asarray(rng.standard_normal(shape), _JNP[call.residual_dtype or call.x])
         if call.residual else None)
    return x, w, b, r


def _f64(a):
    return None if a is None else np.asarray(jnp.asarray(a, jnp.float32), np.float64)


def _excess(got, want, tol) -> tuple[float, float]:
    """(max |got - want|, the worst ratio of that error to the tolerance: <= 1 passes)."""
    got = _f64(got)
    err = np.abs(got - want)
    bound = tol[0] + tol[1] * np.abs(want)
    return float(err.max(initial=0.0)), float((err / bound).max(initial=0.0))


def check(call: Call, seed: int = 0) -> dict:
    """One call: each output and gradient against the float64 oracle. Returns ok, errors
    (name -> max |error|) and worst (name -> error / tolerance)."""
    rng = np.random.default_rng(seed)
    x, w, b, r = _arrays(call, rng)
    fn = getattr(__import__("jax_flynorm"), call.op)
    center = call.op == "layernorm"
    h = _f64(x) + (_f64(r) if r is not None else 0)
    want, mean, rstd = oracle(center, h, _f64(w), _f64(b))
    results = {}
    if call.quant:
        results.update(_check_quant(call, fn, x, w, b, r, want, rng))
    else:
        # Cotangents exact in the outputs' dtypes: they reach the kernel in them.
        y_dtype, stream = _JNP[call.out or call.x], _JNP[call.residual_dtype or call.x]
        dy = jnp.asarray(rng.standard_normal(x.shape), y_dtype).astype(jnp.float32)
        dres = jnp.asarray(rng.standard_normal(x.shape), stream).astype(jnp.float32)

        def loss(x, w, b, r):
            out = fn(x, w, bias=b, residual=r, eps=EPS, prenorm=call.prenorm,
                     out_dtype=call.out and y_dtype, residual_dtype=call.residual_dtype and stream,
                     implementation="flydsl")
            outs = out if call.prenorm else (out,)
            total = jnp.sum(outs[0].astype(jnp.float32) * dy)
            if call.prenorm:
                total = total + jnp.sum(outs[1].astype(jnp.float32) * dres)
            return total, outs

        grad = jax.jit(jax.value_and_grad(loss, argnums=(0, 1, 2), has_aux=True))
        (_, outs), grads = jax.block_until_ready(grad(x, w, b, r))
        value = _tolerances.value(y_dtype)
        results["y"] = _excess(outs[0], want, value)
        if call.prenorm:
            results["residual_out"] = _excess(outs[1], h, _tolerances.value(stream))
        # The backward reads h as saved (rounded to the residual stream's dtype).
        saved = _f64(jnp.asarray(h, stream)) if call.residual else h
        _, mean, rstd = oracle(center, saved, None, None)
        dh, dw, db = oracle_vjp(center, saved, mean, rstd, _f64(dy), _f64(w))
        if call.prenorm:
            dh = dh + _f64(dres)
        tol = _tolerances.grad(_JNP[call.x])
        if call.residual:
            tol = _tolerances.with_rounded_input(tol, stream, dh)
        results["dx"] = _excess(grads[0], dh, tol)
        if w is not None:
            tol = _tolerances.weight_grad(_JNP[call.weight], call.rows)
            if call.residual:  # xhat from the rounded h, the statistics from the exact one
                tol = _tolerances.with_rounded_input(tol, stream, dw)
            results["dweight"] = _excess(grads[1], dw, tol)
        if b is not None:
            results["dbias"] = _excess(grads[2], db,
                                       _tolerances.weight_grad(_JNP[call.bias], call.rows))
    return {"ok": all(v[1] <= 1 for v in results.values()),
            "errors": {k: v[0] for k, v in results.items()},
            "worst": {k: v[1] for k, v in results.items()}}


def _check_quant(call: Call, fn, x, w, b, r, want, rng) -> dict:
    """The quantized forward: values * scale within one quantization step of the oracle's y
    (times the smooth vector), the step being the scale (int8) or one e4m3 step (2^-3 of the
    value, or of the subnormal step near 0)."""
    from .quantize import Quantize

    dtype = _QUANT[call.quant]
    qmax = float(jnp.finfo(dtype).max) if "float8" in dtype else 127.0
    options = {}
    if call.mode == "smooth":
        smooth = np.exp(0.3 * rng.standard_normal(call.n)).astype(np.float32)
        options["smooth"] = jnp.asarray(smooth)
        want = want * smooth
    if call.mode == "static":
        options["scale"] = jnp.float32(np.abs(want).max() / qmax)
    if call.group:
        options["group_size"] = call.group
    q = Quantize(dtype, **options)
    out = jax.block_until_ready(jax.jit(lambda x, w, b, r: fn(
        x, w, bias=b, residual=r, eps=EPS, prenorm=call.prenorm, quantize=q,
        implementation="flydsl"))(x, w, b, r))
    values = out[0] if isinstance(out, tuple) and not hasattr(out, "values") else out
    scale = np.asarray(values.scale, np.float64)
    if call.group:  # one scale per group of columns
        scale = np.repeat(scale, call.group, axis=-1)
    elif scale.ndim:
        scale = scale.reshape(scale.shape + (1,))
    got = _f64(values.values.astype(jnp.float32)) * scale
    err = np.abs(got - want)
    bound = (scale * (1.0 + 1e-6) if "int8" in dtype
             else np.abs(want) * 2.0**-3 + scale * 2.0**-8) + 1e-30
    return {"y": (float(err.max(initial=0.0)), float((err / bound).max(initial=0.0)))}


def run(arch: str, selected: list[Call] | None = None, log=print) -> dict:
    """Every call (or ``selected``) on this machine's flydsl backend: a line per call, then the
    count, the worst errors and the archive's kernels no call reached."""
    todo = calls(arch) if selected is None else selected
    start, failed, worst = time.time(), [], []
    with recording_kernels() as used:
        for i, call in enumerate(todo):
            try:
                result = check(call, seed=i)
            except Exception as exc:  # noqa: BLE001  (one table for the bug report)
                failed.append(call.label)
                log(f"{call.label:60s} ERROR {type(exc).__name__}: {exc}".splitlines()[0])
                continue
            name = max(result["worst"], key=result["worst"].get)
            worst.append((result["worst"][name], call.label, name, result["errors"][name]))
            if not result["ok"]:
                failed.append(call.label)
            errs = "  ".join(f"{k}={v:.2e}" for k, v in result["errors"].items())
            log(f"{call.label:60s} {'pass' if result['ok'] else 'FAIL'}  max|err| {errs}")
    man = prebuilt.manifest(arch) or {"kernels": {}}
    missed = sorted(recorded_spec(man["kernels"][k]["spec"]).kernel_name
                    for k in set(man["kernels"]) - used)
    worst.sort(reverse=True)
    log(f"{len(todo) - len(failed)}/{len(todo)} calls passed on {arch} in "
        f"{time.time() - start:.0f} s; {len(used - {None})} of the archive's "
        f"{len(man['kernels'])} kernels ran" + ("; a kernel compiled by FlyDSL ran (not shipped)"
                                                 if None in used else ""))
    for ratio, label, name, err in worst[:5]:
        log(f"  worst: {label} {name} |err| {err:.2e} ({ratio:.2f} of its tolerance)")
    if selected is None and missed:
        log(f"  not reached by any call ({len(missed)}): " + ", ".join(missed[:10])
            + (" ..." if len(missed) > 10 else ""))
    return {"calls": len(todo), "failed": failed, "kernels_run": len(used - {None}),
            "kernels": len(man["kernels"]), "missed": missed, "worst": worst[:5],
            "seconds": time.time() - start}


def arch() -> str:
    """The arch the flydsl backend targets here (the device's; JAX_FLYNORM_ROCM_ARCH)."""
    return flydsl.target_archs()[0]
