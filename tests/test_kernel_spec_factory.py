"""One KernelSpec factory (kernels/spec.py): the benchmark's cells map to the kernels the lowering
builds for the same call. Each cell's own program (bench/cases.py, as the benchmark times it) is
exported for ROCm with the kernel lookup recording the specs the lowering asks for (no compiling),
and bench/model.py `cell_specs` of the cell's results row must be those specs; the shipped set
(tools/prebuilt.py) is made by the same factory. Before the factory, `cell_specs` built specs of
its own and was checked against itself."""

import itertools

import jax
import pytest

import jax_flynorm
from jax_flynorm._bytes import parse_op
from jax_flynorm.backends import flydsl
from jax_flynorm.backends.flydsl.kernels import spec as spec_module
from jax_flynorm.bench import cases, model, run
from tests.kernel_specs import stand_in_kernel

N, M = 1024, 64
OPS = ("rmsnorm", "layernorm", "rmsnorm+weight+residual", "layernorm+weight+bias+residual",
       "rmsnorm+residual")
DTYPES = ("bfloat16", "float16", "float32")


@pytest.fixture
def lowered(monkeypatch):
    """export(program, *args) -> the KernelSpecs the flydsl lowering asked for, in order."""
    asked = []

    def record(spec, rows):
        asked.append(spec)
        return stand_in_kernel(spec, rows)

    monkeypatch.setattr(flydsl, "_kernel", record)
    # Unshipped cells too, where FlyDSL is not installed (the wheel's stages): nothing compiles.
    monkeypatch.setattr(flydsl, "compiler_unavailable", lambda: None)

    def export(arch, program, *args):
        monkeypatch.setenv(flydsl.ARCH_ENV, arch)
        asked.clear()
        jax.export.export(program, platforms=["rocm"],
                          disabled_checks=jax_flynorm.export_disabled_checks())(*args)
        return list(asked)

    return export


def _row(op, dtype, direction, mode=None):
    spec = parse_op(op)
    row = {"op": spec.name, "norm": spec.norm, "weight": spec.weight, "bias": spec.bias,
           "residual": spec.residual, "dtype": dtype, "M": M, "N": N, "direction": direction}
    return run._quant_base(row, mode) if mode else row


@pytest.mark.parametrize("arch", spec_module.ARCHS)
@pytest.mark.parametrize("op,dtype", list(itertools.product(OPS, DTYPES)))
def test_a_cell_maps_to_the_kernels_the_lowering_builds(op, dtype, arch, lowered):
    case = cases.Case(parse_op(op), "flydsl")
    args, ct = cases.make_inputs(parse_op(op), M, N, dtype, 0, jax.random.key(0))
    for direction, program, operands in (("fwd", case.fwd, (args,)),
                                         ("fwdbwd", case.fwdbwd, (args, ct)),
                                         ("grad", case.grad, (args,))):
        want = lowered(arch, program, *operands)
        assert [s.direction for s in want] == list(model.DIRECTIONS[direction])
        assert model.cell_specs(_row(op, dtype, direction), arch) == want, (op, direction)


@pytest.mark.parametrize("arch", spec_module.ARCHS)
@pytest.mark.parametrize("op,mode", list(itertools.product(
    ("rmsnorm", "rmsnorm+weight+residual", "layernorm"), cases.QUANT_MODES)))
def test_a_quantized_cell_maps_to_the_kernel_the_lowering_builds(op, mode, arch, lowered):
    mode = cases.QUANT_MODES[mode]
    spec = parse_op(op)
    case = cases.QuantCase(spec, mode, "flydsl",
                           cases.quant_operands(mode, N, "bfloat16", jax.random.key(1)))
    args, _ = cases.make_inputs(spec, M, N, "bfloat16", 0, jax.random.key(0))
    (want,) = lowered(arch, case.fwd, {**args, **case.extra})
    assert model.cell_specs(_row(op, "bfloat16", "fwd", mode), arch) == [want]
    assert cases.quant_kernel_spec(spec, mode, N, "bfloat16", arch) == want


def test_the_lowering_and_the_description_share_the_statistics_rule():
    """LayerNorm after a 16-bit residual recomputes its statistics in the backward (one rule:
    FwdParams.recomputes_stats); RMSNorm, an f32 residual and a tensor-parallel phase do not."""
    def bwd(op, residual, **kw):
        return spec_module.described_spec(op, "bwd", 4096, "gfx950", "bf16", weight="bf16",
                                          residual=residual, **kw).recompute_stats

    assert bwd("layernorm", "bf16") and bwd("layernorm", "bfloat16", prenorm=False)
    assert not bwd("layernorm", "f32") and not bwd("layernorm", None)
    assert not bwd("rmsnorm", "bf16")
    assert not bwd("layernorm", "bf16", tp_phase="apply")


def test_one_dtype_table():
    assert spec_module.short_dtype("bfloat16") == spec_module.short_dtype("bf16") == "bf16"
    assert spec_module.short_dtype(jax.numpy.dtype("float8_e4m3fnuz")) == "f8e4m3fnuz"
    with pytest.raises(ValueError, match="scale groups of 128 columns need a dynamically"):
        spec_module.described_spec("rmsnorm", "fwd", 4096, "gfx950", "bf16", quant="i8",
                                   static_scale=True, group_size=128)
