"""Tournaments on Discord: the tie threads, the tournament message kept current, and what the
tournament service tells people, phrased with the catalogue.

``TournamentDesk`` puts the parts together for the bot: the Discord-free ``TournamentService``
over ``ServiceTables`` (the real table service, tournament mode) with ``DiscordThreads`` for the
ties' threads. Every ``Notice`` is said in the tournament's channel in the server's language
(the people it is for mentioned; a tie's call to the table in its thread), and the tournament
message (text, buttons carrying the tournament's version, pictures drawn in a thread from
``tournament_pictures``) is edited after every change, one edit at a time per
tournament with bursts collapsed. Its id lives in the tournament's stored ``messages``, so a
restart edits the same message.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from collections.abc import Callable, Mapping
from typing import Any

import discord

from musbot.i18n import t
from musbot.i18n.alt import sanction_words
from musbot.i18n.counts import tn
from musbot.i18n.narrate import join_list
from musbot.store import Store
from musbot.store.db import parse_utc
from musbot.tables.service import TableService
from musbot.tournaments import (
    Notice,
    PartidaSpec,
    Tournament,
    TournamentError,
    TournamentService,
    rng,
)
from musbot.tournaments.formats import format_of
from musbot.tournaments.tables import ServiceTables

from . import tournament_pictures
from .languages import Languages
from .mentions import NOBODY, mention, pinging, plain
from .messages import png_file
from .tournament_names import format_name, stage_name

log = logging.getLogger(__name__)

PAGE_ROOM = 1800  # a page of the list of pairs: its rows, leaving room for its heading in 2,000
CUSTOM_ID_PATTERN = r"torneo:(?P<verb>[a-z_]+):(?P<tid>[0-9]+):(?P<version>[0-9]+)"
# the buttons in a presencial tie's thread: report, no-show, confirm, dispute
TIE_PATTERN = r"torneo-tie:(?P<verb>[a-z]+):(?P<tid>[0-9]+):(?P<match>[0-9]+)"
_REPORT_CONTROLS = (("report", "tourn.btn.report", discord.ButtonStyle.primary),
                    ("absent", "tourn.btn.absent", discord.ButtonStyle.secondary))
TIE_CONTROLS = {"presencial_open": _REPORT_CONTROLS, "presencial_moved": _REPORT_CONTROLS,
                "reported": (("confirm", "tourn.btn.confirm_report", discord.ButtonStyle.success),
                             ("dispute", "tourn.btn.dispute", discord.ButtonStyle.danger)),
                "reported_absent": (("confirm", "tourn.btn.confirm_report", discord.ButtonStyle.success),
                                    ("dispute", "tourn.btn.dispute", discord.ButtonStyle.danger))}
ACTIVE = ("signup", "running", "paused")
CODE_PARAMS = ("seed", "commitment")  # shown in code spans, where an escape would show


def custom_id(verb: str, tid: int, version: int = 0) -> str:
    """``torneo:<verb>:<tournament>:<version>``: organisers' buttons carry the version they saw."""
    return f"torneo:{verb}:{tid}:{version}"


def tie_custom_id(verb: str, tid: int, match_no: int) -> str:
    """``torneo-tie:<verb>:<tournament>:<tie>``: a press in a presencial tie's thread."""
    return f"torneo-tie:{verb}:{tid}:{match_no}"


def _stamp(at: str | None) -> str:
    return f"<t:{int(parse_utc(at).timestamp())}:R>" if at else "—"


