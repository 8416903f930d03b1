"""The kernels the package ships (jax_flynorm/backends/flydsl/prebuilt/<arch>.zip): which they
are, and the command that builds and checks them.

    python -m tools.prebuilt build [--jobs J]        # every archive, from the kernel sources
    python -m tools.prebuilt check [--sample K]      # the archives against the sources
    python -m tools.prebuilt seal                    # rewrite the manifests' digests only

``build`` needs FlyDSL (the pinned release, PINNED), torch and ld.lld; the archives it writes, and
the kernel sources' hash it records beside them (prebuilt.SOURCES), are committed. ``check``
fails unless each archive holds exactly the kernels ``shipped_specs`` names with the launch
config each compiles with, every entry's digest (spec, config and code object) holds, it was
built from the current kernel sources (the recorded hash too) by the pinned FlyDSL, and K of its
kernels (every size class and direction among them), compiled again here, are byte for byte the
shipped ones. ``seal`` rewrites only each manifest, every entry's digest computed again from its
spec, config and code object (which must match the entry's own SHA-256): for archives built
before the digest existed; the result depends on the archive alone.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import hashlib
import itertools
import json
import os
import random
import sys
import time
import zipfile

from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.backends.flydsl.kernels.config import size_classes
from jax_flynorm.backends.flydsl.kernels.spec import ARCHS, NATIVE_FP8, KernelSpec

FP8_FORMATS = tuple(sorted(set(NATIVE_FP8.values())))

PINNED = "0.4.2"


def _weights(op: str, x: str) -> list[tuple[str | None, str | None]]:
    """(weight, bias) dtypes: a weight of x's dtype or f32, or none; LayerNorm's bias as its
    weight's, or none where the weight has x's dtype."""
    ws = list(dict.fromkeys([x, "f32"]))
    if op == "rmsnorm":
        return [(w, None) for w in ws] + [(None, None)]
    return [(w, w) for w in ws] + [(x, None), (None, None)]


def variants(arch: str) -> list[KernelSpec]:
    """Every shipped kernel variant of ``arch`` at N = 4096 (its size classes follow; grouped
    scales only in the classes whose tiling maps their groups, `shipped_specs`).

    Each group below names the models it serves (docs/prebuilt.md, "What ships").
    """
    return [*_plain(arch), *_wide_outputs(arch), *_f32_residual_stream(arch),
            *_per_head(arch), *_quantized(arch), *_tensor_parallel(arch)]


def _tensor_parallel(arch: str) -> list[KernelSpec]:
    """The phases of a norm whose hidden axis is sharded (tensor parallelism, docs/sharding.md)
    on bf16 and f32 rows: the forward's stats (with and without the residual; it reads no
    weight) and apply (every weight form), the backward's dots (every weight form; no
    dresidual_out) and apply (no bias: the dots phase wrote its sums; with and without
    dresidual_out). Megatron-style tensor-parallel decoder blocks, MaxText's
    ici_tensor_parallelism."""
    out = []
    for op, x in itertools.product(("rmsnorm", "layernorm"), ("bf16", "f32")):
        for residual in (False, True):
            out.append(dataclasses.replace(_spec(arch, "fwd", op, x, None, None, residual),
                                           tp_phase="stats"))
        for w, b in _weights(op, x):
            out.append(dataclasses.replace(_spec(arch, "fwd", op, x, w, b, False),
                                           tp_phase="apply"))
            out.append(dataclasses.replace(_spec(arch, "bwd", op, x, w, b, False),
                                           tp_phase="dots"))
        for w in dict.fromkeys(w for w, _ in _weights(op, x)):
            for dres in (False, True):
                out.append(dataclasses.replace(_spec(arch, "bwd", op, x, w, None, dres),
                                               tp_phase="apply"))
    return out


def _plain(arch: str) -> list[KernelSpec]:
    """Both directions of RMSNorm and LayerNorm on bf16, f16 and f32 rows (y and dy of x's
    dtype): weight of x's dtype, f32 or none; LayerNorm's bias; the residual with its output
    (prenorm; the backward's dresidual_out; LayerNorm's backward after a 16-bit residual
    recomputes the statistics, with or without dresidual_out). Every decoder block's norms."""
    out = []
    for direction, op, x in itertools.product(("fwd", "bwd"), ("rmsnorm", "layernorm"),
                                              ("bf16", "f16", "f32")):
        # LayerNorm's backward after a 16-bit residual recomputes the statistics from the
        # rounded h it reads (_autodiff.h_was_rounded), with or without dresidual_out.
        rounded = direction == "bwd" and op == "layernorm" and x != "f32"
        forms = ([(False, False), (True, True), (False, True)] if rounded
                 else [(False, False), (True, False)])
        for (w, b), (residual, recompute) in itertools.product(_weights(op, x), forms):
            out.append(_spec(arch, direction, op, x, w, b, residual, recompute=recompute))
    return out


