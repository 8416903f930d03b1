"""MaxText's decoder blocks: their training step exported for ROCm with jax_flynorm installed.

For each of MaxText's decoder blocks (`DecoderBlockType`) at a tiny configuration, this builds
MaxText's own training step (`maxtext.trainers.pre_train.train.train_step`, with the shaped state
and batch its ahead-of-time compiler uses: `train_compile.get_shaped_inputs`) on CPU devices and
exports it with `jax.export` for platform "rocm" twice, in a fresh process per block:

1. with MaxText's own norms (the sanity check: the step must export);
2. under `jax_flynorm.maxtext.install(implementation="auto")`, with
   `JAX_FLYNORM_ROCM_ARCH=gfx942,gfx950` and `jax_flynorm.export_disabled_checks()`.

For the second it reports the norm calls jax_flynorm saw (calls into `jax_flynorm.rmsnorm` or
`layernorm` from `jax_flynorm.maxtext`), jax_flynorm's norm primitives in the step's jaxpr (dead
code dropped, as lowering drops it) by direction, the implementation each lowered primitive resolved
to on ROCm (identical calls are resolved once), the `flynorm_rocm_launch` custom calls in the
exported StableHLO and their `kernel` names, every jax_flynorm RuntimeWarning (a portable fallback
warns), and the `stablehlo.rsqrt` ops over tensors (not attention's scalar 1/sqrt(head_dim)) in the
module with and without install(): a norm jax_flynorm does not reach, keeps its rsqrt.

A block passes when jax_flynorm saw norm calls, every resolution was the FlyDSL kernels, each
norm primitive of each direction is one launch in the module (a rematerialised layer's forward
is there twice; a call whose input gets no gradient, such as deepseek4's indexer behind
stop_gradient, has no backward), no tensor rsqrt is left, and nothing warned. A block whose step
does not construct or export with MaxText's own norms is reported as such and does not count as
a failure of jax_flynorm.

Nothing is compiled or executed: the export only lowers (on CPU, no ROCm plugin), so the
launches' code objects come from the shipped archives (or, where FlyDSL is installed, a compile).

    DECOUPLE_GCLOUD=TRUE python tools/maxtext_blocks.py                  # every block
    DECOUPLE_GCLOUD=TRUE python tools/maxtext_blocks.py llama2 qwen3_next --json out.json

A step whose embedding axis is sharded (tensor parallelism) does not export (its norms are
partitioned with ``custom_partitioning``): tools/rocm_compiler/maxtext_step.py compiles it
instead, with this module's configurations.

Needs MaxText 0.2.5 (Python >= 3.12, its decoupled requirements and pathwaysutils) and
jax_flynorm installed. Prints a table and writes JSON (default maxtext_blocks.json); exits 1 when a
block that constructs fails the check.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import json
import os
import re
import subprocess
import sys
import time
import warnings

ARCHS = "gfx942,gfx950"
# A tiny model: small enough to trace quickly on CPU, every N still a real shipped size class.
COMMON = ["override_model_config=True", "base_emb_dim=256", "base_num_query_heads=4",
          "base_num_kv_heads=2", "head_dim=64", "base_mlp_dim=256", "base_moe_mlp_dim=256",
          "vocab_size=512", "max_target_length=64", "per_device_batch_size=2",
          "sparse_matmul=False", "megablox=False",
          "dataset_type=synthetic", "enable_checkpointing=False", "attention=dot_product",
          "steps=1", "use_multimodal=False"]
# Decoder block: (MaxText model config or None, the block's own overrides). Layer counts cover
# each block's layer pattern (gemma3's 6, the 4-layer cycles of llama4, qwen3_next, olmo3).
MOE = ["num_experts=4", "num_experts_per_tok=2"]  # for the blocks whose model has experts
GDN = ["gdn_key_head_dim=32", "gdn_value_head_dim=32", "gdn_num_key_heads=2",
       "gdn_num_value_heads=4", "gdn_chunk_size=16"]
BLOCKS: dict[str, tuple[str | None, list[str]]] = {
    "default": (None, ["base_num_decoder_layers=2"]),
    "llama2": ("llama2-7b", ["base_num_decoder_layers=2"]),
    "mistral": ("mistral-7b", ["base_num_decoder_layers=2"]),
    "mixtral": ("mixtral-8x7b", [*MOE, "base_num_decoder_layers=2"]),
    "deepseek": ("deepseek3-tiny", [*MOE, "base_num_decoder_layers=2", "base_num_kv_heads=4",
                                    "first_num_dense_layers=1", "q_lora_rank=64", "kv_lora_rank=32",
                                    "qk_nope_head_dim=32", "qk_rope_head_dim=16", "v_head_dim=32",
                                    "shared_experts=1"]),
    "gemma": ("gemma-2b", ["base_num_decoder_layers=2"]),
    "gemma2": ("gemma2-2b", ["base_num_decoder_layers=2", "sliding_window_size=32"]),
    "gemma3": ("gemma3-4b", ["base_num_decoder_layers=6", "sliding_window_size=32"]),
    "gemma4": ("gemma4-26b", [*MOE, "base_num_decoder_layers=6", "sliding_window_size=32",
                              "global_head_dim=128"]),
    "gemma4_small": ("gemma4-e2b", ["base_num_decoder_layers=6", "scan_layers=False",
                                    "sliding_window_size=32", "global_head_dim=128"]),
    "qwen2": ("qwen2.5-1.5b", ["base_num_decoder_layers=2"]),
    "qwen3": ("qwen3-0.6b", ["base_num_decoder_layers=2"]),
    "qwen3_moe": ("qwen3-30b-a3b", [*MOE, "base_num_decoder_layers=2"]),
    "qwen3_custom_moe": ("qwen3-custom-30b-a3b", [*MOE, "base_num_decoder_layers=2"]),
    "qwen3_next": ("qwen3-next-80b-a3b", ["base_num_decoder_layers=4", *MOE, *GDN]),
    "qwen3_5": ("qwen3.5-35b-a3b", ["base_num_decoder_layers=4", "use_mrope=False", *MOE, *GDN]),
    "gpt3": ("gpt3-52k", ["base_num_decoder_layers=2", "base_num_kv_heads=4"]),
    "gpt_oss": ("gpt-oss-20b", [*MOE, "base_num_decoder_layers=2", "sliding_window_size=32"]),
    "simple": (None, ["decoder_block=simple", "base_num_decoder_layers=2"]),
    "simple_mlp": (None, ["decoder_block=simple_mlp", "base_num_decoder_layers=2"]),
    "llama4": ("llama4-17b-16e", ["num_experts=4", "num_experts_per_tok=1",  # top-1 only
                                  "base_num_decoder_layers=4", "chunk_attn_window_size=32"]),
    "olmo3": ("olmo3-7b", ["base_num_decoder_layers=4", "sliding_window_size=32"]),
    "deepseek4": ("deepseek4-tiny", [*MOE, "base_num_decoder_layers=4", "first_num_hash_layers=1",
                                     "compress_ratios=[0,4,4,4]", "base_num_kv_heads=1",
                                     "sliding_window_size=32", "head_dim=32",
                                     "qk_rope_head_dim=32"]),
    "envy": ("envy-test", [*MOE, "base_num_decoder_layers=2"]),
}
LAUNCHER = "flynorm_rocm_launch"
_LAUNCH = re.compile(r"stablehlo\.custom_call @flynorm_rocm_launch\(.*?kernel = \"([^\"]+)\"")
_GATHER = re.compile(r"stablehlo\.all_gather\b")
_CALL = re.compile(r"stablehlo\.custom_call @([\w$.\-]+)")
# A norm's rsqrt is over a tensor; a scalar one is attention's 1/sqrt(head_dim) scale.
_RSQRT = re.compile(r"stablehlo\.rsqrt [^:]*: tensor<\d")


def tensor_ways() -> int:
    """The tensor-parallel degree of the step (FLYNORM_MAXTEXT_TENSOR, default 1; set by
    tools/rocm_compiler/maxtext_step.py): the embedding axis sharded over that many devices
    (explicit sharding)."""
    return int(os.environ.get("FLYNORM_MAXTEXT_TENSOR", "1"))


def overrides(block: str) -> list[str]:
    model, own = BLOCKS[block]
    first = [f"model_name={model}"] if model else [f"decoder_block={block}"]
    ways = tensor_ways()
    tensor = ([f"ici_tensor_parallelism={ways}", "ici_fsdp_parallelism=1",
               "shard_mode=explicit"] if ways > 1 else [])
    return [*first, *COMMON, *own, *tensor]


def launches_per_norm(kernels: dict, direction: str) -> tuple[int, list[str]]:
    """The norm calls of one direction the launches make, and what does not pair: a call whose
    hidden axis is sharded runs two phase kernels (stats then apply; dots then apply), any other
    one kernel."""
    names = {k: v for k, v in kernels.items() if f"_{direction}_" in k}
    first = "_tpstats" if direction == "fwd" else "_tpdots"
    firsts = sum(v for k, v in names.items() if k.endswith(first))
    applies = sum(v for k, v in names.items() if k.endswith("_tpapply"))
    whole = sum(v for k, v in names.items() if "_tp" not in k)
    problems = ([f"{firsts} {first[1:]} against {applies} apply {direction} launches"]
                if firsts != applies else [])
    return whole + applies, problems


def primitives(jaxpr, counts: collections.Counter) -> collections.Counter:
    """jax_flynorm's norm primitives (`flynorm_fwd`, `flynorm_bwd`; their per-shard forms where a
    step binds those) in a jaxpr, every occurrence of every sub-jaxpr counted (a scan body once,
    as it is lowered once)."""
    for eqn in jaxpr.eqns:
        if eqn.primitive.name in ("flynorm_fwd", "flynorm_bwd", "flynorm_fwd_shard",
                                  "flynorm_bwd_shard"):
            counts[eqn.primitive.name.split("_")[1]] += 1
        for value in eqn.params.values():
            for sub in value if isinstance(value, (tuple, list)) else [value]:
                sub = getattr(sub, "jaxpr", sub)  # a ClosedJaxpr's Jaxpr
                if hasattr(sub, "eqns"):
                    primitives(sub, counts)
    return counts


@contextlib.contextmanager
def train_step(block: str, devices=None):
    """MaxText's jitted train step for `block` with the shaped state and batch its ahead-of-time
    compiler uses, as (jitted, args, kwargs), inside its mesh (of `devices`, default the
    process's) and logical axis rules."""
    import jax
    import maxtext
    from flax.core.spmd import logical_axis_rules
    from maxtext.configs import pyconfig
    from maxtext.trainers.pre_train import train, train_compile
    from maxtext.utils import maxtext_utils, sharding

    config_file = os.path.join(os.path.dirname(maxtext.__file__), "configs",
                               "decoupled_base_test.yml")
    config = pyconfig.initialize([None, config_file, f"run_name={block}", *overrides(block)])
    mesh = maxtext_utils.get_mesh_from_config(config, devices)
    # As train_compile.is_oom builds the step it compiles, with the CPU mesh for the topology's.
    args, kwargs, state_shardings, _, model = train_compile.get_shaped_inputs(mesh, config)
    params_shardings, state_shardings = sharding.maybe_update_params_sharding_with_opt(
        config, state_shardings)
    input_shardings = sharding.build_zero1_input_state_mesh_shardings(
        config, state_shardings, params_shardings)
    data_sharding = sharding.get_input_data_sharding(config, mesh)
    func, in_shard, out_shard, _, donate = maxtext_utils.get_functional_train_with_signature(
        train.train_step, data_sharding, input_shardings, model, config, params_shardings)
    with jax.set_mesh(mesh), logical_axis_rules(config.logical_axis_rules):
        yield (jax.jit(func, in_shardings=in_shard, out_shardings=out_shard,
                       donate_argnums=donate), args, kwargs)


def export_step(block: str, count: bool = False):
    """MaxText's train step for `block`, exported for ROCm: the Exported object, and with
    `count` the norm primitives in the step's jaxpr (by direction)."""
    import jax

    import jax_flynorm

    with train_step(block) as (jitted, args, kwargs):
        exported = jax.export.export(jitted, platforms=["rocm"],
                                     disabled_checks=jax_flynorm.export_disabled_checks())(
                                         *args, **kwargs)
        if not count:
            return exported
        # Dead code dropped first, as lowering drops it (deepseek4's step holds unused norms).
        from jax._src.interpreters import partial_eval as pe

        jaxpr = jitted.trace(*args, **kwargs).jaxpr.jaxpr
        jaxpr, _ = pe.dce_jaxpr(jaxpr, [True] * len(jaxpr.outvars))
        return exported, primitives(jaxpr, collections.Counter())


def child(block: str) -> dict:
    """Both exports of one block, in this (fresh) process (JAX_FLYNORM_ROCM_ARCH set)."""
    out: dict = {"block": block, "archs": os.environ["JAX_FLYNORM_ROCM_ARCH"],
                 "overrides": overrides(block)}
    start = time.perf_counter()
    try:
        text = export_step(block).mlir_module()
    except Exception as err:  # the block does not construct or export with MaxText's own norms
        out["baseline_error"] = f"{type(err).__name__}: {str(err)[:2000]}"
        return out
    out["baseline_s"] = round(time.perf_counter() - start, 1)
    out["baseline_rsqrt"] = len(_RSQRT.findall(text))
    out["baseline_launches"] = text.count(f"@{LAUNCHER}(")
    baseline_gathers = len(_GATHER.findall(text))

    import jax_flynorm.backends
    import jax_flynorm.maxtext

    calls: list[str] = []
    resolved: collections.Counter = collections.Counter()
    own = {name: getattr(jax_flynorm.maxtext, name) for name in ("rmsnorm", "layernorm")}
    own_resolve = jax_flynorm.backends.resolve

    def counted(name):
        def norm(x, *a, **kw):
            calls.append(f"{x.dtype}{list(x.shape)}")
            return own[name](x, *a, **kw)

        return norm

    def resolve(implementation, platform, direction="fwd", dtype=None, shape=None, *a, **kw):
        entry = own_resolve(implementation, platform, direction, dtype, shape, *a, **kw)
        resolved[f"{direction}:{entry.name}"] += 1
        return entry

    for name in own:  # compute(), compute_gpt3(), l2_norm() and l2norm_sum() call them
        setattr(jax_flynorm.maxtext, name, counted(name))
    jax_flynorm.backends.resolve = resolve  # the primitives' lowering calls it, per call
    start = time.perf_counter()
    try:
        with warnings.catch_warnings(record=True) as caught, \
                jax_flynorm.maxtext.installed(implementation="auto"):
            warnings.simplefilter("always")
            exported, prims = export_step(block, count=True)
            text = exported.mlir_module()
    except Exception as err:
        out["flynorm_error"] = f"{type(err).__name__}: {str(err)[:2000]}"
        return out
    finally:
        for name, fn in own.items():
            setattr(jax_flynorm.maxtext, name, fn)
        jax_flynorm.backends.resolve = own_resolve
    out["flynorm_s"] = round(time.perf_counter() - start, 1)
    out["norm_calls"] = len(calls)
    out["norm_shapes"] = dict(collections.Counter(calls))
    out["resolved"] = dict(sorted(resolved.items()))
    kernels = _LAUNCH.findall(text)
    out["launches"] = text.count(f"@{LAUNCHER}(")
    out["kernels"] = dict(sorted(collections.Counter(kernels).items()))
    out["custom_calls"] = dict(sorted(collections.Counter(_CALL.findall(text)).items()))
    out["rsqrt"] = len(_RSQRT.findall(text))
    out["warnings"] = sorted({f"{w.category.__name__}: {w.message}" for w in caught
                              if issubclass(w.category, RuntimeWarning)
                              and "jax_flynorm" in str(w.message)})
    # Every norm primitive of the step, each direction, is one launch (a rematerialised layer's
    # forward is in the step twice; a call whose input has no gradient has no backward).
    (fwd, unpaired_fwd), (bwd, unpaired_bwd) = (launches_per_norm(out["kernels"], d)
                                                for d in ("fwd", "bwd"))
    out["launches_fwd_bwd"] = [fwd, bwd]
    out["primitives_fwd_bwd"] = [prims["fwd"], prims["bwd"]]
    out["all_gathers_without_with"] = [baseline_gathers, len(_GATHER.findall(text))]
    others = {k: v for k, v in resolved.items() if not k.endswith(":flydsl")}
    problems = [*unpaired_fwd, *unpaired_bwd]
    if not calls:
        problems.append("jax_flynorm saw no norm call")
    if others:
        problems.append(f"lowered off the kernels: {others}")
    if (fwd, bwd) != (prims["fwd"], prims["bwd"]) or not (fwd and bwd):
        problems.append(f"{fwd} forward and {bwd} backward launches for {prims['fwd']} and "
                        f"{prims['bwd']} norm primitives")
    if len(kernels) != out["launches"]:
        problems.append(f"{out['launches']} launches, {len(kernels)} with a kernel name")
    if out["all_gathers_without_with"][1] > baseline_gathers:
        problems.append(f"install() added all-gathers: {out['all_gathers_without_with']} "
                        "without / with it")
    if out["warnings"]:
        problems.append("warned")
    if out["rsqrt"]:
        problems.append(f"{out['rsqrt']} tensor rsqrt left (norms jax_flynorm does not reach)")
    out["problems"] = problems
    out["passed"] = not problems
    return out


def run_block(block: str, archs: str, timeout: float) -> dict:
    env = dict(os.environ, DECOUPLE_GCLOUD="TRUE", JAX_PLATFORMS="cpu",
               JAX_FLYNORM_ROCM_ARCH=archs,
               XLA_FLAGS=f"--xla_force_host_platform_device_count={tensor_ways()}")
    start = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, __file__, "--child", block], env=env,
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"block": block, "baseline_error": f"timed out after {timeout:.0f} s"}
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{\"block\"")]
    if proc.returncode or not lines:
        return {"block": block, "baseline_error": f"process exited {proc.returncode}: "
                f"{proc.stderr[-2000:]}"}
    result = json.loads(lines[-1])
    result["wall_s"] = round(time.perf_counter() - start, 1)
    return result


