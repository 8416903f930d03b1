"""The FlyDSL internals the kernels rely on, in one place.

FlyDSL's public API covers writing and compiling kernels, but the compiled code object, the raw
AMD buffer intrinsics, the runtime `if` dispatch and the name of its IR dump are internals. Each is
reached only through this module, so a FlyDSL release that moves one fails here with an error that
names the FlyDSL version and the supported range, rather than deep inside a kernel build.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
from importlib import metadata

SUPPORTED = ">=0.4.2,<0.6"
# The LLVM IR file FlyDSL writes under FLYDSL_DUMP_DIR with FLYDSL_DUMP_IR=1.
IR_DUMP_NAME = "21_llvm_ir.ll"


class KernelCompileError(RuntimeError):
    """Compilation is impossible here (missing dependency) or FlyDSL rejected the kernel."""


@functools.cache
def flydsl_version() -> str:
    try:
        return metadata.version("flydsl")
    except metadata.PackageNotFoundError:
        return "missing"


def _moved(what: str, exc: Exception | None = None) -> KernelCompileError:
    err = KernelCompileError(
        f"FlyDSL {flydsl_version()} no longer provides {what}, which jax_flynorm relies on; "
        f"install a supported FlyDSL: pip install 'flydsl{SUPPORTED}'")
    err.__cause__ = exc
    return err


def compiled_ir_text(launch) -> str:
    """The MLIR text (holding the gpu.binary) of the module ``launch`` compiled last."""
    try:
        _key, artifact = launch._last_compiled
        text = artifact._ir_text
    except (AttributeError, TypeError, ValueError) as exc:
        raise _moved("the compiled module's IR (launch._last_compiled[1]._ir_text)", exc) from exc
    if not isinstance(text, str):
        raise _moved("the compiled module's IR as text (_ir_text)")
    return text


def occupancy_hint(max_waves_per_eu: int):
    """A context in which FlyDSL compiles kernels with LLVM's amdgpu-waves-per-eu = "1,max": the
    scheduler then keeps registers (loads in flight) rather than aim at more waves. 0: none."""
    if not max_waves_per_eu:
        return contextlib.nullcontext()
    try:
        context = importlib.import_module("flydsl.compiler.kernel_function").CompilationContext
        hints = context.compile_hints
    except (ImportError, AttributeError) as exc:
        raise _moved("flydsl.compiler.kernel_function.CompilationContext.compile_hints",
                     exc) from exc
    return hints({"waves_per_eu": (1, max_waves_per_eu)})


def rocdl_ops():
    """The generated ROCDL dialect bindings (raw_ptr_buffer_load / _store, readfirstlane)."""
    try:
        ops = importlib.import_module("flydsl._mlir.dialects.rocdl")
    except ImportError as exc:
        raise _moved("flydsl._mlir.dialects.rocdl", exc) from exc
    for name in ("raw_ptr_buffer_load", "raw_ptr_buffer_store", "readfirstlane",
                 "cvt_pk_fp8_f32", "sched_barrier"):
        if not hasattr(ops, name):
            raise _moved(f"flydsl._mlir.dialects.rocdl.{name}")
    return ops


def no_sched_group():
    """The mask of a scheduling barrier nothing crosses (#rocdl<sched_group_mask none>), parsed
    in the MLIR context of the kernel being built."""
    try:
        ir = importlib.import_module("flydsl._mlir.ir")
    except ImportError as exc:
        raise _moved("flydsl._mlir.ir", exc) from exc
    return ir.Attribute.parse("#rocdl<sched_group_mask none>")


def mlir_dialects():
    """The generated arith, math, vector and llvm dialect bindings (the quantized epilogue's
    integer and compare ops on raw values; llvm.call_intrinsic for v_perm_b32)."""
    try:
        dialects = tuple(importlib.import_module(f"flydsl._mlir.dialects.{name}")
                         for name in ("arith", "math", "vector", "llvm"))
    except ImportError as exc:
        raise _moved("flydsl._mlir.dialects.arith / math / vector / llvm", exc) from exc
    if not hasattr(dialects[-1], "call_intrinsic"):
        raise _moved("flydsl._mlir.dialects.llvm.call_intrinsic")
    return dialects


def scf_if_dispatch():
    """FlyDSL's runtime-`if` builder: ``dispatch(cond, then_fn)``."""
    try:
        rewriter = importlib.import_module("flydsl.compiler.ast_rewriter")
        return rewriter.ReplaceIfWithDispatch.scf_if_dispatch
    except (ImportError, AttributeError) as exc:
        raise _moved("flydsl.compiler.ast_rewriter.ReplaceIfWithDispatch.scf_if_dispatch",
                     exc) from exc
