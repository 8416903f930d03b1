#!/usr/bin/env bash
# Runs Python with JAX's ROCm plugin installed, to compile with its real compiler without a GPU.
# The plugin wheels go into a virtual environment of their own, layered over the packages of the
# Python that runs this script (tools/overlay_venv.py: a plain machine, an activated virtualenv or
# a conda prefix alike), so the main test run never sees them. Without arguments: the tests in
# tests/rocm_compiler (.ci/run passes its own pytest arguments); otherwise the arguments are given
# to that Python, e.g.
#   bash tools/rocm_compiler/run.sh -m tools.rocm_compiler.xla_kernels --out DIR
# The environment (about 900 MB) lives in FLYNORM_ROCM_VENV, by default
# ~/.cache/jax_flynorm/rocm-compiler-venv (kept for the next run; delete it freely); .ci/run
# points it at a temporary folder it removes.
# When JAX starts in that venv, its plugin discovery logs "Jax plugin configuration error:
# Exception when calling jax_plugins.xla_rocm<N>.initialize() ... No AMD GPUs were found": expected
# and harmless, as plugin.py registers the plugin itself. plugin.py drops that one record; a
# process that does not import it (tests/rocm_compiler's export subprocess) may still print it.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv=${FLYNORM_ROCM_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/jax_flynorm/rocm-compiler-venv}
version=$(python -c "import jax, jaxlib; assert jax.__version__ == jaxlib.__version__; print(jax.__version__)")
start=$SECONDS
mkdir -p "$(dirname "$venv")"
venv_python=$(python tools/overlay_venv.py "$venv")
# The plugin and its PJRT library must be exactly the installed jax/jaxlib version (those come
# from the outer environment; pip installs only what is missing into the venv).
"$venv_python" -m pip install -q "jax==$version" "jaxlib==$version" \
  "jax-rocm7-plugin==$version" "jax-rocm7-pjrt==$version"
echo "ROCm compiler environment $venv (jax-rocm7-plugin $version): ready in $((SECONDS - start)) s"
echo "(a 'Jax plugin configuration error ... No AMD GPUs were found' from JAX is expected here)"

if [ "$#" -eq 0 ]; then
  set -- -m pytest -q -p no:cacheprovider tests/rocm_compiler
fi
start=$SECONDS
set +e
FLYNORM_ROCM_COMPILER=1 FLYNORM_REQUIRE_FLYDSL=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" \
  "$venv_python" "$@"
status=$?
set -e
echo "ROCm compiler run ($*): exit status $status in $((SECONDS - start)) s"
if [ "$status" -eq 5 ]; then
  echo "no tests were collected" >&2
  exit 1
fi
exit "$status"
