"""One data-parallel training step over all local devices with jax_flynorm's norms.

Runs the same step unsharded and sharded over a 1-D "data" mesh, prints the largest difference of
the updated parameters and the collectives in the sharded step's compiled HLO. With
``--axis-type explicit`` the mesh has an Explicit axis (what ``jax.make_mesh`` gives by default):
the shardings are part of the arrays' types and jit needs no in_shardings.

    XLA_FLAGS=--xla_force_host_platform_device_count=8 \
        python examples/sharded_step.py --implementation cpu [--axis-type explicit]
    python examples/sharded_step.py --implementation xla      # e.g. on 2 GPUs
"""

from __future__ import annotations

import argparse
import re
import typing

import jax
import jax.numpy as jnp
import numpy as np
import optax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P

import jax_flynorm

IMPLEMENTATIONS = typing.get_args(jax_flynorm.Implementation)

COLLECTIVES = ("all-gather", "all-reduce", "reduce-scatter", "all-to-all", "collective-permute")


def init(key, dim: int, hidden: int, vocab: int):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"embed": jax.random.normal(k1, (vocab, dim)) * 0.02,
            "rms_w": jnp.ones(dim), "ln_w": jnp.ones(dim), "ln_b": jnp.zeros(dim),
            "w1": jax.random.normal(k2, (dim, hidden)) / np.sqrt(dim),
            "w2": jax.random.normal(k3, (hidden, dim)) / np.sqrt(hidden)}


def loss_fn(params, tokens, implementation: str):
    """A pre-norm MLP block and a tied output layer, predicting the next token."""
    inputs = tokens[:, :-1]
    # On an Explicit mesh the lookup is told its result's sharding: the tokens' rows, then N whole.
    rows = jax.typeof(inputs).sharding
    x = params["embed"].at[inputs].get(out_sharding=rows.update(spec=P(*rows.spec, None)))
    h = jax_flynorm.rmsnorm(x, params["rms_w"], implementation=implementation)
    h = jax.nn.gelu(h @ params["w1"]) @ params["w2"]
    y = jax_flynorm.layernorm(h, params["ln_w"], params["ln_b"], residual=x,
                              implementation=implementation)
    logits = y @ params["embed"].T
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--implementation", default="auto", choices=IMPLEMENTATIONS)
    parser.add_argument("--per-device-batch", type=int, default=4)
    parser.add_argument("--seq", type=int, default=64)
    parser.add_argument("--dim", type=int, default=256)
    parser.add_argument("--axis-type", default="auto", choices=["auto", "explicit"])
    args = parser.parse_args()
    # Full f32 matmuls: on GPUs the default (TF32) would differ between the two layouts by more
    # than anything the norms do.
    jax.config.update("jax_default_matmul_precision", "highest")

    devices = jax.devices()
    which = jax_flynorm.which_implementation
    print(f"{len(devices)} x {devices[0].device_kind}; norm implementation: forward "
          f"{which(None, args.implementation)}, backward "
          f"{which(None, args.implementation, direction='bwd')}")
    opt = optax.adamw(1e-3)
    params = init(jax.random.key(0), args.dim, 4 * args.dim, vocab=512)
    tokens = jax.random.randint(jax.random.key(1),
                                (args.per_device_batch * len(devices), args.seq + 1), 0, 512)

    def step(params, state, tokens):
        loss, grads = jax.value_and_grad(loss_fn)(params, tokens, args.implementation)
        updates, state = opt.update(grads, state, params)
        return optax.apply_updates(params, updates), state, loss

    state = opt.init(params)
    want = jax.jit(step)(params, state, tokens)

    axis_type = jax.sharding.AxisType.Explicit if args.axis_type == "explicit" else None
    mesh = Mesh(np.array(devices), ("data",), **({"axis_types": (axis_type,)} if axis_type else {}))
    replicated, data = NamedSharding(mesh, P()), NamedSharding(mesh, P("data"))
    host = (params, tokens)
    if axis_type:  # the placement is the arrays' type: jit follows it
        params, state = jax.device_put((params, state), replicated)
        tokens = jax.device_put(tokens, data)
        sharded = jax.jit(step)
    else:
        sharded = jax.jit(step, in_shardings=(replicated, replicated, data),
                          out_shardings=replicated)
    got = sharded(params, state, tokens)

    diff = max(float(jnp.max(jnp.abs(a - b))) for a, b in
               zip(jax.tree.leaves(got[0]), jax.tree.leaves(want[0])))
    print(f"loss {float(want[2]):.6f} (unsharded) vs {float(got[2]):.6f} (sharded)")
    print(f"max abs difference of the updated parameters: {diff:.3e}")

    # Adam divides by sqrt(v): a gradient entry near zero can move its update by up to the learning
    # rate, so compare the gradients themselves too, relative to each tensor's largest entry.
    grad_fn = jax.grad(loss_fn)
    g_want = jax.jit(grad_fn, static_argnums=2)(*host, args.implementation)
    g_got = jax.jit(grad_fn, static_argnums=2, **({} if axis_type else {
        "in_shardings": (replicated, data), "out_shardings": replicated}))(
            params, tokens, args.implementation)
    rel = max(float(jnp.max(jnp.abs(a - b)) / jnp.maximum(jnp.max(jnp.abs(b)), 1e-30))
              for a, b in zip(jax.tree.leaves(g_got), jax.tree.leaves(g_want)))
    print(f"max gradient difference, relative to each tensor's largest gradient: {rel:.3e}")
    hlo = sharded.lower(params, state, tokens).compile().as_text()
    for kind in COLLECTIVES:
        count = len(re.findall(rf"[\]}})] {kind}(?:-start)?\(", hlo))
        print(f"{kind:>20}: {count}")
    calls = sorted(set(re.findall(r'custom_call_target="(flynorm_\w+)"', hlo)))
    print("norm custom calls:", ", ".join(calls) or "none (the jnp path, partitioned by XLA)")


if __name__ == "__main__":
    main()
