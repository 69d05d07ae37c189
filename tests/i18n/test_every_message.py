"""Every message renders in every language for the variables it declares, with counts 0, 1, 2
and 5 and with names that start with a vowel, a consonant or an emoji and end in a vowel, a
consonant, -a or -r: no Fluent error, no placeholder left unfilled, no count that disagrees with
its noun ("1 puntos", "1 manches", "les 1 premières", "die ersten 1"), no French "de" left
unelided before a vowel and no Basque inessive doubled after a final -a ("Mariaan")."""

from __future__ import annotations

import re
from functools import cache

import pytest

from musbot.i18n import DEFAULT_LANG, LANGS, catalogue, format_message, uses

COUNTS = (0, 1, 2, 5)
NAMES = ("Ane", "Miren", "🎲 Xabier", "Maria", "Iker")
ANY = r"(?:\*\*)?"  # a number may be bold

# (singular, plural) nouns and participles that follow a count, per language
NOUNS: dict[str, tuple[tuple[str, str], ...]] = {
    "es": (("punto", "puntos"), ("tanto", "tantos"), ("mano", "manos"), ("partida", "partidas"),
           ("juego", "juegos"), ("vaca", "vacas"), ("pareja", "parejas"),
           ("diferencia", "diferencias"), ("carta", "cartas"), ("jugador", "jugadores"),
           ("ronda", "rondas"), ("día", "días"), ("minuto", "minutos"), ("comando", "comandos"),
           ("carácter", "caracteres"), ("rey", "reyes"), ("piedra", "piedras"),
           ("amarraco", "amarracos"), ("preset", "presets"), ("ganado", "ganados"),
           ("perdido", "perdidos"), ("jugado", "jugados"), ("ganada", "ganadas"),
           ("perdida", "perdidas"), ("querido", "queridos"), ("hecho", "hechos"),
           ("echado", "echados"), ("vez", "veces"), ("mesa", "mesas"), ("torneo", "torneos"),
           ("logro", "logros"), ("seña", "señas"), ("primera", "primeras")),
    "en": (("point", "points"), ("hand", "hands"), ("game", "games"), ("match", "matches"),
           ("team", "teams"), ("card", "cards"), ("player", "players"), ("round", "rounds"),
           ("day", "days"), ("minute", "minutes"), ("command", "commands"),
           ("character", "characters"), ("king", "kings"), ("preset", "presets"),
           ("win", "wins"), ("loss", "losses"), ("time", "times"), ("difference", "differences"),
           ("table", "tables"), ("seña", "señas"),
           ("vaca", "vacas"), ("juego", "juegos")),
    "de": (("Punkt", "Punkte"), ("Runde", "Runden"), ("Satz", "Sätze"), ("Partie", "Partien"),
           ("Mannschaft", "Mannschaften"), ("Karte", "Karten"), ("Sekunde", "Sekunden"),
           ("Minute", "Minuten"), ("Tag", "Tage"), ("Befehl", "Befehle"), ("König", "Könige"),
           ("Sieg", "Siege"), ("Niederlage", "Niederlagen"), ("Tisch", "Tische"),
           ("Turnier", "Turniere"), ("Vaca", "Vacas")),
    "fr": (("point", "points"), ("donne", "donnes"), ("manche", "manches"),
           ("partie", "parties"), ("équipe", "équipes"), ("carte", "cartes"),
           ("joueur", "joueurs"), ("seconde", "secondes"), ("minute", "minutes"),
           ("jour", "jours"), ("commande", "commandes"), ("caractère", "caractères"),
           ("roi", "rois"), ("victoire", "victoires"), ("défaite", "défaites"),
           ("gagnée", "gagnées"), ("perdue", "perdues"), ("jouée", "jouées"),
           ("table", "tables"), ("tournoi", "tournois"), ("signe", "signes"),
           ("vaca", "vacas"), ("première", "premières"), ("gagné", "gagnés"),
           ("perdu", "perdus"), ("joué", "joués")),
}
# the counts that take the singular (CLDR's "one"): French counts 0 with it
SINGULAR = {"es": {1}, "en": {1}, "de": {1}, "fr": {0, 1}}
# an article or a word that cannot stand before one thing
BEFORE_ONE = {"es": r"\b(?:las|los) 1\b", "en": r"\bthe (?:first|last) 1\b",
              "de": r"\bdie (?:ersten|letzten) 1\b", "fr": r"\bles 1\b"}
