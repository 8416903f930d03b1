"""The backward op as one Pallas (Triton) kernel, for NVIDIA GPUs (platform ``cuda``).

XLA splits the portable backward into several fusions that each read the rows again (row sums,
then dx, then the column sums of dy * xhat), which is why plain jnp's backward, reading a saved
f32 xhat, can beat it (benchmarks/README.md). This kernel reads dy and h once: each program walks
a contiguous run of rows (docs/contract.md: rows_per_block = ceil(M / P)), writes dx row block by
row block, and keeps its dweight/dbias sums in registers until it writes its row of the partials,
which `_rows` then sums. The math is the contract's; the forward stays the portable one (XLA's
fusion of it already reads x once).

The portable backward runs the cases the kernel cannot take (per-head weights, N past `MAX_N`,
no rows, 2^31 elements or more, a symbolic shape), those where XLA's fusion of it is the faster
(`faster`), and any call with `row_sums` (a hidden axis split over devices).
"""

from __future__ import annotations

import functools
import math

import jax
import jax.numpy as jnp

from .. import _reference
from .._ops import BwdParams
from . import _rows, xla

f32 = jnp.float32

# A row block is held in registers: past this width one row no longer fits them.
MAX_N = 16384
# The kernel's element offsets are int32.
MAX_ELEMENTS = 2**31 - 1
# Elements of one row block (rows x padded N) a program loads per step, and the partial rows (one
# per program): about two programs per SM of an H200 (132 SMs) keep HBM busy while the f32
# [P, N] partials stay small next to the rows.
BLOCK_ELEMENTS = 4096
PARTIALS = 264
# Where the kernel is faster than the portable forms (see `faster`).
LAYERNORM_MIN_BYTES = 4 << 20
RMSNORM_MAX_ROWS = 4096
RMSNORM_MAX_N = 4096


def _next_pow2(n: int) -> int:
    return 1 << max(0, n - 1).bit_length()


def _kernel(*refs, center: bool, names: tuple, results: tuple, rows: int, n: int,
            rows_per_block: int, block_rows: int, eps: float, weight_offset: float,
            recompute_stats: bool):
    from jax.experimental import pallas as pl
    from jax.experimental.pallas import triton as plgpu

    ins = dict(zip(names, refs[:len(names)]))
    outs = dict(zip(results, refs[len(names):]))
    n_pad = _next_pow2(n)
    cols = jnp.arange(n_pad)
    col_ok = cols < n
    p = pl.program_id(0)
    first = p * rows_per_block
    end = jnp.minimum(first + rows_per_block, rows)
    if "weight" in ins:
        w = plgpu.load(ins["weight"].at[cols], mask=col_ok, other=0.0).astype(f32)
        w = w + f32(weight_offset)

    def step(i, sums):
        r = first + i * block_rows + jnp.arange(block_rows)
        row_ok = r < end
        ok = row_ok[:, None] & col_ok[None, :]
        at = (r[:, None], cols[None, :])

        def rows_of(name):
            return plgpu.load(ins[name].at[at], mask=ok, other=0.0).astype(f32)

        def stat(name):
            return plgpu.load(ins[name].at[r], mask=row_ok, other=0.0)[:, None]

        h, dy = rows_of("h"), rows_of("dy")
        if recompute_stats:  # two-pass statistics of the h read (see _reference.backward_stats)
            mean = h.sum(axis=1, keepdims=True) / n if center else 0.0
            centred = jnp.where(ok, h - mean, 0.0)
            rstd = jax.lax.rsqrt((centred * centred).sum(axis=1, keepdims=True) / n + f32(eps))
        else:
            centred = jnp.where(ok, h - stat("mean"), 0.0) if center else h
            rstd = stat("rstd")
        xhat = centred * rstd
        g = dy * w[None, :] if "weight" in ins else dy
        dx = g - xhat * ((g * xhat).sum(axis=1, keepdims=True) / n)
        if center:
            dx = dx - g.sum(axis=1, keepdims=True) / n
        dx = dx * rstd
        if "dresidual_out" in ins:
            dx = dx + rows_of("dresidual_out")
        plgpu.store(outs["dx"].at[at], dx.astype(outs["dx"].dtype), mask=ok)
        return sums[0] + (dy * xhat).sum(axis=0), sums[1] + dy.sum(axis=0)

    zeros = jnp.zeros((n_pad,), f32)
    steps = pl.cdiv(rows_per_block, block_rows)
    dweight, dbias = jax.lax.fori_loop(0, steps, step, (zeros, zeros))
    if "dweight_partials" in outs:
        plgpu.store(outs["dweight_partials"].at[p, cols], dweight, mask=col_ok)
    if "dbias_partials" in outs:
        plgpu.store(outs["dbias_partials"].at[p, cols], dbias, mask=col_ok)


