"""The event loop's own work per press, part by part, replayed in process (a benchmark, not a
test): CPU per call, to see differences of a few hundredths of a millisecond that the load
bench's noise hides.

    python bench/loop_parts.py [--tables 4] [--hands 2] [--repeat 3]

A short load run (``bench/load.py``'s, in this process, the real discord.py client against the
stand-in) records what the loop handled: the INTERACTION_CREATE payloads of presses on a table's
components, the table message's edits and the presses answered with one (its components v2
layout, its picture) and the snapshots published.
Each recorded item is then replayed with nothing else running, and its CPU (``process_time``)
printed per call:

* ``interaction``: discord.py building an ``Interaction`` from a press's payload, as the gateway
  does (after the interaction gate, so as the bot sees it);
* ``edit body``: a table-message edit's request body from its arguments, as discord.py's
  ``PartialMessage.edit`` and ``HTTPClient.request`` build it (``rest.edit_message``);
* ``answer body``: a press answered with the table message's edit, its request body as
  ``rest.answer_with_edit`` writes it (``discord_internals.message_update``, ``rest.one_body``);
* ``screen``: what ``Presenter.publish`` computes of a snapshot before its request (the screen,
  its history lines, its layout);
* ``freeze``: ``Table.freeze`` of a table mid-hand;
* ``request``: one recorded table edit (no picture) sent with discord.py's ``HTTPClient.request``,
  and the same request with aiohttp alone, to a small aiohttp server in another thread that
  answers as Discord does (the message back, rate-limit headers): the client's CPU (its
  thread's), answer read and parsed.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import io
import json
import sys
import threading
import time
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp  # noqa: E402
import discord  # noqa: E402
from discord import utils  # noqa: E402
from discord.http import handle_message_parameters  # noqa: E402

from bench import load  # noqa: E402
from musbot.presenter import discord_internals, rest  # noqa: E402
from musbot.presenter import gate as gate_mod  # noqa: E402
from musbot.presenter import presenter as presenter_mod  # noqa: E402
from musbot.presenter.history_screen import add_history  # noqa: E402
from musbot.presenter.layout import layout_view  # noqa: E402
from musbot.presenter.mentions import NOBODY  # noqa: E402
from musbot.presenter.screens import public_screen  # noqa: E402
from musbot.tables import model  # noqa: E402


class Recorded:
    def __init__(self) -> None:
        self.interactions: list[dict[str, Any]] = []
        self.edits: list[dict[str, Any]] = []
        self.answers: list[dict[str, Any]] = []
        self.publics: list[Any] = []
        self.tables: list[Any] = []
        self.state: Any = None
        self.presenter: Any = None


def record(rec: Recorded) -> Callable[[], None]:
    """Wrap what the replay needs; returns the undo."""
    admit, edit, publish, freeze = (gate_mod.InteractionGate.admit, rest.edit_message,
                                    presenter_mod.Presenter.publish, model.Table.freeze)
    answer = presenter_mod.answer_with_edit

    def admit_(self: Any, data: Any) -> bool:
        ok = admit(self, data)
        if ok and data.get("type") == 3 and str(data["data"]["custom_id"]).startswith("mus:"):
            rec.interactions.append(copy.deepcopy(data))
            rec.state = self.client._connection
        return ok

    async def edit_(client: Any, channel_id: int, message_id: int, **kwargs: Any) -> Any:
        rec.edits.append({"channel_id": channel_id, "message_id": message_id, **_kept(kwargs)})
        return await edit(client, channel_id, message_id, **kwargs)

    async def answer_(interaction: Any, **kwargs: Any) -> Any:
        rec.answers.append(_kept(kwargs))
        return await answer(interaction, **kwargs)

    async def publish_(self: Any, public: Any, note: str | None = None, fresh: bool = False) -> None:
        rec.presenter = self
        if note is None and not fresh:
            rec.publics.append(public)
        await publish(self, public, note, fresh)

    def freeze_(self: Any) -> Any:
        if self.match is not None and len(rec.tables) < 200:
            rec.tables.append(self)
        return freeze(self)

    gate_mod.InteractionGate.admit = admit_  # type: ignore[method-assign]
    rest.edit_message = edit_  # type: ignore[assignment]
    presenter_mod.edit_message = edit_  # type: ignore[assignment]
    presenter_mod.answer_with_edit = answer_  # type: ignore[assignment]
    presenter_mod.Presenter.publish = publish_  # type: ignore[method-assign]
    model.Table.freeze = freeze_  # type: ignore[method-assign]

    def undo() -> None:
        gate_mod.InteractionGate.admit = admit  # type: ignore[method-assign]
        rest.edit_message = edit  # type: ignore[assignment]
        presenter_mod.edit_message = edit  # type: ignore[assignment]
        presenter_mod.answer_with_edit = answer  # type: ignore[assignment]
        presenter_mod.Presenter.publish = publish  # type: ignore[method-assign]
        model.Table.freeze = freeze  # type: ignore[method-assign]
    return undo


def per_call(items: list[Any], work: Callable[[Any], Any], repeat: int) -> float:
    """The least CPU per call over ``repeat`` passes, in ms."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for item in items:
            work(item)
        best = min(best, time.process_time() - start)
    return best / max(1, len(items)) * 1000


