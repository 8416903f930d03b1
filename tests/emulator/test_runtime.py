"""Each emulated intrinsic against its documented semantics, on small hand-written AMDGPU IR.

The IR below is written in the form FlyDSL emits (amdgpu_kernel, addrspace(1/3/8) pointers,
buffer resources), so it goes through the same retargeting as the kernels.
"""

import numpy as np
import pytest

from tests.emulator.support import require

require("llvmlite")

from tools.emulator import EmulatorError, UnsupportedIR, jit_ir  # noqa: E402

HEAD = """
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %o = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out, i16 0,
       i64 4294967295, i32 159744)
  %i = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0,
       i64 4294967295, i32 159744)
  %ioff = mul i32 %tid, 4
  %x = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %i, i32 %ioff, i32 0, i32 0)
"""
TAIL = """
  %oidx = add i32 %tid, %wgbase
  %ooff = mul i32 %oidx, 4
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %v, ptr addrspace(8) %o, i32 %ooff, i32 0,
       i32 0)
  ret void
}
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #1
attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
attributes #1 = { convergent nounwind }
"""


def run(body, x, lanes=64, groups=1, out_words=None, n=0):
    """Run ``HEAD + body + TAIL``: lane t of group g loads in[t] as %x, stores %v to
    out[g * lanes + t]. ``body`` must define %v and %wgbase."""
    kernel = jit_ir(HEAD + body + TAIL)
    x = np.ascontiguousarray(x, dtype=np.uint32)
    out = np.full(out_words or lanes * groups, 0xDEADBEEF, dtype=np.uint32)
    kernarg = (out.ctypes.data.to_bytes(8, "little") + x.ctypes.data.to_bytes(8, "little")
               + int(n).to_bytes(4, "little"))
    stats = kernel.launch(kernarg, (groups, 1, 1), (lanes, 1, 1),
                          [(out.ctypes.data, out.nbytes), (x.ctypes.data, x.nbytes)])
    return out, stats


WG0 = "  %wgbase = mul i32 %wg, 64\n"
LANES = np.arange(64, dtype=np.uint32)
DATA = (LANES * 7 + 100).astype(np.uint32)


def test_ids_and_mbcnt():
    body = WG0 + """
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %m = call i32 @llvm.amdgcn.mbcnt.lo(i32 0, i32 1000)
  %a = mul i32 %wg, 100000
  %b = add i32 %a, %hi
  %v = add i32 %b, %m
"""
    out, _ = run(body, DATA, groups=3)
    lane = np.tile(LANES, 3)
    group = np.repeat(np.arange(3), 64)
    np.testing.assert_array_equal(out, group * 100000 + lane + 1000)


def test_mbcnt_counts_mask_bits_below_the_lane():
    body = WG0 + """
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 1431655765, i32 0)
  %v = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
"""
    out, _ = run(body, DATA)
    lo = np.array([bin(0x55555555 & ((1 << min(t, 32)) - 1)).count("1") for t in range(64)])
    np.testing.assert_array_equal(out, lo + np.maximum(LANES.astype(int) - 32, 0))


def test_buffer_load_past_num_records_reads_zero_and_store_is_dropped():
    body = WG0 + """
  %small = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in,
           i16 0, i64 16, i32 159744)
  %v = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %small, i32 %ioff, i32 0,
       i32 0)
  %tiny = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %out,
           i16 0, i64 40, i32 159744)
  call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 7, ptr addrspace(8) %tiny, i32 %ioff,
       i32 256, i32 0)
"""
    out, stats = run(body, DATA, out_words=128)
    # in: 16 bytes of records -> lanes 0..3 read their word, the rest read 0.
    np.testing.assert_array_equal(out[:64], np.where(LANES < 4, DATA, 0))
    # out: 40 bytes of records checked against voffset alone (soffset is not range-checked):
    # lanes 0..9 store at out + 256 + 4 t, the rest are dropped.
    np.testing.assert_array_equal(out[64:], np.where(LANES < 10, 7, 0xDEADBEEF))
    assert stats["oob_loads"] == 60 and stats["oob_stores"] == 54


