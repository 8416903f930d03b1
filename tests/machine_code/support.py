"""Running the emulator suite's oracle checks (tests/emulator/checks.py) on the executor."""

import contextlib

import numpy as np

import tests.emulator.checks as checks
from tools import machine_code


@contextlib.contextmanager
def executing(options=None, totals=None):
    """Within it, checks.check_forward/check_backward execute the code object instead of the IR
    (``totals`` accumulates the executor's counters)."""

    def run(*args, ir=None, **kw):
        assert ir is None, "the executor runs code objects, not IR"
        out, stats = machine_code.run_kernel(*args, options=options, **kw)
        if totals is not None:
            for k, v in stats.items():
                totals[k] = totals.get(k, 0) + v
        return out, stats

    saved = checks.run_kernel
    checks.run_kernel = run
    try:
        yield
    finally:
        checks.run_kernel = saved


def fresh_rng():
    seed = int(np.random.SeedSequence().entropy % (1 << 63))
    return seed, np.random.default_rng(seed)


def check_spec(spec, shapes, options=None):
    """Every (M, P) of ``shapes`` against the float64 oracle; returns the executor's counters."""
    seed, rng = fresh_rng()
    totals: dict = {}
    with executing(options, totals):
        for rows, p in shapes:
            m = rows * spec.heads
            try:
                if spec.direction == "fwd":
                    checks.check_forward(spec, m, rng)
                else:
                    checks.check_backward(spec, m, p, rng)
            except AssertionError as exc:
                raise AssertionError(f"seed {seed}: {exc}") from None
    # The kernels never read an inactive lane. Accesses past a resource's num_records are the
    # hardware's masking (counted, allowed); one dropped with bytes below num_records loses data
    # the kernel meant to move. (Touching memory outside every operand is an executor error.)
    assert totals["inactive_reads"] == 0, totals
    assert totals["oob_partial"] == 0, totals
    return totals


def merge(center: bool, stats: list, n_shard: int, n: int, eps: float):
    """(mean, rstd) of whole rows from the stats phase's per-shard results, in f32 as the
    lowering computes them: RMSNorm adds the sums of squares; LayerNorm merges the shards'
    means and sums of squared deviations exactly (Chan et al.)."""
    f32 = np.float32
    if not center:
        total = sum(np.asarray(s["rstd"], f32) for s in stats)
        return np.zeros_like(total), f32(1) / np.sqrt(total / f32(n) + f32(eps))
    mean = sum(np.asarray(s["mean"], f32) * f32(n_shard) for s in stats) / f32(n)
    m2 = sum(np.asarray(s["rstd"], f32) + f32(n_shard) * np.square(np.asarray(s["mean"], f32)
                                                                    - mean) for s in stats)
    return mean, f32(1) / np.sqrt(m2 / f32(n) + f32(eps))
