"""What the multi-device tests share: the device count they need, the norm functions by name, and
readers of a compiled program's collectives (the `eight_devices` fixture is in conftest.py)."""

from __future__ import annotations

import re

import jax.numpy as jnp
import numpy as np

from tests.norm_suite import OPS

FNS = {name: fn for name, (fn, _) in OPS.items()}
NDEV = 8


def collectives(hlo: str) -> dict:
    kinds = ("all-gather", "all-reduce", "all-to-all", "collective-permute", "reduce-scatter")
    return {k: len(re.findall(rf"[\]}})] {k}(?:-start)?\(", hlo)) for k in kinds}


def custom_calls(hlo: str, target: str) -> int:
    return len(re.findall(rf'custom_call_target="{target}"', hlo))


def close(a, b, atol=1e-4, rtol=1e-4):
    np.testing.assert_allclose(np.asarray(a, np.float32), np.asarray(b, np.float32), atol=atol,
                               rtol=rtol)


def loss(op, x, w, b, r, implementation="cpu"):
    y, res = FNS[op](x, w, b, r, prenorm=True, implementation=implementation)
    return jnp.sum(jnp.sin(y.astype(jnp.float32))) + jnp.sum(jnp.square(res.astype(jnp.float32)))
