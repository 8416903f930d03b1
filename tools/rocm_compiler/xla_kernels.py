"""XLA's own code for plain jnp RMSNorm/LayerNorm on ROCm, from the real compiler (no GPU).

Compiles the benchmark's norms for compile-only MI300X/MI355X devices, forward and backward (the
backward as the benchmark times it: a vjp function built by a jitted forward, applied to dy):
``jnp`` is the plain jnp norm (``jax_flynorm.bench.cases.jnp_norm``: what a ROCm user gets
without this package), ``flydsl`` ours (its custom call plus whatever XLA adds around it, e.g.
the sum of the backward's weight-gradient partials). From each compile it takes:

- the kernel launches, from XLA's thunk sequence (``--xla_dump_to``): kernel, grid, block, dynamic
  LDS;
- the code objects, from the serialised executable (snappy-compressed inside it): each kernel's
  metadata (VGPRs, AGPRs, SGPRs, LDS, scratch) and its disassembly (``llvm-objdump`` of an LLVM
  that decodes the arch: gfx950 needs LLVM >= 20, e.g. Debian's ``llvm-22``;
  ``tools/perf_model/disasm.py`` refuses an older one and any listing with undecoded words).

Writes ``<out>/<arch>/<backend>_<case>.json`` (launches and metadata) and ``.s`` next to it (the
ISA of XLA's code objects; our kernels' own ISA comes from the compile API).
Run it in the ROCm compiler environment: ``bash tools/rocm_compiler/run.sh -m
tools.rocm_compiler.xla_kernels --out DIR``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import struct
import tempfile
from pathlib import Path

import jax
import jax.numpy as jnp

from jax_flynorm._bytes import OpSpec
from jax_flynorm.bench.cases import norm_fn
from tools.perf_model import disasm
from tools.perf_model.elf import elf_target, metadata

from . import plugin

EPS = 1e-6
# (direction, M, N): the perf model's anchor shapes.
SHAPES = (("fwd", 32768, 8192), ("bwd", 4096, 4096))
OPS = ("rmsnorm", "layernorm")
BACKENDS = ("jnp", "flydsl")
# A kernel launch, or a custom call (ours: its launches are in its attributes), in the thunk dump.
_THUNK = re.compile(r"^\d+: (?:kCustomKernel.*?\s(\S+) grid: \[(\d+), (\d+), (\d+)\] threads: "
                    r"\[(\d+), (\d+), (\d+)\]\s+shared_memory: (\d+) bytes|(kCustomCall))", re.M)


# ------------------------------------------------------------------------------------------------
# Code objects inside a serialised executable.


def _varint(data: bytes, i: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, i


def unsnappy(data: bytes, i: int = 0) -> bytes:
    """Decodes one raw snappy stream starting at ``data[i]`` (ValueError if it is none)."""
    size, i = _varint(data, i)
    out = bytearray()
    while len(out) < size:
        tag = data[i]
        i += 1
        kind = tag & 3
        if kind == 0:  # literal
            length = tag >> 2
            if length >= 60:
                extra = length - 59
                length = int.from_bytes(data[i:i + extra], "little")
                i += extra
            length += 1
            if i + length > len(data):
                raise ValueError("literal past the end")
            out += data[i:i + length]
            i += length
            continue
        if kind == 1:
            length, offset = ((tag >> 2) & 7) + 4, ((tag >> 5) << 8) | data[i]
            i += 1
        else:
            width = 2 if kind == 2 else 4
            length, offset = (tag >> 2) + 1, int.from_bytes(data[i:i + width], "little")
            i += width
        if not 0 < offset <= len(out):
            raise ValueError("bad copy offset")
        for _ in range(length):
            out.append(out[-offset])
    if len(out) != size:
        raise ValueError("length mismatch")
    return bytes(out)


def _elves(data: bytes) -> list[bytes]:
    out, i = [], data.find(b"\x7fELF")
    while i >= 0:
        try:
            (shoff,) = struct.unpack_from("<Q", data, i + 0x28)
            shentsize, shnum = struct.unpack_from("<HH", data, i + 0x3A)
            elf = data[i:i + shoff + shentsize * shnum]
            if len(elf) == shoff + shentsize * shnum:
                elf_target(elf)
                metadata(elf)
                out.append(elf)
        except (ValueError, struct.error):
            pass
        i = data.find(b"\x7fELF", i + 1)
    return out


def code_objects(serialized: bytes) -> list[bytes]:
    """AMDGPU code objects in a serialised executable. Its protos are snappy-compressed inside
    it, so every offset is tried as a stream start and each decoded stream searched (ours, inside
    the HLO's attributes, turn up too)."""
    found: dict[bytes, None] = {}
    for start in range(len(serialized)):
        try:
            decoded = unsnappy(serialized, start)
        except (ValueError, IndexError):
            continue
        if len(decoded) > 1024:
            found.update(dict.fromkeys(_elves(decoded)))
    if not found:
        raise ValueError("no AMDGPU code object found in the serialised executable")
    return list(found)


def disassemble(elf: bytes, arch: str) -> str:
    """llvm-objdump's disassembly, by an LLVM that decodes ``arch`` (``disasm.objdump_for``)."""
    text = disasm.disassemble(elf, arch)
    # Drop the encodings (a third of the bytes; the model reads the addresses and branch
    # targets).
    return re.sub(r"[ \t]+(// [0-9A-F]{12}:)[0-9A-F ]*", r" \1 ", text)


# ------------------------------------------------------------------------------------------------
# Compiling the plain jnp norms.


_INST = re.compile(r"^\s*(?:ROOT )?%(\S+) = (\(.*?\)|\S+) [\w-]+\((.*?)\)", re.M)
_SHAPE = re.compile(r"(pred|s8|u8|s16|u16|f16|bf16|s32|u32|f32|s64|u64|f64)\[([\d,]*)\]")
_ITEMSIZE = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2, "s32": 4,
             "u32": 4, "f32": 4, "s64": 8, "u64": 8, "f64": 8}