class DiscordThreads:
    """A tie's thread under the tournament's channel (``tournaments.tables.Threads``)."""

    def __init__(self, client: discord.Client, languages: Languages) -> None:
        self.client = client
        self.languages = languages

    async def open_thread(self, spec: PartidaSpec) -> int:
        a = " · ".join(s.name for s in spec.seats[0::2])
        b = " · ".join(s.name for s in spec.seats[1::2])
        kind = discord.ChannelType.private_thread if spec.private else discord.ChannelType.public_thread
        # a week, the longest Discord keeps a quiet thread open (no longer boost-locked: discord-api-docs#4825):
        # a liga's tie may wait its whole jornada; the bot archives it itself when the tie ends
        data = await self.client.http.start_thread_without_message(
            spec.channel_id, name=f"{spec.tournament_name} · {a} – {b}"[:100], auto_archive_duration=10080,
            type=kind.value, invitable=False)  # type: ignore[arg-type]
        thread = int(data["id"])
        if spec.private:  # a private thread is seen by its members only: the four are added
            for user in spec.users:
                await self.client.http.add_user_to_thread(thread, user)
        return thread

    async def lang(self, guild_id: int) -> str:
        return await self.languages.of_guild(guild_id)


class TournamentDesk:
    def __init__(self, client: discord.Client, tables: TableService, languages: Languages, store: Store,
                 clock: Callable[[], float]) -> None:
        self.client = client
        self.languages = languages
        self.store = store
        self.threads = DiscordThreads(client, languages)
        self.tables = ServiceTables(tables, self.threads, store)
        ownership = getattr(client, "ownership", None)  # MusBot's shards: only our guilds' tournaments
        seeds = getattr(client, "seeds", None)  # a bot whose partidas are seeded (tests) seeds its draws too
        self.service = TournamentService(store, self.tables, clock=clock,
                                         new_seed=rng.new_seed if seeds is None else lambda: f"{seeds():064x}",
                                         owns=ownership.owns if ownership is not None else None)
        self.tables.bind(self.service)
        self.service.listeners.append(self.on_notice)
        self.tables.changed.append(self.touch)
        self.edits = 0  # tournament messages posted or edited
        self._locks: dict[int, asyncio.Lock] = {}
        self._queued: set[int] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._latest: dict[int, asyncio.Task[None]] = {}  # tournament -> its last refresh queued
        self._posted: dict[int, int] = {}  # tournament -> its message, if posted but not stored

    # ------------------------------------------------------------------ start-up and time
    async def start(self) -> None:
        """After the tables are recovered: the active tournaments, their ties' threads and tables."""
        await self.service.recover()
        await self.tables.recover()

    async def tick(self) -> None:
        await self.service.tick()

    async def settled(self) -> None:
        """Until every queued edit of a tournament message is done (tests)."""
        while self._tasks:
            await asyncio.wait(set(self._tasks))

    # ------------------------------------------------------------------ notices
    async def on_notice(self, n: Notice) -> None:
        try:
            t_ = await self.service.get(n.tournament_id)
        except TournamentError:
            return
        lang = await self.languages.of_guild(t_.guild_id)
        until = n.params.get("until")
        stages = n.params.get("stage")
        n = dataclasses.replace(n, params=_shown(n.params, lang))
        if isinstance(until, str):
            n = dataclasses.replace(n, params={**n.params, "until": _stamp(until)})
        if stages is not None:  # a round's stages (grupo A and B may play the same round), each named
            names = [stage_name(str(s), lang) for s in (stages if isinstance(stages, tuple) else (stages,))]
            n = dataclasses.replace(n, params={**n.params, "stage": join_list(names, lang)})
        if n.kind == "match_open":
            await self._call_to_table(t_, n, lang)
        elif n.kind in TIE_CONTROLS:
            await self._in_tie(t_, n, lang)
        elif n.kind != "created":  # a new tournament: its message (name, commitment) is the announcement
            people = sorted(set(n.to) | ({t_.organiser_id} if n.organiser else set()))
            text = t(f"tourn.notice.{n.kind}", lang, **n.params)
            if people:
                text = f"{mention(people)} {text}"
            await self._say(t_, t_.channel_id, text, people)
        if n.kind in ("result", "walkover", "walkover_both", "reported_result", "reported_walkover"):
            await self._end_thread(t_, n, lang)
        if n.kind == "cancelled":  # every tie still open: its thread says so and is archived too
            for _tid, no in [k for k in self.tables.ended if k[0] == t_.id]:
                await self._end_thread(t_, dataclasses.replace(n, params={**n.params, "match": no}), lang)
        if n.kind == "champion":
            await self._crown(t_, n, lang)
        if n.kind.startswith("sanction_") and n.params.get("match"):  # said in the tie too, pinging nobody
            thread = self.tables.thread_of(t_.id, int(n.params["match"]))
            if thread is not None:
                await self._say(t_, thread, t(f"tourn.notice.{n.kind}", lang, **n.params))
        self.touch(n.tournament_id)

    async def _in_tie(self, t_: Tournament, n: Notice, lang: str) -> None:
        """Said in a presencial tie's thread with the buttons that answer it, the people it is
        for mentioned (a thread not made: in the tournament's channel). A tie moved to a real
        table names its four without pinging them again: its bot table's call pinged them."""
        match_no = int(n.params.get("match", 0))
        thread = self.tables.thread_of(t_.id, match_no)
        text = f"{mention(n.to)} {t(f'tourn.notice.{n.kind}', lang, **n.params)}"
        view = discord.ui.View(timeout=None)
        for verb, key, style in TIE_CONTROLS[n.kind]:
            view.add_item(discord.ui.Button(custom_id=tie_custom_id(verb, t_.id, match_no), label=t(key, lang)[:80],
                                            style=style))
        channel = self.client.get_partial_messageable(thread or t_.channel_id, guild_id=t_.guild_id)
        try:
            await channel.send(text[:2000], view=view,
                               allowed_mentions=pinging(() if n.kind == "presencial_moved" else n.to))
        except discord.HTTPException as exc:
            log.warning("tournament %s: could not post in tie %s (%s)", t_.id, match_no, exc.status)

    async def _call_to_table(self, t_: Tournament, n: Notice, lang: str) -> None:
        """A tie's partida is open: said in its thread, the four mentioned."""
        users = set(n.to)
        for m in t_.matches.values():
            if m.status != "open" or m.a is None or m.b is None:
                continue
            if set(t_.entries[m.a].users + t_.entries[m.b].users) != users:
                continue
            thread = self.tables.thread_of(t_.id, m.no)
            if thread is None:
                return
            key = "tourn.thread.hello" if m.deadline else "tourn.thread.next"
            text = t(key, lang, mentions=mention(n.to), tournament=plain(t_.name), a=n.params.get("a", ""),
                     b=n.params.get("b", ""), number=n.params.get("number", 1), deadline=_stamp(m.deadline))
            if key == "tourn.thread.next":
                text = f"{mention(n.to)} {text}"
            await self._say(t_, thread, text, n.to)
            return

    async def _end_thread(self, t_: Tournament, n: Notice, lang: str) -> None:
        """A tie has ended: its result said in its thread, then the thread archived and locked
        (nobody plays on there; Manage Threads lets moderators open it again). Without Manage
        Threads the thread is archived only (the bot made it, so it may)."""
        thread = self.tables.ended.pop((t_.id, int(n.params.get("match", 0))), None)
        if thread is None:
            return
        presenter = getattr(self.client, "presenter", None)
        if presenter is not None:  # the table's last screen is shown before the thread closes
            await presenter.settled(thread)
        await self._say(t_, thread, t(f"tourn.notice.{n.kind}", lang, **n.params))
        for options in ({"archived": True, "locked": True}, {"archived": True}):
            try:
                await self.client.http.edit_channel(thread, reason=t_.name[:100], **options)
                return
            except discord.Forbidden:
                continue
            except discord.HTTPException as exc:
                log.warning("tournament %s: thread %s not archived (%s)", t_.id, thread, exc.status)
                return

    async def _say(self, t_: Tournament, channel_id: int, text: str, ping: tuple[int, ...] | list[int] = ()) -> None:
        """``text`` in the channel or thread, pinging the users ``ping`` and nobody else."""
        channel = self.client.get_partial_messageable(channel_id, guild_id=t_.guild_id)
        try:
            await channel.send(text[:2000], allowed_mentions=pinging(ping))
        except discord.HTTPException as exc:
            log.warning("tournament %s: could not post in %s (%s)", t_.id, channel_id, exc.status)

    async def _crown(self, t_: Tournament, n: Notice, lang: str) -> None:
        """The champions get the tournament's role, where the bot may give it."""
        role = t_.messages.get("role_id")
        if not role:
            return
        for user in n.to:
            try:
                await self.client.http.add_role(t_.guild_id, user, int(role), reason=t_.name[:100])
            except discord.HTTPException as exc:
                log.warning("tournament %s: the champions' role could not be given (%s)", t_.id, exc.status)
                await self._say(t_, t_.channel_id, f"<@{t_.organiser_id}> " + t(
                    "tourn.refuse.bot_permissions", lang, perms="manage_roles"), [t_.organiser_id])
                return

    # ------------------------------------------------------------------ the tournament message
    def touch(self, tid: int) -> None:
        """The tournament changed: its message is edited (bursts become one edit)."""
        if tid in self._queued:
            return
        self._queued.add(tid)
        task = asyncio.create_task(self._refresh(tid))
        self._tasks.add(task)
        self._latest[tid] = task
        task.add_done_callback(lambda done: self._done(tid, done))

    def _done(self, tid: int, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if self._latest.get(tid) is task:
            del self._latest[tid]

    async def show(self, tid: int) -> None:
        """The tournament's message shows it as it is now (posted if it has none) when this
        returns: the same queue as every other change, so whoever asks first posts it and
        everyone after edits that one message."""
        self.touch(tid)
        task = self._latest.get(tid)
        if task is not None:
            await asyncio.wait({task})

    async def _refresh(self, tid: int) -> None:
        """One at a time per tournament: a message is never posted twice because two changes
        came before Discord answered the first post."""
        async with self._locks.setdefault(tid, asyncio.Lock()):
            self._queued.discard(tid)
            try:
                await self._publish(tid)
            except Exception:
                log.exception("tournament %s: its message could not be updated", tid)

    async def _publish(self, tid: int) -> None:
        t_ = await self.service.get(tid)
        lang = await self.languages.of_guild(t_.guild_id)
        embed, files = await self.render(t_, lang)
        view = self.controls(t_, lang)
        channel = self.client.get_partial_messageable(t_.channel_id, guild_id=t_.guild_id)
        message_id = t_.messages.get("message_id") or self._posted.get(tid)
        if message_id:
            try:
                await channel.get_partial_message(int(message_id)).edit(embed=embed, attachments=files, view=view,
                                                                        allowed_mentions=NOBODY)
                self.edits += 1
                return
            except discord.NotFound:  # deleted by a moderator: posted again
                files = (await self.render(t_, lang))[1]
        msg = await (channel.send(embed=embed, files=files, view=view, allowed_mentions=NOBODY) if view is not None
                     else channel.send(embed=embed, files=files, allowed_mentions=NOBODY))
        self.edits += 1
        self._posted[tid] = msg.id  # kept until the store has it: a failed write posts no second one
        await self.service.set_messages(tid, message_id=msg.id)
        self._posted.pop(tid, None)

    async def render(self, t_: Tournament, lang: str) -> tuple[discord.Embed, list[discord.File]]:
        """The tournament as an embed and its pictures (drawn in a thread, each with its alt text)."""
        o = t_.options
        lines = [t("tourn.msg.id", lang, id=t_.id, organiser=f"<@{t_.organiser_id}>"),
                 t("tourn.msg.format", lang, format=format_name(t_.format, lang), pairs=o.max_pairs, best_of=o.best_of,
                   tantos=o.rules.get("tantos", 40), seconds=o.seconds)]
        if t_.status == "signup":
            lines.append(t("tourn.msg.status.signup", lang, when=_stamp(t_.signup_closes_at)))
            count = {s: sum(1 for e in t_.entries.values() if e.status == s) for s in ("confirmed", "solo", "invited")}
            lines.append(t("tourn.msg.entries", lang, pairs=count["confirmed"], solos=count["solo"],
                           invited=count["invited"]))
        elif t_.status == "running":
            lines.append(t("tourn.msg.status.running", lang, round=t_.round))
        else:
            lines.append(t(f"tourn.msg.status.{t_.status}", lang))
        lines += self._entries(t_, lang) + self._open_ties(t_, lang)
        if t_.champion is not None and t_.status == "finished":
            lines.append(t("tourn.msg.champions", lang, pair=plain(t_.entries[t_.champion].label)))
        elif t_.status == "finished":
            lines.append(t("tourn.msg.no_champions", lang))
        if t_.status == "finished":  # a further stage's champions (a grupo B's)
            for stage, entry in format_of(t_.format).stage_champions(t_):
                if entry is not None:
                    lines.append(t(f"tourn.msg.champion_{stage}", lang, pair=plain(t_.entries[entry].label)))
        lines.append(t("tourn.msg.commitment", lang, commitment=t_.commitment))
        embed = discord.Embed(title=t("tourn.msg.title", lang, name=plain(t_.name))[:256], description="\n".join(lines)[:4000],
                              colour=0xB8860B)
        files: list[discord.File] = []
        if t_.drawn:
            shown = tournament_pictures.pictures(t_)
            for i, (png, alt) in enumerate(await asyncio.to_thread(tournament_pictures.draw, shown, lang)):
                files.append(png_file(png, f"torneo_{t_.id}_{i}.png", alt=alt))
        return embed, files[:10]

    @staticmethod
    def entry_rows(t_: Tournament, lang: str) -> list[str]:
        """The pairs (their numbers are what organisers' commands take) with their labels, solo
        entrants and invitations waiting for an answer; after the draw, the pairs of the draw in
        seed order."""
        if t_.drawn:
            shown = t_.pairs()
        else:
            order = {"confirmed": 0, "invited": 1, "solo": 2}
            shown = sorted((e for e in t_.entries.values() if e.status in order), key=lambda e: (order[e.status], e.no))
        return [f"`{e.no}` {plain(e.label)}" + (f" · *{plain(e.tag)}*" if e.tag else "")
                + ("" if e.status == "confirmed" else f" ({t('tourn.msg.entry.' + e.status, lang)})")
                + _sanctions(t_, e.no, lang) for e in shown]

    def _entries(self, t_: Tournament, lang: str) -> list[str]:
        """As many of ``entry_rows`` as fit; the rest are one press away (*Ver parejas*)."""
        rows = self.entry_rows(t_, lang)
        if not rows:
            return []
        shown = _fit(rows, 1500)
        if shown.endswith("…"):  # cut: one line per row kept, then the ellipsis
            shown = shown[:-1] + tn("tourn.msg.more_pairs", lang, len(rows) - shown.count("\n"))
        return ["", f"**{t('tourn.msg.pairs', lang)}**", shown]

    def pair_pages(self, t_: Tournament, lang: str) -> list[str]:
        """The whole list of ``entry_rows``, in private messages of at most 2,000 characters
        (what a Discord message holds), each headed with its page number."""
        rows = self.entry_rows(t_, lang)
        if not rows:
            return [t("tourn.pairs.none", lang)]
        pages: list[list[str]] = [[]]
        size = 0
        for row in rows:
            if pages[-1] and size + len(row) + 1 > PAGE_ROOM:
                pages.append([])
                size = 0
            pages[-1].append(row)
            size += len(row) + 1
        return [tn("tourn.pairs.page", lang, len(rows), tournament=plain(t_.name), page=i, pages=len(pages))
                + "\n" + "\n".join(page) for i, page in enumerate(pages, start=1)]

    def _open_ties(self, t_: Tournament, lang: str) -> list[str]:
        """The ties being played now, each with its number and its thread."""
        rows = []
        for m in sorted(t_.matches.values(), key=lambda m: m.no):
            if m.status != "open" or m.a is None or m.b is None:
                continue
            thread = self.tables.thread_of(t_.id, m.no)
            where = f" · <#{thread}>" if thread else ""
            held = f" ({t('tourn.msg.held', lang)})" if m.held else ""
            if m.presencial:
                state = "disputed" if m.report is not None and m.report.disputed else \
                    "reported" if m.report is not None else "presencial"
                held += f" ({t('tourn.msg.tie.' + state, lang)})"
            rows.append(f"`{m.no}` {plain(t_.entries[m.a].label)} – {plain(t_.entries[m.b].label)}{where}{held}")
        return ["", f"**{t('tourn.msg.ties', lang)}**", _fit(rows, 1200)] if rows else []

    def controls(self, t_: Tournament, lang: str) -> discord.ui.View | None:
        """The buttons that fit the tournament now; organisers' ones carry its version."""
        buttons: list[tuple[str, str, discord.ButtonStyle, int]] = []
        if t_.status == "signup":
            buttons += [("pair", "tourn.btn.pair", discord.ButtonStyle.success, 0),
                        ("solo", "tourn.btn.solo", discord.ButtonStyle.primary, 0),
                        ("withdraw", "tourn.btn.withdraw", discord.ButtonStyle.secondary, 0),
                        ("confirm", "tourn.btn.confirm", discord.ButtonStyle.success, 1),
                        ("decline", "tourn.btn.decline", discord.ButtonStyle.secondary, 1),
                        ("close", "tourn.btn.close_signup", discord.ButtonStyle.primary, 2)]
        elif t_.status == "running":
            buttons += [("withdraw", "tourn.btn.withdraw", discord.ButtonStyle.secondary, 0),
                        ("pause", "tourn.btn.pause", discord.ButtonStyle.secondary, 2)]
        elif t_.status == "paused":
            buttons += [("resume", "tourn.btn.resume", discord.ButtonStyle.success, 2)]
        if t_.status in ACTIVE:
            buttons.append(("pairs", "tourn.btn.pairs", discord.ButtonStyle.secondary, 0))
            buttons.append(("cancel", "tourn.btn.cancel", discord.ButtonStyle.danger, 2))
        if not buttons:
            return None
        view = discord.ui.View(timeout=None)
        for verb, key, style, row in buttons:
            version = t_.version if row == 2 else 0
            view.add_item(discord.ui.Button(custom_id=custom_id(verb, t_.id, version), label=t(key, lang)[:80],
                                            style=style, row=row))
        return view

    def partner_picker(self, tid: int, lang: str) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.UserSelect(custom_id=custom_id("partner", tid), placeholder=t("tourn.pick_partner", lang),
                                            min_values=1, max_values=1))
        return view


