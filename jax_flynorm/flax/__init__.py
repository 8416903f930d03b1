"""Flax modules backed by the fused ops: drop-in RMSNorm and LayerNorm for linen and nnx.

Import them explicitly (``import jax_flynorm`` never imports flax)::

    from jax_flynorm.flax import linen as fnn
    y = fnn.RMSNorm().apply(variables, x)              # like flax.linen.RMSNorm

    from jax_flynorm.flax import nnx as fnnx
    norm = fnnx.LayerNorm(512, rngs=nnx.Rngs(0))       # like flax.nnx.LayerNorm

Parameters are named, shaped and typed exactly like flax's (``scale`` and ``bias``, shape ``(N,)``,
``param_dtype``), so checkpoints interchange both ways. The output dtype follows flax's rules: the
``dtype`` field when given, else the promotion of x's dtype with the parameters' dtypes (so bfloat16
x with float32 parameters gives float32). Statistics and the affine step are computed in float32.
Under ``jax_enable_x64``, float64 activations, parameters or ``dtype`` give what flax gives (float64
unless ``dtype`` says otherwise), computed in float64 by plain jnp (the portable math, two-pass
variance, differentiated by JAX): the fused kernels have no float64, so ``implementation`` does not
apply there. Dtype fields take any spelling ``jnp.dtype`` does (``jnp.float16``, ``np.float16``,
``"float16"``).

Supported flax fields: ``epsilon``, ``dtype``, ``param_dtype``, ``use_scale``, ``use_bias``
(LayerNorm), ``scale_init``, ``bias_init``, ``use_fast_variance`` (accepted and ignored: the
variance is always the exact two-pass one), ``force_float32_reductions=True`` (linen), and for nnx
``num_features``, ``rngs``, ``promote_dtype``, ``scale_metadata`` and ``bias_metadata``. The ops
normalise over the last axis only, so ``reduction_axes``/``feature_axes`` other than the last axis,
``axis_name``, ``axis_index_groups`` and the ``mask`` call argument raise a ValueError at call time
that points to flax's own module. The extra ``weight_offset`` field (default 0.0) scales by
``scale + weight_offset`` in the kernel: with ``weight_offset=1.0`` and ``scale_init=zeros`` it is
Gemma's ``(1 + scale)`` RMSNorm. The extra ``implementation`` field ('auto', 'xla', 'cpu',
'flydsl'; default: ``JAX_FLYNORM_IMPLEMENTATION`` or 'auto') picks the implementation, as the
functions' argument does.

Quantized outputs: ``quantize=jax_flynorm.Quantize(...)`` (a linen field and an nnx constructor
argument, and an argument of the call, which wins when given) makes the call return what
``jax_flynorm.rmsnorm``/``layernorm`` return with it, a ``jax_flynorm.Quantized(values, scale,
amax)``. It leaves the parameters alone (same names, shapes and values). ``dtype`` must then be
None (the values have Quantize's dtype), and float64 is an error. A request's arrays (``smooth``, a
per-tensor ``scale``):

- nnx: stored as ``jax_flynorm.flax.nnx.QuantizeVariable`` state, not parameters: nnx.jit traces
  them, ``nnx.update`` and checkpoints restore them, ``norm.quantize.scale[...] = s`` sets a new
  per-tensor scale (delayed scaling), and optimizers and ``nnx.grad`` (``nnx.Param``) skip them.
- linen: a field holding arrays works with init, apply, jax.jit and clone, but makes the module
  unhashable, and ``nn.jit`` (which fingerprints the fields) rejects it: keep the field to the
  array-free part (dtype, group_size) and pass the arrays in the call's ``quantize``, where they
  are traced like x (and can change every step).
"""

from __future__ import annotations

from . import linen, nnx

__all__ = ["linen", "nnx"]