def _wide_outputs(arch: str) -> list[KernelSpec]:
    """16-bit rows whose y (forward) and dy (backward) are f32: a final norm written in f32 for
    an f32 head, flax's norms with f32 parameters and no ``dtype`` (y promoted to f32), MaxText
    qwen3_next's gated norm (``dtype=float32`` under bf16 x). Every weight and bias form."""
    return [_spec(arch, direction, op, x, w, b, False, out="f32")
            for direction, op, x in itertools.product(("fwd", "bwd"), ("rmsnorm", "layernorm"),
                                                      ("bf16", "f16"))
            for w, b in _weights(op, x)]


def _f32_residual_stream(arch: str) -> list[KernelSpec]:
    """16-bit x added to an f32 residual stream (flash-attn's and Mamba's ``residual_in_fp32``):
    the forward reads an f32 residual and writes an f32 residual_out; the backward reads that f32
    h with dy of x's dtype, with dresidual_out (prenorm) or without (the final add-norm)."""
    out = []
    for op, x in itertools.product(("rmsnorm", "layernorm"), ("bf16", "f16")):
        for w, b in _weights(op, x):
            out.append(_spec(arch, "fwd", op, x, w, b, "f32"))
            out += [_spec(arch, "bwd", op, "f32", w, b, dres, out=x) for dres in (False, True)]
    return out


def _per_head(arch: str) -> list[KernelSpec]:
    """One weight row per head, any head count: RMSNorm (x's dtype or f32; QK-norms with a scale
    per head) and LayerNorm (with its bias, or a weight of x's dtype alone: Cohere's QK-norm)."""
    return [_spec(arch, direction, op, x, w, b, False, heads=2)
            for direction, op, x in itertools.product(("fwd", "bwd"), ("rmsnorm", "layernorm"),
                                                      ("bf16", "f16", "f32"))
            for w, b in _weights(op, x) if w]


# Scale-group sizes shipped for grouped quantized forwards: DeepSeek-V3's 1 x 128 fp8 recipe,
# and 64 (smaller groups of the same blockwise recipes).
GROUP_SIZES = (64, 128)


def _quantized(arch: str) -> list[KernelSpec]:
    """The quantized forwards of bf16 rows with a bf16 weight (LayerNorm's with a bf16 bias),
    with and without the residual: int8 and the arch's own e4m3 format, each per token, per
    tensor (a given scale) and per token after a smooth (SmoothQuant serving, fp8 inference);
    RMSNorm's in scale groups of GROUP_SIZES columns in int8 and both e4m3 formats (DeepSeek-V3
    writes OCP e4m3fn: a two-arch export of it needs the format on gfx942 too)."""
    out = []
    for op, residual, q, mode in itertools.product(("rmsnorm", "layernorm"), (False, True),
                                                   ("i8", NATIVE_FP8[arch]),
                                                   ("dynamic", "static", "smooth")):
        b = "bf16" if op == "layernorm" else None
        out.append(_spec(arch, "fwd", op, "bf16", "bf16", b, residual, quant=q, mode=mode))
    for residual, q, g in itertools.product((False, True), ("i8", *FP8_FORMATS), GROUP_SIZES):
        out.append(_spec(arch, "fwd", "rmsnorm", "bf16", "bf16", None, residual, quant=q,
                         mode="dynamic", group_size=g))
    return out


