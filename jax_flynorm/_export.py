"""jax.export support: our custom calls carry no compatibility guarantee of JAX's, so export must be
told to accept them."""

from __future__ import annotations

from ._ops import OPS
from .backends.flydsl.launcher import TARGET as ROCM_LAUNCHER

# How Pallas hands its Triton kernels to XLA on CUDA (the `pallas` backward). The kernel travels
# as Triton IR that the loading jaxlib's Triton must still read.
PALLAS_TRITON = "__gpu$xla.gpu.triton"


def export_disabled_checks() -> list:
    """The `disabled_checks` that let `jax.export` serialise functions using our custom calls.

    Usage: ``jax.export.export(jax.jit(f), disabled_checks=jax_flynorm.export_disabled_checks())``.
    A deserialised module runs where jax_flynorm is imported (it registers the targets); one
    exported for CUDA with the Pallas backward needs a jaxlib whose Triton reads its kernel.
    """
    import jax.export

    targets = [t for op in OPS.values() for t in (op.fwd_target, op.bwd_target)]
    targets += [ROCM_LAUNCHER, PALLAS_TRITON]  # flydsl's one launcher; the pallas backward
    return [jax.export.DisabledSafetyCheck.custom_call(t) for t in targets]
