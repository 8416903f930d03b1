"""Resource report of the compiled kernels.

Run: ``python -m tools.perf_model.report``.

Compiles (or loads from the cache) a representative set of variants for gfx942 and gfx950 and
prints one markdown row per kernel: registers, LDS, scratch, an occupancy estimate and the widest
global/buffer access found in its ISA.
"""

import argparse
import re
import sys

from jax_flynorm.backends.flydsl.kernels.compile import compile_kernel
from jax_flynorm.backends.flydsl.kernels.spec import NATIVE_FP8, KernelSpec, described_spec

from .elf import elf_target, metadata

# Per-SIMD limits (CDNA3/CDNA4, wave64): 512 VGPRs per lane (arch + acc), 8 waves; LDS per CU.
VGPR_PER_SIMD = 512
MAX_WAVES_PER_SIMD = 8
LDS_PER_CU = {"gfx942": 64 * 1024, "gfx950": 160 * 1024}
_ACCESS = re.compile(r"\b(buffer|global)_(load|store)_(dwordx4|dwordx3|dwordx2|dword|short|ushort"
                     r"|b128|b64|b32|b16|u16|byte|ubyte|sbyte|b8|u8)\b")
_WIDTH = {"dwordx4": 128, "b128": 128, "dwordx3": 96, "dwordx2": 64, "b64": 64, "dword": 32,
          "b32": 32, "short": 16, "ushort": 16, "b16": 16, "u16": 16, "byte": 8, "ubyte": 8,
          "sbyte": 8, "b8": 8, "u8": 8}


