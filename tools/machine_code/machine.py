"""The executor's state and scheduler: every wave of a launch at once, as numpy arrays.

VGPRs are ``V[reg, wave, lane]`` and SGPRs ``S[reg, wave]`` (uint32; VCC, M0 and EXEC live in the
SGPR file at their encodings 106, 124 and 126). Each step runs one instruction for all waves
that are at the lowest program counter among the runnable ones; the waves of a workgroup wait at
``s_barrier`` until all of its live waves arrive. Memory operations go through the queues of
``queues.py``; an instruction that touches a register with a load still pending is an error.
"""

from __future__ import annotations

import dataclasses

import numpy as np

from .decode import Instr, decode
from .loader import CodeObject, MachineCodeError
from .memory import Memory
from .queues import Queues

POISON = 0x7FBADBAD  # registers the kernel never wrote read as this NaN pattern
RUN, BARRIER, DONE = 0, 1, 2
LANES = np.arange(64, dtype=np.uint32)
HANDLERS: dict = {}


def handles(*names):
    def deco(fn):
        for n in names:
            HANDLERS[n] = fn
        return fn
    return deco


@dataclasses.dataclass
class Group:
    """The waves one step runs: ``idx`` indexes the wave axis (a slice when it is all of them)."""
    idx: object
    waves: np.ndarray   # wave ids
    ex: np.ndarray      # EXEC as bool [k, 64]
    full: bool          # every lane of every wave active


@dataclasses.dataclass
class Options:
    """``perturb``: None for correctly rounded v_rcp/v_sqrt, else a seed for a random +-1 ulp
    per lane and execution."""
    perturb: int | None = None


