"""What each use of discord.py's non-public API saves per call against discord.py's public
equivalent (a benchmark, not a test): the client's CPU, replayed in process with nothing else
running, to split what the load bench can only show as a whole.

    python bench/private_paths.py [--tables 4] [--hands 2] [--think 0] [--repeat 9]

A short load run (``bench/load.py``'s, in this process, the real client against the stand-in)
records the presses' INTERACTION_CREATE payloads and the arguments of every table-message edit,
press answered with an edit, and 'Mis cartas' edit. Each is then sent again, both ways in turn,
to a small server in another thread that answers as Discord does (the message back, built from
the request), and the CPU of this thread (the client's alone) is printed per call, the least of
``--repeat`` passes:

* table edit: the request without a ``discord.Message`` built from the answer, its multipart
  body in one piece (``rest.one_body``), against ``PartialMessage.edit`` (``rest.edit_message``);
* answer with edit: ``rest.answer_with_edit`` (tried once, the message not asked back unless a
  picture is uploaded) against ``InteractionResponse.edit_message``;
* acknowledge: ``rest.acknowledge`` against ``InteractionResponse.defer()``;
* 'Mis cartas' edit: the request without an ``InteractionMessage`` built from the answer,
  against ``Interaction.edit_original_response`` (``rest.edit_original_response``);
* press routing: a press fed to the gateway's INTERACTION_CREATE parser and routed to a handler
  that does nothing, by a hook on discord.py's view dispatch against the gate's
  ``on_interaction`` listener (the cogs' three dynamic items registered, as in the bot; both
  behind the gate's parser hook);
* components: a screen's layout (components v2) as its payload in an object discord.py takes
  for a view (``__discord_ui_view__``) against a stopped ``discord.ui.LayoutView``
  (``layout.layout_view``), each built and written as a request body.

The private sides the bot no longer has are written here, as the bot had them.
Both sides of a pair build the same ``discord.Interaction`` per call; its cost is printed apart.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import io
import json
import re
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import discord  # noqa: E402
from discord.ext import commands  # noqa: E402

from bench import loop_parts  # noqa: E402
from musbot.presenter import gate as gate_mod  # noqa: E402
from musbot.presenter import presenter as presenter_mod  # noqa: E402
from musbot.presenter import rest  # noqa: E402

APP, BOT_USER = 900000000000000001, {"id": "900000000000000001", "username": "musbot", "discriminator": "0",
                                     "avatar": None, "bot": True, "global_name": None}


class Recorded:
    def __init__(self) -> None:
        self.payloads: dict[int, dict[str, Any]] = {}  # interaction id -> INTERACTION_CREATE of a press
        self.table_edits: list[dict[str, Any]] = []
        self.answers: list[tuple[int, dict[str, Any]]] = []  # (interaction id, its arguments)
        self.privates: list[tuple[int, dict[str, Any]]] = []
        self.acks: list[int] = []
        self.screens: list[tuple[tuple[Any, ...], dict[str, Any]]] = []  # the arguments of every layout made


def _kept(kwargs: dict[str, Any]) -> dict[str, Any]:
    """The arguments with their files as bytes (a file is read once when sent)."""
    out = dict(kwargs)
    if out.get("attachments"):
        out["attachments"] = [(f.fp.getvalue(), f.filename, f.description) for f in out["attachments"]]
    return out


def _files(kwargs: dict[str, Any]) -> dict[str, Any]:
    out = dict(kwargs)
    if "attachments" in out:
        out["attachments"] = [discord.File(io.BytesIO(b), filename=n, description=d) for b, n, d in out["attachments"]]
    return out


def record(rec: Recorded) -> Callable[[], None]:
    """Wrap what the replay needs; returns the undo."""
    admit = gate_mod.InteractionGate.admit
    edit, answer, private = presenter_mod.edit_message, presenter_mod.answer_with_edit, presenter_mod.edit_original_response
    ack, layout_of = rest.acknowledge, presenter_mod.layout_view

    def admit_(self: Any, data: Any) -> bool:
        if data.get("type") == 3 and str(data["data"]["custom_id"]).startswith("mus:"):
            rec.payloads[int(data["id"])] = copy.deepcopy(data)
        return admit(self, data)

    async def edit_(client: Any, channel_id: int, message_id: int, **kwargs: Any) -> Any:
        rec.table_edits.append(_kept(kwargs))
        return await edit(client, channel_id, message_id, **kwargs)

    async def answer_(interaction: Any, **kwargs: Any) -> Any:
        rec.answers.append((interaction.id, _kept(kwargs)))
        return await answer(interaction, **kwargs)

    async def private_(interaction: Any, **kwargs: Any) -> Any:
        rec.privates.append((interaction.id, _kept(kwargs)))
        return await private(interaction, **kwargs)

    def layout_(*args: Any, **kwargs: Any) -> Any:
        rec.screens.append((copy.deepcopy(args), kwargs))  # the screen as it was shown
        return layout_of(*args, **kwargs)

    async def ack_(interaction: Any) -> None:
        rec.acks.append(interaction.id)
        await ack(interaction)

    import cogs.play as play_mod
    from musbot.presenter import answers as answers_mod

    gate_mod.InteractionGate.admit = admit_  # type: ignore[method-assign]
    presenter_mod.edit_message, presenter_mod.answer_with_edit = edit_, answer_  # type: ignore[assignment]
    presenter_mod.edit_original_response = private_  # type: ignore[assignment]
    answers_mod.acknowledge = play_mod.acknowledge = ack_  # type: ignore[assignment]
    presenter_mod.layout_view = layout_  # type: ignore[assignment]

    def undo() -> None:
        gate_mod.InteractionGate.admit = admit  # type: ignore[method-assign]
        presenter_mod.edit_message, presenter_mod.answer_with_edit = edit, answer  # type: ignore[assignment]
        presenter_mod.edit_original_response = private  # type: ignore[assignment]
        answers_mod.acknowledge = play_mod.acknowledge = ack  # type: ignore[assignment]
        presenter_mod.layout_view = layout_of  # type: ignore[assignment]
    return undo


# ---------------------------------------------------------------------- Discord, answering

def message_json(payload: dict[str, Any], message_id: str, channel_id: str, flags: int = 0) -> dict[str, Any]:
    """The message Discord sends back after an edit of it with ``payload``."""
    attachments = []
    for i, a in enumerate(payload.get("attachments") or ()):
        name = a.get("filename", "mesa.png")
        attachments.append({"id": str(a["id"]) if "filename" not in a else str(800000000000000000 + i), "filename": name,
                            "size": 40000, "url": f"https://cdn.example/{name}", "proxy_url": f"https://cdn.example/{name}",
                            "content_type": "image/png", "width": 960, "height": 540,
                            **({"description": a["description"]} if a.get("description") else {})})
    return {"id": message_id, "channel_id": channel_id, "type": 0, "author": BOT_USER, "content": "",
            "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": "2026-01-01T00:00:01+00:00", "tts": False,
            "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": attachments,
            "embeds": payload.get("embeds") or [], "components": payload.get("components") or [], "pinned": False,
            "flags": flags, **({"webhook_id": str(APP), "application_id": str(APP)} if flags else {})}


def serve() -> tuple[str, Callable[[], None]]:
    """Discord's answers to the three routes, from a server in its own thread."""
    from aiohttp import web

    headers = {"X-Ratelimit-Remaining": "4", "X-Ratelimit-Limit": "5", "X-Ratelimit-Reset-After": "5",
               "X-Ratelimit-Bucket": "b"}

    async def body(request: web.Request) -> dict[str, Any]:
        if request.content_type == "application/json":
            return await request.json()  # type: ignore[no-any-return]
        form = await request.post()
        return json.loads(str(form["payload_json"]))

    def answer(data: Any, more: dict[str, str] | None = None) -> web.Response:
        # exactly this content type: discord.py parses nothing else as JSON
        return web.Response(body=json.dumps(data).encode(), headers={"Content-Type": "application/json", **(more or {})})

    async def edit(request: web.Request) -> web.Response:
        return answer(message_json(await body(request), request.match_info["m"], request.match_info["c"]), headers)

    async def callback(request: web.Request) -> web.Response:
        sent = await body(request)
        if request.query.get("with_response", "") not in ("1", "true"):
            return web.Response(status=204)
        message = message_json(sent.get("data") or {}, "700000000000000001", "600000000000000001")
        return answer({"interaction": {"id": request.match_info["i"], "type": 3, "response_message_id": message["id"]},
                       "resource": {"type": sent["type"], "message": message}})

    async def original(request: web.Request) -> web.Response:
        return answer(message_json(await body(request), "700000000000000002", "600000000000000001", 64))

    return loop_parts.serve([("PATCH", "/api/v10/channels/{c}/messages/{m}", edit),
                             ("POST", "/api/v10/interactions/{i}/{t}/callback", callback),
                             ("PATCH", "/api/v10/webhooks/{a}/{t}/messages/@original", original)])


