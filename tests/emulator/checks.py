"""Running one kernel spec in the CPU emulator against the float64 oracle (contract.md): shared
by the emulator test modules. Inputs are fresh random values each run; outputs start as NaN, so
unwritten elements fail."""

import math

import numpy as np

from tests import oracle
from tools.emulator import quantize, run_kernel

# Backward (M, P): one row, fewer rows than blocks, ragged tiles of rows in flight, one block
# looping over several full and partial tiles, no rows.
SHAPES = {"fwd": ((1, 1), (3, 1), (67, 1)),
          "bwd": ((1, 3), (3, 2), (67, 5), (41, 1), (0, 2))}
EPS = 1e-5
# (atol, rtol): one rounding into the stored dtype plus f32 arithmetic (as tests/tolerances.py).
VALUE_TOL = {"f32": (1e-5, 1e-5), "bf16": (1e-2, 1e-2), "f16": (2e-3, 2e-3)}
STATS_TOL = (1e-6, 2e-5)  # f32 row sums over up to 66000 elements


def close(actual, expected, tol, what):
    atol, rtol = tol
    np.testing.assert_allclose(np.asarray(actual, np.float64), expected, atol=atol, rtol=rtol,
                               err_msg=what)


def rand(rng, shape, dtype, scale=1.0, shift=0.0):
    return quantize(rng.standard_normal(shape) * scale + shift, dtype)


def by_head(a, heads):
    """Rows [m, ...] -> [m / heads, heads, ...]: row r is a row of head r % heads, which the
    oracle broadcasts against [heads, N] weights (None stays None)."""
    return None if a is None else a.reshape(-1, heads, *a.shape[1:])


def check_forward(spec, m, rng, ir=None):
    n, k = spec.n, spec.heads
    x = rand(rng, (m, n), spec.x_dtype, 2.0, 0.5)
    ins = {"x": x}
    r = w = b = None
    if spec.has_residual:
        r = ins["residual"] = rand(rng, (m, n), spec.residual_dtype)
    if spec.has_weight:
        w = rand(rng, (k, n), spec.weight_dtype, 1.0, 1.0)
        ins["weight"] = w.reshape(-1)
    if spec.has_bias:
        b = rand(rng, (k, n), spec.bias_dtype)
        ins["bias"] = b.reshape(-1)
    out, stats = run_kernel(spec, m, 1, ins, EPS, return_stats=True, ir=ir)
    center = spec.op == "layernorm"
    y, h, mean, rstd = (a.reshape(m, *a.shape[2:]) for a in oracle.forward(
        center, by_head(x, k), by_head(r, k), w, b, EPS, spec.weight_offset))
    name = f"{spec.kernel_name} {spec.arch} M={m}"
    close(out["y"], y, VALUE_TOL[spec.out_dtype], f"y of {name}")
    close(out["rstd"], rstd, STATS_TOL, f"rstd of {name}")
    if center:
        close(out["mean"], mean, (STATS_TOL[0] * 10, STATS_TOL[1]), f"mean of {name}")
    if spec.has_residual:
        close(out["residual_out"], h, VALUE_TOL[spec.residual_out_dtype],
              f"residual_out of {name}")
    return stats


def rounded_rows(rng, m, n, dtype):
    """(f32 h, h rounded to dtype): odd rows with |mean| >> std (64 and 0.1), where the statistics
    of the f32 h are visibly wrong for the rounded one; even rows as elsewhere."""
    far = (np.arange(m) % 2 == 1)[:, None]
    h32 = quantize(rng.standard_normal((m, n)) * np.where(far, 0.1, 2.0)
                   + np.where(far, 64.0, 0.5), "f32")
    return h32, quantize(h32, dtype)


