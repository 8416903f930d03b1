"""Vector ALU instructions: VOP1/VOP2/VOP3/VOPC/VOP3P, and VOP1/VOP2 in SDWA form."""

from __future__ import annotations

import numpy as np

from . import fp
from .decode import operand
from .fp import F32, U32, U64, bits, f32
from .loader import MachineCodeError
from .machine import LANES, handles

FLOAT_CONSTANT_BITS = {int(np.float32(v).view(U32)) for v in
                       (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0)}
SOURCES = {"VOP1": ("src0",), "VOP2": ("src0", "vsrc1"), "VOPC": ("src0", "vsrc1")}
VOP3 = ("VOP3", "VOP3_SDST", "VOP3SD")


def srcs(m, g, ins, n: int, floats: bool = False) -> list:
    """The first ``n`` sources as uint32 (VOP3 neg/abs applied to float operands)."""
    if ins.variant == "SDWA":
        return _sdwa_srcs(m, g, ins, n, floats)
    names = SOURCES.get(ins.fmt, ("src0", "src1", "src2"))[:n]
    raw = ins.raw
    if ins.fmt in VOP3:
        if getattr(raw, "omod", 0) or getattr(raw, "clmp", 0) or getattr(raw, "opsel", 0):
            raise MachineCodeError(f"{ins}: omod/clamp/op_sel are not modelled")
        neg, ab = raw.neg, getattr(raw, "abs", 0)
        if (neg or ab) and not floats:
            raise MachineCodeError(f"{ins}: neg/abs on an integer operand")
    else:
        neg = ab = 0
    out = []
    for i, name in enumerate(names):
        v = m.vsrc(g, ins.operand(name))
        if ab >> i & 1:
            v = v & U32(0x7FFFFFFF)
        if neg >> i & 1:
            v = v ^ U32(0x80000000)
        out.append(v)
    return out


# SDWA selects (src*_sel, dst_sel): bytes 0-3, words 0-1 (4, 5), the dword (6).
SDWA_DWORD = 6
SDWA_PAD, SDWA_SEXT, SDWA_PRESERVE = 0, 1, 2


def _sdwa_field(sel: int) -> tuple:
    """(shift, width) of an SDWA select."""
    if sel == SDWA_DWORD:
        return 0, 32
    if sel in (4, 5):
        return 16 * (sel - 4), 16
    if sel < 4:
        return 8 * sel, 8
    raise MachineCodeError(f"SDWA select {sel} is not a byte, word or dword")


def _sdwa_srcs(m, g, ins, n: int, floats: bool) -> list:
    """VOP1/VOP2 SDWA sources: a byte or word of a VGPR or scalar, zero- or sign-extended
    (sext), or for float operands the dword with neg/abs."""
    raw = ins.raw
    if raw.omod or raw.clmp:
        raise MachineCodeError(f"{ins}: omod/clamp are not modelled")
    out = []
    for i in range(n):
        reg = raw.vsrc0 if i == 0 else raw.vsrc1
        # S0/S1 set: the field is a scalar source (an SGPR or an inline constant), not a VGPR.
        op = (operand(reg.offset - 256, None, ins.pc, ins.name) if getattr(raw, f"s{i}")
              else ("v", reg.offset - 256))
        sel, sext = getattr(raw, f"src{i}_sel"), getattr(raw, f"src{i}_sext")
        neg, ab = getattr(raw, f"src{i}_neg"), getattr(raw, f"src{i}_abs")
        shift, width = _sdwa_field(sel)
        v = np.broadcast_to(m.vsrc(g, op), (len(g.waves), 64))
        if width < 32:
            v = (v >> U32(shift)) & U32((1 << width) - 1)
            if sext:
                top = U32(1 << (width - 1))
                v = (v ^ top) - top
        if neg or ab:
            if not floats or width < 32:
                raise MachineCodeError(f"{ins}: neg/abs on an integer or sub-dword SDWA source")
            v = v & U32(0x7FFFFFFF) if ab else v
            v = v ^ U32(0x80000000) if neg else v
        out.append(v)
    return out


