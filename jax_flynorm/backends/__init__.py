"""The implementations of the norm ops, and the choice of one when JAX lowers for a platform.

- ``flydsl``: the FlyDSL kernels as a ROCm custom call (platform ``rocm``).
- ``cpu``: the C++ custom call (platform ``cpu``).
- ``pallas``: the portable forward with the backward as one Pallas (Triton) kernel (platform
  ``cuda``).
- ``xla``: the portable jnp path, on every platform.
- ``auto`` (the default): per platform, direction and dtype from `AUTO_POLICY` (with per-shape
  exceptions, `AUTO_BANDS`): the custom call of the platform where it is the faster, else ``xla``.

A call's ``implementation=`` argument wins over the ``JAX_FLYNORM_IMPLEMENTATION`` environment
variable. Asking for an implementation that cannot run on the platform being lowered for is an
error, never a silent fallback.

The registry is static: each entry names the module that implements it, imported the first time
the entry is chosen. That module provides ``lower_forward(params, *operands)`` and
``lower_backward(params, *operands)`` (the primitives' operands in, their results out) and
``unavailable()`` (None when it can run, else the reason and the fix); optionally
``unsupported_call(params, avals)``, why it cannot lower one call it could otherwise run (a shape
its kernels do not map), which `auto` then runs on ``xla``.
"""

from __future__ import annotations

import dataclasses
import importlib
import os
import warnings
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Literal, get_args

import numpy as np

from .._ops import DIRECTIONS, OPS, OpName

if TYPE_CHECKING:
    from jax.typing import DTypeLike

Implementation = Literal["auto", "xla", "cpu", "flydsl", "pallas"]
IMPLEMENTATIONS: tuple[str, ...] = get_args(Implementation)
ENV_VAR = "JAX_FLYNORM_IMPLEMENTATION"


@dataclasses.dataclass(frozen=True)
class Entry:
    """One implementation: its name, the platforms it serves (None: all) and its module.
    `splits_n`: its lowerings also run one shard of a hidden axis split over devices, given the
    row sums and maxima completed across the shards (`row_sums`, `row_max`, the global `n`).
    `phases`: its lowerings run the tensor-parallel phases (the op table's tp_* flags), in which
    a call whose hidden axis is sharded runs on ROCm (`_tensor_parallel`)."""

    name: str
    platforms: tuple[str, ...] | None
    module: str
    splits_n: bool = False
    phases: bool = False

    def load(self) -> ModuleType:
        return importlib.import_module(self.module)

    def unavailable(self) -> str | None:
        """None when it can run, else why not and how to fix it."""
        return self.load().unavailable()

    def unsupported_call(self, call: tuple | None) -> str | None:
        """Why it cannot lower ``call`` (the primitive's params and input avals), or None."""
        check = getattr(self.load(), "unsupported_call", None)
        return None if call is None or check is None else check(*call)

    def lowering(self, params):
        """The module's lowering of the direction `params` are for: lower_forward or
        lower_backward, called as (params, *operands)."""
        module = self.load()
        return module.lower_forward if params.direction == "fwd" else module.lower_backward


REGISTRY: dict[str, Entry] = {e.name: e for e in (
    Entry("xla", None, "jax_flynorm.backends.xla", splits_n=True),
    Entry("cpu", ("cpu",), "jax_flynorm.backends.cpu"),
    Entry("flydsl", ("rocm",), "jax_flynorm.backends.flydsl", phases=True),
    Entry("pallas", ("cuda",), "jax_flynorm.backends.pallas"),
)}


def requested(implementation: str | None, source: str = "implementation=") -> str:
    """The implementation asked for: the argument, else the environment, else ``auto``."""
    if implementation is None:
        implementation, source = os.environ.get(ENV_VAR) or None, ENV_VAR
    name = str(implementation or "auto").strip().lower()
    if name not in IMPLEMENTATIONS:
        raise ValueError(f"jax_flynorm: unknown implementation {implementation!r} (from {source}); "
                         f"choose one of {', '.join(IMPLEMENTATIONS)}")
    return name


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


