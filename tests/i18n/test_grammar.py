"""Basque case endings come from one helper, which the catalogues call as ``EU()``: after names
ending in a vowel or a consonant, and after every number from 1 to 40, read aloud as a Basque
speaker reads it. French elision is decided by how a name starts."""

from __future__ import annotations

import pytest

from musbot.i18n import t
from musbot.i18n.grammar import (
    ENDINGS,
    inflect,
    number_ends_in_vowel,
    starts_with_vowel_sound,
)

# 1..40 written out, as they are said: the oracle the helper's arithmetic is checked against
UNITS = ("bat bi hiru lau bost sei zazpi zortzi bederatzi hamar hamaika hamabi hamahiru hamalau "
         "hamabost hamasei hamazazpi hemezortzi hemeretzi").split()


def spoken(n: int) -> str:
    if n < 20:
        return UNITS[n - 1]
    tens = {20: "hogei", 40: "berrogei"}[n - n % 20]
    return tens if n % 20 == 0 else f"{tens}ta {UNITS[n % 20 - 1]}"


def test_the_spoken_table_is_right() -> None:
    assert spoken(21) == "hogeita bat" and spoken(35) == "hogeita hamabost"
    assert spoken(31) == "hogeita hamaika" and spoken(40) == "berrogei"


@pytest.mark.parametrize("n", range(1, 41))
def test_every_number_from_1_to_40(n: int) -> None:
    vowel = spoken(n)[-1] in "aeiou"
    assert number_ends_in_vowel(n) is vowel
    expected = {spec: str(n) + (spec if vowel else after_consonant)
                for spec, after_consonant in ENDINGS.items()}
    if spoken(n).endswith("a"):  # hamaika: the -a is the word's own, the inessive adds -n
        expected["an"] = f"{n}n"
    assert {spec: inflect(n, spec) for spec in ENDINGS} == expected


def test_the_numbers_the_game_prints() -> None:
    # as hand.punto / hand.juego print them ("25eko", never "25ko") and terminal.bad_choice ("5era")
    assert [inflect(n, "ko") for n in (5, 10, 15, 21, 25, 30, 35)] == [
        "5eko", "10eko", "15eko", "21eko", "25eko", "30eko", "35eko"]
    assert [inflect(n, "ko") for n in (31, 32, 33, 40)] == ["31ko", "32ko", "33ko", "40ko"]
    assert inflect(5, "ra") == "5era" and inflect(4, "ra") == "4ra" and inflect(1, "tik") == "1etik"


def test_larger_numbers_decimals_and_percentages() -> None:
    assert inflect(100, "ko") == "100eko"  # ehun
    assert inflect(1000, "ko") == "1000ko"  # mila
    assert inflect("10.000", "ko") == "10.000ko"  # grouped: hamar mila
    assert inflect(41, "ko") == "41eko" and inflect(60, "ko") == "60ko"  # hirurogei
    assert inflect("1,25", "ko") == "1,25eko"  # "bat koma hogeita bost"
    assert inflect("1,5", "an") == "1,5ean"
    assert inflect("%\u00a010", "ko") == "%\u00a010eko"
    assert inflect(0, "ra") == "0ra"


@pytest.mark.parametrize(
    ("name", "ren", "ri", "k"),
    [
        ("Ane", "Aneren", "Aneri", "Anek"),  # a vowel
        ("Miren", "Mirenen", "Mireni", "Mirenek"),  # a consonant (was "Miren-ren")
        ("Iker", "Ikerren", "Ikerri", "Ikerrek"),  # r doubles after a proper noun
        ("Xabier", "Xabierren", "Xabierri", "Xabierrek"),
        ("Josu", "Josuren", "Josuri", "Josuk"),
        ("Itziar", "Itziarren", "Itziarri", "Itziarrek"),
        ("Andy", "Andyren", "Andyri", "Andyk"),  # a final y is heard as a vowel
        ("Sarah", "Sarahren", "Sarahri", "Sarahk"),  # the h is not heard
        ("Zoë", "Zoëren", "Zoëri", "Zoëk"),  # accents do not change the letter
        ("ÁLVARO", "ÁLVAROren", "ÁLVAROri", "ÁLVAROk"),
        ("Player2", "Player2ren", "Player2ri", "Player2k"),  # "bi"
        ("Jon5", "Jon5en", "Jon5i", "Jon5ek"),  # "bost"
        ("Jon 🙂", "Jon 🙂-en", "Jon 🙂-i", "Jon 🙂-ek"),  # unreadable end: hyphen
        ("🙂", "🙂-ren", "🙂-ri", "🙂-k"),
        # read "Xabierren": the r doubles behind the picture too, as the name is said
        ("Xabier 🎲", "Xabier 🎲-ren", "Xabier 🎲-ri", "Xabier 🎲-rek"),
        ("Maria 🌸", "Maria 🌸-ren", "Maria 🌸-ri", "Maria 🌸-k"),
        ("Ane eta Iker", "Ane eta Ikerren", "Ane eta Ikerri", "Ane eta Ikerrek"),  # a list
    ],
)
def test_names(name: str, ren: str, ri: str, k: str) -> None:
    assert (inflect(name, "ren"), inflect(name, "ri"), inflect(name, "k")) == (ren, ri, k)


def test_unknown_ending_is_refused() -> None:
    with pytest.raises(ValueError):
        inflect("Ane", "z")


