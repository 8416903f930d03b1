"""The executor's f32 arithmetic against exact rational arithmetic."""

from fractions import Fraction

import numpy as np

from tools.emulator.run import to_bf16_bits
from tools.machine_code import fp


def _round_f32(q: Fraction) -> np.float32:
    """Correctly rounded (nearest even) f32 of a rational, by bisection on the f32 grid."""
    x = np.float32(float(q))  # within an ulp (float() rounds once to f64, then to f32)
    lo = hi = x
    for _ in range(2):
        lo, hi = np.nextafter(lo, np.float32(-np.inf)), np.nextafter(hi, np.float32(np.inf))
    cands = []
    c = lo
    while c <= hi:
        cands.append(c)
        c = np.nextafter(c, np.float32(np.inf))
    best = min(cands, key=lambda c: (abs(Fraction(float(c)) - q),
                                     int(np.asarray(c).view(np.uint32)) & 1))
    return best


def _randf32(rng, n):
    bits = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    x = bits.view(np.float32)
    return np.where(np.isfinite(x), x, np.float32(1.5))


def test_fma_is_correctly_rounded():
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    n = 400
    # Random bit patterns (every exponent, denormals), and near-cancelling a*b + c.
    a = np.concatenate([_randf32(rng, n), rng.standard_normal(n).astype(np.float32)])
    b = np.concatenate([_randf32(rng, n), rng.standard_normal(n).astype(np.float32)])
    c = np.concatenate([_randf32(rng, n), (-(a[n:].astype(np.float64) * b[n:])
                                            * (1 + 1e-7 * rng.standard_normal(n)))
                        .astype(np.float32)])
    got = fp.fma(a, b, c)
    for x, y, z, r in zip(a, b, c, got):
        exact = Fraction(float(x)) * Fraction(float(y)) + Fraction(float(z))
        if abs(exact) > Fraction(float(np.finfo(np.float32).max)):
            continue
        want = _round_f32(exact)
        assert np.asarray(r).view(np.uint32) == np.asarray(want).view(np.uint32) or (
            r == 0 and want == 0), (x, y, z, r, want)


def test_bf16_conversion_matches_the_emulator():
    rng = np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))
    x = np.concatenate([_randf32(rng, 5000), np.array([np.nan, np.inf, -np.inf, 0.0, -0.0],
                                                      np.float32)])
    np.testing.assert_array_equal(fp.to_bf16(x).astype(np.uint16), to_bf16_bits(x))


def test_perturbation_moves_by_one_ulp_and_is_seeded():
    x = np.linspace(0.1, 10, 1000).astype(np.float32)
    p1 = fp.perturb(x, np.random.default_rng(5))
    p2 = fp.perturb(x, np.random.default_rng(5))
    np.testing.assert_array_equal(p1, p2)
    ulps = np.abs(p1.view(np.int32) - x.view(np.int32))
    assert (ulps == 1).all()
