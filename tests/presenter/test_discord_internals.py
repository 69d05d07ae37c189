"""discord.py's non-public API, which the bot uses in ``musbot/presenter/discord_internals.py``
alone, is still there in the shape that module relies on. A discord.py upgrade that moves any
of it fails here, naming what moved and the version, before a press fails in a channel;
``pyproject.toml`` pins discord.py to the minor versions this passed on."""

from __future__ import annotations

import ast
import importlib
import inspect
import io
import json
import re
from pathlib import Path
from typing import Any

import discord
import pytest
from press_payload import press

ROOT = Path(__file__).resolve().parents[2]
INTERNALS = ROOT / "musbot" / "presenter" / "discord_internals.py"
VERSION = discord.__version__

# what discord_internals.py imports from discord.py's modules that discord.py does not document
NAMES = ("discord.http.Route", "discord.http.json_or_text", "discord.utils._to_json",
         "discord.webhook.async_.interaction_message_response_params")
# the non-public attributes it reads or sets on discord.py's objects
ATTRIBUTES = {"_state", "_session", "_response_type", "_connection", "parsers", "_view_store", "_modals"}

PRESS = press(33, 44, 4)


def gone(what: str) -> str:
    return f"{what} is gone in discord.py {VERSION}"


def changed(what: str, how: str) -> str:
    return f"{what} changed in discord.py {VERSION}: {how}"


def resolve(dotted: str) -> Any:
    """The object a dotted name names, or a failure naming it."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:]:
            if not hasattr(found, name):
                pytest.fail(gone(dotted))
            found = getattr(found, name)
        return found
    pytest.fail(gone(dotted))


def takes(dotted: str, *names: str) -> None:
    """The function takes these keyword arguments (by name)."""
    parameters = inspect.signature(resolve(dotted)).parameters
    for name in names:
        if name not in parameters:
            pytest.fail(changed(dotted, f"it no longer takes {name}= (it takes {', '.join(parameters)})"))


def has(obj: Any, attribute: str, where: str) -> Any:
    if not hasattr(obj, attribute):
        pytest.fail(gone(f"{where}.{attribute}"))
    return getattr(obj, attribute)


def internals() -> Any:
    """The module, imported only once the names it needs were checked (it cannot be imported
    without them, and would fail with a bare ImportError)."""
    for dotted in NAMES:
        resolve(dotted)
    return importlib.import_module("musbot.presenter.discord_internals")


def client() -> discord.Client:
    return discord.Client(intents=discord.Intents.none(), allowed_mentions=discord.AllowedMentions.none())


@pytest.mark.parametrize("dotted", NAMES)
def test_every_name_used_is_there(dotted: str) -> None:
    resolve(dotted)


def test_the_checked_names_are_the_ones_the_module_uses() -> None:
    """Nothing in discord_internals.py escapes these checks: every name it imports from
    discord.py's modules and every non-public attribute it touches is listed above."""
    tree = ast.parse(INTERNALS.read_text())
    imported = {f"{node.module}.{alias.name}" for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("discord.")
                for alias in node.names}
    touched = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
               and re.fullmatch(r"_[a-z]\w*|parsers", node.attr)}
    assert imported == set(NAMES), "add to NAMES, and check the shape of, " + ", ".join(sorted(imported - set(NAMES)))
    assert touched <= ATTRIBUTES, "add to ATTRIBUTES, and check the shape of, " + ", ".join(sorted(touched - ATTRIBUTES))


def test_no_other_module_reaches_into_discord_py() -> None:
    """The bot's other modules use discord.py's public API only (its non-public names are
    those of discord_internals.py, or a view posing as one)."""
    private = re.compile(r"from discord\.(http|webhook|state|gateway)\b|discord\.utils\._|\bMISSING\b"
                         r"|(?<!self)(?<!cls)\.(_state|_session|_connection|_view_store|_modals|_response_type)\b"
                         r"|__discord_ui_view__|handle_message_parameters|interaction_message_response_params")
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for folder in ("musbot", "cogs") for path in sorted((ROOT / folder).rglob("*.py")) if path != INTERNALS
             for n, line in enumerate(path.read_text().splitlines(), 1) if private.search(line)]
    assert not found, "discord.py's non-public API outside discord_internals.py:\n" + "\n".join(found)


# ---------------------------------------------------------------------- the shapes relied on

def test_route_gives_the_answer_url() -> None:
    discord_internals = internals()
    route = resolve("discord.http.Route")
    url = route("POST", discord_internals.ANSWER, webhook_id=11, webhook_token="tok").url
    if not (isinstance(url, str) and url.startswith(route.BASE) and url.endswith("/interactions/11/tok/callback")):
        pytest.fail(changed("discord.http.Route(...).url", f"it gives {url!r}"))


