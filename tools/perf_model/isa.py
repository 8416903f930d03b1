"""Static analysis of one AMDGPU (gfx9) kernel's ISA text: memory-level parallelism and mix.

Works on any LLVM AMDGPU disassembly or ``.s`` listing (our kernels, FlyDSL's, XLA's), given
which kernel arguments are streamed and which are reused (see ``analyze_isa``):

- Control flow: basic blocks from labels and ``s_branch``/``s_cbranch_*``; natural loops from
  back edges (an edge into a block that dominates its source).
- Provenance: a forward data-flow pass tags every register with the kernel arguments its value
  was computed from (``s_load`` from the kernarg pointer seeds the tags, every other instruction
  passes the union of its sources' tags to its results; loaded data carries no tag). A memory
  access belongs to the pointer arguments in its buffer resource (``buffer_*``) or address
  (``global_*``/``flat_*``). That is how loop-invariant reloads (the weight, read again every
  row; the backward's partial row) are told apart from streaming loads: by their argument's role.
- Outstanding loads: every path through the CFG is walked (loops until the state repeats) with
  the queue of vector-memory operations in flight. On gfx9 loads and stores share ``vmcnt``;
  ``s_waitcnt vmcnt(k)`` waits until at most k are outstanding (oldest first). The peak is the
  largest sum of streaming load bytes in the queue. A load without a per-lane address (``off``,
  one address for the wave) counts its width once per wave (width / 64 per lane).
- Rare sides: a branch side that starts with the kernel's RARE_PATH_MARK (isa_listing.py) runs
  only for rows that need it (a NaN, a value past the saturation bound); the blocks it
  dominates stay out of a pass's counts, bytes and latencies and are counted apart
  (``rare_counts``). The peak in flight still walks every path.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter

from .isa_listing import Inst, dominators, loops, parse, rare_blocks, registers

WAVE = 64
VMCNT_MAX = 63  # gfx9 vmcnt is 6 bits: more outstanding operations stall the issue
STREAM, REUSE = "stream", "reuse"

_VMCNT = re.compile(r"vmcnt\((\d+)\)")
# Transcendental VALU ops (quarter rate on CDNA3/CDNA4).
_TRANS = re.compile(r"v_(exp|log|rcp|rsq|sqrt|sin|cos)(_legacy|_iflag)?_f(16|32)")
_NO_DEF = ("s_waitcnt", "s_barrier", "s_nop", "s_branch", "s_cbranch", "s_endpgm", "s_setprio",
           "s_sleep", "s_cmp", "s_bitcmp", "s_dcache", "s_sendmsg", "s_trap", "s_icache")


def _kernarg_sgpr(isa: str) -> int:
    """First SGPR of the kernarg segment pointer, from the .amdhsa_user_sgpr_* directives."""
    sizes = (("private_segment_buffer", 4), ("dispatch_ptr", 2), ("queue_ptr", 2))
    first = 0
    for name, size in sizes:
        m = re.search(rf"\.amdhsa_user_sgpr_{name}\s+(\d+)", isa)
        if m and int(m.group(1)):
            first += size
    return first


def provenance(blocks: list, kernarg_sgpr: int = 0) -> dict:
    """For every memory instruction (by line), the kernarg byte offsets its address came from."""
    kp = {f"s{kernarg_sgpr}", f"s{kernarg_sgpr + 1}"}
    states = [None] * len(blocks)
    states[0] = {}
    out, work = {}, [0]
    while work:
        i = work.pop()
        state = dict(states[i])
        for inst in blocks[i].insts:
            regs = [registers(o) for o in inst.operands]
            if inst.op.startswith("s_load") and regs and len(regs) > 1 and set(regs[1]) <= kp:
                base = int(inst.operands[2].split()[0], 0) if len(inst.operands) > 2 else 0
                for j, r in enumerate(regs[0]):
                    state[r] = frozenset({base + 4 * j})
                continue
            if inst.kind == "vmem":
                addr = _address_regs(inst, regs)
                tags = frozenset().union(*(state.get(r, frozenset()) for r in addr))
                out[inst.line] = out.get(inst.line, frozenset()) | tags
            if inst.op.startswith(_NO_DEF) or inst.is_store or not regs:
                continue
            dests = regs[0]
            if inst.is_load or inst.op.startswith(("s_load", "s_buffer_load", "ds_read")):
                tags = frozenset()
            else:
                tags = frozenset().union(*(state.get(r, frozenset()) for o in regs[1:]
                                           for r in o))
            if "saveexec" in inst.op:
                dests = dests + ["exec"]
            for r in dests:
                state[r] = tags
        for s in blocks[i].succ:
            old = states[s]
            if old is None:
                states[s] = state
                work.append(s)
                continue
            merged = dict(old)
            for r, t in state.items():
                merged[r] = merged.get(r, frozenset()) | t
            if merged != old:
                states[s] = merged
                work.append(s)
    return out


def _address_regs(inst: Inst, regs: list) -> list:
    """Registers holding the address: buffer ops (vdata, vaddr, srsrc, soffset) take the
    resource; global/flat loads (vdst, vaddr[, saddr]) and stores (vaddr, vdata[, saddr])."""
    if inst.op.startswith("buffer_"):
        return regs[2] if len(regs) > 2 else []
    saddr = regs[2] if len(regs) > 2 else []
    if inst.is_load or (inst.op.startswith(("global_atomic", "flat_atomic")) and len(regs) > 3):
        return (regs[1] if len(regs) > 1 else []) + saddr
    return regs[0] + saddr


def _pointer_args(tags: frozenset) -> tuple:
    """Pointer arguments (8-byte aligned kernarg offsets) among an address's tags."""
    return tuple(sorted({t - t % 8 for t in tags}))