def _sdwa_dst(m, g, ins, value) -> np.ndarray:
    """The dword an SDWA result writes: its low byte/word at dst_sel, the other bits zero
    (UNUSED_PAD), the field's sign (UNUSED_SEXT, the bits below it zero) or the old bits
    (UNUSED_PRESERVE)."""
    raw = ins.raw
    shift, width = _sdwa_field(raw.dst_sel)
    if width == 32:
        return value
    field = (np.asarray(value, U32) & U32((1 << width) - 1)) << U32(shift)
    mask = U32(((1 << width) - 1) << shift)
    if raw.dst_unused == SDWA_PAD:
        return field
    if raw.dst_unused == SDWA_SEXT:
        above = U32((0xFFFFFFFF << (shift + width)) & 0xFFFFFFFF)
        return np.where((field >> U32(shift + width - 1)) & U32(1), field | above, field)
    if raw.dst_unused == SDWA_PRESERVE:
        return (m.V[_vdst(ins), g.idx] & ~mask) | field
    raise MachineCodeError(f"{ins}: dst_unused {raw.dst_unused}")


def _vdst(ins) -> int:
    return ins.operand("vdst")[1]


def _write(m, g, ins, value) -> None:
    value = np.asarray(value).view(U32) if np.asarray(value).dtype == F32 else np.asarray(
        value, U32)
    if ins.variant == "SDWA":
        value = _sdwa_dst(m, g, ins, value)
    m.setv(g, _vdst(ins), value)


# LLVM's u32 division scales v_rcp_f32(float(y)) by this (2^32 less 2 ulps) and corrects the
# quotient upward only: it tolerates a reciprocal below the correctly rounded one, not a whole
# ulp above it (1/1 + 1 ulp gives 7 / 1 == 2), so the ISA's "1 ulp" bound alone does not make it
# exact. Such reciprocals are perturbed down or not at all.
UDIV_SCALE = 0x4F7FFFFE


def _feeds_udiv(m, ins) -> bool:
    cache = m.__dict__.setdefault("_udiv", {})
    if ins.pc not in cache:
        d, pc, hit = _vdst(ins), ins.pc + ins.size, False
        for _ in range(6):
            nxt = m.program.get(pc)
            if nxt is None:
                break
            if nxt.base == "v_mul_f32" and nxt.literal == UDIV_SCALE and \
                    ("v", d) in (nxt.operand("src0"), nxt.operand("vsrc1")):
                hit = True
                break
            pc += nxt.size
        cache[ins.pc] = hit
    return cache[ins.pc]


def _rounded(m, ins, value):
    if m.rng is None:
        return value
    return fp.perturb(value, m.rng, (-1, 0) if _feeds_udiv(m, ins) else (-1, 1))


