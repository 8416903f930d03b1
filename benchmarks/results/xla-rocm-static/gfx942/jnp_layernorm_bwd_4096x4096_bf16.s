
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <input_multiply_reduce_fusion>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_and_b32_e32 v18, 31, v0
	v_lshrrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v19, 2, v18
	v_lshlrev_b32_e32 v2, 12, v1
	s_lshl_b32 s2, s2, 7
	v_mov_b32_e32 v3, 0
	v_or3_b32 v20, v2, v19, s2
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0x80000
	s_mov_b32 s3, 0x40000
	s_mov_b32 s12, 0x100000
	s_mov_b32 s13, 0x180000
	s_mov_b32 s14, 0xc0000
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	v_lshl_or_b32 v2, s0, 17, v20
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[8:9]
	v_lshlrev_b32_e32 v2, 1, v2
	v_add_co_u32_e32 v26, vcc, s1, v10
	v_lshl_add_u64 v[12:13], s[4:5], 0, v[2:3]
	s_nop 0
	v_addc_co_u32_e32 v27, vcc, 0, v11, vcc
	v_add_co_u32_e32 v28, vcc, s3, v12
	global_load_dwordx2 v[38:39], v2, s[4:5]
	s_nop 0
	v_addc_co_u32_e32 v29, vcc, 0, v13, vcc
	v_add_co_u32_e32 v30, vcc, s12, v10
	global_load_dwordx4 v[22:25], v[10:11], off
	s_nop 0
	v_addc_co_u32_e32 v31, vcc, 0, v11, vcc
	v_add_co_u32_e32 v32, vcc, s1, v12
	v_lshl_add_u64 v[42:43], s[10:11], 0, v[8:9]
	s_nop 0
	v_addc_co_u32_e32 v33, vcc, 0, v13, vcc
	v_add_co_u32_e32 v34, vcc, s13, v10
	s_or_b32 s15, s0, 4
	s_nop 0
	v_addc_co_u32_e32 v35, vcc, 0, v11, vcc
	v_add_co_u32_e32 v12, vcc, s14, v12
	v_lshl_or_b32 v2, s15, 17, v20
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	global_load_dwordx2 v[48:49], v[28:29], off
	global_load_dwordx4 v[26:29], v[26:27], off
	global_load_dwordx2 v[50:51], v[32:33], off
	global_load_dwordx4 v[30:33], v[30:31], off
	global_load_dwordx4 v[34:37], v[34:35], off
	global_load_dwordx2 v[52:53], v[12:13], off
	v_add_co_u32_e32 v44, vcc, s1, v42
	v_mov_b32_e32 v15, v3
	s_nop 0
	v_addc_co_u32_e32 v45, vcc, 0, v43, vcc
	v_add_co_u32_e32 v46, vcc, s12, v42
	v_mov_b32_e32 v17, v3
	s_nop 0
	v_addc_co_u32_e32 v47, vcc, 0, v43, vcc
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_lshlrev_b32_e32 v21, 1, v2
	v_or_b32_e32 v14, 0x20000, v2
	v_or_b32_e32 v16, 0x40000, v2
	v_or_b32_e32 v2, 0x60000, v2
	v_add_co_u32_e32 v8, vcc, s13, v42
	global_load_dwordx2 v[54:55], v21, s[4:5]
	v_lshlrev_b64 v[12:13], 2, v[14:15]
	v_lshlrev_b32_e32 v21, 1, v14
	v_lshlrev_b64 v[14:15], 2, v[16:17]
	v_lshlrev_b32_e32 v62, 1, v16
	v_lshlrev_b64 v[16:17], 2, v[2:3]
	v_lshlrev_b32_e32 v2, 1, v2
	v_addc_co_u32_e32 v9, vcc, 0, v43, vcc
	v_lshl_add_u64 v[40:41], s[6:7], 0, v[10:11]
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[10:11]
	s_add_i32 s0, s0, 8
	s_cmpk_lt_u32 s15, 0x7c
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v57, 0xffff0000, v38
	v_lshlrev_b32_e32 v56, 16, v38
	v_and_b32_e32 v59, 0xffff0000, v39
	v_lshlrev_b32_e32 v58, 16, v39
	global_load_dwordx4 v[38:41], v[40:41], off
	global_load_dwordx2 v[60:61], v21, s[4:5]
	global_load_dwordx2 v[62:63], v62, s[4:5]
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[24:25], v[24:25], v[58:59]
	v_pk_mul_f32 v[22:23], v[22:23], v[56:57]
	global_store_dwordx4 v[42:43], v[22:25], off
	v_pk_add_f32 v[58:59], v[4:5], v[58:59]
	s_waitcnt vmcnt(10)
	v_and_b32_e32 v43, 0xffff0000, v48
	v_lshlrev_b32_e32 v42, 16, v48
	v_and_b32_e32 v65, 0xffff0000, v49
	v_lshlrev_b32_e32 v64, 16, v49
	global_load_dwordx2 v[48:49], v2, s[4:5]
	s_waitcnt vmcnt(10)
	v_pk_mul_f32 v[24:25], v[28:29], v[64:65]
	v_pk_mul_f32 v[22:23], v[26:27], v[42:43]
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[12:13]
	v_pk_add_f32 v[28:29], v[6:7], v[56:57]
	s_waitcnt vmcnt(9)
	v_and_b32_e32 v67, 0xffff0000, v50
	v_lshlrev_b32_e32 v66, 16, v50
	global_store_dwordx4 v[44:45], v[22:25], off
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v45, 0xffff0000, v52
	v_lshlrev_b32_e32 v44, 16, v52
	v_and_b32_e32 v69, 0xffff0000, v51
	v_lshlrev_b32_e32 v68, 16, v51
	v_and_b32_e32 v51, 0xffff0000, v53
	v_lshlrev_b32_e32 v50, 16, v53
	v_lshl_add_u64 v[56:57], s[6:7], 0, v[14:15]
	v_pk_mul_f32 v[6:7], v[32:33], v[68:69]
	v_pk_mul_f32 v[4:5], v[30:31], v[66:67]
	v_pk_mul_f32 v[24:25], v[36:37], v[50:51]
	v_pk_mul_f32 v[22:23], v[34:35], v[44:45]
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v53, 0xffff0000, v54
	v_lshlrev_b32_e32 v52, 16, v54
	v_and_b32_e32 v71, 0xffff0000, v55
	v_lshlrev_b32_e32 v70, 16, v55
	v_lshl_add_u64 v[34:35], s[6:7], 0, v[16:17]
	v_pk_add_f32 v[36:37], v[28:29], v[42:43]
	global_load_dwordx4 v[26:29], v[26:27], off
	global_store_dwordx4 v[46:47], v[4:7], off
	global_load_dwordx4 v[30:33], v[56:57], off
	v_pk_add_f32 v[42:43], v[58:59], v[64:65]
	v_lshl_add_u64 v[56:57], s[10:11], 0, v[12:13]
	v_pk_add_f32 v[42:43], v[42:43], v[68:69]
	v_lshl_add_u64 v[16:17], s[10:11], 0, v[16:17]
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[6:7], v[40:41], v[70:71]
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v55, 0xffff0000, v60
	v_lshlrev_b32_e32 v54, 16, v60
	v_pk_mul_f32 v[4:5], v[38:39], v[52:53]
	v_and_b32_e32 v41, 0xffff0000, v61
	v_lshlrev_b32_e32 v40, 16, v61
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v47, 0xffff0000, v62
	v_lshlrev_b32_e32 v46, 16, v62
	v_and_b32_e32 v59, 0xffff0000, v63
	v_lshlrev_b32_e32 v58, 16, v63
	global_store_dwordx4 v[8:9], v[22:25], off
	global_store_dwordx4 v[10:11], v[4:7], off
	v_lshl_add_u64 v[62:63], s[10:11], 0, v[14:15]
	v_pk_add_f32 v[24:25], v[42:43], v[50:51]
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v39, 0xffff0000, v48
	v_lshlrev_b32_e32 v38, 16, v48
	v_and_b32_e32 v61, 0xffff0000, v49
	v_lshlrev_b32_e32 v60, 16, v49
	v_pk_add_f32 v[48:49], v[36:37], v[66:67]
	global_load_dwordx4 v[34:37], v[34:35], off
	v_pk_add_f32 v[22:23], v[48:49], v[44:45]
	s_waitcnt vmcnt(5)
	v_pk_mul_f32 v[6:7], v[28:29], v[40:41]
	v_pk_mul_f32 v[4:5], v[26:27], v[54:55]
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[10:11], v[32:33], v[58:59]
	v_pk_mul_f32 v[8:9], v[30:31], v[46:47]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[14:15], v[36:37], v[60:61]
	v_pk_mul_f32 v[12:13], v[34:35], v[38:39]
	global_store_dwordx4 v[56:57], v[4:7], off
	global_store_dwordx4 v[62:63], v[8:11], off
	global_store_dwordx4 v[16:17], v[12:15], off
	v_pk_add_f32 v[4:5], v[22:23], v[52:53]
	v_pk_add_f32 v[6:7], v[24:25], v[70:71]
	v_pk_add_f32 v[4:5], v[4:5], v[54:55]
	v_pk_add_f32 v[6:7], v[6:7], v[40:41]
	v_pk_add_f32 v[4:5], v[4:5], v[46:47]
	v_pk_add_f32 v[8:9], v[6:7], v[58:59]
	v_pk_add_f32 v[6:7], v[4:5], v[38:39]
	v_pk_add_f32 v[4:5], v[8:9], v[60:61]
	s_cbranch_scc1 65282                                       // 000000001B58: BF85FF02 <input_multiply_reduce_fusion+0x64>
	v_lshlrev_b32_e32 v2, 4, v1
	s_movk_i32 s0, 0x204
	v_mad_u32_u24 v2, v18, s0, v2
	ds_write2_b32 v2, v6, v7 offset1:1
	ds_write2_b32 v2, v4, v5 offset0:2 offset1:3
	v_lshlrev_b32_e32 v2, 2, v19
	v_mad_u32_u24 v3, v1, s0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v3
	s_movk_i32 s0, 0x3e1
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	v_cmp_eq_u32_e32 vcc, 0, v18
	s_and_b64 s[0:1], s[0:1], vcc
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v5, v4 offset:swizzle(SWAP,16)
	v_mul_u32_u24_e32 v3, 0x204, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v4, v5
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v0, v0 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_lshl_or_b32 v0, v1, 2, s2
	v_lshlrev_b32_e32 v0, 1, v0
	v_mov_b32_dpp v5, v4 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz 13                                         // 000000001C04: BF88000D <input_multiply_reduce_fusion+0x53c>
	v_add_f32_e32 v1, v5, v4
	v_bfe_u32 v4, v1, 16, 1
	s_movk_i32 s4, 0x7fff
	v_add3_u32 v4, v4, v1, s4
	v_or_b32_e32 v5, 0x400000, v1
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v4, v5, vcc
	global_store_short_d16_hi v0, v1, s[8:9]
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, v2, v3
	ds_read_b32 v2, v1 offset:4
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz 13                                         // 000000001C94: BF88000D <input_multiply_reduce_fusion+0x5cc>
	v_add_f32_e32 v2, v3, v2
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s4, 0x7fff
	v_add3_u32 v3, v3, v2, s4
	v_or_b32_e32 v4, 0x400000, v2
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v3, v4, vcc
	global_store_short_d16_hi v0, v2, s[8:9] offset:2
	s_or_b64 exec, exec, s[2:3]
	ds_read_b32 v2, v1 offset:8
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v2, v2, v2 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_mov_b32_dpp v3, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz 13                                         // 000000001D20: BF88000D <input_multiply_reduce_fusion+0x658>
	v_add_f32_e32 v2, v3, v2
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s4, 0x7fff
	v_add3_u32 v3, v3, v2, s4
	v_or_b32_e32 v4, 0x400000, v2
	v_cmp_u_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v3, v4, vcc
	global_store_short_d16_hi v0, v2, s[8:9] offset:4
	s_or_b64 exec, exec, s[2:3]
	ds_read_b32 v1, v1 offset:12
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_mov_b32_dpp v2, v1 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz 13                                         // 000000001DAC: BF88000D <input_multiply_reduce_fusion+0x6e4>
	v_add_f32_e32 v1, v2, v1
	v_bfe_u32 v2, v1, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v1, s0
	v_or_b32_e32 v3, 0x400000, v1
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v3, vcc
	global_store_short_d16_hi v0, v1, s[8:9] offset:6
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0


