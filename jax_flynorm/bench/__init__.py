"""Benchmark of jax_flynorm's norms across backends: ``python -m jax_flynorm.bench --help``.

Modules: bytemodel (the bytes each op and direction must move), cases (what is timed, including
the plain-jnp baseline), timing (warm-up, buffer rotation, copy reference), run (the loop),
report (JSON/CSV/table/summary/plot), cli (the command line).
"""

from .bytemodel import OpSpec, bytes_moved, parse_op
from .cli import main

__all__ = ["OpSpec", "bytes_moved", "main", "parse_op"]
