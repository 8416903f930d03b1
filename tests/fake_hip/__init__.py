"""The recording stand-in for libamdhip64, built once per test process.

The ROCm launcher keeps the first HIP runtime it opens for the whole process, so every test module
must use this one build: a second copy would record calls the launcher never makes.
"""

from __future__ import annotations

import atexit
import functools
import shutil
import subprocess
import tempfile
from pathlib import Path

SOURCE = Path(__file__).with_name("fake_hip.c")


@functools.cache
def library(name: str = "libamdhip64.so", soname: str | None = None) -> Path:
    """Path of a build of the fake named ``name`` (libamdhip64.so, so that -lamdhip64 also links
    against it), with DT_SONAME ``soname`` when given, as the real runtime's libraries carry."""
    folder = tempfile.mkdtemp(prefix="fake-hip-")
    # Loaded (and handed to subprocesses) for the rest of the process: removed when it exits.
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    out = Path(folder) / name
    flags = [f"-Wl,-soname,{soname}"] if soname else []
    subprocess.run(["cc", "-shared", "-fPIC", "-O1", *flags, "-o", str(out), str(SOURCE)],
                   check=True)
    return out
