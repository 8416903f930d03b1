"""Compiling with JAX's real ROCm compiler on a machine without an AMD GPU (see plugin.py)."""