def test_the_inessive_after_a_final_a_is_n() -> None:
    """A proper noun's or a number's own -a is not the article: Marian, 11n (hamaikan), 31n,
    % 31n; a number takes the definite form as dates do (2an "bian", 1ean "batean"), a name the
    proper noun's, without article (Bilbon, Irunen, Eibarren)."""
    assert [inflect(w, "an") for w in ("Maria", "Donostia", 11, 31, "%\u00a031", 1000)] == [
        "Marian", "Donostian", "11n", "31n", "%\u00a031n", "1000n"]
    assert [inflect(w, "an") for w in (2, 1, 5, "%\u00a010")] == ["2an", "1ean", "5ean", "%\u00a010ean"]
    assert [inflect(w, "an") for w in ("Bilbo", "Irun", "Eibar", "Mus Kluba")] == [
        "Bilbon", "Irunen", "Eibarren", "Mus Kluban"]
    assert inflect("Maria", "ren") == "Mariaren" and inflect("Maria", "k") == "Mariak"


@pytest.mark.parametrize(("name", "vowel"), [
    ("Ane", True), ("Iker", True), ("Élodie", True), ("Hugo", True), ("Yves", True),
    ("Miren", False), ("🎲 Xabier", False), ("8 rois", False), ("«Ane»", True), ("", False),
])
def test_a_french_reader_elides_before_a_vowel_sound(name: str, vowel: bool) -> None:
    assert starts_with_vowel_sound(name) is vowel


def test_templates_join_the_endings() -> None:
    welcome = t("terminal.welcome", "eu", seat=1, partner="Ane", rival1="Iker", rival2="Miren")
    assert "Iker eta Mirenen aurka" in welcome
    assert t("terminal.bad_choice", "eu", text="x", n=5).endswith("1etik 5era bitarteko zenbaki "
                                                                   "bat, edo «q» irteteko.")
    assert t("error.illegal", "eu", rule="R18").startswith("Hori ez da zilegi orain (R18 araua")
    assert t("bot.profile_title", "eu", name="Iker") == "Ikerren estatistikak"
    assert t("bot.sena_from_partner", "eu", name="Miren", sena="s", meaning="m").startswith(
        "✋ Mirenek keinu bat")
    assert t("error.not_your_turn", "eu", players="Ane eta Iker").endswith("Ane eta Ikerren "
                                                                           "txanda da.")
    assert t("bot.profile.hands", "eu", won=3, played=15, pph="1,25").startswith(
        "Eskualdiak: 15etik 3 irabazita · 1,25 tanto")



def test_basque_sentences_have_their_subject_and_agreeing_verb() -> None:
    """The Basque catalogue's sentences: a transitive subject in the ergative with du/dute, an
    intransitive one in the absolutive with da, the one beaten (irabazi) and the one given to
    in the dative, and a count of tantos in the bare form after its numeral (40 tantora)."""
    from musbot.engine import events as ev
    from musbot.i18n.narrate import narrate

    assert t("history.pair.never", "eu", a="Ane", b="Iker").startswith("Ane eta Ikerrek ez dute")
    assert t("learn.count.juego31", "eu", lance="jokoa", name="Miren", team="zuen bikotea",
             points=6).startswith("jokoa: Mirenek 31 du")
    assert t("error.no_humans", "eu") == "Gutxienez pertsona bat egon behar da mahaian."
    assert narrate(ev.Deje("grande", 1, 1), "eu") == (
        "B bikoteak tanto bat hartzen du berehala (handia, tira).")
    assert narrate(ev.Deje("grande", 0, 5), "eu") == (
        "A bikoteak 5 tanto hartzen ditu berehala (handia, tira).")
    assert narrate(ev.LanceClosed("pares", "folded", 2, 0), "eu") == (
        "Pareak: tira; A bikoteak irabazi du.")
    assert t("rules.juego_real.help", "eu").endswith("beste edozein 31ri irabazten diote.")
    assert t("invite.sent", "eu", name="Iker").startswith("Gonbidapena bidali zaio Ikerri:")
    assert t("bot.rules_line", "eu", tantos=40, juegos=2, vacas=1, reyes=8,
             seconds=60).startswith("40 tantora · 2 joko behiko")
    assert t("alt.turn.mus", "eu", players="Ane eta Xabier") == "Mus? Ane eta Xabierren txanda"


# ---------------------------------------------------------------------- plurals
@pytest.mark.parametrize(("lang", "one"), [("es", {1}), ("en", {1}), ("de", {1}), ("eu", {1}), ("fr", {0, 1})])
def test_plural_category_is_cldrs(lang: str, one: set[int]) -> None:
    """CLDR's cardinal rules for whole numbers, as the catalogues' selectors read them: "one"
    is 1 (French: 0 and 1), else "other"."""
    from musbot.i18n import bundle

    for n in (0, 1, 2, 5, 11, 21, 100, 101):
        assert bundle(lang)._plural_form(n) == ("one" if n in one else "other"), n


def test_a_counted_text_is_one_message() -> None:
    """The catalogue chooses the form of a counted text: no text is split into KEY.one and
    KEY.other (or KEY and KEY.one) for code to choose between."""
    from musbot.i18n import LANGS, catalogue

    for lang in LANGS:
        keys = catalogue()[lang].keys()
        split = [key for key in keys if key.endswith(".one") or ".one." in key
                 or key.endswith(".other") and key[: -len(".other")] + ".one" in keys]
        assert not split, (lang, split)
