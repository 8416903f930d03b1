"""The kernel disk cache: raw code objects and JSON manifests; anything doubtful is a miss.

The compile step is replaced by a stub returning a distinct fake ELF per call, so these tests need
neither FlyDSL nor ld.lld and can tell a cache hit from a recompile.
"""

import json
import os
import pickle

import pytest

from jax_flynorm.backends.flydsl.kernels import compile as comp
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec


def _spec(n=1024, arch="gfx942"):
    return KernelSpec(op="rmsnorm", direction="fwd", n=n, x_dtype="bf16", out_dtype="bf16",
                      arch=arch, has_weight=True, weight_dtype="bf16")


@pytest.fixture
def compiles(monkeypatch, tmp_path):
    monkeypatch.setenv(comp.CACHE_ENV, str(tmp_path))
    calls = []

    def fake_compile(spec, config):
        calls.append(spec)
        return b"\x7fELF" + os.urandom(60), f"; isa of {spec.kernel_name}"

    monkeypatch.setattr(comp, "_compile_uncached", fake_compile)
    return calls


def _entry(tmp_path, suffix):
    (path,) = tmp_path.glob(f"*{suffix}")
    return path


def test_an_entry_is_raw_bytes_and_a_manifest_and_is_reused(compiles, tmp_path):
    first = comp.compile_kernel(_spec())
    again = comp.compile_kernel(_spec())
    assert len(compiles) == 1 and again == first
    assert _entry(tmp_path, ".hsaco").read_bytes() == first.hsaco
    manifest = json.loads(_entry(tmp_path, ".json").read_text())
    assert manifest["key"] == first.key and manifest["bytes"] == len(first.hsaco)
    assert manifest["isa"] == first.isa
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".hsaco", ".json"]


@pytest.mark.parametrize("damage", ["flip a byte", "truncate", "empty manifest", "not json",
                                    "manifest is a list", "bytes missing"])
def test_a_corrupt_entry_is_a_miss_and_is_rewritten(compiles, tmp_path, damage):
    comp.compile_kernel(_spec())
    hsaco, manifest = _entry(tmp_path, ".hsaco"), _entry(tmp_path, ".json")
    data = hsaco.read_bytes()
    if damage == "flip a byte":
        hsaco.write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    elif damage == "truncate":
        hsaco.write_bytes(data[:20])
    elif damage == "empty manifest":
        manifest.write_text("")
    elif damage == "not json":
        manifest.write_bytes(b"\x80\x04K\x01.")
    elif damage == "manifest is a list":
        manifest.write_text("[]")
    else:
        hsaco.unlink()
    fresh = comp.compile_kernel(_spec())
    assert len(compiles) == 2
    assert comp.compile_kernel(_spec()) == fresh and len(compiles) == 2  # the rewrite is valid


def test_a_foreign_entry_under_this_name_is_a_miss(compiles, tmp_path):
    # Another kernel's (valid) entry copied over this key's files, e.g. from a shared cache.
    other = comp.compile_kernel(_spec(n=2048))
    mine_key = comp.cache_key(_spec(), _spec().default_config())
    stem = f"{_spec().kernel_name}-gfx942-{mine_key}"
    (tmp_path / f"{stem}.hsaco").write_bytes(other.hsaco)
    foreign = json.loads(next(tmp_path.glob(f"{other.spec.kernel_name}*.json")).read_text())
    (tmp_path / f"{stem}.json").write_text(json.dumps(foreign))
    mine = comp.compile_kernel(_spec())
    assert len(compiles) == 2 and mine.hsaco != other.hsaco


def test_a_manifest_with_another_key_is_a_miss(compiles, tmp_path):
    comp.compile_kernel(_spec())
    manifest = _entry(tmp_path, ".json")
    data = json.loads(manifest.read_text())
    manifest.write_text(json.dumps({**data, "key": "0" * 40}))
    comp.compile_kernel(_spec())
    assert len(compiles) == 2


