"""The MUBUF range check of a raw buffer, on one wave of both archs, against a byte-level
reference written here: a piece of an access (each dword of a dwordxN, or a whole byte/short
access) moves only when every one of its bytes lies below num_records, its offset being
inst_offset + voffset without wrapping at 2^32; soffset moves the address, not the bound
(docs/verification.md, "Buffer range check"). Encodings by llvm-mc-22 (-mcpu=gfx942; gfx950's
are the same), the assembly beside each."""

import numpy as np
import pytest

from tests.machine_code.opcodes import run_words
from tools.machine_code.loader import MachineCodeError
from tools.machine_code.memory import Memory

ARCHS = ("gfx942", "gfx950")
ENC = {
    "buffer_load_dword v4, v0, s[4:7], s8 offen": "00 10 50 e0 00 04 01 08",
    "buffer_load_dwordx2 v[4:5], v0, s[4:7], s8 offen": "00 10 54 e0 00 04 01 08",
    "buffer_load_dwordx3 v[4:6], v0, s[4:7], s8 offen": "00 10 58 e0 00 04 01 08",
    "buffer_load_dwordx4 v[4:7], v0, s[4:7], s8 offen": "00 10 5c e0 00 04 01 08",
    "buffer_load_dwordx4 v[4:7], v0, s[4:7], s8 offen offset:4": "04 10 5c e0 00 04 01 08",
    "buffer_load_ubyte v4, v0, s[4:7], s8 offen": "00 10 40 e0 00 04 01 08",
    "buffer_load_sbyte v4, v0, s[4:7], s8 offen": "00 10 44 e0 00 04 01 08",
    "buffer_load_ushort v4, v0, s[4:7], s8 offen": "00 10 48 e0 00 04 01 08",
    "buffer_load_sshort v4, v0, s[4:7], s8 offen": "00 10 4c e0 00 04 01 08",
    "buffer_load_short_d16 v4, v0, s[4:7], s8 offen": "00 10 90 e0 00 04 01 08",
    "buffer_load_short_d16_hi v4, v0, s[4:7], s8 offen": "00 10 94 e0 00 04 01 08",
    "buffer_store_dword v4, v0, s[4:7], s8 offen": "00 10 70 e0 00 04 01 08",
    "buffer_store_dwordx2 v[4:5], v0, s[4:7], s8 offen": "00 10 74 e0 00 04 01 08",
    "buffer_store_dwordx3 v[4:6], v0, s[4:7], s8 offen": "00 10 78 e0 00 04 01 08",
    "buffer_store_dwordx4 v[4:7], v0, s[4:7], s8 offen": "00 10 7c e0 00 04 01 08",
    "buffer_store_byte v4, v0, s[4:7], s8 offen": "00 10 60 e0 00 04 01 08",
    "buffer_store_short v4, v0, s[4:7], s8 offen": "00 10 68 e0 00 04 01 08",
    "buffer_store_byte_d16_hi v4, v0, s[4:7], s8 offen": "00 10 64 e0 00 04 01 08",
    "buffer_store_short_d16_hi v4, v0, s[4:7], s8 offen": "00 10 6c e0 00 04 01 08",
    "buffer_load_dwordx4 a[4:7], v0, s[4:7], s8 offen": "00 10 5c e0 00 04 81 08",
    "buffer_store_dwordx4 a[4:7], v0, s[4:7], s8 offen": "00 10 7c e0 00 04 81 08",
    "v_accvgpr_read_b32 v8, a4": "08 40 d8 d3 04 01 00 18",
}
WAIT = bytes.fromhex("70 0f 8c bf")  # s_waitcnt vmcnt(0)
LOADS = {1: "buffer_load_dword v4, v0, s[4:7], s8 offen",
         2: "buffer_load_dwordx2 v[4:5], v0, s[4:7], s8 offen",
         3: "buffer_load_dwordx3 v[4:6], v0, s[4:7], s8 offen",
         4: "buffer_load_dwordx4 v[4:7], v0, s[4:7], s8 offen"}
