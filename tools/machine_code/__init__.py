"""Execute the FlyDSL norm kernels' AMDGPU machine code (gfx942, gfx950) on the CPU.

A development tool beside tools/emulator (which runs the kernels' LLVM IR): this one decodes the
code object the AMDGPU backend produced (with tinygrad 0.14.0's CDNA instruction tables), sets
up the waves as its kernel descriptor says and executes it instruction by instruction, all waves
of a launch at once as numpy arrays. It models the census' instructions only (anything else is
an error naming the opcode and PC), memory results landing only when an ``s_waitcnt`` admits
them, and buffer range checks; not timing, not the hardware's exact approximations.
"""

from . import ops_memory, ops_scalar, ops_vector  # noqa: F401  (register the handlers)
from .loader import CodeObject, MachineCodeError, load
from .machine import Machine, Options
from .memory import Memory
from .run import execute, run_kernel

__all__ = ["CodeObject", "Machine", "MachineCodeError", "Memory", "Options", "execute", "load",
           "run_kernel"]
