
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
	v_or_b32_e32 v88, 0x2000, v1
	v_or_b32_e32 v89, 0x4000, v1
	v_or_b32_e32 v90, 0x6000, v1
	v_or_b32_e32 v91, 0x8000, v1
	v_or_b32_e32 v92, 0xa000, v1
	buffer_load_dwordx4 v[20:23], v88, s[8:11], 0 offen
	buffer_load_dwordx4 v[28:31], v89, s[8:11], 0 offen
	buffer_load_dwordx4 v[36:39], v90, s[8:11], 0 offen
	buffer_load_dwordx4 v[42:45], v91, s[8:11], 0 offen
	buffer_load_dwordx4 v[50:53], v92, s[8:11], 0 offen
	v_or_b32_e32 v93, 0xc000, v1
	buffer_load_dwordx4 v[54:57], v93, s[8:11], 0 offen
	v_or_b32_e32 v94, 0xe000, v1
	buffer_load_dwordx4 v[58:61], v94, s[8:11], 0 offen
	s_lshr_b32 s4, s16, 2
	s_and_b32 s9, s7, 0xffff
	s_mov_b32 s8, s6
	v_lshlrev_b32_e32 v0, 4, v0
	v_and_b32_e32 v0, 0x70, v0
	v_add_u32_e32 v0, 0, v0
	s_mov_b32 s6, 0x4b800000
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v33, 0xffff0000, v2
	v_lshlrev_b32_e32 v32, 16, v2
	v_and_b32_e32 v27, 0xffff0000, v3
	v_lshlrev_b32_e32 v26, 16, v3
	v_and_b32_e32 v19, 0xffff0000, v4
	v_lshlrev_b32_e32 v18, 16, v4
	v_and_b32_e32 v15, 0xffff0000, v5
	v_lshlrev_b32_e32 v14, 16, v5
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v11, 0xffff0000, v20
	v_lshlrev_b32_e32 v10, 16, v20
	v_and_b32_e32 v7, 0xffff0000, v21
	v_lshlrev_b32_e32 v6, 16, v21
	v_and_b32_e32 v5, 0xffff0000, v22
	v_lshlrev_b32_e32 v4, 16, v22
	v_and_b32_e32 v3, 0xffff0000, v23
	v_lshlrev_b32_e32 v2, 16, v23
	s_waitcnt vmcnt(5)
	v_and_b32_e32 v47, 0xffff0000, v28
	v_lshlrev_b32_e32 v46, 16, v28
	v_and_b32_e32 v41, 0xffff0000, v29
	v_lshlrev_b32_e32 v40, 16, v29
	v_and_b32_e32 v35, 0xffff0000, v30
	v_lshlrev_b32_e32 v34, 16, v30
	v_and_b32_e32 v29, 0xffff0000, v31
	v_lshlrev_b32_e32 v28, 16, v31
	s_waitcnt vmcnt(4)
	v_and_b32_e32 v23, 0xffff0000, v36
	v_lshlrev_b32_e32 v22, 16, v36
	v_and_b32_e32 v17, 0xffff0000, v37
	v_lshlrev_b32_e32 v16, 16, v37
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v37, 0xffff0000, v50
	v_lshlrev_b32_e32 v36, 16, v50
	v_and_b32_e32 v31, 0xffff0000, v51
	v_lshlrev_b32_e32 v30, 16, v51
	v_and_b32_e32 v25, 0xffff0000, v52
	v_lshlrev_b32_e32 v24, 16, v52
	v_and_b32_e32 v21, 0xffff0000, v53
	v_lshlrev_b32_e32 v20, 16, v53
	v_pk_mul_f32 v[50:51], v[32:33], v[32:33]
	v_pk_mul_f32 v[52:53], v[26:27], v[26:27]
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v67, 0xffff0000, v54
	v_lshlrev_b32_e32 v66, 16, v54
	v_and_b32_e32 v69, 0xffff0000, v55
	v_lshlrev_b32_e32 v68, 16, v55
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	v_pk_mul_f32 v[52:53], v[18:19], v[18:19]
	v_pk_mul_f32 v[54:55], v[14:15], v[14:15]
	v_and_b32_e32 v71, 0xffff0000, v56
	v_lshlrev_b32_e32 v70, 16, v56
	v_and_b32_e32 v73, 0xffff0000, v57
	v_lshlrev_b32_e32 v72, 16, v57
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	v_pk_mul_f32 v[54:55], v[10:11], v[10:11]
	v_pk_mul_f32 v[56:57], v[6:7], v[6:7]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v75, 0xffff0000, v58
	v_lshlrev_b32_e32 v74, 16, v58
	v_and_b32_e32 v77, 0xffff0000, v59
	v_lshlrev_b32_e32 v76, 16, v59
	v_pk_add_f32 v[54:55], v[54:55], v[56:57]
	v_pk_mul_f32 v[56:57], v[4:5], v[4:5]
	v_pk_mul_f32 v[58:59], v[2:3], v[2:3]
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	v_pk_add_f32 v[56:57], v[56:57], v[58:59]
	v_and_b32_e32 v13, 0xffff0000, v38
	v_pk_add_f32 v[52:53], v[54:55], v[56:57]
	v_pk_mul_f32 v[54:55], v[40:41], v[40:41]
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	v_pk_mul_f32 v[52:53], v[46:47], v[46:47]
	v_pk_mul_f32 v[56:57], v[28:29], v[28:29]
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	v_pk_mul_f32 v[54:55], v[34:35], v[34:35]
	v_lshlrev_b32_e32 v12, 16, v38
	v_and_b32_e32 v9, 0xffff0000, v39
	v_lshlrev_b32_e32 v8, 16, v39
	v_pk_add_f32 v[54:55], v[54:55], v[56:57]
	v_pk_mul_f32 v[56:57], v[22:23], v[22:23]
	v_pk_mul_f32 v[58:59], v[16:17], v[16:17]
	v_and_b32_e32 v63, 0xffff0000, v42
	v_lshlrev_b32_e32 v62, 16, v42
	v_and_b32_e32 v65, 0xffff0000, v43
	v_lshlrev_b32_e32 v64, 16, v43
	v_and_b32_e32 v49, 0xffff0000, v44
	v_lshlrev_b32_e32 v48, 16, v44
	v_and_b32_e32 v43, 0xffff0000, v45
	v_lshlrev_b32_e32 v42, 16, v45
	v_and_b32_e32 v45, 0xffff0000, v60
	v_lshlrev_b32_e32 v44, 16, v60
	v_and_b32_e32 v39, 0xffff0000, v61
	v_lshlrev_b32_e32 v38, 16, v61
	v_pk_add_f32 v[56:57], v[56:57], v[58:59]
	v_pk_mul_f32 v[58:59], v[12:13], v[12:13]
	v_pk_mul_f32 v[60:61], v[8:9], v[8:9]
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_pk_mul_f32 v[60:61], v[30:31], v[30:31]
	v_pk_add_f32 v[54:55], v[56:57], v[58:59]
	v_pk_mul_f32 v[56:57], v[64:65], v[64:65]
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	v_pk_mul_f32 v[54:55], v[62:63], v[62:63]
	v_pk_mul_f32 v[58:59], v[42:43], v[42:43]
	v_pk_add_f32 v[54:55], v[54:55], v[56:57]
	v_pk_mul_f32 v[56:57], v[48:49], v[48:49]
	v_pk_mul_f32 v[78:79], v[20:21], v[20:21]
	v_pk_add_f32 v[56:57], v[56:57], v[58:59]
	v_pk_mul_f32 v[58:59], v[36:37], v[36:37]
	v_pk_add_f32 v[54:55], v[54:55], v[56:57]
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_pk_mul_f32 v[60:61], v[24:25], v[24:25]
	v_pk_mul_f32 v[80:81], v[38:39], v[38:39]
	v_pk_add_f32 v[60:61], v[60:61], v[78:79]
	v_pk_mul_f32 v[78:79], v[76:77], v[76:77]
	v_pk_add_f32 v[56:57], v[58:59], v[60:61]
	v_pk_mul_f32 v[58:59], v[68:69], v[68:69]
	v_pk_add_f32 v[54:55], v[54:55], v[56:57]
	v_pk_mul_f32 v[56:57], v[66:67], v[66:67]
	v_pk_mul_f32 v[60:61], v[72:73], v[72:73]
	v_pk_add_f32 v[56:57], v[56:57], v[58:59]
	v_pk_mul_f32 v[58:59], v[70:71], v[70:71]
	s_nop 0
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_pk_mul_f32 v[60:61], v[74:75], v[74:75]
	v_pk_add_f32 v[56:57], v[56:57], v[58:59]
	v_pk_add_f32 v[60:61], v[60:61], v[78:79]
	v_pk_mul_f32 v[78:79], v[44:45], v[44:45]
	s_nop 0
	v_pk_add_f32 v[78:79], v[78:79], v[80:81]
	s_nop 0
	v_pk_add_f32 v[58:59], v[60:61], v[78:79]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], v[58:59]
	v_mov_b32_e32 v58, v50
	v_mov_b32_e32 v59, v52
	v_mov_b32_e32 v52, v51
	v_pk_add_f32 v[50:51], v[58:59], v[52:53]
	s_nop 1
	v_mov_b32_dpp v52, v50 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[52:53], v[50:51]
	s_nop 1
	v_mov_b32_dpp v52, v50 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[52:53], v[50:51]
	s_nop 1
	v_mov_b32_dpp v52, v50 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[52:53], v[50:51]
	s_nop 1
	v_mov_b32_dpp v52, v50 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[52:53], v[50:51]
	s_nop 0
	v_mov_b32_e32 v52, v50
	v_mov_b32_e32 v53, v51
	s_nop 0
	v_mov_b32_dpp v52, v52 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v53 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[52:53], v[50:51]
	s_nop 1
	v_mov_b32_dpp v52, v50 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[52:53], v[50:51]
	s_nop 0
	v_readlane_b32 s0, v50, 63
	v_readlane_b32 s1, v51, 63
	v_mov_b32_e32 v50, v54
	v_mov_b32_e32 v51, v56
	v_mov_b32_e32 v56, v55
	v_pk_add_f32 v[50:51], v[50:51], v[56:57]
	v_mov_b32_e32 v54, s4
	s_mov_b32 s4, 0x358637bd
	v_mov_b32_dpp v52, v50 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	s_nop 1
	v_mov_b32_dpp v52, v50 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	s_nop 1
	v_mov_b32_dpp v52, v50 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	s_nop 1
	v_mov_b32_dpp v52, v50 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	s_nop 0
	v_mov_b32_e32 v52, v50
	v_mov_b32_e32 v53, v51
	s_nop 0
	v_mov_b32_dpp v52, v52 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v53 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	s_nop 1
	v_mov_b32_dpp v52, v50 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v53, v51 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[50:51], v[50:51], v[52:53]
	s_nop 0
	v_readlane_b32 s2, v50, 63
	v_readlane_b32 s3, v51, 63
	v_mov_b32_e32 v50, s0
	v_mov_b32_e32 v51, s1
	v_mov_b32_e32 v52, s2
	v_mov_b32_e32 v53, s3
	ds_write_b128 v54, v[50:53]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[50:53], v1, s[8:11], 0 offen
	buffer_load_dwordx4 v[54:57], v88, s[8:11], 0 offen
	ds_read_b128 v[58:61], v0
	s_mov_b32 s2, 0x39000000
	s_add_u32 s8, s14, s12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v78, v58
	v_mov_b32_e32 v79, v59
	v_mov_b32_e32 v80, v60
	v_mov_b32_dpp v78, v78 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v79, v79 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v81, v61
	v_mov_b32_dpp v78, v78 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v79, v79 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v80, v80 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v81, v81 row_half_mirror row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[58:59], v[58:59], v[78:79]
	v_mov_b32_dpp v80, v80 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v81, v81 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[60:61], v[60:61], v[80:81]
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v79, 0xffff0000, v50
	v_lshlrev_b32_e32 v78, 16, v50
	v_and_b32_e32 v81, 0xffff0000, v51
	v_lshlrev_b32_e32 v80, 16, v51
	v_and_b32_e32 v51, 0xffff0000, v52
	v_lshlrev_b32_e32 v50, 16, v52
	v_and_b32_e32 v83, 0xffff0000, v53
	v_lshlrev_b32_e32 v82, 16, v53
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v53, 0xffff0000, v54
	v_lshlrev_b32_e32 v52, 16, v54
	v_and_b32_e32 v85, 0xffff0000, v55
	v_lshlrev_b32_e32 v84, 16, v55
	v_and_b32_e32 v55, 0xffff0000, v56
	v_lshlrev_b32_e32 v54, 16, v56
	v_and_b32_e32 v87, 0xffff0000, v57
	v_lshlrev_b32_e32 v86, 16, v57
	v_mov_b32_e32 v56, v58
	v_mov_b32_e32 v57, v59
	s_nop 0
	v_mov_b32_dpp v56, v56 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v57, v57 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[56:57], v[58:59], v[56:57]
	s_nop 0
	v_mov_b32_e32 v58, v56
	v_mov_b32_e32 v59, v57
	s_nop 0
	v_mov_b32_dpp v58, v58 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v59, v59 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[56:57], v[56:57], v[58:59]
	s_nop 0
	v_pk_mul_f32 v[56:57], v[56:57], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], s[4:5] op_sel_hi:[1,0]
	s_mov_b32 s5, 0x800000
	v_pk_mul_f32 v[58:59], v[56:57], s[6:7] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s5, v56
	v_cmp_gt_f32_e64 s[0:1], s5, v57
	s_nop 0
	v_cndmask_b32_e32 v95, v56, v58, vcc
	v_cndmask_b32_e64 v0, v57, v59, s[0:1]
	v_mov_b32_e32 v56, v60
	v_mov_b32_e32 v57, v61
	s_nop 0
	v_mov_b32_dpp v56, v56 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v57, v57 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[56:57], v[60:61], v[56:57]
	s_nop 0
	v_mov_b32_e32 v58, v56
	v_mov_b32_e32 v59, v57
	s_nop 0
	v_mov_b32_dpp v58, v58 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v59, v59 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[56:57], v[56:57], v[58:59]
	s_nop 0
	v_pk_mul_f32 v[56:57], v[56:57], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[56:57], v[56:57], s[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[58:59], v[56:57], s[6:7] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[2:3], s5, v56
	v_cmp_gt_f32_e64 s[4:5], s5, v57
	s_nop 0
	v_cndmask_b32_e64 v56, v56, v58, s[2:3]
	v_rsq_f32_e32 v58, v95
	v_cndmask_b32_e64 v57, v57, v59, s[4:5]
	v_rsq_f32_e32 v59, v0
	v_rsq_f32_e32 v57, v57
	v_mul_f32_e32 v0, 0x45800000, v58
	v_cndmask_b32_e32 v0, v58, v0, vcc
	v_rsq_f32_e32 v58, v56
	v_mul_f32_e32 v56, 0x45800000, v59
	v_cndmask_b32_e64 v56, v59, v56, s[0:1]
	v_pk_mul_f32 v[18:19], v[0:1], v[18:19] op_sel_hi:[0,1]
	v_mul_f32_e32 v59, 0x45800000, v58
	v_cndmask_b32_e64 v58, v58, v59, s[2:3]
	v_mul_f32_e32 v59, 0x45800000, v57
	v_cndmask_b32_e64 v60, v57, v59, s[4:5]
	v_pk_mul_f32 v[70:71], v[60:61], v[70:71] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[56:57], v[34:35] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[58:59], v[48:49] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[0:1], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[18:19], v[50:51]
	v_pk_mul_f32 v[34:35], v[34:35], v[50:51]
	v_pk_mul_f32 v[48:49], v[48:49], v[50:51]
	v_pk_mul_f32 v[50:51], v[70:71], v[50:51]
	v_pk_mul_f32 v[70:71], v[60:61], v[72:73] op_sel_hi:[0,1]
	v_pk_mul_f32 v[72:73], v[60:61], v[74:75] op_sel_hi:[0,1]
	v_pk_mul_f32 v[74:75], v[6:7], v[84:85]
	v_pk_mul_f32 v[6:7], v[56:57], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[6:7], v[84:85]
	v_pk_mul_f32 v[6:7], v[58:59], v[30:31] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[0:1], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[0:1], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[56:57], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[58:59], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[30:31], v[6:7], v[84:85]
	v_pk_mul_f32 v[6:7], v[60:61], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[4:5], v[54:55]
	v_pk_mul_f32 v[4:5], v[56:57], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[0:1], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[0:1], v[26:27] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[0:1], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[52:53]
	v_pk_mul_f32 v[22:23], v[22:23], v[52:53]
	v_pk_mul_f32 v[36:37], v[36:37], v[52:53]
	v_pk_mul_f32 v[52:53], v[72:73], v[52:53]
	v_pk_mul_f32 v[72:73], v[60:61], v[76:77] op_sel_hi:[0,1]
	v_pk_mul_f32 v[76:77], v[4:5], v[54:55]
	v_pk_mul_f32 v[4:5], v[58:59], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[66:67], v[60:61], v[66:67] op_sel_hi:[0,1]
	v_pk_mul_f32 v[32:33], v[32:33], v[78:79]
	v_pk_mul_f32 v[46:47], v[56:57], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[62:63], v[58:59], v[62:63] op_sel_hi:[0,1]
	v_pk_mul_f32 v[68:69], v[60:61], v[68:69] op_sel_hi:[0,1]
	v_pk_mul_f32 v[26:27], v[26:27], v[80:81]
	v_pk_mul_f32 v[40:41], v[56:57], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[58:59], v[64:65] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[14:15], v[82:83]
	v_pk_mul_f32 v[28:29], v[56:57], v[28:29] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[58:59], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[4:5], v[54:55]
	v_pk_mul_f32 v[54:55], v[6:7], v[54:55]
	v_pk_mul_f32 v[4:5], v[60:61], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[0:1], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[56:57], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[58:59], v[20:21] op_sel_hi:[0,1]
	s_addc_u32 s0, s15, s13
	v_pk_mul_f32 v[46:47], v[46:47], v[78:79]
	v_pk_mul_f32 v[62:63], v[62:63], v[78:79]
	v_pk_mul_f32 v[66:67], v[66:67], v[78:79]
	v_pk_mul_f32 v[40:41], v[40:41], v[80:81]
	v_pk_mul_f32 v[64:65], v[64:65], v[80:81]
	v_pk_mul_f32 v[68:69], v[68:69], v[80:81]
	v_pk_mul_f32 v[28:29], v[28:29], v[82:83]
	v_pk_mul_f32 v[42:43], v[42:43], v[82:83]
	v_pk_mul_f32 v[70:71], v[70:71], v[82:83]
	v_pk_mul_f32 v[72:73], v[72:73], v[84:85]
	v_pk_mul_f32 v[12:13], v[2:3], v[86:87]
	v_pk_mul_f32 v[20:21], v[6:7], v[86:87]
	v_pk_mul_f32 v[38:39], v[8:9], v[86:87]
	v_pk_mul_f32 v[56:57], v[4:5], v[86:87]
	.long 0xd2680002
	v_cndmask_b32_e32 v1, v32, v33, vcc
	.long 0xd2680003
	v_cndmask_b32_e32 v1, v26, v27, vcc
	.long 0xd2680004
	v_cndmask_b32_e32 v1, v18, v19, vcc
	.long 0xd2680005
	v_cndmask_b32_e32 v1, v14, v15, vcc
	s_and_b32 s9, s0, 0xffff
	.long 0xd2680006
	v_cndmask_b32_e32 v1, v10, v11, vcc
	.long 0xd2680007
	v_cndmask_b32_e32 v1, v74, v75, vcc
	.long 0xd2680008
	v_cndmask_b32_e32 v1, v44, v45, vcc
	.long 0xd2680009
	v_cndmask_b32_e32 v1, v12, v13, vcc
	.long 0xd268000a
	v_cndmask_b32_e32 v1, v46, v47, vcc
	.long 0xd268000b
	v_cndmask_b32_e32 v1, v40, v41, vcc
	.long 0xd268000c
	v_cndmask_b32_e32 v1, v34, v35, vcc
	.long 0xd268000d
	v_cndmask_b32_e32 v1, v28, v29, vcc
	.long 0xd268000e
	v_cndmask_b32_e32 v1, v22, v23, vcc
	.long 0xd268000f
	v_cndmask_b32_e32 v1, v16, v17, vcc
	.long 0xd2680010
	v_cndmask_b32_e32 v1, v76, v77, vcc
	.long 0xd2680011
	v_cndmask_b32_e32 v1, v20, v21, vcc
	.long 0xd2680012
	v_cndmask_b32_e32 v1, v62, v63, vcc
	.long 0xd2680013
	v_cndmask_b32_e32 v1, v64, v65, vcc
	.long 0xd2680014
	v_cndmask_b32_e32 v1, v48, v49, vcc
	.long 0xd2680015
	v_cndmask_b32_e32 v1, v42, v43, vcc
	.long 0xd2680016
	v_cndmask_b32_e32 v1, v36, v37, vcc
	.long 0xd2680017
	v_cndmask_b32_e32 v1, v30, v31, vcc
	.long 0xd2680018
	v_cndmask_b32_e32 v1, v24, v25, vcc
	.long 0xd2680019
	v_cndmask_b32_e32 v1, v38, v39, vcc
	.long 0xd268001a
	v_cndmask_b32_e32 v1, v66, v67, vcc
	.long 0xd268001b
	v_cndmask_b32_e32 v1, v68, v69, vcc
	.long 0xd268001c
	v_cndmask_b32_e32 v1, v50, v51, vcc
	.long 0xd268001d
	v_cndmask_b32_e32 v1, v70, v71, vcc
	.long 0xd268001e
	v_cndmask_b32_e32 v1, v52, v53, vcc
	.long 0xd268001f
	v_cndmask_b32_e32 v1, v72, v73, vcc
	.long 0xd2680020
	v_cndmask_b32_e32 v1, v54, v55, vcc
	.long 0xd2680021
	v_cndmask_b32_e32 v1, v56, v57, vcc
	buffer_store_dwordx4 v[2:5], v1, s[8:11], 0 offen
	buffer_store_dwordx4 v[6:9], v88, s[8:11], 0 offen
	buffer_store_dwordx4 v[10:13], v89, s[8:11], 0 offen
	buffer_store_dwordx4 v[14:17], v90, s[8:11], 0 offen
	buffer_store_dwordx4 v[18:21], v91, s[8:11], 0 offen
	buffer_store_dwordx4 v[22:25], v92, s[8:11], 0 offen
	buffer_store_dwordx4 v[26:29], v93, s[8:11], 0 offen
	buffer_store_dwordx4 v[30:33], v94, s[8:11], 0 offen
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
