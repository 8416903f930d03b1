"""Every tolerance against the float64 reference, in one place: the test suite and the selftest
(`python -m jax_flynorm.selftest`) both read them.

Tighter than Quack's (RMSNorm fwd atol bf16 1e-1, fp16 1e-2, fp32 1e-4). The float64 oracle sees the
same (rounded) inputs, so what remains is float32 arithmetic plus one rounding of the output.
"""

import math

import ml_dtypes
import numpy as np

_BF16 = np.dtype("bfloat16")
_F16 = np.dtype(np.float16)

# (atol, rtol) for values stored in a dtype: one rounding (bf16 2^-9, f16 2^-12 relative) plus f32
# math.
_VALUE = {np.dtype(np.float32): (1e-5, 1e-5), _BF16: (1e-2, 1e-2), _F16: (2e-3, 2e-3)}


def value(dtype):
    return _VALUE[np.dtype(dtype)]


def grad(dtype):
    """dx: f32 arithmetic over a row, then one rounding into dtype."""
    atol, rtol = _VALUE[np.dtype(dtype)]
    return (max(atol, 5e-5), max(rtol, 1e-4))


def weight_grad(dtype, rows):
    """dweight / dbias sum over rows: the f32 error grows like sqrt(rows) (Quack: 5e-6 sqrt(M))."""
    atol, rtol = grad(dtype)
    return (atol + 5e-6 * math.sqrt(max(rows, 1)), rtol)


def with_rounded_input(tol, dtype, expected):
    """Widens `tol` for a result computed from an input rounded to `dtype` (the saved h): the
    rounding moves each term by one ulp of dtype, relative to the result's largest magnitude."""
    atol, rtol = tol
    ulp = float(ml_dtypes.finfo(np.dtype(dtype)).eps)
    return (atol + ulp * float(np.max(np.abs(expected), initial=0.0)), rtol)


def assert_close(actual, expected, tol, what=""):
    atol, rtol = tol
    actual = np.asarray(actual).astype(np.float64)
    np.testing.assert_allclose(actual, expected, atol=atol, rtol=rtol, err_msg=what)
