"""The documentation's relative links lead to files that exist (README.md is a front page whose
reference sections live in docs/, one page each; a moved section must not leave a dead link).

Needs the checkout: skipped where tests/ was copied without it (the wheel stages of .ci/run).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "benchmarks/README.md"]

pytestmark = pytest.mark.skipif(not (ROOT / "README.md").exists(),
                                reason="needs the checkout's documentation")


def relative_links(page: Path) -> list[str]:
    """The relative targets of the page's Markdown links, without their #anchors."""
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.S)  # code blocks hold no links
    targets = re.findall(r"\]\(([^)\s]+)\)", text)
    return [t.split("#")[0] for t in targets
            if not re.match(r"[a-z]+:", t) and not t.startswith("#")]


def test_every_relative_link_leads_to_a_file():
    pages = [ROOT / p for p in PAGES] + sorted((ROOT / "docs").glob("*.md"))
    dead = [f"{page.relative_to(ROOT)} -> {target}" for page in pages
            for target in relative_links(page) if not (page.parent / target).exists()]
    assert not dead, dead


def test_the_checker_sees_a_dead_link(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("[a](there.md#x) [b](https://example.org) [c](#local)\n```\n[d](no.md)\n```\n")
    assert relative_links(page) == ["there.md"]


# ------------------------------------------------------------------------------------------------
# Figures and claims the docs quote from the shipped archives' manifests (read straight from the
# zips, whether or not they match these sources): they follow the manifests, so they cannot drift
# from what ships when the archives are rebuilt.

ARCHS = ("gfx942", "gfx950")
NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
# The ways the docs state an arch's kernel count: "2938 (gfx942) and 2942 (gfx950) kernels",
# "(gfx942, 2938 kernels)".
COUNT_PATTERNS = (
    r"(?P<n1>\d+) \((?P<a1>gfx9\d\d)\)\s+and\s+(?P<n2>\d+) \((?P<a2>gfx9\d\d)\)\s+kernels",
    r"\((?P<a1>gfx9\d\d), (?P<n1>\d+) kernels\)",
)


def manifest(arch: str) -> dict:
    import json
    import zipfile

    from jax_flynorm.backends.flydsl.kernels import prebuilt

    with zipfile.ZipFile(prebuilt.FOLDER / f"{arch}.zip") as archive:
        return json.loads(archive.read(prebuilt.MANIFEST))


def doc_pages() -> list[Path]:
    return [ROOT / p for p in PAGES] + sorted((ROOT / "docs").glob("*.md"))


def quoted_counts(text: str) -> list[tuple[str, int]]:
    """(arch, kernel count) of every count the text states in one of COUNT_PATTERNS."""
    text = re.sub(r"\s+", " ", text)
    out = []
    for pattern in COUNT_PATTERNS:
        for m in re.finditer(pattern, text):
            found = m.groupdict()
            out += [(found[f"a{i}"], int(found[f"n{i}"])) for i in (1, 2) if found.get(f"a{i}")]
    return out


def test_the_counter_reads_both_forms():
    assert quoted_counts("hold 12 (gfx942) and\n  13 (gfx950) kernels; 5 KiB (gfx942, 12 "
                         "kernels)") == [("gfx942", 12), ("gfx950", 13), ("gfx942", 12)]


def test_kernel_counts_in_the_docs_are_the_manifests():
    counts = {arch: len(manifest(arch)["kernels"]) for arch in ARCHS}
    wrong, seen = [], {}
    for page in doc_pages():
        text = page.read_text()
        for arch, n in quoted_counts(text):
            seen.setdefault(page.name, set()).add(arch)
            if counts.get(arch) != n:
                wrong.append(f"{page.relative_to(ROOT)}: {n} kernels for {arch}, the archive "
                             f"holds {counts.get(arch)}")
        # An approximate per-arch count is a figure that drifts: state the manifest's.
        for m in re.finditer(r"(?:about|~)\s*\d+\s+kernels per arch", text):
            wrong.append(f"{page.relative_to(ROOT)}: {m.group(0)!r}")
    assert not wrong, wrong
    assert seen.get("install.md") == set(ARCHS), "docs/install.md states each arch's count"
    assert seen.get("prebuilt.md") == set(ARCHS)


def test_generic_and_specialised_counts_in_prebuilt_md_are_the_manifests():
    text = re.sub(r"\s+", " ", (ROOT / "docs" / "prebuilt.md").read_text())
    generic = {a: sum(k["spec"]["n_min"] > 0 for k in manifest(a)["kernels"].values())
               for a in ARCHS}
    special = {a: len(manifest(a)["kernels"]) - generic[a] for a in ARCHS}
    m = re.search(r"(\d+) generic kernels an arch and the specialised ones below \((\w+) on "
                  r"(gfx9\d\d), (\w+) on (gfx9\d\d)\), (\d+) in all", text)
    assert m, "docs/prebuilt.md no longer states the generic and specialised counts"
    assert len(set(generic.values())) == 1 and int(m.group(1)) == generic[ARCHS[0]], generic
    assert {m.group(3): NUMBER_WORDS[m.group(2)], m.group(5): NUMBER_WORDS[m.group(4)]} == special
    assert int(m.group(6)) == sum(len(manifest(a)["kernels"]) for a in ARCHS)


def _flat(path: str) -> str:
    return re.sub(r"\s+", " ", (ROOT / path).read_text())


def test_run_time_arguments_are_documented_as_such():
    """weight_offset and the head count are run-time arguments of the shipped kernels (no spec
    field names an offset; the per-head kernels are generic in H): the docs say so, and no page
    calls them compile-time constants."""
    from jax_flynorm.backends.flydsl.kernels.spec import KernelSpec, kernel_args

    for arch in ARCHS:
        specs = [k["spec"] for k in manifest(arch)["kernels"].values()]
        assert not any("weight_offset" in s for s in specs)
        per_head = [s for s in specs if s["heads"] != 1]
        assert per_head and all(s["heads"] == 0 for s in per_head)  # 0: H a launch argument
        forward = next(s for s in per_head if s["direction"] == "fwd")
        args = {a.name for a in kernel_args(KernelSpec(**forward))}
        assert {"weight_offset", "eps", "H", "N"} <= args, args
    functions = _flat("docs/functions.md")
    assert "take the head count H as a launch argument" in functions
    assert "takes it at run time: one FlyDSL kernel (each shipped one included) serves every " \
           "value" in functions
    assert "K as the launch argument `H` in the shipped per-head kernels" in _flat(
        "docs/contract.md")
    assert "eps and `weight_offset` are run-time arguments of every kernel" in _flat(
        "docs/install.md")
    contradictions = (r"compile-time constant \(one kernel per value\)",
                      r"head count H is a compile-time constant",
                      r"K \(their `heads`\) and `recompute_stats` as compile-time constants",
                      r"weight.offset[^.;]{0,60}compile-time")
    wrong = [f"{page.relative_to(ROOT)}: {m.group(0)!r}" for page in doc_pages()
             for pattern in contradictions
             for m in re.finditer(pattern, re.sub(r"\s+", " ", page.read_text()))]
    assert not wrong, wrong


def test_the_flydsl_extra_is_not_said_to_be_needed_for_what_ships():
    """docs/install.md's [flydsl] row names what FlyDSL compiles; weight offsets (run-time) and
    the RMSNorm forward's 64- and 128-column scale groups ship on both archs."""
    for arch in ARCHS:
        groups = {(s["op"], s["group_size"]) for k in manifest(arch)["kernels"].values()
                  if (s := k["spec"])["group_size"]}
        assert {("rmsnorm", 64), ("rmsnorm", 128)} <= groups, (arch, groups)
    row = next(line for line in (ROOT / "docs" / "install.md").read_text().splitlines()
               if line.startswith("| `[flydsl]`"))
    compiles = row.split("the kernels that do not ship", 1)[1].split(")", 1)[0]
    assert "(other dtype combinations" in compiles
    assert not re.search(r"\ba weight offset|, grouped quantized scales", compiles), compiles


def test_results_folders_hold_results_and_the_command_that_made_them():
    """benchmarks/results/<name>/ holds a run's output and a COMMAND (or README.md) saying how it
    was made; the scripts a result depends on live in benchmarks/experiments/."""
    problems = []
    for folder in sorted((ROOT / "benchmarks" / "results").iterdir()):
        if not folder.is_dir():
            continue
        if not ((folder / "COMMAND").is_file() or (folder / "README.md").is_file()):
            problems.append(f"{folder.name}: no COMMAND or README.md")
        problems += [f"{folder.name}: script {p.relative_to(folder)}" for p in folder.rglob("*")
                     if p.suffix in (".py", ".sh")]
    assert not problems, problems
