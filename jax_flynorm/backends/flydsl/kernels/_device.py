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
from .config import WAVE_SIZE

_rocdl_ops = _flydsl.rocdl_ops()
_scf_if = _flydsl.scf_if_dispatch()

ELEM = {"f32": fx.Float32, "f16": fx.Float16, "bf16": fx.BFloat16}
BYTES = {"f32": 4, "f16": 2, "bf16": 2}


def _raw(v):
    return v.ir_value() if hasattr(v, "ir_value") else v


def resource(ptr, elem_offset):
    """Buffer resource whose base is ``ptr + elem_offset`` (64-bit pointer arithmetic)."""
    return fx.rocdl.get_buffer_rsrc(fx.rocdl.make_buffer_ptr(ptr + fx.Int64(elem_offset)))


def _piece_type(nbytes: int):
    return {16: T.vec(4, T.i32), 8: T.vec(2, T.i32), 4: T.i32, 2: T.i16}[nbytes]


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


def hsum(v, count: int):
    """Horizontal sum of a Vector (or pass a Float32 through)."""
    if const_expr(count == 1):
        return v
    return v.reduce(ReductionOp.ADD)


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

    def __call__(self, values, tid):
        count = len(values)
        if count > self.nvalues:
            raise ValueError(f"{count} values for {self.nvalues} slots per wave")
        partial = group_sum(values, WAVE_SIZE)
        wave = tid // WAVE_SIZE
        lane = tid % WAVE_SIZE

        def publish():
            for k in range_constexpr(count):
                fx.memref_store(partial[k], self.slots, wave * self.nvalues + k)

        when(lane == 0, publish)
        gpu.barrier()
        width = 1
        while width < self.waves:
            width *= 2
        # Each aligned group of `width` lanes gathers every wave's slot and sums it in the same
        # order, so all lanes hold the same total.
        slot = lane % width
        mine = slot < self.waves
        src = mine.select(slot, 0) * self.nvalues
        gathered = [mine.select(fx.memref_load(self.slots, src + k), 0.0)
                    for k in range_constexpr(count)]
        out = group_sum(gathered, width)
        gpu.barrier()
        return out


def chunk_index(lane, c: int, lanes_per_row: int, vec: int, nvec: int, ragged: bool):
    """(valid, e) for chunk c of a lane's row: whether the chunk lies inside the row (the constant
    True when it always does) and the element index of its first element, clamped to 0 when not."""
    vi = lane + c * lanes_per_row
    if const_expr(ragged):
        valid = vi < nvec
        return valid, valid.select(vi, 0) * vec
    return True, vi * vec


def masked(valid, v):
    """v where valid (possibly the constant True), else 0."""
    if const_expr(valid is True):
        return v
    return valid.select(v, 0.0)
