"""Generic kernels (N a launch argument, masked by the buffer range check) executed as machine code
on both archs against the float64 oracle (the emulator suite's checks), at the edges of their
size class: its smallest and largest N, one with a partly filled last chunk, and an unaligned N
(the scalar class). Forward, backward and quantized forwards; several rows per wave (lanes past N
pointed past a bounded tile), a row per wave or more (a resource per row bounded at N), rows
re-read in a loop; per-head weights and a run-time weight_offset. The lanes past N load zeros and
their stores are dropped by the hardware's range check, which the executor models (its
out-of-range counters count them); every output element, written or not, is compared. Forwards
run at M = 1, 3 and 5 rows (quantized: 1, 3 and 9), backwards at 1, 3 and 9, the decode sizes
among them."""

import dataclasses

import pytest

from tests.emulator.support import require

require("llvmlite")

import tests.emulator.checks as checks  # noqa: E402
from jax_flynorm.backends.flydsl.kernels.config import size_class  # noqa: E402
from tests.kernel_specs import make_quant_spec, make_spec  # noqa: E402
from tests.machine_code.support import executing, fresh_rng  # noqa: E402


def generic(spec, n, heads=1):
    """The generic kernel of the class holding N (heads > 1: H a launch argument)."""
    return dataclasses.replace(spec, heads=heads).generic_for(n)