FLOAT = {
    "v_add_f32": (2, lambda a, b: a + b), "v_sub_f32": (2, lambda a, b: a - b),
    "v_subrev_f32": (2, lambda a, b: b - a), "v_mul_f32": (2, lambda a, b: a * b),
    "v_max_f32": (2, np.fmax), "v_min_f32": (2, np.fmin),
    "v_fma_f32": (3, fp.fma),
    # Integral rounding is exact: round half to even, toward zero, down, up (NaN stays NaN).
    "v_rndne_f32": (1, np.rint), "v_trunc_f32": (1, np.trunc), "v_floor_f32": (1, np.floor),
    "v_ceil_f32": (1, np.ceil),
    "v_med3_f32": (3, fp.med3),
    "v_max3_f32": (3, lambda a, b, c: np.fmax(np.fmax(a, b), c)),
    "v_min3_f32": (3, lambda a, b, c: np.fmin(np.fmin(a, b), c)),
    # gfx950: NaN-propagating; LLVM writes a two-operand minimum with its last operand repeated.
    "v_minimum3_f32": (3, lambda a, b, c: fp.minimum(fp.minimum(a, b), c)),
    "v_maximum3_f32": (3, lambda a, b, c: fp.maximum(fp.maximum(a, b), c)),
}
INT = {
    "v_and_b32": (2, lambda a, b: a & b), "v_or_b32": (2, lambda a, b: a | b),
    "v_xor_b32": (2, lambda a, b: a ^ b), "v_add_u32": (2, lambda a, b: a + b),
    "v_sub_u32": (2, lambda a, b: a - b),
    "v_lshlrev_b32": (2, lambda a, b: b << (a & U32(31))),
    "v_lshrrev_b32": (2, lambda a, b: b >> (a & U32(31))),
    "v_mul_u32_u24": (2, lambda a, b: ((a & U32(0xFFFFFF)).astype(U64)
                                      * (b & U32(0xFFFFFF))).astype(U32)),
    "v_mul_lo_u32": (2, lambda a, b: (a.astype(U64) * b).astype(U32)),
    "v_mul_hi_u32": (2, lambda a, b: ((a.astype(U64) * b) >> U64(32)).astype(U32)),
    "v_min_i32": (2, lambda a, b: np.minimum(a.view(np.int32), b.view(np.int32)).view(U32)),
    "v_max_i32": (2, lambda a, b: np.maximum(a.view(np.int32), b.view(np.int32)).view(U32)),
    "v_min_u32": (2, np.minimum), "v_max_u32": (2, np.maximum),
    "v_add_lshl_u32": (3, lambda a, b, c: (a + b) << (c & U32(31))),
    "v_lshl_add_u32": (3, lambda a, b, c: (a << (b & U32(31))) + c),
    "v_and_or_b32": (3, lambda a, b, c: (a & b) | c),
    "v_or3_b32": (3, lambda a, b, c: a | b | c),
    "v_mad_u32_u24": (3, lambda a, b, c: ((a & U32(0xFFFFFF)).astype(U64)
                                          * (b & U32(0xFFFFFF)) + c).astype(U32)),
    "v_mul_i32_i24": (2, lambda a, b: ((_i24(a) * _i24(b)) & 0xFFFFFFFF).astype(U32)),
    "v_mad_i32_i24": (3, lambda a, b, c: ((_i24(a) * _i24(b) + np.asarray(c, U32))
                                          & 0xFFFFFFFF).astype(U32)),
    "v_ashrrev_i32": (2, lambda a, b: (b.view(np.int32) >> (a & U32(31)).astype(np.int32))
                      .view(U32)),
    "v_subrev_u32": (2, lambda a, b: b - a), "v_not_b32": (1, lambda a: ~a),
    "v_mul_hi_i32": (2, lambda a, b: ((a.view(np.int32).astype(np.int64) * b.view(np.int32))
                                      >> 32).astype(U32)),
    "v_bfi_b32": (3, lambda a, b, c: (a & b) | (~a & c)),
    "v_add3_u32": (3, lambda a, b, c: a + b + c),
    "v_lshl_or_b32": (3, lambda a, b, c: (a << (b & U32(31))) | c),
    "v_bfe_u32": (3, lambda a, b, c: ((a >> (b & U32(31))).astype(U64)
                                     & ((U64(1) << (c & U32(31)).astype(U64)) - U64(1))
                                     ).astype(U32)),
    "v_perm_b32": (3, lambda a, b, c: _perm(a, b, c)),
    "v_pack_b32_f16": (2, lambda a, b: (a & U32(0xFFFF)) | (b << U32(16))),
    "v_mov_b32": (1, lambda a: a), "v_bfrev_b32": (1, lambda a: _brev(a)),
    "v_med3_i32": (3, lambda a, b, c: _med3_int(a, b, c, np.int32)),
    "v_med3_u32": (3, lambda a, b, c: _med3_int(a, b, c, U32)),
    "v_max3_i32": (3, lambda a, b, c: np.maximum(np.maximum(a.view(np.int32), b.view(np.int32)),
                                                 c.view(np.int32)).view(U32)),
    "v_min3_i32": (3, lambda a, b, c: np.minimum(np.minimum(a.view(np.int32), b.view(np.int32)),
                                                 c.view(np.int32)).view(U32)),
    "v_max3_u32": (3, lambda a, b, c: np.maximum(np.maximum(a, b), c)),
    "v_min3_u32": (3, lambda a, b, c: np.minimum(np.minimum(a, b), c)),
    "v_cvt_pk_i16_i32": (2, lambda a, b: _sat_i16(a) | (_sat_i16(b) << U32(16))),
}


