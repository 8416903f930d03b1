"""The tensor-parallel phases of the kernels (spec.TP_PHASES) executed as gfx942 and gfx950 machine
code on the shards of rows whose hidden axis is split over devices, the statistics merged between
the phases as the lowering merges them, against the float64 oracle of the whole rows.

Forward: "stats" on each shard (the shard's sum of h^2, or its mean and sum of squared deviations,
and residual_out), the merge (Chan's: the shards' means weighted by their sizes, then their sums
of squared deviations plus n_i (mean_i - mean)^2), "apply" on each shard with the merged mean and
rstd. LayerNorm rows whose mean is far larger than their spread are among them: a merge of plain
sums of h and h^2 would lose their variance."""

import dataclasses

import numpy as np
import pytest

from tests import oracle
from tests.emulator.support import require

require("llvmlite")

from tests.emulator.checks import STATS_TOL, VALUE_TOL, close, rand  # noqa: E402
from tests.kernel_specs import make_spec  # noqa: E402
from tests.machine_code.support import fresh_rng, merge  # noqa: E402
from tools.emulator import quantize  # noqa: E402
from tools.machine_code import run_kernel  # noqa: E402

EPS = 1e-5
ROWS = 5


def _phase(spec, phase, n_shard, **changes):
    """The generic kernel of the class holding a shard's N, in that phase."""
    return dataclasses.replace(spec, tp_phase=phase, **changes).generic_for(n_shard)


CASES = [  # (op, x dtype, weight, bias, residual, N of a shard, shards)
    ("rmsnorm", "bf16", "bf16", None, True, 2048, 2),
    ("rmsnorm", "f32", "f32", None, False, 1000, 4),
    ("layernorm", "bf16", "bf16", "bf16", False, 4096, 2),
    ("layernorm", "f32", None, None, True, 768, 8),
]


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("op,x,w,b,residual,n_shard,shards", CASES)
def test_the_forward_phases_on_shards_give_the_whole_rows_norm(arch, op, x, w, b, residual,
                                                              n_shard, shards):
    seed, rng = fresh_rng()
    n = n_shard * shards
    center = op == "layernorm"
    spec = make_spec(op, "fwd", n, x, arch, w, residual=residual, weight=bool(w),
                     bias=bool(b))
    xs = rand(rng, (ROWS, n), x, 2.0, 0.5)
    if center:  # rows whose mean is far larger than their spread (as far as x's dtype holds)
        far = ((3000.0, 0.5), (40.0, 0.01)) if x == "f32" else ((4096.0, 64.0), (300.0, 4.0))
        for row, (mu, spread) in enumerate(far, 1):
            xs[row] = quantize(rng.standard_normal(n) * spread + mu, x)
    r = rand(rng, (ROWS, n), x) if residual else None
    weight = rand(rng, (n,), w, 1.0, 1.0) if w else None
    bias = rand(rng, (n,), b) if b else None
    offset = 1.0 if w else 0.0
    cols = [slice(i * n_shard, (i + 1) * n_shard) for i in range(shards)]

    stats_spec = _phase(spec, "stats", n_shard)
    stats = []
    for c in cols:
        ins = {"x": xs[:, c]}
        if residual:
            ins["residual"] = r[:, c]
        if w:
            ins["weight"] = weight[c]
        if b:
            ins["bias"] = bias[c]
        stats.append(run_kernel(stats_spec, ROWS, 1, ins, EPS, shape=(n_shard, 1)))
    mean, rstd = merge(center, stats, n_shard, n, EPS)

    apply_spec = _phase(spec, "apply", n_shard, has_residual=False, residual_dtype=None,
                        residual_out_dtype=None)
    ys = []
    for c, st in zip(cols, stats):
        h = st["residual_out"] if residual else xs[:, c]
        ins = {"x": quantize(h, x), "mean": mean, "rstd": rstd}
        if w:
            ins["weight"] = weight[c]
        if b:
            ins["bias"] = bias[c]
        ys.append(run_kernel(apply_spec, ROWS, 1, ins, EPS, shape=(n_shard, 1),
                             weight_offset=offset)["y"])

    want_y, want_h, want_mean, want_rstd = oracle.forward(center, xs, r, weight, bias, EPS,
                                                          offset)
    what = f"{op} {x} {arch} N={n} in {shards} shards, seed {seed}"
    close(rstd, want_rstd, STATS_TOL, f"merged rstd of {what}")
    if center:
        close(mean, want_mean, (STATS_TOL[0] * 10, STATS_TOL[1]), f"merged mean of {what}")
    if residual:
        close(np.concatenate([s["residual_out"] for s in stats], -1), want_h, VALUE_TOL[x],
              f"residual_out of {what}")
    # f32 holds the mean to half an ulp: y's error is that much of h - mean, times rstd (and
    # the weight), on top of one rounding into y.
    scale = np.abs(np.asarray(weight, np.float64) + offset).max() if w else 1.0
    slack = np.abs(want_mean) * want_rstd * 2.0**-23 * scale
    atol, rtol = VALUE_TOL[x]
    np.testing.assert_array_less(np.abs(np.concatenate(ys, -1).astype(np.float64) - want_y),
                                 atol + rtol * np.abs(want_y) + 2 * slack[:, None],
                                 err_msg=f"y of {what}")