UNFILLED = re.compile(r"[{}$]|\?\?\?|[A-Z]+\(\)")
# the variables that carry a count (code passes them as numbers); the others are names and texts
COUNTS_IN = frozenset("""
    count n points amount won lost played games hands juegos vacas tantos of_juegos of_vacas reyes
    most min size need days partidas juegos_won recorded seconds made accepted refused wins stake
    page pages pairs times matches commands steps step levels solos invited tables best_of
""".split())
TEXT_IN = {("alt.season", "pairs")}  # a list of the season's best pairs
# numbers that label the items of a list (the tie-breaks in order), not counts
LABELS = {"tourn.pic.order.swiss", "tourn.pic.order.rr"}


@cache
def _disagreements(lang: str) -> re.Pattern[str]:
    singular_counts = SINGULAR[lang]
    parts = []
    for singular, plural in NOUNS[lang]:
        plural_counts = "|".join(str(n) for n in COUNTS if n not in singular_counts)
        one = "|".join(str(n) for n in sorted(singular_counts))
        if singular == plural:
            continue
        parts.append(rf"(?<![\d.,:/]){ANY}(?:{one}){ANY}[\s\u00a0\u202f]+{re.escape(plural)}\b")
        parts.append(rf"(?<![\d.,:/]){ANY}(?:{plural_counts}){ANY}[\s\u00a0\u202f]+"
                     rf"{re.escape(singular)}\b(?!-)")
    parts.append(BEFORE_ONE[lang])
    return re.compile("|".join(parts), re.IGNORECASE)


def _variables(key: str) -> set[str]:
    return uses(DEFAULT_LANG)[key].variables


def _render(lang: str, key: str, value: object) -> str:
    """``key`` with its counts set to ``value`` (when a number) and its other variables to a
    name (``value`` when a name)."""
    def arg(name: str) -> object:
        counted = name in COUNTS_IN and (key, name) not in TEXT_IN
        if isinstance(value, str):
            return 5 if counted else value
        return value if name in COUNTS_IN and (key, name) not in TEXT_IN else "Ane"

    text, errors = format_message(key, lang, {name: arg(name) for name in _variables(key)})
    assert not errors, f"{lang} {key}: {errors}"
    assert not UNFILLED.search(text), f"{lang} {key}: unfilled in {text!r}"
    return text


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_with_every_count(lang: str) -> None:
    wrong = []
    for key in catalogue()[DEFAULT_LANG]:
        for count in COUNTS:
            text = _render(lang, key, count)
            if lang in NOUNS and key not in LABELS:
                m = _disagreements(lang).search(text)
                if m:
                    wrong.append(f"{key} ({count}): {m.group(0)!r} in {text!r}")
    assert not wrong, f"{lang}: {len(wrong)}\n" + "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_with_every_kind_of_name(lang: str) -> None:
    wrong = []
    for key in catalogue()[DEFAULT_LANG]:
        for name in NAMES:
            text = _render(lang, key, name)
            if lang == "fr" and re.search(r"\b(?:de|que|le|je|ne|se) (?:Ane|Iker)\b", text):
                wrong.append(f"{key}: not elided in {text!r}")
            if lang == "eu" and "Mariaan" in text:
                wrong.append(f"{key}: {text!r}")
    assert not wrong, f"{lang}:\n" + "\n".join(wrong)


def test_the_checks_catch_what_they_look_for() -> None:
    assert _disagreements("es").search("Ganas 1 puntos") and not _disagreements("es").search("1 punto")
    assert _disagreements("fr").search("0 points, 1 manches sur 2")
    assert _disagreements("fr").search("les 1 premières") and _disagreements("de").search("die ersten 1")
    assert not _disagreements("fr").search("0 point, 1 manche sur 2, 5 manches")
    assert UNFILLED.search("Hola { $name }") and UNFILLED.search("EU()")


# French puts a no-break space before : ; ! ? » and after « (a narrow one before ; ! ?); a
# colon glued to a word and followed by text is an option (preset:nom) or a time, not prose
FRENCH_SPACING = re.compile(r"(?:[^\s\u00a0\u202f]|(?<=\S) )[;!?»](?=\s|$)|(?:[^\s\u00a0\u202f:/]| ):(?=\s|$)"
                            r"|«(?![\u00a0\u202f])")


def test_french_spacing_around_its_signs() -> None:
    wrong = []
    for key in catalogue()[DEFAULT_LANG]:
        text = _render("fr", key, "Ane")
        prose = re.sub(r"`[^`]*`|https?://\S+|<[^>]*>", "", text)
        m = FRENCH_SPACING.search(prose)
        if m:
            wrong.append(f"{key}: {m.group(0)!r} in {text!r}")
    assert not wrong, "\n".join(wrong)
