"""Vector memory: MUBUF raw buffer loads/stores (range-checked) and LDS (DS), queued."""

from __future__ import annotations

import numpy as np

from .loader import MachineCodeError
from .machine import handles

U32, U64 = np.uint32, np.uint64
DWORDS = {"dword": 1, "dwordx2": 2, "dwordx3": 3, "dwordx4": 4}


def _resource(m, g, ins) -> tuple:
    """(base [k], num_records [k]) of the buffer resource; only raw buffers are modelled."""
    r = ins.operand("srsrc")[1]
    w0, w1, w2, w3 = (m.S[r + i, g.idx].astype(U64) for i in range(4))
    stride = (w1 >> U64(16)) & U64(0x3FFF)
    if (stride != 0).any() or ((w1 >> U64(31)) & U64(1)).any() or ((w3 >> U64(23)) & U64(1)).any():
        raise MachineCodeError(f"{ins}: strided, swizzled or add-tid buffer resource")
    base = w0 | ((w1 & U64(0xFFFF)) << U64(32))
    if m.mem.trust:
        for b, n in set(zip(base.tolist(), w2.tolist())):
            if n >= 1 << 31:
                raise MachineCodeError(f"{ins}: buffer of {n} records cannot be bounded")
            m.mem.add_address(b, n)
    return base, w2


# The MUBUF range check of a raw buffer (stride 0, no swizzle, no add-tid, no idxen) on gfx9,
# which gfx942 (CDNA3) and gfx950 (CDNA4) are (docs/verification.md, "Buffer range check"):
# - the offset checked is inst_offset + (offen ? voffset : 0), in bytes, unsigned, without
#   wrapping at 2^32 (saturating); soffset takes part in the address, not in the check;
# - dwordx2/x3/x4 are checked per dword: dword j is in range when offset + 4j + 4 <= num_records,
#   so a dword straddling the bound is out of range whole;
# - a byte/short access is in range when offset + size <= num_records;
# - out of range: a load reads 0 (sign extension included; d16 keeps the other half), a store
#   writes nothing.
def _offsets(m, g, ins) -> tuple:
    """(checked [k, 64], soffset [k]): the offset the range check compares with num_records
    and the SGPR offset the address adds beside it, both uint64 (no wrap)."""
    raw = ins.raw
    if raw.idxen or raw.lds:
        raise MachineCodeError(f"{ins}: idxen/lds buffer forms are not modelled")
    off = np.full((len(g.waves), 64), raw.offset, U64)
    if raw.offen:
        off += m.V[raw.vaddr.offset - 256, g.idx].astype(U64)
    soff = m.ssrc(g, ins.operand("soffset"))
    return off, np.broadcast_to(np.asarray(soff).astype(U64), (len(g.waves),))


def _count_dropped(m, direction: str, dropped: np.ndarray, partial: np.ndarray) -> None:
    """Pieces (a dword, or a whole byte/short access) of active lanes the range check dropped;
    ``partial``: those of them with some bytes below num_records (data a kernel meant to
    move that the hardware drops: a bound that is not a multiple of the access)."""
    m.stats["oob_loads" if direction == "load" else "oob_stores"] += int(dropped.sum())
    m.stats["oob_partial"] += int(partial.sum())


def _kind(ins) -> tuple:
    parts = ins.name.split("_")  # buffer_load_dwordx4
    if parts[2] not in DWORDS:
        raise MachineCodeError(f"unknown opcode {ins.name} at PC {ins.pc:#x}")
    return parts[1], DWORDS[parts[2]]


