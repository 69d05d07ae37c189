"""Fair play on the table message: the commitment of the seed with the seating from the
partida's start on (before anyone sees a card), the seed revealed only once the partida is over, each hand's short id at its end with
a *Ver la mano* button carrying it, 128-bit seeds and the shuffle version kept by the table."""

from __future__ import annotations

import random
from pathlib import Path

from store_helpers import sql_now

from musbot.engine import Rules, Sena
from musbot.engine import shuffle as sh
from musbot.i18n import t
from musbot.league import verify_partida
from musbot.presenter.controls import Verb
from musbot.presenter.history_screen import REPLAY_CUSTOM_ID, add_history, replay_custom_id
from musbot.presenter.screens import public_screen
from musbot.store import Store
from musbot.tables.service import TableService
from musbot.tables.status import TableStatus
from musbot.tables.store_adapter import StorePersistence

GUILD, CHANNEL, ANA = 10, 20, 101
SEED = 2**127 + 12345  # a 128-bit seed: more than the 63 bits of the first version


async def _screen(service: TableService, lang: str = "es") -> tuple[str, list[str]]:
    public = (await service.snapshot(CHANNEL)).public
    screen = add_history(public_screen(public, lang), public, lang)
    return "\n".join(screen.lines), [c.custom_id or "" for c in screen.controls if c.verb is Verb.REPLAY]


async def _play(service: TableService, stop_at_hand_end: bool) -> None:
    table = service.tables[CHANNEL]
    rng = random.Random(5)
    while table.status == TableStatus.PLAYING:
        m = table.match
        assert m is not None
        if m.phase == "hand_end":
            if stop_at_hand_end:
                return
            await service.next_hand(CHANNEL, ANA, m.hand_number)
            continue
        seat = table.seat_of(ANA)
        acts = [a for a in m.legal_actions(seat) if not isinstance(a, Sena)]
        await service.act(CHANNEL, ANA, m.hand_number, rng.choice(acts))


async def _open(service: TableService) -> None:
    await service.open_table(GUILD, CHANNEL, ANA, "Ana", Rules(juegos=1), seed=SEED)
    for _ in range(3):
        await service.add_ai(CHANNEL, ANA, "random")


async def test_the_commitment_shows_before_the_deal_and_the_seed_only_at_the_end(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "mus.db")
    try:
        service = TableService(StorePersistence(store), clock=lambda: 1_800_000_000.0)
        await _open(service)
        text, buttons = await _screen(service)
        assert "🔒" not in text and sh.seed_text(SEED) not in text and not buttons  # waiting: seats may change
        await service.start(CHANNEL, ANA)
        table = service.tables[CHANNEL]
        [(commitment,)] = sql_now(tmp_path / "mus.db", "SELECT commitment FROM partidas WHERE partida_id = ?",
                                  (table.partida_id,))
        holders = [f"{ANA}", "ai:random", "ai:random", "ai:random"]
        assert commitment == sh.seated_commitment(SEED, SEED % 4, holders)
        text, buttons = await _screen(service)
        assert t("history.commitment_line", "es", commitment=commitment) in text  # shown with the first deal
        await _play(service, stop_at_hand_end=True)
        text, buttons = await _screen(service)
        hand_id = await store.history.hand_id(table.partida_id, 1)
        assert hand_id is not None and table.hand_id == hand_id
        # the hand is over: its id and the replay button; the seed still secret (R-fair play)
        assert t("history.hand_id", "es", id=hand_id) in text and commitment in text
        assert sh.seed_text(SEED) not in text and str(SEED) not in text
        assert buttons == [replay_custom_id(hand_id, 0, "v")]
        await service.next_hand(CHANNEL, ANA, 1)
        text, buttons = await _screen(service)
        assert not buttons and t("history.hand_id", "es", id=hand_id) not in text  # a hand in play has none
        await _play(service, stop_at_hand_end=False)
        assert table.status == TableStatus.FINISHED
        text, buttons = await _screen(service)
        assert t("history.seed_line", "es", seed=sh.seed_text(SEED), partida=table.partida_id) in text
        assert commitment not in text and len(buttons) == 1  # the last hand's replay stays offered
        verification = await verify_partida(store, table.partida_id)
        assert verification.ok and verification.commitment == commitment
    finally:
        await store.close()


async def test_a_closed_unfinished_partida_reveals_its_seed(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "mus.db")
    try:
        service = TableService(StorePersistence(store), clock=lambda: 1_800_000_000.0)
        await _open(service)
        await service.start(CHANNEL, ANA)
        snapshots = []

        async def keep(snapshot, events):  # noqa: ANN001
            snapshots.append(snapshot)

        service.listeners.append(keep)
        await service.close(CHANNEL, ANA)
        public = snapshots[-1].public
        assert public.status == TableStatus.CLOSED
        assert public.history is not None and public.history.seed == SEED
        screen = add_history(public_screen(public, "en"), public, "en")
        assert sh.seed_text(SEED) in "\n".join(screen.lines)
    finally:
        await store.close()


async def test_real_seeds_have_128_bits_and_the_table_keeps_its_shuffle_through_a_restart(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "mus.db")
    try:
        service = TableService(StorePersistence(store), clock=lambda: 1_800_000_000.0)
        assert service.new_seed is sh.new_seed  # secrets, 128 bits (shuffle.SEED_BITS)
        await _open(service)
        await service.start(CHANNEL, ANA)
        table = service.tables[CHANNEL]
        assert table.shuffle == sh.LATEST and table.match is not None and table.match.shuffle_version == sh.LATEST
        async with store._db.write() as conn:  # a table stored by an older version deals with its own
            await conn.execute("UPDATE tables SET shuffle = 1 WHERE table_id = ?", (table.id,))
        restarted = TableService(StorePersistence(store), clock=lambda: 1_800_000_000.0)
        (again,) = await restarted.recover()
        assert again.shuffle == 1 and again.match is not None and again.match.shuffle_version == 1
    finally:
        await store.close()


def test_replay_custom_ids_fit_their_template_and_not_the_tables() -> None:
    import re

    from musbot.presenter.controls import CUSTOM_ID_PATTERN

    cid = replay_custom_id(2**63 - 1, 12, "n")
    assert re.fullmatch(REPLAY_CUSTOM_ID, cid) and len(cid) <= 100
    assert not re.fullmatch(CUSTOM_ID_PATTERN, cid)
