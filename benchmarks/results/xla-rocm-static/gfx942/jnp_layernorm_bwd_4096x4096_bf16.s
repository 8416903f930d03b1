
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <input_multiply_reduce_fusion>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0 // 000000001700: 
	v_and_b32_e32 v18, 31, v0 // 000000001708: 
	v_lshrrev_b32_e32 v1, 5, v0 // 00000000170C: 
	v_lshlrev_b32_e32 v19, 2, v18 // 000000001710: 
	v_lshlrev_b32_e32 v2, 12, v1 // 000000001714: 
	s_lshl_b32 s2, s2, 7 // 000000001718: 
	v_mov_b32_e32 v3, 0 // 00000000171C: 
	v_or3_b32 v20, v2, v19, s2 // 000000001720: 
	s_mov_b32 s0, 0 // 000000001728: 
	s_mov_b32 s1, 0x80000 // 00000000172C: 
	s_mov_b32 s3, 0x40000 // 000000001734: 
	s_mov_b32 s12, 0x100000 // 00000000173C: 
	s_mov_b32 s13, 0x180000 // 000000001744: 
	s_mov_b32 s14, 0xc0000 // 00000000174C: 
	v_mov_b32_e32 v4, v3 // 000000001754: 
	v_mov_b32_e32 v5, v3 // 000000001758: 
	v_mov_b32_e32 v6, v3 // 00000000175C: 
	v_mov_b32_e32 v7, v3 // 000000001760: 
	v_lshl_or_b32 v2, s0, 17, v20 // 000000001764: 
	v_lshlrev_b64 v[8:9], 2, v[2:3] // 00000000176C: 
	s_waitcnt lgkmcnt(0) // 000000001774: 
	v_lshl_add_u64 v[10:11], s[6:7], 0, v[8:9] // 000000001778: 
	v_lshlrev_b32_e32 v2, 1, v2 // 000000001780: 
	v_add_co_u32_e32 v26, vcc, s1, v10 // 000000001784: 
	v_lshl_add_u64 v[12:13], s[4:5], 0, v[2:3] // 000000001788: 
	s_nop 0 // 000000001790: 
	v_addc_co_u32_e32 v27, vcc, 0, v11, vcc // 000000001794: 
	v_add_co_u32_e32 v28, vcc, s3, v12 // 000000001798: 
	global_load_dwordx2 v[38:39], v2, s[4:5] // 00000000179C: 
	s_nop 0 // 0000000017A4: 
	v_addc_co_u32_e32 v29, vcc, 0, v13, vcc // 0000000017A8: 
	v_add_co_u32_e32 v30, vcc, s12, v10 // 0000000017AC: 
	global_load_dwordx4 v[22:25], v[10:11], off // 0000000017B0: 
	s_nop 0 // 0000000017B8: 
	v_addc_co_u32_e32 v31, vcc, 0, v11, vcc // 0000000017BC: 
	v_add_co_u32_e32 v32, vcc, s1, v12 // 0000000017C0: 
	v_lshl_add_u64 v[42:43], s[10:11], 0, v[8:9] // 0000000017C4: 
	s_nop 0 // 0000000017CC: 
	v_addc_co_u32_e32 v33, vcc, 0, v13, vcc // 0000000017D0: 
	v_add_co_u32_e32 v34, vcc, s13, v10 // 0000000017D4: 
	s_or_b32 s15, s0, 4 // 0000000017D8: 
	s_nop 0 // 0000000017DC: 
	v_addc_co_u32_e32 v35, vcc, 0, v11, vcc // 0000000017E0: 
	v_add_co_u32_e32 v12, vcc, s14, v12 // 0000000017E4: 
	v_lshl_or_b32 v2, s15, 17, v20 // 0000000017E8: 
	s_nop 0 // 0000000017F0: 
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc // 0000000017F4: 
	global_load_dwordx2 v[48:49], v[28:29], off // 0000000017F8: 
	global_load_dwordx4 v[26:29], v[26:27], off // 000000001800: 
	global_load_dwordx2 v[50:51], v[32:33], off // 000000001808: 
	global_load_dwordx4 v[30:33], v[30:31], off // 000000001810: 
	global_load_dwordx4 v[34:37], v[34:35], off // 000000001818: 
	global_load_dwordx2 v[52:53], v[12:13], off // 000000001820: 
	v_add_co_u32_e32 v44, vcc, s1, v42 // 000000001828: 
	v_mov_b32_e32 v15, v3 // 00000000182C: 
	s_nop 0 // 000000001830: 
	v_addc_co_u32_e32 v45, vcc, 0, v43, vcc // 000000001834: 
	v_add_co_u32_e32 v46, vcc, s12, v42 // 000000001838: 
	v_mov_b32_e32 v17, v3 // 00000000183C: 
	s_nop 0 // 000000001840: 
	v_addc_co_u32_e32 v47, vcc, 0, v43, vcc // 000000001844: 
	v_lshlrev_b64 v[10:11], 2, v[2:3] // 000000001848: 
	v_lshlrev_b32_e32 v21, 1, v2 // 000000001850: 
	v_or_b32_e32 v14, 0x20000, v2 // 000000001854: 
	v_or_b32_e32 v16, 0x40000, v2 // 00000000185C: 
	v_or_b32_e32 v2, 0x60000, v2 // 000000001864: 
	v_add_co_u32_e32 v8, vcc, s13, v42 // 00000000186C: 
	global_load_dwordx2 v[54:55], v21, s[4:5] // 000000001870: 
	v_lshlrev_b64 v[12:13], 2, v[14:15] // 000000001878: 
	v_lshlrev_b32_e32 v21, 1, v14 // 000000001880: 
	v_lshlrev_b64 v[14:15], 2, v[16:17] // 000000001884: 
	v_lshlrev_b32_e32 v62, 1, v16 // 00000000188C: 
	v_lshlrev_b64 v[16:17], 2, v[2:3] // 000000001890: 
	v_lshlrev_b32_e32 v2, 1, v2 // 000000001898: 
	v_addc_co_u32_e32 v9, vcc, 0, v43, vcc // 00000000189C: 
	v_lshl_add_u64 v[40:41], s[6:7], 0, v[10:11] // 0000000018A0: 
	v_lshl_add_u64 v[10:11], s[10:11], 0, v[10:11] // 0000000018A8: 
	s_add_i32 s0, s0, 8 // 0000000018B0: 
	s_cmpk_lt_u32 s15, 0x7c // 0000000018B4: 
	s_waitcnt vmcnt(8) // 0000000018B8: 
	v_and_b32_e32 v57, 0xffff0000, v38 // 0000000018BC: 
	v_lshlrev_b32_e32 v56, 16, v38 // 0000000018C4: 
	v_and_b32_e32 v59, 0xffff0000, v39 // 0000000018C8: 
	v_lshlrev_b32_e32 v58, 16, v39 // 0000000018D0: 
	global_load_dwordx4 v[38:41], v[40:41], off // 0000000018D4: 
	global_load_dwordx2 v[60:61], v21, s[4:5] // 0000000018DC: 
	global_load_dwordx2 v[62:63], v62, s[4:5] // 0000000018E4: 
	s_waitcnt vmcnt(10) // 0000000018EC: 
	v_pk_mul_f32 v[24:25], v[24:25], v[58:59] // 0000000018F0: 
	v_pk_mul_f32 v[22:23], v[22:23], v[56:57] // 0000000018F8: 
	global_store_dwordx4 v[42:43], v[22:25], off // 000000001900: 
	v_pk_add_f32 v[58:59], v[4:5], v[58:59] // 000000001908: 
	s_waitcnt vmcnt(10) // 000000001910: 
	v_and_b32_e32 v43, 0xffff0000, v48 // 000000001914: 
	v_lshlrev_b32_e32 v42, 16, v48 // 00000000191C: 
	v_and_b32_e32 v65, 0xffff0000, v49 // 000000001920: 
	v_lshlrev_b32_e32 v64, 16, v49 // 000000001928: 
	global_load_dwordx2 v[48:49], v2, s[4:5] // 00000000192C: 
	s_waitcnt vmcnt(10) // 000000001934: 
	v_pk_mul_f32 v[24:25], v[28:29], v[64:65] // 000000001938: 
	v_pk_mul_f32 v[22:23], v[26:27], v[42:43] // 000000001940: 
	v_lshl_add_u64 v[26:27], s[6:7], 0, v[12:13] // 000000001948: 
	v_pk_add_f32 v[28:29], v[6:7], v[56:57] // 000000001950: 
	s_waitcnt vmcnt(9) // 000000001958: 
	v_and_b32_e32 v67, 0xffff0000, v50 // 00000000195C: 
	v_lshlrev_b32_e32 v66, 16, v50 // 000000001964: 
	global_store_dwordx4 v[44:45], v[22:25], off // 000000001968: 
	s_waitcnt vmcnt(7) // 000000001970: 
	v_and_b32_e32 v45, 0xffff0000, v52 // 000000001974: 
	v_lshlrev_b32_e32 v44, 16, v52 // 00000000197C: 
	v_and_b32_e32 v69, 0xffff0000, v51 // 000000001980: 
	v_lshlrev_b32_e32 v68, 16, v51 // 000000001988: 
	v_and_b32_e32 v51, 0xffff0000, v53 // 00000000198C: 
	v_lshlrev_b32_e32 v50, 16, v53 // 000000001994: 
	v_lshl_add_u64 v[56:57], s[6:7], 0, v[14:15] // 000000001998: 
	v_pk_mul_f32 v[6:7], v[32:33], v[68:69] // 0000000019A0: 
	v_pk_mul_f32 v[4:5], v[30:31], v[66:67] // 0000000019A8: 
	v_pk_mul_f32 v[24:25], v[36:37], v[50:51] // 0000000019B0: 
	v_pk_mul_f32 v[22:23], v[34:35], v[44:45] // 0000000019B8: 
	s_waitcnt vmcnt(6) // 0000000019C0: 
	v_and_b32_e32 v53, 0xffff0000, v54 // 0000000019C4: 
	v_lshlrev_b32_e32 v52, 16, v54 // 0000000019CC: 
	v_and_b32_e32 v71, 0xffff0000, v55 // 0000000019D0: 
	v_lshlrev_b32_e32 v70, 16, v55 // 0000000019D8: 
	v_lshl_add_u64 v[34:35], s[6:7], 0, v[16:17] // 0000000019DC: 
	v_pk_add_f32 v[36:37], v[28:29], v[42:43] // 0000000019E4: 
	global_load_dwordx4 v[26:29], v[26:27], off // 0000000019EC: 
	global_store_dwordx4 v[46:47], v[4:7], off // 0000000019F4: 
	global_load_dwordx4 v[30:33], v[56:57], off // 0000000019FC: 
	v_pk_add_f32 v[42:43], v[58:59], v[64:65] // 000000001A04: 
	v_lshl_add_u64 v[56:57], s[10:11], 0, v[12:13] // 000000001A0C: 
	v_pk_add_f32 v[42:43], v[42:43], v[68:69] // 000000001A14: 
	v_lshl_add_u64 v[16:17], s[10:11], 0, v[16:17] // 000000001A1C: 
	s_waitcnt vmcnt(8) // 000000001A24: 
	v_pk_mul_f32 v[6:7], v[40:41], v[70:71] // 000000001A28: 
	s_waitcnt vmcnt(7) // 000000001A30: 
	v_and_b32_e32 v55, 0xffff0000, v60 // 000000001A34: 
	v_lshlrev_b32_e32 v54, 16, v60 // 000000001A3C: 
	v_pk_mul_f32 v[4:5], v[38:39], v[52:53] // 000000001A40: 
	v_and_b32_e32 v41, 0xffff0000, v61 // 000000001A48: 
	v_lshlrev_b32_e32 v40, 16, v61 // 000000001A50: 
	s_waitcnt vmcnt(6) // 000000001A54: 
	v_and_b32_e32 v47, 0xffff0000, v62 // 000000001A58: 
	v_lshlrev_b32_e32 v46, 16, v62 // 000000001A60: 
	v_and_b32_e32 v59, 0xffff0000, v63 // 000000001A64: 
	v_lshlrev_b32_e32 v58, 16, v63 // 000000001A6C: 
	global_store_dwordx4 v[8:9], v[22:25], off // 000000001A70: 
	global_store_dwordx4 v[10:11], v[4:7], off // 000000001A78: 
	v_lshl_add_u64 v[62:63], s[10:11], 0, v[14:15] // 000000001A80: 
	v_pk_add_f32 v[24:25], v[42:43], v[50:51] // 000000001A88: 
	s_waitcnt vmcnt(6) // 000000001A90: 
	v_and_b32_e32 v39, 0xffff0000, v48 // 000000001A94: 
	v_lshlrev_b32_e32 v38, 16, v48 // 000000001A9C: 
	v_and_b32_e32 v61, 0xffff0000, v49 // 000000001AA0: 
	v_lshlrev_b32_e32 v60, 16, v49 // 000000001AA8: 
	v_pk_add_f32 v[48:49], v[36:37], v[66:67] // 000000001AAC: 
	global_load_dwordx4 v[34:37], v[34:35], off // 000000001AB4: 
	v_pk_add_f32 v[22:23], v[48:49], v[44:45] // 000000001ABC: 
	s_waitcnt vmcnt(5) // 000000001AC4: 
	v_pk_mul_f32 v[6:7], v[28:29], v[40:41] // 000000001AC8: 
	v_pk_mul_f32 v[4:5], v[26:27], v[54:55] // 000000001AD0: 
	s_waitcnt vmcnt(3) // 000000001AD8: 
	v_pk_mul_f32 v[10:11], v[32:33], v[58:59] // 000000001ADC: 
	v_pk_mul_f32 v[8:9], v[30:31], v[46:47] // 000000001AE4: 
	s_waitcnt vmcnt(0) // 000000001AEC: 
	v_pk_mul_f32 v[14:15], v[36:37], v[60:61] // 000000001AF0: 
	v_pk_mul_f32 v[12:13], v[34:35], v[38:39] // 000000001AF8: 
	global_store_dwordx4 v[56:57], v[4:7], off // 000000001B00: 
	global_store_dwordx4 v[62:63], v[8:11], off // 000000001B08: 
	global_store_dwordx4 v[16:17], v[12:15], off // 000000001B10: 
	v_pk_add_f32 v[4:5], v[22:23], v[52:53] // 000000001B18: 
	v_pk_add_f32 v[6:7], v[24:25], v[70:71] // 000000001B20: 
	v_pk_add_f32 v[4:5], v[4:5], v[54:55] // 000000001B28: 
	v_pk_add_f32 v[6:7], v[6:7], v[40:41] // 000000001B30: 
	v_pk_add_f32 v[4:5], v[4:5], v[46:47] // 000000001B38: 
	v_pk_add_f32 v[8:9], v[6:7], v[58:59] // 000000001B40: 
	v_pk_add_f32 v[6:7], v[4:5], v[38:39] // 000000001B48: 
	v_pk_add_f32 v[4:5], v[8:9], v[60:61] // 000000001B50: 
	s_cbranch_scc1 65282 // 000000001B58: <input_multiply_reduce_fusion+0x64>
	v_lshlrev_b32_e32 v2, 4, v1 // 000000001B5C: 
	s_movk_i32 s0, 0x204 // 000000001B60: 
	v_mad_u32_u24 v2, v18, s0, v2 // 000000001B64: 
	ds_write2_b32 v2, v6, v7 offset1:1 // 000000001B6C: 
	ds_write2_b32 v2, v4, v5 offset0:2 offset1:3 // 000000001B74: 
	v_lshlrev_b32_e32 v2, 2, v19 // 000000001B7C: 
	v_mad_u32_u24 v3, v1, s0, v2 // 000000001B80: 
	s_waitcnt lgkmcnt(0) // 000000001B88: 
	s_barrier // 000000001B8C: 
	ds_read_b32 v4, v3 // 000000001B90: 
	s_movk_i32 s0, 0x3e1 // 000000001B98: 
	v_cmp_gt_u32_e64 s[0:1], s0, v0 // 000000001B9C: 
	v_cmp_eq_u32_e32 vcc, 0, v18 // 000000001BA4: 
	s_and_b64 s[0:1], s[0:1], vcc // 000000001BA8: 
	s_waitcnt lgkmcnt(0) // 000000001BAC: 
	ds_swizzle_b32 v5, v4 offset:swizzle(SWAP,16) // 000000001BB0: 
	v_mul_u32_u24_e32 v3, 0x204, v1 // 000000001BB8: 
	s_waitcnt lgkmcnt(0) // 000000001BC0: 
	v_add_f32_e32 v0, v4, v5 // 000000001BC4: 
	s_nop 1 // 000000001BC8: 
	v_add_f32_dpp v0, v0, v0 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BCC: 020000FA FF090800
	s_nop 1 // 000000001BD4: 
	v_add_f32_dpp v0, v0, v0 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BD8: 020000FA FF090400
	s_nop 1 // 000000001BE0: 
	v_add_f32_dpp v4, v0, v0 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BE4: 020800FA FF090200
	v_lshl_or_b32 v0, v1, 2, s2 // 000000001BEC: 
	v_lshlrev_b32_e32 v0, 1, v0 // 000000001BF4: 
	v_mov_b32_dpp v5, v4 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BF8: 7E0A02FA FF090104
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001C00: 
	s_cbranch_execz 13 // 000000001C04: <input_multiply_reduce_fusion+0x53c>
	v_add_f32_e32 v1, v5, v4 // 000000001C08: 
	v_bfe_u32 v4, v1, 16, 1 // 000000001C0C: 
	s_movk_i32 s4, 0x7fff // 000000001C14: 
	v_add3_u32 v4, v4, v1, s4 // 000000001C18: 
	v_or_b32_e32 v5, 0x400000, v1 // 000000001C20: 
	v_cmp_u_f32_e32 vcc, v1, v1 // 000000001C28: 
	s_nop 1 // 000000001C2C: 
	v_cndmask_b32_e32 v1, v4, v5, vcc // 000000001C30: 
	global_store_short_d16_hi v0, v1, s[8:9] // 000000001C34: 
	s_or_b64 exec, exec, s[2:3] // 000000001C3C: 
	v_add_u32_e32 v1, v2, v3 // 000000001C40: 
	ds_read_b32 v2, v1 offset:4 // 000000001C44: 
	s_waitcnt lgkmcnt(0) // 000000001C4C: 
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16) // 000000001C50: 
	s_waitcnt lgkmcnt(0) // 000000001C58: 
	v_add_f32_e32 v2, v2, v3 // 000000001C5C: 
	s_nop 1 // 000000001C60: 
	v_add_f32_dpp v2, v2, v2 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C64: 020404FA FF090802
	s_nop 1 // 000000001C6C: 
	v_add_f32_dpp v2, v2, v2 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C70: 020404FA FF090402
	s_nop 1 // 000000001C78: 
	v_add_f32_dpp v2, v2, v2 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C7C: 020404FA FF090202
	s_nop 1 // 000000001C84: 
	v_mov_b32_dpp v3, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C88: 7E0602FA FF090102
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001C90: 
	s_cbranch_execz 13 // 000000001C94: <input_multiply_reduce_fusion+0x5cc>
	v_add_f32_e32 v2, v3, v2 // 000000001C98: 
	v_bfe_u32 v3, v2, 16, 1 // 000000001C9C: 
	s_movk_i32 s4, 0x7fff // 000000001CA4: 
	v_add3_u32 v3, v3, v2, s4 // 000000001CA8: 
	v_or_b32_e32 v4, 0x400000, v2 // 000000001CB0: 
	v_cmp_u_f32_e32 vcc, v2, v2 // 000000001CB8: 
	s_nop 1 // 000000001CBC: 
	v_cndmask_b32_e32 v2, v3, v4, vcc // 000000001CC0: 
	global_store_short_d16_hi v0, v2, s[8:9] offset:2 // 000000001CC4: 
	s_or_b64 exec, exec, s[2:3] // 000000001CCC: 
	ds_read_b32 v2, v1 offset:8 // 000000001CD0: 
	s_waitcnt lgkmcnt(0) // 000000001CD8: 
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16) // 000000001CDC: 
	s_waitcnt lgkmcnt(0) // 000000001CE4: 
	v_add_f32_e32 v2, v2, v3 // 000000001CE8: 
	s_nop 1 // 000000001CEC: 
	v_add_f32_dpp v2, v2, v2 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CF0: 020404FA FF090802
	s_nop 1 // 000000001CF8: 
	v_add_f32_dpp v2, v2, v2 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CFC: 020404FA FF090402
	s_nop 1 // 000000001D04: 
	v_add_f32_dpp v2, v2, v2 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D08: 020404FA FF090202
	s_nop 1 // 000000001D10: 
	v_mov_b32_dpp v3, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D14: 7E0602FA FF090102
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001D1C: 
	s_cbranch_execz 13 // 000000001D20: <input_multiply_reduce_fusion+0x658>
	v_add_f32_e32 v2, v3, v2 // 000000001D24: 
	v_bfe_u32 v3, v2, 16, 1 // 000000001D28: 
	s_movk_i32 s4, 0x7fff // 000000001D30: 
	v_add3_u32 v3, v3, v2, s4 // 000000001D34: 
	v_or_b32_e32 v4, 0x400000, v2 // 000000001D3C: 
	v_cmp_u_f32_e32 vcc, v2, v2 // 000000001D44: 
	s_nop 1 // 000000001D48: 
	v_cndmask_b32_e32 v2, v3, v4, vcc // 000000001D4C: 
	global_store_short_d16_hi v0, v2, s[8:9] offset:4 // 000000001D50: 
	s_or_b64 exec, exec, s[2:3] // 000000001D58: 
	ds_read_b32 v1, v1 offset:12 // 000000001D5C: 
	s_waitcnt lgkmcnt(0) // 000000001D64: 
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16) // 000000001D68: 
	s_waitcnt lgkmcnt(0) // 000000001D70: 
	v_add_f32_e32 v1, v1, v2 // 000000001D74: 
	s_nop 1 // 000000001D78: 
	v_add_f32_dpp v1, v1, v1 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D7C: 020202FA FF090801
	s_nop 1 // 000000001D84: 
	v_add_f32_dpp v1, v1, v1 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D88: 020202FA FF090401
	s_nop 1 // 000000001D90: 
	v_add_f32_dpp v1, v1, v1 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D94: 020202FA FF090201
	s_nop 1 // 000000001D9C: 
	v_mov_b32_dpp v2, v1 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001DA0: 7E0402FA FF090101
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001DA8: 
	s_cbranch_execz 13 // 000000001DAC: <input_multiply_reduce_fusion+0x6e4>
	v_add_f32_e32 v1, v2, v1 // 000000001DB0: 
	v_bfe_u32 v2, v1, 16, 1 // 000000001DB4: 
	s_movk_i32 s0, 0x7fff // 000000001DBC: 
	v_add3_u32 v2, v2, v1, s0 // 000000001DC0: 
	v_or_b32_e32 v3, 0x400000, v1 // 000000001DC8: 
	v_cmp_u_f32_e32 vcc, v1, v1 // 000000001DD0: 
	s_nop 1 // 000000001DD4: 
	v_cndmask_b32_e32 v1, v2, v3, vcc // 000000001DD8: 
	global_store_short_d16_hi v0, v1, s[8:9] offset:6 // 000000001DDC: 
	s_endpgm // 000000001DE4: 
	s_nop 0 // 000000001DE8: 
	s_nop 0 // 000000001DEC: 
	s_nop 0 // 000000001DF0: 
	s_nop 0 // 000000001DF4: 
	s_nop 0 // 000000001DF8: 
	s_nop 0 // 000000001DFC: 
	s_nop 0 // 000000001E00: 
	s_nop 0 // 000000001E04: 
	s_nop 0 // 000000001E08: 
	s_nop 0 // 000000001E0C: 
	s_nop 0 // 000000001E10: 
	s_nop 0 // 000000001E14: 
	s_nop 0 // 000000001E18: 
	s_nop 0 // 000000001E1C: 
	s_nop 0 // 000000001E20: 
	s_nop 0 // 000000001E24: 
	s_nop 0 // 000000001E28: 
	s_nop 0 // 000000001E2C: 
	s_nop 0 // 000000001E30: 
	s_nop 0 // 000000001E34: 
	s_nop 0 // 000000001E38: 
	s_nop 0 // 000000001E3C: 
	s_nop 0 // 000000001E40: 
	s_nop 0 // 000000001E44: 
	s_nop 0 // 000000001E48: 
	s_nop 0 // 000000001E4C: 
	s_nop 0 // 000000001E50: 
	s_nop 0 // 000000001E54: 
	s_nop 0 // 000000001E58: 
	s_nop 0 // 000000001E5C: 
	s_nop 0 // 000000001E60: 
	s_nop 0 // 000000001E64: 
	s_nop 0 // 000000001E68: 
	s_nop 0 // 000000001E6C: 
	s_nop 0 // 000000001E70: 
	s_nop 0 // 000000001E74: 
	s_nop 0 // 000000001E78: 
	s_nop 0 // 000000001E7C: 
	s_nop 0 // 000000001E80: 
	s_nop 0 // 000000001E84: 
	s_nop 0 // 000000001E88: 
	s_nop 0 // 000000001E8C: 
	s_nop 0 // 000000001E90: 
	s_nop 0 // 000000001E94: 
	s_nop 0 // 000000001E98: 
	s_nop 0 // 000000001E9C: 
	s_nop 0 // 000000001EA0: 
	s_nop 0 // 000000001EA4: 
	s_nop 0 // 000000001EA8: 
	s_nop 0 // 000000001EAC: 
	s_nop 0 // 000000001EB0: 
	s_nop 0 // 000000001EB4: 
	s_nop 0 // 000000001EB8: 
	s_nop 0 // 000000001EBC: 
	s_nop 0 // 000000001EC0: 
	s_nop 0 // 000000001EC4: 
	s_nop 0 // 000000001EC8: 
	s_nop 0 // 000000001ECC: 
	s_nop 0 // 000000001ED0: 
	s_nop 0 // 000000001ED4: 
	s_nop 0 // 000000001ED8: 
	s_nop 0 // 000000001EDC: 
	s_nop 0 // 000000001EE0: 
	s_nop 0 // 000000001EE4: 
	s_nop 0 // 000000001EE8: 
	s_nop 0 // 000000001EEC: 
	s_nop 0 // 000000001EF0: 
	s_nop 0 // 000000001EF4: 
	s_nop 0 // 000000001EF8: 
	s_nop 0 // 000000001EFC: 
	s_nop 0 // 000000001F00: 
	s_nop 0 // 000000001F04: 
	s_nop 0 // 000000001F08: 
	s_nop 0 // 000000001F0C: 
	s_nop 0 // 000000001F10: 
	s_nop 0 // 000000001F14: 
	s_nop 0 // 000000001F18: 
	s_nop 0 // 000000001F1C: 
	s_nop 0 // 000000001F20: 
	s_nop 0 // 000000001F24: 
	s_nop 0 // 000000001F28: 
	s_nop 0 // 000000001F2C: 
	s_nop 0 // 000000001F30: 
	s_nop 0 // 000000001F34: 
	s_nop 0 // 000000001F38: 
	s_nop 0 // 000000001F3C: 
	s_nop 0 // 000000001F40: 
	s_nop 0 // 000000001F44: 
	s_nop 0 // 000000001F48: 
	s_nop 0 // 000000001F4C: 
	s_nop 0 // 000000001F50: 
	s_nop 0 // 000000001F54: 
	s_nop 0 // 000000001F58: 
	s_nop 0 // 000000001F5C: 
	s_nop 0 // 000000001F60: 
	s_nop 0 // 000000001F64: 
	s_nop 0 // 000000001F68: 
	s_nop 0 // 000000001F6C: 
	s_nop 0 // 000000001F70: 
	s_nop 0 // 000000001F74: 
	s_nop 0 // 000000001F78: 
	s_nop 0 // 000000001F7C: 
	s_nop 0 // 000000001F80: 
	s_nop 0 // 000000001F84: 
	s_nop 0 // 000000001F88: 
	s_nop 0 // 000000001F8C: 
	s_nop 0 // 000000001F90: 
	s_nop 0 // 000000001F94: 
	s_nop 0 // 000000001F98: 
	s_nop 0 // 000000001F9C: 
	s_nop 0 // 000000001FA0: 
	s_nop 0 // 000000001FA4: 
	s_nop 0 // 000000001FA8: 
	s_nop 0 // 000000001FAC: 
	s_nop 0 // 000000001FB0: 
	s_nop 0 // 000000001FB4: 
	s_nop 0 // 000000001FB8: 
	s_nop 0 // 000000001FBC: 
	s_nop 0 // 000000001FC0: 
	s_nop 0 // 000000001FC4: 
	s_nop 0 // 000000001FC8: 
	s_nop 0 // 000000001FCC: 
	s_nop 0 // 000000001FD0: 
	s_nop 0 // 000000001FD4: 
	s_nop 0 // 000000001FD8: 
	s_nop 0 // 000000001FDC: 
	s_nop 0 // 000000001FE0: 
	s_nop 0 // 000000001FE4: 
	s_nop 0 // 000000001FE8: 
	s_nop 0 // 000000001FEC: 
	s_nop 0 // 000000001FF0: 
	s_nop 0 // 000000001FF4: 
	s_nop 0 // 000000001FF8: 
	s_nop 0 // 000000001FFC: 
	s_nop 0 // 000000002000: 
	s_nop 0 // 000000002004: 
	s_nop 0 // 000000002008: 
	s_nop 0 // 00000000200C: 
	s_nop 0 // 000000002010: 
	s_nop 0 // 000000002014: 
	s_nop 0 // 000000002018: 
	s_nop 0 // 00000000201C: 
	s_nop 0 // 000000002020: 
	s_nop 0 // 000000002024: 
	s_nop 0 // 000000002028: 
	s_nop 0 // 00000000202C: 
	s_nop 0 // 000000002030: 
	s_nop 0 // 000000002034: 
	s_nop 0 // 000000002038: 
	s_nop 0 // 00000000203C: 
	s_nop 0 // 000000002040: 
	s_nop 0 // 000000002044: 
	s_nop 0 // 000000002048: 
	s_nop 0 // 00000000204C: 
	s_nop 0 // 000000002050: 
	s_nop 0 // 000000002054: 
	s_nop 0 // 000000002058: 
	s_nop 0 // 00000000205C: 
	s_nop 0 // 000000002060: 
	s_nop 0 // 000000002064: 
	s_nop 0 // 000000002068: 
	s_nop 0 // 00000000206C: 
	s_nop 0 // 000000002070: 
	s_nop 0 // 000000002074: 
	s_nop 0 // 000000002078: 
	s_nop 0 // 00000000207C: 
	s_nop 0 // 000000002080: 
	s_nop 0 // 000000002084: 
	s_nop 0 // 000000002088: 
	s_nop 0 // 00000000208C: 
	s_nop 0 // 000000002090: 
	s_nop 0 // 000000002094: 
	s_nop 0 // 000000002098: 
	s_nop 0 // 00000000209C: 
	s_nop 0 // 0000000020A0: 
	s_nop 0 // 0000000020A4: 
	s_nop 0 // 0000000020A8: 
	s_nop 0 // 0000000020AC: 
	s_nop 0 // 0000000020B0: 
	s_nop 0 // 0000000020B4: 
	s_nop 0 // 0000000020B8: 
	s_nop 0 // 0000000020BC: 
	s_nop 0 // 0000000020C0: 
	s_nop 0 // 0000000020C4: 
	s_nop 0 // 0000000020C8: 
	s_nop 0 // 0000000020CC: 
	s_nop 0 // 0000000020D0: 
	s_nop 0 // 0000000020D4: 
	s_nop 0 // 0000000020D8: 
	s_nop 0 // 0000000020DC: 
	s_nop 0 // 0000000020E0: 
	s_nop 0 // 0000000020E4: 
	s_nop 0 // 0000000020E8: 
	s_nop 0 // 0000000020EC: 
	s_nop 0 // 0000000020F0: 
	s_nop 0 // 0000000020F4: 
	s_nop 0 // 0000000020F8: 
	s_nop 0 // 0000000020FC: 
	s_nop 0 // 000000002100: 
	s_nop 0 // 000000002104: 
	s_nop 0 // 000000002108: 
	s_nop 0 // 00000000210C: 
	s_nop 0 // 000000002110: 
	s_nop 0 // 000000002114: 
	s_nop 0 // 000000002118: 
	s_nop 0 // 00000000211C: 
	s_nop 0 // 000000002120: 
	s_nop 0 // 000000002124: 
	s_nop 0 // 000000002128: 
	s_nop 0 // 00000000212C: 
	s_nop 0 // 000000002130: 
	s_nop 0 // 000000002134: 
	s_nop 0 // 000000002138: 
	s_nop 0 // 00000000213C: 
	s_nop 0 // 000000002140: 
	s_nop 0 // 000000002144: 
	s_nop 0 // 000000002148: 
	s_nop 0 // 00000000214C: 
	s_nop 0 // 000000002150: 
	s_nop 0 // 000000002154: 
	s_nop 0 // 000000002158: 
	s_nop 0 // 00000000215C: 
	s_nop 0 // 000000002160: 
	s_nop 0 // 000000002164: 
	s_nop 0 // 000000002168: 
	s_nop 0 // 00000000216C: 
	s_nop 0 // 000000002170: 
	s_nop 0 // 000000002174: 
	s_nop 0 // 000000002178: 
	s_nop 0 // 00000000217C: 
	s_nop 0 // 000000002180: 
	s_nop 0 // 000000002184: 
	s_nop 0 // 000000002188: 
	s_nop 0 // 00000000218C: 
	s_nop 0 // 000000002190: 
	s_nop 0 // 000000002194: 
	s_nop 0 // 000000002198: 
	s_nop 0 // 00000000219C: 
	s_nop 0 // 0000000021A0: 
	s_nop 0 // 0000000021A4: 
	s_nop 0 // 0000000021A8: 
	s_nop 0 // 0000000021AC: 
	s_nop 0 // 0000000021B0: 
	s_nop 0 // 0000000021B4: 
	s_nop 0 // 0000000021B8: 
	s_nop 0 // 0000000021BC: 
	s_nop 0 // 0000000021C0: 
	s_nop 0 // 0000000021C4: 
	s_nop 0 // 0000000021C8: 
	s_nop 0 // 0000000021CC: 
	s_nop 0 // 0000000021D0: 
	s_nop 0 // 0000000021D4: 
	s_nop 0 // 0000000021D8: 
	s_nop 0 // 0000000021DC: 
	s_nop 0 // 0000000021E0: 
	s_nop 0 // 0000000021E4: 
	s_nop 0 // 0000000021E8: 
	s_nop 0 // 0000000021EC: 
	s_nop 0 // 0000000021F0: 
	s_nop 0 // 0000000021F4: 
	s_nop 0 // 0000000021F8: 
	s_nop 0 // 0000000021FC: 