def test_vector_buffer_load_is_range_checked_per_dword():
    body = WG0 + """
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in,
       i16 0, i64 24, i32 159744)
  %vec = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %r, i32 8,
         i32 0, i32 0)
  %e = urem i32 %tid, 4
  %v = extractelement <4 x i32> %vec, i32 %e
"""
    out, _ = run(body, DATA)
    # Bytes 8..24 end exactly at num_records: all four dwords are in range.
    np.testing.assert_array_equal(out[:4], DATA[2:6])


def test_vector_buffer_load_partly_out_of_range():
    body = WG0 + """
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in,
       i16 0, i64 20, i32 159744)
  %vec = call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %r, i32 8,
         i32 0, i32 0)
  %e = urem i32 %tid, 4
  %v = extractelement <4 x i32> %vec, i32 %e
"""
    out, stats = run(body, DATA)
    # num_records 20: the dword at bytes 20..24 is out of range and reads 0, the rest load.
    np.testing.assert_array_equal(out[:4], [DATA[2], DATA[3], DATA[4], 0])
    assert stats["oob_loads"] == 64


def test_buffer_access_outside_the_operands_is_an_error():
    body = WG0 + """
  %far = add i32 %ioff, 4096
  %v = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %i, i32 %far, i32 0,
       i32 0)
"""
    with pytest.raises(EmulatorError, match="outside the operands"):
        run(body, DATA)


def test_bpermute_indexes_by_byte_address():
    body = WG0 + """
  %src = sub i32 63, %tid
  %addr = mul i32 %src, 4
  %odd = and i32 %tid, 1
  %byte = add i32 %addr, %odd
  %plus = add i32 %byte, 256
  %v = call i32 @llvm.amdgcn.ds.bpermute(i32 %plus, i32 %x)
"""
    out, _ = run(body, DATA)
    # Lane t reads lane 63 - t: the low two address bits and whole waves (256 B) are ignored.
    np.testing.assert_array_equal(out, DATA[63 - LANES])


def test_readfirstlane_reads_the_lowest_active_lane():
    # Lanes below 5 take another branch: the others all read lane 5's value.
    body = WG0 + """
  %lo = icmp ult i32 %tid, 5
  br i1 %lo, label %done, label %read
read:
  %f = bitcast i32 %x to float
  %r = call float @llvm.amdgcn.readfirstlane.f32(float %f)
  %p = bitcast float %r to i32
  br label %done
done:
  %v = phi i32 [ 1, %entry ], [ %p, %read ]
"""
    out, _ = run(body, DATA)
    np.testing.assert_array_equal(out, np.where(LANES < 5, 1, DATA[5]))


def test_bpermute_from_an_inactive_lane_reads_zero():
    body = WG0 + """
  %hi = icmp uge i32 %tid, 32
  br i1 %hi, label %done, label %shuffle
shuffle:
  %addr = mul i32 %tid, 4
  %flip = xor i32 %addr, 128
  %p = call i32 @llvm.amdgcn.ds.bpermute(i32 %flip, i32 %x)
  br label %done
done:
  %v = phi i32 [ 1, %entry ], [ %p, %shuffle ]
"""
    out, stats = run(body, DATA)
    np.testing.assert_array_equal(out, np.where(LANES < 32, 0, 1))
    assert stats["inactive_reads"] == 32


# The patterns our kernels use: bitmask mode (and 0x1F, or 0, xor k): lane ^ k within 32 lanes.
USED_SWIZZLES = [0x1F | (k << 10) for k in (1, 2, 4, 8, 16)]


@pytest.mark.parametrize("pattern", USED_SWIZZLES + [0x1F | (3 << 5), 0x0C | (1 << 10),
                                                     0x8000 | 0b00011011, 0x8000 | 0b10101010])
def test_swizzle(pattern):
    body = WG0 + f"  %v = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 {pattern})\n"
    out, _ = run(body, DATA)
    lane = LANES.astype(int)
    if pattern & 0x8000:  # quad permute: lane i of a quad reads quad lane (pattern >> 2i) & 3
        src = (lane & ~3) | ((pattern >> (2 * (lane & 3))) & 3)
    else:  # within each half-wave: ((lane & and) | or) ^ xor
        and_m, or_m, xor_m = pattern & 0x1F, (pattern >> 5) & 0x1F, (pattern >> 10) & 0x1F
        src = (lane & 0x20) | ((((lane & 0x1F) & and_m) | or_m) ^ xor_m)
    np.testing.assert_array_equal(out, DATA[src])


