"""The recording HIP stand-in (tests/fake_hip) with every launch executed as machine code, and
implementation="flydsl" pointed at it on the cpu platform."""

import contextlib
import ctypes
import functools
import traceback

from jax_flynorm import backends
from jax_flynorm.backends import _rows
from jax_flynorm.backends import flydsl as _rocm
from tests import fake_hip, host_launcher
from tools.machine_code.run import execute_host_launch

HOOK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_char_p,
                        ctypes.c_void_p, ctypes.c_size_t, *([ctypes.c_uint] * 7))

# Code object bytes -> the kernel spec it was compiled from (it bounds each buffer by its
# operand's size), recorded by `flydsl_on_cpu`'s compile.
SPECS: dict = {}


@contextlib.contextmanager
def executing_launches(specs: dict = SPECS, options=None):
    """Yields a list that collects (kernel, counters) per launch; a launch the executor rejects
    fails in HIP and its error is raised here when the block ends. ``specs``: code object bytes
    -> the kernel spec it was compiled from."""
    lib = ctypes.CDLL(str(fake_hip.library()))
    launches, errors = [], []

    def hook(image, size, name, args, nargs, gx, gy, gz, bx, by, bz, shared):
        try:
            image = ctypes.string_at(image, size)
            stats = execute_host_launch(image, name.decode(), ctypes.string_at(args, nargs),
                                        (gx, gy, gz), (bx, by, bz), shared, options,
                                        spec=specs[image])
            launches.append((name.decode(), stats))
            return 0
        except Exception:  # noqa: BLE001  (reported after the launch fails)
            errors.append(traceback.format_exc())
            return 1

    callback = HOOK(hook)
    lib.fake_hip_set_launch_hook(callback)
    try:
        yield launches
    except Exception as exc:
        if errors:
            raise AssertionError("a launch failed in the executor:\n" + errors[0]) from exc
        raise
    finally:
        lib.fake_hip_set_launch_hook(None)
    if errors:
        raise AssertionError("a launch failed in the executor:\n" + errors[0])


# The flydsl registry entry's module while `flydsl_on_cpu` holds: the package's lowering with its
# launches made by the launcher's host-platform handler (tests/host_launcher.py).
unavailable = _rocm.unavailable
unsupported_call = _rocm.unsupported_call


@functools.cache
def _launch():
    return _rocm.make_launch(host_launcher.register())


def lower_forward(params, *operands):
    return _rows.kernel_forward(_launch(), params, *operands)


def lower_backward(params, *operands):
    return _rows.kernel_backward(_launch(), _rocm.partials_target, params, *operands)


def _recording_compile(compile_fn):
    def compile_and_record(spec, rows):
        kernel = compile_fn(spec, rows)
        SPECS[kernel.hsaco] = spec
        return kernel
    return compile_and_record


def flydsl_on_cpu(monkeypatch, arch: str) -> None:
    """For the test's duration implementation="flydsl" lowers for the cpu platform, compiles for
    ``arch`` and launches through the real launcher into the recording HIP stand-in (a HIP
    device of ``arch``); run the program inside `executing_launches` to execute each launch."""
    monkeypatch.setenv("JAX_FLYNORM_HIP_LIBRARY", str(fake_hip.library()))
    monkeypatch.setattr(_rocm, "_kernel", _recording_compile(_rocm._kernel))
    monkeypatch.setitem(backends.REGISTRY, "flydsl",
                        backends.Entry("flydsl", ("rocm", "cpu"), __name__, phases=True))
    for var in ("FAKE_HIP_FAIL", "FAKE_HIP_PEEK", _rocm.PARTIALS_ENV):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv(_rocm.ARCH_ENV, arch)
    monkeypatch.setenv("FAKE_HIP_ARCHS", f"{arch}:sramecc+:xnack-")
