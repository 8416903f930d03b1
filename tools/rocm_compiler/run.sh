#!/usr/bin/env bash
# Runs Python with JAX's ROCm plugin installed, to compile with its real compiler without a GPU.
# The plugin wheels go into a virtual environment of its own (on top of the system
# site-packages), so the main test run never sees them. Without arguments: the tests in
# tests/rocm_compiler (CI runs this); otherwise the arguments are given to that Python, e.g.
#   bash tools/rocm_compiler/run.sh -m tools.rocm_compiler.xla_kernels --out DIR
# The plugin's initialize() logs "No AMD GPUs were found" when JAX starts; plugin.py registers
# the plugin itself, so that message is expected.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv=${FLYNORM_ROCM_VENV:-.rocm-compiler-venv}
version=$(python -c "import jax, jaxlib; assert jax.__version__ == jaxlib.__version__; print(jax.__version__)")
start=$SECONDS
# pip comes from the system site-packages (no ensurepip needed) and installs into the venv.
python -m venv --system-site-packages --without-pip "$venv"
# The plugin and its PJRT library must be exactly the installed jax/jaxlib version.
"$venv/bin/python" -m pip install -q "jax==$version" "jaxlib==$version" \
  "jax-rocm7-plugin==$version" "jax-rocm7-pjrt==$version"
echo "ROCm compiler environment (jax-rocm7-plugin $version): ready in $((SECONDS - start)) s"

if [ "$#" -eq 0 ]; then
  set -- -m pytest -q -p no:cacheprovider tests/rocm_compiler
fi
start=$SECONDS
set +e
FLYNORM_ROCM_COMPILER=1 FLYNORM_REQUIRE_FLYDSL=1 PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" \
  "$venv/bin/python" "$@"
status=$?
set -e
echo "ROCm compiler run ($*): exit status $status in $((SECONDS - start)) s"
if [ "$status" -eq 5 ]; then
  echo "no tests were collected" >&2
  exit 1
fi
exit "$status"