def vgprs_allocated(vgpr: int) -> int:
    """VGPRs a wave occupies (granules of 8). ``vgpr`` is the metadata's ``.vgpr_count``, which
    on gfx90a and later already counts the AGPRs (arch VGPRs rounded to 4, then the AGPRs)."""
    return max(8, -(-vgpr // 8) * 8)


def blocks_per_cu(vgpr: int, lds: int, block_threads: int, arch: str) -> int:
    """Resident blocks per CU (4 SIMDs) limited by registers, LDS and 8 waves per SIMD."""
    waves_per_block = -(-block_threads // 64)
    by_vgpr = min(MAX_WAVES_PER_SIMD, VGPR_PER_SIMD // vgprs_allocated(vgpr))
    blocks = (by_vgpr * 4) // waves_per_block
    if lds:
        blocks = min(blocks, LDS_PER_CU.get(arch, 64 * 1024) // lds)
    return blocks


def resources(kmeta: dict) -> dict:
    """Registers (``vgpr`` includes the ``agpr``) and LDS of one ``amdhsa.kernels`` entry."""
    return {"vgpr": int(kmeta[".vgpr_count"]), "agpr": int(kmeta.get(".agpr_count", 0)),
            "sgpr": int(kmeta[".sgpr_count"]), "lds": int(kmeta[".group_segment_fixed_size"])}


def analyze(kernel) -> dict:
    """Resource usage and access widths of a CompiledKernel, from its code object and ISA."""
    meta = metadata(kernel.hsaco)
    (kmeta,) = meta["amdhsa.kernels"]
    res = resources(kmeta)
    vgpr, lds = res["vgpr"], res["lds"]
    waves_per_block = -(-kernel.config.block_threads // 64)
    blocks = blocks_per_cu(vgpr, lds, kernel.config.block_threads, kernel.spec.arch)
    accesses = [(m.group(2), _WIDTH[m.group(3)]) for m in _ACCESS.finditer(kernel.isa)]
    loads = {w for kind, w in accesses if kind == "load"}
    stores = {w for kind, w in accesses if kind == "store"}
    return {
        "name": kmeta[".name"],
        "target": meta["amdhsa.target"],
        "elf_target": elf_target(kernel.hsaco),
        "vgpr": vgpr,
        "sgpr": int(kmeta[".sgpr_count"]),
        "lds": lds,
        "scratch": int(kmeta[".private_segment_fixed_size"]),
        "spills": int(kmeta[".vgpr_spill_count"]) + int(kmeta[".sgpr_spill_count"]),
        "args": kmeta[".args"],
        "kernarg_size": int(kmeta[".kernarg_segment_size"]),
        "reqd_workgroup_size": list(kmeta.get(".reqd_workgroup_size", [])),
        "waves_per_simd": min(MAX_WAVES_PER_SIMD, blocks * waves_per_block // 4),
        "max_load_bits": max(loads, default=0),
        "max_store_bits": max(stores, default=0),
        "scratch_insts": len(re.findall(r"\bscratch_(load|store)", kernel.isa)),
        "cvt_pk_bf16": "v_cvt_pk_bf16_f32" in kernel.isa,
    }


def _spec(op, direction, n, dt, arch, wdt=None, residual=True, bias=None) -> KernelSpec:
    """The kernel of a call on ``dt`` rows with a weight (and LayerNorm's bias) in ``wdt``
    (default ``dt``) and, with ``residual``, a prenorm residual in ``dt``."""
    wdt = wdt or dt
    bias = op == "layernorm" if bias is None else bias
    return described_spec(op, direction, n, arch, dt, weight=wdt, bias=wdt if bias else None,
                          residual=dt if residual else None)


def quant_spec(norm: str, n: int, arch: str, qdt: str, residual: bool = False,
               **options) -> KernelSpec:
    """A quantized bf16 forward (bf16 weight, LayerNorm with a bias); ``qdt`` a quantized
    dtype, or "native" / "other" for the arch's own fp8 format or the other one; ``options``:
    spec.described_spec's (group_size, static_scale, smooth)."""
    if qdt in ("native", "other"):
        other = next(v for a, v in NATIVE_FP8.items() if a != arch)
        qdt = NATIVE_FP8[arch] if qdt == "native" else other
    return described_spec(norm, "fwd", n, arch, "bf16", weight="bf16",
                          bias="bf16" if norm == "layernorm" else None,
                          residual="bf16" if residual else None, quant=qdt, **options)


def default_variants():
    out = []
    for arch in ("gfx942", "gfx950"):
        for op in ("rmsnorm", "layernorm"):
            for direction in ("fwd", "bwd"):
                for n, dt, wdt in ((768, "bf16", None), (4096, "bf16", "f32"),
                                   (7168, "bf16", None), (16384, "f16", None),
                                   (761, "f32", None), (262144, "bf16", None)):
                    out.append(_spec(op, direction, n, dt, arch, wdt))
    # The quantized forwards: int8 and the arch's own fp8 per token, the other fp8
    # format per group of 128, a per-tensor scale with smooth-quant.
    for arch in ("gfx942", "gfx950"):
        for op in ("rmsnorm", "layernorm"):
            out += [quant_spec(op, 4096, arch, "i8"), quant_spec(op, 4096, arch, "native"),
                    quant_spec(op, 4096, arch, "other", group_size=128),
                    quant_spec(op, 4096, arch, "native", static_scale=True, smooth="f32")]
    return out


def table(variants) -> str:
    head = ("| kernel | arch | path | block | VGPRs | SGPRs | LDS B | scratch B | waves/SIMD "
            "| load bits | store bits |")
    lines = [head, "|" + "---|" * 11]
    for spec in variants:
        k = compile_kernel(spec)
        a = analyze(k)
        c = k.config
        path = (f"vec{c.vec}" if c.vec > 1 else "scalar") + (" cached" if c.cached else " loop")
        if c.rows_per_block > 1:
            path += f" {c.rows_per_block} rows/block"
        if c.rows_in_flight > 1:
            path += f" {c.rows_in_flight} rows in flight"
        if spec.weight_dtype == "f32" and spec.x_dtype != "f32":
            path += " f32 w"
        if spec.quant_dtype:
            path += f" → {spec.quant_dtype}"
        lines.append(f"| {k.symbol} | {spec.arch} | {path} | {c.block_threads} | {a['vgpr']} "
                     f"| {a['sgpr']} | {a['lds']} | {a['scratch']} | {a['waves_per_simd']} "
                     f"| {a['max_load_bits']} | {a['max_store_bits']} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args(argv)
    print(table(default_variants()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
