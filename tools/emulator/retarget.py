"""Rewrite a kernel's AMDGPU LLVM IR into host IR that calls the emulator runtime (runtime.c).

Textual rewrites, on purpose: the input is FlyDSL's dump (LLVM 22 syntax), and every rewrite is
small and checkable. Anything outside the supported set fails loudly (UnsupportedIR) instead of
being guessed at:

* ``f0x...`` float literals (f32 bit patterns) become LLVM's 64-bit hex double form;
* triple, data layout, ``addrspace(N)``, ``amdgpu_kernel``, attribute groups, ``immarg`` and
  ``!reqd_work_group_size`` go; workgroup fences go (lanes share one OS thread; barriers order);
* each ``llvm.amdgcn.*`` intrinsic becomes a call into the runtime; wave operations get a
  constant call-site id so the runtime can check that a wave's lanes meet at the same one;
* every LDS load/store is preceded by ``emu_lds_note`` (barrier-interval race check), and the
  external LDS globals get definitions (the runtime poisons them per workgroup);
* ``@emu.entry(ptr kernarg)`` unpacks the kernarg segment at the KernelArg offsets;
* the rare-path mark (an empty inline asm, isa_listing.RARE_PATH_MARK) goes; other inline asm
  fails;
* ``llvm.amdgcn.cvt.pk.fp8.f32`` converts to the arch's fp8 format (gfx942 e4m3fnuz, gfx950 OCP
  e4m3fn; the IR does not name its arch, so the caller passes it).
"""

from __future__ import annotations

import dataclasses
import re
import struct

from jax_flynorm.backends.flydsl.kernels.config import RARE_PATH_MARK

# What the emulator implements. Buffer loads/stores take any scalar or vector type suffix.
WAVE_OPS = {"ds.bpermute": 1, "ds.swizzle": 2, "permlane16.swap": 3, "permlane32.swap": 4,
            "readfirstlane.f32": 5}
# The fp8 format of v_cvt_pk_fp8_f32 per arch (runtime.c emu_cvt_pk_fp8: 1 = e4m3fnuz).
FP8_FNUZ = {"gfx942": 1, "gfx950": 0}
SIMPLE = ("cvt.pk.fp8.f32", "perm", "workitem.id.x", "workitem.id.y", "workitem.id.z",
          "workgroup.id.x", "workgroup.id.y", "workgroup.id.z", "mbcnt.lo", "mbcnt.hi",
          "make.buffer.rsrc.p8.p1", "s.barrier", "sched.barrier")
BUFFER_RE = re.compile(r"raw\.ptr\.buffer\.(load|store)\.(v\d+)?(i8|i16|i32|i64|f16|f32|bf16)")
SCALAR = {"i8": ("i8", 1), "i16": ("i16", 2), "i32": ("i32", 4), "i64": ("i64", 8),
          "f16": ("half", 2), "f32": ("float", 4), "bf16": ("bfloat", 2)}
TYPE_BYTES = {"i8": 1, "i16": 2, "i32": 4, "i64": 8, "half": 2, "bfloat": 2, "float": 4,
              "double": 8}


_BOTH = ("workitem.id.x", "workgroup.id.x", "make.buffer.rsrc.p8.p1", "s.barrier", "sched.barrier",
         "ds.swizzle", "readfirstlane.f32", "raw.ptr.buffer.load.i16", "raw.ptr.buffer.load.i32",
         "raw.ptr.buffer.load.v2i32", "raw.ptr.buffer.load.v4i32", "raw.ptr.buffer.store.i16",
         "raw.ptr.buffer.store.i32", "raw.ptr.buffer.store.v2i32", "raw.ptr.buffer.store.v4i32")
# What our norm kernels use (checked by tests/emulator/test_kernels.py; sched.barrier, a
# scheduling fence the forwards put after their loads, does nothing at run time): the xor-32 lane
# exchange is ds_bpermute (+ mbcnt for the lane id) on gfx942 and v_permlane32_swap on gfx950,
# which also does xor-16 with v_permlane16_swap where gfx942 uses ds_swizzle. v_readfirstlane
# keeps block-uniform statistics in scalar registers (backward with recompute_stats, long rows).
KERNEL_INTRINSICS = {
    "gfx942": _BOTH + ("ds.bpermute", "mbcnt.lo", "mbcnt.hi"),
    "gfx950": _BOTH + ("permlane16.swap", "permlane32.swap"),
}
# What the quantized forwards add: the hardware fp8 conversion (for the arch's own format), the
# byte permute that packs int8 codes, byte stores (rows of single elements), and on gfx950 too
# the ds_bpermute (with mbcnt) that hands each chunk its scale group's divider.
QUANT_INTRINSICS = ("cvt.pk.fp8.f32", "perm", "raw.ptr.buffer.store.i8", "ds.bpermute",
                    "mbcnt.lo", "mbcnt.hi")


