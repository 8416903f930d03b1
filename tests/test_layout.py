"""The package's import structure: no module of jax_flynorm imports itself back through others,
and the development tools stay out of it.

Every import statement counts, also one inside a function (it is a cycle all the same), except
those under ``if TYPE_CHECKING:`` or ``if __name__ == "__main__":``. A package's own ``__init__``
is not an edge: importing ``a.b`` runs ``a`` first, which is how Python works, not a dependency of
``a`` on ``a.b``.
"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

import jax_flynorm

ROOT = Path(jax_flynorm.__file__).parent


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in ROOT.rglob("*.py")}


def _not_a_dependency(node: ast.AST, parents: dict) -> bool:
    """Under `if TYPE_CHECKING:` (never runs) or `if __name__ == "__main__":` (runs only when the
    file is a script, as a module object of its own)."""
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and ("TYPE_CHECKING" in ast.unparse(node.test)
                                         or "__main__" in ast.unparse(node.test)):
            return True
    return False


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The jax_flynorm modules that `name` imports."""
    tree = ast.parse(path.read_text())
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if _not_a_dependency(node, parents):
            continue
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base
                       for a in node.names]
        else:
            continue
        found.update(t for t in targets if t in known and t != name)
    return found


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return None


def test_no_import_cycle_inside_the_package():
    mods = modules()
    graph = {name: imports(name, path, set(mods)) for name, path in mods.items()}
    # Edges to the package root (e.g. `from . import __version__`) are imports of the public
    # API, which itself imports everything: those are not part of the internal structure.
    graph = {name: deps - {"jax_flynorm"} for name, deps in graph.items()}
    assert find_cycle(graph) is None, " -> ".join(find_cycle(graph))


def test_the_checker_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_the_checker_sees_relative_imports():
    mods = modules()
    assert "jax_flynorm._primitives" in imports("jax_flynorm._partitioning",
                                                mods["jax_flynorm._partitioning"], set(mods))
    assert "jax_flynorm.backends._rows" in imports("jax_flynorm.backends.cpu",
                                                   mods["jax_flynorm.backends.cpu"], set(mods))


def _top_level_imports(folder: Path) -> dict[Path, set[str]]:
    """The first component of every module each file under `folder` imports."""
    found = {}
    for path in folder.rglob("*.py"):
        tops = set()
        for node in ast.walk(ast.parse(path.read_text())):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom)
                     and not node.level else [])
            tops.update(n.split(".")[0] for n in names)
        found[path] = tops
    return found


def test_dev_tools_are_not_in_the_package():
    for path, tops in _top_level_imports(ROOT).items():
        assert not tops & {"tools", "tests"}, path


def test_the_tools_import_no_tests():
    """Helpers both need live in tools/ (or the package); a command that checks against the
    tests' oracle lives in tests/."""
    tools = ROOT.parent / "tools"
    offenders = [p.relative_to(tools) for p, tops in _top_level_imports(tools).items()
                 if "tests" in tops]
    assert not offenders, offenders


# Imported without being named in pyproject.toml: jax's own dependencies, and torch, which FlyDSL
# imports and which the flydsl extra leaves to the user (pyproject.toml says why).
_UNDECLARED_OK = {"jaxlib", "ml_dtypes", "torch"}


def _declared_distributions() -> set[str]:
    project = tomllib.loads((ROOT.parent / "pyproject.toml").read_text())["project"]
    specs = project["dependencies"] + [
        s for extra in project["optional-dependencies"].values() for s in extra]
    return {re.split(r"[<>=!~\[; ]", s, maxsplit=1)[0].lower().replace("-", "_") for s in specs}


def test_the_package_imports_only_what_it_declares():
    allowed = _declared_distributions() | _UNDECLARED_OK | set(sys.stdlib_module_names)
    allowed.add("jax_flynorm")
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom)
                     and not node.level else [])
            for name in names:
                assert name.split(".")[0] in allowed, f"{path} imports {name}, not declared"
