"""Running one kernel spec in the CPU emulator against the float64 oracle (contract.md): shared
by the emulator test modules. Inputs are fresh random values each run; outputs start as NaN, so
unwritten elements fail."""

import math

import ml_dtypes
import numpy as np

from tests import oracle
from tests.quant_oracle import quantize64, steps_apart
from tools.emulator import quantize, run_kernel

# Backward (M, P): one row, fewer rows than blocks, ragged tiles of rows in flight, one block
# looping over several full and partial tiles, no rows.
SHAPES = {"fwd": ((1, 1), (3, 1), (67, 1)),
          "bwd": ((1, 3), (3, 2), (67, 5), (41, 1), (0, 2))}
EPS = 1e-5
# (atol, rtol): one rounding into the stored dtype plus f32 arithmetic (as _tolerances.py).
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


def check_forward(spec, m, rng, ir=None, shape=None, weight_offset=0.0):
    """``shape``: a generic kernel's (N, heads); ``weight_offset`` the run-time value the kernel
    adds to the weight."""
    n, k = shape or (spec.n, spec.heads)
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
    out, stats = run_kernel(spec, m, 1, ins, EPS, return_stats=True, ir=ir, shape=shape,
                            weight_offset=weight_offset)
    center = spec.op == "layernorm"
    y, h, mean, rstd = (a.reshape(m, *a.shape[2:]) for a in oracle.forward(
        center, by_head(x, k), by_head(r, k), w, b, EPS, weight_offset))
    name = f"{spec.kernel_name} {spec.arch} M={m} N={n}"
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


def check_backward(spec, m, p, rng, ir=None, rounded_h=None, shape=None, weight_offset=0.0):
    """With ``rounded_h`` (default: when the spec recomputes the statistics) h is a rounding of an
    f32 h (`rounded_rows`) whose statistics are handed in as the saved ones, and the expected
    gradient is the one at the rounded h: only a kernel that takes them from h passes.
    ``shape``: a generic kernel's (N, heads); ``weight_offset`` the run-time value the kernel adds
    to the weight."""
    n, k = shape or (spec.n, spec.heads)
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
    out, stats = run_kernel(spec, m, p, ins, EPS, return_stats=True, ir=ir, shape=shape,
                            weight_offset=weight_offset)
    dh, _, _ = oracle.vjp(center, *(by_head(a, k) for a in (h, mean, rstd, dy)), w,
                          by_head(dres, k), weight_offset)
    dh = dh.reshape(m, n)
    name = f"{spec.kernel_name} {spec.arch} M={m} P={p} N={n}"
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


def run_case(spec, weight_offset=0.0):
    seed = int(np.random.SeedSequence().entropy % (1 << 63))  # fresh inputs every run
    rng = np.random.default_rng(seed)
    for rows, p in SHAPES[spec.direction]:
        m = rows * spec.heads  # per-head weights: rows of each head
        try:
            stats = (check_forward(spec, m, rng, weight_offset=weight_offset)
                     if spec.direction == "fwd"
                     else check_backward(spec, m, p, rng, weight_offset=weight_offset))
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}: {exc}") from None
        # The kernels never read an inactive lane. Accesses past a resource's num_records are
        # the hardware's masking (counted, allowed); one dropped with bytes below num_records
        # loses data. (Touching memory outside every operand is an emulator error.)
        assert stats["inactive_reads"] == 0, stats
        assert stats["oob_partial"] == 0, stats


# ------------------------------------------------------------------------------------------------
# Quantized forwards.

NP_DTYPES = {"i8": np.dtype(np.int8), "f8e4m3fn": np.dtype(ml_dtypes.float8_e4m3fn),
             "f8e4m3fnuz": np.dtype(ml_dtypes.float8_e4m3fnuz)}
# The kernel's scale is max|y| / qmax of its f32 y, whose elements are within a few f32 ulps of
# the float64 y (rsqrt and row sums in f32): a relative bound of that size.
SCALE_RTOL = 4e-6
# Share of values that must equal the oracle's exactly (the rest within one step).
EXACT_SHARE = 0.99
QMAX = {"i8": 127.0, "f8e4m3fn": 448.0, "f8e4m3fnuz": 240.0}


