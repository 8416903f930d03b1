
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
	s_cbranch_execz 5 // 000000001C04: <input_multiply_reduce_fusion+0x51c>
	v_add_f32_e32 v1, v5, v4 // 000000001C08: 
	v_cvt_pk_bf16_f32 v1, v1, s0 // 000000001C0C: 
	global_store_short v0, v1, s[8:9] // 000000001C14: 
	s_or_b64 exec, exec, s[2:3] // 000000001C1C: 
	v_add_u32_e32 v1, v2, v3 // 000000001C20: 
	ds_read_b32 v2, v1 offset:4 // 000000001C24: 
	s_waitcnt lgkmcnt(0) // 000000001C2C: 
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16) // 000000001C30: 
	s_waitcnt lgkmcnt(0) // 000000001C38: 
	v_add_f32_e32 v2, v2, v3 // 000000001C3C: 
	s_nop 1 // 000000001C40: 
	v_add_f32_dpp v2, v2, v2 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C44: 020404FA FF090802
	s_nop 1 // 000000001C4C: 
	v_add_f32_dpp v2, v2, v2 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C50: 020404FA FF090402
	s_nop 1 // 000000001C58: 
	v_add_f32_dpp v2, v2, v2 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C5C: 020404FA FF090202
	s_nop 1 // 000000001C64: 
	v_mov_b32_dpp v3, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C68: 7E0602FA FF090102
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001C70: 
	s_cbranch_execz 5 // 000000001C74: <input_multiply_reduce_fusion+0x58c>
	v_add_f32_e32 v2, v3, v2 // 000000001C78: 
	v_cvt_pk_bf16_f32 v2, v2, s0 // 000000001C7C: 
	global_store_short v0, v2, s[8:9] offset:2 // 000000001C84: 
	s_or_b64 exec, exec, s[2:3] // 000000001C8C: 
	ds_read_b32 v2, v1 offset:8 // 000000001C90: 
	s_waitcnt lgkmcnt(0) // 000000001C98: 
	ds_swizzle_b32 v3, v2 offset:swizzle(SWAP,16) // 000000001C9C: 
	s_waitcnt lgkmcnt(0) // 000000001CA4: 
	v_add_f32_e32 v2, v2, v3 // 000000001CA8: 
	s_nop 1 // 000000001CAC: 
	v_add_f32_dpp v2, v2, v2 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CB0: 020404FA FF090802
	s_nop 1 // 000000001CB8: 
	v_add_f32_dpp v2, v2, v2 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CBC: 020404FA FF090402
	s_nop 1 // 000000001CC4: 
	v_add_f32_dpp v2, v2, v2 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CC8: 020404FA FF090202
	s_nop 1 // 000000001CD0: 
	v_mov_b32_dpp v3, v2 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CD4: 7E0602FA FF090102
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001CDC: 
	s_cbranch_execz 5 // 000000001CE0: <input_multiply_reduce_fusion+0x5f8>
	v_add_f32_e32 v2, v3, v2 // 000000001CE4: 
	v_cvt_pk_bf16_f32 v2, v2, s0 // 000000001CE8: 
	global_store_short v0, v2, s[8:9] offset:4 // 000000001CF0: 
	s_or_b64 exec, exec, s[2:3] // 000000001CF8: 
	ds_read_b32 v1, v1 offset:12 // 000000001CFC: 
	s_waitcnt lgkmcnt(0) // 000000001D04: 
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16) // 000000001D08: 
	s_waitcnt lgkmcnt(0) // 000000001D10: 
	v_add_f32_e32 v1, v1, v2 // 000000001D14: 
	s_nop 1 // 000000001D18: 
	v_add_f32_dpp v1, v1, v1 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D1C: 020202FA FF090801
	s_nop 1 // 000000001D24: 
	v_add_f32_dpp v1, v1, v1 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D28: 020202FA FF090401
	s_nop 1 // 000000001D30: 
	v_add_f32_dpp v1, v1, v1 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D34: 020202FA FF090201
	s_nop 1 // 000000001D3C: 
	v_mov_b32_dpp v2, v1 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D40: 7E0402FA FF090101
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001D48: 
	s_cbranch_execz 5 // 000000001D4C: <input_multiply_reduce_fusion+0x664>
	v_add_f32_e32 v1, v2, v1 // 000000001D50: 
	v_cvt_pk_bf16_f32 v1, v1, s0 // 000000001D54: 
	global_store_short v0, v1, s[8:9] offset:6 // 000000001D5C: 
	s_endpgm // 000000001D64: 
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
	s_cbranch_execz 5 // 000000001BC0: <input_reduce_fusion+0x5d8>
	v_add_f32_e32 v1, v5, v4 // 000000001BC4: 
	v_cvt_pk_bf16_f32 v1, v1, s0 // 000000001BC8: 
	global_store_short v0, v1, s[6:7] // 000000001BD0: 
	s_or_b64 exec, exec, s[2:3] // 000000001BD8: 
	v_add_u32_e32 v1, v2, v3 // 000000001BDC: 
	ds_read_b32 v1, v1 offset:4 // 000000001BE0: 
	s_waitcnt lgkmcnt(0) // 000000001BE8: 
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16) // 000000001BEC: 
	s_waitcnt lgkmcnt(0) // 000000001BF4: 
	v_add_f32_e32 v1, v1, v2 // 000000001BF8: 
	s_nop 1 // 000000001BFC: 
	v_add_f32_dpp v1, v1, v1 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C00: 020202FA FF090801
	s_nop 1 // 000000001C08: 
	v_add_f32_dpp v1, v1, v1 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C0C: 020202FA FF090401
	s_nop 1 // 000000001C14: 
	v_add_f32_dpp v1, v1, v1 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C18: 020202FA FF090201
	s_nop 1 // 000000001C20: 
	v_mov_b32_dpp v2, v1 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C24: 7E0402FA FF090101
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001C2C: 
	s_cbranch_execz 5 // 000000001C30: <input_reduce_fusion+0x648>
	v_add_f32_e32 v1, v2, v1 // 000000001C34: 
	v_cvt_pk_bf16_f32 v1, v1, s0 // 000000001C38: 
	global_store_short v0, v1, s[6:7] offset:2 // 000000001C40: 
	s_endpgm // 000000001C48: 
	s_nop 0 // 000000001C4C: 
	s_nop 0 // 000000001C50: 
	s_nop 0 // 000000001C54: 
	s_nop 0 // 000000001C58: 
	s_nop 0 // 000000001C5C: 
	s_nop 0 // 000000001C60: 
	s_nop 0 // 000000001C64: 
	s_nop 0 // 000000001C68: 
	s_nop 0 // 000000001C6C: 
	s_nop 0 // 000000001C70: 
	s_nop 0 // 000000001C74: 
	s_nop 0 // 000000001C78: 
	s_nop 0 // 000000001C7C: 
	s_nop 0 // 000000001C80: 
	s_nop 0 // 000000001C84: 
	s_nop 0 // 000000001C88: 
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