def launch(params: BwdParams, operands: list, result_shapes: list, *,
           interpret: bool = False) -> list:
    """One backward call on rows [M, N]: the custom-call backends' launch, as a pallas_call."""
    from jax.experimental import pallas as pl
    from jax.experimental.pallas import triton as plgpu

    names, results = params.operands, params.call_results
    rows, n = operands[1].shape
    partials = result_shapes[1].shape[0] if len(result_shapes) > 1 else PARTIALS
    n_pad = _next_pow2(n)
    block_rows = max(1, min(BLOCK_ELEMENTS // n_pad, 16))
    kernel = functools.partial(
        _kernel, center=params.norm.center, names=names, results=results, rows=rows, n=n,
        rows_per_block=-(-rows // partials), block_rows=block_rows, eps=float(params.eps),
        weight_offset=float(params.weight_offset), recompute_stats=params.recompute_stats)
    # About 32 elements of a row block per thread.
    warps = max(4, min(16, block_rows * n_pad // 1024))
    call = pl.pallas_call(kernel, out_shape=list(result_shapes), grid=(partials,),
                          compiler_params=plgpu.CompilerParams(num_warps=warps, num_stages=2),
                          interpret=interpret, name=params.target)
    return list(call(*operands))


def takes(params: BwdParams, h_shape: tuple) -> bool:
    """Whether the kernel can run this backward."""
    rows = h_shape[:-1]
    return (params.vector_ndim == 1 and all(isinstance(d, int) for d in h_shape)
            and 0 < math.prod(rows) and h_shape[-1] <= MAX_N
            and math.prod(h_shape) <= MAX_ELEMENTS)


def faster(params: BwdParams, h_shape: tuple, dtype) -> bool:
    """Whether the kernel beats the portable forms here in both the backward alone and the
    forward+backward of one program (measured on an H200: benchmarks/results/h200-pallas). XLA
    fuses the portable RMSNorm backward with its forward, reading x once for both, which a
    kernel cannot share: past 4096 rows or N > 4096 that wins the forward+backward (0.7-0.9x for
    the kernel). The portable LayerNorm is the faster only for rows of 4 MiB and less (in
    forward+backward: bf16 1024x2048 1.00x plain jnp against the kernel's 0.91x), where its form
    is plain jnp's own graph."""
    rows, n = math.prod(h_shape[:-1]), h_shape[-1]
    if params.norm.center:
        return rows * n * jnp.dtype(dtype).itemsize > LAYERNORM_MIN_BYTES
    return rows <= RMSNORM_MAX_ROWS and n <= RMSNORM_MAX_N


def _partials_target(rows: int, heads: int) -> int:
    return PARTIALS


def backward_with(launch, params: BwdParams, *operands, everywhere: bool = False,
                  **row_sum_options):
    """The kernel where it can run and is the faster (`everywhere`: wherever it can run), else
    the portable backward."""
    h = operands[1]
    if (row_sum_options or not takes(params, h.shape)
            or not (everywhere or faster(params, h.shape, h.dtype))):
        return xla.lower_backward(params, *operands, **row_sum_options)
    return _rows.kernel_backward(launch, _partials_target, params, *operands)


lower_forward = _reference.forward_op
lower_backward = functools.partial(backward_with, launch)


# What the kernel uses of Pallas' Triton backend, which JAX 0.11 deprecates (docs/architecture.md:
# the migration plan). A JAX without it takes the portable backward under `auto`.
TRITON_NAMES = ("CompilerParams", "load", "store")


def unavailable() -> str | None:
    try:
        from jax.experimental.pallas import triton
    except ImportError as err:
        return (f"this JAX ({jax.__version__}) has no Pallas Triton backend: "
                f"jax.experimental.pallas.triton cannot be imported ({err}); "
                "implementation='xla' runs the portable backward")
    missing = [name for name in TRITON_NAMES if not hasattr(triton, name)]
    if missing:
        return (f"this JAX ({jax.__version__})'s Pallas Triton backend lacks "
                f"{', '.join(missing)}; implementation='xla' runs the portable backward")
    return None
