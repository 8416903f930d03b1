"""One process of the multi-process test (tests/test_multiprocess.py), or of the GPU run.

    python tools/multiprocess_worker.py --coordinator 127.0.0.1:PORT --num-processes 2 \
        --process-id I --out DIR [--platform cpu --local-devices 4 --backend cpu]

Joins the job with ``jax.distributed.initialize`` (CPU: gloo collectives), builds one global mesh
over every process's devices and runs, with inputs every process derives from the same seed:

- the gradient of a loss through layernorm (residual, prenorm) then rmsnorm, with x, residual
  sharded over rows ("data", "sequence") or over the hidden axis ("tensor"),
- a data-parallel training step written with ``shard_map`` (gradients psum'd by hand),

each on a mesh of Auto axes and again on one of Explicit axes (sharding in types; results under
"explicit_<name>").

Process 0 gathers every result onto the host and writes ``results.npz`` plus ``hlo.json`` (the
collectives and our custom calls in each compiled program); the test compares them with a
single-process run of the same functions.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys

SHAPE = (8, 16, 128)  # (batch, sequence, hidden): divisible by 8 devices along every axis
LAYOUTS = {"data": (("d", "s"),), "sequence": (None, ("d", "s")),
           "tensor": (None, None, ("d", "s"))}
COLLECTIVES = ("all-gather", "all-reduce", "all-to-all", "collective-permute", "reduce-scatter")


def inputs(np):
    """x, residual (SHAPE), weights and biases (hidden) and dy for the shard_map step."""
    rng = np.random.default_rng(1234)
    n = SHAPE[-1]
    return {"x": (2.0 * rng.standard_normal(SHAPE) + 0.5).astype(np.float32),
            "r": rng.standard_normal(SHAPE).astype(np.float32),
            "w": (1.0 + 0.5 * rng.standard_normal(n)).astype(np.float32),
            "b": (0.3 * rng.standard_normal(n)).astype(np.float32),
            "w2": (1.0 + 0.5 * rng.standard_normal(n)).astype(np.float32),
            "proj": (rng.standard_normal((n, n)) / np.sqrt(n)).astype(np.float32)}


def functions(backend: str):
    """(grad of the layered loss, the shard_map step's loss); the test's reference uses them too."""
    import jax
    import jax.numpy as jnp

    import jax_flynorm

    def loss(x, w, b, r, w2):
        y, h = jax_flynorm.layernorm(x, w, b, residual=r, prenorm=True, implementation=backend)
        z = jax_flynorm.rmsnorm(y, w2, implementation=backend)
        return jnp.sum(jnp.sin(z)) + 0.5 * jnp.sum(jnp.square(h))

    def step_loss(params, x):
        h = jax_flynorm.rmsnorm(x, params["w2"], implementation=backend)
        y = jax_flynorm.layernorm(h @ params["proj"], params["w"], params["b"], residual=x,
                                  implementation=backend)
        return jnp.mean(jnp.square(y - 0.25))

    return jax.grad(loss, argnums=(0, 1, 2, 3, 4)), step_loss


def hlo_summary(hlo: str, backend: str) -> dict:
    counts = {k: len(re.findall(rf"[\]}})] {k}(?:-start)?\(", hlo)) for k in COLLECTIVES}
    counts["custom_calls"] = len(re.findall(r'custom_call_target="flynorm_', hlo))
    counts["backend"] = backend
    return counts


def _gloo_on_loopback() -> None:
    """Gloo listens on the address this host's name resolves to; pin it to 127.0.0.1 so the test
    opens no port outside the machine. Uses jax internals: if they change, gloo keeps its
    default address (still this host)."""
    try:
        from jax._src import distributed, xla_bridge
        from jax._src.lib import _jax

        def cpu_client():
            coll = _jax.make_gloo_tcp_collectives(
                distributed_client=distributed.global_state.client, hostname="127.0.0.1")
            return xla_bridge.make_cpu_client(collectives=coll)

        xla_bridge.register_backend_factory("cpu", cpu_client, priority=0)
    except (ImportError, AttributeError, TypeError, RuntimeError) as err:
        print(f"gloo keeps its default address ({err})", file=sys.stderr)


def run_all(mesh, data, grad, step_loss, backend: str, prefix: str, results: dict,
            hlos: dict) -> None:
    """The layouts' gradients and the shard_map step on `mesh`, into results and hlos."""
    import jax
    import numpy as np
    from jax.experimental import multihost_utils
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    def put(value, spec):
        sharding = NamedSharding(mesh, spec)
        return jax.make_array_from_callback(value.shape, sharding, lambda idx: value[idx])

    def fetch(tree):
        return [np.asarray(v) for v in
                jax.tree.leaves(multihost_utils.process_allgather(tree, tiled=True))]

    for name, spec in LAYOUTS.items():
        xs, rs = put(data["x"], P(*spec)), put(data["r"], P(*spec))
        vecs = [put(data[k], P()) for k in ("w", "b", "w2")]
        jitted = jax.jit(grad)
        args = (xs, vecs[0], vecs[1], rs, vecs[2])
        hlos[prefix + name] = hlo_summary(jitted.lower(*args).compile().as_text(),
                                           backend)
        for i, v in enumerate(fetch(jitted(*args))):
            results[f"{prefix}{name}/{i}"] = v

    # shard_map: each device takes its batch rows; the loss is the mean over devices, so the
    # gradients of the replicated parameters come back as global means (one all-reduce each).
    params = {k: put(data[k], P()) for k in ("w", "b", "w2", "proj")}

    def local_step(params, x):
        g = jax.grad(lambda p_: jax.lax.pmean(step_loss(p_, x), ("d", "s")))(params)
        return jax.tree.map(lambda p_, g_: p_ - 0.1 * g_, params, g)

    step = jax.jit(jax.shard_map(local_step, mesh=mesh, in_specs=(P(), P(("d", "s"))),
                                 out_specs=P()))
    xs = put(data["x"], P(("d", "s")))
    hlos[prefix + "shard_map"] = hlo_summary(step.lower(params, xs).compile().as_text(),
                                             backend)
    new = step(params, xs)
    for k in sorted(new):
        results[f"{prefix}shard_map/{k}"] = fetch(new[k])[0]


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--coordinator", required=True, help="host:port of process 0 (127.0.0.1)")
    p.add_argument("--num-processes", type=int, required=True)
    p.add_argument("--process-id", type=int, required=True)
    p.add_argument("--platform", default="cpu", help="cpu, or cuda/rocm: one GPU per process")
    p.add_argument("--local-devices", type=int, default=4, help="CPU devices per process")
    p.add_argument("--backend", default="cpu", help="jax_flynorm implementation= (cpu, xla, auto)")
    p.add_argument("--timeout-s", type=int, default=60, help="distributed init/heartbeat timeout")
    p.add_argument("--out", required=True)
    a = p.parse_args()
    if a.platform == "cpu":
        # Before jax initialises its backends: this process's share of the global devices.
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                                   f" --xla_force_host_platform_device_count={a.local_devices}")
        os.environ["JAX_PLATFORMS"] = "cpu"
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    import jax
    import numpy as np
    from jax.experimental import multihost_utils
    from jax.sharding import AxisType, Mesh

    # Full-precision matmuls: on GPUs the default (TF32) would differ from the reference by more
    # than anything the norms do.
    jax.config.update("jax_default_matmul_precision", "highest")
    if a.platform == "cpu":
        # Without this, cross-process collectives on CPU devices fail at run time.
        jax.config.update("jax_cpu_collectives_implementation", "gloo")
        _gloo_on_loopback()
    port = a.coordinator.rsplit(":", 1)[1]
    jax.distributed.initialize(
        a.coordinator, a.num_processes, a.process_id,
        local_device_ids=None if a.platform == "cpu" else [0],
        coordinator_bind_address=f"127.0.0.1:{port}",  # default: every interface
        initialization_timeout=a.timeout_s, heartbeat_timeout_seconds=a.timeout_s,
        shutdown_timeout_seconds=a.timeout_s)
    import jax_flynorm

    devices = jax.devices()
    ndev = len(devices)
    data = inputs(np)
    grad, step_loss = functions(a.backend)
    results, hlos = {}, {}
    for prefix, types in (("", AxisType.Auto), ("explicit_", AxisType.Explicit)):
        mesh = Mesh(np.array(devices).reshape(ndev // 2, 2), ("d", "s"), axis_types=(types,) * 2)
        run_all(mesh, data, grad, step_loss, a.backend, prefix, results, hlos)

    if jax.process_index() == 0:
        os.makedirs(a.out, exist_ok=True)
        np.savez(os.path.join(a.out, "results.npz"), **results)
        meta = {"hlo": hlos, "devices": ndev, "processes": jax.process_count(),
                "jax": jax.__version__, "device_kind": devices[0].device_kind,
                "norm_backend": jax_flynorm.which_implementation(implementation=a.backend)}
        with open(os.path.join(a.out, "hlo.json"), "w") as f:
            json.dump(meta, f, indent=1)
    multihost_utils.sync_global_devices("done")
    jax.distributed.shutdown()
    print(f"process {a.process_id}: ok", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
