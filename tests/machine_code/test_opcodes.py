"""The quantized forwards' instructions, encoded (by llvm-mc-22; the assembly beside each) and
executed on one wave of both archs, against references that do not share the executor's code:
ml_dtypes' float8 conversions, Python's integer and rounding arithmetic, numpy's median."""

import math

import ml_dtypes
import numpy as np
import pytest

from tests.machine_code.opcodes import run_words
from tools.machine_code.fp import bits, f32

ARCHS = ("gfx942", "gfx950")
M32 = 0xFFFFFFFF
FP8 = {"gfx942": ml_dtypes.float8_e4m3fnuz, "gfx950": ml_dtypes.float8_e4m3fn}
ENC = {
    "v_cvt_pk_fp8_f32 v5, v0, v1": "05 00 a2 d2 00 03 02 00",
    "v_cvt_pk_fp8_f32 v5, v0, v1 op_sel:[0,0,1]": "05 40 a2 d2 00 03 02 00",
    "v_cvt_pk_fp8_f32 v5, -v0, |v1|": "05 02 a2 d2 00 03 02 20",
    "v_med3_f32 v2, v0, v1, v3": "02 00 d6 d1 00 03 0e 04",
    "v_med3_i32 v2, v0, v1, v3": "02 00 d7 d1 00 03 0e 04",
    "v_max3_f32 v4, v0, v1, v2": "04 00 d3 d1 00 03 0a 04",
    "v_rndne_f32_e32 v1, v0": "00 3d 02 7e",
    "v_cvt_i32_f32_e32 v1, v0": "00 11 02 7e",
    "v_cvt_f32_i32_e32 v1, v0": "00 0b 02 7e",
    "v_cvt_pk_i16_i32 v4, v0, v1": "04 00 98 d2 00 03 02 00",
    "v_mad_i32_i24 v4, v0, v1, v2": "04 00 c2 d1 00 03 0a 04",
    "v_mul_i32_i24_e32 v4, v0, v1": "00 03 08 0c",
    "v_cvt_i32_f32_sdwa v1, v0 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD":
        "f9 10 02 7e 00 01 06 00",
    "v_or_b32_sdwa v4, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 "
    "src1_sel:DWORD": "f9 02 08 28 00 06 00 06",
    "v_or_b32_sdwa v4, v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 "
    "src1_sel:WORD_0": "f9 02 08 28 00 15 02 04",
    "v_add_u32_sdwa v4, v0, v1 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 "
    "src1_sel:BYTE_1": "f9 02 08 68 00 08 03 01",
    "v_ashrrev_i32_sdwa v4, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD "
    "src1_sel:WORD_1": "f9 02 08 22 00 06 06 05",
    "v_perm_b32 v4, v0, v1, v2": "04 00 ed d1 00 03 0a 04",
    "v_cmp_neq_f32_e32 vcc, v0, v1": "00 03 9a 7c",
    "v_cmp_nlt_f32_e32 vcc, v0, v1": "00 03 9c 7c",
    "v_cmp_lg_f32_e32 vcc, v0, v1": "00 03 8a 7c",
    "v_cmp_o_f32_e32 vcc, v0, v1": "00 03 8e 7c",
    "v_cvt_f32_fp8_e32 v4, v0": "00 a9 08 7e",
    "v_cvt_f32_fp8_sdwa v4, v0 src0_sel:BYTE_2": "f9 a8 08 7e 00 06 02 00",
    "v_bitop3_b32 v4, v0, v1, v2 bitop3:0xd8": "04 03 34 d2 00 03 0a 1c",  # gfx950 only
    "v_bitop3_b16 v4, v0, v1, v2 bitop3:0x96": "04 02 33 d2 00 03 0a d4",
    "v_mad_u64_u32 v[4:5], s[10:11], v0, v1, v[2:3]": "04 0a e8 d1 00 03 0a 04",
    "s_bitset1_b32 s5, s3": "03 1a 85 be",
    "s_bitset0_b32 s5, s3": "03 18 85 be",
}


def _run(arch, asm, vgprs):
    return run_words(arch, bytes.fromhex(ENC[asm]), vgprs)


def _rng():
    return np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))