@pytest.mark.parametrize("span", [16, 32])
def test_permlane_swap(span):
    # v_permlane16_swap: odd rows (16 lanes) of vdst swap with even rows of vsrc;
    # v_permlane32_swap: the upper half of vdst swaps with the lower half of vsrc.
    body = WG0 + f"""
  %y = add i32 %x, 1000000
  %s = call {{ i32, i32 }} @llvm.amdgcn.permlane{span}.swap(i32 %x, i32 %y, i1 false, i1 false)
  %d = extractvalue {{ i32, i32 }} %s, 0
  %e = extractvalue {{ i32, i32 }} %s, 1
  %dd = mul i32 %d, 3
  %v = add i32 %dd, %e
"""
    out, _ = run(body, DATA)
    vdst, vsrc = DATA.astype(np.int64), DATA.astype(np.int64) + 1000000
    new_d, new_s = vdst.copy(), vsrc.copy()
    for lane in range(64):
        if lane & span:  # upper lane of a pair: its vdst goes to the partner's vsrc
            new_d[lane], new_s[lane - span] = vsrc[lane - span], vdst[lane]
    np.testing.assert_array_equal(out, (new_d * 3 + new_s).astype(np.uint32))


LDS_BODY = """
  %slot = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  store i32 %x, ptr addrspace(3) %slot, align 4
  BARRIER
  %nb = xor i32 %tid, 64
  %other = getelementptr i32, ptr addrspace(3) @lds, i32 %nb
  %v = load i32, ptr addrspace(3) %other, align 4
  %wgbase = mul i32 %wg, 128
"""
LDS_GLOBAL = "@lds = external dso_local addrspace(3) global [128 x i32], align 16\n"


def run_lds(barrier):
    body = LDS_BODY.replace("BARRIER", "call void @llvm.amdgcn.s.barrier()" if barrier else "")
    kernel = jit_ir(LDS_GLOBAL + HEAD + body + TAIL)
    x = np.ascontiguousarray(np.arange(128, dtype=np.uint32) * 3)
    out = np.zeros(256, dtype=np.uint32)
    kernarg = out.ctypes.data.to_bytes(8, "little") + x.ctypes.data.to_bytes(8, "little")
    kernel.launch(kernarg + bytes(4), (2, 1, 1), (128, 1, 1),
                  [(out.ctypes.data, out.nbytes), (x.ctypes.data, x.nbytes)])
    return out, x


def test_lds_exchange_across_waves_after_a_barrier():
    out, x = run_lds(barrier=True)
    np.testing.assert_array_equal(out, np.tile(x[np.arange(128) ^ 64], 2))


def test_missing_barrier_is_reported_as_an_lds_race():
    with pytest.raises(EmulatorError, match="LDS race"):
        run_lds(barrier=False)


def test_divergent_wave_ops_stop_the_emulator():
    body = WG0 + """
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %a, label %b
a:
  %va = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 1055)
  br label %j
b:
  %vb = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 1055)
  br label %j
j:
  %v = phi i32 [ %va, %a ], [ %vb, %b ]
"""
    with pytest.raises(EmulatorError, match="divergent wave operations"):
        run(body, DATA)


def test_barrier_ignores_exited_lanes():
    body = WG0 + """
  %c = icmp ult i32 %tid, 32
  br i1 %c, label %a, label %j
a:
  %sw = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 1055)
  call void @llvm.amdgcn.s.barrier()
  br label %j
j:
  %v = phi i32 [ 0, %entry ], [ %sw, %a ]
"""
    # Lanes 32..63 finish, 0..31 meet at the barrier: exited lanes do not hold it up.
    out, _ = run(body, DATA)
    assert (out[32:] == 0).all()


@pytest.mark.parametrize("name", ["readfirstlane.i32", "update.dpp.i32", "ds.permute"])
def test_unknown_intrinsics_fail_loudly(name):
    body = WG0 + f"  %v = call i32 @llvm.amdgcn.{name}(i32 %x)\n"
    with pytest.raises(UnsupportedIR, match=name.replace(".", r"\.")):
        jit_ir(HEAD + body + TAIL)