def _i24(x) -> np.ndarray:
    """The low 24 bits of x, sign-extended, as int64."""
    return (np.asarray(x, U32) << U32(8)).view(np.int32).astype(np.int64) >> 8


def _med3_int(a, b, c, ty):
    """V_MED3_I32/U32 as AMD's pseudocode states it (the middle value)."""
    a, b, c = (np.broadcast_to(np.asarray(v, U32).view(ty), np.broadcast(a, b, c).shape)
               for v in (a, b, c))
    mx = np.maximum(np.maximum(a, b), c)
    return np.where(mx == a, np.maximum(b, c), np.where(mx == b, np.maximum(a, c),
                                                        np.maximum(a, b))).astype(ty).view(U32)


def _sat_i16(a):
    """i32 -> i16 saturated, as its 16-bit pattern in a uint32."""
    v = np.clip(np.asarray(a, U32).view(np.int32), -32768, 32767)
    return v.astype(np.int32).view(U32) & U32(0xFFFF)


@handles(*FLOAT)
def _float(m, g, ins):
    n, fn = FLOAT[ins.base]
    _write(m, g, ins, np.asarray(fn(*(f32(s) for s in srcs(m, g, ins, n, True))), F32))


@handles("v_fmac_f32")
def _fmac(m, g, ins):
    a, b = srcs(m, g, ins, 2, True)
    _write(m, g, ins, fp.fma(f32(a), f32(b), f32(m.V[_vdst(ins), g.idx])))


@handles(*INT)
def _int(m, g, ins):
    n, fn = INT[ins.base]
    if ins.base == "v_pack_b32_f16" and (ins.raw.neg or ins.raw.abs):
        raise MachineCodeError(f"{ins}: modifiers on v_pack_b32_f16")
    _write(m, g, ins, fn(*(np.asarray(s, U32) for s in srcs(m, g, ins, n))))


def _perm(a, b, c):
    data = (np.asarray(a, U64) << U64(32)) | np.asarray(b, U64)
    out = np.zeros(np.broadcast(a, b, c).shape, U32)
    for i in range(4):
        sel = ((c >> U32(8 * i)) & U32(0xFF)).astype(U64)
        byte = (data >> (U64(8) * np.minimum(sel, U64(7)))) & U64(0xFF)
        sign = (data >> (U64(16) * (np.clip(sel, U64(8), U64(11)) - U64(8)) + U64(15))) & U64(1)
        byte = np.where(sel >= 13, 0xFF, np.where(sel == 12, 0, np.where(sel >= 8, sign * 0xFF,
                                                                             byte)))
        out |= byte.astype(U32) << U32(8 * i)
    return out


def _brev(a):
    a = np.asarray(a, U32)
    return sum((((a >> U32(i)) & U32(1)) << U32(31 - i)) for i in range(32)).astype(U32)


@handles("v_rcp_f32", "v_sqrt_f32")
def _approx(m, g, ins):
    (a,) = srcs(m, g, ins, 1, True)
    x = f32(a)
    r = (F32(1) / x if ins.base == "v_rcp_f32" else np.sqrt(x)).astype(F32)
    _write(m, g, ins, _rounded(m, ins, r))


@handles("v_cvt_f32_u32")
def _cvt_f32_u32(m, g, ins):
    _write(m, g, ins, np.asarray(srcs(m, g, ins, 1)[0], U32).astype(F32))


@handles("v_cvt_u32_f32")
def _cvt_u32_f32(m, g, ins):
    x = f32(srcs(m, g, ins, 1, True)[0]).astype(np.float64)
    x = np.where(np.isnan(x), 0, np.clip(np.trunc(x), 0, 4294967295.0))
    _write(m, g, ins, x.astype(U32))