@handles(*(f"buffer_{d}_{w}" for d in ("load", "store") for w in DWORDS))
def _buffer(m, g, ins):
    direction, n = _kind(ins)
    base, records = _resource(m, g, ins)
    off, soff = _offsets(m, g, ins)
    j = np.arange(n, dtype=U64)
    dword_off = off[..., None] + U64(4) * j                 # [k, 64, n]
    nrec = records.astype(U64)[:, None, None]
    inside = dword_off + U64(4) <= nrec
    active = g.ex[..., None] & inside
    vd = ins.raw.vdata.offset - 256
    # The acc form loads into (stores from) AGPRs. The one wait state after a wide store is
    # checked for its VGPRs only (AGPRs are written by AGPR moves alone, which the queues check
    # against pending loads).
    acc = bool(ins.raw.acc)
    file = m.A if acc else m.V
    if g.full and inside.all():  # the common case: one gather or scatter of whole vectors
        addr = base[:, None] + soff[:, None] + off
        if direction == "load":
            data = m.mem.read_dwords(addr, n, ins.pc, str(ins))
            m.q.issue("vm", g, ins, regs=range(vd, vd + n), data=data.transpose(0, 2, 1),
                      lanes=g.ex, agpr=acc)
        else:
            vals = np.stack([file[vd + i, g.idx] for i in range(n)], -1)
            m.mem.write_dwords(addr, vals, ins.pc, str(ins))
            m.q.issue("vm", g, ins)
            if n > 2 and not acc:
                m.q.wide_store(g, ins, range(vd, vd + n))
        return
    dropped = g.ex[..., None] & ~inside
    _count_dropped(m, direction, dropped, dropped & (dword_off < nrec))
    addr = (base + soff)[:, None, None] + dword_off
    if direction == "load":
        data = np.zeros(addr.shape, U32)
        data[active] = m.mem.read_dwords(addr[active], 1, ins.pc, str(ins))[:, 0]
        m.q.issue("vm", g, ins, regs=range(vd, vd + n), data=data.transpose(0, 2, 1),
                  lanes=g.ex.copy(), agpr=acc)
    else:
        vals = np.stack([file[vd + i, g.idx] for i in range(n)], -1)
        m.mem.write_dwords(addr[active], vals[active][:, None], ins.pc, str(ins))
        m.q.issue("vm", g, ins)
        if n > 2 and not acc:
            m.q.wide_store(g, ins, range(vd, vd + n))


# ---- LDS -------------------------------------------------------------------------------------
def _lds_index(m, g, ins, addr: np.ndarray, nbytes: int, active: np.ndarray) -> np.ndarray:
    """Dword indices into each wave's workgroup LDS, bounds- and alignment-checked."""
    a = addr[active]
    if a.size and (int(a.max()) + nbytes > m.lds_bytes or (a % 4).any()):
        bad = int(a.max()) if int(a.max()) + nbytes > m.lds_bytes else int(a[a % 4 != 0][0])
        raise MachineCodeError(f"{m.co.symbol}: {ins} accesses LDS byte {bad} (+{nbytes}) "
                               f"outside the kernel's {m.lds_bytes} bytes or unaligned")
    return (addr >> U64(2)).astype(np.int64)


def _ds_addr(m, g, ins) -> np.ndarray:
    return m.V[ins.raw.addr.offset - 256, g.idx].astype(U64)


def _wg(m, g) -> np.ndarray:
    return np.broadcast_to(m.wg[g.waves][:, None], (len(g.waves), 64))


DS_READ = {"ds_read_b32": 1, "ds_read_b64": 2, "ds_read_b96": 3, "ds_read_b128": 4}
DS_WRITE = {"ds_write_b32": 1, "ds_write_b64": 2, "ds_write_b96": 3, "ds_write_b128": 4}


def _offset16(ins) -> int:
    return ins.raw.offset0 | (ins.raw.offset1 << 8)


def _check_ds(ins):
    if ins.raw.gds or ins.raw.acc:
        raise MachineCodeError(f"{ins}: GDS/acc forms are not modelled")


@handles(*DS_READ, *DS_WRITE, "ds_read2_b32", "ds_read2st64_b32", "ds_write2_b32",
         "ds_write2st64_b32")
def _ds(m, g, ins):
    _check_ds(ins)
    name, raw = ins.name, ins.raw
    base = _ds_addr(m, g, ins)
    if "2" in name.split("_")[1]:  # read2/write2: two dwords at offset0, offset1 (x4 or x256)
        unit = 256 if "st64" in name else 4
        addrs = [base + U64(raw.offset0 * unit), base + U64(raw.offset1 * unit)]
        n = 1
    else:
        n = (DS_READ | DS_WRITE)[name]
        addrs = [base + U64(_offset16(ins) + 4 * j) for j in range(n)]
        n = 1
    idx = [_lds_index(m, g, ins, a, 4 * n, g.ex) for a in addrs]
    wg = _wg(m, g)
    if "read" in name:
        data = np.stack([m.lds[wg, np.where(g.ex, i, 0)] for i in idx], 1)
        vd = raw.vdst.offset - 256
        m.q.issue("lds", g, ins, regs=range(vd, vd + len(idx)), data=data, lanes=g.ex.copy())
    else:
        if len(idx) == 2 and "2" in name.split("_")[1]:
            regs = [raw.data0.offset - 256, raw.data1.offset - 256]
        else:
            regs = [raw.data0.offset - 256 + j for j in range(len(idx))]
        for i, r in zip(idx, regs):
            m.lds[wg[g.ex], i[g.ex]] = m.V[r, g.idx][g.ex]
        m.q.issue("lds", g, ins)


