"""The ISA analysis behind the performance model, on small hand-written gfx9 listings, and the
model's arithmetic on synthetic figures (no FlyDSL needed)."""

import dataclasses

import pytest

from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec
from tools.perf_model import isa, isa_listing, perf, report

# Kernel argument 0 streams, argument 1 (offset 8) is reused every row.
ROLES = {0: isa.STREAM, 8: isa.REUSE}
PROLOGUE = """k:
\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\ts_load_dwordx2 s[12:13], s[0:1], 0x8
\ts_mov_b32 s6, -1
\ts_mov_b32 s7, 0x27000
\ts_mov_b32 s14, s6
\ts_mov_b32 s15, s7
\ts_waitcnt lgkmcnt(0)
"""
STREAM_LOAD = "\tbuffer_load_dwordx4 v[2:5], v1, s[4:7], 0 offen\n"
REUSE_LOAD = "\tbuffer_load_dwordx4 v[6:9], v1, s[12:15], 0 offen\n"
STREAM_STORE = "\tbuffer_store_dwordx4 v[2:5], v1, s[4:7], 0 offen\n"


def run(body: str, roles=ROLES) -> isa.IsaFigures:
    return isa.analyze_isa(PROLOGUE + body + "\ts_endpgm\n.Lfunc_end0:\n", roles)


def test_vmcnt_waits_for_the_oldest_and_stores_count():
    # A store between the loads: vmcnt(1) retires the load and leaves the store, so only two
    # loads are ever in flight together (48 if stores were not counted, 48 without the wait).
    f = run(STREAM_LOAD + STREAM_STORE + "\ts_waitcnt vmcnt(1)\n" + STREAM_LOAD + STREAM_LOAD
            + "\ts_waitcnt vmcnt(0)\n")
    assert f.peak_stream_load_bytes == 32
    assert f.peak_loads == ("buffer_store_dwordx4", "buffer_load_dwordx4",
                            "buffer_load_dwordx4")


def test_vmcnt_zero_drains_and_lgkmcnt_does_not():
    f = run(STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n" + STREAM_LOAD + "\ts_waitcnt lgkmcnt(0)\n"
            + STREAM_LOAD + "\ts_waitcnt vmcnt(0) lgkmcnt(0)\n")
    assert f.peak_stream_load_bytes == 32


def test_reused_loads_are_excluded_and_unknown_ones_reported():
    f = run(REUSE_LOAD + STREAM_LOAD + REUSE_LOAD + "\ts_waitcnt vmcnt(0)\n")
    assert f.peak_stream_load_bytes == 16
    assert [a.role for a in f.accesses] == [isa.REUSE, isa.STREAM, isa.REUSE]
    assert f.unknown_accesses == 0
    g = run(REUSE_LOAD + STREAM_LOAD, roles={0: isa.STREAM})
    assert g.unknown_accesses == 1 and g.peak_stream_load_bytes == 16


