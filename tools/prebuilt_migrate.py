"""One-time: the shipped archives' manifests rewritten with a key per kernel (format 2), and the
model data beside them keyed per kernel, every code object kept byte for byte. Nothing compiles.

    python -m tools.prebuilt_migrate [--rev REV]

The archives of format 1 were built from the kernel sources of one whole-source hash (the raw
bytes of seven kernel files and the op table; `prebuilt/sources.sha256`). Before anything is
written this checks that the sources at git revision REV (default HEAD) have that hash, that the
archives and sources.sha256 record it, and that the kernel code those sources give
(compile.code_digest of each direction, read from REV) is the code here: the keys written are
then those of the code that built the objects. The model data must be of the archives as they
are (their SHA-256) and gets each kernel's manifest digest.
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import hashlib
import json
import subprocess
import sys

from jax_flynorm.backends.flydsl.kernels import compile as comp
from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.backends.flydsl.kernels.spec import ARCHS, KernelSpec

from . import prebuilt as tool
from .perf_model import shipped

KERNELS = "jax_flynorm/backends/flydsl/kernels"
OLD_SOURCES = ("_backward.py", "_device.py", "_flydsl.py", "_forward.py", "compile.py",
               "config.py", "spec.py")
OLD_FORMAT = "jax_flynorm-prebuilt/1"
OLD_MODEL_FORMAT = "jax_flynorm-model/1"


def _git(rev: str, path: str) -> bytes:
    return subprocess.run(["git", "show", f"{rev}:{path}"], check=True,
                          capture_output=True).stdout


def old_source_hash(rev: str) -> str:
    """compile.source_hash() as it was, of the sources at ``rev``."""
    h = hashlib.sha256()
    for path in [*(f"{KERNELS}/{name}" for name in OLD_SOURCES), "jax_flynorm/_ops.py"]:
        h.update(path.rsplit("/", 1)[1].encode())
        h.update(_git(rev, path))
    return h.hexdigest()


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rev", default="HEAD")
    rev = parser.parse_args(argv).rev
    legacy = old_source_hash(rev)
    recorded = (prebuilt.FOLDER / "sources.sha256").read_text().strip()
    if recorded != legacy:
        sys.exit(f"the sources at {rev} hash to {legacy}, sources.sha256 records {recorded}")
    code = comp.code_digests()
    then = {d: comp.code_digest(d, lambda m: _git(rev, f"{KERNELS}/{m}.py").decode())
            for d in comp.CODE_ROOTS}
    if then != code:
        sys.exit(f"the kernel code at {rev} is not the code here: {then} != {code}")
    for arch in ARCHS:
        manifest, kernels = tool.read_archive(arch)
        path = prebuilt.archive_path(arch)
        if manifest.get("format") != OLD_FORMAT or manifest.get("source") != legacy:
            sys.exit(f"{path}: not a {OLD_FORMAT} archive of the sources at {rev}")
        model_path = shipped.model_path(arch)
        model = json.loads(gzip.decompress(model_path.read_bytes()))
        if (model.get("format") != OLD_MODEL_FORMAT
                or model.get("archive_sha256") != hashlib.sha256(path.read_bytes()).hexdigest()):
            sys.exit(f"{model_path}: not the model data of {path} as it is")
        rekeyed = {}
        for name, (e, hsaco) in kernels.items():
            spec = KernelSpec(**e["spec"])
            config = spec.default_config()
            if (hashlib.sha256(hsaco).hexdigest() != e["sha256"] or e["digest"] != prebuilt.digest(
                    e["spec"], e["config"], hsaco) or e["config"] != dataclasses.asdict(config)
                    or name != prebuilt.kernel_id(spec)):
                sys.exit(f"{path}: {name} is not the entry it records")
            key = comp.cache_key(spec, config, code=code[spec.direction],
                                 flydsl=manifest["flydsl"])
            rekeyed[name] = ({**e, "key": key}, hsaco)
        tool.write_archive(path, arch, rekeyed, code=code, flydsl=manifest["flydsl"])
        _, written = tool.read_archive(arch)
        assert {n: h for n, (_, h) in written.items()} == {n: h for n, (_, h) in kernels.items()}
        del model["archive_sha256"]
        model["format"] = shipped.FORMAT
        for name, entry in model["kernels"].items():
            entry["digest"] = kernels[name][0]["digest"]
        model_path.write_bytes(shipped.dumps(model))
        print(f"{path}: {len(rekeyed)} kernels keyed, code objects unchanged; {model_path} "
              "keyed per kernel")
    tool.write_sources(code)
    (prebuilt.FOLDER / "sources.sha256").unlink()


if __name__ == "__main__":
    main()