RAN = []


def _mark():
    RAN.append(True)


class _Payload:
    """Unpickling this runs code: what a planted cache file could do."""

    def __reduce__(self):
        return (_mark, ())


@pytest.mark.parametrize("suffix", [".pkl", ".json", ".hsaco"])
def test_cache_files_are_never_unpickled(compiles, tmp_path, monkeypatch, suffix):
    RAN.clear()
    spec = _spec()
    config = spec.default_config()
    for fmt in (1, comp.CACHE_FORMAT):  # also where the pickle-era cache kept its files
        monkeypatch.setattr(comp, "CACHE_FORMAT", fmt)
        key = comp.cache_key(spec, config)
        (tmp_path / f"{spec.kernel_name}-{spec.arch}-{key}{suffix}").write_bytes(
            pickle.dumps(_Payload()))
    monkeypatch.undo()
    monkeypatch.setenv(comp.CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(comp, "_compile_uncached", lambda s, c: (b"\x7fELF" + bytes(60), ""))
    comp.compile_kernel(spec)
    assert not RAN


def _entry_stem(spec):
    return f"{spec.kernel_name}-{spec.arch}-{comp.cache_key(spec, spec.default_config())}"


@pytest.mark.parametrize("problem", ["folder is a file", "folder under a file", "read-only",
                                     "disk full", "a folder where an entry goes"])
def test_a_cache_that_cannot_be_written_warns_once_and_compiling_goes_on(
        compiles, tmp_path, monkeypatch, problem):
    folder = tmp_path / "cache"
    if problem == "folder is a file":
        folder.write_bytes(b"")
    elif problem == "folder under a file":
        (tmp_path / "file").write_bytes(b"")
        folder = tmp_path / "file" / "cache"
    elif problem == "a folder where an entry goes":
        (folder / f"{_entry_stem(_spec())}.hsaco").mkdir(parents=True)
    else:  # root ignores permission bits: the failing call is simulated
        errno = 30 if problem == "read-only" else 28

        def refuse(*args, **kwargs):
            raise OSError(errno, os.strerror(errno))

        monkeypatch.setattr(comp.cache.tempfile, "mkstemp", refuse)
    monkeypatch.setenv(comp.CACHE_ENV, str(folder))
    monkeypatch.setattr(comp, "_unwritable", set())
    with pytest.warns(RuntimeWarning) as caught:
        kernels = [comp.compile_kernel(_spec()), comp.compile_kernel(_spec())]
    assert len(compiles) == 2 and all(k.hsaco.startswith(b"\x7fELF") for k in kernels)
    (warning,) = [w for w in caught if "kernel cache" in str(w.message)]
    assert "JAX_FLYNORM_CACHE_DIR" in str(warning.message)
    assert str(folder) in str(warning.message)


def test_an_entry_that_cannot_be_read_is_compiled_again(compiles, monkeypatch):
    comp.compile_kernel(_spec())

    def unreadable(self):
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(comp.cache.Path, "read_bytes", unreadable)
    assert comp.compile_kernel(_spec()).hsaco.startswith(b"\x7fELF") and len(compiles) == 2


def test_the_linker_folder_moves_out_of_a_cache_that_cannot_be_written(tmp_path, monkeypatch):
    lld = tmp_path / "bin" / "ld.lld-19"
    lld.parent.mkdir()
    lld.write_bytes(b"")
    (tmp_path / "file").write_bytes(b"")
    monkeypatch.setenv(comp.CACHE_ENV, str(tmp_path / "file" / "cache"))
    monkeypatch.setattr(comp.tempfile, "tempdir", str(tmp_path / "tmp"))
    monkeypatch.setattr(comp, "find_lld", lambda: lld)
    root = comp.find_rocm_path()
    assert root.startswith(str(tmp_path / "tmp"))
    assert os.path.realpath(os.path.join(root, "llvm", "bin", "ld.lld")) == str(lld)
