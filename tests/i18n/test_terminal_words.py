"""A whole terminal game in each language, read as a player reads it: the
glossary's words only, the player never a third person ("You has"), the level and the rule
in the player's language, and Basque endings joined by the grammar helper."""

from __future__ import annotations

import io
import re

import pytest

from musbot.engine.match import IllegalAction
from musbot.engine.rules import Rules
from musbot.i18n import LANGS, t
from musbot.i18n.glossary import TERMS
from musbot.terminal import TerminalGame, run_terminal

# third-person verbs after the player's own name, as the narration once printed them
THIRD_PERSON_YOU = {
    "es": r"\bTú (hace|enseña|se descarta|tiene|recibe)\b|\bes mano Tú\b|\bde Tú\b",
    "en": r"\bYou (has|shows|discards|changes|makes|gets)\b",
    "de": r"\bDu (hat|zeigt|legt|tauscht|gibt|bekommt)\b|\bVorhand: Du\b",
    "eu": r"\bZu(k|ren|ri)\b|\bZu jokalari",
    "fr": r"\bToi (a|montre|écarte|fait|reçoit)\b|\besku\u00a0: Toi\b",
}


def _game(lang: str, seed: int, seat: int = 0) -> str:
    out = io.StringIO()
    code = run_terminal(io.StringIO("1\n" * 3000), out, lang=lang, seed=seed, seat=seat,
                        level="basic")
    assert code == 0
    return out.getvalue()


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_reads_in_one_voice(lang: str) -> None:
    text = _game(lang, seed=3) + _game(lang, seed=11, seat=2)
    prose = re.sub(r"musbot play [^\n]*", "", text)  # the replay command's flags are not words
    assert t("terminal.won", lang) in text or t("terminal.lost", lang) in text
    # the glossary's alternatives never show, whatever the narration composed
    for term in TERMS:
        for pattern in term.avoid.get(lang, ()):
            m = re.search(pattern, prose, re.IGNORECASE)
            assert not m, f"{term.concept}: {m.group(0)!r} in the {lang} game"
    you = THIRD_PERSON_YOU.get(lang)  # known slips, per language reviewed
    assert not (you and re.search(you, text)), you and re.search(you, text)
    # the level is named in the language, not by its code
    assert t("bot.level.basic", lang) in text.splitlines()[1]
    assert "{" not in text and "}" not in text


def test_the_basque_game_joins_its_endings() -> None:
    # seed 5 (with shuffle version 2) shows juegos of 35 at the count: the
    # "eko" after a number read aloud with a consonant (hogeita hamabost)
    text = _game("eu", seed=5)
    assert "Iker eta Mirenen aurka" in text  # was "Miren-ren"
    assert "Ikerrek " in text or "Mirenek " in text or "Anek " in text  # ergative after names
    for bad in ("-ren", "-ri ", "25ko", "5era", "10ko", "15ko", "30ko", "35ko"):
        assert bad not in text
    assert re.search(r"\b\d+eko jokoa", text)


def test_an_illegal_action_is_explained_in_the_language() -> None:
    """The terminal once printed the engine's English reason ("R18: answer with ...")."""
    out = io.StringIO()
    game = TerminalGame(io.StringIO("1\n1\n"), out, "de", 1, 0, "basic", Rules(), None)
    calls = iter([IllegalAction("R18: answer with quiero, no quiero, envido N más or órdago")])

    def refuse(seat: int, action: object) -> None:
        exc = next(calls, None)
        if exc is not None:
            raise exc

    game.match.apply = refuse  # type: ignore[method-assign]
    assert game.match.mano == 0  # seat 0, the player, speaks first
    game.step()
    said = out.getvalue()
    assert "Regel R18" in said and "answer with" not in said


def test_the_french_game_spaces_its_signs_as_french_does() -> None:
    """French puts a no-break space before its colons wherever the narration joins a label and
    its value, the caught señas and the coach's heading too ("Miren\u00a0: aveugle",
    "Conseil\u00a0: ..."), never "Miren: aveugle"."""
    out = io.StringIO()
    answers = "?\n1\n" * 3000  # the coach first at every menu, then the first choice
    assert run_terminal(io.StringIO(answers), out, lang="fr", seed=7, level="expert", coach=True) == 0
    text = out.getvalue()
    assert t("ai.coach.heading", "fr") + "\u00a0: " in text
    assert "\u00a0: " in text.split(t("terminal.caught_senas", "fr").split("\u00a0:")[0])[1].splitlines()[0]
    prose = re.sub(r"musbot play [^\n]*", "", text)
    glued = re.search(r"[^\s\u00a0\u202f]:(?=\s)", prose)
    assert not glued, prose[max(0, glued.start() - 60):glued.end() + 20]
