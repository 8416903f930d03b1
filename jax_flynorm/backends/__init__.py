"""The implementations of the norm ops, and the choice of one when JAX lowers for a platform.

- ``flydsl``: the FlyDSL kernels as a ROCm custom call (platform ``rocm``).
- ``cpu``: the C++ custom call (platform ``cpu``).
- ``pallas``: the portable forward with the backward as one Pallas (Triton) kernel (platform
  ``cuda``).
- ``xla``: the portable jnp path, on every platform.
- ``auto`` (the default): per platform, direction and dtype from `AUTO_POLICY`: the custom call
  of the platform where it is the faster, else ``xla``.

A call's ``implementation=`` argument wins over the ``JAX_FLYNORM_IMPLEMENTATION`` environment
variable. Asking for an implementation that cannot run on the platform being lowered for is an
error, never a silent fallback.

The registry is static: each entry names the module that implements it, imported the first time
the entry is chosen. That module provides ``lower_forward(params, *operands)`` and
``lower_backward(params, *operands)`` (the primitives' operands in, their results out) and
``unavailable()`` (None when it can run, else the reason and the fix).
"""

from __future__ import annotations

import dataclasses
import importlib
import os
import warnings
from types import ModuleType
from typing import TYPE_CHECKING, Literal, get_args

import numpy as np

if TYPE_CHECKING:
    from jax.typing import DTypeLike

Implementation = Literal["auto", "xla", "cpu", "flydsl", "pallas"]
IMPLEMENTATIONS: tuple[str, ...] = get_args(Implementation)
ENV_VAR = "JAX_FLYNORM_IMPLEMENTATION"
DEPRECATED_ENV_VAR = "JAX_FLYNORM_BACKEND"  # the old name, still read with a DeprecationWarning


@dataclasses.dataclass(frozen=True)
class Entry:
    """One implementation: its name, the platforms it serves (None: all) and its module."""

    name: str
    platforms: tuple[str, ...] | None
    module: str

    def load(self) -> ModuleType:
        return importlib.import_module(self.module)

    def unavailable(self) -> str | None:
        """None when it can run, else why not and how to fix it."""
        return self.load().unavailable()

    @property
    def lower_forward(self):
        return self.load().lower_forward

    @property
    def lower_backward(self):
        return self.load().lower_backward


REGISTRY: dict[str, Entry] = {e.name: e for e in (
    Entry("xla", None, "jax_flynorm.backends.xla"),
    Entry("cpu", ("cpu",), "jax_flynorm.backends.cpu"),
    Entry("flydsl", ("rocm",), "jax_flynorm.backends.flydsl"),
    Entry("pallas", ("cuda",), "jax_flynorm.backends.pallas"),
)}


def requested(implementation: str | None, source: str = "implementation=") -> str:
    """The implementation asked for: the argument, else the environment, else ``auto``."""
    if implementation is None:
        implementation, source = os.environ.get(ENV_VAR) or None, ENV_VAR
    if implementation is None and os.environ.get(DEPRECATED_ENV_VAR):
        warnings.warn(f"jax_flynorm: {DEPRECATED_ENV_VAR} is deprecated; set {ENV_VAR} instead",
                      DeprecationWarning, stacklevel=2)
        implementation, source = os.environ[DEPRECATED_ENV_VAR], DEPRECATED_ENV_VAR
    name = str(implementation or "auto").strip().lower()
    if name not in IMPLEMENTATIONS:
        raise ValueError(f"jax_flynorm: unknown implementation {implementation!r} (from {source}); "
                         f"choose one of {', '.join(IMPLEMENTATIONS)}")
    return name


def renamed_argument(implementation: str | None, backend: str | None,
                     stacklevel: int = 3) -> tuple[str | None, str]:
    """Folds the deprecated ``backend=`` argument into ``implementation=``: (value, its source)."""
    if backend is None:
        return implementation, "implementation="
    warnings.warn("jax_flynorm: backend= is deprecated; pass implementation= instead",
                  DeprecationWarning, stacklevel=stacklevel)
    if implementation is not None and implementation != backend:
        raise ValueError(f"jax_flynorm: implementation={implementation!r} and the deprecated "
                         f"backend={backend!r} disagree; pass only implementation=")
    return backend, "backend="