def test_json_is_written_and_read_as_discord_py_does() -> None:
    written = resolve("discord.utils._to_json")({"type": 6, "data": {"ñ": 1}})
    if not isinstance(written, str) or json.loads(written) != {"type": 6, "data": {"ñ": 1}}:
        pytest.fail(changed("discord.utils._to_json", f"it writes {written!r}"))
    read = resolve("discord.http.json_or_text")
    if not inspect.iscoroutinefunction(read) or list(inspect.signature(read).parameters) != ["response"]:
        pytest.fail(changed("discord.http.json_or_text", "it is no longer a coroutine of the response alone"))


async def test_the_answer_that_edits_is_written_by_discord_py() -> None:
    discord_internals = internals()
    dotted = "discord.webhook.async_.interaction_message_response_params"
    takes(dotted, "type", "embed", "view", "attachments", "previous_allowed_mentions")
    interaction = discord_internals.interaction_of(client(), PRESS)
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.Container(discord.ui.TextDisplay("Mesa")))
    payload, multipart = discord_internals.message_update(interaction, view=view,
                                                          attachments=[discord_internals.Kept(5)])
    if multipart is not None or payload is None or payload.get("type") != 7:
        pytest.fail(changed(dotted, f"an answer without files is {payload!r}, {multipart!r}"))
    data = payload["data"]
    if (data.get("attachments") != [{"id": 5}] or data.get("embeds") != [] or "allowed_mentions" not in data
            or data.get("components") != view.to_components() or not data.get("flags", 0) & 1 << 15):
        pytest.fail(changed(dotted, f"it writes {data!r}"))
    file = discord.File(io.BytesIO(b"png"), filename="mesa_1.png")
    payload, multipart = discord_internals.message_update(interaction, view=view, attachments=[file])
    names = [field.get("name") for field in multipart or ()]
    if payload is not None or names != ["payload_json", "files[0]"]:
        pytest.fail(changed(dotted, f"an answer with a file is {payload!r}, fields {names}"))


async def test_an_interaction_is_built_and_answered_as_relied_on() -> None:
    discord_internals = internals()
    bot = client()
    if "data" not in inspect.signature(discord.Interaction).parameters:
        pytest.fail(changed("discord.Interaction", "it is no longer built from data= and state="))
    interaction = discord_internals.interaction_of(bot, PRESS)
    state = has(interaction, "_state", "discord.Interaction")
    for name in ("http", "allowed_mentions"):
        has(state, name, "discord.Interaction._state")
    for name in ("proxy", "proxy_auth"):
        has(state.http, name, "discord.Interaction._state.http")
    has(interaction, "_session", "discord.Interaction")
    response = interaction.response
    if has(response, "_response_type", "discord.InteractionResponse") is not None:
        pytest.fail(changed("discord.InteractionResponse._response_type", "it is set before any answer"))
    discord_internals.answered(interaction, discord.InteractionResponseType.deferred_message_update)
    if not response.is_done() or response.type is not discord.InteractionResponseType.deferred_message_update:
        pytest.fail(changed("discord.InteractionResponse._response_type", "setting it no longer marks it answered"))


async def test_the_interaction_parser_can_be_wrapped() -> None:
    discord_internals = internals()
    bot = client()
    connection = has(bot, "_connection", "discord.Client")
    parsers = has(connection, "parsers", "discord.Client._connection")
    if not callable(parsers.get("INTERACTION_CREATE")):
        pytest.fail(gone("discord.Client._connection.parsers['INTERACTION_CREATE']"))
    seen: list[Any] = []
    discord_internals.hook_interactions(bot, lambda data: seen.append(data) or False)
    parsers["INTERACTION_CREATE"](PRESS)  # as the gateway feeds it
    assert seen == [PRESS]


async def test_open_forms_are_known_by_custom_id() -> None:
    discord_internals = internals()
    bot = client()
    store = has(has(bot, "_connection", "discord.Client"), "_view_store", "discord.Client._connection")
    modals = has(store, "_modals", "discord.Client._connection._view_store")
    if not isinstance(modals, dict):
        pytest.fail(changed("discord.Client._connection._view_store._modals", f"it is a {type(modals).__name__}"))
    form = discord.ui.Modal(title="Envido", custom_id="mus:amount_form:33:4", timeout=300)
    form.add_item(discord.ui.TextInput(label="amount", custom_id="amount"))
    assert not discord_internals.knows_form(bot, form.custom_id)
    bot._connection.store_view(form)  # what sending a form does
    if not discord_internals.knows_form(bot, form.custom_id):
        pytest.fail(changed("discord.Client._connection._view_store._modals", "an open form is not in it by custom_id"))
