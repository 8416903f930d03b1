"""Development tools that are not part of the installed package: the CPU emulator of the FlyDSL
kernels, their static performance model and ISA analysis (perf_model), FlyDSL's own C export of
them, and JAX's ROCm plugin set up to compile without a GPU (rocm_compiler), all used by the
tests."""
