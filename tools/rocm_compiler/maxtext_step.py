"""MaxText's training step under jax_flynorm.maxtext.install(), compiled by XLA's ROCm compiler
for a topology of several devices, deviceless: the launches and collectives of the partitioned
program.

A step whose embedding axis is sharded (``--tensor N``: MaxText's ici_tensor_parallelism, explicit
sharding) cannot be exported (jax_flynorm partitions the sharded norm with
``custom_partitioning``, whose callback does not serialise), so this compiles it instead, on the
plugin's compile-only devices of the arch (plugin.py): the same step as tools/maxtext_blocks.py
builds (MaxText's train_step with the shaped state and batch of its ahead-of-time compiler), with
the mesh made of those devices. The check: every norm of the step is one launch per direction, or
two paired phase launches (stats then apply; dots then apply) where its hidden axis is sharded,
each on a shard's columns; install() adds no all-gather.

    DECOUPLE_GCLOUD=TRUE python -m tools.rocm_compiler.maxtext_step llama2 --tensor 2 --arch gfx942

Needs MaxText 0.2.5, jax 0.12.0.1 with jax-rocm7-plugin (gfx942) or jax-rocm10-plugin (gfx950)
0.12.0, and jax_flynorm installed. Nothing runs on a GPU.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import sys
import time
import warnings

_GATHER = re.compile(r"\ball-gather(?:-start)?\(")
_REDUCE = re.compile(r"\ball-reduce(?:-start)?\(")


def compile_step(block: str, arch: str, ways: int, install: bool) -> str:
    """The optimised HLO text of MaxText's step for ``block`` on ``ways`` devices of ``arch``."""
    from . import plugin

    devices = plugin.devices(arch, f"1x1x{ways}")  # the plugin registered before JAX starts

    import jax_flynorm.maxtext
    from tools import maxtext_blocks

    with maxtext_blocks.train_step(block, devices) as (jitted, args, kwargs):
        if install:
            jax_flynorm.maxtext.install(implementation="auto")
        try:
            return jitted.trace(*args, **kwargs).lower().compile().as_text()
        finally:
            if install:
                jax_flynorm.maxtext.uninstall()


def report(block: str, arch: str, ways: int) -> dict:
    from tools import maxtext_blocks

    from . import plugin

    os.environ["FLYNORM_MAXTEXT_TENSOR"] = str(ways)
    os.environ.setdefault("JAX_FLYNORM_ROCM_ARCH", arch)
    out: dict = {"block": block, "arch": arch, "devices": ways}
    start = time.perf_counter()
    base = compile_step(block, arch, ways, install=False)
    out["baseline_s"] = round(time.perf_counter() - start, 1)
    start = time.perf_counter()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ours = compile_step(block, arch, ways, install=True)
    fallbacks = sorted({str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)
                        and "jax_flynorm" in str(w.message)})
    out["flynorm_s"] = round(time.perf_counter() - start, 1)
    launches = plugin.launches(ours)
    kernels = collections.Counter(c["kernel"] for c in launches)
    out["kernels"] = dict(sorted(kernels.items()))
    out["launch_operands"] = sorted({s for c in launches
                                     for s in re.findall(r"\w+\[[\d,]*\]", c["operands"])})
    problems = [f"warned: {w}" for w in fallbacks]
    for direction in ("fwd", "bwd"):
        norms, unpaired = maxtext_blocks.launches_per_norm(kernels, direction)
        out[f"norms_{direction}"] = norms
        problems += unpaired
        if not norms:
            problems.append(f"no {direction} launch")
    out["all_gathers_without_with"] = [len(_GATHER.findall(base)), len(_GATHER.findall(ours))]
    out["all_reduces_without_with"] = [len(_REDUCE.findall(base)), len(_REDUCE.findall(ours))]
    if out["all_gathers_without_with"][1] > out["all_gathers_without_with"][0]:
        problems.append("install() added all-gathers")
    out["problems"] = problems
    out["passed"] = not problems
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("blocks", nargs="+", help="MaxText decoder blocks (tools/maxtext_blocks)")
    parser.add_argument("--tensor", type=int, default=2, help="tensor-parallel degree")
    parser.add_argument("--arch", default="gfx942", help="the topology's arch")
    args = parser.parse_args(argv)
    ok = True
    for block in args.blocks:
        r = report(block, args.arch, args.tensor)
        ok &= r["passed"]
        verdict = "pass" if r["passed"] else "FAIL: " + "; ".join(r["problems"])
        print(f"## {block}: {args.tensor} x {args.arch}, ici_tensor_parallelism={args.tensor}, "
              f"explicit sharding: {verdict}")
        print(f"  compile without / with install(): {r['baseline_s']} / {r['flynorm_s']} s")
        print(f"  norms launched: forward {r['norms_fwd']}, backward {r['norms_bwd']}")
        for name, count in r["kernels"].items():
            print(f"  {count} x {name}")
        print(f"  launch operands: {r['launch_operands']}")
        print(f"  all-gathers without / with install(): {r['all_gathers_without_with']}; "
              f"all-reduces: {r['all_reduces_without_with']}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
