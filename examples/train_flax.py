"""Train a small pre-norm transformer language model whose norms are jax_flynorm's fused kernels.

The model is an ordinary flax.linen transformer; the only change from a stock one is the import
of the norm layers (``from jax_flynorm.flax import linen as fnn`` and ``fnn.RMSNorm`` where you
would write ``nn.RMSNorm``). The parameters keep flax's names and shapes, so a checkpoint trained
with these norms loads into flax's own modules and back.

The data is a synthetic character-level "language" made in the script: text drawn from a seeded
random Markov chain of order 2 over 27 characters, where each pair of preceding characters allows
only a few next characters. A model has to look back two positions (attention) and learn the
transition table (MLP) to predict it, and the script prints the source's entropy, the loss floor.

Run (about two minutes on a 2-core CPU)::

    python examples/train_flax.py
    python examples/train_flax.py --norm layernorm --implementation xla --steps 100

It prints the loss every --log-every steps, the mean step time (compilation excluded) and the norm
implementation that ran, and exits non-zero if the held-out loss did not fall.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
import typing
from collections.abc import Callable
from pathlib import Path

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

try:
    import jax_flynorm
except ImportError:  # run from a source checkout without `pip install .`: use the checkout
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import jax_flynorm
from jax_flynorm.flax import linen as fnn

IMPLEMENTATIONS = typing.get_args(jax_flynorm.Implementation)

ALPHABET = "abcdefghijklmnopqrstuvwxyz "  # token i is ALPHABET[i]
VOCAB = len(ALPHABET)


# ------------------------------------------------------------------------------------------------
# Data: an order-2 Markov chain with sparse, peaked transitions.


def make_language(seed: int, branching: int = 3) -> np.ndarray:
    """P[a, b] is the distribution of the character after the pair (a, b)."""
    rng = np.random.default_rng(seed)
    table = np.zeros((VOCAB, VOCAB, VOCAB))
    for a in range(VOCAB):
        for b in range(VOCAB):
            nxt = rng.choice(VOCAB, size=branching, replace=False)
            table[a, b, nxt] = rng.dirichlet(np.full(branching, 0.7))
    return table


def sample_text(table: np.ndarray, length: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    cum = np.cumsum(table, axis=-1)
    out = np.empty(length, np.int32)
    out[:2] = rng.integers(VOCAB, size=2)
    u = rng.random(length)
    for t in range(2, length):
        out[t] = min(np.searchsorted(cum[out[t - 2], out[t - 1]], u[t]), VOCAB - 1)
    return out


def source_entropy(table: np.ndarray, text: np.ndarray) -> float:
    """Mean -log P(next | previous two) of the text under the true chain: the loss floor."""
    p = table[text[:-2], text[1:-1], text[2:]]
    return float(-np.log(p).mean())


def batches(text: np.ndarray, batch: int, seq_len: int, seed: int):
    """Endless random windows of seq_len + 1 tokens (inputs and next-token targets)."""
    rng = np.random.default_rng(seed)
    while True:
        starts = rng.integers(0, len(text) - seq_len - 1, size=batch)
        yield np.stack([text[s:s + seq_len + 1] for s in starts])


# ------------------------------------------------------------------------------------------------
# Model: pre-norm blocks, x + attn(norm(x)) then x + mlp(norm(x)), and a final norm.


class Block(nn.Module):
    d_model: int
    heads: int
    norm: Callable[..., nn.Module]  # fnn.RMSNorm or fnn.LayerNorm, with implementation= fixed

    @nn.compact
    def __call__(self, x, mask):
        h = self.norm(name="attn_norm")(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads, name="attn")(h, h, mask=mask)
        h = self.norm(name="mlp_norm")(x)
        h = nn.Dense(4 * self.d_model, name="mlp_in")(h)
        return x + nn.Dense(self.d_model, name="mlp_out")(nn.gelu(h))


class LanguageModel(nn.Module):
    d_model: int
    layers: int
    heads: int
    seq_len: int
    norm: Callable[..., nn.Module]

    @nn.compact
    def __call__(self, tokens):
        embed = nn.Embed(VOCAB, self.d_model, name="embed")
        pos = self.param("pos", nn.initializers.normal(0.02), (self.seq_len, self.d_model))
        x = embed(tokens) + pos[: tokens.shape[-1]]
        mask = nn.make_causal_mask(tokens)
        for i in range(self.layers):
            x = Block(self.d_model, self.heads, self.norm, name=f"block{i}")(x, mask)
        x = self.norm(name="final_norm")(x)
        return embed.attend(x)  # logits, with the embedding tied to the output layer


# ------------------------------------------------------------------------------------------------
# Training.


def implementations(requested: str | None) -> str:
    """What the norms run here, per direction (auto may differ between the two)."""
    return (f"forward {jax_flynorm.which_implementation(None, requested)}, backward "
            f"{jax_flynorm.which_implementation(None, requested, direction='bwd')}")


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--steps", type=int, default=400)
    p.add_argument("--d-model", type=int, default=128)
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--heads", type=int, default=4)
    p.add_argument("--seq-len", type=int, default=64)
    p.add_argument("--batch", type=int, default=32)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--implementation", default="auto", choices=IMPLEMENTATIONS,
                   help="norm implementation (default auto: the platform's custom call)")
    p.add_argument("--norm", default="rmsnorm", choices=("rmsnorm", "layernorm"))
    p.add_argument("--log-every", type=int, default=25)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)


def build(args):
    """The model and its training step (not jitted): (norm class, model, optimiser, loss_fn,
    train_step). Also used by the ROCm compile tests, which compile the step for a GPU."""
    # The norm layer: our drop-in for flax's, with the implementation picked by flag.
    norm_cls = fnn.RMSNorm if args.norm == "rmsnorm" else fnn.LayerNorm
    norm = functools.partial(norm_cls, implementation=args.implementation)
    model = LanguageModel(args.d_model, args.layers, args.heads, args.seq_len, norm)
    schedule = optax.warmup_cosine_decay_schedule(0.0, args.lr, min(50, args.steps // 10 + 1),
                                                  max(args.steps, 2), args.lr / 10)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(schedule, weight_decay=0.01))

    def loss_fn(params, batch):
        logits = model.apply(params, batch[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()

    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return norm_cls, model, tx, loss_fn, train_step


def main(argv=None) -> int:
    args = parse_args(argv)
    start = time.perf_counter()

    table = make_language(args.seed)
    train_text = sample_text(table, 200_000, args.seed + 1)
    val_text = sample_text(table, 20_000, args.seed + 2)
    print(f"data: order-2 Markov chain over {VOCAB} characters, {len(train_text)} training chars; "
          f"entropy {source_entropy(table, val_text):.3f} nats/char (the loss floor), "
          f"uniform guess {np.log(VOCAB):.3f}")
    print("sample:", "".join(ALPHABET[t] for t in val_text[:72]))

    norm_cls, model, tx, loss_fn, step = build(args)
    train_step = jax.jit(step)
    key = jax.random.key(args.seed)
    params = model.init(key, jnp.zeros((1, args.seq_len), jnp.int32))
    n_params = sum(p.size for p in jax.tree.leaves(params))
    opt_state = tx.init(params)

    eval_loss = jax.jit(loss_fn)
    val_batch = jnp.asarray(next(batches(val_text, 4 * args.batch, args.seq_len, args.seed + 3)))

    print(f"model: {args.layers} layers, d_model {args.d_model}, {args.heads} heads, "
          f"seq_len {args.seq_len}, {n_params:,} params; norm {norm_cls.__name__} "
          f"on {implementations(args.implementation)} "
          f"(asked {args.implementation!r}, platform {jax.default_backend()})")

    initial = float(eval_loss(params, val_batch))
    print(f"step     0  val loss {initial:.4f}")
    data = batches(train_text, args.batch, args.seq_len, args.seed + 4)
    step_times, recent = [], []
    for step in range(1, args.steps + 1):
        batch = jnp.asarray(next(data))
        t0 = time.perf_counter()
        params, opt_state, loss = train_step(params, opt_state, batch)
        loss.block_until_ready()
        if step > 1:  # step 1 includes compilation
            step_times.append(time.perf_counter() - t0)
        recent.append(float(loss))
        if step % args.log_every == 0 or step == args.steps:
            print(f"step {step:5d}  train loss {np.mean(recent):.4f}")
            recent = []

    final = float(eval_loss(params, val_batch))
    mean_ms = 1e3 * float(np.mean(step_times)) if step_times else float("nan")
    print(f"val loss {initial:.4f} -> {final:.4f}; mean step {mean_ms:.1f} ms (compile excluded)")
    print("model sample:", generate(model, params, val_text[:2], args.seq_len, args.seed))
    ok = final < initial
    print(f"SUMMARY {'OK' if ok else 'FAIL'}: {args.norm} implementation="
          f"{implementations(args.implementation)} steps={args.steps} "
          f"loss {initial:.3f}->{final:.3f} step={mean_ms:.1f}ms "
          f"wall={time.perf_counter() - start:.0f}s")
    return 0 if ok else 1


def generate(model, params, prompt: np.ndarray, seq_len: int, seed: int) -> str:
    """Samples seq_len characters after a prompt, re-running the model on a fixed-size buffer."""
    apply = jax.jit(model.apply)
    tokens = np.zeros((1, seq_len), np.int32)
    tokens[0, : len(prompt)] = prompt
    rng = np.random.default_rng(seed)
    for t in range(len(prompt), seq_len):
        logits = np.asarray(apply(params, jnp.asarray(tokens))[0, t - 1], np.float64)
        p = np.exp(logits - logits.max())
        tokens[0, t] = rng.choice(VOCAB, p=p / p.sum())
    return "".join(ALPHABET[t] for t in tokens[0])


if __name__ == "__main__":
    sys.exit(main())
