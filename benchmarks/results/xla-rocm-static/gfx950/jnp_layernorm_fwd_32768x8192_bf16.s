
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <fusion_6>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_readfirstlane_b32 s0, v0
	s_ashr_i32 s3, s2, 31
	s_and_b32 s0, s0, 0x1c0
	s_lshl_b64 s[16:17], s[2:3], 16
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s4, s16
	v_and_or_b32 v1, v0, 63, s0
	s_addc_u32 s1, s5, s17
	v_lshlrev_b32_e32 v76, 4, v1
	s_and_b32 s13, s1, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	buffer_load_dwordx4 v[8:11], v76, s[12:15], 0 offen
	v_or_b32_e32 v79, 0x2000, v76
	buffer_load_dwordx4 v[14:17], v79, s[12:15], 0 offen
	v_or_b32_e32 v77, 0x6000, v76
	v_or_b32_e32 v78, 0x4000, v76
	buffer_load_dwordx4 v[28:31], v77, s[12:15], 0 offen
	buffer_load_dwordx4 v[20:23], v78, s[12:15], 0 offen
	v_or_b32_e32 v75, 0x8000, v76
	buffer_load_dwordx4 v[34:37], v75, s[12:15], 0 offen
	v_or_b32_e32 v74, 0xa000, v76
	buffer_load_dwordx4 v[56:59], v74, s[12:15], 0 offen
	v_or_b32_e32 v81, 0xc000, v76
	v_or_b32_e32 v80, 0xe000, v76
	buffer_load_dwordx4 v[64:67], v81, s[12:15], 0 offen
	buffer_load_dwordx4 v[82:85], v80, s[12:15], 0 offen
	s_lshr_b32 s0, s0, 2
	v_lshlrev_b32_e32 v0, 4, v0
	v_mov_b32_e32 v90, s0
	v_and_b32_e32 v0, 0x70, v0
	s_and_b32 s13, s9, 0xffff
	s_mov_b32 s12, s8
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v3, 0xffff0000, v8
	v_lshlrev_b32_e32 v2, 16, v8
	v_and_b32_e32 v5, 0xffff0000, v9
	v_lshlrev_b32_e32 v4, 16, v9
	v_and_b32_e32 v9, 0xffff0000, v10
	v_lshlrev_b32_e32 v8, 16, v10
	v_and_b32_e32 v13, 0xffff0000, v11
	v_lshlrev_b32_e32 v12, 16, v11
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v27, 0xffff0000, v14
	v_lshlrev_b32_e32 v26, 16, v14
	v_and_b32_e32 v33, 0xffff0000, v15
	v_lshlrev_b32_e32 v32, 16, v15
	v_and_b32_e32 v39, 0xffff0000, v16
	v_lshlrev_b32_e32 v38, 16, v16
	v_and_b32_e32 v45, 0xffff0000, v17
	v_lshlrev_b32_e32 v44, 16, v17
	v_pk_add_f32 v[18:19], v[2:3], v[4:5]
	v_pk_add_f32 v[24:25], v[8:9], v[12:13]
	s_waitcnt vmcnt(5)
	v_and_b32_e32 v51, 0xffff0000, v30
	v_lshlrev_b32_e32 v50, 16, v30
	v_and_b32_e32 v55, 0xffff0000, v31
	v_lshlrev_b32_e32 v54, 16, v31
	v_pk_add_f32 v[18:19], v[18:19], v[24:25]
	v_pk_add_f32 v[24:25], v[26:27], v[32:33]
	v_pk_add_f32 v[30:31], v[38:39], v[44:45]
	s_waitcnt vmcnt(4)
	v_and_b32_e32 v7, 0xffff0000, v20
	v_lshlrev_b32_e32 v6, 16, v20
	v_and_b32_e32 v11, 0xffff0000, v21
	v_lshlrev_b32_e32 v10, 16, v21
	v_and_b32_e32 v17, 0xffff0000, v22
	v_lshlrev_b32_e32 v16, 16, v22
	v_and_b32_e32 v21, 0xffff0000, v23
	v_lshlrev_b32_e32 v20, 16, v23
	v_pk_add_f32 v[24:25], v[24:25], v[30:31]
	v_and_b32_e32 v41, 0xffff0000, v28
	v_lshlrev_b32_e32 v40, 16, v28
	v_and_b32_e32 v47, 0xffff0000, v29
	v_lshlrev_b32_e32 v46, 16, v29
	v_pk_add_f32 v[18:19], v[18:19], v[24:25]
	v_pk_add_f32 v[24:25], v[6:7], v[10:11]
	v_pk_add_f32 v[30:31], v[16:17], v[20:21]
	v_pk_add_f32 v[62:63], v[50:51], v[54:55]
	v_pk_add_f32 v[24:25], v[24:25], v[30:31]
	v_pk_add_f32 v[30:31], v[40:41], v[46:47]
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v15, 0xffff0000, v34
	v_lshlrev_b32_e32 v14, 16, v34
	v_and_b32_e32 v23, 0xffff0000, v35
	v_lshlrev_b32_e32 v22, 16, v35
	v_and_b32_e32 v29, 0xffff0000, v36
	v_lshlrev_b32_e32 v28, 16, v36
	v_and_b32_e32 v35, 0xffff0000, v37
	v_lshlrev_b32_e32 v34, 16, v37
	v_pk_add_f32 v[30:31], v[30:31], v[62:63]
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v37, 0xffff0000, v56
	v_lshlrev_b32_e32 v36, 16, v56
	v_and_b32_e32 v49, 0xffff0000, v57
	v_lshlrev_b32_e32 v48, 16, v57
	v_and_b32_e32 v57, 0xffff0000, v58
	v_lshlrev_b32_e32 v56, 16, v58
	v_and_b32_e32 v61, 0xffff0000, v59
	v_lshlrev_b32_e32 v60, 16, v59
	v_pk_add_f32 v[24:25], v[24:25], v[30:31]
	v_pk_add_f32 v[30:31], v[14:15], v[22:23]
	v_pk_add_f32 v[62:63], v[28:29], v[34:35]
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v43, 0xffff0000, v64
	v_lshlrev_b32_e32 v42, 16, v64
	v_and_b32_e32 v53, 0xffff0000, v65
	v_lshlrev_b32_e32 v52, 16, v65
	v_and_b32_e32 v59, 0xffff0000, v66
	v_lshlrev_b32_e32 v58, 16, v66
	v_and_b32_e32 v65, 0xffff0000, v67
	v_lshlrev_b32_e32 v64, 16, v67
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v67, 0xffff0000, v82
	v_lshlrev_b32_e32 v66, 16, v82
	v_and_b32_e32 v69, 0xffff0000, v83
	v_lshlrev_b32_e32 v68, 16, v83
	v_pk_add_f32 v[30:31], v[30:31], v[62:63]
	v_pk_add_f32 v[62:63], v[36:37], v[48:49]
	v_pk_add_f32 v[82:83], v[56:57], v[60:61]
	v_and_b32_e32 v71, 0xffff0000, v84
	v_pk_add_f32 v[62:63], v[62:63], v[82:83]
	v_lshlrev_b32_e32 v70, 16, v84
	v_and_b32_e32 v73, 0xffff0000, v85
	v_lshlrev_b32_e32 v72, 16, v85
	v_pk_add_f32 v[30:31], v[30:31], v[62:63]
	v_pk_add_f32 v[62:63], v[42:43], v[52:53]
	v_pk_add_f32 v[82:83], v[58:59], v[64:65]
	v_pk_add_f32 v[84:85], v[70:71], v[72:73]
	v_pk_add_f32 v[62:63], v[62:63], v[82:83]
	v_pk_add_f32 v[82:83], v[66:67], v[68:69]
	s_nop 0
	v_pk_add_f32 v[82:83], v[82:83], v[84:85]
	s_nop 0
	v_pk_add_f32 v[62:63], v[62:63], v[82:83]
	v_mov_b32_e32 v82, v18
	v_mov_b32_e32 v83, v24
	v_mov_b32_e32 v24, v19
	v_pk_add_f32 v[18:19], v[82:83], v[24:25]
	s_nop 1
	v_mov_b32_dpp v24, v18 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[24:25], v[18:19]
	s_nop 1
	v_mov_b32_dpp v24, v18 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[24:25], v[18:19]
	s_nop 1
	v_mov_b32_dpp v24, v18 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[24:25], v[18:19]
	s_nop 1
	v_mov_b32_dpp v24, v18 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[24:25], v[18:19]
	s_nop 0
	v_mov_b32_e32 v24, v18
	v_mov_b32_e32 v25, v19
	s_nop 0
	v_mov_b32_dpp v24, v24 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[24:25], v[18:19]
	s_nop 1
	v_mov_b32_dpp v24, v18 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[24:25], v[18:19]
	s_nop 0
	v_readlane_b32 s1, v18, 63
	v_readlane_b32 s2, v19, 63
	v_mov_b32_e32 v18, v30
	v_mov_b32_e32 v19, v62
	v_mov_b32_e32 v62, v31
	v_pk_add_f32 v[18:19], v[18:19], v[62:63]
	v_mov_b32_e32 v82, s1
	v_mov_b32_e32 v83, s2
	v_mov_b32_dpp v24, v18 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[18:19], v[24:25]
	s_nop 1
	v_mov_b32_dpp v24, v18 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[18:19], v[24:25]
	s_nop 1
	v_mov_b32_dpp v24, v18 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[18:19], v[24:25]
	s_nop 1
	v_mov_b32_dpp v24, v18 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[18:19], v[24:25]
	s_nop 0
	v_mov_b32_e32 v24, v18
	v_mov_b32_e32 v25, v19
	s_nop 0
	v_mov_b32_dpp v24, v24 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v25 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[18:19], v[24:25]
	s_nop 1
	v_mov_b32_dpp v24, v18 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v25, v19 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[18:19], v[18:19], v[24:25]
	s_nop 0
	v_readlane_b32 s3, v18, 63
	v_readlane_b32 s4, v19, 63
	s_nop 0
	v_mov_b32_e32 v84, s3
	v_mov_b32_e32 v85, s4
	ds_write_b128 v90, v[82:85]
	v_add_u32_e32 v82, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[84:87], v82
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_mov_b32 s4, 0x358637bd
	v_mov_b32_e32 v1, v85
	v_mov_b32_e32 v0, v84
	s_nop 0
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v0 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 0
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v62, v85, v1
	v_mov_b32_e32 v1, v86
	v_mov_b32_dpp v0, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v84, v0
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v63, v86, v1
	v_mov_b32_e32 v1, v87
	s_nop 1
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 1
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v83, v87, v1
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v1
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, 0x39000000, v0
	v_pk_add_f32 v[18:19], v[8:9], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[8:9], v[26:27], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v26, v62
	v_pk_add_f32 v[30:31], v[2:3], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[24:25], v[4:5], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_dpp v26, v26 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v26, v62, v26
	v_mov_b32_e32 v27, v26
	v_pk_add_f32 v[12:13], v[12:13], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[4:5], v[32:33], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_dpp v27, v27 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v26, v26, v27
	v_mul_f32_e32 v62, 0x39000000, v26
	v_pk_add_f32 v[26:27], v[20:21], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[40:41], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v40, v63
	v_pk_add_f32 v[2:3], v[38:39], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[0:1], v[44:45], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_dpp v40, v40 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v40, v63, v40
	v_mov_b32_e32 v41, v40
	v_pk_add_f32 v[44:45], v[6:7], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[10:11], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_dpp v41, v41 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v40, v40, v41
	v_pk_add_f32 v[32:33], v[16:17], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[16:17], v[46:47], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[10:11], v[50:51], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[6:7], v[54:55], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mul_f32_e32 v62, 0x39000000, v40
	v_pk_add_f32 v[40:41], v[34:35], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[36:37], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v36, v83
	v_pk_add_f32 v[54:55], v[14:15], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[22:23], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_dpp v36, v36 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v36, v83, v36
	v_mov_b32_e32 v37, v36
	v_pk_add_f32 v[22:23], v[56:57], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[14:15], v[60:61], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_dpp v37, v37 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v36, v36, v37
	v_mul_f32_e32 v36, 0x39000000, v36
	v_pk_add_f32 v[60:61], v[52:53], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[64:65], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[66:67], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[64:65], v[30:31], v[30:31]
	v_pk_mul_f32 v[66:67], v[24:25], v[24:25]
	v_pk_add_f32 v[46:47], v[28:29], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[48:49], v[62:63] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[68:69], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_mul_f32 v[66:67], v[18:19], v[18:19]
	v_pk_mul_f32 v[68:69], v[12:13], v[12:13]
	v_pk_add_f32 v[62:63], v[42:43], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[70:71], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_pk_mul_f32 v[68:69], v[8:9], v[8:9]
	v_pk_mul_f32 v[70:71], v[4:5], v[4:5]
	v_pk_add_f32 v[58:59], v[58:59], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[72:73], v[36:37] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_mul_f32 v[70:71], v[2:3], v[2:3]
	v_pk_mul_f32 v[72:73], v[0:1], v[0:1]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_mul_f32 v[72:73], v[16:17], v[16:17]
	v_pk_add_f32 v[66:67], v[68:69], v[70:71]
	v_pk_mul_f32 v[68:69], v[38:39], v[38:39]
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	v_pk_mul_f32 v[66:67], v[44:45], v[44:45]
	v_pk_mul_f32 v[70:71], v[26:27], v[26:27]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_pk_mul_f32 v[68:69], v[32:33], v[32:33]
	v_pk_mul_f32 v[84:85], v[6:7], v[6:7]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_mul_f32 v[70:71], v[20:21], v[20:21]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_mul_f32 v[72:73], v[10:11], v[10:11]
	v_pk_mul_f32 v[86:87], v[14:15], v[14:15]
	v_pk_add_f32 v[72:73], v[72:73], v[84:85]
	v_pk_mul_f32 v[84:85], v[28:29], v[28:29]
	v_pk_add_f32 v[68:69], v[70:71], v[72:73]
	v_pk_mul_f32 v[70:71], v[50:51], v[50:51]
	v_pk_add_f32 v[66:67], v[66:67], v[68:69]
	v_pk_mul_f32 v[68:69], v[54:55], v[54:55]
	v_pk_mul_f32 v[72:73], v[40:41], v[40:41]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_mul_f32 v[70:71], v[46:47], v[46:47]
	v_pk_mul_f32 v[88:89], v[36:37], v[36:37]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_mul_f32 v[72:73], v[34:35], v[34:35]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_add_f32 v[72:73], v[72:73], v[84:85]
	v_pk_mul_f32 v[84:85], v[22:23], v[22:23]
	s_nop 0
	v_pk_add_f32 v[84:85], v[84:85], v[86:87]
	v_pk_mul_f32 v[86:87], v[48:49], v[48:49]
	v_pk_add_f32 v[70:71], v[72:73], v[84:85]
	v_pk_mul_f32 v[72:73], v[60:61], v[60:61]
	v_pk_add_f32 v[68:69], v[68:69], v[70:71]
	v_pk_mul_f32 v[70:71], v[62:63], v[62:63]
	v_pk_mul_f32 v[84:85], v[56:57], v[56:57]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_mul_f32 v[72:73], v[58:59], v[58:59]
	s_nop 0
	v_pk_add_f32 v[72:73], v[72:73], v[84:85]
	v_pk_mul_f32 v[84:85], v[52:53], v[52:53]
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_pk_add_f32 v[84:85], v[84:85], v[86:87]
	v_pk_mul_f32 v[86:87], v[42:43], v[42:43]
	s_nop 0
	v_pk_add_f32 v[86:87], v[86:87], v[88:89]
	s_nop 0
	v_pk_add_f32 v[72:73], v[84:85], v[86:87]
	s_nop 0
	v_pk_add_f32 v[70:71], v[70:71], v[72:73]
	v_mov_b32_e32 v72, v64
	v_mov_b32_e32 v73, v66
	v_mov_b32_e32 v66, v65
	v_pk_add_f32 v[64:65], v[72:73], v[66:67]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 0
	v_mov_b32_e32 v66, v64
	v_mov_b32_e32 v67, v65
	s_nop 0
	v_mov_b32_dpp v66, v66 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v67 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 0
	v_readlane_b32 s0, v64, 63
	v_readlane_b32 s1, v65, 63
	v_mov_b32_e32 v64, v68
	v_mov_b32_e32 v65, v70
	v_mov_b32_e32 v70, v69
	v_pk_add_f32 v[64:65], v[64:65], v[70:71]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 0
	v_mov_b32_e32 v66, v64
	v_mov_b32_e32 v67, v65
	s_nop 0
	v_mov_b32_dpp v66, v66 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v67 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 1
	v_mov_b32_dpp v66, v64 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v67, v65 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[64:65], v[64:65], v[66:67]
	s_nop 0
	v_readlane_b32 s2, v64, 63
	v_readlane_b32 s3, v65, 63
	v_mov_b32_e32 v64, s0
	v_mov_b32_e32 v65, s1
	v_mov_b32_e32 v66, s2
	v_mov_b32_e32 v67, s3
	ds_write_b128 v90, v[64:67]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[64:67], v76, s[12:15], 0 offen
	buffer_load_dwordx4 v[68:71], v79, s[12:15], 0 offen
	s_and_b32 s13, s7, 0xffff
	s_mov_b32 s12, s6
	buffer_load_dwordx4 v[84:87], v76, s[12:15], 0 offen
	buffer_load_dwordx4 v[88:91], v79, s[12:15], 0 offen
	ds_read_b128 v[92:95], v82
	s_mov_b32 s2, 0x39000000
	s_mov_b32 s6, 0x4b800000
	s_add_u32 s12, s10, s16
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v72, v92
	v_mov_b32_e32 v73, v93
	v_mov_b32_e32 v82, v94
	v_mov_b32_dpp v72, v72 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v73, v73 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v83, v95
	v_mov_b32_dpp v72, v72 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v73, v73 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v82, v82 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v83, v83 row_half_mirror row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[72:73], v[92:93], v[72:73]
	v_mov_b32_dpp v82, v82 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v83, v83 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[82:83], v[94:95], v[82:83]
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v93, 0xffff0000, v64
	v_lshlrev_b32_e32 v92, 16, v64
	v_and_b32_e32 v95, 0xffff0000, v65
	v_lshlrev_b32_e32 v94, 16, v65
	v_and_b32_e32 v65, 0xffff0000, v66
	v_lshlrev_b32_e32 v64, 16, v66
	v_and_b32_e32 v97, 0xffff0000, v67
	v_lshlrev_b32_e32 v96, 16, v67
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v67, 0xffff0000, v84
	v_lshlrev_b32_e32 v66, 16, v84
	v_and_b32_e32 v99, 0xffff0000, v85
	v_lshlrev_b32_e32 v98, 16, v85
	v_and_b32_e32 v85, 0xffff0000, v86
	v_lshlrev_b32_e32 v84, 16, v86
	v_and_b32_e32 v101, 0xffff0000, v87
	v_lshlrev_b32_e32 v100, 16, v87
	v_and_b32_e32 v87, 0xffff0000, v68
	v_lshlrev_b32_e32 v86, 16, v68
	v_and_b32_e32 v103, 0xffff0000, v69
	v_lshlrev_b32_e32 v102, 16, v69
	v_and_b32_e32 v69, 0xffff0000, v70
	v_lshlrev_b32_e32 v68, 16, v70
	v_and_b32_e32 v105, 0xffff0000, v71
	v_lshlrev_b32_e32 v104, 16, v71
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v71, 0xffff0000, v88
	v_lshlrev_b32_e32 v70, 16, v88
	v_and_b32_e32 v107, 0xffff0000, v89
	v_lshlrev_b32_e32 v106, 16, v89
	v_and_b32_e32 v89, 0xffff0000, v90
	v_lshlrev_b32_e32 v88, 16, v90
	v_and_b32_e32 v109, 0xffff0000, v91
	v_lshlrev_b32_e32 v108, 16, v91
	v_mov_b32_e32 v90, v72
	v_mov_b32_e32 v91, v73
	s_nop 0
	v_mov_b32_dpp v90, v90 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v91, v91 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[72:73], v[72:73], v[90:91]
	s_nop 0
	v_mov_b32_e32 v90, v72
	v_mov_b32_e32 v91, v73
	s_nop 0
	v_mov_b32_dpp v90, v90 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v91, v91 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[72:73], v[72:73], v[90:91]
	s_nop 0
	v_pk_mul_f32 v[72:73], v[72:73], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[72:73], v[72:73], s[4:5] op_sel_hi:[1,0]
	s_mov_b32 s5, 0x800000
	v_pk_mul_f32 v[90:91], v[72:73], s[6:7] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s5, v73
	v_cmp_gt_f32_e64 s[0:1], s5, v72
	s_nop 0
	v_cndmask_b32_e32 v91, v73, v91, vcc
	v_cndmask_b32_e64 v90, v72, v90, s[0:1]
	v_mov_b32_e32 v72, v82
	v_mov_b32_e32 v73, v83
	s_nop 0
	v_mov_b32_dpp v72, v72 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v73, v73 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[72:73], v[82:83], v[72:73]
	s_nop 0
	v_mov_b32_e32 v82, v72
	v_mov_b32_e32 v83, v73
	s_nop 0
	v_mov_b32_dpp v82, v82 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v83, v83 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[72:73], v[72:73], v[82:83]
	s_nop 0
	v_pk_mul_f32 v[72:73], v[72:73], s[2:3] op_sel_hi:[1,0]
	s_nop 0
	v_pk_add_f32 v[72:73], v[72:73], s[4:5] op_sel_hi:[1,0]
	s_nop 0
	v_pk_mul_f32 v[82:83], v[72:73], s[6:7] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[2:3], s5, v73
	v_cmp_gt_f32_e64 s[4:5], s5, v72
	s_nop 0
	v_cndmask_b32_e64 v73, v73, v83, s[2:3]
	v_rsq_f32_e32 v83, v90
	v_cndmask_b32_e64 v82, v72, v82, s[4:5]
	v_rsq_f32_e32 v90, v91
	v_rsq_f32_e32 v73, v73
	v_mul_f32_e32 v72, 0x45800000, v83
	v_cndmask_b32_e64 v72, v83, v72, s[0:1]
	v_rsq_f32_e32 v83, v82
	v_mul_f32_e32 v82, 0x45800000, v90
	v_cndmask_b32_e32 v82, v90, v82, vcc
	v_pk_mul_f32 v[4:5], v[4:5], v[72:73] op_sel_hi:[1,0]
	v_mul_f32_e32 v90, 0x45800000, v83
	v_cndmask_b32_e64 v90, v83, v90, s[4:5]
	v_mul_f32_e32 v83, 0x45800000, v73
	v_cndmask_b32_e64 v110, v73, v83, s[2:3]
	v_pk_mul_f32 v[58:59], v[58:59], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[102:103]
	v_pk_mul_f32 v[58:59], v[58:59], v[64:65]
	v_pk_mul_f32 v[18:19], v[18:19], v[64:65]
	v_pk_mul_f32 v[32:33], v[32:33], v[64:65]
	v_pk_mul_f32 v[46:47], v[46:47], v[64:65]
	v_pk_add_f32 v[64:65], v[4:5], v[106:107]
	v_pk_mul_f32 v[4:5], v[42:43], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[68:69]
	v_pk_mul_f32 v[2:3], v[2:3], v[68:69]
	v_pk_mul_f32 v[10:11], v[10:11], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[30:31], v[92:93]
	v_pk_mul_f32 v[44:45], v[44:45], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[54:55], v[54:55], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[60:61], v[60:61], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[94:95]
	v_pk_mul_f32 v[38:39], v[38:39], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[56:57], v[56:57], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[96:97]
	v_pk_mul_f32 v[26:27], v[26:27], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[52:53], v[52:53], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[28:29], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[68:69]
	v_pk_mul_f32 v[22:23], v[22:23], v[68:69]
	v_pk_add_f32 v[42:43], v[2:3], v[88:89]
	v_pk_add_f32 v[68:69], v[4:5], v[88:89]
	v_pk_mul_f32 v[2:3], v[36:37], v[110:111] op_sel_hi:[1,0]
	v_pk_mul_f32 v[0:1], v[0:1], v[72:73] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[6:7], v[82:83] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[14:15], v[90:91] op_sel_hi:[1,0]
	v_pk_mul_f32 v[62:63], v[62:63], v[92:93]
	v_pk_mul_f32 v[44:45], v[44:45], v[92:93]
	v_pk_mul_f32 v[54:55], v[54:55], v[92:93]
	v_pk_add_f32 v[30:31], v[30:31], v[66:67]
	v_pk_mul_f32 v[60:61], v[60:61], v[94:95]
	v_pk_mul_f32 v[38:39], v[38:39], v[94:95]
	v_pk_mul_f32 v[50:51], v[50:51], v[94:95]
	v_pk_add_f32 v[24:25], v[24:25], v[98:99]
	v_pk_add_f32 v[18:19], v[18:19], v[84:85]
	v_pk_mul_f32 v[56:57], v[56:57], v[96:97]
	v_pk_mul_f32 v[26:27], v[26:27], v[96:97]
	v_pk_mul_f32 v[40:41], v[40:41], v[96:97]
	v_pk_add_f32 v[12:13], v[12:13], v[100:101]
	v_pk_mul_f32 v[52:53], v[52:53], v[86:87]
	v_pk_mul_f32 v[8:9], v[8:9], v[86:87]
	v_pk_mul_f32 v[20:21], v[20:21], v[86:87]
	v_pk_mul_f32 v[34:35], v[34:35], v[86:87]
	v_pk_mul_f32 v[48:49], v[48:49], v[102:103]
	v_pk_mul_f32 v[16:17], v[16:17], v[102:103]
	v_pk_mul_f32 v[28:29], v[28:29], v[102:103]
	v_pk_mul_f32 v[2:3], v[2:3], v[104:105]
	v_pk_mul_f32 v[0:1], v[0:1], v[104:105]
	v_pk_mul_f32 v[4:5], v[4:5], v[104:105]
	v_pk_mul_f32 v[6:7], v[6:7], v[104:105]
	s_addc_u32 s0, s11, s17
	v_pk_add_f32 v[44:45], v[44:45], v[66:67]
	v_pk_add_f32 v[54:55], v[54:55], v[66:67]
	v_pk_add_f32 v[62:63], v[62:63], v[66:67]
	v_pk_add_f32 v[38:39], v[38:39], v[98:99]
	v_pk_add_f32 v[50:51], v[50:51], v[98:99]
	v_pk_add_f32 v[60:61], v[60:61], v[98:99]
	v_pk_add_f32 v[32:33], v[32:33], v[84:85]
	v_pk_add_f32 v[46:47], v[46:47], v[84:85]
	v_pk_add_f32 v[58:59], v[58:59], v[84:85]
	v_pk_add_f32 v[26:27], v[26:27], v[100:101]
	v_pk_add_f32 v[40:41], v[40:41], v[100:101]
	v_pk_add_f32 v[56:57], v[56:57], v[100:101]
	v_pk_add_f32 v[8:9], v[8:9], v[70:71]
	v_pk_add_f32 v[20:21], v[20:21], v[70:71]
	v_pk_add_f32 v[34:35], v[34:35], v[70:71]
	v_pk_add_f32 v[52:53], v[52:53], v[70:71]
	v_pk_add_f32 v[16:17], v[16:17], v[106:107]
	v_pk_add_f32 v[28:29], v[28:29], v[106:107]
	v_pk_add_f32 v[48:49], v[48:49], v[106:107]
	v_pk_add_f32 v[66:67], v[10:11], v[88:89]
	v_pk_add_f32 v[22:23], v[22:23], v[88:89]
	v_pk_add_f32 v[10:11], v[0:1], v[108:109]
	v_pk_add_f32 v[36:37], v[4:5], v[108:109]
	v_pk_add_f32 v[70:71], v[6:7], v[108:109]
	v_pk_add_f32 v[72:73], v[2:3], v[108:109]
	.long 0xd2680000
	v_cndmask_b32_e32 v1, v30, v31, vcc
	.long 0xd2680001
	v_cndmask_b32_e32 v1, v24, v25, vcc
	.long 0xd2680002
	v_cndmask_b32_e32 v1, v18, v19, vcc
	.long 0xd2680003
	v_cndmask_b32_e32 v1, v12, v13, vcc
	s_and_b32 s13, s0, 0xffff
	.long 0xd2680004
	v_cndmask_b32_e32 v1, v8, v9, vcc
	.long 0xd2680005
	v_cndmask_b32_e32 v1, v64, v65, vcc
	.long 0xd2680006
	v_cndmask_b32_e32 v1, v42, v43, vcc
	.long 0xd2680007
	v_cndmask_b32_e32 v1, v10, v11, vcc
	.long 0xd2680008
	v_cndmask_b32_e32 v1, v44, v45, vcc
	.long 0xd2680009
	v_cndmask_b32_e32 v1, v38, v39, vcc
	.long 0xd268000a
	v_cndmask_b32_e32 v1, v32, v33, vcc
	.long 0xd268000b
	v_cndmask_b32_e32 v1, v26, v27, vcc
	.long 0xd268000c
	v_cndmask_b32_e32 v1, v20, v21, vcc
	.long 0xd268000d
	v_cndmask_b32_e32 v1, v16, v17, vcc
	.long 0xd268000e
	v_cndmask_b32_e32 v1, v66, v67, vcc
	.long 0xd268000f
	v_cndmask_b32_e32 v1, v36, v37, vcc
	.long 0xd2680010
	v_cndmask_b32_e32 v1, v54, v55, vcc
	.long 0xd2680011
	v_cndmask_b32_e32 v1, v50, v51, vcc
	.long 0xd2680012
	v_cndmask_b32_e32 v1, v46, v47, vcc
	.long 0xd2680013
	v_cndmask_b32_e32 v1, v40, v41, vcc
	.long 0xd2680014
	v_cndmask_b32_e32 v1, v34, v35, vcc
	.long 0xd2680015
	v_cndmask_b32_e32 v1, v28, v29, vcc
	.long 0xd2680016
	v_cndmask_b32_e32 v1, v22, v23, vcc
	.long 0xd2680017
	v_cndmask_b32_e32 v1, v70, v71, vcc
	.long 0xd2680018
	v_cndmask_b32_e32 v1, v62, v63, vcc
	.long 0xd2680019
	v_cndmask_b32_e32 v1, v60, v61, vcc
	.long 0xd268001a
	v_cndmask_b32_e32 v1, v58, v59, vcc
	.long 0xd268001b
	v_cndmask_b32_e32 v1, v56, v57, vcc
	.long 0xd268001c
	v_cndmask_b32_e32 v1, v52, v53, vcc
	.long 0xd268001d
	v_cndmask_b32_e32 v1, v48, v49, vcc
	.long 0xd268001e
	v_cndmask_b32_e32 v1, v68, v69, vcc
	.long 0xd268001f
	v_cndmask_b32_e32 v1, v72, v73, vcc
	buffer_store_dwordx4 v[0:3], v76, s[12:15], 0 offen
	buffer_store_dwordx4 v[4:7], v79, s[12:15], 0 offen
	buffer_store_dwordx4 v[8:11], v78, s[12:15], 0 offen
	buffer_store_dwordx4 v[12:15], v77, s[12:15], 0 offen
	buffer_store_dwordx4 v[16:19], v75, s[12:15], 0 offen
	buffer_store_dwordx4 v[20:23], v74, s[12:15], 0 offen
	buffer_store_dwordx4 v[24:27], v81, s[12:15], 0 offen
	buffer_store_dwordx4 v[28:31], v80, s[12:15], 0 offen
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