def quantized_inputs(spec, m, rng, shape=None):
    n, k = shape or (spec.n, spec.heads)
    x = rand(rng, (m, n), spec.x_dtype, 2.0, 0.5)
    if m > 1:
        x[1] = 0.0  # a row of zeros: scale 0, values 0
    if m > 2:
        x[2, n // 3] = np.nan  # a NaN row: y is NaN, amax reads it as 0
    ins = {"x": x}
    if spec.has_residual:
        ins["residual"] = rand(rng, (m, n), spec.residual_dtype)
        if m > 1:
            ins["residual"][1] = 0.0
    if spec.has_weight:
        ins["weight"] = rand(rng, (k, n), spec.weight_dtype, 1.0, 1.0)
    if spec.has_bias:
        ins["bias"] = rand(rng, (k, n), spec.bias_dtype, 0.1)
        if m > 1:  # keep the zero row at zero (a per-head bias is per row of each head)
            ins["bias"][1 % k] = 0.0
    if spec.has_smooth:
        ins["smooth"] = quantize(rng.random(n) * 2.0 + 0.05, "f32")
    if spec.static_scale and m > 3:
        # Row 0 (head 0) gets a spike of 64 max|x| in each of its N / 256 columns of largest
        # |weight * smooth|: about 16 times its rms there, where no other row reaches 5, so the
        # per-tensor scale check_quantized picks saturates row 0 alone and rows take both sides
        # of the kernel's clamp branch.
        gain = np.abs(ins["weight"][0]) if spec.has_weight else np.ones(n)
        gain = gain * ins.get("smooth", 1.0)
        cols = np.argsort(gain)[-max(1, n // 256):]
        x[0, cols] = quantize(np.full(len(cols), 64.0 * np.nanmax(np.abs(x))), spec.x_dtype)
    return ins


def _flat(ins):
    return {key: (v.reshape(-1) if key in ("weight", "bias") else v) for key, v in ins.items()}


def check_quantized(spec, m, rng, config=None, shape=None, weight_offset=0.0):
    """A quantized forward against the float64 oracle of the quantization
    (tests/quant_oracle.py) on the float64 norm: zero, NaN and saturating rows; values within a
    step of the oracle, almost all equal; scales, y_amax and the statistics. ``config``: a
    tiling other than the spec's default (the lowering's for few rows); ``shape``: a generic
    kernel's (N, heads)."""
    n, k = shape or (spec.n, spec.heads)
    dtype = NP_DTYPES[spec.quant_dtype]
    ins = quantized_inputs(spec, m, rng, shape)
    y64, h, mean, rstd = (a.reshape(m, *a.shape[2:]) for a in oracle.forward(
        spec.op == "layernorm", by_head(ins["x"], k), by_head(ins.get("residual"), k),
        ins.get("weight"), ins.get("bias"), EPS, weight_offset))
    smooth = ins.get("smooth")
    ys = y64 * smooth if smooth is not None else y64
    row_amax = np.where(np.isnan(ys), 0.0, np.abs(ys)).max(axis=-1)
    scale = None
    qmax = QMAX[spec.quant_dtype]
    if spec.static_scale:
        # A per-tensor scale that saturates the largest quarter of each row's range; with more
        # rows, one a quarter above the largest amax past the NaN row, so only row 0 saturates.
        top = row_amax[3:].max() * 1.25 if m > 3 else row_amax.max() / 4
        scale = float(np.float32(top / qmax))
        ins["quant_scale"] = np.array([scale], np.float32)
    ref = quantize64(y64, dtype, group_size=spec.group_size, scale=scale, smooth=smooth)
    out, stats = run_kernel(spec, m, 1, _flat(ins), EPS, return_stats=True, config=config,
                            shape=shape, weight_offset=weight_offset)
    name = f"{spec.kernel_name}-{spec.arch} M={m} N={n}"
    assert stats["inactive_reads"] == 0 and stats["oob_partial"] == 0, stats
    # A specialised kernel never relies on out-of-range accesses; a generic one's lanes past N do.
    assert spec.generic or stats["oob_loads"] == stats["oob_stores"] == 0, stats
    steps = steps_apart(out["y"], ref["values"], dtype)
    assert steps.max() <= 1, f"{name}: values {steps.max()} steps from the oracle"
    assert (steps == 0).mean() >= EXACT_SHARE, f"{name}: {(steps != 0).mean():.2%} off by one"
    got = out["y"]
    assert m < 2 or (got[1] == 0).all(), f"{name}: a zero row gives values {np.unique(got[1])}"
    if m > 2:
        want = 0.0 if dtype == np.int8 else np.nan
        np.testing.assert_array_equal(got[2], np.full(n, want), err_msg=f"NaN row of {name}")
    if spec.static_scale:
        close(out["y_amax"], row_amax, (0.0, SCALE_RTOL), f"y_amax of {name}")
        if m > 3:
            assert (np.abs(got[0]) == qmax).any(), f"{name}: row 0 does not saturate"
            assert (np.abs(got[3:]) < qmax).all(), f"{name}: rows past the NaN row saturate"
        else:
            assert (np.abs(got) == qmax).mean() > 0.001, f"{name}: no saturation"
    else:
        want = ref["scale"].reshape(m, -1)
        assert out["y_scale"].shape == (m, spec.scale_groups_at(n))
        close(out["y_scale"], want, (0.0, SCALE_RTOL), f"y_scale of {name}")
        assert m < 2 or (out["y_scale"][1] == 0).all()
        assert m < 3 or (out["y_scale"][2] == 0).all()
    close(out["rstd"][np.arange(m) != 2], rstd[np.arange(m) != 2], STATS_TOL, f"rstd of {name}")
    if spec.op == "layernorm":
        keep = np.arange(m) != 2
        close(out["mean"][keep], mean[keep], (STATS_TOL[0] * 10, STATS_TOL[1]),
              f"mean of {name}")
    if spec.has_residual:
        close(out["residual_out"], h, (1e-2, 1e-2), f"residual_out of {name}")