@handles("v_cvt_i32_f32")
def _cvt_i32_f32(m, g, ins):
    _write(m, g, ins, fp.to_i32(f32(srcs(m, g, ins, 1, True)[0])))


@handles("v_cvt_f32_i32")
def _cvt_f32_i32(m, g, ins):
    _write(m, g, ins, np.asarray(srcs(m, g, ins, 1)[0], U32).view(np.int32).astype(F32))


def _fp8_format(m, ins) -> str:
    if m.co.arch not in fp.FP8_OF_ARCH:
        raise MachineCodeError(f"{ins}: no fp8 format known for {m.co.arch}")
    return fp.FP8_OF_ARCH[m.co.arch]


@handles("v_cvt_pk_fp8_f32")
def _cvt_pk_fp8(m, g, ins):
    """D.b16 at op_sel[3]'s half = {fp8(S1), fp8(S0)}, the other half kept; the arch's fp8 (gfx942
    e4m3fnuz, gfx950 OCP e4m3fn), round to nearest even, out of range to NaN (no saturation
    without clamp, which is not modelled)."""
    raw = ins.raw
    if raw.omod or raw.clmp or raw.opsel & 0b0111:
        raise MachineCodeError(f"{ins}: omod/clamp/op_sel other than the destination half")
    a, b = (f32(v) for v in _float_mods(m, g, ins, 2))
    fmt = _fp8_format(m, ins)
    lo, hi = fp.to_fp8(a, fmt)[0], fp.to_fp8(b, fmt)[0]
    word = np.broadcast_to(lo | (hi << U32(8)), (len(g.waves), 64))
    old = m.V[_vdst(ins), g.idx]
    m.setv(g, _vdst(ins), (old & U32(0x0000FFFF)) | (word << U32(16)) if raw.opsel >> 3
           else (old & U32(0xFFFF0000)) | word)


def _float_mods(m, g, ins, n: int) -> list:
    """VOP3 float sources with neg/abs, op_sel left to the caller."""
    raw = ins.raw
    out = []
    for i, name in enumerate(("src0", "src1", "src2")[:n]):
        v = m.vsrc(g, ins.operand(name))
        v = v & U32(0x7FFFFFFF) if raw.abs >> i & 1 else v
        out.append(v ^ U32(0x80000000) if raw.neg >> i & 1 else v)
    return out


@handles("v_cvt_f32_fp8")
def _cvt_f32_fp8(m, g, ins):
    """fp8 -> f32 of byte 0 (VOP1), of the SDWA src0_sel byte, or of the op_sel[1:0] byte (VOP3)."""
    if ins.fmt in VOP3:
        raw = ins.raw
        if raw.omod or raw.clmp or raw.neg or raw.abs or raw.opsel & 0b1100:
            raise MachineCodeError(f"{ins}: modifiers are not modelled")
        v = m.vsrc(g, ins.operand("src0")) >> U32(8 * (raw.opsel & 3))
    else:
        (v,) = srcs(m, g, ins, 1)
    _write(m, g, ins, fp.from_fp8(v, _fp8_format(m, ins)))


@handles("v_bitop3_b32", "v_bitop3_b16")
def _bitop3(m, g, ins):
    """Any bitwise function of three operands: bit (S0, S1, S2) of the 8-bit table {OMOD, ABS,
    NEG}. The b16 form writes the low half (the high half kept)."""
    raw = ins.raw
    if raw.opsel or raw.clmp:
        raise MachineCodeError(f"{ins}: op_sel/clamp are not modelled")
    table = raw.omod << 6 | raw.abs << 3 | raw.neg
    a, b, c = (np.asarray(m.vsrc(g, ins.operand(f)), U32) for f in ("src0", "src1", "src2"))
    out = np.zeros(np.broadcast(a, b, c).shape, U32)
    for k in range(8):
        if table >> k & 1:
            out |= ((a if k & 4 else ~a) & (b if k & 2 else ~b) & (c if k & 1 else ~c))
    if ins.base == "v_bitop3_b16":
        out = (m.V[_vdst(ins), g.idx] & U32(0xFFFF0000)) | (out & U32(0xFFFF))
    _write(m, g, ins, out)