def _spec(arch, direction, op, x, w, b, residual, heads=1, quant=None, mode=None,
          recompute=False, out=None, group_size=0) -> KernelSpec:
    """One variant at N = 4096. ``residual``: the forward's residual (of x's dtype, or the dtype
    it names) with its output / the backward's dresidual_out; ``out``: y's (forward) or dy's
    (backward) dtype when not x's."""
    kw = dict(op=op, direction=direction, n=4096, x_dtype=x, arch=arch, heads=heads,
              out_dtype=quant or out or x, has_weight=w is not None, weight_dtype=w,
              has_bias=b is not None, recompute_stats=recompute)
    if direction == "fwd":
        kw["bias_dtype"] = b
        if residual:
            r = x if residual is True else residual
            kw.update(has_residual=True, residual_dtype=r, residual_out_dtype=r)
        if quant:
            kw.update(static_scale=mode == "static", dynamic_scale=mode != "static",
                      group_size=group_size)
            if mode == "smooth":
                kw.update(has_smooth=True, smooth_dtype="f32")
    else:
        kw.update(bias_dtype="f32" if b else None, has_dresidual_out=bool(residual))
    return KernelSpec(**kw)


def specialised(arch: str) -> list[KernelSpec]:
    """Specialised kernels shipped beside the generic ones, where the performance model finds
    the generic kernel below a target (or over 1.02x the time) that the specialised one meets
    (docs/perf_model_generic.md; tests/perf_model/test_generic_kernels.py):
      * the bf16 backwards at N = 2048 of LayerNorm with bias and of RMSNorm with
        dresidual_out (a prenorm residual): on gfx950 their generic kernels are latency-bound
        (they keep fewer loads in flight), LayerNorm's at 88% of the achievable bandwidth, and
        1.03-1.05x the specialised time. They ship for every arch (on gfx942 they are as fast
        as the generic ones), so a call exported for both archs takes them on both: one custom
        call carries one kernel ABI.
      * LayerNorm's per-token e4m3fn forward (bf16, with bias) at N = 4096 to 32768 on gfx950:
        issue-bound, where the generic kernel's centring of the lanes past N costs 1.02-1.03x.
        gfx942 ships no LayerNorm e4m3fn forward, so no two-arch export meets it on one arch
        alone (its own format, e4m3fnuz, meets the targets generic)."""
    out = [dataclasses.replace(_spec(arch, "bwd", "layernorm", "bf16", "bf16", "bf16", False),
                               n=2048),
           dataclasses.replace(_spec(arch, "bwd", "rmsnorm", "bf16", "bf16", None, True),
                               n=2048)]
    if NATIVE_FP8[arch] == "f8e4m3fn":
        fp8 = _spec(arch, "fwd", "layernorm", "bf16", "bf16", "bf16", False, quant="f8e4m3fn",
                    mode="dynamic")
        out += [dataclasses.replace(fp8, n=n) for n in (4096, 8192, 16384, 32768)]
    return out


def shipped_specs(arch: str) -> list[KernelSpec]:
    """Every kernel of ``arch``'s archive: each variant in each size class (a grouped one in the
    classes `maps_groups_generic` admits), then the specialised ones."""
    out = []
    for v in variants(arch):
        for lo, hi, vec in size_classes(v.io_bytes):
            spec = _generic(v, lo, hi, vec)
            if spec is not None:
                out.append(spec)
    return out + specialised(arch)


def _generic(v: KernelSpec, lo: int, hi: int, vec: int) -> KernelSpec | None:
    """``v``'s generic kernel of the class [lo, hi] of width ``vec``, or None where its scale
    groups do not fit that class's tiling (KernelSpec.generic_groups_fit)."""
    try:
        spec = dataclasses.replace(v, n=hi, n_min=lo, vec=vec, heads=1 if v.heads == 1 else 0)
    except ValueError:  # hi is no multiple of the group size
        return None
    return spec if not spec.group_size or spec.generic_groups_fit() else None


