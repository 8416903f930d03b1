"""Build the C runtime, JIT host IR with llvmlite (MCJIT) and launch grids through the runtime."""

from __future__ import annotations

import ctypes
import dataclasses
import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
import threading
from pathlib import Path

from .retarget import HostIR, retarget

RUNTIME_SRC = Path(__file__).with_name("runtime.c")
_LOCK = threading.Lock()  # the runtime holds one launch's state at a time


class EmulatorError(RuntimeError):
    """The emulated kernel did something wrong (race, bad access, divergence) or failed."""


class Stats(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in
                ("wave_ops", "barriers", "oob_loads", "oob_stores", "oob_partial",
                 "inactive_reads", "errors")]

    def as_dict(self) -> dict:
        return {name: int(getattr(self, name)) for name, _ in self._fields_}


def _cache_root() -> Path:
    env = os.environ.get("JAX_FLYNORM_CACHE_DIR")
    base = Path(env) if env else Path(os.environ.get(
        "XDG_CACHE_HOME", Path.home() / ".cache")) / "jax_flynorm" / "kernels"
    return base / "emulator"


@functools.cache
def runtime_library() -> ctypes.CDLL:
    """Compile runtime.c (once per source hash) and load it for both ctypes and the JIT."""
    import llvmlite.binding as llvm

    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if not cc:
        raise EmulatorError("no C compiler (cc) to build the emulator runtime")
    src = RUNTIME_SRC.read_bytes()
    key = hashlib.sha256(src + cc.encode()).hexdigest()[:16]
    path = _cache_root() / f"runtime-{key}.so"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".so")
        os.close(fd)
        proc = subprocess.run([cc, "-O2", "-shared", "-fPIC", "-o", tmp, str(RUNTIME_SRC), "-lm"],
                              capture_output=True, text=True)
        if proc.returncode:
            os.unlink(tmp)
            raise EmulatorError(f"building the runtime failed:\n{proc.stderr}")
        os.replace(tmp, path)
    lib = ctypes.CDLL(str(path), mode=ctypes.RTLD_GLOBAL)
    llvm.load_library_permanently(str(path))
    lib.emu_launch.restype = ctypes.c_int
    lib.emu_launch.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32),
                               ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(Stats)]
    lib.emu_error.restype = ctypes.c_char_p
    lib.emu_set_allocations.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_uint64),
                                        ctypes.POINTER(ctypes.c_uint64)]
    lib.emu_set_lds.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_void_p),
                                ctypes.POINTER(ctypes.c_uint64)]
    lib.emu_set_order.argtypes = [ctypes.c_int]
    return lib


@functools.cache
def _init_llvm():
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()


def _target_machine():  # one per engine: MCJIT keeps the one it was given
    import llvmlite.binding as llvm

    _init_llvm()
    target = llvm.Target.from_default_triple()
    # Host features (F16C) convert half inline; codegen opt 1 keeps JIT time low.
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(),
                                        features=llvm.get_host_cpu_features().flatten(), opt=1)


# bfloat truncation is a libcall on hosts without AVX512-BF16; define it here, rounding to
# nearest even and keeping NaNs quiet, as the GPU's conversion does.
_LIBCALLS = """
define bfloat @__truncsfbf2(float %f) {
  %b = bitcast float %f to i32
  %abs = and i32 %b, 2147483647
  %nan = icmp ugt i32 %abs, 2139095040
  %hi = lshr i32 %b, 16
  %odd = and i32 %hi, 1
  %bias = add i32 %odd, 32767
  %r = add i32 %b, %bias
  %rh = lshr i32 %r, 16
  %q = or i32 %hi, 64
  %sel = select i1 %nan, i32 %q, i32 %rh
  %t = trunc i32 %sel to i16
  %out = bitcast i16 %t to bfloat
  ret bfloat %out
}
"""


@dataclasses.dataclass
class JitKernel:
    """A kernel JIT-compiled for the host; keep it alive while running it."""

    host: HostIR
    engine: object
    entry: int
    lds: list   # (address, bytes)

    def launch(self, kernarg: bytes, grid: tuple, block: tuple, allocations: list, *,
               reverse: bool = True) -> dict:
        """Run the whole grid. ``allocations``: (address, bytes) of every operand buffer;
        accesses outside them are errors. Returns the runtime counters."""
        lib = runtime_library()
        args = ctypes.create_string_buffer(bytes(kernarg), max(len(kernarg), 8))
        g = (ctypes.c_uint32 * 3)(*grid)
        b = (ctypes.c_uint32 * 3)(*block)
        stats = Stats()
        with _LOCK:
            n = len(allocations)
            lib.emu_set_allocations(n, (ctypes.c_uint64 * n)(*[a for a, _ in allocations]),
                                    (ctypes.c_uint64 * n)(*[s for _, s in allocations]))
            k = len(self.lds)
            lib.emu_set_lds(k, (ctypes.c_void_p * k)(*[a for a, _ in self.lds]),
                            (ctypes.c_uint64 * k)(*[s for _, s in self.lds]))
            lib.emu_set_order(int(reverse))
            rc = lib.emu_launch(self.entry, args, g, b, ctypes.byref(stats))
            message = lib.emu_error().decode()
        out = stats.as_dict()
        if rc or out["errors"]:
            raise EmulatorError(f"{self.host.kernel}: {message} ({out['errors']} errors)")
        return out


def jit_ir(text: str) -> JitKernel:
    """Retarget AMDGPU kernel IR text and JIT it for the host."""
    return jit_host(retarget(text))


def jit_host(host: HostIR) -> JitKernel:
    import llvmlite.binding as llvm

    runtime_library()
    tm = _target_machine()
    try:
        mod = llvm.parse_assembly(host.text + _LIBCALLS)
        mod.verify()
    except RuntimeError as exc:
        raise EmulatorError(f"host IR of {host.kernel} does not verify: {exc}") from exc
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    entry = engine.get_function_address("emu.entry")
    lds = [(engine.get_global_value_address(name), size) for name, size in host.lds]
    return JitKernel(host, engine, entry, lds)
