"""The byte model lives in ``jax_flynorm._bytes`` (the op contract); re-exported here."""

from jax_flynorm._bytes import (  # noqa: F401
    DIRECTIONS,
    GRAD_ITEMSIZE,
    STATS_ITEMSIZE,
    OpSpec,
    byte_terms,
    bytes_moved,
    parse_op,
    quantized_byte_terms,
    quantized_bytes_moved,
)