STORES = {n: asm.replace("load", "store") for n, asm in LOADS.items()}
LANES = np.arange(64)


def _rng():
    return np.random.default_rng(int(np.random.SeedSequence().entropy % (1 << 63)))


def execute(arch, asm, mem, voffset, num_records, soffset=0, vgprs=None, agprs=None,
            then=WAIT):
    """``asm`` (then ``then``: a wait for it) on one wave: v0 = ``voffset`` per lane, s[4:7] a
    raw buffer resource at ``mem`` (the only memory it may reach) of ``num_records`` bytes,
    s8 = ``soffset``; ``agprs``: the wave's AGPRs (m.A) start as these."""
    memory = Memory()
    memory.add(mem)
    base = mem.ctypes.data
    sgprs = {4: base & 0xFFFFFFFF, 5: (base >> 32) & 0xFFFF, 6: num_records, 7: 0x00020000,
             8: soffset}
    return run_words(arch, bytes.fromhex(ENC[asm]) + then,
                     {0: np.asarray(voffset, np.uint32), **(vgprs or {})}, sgprs,
                     memory=memory, agprs=agprs)


def inside(offset, size, num_records):
    """Every byte of a ``size``-byte piece at ``offset`` lies below num_records."""
    return all(offset + b < num_records for b in range(size))


def dword(mem, at):
    return int.from_bytes(bytes(mem[at:at + 4]), "little")


def counters(m):
    return m.stats["oob_loads"], m.stats["oob_stores"], m.stats["oob_partial"]


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("num_records", [37, 40, 41, 42, 43])
def test_dword_loads_check_each_dword_against_num_records(arch, n, num_records):
    # Lane t loads at byte t: across the wave the bound falls at every byte of the access,
    # before it and after it.
    mem = _rng().integers(1, 256, 128, dtype=np.uint8)
    m = execute(arch, LOADS[n], mem, LANES, num_records)
    dropped = partial = 0
    for t in range(64):
        for j in range(n):
            o = t + 4 * j
            want = dword(mem, o) if inside(o, 4, num_records) else 0
            assert int(m.V[4 + j, 0][t]) == want, (t, j)
            dropped += not inside(o, 4, num_records)
            partial += not inside(o, 4, num_records) and o < num_records
    assert counters(m) == (dropped, 0, partial)


@pytest.mark.parametrize("arch", ARCHS)
def test_dwordx4_load_with_the_bound_at_each_byte(arch):
    # One access at offset 8, num_records ending before, at and inside each of its 16 bytes.
    mem = _rng().integers(1, 256, 64, dtype=np.uint8)
    for num_records in range(0, 26):
        m = execute(arch, LOADS[4], mem, 8, num_records)
        got = [int(m.V[4 + j, 0][0]) for j in range(4)]
        want = [dword(mem, 8 + 4 * j) if 8 + 4 * j + 4 <= num_records else 0 for j in range(4)]
        assert got == want, num_records


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_dword_stores_drop_each_dword_past_num_records(arch, n):
    rng = _rng()
    # Lane t stores at 20 t + t % 4 (unaligned, never overlapping): with num_records at each
    # byte offset r past lane 5's start, lane 5's access meets the bound at its byte r.
    voffset = 20 * LANES + LANES % 4
    values = {4 + j: rng.integers(0, 1 << 32, 64, dtype=np.uint64) for j in range(n)}
    for r in range(18):
        num_records = int(voffset[5]) + r
        mem = np.full(20 * 64 + 24, 0xEE, np.uint8)
        want = mem.copy()
        m = execute(arch, STORES[n], mem, voffset, num_records, vgprs=values)
        dropped = partial = 0
        for t in range(64):
            for j in range(n):
                o = int(voffset[t]) + 4 * j
                if inside(o, 4, num_records):
                    want[o:o + 4] = np.frombuffer(int(values[4 + j][t]).to_bytes(4, "little"),
                                                  np.uint8)
                else:
                    dropped += 1
                    partial += o < num_records
        np.testing.assert_array_equal(mem, want, err_msg=f"num_records at byte {r}")
        assert counters(m) == (0, dropped, partial)


