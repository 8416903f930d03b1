"""The kernels the package ships (jax_flynorm/backends/flydsl/prebuilt/<arch>.zip): which they
are, and the command that builds and checks them.

    python -m tools.prebuilt build [--jobs J] [--archs A,B]   # what changed, compiled again
    python -m tools.prebuilt check [--sample K]               # the archives against the sources

Each kernel of an archive records its key (compile.cache_key: its spec, launch config, FlyDSL
release, argument ABI and the digest of the code it depends on, compile.code_digest). ``build``
compiles the kernels ``shipped_specs`` names whose key is not the recorded one, or that the
archive lacks, and keeps every other code object byte for byte; it says which it compiles and
why. It needs FlyDSL (the pinned release, PINNED), torch and ld.lld; the archives it writes, and
the code digests it records beside them (prebuilt.SOURCES), are committed. ``check`` fails
unless each archive holds exactly the kernels ``shipped_specs`` names with the launch config each
compiles with, every entry's digest (spec, config and code object) holds, every kernel's key is
current (it names the stale ones), the recorded digests are the sources', and K of its kernels
(every size class and direction among them), compiled again here, are byte for byte the shipped
ones.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import dataclasses
import itertools
import json
import os
import random
import sys
import time
import zipfile

from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.backends.flydsl.kernels.config import size_classes
from jax_flynorm.backends.flydsl.kernels.spec import (
    ARCHS,
    NATIVE_FP8,
    KernelSpec,
    described_spec,
)

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
    weight) and apply (every weight form; on a bf16 residual stream also reading x and the
    residual, whose sum residual_out holds rounded), the backward's dots (every weight form; no
    dresidual_out) and apply (no bias: the dots phase wrote its sums; with and without
    dresidual_out). Megatron-style tensor-parallel decoder blocks, MaxText's
    ici_tensor_parallelism."""
    out = []
    for op, x in itertools.product(("rmsnorm", "layernorm"), ("bf16", "f32")):
        for residual in (None, x):
            out.append(_spec(arch, "fwd", op, x, residual=residual, tp_phase="stats"))
        for w, b in _weights(op, x):
            out.append(_spec(arch, "fwd", op, x, weight=w, bias=b, tp_phase="apply"))
            if x != "f32":
                out.append(_spec(arch, "fwd", op, x, weight=w, bias=b, residual=x,
                                 tp_phase="apply"))
            out.append(_spec(arch, "bwd", op, x, weight=w, bias=b, tp_phase="dots"))
        for w in dict.fromkeys(w for w, _ in _weights(op, x)):
            for residual in (None, x):
                out.append(_spec(arch, "bwd", op, x, weight=w, residual=residual,
                                 tp_phase="apply"))
    return out


def _plain(arch: str) -> list[KernelSpec]:
    """Both directions of RMSNorm and LayerNorm on bf16, f16 and f32 rows (y and dy of x's
    dtype): weight of x's dtype, f32 or none; LayerNorm's bias; the residual with its output
    (prenorm; the backward's dresidual_out) and, for LayerNorm, without (the final add-norm:
    its backward after a 16-bit residual recomputes the statistics, with or without
    dresidual_out; RMSNorm's is the one without a residual). Every decoder block's norms."""
    out = []
    for direction, op, x in itertools.product(("fwd", "bwd"), ("rmsnorm", "layernorm"),
                                              ("bf16", "f16", "f32")):
        rounded = direction == "bwd" and op == "layernorm" and x != "f32"
        forms = ([(None, True), (x, True), (x, False)] if rounded
                 else [(None, True), (x, True)])
        for (w, b), (residual, prenorm) in itertools.product(_weights(op, x), forms):
            out.append(_spec(arch, direction, op, x, weight=w, bias=b, residual=residual,
                             prenorm=prenorm))
    return out