def _floats(rng, scale):
    """64 lanes: normal values at ``scale``, ties and edges of the fp8 grids, specials."""
    edge = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 448, 464, 465, 480, -464, 240, 247,
                     248, 256, 2**-9, 2**-10, 3 * 2**-11, 2**-11, -(2**-10), 1e-30, 17, 18.0],
                    np.float32)
    x = (rng.standard_normal(64) * scale).astype(np.float32)
    x[: len(edge)] = edge
    return x


def _u32(x):
    return np.asarray(x, np.float32).view(np.uint32)


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("scale", [1.0, 100.0, 0.01])
def test_cvt_pk_fp8_f32_is_mldtypes_conversion_of_the_archs_fp8(arch, scale):
    rng = _rng()
    a, b = _floats(rng, scale), rng.permutation(_floats(rng, scale))
    keep = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    dt = FP8[arch]

    def ref(v):
        with np.errstate(all="ignore"):
            q = np.asarray(v, np.float32).astype(dt)
        return q.view(np.uint8).astype(np.uint32), np.isnan(q.astype(np.float32))

    for asm, hi in (("v_cvt_pk_fp8_f32 v5, v0, v1", False),
                    ("v_cvt_pk_fp8_f32 v5, v0, v1 op_sel:[0,0,1]", True),
                    ("v_cvt_pk_fp8_f32 v5, -v0, |v1|", False)):
        m = _run(arch, asm, {0: _u32(a), 1: _u32(b), 5: keep})
        out = m.V[5, 0]
        sa, sb = (-a, np.abs(b)) if "-v0" in asm else (a, b)
        half = (out >> 16) if hi else (out & 0xFFFF)
        other = (out & 0xFFFF) if hi else (out >> 16)
        np.testing.assert_array_equal(other, (keep & 0xFFFF) if hi else (keep >> 16),
                                      err_msg=f"{asm}: the other half is kept")
        for got, v in ((half & 0xFF, sa), (half >> 8, sb)):
            want, nan = ref(v)
            got_nan = np.isnan(got.astype(np.uint8).view(dt).astype(np.float32))
            np.testing.assert_array_equal(got_nan, nan, err_msg=f"{asm} NaN lanes of {v}")
            np.testing.assert_array_equal(got[~nan], want[~nan], err_msg=f"{asm} of {v}")


@pytest.mark.parametrize("arch", ARCHS)
def test_cvt_f32_fp8_decodes_every_code(arch):
    dt = FP8[arch]
    for start in (0, 64, 128, 192):
        codes = np.arange(start, start + 64, dtype=np.uint32)
        want = codes.astype(np.uint8).view(dt).astype(np.float32)
        for asm, word in (("v_cvt_f32_fp8_e32 v4, v0", codes | 0xABCD00),
                          ("v_cvt_f32_fp8_sdwa v4, v0 src0_sel:BYTE_2", (codes << 16) | 0x12)):
            got = f32(_run(arch, asm, {0: word}).V[4, 0])
            np.testing.assert_array_equal(np.isnan(got), np.isnan(want), err_msg=asm)
            ok = ~np.isnan(want)
            np.testing.assert_array_equal(bits(got)[ok], bits(want)[ok], err_msg=asm)


@pytest.mark.parametrize("arch", ARCHS)
def test_med3_max3_and_rounding(arch):
    rng = _rng()
    a, b, c = (_floats(rng, 300.0) for _ in range(3))
    a[30:40] = 240.0  # ties between operands
    b[35:45] = -240.0
    m = _run(arch, "v_med3_f32 v2, v0, v1, v3", {0: _u32(a), 1: _u32(b), 3: _u32(c)})
    got = f32(m.V[2, 0])
    for i in range(64):
        trio = [float(a[i]), float(b[i]), float(c[i])]
        if any(math.isnan(t) for t in trio):  # the pseudocode: v_min3, NaN operands ignored
            finite = [t for t in trio if not math.isnan(t)]
            want = min(finite) if finite else math.nan
        else:
            want = sorted(trio)[1]
        assert (math.isnan(want) and math.isnan(got[i])) or got[i] == want, (trio, got[i])
    m = _run(arch, "v_max3_f32 v4, v0, v1, v2", {0: _u32(a), 1: _u32(b), 2: _u32(c)})
    trio = np.stack([a, b, c])
    want = np.where(np.isnan(trio).all(0), np.nan,
                    np.max(np.where(np.isnan(trio), -np.inf, trio), axis=0)).astype(np.float32)
    np.testing.assert_array_equal(f32(m.V[4, 0]), want)
    x = np.concatenate([np.arange(-8, 8) * 0.5, rng.standard_normal(40) * 1e3,
                        [2.0**23 + 1, -(2.0**23) - 1, 2.0**24 + 2, 1e30, -0.25, -0.5, 0.49999997,
                         np.nan]]).astype(np.float32)
    got = f32(_run(arch, "v_rndne_f32_e32 v1, v0", {0: _u32(x)}).V[1, 0])
    for v, r in zip(x, got):
        if math.isnan(v):
            assert math.isnan(r)
        else:  # Python's round() of a float: half to even, exact
            assert r == round(float(v)) and math.copysign(1, r) == math.copysign(1, v), (v, r)


