"""The forward's tensor-parallel apply phase on a 16-bit residual stream, executed as gfx942 and
gfx950 machine code: it reads x and the residual and adds them again in f32 (the stats phase's
residual_out is h rounded) and writes y alone. Each shard's stats kernel, the merge as the
lowering computes it, then each shard's apply kernel, against the float64 oracle of the whole
rows, among them rows of mean 1000 and spread 1, where normalising the rounded residual_out
instead is off by up to ~10 (shown here too, with the apply kernel that reads h alone)."""

import dataclasses

import numpy as np
import pytest

from tests import oracle
from tests.emulator.support import require

require("llvmlite")

from tests.emulator.checks import VALUE_TOL, rand  # noqa: E402
from tests.kernel_specs import make_spec  # noqa: E402
from tests.machine_code.support import fresh_rng, merge  # noqa: E402
from tools.emulator import quantize  # noqa: E402
from tools.machine_code import run_kernel  # noqa: E402

EPS = 1e-5
ROWS = 5


CASES = [  # (op, weight, bias, N of a shard, shards)
    ("layernorm", "bf16", "bf16", 2048, 2),
    ("rmsnorm", "f32", None, 1000, 4),
    ("layernorm", None, None, 768, 8),
    ("layernorm", "f32", "f32", 40960, 2),  # rows re-read, not cached
]


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("op,w,b,n_shard,shards", CASES)
def test_the_apply_phase_adds_x_and_the_residual_again(arch, op, w, b, n_shard, shards):
    seed, rng = fresh_rng()
    n = n_shard * shards
    center = op == "layernorm"
    spec = make_spec(op, "fwd", n, "bf16", arch, w, residual=True, weight=bool(w), bias=bool(b))
    x = rand(rng, (ROWS, n), "bf16", 2.0, 0.5)
    r = rand(rng, (ROWS, n), "bf16")
    for row in (1, 2):  # mean 1000, spread 1, split between x and the residual
        x[row] = quantize(rng.standard_normal(n) * 0.7 + 500.0, "bf16")
        r[row] = quantize(rng.standard_normal(n) * 0.7 + 500.0, "bf16")
    weight = rand(rng, (n,), w, 1.0, 1.0) if w else None
    bias = rand(rng, (n,), b) if b else None
    cols = [slice(i * n_shard, (i + 1) * n_shard) for i in range(shards)]

    stats_spec = dataclasses.replace(spec, tp_phase="stats", has_weight=False, weight_dtype=None,
                                     has_bias=False, bias_dtype=None).generic_for(n_shard)
    stats = [run_kernel(stats_spec, ROWS, 1, {"x": x[:, c], "residual": r[:, c]}, EPS,
                        shape=(n_shard, 1)) for c in cols]
    mean, rstd = merge(center, stats, n_shard, n, EPS)

    apply_spec = dataclasses.replace(spec, tp_phase="apply").generic_for(n_shard)
    rounded_spec = dataclasses.replace(spec, tp_phase="apply", has_residual=False,
                                       residual_dtype=None,
                                       residual_out_dtype=None).generic_for(n_shard)
    ys, rounded = [], []
    for c, st in zip(cols, stats):
        vectors = {"mean": mean, "rstd": rstd}
        if w:
            vectors["weight"] = weight[c]
        if b:
            vectors["bias"] = bias[c]
        out = run_kernel(apply_spec, ROWS, 1, {"x": x[:, c], "residual": r[:, c], **vectors},
                         EPS, shape=(n_shard, 1), weight_offset=1.0)
        assert "residual_out" not in out, "the apply phase writes no residual_out"
        ys.append(out["y"])
        rounded.append(run_kernel(rounded_spec, ROWS, 1,
                                  {"x": quantize(st["residual_out"], "bf16"), **vectors}, EPS,
                                  shape=(n_shard, 1), weight_offset=1.0)["y"])

    want_y, _, want_mean, want_rstd = oracle.forward(center, x, r, weight, bias, EPS, 1.0)
    what = f"{op} {arch} N={n} in {shards} shards, seed {seed}"
    scale = np.abs(np.asarray(weight, np.float64) + 1.0).max() if w else 1.0
    slack = (np.abs(want_mean) * want_rstd * 2.0**-22 * scale)[:, None]
    atol, rtol = VALUE_TOL["bf16"]
    bound = atol + rtol * np.abs(want_y) + slack
    np.testing.assert_array_less(np.abs(np.concatenate(ys, -1).astype(np.float64) - want_y),
                                 bound, err_msg=f"y of {what}")
    if center:  # the rounded residual_out leaves the far rows far off
        err = np.abs(np.concatenate(rounded, -1).astype(np.float64) - want_y)
        assert (err[1:3] > bound[1:3]).any(), f"{what}: {err[1:3].max()}"
