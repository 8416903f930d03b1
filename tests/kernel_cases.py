"""The kernel matrix the emulator suite runs as LLVM IR and the machine-code suite (and
`python -m tests.machine_code.matrix`) as machine code: every code path of both directions at its
N, the dtypes, and the operand flags."""

from tests.kernel_specs import make_spec

ARCHS = ("gfx942", "gfx950")
OPS = [(op, d) for op in ("rmsnorm", "layernorm") for d in ("fwd", "bwd")]
# N -> path (bf16): 8: one lane per row; 64: 8 lanes per row; 760: ragged multi-row;
# 761: scalar; 762, 764: vec2, vec4; 2048: largest multi-row forward; 4096, 7168: block
# reduction, cached; 12288: 768-thread backward (12 waves), cached; 66000: both directions
# re-read the row (backward: groups of 3 chunks, ragged); 32768 (backward only): groups of 2.
PATH_NS = (8, 64, 760, 761, 762, 764, 2048, 4096, 7168, 12288, 66000)
DTYPES = (("f32", "f32"), ("f16", "f16"), ("bf16", "f32"))
FLAGS = [(r, w, b) for r in (False, True) for w in (False, True) for b in (False, True)]


PATH_CASES = [(op, d, n, arch) for op, d in OPS for arch in ARCHS for n in PATH_NS]
PATH_CASES += [("rmsnorm", "bwd", 32768, "gfx942"), ("layernorm", "bwd", 32768, "gfx950")]
DTYPE_CASES = [(op, d, n, dt, wdt, arch) for op, d in OPS for arch in ARCHS
               for n in (760, 761, 4096) for dt, wdt in DTYPES]
FLAG_CASES = [(op, d, f) for op, d in OPS for f in FLAGS]


def all_specs():
    yield from (make_spec(op, d, n, "bf16", arch) for op, d, n, arch in PATH_CASES)
    yield from (make_spec(op, d, n, dt, arch, wdt) for op, d, n, dt, wdt, arch in DTYPE_CASES)
    for i, (op, d, (r, w, b)) in enumerate(FLAG_CASES):
        yield make_spec(op, d, 768, "bf16", ARCHS[i % 2], residual=r, weight=w, bias=b)
