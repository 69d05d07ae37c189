"""render_table: every phase of a game, and privacy: only what the view holds is drawn."""

from __future__ import annotations

from dataclasses import replace

import pytest
from render_helpers import MAX_PNG, decode, near, region_has, rgb

from musbot.engine.cards import parse_cards
from musbot.engine.events import CardsDealt, CountLine, SenaSeen
from musbot.engine.view import BetState
from musbot.render import palette, render_table
from musbot.render.scenes import HANDS, NAMES, base, showdown, views
from musbot.render.table import (
    CARD_H,
    CARD_W,
    CARDS_Y,
    OWN_STEP,
    PLACE_RECTS,
    PLACES,
    PLATE_H,
    ROW_W,
    SIDE_ROOM,
    STEP,
    H,
    W,
    chip_rows,
    table_image,
)

VIEWS = views()


def _place_of(view, seat: int) -> str:
    bottom = view.seat if view.seat is not None else 0
    return ("bottom", "right", "top", "left")[(seat - bottom) % 4]


def _own(view, seat: int) -> bool:
    """A player's own cards before the showdown lie side by side, not in a fan."""
    return seat == view.seat and not view.showdown


def _card_box(view, seat: int, k: int = 3) -> tuple[int, int, int, int]:
    """A band across the top of the ``k``-th card of a seat (the last: whole in a fan too)."""
    own = _own(view, seat)
    x, y = PLACES["own" if own else _place_of(view, seat)]
    cx, cy = x + k * (OWN_STEP if own else STEP), y + CARDS_Y
    return (cx + 30, cy + 8, cx + CARD_W - 10, cy + 26)


def _last_card_box(view, seat: int) -> tuple[int, int, int, int]:
    return _card_box(view, seat)


def _face_up(im, view, seat: int) -> bool:
    """A face shows white paper in the middle of the last card; a back shows red."""
    return region_has(im, _last_card_box(view, seat), palette.PAPER, tol=12, min_share=0.3)


def _back(im, view, seat: int) -> bool:
    return region_has(im, _last_card_box(view, seat), palette.BACK_RED, tol=40, min_share=0.3)


@pytest.mark.parametrize("name", list(VIEWS))
@pytest.mark.parametrize("lang", ["es", "en", "de", "eu"])
def test_every_phase_renders(name, lang):
    # the table picture for every phase of a game, in every language
    png = render_table(VIEWS[name], NAMES, lang)
    im = decode(png)
    assert im.size == (W, H)
    assert len(png) < MAX_PNG


def test_spectator_sees_four_backs_before_the_showdown():
    for name in ("mus", "discard", "grande", "pares", "juego", "punto"):
        view = VIEWS[name]
        assert view.seat is None and all(h is None for h in view.hands)
        im = table_image(view, NAMES, "es")
        for seat in range(4):
            assert _back(im, view, seat) and not _face_up(im, view, seat), (name, seat)


def test_at_the_showdown_all_four_hands_are_face_up():
    for name in ("hand_end", "match_end"):
        view = VIEWS[name]
        im = table_image(view, NAMES, "es")
        assert all(_face_up(im, view, seat) for seat in range(4)), name


def test_a_partida_won_by_its_head_start_shows_no_card():
    """R25: a tournament's late pair lost the partida before the first deal: nothing was dealt,
    so no seat shows a back or a face, and there is no hand to number."""
    from musbot.engine import Match, Rules

    view = Match.new(Rules(juegos=1), seed=3, head_start=(0, 1)).view(None)
    im = table_image(view, NAMES, "es")
    for seat in range(4):
        assert not _back(im, view, seat) and not _face_up(im, view, seat), seat


def test_a_seat_sees_only_its_own_hand_face_up():
    view = VIEWS["own_seat"]  # seat 2's view: its hand, the others None
    im = table_image(view, NAMES, "es")
    assert _place_of(view, 2) == "bottom"
    assert _face_up(im, view, 2)
    assert all(_back(im, view, s) for s in (0, 1, 3))


def test_a_players_own_cards_lie_whole_side_by_side():
    """A replay seen from a seat shows that player's cards: each whole (its pips or figure, so
    its suit reads on a phone), not in a fan where only their corners show; at the showdown
    they join the fan again, as everyone's."""
    view = VIEWS["own_seat"]
    im = table_image(view, NAMES, "es")
    for k in range(4):  # paper in the middle of each card: no card covers another
        assert region_has(im, _card_box(view, 2, k), palette.PAPER, tol=12, min_share=0.3), k
    assert OWN_STEP > CARD_W
    shown = showdown(replace(view, phase="hand_end", to_act=frozenset()))
    assert not _own(shown, 2) and _face_up(table_image(shown, NAMES, "es"), shown, 2)


def test_the_mano_is_marked_at_its_seat():
    """R4: the mano speaks first and wins ties: its gold chip sits by its name plate, at
    whichever place it sits, and at no other."""
    for mano in range(4):
        view = replace(VIEWS["mus"], mano=mano)
        im = table_image(view, NAMES, "es")
        for seat in range(4):
            rect = PLACE_RECTS[_place_of(view, seat)][3]
            assert region_has(im, rect, palette.GOLD, tol=30, min_share=0.08) == (seat == mano), (mano, seat)


