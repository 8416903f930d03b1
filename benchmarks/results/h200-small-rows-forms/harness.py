"""Why the stand-alone forms script and jax_flynorm.bench disagree on the layernorm backward alone
(4096x8192 bf16): the same backward functions timed by both harnesses, with the kernels of each.
Usage: python harness.py OUT.txt"""
import sys

import jax
import jax.numpy as jnp

from jax_flynorm.backends import xla
from jax_flynorm.bench import timing
from jax_flynorm.bench.bytemodel import parse_op
from jax_flynorm.bench.cases import Case, make_inputs

sys.argv, out_path = sys.argv[:1], sys.argv[1]
src = open(__file__.replace("harness.py", "forms.py")).read().replace("\nmain()\n", "\n")
forms = {}
exec(compile(src, "forms.py", "exec"), forms)
orig = xla.backward
lines = []


def report(label, fn, args):
    timing.run_batch(fn, args, 0, 8)
    k = timing.kernel_time(fn, args, 0, 40)
    line = f"{label}: {k['kernel_s'] * 1e6:.1f} us " + " ".join(
        f"{name}={us:.1f}" for name, us in k["kernels"])
    print(line, flush=True)
    lines.append(line)


spec = parse_op("layernorm+weight+bias")
m, n = 4096, 8192
for name, backward in (("xla.backward", orig), ("forms insums", forms["VARIANTS"]["insums"])):
    xla.backward = backward
    case = Case(spec, "xla")
    slots = [make_inputs(spec, m, n, jnp.bfloat16, s, jax.random.key(0)) for s in range(4)]
    report(f"bench harness, {name}", case.bwd, case.prepare("bwd", slots))
    import jax_flynorm

    def f(x, w, b):
        return jax_flynorm.layernorm(x, w, b, eps=1e-6, implementation="xla")

    make_vjp = jax.jit(lambda x, w, b: jax.vjp(f, x, w, b)[1])
    pools = [forms["make"](m, n, jnp.bfloat16, jax.random.key(i)) for i in range(4)]
    pulls = [(make_vjp(x, w, b), dy) for x, w, b, dy in pools]
    report(f"forms harness, {name}", jax.jit(lambda pull, dy: pull(dy)), pulls)
    xla.backward = orig
open(out_path, "w").write("\n".join(lines) + "\n")
