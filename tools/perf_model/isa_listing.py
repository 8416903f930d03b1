"""An AMDGPU kernel listing as basic blocks: assembler (``.s``) or ``llvm-objdump -d`` text,
instructions with their operands, branch targets, natural loops. Used by isa.py."""

from __future__ import annotations

import dataclasses
import re

from jax_flynorm.backends.flydsl.kernels.config import RARE_PATH_MARK

_REG = re.compile(r"\b([sv])\[(\d+):(\d+)\]|\b([sv])(\d+)\b|\b(vcc|exec|scc|m0)\b")
_LABEL = re.compile(r"^([.\w$]+):")
_BYTES = (("dwordx4", 16), ("b128", 16), ("dwordx3", 12), ("b96", 12), ("dwordx2", 8),
          ("b64", 8), ("dword", 4), ("b32", 4), ("short_d16", 2), ("ushort", 2), ("sshort", 2),
          ("short", 2), ("b16", 2), ("u16", 2), ("i16", 2), ("ubyte", 1), ("sbyte", 1),
          ("u8", 1), ("i8", 1), ("byte", 1))
_VMEM = ("buffer_", "global_", "flat_", "scratch_")

@dataclasses.dataclass(frozen=True)
class Inst:
    line: int  # index in the kernel's instruction list
    op: str
    operands: tuple

    @property
    def kind(self) -> str:
        """valu, salu, vmem, smem, lds or branch (waits, barriers and nops count as salu)."""
        if self.op.startswith(_VMEM):
            return "vmem"
        if self.op.startswith("ds_"):
            return "lds"
        if self.op.startswith(("s_load", "s_buffer_load", "s_store")):
            return "smem"
        if self.op.startswith(("s_branch", "s_cbranch")):
            return "branch"
        return "valu" if self.op.startswith("v_") else "salu"

    @property
    def is_load(self) -> bool:
        return self.kind == "vmem" and "_load" in self.op

    @property
    def is_store(self) -> bool:
        return self.kind == "vmem" and ("_store" in self.op or "_atomic" in self.op)

    @property
    def width(self) -> int:
        """Bytes per lane of a memory access (0 if unknown)."""
        for key, size in _BYTES:
            if key in self.op:
                return size
        return 0

    @property
    def uniform(self) -> bool:
        """A buffer/global access with no per-lane address (``off``)."""
        return self.kind == "vmem" and len(self.operands) > 1 and self.operands[1] == "off"


@dataclasses.dataclass
class Block:
    label: str | None
    insts: list
    succ: list = dataclasses.field(default_factory=list)
    rare: bool = False  # holds RARE_PATH_MARK


def registers(text: str) -> list:
    """Register names in an operand, ranges expanded: "s[4:5]" -> ["s4", "s5"]."""
    out = []
    for m in _REG.finditer(text):
        if m.group(1):
            out += [f"{m.group(1)}{i}" for i in range(int(m.group(2)), int(m.group(3)) + 1)]
        elif m.group(4):
            out.append(f"{m.group(4)}{m.group(5)}")
        else:
            out.append(m.group(6))
    return out


_OBJDUMP_SYM = re.compile(r"^[0-9a-fA-F]+ <([^>]+)>:\s*$")
_OBJDUMP_INST = re.compile(
    r"^(\s*\S.*?)\s*//\s*([0-9a-fA-F]+):[^<]*(?:<([^>+]+)\+0x([0-9a-fA-F]+)>)?")


def from_objdump(text: str) -> str:
    """An ``llvm-objdump -d`` listing rewritten as an assembler listing: a label ``.Lx<address>``
    at every branch target and the branches pointing at it."""
    rows, base, pending = [], {}, None
    for line in text.splitlines():
        sym = _OBJDUMP_SYM.match(line)
        if sym:
            pending = sym.group(1)
            rows.append((None, f"{pending}:", None))
            continue
        m = _OBJDUMP_INST.match(line)
        if not m:
            continue
        addr = int(m.group(2), 16)
        if pending is not None:  # a symbol's address is its first instruction's
            base[pending], pending = addr, None
        branch = m.group(3) and m.group(1).strip().startswith(("s_branch", "s_cbranch"))
        rows.append((addr, m.group(1).strip(), (m.group(3), int(m.group(4), 16))
                     if branch else None))
    rows = [(a, t, base[g[0]] + g[1] if g else None) for a, t, g in rows]
    targets = {dest for _, _, dest in rows if dest is not None}
    out = []
    for addr, inst, dest in rows:
        if addr in targets:
            out.append(f".Lx{addr:x}:")
        if addr is None:
            out.append(inst)
        else:
            out.append(f"\t{inst.split()[0]} .Lx{dest:x}" if dest is not None else f"\t{inst}")
    return "\n".join(out) + "\n"


