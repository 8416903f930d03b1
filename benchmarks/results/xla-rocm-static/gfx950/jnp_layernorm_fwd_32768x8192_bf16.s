
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <fusion_6>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0 // 000000001700: 
	v_readfirstlane_b32 s0, v0 // 000000001708: 
	s_ashr_i32 s3, s2, 31 // 00000000170C: 
	s_and_b32 s0, s0, 0x1c0 // 000000001710: 
	s_lshl_b64 s[16:17], s[2:3], 16 // 000000001718: 
	s_waitcnt lgkmcnt(0) // 00000000171C: 
	s_add_u32 s12, s4, s16 // 000000001720: 
	v_and_or_b32 v1, v0, 63, s0 // 000000001724: 
	s_addc_u32 s1, s5, s17 // 00000000172C: 
	v_lshlrev_b32_e32 v76, 4, v1 // 000000001730: 
	s_and_b32 s13, s1, 0xffff // 000000001734: 
	s_mov_b32 s15, 0x27000 // 00000000173C: 
	s_mov_b32 s14, 0x7ffffffe // 000000001744: 
	buffer_load_dwordx4 v[8:11], v76, s[12:15], 0 offen // 00000000174C: 
	v_or_b32_e32 v79, 0x2000, v76 // 000000001754: 
	buffer_load_dwordx4 v[14:17], v79, s[12:15], 0 offen // 00000000175C: 
	v_or_b32_e32 v77, 0x6000, v76 // 000000001764: 
	v_or_b32_e32 v78, 0x4000, v76 // 00000000176C: 
	buffer_load_dwordx4 v[28:31], v77, s[12:15], 0 offen // 000000001774: 
	buffer_load_dwordx4 v[20:23], v78, s[12:15], 0 offen // 00000000177C: 
	v_or_b32_e32 v75, 0x8000, v76 // 000000001784: 
	buffer_load_dwordx4 v[34:37], v75, s[12:15], 0 offen // 00000000178C: 
	v_or_b32_e32 v74, 0xa000, v76 // 000000001794: 
	buffer_load_dwordx4 v[56:59], v74, s[12:15], 0 offen // 00000000179C: 
	v_or_b32_e32 v81, 0xc000, v76 // 0000000017A4: 
	v_or_b32_e32 v80, 0xe000, v76 // 0000000017AC: 
	buffer_load_dwordx4 v[64:67], v81, s[12:15], 0 offen // 0000000017B4: 
	buffer_load_dwordx4 v[82:85], v80, s[12:15], 0 offen // 0000000017BC: 
	s_lshr_b32 s0, s0, 2 // 0000000017C4: 
	v_lshlrev_b32_e32 v0, 4, v0 // 0000000017C8: 
	v_mov_b32_e32 v90, s0 // 0000000017CC: 
	v_and_b32_e32 v0, 0x70, v0 // 0000000017D0: 
	s_and_b32 s13, s9, 0xffff // 0000000017D8: 
	s_mov_b32 s12, s8 // 0000000017E0: 
	s_waitcnt vmcnt(7) // 0000000017E4: 
	v_and_b32_e32 v3, 0xffff0000, v8 // 0000000017E8: 
	v_lshlrev_b32_e32 v2, 16, v8 // 0000000017F0: 
	v_and_b32_e32 v5, 0xffff0000, v9 // 0000000017F4: 
	v_lshlrev_b32_e32 v4, 16, v9 // 0000000017FC: 
	v_and_b32_e32 v9, 0xffff0000, v10 // 000000001800: 
	v_lshlrev_b32_e32 v8, 16, v10 // 000000001808: 
	v_and_b32_e32 v13, 0xffff0000, v11 // 00000000180C: 
	v_lshlrev_b32_e32 v12, 16, v11 // 000000001814: 
	s_waitcnt vmcnt(6) // 000000001818: 
	v_and_b32_e32 v27, 0xffff0000, v14 // 00000000181C: 
	v_lshlrev_b32_e32 v26, 16, v14 // 000000001824: 
	v_and_b32_e32 v33, 0xffff0000, v15 // 000000001828: 
	v_lshlrev_b32_e32 v32, 16, v15 // 000000001830: 
	v_and_b32_e32 v39, 0xffff0000, v16 // 000000001834: 
	v_lshlrev_b32_e32 v38, 16, v16 // 00000000183C: 
	v_and_b32_e32 v45, 0xffff0000, v17 // 000000001840: 
	v_lshlrev_b32_e32 v44, 16, v17 // 000000001848: 
	v_pk_add_f32 v[18:19], v[2:3], v[4:5] // 00000000184C: 
	v_pk_add_f32 v[24:25], v[8:9], v[12:13] // 000000001854: 
	s_waitcnt vmcnt(5) // 00000000185C: 
	v_and_b32_e32 v51, 0xffff0000, v30 // 000000001860: 
	v_lshlrev_b32_e32 v50, 16, v30 // 000000001868: 
	v_and_b32_e32 v55, 0xffff0000, v31 // 00000000186C: 
	v_lshlrev_b32_e32 v54, 16, v31 // 000000001874: 
	v_pk_add_f32 v[18:19], v[18:19], v[24:25] // 000000001878: 
	v_pk_add_f32 v[24:25], v[26:27], v[32:33] // 000000001880: 
	v_pk_add_f32 v[30:31], v[38:39], v[44:45] // 000000001888: 
	s_waitcnt vmcnt(4) // 000000001890: 
	v_and_b32_e32 v7, 0xffff0000, v20 // 000000001894: 
	v_lshlrev_b32_e32 v6, 16, v20 // 00000000189C: 
	v_and_b32_e32 v11, 0xffff0000, v21 // 0000000018A0: 
	v_lshlrev_b32_e32 v10, 16, v21 // 0000000018A8: 
	v_and_b32_e32 v17, 0xffff0000, v22 // 0000000018AC: 
	v_lshlrev_b32_e32 v16, 16, v22 // 0000000018B4: 
	v_and_b32_e32 v21, 0xffff0000, v23 // 0000000018B8: 
	v_lshlrev_b32_e32 v20, 16, v23 // 0000000018C0: 
	v_pk_add_f32 v[24:25], v[24:25], v[30:31] // 0000000018C4: 
	v_and_b32_e32 v41, 0xffff0000, v28 // 0000000018CC: 
	v_lshlrev_b32_e32 v40, 16, v28 // 0000000018D4: 
	v_and_b32_e32 v47, 0xffff0000, v29 // 0000000018D8: 
	v_lshlrev_b32_e32 v46, 16, v29 // 0000000018E0: 
	v_pk_add_f32 v[18:19], v[18:19], v[24:25] // 0000000018E4: 
	v_pk_add_f32 v[24:25], v[6:7], v[10:11] // 0000000018EC: 
	v_pk_add_f32 v[30:31], v[16:17], v[20:21] // 0000000018F4: 
	v_pk_add_f32 v[62:63], v[50:51], v[54:55] // 0000000018FC: 
	v_pk_add_f32 v[24:25], v[24:25], v[30:31] // 000000001904: 
	v_pk_add_f32 v[30:31], v[40:41], v[46:47] // 00000000190C: 
	s_waitcnt vmcnt(3) // 000000001914: 
	v_and_b32_e32 v15, 0xffff0000, v34 // 000000001918: 
	v_lshlrev_b32_e32 v14, 16, v34 // 000000001920: 
	v_and_b32_e32 v23, 0xffff0000, v35 // 000000001924: 
	v_lshlrev_b32_e32 v22, 16, v35 // 00000000192C: 
	v_and_b32_e32 v29, 0xffff0000, v36 // 000000001930: 
	v_lshlrev_b32_e32 v28, 16, v36 // 000000001938: 
	v_and_b32_e32 v35, 0xffff0000, v37 // 00000000193C: 
	v_lshlrev_b32_e32 v34, 16, v37 // 000000001944: 
	v_pk_add_f32 v[30:31], v[30:31], v[62:63] // 000000001948: 
	s_waitcnt vmcnt(2) // 000000001950: 
	v_and_b32_e32 v37, 0xffff0000, v56 // 000000001954: 
	v_lshlrev_b32_e32 v36, 16, v56 // 00000000195C: 
	v_and_b32_e32 v49, 0xffff0000, v57 // 000000001960: 
	v_lshlrev_b32_e32 v48, 16, v57 // 000000001968: 
	v_and_b32_e32 v57, 0xffff0000, v58 // 00000000196C: 
	v_lshlrev_b32_e32 v56, 16, v58 // 000000001974: 
	v_and_b32_e32 v61, 0xffff0000, v59 // 000000001978: 
	v_lshlrev_b32_e32 v60, 16, v59 // 000000001980: 
	v_pk_add_f32 v[24:25], v[24:25], v[30:31] // 000000001984: 
	v_pk_add_f32 v[30:31], v[14:15], v[22:23] // 00000000198C: 
	v_pk_add_f32 v[62:63], v[28:29], v[34:35] // 000000001994: 
	s_waitcnt vmcnt(1) // 00000000199C: 
	v_and_b32_e32 v43, 0xffff0000, v64 // 0000000019A0: 
	v_lshlrev_b32_e32 v42, 16, v64 // 0000000019A8: 
	v_and_b32_e32 v53, 0xffff0000, v65 // 0000000019AC: 
	v_lshlrev_b32_e32 v52, 16, v65 // 0000000019B4: 
	v_and_b32_e32 v59, 0xffff0000, v66 // 0000000019B8: 
	v_lshlrev_b32_e32 v58, 16, v66 // 0000000019C0: 
	v_and_b32_e32 v65, 0xffff0000, v67 // 0000000019C4: 
	v_lshlrev_b32_e32 v64, 16, v67 // 0000000019CC: 
	s_waitcnt vmcnt(0) // 0000000019D0: 
	v_and_b32_e32 v67, 0xffff0000, v82 // 0000000019D4: 
	v_lshlrev_b32_e32 v66, 16, v82 // 0000000019DC: 
	v_and_b32_e32 v69, 0xffff0000, v83 // 0000000019E0: 
	v_lshlrev_b32_e32 v68, 16, v83 // 0000000019E8: 
	v_pk_add_f32 v[30:31], v[30:31], v[62:63] // 0000000019EC: 
	v_pk_add_f32 v[62:63], v[36:37], v[48:49] // 0000000019F4: 
	v_pk_add_f32 v[82:83], v[56:57], v[60:61] // 0000000019FC: 
	v_and_b32_e32 v71, 0xffff0000, v84 // 000000001A04: 
	v_pk_add_f32 v[62:63], v[62:63], v[82:83] // 000000001A0C: 
	v_lshlrev_b32_e32 v70, 16, v84 // 000000001A14: 
	v_and_b32_e32 v73, 0xffff0000, v85 // 000000001A18: 
	v_lshlrev_b32_e32 v72, 16, v85 // 000000001A20: 
	v_pk_add_f32 v[30:31], v[30:31], v[62:63] // 000000001A24: 
	v_pk_add_f32 v[62:63], v[42:43], v[52:53] // 000000001A2C: 
	v_pk_add_f32 v[82:83], v[58:59], v[64:65] // 000000001A34: 
	v_pk_add_f32 v[84:85], v[70:71], v[72:73] // 000000001A3C: 
	v_pk_add_f32 v[62:63], v[62:63], v[82:83] // 000000001A44: 
	v_pk_add_f32 v[82:83], v[66:67], v[68:69] // 000000001A4C: 
	s_nop 0 // 000000001A54: 
	v_pk_add_f32 v[82:83], v[82:83], v[84:85] // 000000001A58: 
	s_nop 0 // 000000001A60: 
	v_pk_add_f32 v[62:63], v[62:63], v[82:83] // 000000001A64: 
	v_mov_b32_e32 v82, v18 // 000000001A6C: 
	v_mov_b32_e32 v83, v24 // 000000001A70: 
	v_mov_b32_e32 v24, v19 // 000000001A74: 
	v_pk_add_f32 v[18:19], v[82:83], v[24:25] // 000000001A78: 
	s_nop 1 // 000000001A80: 
	v_mov_b32_dpp v24, v18 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001A84: 7E3002FA FF091812
	v_mov_b32_dpp v25, v19 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001A8C: 7E3202FA FF091813
	v_pk_add_f32 v[18:19], v[24:25], v[18:19] // 000000001A94: 
	s_nop 1 // 000000001A9C: 
	v_mov_b32_dpp v24, v18 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AA0: 7E3002FA FF091412
	v_mov_b32_dpp v25, v19 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AA8: 7E3202FA FF091413
	v_pk_add_f32 v[18:19], v[24:25], v[18:19] // 000000001AB0: 
	s_nop 1 // 000000001AB8: 
	v_mov_b32_dpp v24, v18 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001ABC: 7E3002FA FF091212
	v_mov_b32_dpp v25, v19 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AC4: 7E3202FA FF091213
	v_pk_add_f32 v[18:19], v[24:25], v[18:19] // 000000001ACC: 
	s_nop 1 // 000000001AD4: 
	v_mov_b32_dpp v24, v18 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AD8: 7E3002FA FF091112
	v_mov_b32_dpp v25, v19 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AE0: 7E3202FA FF091113
	v_pk_add_f32 v[18:19], v[24:25], v[18:19] // 000000001AE8: 
	s_nop 0 // 000000001AF0: 
	v_mov_b32_e32 v24, v18 // 000000001AF4: 
	v_mov_b32_e32 v25, v19 // 000000001AF8: 
	s_nop 0 // 000000001AFC: 
	v_mov_b32_dpp v24, v24 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001B00: 7E3002FA AF094218
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001B08: 7E3202FA AF094219
	v_pk_add_f32 v[18:19], v[24:25], v[18:19] // 000000001B10: 
	s_nop 1 // 000000001B18: 
	v_mov_b32_dpp v24, v18 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B1C: 7E3002FA FF094312
	v_mov_b32_dpp v25, v19 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B24: 7E3202FA FF094313
	v_pk_add_f32 v[18:19], v[24:25], v[18:19] // 000000001B2C: 
	s_nop 0 // 000000001B34: 
	v_readlane_b32 s1, v18, 63 // 000000001B38: 
	v_readlane_b32 s2, v19, 63 // 000000001B40: 
	v_mov_b32_e32 v18, v30 // 000000001B48: 
	v_mov_b32_e32 v19, v62 // 000000001B4C: 
	v_mov_b32_e32 v62, v31 // 000000001B50: 
	v_pk_add_f32 v[18:19], v[18:19], v[62:63] // 000000001B54: 
	v_mov_b32_e32 v82, s1 // 000000001B5C: 
	v_mov_b32_e32 v83, s2 // 000000001B60: 
	v_mov_b32_dpp v24, v18 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B64: 7E3002FA FF091812
	v_mov_b32_dpp v25, v19 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B6C: 7E3202FA FF091813
	v_pk_add_f32 v[18:19], v[18:19], v[24:25] // 000000001B74: 
	s_nop 1 // 000000001B7C: 
	v_mov_b32_dpp v24, v18 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B80: 7E3002FA FF091412
	v_mov_b32_dpp v25, v19 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B88: 7E3202FA FF091413
	v_pk_add_f32 v[18:19], v[18:19], v[24:25] // 000000001B90: 
	s_nop 1 // 000000001B98: 
	v_mov_b32_dpp v24, v18 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B9C: 7E3002FA FF091212
	v_mov_b32_dpp v25, v19 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BA4: 7E3202FA FF091213
	v_pk_add_f32 v[18:19], v[18:19], v[24:25] // 000000001BAC: 
	s_nop 1 // 000000001BB4: 
	v_mov_b32_dpp v24, v18 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BB8: 7E3002FA FF091112
	v_mov_b32_dpp v25, v19 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BC0: 7E3202FA FF091113
	v_pk_add_f32 v[18:19], v[18:19], v[24:25] // 000000001BC8: 
	s_nop 0 // 000000001BD0: 
	v_mov_b32_e32 v24, v18 // 000000001BD4: 
	v_mov_b32_e32 v25, v19 // 000000001BD8: 
	s_nop 0 // 000000001BDC: 
	v_mov_b32_dpp v24, v24 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001BE0: 7E3002FA AF094218
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001BE8: 7E3202FA AF094219
	v_pk_add_f32 v[18:19], v[18:19], v[24:25] // 000000001BF0: 
	s_nop 1 // 000000001BF8: 
	v_mov_b32_dpp v24, v18 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BFC: 7E3002FA FF094312
	v_mov_b32_dpp v25, v19 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C04: 7E3202FA FF094313
	v_pk_add_f32 v[18:19], v[18:19], v[24:25] // 000000001C0C: 
	s_nop 0 // 000000001C14: 
	v_readlane_b32 s3, v18, 63 // 000000001C18: 
	v_readlane_b32 s4, v19, 63 // 000000001C20: 
	s_nop 0 // 000000001C28: 
	v_mov_b32_e32 v84, s3 // 000000001C2C: 
	v_mov_b32_e32 v85, s4 // 000000001C30: 
	ds_write_b128 v90, v[82:85] // 000000001C34: 
	v_add_u32_e32 v82, 0, v0 // 000000001C3C: 
	s_waitcnt lgkmcnt(0) // 000000001C40: 
	s_barrier // 000000001C44: 
	ds_read_b128 v[84:87], v82 // 000000001C48: 
	s_waitcnt lgkmcnt(0) // 000000001C50: 
	s_barrier // 000000001C54: 
	s_mov_b32 s4, 0x358637bd // 000000001C58: 
	v_mov_b32_e32 v1, v85 // 000000001C60: 
	v_mov_b32_e32 v0, v84 // 000000001C64: 
	s_nop 0 // 000000001C68: 
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001C6C: 7E0202FA FF014101
	v_mov_b32_dpp v0, v0 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001C74: 7E0002FA FF014100
	s_nop 0 // 000000001C7C: 
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001C80: 7E0202FA FF001B01
	v_add_f32_e32 v62, v85, v1 // 000000001C88: 
	v_mov_b32_e32 v1, v86 // 000000001C8C: 
	v_mov_b32_dpp v0, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001C90: 7E0002FA FF001B00
	v_add_f32_e32 v0, v84, v0 // 000000001C98: 
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001C9C: 7E0202FA FF014101
	s_nop 1 // 000000001CA4: 
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001CA8: 7E0202FA FF001B01
	v_add_f32_e32 v63, v86, v1 // 000000001CB0: 
	v_mov_b32_e32 v1, v87 // 000000001CB4: 
	s_nop 1 // 000000001CB8: 
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001CBC: 7E0202FA FF014101
	s_nop 1 // 000000001CC4: 
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001CC8: 7E0202FA FF001B01
	v_add_f32_e32 v83, v87, v1 // 000000001CD0: 
	v_mov_b32_e32 v1, v0 // 000000001CD4: 
	s_nop 1 // 000000001CD8: 
	v_mov_b32_dpp v1, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001CDC: 7E0202FA FF004E01
	v_add_f32_e32 v0, v0, v1 // 000000001CE4: 
	v_mov_b32_e32 v1, v0 // 000000001CE8: 
	s_nop 1 // 000000001CEC: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001CF0: 7E0202FA FF00B101
	v_add_f32_e32 v0, v0, v1 // 000000001CF8: 
	v_mul_f32_e32 v0, 0x39000000, v0 // 000000001CFC: 
	v_pk_add_f32 v[18:19], v[8:9], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D04: D3B24212 48020108
	v_pk_add_f32 v[8:9], v[26:27], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D0C: D3B24208 4802011A
	v_mov_b32_e32 v26, v62 // 000000001D14: 
	v_pk_add_f32 v[30:31], v[2:3], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D18: D3B2421E 48020102
	v_pk_add_f32 v[24:25], v[4:5], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D20: D3B24218 48020104
	v_mov_b32_dpp v26, v26 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001D28: 7E3402FA FF004E1A
	v_add_f32_e32 v26, v62, v26 // 000000001D30: 
	v_mov_b32_e32 v27, v26 // 000000001D34: 
	v_pk_add_f32 v[12:13], v[12:13], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D38: D3B2420C 4802010C
	v_pk_add_f32 v[4:5], v[32:33], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D40: D3B24204 48020120
	v_mov_b32_dpp v27, v27 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001D48: 7E3602FA FF00B11B
	v_add_f32_e32 v26, v26, v27 // 000000001D50: 
	v_mul_f32_e32 v62, 0x39000000, v26 // 000000001D54: 
	v_pk_add_f32 v[26:27], v[20:21], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D5C: D3B2421A 48027D14
	v_pk_add_f32 v[20:21], v[40:41], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D64: D3B24214 48027D28
	v_mov_b32_e32 v40, v63 // 000000001D6C: 
	v_pk_add_f32 v[2:3], v[38:39], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D70: D3B24202 48020126
	v_pk_add_f32 v[0:1], v[44:45], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D78: D3B24200 4802012C
	v_mov_b32_dpp v40, v40 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001D80: 7E5002FA FF004E28
	v_add_f32_e32 v40, v63, v40 // 000000001D88: 
	v_mov_b32_e32 v41, v40 // 000000001D8C: 
	v_pk_add_f32 v[44:45], v[6:7], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D90: D3B2422C 48027D06
	v_pk_add_f32 v[38:39], v[10:11], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D98: D3B24226 48027D0A
	v_mov_b32_dpp v41, v41 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001DA0: 7E5202FA FF00B129
	v_add_f32_e32 v40, v40, v41 // 000000001DA8: 
	v_pk_add_f32 v[32:33], v[16:17], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DAC: D3B24220 48027D10
	v_pk_add_f32 v[16:17], v[46:47], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DB4: D3B24210 48027D2E
	v_pk_add_f32 v[10:11], v[50:51], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DBC: D3B2420A 48027D32
	v_pk_add_f32 v[6:7], v[54:55], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DC4: D3B24206 48027D36
	v_mul_f32_e32 v62, 0x39000000, v40 // 000000001DCC: 
	v_pk_add_f32 v[40:41], v[34:35], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DD4: D3B24228 48027D22
	v_pk_add_f32 v[34:35], v[36:37], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DDC: D3B24222 48027D24
	v_mov_b32_e32 v36, v83 // 000000001DE4: 
	v_pk_add_f32 v[54:55], v[14:15], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DE8: D3B24236 48027D0E
	v_pk_add_f32 v[50:51], v[22:23], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DF0: D3B24232 48027D16
	v_mov_b32_dpp v36, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001DF8: 7E4802FA FF004E24
	v_add_f32_e32 v36, v83, v36 // 000000001E00: 
	v_mov_b32_e32 v37, v36 // 000000001E04: 
	v_pk_add_f32 v[22:23], v[56:57], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E08: D3B24216 48027D38
	v_pk_add_f32 v[14:15], v[60:61], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E10: D3B2420E 48027D3C
	v_mov_b32_dpp v37, v37 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001E18: 7E4A02FA FF00B125
	v_add_f32_e32 v36, v36, v37 // 000000001E20: 
	v_mul_f32_e32 v36, 0x39000000, v36 // 000000001E24: 
	v_pk_add_f32 v[60:61], v[52:53], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E2C: D3B2423C 48024934
	v_pk_add_f32 v[56:57], v[64:65], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E34: D3B24238 48024940
	v_pk_add_f32 v[52:53], v[66:67], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E3C: D3B24234 48024942
	v_pk_mul_f32 v[64:65], v[30:31], v[30:31] // 000000001E44: 
	v_pk_mul_f32 v[66:67], v[24:25], v[24:25] // 000000001E4C: 
	v_pk_add_f32 v[46:47], v[28:29], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E54: D3B2422E 48027D1C
	v_pk_add_f32 v[28:29], v[48:49], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E5C: D3B2421C 48027D30
	v_pk_add_f32 v[48:49], v[68:69], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E64: D3B24230 48024944
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 000000001E6C: 
	v_pk_mul_f32 v[66:67], v[18:19], v[18:19] // 000000001E74: 
	v_pk_mul_f32 v[68:69], v[12:13], v[12:13] // 000000001E7C: 
	v_pk_add_f32 v[62:63], v[42:43], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E84: D3B2423E 4802492A
	v_pk_add_f32 v[42:43], v[70:71], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E8C: D3B2422A 48024946
	v_pk_add_f32 v[66:67], v[66:67], v[68:69] // 000000001E94: 
	v_pk_mul_f32 v[68:69], v[8:9], v[8:9] // 000000001E9C: 
	v_pk_mul_f32 v[70:71], v[4:5], v[4:5] // 000000001EA4: 
	v_pk_add_f32 v[58:59], v[58:59], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001EAC: D3B2423A 4802493A
	v_pk_add_f32 v[36:37], v[72:73], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001EB4: D3B24224 48024948
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001EBC: 
	v_pk_mul_f32 v[70:71], v[2:3], v[2:3] // 000000001EC4: 
	v_pk_mul_f32 v[72:73], v[0:1], v[0:1] // 000000001ECC: 
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 000000001ED4: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000001EDC: 
	v_pk_mul_f32 v[72:73], v[16:17], v[16:17] // 000000001EE4: 
	v_pk_add_f32 v[66:67], v[68:69], v[70:71] // 000000001EEC: 
	v_pk_mul_f32 v[68:69], v[38:39], v[38:39] // 000000001EF4: 
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 000000001EFC: 
	v_pk_mul_f32 v[66:67], v[44:45], v[44:45] // 000000001F04: 
	v_pk_mul_f32 v[70:71], v[26:27], v[26:27] // 000000001F0C: 
	v_pk_add_f32 v[66:67], v[66:67], v[68:69] // 000000001F14: 
	v_pk_mul_f32 v[68:69], v[32:33], v[32:33] // 000000001F1C: 
	v_pk_mul_f32 v[84:85], v[6:7], v[6:7] // 000000001F24: 
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001F2C: 
	v_pk_mul_f32 v[70:71], v[20:21], v[20:21] // 000000001F34: 
	v_pk_add_f32 v[66:67], v[66:67], v[68:69] // 000000001F3C: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000001F44: 
	v_pk_mul_f32 v[72:73], v[10:11], v[10:11] // 000000001F4C: 
	v_pk_mul_f32 v[86:87], v[14:15], v[14:15] // 000000001F54: 
	v_pk_add_f32 v[72:73], v[72:73], v[84:85] // 000000001F5C: 
	v_pk_mul_f32 v[84:85], v[28:29], v[28:29] // 000000001F64: 
	v_pk_add_f32 v[68:69], v[70:71], v[72:73] // 000000001F6C: 
	v_pk_mul_f32 v[70:71], v[50:51], v[50:51] // 000000001F74: 
	v_pk_add_f32 v[66:67], v[66:67], v[68:69] // 000000001F7C: 
	v_pk_mul_f32 v[68:69], v[54:55], v[54:55] // 000000001F84: 
	v_pk_mul_f32 v[72:73], v[40:41], v[40:41] // 000000001F8C: 
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001F94: 
	v_pk_mul_f32 v[70:71], v[46:47], v[46:47] // 000000001F9C: 
	v_pk_mul_f32 v[88:89], v[36:37], v[36:37] // 000000001FA4: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000001FAC: 
	v_pk_mul_f32 v[72:73], v[34:35], v[34:35] // 000000001FB4: 
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001FBC: 
	v_pk_add_f32 v[72:73], v[72:73], v[84:85] // 000000001FC4: 
	v_pk_mul_f32 v[84:85], v[22:23], v[22:23] // 000000001FCC: 
	s_nop 0 // 000000001FD4: 
	v_pk_add_f32 v[84:85], v[84:85], v[86:87] // 000000001FD8: 
	v_pk_mul_f32 v[86:87], v[48:49], v[48:49] // 000000001FE0: 
	v_pk_add_f32 v[70:71], v[72:73], v[84:85] // 000000001FE8: 
	v_pk_mul_f32 v[72:73], v[60:61], v[60:61] // 000000001FF0: 
	v_pk_add_f32 v[68:69], v[68:69], v[70:71] // 000000001FF8: 
	v_pk_mul_f32 v[70:71], v[62:63], v[62:63] // 000000002000: 
	v_pk_mul_f32 v[84:85], v[56:57], v[56:57] // 000000002008: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000002010: 
	v_pk_mul_f32 v[72:73], v[58:59], v[58:59] // 000000002018: 
	s_nop 0 // 000000002020: 
	v_pk_add_f32 v[72:73], v[72:73], v[84:85] // 000000002024: 
	v_pk_mul_f32 v[84:85], v[52:53], v[52:53] // 00000000202C: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000002034: 
	v_pk_add_f32 v[84:85], v[84:85], v[86:87] // 00000000203C: 
	v_pk_mul_f32 v[86:87], v[42:43], v[42:43] // 000000002044: 
	s_nop 0 // 00000000204C: 
	v_pk_add_f32 v[86:87], v[86:87], v[88:89] // 000000002050: 
	s_nop 0 // 000000002058: 
	v_pk_add_f32 v[72:73], v[84:85], v[86:87] // 00000000205C: 
	s_nop 0 // 000000002064: 
	v_pk_add_f32 v[70:71], v[70:71], v[72:73] // 000000002068: 
	v_mov_b32_e32 v72, v64 // 000000002070: 
	v_mov_b32_e32 v73, v66 // 000000002074: 
	v_mov_b32_e32 v66, v65 // 000000002078: 
	v_pk_add_f32 v[64:65], v[72:73], v[66:67] // 00000000207C: 
	s_nop 1 // 000000002084: 
	v_mov_b32_dpp v66, v64 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002088: 7E8402FA FF091840
	v_mov_b32_dpp v67, v65 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002090: 7E8602FA FF091841
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 000000002098: 
	s_nop 1 // 0000000020A0: 
	v_mov_b32_dpp v66, v64 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020A4: 7E8402FA FF091440
	v_mov_b32_dpp v67, v65 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020AC: 7E8602FA FF091441
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 0000000020B4: 
	s_nop 1 // 0000000020BC: 
	v_mov_b32_dpp v66, v64 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020C0: 7E8402FA FF091240
	v_mov_b32_dpp v67, v65 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020C8: 7E8602FA FF091241
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 0000000020D0: 
	s_nop 1 // 0000000020D8: 
	v_mov_b32_dpp v66, v64 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020DC: 7E8402FA FF091140
	v_mov_b32_dpp v67, v65 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020E4: 7E8602FA FF091141
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 0000000020EC: 
	s_nop 0 // 0000000020F4: 
	v_mov_b32_e32 v66, v64 // 0000000020F8: 
	v_mov_b32_e32 v67, v65 // 0000000020FC: 
	s_nop 0 // 000000002100: 
	v_mov_b32_dpp v66, v66 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002104: 7E8402FA AF094242
	v_mov_b32_dpp v67, v67 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 00000000210C: 7E8602FA AF094243
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 000000002114: 
	s_nop 1 // 00000000211C: 
	v_mov_b32_dpp v66, v64 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002120: 7E8402FA FF094340
	v_mov_b32_dpp v67, v65 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002128: 7E8602FA FF094341
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 000000002130: 
	s_nop 0 // 000000002138: 
	v_readlane_b32 s0, v64, 63 // 00000000213C: 
	v_readlane_b32 s1, v65, 63 // 000000002144: 
	v_mov_b32_e32 v64, v68 // 00000000214C: 
	v_mov_b32_e32 v65, v70 // 000000002150: 
	v_mov_b32_e32 v70, v69 // 000000002154: 
	v_pk_add_f32 v[64:65], v[64:65], v[70:71] // 000000002158: 
	s_nop 1 // 000000002160: 
	v_mov_b32_dpp v66, v64 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002164: 7E8402FA FF091840
	v_mov_b32_dpp v67, v65 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000216C: 7E8602FA FF091841
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 000000002174: 
	s_nop 1 // 00000000217C: 
	v_mov_b32_dpp v66, v64 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002180: 7E8402FA FF091440
	v_mov_b32_dpp v67, v65 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002188: 7E8602FA FF091441
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 000000002190: 
	s_nop 1 // 000000002198: 
	v_mov_b32_dpp v66, v64 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000219C: 7E8402FA FF091240
	v_mov_b32_dpp v67, v65 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021A4: 7E8602FA FF091241
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 0000000021AC: 
	s_nop 1 // 0000000021B4: 
	v_mov_b32_dpp v66, v64 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021B8: 7E8402FA FF091140
	v_mov_b32_dpp v67, v65 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021C0: 7E8602FA FF091141
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 0000000021C8: 
	s_nop 0 // 0000000021D0: 
	v_mov_b32_e32 v66, v64 // 0000000021D4: 
	v_mov_b32_e32 v67, v65 // 0000000021D8: 
	s_nop 0 // 0000000021DC: 
	v_mov_b32_dpp v66, v66 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000021E0: 7E8402FA AF094242
	v_mov_b32_dpp v67, v67 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000021E8: 7E8602FA AF094243
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 0000000021F0: 
	s_nop 1 // 0000000021F8: 
	v_mov_b32_dpp v66, v64 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021FC: 7E8402FA FF094340
	v_mov_b32_dpp v67, v65 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002204: 7E8602FA FF094341
	v_pk_add_f32 v[64:65], v[64:65], v[66:67] // 00000000220C: 
	s_nop 0 // 000000002214: 
	v_readlane_b32 s2, v64, 63 // 000000002218: 
	v_readlane_b32 s3, v65, 63 // 000000002220: 
	v_mov_b32_e32 v64, s0 // 000000002228: 
	v_mov_b32_e32 v65, s1 // 00000000222C: 
	v_mov_b32_e32 v66, s2 // 000000002230: 
	v_mov_b32_e32 v67, s3 // 000000002234: 
	ds_write_b128 v90, v[64:67] // 000000002238: 
	s_waitcnt lgkmcnt(0) // 000000002240: 
	s_barrier // 000000002244: 
	buffer_load_dwordx4 v[64:67], v76, s[12:15], 0 offen // 000000002248: 
	buffer_load_dwordx4 v[68:71], v79, s[12:15], 0 offen // 000000002250: 
	s_and_b32 s13, s7, 0xffff // 000000002258: 
	s_mov_b32 s12, s6 // 000000002260: 
	buffer_load_dwordx4 v[84:87], v76, s[12:15], 0 offen // 000000002264: 
	buffer_load_dwordx4 v[88:91], v79, s[12:15], 0 offen // 00000000226C: 
	ds_read_b128 v[92:95], v82 // 000000002274: 
	s_mov_b32 s2, 0x39000000 // 00000000227C: 
	s_mov_b32 s6, 0x4b800000 // 000000002284: 
	s_add_u32 s12, s10, s16 // 00000000228C: 
	s_waitcnt lgkmcnt(0) // 000000002290: 
	v_mov_b32_e32 v72, v92 // 000000002294: 
	v_mov_b32_e32 v73, v93 // 000000002298: 
	v_mov_b32_e32 v82, v94 // 00000000229C: 
	v_mov_b32_dpp v72, v72 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000022A0: 7E9002FA FF014148
	v_mov_b32_dpp v73, v73 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000022A8: 7E9202FA FF014149
	v_mov_b32_e32 v83, v95 // 0000000022B0: 
	v_mov_b32_dpp v72, v72 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000022B4: 7E9002FA FF001B48
	v_mov_b32_dpp v73, v73 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000022BC: 7E9202FA FF001B49
	v_mov_b32_dpp v82, v82 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000022C4: 7EA402FA FF014152
	v_mov_b32_dpp v83, v83 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000022CC: 7EA602FA FF014153
	v_pk_add_f32 v[72:73], v[92:93], v[72:73] // 0000000022D4: 
	v_mov_b32_dpp v82, v82 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000022DC: 7EA402FA FF001B52
	v_mov_b32_dpp v83, v83 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000022E4: 7EA602FA FF001B53
	v_pk_add_f32 v[82:83], v[94:95], v[82:83] // 0000000022EC: 
	s_waitcnt vmcnt(3) // 0000000022F4: 
	v_and_b32_e32 v93, 0xffff0000, v64 // 0000000022F8: 
	v_lshlrev_b32_e32 v92, 16, v64 // 000000002300: 
	v_and_b32_e32 v95, 0xffff0000, v65 // 000000002304: 
	v_lshlrev_b32_e32 v94, 16, v65 // 00000000230C: 
	v_and_b32_e32 v65, 0xffff0000, v66 // 000000002310: 
	v_lshlrev_b32_e32 v64, 16, v66 // 000000002318: 
	v_and_b32_e32 v97, 0xffff0000, v67 // 00000000231C: 
	v_lshlrev_b32_e32 v96, 16, v67 // 000000002324: 
	s_waitcnt vmcnt(1) // 000000002328: 
	v_and_b32_e32 v67, 0xffff0000, v84 // 00000000232C: 
	v_lshlrev_b32_e32 v66, 16, v84 // 000000002334: 
	v_and_b32_e32 v99, 0xffff0000, v85 // 000000002338: 
	v_lshlrev_b32_e32 v98, 16, v85 // 000000002340: 
	v_and_b32_e32 v85, 0xffff0000, v86 // 000000002344: 
	v_lshlrev_b32_e32 v84, 16, v86 // 00000000234C: 
	v_and_b32_e32 v101, 0xffff0000, v87 // 000000002350: 
	v_lshlrev_b32_e32 v100, 16, v87 // 000000002358: 
	v_and_b32_e32 v87, 0xffff0000, v68 // 00000000235C: 
	v_lshlrev_b32_e32 v86, 16, v68 // 000000002364: 
	v_and_b32_e32 v103, 0xffff0000, v69 // 000000002368: 
	v_lshlrev_b32_e32 v102, 16, v69 // 000000002370: 
	v_and_b32_e32 v69, 0xffff0000, v70 // 000000002374: 
	v_lshlrev_b32_e32 v68, 16, v70 // 00000000237C: 
	v_and_b32_e32 v105, 0xffff0000, v71 // 000000002380: 
	v_lshlrev_b32_e32 v104, 16, v71 // 000000002388: 
	s_waitcnt vmcnt(0) // 00000000238C: 
	v_and_b32_e32 v71, 0xffff0000, v88 // 000000002390: 
	v_lshlrev_b32_e32 v70, 16, v88 // 000000002398: 
	v_and_b32_e32 v107, 0xffff0000, v89 // 00000000239C: 
	v_lshlrev_b32_e32 v106, 16, v89 // 0000000023A4: 
	v_and_b32_e32 v89, 0xffff0000, v90 // 0000000023A8: 
	v_lshlrev_b32_e32 v88, 16, v90 // 0000000023B0: 
	v_and_b32_e32 v109, 0xffff0000, v91 // 0000000023B4: 
	v_lshlrev_b32_e32 v108, 16, v91 // 0000000023BC: 
	v_mov_b32_e32 v90, v72 // 0000000023C0: 
	v_mov_b32_e32 v91, v73 // 0000000023C4: 
	s_nop 0 // 0000000023C8: 
	v_mov_b32_dpp v90, v90 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000023CC: 7EB402FA FF004E5A
	v_mov_b32_dpp v91, v91 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000023D4: 7EB602FA FF004E5B
	v_pk_add_f32 v[72:73], v[72:73], v[90:91] // 0000000023DC: 
	s_nop 0 // 0000000023E4: 
	v_mov_b32_e32 v90, v72 // 0000000023E8: 
	v_mov_b32_e32 v91, v73 // 0000000023EC: 
	s_nop 0 // 0000000023F0: 
	v_mov_b32_dpp v90, v90 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000023F4: 7EB402FA FF00B15A
	v_mov_b32_dpp v91, v91 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 0000000023FC: 7EB602FA FF00B15B
	v_pk_add_f32 v[72:73], v[72:73], v[90:91] // 000000002404: 
	s_nop 0 // 00000000240C: 
	v_pk_mul_f32 v[72:73], v[72:73], s[2:3] op_sel_hi:[1,0] // 000000002410: 
	s_nop 0 // 000000002418: 
	v_pk_add_f32 v[72:73], v[72:73], s[4:5] op_sel_hi:[1,0] // 00000000241C: 
	s_mov_b32 s5, 0x800000 // 000000002424: 
	v_pk_mul_f32 v[90:91], v[72:73], s[6:7] op_sel_hi:[1,0] // 00000000242C: 
	v_cmp_gt_f32_e32 vcc, s5, v73 // 000000002434: 
	v_cmp_gt_f32_e64 s[0:1], s5, v72 // 000000002438: 
	s_nop 0 // 000000002440: 
	v_cndmask_b32_e32 v91, v73, v91, vcc // 000000002444: 
	v_cndmask_b32_e64 v90, v72, v90, s[0:1] // 000000002448: 
	v_mov_b32_e32 v72, v82 // 000000002450: 
	v_mov_b32_e32 v73, v83 // 000000002454: 
	s_nop 0 // 000000002458: 
	v_mov_b32_dpp v72, v72 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 00000000245C: 7E9002FA FF004E48
	v_mov_b32_dpp v73, v73 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002464: 7E9202FA FF004E49
	v_pk_add_f32 v[72:73], v[82:83], v[72:73] // 00000000246C: 
	s_nop 0 // 000000002474: 
	v_mov_b32_e32 v82, v72 // 000000002478: 
	v_mov_b32_e32 v83, v73 // 00000000247C: 
	s_nop 0 // 000000002480: 
	v_mov_b32_dpp v82, v82 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002484: 7EA402FA FF00B152
	v_mov_b32_dpp v83, v83 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000248C: 7EA602FA FF00B153
	v_pk_add_f32 v[72:73], v[72:73], v[82:83] // 000000002494: 
	s_nop 0 // 00000000249C: 
	v_pk_mul_f32 v[72:73], v[72:73], s[2:3] op_sel_hi:[1,0] // 0000000024A0: 
	s_nop 0 // 0000000024A8: 
	v_pk_add_f32 v[72:73], v[72:73], s[4:5] op_sel_hi:[1,0] // 0000000024AC: 
	s_nop 0 // 0000000024B4: 
	v_pk_mul_f32 v[82:83], v[72:73], s[6:7] op_sel_hi:[1,0] // 0000000024B8: 
	v_cmp_gt_f32_e64 s[2:3], s5, v73 // 0000000024C0: 
	v_cmp_gt_f32_e64 s[4:5], s5, v72 // 0000000024C8: 
	s_nop 0 // 0000000024D0: 
	v_cndmask_b32_e64 v73, v73, v83, s[2:3] // 0000000024D4: 
	v_rsq_f32_e32 v83, v90 // 0000000024DC: 
	v_cndmask_b32_e64 v82, v72, v82, s[4:5] // 0000000024E0: 
	v_rsq_f32_e32 v90, v91 // 0000000024E8: 
	v_rsq_f32_e32 v73, v73 // 0000000024EC: 
	v_mul_f32_e32 v72, 0x45800000, v83 // 0000000024F0: 
	v_cndmask_b32_e64 v72, v83, v72, s[0:1] // 0000000024F8: 
	v_rsq_f32_e32 v83, v82 // 000000002500: 
	v_mul_f32_e32 v82, 0x45800000, v90 // 000000002504: 
	v_cndmask_b32_e32 v82, v90, v82, vcc // 00000000250C: 
	v_pk_mul_f32 v[4:5], v[4:5], v[72:73] op_sel_hi:[1,0] // 000000002510: 
	v_mul_f32_e32 v90, 0x45800000, v83 // 000000002518: 
	v_cndmask_b32_e64 v90, v83, v90, s[4:5] // 000000002520: 
	v_mul_f32_e32 v83, 0x45800000, v73 // 000000002528: 
	v_cndmask_b32_e64 v110, v73, v83, s[2:3] // 000000002530: 
	v_pk_mul_f32 v[58:59], v[58:59], v[110:111] op_sel_hi:[1,0]// 000000002538: D3B1403A 0802DD3A
	v_pk_mul_f32 v[18:19], v[18:19], v[72:73] op_sel_hi:[1,0] // 000000002540: 
	v_pk_mul_f32 v[32:33], v[32:33], v[82:83] op_sel_hi:[1,0] // 000000002548: 
	v_pk_mul_f32 v[46:47], v[46:47], v[90:91] op_sel_hi:[1,0] // 000000002550: 
	v_pk_mul_f32 v[4:5], v[4:5], v[102:103] // 000000002558: 
	v_pk_mul_f32 v[58:59], v[58:59], v[64:65] // 000000002560: 
	v_pk_mul_f32 v[18:19], v[18:19], v[64:65] // 000000002568: 
	v_pk_mul_f32 v[32:33], v[32:33], v[64:65] // 000000002570: 
	v_pk_mul_f32 v[46:47], v[46:47], v[64:65] // 000000002578: 
	v_pk_add_f32 v[64:65], v[4:5], v[106:107] // 000000002580: 
	v_pk_mul_f32 v[4:5], v[42:43], v[110:111] op_sel_hi:[1,0] // 000000002588: 
	v_pk_mul_f32 v[2:3], v[2:3], v[72:73] op_sel_hi:[1,0] // 000000002590: 
	v_pk_mul_f32 v[30:31], v[30:31], v[72:73] op_sel_hi:[1,0] // 000000002598: 
	v_pk_mul_f32 v[24:25], v[24:25], v[72:73] op_sel_hi:[1,0] // 0000000025A0: 
	v_pk_mul_f32 v[12:13], v[12:13], v[72:73] op_sel_hi:[1,0] // 0000000025A8: 
	v_pk_mul_f32 v[4:5], v[4:5], v[68:69] // 0000000025B0: 
	v_pk_mul_f32 v[2:3], v[2:3], v[68:69] // 0000000025B8: 
	v_pk_mul_f32 v[10:11], v[10:11], v[82:83] op_sel_hi:[1,0] // 0000000025C0: 
	v_pk_mul_f32 v[22:23], v[22:23], v[90:91] op_sel_hi:[1,0] // 0000000025C8: 
	v_pk_mul_f32 v[62:63], v[62:63], v[110:111] op_sel_hi:[1,0]// 0000000025D0: D3B1403E 0802DD3E
	v_pk_mul_f32 v[30:31], v[30:31], v[92:93] // 0000000025D8: 
	v_pk_mul_f32 v[44:45], v[44:45], v[82:83] op_sel_hi:[1,0] // 0000000025E0: 
	v_pk_mul_f32 v[54:55], v[54:55], v[90:91] op_sel_hi:[1,0] // 0000000025E8: 
	v_pk_mul_f32 v[60:61], v[60:61], v[110:111] op_sel_hi:[1,0]// 0000000025F0: D3B1403C 0802DD3C
	v_pk_mul_f32 v[24:25], v[24:25], v[94:95] // 0000000025F8: 
	v_pk_mul_f32 v[38:39], v[38:39], v[82:83] op_sel_hi:[1,0] // 000000002600: 
	v_pk_mul_f32 v[50:51], v[50:51], v[90:91] op_sel_hi:[1,0] // 000000002608: 
	v_pk_mul_f32 v[56:57], v[56:57], v[110:111] op_sel_hi:[1,0]// 000000002610: D3B14038 0802DD38
	v_pk_mul_f32 v[12:13], v[12:13], v[96:97] // 000000002618: 
	v_pk_mul_f32 v[26:27], v[26:27], v[82:83] op_sel_hi:[1,0] // 000000002620: 
	v_pk_mul_f32 v[40:41], v[40:41], v[90:91] op_sel_hi:[1,0] // 000000002628: 
	v_pk_mul_f32 v[52:53], v[52:53], v[110:111] op_sel_hi:[1,0]// 000000002630: D3B14034 0802DD34
	v_pk_mul_f32 v[8:9], v[8:9], v[72:73] op_sel_hi:[1,0] // 000000002638: 
	v_pk_mul_f32 v[20:21], v[20:21], v[82:83] op_sel_hi:[1,0] // 000000002640: 
	v_pk_mul_f32 v[34:35], v[34:35], v[90:91] op_sel_hi:[1,0] // 000000002648: 
	v_pk_mul_f32 v[48:49], v[48:49], v[110:111] op_sel_hi:[1,0]// 000000002650: D3B14030 0802DD30
	v_pk_mul_f32 v[16:17], v[16:17], v[82:83] op_sel_hi:[1,0] // 000000002658: 
	v_pk_mul_f32 v[28:29], v[28:29], v[90:91] op_sel_hi:[1,0] // 000000002660: 
	v_pk_mul_f32 v[10:11], v[10:11], v[68:69] // 000000002668: 
	v_pk_mul_f32 v[22:23], v[22:23], v[68:69] // 000000002670: 
	v_pk_add_f32 v[42:43], v[2:3], v[88:89] // 000000002678: 
	v_pk_add_f32 v[68:69], v[4:5], v[88:89] // 000000002680: 
	v_pk_mul_f32 v[2:3], v[36:37], v[110:111] op_sel_hi:[1,0] // 000000002688: 
	v_pk_mul_f32 v[0:1], v[0:1], v[72:73] op_sel_hi:[1,0] // 000000002690: 
	v_pk_mul_f32 v[4:5], v[6:7], v[82:83] op_sel_hi:[1,0] // 000000002698: 
	v_pk_mul_f32 v[6:7], v[14:15], v[90:91] op_sel_hi:[1,0] // 0000000026A0: 
	v_pk_mul_f32 v[62:63], v[62:63], v[92:93] // 0000000026A8: 
	v_pk_mul_f32 v[44:45], v[44:45], v[92:93] // 0000000026B0: 
	v_pk_mul_f32 v[54:55], v[54:55], v[92:93] // 0000000026B8: 
	v_pk_add_f32 v[30:31], v[30:31], v[66:67] // 0000000026C0: 
	v_pk_mul_f32 v[60:61], v[60:61], v[94:95] // 0000000026C8: 
	v_pk_mul_f32 v[38:39], v[38:39], v[94:95] // 0000000026D0: 
	v_pk_mul_f32 v[50:51], v[50:51], v[94:95] // 0000000026D8: 
	v_pk_add_f32 v[24:25], v[24:25], v[98:99] // 0000000026E0: 
	v_pk_add_f32 v[18:19], v[18:19], v[84:85] // 0000000026E8: 
	v_pk_mul_f32 v[56:57], v[56:57], v[96:97] // 0000000026F0: 
	v_pk_mul_f32 v[26:27], v[26:27], v[96:97] // 0000000026F8: 
	v_pk_mul_f32 v[40:41], v[40:41], v[96:97] // 000000002700: 
	v_pk_add_f32 v[12:13], v[12:13], v[100:101] // 000000002708: 
	v_pk_mul_f32 v[52:53], v[52:53], v[86:87] // 000000002710: 
	v_pk_mul_f32 v[8:9], v[8:9], v[86:87] // 000000002718: 
	v_pk_mul_f32 v[20:21], v[20:21], v[86:87] // 000000002720: 
	v_pk_mul_f32 v[34:35], v[34:35], v[86:87] // 000000002728: 
	v_pk_mul_f32 v[48:49], v[48:49], v[102:103] // 000000002730: 
	v_pk_mul_f32 v[16:17], v[16:17], v[102:103] // 000000002738: 
	v_pk_mul_f32 v[28:29], v[28:29], v[102:103] // 000000002740: 
	v_pk_mul_f32 v[2:3], v[2:3], v[104:105] // 000000002748: 
	v_pk_mul_f32 v[0:1], v[0:1], v[104:105] // 000000002750: 
	v_pk_mul_f32 v[4:5], v[4:5], v[104:105] // 000000002758: 
	v_pk_mul_f32 v[6:7], v[6:7], v[104:105] // 000000002760: 
	s_addc_u32 s0, s11, s17 // 000000002768: 
	v_pk_add_f32 v[44:45], v[44:45], v[66:67] // 00000000276C: 
	v_pk_add_f32 v[54:55], v[54:55], v[66:67] // 000000002774: 
	v_pk_add_f32 v[62:63], v[62:63], v[66:67] // 00000000277C: 
	v_pk_add_f32 v[38:39], v[38:39], v[98:99] // 000000002784: 
	v_pk_add_f32 v[50:51], v[50:51], v[98:99] // 00000000278C: 
	v_pk_add_f32 v[60:61], v[60:61], v[98:99] // 000000002794: 
	v_pk_add_f32 v[32:33], v[32:33], v[84:85] // 00000000279C: 
	v_pk_add_f32 v[46:47], v[46:47], v[84:85] // 0000000027A4: 
	v_pk_add_f32 v[58:59], v[58:59], v[84:85] // 0000000027AC: 
	v_pk_add_f32 v[26:27], v[26:27], v[100:101] // 0000000027B4: 
	v_pk_add_f32 v[40:41], v[40:41], v[100:101] // 0000000027BC: 
	v_pk_add_f32 v[56:57], v[56:57], v[100:101] // 0000000027C4: 
	v_pk_add_f32 v[8:9], v[8:9], v[70:71] // 0000000027CC: 
	v_pk_add_f32 v[20:21], v[20:21], v[70:71] // 0000000027D4: 
	v_pk_add_f32 v[34:35], v[34:35], v[70:71] // 0000000027DC: 
	v_pk_add_f32 v[52:53], v[52:53], v[70:71] // 0000000027E4: 
	v_pk_add_f32 v[16:17], v[16:17], v[106:107] // 0000000027EC: 
	v_pk_add_f32 v[28:29], v[28:29], v[106:107] // 0000000027F4: 
	v_pk_add_f32 v[48:49], v[48:49], v[106:107] // 0000000027FC: 
	v_pk_add_f32 v[66:67], v[10:11], v[88:89] // 000000002804: 
	v_pk_add_f32 v[22:23], v[22:23], v[88:89] // 00000000280C: 
	v_pk_add_f32 v[10:11], v[0:1], v[108:109] // 000000002814: 
	v_pk_add_f32 v[36:37], v[4:5], v[108:109] // 00000000281C: 
	v_pk_add_f32 v[70:71], v[6:7], v[108:109] // 000000002824: 
	v_pk_add_f32 v[72:73], v[2:3], v[108:109] // 00000000282C: 
	v_cvt_pk_bf16_f32 v0, v30, v31 // 000000002834: 
	v_cvt_pk_bf16_f32 v1, v24, v25 // 00000000283C: 
	v_cvt_pk_bf16_f32 v2, v18, v19 // 000000002844: 
	v_cvt_pk_bf16_f32 v3, v12, v13 // 00000000284C: 
	s_and_b32 s13, s0, 0xffff // 000000002854: 
	v_cvt_pk_bf16_f32 v4, v8, v9 // 00000000285C: 
	v_cvt_pk_bf16_f32 v5, v64, v65 // 000000002864: 
	v_cvt_pk_bf16_f32 v6, v42, v43 // 00000000286C: 
	v_cvt_pk_bf16_f32 v7, v10, v11 // 000000002874: 
	v_cvt_pk_bf16_f32 v8, v44, v45 // 00000000287C: 
	v_cvt_pk_bf16_f32 v9, v38, v39 // 000000002884: 
	v_cvt_pk_bf16_f32 v10, v32, v33 // 00000000288C: 
	v_cvt_pk_bf16_f32 v11, v26, v27 // 000000002894: 
	v_cvt_pk_bf16_f32 v12, v20, v21 // 00000000289C: 
	v_cvt_pk_bf16_f32 v13, v16, v17 // 0000000028A4: 
	v_cvt_pk_bf16_f32 v14, v66, v67 // 0000000028AC: 
	v_cvt_pk_bf16_f32 v15, v36, v37 // 0000000028B4: 
	v_cvt_pk_bf16_f32 v16, v54, v55 // 0000000028BC: 
	v_cvt_pk_bf16_f32 v17, v50, v51 // 0000000028C4: 
	v_cvt_pk_bf16_f32 v18, v46, v47 // 0000000028CC: 
	v_cvt_pk_bf16_f32 v19, v40, v41 // 0000000028D4: 
	v_cvt_pk_bf16_f32 v20, v34, v35 // 0000000028DC: 
	v_cvt_pk_bf16_f32 v21, v28, v29 // 0000000028E4: 
	v_cvt_pk_bf16_f32 v22, v22, v23 // 0000000028EC: 
	v_cvt_pk_bf16_f32 v23, v70, v71 // 0000000028F4: 
	v_cvt_pk_bf16_f32 v24, v62, v63 // 0000000028FC: 
	v_cvt_pk_bf16_f32 v25, v60, v61 // 000000002904: 
	v_cvt_pk_bf16_f32 v26, v58, v59 // 00000000290C: 
	v_cvt_pk_bf16_f32 v27, v56, v57 // 000000002914: 
	v_cvt_pk_bf16_f32 v28, v52, v53 // 00000000291C: 
	v_cvt_pk_bf16_f32 v29, v48, v49 // 000000002924: 
	v_cvt_pk_bf16_f32 v30, v68, v69 // 00000000292C: 
	v_cvt_pk_bf16_f32 v31, v72, v73 // 000000002934: 
	buffer_store_dwordx4 v[0:3], v76, s[12:15], 0 offen // 00000000293C: 
	buffer_store_dwordx4 v[4:7], v79, s[12:15], 0 offen // 000000002944: 
	buffer_store_dwordx4 v[8:11], v78, s[12:15], 0 offen // 00000000294C: 
	buffer_store_dwordx4 v[12:15], v77, s[12:15], 0 offen // 000000002954: 
	buffer_store_dwordx4 v[16:19], v75, s[12:15], 0 offen // 00000000295C: 
	buffer_store_dwordx4 v[20:23], v74, s[12:15], 0 offen // 000000002964: 
	buffer_store_dwordx4 v[24:27], v81, s[12:15], 0 offen // 00000000296C: 
	buffer_store_dwordx4 v[28:31], v80, s[12:15], 0 offen // 000000002974: 
	s_endpgm // 00000000297C: 
	s_nop 0 // 000000002980: 
	s_nop 0 // 000000002984: 
	s_nop 0 // 000000002988: 
	s_nop 0 // 00000000298C: 
	s_nop 0 // 000000002990: 
	s_nop 0 // 000000002994: 
	s_nop 0 // 000000002998: 
	s_nop 0 // 00000000299C: 
	s_nop 0 // 0000000029A0: 
	s_nop 0 // 0000000029A4: 
	s_nop 0 // 0000000029A8: 
	s_nop 0 // 0000000029AC: 
	s_nop 0 // 0000000029B0: 
	s_nop 0 // 0000000029B4: 
	s_nop 0 // 0000000029B8: 
	s_nop 0 // 0000000029BC: 
	s_nop 0 // 0000000029C0: 
	s_nop 0 // 0000000029C4: 
	s_nop 0 // 0000000029C8: 
	s_nop 0 // 0000000029CC: 
	s_nop 0 // 0000000029D0: 
	s_nop 0 // 0000000029D4: 
	s_nop 0 // 0000000029D8: 
	s_nop 0 // 0000000029DC: 
	s_nop 0 // 0000000029E0: 
	s_nop 0 // 0000000029E4: 
	s_nop 0 // 0000000029E8: 
	s_nop 0 // 0000000029EC: 
	s_nop 0 // 0000000029F0: 
	s_nop 0 // 0000000029F4: 
	s_nop 0 // 0000000029F8: 
	s_nop 0 // 0000000029FC: 
	s_nop 0 // 000000002A00: 
	s_nop 0 // 000000002A04: 
	s_nop 0 // 000000002A08: 
	s_nop 0 // 000000002A0C: 
	s_nop 0 // 000000002A10: 
	s_nop 0 // 000000002A14: 
	s_nop 0 // 000000002A18: 
	s_nop 0 // 000000002A1C: 
	s_nop 0 // 000000002A20: 
	s_nop 0 // 000000002A24: 
	s_nop 0 // 000000002A28: 
	s_nop 0 // 000000002A2C: 
	s_nop 0 // 000000002A30: 
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
