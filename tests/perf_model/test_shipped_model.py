"""The model's predictions shipped beside the kernel archives (prebuilt/<arch>.model.json.gz,
tools/perf_model/shipped.py): every shipped kernel has them, a record made from another build of its
kernel is refused, and a sample of kernels modelled again here gives the same tables, which the
benchmark's interpolation follows between the grid points."""

import dataclasses
import gzip
import json
import shutil

import numpy as np
import pytest

from jax_flynorm.backends.flydsl.kernels import prebuilt
from jax_flynorm.backends.flydsl.kernels.spec import ARCHS, KernelSpec
from jax_flynorm.bench import model
from tools.perf_model import disasm, generic, isa, shipped


@pytest.mark.parametrize("arch", ARCHS)
def test_every_shipped_kernel_has_predictions(arch):
    assert shipped.problems(arch) == []
    data, why = model.load(arch)
    assert why == "" and data["arch"] == arch
    assert set(data["kernels"]) == set(prebuilt.manifest(arch)["kernels"])
    # Every kernel has a table but the per-head ones (the model takes one head).
    per_head = [e for e in data["kernels"].values()
                if e["kernel"].endswith("_hN") or "_hN_" in e["kernel"]]
    modelled = [e for e in data["kernels"].values() if "time_us" in e]
    assert all(e in per_head for e in data["kernels"].values() if "unmodelled" in e)
    assert len(modelled) == len(data["kernels"]) - len(per_head) > 0.8 * len(data["kernels"])


def test_stale_or_incomplete_data_is_detected(monkeypatch, tmp_path):
    arch = "gfx942"
    for name in (f"{arch}.zip", f"{arch}.model.json.gz"):
        shutil.copy(prebuilt.FOLDER / name, tmp_path / name)
    monkeypatch.setenv(prebuilt.ENV, str(tmp_path))
    model.load.cache_clear()
    try:
        assert shipped.problems(arch) == []
        data = shipped.load(tmp_path / f"{arch}.model.json.gz")
        dropped = sorted(data["kernels"])[7]
        del data["kernels"][dropped]
        (tmp_path / f"{arch}.model.json.gz").write_bytes(shipped.dumps(data))
        assert any(dropped in p for p in shipped.problems(arch))
        # A kernel rebuilt alone (its record names another entry's digest) loses its own
        # prediction, for the check and for the benchmark; the others keep theirs.
        rebuilt, kept = sorted(data["kernels"])[8:10]
        data["kernels"][rebuilt]["digest"] = "0" * 64
        (tmp_path / f"{arch}.model.json.gz").write_bytes(shipped.dumps(data))
        assert any(rebuilt in p and "stale" in p for p in shipped.problems(arch))
        model.load.cache_clear()
        data, why = model.load(arch)
        assert why == ""

        def record(kid):
            spec = KernelSpec(**prebuilt.manifest(arch)["kernels"][kid]["spec"])
            return model._entry(data, prebuilt.load(spec), arch)

        assert record(rebuilt) == (None, "its prediction was made from another build of it "
                                         "(stale)")
        assert record(kept)[1] in ("", "per-head weights: the model takes one head")
    finally:
        model.load.cache_clear()


def test_the_data_file_is_deterministic():
    path = shipped.model_path("gfx950")
    assert shipped.dumps(shipped.load(path)) == path.read_bytes()
    text = gzip.decompress(path.read_bytes()).decode()
    assert json.loads(text)["format"] == shipped.FORMAT


def _sample(arch, rng, count=2):
    data, _ = model.load(arch)
    ids = sorted(k for k, e in data["kernels"].items() if "time_us" in e)
    return data, [ids[i] for i in rng.choice(len(ids), count, replace=False)]


@pytest.mark.parametrize("arch", ARCHS)
def test_a_sample_modelled_again_gives_the_shipped_tables(monkeypatch, arch):
    # The walk's step limit of the shipped run (the unaligned class's backwards need it).
    monkeypatch.setattr(isa, "MAX_STEPS", shipped.WALK_STEPS)
    try:
        disasm.objdump_for(arch)
    except RuntimeError as err:
        pytest.skip(str(err))
    seed = int(np.random.SeedSequence().entropy % (1 << 63))
    print("seed", seed)
    rng = np.random.default_rng(seed)
    data, ids = _sample(arch, rng)
    for kid in ids:
        assert shipped.kernel_entry(arch, kid) == (kid, data["kernels"][kid])
        # Between the grid points the interpolated time stays near the model's own.
        spec = KernelSpec(**prebuilt.manifest(arch)["kernels"][kid]["spec"])
        kernel = prebuilt.load(spec)
        kernel = dataclasses.replace(kernel, isa=disasm.without_padding(
        disasm.disassemble(kernel.hsaco, arch)))
        entry = data["kernels"][kid]
        for _ in range(3):
            m = int(rng.integers(256, 100000))
            n = int(rng.integers(entry["n"][0], entry["n"][-1] + 1))
            n = n // entry["vec"] * entry["vec"] or entry["n"][0]
            if not spec.fits(n):
                continue
            want = generic.analyze_at(kernel, m, n).time_s * 1e6
            got = model.predict(entry, data["rows"], m, n)
            assert got == pytest.approx(want, rel=TOLERANCE), (spec.kernel_name, m, n)


# Interpolation error allowed between the grid points at M >= 256 (measured on 300 random calls:
# median 0.3%, 90% within 3%, worst 13%; docs/prebuilt.md).
TOLERANCE = 0.20