_RARE_MARK_CALL = f'call void asm sideeffect "; {RARE_PATH_MARK}", ""()'


class UnsupportedIR(ValueError):
    """The IR uses something the emulator does not implement."""


@dataclasses.dataclass(frozen=True)
class HostIR:
    text: str
    kernel: str
    params: tuple      # LLVM types of the kernel parameters, in order
    lds: tuple         # (global name, bytes) of each LDS allocation
    intrinsics: tuple  # amdgcn intrinsic names the kernel calls


def supported(name: str) -> bool:
    return name in WAVE_OPS or name in SIMPLE or BUFFER_RE.fullmatch(name) is not None


def type_bytes(ty: str) -> int:
    ty = ty.strip()
    m = re.fullmatch(r"<(\d+) x (\w+)>", ty)
    if m:
        return int(m.group(1)) * TYPE_BYTES[m.group(2)]
    if ty not in TYPE_BYTES:
        raise UnsupportedIR(f"LDS access of type {ty}")
    return TYPE_BYTES[ty]


def _f32_literal(m: re.Match) -> str:
    value = struct.unpack("<f", bytes.fromhex(m.group(1))[::-1])[0]
    return f'0x{struct.unpack("<Q", struct.pack("<d", value))[0]:016X}'


def _operand(s: str, start: int) -> str:
    """The operand text at ``s[start:]`` up to the first top-level comma."""
    depth, i = 0, start
    while i < len(s):
        c = s[i]
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            depth -= 1
        elif c == "," and depth == 0:
            break
        i += 1
    return s[start:i].strip()


def _split_type(s: str) -> tuple:
    """Split ``"<8 x float> %v"`` / ``"float %v"`` into (type, rest)."""
    if s.startswith("<"):
        end = s.index(">") + 1
        return s[:end], s[end:].strip()
    ty, _, rest = s.partition(" ")
    return ty, rest


LDS_PTR = "ptr addrspace(3) "


def _instrument_lds(line: str) -> list:
    if "addrspace(3)" not in line:
        return [line]
    body = line.strip()
    indent = line[: len(line) - len(line.lstrip())]
    m = re.match(r"(%[\w.]+ = )?(load|store) (volatile )?", body)
    if m and not body.startswith("@"):
        rest = body[m.end():]
        ty = _operand(rest, 0) if m.group(2) == "load" else _split_type(rest)[0]
        at = rest.find(", " + LDS_PTR)
        if at < 0:
            raise UnsupportedIR(f"LDS {m.group(2)} with an unexpected form: {body}")
        ptr = _operand(rest, at + 2 + len(LDS_PTR))
        is_write = int(m.group(2) == "store")
        note = (f"{indent}call void @emu_lds_note({LDS_PTR}{ptr}, i32 {type_bytes(ty)}, "
                f"i32 {is_write})")
        return [note, line]
    if body.startswith("@") or re.match(r"%[\w.]+ = getelementptr", body):
        return [line]
    raise UnsupportedIR(f"LDS use the emulator does not check: {body}")


def _rewrite_calls(line: str, sites: list, used: set) -> str:
    out, pos = [], 0
    for m in re.finditer(r"@llvm\.amdgcn\.([\w.]+)\(", line):
        name = m.group(1)
        if not supported(name):
            raise UnsupportedIR(f"intrinsic llvm.amdgcn.{name} is not emulated")
        used.add(name)
        out.append(line[pos:m.start()] + f'@"emu.{name}"(')
        pos = m.end()
        if name in WAVE_OPS:
            depth, i = 1, pos
            while depth:
                depth += {"(": 1, ")": -1}.get(line[i], 0)
                i += 1
            sites.append(name)
            out.append(line[pos:i - 1] + f", i32 {len(sites)})")
            pos = i
    out.append(line[pos:])
    return "".join(out)


def _lds_global(line: str) -> tuple:
    m = re.match(r"(@[\w.]+) = external (dso_local )?addrspace\(3\) global \[(\d+) x (\w+)\]"
                 r"(.*)$", line)
    if not m:
        raise UnsupportedIR(f"LDS global of an unexpected form: {line}")
    name, count, elem = m.group(1), int(m.group(3)), m.group(4)
    nbytes = count * TYPE_BYTES[elem]
    text = f"{name} = global [{count} x {elem}] zeroinitializer{m.group(5)}"
    return text, (name[1:], nbytes)