def check_backward(spec, m, p, rng, ir=None, rounded_h=None):
    """With ``rounded_h`` (default: when the spec recomputes the statistics) h is a rounding of an
    f32 h (`rounded_rows`) whose statistics are handed in as the saved ones, and the expected
    gradient is the one at the rounded h: only a kernel that takes them from h passes."""
    n, k = spec.n, spec.heads
    hdt = spec.h_dtype
    center = spec.op == "layernorm"
    rounded_h = spec.recompute_stats if rounded_h is None else rounded_h
    if rounded_h:
        h32, h = rounded_rows(rng, m, n, hdt)
        _, _, saved_mean, saved_rstd = oracle.forward(center, h32, eps=EPS)
        _, _, mean, rstd = oracle.forward(center, h, eps=EPS)
    else:
        h = rand(rng, (m, n), hdt, 2.0, 0.5)
        _, _, mean, rstd = oracle.forward(center, h, eps=EPS)
        mean, rstd = saved_mean, saved_rstd = quantize(mean, "f32"), quantize(rstd, "f32")
    w = rand(rng, (k, n), spec.weight_dtype, 1.0, 1.0) if spec.has_weight else None
    dy = rand(rng, (m, n), spec.out_dtype)
    ins = {"dy": dy, "h": h, "rstd": quantize(saved_rstd, "f32")}
    if center:
        ins["mean"] = quantize(saved_mean, "f32")
    if w is not None:
        ins["weight"] = w.reshape(-1)
    dres = None
    if spec.has_dresidual_out:
        dres = ins["dresidual_out"] = rand(rng, (m, n), hdt)
    out, stats = run_kernel(spec, m, p, ins, EPS, return_stats=True, ir=ir)
    dh, _, _ = oracle.vjp(center, *(by_head(a, k) for a in (h, mean, rstd, dy)), w,
                          by_head(dres, k), spec.weight_offset)
    dh = dh.reshape(m, n)
    name = f"{spec.kernel_name} {spec.arch} M={m} P={p}"
    close(out["dx"], dh, (max(VALUE_TOL[hdt][0], 5e-5), max(VALUE_TOL[hdt][1], 1e-4)),
          f"dx of {name}")
    # Partial row blk sums the rows t * k + head, t in its run of ceil(m / (k p)) (contract.md),
    # into its columns of weight row `head`: term as [m / k, k * n] rows of t.
    per = -(-(m // k) // p) if m else 0
    xhat = (h - mean[:, None]) * rstd[:, None]
    # A mean the kernel computes is off by a few f32 ulps of |mean|, which xhat scales by rstd:
    # a known per-element error bound on top of the tolerance (large where |mean| >> std).
    xhat_err = 2.0**-21 * np.abs(mean) * rstd if rounded_h else np.zeros(m)
    for key, term, err in (("dweight_partials", dy * xhat, np.abs(dy) * xhat_err[:, None]),
                           ("dbias_partials", dy, np.zeros((m, n)))):
        if key not in out:
            continue
        term, err = term.reshape(m // k, k * n), err.reshape(m // k, k * n)
        want, slack = np.zeros((p, k * n)), np.zeros((p, k * n))
        for blk in range(p):
            lo, hi = blk * per, min(m // k, (blk + 1) * per)
            if lo < hi:
                want[blk] = term[lo:hi].sum(0)
                slack[blk] = err[lo:hi].sum(0)
        tol = (5e-5 + 5e-6 * math.sqrt(max(per, 1)), 1e-4)
        # Within `slack` of want counts as want; the tolerance applies to the rest.
        moved = want + np.clip(np.asarray(out[key], np.float64) - want, -slack, slack)
        close(out[key], moved, tol, f"{key} of {name}")
    return stats


def run_case(spec):
    seed = int(np.random.SeedSequence().entropy % (1 << 63))  # fresh inputs every run
    rng = np.random.default_rng(seed)
    for rows, p in SHAPES[spec.direction]:
        m = rows * spec.heads  # per-head weights: rows of each head
        try:
            stats = (check_forward(spec, m, rng) if spec.direction == "fwd"
                     else check_backward(spec, m, p, rng))
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}: {exc}") from None
        # The kernels never read an inactive lane and never rely on out-of-range accesses.
        assert stats["inactive_reads"] == 0, stats
        assert stats["oob_loads"] == stats["oob_stores"] == 0, stats
