"""The norm calls of real model families, written as their JAX code writes them (shapes shrunk to
a few rows, hidden sizes theirs). Each family is a loss of its norm's result, so `jax.grad` of it
runs the backward as training does; the quantized forwards are inference calls (forward only).

`tests/test_model_families.py` checks that every call's kernel is one `tools/prebuilt.py` ships,
and that exporting it for both archs takes only shipped kernels; `tools/rocm_compiler/train_step.py
--model families` exports all of them as one step and compiles it with XLA's ROCm compiler.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import jax
import jax.numpy as jnp

import jax_flynorm
from jax_flynorm import Quantize

BF16, F32 = jnp.bfloat16, jnp.float32


@dataclasses.dataclass(frozen=True)
class Family:
    """``fn(*args)`` returns a float32 scalar (a loss) or, forward only, the norm's result;
    ``grad``: whether training differentiates it (the test then exports ``jax.grad`` of it)."""

    name: str
    fn: Callable
    args: tuple
    grad: bool = True


def _s(*shape, dtype=BF16):
    return jax.ShapeDtypeStruct(shape, dtype)


def _loss(y) -> jax.Array:
    y = y[0] if isinstance(y, tuple) else y
    return jnp.sum(y.astype(F32) ** 2)


def _rms(**kw):
    return lambda x, w: _loss(jax_flynorm.rmsnorm(x, w, implementation="flydsl", **kw))


def _rms_residual(**kw):
    return lambda x, w, r: _loss(jax_flynorm.rmsnorm(x, w, residual=r, prenorm=True,
                                                     implementation="flydsl", **kw))


def _ln(x, w, b):
    return _loss(jax_flynorm.layernorm(x, w, b, eps=1e-5, implementation="flydsl"))


def _ln_plain(x):
    return _loss(jax_flynorm.layernorm(x, eps=1e-5, implementation="flydsl"))


def _ln_heads(x, w):
    return _loss(jax_flynorm.layernorm(x, w, eps=1e-5, implementation="flydsl"))


def _rms_plain(x):
    return _loss(jax_flynorm.rmsnorm(x, eps=1e-6, implementation="flydsl"))


def _l2norm(x):
    # qwen3_next's l2norm(): x / sqrt(sum(x^2) + eps), as jax_flynorm.maxtext routes it.
    n = x.shape[-1]
    scale = jnp.full((n,), n ** -0.5, F32)
    return _loss(jax_flynorm.rmsnorm(x, jax.lax.stop_gradient(scale), eps=1e-6 / n,
                                     implementation="flydsl"))


def _quantized(dtype, group_size=None, residual=False, op="rmsnorm"):
    norm = getattr(jax_flynorm, op)

    def fn(x, w, *rest):
        r = rest[0] if residual else None
        out = norm(x, w, residual=r, prenorm=residual,
                   quantize=Quantize(dtype, group_size=group_size), implementation="flydsl")
        return out[0] if residual else out

    return fn


def _deepseek_fp8(fmt):
    """DeepSeek-V3's fp8 recipe: activations in 1 x 128 groups, straight-through gradient."""
    def loss(x, w):
        q = jax_flynorm.rmsnorm(x, w, quantize=Quantize(fmt, group_size=128),
                                implementation="flydsl")
        deq = q.values.astype(F32) * jnp.repeat(q.scale, 128, axis=-1)
        return jnp.sum(deq ** 2)

    return loss


