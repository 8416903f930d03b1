"""Scalar instructions: SOP1/SOP2/SOPC/SOPK/SOPP and SMEM (AMD's pseudocode for each)."""

from __future__ import annotations

import numpy as np

from .loader import MachineCodeError
from .machine import handles

U32, U64, I32, I64 = np.uint32, np.uint64, np.int32, np.int64
M32 = U64(0xFFFFFFFF)


def _i(x):
    return np.asarray(x, U32).view(I32).astype(I64)


def _u(x):
    return np.asarray(x, U32).astype(U64)


def _dst(m, g, ins, value):
    m.S[ins.operand("sdst")[1], g.idx] = np.asarray(value).astype(U64) & M32 \
        if np.asarray(value).dtype != U32 else value


def _s01(m, g, ins):
    return m.ssrc(g, ins.operand("ssrc0")), m.ssrc(g, ins.operand("ssrc1"))


def _setscc(m, g, value):
    m.scc[g.idx] = np.broadcast_to(np.asarray(value, bool), (len(g.waves),))


BINARY32 = {
    "s_and_b32": lambda a, b: _u(a) & _u(b), "s_or_b32": lambda a, b: _u(a) | _u(b),
    "s_xor_b32": lambda a, b: _u(a) ^ _u(b), "s_andn2_b32": lambda a, b: _u(a) & ~_u(b) & M32,
    "s_lshl_b32": lambda a, b: (_u(a) << (_u(b) & U64(31))) & M32,
    "s_lshr_b32": lambda a, b: _u(a) >> (_u(b) & U64(31)),
    "s_ashr_i32": lambda a, b: (_i(a) >> (_i(b) & 31)).astype(U64) & M32,
}


@handles(*BINARY32)
def _bitwise32(m, g, ins):
    a, b = _s01(m, g, ins)
    d = BINARY32[ins.name](a, b) & M32
    _dst(m, g, ins, d)
    _setscc(m, g, d != 0)


@handles("s_add_u32", "s_addc_u32", "s_lshl2_add_u32")
def _add_u32(m, g, ins):
    a, b = _s01(m, g, ins)
    carry = m.scc[g.idx].astype(U64) if ins.name == "s_addc_u32" else U64(0)
    t = ((_u(a) << U64(2)) if ins.name == "s_lshl2_add_u32" else _u(a)) + _u(b) + carry
    _dst(m, g, ins, t & M32)
    _setscc(m, g, t >= U64(1 << 32))


@handles("s_subb_u32")
def _subb(m, g, ins):
    a, b = _s01(m, g, ins)
    c = m.scc[g.idx].astype(U64)
    _dst(m, g, ins, (_u(a) - _u(b) - c) & M32)
    _setscc(m, g, _u(b) + c > _u(a))


@handles("s_add_i32", "s_sub_i32")
def _add_i32(m, g, ins):
    a, b = _s01(m, g, ins)
    t = (_i(a) + _i(b)) if ins.name == "s_add_i32" else (_i(a) - _i(b))
    d = t.astype(U64) & M32
    sa, sb, sd = _u(a) >> U64(31), _u(b) >> U64(31), d >> U64(31)
    same = (sa == sb) if ins.name == "s_add_i32" else (sa != sb)
    _dst(m, g, ins, d)
    _setscc(m, g, same & (sa != sd))


@handles("s_min_i32")
def _min_i32(m, g, ins):
    a, b = _s01(m, g, ins)
    lt = _i(a) < _i(b)
    _dst(m, g, ins, np.where(lt, _u(a), _u(b)))
    _setscc(m, g, lt)


@handles("s_mul_i32", "s_mul_hi_u32", "s_mul_hi_i32")
def _mul(m, g, ins):
    a, b = _s01(m, g, ins)
    if ins.name == "s_mul_hi_u32":
        d = (_u(a) * _u(b)) >> U64(32)
    elif ins.name == "s_mul_hi_i32":
        d = ((_i(a) * _i(b)) >> 32).astype(U64) & M32
    else:
        d = (_u(a) * _u(b)) & M32
    _dst(m, g, ins, d)


@handles("s_cselect_b32")
def _cselect32(m, g, ins):
    a, b = _s01(m, g, ins)
    _dst(m, g, ins, np.where(m.scc[g.idx], _u(a), _u(b)))


