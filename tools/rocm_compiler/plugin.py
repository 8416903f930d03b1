"""JAX's ROCm plugin, loaded and registered on a machine without an AMD GPU, for compiling only.

`jax_plugins.xla_rocm7.initialize()` refuses to register when /sys/class/kfd shows no GPU. This
does what it does minus that check: load stand-ins for the ROCm runtime libraries (stubs.py),
register the PJRT plugin as platform "ROCM", then the custom-call and type handlers of
`jax_rocm7_plugin.rocm_plugin_extension` (which is what makes `jax.ffi.register_ffi_target(...,
platform="ROCM")` reach the compiler). Devices come from a topology description built from a
GpuTargetConfigProto file, so XLA compiles for that GPU without ever opening one.
"""

from __future__ import annotations

import atexit
import ctypes
import functools
import logging
import os
import re
import shutil
import tempfile
from pathlib import Path

import jax
from jax._src import xla_bridge
from jax._src.lib import xla_client
from jax.experimental import topologies

from . import stubs


class _NoGpuFilter(logging.Filter):
    """Drops the error JAX logs when the plugin's own initialize() finds no AMD GPU, which is
    expected here (`register` does what it would, minus that check); every other record passes."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        return not (record.getMessage().startswith("Jax plugin configuration error")
                    and "No AMD GPUs were found" in str(exc))


# Installed at import, before JAX first starts its backends and discovers the plugin.
logging.getLogger(xla_bridge.__name__).addFilter(_NoGpuFilter())

TARGETS = Path(__file__).with_name("targets")
# The target-config file of each arch (AMD's published figures, sources in each file).
TARGET_FILES = {"gfx942": TARGETS / "mi300x.txtpb", "gfx950": TARGETS / "mi355x.txtpb"}


def plugin_libraries() -> list[Path]:
    """The plugin's shared libraries: the PJRT plugin and jax_rocm7_plugin's extensions."""
    import jax_plugins.xla_rocm7 as pjrt
    import jax_rocm7_plugin

    return [Path(pjrt.__file__).with_name("xla_rocm_plugin.so"),
            *sorted(Path(jax_rocm7_plugin.__file__).parent.glob("*.so"))]


@functools.cache
def register() -> None:
    """Loads the stubs and registers the plugin with JAX (once per process)."""
    out = os.environ.get("FLYNORM_ROCM_STUB_DIR")
    if not out:
        # Our own temporary folder: the loaded stubs need no file once the process ends.
        out = tempfile.mkdtemp(prefix="rocm-stubs-")
        atexit.register(shutil.rmtree, out, ignore_errors=True)
    out = Path(out)
    for stub in stubs.build(plugin_libraries(), out):
        # Loaded by path first, the stubs satisfy the plugin's NEEDED entries by soname.
        ctypes.CDLL(str(stub), mode=ctypes.RTLD_GLOBAL)
    from jax_rocm7_plugin import rocm_plugin_extension as ext

    # Concrete arrays (PRNG keys, parameters) stay on the CPU: the ROCm client cannot start here,
    # only its topology (compile-only devices) can.
    jax.config.update("jax_platforms", "cpu")
    options = xla_client.generate_pjrt_gpu_plugin_options()
    options["platform_name"] = "ROCM"
    c_api = xla_bridge.register_plugin("rocm", priority=500,
                                       library_path=str(plugin_libraries()[0]), options=options)
    xla_client.register_custom_type_handler(
        "ROCM", functools.partial(ext.register_custom_type, c_api))
    xla_client.register_custom_call_handler(
        "ROCM", functools.partial(ext.register_custom_call_target, c_api))
    for name, value in ext.ffi_types().items():
        xla_client.register_custom_type(name, value, platform="ROCM")
    for name, value in ext.ffi_handlers().items():
        xla_client.register_custom_call_target(name, value, platform="ROCM", api_version=1)


def target_config(arch: str) -> str:
    """The GpuTargetConfigProto text of ``arch`` (comments stripped)."""
    lines = TARGET_FILES[arch].read_text().splitlines()
    return "\n".join(line.split("#", 1)[0] for line in lines)


@functools.cache
def devices(arch: str, topology: str = "1x1x1") -> tuple:
    """Compile-only devices of ``arch``."""
    register()
    topo = topologies.get_topology_desc(platform="rocm", target_config=target_config(arch),
                                        topology=topology)
    return tuple(topo.devices)


def compile_on(device, fn, *specs):
    """Traces, lowers and compiles ``fn`` for one compile-only device; returns the Compiled."""
    sharding = jax.sharding.SingleDeviceSharding(device)
    return jax.jit(fn, in_shardings=sharding).trace(*specs).lower().compile()


# One custom call of the launcher in optimised HLO text, with its backend_config attributes.
_LAUNCH = re.compile(r"= (.*?) custom-call\(.*?\), custom_call_target=\"flynorm_rocm_launch\", "
                     r"operand_layout_constraints=\{(.*?)\}, .*?backend_config=\{(.*?)\}$", re.M)


def launches(hlo: str) -> list[dict]:
    """The launcher calls in optimised HLO: result and operand shapes, kernel symbol, archs."""
    out = []
    for results, operands, attrs in _LAUNCH.findall(hlo):
        out.append({"results": results, "operands": operands,
                    "kernel": re.search(r'kernel = "(\w+)"', attrs).group(1),
                    "archs": re.search(r'archs = "([\w,]+)"', attrs).group(1).split(",")})
    return out
