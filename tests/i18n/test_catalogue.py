"""One key set: every language has every key with the same placeholders, and the game's words
cover everything the engine can say."""

from __future__ import annotations

from dataclasses import fields

import pytest

from musbot.engine import events as ev
from musbot.engine.actions import _SIMPLE
from musbot.engine.cards import RANKS, SUITS
from musbot.engine.evaluate import LANCE_NAMES
from musbot.engine.rules import Rules
from musbot.engine.senas import SENA_NAMES
from musbot.engine.view import LANCES
from musbot.i18n import DEFAULT_LANG, LANGS, LOCALES, catalogue, uses
from musbot.i18n.narrate import COUNT_WHYS, SENA_ORDER

OTHER_LANGS = [lang for lang in LANGS if lang != DEFAULT_LANG]


def placeholders(lang: str, key: str) -> set[str]:
    return uses(lang)[key].variables


def test_one_catalogue_per_language() -> None:
    assert sorted(p.stem for p in LOCALES.glob("*.ftl")) == sorted(LANGS)


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_same_key_set_as_spanish(lang: str) -> None:
    cat = catalogue()
    missing = sorted(cat[DEFAULT_LANG].keys() - cat[lang].keys())
    extra = sorted(cat[lang].keys() - cat[DEFAULT_LANG].keys())
    assert not missing, f"{lang} lacks {missing}"
    assert not extra, f"{lang} has keys Spanish lacks: {extra}"


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_same_placeholders_as_spanish(lang: str) -> None:
    cat = catalogue()
    wrong = {
        key: (sorted(placeholders(DEFAULT_LANG, key)), sorted(placeholders(lang, key)))
        for key in cat[DEFAULT_LANG]
        if key in cat[lang] and placeholders(DEFAULT_LANG, key) != placeholders(lang, key)
    }
    assert not wrong, f"{lang}: placeholders differ from es (es, {lang}): {wrong}"


@pytest.mark.parametrize("lang", LANGS)
def test_no_empty_texts(lang: str) -> None:
    empty = [key for key, text in catalogue()[lang].items() if not text.strip()]
    assert not empty


def _require(*keys: str) -> None:
    cat = catalogue()
    for lang in LANGS:
        missing = [k for k in keys if k not in cat[lang]]
        assert not missing, f"{lang} lacks {missing}"


def test_every_event_kind_has_a_template() -> None:
    _require(*(f"event.{ev._KIND[cls]}" for cls in ev.EVENT_TYPES))


def test_every_sena_has_name_meaning_and_gesture() -> None:
    assert SENA_ORDER == SENA_NAMES
    _require(*(f"sena.{n}{part}" for n in SENA_NAMES for part in ("", ".meaning", ".gesture")))


def test_every_rule_option_has_label_and_help() -> None:
    names = [f.name for f in fields(Rules)]
    _require(*(f"rules.{n}{part}" for n in names for part in ("", ".help")))


def test_every_lance_and_count_reason() -> None:
    assert set(LANCES) == set(LANCE_NAMES)
    _require(*(f"lance.{lance}" for lance in LANCES))
    _require(*(f"lance.{lance}.help" for lance in LANCES))
    _require(*(f"count.why.{why}" for why in COUNT_WHYS))
    _require(
        *(f"outcome.{o}" for o in ("paso", "querido", "folded", "no_bet", "not_played", "ordago"))
    )
    _require(
        *(
            f"event.lance_closed.{o}"
            for o in ("paso", "querido", "folded", "no_bet", "not_played", "ordago")
        )
    )


def test_cards_words_and_declarations() -> None:
    _require(*(f"card.rank.{r}" for r in RANKS), *(f"card.ranks.{r}" for r in RANKS))
    _require(*(f"card.suit.{s}" for s in SUITS), *(f"card.suit_of.{s}" for s in SUITS), "card.name")
    words = set(_SIMPLE) | {"envido", "mas", "discard", "sena"}
    _require(*(f"word.{w}" for w in words), *(f"word.{w}.help" for w in words))
    _require(*(f"declare.{lance}.{yn}" for lance in ("pares", "juego") for yn in ("yes", "no")))
    _require(*(f"pares.{k}" for k in range(4)), "pair.0", "pair.1", "seat.mano", "seat.postre")
    _require(
        *(
            f"score.{w}"
            for w in ("amarraco", "piedra", "juego", "juegos", "vaca", "vacas", "partida", "dentro")
        )
    )


def test_a_kept_text_is_the_one_its_arguments_ask_for() -> None:
    """``t`` keeps formatted texts; equal arguments of other types (1, 1.0, True) are other
    texts, whichever came first (pictures drawn in several threads must give the same bytes)."""
    from musbot.i18n import t

    first = t("alt.tie.score", "de", a=True, b=False)
    assert t("alt.tie.score", "de", a=1, b=0) != first
    assert t("alt.tie.score", "de", a=1.0, b=0) == t("alt.tie.score", "de", a=1, b=0) == "1 zu 0"
    assert t("alt.tie.score", "de", a=1.5, b=0) == "1,5 zu 0"