def _wide_outputs(arch: str) -> list[KernelSpec]:
    """16-bit rows whose y (forward) and dy (backward) are f32: a final norm written in f32 for
    an f32 head, flax's norms with f32 parameters and no ``dtype`` (y promoted to f32), MaxText
    qwen3_next's gated norm (``dtype=float32`` under bf16 x). Every weight and bias form."""
    return [_spec(arch, direction, op, x, weight=w, bias=b, out="f32")
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
            out.append(_spec(arch, "fwd", op, x, weight=w, bias=b, residual="f32"))
            out += [_spec(arch, "bwd", op, x, weight=w, bias=b, residual="f32", prenorm=prenorm)
                    for prenorm in (False, True)]
    return out


def _per_head(arch: str) -> list[KernelSpec]:
    """One weight row per head, any head count: RMSNorm (x's dtype or f32; QK-norms with a scale
    per head) and LayerNorm (with its bias, or a weight of x's dtype alone: Cohere's QK-norm)."""
    return [_spec(arch, direction, op, x, weight=w, bias=b, heads=2)
            for direction, op, x in itertools.product(("fwd", "bwd"), ("rmsnorm", "layernorm"),
                                                      ("bf16", "f16", "f32"))
            for w, b in _weights(op, x) if w]


# Scale-group sizes shipped for grouped quantized forwards: DeepSeek-V3's 1 x 128 fp8 recipe,
# and 64 (smaller groups of the same blockwise recipes).
GROUP_SIZES = (64, 128)


def _quantized(arch: str) -> list[KernelSpec]:
    """The quantized forwards of bf16 rows with a bf16 weight (LayerNorm's with a bf16 bias),
    with and without the residual: int8 and the arch's own e4m3 format, each per token, per
    tensor (a given scale) and per token after an f32 smooth (SmoothQuant serving, fp8
    inference); RMSNorm's in scale groups of GROUP_SIZES columns in int8 and both e4m3 formats
    (DeepSeek-V3 writes OCP e4m3fn: a two-arch export of it needs the format on gfx942 too)."""
    out = []
    for op, residual, q, mode in itertools.product(("rmsnorm", "layernorm"), (None, "bf16"),
                                                   ("i8", NATIVE_FP8[arch]),
                                                   ("dynamic", "static", "smooth")):
        out.append(_spec(arch, "fwd", op, "bf16", weight="bf16",
                         bias="bf16" if op == "layernorm" else None, residual=residual, quant=q,
                         static_scale=mode == "static", smooth="f32" if mode == "smooth" else None))
    for residual, q, g in itertools.product((None, "bf16"), ("i8", *FP8_FORMATS), GROUP_SIZES):
        out.append(_spec(arch, "fwd", "rmsnorm", "bf16", weight="bf16", residual=residual,
                         quant=q, group_size=g))
    return out


def _spec(arch: str, direction: str, op: str, x: str, n: int = 4096, **call) -> KernelSpec:
    """The ``direction`` kernel of a call at N = 4096 (``n``) described as spec.described_spec
    takes it."""
    return described_spec(op, direction, n, arch, x, **call)


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
    out = [_spec(arch, "bwd", "layernorm", "bf16", 2048, weight="bf16", bias="bf16"),
           _spec(arch, "bwd", "rmsnorm", "bf16", 2048, weight="bf16", residual="bf16")]
    if NATIVE_FP8[arch] == "f8e4m3fn":
        out += [_spec(arch, "fwd", "layernorm", "bf16", n, weight="bf16", bias="bf16",
                      quant="f8e4m3fn") for n in (4096, 8192, 16384, 32768)]
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
    return spec, k.config, k.hsaco, k.key


def _compile_all(specs, jobs: int, use_cache: bool):
    with concurrent.futures.ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(_compile, specs, itertools.repeat(use_cache), chunksize=4)


def _flydsl() -> str:
    from jax_flynorm.backends.flydsl.kernels._flydsl import flydsl_version

    return flydsl_version()


def _code() -> dict:
    from jax_flynorm.backends.flydsl.kernels.compile import code_digests

    return code_digests()


def read_archive(arch: str) -> tuple[dict, dict]:
    """(manifest, kernel_id -> (entry, code object)) of ``arch``'s archive; empty where it is
    missing or unreadable."""
    try:
        with zipfile.ZipFile(prebuilt.archive_path(arch)) as archive:
            manifest = json.loads(archive.read(prebuilt.MANIFEST))
            return manifest, {name: (e, archive.read(f"{name}.hsaco"))
                              for name, e in manifest["kernels"].items()}
    except (OSError, KeyError, ValueError, TypeError, AttributeError, zipfile.BadZipFile):
        return {}, {}


def stale(spec: KernelSpec, manifest: dict, kernels: dict, code: dict) -> str | None:
    """Why ``spec``'s kernel must be compiled (the archive lacks it, its code object is not the
    one its entry seals, its key is not the current one), or None."""
    from jax_flynorm.backends.flydsl.kernels.compile import cache_key

    e, hsaco = kernels.get(prebuilt.kernel_id(spec), (None, None))
    if not isinstance(e, dict):
        return "new"
    config = spec.default_config()
    if e.get("digest") != prebuilt.digest(e.get("spec"), e.get("config"), hsaco):
        return "its code object is not the one its entry seals"
    if e.get("key") == cache_key(spec, config, code=code[spec.direction], flydsl=PINNED):
        return None
    if manifest.get("flydsl") != PINNED:
        return f"built by FlyDSL {manifest.get('flydsl')}"
    if e.get("config") != dataclasses.asdict(config):
        return "its launch config changed"
    if (manifest.get("code") or {}).get(spec.direction) != code[spec.direction]:
        return f"the {spec.direction} kernels' code changed"
    return "its key changed (its argument ABI)"


def build(jobs: int, archs=ARCHS) -> int:
    """Compiles what changed (`stale`) and writes the archives; returns how many it compiled."""
    if _flydsl() != PINNED:
        sys.exit(f"build the shipped kernels with FlyDSL {PINNED} (installed: {_flydsl()})")
    prebuilt.FOLDER.mkdir(exist_ok=True)
    code, compiled = _code(), 0
    for arch in archs:
        start = time.time()
        manifest, old = read_archive(arch)
        specs = shipped_specs(arch)
        todo = {s: why for s in specs if (why := stale(s, manifest, old, code))}
        kernels = {prebuilt.kernel_id(s): old[prebuilt.kernel_id(s)] for s in specs
                   if s not in todo}
        dropped = len(set(old) - {prebuilt.kernel_id(s) for s in specs})
        print(f"{arch}: {len(specs)} kernels, {len(kernels)} current, {len(todo)} to compile"
              + "".join(f"; {n} {why}" for why, n in collections.Counter(todo.values()).items())
              + (f"; {dropped} no longer shipped, dropped" if dropped else ""), flush=True)
        for spec, why in itertools.islice(todo.items(), 50):
            print(f"  {spec.kernel_name} ({why})")
        if len(todo) > 50:
            print(f"  ... and {len(todo) - 50} more")
        for i, (spec, config, hsaco, key) in enumerate(_compile_all(todo, jobs, True), 1):
            kernels[prebuilt.kernel_id(spec)] = (prebuilt.entry(spec, config, hsaco, key), hsaco)
            if i % 100 == 0:
                print(f"{arch}: {i}/{len(todo)} compiled, {time.time() - start:.0f} s",
                      flush=True)
        compiled += len(todo)
        if todo or dropped or manifest.get("code") != code:
            path = write_archive(prebuilt.archive_path(arch), arch, kernels, code=code)
            print(f"{path}: {len(kernels)} kernels, {path.stat().st_size / 2**20:.1f} MiB, "
                  f"{time.time() - start:.0f} s")
    write_sources(code)
    print(f"compiled {compiled} kernels" + ("; then the model data of those: python -m "
                                            "tools.perf_model.shipped --changed" if compiled
                                            else ""))
    return compiled


def write_sources(code: dict) -> None:
    """Records the kernel code digests beside the archives, for installs without .py sources."""
    text = json.dumps(code, indent=1, sort_keys=True) + "\n"
    if not prebuilt.SOURCES.exists() or prebuilt.SOURCES.read_text() != text:
        prebuilt.SOURCES.write_text(text)


def write_archive(path, arch: str, kernels: dict, *, code: dict, flydsl: str = PINNED):
    """The archive of ``kernels`` (kernel_id -> (manifest entry, code object)) at ``path``, its
    kernels current for the kernel ``code`` digests (compile.code_digests) and built by
    ``flydsl``."""
    manifest = {"format": prebuilt.FORMAT, "arch": arch, "flydsl": flydsl, "code": code,
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


def check(k: int, jobs: int, seed: int, archs=ARCHS) -> list[str]:
    """What is wrong with the archives (empty when they are what ``build`` makes)."""
    problems = []
    code = _code()
    try:
        recorded = json.loads(prebuilt.SOURCES.read_text())
    except (OSError, ValueError):
        recorded = None
    if recorded != code:
        problems.append(f"{prebuilt.SOURCES} does not record the current kernel code digests; "
                        "run `python -m tools.prebuilt build`")
    for arch in archs:
        path = prebuilt.archive_path(arch)
        manifest, kernels = read_archive(arch)
        if not manifest:
            problems.append(f"{path}: unreadable")
            continue
        if manifest.get("format") != prebuilt.FORMAT:
            problems.append(f"{path}: not a {prebuilt.FORMAT} archive")
            continue
        if manifest.get("flydsl") != PINNED:
            problems.append(f"{path}: built by FlyDSL {manifest.get('flydsl')}, not {PINNED}")
        specs = shipped_specs(arch)
        want = {prebuilt.kernel_id(s) for s in specs}
        if set(kernels) != want:
            missing, extra = want - set(kernels), set(kernels) - want
            problems.append(f"{path}: kernels differ from shipped_specs ({len(missing)} "
                            f"missing, {len(extra)} extra; `python -m tools.prebuilt build`)")
        with zipfile.ZipFile(path) as archive:
            if set(archive.namelist()) != {prebuilt.MANIFEST, *(f"{n}.hsaco" for n in kernels)}:
                problems.append(f"{path}: files differ from its manifest")
        old = {s: why for s in specs if prebuilt.kernel_id(s) in kernels
               and (why := stale(s, manifest, kernels, code))}
        if old:
            problems.append(f"{path}: {len(old)} stale kernels (`python -m tools.prebuilt "
                            "build` compiles them):\n" + "\n".join(
                                f"  {s.kernel_name} ({why})" for s, why in list(old.items())[:50])
                            + (f"\n  ... and {len(old) - 50} more" if len(old) > 50 else ""))
        if problems:
            continue
        problems += _entries(path, specs, manifest["kernels"])
        if problems:
            continue
        for spec, config, hsaco, _ in _compile_all(sample(arch, k, seed), jobs, False):
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


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="compile the kernels whose key changed or that are missing")
    c = sub.add_parser("check", help="the archives against the sources; names stale kernels")
    c.add_argument("--sample", type=int, default=48,
                   help="kernels per arch compiled again and compared byte for byte (the "
                   "first of each direction in every size class always are)")
    c.add_argument("--seed", type=int, default=int(time.time()))
    for p in (b, c):
        p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
        p.add_argument("--archs", default=",".join(ARCHS), help="comma-separated")
    args = parser.parse_args(argv)
    archs = tuple(args.archs.split(","))
    if args.command == "build":
        build(args.jobs, archs)
        return
    start = time.time()
    problems = check(args.sample, args.jobs, args.seed, archs)
    print("\n".join(problems) or f"the shipped kernels are current for the sources (sample of "
          f"{args.sample} per arch compiled again, seed {args.seed}; {time.time() - start:.0f} s)")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
