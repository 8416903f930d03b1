"""Vector ALU instructions: VOP1/VOP2/VOP3/VOPC/VOP3P and the one SDWA form the kernels use."""

from __future__ import annotations

import numpy as np

from . import fp
from .fp import F32, U32, U64, bits, f32
from .loader import MachineCodeError
from .machine import LANES, handles

FLOAT_CONSTANT_BITS = {int(np.float32(v).view(U32)) for v in
                       (0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0)}
SOURCES = {"VOP1": ("src0",), "VOP2": ("src0", "vsrc1"), "VOPC": ("src0", "vsrc1")}
VOP3 = ("VOP3", "VOP3_SDST", "VOP3SD")


def srcs(m, g, ins, n: int, floats: bool = False) -> list:
    """The first ``n`` sources as uint32 (VOP3 neg/abs applied to float operands)."""
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
        if ins.variant == "SDWA" and name == "src0":
            out.append(_sdwa_src0(m, g, ins))
            continue
        v = m.vsrc(g, ins.operand(name))
        if ab >> i & 1:
            v = v & U32(0x7FFFFFFF)
        if neg >> i & 1:
            v = v ^ U32(0x80000000)
        out.append(v)
    return out


def _sdwa_src0(m, g, ins):
    raw = ins.raw
    if (raw.dst_sel != 6 or raw.omod or raw.clmp or raw.src0_neg or raw.src0_abs
            or raw.src0_sext or raw.s0):
        raise MachineCodeError(f"{ins}: SDWA form not modelled (only a VGPR word/dword select)")
    v = m.V[raw.vsrc0.offset - 256, g.idx]
    sel = raw.src0_sel
    if sel == 6:
        return v
    if sel in (4, 5):
        return (v >> U32(16 * (sel - 4))) & U32(0xFFFF)
    return (v >> U32(8 * sel)) & U32(0xFF)


def _vdst(ins) -> int:
    return ins.operand("vdst")[1]


def _write(m, g, ins, value) -> None:
    m.setv(g, _vdst(ins), np.asarray(value).view(U32) if np.asarray(value).dtype == F32
           else np.asarray(value, U32))


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
}


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


@handles("v_cndmask_b32")
def _cndmask(m, g, ins):
    a, b = srcs(m, g, ins, 2)
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


CMP = {"eq": np.equal, "ne": np.not_equal, "lg": np.not_equal, "gt": np.greater,
       "ge": np.greater_equal, "lt": np.less, "le": np.less_equal}
TYPES = {"u32": lambda v: np.asarray(v, U32), "i32": lambda v: np.asarray(v, U32).view(np.int32),
         "f32": f32}


def _compare(ins, a, b):
    parts = ins.base.split("_")  # v_cmp_<cond>_<type>
    cond, ty = parts[2], parts[3]
    if cond == "class":
        cls = fp.class_bits(f32(a))
        return ((np.asarray(b, U32) >> cls.astype(U32)) & U32(1)) == 1
    if cond == "u":
        return np.isnan(f32(a)) | np.isnan(f32(b))
    if cond not in CMP or ty not in TYPES:
        raise MachineCodeError(f"unknown opcode {ins.name} at PC {ins.pc:#x}")
    return CMP[cond](TYPES[ty](a), TYPES[ty](b))


@handles(*(f"v_cmp_{c}_{t}" for c in (*CMP, "u") for t in TYPES), "v_cmp_class_f32")
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
