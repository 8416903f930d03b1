
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <fusion_3>:
	s_load_dwordx4 s[4:7], s[0:1], 0x0 // 000000001700: 
	s_load_dwordx2 s[14:15], s[0:1], 0x10 // 000000001708: 
	v_readfirstlane_b32 s3, v0 // 000000001710: 
	s_and_b32 s16, s3, 0x1c0 // 000000001714: 
	s_ashr_i32 s3, s2, 31 // 00000000171C: 
	s_lshl_b64 s[12:13], s[2:3], 16 // 000000001720: 
	s_waitcnt lgkmcnt(0) // 000000001724: 
	s_add_u32 s8, s4, s12 // 000000001728: 
	v_and_or_b32 v1, v0, 63, s16 // 00000000172C: 
	s_addc_u32 s0, s5, s13 // 000000001734: 
	v_lshlrev_b32_e32 v1, 4, v1 // 000000001738: 
	s_and_b32 s9, s0, 0xffff // 00000000173C: 
	s_mov_b32 s11, 0x27000 // 000000001744: 
	s_mov_b32 s10, 0x7ffffffe // 00000000174C: 
	buffer_load_dwordx4 v[2:5], v1, s[8:11], 0 offen // 000000001754: 
	v_or_b32_e32 v66, 0x6000, v1 // 00000000175C: 
	v_or_b32_e32 v65, 0x8000, v1 // 000000001764: 
	v_or_b32_e32 v64, 0xa000, v1 // 00000000176C: 
	v_or_b32_e32 v92, 0x2000, v1 // 000000001774: 
	buffer_load_dwordx4 v[32:35], v66, s[8:11], 0 offen // 00000000177C: 
	buffer_load_dwordx4 v[48:51], v65, s[8:11], 0 offen // 000000001784: 
	buffer_load_dwordx4 v[68:71], v64, s[8:11], 0 offen // 00000000178C: 
	v_or_b32_e32 v63, 0xc000, v1 // 000000001794: 
	buffer_load_dwordx4 v[10:13], v92, s[8:11], 0 offen // 00000000179C: 
	v_or_b32_e32 v67, 0x4000, v1 // 0000000017A4: 
	buffer_load_dwordx4 v[72:75], v63, s[8:11], 0 offen // 0000000017AC: 
	buffer_load_dwordx4 v[14:17], v67, s[8:11], 0 offen // 0000000017B4: 
	v_or_b32_e32 v62, 0xe000, v1 // 0000000017BC: 
	buffer_load_dwordx4 v[76:79], v62, s[8:11], 0 offen // 0000000017C4: 
	s_lshr_b32 s4, s16, 2 // 0000000017CC: 
	s_and_b32 s9, s7, 0xffff // 0000000017D0: 
	s_mov_b32 s8, s6 // 0000000017D8: 
	v_lshlrev_b32_e32 v0, 4, v0 // 0000000017DC: 
	v_and_b32_e32 v0, 0x70, v0 // 0000000017E0: 
	v_add_u32_e32 v0, 0, v0 // 0000000017E8: 
	s_mov_b32 s6, 0x39000000 // 0000000017EC: 
	s_mov_b32 s18, 0x358637bd // 0000000017F4: 
	s_mov_b32 s17, 0x800000 // 0000000017FC: 
	s_mov_b32 s16, 0x4b800000 // 000000001804: 
	s_waitcnt vmcnt(7) // 00000000180C: 
	v_and_b32_e32 v59, 0xffff0000, v2 // 000000001810: 
	v_lshlrev_b32_e32 v58, 16, v2 // 000000001818: 
	v_and_b32_e32 v61, 0xffff0000, v3 // 00000000181C: 
	v_lshlrev_b32_e32 v60, 16, v3 // 000000001824: 
	v_and_b32_e32 v81, 0xffff0000, v4 // 000000001828: 
	v_lshlrev_b32_e32 v80, 16, v4 // 000000001830: 
	v_and_b32_e32 v83, 0xffff0000, v5 // 000000001834: 
	v_lshlrev_b32_e32 v82, 16, v5 // 00000000183C: 
	s_waitcnt vmcnt(6) // 000000001840: 
	v_and_b32_e32 v47, 0xffff0000, v32 // 000000001844: 
	v_lshlrev_b32_e32 v46, 16, v32 // 00000000184C: 
	v_and_b32_e32 v27, 0xffff0000, v33 // 000000001850: 
	v_lshlrev_b32_e32 v26, 16, v33 // 000000001858: 
	v_and_b32_e32 v33, 0xffff0000, v34 // 00000000185C: 
	v_lshlrev_b32_e32 v32, 16, v34 // 000000001864: 
	v_and_b32_e32 v41, 0xffff0000, v35 // 000000001868: 
	v_lshlrev_b32_e32 v40, 16, v35 // 000000001870: 
	s_waitcnt vmcnt(5) // 000000001874: 
	v_and_b32_e32 v35, 0xffff0000, v48 // 000000001878: 
	v_lshlrev_b32_e32 v34, 16, v48 // 000000001880: 
	v_and_b32_e32 v43, 0xffff0000, v49 // 000000001884: 
	v_lshlrev_b32_e32 v42, 16, v49 // 00000000188C: 
	v_and_b32_e32 v49, 0xffff0000, v50 // 000000001890: 
	v_lshlrev_b32_e32 v48, 16, v50 // 000000001898: 
	v_and_b32_e32 v53, 0xffff0000, v51 // 00000000189C: 
	v_lshlrev_b32_e32 v52, 16, v51 // 0000000018A4: 
	s_waitcnt vmcnt(4) // 0000000018A8: 
	v_and_b32_e32 v57, 0xffff0000, v68 // 0000000018AC: 
	v_lshlrev_b32_e32 v56, 16, v68 // 0000000018B4: 
	v_and_b32_e32 v45, 0xffff0000, v69 // 0000000018B8: 
	v_lshlrev_b32_e32 v44, 16, v69 // 0000000018C0: 
	v_and_b32_e32 v51, 0xffff0000, v70 // 0000000018C4: 
	v_lshlrev_b32_e32 v50, 16, v70 // 0000000018CC: 
	v_and_b32_e32 v55, 0xffff0000, v71 // 0000000018D0: 
	v_lshlrev_b32_e32 v54, 16, v71 // 0000000018D8: 
	v_pk_mul_f32 v[68:69], v[58:59], v[58:59] // 0000000018DC: 
	v_pk_mul_f32 v[70:71], v[60:61], v[60:61] // 0000000018E4: 
	s_waitcnt vmcnt(3) // 0000000018EC: 
	v_and_b32_e32 v29, 0xffff0000, v10 // 0000000018F0: 
	v_lshlrev_b32_e32 v28, 16, v10 // 0000000018F8: 
	v_and_b32_e32 v7, 0xffff0000, v11 // 0000000018FC: 
	v_lshlrev_b32_e32 v6, 16, v11 // 000000001904: 
	s_waitcnt vmcnt(2) // 000000001908: 
	v_and_b32_e32 v37, 0xffff0000, v72 // 00000000190C: 
	v_lshlrev_b32_e32 v36, 16, v72 // 000000001914: 
	v_and_b32_e32 v21, 0xffff0000, v73 // 000000001918: 
	v_lshlrev_b32_e32 v20, 16, v73 // 000000001920: 
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001924: 
	v_pk_mul_f32 v[70:71], v[80:81], v[80:81] // 00000000192C: 
	v_pk_mul_f32 v[72:73], v[82:83], v[82:83] // 000000001934: 
	v_and_b32_e32 v11, 0xffff0000, v12 // 00000000193C: 
	v_lshlrev_b32_e32 v10, 16, v12 // 000000001944: 
	v_and_b32_e32 v23, 0xffff0000, v13 // 000000001948: 
	v_lshlrev_b32_e32 v22, 16, v13 // 000000001950: 
	s_waitcnt vmcnt(1) // 000000001954: 
	v_and_b32_e32 v19, 0xffff0000, v14 // 000000001958: 
	v_lshlrev_b32_e32 v18, 16, v14 // 000000001960: 
	v_and_b32_e32 v25, 0xffff0000, v15 // 000000001964: 
	v_lshlrev_b32_e32 v24, 16, v15 // 00000000196C: 
	v_and_b32_e32 v13, 0xffff0000, v74 // 000000001970: 
	v_lshlrev_b32_e32 v12, 16, v74 // 000000001978: 
	v_and_b32_e32 v15, 0xffff0000, v75 // 00000000197C: 
	v_lshlrev_b32_e32 v14, 16, v75 // 000000001984: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000001988: 
	v_pk_mul_f32 v[72:73], v[28:29], v[28:29] // 000000001990: 
	v_pk_mul_f32 v[74:75], v[6:7], v[6:7] // 000000001998: 
	v_and_b32_e32 v31, 0xffff0000, v16 // 0000000019A0: 
	v_lshlrev_b32_e32 v30, 16, v16 // 0000000019A8: 
	v_and_b32_e32 v39, 0xffff0000, v17 // 0000000019AC: 
	v_lshlrev_b32_e32 v38, 16, v17 // 0000000019B4: 
	s_waitcnt vmcnt(0) // 0000000019B8: 
	v_and_b32_e32 v17, 0xffff0000, v76 // 0000000019BC: 
	v_lshlrev_b32_e32 v16, 16, v76 // 0000000019C4: 
	v_and_b32_e32 v3, 0xffff0000, v77 // 0000000019C8: 
	v_lshlrev_b32_e32 v2, 16, v77 // 0000000019D0: 
	v_pk_add_f32 v[72:73], v[72:73], v[74:75] // 0000000019D4: 
	v_pk_mul_f32 v[74:75], v[10:11], v[10:11] // 0000000019DC: 
	v_pk_mul_f32 v[76:77], v[22:23], v[22:23] // 0000000019E4: 
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 0000000019EC: 
	v_pk_add_f32 v[74:75], v[74:75], v[76:77] // 0000000019F4: 
	v_pk_mul_f32 v[76:77], v[26:27], v[26:27] // 0000000019FC: 
	v_pk_add_f32 v[70:71], v[72:73], v[74:75] // 000000001A04: 
	v_pk_mul_f32 v[72:73], v[24:25], v[24:25] // 000000001A0C: 
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001A14: 
	v_pk_mul_f32 v[70:71], v[18:19], v[18:19] // 000000001A1C: 
	v_pk_mul_f32 v[74:75], v[38:39], v[38:39] // 000000001A24: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000001A2C: 
	v_pk_mul_f32 v[72:73], v[30:31], v[30:31] // 000000001A34: 
	v_and_b32_e32 v5, 0xffff0000, v78 // 000000001A3C: 
	v_pk_add_f32 v[72:73], v[72:73], v[74:75] // 000000001A44: 
	v_pk_mul_f32 v[74:75], v[46:47], v[46:47] // 000000001A4C: 
	v_lshlrev_b32_e32 v4, 16, v78 // 000000001A54: 
	v_and_b32_e32 v9, 0xffff0000, v79 // 000000001A58: 
	v_lshlrev_b32_e32 v8, 16, v79 // 000000001A60: 
	v_pk_add_f32 v[74:75], v[74:75], v[76:77] // 000000001A64: 
	v_pk_mul_f32 v[76:77], v[32:33], v[32:33] // 000000001A6C: 
	v_pk_mul_f32 v[78:79], v[40:41], v[40:41] // 000000001A74: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000001A7C: 
	v_pk_add_f32 v[76:77], v[76:77], v[78:79] // 000000001A84: 
	v_pk_mul_f32 v[78:79], v[44:45], v[44:45] // 000000001A8C: 
	v_pk_add_f32 v[72:73], v[74:75], v[76:77] // 000000001A94: 
	v_pk_mul_f32 v[74:75], v[42:43], v[42:43] // 000000001A9C: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000001AA4: 
	v_pk_mul_f32 v[72:73], v[34:35], v[34:35] // 000000001AAC: 
	v_pk_mul_f32 v[76:77], v[52:53], v[52:53] // 000000001AB4: 
	v_pk_add_f32 v[72:73], v[72:73], v[74:75] // 000000001ABC: 
	v_pk_mul_f32 v[74:75], v[48:49], v[48:49] // 000000001AC4: 
	v_pk_mul_f32 v[84:85], v[54:55], v[54:55] // 000000001ACC: 
	v_pk_add_f32 v[74:75], v[74:75], v[76:77] // 000000001AD4: 
	v_pk_mul_f32 v[76:77], v[56:57], v[56:57] // 000000001ADC: 
	v_pk_add_f32 v[72:73], v[72:73], v[74:75] // 000000001AE4: 
	v_pk_add_f32 v[76:77], v[76:77], v[78:79] // 000000001AEC: 
	v_pk_mul_f32 v[78:79], v[50:51], v[50:51] // 000000001AF4: 
	v_pk_mul_f32 v[86:87], v[8:9], v[8:9] // 000000001AFC: 
	v_pk_add_f32 v[78:79], v[78:79], v[84:85] // 000000001B04: 
	v_pk_mul_f32 v[84:85], v[2:3], v[2:3] // 000000001B0C: 
	v_pk_add_f32 v[74:75], v[76:77], v[78:79] // 000000001B14: 
	v_pk_mul_f32 v[76:77], v[20:21], v[20:21] // 000000001B1C: 
	v_pk_add_f32 v[72:73], v[72:73], v[74:75] // 000000001B24: 
	v_pk_mul_f32 v[74:75], v[36:37], v[36:37] // 000000001B2C: 
	v_pk_mul_f32 v[78:79], v[14:15], v[14:15] // 000000001B34: 
	v_pk_add_f32 v[74:75], v[74:75], v[76:77] // 000000001B3C: 
	v_pk_mul_f32 v[76:77], v[12:13], v[12:13] // 000000001B44: 
	s_nop 0 // 000000001B4C: 
	v_pk_add_f32 v[76:77], v[76:77], v[78:79] // 000000001B50: 
	v_pk_mul_f32 v[78:79], v[16:17], v[16:17] // 000000001B58: 
	v_pk_add_f32 v[74:75], v[74:75], v[76:77] // 000000001B60: 
	v_pk_add_f32 v[78:79], v[78:79], v[84:85] // 000000001B68: 
	v_pk_mul_f32 v[84:85], v[4:5], v[4:5] // 000000001B70: 
	s_nop 0 // 000000001B78: 
	v_pk_add_f32 v[84:85], v[84:85], v[86:87] // 000000001B7C: 
	s_nop 0 // 000000001B84: 
	v_pk_add_f32 v[76:77], v[78:79], v[84:85] // 000000001B88: 
	s_nop 0 // 000000001B90: 
	v_pk_add_f32 v[74:75], v[74:75], v[76:77] // 000000001B94: 
	v_mov_b32_e32 v76, v68 // 000000001B9C: 
	v_mov_b32_e32 v77, v70 // 000000001BA0: 
	v_mov_b32_e32 v70, v69 // 000000001BA4: 
	v_pk_add_f32 v[68:69], v[76:77], v[70:71] // 000000001BA8: 
	s_nop 1 // 000000001BB0: 
	v_mov_b32_dpp v70, v68 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BB4: 7E8C02FA FF091844
	v_mov_b32_dpp v71, v69 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BBC: 7E8E02FA FF091845
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000001BC4: 
	s_nop 1 // 000000001BCC: 
	v_mov_b32_dpp v70, v68 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BD0: 7E8C02FA FF091444
	v_mov_b32_dpp v71, v69 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BD8: 7E8E02FA FF091445
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000001BE0: 
	s_nop 1 // 000000001BE8: 
	v_mov_b32_dpp v70, v68 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BEC: 7E8C02FA FF091244
	v_mov_b32_dpp v71, v69 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BF4: 7E8E02FA FF091245
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000001BFC: 
	s_nop 1 // 000000001C04: 
	v_mov_b32_dpp v70, v68 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C08: 7E8C02FA FF091144
	v_mov_b32_dpp v71, v69 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C10: 7E8E02FA FF091145
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000001C18: 
	s_nop 0 // 000000001C20: 
	v_mov_b32_e32 v70, v68 // 000000001C24: 
	v_mov_b32_e32 v71, v69 // 000000001C28: 
	s_nop 0 // 000000001C2C: 
	v_mov_b32_dpp v70, v70 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001C30: 7E8C02FA AF094246
	v_mov_b32_dpp v71, v71 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001C38: 7E8E02FA AF094247
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000001C40: 
	s_nop 1 // 000000001C48: 
	v_mov_b32_dpp v70, v68 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C4C: 7E8C02FA FF094344
	v_mov_b32_dpp v71, v69 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C54: 7E8E02FA FF094345
	v_pk_add_f32 v[68:69], v[70:71], v[68:69] // 000000001C5C: 
	s_nop 0 // 000000001C64: 
	v_readlane_b32 s0, v68, 63 // 000000001C68: 
	v_readlane_b32 s1, v69, 63 // 000000001C70: 
	v_mov_b32_e32 v68, v72 // 000000001C78: 
	v_mov_b32_e32 v69, v74 // 000000001C7C: 
	v_mov_b32_e32 v74, v73 // 000000001C80: 
	v_pk_add_f32 v[68:69], v[68:69], v[74:75] // 000000001C84: 
	v_mov_b32_e32 v72, s4 // 000000001C8C: 
	s_nop 0 // 000000001C90: 
	v_mov_b32_dpp v70, v68 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C94: 7E8C02FA FF091844
	v_mov_b32_dpp v71, v69 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C9C: 7E8E02FA FF091845
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001CA4: 
	s_nop 1 // 000000001CAC: 
	v_mov_b32_dpp v70, v68 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CB0: 7E8C02FA FF091444
	v_mov_b32_dpp v71, v69 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CB8: 7E8E02FA FF091445
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001CC0: 
	s_nop 1 // 000000001CC8: 
	v_mov_b32_dpp v70, v68 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CCC: 7E8C02FA FF091244
	v_mov_b32_dpp v71, v69 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CD4: 7E8E02FA FF091245
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001CDC: 
	s_nop 1 // 000000001CE4: 
	v_mov_b32_dpp v70, v68 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CE8: 7E8C02FA FF091144
	v_mov_b32_dpp v71, v69 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001CF0: 7E8E02FA FF091145
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001CF8: 
	s_nop 0 // 000000001D00: 
	v_mov_b32_e32 v70, v68 // 000000001D04: 
	v_mov_b32_e32 v71, v69 // 000000001D08: 
	s_nop 0 // 000000001D0C: 
	v_mov_b32_dpp v70, v70 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001D10: 7E8C02FA AF094246
	v_mov_b32_dpp v71, v71 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001D18: 7E8E02FA AF094247
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001D20: 
	s_nop 1 // 000000001D28: 
	v_mov_b32_dpp v70, v68 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D2C: 7E8C02FA FF094344
	v_mov_b32_dpp v71, v69 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001D34: 7E8E02FA FF094345
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001D3C: 
	s_nop 0 // 000000001D44: 
	v_readlane_b32 s2, v68, 63 // 000000001D48: 
	v_readlane_b32 s3, v69, 63 // 000000001D50: 
	v_mov_b32_e32 v68, s0 // 000000001D58: 
	v_mov_b32_e32 v69, s1 // 000000001D5C: 
	v_mov_b32_e32 v70, s2 // 000000001D60: 
	v_mov_b32_e32 v71, s3 // 000000001D64: 
	ds_write_b128 v72, v[68:71] // 000000001D68: 
	s_waitcnt lgkmcnt(0) // 000000001D70: 
	s_barrier // 000000001D74: 
	buffer_load_dwordx4 v[68:71], v1, s[8:11], 0 offen // 000000001D78: 
	buffer_load_dwordx4 v[72:75], v92, s[8:11], 0 offen // 000000001D80: 
	ds_read_b128 v[76:79], v0 // 000000001D88: 
	s_add_u32 s8, s14, s12 // 000000001D90: 
	s_waitcnt vmcnt(1) // 000000001D94: 
	v_and_b32_e32 v85, 0xffff0000, v68 // 000000001D98: 
	v_lshlrev_b32_e32 v84, 16, v68 // 000000001DA0: 
	v_and_b32_e32 v87, 0xffff0000, v69 // 000000001DA4: 
	v_lshlrev_b32_e32 v86, 16, v69 // 000000001DAC: 
	s_waitcnt lgkmcnt(0) // 000000001DB0: 
	v_mov_b32_e32 v68, v76 // 000000001DB4: 
	v_mov_b32_e32 v69, v77 // 000000001DB8: 
	v_and_b32_e32 v89, 0xffff0000, v70 // 000000001DBC: 
	v_mov_b32_dpp v68, v68 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001DC4: 7E8802FA FF014144
	v_mov_b32_dpp v69, v69 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001DCC: 7E8A02FA FF014145
	v_lshlrev_b32_e32 v88, 16, v70 // 000000001DD4: 
	v_mov_b32_dpp v68, v68 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001DD8: 7E8802FA FF001B44
	v_mov_b32_dpp v69, v69 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001DE0: 7E8A02FA FF001B45
	v_pk_add_f32 v[68:69], v[76:77], v[68:69] // 000000001DE8: 
	v_and_b32_e32 v91, 0xffff0000, v71 // 000000001DF0: 
	v_lshlrev_b32_e32 v90, 16, v71 // 000000001DF8: 
	v_mov_b32_e32 v70, v68 // 000000001DFC: 
	v_mov_b32_e32 v71, v69 // 000000001E00: 
	s_nop 0 // 000000001E04: 
	v_mov_b32_dpp v70, v70 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001E08: 7E8C02FA FF004E46
	v_mov_b32_dpp v71, v71 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001E10: 7E8E02FA FF004E47
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001E18: 
	s_nop 0 // 000000001E20: 
	v_mov_b32_e32 v70, v68 // 000000001E24: 
	v_mov_b32_e32 v71, v69 // 000000001E28: 
	s_nop 0 // 000000001E2C: 
	v_mov_b32_dpp v70, v70 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001E30: 7E8C02FA FF00B146
	v_mov_b32_dpp v71, v71 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001E38: 7E8E02FA FF00B147
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001E40: 
	s_nop 0 // 000000001E48: 
	v_pk_mul_f32 v[68:69], v[68:69], s[6:7] op_sel_hi:[1,0] // 000000001E4C: 
	s_movk_i32 s7, 0x7fff // 000000001E54: 
	v_pk_add_f32 v[68:69], v[68:69], s[18:19] op_sel_hi:[1,0] // 000000001E58: 
	s_nop 0 // 000000001E60: 
	v_pk_mul_f32 v[70:71], v[68:69], s[16:17] op_sel_hi:[1,0] // 000000001E64: 
	v_cmp_gt_f32_e32 vcc, s17, v68 // 000000001E6C: 
	s_nop 1 // 000000001E70: 
	v_cndmask_b32_e32 v0, v68, v70, vcc // 000000001E74: 
	v_rsq_f32_e32 v0, v0 // 000000001E78: 
	s_nop 0 // 000000001E7C: 
	v_mul_f32_e32 v68, 0x45800000, v0 // 000000001E80: 
	v_cndmask_b32_e32 v0, v0, v68, vcc // 000000001E88: 
	v_pk_mul_f32 v[76:77], v[0:1], v[80:81] op_sel_hi:[0,1] // 000000001E8C: 
	v_pk_mul_f32 v[76:77], v[76:77], v[88:89] // 000000001E94: 
	v_pk_mul_f32 v[60:61], v[0:1], v[60:61] op_sel_hi:[0,1] // 000000001E9C: 
	v_bfe_u32 v68, v77, 16, 1 // 000000001EA4: 
	v_add3_u32 v70, v77, v68, s7 // 000000001EAC: 
	v_bfe_u32 v68, v76, 16, 1 // 000000001EB4: 
	v_add3_u32 v68, v76, v68, s7 // 000000001EBC: 
	v_cmp_o_f32_e32 vcc, v76, v76 // 000000001EC4: 
	v_cmp_o_f32_e64 s[0:1], v77, v77 // 000000001EC8: 
	v_pk_mul_f32 v[76:77], v[0:1], v[82:83] op_sel_hi:[0,1] // 000000001ED0: 
	v_pk_mul_f32 v[76:77], v[76:77], v[90:91] // 000000001ED8: 
	v_lshrrev_b32_e32 v80, 16, v68 // 000000001EE0: 
	v_bfe_u32 v81, v77, 16, 1 // 000000001EE4: 
	v_bfe_u32 v82, v76, 16, 1 // 000000001EEC: 
	v_add3_u32 v81, v77, v81, s7 // 000000001EF4: 
	v_add3_u32 v82, v76, v82, s7 // 000000001EFC: 
	v_mov_b32_e32 v68, 0x7fff // 000000001F04: 
	v_lshrrev_b32_e32 v70, 16, v70 // 000000001F0C: 
	v_lshrrev_b32_e32 v81, 16, v81 // 000000001F10: 
	v_cmp_o_f32_e64 s[2:3], v77, v77 // 000000001F14: 
	v_lshrrev_b32_e32 v77, 16, v82 // 000000001F1C: 
	v_cmp_o_f32_e64 s[4:5], v76, v76 // 000000001F20: 
	v_cndmask_b32_e32 v80, v68, v80, vcc // 000000001F28: 
	v_cndmask_b32_e64 v70, v68, v70, s[0:1] // 000000001F2C: 
	v_cndmask_b32_e64 v76, v68, v77, s[4:5] // 000000001F34: 
	v_cndmask_b32_e64 v77, v68, v81, s[2:3] // 000000001F3C: 
	s_mov_b32 s4, 0x5040100 // 000000001F44: 
	v_pk_mul_f32 v[60:61], v[60:61], v[86:87] // 000000001F4C: 
	v_perm_b32 v83, v77, v76, s4 // 000000001F54: 
	v_perm_b32 v82, v70, v80, s4 // 000000001F5C: 
	v_bfe_u32 v70, v61, 16, 1 // 000000001F64: 
	v_bfe_u32 v76, v60, 16, 1 // 000000001F6C: 
	v_add3_u32 v70, v61, v70, s7 // 000000001F74: 
	v_add3_u32 v76, v60, v76, s7 // 000000001F7C: 
	v_lshrrev_b32_e32 v70, 16, v70 // 000000001F84: 
	v_cmp_o_f32_e32 vcc, v61, v61 // 000000001F88: 
	v_lshrrev_b32_e32 v61, 16, v76 // 000000001F8C: 
	v_cmp_o_f32_e64 s[0:1], v60, v60 // 000000001F90: 
	v_pk_mul_f32 v[58:59], v[0:1], v[58:59] op_sel_hi:[0,1] // 000000001F98: 
	v_pk_mul_f32 v[58:59], v[58:59], v[84:85] // 000000001FA0: 
	v_cndmask_b32_e64 v60, v68, v61, s[0:1] // 000000001FA8: 
	v_cndmask_b32_e32 v61, v68, v70, vcc // 000000001FB0: 
	v_perm_b32 v81, v61, v60, s4 // 000000001FB4: 
	v_bfe_u32 v60, v59, 16, 1 // 000000001FBC: 
	v_bfe_u32 v61, v58, 16, 1 // 000000001FC4: 
	v_add3_u32 v60, v59, v60, s7 // 000000001FCC: 
	v_add3_u32 v61, v58, v61, s7 // 000000001FD4: 
	v_lshrrev_b32_e32 v60, 16, v60 // 000000001FDC: 
	v_cmp_o_f32_e32 vcc, v59, v59 // 000000001FE0: 
	v_lshrrev_b32_e32 v59, 16, v61 // 000000001FE4: 
	v_cmp_o_f32_e64 s[0:1], v58, v58 // 000000001FE8: 
	s_waitcnt vmcnt(0) // 000000001FF0: 
	v_and_b32_e32 v61, 0xffff0000, v72 // 000000001FF4: 
	v_and_b32_e32 v77, 0xffff0000, v73 // 000000001FFC: 
	v_cndmask_b32_e64 v58, v68, v59, s[0:1] // 000000002004: 
	v_cndmask_b32_e32 v59, v68, v60, vcc // 00000000200C: 
	v_perm_b32 v80, v59, v58, s4 // 000000002010: 
	v_mov_b32_e32 v58, v78 // 000000002018: 
	v_mov_b32_e32 v59, v79 // 00000000201C: 
	s_addc_u32 s0, s15, s13 // 000000002020: 
	v_mov_b32_dpp v58, v58 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002024: 7E7402FA FF01413A
	v_mov_b32_dpp v59, v59 row_half_mirror row_mask:0xf bank_mask:0xf// 00000000202C: 7E7602FA FF01413B
	s_and_b32 s9, s0, 0xffff // 000000002034: 
	v_mov_b32_dpp v58, v58 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 00000000203C: 7E7402FA FF001B3A
	v_mov_b32_dpp v59, v59 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002044: 7E7602FA FF001B3B
	v_pk_add_f32 v[58:59], v[78:79], v[58:59] // 00000000204C: 
	v_cmp_gt_f32_e32 vcc, s17, v69 // 000000002054: 
	buffer_store_dwordx4 v[80:83], v1, s[8:11], 0 offen // 000000002058: 
	v_mov_b32_e32 v70, v58 // 000000002060: 
	v_cndmask_b32_e32 v1, v69, v71, vcc // 000000002064: 
	v_mov_b32_e32 v71, v59 // 000000002068: 
	v_mov_b32_dpp v70, v70 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 00000000206C: 7E8C02FA FF004E46
	v_lshlrev_b32_e32 v60, 16, v72 // 000000002074: 
	v_mov_b32_dpp v71, v71 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002078: 7E8E02FA FF004E47
	v_pk_add_f32 v[58:59], v[58:59], v[70:71] // 000000002080: 
	v_lshlrev_b32_e32 v76, 16, v73 // 000000002088: 
	v_mov_b32_e32 v70, v58 // 00000000208C: 
	v_mov_b32_e32 v71, v59 // 000000002090: 
	v_and_b32_e32 v73, 0xffff0000, v74 // 000000002094: 
	v_mov_b32_dpp v70, v70 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000209C: 7E8C02FA FF00B146
	v_mov_b32_dpp v71, v71 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000020A4: 7E8E02FA FF00B147
	v_pk_add_f32 v[58:59], v[58:59], v[70:71] // 0000000020AC: 
	v_lshlrev_b32_e32 v72, 16, v74 // 0000000020B4: 
	v_pk_mul_f32 v[58:59], v[58:59], s[6:7] op_sel_hi:[1,0] // 0000000020B8: 
	v_and_b32_e32 v79, 0xffff0000, v75 // 0000000020C0: 
	v_pk_add_f32 v[58:59], v[58:59], s[18:19] op_sel_hi:[1,0] // 0000000020C8: 
	v_lshlrev_b32_e32 v78, 16, v75 // 0000000020D0: 
	v_pk_mul_f32 v[70:71], v[58:59], s[16:17] op_sel_hi:[1,0] // 0000000020D4: 
	v_cmp_gt_f32_e64 s[0:1], s17, v59 // 0000000020DC: 
	v_cmp_gt_f32_e64 s[2:3], s17, v58 // 0000000020E4: 
	s_nop 0 // 0000000020EC: 
	v_cndmask_b32_e64 v69, v59, v71, s[0:1] // 0000000020F0: 
	v_cndmask_b32_e64 v80, v58, v70, s[2:3] // 0000000020F8: 
	v_pk_mul_f32 v[58:59], v[0:1], v[28:29] op_sel_hi:[0,1] // 000000002100: 
	v_rsq_f32_e32 v1, v1 // 000000002108: 
	v_pk_mul_f32 v[58:59], v[58:59], v[60:61] // 00000000210C: 
	v_pk_mul_f32 v[70:71], v[0:1], v[6:7] op_sel_hi:[0,1] // 000000002114: 
	v_pk_mul_f32 v[74:75], v[0:1], v[10:11] op_sel_hi:[0,1] // 00000000211C: 
	v_pk_mul_f32 v[22:23], v[0:1], v[22:23] op_sel_hi:[0,1] // 000000002124: 
	v_mul_f32_e32 v0, 0x45800000, v1 // 00000000212C: 
	v_cndmask_b32_e32 v0, v1, v0, vcc // 000000002134: 
	v_pk_mul_f32 v[6:7], v[0:1], v[18:19] op_sel_hi:[0,1] // 000000002138: 
	v_pk_mul_f32 v[10:11], v[0:1], v[24:25] op_sel_hi:[0,1] // 000000002140: 
	v_pk_mul_f32 v[18:19], v[0:1], v[30:31] op_sel_hi:[0,1] // 000000002148: 
	v_pk_mul_f32 v[30:31], v[0:1], v[38:39] op_sel_hi:[0,1] // 000000002150: 
	v_pk_mul_f32 v[38:39], v[0:1], v[46:47] op_sel_hi:[0,1] // 000000002158: 
	v_rsq_f32_e32 v1, v80 // 000000002160: 
	v_pk_mul_f32 v[80:81], v[30:31], v[90:91] // 000000002164: 
	v_pk_mul_f32 v[46:47], v[0:1], v[26:27] op_sel_hi:[0,1] // 00000000216C: 
	v_pk_mul_f32 v[32:33], v[0:1], v[32:33] op_sel_hi:[0,1] // 000000002174: 
	v_pk_mul_f32 v[40:41], v[0:1], v[40:41] op_sel_hi:[0,1] // 00000000217C: 
	v_mul_f32_e32 v0, 0x45800000, v1 // 000000002184: 
	v_cndmask_b32_e64 v0, v1, v0, s[2:3] // 00000000218C: 
	v_pk_mul_f32 v[24:25], v[0:1], v[34:35] op_sel_hi:[0,1] // 000000002194: 
	v_pk_mul_f32 v[26:27], v[0:1], v[42:43] op_sel_hi:[0,1] // 00000000219C: 
	v_pk_mul_f32 v[28:29], v[0:1], v[48:49] op_sel_hi:[0,1] // 0000000021A4: 
	v_pk_mul_f32 v[34:35], v[0:1], v[52:53] op_sel_hi:[0,1] // 0000000021AC: 
	v_pk_mul_f32 v[42:43], v[0:1], v[56:57] op_sel_hi:[0,1] // 0000000021B4: 
	v_rsq_f32_e32 v1, v69 // 0000000021BC: 
	v_pk_mul_f32 v[56:57], v[18:19], v[88:89] // 0000000021C0: 
	v_pk_mul_f32 v[44:45], v[0:1], v[44:45] op_sel_hi:[0,1] // 0000000021C8: 
	v_pk_mul_f32 v[48:49], v[0:1], v[50:51] op_sel_hi:[0,1] // 0000000021D0: 
	v_pk_mul_f32 v[50:51], v[0:1], v[54:55] op_sel_hi:[0,1] // 0000000021D8: 
	v_mul_f32_e32 v0, 0x45800000, v1 // 0000000021E0: 
	v_cndmask_b32_e64 v52, v1, v0, s[0:1] // 0000000021E8: 
	v_pk_mul_f32 v[0:1], v[52:53], v[36:37] op_sel_hi:[0,1] // 0000000021F0: 
	v_pk_mul_f32 v[54:55], v[6:7], v[84:85] // 0000000021F8: 
	v_pk_mul_f32 v[6:7], v[0:1], v[84:85] // 000000002200: 
	v_pk_mul_f32 v[0:1], v[52:53], v[20:21] op_sel_hi:[0,1] // 000000002208: 
	v_pk_mul_f32 v[36:37], v[10:11], v[86:87] // 000000002210: 
	v_pk_mul_f32 v[10:11], v[0:1], v[86:87] // 000000002218: 
	v_pk_mul_f32 v[0:1], v[52:53], v[12:13] op_sel_hi:[0,1] // 000000002220: 
	v_pk_mul_f32 v[18:19], v[42:43], v[60:61] // 000000002228: 
	v_pk_mul_f32 v[42:43], v[46:47], v[76:77] // 000000002230: 
	v_pk_mul_f32 v[46:47], v[32:33], v[72:73] // 000000002238: 
	v_pk_mul_f32 v[32:33], v[22:23], v[78:79] // 000000002240: 
	v_pk_mul_f32 v[12:13], v[0:1], v[88:89] // 000000002248: 
	v_pk_mul_f32 v[0:1], v[52:53], v[14:15] op_sel_hi:[0,1] // 000000002250: 
	v_pk_mul_f32 v[22:23], v[50:51], v[78:79] // 000000002258: 
	v_bfe_u32 v51, v32, 16, 1 // 000000002260: 
	v_pk_mul_f32 v[14:15], v[0:1], v[90:91] // 000000002268: 
	v_pk_mul_f32 v[0:1], v[52:53], v[16:17] op_sel_hi:[0,1] // 000000002270: 
	v_pk_mul_f32 v[16:17], v[44:45], v[76:77] // 000000002278: 
	v_pk_mul_f32 v[44:45], v[74:75], v[72:73] // 000000002280: 
	v_bfe_u32 v50, v33, 16, 1 // 000000002288: 
	v_add3_u32 v51, v32, v51, s7 // 000000002290: 
	v_pk_mul_f32 v[20:21], v[48:49], v[72:73] // 000000002298: 
	v_bfe_u32 v49, v44, 16, 1 // 0000000022A0: 
	v_add3_u32 v50, v33, v50, s7 // 0000000022A8: 
	v_lshrrev_b32_e32 v51, 16, v51 // 0000000022B0: 
	v_cmp_o_f32_e32 vcc, v32, v32 // 0000000022B4: 
	v_bfe_u32 v48, v45, 16, 1 // 0000000022B8: 
	v_add3_u32 v49, v44, v49, s7 // 0000000022C0: 
	v_lshrrev_b32_e32 v50, 16, v50 // 0000000022C8: 
	v_cndmask_b32_e32 v32, v68, v51, vcc // 0000000022CC: 
	v_cmp_o_f32_e32 vcc, v33, v33 // 0000000022D0: 
	v_add3_u32 v48, v45, v48, s7 // 0000000022D4: 
	v_lshrrev_b32_e32 v49, 16, v49 // 0000000022DC: 
	v_cndmask_b32_e32 v33, v68, v50, vcc // 0000000022E0: 
	v_cmp_o_f32_e32 vcc, v44, v44 // 0000000022E4: 
	v_lshrrev_b32_e32 v48, 16, v48 // 0000000022E8: 
	v_pk_mul_f32 v[30:31], v[70:71], v[76:77] // 0000000022EC: 
	v_cndmask_b32_e32 v44, v68, v49, vcc // 0000000022F4: 
	v_cmp_o_f32_e32 vcc, v45, v45 // 0000000022F8: 
	v_perm_b32 v33, v33, v32, s4 // 0000000022FC: 
	v_pk_mul_f32 v[40:41], v[40:41], v[78:79] // 000000002304: 
	v_cndmask_b32_e32 v45, v68, v48, vcc // 00000000230C: 
	v_perm_b32 v32, v45, v44, s4 // 000000002310: 
	v_bfe_u32 v45, v30, 16, 1 // 000000002318: 
	v_bfe_u32 v44, v31, 16, 1 // 000000002320: 
	v_add3_u32 v45, v30, v45, s7 // 000000002328: 
	v_add3_u32 v44, v31, v44, s7 // 000000002330: 
	v_lshrrev_b32_e32 v45, 16, v45 // 000000002338: 
	v_cmp_o_f32_e32 vcc, v30, v30 // 00000000233C: 
	v_lshrrev_b32_e32 v44, 16, v44 // 000000002340: 
	v_bfe_u32 v48, v54, 16, 1 // 000000002344: 
	v_cndmask_b32_e32 v30, v68, v45, vcc // 00000000234C: 
	v_cmp_o_f32_e32 vcc, v31, v31 // 000000002350: 
	v_bfe_u32 v45, v37, 16, 1 // 000000002354: 
	v_add3_u32 v45, v37, v45, s7 // 00000000235C: 
	v_cndmask_b32_e32 v31, v68, v44, vcc // 000000002364: 
	v_bfe_u32 v44, v58, 16, 1 // 000000002368: 
	v_perm_b32 v31, v31, v30, s4 // 000000002370: 
	v_bfe_u32 v30, v59, 16, 1 // 000000002378: 
	v_add3_u32 v44, v58, v44, s7 // 000000002380: 
	v_add3_u32 v30, v59, v30, s7 // 000000002388: 
	v_lshrrev_b32_e32 v44, 16, v44 // 000000002390: 
	v_cmp_o_f32_e32 vcc, v58, v58 // 000000002394: 
	v_lshrrev_b32_e32 v30, 16, v30 // 000000002398: 
	v_lshrrev_b32_e32 v45, 16, v45 // 00000000239C: 
	v_cndmask_b32_e32 v44, v68, v44, vcc // 0000000023A0: 
	v_cmp_o_f32_e32 vcc, v59, v59 // 0000000023A4: 
	v_pk_mul_f32 v[38:39], v[38:39], v[60:61] // 0000000023A8: 
	v_pk_mul_f32 v[34:35], v[34:35], v[90:91] // 0000000023B0: 
	v_cndmask_b32_e32 v30, v68, v30, vcc // 0000000023B8: 
	v_perm_b32 v30, v30, v44, s4 // 0000000023BC: 
	buffer_store_dwordx4 v[30:33], v92, s[8:11], 0 offen // 0000000023C4: 
	v_cmp_o_f32_e32 vcc, v80, v80 // 0000000023CC: 
	v_bfe_u32 v44, v36, 16, 1 // 0000000023D0: 
	v_bfe_u32 v30, v80, 16, 1 // 0000000023D8: 
	v_bfe_u32 v31, v81, 16, 1 // 0000000023E0: 
	v_add3_u32 v30, v80, v30, s7 // 0000000023E8: 
	v_bfe_u32 v32, v56, 16, 1 // 0000000023F0: 
	v_add3_u32 v31, v81, v31, s7 // 0000000023F8: 
	v_lshrrev_b32_e32 v30, 16, v30 // 000000002400: 
	v_bfe_u32 v33, v57, 16, 1 // 000000002404: 
	v_lshrrev_b32_e32 v31, 16, v31 // 00000000240C: 
	v_add3_u32 v32, v56, v32, s7 // 000000002410: 
	v_cndmask_b32_e32 v30, v68, v30, vcc // 000000002418: 
	v_cmp_o_f32_e32 vcc, v81, v81 // 00000000241C: 
	v_add3_u32 v33, v57, v33, s7 // 000000002420: 
	v_lshrrev_b32_e32 v32, 16, v32 // 000000002428: 
	v_cndmask_b32_e32 v31, v68, v31, vcc // 00000000242C: 
	v_cmp_o_f32_e32 vcc, v56, v56 // 000000002430: 
	v_lshrrev_b32_e32 v49, 16, v33 // 000000002434: 
	v_perm_b32 v33, v31, v30, s4 // 000000002438: 
	v_cndmask_b32_e32 v30, v68, v32, vcc // 000000002440: 
	v_cmp_o_f32_e32 vcc, v57, v57 // 000000002444: 
	v_add3_u32 v44, v36, v44, s7 // 000000002448: 
	v_lshrrev_b32_e32 v44, 16, v44 // 000000002450: 
	v_cndmask_b32_e32 v31, v68, v49, vcc // 000000002454: 
	v_perm_b32 v32, v31, v30, s4 // 000000002458: 
	v_add3_u32 v31, v54, v48, s7 // 000000002460: 
	v_cmp_o_f32_e32 vcc, v36, v36 // 000000002468: 
	v_bfe_u32 v30, v55, 16, 1 // 00000000246C: 
	v_lshrrev_b32_e32 v48, 16, v31 // 000000002474: 
	v_cndmask_b32_e32 v31, v68, v44, vcc // 000000002478: 
	v_cmp_o_f32_e32 vcc, v37, v37 // 00000000247C: 
	v_add3_u32 v30, v55, v30, s7 // 000000002480: 
	v_lshrrev_b32_e32 v30, 16, v30 // 000000002488: 
	v_cndmask_b32_e32 v36, v68, v45, vcc // 00000000248C: 
	v_cmp_o_f32_e32 vcc, v54, v54 // 000000002490: 
	v_perm_b32 v31, v36, v31, s4 // 000000002494: 
	v_bfe_u32 v37, v43, 16, 1 // 00000000249C: 
	v_cndmask_b32_e32 v36, v68, v48, vcc // 0000000024A4: 
	v_cmp_o_f32_e32 vcc, v55, v55 // 0000000024A8: 
	v_bfe_u32 v44, v38, 16, 1 // 0000000024AC: 
	v_add3_u32 v37, v43, v37, s7 // 0000000024B4: 
	v_cndmask_b32_e32 v30, v68, v30, vcc // 0000000024BC: 
	v_perm_b32 v30, v30, v36, s4 // 0000000024C0: 
	buffer_store_dwordx4 v[30:33], v67, s[8:11], 0 offen // 0000000024C8: 
	v_cmp_o_f32_e32 vcc, v40, v40 // 0000000024D0: 
	v_bfe_u32 v36, v42, 16, 1 // 0000000024D4: 
	v_bfe_u32 v30, v40, 16, 1 // 0000000024DC: 
	v_bfe_u32 v31, v41, 16, 1 // 0000000024E4: 
	v_add3_u32 v30, v40, v30, s7 // 0000000024EC: 
	v_bfe_u32 v32, v46, 16, 1 // 0000000024F4: 
	v_add3_u32 v31, v41, v31, s7 // 0000000024FC: 
	v_lshrrev_b32_e32 v30, 16, v30 // 000000002504: 
	v_bfe_u32 v33, v47, 16, 1 // 000000002508: 
	v_add3_u32 v32, v46, v32, s7 // 000000002510: 
	v_lshrrev_b32_e32 v31, 16, v31 // 000000002518: 
	v_cndmask_b32_e32 v30, v68, v30, vcc // 00000000251C: 
	v_cmp_o_f32_e32 vcc, v41, v41 // 000000002520: 
	v_add3_u32 v33, v47, v33, s7 // 000000002524: 
	v_lshrrev_b32_e32 v32, 16, v32 // 00000000252C: 
	v_cndmask_b32_e32 v31, v68, v31, vcc // 000000002530: 
	v_cmp_o_f32_e32 vcc, v46, v46 // 000000002534: 
	v_add3_u32 v36, v42, v36, s7 // 000000002538: 
	v_lshrrev_b32_e32 v48, 16, v33 // 000000002540: 
	v_perm_b32 v33, v31, v30, s4 // 000000002544: 
	v_cndmask_b32_e32 v30, v68, v32, vcc // 00000000254C: 
	v_cmp_o_f32_e32 vcc, v47, v47 // 000000002550: 
	v_lshrrev_b32_e32 v36, 16, v36 // 000000002554: 
	v_bfe_u32 v45, v39, 16, 1 // 000000002558: 
	v_cndmask_b32_e32 v31, v68, v48, vcc // 000000002560: 
	v_cmp_o_f32_e32 vcc, v42, v42 // 000000002564: 
	v_add3_u32 v44, v38, v44, s7 // 000000002568: 
	v_lshrrev_b32_e32 v37, 16, v37 // 000000002570: 
	v_perm_b32 v32, v31, v30, s4 // 000000002574: 
	v_cndmask_b32_e32 v30, v68, v36, vcc // 00000000257C: 
	v_cmp_o_f32_e32 vcc, v43, v43 // 000000002580: 
	v_add3_u32 v45, v39, v45, s7 // 000000002584: 
	v_lshrrev_b32_e32 v44, 16, v44 // 00000000258C: 
	v_cndmask_b32_e32 v31, v68, v37, vcc // 000000002590: 
	v_cmp_o_f32_e32 vcc, v38, v38 // 000000002594: 
	v_lshrrev_b32_e32 v45, 16, v45 // 000000002598: 
	v_perm_b32 v31, v31, v30, s4 // 00000000259C: 
	v_cndmask_b32_e32 v30, v68, v44, vcc // 0000000025A4: 
	v_cmp_o_f32_e32 vcc, v39, v39 // 0000000025A8: 
	v_pk_mul_f32 v[28:29], v[28:29], v[88:89] // 0000000025AC: 
	v_pk_mul_f32 v[26:27], v[26:27], v[86:87] // 0000000025B4: 
	v_cndmask_b32_e32 v36, v68, v45, vcc // 0000000025BC: 
	v_perm_b32 v30, v36, v30, s4 // 0000000025C0: 
	buffer_store_dwordx4 v[30:33], v66, s[8:11], 0 offen // 0000000025C8: 
	v_cmp_o_f32_e32 vcc, v34, v34 // 0000000025D0: 
	v_bfe_u32 v36, v26, 16, 1 // 0000000025D4: 
	v_bfe_u32 v30, v34, 16, 1 // 0000000025DC: 
	v_bfe_u32 v31, v35, 16, 1 // 0000000025E4: 
	v_add3_u32 v30, v34, v30, s7 // 0000000025EC: 
	v_bfe_u32 v32, v28, 16, 1 // 0000000025F4: 
	v_add3_u32 v31, v35, v31, s7 // 0000000025FC: 
	v_lshrrev_b32_e32 v30, 16, v30 // 000000002604: 
	v_bfe_u32 v33, v29, 16, 1 // 000000002608: 
	v_add3_u32 v32, v28, v32, s7 // 000000002610: 
	v_lshrrev_b32_e32 v31, 16, v31 // 000000002618: 
	v_cndmask_b32_e32 v30, v68, v30, vcc // 00000000261C: 
	v_cmp_o_f32_e32 vcc, v35, v35 // 000000002620: 
	v_add3_u32 v33, v29, v33, s7 // 000000002624: 
	v_lshrrev_b32_e32 v32, 16, v32 // 00000000262C: 
	v_cndmask_b32_e32 v31, v68, v31, vcc // 000000002630: 
	v_cmp_o_f32_e32 vcc, v28, v28 // 000000002634: 
	v_pk_mul_f32 v[24:25], v[24:25], v[84:85] // 000000002638: 
	v_bfe_u32 v37, v27, 16, 1 // 000000002640: 
	v_add3_u32 v36, v26, v36, s7 // 000000002648: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000002650: 
	v_cndmask_b32_e32 v28, v68, v32, vcc // 000000002654: 
	v_cmp_o_f32_e32 vcc, v29, v29 // 000000002658: 
	v_bfe_u32 v38, v24, 16, 1 // 00000000265C: 
	v_add3_u32 v37, v27, v37, s7 // 000000002664: 
	v_lshrrev_b32_e32 v36, 16, v36 // 00000000266C: 
	v_cndmask_b32_e32 v29, v68, v33, vcc // 000000002670: 
	v_cmp_o_f32_e32 vcc, v26, v26 // 000000002674: 
	v_bfe_u32 v39, v25, 16, 1 // 000000002678: 
	v_add3_u32 v38, v24, v38, s7 // 000000002680: 
	v_lshrrev_b32_e32 v37, 16, v37 // 000000002688: 
	v_cndmask_b32_e32 v26, v68, v36, vcc // 00000000268C: 
	v_cmp_o_f32_e32 vcc, v27, v27 // 000000002690: 
	v_add3_u32 v39, v25, v39, s7 // 000000002694: 
	v_lshrrev_b32_e32 v38, 16, v38 // 00000000269C: 
	v_cndmask_b32_e32 v27, v68, v37, vcc // 0000000026A0: 
	v_cmp_o_f32_e32 vcc, v24, v24 // 0000000026A4: 
	v_lshrrev_b32_e32 v39, 16, v39 // 0000000026A8: 
	v_perm_b32 v31, v31, v30, s4 // 0000000026AC: 
	v_cndmask_b32_e32 v24, v68, v38, vcc // 0000000026B4: 
	v_cmp_o_f32_e32 vcc, v25, v25 // 0000000026B8: 
	v_perm_b32 v30, v29, v28, s4 // 0000000026BC: 
	v_perm_b32 v29, v27, v26, s4 // 0000000026C4: 
	v_cndmask_b32_e32 v25, v68, v39, vcc // 0000000026CC: 
	v_perm_b32 v28, v25, v24, s4 // 0000000026D0: 
	v_bfe_u32 v24, v22, 16, 1 // 0000000026D8: 
	v_bfe_u32 v25, v23, 16, 1 // 0000000026E0: 
	v_add3_u32 v24, v22, v24, s7 // 0000000026E8: 
	v_bfe_u32 v26, v20, 16, 1 // 0000000026F0: 
	v_add3_u32 v25, v23, v25, s7 // 0000000026F8: 
	v_lshrrev_b32_e32 v24, 16, v24 // 000000002700: 
	v_cmp_o_f32_e32 vcc, v22, v22 // 000000002704: 
	v_bfe_u32 v27, v21, 16, 1 // 000000002708: 
	v_add3_u32 v26, v20, v26, s7 // 000000002710: 
	v_lshrrev_b32_e32 v25, 16, v25 // 000000002718: 
	v_cndmask_b32_e32 v22, v68, v24, vcc // 00000000271C: 
	v_cmp_o_f32_e32 vcc, v23, v23 // 000000002720: 
	buffer_store_dwordx4 v[28:31], v65, s[8:11], 0 offen // 000000002724: 
	v_add3_u32 v27, v21, v27, s7 // 00000000272C: 
	v_lshrrev_b32_e32 v26, 16, v26 // 000000002734: 
	v_bfe_u32 v28, v16, 16, 1 // 000000002738: 
	v_cndmask_b32_e32 v23, v68, v25, vcc // 000000002740: 
	v_cmp_o_f32_e32 vcc, v20, v20 // 000000002744: 
	v_bfe_u32 v29, v17, 16, 1 // 000000002748: 
	v_add3_u32 v28, v16, v28, s7 // 000000002750: 
	v_lshrrev_b32_e32 v27, 16, v27 // 000000002758: 
	v_cndmask_b32_e32 v20, v68, v26, vcc // 00000000275C: 
	v_cmp_o_f32_e32 vcc, v21, v21 // 000000002760: 
	v_bfe_u32 v30, v18, 16, 1 // 000000002764: 
	v_add3_u32 v29, v17, v29, s7 // 00000000276C: 
	v_lshrrev_b32_e32 v28, 16, v28 // 000000002774: 
	v_cndmask_b32_e32 v21, v68, v27, vcc // 000000002778: 
	v_cmp_o_f32_e32 vcc, v16, v16 // 00000000277C: 
	v_bfe_u32 v31, v19, 16, 1 // 000000002780: 
	v_add3_u32 v30, v18, v30, s7 // 000000002788: 
	v_lshrrev_b32_e32 v29, 16, v29 // 000000002790: 
	v_cndmask_b32_e32 v16, v68, v28, vcc // 000000002794: 
	v_cmp_o_f32_e32 vcc, v17, v17 // 000000002798: 
	v_add3_u32 v31, v19, v31, s7 // 00000000279C: 
	v_lshrrev_b32_e32 v30, 16, v30 // 0000000027A4: 
	v_cndmask_b32_e32 v17, v68, v29, vcc // 0000000027A8: 
	v_cmp_o_f32_e32 vcc, v18, v18 // 0000000027AC: 
	v_lshrrev_b32_e32 v31, 16, v31 // 0000000027B0: 
	v_perm_b32 v23, v23, v22, s4 // 0000000027B4: 
	v_perm_b32 v22, v21, v20, s4 // 0000000027BC: 
	v_perm_b32 v21, v17, v16, s4 // 0000000027C4: 
	v_cndmask_b32_e32 v16, v68, v30, vcc // 0000000027CC: 
	v_cmp_o_f32_e32 vcc, v19, v19 // 0000000027D0: 
	v_bfe_u32 v18, v12, 16, 1 // 0000000027D4: 
	v_bfe_u32 v19, v13, 16, 1 // 0000000027DC: 
	v_cndmask_b32_e32 v17, v68, v31, vcc // 0000000027E4: 
	v_perm_b32 v20, v17, v16, s4 // 0000000027E8: 
	v_bfe_u32 v16, v14, 16, 1 // 0000000027F0: 
	v_bfe_u32 v17, v15, 16, 1 // 0000000027F8: 
	v_add3_u32 v16, v14, v16, s7 // 000000002800: 
	v_add3_u32 v17, v15, v17, s7 // 000000002808: 
	v_lshrrev_b32_e32 v16, 16, v16 // 000000002810: 
	v_cmp_o_f32_e32 vcc, v14, v14 // 000000002814: 
	v_add3_u32 v18, v12, v18, s7 // 000000002818: 
	v_lshrrev_b32_e32 v17, 16, v17 // 000000002820: 
	v_cndmask_b32_e32 v14, v68, v16, vcc // 000000002824: 
	v_cmp_o_f32_e32 vcc, v15, v15 // 000000002828: 
	buffer_store_dwordx4 v[20:23], v64, s[8:11], 0 offen // 00000000282C: 
	v_add3_u32 v19, v13, v19, s7 // 000000002834: 
	v_lshrrev_b32_e32 v18, 16, v18 // 00000000283C: 
	v_bfe_u32 v20, v10, 16, 1 // 000000002840: 
	v_cndmask_b32_e32 v15, v68, v17, vcc // 000000002848: 
	v_cmp_o_f32_e32 vcc, v12, v12 // 00000000284C: 
	v_bfe_u32 v21, v11, 16, 1 // 000000002850: 
	v_add3_u32 v20, v10, v20, s7 // 000000002858: 
	v_lshrrev_b32_e32 v19, 16, v19 // 000000002860: 
	v_cndmask_b32_e32 v12, v68, v18, vcc // 000000002864: 
	v_cmp_o_f32_e32 vcc, v13, v13 // 000000002868: 
	v_bfe_u32 v22, v6, 16, 1 // 00000000286C: 
	v_add3_u32 v21, v11, v21, s7 // 000000002874: 
	v_lshrrev_b32_e32 v20, 16, v20 // 00000000287C: 
	v_cndmask_b32_e32 v13, v68, v19, vcc // 000000002880: 
	v_cmp_o_f32_e32 vcc, v10, v10 // 000000002884: 
	v_bfe_u32 v23, v7, 16, 1 // 000000002888: 
	v_add3_u32 v22, v6, v22, s7 // 000000002890: 
	v_lshrrev_b32_e32 v21, 16, v21 // 000000002898: 
	v_cndmask_b32_e32 v10, v68, v20, vcc // 00000000289C: 
	v_cmp_o_f32_e32 vcc, v11, v11 // 0000000028A0: 
	v_add3_u32 v23, v7, v23, s7 // 0000000028A4: 
	v_lshrrev_b32_e32 v22, 16, v22 // 0000000028AC: 
	v_cndmask_b32_e32 v11, v68, v21, vcc // 0000000028B0: 
	v_cmp_o_f32_e32 vcc, v6, v6 // 0000000028B4: 
	v_pk_mul_f32 v[8:9], v[52:53], v[8:9] op_sel_hi:[0,1] // 0000000028B8: 
	v_lshrrev_b32_e32 v23, 16, v23 // 0000000028C0: 
	v_cndmask_b32_e32 v6, v68, v22, vcc // 0000000028C4: 
	v_cmp_o_f32_e32 vcc, v7, v7 // 0000000028C8: 
	v_pk_mul_f32 v[8:9], v[8:9], v[78:79] // 0000000028CC: 
	v_pk_mul_f32 v[4:5], v[52:53], v[4:5] op_sel_hi:[0,1] // 0000000028D4: 
	v_cndmask_b32_e32 v7, v68, v23, vcc // 0000000028DC: 
	v_perm_b32 v15, v15, v14, s4 // 0000000028E0: 
	v_perm_b32 v14, v13, v12, s4 // 0000000028E8: 
	v_perm_b32 v12, v7, v6, s4 // 0000000028F0: 
	v_bfe_u32 v6, v8, 16, 1 // 0000000028F8: 
	v_pk_mul_f32 v[4:5], v[4:5], v[72:73] // 000000002900: 
	v_bfe_u32 v7, v9, 16, 1 // 000000002908: 
	v_add3_u32 v6, v8, v6, s7 // 000000002910: 
	v_cmp_o_f32_e32 vcc, v8, v8 // 000000002918: 
	v_pk_mul_f32 v[2:3], v[52:53], v[2:3] op_sel_hi:[0,1] // 00000000291C: 
	v_perm_b32 v13, v11, v10, s4 // 000000002924: 
	v_bfe_u32 v10, v4, 16, 1 // 00000000292C: 
	v_add3_u32 v7, v9, v7, s7 // 000000002934: 
	v_cndmask_b32_sdwa v6, v68, v6, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 00000000293C: 000C0CF9 05060644
	v_cmp_o_f32_e32 vcc, v9, v9 // 000000002944: 
	v_pk_mul_f32 v[2:3], v[2:3], v[76:77] // 000000002948: 
	v_bfe_u32 v11, v5, 16, 1 // 000000002950: 
	v_add3_u32 v10, v4, v10, s7 // 000000002958: 
	v_cndmask_b32_sdwa v7, v68, v7, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000002960: 000E0EF9 05060644
	v_cmp_o_f32_e32 vcc, v4, v4 // 000000002968: 
	buffer_store_dwordx4 v[12:15], v63, s[8:11], 0 offen // 00000000296C: 
	v_add3_u32 v11, v5, v11, s7 // 000000002974: 
	v_cndmask_b32_sdwa v4, v68, v10, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 00000000297C: 000814F9 05060644
	v_bfe_u32 v12, v2, 16, 1 // 000000002984: 
	v_cmp_o_f32_e32 vcc, v5, v5 // 00000000298C: 
	v_pk_mul_f32 v[0:1], v[0:1], v[60:61] // 000000002990: 
	v_bfe_u32 v13, v3, 16, 1 // 000000002998: 
	v_add3_u32 v12, v2, v12, s7 // 0000000029A0: 
	v_cndmask_b32_sdwa v5, v68, v11, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 0000000029A8: 000A16F9 05060644
	v_cmp_o_f32_e32 vcc, v2, v2 // 0000000029B0: 
	v_bfe_u32 v14, v0, 16, 1 // 0000000029B4: 
	v_add3_u32 v13, v3, v13, s7 // 0000000029BC: 
	v_cndmask_b32_sdwa v2, v68, v12, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 0000000029C4: 000418F9 05060644
	v_cmp_o_f32_e32 vcc, v3, v3 // 0000000029CC: 
	v_bfe_u32 v15, v1, 16, 1 // 0000000029D0: 
	v_add3_u32 v14, v0, v14, s7 // 0000000029D8: 
	v_cndmask_b32_sdwa v3, v68, v13, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 0000000029E0: 00061AF9 05060644
	v_cmp_o_f32_e32 vcc, v0, v0 // 0000000029E8: 
	v_add3_u32 v15, v1, v15, s7 // 0000000029EC: 
	v_perm_b32 v7, v7, v6, s4 // 0000000029F4: 
	v_cndmask_b32_sdwa v0, v68, v14, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 0000000029FC: 00001CF9 05060644
	v_cmp_o_f32_e32 vcc, v1, v1 // 000000002A04: 
	v_perm_b32 v6, v5, v4, s4 // 000000002A08: 
	v_perm_b32 v5, v3, v2, s4 // 000000002A10: 
	v_cndmask_b32_sdwa v1, v68, v15, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000002A18: 00021EF9 05060644
	v_perm_b32 v4, v1, v0, s4 // 000000002A20: 
	buffer_store_dwordx4 v[4:7], v62, s[8:11], 0 offen // 000000002A28: 
	s_endpgm // 000000002A30: 
	s_nop 0 // 000000002A34: 
	s_nop 0 // 000000002A38: 
	s_nop 0 // 000000002A3C: 
	s_nop 0 // 000000002A40: 
	s_nop 0 // 000000002A44: 
	s_nop 0 // 000000002A48: 
	s_nop 0 // 000000002A4C: 
	s_nop 0 // 000000002A50: 
	s_nop 0 // 000000002A54: 
	s_nop 0 // 000000002A58: 
	s_nop 0 // 000000002A5C: 
	s_nop 0 // 000000002A60: 
	s_nop 0 // 000000002A64: 
	s_nop 0 // 000000002A68: 
	s_nop 0 // 000000002A6C: 
	s_nop 0 // 000000002A70: 
	s_nop 0 // 000000002A74: 
	s_nop 0 // 000000002A78: 
	s_nop 0 // 000000002A7C: 
	s_nop 0 // 000000002A80: 
	s_nop 0 // 000000002A84: 
	s_nop 0 // 000000002A88: 
	s_nop 0 // 000000002A8C: 
	s_nop 0 // 000000002A90: 
	s_nop 0 // 000000002A94: 
	s_nop 0 // 000000002A98: 
	s_nop 0 // 000000002A9C: 
	s_nop 0 // 000000002AA0: 
	s_nop 0 // 000000002AA4: 
	s_nop 0 // 000000002AA8: 
	s_nop 0 // 000000002AAC: 
	s_nop 0 // 000000002AB0: 
	s_nop 0 // 000000002AB4: 
	s_nop 0 // 000000002AB8: 
	s_nop 0 // 000000002ABC: 
	s_nop 0 // 000000002AC0: 
	s_nop 0 // 000000002AC4: 
	s_nop 0 // 000000002AC8: 
	s_nop 0 // 000000002ACC: 
	s_nop 0 // 000000002AD0: 
	s_nop 0 // 000000002AD4: 
	s_nop 0 // 000000002AD8: 
	s_nop 0 // 000000002ADC: 
	s_nop 0 // 000000002AE0: 
	s_nop 0 // 000000002AE4: 
	s_nop 0 // 000000002AE8: 
	s_nop 0 // 000000002AEC: 
	s_nop 0 // 000000002AF0: 
	s_nop 0 // 000000002AF4: 
	s_nop 0 // 000000002AF8: 
	s_nop 0 // 000000002AFC: 
	s_nop 0 // 000000002B00: 
	s_nop 0 // 000000002B04: 
	s_nop 0 // 000000002B08: 
	s_nop 0 // 000000002B0C: 
	s_nop 0 // 000000002B10: 
	s_nop 0 // 000000002B14: 
	s_nop 0 // 000000002B18: 
	s_nop 0 // 000000002B1C: 
	s_nop 0 // 000000002B20: 
	s_nop 0 // 000000002B24: 
	s_nop 0 // 000000002B28: 
	s_nop 0 // 000000002B2C: 
	s_nop 0 // 000000002B30: 
	s_nop 0 // 000000002B34: 
	s_nop 0 // 000000002B38: 
	s_nop 0 // 000000002B3C: 
	s_nop 0 // 000000002B40: 
	s_nop 0 // 000000002B44: 
	s_nop 0 // 000000002B48: 
	s_nop 0 // 000000002B4C: 
	s_nop 0 // 000000002B50: 
	s_nop 0 // 000000002B54: 
	s_nop 0 // 000000002B58: 
	s_nop 0 // 000000002B5C: 
	s_nop 0 // 000000002B60: 
	s_nop 0 // 000000002B64: 
	s_nop 0 // 000000002B68: 
	s_nop 0 // 000000002B6C: 
	s_nop 0 // 000000002B70: 
	s_nop 0 // 000000002B74: 
	s_nop 0 // 000000002B78: 
	s_nop 0 // 000000002B7C: 
	s_nop 0 // 000000002B80: 
	s_nop 0 // 000000002B84: 
	s_nop 0 // 000000002B88: 
	s_nop 0 // 000000002B8C: 
	s_nop 0 // 000000002B90: 
	s_nop 0 // 000000002B94: 
	s_nop 0 // 000000002B98: 
	s_nop 0 // 000000002B9C: 
	s_nop 0 // 000000002BA0: 
	s_nop 0 // 000000002BA4: 
	s_nop 0 // 000000002BA8: 
	s_nop 0 // 000000002BAC: 
	s_nop 0 // 000000002BB0: 
	s_nop 0 // 000000002BB4: 
	s_nop 0 // 000000002BB8: 
	s_nop 0 // 000000002BBC: 
	s_nop 0 // 000000002BC0: 
	s_nop 0 // 000000002BC4: 
	s_nop 0 // 000000002BC8: 
	s_nop 0 // 000000002BCC: 
	s_nop 0 // 000000002BD0: 
	s_nop 0 // 000000002BD4: 
	s_nop 0 // 000000002BD8: 
	s_nop 0 // 000000002BDC: 
	s_nop 0 // 000000002BE0: 
	s_nop 0 // 000000002BE4: 
	s_nop 0 // 000000002BE8: 
	s_nop 0 // 000000002BEC: 
	s_nop 0 // 000000002BF0: 
	s_nop 0 // 000000002BF4: 
	s_nop 0 // 000000002BF8: 
	s_nop 0 // 000000002BFC: 
	s_nop 0 // 000000002C00: 
	s_nop 0 // 000000002C04: 
	s_nop 0 // 000000002C08: 
	s_nop 0 // 000000002C0C: 
	s_nop 0 // 000000002C10: 
	s_nop 0 // 000000002C14: 
	s_nop 0 // 000000002C18: 
	s_nop 0 // 000000002C1C: 
	s_nop 0 // 000000002C20: 
	s_nop 0 // 000000002C24: 
	s_nop 0 // 000000002C28: 
	s_nop 0 // 000000002C2C: 
	s_nop 0 // 000000002C30: 
	s_nop 0 // 000000002C34: 
	s_nop 0 // 000000002C38: 
	s_nop 0 // 000000002C3C: 
	s_nop 0 // 000000002C40: 
	s_nop 0 // 000000002C44: 
	s_nop 0 // 000000002C48: 
	s_nop 0 // 000000002C4C: 
	s_nop 0 // 000000002C50: 
	s_nop 0 // 000000002C54: 
	s_nop 0 // 000000002C58: 
	s_nop 0 // 000000002C5C: 
	s_nop 0 // 000000002C60: 
	s_nop 0 // 000000002C64: 
	s_nop 0 // 000000002C68: 
	s_nop 0 // 000000002C6C: 
	s_nop 0 // 000000002C70: 
	s_nop 0 // 000000002C74: 
	s_nop 0 // 000000002C78: 
	s_nop 0 // 000000002C7C: 
	s_nop 0 // 000000002C80: 
	s_nop 0 // 000000002C84: 
	s_nop 0 // 000000002C88: 
	s_nop 0 // 000000002C8C: 
	s_nop 0 // 000000002C90: 
	s_nop 0 // 000000002C94: 
	s_nop 0 // 000000002C98: 
	s_nop 0 // 000000002C9C: 
	s_nop 0 // 000000002CA0: 
	s_nop 0 // 000000002CA4: 
	s_nop 0 // 000000002CA8: 
	s_nop 0 // 000000002CAC: 
	s_nop 0 // 000000002CB0: 
	s_nop 0 // 000000002CB4: 
	s_nop 0 // 000000002CB8: 
	s_nop 0 // 000000002CBC: 
	s_nop 0 // 000000002CC0: 
	s_nop 0 // 000000002CC4: 
	s_nop 0 // 000000002CC8: 
	s_nop 0 // 000000002CCC: 
	s_nop 0 // 000000002CD0: 
	s_nop 0 // 000000002CD4: 
	s_nop 0 // 000000002CD8: 
	s_nop 0 // 000000002CDC: 
	s_nop 0 // 000000002CE0: 
	s_nop 0 // 000000002CE4: 
	s_nop 0 // 000000002CE8: 
	s_nop 0 // 000000002CEC: 
	s_nop 0 // 000000002CF0: 
	s_nop 0 // 000000002CF4: 
	s_nop 0 // 000000002CF8: 
	s_nop 0 // 000000002CFC: 
	s_nop 0 // 000000002D00: 
	s_nop 0 // 000000002D04: 
	s_nop 0 // 000000002D08: 
	s_nop 0 // 000000002D0C: 
	s_nop 0 // 000000002D10: 
	s_nop 0 // 000000002D14: 
	s_nop 0 // 000000002D18: 
	s_nop 0 // 000000002D1C: 
	s_nop 0 // 000000002D20: 
	s_nop 0 // 000000002D24: 
	s_nop 0 // 000000002D28: 
	s_nop 0 // 000000002D2C: 
	s_nop 0 // 000000002D30: 
	s_nop 0 // 000000002D34: 
	s_nop 0 // 000000002D38: 
	s_nop 0 // 000000002D3C: 
	s_nop 0 // 000000002D40: 
	s_nop 0 // 000000002D44: 
	s_nop 0 // 000000002D48: 
	s_nop 0 // 000000002D4C: 
	s_nop 0 // 000000002D50: 
	s_nop 0 // 000000002D54: 
	s_nop 0 // 000000002D58: 
	s_nop 0 // 000000002D5C: 
	s_nop 0 // 000000002D60: 
	s_nop 0 // 000000002D64: 
	s_nop 0 // 000000002D68: 
	s_nop 0 // 000000002D6C: 
	s_nop 0 // 000000002D70: 
	s_nop 0 // 000000002D74: 
	s_nop 0 // 000000002D78: 
	s_nop 0 // 000000002D7C: 
	s_nop 0 // 000000002D80: 
	s_nop 0 // 000000002D84: 
	s_nop 0 // 000000002D88: 
	s_nop 0 // 000000002D8C: 
	s_nop 0 // 000000002D90: 
	s_nop 0 // 000000002D94: 
	s_nop 0 // 000000002D98: 
	s_nop 0 // 000000002D9C: 
	s_nop 0 // 000000002DA0: 
	s_nop 0 // 000000002DA4: 
	s_nop 0 // 000000002DA8: 
	s_nop 0 // 000000002DAC: 
	s_nop 0 // 000000002DB0: 
	s_nop 0 // 000000002DB4: 
	s_nop 0 // 000000002DB8: 
	s_nop 0 // 000000002DBC: 
	s_nop 0 // 000000002DC0: 
	s_nop 0 // 000000002DC4: 
	s_nop 0 // 000000002DC8: 
	s_nop 0 // 000000002DCC: 
	s_nop 0 // 000000002DD0: 
	s_nop 0 // 000000002DD4: 
	s_nop 0 // 000000002DD8: 
	s_nop 0 // 000000002DDC: 
	s_nop 0 // 000000002DE0: 
	s_nop 0 // 000000002DE4: 
	s_nop 0 // 000000002DE8: 
	s_nop 0 // 000000002DEC: 
	s_nop 0 // 000000002DF0: 
	s_nop 0 // 000000002DF4: 
	s_nop 0 // 000000002DF8: 
	s_nop 0 // 000000002DFC: 
	s_nop 0 // 000000002E00: 
	s_nop 0 // 000000002E04: 
	s_nop 0 // 000000002E08: 
	s_nop 0 // 000000002E0C: 
	s_nop 0 // 000000002E10: 
	s_nop 0 // 000000002E14: 
	s_nop 0 // 000000002E18: 
	s_nop 0 // 000000002E1C: 
	s_nop 0 // 000000002E20: 
	s_nop 0 // 000000002E24: 
	s_nop 0 // 000000002E28: 
	s_nop 0 // 000000002E2C: 
	s_nop 0 // 000000002E30: 
	s_nop 0 // 000000002E34: 
	s_nop 0 // 000000002E38: 
	s_nop 0 // 000000002E3C: 