class Machine:
    def __init__(self, co: CodeObject, grid: int, block: int, kernarg: bytes, memory: Memory,
                 options: Options | None = None):
        if block <= 0 or block > co.block_limit:
            raise MachineCodeError(f"{co.symbol}: block of {block} threads, the kernel allows "
                                   f"1..{co.block_limit}")
        reqd = co.meta.get(".reqd_workgroup_size")
        if reqd and list(reqd) != [block, 1, 1]:
            raise MachineCodeError(f"{co.symbol}: block {block}, the kernel requires {reqd}")
        if len(kernarg) < co.kd.kernarg_size:
            raise MachineCodeError(f"{co.symbol}: {len(kernarg)} kernarg bytes, the kernel "
                                   f"reads {co.kd.kernarg_size}")
        self.co, self.options = co, options or Options()
        self.program = decode(co.code)
        self.nv, self.ns = min(co.kd.accum_offset, co.kd.vgprs), co.kd.sgprs
        self.nacc = max(co.kd.vgprs - co.kd.accum_offset, 0)
        _check_registers(self.program, co)
        self.wpg = -(-block // 64)
        self.nwaves = grid * self.wpg
        w = self.nwaves
        self.V = np.full((self.nv, w, 64), POISON, np.uint32)
        self.A = np.full((self.nacc, w, 64), POISON, np.uint32)
        self.S = np.full((128, w), POISON, np.uint32)
        self.scc = np.zeros(w, bool)
        self.pc = np.zeros(w, np.int64)
        self.status = np.full(w, RUN, np.int8)
        self.wg = np.arange(w) // self.wpg
        # The runtime allocates the kernarg segment in 16-byte units: a dwordx4 load of the
        # last argument may read the padding.
        size = -(-max(len(kernarg), co.kd.kernarg_size) // 16) * 16
        self.kernarg = np.frombuffer(bytes(kernarg).ljust(size, b"\0"), np.uint8).copy()
        memory.add(self.kernarg)
        self.mem = memory
        addr = self.kernarg.ctypes.data
        self.S[0], self.S[1], self.S[2] = addr & 0xFFFFFFFF, addr >> 32, self.wg
        tid = (np.arange(w) % self.wpg)[:, None] * 64 + np.arange(64)
        self.V[0] = tid
        active = tid < block
        lo_hi = np.packbits(active, axis=1, bitorder="little").view(np.uint32)
        self.S[126], self.S[127] = lo_hi[:, 0], lo_hi[:, 1]
        self.lds_bytes = co.kd.lds_bytes
        self.lds = np.zeros((grid, -(-self.lds_bytes // 4)), np.uint32)
        self.q = Queues(self)
        self.rng = None if self.options.perturb is None else np.random.default_rng(
            self.options.perturb)
        self.stats = {"wave_instructions": 0, "steps": 0, "oob_loads": 0, "oob_stores": 0,
                      "oob_partial": 0, "inactive_reads": 0}
        self._all = np.arange(w)

    # ---- register access -------------------------------------------------------------------
    def exec_mask(self, idx) -> np.ndarray:
        words = np.ascontiguousarray(self.S[126:128, idx].T)
        return np.unpackbits(words.view(np.uint8), axis=1, bitorder="little").view(bool)

    def setv(self, g: Group, r: int, value) -> None:
        if g.full:
            self.V[r, g.idx] = value
        else:
            self.V[r, g.idx] = np.where(g.ex, value, self.V[r, g.idx])

    def vsrc(self, g: Group, op: tuple, half: int = 0):
        """A 32-bit VALU source as uint32, broadcastable to [k, 64]."""
        kind = op[0]
        if kind == "v":
            return self.V[op[1] + half, g.idx]
        if kind == "s":
            return self.S[op[1] + half, g.idx][:, None]
        if kind == "k":
            return np.uint32(op[1]) if half == 0 else _const_hi(op[1])
        return self.scc[g.idx][:, None].astype(np.uint32)

    def ssrc(self, g: Group, op: tuple, half: int = 0):
        kind = op[0]
        if kind == "s":
            return self.S[op[1] + half, g.idx]
        if kind == "k":
            return np.uint32(op[1]) if half == 0 else _const_hi(op[1])
        if kind == "scc":
            return self.scc[g.idx].astype(np.uint32)
        raise MachineCodeError(f"scalar source {op} is not scalar")

    def ssrc64(self, g: Group, op: tuple):
        return self.ssrc(g, op).astype(np.uint64) | (
            np.asarray(self.ssrc(g, op, 1)).astype(np.uint64) << np.uint64(32))

    def sets64(self, g: Group, r: int, value) -> None:
        value = np.asarray(value, np.uint64)
        self.S[r, g.idx] = (value & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        self.S[r + 1, g.idx] = (value >> np.uint64(32)).astype(np.uint32)

    def mask_of(self, g: Group, op: tuple) -> np.ndarray:
        """A 64-bit lane mask operand as bool [k, 64]."""
        lo, hi = (np.broadcast_to(self.ssrc(g, op, h), (len(g.waves),)) for h in (0, 1))
        return np.concatenate([(lo[:, None] >> LANES[:32]) & 1,
                               (hi[:, None] >> LANES[:32]) & 1], 1).astype(bool)

    def set_mask(self, g: Group, r: int, mask: np.ndarray) -> None:
        packed = np.packbits(np.ascontiguousarray(mask), axis=1, bitorder="little")
        lo_hi = packed.view(np.uint32)
        self.S[r, g.idx], self.S[r + 1, g.idx] = lo_hi[:, 0], lo_hi[:, 1]

    # ---- scheduling ------------------------------------------------------------------------
    def run(self) -> dict:
        with np.errstate(all="ignore"):
            while True:
                runnable = self.status == RUN
                if not runnable.any():
                    if (self.status == DONE).all():
                        break
                    raise MachineCodeError("deadlock: waves wait at s_barrier that others of "
                                           "their workgroup never reach")
                pcs = np.where(runnable, self.pc, np.iinfo(np.int64).max)
                pc = int(pcs.min())
                sel = pcs == pc
                count = int(sel.sum())
                if count == self.nwaves:
                    idx, waves = slice(None), self._all
                else:
                    idx = waves = np.nonzero(sel)[0]
                ins = self.program.get(pc)
                if ins is None:
                    raise MachineCodeError(f"{self.co.symbol}: PC {pc:#x} is not the start of "
                                           "an instruction of the kernel")
                ex = self.exec_mask(idx)
                g = Group(idx, waves, ex, bool(ex.all()))
                self.step(ins, g)
                self.stats["wave_instructions"] += count
                self.stats["steps"] += 1
        return self.stats

    def step(self, ins: Instr, g: Group) -> None:
        fn = HANDLERS.get(ins.name) or HANDLERS.get(ins.base)
        if fn is None:
            raise MachineCodeError(f"{self.co.symbol}: unknown opcode {ins.name} "
                                   f"({ins.fmt}) at PC {ins.pc:#x}")
        self.q.check(ins, g)
        self.pc[g.idx] += ins.size  # branches overwrite it
        fn(self, g, ins)

    def barrier(self, g: Group) -> None:
        self.status[g.idx] = BARRIER
        self.release()

    def end(self, g: Group) -> None:
        self.status[g.idx] = DONE
        self.release()

    def release(self) -> None:
        waiting = np.bincount(self.wg[self.status != RUN], minlength=len(self.lds))
        done = np.bincount(self.wg[self.status == DONE], minlength=len(self.lds))
        ready = (waiting == self.wpg) & (done < self.wpg)
        if ready.any():
            self.status[(self.status == BARRIER) & ready[self.wg]] = RUN


def _const_hi(value: int):
    """The upper half of a 64-bit operand given as an inline integer constant (sign-extended)."""
    return np.uint32(0xFFFFFFFF if value & 0x80000000 else 0)


def _check_registers(program: dict, co: CodeObject) -> None:
    """Every register an instruction names lies within the descriptor's allocation."""
    for ins in program.values():
        for field, count in ins.raw.op_regs.items():
            reg = getattr(ins.raw, field, None)
            off = getattr(reg, "offset", None)
            if off is None:
                continue
            agpr = (ins.base.startswith("v_accvgpr_write") and field == "vdst") or (
                ins.base.startswith("v_accvgpr_read") and field == "src0") or (
                ins.fmt == "MUBUF" and ins.raw.acc and field == "vdata")
            limit = (co.kd.vgprs - co.kd.accum_offset if agpr
                     else min(co.kd.accum_offset, co.kd.vgprs))
            # v_readfirstlane_b32's vdst field names an SGPR, decoded as 256 + its number.
            to_sgpr = ins.base == "v_readfirstlane_b32" and field == "vdst"
            if not to_sgpr and 256 <= off < 512 and off - 256 + count > limit:
                kind = "AGPRs" if agpr else "VGPRs (below accum_offset)"
                raise MachineCodeError(f"{ins}: register {off - 256} (+{count}) is past the "
                                       f"kernel's {limit} allocated {kind}")
            sgpr = off - 256 if to_sgpr else off
            if sgpr < 106 and sgpr + count > co.kd.sgprs:
                raise MachineCodeError(f"{ins}: s{sgpr} (+{count}) is past the kernel's "
                                       f"{co.kd.sgprs} allocated SGPRs")
