"""The emulated raw buffer intrinsics' range check, on small hand-written IR, against a byte-level
reference written here: a piece of an access (each dword of one wider than 4 bytes, or the whole
of a narrower one) moves only when every one of its bytes lies below num_records, its offset
being voffset without wrapping at 2^32; soffset moves the address, not the bound
(docs/verification.md, "Buffer range check")."""

import functools

import numpy as np
import pytest

from tests.emulator.support import require

require("llvmlite")

from tools.emulator import EmulatorError, jit_ir  # noqa: E402

FLAGS = 159744
# Lane t accesses %buf (num_records %n) at voffset t * %step + %base, soffset %soff. A load's
# value goes to out[16 t ...] through an unbounded resource; a store writes what it loads there.
KERNEL = """
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %buf, i32 %n, i32 %soff,
                             i32 %step, i32 %base) #0 {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %n64 = zext i32 %n to i64
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %buf, i16 0,
       i64 %n64, i32 {flags})
  %o = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0,
       i64 4294967295, i32 {flags})
  %s = mul i32 %tid, %step
  %voff = add i32 %s, %base
  %slot = mul i32 %tid, 16
{body}
  ret void
}}
attributes #0 = {{ "amdgpu-flat-work-group-size"="64,64" }}
"""
LOAD = """
  %x = call {ty} @llvm.amdgcn.raw.ptr.buffer.load.{sfx}(ptr addrspace(8) %r, i32 %voff,
       i32 %soff, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.store.{sfx}({ty} %x, ptr addrspace(8) %o, i32 %slot,
       i32 0, i32 0)
"""
STORE = """
  %x = call {ty} @llvm.amdgcn.raw.ptr.buffer.load.{sfx}(ptr addrspace(8) %o, i32 %slot,
       i32 0, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.store.{sfx}({ty} %x, ptr addrspace(8) %r, i32 %voff,
       i32 %soff, i32 0)
"""
TYPES = {"i8": ("i8", 1), "i16": ("i16", 2), "i32": ("i32", 4), "v2i32": ("<2 x i32>", 8),
         "v3i32": ("<3 x i32>", 12), "v4i32": ("<4 x i32>", 16), "v8i16": ("<8 x i16>", 16)}


@functools.cache
def kernel(direction, sfx):
    ty = TYPES[sfx][0]
    body = (LOAD if direction == "load" else STORE).format(ty=ty, sfx=sfx)
    return jit_ir(KERNEL.format(flags=FLAGS, body=body))


def _rng():
    return np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))


def launch(direction, sfx, out, buf, n, *, soff=0, step=1, base=0):
    kernarg = b"".join([a.ctypes.data.to_bytes(8, "little") for a in (out, buf)]
                       + [int(v).to_bytes(4, "little") for v in (n, soff, step, base)])
    return kernel(direction, sfx).launch(kernarg, (1, 1, 1), (64, 1, 1),
                                         [(out.ctypes.data, out.nbytes),
                                          (buf.ctypes.data, buf.nbytes)])


def pieces(size):
    """Byte ranges (start, length) of the pieces the range check tests one by one."""
    return [(0, size)] if size < 4 else [(k, 4) for k in range(0, size, 4)]


def inside(offset, length, n):
    return all(offset + b < n for b in range(length))


def counters(stats):
    return stats["oob_loads"], stats["oob_stores"], stats["oob_partial"]


@pytest.mark.parametrize("sfx", list(TYPES))
@pytest.mark.parametrize("n", [37, 40, 41, 42, 43])
def test_loads_at_every_byte_of_the_bound(sfx, n):
    # Lane t loads at byte t: across the wave the bound falls at every byte of the access.
    size = TYPES[sfx][1]
    buf = _rng().integers(1, 256, 128, dtype=np.uint8)
    out = np.full(64 * 16, 0xEE, np.uint8)
    stats = launch("load", sfx, out, buf, n)
    dropped = partial = 0
    for t in range(64):
        want = out[16 * t:16 * t + 16].copy()
        for k, length in pieces(size):
            o = t + k
            if inside(o, length, n):
                want[k:k + length] = buf[o:o + length]
            else:
                want[k:k + length] = 0
                dropped += 1
                partial += o < n
        np.testing.assert_array_equal(out[16 * t:16 * t + 16], want, err_msg=f"lane {t}")
    assert counters(stats) == (dropped, 0, partial)


