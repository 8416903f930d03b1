"""Memory results as the hardware orders them: vmcnt and lgkmcnt queues per wave.

A load's data is captured at issue and lands in its registers only when an ``s_waitcnt`` admits
it: VMEM (vmcnt) and LDS (lgkmcnt) complete in issue order, SMEM (also lgkmcnt) in any order, so
a wait for lgkmcnt(n > 0) retires LDS operations first and the newest SMEM loads last. Any
instruction that reads or writes a register whose load is still pending is an error naming both
PCs. A VMEM store of more than 8 bytes reads its data VGPRs after issue: the next instruction of
the wave must not overwrite them (the hardware's one wait state, which the compiler fills).
A buffer load into AGPRs (the acc form, where LLVM runs out of VGPRs) is pending the same way:
an AGPR move that reads or writes its registers before the wait is an error.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from .decode import Instr
from .loader import MachineCodeError

VREAD_FIELDS = ("src0", "src1", "src2", "vsrc0", "vsrc1", "addr", "data0", "data1", "vaddr")
SREAD_FIELDS = ("src0", "src1", "src2", "ssrc0", "ssrc1", "sbase", "srsrc", "soffset")


@dataclasses.dataclass
class Pending:
    kind: str            # "vm", "lds", "smem"
    waves: np.ndarray    # wave ids
    seq: np.ndarray      # per wave: its issue number in the queue
    vector: bool         # destination VGPRs (else SGPRs)
    regs: tuple          # destination registers (empty for stores)
    data: np.ndarray | None  # [k, len(regs), 64] or [k, len(regs)]
    lanes: np.ndarray | None  # [k, 64] lanes written
    pc: int
    agpr: bool = False   # the destination registers are AGPRs (a buffer load's acc form)


def register_sets(ins: Instr) -> tuple:
    """(VGPRs read, VGPRs written, SGPRs read, SGPRs written) by ``ins`` (static)."""
    raw, regs = ins.raw, ins.raw.op_regs
    vr, vw, sr, sw = set(), set(), set(), set()

    def span(field):
        off = getattr(getattr(raw, field, None), "offset", None)
        n = regs.get(field, 1)
        return off, range(off, off + n) if off is not None else range(0)

    store = ins.fmt in ("MUBUF", "DS") and ("store" in ins.name or "write" in ins.name)
    skip = set()
    if ins.fmt == "MUBUF" and raw.acc:
        skip.add("vdata")  # AGPRs (agpr_sets)
    if ins.fmt == "MUBUF" and not (raw.offen or raw.idxen):
        skip.add("vaddr")
    if ins.base.startswith("v_accvgpr_read"):
        skip.add("src0")  # an AGPR: loads never write those
    if ins.base.startswith("v_accvgpr_write"):
        skip.add("vdst")
    if ins.variant == "SDWA":  # S0/S1: the VGPR field names a scalar source
        for i, f in enumerate(("vsrc0", "vsrc1")):
            off = getattr(getattr(raw, f, None), "offset", None)
            if off is not None and f in regs and getattr(raw, f"s{i}", 0):
                skip.add(f)
                if off - 256 < 128:
                    sr.add(off - 256)
    for f in dict.fromkeys(VREAD_FIELDS + SREAD_FIELDS + (("vdata",) if store else ())):
        if f in skip:
            continue
        off, rng = span(f)
        if off is not None and 256 <= off < 512 and f in regs and f in VREAD_FIELDS + ("vdata",):
            vr.update(r - 256 for r in rng)
        if off is not None and off < 128 and f in regs and f in SREAD_FIELDS:
            sr.update(rng)
    for f in ("vdst", "vdata", "sdst", "sdata"):
        if f not in regs or (f == "vdata" and store) or f in skip:
            continue
        off, rng = span(f)
        if ins.base == "v_readfirstlane_b32" and f == "vdst":
            sw.update(r - 256 for r in rng)
        elif off is not None and 256 <= off < 512 and ins.fmt not in ("VOPC", "VOP3_SDST"):
            vw.update(r - 256 for r in rng)
        elif off is not None and off < 128:
            sw.update(rng)
    # Instructions that keep part of their destination read it.
    keeps = ins.base in ("v_fmac_f32", "v_permlane16_swap_b32", "v_permlane32_swap_b32",
                         "v_cvt_pk_fp8_f32", "v_bitop3_b16", "v_mad_mixlo_f16",
                         "v_mad_mixhi_f16", "v_fma_mixlo_f16", "v_fma_mixhi_f16") or (
        ins.variant == "SDWA" and getattr(raw, "dst_unused", 0) == 2)
    if keeps:
        vr.update(vw)
    return tuple(sorted(vr)), tuple(sorted(vw)), tuple(sorted(sr)), tuple(sorted(sw))


def agpr_sets(ins: Instr) -> tuple:
    """(AGPRs read, AGPRs written) by ``ins`` (static): the AGPR moves' and the buffer acc
    forms' (a store reads its data AGPRs, a load writes them)."""
    raw = ins.raw
    if ins.fmt == "MUBUF" and raw.acc:
        first = raw.vdata.offset - 256
        span = tuple(range(first, first + raw.op_regs.get("vdata", 1)))
        return (span, ()) if "store" in ins.name else ((), span)
    read = (ins.operand("src0")[1],) if ins.base in ("v_accvgpr_read", "v_accvgpr_mov") else ()
    written = (ins.operand("vdst")[1],) if ins.base in ("v_accvgpr_write",
                                                         "v_accvgpr_mov") else ()
    return read, written