def test_cards_are_never_taken_from_anywhere_but_view_hands():
    # a view with the private fields filled but hands all None: still four backs
    view = replace(VIEWS["grande"], hand=HANDS[0],
                   events=(CardsDealt(to=0, cards=HANDS[0]),))
    im = table_image(view, NAMES, "es")
    assert all(_back(im, view, s) for s in range(4))


def test_private_fields_do_not_change_the_picture():
    # privacy is a correctness rule: what a seat was told in private (its cards, the señas it
    # received, its events, its legal actions) never reaches the public picture
    public = VIEWS["pares"]
    private = replace(public, hand=HANDS[1], senas_received=((0, "duples", False),),
                      events=(SenaSeen(to=1, seat=0, name="duples"),
                              CardsDealt(to=1, cards=HANDS[1])))
    a = table_image(public, NAMES, "es").tobytes()
    b = table_image(private, NAMES, "es").tobytes()
    assert a == b


def test_a_sena_shows_only_that_one_was_made():
    # senas_made holds seats only; the picture marks those seats and nothing else changes
    without = table_image(replace(VIEWS["grande"], senas_made=()), NAMES, "es")
    with_ = table_image(VIEWS["grande"], NAMES, "es")  # seats 1 and 3 made one
    assert without.tobytes() != with_.tobytes()
    left = PLACES[_place_of(VIEWS["grande"], 3)]
    box = (left[0], left[1] + CARDS_Y + CARD_H, left[0] + SIDE_ROOM, left[1] + CARDS_Y + CARD_H + 60)
    assert region_has(with_, box, palette.PURPLE, tol=30, min_share=0.05)
    assert not region_has(without, box, palette.PURPLE, tol=30, min_share=0.05)


def test_name_plates_wear_the_pair_colours():
    view = VIEWS["mus"]
    im = table_image(view, NAMES, "es")
    for seat in range(4):
        x, y = PLACES[_place_of(view, seat)]
        colour = palette.PAIR_DARK[seat % 2]
        assert region_has(im, (x + 4, y + 6, x + ROW_W - 4, y + PLATE_H - 6), colour, tol=20,
                          min_share=0.3), seat


def test_whose_turn_it_is_is_marked():
    view = VIEWS["grande"]  # seat 2 to act
    im = table_image(view, NAMES, "es")
    x, y = PLACES[_place_of(view, 2)]
    assert near(rgb(im, (x + 1, y + PLATE_H // 2)), palette.HIGHLIGHT, 40)
    x, y = PLACES[_place_of(view, 1)]
    assert not near(rgb(im, (x + 1, y + PLATE_H // 2)), palette.HIGHLIGHT, 40)


def test_score_tokens_follow_the_score():
    # amarracos (5) and piedras (1): 23 and 17 draw different token rows than 0 and 0
    a = table_image(VIEWS["mus"], NAMES, "es")
    b = table_image(replace(VIEWS["mus"], score=(0, 0)), NAMES, "es")
    box = (548 + 80, 8 + 42, 548 + 240, 8 + 90)
    assert region_has(a, box, (176, 98, 40), tol=30, min_share=0.05)
    assert not region_has(b, box, (176, 98, 40), tol=30, min_share=0.05)


def test_count_lines_at_the_showdown_and_unknown_reasons():
    view = replace(VIEWS["hand_end"],
                   count=(*VIEWS["hand_end"].count, CountLine("pares", 1, 1, "deje_pares")))
    im = table_image(view, NAMES, "eu")
    assert im.size == (W, H)


def test_every_lance_and_bet_can_be_drawn():
    for lance in ("grande", "chica", "pares", "juego", "punto"):
        for bet in (None, BetState(lance, 0, None, False, 0, frozenset()),
                    BetState(lance, 12, 1, False, 5, frozenset({0})),
                    BetState(lance, 0, 0, True, 2, frozenset())):
            view = base(None, phase="lances", lance=lance, bet=bet)
            assert decode(render_table(view, NAMES, "de")).size == (W, H)


def test_long_and_exotic_names_do_not_break_the_layout():
    names = ("A" * 80, "名前 🎲 Ñandú", "", "Bartolomé de las Casas y Fernández de Córdoba")
    for view in (VIEWS["hand_end"], VIEWS["match_end"]):
        assert decode(render_table(view, names, "es")).size == (W, H)


def test_four_names_are_required():
    with pytest.raises(ValueError):
        render_table(VIEWS["mus"], NAMES[:3], "es")


def test_the_view_seat_sits_at_the_bottom():
    view = showdown(base(3, phase="hand_end", to_act=frozenset()))
    im = table_image(view, NAMES, "es")
    assert _face_up(im, view, 3)
    assert _place_of(view, 3) == "bottom"


def test_chip_rows_wrap():
    assert chip_rows([], 100) == []
    assert chip_rows([60, 60, 60], 130) == [[0, 1], [2]]


def test_own_hand_uses_the_view_and_eight_reyes_badges():
    hand = parse_cards("3o 2c 12e 1b")
    hands = (hand, None, None, None)
    view = base(0, hands=hands, hand=hand)
    assert decode(render_table(view, NAMES, "es")).size == (W, H)
