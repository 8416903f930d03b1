"""Device-side building blocks shared by the RMSNorm and LayerNorm kernels.

Only imported while a kernel is being built (it needs FlyDSL). Global memory is reached through
AMD buffer resources whose base is a 64-bit per-row (or per-tile) address, so the 32-bit voffset
of a buffer access only spans one row or one small multi-row tile: no launch can overflow it.
"""


import flydsl.expr as fx
from flydsl.expr import T, const_expr, gpu, range_constexpr
from flydsl.expr import math as fmath
from flydsl.expr.typing import ReductionOp, Vector

from . import _flydsl
from .config import RARE_PATH_MARK, WAVE_SIZE
from .spec import NATIVE_FP8

_arith, _math, _vector, _llvm = _flydsl.mlir_dialects()
_rocdl_ops = _flydsl.rocdl_ops()
_scf_if = _flydsl.scf_if_dispatch()

ELEM = {"f32": fx.Float32, "f16": fx.Float16, "bf16": fx.BFloat16}
BYTES = {"f32": 4, "f16": 2, "bf16": 2}


def _raw(v):
    return v.ir_value() if hasattr(v, "ir_value") else v


def resource(ptr, elem_offset, nbytes=None):
    """Buffer resource whose base is ``ptr + elem_offset`` (64-bit pointer arithmetic). With
    ``nbytes`` (num_records) the hardware range-checks every access: a load at a byte offset
    >= nbytes returns 0 and such a store is dropped (a vector access never straddles the bound:
    N is a multiple of the vector width). Without it the bound is 2^32 - 1 (unchecked)."""
    return fx.rocdl.get_buffer_rsrc(fx.rocdl.make_buffer_ptr(ptr + fx.Int64(elem_offset),
                                                             nbytes))


def _piece_type(nbytes: int):
    return {16: T.vec(4, T.i32), 8: T.vec(2, T.i32), 4: T.i32, 2: T.i16}[nbytes]


