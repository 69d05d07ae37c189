"""``musbot play``: a person against three computer players, driven through stdin/stdout."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys

import pytest

from musbot.cli import main
from musbot.engine import Discard, Match, Mus, Rules, Sena, Show4567
from musbot.engine.senas import senas_standing
from musbot.i18n import t
from musbot.i18n.narrate import sena_name
from musbot.terminal import TerminalGame, _parse_positions, marks, run_terminal


def _play(lines: list[str], **kw: object) -> tuple[int, str]:
    out = io.StringIO()
    code = run_terminal(io.StringIO("".join(f"{x}\n" for x in lines)), out, **kw)  # type: ignore[arg-type]
    return code, out.getvalue()


def _last_lines(text: str) -> list[str]:
    """The goodbye and the seed line that follows it."""
    lines = text.rstrip().splitlines()[-2:]
    assert "musbot play --seed " in lines[1]
    return lines


def test_a_whole_partida_to_the_end() -> None:
    code, text = _play(["1"] * 3000, lang="es", seed=4, level="basic")
    assert code == 0
    assert t("terminal.welcome", "es", seat=1, partner="Ane", rival1="Iker", rival2="Miren") in text
    assert "Tus cartas:" in text and "¿Qué haces?" in text and "  1. " in text
    assert "Recuento:" in text and "  Grande, " in text  # the count, line by line
    assert "Tanteo: pareja A (vosotros)" in text and "▮" in text
    assert t("terminal.won", "es") in text or t("terminal.lost", "es") in text
    # every action of the others is told
    assert "Ane: " in text and "Iker: " in text and "Miren: " in text


def test_bad_input_asks_again() -> None:
    code, text = _play(["hola", "0", "99", "1", "x y", "7", "1 1", "2"], lang="es", seed=1)
    assert code == 0
    assert "No entiendo «hola»" in text
    assert "No entiendo «0»" in text and "No entiendo «99»" in text
    assert _last_lines(text)[0].endswith(t("terminal.bye", "es"))


def test_end_of_input_ends_cleanly() -> None:
    code, text = _play([], lang="en", seed=2)
    assert code == 0
    assert "Your cards:" in text
    assert _last_lines(text)[0].endswith("See you next time!")


def test_q_quits() -> None:
    code, text = _play(["q"], lang="de", seed=2)
    assert code == 0 and _last_lines(text)[0].endswith("Bis zum nächsten Mal!")


@pytest.mark.parametrize("lang", ["es", "en", "de", "eu"])
def test_languages(lang: str) -> None:
    code, text = _play(["1"] * 60, lang=lang, seed=9, level="random")
    assert code == 0
    assert t("terminal.menu", lang) in text
    assert t("terminal.help", lang) in text


def test_partner_senas_are_shown() -> None:
    _, text = _play(["2", "1"] * 40, lang="en", seed=1, level="expert")
    assert "Seña from your partner Ane: " in text  # told when made
    assert "Your partner's señas: " in text  # and recalled at the player's turn


def test_discard_positions() -> None:
    assert _parse_positions("1 3") == (1, 3)
    assert _parse_positions("3,1") == (1, 3)
    assert _parse_positions("24") == (2, 4)
    assert _parse_positions("1 2 3 4") == (1, 2, 3, 4)
    for bad in ("", "0", "5", "1 1", "a", "1 2 3 4 1", "²", "1²", "1 ²"):
        assert _parse_positions(bad) is None


def test_marks() -> None:
    assert marks(0) == "–"
    assert marks(3) == "···"
    assert marks(13) == "▮▮ ···"
    assert marks(40) == "▮" * 8


def test_the_play_command(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n1\nq\n"))
    assert main(["play", "--lang", "en", "--seed", "3", "--seat", "2", "--level", "basic"]) == 0
    out = capsys.readouterr().out
    assert "You play seat 2" in out and "See you next time!" in out


# ---------------------------------------------------------------- Ctrl-C, the end of the input, a closed pipe
class _CtrlC(io.StringIO):
    """A keyboard whose person presses Ctrl-C after ``lines`` answers."""

    def __init__(self, lines: int) -> None:
        super().__init__("1\n" * lines)
        self.left = lines

    def readline(self, *args: object) -> str:  # type: ignore[override]
        if self.left == 0:
            raise KeyboardInterrupt
        self.left -= 1
        return super().readline()


def test_a_superscript_digit_is_a_bad_choice_not_a_crash() -> None:
    # "²".isdigit() is True but int("²") fails: at the menu and at the discard prompt
    # (seed 3 under shuffle version 2: all four say mus twice, so the second ² meets a discard)
    code, text = _play(["²", "1", "1", "1", "²", "1 ²", "1", "q"], lang="es", seed=3, level="basic")
    assert code == 0
    assert t("terminal.bad_choice", "es", text="²", n=3) in text  # the menu (R5) asked again
    for bad in ("²", "1 ²"):  # so did the discard (R6)
        assert t("terminal.bad_discard", "es", text=bad) in text


def test_ctrl_c_says_goodbye_and_the_seed() -> None:
    out = io.StringIO()
    code = run_terminal(_CtrlC(3), out, lang="en", seed=11, level="basic")
    assert code == 130  # as a shell reports SIGINT
    last = out.getvalue().rstrip().splitlines()[-2:]
    assert last[0] == "See you next time!" and "musbot play --seed 11 " in last[1]


def test_the_seed_is_printed_at_the_start_and_the_end_and_replays_the_game() -> None:
    answers = ["1"] * 3000
    code, first = _play(answers, lang="en", level="expert", seat=1)  # no seed given: one is drawn
    assert code == 0
    seed_lines = [line for line in first.splitlines() if "musbot play --seed " in line]
    assert len(seed_lines) == 2 and seed_lines[0] == seed_lines[1]  # at the start and at the end
    assert first.splitlines().index(seed_lines[0]) < 5
    seed = int(seed_lines[0].split("--seed ")[1].split()[0])
    assert "--seat 2 --level expert" in seed_lines[0]
    _, again = _play(answers, lang="en", level="expert", seat=1, seed=seed)
    assert again == first  # the same deals, the same computer players, the same words
    _, other = _play(answers, lang="en", level="expert", seat=1, seed=seed + 1)
    assert other != first


def test_after_a_juego_the_score_line_shows_the_points_that_won_it() -> None:
    """R24: the pair that reaches the tantos wins the juego; the line after it showed the
    fresh 0–0 of the next juego instead."""
    _, text = _play(["1"] * 3000, lang="es", seed=4, level="basic")
    lines = text.splitlines()
    won = [i for i, line in enumerate(lines) if "gana el juego" in line]
    assert len(won) >= 2
    for i in won:
        score = next(line for line in lines[i:] if line.startswith("Tanteo:"))
        points = [int(x) for x in re.findall(r"\((\d+)\)", score)]
        assert max(points) >= 40, score  # the winning points, not 0–0
        juegos = re.search(r"juegos (\d+)–(\d+)", score)
        told = re.search(r"Juegos: (\d+)–(\d+)", lines[i])
        assert juegos and told and sorted(juegos.groups()) == sorted(told.groups())


def test_your_own_sena_is_confirmed() -> None:
    # seed 1, seat 1 (shuffle version 2): the first menu is mus, no mus, seña: ciego (R26: only
    # true señas)
    code, text = _play(["3", "q"], lang="en", seed=1, level="basic")
    assert code == 0
    assert t("cli.play.own_sena", "en", sena=sena_name("ciego", "en")) in text


def test_the_partners_senas_are_not_listed_after_the_discard() -> None:
    """R6/R26: after the discard everybody holds new cards, so a seña made before says nothing."""
    seed = next(s for s in range(100) if Match.new(Rules(), seed=s).senas_available(2))
    out = io.StringIO()
    game = TerminalGame(io.StringIO(), out, "en", seed, 0, "basic", Rules(), None)
    m = game.match
    name = m.senas_available(2)[0]
    m.apply(2, Sena(name))
    game.tell_situation(m.view(0))
    assert f"Your partner's señas: {sena_name(name, 'en')}." in out.getvalue()
    for seat in (0, 1, 2, 3):
        m.apply(seat, Mus())
    for seat in (0, 1, 2, 3):
        m.apply(seat, Discard((m.hands[seat][0],)))
    assert m.view(0).senas_received  # the engine still remembers it was made ...
    out.seek(0)
    out.truncate()
    game.tell_situation(m.view(0))
    assert "Your partner's señas" not in out.getvalue()  # ... but it is not told as still true


def test_senas_standing_follow_the_cards() -> None:
    """R8: a 4-5-6-7 gives its shower new cards: their señas drop, the others' stay."""
    m = Match.new(Rules(redeal_4567=True, pillar_senas=1.0), seed=0,
                  deck=_deck_with(0, "4o 5o 6o 7o"))
    partner_sena = m.senas_available(2)[0]
    m.apply(2, Sena(partner_sena))
    rival_sena = m.senas_available(1)[0]
    m.apply(1, Sena(rival_sena))  # caught by seat 0 (pillar_senas 100 %)
    assert {s[0] for s in senas_standing(m.view(0).events, 0)} == {1, 2}
    m.apply(0, Show4567())  # seat 0's own cards change: what it saw stays true
    assert {s[0] for s in senas_standing(m.view(0).events, 0)} == {1, 2}


def _deck_with(seat: int, cards: str) -> str:
    """A deck in which ``seat`` (mano 0) is dealt ``cards``: the deal goes one card at a time."""
    from musbot.engine.cards import DECK, parse_cards

    mine = parse_cards(cards)
    rest = [c for c in DECK if c not in mine]
    order: list = []
    for k in range(40):
        order.append(mine[k // 4] if k < 16 and k % 4 == seat else rest.pop(0))
    return " ".join(str(c) for c in order)


def test_undecodable_input_is_a_bad_choice(tmp_path) -> None:
    """A terminal that sends bytes that are not UTF-8 (a Latin-1 keyboard): a bad choice."""
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict"}  # as under an en_US.UTF-8 locale
    proc = subprocess.run([sys.executable, "-m", "musbot.cli", "play", "--seed", "4", "--lang", "en"],
                          input=b"\xff\xfe\n1\nq\n", capture_output=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr
    assert b"Traceback" not in proc.stderr
    assert "I don't understand" in proc.stdout.decode()
