"""The table layer's halves of presets and invitations, on a real SQLite store: the one
method that turns a preset's name into a table's options (``/mus mesa``, invitations and the
tournament creation all call it) and where an invited person sits."""

from __future__ import annotations

import pytest

from musbot.engine import Rules
from musbot.tables.errors import TableError
from musbot.tables.invitations import Invitation, accept, check_table, over_now
from musbot.tables.presets import HouseRules
from musbot.tables.status import TableStatus

GUILD, CHANNEL = 10, 20
ANA, BEA, CAR, DAN = 101, 102, 103, 104


async def test_defaults_then_the_preset_then_the_options_given(store):
    """What a tournament's tables get from ``HouseRules.table_options(guild, preset=name)``."""
    await store.preferences.set_guild_defaults(GUILD, {"tantos": 30, "juegos": 4}, 90)
    plain = await HouseRules(store).table_options(GUILD)
    assert (plain.rules.tantos, plain.rules.juegos, plain.seconds, plain.preset) == (30, 4, 90, None)

    await HouseRules(store).save_preset(GUILD, "Liga", ANA, seconds=45, reyes=4, juegos=3)  # on the defaults
    liga = await HouseRules(store).table_options(GUILD, preset="LIGA")
    assert (liga.rules.reyes, liga.rules.tantos, liga.rules.juegos, liga.seconds, liga.preset) == (4, 30, 3, 45, "Liga")

    # the preset holds every option: the server's defaults changing later leave it as saved
    await store.preferences.set_guild_defaults(GUILD, {"tantos": 40}, 120)
    again = await HouseRules(store).table_options(GUILD, preset="liga", vacas=2, seconds=30)
    assert (again.rules.tantos, again.rules.reyes, again.rules.vacas, again.seconds) == (30, 4, 2, 30)

    # a preset without seconds takes the server's
    await HouseRules(store).save_preset(GUILD, "Rápida", ANA, tantos=30)
    assert (await HouseRules(store).table_options(GUILD, preset="rápida")).seconds == 120


async def test_an_unknown_preset_or_a_nonsense_option_is_refused(store):
    with pytest.raises(TableError) as exc:
        await HouseRules(store).table_options(GUILD, preset="liga")
    assert exc.value.key == "preset.error.none"
    await HouseRules(store).save_preset(GUILD, "Liga", ANA, reyes=4)
    with pytest.raises(TableError) as exc:
        await HouseRules(store).table_options(GUILD, preset="liguilla")
    assert exc.value.key == "preset.error.unknown" and exc.value.params["names"] == "Liga"
    with pytest.raises(TableError) as exc:
        await HouseRules(store).save_preset(GUILD, "Rara", ANA, tantos=35)  # R24: 40 or 30
    assert (exc.value.key, exc.value.params) == ("error.bad_option.choices",
                                                 {"option": "tantos", "value": "35", "choices": "40, 30"})
    assert [p.name for p in await store.presets.all(GUILD)] == ["Liga"]


async def test_the_invited_person_sits_as_the_inviter_s_partner_else_where_there_is_room(service):
    table = await service.open_table(GUILD, CHANNEL, ANA, "Ana", Rules())
    assert table.id is not None
    invitation = Invitation(CHANNEL, table.id, BEA, ANA)
    with pytest.raises(TableError) as exc:
        await accept(service, invitation, CAR, "Car")
    assert exc.value.key == "invite.error.not_you"
    await service.sit(CHANNEL, DAN, "Dan", 2)  # the partner's seat went to someone else first
    await accept(service, invitation, BEA, "Bea")
    assert table.seat_of(BEA) == 1 and table.seat_of(DAN) == 2
    assert over_now(service, invitation) == "invite.over.seated"
    with pytest.raises(TableError) as exc:
        await accept(service, invitation, BEA, "Bea")
    assert exc.value.key == "invite.over.seated"


async def test_a_table_that_is_not_waiting_takes_no_invitation(service):
    table = await service.open_table(GUILD, CHANNEL, ANA, "Ana", Rules())
    await service.sit(CHANNEL, BEA, "Bea", 1)
    check_table((await service.snapshot(CHANNEL)).public, CAR)  # a free seat: fine
    with pytest.raises(TableError) as exc:
        check_table((await service.snapshot(CHANNEL)).public, BEA)
    assert exc.value.key == "invite.error.seated"
    for status, key in ((TableStatus.PLAYING, "invite.error.playing"),
                        (TableStatus.FINISHED, "invite.error.finished")):  # its revancha: the same four
        table.status = status
        with pytest.raises(TableError) as exc:
            check_table((await service.snapshot(CHANNEL)).public, CAR)
        assert exc.value.key == key