def _kept(kwargs: dict[str, Any]) -> dict[str, Any]:
    """An edit's arguments with its files as bytes (a file is read once when sent)."""
    out = dict(kwargs)
    if out.get("attachments"):
        out["attachments"] = [(f.fp.getvalue(), f.filename, f.description) for f in out["attachments"]]
    return out


def _files(edit: dict[str, Any]) -> Any:
    if edit.get("attachments") is None:
        return discord.utils.MISSING
    return [discord.File(io.BytesIO(b), filename=n, description=d) for b, n, d in edit["attachments"]]


async def edit_body(edit: dict[str, Any]) -> Any:
    """A table edit's body as ``rest.edit_message`` has discord.py build it: the arguments
    ``PartialMessage.edit`` is given, the body ``HTTPClient.request`` writes (a FormData per
    request)."""
    with handle_message_parameters(embed=None, view=edit["view"], attachments=_files(edit),
                                   allowed_mentions=NOBODY) as params:
        if not params.files:
            return utils._to_json(params.payload)
        form = aiohttp.FormData(quote_fields=False)
        for field in params.multipart:
            form.add_field(**field)
        return await form().as_bytes()


async def answer_body(answer: dict[str, Any], state: Any) -> Any:
    """A press's answer with the table message's edit, its body as ``rest.answer_with_edit``
    writes it (the attachments kept named when no picture is uploaded)."""
    files = _files(answer)
    named: Any = files if files is not discord.utils.MISSING else (
        [discord_internals.Kept(i) for i in answer.get("kept", ())] or None)
    payload, multipart = discord_internals.message_update(types.SimpleNamespace(_state=state),  # type: ignore[arg-type]
                                                          view=answer["view"], attachments=named)
    if multipart is None:
        return utils._to_json(payload)
    return await rest.one_body(multipart)


def screen(public: Any) -> Any:
    """What ``publish`` computes of a snapshot before its request (its picture's alt text and
    key aside: the pictures' own)."""
    shown = add_history(public_screen(public, "es"), public, "es")
    image = f"mesa_{public.hand_number}.png" if public.view is not None else None
    return layout_view(shown, public.channel_id, public.hand_number, image=image, alt="alt")


def publish_per_call(rec: Recorded, loop: asyncio.AbstractEventLoop, repeat: int) -> float:
    """``Presenter.publish`` of the recorded snapshots in order, its request and picture
    drawing left out (a no-op edit, a fixed picture), on a presenter as the run left it."""
    presenter = rec.presenter
    async def edit(*args: Any, **kwargs: Any) -> Any:
        return types.SimpleNamespace(attachments=[])  # the message edited, with no picture

    def fixed(public: Any, lang: str) -> tuple[bytes, str]:
        return b"png", "alt"  # a picture and its words, not drawn

    saved = presenter_mod.edit_message, presenter_mod.public_picture_with_alt
    presenter_mod.edit_message = edit  # type: ignore[assignment]
    presenter_mod.public_picture_with_alt = fixed  # type: ignore[assignment]
    try:
        return per_call(rec.publics, lambda p: loop.run_until_complete(presenter.publish(p)), repeat)
    finally:
        presenter_mod.edit_message, presenter_mod.public_picture_with_alt = saved  # type: ignore[assignment]


