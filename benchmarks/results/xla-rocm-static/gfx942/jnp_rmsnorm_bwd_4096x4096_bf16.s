
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001800 <input_multiply_reduce_fusion>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	v_lshl_or_b32 v16, s2, 12, v1
	v_lshlrev_b32_e32 v6, 1, v16
	v_or_b32_e32 v38, 0x800, v16
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[42:43], v6, s[8:9]
	v_lshlrev_b32_e32 v14, 4, v0
	v_lshlrev_b32_e32 v56, 2, v16
	v_or_b32_e32 v34, 0xc00, v16
	v_lshlrev_b32_e32 v16, 1, v38
	global_load_dwordx4 v[2:5], v14, s[6:7]
	global_load_dwordx2 v[44:45], v6, s[8:9] offset:2048
	global_load_dwordx2 v[48:49], v16, s[8:9]
	global_load_dwordx4 v[6:9], v56, s[10:11]
	v_lshlrev_b32_e32 v10, 1, v34
	global_load_dwordx2 v[46:47], v10, s[8:9]
	global_load_dwordx4 v[10:13], v56, s[4:5]
	v_mov_b32_e32 v15, 0
	s_movk_i32 s3, 0x2000
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[14:15]
	v_add_co_u32_e32 v18, vcc, s3, v22
	s_movk_i32 s12, 0x3000
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, 0, v23, vcc
	v_add_co_u32_e32 v22, vcc, s12, v22
	global_load_dwordx4 v[14:17], v[18:19], off offset:-4096
	global_load_dwordx4 v[18:21], v[18:19], off
	v_addc_co_u32_e32 v23, vcc, 0, v23, vcc
	global_load_dwordx4 v[22:25], v[22:23], off
	v_or_b32_e32 v57, 0x1000, v56
	global_load_dwordx4 v[26:29], v57, s[10:11]
	global_load_dwordx4 v[30:33], v57, s[4:5]
	v_lshlrev_b32_e32 v59, 2, v38
	global_load_dwordx4 v[38:41], v59, s[4:5]
	v_lshlrev_b32_e32 v58, 2, v34
	global_load_dwordx4 v[34:37], v58, s[4:5]
	s_waitcnt vmcnt(13)
	v_and_b32_e32 v51, 0xffff0000, v42
	v_lshlrev_b32_e32 v50, 16, v42
	v_and_b32_e32 v53, 0xffff0000, v43
	v_lshlrev_b32_e32 v52, 16, v43
	s_waitcnt vmcnt(12)
	v_mul_f32_e32 v60, v2, v50
	v_mul_f32_e32 v61, v3, v51
	v_mul_f32_e32 v62, v4, v52
	v_mul_f32_e32 v63, v5, v53
	s_waitcnt vmcnt(9)
	v_pk_mul_f32 v[4:5], v[8:9], v[52:53]
	v_pk_mul_f32 v[2:3], v[6:7], v[50:51]
	global_load_dwordx4 v[6:9], v59, s[10:11]
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v52, v10, v60
	v_mul_f32_e32 v53, v11, v61
	v_mul_f32_e32 v60, v12, v62
	v_mul_f32_e32 v61, v13, v63
	global_load_dwordx4 v[10:13], v58, s[10:11]
	s_load_dwordx4 s[4:7], s[0:1], 0x20
	v_and_b32_e32 v43, 0xffff0000, v44
	v_lshlrev_b32_e32 v42, 16, v44
	v_and_b32_e32 v55, 0xffff0000, v45
	v_lshlrev_b32_e32 v54, 16, v45
	v_and_b32_e32 v45, 0xffff0000, v47
	v_lshlrev_b32_e32 v44, 16, v47
	v_and_b32_e32 v47, 0xffff0000, v46
	v_lshlrev_b32_e32 v46, 16, v46
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v56, v[2:5], s[6:7]
	v_and_b32_e32 v51, 0xffff0000, v49
	v_lshlrev_b32_e32 v50, 16, v49
	v_and_b32_e32 v5, 0xffff0000, v48
	v_lshlrev_b32_e32 v4, 16, v48
	s_waitcnt vmcnt(8)
	v_pk_mul_f32 v[2:3], v[18:19], v[4:5]
	s_waitcnt vmcnt(7)
	v_pk_mul_f32 v[18:19], v[22:23], v[46:47]
	v_add_f32_e32 v22, v52, v53
	v_mul_f32_e32 v48, v14, v42
	v_add_f32_e32 v22, v60, v22
	v_mul_f32_e32 v49, v15, v43
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v23, v30, v48
	v_add_f32_e32 v22, v61, v22
	v_mul_f32_e32 v56, v16, v54
	v_pk_mul_f32 v[14:15], v[20:21], v[50:51]
	v_pk_mul_f32 v[20:21], v[24:25], v[44:45]
	v_mul_f32_e32 v24, v31, v49
	v_add_f32_e32 v22, v22, v23
	v_mul_f32_e32 v62, v17, v55
	v_mul_f32_e32 v25, v32, v56
	v_add_f32_e32 v22, v24, v22
	v_pk_mul_f32 v[16:17], v[28:29], v[54:55]
	v_mul_f32_e32 v28, v33, v62
	v_add_f32_e32 v22, v25, v22
	s_waitcnt vmcnt(4)
	v_pk_mul_f32 v[2:3], v[38:39], v[2:3]
	v_add_f32_e32 v22, v28, v22
	v_add_f32_e32 v2, v22, v2
	v_pk_mul_f32 v[14:15], v[40:41], v[14:15]
	v_add_f32_e32 v2, v3, v2
	v_add_f32_e32 v2, v14, v2
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[18:19], v[34:35], v[18:19]
	v_add_f32_e32 v2, v15, v2
	v_add_f32_e32 v2, v2, v18
	v_pk_mul_f32 v[20:21], v[36:37], v[20:21]
	v_add_f32_e32 v2, v19, v2
	v_add_f32_e32 v2, v20, v2
	v_add_f32_e32 v3, v21, v2
	v_mbcnt_lo_u32_b32 v2, -1, 0
	v_mbcnt_hi_u32_b32 v2, -1, v2
	v_mov_b32_e32 v14, 0x80
	v_lshl_or_b32 v2, v2, 2, v14
	ds_bpermute_b32 v18, v2, v3
	v_pk_mul_f32 v[14:15], v[26:27], v[42:43]
	global_store_dwordx4 v57, v[14:17], s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v18
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[4:5], v[6:7], v[4:5]
	v_pk_mul_f32 v[6:7], v[8:9], v[50:51]
	ds_swizzle_b32 v8, v3 offset:swizzle(SWAP,16)
	global_store_dwordx4 v59, v[4:7], s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v8
	s_waitcnt vmcnt(3)
	v_pk_mul_f32 v[4:5], v[10:11], v[46:47]
	v_pk_mul_f32 v[6:7], v[12:13], v[44:45]
	v_add_f32_dpp v3, v3, v3 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	global_store_dwordx4 v58, v[4:7], s[6:7]
	s_nop 0
	v_add_f32_dpp v3, v3, v3 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_and_b32_e32 v5, 63, v0
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_f32_dpp v3, v3, v3 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_nop 1
	v_mov_b32_dpp v4, v3 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_and_saveexec_b64 s[0:1], vcc
	v_lshrrev_b32_e32 v5, 4, v0
	v_add_f32_e32 v3, v4, v3
	ds_write_b32 v5, v3
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz 35                                         // 000000001B40: BF880023 <input_multiply_reduce_fusion+0x3d0>
	v_cmp_gt_u32_e32 vcc, 4, v0
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[0:1], vcc
	ds_read_b32 v3, v1
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	ds_bpermute_b32 v1, v2, v3
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v3, v1
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
	s_and_b64 exec, exec, vcc
	s_cbranch_execz 5                                          // 000000001BB8: BF880005 <input_multiply_reduce_fusion+0x3d0>
	s_lshl_b32 s0, s2, 2
	v_add_f32_e32 v0, v2, v1
	v_mov_b32_e32 v1, s0
	global_store_dword v1, v0, s[4:5]
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