def _compile(spec: KernelSpec, use_cache: bool) -> tuple:
    from jax_flynorm.backends.flydsl.kernels.compile import compile_kernel

    k = compile_kernel(spec, use_cache=use_cache)
    return spec, k.config, k.hsaco


def _compile_all(specs, jobs: int, use_cache: bool):
    with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(_compile, specs, itertools.repeat(use_cache), chunksize=4)


def _flydsl() -> str:
    from jax_flynorm.backends.flydsl.kernels._flydsl import flydsl_version

    return flydsl_version()


def build(jobs: int) -> None:
    if _flydsl() != PINNED:
        sys.exit(f"build the shipped kernels with FlyDSL {PINNED} (installed: {_flydsl()})")
    prebuilt.FOLDER.mkdir(exist_ok=True)
    for arch in ARCHS:
        start = time.time()
        specs = shipped_specs(arch)
        kernels = {}
        for i, (spec, config, hsaco) in enumerate(_compile_all(specs, jobs, True), 1):
            kernels[prebuilt.kernel_id(spec)] = (prebuilt.entry(spec, config, hsaco), hsaco)
            if i % 100 == 0:
                print(f"{arch}: {i}/{len(specs)} kernels, {time.time() - start:.0f} s",
                      flush=True)
        path = write_archive(prebuilt.archive_path(arch), arch, kernels)
        print(f"{path}: {len(kernels)} kernels, {path.stat().st_size / 2**20:.1f} MiB, "
              f"{time.time() - start:.0f} s")
    write_sources()


def write_sources() -> None:
    """Records the kernel sources' hash beside the archives, for installs without .py sources."""
    from jax_flynorm.backends.flydsl.kernels.compile import source_hash

    prebuilt.SOURCES.write_text(source_hash() + "\n")


def write_archive(path, arch: str, kernels: dict, *, flydsl: str | None = None,
                  source: str | None = None):
    """The archive of ``kernels`` (kernel_id -> (manifest entry, code object)) at ``path``, built
    by ``flydsl`` from the sources of hash ``source`` (default: the installed FlyDSL, the
    current sources)."""
    from jax_flynorm.backends.flydsl.kernels.compile import source_hash

    manifest = {"format": prebuilt.FORMAT, "arch": arch, "flydsl": flydsl or _flydsl(),
                "source": source or source_hash(),
                "kernels": {name: e for name, (e, _) in sorted(kernels.items())}}
    tmp = path.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w") as archive:
        _add(archive, prebuilt.MANIFEST, json.dumps(manifest, indent=1).encode())
        for name, (_, hsaco) in sorted(kernels.items()):
            _add(archive, f"{name}.hsaco", hsaco)
    os.replace(tmp, path)
    return path


def _add(archive: zipfile.ZipFile, name: str, data: bytes) -> None:
    # A fixed date and mode: the same kernels give the same archive.
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    archive.writestr(info, data, compresslevel=9)


def sample(arch: str, k: int, seed: int) -> list[KernelSpec]:
    """K kernels of ``arch``: the first variant of each direction in every size class, then
    random ones."""
    specs = shipped_specs(arch)
    first = {}
    for s in specs:
        first.setdefault((s.direction, s.n_min, s.n, s.vec), s)
    rest = [s for s in specs if s not in first.values()]
    picked = list(first.values())
    random.Random(seed).shuffle(rest)
    return picked + rest[:max(0, k - len(picked))]


