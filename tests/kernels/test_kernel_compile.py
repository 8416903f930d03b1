"""Compile the FlyDSL kernels for gfx942 and gfx950 and inspect the code objects (no GPU needed).

Grid-reduction rationale: one compile takes ~1.5-2.5 s on a 2-core CI machine, and the full
product (2 ops x 2 directions x 2 arches x 12 hidden sizes x 4 dtype sets x flag sets) would take
hours. Instead three sweeps each vary one axis against a fixed background, so every value of
every axis is compiled at least once for both arches:
  * hidden sizes: every N in HIDDEN_SIZES for every op/direction and both arches (bf16, all
    operands present);
  * dtypes: bf16, f16, f32 and bf16 x with f32 weight, at N=4096 and N=760, every op/direction
    and both arches;
  * flags: every combination of residual/weight/bias for every op/direction at N=3584 (bf16),
    alternating the arch;
  * options: a weight offset, and weight dtypes independent of x's (f32 x with a bf16 weight,
    bf16 x with an f16 weight), every op/direction on both arches at N=4096; per-head weights
    (8 heads of N=128, QK-norm's shape, and 2 heads of the tightest register budget, N=12288);
  * the backward recomputing its statistics: every N of HIDDEN_SIZES (bf16) and f16 at a
    cached and a re-reading N, both ops and arches;
  * quantized forwards: every quantized dtype on both archs per token (the ISA converts the
    arch's own fp8 format with v_cvt_pk_fp8_f32, and the other through it too: gfx942 e4m3fn
    through its fnuz conversion, gfx950 e4m3fnuz through its fn one), and the modes and
    options (per group in each group layout, the per-tensor scale, smooth-quant, a residual,
    per-head weights, a weight offset, no weight, the scalar and re-reading rows) once each.
FlyDSL is an optional dependency: these tests skip without it unless FLYNORM_REQUIRE_FLYDSL=1.
"""

import dataclasses
import multiprocessing
import os

import pytest

from jax_flynorm.backends.flydsl.kernels import compile as comp
from jax_flynorm.backends.flydsl.kernels.spec import kernel_args
from tests.kernel_specs import FP8_DTYPES, make_quant_spec, make_spec
from tools.perf_model import isa_listing

if os.environ.get("FLYNORM_REQUIRE_FLYDSL") != "1":
    pytest.importorskip("flydsl")
    pytest.importorskip("torch")

from tools.perf_model.report import analyze  # noqa: E402

ARCHS = ("gfx942", "gfx950")
OPS = [(op, d) for op in ("rmsnorm", "layernorm") for d in ("fwd", "bwd")]
HIDDEN_SIZES = (768, 1024, 2048, 3584, 4096, 5120, 7168, 8192, 12288, 16384, 760, 65536)
DTYPES = (("bf16", "bf16"), ("f16", "f16"), ("f32", "f32"), ("bf16", "f32"))
VECTOR_SIZES = (3584, 5120, 7168, 12288)


