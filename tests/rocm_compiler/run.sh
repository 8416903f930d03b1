#!/usr/bin/env bash
# Compiles programs that use our custom call with JAX's real ROCm compiler, without a GPU, for
# gfx942 and gfx950 (tests/rocm_compiler). It needs JAX's ROCm plugin wheels, so it runs in a
# virtual environment of its own (on top of the system site-packages): the main test run never
# sees the plugin. The plugin's initialize() logs "No AMD GPUs were found" when JAX starts; the
# tests register it themselves (plugin.py), so that message is expected.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv=${FLYNORM_ROCM_VENV:-.rocm-compiler-venv}
version=$(python -c "import jax, jaxlib; assert jax.__version__ == jaxlib.__version__; print(jax.__version__)")
start=$SECONDS
python -m venv --system-site-packages "$venv"
# The plugin and its PJRT library must be exactly the installed jax/jaxlib version.
"$venv/bin/python" -m pip install -q "jax==$version" "jaxlib==$version" \
  "jax-rocm7-plugin==$version" "jax-rocm7-pjrt==$version"
echo "ROCm compiler environment (jax-rocm7-plugin $version): ready in $((SECONDS - start)) s"

start=$SECONDS
set +e
FLYNORM_ROCM_COMPILER=1 FLYNORM_REQUIRE_FLYDSL=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" \
  "$venv/bin/python" -m pytest -q -p no:cacheprovider tests/rocm_compiler "$@"
status=$?
set -e
echo "ROCm compiler tests: exit status $status in $((SECONDS - start)) s"
if [ "$status" -eq 5 ]; then
  echo "no ROCm compiler tests were collected" >&2
  exit 1
fi
exit "$status"