@handles("v_cvt_f16_f32")
def _cvt_f16_f32(m, g, ins):
    x = f32(srcs(m, g, ins, 1, True)[0])
    _write(m, g, ins, x.astype(np.float16).view(np.uint16).astype(U32))


@handles("v_cvt_f32_f16")
def _cvt_f32_f16(m, g, ins):
    (a,) = srcs(m, g, ins, 1, True)
    h = (np.asarray(a, U32) & U32(0xFFFF)).astype(np.uint16)
    _write(m, g, ins, h.view(np.float16).astype(F32))


@handles("v_cvt_pk_bf16_f32", "v_cvt_pk_f16_f32")
def _cvt_pk(m, g, ins):
    a, b = (f32(s) for s in srcs(m, g, ins, 2, True))
    shape = np.broadcast(a, b).shape
    if "bf16" in ins.base:
        lo, hi = (fp.to_bf16(np.broadcast_to(v, shape)) for v in (a, b))
    else:
        lo, hi = (np.broadcast_to(v, shape).astype(np.float16).view(np.uint16).astype(U32)
                  for v in (a, b))
    _write(m, g, ins, lo | (hi << U32(16)))


@handles("v_mov_b64")
def _mov64(m, g, ins):
    op, d = ins.operand("src0"), _vdst(ins)
    lo, hi = m.vsrc(g, op, 0), m.vsrc(g, op, 1)
    m.setv(g, d, lo)
    m.setv(g, d + 1, hi)


@handles("v_mad_u64_u32")
def _mad_u64(m, g, ins):
    # D.u64 = S0.u32 * S1.u32 + S2.u64; the carry out of bit 63 goes to the SGPR pair sdst.
    if getattr(ins.raw, "clmp", 0):
        raise MachineCodeError(f"{ins}: clamp is not modelled")
    a, b = (np.asarray(m.vsrc(g, ins.operand(n)), U64) for n in ("src0", "src1"))
    op = ins.operand("src2")
    c = np.asarray(m.vsrc(g, op, 0), U64) | (np.asarray(m.vsrc(g, op, 1), U64) << U64(32))
    d = np.broadcast_to(a * b + c, (len(g.waves), 64))  # a * b < 2^64: only the add wraps
    carry = np.broadcast_to(d < c, (len(g.waves), 64))
    m.setv(g, _vdst(ins), (d & U64(0xFFFFFFFF)).astype(U32))
    m.setv(g, _vdst(ins) + 1, (d >> U64(32)).astype(U32))
    m.set_mask(g, ins.raw.sdst.offset, carry & g.ex)


@handles("v_cndmask_b32")
def _cndmask(m, g, ins):
    # The VOP3 form takes neg/abs (sign-bit) modifiers: LLVM folds an fneg into a float select.
    a, b = srcs(m, g, ins, 2, floats=True)
    mask = m.mask_of(g, ins.operand("src2") if ins.fmt == "VOP3" else ("s", 106))
    _write(m, g, ins, np.where(mask, b, a))


@handles("v_readfirstlane_b32")
def _readfirstlane(m, g, ins):
    v = np.broadcast_to(m.vsrc(g, ins.operand("src0")), (len(g.waves), 64))
    lane = np.where(g.ex.any(1), np.argmax(g.ex, 1), 0)
    m.S[ins.raw.vdst.offset - 256, g.idx] = v[np.arange(len(lane)), lane]


@handles("v_permlane16_swap_b32", "v_permlane32_swap_b32")
def _permlane_swap(m, g, ins):
    x, y = ins.operand("src0")[1], _vdst(ins)
    vx, vy = m.V[x, g.idx].copy(), m.V[y, g.idx].copy()
    if ins.base == "v_permlane32_swap_b32":
        lo = np.arange(32)
    else:
        lo = np.concatenate([np.arange(16), np.arange(32, 48)])
    hi = lo + (32 if ins.base == "v_permlane32_swap_b32" else 16)
    vx[:, lo], vy[:, hi] = vy[:, hi], vx[:, lo].copy()
    m.V[x, g.idx], m.V[y, g.idx] = vx, vy