def _role(args: tuple, roles: dict) -> str:
    """Role of an access from the pointer arguments its address came from."""
    hit = {roles[a] for a in args if a in roles}
    if STREAM in hit:
        return STREAM
    return REUSE if hit else "unknown"


@dataclasses.dataclass(frozen=True)
class Access:
    line: int
    op: str
    load: bool
    bytes_per_lane: float
    role: str
    args: tuple  # kernarg offsets of the pointer arguments its address came from


@dataclasses.dataclass(frozen=True)
class IsaFigures:
    """What the ISA alone says (per lane; multiply by 64 lanes and the waves per CU).

    peak_stream_load_bytes: most streaming load bytes one lane has in flight.
    peak_loads: the accesses in flight at that peak (op names, oldest first).
    region_counts: instruction counts by kind in the main loop (or the whole kernel when no
      loop holds streaming accesses); region_stream_bytes: streaming bytes (loads + stores)
      one lane moves per pass over that region; region_bytes: the same for every access, by
      pointer argument (kernarg offset; -1 when the address has none), loads and stores apart;
      latency_epochs: memory latencies one pass over the region waits in series (see
      ``latency_epochs``). Blocks on a marked rare side are left out of all three;
      rare_counts: their instruction counts by kind.
    """

    peak_stream_load_bytes: float
    peak_loads: tuple
    in_loop: bool
    region_counts: dict
    region_stream_bytes: float
    region_bytes: dict
    region_stream_load_bytes: float
    latency_epochs: int
    accesses: tuple
    unknown_accesses: int
    rare_counts: dict = dataclasses.field(default_factory=dict)
    # Every load stream (weight, bias, smooth, the partial row beside the rows): the peak
    # bytes per lane in flight, and the memory round trips one block waits for in series from
    # its start to its end (``round_trips``); None/0 where not analysed.
    peak_load_bytes: float | None = None
    round_trips: int = 0

    @property
    def mean_stream_load_bytes(self) -> float:
        """Streaming load bytes per lane per latency of a region pass (the peak if no wait)."""
        if not self.latency_epochs:
            return self.peak_stream_load_bytes
        return min(self.peak_stream_load_bytes,
                   self.region_stream_load_bytes / self.latency_epochs)

    def inst_per_16b(self, kinds=("valu", "salu", "vmem", "lds", "smem", "branch")) -> float:
        total = sum(self.region_counts.get(k, 0) for k in kinds)
        return total * 16 / self.region_stream_bytes if self.region_stream_bytes else float("nan")


# Instructions the walk of every path may visit before it gives up (peak_outstanding).
MAX_STEPS = 500_000


def _is_stream_load(a: Access) -> bool:
    return a.load and a.role == STREAM


def _is_load(a: Access) -> bool:
    return a.load


