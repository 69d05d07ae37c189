"""The stand-in reads a message's files exactly as aiohttp's multipart reader would.

``forms.form_parts`` replaced ``request.multipart()`` for speed (the load bench); these tests
send the same forms, built as discord.py builds them (``aiohttp.FormData(quote_fields=False)``,
``payload_json`` then ``files[n]``), to a loopback server that parses each one both ways.
"""

import json

import aiohttp
import pytest
from aiohttp import web
from aiohttp.multipart import BodyPartReader

from standin.forms import FormError, FormPart, form_parts

# a picture's bytes may hold anything, even what looks like a boundary line or a header end
PICTURE = b"\x89PNG\r\n\x1a\n\r\n--\r\n\r\nContent-Disposition: x\r\n" + bytes(range(256)) * 40


def discord_form(filenames: list[str], payload: dict) -> aiohttp.FormData:
    """What discord.py's ``HTTPClient.request`` sends for a message with files."""
    form = aiohttp.FormData(quote_fields=False)
    form.add_field(name="payload_json", value=json.dumps(payload))
    for i, filename in enumerate(filenames):
        form.add_field(name=f"files[{i}]", value=PICTURE + bytes([i]), filename=filename,
                       content_type="application/octet-stream")
    return form


async def both_ways(filenames: list[str], payload: dict) -> tuple[list[FormPart], list[FormPart]]:
    """(aiohttp's reading, the stand-in's reading) of the same form."""
    seen: dict[str, list[FormPart]] = {}

    async def by_aiohttp(request: web.Request) -> web.Response:
        parts = []
        async for part in await request.multipart():
            assert isinstance(part, BodyPartReader)
            parts.append(FormPart(part.name, part.filename, bytes(await part.read()),
                                  part.headers.get("Content-Type")))
        seen["aiohttp"] = parts
        return web.Response()

    async def by_standin(request: web.Request) -> web.Response:
        seen["standin"] = form_parts(request.headers["Content-Type"], await request.read())
        return web.Response()

    app = web.Application()
    app.router.add_post("/aiohttp", by_aiohttp)
    app.router.add_post("/standin", by_standin)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    try:
        async with aiohttp.ClientSession() as session:
            for route in ("aiohttp", "standin"):
                async with session.post(f"http://127.0.0.1:{port}/{route}",
                                        data=discord_form(filenames, payload)) as response:
                    assert response.status == 200
    finally:
        await runner.cleanup()
    return seen["aiohttp"], seen["standin"]


async def test_a_message_with_two_pictures_reads_as_aiohttp_reads_it() -> None:
    payload = {"content": "Órdago — ¿quieres?", "attachments": [{"id": 0, "description": "mesa"}]}
    theirs, ours = await both_ways(["mesa.png", "mano.png"], payload)
    assert ours == theirs
    assert [p.name for p in ours] == ["payload_json", "files[0]", "files[1]"]
    assert json.loads(ours[0].data) == payload
    assert ours[1].data == PICTURE + b"\x00" and ours[2].filename == "mano.png"


@pytest.mark.parametrize("filename", ['naïve "dos".png', "a;b.png", "/x.png", "back\\slash.png", "ñ ñ.png"])
async def test_an_unusual_file_name_gets_aiohttps_reading(filename: str) -> None:
    theirs, ours = await both_ways([filename], {"content": "x"})
    assert ours == theirs


def test_a_body_cut_short_is_a_stand_in_problem_not_an_empty_message() -> None:
    body = b'--b\r\nContent-Disposition: form-data; name="payload_json"\r\n\r\n{}'
    with pytest.raises(FormError):
        form_parts("multipart/form-data; boundary=b", body)
    with pytest.raises(FormError):
        form_parts("multipart/form-data", body + b"\r\n--b--\r\n")
    assert form_parts("multipart/form-data; boundary=b", body + b"\r\n--b--\r\n") == [
        FormPart("payload_json", None, b"{}")]
