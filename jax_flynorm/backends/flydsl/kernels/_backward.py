# Closures below are invoked immediately by dev.when (they trace code at once), so binding loop
# variables late is exactly what is wanted.
# ruff: noqa: B023
"""Backward kernel builder shared by RMSNorm and LayerNorm (see docs/contract.md).

Block ``p`` of the grid (P blocks) owns rows [p * ceil(M / P), min(M, (p + 1) * ceil(M / P)))
and row ``p`` of dweight_partials / dbias_partials, which it alone writes: the partials are
deterministic without atomics. With per-head weights (``heads`` H > 1) the grid is P * H blocks:
block b owns head b % H and, of that head's rows (t * H + head), the run of t that block b // H
would own of M / H rows; its partial row b is partial row b // H's slice of head b % H (the
partials are [P, H * N]). The cached path walks a block's rows in tiles of
``rows_per_block * rows_in_flight`` rows and issues every load of a tile before its row
reductions (one block reduction per tile), so a lane has several rows' loads in flight.

With ``recompute_stats`` the kernel ignores the saved mean and rstd and takes them from the h it
reads, as the forward computes them (f32, two-pass). Cached path: from the rows in registers, in
one block reduction per tile for RMSNorm (sums of h^2 and h * g) and two for LayerNorm (sum of h,
then of d^2, d * g and g with d = h - mean), which replace the plain path's one. Re-reading path:
extra passes over h before the plain ones (RMSNorm one, LayerNorm two: mean, then deviations).
"""

import flydsl.compiler as flyc
import flydsl.expr as fx
from flydsl.expr import const_expr, gpu, range_constexpr
from flydsl.expr.typing import Vector

from . import _device as dev
from .config import DTYPE_BYTES, LaunchConfig
from .spec import KernelSpec


def _concat(parts, vec: int):
    elems = [p[j] for p in parts for j in range(vec)] if vec > 1 else list(parts)
    return elems[0] if len(elems) == 1 else Vector.from_elements(elems, fx.Float32)


def _chunk(acc, c: int, vec: int, total: int):
    if total == 1:
        return acc
    if vec == 1:
        return acc[c]
    return Vector.from_elements([acc[c * vec + j] for j in range(vec)], fx.Float32)