def edges(n, io_bytes):
    """N of the class holding ``n``: its smallest aligned, largest, and one whose last chunk is
    partly filled (for the scalar class: three odd N)."""
    lo, hi, vec = size_class(n, io_bytes)
    if vec == 1:
        return [n, n + 2, 3 * n + 4]
    hi = min(hi, 66000)
    return sorted({-(-lo // vec) * vec, hi - hi % vec, (lo + hi) // 2 // vec * vec + vec})


# (spec at some N of its class, heads, weight_offset): several rows per wave (N <= 256, and the
# quantized 16-vector tiling up to 4096), a row per wave (N <= 2048 bf16 forward), a row over
# several waves, the re-reading rows past 65536, unaligned rows.
FWD = [
    (make_spec("rmsnorm", "fwd", 200, "bf16", "gfx942"), 1, 0.0),
    (make_spec("layernorm", "fwd", 1000, "bf16", "gfx950", "f32"), 1, 1.0),
    (make_spec("layernorm", "fwd", 3000, "f32", "gfx942", residual=False), 1, 0.0),
    (make_spec("rmsnorm", "fwd", 70000, "bf16", "gfx950", residual=False, bias=False), 1, 1.0),
    (make_spec("layernorm", "fwd", 777, "bf16", "gfx942"), 1, 0.0),
    (make_spec("layernorm", "fwd", 120, "bf16", "gfx950", "f32", residual=False), 3, 0.5),
    (make_spec("rmsnorm", "fwd", 3000, "f32", "gfx942", residual=False), 2, 1.0),
    # Decode's rows (N = 4096-8192, the weight loaded with the row, one round trip).
    (make_spec("rmsnorm", "fwd", 8192, "bf16", "gfx950", bias=False), 1, 0.0),
    (make_spec("rmsnorm", "fwd", 8192, "bf16", "gfx942", residual=False, bias=False), 1, 1.0),
    (make_spec("layernorm", "fwd", 4096, "bf16", "gfx942", "f32"), 1, 0.5),
]
BWD = [
    (make_spec("rmsnorm", "bwd", 200, "bf16", "gfx950", bias=False), 1, 1.0),
    (make_spec("layernorm", "bwd", 1000, "bf16", "gfx942", "f32"), 1, 0.0),
    (make_spec("layernorm", "bwd", 3000, "f32", "gfx950"), 1, -0.5),
    (make_spec("rmsnorm", "bwd", 20000, "bf16", "gfx942", residual=False, bias=False), 1, 0.0),
    (make_spec("layernorm", "bwd", 777, "f32", "gfx950", residual=False), 1, 1.0),
    (make_spec("layernorm", "bwd", 120, "bf16", "gfx942", "f32"), 3, 0.0),
    (dataclasses.replace(make_spec("layernorm", "bwd", 1000, "bf16", "gfx950", bias=False),
                         recompute_stats=True), 1, 0.0),
    (dataclasses.replace(make_spec("layernorm", "bwd", 20000, "bf16", "gfx942", "f32"),
                         recompute_stats=True), 1, 1.0),
    # Decode's rows (N = 2048-8192: every load of a tile, the weight's among them, before the
    # first wait): four rows of a tile in flight, eight, and two with dresidual_out.
    (make_spec("rmsnorm", "bwd", 4096, "bf16", "gfx950", residual=False, bias=False), 1, 0.0),
    (make_spec("rmsnorm", "bwd", 2048, "bf16", "gfx942", residual=False, bias=False), 1, 1.0),
    (make_spec("rmsnorm", "bwd", 8192, "bf16", "gfx942", bias=False), 1, 0.0),
    # LayerNorm's recomputing backward with dresidual_out, eight rows in flight: LLVM loads
    # some of them into AGPRs.
    (dataclasses.replace(make_spec("layernorm", "bwd", 2048, "bf16", "gfx950"),
                         recompute_stats=True), 1, 0.0),
]
QUANT = [
    (make_quant_spec("rmsnorm", 1000, "bf16", "gfx942", "i8"), 0.0),
    (make_quant_spec("rmsnorm", 6000, "bf16", "gfx950", "f8e4m3fn"), 1.0),
    (make_quant_spec("rmsnorm", 3000, "bf16", "gfx950", "i8", static=True, smooth=True), 0.0),
    (make_quant_spec("layernorm", 1000, "bf16", "gfx942", "f8e4m3fnuz", bias=True), 1.0),
    (make_quant_spec("layernorm", 6000, "bf16", "gfx950", "i8", bias=True), 0.0),
    # Decode's per-token fp8 (each arch's own format), with a residual, per tensor with smooth.
    (make_quant_spec("rmsnorm", 8192, "bf16", "gfx950", "f8e4m3fn"), 0.0),
    (make_quant_spec("rmsnorm", 8192, "bf16", "gfx942", "f8e4m3fnuz"), 1.0),
    (make_quant_spec("rmsnorm", 4096, "bf16", "gfx942", "f8e4m3fnuz", residual=True), 0.0),
    (make_quant_spec("rmsnorm", 8192, "bf16", "gfx950", "f8e4m3fn", static=True, smooth=True,
                     residual=True), 0.0),
]


def _id(case):
    spec = case[0]
    return f"{spec.op}-{spec.direction}-{spec.x_dtype}-{spec.n}-{spec.arch}"


def padded(kernel, n):
    """Whether lanes of a row of N walk past N (then their stores are dropped)."""
    cfg = kernel.default_config()
    chunks = cfg.chunks if cfg.cached else -(-n // (cfg.vec * cfg.threads_per_row))
    return chunks * cfg.threads_per_row * cfg.vec > n


def _run(kernel, n, heads, check):
    seed, rng = fresh_rng()
    totals: dict = {}
    with executing(totals=totals):
        try:
            check(rng, n, heads)
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}, N={n}: {exc}") from None
    assert totals["inactive_reads"] == 0, totals
    # The lanes past N store nothing by the range check, not by a branch around the store.
    assert (totals["oob_stores"] > 0) == padded(kernel, n), (kernel.kernel_name, n, totals)


@pytest.mark.parametrize("case", FWD, ids=[_id(c) for c in FWD])
def test_forward_at_the_edges_of_its_class(case):
    spec, heads, offset = case
    kernel = generic(spec, spec.n, heads)
    for n in edges(spec.n, spec.io_bytes):
        assert kernel.fits(n, heads), (kernel.kernel_name, n)
        for rows in (1, 3, 5):
            _run(kernel, n, heads, lambda rng, n, k, rows=rows: checks.check_forward(
                kernel, rows * k, rng, shape=(n, k), weight_offset=offset))


@pytest.mark.parametrize("case", BWD, ids=[_id(c) for c in BWD])
def test_backward_at_the_edges_of_its_class(case):
    spec, heads, offset = case
    kernel = generic(spec, spec.n, heads)
    for n in edges(spec.n, spec.io_bytes):
        assert kernel.fits(n, heads), (kernel.kernel_name, n)
        for rows, p in ((1, 1), (3, 2), (9, 1)):
            _run(kernel, n, heads, lambda rng, n, k, rows=rows, p=p: checks.check_backward(
                kernel, rows * k, p, rng, shape=(n, k), weight_offset=offset))


@pytest.mark.parametrize("case", QUANT, ids=[_id(c) for c in QUANT])
def test_quantized_forward_at_the_edges_of_its_class(case):
    spec, offset = case
    kernel = generic(spec, spec.n)
    for n in edges(spec.n, spec.io_bytes):
        for rows in (1, 3, 9):  # decode's one row and a few; nine take every special row
            _run(kernel, n, 1, lambda rng, n, k, rows=rows: checks.check_quantized(
                kernel, rows, rng, shape=(n, k), weight_offset=offset))