CMP = {"eq": np.equal, "ne": np.not_equal, "lg": lambda a, b: (a < b) | (a > b),
       "gt": np.greater, "ge": np.greater_equal, "lt": np.less, "le": np.less_equal}
# Float compares that are true when either operand is NaN: the negation of the ordered one.
NEGATED = {"neq": "eq", "nlg": "lg", "ngt": "gt", "nge": "ge", "nlt": "lt", "nle": "le"}
TYPES = {"u32": lambda v: np.asarray(v, U32), "i32": lambda v: np.asarray(v, U32).view(np.int32),
         "f32": f32}


def _compare(ins, a, b):
    parts = ins.base.split("_")  # v_cmp_<cond>_<type>
    cond, ty = parts[2], parts[3]
    if cond == "class":
        cls = fp.class_bits(f32(a))
        return ((np.asarray(b, U32) >> cls.astype(U32)) & U32(1)) == 1
    if cond in ("u", "o"):
        unordered = np.isnan(f32(a)) | np.isnan(f32(b))
        return unordered if cond == "u" else ~unordered
    if cond in NEGATED and ty == "f32":
        return ~CMP[NEGATED[cond]](f32(a), f32(b))
    if cond not in CMP or ty not in TYPES:
        raise MachineCodeError(f"unknown opcode {ins.name} at PC {ins.pc:#x}")
    return CMP[cond](TYPES[ty](a), TYPES[ty](b))


@handles(*(f"v_cmp_{c}_{t}" for c in (*CMP, "u") for t in TYPES), "v_cmp_class_f32",
         *(f"v_cmp_{c}_f32" for c in (*NEGATED, "o")))
def _cmp(m, g, ins):
    a, b = srcs(m, g, ins, 2, floats=ins.base.endswith("f32"))
    res = np.broadcast_to(_compare(ins, a, b), (len(g.waves), 64)) & g.ex
    m.set_mask(g, 106 if ins.fmt == "VOPC" else ins.raw.vdst.offset, res)


@handles("v_div_scale_f32")
def _div_scale(m, g, ins):
    a, b, c = (f32(s) for s in srcs(m, g, ins, 3, True))
    d, vcc = fp.div_scale(a, b, c)
    _write(m, g, ins, d)
    m.set_mask(g, ins.raw.sdst.offset, np.broadcast_to(vcc, (len(g.waves), 64)) & g.ex)


@handles("v_div_fmas_f32")
def _div_fmas(m, g, ins):
    a, b, c = (f32(s) for s in srcs(m, g, ins, 3, True))
    vcc = m.mask_of(g, ("s", 106))
    _write(m, g, ins, fp.div_fmas(a, b, c, vcc))


@handles("v_div_fixup_f32")
def _div_fixup(m, g, ins):
    _write(m, g, ins, fp.div_fixup(*(f32(s) for s in srcs(m, g, ins, 3, True))))


# ---- VOP3P: packed f32 on register pairs ---------------------------------------------------
def _packed(m, g, ins, i, name):
    raw = ins.raw
    op = ins.operand(name)
    sel_hi = (raw.opsel_hi >> i & 1) if i < 2 else raw.opsel_hi2
    if op[0] not in ("v", "s"):
        # A 32-bit constant both of whose uses select the low half is that value twice (the
        # kernels' weight_offset); what a selected high half of a constant reads is not modelled.
        if (raw.opsel >> i & 1) or sel_hi:
            raise MachineCodeError(f"{ins}: the high half of a constant operand is selected")
        halves = (m.vsrc(g, op, 0),)
    else:
        halves = (m.vsrc(g, op, 0), m.vsrc(g, op, 1))
    lo, hi = halves[raw.opsel >> i & 1], halves[sel_hi]
    if raw.neg >> i & 1:
        lo = lo ^ U32(0x80000000)
    if raw.neg_hi >> i & 1:
        hi = hi ^ U32(0x80000000)
    return lo, hi


