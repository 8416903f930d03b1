
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <fusion_6>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0 // 000000001700: 
	v_readfirstlane_b32 s0, v0 // 000000001708: 
	s_ashr_i32 s3, s2, 31 // 00000000170C: 
	s_and_b32 s16, s0, 0x1c0 // 000000001710: 
	s_lshl_b64 s[0:1], s[2:3], 16 // 000000001718: 
	s_waitcnt lgkmcnt(0) // 00000000171C: 
	s_add_u32 s12, s4, s0 // 000000001720: 
	v_and_or_b32 v1, v0, 63, s16 // 000000001724: 
	s_addc_u32 s2, s5, s1 // 00000000172C: 
	v_lshlrev_b32_e32 v91, 4, v1 // 000000001730: 
	s_and_b32 s13, s2, 0xffff // 000000001734: 
	s_mov_b32 s15, 0x27000 // 00000000173C: 
	s_mov_b32 s14, 0x7ffffffe // 000000001744: 
	buffer_load_dwordx4 v[2:5], v91, s[12:15], 0 offen // 00000000174C: 
	v_or_b32_e32 v90, 0x2000, v91 // 000000001754: 
	v_or_b32_e32 v89, 0x4000, v91 // 00000000175C: 
	v_or_b32_e32 v88, 0x6000, v91 // 000000001764: 
	buffer_load_dwordx4 v[6:9], v90, s[12:15], 0 offen // 00000000176C: 
	buffer_load_dwordx4 v[10:13], v89, s[12:15], 0 offen // 000000001774: 
	buffer_load_dwordx4 v[52:55], v88, s[12:15], 0 offen // 00000000177C: 
	v_or_b32_e32 v87, 0x8000, v91 // 000000001784: 
	buffer_load_dwordx4 v[56:59], v87, s[12:15], 0 offen // 00000000178C: 
	v_or_b32_e32 v85, 0xa000, v91 // 000000001794: 
	buffer_load_dwordx4 v[60:63], v85, s[12:15], 0 offen // 00000000179C: 
	v_or_b32_e32 v86, 0xc000, v91 // 0000000017A4: 
	buffer_load_dwordx4 v[64:67], v86, s[12:15], 0 offen // 0000000017AC: 
	v_or_b32_e32 v84, 0xe000, v91 // 0000000017B4: 
	buffer_load_dwordx4 v[68:71], v84, s[12:15], 0 offen // 0000000017BC: 
	v_lshlrev_b32_e32 v0, 4, v0 // 0000000017C4: 
	s_lshr_b32 s12, s16, 2 // 0000000017C8: 
	v_and_b32_e32 v0, 0x70, v0 // 0000000017CC: 
	v_mov_b32_e32 v93, s12 // 0000000017D4: 
	v_add_u32_e32 v92, 0, v0 // 0000000017D8: 
	s_and_b32 s13, s9, 0xffff // 0000000017DC: 
	s_mov_b32 s12, s8 // 0000000017E4: 
	s_waitcnt vmcnt(7) // 0000000017E8: 
	v_and_b32_e32 v15, 0xffff0000, v2 // 0000000017EC: 
	v_lshlrev_b32_e32 v14, 16, v2 // 0000000017F4: 
	v_and_b32_e32 v17, 0xffff0000, v3 // 0000000017F8: 
	v_lshlrev_b32_e32 v16, 16, v3 // 000000001800: 
	v_and_b32_e32 v19, 0xffff0000, v4 // 000000001804: 
	v_lshlrev_b32_e32 v18, 16, v4 // 00000000180C: 
	v_and_b32_e32 v21, 0xffff0000, v5 // 000000001810: 
	v_lshlrev_b32_e32 v20, 16, v5 // 000000001818: 
	s_waitcnt vmcnt(6) // 00000000181C: 
	v_and_b32_e32 v31, 0xffff0000, v6 // 000000001820: 
	v_lshlrev_b32_e32 v30, 16, v6 // 000000001828: 
	v_and_b32_e32 v35, 0xffff0000, v7 // 00000000182C: 
	v_lshlrev_b32_e32 v34, 16, v7 // 000000001834: 
	v_and_b32_e32 v41, 0xffff0000, v8 // 000000001838: 
	v_lshlrev_b32_e32 v40, 16, v8 // 000000001840: 
	v_and_b32_e32 v51, 0xffff0000, v9 // 000000001844: 
	v_lshlrev_b32_e32 v50, 16, v9 // 00000000184C: 
	s_waitcnt vmcnt(4) // 000000001850: 
	v_and_b32_e32 v37, 0xffff0000, v52 // 000000001854: 
	v_lshlrev_b32_e32 v36, 16, v52 // 00000000185C: 
	v_and_b32_e32 v45, 0xffff0000, v53 // 000000001860: 
	v_lshlrev_b32_e32 v44, 16, v53 // 000000001868: 
	v_and_b32_e32 v47, 0xffff0000, v54 // 00000000186C: 
	v_lshlrev_b32_e32 v46, 16, v54 // 000000001874: 
	v_and_b32_e32 v49, 0xffff0000, v55 // 000000001878: 
	v_lshlrev_b32_e32 v48, 16, v55 // 000000001880: 
	v_pk_add_f32 v[52:53], v[14:15], v[16:17] // 000000001884: 
	v_pk_add_f32 v[54:55], v[18:19], v[20:21] // 00000000188C: 
	s_waitcnt vmcnt(3) // 000000001894: 
	v_and_b32_e32 v7, 0xffff0000, v58 // 000000001898: 
	v_lshlrev_b32_e32 v6, 16, v58 // 0000000018A0: 
	v_and_b32_e32 v9, 0xffff0000, v59 // 0000000018A4: 
	v_lshlrev_b32_e32 v8, 16, v59 // 0000000018AC: 
	v_pk_add_f32 v[52:53], v[52:53], v[54:55] // 0000000018B0: 
	v_pk_add_f32 v[54:55], v[30:31], v[34:35] // 0000000018B8: 
	v_pk_add_f32 v[58:59], v[40:41], v[50:51] // 0000000018C0: 
	v_and_b32_e32 v25, 0xffff0000, v10 // 0000000018C8: 
	v_lshlrev_b32_e32 v24, 16, v10 // 0000000018D0: 
	v_and_b32_e32 v27, 0xffff0000, v11 // 0000000018D4: 
	v_lshlrev_b32_e32 v26, 16, v11 // 0000000018DC: 
	v_and_b32_e32 v29, 0xffff0000, v12 // 0000000018E0: 
	v_lshlrev_b32_e32 v28, 16, v12 // 0000000018E8: 
	v_and_b32_e32 v33, 0xffff0000, v13 // 0000000018EC: 
	v_lshlrev_b32_e32 v32, 16, v13 // 0000000018F4: 
	v_pk_add_f32 v[54:55], v[54:55], v[58:59] // 0000000018F8: 
	v_pk_add_f32 v[58:59], v[28:29], v[32:33] // 000000001900: 
	v_pk_add_f32 v[52:53], v[52:53], v[54:55] // 000000001908: 
	v_pk_add_f32 v[54:55], v[24:25], v[26:27] // 000000001910: 
	s_waitcnt vmcnt(2) // 000000001918: 
	v_and_b32_e32 v11, 0xffff0000, v60 // 00000000191C: 
	v_lshlrev_b32_e32 v10, 16, v60 // 000000001924: 
	v_and_b32_e32 v23, 0xffff0000, v61 // 000000001928: 
	v_lshlrev_b32_e32 v22, 16, v61 // 000000001930: 
	v_pk_add_f32 v[54:55], v[54:55], v[58:59] // 000000001934: 
	v_pk_add_f32 v[58:59], v[36:37], v[44:45] // 00000000193C: 
	v_pk_add_f32 v[60:61], v[46:47], v[48:49] // 000000001944: 
	v_and_b32_e32 v3, 0xffff0000, v56 // 00000000194C: 
	v_lshlrev_b32_e32 v2, 16, v56 // 000000001954: 
	v_and_b32_e32 v5, 0xffff0000, v57 // 000000001958: 
	v_lshlrev_b32_e32 v4, 16, v57 // 000000001960: 
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] // 000000001964: 
	v_and_b32_e32 v43, 0xffff0000, v62 // 00000000196C: 
	v_lshlrev_b32_e32 v42, 16, v62 // 000000001974: 
	v_and_b32_e32 v57, 0xffff0000, v63 // 000000001978: 
	v_lshlrev_b32_e32 v56, 16, v63 // 000000001980: 
	v_pk_add_f32 v[54:55], v[54:55], v[58:59] // 000000001984: 
	v_pk_add_f32 v[58:59], v[2:3], v[4:5] // 00000000198C: 
	v_pk_add_f32 v[60:61], v[6:7], v[8:9] // 000000001994: 
	v_pk_add_f32 v[62:63], v[42:43], v[56:57] // 00000000199C: 
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] // 0000000019A4: 
	v_pk_add_f32 v[60:61], v[10:11], v[22:23] // 0000000019AC: 
	s_waitcnt vmcnt(1) // 0000000019B4: 
	v_and_b32_e32 v13, 0xffff0000, v64 // 0000000019B8: 
	v_lshlrev_b32_e32 v12, 16, v64 // 0000000019C0: 
	v_and_b32_e32 v39, 0xffff0000, v65 // 0000000019C4: 
	v_lshlrev_b32_e32 v38, 16, v65 // 0000000019CC: 
	v_and_b32_e32 v73, 0xffff0000, v66 // 0000000019D0: 
	v_lshlrev_b32_e32 v72, 16, v66 // 0000000019D8: 
	v_and_b32_e32 v75, 0xffff0000, v67 // 0000000019DC: 
	v_lshlrev_b32_e32 v74, 16, v67 // 0000000019E4: 
	v_pk_add_f32 v[60:61], v[60:61], v[62:63] // 0000000019E8: 
	s_waitcnt vmcnt(0) // 0000000019F0: 
	v_and_b32_e32 v77, 0xffff0000, v68 // 0000000019F4: 
	v_lshlrev_b32_e32 v76, 16, v68 // 0000000019FC: 
	v_and_b32_e32 v79, 0xffff0000, v69 // 000000001A00: 
	v_lshlrev_b32_e32 v78, 16, v69 // 000000001A08: 
	v_and_b32_e32 v81, 0xffff0000, v70 // 000000001A0C: 
	v_lshlrev_b32_e32 v80, 16, v70 // 000000001A14: 
	v_and_b32_e32 v83, 0xffff0000, v71 // 000000001A18: 
	v_lshlrev_b32_e32 v82, 16, v71 // 000000001A20: 
	v_pk_add_f32 v[58:59], v[58:59], v[60:61] // 000000001A24: 
	v_pk_add_f32 v[60:61], v[12:13], v[38:39] // 000000001A2C: 
	v_pk_add_f32 v[62:63], v[72:73], v[74:75] // 000000001A34: 
	v_pk_add_f32 v[64:65], v[80:81], v[82:83] // 000000001A3C: 
	v_pk_add_f32 v[60:61], v[60:61], v[62:63] // 000000001A44: 
	v_pk_add_f32 v[62:63], v[76:77], v[78:79] // 000000001A4C: 
	s_nop 0 // 000000001A54: 
	v_pk_add_f32 v[62:63], v[62:63], v[64:65] // 000000001A58: 
	s_nop 0 // 000000001A60: 
	v_pk_add_f32 v[60:61], v[60:61], v[62:63] // 000000001A64: 
	v_mov_b32_e32 v62, v52 // 000000001A6C: 
	v_mov_b32_e32 v63, v54 // 000000001A70: 
	v_mov_b32_e32 v54, v53 // 000000001A74: 
	v_pk_add_f32 v[52:53], v[62:63], v[54:55] // 000000001A78: 
	s_nop 1 // 000000001A80: 
	v_mov_b32_dpp v54, v52 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001A84: 7E6C02FA FF091834
	v_mov_b32_dpp v55, v53 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001A8C: 7E6E02FA FF091835
	v_pk_add_f32 v[52:53], v[54:55], v[52:53] // 000000001A94: 
	s_nop 1 // 000000001A9C: 
	v_mov_b32_dpp v54, v52 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AA0: 7E6C02FA FF091434
	v_mov_b32_dpp v55, v53 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AA8: 7E6E02FA FF091435
	v_pk_add_f32 v[52:53], v[54:55], v[52:53] // 000000001AB0: 
	s_nop 1 // 000000001AB8: 
	v_mov_b32_dpp v54, v52 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001ABC: 7E6C02FA FF091234
	v_mov_b32_dpp v55, v53 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AC4: 7E6E02FA FF091235
	v_pk_add_f32 v[52:53], v[54:55], v[52:53] // 000000001ACC: 
	s_nop 1 // 000000001AD4: 
	v_mov_b32_dpp v54, v52 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AD8: 7E6C02FA FF091134
	v_mov_b32_dpp v55, v53 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001AE0: 7E6E02FA FF091135
	v_pk_add_f32 v[52:53], v[54:55], v[52:53] // 000000001AE8: 
	s_nop 0 // 000000001AF0: 
	v_mov_b32_e32 v54, v52 // 000000001AF4: 
	v_mov_b32_e32 v55, v53 // 000000001AF8: 
	s_nop 0 // 000000001AFC: 
	v_mov_b32_dpp v54, v54 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001B00: 7E6C02FA AF094236
	v_mov_b32_dpp v55, v55 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001B08: 7E6E02FA AF094237
	v_pk_add_f32 v[52:53], v[54:55], v[52:53] // 000000001B10: 
	s_nop 1 // 000000001B18: 
	v_mov_b32_dpp v54, v52 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B1C: 7E6C02FA FF094334
	v_mov_b32_dpp v55, v53 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B24: 7E6E02FA FF094335
	v_pk_add_f32 v[52:53], v[54:55], v[52:53] // 000000001B2C: 
	s_nop 0 // 000000001B34: 
	v_readlane_b32 s2, v52, 63 // 000000001B38: 
	v_readlane_b32 s3, v53, 63 // 000000001B40: 
	v_mov_b32_e32 v52, v58 // 000000001B48: 
	v_mov_b32_e32 v53, v60 // 000000001B4C: 
	v_mov_b32_e32 v60, v59 // 000000001B50: 
	v_pk_add_f32 v[52:53], v[52:53], v[60:61] // 000000001B54: 
	s_nop 1 // 000000001B5C: 
	v_mov_b32_dpp v54, v52 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B60: 7E6C02FA FF091834
	v_mov_b32_dpp v55, v53 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B68: 7E6E02FA FF091835
	v_pk_add_f32 v[52:53], v[52:53], v[54:55] // 000000001B70: 
	s_nop 1 // 000000001B78: 
	v_mov_b32_dpp v54, v52 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B7C: 7E6C02FA FF091434
	v_mov_b32_dpp v55, v53 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B84: 7E6E02FA FF091435
	v_pk_add_f32 v[52:53], v[52:53], v[54:55] // 000000001B8C: 
	s_nop 1 // 000000001B94: 
	v_mov_b32_dpp v54, v52 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001B98: 7E6C02FA FF091234
	v_mov_b32_dpp v55, v53 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BA0: 7E6E02FA FF091235
	v_pk_add_f32 v[52:53], v[52:53], v[54:55] // 000000001BA8: 
	s_nop 1 // 000000001BB0: 
	v_mov_b32_dpp v54, v52 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BB4: 7E6C02FA FF091134
	v_mov_b32_dpp v55, v53 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BBC: 7E6E02FA FF091135
	v_pk_add_f32 v[52:53], v[52:53], v[54:55] // 000000001BC4: 
	s_nop 0 // 000000001BCC: 
	v_mov_b32_e32 v54, v52 // 000000001BD0: 
	v_mov_b32_e32 v55, v53 // 000000001BD4: 
	s_nop 0 // 000000001BD8: 
	v_mov_b32_dpp v54, v54 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001BDC: 7E6C02FA AF094236
	v_mov_b32_dpp v55, v55 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000001BE4: 7E6E02FA AF094237
	v_pk_add_f32 v[52:53], v[52:53], v[54:55] // 000000001BEC: 
	s_nop 1 // 000000001BF4: 
	v_mov_b32_dpp v54, v52 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001BF8: 7E6C02FA FF094334
	v_mov_b32_dpp v55, v53 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000001C00: 7E6E02FA FF094335
	v_pk_add_f32 v[52:53], v[52:53], v[54:55] // 000000001C08: 
	s_nop 0 // 000000001C10: 
	v_readlane_b32 s4, v52, 63 // 000000001C14: 
	v_readlane_b32 s5, v53, 63 // 000000001C1C: 
	v_mov_b32_e32 v52, s2 // 000000001C24: 
	v_mov_b32_e32 v53, s3 // 000000001C28: 
	v_mov_b32_e32 v54, s4 // 000000001C2C: 
	v_mov_b32_e32 v55, s5 // 000000001C30: 
	ds_write_b128 v93, v[52:55] // 000000001C34: 
	s_waitcnt lgkmcnt(0) // 000000001C3C: 
	s_barrier // 000000001C40: 
	ds_read_b128 v[52:55], v92 // 000000001C44: 
	s_waitcnt lgkmcnt(0) // 000000001C4C: 
	s_barrier // 000000001C50: 
	v_mov_b32_e32 v1, v53 // 000000001C54: 
	v_mov_b32_e32 v0, v52 // 000000001C58: 
	s_nop 0 // 000000001C5C: 
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001C60: 7E0202FA FF014101
	v_mov_b32_dpp v0, v0 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001C68: 7E0002FA FF014100
	s_nop 0 // 000000001C70: 
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001C74: 7E0202FA FF001B01
	v_add_f32_e32 v1, v53, v1 // 000000001C7C: 
	v_mov_b32_e32 v53, v55 // 000000001C80: 
	v_mov_b32_dpp v0, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001C84: 7E0002FA FF001B00
	v_add_f32_e32 v0, v52, v0 // 000000001C8C: 
	v_mov_b32_dpp v53, v53 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001C90: 7E6A02FA FF014135
	v_mov_b32_e32 v52, v54 // 000000001C98: 
	s_nop 0 // 000000001C9C: 
	v_mov_b32_dpp v53, v53 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001CA0: 7E6A02FA FF001B35
	v_add_f32_e32 v58, v55, v53 // 000000001CA8: 
	v_mov_b32_e32 v53, v0 // 000000001CAC: 
	v_mov_b32_dpp v52, v52 row_half_mirror row_mask:0xf bank_mask:0xf// 000000001CB0: 7E6802FA FF014134
	s_nop 0 // 000000001CB8: 
	v_mov_b32_dpp v53, v53 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001CBC: 7E6A02FA FF004E35
	v_add_f32_e32 v0, v0, v53 // 000000001CC4: 
	v_mov_b32_e32 v53, v0 // 000000001CC8: 
	v_mov_b32_dpp v52, v52 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000001CCC: 7E6802FA FF001B34
	v_add_f32_e32 v52, v54, v52 // 000000001CD4: 
	v_mov_b32_dpp v53, v53 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001CD8: 7E6A02FA FF00B135
	v_add_f32_e32 v0, v0, v53 // 000000001CE0: 
	v_mul_f32_e32 v0, 0x39000000, v0 // 000000001CE4: 
	v_pk_add_f32 v[64:65], v[14:15], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001CEC: D3B24240 4802010E
	v_pk_add_f32 v[66:67], v[16:17], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001CF4: D3B24242 48020110
	v_pk_add_f32 v[70:71], v[18:19], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001CFC: D3B24246 48020112
	v_pk_add_f32 v[68:69], v[20:21], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D04: D3B24244 48020114
	v_pk_add_f32 v[20:21], v[30:31], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D0C: D3B24214 4802011E
	v_pk_add_f32 v[14:15], v[34:35], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D14: D3B2420E 48020122
	v_pk_add_f32 v[16:17], v[40:41], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D1C: D3B24210 48020128
	v_pk_add_f32 v[18:19], v[50:51], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D24: D3B24212 48020132
	v_mov_b32_e32 v0, v1 // 000000001D2C: 
	s_nop 1 // 000000001D30: 
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001D34: 7E0002FA FF004E00
	v_add_f32_e32 v0, v1, v0 // 000000001D3C: 
	v_mov_b32_e32 v1, v0 // 000000001D40: 
	s_nop 1 // 000000001D44: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001D48: 7E0202FA FF00B101
	v_add_f32_e32 v0, v0, v1 // 000000001D50: 
	v_mul_f32_e32 v0, 0x39000000, v0 // 000000001D54: 
	v_pk_add_f32 v[24:25], v[24:25], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D5C: D3B24218 48020118
	v_pk_add_f32 v[26:27], v[26:27], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D64: D3B2421A 4802011A
	v_pk_add_f32 v[30:31], v[28:29], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D6C: D3B2421E 4802011C
	v_pk_add_f32 v[34:35], v[32:33], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D74: D3B24222 48020120
	v_pk_add_f32 v[40:41], v[36:37], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D7C: D3B24228 48020124
	v_pk_add_f32 v[28:29], v[44:45], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D84: D3B2421C 4802012C
	v_pk_add_f32 v[32:33], v[46:47], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D8C: D3B24220 4802012E
	v_pk_add_f32 v[36:37], v[48:49], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001D94: D3B24224 48020130
	v_mov_b32_e32 v0, v52 // 000000001D9C: 
	s_nop 1 // 000000001DA0: 
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001DA4: 7E0002FA FF004E00
	v_add_f32_e32 v0, v52, v0 // 000000001DAC: 
	v_mov_b32_e32 v1, v0 // 000000001DB0: 
	s_nop 1 // 000000001DB4: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001DB8: 7E0202FA FF00B101
	v_add_f32_e32 v0, v0, v1 // 000000001DC0: 
	v_mul_f32_e32 v0, 0x39000000, v0 // 000000001DC4: 
	v_pk_add_f32 v[44:45], v[2:3], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DCC: D3B2422C 48020102
	v_pk_add_f32 v[46:47], v[4:5], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DD4: D3B2422E 48020104
	v_pk_add_f32 v[50:51], v[6:7], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DDC: D3B24232 48020106
	v_pk_add_f32 v[54:55], v[8:9], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DE4: D3B24236 48020108
	v_pk_add_f32 v[60:61], v[10:11], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DEC: D3B2423C 4802010A
	v_pk_add_f32 v[48:49], v[22:23], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DF4: D3B24230 48020116
	v_pk_add_f32 v[52:53], v[42:43], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001DFC: D3B24234 4802012A
	v_pk_add_f32 v[56:57], v[56:57], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E04: D3B24238 48020138
	v_mov_b32_e32 v0, v58 // 000000001E0C: 
	v_pk_mul_f32 v[2:3], v[66:67], v[66:67] // 000000001E10: 
	v_pk_mul_f32 v[4:5], v[68:69], v[68:69] // 000000001E18: 
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000001E20: 7E0002FA FF004E00
	v_add_f32_e32 v0, v58, v0 // 000000001E28: 
	v_mov_b32_e32 v1, v0 // 000000001E2C: 
	v_pk_mul_f32 v[6:7], v[14:15], v[14:15] // 000000001E30: 
	s_nop 0 // 000000001E38: 
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000001E3C: 7E0202FA FF00B101
	v_add_f32_e32 v0, v0, v1 // 000000001E44: 
	v_mul_f32_e32 v0, 0x39000000, v0 // 000000001E48: 
	v_pk_add_f32 v[62:63], v[12:13], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E50: D3B2423E 4802010C
	v_pk_add_f32 v[58:59], v[38:39], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E58: D3B2423A 48020126
	v_pk_add_f32 v[42:43], v[72:73], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E60: D3B2422A 48020148
	v_pk_add_f32 v[38:39], v[74:75], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E68: D3B24226 4802014A
	v_pk_add_f32 v[22:23], v[76:77], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E70: D3B24216 4802014C
	v_pk_add_f32 v[12:13], v[78:79], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E78: D3B2420C 4802014E
	v_pk_add_f32 v[10:11], v[80:81], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E80: D3B2420A 48020150
	v_pk_add_f32 v[8:9], v[82:83], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]// 000000001E88: D3B24208 48020152
	v_pk_mul_f32 v[0:1], v[64:65], v[64:65] // 000000001E90: 
	v_pk_mul_f32 v[72:73], v[18:19], v[18:19] // 000000001E98: 
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000001EA0: 
	v_pk_mul_f32 v[2:3], v[70:71], v[70:71] // 000000001EA8: 
	v_pk_mul_f32 v[74:75], v[36:37], v[36:37] // 000000001EB0: 
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] // 000000001EB8: 
	v_pk_mul_f32 v[4:5], v[20:21], v[20:21] // 000000001EC0: 
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000001EC8: 
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] // 000000001ED0: 
	v_pk_mul_f32 v[6:7], v[16:17], v[16:17] // 000000001ED8: 
	v_pk_mul_f32 v[76:77], v[56:57], v[56:57] // 000000001EE0: 
	v_pk_add_f32 v[6:7], v[6:7], v[72:73] // 000000001EE8: 
	v_pk_mul_f32 v[72:73], v[28:29], v[28:29] // 000000001EF0: 
	v_pk_add_f32 v[2:3], v[4:5], v[6:7] // 000000001EF8: 
	v_pk_mul_f32 v[4:5], v[26:27], v[26:27] // 000000001F00: 
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000001F08: 
	v_pk_mul_f32 v[2:3], v[24:25], v[24:25] // 000000001F10: 
	v_pk_mul_f32 v[6:7], v[34:35], v[34:35] // 000000001F18: 
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] // 000000001F20: 
	v_pk_mul_f32 v[4:5], v[30:31], v[30:31] // 000000001F28: 
	v_pk_mul_f32 v[78:79], v[8:9], v[8:9] // 000000001F30: 
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] // 000000001F38: 
	v_pk_mul_f32 v[6:7], v[40:41], v[40:41] // 000000001F40: 
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] // 000000001F48: 
	v_pk_add_f32 v[6:7], v[6:7], v[72:73] // 000000001F50: 
	v_pk_mul_f32 v[72:73], v[32:33], v[32:33] // 000000001F58: 
	s_nop 0 // 000000001F60: 
	v_pk_add_f32 v[72:73], v[72:73], v[74:75] // 000000001F64: 
	v_pk_mul_f32 v[74:75], v[48:49], v[48:49] // 000000001F6C: 
	v_pk_add_f32 v[4:5], v[6:7], v[72:73] // 000000001F74: 
	v_pk_mul_f32 v[6:7], v[46:47], v[46:47] // 000000001F7C: 
	v_pk_add_f32 v[2:3], v[2:3], v[4:5] // 000000001F84: 
	v_pk_mul_f32 v[4:5], v[44:45], v[44:45] // 000000001F8C: 
	v_pk_mul_f32 v[72:73], v[54:55], v[54:55] // 000000001F94: 
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] // 000000001F9C: 
	v_pk_mul_f32 v[6:7], v[50:51], v[50:51] // 000000001FA4: 
	s_nop 0 // 000000001FAC: 
	v_pk_add_f32 v[6:7], v[6:7], v[72:73] // 000000001FB0: 
	v_pk_mul_f32 v[72:73], v[60:61], v[60:61] // 000000001FB8: 
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] // 000000001FC0: 
	v_pk_add_f32 v[72:73], v[72:73], v[74:75] // 000000001FC8: 
	v_pk_mul_f32 v[74:75], v[52:53], v[52:53] // 000000001FD0: 
	s_nop 0 // 000000001FD8: 
	v_pk_add_f32 v[74:75], v[74:75], v[76:77] // 000000001FDC: 
	v_pk_mul_f32 v[76:77], v[12:13], v[12:13] // 000000001FE4: 
	v_pk_add_f32 v[6:7], v[72:73], v[74:75] // 000000001FEC: 
	v_pk_mul_f32 v[72:73], v[58:59], v[58:59] // 000000001FF4: 
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] // 000000001FFC: 
	v_pk_mul_f32 v[6:7], v[62:63], v[62:63] // 000000002004: 
	v_pk_mul_f32 v[74:75], v[38:39], v[38:39] // 00000000200C: 
	v_pk_add_f32 v[6:7], v[6:7], v[72:73] // 000000002014: 
	v_pk_mul_f32 v[72:73], v[42:43], v[42:43] // 00000000201C: 
	s_nop 0 // 000000002024: 
	v_pk_add_f32 v[72:73], v[72:73], v[74:75] // 000000002028: 
	v_pk_mul_f32 v[74:75], v[22:23], v[22:23] // 000000002030: 
	v_pk_add_f32 v[6:7], v[6:7], v[72:73] // 000000002038: 
	v_pk_add_f32 v[74:75], v[74:75], v[76:77] // 000000002040: 
	v_pk_mul_f32 v[76:77], v[10:11], v[10:11] // 000000002048: 
	s_nop 0 // 000000002050: 
	v_pk_add_f32 v[76:77], v[76:77], v[78:79] // 000000002054: 
	s_nop 0 // 00000000205C: 
	v_pk_add_f32 v[72:73], v[74:75], v[76:77] // 000000002060: 
	s_nop 0 // 000000002068: 
	v_pk_add_f32 v[6:7], v[6:7], v[72:73] // 00000000206C: 
	v_mov_b32_e32 v72, v0 // 000000002074: 
	v_mov_b32_e32 v73, v2 // 000000002078: 
	v_mov_b32_e32 v2, v1 // 00000000207C: 
	v_pk_add_f32 v[0:1], v[72:73], v[2:3] // 000000002080: 
	s_nop 1 // 000000002088: 
	v_mov_b32_dpp v2, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000208C: 7E0402FA FF091800
	v_mov_b32_dpp v3, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002094: 7E0602FA FF091801
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 00000000209C: 
	s_nop 1 // 0000000020A4: 
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020A8: 7E0402FA FF091400
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020B0: 7E0602FA FF091401
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 0000000020B8: 
	s_nop 1 // 0000000020C0: 
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020C4: 7E0402FA FF091200
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020CC: 7E0602FA FF091201
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 0000000020D4: 
	s_nop 1 // 0000000020DC: 
	v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020E0: 7E0402FA FF091100
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000020E8: 7E0602FA FF091101
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 0000000020F0: 
	s_nop 0 // 0000000020F8: 
	v_mov_b32_e32 v2, v0 // 0000000020FC: 
	v_mov_b32_e32 v3, v1 // 000000002100: 
	s_nop 0 // 000000002104: 
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002108: 7E0402FA AF094202
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 000000002110: 7E0602FA AF094203
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002118: 
	s_nop 1 // 000000002120: 
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002124: 7E0402FA FF094300
	v_mov_b32_dpp v3, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000212C: 7E0602FA FF094301
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002134: 
	s_nop 0 // 00000000213C: 
	v_readlane_b32 s2, v0, 63 // 000000002140: 
	v_readlane_b32 s3, v1, 63 // 000000002148: 
	v_mov_b32_e32 v0, v4 // 000000002150: 
	v_mov_b32_e32 v1, v6 // 000000002154: 
	v_mov_b32_e32 v6, v5 // 000000002158: 
	v_pk_add_f32 v[0:1], v[0:1], v[6:7] // 00000000215C: 
	s_nop 1 // 000000002164: 
	v_mov_b32_dpp v2, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002168: 7E0402FA FF091800
	v_mov_b32_dpp v3, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002170: 7E0602FA FF091801
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002178: 
	s_nop 1 // 000000002180: 
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002184: 7E0402FA FF091400
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1// 00000000218C: 7E0602FA FF091401
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002194: 
	s_nop 1 // 00000000219C: 
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021A0: 7E0402FA FF091200
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021A8: 7E0602FA FF091201
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 0000000021B0: 
	s_nop 1 // 0000000021B8: 
	v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021BC: 7E0402FA FF091100
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1// 0000000021C4: 7E0602FA FF091101
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 0000000021CC: 
	s_nop 0 // 0000000021D4: 
	v_mov_b32_e32 v2, v0 // 0000000021D8: 
	v_mov_b32_e32 v3, v1 // 0000000021DC: 
	s_nop 0 // 0000000021E0: 
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000021E4: 7E0402FA AF094202
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1// 0000000021EC: 7E0602FA AF094203
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 0000000021F4: 
	s_nop 1 // 0000000021FC: 
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002200: 7E0402FA FF094300
	v_mov_b32_dpp v3, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1// 000000002208: 7E0602FA FF094301
	v_pk_add_f32 v[0:1], v[0:1], v[2:3] // 000000002210: 
	s_nop 0 // 000000002218: 
	v_readlane_b32 s4, v0, 63 // 00000000221C: 
	v_readlane_b32 s5, v1, 63 // 000000002224: 
	v_mov_b32_e32 v0, s2 // 00000000222C: 
	v_mov_b32_e32 v1, s3 // 000000002230: 
	v_mov_b32_e32 v2, s4 // 000000002234: 
	v_mov_b32_e32 v3, s5 // 000000002238: 
	ds_write_b128 v93, v[0:3] // 00000000223C: 
	s_waitcnt lgkmcnt(0) // 000000002244: 
	s_barrier // 000000002248: 
	buffer_load_dwordx4 v[80:83], v91, s[12:15], 0 offen // 00000000224C: 
	buffer_load_dwordx4 v[0:3], v90, s[12:15], 0 offen // 000000002254: 
	s_and_b32 s13, s7, 0xffff // 00000000225C: 
	s_mov_b32 s12, s6 // 000000002264: 
	buffer_load_dwordx4 v[4:7], v91, s[12:15], 0 offen // 000000002268: 
	ds_read_b128 v[92:95], v92 // 000000002270: 
	s_mov_b32 s2, 0x39000000 // 000000002278: 
	s_mov_b32 s6, 0x358637bd // 000000002280: 
	s_mov_b32 s4, 0x4b800000 // 000000002288: 
	s_waitcnt vmcnt(2) // 000000002290: 
	v_and_b32_e32 v79, 0xffff0000, v80 // 000000002294: 
	v_lshlrev_b32_e32 v78, 16, v80 // 00000000229C: 
	v_and_b32_e32 v77, 0xffff0000, v81 // 0000000022A0: 
	v_lshlrev_b32_e32 v76, 16, v81 // 0000000022A8: 
	v_and_b32_e32 v75, 0xffff0000, v82 // 0000000022AC: 
	v_lshlrev_b32_e32 v74, 16, v82 // 0000000022B4: 
	v_and_b32_e32 v73, 0xffff0000, v83 // 0000000022B8: 
	v_lshlrev_b32_e32 v72, 16, v83 // 0000000022C0: 
	buffer_load_dwordx4 v[80:83], v90, s[12:15], 0 offen // 0000000022C4: 
	s_waitcnt vmcnt(1) // 0000000022CC: 
	v_and_b32_e32 v97, 0xffff0000, v4 // 0000000022D0: 
	v_lshlrev_b32_e32 v96, 16, v4 // 0000000022D8: 
	v_and_b32_e32 v99, 0xffff0000, v5 // 0000000022DC: 
	v_lshlrev_b32_e32 v98, 16, v5 // 0000000022E4: 
	s_waitcnt lgkmcnt(0) // 0000000022E8: 
	v_mov_b32_e32 v4, v92 // 0000000022EC: 
	v_mov_b32_e32 v5, v93 // 0000000022F0: 
	v_and_b32_e32 v101, 0xffff0000, v6 // 0000000022F4: 
	v_mov_b32_dpp v4, v4 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000022FC: 7E0802FA FF014104
	v_mov_b32_dpp v5, v5 row_half_mirror row_mask:0xf bank_mask:0xf// 000000002304: 7E0A02FA FF014105
	v_lshlrev_b32_e32 v100, 16, v6 // 00000000230C: 
	v_mov_b32_dpp v4, v4 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002310: 7E0802FA FF001B04
	v_mov_b32_dpp v5, v5 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 000000002318: 7E0A02FA FF001B05
	v_pk_add_f32 v[4:5], v[92:93], v[4:5] // 000000002320: 
	v_and_b32_e32 v105, 0xffff0000, v7 // 000000002328: 
	v_mov_b32_e32 v92, v4 // 000000002330: 
	v_mov_b32_e32 v93, v5 // 000000002334: 
	v_lshlrev_b32_e32 v104, 16, v7 // 000000002338: 
	v_mov_b32_dpp v92, v92 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 00000000233C: 7EB802FA FF004E5C
	v_mov_b32_dpp v93, v93 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 000000002344: 7EBA02FA FF004E5D
	v_pk_add_f32 v[4:5], v[4:5], v[92:93] // 00000000234C: 
	s_add_u32 s12, s10, s0 // 000000002354: 
	v_mov_b32_e32 v92, v4 // 000000002358: 
	v_mov_b32_e32 v93, v5 // 00000000235C: 
	s_addc_u32 s0, s11, s1 // 000000002360: 
	v_mov_b32_dpp v92, v92 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002364: 7EB802FA FF00B15C
	v_mov_b32_dpp v93, v93 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 00000000236C: 7EBA02FA FF00B15D
	v_pk_add_f32 v[4:5], v[4:5], v[92:93] // 000000002374: 
	s_and_b32 s13, s0, 0xffff // 00000000237C: 
	v_pk_mul_f32 v[4:5], v[4:5], s[2:3] op_sel_hi:[1,0] // 000000002384: 
	s_mov_b32 s3, 0x800000 // 00000000238C: 
	v_pk_add_f32 v[92:93], v[4:5], s[6:7] op_sel_hi:[1,0] // 000000002394: 
	s_movk_i32 s7, 0x7fff // 00000000239C: 
	v_pk_mul_f32 v[102:103], v[92:93], s[4:5] op_sel_hi:[1,0] // 0000000023A0: 
	v_cmp_gt_f32_e32 vcc, s3, v92 // 0000000023A8: 
	s_mov_b32 s5, 0x5040100 // 0000000023AC: 
	s_waitcnt vmcnt(0) // 0000000023B4: 
	v_and_b32_e32 v107, 0xffff0000, v83 // 0000000023B8: 
	v_cndmask_b32_e32 v4, v92, v102, vcc // 0000000023C0: 
	v_rsq_f32_e32 v4, v4 // 0000000023C4: 
	v_lshlrev_b32_e32 v106, 16, v83 // 0000000023C8: 
	v_mul_f32_e32 v5, 0x45800000, v4 // 0000000023CC: 
	v_cndmask_b32_e32 v92, v4, v5, vcc // 0000000023D4: 
	v_pk_mul_f32 v[4:5], v[70:71], v[92:93] op_sel_hi:[1,0] // 0000000023D8: 
	v_pk_mul_f32 v[64:65], v[64:65], v[92:93] op_sel_hi:[1,0] // 0000000023E0: 
	v_pk_mul_f32 v[4:5], v[4:5], v[74:75] // 0000000023E8: 
	v_pk_mul_f32 v[64:65], v[64:65], v[78:79] // 0000000023F0: 
	v_pk_add_f32 v[4:5], v[4:5], v[100:101] // 0000000023F8: 
	v_pk_add_f32 v[64:65], v[64:65], v[96:97] // 000000002400: 
	v_bfe_u32 v6, v5, 16, 1 // 000000002408: 
	v_add3_u32 v70, v5, v6, s7 // 000000002410: 
	v_bfe_u32 v6, v4, 16, 1 // 000000002418: 
	v_add3_u32 v71, v4, v6, s7 // 000000002420: 
	v_pk_mul_f32 v[6:7], v[68:69], v[92:93] op_sel_hi:[1,0] // 000000002428: 
	v_lshrrev_b32_e32 v71, 16, v71 // 000000002430: 
	v_pk_mul_f32 v[6:7], v[6:7], v[72:73] // 000000002434: 
	v_lshrrev_b32_e32 v70, 16, v70 // 00000000243C: 
	v_pk_add_f32 v[6:7], v[6:7], v[104:105] // 000000002440: 
	v_pk_mul_f32 v[108:109], v[16:17], v[92:93] op_sel_hi:[1,0]// 000000002448: D3B1406C 0802B910
	v_bfe_u32 v68, v7, 16, 1 // 000000002450: 
	v_bfe_u32 v69, v6, 16, 1 // 000000002458: 
	v_add3_u32 v68, v7, v68, s7 // 000000002460: 
	v_add3_u32 v69, v6, v69, s7 // 000000002468: 
	v_lshrrev_b32_e32 v69, 16, v69 // 000000002470: 
	v_lshrrev_b32_e32 v102, 16, v68 // 000000002474: 
	v_mov_b32_e32 v68, 0x7fff // 000000002478: 
	v_cmp_o_f32_e32 vcc, v6, v6 // 000000002480: 
	s_nop 1 // 000000002484: 
	v_cndmask_b32_e32 v6, v68, v69, vcc // 000000002488: 
	v_cmp_o_f32_e32 vcc, v7, v7 // 00000000248C: 
	s_nop 1 // 000000002490: 
	v_cndmask_b32_e32 v7, v68, v102, vcc // 000000002494: 
	v_cmp_o_f32_e32 vcc, v4, v4 // 000000002498: 
	v_perm_b32 v7, v7, v6, s5 // 00000000249C: 
	s_nop 0 // 0000000024A4: 
	v_cndmask_b32_e32 v4, v68, v71, vcc // 0000000024A8: 
	v_cmp_o_f32_e32 vcc, v5, v5 // 0000000024AC: 
	v_and_b32_e32 v71, 0xffff0000, v2 // 0000000024B0: 
	s_nop 0 // 0000000024B8: 
	v_cndmask_b32_e32 v5, v68, v70, vcc // 0000000024BC: 
	v_perm_b32 v6, v5, v4, s5 // 0000000024C0: 
	v_pk_mul_f32 v[4:5], v[66:67], v[92:93] op_sel_hi:[1,0] // 0000000024C8: 
	v_lshlrev_b32_e32 v70, 16, v2 // 0000000024D0: 
	v_pk_mul_f32 v[4:5], v[4:5], v[76:77] // 0000000024D4: 
	v_lshlrev_b32_e32 v2, 16, v81 // 0000000024DC: 
	v_pk_add_f32 v[4:5], v[4:5], v[98:99] // 0000000024E0: 
	s_nop 0 // 0000000024E8: 
	v_bfe_u32 v67, v4, 16, 1 // 0000000024EC: 
	v_bfe_u32 v66, v5, 16, 1 // 0000000024F4: 
	v_add3_u32 v67, v4, v67, s7 // 0000000024FC: 
	v_add3_u32 v66, v5, v66, s7 // 000000002504: 
	v_lshrrev_b32_e32 v67, 16, v67 // 00000000250C: 
	v_cmp_o_f32_e32 vcc, v4, v4 // 000000002510: 
	v_lshrrev_b32_e32 v66, 16, v66 // 000000002514: 
	s_nop 0 // 000000002518: 
	v_cndmask_b32_e32 v4, v68, v67, vcc // 00000000251C: 
	v_cmp_o_f32_e32 vcc, v5, v5 // 000000002520: 
	v_and_b32_e32 v67, 0xffff0000, v1 // 000000002524: 
	s_nop 0 // 00000000252C: 
	v_cndmask_b32_e32 v5, v68, v66, vcc // 000000002530: 
	v_bfe_u32 v66, v64, 16, 1 // 000000002534: 
	v_perm_b32 v5, v5, v4, s5 // 00000000253C: 
	v_bfe_u32 v4, v65, 16, 1 // 000000002544: 
	v_add3_u32 v66, v64, v66, s7 // 00000000254C: 
	v_add3_u32 v4, v65, v4, s7 // 000000002554: 
	v_lshrrev_b32_e32 v66, 16, v66 // 00000000255C: 
	v_cmp_o_f32_e32 vcc, v64, v64 // 000000002560: 
	v_lshrrev_b32_e32 v4, 16, v4 // 000000002564: 
	s_nop 0 // 000000002568: 
	v_cndmask_b32_e32 v64, v68, v66, vcc // 00000000256C: 
	v_cmp_o_f32_e32 vcc, v65, v65 // 000000002570: 
	v_and_b32_e32 v65, 0xffff0000, v0 // 000000002574: 
	v_lshlrev_b32_e32 v66, 16, v1 // 00000000257C: 
	v_cndmask_b32_e32 v4, v68, v4, vcc // 000000002580: 
	v_perm_b32 v4, v4, v64, s5 // 000000002584: 
	buffer_store_dwordx4 v[4:7], v91, s[12:15], 0 offen // 00000000258C: 
	v_cmp_gt_f32_e32 vcc, s3, v93 // 000000002594: 
	v_lshlrev_b32_e32 v64, 16, v0 // 000000002598: 
	v_mov_b32_e32 v4, v94 // 00000000259C: 
	v_mov_b32_e32 v5, v95 // 0000000025A0: 
	v_cndmask_b32_e32 v69, v93, v103, vcc // 0000000025A4: 
	v_mov_b32_dpp v4, v4 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000025A8: 7E0802FA FF014104
	v_mov_b32_dpp v5, v5 row_half_mirror row_mask:0xf bank_mask:0xf// 0000000025B0: 7E0A02FA FF014105
	v_and_b32_e32 v1, 0xffff0000, v80 // 0000000025B8: 
	v_mov_b32_dpp v4, v4 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000025C0: 7E0802FA FF001B04
	v_mov_b32_dpp v5, v5 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf// 0000000025C8: 7E0A02FA FF001B05
	v_pk_add_f32 v[4:5], v[94:95], v[4:5] // 0000000025D0: 
	v_and_b32_e32 v95, 0xffff0000, v3 // 0000000025D8: 
	v_mov_b32_e32 v6, v4 // 0000000025E0: 
	v_mov_b32_e32 v7, v5 // 0000000025E4: 
	v_lshlrev_b32_e32 v94, 16, v3 // 0000000025E8: 
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000025EC: 7E0C02FA FF004E06
	v_mov_b32_dpp v7, v7 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf// 0000000025F4: 7E0E02FA FF004E07
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] // 0000000025FC: 
	v_lshlrev_b32_e32 v0, 16, v80 // 000000002604: 
	v_mov_b32_e32 v6, v4 // 000000002608: 
	v_mov_b32_e32 v7, v5 // 00000000260C: 
	v_and_b32_e32 v3, 0xffff0000, v81 // 000000002610: 
	v_mov_b32_dpp v6, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002618: 7E0C02FA FF00B106
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf// 000000002620: 7E0E02FA FF00B107
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] // 000000002628: 
	v_and_b32_e32 v81, 0xffff0000, v82 // 000000002630: 
	v_pk_mul_f32 v[4:5], v[4:5], s[2:3] op_sel_hi:[1,0] // 000000002638: 
	v_lshlrev_b32_e32 v80, 16, v82 // 000000002640: 
	v_pk_add_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0] // 000000002644: 
	v_pk_mul_f32 v[82:83], v[20:21], v[92:93] op_sel_hi:[1,0] // 00000000264C: 
	v_pk_mul_f32 v[6:7], v[4:5], s[4:5] op_sel_hi:[1,0] // 000000002654: 
	v_cmp_gt_f32_e64 s[0:1], s3, v5 // 00000000265C: 
	v_cmp_gt_f32_e64 s[2:3], s3, v4 // 000000002664: 
	v_pk_mul_f32 v[102:103], v[14:15], v[92:93] op_sel_hi:[1,0]// 00000000266C: D3B14066 0802B90E
	v_cndmask_b32_e64 v5, v5, v7, s[0:1] // 000000002674: 
	v_cndmask_b32_e64 v91, v4, v6, s[2:3] // 00000000267C: 
	v_rsq_f32_e32 v4, v69 // 000000002684: 
	v_rsq_f32_e32 v20, v91 // 000000002688: 
	v_pk_mul_f32 v[92:93], v[18:19], v[92:93] op_sel_hi:[1,0] // 00000000268C: 
	v_mul_f32_e32 v6, 0x45800000, v4 // 000000002694: 
	v_cndmask_b32_e32 v4, v4, v6, vcc // 00000000269C: 
	v_pk_mul_f32 v[6:7], v[24:25], v[4:5] op_sel_hi:[1,0] // 0000000026A0: 
	v_pk_mul_f32 v[14:15], v[26:27], v[4:5] op_sel_hi:[1,0] // 0000000026A8: 
	v_pk_mul_f32 v[16:17], v[30:31], v[4:5] op_sel_hi:[1,0] // 0000000026B0: 
	v_pk_mul_f32 v[18:19], v[34:35], v[4:5] op_sel_hi:[1,0] // 0000000026B8: 
	v_pk_mul_f32 v[26:27], v[40:41], v[4:5] op_sel_hi:[1,0] // 0000000026C0: 
	v_pk_mul_f32 v[34:35], v[28:29], v[4:5] op_sel_hi:[1,0] // 0000000026C8: 
	v_pk_mul_f32 v[32:33], v[32:33], v[4:5] op_sel_hi:[1,0] // 0000000026D0: 
	v_pk_mul_f32 v[36:37], v[36:37], v[4:5] op_sel_hi:[1,0] // 0000000026D8: 
	v_mul_f32_e32 v4, 0x45800000, v20 // 0000000026E0: 
	v_cndmask_b32_e64 v4, v20, v4, s[2:3] // 0000000026E8: 
	v_pk_mul_f32 v[20:21], v[44:45], v[4:5] op_sel_hi:[1,0] // 0000000026F0: 
	v_pk_mul_f32 v[24:25], v[46:47], v[4:5] op_sel_hi:[1,0] // 0000000026F8: 
	v_pk_mul_f32 v[28:29], v[50:51], v[4:5] op_sel_hi:[1,0] // 000000002700: 
	v_pk_mul_f32 v[30:31], v[54:55], v[4:5] op_sel_hi:[1,0] // 000000002708: 
	v_pk_mul_f32 v[40:41], v[60:61], v[4:5] op_sel_hi:[1,0] // 000000002710: 
	v_rsq_f32_e32 v5, v5 // 000000002718: 
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65] // 00000000271C: 
	v_pk_mul_f32 v[44:45], v[48:49], v[4:5] op_sel_hi:[1,0] // 000000002724: 
	v_pk_mul_f32 v[46:47], v[52:53], v[4:5] op_sel_hi:[1,0] // 00000000272C: 
	v_pk_mul_f32 v[48:49], v[56:57], v[4:5] op_sel_hi:[1,0] // 000000002734: 
	v_mul_f32_e32 v4, 0x45800000, v5 // 00000000273C: 
	v_cndmask_b32_e64 v50, v5, v4, s[0:1] // 000000002744: 
	v_pk_mul_f32 v[4:5], v[6:7], v[78:79] // 00000000274C: 
	v_pk_mul_f32 v[6:7], v[20:21], v[78:79] // 000000002754: 
	v_pk_mul_f32 v[20:21], v[62:63], v[50:51] op_sel_hi:[1,0] // 00000000275C: 
	v_pk_add_f32 v[54:55], v[4:5], v[96:97] // 000000002764: 
	v_pk_mul_f32 v[52:53], v[20:21], v[78:79] // 00000000276C: 
	v_pk_add_f32 v[20:21], v[6:7], v[96:97] // 000000002774: 
	v_pk_mul_f32 v[6:7], v[14:15], v[76:77] // 00000000277C: 
	v_pk_mul_f32 v[14:15], v[24:25], v[76:77] // 000000002784: 
	v_pk_mul_f32 v[24:25], v[58:59], v[50:51] op_sel_hi:[1,0] // 00000000278C: 
	v_pk_add_f32 v[4:5], v[52:53], v[96:97] // 000000002794: 
	v_pk_mul_f32 v[52:53], v[24:25], v[76:77] // 00000000279C: 
	v_pk_add_f32 v[24:25], v[14:15], v[98:99] // 0000000027A4: 
	v_pk_mul_f32 v[14:15], v[16:17], v[74:75] // 0000000027AC: 
	v_pk_mul_f32 v[16:17], v[28:29], v[74:75] // 0000000027B4: 
	v_pk_mul_f32 v[28:29], v[42:43], v[50:51] op_sel_hi:[1,0] // 0000000027BC: 
	v_pk_mul_f32 v[22:23], v[22:23], v[50:51] op_sel_hi:[1,0] // 0000000027C4: 
	v_pk_mul_f32 v[42:43], v[28:29], v[74:75] // 0000000027CC: 
	v_pk_add_f32 v[28:29], v[16:17], v[100:101] // 0000000027D4: 
	v_pk_mul_f32 v[16:17], v[18:19], v[72:73] // 0000000027DC: 
	v_pk_mul_f32 v[18:19], v[30:31], v[72:73] // 0000000027E4: 
	v_pk_mul_f32 v[30:31], v[38:39], v[50:51] op_sel_hi:[1,0] // 0000000027EC: 
	v_pk_add_f32 v[56:57], v[6:7], v[98:99] // 0000000027F4: 
	v_pk_mul_f32 v[38:39], v[30:31], v[72:73] // 0000000027FC: 
	v_pk_add_f32 v[6:7], v[52:53], v[98:99] // 000000002804: 
	v_pk_add_f32 v[52:53], v[14:15], v[100:101] // 00000000280C: 
	v_pk_add_f32 v[14:15], v[42:43], v[100:101] // 000000002814: 
	v_pk_add_f32 v[42:43], v[16:17], v[104:105] // 00000000281C: 
	v_pk_add_f32 v[30:31], v[18:19], v[104:105] // 000000002824: 
	v_pk_add_f32 v[16:17], v[38:39], v[104:105] // 00000000282C: 
	v_pk_mul_f32 v[18:19], v[82:83], v[64:65] // 000000002834: 
	v_pk_mul_f32 v[38:39], v[40:41], v[64:65] // 00000000283C: 
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65] // 000000002844: 
	v_pk_add_f32 v[58:59], v[26:27], v[0:1] // 00000000284C: 
	v_pk_mul_f32 v[26:27], v[34:35], v[66:67] // 000000002854: 
	v_pk_mul_f32 v[12:13], v[12:13], v[50:51] op_sel_hi:[1,0] // 00000000285C: 
	v_pk_add_f32 v[40:41], v[18:19], v[0:1] // 000000002864: 
	v_pk_add_f32 v[18:19], v[38:39], v[0:1] // 00000000286C: 
	v_pk_add_f32 v[0:1], v[22:23], v[0:1] // 000000002874: 
	v_pk_mul_f32 v[22:23], v[102:103], v[66:67] // 00000000287C: 
	v_pk_mul_f32 v[34:35], v[44:45], v[66:67] // 000000002884: 
	v_pk_mul_f32 v[38:39], v[12:13], v[66:67] // 00000000288C: 
	v_pk_add_f32 v[60:61], v[26:27], v[2:3] // 000000002894: 
	v_pk_mul_f32 v[26:27], v[32:33], v[70:71] // 00000000289C: 
	v_pk_add_f32 v[44:45], v[22:23], v[2:3] // 0000000028A4: 
	v_pk_add_f32 v[12:13], v[34:35], v[2:3] // 0000000028AC: 
	v_pk_add_f32 v[2:3], v[38:39], v[2:3] // 0000000028B4: 
	v_pk_mul_f32 v[22:23], v[108:109], v[70:71] // 0000000028BC: 
	v_pk_mul_f32 v[32:33], v[46:47], v[70:71] // 0000000028C4: 
	v_pk_add_f32 v[38:39], v[26:27], v[80:81] // 0000000028CC: 
	v_pk_mul_f32 v[26:27], v[92:93], v[94:95] // 0000000028D4: 
	v_pk_add_f32 v[34:35], v[22:23], v[80:81] // 0000000028DC: 
	v_pk_add_f32 v[22:23], v[32:33], v[80:81] // 0000000028E4: 
	v_pk_mul_f32 v[32:33], v[36:37], v[94:95] // 0000000028EC: 
	v_pk_mul_f32 v[36:37], v[48:49], v[94:95] // 0000000028F4: 
	v_pk_add_f32 v[46:47], v[26:27], v[106:107] // 0000000028FC: 
	v_pk_add_f32 v[26:27], v[36:37], v[106:107] // 000000002904: 
	v_bfe_u32 v37, v46, 16, 1 // 00000000290C: 
	v_bfe_u32 v36, v47, 16, 1 // 000000002914: 
	v_add3_u32 v37, v46, v37, s7 // 00000000291C: 
	v_pk_add_f32 v[48:49], v[32:33], v[106:107] // 000000002924: 
	v_bfe_u32 v33, v34, 16, 1 // 00000000292C: 
	v_add3_u32 v36, v47, v36, s7 // 000000002934: 
	v_lshrrev_b32_e32 v37, 16, v37 // 00000000293C: 
	v_cmp_o_f32_e32 vcc, v46, v46 // 000000002940: 
	v_bfe_u32 v32, v35, 16, 1 // 000000002944: 
	v_add3_u32 v33, v34, v33, s7 // 00000000294C: 
	v_lshrrev_b32_e32 v36, 16, v36 // 000000002954: 
	v_cndmask_b32_e32 v37, v68, v37, vcc // 000000002958: 
	v_cmp_o_f32_e32 vcc, v47, v47 // 00000000295C: 
	v_add3_u32 v32, v35, v32, s7 // 000000002960: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000002968: 
	v_cndmask_b32_e32 v36, v68, v36, vcc // 00000000296C: 
	v_cmp_o_f32_e32 vcc, v34, v34 // 000000002970: 
	v_lshrrev_b32_e32 v32, 16, v32 // 000000002974: 
	v_pk_mul_f32 v[8:9], v[8:9], v[50:51] op_sel_hi:[1,0] // 000000002978: 
	v_cndmask_b32_e32 v33, v68, v33, vcc // 000000002980: 
	v_cmp_o_f32_e32 vcc, v35, v35 // 000000002984: 
	v_perm_b32 v35, v36, v37, s5 // 000000002988: 
	v_bfe_u32 v36, v40, 16, 1 // 000000002990: 
	v_cndmask_b32_e32 v32, v68, v32, vcc // 000000002998: 
	v_perm_b32 v34, v32, v33, s5 // 00000000299C: 
	v_bfe_u32 v33, v44, 16, 1 // 0000000029A4: 
	v_bfe_u32 v32, v45, 16, 1 // 0000000029AC: 
	v_add3_u32 v33, v44, v33, s7 // 0000000029B4: 
	v_add3_u32 v32, v45, v32, s7 // 0000000029BC: 
	v_lshrrev_b32_e32 v33, 16, v33 // 0000000029C4: 
	v_cmp_o_f32_e32 vcc, v44, v44 // 0000000029C8: 
	v_lshrrev_b32_e32 v32, 16, v32 // 0000000029CC: 
	v_add3_u32 v36, v40, v36, s7 // 0000000029D0: 
	v_cndmask_b32_e32 v33, v68, v33, vcc // 0000000029D8: 
	v_cmp_o_f32_e32 vcc, v45, v45 // 0000000029DC: 
	v_lshrrev_b32_e32 v36, 16, v36 // 0000000029E0: 
	v_bfe_u32 v37, v57, 16, 1 // 0000000029E4: 
	v_cndmask_b32_e32 v32, v68, v32, vcc // 0000000029EC: 
	v_perm_b32 v33, v32, v33, s5 // 0000000029F0: 
	v_bfe_u32 v32, v41, 16, 1 // 0000000029F8: 
	v_add3_u32 v32, v41, v32, s7 // 000000002A00: 
	v_cmp_o_f32_e32 vcc, v40, v40 // 000000002A08: 
	v_lshrrev_b32_e32 v32, 16, v32 // 000000002A0C: 
	v_bfe_u32 v40, v54, 16, 1 // 000000002A10: 
	v_cndmask_b32_e32 v36, v68, v36, vcc // 000000002A18: 
	v_cmp_o_f32_e32 vcc, v41, v41 // 000000002A1C: 
	v_add3_u32 v37, v57, v37, s7 // 000000002A20: 
	v_lshrrev_b32_e32 v37, 16, v37 // 000000002A28: 
	v_cndmask_b32_e32 v32, v68, v32, vcc // 000000002A2C: 
	v_perm_b32 v32, v32, v36, s5 // 000000002A30: 
	buffer_store_dwordx4 v[32:35], v90, s[12:15], 0 offen // 000000002A38: 
	v_cmp_o_f32_e32 vcc, v42, v42 // 000000002A40: 
	v_bfe_u32 v36, v56, 16, 1 // 000000002A44: 
	v_bfe_u32 v32, v42, 16, 1 // 000000002A4C: 
	v_bfe_u32 v33, v43, 16, 1 // 000000002A54: 
	v_add3_u32 v32, v42, v32, s7 // 000000002A5C: 
	v_bfe_u32 v34, v52, 16, 1 // 000000002A64: 
	v_add3_u32 v33, v43, v33, s7 // 000000002A6C: 
	v_lshrrev_b32_e32 v32, 16, v32 // 000000002A74: 
	v_bfe_u32 v35, v53, 16, 1 // 000000002A78: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000002A80: 
	v_add3_u32 v34, v52, v34, s7 // 000000002A84: 
	v_cndmask_b32_e32 v32, v68, v32, vcc // 000000002A8C: 
	v_cmp_o_f32_e32 vcc, v43, v43 // 000000002A90: 
	v_add3_u32 v35, v53, v35, s7 // 000000002A94: 
	v_lshrrev_b32_e32 v34, 16, v34 // 000000002A9C: 
	v_cndmask_b32_e32 v33, v68, v33, vcc // 000000002AA0: 
	v_cmp_o_f32_e32 vcc, v52, v52 // 000000002AA4: 
	v_lshrrev_b32_e32 v41, 16, v35 // 000000002AA8: 
	v_perm_b32 v35, v33, v32, s5 // 000000002AAC: 
	v_cndmask_b32_e32 v32, v68, v34, vcc // 000000002AB4: 
	v_cmp_o_f32_e32 vcc, v53, v53 // 000000002AB8: 
	v_add3_u32 v36, v56, v36, s7 // 000000002ABC: 
	v_lshrrev_b32_e32 v36, 16, v36 // 000000002AC4: 
	v_cndmask_b32_e32 v33, v68, v41, vcc // 000000002AC8: 
	v_perm_b32 v34, v33, v32, s5 // 000000002ACC: 
	v_add3_u32 v33, v54, v40, s7 // 000000002AD4: 
	v_cmp_o_f32_e32 vcc, v56, v56 // 000000002ADC: 
	v_bfe_u32 v32, v55, 16, 1 // 000000002AE0: 
	v_lshrrev_b32_e32 v40, 16, v33 // 000000002AE8: 
	v_cndmask_b32_e32 v33, v68, v36, vcc // 000000002AEC: 
	v_cmp_o_f32_e32 vcc, v57, v57 // 000000002AF0: 
	v_add3_u32 v32, v55, v32, s7 // 000000002AF4: 
	v_lshrrev_b32_e32 v32, 16, v32 // 000000002AFC: 
	v_cndmask_b32_e32 v36, v68, v37, vcc // 000000002B00: 
	v_cmp_o_f32_e32 vcc, v54, v54 // 000000002B04: 
	v_perm_b32 v33, v36, v33, s5 // 000000002B08: 
	v_bfe_u32 v37, v61, 16, 1 // 000000002B10: 
	v_cndmask_b32_e32 v36, v68, v40, vcc // 000000002B18: 
	v_cmp_o_f32_e32 vcc, v55, v55 // 000000002B1C: 
	v_bfe_u32 v40, v58, 16, 1 // 000000002B20: 
	v_add3_u32 v37, v61, v37, s7 // 000000002B28: 
	v_cndmask_b32_e32 v32, v68, v32, vcc // 000000002B30: 
	v_perm_b32 v32, v32, v36, s5 // 000000002B34: 
	buffer_store_dwordx4 v[32:35], v89, s[12:15], 0 offen // 000000002B3C: 
	v_cmp_o_f32_e32 vcc, v48, v48 // 000000002B44: 
	v_bfe_u32 v36, v60, 16, 1 // 000000002B48: 
	v_bfe_u32 v32, v48, 16, 1 // 000000002B50: 
	v_bfe_u32 v33, v49, 16, 1 // 000000002B58: 
	v_add3_u32 v32, v48, v32, s7 // 000000002B60: 
	v_bfe_u32 v34, v38, 16, 1 // 000000002B68: 
	v_add3_u32 v33, v49, v33, s7 // 000000002B70: 
	v_lshrrev_b32_e32 v32, 16, v32 // 000000002B78: 
	v_bfe_u32 v35, v39, 16, 1 // 000000002B7C: 
	v_add3_u32 v34, v38, v34, s7 // 000000002B84: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000002B8C: 
	v_cndmask_b32_e32 v32, v68, v32, vcc // 000000002B90: 
	v_cmp_o_f32_e32 vcc, v49, v49 // 000000002B94: 
	v_add3_u32 v35, v39, v35, s7 // 000000002B98: 
	v_lshrrev_b32_e32 v34, 16, v34 // 000000002BA0: 
	v_cndmask_b32_e32 v33, v68, v33, vcc // 000000002BA4: 
	v_cmp_o_f32_e32 vcc, v38, v38 // 000000002BA8: 
	v_add3_u32 v36, v60, v36, s7 // 000000002BAC: 
	v_lshrrev_b32_e32 v42, 16, v35 // 000000002BB4: 
	v_perm_b32 v35, v33, v32, s5 // 000000002BB8: 
	v_cndmask_b32_e32 v32, v68, v34, vcc // 000000002BC0: 
	v_cmp_o_f32_e32 vcc, v39, v39 // 000000002BC4: 
	v_lshrrev_b32_e32 v36, 16, v36 // 000000002BC8: 
	v_bfe_u32 v41, v59, 16, 1 // 000000002BCC: 
	v_cndmask_b32_e32 v33, v68, v42, vcc // 000000002BD4: 
	v_cmp_o_f32_e32 vcc, v60, v60 // 000000002BD8: 
	v_add3_u32 v40, v58, v40, s7 // 000000002BDC: 
	v_lshrrev_b32_e32 v37, 16, v37 // 000000002BE4: 
	v_perm_b32 v34, v33, v32, s5 // 000000002BE8: 
	v_cndmask_b32_e32 v32, v68, v36, vcc // 000000002BF0: 
	v_cmp_o_f32_e32 vcc, v61, v61 // 000000002BF4: 
	v_add3_u32 v41, v59, v41, s7 // 000000002BF8: 
	v_lshrrev_b32_e32 v40, 16, v40 // 000000002C00: 
	v_cndmask_b32_e32 v33, v68, v37, vcc // 000000002C04: 
	v_cmp_o_f32_e32 vcc, v58, v58 // 000000002C08: 
	v_lshrrev_b32_e32 v41, 16, v41 // 000000002C0C: 
	v_perm_b32 v33, v33, v32, s5 // 000000002C10: 
	v_cndmask_b32_e32 v32, v68, v40, vcc // 000000002C18: 
	v_cmp_o_f32_e32 vcc, v59, v59 // 000000002C1C: 
	v_bfe_u32 v37, v25, 16, 1 // 000000002C20: 
	v_bfe_u32 v38, v20, 16, 1 // 000000002C28: 
	v_cndmask_b32_e32 v36, v68, v41, vcc // 000000002C30: 
	v_perm_b32 v32, v36, v32, s5 // 000000002C34: 
	buffer_store_dwordx4 v[32:35], v88, s[12:15], 0 offen // 000000002C3C: 
	v_cmp_o_f32_e32 vcc, v30, v30 // 000000002C44: 
	v_bfe_u32 v36, v24, 16, 1 // 000000002C48: 
	v_bfe_u32 v32, v30, 16, 1 // 000000002C50: 
	v_bfe_u32 v33, v31, 16, 1 // 000000002C58: 
	v_add3_u32 v32, v30, v32, s7 // 000000002C60: 
	v_bfe_u32 v34, v28, 16, 1 // 000000002C68: 
	v_add3_u32 v33, v31, v33, s7 // 000000002C70: 
	v_lshrrev_b32_e32 v32, 16, v32 // 000000002C78: 
	v_bfe_u32 v35, v29, 16, 1 // 000000002C7C: 
	v_add3_u32 v34, v28, v34, s7 // 000000002C84: 
	v_lshrrev_b32_e32 v33, 16, v33 // 000000002C8C: 
	v_cndmask_b32_e32 v30, v68, v32, vcc // 000000002C90: 
	v_cmp_o_f32_e32 vcc, v31, v31 // 000000002C94: 
	v_add3_u32 v35, v29, v35, s7 // 000000002C98: 
	v_lshrrev_b32_e32 v34, 16, v34 // 000000002CA0: 
	v_cndmask_b32_e32 v31, v68, v33, vcc // 000000002CA4: 
	v_cmp_o_f32_e32 vcc, v28, v28 // 000000002CA8: 
	v_add3_u32 v36, v24, v36, s7 // 000000002CAC: 
	v_lshrrev_b32_e32 v35, 16, v35 // 000000002CB4: 
	v_cndmask_b32_e32 v28, v68, v34, vcc // 000000002CB8: 
	v_cmp_o_f32_e32 vcc, v29, v29 // 000000002CBC: 
	v_add3_u32 v37, v25, v37, s7 // 000000002CC0: 
	v_lshrrev_b32_e32 v36, 16, v36 // 000000002CC8: 
	v_cndmask_b32_e32 v29, v68, v35, vcc // 000000002CCC: 
	v_cmp_o_f32_e32 vcc, v24, v24 // 000000002CD0: 
	v_bfe_u32 v39, v21, 16, 1 // 000000002CD4: 
	v_add3_u32 v38, v20, v38, s7 // 000000002CDC: 
	v_lshrrev_b32_e32 v37, 16, v37 // 000000002CE4: 
	v_cndmask_b32_e32 v24, v68, v36, vcc // 000000002CE8: 
	v_cmp_o_f32_e32 vcc, v25, v25 // 000000002CEC: 
	v_add3_u32 v39, v21, v39, s7 // 000000002CF0: 
	v_lshrrev_b32_e32 v38, 16, v38 // 000000002CF8: 
	v_cndmask_b32_e32 v25, v68, v37, vcc // 000000002CFC: 
	v_cmp_o_f32_e32 vcc, v20, v20 // 000000002D00: 
	v_lshrrev_b32_e32 v39, 16, v39 // 000000002D04: 
	v_perm_b32 v31, v31, v30, s5 // 000000002D08: 
	v_cndmask_b32_e32 v20, v68, v38, vcc // 000000002D10: 
	v_cmp_o_f32_e32 vcc, v21, v21 // 000000002D14: 
	v_perm_b32 v30, v29, v28, s5 // 000000002D18: 
	v_perm_b32 v29, v25, v24, s5 // 000000002D20: 
	v_cndmask_b32_e32 v21, v68, v39, vcc // 000000002D28: 
	v_perm_b32 v28, v21, v20, s5 // 000000002D2C: 
	v_bfe_u32 v20, v26, 16, 1 // 000000002D34: 
	v_bfe_u32 v21, v27, 16, 1 // 000000002D3C: 
	v_add3_u32 v20, v26, v20, s7 // 000000002D44: 
	v_bfe_u32 v24, v22, 16, 1 // 000000002D4C: 
	v_add3_u32 v21, v27, v21, s7 // 000000002D54: 
	v_lshrrev_b32_e32 v20, 16, v20 // 000000002D5C: 
	v_cmp_o_f32_e32 vcc, v26, v26 // 000000002D60: 
	v_bfe_u32 v25, v23, 16, 1 // 000000002D64: 
	v_add3_u32 v24, v22, v24, s7 // 000000002D6C: 
	v_lshrrev_b32_e32 v21, 16, v21 // 000000002D74: 
	v_cndmask_b32_e32 v20, v68, v20, vcc // 000000002D78: 
	v_cmp_o_f32_e32 vcc, v27, v27 // 000000002D7C: 
	buffer_store_dwordx4 v[28:31], v87, s[12:15], 0 offen // 000000002D80: 
	v_add3_u32 v25, v23, v25, s7 // 000000002D88: 
	v_lshrrev_b32_e32 v24, 16, v24 // 000000002D90: 
	v_bfe_u32 v28, v12, 16, 1 // 000000002D94: 
	v_cndmask_b32_e32 v21, v68, v21, vcc // 000000002D9C: 
	v_cmp_o_f32_e32 vcc, v22, v22 // 000000002DA0: 
	v_bfe_u32 v29, v13, 16, 1 // 000000002DA4: 
	v_add3_u32 v28, v12, v28, s7 // 000000002DAC: 
	v_lshrrev_b32_e32 v32, 16, v25 // 000000002DB4: 
	v_perm_b32 v25, v21, v20, s5 // 000000002DB8: 
	v_cndmask_b32_e32 v20, v68, v24, vcc // 000000002DC0: 
	v_cmp_o_f32_e32 vcc, v23, v23 // 000000002DC4: 
	v_bfe_u32 v30, v18, 16, 1 // 000000002DC8: 
	v_add3_u32 v29, v13, v29, s7 // 000000002DD0: 
	v_lshrrev_b32_e32 v28, 16, v28 // 000000002DD8: 
	v_cndmask_b32_e32 v21, v68, v32, vcc // 000000002DDC: 
	v_cmp_o_f32_e32 vcc, v12, v12 // 000000002DE0: 
	v_bfe_u32 v31, v19, 16, 1 // 000000002DE4: 
	v_add3_u32 v30, v18, v30, s7 // 000000002DEC: 
	v_lshrrev_b32_e32 v29, 16, v29 // 000000002DF4: 
	v_cndmask_b32_e32 v12, v68, v28, vcc // 000000002DF8: 
	v_cmp_o_f32_e32 vcc, v13, v13 // 000000002DFC: 
	v_add3_u32 v31, v19, v31, s7 // 000000002E00: 
	v_lshrrev_b32_e32 v30, 16, v30 // 000000002E08: 
	v_cndmask_b32_e32 v13, v68, v29, vcc // 000000002E0C: 
	v_cmp_o_f32_e32 vcc, v18, v18 // 000000002E10: 
	v_lshrrev_b32_e32 v31, 16, v31 // 000000002E14: 
	v_perm_b32 v23, v13, v12, s5 // 000000002E18: 
	v_cndmask_b32_e32 v12, v68, v30, vcc // 000000002E20: 
	v_cmp_o_f32_e32 vcc, v19, v19 // 000000002E24: 
	v_bfe_u32 v18, v14, 16, 1 // 000000002E28: 
	v_bfe_u32 v19, v15, 16, 1 // 000000002E30: 
	v_cndmask_b32_e32 v13, v68, v31, vcc // 000000002E38: 
	v_perm_b32 v22, v13, v12, s5 // 000000002E3C: 
	v_bfe_u32 v12, v16, 16, 1 // 000000002E44: 
	v_bfe_u32 v13, v17, 16, 1 // 000000002E4C: 
	v_add3_u32 v12, v16, v12, s7 // 000000002E54: 
	v_add3_u32 v13, v17, v13, s7 // 000000002E5C: 
	v_lshrrev_b32_e32 v12, 16, v12 // 000000002E64: 
	v_cmp_o_f32_e32 vcc, v16, v16 // 000000002E68: 
	v_add3_u32 v18, v14, v18, s7 // 000000002E6C: 
	v_lshrrev_b32_e32 v13, 16, v13 // 000000002E74: 
	v_cndmask_b32_e32 v12, v68, v12, vcc // 000000002E78: 
	v_cmp_o_f32_e32 vcc, v17, v17 // 000000002E7C: 
	v_perm_b32 v24, v21, v20, s5 // 000000002E80: 
	v_bfe_u32 v20, v6, 16, 1 // 000000002E88: 
	v_add3_u32 v19, v15, v19, s7 // 000000002E90: 
	v_lshrrev_b32_e32 v18, 16, v18 // 000000002E98: 
	v_cndmask_b32_e32 v13, v68, v13, vcc // 000000002E9C: 
	v_cmp_o_f32_e32 vcc, v14, v14 // 000000002EA0: 
	v_bfe_u32 v21, v7, 16, 1 // 000000002EA4: 
	v_add3_u32 v20, v6, v20, s7 // 000000002EAC: 
	v_lshrrev_b32_e32 v19, 16, v19 // 000000002EB4: 
	v_perm_b32 v17, v13, v12, s5 // 000000002EB8: 
	v_cndmask_b32_e32 v12, v68, v18, vcc // 000000002EC0: 
	v_cmp_o_f32_e32 vcc, v15, v15 // 000000002EC4: 
	buffer_store_dwordx4 v[22:25], v85, s[12:15], 0 offen // 000000002EC8: 
	v_add3_u32 v21, v7, v21, s7 // 000000002ED0: 
	v_lshrrev_b32_e32 v20, 16, v20 // 000000002ED8: 
	v_bfe_u32 v22, v4, 16, 1 // 000000002EDC: 
	v_cndmask_b32_e32 v13, v68, v19, vcc // 000000002EE4: 
	v_cmp_o_f32_e32 vcc, v6, v6 // 000000002EE8: 
	v_bfe_u32 v23, v5, 16, 1 // 000000002EEC: 
	v_add3_u32 v22, v4, v22, s7 // 000000002EF4: 
	v_lshrrev_b32_e32 v21, 16, v21 // 000000002EFC: 
	v_cndmask_b32_e32 v6, v68, v20, vcc // 000000002F00: 
	v_cmp_o_f32_e32 vcc, v7, v7 // 000000002F04: 
	v_add3_u32 v23, v5, v23, s7 // 000000002F08: 
	v_lshrrev_b32_e32 v22, 16, v22 // 000000002F10: 
	v_cndmask_b32_e32 v7, v68, v21, vcc // 000000002F14: 
	v_cmp_o_f32_e32 vcc, v4, v4 // 000000002F18: 
	v_pk_mul_f32 v[8:9], v[8:9], v[94:95] // 000000002F1C: 
	v_lshrrev_b32_e32 v23, 16, v23 // 000000002F24: 
	v_cndmask_b32_e32 v4, v68, v22, vcc // 000000002F28: 
	v_cmp_o_f32_e32 vcc, v5, v5 // 000000002F2C: 
	v_pk_mul_f32 v[10:11], v[10:11], v[50:51] op_sel_hi:[1,0] // 000000002F30: 
	v_pk_add_f32 v[8:9], v[8:9], v[106:107] // 000000002F38: 
	v_cndmask_b32_e32 v5, v68, v23, vcc // 000000002F40: 
	v_pk_mul_f32 v[10:11], v[10:11], v[70:71] // 000000002F44: 
	v_perm_b32 v14, v5, v4, s5 // 000000002F4C: 
	v_bfe_u32 v4, v8, 16, 1 // 000000002F54: 
	v_pk_add_f32 v[10:11], v[10:11], v[80:81] // 000000002F5C: 
	v_bfe_u32 v5, v9, 16, 1 // 000000002F64: 
	v_add3_u32 v4, v8, v4, s7 // 000000002F6C: 
	v_cmp_o_f32_e32 vcc, v8, v8 // 000000002F74: 
	v_perm_b32 v15, v7, v6, s5 // 000000002F78: 
	v_bfe_u32 v6, v10, 16, 1 // 000000002F80: 
	v_add3_u32 v5, v9, v5, s7 // 000000002F88: 
	v_cndmask_b32_sdwa v4, v68, v4, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000002F90: 000808F9 05060644
	v_cmp_o_f32_e32 vcc, v9, v9 // 000000002F98: 
	v_bfe_u32 v7, v11, 16, 1 // 000000002F9C: 
	v_add3_u32 v6, v10, v6, s7 // 000000002FA4: 
	v_cndmask_b32_sdwa v5, v68, v5, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000002FAC: 000A0AF9 05060644
	v_cmp_o_f32_e32 vcc, v10, v10 // 000000002FB4: 
	v_perm_b32 v16, v13, v12, s5 // 000000002FB8: 
	v_bfe_u32 v12, v2, 16, 1 // 000000002FC0: 
	v_add3_u32 v7, v11, v7, s7 // 000000002FC8: 
	v_perm_b32 v5, v5, v4, s5 // 000000002FD0: 
	v_cndmask_b32_sdwa v4, v68, v6, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000002FD8: 00080CF9 05060644
	v_cmp_o_f32_e32 vcc, v11, v11 // 000000002FE0: 
	v_bfe_u32 v13, v3, 16, 1 // 000000002FE4: 
	v_add3_u32 v12, v2, v12, s7 // 000000002FEC: 
	v_cndmask_b32_sdwa v6, v68, v7, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000002FF4: 000C0EF9 05060644
	v_cmp_o_f32_e32 vcc, v2, v2 // 000000002FFC: 
	buffer_store_dwordx4 v[14:17], v86, s[12:15], 0 offen // 000000003000: 
	v_add3_u32 v13, v3, v13, s7 // 000000003008: 
	v_cndmask_b32_sdwa v2, v68, v12, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003010: 000418F9 05060644
	v_bfe_u32 v14, v0, 16, 1 // 000000003018: 
	v_cmp_o_f32_e32 vcc, v3, v3 // 000000003020: 
	v_bfe_u32 v15, v1, 16, 1 // 000000003024: 
	v_add3_u32 v14, v0, v14, s7 // 00000000302C: 
	v_cndmask_b32_sdwa v3, v68, v13, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003034: 00061AF9 05060644
	v_cmp_o_f32_e32 vcc, v0, v0 // 00000000303C: 
	v_add3_u32 v15, v1, v15, s7 // 000000003040: 
	v_perm_b32 v4, v6, v4, s5 // 000000003048: 
	v_cndmask_b32_sdwa v0, v68, v14, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003050: 00001CF9 05060644
	v_cmp_o_f32_e32 vcc, v1, v1 // 000000003058: 
	v_perm_b32 v3, v3, v2, s5 // 00000000305C: 
	s_nop 0 // 000000003064: 
	v_cndmask_b32_sdwa v1, v68, v15, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1// 000000003068: 00021EF9 05060644
	v_perm_b32 v2, v1, v0, s5 // 000000003070: 
	buffer_store_dwordx4 v[2:5], v84, s[12:15], 0 offen // 000000003078: 
	s_endpgm // 000000003080: 
	s_nop 0 // 000000003084: 
	s_nop 0 // 000000003088: 
	s_nop 0 // 00000000308C: 
	s_nop 0 // 000000003090: 
	s_nop 0 // 000000003094: 
	s_nop 0 // 000000003098: 
	s_nop 0 // 00000000309C: 
	s_nop 0 // 0000000030A0: 
	s_nop 0 // 0000000030A4: 
	s_nop 0 // 0000000030A8: 
	s_nop 0 // 0000000030AC: 
	s_nop 0 // 0000000030B0: 
	s_nop 0 // 0000000030B4: 
	s_nop 0 // 0000000030B8: 
	s_nop 0 // 0000000030BC: 
	s_nop 0 // 0000000030C0: 
	s_nop 0 // 0000000030C4: 
	s_nop 0 // 0000000030C8: 
	s_nop 0 // 0000000030CC: 
	s_nop 0 // 0000000030D0: 
	s_nop 0 // 0000000030D4: 
	s_nop 0 // 0000000030D8: 
	s_nop 0 // 0000000030DC: 
	s_nop 0 // 0000000030E0: 
	s_nop 0 // 0000000030E4: 
	s_nop 0 // 0000000030E8: 
	s_nop 0 // 0000000030EC: 
	s_nop 0 // 0000000030F0: 
	s_nop 0 // 0000000030F4: 
	s_nop 0 // 0000000030F8: 
	s_nop 0 // 0000000030FC: 
	s_nop 0 // 000000003100: 
	s_nop 0 // 000000003104: 
	s_nop 0 // 000000003108: 
	s_nop 0 // 00000000310C: 
	s_nop 0 // 000000003110: 
	s_nop 0 // 000000003114: 
	s_nop 0 // 000000003118: 
	s_nop 0 // 00000000311C: 
	s_nop 0 // 000000003120: 
	s_nop 0 // 000000003124: 
	s_nop 0 // 000000003128: 
	s_nop 0 // 00000000312C: 
	s_nop 0 // 000000003130: 
	s_nop 0 // 000000003134: 
	s_nop 0 // 000000003138: 
	s_nop 0 // 00000000313C: 
	s_nop 0 // 000000003140: 
	s_nop 0 // 000000003144: 
	s_nop 0 // 000000003148: 
	s_nop 0 // 00000000314C: 
	s_nop 0 // 000000003150: 
	s_nop 0 // 000000003154: 
	s_nop 0 // 000000003158: 
	s_nop 0 // 00000000315C: 
	s_nop 0 // 000000003160: 
	s_nop 0 // 000000003164: 
	s_nop 0 // 000000003168: 
	s_nop 0 // 00000000316C: 
	s_nop 0 // 000000003170: 
	s_nop 0 // 000000003174: 
	s_nop 0 // 000000003178: 
	s_nop 0 // 00000000317C: 
	s_nop 0 // 000000003180: 
	s_nop 0 // 000000003184: 
	s_nop 0 // 000000003188: 
	s_nop 0 // 00000000318C: 
	s_nop 0 // 000000003190: 
	s_nop 0 // 000000003194: 
	s_nop 0 // 000000003198: 
	s_nop 0 // 00000000319C: 
	s_nop 0 // 0000000031A0: 
	s_nop 0 // 0000000031A4: 
	s_nop 0 // 0000000031A8: 
	s_nop 0 // 0000000031AC: 
	s_nop 0 // 0000000031B0: 
	s_nop 0 // 0000000031B4: 
	s_nop 0 // 0000000031B8: 
	s_nop 0 // 0000000031BC: 
	s_nop 0 // 0000000031C0: 
	s_nop 0 // 0000000031C4: 
	s_nop 0 // 0000000031C8: 
	s_nop 0 // 0000000031CC: 
	s_nop 0 // 0000000031D0: 
	s_nop 0 // 0000000031D4: 
	s_nop 0 // 0000000031D8: 
	s_nop 0 // 0000000031DC: 
	s_nop 0 // 0000000031E0: 
	s_nop 0 // 0000000031E4: 
	s_nop 0 // 0000000031E8: 
	s_nop 0 // 0000000031EC: 
	s_nop 0 // 0000000031F0: 
	s_nop 0 // 0000000031F4: 
	s_nop 0 // 0000000031F8: 
	s_nop 0 // 0000000031FC: 
	s_nop 0 // 000000003200: 
	s_nop 0 // 000000003204: 
	s_nop 0 // 000000003208: 
	s_nop 0 // 00000000320C: 
	s_nop 0 // 000000003210: 
	s_nop 0 // 000000003214: 
	s_nop 0 // 000000003218: 
	s_nop 0 // 00000000321C: 
	s_nop 0 // 000000003220: 
	s_nop 0 // 000000003224: 
	s_nop 0 // 000000003228: 
	s_nop 0 // 00000000322C: 
	s_nop 0 // 000000003230: 
	s_nop 0 // 000000003234: 
	s_nop 0 // 000000003238: 
	s_nop 0 // 00000000323C: 
	s_nop 0 // 000000003240: 
	s_nop 0 // 000000003244: 
	s_nop 0 // 000000003248: 
	s_nop 0 // 00000000324C: 
	s_nop 0 // 000000003250: 
	s_nop 0 // 000000003254: 
	s_nop 0 // 000000003258: 
	s_nop 0 // 00000000325C: 
	s_nop 0 // 000000003260: 
	s_nop 0 // 000000003264: 
	s_nop 0 // 000000003268: 
	s_nop 0 // 00000000326C: 
	s_nop 0 // 000000003270: 
	s_nop 0 // 000000003274: 
	s_nop 0 // 000000003278: 
	s_nop 0 // 00000000327C: 
	s_nop 0 // 000000003280: 
	s_nop 0 // 000000003284: 
	s_nop 0 // 000000003288: 
	s_nop 0 // 00000000328C: 
	s_nop 0 // 000000003290: 
	s_nop 0 // 000000003294: 
	s_nop 0 // 000000003298: 
	s_nop 0 // 00000000329C: 
	s_nop 0 // 0000000032A0: 
	s_nop 0 // 0000000032A4: 
	s_nop 0 // 0000000032A8: 
	s_nop 0 // 0000000032AC: 
	s_nop 0 // 0000000032B0: 
	s_nop 0 // 0000000032B4: 
	s_nop 0 // 0000000032B8: 
	s_nop 0 // 0000000032BC: 
	s_nop 0 // 0000000032C0: 
	s_nop 0 // 0000000032C4: 
	s_nop 0 // 0000000032C8: 
	s_nop 0 // 0000000032CC: 
	s_nop 0 // 0000000032D0: 
	s_nop 0 // 0000000032D4: 
	s_nop 0 // 0000000032D8: 
	s_nop 0 // 0000000032DC: 
	s_nop 0 // 0000000032E0: 
	s_nop 0 // 0000000032E4: 
	s_nop 0 // 0000000032E8: 
	s_nop 0 // 0000000032EC: 
	s_nop 0 // 0000000032F0: 
	s_nop 0 // 0000000032F4: 
	s_nop 0 // 0000000032F8: 
	s_nop 0 // 0000000032FC: 
	s_nop 0 // 000000003300: 
	s_nop 0 // 000000003304: 
	s_nop 0 // 000000003308: 
	s_nop 0 // 00000000330C: 
	s_nop 0 // 000000003310: 
	s_nop 0 // 000000003314: 
	s_nop 0 // 000000003318: 
	s_nop 0 // 00000000331C: 
	s_nop 0 // 000000003320: 
	s_nop 0 // 000000003324: 
	s_nop 0 // 000000003328: 
	s_nop 0 // 00000000332C: 
	s_nop 0 // 000000003330: 
	s_nop 0 // 000000003334: 
	s_nop 0 // 000000003338: 
	s_nop 0 // 00000000333C: 
	s_nop 0 // 000000003340: 
	s_nop 0 // 000000003344: 
	s_nop 0 // 000000003348: 
	s_nop 0 // 00000000334C: 
	s_nop 0 // 000000003350: 
	s_nop 0 // 000000003354: 
	s_nop 0 // 000000003358: 
	s_nop 0 // 00000000335C: 
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