def peak_outstanding(blocks: list, access: dict, max_steps: int | None = None,
                     counted=_is_stream_load) -> tuple:
    """(peak load bytes per lane, accesses in flight at the peak) over all paths; the loads
    ``counted`` (default: the streaming ones; ``_is_load``: every load stream) add bytes.

    Any other access in the vmcnt queue just holds a slot. So states are told apart by where
    the counted loads sit in the queue, not by which other accesses fill the rest: paths that
    differ only in which conditional stores ran (a scale store per group, say) share one state
    (the first path's names are the ones reported)."""

    def stream_load(q):
        return counted(access[q])

    max_steps = MAX_STEPS if max_steps is None else max_steps
    seen, work = set(), [(0, ())]
    best, at, steps = 0.0, (), 0
    while work:
        i, queue = work.pop()
        state = (i, tuple(q if stream_load(q) else None for q in queue))
        if state in seen:
            continue
        seen.add(state)
        for inst in blocks[i].insts:
            steps += 1
            if steps > max_steps:
                raise RuntimeError("ISA walk did not converge (too many paths)")
            if inst.op == "s_waitcnt":
                m = _VMCNT.search(",".join(inst.operands))
                if m:
                    keep = int(m.group(1))
                    queue = queue[len(queue) - keep:] if keep < len(queue) else queue
                elif inst.operands == ("0",):
                    queue = ()
            elif inst.line in access:
                queue = (queue + (inst.line,))[-VMCNT_MAX:]
                total = sum(access[q].bytes_per_lane for q in queue if stream_load(q))
                if total > best:
                    best, at = total, tuple(access[q].op for q in queue)
        for s in blocks[i].succ:
            work.append((s, queue))
    return best, at


def analyze_isa(isa: str, roles: dict, symbol: str | None = None,
                kernarg_sgpr: int | None = None) -> IsaFigures:
    """Analyze one kernel's ISA.

    ``roles`` maps the kernarg byte offset of each pointer argument to ``"stream"`` (read or
    written once per row: activations, gradients, per-row statistics) or ``"reuse"`` (same
    addresses for every row: weight, bias, a block's partial row). Accesses whose address comes
    from no listed argument are ``"unknown"`` and counted as neither. ``kernarg_sgpr``: first
    SGPR of the kernarg pointer, when the text has no ``.amdhsa_user_sgpr_*`` directives to
    derive it from (e.g. objdump output of a kernel with a private segment buffer).
    """
    blocks = parse(isa, symbol)
    if not any(b.insts for b in blocks):
        raise ValueError("no kernel instructions found in the ISA text")
    tags = provenance(blocks, _kernarg_sgpr(isa) if kernarg_sgpr is None else kernarg_sgpr)
    access = {}
    for b in blocks:
        for inst in b.insts:
            if inst.is_load or inst.is_store:
                per_lane = inst.width / WAVE if inst.uniform else float(inst.width)
                args = _pointer_args(tags.get(inst.line, frozenset()))
                access[inst.line] = Access(inst.line, inst.op, inst.is_load, per_lane,
                                           _role(args, roles), args)
            elif inst.kind == "vmem":  # cache maintenance etc. still counts in vmcnt
                access[inst.line] = Access(inst.line, inst.op, False, 0.0, REUSE, ())
    peak, at = peak_outstanding(blocks, access)
    peak_all, _ = peak_outstanding(blocks, access, counted=_is_load)
    region, in_loop = _main_region(blocks, access)
    rare = rare_blocks(blocks)
    rare_counts = dict(Counter(inst.kind for i in rare for inst in blocks[i].insts))
    region = [i for i in region if i not in rare]
    epochs = latency_epochs(blocks, region, access)
    trips = round_trips(blocks, [i for i in range(len(blocks)) if i not in rare], access)
    counts, by_arg = {}, {}
    stream_bytes = stream_loads = 0.0
    for i in region:
        for inst in blocks[i].insts:
            counts[inst.kind] = counts.get(inst.kind, 0) + 1
            if _TRANS.match(inst.op):  # also counted in valu: a quarter-rate VALU op
                counts["trans"] = counts.get("trans", 0) + 1
            a = access.get(inst.line)
            if a is None:
                continue
            if a.role == STREAM:
                stream_bytes += a.bytes_per_lane
                stream_loads += a.bytes_per_lane if a.load else 0.0
            k = ("load" if a.load else "store", a.args[0] if len(a.args) == 1 else -1)
            by_arg[k] = by_arg.get(k, 0.0) + a.bytes_per_lane
    return IsaFigures(
        peak_stream_load_bytes=peak, peak_loads=at, in_loop=in_loop, region_counts=counts,
        region_stream_bytes=stream_bytes, region_bytes=by_arg,
        region_stream_load_bytes=stream_loads, latency_epochs=epochs,
        accesses=tuple(access.values()),
        unknown_accesses=sum(a.role == "unknown" for a in access.values()),
        rare_counts=rare_counts, peak_load_bytes=peak_all, round_trips=trips)


def latency_epochs(blocks: list, region: list, access: dict, counted=_is_stream_load) -> int:
    """Memory latencies one pass over ``region`` (its blocks in program order, inner loops once)
    waits for in series: a wait that retires a ``counted`` access (default: a streaming load)
    issued in epoch e moves the clock to e + 1. Two passes are walked so loads left in flight
    across the back edge count; the second is returned. Compute, LDS and the accesses not
    counted (by default reused loads, L2 hits once the first blocks brought them in, and
    stores) are taken as free."""
    return _epochs(blocks, region, access, counted, passes=2)