code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001600 <input_reduce_fusion>:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_and_b32_e32 v14, 31, v0
	v_lshrrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v15, 1, v14
	v_lshlrev_b32_e32 v2, 12, v1
	s_lshl_b32 s2, s2, 6
	v_mov_b32_e32 v3, 0
	v_or3_b32 v16, v2, v15, s2
	s_mov_b32 s3, 0
	s_mov_b32 s8, 0x80000
	s_mov_b32 s9, 0x100000
	s_mov_b32 s10, 0x180000
	s_mov_b32 s11, 0x200000
	s_mov_b32 s12, 0x280000
	s_mov_b32 s13, 0x300000
	s_mov_b32 s14, 0x380000
	s_mov_b32 s15, 0x400000
	s_mov_b32 s16, 0x480000
	s_mov_b32 s17, 0x500000
	s_mov_b32 s18, 0x580000
	s_mov_b32 s19, 0x600000
	s_mov_b32 s20, 0x680000
	s_mov_b32 s21, 0x700000
	s_mov_b32 s22, 0x780000
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_lshl_or_b32 v2, s3, 17, v16
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[2:3], 2, s[4:5]
	v_add_co_u32_e32 v22, vcc, 0x80000, v18
	global_load_dwordx2 v[20:21], v[18:19], off
	s_nop 0
	v_addc_co_u32_e32 v23, vcc, 0, v19, vcc
	v_add_co_u32_e32 v24, vcc, 0x100000, v18
	s_or_b32 s23, s3, 16
	s_nop 0
	v_addc_co_u32_e32 v25, vcc, 0, v19, vcc
	v_add_co_u32_e32 v38, vcc, 0x180000, v18
	v_lshl_or_b32 v2, s23, 17, v16
	s_nop 0
	v_addc_co_u32_e32 v39, vcc, 0, v19, vcc
	v_add_co_u32_e32 v40, vcc, 0x200000, v18
	global_load_dwordx2 v[22:23], v[22:23], off
	global_load_dwordx2 v[24:25], v[24:25], off
	global_load_dwordx2 v[38:39], v[38:39], off
	v_addc_co_u32_e32 v41, vcc, 0, v19, vcc
	v_add_co_u32_e32 v42, vcc, 0x280000, v18
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[4:5]
	s_nop 0
	v_addc_co_u32_e32 v43, vcc, 0, v19, vcc
	v_add_co_u32_e32 v44, vcc, 0x300000, v18
	v_add_co_u32_e64 v8, s[0:1], s8, v6
	s_nop 0
	v_addc_co_u32_e32 v45, vcc, 0, v19, vcc
	v_add_co_u32_e32 v46, vcc, 0x380000, v18
	v_addc_co_u32_e64 v9, s[0:1], 0, v7, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v47, vcc, 0, v19, vcc
	global_load_dwordx2 v[40:41], v[40:41], off
	global_load_dwordx2 v[42:43], v[42:43], off
	global_load_dwordx2 v[44:45], v[44:45], off
	global_load_dwordx2 v[46:47], v[46:47], off
	v_add_co_u32_e32 v48, vcc, 0x400000, v18
	v_add_co_u32_e64 v10, s[0:1], s9, v6
	s_nop 0
	v_addc_co_u32_e32 v49, vcc, 0, v19, vcc
	v_add_co_u32_e32 v50, vcc, 0x480000, v18
	v_addc_co_u32_e64 v11, s[0:1], 0, v7, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v51, vcc, 0, v19, vcc
	v_add_co_u32_e32 v52, vcc, 0x500000, v18
	v_add_co_u32_e64 v12, s[0:1], s10, v6
	s_nop 0
	v_addc_co_u32_e32 v53, vcc, 0, v19, vcc
	v_add_co_u32_e32 v54, vcc, 0x580000, v18
	v_addc_co_u32_e64 v13, s[0:1], 0, v7, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v55, vcc, 0, v19, vcc
	v_add_co_u32_e32 v56, vcc, 0x600000, v18
	v_add_co_u32_e64 v26, s[0:1], s11, v6
	s_nop 0
	v_addc_co_u32_e32 v57, vcc, 0, v19, vcc
	v_add_co_u32_e32 v58, vcc, 0x680000, v18
	v_addc_co_u32_e64 v27, s[0:1], 0, v7, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v59, vcc, 0, v19, vcc
	v_add_co_u32_e32 v60, vcc, 0x700000, v18
	v_add_co_u32_e64 v28, s[0:1], s12, v6
	s_nop 0
	v_addc_co_u32_e32 v61, vcc, 0, v19, vcc
	v_add_co_u32_e32 v18, vcc, 0x780000, v18
	s_waitcnt vmcnt(7)
	v_pk_add_f32 v[4:5], v[4:5], v[20:21]
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_add_co_u32_e32 v62, vcc, s17, v6
	v_addc_co_u32_e64 v29, s[0:1], 0, v7, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v63, vcc, 0, v7, vcc
	v_add_co_u32_e32 v20, vcc, s18, v6
	v_add_co_u32_e64 v30, s[0:1], s13, v6
	s_nop 0
	v_addc_co_u32_e32 v21, vcc, 0, v7, vcc
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[4:5], v[4:5], v[22:23]
	v_add_co_u32_e32 v22, vcc, s19, v6
	v_addc_co_u32_e64 v31, s[0:1], 0, v7, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v23, vcc, 0, v7, vcc
	v_add_co_u32_e64 v32, s[0:1], s14, v6
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[4:5], v[4:5], v[24:25]
	v_add_co_u32_e32 v24, vcc, s20, v6
	v_addc_co_u32_e64 v33, s[0:1], 0, v7, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v25, vcc, 0, v7, vcc
	v_add_co_u32_e64 v34, s[0:1], s15, v6
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[4:5], v[4:5], v[38:39]
	v_add_co_u32_e32 v38, vcc, s21, v6
	v_addc_co_u32_e64 v35, s[0:1], 0, v7, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v39, vcc, 0, v7, vcc
	v_add_co_u32_e64 v36, s[0:1], s16, v6
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[4:5], v[4:5], v[40:41]
	v_add_co_u32_e32 v40, vcc, s22, v6
	v_addc_co_u32_e64 v37, s[0:1], 0, v7, s[0:1]
	s_nop 0
	v_addc_co_u32_e32 v41, vcc, 0, v7, vcc
	global_load_dwordx2 v[48:49], v[48:49], off
	global_load_dwordx2 v[50:51], v[50:51], off
	global_load_dwordx2 v[52:53], v[52:53], off
	global_load_dwordx2 v[54:55], v[54:55], off
	global_load_dwordx2 v[56:57], v[56:57], off
	global_load_dwordx2 v[58:59], v[58:59], off
	global_load_dwordx2 v[60:61], v[60:61], off
	global_load_dwordx2 v[18:19], v[18:19], off
	global_load_dwordx2 v[6:7], v[6:7], off
	global_load_dwordx2 v[8:9], v[8:9], off
	global_load_dwordx2 v[10:11], v[10:11], off
	global_load_dwordx2 v[12:13], v[12:13], off
	global_load_dwordx2 v[26:27], v[26:27], off
	global_load_dwordx2 v[28:29], v[28:29], off
	global_load_dwordx2 v[30:31], v[30:31], off
	global_load_dwordx2 v[32:33], v[32:33], off
	global_load_dwordx2 v[34:35], v[34:35], off
	global_load_dwordx2 v[36:37], v[36:37], off
	global_load_dwordx2 v[62:63], v[62:63], off
	global_load_dwordx2 v[20:21], v[20:21], off
	global_load_dwordx2 v[22:23], v[22:23], off
	global_load_dwordx2 v[24:25], v[24:25], off
	global_load_dwordx2 v[38:39], v[38:39], off
	global_load_dwordx2 v[40:41], v[40:41], off
	s_waitcnt vmcnt(26)
	v_pk_add_f32 v[4:5], v[4:5], v[42:43]
	s_add_i32 s3, s3, 32
	s_waitcnt vmcnt(25)
	v_pk_add_f32 v[4:5], v[4:5], v[44:45]
	s_cmpk_lt_u32 s23, 0x70
	s_waitcnt vmcnt(24)
	v_pk_add_f32 v[4:5], v[4:5], v[46:47]
	s_waitcnt vmcnt(23)
	v_pk_add_f32 v[4:5], v[4:5], v[48:49]
	s_waitcnt vmcnt(22)
	v_pk_add_f32 v[4:5], v[4:5], v[50:51]
	s_waitcnt vmcnt(21)
	v_pk_add_f32 v[4:5], v[4:5], v[52:53]
	s_waitcnt vmcnt(20)
	v_pk_add_f32 v[4:5], v[4:5], v[54:55]
	s_waitcnt vmcnt(19)
	v_pk_add_f32 v[4:5], v[4:5], v[56:57]
	s_waitcnt vmcnt(18)
	v_pk_add_f32 v[4:5], v[4:5], v[58:59]
	s_waitcnt vmcnt(17)
	v_pk_add_f32 v[4:5], v[4:5], v[60:61]
	s_waitcnt vmcnt(16)
	v_pk_add_f32 v[4:5], v[4:5], v[18:19]
	s_waitcnt vmcnt(15)
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	s_waitcnt vmcnt(14)
	v_pk_add_f32 v[4:5], v[4:5], v[8:9]
	s_waitcnt vmcnt(13)
	v_pk_add_f32 v[4:5], v[4:5], v[10:11]
	s_waitcnt vmcnt(12)
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	s_waitcnt vmcnt(11)
	v_pk_add_f32 v[4:5], v[4:5], v[26:27]
	s_waitcnt vmcnt(10)
	v_pk_add_f32 v[4:5], v[4:5], v[28:29]
	s_waitcnt vmcnt(9)
	v_pk_add_f32 v[4:5], v[4:5], v[30:31]
	s_waitcnt vmcnt(8)
	v_pk_add_f32 v[4:5], v[4:5], v[32:33]
	s_waitcnt vmcnt(7)
	v_pk_add_f32 v[4:5], v[4:5], v[34:35]
	s_waitcnt vmcnt(6)
	v_pk_add_f32 v[4:5], v[4:5], v[36:37]
	s_waitcnt vmcnt(5)
	v_pk_add_f32 v[4:5], v[4:5], v[62:63]
	s_waitcnt vmcnt(4)
	v_pk_add_f32 v[4:5], v[4:5], v[20:21]
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[4:5], v[4:5], v[22:23]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[4:5], v[4:5], v[24:25]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[4:5], v[4:5], v[38:39]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[4:5], v[4:5], v[40:41]
	s_cbranch_scc1 65251                                       // 000000001B1C: BF85FEE3 <input_reduce_fusion+0xac>
	v_lshlrev_b32_e32 v2, 3, v1
	s_movk_i32 s0, 0x104
	v_mad_u32_u24 v2, v14, s0, v2
	ds_write2_b32 v2, v4, v5 offset1:1
	v_lshlrev_b32_e32 v2, 2, v15
	v_mad_u32_u24 v3, v1, s0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v3
	s_movk_i32 s0, 0x3e1
	v_cmp_gt_u32_e64 s[0:1], s0, v0
	v_cmp_eq_u32_e32 vcc, 0, v14
	s_and_b64 s[0:1], s[0:1], vcc
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v5, v4 offset:swizzle(SWAP,16)
	v_mul_u32_u24_e32 v3, 0x104, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v4, v5
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v0, v0, v0 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v4, v0, v0 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_lshl_or_b32 v0, v1, 1, s2
	v_lshlrev_b32_e32 v0, 1, v0
	v_mov_b32_dpp v5, v4 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz 13                                         // 000000001BC0: BF88000D <input_reduce_fusion+0x5f8>
	v_add_f32_e32 v1, v5, v4
	v_bfe_u32 v4, v1, 16, 1
	s_movk_i32 s4, 0x7fff
	v_add3_u32 v4, v4, v1, s4
	v_or_b32_e32 v5, 0x400000, v1
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v4, v5, vcc
	global_store_short_d16_hi v0, v1, s[6:7]
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v1, v2, v3
	ds_read_b32 v1, v1 offset:4
	s_waitcnt lgkmcnt(0)
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16)
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_add_f32_dpp v1, v1, v1 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_mov_b32_dpp v2, v1 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz 13                                         // 000000001C50: BF88000D <input_reduce_fusion+0x688>
	v_add_f32_e32 v1, v2, v1
	v_bfe_u32 v2, v1, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v1, s0
	v_or_b32_e32 v3, 0x400000, v1
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v3, vcc
	global_store_short_d16_hi v0, v1, s[6:7] offset:2
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0


