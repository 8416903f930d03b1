"""Compile FlyDSL's own norm kernels behind the published measurements (the calibration anchors
of the performance model) and write what the model needs of each to a JSON file.

    python tools/flydsl_anchors.py --src /path/to/FlyDSL --out docs/perf_model_anchor_kernels.json

``--src`` is a checkout of github.com/ROCm/FlyDSL (its ``kernels/`` package is imported from
there; none of its code is part of this repository). Compile only: FlyDSL's COMPILE_ONLY mode with
CPU tensors as placeholders, the compiler's own ISA listing (``FLYDSL_DEBUG_DUMP_ASM``), no GPU.
The figures per kernel are ``perf.KernelFigures`` (``tools/perf_model/calibrate.py`` turns them into
times); which kernel and launch each anchor ran is FlyDSL's wrapper logic at the checkout's
commit (``kernels/norm/rmsnorm_kernel.py``: ``_select_rmsnorm_bwd_config``).
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

from jax_flynorm.backends.flydsl.kernels.compile import find_rocm_path
from tools.perf_model import perf
from tools.perf_model.isa import REUSE, STREAM, analyze_isa
from tools.perf_model.report import blocks_per_cu, resources

S, R = STREAM, REUSE
CUS = {"gfx942": 304, "gfx950": 256}


def _compile(src: str, arch: str, build) -> list:
    """Run ``build(torch)`` (which builds and calls a FlyDSL launcher) compile-only; return
    [(symbol, isa text, amdhsa kernel metadata)] of every kernel it compiled, in launch order."""
    dump = tempfile.mkdtemp(prefix="flydsl-anchor-")
    os.environ.update({"FLYDSL_GPU_ARCH": arch, "ARCH": arch, "ROCM_PATH": find_rocm_path(),
                       "FLYDSL_RUNTIME_ENABLE_CACHE": "0", "COMPILE_ONLY": "1",
                       "FLYDSL_DEBUG_DUMP_ASM": "1", "FLYDSL_DUMP_DIR": dump})
    import torch

    build(torch)
    out = []
    for path in sorted(glob.glob(f"{dump}/*/22_final_isa.s"), key=os.path.getmtime):
        text = Path(path).read_text()
        block = text.split("\t.amdgpu_metadata", 1)[1].split("\t.end_amdgpu_metadata")[0]
        meta = yaml.safe_load(block.split("---", 1)[1].split("\n...", 1)[0])
        for kmeta in meta["amdhsa.kernels"]:
            out.append((kmeta[".name"], text, kmeta))
    return out


def _figures(name, isa_text, kmeta, roles_in_order, threads, grid, traffic, arch):
    buffers = [a[".offset"] for a in kmeta[".args"] if a[".value_kind"] == "global_buffer"]
    roles = dict(zip(buffers, roles_in_order, strict=True))
    isa = analyze_isa(isa_text, roles, name)
    res = resources(kmeta)
    occ = blocks_per_cu(res["vgpr"], res["lds"], threads, arch)
    return perf.kernel_figures(name, isa, res, threads, grid, occ, traffic)


def _fwd(src, arch, op, m, n):
    b = 2  # bf16
    if op == "rmsnorm":
        from kernels.norm.rmsnorm_kernel import SMALL_N_THRESHOLD, build_rmsnorm_module

        launch = build_rmsnorm_module(n, "bf16", store_rstd=False)
        if n <= SMALL_N_THRESHOLD:
            block_n = 1 << (n - 1).bit_length()
            rows = max(min(16384 // block_n, 32), 8)
            threads, grid = rows * min(64, 1024 // rows), -(-m // rows)
        else:
            threads, grid = 256, m
        roles = [S, R, R, S]  # Input, Gamma, (Rstd slot = Gamma), Output

        def build(torch):
            x = torch.empty(m, n, dtype=torch.bfloat16)
            launch(x, torch.empty(n, dtype=torch.bfloat16), torch.empty_like(x), m)
        vectors = n * b
    else:
        from kernels.norm.layernorm_kernel import build_layernorm_module

        launch = build_layernorm_module(n, "bf16", store_stats=False)
        threads, grid = 256, m
        roles = [S, R, R, S, R, R]  # Input, Gamma, Beta, Output, (Mean, Rstd slots = Gamma)

        def build(torch):
            import flydsl.compiler as flyc
            import flydsl.expr as fx

            def ptr():  # a null typed pointer: enough to specialise without a device buffer
                return flyc.from_c_void_p(fx.BFloat16, None, assumed_align=16)
            launch(ptr(), ptr(), ptr(), ptr(), m)
        vectors = 2 * n * b
    ((name, text, kmeta),) = _compile(src, arch, build)
    rows = m * n * b
    traffic = perf.Traffic(read=rows + vectors * 8, write=rows, after=0, minimum=2 * rows,
                           elements=m * n)
    return [_figures(name, text, kmeta, roles, threads, grid, traffic, arch)]


def _bwd(src, arch, m, n, fused_add=False):
    from kernels.norm.rmsnorm_bwd_kernel import (
        DWEIGHT_REDUCE_COLS,
        DWEIGHT_REDUCE_THREADS,
        TWO_STAGE_PARTIAL_THREADS,
        build_fused_add_rmsnorm_bwd_two_stage_module,
        build_rmsnorm_bwd_two_stage_module,
    )

    cus = CUS[arch]
    p = min(m, cus if m < 2048 else (3 * cus) // 2)  # _select_rmsnorm_bwd_config, vec8 path
    builder = (build_fused_add_rmsnorm_bwd_two_stage_module if fused_add
               else build_rmsnorm_bwd_two_stage_module)
    launch = builder(n, "bf16", p)

    def build(torch):
        x = torch.empty(m, n, dtype=torch.bfloat16)
        g = torch.empty(n, dtype=torch.bfloat16)
        extra = [torch.empty_like(x)] if fused_add else []  # DResidualOut
        launch(x, g, torch.empty_like(x), *extra, torch.empty(m, dtype=torch.float32),
               torch.empty_like(x), torch.empty(n, dtype=torch.bfloat16),
               torch.empty(p, n, dtype=torch.float32), m)
    (part, ptext, pmeta), (red, rtext, rmeta) = _compile(src, arch, build)
    rows = m * n * 2
    ins = 3 if fused_add else 2  # h, dy (and dresidual_out)
    minimum = (ins + 1) * rows + n * 2 + m * 4 + n * 4
    main = perf.Traffic(read=ins * rows + m * 4 + n * 2 * 8, write=rows + p * n * 4, after=0,
                        minimum=minimum, elements=m * n)
    reduce = perf.Traffic(read=p * n * 4, write=n * 2, after=0, minimum=0, elements=m * n)
    # Input, Gamma, DY, (DResidualOut slot = DY), Rstd, DX, DWeightPartial
    return [_figures(part, ptext, pmeta, [S, R, S, S, S, S, R], TWO_STAGE_PARTIAL_THREADS, p,
                     main, arch),
            _figures(red, rtext, rmeta, [S, S], DWEIGHT_REDUCE_THREADS,
                     -(-n // DWEIGHT_REDUCE_COLS), reduce, arch)]


# (op, direction, M, N): the shapes of the published FlyDSL measurements (calibrate.ANCHORS).
SHAPES = (("rmsnorm", "fwd", 32768, 8192), ("layernorm", "fwd", 32768, 8192),
          ("rmsnorm", "fwd", 32768, 512), ("rmsnorm", "fwd", 8192, 512),
          ("rmsnorm", "fwd", 1024, 512), ("rmsnorm", "bwd", 4096, 4096),
          ("rmsnorm", "fwd", 8193, 512), ("rmsnorm", "bwd", 1024, 8192),
          ("rmsnorm", "bwd", 512, 2048), ("rmsnorm+residual", "bwd", 4096, 4096),
          ("rmsnorm+residual", "bwd", 1024, 8192), ("rmsnorm+residual", "bwd", 512, 2048))


def one(src: str, arch: str, op: str, direction: str, m: int, n: int) -> list:
    sys.path.insert(0, src)
    if direction == "bwd":
        kernels = _bwd(src, arch, m, n, fused_add=op == "rmsnorm+residual")
    else:
        kernels = _fwd(src, arch, op, m, n)
    return [k.to_json() for k in kernels]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--src", required=True, help="a FlyDSL checkout (its kernels/ package)")
    parser.add_argument("--out", required=True)
    parser.add_argument("--arch", default="gfx950")
    parser.add_argument("--commit", help="the checkout's commit, when it is not a git work tree")
    parser.add_argument("--one", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:  # one shape per process: FlyDSL picks its arch once per process
        op, direction, m, n = args.one
        print(json.dumps(one(args.src, args.arch, op, direction, int(m), int(n))))
        return 0
    commit = args.commit or subprocess.run(
        ["git", "-C", args.src, "rev-parse", "--short=8", "HEAD"],
        capture_output=True, text=True).stdout.strip() or "unknown"
    import flydsl

    data = {"_about": {"flydsl_commit": commit, "flydsl": flydsl.__version__, "arch": args.arch}}
    for op, direction, m, n in SHAPES:
        out = subprocess.run([sys.executable, __file__, "--src", args.src, "--out", args.out,
                              "--arch", args.arch, "--one", op, direction, str(m), str(n)],
                             capture_output=True, text=True, check=True).stdout
        data[f"{op}|{direction}|{args.arch}|{m}x{n}"] = json.loads(out.strip().splitlines()[-1])
    Path(args.out).write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