@pytest.mark.parametrize("arch", ARCHS)
def test_integer_conversions_saturate(arch):
    rng = _rng()
    x = np.concatenate([[np.nan, np.inf, -np.inf, 2.0**31, -(2.0**31), 2.0**31 - 128, -0.9, 0.9,
                         -127.5, 127.5, 3e9, -3e9], rng.standard_normal(52) * 1e6]
                       ).astype(np.float32)
    got = _run(arch, "v_cvt_i32_f32_e32 v1, v0", {0: _u32(x)}).V[1, 0].view(np.int32)
    for v, r in zip(x.tolist(), got):
        if math.isnan(v):
            want = 0
        elif math.isinf(v):
            want = 2**31 - 1 if v > 0 else -(2**31)
        else:
            want = max(-(2**31), min(2**31 - 1, math.trunc(v)))
        assert r == want, (v, r)
    i = rng.integers(-(2**31), 2**31, 64).astype(np.int32)
    got = f32(_run(arch, "v_cvt_f32_i32_e32 v1, v0", {0: i.view(np.uint32)}).V[1, 0])
    for v, r in zip(i.tolist(), got.tolist()):
        # The nearest f32 (ties to even) by exact integer arithmetic on the f32 grid.
        e = max(abs(v).bit_length() - 24, 0)
        lo, rem = divmod(abs(v), 1 << e)
        up = rem * 2 > (1 << e) or (rem * 2 == (1 << e) and lo & 1)
        assert r == math.copysign((lo + up) << e, v) if v else r == 0, (v, r)
    a = rng.integers(-70000, 70000, 64).astype(np.int32)
    b = rng.integers(-70000, 70000, 64).astype(np.int32)
    got = _run(arch, "v_cvt_pk_i16_i32 v4, v0, v1", {0: a.view(np.uint32),
                                                     1: b.view(np.uint32)}).V[4, 0]
    sat = [max(-32768, min(32767, int(v))) & 0xFFFF for v in a]
    sat_b = [max(-32768, min(32767, int(v))) & 0xFFFF for v in b]
    assert [int(w) for w in got] == [lo | hi << 16 for lo, hi in zip(sat, sat_b)]


@pytest.mark.parametrize("arch", ARCHS)
def test_mad_i32_i24_sign_extends_the_low_24_bits(arch):
    """Per-head kernels index weight rows with it: bits above 23 are ignored, bit 23 is the
    sign, the 32-bit sum wraps."""
    rng = _rng()
    a, b, c = (rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(3))
    a[:4] = [0x00FFFFFF, 0x00800000, 0xFF7FFFFF, 5]
    b[:4] = [3, 0x00800000, 0x00800000, 0xFFFFFFFF]
    got = _run(arch, "v_mad_i32_i24 v4, v0, v1, v2", {0: a, 1: b, 2: c}).V[4, 0]

    def i24(v):
        v &= 0xFFFFFF
        return v - (1 << 24) if v >> 23 else v

    want = [(i24(int(x)) * i24(int(y)) + int(z)) % (1 << 32) for x, y, z in zip(a, b, c)]
    assert [int(w) for w in got] == want


def _sel(word: int, sel: int, sext: bool = False) -> int:
    shift, width = {0: (0, 8), 1: (8, 8), 2: (16, 8), 3: (24, 8), 4: (0, 16), 5: (16, 16),
                    6: (0, 32)}[sel]
    v = (word >> shift) & ((1 << width) - 1)
    if sext and v >> (width - 1):
        v -= 1 << width
    return v


