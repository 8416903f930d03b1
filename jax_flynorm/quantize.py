"""Quantized norm outputs: what to ask for (`Quantize`) and what comes back (`Quantized`).

The norm quantizes its float32 output y while the row is still in registers (docs/contract.md,
"Quantized outputs"), so an int8 or float8 pipeline reads the activations once instead of twice.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, NamedTuple

import jax
import jax.export
import numpy as np

from ._ops import QUANT_DTYPES, QUANT_QMAX


class Quantized(NamedTuple):
    """A quantized norm output.

    values: x's shape in the quantized dtype, ``round_sat(y / scale)``.
    scale: f32; per token x.shape[:-1], per group x.shape[:-1] + (N // group_size,), per tensor
      the scale that was given (0 for one below the smallest normal f32, which counts as 0).
      ``values * scale`` (broadcast per group) dequantizes.
    amax: per tensor, max|y| over the whole tensor (f32 scalar, for delayed scaling); else None.
    """

    values: jax.Array
    scale: jax.Array
    amax: jax.Array | None


@jax.tree_util.register_dataclass
@dataclasses.dataclass(frozen=True)
class Quantize:
    """Quantize the norm's output to ``dtype``: int8, float8_e4m3fn or float8_e4m3fnuz (any spelling
    jnp.dtype takes), with qmax 127, 448 and 240.

    - per token (default): one f32 scale per row, ``max|y[row]| / qmax``;
    - ``group_size=g`` (a Python int dividing N): one scale per row and run of g columns;
    - ``scale=s`` (an f32 scalar array): per tensor, values = round_sat(y / s), and the result's
      amax is max|y| over the tensor (delayed scaling); an s below the smallest normal f32 in
      magnitude (a subnormal) counts as 0, traced or constant;
    - ``smooth=v`` ((N,) array): smooth-quant, y is multiplied by v column-wise first.

    Rounding is half to even, saturating to +-qmax. Maxima ignore NaN (as the GPUs' max
    instructions do); a NaN stays NaN in float8 and becomes 0 in int8, which has no NaN: treat a
    NaN in an int8 output as an error upstream. A row of zeros has scale 0 and values 0. An Inf
    in y saturates to +-qmax with a per-tensor scale; with a dynamic scale it makes its row's (or
    group's) scale Inf, the other values there 0 and its own NaN (float8) or 0 (int8). (An Inf or
    NaN in x makes the norm's y NaN.)
    """

    dtype: Any = dataclasses.field(metadata={"static": True})
    scale: Any = dataclasses.field(default=None, kw_only=True)
    group_size: int | None = dataclasses.field(default=None, kw_only=True,
                                               metadata={"static": True})
    smooth: Any = dataclasses.field(default=None, kw_only=True)

    def __post_init__(self):
        # The static fields as Python values (a NumPy integer group size would not serialise with
        # an export); norm.py reports a group size of a wrong type.
        if isinstance(self.group_size, np.integer):
            object.__setattr__(self, "group_size", int(self.group_size))
        # Pytree unflattening rebuilds this with placeholder leaves: check only real requests.
        if isinstance(self.dtype, np.dtype) and self.dtype in QUANT_DTYPES:
            return
        object.__setattr__(self, "dtype", quant_dtype(self.dtype))


def quant_dtype(value) -> np.dtype:
    """A quantized dtype in any spelling jnp.dtype accepts, or a clear error."""
    supported = ", ".join(str(d) for d in QUANT_DTYPES)
    if value is None:  # jnp.dtype(None) is the default float dtype, never what was meant
        raise TypeError(f"jax_flynorm: Quantize needs a dtype, got None; supported are "
                        f"{supported} (e.g. Quantize(jnp.float8_e4m3fn))")
    try:
        dtype = np.dtype(jax.numpy.dtype(value))
    except TypeError as err:
        raise TypeError(f"jax_flynorm: Quantize dtype {value!r} is not a dtype; supported are "
                        f"{supported}") from err
    if dtype not in QUANT_QMAX:
        raise TypeError(f"jax_flynorm: Quantize dtype is {dtype}; supported are {supported} "
                        f"(e.g. Quantize(jnp.float8_e4m3fn))")
    return dtype


# jax.export serialises the pytrees of an exported function's inputs and outputs by name.
jax.export.register_namedtuple_serialization(Quantized, serialized_name="jax_flynorm.Quantized")
jax.export.register_pytree_node_serialization(
    Quantize, serialized_name="jax_flynorm.Quantize",
    # The static fields: (dtype, group_size).
    serialize_auxdata=lambda aux: json.dumps([aux[0].name, aux[1]]).encode(),
    deserialize_auxdata=lambda data: (lambda d, g: (quant_dtype(d), g))(*json.loads(data)))