@pytest.mark.parametrize("sfx", list(TYPES))
@pytest.mark.parametrize("base", [0, 1])
def test_stores_drop_each_piece_past_the_bound(sfx, base):
    # Lane t stores at 20 t + base (never overlapping; unaligned with base 1): num_records
    # 100 + base + r puts the bound at byte r of lane 5's access, for every r.
    size = TYPES[sfx][1]
    src = _rng().integers(0, 256, 64 * 16, dtype=np.uint8)
    for r in range(size + 2):
        n = 100 + base + r
        buf = np.full(20 * 64 + 24, 0xEE, np.uint8)
        want = buf.copy()
        stats = launch("store", sfx, src.copy(), buf, n, step=20, base=base)
        dropped = partial = 0
        for t in range(64):
            for k, length in pieces(size):
                o = 20 * t + base + k
                if inside(o, length, n):
                    want[o:o + length] = src[16 * t + k:16 * t + k + length]
                else:
                    dropped += 1
                    partial += o < n
        np.testing.assert_array_equal(buf, want, err_msg=f"num_records {n}")
        assert counters(stats) == (0, dropped, partial)


@pytest.mark.parametrize("sfx", ["v2i32", "v4i32", "v8i16"])
def test_offsets_do_not_wrap_at_2_32(sfx):
    # voffset 2^32 - 4: the dwords after the first would wrap to bytes 0.. of the buffer (in
    # range and present); the hardware's saturating check puts every one out of range.
    buf = _rng().integers(1, 256, 64, dtype=np.uint8)
    out = np.full(64 * 16, 0xEE, np.uint8)
    stats = launch("load", sfx, out, buf, 64, step=0, base=0xFFFFFFFC)
    size = TYPES[sfx][1]
    assert (out.reshape(64, 16)[:, :size] == 0).all()
    assert counters(stats) == (64 * len(pieces(size)), 0, 0)


def test_soffset_moves_the_address_not_the_bound():
    # num_records 16, soffset 32: lanes whose voffset + 4 <= 16 access 32 + voffset (past
    # num_records from the base, but inside the buffer), the others are dropped.
    rng = _rng()
    buf = rng.integers(1, 256, 64, dtype=np.uint8)
    out = np.full(64 * 16, 0xEE, np.uint8)
    stats = launch("load", "i32", out, buf, 16, soff=32, step=4)
    got = out.reshape(64, 16)[:, :4].copy().view(np.uint32)[:, 0]
    want = [int.from_bytes(bytes(buf[32 + 4 * t:36 + 4 * t]), "little") if 4 * t + 4 <= 16
            else 0 for t in range(64)]
    assert got.tolist() == want
    assert counters(stats) == (60, 0, 0)
    buf[:] = 0xEE
    src = rng.integers(0, 256, 64 * 16, dtype=np.uint8)
    launch("store", "i32", src, buf, 16, soff=32, step=4)
    np.testing.assert_array_equal(buf[32:48].reshape(4, 4), src.reshape(64, 16)[:4, :4])
    assert (buf[:32] == 0xEE).all() and (buf[48:] == 0xEE).all()


def test_an_in_range_access_outside_the_operands_is_an_error():
    # soffset past the registered buffer: in range for the check, outside every operand.
    buf = np.zeros(64, np.uint8)
    out = np.zeros(64 * 16, np.uint8)
    with pytest.raises(EmulatorError, match="outside the operands"):
        launch("load", "i32", out, buf, 16, soff=64, step=4)
