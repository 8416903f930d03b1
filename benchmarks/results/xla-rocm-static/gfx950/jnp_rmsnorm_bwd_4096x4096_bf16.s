
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001800 <input_multiply_reduce_fusion>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0 // 000000001800: 
	v_lshlrev_b32_e32 v1, 2, v0 // 000000001808: 
	v_lshl_or_b32 v16, s2, 12, v1 // 00000000180C: 
	v_lshlrev_b32_e32 v6, 1, v16 // 000000001814: 
	v_or_b32_e32 v38, 0x800, v16 // 000000001818: 
	s_waitcnt lgkmcnt(0) // 000000001820: 
	global_load_dwordx2 v[42:43], v6, s[8:9] // 000000001824: 
	v_lshlrev_b32_e32 v14, 4, v0 // 00000000182C: 
	v_lshlrev_b32_e32 v56, 2, v16 // 000000001830: 
	v_or_b32_e32 v34, 0xc00, v16 // 000000001834: 
	v_lshlrev_b32_e32 v16, 1, v38 // 00000000183C: 
	global_load_dwordx4 v[2:5], v14, s[6:7] // 000000001840: 
	global_load_dwordx2 v[44:45], v6, s[8:9] offset:2048 // 000000001848: 
	global_load_dwordx2 v[48:49], v16, s[8:9] // 000000001850: 
	global_load_dwordx4 v[6:9], v56, s[10:11] // 000000001858: 
	v_lshlrev_b32_e32 v10, 1, v34 // 000000001860: 
	global_load_dwordx2 v[46:47], v10, s[8:9] // 000000001864: 
	global_load_dwordx4 v[10:13], v56, s[4:5] // 00000000186C: 
	v_mov_b32_e32 v15, 0 // 000000001874: 
	s_movk_i32 s3, 0x2000 // 000000001878: 
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[14:15] // 00000000187C: 
	v_add_co_u32_e32 v18, vcc, s3, v22 // 000000001884: 
	s_movk_i32 s12, 0x3000 // 000000001888: 
	s_nop 0 // 00000000188C: 
	v_addc_co_u32_e32 v19, vcc, 0, v23, vcc // 000000001890: 
	v_add_co_u32_e32 v22, vcc, s12, v22 // 000000001894: 
	global_load_dwordx4 v[14:17], v[18:19], off offset:-4096 // 000000001898: 
	global_load_dwordx4 v[18:21], v[18:19], off // 0000000018A0: 
	v_addc_co_u32_e32 v23, vcc, 0, v23, vcc // 0000000018A8: 
	global_load_dwordx4 v[22:25], v[22:23], off // 0000000018AC: 
	v_or_b32_e32 v57, 0x1000, v56 // 0000000018B4: 
	global_load_dwordx4 v[26:29], v57, s[10:11] // 0000000018BC: 
	global_load_dwordx4 v[30:33], v57, s[4:5] // 0000000018C4: 
	v_lshlrev_b32_e32 v59, 2, v38 // 0000000018CC: 
	global_load_dwordx4 v[38:41], v59, s[4:5] // 0000000018D0: 
	v_lshlrev_b32_e32 v58, 2, v34 // 0000000018D8: 
	global_load_dwordx4 v[34:37], v58, s[4:5] // 0000000018DC: 
	s_waitcnt vmcnt(13) // 0000000018E4: 
	v_and_b32_e32 v51, 0xffff0000, v42 // 0000000018E8: 
	v_lshlrev_b32_e32 v50, 16, v42 // 0000000018F0: 
	v_and_b32_e32 v53, 0xffff0000, v43 // 0000000018F4: 
	v_lshlrev_b32_e32 v52, 16, v43 // 0000000018FC: 
	s_waitcnt vmcnt(12) // 000000001900: 
	v_mul_f32_e32 v60, v2, v50 // 000000001904: 
	v_mul_f32_e32 v61, v3, v51 // 000000001908: 
	v_mul_f32_e32 v62, v4, v52 // 00000000190C: 
	v_mul_f32_e32 v63, v5, v53 // 000000001910: 
	s_waitcnt vmcnt(9) // 000000001914: 
	v_pk_mul_f32 v[4:5], v[8:9], v[52:53] // 000000001918: 
	v_pk_mul_f32 v[2:3], v[6:7], v[50:51] // 000000001920: 
	global_load_dwordx4 v[6:9], v59, s[10:11] // 000000001928: 
	s_waitcnt vmcnt(8) // 000000001930: 
	v_mul_f32_e32 v52, v10, v60 // 000000001934: 
	v_mul_f32_e32 v53, v11, v61 // 000000001938: 
	v_mul_f32_e32 v60, v12, v62 // 00000000193C: 
	v_mul_f32_e32 v61, v13, v63 // 000000001940: 
	global_load_dwordx4 v[10:13], v58, s[10:11] // 000000001944: 
	s_load_dwordx4 s[4:7], s[0:1], 0x20 // 00000000194C: 
	v_and_b32_e32 v43, 0xffff0000, v44 // 000000001954: 
	v_lshlrev_b32_e32 v42, 16, v44 // 00000000195C: 
	v_and_b32_e32 v55, 0xffff0000, v45 // 000000001960: 
	v_lshlrev_b32_e32 v54, 16, v45 // 000000001968: 
	v_and_b32_e32 v45, 0xffff0000, v47 // 00000000196C: 
	v_lshlrev_b32_e32 v44, 16, v47 // 000000001974: 
	v_and_b32_e32 v47, 0xffff0000, v46 // 000000001978: 
	v_lshlrev_b32_e32 v46, 16, v46 // 000000001980: 
	s_waitcnt lgkmcnt(0) // 000000001984: 
	global_store_dwordx4 v56, v[2:5], s[6:7] // 000000001988: 
	v_and_b32_e32 v51, 0xffff0000, v49 // 000000001990: 
	v_lshlrev_b32_e32 v50, 16, v49 // 000000001998: 
	v_and_b32_e32 v5, 0xffff0000, v48 // 00000000199C: 
	v_lshlrev_b32_e32 v4, 16, v48 // 0000000019A4: 
	s_waitcnt vmcnt(8) // 0000000019A8: 
	v_pk_mul_f32 v[2:3], v[18:19], v[4:5] // 0000000019AC: 
	s_waitcnt vmcnt(7) // 0000000019B4: 
	v_pk_mul_f32 v[18:19], v[22:23], v[46:47] // 0000000019B8: 
	v_add_f32_e32 v22, v52, v53 // 0000000019C0: 
	v_mul_f32_e32 v48, v14, v42 // 0000000019C4: 
	v_add_f32_e32 v22, v60, v22 // 0000000019C8: 
	v_mul_f32_e32 v49, v15, v43 // 0000000019CC: 
	s_waitcnt vmcnt(5) // 0000000019D0: 
	v_mul_f32_e32 v23, v30, v48 // 0000000019D4: 
	v_add_f32_e32 v22, v61, v22 // 0000000019D8: 
	v_mul_f32_e32 v56, v16, v54 // 0000000019DC: 
	v_pk_mul_f32 v[14:15], v[20:21], v[50:51] // 0000000019E0: 
	v_pk_mul_f32 v[20:21], v[24:25], v[44:45] // 0000000019E8: 
	v_mul_f32_e32 v24, v31, v49 // 0000000019F0: 
	v_add_f32_e32 v22, v22, v23 // 0000000019F4: 
	v_mul_f32_e32 v62, v17, v55 // 0000000019F8: 
	v_mul_f32_e32 v25, v32, v56 // 0000000019FC: 
	v_add_f32_e32 v22, v24, v22 // 000000001A00: 
	v_pk_mul_f32 v[16:17], v[28:29], v[54:55] // 000000001A04: 
	v_mul_f32_e32 v28, v33, v62 // 000000001A0C: 
	v_add_f32_e32 v22, v25, v22 // 000000001A10: 
	s_waitcnt vmcnt(4) // 000000001A14: 
	v_pk_mul_f32 v[2:3], v[38:39], v[2:3] // 000000001A18: 
	v_add_f32_e32 v22, v28, v22 // 000000001A20: 
	v_add_f32_e32 v2, v22, v2 // 000000001A24: 
	v_pk_mul_f32 v[14:15], v[40:41], v[14:15] // 000000001A28: 
	v_add_f32_e32 v2, v3, v2 // 000000001A30: 
	v_add_f32_e32 v2, v14, v2 // 000000001A34: 
	s_waitcnt vmcnt(3) // 000000001A38: 
	v_pk_mul_f32 v[18:19], v[34:35], v[18:19] // 000000001A3C: 
	v_add_f32_e32 v2, v15, v2 // 000000001A44: 
	v_add_f32_e32 v2, v2, v18 // 000000001A48: 
	v_pk_mul_f32 v[20:21], v[36:37], v[20:21] // 000000001A4C: 
	v_add_f32_e32 v2, v19, v2 // 000000001A54: 
	v_add_f32_e32 v2, v20, v2 // 000000001A58: 
	v_add_f32_e32 v3, v21, v2 // 000000001A5C: 
	v_mbcnt_lo_u32_b32 v2, -1, 0 // 000000001A60: 
	v_mbcnt_hi_u32_b32 v2, -1, v2 // 000000001A68: 
	v_mov_b32_e32 v14, 0x80 // 000000001A70: 
	v_lshl_or_b32 v2, v2, 2, v14 // 000000001A78: 
	ds_bpermute_b32 v18, v2, v3 // 000000001A80: 
	v_pk_mul_f32 v[14:15], v[26:27], v[42:43] // 000000001A88: 
	global_store_dwordx4 v57, v[14:17], s[6:7] // 000000001A90: 
	s_waitcnt lgkmcnt(0) // 000000001A98: 
	v_add_f32_e32 v3, v3, v18 // 000000001A9C: 
	s_waitcnt vmcnt(3) // 000000001AA0: 
	v_pk_mul_f32 v[4:5], v[6:7], v[4:5] // 000000001AA4: 
	v_pk_mul_f32 v[6:7], v[8:9], v[50:51] // 000000001AAC: 
	ds_swizzle_b32 v8, v3 offset:swizzle(SWAP,16) // 000000001AB4: 
	global_store_dwordx4 v59, v[4:7], s[6:7] // 000000001ABC: 
	s_waitcnt lgkmcnt(0) // 000000001AC4: 
	v_add_f32_e32 v3, v3, v8 // 000000001AC8: 
	s_waitcnt vmcnt(3) // 000000001ACC: 
	v_pk_mul_f32 v[4:5], v[10:11], v[46:47] // 000000001AD0: 
	v_pk_mul_f32 v[6:7], v[12:13], v[44:45] // 000000001AD8: 
	v_add_f32_dpp v3, v3, v3 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AE0: 020606FA FF090803
	global_store_dwordx4 v58, v[4:7], s[6:7] // 000000001AE8: 
	s_nop 0 // 000000001AF0: 
	v_add_f32_dpp v3, v3, v3 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AF4: 020606FA FF090403
	v_and_b32_e32 v5, 63, v0 // 000000001AFC: 
	v_cmp_eq_u32_e32 vcc, 0, v5 // 000000001B00: 
	v_add_f32_dpp v3, v3, v3 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B04: 020606FA FF090203
	s_nop 1 // 000000001B0C: 
	v_mov_b32_dpp v4, v3 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B10: 7E0802FA FF090103
	s_and_saveexec_b64 s[0:1], vcc // 000000001B18: 
	v_lshrrev_b32_e32 v5, 4, v0 // 000000001B1C: 
	v_add_f32_e32 v3, v4, v3 // 000000001B20: 
	ds_write_b32 v5, v3 // 000000001B24: 
	s_or_b64 exec, exec, s[0:1] // 000000001B2C: 
	v_cmp_gt_u32_e32 vcc, 64, v0 // 000000001B30: 
	s_waitcnt lgkmcnt(0) // 000000001B34: 
	s_barrier // 000000001B38: 
	s_and_saveexec_b64 s[0:1], vcc // 000000001B3C: 
	s_cbranch_execz 35 // 000000001B40: <input_multiply_reduce_fusion+0x3d0>
	v_cmp_gt_u32_e32 vcc, 4, v0 // 000000001B44: 
	v_mov_b32_e32 v3, 0 // 000000001B48: 
	s_and_saveexec_b64 s[0:1], vcc // 000000001B4C: 
	ds_read_b32 v3, v1 // 000000001B50: 
	s_or_b64 exec, exec, s[0:1] // 000000001B58: 
	s_waitcnt lgkmcnt(0) // 000000001B5C: 
	ds_bpermute_b32 v1, v2, v3 // 000000001B60: 
	v_cmp_eq_u32_e32 vcc, 0, v0 // 000000001B68: 
	s_waitcnt lgkmcnt(0) // 000000001B6C: 
	v_add_f32_e32 v1, v3, v1 // 000000001B70: 
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16) // 000000001B74: 
	s_waitcnt lgkmcnt(0) // 000000001B7C: 
	v_add_f32_e32 v1, v1, v2 // 000000001B80: 
	s_nop 1 // 000000001B84: 
	v_add_f32_dpp v1, v1, v1 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B88: 020202FA FF090801
	s_nop 1 // 000000001B90: 
	v_add_f32_dpp v1, v1, v1 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B94: 020202FA FF090401
	s_nop 1 // 000000001B9C: 
	v_add_f32_dpp v1, v1, v1 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BA0: 020202FA FF090201
	s_nop 1 // 000000001BA8: 
	v_mov_b32_dpp v2, v1 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BAC: 7E0402FA FF090101
	s_and_b64 exec, exec, vcc // 000000001BB4: 
	s_cbranch_execz 5 // 000000001BB8: <input_multiply_reduce_fusion+0x3d0>
	s_lshl_b32 s0, s2, 2 // 000000001BBC: 
	v_add_f32_e32 v0, v2, v1 // 000000001BC0: 
	v_mov_b32_e32 v1, s0 // 000000001BC4: 
	global_store_dword v1, v0, s[4:5] // 000000001BC8: 
	s_endpgm // 000000001BD0: 
	s_nop 0 // 000000001BD4: 
	s_nop 0 // 000000001BD8: 
	s_nop 0 // 000000001BDC: 
	s_nop 0 // 000000001BE0: 
	s_nop 0 // 000000001BE4: 
	s_nop 0 // 000000001BE8: 
	s_nop 0 // 000000001BEC: 
	s_nop 0 // 000000001BF0: 
	s_nop 0 // 000000001BF4: 
	s_nop 0 // 000000001BF8: 
	s_nop 0 // 000000001BFC: 
	s_nop 0 // 000000001C00: 
	s_nop 0 // 000000001C04: 
	s_nop 0 // 000000001C08: 
	s_nop 0 // 000000001C0C: 
	s_nop 0 // 000000001C10: 
	s_nop 0 // 000000001C14: 
	s_nop 0 // 000000001C18: 
	s_nop 0 // 000000001C1C: 
	s_nop 0 // 000000001C20: 
	s_nop 0 // 000000001C24: 
	s_nop 0 // 000000001C28: 
	s_nop 0 // 000000001C2C: 
	s_nop 0 // 000000001C30: 
	s_nop 0 // 000000001C34: 
	s_nop 0 // 000000001C38: 
	s_nop 0 // 000000001C3C: 
	s_nop 0 // 000000001C40: 
	s_nop 0 // 000000001C44: 
	s_nop 0 // 000000001C48: 
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