code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001800 <fusion_13>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0 // 000000001800: 
	v_readfirstlane_b32 s3, v0 // 000000001808: 
	s_and_b32 s18, s3, 0x1c0 // 00000000180C: 
	s_ashr_i32 s3, s2, 31 // 000000001814: 
	v_and_or_b32 v22, v0, 63, s18 // 000000001818: 
	s_lshl_b64 s[16:17], s[2:3], 16 // 000000001820: 
	s_waitcnt lgkmcnt(0) // 000000001824: 
	s_add_u32 s12, s10, s16 // 000000001828: 
	v_lshlrev_b32_e32 v42, 3, v22 // 00000000182C: 
	s_addc_u32 s10, s11, s17 // 000000001830: 
	v_or_b32_e32 v1, 0x4000, v42 // 000000001834: 
	v_lshlrev_b32_e32 v138, 4, v22 // 00000000183C: 
	s_and_b32 s13, s10, 0xffff // 000000001840: 
	s_mov_b32 s15, 0x27000 // 000000001848: 
	s_mov_b32 s14, 0x7ffffffe // 000000001850: 
	v_lshlrev_b32_e32 v139, 1, v1 // 000000001858: 
	buffer_load_dwordx4 v[18:21], v138, s[12:15], 0 offen // 00000000185C: 
	buffer_load_dwordx4 v[2:5], v139, s[12:15], 0 offen // 000000001864: 
	v_or_b32_e32 v30, 0x2000, v42 // 00000000186C: 
	v_or_b32_e32 v43, 0x3000, v42 // 000000001874: 
	v_lshlrev_b32_e32 v141, 1, v30 // 00000000187C: 
	v_lshlrev_b32_e32 v140, 1, v43 // 000000001880: 
	s_mov_b32 s10, s14 // 000000001884: 
	s_and_b32 s9, s9, 0xffff // 000000001888: 
	s_mov_b32 s11, s15 // 000000001890: 
	buffer_load_dwordx4 v[10:13], v141, s[12:15], 0 offen // 000000001894: 
	buffer_load_dwordx4 v[6:9], v140, s[12:15], 0 offen // 00000000189C: 
	v_or_b32_e32 v23, 0x2000, v138 // 0000000018A4: 
	buffer_load_dwordx4 v[32:35], v138, s[8:11], 0 offen // 0000000018AC: 
	buffer_load_dwordx4 v[36:39], v23, s[8:11], 0 offen // 0000000018B4: 
	v_or_b32_e32 v26, 0x1000, v42 // 0000000018BC: 
	v_or_b32_e32 v154, 0x5000, v42 // 0000000018C4: 
	v_lshlrev_b32_e32 v142, 1, v26 // 0000000018CC: 
	v_lshlrev_b32_e32 v143, 1, v154 // 0000000018D0: 
	buffer_load_dwordx4 v[14:17], v142, s[12:15], 0 offen // 0000000018D4: 
	buffer_load_dwordx4 v[44:47], v143, s[12:15], 0 offen // 0000000018DC: 
	v_or_b32_e32 v155, 0x6000, v42 // 0000000018E4: 
	v_or_b32_e32 v156, 0x7000, v42 // 0000000018EC: 
	v_lshlrev_b32_e32 v145, 1, v155 // 0000000018F4: 
	v_lshlrev_b32_e32 v144, 1, v156 // 0000000018F8: 
	buffer_load_dwordx4 v[48:51], v145, s[12:15], 0 offen // 0000000018FC: 
	buffer_load_dwordx4 v[52:55], v144, s[12:15], 0 offen // 000000001904: 
	v_lshlrev_b32_e32 v23, 3, v0 // 00000000190C: 
	s_movk_i32 s8, 0x7c0 // 000000001910: 
	v_bfe_i32 v24, v0, 3, 1 // 000000001914: 
	v_and_b32_e32 v23, 48, v23 // 00000000191C: 
	v_lshlrev_b32_e32 v25, 2, v22 // 000000001920: 
	v_and_or_b32 v23, v25, s8, v23 // 000000001924: 
	s_movk_i32 s8, 0x1040 // 00000000192C: 
	v_lshlrev_b32_e32 v157, 5, v22 // 000000001930: 
	v_and_b32_e32 v42, 0xfc0, v42 // 000000001934: 
	v_lshlrev_b32_e32 v1, 2, v1 // 00000000193C: 
	s_waitcnt vmcnt(9) // 000000001940: 
	v_and_b32_e32 v57, 0xffff0000, v18 // 000000001944: 
	s_waitcnt vmcnt(8) // 00000000194C: 
	v_and_b32_e32 v81, 0xffff0000, v2 // 000000001950: 
	v_lshlrev_b32_e32 v80, 16, v2 // 000000001958: 
	v_and_b32_e32 v87, 0xffff0000, v3 // 00000000195C: 
	v_lshlrev_b32_e32 v86, 16, v3 // 000000001964: 
	v_and_b32_e32 v2, 0x2080, v24 // 000000001968: 
	v_bfe_i32 v3, v0, 0, 1 // 000000001970: 
	v_and_or_b32 v2, v3, s8, v2 // 000000001978: 
	s_lshl_b64 s[8:9], s[2:3], 5 // 000000001980: 
	s_add_u32 s12, s6, s8 // 000000001984: 
	s_addc_u32 s6, s7, s9 // 000000001988: 
	v_xad_u32 v2, v23, v2, 0 // 00000000198C: 
	s_and_b32 s13, s6, 0xffff // 000000001994: 
	s_lshl_b64 s[2:3], s[2:3], 17 // 00000000199C: 
	s_waitcnt vmcnt(6) // 0000000019A0: 
	v_and_b32_e32 v77, 0xffff0000, v6 // 0000000019A4: 
	v_lshlrev_b32_e32 v76, 16, v6 // 0000000019AC: 
	v_and_b32_e32 v79, 0xffff0000, v7 // 0000000019B0: 
	v_lshlrev_b32_e32 v78, 16, v7 // 0000000019B8: 
	v_and_b32_e32 v91, 0xffff0000, v8 // 0000000019BC: 
	v_lshlrev_b32_e32 v90, 16, v8 // 0000000019C4: 
	v_and_b32_e32 v95, 0xffff0000, v9 // 0000000019C8: 
	v_lshlrev_b32_e32 v94, 16, v9 // 0000000019D0: 
	v_and_b32_e32 v99, 0xffff0000, v4 // 0000000019D4: 
	v_lshlrev_b32_e32 v98, 16, v4 // 0000000019DC: 
	v_and_b32_e32 v101, 0xffff0000, v5 // 0000000019E0: 
	v_lshlrev_b32_e32 v100, 16, v5 // 0000000019E8: 
	s_waitcnt vmcnt(5) // 0000000019EC: 
	ds_write_b128 v2, v[32:35] // 0000000019F0: 
	s_waitcnt vmcnt(4) // 0000000019F8: 
	ds_write_b128 v2, v[36:39] offset:2048 // 0000000019FC: 
	s_waitcnt lgkmcnt(0) // 000000001A04: 
	s_barrier // 000000001A08: 
	buffer_load_dwordx4 v[6:9], off, s[12:15], 0 // 000000001A0C: 
	buffer_load_dwordx4 v[2:5], off, s[12:15], 0 offset:16 // 000000001A14: 
	s_add_u32 s12, s4, s2 // 000000001A1C: 
	s_addc_u32 s2, s5, s3 // 000000001A20: 
	v_and_b32_e32 v73, 0xffff0000, v10 // 000000001A24: 
	v_lshlrev_b32_e32 v72, 16, v10 // 000000001A2C: 
	s_and_b32 s13, s2, 0xffff // 000000001A30: 
	v_lshlrev_b32_e32 v10, 2, v26 // 000000001A38: 
	buffer_load_dwordx4 v[38:41], v10, s[12:15], 0 offen // 000000001A3C: 
	v_or_b32_e32 v10, 0x4000, v157 // 000000001A44: 
	buffer_load_dwordx4 v[26:29], v10, s[12:15], 0 offen offset:16// 000000001A4C: E05C1010 80031A0A
	v_lshlrev_b32_e32 v10, 2, v30 // 000000001A54: 
	buffer_load_dwordx4 v[30:33], v10, s[12:15], 0 offen // 000000001A58: 
	v_or_b32_e32 v10, 0x8000, v157 // 000000001A60: 
	s_waitcnt vmcnt(8) // 000000001A68: 
	v_and_b32_e32 v65, 0xffff0000, v14 // 000000001A6C: 
	v_lshlrev_b32_e32 v64, 16, v14 // 000000001A74: 
	v_and_b32_e32 v67, 0xffff0000, v15 // 000000001A78: 
	v_lshlrev_b32_e32 v66, 16, v15 // 000000001A80: 
	v_and_b32_e32 v69, 0xffff0000, v16 // 000000001A84: 
	v_lshlrev_b32_e32 v68, 16, v16 // 000000001A8C: 
	v_and_b32_e32 v71, 0xffff0000, v17 // 000000001A90: 
	v_lshlrev_b32_e32 v70, 16, v17 // 000000001A98: 
	buffer_load_dwordx4 v[34:37], v157, s[12:15], 0 offen // 000000001A9C: 
	s_waitcnt vmcnt(8) // 000000001AA4: 
	v_and_b32_e32 v89, 0xffff0000, v44 // 000000001AA8: 
	v_lshlrev_b32_e32 v88, 16, v44 // 000000001AB0: 
	buffer_load_dwordx4 v[14:17], v10, s[12:15], 0 offen offset:16// 000000001AB4: E05C1010 80030E0A
	v_lshlrev_b32_e32 v10, 2, v43 // 000000001ABC: 
	v_lshlrev_b32_e32 v43, 4, v0 // 000000001AC0: 
	v_bfe_i32 v44, v0, 2, 1 // 000000001AC4: 
	buffer_load_dwordx4 v[22:25], v157, s[12:15], 0 offen offset:16// 000000001ACC: E05C1010 8003169D
	v_and_b32_e32 v43, 48, v43 // 000000001AD4: 
	v_and_b32_e32 v44, 0x2080, v44 // 000000001AD8: 
	v_and_b32_e32 v147, 0xffff0000, v46 // 000000001AE0: 
	v_lshlrev_b32_e32 v146, 16, v46 // 000000001AE8: 
	v_bitop3_b32 v46, v42, v44, v43 bitop3:0x36 // 000000001AEC: 
	v_add_u32_e32 v42, 0, v46 // 000000001AF4: 
	v_xad_u32 v46, v46, 64, 0 // 000000001AF8: 
	v_and_b32_e32 v103, 0xffff0000, v45 // 000000001B00: 
	v_lshlrev_b32_e32 v102, 16, v45 // 000000001B08: 
	v_and_b32_e32 v149, 0xffff0000, v47 // 000000001B0C: 
	v_lshlrev_b32_e32 v148, 16, v47 // 000000001B14: 
	s_waitcnt vmcnt(9) // 000000001B18: 
	v_and_b32_e32 v105, 0xffff0000, v48 // 000000001B1C: 
	v_lshlrev_b32_e32 v104, 16, v48 // 000000001B24: 
	v_and_b32_e32 v115, 0xffff0000, v49 // 000000001B28: 
	v_lshlrev_b32_e32 v114, 16, v49 // 000000001B30: 
	ds_read_b128 v[42:45], v42 // 000000001B34: 
	ds_read_b128 v[46:49], v46 offset:4096 // 000000001B3C: 
	v_lshlrev_b32_e32 v56, 16, v18 // 000000001B44: 
	v_and_b32_e32 v59, 0xffff0000, v19 // 000000001B48: 
	v_lshlrev_b32_e32 v58, 16, v19 // 000000001B50: 
	v_and_b32_e32 v61, 0xffff0000, v20 // 000000001B54: 
	v_lshlrev_b32_e32 v60, 16, v20 // 000000001B5C: 
	v_and_b32_e32 v63, 0xffff0000, v21 // 000000001B60: 
	v_lshlrev_b32_e32 v62, 16, v21 // 000000001B68: 
	buffer_load_dwordx4 v[18:21], v10, s[12:15], 0 offen // 000000001B6C: 
	s_waitcnt lgkmcnt(1) // 000000001B74: 
	v_pk_mul_f32 v[112:113], v[42:43], v[72:73] // 000000001B78: 
	s_waitcnt lgkmcnt(0) // 000000001B80: 
	v_pk_mul_f32 v[130:131], v[48:49], v[70:71] // 000000001B84: 
	buffer_load_dwordx4 v[70:73], v1, s[12:15], 0 offen // 000000001B8C: 
	v_or_b32_e32 v10, 0xc000, v157 // 000000001B94: 
	v_and_b32_e32 v75, 0xffff0000, v11 // 000000001B9C: 
	v_lshlrev_b32_e32 v74, 16, v11 // 000000001BA4: 
	v_and_b32_e32 v83, 0xffff0000, v12 // 000000001BA8: 
	v_lshlrev_b32_e32 v82, 16, v12 // 000000001BB0: 
	v_and_b32_e32 v85, 0xffff0000, v13 // 000000001BB4: 
	v_lshlrev_b32_e32 v84, 16, v13 // 000000001BBC: 
	buffer_load_dwordx4 v[10:13], v10, s[12:15], 0 offen offset:16// 000000001BC0: E05C1010 80030A0A
	v_or_b32_e32 v1, 0x10000, v157 // 000000001BC8: 
	v_and_b32_e32 v151, 0xffff0000, v50 // 000000001BD0: 
	v_lshlrev_b32_e32 v150, 16, v50 // 000000001BD8: 
	v_and_b32_e32 v153, 0xffff0000, v51 // 000000001BDC: 
	v_lshlrev_b32_e32 v152, 16, v51 // 000000001BE4: 
	v_pk_mul_f32 v[118:119], v[44:45], v[66:67] // 000000001BE8: 
	s_waitcnt vmcnt(11) // 000000001BF0: 
	v_and_b32_e32 v51, 0xffff0000, v52 // 000000001BF4: 
	v_lshlrev_b32_e32 v50, 16, v52 // 000000001BFC: 
	v_pk_mul_f32 v[132:133], v[46:47], v[68:69] // 000000001C00: 
	buffer_load_dwordx4 v[66:69], v1, s[12:15], 0 offen offset:16// 000000001C08: E05C1010 80034201
	v_lshlrev_b32_e32 v1, 2, v154 // 000000001C10: 
	v_pk_mul_f32 v[128:129], v[42:43], v[56:57] // 000000001C14: 
	v_pk_mul_f32 v[120:121], v[42:43], v[64:65] // 000000001C1C: 
	v_pk_mul_f32 v[110:111], v[44:45], v[74:75] // 000000001C24: 
	v_pk_mul_f32 v[108:109], v[42:43], v[76:77] // 000000001C2C: 
	v_pk_mul_f32 v[96:97], v[42:43], v[80:81] // 000000001C34: 
	v_pk_mul_f32 v[88:89], v[42:43], v[88:89] // 000000001C3C: 
	v_pk_mul_f32 v[80:81], v[42:43], v[104:105] // 000000001C44: 
	v_pk_mul_f32 v[74:75], v[42:43], v[50:51] // 000000001C4C: 
	v_and_b32_e32 v43, 0xffff0000, v53 // 000000001C54: 
	v_lshlrev_b32_e32 v42, 16, v53 // 000000001C5C: 
	v_pk_mul_f32 v[134:135], v[48:49], v[62:63] // 000000001C60: 
	buffer_load_dwordx4 v[62:65], v1, s[12:15], 0 offen // 000000001C68: 
	v_or_b32_e32 v1, 0x14000, v157 // 000000001C70: 
	v_pk_mul_f32 v[124:125], v[44:45], v[58:59] // 000000001C78: 
	v_pk_mul_f32 v[106:107], v[44:45], v[78:79] // 000000001C80: 
	v_pk_mul_f32 v[92:93], v[44:45], v[86:87] // 000000001C88: 
	v_pk_mul_f32 v[86:87], v[44:45], v[102:103] // 000000001C90: 
	v_pk_mul_f32 v[78:79], v[44:45], v[114:115] // 000000001C98: 
	v_pk_mul_f32 v[76:77], v[44:45], v[42:43] // 000000001CA0: 
	v_and_b32_e32 v43, 0xffff0000, v54 // 000000001CA8: 
	v_lshlrev_b32_e32 v42, 16, v54 // 000000001CB0: 
	v_and_b32_e32 v45, 0xffff0000, v55 // 000000001CB4: 
	v_lshlrev_b32_e32 v44, 16, v55 // 000000001CBC: 
	v_pk_mul_f32 v[136:137], v[46:47], v[60:61] // 000000001CC0: 
	buffer_load_dwordx4 v[58:61], v1, s[12:15], 0 offen offset:16// 000000001CC8: E05C1010 80033A01
	v_lshlrev_b32_e32 v1, 2, v155 // 000000001CD0: 
	v_pk_mul_f32 v[126:127], v[46:47], v[82:83] // 000000001CD4: 
	v_pk_mul_f32 v[122:123], v[48:49], v[84:85] // 000000001CDC: 
	v_pk_mul_f32 v[84:85], v[46:47], v[42:43] // 000000001CE4: 
	v_pk_mul_f32 v[82:83], v[48:49], v[44:45] // 000000001CEC: 
	buffer_load_dwordx4 v[54:57], v1, s[12:15], 0 offen // 000000001CF4: 
	s_waitcnt vmcnt(9) // 000000001CFC: 
	v_pk_mul_f32 v[42:43], v[128:129], v[34:35] // 000000001D00: 
	v_pk_mul_f32 v[44:45], v[124:125], v[36:37] // 000000001D08: 
	v_pk_mul_f32 v[116:117], v[46:47], v[90:91] // 000000001D10: 
	v_pk_mul_f32 v[114:115], v[48:49], v[94:95] // 000000001D18: 
	v_pk_mul_f32 v[104:105], v[46:47], v[98:99] // 000000001D20: 
	v_pk_mul_f32 v[102:103], v[48:49], v[100:101] // 000000001D28: 
	v_pk_mul_f32 v[100:101], v[46:47], v[146:147] // 000000001D30: 
	v_pk_mul_f32 v[94:95], v[46:47], v[150:151] // 000000001D38: 
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] // 000000001D40: 
	s_waitcnt vmcnt(7) // 000000001D48: 
	v_pk_mul_f32 v[44:45], v[136:137], v[22:23] // 000000001D4C: 
	v_pk_mul_f32 v[46:47], v[134:135], v[24:25] // 000000001D54: 
	v_pk_mul_f32 v[98:99], v[48:49], v[148:149] // 000000001D5C: 
	v_pk_add_f32 v[44:45], v[44:45], v[46:47] // 000000001D64: 
	v_pk_mul_f32 v[46:47], v[118:119], v[40:41] // 000000001D6C: 
	v_pk_add_f32 v[42:43], v[42:43], v[44:45] // 000000001D74: 
	v_pk_mul_f32 v[44:45], v[120:121], v[38:39] // 000000001D7C: 
	v_pk_mul_f32 v[90:91], v[48:49], v[152:153] // 000000001D84: 
	v_pk_add_f32 v[44:45], v[44:45], v[46:47] // 000000001D8C: 
	v_pk_mul_f32 v[46:47], v[132:133], v[26:27] // 000000001D94: 
	v_pk_mul_f32 v[48:49], v[130:131], v[28:29] // 000000001D9C: 
	v_pk_mul_f32 v[50:51], v[122:123], v[16:17] // 000000001DA4: 
	v_pk_add_f32 v[46:47], v[46:47], v[48:49] // 000000001DAC: 
	v_pk_mul_f32 v[48:49], v[110:111], v[32:33] // 000000001DB4: 
	v_pk_add_f32 v[44:45], v[44:45], v[46:47] // 000000001DBC: 
	v_pk_mul_f32 v[46:47], v[112:113], v[30:31] // 000000001DC4: 
	v_or_b32_e32 v1, 0x18000, v157 // 000000001DCC: 
	v_pk_add_f32 v[46:47], v[46:47], v[48:49] // 000000001DD4: 
	v_pk_mul_f32 v[48:49], v[126:127], v[14:15] // 000000001DDC: 
	s_lshr_b32 s6, s18, 1 // 000000001DE4: 
	v_pk_add_f32 v[48:49], v[48:49], v[50:51] // 000000001DE8: 
	v_lshlrev_b32_e32 v0, 5, v0 // 000000001DF0: 
	v_pk_add_f32 v[146:147], v[46:47], v[48:49] // 000000001DF4: 
	s_waitcnt vmcnt(6) // 000000001DFC: 
	v_pk_mul_f32 v[46:47], v[108:109], v[18:19] // 000000001E00: 
	v_pk_mul_f32 v[48:49], v[106:107], v[20:21] // 000000001E08: 
	v_and_b32_e32 v0, 0xe0, v0 // 000000001E10: 
	v_pk_add_f32 v[46:47], v[46:47], v[48:49] // 000000001E18: 
	s_waitcnt vmcnt(4) // 000000001E20: 
	v_pk_mul_f32 v[48:49], v[116:117], v[10:11] // 000000001E24: 
	v_pk_mul_f32 v[50:51], v[114:115], v[12:13] // 000000001E2C: 
	s_waitcnt vmcnt(1) // 000000001E34: 
	v_pk_mul_f32 v[154:155], v[98:99], v[60:61] // 000000001E38: 
	v_pk_add_f32 v[48:49], v[48:49], v[50:51] // 000000001E40: 
	buffer_load_dwordx4 v[50:53], v1, s[12:15], 0 offen offset:16// 000000001E48: E05C1010 80033201
	v_pk_add_f32 v[148:149], v[46:47], v[48:49] // 000000001E50: 
	v_mov_b32_e32 v46, v42 // 000000001E58: 
	v_mov_b32_e32 v47, v44 // 000000001E5C: 
	v_mov_b32_e32 v44, v43 // 000000001E60: 
	v_lshlrev_b32_e32 v1, 2, v156 // 000000001E64: 
	v_pk_add_f32 v[150:151], v[46:47], v[44:45] // 000000001E68: 
	buffer_load_dwordx4 v[46:49], v1, s[12:15], 0 offen // 000000001E70: 
	v_or_b32_e32 v1, 0x1c000, v157 // 000000001E78: 
	buffer_load_dwordx4 v[42:45], v1, s[12:15], 0 offen offset:16// 000000001E80: E05C1010 80032A01
	v_mov_b32_dpp v152, v150 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001E88: 7F3002FA FF091896
	v_mov_b32_dpp v153, v151 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001E90: 7F3202FA FF091897
	v_pk_add_f32 v[150:151], v[150:151], v[152:153] // 000000001E98: 
	s_waitcnt lgkmcnt(0) // 000000001EA0: 
	s_barrier // 000000001EA4: 
	v_mov_b32_dpp v152, v150 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001EA8: 7F3002FA FF091496
	v_mov_b32_dpp v153, v151 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001EB0: 7F3202FA FF091497
	v_pk_add_f32 v[150:151], v[150:151], v[152:153] // 000000001EB8: 
	s_waitcnt vmcnt(2) // 000000001EC0: 
	v_pk_mul_f32 v[156:157], v[90:91], v[52:53] // 000000001EC4: 
	v_mov_b32_dpp v152, v150 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001ECC: 7F3002FA FF091296
	v_mov_b32_dpp v153, v151 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001ED4: 7F3202FA FF091297
	v_pk_add_f32 v[150:151], v[150:151], v[152:153] // 000000001EDC: 
	s_waitcnt vmcnt(0) // 000000001EE4: 
	v_pk_mul_f32 v[158:159], v[82:83], v[44:45] // 000000001EE8: 
	v_mov_b32_dpp v152, v150 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001EF0: 7F3002FA FF091196
	v_mov_b32_dpp v153, v151 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001EF8: 7F3202FA FF091197
	v_pk_add_f32 v[150:151], v[150:151], v[152:153] // 000000001F00: 
	s_nop 0 // 000000001F08: 
	v_mov_b32_e32 v152, v150 // 000000001F0C: 
	v_mov_b32_e32 v153, v151 // 000000001F10: 
	s_nop 0 // 000000001F14: 
	v_mov_b32_dpp v152, v152 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001F18: 7F3002FA AF094298
	v_mov_b32_dpp v153, v153 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001F20: 7F3202FA AF094299
	v_pk_add_f32 v[150:151], v[150:151], v[152:153] // 000000001F28: 
	s_nop 1 // 000000001F30: 
	v_mov_b32_dpp v152, v150 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001F34: 7F3002FA FF094396
	v_mov_b32_dpp v153, v151 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001F3C: 7F3202FA FF094397
	v_pk_add_f32 v[150:151], v[150:151], v[152:153] // 000000001F44: 
	v_pk_mul_f32 v[152:153], v[102:103], v[68:69] // 000000001F4C: 
	v_readlane_b32 s2, v150, 63 // 000000001F54: 
	v_readlane_b32 s3, v151, 63 // 000000001F5C: 
	v_mov_b32_e32 v150, v146 // 000000001F64: 
	v_mov_b32_e32 v151, v148 // 000000001F68: 
	v_mov_b32_e32 v148, v147 // 000000001F6C: 
	v_pk_add_f32 v[146:147], v[150:151], v[148:149] // 000000001F70: 
	s_nop 1 // 000000001F78: 
	v_mov_b32_dpp v148, v146 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001F7C: 7F2802FA FF091892
	v_mov_b32_dpp v149, v147 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001F84: 7F2A02FA FF091893
	v_pk_add_f32 v[146:147], v[146:147], v[148:149] // 000000001F8C: 
	s_nop 1 // 000000001F94: 
	v_mov_b32_dpp v148, v146 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001F98: 7F2802FA FF091492
	v_mov_b32_dpp v149, v147 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FA0: 7F2A02FA FF091493
	v_pk_add_f32 v[146:147], v[146:147], v[148:149] // 000000001FA8: 
	s_nop 1 // 000000001FB0: 
	v_mov_b32_dpp v148, v146 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FB4: 7F2802FA FF091292
	v_mov_b32_dpp v149, v147 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FBC: 7F2A02FA FF091293
	v_pk_add_f32 v[146:147], v[146:147], v[148:149] // 000000001FC4: 
	s_nop 1 // 000000001FCC: 
	v_mov_b32_dpp v148, v146 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FD0: 7F2802FA FF091192
	v_mov_b32_dpp v149, v147 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001FD8: 7F2A02FA FF091193
	v_pk_add_f32 v[146:147], v[146:147], v[148:149] // 000000001FE0: 
	s_nop 0 // 000000001FE8: 
	v_mov_b32_e32 v148, v146 // 000000001FEC: 
	v_mov_b32_e32 v149, v147 // 000000001FF0: 
	s_nop 0 // 000000001FF4: 
	v_mov_b32_dpp v148, v148 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001FF8: 7F2802FA AF094294
	v_mov_b32_dpp v149, v149 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002000: 7F2A02FA AF094295
	v_pk_add_f32 v[146:147], v[146:147], v[148:149] // 000000002008: 
	s_nop 1 // 000000002010: 
	v_mov_b32_dpp v148, v146 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002014: 7F2802FA FF094392
	v_mov_b32_dpp v149, v147 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000201C: 7F2A02FA FF094393
	v_pk_add_f32 v[146:147], v[146:147], v[148:149] // 000000002024: 
	v_mov_b32_e32 v148, s2 // 00000000202C: 
	v_readlane_b32 s4, v146, 63 // 000000002030: 
	v_readlane_b32 s5, v147, 63 // 000000002038: 
	v_mov_b32_e32 v149, s3 // 000000002040: 
	v_mov_b32_e32 v150, s4 // 000000002044: 
	v_mov_b32_e32 v151, s5 // 000000002048: 
	v_mov_b32_e32 v146, s6 // 00000000204C: 
	ds_write_b128 v146, v[148:151] // 000000002050: 
	v_pk_mul_f32 v[148:149], v[96:97], v[70:71] // 000000002058: 
	v_pk_mul_f32 v[150:151], v[92:93], v[72:73] // 000000002060: 
	v_add_u32_e32 v147, 0, v0 // 000000002068: 
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 00000000206C: 
	v_pk_mul_f32 v[150:151], v[104:105], v[66:67] // 000000002074: 
	s_nop 0 // 00000000207C: 
	v_pk_add_f32 v[150:151], v[150:151], v[152:153] // 000000002080: 
	v_pk_mul_f32 v[152:153], v[86:87], v[64:65] // 000000002088: 
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 000000002090: 
	v_pk_mul_f32 v[150:151], v[88:89], v[62:63] // 000000002098: 
	s_nop 0 // 0000000020A0: 
	v_pk_add_f32 v[150:151], v[150:151], v[152:153] // 0000000020A4: 
	v_pk_mul_f32 v[152:153], v[100:101], v[58:59] // 0000000020AC: 
	s_nop 0 // 0000000020B4: 
	v_pk_add_f32 v[152:153], v[152:153], v[154:155] // 0000000020B8: 
	v_pk_mul_f32 v[154:155], v[78:79], v[56:57] // 0000000020C0: 
	v_pk_add_f32 v[150:151], v[150:151], v[152:153] // 0000000020C8: 
	v_pk_mul_f32 v[152:153], v[80:81], v[54:55] // 0000000020D0: 
	s_nop 0 // 0000000020D8: 
	v_pk_add_f32 v[152:153], v[152:153], v[154:155] // 0000000020DC: 
	v_pk_mul_f32 v[154:155], v[94:95], v[50:51] // 0000000020E4: 
	s_nop 0 // 0000000020EC: 
	v_pk_add_f32 v[154:155], v[154:155], v[156:157] // 0000000020F0: 
	v_pk_mul_f32 v[156:157], v[76:77], v[48:49] // 0000000020F8: 
	v_pk_add_f32 v[152:153], v[152:153], v[154:155] // 000000002100: 
	v_pk_mul_f32 v[154:155], v[74:75], v[46:47] // 000000002108: 
	s_nop 0 // 000000002110: 
	v_pk_add_f32 v[154:155], v[154:155], v[156:157] // 000000002114: 
	v_pk_mul_f32 v[156:157], v[84:85], v[42:43] // 00000000211C: 
	s_nop 0 // 000000002124: 
	v_pk_add_f32 v[156:157], v[156:157], v[158:159] // 000000002128: 
	s_nop 0 // 000000002130: 
	v_pk_add_f32 v[154:155], v[154:155], v[156:157] // 000000002134: 
	v_mov_b32_e32 v156, v148 // 00000000213C: 
	v_mov_b32_e32 v157, v150 // 000000002140: 
	v_mov_b32_e32 v150, v149 // 000000002144: 
	v_pk_add_f32 v[148:149], v[156:157], v[150:151] // 000000002148: 
	s_nop 1 // 000000002150: 
	v_mov_b32_dpp v150, v148 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002154: 7F2C02FA FF091894
	v_mov_b32_dpp v151, v149 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000215C: 7F2E02FA FF091895
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 000000002164: 
	s_nop 1 // 00000000216C: 
	v_mov_b32_dpp v150, v148 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002170: 7F2C02FA FF091494
	v_mov_b32_dpp v151, v149 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002178: 7F2E02FA FF091495
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 000000002180: 
	s_nop 1 // 000000002188: 
	v_mov_b32_dpp v150, v148 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000218C: 7F2C02FA FF091294
	v_mov_b32_dpp v151, v149 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002194: 7F2E02FA FF091295
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 00000000219C: 
	s_nop 1 // 0000000021A4: 
	v_mov_b32_dpp v150, v148 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021A8: 7F2C02FA FF091194
	v_mov_b32_dpp v151, v149 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021B0: 7F2E02FA FF091195
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 0000000021B8: 
	s_nop 0 // 0000000021C0: 
	v_mov_b32_e32 v150, v148 // 0000000021C4: 
	v_mov_b32_e32 v151, v149 // 0000000021C8: 
	s_nop 0 // 0000000021CC: 
	v_mov_b32_dpp v150, v150 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000021D0: 7F2C02FA AF094296
	v_mov_b32_dpp v151, v151 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000021D8: 7F2E02FA AF094297
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 0000000021E0: 
	s_nop 1 // 0000000021E8: 
	v_mov_b32_dpp v150, v148 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021EC: 7F2C02FA FF094394
	v_mov_b32_dpp v151, v149 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021F4: 7F2E02FA FF094395
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 0000000021FC: 
	s_nop 0 // 000000002204: 
	v_readlane_b32 s2, v148, 63 // 000000002208: 
	v_readlane_b32 s3, v149, 63 // 000000002210: 
	v_mov_b32_e32 v148, v152 // 000000002218: 
	v_mov_b32_e32 v149, v154 // 00000000221C: 
	v_mov_b32_e32 v154, v153 // 000000002220: 
	v_pk_add_f32 v[148:149], v[148:149], v[154:155] // 000000002224: 
	s_nop 1 // 00000000222C: 
	v_mov_b32_dpp v150, v148 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002230: 7F2C02FA FF091894
	v_mov_b32_dpp v151, v149 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002238: 7F2E02FA FF091895
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 000000002240: 
	s_nop 1 // 000000002248: 
	v_mov_b32_dpp v150, v148 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000224C: 7F2C02FA FF091494
	v_mov_b32_dpp v151, v149 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002254: 7F2E02FA FF091495
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 00000000225C: 
	s_nop 1 // 000000002264: 
	v_mov_b32_dpp v150, v148 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002268: 7F2C02FA FF091294
	v_mov_b32_dpp v151, v149 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002270: 7F2E02FA FF091295
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 000000002278: 
	s_nop 1 // 000000002280: 
	v_mov_b32_dpp v150, v148 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002284: 7F2C02FA FF091194
	v_mov_b32_dpp v151, v149 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000228C: 7F2E02FA FF091195
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 000000002294: 
	s_nop 0 // 00000000229C: 
	v_mov_b32_e32 v150, v148 // 0000000022A0: 
	v_mov_b32_e32 v151, v149 // 0000000022A4: 
	s_nop 0 // 0000000022A8: 
	v_mov_b32_dpp v150, v150 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000022AC: 7F2C02FA AF094296
	v_mov_b32_dpp v151, v151 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000022B4: 7F2E02FA AF094297
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 0000000022BC: 
	s_nop 1 // 0000000022C4: 
	v_mov_b32_dpp v150, v148 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000022C8: 7F2C02FA FF094394
	v_mov_b32_dpp v151, v149 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000022D0: 7F2E02FA FF094395
	v_pk_add_f32 v[148:149], v[148:149], v[150:151] // 0000000022D8: 
	s_nop 0 // 0000000022E0: 
	v_readlane_b32 s4, v148, 63 // 0000000022E4: 
	v_readlane_b32 s5, v149, 63 // 0000000022EC: 
	v_mov_b32_e32 v148, s2 // 0000000022F4: 
	v_mov_b32_e32 v149, s3 // 0000000022F8: 
	v_mov_b32_e32 v150, s4 // 0000000022FC: 
	v_mov_b32_e32 v151, s5 // 000000002300: 
	ds_write_b128 v146, v[148:151] offset:16 // 000000002304: 
	s_waitcnt lgkmcnt(0) // 00000000230C: 
	s_barrier // 000000002310: 
	ds_read_b128 v[148:151], v147 // 000000002314: 
	s_load_dwordx4 s[0:3], s[0:1], 0x20 // 00000000231C: 
	s_waitcnt lgkmcnt(0) // 000000002324: 
	v_mov_b32_e32 v0, v148 // 000000002328: 
	v_mov_b32_e32 v1, v149 // 00000000232C: 
	s_add_u32 s12, s0, s8 // 000000002330: 
	v_mov_b32_dpp v0, v0 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002334: 7E0002FA FF014100
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf// 00000000233C: 7E0202FA FF014101
	s_addc_u32 s0, s1, s9 // 000000002344: 
	v_mov_b32_dpp v0, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002348: 7E0002FA FF001B00
	v_add_f32_e32 v0, v148, v0 // 000000002350: 
	v_mov_b32_e32 v148, v150 // 000000002354: 
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002358: 7E0202FA FF001B01
	v_add_f32_e32 v1, v149, v1 // 000000002360: 
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002364: 7F2802FA FF014194
	s_and_b32 s13, s0, 0xffff // 00000000236C: 
	s_nop 0 // 000000002374: 
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002378: 7F2802FA FF001B94
	v_add_f32_e32 v152, v150, v148 // 000000002380: 
	v_mov_b32_e32 v148, v151 // 000000002384: 
	s_nop 1 // 000000002388: 
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf// 00000000238C: 7F2802FA FF014194
	s_nop 1 // 000000002394: 
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002398: 7F2802FA FF001B94
	v_add_f32_e32 v153, v151, v148 // 0000000023A0: 
	ds_read_b128 v[148:151], v147 offset:16 // 0000000023A4: 
	s_waitcnt lgkmcnt(0) // 0000000023AC: 
	v_mov_b32_e32 v154, v148 // 0000000023B0: 
	s_nop 1 // 0000000023B4: 
	v_mov_b32_dpp v154, v154 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000023B8: 7F3402FA FF01419A
	s_nop 1 // 0000000023C0: 
	v_mov_b32_dpp v154, v154 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000023C4: 7F3402FA FF001B9A
	v_add_f32_e32 v154, v148, v154 // 0000000023CC: 
	v_mov_b32_e32 v148, v149 // 0000000023D0: 
	s_nop 1 // 0000000023D4: 
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000023D8: 7F2802FA FF014194
	s_nop 1 // 0000000023E0: 
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000023E4: 7F2802FA FF001B94
	v_add_f32_e32 v155, v149, v148 // 0000000023EC: 
	v_mov_b32_e32 v148, v150 // 0000000023F0: 
	s_nop 1 // 0000000023F4: 
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000023F8: 7F2802FA FF014194
	s_nop 1 // 000000002400: 
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002404: 7F2802FA FF001B94
	v_add_f32_e32 v156, v150, v148 // 00000000240C: 
	v_mov_b32_e32 v148, v151 // 000000002410: 
	s_nop 1 // 000000002414: 
	v_mov_b32_dpp v148, v148 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002418: 7F2802FA FF014194
	s_nop 1 // 000000002420: 
	v_mov_b32_dpp v148, v148 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002424: 7F2802FA FF001B94
	v_add_f32_e32 v157, v151, v148 // 00000000242C: 
	v_mov_b32_e32 v148, v0 // 000000002430: 
	s_nop 1 // 000000002434: 
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002438: 7F2802FA FF004E94
	v_add_f32_e32 v0, v0, v148 // 000000002440: 
	v_mov_b32_e32 v148, v0 // 000000002444: 
	s_nop 1 // 000000002448: 
	v_mov_b32_dpp v148, v148 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000244C: 7F2802FA FF00B194
	v_add_f32_e32 v0, v0, v148 // 000000002454: 
	v_mov_b32_e32 v148, v1 // 000000002458: 
	s_nop 1 // 00000000245C: 
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002460: 7F2802FA FF004E94
	v_add_f32_e32 v1, v1, v148 // 000000002468: 
	v_mov_b32_e32 v148, v1 // 00000000246C: 
	s_nop 1 // 000000002470: 
	v_mov_b32_dpp v148, v148 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002474: 7F2802FA FF00B194
	v_add_f32_e32 v1, v1, v148 // 00000000247C: 
	v_mov_b32_e32 v148, v152 // 000000002480: 
	s_nop 1 // 000000002484: 
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002488: 7F2802FA FF004E94
	v_add_f32_e32 v148, v152, v148 // 000000002490: 
	v_mov_b32_e32 v149, v148 // 000000002494: 
	s_nop 1 // 000000002498: 
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000249C: 7F2A02FA FF00B195
	v_add_f32_e32 v152, v148, v149 // 0000000024A4: 
	v_mov_b32_e32 v148, v153 // 0000000024A8: 
	s_nop 1 // 0000000024AC: 
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000024B0: 7F2802FA FF004E94
	v_add_f32_e32 v148, v153, v148 // 0000000024B8: 
	v_mov_b32_e32 v149, v148 // 0000000024BC: 
	s_nop 1 // 0000000024C0: 
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000024C4: 7F2A02FA FF00B195
	v_add_f32_e32 v153, v148, v149 // 0000000024CC: 
	buffer_load_dwordx4 v[148:151], off, s[12:15], 0 // 0000000024D0: 
	s_waitcnt vmcnt(0) // 0000000024D8: 
	v_mul_f32_e32 v0, v0, v148 // 0000000024DC: 
	v_mov_b32_e32 v148, v154 // 0000000024E0: 
	v_mul_f32_e32 v1, v1, v149 // 0000000024E4: 
	v_mul_f32_e32 v158, v152, v150 // 0000000024E8: 
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000024EC: 7F2802FA FF004E94
	v_add_f32_e32 v148, v154, v148 // 0000000024F4: 
	v_mov_b32_e32 v149, v148 // 0000000024F8: 
	v_mul_f32_e32 v162, v153, v151 // 0000000024FC: 
	v_mul_f32_e32 v0, 0x39800000, v0 // 000000002500: 
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002508: 7F2A02FA FF00B195
	v_add_f32_e32 v152, v148, v149 // 000000002510: 
	v_mov_b32_e32 v148, v155 // 000000002514: 
	v_pk_mul_f32 v[34:35], v[34:35], v[0:1] op_sel_hi:[1,0] // 000000002518: 
	v_pk_mul_f32 v[22:23], v[22:23], v[0:1] op_sel_hi:[1,0] // 000000002520: 
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002528: 7F2802FA FF004E94
	v_add_f32_e32 v148, v155, v148 // 000000002530: 
	v_mov_b32_e32 v149, v148 // 000000002534: 
	v_pk_mul_f32 v[24:25], v[24:25], v[0:1] op_sel_hi:[1,0] // 000000002538: 
	s_nop 0 // 000000002540: 
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002544: 7F2A02FA FF00B195
	v_add_f32_e32 v153, v148, v149 // 00000000254C: 
	v_mov_b32_e32 v148, v156 // 000000002550: 
	s_nop 1 // 000000002554: 
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002558: 7F2802FA FF004E94
	v_add_f32_e32 v148, v156, v148 // 000000002560: 
	v_mov_b32_e32 v149, v148 // 000000002564: 
	s_nop 1 // 000000002568: 
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000256C: 7F2A02FA FF00B195
	v_add_f32_e32 v154, v148, v149 // 000000002574: 
	v_mov_b32_e32 v148, v157 // 000000002578: 
	s_nop 1 // 00000000257C: 
	v_mov_b32_dpp v148, v148 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002580: 7F2802FA FF004E94
	v_add_f32_e32 v148, v157, v148 // 000000002588: 
	v_mov_b32_e32 v149, v148 // 00000000258C: 
	s_nop 1 // 000000002590: 
	v_mov_b32_dpp v149, v149 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002594: 7F2A02FA FF00B195
	v_add_f32_e32 v155, v148, v149 // 00000000259C: 
	buffer_load_dwordx4 v[148:151], off, s[12:15], 0 offset:16 // 0000000025A0: 
	s_waitcnt lgkmcnt(0) // 0000000025A8: 
	s_barrier // 0000000025AC: 
	s_add_u32 s12, s2, s16 // 0000000025B0: 
	s_waitcnt vmcnt(0) // 0000000025B4: 
	v_mul_f32_e32 v168, v152, v148 // 0000000025B8: 
	v_mul_f32_e32 v169, v153, v149 // 0000000025BC: 
	v_pk_mul_f32 v[148:149], v[36:37], v[0:1] op_sel_hi:[1,0] // 0000000025C0: 
	v_mul_f32_e32 v0, 0x39800000, v1 // 0000000025C8: 
	v_mul_f32_e32 v170, v154, v150 // 0000000025D0: 
	v_mul_f32_e32 v171, v155, v151 // 0000000025D4: 
	v_pk_mul_f32 v[150:151], v[38:39], v[0:1] op_sel_hi:[1,0] // 0000000025D8: 
	v_pk_mul_f32 v[152:153], v[40:41], v[0:1] op_sel_hi:[1,0] // 0000000025E0: 
	v_pk_mul_f32 v[26:27], v[26:27], v[0:1] op_sel_hi:[1,0] // 0000000025E8: 
	v_pk_mul_f32 v[154:155], v[28:29], v[0:1] op_sel_hi:[1,0] // 0000000025F0: 
	v_mul_f32_e32 v0, 0x39800000, v158 // 0000000025F8: 
	v_pk_mul_f32 v[156:157], v[30:31], v[0:1] op_sel_hi:[1,0] // 000000002600: 
	v_pk_mul_f32 v[32:33], v[32:33], v[0:1] op_sel_hi:[1,0] // 000000002608: 
	v_pk_mul_f32 v[158:159], v[14:15], v[0:1] op_sel_hi:[1,0] // 000000002610: 
	v_pk_mul_f32 v[160:161], v[16:17], v[0:1] op_sel_hi:[1,0] // 000000002618: 
	v_mul_f32_e32 v0, 0x39800000, v162 // 000000002620: 
	v_pk_mul_f32 v[164:165], v[10:11], v[0:1] op_sel_hi:[1,0] // 000000002628: 
	v_pk_mul_f32 v[10:11], v[124:125], v[6:7] op_sel_hi:[1,0] // 000000002630: 
	v_pk_mul_f32 v[18:19], v[18:19], v[0:1] op_sel_hi:[1,0] // 000000002638: 
	v_pk_mul_f32 v[162:163], v[20:21], v[0:1] op_sel_hi:[1,0] // 000000002640: 
	v_pk_mul_f32 v[166:167], v[12:13], v[0:1] op_sel_hi:[1,0] // 000000002648: 
	v_mul_f32_e32 v0, 0x39800000, v168 // 000000002650: 
	v_pk_add_f32 v[10:11], v[10:11], v[148:149] // 000000002658: 
	v_pk_mul_f32 v[36:37], v[70:71], v[0:1] op_sel_hi:[1,0] // 000000002660: 
	v_pk_mul_f32 v[38:39], v[72:73], v[0:1] op_sel_hi:[1,0] // 000000002668: 
	v_pk_mul_f32 v[40:41], v[66:67], v[0:1] op_sel_hi:[1,0] // 000000002670: 
	v_pk_mul_f32 v[66:67], v[68:69], v[0:1] op_sel_hi:[1,0] // 000000002678: 
	v_mul_f32_e32 v0, 0x39800000, v169 // 000000002680: 
	v_pk_add_f32 v[12:13], v[148:149], v[10:11] // 000000002688: 
	v_pk_mul_f32 v[10:11], v[136:137], v[6:7] op_sel_hi:[1,0] // 000000002690: 
	v_pk_mul_f32 v[62:63], v[62:63], v[0:1] op_sel_hi:[1,0] // 000000002698: 
	v_pk_mul_f32 v[64:65], v[64:65], v[0:1] op_sel_hi:[1,0] // 0000000026A0: 
	v_pk_mul_f32 v[58:59], v[58:59], v[0:1] op_sel_hi:[1,0] // 0000000026A8: 
	v_pk_mul_f32 v[60:61], v[60:61], v[0:1] op_sel_hi:[1,0] // 0000000026B0: 
	v_mul_f32_e32 v0, 0x39800000, v170 // 0000000026B8: 
	v_pk_add_f32 v[10:11], v[10:11], v[22:23] // 0000000026C0: 
	v_pk_mul_f32 v[54:55], v[54:55], v[0:1] op_sel_hi:[1,0] // 0000000026C8: 
	v_pk_mul_f32 v[56:57], v[56:57], v[0:1] op_sel_hi:[1,0] // 0000000026D0: 
	v_pk_mul_f32 v[50:51], v[50:51], v[0:1] op_sel_hi:[1,0] // 0000000026D8: 
	v_pk_mul_f32 v[52:53], v[52:53], v[0:1] op_sel_hi:[1,0] // 0000000026E0: 
	v_mul_f32_e32 v0, 0x39800000, v171 // 0000000026E8: 
	v_pk_add_f32 v[20:21], v[22:23], v[10:11] // 0000000026F0: 
	v_pk_mul_f32 v[10:11], v[134:135], v[6:7] op_sel_hi:[1,0] // 0000000026F8: 
	v_pk_mul_f32 v[46:47], v[46:47], v[0:1] op_sel_hi:[1,0] // 000000002700: 
	v_pk_mul_f32 v[48:49], v[48:49], v[0:1] op_sel_hi:[1,0] // 000000002708: 
	v_pk_mul_f32 v[42:43], v[42:43], v[0:1] op_sel_hi:[1,0] // 000000002710: 
	v_pk_mul_f32 v[44:45], v[44:45], v[0:1] op_sel_hi:[1,0] // 000000002718: 
	v_pk_mul_f32 v[0:1], v[128:129], v[6:7] op_sel_hi:[1,0] // 000000002720: 
	v_pk_add_f32 v[10:11], v[10:11], v[24:25] // 000000002728: 
	v_pk_add_f32 v[0:1], v[0:1], v[34:35] // 000000002730: 
	v_pk_add_f32 v[28:29], v[24:25], v[10:11] // 000000002738: 
	v_pk_mul_f32 v[10:11], v[120:121], v[6:7] op_sel:[0,1] // 000000002740: 
	v_pk_mul_f32 v[14:15], v[118:119], v[6:7] op_sel:[0,1] // 000000002748: 
	v_pk_mul_f32 v[16:17], v[132:133], v[6:7] op_sel:[0,1] // 000000002750: 
	v_pk_mul_f32 v[6:7], v[130:131], v[6:7] op_sel:[0,1] // 000000002758: 
	v_pk_add_f32 v[0:1], v[34:35], v[0:1] // 000000002760: 
	v_pk_add_f32 v[16:17], v[16:17], v[26:27] // 000000002768: 
	v_pk_add_f32 v[6:7], v[6:7], v[154:155] // 000000002770: 
	v_mov_b32_e32 v34, v9 // 000000002778: 
	v_pk_add_f32 v[22:23], v[26:27], v[16:17] // 00000000277C: 
	v_pk_add_f32 v[30:31], v[154:155], v[6:7] // 000000002784: 
	v_pk_mul_f32 v[6:7], v[112:113], v[8:9] op_sel_hi:[1,0] // 00000000278C: 
	v_pk_mul_f32 v[16:17], v[110:111], v[8:9] op_sel_hi:[1,0] // 000000002794: 
	v_pk_mul_f32 v[24:25], v[126:127], v[8:9] op_sel_hi:[1,0] // 00000000279C: 
	v_pk_mul_f32 v[26:27], v[122:123], v[8:9] op_sel_hi:[1,0] // 0000000027A4: 
	v_pk_mul_f32 v[8:9], v[108:109], v[34:35] op_sel_hi:[1,0] // 0000000027AC: 
	v_pk_add_f32 v[10:11], v[10:11], v[150:151] // 0000000027B4: 
	v_pk_add_f32 v[14:15], v[14:15], v[152:153] // 0000000027BC: 
	v_pk_add_f32 v[16:17], v[16:17], v[32:33] // 0000000027C4: 
	v_pk_add_f32 v[26:27], v[26:27], v[160:161] // 0000000027CC: 
	v_pk_add_f32 v[8:9], v[8:9], v[18:19] // 0000000027D4: 
	v_pk_add_f32 v[10:11], v[150:151], v[10:11] // 0000000027DC: 
	v_pk_add_f32 v[14:15], v[152:153], v[14:15] // 0000000027E4: 
	v_pk_add_f32 v[6:7], v[6:7], v[156:157] // 0000000027EC: 
	v_pk_add_f32 v[16:17], v[32:33], v[16:17] // 0000000027F4: 
	v_pk_add_f32 v[24:25], v[24:25], v[158:159] // 0000000027FC: 
	v_pk_add_f32 v[32:33], v[160:161], v[26:27] // 000000002804: 
	v_pk_add_f32 v[8:9], v[18:19], v[8:9] // 00000000280C: 
	v_pk_mul_f32 v[18:19], v[106:107], v[34:35] op_sel_hi:[1,0]// 000000002814: D3B14012 0802456A
	v_pk_mul_f32 v[26:27], v[116:117], v[34:35] op_sel_hi:[1,0]// 00000000281C: D3B1401A 08024574
	v_pk_mul_f32 v[34:35], v[114:115], v[34:35] op_sel_hi:[1,0]// 000000002824: D3B14022 08024572
	v_pk_add_f32 v[68:69], v[0:1], v[12:13] // 00000000282C: 
	v_pk_add_f32 v[70:71], v[20:21], v[28:29] // 000000002834: 
	v_pk_add_f32 v[6:7], v[156:157], v[6:7] // 00000000283C: 
	v_pk_add_f32 v[24:25], v[158:159], v[24:25] // 000000002844: 
	v_pk_add_f32 v[18:19], v[18:19], v[162:163] // 00000000284C: 
	v_pk_add_f32 v[26:27], v[26:27], v[164:165] // 000000002854: 
	v_pk_add_f32 v[34:35], v[34:35], v[166:167] // 00000000285C: 
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000002864: 
	v_pk_add_f32 v[70:71], v[10:11], v[14:15] // 00000000286C: 
	v_pk_add_f32 v[72:73], v[22:23], v[30:31] // 000000002874: 
	v_pk_add_f32 v[18:19], v[162:163], v[18:19] // 00000000287C: 
	v_pk_add_f32 v[26:27], v[164:165], v[26:27] // 000000002884: 
	v_pk_add_f32 v[34:35], v[166:167], v[34:35] // 00000000288C: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000002894: 
	v_pk_add_f32 v[72:73], v[6:7], v[16:17] // 00000000289C: 
	v_pk_add_f32 v[106:107], v[24:25], v[32:33] // 0000000028A4: 
	v_pk_add_f32 v[108:109], v[26:27], v[34:35] // 0000000028AC: 
	v_pk_add_f32 v[72:73], v[72:73], v[106:107] // 0000000028B4: 
	v_pk_add_f32 v[106:107], v[8:9], v[18:19] // 0000000028BC: 
	s_nop 0 // 0000000028C4: 
	v_pk_add_f32 v[106:107], v[106:107], v[108:109] // 0000000028C8: 
	v_mov_b32_e32 v108, v68 // 0000000028D0: 
	v_mov_b32_e32 v109, v70 // 0000000028D4: 
	v_mov_b32_e32 v70, v69 // 0000000028D8: 
	v_pk_add_f32 v[68:69], v[108:109], v[70:71] // 0000000028DC: 
	s_nop 1 // 0000000028E4: 
	v_mov_b32_dpp v70, v68 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000028E8: 7E8C02FA FF091844
	v_mov_b32_dpp v71, v69 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000028F0: 7E8E02FA FF091845
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 0000000028F8: 
	s_nop 1 // 000000002900: 
	v_mov_b32_dpp v70, v68 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002904: 7E8C02FA FF091444
	v_mov_b32_dpp v71, v69 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000290C: 7E8E02FA FF091445
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000002914: 
	s_nop 1 // 00000000291C: 
	v_mov_b32_dpp v70, v68 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002920: 7E8C02FA FF091244
	v_mov_b32_dpp v71, v69 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002928: 7E8E02FA FF091245
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000002930: 
	s_nop 1 // 000000002938: 
	v_mov_b32_dpp v70, v68 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000293C: 7E8C02FA FF091144
	v_mov_b32_dpp v71, v69 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002944: 7E8E02FA FF091145
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 00000000294C: 
	s_nop 0 // 000000002954: 
	v_mov_b32_e32 v70, v68 // 000000002958: 
	v_mov_b32_e32 v71, v69 // 00000000295C: 
	s_nop 0 // 000000002960: 
	v_mov_b32_dpp v70, v70 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002964: 7E8C02FA AF094246
	v_mov_b32_dpp v71, v71 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 00000000296C: 7E8E02FA AF094247
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000002974: 
	s_nop 1 // 00000000297C: 
	v_mov_b32_dpp v70, v68 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002980: 7E8C02FA FF094344
	v_mov_b32_dpp v71, v69 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002988: 7E8E02FA FF094345
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000002990: 
	s_nop 0 // 000000002998: 
	v_readlane_b32 s0, v68, 63 // 00000000299C: 
	v_readlane_b32 s1, v69, 63 // 0000000029A4: 
	v_mov_b32_e32 v68, v72 // 0000000029AC: 
	v_mov_b32_e32 v69, v106 // 0000000029B0: 
	v_mov_b32_e32 v106, v73 // 0000000029B4: 
	v_pk_add_f32 v[68:69], v[68:69], v[106:107] // 0000000029B8: 
	s_nop 1 // 0000000029C0: 
	v_mov_b32_dpp v70, v68 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000029C4: 7E8C02FA FF091844
	v_mov_b32_dpp v71, v69 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000029CC: 7E8E02FA FF091845
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 0000000029D4: 
	s_nop 1 // 0000000029DC: 
	v_mov_b32_dpp v70, v68 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000029E0: 7E8C02FA FF091444
	v_mov_b32_dpp v71, v69 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000029E8: 7E8E02FA FF091445
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 0000000029F0: 
	s_nop 1 // 0000000029F8: 
	v_mov_b32_dpp v70, v68 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000029FC: 7E8C02FA FF091244
	v_mov_b32_dpp v71, v69 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A04: 7E8E02FA FF091245
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000002A0C: 
	s_nop 1 // 000000002A14: 
	v_mov_b32_dpp v70, v68 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A18: 7E8C02FA FF091144
	v_mov_b32_dpp v71, v69 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A20: 7E8E02FA FF091145
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000002A28: 
	s_nop 0 // 000000002A30: 
	v_mov_b32_e32 v70, v68 // 000000002A34: 
	v_mov_b32_e32 v71, v69 // 000000002A38: 
	s_nop 0 // 000000002A3C: 
	v_mov_b32_dpp v70, v70 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002A40: 7E8C02FA AF094246
	v_mov_b32_dpp v71, v71 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002A48: 7E8E02FA AF094247
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000002A50: 
	s_nop 1 // 000000002A58: 
	v_mov_b32_dpp v70, v68 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A5C: 7E8C02FA FF094344
	v_mov_b32_dpp v71, v69 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002A64: 7E8E02FA FF094345
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000002A6C: 
	s_nop 0 // 000000002A74: 
	v_readlane_b32 s4, v68, 63 // 000000002A78: 
	v_readlane_b32 s5, v69, 63 // 000000002A80: 
	v_mov_b32_e32 v68, s0 // 000000002A88: 
	v_mov_b32_e32 v69, s1 // 000000002A8C: 
	v_mov_b32_e32 v70, s4 // 000000002A90: 
	v_mov_b32_e32 v71, s5 // 000000002A94: 
	ds_write_b128 v146, v[68:71] // 000000002A98: 
	v_pk_mul_f32 v[68:69], v[96:97], v[2:3] op_sel_hi:[1,0] // 000000002AA0: 
	s_nop 0 // 000000002AA8: 
	v_pk_add_f32 v[68:69], v[68:69], v[36:37] // 000000002AAC: 
	s_nop 0 // 000000002AB4: 
	v_pk_add_f32 v[36:37], v[36:37], v[68:69] // 000000002AB8: 
	v_pk_mul_f32 v[68:69], v[92:93], v[2:3] op_sel_hi:[1,0] // 000000002AC0: 
	s_nop 0 // 000000002AC8: 
	v_pk_add_f32 v[68:69], v[68:69], v[38:39] // 000000002ACC: 
	s_nop 0 // 000000002AD4: 
	v_pk_add_f32 v[68:69], v[38:39], v[68:69] // 000000002AD8: 
	v_pk_mul_f32 v[38:39], v[104:105], v[2:3] op_sel_hi:[1,0] // 000000002AE0: 
	s_nop 0 // 000000002AE8: 
	v_pk_add_f32 v[38:39], v[38:39], v[40:41] // 000000002AEC: 
	s_nop 0 // 000000002AF4: 
	v_pk_add_f32 v[70:71], v[40:41], v[38:39] // 000000002AF8: 
	v_pk_mul_f32 v[38:39], v[102:103], v[2:3] op_sel_hi:[1,0] // 000000002B00: 
	v_pk_mul_f32 v[40:41], v[86:87], v[2:3] op_sel:[0,1] // 000000002B08: 
	v_pk_add_f32 v[38:39], v[38:39], v[66:67] // 000000002B10: 
	v_pk_add_f32 v[40:41], v[40:41], v[64:65] // 000000002B18: 
	v_pk_add_f32 v[66:67], v[66:67], v[38:39] // 000000002B20: 
	v_pk_mul_f32 v[38:39], v[88:89], v[2:3] op_sel:[0,1] // 000000002B28: 
	v_pk_add_f32 v[40:41], v[64:65], v[40:41] // 000000002B30: 
	v_pk_add_f32 v[38:39], v[38:39], v[62:63] // 000000002B38: 
	s_nop 0 // 000000002B40: 
	v_pk_add_f32 v[38:39], v[62:63], v[38:39] // 000000002B44: 
	v_pk_mul_f32 v[62:63], v[100:101], v[2:3] op_sel:[0,1] // 000000002B4C: 
	v_pk_mul_f32 v[2:3], v[98:99], v[2:3] op_sel:[0,1] // 000000002B54: 
	v_pk_add_f32 v[62:63], v[62:63], v[58:59] // 000000002B5C: 
	v_pk_add_f32 v[2:3], v[2:3], v[60:61] // 000000002B64: 
	v_pk_add_f32 v[58:59], v[58:59], v[62:63] // 000000002B6C: 
	v_pk_add_f32 v[60:61], v[60:61], v[2:3] // 000000002B74: 
	v_pk_mul_f32 v[2:3], v[80:81], v[4:5] op_sel_hi:[1,0] // 000000002B7C: 
	v_pk_add_f32 v[62:63], v[58:59], v[60:61] // 000000002B84: 
	v_pk_add_f32 v[2:3], v[2:3], v[54:55] // 000000002B8C: 
	s_nop 0 // 000000002B94: 
	v_pk_add_f32 v[2:3], v[54:55], v[2:3] // 000000002B98: 
	v_pk_mul_f32 v[54:55], v[78:79], v[4:5] op_sel_hi:[1,0] // 000000002BA0: 
	s_nop 0 // 000000002BA8: 
	v_pk_add_f32 v[54:55], v[54:55], v[56:57] // 000000002BAC: 
	s_nop 0 // 000000002BB4: 
	v_pk_add_f32 v[54:55], v[56:57], v[54:55] // 000000002BB8: 
	v_pk_mul_f32 v[56:57], v[94:95], v[4:5] op_sel_hi:[1,0] // 000000002BC0: 
	s_nop 0 // 000000002BC8: 
	v_pk_add_f32 v[56:57], v[56:57], v[50:51] // 000000002BCC: 
	s_nop 0 // 000000002BD4: 
	v_pk_add_f32 v[50:51], v[50:51], v[56:57] // 000000002BD8: 
	v_pk_mul_f32 v[56:57], v[90:91], v[4:5] op_sel_hi:[1,0] // 000000002BE0: 
	s_nop 0 // 000000002BE8: 
	v_pk_add_f32 v[56:57], v[56:57], v[52:53] // 000000002BEC: 
	s_nop 0 // 000000002BF4: 
	v_pk_add_f32 v[52:53], v[52:53], v[56:57] // 000000002BF8: 
	v_mov_b32_e32 v56, v5 // 000000002C00: 
	v_pk_mul_f32 v[4:5], v[74:75], v[56:57] op_sel_hi:[1,0] // 000000002C04: 
	v_pk_add_f32 v[64:65], v[50:51], v[52:53] // 000000002C0C: 
	v_pk_add_f32 v[4:5], v[4:5], v[46:47] // 000000002C14: 
	s_nop 0 // 000000002C1C: 
	v_pk_add_f32 v[4:5], v[46:47], v[4:5] // 000000002C20: 
	v_pk_mul_f32 v[46:47], v[76:77], v[56:57] op_sel_hi:[1,0] // 000000002C28: 
	s_nop 0 // 000000002C30: 
	v_pk_add_f32 v[46:47], v[46:47], v[48:49] // 000000002C34: 
	s_nop 0 // 000000002C3C: 
	v_pk_add_f32 v[46:47], v[48:49], v[46:47] // 000000002C40: 
	v_pk_mul_f32 v[48:49], v[84:85], v[56:57] op_sel_hi:[1,0] // 000000002C48: 
	s_nop 0 // 000000002C50: 
	v_pk_add_f32 v[48:49], v[48:49], v[42:43] // 000000002C54: 
	s_nop 0 // 000000002C5C: 
	v_pk_add_f32 v[42:43], v[42:43], v[48:49] // 000000002C60: 
	v_pk_mul_f32 v[48:49], v[82:83], v[56:57] op_sel_hi:[1,0] // 000000002C68: 
	v_pk_add_f32 v[56:57], v[70:71], v[66:67] // 000000002C70: 
	v_pk_add_f32 v[48:49], v[48:49], v[44:45] // 000000002C78: 
	s_nop 0 // 000000002C80: 
	v_pk_add_f32 v[44:45], v[44:45], v[48:49] // 000000002C84: 
	v_pk_add_f32 v[48:49], v[36:37], v[68:69] // 000000002C8C: 
	v_pk_add_f32 v[72:73], v[42:43], v[44:45] // 000000002C94: 
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002C9C: 
	v_pk_add_f32 v[56:57], v[38:39], v[40:41] // 000000002CA4: 
	s_nop 0 // 000000002CAC: 
	v_pk_add_f32 v[56:57], v[56:57], v[62:63] // 000000002CB0: 
	v_pk_add_f32 v[62:63], v[2:3], v[54:55] // 000000002CB8: 
	s_nop 0 // 000000002CC0: 
	v_pk_add_f32 v[62:63], v[62:63], v[64:65] // 000000002CC4: 
	v_pk_add_f32 v[64:65], v[4:5], v[46:47] // 000000002CCC: 
	s_nop 0 // 000000002CD4: 
	v_pk_add_f32 v[64:65], v[64:65], v[72:73] // 000000002CD8: 
	v_mov_b32_e32 v72, v48 // 000000002CE0: 
	v_mov_b32_e32 v73, v56 // 000000002CE4: 
	v_mov_b32_e32 v56, v49 // 000000002CE8: 
	v_pk_add_f32 v[48:49], v[72:73], v[56:57] // 000000002CEC: 
	s_nop 1 // 000000002CF4: 
	v_mov_b32_dpp v56, v48 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002CF8: 7E7002FA FF091830
	v_mov_b32_dpp v57, v49 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D00: 7E7202FA FF091831
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002D08: 
	s_nop 1 // 000000002D10: 
	v_mov_b32_dpp v56, v48 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D14: 7E7002FA FF091430
	v_mov_b32_dpp v57, v49 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D1C: 7E7202FA FF091431
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002D24: 
	s_nop 1 // 000000002D2C: 
	v_mov_b32_dpp v56, v48 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D30: 7E7002FA FF091230
	v_mov_b32_dpp v57, v49 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D38: 7E7202FA FF091231
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002D40: 
	s_nop 1 // 000000002D48: 
	v_mov_b32_dpp v56, v48 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D4C: 7E7002FA FF091130
	v_mov_b32_dpp v57, v49 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D54: 7E7202FA FF091131
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002D5C: 
	s_nop 0 // 000000002D64: 
	v_mov_b32_e32 v56, v48 // 000000002D68: 
	v_mov_b32_e32 v57, v49 // 000000002D6C: 
	s_nop 0 // 000000002D70: 
	v_mov_b32_dpp v56, v56 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002D74: 7E7002FA AF094238
	v_mov_b32_dpp v57, v57 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002D7C: 7E7202FA AF094239
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002D84: 
	s_nop 1 // 000000002D8C: 
	v_mov_b32_dpp v56, v48 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D90: 7E7002FA FF094330
	v_mov_b32_dpp v57, v49 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002D98: 7E7202FA FF094331
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002DA0: 
	s_nop 0 // 000000002DA8: 
	v_readlane_b32 s0, v48, 63 // 000000002DAC: 
	v_readlane_b32 s1, v49, 63 // 000000002DB4: 
	v_mov_b32_e32 v48, v62 // 000000002DBC: 
	v_mov_b32_e32 v49, v64 // 000000002DC0: 
	v_mov_b32_e32 v64, v63 // 000000002DC4: 
	v_pk_add_f32 v[48:49], v[48:49], v[64:65] // 000000002DC8: 
	v_mov_b32_e32 v62, s0 // 000000002DD0: 
	v_mov_b32_e32 v63, s1 // 000000002DD4: 
	v_mov_b32_dpp v56, v48 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002DD8: 7E7002FA FF091830
	v_mov_b32_dpp v57, v49 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002DE0: 7E7202FA FF091831
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002DE8: 
	s_mov_b32 s0, 0x39800000 // 000000002DF0: 
	s_nop 0 // 000000002DF8: 
	v_mov_b32_dpp v56, v48 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002DFC: 7E7002FA FF091430
	v_mov_b32_dpp v57, v49 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E04: 7E7202FA FF091431
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002E0C: 
	s_nop 1 // 000000002E14: 
	v_mov_b32_dpp v56, v48 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E18: 7E7002FA FF091230
	v_mov_b32_dpp v57, v49 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E20: 7E7202FA FF091231
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002E28: 
	s_nop 1 // 000000002E30: 
	v_mov_b32_dpp v56, v48 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E34: 7E7002FA FF091130
	v_mov_b32_dpp v57, v49 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E3C: 7E7202FA FF091131
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002E44: 
	s_nop 0 // 000000002E4C: 
	v_mov_b32_e32 v56, v48 // 000000002E50: 
	v_mov_b32_e32 v57, v49 // 000000002E54: 
	s_nop 0 // 000000002E58: 
	v_mov_b32_dpp v56, v56 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002E5C: 7E7002FA AF094238
	v_mov_b32_dpp v57, v57 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002E64: 7E7202FA AF094239
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002E6C: 
	s_nop 1 // 000000002E74: 
	v_mov_b32_dpp v56, v48 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E78: 7E7002FA FF094330
	v_mov_b32_dpp v57, v49 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002E80: 7E7202FA FF094331
	v_pk_add_f32 v[48:49], v[48:49], v[56:57] // 000000002E88: 
	s_nop 0 // 000000002E90: 
	v_readlane_b32 s4, v48, 63 // 000000002E94: 
	v_readlane_b32 s5, v49, 63 // 000000002E9C: 
	s_nop 0 // 000000002EA4: 
	v_mov_b32_e32 v64, s4 // 000000002EA8: 
	v_mov_b32_e32 v65, s5 // 000000002EAC: 
	ds_write_b128 v146, v[62:65] offset:16 // 000000002EB0: 
	s_waitcnt lgkmcnt(0) // 000000002EB8: 
	s_barrier // 000000002EBC: 
	ds_read_b128 v[62:65], v147 // 000000002EC0: 
	ds_read_b128 v[72:75], v147 offset:16 // 000000002EC8: 
	s_waitcnt lgkmcnt(1) // 000000002ED0: 
	v_mov_b32_e32 v48, v62 // 000000002ED4: 
	v_mov_b32_e32 v57, v65 // 000000002ED8: 
	v_mov_b32_e32 v49, v63 // 000000002EDC: 
	v_mov_b32_dpp v48, v48 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002EE0: 7E6002FA FF014130
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002EE8: 7E7202FA FF014139
	v_mov_b32_dpp v49, v49 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002EF0: 7E6202FA FF014131
	v_mov_b32_dpp v48, v48 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002EF8: 7E6002FA FF001B30
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002F00: 7E7202FA FF001B39
	v_add_f32_e32 v48, v62, v48 // 000000002F08: 
	v_add_f32_e32 v62, v65, v57 // 000000002F0C: 
	s_waitcnt lgkmcnt(0) // 000000002F10: 
	v_mov_b32_e32 v57, v72 // 000000002F14: 
	v_mov_b32_dpp v49, v49 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002F18: 7E6202FA FF001B31
	v_add_f32_e32 v49, v63, v49 // 000000002F20: 
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002F24: 7E7202FA FF014139
	v_mov_b32_e32 v56, v64 // 000000002F2C: 
	s_nop 0 // 000000002F30: 
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002F34: 7E7202FA FF001B39
	v_add_f32_e32 v63, v72, v57 // 000000002F3C: 
	v_mov_b32_e32 v57, v73 // 000000002F40: 
	v_mov_b32_dpp v56, v56 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002F44: 7E7002FA FF014138
	s_nop 0 // 000000002F4C: 
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002F50: 7E7202FA FF014139
	v_mov_b32_dpp v56, v56 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002F58: 7E7002FA FF001B38
	v_add_f32_e32 v56, v64, v56 // 000000002F60: 
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002F64: 7E7202FA FF001B39
	v_add_f32_e32 v72, v73, v57 // 000000002F6C: 
	v_mov_b32_e32 v57, v74 // 000000002F70: 
	s_nop 1 // 000000002F74: 
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002F78: 7E7202FA FF014139
	s_nop 1 // 000000002F80: 
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002F84: 7E7202FA FF001B39
	v_add_f32_e32 v73, v74, v57 // 000000002F8C: 
	v_mov_b32_e32 v57, v75 // 000000002F90: 
	s_nop 1 // 000000002F94: 
	v_mov_b32_dpp v57, v57 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002F98: 7E7202FA FF014139
	s_nop 1 // 000000002FA0: 
	v_mov_b32_dpp v57, v57 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002FA4: 7E7202FA FF001B39
	v_add_f32_e32 v74, v75, v57 // 000000002FAC: 
	v_mov_b32_e32 v57, v48 // 000000002FB0: 
	s_nop 1 // 000000002FB4: 
	v_mov_b32_dpp v57, v57 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002FB8: 7E7202FA FF004E39
	v_add_f32_e32 v48, v48, v57 // 000000002FC0: 
	v_mov_b32_e32 v57, v48 // 000000002FC4: 
	s_nop 1 // 000000002FC8: 
	v_mov_b32_dpp v57, v57 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002FCC: 7E7202FA FF00B139
	v_add_f32_e32 v48, v48, v57 // 000000002FD4: 
	v_mul_f32_e64 v48, -v48, s0 // 000000002FD8: 
	v_pk_add_f32 v[0:1], v[0:1], v[48:49] op_sel_hi:[1,0] // 000000002FE0: 
	v_pk_add_f32 v[12:13], v[12:13], v[48:49] op_sel_hi:[1,0] // 000000002FE8: 
	v_pk_add_f32 v[20:21], v[20:21], v[48:49] op_sel_hi:[1,0] // 000000002FF0: 
	v_pk_add_f32 v[28:29], v[28:29], v[48:49] op_sel_hi:[1,0] // 000000002FF8: 
	v_mov_b32_e32 v48, v49 // 000000003000: 
	v_cvt_pk_bf16_f32 v0, v0, v1 // 000000003004: 
	v_cvt_pk_bf16_f32 v1, v12, v13 // 00000000300C: 
	v_mov_b32_dpp v48, v48 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000003014: 7E6002FA FF004E30
	v_add_f32_e32 v48, v49, v48 // 00000000301C: 
	v_mov_b32_e32 v49, v48 // 000000003020: 
	s_nop 1 // 000000003024: 
	v_mov_b32_dpp v49, v49 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000003028: 7E6202FA FF00B131
	v_add_f32_e32 v48, v48, v49 // 000000003030: 
	v_mul_f32_e64 v48, -v48, s0 // 000000003034: 
	v_pk_add_f32 v[10:11], v[10:11], v[48:49] op_sel_hi:[1,0] // 00000000303C: 
	v_pk_add_f32 v[14:15], v[14:15], v[48:49] op_sel_hi:[1,0] // 000000003044: 
	v_pk_add_f32 v[22:23], v[22:23], v[48:49] op_sel_hi:[1,0] // 00000000304C: 
	v_pk_add_f32 v[30:31], v[30:31], v[48:49] op_sel_hi:[1,0] // 000000003054: 
	v_mov_b32_e32 v48, v56 // 00000000305C: 
	s_nop 1 // 000000003060: 
	v_mov_b32_dpp v48, v48 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000003064: 7E6002FA FF004E30
	v_add_f32_e32 v48, v56, v48 // 00000000306C: 
	v_mov_b32_e32 v49, v48 // 000000003070: 
	s_nop 1 // 000000003074: 
	v_mov_b32_dpp v49, v49 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000003078: 7E6202FA FF00B131
	v_add_f32_e32 v48, v48, v49 // 000000003080: 
	v_mul_f32_e64 v48, -v48, s0 // 000000003084: 
	v_pk_add_f32 v[56:57], v[6:7], v[48:49] op_sel_hi:[1,0] // 00000000308C: 
	v_mov_b32_e32 v6, v62 // 000000003094: 
	v_pk_add_f32 v[16:17], v[16:17], v[48:49] op_sel_hi:[1,0] // 000000003098: 
	v_pk_add_f32 v[24:25], v[24:25], v[48:49] op_sel_hi:[1,0] // 0000000030A0: 
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000030A8: 7E0C02FA FF004E06
	v_add_f32_e32 v6, v62, v6 // 0000000030B0: 
	v_mov_b32_e32 v7, v6 // 0000000030B4: 
	v_pk_add_f32 v[32:33], v[32:33], v[48:49] op_sel_hi:[1,0] // 0000000030B8: 
	s_nop 0 // 0000000030C0: 
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000030C4: 7E0E02FA FF00B107
	v_add_f32_e32 v6, v6, v7 // 0000000030CC: 
	v_mul_f32_e64 v6, -v6, s0 // 0000000030D0: 
	v_pk_add_f32 v[48:49], v[8:9], v[6:7] op_sel_hi:[1,0] // 0000000030D8: 
	v_pk_add_f32 v[18:19], v[18:19], v[6:7] op_sel_hi:[1,0] // 0000000030E0: 
	v_pk_add_f32 v[26:27], v[26:27], v[6:7] op_sel_hi:[1,0] // 0000000030E8: 
	v_pk_add_f32 v[34:35], v[34:35], v[6:7] op_sel_hi:[1,0] // 0000000030F0: 
	v_mov_b32_e32 v6, v63 // 0000000030F8: 
	v_cvt_pk_bf16_f32 v8, v56, v57 // 0000000030FC: 
	v_cvt_pk_bf16_f32 v9, v16, v17 // 000000003104: 
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 00000000310C: 7E0C02FA FF004E06
	v_add_f32_e32 v6, v63, v6 // 000000003114: 
	v_mov_b32_e32 v7, v6 // 000000003118: 
	v_cvt_pk_bf16_f32 v12, v48, v49 // 00000000311C: 
	v_cvt_pk_bf16_f32 v13, v18, v19 // 000000003124: 
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000312C: 7E0E02FA FF00B107
	v_add_f32_e32 v6, v6, v7 // 000000003134: 
	v_mul_f32_e64 v6, -v6, s0 // 000000003138: 
	v_pk_add_f32 v[36:37], v[36:37], v[6:7] op_sel_hi:[1,0] // 000000003140: 
	v_pk_add_f32 v[62:63], v[68:69], v[6:7] op_sel_hi:[1,0] // 000000003148: 
	v_pk_add_f32 v[64:65], v[70:71], v[6:7] op_sel_hi:[1,0] // 000000003150: 
	v_pk_add_f32 v[66:67], v[66:67], v[6:7] op_sel_hi:[1,0] // 000000003158: 
	v_mov_b32_e32 v6, v72 // 000000003160: 
	v_cvt_pk_bf16_f32 v16, v36, v37 // 000000003164: 
	v_cvt_pk_bf16_f32 v17, v62, v63 // 00000000316C: 
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000003174: 7E0C02FA FF004E06
	v_add_f32_e32 v6, v72, v6 // 00000000317C: 
	v_mov_b32_e32 v7, v6 // 000000003180: 
	v_cvt_pk_bf16_f32 v18, v64, v65 // 000000003184: 
	v_cvt_pk_bf16_f32 v19, v66, v67 // 00000000318C: 
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000003194: 7E0E02FA FF00B107
	v_add_f32_e32 v6, v6, v7 // 00000000319C: 
	v_mul_f32_e64 v6, -v6, s0 // 0000000031A0: 
	v_pk_add_f32 v[38:39], v[38:39], v[6:7] op_sel_hi:[1,0] // 0000000031A8: 
	v_pk_add_f32 v[40:41], v[40:41], v[6:7] op_sel_hi:[1,0] // 0000000031B0: 
	v_pk_add_f32 v[58:59], v[58:59], v[6:7] op_sel_hi:[1,0] // 0000000031B8: 
	v_pk_add_f32 v[60:61], v[60:61], v[6:7] op_sel_hi:[1,0] // 0000000031C0: 
	v_mov_b32_e32 v6, v73 // 0000000031C8: 
	s_nop 1 // 0000000031CC: 
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000031D0: 7E0C02FA FF004E06
	v_add_f32_e32 v6, v73, v6 // 0000000031D8: 
	v_mov_b32_e32 v7, v6 // 0000000031DC: 
	s_nop 1 // 0000000031E0: 
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000031E4: 7E0E02FA FF00B107
	v_add_f32_e32 v6, v6, v7 // 0000000031EC: 
	v_mul_f32_e64 v6, -v6, s0 // 0000000031F0: 
	v_pk_add_f32 v[68:69], v[2:3], v[6:7] op_sel_hi:[1,0] // 0000000031F8: 
	v_mov_b32_e32 v2, v74 // 000000003200: 
	v_pk_add_f32 v[54:55], v[54:55], v[6:7] op_sel_hi:[1,0] // 000000003204: 
	v_pk_add_f32 v[50:51], v[50:51], v[6:7] op_sel_hi:[1,0] // 00000000320C: 
	v_mov_b32_dpp v2, v2 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000003214: 7E0402FA FF004E02
	v_add_f32_e32 v2, v74, v2 // 00000000321C: 
	v_mov_b32_e32 v3, v2 // 000000003220: 
	v_pk_add_f32 v[52:53], v[52:53], v[6:7] op_sel_hi:[1,0] // 000000003224: 
	v_cvt_pk_bf16_f32 v6, v22, v23 // 00000000322C: 
	v_mov_b32_dpp v3, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000003234: 7E0602FA FF00B103
	v_add_f32_e32 v2, v2, v3 // 00000000323C: 
	v_mul_f32_e64 v2, -v2, s0 // 000000003240: 
	s_addc_u32 s0, s3, s17 // 000000003248: 
	v_pk_add_f32 v[70:71], v[4:5], v[2:3] op_sel_hi:[1,0] // 00000000324C: 
	v_pk_add_f32 v[46:47], v[46:47], v[2:3] op_sel_hi:[1,0] // 000000003254: 
	v_pk_add_f32 v[42:43], v[42:43], v[2:3] op_sel_hi:[1,0] // 00000000325C: 
	v_pk_add_f32 v[44:45], v[44:45], v[2:3] op_sel_hi:[1,0] // 000000003264: 
	v_cvt_pk_bf16_f32 v2, v20, v21 // 00000000326C: 
	v_cvt_pk_bf16_f32 v3, v28, v29 // 000000003274: 
	s_and_b32 s13, s0, 0xffff // 00000000327C: 
	v_cvt_pk_bf16_f32 v4, v10, v11 // 000000003284: 
	v_cvt_pk_bf16_f32 v5, v14, v15 // 00000000328C: 
	v_cvt_pk_bf16_f32 v7, v30, v31 // 000000003294: 
	v_cvt_pk_bf16_f32 v10, v24, v25 // 00000000329C: 
	v_cvt_pk_bf16_f32 v11, v32, v33 // 0000000032A4: 
	v_cvt_pk_bf16_f32 v14, v26, v27 // 0000000032AC: 
	v_cvt_pk_bf16_f32 v15, v34, v35 // 0000000032B4: 
	v_cvt_pk_bf16_f32 v20, v38, v39 // 0000000032BC: 
	v_cvt_pk_bf16_f32 v21, v40, v41 // 0000000032C4: 
	v_cvt_pk_bf16_f32 v22, v58, v59 // 0000000032CC: 
	v_cvt_pk_bf16_f32 v23, v60, v61 // 0000000032D4: 
	v_cvt_pk_bf16_f32 v24, v68, v69 // 0000000032DC: 
	v_cvt_pk_bf16_f32 v25, v54, v55 // 0000000032E4: 
	v_cvt_pk_bf16_f32 v26, v50, v51 // 0000000032EC: 
	v_cvt_pk_bf16_f32 v27, v52, v53 // 0000000032F4: 
	v_cvt_pk_bf16_f32 v28, v70, v71 // 0000000032FC: 
	v_cvt_pk_bf16_f32 v29, v46, v47 // 000000003304: 
	v_cvt_pk_bf16_f32 v30, v42, v43 // 00000000330C: 
	v_cvt_pk_bf16_f32 v31, v44, v45 // 000000003314: 
	buffer_store_dwordx4 v[0:3], v138, s[12:15], 0 offen // 00000000331C: 
	buffer_store_dwordx4 v[4:7], v142, s[12:15], 0 offen // 000000003324: 
	buffer_store_dwordx4 v[8:11], v141, s[12:15], 0 offen // 00000000332C: 
	buffer_store_dwordx4 v[12:15], v140, s[12:15], 0 offen // 000000003334: 
	buffer_store_dwordx4 v[16:19], v139, s[12:15], 0 offen // 00000000333C: 
	buffer_store_dwordx4 v[20:23], v143, s[12:15], 0 offen // 000000003344: 
	buffer_store_dwordx4 v[24:27], v145, s[12:15], 0 offen // 00000000334C: 
	buffer_store_dwordx4 v[28:31], v144, s[12:15], 0 offen // 000000003354: 
	s_endpgm // 00000000335C: 
	s_nop 0 // 000000003360: 
	s_nop 0 // 000000003364: 
	s_nop 0 // 000000003368: 
	s_nop 0 // 00000000336C: 
	s_nop 0 // 000000003370: 
	s_nop 0 // 000000003374: 
	s_nop 0 // 000000003378: 
	s_nop 0 // 00000000337C: 
	s_nop 0 // 000000003380: 
	s_nop 0 // 000000003384: 
	s_nop 0 // 000000003388: 
	s_nop 0 // 00000000338C: 
	s_nop 0 // 000000003390: 
	s_nop 0 // 000000003394: 
	s_nop 0 // 000000003398: 
	s_nop 0 // 00000000339C: 
	s_nop 0 // 0000000033A0: 
	s_nop 0 // 0000000033A4: 
	s_nop 0 // 0000000033A8: 
	s_nop 0 // 0000000033AC: 
	s_nop 0 // 0000000033B0: 
	s_nop 0 // 0000000033B4: 
	s_nop 0 // 0000000033B8: 
	s_nop 0 // 0000000033BC: 
	s_nop 0 // 0000000033C0: 
	s_nop 0 // 0000000033C4: 
	s_nop 0 // 0000000033C8: 
	s_nop 0 // 0000000033CC: 
	s_nop 0 // 0000000033D0: 
	s_nop 0 // 0000000033D4: 
	s_nop 0 // 0000000033D8: 
	s_nop 0 // 0000000033DC: 
	s_nop 0 // 0000000033E0: 
	s_nop 0 // 0000000033E4: 
	s_nop 0 // 0000000033E8: 
	s_nop 0 // 0000000033EC: 
	s_nop 0 // 0000000033F0: 
	s_nop 0 // 0000000033F4: 
	s_nop 0 // 0000000033F8: 
	s_nop 0 // 0000000033FC: 
	s_nop 0 // 000000003400: 
	s_nop 0 // 000000003404: 
	s_nop 0 // 000000003408: 
	s_nop 0 // 00000000340C: 
	s_nop 0 // 000000003410: 
	s_nop 0 // 000000003414: 
	s_nop 0 // 000000003418: 
	s_nop 0 // 00000000341C: 
	s_nop 0 // 000000003420: 
	s_nop 0 // 000000003424: 
	s_nop 0 // 000000003428: 
	s_nop 0 // 00000000342C: 
	s_nop 0 // 000000003430: 
	s_nop 0 // 000000003434: 
	s_nop 0 // 000000003438: 
	s_nop 0 // 00000000343C: 
	s_nop 0 // 000000003440: 
	s_nop 0 // 000000003444: 
	s_nop 0 // 000000003448: 
	s_nop 0 // 00000000344C: 
	s_nop 0 // 000000003450: 
	s_nop 0 // 000000003454: 
	s_nop 0 // 000000003458: 
	s_nop 0 // 00000000345C: 
	s_nop 0 // 000000003460: 
	s_nop 0 // 000000003464: 
	s_nop 0 // 000000003468: 
	s_nop 0 // 00000000346C: 
	s_nop 0 // 000000003470: 
	s_nop 0 // 000000003474: 
	s_nop 0 // 000000003478: 
	s_nop 0 // 00000000347C: 
	s_nop 0 // 000000003480: 
	s_nop 0 // 000000003484: 
	s_nop 0 // 000000003488: 
	s_nop 0 // 00000000348C: 
	s_nop 0 // 000000003490: 
	s_nop 0 // 000000003494: 
	s_nop 0 // 000000003498: 
	s_nop 0 // 00000000349C: 
	s_nop 0 // 0000000034A0: 
	s_nop 0 // 0000000034A4: 
	s_nop 0 // 0000000034A8: 
	s_nop 0 // 0000000034AC: 
	s_nop 0 // 0000000034B0: 
	s_nop 0 // 0000000034B4: 
	s_nop 0 // 0000000034B8: 
	s_nop 0 // 0000000034BC: 
	s_nop 0 // 0000000034C0: 
	s_nop 0 // 0000000034C4: 
	s_nop 0 // 0000000034C8: 
	s_nop 0 // 0000000034CC: 
	s_nop 0 // 0000000034D0: 
	s_nop 0 // 0000000034D4: 
	s_nop 0 // 0000000034D8: 
	s_nop 0 // 0000000034DC: 
	s_nop 0 // 0000000034E0: 
	s_nop 0 // 0000000034E4: 
	s_nop 0 // 0000000034E8: 
	s_nop 0 // 0000000034EC: 
	s_nop 0 // 0000000034F0: 
	s_nop 0 // 0000000034F4: 
	s_nop 0 // 0000000034F8: 
	s_nop 0 // 0000000034FC: 
	s_nop 0 // 000000003500: 
	s_nop 0 // 000000003504: 
	s_nop 0 // 000000003508: 
	s_nop 0 // 00000000350C: 
	s_nop 0 // 000000003510: 
	s_nop 0 // 000000003514: 
	s_nop 0 // 000000003518: 
	s_nop 0 // 00000000351C: 
	s_nop 0 // 000000003520: 
	s_nop 0 // 000000003524: 
	s_nop 0 // 000000003528: 
	s_nop 0 // 00000000352C: 
	s_nop 0 // 000000003530: 
	s_nop 0 // 000000003534: 
	s_nop 0 // 000000003538: 
	s_nop 0 // 00000000353C: 
	s_nop 0 // 000000003540: 
	s_nop 0 // 000000003544: 
	s_nop 0 // 000000003548: 
	s_nop 0 // 00000000354C: 
	s_nop 0 // 000000003550: 
	s_nop 0 // 000000003554: 
	s_nop 0 // 000000003558: 
	s_nop 0 // 00000000355C: 
	s_nop 0 // 000000003560: 
	s_nop 0 // 000000003564: 
	s_nop 0 // 000000003568: 
	s_nop 0 // 00000000356C: 
	s_nop 0 // 000000003570: 
	s_nop 0 // 000000003574: 
	s_nop 0 // 000000003578: 
	s_nop 0 // 00000000357C: 
	s_nop 0 // 000000003580: 
	s_nop 0 // 000000003584: 
	s_nop 0 // 000000003588: 
	s_nop 0 // 00000000358C: 
	s_nop 0 // 000000003590: 
	s_nop 0 // 000000003594: 
	s_nop 0 // 000000003598: 
	s_nop 0 // 00000000359C: 
	s_nop 0 // 0000000035A0: 
	s_nop 0 // 0000000035A4: 
	s_nop 0 // 0000000035A8: 
	s_nop 0 // 0000000035AC: 
	s_nop 0 // 0000000035B0: 
	s_nop 0 // 0000000035B4: 
	s_nop 0 // 0000000035B8: 
	s_nop 0 // 0000000035BC: 
	s_nop 0 // 0000000035C0: 
	s_nop 0 // 0000000035C4: 
	s_nop 0 // 0000000035C8: 
	s_nop 0 // 0000000035CC: 
	s_nop 0 // 0000000035D0: 
	s_nop 0 // 0000000035D4: 
	s_nop 0 // 0000000035D8: 
	s_nop 0 // 0000000035DC: 
	s_nop 0 // 0000000035E0: 
	s_nop 0 // 0000000035E4: 
	s_nop 0 // 0000000035E8: 
	s_nop 0 // 0000000035EC: 
	s_nop 0 // 0000000035F0: 
	s_nop 0 // 0000000035F4: 
	s_nop 0 // 0000000035F8: 
	s_nop 0 // 0000000035FC: 
	s_nop 0 // 000000003600: 
	s_nop 0 // 000000003604: 
	s_nop 0 // 000000003608: 
	s_nop 0 // 00000000360C: 
	s_nop 0 // 000000003610: 
	s_nop 0 // 000000003614: 
	s_nop 0 // 000000003618: 
	s_nop 0 // 00000000361C: 
	s_nop 0 // 000000003620: 
	s_nop 0 // 000000003624: 
	s_nop 0 // 000000003628: 
	s_nop 0 // 00000000362C: 
	s_nop 0 // 000000003630: 
	s_nop 0 // 000000003634: 
	s_nop 0 // 000000003638: 
	s_nop 0 // 00000000363C: 
	s_nop 0 // 000000003640: 
	s_nop 0 // 000000003644: 
	s_nop 0 // 000000003648: 
	s_nop 0 // 00000000364C: 
	s_nop 0 // 000000003650: 
	s_nop 0 // 000000003654: 
	s_nop 0 // 000000003658: 
	s_nop 0 // 00000000365C: 
	s_nop 0 // 000000003660: 
	s_nop 0 // 000000003664: 
	s_nop 0 // 000000003668: 
	s_nop 0 // 00000000366C: 
	s_nop 0 // 000000003670: 
	s_nop 0 // 000000003674: 
	s_nop 0 // 000000003678: 
	s_nop 0 // 00000000367C: 
	s_nop 0 // 000000003680: 
	s_nop 0 // 000000003684: 
	s_nop 0 // 000000003688: 
	s_nop 0 // 00000000368C: 
	s_nop 0 // 000000003690: 
	s_nop 0 // 000000003694: 
	s_nop 0 // 000000003698: 
	s_nop 0 // 00000000369C: 
	s_nop 0 // 0000000036A0: 
	s_nop 0 // 0000000036A4: 
	s_nop 0 // 0000000036A8: 
	s_nop 0 // 0000000036AC: 
	s_nop 0 // 0000000036B0: 
	s_nop 0 // 0000000036B4: 
	s_nop 0 // 0000000036B8: 
	s_nop 0 // 0000000036BC: 
	s_nop 0 // 0000000036C0: 
	s_nop 0 // 0000000036C4: 
	s_nop 0 // 0000000036C8: 
	s_nop 0 // 0000000036CC: 
	s_nop 0 // 0000000036D0: 
	s_nop 0 // 0000000036D4: 
	s_nop 0 // 0000000036D8: 
	s_nop 0 // 0000000036DC: 
	s_nop 0 // 0000000036E0: 
	s_nop 0 // 0000000036E4: 
	s_nop 0 // 0000000036E8: 
	s_nop 0 // 0000000036EC: 
	s_nop 0 // 0000000036F0: 
	s_nop 0 // 0000000036F4: 
	s_nop 0 // 0000000036F8: 
	s_nop 0 // 0000000036FC: 
	s_nop 0 // 000000003700: 
	s_nop 0 // 000000003704: 
	s_nop 0 // 000000003708: 
	s_nop 0 // 00000000370C: 
	s_nop 0 // 000000003710: 
	s_nop 0 // 000000003714: 
	s_nop 0 // 000000003718: 
	s_nop 0 // 00000000371C: 
	s_nop 0 // 000000003720: 
	s_nop 0 // 000000003724: 
	s_nop 0 // 000000003728: 
	s_nop 0 // 00000000372C: 
	s_nop 0 // 000000003730: 
	s_nop 0 // 000000003734: 
	s_nop 0 // 000000003738: 
	s_nop 0 // 00000000373C: 
	s_nop 0 // 000000003740: 
	s_nop 0 // 000000003744: 
	s_nop 0 // 000000003748: 
	s_nop 0 // 00000000374C: 
	s_nop 0 // 000000003750: 
	s_nop 0 // 000000003754: 
	s_nop 0 // 000000003758: 
	s_nop 0 // 00000000375C: 
	s_nop 0 // 000000003760: 
	s_nop 0 // 000000003764: 
	s_nop 0 // 000000003768: 
	s_nop 0 // 00000000376C: 
	s_nop 0 // 000000003770: 
	s_nop 0 // 000000003774: 
	s_nop 0 // 000000003778: 
	s_nop 0 // 00000000377C: 
