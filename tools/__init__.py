"""Development tools that are not part of the installed package: the CPU emulator of the FlyDSL
kernels and FlyDSL's own C export of them, both used by the tests."""
