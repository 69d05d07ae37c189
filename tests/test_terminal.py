"""``musbot play``: a person against three computer players, driven through stdin/stdout."""

from __future__ import annotations

import io

import pytest

from musbot.cli import main
from musbot.i18n import t
from musbot.terminal import _parse_positions, marks, run_terminal


def _play(lines: list[str], **kw: object) -> tuple[int, str]:
    out = io.StringIO()
    code = run_terminal(io.StringIO("".join(f"{x}\n" for x in lines)), out, **kw)  # type: ignore[arg-type]
    return code, out.getvalue()


def test_a_whole_partida_to_the_end() -> None:
    code, text = _play(["1"] * 3000, lang="es", seed=4, level="basic")
    assert code == 0
    assert t("terminal.welcome", "es").split("{")[0] in text
    assert "Tus cartas:" in text and "¿Qué haces?" in text and "  1. " in text
    assert "Recuento:" in text and "  Grande, " in text  # the count, line by line
    assert "Tanteo: pareja A (vosotros)" in text and "▮" in text
    assert ("¡Tu pareja gana la partida!" in text) or ("La partida es para la pareja rival" in text)
    # every action of the others is told
    assert "Ane: " in text and "Iker: " in text and "Miren: " in text


def test_bad_input_asks_again() -> None:
    code, text = _play(["hola", "0", "99", "1", "x y", "7", "1 1", "2"], lang="es", seed=1)
    assert code == 0
    assert "No entiendo «hola»" in text
    assert "No entiendo «0»" in text and "No entiendo «99»" in text
    assert text.rstrip().endswith(t("terminal.bye", "es"))


def test_end_of_input_ends_cleanly() -> None:
    code, text = _play([], lang="en", seed=2)
    assert code == 0
    assert "Your cards:" in text
    assert text.rstrip().endswith("See you next time!")


def test_q_quits() -> None:
    code, text = _play(["q"], lang="de", seed=2)
    assert code == 0 and text.rstrip().endswith("Bis zum nächsten Mal!")


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
    for bad in ("", "0", "5", "1 1", "a", "1 2 3 4 1"):
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
