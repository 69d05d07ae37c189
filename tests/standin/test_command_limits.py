"""The stand-in holds a sync to Discord's documented command limits (command_limits.py): each
limit, broken once on an otherwise valid command, is found and named; a sync that breaks one
registers nothing, with Discord's Invalid Form Body answer."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import discord
import pytest
from discord import app_commands

from standin import BotHarness
from standin.command_limits import characters, problems

from .test_standin import ThrowawayBot


def _command() -> dict[str, Any]:
    """A valid slash command with a group, a subcommand, every kind of bounded option."""
    return {
        "type": 1, "name": "mus", "description": "Mus", "name_localizations": {"en-US": "mus"},
        "description_localizations": {"en-US": "Mus", "de": "Mus-Spiel"},
        "options": [
            {"type": 2, "name": "torneo", "description": "Torneos", "options": [
                {"type": 1, "name": "crear", "description": "Crear", "options": [
                    {"type": 3, "name": "nombre", "description": "Nombre", "required": True, "min_length": 1,
                     "max_length": 80},
                    {"type": 4, "name": "parejas", "description": "Parejas", "min_value": 2, "max_value": 256},
                    {"type": 4, "name": "tantos", "description": "Tantos",
                     "choices": [{"name": "30", "value": 30}, {"name": "40", "value": 40,
                                                                "name_localizations": {"fr": "quarante"}}]},
                ]},
            ]},
            {"type": 1, "name": "verificar", "description": "Verificar", "options": [
                {"type": 4, "name": "partida", "description": "Partida", "required": True, "min_value": 1,
                 "max_value": 2**53 - 1},
                {"type": 10, "name": "peso", "description": "Peso", "min_value": -(2**53), "max_value": 2**53},
                {"type": 7, "name": "canal", "description": "Canal", "channel_types": [0]},
            ]},
        ],
    }


def _crear(c: dict[str, Any]) -> dict[str, Any]:
    return c["options"][0]["options"][0]


def _partida(c: dict[str, Any]) -> dict[str, Any]:
    return c["options"][1]["options"][0]


Change = Callable[[dict[str, Any]], Any]
BREACHES: list[tuple[str, Change, str, str]] = [
    ("integer max_value above 2^53-1", lambda c: _partida(c).update(max_value=2**53), "/mus verificar partida",
     "NUMBER_TYPE_MAX"),
    ("integer min_value below -(2^53-1)", lambda c: _partida(c).update(min_value=-(2**53)), "/mus verificar partida",
     "NUMBER_TYPE_MAX"),
    ("number beyond 2^53", lambda c: c["options"][1]["options"][1].update(max_value=2**53 + 2),
     "/mus verificar peso", "NUMBER_TYPE_MAX"),
    ("min_value above max_value", lambda c: _partida(c).update(min_value=5, max_value=4), "/mus verificar partida",
     "NUMBER_TYPE_MIN"),
    ("an upper-case option name", lambda c: _partida(c).update(name="Partida"), "/mus verificar Partida",
     "APPLICATION_COMMAND_INVALID_NAME"),
    ("a name with a space", lambda c: c.update(name="mus mus"), "/mus mus", "APPLICATION_COMMAND_INVALID_NAME"),
    ("a 33-character name", lambda c: c.update(name="m" * 33), "/" + "m" * 33, "APPLICATION_COMMAND_INVALID_NAME"),
    ("a localised name too long", lambda c: c.update(name_localizations={"de": "x" * 33}), "/mus",
     "APPLICATION_COMMAND_INVALID_NAME"),
    ("a locale Discord lacks", lambda c: c.update(name_localizations={"eu": "mus"}), "/mus", "LOCALE_INVALID"),
    ("an empty description", lambda c: _partida(c).update(description=""), "/mus verificar partida",
     "BASE_TYPE_BAD_LENGTH"),
    ("a localised description of 101", lambda c: c["description_localizations"].update(de="x" * 101), "/mus",
     "BASE_TYPE_BAD_LENGTH"),
    ("26 options", lambda c: _crear(c).update(options=[{"type": 5, "name": f"o{i}", "description": "d"}
                                                        for i in range(26)]), "/mus torneo crear",
     "BASE_TYPE_MAX_LENGTH"),
    ("26 choices", lambda c: _crear(c)["options"][2].update(choices=[{"name": str(i), "value": i} for i in range(26)]),
     "/mus torneo crear tantos", "BASE_TYPE_MAX_LENGTH"),
    ("a choice name of 101", lambda c: _crear(c)["options"][2]["choices"][0].update(name="x" * 101),
     "/mus torneo crear tantos [" + "x" * 101 + "]", "BASE_TYPE_BAD_LENGTH"),
    ("a choice value above 2^53-1", lambda c: _crear(c)["options"][2]["choices"][0].update(value=2**53),
     "/mus torneo crear tantos [30]", "NUMBER_TYPE_MAX"),
    ("choices with autocomplete", lambda c: _crear(c)["options"][2].update(autocomplete=True),
     "/mus torneo crear tantos", "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID"),
    ("max_length above 6000", lambda c: _crear(c)["options"][0].update(max_length=6001), "/mus torneo crear nombre",
     "NUMBER_TYPE_MAX"),
    ("min_length on an integer", lambda c: _partida(c).update(min_length=1), "/mus verificar partida",
     "BASE_TYPE_BAD_TYPE"),
    ("a required option after an optional one", lambda c: _crear(c)["options"][2].update(required=True),
     "/mus torneo crear tantos", "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID"),
    ("two options of one name", lambda c: _crear(c)["options"][1].update(name="tantos"), "/mus torneo crear",
     "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS"),
    ("a subcommand beside plain options", lambda c: c["options"].append({"type": 5, "name": "b", "description": "d"}),
     "/mus", "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID"),
    ("a group inside a group", lambda c: c["options"][0]["options"].append(
        {"type": 2, "name": "g", "description": "d", "options": []}), "/mus torneo g",
     "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID"),
    ("over 8,000 characters", lambda c: c["options"].extend(
        {"type": 2, "name": f"g{g}", "description": "d", "options": [
            {"type": 1, "name": f"s{i}", "description": "d" * 90, "description_localizations": {"de": "e" * 100}}
            for i in range(20)]} for g in range(4)), "/mus", "APPLICATION_COMMAND_TOO_LARGE"),
]


def test_a_valid_command_passes_and_its_size_counts_the_longest_localisation() -> None:
    assert problems([_command()]) == []
    assert characters({"name": "a", "description": "bb", "description_localizations": {"de": "cccc"},
                       "options": [{"name": "o", "description": "d", "choices": [
                           {"name": "n", "name_localizations": {"fr": "nnn"}, "value": "vv"}]}]}) == 1 + 4 + 1 + 1 + 3 + 2


@pytest.mark.parametrize(("what", "change", "where", "code"), BREACHES, ids=[b[0] for b in BREACHES])
def test_each_limit_broken_once_is_found_and_named(what: str, change: Change, where: str, code: str) -> None:
    command = copy.deepcopy(_command())
    change(command)
    found = problems([command])
    assert [(p.where, p.code) for p in found] == [(where, code)], [str(p) for p in found]


def test_too_many_commands_of_a_kind_and_a_name_used_twice() -> None:
    users = [{"type": 2, "name": f"Jugar {i}", "description": ""} for i in range(6)]
    assert [p.code for p in problems(users)] == ["APPLICATION_COMMANDS_TOO_MANY"]
    twice = [_command(), _command()]
    assert [p.code for p in problems(twice)] == ["APPLICATION_COMMANDS_DUPLICATE_NAME"]
    described = [{"type": 2, "name": "Jugar al mus", "description": "no"}]
    assert [p.code for p in problems(described)] == ["BASE_TYPE_BAD_LENGTH"]


async def test_a_sync_with_one_bad_option_registers_nothing(standin) -> None:
    @app_commands.command(name="verificar", description="Verificar")
    async def verificar(interaction: discord.Interaction, partida: app_commands.Range[int, 1, 2**53]) -> None:
        raise AssertionError("never registered")

    async with BotHarness(standin, ThrowawayBot()) as h:
        before = dict(standin.commands[None])
        h.client.tree.add_command(verificar)
        with pytest.raises(discord.HTTPException) as err:
            await h.client.tree.sync()
        assert err.value.status == 400 and err.value.code == 50035
        assert "/verificar partida" in err.value.text and "max_value" in err.value.text
        assert standin.commands[None] == before  # the commands registered before stay as they were