SUB_LOADS = {  # asm -> (bytes, signed, d16 half: None, "lo" or "hi")
    "buffer_load_ubyte v4, v0, s[4:7], s8 offen": (1, False, None),
    "buffer_load_sbyte v4, v0, s[4:7], s8 offen": (1, True, None),
    "buffer_load_ushort v4, v0, s[4:7], s8 offen": (2, False, None),
    "buffer_load_sshort v4, v0, s[4:7], s8 offen": (2, True, None),
    "buffer_load_short_d16 v4, v0, s[4:7], s8 offen": (2, False, "lo"),
    "buffer_load_short_d16_hi v4, v0, s[4:7], s8 offen": (2, False, "hi"),
}


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("asm", list(SUB_LOADS))
@pytest.mark.parametrize("num_records", [39, 40])
def test_byte_and_short_loads_at_the_bound(arch, asm, num_records):
    size, signed, half = SUB_LOADS[asm]
    mem = _rng().integers(0x80, 256, 80, dtype=np.uint8)  # negative when signed
    old = 0x12345678
    m = execute(arch, asm, mem, LANES, num_records, vgprs={4: old})
    dropped = partial = 0
    for t in range(64):
        raw = int.from_bytes(bytes(mem[t:t + size]), "little")
        if not inside(t, size, num_records):
            raw = 0  # out of range reads 0 before any extension
            dropped += 1
            partial += t < num_records
        if signed and raw >> (8 * size - 1):
            raw -= 1 << (8 * size)
        want = {None: raw & 0xFFFFFFFF, "lo": (old & 0xFFFF0000) | raw,
                "hi": (old & 0xFFFF) | (raw << 16)}[half]
        assert int(m.V[4, 0][t]) == want, t
    assert counters(m) == (dropped, 0, partial)


SUB_STORES = {  # asm -> (bytes, from the high half)
    "buffer_store_byte v4, v0, s[4:7], s8 offen": (1, False),
    "buffer_store_byte_d16_hi v4, v0, s[4:7], s8 offen": (1, True),
    "buffer_store_short v4, v0, s[4:7], s8 offen": (2, False),
    "buffer_store_short_d16_hi v4, v0, s[4:7], s8 offen": (2, True),
}


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("asm", list(SUB_STORES))
@pytest.mark.parametrize("num_records", [39, 40, 41])
def test_byte_and_short_stores_past_the_bound_are_dropped(arch, asm, num_records):
    size, high = SUB_STORES[asm]
    values = _rng().integers(0, 1 << 32, 64, dtype=np.uint64)
    mem = np.full(2 * 64 + 4, 0xEE, np.uint8)
    want = mem.copy()
    voffset = size * LANES
    m = execute(arch, asm, mem, voffset, num_records, vgprs={4: values})
    dropped = partial = 0
    for t in range(64):
        o = int(voffset[t])
        if inside(o, size, num_records):
            v = (int(values[t]) >> (16 if high else 0)) & ((1 << 8 * size) - 1)
            want[o:o + size] = np.frombuffer(v.to_bytes(size, "little"), np.uint8)
        else:
            dropped += 1
            partial += o < num_records
    np.testing.assert_array_equal(mem, want)
    assert counters(m) == (0, dropped, partial)


