"""Benchmark of jax_flynorm's norms across backends: ``python -m jax_flynorm.bench --help``.

Modules: cases (what is timed, including the plain-jnp baseline), timing (warm-up, buffer
rotation, copy reference), run (the loop), model (the performance model's data beside a ROCm
run), report (JSON/CSV/table/summary/plot), cli (the command line). The bytes each op and
direction must move are the package's byte model, ``jax_flynorm._bytes``.
"""

from .._bytes import OpSpec, bytes_moved, parse_op
from .cli import main

__all__ = ["OpSpec", "bytes_moved", "main", "parse_op"]
