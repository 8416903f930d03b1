
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <fusion_3>:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[14:15], s[0:1], 0x10
	v_readfirstlane_b32 s3, v0
	s_and_b32 s16, s3, 0x1c0
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[12:13], s[2:3], 16
	s_waitcnt lgkmcnt(0)
	s_add_u32 s8, s4, s12
	v_and_or_b32 v1, v0, 63, s16
	s_addc_u32 s0, s5, s13
	v_lshlrev_b32_e32 v1, 4, v1
	s_and_b32 s9, s0, 0xffff
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x7ffffffe
	buffer_load_dwordx4 v[2:5], v1, s[8:11], 0 offen
	v_or_b32_e32 v66, 0x6000, v1
	v_or_b32_e32 v65, 0x8000, v1
	v_or_b32_e32 v64, 0xa000, v1
	v_or_b32_e32 v92, 0x2000, v1
	buffer_load_dwordx4 v[32:35], v66, s[8:11], 0 offen
	buffer_load_dwordx4 v[48:51], v65, s[8:11], 0 offen
	buffer_load_dwordx4 v[68:71], v64, s[8:11], 0 offen
	v_or_b32_e32 v63, 0xc000, v1
	buffer_load_dwordx4 v[10:13], v92, s[8:11], 0 offen
	v_or_b32_e32 v67, 0x4000, v1
	buffer_load_dwordx4 v[72:75], v63, s[8:11], 0 offen
	buffer_load_dwordx4 v[14:17], v67, s[8:11], 0 offen
	v_or_b32_e32 v62, 0xe000, v1
	buffer_load_dwordx4 v[76:79], v62, s[8:11], 0 offen
	s_lshr_b32 s4, s16, 2
	s_and_b32 s9, s7, 0xffff
	s_mov_b32 s8, s6
	v_lshlrev_b32_e32 v0, 4, v0
	v_and_b32_e32 v0, 0x70, v0
	v_add_u32_e32 v0, 0, v0
	s_mov_b32 s6, 0x39000000
	s_mov_b32 s18, 0x358637bd
	s_mov_b32 s17, 0x800000
	s_mov_b32 s16, 0x4b800000
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v59, 0xffff0000, v2
	v_lshlrev_b32_e32 v58, 16, v2
	v_and_b32_e32 v61, 0xffff0000, v3
	v_lshlrev_b32_e32 v60, 16, v3
	v_and_b32_e32 v81, 0xffff0000, v4
	v_lshlrev_b32_e32 v80, 16, v4
	v_and_b32_e32 v83, 0xffff0000, v5
	v_lshlrev_b32_e32 v82, 16, v5
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v47, 0xffff0000, v32
	v_lshlrev_b32_e32 v46, 16, v32
	v_and_b32_e32 v27, 0xffff0000, v33
	v_lshlrev_b32_e32 v26, 16, v33
	v_and_b32_e32 v33, 0xffff0000, v34
	v_lshlrev_b32_e32 v32, 16, v34
	v_and_b32_e32 v41, 0xffff0000, v35
	v_lshlrev_b32_e32 v40, 16, v35
	s_waitcnt vmcnt(5)
	v_and_b32_e32 v35, 0xffff0000, v48
	v_lshlrev_b32_e32 v34, 16, v48
	v_and_b32_e32 v43, 0xffff0000, v49
	v_lshlrev_b32_e32 v42, 16, v49
	v_and_b32_e32 v49, 0xffff0000, v50
	v_lshlrev_b32_e32 v48, 16, v50
	v_and_b32_e32 v53, 0xffff0000, v51
	v_lshlrev_b32_e32 v52, 16, v51
	s_waitcnt vmcnt(4)
	v_and_b32_e32 v57, 0xffff0000, v68
	v_lshlrev_b32_e32 v56, 16, v68
	v_and_b32_e32 v45, 0xffff0000, v69
	v_lshlrev_b32_e32 v44, 16, v69
	v_and_b32_e32 v51, 0xffff0000, v70
	v_lshlrev_b32_e32 v50, 16, v70
	v_and_b32_e32 v55, 0xffff0000, v71
	v_lshlrev_b32_e32 v54, 16, v71
	v_pk_mul_f32 v[68:69], v[58:59], v[58:59]
	v_pk_mul_f32 v[70:71], v[60:61], v[60:61]
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v29, 0xffff0000, v10
	v_lshlrev_b32_e32 v28, 16, v10
	v_and_b32_e32 v7, 0xffff0000, v11
	v_lshlrev_b32_e32 v6, 16, v11
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v37, 0xffff0000, v72
	v_lshlrev_b32_e32 v36, 16, v72
	v_and_b32_e32 v21, 0xffff0000, v73
	v_lshlrev_b32_e32 v20, 16, v73
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_mul_f32 v[70:71], v[80:81], v[80:81]
	v_pk_mul_f32 v[72:73], v[82:83], v[82:83]
	v_and_b32_e32 v11, 0xffff0000, v12
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v23, 0xffff0000, v13
	v_lshlrev_b32_e32 v22, 16, v13
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v19, 0xffff0000, v14
	v_lshlrev_b32_e32 v18, 16, v14
	v_and_b32_e32 v25, 0xffff0000, v15
	v_lshlrev_b32_e32 v24, 16, v15
	v_and_b32_e32 v13, 0xffff0000, v74
	v_lshlrev_b32_e32 v12, 16, v74
	v_and_b32_e32 v15, 0xffff0000, v75
	v_lshlrev_b32_e32 v14, 16, v75
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_mul_f32 v[72:73], v[28:29], v[28:29]
	v_pk_mul_f32 v[74:75], v[6:7], v[6:7]
	v_and_b32_e32 v31, 0xffff0000, v16
	v_lshlrev_b32_e32 v30, 16, v16
	v_and_b32_e32 v39, 0xffff0000, v17
	v_lshlrev_b32_e32 v38, 16, v17
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v17, 0xffff0000, v76
	v_lshlrev_b32_e32 v16, 16, v76
	v_and_b32_e32 v3, 0xffff0000, v77
	v_lshlrev_b32_e32 v2, 16, v77
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_mul_f32 v[74:75], v[10:11], v[10:11]
	v_pk_mul_f32 v[76:77], v[22:23], v[22:23]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_mul_f32 v[76:77], v[26:27], v[26:27]
	v_pk_add_f32 v[70:71], v[72:73], v[74:75]
	v_pk_mul_f32 v[72:73], v[24:25], v[24:25]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_mul_f32 v[70:71], v[18:19], v[18:19]
	v_pk_mul_f32 v[74:75], v[38:39], v[38:39]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_mul_f32 v[72:73], v[30:31], v[30:31]
	v_and_b32_e32 v5, 0xffff0000, v78
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_mul_f32 v[74:75], v[46:47], v[46:47]
	v_lshlrev_b32_e32 v4, 16, v78
	v_and_b32_e32 v9, 0xffff0000, v79
	v_lshlrev_b32_e32 v8, 16, v79
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_mul_f32 v[76:77], v[32:33], v[32:33]
	v_pk_mul_f32 v[78:79], v[40:41], v[40:41]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_add_f32 v[76:77], v[76:77], v[78:79]
	v_pk_mul_f32 v[78:79], v[44:45], v[44:45]
	v_pk_add_f32 v[72:73], v[74:75], v[76:77]
	v_pk_mul_f32 v[74:75], v[42:43], v[42:43]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_mul_f32 v[72:73], v[34:35], v[34:35]
	v_pk_mul_f32 v[76:77], v[52:53], v[52:53]
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_mul_f32 v[74:75], v[48:49], v[48:49]
	v_pk_mul_f32 v[84:85], v[54:55], v[54:55]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_mul_f32 v[76:77], v[56:57], v[56:57]
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_add_f32 v[76:77], v[76:77], v[78:79]
	v_pk_mul_f32 v[78:79], v[50:51], v[50:51]
	v_pk_mul_f32 v[86:87], v[8:9], v[8:9]
	v_pk_add_f32 v[78:79], v[78:79], v[84:85]
	v_pk_mul_f32 v[84:85], v[2:3], v[2:3]
	v_pk_add_f32 v[74:75], v[76:77], v[78:79]
	v_pk_mul_f32 v[76:77], v[20:21], v[20:21]
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_mul_f32 v[74:75], v[36:37], v[36:37]
	v_pk_mul_f32 v[78:79], v[14:15], v[14:15]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_mul_f32 v[76:77], v[12:13], v[12:13]
	s_nop 0
	v_pk_add_f32 v[76:77], v[76:77], v[78:79]
	v_pk_mul_f32 v[78:79], v[16:17], v[16:17]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_add_f32 v[78:79], v[78:79], v[84:85]
	v_pk_mul_f32 v[84:85], v[4:5], v[4:5]
	s_nop 0
	v_pk_add_f32 v[84:85], v[84:85], v[86:87]
	s_nop 0
	v_pk_add_f32 v[76:77], v[78:79], v[84:85]
	s_nop 0
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_mov_b32_e32 v76, v68
	v_mov_b32_e32 v77, v70
	v_mov_b32_e32 v70, v69
	v_pk_add_f32 v[68:69], v[76:77], v[70:71]
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
	v_mov_b32_e32 v69, v74
	v_mov_b32_e32 v74, v73
	v_pk_add_f32 v[68:69], v[68:69], v[74:75]
	v_mov_b32_e32 v72, s4
	s_nop 0
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
	v_readlane_b32 s2, v68, 63
	v_readlane_b32 s3, v69, 63
	v_mov_b32_e32 v68, s0
	v_mov_b32_e32 v69, s1
	v_mov_b32_e32 v70, s2
	v_mov_b32_e32 v71, s3
	ds_write_b128 v72, v[68:71]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[68:71], v1, s[8:11], 0 offen
	buffer_load_dwordx4 v[72:75], v92, s[8:11], 0 offen
	ds_read_b128 v[76:79], v0
	s_add_u32 s8, s14, s12
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v85, 0xffff0000, v68
	v_lshlrev_b32_e32 v84, 16, v68
	v_and_b32_e32 v87, 0xffff0000, v69
	v_lshlrev_b32_e32 v86, 16, v69
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v68, v76
	v_mov_b32_e32 v69, v77
	v_and_b32_e32 v89, 0xffff0000, v70
	v_mov_b32_dpp v68, v68 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v69, v69 row_half_mirror row_mask:0xf bank_mask:0xf
	v_lshlrev_b32_e32 v88, 16, v70
	v_mov_b32_dpp v68, v68 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v69, v69 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[68:69], v[76:77], v[68:69]
	v_and_b32_e32 v91, 0xffff0000, v71
	v_lshlrev_b32_e32 v90, 16, v71
	v_mov_b32_e32 v70, v68
	v_mov_b32_e32 v71, v69
	s_nop 0
	v_mov_b32_dpp v70, v70 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v71, v71 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_nop 0
	v_mov_b32_e32 v70, v68
	v_mov_b32_e32 v71, v69
	s_nop 0
	v_mov_b32_dpp v70, v70 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v71, v71 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	s_nop 0
	v_pk_mul_f32 v[68:69], v[68:69], s[6:7] op_sel_hi:[1,0]
	s_movk_i32 s7, 0x7fff
	v_pk_add_f32 v[68:69], v[68:69], s[18:19] op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[70:71], v[68:69], s[16:17] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s17, v68
	s_nop 1
	v_cndmask_b32_e32 v0, v68, v70, vcc
	v_rsq_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v68, 0x45800000, v0
	v_cndmask_b32_e32 v0, v0, v68, vcc
	v_pk_mul_f32 v[76:77], v[0:1], v[80:81] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[76:77], v[88:89]
	v_pk_mul_f32 v[60:61], v[0:1], v[60:61] op_sel_hi:[0,1]
	v_bfe_u32 v68, v77, 16, 1
	v_add3_u32 v70, v77, v68, s7
	v_bfe_u32 v68, v76, 16, 1
	v_add3_u32 v68, v76, v68, s7
	v_cmp_o_f32_e32 vcc, v76, v76
	v_cmp_o_f32_e64 s[0:1], v77, v77
	v_pk_mul_f32 v[76:77], v[0:1], v[82:83] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[76:77], v[90:91]
	v_lshrrev_b32_e32 v80, 16, v68
	v_bfe_u32 v81, v77, 16, 1
	v_bfe_u32 v82, v76, 16, 1
	v_add3_u32 v81, v77, v81, s7
	v_add3_u32 v82, v76, v82, s7
	v_mov_b32_e32 v68, 0x7fff
	v_lshrrev_b32_e32 v70, 16, v70
	v_lshrrev_b32_e32 v81, 16, v81
	v_cmp_o_f32_e64 s[2:3], v77, v77
	v_lshrrev_b32_e32 v77, 16, v82
	v_cmp_o_f32_e64 s[4:5], v76, v76
	v_cndmask_b32_e32 v80, v68, v80, vcc
	v_cndmask_b32_e64 v70, v68, v70, s[0:1]
	v_cndmask_b32_e64 v76, v68, v77, s[4:5]
	v_cndmask_b32_e64 v77, v68, v81, s[2:3]
	s_mov_b32 s4, 0x5040100
	v_pk_mul_f32 v[60:61], v[60:61], v[86:87]
	v_perm_b32 v83, v77, v76, s4
	v_perm_b32 v82, v70, v80, s4
	v_bfe_u32 v70, v61, 16, 1
	v_bfe_u32 v76, v60, 16, 1
	v_add3_u32 v70, v61, v70, s7
	v_add3_u32 v76, v60, v76, s7
	v_lshrrev_b32_e32 v70, 16, v70
	v_cmp_o_f32_e32 vcc, v61, v61
	v_lshrrev_b32_e32 v61, 16, v76
	v_cmp_o_f32_e64 s[0:1], v60, v60
	v_pk_mul_f32 v[58:59], v[0:1], v[58:59] op_sel_hi:[0,1]
	v_pk_mul_f32 v[58:59], v[58:59], v[84:85]
	v_cndmask_b32_e64 v60, v68, v61, s[0:1]
	v_cndmask_b32_e32 v61, v68, v70, vcc
	v_perm_b32 v81, v61, v60, s4
	v_bfe_u32 v60, v59, 16, 1
	v_bfe_u32 v61, v58, 16, 1
	v_add3_u32 v60, v59, v60, s7
	v_add3_u32 v61, v58, v61, s7
	v_lshrrev_b32_e32 v60, 16, v60
	v_cmp_o_f32_e32 vcc, v59, v59
	v_lshrrev_b32_e32 v59, 16, v61
	v_cmp_o_f32_e64 s[0:1], v58, v58
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v61, 0xffff0000, v72
	v_and_b32_e32 v77, 0xffff0000, v73
	v_cndmask_b32_e64 v58, v68, v59, s[0:1]
	v_cndmask_b32_e32 v59, v68, v60, vcc
	v_perm_b32 v80, v59, v58, s4
	v_mov_b32_e32 v58, v78
	v_mov_b32_e32 v59, v79
	s_addc_u32 s0, s15, s13
	v_mov_b32_dpp v58, v58 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v59, v59 row_half_mirror row_mask:0xf bank_mask:0xf
	s_and_b32 s9, s0, 0xffff
	v_mov_b32_dpp v58, v58 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v59, v59 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[58:59], v[78:79], v[58:59]
	v_cmp_gt_f32_e32 vcc, s17, v69
	buffer_store_dwordx4 v[80:83], v1, s[8:11], 0 offen
	v_mov_b32_e32 v70, v58
	v_cndmask_b32_e32 v1, v69, v71, vcc
	v_mov_b32_e32 v71, v59
	v_mov_b32_dpp v70, v70 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_lshlrev_b32_e32 v60, 16, v72
	v_mov_b32_dpp v71, v71 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[58:59], v[58:59], v[70:71]
	v_lshlrev_b32_e32 v76, 16, v73
	v_mov_b32_e32 v70, v58
	v_mov_b32_e32 v71, v59
	v_and_b32_e32 v73, 0xffff0000, v74
	v_mov_b32_dpp v70, v70 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v71, v71 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[58:59], v[58:59], v[70:71]
	v_lshlrev_b32_e32 v72, 16, v74
	v_pk_mul_f32 v[58:59], v[58:59], s[6:7] op_sel_hi:[1,0]
	v_and_b32_e32 v79, 0xffff0000, v75
	v_pk_add_f32 v[58:59], v[58:59], s[18:19] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v78, 16, v75
	v_pk_mul_f32 v[70:71], v[58:59], s[16:17] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[0:1], s17, v59
	v_cmp_gt_f32_e64 s[2:3], s17, v58
	s_nop 0
	v_cndmask_b32_e64 v69, v59, v71, s[0:1]
	v_cndmask_b32_e64 v80, v58, v70, s[2:3]
	v_pk_mul_f32 v[58:59], v[0:1], v[28:29] op_sel_hi:[0,1]
	v_rsq_f32_e32 v1, v1
	v_pk_mul_f32 v[58:59], v[58:59], v[60:61]
	v_pk_mul_f32 v[70:71], v[0:1], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[0:1], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[0:1], v[22:23] op_sel_hi:[0,1]
	v_mul_f32_e32 v0, 0x45800000, v1
	v_cndmask_b32_e32 v0, v1, v0, vcc
	v_pk_mul_f32 v[6:7], v[0:1], v[18:19] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[0:1], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[0:1], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[0:1], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[0:1], v[46:47] op_sel_hi:[0,1]
	v_rsq_f32_e32 v1, v80
	v_pk_mul_f32 v[80:81], v[30:31], v[90:91]
	v_pk_mul_f32 v[46:47], v[0:1], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[0:1], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[0:1], v[40:41] op_sel_hi:[0,1]
	v_mul_f32_e32 v0, 0x45800000, v1
	v_cndmask_b32_e64 v0, v1, v0, s[2:3]
	v_pk_mul_f32 v[24:25], v[0:1], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[0:1], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[28:29], v[0:1], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[0:1], v[52:53] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[0:1], v[56:57] op_sel_hi:[0,1]
	v_rsq_f32_e32 v1, v69
	v_pk_mul_f32 v[56:57], v[18:19], v[88:89]
	v_pk_mul_f32 v[44:45], v[0:1], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[0:1], v[50:51] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[0:1], v[54:55] op_sel_hi:[0,1]
	v_mul_f32_e32 v0, 0x45800000, v1
	v_cndmask_b32_e64 v52, v1, v0, s[0:1]
	v_pk_mul_f32 v[0:1], v[52:53], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[6:7], v[84:85]
	v_pk_mul_f32 v[6:7], v[0:1], v[84:85]
	v_pk_mul_f32 v[0:1], v[52:53], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[10:11], v[86:87]
	v_pk_mul_f32 v[10:11], v[0:1], v[86:87]
	v_pk_mul_f32 v[0:1], v[52:53], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[42:43], v[60:61]
	v_pk_mul_f32 v[42:43], v[46:47], v[76:77]
	v_pk_mul_f32 v[46:47], v[32:33], v[72:73]
	v_pk_mul_f32 v[32:33], v[22:23], v[78:79]
	v_pk_mul_f32 v[12:13], v[0:1], v[88:89]
	v_pk_mul_f32 v[0:1], v[52:53], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[50:51], v[78:79]
	v_bfe_u32 v51, v32, 16, 1
	v_pk_mul_f32 v[14:15], v[0:1], v[90:91]
	v_pk_mul_f32 v[0:1], v[52:53], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[44:45], v[76:77]
	v_pk_mul_f32 v[44:45], v[74:75], v[72:73]
	v_bfe_u32 v50, v33, 16, 1
	v_add3_u32 v51, v32, v51, s7
	v_pk_mul_f32 v[20:21], v[48:49], v[72:73]
	v_bfe_u32 v49, v44, 16, 1
	v_add3_u32 v50, v33, v50, s7
	v_lshrrev_b32_e32 v51, 16, v51
	v_cmp_o_f32_e32 vcc, v32, v32
	v_bfe_u32 v48, v45, 16, 1
	v_add3_u32 v49, v44, v49, s7
	v_lshrrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e32 v32, v68, v51, vcc
	v_cmp_o_f32_e32 vcc, v33, v33
	v_add3_u32 v48, v45, v48, s7
	v_lshrrev_b32_e32 v49, 16, v49
	v_cndmask_b32_e32 v33, v68, v50, vcc
	v_cmp_o_f32_e32 vcc, v44, v44
	v_lshrrev_b32_e32 v48, 16, v48
	v_pk_mul_f32 v[30:31], v[70:71], v[76:77]
	v_cndmask_b32_e32 v44, v68, v49, vcc
	v_cmp_o_f32_e32 vcc, v45, v45
	v_perm_b32 v33, v33, v32, s4
	v_pk_mul_f32 v[40:41], v[40:41], v[78:79]
	v_cndmask_b32_e32 v45, v68, v48, vcc
	v_perm_b32 v32, v45, v44, s4
	v_bfe_u32 v45, v30, 16, 1
	v_bfe_u32 v44, v31, 16, 1
	v_add3_u32 v45, v30, v45, s7
	v_add3_u32 v44, v31, v44, s7
	v_lshrrev_b32_e32 v45, 16, v45
	v_cmp_o_f32_e32 vcc, v30, v30
	v_lshrrev_b32_e32 v44, 16, v44
	v_bfe_u32 v48, v54, 16, 1
	v_cndmask_b32_e32 v30, v68, v45, vcc
	v_cmp_o_f32_e32 vcc, v31, v31
	v_bfe_u32 v45, v37, 16, 1
	v_add3_u32 v45, v37, v45, s7
	v_cndmask_b32_e32 v31, v68, v44, vcc
	v_bfe_u32 v44, v58, 16, 1
	v_perm_b32 v31, v31, v30, s4
	v_bfe_u32 v30, v59, 16, 1
	v_add3_u32 v44, v58, v44, s7
	v_add3_u32 v30, v59, v30, s7
	v_lshrrev_b32_e32 v44, 16, v44
	v_cmp_o_f32_e32 vcc, v58, v58
	v_lshrrev_b32_e32 v30, 16, v30
	v_lshrrev_b32_e32 v45, 16, v45
	v_cndmask_b32_e32 v44, v68, v44, vcc
	v_cmp_o_f32_e32 vcc, v59, v59
	v_pk_mul_f32 v[38:39], v[38:39], v[60:61]
	v_pk_mul_f32 v[34:35], v[34:35], v[90:91]
	v_cndmask_b32_e32 v30, v68, v30, vcc
	v_perm_b32 v30, v30, v44, s4
	buffer_store_dwordx4 v[30:33], v92, s[8:11], 0 offen
	v_cmp_o_f32_e32 vcc, v80, v80
	v_bfe_u32 v44, v36, 16, 1
	v_bfe_u32 v30, v80, 16, 1
	v_bfe_u32 v31, v81, 16, 1
	v_add3_u32 v30, v80, v30, s7
	v_bfe_u32 v32, v56, 16, 1
	v_add3_u32 v31, v81, v31, s7
	v_lshrrev_b32_e32 v30, 16, v30
	v_bfe_u32 v33, v57, 16, 1
	v_lshrrev_b32_e32 v31, 16, v31
	v_add3_u32 v32, v56, v32, s7
	v_cndmask_b32_e32 v30, v68, v30, vcc
	v_cmp_o_f32_e32 vcc, v81, v81
	v_add3_u32 v33, v57, v33, s7
	v_lshrrev_b32_e32 v32, 16, v32
	v_cndmask_b32_e32 v31, v68, v31, vcc
	v_cmp_o_f32_e32 vcc, v56, v56
	v_lshrrev_b32_e32 v49, 16, v33
	v_perm_b32 v33, v31, v30, s4
	v_cndmask_b32_e32 v30, v68, v32, vcc
	v_cmp_o_f32_e32 vcc, v57, v57
	v_add3_u32 v44, v36, v44, s7
	v_lshrrev_b32_e32 v44, 16, v44
	v_cndmask_b32_e32 v31, v68, v49, vcc
	v_perm_b32 v32, v31, v30, s4
	v_add3_u32 v31, v54, v48, s7
	v_cmp_o_f32_e32 vcc, v36, v36
	v_bfe_u32 v30, v55, 16, 1
	v_lshrrev_b32_e32 v48, 16, v31
	v_cndmask_b32_e32 v31, v68, v44, vcc
	v_cmp_o_f32_e32 vcc, v37, v37
	v_add3_u32 v30, v55, v30, s7
	v_lshrrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e32 v36, v68, v45, vcc
	v_cmp_o_f32_e32 vcc, v54, v54
	v_perm_b32 v31, v36, v31, s4
	v_bfe_u32 v37, v43, 16, 1
	v_cndmask_b32_e32 v36, v68, v48, vcc
	v_cmp_o_f32_e32 vcc, v55, v55
	v_bfe_u32 v44, v38, 16, 1
	v_add3_u32 v37, v43, v37, s7
	v_cndmask_b32_e32 v30, v68, v30, vcc
	v_perm_b32 v30, v30, v36, s4
	buffer_store_dwordx4 v[30:33], v67, s[8:11], 0 offen
	v_cmp_o_f32_e32 vcc, v40, v40
	v_bfe_u32 v36, v42, 16, 1
	v_bfe_u32 v30, v40, 16, 1
	v_bfe_u32 v31, v41, 16, 1
	v_add3_u32 v30, v40, v30, s7
	v_bfe_u32 v32, v46, 16, 1
	v_add3_u32 v31, v41, v31, s7
	v_lshrrev_b32_e32 v30, 16, v30
	v_bfe_u32 v33, v47, 16, 1
	v_add3_u32 v32, v46, v32, s7
	v_lshrrev_b32_e32 v31, 16, v31
	v_cndmask_b32_e32 v30, v68, v30, vcc
	v_cmp_o_f32_e32 vcc, v41, v41
	v_add3_u32 v33, v47, v33, s7
	v_lshrrev_b32_e32 v32, 16, v32
	v_cndmask_b32_e32 v31, v68, v31, vcc
	v_cmp_o_f32_e32 vcc, v46, v46
	v_add3_u32 v36, v42, v36, s7
	v_lshrrev_b32_e32 v48, 16, v33
	v_perm_b32 v33, v31, v30, s4
	v_cndmask_b32_e32 v30, v68, v32, vcc
	v_cmp_o_f32_e32 vcc, v47, v47
	v_lshrrev_b32_e32 v36, 16, v36
	v_bfe_u32 v45, v39, 16, 1
	v_cndmask_b32_e32 v31, v68, v48, vcc
	v_cmp_o_f32_e32 vcc, v42, v42
	v_add3_u32 v44, v38, v44, s7
	v_lshrrev_b32_e32 v37, 16, v37
	v_perm_b32 v32, v31, v30, s4
	v_cndmask_b32_e32 v30, v68, v36, vcc
	v_cmp_o_f32_e32 vcc, v43, v43
	v_add3_u32 v45, v39, v45, s7
	v_lshrrev_b32_e32 v44, 16, v44
	v_cndmask_b32_e32 v31, v68, v37, vcc
	v_cmp_o_f32_e32 vcc, v38, v38
	v_lshrrev_b32_e32 v45, 16, v45
	v_perm_b32 v31, v31, v30, s4
	v_cndmask_b32_e32 v30, v68, v44, vcc
	v_cmp_o_f32_e32 vcc, v39, v39
	v_pk_mul_f32 v[28:29], v[28:29], v[88:89]
	v_pk_mul_f32 v[26:27], v[26:27], v[86:87]
	v_cndmask_b32_e32 v36, v68, v45, vcc
	v_perm_b32 v30, v36, v30, s4
	buffer_store_dwordx4 v[30:33], v66, s[8:11], 0 offen
	v_cmp_o_f32_e32 vcc, v34, v34
	v_bfe_u32 v36, v26, 16, 1
	v_bfe_u32 v30, v34, 16, 1
	v_bfe_u32 v31, v35, 16, 1
	v_add3_u32 v30, v34, v30, s7
	v_bfe_u32 v32, v28, 16, 1
	v_add3_u32 v31, v35, v31, s7
	v_lshrrev_b32_e32 v30, 16, v30
	v_bfe_u32 v33, v29, 16, 1
	v_add3_u32 v32, v28, v32, s7
	v_lshrrev_b32_e32 v31, 16, v31
	v_cndmask_b32_e32 v30, v68, v30, vcc
	v_cmp_o_f32_e32 vcc, v35, v35
	v_add3_u32 v33, v29, v33, s7
	v_lshrrev_b32_e32 v32, 16, v32
	v_cndmask_b32_e32 v31, v68, v31, vcc
	v_cmp_o_f32_e32 vcc, v28, v28
	v_pk_mul_f32 v[24:25], v[24:25], v[84:85]
	v_bfe_u32 v37, v27, 16, 1
	v_add3_u32 v36, v26, v36, s7
	v_lshrrev_b32_e32 v33, 16, v33
	v_cndmask_b32_e32 v28, v68, v32, vcc
	v_cmp_o_f32_e32 vcc, v29, v29
	v_bfe_u32 v38, v24, 16, 1
	v_add3_u32 v37, v27, v37, s7
	v_lshrrev_b32_e32 v36, 16, v36
	v_cndmask_b32_e32 v29, v68, v33, vcc
	v_cmp_o_f32_e32 vcc, v26, v26
	v_bfe_u32 v39, v25, 16, 1
	v_add3_u32 v38, v24, v38, s7
	v_lshrrev_b32_e32 v37, 16, v37
	v_cndmask_b32_e32 v26, v68, v36, vcc
	v_cmp_o_f32_e32 vcc, v27, v27
	v_add3_u32 v39, v25, v39, s7
	v_lshrrev_b32_e32 v38, 16, v38
	v_cndmask_b32_e32 v27, v68, v37, vcc
	v_cmp_o_f32_e32 vcc, v24, v24
	v_lshrrev_b32_e32 v39, 16, v39
	v_perm_b32 v31, v31, v30, s4
	v_cndmask_b32_e32 v24, v68, v38, vcc
	v_cmp_o_f32_e32 vcc, v25, v25
	v_perm_b32 v30, v29, v28, s4
	v_perm_b32 v29, v27, v26, s4
	v_cndmask_b32_e32 v25, v68, v39, vcc
	v_perm_b32 v28, v25, v24, s4
	v_bfe_u32 v24, v22, 16, 1
	v_bfe_u32 v25, v23, 16, 1
	v_add3_u32 v24, v22, v24, s7
	v_bfe_u32 v26, v20, 16, 1
	v_add3_u32 v25, v23, v25, s7
	v_lshrrev_b32_e32 v24, 16, v24
	v_cmp_o_f32_e32 vcc, v22, v22
	v_bfe_u32 v27, v21, 16, 1
	v_add3_u32 v26, v20, v26, s7
	v_lshrrev_b32_e32 v25, 16, v25
	v_cndmask_b32_e32 v22, v68, v24, vcc
	v_cmp_o_f32_e32 vcc, v23, v23
	buffer_store_dwordx4 v[28:31], v65, s[8:11], 0 offen
	v_add3_u32 v27, v21, v27, s7
	v_lshrrev_b32_e32 v26, 16, v26
	v_bfe_u32 v28, v16, 16, 1
	v_cndmask_b32_e32 v23, v68, v25, vcc
	v_cmp_o_f32_e32 vcc, v20, v20
	v_bfe_u32 v29, v17, 16, 1
	v_add3_u32 v28, v16, v28, s7
	v_lshrrev_b32_e32 v27, 16, v27
	v_cndmask_b32_e32 v20, v68, v26, vcc
	v_cmp_o_f32_e32 vcc, v21, v21
	v_bfe_u32 v30, v18, 16, 1
	v_add3_u32 v29, v17, v29, s7
	v_lshrrev_b32_e32 v28, 16, v28
	v_cndmask_b32_e32 v21, v68, v27, vcc
	v_cmp_o_f32_e32 vcc, v16, v16
	v_bfe_u32 v31, v19, 16, 1
	v_add3_u32 v30, v18, v30, s7
	v_lshrrev_b32_e32 v29, 16, v29
	v_cndmask_b32_e32 v16, v68, v28, vcc
	v_cmp_o_f32_e32 vcc, v17, v17
	v_add3_u32 v31, v19, v31, s7
	v_lshrrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e32 v17, v68, v29, vcc
	v_cmp_o_f32_e32 vcc, v18, v18
	v_lshrrev_b32_e32 v31, 16, v31
	v_perm_b32 v23, v23, v22, s4
	v_perm_b32 v22, v21, v20, s4
	v_perm_b32 v21, v17, v16, s4
	v_cndmask_b32_e32 v16, v68, v30, vcc
	v_cmp_o_f32_e32 vcc, v19, v19
	v_bfe_u32 v18, v12, 16, 1
	v_bfe_u32 v19, v13, 16, 1
	v_cndmask_b32_e32 v17, v68, v31, vcc
	v_perm_b32 v20, v17, v16, s4
	v_bfe_u32 v16, v14, 16, 1
	v_bfe_u32 v17, v15, 16, 1
	v_add3_u32 v16, v14, v16, s7
	v_add3_u32 v17, v15, v17, s7
	v_lshrrev_b32_e32 v16, 16, v16
	v_cmp_o_f32_e32 vcc, v14, v14
	v_add3_u32 v18, v12, v18, s7
	v_lshrrev_b32_e32 v17, 16, v17
	v_cndmask_b32_e32 v14, v68, v16, vcc
	v_cmp_o_f32_e32 vcc, v15, v15
	buffer_store_dwordx4 v[20:23], v64, s[8:11], 0 offen
	v_add3_u32 v19, v13, v19, s7
	v_lshrrev_b32_e32 v18, 16, v18
	v_bfe_u32 v20, v10, 16, 1
	v_cndmask_b32_e32 v15, v68, v17, vcc
	v_cmp_o_f32_e32 vcc, v12, v12
	v_bfe_u32 v21, v11, 16, 1
	v_add3_u32 v20, v10, v20, s7
	v_lshrrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e32 v12, v68, v18, vcc
	v_cmp_o_f32_e32 vcc, v13, v13
	v_bfe_u32 v22, v6, 16, 1
	v_add3_u32 v21, v11, v21, s7
	v_lshrrev_b32_e32 v20, 16, v20
	v_cndmask_b32_e32 v13, v68, v19, vcc
	v_cmp_o_f32_e32 vcc, v10, v10
	v_bfe_u32 v23, v7, 16, 1
	v_add3_u32 v22, v6, v22, s7
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v10, v68, v20, vcc
	v_cmp_o_f32_e32 vcc, v11, v11
	v_add3_u32 v23, v7, v23, s7
	v_lshrrev_b32_e32 v22, 16, v22
	v_cndmask_b32_e32 v11, v68, v21, vcc
	v_cmp_o_f32_e32 vcc, v6, v6
	v_pk_mul_f32 v[8:9], v[52:53], v[8:9] op_sel_hi:[0,1]
	v_lshrrev_b32_e32 v23, 16, v23
	v_cndmask_b32_e32 v6, v68, v22, vcc
	v_cmp_o_f32_e32 vcc, v7, v7
	v_pk_mul_f32 v[8:9], v[8:9], v[78:79]
	v_pk_mul_f32 v[4:5], v[52:53], v[4:5] op_sel_hi:[0,1]
	v_cndmask_b32_e32 v7, v68, v23, vcc
	v_perm_b32 v15, v15, v14, s4
	v_perm_b32 v14, v13, v12, s4
	v_perm_b32 v12, v7, v6, s4
	v_bfe_u32 v6, v8, 16, 1
	v_pk_mul_f32 v[4:5], v[4:5], v[72:73]
	v_bfe_u32 v7, v9, 16, 1
	v_add3_u32 v6, v8, v6, s7
	v_cmp_o_f32_e32 vcc, v8, v8
	v_pk_mul_f32 v[2:3], v[52:53], v[2:3] op_sel_hi:[0,1]
	v_perm_b32 v13, v11, v10, s4
	v_bfe_u32 v10, v4, 16, 1
	v_add3_u32 v7, v9, v7, s7
	v_cndmask_b32_sdwa v6, v68, v6, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v9, v9
	v_pk_mul_f32 v[2:3], v[2:3], v[76:77]
	v_bfe_u32 v11, v5, 16, 1
	v_add3_u32 v10, v4, v10, s7
	v_cndmask_b32_sdwa v7, v68, v7, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v4, v4
	buffer_store_dwordx4 v[12:15], v63, s[8:11], 0 offen
	v_add3_u32 v11, v5, v11, s7
	v_cndmask_b32_sdwa v4, v68, v10, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_bfe_u32 v12, v2, 16, 1
	v_cmp_o_f32_e32 vcc, v5, v5
	v_pk_mul_f32 v[0:1], v[0:1], v[60:61]
	v_bfe_u32 v13, v3, 16, 1
	v_add3_u32 v12, v2, v12, s7
	v_cndmask_b32_sdwa v5, v68, v11, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v2, v2
	v_bfe_u32 v14, v0, 16, 1
	v_add3_u32 v13, v3, v13, s7
	v_cndmask_b32_sdwa v2, v68, v12, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v3, v3
	v_bfe_u32 v15, v1, 16, 1
	v_add3_u32 v14, v0, v14, s7
	v_cndmask_b32_sdwa v3, v68, v13, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v0, v0
	v_add3_u32 v15, v1, v15, s7
	v_perm_b32 v7, v7, v6, s4
	v_cndmask_b32_sdwa v0, v68, v14, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v1, v1
	v_perm_b32 v6, v5, v4, s4
	v_perm_b32 v5, v3, v2, s4
	v_cndmask_b32_sdwa v1, v68, v15, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_perm_b32 v4, v1, v0, s4
	buffer_store_dwordx4 v[4:7], v62, s[8:11], 0 offen
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
