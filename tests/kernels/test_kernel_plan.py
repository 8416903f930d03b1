"""Pure-Python parts of the kernel package: tiling heuristic, launch plan, ABI, cache keys.

None of these tests needs FlyDSL, torch or ld.lld.
"""

import dataclasses
import re
import subprocess
import sys
from pathlib import Path

import pytest

from jax_flynorm.backends.flydsl.kernels import compile as comp
from jax_flynorm.backends.flydsl.kernels import config as cfgmod
from jax_flynorm.backends.flydsl.kernels import spec as spec_module
from jax_flynorm.backends.flydsl.kernels import toolchain
from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec, LaunchPlan, kernel_args


def _spec(**kw):
    base = dict(op="rmsnorm", direction="fwd", n=4096, x_dtype="bf16", out_dtype="bf16",
                arch="gfx942", has_weight=True, weight_dtype="bf16")
    base.update(kw)
    return KernelSpec(**base)


def test_import_pulls_in_neither_flydsl_nor_torch():
    code = ("import sys, tools.perf_model.report; "
            "assert 'flydsl' not in sys.modules and 'torch' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_kernel_sources_never_import_jax():
    for path in Path(cfgmod.__file__).parent.glob("*.py"):
        text = path.read_text()
        assert not re.search(r"^\s*(import|from)\s+jax\b", text, re.M), path


@pytest.mark.parametrize("n", [3584, 4096, 5120, 7168, 8192, 12288, 16384, 65536, 262144])
@pytest.mark.parametrize("direction", ["fwd", "bwd"])
def test_vector_path_for_the_common_hidden_sizes(n, direction):
    assert cfgmod.choose_config(direction, n, 2).vec == 8
    assert cfgmod.choose_config(direction, n, 4).vec == 4


def test_vector_width_for_other_sizes():
    assert cfgmod.choose_config("fwd", 760, 4).vec == 4
    assert cfgmod.choose_config("fwd", 760, 2).vec == 8
    assert cfgmod.choose_config("fwd", 761, 2).vec == 1
    assert cfgmod.choose_config("bwd", 761, 4).vec == 1


@pytest.mark.parametrize("n", [64, 760, 768, 1000, 1024])
@pytest.mark.parametrize("direction", ["fwd", "bwd"])
def test_small_rows_share_a_block(n, direction):
    cfg = cfgmod.choose_config(direction, n, 2)
    assert cfg.rows_per_block > 1 and cfg.wave_reduce_only


@pytest.mark.parametrize("n", [1, 7, 761, 768, 4096, 12288, 65536, 262144, 1 << 20])
@pytest.mark.parametrize("direction", ["fwd", "bwd"])
@pytest.mark.parametrize("io_bytes", [2, 4])
def test_configs_are_valid_and_register_caching_is_bounded(n, direction, io_bytes):
    cfg = cfgmod.choose_config(direction, n, io_bytes)
    cfg.validate(n)
    budget = cfgmod.FWD_CACHE_FLOATS if direction == "fwd" else cfgmod.BWD_CACHE_FLOATS
    if cfg.cached:
        assert cfg.chunks * cfg.vec <= budget
    if direction == "bwd" and not cfg.cached:
        assert cfg.rows_per_block == 1  # partial rows are updated in place by one thread
    if direction == "bwd" and cfg.rows_per_block > 1:
        assert cfg.rows_per_block * n * 4 <= cfgmod.BWD_LDS_BYTES


def test_config_validation_rejects_bad_tilings():
    with pytest.raises(ValueError):
        cfgmod.LaunchConfig(vec=8, threads_per_row=128, rows_per_block=2, chunks=4,
                            cached=True).validate(4096)
    with pytest.raises(ValueError):
        cfgmod.LaunchConfig(vec=8, threads_per_row=64, rows_per_block=1, chunks=1,
                            cached=True).validate(761)
    with pytest.raises(ValueError):
        cfgmod.choose_config("fwd", cfgmod.MAX_N + 1, 2)


def test_forward_grid_follows_rows_per_block():
    plan = LaunchPlan("fwd", rows_per_block=4, block_threads=256)
    assert [ln.grid for ln in plan.launches(1)] == [(1, 1, 1)]
    assert [ln.grid for ln in plan.launches(199)] == [(50, 1, 1)]
    assert plan.launches(0) == ()


def test_forward_splits_rows_beyond_one_launch():
    plan = LaunchPlan("fwd", rows_per_block=4, block_threads=256, max_rows_per_launch=100)
    launches = plan.launches(250)
    assert [(lc.row_start, lc.rows) for lc in launches] == [(0, 100), (100, 100), (200, 50)]
    assert launches[-1].grid == (13, 1, 1)


@pytest.mark.parametrize("n,io_bytes,m", [(5, 2, 1 << 30), (64, 2, 1 << 30), (130, 2, 1 << 29),
                                          (64, 4, (1 << 30) - 3), (4096, 2, 1 << 30)])
def test_no_launch_exceeds_the_hip_work_item_limit(n, io_bytes, m):
    # HIP refuses grid.x * block.x > 2**32 - 1; small N packs many rows per block and got there.
    cfg = cfgmod.choose_config("fwd", n, io_bytes)
    launches = LaunchPlan("fwd", cfg.rows_per_block, cfg.block_threads).launches(m)
    assert all(ln.grid[0] * ln.block[0] <= 2**32 - 1 for ln in launches)
    assert sum(ln.rows for ln in launches) == m
    assert all(ln.grid[0] * cfg.rows_per_block >= ln.rows for ln in launches)
    starts = [ln.row_start for ln in launches]
    assert starts == [sum(ln.rows for ln in launches[:i]) for i in range(len(launches))]


def test_backward_refuses_partials_past_the_work_item_limit():
    plan = LaunchPlan("bwd", rows_per_block=1, block_threads=1024)
    (launch,) = plan.launches(10, (2**32 - 1) // 1024)
    assert launch.grid == ((2**32 - 1) // 1024, 1, 1)
    with pytest.raises(ValueError, match="work-items"):
        plan.launches(10, (2**32 - 1) // 1024 + 1)


def test_backward_grid_is_p_and_never_split():
    plan = LaunchPlan("bwd", rows_per_block=1, block_threads=1024, max_rows_per_launch=100)
    # Empty partial blocks are still written as zeros.
    assert [ln.grid for ln in plan.launches(0, 7)] == [(7, 1, 1)]
    assert [ln.grid for ln in plan.launches(50, 64)] == [(64, 1, 1)]
    with pytest.raises(ValueError):
        plan.launches(101, 4)
    with pytest.raises(ValueError):
        plan.launches(10, 0)


def test_per_head_launches_start_on_a_head_boundary():
    # A forward row's head is its index within the launch mod heads: every launch starts at a
    # multiple of heads. The backward runs one block per partial row and head.
    plan = LaunchPlan("fwd", rows_per_block=4, block_threads=256, max_rows_per_launch=100,
                      heads=3)
    launches = plan.launches(300)
    assert [(lc.row_start, lc.rows) for lc in launches] == [(0, 99), (99, 99), (198, 99),
                                                            (297, 3)]
    with pytest.raises(ValueError, match="multiple of heads"):
        plan.launches(10)
    bwd = LaunchPlan("bwd", rows_per_block=1, block_threads=1024, heads=3)
    assert [ln.grid for ln in bwd.launches(30, 4)] == [(12, 1, 1)]
    with pytest.raises(ValueError, match="work-items"):
        bwd.launches(30, (2**32 - 1) // 1024 // 3 + 1)


def test_per_head_tiles_must_fit_32_bit_offsets():
    cfg = cfgmod.choose_config("bwd", 4096, 2)
    cfg.validate(4096, heads=64)
    with pytest.raises(ValueError, match="32-bit"):
        cfg.validate(4096, heads=1 << 17)


def test_kernel_argument_layout():
    fwd = kernel_args(_spec(op="layernorm", has_bias=True, bias_dtype="f32"))
    # The op table's order: mean and rstd are results here, a tensor-parallel apply's operands.
    assert [a.name for a in fwd] == ["x", "residual", "weight", "bias", "smooth", "quant_scale",
                                     "mean", "rstd", "y_scale", "y_amax", "y", "residual_out",
                                     "M", "eps", "weight_offset"]
    assert [a.kind for a in fwd][:6] == ["buffer", "null", "buffer", "buffer", "null", "null"]
    assert [a.kind for a in fwd][6:12] == ["buffer", "buffer", "null", "null", "buffer", "null"]
    assert [(a.kind, a.offset, a.size) for a in fwd[-3:]] == [
        ("i32", 96, 4), ("f32", 100, 4), ("f32", 104, 4)]
    # A quantized forward: the smooth and per-tensor scale operands, y_amax; or y_scale.
    static = {a.name: a.kind for a in kernel_args(_spec(
        out_dtype="f8e4m3fn", static_scale=True, has_smooth=True, smooth_dtype="f32"))}
    assert [static[k] for k in ("smooth", "quant_scale", "y_scale", "y_amax")] == [
        "buffer", "buffer", "null", "buffer"]
    dynamic = {a.name: a.kind for a in kernel_args(_spec(out_dtype="i8", dynamic_scale=True))}
    assert [dynamic[k] for k in ("smooth", "quant_scale", "y_scale", "y_amax")] == [
        "null", "null", "buffer", "null"]
    bwd = kernel_args(_spec(direction="bwd", has_dresidual_out=True))
    assert [a.name for a in bwd][-3:] == ["M", "P", "weight_offset"]
    kinds = {a.name: a.kind for a in bwd}
    assert kinds["mean"] == "null" and kinds["dresidual_out"] == "buffer"
    assert kinds["dbias_partials"] == "null" and kinds["dweight_partials"] == "buffer"
    # A backward that recomputes the statistics takes eps last; the rest is unchanged.
    again = kernel_args(_spec(direction="bwd", has_dresidual_out=True, recompute_stats=True))
    assert again[:-1] == bwd
    assert (again[-1].name, again[-1].kind, again[-1].offset) == ("eps", "f32",
                                                                  bwd[-1].offset + 4)


def test_spec_validation():
    with pytest.raises(ValueError):
        _spec(op="softmax")
    with pytest.raises(ValueError):
        _spec(has_bias=True)
    with pytest.raises(ValueError):
        _spec(direction="bwd", has_residual=True, residual_dtype="bf16",
              residual_out_dtype="bf16")
    with pytest.raises(ValueError, match="heads"):
        _spec(heads=0)
    with pytest.raises(ValueError, match="heads"):
        _spec(heads=2, has_weight=False, weight_dtype=None)
    assert _spec(heads=2).kernel_name.endswith("_h2")


def test_quantized_spec():
    spec = _spec(out_dtype="f8e4m3fnuz", dynamic_scale=True, group_size=128, n=4096,
                 has_smooth=True, smooth_dtype="bf16")
    assert spec.quant_dtype == "f8e4m3fnuz" and spec.scale_groups == 32
    assert spec.kernel_name.endswith("_qf8e4m3fnuz_g128_smooth")
    assert _spec(out_dtype="i8", static_scale=True).kernel_name.endswith("_qi8_static")
    assert _spec().quant_dtype is None and _spec().scale_groups == 1
    # One byte per element: the vector width still follows the widest operand, and divides
    # the group size.
    assert spec.io_bytes == 2
    assert _spec(out_dtype="i8", dynamic_scale=True, group_size=2, n=4096).default_config().vec == 2
    with pytest.raises(ValueError, match="static_scale and dynamic_scale"):
        _spec(out_dtype="i8")
    with pytest.raises(ValueError, match="static_scale and dynamic_scale"):
        _spec(dynamic_scale=True)
    with pytest.raises(ValueError, match="group_size"):
        _spec(out_dtype="i8", dynamic_scale=True, group_size=100, n=4096)
    with pytest.raises(ValueError, match="group_size"):
        _spec(out_dtype="i8", static_scale=True, group_size=128, n=4096)
    with pytest.raises(ValueError, match="has_smooth"):
        _spec(has_smooth=True, smooth_dtype="f32")
    with pytest.raises(ValueError, match="x_dtype"):
        _spec(x_dtype="i8")
    # A group size the lanes and chunks cannot hold is a clear error naming the way out.
    with pytest.raises(ValueError, match="do not map scale groups of 96 columns.*"
                                         "implementation='xla'"):
        _spec(out_dtype="i8", dynamic_scale=True, group_size=96, n=3072).default_config()


@pytest.mark.parametrize("n, group_size, x_dtype", [(96, 12, "bf16"), (96, 12, "f32"),
                                                    (3072, 96, "bf16"), (131072, 8192, "f32"),
                                                    (131072, 32768, "f32")])
def test_an_unmapped_group_size_error_lists_exactly_the_sizes_that_map(n, group_size, x_dtype):
    def spec(g):
        return _spec(x_dtype=x_dtype, out_dtype="i8", dynamic_scale=True, group_size=g, n=n)

    with pytest.raises(ValueError, match=f"do not map scale groups of {group_size} ") as err:
        spec(group_size).default_config()
    listed = re.search(r"they map scale groups of ([\d, ]+) columns", str(err.value)).group(1)
    assert "power-of-two" not in str(err.value)
    mapped = []
    for g in (d for d in range(1, n + 1) if n % d == 0):
        try:
            spec(g).default_config()
            mapped.append(g)
        except ValueError:
            pass
    assert listed == ", ".join(map(str, mapped))


def test_quantized_forwards_spread_rows_over_fewer_threads():
    """The issue-bound epilogue spreads its per-row work over more elements: 16 vectors per
    thread at every N, a wave per block (N = 1024 bf16: 8 rows of 8 threads; N = 8192: a wave
    per row), scale groups too; 8 with a residual. Every quantized forward asks LLVM for at
    most 4 waves per SIMD (its loads stay in flight); the plain forward asks nothing."""
    def tiling(**kw):
        c = _spec(dynamic_scale=True, **kw).default_config()
        return c.threads_per_row, c.rows_per_block, c.chunks, c.cached, c.max_waves_per_eu

    plain = _spec(n=8192).default_config()
    assert (plain.threads_per_row, plain.chunks, plain.max_waves_per_eu) == (256, 4, 0)
    assert tiling(out_dtype="i8", n=1024) == (8, 8, 16, True, 4)
    assert tiling(out_dtype="i8", n=4096) == (32, 2, 16, True, 4)
    assert tiling(out_dtype="i8", n=8192) == (64, 1, 16, True, 4)
    assert tiling(out_dtype="f8e4m3fn", n=32768) == (256, 1, 16, True, 4)
    assert tiling(out_dtype="i8", n=8192, group_size=128) == (64, 1, 16, True, 4)
    assert tiling(out_dtype="i8", n=8192, has_residual=True, residual_dtype="bf16",
                  residual_out_dtype="bf16") == (128, 1, 8, True, 4)
    # A row longer than 1024 threads of 16 vectors is re-read, as a plain one is.
    assert tiling(out_dtype="i8", n=1 << 18) == (1024, 1, 32, False, 4)


def test_quantized_launches_of_few_waves_take_eight_vectors_per_thread():
    """Given M (the lowering's), a quantized forward whose 16-vector launch would have fewer
    than WIDE_MIN_WAVES waves takes 8 vectors per thread: at least twice the threads per row.
    From that many waves on, and without M, it keeps 16; plain, residual and backward kernels
    do not depend on M."""
    def threads(rows, **kw):
        return _spec(**kw).default_config(rows).threads_per_row

    quant = dict(dynamic_scale=True, out_dtype="i8")
    for n in (1024, 4096, 8192):
        wide = _spec(n=n, **quant).default_config()
        edge = cfgmod.WIDE_MIN_WAVES * cfgmod.WAVE_SIZE // wide.threads_per_row
        assert threads(edge, n=n, **quant) == wide.threads_per_row
        assert threads(edge - 1, n=n, **quant) >= 2 * wide.threads_per_row
        narrow = _spec(n=n, **quant).default_config(edge - 1)
        assert narrow.chunks * narrow.vec <= 8 * wide.vec and narrow.max_waves_per_eu == 4
    assert threads(1024, n=1024, group_size=128, **quant) > threads(None, n=1024, group_size=128,
                                                                     **quant)
    for kw in (dict(n=1024), dict(n=1024, direction="bwd"),
               dict(n=1024, has_residual=True, residual_dtype="bf16",
                    residual_out_dtype="bf16", **quant)):
        assert threads(1, **kw) == threads(None, **kw)


def test_an_occupancy_hint_outside_the_hardware_range_is_refused():
    cfg = cfgmod.choose_config("fwd", 4096, 2)
    with pytest.raises(ValueError, match="max_waves_per_eu"):
        dataclasses.replace(cfg, max_waves_per_eu=9).validate(4096)


def test_group_layout():
    cfg = cfgmod.choose_config("fwd", 4096, 2, 128)  # bf16: 128 threads of 8 elements, 4 chunks
    assert (cfg.vec, cfg.threads_per_row, cfg.chunks) == (8, 128, 4)
    assert cfgmod.group_layout(cfg, 4096, 128) == ("lanes", 16)
    assert cfgmod.group_layout(cfg, 4096, 512) == ("lanes", 64)
    assert cfgmod.group_layout(cfg, 4096, 1024) == ("chunks", 1)
    assert cfgmod.group_layout(cfg, 4096, 2048) == ("chunks", 2)
    assert cfgmod.group_layout(cfg, 4096, 4096) == ("chunks", 4)
    wide = cfgmod.choose_config("fwd", 16384, 2, 1024)  # 512 threads: groups of two waves
    assert cfgmod.group_layout(wide, 16384, 1024) == ("lanes", 128)
    assert not _spec(heads=1).kernel_name.endswith("_h1")
    with pytest.raises(ValueError, match="backward flag"):
        _spec(recompute_stats=True)


def test_cache_key_covers_what_changes_the_binary(monkeypatch):
    spec = _spec()
    cfg = spec.default_config()

    def key(spec=spec, cfg=cfg, code="a", flydsl="0.4.2"):
        return comp.cache_key(spec, cfg, code=code, flydsl=flydsl)

    assert key() == key() == comp.cache_key(spec, cfg, code="a", flydsl="0.4.2")
    assert key() != key(spec=dataclasses.replace(spec, arch="gfx950"))
    assert key() != key(code="b")
    assert key() != key(flydsl="0.5.0")
    assert key() != key(cfg=dataclasses.replace(cfg, threads_per_row=256, chunks=2))
    assert key() != key(spec=dataclasses.replace(spec, n=4104))
    assert key() != key(spec=dataclasses.replace(spec, heads=2))
    # The argument ABI the op table gives the kernel (its slots, their order and presence).
    before = key()
    monkeypatch.setitem(spec_module.BUFFERS, "fwd", spec_module.BUFFERS["fwd"][::-1])
    assert key() != before


def test_eps_and_m_are_not_part_of_a_kernel_identity():
    fields = {f.name for f in dataclasses.fields(KernelSpec)}
    fields |= {f.name for f in dataclasses.fields(cfgmod.LaunchConfig)}
    assert not fields & {"eps", "m", "M", "rows", "p", "P"}


def _edited(edits: dict):
    """A source reader for compile.code_digest: the kernel modules with ``edits`` (module ->
    function of its text) applied."""
    return lambda module: edits.get(module, lambda text: text)(comp._source(module))


def _comment(text: str) -> str:
    """Comments and docstrings added and reflowed, lines moved: no code changed."""
    out = text.replace("\n\n\n", "\n\n\n# A comment added.\n\n", 1) + "\n# edited\n"
    return out.replace('"""', '"""Docstring prefix. ', 1)


DIRECTIONS = ("fwd", "bwd")
KERNEL_MODULES = ("_forward", "_backward", "_device", "_flydsl", "compile", "config", "spec",
                  "toolchain")


def test_comments_and_docstrings_leave_every_kernel_key():
    """The opposite of the whole-source hash this key replaced (a comment staled both archives,
    ~2940 kernels an arch to compile again): no comment or docstring edit of any kernel module
    changes a kernel's code digest."""
    before = {d: comp.code_digest(d) for d in DIRECTIONS}
    assert before == comp.code_digests() and all(len(v) == 64 for v in before.values())
    for module in KERNEL_MODULES:
        source = _edited({module: _comment})
        assert source(module) != comp._source(module)
        assert {d: comp.code_digest(d, source) for d in DIRECTIONS} == before, module


def _code_edit(text: str) -> str:
    return text + "\n\ndef _added():\n    return 1\n"


def test_a_builder_s_code_keys_its_own_direction_only():
    """A forward-builder edit changes the forward kernels' keys only (`tools.prebuilt build`
    then compiles those); the backward builder's, the backward ones; code both share (the
    device helpers, the compile path, the spec the builders read), both; code no kernel reaches
    (a function added to spec.py, the cache), neither."""
    before = {d: comp.code_digest(d) for d in DIRECTIONS}

    def changed(module, edit=_code_edit):
        after = {d: comp.code_digest(d, _edited({module: edit})) for d in DIRECTIONS}
        return {d for d in DIRECTIONS if after[d] != before[d]}

    assert changed("_forward") == {"fwd"}
    assert changed("_backward") == {"bwd"}
    for shared in ("_device", "_flydsl"):
        assert changed(shared) == {"fwd", "bwd"}, shared
    assert changed("compile", lambda t: t.replace('"FLYDSL_RUNTIME_ENABLE_CACHE": "0"',
                                                  '"FLYDSL_RUNTIME_ENABLE_CACHE": "1"')) == {
        "fwd", "bwd"}
    assert changed("spec", lambda t: t.replace('return 8 if self.has_residual else 16',
                                               'return 8 if self.has_residual else 12')) == {
        "fwd", "bwd"}
    assert changed("config", lambda t: t.replace("WAVE_SIZE = 64", "WAVE_SIZE = 32")) == {
        "fwd", "bwd"}
    for module in ("spec", "config", "compile", "cache", "prebuilt"):
        assert changed(module) == set(), module
    assert changed("compile", lambda t: t.replace('CACHE_FORMAT = 2', 'CACHE_FORMAT = 3')) == set()


def test_a_spec_check_relaxed_keeps_every_key_a_property_changed_does_not():
    """KernelSpec's validation (__post_init__, _check_*) admits or refuses a spec and shapes no
    code: relaxing it (to ship a new variant) keeps the keys of those it admitted. A property
    the builders read (kernel_name, the symbol) keys both directions."""
    before = {d: comp.code_digest(d) for d in DIRECTIONS}

    def digests(edit):
        return {d: comp.code_digest(d, _edited({"spec": edit})) for d in DIRECTIONS}

    check = 'if self.tp_phase == "apply" and self.has_residual:'
    assert digests(lambda t: t.replace(check, "if False:")) == before
    renamed = digests(lambda t: t.replace('f"_tp{self.tp_phase}"', 'f"_p{self.tp_phase}"'))
    assert all(renamed[d] != before[d] for d in DIRECTIONS)


def test_a_constant_keys_by_its_value_wherever_it_is_defined():
    """A name bound to plain data is digested by value: spelled otherwise or imported from the op
    table with the same value it keys the same kernels; another value keys others."""
    before = {d: comp.code_digest(d) for d in DIRECTIONS}

    def digests(edit):
        return {d: comp.code_digest(d, _edited({"config": edit})) for d in DIRECTIONS}

    assert digests(lambda t: t.replace("WAVE_SIZE = 64", "WAVE_SIZE = 0x40")) == before
    assert digests(lambda t: t.replace("WAVE_SIZE = 64", "WAVE_SIZE = 65")) != before
    mark = 'RARE_PATH_MARK = "jax_flynorm: rare path"'
    moved = digests(lambda t: t.replace(mark, "from ...._ops import DIRECTIONS as RARE_PATH_MARK"))
    assert moved != before  # ("fwd", "bwd"): another value
    assert digests(lambda t: t.replace(mark, "RARE_PATH_MARK = ('fwd', 'bwd')")) == moved


def test_cache_dir_override(monkeypatch, tmp_path):
    monkeypatch.setenv(comp.CACHE_ENV, str(tmp_path))
    assert comp.cache_dir() == tmp_path


def test_rocm_path_shim_from_path(monkeypatch, tmp_path):
    fake = tmp_path / "bin"
    fake.mkdir()
    lld = fake / "ld.lld-19"
    lld.write_text("#!/bin/sh\n")
    lld.chmod(0o755)
    monkeypatch.setenv("PATH", str(fake))
    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "none"))
    monkeypatch.setenv(comp.CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(toolchain, "_OPT_ROCM", str(tmp_path / "no-rocm"))
    root = comp.find_rocm_path()
    assert (tmp_path / "cache").as_posix() in root
    link = tmp_path / "cache" / "rocm-shim" / "llvm" / "bin" / "ld.lld"
    assert link.resolve() == lld.resolve()


def test_missing_ld_lld_says_how_to_fix(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("ROCM_PATH", str(tmp_path / "none"))
    monkeypatch.setattr(toolchain, "_OPT_ROCM", str(tmp_path / "no-rocm"))
    with pytest.raises(comp.KernelCompileError, match="apt-get install lld-19"):
        comp.find_rocm_path()


def test_missing_flydsl_says_how_to_fix(monkeypatch):
    monkeypatch.setitem(sys.modules, "flydsl", None)
    monkeypatch.setitem(sys.modules, "flydsl.compiler", None)
    with pytest.raises(comp.KernelCompileError, match=r"jax_flynorm\[flydsl\]"):
        comp._import_flydsl()
