"""Who the bot's messages may ping is said in one place (``presenter/mentions.py``): the users
a message is for, never whatever its content holds; and user text stays text."""

from __future__ import annotations

import ast
from pathlib import Path

import discord

from musbot.presenter.mentions import NOBODY, mention, pinging, plain

ROOT = Path(__file__).resolve().parents[2]
# the only places that build allowed mentions: the helper, and the bot's default (nobody)
BUILDERS = {"musbot/presenter/mentions.py", "musbot/bot.py"}


def test_a_message_pings_exactly_the_users_it_names():
    assert pinging([5, 3, 5]).to_dict() == {"users": [3, 5], "parse": []}  # no parse: no @everyone, role, name
    assert pinging([]).to_dict() == NOBODY.to_dict() == discord.AllowedMentions.none().to_dict() == {"parse": []}
    assert mention([3, 5]) == "<@3> <@5>"


def test_names_keep_their_markdown_to_themselves():
    assert plain("**x**") == r"\*\*x\*\*"
    assert plain("||x||") == r"\|\|x\|\|"
    assert plain("`x`") == r"\`x\`"
    assert plain("_x_ ~~y~~") == r"\_x\_ \~\~y\~\~"
    assert plain("Copa de otoño") == "Copa de otoño"  # plain names are left as they are


def built_mentions(path: Path) -> list[tuple[int, str]]:
    """Where a module builds allowed mentions (``AllowedMentions(...)``, ``.none()``, ``.all()``)
    or asks discord.py for every user mention (``users=True``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        owner = func.value if isinstance(func, ast.Attribute) else None
        owner_name = owner.attr if isinstance(owner, ast.Attribute) else owner.id if isinstance(owner, ast.Name) else ""
        if name == "AllowedMentions" or owner_name == "AllowedMentions":
            found.append((node.lineno, ast.unparse(node)))
        for kw in node.keywords:
            if kw.arg == "users" and isinstance(kw.value, ast.Constant) and kw.value.value is True:
                found.append((node.lineno, ast.unparse(node)))
    return found


def test_allowed_mentions_are_built_in_one_place():
    """A message names whom it pings through ``pinging`` (or pings nobody, the bot's default):
    no module builds its own allowed mentions, so none can ask Discord to ping every user a
    name mentions."""
    stray = {}
    for pkg in ("musbot", "cogs"):
        for path in sorted((ROOT / pkg).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            found = built_mentions(path)
            if found and rel not in BUILDERS:
                stray[rel] = found
    assert not stray, stray
    assert built_mentions(ROOT / "musbot/bot.py") == [
        (next(n for n, line in enumerate((ROOT / "musbot/bot.py").read_text().splitlines(), 1)
              if "AllowedMentions.none()" in line), "discord.AllowedMentions.none()")]