@dataclasses.dataclass(frozen=True)
class Band:
    """Shapes where `auto` runs ``implementation`` instead of AUTO_POLICY's choice: one norm and
    activation dtype, rows (leading axes folded) in [min_rows, max_rows], N >= min_n and at most
    max_elements elements."""

    norm: str
    dtype: str
    min_rows: int
    max_rows: int
    min_n: int
    max_elements: int
    implementation: str

    def holds(self, norm: str, dtype: str, rows: int, n: int) -> bool:
        return (norm == self.norm and dtype == self.dtype and self.min_rows <= rows <= self.max_rows
                and n >= self.min_n and rows * n <= self.max_elements)


# Per platform and direction, bands that override AUTO_POLICY (the first that holds wins).
# CPU, f32 RMSNorm at 1024-2048 rows, N >= 4096, up to 2^24 elements: the loss gradient
# jit(grad(sum of the norm)) of x and the weight with the C++ backward ran at 0.82-0.98x plain jnp
# (dy is a constant that XLA fuses into a jnp backward, while the custom call must have it written
# out and read back), the portable backward (row_scale form) at 1.12-1.47x; with a random dy that
# portable backward stays at 0.95-1.18x of plain jnp (the C++ one 1.11-1.57x). Timed on the H200
# host's Xeon pinned to 2 cores (benchmarks/results/cpu-grad-band).
AUTO_BANDS: dict[str, dict[str, tuple[Band, ...]]] = {
    "cpu": {"bwd": (Band("rmsnorm", "float32", 1024, 2048, 4096, 1 << 24, "xla"),)},
}
_warned_fallbacks: set = set()  # platforms, and (platform, reason, kind) of single calls


def auto_choice(platform: str, direction: str = "fwd", dtype=None, shape=None,
                norm: str = "rmsnorm") -> str:
    """The implementation `auto` names for one direction and activation dtype (default f32);
    with the activations' ``shape`` (and ``norm``), the bands of `AUTO_BANDS` apply too."""
    key = "float32" if dtype is None else str(dtype)
    if shape is not None and len(shape) and all(isinstance(d, int) for d in shape):
        rows, n = int(np.prod(shape[:-1], dtype=np.int64)), int(shape[-1])
        for band in AUTO_BANDS.get(platform.lower(), {}).get(direction, ()):
            if band.holds(norm, key, rows, n):
                return band.implementation
    by_dtype = AUTO_POLICY.get(platform.lower(), {}).get(direction, {})
    return by_dtype.get(key, by_dtype.get("*", "xla"))


def _quantization(call: tuple | None) -> tuple:
    """How a call quantizes its output (dtype, scale groups, per-tensor scale, smooth vector):
    what a refusal's text leaves out, so two calls alike in the text but not in the kernel
    they need each warn once. The direction is no part of it: a call's forward and backward
    falling back for one reason warn once."""
    params = call[0] if call else None
    if params is None or params.quant_dtype is None:
        return ()
    return (str(params.quant_dtype), params.group_size, params.static_scale, params.has_smooth)


def resolve(implementation: str, platform: str, direction: str = "fwd", dtype=None,
            shape=None, norm: str = "rmsnorm", call: tuple | None = None) -> Entry:
    """The entry that runs on ``platform`` for the requested (validated) ``implementation``, for
    one direction of an op (``norm``) whose activations (x; h in the backward) have ``dtype`` and
    ``shape`` (None: the choice for any shape); with ``call`` (the primitive's params and input
    avals), one that can lower that call."""
    platform = platform.lower()
    if implementation == "auto":
        choice = REGISTRY[auto_choice(platform, direction, dtype, shape, norm)]
        reason = choice.unavailable()
        if reason is None:
            refused = choice.unsupported_call(call)
            if refused is None:
                return choice
            # This call only: warned once per reason and quantization (the reason's text leaves
            # out what tells a per-tensor from a per-row scale apart).
            key = (platform, refused, _quantization(call))
            if key not in _warned_fallbacks:
                _warned_fallbacks.add(key)
                warnings.warn(f"jax_flynorm: {refused}; this call uses the portable xla path on "
                              f"{platform}", RuntimeWarning, stacklevel=2)
            return REGISTRY["xla"]
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
    refused = entry.unsupported_call(call)
    if refused is not None:
        raise ValueError(f"jax_flynorm: implementation {implementation!r} cannot lower this call: "
                         f"{refused}")
    return entry