def families() -> list[Family]:
    """Every family's calls; the name says the model and the call."""
    return [
        # Llama 2/3, Mistral (MaxText, HF Flax): bf16 activations, f32 or bf16 scale.
        Family("llama-rmsnorm-bf16", _rms(eps=1e-5), (_s(2, 8, 4096), _s(4096, dtype=F32))),
        Family("mistral-rmsnorm-bf16-weight", _rms(eps=1e-5), (_s(2, 8, 4096), _s(4096))),
        Family("llama-fused-add-rmsnorm", _rms_residual(eps=1e-5),
               (_s(2, 8, 4096), _s(4096, dtype=F32), _s(2, 8, 4096))),
        # Gemma 2/3 (the gemma library: x * (1 + scale)), hidden 2304 / 2560, QK-norm over
        # head_dim 256 with one scale shared by the heads.
        Family("gemma2-rmsnorm-1+w", _rms(weight_offset=1.0),
               (_s(2, 8, 2304), _s(2304, dtype=F32))),
        Family("gemma3-qk-norm-1+w", _rms(weight_offset=1.0),
               (_s(2, 8, 8, 256), _s(256, dtype=F32))),
        # Qwen3 QK-norm: RMSNorm over head_dim 128, one scale for all heads.
        Family("qwen3-qk-norm", _rms(), (_s(2, 8, 16, 128), _s(128))),
        # DeepSeek-V3: fp8 e4m3 activations in 1 x 128 groups (hidden 7168), OCP e4m3fn and
        # MI300X's e4m3fnuz; per-token int8 of the same rows.
        Family("deepseek-v3-fp8-1x128", _deepseek_fp8(jnp.float8_e4m3fn),
               (_s(2, 8, 7168), _s(7168))),
        Family("deepseek-v3-fp8fnuz-1x128", _deepseek_fp8(jnp.float8_e4m3fnuz),
               (_s(2, 8, 7168), _s(7168))),
        Family("deepseek-v3-int8-1x64-inference", _quantized(jnp.int8, 64),
               (_s(2, 8, 7168), _s(7168)), grad=False),
        # OLMo (v1): LayerNorm without weight or bias.
        Family("olmo-layernorm-no-weight", _ln_plain, (_s(2, 8, 4096),)),
        # GPT-2 / ViT-B: LayerNorm with bias, f32 parameters, hidden 768.
        Family("gpt2-vit-layernorm-bias", _ln, (_s(2, 8, 768), _s(768, dtype=F32),
                                                _s(768, dtype=F32))),
        # Cohere (Command R) QK-norm: LayerNorm with one weight row per head, no bias.
        Family("cohere-per-head-layernorm", _ln_heads, (_s(2, 8, 8, 128), _s(8, 128))),
        # flash-attn / Mamba fused add-norm with residual_in_fp32: the residual stream in f32.
        Family("mamba-residual-in-fp32", _rms_residual(residual_dtype=F32),
               (_s(2, 8, 2560), _s(2560, dtype=F32), _s(2, 8, 2560, dtype=F32))),
        Family("mamba-final-add-norm-fp32", lambda x, w, r: _loss(jax_flynorm.rmsnorm(
            x, w, residual=r, implementation="flydsl")),
            (_s(2, 8, 2560), _s(2560, dtype=F32), _s(2, 8, 2560, dtype=F32))),
        # A final norm written in f32 for an f32 head (out_dtype=float32).
        Family("final-norm-f32-head", _rms(out_dtype=F32), (_s(2, 8, 4096), _s(4096, dtype=F32))),
        Family("final-layernorm-f32-head", lambda x, w, b: _loss(jax_flynorm.layernorm(
            x, w, b, out_dtype=F32, implementation="flydsl")),
            (_s(2, 8, 1024), _s(1024, dtype=F32), _s(1024, dtype=F32))),
        # MaxText qwen3_next: Qwen3NextRMSNorm (scale_offset=1), the gated norm's RMSNorm
        # (y in f32 under bf16 x), l2norm() of q/k (head_dim 128); llama4's L2Norm.
        Family("maxtext-qwen3-next-rmsnorm-1+w", _rms(weight_offset=1.0),
               (_s(2, 8, 2048), _s(2048, dtype=F32))),
        Family("maxtext-qwen3-next-gated-norm", _rms(out_dtype=F32),
               (_s(2, 8, 16, 128), _s(128, dtype=F32))),
        Family("maxtext-qwen3-next-l2norm", _l2norm, (_s(2, 8, 16, 128),)),
        Family("maxtext-llama4-l2norm", _rms_plain, (_s(2, 8, 40, 128),)),
        # Quantized LayerNorm forwards (SmoothQuant-style int8 serving of OPT/BLOOM).
        Family("opt-layernorm-int8-inference", lambda x, w, b: jax_flynorm.layernorm(
            x, w, b, quantize=Quantize(jnp.int8), implementation="flydsl"),
            (_s(2, 8, 4096), _s(4096), _s(4096)), grad=False),
    ]


def argnums(family: Family) -> tuple[int, ...]:
    return tuple(range(len(family.args)))


def traced(family: Family) -> Callable:
    """What training runs of a family: the gradient of its loss, or the inference forward."""
    return jax.grad(family.fn, argnums=argnums(family)) if family.grad else family.fn


def launches(family: Family) -> int:
    """The kernel launches its step holds: a forward and, under training, a backward."""
    return 2 if family.grad else 1