def _sanctions(t_: Tournament, entry: int, lang: str) -> str:
    """A pair's sanctions after its name: how many of each kind (the reasons are in its ties
    and the export)."""
    words = sanction_words(tournament_pictures.sanctions(t_, entry), lang)
    return " · " + ", ".join(words) if words else ""


def _shown(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """A notice's values as its text shows them: names stay text (``plain``: the notice pings
    the people it is for and nobody else, whatever a name holds), a list of names is said as a
    list in the language; the seed and the commitment are shown in code, as they are."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if key in CODE_PARAMS:
            out[key] = value
        elif isinstance(value, str):
            out[key] = plain(value)
        elif isinstance(value, tuple):
            out[key] = join_list([plain(str(v)) for v in value], lang)
        else:
            out[key] = value
    return out


def _fit(rows: list[str], most: int) -> str:
    """Rows one a line, as many as fit in ``most`` characters (then an ellipsis)."""
    out, size = [], 0
    for row in rows:
        if size + len(row) + 1 > most:
            out.append("…")
            break
        out.append(row)
        size += len(row) + 1
    return "\n".join(out)


__all__ = ["CUSTOM_ID_PATTERN", "TIE_PATTERN", "DiscordThreads", "TournamentDesk", "custom_id", "tie_custom_id"]
