"""The table message and 'Mis cartas' in Discord's components v2 layout: every screen of played
partidas, in every language, is a message Discord takes (the stand-in's rules: 40 components,
4,000 characters, the picture's reference, unique custom_ids), says the moment in words, and
is coloured by the pair to act."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from standin import message_components
from test_kept_parts import _played

from musbot.i18n import LANGS, t
from musbot.i18n.narrate import card_name, describe_hand
from musbot.presenter.history_screen import add_history
from musbot.presenter.layout import layout_view
from musbot.presenter.screens import NEUTRAL, PAIR_COLOURS, private_screen, public_screen
from musbot.store import Store
from musbot.tables.service import TableService
from musbot.tables.status import TableStatus
from musbot.tables.store_adapter import StorePersistence

GUILD, CHANNEL, ANA, BEA = 10, 20, 101, 102  # as test_kept_parts plays them
V2 = message_components.IS_COMPONENTS_V2
LONG = "Ñ" * 32  # Discord's longest display name


@pytest.fixture
def service(store: Store, clock: Any) -> TableService:
    seeds = itertools.count(1000)  # the revanchas' seeds too: the same partidas every run
    return TableService(StorePersistence(store), clock=clock, new_seed=lambda: next(seeds))


def _components(view: Any) -> list[dict[str, Any]]:
    return view.to_components()


def _count(components: list[dict[str, Any]]) -> int:
    total = 0
    for c in components:
        total += 1 + _count(c.get("components") or []) + (_count([c["accessory"]]) if c.get("accessory") else 0)
    return total


def _texts(components: list[dict[str, Any]]) -> list[str]:
    out: list[str] = []
    for c in components:
        if c.get("type") == 10:
            out.append(c["content"])
        out += _texts(c.get("components") or [])
    return out


def _check(view: Any, image: str | None) -> list[dict[str, Any]]:
    """The layout as Discord would take it: refused payloads raise the stand-in's Refusal."""
    components = _components(view)
    message_components.check(components, flags=V2, filenames={image} if image else set())
    assert _count(components) <= message_components.MAX_COMPONENTS
    assert sum(map(len, _texts(components))) <= message_components.MAX_TEXT
    return components


async def test_every_screen_of_played_partidas_is_a_message_discord_takes(service: TableService) -> None:
    told = await _played(service, 260, seed=3, name=LONG)
    assert {s.public.view.phase for s in told if s.public.view is not None} >= {"mus", "discard", "lances", "hand_end"}
    assert any(s.public.status == TableStatus.FINISHED for s in told)
    for lang in LANGS:
        for snap in told:
            public = snap.public
            screen = add_history(public_screen(public, lang), public, lang)
            image = f"mesa_{public.hand_number}.png" if public.view is not None else None
            components = _check(layout_view(screen, CHANNEL, public.hand_number, image=image, alt="x" * 1500), image)
            [box] = components
            assert box["type"] == 17 and box["accent_color"] == screen.colour
            if image is not None:  # the picture, with its alt text as long as Discord takes it
                [gallery] = [c for c in box["components"] if c["type"] == 12]
                assert gallery["items"][0]["media"]["url"] == f"attachment://{image}"
                assert len(gallery["items"][0]["description"]) == 1024
            for seat in snap.seats:
                if seat is not None:
                    mine = private_screen(seat, lang)
                    _check(layout_view(mine, CHANNEL, public.hand_number, image="mano.png", alt="cartas"), "mano.png")


async def test_the_moment_is_said_in_words_above_the_picture(service: TableService) -> None:
    """Without the picture a person still reads whose turn it is and in which lance, what is at
    stake and by whom, and the score in tantos and juegos of both pairs."""
    told = await _played(service, 120, seed=5)
    betting = [s.public for s in told if s.public.view is not None and s.public.view.bet is not None
               and s.public.view.bet.bettor is not None and s.public.status == TableStatus.PLAYING
               and s.public.view.phase == "lances"]
    assert betting
    for lang in LANGS:
        for public in betting:
            view = public.view
            screen = public_screen(public, lang)
            head = _texts(_components(layout_view(screen, CHANNEL, public.hand_number, image="m.png", alt="a")))[0]
            assert t(f"lance.{view.lance}", lang) in head
            assert all(public.names[s] in head for s in view.to_act)
            bettor = t(f"pair.{view.bet.bettor}", lang)
            stake = (t("bot.stake_ordago", lang, pair=bettor) if view.bet.ordago
                     else t("bot.stake", lang, stake=view.bet.stake, pair=bettor))
            assert stake in head
            for pair in (0, 1):
                assert t("bot.score_pair", lang, pair=t(f"pair.{pair}", lang),
                         players=" & ".join(public.names[s] for s in (pair, pair + 2)), score=view.score[pair],
                         juegos=view.juegos[pair], vacas=view.vacas[pair]) in head


async def test_the_colour_is_the_pair_to_act_and_neutral_otherwise(service: TableService) -> None:
    told = await _played(service, 160, seed=7, bea=BEA)
    seen = set()
    for snap in told:
        public = snap.public
        screen = public_screen(public, "es")
        view = public.view
        if view is None or public.status != TableStatus.PLAYING or view.phase == "hand_end":
            assert screen.colour == NEUTRAL
            continue
        pairs = {s % 2 for s in view.to_act}
        assert screen.colour == (PAIR_COLOURS[pairs.pop()] if len(pairs) == 1 else NEUTRAL)
        seen.add(screen.colour)
    assert seen == {NEUTRAL, *PAIR_COLOURS}


async def test_seating_shows_one_section_per_seat_with_its_button_beside_it(service: TableService) -> None:
    await service.open_table(GUILD, CHANNEL, ANA, "Ana")
    await service.sit(CHANNEL, ANA, "Ana", 0)
    await service.add_ai(CHANNEL, ANA, "random")
    public = (await service.snapshot(CHANNEL)).public
    for lang in LANGS:
        components = _check(layout_view(public_screen(public, lang), CHANNEL, 0), None)
        sections = [c for c in components[0]["components"] if c["type"] == 9]
        assert len(sections) == 4
        buttons = [s["accessory"] for s in sections]
        assert [b["disabled"] for b in buttons] == [True, True, False, False]
        assert [b["label"] for b in buttons[2:]] == [t("bot.btn.sit_here", lang)] * 2
        words = [s["components"][0]["content"] for s in sections]
        assert "Ana" in words[0] and t("pair.0", lang) in words[0] and t("pair.1", lang) in words[1]
        assert words[2].endswith(t("bot.free_seat", lang))


async def test_the_public_layout_names_no_card_before_the_showdown(service: TableService) -> None:
    """Privacy: the table message says nothing a card-holder alone knows (every text display
    of it, in every language), while 'Mis cartas' says the holder's own cards."""
    told = await _played(service, 120, seed=9)
    table = service.tables[CHANNEL]
    checked = 0
    for snap in told:
        public = snap.public
        if public.view is None or public.view.showdown or public.status != TableStatus.PLAYING:
            continue
        hands = snap.seats[0].view.hand if snap.seats[0] is not None else ()
        for lang in LANGS:
            text = "\n".join(_texts(_components(layout_view(public_screen(public, lang), CHANNEL, public.hand_number))))
            assert not any(card_name(c, lang) in text for c in hands), text
            mine = "\n".join(_texts(_components(layout_view(private_screen(snap.seats[0], lang), CHANNEL, 1))))
            assert describe_hand(hands, table.rules.reyes, lang) in mine
        checked += 1
    assert checked > 20
