"""Creates (or refreshes) a virtual environment layered over the running interpreter's packages.

    python tools/overlay_venv.py DIR

`python -m venv --system-site-packages` sees the *base* interpreter's site-packages, which inside
an activated virtualenv is not where the user's packages are. Here the new environment instead
gets a .pth file that adds the running interpreter's own site directories (a virtualenv's, a
conda prefix's or the system's, and the user site when it is on) after its own site-packages, so
that a package installed into DIR wins over the same package outside it. The directories are added
with `site.addsitedir`, which also runs their .pth files (editable installs keep working). pip
comes from the outer environment and installs into DIR. Prints DIR's python.
"""

from __future__ import annotations

import site
import sys
import sysconfig
import venv
from pathlib import Path

PTH_NAME = "_outer_site.pth"


def outer_site_dirs() -> list[str]:
    """The running interpreter's site directories, in its own order."""
    dirs = list(site.getsitepackages())
    if site.ENABLE_USER_SITE and Path(site.getusersitepackages()).is_dir():
        dirs.append(site.getusersitepackages())
    return [d for d in dict.fromkeys(dirs) if Path(d).is_dir()]


def create(target: Path) -> Path:
    """The environment at `target` (created when missing), its .pth rewritten for this
    interpreter; returns its python."""
    if not (target / "pyvenv.cfg").exists():
        venv.EnvBuilder(with_pip=False, symlinks=sys.platform != "win32").create(target)
    purelib = sysconfig.get_path("purelib", "venv", vars={"base": str(target),
                                                          "platbase": str(target)})
    lines = [f"import site; site.addsitedir({d!r})" for d in outer_site_dirs()]
    (Path(purelib) / PTH_NAME).write_text("\n".join(lines) + "\n")
    return target / "bin" / "python"


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} DIR")
    print(create(Path(sys.argv[1]).absolute()))