def resolve_split(implementation: str) -> Entry:
    """The entry that runs one shard of a call whose hidden axis N is split over devices: the
    requested one where it takes row sums across shards (`Entry.splits_n`), else the portable
    xla path, which does on every platform (the custom calls' kernels need whole rows)."""
    entry = REGISTRY.get(implementation)
    return entry if entry is not None and entry.splits_n else REGISTRY["xla"]


def splits_in_phases(implementation: str) -> bool:
    """Whether a call whose hidden axis is sharded runs as the tensor-parallel phases on ROCm:
    for `auto` and an implementation that runs them (each phase then resolves like any call)."""
    entry = REGISTRY.get(implementation)
    return implementation == "auto" or (entry is not None and entry.phases)


def which_implementation(platform: str | None = None,
                         implementation: Implementation | None = None, *,
                         direction: Literal["fwd", "bwd"] = "fwd",
                         dtype: DTypeLike | None = None,
                         shape: Sequence[int] | None = None,
                         norm: OpName = "rmsnorm", hidden_sharded: bool = False) -> str:
    """Names the implementation a norm call would use when lowered for ``platform``: for ``auto``
    it depends on the direction and the activations' dtype (`AUTO_POLICY`), and for some shapes
    on the shape and the norm (`AUTO_BANDS`).

    Args:
      platform: a JAX platform name (``"cpu"``, ``"rocm"``, ``"cuda"``, ``"tpu"``); default: the
        platform of JAX's default backend.
      implementation: what a call would pass as ``implementation=``; default: the
        ``JAX_FLYNORM_IMPLEMENTATION`` environment variable, else ``"auto"``.
      direction: ``"fwd"`` (the norm) or ``"bwd"`` (its gradient).
      dtype: the activations' dtype (x's; h's in the backward); default float32.
      shape: the activations' shape (x's); default: the answer for shapes outside every band.
      norm: the op (an entry of the op table: ``"rmsnorm"``, the default, or ``"layernorm"``);
        it matters only with ``shape``.
      hidden_sharded: the call's last axis N is sharded over devices (tensor parallelism): the
        implementation that runs each shard's slice of N, its row sums completed by all-reduces
        (on ROCm the tensor-parallel phases, docs/sharding.md).

    Returns:
      ``"xla"``, ``"cpu"``, ``"flydsl"`` or ``"pallas"``.

    Raises:
      ValueError, RuntimeError: the error the call itself would raise, when that implementation
        cannot run there.
    """
    if direction not in DIRECTIONS:
        raise ValueError(f"jax_flynorm: direction must be 'fwd' or 'bwd', got {direction!r}")
    if norm not in OPS:
        raise ValueError(f"jax_flynorm: norm must be one of {', '.join(map(repr, OPS))}, got "
                         f"{norm!r}")
    if shape is not None:
        shape = tuple(int(d) for d in shape)
    if platform is None:
        platform = default_platform()
    dtype = None if dtype is None else np.dtype(dtype).name
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        entry = resolve(requested(implementation), platform, direction, dtype, shape, norm)
    if hidden_sharded and not (entry.phases and splits_in_phases(requested(implementation))):
        return resolve_split(entry.name).name
    return entry.name


def default_platform() -> str:
    """The lowering platform of JAX's default backend ("gpu" is split into "cuda" and "rocm")."""
    import jax

    platform = jax.default_backend()
    if platform == "gpu":
        version = jax.devices()[0].client.platform_version.lower()
        platform = "rocm" if ("rocm" in version or "hip" in version) else "cuda"
    return platform