@pytest.fixture(scope="session", autouse=True)
def kernel_cache(tmp_path_factory):
    """A per-session cache, or the one that FLYNORM_TEST_KERNEL_CACHE names (.ci/run: one new
    cache that all its stages share, so a kernel another suite compiled is not compiled again;
    every kernel is still compiled once in the run, from the current sources)."""
    path = os.environ.get("FLYNORM_TEST_KERNEL_CACHE") or tmp_path_factory.mktemp("kernel-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(comp.CACHE_ENV, str(path))
        yield path


def check_code_object(spec):
    kernel = comp.compile_kernel(spec)
    info = analyze(kernel)
    cfg = kernel.config
    # The code object targets the requested arch (e_flags and the metadata note agree).
    assert info["elf_target"] == spec.arch
    assert info["target"].endswith(spec.arch)
    # No scratch: nothing spilled, no private segment.
    assert info["scratch"] == 0 and info["spills"] == 0 and info["scratch_insts"] == 0
    # The ABI the launcher packs is the one in the code object.
    assert info["name"] == kernel.symbol
    assert info["kernarg_size"] == kernel.kernarg_size
    got = [(a[".offset"], a[".size"]) for a in info["args"]]
    assert got == [(a.offset, a.size) for a in kernel_args(spec)]
    assert info["reqd_workgroup_size"][:1] == [cfg.block_threads]
    assert info["lds"] <= 64 * 1024
    # Vector path: 128-bit row loads and stores (a quantized y: one byte per element of a vector).
    io_bytes = spec.io_bytes
    if spec.n % (16 // io_bytes) == 0:
        assert cfg.vec * io_bytes == 16
        assert info["max_load_bits"] == 128
        if spec.quant_dtype is None or spec.has_residual:
            assert info["max_store_bits"] == 128
        else:
            # A vector's codes, or a row held by one thread whose chunks' stores merge.
            assert cfg.vec * 8 <= info["max_store_bits"] <= 128
            assert info["max_store_bits"] == cfg.vec * 8 or cfg.threads_per_row == 1
    bf16_out = (spec.out_dtype if spec.direction == "fwd" else spec.h_dtype) == "bf16"
    if bf16_out:
        # gfx950 converts with v_cvt_pk_bf16_f32; gfx942 has no such instruction and rounds
        # to nearest even in software.
        assert info["cvt_pk_bf16"] == (spec.arch == "gfx950")
    return kernel, info


@pytest.mark.parametrize("dt", ("bf16", "f32"))
def test_scalar_path_for_odd_hidden_size(dt):
    kernel, info = check_code_object(make_spec("layernorm", "fwd", 761, dt, "gfx950"))
    assert kernel.config.vec == 1
    assert info["max_load_bits"] <= 32


def test_largest_hidden_size_loops_over_the_row():
    for direction in ("fwd", "bwd"):
        kernel, _ = check_code_object(make_spec("rmsnorm", direction, 262144, "bf16", "gfx942"))
        assert not kernel.config.cached


def test_cache_hit_returns_the_same_code_object(monkeypatch, tmp_path):
    monkeypatch.setenv(comp.CACHE_ENV, str(tmp_path))  # empty: the first call compiles
    spec = make_spec("rmsnorm", "fwd", 4096, "bf16", "gfx942")
    first = comp.compile_kernel(spec)
    second = comp.compile_kernel(spec)
    assert first.hsaco == second.hsaco and first.key == second.key


def _compile_in_child(spec, cache, queue):
    os.environ[comp.CACHE_ENV] = cache
    try:
        queue.put(comp.compile_kernel(spec).hsaco)
    except BaseException as exc:  # report any failure to the parent
        queue.put(repr(exc))


def test_two_processes_compiling_the_same_key(tmp_path):
    spec = make_spec("layernorm", "bwd", 2048, "f16", "gfx950")
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_compile_in_child, args=(spec, str(tmp_path), queue))
             for _ in range(2)]
    for p in procs:
        p.start()
    results = [queue.get(timeout=300) for _ in procs]
    for p in procs:
        p.join(timeout=60)
    assert all(isinstance(r, bytes) for r in results), results
    assert results[0] == results[1]
    assert len(list(tmp_path.glob("*.hsaco"))) == len(list(tmp_path.glob("*.json"))) == 1
    assert not list(tmp_path.glob("*.tmp"))


QUANT_OPTIONS = {
    "group_lanes": dict(op="layernorm", n=4096, arch="gfx950", qdt="f8e4m3fnuz", group_size=128),
    "group_chunks": dict(op="rmsnorm", n=8192, arch="gfx942", qdt="i8", group_size=2048),
    "group_waves": dict(op="rmsnorm", n=16384, arch="gfx950", qdt="f8e4m3fn", group_size=1024),
    "static_smooth_residual": dict(op="rmsnorm", n=4096, arch="gfx942", qdt="f8e4m3fn",
                                   static=True, smooth=True, residual=True, bias=True),
    "heads": dict(op="layernorm", n=128, arch="gfx942", qdt="f8e4m3fnuz", heads=8,
                  group_size=64),
    "no_weight_scalar": dict(op="layernorm", n=761, arch="gfx950", qdt="i8", weight=False),
    "rereading": dict(op="rmsnorm", n=2 * 65536 + 512, arch="gfx942", qdt="f8e4m3fnuz",
                      group_size=128, smooth=True),
}


def test_a_compiler_diagnostic_fails_the_build():
    # gfx1100 (wave32) lacks an intrinsic the reductions use: LLVM prints "error: ..." on the
    # process's stderr yet still emits a code object; the build must fail, naming it.
    spec = make_spec("rmsnorm", "fwd", 256, "f32", "gfx942")
    spec = dataclasses.replace(spec, arch="gfx1100")
    with pytest.raises(comp.KernelCompileError, match=r"(?s)errors building .* for gfx1100:.*"
                                                      r"requires target feature"):
        comp.compile_kernel(spec, use_cache=False)