@handles("s_cselect_b64", "s_and_b64", "s_or_b64", "s_xor_b64", "s_andn2_b64", "s_lshl_b64",
         "s_lshr_b64")
def _binary64(m, g, ins):
    a, b = m.ssrc64(g, ins.operand("ssrc0")), m.ssrc64(g, ins.operand("ssrc1"))
    d = {"s_cselect_b64": lambda: np.where(m.scc[g.idx], a, b),
         "s_and_b64": lambda: a & b, "s_or_b64": lambda: a | b, "s_xor_b64": lambda: a ^ b,
         "s_andn2_b64": lambda: a & ~b,
         "s_lshl_b64": lambda: a << (b & U64(63)),
         "s_lshr_b64": lambda: a >> (b & U64(63))}[ins.name]()
    d = np.broadcast_to(d, (len(g.waves),))
    m.sets64(g, ins.operand("sdst")[1], d)
    if ins.name != "s_cselect_b64":
        _setscc(m, g, d != 0)


@handles("s_mov_b32")
def _mov32(m, g, ins):
    _dst(m, g, ins, np.broadcast_to(m.ssrc(g, ins.operand("ssrc0")), (len(g.waves),)))


@handles("s_mov_b64")
def _mov64(m, g, ins):
    m.sets64(g, ins.operand("sdst")[1],
             np.broadcast_to(m.ssrc64(g, ins.operand("ssrc0")), (len(g.waves),)))


@handles("s_not_b32", "s_abs_i32", "s_brev_b32")
def _unary32(m, g, ins):
    a = m.ssrc(g, ins.operand("ssrc0"))
    if ins.name == "s_not_b32":
        d = ~_u(a) & M32
    elif ins.name == "s_abs_i32":
        d = np.abs(_i(a)).astype(U64) & M32
    else:
        bits = (_u(a)[..., None] >> np.arange(32, dtype=U64)) & U64(1)
        d = (bits << np.arange(31, -1, -1, dtype=U64)).sum(-1).astype(U64)
    d = np.broadcast_to(d, (len(g.waves),))
    _dst(m, g, ins, d)
    if ins.name != "s_brev_b32":
        _setscc(m, g, d != 0)


@handles("s_bitset0_b32", "s_bitset1_b32")
def _bitset32(m, g, ins):
    """D.u32[S0.u32[4:0]] = 0 or 1, D's other bits kept; SCC unchanged."""
    bit = U64(1) << (_u(m.ssrc(g, ins.operand("ssrc0"))) & U64(31))
    d = _u(m.S[ins.operand("sdst")[1], g.idx])
    d = d | bit if ins.name == "s_bitset1_b32" else d & ~bit & M32
    _dst(m, g, ins, np.broadcast_to(d, (len(g.waves),)))


@handles("s_and_saveexec_b64", "s_andn2_saveexec_b64")
def _and_saveexec(m, g, ins):
    """D = EXEC; EXEC = S0 & EXEC (andn2: S0 & ~EXEC, an else side's lanes); SCC = EXEC != 0."""
    s0 = m.ssrc64(g, ins.operand("ssrc0"))
    old = m.ssrc64(g, ("s", 126))
    new = s0 & (~old if ins.name == "s_andn2_saveexec_b64" else old)
    m.sets64(g, ins.operand("sdst")[1], old)
    m.sets64(g, 126, new)
    _setscc(m, g, new != 0)


@handles("s_movk_i32")
def _movk(m, g, ins):
    v = ins.field("simm16")
    _dst(m, g, ins, np.full(len(g.waves), (v - (1 << 16) if v & 0x8000 else v) & 0xFFFFFFFF, U32))


@handles("s_addk_i32")
def _addk(m, g, ins):
    v = ins.field("simm16")
    k = np.int64(v - (1 << 16) if v & 0x8000 else v)
    r = ins.operand("sdst")[1]
    a = _i(m.S[r, g.idx])
    d = (a + k).astype(U64) & M32
    sa, sk, sd = _u(m.S[r, g.idx]) >> U64(31), U64(1 if k < 0 else 0), d >> U64(31)
    m.S[r, g.idx] = d
    _setscc(m, g, (sa == sk) & (sa != sd))


