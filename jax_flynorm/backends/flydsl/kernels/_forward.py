"""Forward kernel builder shared by RMSNorm and LayerNorm (see docs/contract.md)."""


import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, range_constexpr

from . import _device as dev
from .config import DTYPE_BYTES, QUANT_QMAX, LaunchConfig, group_layout
from .spec import KernelSpec


def build_forward(spec: KernelSpec, cfg: LaunchConfig):
    """Return the ``@flyc.jit`` launcher of one forward kernel.

    Per row (f32): h = x (+ residual); LayerNorm subtracts the two-pass mean; rstd from the
    mean square; y = (h - mean) * rstd * (w + weight_offset) + b. eps, weight_offset and M are
    runtime arguments. A tensor-parallel phase (``spec.tp_phase``) does the first part or the
    last: "stats" writes the shard's sum of h^2 (RMSNorm) or its mean and sum of squared
    deviations (LayerNorm) in rstd and mean, and residual_out; "apply" reads mean and rstd.
    With ``spec.heads`` > 1 weight and bias hold one row per head and row r reads row r % heads
    (a launch starts at a multiple of heads, so its local row index gives the head). A generic
    spec takes N (and the head count H) as launch arguments instead (dev.Shape).
    """
    layernorm = spec.op == "layernorm"
    n, vec, tpr, rpb, chunks = spec.n, cfg.vec, cfg.threads_per_row, cfg.rows_per_block, cfg.chunks
    nvec = n // vec
    ragged = nvec % tpr != 0
    xdt, odt = spec.x_dtype, spec.out_dtype
    rdt, rodt = spec.residual_dtype, spec.residual_out_dtype
    wdt, bdt = spec.weight_dtype, spec.bias_dtype
    has_res, has_w, has_b = spec.has_residual, spec.has_weight, spec.has_bias
    per_head = spec.heads != 1
    block = cfg.block_threads
    qdt = spec.quant_dtype
    quant = qdt is not None
    static, has_smooth, sdt = spec.static_scale, spec.has_smooth, spec.smooth_dtype
    qmax = QUANT_QMAX[qdt] if quant else 0.0
    # The quotient the conversion takes is y / scale times this power of two (1, or for the
    # other e4m3 format its stand-in's), folded into the divisor or the dividend's multiplier.
    qfactor = dev.quotient_factor(qdt, spec.arch) if quant else 1.0
    groups = spec.scale_groups
    # How the scale groups lie on the lanes and chunks (config.group_layout); a row (per
    # token, or the static scale's amax) is one "chunks" group of every chunk.
    layout, width = (group_layout(cfg, n, spec.group_size) if quant and spec.group_size
                     else ("chunks", chunks))
    if quant and layout == "chunks" and groups > 1 and not cfg.cached:
        raise ValueError(f"{spec.kernel_name}: scale groups of whole chunks need a cached row")
    # Groups of one chunk on 2 to 64 lanes, an even number of chunks per lane: their maxima are
    # reduce-scattered (at least one halving, else no lane would divide less).
    group_lanes = width if layout == "lanes" else tpr
    scattered = (quant and cfg.cached and groups > 1 and chunks % 2 == 0
                 and 2 <= group_lanes <= 64
                 and (layout == "lanes" or (width == 1 and cfg.wave_reduce_only)))
    # gfx950's e4m3fnuz per row: rows whose amax is finite skip the NaN fix-up (a rare side
    # redoes the maxima, so a block reduction must see one row per block).
    finite_path = (quant and not static and groups == 1 and cfg.cached and layout == "chunks"
                   and dev.finite_fast_path(qdt, spec.arch)
                   and (cfg.wave_reduce_only or rpb == 1))
    # Values one block reduction carries: the row's sums, or the epilogue's group maxima.
    nreduce = groups if quant and layout == "chunks" and cfg.cached and not scattered else 1
    Dim = fx.Int32 if spec.generic else fx.Constexpr[int]  # noqa: N806  (dev.Shape)
    # A generic kernel masks the lanes past N by the buffer range check (dev.resource's bound):
    # loads there read 0, stores are dropped, no select or branch per value. Rows of a wave or
    # more take a resource per row bounded at N; several rows per wave share bounded tiles, each
    # ragged chunk's lanes past N pointing past the bound (dev.chunk_index).
    hw = spec.generic
    # A tensor-parallel phase (spec.TP_PHASES): "stats" writes the shard's sums, not y; "apply"
    # reads the merged statistics instead of computing them.
    phase = spec.tp_phase
    per_row = hw and tpr >= dev.WAVE_SIZE
    masking = "select" if not hw else ("bound" if per_row else "offset")

    @flyc.kernel(name=spec.kernel_name, known_block_size=[block, 1, 1])
    def kernel(x: fx.Pointer, residual: fx.Pointer, weight: fx.Pointer, bias: fx.Pointer,
               smooth: fx.Pointer, quant_scale: fx.Pointer, mean: fx.Pointer, rstd: fx.Pointer,
               y_scale: fx.Pointer, y_amax: fx.Pointer, y: fx.Pointer, residual_out: fx.Pointer,
               M: fx.Int32, eps: fx.Float32, weight_offset: fx.Float32, N: Dim, H: Dim):
        shape = dev.Shape(spec, cfg, N, H)
        tid = fx.thread_idx.x
        bid = fx.block_idx.x
        lane = tid % tpr
        grp = tid // tpr
        row = bid * rpb + grp
        tile_row = fx.Int64(bid) * rpb
        if const_expr(not cfg.wave_reduce_only):
            reducer = dev.BlockReducer(block, nreduce)

        def row_sum(v):
            if const_expr(cfg.wave_reduce_only):
                return dev.group_sum([v], tpr)[0]
            return reducer([v], tid)[0]

        def row_max(v):
            if const_expr(cfg.wave_reduce_only):
                return dev.group_max([v], tpr)[0]
            return reducer([v], tid, "max")[0]

        def lanes_max(values, lanes):
            """Maxima of ``values`` over aligned groups of ``lanes`` lanes of one row."""
            if const_expr(lanes <= 64):
                return dev.group_max(values, lanes)
            return reducer(values, tid, "max", lanes)

        if const_expr(per_row):
            # The row index is wave-uniform (a row per wave or more): scalar resources per row,
            # bounded at its N elements, and per head for the weight and bias.
            row_u = dev.uniform_i32(row)
            row_base = fx.Int64(row_u) * shape.n64
            vec_base = fx.Int64(row_u % shape.heads) * shape.n64 if const_expr(per_head) else 0

        def rows(ptr, dt):
            """The resource of a per-row operand's rows (a tile of them, or this row)."""
            if const_expr(per_row):
                return dev.resource(ptr, row_base, shape.n * DTYPE_BYTES[dt])
            if const_expr(hw):
                return dev.resource(ptr, tile_row * shape.n64, rpb * shape.n * DTYPE_BYTES[dt])
            return dev.resource(ptr, tile_row * shape.n64)

        def vector(ptr, dt, per_head_rows=False):
            """The resource of an [N] vector (weight and bias: [heads, N])."""
            if const_expr(not hw):
                return dev.resource(ptr, 0)
            if const_expr(per_head_rows and per_row):
                return dev.resource(ptr, vec_base, shape.n * DTYPE_BYTES[dt])
            heads_ = shape.heads if const_expr(per_head_rows and per_head) else 1
            return dev.resource(ptr, 0, heads_ * shape.n * DTYPE_BYTES[dt])

        x_r = rows(x, xdt)
        y_r = rows(y, odt)
        if const_expr(has_res):
            r_r = rows(residual, rdt)
            ro_r = rows(residual_out, rodt)
        if const_expr(has_w):
            w_r = vector(weight, wdt, True)
        if const_expr(has_b):
            b_r = vector(bias, bdt, True)
        # Element e of this row's weight and bias row (a block's rows may span heads).
        w_row = (row % shape.heads) * shape.n if const_expr(per_head and not per_row) else None

        def vector_index(e):
            return w_row + e if const_expr(per_head and not per_row) else e

        rstd_r = dev.resource(rstd, tile_row)
        if const_expr(layernorm):
            mean_r = dev.resource(mean, tile_row)
        if const_expr(has_smooth):
            sm_r = vector(smooth, sdt)
        if const_expr(quant and static):
            qs_r = dev.resource(quant_scale, 0)
            amax_r = dev.resource(y_amax, tile_row)
        if const_expr(quant and not static):
            # A generic kernel's scales per row follow its N (groups: its class's largest N).
            row_groups = (shape.n // spec.group_size if const_expr(spec.generic and groups > 1)
                          else groups)
            scale_r = dev.resource(y_scale, tile_row * row_groups)

        def vindex(c, maybe_ragged=True):
            return dev.chunk_index(lane, c, tpr, vec, shape.nvec,
                                   shape.ragged(c) if const_expr(spec.generic)
                                   else ragged and maybe_ragged, masking)

        def kept(valid):
            """What masks a chunk's stores and sums: nothing where the hardware does."""
            return True if const_expr(hw) else valid

        def centre(valid, mu):
            """The mean a chunk's values are centred on: 0 on the lanes past N (whose h the
            hardware reads as 0) where nothing else masks them, so their deviations are 0."""
            if const_expr(hw and layernorm and valid is not True):
                return valid.select(mu, fx.Float32(0.0))
            return mu

        # Whether a cached row loads its weight (bias, smooth) with its values (vectors_of): where
        # the registers a lane has (256, 128 in a block of 1024 threads, whose 4 waves a SIMD
        # share them) hold all its loads, its f32 values (a quantized row keeps them as loaded)
        # and 32 more; not in the quantized LayerNorm. Past that LLVM parks values in AGPRs (a
        # VALU move each: the smooth-quant rows) or scratch (rows of 64 values a lane in 1024
        # threads), and the quantized LayerNorm's issue-bound epilogue slows by 5-10% at large
        # M: those load a chunk's vectors with its epilogue, as the re-reading rows do.
        loaded = sum(DTYPE_BYTES[d] for d, on in ((xdt, True), (rdt, has_res), (wdt, has_w),
                                                  (bdt, has_b), (sdt, has_smooth)) if on)
        need = chunks * vec * (loaded / 4 + (0 if quant else 1)) + 32
        prefetch = need <= min(256, 512 // -(-block // 256)) and not (quant and layernorm)

        # This row's first element in the tile's buffers (0 in its own).
        row_off = 0 if const_expr(per_row) else grp * shape.n

        def row_loads(e):
            """The loads of a chunk's x and residual (load_raw; None without a residual)."""
            return (dev.load_raw(x_r, xdt, row_off + e, vec),
                    dev.load_raw(r_r, rdt, row_off + e, vec) if const_expr(has_res) else None)

        def load_h(e, store_residual, valid, raw=None):
            """h of the chunk at e (``raw``: its row_loads, else loaded here)."""
            x_, r_ = row_loads(e) if raw is None else raw
            h = dev.widen(x_, xdt, vec)
            if const_expr(has_res):
                h = h + dev.widen(r_, rdt, vec)
                if const_expr(store_residual):
                    dev.when(kept(valid),
                             lambda: dev.store_f32(ro_r, rodt, row_off + e, h, vec))
            return h

        def vectors_of(e):
            """(weight, bias, smooth) of the chunk at e as loaded (dev.load_raw; None where the
            kernel has none). A cached row loads them with its values, before the reduction:
            its block then waits for one round trip of loads, not one more per chunk, and its
            stores wait on no load."""
            w_ = dev.load_raw(w_r, wdt, vector_index(e), vec) if const_expr(has_w) else None
            b_ = dev.load_raw(b_r, bdt, vector_index(e), vec) if const_expr(has_b) else None
            s_ = dev.load_raw(sm_r, sdt, e, vec) if const_expr(has_smooth) else None
            return w_, b_, s_

        def normed(h, e, mu, rs, pre=None):
            """The f32 y of one chunk: normalised, scaled by the weight, shifted by the bias
            (``pre``: the chunk's vectors_of, else loaded here). The weight comes in as
            rs * (w + weight_offset), one FMA per value with the row's rs * weight_offset: the
            run-time offset costs no instruction per value. The quantized epilogue, issue-bound,
            applies scale and bias in one FMA (y then rounds once there, not twice)."""
            if const_expr(pre is None):  # loaded here: the bias, then the weight
                b_ = dev.load_raw(b_r, bdt, vector_index(e), vec) if const_expr(has_b) else None
                w_ = dev.load_raw(w_r, wdt, vector_index(e), vec) if const_expr(has_w) else None
            else:
                w_, b_, _s = pre
            centred = h - dev.splat(mu, vec) if const_expr(layernorm) else h
            if const_expr(has_b):
                b_ = dev.widen(b_, bdt, vec)
            if const_expr(has_w):
                scale = dev.fma(dev.widen(w_, wdt, vec), dev.splat(rs, vec),
                                dev.splat(rs * weight_offset, vec), vec)
                if const_expr(quant and has_b):
                    return dev.fma(centred, scale, b_, vec)
                out = centred * scale
            else:
                out = centred * rs
            if const_expr(has_b):
                out = out + b_
            return out

        def finish(h, e, valid, mu, rs, pre=None):
            out = normed(h, e, mu, rs, pre)
            dev.when(kept(valid), lambda: dev.store_f32(y_r, odt, row_off + e, out, vec))

        def y_of(h, e, mu, rs, pre=None):
            """y (times smooth) of one chunk, for the quantized epilogue."""
            out = normed(h, e, mu, rs, pre)
            if const_expr(has_smooth):
                s_ = dev.load_raw(sm_r, sdt, e, vec) if const_expr(pre is None) else pre[2]
                out = out * dev.widen(s_, sdt, vec)
            return out

        def local_max(valid, out, keep_nan=False):
            return dev.masked(kept(valid), dev.abs_max(out, vec, keep_nan))

        def divisor(amax):
            """(scale, the divider of y) of a group with this amax; a subnormal scale is 0.
            With a normal scale every |y / scale| is within an ulp of qmax at most."""
            scale = amax / qmax
            zero = scale < dev.F32_MIN
            d = zero.select(fx.Float32(1.0), scale)
            if const_expr(qfactor != 1.0):
                # A power of two: exact, but for a scale / 2 below 2^-126 (a scale where a
                # value may be a step off anyway: docs/contract.md).
                d = d * (1.0 / qfactor)
            return zero.select(fx.Float32(0.0), scale), dev.divider(d)

        def store_q(valid, e, q, finite=False):
            words = dev.quantized_words(q, vec, qdt, spec.arch, finite)
            dev.when(kept(valid), lambda: dev.store_bytes(y_r, row_off + e, words, vec))

        def static_divisor(s_=None):
            """(what y is multiplied by, the divider) of the per-tensor scale ``s_`` (default:
            loaded here): y * 0 / 1 for 0."""
            s_ = dev.load_f32(qs_r, "f32", 0, 1) if s_ is None else s_
            zero = s_ == 0.0
            return (zero.select(fx.Float32(0.0), fx.Float32(1.0)),
                    dev.divider(zero.select(fx.Float32(1.0), s_), shift=True))

        def static_quotient(out, mul, d):
            return dev.clamp_dividend(out, d, qmax, vec, factor=mul, scaled=qfactor)

        def store_scale(g, scale, cond):
            dev.when(cond, lambda: dev.store_f32(scale_r, "f32", grp * row_groups + g, scale, 1))

        def store_amax(amax):
            dev.when(lane == 0, lambda: dev.store_f32(amax_r, "f32", grp, amax, 1))

        def quantize_lanes(c, valid, e, out):
            """Groups of `width` lanes of chunk c: reduce, write the group's scale and q."""
            amax = lanes_max([local_max(valid, out)], width)[0]
            scale, d = divisor(amax)
            vi = lane + c * tpr
            store_scale(vi // width, scale, dev.both(valid, lane % width == 0))
            store_q(valid, e, dev.divide(out, d, vec))

        def quantize_scattered(ys, index):
            """Groups of `lanes` lanes of one chunk each (lanes <= 64, a lane in every group of
            its chunks): the group maxima reduce-scattered over the lanes (dev.scatter_max), each
            lane divides for the groups it then holds, and every chunk reads its divider from
            the lane holding its group (three ds_bpermute instead of a division per chunk)."""
            lanes = group_lanes
            wl = tid % dev.WAVE_SIZE
            maxima, steps = dev.scatter_max(
                [local_max(index[c][0], ys[c]) for c in range_constexpr(chunks)], lanes, wl)
            owner = (lane % lanes) // (1 << steps) == 0
            divs = []
            for k in range_constexpr(len(maxima)):
                scale, d = divisor(maxima[k])
                c = dev.scattered_index(wl, k, chunks, steps)
                vi = lane + c * tpr
                valid = (dev.both(vi < shape.nvec, owner) if const_expr(ragged or spec.generic)
                         else owner)
                store_scale(vi // lanes, scale, valid)
                divs.append(d)
            base = wl - wl % lanes
            for c in range_constexpr(chunks):
                src_lane, k = dev.scattered_owner(c, chunks, steps)
                _s, ds, r, d_fma = divs[k]
                src = base + src_lane
                d = (None, dev.lane_value(ds, src), dev.lane_value(r, src),
                     dev.lane_value(d_fma, src))
                store_q(index[c][0], index[c][1], dev.divide(ys[c], d, vec))

        def quantize_cached(ys, index, qs):
            if const_expr(scattered):
                quantize_scattered(ys, index)
                return
            if const_expr(layout == "lanes"):
                for c in range_constexpr(chunks):
                    quantize_lanes(c, index[c][0], index[c][1], ys[c])
                return
            if const_expr(static):
                amax = chunk_maxima(ys, index)
                mul, d = static_divisor(qs)
                store_amax(amax[0])

                def clamped():
                    for c in range_constexpr(chunks):
                        store_q(index[c][0], index[c][1], static_quotient(ys[c], mul, d))

                def unclamped():
                    for c in range_constexpr(chunks):
                        out = ys[c] * qfactor if const_expr(qfactor != 1.0) else ys[c]
                        store_q(index[c][0], index[c][1],
                                dev.divide(out, (None,) + d[1:], vec))

                # The clamp leaves every y as it is when the scale needs no shift and the row's
                # amax is within it: typical rows skip its two VALU per value.
                dev.branch(dev.clamp_is_identity(amax[0], mul, d, qmax, qfactor), unclamped,
                           clamped)
                return
            if const_expr(finite_path):
                # NaN-keeping maxima: a finite amax means every quotient is finite, which
                # spares e4m3fnuz's NaN fix-up; a row with a NaN or an Inf redoes its maxima
                # reading NaN as absent and takes every fix-up.
                kept = chunk_maxima(ys, index, keep_nan=True)
                dev.branch(kept[0] <= dev.F32_MAX,
                           lambda: quantize_groups(ys, index, kept, True),
                           lambda: quantize_groups(ys, index, chunk_maxima(ys, index)))
                return
            quantize_groups(ys, index, chunk_maxima(ys, index))

        def chunk_maxima(ys, index, keep_nan=False):
            """Each group's max|y| over the row (whole chunks: group g is chunks
            [g * width, (g + 1) * width) of every lane); NaN read as absent unless kept."""
            combine = dev.fmaximum if keep_nan else dev.fmax
            local = []
            for g in range_constexpr(groups):
                m = local_max(index[g * width][0], ys[g * width], keep_nan)
                for c in range_constexpr(g * width + 1, (g + 1) * width):
                    m = combine(m, local_max(index[c][0], ys[c], keep_nan))
                local.append(m)
            if const_expr(cfg.wave_reduce_only):
                return dev.group_max(local, tpr, keep_nan)
            return reducer(local, tid, "maximum" if keep_nan else "max")

        def quantize_groups(ys, index, amax, finite=False):
            for g in range_constexpr(groups):
                scale, d = divisor(amax[g])
                # A generic kernel's groups past its N hold no column: no scale either.
                store_scale(g, scale, dev.both(lane == 0, row_groups > g)
                            if const_expr(spec.generic and g > 0) else lane == 0)
                for c in range_constexpr(g * width, (g + 1) * width):
                    store_q(index[c][0], index[c][1], dev.divide(ys[c], d, vec), finite)

        def quantize_uncached(mu, rs):
            if const_expr(layout == "lanes"):
                for c in range(shape.chunks):
                    valid, e = vindex(c)
                    quantize_lanes(c, valid, e,
                                   y_of(load_h(e, False, valid), e, centre(valid, mu), rs))
                return
            m = fx.Float32(0.0)
            if const_expr(static):
                mul, d = static_divisor()
                for c in range(shape.chunks):
                    valid, e = vindex(c)
                    out = y_of(load_h(e, False, valid), e, centre(valid, mu), rs)
                    m = dev.fmax(m, local_max(valid, out))
                    store_q(valid, e, static_quotient(out, mul, d))
                store_amax(row_max(m))
                return
            for c in range(shape.chunks):
                valid, e = vindex(c)
                m = dev.fmax(m, local_max(valid, y_of(load_h(e, False, valid), e,
                                                      centre(valid, mu), rs)))
            scale, d = divisor(row_max(m))
            store_scale(0, scale, lane == 0)
            for c in range(shape.chunks):
                valid, e = vindex(c)
                out = y_of(load_h(e, False, valid), e, centre(valid, mu), rs)
                store_q(valid, e, dev.divide(out, d, vec))

        def merged_stats():
            """The apply phase's (mean, rstd): the whole row's, merged across the shards."""
            rs_ = dev.load_f32(rstd_r, "f32", grp, 1)
            mu_ = dev.load_f32(mean_r, "f32", grp, 1) if const_expr(layernorm) else fx.Float32(0.0)
            return mu_, rs_

        if row < M:
            mu = fx.Float32(0.0)
            if const_expr(phase == "apply"):
                mu, rs = merged_stats()
                if const_expr(cfg.cached):
                    index = [vindex(c, c == chunks - 1) for c in range_constexpr(chunks)]
                    pre = raws = [None] * chunks
                    if const_expr(prefetch):
                        pre = [vectors_of(e) for _valid, e in index]
                        raws = [row_loads(e) for _valid, e in index]
                        dev.issue_fence()
                    hs = [load_h(e, False, valid, raw) for (valid, e), raw in zip(index, raws)]
                    for (valid, e), h, p in zip(index, hs, pre):
                        finish(h, e, valid, centre(valid, mu), rs, p)
                else:
                    for c in range(shape.chunks):
                        valid, e = vindex(c)
                        finish(load_h(e, False, valid), e, valid, centre(valid, mu), rs)
            elif const_expr(cfg.cached):
                index = [vindex(c, c == chunks - 1) for c in range_constexpr(chunks)]
                # Every chunk is loaded before residual_out is stored: a store between them
                # would hold the next chunk's loads back (the buffers may alias). Not with
                # several rows per block and more than two chunks: there the scheduler then
                # issues the loads one at a time (ISA: 16 instead of 32 B in flight per lane).
                late = not (rpb > 1 and chunks > 2)
                # Every load of the row, the weight's (bias, smooth, per-tensor scale) with it,
                # issued before the first wait and fenced (issue_fence): one round trip.
                pre, qs = [None] * chunks, None
                if const_expr(phase != "stats" and prefetch):
                    pre = [vectors_of(e) for _valid, e in index]
                    qs = dev.load_f32(qs_r, "f32", 0, 1) if const_expr(quant and static) else None
                raws = [None] * chunks  # without the prefetch each chunk loads in load_h
                if const_expr(prefetch):
                    raws = [row_loads(e) for _valid, e in index]
                    dev.issue_fence()
                hs = [load_h(e, not late, valid, raw) for (valid, e), raw in zip(index, raws)]
                if const_expr(has_res and late):
                    for (valid, e), h in zip(index, hs):
                        # FlyDSL's branch dispatch passes arguments to the callable, so the
                        # chunk is bound by a closure (invoked at once), not by defaults.
                        dev.when(kept(valid),
                                 lambda: dev.store_f32(ro_r, rodt, row_off + e, h, vec))  # noqa: B023
                valids = [kept(valid) for valid, _e in index]
                # Not in a quantized forward whose residual_out stores sit between the loads:
                # there the scheduler then issues each chunk's x and residual loads one at a time
                # (ISA, gfx942 N=2048: 16 instead of 32 B in flight per lane).
                packed = not (quant and has_res and not late)
                s = dev.sum_over_chunks(zip(valids, hs), vec, squares=not layernorm,
                                        elementwise=packed)
                if const_expr(layernorm):
                    mu = row_sum(s) * shape.inv_n
                    s = dev.sum_over_chunks(
                        [(v, h - dev.splat(centre(valid, mu), vec))
                         for v, (valid, _e), h in zip(valids, index, hs)], vec,
                        squares=True, elementwise=packed)
                rs = row_sum(s)  # the stats phase writes the sum of squares (of deviations)
                if const_expr(phase != "stats"):
                    rs = dev.rsqrt(rs * shape.inv_n + eps)
                    if const_expr(quant):
                        ys = [y_of(hs[c], index[c][1], centre(index[c][0], mu), rs, pre[c])
                              for c in range_constexpr(chunks)]
                        quantize_cached(ys, index, qs)
                    else:
                        for c in range_constexpr(chunks):
                            valid, e = index[c]
                            finish(hs[c], e, valid, centre(valid, mu), rs, pre[c])
            else:
                s = fx.Float32(0.0)
                for c in range(shape.chunks):
                    valid, e = vindex(c)
                    h = load_h(e, True, valid)
                    if const_expr(layernorm):
                        s = s + dev.masked(kept(valid), dev.hsum(h, vec))
                    else:
                        s = s + dev.masked(kept(valid), dev.hsum(h * h, vec))
                if const_expr(layernorm):
                    mu = row_sum(s) * shape.inv_n
                    s = fx.Float32(0.0)
                    for c in range(shape.chunks):
                        valid, e = vindex(c)
                        d = load_h(e, False, valid) - dev.splat(centre(valid, mu), vec)
                        s = s + dev.masked(kept(valid), dev.hsum(d * d, vec))
                rs = row_sum(s)  # the stats phase writes the sum of squares (of deviations)
                if const_expr(phase != "stats"):
                    rs = dev.rsqrt(rs * shape.inv_n + eps)
                    if const_expr(quant):
                        quantize_uncached(mu, rs)
                    else:
                        for c in range(shape.chunks):
                            valid, e = vindex(c)
                            finish(load_h(e, False, valid), e, valid, centre(valid, mu), rs)

            def store_stats():
                dev.store_f32(rstd_r, "f32", grp, rs, 1)
                if const_expr(layernorm):
                    dev.store_f32(mean_r, "f32", grp, mu, 1)

            if const_expr(phase != "apply"):
                dev.when(lane == 0, store_stats)

    @flyc.jit
    def launch(x: fx.Pointer, residual: fx.Pointer, weight: fx.Pointer, bias: fx.Pointer,
               smooth: fx.Pointer, quant_scale: fx.Pointer, mean: fx.Pointer, rstd: fx.Pointer,
               y_scale: fx.Pointer, y_amax: fx.Pointer, y: fx.Pointer, residual_out: fx.Pointer,
               M: fx.Int32, eps: fx.Float32, weight_offset: fx.Float32,
               N: Dim = n, H: Dim = 1, stream: fx.Stream = fx.Stream(None)):  # noqa: B008
        kernel(x, residual, weight, bias, smooth, quant_scale, mean, rstd, y_scale, y_amax, y,
               residual_out, M, eps, weight_offset, N, H).launch(
            grid=((M + (rpb - 1)) // rpb, 1, 1), block=(block, 1, 1), stream=stream)

    pointer_dtypes = {
        "x": xdt, "residual": rdt, "weight": wdt, "bias": bdt, "smooth": sdt,
        "quant_scale": "f32", "y": odt, "residual_out": rodt, "mean": "f32", "rstd": "f32",
        "y_scale": "f32", "y_amax": "f32",
    }
    return launch, pointer_dtypes