# What `auto` runs: per platform, per direction ("fwd", "bwd"), per activation dtype ("*": any
# other). Platforms not listed run `xla`. The forward and backward of one op may differ: they share
# the saved-residual contract (h, weight, mean, rstd), so any forward feeds any backward.
# CPU: the C++ backward beats XLA's fused jnp everywhere (1.4-7.9x); its forward does not reliably
# (timed interleaved with plain jnp, f32 0.58-1.79x, bf16 0.75-4.0x), while the xla forward is
# plain jnp's own program, so every forward runs `xla` (benchmarks/results/cpu-auto-policy,
# cpu-f32-forward-interleaved). Forward+backward, xla then C++, stays 1.08-2.05x in f32.
# CUDA: the backward is `pallas` (its kernel where that beats the portable forms, `pallas.faster`;
# H200: backward alone 1.2-5.8x plain jnp), the forward the portable one (XLA's fusion reads x
# once).
AUTO_POLICY: dict[str, dict[str, dict[str, str]]] = {
    "cpu": {"fwd": {"*": "xla"}, "bwd": {"*": "cpu"}},
    "rocm": {"fwd": {"*": "flydsl"}, "bwd": {"*": "flydsl"}},
    "cuda": {"fwd": {"*": "xla"}, "bwd": {"*": "pallas"}},
}
_warned_fallbacks: set[str] = set()


def auto_choice(platform: str, direction: str = "fwd", dtype=None) -> str:
    """The implementation `auto` names for one direction and activation dtype (default f32)."""
    by_dtype = AUTO_POLICY.get(platform.lower(), {}).get(direction, {})
    key = "float32" if dtype is None else str(dtype)
    return by_dtype.get(key, by_dtype.get("*", "xla"))


def resolve(implementation: str, platform: str, direction: str = "fwd", dtype=None) -> Entry:
    """The entry that runs on ``platform`` for the requested (validated) ``implementation``, for
    one direction of an op whose activations (x; h in the backward) have ``dtype``."""
    platform = platform.lower()
    if implementation == "auto":
        choice = REGISTRY[auto_choice(platform, direction, dtype)]
        reason = choice.unavailable()
        if reason is None:
            return choice
        if platform not in _warned_fallbacks:
            _warned_fallbacks.add(platform)
            warnings.warn(f"jax_flynorm: the {choice.name} implementation cannot run "
                          f"({reason}); using the portable xla path on {platform}",
                          RuntimeWarning, stacklevel=2)
        return REGISTRY["xla"]
    entry = REGISTRY[implementation]
    if entry.platforms is not None and platform not in entry.platforms:
        raise ValueError(
            f"jax_flynorm: implementation {implementation!r} was requested but the computation is "
            f"lowered for platform {platform!r}; {implementation} runs only on "
            f"{', '.join(entry.platforms)}. Use implementation='auto' (or unset {ENV_VAR}) to "
            "pick per platform, or implementation='xla'.")
    reason = entry.unavailable()
    if reason is not None:
        raise RuntimeError(f"jax_flynorm: implementation {implementation!r} cannot run: {reason}")
    return entry


def which_implementation(platform: str | None = None,
                         implementation: Implementation | None = None, *,
                         direction: Literal["fwd", "bwd"] = "fwd",
                         dtype: DTypeLike | None = None) -> str:
    """Names the implementation a norm call would use when lowered for ``platform``: for ``auto``
    it depends on the direction and the activations' dtype (`AUTO_POLICY`).

    Args:
      platform: a JAX platform name (``"cpu"``, ``"rocm"``, ``"cuda"``, ``"tpu"``); default: the
        platform of JAX's default backend.
      implementation: what a call would pass as ``implementation=``; default: the
        ``JAX_FLYNORM_IMPLEMENTATION`` environment variable, else ``"auto"``.
      direction: ``"fwd"`` (the norm) or ``"bwd"`` (its gradient).
      dtype: the activations' dtype (x's; h's in the backward); default float32.

    Returns:
      ``"xla"``, ``"cpu"``, ``"flydsl"`` or ``"pallas"``.

    Raises:
      ValueError, RuntimeError: the error the call itself would raise, when that implementation
        cannot run there.
    """
    if direction not in ("fwd", "bwd"):
        raise ValueError(f"jax_flynorm: direction must be 'fwd' or 'bwd', got {direction!r}")
    if platform is None:
        platform = default_platform()
    dtype = None if dtype is None else np.dtype(dtype).name
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return resolve(requested(implementation), platform, direction, dtype).name


def which_backend(platform: str | None = None, backend: str | None = None) -> str:
    """Deprecated name of :func:`which_implementation`."""
    warnings.warn("jax_flynorm: which_backend is deprecated; use which_implementation",
                  DeprecationWarning, stacklevel=2)
    return which_implementation(platform, backend)


def default_platform() -> str:
    """The lowering platform of JAX's default backend ("gpu" is split into "cuda" and "rocm")."""
    import jax

    platform = jax.default_backend()
    if platform == "gpu":
        version = jax.devices()[0].client.platform_version.lower()
        platform = "rocm" if ("rocm" in version or "hip" in version) else "cuda"
    return platform
