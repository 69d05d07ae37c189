"""Narration of every event, hands, actions, rule options and the rules, in every language."""

from __future__ import annotations

import re

import pytest

from musbot.cli import main
from musbot.engine import actions as ac
from musbot.engine import events as ev
from musbot.engine.cards import DECK, parse_cards
from musbot.engine.rules import Rules
from musbot.engine.senas import SENA_NAMES
from musbot.i18n import LANGS, t
from musbot.i18n.narrate import (
    COUNT_WHYS,
    card_name,
    describe_action,
    describe_hand,
    describe_option,
    narrate,
    options_summary,
    rules_sections,
    rules_summary,
)

NAMES = ("Ana", "luis", "Bea", "Jon")
HANDS = tuple(
    parse_cards(h) for h in ("12o 3c 1e 2b", "7o 7c 7e 10b", "4o 5o 6c 11e", "1o 1c 12e 12b")
)

# at least one instance of every event type, and every case its narration distinguishes
SAMPLES: tuple[ev.Event, ...] = (
    ev.HandDealt(1, 0),
    ev.CardsDealt(2, HANDS[0]),
    ev.Spoke(1, "mus"),
    ev.Spoke(2, "no_mus"),
    ev.Showed4567(3, parse_cards("4o 5c 6e 7b")),
    ev.Discarded(0, 1),
    ev.Discarded(1, 4),
    ev.StockReshuffled(12),
    ev.LanceStarted("grande", (0, 1, 2, 3)),
    ev.LanceStarted("pares", (1, 3)),
    ev.LanceStarted("punto", (2, 3, 0, 1)),
    ev.Declared(0, "pares", True),
    ev.Declared(1, "pares", False),
    ev.Declared(2, "juego", True),
    ev.Declared(3, "juego", False),
    *(
        ev.Bet(0, "chica", w, 3, 5)
        for w in ("paso", "envido", "mas", "ordago", "quiero", "no_quiero")
    ),
    ev.LanceClosed("grande", "paso"),
    ev.LanceClosed("chica", "querido", 7),
    ev.LanceClosed("pares", "folded", 5, 1),
    ev.LanceClosed("juego", "no_bet", 0, 0),
    ev.LanceClosed("pares", "not_played"),
    ev.LanceClosed("punto", "ordago", 0, None),
    ev.Deje("grande", 0, 1),
    ev.Deje("juego", 1, 5),
    ev.Dentro(1),
    ev.Showdown(HANDS),
    ev.OrdagoWon("juego", 1, 1),
    *(ev.CountLine("pares", 0, 2, why, 2) for why in COUNT_WHYS),
    ev.CountLine("grande", 1, 1, "paso"),
    ev.CountLine("pares", 1, 3, "deje_pares"),  # an unknown reason still reads
    ev.JuegoWon(0, (1, 0)),
    ev.VacaWon(1, (0, 1)),
    ev.PartidaWon(0),
    ev.SenaMade(3),
    *(ev.SenaSeen(1, 3, name) for name in SENA_NAMES),
    ev.SenaSeen(0, 3, "ciego", caught=True),
)


def test_samples_cover_every_event_type() -> None:
    assert {type(e) for e in SAMPLES} == set(ev.EVENT_TYPES)


def _clean(text: str) -> None:
    assert text.strip()
    assert "{" not in text and "}" not in text, text
    assert "None" not in text, text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("names", [NAMES, None])
def test_narrate_every_event(lang: str, names: tuple[str, ...] | None) -> None:
    for event in SAMPLES:
        text = narrate(event, lang, names)
        _clean(text)
        seat = getattr(event, "seat", None)
        if (
            names is not None
            and isinstance(seat, int)
            and not isinstance(event, ev.CountLine | ev.Bet)
        ):
            assert names[seat] in text, (event, text)


@pytest.mark.parametrize("lang", LANGS)
def test_narrate_keeps_name_case_and_capitalises_sentences(lang: str) -> None:
    assert narrate(ev.Spoke(1, "mus"), lang, NAMES).startswith("luis")
    assert narrate(ev.LanceClosed("grande", "paso"), lang, NAMES)[0].isupper()
    assert narrate(ev.PartidaWon(0), lang, NAMES).lstrip("¡")[0].isupper()


def test_spanish_sentences() -> None:
    assert narrate(ev.Bet(0, "grande", "envido", 2, 2), "es", NAMES) == "Ana: envido 2."
    assert narrate(ev.Bet(0, "grande", "mas", 3, 5), "es", NAMES) == "Ana: 3 más (van 5)."
    assert narrate(ev.SenaSeen(0, 2, "dos_reyes"), "es", NAMES) == (
        "Seña de tu compañero Bea: dos reyes (morderse el labio inferior)."
    )
    assert (
        narrate(ev.CardsDealt(0, parse_cards("12o 1c")), "es")
        == "Tus cartas: rey de oros, as de copas."
    )
    assert narrate(ev.HandDealt(2, 1), "es") == "Mano 2: es mano Sitio 2."


def test_narrate_rejects_unknown_events() -> None:
    with pytest.raises(TypeError):
        narrate(ev.Event(), "es")


@pytest.mark.parametrize("lang", LANGS)
def test_card_names_are_distinct(lang: str) -> None:
    names = [card_name(c, lang) for c in DECK]
    assert len(set(names)) == 40
    for n in names:
        _clean(n)