def test_a_wave_uniform_load_counts_once_per_wave():
    f = run("\tbuffer_load_dword v0, off, s[4:7], 0\n" + STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n")
    assert f.peak_stream_load_bytes == pytest.approx(16 + 4 / 64)


def test_loads_left_in_flight_across_the_back_edge_count():
    body = (".LBB0_1:\n" + STREAM_LOAD
            + "\tbuffer_load_dwordx4 v[10:13], v1, s[4:7], 0 offen offset:16\n"
            "\ts_waitcnt vmcnt(1)\n\tv_add_f32_e32 v2, v2, v3\n\ts_add_u32 s4, s4, 0x100\n"
            "\ts_cmp_lt_u32 s4, s8\n\ts_cbranch_scc1 .LBB0_1\n")
    blocks = isa_listing.parse(PROLOGUE + body + "\ts_endpgm\n")
    (loop,) = isa_listing.loops(blocks)
    assert len(loop) == 1
    f = run(body)
    # Second iteration: the previous one's second load plus two new ones.
    assert f.peak_stream_load_bytes == 48
    assert f.in_loop and f.region_counts == {"vmem": 2, "salu": 3, "valu": 1, "branch": 1}
    assert f.region_stream_bytes == 32
    assert f.region_bytes == {("load", 0): 32}


def test_loads_that_wait_on_each_other_take_a_latency_each():
    serial = run(STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n" + STREAM_LOAD + STREAM_STORE
                 + "\ts_waitcnt vmcnt(1)\n" + STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n")
    assert serial.latency_epochs == 3 and serial.mean_stream_load_bytes == 16
    together = run(STREAM_LOAD + STREAM_LOAD + STREAM_LOAD + "\ts_waitcnt vmcnt(2)\n"
                   "\ts_waitcnt vmcnt(0)\n")
    assert together.latency_epochs == 1 and together.mean_stream_load_bytes == 48
    # Reused loads do not add latencies of their own.
    assert run(REUSE_LOAD + "\ts_waitcnt vmcnt(0)\n" + STREAM_LOAD
               + "\ts_waitcnt vmcnt(0)\n").latency_epochs == 1


def test_the_worse_branch_sets_the_peak():
    body = ("\ts_cbranch_scc1 .LBB0_2\n" + STREAM_LOAD + STREAM_LOAD + "\ts_branch .LBB0_3\n"
            ".LBB0_2:\n" + STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n" + ".LBB0_3:\n" + STREAM_LOAD
            + "\ts_waitcnt vmcnt(0)\n")
    assert run(body).peak_stream_load_bytes == 48


def test_conditional_stores_after_the_loads_do_not_multiply_the_walk():
    """Forty stores each behind its own branch (a scale store per group) after four loads: 2^40
    paths, but the states differ only in how many stores sit behind the loads. Each store
    holds a vmcnt slot, so vmcnt(2) after them keeps no load in flight on the path where every
    store ran, and two loads where none did: the peak is the four loads (64 B) either way."""
    stores = "".join(f"\ts_cbranch_execz .LBB0_{i}\n{STREAM_STORE}.LBB0_{i}:\n"
                     for i in range(1, 41))
    f = run(STREAM_LOAD * 4 + stores + "\ts_waitcnt vmcnt(2)\n" + STREAM_LOAD
            + "\ts_waitcnt vmcnt(0)\n")
    assert f.peak_stream_load_bytes == 64
    assert f.peak_loads == ("buffer_load_dwordx4",) * 4
    # Without the last wait the next load joins whatever is left: with no store run, 80 B.
    f = run(STREAM_LOAD * 4 + stores + STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n")
    assert f.peak_stream_load_bytes == 80


def _diamond(mark: str) -> str:
    """A load, then an exec-masked if/else whose else side may carry the rare-path mark (as the
    assembler prints an inline asm), each side converting and storing; the join stores again."""
    return (STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n"
            "\ts_and_saveexec_b64 s[8:9], vcc\n\ts_cbranch_execz .LBB0_2\n"
            "\tv_add_f32_e32 v2, v2, v3\n" + STREAM_STORE +
            ".LBB0_2:\n\ts_or_saveexec_b64 s[8:9], s[8:9]\n\ts_cbranch_execz .LBB0_4\n"
            + mark + "\tv_mul_f32_e32 v2, v2, v3\n\tv_max_f32_e32 v2, v2, v3\n"
            "\tv_min_f32_e32 v2, v2, v3\n" + STREAM_STORE +
            ".LBB0_4:\n\ts_or_b64 exec, exec, s[8:9]\n\tv_mov_b32_e32 v4, 0\n")


RARE = f"\t;;#ASMSTART\n\t; {isa_listing.RARE_PATH_MARK}\n\t;;#ASMEND\n"


def test_a_marked_rare_side_stays_out_of_the_issue_count():
    """Both sides count without the mark; with it the else side's four instructions (three VALU,
    one store) and its 16 streamed bytes move to rare_counts, and the join still counts."""
    plain, marked = run(_diamond("")), run(_diamond(RARE))
    assert plain.region_counts["valu"] == 5 and plain.region_stream_bytes == 48
    assert marked.region_counts["valu"] == 2 and marked.region_stream_bytes == 32
    assert marked.rare_counts == {"valu": 3, "vmem": 1}
    assert plain.rare_counts == {}
    assert marked.peak_stream_load_bytes == plain.peak_stream_load_bytes == 16


def test_a_mark_on_the_join_leaves_out_only_what_it_dominates():
    """The join is reached around either side, so a mark there leaves out the join's two VALU
    and nothing before it: both sides (four VALU) still count."""
    f = run(_diamond("") + RARE + "\tv_mov_b32_e32 v5, 0\n")
    assert f.region_counts["valu"] == 4 and f.rare_counts["valu"] == 2


def test_global_address_provenance_through_valu_and_saddr():
    body = ("\tv_mov_b32_e32 v3, s13\n\tv_add_co_u32_e32 v2, vcc, s12, v0\n"
            "\tv_addc_co_u32_e32 v3, vcc, 0, v3, vcc\n"
            "\tglobal_load_dwordx4 v[4:7], v[2:3], off\n"
            "\tglobal_load_dwordx4 v[8:11], v0, s[4:5]\n"
            "\ts_waitcnt vmcnt(0)\n\tglobal_store_dwordx4 v[2:3], v[4:7], off\n")
    f = run(body)
    assert [a.role for a in f.accesses] == [isa.REUSE, isa.STREAM, isa.REUSE]
    assert f.peak_stream_load_bytes == 16


def test_loaded_data_is_not_an_address_of_its_buffer():
    # v2 holds data loaded from the streamed buffer; an access addressed by it is unknown.
    body = (STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n"
            "\tglobal_load_dword v9, v[2:3], off\n\ts_waitcnt vmcnt(0)\n")
    assert [a.role for a in run(body).accesses] == [isa.STREAM, "unknown"]


def test_kernarg_pointer_follows_the_enabled_user_sgprs():
    # With the private segment buffer in s[0:3], the kernarg pointer is s[4:5].
    text = ("\t.amdhsa_user_sgpr_private_segment_buffer 1\nk:\n"
            "\ts_load_dwordx2 s[8:9], s[4:5], 0x0\n\ts_load_dwordx2 s[0:1], s[0:1], 0x8\n"
            "\ts_waitcnt lgkmcnt(0)\n\tbuffer_load_dwordx4 v[2:5], v1, s[8:11], 0 offen\n"
            "\tglobal_load_dwordx4 v[6:9], v1, s[0:1]\n\ts_endpgm\n")
    f = isa.analyze_isa(text, ROLES)
    assert [a.role for a in f.accesses] == [isa.STREAM, "unknown"]


OBJDUMP = """
0000000000001800 <k>:
\ts_load_dwordx2 s[4:5], s[0:1], 0x0                 // 000000001800: C0060100 00000000
\ts_mov_b32 s6, -1                                    // 000000001808: BE8600C1
\ts_mov_b32 s7, 0x27000                              // 00000000180C: BE8700FF 00027000
\ts_waitcnt lgkmcnt(0)                                // 000000001814: BF8CC07F
\tbuffer_load_dwordx4 v[2:5], v1, s[4:7], 0 offen     // 000000001818: E05C1000 80010201
\tbuffer_load_dwordx4 v[6:9], v1, s[4:7], 0 offen     // 000000001820: E05C1000 80010601
\ts_waitcnt vmcnt(1)                                  // 000000001828: BF8C0F71
\ts_add_u32 s4, s4, 0x100                             // 00000000182C: 8004FF04 00000100
\ts_cbranch_scc1 65530                                // 000000001834: BF85FFF8 <k+0x18>
\ts_endpgm                                            // 000000001838: BF810000

0000000000001900 <other>:
\tbuffer_load_dwordx4 v[2:5], v1, s[4:7], 0 offen     // 000000001900: E05C1000 80010201
"""


def test_objdump_listings_give_the_same_figures():
    f = isa.analyze_isa(OBJDUMP, ROLES)
    blocks = isa_listing.parse(OBJDUMP)
    assert [b.label for b in blocks] == [None, ".Lx1818", None]
    assert f.peak_stream_load_bytes == 48 and f.in_loop  # the loop from the back edge
    assert len(f.accesses) == 2  # the next symbol is another function


def test_little_law_and_grid_limited_waves():
    figures = isa.IsaFigures(peak_stream_load_bytes=32.0, peak_loads=(), in_loop=True,
                             region_counts={"valu": 40, "salu": 8, "vmem": 4},
                             region_stream_bytes=48.0, region_bytes={},
                             region_stream_load_bytes=32.0, latency_epochs=1, accesses=(),
                             unknown_accesses=0)
    res = {"vgpr": 48, "agpr": 0, "lds": 0, "sgpr": 32}
    traffic = perf.Traffic(read=4 << 26, write=2 << 26, after=0, minimum=6 << 26,
                           elements=1 << 26)
    fig = perf.estimate("k", "gfx942", 4096, 16384, figures, res, 512, 304, traffic)
    assert fig.occupancy_blocks_per_cu == 4  # 48 VGPRs: 8 waves/SIMD, 32 per CU, 8 per block
    assert fig.waves_per_cu == 8  # the grid gives one block per CU
    assert fig.inflight_bytes_per_cu == 8 * 64 * 32
    dev = perf.DEVICES["gfx942"]
    rate = 304 * 8 * 64 * 32 / dev.latency_s
    assert fig.bound == "latency" and fig.memory_s == pytest.approx((6 << 26) / rate)
    assert fig.time_s == pytest.approx(dev.launch_s + (6 << 26) / rate)
    assert fig.roofline == pytest.approx((6 << 26) / dev.hbm_bytes_per_s / fig.time_s)
    assert fig.inst_per_16b == pytest.approx(52 / 3)
    big = perf.estimate("k", "gfx942", 4096, 16384, figures, res, 512, 304 * 10, traffic)
    assert big.waves_per_cu == 32 and big.bound == "bandwidth"
    assert big.time_s == pytest.approx(dev.launch_s + (6 << 26) / dev.hbm_bytes_per_s)


def test_issue_time_binds_when_the_busiest_unit_outlasts_memory():
    """Issue time: VALU instructions per streaming byte x the bytes the waves request, per CU,
    at one wave64 op per clock (a transcendental four), clock and efficiency."""
    dev = perf.DEVICES["gfx950"]
    traffic = perf.Traffic(read=1 << 30, write=1 << 30, after=0, minimum=2 << 30,
                           elements=1 << 29)
    per_byte = {"valu": 4.0, "trans": 0.5, "salu": 0.5, "vmem": 0.1, "lds": 0.1}
    k = perf.KernelFigures("k", 256, 256 * 100, 8, 64.0, per_byte, traffic)
    tm = perf.time_model(k, dev)
    cycles = (4.0 + 3 * 0.5) * (2 << 30) / 64 / 256
    assert tm["t_issue"] == pytest.approx(cycles / (dev.clock_hz * dev.issue_efficiency))
    assert tm["t_mem"] == pytest.approx((2 << 30) / dev.hbm_bytes_per_s)
    assert tm["bound"] == "issue (valu)" and tm["t_issue"] > tm["t_mem"]
    assert tm["time_s"] == pytest.approx(dev.launch_s + tm["t_issue"])
    light = perf.time_model(dataclasses.replace(k, inst_per_byte={"valu": 1.0}), dev)
    assert light["bound"] == "bandwidth" and light["time_s"] == pytest.approx(
        dev.launch_s + tm["t_mem"])


def test_transcendentals_are_counted_apart_from_the_rest_of_the_valu():
    f = run(STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n\tv_rsq_f32_e32 v2, v2\n"
            "\tv_exp_f32_e32 v3, v3\n\tv_mul_f32_e32 v4, v2, v3\n" + STREAM_STORE)
    assert f.region_counts["valu"] == 3 and f.region_counts["trans"] == 2


def test_any_kernel_through_analyze_code():
    kmeta = {".name": "k", ".vgpr_count": 24, ".agpr_count": 0, ".sgpr_count": 16,
             ".group_segment_fixed_size": 0}
    body = STREAM_LOAD + REUSE_LOAD + STREAM_LOAD + "\ts_waitcnt vmcnt(0)\n" + STREAM_STORE
    traffic = perf.Traffic(read=2 << 20, write=1 << 20, after=0, minimum=3 << 20,
                           elements=1 << 20)
    fig = perf.analyze_code(PROLOGUE + body + "\ts_endpgm\n", kmeta, ROLES, arch="gfx950",
                            m=1024, n=1024, block_threads=256, grid_blocks=256 * 100,
                            traffic=traffic)
    assert fig.stream_bytes_per_lane == 32 and fig.waves_per_cu == 32
    assert fig.inflight_bytes_per_cu == 32 * 64 * 32 and fig.bytes_ratio == 1.0
    assert fig.name == "k" and not fig.in_loop


def test_backward_traffic_counts_partials_written_and_read():
    spec = KernelSpec(op="layernorm", direction="bwd", n=4096, x_dtype="bf16",
                      out_dtype="bf16", arch="gfx942", has_weight=True, weight_dtype="bf16",
                      has_bias=True, bias_dtype="f32")
    m, p, n = 4096, 304, 4096
    t = perf.traffic(spec, spec.default_config(), m, p, 1.0)
    assert t.read == m * n * 4 + m * 8 + n * 2 * 8  # weight once per XCD, no bias
    assert t.write == m * n * 2 + 2 * p * n * 4
    assert t.after == 2 * p * n * 4 + 2 * n * 4
    assert t.minimum == m * n * 6 + m * 8 + n * 2 + 2 * n * 4


def test_occupancy_counts_agprs_once():
    # .vgpr_count already includes the AGPRs on gfx90a+ (e.g. 256 arch + 215 acc = 471).
    assert report.vgprs_allocated(471) == 472
    assert report.blocks_per_cu(471, 0, 256, "gfx942") == 1
    assert report.blocks_per_cu(64, 0, 256, "gfx942") == 8
    # LDS: a 32 KiB block fits twice in gfx942's 64 KiB, five times in gfx950's 160 KiB.
    assert report.blocks_per_cu(64, 32 * 1024, 256, "gfx942") == 2
    assert report.blocks_per_cu(64, 32 * 1024, 256, "gfx950") == 5


def test_the_kernel_analysis_does_not_import_the_benchmark():
    """The byte model is the op contract's (jax_flynorm/_bytes.py): importing the performance
    model must not pull in jax_flynorm.bench."""
    import subprocess
    import sys

    code = ("import sys, tools.perf_model.perf_doc; "
            "print(sorted(m for m in sys.modules if m.startswith('jax_flynorm.bench')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


# x streams (offset 0), the weight is reused (offset 8): the shape of a forward's listing.
WAIT0 = "\ts_waitcnt vmcnt(0)\n"


def test_weight_chunks_loaded_one_at_a_time_are_round_trips_of_their_own():
    """x, wait; the first weight chunk, wait; then per chunk: store y, load the next chunk,
    wait for both: every wait a round trip, and the last stores one more (the kernel ends when
    they are done). Loading the weight with x leaves the two no kernel can avoid."""
    chained = run(STREAM_LOAD + WAIT0 + REUSE_LOAD + WAIT0 + STREAM_STORE + REUSE_LOAD + WAIT0
                  + STREAM_STORE + REUSE_LOAD + WAIT0 + STREAM_STORE)
    assert chained.round_trips == 5
    # Reused loads take no latency of their own in the per-pass count (L2 hits by then).
    assert chained.latency_epochs == 1
    together = run(STREAM_LOAD + REUSE_LOAD + REUSE_LOAD + WAIT0 + STREAM_STORE + STREAM_STORE)
    assert together.round_trips == perf.MIN_ROUND_TRIPS == 2
    # A store waited for mid-kernel is a round trip too; a kernel that stores nothing ends
    # with its last wait.
    assert run(STREAM_LOAD + WAIT0 + STREAM_STORE + WAIT0 + STREAM_LOAD + WAIT0
               + STREAM_STORE).round_trips == 4
    assert run(STREAM_LOAD + WAIT0).round_trips == 1


def test_round_trips_follow_the_longer_side_of_a_branch_not_both():
    body = ("\ts_cbranch_scc1 .LBB0_2\n" + STREAM_LOAD + WAIT0 + REUSE_LOAD + WAIT0
            + REUSE_LOAD + WAIT0 + "\ts_branch .LBB0_3\n.LBB0_2:\n" + STREAM_LOAD + WAIT0
            + ".LBB0_3:\n" + STREAM_STORE)
    assert run(body).round_trips == 4  # 3 waits on the longer side, then the store


def test_every_load_stream_counts_in_flight():
    f = run(REUSE_LOAD + STREAM_LOAD + REUSE_LOAD + WAIT0)
    assert f.peak_stream_load_bytes == 16 and f.peak_load_bytes == 48


def _fwd_spec(n=8192):
    return KernelSpec(op="rmsnorm", direction="fwd", n=n, x_dtype="bf16", out_dtype="bf16",
                      arch="gfx950", has_weight=True, weight_dtype="bf16")


def test_the_weight_is_read_once_per_xcd_the_grid_reaches():
    spec, n = _fwd_spec(), 8192
    cfg = spec.default_config()
    rows = lambda m: m * n * 2  # noqa: E731 - x read, bf16
    for m, xcds in ((1, 1), (3, 3), (8, 8), (64, 8), (4096, 8)):
        t = perf.traffic(spec, cfg, m, m, 8.0)
        assert t.read == rows(m) + xcds * n * 2, m


def _chained(grid, trips=6.0, threads=256, pass_bytes=128.0):
    """A cached forward's figures: one row of bf16 N = 8192 per block (x and y, 64 bytes of
    each per lane), the weight 64 bytes per lane, loaded chunk by chunk after x."""
    n, m = 8192, grid
    traffic = perf.Traffic(read=m * n * 2 + min(8, grid) * n * 2, write=m * n * 2, after=0,
                           minimum=m * n * 4 + n * 2, elements=m * n, issued=m * n * 4,
                           vectors=n * 2)
    return perf.KernelFigures("k", threads, grid, 8, 64.0, {"valu": 1.0, "vmem": 0.05},
                              traffic, load_bytes_per_lane=80.0, round_trips=trips,
                              pass_bytes_per_lane=pass_bytes)


def test_a_block_waits_for_its_round_trips_in_series():
    dev = perf.DEVICES["gfx950"]
    one = perf.time_model(_chained(1), dev)
    # One pass of one block: 4 waves of 128 streaming bytes a lane at one VALU op per byte.
    t_pass = 4 * 128 * 1.0 / (dev.clock_hz * dev.issue_efficiency)
    assert one["bound"] == "round trips"
    assert one["time_s"] == pytest.approx(dev.launch_s + 6 * dev.latency_s + t_pass)
    # Its floor: two round trips and the same pass, above the bandwidth floor at one row.
    assert one["floor_s"] == pytest.approx(dev.launch_s + 2 * dev.latency_s + t_pass)
    assert one["latency_floor_s"] > one["bandwidth_floor_s"]
    # The same kernel with the weight loaded beside x is at its floor.
    at = perf.time_model(dataclasses.replace(_chained(1, trips=2.0),
                                             load_bytes_per_lane=128.0), dev)
    assert at["time_s"] == pytest.approx(at["floor_s"])


def test_time_does_not_fall_as_rows_grow():
    """More rows never take less time: the weight's bytes grow with the XCDs the grid reaches,
    the round trips stay, the bytes in flight grow no faster than the bytes."""
    dev = perf.DEVICES["gfx942"]
    times = [perf.time_model(_chained(m), dev)["time_s"] for m in (1, 2, 4, 8, 16, 64, 256,
                                                                    1024, 4096, 32768)]
    assert all(b >= a * (1 - 1e-12) for a, b in zip(times, times[1:])), times
    # Large grids are bandwidth-bound as before the round trips were counted.
    big = perf.time_model(_chained(32768), dev)
    assert big["bound"] == "bandwidth"
    assert big["time_s"] == pytest.approx(
        dev.launch_s + (32768 * 8192 * 4 + 8 * 8192 * 2) / dev.hbm_bytes_per_s)
    assert big["floor_s"] == pytest.approx(
        dev.launch_s + (32768 * 8192 * 4 + 8192 * 2) / dev.hbm_bytes_per_s)


def test_figures_without_round_trips_keep_the_old_time():
    """The calibration anchors' committed figures carry no round trips nor every stream's
    bytes in flight: their time is Little's law with the streaming loads, as before."""
    dev = perf.DEVICES["gfx950"]
    k = dataclasses.replace(_chained(256), round_trips=0.0, load_bytes_per_lane=None)
    tm = perf.time_model(k, dev)
    rate = min(dev.hbm_bytes_per_s, 256 * 4 * 64 * 64.0 / dev.latency_s)
    assert tm["time_s"] == pytest.approx(dev.launch_s + (k.traffic.read + k.traffic.write)
                                         / rate)


def test_a_store_on_one_side_of_a_branch_still_drains_at_the_end():
    """Lane 0 stores the row's statistic behind an exec branch: the path that stores is the
    one whose store the kernel's end waits for."""
    body = (STREAM_LOAD + WAIT0 + "\ts_and_saveexec_b64 s[8:9], vcc\n"
            "\ts_cbranch_execz .LBB0_2\n" + STREAM_STORE + ".LBB0_2:\n"
            "\ts_or_b64 exec, exec, s[8:9]\n")
    assert run(body).round_trips == 2


def test_a_rotated_loop_is_walked_through_its_body_to_the_exit():
    """The loop's exit test sits before its body in program order (the entry jumps over it):
    the round trips of the body count on the way to the end, not the empty path around it."""
    body = ("\ts_cbranch_scc1 .LBB0_9\n\ts_branch .LBB0_1\n"
            ".LBB0_2:\n\ts_cmp_lt_u32 s4, s8\n\ts_cbranch_scc0 .LBB0_9\n"
            ".LBB0_1:\n" + STREAM_LOAD + WAIT0 + REUSE_LOAD + WAIT0 + STREAM_STORE
            + "\ts_add_u32 s4, s4, 0x100\n\ts_branch .LBB0_2\n.LBB0_9:\n")
    assert run(body).round_trips == 3


def test_padding_no_path_reaches_does_not_hide_a_loop():
    """objdump decodes the alignment padding before a label as s_nop: a block nothing branches
    to, falling through into the loop's exit test. It is no way into the loop."""
    body = ("\ts_branch .LBB0_1\n\ts_nop 0\n\ts_nop 0\n"
            ".LBB0_2:\n\ts_cmp_lt_u32 s4, s8\n\ts_cbranch_scc0 .LBB0_9\n"
            ".LBB0_1:\n" + STREAM_LOAD + WAIT0 + REUSE_LOAD + WAIT0 + STREAM_STORE
            + "\ts_add_u32 s4, s4, 0x100\n\ts_branch .LBB0_2\n.LBB0_9:\n")
    blocks = isa_listing.parse(PROLOGUE + body + "\ts_endpgm\n")
    assert len(isa_listing.loops(blocks)) == 1
    f = run(body)
    assert f.in_loop and f.round_trips == 3