PACKED = {"v_pk_add_f32": (2, lambda a, b: a + b), "v_pk_mul_f32": (2, lambda a, b: a * b),
          "v_pk_fma_f32": (3, fp.fma)}


@handles(*PACKED)
def _pk_float(m, g, ins):
    if ins.raw.clmp:
        raise MachineCodeError(f"{ins}: clamp is not modelled")
    n, fn = PACKED[ins.base]
    ops = [_packed(m, g, ins, i, name) for i, name in enumerate(("src0", "src1", "src2")[:n])]
    d = _vdst(ins)
    lo = np.asarray(fn(*(f32(o[0]) for o in ops)), F32)
    hi = np.asarray(fn(*(f32(o[1]) for o in ops)), F32)
    m.setv(g, d, bits(lo))
    m.setv(g, d + 1, bits(hi))


@handles("v_pk_mov_b32")
def _pk_mov(m, g, ins):
    raw = ins.raw
    a, b = ins.operand("src0"), ins.operand("src1")
    if raw.neg or raw.neg_hi:
        raise MachineCodeError(f"{ins}: neg on v_pk_mov_b32")
    lo = m.vsrc(g, a, raw.opsel & 1)
    hi = m.vsrc(g, b, raw.opsel >> 1 & 1)
    d = _vdst(ins)
    m.setv(g, d, lo)
    m.setv(g, d + 1, hi)


__all__ = ["LANES"]


# ---- AGPRs: the backend parks values there (gfx90a+ unified register file) -----------------
@handles("v_accvgpr_write", "v_accvgpr_read", "v_accvgpr_mov")
def _accvgpr(m, g, ins):
    if ins.raw.neg or ins.raw.neg_hi or ins.raw.opsel or ins.raw.clmp:
        raise MachineCodeError(f"{ins}: modifiers on an AGPR move")
    src, d = ins.operand("src0"), _vdst(ins)
    if ins.base == "v_accvgpr_write":
        value = m.vsrc(g, src)
    else:
        value = m.A[src[1], g.idx]
    target = m.V if ins.base == "v_accvgpr_read" else m.A
    target[d, g.idx] = value if g.full else np.where(g.ex, value, target[d, g.idx])


@handles("v_mad_mix_f32", "v_fma_mix_f32", "v_mad_mixlo_f16", "v_mad_mixhi_f16",
         "v_fma_mixlo_f16", "v_fma_mixhi_f16")
def _mix(m, g, ins):
    """fma of sources that are each f32 or (op_sel_hi) the f16 half op_sel picks; neg_hi is abs."""
    raw = ins.raw
    if raw.clmp:
        raise MachineCodeError(f"{ins}: clamp is not modelled")
    vals = []
    for i, name in enumerate(("src0", "src1", "src2")):
        op = ins.operand(name)
        v = m.vsrc(g, op)
        half = (raw.opsel_hi >> i & 1) if i < 2 else raw.opsel_hi2
        if half and op[0] == "k":  # an inline float constant of an f16 operand is its f16 value
            if op[1] not in FLOAT_CONSTANT_BITS and op[1] > 64:
                raise MachineCodeError(f"{ins}: a literal as an f16 mix operand")
            x = f32(v) if op[1] in FLOAT_CONSTANT_BITS else F32(op[1])
        elif half:
            h = ((np.asarray(v, U32) >> U32(16 * (raw.opsel >> i & 1))) & U32(0xFFFF))
            x = h.astype(np.uint16).view(np.float16).astype(F32)
        else:
            x = f32(v)
        if raw.neg_hi >> i & 1:
            x = np.abs(x)
        if raw.neg >> i & 1:
            x = -x
        vals.append(x)
    if ins.base.endswith("_f32"):
        _write(m, g, ins, fp.fma(*vals))
        return
    h = fp.fma(*vals, dtype=np.float16).view(np.uint16).astype(U32)
    old = m.V[_vdst(ins), g.idx]
    _write(m, g, ins, (old & U32(0xFFFF)) | (h << U32(16)) if "mixhi" in ins.base
           else (old & U32(0xFFFF0000)) | h)
