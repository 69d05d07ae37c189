"""Replays of a recorded hand: built from the store's seed and log, step by step,
with the privacy of the table (a spectator sees no card before the count; a player who sat in
the hand sees their own; nobody sees another player's unshown cards), for finished partidas
and for hands already over in open ones; bad ids and other servers refused with a text."""

from __future__ import annotations

import random
import sqlite3
import sys
from pathlib import Path

import pytest

from musbot.engine import Rules, Sena, action_to_dict
from musbot.engine.cards import DECK
from musbot.i18n import LANGS, t
from musbot.i18n.narrate import card_name
from musbot.league import verify_partida
from musbot.presenter.history_screen import replay_lines
from musbot.store import Store
from musbot.store.history_models import PartidaPlace
from musbot.tables.replay import HandReplay, ReplayError, load_replay, parse_hand_id
from musbot.tables.service import TableService
from musbot.tables.store_adapter import StorePersistence

sys.path.insert(0, str(Path(__file__).parents[1] / "store"))
from history_helpers import GUILD, calm, humans, play_stored  # noqa: E402

ANA = 101


async def anyone(place: PartidaPlace) -> bool:
    """Whoever asks could see the table (a channel everyone views)."""
    return True


async def nobody(place: PartidaPlace) -> bool:
    """Whoever asks could not see the table (a private thread they are not in)."""
    return False
NAMES = {card_name(c, "es"): c for c in DECK}


def _cards_told(lines: tuple[str, ...]) -> set[str]:
    text = " ".join(lines)
    return {name for name in NAMES if name in text}


def check_privacy(replay: HandReplay, recorded: list[str | None]) -> None:
    """What each step shows: the viewer's own cards (a player) or none (a spectator) before
    the count, in the picture and in the words told of it; the four hands of the count at the
    end, as recorded."""
    seat = replay.seat
    held: set[str] = set()
    for step in replay.steps:
        view = step.view
        assert view.seat == seat
        if seat is not None:
            held |= {card_name(c, "es") for c in view.hand}
        if not view.showdown:
            for s, h in enumerate(view.hands):
                assert (h is not None) == (s == seat), (step.number, s)
            assert view.hand == (() if seat is None else view.hands[seat])
            lines = replay_lines(replay, step.number, "es")
            assert _cards_told(lines) <= held, lines  # nobody else's cards in words
    last = replay.steps[-1].view
    assert last.showdown and last.phase in ("hand_end", "match_end")
    assert [" ".join(map(str, h)) if h is not None else None for h in last.hands] == recorded


async def _recorded(store: Store, hand_id: int) -> list[str | None]:
    async with store._db.read() as conn:
        row = await (await conn.execute("SELECT cards0, cards1, cards2, cards3 FROM hands WHERE hand_id = ?", (hand_id,))).fetchone()
    return list(row)


async def test_a_whole_partida_played_through_the_table_service_replays_and_verifies(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "mus.db", synchronous="NORMAL")
    try:
        service = TableService(StorePersistence(store), clock=lambda: 1_800_000_000.0)
        table = await service.open_table(GUILD, 20, ANA, "Ana", Rules(juegos=1), seed=2**127 + 3)
        for _ in range(3):
            await service.add_ai(20, ANA, "random")
        await service.start(20, ANA)
        rng = random.Random(5)
        while table.status == "playing":
            m = table.match
            if m.phase == "hand_end":
                await service.next_hand(20, ANA, m.hand_number)
                continue
            seat = table.seat_of(ANA)
            acts = [a for a in m.legal_actions(seat) if not isinstance(a, Sena)]
            await service.act(20, ANA, m.hand_number, rng.choice(acts))
        partida = table.partida_id
        assert partida is not None and (await verify_partida(store, partida)).ok
        log = await store.history.partida_log(partida)
        assert len(log.hands) == table.match.hand_number
        for hand in log.hands:
            for user in (ANA, 999):  # the player, and someone who was not at the table
                replay = await load_replay(store, GUILD, f"#{hand.hand_id}", user, sees=anyone)
                assert replay.seat == (table.seat_of(ANA) if user == ANA else None)
                assert replay.hand_number == hand.hand_number and replay.partida_status == "finished"
                assert replay.names[table.seat_of(ANA)] == "Ana"
                check_privacy(replay, list(hand.cards))
    finally:
        await store.close()


async def test_a_player_sees_their_own_senas_and_cards_a_spectator_does_not(tmp_path: Path) -> None:
    """R26: a seña reaches the partner (and a rival only when caught: never here, pillar 0)."""
    store = await Store.open(tmp_path / "mus.db", synchronous="NORMAL")
    try:
        st = await play_stored(store, humans(1, 2, 3, 4), seed=606, rules=Rules(juegos=1, pillar_senas=0.0))
        told = 0
        for hand_id in st.hand_ids:
            recorded = await _recorded(store, hand_id)
            spectator = await load_replay(store, GUILD, hand_id, 77, sees=anyone)
            check_privacy(spectator, recorded)
            players = [await load_replay(store, GUILD, hand_id, user, sees=anyone) for user in (1, 2, 3, 4)]
            for seat, mine in enumerate(players):
                assert mine.seat == seat
                check_privacy(mine, recorded)
                own = t("event.cards_dealt", "en", cards=", ".join(card_name(c, "en") for c in mine.steps[0].view.hand))
                assert own in replay_lines(mine, 0, "en") and own not in replay_lines(spectator, 0, "en")
            for k in range(len(spectator.steps)):
                for seat, mine in enumerate(players):
                    new = mine.steps[k].view.senas_received[len(mine.steps[k - 1].view.senas_received) if k else 0:]
                    for maker, sena, caught in new:
                        assert not caught and maker == (seat + 2) % 4
                        line = t("event.sena_seen", "en", name=mine.names[maker], sena=t(f"sena.{sena}", "en"),
                                 gesture=t(f"sena.{sena}.gesture", "en"))
                        assert line in replay_lines(mine, k, "en")
                        assert line not in replay_lines(spectator, k, "en") and all(
                            line not in replay_lines(other, k, "en") for other in players if other is not mine)
                        told += 1
        assert told >= 3  # the partida had señas between partners
    finally:
        await store.close()


