"""Runs the benchmark with the Pallas backward's tiling changed: variants.py BLOCK_ELEMENTS
PARTIALS [benchmark arguments...]."""

import sys

import jax_flynorm.bench.cli as cli
from jax_flynorm.backends import pallas

pallas.BLOCK_ELEMENTS, pallas.PARTIALS = int(sys.argv[1]), int(sys.argv[2])
sys.exit(cli.main(sys.argv[3:]))