@pytest.mark.parametrize("arch", ARCHS)
def test_sdwa_selects_and_destinations(arch):
    rng = _rng()
    r0, r1, r4 = (rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
                  for _ in range(3))
    regs = {0: r0, 1: r1, 4: r4}
    cases = {
        # dst DWORD, src0 byte 0 | src1
        "v_or_b32_sdwa v4, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 "
        "src1_sel:DWORD": lambda a, b, d: _sel(a, 0) | b,
        # the low word of (byte 2 | word 0) into word 1, word 0 kept
        "v_or_b32_sdwa v4, v0, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 "
        "src1_sel:WORD_0": lambda a, b, d: (d & 0xFFFF) | (((_sel(a, 2) | _sel(b, 4)) & 0xFFFF)
                                                        << 16),
        # byte 3 + byte 1 into byte 0, sign-extended above
        "v_add_u32_sdwa v4, v0, v1 dst_sel:BYTE_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 "
        "src1_sel:BYTE_1": lambda a, b, d: (((_sel(a, 3) + _sel(b, 1)) & 0xFF)
                                           | (0xFFFFFF00 if (_sel(a, 3) + _sel(b, 1)) & 0x80
                                              else 0)),
        # an arithmetic shift of word 1 (zero-extended: no sext bit)
        "v_ashrrev_i32_sdwa v4, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD "
        "src1_sel:WORD_1": lambda a, b, d: _sel(b, 5) >> (a & 31),
    }
    for asm, fn in cases.items():
        got = _run(arch, asm, regs).V[4, 0]
        want = [fn(int(a), int(b), int(d)) & 0xFFFFFFFF for a, b, d in zip(r0, r1, r4)]
        assert [int(g) for g in got] == want, asm
    x = (rng.standard_normal(64) * 200).astype(np.float32)
    got = _run(arch, "v_cvt_i32_f32_sdwa v1, v0 dst_sel:BYTE_1 dst_unused:UNUSED_PAD "
               "src0_sel:DWORD", {0: _u32(x), 1: r1}).V[1, 0]
    assert [int(g) for g in got] == [(math.trunc(float(v)) & 0xFF) << 8 for v in x]


@pytest.mark.parametrize("arch", ARCHS)
def test_perm_b32_selects_bytes_signs_and_constants(arch):
    rng = _rng()
    a, b = (rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(2))
    sel = rng.integers(0, 256, (64, 4)).astype(np.uint32)
    sel[:, 0] %= 16  # most selectors in the defined range
    s = sel[:, 0] | sel[:, 1] << 8 | sel[:, 2] << 16 | sel[:, 3] << 24
    got = _run(arch, "v_perm_b32 v4, v0, v1, v2", {0: a, 1: b, 2: s}).V[4, 0]
    for g, x, y, word in zip(got, a, b, s):
        data = (int(x) << 32 | int(y)).to_bytes(8, "little")
        out = 0
        for k in range(4):
            c = (int(word) >> (8 * k)) & 0xFF
            byte = (0xFF if c >= 13 else 0 if c == 12
                    else (0xFF if data[2 * (c - 8) + 1] & 0x80 else 0) if c >= 8 else data[c])
            out |= byte << (8 * k)
        assert int(g) == out, (hex(int(word)), hex(int(g)), hex(out))


@pytest.mark.parametrize("arch", ARCHS)
def test_float_compares_with_nan(arch):
    rng = _rng()
    a, b = _floats(rng, 1.0), _floats(rng, 1.0)
    b[:22] = rng.permutation(b[:22])
    a[40:44] = b[40:44]
    unordered = np.isnan(a) | np.isnan(b)
    cases = {"v_cmp_neq_f32_e32 vcc, v0, v1": unordered | (a != b),
             "v_cmp_nlt_f32_e32 vcc, v0, v1": unordered | ~(a < b),
             "v_cmp_lg_f32_e32 vcc, v0, v1": ~unordered & (a != b),
             "v_cmp_o_f32_e32 vcc, v0, v1": ~unordered}
    for asm, want in cases.items():
        m = _run(arch, asm, {0: _u32(a), 1: _u32(b)})
        mask = int(m.S[106, 0]) | int(m.S[107, 0]) << 32
        assert [bool(mask >> i & 1) for i in range(64)] == list(want), asm