def test_a_merge_of_plain_sums_would_lose_a_far_off_mean():
    """Why the LayerNorm merge takes the shards' means and deviations: on a row of mean 3000 and
    spread 0.5, f32 sums of h and h^2 leave no digit of the variance, the merge above keeps it."""
    rng = np.random.default_rng(0)
    h = (rng.standard_normal((1, 4096)) * 0.5 + 3000.0).astype(np.float32)
    want = h.astype(np.float64).var()
    shards = np.split(h, 2, axis=-1)
    stats = [{"mean": s.mean(-1, dtype=np.float32),
              "rstd": np.square(s - s.mean(-1, dtype=np.float32)).sum(-1, dtype=np.float32)}
             for s in shards]
    _, rstd = merge(True, stats, 2048, 4096, 0.0)
    assert abs(1 / float(rstd[0]) ** 2 - want) < 1e-3 * want
    s1 = sum(s.sum(-1, dtype=np.float32) for s in shards)
    s2 = sum(np.square(s).sum(-1, dtype=np.float32) for s in shards)
    naive = float(s2[0] / 4096 - (s1[0] / 4096) ** 2)
    assert abs(naive - want) > 0.1 * want


BWD_CASES = [  # (op, h dtype, weight, bias, dresidual_out, N of a shard, shards, rows)
    ("rmsnorm", "bf16", "bf16", False, True, 2048, 2, 7),
    ("rmsnorm", "f32", None, False, False, 1000, 4, 3),
    ("layernorm", "bf16", "bf16", True, False, 4096, 2, 5),
    ("layernorm", "f32", "f32", True, True, 768, 8, 67),
    ("layernorm", "bf16", "bf16", True, False, 40960, 2, 2),  # rows re-read, not cached
]


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("op,hd,w,b,dres,n_shard,shards,rows", BWD_CASES)
def test_the_backward_phases_on_shards_give_the_whole_rows_gradient(arch, op, hd, w, b, dres,
                                                                   n_shard, shards, rows):
    """dots on each shard (its rows' sums and dweight / dbias partials), the sums added over the
    shards and divided by the whole N, apply on each shard (dx)."""
    seed, rng = fresh_rng()
    n = n_shard * shards
    center = op == "layernorm"
    spec = make_spec(op, "bwd", n, hd, arch, w, residual=dres, weight=bool(w), bias=b)
    h = rand(rng, (rows, n), hd, 2.0, 0.5)
    if center and rows > 1:  # a row whose mean is far larger than its spread
        h[1] = quantize(rng.standard_normal(n) * 8.0 + 512.0, hd)
    _, _, mean, rstd = oracle.forward(center, h, eps=EPS)
    mean, rstd = quantize(mean, "f32"), quantize(rstd, "f32")
    weight = rand(rng, (n,), w, 1.0, 1.0) if w else None
    dy = rand(rng, (rows, n), hd)
    dresidual = rand(rng, (rows, n), hd) if dres else None
    offset = 1.0 if w else 0.0
    cols = [slice(i * n_shard, (i + 1) * n_shard) for i in range(shards)]
    partials = 3

    def inputs(c):
        ins = {"dy": dy[:, c], "h": h[:, c], "rstd": rstd}
        if center:
            ins["mean"] = mean
        if w:
            ins["weight"] = weight[c]
        return ins

    dots_spec = _phase(spec, "dots", n_shard, has_dresidual_out=False)
    dots = [run_kernel(dots_spec, rows, partials, inputs(c), EPS, shape=(n_shard, 1),
                       weight_offset=offset) for c in cols]
    coefficients = sum(np.asarray(d["row_dots"], np.float32) for d in dots) / np.float32(n)

    apply_spec = _phase(spec, "apply", n_shard, has_bias=False, bias_dtype=None)
    dx = []
    for c in cols:
        ins = inputs(c)
        ins["row_dots"] = coefficients
        if dres:
            ins["dresidual_out"] = dresidual[:, c]
        dx.append(run_kernel(apply_spec, rows, partials, ins, EPS, shape=(n_shard, 1),
                             weight_offset=offset)["dx"])

    want_dx, want_dw, want_db = oracle.vjp(center, h, mean.astype(np.float64),
                                           rstd.astype(np.float64), dy, weight, dresidual,
                                           offset)
    what = f"{op} {hd} {arch} N={n} in {shards} shards, seed {seed}"
    close(np.concatenate(dx, -1), want_dx, VALUE_TOL[hd], f"dx of {what}")
    if w:
        got = np.concatenate([d["dweight_partials"].sum(0) for d in dots], -1)
        close(got, want_dw, (VALUE_TOL["f32"][0] * rows * 10, 1e-4), f"dweight of {what}")
    if b:
        got = np.concatenate([d["dbias_partials"].sum(0) for d in dots], -1)
        close(got, want_db, (VALUE_TOL["f32"][0] * rows * 10, 1e-4), f"dbias of {what}")