async def test_hands_already_over_in_an_open_partida_replay_and_the_hand_in_play_has_no_id(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "mus.db", synchronous="NORMAL")
    try:
        st = await play_stored(store, humans(1, 2, 3, 4), seed=123, hands=3, rules=Rules(juegos=3, vacas=2))
        m = st.match
        m.next_hand()  # hand 4 is dealt and played a little: in the log, not recorded
        await store.tables.append_action(st.table_id, len(m.log) - 1, None, {"type": "next_hand"})
        for _ in range(3):
            seat, action = calm(random.Random(1), m)
            m.apply(seat, action)
            await store.tables.append_action(st.table_id, len(m.log) - 1, seat, action_to_dict(action))
        assert len(st.hand_ids) == 3
        last = await load_replay(store, GUILD, st.hand_ids[-1], None, sees=anyone)
        assert last.partida_status == "playing" and last.hand_number == 3
        assert last.steps[-1].view.phase == "hand_end" and last.steps[-1].view.hand_number == 3
        check_privacy(last, await _recorded(store, st.hand_ids[-1]))
        first = await load_replay(store, GUILD, st.hand_ids[0], 1, sees=anyone)
        assert first.hand_number == 1 and first.steps[0].view.hand_number == 1
        with pytest.raises(ReplayError) as err:
            await load_replay(store, GUILD, st.hand_ids[-1] + 1, 1, sees=anyone)
        assert err.value.key == "history.error.hand_not_found"
    finally:
        await store.close()


@pytest.mark.parametrize("text", ["abc", "#", "", "-3", "0", "#12x", "4 821", "١٢", str(2**63), "12.5"])
def test_a_malformed_hand_id_is_refused_with_a_text(text: str) -> None:
    with pytest.raises(ReplayError) as err:
        parse_hand_id(text)
    assert err.value.key == "history.error.bad_hand_id"
    for lang in LANGS:
        assert t(err.value.key, lang, **err.value.params) != err.value.key


def test_hand_ids_as_people_type_them() -> None:
    assert parse_hand_id("4821") == parse_hand_id("#4821") == parse_hand_id(" # 4821 ") == parse_hand_id(4821) == 4821


async def test_a_hand_the_asker_may_not_see_is_answered_as_an_unknown_one(tmp_path: Path) -> None:
    """A hand of another server, or one played where the asker could not see it, gets exactly
    the answer of an id that does not exist: the id tells nothing. Its players always get it."""
    db = tmp_path / "mus.db"
    store = await Store.open(db, synchronous="NORMAL")
    try:
        st = await play_stored(store, humans(1, 2, 3, 4), seed=8)
        hand = st.hand_ids[0]
        asked: list[PartidaPlace] = []

        async def told(place: PartidaPlace) -> bool:
            asked.append(place)
            return False

        refusals = []
        for guild, ref, sees in ((GUILD, 10**9, anyone), (GUILD + 1, hand, anyone), (GUILD, hand, nobody)):
            with pytest.raises(ReplayError) as err:
                await load_replay(store, guild, ref, 77, sees=sees)
            refusals.append((err.value.key, set(err.value.params)))
        assert refusals == [("history.error.hand_not_found", {"id"})] * 3
        mine = await load_replay(store, GUILD, hand, 3, sees=told)  # a player: never refused
        assert mine.seat == 2 and asked == []
        with pytest.raises(ReplayError):
            await load_replay(store, GUILD, hand, 77, sees=told)
        (place,) = asked  # the asker's view of where it was played
        assert place.guild_id == GUILD and place.channel_id is not None and place.tournament_id is None
    finally:
        await store.close()
    conn = sqlite3.connect(db)  # the table (and its log, and where it was) deleted by hand: the partida stays
    with conn:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("DELETE FROM tables WHERE table_id = ?", (st.table_id,))
    conn.close()
    store = await Store.open(db)
    try:
        with pytest.raises(ReplayError) as err:
            await load_replay(store, GUILD, hand, 1, sees=anyone)
        assert err.value.key == "history.error.no_log"  # its player is told why
        assert "#" in t(err.value.key, "eu", **err.value.params)
        with pytest.raises(ReplayError) as err:
            await load_replay(store, GUILD, hand, 77, sees=anyone)
        assert err.value.key == "history.error.hand_not_found"  # nobody knows where it was: nobody else sees it
    finally:
        await store.close()


async def test_steps_are_clamped_at_both_ends(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "mus.db", synchronous="NORMAL")
    try:
        st = await play_stored(store, humans(1, 2, 3, 4), seed=8)
        replay = await load_replay(store, GUILD, st.hand_ids[0], None, sees=anyone)
        assert replay.step(-1) is replay.steps[0] and replay.step(10**6) is replay.steps[-1]
        assert [s.number for s in replay.steps] == list(range(len(replay.steps)))
        assert replay_lines(replay, 0, "de")[0] == t("event.hand_dealt", "de", number=1, name=replay.names[replay.steps[0].view.mano])
    finally:
        await store.close()