def test_bitop3_is_its_truth_table():
    rng = _rng()
    a, b, c, d = (rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
                  for _ in range(4))
    for asm, table, width in (("v_bitop3_b32 v4, v0, v1, v2 bitop3:0xd8", 0xD8, 32),
                              ("v_bitop3_b16 v4, v0, v1, v2 bitop3:0x96", 0x96, 16)):
        got = _run("gfx950", asm, {0: a, 1: b, 2: c, 4: d}).V[4, 0]
        for g, x, y, z, old in zip(got, a, b, c, d):
            want = 0
            for bit in range(width):
                k = (int(x) >> bit & 1) << 2 | (int(y) >> bit & 1) << 1 | (int(z) >> bit & 1)
                want |= (table >> k & 1) << bit
            if width == 16:
                want |= int(old) & 0xFFFF0000
            assert int(g) == want, asm


@pytest.mark.parametrize("arch", ARCHS)
def test_scalar_mask_ops_of_a_branchs_two_sides(arch):
    """s_xor_b64, s_andn2_b64 and s_andn2_saveexec_b64 (an else side's lanes: EXEC = S0 & ~EXEC,
    the old EXEC saved) on random 64-bit masks, against Python's integer operators."""
    rng = _rng()
    a, b = (int(v) for v in rng.integers(0, 2**63, 2, dtype=np.uint64) * 2 + 1)
    code = bytes.fromhex("02 01 fe be"    # s_mov_b64 exec, s[2:3]
                         "00 02 84 88"    # s_xor_b64 s[4:5], s[0:1], s[2:3]
                         "00 02 86 89"    # s_andn2_b64 s[6:7], s[0:1], s[2:3]
                         "00 23 88 be")   # s_andn2_saveexec_b64 s[8:9], s[0:1]
    m = run_words(arch, code, {}, {0: a & M32, 1: a >> 32, 2: b & M32, 3: b >> 32})

    def s64(r):
        return int(m.S[r, 0]) | int(m.S[r + 1, 0]) << 32

    assert s64(4) == a ^ b
    assert s64(6) == a & ~b
    assert s64(8) == b and s64(126) == a & ~b
    assert bool(m.scc[0]) == (a & ~b != 0)


@pytest.mark.parametrize("arch", ARCHS)
def test_scalar_64_bit_right_shift(arch):
    """s_lshr_b64 (a generic kernel divides its 64-bit row offsets by the vector width) against
    Python's shift: the amount's low six bits count, zeros come in, SCC says nonzero."""
    rng = _rng()
    a = int(rng.integers(0, 2**63, dtype=np.uint64)) * 2 + 1
    for amount in (0, 3, 63, 64 + 5, int(rng.integers(1, 63))):
        code = bytes.fromhex("00 02 84 8f")  # s_lshr_b64 s[4:5], s[0:1], s2
        m = run_words(arch, code, {}, {0: a & M32, 1: a >> 32, 2: amount})
        got = int(m.S[4, 0]) | int(m.S[5, 0]) << 32
        assert got == a >> (amount & 63), amount
        assert bool(m.scc[0]) == (got != 0)


@pytest.mark.parametrize("arch", ARCHS)
def test_scalar_bit_compares(arch):
    """s_bitcmp1_b32 / s_bitcmp0_b32 (a generic kernel's runtime chunk loop tests a bit of its
    trip count) against Python's: SCC is the bit (its complement), the index's low five bits
    count."""
    rng = _rng()
    a = int(rng.integers(0, 2**32, dtype=np.uint64))
    for index in (0, 5, 31, 32 + 7, int(rng.integers(0, 32))):
        for code, want in (("00 01 0d bf", (a >> (index & 31)) & 1 == 1),
                           ("00 01 0c bf", (a >> (index & 31)) & 1 == 0)):
            m = run_words(arch, bytes.fromhex(code), {}, {0: a, 1: index})
            assert bool(m.scc[0]) == want, (code, index)


@pytest.mark.parametrize("arch", ARCHS)
def test_scalar_64_bit_compares(arch):
    """s_cmp_eq_u64 / s_cmp_lg_u64 (a generic backward compares 64-bit row offsets) against
    Python's: SCC is whether all 64 bits are equal (differ), a difference in either half counts."""
    rng = _rng()
    a = int(rng.integers(0, 2**63, dtype=np.uint64))
    for b in (a, a ^ 1, a ^ (1 << 40), int(rng.integers(0, 2**63, dtype=np.uint64))):
        for code, want in (("00 02 12 bf", a == b), ("00 02 13 bf", a != b)):
            m = run_words(arch, bytes.fromhex(code), {},
                          {0: a & M32, 1: a >> 32, 2: b & M32, 3: b >> 32})
            assert bool(m.scc[0]) == want, (code, hex(a), hex(b))


