"""Forward kernel builder shared by RMSNorm and LayerNorm (see docs/contract.md)."""


import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, range_constexpr

from . import _device as dev
from .config import LaunchConfig
from .spec import KernelSpec


def build_forward(spec: KernelSpec, cfg: LaunchConfig):
    """Return the ``@flyc.jit`` launcher of one forward kernel.

    Per row (f32): h = x (+ residual); LayerNorm subtracts the two-pass mean; rstd from the
    mean square; y = (h - mean) * rstd * (w + weight_offset) + b. eps and M are runtime
    arguments; weight_offset is a compile-time constant of the spec. With ``spec.heads`` > 1
    weight and bias hold one row per head and row r reads row r % heads (a launch starts at a
    multiple of heads, so its local row index gives the head).
    """
    layernorm = spec.op == "layernorm"
    n, vec, tpr, rpb, chunks = spec.n, cfg.vec, cfg.threads_per_row, cfg.rows_per_block, cfg.chunks
    nvec = n // vec
    ragged = nvec % tpr != 0
    inv_n = 1.0 / n
    xdt, odt = spec.x_dtype, spec.out_dtype
    rdt, rodt = spec.residual_dtype, spec.residual_out_dtype
    wdt, bdt = spec.weight_dtype, spec.bias_dtype
    has_res, has_w, has_b = spec.has_residual, spec.has_weight, spec.has_bias
    heads = spec.heads
    block = cfg.block_threads

    @flyc.kernel(name=spec.kernel_name, known_block_size=[block, 1, 1])
    def kernel(x: fx.Pointer, residual: fx.Pointer, weight: fx.Pointer, bias: fx.Pointer,
               y: fx.Pointer, residual_out: fx.Pointer, mean: fx.Pointer, rstd: fx.Pointer,
               M: fx.Int32, eps: fx.Float32):
        tid = fx.thread_idx.x
        bid = fx.block_idx.x
        lane = tid % tpr
        grp = tid // tpr
        row = bid * rpb + grp
        tile_row = fx.Int64(bid) * rpb
        if const_expr(not cfg.wave_reduce_only):
            reducer = dev.BlockReducer(block, 1)

        def row_sum(v):
            if const_expr(cfg.wave_reduce_only):
                return dev.group_sum([v], tpr)[0]
            return reducer([v], tid)[0]

        x_r = dev.resource(x, tile_row * n)
        y_r = dev.resource(y, tile_row * n)
        if const_expr(has_res):
            r_r = dev.resource(residual, tile_row * n)
            ro_r = dev.resource(residual_out, tile_row * n)
        if const_expr(has_w):
            w_r = dev.resource(weight, 0)
        if const_expr(has_b):
            b_r = dev.resource(bias, 0)
        # Element e of this row's weight and bias row (a block's rows may span heads).
        w_row = (row % heads) * n if const_expr(heads > 1) else None

        def vector_index(e):
            return e if const_expr(heads == 1) else w_row + e

        rstd_r = dev.resource(rstd, tile_row)
        if const_expr(layernorm):
            mean_r = dev.resource(mean, tile_row)

        def vindex(c, maybe_ragged=True):
            return dev.chunk_index(lane, c, tpr, vec, nvec, ragged and maybe_ragged)

        def load_h(e, store_residual, valid):
            h = dev.load_f32(x_r, xdt, grp * n + e, vec)
            if const_expr(has_res):
                h = h + dev.load_f32(r_r, rdt, grp * n + e, vec)
                if const_expr(store_residual):
                    dev.when(valid, lambda: dev.store_f32(ro_r, rodt, grp * n + e, h, vec))
            return h

        def finish(h, e, valid, mu, rs):
            if const_expr(layernorm):
                out = (h - dev.splat(mu, vec)) * rs
            else:
                out = h * rs
            if const_expr(has_w):
                out = out * dev.plus(dev.load_f32(w_r, wdt, vector_index(e), vec),
                                     spec.weight_offset, vec)
            if const_expr(has_b):
                out = out + dev.load_f32(b_r, bdt, vector_index(e), vec)
            dev.when(valid, lambda: dev.store_f32(y_r, odt, grp * n + e, out, vec))

        if row < M:
            mu = fx.Float32(0.0)
            if const_expr(cfg.cached):
                index = [vindex(c, c == chunks - 1) for c in range_constexpr(chunks)]
                # Every chunk is loaded before residual_out is stored: a store between them
                # would hold the next chunk's loads back (the buffers may alias). Not with
                # several rows per block and more than two chunks: there the scheduler then
                # issues the loads one at a time (ISA: 16 instead of 32 B in flight per lane).
                late = not (rpb > 1 and chunks > 2)
                hs = [load_h(e, not late, valid) for valid, e in index]
                if const_expr(has_res and late):
                    for (valid, e), h in zip(index, hs):
                        # FlyDSL's branch dispatch passes arguments to the callable, so the
                        # chunk is bound by a closure (invoked at once), not by defaults.
                        dev.when(valid, lambda: dev.store_f32(ro_r, rodt, grp * n + e, h,  # noqa: B023
                                                              vec))
                s = fx.Float32(0.0)
                for (valid, _e), h in zip(index, hs):
                    if const_expr(layernorm):
                        s = s + dev.masked(valid, dev.hsum(h, vec))
                    else:
                        s = s + dev.masked(valid, dev.hsum(h * h, vec))
                if const_expr(layernorm):
                    mu = row_sum(s) * inv_n
                    s = fx.Float32(0.0)
                    for c in range_constexpr(chunks):
                        valid, e = vindex(c, c == chunks - 1)
                        d = hs[c] - dev.splat(mu, vec)
                        s = s + dev.masked(valid, dev.hsum(d * d, vec))
                rs = dev.rsqrt(row_sum(s) * inv_n + eps)
                for c in range_constexpr(chunks):
                    valid, e = vindex(c, c == chunks - 1)
                    finish(hs[c], e, valid, mu, rs)
            else:
                s = fx.Float32(0.0)
                for c in range(chunks):
                    valid, e = vindex(c)
                    h = load_h(e, True, valid)
                    if const_expr(layernorm):
                        s = s + dev.masked(valid, dev.hsum(h, vec))
                    else:
                        s = s + dev.masked(valid, dev.hsum(h * h, vec))
                if const_expr(layernorm):
                    mu = row_sum(s) * inv_n
                    s = fx.Float32(0.0)
                    for c in range(chunks):
                        valid, e = vindex(c)
                        d = load_h(e, False, valid) - dev.splat(mu, vec)
                        s = s + dev.masked(valid, dev.hsum(d * d, vec))
                rs = dev.rsqrt(row_sum(s) * inv_n + eps)
                for c in range(chunks):
                    valid, e = vindex(c)
                    finish(load_h(e, False, valid), e, valid, mu, rs)

            def store_stats():
                dev.store_f32(rstd_r, "f32", grp, rs, 1)
                if const_expr(layernorm):
                    dev.store_f32(mean_r, "f32", grp, mu, 1)

            dev.when(lane == 0, store_stats)

    @flyc.jit
    def launch(x: fx.Pointer, residual: fx.Pointer, weight: fx.Pointer, bias: fx.Pointer,
               y: fx.Pointer, residual_out: fx.Pointer, mean: fx.Pointer, rstd: fx.Pointer,
               M: fx.Int32, eps: fx.Float32, stream: fx.Stream = fx.Stream(None)):  # noqa: B008
        kernel(x, residual, weight, bias, y, residual_out, mean, rstd, M, eps).launch(
            grid=((M + (rpb - 1)) // rpb, 1, 1), block=(block, 1, 1), stream=stream)

    pointer_dtypes = {
        "x": xdt, "residual": rdt, "weight": wdt, "bias": bdt, "y": odt,
        "residual_out": rodt, "mean": "f32", "rstd": "f32",
    }
    return launch, pointer_dtypes