ANSWER = json.dumps({"id": "1", "channel_id": "2", "type": 0, "content": "", "embeds": [], "flags": 1 << 15,
    "components": [{"type": 17, "accent_color": 0x2E7D32, "components": [
        {"type": 10, "content": "### Mesa\n" + "x" * 300},
        {"type": 12, "items": [{"media": {"url": "attachment://mesa_1.png"}, "description": "x" * 300}]},
        {"type": 10, "content": "x" * 500}, {"type": 14},
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Mus", "custom_id": "mus:mus:2:1"}] * 5}]}],
    "attachments": [{"id": "3", "filename": "mesa_1.png", "url": "http://127.0.0.1/mesa_1.png"}],
    "author": {"id": "5", "username": "musbot", "bot": True}})
HEADERS = {"X-Ratelimit-Remaining": "4", "X-Ratelimit-Limit": "5", "X-Ratelimit-Reset-After": "5",
           "X-Ratelimit-Bucket": "b"}


def serve(routes: list[tuple[str, str, Callable[[Any], Any]]] | None = None) -> tuple[str, Callable[[], None]]:
    """A server in its own thread answering ``routes`` (method, path, handler); by default every
    request as Discord answers a message edit."""
    from aiohttp import web

    async def answer(request: web.Request) -> web.Response:
        await request.read()
        return web.Response(text=ANSWER, content_type="application/json", headers=HEADERS)

    started = threading.Event()
    state: dict[str, Any] = {}

    def run() -> None:
        loop = asyncio.new_event_loop()
        app = web.Application()
        for method, path, handler in routes or [("*", "/{tail:.*}", answer)]:
            app.router.add_route(method, path, handler)
        runner = web.AppRunner(app)
        loop.run_until_complete(runner.setup())
        site = web.TCPSite(runner, "127.0.0.1", 0)
        loop.run_until_complete(site.start())
        state["port"] = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        state["loop"] = loop
        started.set()
        loop.run_forever()
        loop.run_until_complete(runner.cleanup())

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    started.wait()

    def stop() -> None:
        state["loop"].call_soon_threadsafe(state["loop"].stop)
        thread.join()
    return f"http://127.0.0.1:{state['port']}", stop


async def requests(edits: list[dict[str, Any]], rounds: int) -> tuple[float, float]:
    """(discord.py's, aiohttp's alone) client CPU per request, in ms, the least of ``rounds``."""
    from discord.http import HTTPClient, Route

    base, stop = serve()
    saved = Route.BASE
    Route.BASE = base + "/api/v10"
    http = HTTPClient(asyncio.get_running_loop())
    http.token = "x"
    http._global_over = asyncio.Event()
    http._global_over.set()
    session = aiohttp.ClientSession()
    http._HTTPClient__session = session  # type: ignore[attr-defined]
    plain = [e for e in edits if not e.get("attachments")] or edits[:1]
    bodies = []
    for e in plain:
        with handle_message_parameters(embed=None, view=e["view"], allowed_mentions=NOBODY) as params:
            bodies.append({"json": params.payload})
    url = base + "/api/v10/channels/2/messages/1"
    best = [float("inf"), float("inf")]
    try:
        for _ in range(rounds):
            start = time.thread_time()
            for body in bodies * 5:
                await http.request(Route("PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=2,
                                         message_id=1), json=body["json"])
            best[0] = min(best[0], (time.thread_time() - start) / (len(bodies) * 5))
            start = time.thread_time()
            for body in bodies * 5:
                async with session.request("PATCH", url, data=utils._to_json(body["json"]),
                                           headers={"Content-Type": "application/json"}) as response:
                    await response.json()
            best[1] = min(best[1], (time.thread_time() - start) / (len(bodies) * 5))
    finally:
        await session.close()
        Route.BASE = saved
        stop()
    return best[0] * 1000, best[1] * 1000


def load_run(tables: int, hands: int, think: float = 0.0) -> None:
    """A short run of the load bench in this process (its people and computer players basic)."""
    parser = argparse.ArgumentParser()
    load.add_people_args(parser)
    for flag in ("--no-tick", "--tracemalloc"):
        parser.add_argument(flag, action="store_true")
    parser.add_argument("--db")
    parser.add_argument("--frames", type=int, default=1)
    load.add_process_args(parser)
    asyncio.run(load.run(parser.parse_args(["--tables", str(tables), "--hands", str(hands), "--think", str(think),
                                            "--level", "basic"])))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=4)
    ap.add_argument("--hands", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=9)
    args = ap.parse_args(argv)
    rec = Recorded()
    undo = record(rec)
    load_run(args.tables, args.hands)
    undo()
    state = rec.state
    print(f"recorded: {len(rec.interactions)} presses, {len(rec.edits)} table edits, {len(rec.answers)} answers "
          f"with an edit, {len(rec.publics)} publishes, {len(rec.tables)} tables mid-hand")
    ms = per_call(rec.interactions, lambda d: discord.Interaction(data=d, state=state), args.repeat)
    print(f"interaction   {ms:.4f} ms per press")

    loop = asyncio.new_event_loop()
    ms = per_call(rec.edits, lambda e: loop.run_until_complete(edit_body(e)), args.repeat)
    print(f"edit body     {ms:.4f} ms per edit ({sum(bool(e.get('attachments')) for e in rec.edits)} "
          "with a picture)")
    ms = per_call(rec.answers, lambda a: loop.run_until_complete(answer_body(a, state)), args.repeat)
    print(f"answer body   {ms:.4f} ms per answer with an edit ({sum(bool(a.get('attachments')) for a in rec.answers)} "
          "with a picture)")
    ms = per_call(rec.publics, screen, args.repeat)
    print(f"screen        {ms:.4f} ms per publish")
    ms = publish_per_call(rec, loop, args.repeat)
    print(f"publish       {ms:.4f} ms per publish (all it does but its request and drawing)")
    ms = per_call(rec.tables, lambda t: t.freeze(), args.repeat)
    print(f"freeze        {ms:.4f} ms per freeze")
    theirs, alone = loop.run_until_complete(requests(rec.edits, args.repeat))
    print(f"request       {theirs:.4f} ms per table edit through discord.py's HTTPClient.request, "
          f"{alone:.4f} ms with aiohttp alone (client CPU, answer parsed)")
    loop.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