@pytest.mark.parametrize("arch", ARCHS)
def test_readfirstlane_writes_an_sgpr_numbered_past_the_vgprs(arch):
    """v_readfirstlane_b32 s49, v5 in a kernel of 32 VGPRs and 64 SGPRs: its destination is
    s49 (an SGPR), which the allocation check must not read as a VGPR."""
    lanes = np.arange(64, dtype=np.uint32) + 7
    m = run_words(arch, bytes.fromhex("05 05 62 7e"), {5: lanes}, allocated=(32, 64))
    assert int(m.S[49, 0]) == 7


@pytest.mark.parametrize("arch", ARCHS)
def test_scalar_and_not(arch):
    """s_andn2_b32 s2, s0, s1 (a generic grouped quantized forward masks its scale stores with
    it) against Python's: D = S0 & ~S1, SCC = D != 0."""
    rng = _rng()
    for a, b in ((int(rng.integers(0, 2**32)), int(rng.integers(0, 2**32))), (0xF0F0, 0xF0F0)):
        m = run_words(arch, bytes.fromhex("00 01 02 89"), {}, {0: a, 1: b})
        assert int(m.S[2, 0]) == a & ~b & 0xFFFFFFFF
        assert bool(m.scc[0]) == (a & ~b & 0xFFFFFFFF != 0)


@pytest.mark.parametrize("arch", ARCHS)
def test_mad_u64_u32_against_python_integers(arch):
    """64-bit products and sums, the carry out of bit 63 in the SGPR pair: the per-head
    kernels' row offsets (row % heads) * N * bytes."""
    rng = _rng()
    a = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    b = rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32)
    c = rng.integers(0, 1 << 64, 64, dtype=np.uint64)
    a[:4], b[:4] = M32, M32  # the largest product
    c[:2] = np.uint64((1 << 64) - 1)  # with it, a carry out
    c[2:4] = 0
    m = _run(arch, "v_mad_u64_u32 v[4:5], s[10:11], v0, v1, v[2:3]",
             {0: a, 1: b, 2: (c & np.uint64(M32)).astype(np.uint32),
              3: (c >> np.uint64(32)).astype(np.uint32)})
    total = [int(x) * int(y) + int(z) for x, y, z in zip(a, b, c)]
    got = [int(lo) | int(hi) << 32 for lo, hi in zip(m.V[4, 0], m.V[5, 0])]
    assert got == [t % (1 << 64) for t in total]
    carry = int(m.S[10, 0]) | int(m.S[11, 0]) << 32
    assert carry == sum(1 << i for i, t in enumerate(total) if t >> 64)


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("value", [1, 0])
def test_bitset_sets_or_clears_one_bit_of_its_destination(arch, value):
    """s_bitset{0,1}_b32: bit S0[4:0] of D set or cleared, D's other bits kept (the unaligned
    class's backward keeps flags in an SGPR this way)."""
    rng = _rng()
    for _ in range(4):
        old, index = int(rng.integers(0, 1 << 32)), int(rng.integers(0, 1 << 32))
        m = run_words(arch, bytes.fromhex(ENC[f"s_bitset{value}_b32 s5, s3"]), {},
                      {3: index, 5: old})
        bit = 1 << (index % 32)
        assert int(m.S[5, 0]) == (old | bit if value else old & ~bit & M32)


@pytest.mark.parametrize("arch", ARCHS)
def test_mul_i32_i24_sign_extends_the_low_24_bits(arch):
    """The forwards of per-head weights index a weight row with it (the loads issued with the
    row's): bits above 23 are ignored, bit 23 is the sign, the product wraps at 32 bits."""
    rng = _rng()
    a, b = (rng.integers(0, 1 << 32, 64, dtype=np.uint64).astype(np.uint32) for _ in range(2))
    a[:4] = [0x00FFFFFF, 0x00800000, 0xFF7FFFFF, 5]
    b[:4] = [3, 0x00800000, 0x00800000, 0xFFFFFFFF]
    got = _run(arch, "v_mul_i32_i24_e32 v4, v0, v1", {0: a, 1: b}).V[4, 0]

    def i24(v):
        v &= 0xFFFFFF
        return v - (1 << 24) if v >> 23 else v

    assert [int(w) for w in got] == [(i24(int(x)) * i24(int(y))) % (1 << 32)
                                     for x, y in zip(a, b)]