class TestHiddenSizes:
    """Every hidden size, both ops and archs: the forward and backward, and the backward
    recomputing its statistics (a class of its own: pytest-xdist --dist loadscope gives each class
    to one worker, and the module in one piece was one worker's longest stretch)."""

    @pytest.mark.parametrize("arch", ARCHS)
    @pytest.mark.parametrize("op,direction", OPS)
    @pytest.mark.parametrize("n", HIDDEN_SIZES)
    def test_compile_hidden_sizes(self, n, op, direction, arch):
        kernel, _ = check_code_object(make_spec(op, direction, n, "bf16", arch))
        if n in VECTOR_SIZES:
            assert kernel.config.vec == 8

    @pytest.mark.parametrize("arch", ARCHS)
    @pytest.mark.parametrize("op", ("rmsnorm", "layernorm"))
    @pytest.mark.parametrize("n,dt", [(n, "bf16") for n in HIDDEN_SIZES] + [(760, "f16"),
                                                                           (65536, "f16")])
    def test_compile_recompute_stats(self, n, dt, op, arch):
        spec = dataclasses.replace(make_spec(op, "bwd", n, dt, arch), recompute_stats=True)
        kernel, _ = check_code_object(spec)
        assert kernel.symbol.endswith("_recompute") and kernel.args[-1].name == "eps"


class TestVariants:
    """The dtypes, operand flags, options and quantized forwards."""

    @pytest.mark.parametrize("arch", ARCHS)
    @pytest.mark.parametrize("op,direction", OPS)
    @pytest.mark.parametrize("n", (4096, 760))
    @pytest.mark.parametrize("dt,wdt", DTYPES)
    def test_compile_dtypes(self, dt, wdt, n, op, direction, arch):
        check_code_object(make_spec(op, direction, n, dt, arch, wdt))

    @pytest.mark.parametrize("op,direction", OPS)
    @pytest.mark.parametrize("residual", (False, True))
    @pytest.mark.parametrize("weight", (False, True))
    @pytest.mark.parametrize("bias", (False, True))
    def test_compile_flags(self, bias, weight, residual, op, direction):
        arch = ARCHS[(bias + 2 * weight + residual) % 2]
        check_code_object(make_spec(op, direction, 3584, "bf16", arch, residual=residual,
                                    weight=weight, bias=bias))

    @pytest.mark.parametrize("arch", ARCHS)
    @pytest.mark.parametrize("op,direction", OPS)
    @pytest.mark.parametrize("option", ["f32_x_bf16_w", "bf16_x_f16_w", "heads_8", "heads_2"])
    def test_compile_options(self, option, op, direction, arch):
        if option.startswith("heads"):
            n, heads = {"heads_8": (128, 8), "heads_2": (12288, 2)}[option]
            spec = dataclasses.replace(make_spec(op, direction, n, "bf16", arch, "f32"),
                                       heads=heads)
        else:
            dt, wdt = {"f32_x_bf16_w": ("f32", "bf16"), "bf16_x_f16_w": ("bf16", "f16")}[option]
            spec = make_spec(op, direction, 4096, dt, arch, wdt)
        check_code_object(spec)

    @pytest.mark.parametrize("arch", ARCHS)
    @pytest.mark.parametrize("qdt", ("i8", "f8e4m3fn", "f8e4m3fnuz"))
    def test_compile_quantized_dtypes(self, qdt, arch):
        spec = make_quant_spec("rmsnorm", 4096, "bf16", arch, qdt)
        kernel, _ = check_code_object(spec)
        blocks = isa_listing.parse(kernel.isa, kernel.symbol)
        rare = isa_listing.rare_blocks(blocks)
        cvt = [sum(inst.op == "v_cvt_pk_fp8_f32" for inst in b.insts)
               for i, b in enumerate(blocks)]
        typical = sum(c for i, c in enumerate(cvt) if i not in rare)
        if qdt in FP8_DTYPES:
            # Two values per instruction, each converted once on the typical path; a rare side
            # (gfx950's e4m3fnuz rows with a NaN or an Inf) converts them again.
            assert typical == kernel.config.chunks * kernel.config.vec // 2
            assert sum(cvt) - typical in (0, typical)
        else:
            assert sum(cvt) == 0
        # The row's max|y| and y / scale: no approximate reciprocal in place of the division.
        assert "v_div_fixup_f32" in kernel.isa
        assert kernel.symbol.endswith(f"_q{qdt}")

    @pytest.mark.parametrize("option", QUANT_OPTIONS)
    def test_compile_quantized_options(self, option):
        kw = dict(QUANT_OPTIONS[option])
        spec = make_quant_spec(kw.pop("op"), kw.pop("n"), "bf16", kw.pop("arch"), kw.pop("qdt"),
                               **kw)
        kernel, info = check_code_object(spec)
        assert ("v_cvt_pk_fp8_f32" in kernel.isa) == (spec.quant_dtype in FP8_DTYPES)
        if option == "rereading":
            assert not kernel.config.cached
        if option == "no_weight_scalar":
            assert kernel.config.vec == 1 and info["max_store_bits"] <= 32