def _buffers(shape: str) -> list[dict]:
    out = []
    for dtype, dims in _SHAPE.findall(shape):
        dims = [int(d) for d in dims.split(",") if d]
        size = _ITEMSIZE[dtype]
        for d in dims:
            size *= d
        out.append({"dtype": dtype, "dims": dims, "bytes": size})
    return out


def fusion_buffers(hlo: str) -> dict[str, tuple[list[dict], list[dict]]]:
    """Kernel name -> the buffers of its arguments in order: (the fusion's operands, its
    results), from optimised HLO text. XLA names a fusion's kernel after the instruction with
    '.' replaced by '_'."""
    shapes = {name: shape for name, shape, _ in _INST.findall(hlo)}
    out = {}
    for name, shape, operands in _INST.findall(hlo):
        if "fusion" not in name:
            continue
        args = [b for op in re.findall(r"%(\S+?)(?:,|$)", operands)
                for b in _buffers(shapes.get(op, ""))]
        out[name.replace(".", "_")] = (args, _buffers(shape))
    return out


def programs(backend: str, op: str, direction: str, m: int, n: int):
    """(function, argument specs) of the norm in bf16, with a weight (and a bias for
    layernorm), as the benchmark's default ops."""
    spec = OpSpec(op, weight=True, bias=op == "layernorm", residual=False)
    f = norm_fn(spec, "flydsl" if backend == "flydsl" else "jnp")
    x = jax.ShapeDtypeStruct((m, n), jnp.bfloat16)
    vec = jax.ShapeDtypeStruct((n,), jnp.bfloat16)
    args = {"x": x, "weight": vec, **({"bias": vec} if spec.bias else {})}
    if direction == "fwd":
        return f, (args,)
    vjp_fn = jax.eval_shape(lambda a: jax.vjp(f, a)[1], args)
    return (lambda vjp, ct: vjp(ct)[0]), (vjp_fn, x)


def compile_case(device, fn, specs, dump: Path):
    sharding = jax.sharding.SingleDeviceSharding(device)
    lowered = jax.jit(fn, in_shardings=sharding).trace(*specs).lower()
    return lowered.compile(compiler_options={"xla_dump_to": str(dump)})


def extract(backend: str, arch: str, op: str, direction: str, m: int, n: int,
            out: Path) -> dict:
    from jax.experimental import serialize_executable

    os.environ["JAX_FLYNORM_ROCM_ARCH"] = arch  # our kernels are compiled at lowering
    device = plugin.devices(arch)[0]
    fn, specs = programs(backend, op, direction, m, n)
    with tempfile.TemporaryDirectory() as dump:
        compiled = compile_case(device, fn, specs, Path(dump))
        thunks = "".join(p.read_text() for p in Path(dump).glob("*thunk_sequence.txt"))
    launches = [{"kernel": k, "grid": [int(g) for g in (gx, gy, gz)],
                 "block": [int(t) for t in (tx, ty, tz)], "dynamic_lds": int(lds)}
                if not call else {"kernel": "custom-call"}
                for k, gx, gy, gz, tx, ty, tz, lds, call in _THUNK.findall(thunks)]
    hlo_args = fusion_buffers(compiled.as_text())
    for launch in launches:
        if launch["kernel"] != "custom-call":
            launch["operands"], launch["results"] = hlo_args.get(launch["kernel"], ([], []))
    serialized, _, _ = serialize_executable.serialize(compiled)
    kernels, isa = {}, []
    for elf in code_objects(serialized):
        meta = metadata(elf)
        for k in meta.get("amdhsa.kernels", []):
            kernels[k[".name"]] = k
        if any(not k[".name"].startswith("flynorm_") for k in meta.get("amdhsa.kernels", [])):
            isa.append(disassemble(elf, arch))
    case = f"{backend}_{op}_{direction}_{m}x{n}_bf16"
    record = {"backend": backend, "arch": arch, "op": op, "direction": direction, "m": m,
              "n": n, "dtype": "bf16", "launches": launches, "kernels": kernels}
    folder = out / arch
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{case}.json").write_text(json.dumps(record, indent=1) + "\n")
    (folder / f"{case}.s").write_text("\n".join(isa))
    return record


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path)
    args = parser.parse_args(argv)
    plugin.register()
    for arch in plugin.TARGET_FILES:
        for op in OPS:
            for direction, m, n in SHAPES:
                for backend in BACKENDS:
                    r = extract(backend, arch, op, direction, m, n, args.out)
                    print(backend, arch, op, direction, f"{m}x{n}",
                          [ln["kernel"] for ln in r["launches"]])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