@pytest.mark.parametrize("op", ["rmsnorm", "layernorm"])
def test_the_phase_calls_lower_to_their_kernels_through_the_launcher(monkeypatch, op):
    """The per-shard primitive of each phase, as the tensor-parallel body binds it with
    implementation 'flydsl', lowered as on ROCm and launched through the real launcher into the
    recording HIP stand-in, executed as gfx950 machine code: two shards run one after the other
    on one device (the all-reduces added here), against the whole rows' float64 oracle."""
    import jax.numpy as jnp

    from jax_flynorm._ops import BwdParams, FwdParams
    from jax_flynorm._primitives import bind_named
    from tests.machine_code.hip import executing_launches, flydsl_on_cpu

    flydsl_on_cpu(monkeypatch, "gfx950")
    seed, rng = fresh_rng()
    center = op == "layernorm"
    m, n, shards = 6, 3072, 2
    n_shard = n // shards
    x = rand(rng, (m, n), "bf16", 2.0, 0.5)
    r = rand(rng, (m, n), "bf16")
    w = rand(rng, (n,), "bf16", 1.0, 1.0)
    dy = rand(rng, (m, n), "bf16")
    bf16 = jnp.bfloat16
    cols = [slice(i * n_shard, (i + 1) * n_shard) for i in range(shards)]
    fwd = FwdParams(op=op, eps=EPS, has_residual=True, has_weight=True, has_bias=False,
                    out_dtype=np.dtype(bf16), residual_dtype=np.dtype(bf16),
                    implementation="flydsl", weight_offset=1.0)
    bwd = BwdParams(op=op, has_weight=True, has_bias=False, has_dresidual_out=False,
                    implementation="flydsl", eps=EPS, weight_offset=1.0)

    def run(params, **ops):
        return bind_named(params, {k: jnp.asarray(v) for k, v in ops.items()})

    with executing_launches() as launches:
        stats_params = dataclasses.replace(fwd, tp_stats=True, has_weight=False)
        stats = [run(stats_params, x=jnp.asarray(x[:, c], bf16),
                     residual=jnp.asarray(r[:, c], bf16)) for c in cols]
        stats = [{k: np.asarray(v, np.float32) for k, v in s.items()} for s in stats]
        if center:
            mean = sum(s["mean"] for s in stats) * np.float32(n_shard) / np.float32(n)
            m2 = sum(s["rstd"] + np.float32(n_shard) * np.square(s["mean"] - mean)
                     for s in stats)
        else:
            mean, m2 = np.zeros(m, np.float32), sum(s["rstd"] for s in stats)
        rstd = np.float32(1) / np.sqrt(m2 / np.float32(n) + np.float32(EPS))
        apply = dataclasses.replace(fwd, tp_apply=True, has_residual=False, residual_dtype=None)
        ys = [np.asarray(run(apply, x=jnp.asarray(s["residual_out"], bf16),
                             weight=jnp.asarray(w[c], bf16),
                             **({"mean": mean} if center else {}), rstd=rstd)["y"], np.float32)
              for s, c in zip(stats, cols)]
        h = np.concatenate([s["residual_out"] for s in stats], -1)
        dots = [run(dataclasses.replace(bwd, tp_dots=True), dy=jnp.asarray(dy[:, c], bf16),
                    h=jnp.asarray(h[:, c], bf16), weight=jnp.asarray(w[c], bf16),
                    **({"mean": mean} if center else {}), rstd=rstd) for c in cols]
        coefficients = sum(np.asarray(d["row_dots"], np.float32) for d in dots) / np.float32(n)
        dx = [np.asarray(run(dataclasses.replace(bwd, tp_apply=True),
                             dy=jnp.asarray(dy[:, c], bf16), h=jnp.asarray(h[:, c], bf16),
                             weight=jnp.asarray(w[c], bf16),
                             **({"mean": mean} if center else {}), rstd=rstd,
                             row_dots=coefficients)["dx"], np.float32) for c in cols]
    names = {name for name, _ in launches}
    assert {s.rsplit("_", 1)[1] for s in names} == {"tpstats", "tpapply", "tpdots"}, names
    want_y, want_h, want_mean, want_rstd = oracle.forward(center, x, r, w, None, EPS, 1.0)
    what = f"{op} seed {seed}"
    close(rstd, want_rstd, STATS_TOL, f"rstd of {what}")
    close(np.concatenate(ys, -1), want_y, VALUE_TOL["bf16"], f"y of {what}")
    dh, dw, _ = oracle.vjp(center, h, mean.astype(np.float64), rstd.astype(np.float64), dy, w,
                           weight_offset=1.0)
    close(np.concatenate(dx, -1), dh, VALUE_TOL["bf16"], f"dx of {what}")
    got_dw = np.concatenate([np.asarray(d["dweight"], np.float32)[0] for d in dots], -1)
    close(got_dw, dw, (1e-3 * m, 1e-3), f"dweight of {what}")
