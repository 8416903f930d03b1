
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
	s_cbranch_execz 5                                          // 000000001C04: BF880005 <input_multiply_reduce_fusion+0x51c>
	v_add_f32_e32 v1, v5, v4
	.long 0xd2680001
	v_cndmask_b32_e32 v0, v1, v0, vcc
	global_store_short v0, v1, s[8:9]
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
	s_cbranch_execz 5                                          // 000000001C74: BF880005 <input_multiply_reduce_fusion+0x58c>
	v_add_f32_e32 v2, v3, v2
	.long 0xd2680002
	v_cndmask_b32_e32 v0, v2, v0, vcc
	global_store_short v0, v2, s[8:9] offset:2
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
	s_cbranch_execz 5                                          // 000000001CE0: BF880005 <input_multiply_reduce_fusion+0x5f8>
	v_add_f32_e32 v2, v3, v2
	.long 0xd2680002
	v_cndmask_b32_e32 v0, v2, v0, vcc
	global_store_short v0, v2, s[8:9] offset:4
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
	s_cbranch_execz 5                                          // 000000001D4C: BF880005 <input_multiply_reduce_fusion+0x664>
	v_add_f32_e32 v1, v2, v1
	.long 0xd2680001
	v_cndmask_b32_e32 v0, v1, v0, vcc
	global_store_short v0, v1, s[8:9] offset:6
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
	s_cbranch_execz 5                                          // 000000001BC0: BF880005 <input_reduce_fusion+0x5d8>
	v_add_f32_e32 v1, v5, v4
	.long 0xd2680001
	v_cndmask_b32_e32 v0, v1, v0, vcc
	global_store_short v0, v1, s[6:7]
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
	s_cbranch_execz 5                                          // 000000001C30: BF880005 <input_reduce_fusion+0x648>
	v_add_f32_e32 v1, v2, v1
	.long 0xd2680001
	v_cndmask_b32_e32 v0, v1, v0, vcc
	global_store_short v0, v1, s[6:7] offset:2
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
	v_and_or_b32 v22, v0, 63, s18
	s_lshl_b64 s[16:17], s[2:3], 16
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s10, s16
	v_lshlrev_b32_e32 v42, 3, v22
	s_addc_u32 s10, s11, s17
	v_or_b32_e32 v1, 0x4000, v42
	v_lshlrev_b32_e32 v138, 4, v22
	s_and_b32 s13, s10, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	v_lshlrev_b32_e32 v139, 1, v1
	buffer_load_dwordx4 v[18:21], v138, s[12:15], 0 offen
	buffer_load_dwordx4 v[2:5], v139, s[12:15], 0 offen
	v_or_b32_e32 v30, 0x2000, v42
	v_or_b32_e32 v43, 0x3000, v42
	v_lshlrev_b32_e32 v141, 1, v30
	v_lshlrev_b32_e32 v140, 1, v43
	s_mov_b32 s10, s14
	s_and_b32 s9, s9, 0xffff
	s_mov_b32 s11, s15
	buffer_load_dwordx4 v[10:13], v141, s[12:15], 0 offen
	buffer_load_dwordx4 v[6:9], v140, s[12:15], 0 offen
	v_or_b32_e32 v23, 0x2000, v138
	buffer_load_dwordx4 v[32:35], v138, s[8:11], 0 offen
	buffer_load_dwordx4 v[36:39], v23, s[8:11], 0 offen
	v_or_b32_e32 v26, 0x1000, v42
	v_or_b32_e32 v154, 0x5000, v42
	v_lshlrev_b32_e32 v142, 1, v26
	v_lshlrev_b32_e32 v143, 1, v154
	buffer_load_dwordx4 v[14:17], v142, s[12:15], 0 offen
	buffer_load_dwordx4 v[44:47], v143, s[12:15], 0 offen
	v_or_b32_e32 v155, 0x6000, v42
	v_or_b32_e32 v156, 0x7000, v42
	v_lshlrev_b32_e32 v145, 1, v155
	v_lshlrev_b32_e32 v144, 1, v156
	buffer_load_dwordx4 v[48:51], v145, s[12:15], 0 offen
	buffer_load_dwordx4 v[52:55], v144, s[12:15], 0 offen
	v_lshlrev_b32_e32 v23, 3, v0
	s_movk_i32 s8, 0x7c0
	v_bfe_i32 v24, v0, 3, 1
	v_and_b32_e32 v23, 48, v23
	v_lshlrev_b32_e32 v25, 2, v22
	v_and_or_b32 v23, v25, s8, v23
	s_movk_i32 s8, 0x1040
	v_lshlrev_b32_e32 v157, 5, v22
	v_and_b32_e32 v42, 0xfc0, v42
	v_lshlrev_b32_e32 v1, 2, v1
	s_waitcnt vmcnt(9)
	v_and_b32_e32 v57, 0xffff0000, v18
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v81, 0xffff0000, v2
	v_lshlrev_b32_e32 v80, 16, v2
	v_and_b32_e32 v87, 0xffff0000, v3
	v_lshlrev_b32_e32 v86, 16, v3
	v_and_b32_e32 v2, 0x2080, v24
	v_bfe_i32 v3, v0, 0, 1
	v_and_or_b32 v2, v3, s8, v2
	s_lshl_b64 s[8:9], s[2:3], 5
	s_add_u32 s12, s6, s8
	s_addc_u32 s6, s7, s9
	v_xad_u32 v2, v23, v2, 0
	s_and_b32 s13, s6, 0xffff
	s_lshl_b64 s[2:3], s[2:3], 17
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v77, 0xffff0000, v6
	v_lshlrev_b32_e32 v76, 16, v6
	v_and_b32_e32 v79, 0xffff0000, v7
	v_lshlrev_b32_e32 v78, 16, v7
	v_and_b32_e32 v91, 0xffff0000, v8
	v_lshlrev_b32_e32 v90, 16, v8
	v_and_b32_e32 v95, 0xffff0000, v9
	v_lshlrev_b32_e32 v94, 16, v9
	v_and_b32_e32 v99, 0xffff0000, v4
	v_lshlrev_b32_e32 v98, 16, v4
	v_and_b32_e32 v101, 0xffff0000, v5
	v_lshlrev_b32_e32 v100, 16, v5
	s_waitcnt vmcnt(5)
	ds_write_b128 v2, v[32:35]
	s_waitcnt vmcnt(4)
	ds_write_b128 v2, v[36:39] offset:2048
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[6:9], off, s[12:15], 0
	buffer_load_dwordx4 v[2:5], off, s[12:15], 0 offset:16
	s_add_u32 s12, s4, s2
	s_addc_u32 s2, s5, s3
	v_and_b32_e32 v73, 0xffff0000, v10
	v_lshlrev_b32_e32 v72, 16, v10
	s_and_b32 s13, s2, 0xffff
	v_lshlrev_b32_e32 v10, 2, v26
	buffer_load_dwordx4 v[38:41], v10, s[12:15], 0 offen
	v_or_b32_e32 v10, 0x4000, v157
	buffer_load_dwordx4 v[26:29], v10, s[12:15], 0 offen offset:16
	v_lshlrev_b32_e32 v10, 2, v30
	buffer_load_dwordx4 v[30:33], v10, s[12:15], 0 offen
	v_or_b32_e32 v10, 0x8000, v157
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v65, 0xffff0000, v14
	v_lshlrev_b32_e32 v64, 16, v14
	v_and_b32_e32 v67, 0xffff0000, v15
	v_lshlrev_b32_e32 v66, 16, v15
	v_and_b32_e32 v69, 0xffff0000, v16
	v_lshlrev_b32_e32 v68, 16, v16
	v_and_b32_e32 v71, 0xffff0000, v17
	v_lshlrev_b32_e32 v70, 16, v17
	buffer_load_dwordx4 v[34:37], v157, s[12:15], 0 offen
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v89, 0xffff0000, v44
	v_lshlrev_b32_e32 v88, 16, v44
	buffer_load_dwordx4 v[14:17], v10, s[12:15], 0 offen offset:16
	v_lshlrev_b32_e32 v10, 2, v43
	v_lshlrev_b32_e32 v43, 4, v0
	v_bfe_i32 v44, v0, 2, 1
	buffer_load_dwordx4 v[22:25], v157, s[12:15], 0 offen offset:16
	v_and_b32_e32 v43, 48, v43
	v_and_b32_e32 v44, 0x2080, v44
	v_and_b32_e32 v147, 0xffff0000, v46
	v_lshlrev_b32_e32 v146, 16, v46
	.long 0xd234062e
	.long 0xc4ae592a
	v_add_u32_e32 v42, 0, v46
	v_xad_u32 v46, v46, 64, 0
	v_and_b32_e32 v103, 0xffff0000, v45
	v_lshlrev_b32_e32 v102, 16, v45
	v_and_b32_e32 v149, 0xffff0000, v47
	v_lshlrev_b32_e32 v148, 16, v47
	s_waitcnt vmcnt(9)
	v_and_b32_e32 v105, 0xffff0000, v48
	v_lshlrev_b32_e32 v104, 16, v48
	v_and_b32_e32 v115, 0xffff0000, v49
	v_lshlrev_b32_e32 v114, 16, v49
	ds_read_b128 v[42:45], v42
	ds_read_b128 v[46:49], v46 offset:4096
	v_lshlrev_b32_e32 v56, 16, v18
	v_and_b32_e32 v59, 0xffff0000, v19
	v_lshlrev_b32_e32 v58, 16, v19
	v_and_b32_e32 v61, 0xffff0000, v20
	v_lshlrev_b32_e32 v60, 16, v20
	v_and_b32_e32 v63, 0xffff0000, v21
	v_lshlrev_b32_e32 v62, 16, v21
	buffer_load_dwordx4 v[18:21], v10, s[12:15], 0 offen
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[112:113], v[42:43], v[72:73]
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[130:131], v[48:49], v[70:71]
	buffer_load_dwordx4 v[70:73], v1, s[12:15], 0 offen
	v_or_b32_e32 v10, 0xc000, v157
	v_and_b32_e32 v75, 0xffff0000, v11
	v_lshlrev_b32_e32 v74, 16, v11
	v_and_b32_e32 v83, 0xffff0000, v12
	v_lshlrev_b32_e32 v82, 16, v12
	v_and_b32_e32 v85, 0xffff0000, v13
	v_lshlrev_b32_e32 v84, 16, v13
	buffer_load_dwordx4 v[10:13], v10, s[12:15], 0 offen offset:16
	v_or_b32_e32 v1, 0x10000, v157
	v_and_b32_e32 v151, 0xffff0000, v50
	v_lshlrev_b32_e32 v150, 16, v50
	v_and_b32_e32 v153, 0xffff0000, v51
	v_lshlrev_b32_e32 v152, 16, v51
	v_pk_mul_f32 v[118:119], v[44:45], v[66:67]
	s_waitcnt vmcnt(11)
	v_and_b32_e32 v51, 0xffff0000, v52
	v_lshlrev_b32_e32 v50, 16, v52
	v_pk_mul_f32 v[132:133], v[46:47], v[68:69]
	buffer_load_dwordx4 v[66:69], v1, s[12:15], 0 offen offset:16
	v_lshlrev_b32_e32 v1, 2, v154
	v_pk_mul_f32 v[128:129], v[42:43], v[56:57]
	v_pk_mul_f32 v[120:121], v[42:43], v[64:65]
	v_pk_mul_f32 v[110:111], v[44:45], v[74:75]
	v_pk_mul_f32 v[108:109], v[42:43], v[76:77]
	v_pk_mul_f32 v[96:97], v[42:43], v[80:81]
	v_pk_mul_f32 v[88:89], v[42:43], v[88:89]
	v_pk_mul_f32 v[80:81], v[42:43], v[104:105]
	v_pk_mul_f32 v[74:75], v[42:43], v[50:51]
	v_and_b32_e32 v43, 0xffff0000, v53
	v_lshlrev_b32_e32 v42, 16, v53
	v_pk_mul_f32 v[134:135], v[48:49], v[62:63]
	buffer_load_dwordx4 v[62:65], v1, s[12:15], 0 offen
	v_or_b32_e32 v1, 0x14000, v157
	v_pk_mul_f32 v[124:125], v[44:45], v[58:59]
	v_pk_mul_f32 v[106:107], v[44:45], v[78:79]
	v_pk_mul_f32 v[92:93], v[44:45], v[86:87]
	v_pk_mul_f32 v[86:87], v[44:45], v[102:103]
	v_pk_mul_f32 v[78:79], v[44:45], v[114:115]
	v_pk_mul_f32 v[76:77], v[44:45], v[42:43]
	v_and_b32_e32 v43, 0xffff0000, v54
	v_lshlrev_b32_e32 v42, 16, v54
	v_and_b32_e32 v45, 0xffff0000, v55
	v_lshlrev_b32_e32 v44, 16, v55
	v_pk_mul_f32 v[136:137], v[46:47], v[60:61]
	buffer_load_dwordx4 v[58:61], v1, s[12:15], 0 offen offset:16
	v_lshlrev_b32_e32 v1, 2, v155
	v_pk_mul_f32 v[126:127], v[46:47], v[82:83]
	v_pk_mul_f32 v[122:123], v[48:49], v[84:85]
	v_pk_mul_f32 v[84:85], v[46:47], v[42:43]
	v_pk_mul_f32 v[82:83], v[48:49], v[44:45]
	buffer_load_dwordx4 v[54:57], v1, s[12:15], 0 offen
	s_waitcnt vmcnt(9)
	v_pk_mul_f32 v[42:43], v[128:129], v[34:35]
	v_pk_mul_f32 v[44:45], v[124:125], v[36:37]
	v_pk_mul_f32 v[116:117], v[46:47], v[90:91]
	v_pk_mul_f32 v[114:115], v[48:49], v[94:95]
	v_pk_mul_f32 v[104:105], v[46:47], v[98:99]
	v_pk_mul_f32 v[102:103], v[48:49], v[100:101]
	v_pk_mul_f32 v[100:101], v[46:47], v[146:147]
	v_pk_mul_f32 v[94:95], v[46:47], v[150:151]
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	s_waitcnt vmcnt(7)
	v_pk_mul_f32 v[44:45], v[136:137], v[22:23]
	v_pk_mul_f32 v[46:47], v[134:135], v[24:25]
	v_pk_mul_f32 v[98:99], v[48:49], v[148:149]
	v_pk_add_f32 v[44:45], v[44:45], v[46:47]
	v_pk_mul_f32 v[46:47], v[118:119], v[40:41]
	v_pk_add_f32 v[42:43], v[42:43], v[44:45]
	v_pk_mul_f32 v[44:45], v[120:121], v[38:39]
	v_pk_mul_f32 v[90:91], v[48:49], v[152:153]
	v_pk_add_f32 v[44:45], v[44:45], v[46:47]
	v_pk_mul_f32 v[46:47], v[132:133], v[26:27]
	v_pk_mul_f32 v[48:49], v[130:131], v[28:29]
	v_pk_mul_f32 v[50:51], v[122:123], v[16:17]
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	v_pk_mul_f32 v[48:49], v[110:111], v[32:33]
	v_pk_add_f32 v[44:45], v[44:45], v[46:47]
	v_pk_mul_f32 v[46:47], v[112:113], v[30:31]
	v_or_b32_e32 v1, 0x18000, v157
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	v_pk_mul_f32 v[48:49], v[126:127], v[14:15]
	s_lshr_b32 s6, s18, 1
	v_pk_add_f32 v[48:49], v[48:49], v[50:51]
	v_lshlrev_b32_e32 v0, 5, v0
	v_pk_add_f32 v[146:147], v[46:47], v[48:49]
	s_waitcnt vmcnt(6)
	v_pk_mul_f32 v[46:47], v[108:109], v[18:19]
	v_pk_mul_f32 v[48:49], v[106:107], v[20:21]
	v_and_b32_e32 v0, 0xe0, v0
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[48:49], v[116:117], v[10:11]
	v_pk_mul_f32 v[50:51], v[114:115], v[12:13]
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[154:155], v[98:99], v[60:61]
	v_pk_add_f32 v[48:49], v[48:49], v[50:51]
	buffer_load_dwordx4 v[50:53], v1, s[12:15], 0 offen offset:16
	v_pk_add_f32 v[148:149], v[46:47], v[48:49]
	v_mov_b32_e32 v46, v42
	v_mov_b32_e32 v47, v44
	v_mov_b32_e32 v44, v43
	v_lshlrev_b32_e32 v1, 2, v156
	v_pk_add_f32 v[150:151], v[46:47], v[44:45]
	buffer_load_dwordx4 v[46:49], v1, s[12:15], 0 offen
	v_or_b32_e32 v1, 0x1c000, v157
	buffer_load_dwordx4 v[42:45], v1, s[12:15], 0 offen offset:16
	v_mov_b32_dpp v152, v150 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v153, v151 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[150:151], v[150:151], v[152:153]
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_dpp v152, v150 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v153, v151 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[150:151], v[150:151], v[152:153]
	s_waitcnt vmcnt(2)
	v_pk_mul_f32 v[156:157], v[90:91], v[52:53]
	v_mov_b32_dpp v152, v150 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v153, v151 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[150:151], v[150:151], v[152:153]
	s_waitcnt vmcnt(0)
	v_pk_mul_f32 v[158:159], v[82:83], v[44:45]
	v_mov_b32_dpp v152, v150 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v153, v151 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[150:151], v[150:151], v[152:153]
	s_nop 0
	v_mov_b32_e32 v152, v150
	v_mov_b32_e32 v153, v151
	s_nop 0
	v_mov_b32_dpp v152, v152 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v153, v153 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[150:151], v[150:151], v[152:153]
	s_nop 1
	v_mov_b32_dpp v152, v150 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v153, v151 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[150:151], v[150:151], v[152:153]
	v_pk_mul_f32 v[152:153], v[102:103], v[68:69]
	v_readlane_b32 s2, v150, 63
	v_readlane_b32 s3, v151, 63
	v_mov_b32_e32 v150, v146
	v_mov_b32_e32 v151, v148
	v_mov_b32_e32 v148, v147
	v_pk_add_f32 v[146:147], v[150:151], v[148:149]
	s_nop 1
	v_mov_b32_dpp v148, v146 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v149, v147 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[146:147], v[146:147], v[148:149]
	s_nop 1
	v_mov_b32_dpp v148, v146 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v149, v147 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[146:147], v[146:147], v[148:149]
	s_nop 1
	v_mov_b32_dpp v148, v146 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v149, v147 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[146:147], v[146:147], v[148:149]
	s_nop 1
	v_mov_b32_dpp v148, v146 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v149, v147 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[146:147], v[146:147], v[148:149]
	s_nop 0
	v_mov_b32_e32 v148, v146
	v_mov_b32_e32 v149, v147
	s_nop 0
	v_mov_b32_dpp v148, v148 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v149, v149 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[146:147], v[146:147], v[148:149]
	s_nop 1
	v_mov_b32_dpp v148, v146 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v149, v147 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[146:147], v[146:147], v[148:149]
	v_mov_b32_e32 v148, s2
	v_readlane_b32 s4, v146, 63
	v_readlane_b32 s5, v147, 63
	v_mov_b32_e32 v149, s3
	v_mov_b32_e32 v150, s4
	v_mov_b32_e32 v151, s5
	v_mov_b32_e32 v146, s6
	ds_write_b128 v146, v[148:151]
	v_pk_mul_f32 v[148:149], v[96:97], v[70:71]
	v_pk_mul_f32 v[150:151], v[92:93], v[72:73]
	v_add_u32_e32 v147, 0, v0
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	v_pk_mul_f32 v[150:151], v[104:105], v[66:67]
	s_nop 0
	v_pk_add_f32 v[150:151], v[150:151], v[152:153]
	v_pk_mul_f32 v[152:153], v[86:87], v[64:65]
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	v_pk_mul_f32 v[150:151], v[88:89], v[62:63]
	s_nop 0
	v_pk_add_f32 v[150:151], v[150:151], v[152:153]
	v_pk_mul_f32 v[152:153], v[100:101], v[58:59]
	s_nop 0
	v_pk_add_f32 v[152:153], v[152:153], v[154:155]
	v_pk_mul_f32 v[154:155], v[78:79], v[56:57]
	v_pk_add_f32 v[150:151], v[150:151], v[152:153]
	v_pk_mul_f32 v[152:153], v[80:81], v[54:55]
	s_nop 0
	v_pk_add_f32 v[152:153], v[152:153], v[154:155]
	v_pk_mul_f32 v[154:155], v[94:95], v[50:51]
	s_nop 0
	v_pk_add_f32 v[154:155], v[154:155], v[156:157]
	v_pk_mul_f32 v[156:157], v[76:77], v[48:49]
	v_pk_add_f32 v[152:153], v[152:153], v[154:155]
	v_pk_mul_f32 v[154:155], v[74:75], v[46:47]
	s_nop 0
	v_pk_add_f32 v[154:155], v[154:155], v[156:157]
	v_pk_mul_f32 v[156:157], v[84:85], v[42:43]
	s_nop 0
	v_pk_add_f32 v[156:157], v[156:157], v[158:159]
	s_nop 0
	v_pk_add_f32 v[154:155], v[154:155], v[156:157]
	v_mov_b32_e32 v156, v148
	v_mov_b32_e32 v157, v150
	v_mov_b32_e32 v150, v149
	v_pk_add_f32 v[148:149], v[156:157], v[150:151]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 0
	v_mov_b32_e32 v150, v148
	v_mov_b32_e32 v151, v149
	s_nop 0
	v_mov_b32_dpp v150, v150 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v151 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 0
	v_readlane_b32 s2, v148, 63
	v_readlane_b32 s3, v149, 63
	v_mov_b32_e32 v148, v152
	v_mov_b32_e32 v149, v154
	v_mov_b32_e32 v154, v153
	v_pk_add_f32 v[148:149], v[148:149], v[154:155]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 0
	v_mov_b32_e32 v150, v148
	v_mov_b32_e32 v151, v149
	s_nop 0
	v_mov_b32_dpp v150, v150 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v151 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 1
	v_mov_b32_dpp v150, v148 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v151, v149 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[148:149], v[148:149], v[150:151]
	s_nop 0
	v_readlane_b32 s4, v148, 63
	v_readlane_b32 s5, v149, 63
	v_mov_b32_e32 v148, s2
	v_mov_b32_e32 v149, s3
	v_mov_b32_e32 v150, s4
	v_mov_b32_e32 v151, s5
	ds_write_b128 v146, v[148:151] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[148:151], v147
	s_load_dwordx4 s[0:3], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, v148
	v_mov_b32_e32 v1, v149
	s_add_u32 s12, s0, s8
	v_mov_b32_dpp v0, v0 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf
	s_addc_u32 s0, s1, s9
	v_mov_b32_dpp v0, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v148, v0
	v_mov_b32_e32 v148, v150
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v1, v149, v1
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf
	s_and_b32 s13, s0, 0xffff
	s_nop 0
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v152, v150, v148
	v_mov_b32_e32 v148, v151
	s_nop 1
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v153, v151, v148
	ds_read_b128 v[148:151], v147 offset:16
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v154, v148
	s_nop 1
	v_mov_b32_dpp v154, v154 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v154, v154 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v154, v148, v154
	v_mov_b32_e32 v148, v149
	s_nop 1
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v155, v149, v148
	v_mov_b32_e32 v148, v150
	s_nop 1
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v156, v150, v148
	v_mov_b32_e32 v148, v151
	s_nop 1
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v157, v151, v148
	v_mov_b32_e32 v148, v0
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v148
	v_mov_b32_e32 v148, v0
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v148
	v_mov_b32_e32 v148, v1
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v1, v1, v148
	v_mov_b32_e32 v148, v1
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v1, v1, v148
	v_mov_b32_e32 v148, v152
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v148, v152, v148
	v_mov_b32_e32 v149, v148
	s_nop 1
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v152, v148, v149
	v_mov_b32_e32 v148, v153
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v148, v153, v148
	v_mov_b32_e32 v149, v148
	s_nop 1
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v153, v148, v149
	buffer_load_dwordx4 v[148:151], off, s[12:15], 0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v0, v148
	v_mov_b32_e32 v148, v154
	v_mul_f32_e32 v1, v1, v149
	v_mul_f32_e32 v158, v152, v150
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v148, v154, v148
	v_mov_b32_e32 v149, v148
	v_mul_f32_e32 v162, v153, v151
	v_mul_f32_e32 v0, 0x39800000, v0
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v152, v148, v149
	v_mov_b32_e32 v148, v155
	v_pk_mul_f32 v[34:35], v[34:35], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[0:1] op_sel_hi:[1,0]
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v148, v155, v148
	v_mov_b32_e32 v149, v148
	v_pk_mul_f32 v[24:25], v[24:25], v[0:1] op_sel_hi:[1,0]
	s_nop 0
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v153, v148, v149
	v_mov_b32_e32 v148, v156
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v148, v156, v148
	v_mov_b32_e32 v149, v148
	s_nop 1
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v154, v148, v149
	v_mov_b32_e32 v148, v157
	s_nop 1
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v148, v157, v148
	v_mov_b32_e32 v149, v148
	s_nop 1
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v155, v148, v149
	buffer_load_dwordx4 v[148:151], off, s[12:15], 0 offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_add_u32 s12, s2, s16
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v168, v152, v148
	v_mul_f32_e32 v169, v153, v149
	v_pk_mul_f32 v[148:149], v[36:37], v[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v0, 0x39800000, v1
	v_mul_f32_e32 v170, v154, v150
	v_mul_f32_e32 v171, v155, v151
	v_pk_mul_f32 v[150:151], v[38:39], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[152:153], v[40:41], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[26:27], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[154:155], v[28:29], v[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v0, 0x39800000, v158
	v_pk_mul_f32 v[156:157], v[30:31], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[158:159], v[14:15], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[160:161], v[16:17], v[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v0, 0x39800000, v162
	v_pk_mul_f32 v[164:165], v[10:11], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[124:125], v[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[162:163], v[20:21], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[166:167], v[12:13], v[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v0, 0x39800000, v168
	v_pk_add_f32 v[10:11], v[10:11], v[148:149]
	v_pk_mul_f32 v[36:37], v[70:71], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[72:73], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[66:67], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[66:67], v[68:69], v[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v0, 0x39800000, v169
	v_pk_add_f32 v[12:13], v[148:149], v[10:11]
	v_pk_mul_f32 v[10:11], v[136:137], v[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[64:65], v[64:65], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[58:59], v[58:59], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v0, 0x39800000, v170
	v_pk_add_f32 v[10:11], v[10:11], v[22:23]
	v_pk_mul_f32 v[54:55], v[54:55], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[0:1] op_sel_hi:[1,0]
	v_mul_f32_e32 v0, 0x39800000, v171
	v_pk_add_f32 v[20:21], v[22:23], v[10:11]
	v_pk_mul_f32 v[10:11], v[134:135], v[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], v[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[128:129], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[24:25]
	v_pk_add_f32 v[0:1], v[0:1], v[34:35]
	v_pk_add_f32 v[28:29], v[24:25], v[10:11]
	v_pk_mul_f32 v[10:11], v[120:121], v[6:7] op_sel:[0,1]
	v_pk_mul_f32 v[14:15], v[118:119], v[6:7] op_sel:[0,1]
	v_pk_mul_f32 v[16:17], v[132:133], v[6:7] op_sel:[0,1]
	v_pk_mul_f32 v[6:7], v[130:131], v[6:7] op_sel:[0,1]
	v_pk_add_f32 v[0:1], v[34:35], v[0:1]
	v_pk_add_f32 v[16:17], v[16:17], v[26:27]
	v_pk_add_f32 v[6:7], v[6:7], v[154:155]
	v_mov_b32_e32 v34, v9
	v_pk_add_f32 v[22:23], v[26:27], v[16:17]
	v_pk_add_f32 v[30:31], v[154:155], v[6:7]
	v_pk_mul_f32 v[6:7], v[112:113], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[110:111], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[126:127], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[122:123], v[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[108:109], v[34:35] op_sel_hi:[1,0]
	v_pk_add_f32 v[10:11], v[10:11], v[150:151]
	v_pk_add_f32 v[14:15], v[14:15], v[152:153]
	v_pk_add_f32 v[16:17], v[16:17], v[32:33]
	v_pk_add_f32 v[26:27], v[26:27], v[160:161]
	v_pk_add_f32 v[8:9], v[8:9], v[18:19]
	v_pk_add_f32 v[10:11], v[150:151], v[10:11]
	v_pk_add_f32 v[14:15], v[152:153], v[14:15]
	v_pk_add_f32 v[6:7], v[6:7], v[156:157]
	v_pk_add_f32 v[16:17], v[32:33], v[16:17]
	v_pk_add_f32 v[24:25], v[24:25], v[158:159]
	v_pk_add_f32 v[32:33], v[160:161], v[26:27]
	v_pk_add_f32 v[8:9], v[18:19], v[8:9]
	v_pk_mul_f32 v[18:19], v[106:107], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[116:117], v[34:35] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[114:115], v[34:35] op_sel_hi:[1,0]
	v_pk_add_f32 v[68:69], v[0:1], v[12:13]
	v_pk_add_f32 v[70:71], v[20:21], v[28:29]
	v_pk_add_f32 v[6:7], v[156:157], v[6:7]
	v_pk_add_f32 v[24:25], v[158:159], v[24:25]
	v_pk_add_f32 v[18:19], v[18:19], v[162:163]
	v_pk_add_f32 v[26:27], v[26:27], v[164:165]
	v_pk_add_f32 v[34:35], v[34:35], v[166:167]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_add_f32 v[70:71], v[10:11], v[14:15]
	v_pk_add_f32 v[72:73], v[22:23], v[30:31]
	v_pk_add_f32 v[18:19], v[162:163], v[18:19]
	v_pk_add_f32 v[26:27], v[164:165], v[26:27]
	v_pk_add_f32 v[34:35], v[166:167], v[34:35]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_add_f32 v[72:73], v[6:7], v[16:17]
	v_pk_add_f32 v[106:107], v[24:25], v[32:33]
	v_pk_add_f32 v[108:109], v[26:27], v[34:35]
	v_pk_add_f32 v[72:73], v[72:73], v[106:107]
	v_pk_add_f32 v[106:107], v[8:9], v[18:19]
	s_nop 0
	v_pk_add_f32 v[106:107], v[106:107], v[108:109]
	v_mov_b32_e32 v108, v68
	v_mov_b32_e32 v109, v70
	v_mov_b32_e32 v70, v69
	v_pk_add_f32 v[68:69], v[108:109], v[70:71]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[70:71], v[68:69]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[70:71], v[68:69]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[70:71], v[68:69]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[70:71], v[68:69]
	s_nop 0
	v_mov_b32_e32 v70, v68
	v_mov_b32_e32 v71, v69
	s_nop 0
	v_mov_b32_dpp v70, v70 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v71 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[70:71], v[68:69]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[70:71], v[68:69]
	s_nop 0
	v_readlane_b32 s0, v68, 63
	v_readlane_b32 s1, v69, 63
	v_mov_b32_e32 v68, v72
	v_mov_b32_e32 v69, v106
	v_mov_b32_e32 v106, v73
	v_pk_add_f32 v[68:69], v[68:69], v[106:107]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_nop 0
	v_mov_b32_e32 v70, v68
	v_mov_b32_e32 v71, v69
	s_nop 0
	v_mov_b32_dpp v70, v70 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v71 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_nop 1
	v_mov_b32_dpp v70, v68 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v71, v69 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_nop 0
	v_readlane_b32 s4, v68, 63
	v_readlane_b32 s5, v69, 63
	v_mov_b32_e32 v68, s0
	v_mov_b32_e32 v69, s1
	v_mov_b32_e32 v70, s4
	v_mov_b32_e32 v71, s5
	ds_write_b128 v146, v[68:71]
	v_pk_mul_f32 v[68:69], v[96:97], v[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], v[36:37]
	s_nop 0
	v_pk_add_f32 v[36:37], v[36:37], v[68:69]
	v_pk_mul_f32 v[68:69], v[92:93], v[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[68:69], v[68:69], v[38:39]
	s_nop 0
	v_pk_add_f32 v[68:69], v[38:39], v[68:69]
	v_pk_mul_f32 v[38:39], v[104:105], v[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[38:39], v[38:39], v[40:41]
	s_nop 0
	v_pk_add_f32 v[70:71], v[40:41], v[38:39]
	v_pk_mul_f32 v[38:39], v[102:103], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[86:87], v[2:3] op_sel:[0,1]
	v_pk_add_f32 v[38:39], v[38:39], v[66:67]
	v_pk_add_f32 v[40:41], v[40:41], v[64:65]
	v_pk_add_f32 v[66:67], v[66:67], v[38:39]
	v_pk_mul_f32 v[38:39], v[88:89], v[2:3] op_sel:[0,1]
	v_pk_add_f32 v[40:41], v[64:65], v[40:41]
	v_pk_add_f32 v[38:39], v[38:39], v[62:63]
	s_nop 0
	v_pk_add_f32 v[38:39], v[62:63], v[38:39]
	v_pk_mul_f32 v[62:63], v[100:101], v[2:3] op_sel:[0,1]
	v_pk_mul_f32 v[2:3], v[98:99], v[2:3] op_sel:[0,1]
	v_pk_add_f32 v[62:63], v[62:63], v[58:59]
	v_pk_add_f32 v[2:3], v[2:3], v[60:61]
	v_pk_add_f32 v[58:59], v[58:59], v[62:63]
	v_pk_add_f32 v[60:61], v[60:61], v[2:3]
	v_pk_mul_f32 v[2:3], v[80:81], v[4:5] op_sel_hi:[1,0]
	v_pk_add_f32 v[62:63], v[58:59], v[60:61]
	v_pk_add_f32 v[2:3], v[2:3], v[54:55]
	s_nop 0
	v_pk_add_f32 v[2:3], v[54:55], v[2:3]
	v_pk_mul_f32 v[54:55], v[78:79], v[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[54:55], v[54:55], v[56:57]
	s_nop 0
	v_pk_add_f32 v[54:55], v[56:57], v[54:55]
	v_pk_mul_f32 v[56:57], v[94:95], v[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], v[50:51]
	s_nop 0
	v_pk_add_f32 v[50:51], v[50:51], v[56:57]
	v_pk_mul_f32 v[56:57], v[90:91], v[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], v[52:53]
	s_nop 0
	v_pk_add_f32 v[52:53], v[52:53], v[56:57]
	v_mov_b32_e32 v56, v5
	v_pk_mul_f32 v[4:5], v[74:75], v[56:57] op_sel_hi:[1,0]
	v_pk_add_f32 v[64:65], v[50:51], v[52:53]
	v_pk_add_f32 v[4:5], v[4:5], v[46:47]
	s_nop 0
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_mul_f32 v[46:47], v[76:77], v[56:57] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[46:47], v[46:47], v[48:49]
	s_nop 0
	v_pk_add_f32 v[46:47], v[48:49], v[46:47]
	v_pk_mul_f32 v[48:49], v[84:85], v[56:57] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[48:49], v[42:43]
	s_nop 0
	v_pk_add_f32 v[42:43], v[42:43], v[48:49]
	v_pk_mul_f32 v[48:49], v[82:83], v[56:57] op_sel_hi:[1,0]
	v_pk_add_f32 v[56:57], v[70:71], v[66:67]
	v_pk_add_f32 v[48:49], v[48:49], v[44:45]
	s_nop 0
	v_pk_add_f32 v[44:45], v[44:45], v[48:49]
	v_pk_add_f32 v[48:49], v[36:37], v[68:69]
	v_pk_add_f32 v[72:73], v[42:43], v[44:45]
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	v_pk_add_f32 v[56:57], v[38:39], v[40:41]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], v[62:63]
	v_pk_add_f32 v[62:63], v[2:3], v[54:55]
	s_nop 0
	v_pk_add_f32 v[62:63], v[62:63], v[64:65]
	v_pk_add_f32 v[64:65], v[4:5], v[46:47]
	s_nop 0
	v_pk_add_f32 v[64:65], v[64:65], v[72:73]
	v_mov_b32_e32 v72, v48
	v_mov_b32_e32 v73, v56
	v_mov_b32_e32 v56, v49
	v_pk_add_f32 v[48:49], v[72:73], v[56:57]
	s_nop 1
	v_mov_b32_dpp v56, v48 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 1
	v_mov_b32_dpp v56, v48 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 1
	v_mov_b32_dpp v56, v48 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 1
	v_mov_b32_dpp v56, v48 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 0
	v_mov_b32_e32 v56, v48
	v_mov_b32_e32 v57, v49
	s_nop 0
	v_mov_b32_dpp v56, v56 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v57 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 1
	v_mov_b32_dpp v56, v48 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 0
	v_readlane_b32 s0, v48, 63
	v_readlane_b32 s1, v49, 63
	v_mov_b32_e32 v48, v62
	v_mov_b32_e32 v49, v64
	v_mov_b32_e32 v64, v63
	v_pk_add_f32 v[48:49], v[48:49], v[64:65]
	v_mov_b32_e32 v62, s0
	v_mov_b32_e32 v63, s1
	v_mov_b32_dpp v56, v48 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_mov_b32 s0, 0x39800000
	s_nop 0
	v_mov_b32_dpp v56, v48 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 1
	v_mov_b32_dpp v56, v48 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 1
	v_mov_b32_dpp v56, v48 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 0
	v_mov_b32_e32 v56, v48
	v_mov_b32_e32 v57, v49
	s_nop 0
	v_mov_b32_dpp v56, v56 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v57 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 1
	v_mov_b32_dpp v56, v48 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v57, v49 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[48:49], v[48:49], v[56:57]
	s_nop 0
	v_readlane_b32 s4, v48, 63
	v_readlane_b32 s5, v49, 63
	s_nop 0
	v_mov_b32_e32 v64, s4
	v_mov_b32_e32 v65, s5
	ds_write_b128 v146, v[62:65] offset:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[62:65], v147
	ds_read_b128 v[72:75], v147 offset:16
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v48, v62
	v_mov_b32_e32 v57, v65
	v_mov_b32_e32 v49, v63
	v_mov_b32_dpp v48, v48 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v49, v49 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v48, v48 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v48, v62, v48
	v_add_f32_e32 v62, v65, v57
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v57, v72
	v_mov_b32_dpp v49, v49 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v49, v63, v49
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v56, v64
	s_nop 0
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v63, v72, v57
	v_mov_b32_e32 v57, v73
	v_mov_b32_dpp v56, v56 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 0
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v56, v56 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v56, v64, v56
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v72, v73, v57
	v_mov_b32_e32 v57, v74
	s_nop 1
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v73, v74, v57
	v_mov_b32_e32 v57, v75
	s_nop 1
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v74, v75, v57
	v_mov_b32_e32 v57, v48
	s_nop 1
	v_mov_b32_dpp v57, v57 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v48, v48, v57
	v_mov_b32_e32 v57, v48
	s_nop 1
	v_mov_b32_dpp v57, v57 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v48, v48, v57
	v_mul_f32_e64 v48, -v48, s0
	v_pk_add_f32 v[0:1], v[0:1], v[48:49] op_sel_hi:[1,0]
	v_pk_add_f32 v[12:13], v[12:13], v[48:49] op_sel_hi:[1,0]
	v_pk_add_f32 v[20:21], v[20:21], v[48:49] op_sel_hi:[1,0]
	v_pk_add_f32 v[28:29], v[28:29], v[48:49] op_sel_hi:[1,0]
	v_mov_b32_e32 v48, v49
	.long 0xd2680000
	v_cndmask_b32_e32 v1, v0, v1, vcc
	.long 0xd2680001
	v_cndmask_b32_e32 v1, v12, v13, vcc
	v_mov_b32_dpp v48, v48 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v48, v49, v48
	v_mov_b32_e32 v49, v48
	s_nop 1
	v_mov_b32_dpp v49, v49 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v48, v48, v49
	v_mul_f32_e64 v48, -v48, s0
	v_pk_add_f32 v[10:11], v[10:11], v[48:49] op_sel_hi:[1,0]
	v_pk_add_f32 v[14:15], v[14:15], v[48:49] op_sel_hi:[1,0]
	v_pk_add_f32 v[22:23], v[22:23], v[48:49] op_sel_hi:[1,0]
	v_pk_add_f32 v[30:31], v[30:31], v[48:49] op_sel_hi:[1,0]
	v_mov_b32_e32 v48, v56
	s_nop 1
	v_mov_b32_dpp v48, v48 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v48, v56, v48
	v_mov_b32_e32 v49, v48
	s_nop 1
	v_mov_b32_dpp v49, v49 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v48, v48, v49
	v_mul_f32_e64 v48, -v48, s0
	v_pk_add_f32 v[56:57], v[6:7], v[48:49] op_sel_hi:[1,0]
	v_mov_b32_e32 v6, v62
	v_pk_add_f32 v[16:17], v[16:17], v[48:49] op_sel_hi:[1,0]
	v_pk_add_f32 v[24:25], v[24:25], v[48:49] op_sel_hi:[1,0]
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v6, v62, v6
	v_mov_b32_e32 v7, v6
	v_pk_add_f32 v[32:33], v[32:33], v[48:49] op_sel_hi:[1,0]
	s_nop 0
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v6, v6, v7
	v_mul_f32_e64 v6, -v6, s0
	v_pk_add_f32 v[48:49], v[8:9], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[18:19], v[18:19], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[26:27], v[26:27], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[34:35], v[34:35], v[6:7] op_sel_hi:[1,0]
	v_mov_b32_e32 v6, v63
	.long 0xd2680008
	v_cndmask_b32_e32 v1, v56, v57, vcc
	.long 0xd2680009
	v_cndmask_b32_e32 v1, v16, v17, vcc
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v6, v63, v6
	v_mov_b32_e32 v7, v6
	.long 0xd268000c
	v_cndmask_b32_e32 v1, v48, v49, vcc
	.long 0xd268000d
	v_cndmask_b32_e32 v1, v18, v19, vcc
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v6, v6, v7
	v_mul_f32_e64 v6, -v6, s0
	v_pk_add_f32 v[36:37], v[36:37], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[62:63], v[68:69], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[64:65], v[70:71], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[66:67], v[66:67], v[6:7] op_sel_hi:[1,0]
	v_mov_b32_e32 v6, v72
	.long 0xd2680010
	v_cndmask_b32_e32 v1, v36, v37, vcc
	.long 0xd2680011
	v_cndmask_b32_e32 v1, v62, v63, vcc
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v6, v72, v6
	v_mov_b32_e32 v7, v6
	.long 0xd2680012
	v_cndmask_b32_e32 v1, v64, v65, vcc
	.long 0xd2680013
	v_cndmask_b32_e32 v1, v66, v67, vcc
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v6, v6, v7
	v_mul_f32_e64 v6, -v6, s0
	v_pk_add_f32 v[38:39], v[38:39], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[40:41], v[40:41], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[58:59], v[58:59], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[60:61], v[60:61], v[6:7] op_sel_hi:[1,0]
	v_mov_b32_e32 v6, v73
	s_nop 1
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v6, v73, v6
	v_mov_b32_e32 v7, v6
	s_nop 1
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v6, v6, v7
	v_mul_f32_e64 v6, -v6, s0
	v_pk_add_f32 v[68:69], v[2:3], v[6:7] op_sel_hi:[1,0]
	v_mov_b32_e32 v2, v74
	v_pk_add_f32 v[54:55], v[54:55], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[50:51], v[50:51], v[6:7] op_sel_hi:[1,0]
	v_mov_b32_dpp v2, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v2, v74, v2
	v_mov_b32_e32 v3, v2
	v_pk_add_f32 v[52:53], v[52:53], v[6:7] op_sel_hi:[1,0]
	.long 0xd2680006
	v_cndmask_b32_e32 v1, v22, v23, vcc
	v_mov_b32_dpp v3, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v2, v2, v3
	v_mul_f32_e64 v2, -v2, s0
	s_addc_u32 s0, s3, s17
	v_pk_add_f32 v[70:71], v[4:5], v[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[46:47], v[46:47], v[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[42:43], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[44:45], v[2:3] op_sel_hi:[1,0]
	.long 0xd2680002
	v_cndmask_b32_e32 v1, v20, v21, vcc
	.long 0xd2680003
	v_cndmask_b32_e32 v1, v28, v29, vcc
	s_and_b32 s13, s0, 0xffff
	.long 0xd2680004
	v_cndmask_b32_e32 v1, v10, v11, vcc
	.long 0xd2680005
	v_cndmask_b32_e32 v1, v14, v15, vcc
	.long 0xd2680007
	v_cndmask_b32_e32 v1, v30, v31, vcc
	.long 0xd268000a
	v_cndmask_b32_e32 v1, v24, v25, vcc
	.long 0xd268000b
	v_cndmask_b32_e32 v1, v32, v33, vcc
	.long 0xd268000e
	v_cndmask_b32_e32 v1, v26, v27, vcc
	.long 0xd268000f
	v_cndmask_b32_e32 v1, v34, v35, vcc
	.long 0xd2680014
	v_cndmask_b32_e32 v1, v38, v39, vcc
	.long 0xd2680015
	v_cndmask_b32_e32 v1, v40, v41, vcc
	.long 0xd2680016
	v_cndmask_b32_e32 v1, v58, v59, vcc
	.long 0xd2680017
	v_cndmask_b32_e32 v1, v60, v61, vcc
	.long 0xd2680018
	v_cndmask_b32_e32 v1, v68, v69, vcc
	.long 0xd2680019
	v_cndmask_b32_e32 v1, v54, v55, vcc
	.long 0xd268001a
	v_cndmask_b32_e32 v1, v50, v51, vcc
	.long 0xd268001b
	v_cndmask_b32_e32 v1, v52, v53, vcc
	.long 0xd268001c
	v_cndmask_b32_e32 v1, v70, v71, vcc
	.long 0xd268001d
	v_cndmask_b32_e32 v1, v46, v47, vcc
	.long 0xd268001e
	v_cndmask_b32_e32 v1, v42, v43, vcc
	.long 0xd268001f
	v_cndmask_b32_e32 v1, v44, v45, vcc
	buffer_store_dwordx4 v[0:3], v138, s[12:15], 0 offen
	buffer_store_dwordx4 v[4:7], v142, s[12:15], 0 offen
	buffer_store_dwordx4 v[8:11], v141, s[12:15], 0 offen
	buffer_store_dwordx4 v[12:15], v140, s[12:15], 0 offen
	buffer_store_dwordx4 v[16:19], v139, s[12:15], 0 offen
	buffer_store_dwordx4 v[20:23], v143, s[12:15], 0 offen
	buffer_store_dwordx4 v[24:27], v145, s[12:15], 0 offen
	buffer_store_dwordx4 v[28:31], v144, s[12:15], 0 offen
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
