"""The house's layers: every import of musbot/ and cogs/ (read with ``ast``, including imports
inside functions and under TYPE_CHECKING) points down the house, and no modules import each
other in a circle.

    cogs -> bot -> presenter -> tournaments -> tables -> league -> store, ai, render, i18n -> engine

(tournaments sit beside and above tables; the league imports only the store and the engine;
the console, ``musbot/console`` and the entry points, sits on top of everything.)

And the rooms keep to what they are for: the game's parts (tables, tournaments) take no words
of a language, no pictures and nothing of the presenter, and say no word of Discord's; the cogs
reach the store and the pictures only through a service or the presenter.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("musbot", "cogs")

# the layer of each part of the house: an import may only point to a lower layer or stay inside
# its own part; parts on one layer may import each other only where ALSO says so
LAYER = {
    "musbot.engine": 0, "musbot.exits": 0, "musbot.lag": 0, "musbot.arguments": 0,
    "musbot.i18n": 1, "musbot.ai": 1, "musbot.store": 1, "musbot.render": 1,
    "musbot.league": 2,
    "musbot.tables": 3, "musbot.settings": 3, "musbot.terminal": 3, "musbot.rules_cli": 3,
    "musbot.tournaments": 4,
    "musbot.presenter": 5,
    "musbot.bot": 6,
    "cogs": 7,
    "musbot.run": 8, "musbot.cli": 8, "musbot.console": 8,
}
ALSO = {("musbot.render", "musbot.i18n")}  # pictures say words (i18n never draws)
# parts that may import only these parts of the lower layers (the league works over the
# store's repositories and the engine's rules: no words, pictures or computer players)
ONLY = {"musbot.league": {"musbot.store", "musbot.engine"}}


def part(module: str) -> str | None:
    """The part of the house a module belongs to (the longest LAYER key it falls under)."""
    if module == "musbot":  # the package itself (its __init__ imports nothing)
        return "musbot.engine"
    best = None
    for name in LAYER:
        if (module == name or module.startswith(name + ".")) and (best is None or len(name) > len(best)):
            best = name
    return best


def modules() -> dict[str, Path]:
    found = {}
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            rel = path.relative_to(ROOT).with_suffix("")
            parts = list(rel.parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def imports_of(module: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of ours that ``module`` imports (``from pkg import name`` names the submodule
    when there is one)."""
    is_pkg = path.name == "__init__.py"
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".") if is_pkg else module.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                out.add(sub if sub in known else target)
    return {m for m in out if m in known and m != module}


def graph() -> dict[str, set[str]]:
    known = modules()
    return {m: imports_of(m, p, known) for m, p in known.items()}


def upward(g: dict[str, set[str]]) -> list[str]:
    bad = []
    for mod, targets in g.items():
        src = part(mod)
        assert src is not None, f"{mod} is in no part of the house: add it to LAYER"
        for target in targets:
            dst = part(target)
            assert dst is not None, f"{target} is in no part of the house: add it to LAYER"
            if src == dst or (src, dst) in ALSO or LAYER[dst] < LAYER[src] and dst in ONLY.get(src, {dst}):
                continue
            bad.append(f"{mod} -> {target} ({src} may not import {dst})")
    return sorted(bad)