def check(k: int, jobs: int, seed: int) -> list[str]:
    """What is wrong with the archives (empty when they are what ``build`` makes)."""
    from jax_flynorm.backends.flydsl.kernels.compile import source_hash

    problems = []
    try:
        recorded = prebuilt.SOURCES.read_text().strip()
    except OSError:
        recorded = None
    if recorded != source_hash():
        problems.append(f"{prebuilt.SOURCES} does not record the current kernel sources' hash; "
                        "run `python -m tools.prebuilt build`")
    for arch in ARCHS:
        path = prebuilt.archive_path(arch)
        try:
            with zipfile.ZipFile(path) as archive:
                manifest = json.loads(archive.read(prebuilt.MANIFEST))
                names = set(archive.namelist())
        except (OSError, KeyError, ValueError, zipfile.BadZipFile) as exc:
            problems.append(f"{path}: unreadable ({exc})")
            continue
        if manifest.get("source") != source_hash():
            problems.append(f"{path}: built from other kernel sources; run "
                            "`python -m tools.prebuilt build`")
        if manifest.get("flydsl") != PINNED:
            problems.append(f"{path}: built by FlyDSL {manifest.get('flydsl')}, not {PINNED}")
        want = {prebuilt.kernel_id(s): dataclasses.asdict(s) for s in shipped_specs(arch)}
        got = {name: e["spec"] for name, e in manifest.get("kernels", {}).items()}
        if got != want:
            missing, extra = set(want) - set(got), set(got) - set(want)
            problems.append(f"{path}: kernels differ from shipped_specs (missing "
                            f"{sorted(missing)[:5]}, extra {sorted(extra)[:5]})")
        if names != {prebuilt.MANIFEST, *(f"{n}.hsaco" for n in got)}:
            problems.append(f"{path}: files differ from its manifest")
        if problems:
            continue
        problems += _entries(path, shipped_specs(arch), manifest["kernels"])
        if problems:
            continue
        for spec, config, hsaco in _compile_all(sample(arch, k, seed), jobs, False):
            shipped = prebuilt.load(spec)
            if shipped is None or (shipped.config, shipped.hsaco) != (config, hsaco):
                problems.append(f"{path}: {spec.kernel_name} compiles to another launch "
                                "config or other bytes than it ships")
    return problems


def _entries(path, specs: list[KernelSpec], entries: dict) -> list[str]:
    """What is wrong with the manifest entries of ``specs``: a launch config other than the one
    each compiles with (``compile_kernel``'s default), a digest that does not hold."""
    problems = []
    for spec in specs:
        try:
            prebuilt.load(spec)
        except prebuilt.ArchiveError as exc:
            problems.append(str(exc).removeprefix("jax_flynorm: "))
            continue
        config = entries[prebuilt.kernel_id(spec)]["config"]
        if config != dataclasses.asdict(spec.default_config()):
            problems.append(f"{path}: {spec.kernel_name}'s launch config {config} is not the "
                            f"one it compiles with")
    return problems


def seal() -> None:
    """Rewrites each archive's manifest with every entry's digest computed again (the code
    objects, FlyDSL release and source hash kept): deterministic, no compiling."""
    for arch in ARCHS:
        path = prebuilt.archive_path(arch)
        with zipfile.ZipFile(path) as archive:
            manifest = json.loads(archive.read(prebuilt.MANIFEST))
            kernels = {}
            for name, e in manifest["kernels"].items():
                hsaco = archive.read(f"{name}.hsaco")
                if hashlib.sha256(hsaco).hexdigest() != e["sha256"]:
                    sys.exit(f"{path}: {name}.hsaco does not match its SHA-256; rebuild instead")
                e = {**e, "digest": prebuilt.digest(e["spec"], e["config"], hsaco)}
                kernels[name] = (e, hsaco)
        write_archive(path, arch, kernels, flydsl=manifest["flydsl"], source=manifest["source"])
        print(f"{path}: {len(kernels)} entries sealed")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build")
    b.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    c = sub.add_parser("check")
    c.add_argument("--sample", type=int, default=48)
    c.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    c.add_argument("--seed", type=int, default=int(time.time()))
    sub.add_parser("seal")
    args = parser.parse_args(argv)
    if args.command == "build":
        build(args.jobs)
        return
    if args.command == "seal":
        seal()
        return
    problems = check(args.sample, args.jobs, args.seed)
    print("\n".join(problems) or f"the shipped kernels are what the sources build "
          f"(sample of {args.sample} per arch, seed {args.seed})")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
