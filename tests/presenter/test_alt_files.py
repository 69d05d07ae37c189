"""Every picture the bot uploads carries its alt text. The one way to upload a
picture is ``png_file(data, name, alt=...)``; this test reads the code (``ast``) so a picture
added anywhere without its words fails here, before a screen reader meets it."""

from __future__ import annotations

import ast
from pathlib import Path

import discord
import pytest

from musbot.i18n.alt import LIMIT
from musbot.presenter import png_file

ROOT = Path(__file__).resolve().parents[2]
HELPER = ROOT / "musbot" / "presenter" / "messages.py"


def _calls(name: str) -> list[tuple[Path, ast.Call]]:
    out = []
    for path in [*sorted((ROOT / "musbot").rglob("*.py")), *sorted((ROOT / "cogs").rglob("*.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                func = node.func
                called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
                if called == name:
                    out.append((path, node))
    return out


def test_every_upload_goes_through_png_file_with_its_alt_text():
    direct = [f"{p.relative_to(ROOT)}:{c.lineno}" for p, c in _calls("File") if p != HELPER]
    assert not direct, f"upload pictures with png_file(data, name, alt=...), not discord.File: {direct}"
    calls = _calls("png_file")
    assert len(calls) >= 4  # the table, a hand, the ranking, the rating chart
    missing = [f"{p.relative_to(ROOT)}:{c.lineno}" for p, c in calls
               if not any(k.arg == "alt" for k in c.keywords)]
    assert not missing, f"pictures without alt text: {missing}"


def test_png_file_carries_the_words_within_discords_limit_and_refuses_none():
    f = png_file(b"\x89PNG", "mesa_1.png", alt="Mesa de mus. " * 200)
    assert isinstance(f, discord.File) and f.filename == "mesa_1.png"
    assert f.description and len(f.description) <= LIMIT and f.description.startswith("Mesa de mus.")
    with pytest.raises(ValueError):
        png_file(b"\x89PNG", "mesa_1.png", alt="  ")