code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001600 <input_reduce_fusion>:
	s_load_dwordx4 s[4:7], s[0:1], 0x0 // 000000001600: 
	v_and_b32_e32 v14, 31, v0 // 000000001608: 
	v_lshrrev_b32_e32 v1, 5, v0 // 00000000160C: 
	v_lshlrev_b32_e32 v15, 1, v14 // 000000001610: 
	v_lshlrev_b32_e32 v2, 12, v1 // 000000001614: 
	s_lshl_b32 s2, s2, 6 // 000000001618: 
	v_mov_b32_e32 v3, 0 // 00000000161C: 
	v_or3_b32 v16, v2, v15, s2 // 000000001620: 
	s_mov_b32 s3, 0 // 000000001628: 
	s_mov_b32 s8, 0x80000 // 00000000162C: 
	s_mov_b32 s9, 0x100000 // 000000001634: 
	s_mov_b32 s10, 0x180000 // 00000000163C: 
	s_mov_b32 s11, 0x200000 // 000000001644: 
	s_mov_b32 s12, 0x280000 // 00000000164C: 
	s_mov_b32 s13, 0x300000 // 000000001654: 
	s_mov_b32 s14, 0x380000 // 00000000165C: 
	s_mov_b32 s15, 0x400000 // 000000001664: 
	s_mov_b32 s16, 0x480000 // 00000000166C: 
	s_mov_b32 s17, 0x500000 // 000000001674: 
	s_mov_b32 s18, 0x580000 // 00000000167C: 
	s_mov_b32 s19, 0x600000 // 000000001684: 
	s_mov_b32 s20, 0x680000 // 00000000168C: 
	s_mov_b32 s21, 0x700000 // 000000001694: 
	s_mov_b32 s22, 0x780000 // 00000000169C: 
	v_mov_b32_e32 v4, v3 // 0000000016A4: 
	v_mov_b32_e32 v5, v3 // 0000000016A8: 
	v_lshl_or_b32 v2, s3, 17, v16 // 0000000016AC: 
	s_waitcnt lgkmcnt(0) // 0000000016B4: 
	v_lshl_add_u64 v[18:19], v[2:3], 2, s[4:5] // 0000000016B8: 
	v_add_co_u32_e32 v22, vcc, 0x80000, v18 // 0000000016C0: 
	global_load_dwordx2 v[20:21], v[18:19], off // 0000000016C8: 
	s_nop 0 // 0000000016D0: 
	v_addc_co_u32_e32 v23, vcc, 0, v19, vcc // 0000000016D4: 
	v_add_co_u32_e32 v24, vcc, 0x100000, v18 // 0000000016D8: 
	s_or_b32 s23, s3, 16 // 0000000016E0: 
	s_nop 0 // 0000000016E4: 
	v_addc_co_u32_e32 v25, vcc, 0, v19, vcc // 0000000016E8: 
	v_add_co_u32_e32 v38, vcc, 0x180000, v18 // 0000000016EC: 
	v_lshl_or_b32 v2, s23, 17, v16 // 0000000016F4: 
	s_nop 0 // 0000000016FC: 
	v_addc_co_u32_e32 v39, vcc, 0, v19, vcc // 000000001700: 
	v_add_co_u32_e32 v40, vcc, 0x200000, v18 // 000000001704: 
	global_load_dwordx2 v[22:23], v[22:23], off // 00000000170C: 
	global_load_dwordx2 v[24:25], v[24:25], off // 000000001714: 
	global_load_dwordx2 v[38:39], v[38:39], off // 00000000171C: 
	v_addc_co_u32_e32 v41, vcc, 0, v19, vcc // 000000001724: 
	v_add_co_u32_e32 v42, vcc, 0x280000, v18 // 000000001728: 
	v_lshl_add_u64 v[6:7], v[2:3], 2, s[4:5] // 000000001730: 
	s_nop 0 // 000000001738: 
	v_addc_co_u32_e32 v43, vcc, 0, v19, vcc // 00000000173C: 
	v_add_co_u32_e32 v44, vcc, 0x300000, v18 // 000000001740: 
	v_add_co_u32_e64 v8, s[0:1], s8, v6 // 000000001748: 
	s_nop 0 // 000000001750: 
	v_addc_co_u32_e32 v45, vcc, 0, v19, vcc // 000000001754: 
	v_add_co_u32_e32 v46, vcc, 0x380000, v18 // 000000001758: 
	v_addc_co_u32_e64 v9, s[0:1], 0, v7, s[0:1] // 000000001760: 
	s_nop 0 // 000000001768: 
	v_addc_co_u32_e32 v47, vcc, 0, v19, vcc // 00000000176C: 
	global_load_dwordx2 v[40:41], v[40:41], off // 000000001770: 
	global_load_dwordx2 v[42:43], v[42:43], off // 000000001778: 
	global_load_dwordx2 v[44:45], v[44:45], off // 000000001780: 
	global_load_dwordx2 v[46:47], v[46:47], off // 000000001788: 
	v_add_co_u32_e32 v48, vcc, 0x400000, v18 // 000000001790: 
	v_add_co_u32_e64 v10, s[0:1], s9, v6 // 000000001798: 
	s_nop 0 // 0000000017A0: 
	v_addc_co_u32_e32 v49, vcc, 0, v19, vcc // 0000000017A4: 
	v_add_co_u32_e32 v50, vcc, 0x480000, v18 // 0000000017A8: 
	v_addc_co_u32_e64 v11, s[0:1], 0, v7, s[0:1] // 0000000017B0: 
	s_nop 0 // 0000000017B8: 
	v_addc_co_u32_e32 v51, vcc, 0, v19, vcc // 0000000017BC: 
	v_add_co_u32_e32 v52, vcc, 0x500000, v18 // 0000000017C0: 
	v_add_co_u32_e64 v12, s[0:1], s10, v6 // 0000000017C8: 
	s_nop 0 // 0000000017D0: 
	v_addc_co_u32_e32 v53, vcc, 0, v19, vcc // 0000000017D4: 
	v_add_co_u32_e32 v54, vcc, 0x580000, v18 // 0000000017D8: 
	v_addc_co_u32_e64 v13, s[0:1], 0, v7, s[0:1] // 0000000017E0: 
	s_nop 0 // 0000000017E8: 
	v_addc_co_u32_e32 v55, vcc, 0, v19, vcc // 0000000017EC: 
	v_add_co_u32_e32 v56, vcc, 0x600000, v18 // 0000000017F0: 
	v_add_co_u32_e64 v26, s[0:1], s11, v6 // 0000000017F8: 
	s_nop 0 // 000000001800: 
	v_addc_co_u32_e32 v57, vcc, 0, v19, vcc // 000000001804: 
	v_add_co_u32_e32 v58, vcc, 0x680000, v18 // 000000001808: 
	v_addc_co_u32_e64 v27, s[0:1], 0, v7, s[0:1] // 000000001810: 
	s_nop 0 // 000000001818: 
	v_addc_co_u32_e32 v59, vcc, 0, v19, vcc // 00000000181C: 
	v_add_co_u32_e32 v60, vcc, 0x700000, v18 // 000000001820: 
	v_add_co_u32_e64 v28, s[0:1], s12, v6 // 000000001828: 
	s_nop 0 // 000000001830: 
	v_addc_co_u32_e32 v61, vcc, 0, v19, vcc // 000000001834: 
	v_add_co_u32_e32 v18, vcc, 0x780000, v18 // 000000001838: 
	s_waitcnt vmcnt(7) // 000000001840: 
	v_pk_add_f32 v[4:5], v[4:5], v[20:21] // 000000001844: 
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc // 00000000184C: 
	v_add_co_u32_e32 v62, vcc, s17, v6 // 000000001850: 
	v_addc_co_u32_e64 v29, s[0:1], 0, v7, s[0:1] // 000000001854: 
	s_nop 0 // 00000000185C: 
	v_addc_co_u32_e32 v63, vcc, 0, v7, vcc // 000000001860: 
	v_add_co_u32_e32 v20, vcc, s18, v6 // 000000001864: 
	v_add_co_u32_e64 v30, s[0:1], s13, v6 // 000000001868: 
	s_nop 0 // 000000001870: 
	v_addc_co_u32_e32 v21, vcc, 0, v7, vcc // 000000001874: 
	s_waitcnt vmcnt(6) // 000000001878: 
	v_pk_add_f32 v[4:5], v[4:5], v[22:23] // 00000000187C: 
	v_add_co_u32_e32 v22, vcc, s19, v6 // 000000001884: 
	v_addc_co_u32_e64 v31, s[0:1], 0, v7, s[0:1] // 000000001888: 
	s_nop 0 // 000000001890: 
	v_addc_co_u32_e32 v23, vcc, 0, v7, vcc // 000000001894: 
	v_add_co_u32_e64 v32, s[0:1], s14, v6 // 000000001898: 
	s_waitcnt vmcnt(5) // 0000000018A0: 
	v_pk_add_f32 v[4:5], v[4:5], v[24:25] // 0000000018A4: 
	v_add_co_u32_e32 v24, vcc, s20, v6 // 0000000018AC: 
	v_addc_co_u32_e64 v33, s[0:1], 0, v7, s[0:1] // 0000000018B0: 
	s_nop 0 // 0000000018B8: 
	v_addc_co_u32_e32 v25, vcc, 0, v7, vcc // 0000000018BC: 
	v_add_co_u32_e64 v34, s[0:1], s15, v6 // 0000000018C0: 
	s_waitcnt vmcnt(4) // 0000000018C8: 
	v_pk_add_f32 v[4:5], v[4:5], v[38:39] // 0000000018CC: 
	v_add_co_u32_e32 v38, vcc, s21, v6 // 0000000018D4: 
	v_addc_co_u32_e64 v35, s[0:1], 0, v7, s[0:1] // 0000000018D8: 
	s_nop 0 // 0000000018E0: 
	v_addc_co_u32_e32 v39, vcc, 0, v7, vcc // 0000000018E4: 
	v_add_co_u32_e64 v36, s[0:1], s16, v6 // 0000000018E8: 
	s_waitcnt vmcnt(3) // 0000000018F0: 
	v_pk_add_f32 v[4:5], v[4:5], v[40:41] // 0000000018F4: 
	v_add_co_u32_e32 v40, vcc, s22, v6 // 0000000018FC: 
	v_addc_co_u32_e64 v37, s[0:1], 0, v7, s[0:1] // 000000001900: 
	s_nop 0 // 000000001908: 
	v_addc_co_u32_e32 v41, vcc, 0, v7, vcc // 00000000190C: 
	global_load_dwordx2 v[48:49], v[48:49], off // 000000001910: 
	global_load_dwordx2 v[50:51], v[50:51], off // 000000001918: 
	global_load_dwordx2 v[52:53], v[52:53], off // 000000001920: 
	global_load_dwordx2 v[54:55], v[54:55], off // 000000001928: 
	global_load_dwordx2 v[56:57], v[56:57], off // 000000001930: 
	global_load_dwordx2 v[58:59], v[58:59], off // 000000001938: 
	global_load_dwordx2 v[60:61], v[60:61], off // 000000001940: 
	global_load_dwordx2 v[18:19], v[18:19], off // 000000001948: 
	global_load_dwordx2 v[6:7], v[6:7], off // 000000001950: 
	global_load_dwordx2 v[8:9], v[8:9], off // 000000001958: 
	global_load_dwordx2 v[10:11], v[10:11], off // 000000001960: 
	global_load_dwordx2 v[12:13], v[12:13], off // 000000001968: 
	global_load_dwordx2 v[26:27], v[26:27], off // 000000001970: 
	global_load_dwordx2 v[28:29], v[28:29], off // 000000001978: 
	global_load_dwordx2 v[30:31], v[30:31], off // 000000001980: 
	global_load_dwordx2 v[32:33], v[32:33], off // 000000001988: 
	global_load_dwordx2 v[34:35], v[34:35], off // 000000001990: 
	global_load_dwordx2 v[36:37], v[36:37], off // 000000001998: 
	global_load_dwordx2 v[62:63], v[62:63], off // 0000000019A0: 
	global_load_dwordx2 v[20:21], v[20:21], off // 0000000019A8: 
	global_load_dwordx2 v[22:23], v[22:23], off // 0000000019B0: 
	global_load_dwordx2 v[24:25], v[24:25], off // 0000000019B8: 
	global_load_dwordx2 v[38:39], v[38:39], off // 0000000019C0: 
	global_load_dwordx2 v[40:41], v[40:41], off // 0000000019C8: 
	s_waitcnt vmcnt(26) // 0000000019D0: 
	v_pk_add_f32 v[4:5], v[4:5], v[42:43] // 0000000019D4: 
	s_add_i32 s3, s3, 32 // 0000000019DC: 
	s_waitcnt vmcnt(25) // 0000000019E0: 
	v_pk_add_f32 v[4:5], v[4:5], v[44:45] // 0000000019E4: 
	s_cmpk_lt_u32 s23, 0x70 // 0000000019EC: 
	s_waitcnt vmcnt(24) // 0000000019F0: 
	v_pk_add_f32 v[4:5], v[4:5], v[46:47] // 0000000019F4: 
	s_waitcnt vmcnt(23) // 0000000019FC: 
	v_pk_add_f32 v[4:5], v[4:5], v[48:49] // 000000001A00: 
	s_waitcnt vmcnt(22) // 000000001A08: 
	v_pk_add_f32 v[4:5], v[4:5], v[50:51] // 000000001A0C: 
	s_waitcnt vmcnt(21) // 000000001A14: 
	v_pk_add_f32 v[4:5], v[4:5], v[52:53] // 000000001A18: 
	s_waitcnt vmcnt(20) // 000000001A20: 
	v_pk_add_f32 v[4:5], v[4:5], v[54:55] // 000000001A24: 
	s_waitcnt vmcnt(19) // 000000001A2C: 
	v_pk_add_f32 v[4:5], v[4:5], v[56:57] // 000000001A30: 
	s_waitcnt vmcnt(18) // 000000001A38: 
	v_pk_add_f32 v[4:5], v[4:5], v[58:59] // 000000001A3C: 
	s_waitcnt vmcnt(17) // 000000001A44: 
	v_pk_add_f32 v[4:5], v[4:5], v[60:61] // 000000001A48: 
	s_waitcnt vmcnt(16) // 000000001A50: 
	v_pk_add_f32 v[4:5], v[4:5], v[18:19] // 000000001A54: 
	s_waitcnt vmcnt(15) // 000000001A5C: 
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] // 000000001A60: 
	s_waitcnt vmcnt(14) // 000000001A68: 
	v_pk_add_f32 v[4:5], v[4:5], v[8:9] // 000000001A6C: 
	s_waitcnt vmcnt(13) // 000000001A74: 
	v_pk_add_f32 v[4:5], v[4:5], v[10:11] // 000000001A78: 
	s_waitcnt vmcnt(12) // 000000001A80: 
	v_pk_add_f32 v[4:5], v[4:5], v[12:13] // 000000001A84: 
	s_waitcnt vmcnt(11) // 000000001A8C: 
	v_pk_add_f32 v[4:5], v[4:5], v[26:27] // 000000001A90: 
	s_waitcnt vmcnt(10) // 000000001A98: 
	v_pk_add_f32 v[4:5], v[4:5], v[28:29] // 000000001A9C: 
	s_waitcnt vmcnt(9) // 000000001AA4: 
	v_pk_add_f32 v[4:5], v[4:5], v[30:31] // 000000001AA8: 
	s_waitcnt vmcnt(8) // 000000001AB0: 
	v_pk_add_f32 v[4:5], v[4:5], v[32:33] // 000000001AB4: 
	s_waitcnt vmcnt(7) // 000000001ABC: 
	v_pk_add_f32 v[4:5], v[4:5], v[34:35] // 000000001AC0: 
	s_waitcnt vmcnt(6) // 000000001AC8: 
	v_pk_add_f32 v[4:5], v[4:5], v[36:37] // 000000001ACC: 
	s_waitcnt vmcnt(5) // 000000001AD4: 
	v_pk_add_f32 v[4:5], v[4:5], v[62:63] // 000000001AD8: 
	s_waitcnt vmcnt(4) // 000000001AE0: 
	v_pk_add_f32 v[4:5], v[4:5], v[20:21] // 000000001AE4: 
	s_waitcnt vmcnt(3) // 000000001AEC: 
	v_pk_add_f32 v[4:5], v[4:5], v[22:23] // 000000001AF0: 
	s_waitcnt vmcnt(2) // 000000001AF8: 
	v_pk_add_f32 v[4:5], v[4:5], v[24:25] // 000000001AFC: 
	s_waitcnt vmcnt(1) // 000000001B04: 
	v_pk_add_f32 v[4:5], v[4:5], v[38:39] // 000000001B08: 
	s_waitcnt vmcnt(0) // 000000001B10: 
	v_pk_add_f32 v[4:5], v[4:5], v[40:41] // 000000001B14: 
	s_cbranch_scc1 65251 // 000000001B1C: <input_reduce_fusion+0xac>
	v_lshlrev_b32_e32 v2, 3, v1 // 000000001B20: 
	s_movk_i32 s0, 0x104 // 000000001B24: 
	v_mad_u32_u24 v2, v14, s0, v2 // 000000001B28: 
	ds_write2_b32 v2, v4, v5 offset1:1 // 000000001B30: 
	v_lshlrev_b32_e32 v2, 2, v15 // 000000001B38: 
	v_mad_u32_u24 v3, v1, s0, v2 // 000000001B3C: 
	s_waitcnt lgkmcnt(0) // 000000001B44: 
	s_barrier // 000000001B48: 
	ds_read_b32 v4, v3 // 000000001B4C: 
	s_movk_i32 s0, 0x3e1 // 000000001B54: 
	v_cmp_gt_u32_e64 s[0:1], s0, v0 // 000000001B58: 
	v_cmp_eq_u32_e32 vcc, 0, v14 // 000000001B60: 
	s_and_b64 s[0:1], s[0:1], vcc // 000000001B64: 
	s_waitcnt lgkmcnt(0) // 000000001B68: 
	ds_swizzle_b32 v5, v4 offset:swizzle(SWAP,16) // 000000001B6C: 
	v_mul_u32_u24_e32 v3, 0x104, v1 // 000000001B74: 
	s_waitcnt lgkmcnt(0) // 000000001B7C: 
	v_add_f32_e32 v0, v4, v5 // 000000001B80: 
	s_nop 1 // 000000001B84: 
	v_add_f32_dpp v0, v0, v0 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B88: 020000FA FF090800
	s_nop 1 // 000000001B90: 
	v_add_f32_dpp v0, v0, v0 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B94: 020000FA FF090400
	s_nop 1 // 000000001B9C: 
	v_add_f32_dpp v4, v0, v0 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BA0: 020800FA FF090200
	v_lshl_or_b32 v0, v1, 1, s2 // 000000001BA8: 
	v_lshlrev_b32_e32 v0, 1, v0 // 000000001BB0: 
	v_mov_b32_dpp v5, v4 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BB4: 7E0A02FA FF090104
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001BBC: 
	s_cbranch_execz 13 // 000000001BC0: <input_reduce_fusion+0x5f8>
	v_add_f32_e32 v1, v5, v4 // 000000001BC4: 
	v_bfe_u32 v4, v1, 16, 1 // 000000001BC8: 
	s_movk_i32 s4, 0x7fff // 000000001BD0: 
	v_add3_u32 v4, v4, v1, s4 // 000000001BD4: 
	v_or_b32_e32 v5, 0x400000, v1 // 000000001BDC: 
	v_cmp_u_f32_e32 vcc, v1, v1 // 000000001BE4: 
	s_nop 1 // 000000001BE8: 
	v_cndmask_b32_e32 v1, v4, v5, vcc // 000000001BEC: 
	global_store_short_d16_hi v0, v1, s[6:7] // 000000001BF0: 
	s_or_b64 exec, exec, s[2:3] // 000000001BF8: 
	v_add_u32_e32 v1, v2, v3 // 000000001BFC: 
	ds_read_b32 v1, v1 offset:4 // 000000001C00: 
	s_waitcnt lgkmcnt(0) // 000000001C08: 
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16) // 000000001C0C: 
	s_waitcnt lgkmcnt(0) // 000000001C14: 
	v_add_f32_e32 v1, v1, v2 // 000000001C18: 
	s_nop 1 // 000000001C1C: 
	v_add_f32_dpp v1, v1, v1 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C20: 020202FA FF090801
	s_nop 1 // 000000001C28: 
	v_add_f32_dpp v1, v1, v1 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C2C: 020202FA FF090401
	s_nop 1 // 000000001C34: 
	v_add_f32_dpp v1, v1, v1 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C38: 020202FA FF090201
	s_nop 1 // 000000001C40: 
	v_mov_b32_dpp v2, v1 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C44: 7E0402FA FF090101
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001C4C: 
	s_cbranch_execz 13 // 000000001C50: <input_reduce_fusion+0x688>
	v_add_f32_e32 v1, v2, v1 // 000000001C54: 
	v_bfe_u32 v2, v1, 16, 1 // 000000001C58: 
	s_movk_i32 s0, 0x7fff // 000000001C60: 
	v_add3_u32 v2, v2, v1, s0 // 000000001C64: 
	v_or_b32_e32 v3, 0x400000, v1 // 000000001C6C: 
	v_cmp_u_f32_e32 vcc, v1, v1 // 000000001C74: 
	s_nop 1 // 000000001C78: 
	v_cndmask_b32_e32 v1, v2, v3, vcc // 000000001C7C: 
	global_store_short_d16_hi v0, v1, s[6:7] offset:2 // 000000001C80: 
	s_endpgm // 000000001C88: 
	s_nop 0 // 000000001C8C: 
	s_nop 0 // 000000001C90: 
	s_nop 0 // 000000001C94: 
	s_nop 0 // 000000001C98: 
	s_nop 0 // 000000001C9C: 
	s_nop 0 // 000000001CA0: 
	s_nop 0 // 000000001CA4: 
	s_nop 0 // 000000001CA8: 
	s_nop 0 // 000000001CAC: 
	s_nop 0 // 000000001CB0: 
	s_nop 0 // 000000001CB4: 
	s_nop 0 // 000000001CB8: 
	s_nop 0 // 000000001CBC: 
	s_nop 0 // 000000001CC0: 
	s_nop 0 // 000000001CC4: 
	s_nop 0 // 000000001CC8: 
	s_nop 0 // 000000001CCC: 
	s_nop 0 // 000000001CD0: 
	s_nop 0 // 000000001CD4: 
	s_nop 0 // 000000001CD8: 
	s_nop 0 // 000000001CDC: 
	s_nop 0 // 000000001CE0: 
	s_nop 0 // 000000001CE4: 
	s_nop 0 // 000000001CE8: 
	s_nop 0 // 000000001CEC: 
	s_nop 0 // 000000001CF0: 
	s_nop 0 // 000000001CF4: 
	s_nop 0 // 000000001CF8: 
	s_nop 0 // 000000001CFC: 
	s_nop 0 // 000000001D00: 
	s_nop 0 // 000000001D04: 
	s_nop 0 // 000000001D08: 
	s_nop 0 // 000000001D0C: 
	s_nop 0 // 000000001D10: 
	s_nop 0 // 000000001D14: 
	s_nop 0 // 000000001D18: 
	s_nop 0 // 000000001D1C: 
	s_nop 0 // 000000001D20: 
	s_nop 0 // 000000001D24: 
	s_nop 0 // 000000001D28: 
	s_nop 0 // 000000001D2C: 
	s_nop 0 // 000000001D30: 
	s_nop 0 // 000000001D34: 
	s_nop 0 // 000000001D38: 
	s_nop 0 // 000000001D3C: 
	s_nop 0 // 000000001D40: 
	s_nop 0 // 000000001D44: 
	s_nop 0 // 000000001D48: 
	s_nop 0 // 000000001D4C: 
	s_nop 0 // 000000001D50: 
	s_nop 0 // 000000001D54: 
	s_nop 0 // 000000001D58: 
	s_nop 0 // 000000001D5C: 
	s_nop 0 // 000000001D60: 
	s_nop 0 // 000000001D64: 
	s_nop 0 // 000000001D68: 
	s_nop 0 // 000000001D6C: 
	s_nop 0 // 000000001D70: 
	s_nop 0 // 000000001D74: 
	s_nop 0 // 000000001D78: 
	s_nop 0 // 000000001D7C: 
	s_nop 0 // 000000001D80: 
	s_nop 0 // 000000001D84: 
	s_nop 0 // 000000001D88: 
	s_nop 0 // 000000001D8C: 
	s_nop 0 // 000000001D90: 
	s_nop 0 // 000000001D94: 
	s_nop 0 // 000000001D98: 
	s_nop 0 // 000000001D9C: 
	s_nop 0 // 000000001DA0: 
	s_nop 0 // 000000001DA4: 
	s_nop 0 // 000000001DA8: 
	s_nop 0 // 000000001DAC: 
	s_nop 0 // 000000001DB0: 
	s_nop 0 // 000000001DB4: 
	s_nop 0 // 000000001DB8: 
	s_nop 0 // 000000001DBC: 
	s_nop 0 // 000000001DC0: 
	s_nop 0 // 000000001DC4: 
	s_nop 0 // 000000001DC8: 
	s_nop 0 // 000000001DCC: 
	s_nop 0 // 000000001DD0: 
	s_nop 0 // 000000001DD4: 
	s_nop 0 // 000000001DD8: 
	s_nop 0 // 000000001DDC: 
	s_nop 0 // 000000001DE0: 
	s_nop 0 // 000000001DE4: 
	s_nop 0 // 000000001DE8: 
	s_nop 0 // 000000001DEC: 
	s_nop 0 // 000000001DF0: 
	s_nop 0 // 000000001DF4: 
	s_nop 0 // 000000001DF8: 
	s_nop 0 // 000000001DFC: 
	s_nop 0 // 000000001E00: 
	s_nop 0 // 000000001E04: 
	s_nop 0 // 000000001E08: 
	s_nop 0 // 000000001E0C: 
	s_nop 0 // 000000001E10: 
	s_nop 0 // 000000001E14: 
	s_nop 0 // 000000001E18: 
	s_nop 0 // 000000001E1C: 
	s_nop 0 // 000000001E20: 
	s_nop 0 // 000000001E24: 
	s_nop 0 // 000000001E28: 
	s_nop 0 // 000000001E2C: 
	s_nop 0 // 000000001E30: 
	s_nop 0 // 000000001E34: 
	s_nop 0 // 000000001E38: 
	s_nop 0 // 000000001E3C: 
	s_nop 0 // 000000001E40: 
	s_nop 0 // 000000001E44: 
	s_nop 0 // 000000001E48: 
	s_nop 0 // 000000001E4C: 
	s_nop 0 // 000000001E50: 
	s_nop 0 // 000000001E54: 
	s_nop 0 // 000000001E58: 
	s_nop 0 // 000000001E5C: 
	s_nop 0 // 000000001E60: 
	s_nop 0 // 000000001E64: 
	s_nop 0 // 000000001E68: 
	s_nop 0 // 000000001E6C: 
	s_nop 0 // 000000001E70: 
	s_nop 0 // 000000001E74: 
	s_nop 0 // 000000001E78: 
	s_nop 0 // 000000001E7C: 
	s_nop 0 // 000000001E80: 
	s_nop 0 // 000000001E84: 
	s_nop 0 // 000000001E88: 
	s_nop 0 // 000000001E8C: 
	s_nop 0 // 000000001E90: 
	s_nop 0 // 000000001E94: 
	s_nop 0 // 000000001E98: 
	s_nop 0 // 000000001E9C: 
	s_nop 0 // 000000001EA0: 
	s_nop 0 // 000000001EA4: 
	s_nop 0 // 000000001EA8: 
	s_nop 0 // 000000001EAC: 
	s_nop 0 // 000000001EB0: 
	s_nop 0 // 000000001EB4: 
	s_nop 0 // 000000001EB8: 
	s_nop 0 // 000000001EBC: 
	s_nop 0 // 000000001EC0: 
	s_nop 0 // 000000001EC4: 
	s_nop 0 // 000000001EC8: 
	s_nop 0 // 000000001ECC: 
	s_nop 0 // 000000001ED0: 
	s_nop 0 // 000000001ED4: 
	s_nop 0 // 000000001ED8: 
	s_nop 0 // 000000001EDC: 
	s_nop 0 // 000000001EE0: 
	s_nop 0 // 000000001EE4: 
	s_nop 0 // 000000001EE8: 
	s_nop 0 // 000000001EEC: 
	s_nop 0 // 000000001EF0: 
	s_nop 0 // 000000001EF4: 
	s_nop 0 // 000000001EF8: 
	s_nop 0 // 000000001EFC: 
	s_nop 0 // 000000001F00: 
	s_nop 0 // 000000001F04: 
	s_nop 0 // 000000001F08: 
	s_nop 0 // 000000001F0C: 
	s_nop 0 // 000000001F10: 
	s_nop 0 // 000000001F14: 
	s_nop 0 // 000000001F18: 
	s_nop 0 // 000000001F1C: 
	s_nop 0 // 000000001F20: 
	s_nop 0 // 000000001F24: 
	s_nop 0 // 000000001F28: 
	s_nop 0 // 000000001F2C: 
	s_nop 0 // 000000001F30: 
	s_nop 0 // 000000001F34: 
	s_nop 0 // 000000001F38: 
	s_nop 0 // 000000001F3C: 
	s_nop 0 // 000000001F40: 
	s_nop 0 // 000000001F44: 
	s_nop 0 // 000000001F48: 
	s_nop 0 // 000000001F4C: 
	s_nop 0 // 000000001F50: 
	s_nop 0 // 000000001F54: 
	s_nop 0 // 000000001F58: 
	s_nop 0 // 000000001F5C: 
	s_nop 0 // 000000001F60: 
	s_nop 0 // 000000001F64: 
	s_nop 0 // 000000001F68: 
	s_nop 0 // 000000001F6C: 
	s_nop 0 // 000000001F70: 
	s_nop 0 // 000000001F74: 
	s_nop 0 // 000000001F78: 
	s_nop 0 // 000000001F7C: 
	s_nop 0 // 000000001F80: 
	s_nop 0 // 000000001F84: 
	s_nop 0 // 000000001F88: 
	s_nop 0 // 000000001F8C: 
	s_nop 0 // 000000001F90: 
	s_nop 0 // 000000001F94: 
	s_nop 0 // 000000001F98: 
	s_nop 0 // 000000001F9C: 
	s_nop 0 // 000000001FA0: 
	s_nop 0 // 000000001FA4: 
	s_nop 0 // 000000001FA8: 
	s_nop 0 // 000000001FAC: 
	s_nop 0 // 000000001FB0: 
	s_nop 0 // 000000001FB4: 
	s_nop 0 // 000000001FB8: 
	s_nop 0 // 000000001FBC: 
	s_nop 0 // 000000001FC0: 
	s_nop 0 // 000000001FC4: 
	s_nop 0 // 000000001FC8: 
	s_nop 0 // 000000001FCC: 
	s_nop 0 // 000000001FD0: 
	s_nop 0 // 000000001FD4: 
	s_nop 0 // 000000001FD8: 
	s_nop 0 // 000000001FDC: 
	s_nop 0 // 000000001FE0: 
	s_nop 0 // 000000001FE4: 
	s_nop 0 // 000000001FE8: 
	s_nop 0 // 000000001FEC: 
	s_nop 0 // 000000001FF0: 
	s_nop 0 // 000000001FF4: 
	s_nop 0 // 000000001FF8: 
	s_nop 0 // 000000001FFC: 
	s_nop 0 // 000000002000: 
	s_nop 0 // 000000002004: 
	s_nop 0 // 000000002008: 
	s_nop 0 // 00000000200C: 
	s_nop 0 // 000000002010: 
	s_nop 0 // 000000002014: 
	s_nop 0 // 000000002018: 
	s_nop 0 // 00000000201C: 
	s_nop 0 // 000000002020: 
	s_nop 0 // 000000002024: 
	s_nop 0 // 000000002028: 
	s_nop 0 // 00000000202C: 
	s_nop 0 // 000000002030: 
	s_nop 0 // 000000002034: 
	s_nop 0 // 000000002038: 
	s_nop 0 // 00000000203C: 
	s_nop 0 // 000000002040: 
	s_nop 0 // 000000002044: 
	s_nop 0 // 000000002048: 
	s_nop 0 // 00000000204C: 
	s_nop 0 // 000000002050: 
	s_nop 0 // 000000002054: 
	s_nop 0 // 000000002058: 
	s_nop 0 // 00000000205C: 
	s_nop 0 // 000000002060: 
	s_nop 0 // 000000002064: 
	s_nop 0 // 000000002068: 
	s_nop 0 // 00000000206C: 
	s_nop 0 // 000000002070: 
	s_nop 0 // 000000002074: 
	s_nop 0 // 000000002078: 
	s_nop 0 // 00000000207C: 
	s_nop 0 // 000000002080: 
	s_nop 0 // 000000002084: 
	s_nop 0 // 000000002088: 
	s_nop 0 // 00000000208C: 
	s_nop 0 // 000000002090: 
	s_nop 0 // 000000002094: 
	s_nop 0 // 000000002098: 
	s_nop 0 // 00000000209C: 
	s_nop 0 // 0000000020A0: 
	s_nop 0 // 0000000020A4: 
	s_nop 0 // 0000000020A8: 
	s_nop 0 // 0000000020AC: 
	s_nop 0 // 0000000020B0: 
	s_nop 0 // 0000000020B4: 
	s_nop 0 // 0000000020B8: 
	s_nop 0 // 0000000020BC: 