def build_backward(spec: KernelSpec, cfg: LaunchConfig):
    """Return the ``@flyc.jit`` launcher of one backward kernel.

    Per row (f32): xhat = (h - mean) * rstd, g = dy * (w + weight_offset), c1 = mean(xhat * g),
    c2 = mean(g) (LayerNorm), dx = (g - c2 - xhat * c1) * rstd + dresidual_out; the block
    accumulates dy * xhat and dy over its rows. weight_offset is a runtime argument. With
    ``spec.recompute_stats``, mean and rstd come from h (eps is then a runtime argument, after
    weight_offset).
    """
    if not cfg.cached and cfg.rows_per_block != 1:
        raise ValueError("the re-reading backward path needs one row per block")
    layernorm = spec.op == "layernorm"
    n, vec, tpr, rpb, chunks = spec.n, cfg.vec, cfg.threads_per_row, cfg.rows_per_block, cfg.chunks
    rif = cfg.rows_in_flight
    nvec = n // vec
    ragged = nvec % tpr != 0
    total = chunks * vec
    ddt, hdt, wdt = spec.out_dtype, spec.h_dtype, spec.weight_dtype
    has_w, has_b, has_dres = spec.has_weight, spec.has_bias, spec.has_dresidual_out
    heads = spec.heads
    per_head = heads != 1
    # Columns below it are in every row (a generic kernel's class's smallest N).
    n_safe = spec.n_min if spec.generic else n
    block = cfg.block_threads
    combine = rpb > 1 and (has_w or has_b)
    lds_floats = rpb * n
    recompute = spec.recompute_stats
    nsums = 2 if layernorm else 1
    # eps is a kernel argument only where the statistics are recomputed; elsewhere a compile-time
    # placeholder that no code reads, so the plain kernel's ABI and code are unchanged.
    Eps = fx.Float32 if recompute else fx.Constexpr[float]  # noqa: N806
    Dim = fx.Int32 if spec.generic else fx.Constexpr[int]  # noqa: N806  (dev.Shape)
    # A generic kernel masks the lanes past N by the buffer range check (dev.resource's bound):
    # its tiles of rows and its weight and partial rows are bounded, and each ragged chunk's
    # lanes past N point past the bound (dev.chunk_index "offset": one select per chunk, once
    # per block on the cached path), so their loads read 0 (dy = 0: nothing they add to a sum
    # or a partial) and their stores are dropped. A tile's rows share one resource per operand
    # (a resource per row in flight would take 4 SGPRs each).
    hw = spec.generic
    masking = "offset" if hw else "select"
    # A tensor-parallel phase (the op table's tp_dots / tp_apply): "dots" writes each row's
    # [sum(g * xhat), sum(g)] over the shard and the partials, not dx; "apply" reads the whole
    # row's [c1, c2] and writes dx alone.
    phase = spec.tp_phase
    partials = phase != "apply"

    @flyc.kernel(name=spec.kernel_name, known_block_size=[block, 1, 1])
    def kernel(dy: fx.Pointer, h: fx.Pointer, weight: fx.Pointer, mean: fx.Pointer,
               rstd: fx.Pointer, dresidual_out: fx.Pointer, row_dots: fx.Pointer, dx: fx.Pointer,
               dweight_partials: fx.Pointer, dbias_partials: fx.Pointer,
               M: fx.Int32, P: fx.Int32, weight_offset: fx.Float32, eps: Eps, N: Dim, H: Dim):
        shape = dev.Shape(spec, cfg, N, H)
        # Elements between a block's consecutive rows (those of its head).
        stride = shape.heads * shape.n if const_expr(per_head) else shape.n
        tid = fx.thread_idx.x
        bid = fx.block_idx.x
        lane = tid % tpr
        grp = tid // tpr
        count, run = M, bid  # rows to split, counted in rows of the block's head
        if const_expr(per_head):
            head = bid % shape.heads
            count, run = M // shape.heads, bid // shape.heads
        per = (count + P - 1) // P
        start = run * per
        stop = start + per
        end = (stop < count).select(stop, count)
        if const_expr(not cfg.wave_reduce_only):
            reducer = dev.BlockReducer(block, (nsums + recompute) * rif)
        if const_expr(combine):
            @fx.struct
            class _Combine:
                acc: fx.Array[fx.Float32, lds_floats, 16]

            lds = fx.SharedAllocator().allocate(_Combine).peek().acc.view(
                fx.make_layout(lds_floats, 1))
        # Bounded at one row of N elements in a generic kernel (else unchecked).
        def row_bytes(dt):
            return shape.n * DTYPE_BYTES[dt] if const_expr(hw) else None

        if const_expr(has_w):
            w_r = dev.resource(weight, fx.Int64(head) * shape.n64 if const_expr(per_head) else 0,
                               row_bytes(wdt))
        pw_r = dev.resource(dweight_partials, fx.Int64(bid) * shape.n64, row_bytes("f32"))
        pb_r = dev.resource(dbias_partials, fx.Int64(bid) * shape.n64, row_bytes("f32"))

        def row_sums(values):
            if const_expr(cfg.wave_reduce_only):
                return dev.group_sum(values, tpr)
            return reducer(values, tid)

        def vindex(c, maybe_ragged=True):
            return dev.chunk_index(lane, c, tpr, vec, shape.nvec,
                                   shape.ragged(c) if const_expr(spec.generic)
                                   else ragged and maybe_ragged, masking)

        def kept(valid):
            """What masks a chunk's global stores and the sums its zeros leave unchanged:
            nothing where the hardware does."""
            return True if const_expr(hw) else valid

        # Elements from a tile's first row to the end of its last (a generic kernel's bound).
        tile_span = (rpb * rif - 1) * stride + shape.n if const_expr(hw) else None

        class Tile:
            """Row operands of the tile starting at the block's row ``t`` (block-uniform): buffer
            bases at that row, so a lane's row is a small local index into the tile."""

            def __init__(self, t):
                if const_expr(per_head):
                    t = t * shape.heads + head
                base = fx.Int64(t) * shape.n64

                def bound(dt):
                    return tile_span * DTYPE_BYTES[dt] if const_expr(hw) else None

                self.dy = dev.resource(dy, base, bound(ddt))
                self.h = dev.resource(h, base, bound(hdt))
                self.dx = dev.resource(dx, base, bound(hdt))
                if const_expr(has_dres):
                    self.dres = dev.resource(dresidual_out, base, bound(hdt))
                if const_expr(not recompute):
                    self.rstd = dev.resource(rstd, t)
                    if const_expr(layernorm):
                        self.mean = dev.resource(mean, t)
                if const_expr(phase):
                    self.dots = dev.resource(row_dots, fx.Int64(t) * 2)

        class Row:
            """Row ``lr`` of a tile: its statistics and element loads."""

            def __init__(self, tile, lr):
                self.tile = tile
                self.lr = lr
                self.off = lr * stride
                if const_expr(not recompute):  # else set from h by the statistics step
                    stat = lr * shape.heads if const_expr(per_head) else lr
                    self.rs = dev.load_f32(tile.rstd, "f32", stat, 1)
                    if const_expr(layernorm):
                        self.mu = dev.load_f32(tile.mean, "f32", stat, 1)

            def load(self, e):
                """The loads of the chunk at e: dy, h, dresidual_out (None without), as loaded
                (`widened` gives their f32 values)."""
                dres = None
                if const_expr(has_dres):
                    dres = dev.load_raw(self.tile.dres, hdt, self.off + e, vec)
                return (dev.load_raw(self.tile.dy, ddt, self.off + e, vec),
                        dev.load_raw(self.tile.h, hdt, self.off + e, vec), dres)

            def widened(self, raw):
                dyv, hv, dres = raw
                return (dev.widen(dyv, ddt, vec), dev.widen(hv, hdt, vec),
                        dev.widen(dres, hdt, vec) if const_expr(has_dres) else None)

            def values(self, loaded, wv):
                dyv, hv, _ = loaded
                if const_expr(layernorm):
                    xhat = (hv - dev.splat(self.mu, vec)) * self.rs
                else:
                    xhat = hv * self.rs
                g = dyv * wv if const_expr(has_w) else dyv
                return dyv, xhat, g

            def partial(self, valid, xhat, g):
                # g is 0 past N (dy is), and so are both terms.
                s = [dev.masked(kept(valid), dev.hsum(xhat * g, vec))]
                if const_expr(layernorm):
                    s.append(dev.masked(kept(valid), dev.hsum(g, vec)))
                return s

            def merged(self):
                """The apply phase's (c1, c2): the whole row's, from row_dots."""
                c2 = (dev.load_f32(self.tile.dots, "f32", self.lr * 2 + 1, 1)
                      if const_expr(layernorm) else fx.Float32(0.0))
                return dev.load_f32(self.tile.dots, "f32", self.lr * 2, 1), c2

            def store_dots(self, ok, s1, s2):
                """The dots phase's row sums, by lane 0 of the row (``ok``: the row is one of
                the block's, None where it always is)."""
                def store():
                    dev.store_f32(self.tile.dots, "f32", self.lr * 2, s1, 1)
                    dev.store_f32(self.tile.dots, "f32", self.lr * 2 + 1, s2, 1)

                first = lane == 0
                dev.when(first if const_expr(ok is None) else ok & first, store)

            def store_dx(self, valid, e, xhat, g, c1, c2, dres):
                if const_expr(layernorm):
                    d = (g - dev.splat(c2, vec) - xhat * c1) * self.rs
                else:
                    d = (g - xhat * c1) * self.rs
                if const_expr(has_dres):
                    d = d + dres
                dev.when(valid, lambda: dev.store_f32(self.tile.dx, hdt, self.off + e, d, vec))

        def weight_raw(e):
            """The weight's loads at e, as loaded (None without a weight)."""
            return dev.load_raw(w_r, wdt, e, vec) if const_expr(has_w) else None

        def weight_value(raw):
            """w + weight_offset from weight_raw's loads."""
            if const_expr(not has_w):
                return None
            return dev.widen(raw, wdt, vec) + dev.splat(weight_offset, vec)

        def coefficients(sums):
            """Row sums (nsums values per row, rows concatenated) -> (c1, c2) per row."""
            red = row_sums(sums)
            out = []
            for i in range_constexpr(len(sums) // nsums):
                c1 = red[i * nsums] * shape.inv_n
                c2 = (red[i * nsums + 1] * shape.inv_n if const_expr(layernorm)
                      else fx.Float32(0.0))
                out.append((c1, c2))
            return out

        def recomputed_coefficients(rows, wvs):
            """Cached path with recompute_stats: each row's mean and rstd from the h it holds
            (set on the row) and its (c1, c2), c1 = rstd * mean(d * g) with d = h - mean."""
            mus = [fx.Float32(0.0)] * len(rows)
            if const_expr(layernorm):
                totals = []
                for _ok, _row, loaded in rows:
                    s = fx.Float32(0.0)
                    for (valid, _), ld in zip(index, loaded):
                        s = s + dev.masked(kept(valid), dev.hsum(ld[1], vec))
                    totals.append(s)
                mus = [t * shape.inv_n for t in row_sums(totals)]
            sums = []
            for (_ok, row, loaded), mu in zip(rows, mus):
                part = None
                for (valid, _), ld, wv in zip(index, loaded, wvs):
                    d = ld[1] - dev.splat(mu, vec) if const_expr(layernorm) else ld[1]
                    g = ld[0] * wv if const_expr(has_w) else ld[0]
                    # LayerNorm's deviation past N is -mean, not 0: masked there.
                    sq = valid if const_expr(layernorm) else kept(valid)
                    p = [dev.masked(sq, dev.hsum(d * d, vec)), *row.partial(valid, d, g)]
                    part = p if part is None else [a + b for a, b in zip(part, p)]
                sums += part
            red = row_sums(sums)
            out = []
            k = nsums + 1
            for i, ((_ok, row, _), mu) in enumerate(zip(rows, mus)):
                row.mu = mu
                row.rs = dev.rsqrt(red[i * k] * shape.inv_n + eps)
                c2 = red[i * k + 2] * shape.inv_n if const_expr(layernorm) else fx.Float32(0.0)
                out.append((red[i * k + 1] * shape.inv_n * row.rs, c2))
            return out

        if const_expr(cfg.cached):
            dw_acc = dev.zeros(total)
            db_acc = dev.zeros(total)
            index = [vindex(c, c == chunks - 1) for c in range_constexpr(chunks)]
            tile_rows = rpb * rif
            # Tiles of 16 rows or more (N <= 1024) leave the order of their loads to the
            # scheduler and take the weight once before the loop over the block's tiles, which
            # waits for it (a round trip more): their loads fenced hold more registers, and the
            # weight widened per tile is more VALU, 5-50% at large M, where their many short
            # rows are issue-bound or want every wave.
            many_rows = tile_rows >= 16
            hoist_w = block <= 512 and many_rows
            if const_expr(hoist_w):
                block_w = [weight_value(weight_raw(e)) for _, e in index]
            for t in range(start, end, tile_rows):
                tile = Tile(t)
                last = end - 1 - t
                # Every load of the tile (its rows', their statistics', the weight's) is issued
                # before the first wait and fenced (issue_fence), their values widened after:
                # a block waits for one round trip of loads per tile (but many_rows). Rows past
                # the block's end re-read its last row (in bounds) and are masked out of dx and
                # the partials.
                w_raw = [None] * chunks if hoist_w else [weight_raw(e) for _, e in index]
                rows = []
                for r in range_constexpr(rif):
                    lr = grp + r * rpb
                    ok = lr <= last
                    row = Row(tile, ok.select(lr, last))
                    rows.append((ok, row, [row.load(e) for _, e in index]))
                if const_expr(not many_rows):
                    dev.issue_fence()
                wvs = block_w if hoist_w else [weight_value(w) for w in w_raw]
                rows = [(ok, row, [row.widened(ld) for ld in raw]) for ok, row, raw in rows]
                if const_expr(recompute):
                    stats = recomputed_coefficients(rows, wvs)  # they replace the row sums below
                sums, work = [], []
                for ok, row, loaded in rows:
                    vals = [row.values(ld, wv) for ld, wv in zip(loaded, wvs)]
                    if const_expr(not recompute and phase != "apply"):
                        part = None
                        for (valid, _), (_dyv, xhat, g) in zip(index, vals):
                            p = row.partial(valid, xhat, g)
                            part = p if part is None else [a + b for a, b in zip(part, p)]
                        sums += part
                    # Accumulate before the row reduction so dy is dead across it (register
                    # pressure: a 1024-thread block has 128 VGPRs per thread).
                    if const_expr(partials):
                        dyk = [ok.select(v[0], dev.zeros(vec)) for v in vals]
                        dw_acc = dw_acc + _concat([d * v[1] for d, v in zip(dyk, vals)], vec)
                        db_acc = db_acc + _concat(dyk, vec)
                    work.append((ok, row, vals, [ld[2] for ld in loaded]))
                if const_expr(phase == "dots"):
                    red = row_sums(sums)
                    for i in range_constexpr(rif):
                        ok, row = work[i][0], work[i][1]
                        row.store_dots(ok, red[i * nsums], red[i * nsums + 1]
                                       if const_expr(layernorm) else fx.Float32(0.0))
                else:
                    if const_expr(phase == "apply"):
                        coeffs = [row.merged() for _ok, row, _vals, _dres in work]
                    elif const_expr(recompute):
                        coeffs = stats
                    else:
                        coeffs = coefficients(sums)
                    for (ok, row, vals, dres), (c1, c2) in zip(work, coeffs):
                        for (valid, e), (_dyv, xhat, g), dr in zip(index, vals, dres):
                            row.store_dx(ok if kept(valid) is True else ok & valid, e, xhat, g,
                                         c1, c2, dr)

            def write_partials(rsrc, acc):
                if const_expr(not combine):
                    for c in range_constexpr(chunks):
                        valid, e = vindex(c, c == chunks - 1)
                        part = _chunk(acc, c, vec, total)
                        dev.when(kept(valid), lambda: dev.store_f32(rsrc, "f32", e, part, vec))
                    return
                for c in range_constexpr(chunks):
                    valid, e = vindex(c, c == chunks - 1)
                    part = _chunk(acc, c, vec, total)

                    def publish():
                        for j in range_constexpr(vec):
                            v = part if const_expr(vec == 1) else part[j]
                            fx.memref_store(v, lds, grp * n + e + j)

                    dev.when(valid, publish)
                gpu.barrier()
                for col0 in range_constexpr(0, n, block):
                    col = tid + col0

                    def reduce_column():
                        s = fx.memref_load(lds, col)
                        for g in range_constexpr(1, rpb):
                            s = s + fx.memref_load(lds, col + g * n)
                        dev.store_f32(rsrc, "f32", col, s, 1)

                    dev.when(True if col0 + block <= n_safe else col < shape.n, reduce_column)
                gpu.barrier()

            if const_expr(has_w and partials):
                write_partials(pw_r, dw_acc)
            if const_expr(has_b and partials):
                write_partials(pb_r, db_acc)
        else:
            # Rows too long for registers: the block's partial row lives in global memory and
            # is updated in place (each element is only ever touched by the same thread).
            for c in range(shape.chunks):
                valid, e = vindex(c)

                def clear():
                    if const_expr(has_w):
                        dev.store_f32(pw_r, "f32", e, dev.zeros(vec), vec)
                    if const_expr(has_b):
                        dev.store_f32(pb_r, "f32", e, dev.zeros(vec), vec)

                if const_expr(partials):
                    dev.when(kept(valid), clear)

            # Chunks are processed in groups whose loads (dy, h, weight, dresidual_out and the
            # old partials) are all issued before any of the group's math and stores.
            # 4 spills at 1024 threads. A generic kernel's chunk count is a runtime value: it
            # takes pairs, a chunk past the row's last lying wholly past N (its loads read 0,
            # its stores are dropped by the range check).
            group = 2 if spec.generic else max(d for d in (1, 2, 3) if chunks % d == 0)

            def recompute_row_stats(cur):
                """Re-reading path with recompute_stats: the row's mean and rstd from h, in
                passes over h alone (LayerNorm: the mean first). They are block-uniform: kept in
                scalar registers (without, the 1024-thread block spills)."""

                def row_mean(term, zero_at_zero=True):
                    """One pass over h: the row's mean of term(h) (``zero_at_zero``: term(0) is
                    0, so the lanes past N, whose h reads 0 in a generic kernel, need no mask)."""
                    s = fx.Float32(0.0)
                    for c0 in range(0, shape.chunks, group):
                        idx = [vindex(c0 + j) for j in range_constexpr(group)]
                        hs = [dev.load_f32(cur.tile.h, hdt, cur.off + el, vec)
                              for _, el in idx]
                        for (ok, _), hv in zip(idx, hs):
                            s = s + dev.masked(kept(ok) if const_expr(zero_at_zero) else ok,
                                               dev.hsum(term(hv), vec))
                    (total,) = row_sums([s])
                    return total * shape.inv_n

                def squared_deviation(hv):
                    d = hv - dev.splat(cur.mu, vec) if const_expr(layernorm) else hv
                    return d * d

                cur.mu = fx.Float32(0.0)
                if const_expr(layernorm):
                    cur.mu = dev.uniform(row_mean(lambda hv: hv))
                cur.rs = dev.uniform(dev.rsqrt(row_mean(squared_deviation, not layernorm) + eps))

            def process_row(t):
                cur = Row(Tile(t), fx.Int32(0))
                if const_expr(recompute):
                    recompute_row_stats(cur)
                if const_expr(phase == "apply"):
                    c1, c2 = cur.merged()
                    row_dx(cur, c1, c2)
                elif const_expr(phase == "dots"):
                    red = row_sums(row_pass(cur))
                    cur.store_dots(None, red[0], red[1] if const_expr(layernorm)
                                   else fx.Float32(0.0))
                else:
                    ((c1, c2),) = coefficients(row_pass(cur))
                    row_dx(cur, c1, c2)

            def row_pass(cur):
                """Re-reading path: the row's sums [sum(g * xhat), sum(g)] (RMSNorm the first)
                from a pass over it, which accumulates the partials too."""
                s1 = fx.Float32(0.0)
                s2 = fx.Float32(0.0)
                for c0 in range(0, shape.chunks, group):
                    idx = [vindex(c0 + j) for j in range_constexpr(group)]
                    loaded = [(Row.widened(cur, Row.load(cur, el)), weight_value(weight_raw(el)))
                              for _, el in idx]
                    old_w = [dev.load_f32(pw_r, "f32", el, vec) if const_expr(has_w) else None
                             for _, el in idx]
                    old_b = [dev.load_f32(pb_r, "f32", el, vec) if const_expr(has_b) else None
                             for _, el in idx]
                    for (ok, el), (ld, wv), ow, ob in zip(idx, loaded, old_w, old_b):
                        dyv, xhat, g = Row.values(cur, ld, wv)
                        part = Row.partial(cur, ok, xhat, g)
                        s1 = s1 + part[0]
                        if const_expr(layernorm):
                            s2 = s2 + part[1]

                        def accumulate():
                            if const_expr(has_w):
                                dev.store_f32(pw_r, "f32", el, ow + dyv * xhat, vec)
                            if const_expr(has_b):
                                dev.store_f32(pb_r, "f32", el, ob + dyv, vec)

                        dev.when(kept(ok), accumulate)
                return [s1, s2] if const_expr(layernorm) else [s1]

            def row_dx(cur, c1, c2):
                for c0 in range(0, shape.chunks, group):
                    idx = [vindex(c0 + j) for j in range_constexpr(group)]
                    loaded = [(Row.widened(cur, Row.load(cur, el)), weight_value(weight_raw(el)))
                              for _, el in idx]
                    for (ok, el), (ld, wv) in zip(idx, loaded):
                        _dyv, xhat, g = Row.values(cur, ld, wv)
                        Row.store_dx(cur, kept(ok), el, xhat, g, c1, c2, ld[2])

            for t in range(start, end):
                process_row(t)

    @flyc.jit
    def launch(dy: fx.Pointer, h: fx.Pointer, weight: fx.Pointer, mean: fx.Pointer,
               rstd: fx.Pointer, dresidual_out: fx.Pointer, row_dots: fx.Pointer, dx: fx.Pointer,
               dweight_partials: fx.Pointer, dbias_partials: fx.Pointer, M: fx.Int32,
               P: fx.Int32, weight_offset: fx.Float32, eps: Eps = 0.0, N: Dim = n,
               H: Dim = heads, stream: fx.Stream = fx.Stream(None)):  # noqa: B008
        kernel(dy, h, weight, mean, rstd, dresidual_out, row_dots, dx, dweight_partials,
               dbias_partials, M, P, weight_offset, eps, N, H).launch(
            grid=(P * H, 1, 1), block=(block, 1, 1), stream=stream)

    pointer_dtypes = {
        "dy": ddt, "h": hdt, "weight": wdt, "mean": "f32", "rstd": "f32", "dresidual_out": hdt,
        "row_dots": "f32", "dx": hdt, "dweight_partials": "f32", "dbias_partials": "f32",
    }
    return launch, pointer_dtypes