def _perm_reference(s0: int, s1: int, sel: int) -> int:
    """V_PERM_B32 as the CDNA3 ISA guide words it, one byte at a time."""
    data = s1.to_bytes(4, "little") + s0.to_bytes(4, "little")
    out = bytearray()
    for i in range(4):
        s = (sel >> (8 * i)) & 0xFF
        if s >= 13:
            out.append(0xFF)
        elif s == 12:
            out.append(0)
        elif s >= 8:  # the sign of half 0..3 of {s0:s1}: bits 15, 31, 47, 63
            out.append(0xFF if data[2 * (s - 8) + 1] & 0x80 else 0)
        else:
            out.append(data[s])
    return int.from_bytes(out, "little")


@pytest.mark.parametrize("sel", [0x0C0C0400, 0x05040100, 0x0D0C0B08, 0x0A090706, 0xFF0E0302])
def test_perm_selects_bytes_signs_and_constants(sel):
    """llvm.amdgcn.perm (v_perm_b32, the int8 codes' packing) with S0 = x and S1 = x * an odd
    constant, on lanes whose bytes cover both signs; the machine-code executor agrees."""
    body = WG0 + f"""  %y = mul i32 %x, -1640531535
  %v = call i32 @llvm.amdgcn.perm(i32 %x, i32 %y, i32 {sel})
"""
    x = (np.arange(64, dtype=np.uint64) * 0x9E3779B97F4A7C15 >> np.uint64(32)).astype(np.uint32)
    out, _ = run(body, x)
    y = (x.astype(np.uint64) * np.uint64(0x9E3779B1) & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    want = [_perm_reference(int(a), int(b), sel) for a, b in zip(x, y)]
    assert out.tolist() == want
    from tools.machine_code.ops_vector import _perm

    assert _perm(x, y, np.uint32(sel)).tolist() == want


def _clamped_reference(f: np.ndarray, hi: float) -> np.ndarray:
    """sign(f) * min(|f|, hi) in float64, NaN kept (as any quiet NaN)."""
    out = np.copysign(np.minimum(np.abs(f.astype(np.float64)), hi), f.astype(np.float64))
    return np.where(np.isnan(f), np.nan, out).astype(np.float32)


def test_sign_times_ieee_minimum_keeps_nan_and_signed_zeros():
    """The per-tensor clamp of y (llvm.minimum of |y| and hi, llvm.copysign; gfx950:
    v_minimum3_f32 and v_bfi_b32) on zeros of both signs, infinities, NaNs of both signs and
    values both sides of hi; the executor's v_minimum3_f32 and v_bfi_b32 agree."""
    body = WG0 + """  %f = bitcast i32 %x to float
  %a = call float @llvm.fabs.f32(float %f)
  %m = call float @llvm.minimum.f32(float %a, float 4.480000e+02)
  %c = call float @llvm.copysign.f32(float %m, float %f)
  %v = bitcast float %c to i32
"""
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, 448.0, -448.0,
                        np.nextafter(np.float32(448), np.float32(1e9))], dtype=np.float32)
    rng = np.random.default_rng(0)
    f = np.concatenate([special, (rng.standard_normal(64 - special.size) * 600)
                        .astype(np.float32)])
    out, _ = run(body, f.view(np.uint32))
    got = out.view(np.float32)
    want = _clamped_reference(f, 448.0)
    assert np.array_equal(np.isnan(got), np.isnan(want))
    both = ~np.isnan(want)
    assert got[both].view(np.uint32).tolist() == want[both].view(np.uint32).tolist()
    assert np.signbit(got[np.isnan(got)]).tolist() == np.signbit(f[np.isnan(f)]).tolist()
    from tools.machine_code.ops_vector import FLOAT, INT

    hi = np.full_like(f, 448.0)
    mag = FLOAT["v_minimum3_f32"][1](np.abs(f), hi, hi)
    executed = INT["v_bfi_b32"][1](np.uint32(0x7FFFFFFF), mag.view(np.uint32), f.view(np.uint32))
    assert np.array_equal(np.isnan(executed.view(np.float32)), np.isnan(want))
    assert executed[both].tolist() == want[both].view(np.uint32).tolist()
    # minimum orders -0 below +0 and propagates a NaN from either operand.
    m = FLOAT["v_minimum3_f32"][1]
    assert np.signbit(m(np.float32([0.0]), np.float32([-0.0]), np.float32([0.0]))).all()
    assert np.isnan(m(np.float32([1.0]), np.float32([2.0]), np.float32([np.nan]))).all()
