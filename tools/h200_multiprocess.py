"""Compares the multi-process worker's results (tests/multiprocess_worker.py, written to DIR) with
the same functions run in this process on one device, and prints the largest differences and the
collectives of each compiled program.

    python tools/h200_multiprocess.py DIR [IMPLEMENTATION]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tests import multiprocess_worker as worker  # noqa: E402


def main() -> int:
    out, impl = Path(sys.argv[1]), (sys.argv[2] if len(sys.argv) > 2 else "xla")
    jax.config.update("jax_default_matmul_precision", "highest")
    meta = json.loads((out / "hlo.json").read_text())
    got = dict(np.load(out / "results.npz"))
    data = {k: jnp.asarray(v) for k, v in worker.inputs(np).items()}
    grad, step_loss = worker.functions(impl)
    grads = jax.jit(grad)(data["x"], data["w"], data["b"], data["r"], data["w2"])
    params = {k: data[k] for k in ("w", "b", "w2", "proj")}
    g = jax.jit(jax.grad(step_loss))(params, data["x"])
    want = {f"{layout}/{i}": np.asarray(v) for layout in worker.LAYOUTS
            for i, v in enumerate(grads)}
    want.update({f"shard_map/{k}": np.asarray(params[k] - 0.1 * g[k]) for k in params})
    print(f"{meta['processes']} processes, {meta['devices']} x {meta['device_kind']}, jax "
          f"{meta['jax']}, norms: {meta['norm_backend']}")
    worst = 0.0
    for k in sorted(want):
        rel = float(np.max(np.abs(got[k] - want[k])) / max(np.max(np.abs(want[k])), 1e-30))
        worst = max(worst, rel)
        print(f"{k:20s} max |diff| / max |value| = {rel:.2e}")
    for layout, counts in meta["hlo"].items():
        print(f"{layout:10s} {counts}")
    gathers = sum(c["all-gather"] for c in meta["hlo"].values())
    print(f"worst relative difference {worst:.2e}; all-gathers: {gathers}")
    return 0 if worst < 1e-4 and gathers == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