class Queues:
    def __init__(self, m):
        w = m.nwaves
        self.m = m
        self.issued = {k: np.zeros(w, np.int64) for k in ("vm", "lds", "smem")}
        self.retired = {k: np.zeros(w, np.int64) for k in ("vm", "lds")}
        self.smem_out = np.zeros(w, np.int64)
        self.items: list = []
        # Pending destination registers per queue: VMEM and LDS loads each land in issue order,
        # so a load may overwrite a register an older load of its own queue is still writing.
        self.vpend = {k: np.zeros((m.nv, w), np.int16) for k in ("vm", "lds")}
        self.apend = {"vm": np.zeros((m.nacc, w), np.int16)}
        self.spend = {"smem": np.zeros((128, w), np.int16)}
        self.sets: dict = {}
        self.store_hazard = np.full(w, -1, np.int64)  # PC right after a wide store, per wave
        self.store_regs: dict = {}                    # that PC -> the store's data VGPRs

    def sets_of(self, ins: Instr) -> tuple:
        s = self.sets.get(ins.pc)
        if s is None:
            s = self.sets[ins.pc] = register_sets(ins) + agpr_sets(ins)
        return s

    def check(self, ins: Instr, g) -> None:
        vr, vw, sr, sw, ar, aw = self.sets_of(ins)
        if self.items:
            own = {"MUBUF": "vm", "DS": "lds"}.get(ins.fmt)
            for regs, tables, name, verb in ((vr, self.vpend, "v", "reads"),
                                             (vw, self.vpend, "v", "overwrites"),
                                             (sr, self.spend, "s", "reads"),
                                             (sw, self.spend, "s", "overwrites"),
                                             (ar, self.apend, "a", "reads"),
                                             (aw, self.apend, "a", "overwrites")):
                for kind, table in tables.items():
                    if not regs or (verb == "overwrites" and kind == own):
                        continue
                    hit = table[list(regs)][:, g.idx].any(1)
                    if hit.any():
                        reg = regs[int(np.argmax(hit))]
                        raise MachineCodeError(self._hazard(ins, name, reg, verb))
        hz = self.store_hazard[g.idx]
        if (hz >= 0).any():
            bad = set(vw) & set(self.store_regs.get(ins.pc, ()))
            if bad and ins.fmt.startswith("VOP") and (hz == ins.pc).any():
                raise MachineCodeError(
                    f"{self.m.co.symbol}: {ins} overwrites v{min(bad)}, the data of the store "
                    "just before it, without the wait state the hardware needs")
            self.store_hazard[g.idx] = -1

    def _hazard(self, ins, name, reg, verb) -> str:
        src = next((p for p in self.items if p.vector == (name != "s")
                    and p.agpr == (name == "a") and reg in p.regs), None)
        what = f"the {src.kind} load at PC {src.pc:#x}" if src else "a load"
        return (f"{self.m.co.symbol}: {ins} {verb} {name}{reg} while {what} that writes it is "
                "still pending (no s_waitcnt admitted it)")

    def issue(self, kind: str, g, ins: Instr, regs=(), data=None, lanes=None,
              vector=True, agpr=False) -> None:
        waves = g.waves
        seq = self.issued[kind][waves].copy()
        self.issued[kind][waves] += 1
        if kind == "smem":
            self.smem_out[waves] += 1
        if regs:
            table = (self.apend if agpr else self.vpend if vector else self.spend)[kind]
            table[np.ix_(list(regs), waves)] += 1
        self.items.append(Pending(kind, waves.copy(), seq, vector, tuple(regs), data, lanes,
                                  ins.pc, agpr))

    def wide_store(self, g, ins: Instr, regs) -> None:
        nxt = ins.pc + ins.size
        self.store_hazard[g.idx] = nxt
        self.store_regs[nxt] = tuple(regs)

    def wait(self, g, vmcnt: int, lgkmcnt: int) -> None:
        w = g.waves
        if vmcnt < 63:
            r = self.retired["vm"]
            r[w] = np.maximum(r[w], self.issued["vm"][w] - vmcnt)
        smem_need = None
        if lgkmcnt < 15:
            lds_out = self.issued["lds"][w] - self.retired["lds"][w]
            need = np.maximum(lds_out + self.smem_out[w] - lgkmcnt, 0)
            take = np.minimum(need, lds_out)
            self.retired["lds"][w] += take
            smem_need = np.zeros(self.m.nwaves, np.int64)
            smem_need[w] = need - take
        self._land(smem_need)

    def _land(self, smem_need) -> None:
        keep = []
        for p in reversed(self.items):  # newest first: SMEM retires newest first
            if p.kind == "smem":
                if smem_need is None:
                    keep.append(p)
                    continue
                done = smem_need[p.waves] > 0
                smem_need[p.waves[done]] -= 1
                self.smem_out[p.waves[done]] -= 1
            else:
                done = p.seq < self.retired[p.kind][p.waves]
            if done.any():
                self._write(p, done)
                if not done.all():
                    keep.append(dataclasses.replace(
                        p, waves=p.waves[~done], seq=p.seq[~done],
                        data=None if p.data is None else p.data[~done],
                        lanes=None if p.lanes is None else p.lanes[~done]))
            else:
                keep.append(p)
        self.items = keep[::-1]

    def _write(self, p: Pending, done: np.ndarray) -> None:
        if not p.regs:
            return
        waves = p.waves[done]
        m = self.m
        if p.vector:
            data, lanes = p.data[done], p.lanes[done]
            file, pend = (m.A, self.apend) if p.agpr else (m.V, self.vpend)
            for j, r in enumerate(p.regs):
                file[r, waves] = np.where(lanes, data[:, j], file[r, waves])
            pend[p.kind][np.ix_(list(p.regs), waves)] -= 1
        else:
            data = p.data[done]
            for j, r in enumerate(p.regs):
                m.S[r, waves] = data[:, j]
            self.spend[p.kind][np.ix_(list(p.regs), waves)] -= 1
