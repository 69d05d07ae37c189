"""Every relative link of the project's Markdown pages (README.md, CHANGELOG.md, docs/, the
packages' own READMEs) leads somewhere: to a file or folder inside the clone and, when it names
an anchor (``page.md#section``, ``#section``), to a heading of that page, with the anchor GitHub
makes of it. A reader who follows a link from the README must never land on nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted({ROOT / "README.md", ROOT / "CHANGELOG.md", *(ROOT / "docs").glob("*.md"),
                *(ROOT / "musbot").rglob("README.md"), *(ROOT / "tests").rglob("README.md")})
LINK = re.compile(r"\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: its text without links' targets and markup, lower case,
    only letters, digits, '_', '-' and spaces, the spaces made '-'."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    out = set()
    for heading in HEADING.findall(FENCE.sub("", page.read_text(encoding="utf-8"))):
        base = anchor(heading)
        n = seen.get(base, 0)
        seen[base] = n + 1
        out.add(base if n == 0 else f"{base}-{n}")  # a repeated heading gets -1, -2, ...
    return out


def links(page: Path) -> list[str]:
    return LINK.findall(FENCE.sub("", page.read_text(encoding="utf-8")))


def test_the_anchor_of_a_heading_is_githubs() -> None:
    assert anchor("7. Señas") == "7-señas"
    assert anchor("Load: one process") == "load-one-process"
    assert anchor("The machine's speed (machine B)") == "the-machines-speed-machine-b"
    assert anchor("`kill -9` of one of two processes") == "kill--9-of-one-of-two-processes"


@pytest.mark.parametrize("page", [p for p in PAGES if p.exists()], ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_leads_somewhere(page: Path) -> None:
    broken = []
    for target in links(page):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):
            continue  # a web address or mailto:
        path_part, _, fragment = target.partition("#")
        dest = (page.parent / path_part).resolve() if path_part else page
        if not dest.is_relative_to(ROOT) or not dest.exists():
            broken.append(f"{target}: no such file in the clone")
        elif fragment and dest.suffix == ".md" and fragment not in anchors(dest):
            broken.append(f"{target}: {dest.name} has no heading with that anchor")
    assert broken == [], f"{page.relative_to(ROOT)}: " + "; ".join(broken)


def test_the_readme_and_the_docs_are_checked() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in PAGES}
    assert {"README.md", "docs/playing.md", "docs/organising.md", "docs/operations.md",
            "docs/benchmarks.md", "docs/rules.md"} <= names