0000000000001700 <loop_multiply_fusion>:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_or_b32 v0, s2, 10, v0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v0, s[6:7]
	global_load_dword v2, v0, s[4:5]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, v1, v2
	v_mul_f32_e32 v1, 0x39800000, v1
	global_store_dword v0, v1, s[0:1]
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

0000000000001800 <loop_convert_fusion>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v4, 2, v0
	s_lshl_b32 s3, s2, 10
	v_or_b32_e32 v0, s3, v4
	s_and_b32 s3, s3, 0xc00
	v_lshlrev_b32_e32 v14, 1, v0
	v_or_b32_e32 v4, s3, v4
	s_waitcnt lgkmcnt(0)
	global_load_dwordx2 v[8:9], v14, s[8:9]
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v0, 2, v0
	global_load_dwordx4 v[4:7], v4, s[6:7]
	global_load_dwordx4 v[0:3], v0, s[4:5]
	s_load_dwordx4 s[4:7], s[0:1], 0x20
	s_and_b32 s2, s2, 0x3ffc
	s_movk_i32 s1, 0x7fff
	s_mov_b32 s3, 0x7060302
	s_waitcnt lgkmcnt(0)
	s_load_dword s0, s[4:5], s2 offset:0x0
	s_load_dword s2, s[10:11], s2 offset:0x0
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v11, 0xffff0000, v8
	v_lshlrev_b32_e32 v10, 16, v8
	v_and_b32_e32 v13, 0xffff0000, v9
	s_waitcnt vmcnt(1)
	v_pk_mul_f32 v[4:5], v[4:5], v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_mul_f32 v[0:1], s[0:1], v[0:1] op_sel_hi:[0,1]
	v_lshlrev_b32_e32 v12, 16, v9
	v_pk_mul_f32 v[4:5], s[2:3], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[12:13]
	v_pk_add_f32 v[4:5], v[0:1], v[4:5]
	v_pk_mul_f32 v[2:3], s[0:1], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], s[2:3], v[6:7] op_sel_hi:[0,1]
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	v_pk_add_f32 v[6:7], v[2:3], v[6:7]
	v_bfe_u32 v4, v0, 16, 1
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_or_b32_e32 v5, 0x400000, v0
	v_bfe_u32 v6, v1, 16, 1
	v_add3_u32 v4, v4, v0, s1
	v_cmp_u_f32_e32 vcc, v0, v0
	v_or_b32_e32 v7, 0x400000, v1
	v_bfe_u32 v8, v2, 16, 1
	v_add3_u32 v6, v6, v1, s1
	v_cndmask_b32_e32 v0, v4, v5, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	v_or_b32_e32 v9, 0x400000, v2
	v_bfe_u32 v10, v3, 16, 1
	v_add3_u32 v8, v8, v2, s1
	v_cndmask_b32_e32 v4, v6, v7, vcc
	v_cmp_u_f32_e32 vcc, v2, v2
	v_or_b32_e32 v11, 0x400000, v3
	v_add3_u32 v10, v10, v3, s1
	v_cndmask_b32_e32 v1, v8, v9, vcc
	v_cmp_u_f32_e32 vcc, v3, v3
	v_perm_b32 v0, v4, v0, s3
	s_nop 0
	v_cndmask_b32_e32 v2, v10, v11, vcc
	v_perm_b32 v1, v2, v1, s3
	global_store_dwordx2 v14, v[0:1], s[6:7]
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
