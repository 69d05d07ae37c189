"""The stand-in's own CPU per press, measured alone (the load bench's process shares the
machine's cores with the bots it measures, so its cost is theirs to lose).

    python bench/standin_cost.py [--presses N] [--rounds R]

A press as the load bench sees it, replayed N times on one table in one channel, in-process and
without sockets (aiohttp's own parsing and writing are left out: this is the stand-in's code):

* the person: the press's INTERACTION_CREATE built from the table message (``interaction_payload``)
  and the button found among the message's components (what ``SimUser.press`` does);
* the bot's requests, through the stand-in's ``_dispatch`` as aiohttp hands them over: the
  interaction callback (a deferred update; every other press a deferred ephemeral answer, as
  'Mis cartas'), the table message's edit (three in four with a new 35 KB picture in a multipart
  body, as the bot sends it) and, every other press, the private message's edit.

Printed: CPU microseconds per press for each half, the least of R rounds (the machine is shared).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import time
from typing import Any

from checkout import use

use("tests", ".", "bench")

from load_people import LoadStandIn  # noqa: E402
from standin.server import Clock, RateLimit  # noqa: E402
from standin.users import interaction_payload  # noqa: E402

BOUNDARY = "c4a850ec58c34c369d2c9f7c35ad410d"


def table_payload(n: int, picture: bool) -> dict[str, Any]:
    """A table message as the bot sends it: an embed with the picture and the hand's lines, and
    two rows of buttons."""
    lines = "\n".join(f"Pares, envite (Bot {i % 4 + 1}): +{i} para la pareja B." for i in range(8))
    payload: dict[str, Any] = {
        "embeds": [{"image": {"url": f"attachment://mesa_{n}.png"}, "flags": 0, "color": 3046706, "type": "rich",
                    "title": f"Mano {n} · es mano Bot 2",
                    "description": f"**pareja A** (Jugador1 & Bot 3): {n} tantos · juegos 0 · vacas 0\n{lines}"}],
        "components": [
            {"type": 1, "components": [
                {"type": 2, "style": 1, "disabled": False, "label": label, "custom_id": f"mus:{verb}:1:{n}"}
                for label, verb in (("Mus", "mus"), ("No hay mus", "nomus"), ("Paso", "paso"), ("Envido", "envido"))]},
            {"type": 1, "components": [
                {"type": 2, "style": 1, "disabled": False, "label": "Mis cartas", "custom_id": f"mus:cards:1:{n}"},
                {"type": 2, "style": 2, "disabled": False, "label": "Ver la mano", "custom_id": f"mus-mano:{n}:0:v"}]},
        ],
        "tts": False,
    }
    if picture:
        payload["attachments"] = [{"id": 0, "filename": f"mesa_{n}.png", "description": "La mesa " * 40}]
    return payload


def multipart(payload: dict[str, Any], filename: str, data: bytes) -> bytes:
    """The body discord.py's ``edit`` sends with a file: ``payload_json`` and ``files[0]``."""
    return b"".join([
        f"--{BOUNDARY}\r\nContent-Type: text/plain; charset=utf-8\r\n"
        f'Content-Disposition: form-data; name="payload_json"\r\n\r\n'.encode(),
        json.dumps(payload).encode(),
        f'\r\n--{BOUNDARY}\r\nContent-Type: image/png\r\nContent-Disposition: form-data; name="files[0]"; '
        f'filename="{filename}"\r\n\r\n'.encode(),
        data, f"\r\n--{BOUNDARY}--\r\n".encode(),
    ])


class FakeRequest:
    """What the stand-in reads of an aiohttp request."""

    def __init__(self, method: str, path: str, body: bytes, content_type: str, token: str,
                 query: dict[str, str] | None = None) -> None:
        self.method, self.path, self._body = method, path, body
        self.headers = {"Content-Type": content_type, "Authorization": f"Bot {token}"}
        self.query = query or {}

    @property
    def can_read_body(self) -> bool:
        return bool(self._body)

    async def read(self) -> bytes:
        return self._body

    async def json(self) -> Any:
        return json.loads(self._body)


async def measure(presses: int) -> tuple[float, float]:
    clock = Clock(frozen=True)
    standin = LoadStandIn(clock=clock, rate_limit=RateLimit(limit=5, per=5.0))  # the load bench's
    guild = standin.add_guild()
    channel = standin.add_channel(guild)
    user = standin.add_user("Jugador1")
    standin.port = 1  # only for the attachments' URLs: no server runs
    token = standin.bot_token
    table = standin._store(standin._new_message(channel, table_payload(0, False), []))
    picture = os.urandom(35_000)
    cards = json.dumps({"embeds": [{"title": "Tus cartas", "description": "rey de oros, rey de espadas"}],
                        "components": table_payload(0, False)["components"][1:]}).encode()
    person = stand = 0.0

    async def call(req: FakeRequest) -> None:
        response = await standin._dispatch(req)  # type: ignore[arg-type]
        assert response.status < 300, (req.method, req.path, response.status, getattr(response, "body", b""))

    for n in range(1, presses + 1):
        clock.advance(1.1)  # a press a second: the channel's 5 edits in 5 s are never exceeded
        t0 = time.process_time()
        rec = standin.open_interaction(3, user, channel, message=table)
        button = next(c for c in table.iter_components() if c.get("custom_id", "").startswith("mus:paso"))
        interaction_payload(standin, rec, {"custom_id": button["custom_id"], "component_type": 2},
                            locale="es-ES", message=table)
        t1 = time.process_time()
        private = n % 2 == 0
        answer = b'{"type":5,"data":{"flags":64}}' if private else b'{"type":6}'
        await call(FakeRequest("POST", f"/api/v10/interactions/{rec.id}/{rec.token}/callback", answer,
                               "application/json", token))
        edit = table_payload(n, picture=n % 4 != 0)
        path = f"/api/v10/channels/{channel.id}/messages/{table.id}"
        if n % 4 != 0:
            await call(FakeRequest("PATCH", path, multipart(edit, f"mesa_{n}.png", picture),
                                   f"multipart/form-data; boundary={BOUNDARY}", token))
        else:
            await call(FakeRequest("PATCH", path, json.dumps(edit).encode(), "application/json", token))
        if private:
            await call(FakeRequest("PATCH", f"/api/v10/webhooks/{standin.application_id}/{rec.token}/messages/@original",
                                   cards, "application/json", token))
        t2 = time.process_time()
        person += t1 - t0
        stand += t2 - t1
    return person, stand


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--presses", type=int, default=3000)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    best = (float("inf"), float("inf"))
    for _ in range(args.rounds):
        person, stand = asyncio.run(measure(args.presses))
        best = (min(best[0], person), min(best[1], stand))
    per = 1e6 / args.presses
    print(f"{args.presses} presses, least of {args.rounds} rounds: the person {best[0] * per:.1f} us CPU a press, "
          f"the stand-in's requests {best[1] * per:.1f} us a press")


if __name__ == "__main__":
    main()
