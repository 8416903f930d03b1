"""The `pallas` implementation with its kernel run wherever it can run, also on the shapes where
the portable backward is the faster on GPUs; tests put it in place of the package's entry with
`register`. Without an NVIDIA GPU, JAX's Pallas interpreter runs the kernel's program
(pallas_call(interpret=True)) on the CPU."""

import functools

import jax

from jax_flynorm import backends
from jax_flynorm.backends import pallas

ON_CUDA = jax.default_backend() == "gpu" and backends.default_platform() == "cuda"
PLATFORM = "cuda" if ON_CUDA else "cpu"

lower_forward = pallas.lower_forward
lower_backward = functools.partial(pallas.backward_with,
                                   functools.partial(pallas.launch, interpret=not ON_CUDA),
                                   everywhere=True)
unavailable = pallas.unavailable


def register(monkeypatch) -> None:
    """`implementation="pallas"` runs this module on this platform for the test's duration."""
    monkeypatch.setitem(backends.REGISTRY, "pallas",
                        backends.Entry("pallas", (PLATFORM,), "tests.pallas_everywhere"))
