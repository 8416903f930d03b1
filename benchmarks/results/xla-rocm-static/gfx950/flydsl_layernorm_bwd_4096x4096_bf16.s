
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001600 <input_reduce_fusion_1>:
	s_load_dwordx4 s[4:7], s[0:1], 0x0 // 000000001600: 
	v_and_b32_e32 v18, 31, v0 // 000000001608: 
	v_lshrrev_b32_e32 v19, 5, v0 // 00000000160C: 
	v_lshlrev_b32_e32 v1, 1, v18 // 000000001610: 
	v_lshlrev_b32_e32 v2, 12, v19 // 000000001614: 
	s_lshl_b32 s2, s2, 6 // 000000001618: 
	v_or3_b32 v1, v1, v2, s2 // 00000000161C: 
	v_lshlrev_b32_e32 v2, 2, v1 // 000000001624: 
	v_mov_b32_e32 v3, 0 // 000000001628: 
	s_waitcnt lgkmcnt(0) // 00000000162C: 
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3] // 000000001630: 
	s_mov_b32 s0, 0x80000 // 000000001638: 
	v_add_co_u32_e32 v6, vcc, s0, v4 // 000000001640: 
	s_mov_b32 s0, 0x100000 // 000000001644: 
	s_nop 0 // 00000000164C: 
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc // 000000001650: 
	v_add_co_u32_e32 v8, vcc, s0, v4 // 000000001654: 
	s_mov_b32 s0, 0x180000 // 000000001658: 
	s_nop 0 // 000000001660: 
	v_addc_co_u32_e32 v9, vcc, 0, v5, vcc // 000000001664: 
	v_add_co_u32_e32 v10, vcc, s0, v4 // 000000001668: 
	s_mov_b32 s0, 0x200000 // 00000000166C: 
	s_nop 0 // 000000001674: 
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc // 000000001678: 
	v_add_co_u32_e32 v12, vcc, s0, v4 // 00000000167C: 
	s_mov_b32 s0, 0x280000 // 000000001680: 
	s_nop 0 // 000000001688: 
	v_addc_co_u32_e32 v13, vcc, 0, v5, vcc // 00000000168C: 
	v_add_co_u32_e32 v14, vcc, s0, v4 // 000000001690: 
	s_mov_b32 s0, 0x300000 // 000000001694: 
	s_nop 0 // 00000000169C: 
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc // 0000000016A0: 
	global_load_dwordx2 v[2:3], v2, s[4:5] // 0000000016A4: 
	global_load_dwordx2 v[6:7], v[6:7], off // 0000000016AC: 
	global_load_dwordx2 v[8:9], v[8:9], off // 0000000016B4: 
	global_load_dwordx2 v[10:11], v[10:11], off // 0000000016BC: 
	v_add_co_u32_e32 v16, vcc, s0, v4 // 0000000016C4: 
	s_mov_b32 s0, 0x380000 // 0000000016C8: 
	s_nop 0 // 0000000016D0: 
	v_addc_co_u32_e32 v17, vcc, 0, v5, vcc // 0000000016D4: 
	v_add_co_u32_e32 v4, vcc, s0, v4 // 0000000016D8: 
	s_movk_i32 s0, 0x104 // 0000000016DC: 
	s_nop 0 // 0000000016E0: 
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc // 0000000016E4: 
	global_load_dwordx2 v[12:13], v[12:13], off // 0000000016E8: 
	global_load_dwordx2 v[14:15], v[14:15], off // 0000000016F0: 
	global_load_dwordx2 v[16:17], v[16:17], off // 0000000016F8: 
	global_load_dwordx2 v[4:5], v[4:5], off // 000000001700: 
	v_lshlrev_b32_e32 v20, 3, v19 // 000000001708: 
	v_lshlrev_b32_e32 v1, 3, v18 // 00000000170C: 
	v_mad_u32_u24 v20, v18, s0, v20 // 000000001710: 
	v_mad_u32_u24 v21, v19, s0, v1 // 000000001718: 
	s_movk_i32 s0, 0x3e1 // 000000001720: 
	v_cmp_gt_u32_e32 vcc, s0, v0 // 000000001724: 
	v_cmp_eq_u32_e64 s[0:1], 0, v18 // 000000001728: 
	s_and_b64 s[0:1], vcc, s[0:1] // 000000001730: 
	s_waitcnt vmcnt(6) // 000000001734: 
	v_pk_add_f32 v[2:3], v[2:3], v[6:7] // 000000001738: 
	s_waitcnt vmcnt(5) // 000000001740: 
	v_pk_add_f32 v[2:3], v[2:3], v[8:9] // 000000001744: 
	s_waitcnt vmcnt(4) // 00000000174C: 
	v_pk_add_f32 v[2:3], v[2:3], v[10:11] // 000000001750: 
	s_waitcnt vmcnt(3) // 000000001758: 
	v_pk_add_f32 v[2:3], v[2:3], v[12:13] // 00000000175C: 
	s_waitcnt vmcnt(2) // 000000001764: 
	v_pk_add_f32 v[2:3], v[2:3], v[14:15] // 000000001768: 
	s_waitcnt vmcnt(1) // 000000001770: 
	v_pk_add_f32 v[2:3], v[2:3], v[16:17] // 000000001774: 
	s_waitcnt vmcnt(0) // 00000000177C: 
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] // 000000001780: 
	ds_write2_b32 v20, v2, v3 offset1:1 // 000000001788: 
	s_waitcnt lgkmcnt(0) // 000000001790: 
	s_barrier // 000000001794: 
	ds_read_b32 v3, v21 // 000000001798: 
	v_lshl_or_b32 v5, v19, 1, s2 // 0000000017A0: 
	v_mul_u32_u24_e32 v2, 0x104, v19 // 0000000017A8: 
	s_waitcnt lgkmcnt(0) // 0000000017B0: 
	ds_swizzle_b32 v0, v3 offset:swizzle(SWAP,16) // 0000000017B4: 
	s_waitcnt lgkmcnt(0) // 0000000017BC: 
	v_add_f32_e32 v0, v3, v0 // 0000000017C0: 
	s_nop 1 // 0000000017C4: 
	v_add_f32_dpp v0, v0, v0 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000017C8: 020000FA FF090800
	s_nop 1 // 0000000017D0: 
	v_add_f32_dpp v0, v0, v0 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000017D4: 020000FA FF090400
	s_nop 1 // 0000000017DC: 
	v_add_f32_dpp v3, v0, v0 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000017E0: 020600FA FF090200
	v_lshlrev_b32_e32 v0, 1, v5 // 0000000017E8: 
	s_nop 0 // 0000000017EC: 
	v_mov_b32_dpp v4, v3 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000017F0: 7E0802FA FF090103
	s_and_saveexec_b64 s[2:3], s[0:1] // 0000000017F8: 
	s_cbranch_execz 5 // 0000000017FC: <input_reduce_fusion_1+0x214>
	v_add_f32_e32 v3, v4, v3 // 000000001800: 
	v_cvt_pk_bf16_f32 v3, v3, s0 // 000000001804: 
	global_store_short v0, v3, s[6:7] // 00000000180C: 
	s_or_b64 exec, exec, s[2:3] // 000000001814: 
	v_add_u32_e32 v1, v1, v2 // 000000001818: 
	ds_read_b32 v1, v1 offset:4 // 00000000181C: 
	s_waitcnt lgkmcnt(0) // 000000001824: 
	ds_swizzle_b32 v2, v1 offset:swizzle(SWAP,16) // 000000001828: 
	s_waitcnt lgkmcnt(0) // 000000001830: 
	v_add_f32_e32 v1, v1, v2 // 000000001834: 
	s_nop 1 // 000000001838: 
	v_add_f32_dpp v1, v1, v1 row_shl:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000183C: 020202FA FF090801
	s_nop 1 // 000000001844: 
	v_add_f32_dpp v1, v1, v1 row_shl:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001848: 020202FA FF090401
	s_nop 1 // 000000001850: 
	v_add_f32_dpp v1, v1, v1 row_shl:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001854: 020202FA FF090201
	s_nop 1 // 00000000185C: 
	v_mov_b32_dpp v2, v1 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001860: 7E0402FA FF090101
	s_and_saveexec_b64 s[2:3], s[0:1] // 000000001868: 
	s_cbranch_execz 5 // 00000000186C: <input_reduce_fusion_1+0x284>
	v_add_f32_e32 v1, v2, v1 // 000000001870: 
	v_cvt_pk_bf16_f32 v1, v1, s0 // 000000001874: 
	global_store_short v0, v1, s[6:7] offset:2 // 00000000187C: 
	s_endpgm // 000000001884: 
	s_nop 0 // 000000001888: 
	s_nop 0 // 00000000188C: 
	s_nop 0 // 000000001890: 
	s_nop 0 // 000000001894: 
	s_nop 0 // 000000001898: 
	s_nop 0 // 00000000189C: 
	s_nop 0 // 0000000018A0: 
	s_nop 0 // 0000000018A4: 
	s_nop 0 // 0000000018A8: 
	s_nop 0 // 0000000018AC: 
	s_nop 0 // 0000000018B0: 
	s_nop 0 // 0000000018B4: 
	s_nop 0 // 0000000018B8: 
	s_nop 0 // 0000000018BC: 
	s_nop 0 // 0000000018C0: 
	s_nop 0 // 0000000018C4: 
	s_nop 0 // 0000000018C8: 
	s_nop 0 // 0000000018CC: 
	s_nop 0 // 0000000018D0: 
	s_nop 0 // 0000000018D4: 
	s_nop 0 // 0000000018D8: 
	s_nop 0 // 0000000018DC: 
	s_nop 0 // 0000000018E0: 
	s_nop 0 // 0000000018E4: 
	s_nop 0 // 0000000018E8: 
	s_nop 0 // 0000000018EC: 
	s_nop 0 // 0000000018F0: 
	s_nop 0 // 0000000018F4: 
	s_nop 0 // 0000000018F8: 
	s_nop 0 // 0000000018FC: 
	s_nop 0 // 000000001900: 
	s_nop 0 // 000000001904: 
	s_nop 0 // 000000001908: 
	s_nop 0 // 00000000190C: 
	s_nop 0 // 000000001910: 
	s_nop 0 // 000000001914: 
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
