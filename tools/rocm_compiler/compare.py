"""Raw static figures of XLA's own norm kernels on ROCm next to ours, as a markdown table.

Reads what ``xla_kernels.py`` stored (launches, code-object metadata, ISA of each compiled
program); a launch of our custom call is described by our kernel for the same spec, compiled with
the compile API (its ISA comes from FlyDSL). Per kernel launch: launch geometry, registers, LDS, an
occupancy estimate, the widest vector load, and the vector-load bytes a lane has in flight at most
along the listing (``inflight_bytes``: loads and stores share gfx9's vmcnt, ``s_waitcnt
vmcnt(k)`` keeps the k newest; loops are not followed, so this is a lower bound for a loop body
that overlaps iterations). ``python -m tools.rocm_compiler.compare DIR``.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

VGPRS_PER_SIMD, MAX_WAVES, SIMDS = 512, 8, 4
LDS_PER_CU = {"gfx942": 64 << 10, "gfx950": 160 << 10}
_VMEM = re.compile(r"^\s*(buffer|global)_(load|store)_(\w+)")
_WAIT = re.compile(r"s_waitcnt\s+.*?vmcnt\((\d+)\)")
_BYTES = {"dwordx4": 16, "b128": 16, "dwordx3": 12, "dwordx2": 8, "b64": 8, "dword": 4,
          "b32": 4, "short": 2, "ushort": 2, "sshort": 2, "short_d16": 2, "b16": 2, "u16": 2,
          "ubyte": 1, "sbyte": 1}


def functions(isa: str) -> dict[str, str]:
    """Kernel symbol -> its disassembly (llvm-objdump ``<name>:`` or assembler ``name:`` labels)."""
    out, name, lines = {}, None, []
    for line in isa.splitlines():
        m = re.match(r"^(?:[0-9a-f]+ )?<?([A-Za-z_][\w.]*)>?:\s*$", line)
        if m and not m.group(1).startswith((".L", "_L", ".LBB")):
            if name:
                out[name] = "\n".join(lines)
            name, lines = m.group(1), []
        elif name:
            lines.append(line)
    if name:
        out[name] = "\n".join(lines)
    return out


def vmem_figures(isa: str) -> dict:
    """Widest load (bits), vector loads/stores in the listing, peak load bytes in flight."""
    queue: list[int] = []
    peak = widest = loads = stores = 0
    for line in isa.splitlines():
        if m := _VMEM.match(line):
            nbytes = _BYTES.get(m.group(3), 0)
            if m.group(2) == "load":
                loads += 1
                widest = max(widest, nbytes * 8)
                queue.append(nbytes)
            else:
                stores += 1
                queue.append(0)
            peak = max(peak, sum(queue))
        elif m := _WAIT.search(line):
            keep = int(m.group(1))
            queue = queue[len(queue) - keep:] if keep else []
    return {"max_load_bits": widest, "loads": loads, "stores": stores, "inflight_bytes": peak}


def waves_per_simd(vgpr: int, agpr: int, lds: int, block: int, arch: str) -> int:
    waves_block = -(-block // 64)
    regs = -(-(vgpr + agpr) // 8) * 8
    by_regs = min(MAX_WAVES, VGPRS_PER_SIMD // max(regs, 8))
    blocks = by_regs * SIMDS // waves_block
    if lds:
        blocks = min(blocks, LDS_PER_CU[arch] // lds)
    return min(MAX_WAVES, blocks * waves_block // SIMDS)


def _row(rec: dict, kernel: str, grid: int, block: int, meta: dict, lds: int, isa: str) -> dict:
    vgpr, agpr = int(meta["vgpr_count"]), int(meta.get("agpr_count", 0))
    return {"who": "ours" if rec["backend"] == "flydsl" else "plain jnp", "arch": rec["arch"],
            "op": rec["op"], "direction": rec["direction"], "m": rec["m"], "n": rec["n"],
            "kernel": kernel, "grid": grid, "block": block, "vgpr": vgpr, "agpr": agpr,
            "sgpr": int(meta["sgpr_count"]), "lds": lds,
            "scratch": int(meta["private_segment_fixed_size"]),
            "waves": waves_per_simd(vgpr, agpr, lds, block, rec["arch"]), **vmem_figures(isa)}


def _ours(rec: dict) -> dict:
    """Our kernel's row for a custom call of ``rec``, from the compile API (same spec)."""
    from jax_flynorm.backends.flydsl.kernels import compile_kernel
    from tools.perf_model.elf import metadata
    from tools.perf_model.report import _spec

    arch, m = rec["arch"], rec["m"]
    k = compile_kernel(_spec(rec["op"], rec["direction"], rec["n"], "bf16", arch,
                             residual=False))
    (meta,) = metadata(k.hsaco)["amdhsa.kernels"]
    launches = k.plan.launches(m, min(m, {"gfx942": 304, "gfx950": 256}[arch]))
    grid = sum(ln.grid[0] * ln.grid[1] * ln.grid[2] for ln in launches)
    meta = {key.lstrip("."): value for key, value in meta.items()}
    return _row(rec, k.symbol, grid, k.config.block_threads, meta,
                int(meta["group_segment_fixed_size"]), k.isa)


def rows(folder: Path) -> list[dict]:
    """One row per kernel launch of every program xla_kernels.py stored."""
    out = []
    for path in sorted(folder.glob("*/*.json")):
        rec = json.loads(path.read_text())
        isa = functions(path.with_suffix(".s").read_text())
        for launch in rec["launches"]:
            if launch["kernel"] == "custom-call":
                out.append(_ours(rec))
                continue
            meta = {k.lstrip("."): v for k, v in rec["kernels"][launch["kernel"]].items()}
            lds = meta["group_segment_fixed_size"] + launch["dynamic_lds"]
            grid = launch["grid"][0] * launch["grid"][1] * launch["grid"][2]
            block = launch["block"][0] * launch["block"][1] * launch["block"][2]
            out.append(_row(rec, launch["kernel"], grid, block, meta, lds,
                            isa.get(launch["kernel"], "")))
    return out


def table(rows: list[dict]) -> str:
    head = ("| arch | op | dir | M x N | who | kernel | grid | block | VGPR | AGPR | SGPR "
            "| LDS B | scratch B | waves/SIMD | widest load bits | loads | stores "
            "| load B in flight/lane |")
    out = [head, "|" + "---|" * 18]
    for r in rows:
        out.append(f"| {r['arch']} | {r['op']} | {r['direction']} | {r['m']}x{r['n']} | {r['who']} "
                   f"| {r['kernel']} | {r['grid']} | {r['block']} | {r['vgpr']} | {r['agpr']} "
                   f"| {r['sgpr']} | {r['lds']} | {r['scratch']} | {r['waves']} "
                   f"| {r['max_load_bits']} | {r['loads']} | {r['stores']} "
                   f"| {r['inflight_bytes']} |")
    return "\n".join(out)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="what xla_kernels.py wrote")
    args = parser.parse_args(argv)
    found = sorted(rows(args.folder),
                   key=lambda r: (r["arch"], r["op"], r["direction"] == "bwd", r["who"] == "ours"))
    print(table(found))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