def summary(r: dict) -> str:
    if "baseline_error" in r:
        return f"| {r['block']} | does not export without install(): " \
               f"{r['baseline_error'].splitlines()[0][:160]} | | | | | | |"
    if "flynorm_error" in r:
        return f"| {r['block']} | exports; with install() fails: " \
               f"{r['flynorm_error'].splitlines()[0][:160]} | | | | | | |"
    kernels = ", ".join(f"{k} x{v}" for k, v in r["kernels"].items()) or "none"
    resolved = ", ".join(f"{k} {v}" for k, v in r["resolved"].items()) or "none"
    verdict = "pass" if r["passed"] else "FAIL: " + "; ".join(r["problems"])
    (fwd, bwd), (pf, pb) = r["launches_fwd_bwd"], r["primitives_fwd_bwd"]
    return (f"| {r['block']} | {verdict} | {r['norm_calls']} | {pf} / {pb} | {resolved} | "
            f"{fwd} / {bwd} | "
            f"{r['baseline_rsqrt']} / {r['rsqrt']} | {len(r['warnings'])} | {kernels} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("blocks", nargs="*", help=f"some of {list(BLOCKS)} (default all)")
    parser.add_argument("--json", default="maxtext_blocks.json", help="where to write results")
    parser.add_argument("--archs", default=ARCHS, help="JAX_FLYNORM_ROCM_ARCH of the export")
    parser.add_argument("--timeout", type=float, default=900, help="seconds per block")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(child(args.child)))
        return 0
    import jax
    import maxtext.version
    from maxtext.common.common_types import DecoderBlockType

    unknown = [b.value for b in DecoderBlockType if b.value not in BLOCKS]
    results = []
    print("| block | check | norm calls | primitives fwd / bwd | resolved "
          "(direction:implementation) | "
          "launches fwd / bwd | tensor rsqrt without / with install() | jax_flynorm warnings | "
          "kernels |")
    print("|---|---|---|---|---|---|---|---|---|")
    for block in args.blocks or list(BLOCKS):
        results.append(run_block(block, args.archs, args.timeout))
        print(summary(results[-1]), flush=True)
    if unknown:
        print(f"MaxText blocks not configured here: {unknown}")
    with open(args.json, "w") as f:
        json.dump({"maxtext": maxtext.version.__version__, "jax": jax.__version__,
                   "python": sys.version.split()[0], "archs": args.archs, "blocks": results,
                   "unconfigured": unknown}, f, indent=1)
    failed = [r["block"] for r in results if "baseline_error" not in r and not r.get("passed")]
    print(f"{len(results)} blocks: {sum(bool(r.get('passed')) for r in results)} pass, "
          f"{len(failed)} fail{': ' + ', '.join(failed) if failed else ''}, "
          f"{sum('baseline_error' in r for r in results)} do not export without install()")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