# ---------------------------------------------------------------------- the other side of each

async def private_table_edit(client: discord.Client, channel_id: int, message_id: int, **kwargs: Any) -> Any:
    from discord.http import Route, handle_message_parameters

    route = Route("PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=channel_id, message_id=message_id)
    with handle_message_parameters(**kwargs) as params:
        body = {"json": params.payload} if not params.files else {"data": await rest.one_body(params.multipart)}
    return await client.http.request(route, **body)


async def public_answer(interaction: discord.Interaction, *, kept: tuple[int, ...] = (), **kwargs: Any) -> Any:
    message = interaction.message
    if "attachments" not in kwargs and kept and message is not None:  # named, as the bot does
        kwargs["attachments"] = [a for a in message.attachments if a.id in kept]
    return await interaction.response.edit_message(**kwargs)


async def public_ack(interaction: discord.Interaction) -> Any:
    return await interaction.response.defer()


async def private_private(interaction: discord.Interaction, **kwargs: Any) -> Any:
    from discord.http import handle_message_parameters
    from discord.webhook.async_ import async_context

    state: Any = interaction._state
    with handle_message_parameters(content=None, previous_allowed_mentions=state.allowed_mentions, **kwargs) as params:
        return await async_context.get().edit_original_interaction_response(
            interaction.application_id, interaction.token, session=interaction._session, proxy=state.http.proxy,
            proxy_auth=state.http.proxy_auth, payload=params.payload, multipart=params.multipart, files=params.files)


class Components:
    """A screen's layout as its payload, in an object discord.py takes for a finished view."""

    __slots__ = ("rows",)
    __discord_ui_view__ = True
    timeout = None

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self.rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return self.rows

    def has_components_v2(self) -> bool:
        return True

    def is_finished(self) -> bool:
        return True

    def is_dispatchable(self) -> bool:
        return False


def layout_payload(screen: Any, channel_id: int, hand: int, *, image: str | None = None, alt: str = "") -> Components:
    """The components ``layout_view(...).to_components()`` gives for this screen, written
    straight (its rows and cut text as ``layout.py`` makes them)."""
    from musbot.presenter.controls import custom_id
    from musbot.presenter.layout import MAX_ALT, MAX_TEXT, _fit, _rows
    from musbot.presenter.messages import STYLES

    def item(c: Any) -> dict[str, Any]:
        cid = c.custom_id or custom_id(c.verb, channel_id, hand)
        if c.options:
            return {"type": 3, "custom_id": cid, "min_values": c.min_values,
                    "max_values": min(c.max_values, len(c.options)), "disabled": c.disabled, "required": True,
                    "placeholder": c.label[:150],
                    "options": [{"label": label[:100], "value": value, "default": False} for value, label in c.options]}
        return {"type": 2, "style": STYLES[c.style].value, "disabled": c.disabled, "label": c.label[:80],
                "custom_id": cid}

    head = "\n".join([f"### {screen.title}", *screen.moment]) if screen.title else "\n".join(screen.moment)
    tail = [*screen.lines, *([f"⏳ <t:{int(screen.deadline)}:R>"] if screen.deadline is not None else []),
            *([f"-# {screen.footer}"] if screen.footer else [])]
    text = _fit("\n".join(tail).strip("\n"), MAX_TEXT - len(head) - sum(len(words) for words, _ in screen.seats))
    inside: list[dict[str, Any]] = [{"type": 10, "content": head[:MAX_TEXT]}] if head.strip() else []
    if image is not None:
        media: dict[str, Any] = {"media": {"url": f"attachment://{image}"}, "spoiler": False}
        if alt[:MAX_ALT]:
            media["description"] = alt[:MAX_ALT]
        inside.append({"type": 12, "items": [media]})
    inside += [{"type": 9, "components": [{"type": 10, "content": words}], "accessory": item(c)}
               for words, c in screen.seats]
    if text:
        inside.append({"type": 10, "content": text})
    rows = _rows(screen.controls)
    if rows:
        inside.append({"type": 14, "divider": True, "spacing": 1})
    inside += [{"type": 1, "components": [item(c) for c in row]} for row in rows]
    box: dict[str, Any] = {"type": 17, "spoiler": False, "components": inside}
    if screen.colour is not None:
        box["accent_color"] = screen.colour
    return Components([box])


def route_by_view_dispatch(bot: commands.Bot, gate: Any) -> None:
    """Presses routed by a hook on discord.py's view dispatch, behind the gate's parser hook."""
    from musbot.presenter import discord_internals

    discord_internals.hook_interactions(bot, gate.admit)
    store: Any = bot._connection._view_store
    dispatch_view = store.dispatch_view

    def dispatch(component_type: int, custom_id: str, interaction: discord.Interaction) -> None:
        for pattern, handler in gate._routes.items():
            match = pattern.fullmatch(custom_id)
            if match is not None:
                if gate_mod._on_message(interaction, component_type, custom_id):
                    gate._spawn(gate._guarded(handler(interaction, match), interaction, f"a press on {custom_id}"))
                return
        dispatch_view(component_type, custom_id, interaction)

    store.dispatch_view = dispatch


# ---------------------------------------------------------------------- measuring

def best(repeat: int, passes: dict[str, Callable[[], Awaitable[int]]], loop: asyncio.AbstractEventLoop) -> dict[str, float]:
    """ms of this thread's CPU per call of each pass, the least of ``repeat`` rounds, the passes
    in turn within each round."""
    out = {name: float("inf") for name in passes}
    for _ in range(repeat):
        for name, work in passes.items():
            start = time.thread_time()
            n = loop.run_until_complete(work())
            out[name] = min(out[name], (time.thread_time() - start) / max(1, n) * 1000)
    return out


async def client_at(base: str) -> commands.Bot:
    from discord.http import Route

    Route.BASE = base + "/api/v10"
    bot = commands.Bot(command_prefix="!", intents=discord.Intents.none(),
                       allowed_mentions=discord.AllowedMentions.none())
    import aiohttp

    await bot._async_setup_hook()
    bot.http.token = "x"  # no login: its HTTP client is given a session
    bot.http._HTTPClient__session = aiohttp.ClientSession()  # type: ignore[attr-defined]
    bot.http._global_over = asyncio.Event()
    bot.http._global_over.set()
    bot._connection.application_id = APP
    bot._connection.user = discord.ClientUser(state=bot._connection, data=BOT_USER)  # type: ignore[arg-type]
    return bot


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=4)
    ap.add_argument("--hands", type=int, default=2)
    ap.add_argument("--think", type=float, default=0.0, help="the recording run's --think (how presses are answered "
                    "depends on it: the load bench's 2 s let more table edits and acknowledgements through)")
    ap.add_argument("--repeat", type=int, default=9)
    args = ap.parse_args(argv)
    rec = Recorded()
    undo = record(rec)
    loop_parts.load_run(args.tables, args.hands, args.think)
    undo()
    answers = [(rec.payloads[i], kw) for i, kw in rec.answers if i in rec.payloads]
    privates = [(rec.payloads[i], kw) for i, kw in rec.privates if i in rec.payloads]
    acks = [rec.payloads[i] for i in rec.acks if i in rec.payloads]
    presses = list(rec.payloads.values())
    print(f"recorded: {len(presses)} presses, {len(rec.table_edits)} table edits, {len(answers)} answers with an "
          f"edit, {len(acks)} acknowledgements, {len(privates)} 'Mis cartas' edits")
    print(f"{'path':<22} {'private ms':>10} {'public ms':>10} {'saved ms':>9} {'calls/press':>11} {'saved ms/press':>14}")

    base, stop = serve()
    loop = asyncio.new_event_loop()
    bot = loop.run_until_complete(client_at(base))
    state = bot._connection

    def fresh(payload: dict[str, Any]) -> discord.Interaction:
        return discord.Interaction(data=copy.deepcopy(payload), state=state)

    def over(items: list[Any], call: Callable[[Any], Awaitable[Any]]) -> Callable[[], Awaitable[int]]:
        async def work() -> int:
            for item in items:
                await call(item)
            return len(items)
        return work

    async def with_interaction(payload: dict[str, Any]) -> None:
        fresh(payload)

    rows: list[tuple[str, dict[str, float]]] = []
    edits = rec.table_edits
    rows.append(("table edit", best(args.repeat, {
        "private": over(edits, lambda e: private_table_edit(bot, 600000000000000001, 700000000000000001,
                                                            **_files(e))),
        "public": over(edits, lambda e: rest.edit_message(bot, 600000000000000001, 700000000000000001,
                                                          **_files(e))),
    }, loop)))
    rows.append(("answer with edit", best(args.repeat, {
        "private": over(answers, lambda a: rest.answer_with_edit(fresh(a[0]), **_files(a[1]))),
        "public": over(answers, lambda a: public_answer(fresh(a[0]), **_files(a[1]))),
        "interaction": over([a[0] for a in answers], with_interaction),
    }, loop)))
    rows.append(("acknowledge", best(args.repeat, {
        "private": over(acks, lambda p: rest.acknowledge(fresh(p))),
        "public": over(acks, lambda p: public_ack(fresh(p))),
        "interaction": over(acks, with_interaction),
    }, loop)))
    rows.append(("'Mis cartas' edit", best(args.repeat, {
        "private": over(privates, lambda a: private_private(fresh(a[0]), **_files(a[1]))),
        "public": over(privates, lambda a: rest.edit_original_response(fresh(a[0]), **_files(a[1]))),
        "interaction": over([a[0] for a in privates], with_interaction),
    }, loop)))
    rows.append(("press routing", routing(args.repeat, presses, loop)))
    rows.append(("components", components(args.repeat, rec, loop)))
    n = max(1, len(presses))
    per_press = {"table edit": len(rec.table_edits) / n, "answer with edit": len(answers) / n,
                 "acknowledge": len(acks) / n, "'Mis cartas' edit": len(privates) / n, "press routing": 1.0,
                 "components": len(rec.screens) / n}
    for name, f in rows:
        extra = f" (building the interaction: {f['interaction']:.4f} ms, in both)" if "interaction" in f else ""
        saved = f["public"] - f["private"]
        print(f"{name:<22} {f['private']:>10.4f} {f['public']:>10.4f} {saved:>9.4f} {per_press[name]:>11.2f} "
              f"{saved * per_press[name]:>14.4f}{extra}")
    loop.run_until_complete(bot.http._HTTPClient__session.close())  # type: ignore[attr-defined]
    loop.close()
    stop()
    return 0