def _swizzle_source(offset: int) -> np.ndarray:
    lanes = np.arange(64)
    if offset & 0x8000:  # quad permute: 2-bit lane selects within each 4 lanes
        sel = np.array([(offset >> (2 * i)) & 3 for i in range(4)])
        return (lanes & ~3) | sel[lanes & 3]
    a, o, x = offset & 0x1F, (offset >> 5) & 0x1F, (offset >> 10) & 0x1F
    return (lanes & ~31) | ((((lanes & 31) & a) | o) ^ x)


def _cross_lane(m, g, ins, src: np.ndarray, field: str):
    """Data of lane src[w, i] for each lane (0 where the source lane is inactive)."""
    rows = np.arange(len(g.waves))[:, None]
    data = m.V[getattr(ins.raw, field).offset - 256, g.idx]
    ok = g.ex[rows, src]
    m.stats["inactive_reads"] += int((g.ex & ~ok).sum())
    out = np.where(ok, data[rows, src], 0).astype(U32)
    vd = ins.raw.vdst.offset - 256
    m.q.issue("lds", g, ins, regs=(vd,), data=out[:, None], lanes=g.ex.copy())


@handles("ds_swizzle_b32")
def _swizzle(m, g, ins):
    _check_ds(ins)
    src = np.broadcast_to(_swizzle_source(_offset16(ins)), (len(g.waves), 64))
    _cross_lane(m, g, ins, src, "addr")  # swizzle's data is in the address field


@handles("ds_bpermute_b32")
def _bpermute(m, g, ins):
    _check_ds(ins)
    addr = _ds_addr(m, g, ins) + U64(_offset16(ins))
    _cross_lane(m, g, ins, ((addr // U64(4)) % U64(64)).astype(np.int64), "data0")


# Sub-dword buffer accesses: (bytes, sign-extend, keep the other half (d16), high half).
SUB = {"buffer_load_ubyte": (1, False, False, False), "buffer_load_sbyte": (1, True, False, False),
       "buffer_load_ushort": (2, False, False, False),
       "buffer_load_sshort": (2, True, False, False),
       "buffer_load_short_d16": (2, False, True, False),
       "buffer_load_short_d16_hi": (2, False, True, True),
       "buffer_store_byte": (1, False, False, False),
       "buffer_store_byte_d16_hi": (1, False, False, True),
       "buffer_store_short": (2, False, False, False),
       "buffer_store_short_d16_hi": (2, False, False, True)}


@handles(*SUB)
def _buffer_sub(m, g, ins):
    size, sign, d16, high = SUB[ins.name]
    base, records = _resource(m, g, ins)
    off, soff = _offsets(m, g, ins)
    nrec = records.astype(U64)[:, None]
    inside = off + U64(size) <= nrec
    active = g.ex & inside
    dropped = g.ex & ~inside
    _count_dropped(m, "load" if "load" in ins.name else "store", dropped,
                   dropped & (off < nrec))
    addr = (base + soff)[:, None] + off
    vd = ins.raw.vdata.offset - 256
    if "load" in ins.name:
        v = np.zeros(addr.shape, U32)
        v[active] = m.mem.read_u32(addr[active], ins.pc, str(ins), size)
        if sign:
            bit = U32(1 << (8 * size - 1))
            v = (v ^ bit) - bit
        if d16:
            old = m.V[vd, g.idx]
            v = (old & U32(0xFFFF)) | (v << U32(16)) if high else (old & U32(0xFFFF0000)) | v
        m.q.issue("vm", g, ins, regs=(vd,), data=v[:, None], lanes=g.ex.copy())
    else:
        v = m.V[vd, g.idx] >> U32(16 if high else 0)
        m.mem.write_u32(addr[active], np.broadcast_to(v, addr.shape)[active], ins.pc, str(ins),
                        size)
        m.q.issue("vm", g, ins)