def parse(isa: str, symbol: str | None = None) -> list:
    """Basic blocks of the first kernel in ``isa`` (or of ``symbol``), in program order.
    Takes assembler listings and ``llvm-objdump -d`` output."""
    if re.search(r"^[0-9a-fA-F]+ <[^>]+>:\s*$", isa, re.M):
        isa = from_objdump(isa)
    blocks, cur, started, n = [], None, False, 0
    for raw in isa.splitlines():
        if started and RARE_PATH_MARK in raw:
            cur.rare = True
        text = raw.split(";", 1)[0].split("//", 1)[0].rstrip()
        if not text.strip():
            continue
        label = _LABEL.match(text)
        if label:
            name = label.group(1)
            if not started:
                if (symbol is None and not name.startswith(".")) or name == symbol:
                    started = True
                    cur = Block(None, [])
                    blocks.append(cur)
                continue
            if name.startswith(".Lfunc_end") or not name.startswith("."):
                break  # the end of this function, or the next one
            cur = Block(name, [])
            blocks.append(cur)
            continue
        if not started or text.lstrip().startswith("."):
            continue
        op, _, rest = text.strip().partition(" ")
        operands = tuple(o.strip() for o in _split_operands(rest)) if rest else ()
        cur.insts.append(Inst(n, op, operands))
        n += 1
        if op.startswith(("s_branch", "s_cbranch", "s_endpgm", "s_setpc")):
            cur = Block(None, [])
            blocks.append(cur)
    blocks = [b for b in blocks if b.insts or b.label or b.rare]
    index = {b.label: i for i, b in enumerate(blocks) if b.label}
    for i, b in enumerate(blocks):
        last = b.insts[-1].op if b.insts else ""
        if last.startswith(("s_branch", "s_cbranch")):
            target = b.insts[-1].operands[0]
            if target in index:
                b.succ.append(index[target])
        if not last.startswith(("s_branch", "s_endpgm", "s_setpc")) and i + 1 < len(blocks):
            b.succ.append(i + 1)
    return blocks


def _split_operands(rest: str) -> list:
    """Split on commas outside brackets; trailing modifiers (offen, offset:16) stay attached."""
    out, depth, cur = [], 0, ""
    for ch in rest:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [o for o in out if o.strip()]


def predecessors(blocks: list) -> list:
    preds = [[] for _ in blocks]
    for i, b in enumerate(blocks):
        for s in b.succ:
            preds[s].append(i)
    return preds


def reachable(blocks: list) -> set:
    """The blocks a path from the entry reaches."""
    seen, work = {0}, [0]
    while work:
        for s in blocks[work.pop()].succ:
            if s not in seen:
                seen.add(s)
                work.append(s)
    return seen


def dominators(blocks: list) -> list:
    """For each block, the set of blocks every path from the entry to it passes through. Blocks
    no path reaches (alignment padding the disassembler decodes between a branch and the next
    label) are no predecessors: they would make a loop's header seem reachable around it."""
    n = len(blocks)
    live = reachable(blocks) if blocks else set()
    preds = [[p for p in ps if p in live] for ps in predecessors(blocks)]
    dom = [set(range(n)) for _ in range(n)]
    dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for i in range(1, n):
            new = {i} | (set.intersection(*(dom[p] for p in preds[i])) if preds[i] else set())
            if new != dom[i]:
                dom[i], changed = new, True
    return dom


def rare_blocks(blocks: list) -> set:
    """Blocks that only rows taking a marked rare side run: those a RARE_PATH_MARK block
    dominates (the join after the branch is reached around it, so it is not among them)."""
    marked = {i for i, b in enumerate(blocks) if b.rare}
    return {i for i, d in enumerate(dominators(blocks)) if d & marked} if marked else set()


def loops(blocks: list) -> list:
    """Natural loops as sets of block indices (one per back-edge target, bodies merged)."""
    preds = predecessors(blocks)
    dom = dominators(blocks)
    bodies = {}
    for i, b in enumerate(blocks):
        for h in b.succ:
            if h in dom[i]:
                body, stack = {h, i}, [i] if i != h else []
                while stack:
                    x = stack.pop()
                    for p in preds[x]:
                        if p not in body:
                            body.add(p)
                            stack.append(p)
                bodies.setdefault(h, set()).update(body)
    return list(bodies.values())