code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001800 <fusion_13>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_readfirstlane_b32 s3, v0
	s_and_b32 s18, s3, 0x1c0
	s_ashr_i32 s3, s2, 31
	v_and_or_b32 v1, v0, 63, s18
	s_lshl_b64 s[16:17], s[2:3], 16
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s10, s16
	v_lshlrev_b32_e32 v22, 3, v1
	s_addc_u32 s10, s11, s17
	v_or_b32_e32 v43, 0x3000, v22
	v_or_b32_e32 v42, 0x4000, v22
	s_and_b32 s13, s10, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_lshlrev_b32_e32 v147, 1, v43
	v_lshlrev_b32_e32 v146, 1, v42
	buffer_load_dwordx4 v[6:9], v147, s[12:15], 0 offen
	buffer_load_dwordx4 v[2:5], v146, s[12:15], 0 offen
	v_lshlrev_b32_e32 v153, 4, v1
	s_mov_b32 s10, s14
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, s15
	v_or_b32_e32 v23, 0x2000, v153
	buffer_load_dwordx4 v[32:35], v153, s[8:11], 0 offen
	buffer_load_dwordx4 v[36:39], v23, s[8:11], 0 offen
	v_or_b32_e32 v26, 0x1000, v22
	v_lshlrev_b32_e32 v149, 1, v26
	buffer_load_dwordx4 v[14:17], v149, s[12:15], 0 offen
	buffer_load_dwordx4 v[18:21], v153, s[12:15], 0 offen
	v_or_b32_e32 v30, 0x2000, v22
	v_lshlrev_b32_e32 v148, 1, v30
	buffer_load_dwordx4 v[10:13], v148, s[12:15], 0 offen
	v_or_b32_e32 v137, 0x5000, v22
	v_lshlrev_b32_e32 v152, 1, v137
	v_or_b32_e32 v154, 0x6000, v22
	v_or_b32_e32 v155, 0x7000, v22
	buffer_load_dwordx4 v[44:47], v152, s[12:15], 0 offen
	v_bfe_i32 v23, v0, 0, 1
	v_lshlrev_b32_e32 v24, 1, v0
	v_lshlrev_b32_e32 v151, 1, v154
	v_lshlrev_b32_e32 v150, 1, v155
	v_lshlrev_b32_e32 v136, 4, v0
	s_lshl_b64 s[8:9], s[2:3], 5
	v_and_b32_e32 v23, 0x2040, v23
	v_and_b32_e32 v24, 64, v24
	buffer_load_dwordx4 v[48:51], v151, s[12:15], 0 offen
	buffer_load_dwordx4 v[52:55], v150, s[12:15], 0 offen
	s_add_u32 s12, s6, s8
	v_xor_b32_e32 v23, v23, v24
	v_and_b32_e32 v22, 0xe30, v22
	s_addc_u32 s6, s7, s9
	s_and_b32 s13, s6, 0xffff
	s_lshl_b64 s[2:3], s[2:3], 17
	v_lshlrev_b32_e32 v156, 5, v1
	v_lshlrev_b32_e32 v1, 2, v26
	v_lshlrev_b32_e32 v42, 2, v42
	s_mov_b32 s10, 0x39800000
	s_waitcnt vmcnt(9)
	v_and_b32_e32 v77, 0xffff0000, v6
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v85, 0xffff0000, v2
	v_lshlrev_b32_e32 v84, 16, v2
	v_and_b32_e32 v2, 0x180, v136
	v_add_u32_e32 v2, 0, v2
	v_add3_u32 v2, v2, v22, v23
	v_lshlrev_b32_e32 v76, 16, v6
	v_and_b32_e32 v79, 0xffff0000, v7
	v_lshlrev_b32_e32 v78, 16, v7
	v_and_b32_e32 v89, 0xffff0000, v8
	v_lshlrev_b32_e32 v88, 16, v8
	v_and_b32_e32 v93, 0xffff0000, v9
	v_lshlrev_b32_e32 v92, 16, v9
	v_and_b32_e32 v87, 0xffff0000, v3
	v_lshlrev_b32_e32 v86, 16, v3
	v_and_b32_e32 v97, 0xffff0000, v4
	v_lshlrev_b32_e32 v96, 16, v4
	v_and_b32_e32 v99, 0xffff0000, v5
	v_lshlrev_b32_e32 v98, 16, v5
	s_waitcnt vmcnt(7)
	ds_write_b128 v2, v[32:35]
	s_waitcnt vmcnt(6)
	ds_write_b128 v2, v[36:39] offset:4096
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[6:9], off, s[12:15], 0
	buffer_load_dwordx4 v[2:5], off, s[12:15], 0 offset:16
	s_add_u32 s12, s4, s2
	s_addc_u32 s2, s5, s3
	s_and_b32 s13, s2, 0xffff
	buffer_load_dwordx4 v[34:37], v156, s[12:15], 0 offen
	buffer_load_dwordx4 v[38:41], v1, s[12:15], 0 offen
	buffer_load_dwordx4 v[22:25], v156, s[12:15], 0 offen offset:16
	v_or_b32_e32 v1, 0x4000, v156
	buffer_load_dwordx4 v[26:29], v1, s[12:15], 0 offen offset:16
	v_lshlrev_b32_e32 v1, 2, v30
	buffer_load_dwordx4 v[30:33], v1, s[12:15], 0 offen
	v_or_b32_e32 v1, 0x8000, v156
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v65, 0xffff0000, v14
	v_lshlrev_b32_e32 v64, 16, v14
	v_and_b32_e32 v67, 0xffff0000, v15
	v_lshlrev_b32_e32 v66, 16, v15
	v_and_b32_e32 v69, 0xffff0000, v16
	v_lshlrev_b32_e32 v68, 16, v16
	v_and_b32_e32 v71, 0xffff0000, v17
	v_lshlrev_b32_e32 v70, 16, v17
	buffer_load_dwordx4 v[14:17], v1, s[12:15], 0 offen offset:16
	v_lshlrev_b32_e32 v1, 2, v43
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v57, 0xffff0000, v18
	v_lshlrev_b32_e32 v56, 16, v18
	v_and_b32_e32 v59, 0xffff0000, v19
	v_lshlrev_b32_e32 v58, 16, v19
	v_and_b32_e32 v61, 0xffff0000, v20
	v_lshlrev_b32_e32 v60, 16, v20
	v_and_b32_e32 v63, 0xffff0000, v21
	v_lshlrev_b32_e32 v62, 16, v21
	buffer_load_dwordx4 v[18:21], v1, s[12:15], 0 offen
	v_or_b32_e32 v1, 0xc000, v156
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v73, 0xffff0000, v10
	v_lshlrev_b32_e32 v72, 16, v10
	v_and_b32_e32 v75, 0xffff0000, v11
	v_lshlrev_b32_e32 v74, 16, v11
	v_and_b32_e32 v81, 0xffff0000, v12
	v_lshlrev_b32_e32 v80, 16, v12
	v_and_b32_e32 v83, 0xffff0000, v13
	v_lshlrev_b32_e32 v82, 16, v13
	buffer_load_dwordx4 v[10:13], v1, s[12:15], 0 offen offset:16
	v_lshlrev_b32_e32 v1, 5, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 0x180, v1
	v_and_b32_e32 v0, 64, v0
	v_and_b32_e32 v43, 0x1e30, v153
	v_or3_b32 v0, v1, v0, v43
	v_add_u32_e32 v1, 0, v0
	s_waitcnt vmcnt(12)
	v_and_b32_e32 v101, 0xffff0000, v44
	v_lshlrev_b32_e32 v100, 16, v44
	v_and_b32_e32 v103, 0xffff0000, v45
	v_lshlrev_b32_e32 v102, 16, v45
	v_and_b32_e32 v139, 0xffff0000, v46
	v_lshlrev_b32_e32 v138, 16, v46
	v_and_b32_e32 v141, 0xffff0000, v47
	v_lshlrev_b32_e32 v140, 16, v47
	ds_read_b128 v[44:47], v1
	v_xad_u32 v0, v0, 64, 0
	s_waitcnt vmcnt(11)
	v_and_b32_e32 v113, 0xffff0000, v48
	v_lshlrev_b32_e32 v112, 16, v48
	v_and_b32_e32 v115, 0xffff0000, v49
	v_lshlrev_b32_e32 v114, 16, v49
	v_and_b32_e32 v143, 0xffff0000, v50
	v_lshlrev_b32_e32 v142, 16, v50
	v_and_b32_e32 v145, 0xffff0000, v51
	v_lshlrev_b32_e32 v144, 16, v51
	ds_read_b128 v[48:51], v0 offset:8192
	s_waitcnt vmcnt(10)
	v_and_b32_e32 v1, 0xffff0000, v52
	v_lshlrev_b32_e32 v0, 16, v52
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[126:127], v[44:45], v[56:57]
	v_pk_mul_f32 v[118:119], v[44:45], v[64:65]
	v_pk_mul_f32 v[110:111], v[44:45], v[72:73]
	v_pk_mul_f32 v[106:107], v[44:45], v[76:77]
	v_pk_mul_f32 v[104:105], v[46:47], v[78:79]
	v_pk_mul_f32 v[94:95], v[44:45], v[84:85]
	v_pk_mul_f32 v[90:91], v[46:47], v[86:87]
	v_pk_mul_f32 v[86:87], v[44:45], v[100:101]
	v_pk_mul_f32 v[78:79], v[44:45], v[112:113]
	v_pk_mul_f32 v[0:1], v[44:45], v[0:1]
	v_and_b32_e32 v45, 0xffff0000, v53
	v_lshlrev_b32_e32 v44, 16, v53
	v_pk_mul_f32 v[122:123], v[46:47], v[58:59]
	v_pk_mul_f32 v[116:117], v[46:47], v[66:67]
	v_pk_mul_f32 v[108:109], v[46:47], v[74:75]
	v_pk_mul_f32 v[84:85], v[46:47], v[102:103]
	v_pk_mul_f32 v[76:77], v[46:47], v[114:115]
	v_pk_mul_f32 v[74:75], v[46:47], v[44:45]
	v_and_b32_e32 v45, 0xffff0000, v54
	v_lshlrev_b32_e32 v44, 16, v54
	v_and_b32_e32 v47, 0xffff0000, v55
	v_lshlrev_b32_e32 v46, 16, v55
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[134:135], v[48:49], v[60:61]
	v_pk_mul_f32 v[132:133], v[50:51], v[62:63]
	v_pk_mul_f32 v[124:125], v[48:49], v[80:81]
	v_pk_mul_f32 v[120:121], v[50:51], v[82:83]
	v_pk_mul_f32 v[82:83], v[48:49], v[44:45]
	v_pk_mul_f32 v[80:81], v[50:51], v[46:47]
	s_waitcnt vmcnt(7)
	v_pk_mul_f32 v[44:45], v[126:127], v[34:35]
	v_pk_mul_f32 v[46:47], v[122:123], v[36:37]
	v_pk_mul_f32 v[130:131], v[48:49], v[68:69]
	v_pk_mul_f32 v[114:115], v[48:49], v[88:89]
	v_pk_mul_f32 v[112:113], v[50:51], v[92:93]
	v_pk_mul_f32 v[102:103], v[48:49], v[96:97]
	v_pk_mul_f32 v[100:101], v[50:51], v[98:99]
	v_pk_mul_f32 v[98:99], v[48:49], v[138:139]
	v_pk_mul_f32 v[92:93], v[48:49], v[142:143]
	v_pk_add_f32 v[44:45], v[44:45], v[46:47]
	s_waitcnt vmcnt(5)
	v_pk_mul_f32 v[46:47], v[134:135], v[22:23]
	v_pk_mul_f32 v[48:49], v[132:133], v[24:25]
	v_pk_mul_f32 v[128:129], v[50:51], v[70:71]
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	v_pk_mul_f32 v[48:49], v[116:117], v[40:41]
	v_pk_add_f32 v[44:45], v[44:45], v[46:47]
	v_pk_mul_f32 v[46:47], v[118:119], v[38:39]
	v_pk_mul_f32 v[96:97], v[50:51], v[140:141]
	v_pk_mul_f32 v[88:89], v[50:51], v[144:145]
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[48:49], v[130:131], v[26:27]
	v_pk_mul_f32 v[50:51], v[128:129], v[28:29]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[52:53], v[120:121], v[16:17]
	v_pk_add_f32 v[48:49], v[48:49], v[50:51]
	v_pk_mul_f32 v[50:51], v[108:109], v[32:33]
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	v_pk_mul_f32 v[48:49], v[110:111], v[30:31]
	buffer_load_dwordx4 v[70:73], v42, s[12:15], 0 offen
	v_pk_add_f32 v[48:49], v[48:49], v[50:51]
	v_pk_mul_f32 v[50:51], v[124:125], v[14:15]
	s_lshr_b32 s6, s18, 2
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	v_and_b32_e32 v136, 0x70, v136
	v_pk_add_f32 v[138:139], v[48:49], v[50:51]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[48:49], v[106:107], v[18:19]
	v_pk_mul_f32 v[50:51], v[104:105], v[20:21]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], v[50:51]
	v_or_b32_e32 v50, 0x10000, v156
	buffer_load_dwordx4 v[66:69], v50, s[12:15], 0 offen offset:16
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[42:43], v[114:115], v[10:11]
	v_pk_mul_f32 v[50:51], v[112:113], v[12:13]
	s_nop 0
	v_pk_add_f32 v[42:43], v[42:43], v[50:51]
	v_lshlrev_b32_e32 v50, 2, v137
	buffer_load_dwordx4 v[62:65], v50, s[12:15], 0 offen
	v_pk_add_f32 v[140:141], v[48:49], v[42:43]
	v_or_b32_e32 v42, 0x14000, v156
	buffer_load_dwordx4 v[58:61], v42, s[12:15], 0 offen offset:16
	v_mov_b32_e32 v42, v44
	v_mov_b32_e32 v43, v46
	v_mov_b32_e32 v46, v45
	v_lshlrev_b32_e32 v44, 2, v154
	v_pk_add_f32 v[142:143], v[42:43], v[46:47]
	v_lshlrev_b32_e32 v42, 2, v155
	buffer_load_dwordx4 v[54:57], v44, s[12:15], 0 offen
	buffer_load_dwordx4 v[46:49], v42, s[12:15], 0 offen
	v_or_b32_e32 v44, 0x18000, v156
	buffer_load_dwordx4 v[50:53], v44, s[12:15], 0 offen offset:16
	v_or_b32_e32 v42, 0x1c000, v156
	buffer_load_dwordx4 v[42:45], v42, s[12:15], 0 offen offset:16
	v_mov_b32_dpp v144, v142 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v145, v143 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[142:143], v[142:143], v[144:145]
	v_mov_b32_e32 v155, s6
	s_waitcnt lgkmcnt(0)
	v_mov_b32_dpp v144, v142 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v145, v143 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[142:143], v[142:143], v[144:145]
	s_barrier
	v_add_u32_e32 v154, 0, v136
	v_mov_b32_dpp v144, v142 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v145, v143 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[142:143], v[142:143], v[144:145]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[156:157], v[88:89], v[52:53]
	v_mov_b32_dpp v144, v142 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v145, v143 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[142:143], v[142:143], v[144:145]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[158:159], v[80:81], v[44:45]
	v_mov_b32_e32 v144, v142
	v_mov_b32_e32 v145, v143
	s_nop 0
	v_mov_b32_dpp v144, v144 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v145, v145 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[142:143], v[142:143], v[144:145]
	s_nop 1
	v_mov_b32_dpp v144, v142 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v145, v143 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[142:143], v[142:143], v[144:145]
	v_pk_mul_f32 v[144:145], v[96:97], v[60:61]
	v_readlane_b32 s2, v142, 63
	v_readlane_b32 s3, v143, 63
	v_mov_b32_e32 v142, v138
	v_mov_b32_e32 v143, v140
	v_mov_b32_e32 v140, v139
	v_pk_add_f32 v[138:139], v[142:143], v[140:141]
	v_pk_mul_f32 v[142:143], v[100:101], v[68:69]
	s_nop 0
	v_mov_b32_dpp v140, v138 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 0
	v_mov_b32_e32 v140, v138
	v_mov_b32_e32 v141, v139
	s_nop 0
	v_mov_b32_dpp v140, v140 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v141 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 0
	v_readlane_b32 s4, v138, 63
	v_readlane_b32 s5, v139, 63
	v_mov_b32_e32 v138, s2
	v_mov_b32_e32 v139, s3
	v_mov_b32_e32 v140, s4
	v_mov_b32_e32 v141, s5
	ds_write_b128 v155, v[138:141]
	v_pk_mul_f32 v[138:139], v[94:95], v[70:71]
	v_pk_mul_f32 v[140:141], v[90:91], v[72:73]
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	v_pk_mul_f32 v[140:141], v[102:103], v[66:67]
	s_barrier
	v_pk_add_f32 v[140:141], v[140:141], v[142:143]
	v_pk_mul_f32 v[142:143], v[84:85], v[64:65]
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	v_pk_mul_f32 v[140:141], v[86:87], v[62:63]
	s_nop 0
	v_pk_add_f32 v[140:141], v[140:141], v[142:143]
	v_pk_mul_f32 v[142:143], v[98:99], v[58:59]
	s_nop 0
	v_pk_add_f32 v[142:143], v[142:143], v[144:145]
	v_pk_mul_f32 v[144:145], v[76:77], v[56:57]
	v_pk_add_f32 v[140:141], v[140:141], v[142:143]
	v_pk_mul_f32 v[142:143], v[78:79], v[54:55]
	s_nop 0
	v_pk_add_f32 v[142:143], v[142:143], v[144:145]
	v_pk_mul_f32 v[144:145], v[92:93], v[50:51]
	s_nop 0
	v_pk_add_f32 v[144:145], v[144:145], v[156:157]
	v_pk_mul_f32 v[156:157], v[74:75], v[48:49]
	v_pk_add_f32 v[142:143], v[142:143], v[144:145]
	v_pk_mul_f32 v[144:145], v[0:1], v[46:47]
	s_nop 0
	v_pk_add_f32 v[144:145], v[144:145], v[156:157]
	v_pk_mul_f32 v[156:157], v[82:83], v[42:43]
	s_nop 0
	v_pk_add_f32 v[156:157], v[156:157], v[158:159]
	s_nop 0
	v_pk_add_f32 v[144:145], v[144:145], v[156:157]
	v_mov_b32_e32 v156, v138
	v_mov_b32_e32 v157, v140
	v_mov_b32_e32 v140, v139
	v_pk_add_f32 v[138:139], v[156:157], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 0
	v_mov_b32_e32 v140, v138
	v_mov_b32_e32 v141, v139
	s_nop 0
	v_mov_b32_dpp v140, v140 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v141 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 0
	v_readlane_b32 s2, v138, 63
	v_readlane_b32 s3, v139, 63
	v_mov_b32_e32 v138, v142
	v_mov_b32_e32 v139, v144
	v_mov_b32_e32 v144, v143
	v_pk_add_f32 v[138:139], v[138:139], v[144:145]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 0
	v_mov_b32_e32 v140, v138
	v_mov_b32_e32 v141, v139
	s_nop 0
	v_mov_b32_dpp v140, v140 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v141 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	s_nop 1
	v_mov_b32_dpp v140, v138 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v141, v139 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[138:139], v[138:139], v[140:141]
	v_mov_b32_e32 v140, s2
	v_readlane_b32 s4, v138, 63
	v_readlane_b32 s5, v139, 63
	ds_read_b128 v[136:139], v154
	v_mov_b32_e32 v141, s3
	v_mov_b32_e32 v142, s4
	v_mov_b32_e32 v143, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v155, v[140:143]
	v_mov_b32_e32 v140, v136
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_dpp v140, v140 row_half_mirror row_mask:0xf bank_mask:0xf
	s_load_dwordx4 s[4:7], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s4, s8
	v_mov_b32_dpp v140, v140 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v140, v136, v140
	v_mov_b32_e32 v136, v137
	s_addc_u32 s0, s5, s9
	s_and_b32 s13, s0, 0xffff
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf
	s_movk_i32 s8, 0x7fff
	s_mov_b32 s9, 0x5040100
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v141, v137, v136
	v_mov_b32_e32 v136, v138
	s_nop 1
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v142, v138, v136
	v_mov_b32_e32 v136, v139
	s_nop 1
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v143, v139, v136
	ds_read_b128 v[136:139], v154
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v144, v136
	s_nop 1
	v_mov_b32_dpp v144, v144 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v144, v144 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v144, v136, v144
	v_mov_b32_e32 v136, v137
	s_nop 1
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v145, v137, v136
	v_mov_b32_e32 v136, v138
	s_nop 1
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v156, v138, v136
	v_mov_b32_e32 v136, v139
	s_nop 1
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v157, v139, v136
	v_mov_b32_e32 v136, v140
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v136, v140, v136
	v_mov_b32_e32 v137, v136
	s_nop 1
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v140, v136, v137
	v_mov_b32_e32 v136, v141
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v136, v141, v136
	v_mov_b32_e32 v137, v136
	s_nop 1
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v141, v136, v137
	v_mov_b32_e32 v136, v142
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v136, v142, v136
	v_mov_b32_e32 v137, v136
	s_nop 1
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v142, v136, v137
	v_mov_b32_e32 v136, v143
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v136, v143, v136
	v_mov_b32_e32 v137, v136
	s_nop 1
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v143, v136, v137
	buffer_load_dwordx4 v[136:139], off, s[12:15], 0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v140, v140, v136
	v_mov_b32_e32 v136, v144
	v_mul_f32_e32 v141, v141, v137
	v_mul_f32_e32 v142, v142, v138
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v136, v144, v136
	v_mov_b32_e32 v137, v136
	v_mul_f32_e32 v143, v143, v139
	s_nop 0
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v144, v136, v137
	v_mov_b32_e32 v136, v145
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v136, v145, v136
	v_mov_b32_e32 v137, v136
	s_nop 1
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v145, v136, v137
	v_mov_b32_e32 v136, v156
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v136, v156, v136
	v_mov_b32_e32 v137, v136
	s_nop 1
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v156, v136, v137
	v_mov_b32_e32 v136, v157
	s_nop 1
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v136, v157, v136
	v_mov_b32_e32 v137, v136
	s_nop 1
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v157, v136, v137
	buffer_load_dwordx4 v[136:139], off, s[12:15], 0 offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_add_u32 s12, s6, s16
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v144, v144, v136
	v_mul_f32_e32 v136, 0x39800000, v140
	v_mul_f32_e32 v137, v145, v137
	v_pk_mul_f32 v[34:35], v[34:35], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[136:137] op_sel_hi:[1,0]
	v_mul_f32_e32 v136, 0x39800000, v141
	v_mul_f32_e32 v138, v156, v138
	v_mul_f32_e32 v139, v157, v139
	v_pk_mul_f32 v[156:157], v[38:39], v[136:137] op_sel_hi:[1,0]
	v_mul_f32_e32 v38, 0x39800000, v142
	v_pk_mul_f32 v[164:165], v[14:15], v[38:39] op_sel_hi:[1,0]
	v_mul_f32_e32 v14, 0x39800000, v143
	v_pk_mul_f32 v[170:171], v[10:11], v[14:15] op_sel_hi:[1,0]
	v_mul_f32_e32 v10, 0x39800000, v144
	v_pk_mul_f32 v[158:159], v[40:41], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[160:161], v[30:31], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[162:163], v[32:33], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[166:167], v[16:17], v[38:39] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[70:71], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[72:73], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[66:67], v[66:67], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[68:69], v[68:69], v[10:11] op_sel_hi:[1,0]
	v_mul_f32_e32 v10, 0x39800000, v137
	v_pk_mul_f32 v[62:63], v[62:63], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[64:65], v[64:65], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[10:11] op_sel_hi:[1,0]
	v_mul_f32_e32 v10, 0x39800000, v138
	v_pk_mul_f32 v[26:27], v[26:27], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[136:137] op_sel_hi:[1,0]
	v_pk_mul_f32 v[70:71], v[54:55], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[72:73], v[50:51], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[136:137], v[52:53], v[10:11] op_sel_hi:[1,0]
	v_mul_f32_e32 v10, 0x39800000, v139
	v_pk_mul_f32 v[138:139], v[46:47], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[140:141], v[48:49], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[142:143], v[42:43], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[144:145], v[44:45], v[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[126:127], v[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[168:169], v[18:19], v[14:15] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[34:35]
	v_pk_mul_f32 v[20:21], v[20:21], v[14:15] op_sel_hi:[1,0]
	v_pk_add_f32 v[30:31], v[34:35], v[10:11]
	v_pk_mul_f32 v[10:11], v[122:123], v[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[172:173], v[12:13], v[14:15] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[36:37]
	v_pk_mul_f32 v[12:13], v[116:117], v[6:7] op_sel:[0,1]
	v_pk_add_f32 v[32:33], v[36:37], v[10:11]
	v_pk_mul_f32 v[10:11], v[134:135], v[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[130:131], v[6:7] op_sel:[0,1]
	v_pk_add_f32 v[10:11], v[10:11], v[22:23]
	v_pk_add_f32 v[14:15], v[14:15], v[26:27]
	v_pk_add_f32 v[34:35], v[22:23], v[10:11]
	v_pk_mul_f32 v[10:11], v[132:133], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[16:17], v[26:27], v[14:15]
	v_pk_add_f32 v[10:11], v[10:11], v[24:25]
	v_pk_add_f32 v[12:13], v[12:13], v[158:159]
	v_pk_add_f32 v[36:37], v[24:25], v[10:11]
	v_pk_mul_f32 v[10:11], v[118:119], v[6:7] op_sel:[0,1]
	v_pk_mul_f32 v[6:7], v[128:129], v[6:7] op_sel:[0,1]
	v_pk_add_f32 v[10:11], v[10:11], v[156:157]
	v_pk_add_f32 v[6:7], v[6:7], v[28:29]
	v_pk_mul_f32 v[14:15], v[108:109], v[8:9] op_sel_hi:[1,0]
	v_pk_add_f32 v[22:23], v[28:29], v[6:7]
	v_mov_b32_e32 v28, v9
	v_pk_mul_f32 v[26:27], v[104:105], v[28:29] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[110:111], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[124:125], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[120:121], v[8:9] op_sel_hi:[1,0]
	v_pk_add_f32 v[26:27], v[26:27], v[20:21]
	v_pk_add_f32 v[10:11], v[156:157], v[10:11]
	v_pk_add_f32 v[12:13], v[158:159], v[12:13]
	v_pk_add_f32 v[6:7], v[6:7], v[160:161]
	v_pk_add_f32 v[14:15], v[14:15], v[162:163]
	v_pk_add_f32 v[18:19], v[18:19], v[164:165]
	v_pk_add_f32 v[24:25], v[24:25], v[166:167]
	v_pk_mul_f32 v[8:9], v[106:107], v[28:29] op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[20:21], v[26:27]
	v_pk_mul_f32 v[26:27], v[114:115], v[28:29] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[112:113], v[28:29] op_sel_hi:[1,0]
	v_pk_add_f32 v[42:43], v[30:31], v[32:33]
	v_pk_add_f32 v[44:45], v[34:35], v[36:37]
	v_pk_add_f32 v[6:7], v[160:161], v[6:7]
	v_pk_add_f32 v[14:15], v[162:163], v[14:15]
	v_pk_add_f32 v[18:19], v[164:165], v[18:19]
	v_pk_add_f32 v[24:25], v[166:167], v[24:25]
	v_pk_add_f32 v[8:9], v[8:9], v[168:169]
	v_pk_add_f32 v[26:27], v[26:27], v[170:171]
	v_pk_add_f32 v[28:29], v[28:29], v[172:173]
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	v_pk_add_f32 v[44:45], v[10:11], v[12:13]
	v_pk_add_f32 v[46:47], v[16:17], v[22:23]
	v_pk_add_f32 v[8:9], v[168:169], v[8:9]
	v_pk_add_f32 v[26:27], v[170:171], v[26:27]
	v_pk_add_f32 v[28:29], v[172:173], v[28:29]
	v_pk_add_f32 v[44:45], v[44:45], v[46:47]
	v_pk_add_f32 v[46:47], v[6:7], v[14:15]
	v_pk_add_f32 v[48:49], v[18:19], v[24:25]
	v_pk_add_f32 v[50:51], v[26:27], v[28:29]
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	v_pk_add_f32 v[48:49], v[8:9], v[20:21]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], v[50:51]
	v_mov_b32_e32 v50, v42
	v_mov_b32_e32 v51, v44
	v_mov_b32_e32 v44, v43
	v_pk_add_f32 v[42:43], v[50:51], v[44:45]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[44:45], v[42:43]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[44:45], v[42:43]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[44:45], v[42:43]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[44:45], v[42:43]
	s_nop 0
	v_mov_b32_e32 v44, v42
	v_mov_b32_e32 v45, v43
	s_nop 0
	v_mov_b32_dpp v44, v44 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v45 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[44:45], v[42:43]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[44:45], v[42:43]
	s_nop 0
	v_readlane_b32 s0, v42, 63
	v_readlane_b32 s1, v43, 63
	v_mov_b32_e32 v42, v46
	v_mov_b32_e32 v43, v48
	v_mov_b32_e32 v48, v47
	v_pk_add_f32 v[42:43], v[42:43], v[48:49]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	s_nop 0
	v_mov_b32_e32 v44, v42
	v_mov_b32_e32 v45, v43
	s_nop 0
	v_mov_b32_dpp v44, v44 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v45 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	s_nop 1
	v_mov_b32_dpp v44, v42 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v45, v43 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	s_nop 0
	v_readlane_b32 s2, v42, 63
	v_readlane_b32 s3, v43, 63
	v_mov_b32_e32 v42, s0
	v_mov_b32_e32 v43, s1
	v_mov_b32_e32 v44, s2
	v_mov_b32_e32 v45, s3
	ds_write_b128 v155, v[42:45]
	v_pk_mul_f32 v[42:43], v[94:95], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[84:85], v[2:3] op_sel:[0,1]
	v_pk_add_f32 v[42:43], v[42:43], v[38:39]
	v_pk_add_f32 v[44:45], v[44:45], v[64:65]
	v_pk_add_f32 v[38:39], v[38:39], v[42:43]
	v_pk_mul_f32 v[42:43], v[90:91], v[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[46:47], v[64:65], v[44:45]
	v_pk_add_f32 v[42:43], v[42:43], v[40:41]
	v_pk_mul_f32 v[44:45], v[98:99], v[2:3] op_sel:[0,1]
	v_pk_add_f32 v[42:43], v[40:41], v[42:43]
	v_pk_mul_f32 v[40:41], v[102:103], v[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[44:45], v[58:59]
	v_pk_add_f32 v[40:41], v[40:41], v[66:67]
	v_pk_add_f32 v[52:53], v[58:59], v[44:45]
	v_pk_add_f32 v[48:49], v[66:67], v[40:41]
	v_pk_mul_f32 v[40:41], v[100:101], v[2:3] op_sel_hi:[1,0]
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[40:41], v[40:41], v[68:69]
	s_barrier
	v_pk_add_f32 v[54:55], v[68:69], v[40:41]
	v_pk_mul_f32 v[40:41], v[86:87], v[2:3] op_sel:[0,1]
	v_pk_mul_f32 v[2:3], v[96:97], v[2:3] op_sel:[0,1]
	v_pk_add_f32 v[40:41], v[40:41], v[62:63]
	v_pk_add_f32 v[2:3], v[2:3], v[60:61]
	v_pk_add_f32 v[40:41], v[62:63], v[40:41]
	v_pk_add_f32 v[60:61], v[60:61], v[2:3]
	v_pk_mul_f32 v[2:3], v[78:79], v[4:5] op_sel_hi:[1,0]
	v_pk_add_f32 v[68:69], v[52:53], v[60:61]
	v_pk_add_f32 v[2:3], v[2:3], v[70:71]
	s_nop 0
	v_pk_add_f32 v[44:45], v[70:71], v[2:3]
	v_pk_mul_f32 v[2:3], v[76:77], v[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[2:3], v[2:3], v[56:57]
	s_nop 0
	v_pk_add_f32 v[50:51], v[56:57], v[2:3]
	v_pk_mul_f32 v[2:3], v[92:93], v[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[2:3], v[2:3], v[72:73]
	s_nop 0
	v_pk_add_f32 v[56:57], v[72:73], v[2:3]
	v_pk_mul_f32 v[2:3], v[88:89], v[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[2:3], v[2:3], v[136:137]
	s_nop 0
	v_pk_add_f32 v[62:63], v[136:137], v[2:3]
	v_mov_b32_e32 v2, v5
	v_pk_mul_f32 v[0:1], v[0:1], v[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[70:71], v[56:57], v[62:63]
	v_pk_add_f32 v[0:1], v[0:1], v[138:139]
	s_nop 0
	v_pk_add_f32 v[4:5], v[138:139], v[0:1]
	v_pk_mul_f32 v[0:1], v[74:75], v[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[0:1], v[0:1], v[140:141]
	s_nop 0
	v_pk_add_f32 v[58:59], v[140:141], v[0:1]
	v_pk_mul_f32 v[0:1], v[82:83], v[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[0:1], v[0:1], v[142:143]
	s_nop 0
	v_pk_add_f32 v[64:65], v[142:143], v[0:1]
	v_pk_mul_f32 v[0:1], v[80:81], v[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[48:49], v[54:55]
	v_pk_add_f32 v[0:1], v[0:1], v[144:145]
	s_nop 0
	v_pk_add_f32 v[66:67], v[144:145], v[0:1]
	v_pk_add_f32 v[0:1], v[38:39], v[42:43]
	v_pk_add_f32 v[72:73], v[64:65], v[66:67]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	v_pk_add_f32 v[2:3], v[40:41], v[46:47]
	s_nop 0
	v_pk_add_f32 v[2:3], v[2:3], v[68:69]
	v_pk_add_f32 v[68:69], v[44:45], v[50:51]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_add_f32 v[70:71], v[4:5], v[58:59]
	s_nop 0
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v2
	v_mov_b32_e32 v2, v1
	v_pk_add_f32 v[0:1], v[72:73], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 0
	v_readlane_b32 s0, v0, 63
	v_readlane_b32 s1, v1, 63
	v_mov_b32_e32 v0, v68
	v_mov_b32_e32 v1, v70
	v_mov_b32_e32 v70, v69
	v_pk_add_f32 v[0:1], v[0:1], v[70:71]
	v_mov_b32_e32 v68, s0
	v_mov_b32_e32 v69, s1
	v_mov_b32_dpp v2, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 0
	v_readlane_b32 s2, v0, 63
	v_readlane_b32 s3, v1, 63
	ds_read_b128 v[0:3], v154
	v_mov_b32_e32 v70, s2
	v_mov_b32_e32 v71, s3
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_write_b128 v155, v[68:71]
	v_mov_b32_e32 v68, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_dpp v68, v68 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v68, v68 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v68
	v_mov_b32_e32 v68, v0
	s_nop 1
	v_mov_b32_dpp v68, v68 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v68
	v_mov_b32_e32 v68, v0
	s_nop 1
	v_mov_b32_dpp v68, v68 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v68
	v_mul_f32_e64 v0, -v0, s10
	v_pk_add_f32 v[68:69], v[32:33], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[70:71], v[34:35], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[34:35], v[36:37], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[30:31], v[30:31], v[0:1] op_sel_hi:[1,0]
	v_bfe_u32 v0, v69, 16, 1
	v_bfe_u32 v32, v68, 16, 1
	v_bfe_u32 v36, v35, 16, 1
	v_bfe_u32 v37, v34, 16, 1
	v_add3_u32 v0, v69, v0, s8
	v_add3_u32 v32, v68, v32, s8
	v_add3_u32 v36, v35, v36, s8
	v_add3_u32 v37, v34, v37, s8
	v_lshrrev_b32_e32 v33, 16, v32
	v_lshrrev_b32_e32 v0, 16, v0
	v_mov_b32_e32 v32, 0x7fff
	v_cmp_o_f32_e32 vcc, v68, v68
	v_cmp_o_f32_e64 s[0:1], v69, v69
	v_lshrrev_b32_e32 v37, 16, v37
	v_lshrrev_b32_e32 v36, 16, v36
	v_cmp_o_f32_e64 s[2:3], v35, v35
	v_cmp_o_f32_e64 s[4:5], v34, v34
	v_cndmask_b32_e32 v33, v32, v33, vcc
	v_cndmask_b32_e64 v35, v32, v36, s[2:3]
	v_cndmask_b32_e64 v34, v32, v37, s[4:5]
	v_cndmask_b32_e64 v0, v32, v0, s[0:1]
	v_perm_b32 v37, v35, v34, s9
	v_perm_b32 v35, v0, v33, s9
	v_bfe_u32 v0, v71, 16, 1
	v_bfe_u32 v33, v70, 16, 1
	v_add3_u32 v0, v71, v0, s8
	v_add3_u32 v33, v70, v33, s8
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v0, 16, v0
	v_cmp_o_f32_e32 vcc, v71, v71
	v_cmp_o_f32_e64 s[0:1], v70, v70
	s_nop 0
	v_cndmask_b32_e32 v0, v32, v0, vcc
	v_cndmask_b32_e64 v33, v32, v33, s[0:1]
	v_perm_b32 v36, v0, v33, s9
	v_bfe_u32 v0, v31, 16, 1
	v_bfe_u32 v33, v30, 16, 1
	v_add3_u32 v0, v31, v0, s8
	v_add3_u32 v33, v30, v33, s8
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v0, 16, v0
	v_cmp_o_f32_e32 vcc, v31, v31
	v_cmp_o_f32_e64 s[0:1], v30, v30
	s_nop 0
	v_cndmask_b32_e32 v0, v32, v0, vcc
	v_cndmask_b32_e64 v30, v32, v33, s[0:1]
	s_addc_u32 s0, s7, s17
	v_perm_b32 v34, v0, v30, s9
	s_and_b32 s13, s0, 0xffff
	buffer_store_dwordx4 v[34:37], v153, s[12:15], 0 offen
	ds_read_b128 v[34:37], v154
	v_mov_b32_e32 v0, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v30, v35
	v_mov_b32_dpp v0, v0 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 0
	v_mov_b32_dpp v30, v30 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v1, v0
	v_mov_b32_dpp v30, v30 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v33, v35, v30
	v_mov_b32_e32 v30, v36
	v_mov_b32_e32 v1, v2
	s_nop 0
	v_mov_b32_dpp v30, v30 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 0
	v_mov_b32_dpp v30, v30 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v88, v36, v30
	v_mov_b32_e32 v30, v37
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v1, v2, v1
	v_mov_b32_dpp v30, v30 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v2, v3
	s_nop 0
	v_mov_b32_dpp v30, v30 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v89, v37, v30
	v_mov_b32_e32 v30, v0
	v_mov_b32_dpp v2, v2 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 0
	v_mov_b32_dpp v30, v30 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v30
	v_mov_b32_dpp v2, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v30, v0
	v_add_f32_e32 v2, v3, v2
	v_mov_b32_e32 v3, v34
	v_mov_b32_dpp v30, v30 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v30
	v_mov_b32_dpp v3, v3 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mul_f32_e64 v0, -v0, s10
	v_pk_add_f32 v[68:69], v[10:11], v[0:1] op_sel_hi:[1,0]
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v3, v34, v3
	v_pk_add_f32 v[34:35], v[12:13], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[70:71], v[16:17], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[36:37], v[22:23], v[0:1] op_sel_hi:[1,0]
	v_mov_b32_e32 v0, v1
	v_cmp_o_f32_e32 vcc, v34, v34
	v_cmp_o_f32_e64 s[0:1], v35, v35
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v1, v0
	v_mov_b32_e32 v1, v0
	v_cmp_o_f32_e64 s[2:3], v37, v37
	v_cmp_o_f32_e64 s[4:5], v36, v36
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e64 v0, -v0, s10
	v_pk_add_f32 v[72:73], v[6:7], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[74:75], v[14:15], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[76:77], v[18:19], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[78:79], v[24:25], v[0:1] op_sel_hi:[1,0]
	v_mov_b32_e32 v0, v2
	s_nop 1
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e64 v0, -v0, s10
	v_pk_add_f32 v[80:81], v[8:9], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[82:83], v[20:21], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[84:85], v[26:27], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[86:87], v[28:29], v[0:1] op_sel_hi:[1,0]
	v_mov_b32_e32 v0, v3
	s_nop 1
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v3, v0
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e64 v0, -v0, s10
	v_pk_add_f32 v[24:25], v[38:39], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[28:29], v[42:43], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[26:27], v[48:49], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[30:31], v[54:55], v[0:1] op_sel_hi:[1,0]
	v_mov_b32_e32 v0, v33
	v_bfe_u32 v38, v34, 16, 1
	v_add3_u32 v38, v34, v38, s8
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v33, v0
	v_bfe_u32 v33, v35, 16, 1
	v_add3_u32 v33, v35, v33, s8
	v_bfe_u32 v34, v37, 16, 1
	v_bfe_u32 v35, v36, 16, 1
	v_add3_u32 v34, v37, v34, s8
	v_add3_u32 v35, v36, v35, s8
	v_lshrrev_b32_e32 v38, 16, v38
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e64 v35, v32, v35, s[4:5]
	v_cndmask_b32_e64 v34, v32, v34, s[2:3]
	v_cndmask_b32_e32 v36, v32, v38, vcc
	v_cndmask_b32_e64 v33, v32, v33, s[0:1]
	v_perm_b32 v37, v34, v35, s9
	v_perm_b32 v35, v33, v36, s9
	v_bfe_u32 v33, v71, 16, 1
	v_bfe_u32 v34, v70, 16, 1
	v_add3_u32 v33, v71, v33, s8
	v_add3_u32 v34, v70, v34, s8
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v33, 16, v33
	v_cmp_o_f32_e32 vcc, v71, v71
	v_cmp_o_f32_e64 s[0:1], v70, v70
	v_mov_b32_e32 v1, v0
	v_cndmask_b32_e32 v33, v32, v33, vcc
	v_cndmask_b32_e64 v34, v32, v34, s[0:1]
	v_perm_b32 v36, v33, v34, s9
	v_bfe_u32 v33, v69, 16, 1
	v_bfe_u32 v34, v68, 16, 1
	v_add3_u32 v33, v69, v33, s8
	v_add3_u32 v34, v68, v34, s8
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v33, 16, v33
	v_cmp_o_f32_e32 vcc, v69, v69
	v_cmp_o_f32_e64 s[0:1], v68, v68
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_cndmask_b32_e32 v33, v32, v33, vcc
	v_cndmask_b32_e64 v34, v32, v34, s[0:1]
	v_perm_b32 v34, v33, v34, s9
	buffer_store_dwordx4 v[34:37], v149, s[12:15], 0 offen
	v_bfe_u32 v33, v78, 16, 1
	v_add3_u32 v33, v78, v33, s8
	v_bfe_u32 v34, v79, 16, 1
	v_bfe_u32 v35, v74, 16, 1
	v_bfe_u32 v36, v75, 16, 1
	v_add3_u32 v34, v79, v34, s8
	v_add_f32_e32 v0, v0, v1
	v_bfe_u32 v38, v76, 16, 1
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v34, 16, v34
	v_cmp_o_f32_e32 vcc, v78, v78
	v_cmp_o_f32_e64 s[0:1], v79, v79
	v_add3_u32 v36, v75, v36, s8
	v_add3_u32 v35, v74, v35, s8
	v_mul_f32_e64 v0, -v0, s10
	v_bfe_u32 v39, v77, 16, 1
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v36, 16, v36
	v_cndmask_b32_e32 v33, v32, v33, vcc
	v_cndmask_b32_e64 v34, v32, v34, s[0:1]
	v_cmp_o_f32_e32 vcc, v74, v74
	v_cmp_o_f32_e64 s[0:1], v75, v75
	v_add3_u32 v38, v76, v38, s8
	v_pk_add_f32 v[16:17], v[40:41], v[0:1] op_sel_hi:[1,0]
	v_bfe_u32 v40, v72, 16, 1
	v_perm_b32 v37, v34, v33, s9
	v_cndmask_b32_e32 v33, v32, v35, vcc
	v_cndmask_b32_e64 v34, v32, v36, s[0:1]
	v_add3_u32 v36, v77, v39, s8
	v_lshrrev_b32_e32 v38, 16, v38
	v_cmp_o_f32_e32 vcc, v76, v76
	v_perm_b32 v35, v34, v33, s9
	v_bfe_u32 v33, v73, 16, 1
	v_add3_u32 v34, v72, v40, s8
	v_lshrrev_b32_e32 v36, 16, v36
	v_cndmask_b32_e32 v38, v32, v38, vcc
	v_cmp_o_f32_e32 vcc, v77, v77
	v_add3_u32 v33, v73, v33, s8
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e32 v36, v32, v36, vcc
	v_cmp_o_f32_e32 vcc, v72, v72
	v_lshrrev_b32_e32 v33, 16, v33
	v_perm_b32 v36, v36, v38, s9
	v_cndmask_b32_e32 v34, v32, v34, vcc
	v_cmp_o_f32_e32 vcc, v73, v73
	v_bfe_u32 v38, v85, 16, 1
	v_bfe_u32 v39, v80, 16, 1
	v_cndmask_b32_e32 v33, v32, v33, vcc
	v_perm_b32 v34, v33, v34, s9
	v_bfe_u32 v33, v86, 16, 1
	buffer_store_dwordx4 v[34:37], v148, s[12:15], 0 offen
	v_add3_u32 v33, v86, v33, s8
	v_lshrrev_b32_e32 v33, 16, v33
	v_bfe_u32 v34, v87, 16, 1
	v_bfe_u32 v35, v82, 16, 1
	v_add3_u32 v34, v87, v34, s8
	v_cmp_o_f32_e32 vcc, v86, v86
	v_bfe_u32 v36, v83, 16, 1
	v_bfe_u32 v37, v84, 16, 1
	v_add3_u32 v35, v82, v35, s8
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e32 v33, v32, v33, vcc
	v_cmp_o_f32_e32 vcc, v87, v87
	v_add3_u32 v36, v83, v36, s8
	v_add3_u32 v37, v84, v37, s8
	v_lshrrev_b32_e32 v35, 16, v35
	v_cndmask_b32_e32 v34, v32, v34, vcc
	v_cmp_o_f32_e32 vcc, v82, v82
	v_lshrrev_b32_e32 v36, 16, v36
	v_lshrrev_b32_e32 v41, 16, v37
	v_perm_b32 v37, v34, v33, s9
	v_cndmask_b32_e32 v33, v32, v35, vcc
	v_cmp_o_f32_e32 vcc, v83, v83
	v_add3_u32 v38, v85, v38, s8
	v_bfe_u32 v40, v81, 16, 1
	v_cndmask_b32_e32 v34, v32, v36, vcc
	v_cmp_o_f32_e32 vcc, v84, v84
	v_add3_u32 v39, v80, v39, s8
	v_lshrrev_b32_e32 v38, 16, v38
	v_perm_b32 v35, v34, v33, s9
	v_cndmask_b32_e32 v33, v32, v41, vcc
	v_cmp_o_f32_e32 vcc, v85, v85
	v_add3_u32 v40, v81, v40, s8
	v_lshrrev_b32_e32 v39, 16, v39
	v_cndmask_b32_e32 v34, v32, v38, vcc
	v_cmp_o_f32_e32 vcc, v80, v80
	v_lshrrev_b32_e32 v40, 16, v40
	v_perm_b32 v36, v34, v33, s9
	v_cndmask_b32_e32 v33, v32, v39, vcc
	v_cmp_o_f32_e32 vcc, v81, v81
	v_bfe_u32 v38, v27, 16, 1
	v_bfe_u32 v39, v24, 16, 1
	v_cndmask_b32_e32 v34, v32, v40, vcc
	v_perm_b32 v34, v34, v33, s9
	v_bfe_u32 v33, v30, 16, 1
	buffer_store_dwordx4 v[34:37], v147, s[12:15], 0 offen
	v_add3_u32 v33, v30, v33, s8
	v_lshrrev_b32_e32 v33, 16, v33
	v_bfe_u32 v34, v31, 16, 1
	v_bfe_u32 v35, v28, 16, 1
	v_add3_u32 v34, v31, v34, s8
	v_cmp_o_f32_e32 vcc, v30, v30
	v_bfe_u32 v36, v29, 16, 1
	v_add3_u32 v35, v28, v35, s8
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e32 v30, v32, v33, vcc
	v_cmp_o_f32_e32 vcc, v31, v31
	v_bfe_u32 v37, v26, 16, 1
	v_add3_u32 v36, v29, v36, s8
	v_lshrrev_b32_e32 v35, 16, v35
	v_cndmask_b32_e32 v31, v32, v34, vcc
	v_cmp_o_f32_e32 vcc, v28, v28
	v_add3_u32 v37, v26, v37, s8
	v_lshrrev_b32_e32 v36, 16, v36
	v_cndmask_b32_e32 v28, v32, v35, vcc
	v_cmp_o_f32_e32 vcc, v29, v29
	v_add3_u32 v38, v27, v38, s8
	v_lshrrev_b32_e32 v37, 16, v37
	v_cndmask_b32_e32 v29, v32, v36, vcc
	v_cmp_o_f32_e32 vcc, v26, v26
	v_bfe_u32 v40, v25, 16, 1
	v_add3_u32 v39, v24, v39, s8
	v_lshrrev_b32_e32 v38, 16, v38
	v_cndmask_b32_e32 v26, v32, v37, vcc
	v_cmp_o_f32_e32 vcc, v27, v27
	v_add3_u32 v40, v25, v40, s8
	v_lshrrev_b32_e32 v39, 16, v39
	v_cndmask_b32_e32 v27, v32, v38, vcc
	v_cmp_o_f32_e32 vcc, v24, v24
	v_lshrrev_b32_e32 v40, 16, v40
	v_pk_add_f32 v[22:23], v[60:61], v[0:1] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v24, v32, v39, vcc
	v_cmp_o_f32_e32 vcc, v25, v25
	v_perm_b32 v29, v29, v28, s9
	v_pk_add_f32 v[20:21], v[46:47], v[0:1] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v25, v32, v40, vcc
	v_perm_b32 v28, v25, v24, s9
	v_bfe_u32 v24, v22, 16, 1
	v_bfe_u32 v25, v23, 16, 1
	v_add3_u32 v24, v22, v24, s8
	v_perm_b32 v31, v31, v30, s9
	v_perm_b32 v30, v27, v26, s9
	v_bfe_u32 v26, v20, 16, 1
	v_add3_u32 v25, v23, v25, s8
	v_lshrrev_b32_e32 v24, 16, v24
	v_cmp_o_f32_e32 vcc, v22, v22
	v_pk_add_f32 v[18:19], v[52:53], v[0:1] op_sel_hi:[1,0]
	v_mov_b32_e32 v0, v88
	v_bfe_u32 v27, v21, 16, 1
	v_add3_u32 v26, v20, v26, s8
	v_lshrrev_b32_e32 v25, 16, v25
	v_cndmask_b32_e32 v22, v32, v24, vcc
	v_cmp_o_f32_e32 vcc, v23, v23
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	buffer_store_dwordx4 v[28:31], v146, s[12:15], 0 offen
	v_add3_u32 v27, v21, v27, s8
	v_lshrrev_b32_e32 v26, 16, v26
	v_bfe_u32 v28, v18, 16, 1
	v_cndmask_b32_e32 v23, v32, v25, vcc
	v_cmp_o_f32_e32 vcc, v20, v20
	v_add_f32_e32 v0, v88, v0
	v_bfe_u32 v29, v19, 16, 1
	v_add3_u32 v28, v18, v28, s8
	v_lshrrev_b32_e32 v27, 16, v27
	v_cndmask_b32_e32 v20, v32, v26, vcc
	v_cmp_o_f32_e32 vcc, v21, v21
	v_mov_b32_e32 v1, v0
	v_bfe_u32 v30, v16, 16, 1
	v_add3_u32 v29, v19, v29, s8
	v_lshrrev_b32_e32 v28, 16, v28
	v_cndmask_b32_e32 v21, v32, v27, vcc
	v_cmp_o_f32_e32 vcc, v18, v18
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_bfe_u32 v31, v17, 16, 1
	v_add3_u32 v30, v16, v30, s8
	v_lshrrev_b32_e32 v29, 16, v29
	v_cndmask_b32_e32 v18, v32, v28, vcc
	v_cmp_o_f32_e32 vcc, v19, v19
	v_add_f32_e32 v0, v0, v1
	v_add3_u32 v31, v17, v31, s8
	v_lshrrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e32 v19, v32, v29, vcc
	v_cmp_o_f32_e32 vcc, v16, v16
	v_mul_f32_e64 v0, -v0, s10
	v_lshrrev_b32_e32 v31, 16, v31
	v_cndmask_b32_e32 v16, v32, v30, vcc
	v_cmp_o_f32_e32 vcc, v17, v17
	v_pk_add_f32 v[14:15], v[62:63], v[0:1] op_sel_hi:[1,0]
	v_perm_b32 v21, v21, v20, s9
	v_cndmask_b32_e32 v17, v32, v31, vcc
	v_perm_b32 v20, v17, v16, s9
	v_bfe_u32 v16, v14, 16, 1
	v_pk_add_f32 v[12:13], v[50:51], v[0:1] op_sel_hi:[1,0]
	v_bfe_u32 v17, v15, 16, 1
	v_add3_u32 v16, v14, v16, s8
	v_perm_b32 v23, v23, v22, s9
	v_perm_b32 v22, v19, v18, s9
	v_bfe_u32 v18, v12, 16, 1
	v_add3_u32 v17, v15, v17, s8
	v_lshrrev_b32_e32 v16, 16, v16
	v_cmp_o_f32_e32 vcc, v14, v14
	v_pk_add_f32 v[8:9], v[44:45], v[0:1] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[56:57], v[0:1] op_sel_hi:[1,0]
	v_mov_b32_e32 v0, v89
	v_bfe_u32 v19, v13, 16, 1
	v_add3_u32 v18, v12, v18, s8
	v_lshrrev_b32_e32 v17, 16, v17
	v_cndmask_b32_e32 v14, v32, v16, vcc
	v_cmp_o_f32_e32 vcc, v15, v15
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	buffer_store_dwordx4 v[20:23], v152, s[12:15], 0 offen
	v_add3_u32 v19, v13, v19, s8
	v_lshrrev_b32_e32 v18, 16, v18
	v_bfe_u32 v20, v10, 16, 1
	v_cndmask_b32_e32 v15, v32, v17, vcc
	v_cmp_o_f32_e32 vcc, v12, v12
	v_add_f32_e32 v0, v89, v0
	v_bfe_u32 v21, v11, 16, 1
	v_add3_u32 v20, v10, v20, s8
	v_lshrrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e32 v12, v32, v18, vcc
	v_cmp_o_f32_e32 vcc, v13, v13
	v_mov_b32_e32 v1, v0
	v_bfe_u32 v22, v8, 16, 1
	v_add3_u32 v21, v11, v21, s8
	v_lshrrev_b32_e32 v20, 16, v20
	v_cndmask_b32_e32 v13, v32, v19, vcc
	v_cmp_o_f32_e32 vcc, v10, v10
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_bfe_u32 v23, v9, 16, 1
	v_add3_u32 v22, v8, v22, s8
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v10, v32, v20, vcc
	v_cmp_o_f32_e32 vcc, v11, v11
	v_add_f32_e32 v0, v0, v1
	v_add3_u32 v23, v9, v23, s8
	v_lshrrev_b32_e32 v22, 16, v22
	v_cndmask_b32_e32 v11, v32, v21, vcc
	v_cmp_o_f32_e32 vcc, v8, v8
	v_mul_f32_e64 v6, -v0, s10
	v_lshrrev_b32_e32 v23, 16, v23
	v_cndmask_b32_e32 v8, v32, v22, vcc
	v_cmp_o_f32_e32 vcc, v9, v9
	v_pk_add_f32 v[0:1], v[4:5], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[58:59], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[64:65], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[6:7], v[66:67], v[6:7] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v9, v32, v23, vcc
	v_perm_b32 v13, v13, v12, s9
	v_perm_b32 v12, v9, v8, s9
	v_bfe_u32 v8, v6, 16, 1
	v_bfe_u32 v9, v7, 16, 1
	v_add3_u32 v8, v6, v8, s8
	v_cmp_o_f32_e32 vcc, v6, v6
	v_perm_b32 v15, v15, v14, s9
	v_perm_b32 v14, v11, v10, s9
	v_bfe_u32 v10, v4, 16, 1
	v_add3_u32 v9, v7, v9, s8
	v_cndmask_b32_sdwa v6, v32, v8, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v7, v7
	v_bfe_u32 v11, v5, 16, 1
	v_add3_u32 v10, v4, v10, s8
	v_cndmask_b32_sdwa v7, v32, v9, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v4, v4
	buffer_store_dwordx4 v[12:15], v151, s[12:15], 0 offen
	v_add3_u32 v11, v5, v11, s8
	v_cndmask_b32_sdwa v4, v32, v10, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_bfe_u32 v12, v2, 16, 1
	v_cmp_o_f32_e32 vcc, v5, v5
	v_bfe_u32 v13, v3, 16, 1
	v_add3_u32 v12, v2, v12, s8
	v_cndmask_b32_sdwa v5, v32, v11, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v2, v2
	v_bfe_u32 v14, v0, 16, 1
	v_add3_u32 v13, v3, v13, s8
	v_cndmask_b32_sdwa v2, v32, v12, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v3, v3
	v_bfe_u32 v15, v1, 16, 1
	v_add3_u32 v14, v0, v14, s8
	v_cndmask_b32_sdwa v3, v32, v13, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v0, v0
	v_add3_u32 v15, v1, v15, s8
	v_perm_b32 v7, v7, v6, s9
	v_cndmask_b32_sdwa v0, v32, v14, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v1, v1
	v_perm_b32 v5, v5, v4, s9
	v_perm_b32 v6, v3, v2, s9
	v_cndmask_b32_sdwa v1, v32, v15, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_perm_b32 v4, v1, v0, s9
	buffer_store_dwordx4 v[4:7], v150, s[12:15], 0 offen
	s_endpgm
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
	s_nop 0