def retarget(text: str, arch: str | None = None) -> HostIR:
    """AMDGPU kernel IR (one ``amdgpu_kernel`` function) -> host IR for the runtime; ``arch``
    (gfx942, gfx950) is needed only by IR that converts to fp8."""
    for bad in ("atomicrmw", "cmpxchg", "addrspacecast", "@llvm.memcpy", "@llvm.memset"):
        if bad in text:
            raise UnsupportedIR(f"the kernel uses {bad}, which the emulator does not implement")
    kernels = list(re.finditer(r"^define amdgpu_kernel void @([\w.]+)\(", text, re.M))
    if len(kernels) != 1:
        raise UnsupportedIR(f"expected one amdgpu_kernel, found {len(kernels)}")
    kernel, end, depth = kernels[0].group(1), kernels[0].end(), 1
    while depth:  # the parameter list may span lines and holds addrspace(N)
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        end += 1
    params_text = re.sub(r"\s*addrspace\(\d+\)", "", text[kernels[0].end():end - 1])
    params = tuple(p.split()[0] for p in params_text.split(",") if p.strip())
    lines, lds, sites, used = [], [], [], set()
    for line in text.splitlines():
        s = line.strip()
        if s.startswith(("target ", "attributes #", "declare ")) and (
                not s.startswith("declare ") or "@llvm.amdgcn." in s):
            continue
        if re.fullmatch(r"fence syncscope\(\"(workgroup|wavefront)\"\) \w+", s):
            continue
        if s.startswith("fence"):
            raise UnsupportedIR(f"fence the emulator does not model: {s}")
        if " asm " in s:
            # The rare-path mark (isa_listing.RARE_PATH_MARK) emits no instruction.
            if s == _RARE_MARK_CALL:
                continue
            raise UnsupportedIR(f"inline asm the emulator does not implement: {s}")
        if "addrspace(3) global" in s:
            line, entry = _lds_global(s)
            lds.append(entry)
        else:
            new = _instrument_lds(line)
            line = "\n".join(_rewrite_calls(x, sites, used) for x in new)
        lines.append(line)
    out = "\n".join(lines)
    out = re.sub(r"\bf0x([0-9A-Fa-f]{8})\b", _f32_literal, out)
    out = re.sub(r"\s*addrspace\(\d+\)", "", out)
    out = out.replace("define amdgpu_kernel void", "define void")
    out = re.sub(r" #\d+\b", "", out)
    out = re.sub(r"\bimmarg\b ?", "", out)
    out = re.sub(r" !reqd_work_group_size !\d+", "", out)
    if "cvt.pk.fp8.f32" in used and arch not in FP8_FNUZ:
        raise UnsupportedIR(f"llvm.amdgcn.cvt.pk.fp8.f32 needs the arch ({tuple(FP8_FNUZ)}), got "
                            f"{arch!r}")
    out += "\n" + _prelude(used, FP8_FNUZ.get(arch, 0)) + _entry(kernel, params)
    return HostIR(out, kernel, params, tuple(lds), tuple(sorted(used)))