0000000000001800 <loop_convert_fusion>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0 // 000000001800: 
	v_lshlrev_b32_e32 v4, 2, v0 // 000000001808: 
	s_lshl_b32 s3, s2, 10 // 00000000180C: 
	v_or_b32_e32 v0, s3, v4 // 000000001810: 
	s_and_b32 s3, s3, 0xc00 // 000000001814: 
	v_lshlrev_b32_e32 v11, 1, v0 // 00000000181C: 
	v_or_b32_e32 v4, s3, v4 // 000000001820: 
	s_waitcnt lgkmcnt(0) // 000000001824: 
	global_load_dwordx2 v[8:9], v11, s[6:7] // 000000001828: 
	v_lshlrev_b32_e32 v4, 2, v4 // 000000001830: 
	v_lshlrev_b32_e32 v0, 2, v0 // 000000001834: 
	global_load_dwordx4 v[4:7], v4, s[4:5] // 000000001838: 
	global_load_dwordx4 v[0:3], v0, s[10:11] // 000000001840: 
	s_load_dwordx8 s[12:19], s[0:1], 0x20 // 000000001848: 
	s_and_b32 s0, s2, 0x3ffc // 000000001850: 
	s_waitcnt lgkmcnt(0) // 000000001858: 
	s_load_dword s1, s[12:13], s0 offset:0x0 // 00000000185C: 
	s_load_dword s2, s[14:15], s0 offset:0x0 // 000000001864: 
	s_load_dword s0, s[8:9], s0 offset:0x0 // 00000000186C: 
	s_waitcnt lgkmcnt(0) // 000000001874: 
	v_mov_b32_e32 v10, s1 // 000000001878: 
	v_mul_f32_e32 v10, s2, v10 // 00000000187C: 
	v_mul_f32_e32 v10, 0x39800000, v10 // 000000001880: 
	s_waitcnt vmcnt(2) // 000000001888: 
	v_and_b32_e32 v13, 0xffff0000, v8 // 00000000188C: 
	v_lshlrev_b32_e32 v12, 16, v8 // 000000001894: 
	v_and_b32_e32 v15, 0xffff0000, v9 // 000000001898: 
	v_lshlrev_b32_e32 v14, 16, v9 // 0000000018A0: 
	s_waitcnt vmcnt(1) // 0000000018A4: 
	v_pk_mul_f32 v[4:5], v[4:5], v[12:13] // 0000000018A8: 
	v_pk_mul_f32 v[6:7], v[6:7], v[14:15] // 0000000018B0: 
	s_waitcnt vmcnt(0) // 0000000018B8: 
	v_pk_mul_f32 v[0:1], v[0:1], v[10:11] op_sel_hi:[1,0] // 0000000018BC: 
	v_pk_mul_f32 v[2:3], v[2:3], v[10:11] op_sel_hi:[1,0] // 0000000018C4: 
	v_pk_mul_f32 v[4:5], s[0:1], v[4:5] op_sel_hi:[0,1] // 0000000018CC: 
	v_pk_mul_f32 v[6:7], s[0:1], v[6:7] op_sel_hi:[0,1] // 0000000018D4: 
	v_pk_add_f32 v[4:5], v[0:1], v[4:5] // 0000000018DC: 
	v_pk_add_f32 v[6:7], v[2:3], v[6:7] // 0000000018E4: 
	v_pk_add_f32 v[0:1], v[0:1], v[4:5] // 0000000018EC: 
	v_pk_add_f32 v[2:3], v[2:3], v[6:7] // 0000000018F4: 
	v_cvt_pk_bf16_f32 v0, v0, v1 // 0000000018FC: 
	v_cvt_pk_bf16_f32 v1, v2, v3 // 000000001904: 
	global_store_dwordx2 v11, v[0:1], s[16:17] // 00000000190C: 
	s_endpgm // 000000001914: 
	s_nop 0 // 000000001918: 
	s_nop 0 // 00000000191C: 
	s_nop 0 // 000000001920: 
	s_nop 0 // 000000001924: 
	s_nop 0 // 000000001928: 
	s_nop 0 // 00000000192C: 
	s_nop 0 // 000000001930: 
	s_nop 0 // 000000001934: 
	s_nop 0 // 000000001938: 
	s_nop 0 // 00000000193C: 
	s_nop 0 // 000000001940: 
	s_nop 0 // 000000001944: 
	s_nop 0 // 000000001948: 
	s_nop 0 // 00000000194C: 
	s_nop 0 // 000000001950: 
	s_nop 0 // 000000001954: 
	s_nop 0 // 000000001958: 
	s_nop 0 // 00000000195C: 
	s_nop 0 // 000000001960: 
	s_nop 0 // 000000001964: 
	s_nop 0 // 000000001968: 
	s_nop 0 // 00000000196C: 
	s_nop 0 // 000000001970: 
	s_nop 0 // 000000001974: 
	s_nop 0 // 000000001978: 
	s_nop 0 // 00000000197C: 
	s_nop 0 // 000000001980: 
	s_nop 0 // 000000001984: 
	s_nop 0 // 000000001988: 
	s_nop 0 // 00000000198C: 
	s_nop 0 // 000000001990: 
	s_nop 0 // 000000001994: 
	s_nop 0 // 000000001998: 
	s_nop 0 // 00000000199C: 
	s_nop 0 // 0000000019A0: 
	s_nop 0 // 0000000019A4: 
	s_nop 0 // 0000000019A8: 
	s_nop 0 // 0000000019AC: 
	s_nop 0 // 0000000019B0: 
	s_nop 0 // 0000000019B4: 
	s_nop 0 // 0000000019B8: 
	s_nop 0 // 0000000019BC: 
	s_nop 0 // 0000000019C0: 
	s_nop 0 // 0000000019C4: 
	s_nop 0 // 0000000019C8: 
	s_nop 0 // 0000000019CC: 
	s_nop 0 // 0000000019D0: 
	s_nop 0 // 0000000019D4: 
	s_nop 0 // 0000000019D8: 
	s_nop 0 // 0000000019DC: 
	s_nop 0 // 0000000019E0: 
	s_nop 0 // 0000000019E4: 
	s_nop 0 // 0000000019E8: 
	s_nop 0 // 0000000019EC: 
	s_nop 0 // 0000000019F0: 
	s_nop 0 // 0000000019F4: 
	s_nop 0 // 0000000019F8: 
	s_nop 0 // 0000000019FC: 
	s_nop 0 // 000000001A00: 
	s_nop 0 // 000000001A04: 
	s_nop 0 // 000000001A08: 
	s_nop 0 // 000000001A0C: 
	s_nop 0 // 000000001A10: 
	s_nop 0 // 000000001A14: 
	s_nop 0 // 000000001A18: 
	s_nop 0 // 000000001A1C: 
	s_nop 0 // 000000001A20: 
	s_nop 0 // 000000001A24: 
	s_nop 0 // 000000001A28: 
	s_nop 0 // 000000001A2C: 
	s_nop 0 // 000000001A30: 
	s_nop 0 // 000000001A34: 
	s_nop 0 // 000000001A38: 
	s_nop 0 // 000000001A3C: 
	s_nop 0 // 000000001A40: 
	s_nop 0 // 000000001A44: 
	s_nop 0 // 000000001A48: 
	s_nop 0 // 000000001A4C: 
	s_nop 0 // 000000001A50: 
	s_nop 0 // 000000001A54: 
	s_nop 0 // 000000001A58: 
	s_nop 0 // 000000001A5C: 
	s_nop 0 // 000000001A60: 
	s_nop 0 // 000000001A64: 
	s_nop 0 // 000000001A68: 
	s_nop 0 // 000000001A6C: 
	s_nop 0 // 000000001A70: 
	s_nop 0 // 000000001A74: 
	s_nop 0 // 000000001A78: 
	s_nop 0 // 000000001A7C: 
	s_nop 0 // 000000001A80: 
	s_nop 0 // 000000001A84: 
	s_nop 0 // 000000001A88: 
	s_nop 0 // 000000001A8C: 
	s_nop 0 // 000000001A90: 
	s_nop 0 // 000000001A94: 
	s_nop 0 // 000000001A98: 
	s_nop 0 // 000000001A9C: 
	s_nop 0 // 000000001AA0: 
	s_nop 0 // 000000001AA4: 
	s_nop 0 // 000000001AA8: 
	s_nop 0 // 000000001AAC: 
	s_nop 0 // 000000001AB0: 
	s_nop 0 // 000000001AB4: 
	s_nop 0 // 000000001AB8: 
	s_nop 0 // 000000001ABC: 
	s_nop 0 // 000000001AC0: 
	s_nop 0 // 000000001AC4: 
	s_nop 0 // 000000001AC8: 
	s_nop 0 // 000000001ACC: 
	s_nop 0 // 000000001AD0: 
	s_nop 0 // 000000001AD4: 
	s_nop 0 // 000000001AD8: 
	s_nop 0 // 000000001ADC: 
	s_nop 0 // 000000001AE0: 
	s_nop 0 // 000000001AE4: 
	s_nop 0 // 000000001AE8: 
	s_nop 0 // 000000001AEC: 
	s_nop 0 // 000000001AF0: 
	s_nop 0 // 000000001AF4: 
	s_nop 0 // 000000001AF8: 
	s_nop 0 // 000000001AFC: 
	s_nop 0 // 000000001B00: 
	s_nop 0 // 000000001B04: 
	s_nop 0 // 000000001B08: 
	s_nop 0 // 000000001B0C: 
	s_nop 0 // 000000001B10: 
	s_nop 0 // 000000001B14: 
	s_nop 0 // 000000001B18: 
	s_nop 0 // 000000001B1C: 
	s_nop 0 // 000000001B20: 
	s_nop 0 // 000000001B24: 
	s_nop 0 // 000000001B28: 
	s_nop 0 // 000000001B2C: 
	s_nop 0 // 000000001B30: 
	s_nop 0 // 000000001B34: 
	s_nop 0 // 000000001B38: 
	s_nop 0 // 000000001B3C: 
	s_nop 0 // 000000001B40: 
	s_nop 0 // 000000001B44: 
	s_nop 0 // 000000001B48: 
	s_nop 0 // 000000001B4C: 
	s_nop 0 // 000000001B50: 
	s_nop 0 // 000000001B54: 
	s_nop 0 // 000000001B58: 
	s_nop 0 // 000000001B5C: 
	s_nop 0 // 000000001B60: 
	s_nop 0 // 000000001B64: 
	s_nop 0 // 000000001B68: 
	s_nop 0 // 000000001B6C: 
	s_nop 0 // 000000001B70: 
	s_nop 0 // 000000001B74: 
	s_nop 0 // 000000001B78: 
	s_nop 0 // 000000001B7C: 
	s_nop 0 // 000000001B80: 
	s_nop 0 // 000000001B84: 
	s_nop 0 // 000000001B88: 
	s_nop 0 // 000000001B8C: 
	s_nop 0 // 000000001B90: 
	s_nop 0 // 000000001B94: 
	s_nop 0 // 000000001B98: 
	s_nop 0 // 000000001B9C: 
	s_nop 0 // 000000001BA0: 
	s_nop 0 // 000000001BA4: 
	s_nop 0 // 000000001BA8: 
	s_nop 0 // 000000001BAC: 
	s_nop 0 // 000000001BB0: 
	s_nop 0 // 000000001BB4: 
	s_nop 0 // 000000001BB8: 
	s_nop 0 // 000000001BBC: 
	s_nop 0 // 000000001BC0: 
	s_nop 0 // 000000001BC4: 
	s_nop 0 // 000000001BC8: 
	s_nop 0 // 000000001BCC: 
	s_nop 0 // 000000001BD0: 
	s_nop 0 // 000000001BD4: 
	s_nop 0 // 000000001BD8: 
	s_nop 0 // 000000001BDC: 
	s_nop 0 // 000000001BE0: 
	s_nop 0 // 000000001BE4: 
	s_nop 0 // 000000001BE8: 
	s_nop 0 // 000000001BEC: 
	s_nop 0 // 000000001BF0: 
	s_nop 0 // 000000001BF4: 
	s_nop 0 // 000000001BF8: 
	s_nop 0 // 000000001BFC: 
	s_nop 0 // 000000001C00: 
	s_nop 0 // 000000001C04: 
	s_nop 0 // 000000001C08: 
	s_nop 0 // 000000001C0C: 
	s_nop 0 // 000000001C10: 
	s_nop 0 // 000000001C14: 
	s_nop 0 // 000000001C18: 
	s_nop 0 // 000000001C1C: 
	s_nop 0 // 000000001C20: 
	s_nop 0 // 000000001C24: 
	s_nop 0 // 000000001C28: 
	s_nop 0 // 000000001C2C: 
	s_nop 0 // 000000001C30: 
	s_nop 0 // 000000001C34: 
	s_nop 0 // 000000001C38: 
	s_nop 0 // 000000001C3C: 
	s_nop 0 // 000000001C40: 
	s_nop 0 // 000000001C44: 
	s_nop 0 // 000000001C48: 
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
