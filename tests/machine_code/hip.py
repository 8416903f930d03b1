"""The recording HIP stand-in (tests/fake_hip) with every launch executed as machine code."""

import contextlib
import ctypes
import traceback

from tests import fake_hip
from tools.machine_code.run import execute_host_launch

HOOK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_char_p,
                        ctypes.c_void_p, ctypes.c_size_t, *([ctypes.c_uint] * 7))


@contextlib.contextmanager
def executing_launches(specs: dict, options=None):
    """Yields a list that collects (kernel, counters) per launch; a launch the executor rejects
    fails in HIP and its error is raised here when the block ends. ``specs``: code object bytes
    -> the kernel spec it was compiled from (it bounds each buffer by its operand's size)."""
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