def _prelude(used: set, fnuz: int = 0) -> str:
    parts = ["""
declare i32 @emu_cvt_pk_fp8(float, float, i32, i32, i32)
declare i32 @emu_perm(i32, i32, i32)
declare i32 @emu_workitem_id(i32)
declare i32 @emu_workgroup_id(i32)
declare i32 @emu_mbcnt_lo(i32, i32)
declare i32 @emu_mbcnt_hi(i32, i32)
declare ptr @emu_make_rsrc(i64, i32, i64, i32)
declare void @emu_buffer_load(ptr, i32, i32, ptr, i32)
declare void @emu_buffer_store(ptr, i32, i32, ptr, i32)
declare void @emu_lds_note(ptr, i32, i32)
declare i64 @emu_wave_op(i32, i32, i32, i32)
declare void @emu_barrier()
"""]
    for i, d in enumerate("xyz"):
        parts.append(f'define internal i32 @"emu.workitem.id.{d}"() {{\n'
                     f"  %r = call i32 @emu_workitem_id(i32 {i})\n  ret i32 %r\n}}\n"
                     f'define internal i32 @"emu.workgroup.id.{d}"() {{\n'
                     f"  %r = call i32 @emu_workgroup_id(i32 {i})\n  ret i32 %r\n}}\n")
    parts.append(("""
define internal i32 @"emu.mbcnt.lo"(i32 %m, i32 %a) {
  %r = call i32 @emu_mbcnt_lo(i32 %m, i32 %a)
  ret i32 %r
}
define internal i32 @"emu.mbcnt.hi"(i32 %m, i32 %a) {
  %r = call i32 @emu_mbcnt_hi(i32 %m, i32 %a)
  ret i32 %r
}
define internal ptr @"emu.make.buffer.rsrc.p8.p1"(ptr %p, i16 %s, i64 %n, i32 %f) {
  %b = ptrtoint ptr %p to i64
  %s32 = zext i16 %s to i32
  %r = call ptr @emu_make_rsrc(i64 %b, i32 %s32, i64 %n, i32 %f)
  ret ptr %r
}
define internal i32 @"emu.cvt.pk.fp8.f32"(float %a, float %b, i32 %old, i1 %hi) {
  %h = zext i1 %hi to i32
  %r = call i32 @emu_cvt_pk_fp8(float %a, float %b, i32 %old, i32 %h, i32 FNUZ)
  ret i32 %r
}
define internal i32 @"emu.perm"(i32 %a, i32 %b, i32 %sel) {
  %r = call i32 @emu_perm(i32 %a, i32 %b, i32 %sel)
  ret i32 %r
}
define internal void @"emu.s.barrier"() {
  call void @emu_barrier()
  ret void
}
define internal void @"emu.sched.barrier"(i32 %mask) {
  ret void
}
define internal i32 @"emu.ds.bpermute"(i32 %addr, i32 %v, i32 %site) {
  %r = call i64 @emu_wave_op(i32 1, i32 %v, i32 %addr, i32 %site)
  %t = trunc i64 %r to i32
  ret i32 %t
}
define internal i32 @"emu.ds.swizzle"(i32 %v, i32 %pattern, i32 %site) {
  %r = call i64 @emu_wave_op(i32 2, i32 %v, i32 %pattern, i32 %site)
  %t = trunc i64 %r to i32
  ret i32 %t
}
define internal float @"emu.readfirstlane.f32"(float %v, i32 %site) {
  %b = bitcast float %v to i32
  %r = call i64 @emu_wave_op(i32 5, i32 %b, i32 0, i32 %site)
  %t = trunc i64 %r to i32
  %f = bitcast i32 %t to float
  ret float %f
}
""").replace("FNUZ", str(fnuz)))
    for name, op in (("permlane16.swap", 3), ("permlane32.swap", 4)):
        parts.append(f"""define internal {{ i32, i32 }} @"emu.{name}"(i32 %a, i32 %b, i1 %fi,
    i1 %bc, i32 %site) {{
  %r = call i64 @emu_wave_op(i32 {op}, i32 %a, i32 %b, i32 %site)
  %lo = trunc i64 %r to i32
  %sh = lshr i64 %r, 32
  %hi = trunc i64 %sh to i32
  %p = insertvalue {{ i32, i32 }} poison, i32 %lo, 0
  %q = insertvalue {{ i32, i32 }} %p, i32 %hi, 1
  ret {{ i32, i32 }} %q
}}
""")
    for name in sorted(used):
        m = BUFFER_RE.fullmatch(name)
        if not m:
            continue
        scalar, size = SCALAR[m.group(3)]
        count = int(m.group(2)[1:]) if m.group(2) else 1
        ty = f"<{count} x {scalar}>" if m.group(2) else scalar
        nbytes = count * size
        if m.group(1) == "load":
            parts.append(f"""define internal {ty} @"emu.{name}"(ptr %r, i32 %v, i32 %s, i32 %aux) {{
  %t = alloca {ty}, align 16
  call void @emu_buffer_load(ptr %r, i32 %v, i32 %s, ptr %t, i32 {nbytes})
  %x = load {ty}, ptr %t, align 16
  ret {ty} %x
}}
""")
        else:
            parts.append(f"""define internal void @"emu.{name}"({ty} %x, ptr %r, i32 %v, i32 %s,
    i32 %aux) {{
  %t = alloca {ty}, align 16
  store {ty} %x, ptr %t, align 16
  call void @emu_buffer_store(ptr %r, i32 %v, i32 %s, ptr %t, i32 {nbytes})
  ret void
}}
""")
    return "".join(parts)


def _entry(kernel: str, params: tuple) -> str:
    body, args = [], []
    offset = 0
    for i, ty in enumerate(params):
        if ty not in ("ptr", "i32", "float", "i64"):
            raise UnsupportedIR(f"kernel parameter {i} of type {ty}")
        size = 8 if ty in ("ptr", "i64") else 4
        offset = -(-offset // size) * size
        body.append(f"  %p{i} = getelementptr i8, ptr %ka, i64 {offset}\n"
                    f"  %a{i} = load {ty}, ptr %p{i}, align 1")
        args.append(f"{ty} %a{i}")
        offset += size
    return ("define void @emu.entry(ptr %ka) {\n" + "\n".join(body) +
            f"\n  call void @{kernel}({', '.join(args)})\n  ret void\n}}\n")


def kernarg_offsets(params: tuple) -> list:
    """Natural-alignment offsets of the kernel parameters (what @emu.entry reads)."""
    out, offset = [], 0
    for ty in params:
        size = 8 if ty in ("ptr", "i64") else 4
        offset = -(-offset // size) * size
        out.append((offset, size, ty))
        offset += size
    return out
