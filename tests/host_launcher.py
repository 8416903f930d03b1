"""The ROCm launcher built with its host-platform handler, for the tests only.

The shipped library registers its launch for platform ROCM alone. Compiled here with
FLYNORM_HOST_TEST, the same source also defines FlynormRocmExecuteHostTest: the launch body on
the cpu platform, which with the recording HIP runtime (tests/fake_hip) or the machine-code
executor drives real launches on a machine without a GPU. One build per source and jaxlib, in a
folder under the system's temporary directory that every test process (and subprocess) shares.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import jax
import jaxlib.version

from jax_flynorm.backends.flydsl import launcher

TARGET = "flynorm_rocm_launch_host_test"
SOURCE = Path(launcher.__file__).with_name("rocm_launcher.cc")


def compiler() -> str | None:
    return shutil.which(os.environ.get("CXX", "c++"))


@functools.cache
def library() -> Path:
    """The test build of the launcher, compiled on first use."""
    flags = ["-std=c++17", "-shared", "-fPIC", "-O1", "-DFLYNORM_HOST_TEST",
             f'-DFLYNORM_BUILT_JAXLIB="{jaxlib.version.__version__}"',
             "-isystem", jax.ffi.include_dir()]
    key = hashlib.sha256(SOURCE.read_bytes() + " ".join(flags).encode()).hexdigest()[:16]
    out = Path(tempfile.gettempdir()) / f"flynorm-host-launcher-{key}" / "libflynorm_rocm_host.so"
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=out.parent, suffix=".so")
        os.close(fd)
        subprocess.run([compiler() or "c++", *flags, str(SOURCE), "-ldl", "-o", tmp], check=True)
        os.replace(tmp, out)  # atomic: processes building at once each install a whole library
    return out


@functools.cache
def register() -> str:
    """Registers the host handler for the cpu platform under TARGET; returns TARGET."""
    lib = ctypes.CDLL(str(library()))
    reason = launcher.check(lib)
    if reason:
        raise RuntimeError(reason)
    # The CPU client registers pending targets before pending types, which a stateful handler
    # cannot survive; with the client already up, both register at once, type first.
    jax.devices("cpu")
    launcher.register(lib, TARGET, "FlynormRocmExecuteHostTest", "cpu")
    return TARGET


def forget_modules() -> None:
    """Makes the next launches load their code objects afresh (the launcher's module cache is per
    process, shared by every test that runs in it)."""
    register()
    ctypes.CDLL(str(library())).FlynormRocmForgetModulesForTest()