code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001800 <fusion_13>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0 // 000000001800: 
	v_readfirstlane_b32 s3, v0 // 000000001808: 
	s_and_b32 s18, s3, 0x1c0 // 00000000180C: 
	s_ashr_i32 s3, s2, 31 // 000000001814: 
	v_and_or_b32 v1, v0, 63, s18 // 000000001818: 
	s_lshl_b64 s[16:17], s[2:3], 16 // 000000001820: 
	s_waitcnt lgkmcnt(0) // 000000001824: 
	s_add_u32 s12, s10, s16 // 000000001828: 
	v_lshlrev_b32_e32 v22, 3, v1 // 00000000182C: 
	s_addc_u32 s10, s11, s17 // 000000001830: 
	v_or_b32_e32 v43, 0x3000, v22 // 000000001834: 
	v_or_b32_e32 v42, 0x4000, v22 // 00000000183C: 
	s_and_b32 s13, s10, 0xffff // 000000001844: 
	s_mov_b32 s15, 0x27000 // 00000000184C: 
	s_mov_b32 s14, 0x7ffffffe // 000000001854: 
	v_lshlrev_b32_e32 v147, 1, v43 // 00000000185C: 
	v_lshlrev_b32_e32 v146, 1, v42 // 000000001860: 
	buffer_load_dwordx4 v[6:9], v147, s[12:15], 0 offen // 000000001864: 
	buffer_load_dwordx4 v[2:5], v146, s[12:15], 0 offen // 00000000186C: 
	v_lshlrev_b32_e32 v153, 4, v1 // 000000001874: 
	s_mov_b32 s10, s14 // 000000001878: 
	s_and_b32 s9, s9, 0xffff // 00000000187C: 
	s_mov_b32 s11, s15 // 000000001884: 
	v_or_b32_e32 v23, 0x2000, v153 // 000000001888: 
	buffer_load_dwordx4 v[32:35], v153, s[8:11], 0 offen // 000000001890: 
	buffer_load_dwordx4 v[36:39], v23, s[8:11], 0 offen // 000000001898: 
	v_or_b32_e32 v26, 0x1000, v22 // 0000000018A0: 
	v_lshlrev_b32_e32 v149, 1, v26 // 0000000018A8: 
	buffer_load_dwordx4 v[14:17], v149, s[12:15], 0 offen // 0000000018AC: 
	buffer_load_dwordx4 v[18:21], v153, s[12:15], 0 offen // 0000000018B4: 
	v_or_b32_e32 v30, 0x2000, v22 // 0000000018BC: 
	v_lshlrev_b32_e32 v148, 1, v30 // 0000000018C4: 
	buffer_load_dwordx4 v[10:13], v148, s[12:15], 0 offen // 0000000018C8: 
	v_or_b32_e32 v137, 0x5000, v22 // 0000000018D0: 
	v_lshlrev_b32_e32 v152, 1, v137 // 0000000018D8: 
	v_or_b32_e32 v154, 0x6000, v22 // 0000000018DC: 
	v_or_b32_e32 v155, 0x7000, v22 // 0000000018E4: 
	buffer_load_dwordx4 v[44:47], v152, s[12:15], 0 offen // 0000000018EC: 
	v_bfe_i32 v23, v0, 0, 1 // 0000000018F4: 
	v_lshlrev_b32_e32 v24, 1, v0 // 0000000018FC: 
	v_lshlrev_b32_e32 v151, 1, v154 // 000000001900: 
	v_lshlrev_b32_e32 v150, 1, v155 // 000000001904: 
	v_lshlrev_b32_e32 v136, 4, v0 // 000000001908: 
	s_lshl_b64 s[8:9], s[2:3], 5 // 00000000190C: 
	v_and_b32_e32 v23, 0x2040, v23 // 000000001910: 
	v_and_b32_e32 v24, 64, v24 // 000000001918: 
	buffer_load_dwordx4 v[48:51], v151, s[12:15], 0 offen // 00000000191C: 
	buffer_load_dwordx4 v[52:55], v150, s[12:15], 0 offen // 000000001924: 
	s_add_u32 s12, s6, s8 // 00000000192C: 
	v_xor_b32_e32 v23, v23, v24 // 000000001930: 
	v_and_b32_e32 v22, 0xe30, v22 // 000000001934: 
	s_addc_u32 s6, s7, s9 // 00000000193C: 
	s_and_b32 s13, s6, 0xffff // 000000001940: 
	s_lshl_b64 s[2:3], s[2:3], 17 // 000000001948: 
	v_lshlrev_b32_e32 v156, 5, v1 // 00000000194C: 
	v_lshlrev_b32_e32 v1, 2, v26 // 000000001950: 
	v_lshlrev_b32_e32 v42, 2, v42 // 000000001954: 
	s_mov_b32 s10, 0x39800000 // 000000001958: 
	s_waitcnt vmcnt(9) // 000000001960: 
	v_and_b32_e32 v77, 0xffff0000, v6 // 000000001964: 
	s_waitcnt vmcnt(8) // 00000000196C: 
	v_and_b32_e32 v85, 0xffff0000, v2 // 000000001970: 
	v_lshlrev_b32_e32 v84, 16, v2 // 000000001978: 
	v_and_b32_e32 v2, 0x180, v136 // 00000000197C: 
	v_add_u32_e32 v2, 0, v2 // 000000001984: 
	v_add3_u32 v2, v2, v22, v23 // 000000001988: 
	v_lshlrev_b32_e32 v76, 16, v6 // 000000001990: 
	v_and_b32_e32 v79, 0xffff0000, v7 // 000000001994: 
	v_lshlrev_b32_e32 v78, 16, v7 // 00000000199C: 
	v_and_b32_e32 v89, 0xffff0000, v8 // 0000000019A0: 
	v_lshlrev_b32_e32 v88, 16, v8 // 0000000019A8: 
	v_and_b32_e32 v93, 0xffff0000, v9 // 0000000019AC: 
	v_lshlrev_b32_e32 v92, 16, v9 // 0000000019B4: 
	v_and_b32_e32 v87, 0xffff0000, v3 // 0000000019B8: 
	v_lshlrev_b32_e32 v86, 16, v3 // 0000000019C0: 
	v_and_b32_e32 v97, 0xffff0000, v4 // 0000000019C4: 
	v_lshlrev_b32_e32 v96, 16, v4 // 0000000019CC: 
	v_and_b32_e32 v99, 0xffff0000, v5 // 0000000019D0: 
	v_lshlrev_b32_e32 v98, 16, v5 // 0000000019D8: 
	s_waitcnt vmcnt(7) // 0000000019DC: 
	ds_write_b128 v2, v[32:35] // 0000000019E0: 
	s_waitcnt vmcnt(6) // 0000000019E8: 
	ds_write_b128 v2, v[36:39] offset:4096 // 0000000019EC: 
	s_waitcnt lgkmcnt(0) // 0000000019F4: 
	s_barrier // 0000000019F8: 
	buffer_load_dwordx4 v[6:9], off, s[12:15], 0 // 0000000019FC: 
	buffer_load_dwordx4 v[2:5], off, s[12:15], 0 offset:16 // 000000001A04: 
	s_add_u32 s12, s4, s2 // 000000001A0C: 
	s_addc_u32 s2, s5, s3 // 000000001A10: 
	s_and_b32 s13, s2, 0xffff // 000000001A14: 
	buffer_load_dwordx4 v[34:37], v156, s[12:15], 0 offen // 000000001A1C: 
	buffer_load_dwordx4 v[38:41], v1, s[12:15], 0 offen // 000000001A24: 
	buffer_load_dwordx4 v[22:25], v156, s[12:15], 0 offen offset:16// 000000001A2C: E05C1010 8003169C
	v_or_b32_e32 v1, 0x4000, v156 // 000000001A34: 
	buffer_load_dwordx4 v[26:29], v1, s[12:15], 0 offen offset:16// 000000001A3C: E05C1010 80031A01
	v_lshlrev_b32_e32 v1, 2, v30 // 000000001A44: 
	buffer_load_dwordx4 v[30:33], v1, s[12:15], 0 offen // 000000001A48: 
	v_or_b32_e32 v1, 0x8000, v156 // 000000001A50: 
	s_waitcnt vmcnt(12) // 000000001A58: 
	v_and_b32_e32 v65, 0xffff0000, v14 // 000000001A5C: 
	v_lshlrev_b32_e32 v64, 16, v14 // 000000001A64: 
	v_and_b32_e32 v67, 0xffff0000, v15 // 000000001A68: 
	v_lshlrev_b32_e32 v66, 16, v15 // 000000001A70: 
	v_and_b32_e32 v69, 0xffff0000, v16 // 000000001A74: 
	v_lshlrev_b32_e32 v68, 16, v16 // 000000001A7C: 
	v_and_b32_e32 v71, 0xffff0000, v17 // 000000001A80: 
	v_lshlrev_b32_e32 v70, 16, v17 // 000000001A88: 
	buffer_load_dwordx4 v[14:17], v1, s[12:15], 0 offen offset:16// 000000001A8C: E05C1010 80030E01
	v_lshlrev_b32_e32 v1, 2, v43 // 000000001A94: 
	s_waitcnt vmcnt(12) // 000000001A98: 
	v_and_b32_e32 v57, 0xffff0000, v18 // 000000001A9C: 
	v_lshlrev_b32_e32 v56, 16, v18 // 000000001AA4: 
	v_and_b32_e32 v59, 0xffff0000, v19 // 000000001AA8: 
	v_lshlrev_b32_e32 v58, 16, v19 // 000000001AB0: 
	v_and_b32_e32 v61, 0xffff0000, v20 // 000000001AB4: 
	v_lshlrev_b32_e32 v60, 16, v20 // 000000001ABC: 
	v_and_b32_e32 v63, 0xffff0000, v21 // 000000001AC0: 
	v_lshlrev_b32_e32 v62, 16, v21 // 000000001AC8: 
	buffer_load_dwordx4 v[18:21], v1, s[12:15], 0 offen // 000000001ACC: 
	v_or_b32_e32 v1, 0xc000, v156 // 000000001AD4: 
	s_waitcnt vmcnt(12) // 000000001ADC: 
	v_and_b32_e32 v73, 0xffff0000, v10 // 000000001AE0: 
	v_lshlrev_b32_e32 v72, 16, v10 // 000000001AE8: 
	v_and_b32_e32 v75, 0xffff0000, v11 // 000000001AEC: 
	v_lshlrev_b32_e32 v74, 16, v11 // 000000001AF4: 
	v_and_b32_e32 v81, 0xffff0000, v12 // 000000001AF8: 
	v_lshlrev_b32_e32 v80, 16, v12 // 000000001B00: 
	v_and_b32_e32 v83, 0xffff0000, v13 // 000000001B04: 
	v_lshlrev_b32_e32 v82, 16, v13 // 000000001B0C: 
	buffer_load_dwordx4 v[10:13], v1, s[12:15], 0 offen offset:16// 000000001B10: E05C1010 80030A01
	v_lshlrev_b32_e32 v1, 5, v0 // 000000001B18: 
	v_lshlrev_b32_e32 v0, 2, v0 // 000000001B1C: 
	v_and_b32_e32 v1, 0x180, v1 // 000000001B20: 
	v_and_b32_e32 v0, 64, v0 // 000000001B28: 
	v_and_b32_e32 v43, 0x1e30, v153 // 000000001B2C: 
	v_or3_b32 v0, v1, v0, v43 // 000000001B34: 
	v_add_u32_e32 v1, 0, v0 // 000000001B3C: 
	s_waitcnt vmcnt(12) // 000000001B40: 
	v_and_b32_e32 v101, 0xffff0000, v44 // 000000001B44: 
	v_lshlrev_b32_e32 v100, 16, v44 // 000000001B4C: 
	v_and_b32_e32 v103, 0xffff0000, v45 // 000000001B50: 
	v_lshlrev_b32_e32 v102, 16, v45 // 000000001B58: 
	v_and_b32_e32 v139, 0xffff0000, v46 // 000000001B5C: 
	v_lshlrev_b32_e32 v138, 16, v46 // 000000001B64: 
	v_and_b32_e32 v141, 0xffff0000, v47 // 000000001B68: 
	v_lshlrev_b32_e32 v140, 16, v47 // 000000001B70: 
	ds_read_b128 v[44:47], v1 // 000000001B74: 
	v_xad_u32 v0, v0, 64, 0 // 000000001B7C: 
	s_waitcnt vmcnt(11) // 000000001B84: 
	v_and_b32_e32 v113, 0xffff0000, v48 // 000000001B88: 
	v_lshlrev_b32_e32 v112, 16, v48 // 000000001B90: 
	v_and_b32_e32 v115, 0xffff0000, v49 // 000000001B94: 
	v_lshlrev_b32_e32 v114, 16, v49 // 000000001B9C: 
	v_and_b32_e32 v143, 0xffff0000, v50 // 000000001BA0: 
	v_lshlrev_b32_e32 v142, 16, v50 // 000000001BA8: 
	v_and_b32_e32 v145, 0xffff0000, v51 // 000000001BAC: 
	v_lshlrev_b32_e32 v144, 16, v51 // 000000001BB4: 
	ds_read_b128 v[48:51], v0 offset:8192 // 000000001BB8: 
	s_waitcnt vmcnt(10) // 000000001BC0: 
	v_and_b32_e32 v1, 0xffff0000, v52 // 000000001BC4: 
	v_lshlrev_b32_e32 v0, 16, v52 // 000000001BCC: 
	s_waitcnt lgkmcnt(1) // 000000001BD0: 
	v_pk_mul_f32 v[126:127], v[44:45], v[56:57] // 000000001BD4: 
	v_pk_mul_f32 v[118:119], v[44:45], v[64:65] // 000000001BDC: 
	v_pk_mul_f32 v[110:111], v[44:45], v[72:73] // 000000001BE4: 
	v_pk_mul_f32 v[106:107], v[44:45], v[76:77] // 000000001BEC: 
	v_pk_mul_f32 v[104:105], v[46:47], v[78:79] // 000000001BF4: 
	v_pk_mul_f32 v[94:95], v[44:45], v[84:85] // 000000001BFC: 
	v_pk_mul_f32 v[90:91], v[46:47], v[86:87] // 000000001C04: 
	v_pk_mul_f32 v[86:87], v[44:45], v[100:101] // 000000001C0C: 
	v_pk_mul_f32 v[78:79], v[44:45], v[112:113] // 000000001C14: 
	v_pk_mul_f32 v[0:1], v[44:45], v[0:1] // 000000001C1C: 
	v_and_b32_e32 v45, 0xffff0000, v53 // 000000001C24: 
	v_lshlrev_b32_e32 v44, 16, v53 // 000000001C2C: 
	v_pk_mul_f32 v[122:123], v[46:47], v[58:59] // 000000001C30: 
	v_pk_mul_f32 v[116:117], v[46:47], v[66:67] // 000000001C38: 
	v_pk_mul_f32 v[108:109], v[46:47], v[74:75] // 000000001C40: 
	v_pk_mul_f32 v[84:85], v[46:47], v[102:103] // 000000001C48: 
	v_pk_mul_f32 v[76:77], v[46:47], v[114:115] // 000000001C50: 
	v_pk_mul_f32 v[74:75], v[46:47], v[44:45] // 000000001C58: 
	v_and_b32_e32 v45, 0xffff0000, v54 // 000000001C60: 
	v_lshlrev_b32_e32 v44, 16, v54 // 000000001C68: 
	v_and_b32_e32 v47, 0xffff0000, v55 // 000000001C6C: 
	v_lshlrev_b32_e32 v46, 16, v55 // 000000001C74: 
	s_waitcnt lgkmcnt(0) // 000000001C78: 
	v_pk_mul_f32 v[134:135], v[48:49], v[60:61] // 000000001C7C: 
	v_pk_mul_f32 v[132:133], v[50:51], v[62:63] // 000000001C84: 
	v_pk_mul_f32 v[124:125], v[48:49], v[80:81] // 000000001C8C: 
	v_pk_mul_f32 v[120:121], v[50:51], v[82:83] // 000000001C94: 
	v_pk_mul_f32 v[82:83], v[48:49], v[44:45] // 000000001C9C: 
	v_pk_mul_f32 v[80:81], v[50:51], v[46:47] // 000000001CA4: 
	s_waitcnt vmcnt(7) // 000000001CAC: 
	v_pk_mul_f32 v[44:45], v[126:127], v[34:35] // 000000001CB0: 
	v_pk_mul_f32 v[46:47], v[122:123], v[36:37] // 000000001CB8: 
	v_pk_mul_f32 v[130:131], v[48:49], v[68:69] // 000000001CC0: 
	v_pk_mul_f32 v[114:115], v[48:49], v[88:89] // 000000001CC8: 
	v_pk_mul_f32 v[112:113], v[50:51], v[92:93] // 000000001CD0: 
	v_pk_mul_f32 v[102:103], v[48:49], v[96:97] // 000000001CD8: 
	v_pk_mul_f32 v[100:101], v[50:51], v[98:99] // 000000001CE0: 
	v_pk_mul_f32 v[98:99], v[48:49], v[138:139] // 000000001CE8: 
	v_pk_mul_f32 v[92:93], v[48:49], v[142:143] // 000000001CF0: 
	v_pk_add_f32 v[44:45], v[44:45], v[46:47] // 000000001CF8: 
	s_waitcnt vmcnt(5) // 000000001D00: 
	v_pk_mul_f32 v[46:47], v[134:135], v[22:23] // 000000001D04: 
	v_pk_mul_f32 v[48:49], v[132:133], v[24:25] // 000000001D0C: 
	v_pk_mul_f32 v[128:129], v[50:51], v[70:71] // 000000001D14: 
	v_pk_add_f32 v[46:47], v[46:47], v[48:49] // 000000001D1C: 
	v_pk_mul_f32 v[48:49], v[116:117], v[40:41] // 000000001D24: 
	v_pk_add_f32 v[44:45], v[44:45], v[46:47] // 000000001D2C: 
	v_pk_mul_f32 v[46:47], v[118:119], v[38:39] // 000000001D34: 
	v_pk_mul_f32 v[96:97], v[50:51], v[140:141] // 000000001D3C: 
	v_pk_mul_f32 v[88:89], v[50:51], v[144:145] // 000000001D44: 
	v_pk_add_f32 v[46:47], v[46:47], v[48:49] // 000000001D4C: 
	s_waitcnt vmcnt(4) // 000000001D54: 
	v_pk_mul_f32 v[48:49], v[130:131], v[26:27] // 000000001D58: 
	v_pk_mul_f32 v[50:51], v[128:129], v[28:29] // 000000001D60: 
	s_waitcnt vmcnt(2) // 000000001D68: 
	v_pk_mul_f32 v[52:53], v[120:121], v[16:17] // 000000001D6C: 
	v_pk_add_f32 v[48:49], v[48:49], v[50:51] // 000000001D74: 
	v_pk_mul_f32 v[50:51], v[108:109], v[32:33] // 000000001D7C: 
	v_pk_add_f32 v[46:47], v[46:47], v[48:49] // 000000001D84: 
	v_pk_mul_f32 v[48:49], v[110:111], v[30:31] // 000000001D8C: 
	buffer_load_dwordx4 v[70:73], v42, s[12:15], 0 offen // 000000001D94: 
	v_pk_add_f32 v[48:49], v[48:49], v[50:51] // 000000001D9C: 
	v_pk_mul_f32 v[50:51], v[124:125], v[14:15] // 000000001DA4: 
	s_lshr_b32 s6, s18, 2 // 000000001DAC: 
	v_pk_add_f32 v[50:51], v[50:51], v[52:53] // 000000001DB0: 
	v_and_b32_e32 v136, 0x70, v136 // 000000001DB8: 
	v_pk_add_f32 v[138:139], v[48:49], v[50:51] // 000000001DC0: 
	s_waitcnt vmcnt(2) // 000000001DC8: 
	v_pk_mul_f32 v[48:49], v[106:107], v[18:19] // 000000001DCC: 
	v_pk_mul_f32 v[50:51], v[104:105], v[20:21] // 000000001DD4: 
	s_nop 0 // 000000001DDC: 
	v_pk_add_f32 v[48:49], v[48:49], v[50:51] // 000000001DE0: 
	v_or_b32_e32 v50, 0x10000, v156 // 000000001DE8: 
	buffer_load_dwordx4 v[66:69], v50, s[12:15], 0 offen offset:16// 000000001DF0: E05C1010 80034232
	s_waitcnt vmcnt(2) // 000000001DF8: 
	v_pk_mul_f32 v[42:43], v[114:115], v[10:11] // 000000001DFC: 
	v_pk_mul_f32 v[50:51], v[112:113], v[12:13] // 000000001E04: 
	s_nop 0 // 000000001E0C: 
	v_pk_add_f32 v[42:43], v[42:43], v[50:51] // 000000001E10: 
	v_lshlrev_b32_e32 v50, 2, v137 // 000000001E18: 
	buffer_load_dwordx4 v[62:65], v50, s[12:15], 0 offen // 000000001E1C: 
	v_pk_add_f32 v[140:141], v[48:49], v[42:43] // 000000001E24: 
	v_or_b32_e32 v42, 0x14000, v156 // 000000001E2C: 
	buffer_load_dwordx4 v[58:61], v42, s[12:15], 0 offen offset:16// 000000001E34: E05C1010 80033A2A
	v_mov_b32_e32 v42, v44 // 000000001E3C: 
	v_mov_b32_e32 v43, v46 // 000000001E40: 
	v_mov_b32_e32 v46, v45 // 000000001E44: 
	v_lshlrev_b32_e32 v44, 2, v154 // 000000001E48: 
	v_pk_add_f32 v[142:143], v[42:43], v[46:47] // 000000001E4C: 
	v_lshlrev_b32_e32 v42, 2, v155 // 000000001E54: 
	buffer_load_dwordx4 v[54:57], v44, s[12:15], 0 offen // 000000001E58: 
	buffer_load_dwordx4 v[46:49], v42, s[12:15], 0 offen // 000000001E60: 
	v_or_b32_e32 v44, 0x18000, v156 // 000000001E68: 
	buffer_load_dwordx4 v[50:53], v44, s[12:15], 0 offen offset:16// 000000001E70: E05C1010 8003322C
	v_or_b32_e32 v42, 0x1c000, v156 // 000000001E78: 
	buffer_load_dwordx4 v[42:45], v42, s[12:15], 0 offen offset:16// 000000001E80: E05C1010 80032A2A
	v_mov_b32_dpp v144, v142 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001E88: 7F2002FA FF09188E
	v_mov_b32_dpp v145, v143 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001E90: 7F2202FA FF09188F
	v_pk_add_f32 v[142:143], v[142:143], v[144:145] // 000000001E98: 
	v_mov_b32_e32 v155, s6 // 000000001EA0: 
	s_waitcnt lgkmcnt(0) // 000000001EA4: 
	v_mov_b32_dpp v144, v142 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001EA8: 7F2002FA FF09148E
	v_mov_b32_dpp v145, v143 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001EB0: 7F2202FA FF09148F
	v_pk_add_f32 v[142:143], v[142:143], v[144:145] // 000000001EB8: 
	s_barrier // 000000001EC0: 
	v_add_u32_e32 v154, 0, v136 // 000000001EC4: 
	v_mov_b32_dpp v144, v142 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001EC8: 7F2002FA FF09128E
	v_mov_b32_dpp v145, v143 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001ED0: 7F2202FA FF09128F
	v_pk_add_f32 v[142:143], v[142:143], v[144:145] // 000000001ED8: 
	s_waitcnt vmcnt(1) // 000000001EE0: 
	v_pk_mul_f32 v[156:157], v[88:89], v[52:53] // 000000001EE4: 
	v_mov_b32_dpp v144, v142 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001EEC: 7F2002FA FF09118E
	v_mov_b32_dpp v145, v143 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001EF4: 7F2202FA FF09118F
	v_pk_add_f32 v[142:143], v[142:143], v[144:145] // 000000001EFC: 
	s_waitcnt vmcnt(0) // 000000001F04: 
	v_pk_mul_f32 v[158:159], v[80:81], v[44:45] // 000000001F08: 
	v_mov_b32_e32 v144, v142 // 000000001F10: 
	v_mov_b32_e32 v145, v143 // 000000001F14: 
	s_nop 0 // 000000001F18: 
	v_mov_b32_dpp v144, v144 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001F1C: 7F2002FA AF094290
	v_mov_b32_dpp v145, v145 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001F24: 7F2202FA AF094291
	v_pk_add_f32 v[142:143], v[142:143], v[144:145] // 000000001F2C: 
	s_nop 1 // 000000001F34: 
	v_mov_b32_dpp v144, v142 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001F38: 7F2002FA FF09438E
	v_mov_b32_dpp v145, v143 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001F40: 7F2202FA FF09438F
	v_pk_add_f32 v[142:143], v[142:143], v[144:145] // 000000001F48: 
	v_pk_mul_f32 v[144:145], v[96:97], v[60:61] // 000000001F50: 
	v_readlane_b32 s2, v142, 63 // 000000001F58: 
	v_readlane_b32 s3, v143, 63 // 000000001F60: 
	v_mov_b32_e32 v142, v138 // 000000001F68: 
	v_mov_b32_e32 v143, v140 // 000000001F6C: 
	v_mov_b32_e32 v140, v139 // 000000001F70: 
	v_pk_add_f32 v[138:139], v[142:143], v[140:141] // 000000001F74: 
	v_pk_mul_f32 v[142:143], v[100:101], v[68:69] // 000000001F7C: 
	s_nop 0 // 000000001F84: 
	v_mov_b32_dpp v140, v138 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001F88: 7F1802FA FF09188A
	v_mov_b32_dpp v141, v139 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001F90: 7F1A02FA FF09188B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000001F98: 
	s_nop 1 // 000000001FA0: 
	v_mov_b32_dpp v140, v138 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FA4: 7F1802FA FF09148A
	v_mov_b32_dpp v141, v139 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FAC: 7F1A02FA FF09148B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000001FB4: 
	s_nop 1 // 000000001FBC: 
	v_mov_b32_dpp v140, v138 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FC0: 7F1802FA FF09128A
	v_mov_b32_dpp v141, v139 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FC8: 7F1A02FA FF09128B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000001FD0: 
	s_nop 1 // 000000001FD8: 
	v_mov_b32_dpp v140, v138 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FDC: 7F1802FA FF09118A
	v_mov_b32_dpp v141, v139 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FE4: 7F1A02FA FF09118B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000001FEC: 
	s_nop 0 // 000000001FF4: 
	v_mov_b32_e32 v140, v138 // 000000001FF8: 
	v_mov_b32_e32 v141, v139 // 000000001FFC: 
	s_nop 0 // 000000002000: 
	v_mov_b32_dpp v140, v140 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002004: 7F1802FA AF09428C
	v_mov_b32_dpp v141, v141 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 00000000200C: 7F1A02FA AF09428D
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000002014: 
	s_nop 1 // 00000000201C: 
	v_mov_b32_dpp v140, v138 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002020: 7F1802FA FF09438A
	v_mov_b32_dpp v141, v139 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002028: 7F1A02FA FF09438B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000002030: 
	s_nop 0 // 000000002038: 
	v_readlane_b32 s4, v138, 63 // 00000000203C: 
	v_readlane_b32 s5, v139, 63 // 000000002044: 
	v_mov_b32_e32 v138, s2 // 00000000204C: 
	v_mov_b32_e32 v139, s3 // 000000002050: 
	v_mov_b32_e32 v140, s4 // 000000002054: 
	v_mov_b32_e32 v141, s5 // 000000002058: 
	ds_write_b128 v155, v[138:141] // 00000000205C: 
	v_pk_mul_f32 v[138:139], v[94:95], v[70:71] // 000000002064: 
	v_pk_mul_f32 v[140:141], v[90:91], v[72:73] // 00000000206C: 
	s_waitcnt lgkmcnt(0) // 000000002074: 
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000002078: 
	v_pk_mul_f32 v[140:141], v[102:103], v[66:67] // 000000002080: 
	s_barrier // 000000002088: 
	v_pk_add_f32 v[140:141], v[140:141], v[142:143] // 00000000208C: 
	v_pk_mul_f32 v[142:143], v[84:85], v[64:65] // 000000002094: 
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 00000000209C: 
	v_pk_mul_f32 v[140:141], v[86:87], v[62:63] // 0000000020A4: 
	s_nop 0 // 0000000020AC: 
	v_pk_add_f32 v[140:141], v[140:141], v[142:143] // 0000000020B0: 
	v_pk_mul_f32 v[142:143], v[98:99], v[58:59] // 0000000020B8: 
	s_nop 0 // 0000000020C0: 
	v_pk_add_f32 v[142:143], v[142:143], v[144:145] // 0000000020C4: 
	v_pk_mul_f32 v[144:145], v[76:77], v[56:57] // 0000000020CC: 
	v_pk_add_f32 v[140:141], v[140:141], v[142:143] // 0000000020D4: 
	v_pk_mul_f32 v[142:143], v[78:79], v[54:55] // 0000000020DC: 
	s_nop 0 // 0000000020E4: 
	v_pk_add_f32 v[142:143], v[142:143], v[144:145] // 0000000020E8: 
	v_pk_mul_f32 v[144:145], v[92:93], v[50:51] // 0000000020F0: 
	s_nop 0 // 0000000020F8: 
	v_pk_add_f32 v[144:145], v[144:145], v[156:157] // 0000000020FC: 
	v_pk_mul_f32 v[156:157], v[74:75], v[48:49] // 000000002104: 
	v_pk_add_f32 v[142:143], v[142:143], v[144:145] // 00000000210C: 
	v_pk_mul_f32 v[144:145], v[0:1], v[46:47] // 000000002114: 
	s_nop 0 // 00000000211C: 
	v_pk_add_f32 v[144:145], v[144:145], v[156:157] // 000000002120: 
	v_pk_mul_f32 v[156:157], v[82:83], v[42:43] // 000000002128: 
	s_nop 0 // 000000002130: 
	v_pk_add_f32 v[156:157], v[156:157], v[158:159] // 000000002134: 
	s_nop 0 // 00000000213C: 
	v_pk_add_f32 v[144:145], v[144:145], v[156:157] // 000000002140: 
	v_mov_b32_e32 v156, v138 // 000000002148: 
	v_mov_b32_e32 v157, v140 // 00000000214C: 
	v_mov_b32_e32 v140, v139 // 000000002150: 
	v_pk_add_f32 v[138:139], v[156:157], v[140:141] // 000000002154: 
	s_nop 1 // 00000000215C: 
	v_mov_b32_dpp v140, v138 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002160: 7F1802FA FF09188A
	v_mov_b32_dpp v141, v139 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002168: 7F1A02FA FF09188B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000002170: 
	s_nop 1 // 000000002178: 
	v_mov_b32_dpp v140, v138 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000217C: 7F1802FA FF09148A
	v_mov_b32_dpp v141, v139 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002184: 7F1A02FA FF09148B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 00000000218C: 
	s_nop 1 // 000000002194: 
	v_mov_b32_dpp v140, v138 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002198: 7F1802FA FF09128A
	v_mov_b32_dpp v141, v139 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021A0: 7F1A02FA FF09128B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 0000000021A8: 
	s_nop 1 // 0000000021B0: 
	v_mov_b32_dpp v140, v138 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021B4: 7F1802FA FF09118A
	v_mov_b32_dpp v141, v139 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021BC: 7F1A02FA FF09118B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 0000000021C4: 
	s_nop 0 // 0000000021CC: 
	v_mov_b32_e32 v140, v138 // 0000000021D0: 
	v_mov_b32_e32 v141, v139 // 0000000021D4: 
	s_nop 0 // 0000000021D8: 
	v_mov_b32_dpp v140, v140 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000021DC: 7F1802FA AF09428C
	v_mov_b32_dpp v141, v141 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000021E4: 7F1A02FA AF09428D
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 0000000021EC: 
	s_nop 1 // 0000000021F4: 
	v_mov_b32_dpp v140, v138 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021F8: 7F1802FA FF09438A
	v_mov_b32_dpp v141, v139 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002200: 7F1A02FA FF09438B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000002208: 
	s_nop 0 // 000000002210: 
	v_readlane_b32 s2, v138, 63 // 000000002214: 
	v_readlane_b32 s3, v139, 63 // 00000000221C: 
	v_mov_b32_e32 v138, v142 // 000000002224: 
	v_mov_b32_e32 v139, v144 // 000000002228: 
	v_mov_b32_e32 v144, v143 // 00000000222C: 
	v_pk_add_f32 v[138:139], v[138:139], v[144:145] // 000000002230: 
	s_nop 1 // 000000002238: 
	v_mov_b32_dpp v140, v138 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000223C: 7F1802FA FF09188A
	v_mov_b32_dpp v141, v139 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002244: 7F1A02FA FF09188B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 00000000224C: 
	s_nop 1 // 000000002254: 
	v_mov_b32_dpp v140, v138 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002258: 7F1802FA FF09148A
	v_mov_b32_dpp v141, v139 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002260: 7F1A02FA FF09148B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000002268: 
	s_nop 1 // 000000002270: 
	v_mov_b32_dpp v140, v138 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002274: 7F1802FA FF09128A
	v_mov_b32_dpp v141, v139 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000227C: 7F1A02FA FF09128B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 000000002284: 
	s_nop 1 // 00000000228C: 
	v_mov_b32_dpp v140, v138 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002290: 7F1802FA FF09118A
	v_mov_b32_dpp v141, v139 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002298: 7F1A02FA FF09118B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 0000000022A0: 
	s_nop 0 // 0000000022A8: 
	v_mov_b32_e32 v140, v138 // 0000000022AC: 
	v_mov_b32_e32 v141, v139 // 0000000022B0: 
	s_nop 0 // 0000000022B4: 
	v_mov_b32_dpp v140, v140 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000022B8: 7F1802FA AF09428C
	v_mov_b32_dpp v141, v141 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000022C0: 7F1A02FA AF09428D
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 0000000022C8: 
	s_nop 1 // 0000000022D0: 
	v_mov_b32_dpp v140, v138 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000022D4: 7F1802FA FF09438A
	v_mov_b32_dpp v141, v139 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000022DC: 7F1A02FA FF09438B
	v_pk_add_f32 v[138:139], v[138:139], v[140:141] // 0000000022E4: 
	v_mov_b32_e32 v140, s2 // 0000000022EC: 
	v_readlane_b32 s4, v138, 63 // 0000000022F0: 
	v_readlane_b32 s5, v139, 63 // 0000000022F8: 
	ds_read_b128 v[136:139], v154 // 000000002300: 
	v_mov_b32_e32 v141, s3 // 000000002308: 
	v_mov_b32_e32 v142, s4 // 00000000230C: 
	v_mov_b32_e32 v143, s5 // 000000002310: 
	s_waitcnt lgkmcnt(0) // 000000002314: 
	s_barrier // 000000002318: 
	ds_write_b128 v155, v[140:143] // 00000000231C: 
	v_mov_b32_e32 v140, v136 // 000000002324: 
	s_waitcnt lgkmcnt(0) // 000000002328: 
	s_barrier // 00000000232C: 
	v_mov_b32_dpp v140, v140 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002330: 7F1802FA FF01418C
	s_load_dwordx4 s[4:7], s[0:1], 0x20 // 000000002338: 
	s_waitcnt lgkmcnt(0) // 000000002340: 
	s_add_u32 s12, s4, s8 // 000000002344: 
	v_mov_b32_dpp v140, v140 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002348: 7F1802FA FF001B8C
	v_add_f32_e32 v140, v136, v140 // 000000002350: 
	v_mov_b32_e32 v136, v137 // 000000002354: 
	s_addc_u32 s0, s5, s9 // 000000002358: 
	s_and_b32 s13, s0, 0xffff // 00000000235C: 
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002364: 7F1002FA FF014188
	s_movk_i32 s8, 0x7fff // 00000000236C: 
	s_mov_b32 s9, 0x5040100 // 000000002370: 
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002378: 7F1002FA FF001B88
	v_add_f32_e32 v141, v137, v136 // 000000002380: 
	v_mov_b32_e32 v136, v138 // 000000002384: 
	s_nop 1 // 000000002388: 
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf// 00000000238C: 7F1002FA FF014188
	s_nop 1 // 000000002394: 
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002398: 7F1002FA FF001B88
	v_add_f32_e32 v142, v138, v136 // 0000000023A0: 
	v_mov_b32_e32 v136, v139 // 0000000023A4: 
	s_nop 1 // 0000000023A8: 
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000023AC: 7F1002FA FF014188
	s_nop 1 // 0000000023B4: 
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000023B8: 7F1002FA FF001B88
	v_add_f32_e32 v143, v139, v136 // 0000000023C0: 
	ds_read_b128 v[136:139], v154 // 0000000023C4: 
	s_waitcnt lgkmcnt(0) // 0000000023CC: 
	v_mov_b32_e32 v144, v136 // 0000000023D0: 
	s_nop 1 // 0000000023D4: 
	v_mov_b32_dpp v144, v144 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000023D8: 7F2002FA FF014190
	s_nop 1 // 0000000023E0: 
	v_mov_b32_dpp v144, v144 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000023E4: 7F2002FA FF001B90
	v_add_f32_e32 v144, v136, v144 // 0000000023EC: 
	v_mov_b32_e32 v136, v137 // 0000000023F0: 
	s_nop 1 // 0000000023F4: 
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000023F8: 7F1002FA FF014188
	s_nop 1 // 000000002400: 
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002404: 7F1002FA FF001B88
	v_add_f32_e32 v145, v137, v136 // 00000000240C: 
	v_mov_b32_e32 v136, v138 // 000000002410: 
	s_nop 1 // 000000002414: 
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002418: 7F1002FA FF014188
	s_nop 1 // 000000002420: 
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002424: 7F1002FA FF001B88
	v_add_f32_e32 v156, v138, v136 // 00000000242C: 
	v_mov_b32_e32 v136, v139 // 000000002430: 
	s_nop 1 // 000000002434: 
	v_mov_b32_dpp v136, v136 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002438: 7F1002FA FF014188
	s_nop 1 // 000000002440: 
	v_mov_b32_dpp v136, v136 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002444: 7F1002FA FF001B88
	v_add_f32_e32 v157, v139, v136 // 00000000244C: 
	v_mov_b32_e32 v136, v140 // 000000002450: 
	s_nop 1 // 000000002454: 
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002458: 7F1002FA FF004E88
	v_add_f32_e32 v136, v140, v136 // 000000002460: 
	v_mov_b32_e32 v137, v136 // 000000002464: 
	s_nop 1 // 000000002468: 
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000246C: 7F1202FA FF00B189
	v_add_f32_e32 v140, v136, v137 // 000000002474: 
	v_mov_b32_e32 v136, v141 // 000000002478: 
	s_nop 1 // 00000000247C: 
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002480: 7F1002FA FF004E88
	v_add_f32_e32 v136, v141, v136 // 000000002488: 
	v_mov_b32_e32 v137, v136 // 00000000248C: 
	s_nop 1 // 000000002490: 
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002494: 7F1202FA FF00B189
	v_add_f32_e32 v141, v136, v137 // 00000000249C: 
	v_mov_b32_e32 v136, v142 // 0000000024A0: 
	s_nop 1 // 0000000024A4: 
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000024A8: 7F1002FA FF004E88
	v_add_f32_e32 v136, v142, v136 // 0000000024B0: 
	v_mov_b32_e32 v137, v136 // 0000000024B4: 
	s_nop 1 // 0000000024B8: 
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000024BC: 7F1202FA FF00B189
	v_add_f32_e32 v142, v136, v137 // 0000000024C4: 
	v_mov_b32_e32 v136, v143 // 0000000024C8: 
	s_nop 1 // 0000000024CC: 
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000024D0: 7F1002FA FF004E88
	v_add_f32_e32 v136, v143, v136 // 0000000024D8: 
	v_mov_b32_e32 v137, v136 // 0000000024DC: 
	s_nop 1 // 0000000024E0: 
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000024E4: 7F1202FA FF00B189
	v_add_f32_e32 v143, v136, v137 // 0000000024EC: 
	buffer_load_dwordx4 v[136:139], off, s[12:15], 0 // 0000000024F0: 
	s_waitcnt vmcnt(0) // 0000000024F8: 
	v_mul_f32_e32 v140, v140, v136 // 0000000024FC: 
	v_mov_b32_e32 v136, v144 // 000000002500: 
	v_mul_f32_e32 v141, v141, v137 // 000000002504: 
	v_mul_f32_e32 v142, v142, v138 // 000000002508: 
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 00000000250C: 7F1002FA FF004E88
	v_add_f32_e32 v136, v144, v136 // 000000002514: 
	v_mov_b32_e32 v137, v136 // 000000002518: 
	v_mul_f32_e32 v143, v143, v139 // 00000000251C: 
	s_nop 0 // 000000002520: 
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002524: 7F1202FA FF00B189
	v_add_f32_e32 v144, v136, v137 // 00000000252C: 
	v_mov_b32_e32 v136, v145 // 000000002530: 
	s_nop 1 // 000000002534: 
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002538: 7F1002FA FF004E88
	v_add_f32_e32 v136, v145, v136 // 000000002540: 
	v_mov_b32_e32 v137, v136 // 000000002544: 
	s_nop 1 // 000000002548: 
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000254C: 7F1202FA FF00B189
	v_add_f32_e32 v145, v136, v137 // 000000002554: 
	v_mov_b32_e32 v136, v156 // 000000002558: 
	s_nop 1 // 00000000255C: 
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002560: 7F1002FA FF004E88
	v_add_f32_e32 v136, v156, v136 // 000000002568: 
	v_mov_b32_e32 v137, v136 // 00000000256C: 
	s_nop 1 // 000000002570: 
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002574: 7F1202FA FF00B189
	v_add_f32_e32 v156, v136, v137 // 00000000257C: 
	v_mov_b32_e32 v136, v157 // 000000002580: 
	s_nop 1 // 000000002584: 
	v_mov_b32_dpp v136, v136 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002588: 7F1002FA FF004E88
	v_add_f32_e32 v136, v157, v136 // 000000002590: 
	v_mov_b32_e32 v137, v136 // 000000002594: 
	s_nop 1 // 000000002598: 
	v_mov_b32_dpp v137, v137 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000259C: 7F1202FA FF00B189
	v_add_f32_e32 v157, v136, v137 // 0000000025A4: 
	buffer_load_dwordx4 v[136:139], off, s[12:15], 0 offset:16 // 0000000025A8: 
	s_waitcnt lgkmcnt(0) // 0000000025B0: 
	s_barrier // 0000000025B4: 
	s_add_u32 s12, s6, s16 // 0000000025B8: 
	s_waitcnt vmcnt(0) // 0000000025BC: 
	v_mul_f32_e32 v144, v144, v136 // 0000000025C0: 
	v_mul_f32_e32 v136, 0x39800000, v140 // 0000000025C4: 
	v_mul_f32_e32 v137, v145, v137 // 0000000025CC: 
	v_pk_mul_f32 v[34:35], v[34:35], v[136:137] op_sel_hi:[1,0]// 0000000025D0: D3B14022 08031122
	v_pk_mul_f32 v[36:37], v[36:37], v[136:137] op_sel_hi:[1,0]// 0000000025D8: D3B14024 08031124
	v_pk_mul_f32 v[22:23], v[22:23], v[136:137] op_sel_hi:[1,0]// 0000000025E0: D3B14016 08031116
	v_pk_mul_f32 v[24:25], v[24:25], v[136:137] op_sel_hi:[1,0]// 0000000025E8: D3B14018 08031118
	v_mul_f32_e32 v136, 0x39800000, v141 // 0000000025F0: 
	v_mul_f32_e32 v138, v156, v138 // 0000000025F8: 
	v_mul_f32_e32 v139, v157, v139 // 0000000025FC: 
	v_pk_mul_f32 v[156:157], v[38:39], v[136:137] op_sel_hi:[1,0]// 000000002600: D3B1409C 08031126
	v_mul_f32_e32 v38, 0x39800000, v142 // 000000002608: 
	v_pk_mul_f32 v[164:165], v[14:15], v[38:39] op_sel_hi:[1,0]// 000000002610: D3B140A4 08024D0E
	v_mul_f32_e32 v14, 0x39800000, v143 // 000000002618: 
	v_pk_mul_f32 v[170:171], v[10:11], v[14:15] op_sel_hi:[1,0]// 000000002620: D3B140AA 08021D0A
	v_mul_f32_e32 v10, 0x39800000, v144 // 000000002628: 
	v_pk_mul_f32 v[158:159], v[40:41], v[136:137] op_sel_hi:[1,0]// 000000002630: D3B1409E 08031128
	v_pk_mul_f32 v[160:161], v[30:31], v[38:39] op_sel_hi:[1,0]// 000000002638: D3B140A0 08024D1E
	v_pk_mul_f32 v[162:163], v[32:33], v[38:39] op_sel_hi:[1,0]// 000000002640: D3B140A2 08024D20
	v_pk_mul_f32 v[166:167], v[16:17], v[38:39] op_sel_hi:[1,0]// 000000002648: D3B140A6 08024D10
	v_pk_mul_f32 v[38:39], v[70:71], v[10:11] op_sel_hi:[1,0] // 000000002650: 
	v_pk_mul_f32 v[40:41], v[72:73], v[10:11] op_sel_hi:[1,0] // 000000002658: 
	v_pk_mul_f32 v[66:67], v[66:67], v[10:11] op_sel_hi:[1,0] // 000000002660: 
	v_pk_mul_f32 v[68:69], v[68:69], v[10:11] op_sel_hi:[1,0] // 000000002668: 
	v_mul_f32_e32 v10, 0x39800000, v137 // 000000002670: 
	v_pk_mul_f32 v[62:63], v[62:63], v[10:11] op_sel_hi:[1,0] // 000000002678: 
	v_pk_mul_f32 v[64:65], v[64:65], v[10:11] op_sel_hi:[1,0] // 000000002680: 
	v_pk_mul_f32 v[58:59], v[58:59], v[10:11] op_sel_hi:[1,0] // 000000002688: 
	v_pk_mul_f32 v[60:61], v[60:61], v[10:11] op_sel_hi:[1,0] // 000000002690: 
	v_mul_f32_e32 v10, 0x39800000, v138 // 000000002698: 
	v_pk_mul_f32 v[26:27], v[26:27], v[136:137] op_sel_hi:[1,0]// 0000000026A0: D3B1401A 0803111A
	v_pk_mul_f32 v[28:29], v[28:29], v[136:137] op_sel_hi:[1,0]// 0000000026A8: D3B1401C 0803111C
	v_pk_mul_f32 v[70:71], v[54:55], v[10:11] op_sel_hi:[1,0] // 0000000026B0: 
	v_pk_mul_f32 v[56:57], v[56:57], v[10:11] op_sel_hi:[1,0] // 0000000026B8: 
	v_pk_mul_f32 v[72:73], v[50:51], v[10:11] op_sel_hi:[1,0] // 0000000026C0: 
	v_pk_mul_f32 v[136:137], v[52:53], v[10:11] op_sel_hi:[1,0]// 0000000026C8: D3B14088 08021534
	v_mul_f32_e32 v10, 0x39800000, v139 // 0000000026D0: 
	v_pk_mul_f32 v[138:139], v[46:47], v[10:11] op_sel_hi:[1,0]// 0000000026D8: D3B1408A 0802152E
	v_pk_mul_f32 v[140:141], v[48:49], v[10:11] op_sel_hi:[1,0]// 0000000026E0: D3B1408C 08021530
	v_pk_mul_f32 v[142:143], v[42:43], v[10:11] op_sel_hi:[1,0]// 0000000026E8: D3B1408E 0802152A
	v_pk_mul_f32 v[144:145], v[44:45], v[10:11] op_sel_hi:[1,0]// 0000000026F0: D3B14090 0802152C
	v_pk_mul_f32 v[10:11], v[126:127], v[6:7] op_sel_hi:[1,0] // 0000000026F8: 
	v_pk_mul_f32 v[168:169], v[18:19], v[14:15] op_sel_hi:[1,0]// 000000002700: D3B140A8 08021D12
	v_pk_add_f32 v[10:11], v[10:11], v[34:35] // 000000002708: 
	v_pk_mul_f32 v[20:21], v[20:21], v[14:15] op_sel_hi:[1,0] // 000000002710: 
	v_pk_add_f32 v[30:31], v[34:35], v[10:11] // 000000002718: 
	v_pk_mul_f32 v[10:11], v[122:123], v[6:7] op_sel_hi:[1,0] // 000000002720: 
	v_pk_mul_f32 v[172:173], v[12:13], v[14:15] op_sel_hi:[1,0]// 000000002728: D3B140AC 08021D0C
	v_pk_add_f32 v[10:11], v[10:11], v[36:37] // 000000002730: 
	v_pk_mul_f32 v[12:13], v[116:117], v[6:7] op_sel:[0,1] // 000000002738: 
	v_pk_add_f32 v[32:33], v[36:37], v[10:11] // 000000002740: 
	v_pk_mul_f32 v[10:11], v[134:135], v[6:7] op_sel_hi:[1,0] // 000000002748: 
	v_pk_mul_f32 v[14:15], v[130:131], v[6:7] op_sel:[0,1] // 000000002750: 
	v_pk_add_f32 v[10:11], v[10:11], v[22:23] // 000000002758: 
	v_pk_add_f32 v[14:15], v[14:15], v[26:27] // 000000002760: 
	v_pk_add_f32 v[34:35], v[22:23], v[10:11] // 000000002768: 
	v_pk_mul_f32 v[10:11], v[132:133], v[6:7] op_sel_hi:[1,0] // 000000002770: 
	v_pk_add_f32 v[16:17], v[26:27], v[14:15] // 000000002778: 
	v_pk_add_f32 v[10:11], v[10:11], v[24:25] // 000000002780: 
	v_pk_add_f32 v[12:13], v[12:13], v[158:159] // 000000002788: 
	v_pk_add_f32 v[36:37], v[24:25], v[10:11] // 000000002790: 
	v_pk_mul_f32 v[10:11], v[118:119], v[6:7] op_sel:[0,1] // 000000002798: 
	v_pk_mul_f32 v[6:7], v[128:129], v[6:7] op_sel:[0,1] // 0000000027A0: 
	v_pk_add_f32 v[10:11], v[10:11], v[156:157] // 0000000027A8: 
	v_pk_add_f32 v[6:7], v[6:7], v[28:29] // 0000000027B0: 
	v_pk_mul_f32 v[14:15], v[108:109], v[8:9] op_sel_hi:[1,0] // 0000000027B8: 
	v_pk_add_f32 v[22:23], v[28:29], v[6:7] // 0000000027C0: 
	v_mov_b32_e32 v28, v9 // 0000000027C8: 
	v_pk_mul_f32 v[26:27], v[104:105], v[28:29] op_sel_hi:[1,0]// 0000000027CC: D3B1401A 08023968
	v_pk_mul_f32 v[6:7], v[110:111], v[8:9] op_sel_hi:[1,0] // 0000000027D4: 
	v_pk_mul_f32 v[18:19], v[124:125], v[8:9] op_sel_hi:[1,0] // 0000000027DC: 
	v_pk_mul_f32 v[24:25], v[120:121], v[8:9] op_sel_hi:[1,0] // 0000000027E4: 
	v_pk_add_f32 v[26:27], v[26:27], v[20:21] // 0000000027EC: 
	v_pk_add_f32 v[10:11], v[156:157], v[10:11] // 0000000027F4: 
	v_pk_add_f32 v[12:13], v[158:159], v[12:13] // 0000000027FC: 
	v_pk_add_f32 v[6:7], v[6:7], v[160:161] // 000000002804: 
	v_pk_add_f32 v[14:15], v[14:15], v[162:163] // 00000000280C: 
	v_pk_add_f32 v[18:19], v[18:19], v[164:165] // 000000002814: 
	v_pk_add_f32 v[24:25], v[24:25], v[166:167] // 00000000281C: 
	v_pk_mul_f32 v[8:9], v[106:107], v[28:29] op_sel_hi:[1,0] // 000000002824: 
	v_pk_add_f32 v[20:21], v[20:21], v[26:27] // 00000000282C: 
	v_pk_mul_f32 v[26:27], v[114:115], v[28:29] op_sel_hi:[1,0]// 000000002834: D3B1401A 08023972
	v_pk_mul_f32 v[28:29], v[112:113], v[28:29] op_sel_hi:[1,0]// 00000000283C: D3B1401C 08023970
	v_pk_add_f32 v[42:43], v[30:31], v[32:33] // 000000002844: 
	v_pk_add_f32 v[44:45], v[34:35], v[36:37] // 00000000284C: 
	v_pk_add_f32 v[6:7], v[160:161], v[6:7] // 000000002854: 
	v_pk_add_f32 v[14:15], v[162:163], v[14:15] // 00000000285C: 
	v_pk_add_f32 v[18:19], v[164:165], v[18:19] // 000000002864: 
	v_pk_add_f32 v[24:25], v[166:167], v[24:25] // 00000000286C: 
	v_pk_add_f32 v[8:9], v[8:9], v[168:169] // 000000002874: 
	v_pk_add_f32 v[26:27], v[26:27], v[170:171] // 00000000287C: 
	v_pk_add_f32 v[28:29], v[28:29], v[172:173] // 000000002884: 
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] // 00000000288C: 
	v_pk_add_f32 v[44:45], v[10:11], v[12:13] // 000000002894: 
	v_pk_add_f32 v[46:47], v[16:17], v[22:23] // 00000000289C: 
	v_pk_add_f32 v[8:9], v[168:169], v[8:9] // 0000000028A4: 
	v_pk_add_f32 v[26:27], v[170:171], v[26:27] // 0000000028AC: 
	v_pk_add_f32 v[28:29], v[172:173], v[28:29] // 0000000028B4: 
	v_pk_add_f32 v[44:45], v[44:45], v[46:47] // 0000000028BC: 
	v_pk_add_f32 v[46:47], v[6:7], v[14:15] // 0000000028C4: 
	v_pk_add_f32 v[48:49], v[18:19], v[24:25] // 0000000028CC: 
	v_pk_add_f32 v[50:51], v[26:27], v[28:29] // 0000000028D4: 
	v_pk_add_f32 v[46:47], v[46:47], v[48:49] // 0000000028DC: 
	v_pk_add_f32 v[48:49], v[8:9], v[20:21] // 0000000028E4: 
	s_nop 0 // 0000000028EC: 
	v_pk_add_f32 v[48:49], v[48:49], v[50:51] // 0000000028F0: 
	v_mov_b32_e32 v50, v42 // 0000000028F8: 
	v_mov_b32_e32 v51, v44 // 0000000028FC: 
	v_mov_b32_e32 v44, v43 // 000000002900: 
	v_pk_add_f32 v[42:43], v[50:51], v[44:45] // 000000002904: 
	s_nop 1 // 00000000290C: 
	v_mov_b32_dpp v44, v42 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002910: 7E5802FA FF09182A
	v_mov_b32_dpp v45, v43 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002918: 7E5A02FA FF09182B
	v_pk_add_f32 v[42:43], v[44:45], v[42:43] // 000000002920: 
	s_nop 1 // 000000002928: 
	v_mov_b32_dpp v44, v42 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000292C: 7E5802FA FF09142A
	v_mov_b32_dpp v45, v43 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002934: 7E5A02FA FF09142B
	v_pk_add_f32 v[42:43], v[44:45], v[42:43] // 00000000293C: 
	s_nop 1 // 000000002944: 
	v_mov_b32_dpp v44, v42 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002948: 7E5802FA FF09122A
	v_mov_b32_dpp v45, v43 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002950: 7E5A02FA FF09122B
	v_pk_add_f32 v[42:43], v[44:45], v[42:43] // 000000002958: 
	s_nop 1 // 000000002960: 
	v_mov_b32_dpp v44, v42 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002964: 7E5802FA FF09112A
	v_mov_b32_dpp v45, v43 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000296C: 7E5A02FA FF09112B
	v_pk_add_f32 v[42:43], v[44:45], v[42:43] // 000000002974: 
	s_nop 0 // 00000000297C: 
	v_mov_b32_e32 v44, v42 // 000000002980: 
	v_mov_b32_e32 v45, v43 // 000000002984: 
	s_nop 0 // 000000002988: 
	v_mov_b32_dpp v44, v44 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 00000000298C: 7E5802FA AF09422C
	v_mov_b32_dpp v45, v45 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002994: 7E5A02FA AF09422D
	v_pk_add_f32 v[42:43], v[44:45], v[42:43] // 00000000299C: 
	s_nop 1 // 0000000029A4: 
	v_mov_b32_dpp v44, v42 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000029A8: 7E5802FA FF09432A
	v_mov_b32_dpp v45, v43 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000029B0: 7E5A02FA FF09432B
	v_pk_add_f32 v[42:43], v[44:45], v[42:43] // 0000000029B8: 
	s_nop 0 // 0000000029C0: 
	v_readlane_b32 s0, v42, 63 // 0000000029C4: 
	v_readlane_b32 s1, v43, 63 // 0000000029CC: 
	v_mov_b32_e32 v42, v46 // 0000000029D4: 
	v_mov_b32_e32 v43, v48 // 0000000029D8: 
	v_mov_b32_e32 v48, v47 // 0000000029DC: 
	v_pk_add_f32 v[42:43], v[42:43], v[48:49] // 0000000029E0: 
	s_nop 1 // 0000000029E8: 
	v_mov_b32_dpp v44, v42 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000029EC: 7E5802FA FF09182A
	v_mov_b32_dpp v45, v43 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000029F4: 7E5A02FA FF09182B
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] // 0000000029FC: 
	s_nop 1 // 000000002A04: 
	v_mov_b32_dpp v44, v42 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A08: 7E5802FA FF09142A
	v_mov_b32_dpp v45, v43 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A10: 7E5A02FA FF09142B
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] // 000000002A18: 
	s_nop 1 // 000000002A20: 
	v_mov_b32_dpp v44, v42 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A24: 7E5802FA FF09122A
	v_mov_b32_dpp v45, v43 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A2C: 7E5A02FA FF09122B
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] // 000000002A34: 
	s_nop 1 // 000000002A3C: 
	v_mov_b32_dpp v44, v42 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A40: 7E5802FA FF09112A
	v_mov_b32_dpp v45, v43 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A48: 7E5A02FA FF09112B
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] // 000000002A50: 
	s_nop 0 // 000000002A58: 
	v_mov_b32_e32 v44, v42 // 000000002A5C: 
	v_mov_b32_e32 v45, v43 // 000000002A60: 
	s_nop 0 // 000000002A64: 
	v_mov_b32_dpp v44, v44 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002A68: 7E5802FA AF09422C
	v_mov_b32_dpp v45, v45 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002A70: 7E5A02FA AF09422D
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] // 000000002A78: 
	s_nop 1 // 000000002A80: 
	v_mov_b32_dpp v44, v42 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A84: 7E5802FA FF09432A
	v_mov_b32_dpp v45, v43 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A8C: 7E5A02FA FF09432B
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] // 000000002A94: 
	s_nop 0 // 000000002A9C: 
	v_readlane_b32 s2, v42, 63 // 000000002AA0: 
	v_readlane_b32 s3, v43, 63 // 000000002AA8: 
	v_mov_b32_e32 v42, s0 // 000000002AB0: 
	v_mov_b32_e32 v43, s1 // 000000002AB4: 
	v_mov_b32_e32 v44, s2 // 000000002AB8: 
	v_mov_b32_e32 v45, s3 // 000000002ABC: 
	ds_write_b128 v155, v[42:45] // 000000002AC0: 
	v_pk_mul_f32 v[42:43], v[94:95], v[2:3] op_sel_hi:[1,0] // 000000002AC8: 
	v_pk_mul_f32 v[44:45], v[84:85], v[2:3] op_sel:[0,1] // 000000002AD0: 
	v_pk_add_f32 v[42:43], v[42:43], v[38:39] // 000000002AD8: 
	v_pk_add_f32 v[44:45], v[44:45], v[64:65] // 000000002AE0: 
	v_pk_add_f32 v[38:39], v[38:39], v[42:43] // 000000002AE8: 
	v_pk_mul_f32 v[42:43], v[90:91], v[2:3] op_sel_hi:[1,0] // 000000002AF0: 
	v_pk_add_f32 v[46:47], v[64:65], v[44:45] // 000000002AF8: 
	v_pk_add_f32 v[42:43], v[42:43], v[40:41] // 000000002B00: 
	v_pk_mul_f32 v[44:45], v[98:99], v[2:3] op_sel:[0,1] // 000000002B08: 
	v_pk_add_f32 v[42:43], v[40:41], v[42:43] // 000000002B10: 
	v_pk_mul_f32 v[40:41], v[102:103], v[2:3] op_sel_hi:[1,0] // 000000002B18: 
	v_pk_add_f32 v[44:45], v[44:45], v[58:59] // 000000002B20: 
	v_pk_add_f32 v[40:41], v[40:41], v[66:67] // 000000002B28: 
	v_pk_add_f32 v[52:53], v[58:59], v[44:45] // 000000002B30: 
	v_pk_add_f32 v[48:49], v[66:67], v[40:41] // 000000002B38: 
	v_pk_mul_f32 v[40:41], v[100:101], v[2:3] op_sel_hi:[1,0] // 000000002B40: 
	s_waitcnt lgkmcnt(0) // 000000002B48: 
	v_pk_add_f32 v[40:41], v[40:41], v[68:69] // 000000002B4C: 
	s_barrier // 000000002B54: 
	v_pk_add_f32 v[54:55], v[68:69], v[40:41] // 000000002B58: 
	v_pk_mul_f32 v[40:41], v[86:87], v[2:3] op_sel:[0,1] // 000000002B60: 
	v_pk_mul_f32 v[2:3], v[96:97], v[2:3] op_sel:[0,1] // 000000002B68: 
	v_pk_add_f32 v[40:41], v[40:41], v[62:63] // 000000002B70: 
	v_pk_add_f32 v[2:3], v[2:3], v[60:61] // 000000002B78: 
	v_pk_add_f32 v[40:41], v[62:63], v[40:41] // 000000002B80: 
	v_pk_add_f32 v[60:61], v[60:61], v[2:3] // 000000002B88: 
	v_pk_mul_f32 v[2:3], v[78:79], v[4:5] op_sel_hi:[1,0] // 000000002B90: 
	v_pk_add_f32 v[68:69], v[52:53], v[60:61] // 000000002B98: 
	v_pk_add_f32 v[2:3], v[2:3], v[70:71] // 000000002BA0: 
	s_nop 0 // 000000002BA8: 
	v_pk_add_f32 v[44:45], v[70:71], v[2:3] // 000000002BAC: 
	v_pk_mul_f32 v[2:3], v[76:77], v[4:5] op_sel_hi:[1,0] // 000000002BB4: 
	s_nop 0 // 000000002BBC: 
	v_pk_add_f32 v[2:3], v[2:3], v[56:57] // 000000002BC0: 
	s_nop 0 // 000000002BC8: 
	v_pk_add_f32 v[50:51], v[56:57], v[2:3] // 000000002BCC: 
	v_pk_mul_f32 v[2:3], v[92:93], v[4:5] op_sel_hi:[1,0] // 000000002BD4: 
	s_nop 0 // 000000002BDC: 
	v_pk_add_f32 v[2:3], v[2:3], v[72:73] // 000000002BE0: 
	s_nop 0 // 000000002BE8: 
	v_pk_add_f32 v[56:57], v[72:73], v[2:3] // 000000002BEC: 
	v_pk_mul_f32 v[2:3], v[88:89], v[4:5] op_sel_hi:[1,0] // 000000002BF4: 
	s_nop 0 // 000000002BFC: 
	v_pk_add_f32 v[2:3], v[2:3], v[136:137] // 000000002C00: 
	s_nop 0 // 000000002C08: 
	v_pk_add_f32 v[62:63], v[136:137], v[2:3] // 000000002C0C: 
	v_mov_b32_e32 v2, v5 // 000000002C14: 
	v_pk_mul_f32 v[0:1], v[0:1], v[2:3] op_sel_hi:[1,0] // 000000002C18: 
	v_pk_add_f32 v[70:71], v[56:57], v[62:63] // 000000002C20: 
	v_pk_add_f32 v[0:1], v[0:1], v[138:139] // 000000002C28: 
	s_nop 0 // 000000002C30: 
	v_pk_add_f32 v[4:5], v[138:139], v[0:1] // 000000002C34: 
	v_pk_mul_f32 v[0:1], v[74:75], v[2:3] op_sel_hi:[1,0] // 000000002C3C: 
	s_nop 0 // 000000002C44: 
	v_pk_add_f32 v[0:1], v[0:1], v[140:141] // 000000002C48: 
	s_nop 0 // 000000002C50: 
	v_pk_add_f32 v[58:59], v[140:141], v[0:1] // 000000002C54: 
	v_pk_mul_f32 v[0:1], v[82:83], v[2:3] op_sel_hi:[1,0] // 000000002C5C: 
	s_nop 0 // 000000002C64: 
	v_pk_add_f32 v[0:1], v[0:1], v[142:143] // 000000002C68: 
	s_nop 0 // 000000002C70: 
	v_pk_add_f32 v[64:65], v[142:143], v[0:1] // 000000002C74: 
	v_pk_mul_f32 v[0:1], v[80:81], v[2:3] op_sel_hi:[1,0] // 000000002C7C: 
	v_pk_add_f32 v[2:3], v[48:49], v[54:55] // 000000002C84: 
	v_pk_add_f32 v[0:1], v[0:1], v[144:145] // 000000002C8C: 
	s_nop 0 // 000000002C94: 
	v_pk_add_f32 v[66:67], v[144:145], v[0:1] // 000000002C98: 
	v_pk_add_f32 v[0:1], v[38:39], v[42:43] // 000000002CA0: 
	v_pk_add_f32 v[72:73], v[64:65], v[66:67] // 000000002CA8: 
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002CB0: 
	v_pk_add_f32 v[2:3], v[40:41], v[46:47] // 000000002CB8: 
	s_nop 0 // 000000002CC0: 
	v_pk_add_f32 v[2:3], v[2:3], v[68:69] // 000000002CC4: 
	v_pk_add_f32 v[68:69], v[44:45], v[50:51] // 000000002CCC: 
	s_nop 0 // 000000002CD4: 
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000002CD8: 
	v_pk_add_f32 v[70:71], v[4:5], v[58:59] // 000000002CE0: 
	s_nop 0 // 000000002CE8: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000002CEC: 
	v_mov_b32_e32 v72, v0 // 000000002CF4: 
	v_mov_b32_e32 v73, v2 // 000000002CF8: 
	v_mov_b32_e32 v2, v1 // 000000002CFC: 
	v_pk_add_f32 v[0:1], v[72:73], v[2:3] // 000000002D00: 
	s_nop 1 // 000000002D08: 
	v_mov_b32_dpp v2, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D0C: 7E0402FA FF091800
	v_mov_b32_dpp v3, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D14: 7E0602FA FF091801
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002D1C: 
	s_nop 1 // 000000002D24: 
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D28: 7E0402FA FF091400
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D30: 7E0602FA FF091401
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002D38: 
	s_nop 1 // 000000002D40: 
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D44: 7E0402FA FF091200
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D4C: 7E0602FA FF091201
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002D54: 
	s_nop 1 // 000000002D5C: 
	v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D60: 7E0402FA FF091100
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D68: 7E0602FA FF091101
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002D70: 
	s_nop 0 // 000000002D78: 
	v_mov_b32_e32 v2, v0 // 000000002D7C: 
	v_mov_b32_e32 v3, v1 // 000000002D80: 
	s_nop 0 // 000000002D84: 
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002D88: 7E0402FA AF094202
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002D90: 7E0602FA AF094203
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002D98: 
	s_nop 1 // 000000002DA0: 
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002DA4: 7E0402FA FF094300
	v_mov_b32_dpp v3, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002DAC: 7E0602FA FF094301
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002DB4: 
	s_nop 0 // 000000002DBC: 
	v_readlane_b32 s0, v0, 63 // 000000002DC0: 
	v_readlane_b32 s1, v1, 63 // 000000002DC8: 
	v_mov_b32_e32 v0, v68 // 000000002DD0: 
	v_mov_b32_e32 v1, v70 // 000000002DD4: 
	v_mov_b32_e32 v70, v69 // 000000002DD8: 
	v_pk_add_f32 v[0:1], v[0:1], v[70:71] // 000000002DDC: 
	v_mov_b32_e32 v68, s0 // 000000002DE4: 
	v_mov_b32_e32 v69, s1 // 000000002DE8: 
	v_mov_b32_dpp v2, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002DEC: 7E0402FA FF091800
	v_mov_b32_dpp v3, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002DF4: 7E0602FA FF091801
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002DFC: 
	s_nop 1 // 000000002E04: 
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E08: 7E0402FA FF091400
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E10: 7E0602FA FF091401
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002E18: 
	s_nop 1 // 000000002E20: 
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E24: 7E0402FA FF091200
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E2C: 7E0602FA FF091201
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002E34: 
	s_nop 1 // 000000002E3C: 
	v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E40: 7E0402FA FF091100
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E48: 7E0602FA FF091101
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002E50: 
	s_nop 0 // 000000002E58: 
	v_mov_b32_e32 v2, v0 // 000000002E5C: 
	v_mov_b32_e32 v3, v1 // 000000002E60: 
	s_nop 0 // 000000002E64: 
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002E68: 7E0402FA AF094202
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002E70: 7E0602FA AF094203
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002E78: 
	s_nop 1 // 000000002E80: 
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E84: 7E0402FA FF094300
	v_mov_b32_dpp v3, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E8C: 7E0602FA FF094301
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002E94: 
	s_nop 0 // 000000002E9C: 
	v_readlane_b32 s2, v0, 63 // 000000002EA0: 
	v_readlane_b32 s3, v1, 63 // 000000002EA8: 
	ds_read_b128 v[0:3], v154 // 000000002EB0: 
	v_mov_b32_e32 v70, s2 // 000000002EB8: 
	v_mov_b32_e32 v71, s3 // 000000002EBC: 
	s_waitcnt lgkmcnt(0) // 000000002EC0: 
	s_barrier // 000000002EC4: 
	ds_write_b128 v155, v[68:71] // 000000002EC8: 
	v_mov_b32_e32 v68, v0 // 000000002ED0: 
	s_waitcnt lgkmcnt(0) // 000000002ED4: 
	s_barrier // 000000002ED8: 
	v_mov_b32_dpp v68, v68 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002EDC: 7E8802FA FF014144
	s_nop 1 // 000000002EE4: 
	v_mov_b32_dpp v68, v68 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002EE8: 7E8802FA FF001B44
	v_add_f32_e32 v0, v0, v68 // 000000002EF0: 
	v_mov_b32_e32 v68, v0 // 000000002EF4: 
	s_nop 1 // 000000002EF8: 
	v_mov_b32_dpp v68, v68 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002EFC: 7E8802FA FF004E44
	v_add_f32_e32 v0, v0, v68 // 000000002F04: 
	v_mov_b32_e32 v68, v0 // 000000002F08: 
	s_nop 1 // 000000002F0C: 
	v_mov_b32_dpp v68, v68 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002F10: 7E8802FA FF00B144
	v_add_f32_e32 v0, v0, v68 // 000000002F18: 
	v_mul_f32_e64 v0, -v0, s10 // 000000002F1C: 
	v_pk_add_f32 v[68:69], v[32:33], v[0:1] op_sel_hi:[1,0] // 000000002F24: 
	v_pk_add_f32 v[70:71], v[34:35], v[0:1] op_sel_hi:[1,0] // 000000002F2C: 
	v_pk_add_f32 v[34:35], v[36:37], v[0:1] op_sel_hi:[1,0] // 000000002F34: 
	v_pk_add_f32 v[30:31], v[30:31], v[0:1] op_sel_hi:[1,0] // 000000002F3C: 
	v_bfe_u32 v0, v69, 16, 1 // 000000002F44: 
	v_bfe_u32 v32, v68, 16, 1 // 000000002F4C: 
	v_bfe_u32 v36, v35, 16, 1 // 000000002F54: 
	v_bfe_u32 v37, v34, 16, 1 // 000000002F5C: 
	v_add3_u32 v0, v69, v0, s8 // 000000002F64: 
	v_add3_u32 v32, v68, v32, s8 // 000000002F6C: 
	v_add3_u32 v36, v35, v36, s8 // 000000002F74: 
	v_add3_u32 v37, v34, v37, s8 // 000000002F7C: 
	v_lshrrev_b32_e32 v33, 16, v32 // 000000002F84: 
	v_lshrrev_b32_e32 v0, 16, v0 // 000000002F88: 
	v_mov_b32_e32 v32, 0x7fff // 000000002F8C: 
	v_cmp_o_f32_e32 vcc, v68, v68 // 000000002F94: 
	v_cmp_o_f32_e64 s[0:1], v69, v69 // 000000002F98: 
	v_lshrrev_b32_e32 v37, 16, v37 // 000000002FA0: 
	v_lshrrev_b32_e32 v36, 16, v36 // 000000002FA4: 
	v_cmp_o_f32_e64 s[2:3], v35, v35 // 000000002FA8: 
	v_cmp_o_f32_e64 s[4:5], v34, v34 // 000000002FB0: 
	v_cndmask_b32_e32 v33, v32, v33, vcc // 000000002FB8: 
	v_cndmask_b32_e64 v35, v32, v36, s[2:3] // 000000002FBC: 
	v_cndmask_b32_e64 v34, v32, v37, s[4:5] // 000000002FC4: 
	v_cndmask_b32_e64 v0, v32, v0, s[0:1] // 000000002FCC: 
	v_perm_b32 v37, v35, v34, s9 // 000000002FD4: 
	v_perm_b32 v35, v0, v33, s9 // 000000002FDC: 
	v_bfe_u32 v0, v71, 16, 1 // 000000002FE4: 
	v_bfe_u32 v33, v70, 16, 1 // 000000002FEC: 
	v_add3_u32 v0, v71, v0, s8 // 000000002FF4: 
	v_add3_u32 v33, v70, v33, s8 // 000000002FFC: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000003004: 
	v_lshrrev_b32_e32 v0, 16, v0 // 000000003008: 
	v_cmp_o_f32_e32 vcc, v71, v71 // 00000000300C: 
	v_cmp_o_f32_e64 s[0:1], v70, v70 // 000000003010: 
	s_nop 0 // 000000003018: 
	v_cndmask_b32_e32 v0, v32, v0, vcc // 00000000301C: 
	v_cndmask_b32_e64 v33, v32, v33, s[0:1] // 000000003020: 
	v_perm_b32 v36, v0, v33, s9 // 000000003028: 
	v_bfe_u32 v0, v31, 16, 1 // 000000003030: 
	v_bfe_u32 v33, v30, 16, 1 // 000000003038: 
	v_add3_u32 v0, v31, v0, s8 // 000000003040: 
	v_add3_u32 v33, v30, v33, s8 // 000000003048: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000003050: 
	v_lshrrev_b32_e32 v0, 16, v0 // 000000003054: 
	v_cmp_o_f32_e32 vcc, v31, v31 // 000000003058: 
	v_cmp_o_f32_e64 s[0:1], v30, v30 // 00000000305C: 
	s_nop 0 // 000000003064: 
	v_cndmask_b32_e32 v0, v32, v0, vcc // 000000003068: 
	v_cndmask_b32_e64 v30, v32, v33, s[0:1] // 00000000306C: 
	s_addc_u32 s0, s7, s17 // 000000003074: 
	v_perm_b32 v34, v0, v30, s9 // 000000003078: 
	s_and_b32 s13, s0, 0xffff // 000000003080: 
	buffer_store_dwordx4 v[34:37], v153, s[12:15], 0 offen // 000000003088: 
	ds_read_b128 v[34:37], v154 // 000000003090: 
	v_mov_b32_e32 v0, v1 // 000000003098: 
	s_waitcnt lgkmcnt(0) // 00000000309C: 
	v_mov_b32_e32 v30, v35 // 0000000030A0: 
	v_mov_b32_dpp v0, v0 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000030A4: 7E0002FA FF014100
	s_nop 0 // 0000000030AC: 
	v_mov_b32_dpp v30, v30 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000030B0: 7E3C02FA FF01411E
	v_mov_b32_dpp v0, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000030B8: 7E0002FA FF001B00
	v_add_f32_e32 v0, v1, v0 // 0000000030C0: 
	v_mov_b32_dpp v30, v30 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000030C4: 7E3C02FA FF001B1E
	v_add_f32_e32 v33, v35, v30 // 0000000030CC: 
	v_mov_b32_e32 v30, v36 // 0000000030D0: 
	v_mov_b32_e32 v1, v2 // 0000000030D4: 
	s_nop 0 // 0000000030D8: 
	v_mov_b32_dpp v30, v30 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000030DC: 7E3C02FA FF01411E
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000030E4: 7E0202FA FF014101
	s_nop 0 // 0000000030EC: 
	v_mov_b32_dpp v30, v30 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000030F0: 7E3C02FA FF001B1E
	v_add_f32_e32 v88, v36, v30 // 0000000030F8: 
	v_mov_b32_e32 v30, v37 // 0000000030FC: 
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000003100: 7E0202FA FF001B01
	v_add_f32_e32 v1, v2, v1 // 000000003108: 
	v_mov_b32_dpp v30, v30 row_half_mirror row_mask:0xf bank_mask:0xf// 00000000310C: 7E3C02FA FF01411E
	v_mov_b32_e32 v2, v3 // 000000003114: 
	s_nop 0 // 000000003118: 
	v_mov_b32_dpp v30, v30 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 00000000311C: 7E3C02FA FF001B1E
	v_add_f32_e32 v89, v37, v30 // 000000003124: 
	v_mov_b32_e32 v30, v0 // 000000003128: 
	v_mov_b32_dpp v2, v2 row_half_mirror row_mask:0xf bank_mask:0xf// 00000000312C: 7E0402FA FF014102
	s_nop 0 // 000000003134: 
	v_mov_b32_dpp v30, v30 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000003138: 7E3C02FA FF004E1E
	v_add_f32_e32 v0, v0, v30 // 000000003140: 
	v_mov_b32_dpp v2, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000003144: 7E0402FA FF001B02
	v_mov_b32_e32 v30, v0 // 00000000314C: 
	v_add_f32_e32 v2, v3, v2 // 000000003150: 
	v_mov_b32_e32 v3, v34 // 000000003154: 
	v_mov_b32_dpp v30, v30 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000003158: 7E3C02FA FF00B11E
	v_add_f32_e32 v0, v0, v30 // 000000003160: 
	v_mov_b32_dpp v3, v3 row_half_mirror row_mask:0xf bank_mask:0xf// 000000003164: 7E0602FA FF014103
	v_mul_f32_e64 v0, -v0, s10 // 00000000316C: 
	v_pk_add_f32 v[68:69], v[10:11], v[0:1] op_sel_hi:[1,0] // 000000003174: 
	v_mov_b32_dpp v3, v3 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 00000000317C: 7E0602FA FF001B03
	v_add_f32_e32 v3, v34, v3 // 000000003184: 
	v_pk_add_f32 v[34:35], v[12:13], v[0:1] op_sel_hi:[1,0] // 000000003188: 
	v_pk_add_f32 v[70:71], v[16:17], v[0:1] op_sel_hi:[1,0] // 000000003190: 
	v_pk_add_f32 v[36:37], v[22:23], v[0:1] op_sel_hi:[1,0] // 000000003198: 
	v_mov_b32_e32 v0, v1 // 0000000031A0: 
	v_cmp_o_f32_e32 vcc, v34, v34 // 0000000031A4: 
	v_cmp_o_f32_e64 s[0:1], v35, v35 // 0000000031A8: 
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000031B0: 7E0002FA FF004E00
	v_add_f32_e32 v0, v1, v0 // 0000000031B8: 
	v_mov_b32_e32 v1, v0 // 0000000031BC: 
	v_cmp_o_f32_e64 s[2:3], v37, v37 // 0000000031C0: 
	v_cmp_o_f32_e64 s[4:5], v36, v36 // 0000000031C8: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000031D0: 7E0202FA FF00B101
	v_add_f32_e32 v0, v0, v1 // 0000000031D8: 
	v_mul_f32_e64 v0, -v0, s10 // 0000000031DC: 
	v_pk_add_f32 v[72:73], v[6:7], v[0:1] op_sel_hi:[1,0] // 0000000031E4: 
	v_pk_add_f32 v[74:75], v[14:15], v[0:1] op_sel_hi:[1,0] // 0000000031EC: 
	v_pk_add_f32 v[76:77], v[18:19], v[0:1] op_sel_hi:[1,0] // 0000000031F4: 
	v_pk_add_f32 v[78:79], v[24:25], v[0:1] op_sel_hi:[1,0] // 0000000031FC: 
	v_mov_b32_e32 v0, v2 // 000000003204: 
	s_nop 1 // 000000003208: 
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 00000000320C: 7E0002FA FF004E00
	v_add_f32_e32 v0, v2, v0 // 000000003214: 
	v_mov_b32_e32 v1, v0 // 000000003218: 
	s_nop 1 // 00000000321C: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000003220: 7E0202FA FF00B101
	v_add_f32_e32 v0, v0, v1 // 000000003228: 
	v_mul_f32_e64 v0, -v0, s10 // 00000000322C: 
	v_pk_add_f32 v[80:81], v[8:9], v[0:1] op_sel_hi:[1,0] // 000000003234: 
	v_pk_add_f32 v[82:83], v[20:21], v[0:1] op_sel_hi:[1,0] // 00000000323C: 
	v_pk_add_f32 v[84:85], v[26:27], v[0:1] op_sel_hi:[1,0] // 000000003244: 
	v_pk_add_f32 v[86:87], v[28:29], v[0:1] op_sel_hi:[1,0] // 00000000324C: 
	v_mov_b32_e32 v0, v3 // 000000003254: 
	s_nop 1 // 000000003258: 
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 00000000325C: 7E0002FA FF004E00
	v_add_f32_e32 v0, v3, v0 // 000000003264: 
	v_mov_b32_e32 v1, v0 // 000000003268: 
	s_nop 1 // 00000000326C: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000003270: 7E0202FA FF00B101
	v_add_f32_e32 v0, v0, v1 // 000000003278: 
	v_mul_f32_e64 v0, -v0, s10 // 00000000327C: 
	v_pk_add_f32 v[24:25], v[38:39], v[0:1] op_sel_hi:[1,0] // 000000003284: 
	v_pk_add_f32 v[28:29], v[42:43], v[0:1] op_sel_hi:[1,0] // 00000000328C: 
	v_pk_add_f32 v[26:27], v[48:49], v[0:1] op_sel_hi:[1,0] // 000000003294: 
	v_pk_add_f32 v[30:31], v[54:55], v[0:1] op_sel_hi:[1,0] // 00000000329C: 
	v_mov_b32_e32 v0, v33 // 0000000032A4: 
	v_bfe_u32 v38, v34, 16, 1 // 0000000032A8: 
	v_add3_u32 v38, v34, v38, s8 // 0000000032B0: 
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000032B8: 7E0002FA FF004E00
	v_add_f32_e32 v0, v33, v0 // 0000000032C0: 
	v_bfe_u32 v33, v35, 16, 1 // 0000000032C4: 
	v_add3_u32 v33, v35, v33, s8 // 0000000032CC: 
	v_bfe_u32 v34, v37, 16, 1 // 0000000032D4: 
	v_bfe_u32 v35, v36, 16, 1 // 0000000032DC: 
	v_add3_u32 v34, v37, v34, s8 // 0000000032E4: 
	v_add3_u32 v35, v36, v35, s8 // 0000000032EC: 
	v_lshrrev_b32_e32 v38, 16, v38 // 0000000032F4: 
	v_lshrrev_b32_e32 v33, 16, v33 // 0000000032F8: 
	v_lshrrev_b32_e32 v35, 16, v35 // 0000000032FC: 
	v_lshrrev_b32_e32 v34, 16, v34 // 000000003300: 
	v_cndmask_b32_e64 v35, v32, v35, s[4:5] // 000000003304: 
	v_cndmask_b32_e64 v34, v32, v34, s[2:3] // 00000000330C: 
	v_cndmask_b32_e32 v36, v32, v38, vcc // 000000003314: 
	v_cndmask_b32_e64 v33, v32, v33, s[0:1] // 000000003318: 
	v_perm_b32 v37, v34, v35, s9 // 000000003320: 
	v_perm_b32 v35, v33, v36, s9 // 000000003328: 
	v_bfe_u32 v33, v71, 16, 1 // 000000003330: 
	v_bfe_u32 v34, v70, 16, 1 // 000000003338: 
	v_add3_u32 v33, v71, v33, s8 // 000000003340: 
	v_add3_u32 v34, v70, v34, s8 // 000000003348: 
	v_lshrrev_b32_e32 v34, 16, v34 // 000000003350: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000003354: 
	v_cmp_o_f32_e32 vcc, v71, v71 // 000000003358: 
	v_cmp_o_f32_e64 s[0:1], v70, v70 // 00000000335C: 
	v_mov_b32_e32 v1, v0 // 000000003364: 
	v_cndmask_b32_e32 v33, v32, v33, vcc // 000000003368: 
	v_cndmask_b32_e64 v34, v32, v34, s[0:1] // 00000000336C: 
	v_perm_b32 v36, v33, v34, s9 // 000000003374: 
	v_bfe_u32 v33, v69, 16, 1 // 00000000337C: 
	v_bfe_u32 v34, v68, 16, 1 // 000000003384: 
	v_add3_u32 v33, v69, v33, s8 // 00000000338C: 
	v_add3_u32 v34, v68, v34, s8 // 000000003394: 
	v_lshrrev_b32_e32 v34, 16, v34 // 00000000339C: 
	v_lshrrev_b32_e32 v33, 16, v33 // 0000000033A0: 
	v_cmp_o_f32_e32 vcc, v69, v69 // 0000000033A4: 
	v_cmp_o_f32_e64 s[0:1], v68, v68 // 0000000033A8: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000033B0: 7E0202FA FF00B101
	v_cndmask_b32_e32 v33, v32, v33, vcc // 0000000033B8: 
	v_cndmask_b32_e64 v34, v32, v34, s[0:1] // 0000000033BC: 
	v_perm_b32 v34, v33, v34, s9 // 0000000033C4: 
	buffer_store_dwordx4 v[34:37], v149, s[12:15], 0 offen // 0000000033CC: 
	v_bfe_u32 v33, v78, 16, 1 // 0000000033D4: 
	v_add3_u32 v33, v78, v33, s8 // 0000000033DC: 
	v_bfe_u32 v34, v79, 16, 1 // 0000000033E4: 
	v_bfe_u32 v35, v74, 16, 1 // 0000000033EC: 
	v_bfe_u32 v36, v75, 16, 1 // 0000000033F4: 
	v_add3_u32 v34, v79, v34, s8 // 0000000033FC: 
	v_add_f32_e32 v0, v0, v1 // 000000003404: 
	v_bfe_u32 v38, v76, 16, 1 // 000000003408: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000003410: 
	v_lshrrev_b32_e32 v34, 16, v34 // 000000003414: 
	v_cmp_o_f32_e32 vcc, v78, v78 // 000000003418: 
	v_cmp_o_f32_e64 s[0:1], v79, v79 // 00000000341C: 
	v_add3_u32 v36, v75, v36, s8 // 000000003424: 
	v_add3_u32 v35, v74, v35, s8 // 00000000342C: 
	v_mul_f32_e64 v0, -v0, s10 // 000000003434: 
	v_bfe_u32 v39, v77, 16, 1 // 00000000343C: 
	v_lshrrev_b32_e32 v35, 16, v35 // 000000003444: 
	v_lshrrev_b32_e32 v36, 16, v36 // 000000003448: 
	v_cndmask_b32_e32 v33, v32, v33, vcc // 00000000344C: 
	v_cndmask_b32_e64 v34, v32, v34, s[0:1] // 000000003450: 
	v_cmp_o_f32_e32 vcc, v74, v74 // 000000003458: 
	v_cmp_o_f32_e64 s[0:1], v75, v75 // 00000000345C: 
	v_add3_u32 v38, v76, v38, s8 // 000000003464: 
	v_pk_add_f32 v[16:17], v[40:41], v[0:1] op_sel_hi:[1,0] // 00000000346C: 
	v_bfe_u32 v40, v72, 16, 1 // 000000003474: 
	v_perm_b32 v37, v34, v33, s9 // 00000000347C: 
	v_cndmask_b32_e32 v33, v32, v35, vcc // 000000003484: 
	v_cndmask_b32_e64 v34, v32, v36, s[0:1] // 000000003488: 
	v_add3_u32 v36, v77, v39, s8 // 000000003490: 
	v_lshrrev_b32_e32 v38, 16, v38 // 000000003498: 
	v_cmp_o_f32_e32 vcc, v76, v76 // 00000000349C: 
	v_perm_b32 v35, v34, v33, s9 // 0000000034A0: 
	v_bfe_u32 v33, v73, 16, 1 // 0000000034A8: 
	v_add3_u32 v34, v72, v40, s8 // 0000000034B0: 
	v_lshrrev_b32_e32 v36, 16, v36 // 0000000034B8: 
	v_cndmask_b32_e32 v38, v32, v38, vcc // 0000000034BC: 
	v_cmp_o_f32_e32 vcc, v77, v77 // 0000000034C0: 
	v_add3_u32 v33, v73, v33, s8 // 0000000034C4: 
	v_lshrrev_b32_e32 v34, 16, v34 // 0000000034CC: 
	v_cndmask_b32_e32 v36, v32, v36, vcc // 0000000034D0: 
	v_cmp_o_f32_e32 vcc, v72, v72 // 0000000034D4: 
	v_lshrrev_b32_e32 v33, 16, v33 // 0000000034D8: 
	v_perm_b32 v36, v36, v38, s9 // 0000000034DC: 
	v_cndmask_b32_e32 v34, v32, v34, vcc // 0000000034E4: 
	v_cmp_o_f32_e32 vcc, v73, v73 // 0000000034E8: 
	v_bfe_u32 v38, v85, 16, 1 // 0000000034EC: 
	v_bfe_u32 v39, v80, 16, 1 // 0000000034F4: 
	v_cndmask_b32_e32 v33, v32, v33, vcc // 0000000034FC: 
	v_perm_b32 v34, v33, v34, s9 // 000000003500: 
	v_bfe_u32 v33, v86, 16, 1 // 000000003508: 
	buffer_store_dwordx4 v[34:37], v148, s[12:15], 0 offen // 000000003510: 
	v_add3_u32 v33, v86, v33, s8 // 000000003518: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000003520: 
	v_bfe_u32 v34, v87, 16, 1 // 000000003524: 
	v_bfe_u32 v35, v82, 16, 1 // 00000000352C: 
	v_add3_u32 v34, v87, v34, s8 // 000000003534: 
	v_cmp_o_f32_e32 vcc, v86, v86 // 00000000353C: 
	v_bfe_u32 v36, v83, 16, 1 // 000000003540: 
	v_bfe_u32 v37, v84, 16, 1 // 000000003548: 
	v_add3_u32 v35, v82, v35, s8 // 000000003550: 
	v_lshrrev_b32_e32 v34, 16, v34 // 000000003558: 
	v_cndmask_b32_e32 v33, v32, v33, vcc // 00000000355C: 
	v_cmp_o_f32_e32 vcc, v87, v87 // 000000003560: 
	v_add3_u32 v36, v83, v36, s8 // 000000003564: 
	v_add3_u32 v37, v84, v37, s8 // 00000000356C: 
	v_lshrrev_b32_e32 v35, 16, v35 // 000000003574: 
	v_cndmask_b32_e32 v34, v32, v34, vcc // 000000003578: 
	v_cmp_o_f32_e32 vcc, v82, v82 // 00000000357C: 
	v_lshrrev_b32_e32 v36, 16, v36 // 000000003580: 
	v_lshrrev_b32_e32 v41, 16, v37 // 000000003584: 
	v_perm_b32 v37, v34, v33, s9 // 000000003588: 
	v_cndmask_b32_e32 v33, v32, v35, vcc // 000000003590: 
	v_cmp_o_f32_e32 vcc, v83, v83 // 000000003594: 
	v_add3_u32 v38, v85, v38, s8 // 000000003598: 
	v_bfe_u32 v40, v81, 16, 1 // 0000000035A0: 
	v_cndmask_b32_e32 v34, v32, v36, vcc // 0000000035A8: 
	v_cmp_o_f32_e32 vcc, v84, v84 // 0000000035AC: 
	v_add3_u32 v39, v80, v39, s8 // 0000000035B0: 
	v_lshrrev_b32_e32 v38, 16, v38 // 0000000035B8: 
	v_perm_b32 v35, v34, v33, s9 // 0000000035BC: 
	v_cndmask_b32_e32 v33, v32, v41, vcc // 0000000035C4: 
	v_cmp_o_f32_e32 vcc, v85, v85 // 0000000035C8: 
	v_add3_u32 v40, v81, v40, s8 // 0000000035CC: 
	v_lshrrev_b32_e32 v39, 16, v39 // 0000000035D4: 
	v_cndmask_b32_e32 v34, v32, v38, vcc // 0000000035D8: 
	v_cmp_o_f32_e32 vcc, v80, v80 // 0000000035DC: 
	v_lshrrev_b32_e32 v40, 16, v40 // 0000000035E0: 
	v_perm_b32 v36, v34, v33, s9 // 0000000035E4: 
	v_cndmask_b32_e32 v33, v32, v39, vcc // 0000000035EC: 
	v_cmp_o_f32_e32 vcc, v81, v81 // 0000000035F0: 
	v_bfe_u32 v38, v27, 16, 1 // 0000000035F4: 
	v_bfe_u32 v39, v24, 16, 1 // 0000000035FC: 
	v_cndmask_b32_e32 v34, v32, v40, vcc // 000000003604: 
	v_perm_b32 v34, v34, v33, s9 // 000000003608: 
	v_bfe_u32 v33, v30, 16, 1 // 000000003610: 
	buffer_store_dwordx4 v[34:37], v147, s[12:15], 0 offen // 000000003618: 
	v_add3_u32 v33, v30, v33, s8 // 000000003620: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000003628: 
	v_bfe_u32 v34, v31, 16, 1 // 00000000362C: 
	v_bfe_u32 v35, v28, 16, 1 // 000000003634: 
	v_add3_u32 v34, v31, v34, s8 // 00000000363C: 
	v_cmp_o_f32_e32 vcc, v30, v30 // 000000003644: 
	v_bfe_u32 v36, v29, 16, 1 // 000000003648: 
	v_add3_u32 v35, v28, v35, s8 // 000000003650: 
	v_lshrrev_b32_e32 v34, 16, v34 // 000000003658: 
	v_cndmask_b32_e32 v30, v32, v33, vcc // 00000000365C: 
	v_cmp_o_f32_e32 vcc, v31, v31 // 000000003660: 
	v_bfe_u32 v37, v26, 16, 1 // 000000003664: 
	v_add3_u32 v36, v29, v36, s8 // 00000000366C: 
	v_lshrrev_b32_e32 v35, 16, v35 // 000000003674: 
	v_cndmask_b32_e32 v31, v32, v34, vcc // 000000003678: 
	v_cmp_o_f32_e32 vcc, v28, v28 // 00000000367C: 
	v_add3_u32 v37, v26, v37, s8 // 000000003680: 
	v_lshrrev_b32_e32 v36, 16, v36 // 000000003688: 
	v_cndmask_b32_e32 v28, v32, v35, vcc // 00000000368C: 
	v_cmp_o_f32_e32 vcc, v29, v29 // 000000003690: 
	v_add3_u32 v38, v27, v38, s8 // 000000003694: 
	v_lshrrev_b32_e32 v37, 16, v37 // 00000000369C: 
	v_cndmask_b32_e32 v29, v32, v36, vcc // 0000000036A0: 
	v_cmp_o_f32_e32 vcc, v26, v26 // 0000000036A4: 
	v_bfe_u32 v40, v25, 16, 1 // 0000000036A8: 
	v_add3_u32 v39, v24, v39, s8 // 0000000036B0: 
	v_lshrrev_b32_e32 v38, 16, v38 // 0000000036B8: 
	v_cndmask_b32_e32 v26, v32, v37, vcc // 0000000036BC: 
	v_cmp_o_f32_e32 vcc, v27, v27 // 0000000036C0: 
	v_add3_u32 v40, v25, v40, s8 // 0000000036C4: 
	v_lshrrev_b32_e32 v39, 16, v39 // 0000000036CC: 
	v_cndmask_b32_e32 v27, v32, v38, vcc // 0000000036D0: 
	v_cmp_o_f32_e32 vcc, v24, v24 // 0000000036D4: 
	v_lshrrev_b32_e32 v40, 16, v40 // 0000000036D8: 
	v_pk_add_f32 v[22:23], v[60:61], v[0:1] op_sel_hi:[1,0] // 0000000036DC: 
	v_cndmask_b32_e32 v24, v32, v39, vcc // 0000000036E4: 
	v_cmp_o_f32_e32 vcc, v25, v25 // 0000000036E8: 
	v_perm_b32 v29, v29, v28, s9 // 0000000036EC: 
	v_pk_add_f32 v[20:21], v[46:47], v[0:1] op_sel_hi:[1,0] // 0000000036F4: 
	v_cndmask_b32_e32 v25, v32, v40, vcc // 0000000036FC: 
	v_perm_b32 v28, v25, v24, s9 // 000000003700: 
	v_bfe_u32 v24, v22, 16, 1 // 000000003708: 
	v_bfe_u32 v25, v23, 16, 1 // 000000003710: 
	v_add3_u32 v24, v22, v24, s8 // 000000003718: 
	v_perm_b32 v31, v31, v30, s9 // 000000003720: 
	v_perm_b32 v30, v27, v26, s9 // 000000003728: 
	v_bfe_u32 v26, v20, 16, 1 // 000000003730: 
	v_add3_u32 v25, v23, v25, s8 // 000000003738: 
	v_lshrrev_b32_e32 v24, 16, v24 // 000000003740: 
	v_cmp_o_f32_e32 vcc, v22, v22 // 000000003744: 
	v_pk_add_f32 v[18:19], v[52:53], v[0:1] op_sel_hi:[1,0] // 000000003748: 
	v_mov_b32_e32 v0, v88 // 000000003750: 
	v_bfe_u32 v27, v21, 16, 1 // 000000003754: 
	v_add3_u32 v26, v20, v26, s8 // 00000000375C: 
	v_lshrrev_b32_e32 v25, 16, v25 // 000000003764: 
	v_cndmask_b32_e32 v22, v32, v24, vcc // 000000003768: 
	v_cmp_o_f32_e32 vcc, v23, v23 // 00000000376C: 
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000003770: 7E0002FA FF004E00
	buffer_store_dwordx4 v[28:31], v146, s[12:15], 0 offen // 000000003778: 
	v_add3_u32 v27, v21, v27, s8 // 000000003780: 
	v_lshrrev_b32_e32 v26, 16, v26 // 000000003788: 
	v_bfe_u32 v28, v18, 16, 1 // 00000000378C: 
	v_cndmask_b32_e32 v23, v32, v25, vcc // 000000003794: 
	v_cmp_o_f32_e32 vcc, v20, v20 // 000000003798: 
	v_add_f32_e32 v0, v88, v0 // 00000000379C: 
	v_bfe_u32 v29, v19, 16, 1 // 0000000037A0: 
	v_add3_u32 v28, v18, v28, s8 // 0000000037A8: 
	v_lshrrev_b32_e32 v27, 16, v27 // 0000000037B0: 
	v_cndmask_b32_e32 v20, v32, v26, vcc // 0000000037B4: 
	v_cmp_o_f32_e32 vcc, v21, v21 // 0000000037B8: 
	v_mov_b32_e32 v1, v0 // 0000000037BC: 
	v_bfe_u32 v30, v16, 16, 1 // 0000000037C0: 
	v_add3_u32 v29, v19, v29, s8 // 0000000037C8: 
	v_lshrrev_b32_e32 v28, 16, v28 // 0000000037D0: 
	v_cndmask_b32_e32 v21, v32, v27, vcc // 0000000037D4: 
	v_cmp_o_f32_e32 vcc, v18, v18 // 0000000037D8: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000037DC: 7E0202FA FF00B101
	v_bfe_u32 v31, v17, 16, 1 // 0000000037E4: 
	v_add3_u32 v30, v16, v30, s8 // 0000000037EC: 
	v_lshrrev_b32_e32 v29, 16, v29 // 0000000037F4: 
	v_cndmask_b32_e32 v18, v32, v28, vcc // 0000000037F8: 
	v_cmp_o_f32_e32 vcc, v19, v19 // 0000000037FC: 
	v_add_f32_e32 v0, v0, v1 // 000000003800: 
	v_add3_u32 v31, v17, v31, s8 // 000000003804: 
	v_lshrrev_b32_e32 v30, 16, v30 // 00000000380C: 
	v_cndmask_b32_e32 v19, v32, v29, vcc // 000000003810: 
	v_cmp_o_f32_e32 vcc, v16, v16 // 000000003814: 
	v_mul_f32_e64 v0, -v0, s10 // 000000003818: 
	v_lshrrev_b32_e32 v31, 16, v31 // 000000003820: 
	v_cndmask_b32_e32 v16, v32, v30, vcc // 000000003824: 
	v_cmp_o_f32_e32 vcc, v17, v17 // 000000003828: 
	v_pk_add_f32 v[14:15], v[62:63], v[0:1] op_sel_hi:[1,0] // 00000000382C: 
	v_perm_b32 v21, v21, v20, s9 // 000000003834: 
	v_cndmask_b32_e32 v17, v32, v31, vcc // 00000000383C: 
	v_perm_b32 v20, v17, v16, s9 // 000000003840: 
	v_bfe_u32 v16, v14, 16, 1 // 000000003848: 
	v_pk_add_f32 v[12:13], v[50:51], v[0:1] op_sel_hi:[1,0] // 000000003850: 
	v_bfe_u32 v17, v15, 16, 1 // 000000003858: 
	v_add3_u32 v16, v14, v16, s8 // 000000003860: 
	v_perm_b32 v23, v23, v22, s9 // 000000003868: 
	v_perm_b32 v22, v19, v18, s9 // 000000003870: 
	v_bfe_u32 v18, v12, 16, 1 // 000000003878: 
	v_add3_u32 v17, v15, v17, s8 // 000000003880: 
	v_lshrrev_b32_e32 v16, 16, v16 // 000000003888: 
	v_cmp_o_f32_e32 vcc, v14, v14 // 00000000388C: 
	v_pk_add_f32 v[8:9], v[44:45], v[0:1] op_sel_hi:[1,0] // 000000003890: 
	v_pk_add_f32 v[10:11], v[56:57], v[0:1] op_sel_hi:[1,0] // 000000003898: 
	v_mov_b32_e32 v0, v89 // 0000000038A0: 
	v_bfe_u32 v19, v13, 16, 1 // 0000000038A4: 
	v_add3_u32 v18, v12, v18, s8 // 0000000038AC: 
	v_lshrrev_b32_e32 v17, 16, v17 // 0000000038B4: 
	v_cndmask_b32_e32 v14, v32, v16, vcc // 0000000038B8: 
	v_cmp_o_f32_e32 vcc, v15, v15 // 0000000038BC: 
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000038C0: 7E0002FA FF004E00
	buffer_store_dwordx4 v[20:23], v152, s[12:15], 0 offen // 0000000038C8: 
	v_add3_u32 v19, v13, v19, s8 // 0000000038D0: 
	v_lshrrev_b32_e32 v18, 16, v18 // 0000000038D8: 
	v_bfe_u32 v20, v10, 16, 1 // 0000000038DC: 
	v_cndmask_b32_e32 v15, v32, v17, vcc // 0000000038E4: 
	v_cmp_o_f32_e32 vcc, v12, v12 // 0000000038E8: 
	v_add_f32_e32 v0, v89, v0 // 0000000038EC: 
	v_bfe_u32 v21, v11, 16, 1 // 0000000038F0: 
	v_add3_u32 v20, v10, v20, s8 // 0000000038F8: 
	v_lshrrev_b32_e32 v19, 16, v19 // 000000003900: 
	v_cndmask_b32_e32 v12, v32, v18, vcc // 000000003904: 
	v_cmp_o_f32_e32 vcc, v13, v13 // 000000003908: 
	v_mov_b32_e32 v1, v0 // 00000000390C: 
	v_bfe_u32 v22, v8, 16, 1 // 000000003910: 
	v_add3_u32 v21, v11, v21, s8 // 000000003918: 
	v_lshrrev_b32_e32 v20, 16, v20 // 000000003920: 
	v_cndmask_b32_e32 v13, v32, v19, vcc // 000000003924: 
	v_cmp_o_f32_e32 vcc, v10, v10 // 000000003928: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000392C: 7E0202FA FF00B101
	v_bfe_u32 v23, v9, 16, 1 // 000000003934: 
	v_add3_u32 v22, v8, v22, s8 // 00000000393C: 
	v_lshrrev_b32_e32 v21, 16, v21 // 000000003944: 
	v_cndmask_b32_e32 v10, v32, v20, vcc // 000000003948: 
	v_cmp_o_f32_e32 vcc, v11, v11 // 00000000394C: 
	v_add_f32_e32 v0, v0, v1 // 000000003950: 
	v_add3_u32 v23, v9, v23, s8 // 000000003954: 
	v_lshrrev_b32_e32 v22, 16, v22 // 00000000395C: 
	v_cndmask_b32_e32 v11, v32, v21, vcc // 000000003960: 
	v_cmp_o_f32_e32 vcc, v8, v8 // 000000003964: 
	v_mul_f32_e64 v6, -v0, s10 // 000000003968: 
	v_lshrrev_b32_e32 v23, 16, v23 // 000000003970: 
	v_cndmask_b32_e32 v8, v32, v22, vcc // 000000003974: 
	v_cmp_o_f32_e32 vcc, v9, v9 // 000000003978: 
	v_pk_add_f32 v[0:1], v[4:5], v[6:7] op_sel_hi:[1,0] // 00000000397C: 
	v_pk_add_f32 v[4:5], v[58:59], v[6:7] op_sel_hi:[1,0] // 000000003984: 
	v_pk_add_f32 v[2:3], v[64:65], v[6:7] op_sel_hi:[1,0] // 00000000398C: 
	v_pk_add_f32 v[6:7], v[66:67], v[6:7] op_sel_hi:[1,0] // 000000003994: 
	v_cndmask_b32_e32 v9, v32, v23, vcc // 00000000399C: 
	v_perm_b32 v13, v13, v12, s9 // 0000000039A0: 
	v_perm_b32 v12, v9, v8, s9 // 0000000039A8: 
	v_bfe_u32 v8, v6, 16, 1 // 0000000039B0: 
	v_bfe_u32 v9, v7, 16, 1 // 0000000039B8: 
	v_add3_u32 v8, v6, v8, s8 // 0000000039C0: 
	v_cmp_o_f32_e32 vcc, v6, v6 // 0000000039C8: 
	v_perm_b32 v15, v15, v14, s9 // 0000000039CC: 
	v_perm_b32 v14, v11, v10, s9 // 0000000039D4: 
	v_bfe_u32 v10, v4, 16, 1 // 0000000039DC: 
	v_add3_u32 v9, v7, v9, s8 // 0000000039E4: 
	v_cndmask_b32_sdwa v6, v32, v8, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 0000000039EC: 000C10F9 05060620
	v_cmp_o_f32_e32 vcc, v7, v7 // 0000000039F4: 
	v_bfe_u32 v11, v5, 16, 1 // 0000000039F8: 
	v_add3_u32 v10, v4, v10, s8 // 000000003A00: 
	v_cndmask_b32_sdwa v7, v32, v9, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003A08: 000E12F9 05060620
	v_cmp_o_f32_e32 vcc, v4, v4 // 000000003A10: 
	buffer_store_dwordx4 v[12:15], v151, s[12:15], 0 offen // 000000003A14: 
	v_add3_u32 v11, v5, v11, s8 // 000000003A1C: 
	v_cndmask_b32_sdwa v4, v32, v10, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003A24: 000814F9 05060620
	v_bfe_u32 v12, v2, 16, 1 // 000000003A2C: 
	v_cmp_o_f32_e32 vcc, v5, v5 // 000000003A34: 
	v_bfe_u32 v13, v3, 16, 1 // 000000003A38: 
	v_add3_u32 v12, v2, v12, s8 // 000000003A40: 
	v_cndmask_b32_sdwa v5, v32, v11, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003A48: 000A16F9 05060620
	v_cmp_o_f32_e32 vcc, v2, v2 // 000000003A50: 
	v_bfe_u32 v14, v0, 16, 1 // 000000003A54: 
	v_add3_u32 v13, v3, v13, s8 // 000000003A5C: 
	v_cndmask_b32_sdwa v2, v32, v12, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003A64: 000418F9 05060620
	v_cmp_o_f32_e32 vcc, v3, v3 // 000000003A6C: 
	v_bfe_u32 v15, v1, 16, 1 // 000000003A70: 
	v_add3_u32 v14, v0, v14, s8 // 000000003A78: 
	v_cndmask_b32_sdwa v3, v32, v13, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003A80: 00061AF9 05060620
	v_cmp_o_f32_e32 vcc, v0, v0 // 000000003A88: 
	v_add3_u32 v15, v1, v15, s8 // 000000003A8C: 
	v_perm_b32 v7, v7, v6, s9 // 000000003A94: 
	v_cndmask_b32_sdwa v0, v32, v14, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003A9C: 00001CF9 05060620
	v_cmp_o_f32_e32 vcc, v1, v1 // 000000003AA4: 
	v_perm_b32 v5, v5, v4, s9 // 000000003AA8: 
	v_perm_b32 v6, v3, v2, s9 // 000000003AB0: 
	v_cndmask_b32_sdwa v1, v32, v15, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003AB8: 00021EF9 05060620
	v_perm_b32 v4, v1, v0, s9 // 000000003AC0: 
	buffer_store_dwordx4 v[4:7], v150, s[12:15], 0 offen // 000000003AC8: 
	s_endpgm // 000000003AD0: 
	s_nop 0 // 000000003AD4: 
	s_nop 0 // 000000003AD8: 
	s_nop 0 // 000000003ADC: 
	s_nop 0 // 000000003AE0: 
	s_nop 0 // 000000003AE4: 
	s_nop 0 // 000000003AE8: 
	s_nop 0 // 000000003AEC: 
	s_nop 0 // 000000003AF0: 
	s_nop 0 // 000000003AF4: 
	s_nop 0 // 000000003AF8: 
	s_nop 0 // 000000003AFC: 
	s_nop 0 // 000000003B00: 
	s_nop 0 // 000000003B04: 
	s_nop 0 // 000000003B08: 
	s_nop 0 // 000000003B0C: 
	s_nop 0 // 000000003B10: 
	s_nop 0 // 000000003B14: 
	s_nop 0 // 000000003B18: 
	s_nop 0 // 000000003B1C: 
	s_nop 0 // 000000003B20: 
	s_nop 0 // 000000003B24: 
	s_nop 0 // 000000003B28: 
	s_nop 0 // 000000003B2C: 
	s_nop 0 // 000000003B30: 
	s_nop 0 // 000000003B34: 
	s_nop 0 // 000000003B38: 
	s_nop 0 // 000000003B3C: 
	s_nop 0 // 000000003B40: 
	s_nop 0 // 000000003B44: 
	s_nop 0 // 000000003B48: 
	s_nop 0 // 000000003B4C: 
	s_nop 0 // 000000003B50: 
	s_nop 0 // 000000003B54: 
	s_nop 0 // 000000003B58: 
	s_nop 0 // 000000003B5C: 
	s_nop 0 // 000000003B60: 
	s_nop 0 // 000000003B64: 
	s_nop 0 // 000000003B68: 
	s_nop 0 // 000000003B6C: 
	s_nop 0 // 000000003B70: 
	s_nop 0 // 000000003B74: 
	s_nop 0 // 000000003B78: 
	s_nop 0 // 000000003B7C: 
	s_nop 0 // 000000003B80: 
	s_nop 0 // 000000003B84: 
	s_nop 0 // 000000003B88: 
	s_nop 0 // 000000003B8C: 
	s_nop 0 // 000000003B90: 
	s_nop 0 // 000000003B94: 
	s_nop 0 // 000000003B98: 
	s_nop 0 // 000000003B9C: 
	s_nop 0 // 000000003BA0: 
	s_nop 0 // 000000003BA4: 
	s_nop 0 // 000000003BA8: 
	s_nop 0 // 000000003BAC: 
	s_nop 0 // 000000003BB0: 
	s_nop 0 // 000000003BB4: 
	s_nop 0 // 000000003BB8: 
	s_nop 0 // 000000003BBC: 
	s_nop 0 // 000000003BC0: 
	s_nop 0 // 000000003BC4: 
	s_nop 0 // 000000003BC8: 
	s_nop 0 // 000000003BCC: 
	s_nop 0 // 000000003BD0: 
	s_nop 0 // 000000003BD4: 
	s_nop 0 // 000000003BD8: 
	s_nop 0 // 000000003BDC: 
	s_nop 0 // 000000003BE0: 
	s_nop 0 // 000000003BE4: 
	s_nop 0 // 000000003BE8: 
	s_nop 0 // 000000003BEC: 
	s_nop 0 // 000000003BF0: 
	s_nop 0 // 000000003BF4: 
	s_nop 0 // 000000003BF8: 
	s_nop 0 // 000000003BFC: 
	s_nop 0 // 000000003C00: 
	s_nop 0 // 000000003C04: 
	s_nop 0 // 000000003C08: 
	s_nop 0 // 000000003C0C: 
	s_nop 0 // 000000003C10: 
	s_nop 0 // 000000003C14: 
	s_nop 0 // 000000003C18: 
	s_nop 0 // 000000003C1C: 
	s_nop 0 // 000000003C20: 
	s_nop 0 // 000000003C24: 
	s_nop 0 // 000000003C28: 
	s_nop 0 // 000000003C2C: 
	s_nop 0 // 000000003C30: 
	s_nop 0 // 000000003C34: 
	s_nop 0 // 000000003C38: 
	s_nop 0 // 000000003C3C: 
	s_nop 0 // 000000003C40: 
	s_nop 0 // 000000003C44: 
	s_nop 0 // 000000003C48: 
	s_nop 0 // 000000003C4C: 
	s_nop 0 // 000000003C50: 
	s_nop 0 // 000000003C54: 
	s_nop 0 // 000000003C58: 
	s_nop 0 // 000000003C5C: 
	s_nop 0 // 000000003C60: 
	s_nop 0 // 000000003C64: 
	s_nop 0 // 000000003C68: 
	s_nop 0 // 000000003C6C: 
	s_nop 0 // 000000003C70: 
	s_nop 0 // 000000003C74: 
	s_nop 0 // 000000003C78: 
	s_nop 0 // 000000003C7C: 
	s_nop 0 // 000000003C80: 
	s_nop 0 // 000000003C84: 
	s_nop 0 // 000000003C88: 
	s_nop 0 // 000000003C8C: 
	s_nop 0 // 000000003C90: 
	s_nop 0 // 000000003C94: 
	s_nop 0 // 000000003C98: 
	s_nop 0 // 000000003C9C: 
	s_nop 0 // 000000003CA0: 
	s_nop 0 // 000000003CA4: 
	s_nop 0 // 000000003CA8: 
	s_nop 0 // 000000003CAC: 
	s_nop 0 // 000000003CB0: 
	s_nop 0 // 000000003CB4: 
	s_nop 0 // 000000003CB8: 
	s_nop 0 // 000000003CBC: 
	s_nop 0 // 000000003CC0: 
	s_nop 0 // 000000003CC4: 
	s_nop 0 // 000000003CC8: 
	s_nop 0 // 000000003CCC: 
	s_nop 0 // 000000003CD0: 
	s_nop 0 // 000000003CD4: 
	s_nop 0 // 000000003CD8: 
	s_nop 0 // 000000003CDC: 
	s_nop 0 // 000000003CE0: 
	s_nop 0 // 000000003CE4: 
	s_nop 0 // 000000003CE8: 
	s_nop 0 // 000000003CEC: 
	s_nop 0 // 000000003CF0: 
	s_nop 0 // 000000003CF4: 
	s_nop 0 // 000000003CF8: 
	s_nop 0 // 000000003CFC: 
	s_nop 0 // 000000003D00: 
	s_nop 0 // 000000003D04: 
	s_nop 0 // 000000003D08: 
	s_nop 0 // 000000003D0C: 
	s_nop 0 // 000000003D10: 
	s_nop 0 // 000000003D14: 
	s_nop 0 // 000000003D18: 
	s_nop 0 // 000000003D1C: 
	s_nop 0 // 000000003D20: 
	s_nop 0 // 000000003D24: 
	s_nop 0 // 000000003D28: 
	s_nop 0 // 000000003D2C: 
	s_nop 0 // 000000003D30: 
	s_nop 0 // 000000003D34: 
	s_nop 0 // 000000003D38: 
	s_nop 0 // 000000003D3C: 
	s_nop 0 // 000000003D40: 
	s_nop 0 // 000000003D44: 
	s_nop 0 // 000000003D48: 
	s_nop 0 // 000000003D4C: 
	s_nop 0 // 000000003D50: 
	s_nop 0 // 000000003D54: 
	s_nop 0 // 000000003D58: 
	s_nop 0 // 000000003D5C: 
	s_nop 0 // 000000003D60: 
	s_nop 0 // 000000003D64: 
	s_nop 0 // 000000003D68: 
	s_nop 0 // 000000003D6C: 
	s_nop 0 // 000000003D70: 
	s_nop 0 // 000000003D74: 
	s_nop 0 // 000000003D78: 
	s_nop 0 // 000000003D7C: 
	s_nop 0 // 000000003D80: 
	s_nop 0 // 000000003D84: 
	s_nop 0 // 000000003D88: 
	s_nop 0 // 000000003D8C: 
	s_nop 0 // 000000003D90: 
	s_nop 0 // 000000003D94: 
	s_nop 0 // 000000003D98: 
	s_nop 0 // 000000003D9C: 
	s_nop 0 // 000000003DA0: 
	s_nop 0 // 000000003DA4: 
	s_nop 0 // 000000003DA8: 
	s_nop 0 // 000000003DAC: 
	s_nop 0 // 000000003DB0: 
	s_nop 0 // 000000003DB4: 
	s_nop 0 // 000000003DB8: 
	s_nop 0 // 000000003DBC: 
	s_nop 0 // 000000003DC0: 
	s_nop 0 // 000000003DC4: 
	s_nop 0 // 000000003DC8: 
	s_nop 0 // 000000003DCC: 
	s_nop 0 // 000000003DD0: 
	s_nop 0 // 000000003DD4: 
	s_nop 0 // 000000003DD8: 
	s_nop 0 // 000000003DDC: 
	s_nop 0 // 000000003DE0: 
	s_nop 0 // 000000003DE4: 
	s_nop 0 // 000000003DE8: 
	s_nop 0 // 000000003DEC: 
	s_nop 0 // 000000003DF0: 
	s_nop 0 // 000000003DF4: 
	s_nop 0 // 000000003DF8: 
	s_nop 0 // 000000003DFC: 
	s_nop 0 // 000000003E00: 
	s_nop 0 // 000000003E04: 
	s_nop 0 // 000000003E08: 
	s_nop 0 // 000000003E0C: 
	s_nop 0 // 000000003E10: 
	s_nop 0 // 000000003E14: 
	s_nop 0 // 000000003E18: 
	s_nop 0 // 000000003E1C: 
	s_nop 0 // 000000003E20: 
	s_nop 0 // 000000003E24: 
	s_nop 0 // 000000003E28: 
	s_nop 0 // 000000003E2C: 
	s_nop 0 // 000000003E30: 
	s_nop 0 // 000000003E34: 
	s_nop 0 // 000000003E38: 
	s_nop 0 // 000000003E3C: 
	s_nop 0 // 000000003E40: 
	s_nop 0 // 000000003E44: 
	s_nop 0 // 000000003E48: 
	s_nop 0 // 000000003E4C: 
	s_nop 0 // 000000003E50: 
	s_nop 0 // 000000003E54: 
	s_nop 0 // 000000003E58: 
	s_nop 0 // 000000003E5C: 
	s_nop 0 // 000000003E60: 
	s_nop 0 // 000000003E64: 
	s_nop 0 // 000000003E68: 
	s_nop 0 // 000000003E6C: 
	s_nop 0 // 000000003E70: 
	s_nop 0 // 000000003E74: 
	s_nop 0 // 000000003E78: 
	s_nop 0 // 000000003E7C: 
	s_nop 0 // 000000003E80: 
	s_nop 0 // 000000003E84: 
	s_nop 0 // 000000003E88: 
	s_nop 0 // 000000003E8C: 
	s_nop 0 // 000000003E90: 
	s_nop 0 // 000000003E94: 
	s_nop 0 // 000000003E98: 
	s_nop 0 // 000000003E9C: 
	s_nop 0 // 000000003EA0: 
	s_nop 0 // 000000003EA4: 
	s_nop 0 // 000000003EA8: 
	s_nop 0 // 000000003EAC: 
	s_nop 0 // 000000003EB0: 
	s_nop 0 // 000000003EB4: 
	s_nop 0 // 000000003EB8: 
	s_nop 0 // 000000003EBC: 
	s_nop 0 // 000000003EC0: 
	s_nop 0 // 000000003EC4: 
	s_nop 0 // 000000003EC8: 
	s_nop 0 // 000000003ECC: 
	s_nop 0 // 000000003ED0: 
	s_nop 0 // 000000003ED4: 
	s_nop 0 // 000000003ED8: 
	s_nop 0 // 000000003EDC: 
	s_nop 0 // 000000003EE0: 
	s_nop 0 // 000000003EE4: 
	s_nop 0 // 000000003EE8: 
	s_nop 0 // 000000003EEC: 
	s_nop 0 // 000000003EF0: 
	s_nop 0 // 000000003EF4: 
	s_nop 0 // 000000003EF8: 
	s_nop 0 // 000000003EFC: 
