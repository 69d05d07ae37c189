"""A server's named presets of table options, its house rules.

Uses the ``store`` fixture, so a second store backend that parametrises it runs these too.
"""

from __future__ import annotations

import pytest

from musbot.engine.rules import Rules
from musbot.store import InvalidState, Preset, Store
from musbot.store.presets import MAX_PRESETS

GUILD, OTHER = 111, 222
LIGA = {"reyes": 4, "tantos": 30, "juegos": 3}  # the example of docs/organising.md


async def test_a_preset_keeps_every_option_and_rebuilds_the_rules(store: Store) -> None:
    saved = await store.presets.save(GUILD, "Liga", LIGA, seconds=45, by=7)
    assert isinstance(saved, Preset) and saved.name == "Liga" and saved.seconds == 45 and saved.created_by == 7
    rules = Rules.from_dict(saved.rules)  # R2, R24, R25 as saved; the rest the engine's defaults
    assert (rules.reyes, rules.tantos, rules.juegos) == (4, 30, 3)
    assert rules == Rules(reyes=4, tantos=30, juegos=3)
    assert set(saved.rules) == set(Rules().to_dict())  # every option, not only those given
    assert await store.presets.get(GUILD, "liga") == saved  # any letter case finds it
    assert await store.presets.get(GUILD, "  LIGA ") == saved
    assert await store.presets.get(OTHER, "Liga") is None  # presets belong to their server


async def test_saving_again_replaces_it_under_the_new_spelling(store: Store) -> None:
    first = await store.presets.save(GUILD, "liga", LIGA, at="2024-01-01T00:00:00Z")
    again = await store.presets.save(GUILD, "LIGA", {"tantos": 40}, at="2024-02-01T00:00:00Z")
    assert [p.name for p in await store.presets.all(GUILD)] == ["LIGA"]
    assert again.rules == Rules(tantos=40).to_dict() and again.seconds is None
    assert again.created_at == first.created_at and again.updated_at > first.updated_at


async def test_listing_and_deleting(store: Store) -> None:
    for name in ("rápida", "Liga", "clásica 8 reyes"):
        await store.presets.save(GUILD, name, {})
    await store.presets.save(OTHER, "otra", {})
    assert [p.name for p in await store.presets.all(GUILD)] == ["clásica 8 reyes", "Liga", "rápida"]
    assert await store.presets.delete(GUILD, "RÁPIDA") is True
    assert await store.presets.delete(GUILD, "rápida") is False
    assert [p.name for p in await store.presets.all(GUILD)] == ["clásica 8 reyes", "Liga"]
    assert [p.name for p in await store.presets.all(OTHER)] == ["otra"]


@pytest.mark.parametrize(("rules", "seconds", "says"), [
    ({"tantos": 35}, None, "tantos"),  # R24: 40 or 30
    ({"reyes": 6}, None, "reyes"),  # R2: 8 or 4
    ({"vacas": 4}, None, "vacas"),  # R25: 1 to 3
    ({"color": "red"}, None, "unknown"),
    ({}, 5, "seconds"),
    ({}, True, "seconds"),
])
async def test_bad_options_are_refused_and_nothing_is_saved(store: Store, rules, seconds, says) -> None:
    with pytest.raises(ValueError, match=says):
        await store.presets.save(GUILD, "mala", rules, seconds=seconds)
    assert await store.presets.all(GUILD) == []


@pytest.mark.parametrize("name", ["", "   ", "x" * 33, "nul\x00", "zero\u200bwidth"])
async def test_bad_names_are_refused(store: Store, name: str) -> None:
    with pytest.raises(ValueError, match="name"):
        await store.presets.save(GUILD, name, {})
    assert await store.presets.get(GUILD, name) is None
    assert await store.presets.delete(GUILD, name) is False


async def test_spaces_in_a_name_are_tidied(store: Store) -> None:
    saved = await store.presets.save(GUILD, "  liga \t de\n invierno ", {})
    assert saved.name == "liga de invierno"
    assert await store.presets.get(GUILD, "Liga de  Invierno") == saved


async def test_a_server_keeps_at_most_what_a_choice_list_shows(store: Store) -> None:
    for i in range(MAX_PRESETS):
        await store.presets.save(GUILD, f"p{i:02d}", {})
    with pytest.raises(InvalidState, match="delete one"):
        await store.presets.save(GUILD, "one more", {})
    await store.presets.save(GUILD, "P00", {"tantos": 30})  # replacing one is still fine
    await store.presets.save(OTHER, "elsewhere", {})  # and the limit is per server
    assert len(await store.presets.all(GUILD)) == MAX_PRESETS


async def test_presets_survive_a_restart(store: Store, store_target: str) -> None:
    await store.presets.save(GUILD, "Liga", LIGA, seconds=30)
    await store.close()
    again = await Store.open(store_target)
    try:
        kept = await again.presets.get(GUILD, "liga")
        assert kept is not None and Rules.from_dict(kept.rules).tantos == 30 and kept.seconds == 30
    finally:
        await again.close()
