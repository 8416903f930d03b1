// Generated from jax_flynorm/_ops.py by `python -m tools.gen_ops_table`; do not edit.
// The handlers' attribute bindings, the handlers and the signature each reports.
// clang-format off
#pragma once

#include <cstring>

#define FLYNORM_FWD_ATTRS .Attr<float>("eps").Attr<float>("weight_offset").Attr<bool>("has_residual").Attr<bool>("has_weight").Attr<bool>("has_bias").Attr<bool>("has_smooth").Attr<bool>("static_scale").Attr<bool>("dynamic_scale").Attr<bool>("tp_stats").Attr<bool>("tp_apply")
#define FLYNORM_BWD_ATTRS .Attr<float>("eps").Attr<float>("weight_offset").Attr<bool>("recompute_stats").Attr<bool>("has_weight").Attr<bool>("has_bias").Attr<bool>("has_dresidual_out").Attr<bool>("tp_dots").Attr<bool>("tp_apply")

// One handler per target, exported under the target's name.
#define FLYNORM_HANDLERS \
  XLA_FFI_DEFINE_HANDLER_SYMBOL(flynorm_rmsnorm_fwd, NormFwd<false>, FLYNORM_FWD_BINDING); \
  XLA_FFI_DEFINE_HANDLER_SYMBOL(flynorm_rmsnorm_bwd, NormBwd<false>, FLYNORM_BWD_BINDING); \
  XLA_FFI_DEFINE_HANDLER_SYMBOL(flynorm_layernorm_fwd, NormFwd<true>, FLYNORM_FWD_BINDING); \
  XLA_FFI_DEFINE_HANDLER_SYMBOL(flynorm_layernorm_bwd, NormBwd<true>, FLYNORM_BWD_BINDING);

namespace flynorm {

// Operands|results|attributes of a target's handler ('?': optional), or "".
inline const char* OpSignature(const char* target) {
  if (std::strcmp(target, "flynorm_rmsnorm_fwd") == 0) return "x,residual?,weight?,bias?,smooth?,quant_scale?,rstd?|y?,residual_out?,rstd?,y_scale?,y_amax?|eps:f32,weight_offset:f32,has_residual:bool,has_weight:bool,has_bias:bool,has_smooth:bool,static_scale:bool,dynamic_scale:bool,tp_stats:bool,tp_apply:bool";
  if (std::strcmp(target, "flynorm_rmsnorm_bwd") == 0) return "dy,h,weight?,rstd,dresidual_out?,row_dots?|dx?,dweight_partials?,dbias_partials?,row_dots?|eps:f32,weight_offset:f32,recompute_stats:bool,has_weight:bool,has_bias:bool,has_dresidual_out:bool,tp_dots:bool,tp_apply:bool";
  if (std::strcmp(target, "flynorm_layernorm_fwd") == 0) return "x,residual?,weight?,bias?,smooth?,quant_scale?,mean?,rstd?|y?,residual_out?,mean?,rstd?,y_scale?,y_amax?|eps:f32,weight_offset:f32,has_residual:bool,has_weight:bool,has_bias:bool,has_smooth:bool,static_scale:bool,dynamic_scale:bool,tp_stats:bool,tp_apply:bool";
  if (std::strcmp(target, "flynorm_layernorm_bwd") == 0) return "dy,h,weight?,mean,rstd,dresidual_out?,row_dots?|dx?,dweight_partials?,dbias_partials?,row_dots?|eps:f32,weight_offset:f32,recompute_stats:bool,has_weight:bool,has_bias:bool,has_dresidual_out:bool,tp_dots:bool,tp_apply:bool";
  return "";
}

}  // namespace flynorm
