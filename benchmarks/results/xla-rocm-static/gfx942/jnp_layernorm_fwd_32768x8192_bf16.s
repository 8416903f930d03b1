
code object:	file format elf64-amdgpu

Disassembly of section .text:

0000000000001700 <fusion_6>:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_readfirstlane_b32 s0, v0
	s_ashr_i32 s3, s2, 31
	s_and_b32 s16, s0, 0x1c0
	s_lshl_b64 s[0:1], s[2:3], 16
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s4, s0
	v_and_or_b32 v1, v0, 63, s16
	s_addc_u32 s2, s5, s1
	v_lshlrev_b32_e32 v91, 4, v1
	s_and_b32 s13, s2, 0xffff
	s_mov_b32 s15, 0x27000
	s_mov_b32 s14, 0x7ffffffe
	buffer_load_dwordx4 v[2:5], v91, s[12:15], 0 offen
	v_or_b32_e32 v90, 0x2000, v91
	v_or_b32_e32 v89, 0x4000, v91
	v_or_b32_e32 v88, 0x6000, v91
	buffer_load_dwordx4 v[6:9], v90, s[12:15], 0 offen
	buffer_load_dwordx4 v[10:13], v89, s[12:15], 0 offen
	buffer_load_dwordx4 v[52:55], v88, s[12:15], 0 offen
	v_or_b32_e32 v87, 0x8000, v91
	buffer_load_dwordx4 v[56:59], v87, s[12:15], 0 offen
	v_or_b32_e32 v85, 0xa000, v91
	buffer_load_dwordx4 v[60:63], v85, s[12:15], 0 offen
	v_or_b32_e32 v86, 0xc000, v91
	buffer_load_dwordx4 v[64:67], v86, s[12:15], 0 offen
	v_or_b32_e32 v84, 0xe000, v91
	buffer_load_dwordx4 v[68:71], v84, s[12:15], 0 offen
	v_lshlrev_b32_e32 v0, 4, v0
	s_lshr_b32 s12, s16, 2
	v_and_b32_e32 v0, 0x70, v0
	v_mov_b32_e32 v93, s12
	v_add_u32_e32 v92, 0, v0
	s_and_b32 s13, s9, 0xffff
	s_mov_b32 s12, s8
	s_waitcnt vmcnt(7)
	v_and_b32_e32 v15, 0xffff0000, v2
	v_lshlrev_b32_e32 v14, 16, v2
	v_and_b32_e32 v17, 0xffff0000, v3
	v_lshlrev_b32_e32 v16, 16, v3
	v_and_b32_e32 v19, 0xffff0000, v4
	v_lshlrev_b32_e32 v18, 16, v4
	v_and_b32_e32 v21, 0xffff0000, v5
	v_lshlrev_b32_e32 v20, 16, v5
	s_waitcnt vmcnt(6)
	v_and_b32_e32 v31, 0xffff0000, v6
	v_lshlrev_b32_e32 v30, 16, v6
	v_and_b32_e32 v35, 0xffff0000, v7
	v_lshlrev_b32_e32 v34, 16, v7
	v_and_b32_e32 v41, 0xffff0000, v8
	v_lshlrev_b32_e32 v40, 16, v8
	v_and_b32_e32 v51, 0xffff0000, v9
	v_lshlrev_b32_e32 v50, 16, v9
	s_waitcnt vmcnt(4)
	v_and_b32_e32 v37, 0xffff0000, v52
	v_lshlrev_b32_e32 v36, 16, v52
	v_and_b32_e32 v45, 0xffff0000, v53
	v_lshlrev_b32_e32 v44, 16, v53
	v_and_b32_e32 v47, 0xffff0000, v54
	v_lshlrev_b32_e32 v46, 16, v54
	v_and_b32_e32 v49, 0xffff0000, v55
	v_lshlrev_b32_e32 v48, 16, v55
	v_pk_add_f32 v[52:53], v[14:15], v[16:17]
	v_pk_add_f32 v[54:55], v[18:19], v[20:21]
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v7, 0xffff0000, v58
	v_lshlrev_b32_e32 v6, 16, v58
	v_and_b32_e32 v9, 0xffff0000, v59
	v_lshlrev_b32_e32 v8, 16, v59
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	v_pk_add_f32 v[54:55], v[30:31], v[34:35]
	v_pk_add_f32 v[58:59], v[40:41], v[50:51]
	v_and_b32_e32 v25, 0xffff0000, v10
	v_lshlrev_b32_e32 v24, 16, v10
	v_and_b32_e32 v27, 0xffff0000, v11
	v_lshlrev_b32_e32 v26, 16, v11
	v_and_b32_e32 v29, 0xffff0000, v12
	v_lshlrev_b32_e32 v28, 16, v12
	v_and_b32_e32 v33, 0xffff0000, v13
	v_lshlrev_b32_e32 v32, 16, v13
	v_pk_add_f32 v[54:55], v[54:55], v[58:59]
	v_pk_add_f32 v[58:59], v[28:29], v[32:33]
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	v_pk_add_f32 v[54:55], v[24:25], v[26:27]
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v11, 0xffff0000, v60
	v_lshlrev_b32_e32 v10, 16, v60
	v_and_b32_e32 v23, 0xffff0000, v61
	v_lshlrev_b32_e32 v22, 16, v61
	v_pk_add_f32 v[54:55], v[54:55], v[58:59]
	v_pk_add_f32 v[58:59], v[36:37], v[44:45]
	v_pk_add_f32 v[60:61], v[46:47], v[48:49]
	v_and_b32_e32 v3, 0xffff0000, v56
	v_lshlrev_b32_e32 v2, 16, v56
	v_and_b32_e32 v5, 0xffff0000, v57
	v_lshlrev_b32_e32 v4, 16, v57
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_and_b32_e32 v43, 0xffff0000, v62
	v_lshlrev_b32_e32 v42, 16, v62
	v_and_b32_e32 v57, 0xffff0000, v63
	v_lshlrev_b32_e32 v56, 16, v63
	v_pk_add_f32 v[54:55], v[54:55], v[58:59]
	v_pk_add_f32 v[58:59], v[2:3], v[4:5]
	v_pk_add_f32 v[60:61], v[6:7], v[8:9]
	v_pk_add_f32 v[62:63], v[42:43], v[56:57]
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_pk_add_f32 v[60:61], v[10:11], v[22:23]
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v13, 0xffff0000, v64
	v_lshlrev_b32_e32 v12, 16, v64
	v_and_b32_e32 v39, 0xffff0000, v65
	v_lshlrev_b32_e32 v38, 16, v65
	v_and_b32_e32 v73, 0xffff0000, v66
	v_lshlrev_b32_e32 v72, 16, v66
	v_and_b32_e32 v75, 0xffff0000, v67
	v_lshlrev_b32_e32 v74, 16, v67
	v_pk_add_f32 v[60:61], v[60:61], v[62:63]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v77, 0xffff0000, v68
	v_lshlrev_b32_e32 v76, 16, v68
	v_and_b32_e32 v79, 0xffff0000, v69
	v_lshlrev_b32_e32 v78, 16, v69
	v_and_b32_e32 v81, 0xffff0000, v70
	v_lshlrev_b32_e32 v80, 16, v70
	v_and_b32_e32 v83, 0xffff0000, v71
	v_lshlrev_b32_e32 v82, 16, v71
	v_pk_add_f32 v[58:59], v[58:59], v[60:61]
	v_pk_add_f32 v[60:61], v[12:13], v[38:39]
	v_pk_add_f32 v[62:63], v[72:73], v[74:75]
	v_pk_add_f32 v[64:65], v[80:81], v[82:83]
	v_pk_add_f32 v[60:61], v[60:61], v[62:63]
	v_pk_add_f32 v[62:63], v[76:77], v[78:79]
	s_nop 0
	v_pk_add_f32 v[62:63], v[62:63], v[64:65]
	s_nop 0
	v_pk_add_f32 v[60:61], v[60:61], v[62:63]
	v_mov_b32_e32 v62, v52
	v_mov_b32_e32 v63, v54
	v_mov_b32_e32 v54, v53
	v_pk_add_f32 v[52:53], v[62:63], v[54:55]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[54:55], v[52:53]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[54:55], v[52:53]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[54:55], v[52:53]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[54:55], v[52:53]
	s_nop 0
	v_mov_b32_e32 v54, v52
	v_mov_b32_e32 v55, v53
	s_nop 0
	v_mov_b32_dpp v54, v54 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v55 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[54:55], v[52:53]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[54:55], v[52:53]
	s_nop 0
	v_readlane_b32 s2, v52, 63
	v_readlane_b32 s3, v53, 63
	v_mov_b32_e32 v52, v58
	v_mov_b32_e32 v53, v60
	v_mov_b32_e32 v60, v59
	v_pk_add_f32 v[52:53], v[52:53], v[60:61]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	s_nop 0
	v_mov_b32_e32 v54, v52
	v_mov_b32_e32 v55, v53
	s_nop 0
	v_mov_b32_dpp v54, v54 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v55 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	s_nop 1
	v_mov_b32_dpp v54, v52 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v55, v53 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[52:53], v[52:53], v[54:55]
	s_nop 0
	v_readlane_b32 s4, v52, 63
	v_readlane_b32 s5, v53, 63
	v_mov_b32_e32 v52, s2
	v_mov_b32_e32 v53, s3
	v_mov_b32_e32 v54, s4
	v_mov_b32_e32 v55, s5
	ds_write_b128 v93, v[52:55]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[52:55], v92
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_e32 v1, v53
	v_mov_b32_e32 v0, v52
	s_nop 0
	v_mov_b32_dpp v1, v1 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v0, v0 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 0
	v_mov_b32_dpp v1, v1 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v1, v53, v1
	v_mov_b32_e32 v53, v55
	v_mov_b32_dpp v0, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v52, v0
	v_mov_b32_dpp v53, v53 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_e32 v52, v54
	s_nop 0
	v_mov_b32_dpp v53, v53 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v58, v55, v53
	v_mov_b32_e32 v53, v0
	v_mov_b32_dpp v52, v52 row_half_mirror row_mask:0xf bank_mask:0xf
	s_nop 0
	v_mov_b32_dpp v53, v53 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v53
	v_mov_b32_e32 v53, v0
	v_mov_b32_dpp v52, v52 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v52, v54, v52
	v_mov_b32_dpp v53, v53 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v53
	v_mul_f32_e32 v0, 0x39000000, v0
	v_pk_add_f32 v[64:65], v[14:15], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[66:67], v[16:17], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[70:71], v[18:19], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[68:69], v[20:21], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[20:21], v[30:31], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[14:15], v[34:35], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[16:17], v[40:41], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[18:19], v[50:51], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v0, v1
	s_nop 1
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v1, v0
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, 0x39000000, v0
	v_pk_add_f32 v[24:25], v[24:25], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[26:27], v[26:27], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[30:31], v[28:29], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[34:35], v[32:33], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[40:41], v[36:37], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[28:29], v[44:45], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[32:33], v[46:47], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[36:37], v[48:49], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v0, v52
	s_nop 1
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v52, v0
	v_mov_b32_e32 v1, v0
	s_nop 1
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, 0x39000000, v0
	v_pk_add_f32 v[44:45], v[2:3], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[46:47], v[4:5], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[50:51], v[6:7], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[54:55], v[8:9], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[60:61], v[10:11], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[48:49], v[22:23], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[52:53], v[42:43], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[56:57], v[56:57], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_mov_b32_e32 v0, v58
	v_pk_mul_f32 v[2:3], v[66:67], v[66:67]
	v_pk_mul_f32 v[4:5], v[68:69], v[68:69]
	v_mov_b32_dpp v0, v0 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v58, v0
	v_mov_b32_e32 v1, v0
	v_pk_mul_f32 v[6:7], v[14:15], v[14:15]
	s_nop 0
	v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, 0x39000000, v0
	v_pk_add_f32 v[62:63], v[12:13], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[58:59], v[38:39], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[42:43], v[72:73], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[38:39], v[74:75], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[22:23], v[76:77], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[12:13], v[78:79], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[10:11], v[80:81], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_add_f32 v[8:9], v[82:83], v[0:1] op_sel_hi:[1,0] neg_lo:[0,1] neg_hi:[0,1]
	v_pk_mul_f32 v[0:1], v[64:65], v[64:65]
	v_pk_mul_f32 v[72:73], v[18:19], v[18:19]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	v_pk_mul_f32 v[2:3], v[70:71], v[70:71]
	v_pk_mul_f32 v[74:75], v[36:37], v[36:37]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_pk_mul_f32 v[4:5], v[20:21], v[20:21]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_mul_f32 v[6:7], v[16:17], v[16:17]
	v_pk_mul_f32 v[76:77], v[56:57], v[56:57]
	v_pk_add_f32 v[6:7], v[6:7], v[72:73]
	v_pk_mul_f32 v[72:73], v[28:29], v[28:29]
	v_pk_add_f32 v[2:3], v[4:5], v[6:7]
	v_pk_mul_f32 v[4:5], v[26:27], v[26:27]
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	v_pk_mul_f32 v[2:3], v[24:25], v[24:25]
	v_pk_mul_f32 v[6:7], v[34:35], v[34:35]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_pk_mul_f32 v[4:5], v[30:31], v[30:31]
	v_pk_mul_f32 v[78:79], v[8:9], v[8:9]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_mul_f32 v[6:7], v[40:41], v[40:41]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_pk_add_f32 v[6:7], v[6:7], v[72:73]
	v_pk_mul_f32 v[72:73], v[32:33], v[32:33]
	s_nop 0
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_mul_f32 v[74:75], v[48:49], v[48:49]
	v_pk_add_f32 v[4:5], v[6:7], v[72:73]
	v_pk_mul_f32 v[6:7], v[46:47], v[46:47]
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_pk_mul_f32 v[4:5], v[44:45], v[44:45]
	v_pk_mul_f32 v[72:73], v[54:55], v[54:55]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_mul_f32 v[6:7], v[50:51], v[50:51]
	s_nop 0
	v_pk_add_f32 v[6:7], v[6:7], v[72:73]
	v_pk_mul_f32 v[72:73], v[60:61], v[60:61]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_mul_f32 v[74:75], v[52:53], v[52:53]
	s_nop 0
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_mul_f32 v[76:77], v[12:13], v[12:13]
	v_pk_add_f32 v[6:7], v[72:73], v[74:75]
	v_pk_mul_f32 v[72:73], v[58:59], v[58:59]
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_pk_mul_f32 v[6:7], v[62:63], v[62:63]
	v_pk_mul_f32 v[74:75], v[38:39], v[38:39]
	v_pk_add_f32 v[6:7], v[6:7], v[72:73]
	v_pk_mul_f32 v[72:73], v[42:43], v[42:43]
	s_nop 0
	v_pk_add_f32 v[72:73], v[72:73], v[74:75]
	v_pk_mul_f32 v[74:75], v[22:23], v[22:23]
	v_pk_add_f32 v[6:7], v[6:7], v[72:73]
	v_pk_add_f32 v[74:75], v[74:75], v[76:77]
	v_pk_mul_f32 v[76:77], v[10:11], v[10:11]
	s_nop 0
	v_pk_add_f32 v[76:77], v[76:77], v[78:79]
	s_nop 0
	v_pk_add_f32 v[72:73], v[74:75], v[76:77]
	s_nop 0
	v_pk_add_f32 v[6:7], v[6:7], v[72:73]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v2
	v_mov_b32_e32 v2, v1
	v_pk_add_f32 v[0:1], v[72:73], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 0
	v_readlane_b32 s2, v0, 63
	v_readlane_b32 s3, v1, 63
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v6, v5
	v_pk_add_f32 v[0:1], v[0:1], v[6:7]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_nop 0
	v_mov_b32_dpp v2, v2 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v3 row_bcast:15 row_mask:0xa bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 1
	v_mov_b32_dpp v2, v0 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_mov_b32_dpp v3, v1 row_bcast:31 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_pk_add_f32 v[0:1], v[0:1], v[2:3]
	s_nop 0
	v_readlane_b32 s4, v0, 63
	v_readlane_b32 s5, v1, 63
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	ds_write_b128 v93, v[0:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_load_dwordx4 v[80:83], v91, s[12:15], 0 offen
	buffer_load_dwordx4 v[0:3], v90, s[12:15], 0 offen
	s_and_b32 s13, s7, 0xffff
	s_mov_b32 s12, s6
	buffer_load_dwordx4 v[4:7], v91, s[12:15], 0 offen
	ds_read_b128 v[92:95], v92
	s_mov_b32 s2, 0x39000000
	s_mov_b32 s6, 0x358637bd
	s_mov_b32 s4, 0x4b800000
	s_waitcnt vmcnt(2)
	v_and_b32_e32 v79, 0xffff0000, v80
	v_lshlrev_b32_e32 v78, 16, v80
	v_and_b32_e32 v77, 0xffff0000, v81
	v_lshlrev_b32_e32 v76, 16, v81
	v_and_b32_e32 v75, 0xffff0000, v82
	v_lshlrev_b32_e32 v74, 16, v82
	v_and_b32_e32 v73, 0xffff0000, v83
	v_lshlrev_b32_e32 v72, 16, v83
	buffer_load_dwordx4 v[80:83], v90, s[12:15], 0 offen
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v97, 0xffff0000, v4
	v_lshlrev_b32_e32 v96, 16, v4
	v_and_b32_e32 v99, 0xffff0000, v5
	v_lshlrev_b32_e32 v98, 16, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	v_and_b32_e32 v101, 0xffff0000, v6
	v_mov_b32_dpp v4, v4 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v5 row_half_mirror row_mask:0xf bank_mask:0xf
	v_lshlrev_b32_e32 v100, 16, v6
	v_mov_b32_dpp v4, v4 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v5 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[4:5], v[92:93], v[4:5]
	v_and_b32_e32 v105, 0xffff0000, v7
	v_mov_b32_e32 v92, v4
	v_mov_b32_e32 v93, v5
	v_lshlrev_b32_e32 v104, 16, v7
	v_mov_b32_dpp v92, v92 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v93, v93 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[4:5], v[4:5], v[92:93]
	s_add_u32 s12, s10, s0
	v_mov_b32_e32 v92, v4
	v_mov_b32_e32 v93, v5
	s_addc_u32 s0, s11, s1
	v_mov_b32_dpp v92, v92 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v93, v93 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[4:5], v[4:5], v[92:93]
	s_and_b32 s13, s0, 0xffff
	v_pk_mul_f32 v[4:5], v[4:5], s[2:3] op_sel_hi:[1,0]
	s_mov_b32 s3, 0x800000
	v_pk_add_f32 v[92:93], v[4:5], s[6:7] op_sel_hi:[1,0]
	s_movk_i32 s7, 0x7fff
	v_pk_mul_f32 v[102:103], v[92:93], s[4:5] op_sel_hi:[1,0]
	v_cmp_gt_f32_e32 vcc, s3, v92
	s_mov_b32 s5, 0x5040100
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v107, 0xffff0000, v83
	v_cndmask_b32_e32 v4, v92, v102, vcc
	v_rsq_f32_e32 v4, v4
	v_lshlrev_b32_e32 v106, 16, v83
	v_mul_f32_e32 v5, 0x45800000, v4
	v_cndmask_b32_e32 v92, v4, v5, vcc
	v_pk_mul_f32 v[4:5], v[70:71], v[92:93] op_sel_hi:[1,0]
	v_pk_mul_f32 v[64:65], v[64:65], v[92:93] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[74:75]
	v_pk_mul_f32 v[64:65], v[64:65], v[78:79]
	v_pk_add_f32 v[4:5], v[4:5], v[100:101]
	v_pk_add_f32 v[64:65], v[64:65], v[96:97]
	v_bfe_u32 v6, v5, 16, 1
	v_add3_u32 v70, v5, v6, s7
	v_bfe_u32 v6, v4, 16, 1
	v_add3_u32 v71, v4, v6, s7
	v_pk_mul_f32 v[6:7], v[68:69], v[92:93] op_sel_hi:[1,0]
	v_lshrrev_b32_e32 v71, 16, v71
	v_pk_mul_f32 v[6:7], v[6:7], v[72:73]
	v_lshrrev_b32_e32 v70, 16, v70
	v_pk_add_f32 v[6:7], v[6:7], v[104:105]
	v_pk_mul_f32 v[108:109], v[16:17], v[92:93] op_sel_hi:[1,0]
	v_bfe_u32 v68, v7, 16, 1
	v_bfe_u32 v69, v6, 16, 1
	v_add3_u32 v68, v7, v68, s7
	v_add3_u32 v69, v6, v69, s7
	v_lshrrev_b32_e32 v69, 16, v69
	v_lshrrev_b32_e32 v102, 16, v68
	v_mov_b32_e32 v68, 0x7fff
	v_cmp_o_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v68, v69, vcc
	v_cmp_o_f32_e32 vcc, v7, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v68, v102, vcc
	v_cmp_o_f32_e32 vcc, v4, v4
	v_perm_b32 v7, v7, v6, s5
	s_nop 0
	v_cndmask_b32_e32 v4, v68, v71, vcc
	v_cmp_o_f32_e32 vcc, v5, v5
	v_and_b32_e32 v71, 0xffff0000, v2
	s_nop 0
	v_cndmask_b32_e32 v5, v68, v70, vcc
	v_perm_b32 v6, v5, v4, s5
	v_pk_mul_f32 v[4:5], v[66:67], v[92:93] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v70, 16, v2
	v_pk_mul_f32 v[4:5], v[4:5], v[76:77]
	v_lshlrev_b32_e32 v2, 16, v81
	v_pk_add_f32 v[4:5], v[4:5], v[98:99]
	s_nop 0
	v_bfe_u32 v67, v4, 16, 1
	v_bfe_u32 v66, v5, 16, 1
	v_add3_u32 v67, v4, v67, s7
	v_add3_u32 v66, v5, v66, s7
	v_lshrrev_b32_e32 v67, 16, v67
	v_cmp_o_f32_e32 vcc, v4, v4
	v_lshrrev_b32_e32 v66, 16, v66
	s_nop 0
	v_cndmask_b32_e32 v4, v68, v67, vcc
	v_cmp_o_f32_e32 vcc, v5, v5
	v_and_b32_e32 v67, 0xffff0000, v1
	s_nop 0
	v_cndmask_b32_e32 v5, v68, v66, vcc
	v_bfe_u32 v66, v64, 16, 1
	v_perm_b32 v5, v5, v4, s5
	v_bfe_u32 v4, v65, 16, 1
	v_add3_u32 v66, v64, v66, s7
	v_add3_u32 v4, v65, v4, s7
	v_lshrrev_b32_e32 v66, 16, v66
	v_cmp_o_f32_e32 vcc, v64, v64
	v_lshrrev_b32_e32 v4, 16, v4
	s_nop 0
	v_cndmask_b32_e32 v64, v68, v66, vcc
	v_cmp_o_f32_e32 vcc, v65, v65
	v_and_b32_e32 v65, 0xffff0000, v0
	v_lshlrev_b32_e32 v66, 16, v1
	v_cndmask_b32_e32 v4, v68, v4, vcc
	v_perm_b32 v4, v4, v64, s5
	buffer_store_dwordx4 v[4:7], v91, s[12:15], 0 offen
	v_cmp_gt_f32_e32 vcc, s3, v93
	v_lshlrev_b32_e32 v64, 16, v0
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v95
	v_cndmask_b32_e32 v69, v93, v103, vcc
	v_mov_b32_dpp v4, v4 row_half_mirror row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v5 row_half_mirror row_mask:0xf bank_mask:0xf
	v_and_b32_e32 v1, 0xffff0000, v80
	v_mov_b32_dpp v4, v4 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v5, v5 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[4:5], v[94:95], v[4:5]
	v_and_b32_e32 v95, 0xffff0000, v3
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v5
	v_lshlrev_b32_e32 v94, 16, v3
	v_mov_b32_dpp v6, v6 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v7, v7 quad_perm:[2,3,0,1] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_lshlrev_b32_e32 v0, 16, v80
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v5
	v_and_b32_e32 v3, 0xffff0000, v81
	v_mov_b32_dpp v6, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_mov_b32_dpp v7, v7 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_pk_add_f32 v[4:5], v[4:5], v[6:7]
	v_and_b32_e32 v81, 0xffff0000, v82
	v_pk_mul_f32 v[4:5], v[4:5], s[2:3] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v80, 16, v82
	v_pk_add_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[82:83], v[20:21], v[92:93] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[4:5], s[4:5] op_sel_hi:[1,0]
	v_cmp_gt_f32_e64 s[0:1], s3, v5
	v_cmp_gt_f32_e64 s[2:3], s3, v4
	v_pk_mul_f32 v[102:103], v[14:15], v[92:93] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v5, v5, v7, s[0:1]
	v_cndmask_b32_e64 v91, v4, v6, s[2:3]
	v_rsq_f32_e32 v4, v69
	v_rsq_f32_e32 v20, v91
	v_pk_mul_f32 v[92:93], v[18:19], v[92:93] op_sel_hi:[1,0]
	v_mul_f32_e32 v6, 0x45800000, v4
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_pk_mul_f32 v[6:7], v[24:25], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[26:27], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[30:31], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[34:35], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[26:27], v[40:41], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[28:29], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], v[4:5] op_sel_hi:[1,0]
	v_mul_f32_e32 v4, 0x45800000, v20
	v_cndmask_b32_e64 v4, v20, v4, s[2:3]
	v_pk_mul_f32 v[20:21], v[44:45], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[46:47], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[28:29], v[50:51], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[30:31], v[54:55], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[60:61], v[4:5] op_sel_hi:[1,0]
	v_rsq_f32_e32 v5, v5
	v_pk_mul_f32 v[26:27], v[26:27], v[64:65]
	v_pk_mul_f32 v[44:45], v[48:49], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[52:53], v[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[56:57], v[4:5] op_sel_hi:[1,0]
	v_mul_f32_e32 v4, 0x45800000, v5
	v_cndmask_b32_e64 v50, v5, v4, s[0:1]
	v_pk_mul_f32 v[4:5], v[6:7], v[78:79]
	v_pk_mul_f32 v[6:7], v[20:21], v[78:79]
	v_pk_mul_f32 v[20:21], v[62:63], v[50:51] op_sel_hi:[1,0]
	v_pk_add_f32 v[54:55], v[4:5], v[96:97]
	v_pk_mul_f32 v[52:53], v[20:21], v[78:79]
	v_pk_add_f32 v[20:21], v[6:7], v[96:97]
	v_pk_mul_f32 v[6:7], v[14:15], v[76:77]
	v_pk_mul_f32 v[14:15], v[24:25], v[76:77]
	v_pk_mul_f32 v[24:25], v[58:59], v[50:51] op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[52:53], v[96:97]
	v_pk_mul_f32 v[52:53], v[24:25], v[76:77]
	v_pk_add_f32 v[24:25], v[14:15], v[98:99]
	v_pk_mul_f32 v[14:15], v[16:17], v[74:75]
	v_pk_mul_f32 v[16:17], v[28:29], v[74:75]
	v_pk_mul_f32 v[28:29], v[42:43], v[50:51] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[50:51] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[28:29], v[74:75]
	v_pk_add_f32 v[28:29], v[16:17], v[100:101]
	v_pk_mul_f32 v[16:17], v[18:19], v[72:73]
	v_pk_mul_f32 v[18:19], v[30:31], v[72:73]
	v_pk_mul_f32 v[30:31], v[38:39], v[50:51] op_sel_hi:[1,0]
	v_pk_add_f32 v[56:57], v[6:7], v[98:99]
	v_pk_mul_f32 v[38:39], v[30:31], v[72:73]
	v_pk_add_f32 v[6:7], v[52:53], v[98:99]
	v_pk_add_f32 v[52:53], v[14:15], v[100:101]
	v_pk_add_f32 v[14:15], v[42:43], v[100:101]
	v_pk_add_f32 v[42:43], v[16:17], v[104:105]
	v_pk_add_f32 v[30:31], v[18:19], v[104:105]
	v_pk_add_f32 v[16:17], v[38:39], v[104:105]
	v_pk_mul_f32 v[18:19], v[82:83], v[64:65]
	v_pk_mul_f32 v[38:39], v[40:41], v[64:65]
	v_pk_mul_f32 v[22:23], v[22:23], v[64:65]
	v_pk_add_f32 v[58:59], v[26:27], v[0:1]
	v_pk_mul_f32 v[26:27], v[34:35], v[66:67]
	v_pk_mul_f32 v[12:13], v[12:13], v[50:51] op_sel_hi:[1,0]
	v_pk_add_f32 v[40:41], v[18:19], v[0:1]
	v_pk_add_f32 v[18:19], v[38:39], v[0:1]
	v_pk_add_f32 v[0:1], v[22:23], v[0:1]
	v_pk_mul_f32 v[22:23], v[102:103], v[66:67]
	v_pk_mul_f32 v[34:35], v[44:45], v[66:67]
	v_pk_mul_f32 v[38:39], v[12:13], v[66:67]
	v_pk_add_f32 v[60:61], v[26:27], v[2:3]
	v_pk_mul_f32 v[26:27], v[32:33], v[70:71]
	v_pk_add_f32 v[44:45], v[22:23], v[2:3]
	v_pk_add_f32 v[12:13], v[34:35], v[2:3]
	v_pk_add_f32 v[2:3], v[38:39], v[2:3]
	v_pk_mul_f32 v[22:23], v[108:109], v[70:71]
	v_pk_mul_f32 v[32:33], v[46:47], v[70:71]
	v_pk_add_f32 v[38:39], v[26:27], v[80:81]
	v_pk_mul_f32 v[26:27], v[92:93], v[94:95]
	v_pk_add_f32 v[34:35], v[22:23], v[80:81]
	v_pk_add_f32 v[22:23], v[32:33], v[80:81]
	v_pk_mul_f32 v[32:33], v[36:37], v[94:95]
	v_pk_mul_f32 v[36:37], v[48:49], v[94:95]
	v_pk_add_f32 v[46:47], v[26:27], v[106:107]
	v_pk_add_f32 v[26:27], v[36:37], v[106:107]
	v_bfe_u32 v37, v46, 16, 1
	v_bfe_u32 v36, v47, 16, 1
	v_add3_u32 v37, v46, v37, s7
	v_pk_add_f32 v[48:49], v[32:33], v[106:107]
	v_bfe_u32 v33, v34, 16, 1
	v_add3_u32 v36, v47, v36, s7
	v_lshrrev_b32_e32 v37, 16, v37
	v_cmp_o_f32_e32 vcc, v46, v46
	v_bfe_u32 v32, v35, 16, 1
	v_add3_u32 v33, v34, v33, s7
	v_lshrrev_b32_e32 v36, 16, v36
	v_cndmask_b32_e32 v37, v68, v37, vcc
	v_cmp_o_f32_e32 vcc, v47, v47
	v_add3_u32 v32, v35, v32, s7
	v_lshrrev_b32_e32 v33, 16, v33
	v_cndmask_b32_e32 v36, v68, v36, vcc
	v_cmp_o_f32_e32 vcc, v34, v34
	v_lshrrev_b32_e32 v32, 16, v32
	v_pk_mul_f32 v[8:9], v[8:9], v[50:51] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v33, v68, v33, vcc
	v_cmp_o_f32_e32 vcc, v35, v35
	v_perm_b32 v35, v36, v37, s5
	v_bfe_u32 v36, v40, 16, 1
	v_cndmask_b32_e32 v32, v68, v32, vcc
	v_perm_b32 v34, v32, v33, s5
	v_bfe_u32 v33, v44, 16, 1
	v_bfe_u32 v32, v45, 16, 1
	v_add3_u32 v33, v44, v33, s7
	v_add3_u32 v32, v45, v32, s7
	v_lshrrev_b32_e32 v33, 16, v33
	v_cmp_o_f32_e32 vcc, v44, v44
	v_lshrrev_b32_e32 v32, 16, v32
	v_add3_u32 v36, v40, v36, s7
	v_cndmask_b32_e32 v33, v68, v33, vcc
	v_cmp_o_f32_e32 vcc, v45, v45
	v_lshrrev_b32_e32 v36, 16, v36
	v_bfe_u32 v37, v57, 16, 1
	v_cndmask_b32_e32 v32, v68, v32, vcc
	v_perm_b32 v33, v32, v33, s5
	v_bfe_u32 v32, v41, 16, 1
	v_add3_u32 v32, v41, v32, s7
	v_cmp_o_f32_e32 vcc, v40, v40
	v_lshrrev_b32_e32 v32, 16, v32
	v_bfe_u32 v40, v54, 16, 1
	v_cndmask_b32_e32 v36, v68, v36, vcc
	v_cmp_o_f32_e32 vcc, v41, v41
	v_add3_u32 v37, v57, v37, s7
	v_lshrrev_b32_e32 v37, 16, v37
	v_cndmask_b32_e32 v32, v68, v32, vcc
	v_perm_b32 v32, v32, v36, s5
	buffer_store_dwordx4 v[32:35], v90, s[12:15], 0 offen
	v_cmp_o_f32_e32 vcc, v42, v42
	v_bfe_u32 v36, v56, 16, 1
	v_bfe_u32 v32, v42, 16, 1
	v_bfe_u32 v33, v43, 16, 1
	v_add3_u32 v32, v42, v32, s7
	v_bfe_u32 v34, v52, 16, 1
	v_add3_u32 v33, v43, v33, s7
	v_lshrrev_b32_e32 v32, 16, v32
	v_bfe_u32 v35, v53, 16, 1
	v_lshrrev_b32_e32 v33, 16, v33
	v_add3_u32 v34, v52, v34, s7
	v_cndmask_b32_e32 v32, v68, v32, vcc
	v_cmp_o_f32_e32 vcc, v43, v43
	v_add3_u32 v35, v53, v35, s7
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e32 v33, v68, v33, vcc
	v_cmp_o_f32_e32 vcc, v52, v52
	v_lshrrev_b32_e32 v41, 16, v35
	v_perm_b32 v35, v33, v32, s5
	v_cndmask_b32_e32 v32, v68, v34, vcc
	v_cmp_o_f32_e32 vcc, v53, v53
	v_add3_u32 v36, v56, v36, s7
	v_lshrrev_b32_e32 v36, 16, v36
	v_cndmask_b32_e32 v33, v68, v41, vcc
	v_perm_b32 v34, v33, v32, s5
	v_add3_u32 v33, v54, v40, s7
	v_cmp_o_f32_e32 vcc, v56, v56
	v_bfe_u32 v32, v55, 16, 1
	v_lshrrev_b32_e32 v40, 16, v33
	v_cndmask_b32_e32 v33, v68, v36, vcc
	v_cmp_o_f32_e32 vcc, v57, v57
	v_add3_u32 v32, v55, v32, s7
	v_lshrrev_b32_e32 v32, 16, v32
	v_cndmask_b32_e32 v36, v68, v37, vcc
	v_cmp_o_f32_e32 vcc, v54, v54
	v_perm_b32 v33, v36, v33, s5
	v_bfe_u32 v37, v61, 16, 1
	v_cndmask_b32_e32 v36, v68, v40, vcc
	v_cmp_o_f32_e32 vcc, v55, v55
	v_bfe_u32 v40, v58, 16, 1
	v_add3_u32 v37, v61, v37, s7
	v_cndmask_b32_e32 v32, v68, v32, vcc
	v_perm_b32 v32, v32, v36, s5
	buffer_store_dwordx4 v[32:35], v89, s[12:15], 0 offen
	v_cmp_o_f32_e32 vcc, v48, v48
	v_bfe_u32 v36, v60, 16, 1
	v_bfe_u32 v32, v48, 16, 1
	v_bfe_u32 v33, v49, 16, 1
	v_add3_u32 v32, v48, v32, s7
	v_bfe_u32 v34, v38, 16, 1
	v_add3_u32 v33, v49, v33, s7
	v_lshrrev_b32_e32 v32, 16, v32
	v_bfe_u32 v35, v39, 16, 1
	v_add3_u32 v34, v38, v34, s7
	v_lshrrev_b32_e32 v33, 16, v33
	v_cndmask_b32_e32 v32, v68, v32, vcc
	v_cmp_o_f32_e32 vcc, v49, v49
	v_add3_u32 v35, v39, v35, s7
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e32 v33, v68, v33, vcc
	v_cmp_o_f32_e32 vcc, v38, v38
	v_add3_u32 v36, v60, v36, s7
	v_lshrrev_b32_e32 v42, 16, v35
	v_perm_b32 v35, v33, v32, s5
	v_cndmask_b32_e32 v32, v68, v34, vcc
	v_cmp_o_f32_e32 vcc, v39, v39
	v_lshrrev_b32_e32 v36, 16, v36
	v_bfe_u32 v41, v59, 16, 1
	v_cndmask_b32_e32 v33, v68, v42, vcc
	v_cmp_o_f32_e32 vcc, v60, v60
	v_add3_u32 v40, v58, v40, s7
	v_lshrrev_b32_e32 v37, 16, v37
	v_perm_b32 v34, v33, v32, s5
	v_cndmask_b32_e32 v32, v68, v36, vcc
	v_cmp_o_f32_e32 vcc, v61, v61
	v_add3_u32 v41, v59, v41, s7
	v_lshrrev_b32_e32 v40, 16, v40
	v_cndmask_b32_e32 v33, v68, v37, vcc
	v_cmp_o_f32_e32 vcc, v58, v58
	v_lshrrev_b32_e32 v41, 16, v41
	v_perm_b32 v33, v33, v32, s5
	v_cndmask_b32_e32 v32, v68, v40, vcc
	v_cmp_o_f32_e32 vcc, v59, v59
	v_bfe_u32 v37, v25, 16, 1
	v_bfe_u32 v38, v20, 16, 1
	v_cndmask_b32_e32 v36, v68, v41, vcc
	v_perm_b32 v32, v36, v32, s5
	buffer_store_dwordx4 v[32:35], v88, s[12:15], 0 offen
	v_cmp_o_f32_e32 vcc, v30, v30
	v_bfe_u32 v36, v24, 16, 1
	v_bfe_u32 v32, v30, 16, 1
	v_bfe_u32 v33, v31, 16, 1
	v_add3_u32 v32, v30, v32, s7
	v_bfe_u32 v34, v28, 16, 1
	v_add3_u32 v33, v31, v33, s7
	v_lshrrev_b32_e32 v32, 16, v32
	v_bfe_u32 v35, v29, 16, 1
	v_add3_u32 v34, v28, v34, s7
	v_lshrrev_b32_e32 v33, 16, v33
	v_cndmask_b32_e32 v30, v68, v32, vcc
	v_cmp_o_f32_e32 vcc, v31, v31
	v_add3_u32 v35, v29, v35, s7
	v_lshrrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e32 v31, v68, v33, vcc
	v_cmp_o_f32_e32 vcc, v28, v28
	v_add3_u32 v36, v24, v36, s7
	v_lshrrev_b32_e32 v35, 16, v35
	v_cndmask_b32_e32 v28, v68, v34, vcc
	v_cmp_o_f32_e32 vcc, v29, v29
	v_add3_u32 v37, v25, v37, s7
	v_lshrrev_b32_e32 v36, 16, v36
	v_cndmask_b32_e32 v29, v68, v35, vcc
	v_cmp_o_f32_e32 vcc, v24, v24
	v_bfe_u32 v39, v21, 16, 1
	v_add3_u32 v38, v20, v38, s7
	v_lshrrev_b32_e32 v37, 16, v37
	v_cndmask_b32_e32 v24, v68, v36, vcc
	v_cmp_o_f32_e32 vcc, v25, v25
	v_add3_u32 v39, v21, v39, s7
	v_lshrrev_b32_e32 v38, 16, v38
	v_cndmask_b32_e32 v25, v68, v37, vcc
	v_cmp_o_f32_e32 vcc, v20, v20
	v_lshrrev_b32_e32 v39, 16, v39
	v_perm_b32 v31, v31, v30, s5
	v_cndmask_b32_e32 v20, v68, v38, vcc
	v_cmp_o_f32_e32 vcc, v21, v21
	v_perm_b32 v30, v29, v28, s5
	v_perm_b32 v29, v25, v24, s5
	v_cndmask_b32_e32 v21, v68, v39, vcc
	v_perm_b32 v28, v21, v20, s5
	v_bfe_u32 v20, v26, 16, 1
	v_bfe_u32 v21, v27, 16, 1
	v_add3_u32 v20, v26, v20, s7
	v_bfe_u32 v24, v22, 16, 1
	v_add3_u32 v21, v27, v21, s7
	v_lshrrev_b32_e32 v20, 16, v20
	v_cmp_o_f32_e32 vcc, v26, v26
	v_bfe_u32 v25, v23, 16, 1
	v_add3_u32 v24, v22, v24, s7
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v20, v68, v20, vcc
	v_cmp_o_f32_e32 vcc, v27, v27
	buffer_store_dwordx4 v[28:31], v87, s[12:15], 0 offen
	v_add3_u32 v25, v23, v25, s7
	v_lshrrev_b32_e32 v24, 16, v24
	v_bfe_u32 v28, v12, 16, 1
	v_cndmask_b32_e32 v21, v68, v21, vcc
	v_cmp_o_f32_e32 vcc, v22, v22
	v_bfe_u32 v29, v13, 16, 1
	v_add3_u32 v28, v12, v28, s7
	v_lshrrev_b32_e32 v32, 16, v25
	v_perm_b32 v25, v21, v20, s5
	v_cndmask_b32_e32 v20, v68, v24, vcc
	v_cmp_o_f32_e32 vcc, v23, v23
	v_bfe_u32 v30, v18, 16, 1
	v_add3_u32 v29, v13, v29, s7
	v_lshrrev_b32_e32 v28, 16, v28
	v_cndmask_b32_e32 v21, v68, v32, vcc
	v_cmp_o_f32_e32 vcc, v12, v12
	v_bfe_u32 v31, v19, 16, 1
	v_add3_u32 v30, v18, v30, s7
	v_lshrrev_b32_e32 v29, 16, v29
	v_cndmask_b32_e32 v12, v68, v28, vcc
	v_cmp_o_f32_e32 vcc, v13, v13
	v_add3_u32 v31, v19, v31, s7
	v_lshrrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e32 v13, v68, v29, vcc
	v_cmp_o_f32_e32 vcc, v18, v18
	v_lshrrev_b32_e32 v31, 16, v31
	v_perm_b32 v23, v13, v12, s5
	v_cndmask_b32_e32 v12, v68, v30, vcc
	v_cmp_o_f32_e32 vcc, v19, v19
	v_bfe_u32 v18, v14, 16, 1
	v_bfe_u32 v19, v15, 16, 1
	v_cndmask_b32_e32 v13, v68, v31, vcc
	v_perm_b32 v22, v13, v12, s5
	v_bfe_u32 v12, v16, 16, 1
	v_bfe_u32 v13, v17, 16, 1
	v_add3_u32 v12, v16, v12, s7
	v_add3_u32 v13, v17, v13, s7
	v_lshrrev_b32_e32 v12, 16, v12
	v_cmp_o_f32_e32 vcc, v16, v16
	v_add3_u32 v18, v14, v18, s7
	v_lshrrev_b32_e32 v13, 16, v13
	v_cndmask_b32_e32 v12, v68, v12, vcc
	v_cmp_o_f32_e32 vcc, v17, v17
	v_perm_b32 v24, v21, v20, s5
	v_bfe_u32 v20, v6, 16, 1
	v_add3_u32 v19, v15, v19, s7
	v_lshrrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e32 v13, v68, v13, vcc
	v_cmp_o_f32_e32 vcc, v14, v14
	v_bfe_u32 v21, v7, 16, 1
	v_add3_u32 v20, v6, v20, s7
	v_lshrrev_b32_e32 v19, 16, v19
	v_perm_b32 v17, v13, v12, s5
	v_cndmask_b32_e32 v12, v68, v18, vcc
	v_cmp_o_f32_e32 vcc, v15, v15
	buffer_store_dwordx4 v[22:25], v85, s[12:15], 0 offen
	v_add3_u32 v21, v7, v21, s7
	v_lshrrev_b32_e32 v20, 16, v20
	v_bfe_u32 v22, v4, 16, 1
	v_cndmask_b32_e32 v13, v68, v19, vcc
	v_cmp_o_f32_e32 vcc, v6, v6
	v_bfe_u32 v23, v5, 16, 1
	v_add3_u32 v22, v4, v22, s7
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v6, v68, v20, vcc
	v_cmp_o_f32_e32 vcc, v7, v7
	v_add3_u32 v23, v5, v23, s7
	v_lshrrev_b32_e32 v22, 16, v22
	v_cndmask_b32_e32 v7, v68, v21, vcc
	v_cmp_o_f32_e32 vcc, v4, v4
	v_pk_mul_f32 v[8:9], v[8:9], v[94:95]
	v_lshrrev_b32_e32 v23, 16, v23
	v_cndmask_b32_e32 v4, v68, v22, vcc
	v_cmp_o_f32_e32 vcc, v5, v5
	v_pk_mul_f32 v[10:11], v[10:11], v[50:51] op_sel_hi:[1,0]
	v_pk_add_f32 v[8:9], v[8:9], v[106:107]
	v_cndmask_b32_e32 v5, v68, v23, vcc
	v_pk_mul_f32 v[10:11], v[10:11], v[70:71]
	v_perm_b32 v14, v5, v4, s5
	v_bfe_u32 v4, v8, 16, 1
	v_pk_add_f32 v[10:11], v[10:11], v[80:81]
	v_bfe_u32 v5, v9, 16, 1
	v_add3_u32 v4, v8, v4, s7
	v_cmp_o_f32_e32 vcc, v8, v8
	v_perm_b32 v15, v7, v6, s5
	v_bfe_u32 v6, v10, 16, 1
	v_add3_u32 v5, v9, v5, s7
	v_cndmask_b32_sdwa v4, v68, v4, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v9, v9
	v_bfe_u32 v7, v11, 16, 1
	v_add3_u32 v6, v10, v6, s7
	v_cndmask_b32_sdwa v5, v68, v5, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v10, v10
	v_perm_b32 v16, v13, v12, s5
	v_bfe_u32 v12, v2, 16, 1
	v_add3_u32 v7, v11, v7, s7
	v_perm_b32 v5, v5, v4, s5
	v_cndmask_b32_sdwa v4, v68, v6, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v11, v11
	v_bfe_u32 v13, v3, 16, 1
	v_add3_u32 v12, v2, v12, s7
	v_cndmask_b32_sdwa v6, v68, v7, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v2, v2
	buffer_store_dwordx4 v[14:17], v86, s[12:15], 0 offen
	v_add3_u32 v13, v3, v13, s7
	v_cndmask_b32_sdwa v2, v68, v12, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_bfe_u32 v14, v0, 16, 1
	v_cmp_o_f32_e32 vcc, v3, v3
	v_bfe_u32 v15, v1, 16, 1
	v_add3_u32 v14, v0, v14, s7
	v_cndmask_b32_sdwa v3, v68, v13, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v0, v0
	v_add3_u32 v15, v1, v15, s7
	v_perm_b32 v4, v6, v4, s5
	v_cndmask_b32_sdwa v0, v68, v14, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_o_f32_e32 vcc, v1, v1
	v_perm_b32 v3, v3, v2, s5
	s_nop 0
	v_cndmask_b32_sdwa v1, v68, v15, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_perm_b32 v2, v1, v0, s5
	buffer_store_dwordx4 v[2:5], v84, s[12:15], 0 offen
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
	s_nop 0
	s_nop 0
	s_nop 0
