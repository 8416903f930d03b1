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
