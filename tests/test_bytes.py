"""The byte model's quantized forward: the documented terms, counted by hand."""

from __future__ import annotations

import pytest

from jax_flynorm._bytes import OpSpec, byte_terms, quantized_byte_terms, quantized_bytes_moved


def test_quantized_forward_bytes_by_hand():
    m, n = 256, 512
    ln = OpSpec("layernorm", weight=True, bias=True, residual=True)
    # Per token, bf16: reads x, residual, weight, bias; writes 1-byte y, bf16 residual_out,
    # mean, rstd and one f32 scale per row.
    assert quantized_byte_terms(ln, m, n, "bfloat16") == {
        "read": 2 * m * n * 2 + 2 * n * 2, "write": m * n + m * n * 2 + 2 * m * 4 + m * 4}
    # Per group of 128 with an f32 smooth vector: 4 scales per row, N f32 read more.
    rms = OpSpec("rmsnorm", weight=True)
    assert quantized_byte_terms(rms, m, n, "bfloat16", group_size=128, smooth=True,
                                smooth_dtype="float32") == {
        "read": m * n * 2 + n * 2 + n * 4, "write": m * n + m * 4 + m * 4 * 4}
    # Per tensor: the scale read (one f32), y_amax written (one f32 per row).
    assert quantized_byte_terms(rms, m, n, "float32", static_scale=True) == {
        "read": m * n * 4 + n * 4 + 4, "write": m * n + m * 4 + m * 4}
    assert quantized_bytes_moved(rms, m, n, "float32", static_scale=True) == (
        m * n * 4 + n * 4 + 4 + m * n + 2 * m * 4)
    # Below the plain forward's: y shrinks from 2 bytes to 1 per element.
    plain = byte_terms(rms, "fwd", m, n, "bfloat16")
    assert quantized_bytes_moved(rms, m, n, "bfloat16") == (
        plain["read"] + plain["write"] - m * n + m * 4)


@pytest.mark.parametrize("quant", [{"group_size": 100}, {"group_size": 128, "static_scale": True}])
def test_quantized_forward_bytes_reject_bad_modes(quant):
    with pytest.raises(ValueError):
        quantized_byte_terms(OpSpec("rmsnorm"), 4, 512, "float32", **quant)
