"""JAX's ROCm plugin, loaded and registered on a machine without an AMD GPU, for compiling only.

AMD names the plugin after the ROCm major it is built for: `jax-rocm7-plugin`/`jax-rocm7-pjrt`
install `jax_rocm7_plugin` and `jax_plugins.xla_rocm7`, `jax-rocm10-*` (0.11 on) the same with
10. Whichever is installed is used (`plugin_names`; FLYNORM_ROCM_PLUGIN=rocm7 or rocm10 picks one
when both are). Seen working: jax-rocm7 0.10.2 (Python 3.11), jax-rocm7 and jax-rocm10 0.12.0
(Python 3.13, jax 0.12.0.1); all of them link `libamdhip64.so.7`.

`jax_plugins.xla_rocm<N>.initialize()` refuses to register when /sys/class/kfd shows no GPU. This
does what it does minus that check: load stand-ins for the ROCm runtime libraries (stubs.py),
register the PJRT plugin as platform "ROCM", then the custom-call and type handlers of
`jax_rocm<N>_plugin.rocm_plugin_extension` (which is what makes `jax.ffi.register_ffi_target(...,
platform="ROCM")` reach the compiler). Devices come from a topology description built from a
GpuTargetConfigProto file, so XLA compiles for that GPU without ever opening one.
"""

from __future__ import annotations

import atexit
import ctypes
import functools
import importlib
import importlib.util
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


# The ROCm majors AMD has published plugins for, newest first.
ROCM_MAJORS = (10, 7)


@functools.cache
def plugin_names() -> tuple[str, str]:
    """(PJRT package, extension package) of the installed plugin, e.g. ("jax_plugins.xla_rocm10",
    "jax_rocm10_plugin"): the newest ROCm major installed, or FLYNORM_ROCM_PLUGIN's."""
    chosen = os.environ.get("FLYNORM_ROCM_PLUGIN", "").strip().removeprefix("rocm")
    majors = (int(chosen),) if chosen else ROCM_MAJORS
    for major in majors:
        names = (f"jax_plugins.xla_rocm{major}", f"jax_rocm{major}_plugin")
        if all(importlib.util.find_spec(name) is not None for name in names):
            return names
    wanted = " or ".join(f"jax-rocm{m}-plugin and jax-rocm{m}-pjrt" for m in majors)
    raise ModuleNotFoundError(f"JAX's ROCm plugin is not installed: {wanted}")


def plugin_libraries() -> list[Path]:
    """The plugin's shared libraries: the PJRT plugin and the extension package's."""
    pjrt, extension = (importlib.import_module(name) for name in plugin_names())
    return [Path(pjrt.__file__).with_name("xla_rocm_plugin.so"),
            *sorted(Path(extension.__file__).parent.glob("*.so"))]


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
    ext = importlib.import_module(f"{plugin_names()[1]}.rocm_plugin_extension")

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
