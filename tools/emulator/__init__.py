"""Run the FlyDSL norm kernels' own LLVM IR on the CPU, lane by lane (no AMD GPU needed).

A correctness tool: it executes the kernel's logic, indexing, masking and reductions as written
in the IR FlyDSL hands to the AMDGPU backend, with AMDGPU intrinsics emulated by a small C
runtime (runtime.c). It does not model the backend's code generation, timing, or any memory
ordering beyond workgroup barriers. Needs llvmlite, a C compiler and (for kernel IR) FlyDSL.
"""

from .jit import EmulatorError, JitKernel, jit_ir
from .retarget import UnsupportedIR, retarget
from .run import decode, encode, jit_kernel, quantize, run_kernel

__all__ = ["EmulatorError", "JitKernel", "UnsupportedIR", "decode", "encode", "jit_ir",
           "jit_kernel", "quantize", "retarget", "run_kernel"]
