"""Stand-in shared libraries for the ROCm 7 runtime libraries that JAX's ROCm plugin links against.

The plugin's libraries name ROCm sonames as NEEDED (libamdhip64.so.7, MIOpen, hipBLASLt, rccl, ...),
which neither PyPI nor Debian provide. Compiling for a GPU never calls into them, but the loader
must resolve every symbol before the plugin can load. This module reads the installed plugin with
`readelf` and builds one stub per missing soname: it exports every symbol the plugin imports from
that library (with the symbol versions the plugin asks for, through a linker version script), each
function returning an error code. Built at test time from the wheel actually installed; nothing
binary is committed.
"""

from __future__ import annotations

import ctypes
import re
import subprocess
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

_NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[(.+?)\]")
# readelf -V, .gnu.version_r: "File: libamdhip64.so.7  Cnt: 8" then "Name: hip_4.2  Flags: ..."
_VERNEED_FILE = re.compile(r"File: (\S+)\s+Cnt:")
_VERNEED_NAME = re.compile(r"Name: (\S+)\s+Flags:")


@dataclass
class Library:
    soname: str
    versions: set[str] = field(default_factory=set)
    # symbol -> (type, size, version or None)
    symbols: dict[str, tuple[str, int, str | None]] = field(default_factory=dict)


def _readelf(*args: str) -> str:
    return subprocess.run(["readelf", "-W", *args], check=True, capture_output=True,
                          text=True).stdout


def _version_files(elf: Path) -> dict[str, str]:
    """Version name -> the soname that must define it (the ELF's version-needs section)."""
    out, current = {}, None
    text = _readelf("-V", str(elf))
    section = text[text.find(".gnu.version_r"):] if ".gnu.version_r" in text else ""
    for line in section.splitlines():
        if m := _VERNEED_FILE.search(line):
            current = m.group(1)
        elif (m := _VERNEED_NAME.search(line)) and current:
            out[m.group(1)] = current
    return out


def _undefined(elf: Path) -> list[tuple[str, str, int, str | None]]:
    """(name, type, size, version) of every strong undefined dynamic symbol."""
    out = []
    for line in _readelf("--dyn-syms", str(elf)).splitlines():
        cols = line.split()
        if len(cols) < 8 or cols[6] != "UND" or cols[4] != "GLOBAL":
            continue
        name, _, version = cols[7].partition("@")
        out.append((name, cols[3], int(cols[2], 0), version or None))
    return out


def _loadable(soname: str) -> ctypes.CDLL | None:
    try:
        return ctypes.CDLL(soname)
    except OSError:
        return None


def missing_libraries(elves: list[Path]) -> dict[str, Library]:
    """The NEEDED sonames no library on this machine provides, with what each must export."""
    libs: dict[str, Library] = {}
    system: list[ctypes.CDLL] = []
    unversioned: dict[str, tuple[str, int]] = {}
    for elf in elves:
        for soname in _NEEDED.findall(_readelf("-d", str(elf))):
            if soname in libs:
                continue
            found = _loadable(soname)
            if found is None:
                libs[soname] = Library(soname)
            else:
                system.append(found)
    for elf in elves:
        files = _version_files(elf)
        for soname, lib in libs.items():
            lib.versions |= {v for v, f in files.items() if f == soname}
        for name, kind, size, version in _undefined(elf):
            owner = files.get(version) if version else None
            if owner in libs:
                libs[owner].symbols[name] = (kind, size, version)
            elif version is None:
                unversioned[name] = (kind, size)
    # The ELF does not record which library an unversioned symbol comes from: every stub
    # exports those that no system library defines.
    for name, (kind, size) in unversioned.items():
        if not any(hasattr(lib, name) for lib in system):
            for lib in libs.values():
                lib.symbols.setdefault(name, (kind, size, None))
    return libs


def _c_source(lib: Library) -> str:
    lines = ["/* Generated stand-in for " + lib.soname + ": every function fails. */"]
    for i, (name, (kind, size, _)) in enumerate(sorted(lib.symbols.items())):
        if kind == "OBJECT":
            lines.append(f'char s{i}[{max(size, 8)}] __asm__("{name}");')
        elif kind == "TLS":
            lines.append(f'__thread char s{i}[{max(size, 8)}] __asm__("{name}");')
        else:
            lines.append(f'int s{i}(void) __asm__("{name}");\nint s{i}(void) {{ return 1; }}')
    return "\n".join(lines) + "\n"


def _version_script(lib: Library) -> str | None:
    if not lib.versions:
        return None
    by_version: dict[str, list[str]] = defaultdict(list)
    first = sorted(lib.versions)[0]
    for name, (_, _, version) in lib.symbols.items():
        # An unversioned reference binds to a symbol's default version, whichever it is.
        by_version[version or first].append(name)
    nodes = []
    for version in sorted(lib.versions):
        names = "".join(f" {n};" for n in sorted(by_version[version]))
        nodes.append(f"{version} {{ global:{names} }};" if names else f"{version} {{ }};")
    return "\n".join(nodes) + "\n"


def build(elves: list[Path], out: Path, cc: str = "cc") -> list[Path]:
    """Compiles one stub per missing soname into ``out``; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    built = []
    for soname, lib in sorted(missing_libraries(elves).items()):
        stem = out / soname.replace("/", "_")
        src = stem.with_suffix(stem.suffix + ".c")
        src.write_text(_c_source(lib))
        cmd = [cc, "-shared", "-fPIC", "-O0", "-w", "-o", str(out / soname), str(src),
               f"-Wl,-soname,{soname}"]
        if (script := _version_script(lib)) is not None:
            map_file = stem.with_suffix(stem.suffix + ".map")
            map_file.write_text(script)
            cmd.append(f"-Wl,--version-script,{map_file}")
        subprocess.run(cmd, check=True)
        built.append(out / soname)
    return built