def _is_access(a: Access) -> bool:
    return a.load or a.op.startswith(("buffer_store", "global_store", "flat_store",
                                      "buffer_atomic", "global_atomic", "flat_atomic"))


def round_trips(blocks: list, order: list, access: dict) -> int:
    """Memory round trips one block waits for in series from its start to its end, on its
    longest path: the blocks ``order`` walked with the vmcnt queue in topological order of the
    control flow without its back edges (every loop once), where two paths join the one that
    waited longer goes on. A wait that retires any load (every stream: x, residual, weight,
    bias, smooth, dy, h, statistics) or store issued in epoch e moves the clock to e + 1, and
    the stores still in flight at the end one more (the kernel is done when they are). So a
    weight chunk loaded after the row's reduction and waited for before the next chunk is a
    round trip of its own."""
    keep = set(order)
    dom = dominators(blocks)
    # The control-flow graph without its back edges (into a block that dominates the source),
    # in topological order: every loop once, a rotated loop's exit test after its body.
    succs = {b: [s for s in blocks[b].succ if s in keep and s not in dom[b]] for b in order}
    preds = {b: 0 for b in order}
    for b in order:
        for s in succs[b]:
            preds[s] += 1
    ready, topo = [b for b in order if not preds[b]], []
    while ready:
        b = ready.pop(0)
        topo.append(b)
        for s in succs[b]:
            preds[s] -= 1
            if not preds[s]:
                ready.append(s)
    if len(topo) < len(order):  # a cycle no dominator breaks (irreducible): program order
        raise ValueError("round_trips: control flow with a loop of more than one entry")
    state = {order[0]: (0, (), (0, 0))} if order else {}
    best = 0
    for b in topo:
        if b not in state:
            continue  # reached only through a block left out (a rare side)
        epoch, queue, _ = state[b]
        queue, epoch = _walk(blocks[b].insts, list(queue), epoch, access, _is_access)
        drained = _drained(queue, 0, access, _is_access)
        if not blocks[b].succ:  # the end: the stores in flight drain
            best = max(best, epoch, drained)
        # Where paths join, the one that waited longer goes on; at a tie, the one whose
        # accesses in flight would take longer to drain (a store one side ran).
        rank = (epoch, drained)
        for s in succs[b]:
            if s not in state or state[s][2] < rank:
                state[s] = (epoch, tuple(queue), rank)
    return best


def _epochs(blocks: list, order: list, access: dict, counted, passes: int,
            drain: bool = False) -> int:
    queue, epoch, start = [], 0, 0
    for _ in range(passes):
        start = epoch
        for i in order:
            queue, epoch = _walk(blocks[i].insts, queue, epoch, access, counted)
    if drain:
        epoch = _drained(queue, epoch, access, counted)
    return epoch - start


def _walk(insts: list, queue: list, epoch: int, access: dict, counted) -> tuple[list, int]:
    """The vmcnt queue of (line, issue epoch) and the epoch after ``insts``: an access joins the
    queue at the current epoch (the oldest beyond VMCNT_MAX dropped); a wait that retires a
    ``counted`` access issued in epoch e moves the epoch to at least e + 1."""
    for inst in insts:
        if inst.op == "s_waitcnt":
            m = _VMCNT.search(",".join(inst.operands))
            keep = int(m.group(1)) if m else (0 if inst.operands == ("0",) else None)
            if keep is None or keep >= len(queue):
                continue
            retired, queue = queue[:len(queue) - keep], queue[len(queue) - keep:]
            epoch = _drained(retired, epoch, access, counted)
        elif inst.line in access:
            queue.append((inst.line, epoch))
            del queue[:-VMCNT_MAX]
    return queue, epoch


def _drained(queue: list, epoch: int, access: dict, counted) -> int:
    """The epoch once the ``counted`` accesses of ``queue`` have completed."""
    return max([epoch] + [issued + 1 for line, issued in queue if counted(access[line])])


def _main_region(blocks: list, access: dict) -> tuple:
    """The outermost loop with the most streaming accesses, else every block."""
    def streaming(body):
        return sum(1 for i in body for inst in blocks[i].insts
                   if inst.line in access and access[inst.line].role == STREAM)

    candidates = [body for body in loops(blocks) if streaming(body)]
    if not candidates:
        return list(range(len(blocks))), False
    outer = [b for b in candidates if not any(b < other for other in candidates)]
    return sorted(max(outer, key=streaming)), True