@pytest.mark.parametrize(
    ("hand", "reyes", "expected"),
    [
        ("12o 3c 1e 2b", 8, "duples de reyes y ases, 22 al punto"),
        ("12o 3c 1e 2b", 4, "sin pares, 16 al punto"),
        ("12o 12c 10e 4b", 8, "pareja de reyes, juego de 34"),
        ("12o 12c 7e 4b", 8, "pareja de reyes, juego de 31"),
        ("11o 11c 11e 5b", 8, "medias de caballos, juego de 35"),
        ("10o 10c 10e 10b", 8, "duples de sotas, juego de 40"),
        ("12o 12c 1e 5b", 8, "pareja de reyes, 26 al punto"),
        ("4o 5c 6e 7b", 8, "sin pares, 22 al punto"),
    ],
)
def test_describe_hand_spanish(hand: str, reyes: int, expected: str) -> None:
    assert describe_hand(parse_cards(hand), reyes, "es") == expected


@pytest.mark.parametrize("lang", LANGS)
def test_describe_hand_every_language(lang: str) -> None:
    for cards in HANDS:
        for reyes in (8, 4):
            _clean(describe_hand(cards, reyes, lang))
    assert describe_hand(parse_cards("12o"), 8, lang) == card_name(parse_cards("12o")[0], lang)


ACTIONS: tuple[ac.Action, ...] = (
    ac.MUS,
    ac.NO_MUS,
    ac.Discard(parse_cards("12o 1c")),
    ac.SHOW4567,
    ac.PASO,
    ac.Envido(5),
    ac.QUIERO,
    ac.NO_QUIERO,
    ac.ORDAGO,
    ac.Sena("duples"),
    ac.NextHand(),
)


@pytest.mark.parametrize("lang", LANGS)
def test_describe_every_action(lang: str) -> None:
    assert {type(a) for a in ACTIONS} == set(ac.Action.__args__)
    for action in ACTIONS:
        _clean(describe_action(action, lang))
    assert "5" in describe_action(ac.Envido(5), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_describe_options(lang: str) -> None:
    rules = Rules()
    for name, value in rules.to_dict().items():
        _clean(describe_option(name, value, lang))
    assert "10" in describe_option("pillar_senas", 0.1, lang)
    text = options_summary(rules, lang)
    assert text.count("\n") == len(rules.to_dict())


@pytest.mark.parametrize("lang", LANGS)
def test_rules_summary_fits_discord(lang: str) -> None:
    text = rules_summary(lang)
    _clean(text)
    assert len(text) <= 3500
    covered: set[int] = set()
    for span in re.findall(r"\(R(\d+)(?:–R(\d+))?\)", text):
        covered |= set(range(int(span[0]), int(span[1] or span[0]) + 1))
    assert covered == set(range(1, 27))
    for title, body in rules_sections(lang):
        assert len(title) <= 256 and len(body) <= 1024  # an embed field
    _clean(rules_summary(lang, Rules()))


@pytest.mark.parametrize("lang", LANGS)
def test_rules_command(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.strip() == rules_summary(lang)


def test_rules_command_with_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--options"]) == 0
    assert "Pillar señas" in capsys.readouterr().out


# the name the terminal gives its player, in each language
YOU = {lang: t("terminal.you", lang) for lang in LANGS}


@pytest.mark.parametrize("lang", LANGS)
def test_the_reader_s_own_actions_are_told_to_them(lang: str) -> None:
    """A name is only ever joined to a third-person verb, so the reader's own name (in the
    terminal "You", "Tú", "Du", "Zu", "Toi") is never a sentence's subject: "You has the best
    hand" cannot happen. Told to seat 0, whose name here is a marker, the name may
    stand only before a colon ("You: paso.") or in brackets ("(You)")."""
    names = ("QXQ", "Ane", "Iker", "Miren")
    for event in (*SAMPLES, ev.HandDealt(3, 0), ev.OrdagoWon("grande", 0, 0),
                  ev.LanceStarted("juego", (0, 1)), ev.Showed4567(0, parse_cards("4o 5c 6e 7b")),
                  ev.Discarded(0, 1), ev.Discarded(0, 3), ev.SenaMade(0)):
        text = narrate(event, lang, names, you=0)
        _clean(text)
        for m in re.finditer("QXQ", text):
            assert text[m.end():].startswith((":", ")", "\u00a0:")), (event, text)


@pytest.mark.parametrize(
    ("lang", "event", "expected"),
    [
        ("en", ev.OrdagoWon("juego", 0, 0), "Órdago at juego: you have the best hand (team A)."),
        ("en", ev.Showed4567(0, ()), "You show 4-5-6-7 and get four new cards."),
        ("es", ev.HandDealt(2, 0), "Mano 2: eres mano."),
        ("es", ev.LanceStarted("pares", (0, 1, 3)), "A pares: jugáis Ane, Miren y tú."),
        ("en", ev.LanceStarted("juego", (1, 0)), "Now juego: Ane and you take part."),
        ("de", ev.SenaMade(0), "Du gibst ein Zeichen."),
        ("de", ev.Discarded(0, 2), "Du legst 2 Karten ab."),
        ("eu", ev.OrdagoWon("juego", 0, 0), "Hordago (jokoa): zuk dituzu karta onenak (A bikotea)."),
        ("eu", ev.Discarded(1, 2), "Anek 2 karta bota ditu."),
        ("fr", ev.LanceStarted("pares", (0, 1)), "On passe aux paires\u00a0: Ane et toi jouez."),
    ],
)
def test_second_person_sentences(lang: str, event: ev.Event, expected: str) -> None:
    assert narrate(event, lang, (YOU[lang], "Ane", "Iker", "Miren"), you=0) == expected


def test_without_a_reader_every_seat_is_third_person() -> None:
    assert narrate(ev.OrdagoWon("juego", 0, 0), "en", ("Ana", "b", "c", "d")) == (
        "Órdago at juego: Ana has the best hand (team A).")