@pytest.mark.parametrize("arch", ARCHS)
def test_offsets_do_not_wrap_at_2_32(arch):
    # voffset near 2^32 (+ offset:4): a wrapping sum would land on bytes 0..15, in range and
    # present; the hardware's saturating check puts every dword out of range.
    mem = _rng().integers(1, 256, 64, dtype=np.uint8)
    voffset = (np.uint32(0xFFFFFFFC) - 4 * (LANES % 4)).astype(np.uint32)
    m = execute(arch, "buffer_load_dwordx4 v[4:7], v0, s[4:7], s8 offen offset:4", mem,
                voffset, 64)
    for j in range(4):
        assert (m.V[4 + j, 0] == 0).all(), j
    assert counters(m) == (256, 0, 0)
    m = execute(arch, LOADS[4], mem, voffset, 64)
    for j in range(4):
        assert (m.V[4 + j, 0] == 0).all(), j


@pytest.mark.parametrize("arch", ARCHS)
def test_soffset_moves_the_address_not_the_bound(arch):
    # num_records 16, soffset 32: lanes whose voffset + 4 <= 16 read at 32 + voffset (past
    # num_records from the base, but present), the others read 0.
    mem = _rng().integers(1, 256, 64, dtype=np.uint8)
    m = execute(arch, LOADS[1], mem, 4 * LANES, 16, soffset=32)
    want = [dword(mem, 32 + 4 * t) if 4 * t + 4 <= 16 else 0 for t in range(64)]
    assert m.V[4, 0].tolist() == want
    assert counters(m) == (60, 0, 0)
    values = np.arange(64, dtype=np.uint32) + 1000
    mem[:] = 0xEE
    execute(arch, STORES[1], mem, 4 * LANES, 16, soffset=32, vgprs={4: values})
    np.testing.assert_array_equal(mem[32:48].view(np.uint32), values[:4])
    assert (mem[:32] == 0xEE).all() and (mem[48:] == 0xEE).all()


@pytest.mark.parametrize("arch", ARCHS)
def test_the_acc_forms_load_into_and_store_from_agprs(arch):
    """Where LLVM runs out of VGPRs it loads into AGPRs (buffer_load ... a[...]): the range check
    as for VGPRs, the data in the AGPRs once the wait admits it, the VGPRs untouched; a store
    of the acc form writes the AGPRs' values."""
    rng = _rng()
    mem = rng.integers(1, 256, 128, dtype=np.uint8)
    m = execute(arch, "buffer_load_dwordx4 a[4:7], v0, s[4:7], s8 offen", mem, LANES, 41,
                vgprs={4 + j: 0xDEAD for j in range(4)}, agprs={})
    for t in range(64):
        for j in range(4):
            o = t + 4 * j
            assert int(m.A[4 + j, 0][t]) == (dword(mem, o) if inside(o, 4, 41) else 0), (t, j)
            assert int(m.V[4 + j, 0][t]) == 0xDEAD
    values = rng.integers(0, 1 << 32, (4, 64), dtype=np.uint64).astype(np.uint32)
    out = np.zeros(1024 + 16, np.uint8)
    execute(arch, "buffer_store_dwordx4 a[4:7], v0, s[4:7], s8 offen", out, LANES * 16, 1024,
            agprs={4 + j: values[j] for j in range(4)})
    for t in range(64):
        assert [dword(out, 16 * t + 4 * j) for j in range(4)] == [int(v) for v in values[:, t]]


@pytest.mark.parametrize("arch", ARCHS)
def test_an_agpr_read_before_the_wait_for_its_load_is_an_error(arch):
    mem = np.ones(64, np.uint8)
    read = bytes.fromhex(ENC["v_accvgpr_read_b32 v8, a4"])
    with pytest.raises(MachineCodeError, match="a4 while the vm load"):
        execute(arch, "buffer_load_dwordx4 a[4:7], v0, s[4:7], s8 offen", mem, 0, 64,
                agprs={}, then=read)
    m = execute(arch, "buffer_load_dwordx4 a[4:7], v0, s[4:7], s8 offen", mem, 0, 64,
                agprs={}, then=WAIT + read)
    assert (m.V[8, 0] == 0x01010101).all()