@handles("s_mulk_i32")
def _mulk(m, g, ins):
    v = ins.field("simm16")
    r = ins.operand("sdst")[1]
    m.S[r, g.idx] = (_u(m.S[r, g.idx]) * U64((v - (1 << 16) if v & 0x8000 else v) & 0xFFFFFFFF)
                     & M32)


@handles(*(f"s_cmpk_{c}_{t}" for c in ("eq", "lg", "gt", "ge", "lt", "le") for t in ("i32", "u32")))
def _cmpk(m, g, ins):
    v = ins.field("simm16")
    a = m.S[ins.operand("sdst")[1], g.idx]
    if ins.name.endswith("i32"):
        _setscc(m, g, CMP[ins.name.split("_")[2]](_i(a), np.int64(v - (1 << 16) if v & 0x8000
                                                                   else v)))
    else:
        _setscc(m, g, CMP[ins.name.split("_")[2]](_u(a), U64(v)))


CMP = {"eq": np.equal, "lg": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
       "lt": np.less, "le": np.less_equal}


@handles(*(f"s_cmp_{c}_{t}" for c in CMP for t in ("i32", "u32")))
def _cmp(m, g, ins):
    a, b = _s01(m, g, ins)
    conv = _i if ins.name.endswith("i32") else _u
    _setscc(m, g, CMP[ins.name.split("_")[2]](conv(a), conv(b)))


@handles("s_cmp_eq_u64", "s_cmp_lg_u64")
def _cmp64(m, g, ins):
    a, b = m.ssrc64(g, ins.operand("ssrc0")), m.ssrc64(g, ins.operand("ssrc1"))
    _setscc(m, g, CMP[ins.name.split("_")[2]](np.asarray(a, U64), np.asarray(b, U64)))


@handles("s_bitcmp0_b32", "s_bitcmp1_b32")
def _bitcmp(m, g, ins):
    a, b = _s01(m, g, ins)
    bit = (_u(a) >> (_u(b) & U64(31))) & U64(1)
    _setscc(m, g, bit == (U64(1) if ins.name == "s_bitcmp1_b32" else U64(0)))


# ---- SOPP ------------------------------------------------------------------------------------
@handles("s_nop")
def _nop(m, g, ins):
    pass


@handles("s_endpgm")
def _endpgm(m, g, ins):
    m.end(g)


@handles("s_barrier")
def _barrier(m, g, ins):
    m.barrier(g)


@handles("s_waitcnt")
def _waitcnt(m, g, ins):
    v = ins.field("simm16")
    m.q.wait(g, (v & 0xF) | ((v >> 10) & 0x30), (v >> 8) & 0xF)


def _branch_to(m, g, ins, take):
    off = ins.field("simm16")
    off = off - (1 << 16) if off & 0x8000 else off
    take = np.broadcast_to(take, (len(g.waves),))
    m.pc[g.waves[take]] += 4 * off


@handles("s_branch")
def _branch(m, g, ins):
    _branch_to(m, g, ins, True)


@handles("s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz",
         "s_cbranch_execz", "s_cbranch_execnz")
def _cbranch(m, g, ins):
    cond = ins.name.split("_")[2]
    if cond.startswith("scc"):
        value = m.scc[g.idx]
    else:
        r = 106 if cond.startswith("vcc") else 126
        value = (m.S[r, g.idx] | m.S[r + 1, g.idx]) != 0
    take = ~value if cond in ("scc0", "vccz", "execz") else value
    _branch_to(m, g, ins, take)


# ---- SMEM ------------------------------------------------------------------------------------
@handles("s_load_dword", "s_load_dwordx2", "s_load_dwordx4", "s_load_dwordx8", "s_load_dwordx16")
def _s_load(m, g, ins):
    if not ins.field("imm") or ins.field("soffset_en") or ins.field("glc"):
        raise MachineCodeError(f"{ins}: only immediate-offset SMEM loads are modelled")
    off = ins.field("offset")
    if off & (1 << 20):
        raise MachineCodeError(f"{ins}: negative SMEM offset")
    n = ins.raw.op_regs["sdata"]
    base = m.ssrc64(g, ins.operand("sbase"))
    addr = base + U64(off)
    data = m.mem.read_dwords(addr, n, ins.pc, f"{ins}")
    dst = ins.operand("sdata")[1]
    m.q.issue("smem", g, ins, regs=range(dst, dst + n), data=data, vector=False)
