"""Backend selection: which implementation runs a norm op, decided when JAX lowers for a platform.

- ``flydsl``: the FlyDSL kernels as a ROCm custom call (platform ``rocm``).
- ``cpu``: the C++ custom call (platform ``cpu``).
- ``xla``: the portable jnp path, on every platform.
- ``auto`` (the default): the custom call of the platform when it is available, else ``xla``.

A call's ``backend=`` argument wins over the ``JAX_FLYNORM_BACKEND`` environment variable. Asking
for a
backend that cannot run on the platform being lowered for is an error, never a silent fallback.
"""

from __future__ import annotations

import dataclasses
import os
import warnings
from collections.abc import Callable

ENV_VAR = "JAX_FLYNORM_BACKEND"
BACKENDS = ("auto", "xla", "cpu", "flydsl")


@dataclasses.dataclass(frozen=True)
class Implementation:
    """How one backend runs the ops: the platforms it serves and its forward/backward builders.

    ``forward(params, *operands)`` and ``backward(params, *operands)`` take the primitives' operands
    and
    return their results; ``unavailable()`` returns None when it can run, else the reason and the
    fix.
    """

    name: str
    platforms: tuple[str, ...] | None  # None: every platform
    forward: Callable
    backward: Callable
    unavailable: Callable[[], str | None]


_IMPLEMENTATIONS: dict[str, Implementation] = {}


def register(impl: Implementation) -> None:
    _IMPLEMENTATIONS[impl.name] = impl


def requested(backend: str | None) -> str:
    """The backend asked for: the argument, else the environment variable, else ``auto``."""
    source = "backend="
    if backend is None:
        backend, source = os.environ.get(ENV_VAR) or "auto", ENV_VAR
    name = str(backend).strip().lower()
    if name not in BACKENDS:
        raise ValueError(f"jax_flynorm: unknown backend {backend!r} (from {source}); "
                         f"choose one of {', '.join(BACKENDS)}")
    return name


_AUTO_CHOICE = {"cpu": "cpu", "rocm": "flydsl"}
_warned_fallbacks: set[str] = set()


def resolve(backend: str, platform: str) -> Implementation:
    """The implementation that runs on ``platform`` for the requested (validated) ``backend``."""
    platform = platform.lower()
    if backend == "auto":
        choice = _IMPLEMENTATIONS.get(_AUTO_CHOICE.get(platform, "xla"))
        reason = choice.unavailable() if choice else "it is not part of this build"
        if choice is not None and reason is None:
            return choice
        if platform not in _warned_fallbacks:
            _warned_fallbacks.add(platform)
            warnings.warn(f"jax_flynorm: the {_AUTO_CHOICE[platform]} backend cannot run "
                          f"({reason}); using the portable xla path on {platform}",
                          RuntimeWarning, stacklevel=2)
        return _IMPLEMENTATIONS["xla"]
    impl = _IMPLEMENTATIONS.get(backend)
    if impl is None:
        raise ValueError(f"jax_flynorm: the {backend} backend is not part of this build; "
                         f"use backend='xla' or 'auto'")
    if impl.platforms is not None and platform not in impl.platforms:
        raise ValueError(
            f"jax_flynorm: backend {backend!r} was requested but the computation is lowered for "
            f"platform {platform!r}; {backend} runs only on {', '.join(impl.platforms)}. Use "
            f"backend='auto' (or unset {ENV_VAR}) to pick per platform, or backend='xla'.")
    reason = impl.unavailable()
    if reason is not None:
        raise RuntimeError(f"jax_flynorm: backend {backend!r} cannot run: {reason}")
    return impl


def which_backend(platform: str | None = None, backend: str | None = None) -> str:
    """Names the backend a norm call would use when lowered for ``platform``.

    Args:
      platform: a JAX platform name (``"cpu"``, ``"rocm"``, ``"cuda"``, ``"tpu"``); default: JAX's
        default backend.
      backend: the override a call would pass; default: ``JAX_FLYNORM_BACKEND`` or ``auto``.

    Raises the same error the call would raise if that backend cannot run there.
    """
    if platform is None:
        platform = default_platform()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return resolve(requested(backend), platform).name


def default_platform() -> str:
    """The lowering platform of JAX's default backend ("gpu" is split into "cuda" and "rocm")."""
    import jax

    platform = jax.default_backend()
    if platform == "gpu":
        version = jax.devices()[0].client.platform_version.lower()
        platform = "rocm" if ("rocm" in version or "hip" in version) else "cuda"
    return platform