def circles(g: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in g[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_no_import_runs_up_the_house() -> None:
    assert upward(graph()) == []


def test_no_modules_import_each_other_in_a_circle() -> None:
    assert circles(graph()) == []


@pytest.mark.parametrize(("edges", "found"), [
    ({"musbot.engine.match": {"musbot.tables.status"}, "musbot.tables.status": set()}, "up"),
    ({"musbot.ai.player": {"musbot.ai.basic"}, "musbot.ai.basic": {"musbot.ai.player"}}, "circle"),
    ({"musbot.bot": {"cogs.play"}, "cogs.play": set()}, "up"),
    ({"musbot.league.awards": {"musbot.i18n"}, "musbot.i18n": set()}, "up"),
])
def test_the_checks_see_what_they_look_for(edges: dict[str, set[str]], found: str) -> None:
    """The two checks on small graphs of the kind the house once had (a level importing the
    registry back, the bot importing a cog), and the league reaching for words."""
    assert bool(upward(edges)) == (found == "up")
    assert bool(circles(edges)) == (found == "circle")


def test_the_reader_sees_imports_in_functions_and_relative_ones(tmp_path: Path) -> None:
    known = {"musbot.ai.player": tmp_path / "player.py", "musbot.ai.basic": tmp_path / "basic.py",
             "musbot.ai": tmp_path / "__init__.py"}
    code = "from .basic import BasicPlayer\n\ndef f():\n    from . import player\n    import musbot.ai\n"
    (tmp_path / "player.py").write_text(code)
    assert imports_of("musbot.ai.player", tmp_path / "player.py", known) == {"musbot.ai.basic", "musbot.ai"}


# ---------------------------------------------------------------------- the game speaks no Discord
GAME_PARTS = ("musbot.tables", "musbot.tournaments")
NOT_FOR_THE_GAME = ("musbot.i18n", "musbot.render", "musbot.presenter")  # words, pictures, Discord
DISCORD_WORDS = re.compile(r"custom_id|ephemeral|ButtonStyle", re.IGNORECASE)


def in_part(part_name: str, g: dict[str, set[str]]) -> list[str]:
    return sorted(m for m in g if m == part_name or m.startswith(part_name + "."))


def words_and_pictures(part_name: str, g: dict[str, set[str]]) -> list[str]:
    """The imports of ``part_name``'s modules into words, pictures or the presenter."""
    return [f"{m} -> {t}" for m in in_part(part_name, g) for t in sorted(g[m]) if part(t) in NOT_FOR_THE_GAME]


def discord_words(part_name: str) -> list[str]:
    """Where ``part_name``'s modules say a word of Discord's (code, comments and docstrings)."""
    known = modules()
    out = []
    for m in in_part(part_name, {k: set() for k in known}):
        for n, line in enumerate(known[m].read_text().splitlines(), 1):
            if DISCORD_WORDS.search(line):
                out.append(f"{known[m].relative_to(ROOT)}:{n}: {line.strip()}")
    return out


@pytest.mark.parametrize("part_name", GAME_PARTS)
def test_the_game_imports_no_words_no_pictures_and_no_presenter(part_name: str) -> None:
    assert words_and_pictures(part_name, graph()) == []


@pytest.mark.parametrize("part_name", GAME_PARTS)
def test_the_game_says_no_word_of_discord(part_name: str) -> None:
    """custom_id, ephemeral, button styles: the presenter's and the cogs' words alone."""
    assert discord_words(part_name) == []


def test_the_rules_see_what_they_look_for() -> None:
    g = {"musbot.tables.screens": {"musbot.i18n", "musbot.engine"}, "musbot.tables.model": {"musbot.engine"},
         "musbot.tournaments.views": {"musbot.render"}}
    assert words_and_pictures("musbot.tables", g) == ["musbot.tables.screens -> musbot.i18n"]
    assert words_and_pictures("musbot.tournaments", g) == ["musbot.tournaments.views -> musbot.render"]
    assert DISCORD_WORDS.search("    verb: Verb  # goes into the CUSTOM_ID") and not DISCORD_WORDS.search("a custom id")
    # a cog that calls into the store itself; one that hands the store to the presenter does not
    assert store_calls("bot.store.presets.all(guild)\n") == ["line 1: .store.presets"]
    assert store_calls("await league.ranking(bot.store, guild)\nDesk(bot, bot.store)\n") == []


# ---------------------------------------------------------------------- cogs go through services
def store_calls(source: str) -> list[str]:
    """Where code reaches into the store the bot holds (``bot.store.presets.all(...)``): handing
    the store to the presenter or a service, which then use it, is going through them."""
    return [f"line {node.lineno}: .store.{node.attr}" for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) and node.value.attr == "store"]


def reaches_below(module: str, g: dict[str, set[str]]) -> list[str]:
    """How a cog reaches the store or the pictures itself: an import of them, or a call into
    the store the bot holds for its services."""
    out = [f"imports {t}" for t in sorted(g[module]) if part(t) in ("musbot.store", "musbot.render")]
    return out + store_calls(modules()[module].read_text())


@pytest.mark.parametrize("cog", [m for m in sorted(modules()) if m.startswith("cogs.")])
def test_a_cog_goes_through_a_service_or_the_presenter(cog: str) -> None:
    """Never the store or the pictures directly: what a command does is a service's, what it
    shows the presenter's."""
    assert reaches_below(cog, graph()) == []