def load_raw(rsrc, dtype: str, elem_index, count: int) -> tuple:
    """load_f32's loads without the widening (`widen` does it where the values are used): a
    forward issues its weight loads with the row's, before the reduction, and keeps them in
    their loaded width meanwhile (half the registers of f32 for a 16-bit weight)."""
    piece = min(16, BYTES[dtype] * count)
    byte_off = fx.Int32(elem_index) * BYTES[dtype]
    return tuple(_rocdl_ops.raw_ptr_buffer_load(
        _piece_type(piece), rsrc, _raw(byte_off + i * piece), _raw(fx.Int32(0)))
        for i in range_constexpr(BYTES[dtype] * count // piece))


def widen(raw: tuple, dtype: str, count: int):
    """The f32 values of `load_raw`'s pieces: a Vector of ``count``, or a Float32."""
    piece = min(16, BYTES[dtype] * count)
    per_piece = piece // BYTES[dtype]
    elem = ELEM[dtype]
    parts = []
    for r in raw:
        if const_expr(piece == 2):
            parts.append(fx.Int16(r).bitcast(elem).to(fx.Float32))
        elif const_expr(piece == 4 and per_piece == 1):
            parts.append(fx.Int32(r).bitcast(fx.Float32))
        elif const_expr(piece == 4):
            parts.append(Vector.from_elements([fx.Int32(r)], fx.Int32).bitcast(elem)
                         .to(fx.Float32))
        else:
            parts.append(Vector(r).bitcast(elem).to(fx.Float32))
    if const_expr(len(parts) == 1):
        return parts[0]
    return Vector.from_elements([p[j] for p in parts for j in range_constexpr(per_piece)],
                                fx.Float32)


def issue_fence():
    """A scheduling barrier (rocdl.sched.barrier, mask none; no instruction): LLVM's scheduler
    moves nothing across it. After a row's loads (the weight's with them) it keeps them issued
    together: aiming at more waves, the scheduler otherwise delays some until the registers of
    others are free, a round trip later."""
    _rocdl_ops.sched_barrier(_flydsl.no_sched_group())


def load_f32(rsrc, dtype: str, elem_index, count: int):
    """Load ``count`` elements of ``dtype`` at ``elem_index`` and widen them to f32.

    Accesses are at most 128 bits each (two loads for eight f32 weights).
    Returns a Vector of ``count`` f32 when count > 1, else a Float32.
    """
    nbytes = BYTES[dtype] * count
    piece = min(16, nbytes)
    per_piece = piece // BYTES[dtype]
    parts = []
    byte_off = fx.Int32(elem_index) * BYTES[dtype]
    for i in range_constexpr(nbytes // piece):
        raw = _rocdl_ops.raw_ptr_buffer_load(
            _piece_type(piece), rsrc, _raw(byte_off + i * piece), _raw(fx.Int32(0))
        )
        if const_expr(piece == 2):
            parts.append(fx.Int16(raw).bitcast(ELEM[dtype]).to(fx.Float32))
        elif const_expr(piece == 4 and per_piece == 1):
            parts.append(fx.Int32(raw).bitcast(fx.Float32))
        elif const_expr(piece == 4):
            vals = Vector.from_elements([fx.Int32(raw)], fx.Int32).bitcast(ELEM[dtype])
            parts.append(vals.to(fx.Float32))
        else:
            parts.append(Vector(raw).bitcast(ELEM[dtype]).to(fx.Float32))
    if const_expr(count == 1):
        return parts[0]
    if const_expr(len(parts) == 1):
        return parts[0]
    return Vector.from_elements([p[j] for p in parts for j in range_constexpr(per_piece)],
                                fx.Float32)


def store_f32(rsrc, dtype: str, elem_index, value, count: int):
    """Round f32 ``value`` (Vector of ``count`` or Float32) to ``dtype`` and store it."""
    byte_off = fx.Int32(elem_index) * BYTES[dtype]
    if const_expr(count == 1):
        if const_expr(dtype == "f32"):
            bits = fx.Float32(value).bitcast(fx.Int32)
        else:
            bits = value.to(ELEM[dtype]).bitcast(fx.Int16)
        _rocdl_ops.raw_ptr_buffer_store(_raw(bits), rsrc, _raw(byte_off), _raw(fx.Int32(0)))
        return
    nbytes = BYTES[dtype] * count
    piece = min(16, nbytes)
    if const_expr(dtype == "f32"):
        words = value.bitcast(fx.Int32)
    else:
        words = value.to(ELEM[dtype]).bitcast(fx.Int32)
    per_piece = piece // 4
    for i in range_constexpr(nbytes // piece):
        if const_expr(per_piece == 1):
            data = words[i]
        else:
            data = Vector.from_elements(
                [words[i * per_piece + j] for j in range_constexpr(per_piece)], fx.Int32)
        _rocdl_ops.raw_ptr_buffer_store(
            _raw(data), rsrc, _raw(byte_off + i * piece), _raw(fx.Int32(0)))


def when(cond, fn):
    """Run ``fn`` (side effects only) under ``cond``: a Python bool or a runtime i1."""
    if const_expr(cond is True):
        fn()
        return
    _scf_if(cond, fn)


def branch(cond, common, rare):
    """common() where ``cond`` (a runtime i1) holds, else rare(), whose side starts with the
    rare-path mark (config.RARE_PATH_MARK, an empty inline asm the performance model reads)."""
    def marked():
        _llvm.inline_asm(None, [], f"; {RARE_PATH_MARK}", "", has_side_effects=True)
        rare()

    _scf_if(cond, common, marked)


def hsum(v, count: int):
    """Horizontal sum of a Vector (or pass a Float32 through)."""
    if const_expr(count == 1):
        return v
    return v.reduce(ReductionOp.ADD)


def sum_over_chunks(terms, count: int, squares: bool = False, elementwise: bool = True):
    """The sum of every element of the Vectors (or Float32s) in ``terms``, (valid, v) pairs, or
    of their squares: with ``elementwise``, the chunks every lane holds accumulate elementwise
    (packed f32 adds or FMAs, half an instruction per element) and are reduced once; other
    chunks (and a chunk with a runtime ``valid``, which counts only where valid) are reduced
    one by one."""
    acc = None
    s = fx.Float32(0.0)
    for valid, v in terms:
        if const_expr(elementwise and valid is True and count > 1):
            if const_expr(acc is None):
                acc = v * v if squares else v
            elif const_expr(squares):
                acc = Vector(_math.fma(_raw(v), _raw(v), _raw(acc)))
            else:
                acc = acc + v
        else:
            s = s + masked(valid, hsum(v * v if squares else v, count))
    return s if acc is None else s + hsum(acc, count)


def zeros(count: int):
    if const_expr(count == 1):
        return fx.Float32(0.0)
    return Vector.filled(count, 0.0, fx.Float32)


def splat(x, count: int):
    if const_expr(count == 1):
        return x
    return Vector.filled(count, x, fx.Float32)


def plus(v, offset: float, count: int):
    """v + offset, a compile-time constant (no instruction when it is 0)."""
    if const_expr(offset == 0.0):
        return v
    return v + splat(fx.Float32(offset), count)


def group_sum(values, width: int):
    """Sum each value over aligned groups of ``width`` lanes (width a power of two <= 64)."""
    out = []
    for v in values:
        off = width // 2
        while off >= 1:
            v = v + v.shuffle_xor(off, WAVE_SIZE)
            off //= 2
        out.append(v)
    return out


def rsqrt(x):
    return fmath.rsqrt(x)


def uniform(x):
    """A Float32 every lane of the wave holds (a block reduction's result) as a scalar register
    (v_readfirstlane): it then costs no VGPRs where it is used, as a loaded statistic does."""
    return fx.Float32(_rocdl_ops.readfirstlane(T.f32, _raw(x)))


def uniform_i32(x):
    """An Int32 every lane of the wave holds, as a scalar register (v_readfirstlane): a buffer
    resource built from it is scalar, not a waterfall loop over the lanes' values."""
    return fx.Int32(_rocdl_ops.readfirstlane(T.i32, _raw(fx.Int32(x))))


class BlockReducer:
    """Sums over all threads of a block whose rows span more than one wave.

    Each wave publishes its sums to one LDS slot per wave and value; lane ``i`` then reads wave
    ``i % width``'s slots and a butterfly over ``width`` lanes adds them: one LDS read per value
    (few registers even for many values) and the same total (bitwise) in every thread. Two
    barriers per call keep slot reuse safe in row loops. ``nvalues`` is the most values one call
    sums; a call may sum fewer.
    """

    def __init__(self, block_threads: int, nvalues: int):
        self.waves = block_threads // WAVE_SIZE
        self.nvalues = nvalues
        nslots = self.waves * nvalues

        @fx.struct
        class _Slots:
            red: fx.Array[fx.Float32, nslots, 16]

        storage = fx.SharedAllocator().allocate(_Slots).peek()
        self.slots = storage.red.view(fx.make_layout(nslots, 1))

    def __call__(self, values, tid, op: str = "add", segment: int | None = None):
        """Sums (op "add") or maxima (op "max", of values >= 0; "maximum" keeps a NaN) of
        ``values`` over each aligned segment of ``segment`` threads (a multiple of 64; default
        the whole block)."""
        count = len(values)
        if count > self.nvalues:
            raise ValueError(f"{count} values for {self.nvalues} slots per wave")
        if op == "add":
            reduce = group_sum
        else:
            def reduce(v, width):
                return group_max(v, width, keep_nan=op == "maximum")
        seg_waves = (segment or self.waves * WAVE_SIZE) // WAVE_SIZE
        partial = reduce(values, WAVE_SIZE)
        wave = tid // WAVE_SIZE
        lane = tid % WAVE_SIZE

        def publish():
            for k in range_constexpr(count):
                fx.memref_store(partial[k], self.slots, wave * self.nvalues + k)

        when(lane == 0, publish)
        gpu.barrier()
        width = 1
        while width < seg_waves:
            width *= 2
        # Each aligned group of `width` lanes gathers every wave's slot of its segment and
        # reduces it in the same order, so all lanes hold the same total.
        slot = lane % width
        mine = slot < seg_waves
        src = mine.select(slot, 0)
        if const_expr(seg_waves < self.waves):
            src = src + (wave // seg_waves) * seg_waves
        src = src * self.nvalues
        gathered = [mine.select(fx.memref_load(self.slots, src + k), 0.0)
                    for k in range_constexpr(count)]
        out = reduce(gathered, width)
        gpu.barrier()
        return out


class Shape:
    """A kernel's row shape: N (``n``, ``n64`` for 64-bit offsets), its vectors ``nvec``,
    ``inv_n`` = 1 / N, the ``chunks`` a lane walks per row and the weight rows ``heads``.
    Python numbers, compiled in; in a generic kernel (spec.generic) runtime values from its
    launch arguments N and H, but a cached row's chunks (the class's, its registers)."""

    def __init__(self, spec, cfg, n_arg, h_arg):
        self.tpr, self.vec, self.n_min = cfg.threads_per_row, cfg.vec, spec.n_min
        if not spec.generic:
            self.n = self.n64 = spec.n
            self.nvec = spec.n // cfg.vec
            self.inv_n = 1.0 / spec.n
            self.chunks = cfg.chunks
            self.heads = spec.heads
            return
        self.n = fx.Int32(n_arg)
        self.n64 = fx.Int64(self.n)
        self.nvec = self.n >> (cfg.vec.bit_length() - 1)
        self.inv_n = fx.Float32(1.0) / self.n.to(fx.Float32)
        self.chunks = cfg.chunks if cfg.cached else (self.nvec + (self.tpr - 1)) // self.tpr
        self.heads = fx.Int32(h_arg)

    def ragged(self, c) -> bool:
        """Generic kernel: whether chunk ``c`` (a Python int, else a runtime index) may reach
        past N; the chunks inside the class's smallest N never do."""
        return not isinstance(c, int) or (c + 1) * self.tpr * self.vec > self.n_min


# An element index past every range-checked resource (`resource` with nbytes): a ragged chunk's
# lanes past N point there, so the hardware drops their stores and their loads read 0. Every
# bounded extent (a tile of rows, the weight rows) is below 2^29 elements
# (config.LaunchConfig.validate), so in bytes below PAST_BOUND's; and PAST_BOUND plus a row
# offset, times the widest element (4 bytes), stays below 2^32 (no wrap).
PAST_BOUND = 1 << 29


def chunk_index(lane, c: int, lanes_per_row: int, vec: int, nvec: int, ragged: bool,
                masking: str = "select"):
    """(valid, e) for chunk c of a lane's row: whether the chunk lies inside the row (the constant
    True when it always does) and the element index of its first element. ``masking`` says what
    e is past N: "select" (specialised kernels) 0, the row's first element, the caller masking
    loads' values and stores; "bound" (a resource per row bounded at N) the index itself, the
    hardware's range check zeroing the loads and dropping the stores; "offset" (resources
    bounded at a tile of rows) PAST_BOUND, one select per ragged chunk, the same effect."""
    vi = lane + c * lanes_per_row
    if const_expr(not ragged):
        return True, vi * vec
    valid = vi < nvec
    if const_expr(masking == "bound"):
        return valid, vi * vec
    if const_expr(masking == "offset"):
        # The lane's index plus 0 or PAST_BOUND, the chunk's constant last: it folds into the
        # access's immediate offset (a select of the whole index would take a register per chunk).
        return valid, (lane * vec + valid.select(0, PAST_BOUND)) + c * lanes_per_row * vec
    return valid, valid.select(vi, 0) * vec


def masked(valid, v):
    """v where valid (possibly the constant True), else 0."""
    if const_expr(valid is True):
        return v
    return valid.select(v, 0.0)


# ------------------------------------------------------------------------------------------------
# Quantized epilogue (docs/contract.md, "Quantized outputs"): maxima, scales, conversions to the
# 1-byte dtypes. Reference semantics: jax_flynorm/_reference.py `quantize`.

# Beside each arch's own fp8 format (spec.NATIVE_FP8), each writes the other e4m3 through its
# own conversion of a stand-in value: gfx942 e4m3fn (_fnuz_stand_in of q / 2), gfx950 e4m3fnuz
# (_fn_stand_in of 2 q). fn's grid is fnuz's times two, codes and ties alike.


def fmax(a, b):
    """max(a, b) ignoring NaN (llvm.maxnum, v_max_f32): an amax reads NaN as absent."""
    return fx.Float32(_arith.maxnumf(_raw(a), _raw(b)))


def fmaximum(a, b):
    """max(a, b), NaN if either is (llvm.maximum; gfx950 v_maximum3_f32)."""
    return fx.Float32(_arith.maximumf(_raw(a), _raw(b)))


def abs_max(v, count: int, keep_nan: bool = False):
    """max|v_i| of a Vector (or a Float32), NaN read as 0; with ``keep_nan`` NaN if any is."""
    if const_expr(keep_nan):
        if const_expr(count == 1):
            return fmath.absf(v)
        return fx.Float32(_vector.reduction(T.f32, _vector.CombiningKind.MAXIMUMF,
                                            _raw(abs(v))))
    m = fmath.absf(v) if count == 1 else abs(v).reduce(ReductionOp.MAX)
    return fmax(fx.Float32(0.0), m)


def group_max(values, width: int, keep_nan: bool = False):
    """The maximum of each value over aligned groups of ``width`` lanes (a power of two <= 64);
    with ``keep_nan`` NaN where any lane's is."""
    combine = fmaximum if keep_nan else fmax
    out = []
    for v in values:
        off = width // 2
        while off >= 1:
            v = combine(v, v.shuffle_xor(off, WAVE_SIZE))
            off //= 2
        out.append(v)
    return out


def scatter_max(values, width: int, wave_lane) -> tuple[list, int]:
    """Maxima of ``values`` over aligned groups of ``width`` lanes, spread over the group (a
    reduce-scatter): each step pairs the lanes that differ in one more bit, each lane keeps the
    half of the list its bit names and sends the other half, so the list halves while it is even;
    lanes still sharing a list then butterfly it. Returns (maxima, steps): lane j keeps
    len(values) >> steps maxima, the k-th of them that of ``values[scattered_index(...)]``.
    Fewer shuffles and maxima than a butterfly per value (16 values over 16 lanes: 15 pairs of
    selects, shuffles and maxima against 64 shuffles and maxima), and each lane then divides by
    one group's scale instead of every group's."""
    vals, steps = list(values), 0
    while len(vals) % 2 == 0 and (1 << steps) < width:
        half = len(vals) // 2
        upper = (wave_lane // (1 << steps)) % 2 == 1
        nxt = []
        for k in range_constexpr(half):
            lo, hi = vals[k], vals[k + half]
            sent = upper.select(lo, hi)
            nxt.append(fmax(upper.select(hi, lo), sent.shuffle_xor(1 << steps, WAVE_SIZE)))
        vals, steps = nxt, steps + 1
    off = 1 << steps
    while off < width:
        vals = [fmax(v, v.shuffle_xor(off, WAVE_SIZE)) for v in vals]
        off *= 2
    return vals, steps


def scattered_owner(c: int, count: int, steps: int) -> tuple[int, int]:
    """(lane within the group, list index) holding the maximum of value c of ``scatter_max``
    over ``count`` values after ``steps`` halvings (a lane whose higher bits are 0)."""
    left = count >> steps
    lane = sum(((c // (count >> (t + 1))) % 2) << t for t in range(steps))
    return lane, c % left


def scattered_index(wave_lane, k: int, count: int, steps: int):
    """Which of the ``count`` values the k-th maximum a lane keeps from ``scatter_max`` is of."""
    c = fx.Int32(k)
    for t in range_constexpr(steps):
        c = c + ((wave_lane // (1 << t)) % 2) * (count >> (t + 1))
    return c


def lane_value(v, src):
    """v of lane ``src`` of the wave (ds_bpermute)."""
    return fx.Float32(gpu.shuffle_idx(v, src, WAVE_SIZE))


def _wrap(value, count: int):
    return fx.Float32(value) if count == 1 else Vector(value)


def fma(a, b, c, count: int):
    """a * b + c rounded once, elementwise (packed: v_pk_fma_f32)."""
    return _wrap(_math.fma(_raw(a), _raw(b), _raw(c)), count)


# A per-tensor scale outside [2^-40, 2^40] is scaled by 2^64 or 2^-64 (exactly), and y with it:
# the reciprocal then neither overflows nor goes subnormal, and the FMA remainder of every
# quotient that can round to a nonzero 1-byte value stays a normal f32 (so it is exact).
# A dynamic scale is normal (a subnormal one is 0) and needs no shift above 2^-88.
_DIVISOR_RANGE = 2.0 ** 40
_DIVISOR_SHIFT = 2.0 ** 64
F32_MAX = float.fromhex("0x1.fffffep127")
F32_MIN = 2.0 ** -126  # the smallest normal f32


def divider(d, shift: bool = False):
    """What ``divide`` needs to divide by the lane's f32 ``d`` (nonzero; may be +-Inf or NaN):
    (s, d * s, 1 / (d * s) correctly rounded, d * s with Inf read as 0) for a power of two s,
    s None (1) without ``shift``. One IEEE division per group instead of one per element."""
    s = None
    ds = d
    if const_expr(shift):
        a = fmath.absf(d)
        s = (a < 1.0 / _DIVISOR_RANGE).select(
            fx.Float32(_DIVISOR_SHIFT),
            (a > _DIVISOR_RANGE).select(fx.Float32(1.0 / _DIVISOR_SHIFT), fx.Float32(1.0)))
        ds = d * s
    r = fx.Float32(1.0) / ds
    # An infinite divisor has reciprocal 0; its remainder must not form 0 * Inf.
    infinite = fmath.absf(ds) > F32_MAX
    return s, ds, r, infinite.select(fx.Float32(0.0), ds)


def divide(y, div, count: int):
    """y / d for a Vector of ``count`` (or a Float32) and ``div = divider(d)``: bitwise the IEEE
    f32 quotient wherever it is at least 2^-12 in magnitude and below 2^20 (every quotient
    that can round to a nonzero 1-byte value short of saturation), given |d s| >= 2^-88, with
    y's sign and a magnitude below 2^-11 under 2^-12; y / +-Inf is +-0, and NaN stays NaN.
    Markstein's correction: q0 = y r is within an ulp of y / d, the remainder y - q0 d is exact
    in one FMA, and q0 + remainder * r rounds correctly. Packed f32 math: three instructions per
    two elements. The remainder's sign is flipped so that a zero y keeps its sign."""
    s, _, r, d_fma = div
    ys = y if s is None else y * splat(s, count)
    q0 = ys * splat(r, count)
    rem = fma(q0, splat(d_fma, count), _wrap(_arith.negf(_raw(ys)), count), count)
    return fma(_wrap(_arith.negf(_raw(rem)), count), splat(r, count), q0, count)


def clamp_dividend(y, div, qmax: float, count: int, factor=None, scaled: float = 1.0):
    """(y * factor) / d * scaled for a divider with ``shift`` (a per-tensor scale), an exact
    scalar factor (0 or 1) and a power of two ``scaled`` (`quotient_factor`), whose quotients
    may overflow (Inf / d, or a huge y) where the FMA correction would make NaN: y s is first
    clamped to +-qmax |d s| with NaN kept, so a clamped quotient is within two ulps of
    +-qmax, beyond which every quotient saturates anyway."""
    s, ds, r, d_fma = div
    ys = y * splat(s * scaled if factor is None else s * (factor * scaled), count)
    hi = _raw(fmath.absf(ds) * (qmax * scaled))
    out = []
    for j in range_constexpr(count):
        e = _raw(ys) if count == 1 else _raw(ys[j])
        # sign(e) * minimum(|e|, hi): IEEE minimum keeps NaN (gfx950: v_minimum3_f32), and the
        # sign goes back with one v_bfi_b32; a compare and a select per bound took four.
        out.append(_math.copysign(_arith.minimumf(_math.absf(e), hi), e))
    ys = fx.Float32(out[0]) if count == 1 else Vector(
        _vector.from_elements(T.vec(count, T.f32), out))
    return divide(ys, (None, ds, r, d_fma), count)


def clamp_is_identity(amax, factor, div, qmax: float, scaled: float = 1.0):
    """Whether ``clamp_dividend(y, div, qmax, factor=factor, scaled=scaled)`` would leave every
    y of a row whose max|y| (NaN read as absent) is ``amax`` unclamped, unshifted and unscaled
    by the factor: then ``divide(y * scaled, (None,) + div[1:])`` gives its bits (RN is
    monotonic, so every |y * scaled| is at most RN(amax * scaled) <= the bound). False for a
    NaN or zero scale, or one outside [2^-40, 2^40]."""
    s, ds, _, _ = div
    hi = fmath.absf(ds) * (qmax * scaled)
    return (s == 1.0) & (factor == 1.0) & (amax * scaled <= hi)


def _cmp(pred: str, a, b):
    return _arith.cmpf(getattr(_arith.CmpFPredicate, pred), _raw(a), _raw(b))


def _select(cond, a, b):
    return _arith.select(cond, _raw(a), _raw(b))


def _i32(c: int):
    return _raw(fx.Int32(c))


# Adding 1.5 * 2^23 rounds |q| <= 2^22 half to even into the low mantissa bits: the sum's bits
# are those of 1.5 * 2^23 plus the rounded integer, whose low byte is the int8 (two's complement).
_INT8_MAGIC = 1.5 * 2.0 ** 23


def _int8_bytes(q, count: int) -> list:
    """round half to even, NaN -> 0: each byte in the low bits of an i32. A NaN sum becomes
    1.5 * 2^23 - 256 (low byte 0) by the maximum with it, which returns the number for a NaN
    (v_max_f32, IEEE maxNum) and leaves every sum of a |q| <= 128 as it is: one instruction per
    value instead of a compare and a select."""
    t = plus(q, _INT8_MAGIC, count)
    elems = [t] if count == 1 else [t[j] for j in range_constexpr(count)]
    floor = _raw(fx.Float32(_INT8_MAGIC - 256.0))
    return [_arith.bitcast(T.i32, _arith.maxnumf(_raw(fx.Float32(e)), floor)) for e in elems]


# -2^-11 as a signed i32: a value whose bits are at most this (signed) is -0 or a negative one
# that e4m3fnuz rounds to 0 (half its smallest subnormal, a tie, rounds to the even 0).
_NEG_TO_ZERO = -(0x100000000 - 0xBA000000)
_QNAN_BITS = 0x7FC00000


def _fnuz_stand_in(v):
    """v = q / 2 for the e4m3fnuz conversion giving q's OCP e4m3fn byte (gfx942 converts to
    fnuz only): fn's grid is fnuz's times two, codes and ties alike, so q / 2 rounds to q's fn
    code, 448 (0x7E) included. Two codes differ: NaN becomes 240 (fnuz 0x7F, an fn NaN;
    v_min_f32 returns 240 for a NaN), and a v that rounds to -0 becomes NaN (fnuz's NaN code 0x80
    is fn's -0; fnuz itself has no -0)."""
    v = _arith.minnumf(v, _raw(fx.Float32(240.0)))
    bits = _arith.bitcast(T.i32, v)
    to_neg_zero = _arith.cmpi(_arith.CmpIPredicate.sle, bits, _i32(_NEG_TO_ZERO))
    return _arith.bitcast(T.f32, _arith.select(to_neg_zero, _i32(_QNAN_BITS), bits))


# -2^-10 as a signed i32: a v whose bits are at most this (signed) is -0 or a negative one that
# e4m3fn rounds to -0 (half its smallest subnormal, a tie, rounds to the even 0).
_FN_NEG_TO_ZERO = -(0x100000000 - 0xBA800000)
_NEG_ZERO_BITS = -0x80000000


def _fn_stand_in(v):
    """v = 2 q for the OCP e4m3fn conversion giving q's e4m3fnuz byte (gfx950 converts to fn
    only): 2 q rounds to q's fnuz code, and past 464 (q past 232, which rounds to fnuz's 240,
    0x7F) it leaves fn's range, where the conversion gives sign | 0x7F, fnuz's +-240 (it rounds
    and does not saturate: assumed, as for every conversion here). Two codes differ: a v that
    rounds to -0 becomes +0 (fn's -0, 0x80, is fnuz's NaN), and NaN becomes -0 (fn's NaN
    codes are fnuz's +-240)."""
    bits = _arith.bitcast(T.i32, v)
    to_zero = _arith.cmpi(_arith.CmpIPredicate.sle, bits, _i32(_FN_NEG_TO_ZERO))
    bits = _arith.select(to_zero, _i32(0), bits)
    bits = _arith.select(_cmp("UNO", v, v), _i32(_NEG_ZERO_BITS), bits)
    return _arith.bitcast(T.f32, bits)


def _fn_zero_codes_positive(word):
    """Four OCP e4m3fn codes with -0 (0x80, e4m3fnuz's NaN) made +0 and the rest kept: the sign
    bit of a byte stays where its low seven bits are not all 0 ((b & 0x7f) + 0x7f carries into
    bit 7 then, and no byte's sum carries into the next). Four instructions per four codes where
    a compare and a select per value took eight."""
    low7 = _arith.andi(word, _i32(0x7F7F7F7F))
    nonzero = _arith.addi(low7, _i32(0x7F7F7F7F))
    return _arith.andi(word, _arith.ori(nonzero, _i32(0x7F7F7F7F)))


def finite_fast_path(dtype: str, arch: str) -> bool:
    """Whether ``quantized_words`` of ``dtype`` has a cheaper form for quotients known to be
    finite (no NaN to code): gfx950's e4m3fnuz, whose NaN fix-up is one of its two per value."""
    other = _other_e4m3(dtype, arch)
    return other is not None and other[1] is _fn_stand_in


def _perm(a, b, sel: int):
    """v_perm_b32: byte i of the result is byte sel[i] of {a:b} (0-3 b's, 4-7 a's), 0 for 12."""
    return _llvm.call_intrinsic(T.i32, "llvm.amdgcn.perm", [a, b, _i32(sel)], [], [])


# Two codes' low bytes into the low half of a word, then two such halves into one word.
_PERM_LOW_BYTES, _PERM_LOW_HALVES = 0x0C0C0400, 0x05040100


# The other e4m3 format through an arch's own conversion, by that arch's format: the power of
# two the quotient comes times, and the stand-in of it that the conversion takes.
_OTHER_E4M3 = {"f8e4m3fnuz": (0.5, _fnuz_stand_in), "f8e4m3fn": (2.0, _fn_stand_in)}


def _other_e4m3(dtype: str, arch: str):
    """(factor, stand-in) when ``dtype`` is the e4m3 format ``arch`` does not convert to, else
    None."""
    native = NATIVE_FP8.get(arch)
    if native is None:
        raise ValueError(f"no fp8 conversion known for {arch}")
    return None if dtype in ("i8", native) else _OTHER_E4M3[native]


def quotient_factor(dtype: str, arch: str) -> float:
    """What ``quantized_words`` takes the quotient y / scale times: 1, or for the other e4m3
    format the power of two of its stand-in (gfx942's e4m3fn: 1/2, gfx950's e4m3fnuz: 2),
    which the division applies for free (a divisor, or the dividend's exact multiplier)."""
    other = _other_e4m3(dtype, arch)
    return 1.0 if other is None else other[0]


def quantized_words(q, count: int, dtype: str, arch: str, finite: bool = False) -> list:
    """f32 q (a Vector of ``count`` or a Float32) rounded half to even to the 1-byte ``dtype``,
    packed little-endian: a list of i32 words (count >= 4), else one i32 holding count bytes.
    ``finite``: every q is finite (the caller checked; see `finite_fast_path`).

    q is a quotient times `quotient_factor`, from ``divide`` by a normal dynamic scale or from
    ``clamp_dividend``: NaN, or at most two ulps above qmax in magnitude, which rounds to qmax.
    Nothing saturates here, so the conversions must round before they range-check
    (v_cvt_pk_fp8_f32 rounds to nearest even)."""
    if dtype == "i8":
        codes = _int8_bytes(q, count)
    else:
        other = _other_e4m3(dtype, arch)
        elems = [q] if count == 1 else [q[j] for j in range_constexpr(count)]
        elems = [_raw(fx.Float32(e)) for e in elems]
        fix_words = finite and finite_fast_path(dtype, arch)
        if const_expr(other is not None and not fix_words):
            elems = [other[1](e) for e in elems]
        # v_cvt_pk_fp8_f32 converts two values into one half of a dword (RNE), keeping the
        # other half: a word whose two halves are both converted starts undefined, which spares
        # the v_mov of a zero per word (a quarter VALU per value).
        words = []
        for w in range_constexpr(-(-count // 4)):
            word = _llvm.mlir_undef(T.i32) if 4 * w + 2 < count else _i32(0)
            for half in range_constexpr(2):
                i = 4 * w + 2 * half
                if i < count:
                    a = elems[i]
                    b = elems[i + 1] if i + 1 < count else a
                    word = _rocdl_ops.cvt_pk_fp8_f32(T.i32, a, b, word, bool(half))
            # 2 q of a finite q needs only _fn_stand_in's -0 fix-up, done on the codes.
            words.append(_fn_zero_codes_positive(word) if fix_words else word)
        return words
    # Three v_perm_b32 per word (LLVM's own packing of the masked, shifted bytes takes about
    # twice as many instructions); a short vector's missing codes are zeros.
    codes = codes + [_i32(0)] * (-count % 4)
    words = []
    for w in range_constexpr(len(codes) // 4):
        c = codes[4 * w:4 * w + 4]
        lo = _perm(c[1], c[0], _PERM_LOW_BYTES)
        hi = _perm(c[3], c[2], _PERM_LOW_BYTES)
        words.append(_perm(hi, lo, _PERM_LOW_HALVES))
    return words


def store_bytes(rsrc, byte_index, words: list, count: int):
    """Store ``count`` bytes (packed in i32 ``words``, see quantized_words) at ``byte_index``."""
    byte_off = _raw(fx.Int32(byte_index))
    if count >= 4:
        per = min(4, count // 4)  # up to 16 bytes per store
        for i in range_constexpr(count // 4 // per):
            chunk = words[i * per:(i + 1) * per]
            data = chunk[0] if per == 1 else _vector.from_elements(T.vec(per, T.i32), chunk)
            off = _raw(fx.Int32(byte_index) + i * 16)
            _rocdl_ops.raw_ptr_buffer_store(data, rsrc, off, _raw(fx.Int32(0)))
        return
    data = _arith.trunci(T.i16 if count == 2 else T.i8, words[0])
    _rocdl_ops.raw_ptr_buffer_store(data, rsrc, byte_off, _raw(fx.Int32(0)))


def both(a, b):
    """a and b, either possibly the constant True."""
    if const_expr(a is True):
        return b
    if const_expr(b is True):
        return a
    return a & b