def routing(repeat: int, presses: list[dict[str, Any]], loop: asyncio.AbstractEventLoop) -> dict[str, float]:
    """A press from the gateway's parser to its handler, both ways, on bots with the cogs'
    dynamic items registered."""
    from cogs.history import ReplayControl
    from cogs.invite import InviteButton
    from cogs.torneo import TournamentControl
    from musbot.presenter.controls import CUSTOM_ID_PATTERN

    calls = [0, 0]

    def handler(n: int) -> Callable[[discord.Interaction, re.Match[str]], Awaitable[None]]:
        async def handled(interaction: discord.Interaction, match: re.Match[str]) -> None:
            calls[n] += 1
        return handled

    async def bots() -> tuple[commands.Bot, commands.Bot]:
        made = []
        for _ in range(2):
            bot = commands.Bot(command_prefix="!", intents=discord.Intents.none())
            await bot._async_setup_hook()  # the client's loop, as logging in sets it
            bot._connection.application_id = APP
            bot._connection.user = discord.ClientUser(state=bot._connection, data=BOT_USER)  # type: ignore[arg-type]
            bot.add_dynamic_items(TournamentControl, ReplayControl, InviteButton)
            made.append(bot)
        return made[0], made[1]

    private, public = loop.run_until_complete(bots())
    gates = [gate_mod.InteractionGate(private), gate_mod.InteractionGate(public)]
    for n, gate in enumerate(gates):
        gate.route(CUSTOM_ID_PATTERN, handler(n))
    route_by_view_dispatch(private, gates[0])
    gates[1].install()

    def feeding(bot: commands.Bot) -> Callable[[], Awaitable[int]]:
        parse = bot._connection.parsers["INTERACTION_CREATE"]

        async def work() -> int:
            for gate in gates:
                gate._seen.clear()
            for payload in presses:
                parse(copy.deepcopy(payload))
                for _ in range(4):  # the tasks it spawned run to their end
                    await asyncio.sleep(0)
            return len(presses)
        return work

    async def copies() -> int:
        for payload in presses:
            copy.deepcopy(payload)
            for _ in range(4):
                await asyncio.sleep(0)
        return len(presses)

    f = best(repeat, {"private": feeding(private), "public": feeding(public), "copy": copies}, loop)
    assert calls[0] == calls[1] > 0, calls  # the same presses reached their handler both ways
    return {"private": f["private"] - f["copy"], "public": f["public"] - f["copy"]}


def components(repeat: int, rec: Recorded, loop: asyncio.AbstractEventLoop) -> dict[str, float]:
    """The recorded screens' layouts built and written into a request body, both ways (the
    payload checked equal to the view's first)."""
    from discord.http import handle_message_parameters

    def body(view: Any) -> None:
        with handle_message_parameters(view=view) as params:
            assert params.payload is not None

    from musbot.presenter.layout import layout_view

    for args, kwargs in rec.screens:
        assert layout_payload(*args, **kwargs).to_components() == layout_view(*args, **kwargs).to_components()

    async def ours() -> int:
        for args, kwargs in rec.screens:
            body(layout_payload(*args, **kwargs))
        return len(rec.screens)

    async def theirs() -> int:
        for args, kwargs in rec.screens:
            body(layout_view(*args, **kwargs))
        return len(rec.screens)

    return best(repeat, {"private": ours, "public": theirs}, loop)


if __name__ == "__main__":
    raise SystemExit(main())
