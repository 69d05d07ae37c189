"""``/mus torneo …`` and the tournament message's buttons: thin adapters to the tournament
service (musbot/tournaments) through the desk (musbot/presenter/tournaments.py).

Organising (create, close sign-up, pause, resume, cancel, results) needs Manage Server, checked
at run time from the interaction's resolved permissions (the tournament's organiser may always
act on their own tournament: the service checks that). Everything a person can get wrong is a
``TournamentError`` answered privately in their language; nothing is created before the bot's
own permissions in the channel (threads, roles) are checked.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from musbot.i18n import t
from musbot.presenter import answer_privately
from musbot.presenter.errors import refusal_text
from musbot.presenter.mentions import NOBODY, has_mention, plain
from musbot.presenter.tournaments import (
    CUSTOM_ID_PATTERN,
    TIE_PATTERN,
    TournamentDesk,
    tie_custom_id,
)
from musbot.tables.errors import TableError
from musbot.tables.options import chosen_options
from musbot.tournaments import Options, Tournament, TournamentError, TournamentService
from musbot.tournaments.club import parse_score
from musbot.tournaments.formats import FORMATS, FormatOption

from .common import (
    answered,
    bot_of,
    may_organise,
    missing_permissions,
    organiser_role,
    refuse,
    user_lang,
)
from .options import Seconds, add_parameters, described, table_parameters
from .presets import preset_choices

if TYPE_CHECKING:
    from musbot.bot import MusBot

log = logging.getLogger(__name__)


def _cmd(name: str) -> Any:
    return _(name, key=f"cmd.{name}")


def _desc(key: str) -> Any:
    return described(f"cmd.{key}.desc")


def _desk(interaction: discord.Interaction) -> TournamentDesk:
    cog = bot_of(interaction).get_cog("Torneo")
    assert isinstance(cog, Torneo)
    return cog.desk


def _missing(interaction: discord.Interaction, private: bool, role: discord.Role | None) -> list[str]:
    """What the bot lacks in this channel to run a tournament: a table's needs, its threads (and
    giving its role)."""
    p = interaction.app_permissions
    need = {"send_messages_in_threads": p.send_messages_in_threads,
            "create_private_threads" if private else "create_public_threads":
                p.create_private_threads if private else p.create_public_threads}
    if role is not None:
        me = interaction.guild.me if interaction.guild is not None else None
        need["manage_roles"] = p.manage_roles and (me is None or role < me.top_role)
    return missing_permissions(interaction) + [name for name, ok in need.items() if not ok]


class TournamentControl(discord.ui.DynamicItem[discord.ui.Item[Any]], template=CUSTOM_ID_PATTERN):
    """Every button and select of a tournament message (and the partner picker)."""

    def __init__(self, verb: str, tid: int, version: int, item: discord.ui.Item[Any]) -> None:
        super().__init__(item)
        self.verb, self.tid, self.version = verb, tid, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TournamentControl:
        return cls(match["verb"], int(match["tid"]), int(match["version"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = bot_of(interaction).get_cog("Torneo")
        assert isinstance(cog, Torneo)
        await answered(interaction, f"a tournament's {self.verb}",
                       cog.on_press(interaction, self.verb, self.tid, self.version))


class TieControl(discord.ui.DynamicItem[discord.ui.Item[Any]], template=TIE_PATTERN):
    """The buttons of a presencial tie's thread: report, no-show, confirm, dispute."""

    def __init__(self, verb: str, tid: int, match_no: int, item: discord.ui.Item[Any]) -> None:
        super().__init__(item)
        self.verb, self.tid, self.match_no = verb, tid, match_no

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TieControl:
        return cls(match["verb"], int(match["tid"]), int(match["match"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = bot_of(interaction).get_cog("Torneo")
        assert isinstance(cog, Torneo)
        await answered(interaction, f"a tie's {self.verb}",
                       cog.on_tie_press(interaction, self.verb, self.tid, self.match_no))


def _number(field: discord.ui.TextInput[Any], optional: bool = False) -> int | None:
    """A form's number as typed: digits only (a refusal otherwise); blank where it may be."""
    text = str(field.value).strip()
    if not text and optional:
        return None
    if not text.isdigit() or len(text) > 2:
        raise TournamentError("tourn.error.score_text", text=text[:20])
    return int(text)


class ReportForm(discord.ui.Modal):
    """A presencial tie's result as the reporting pair gives it: partidas and juegos, theirs
    and the other pair's."""

    def __init__(self, cog: Torneo, tid: int, match_no: int, lang: str, juegos: bool) -> None:
        super().__init__(title=t("tourn.form.title", lang, match=match_no)[:45],
                         custom_id=tie_custom_id("form", tid, match_no), timeout=600)
        self.cog, self.tid, self.match_no = cog, tid, match_no
        self.fields: list[discord.ui.TextInput[ReportForm]] = []
        for key, needed in (("ours", True), ("theirs", True), ("juegos_ours", juegos), ("juegos_theirs", juegos)):
            field: discord.ui.TextInput[ReportForm] = discord.ui.TextInput(
                label=t(f"tourn.form.{key}", lang)[:45], min_length=1 if needed else 0, max_length=2,
                required=needed, custom_id=key)
            self.fields.append(field)
            self.add_item(field)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await answered(interaction, "a tie's report form", self.cog.submit_report(interaction, self))


FORMAT_CHOICES = [app_commands.Choice(name=described(f"tourn.format.{f}"), value=f) for f in FORMATS]
BEST_OF = [app_commands.Choice(name=str(n), value=n) for n in (1, 3, 5)]
# the formats' own options offered on Discord, by their parameter (a parameter two formats
# declare is one: the first's)
FORMAT_PARAMS: dict[str, FormatOption[Any]] = {}
for _fmt in FORMATS.values():
    for _option in _fmt.options:
        if _option.param is not None:
            FORMAT_PARAMS.setdefault(_option.param, _option)

F = TypeVar("F", bound=Callable[..., Any])


def format_parameters(after: str) -> Callable[[F], F]:
    """``crear``'s parameters for the formats' own options, as the formats declare them (a
    number's range, a default, the catalogue's ``cmd.opt.<param>.desc``), placed after
    parameter ``after``; the command gets their values in its ``**given``."""
    def decorate(func: F) -> F:
        added: dict[str, tuple[Any, Any]] = {}
        for param, option in FORMAT_PARAMS.items():
            kind: Any = bool if isinstance(option.default, bool) else app_commands.Range[int, option.lo, option.hi]
            added[param] = (kind, option.default if isinstance(option.default, bool) else int(option.default))
        add_parameters(func, after, added)
        return app_commands.describe(**{param: _desc(f"opt.{param}") for param in FORMAT_PARAMS})(func)

    return decorate


def format_values(given: dict[str, int | bool]) -> dict[str, Any]:
    """The formats' own options from ``crear``'s parameters (each as its format stores it)."""
    return {option.name: type(option.default)(given.get(param, option.default)) for param, option in FORMAT_PARAMS.items()}


class TorneoGroup(app_commands.Group):
    """``/mus torneo``: attached under ``/mus`` when the cog loads."""

    @app_commands.command(name=_cmd("crear"), description=_desc("crear"))
    @app_commands.guild_only()
    @app_commands.describe(nombre=_desc("opt.nombre"), formato=_desc("opt.formato"), cierre=_desc("opt.cierre"),
                           parejas=_desc("opt.parejas"), mejor_de=_desc("opt.mejor_de"), espera=_desc("opt.espera"),
                           privado=_desc("opt.privado"), preset=_desc("opt.preset"),
                           rol=_desc("opt.rol"), segundos=_desc("opt.segundos"), presencial=_desc("opt.presencial"))
    @app_commands.choices(formato=FORMAT_CHOICES)
    @app_commands.choices(mejor_de=BEST_OF)
    @app_commands.autocomplete(preset=preset_choices)
    @format_parameters(after="preset")
    @table_parameters(after="rol")
    async def crear(self, interaction: discord.Interaction, /, nombre: app_commands.Range[str, 1, 80], formato: str,
                    cierre: app_commands.Range[int, 1, 129600] = 60, parejas: app_commands.Range[int, 2, 256] = 16,
                    mejor_de: int = 1, espera: app_commands.Range[int, 1, 240] = 15, privado: bool = False,
                    preset: str | None = None, rol: discord.Role | None = None,
                    segundos: Seconds | None = None, presencial: bool = False, **given: Any) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await user_lang(interaction)
        if not await may_organise(interaction):
            role = await organiser_role(interaction)
            await answer_privately(interaction, t("tourn.refuse.permission", lang,
                                                  role=f"<@&{role}>" if role else t("tourn.role.none", lang)))
            return
        missing = _missing(interaction, privado, rol)
        if missing:  # told before anything is created
            await answer_privately(interaction, t("tourn.refuse.bot_permissions", lang, perms=", ".join(missing)))
            return
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        assert guild_id is not None and channel_id is not None
        try:  # the server's defaults, then the preset, then the options given (as /mus mesa)
            chosen = await bot_of(interaction).house_rules.table_options(guild_id, preset=preset, seconds=segundos,
                                                                         **chosen_options(given))
        except TableError as exc:
            await answer_privately(interaction, refusal_text(exc, lang))
            return
        rules, seconds = chosen.rules.to_dict(), chosen.seconds
        desk = _desk(interaction)
        try:
            opts = Options(rules=rules, seconds=seconds, best_of=mejor_de, max_pairs=parejas,
                           grace_minutes=espera, private=privado, champion_role=rol is not None,
                           presencial=presencial, format_options=format_values(given))
            tour = await desk.service.create(guild_id=guild_id, channel_id=channel_id, organiser_id=interaction.user.id,
                                             name=nombre, format=formato, options=opts,
                                             signup_closes_at=desk.service.clock() + cierre * 60)
        except TournamentError as exc:
            await refuse(interaction, exc.key, **exc.params)
            return
        if rol is not None:
            await desk.service.set_messages(tour.id, role_id=rol.id)
        await desk.show(tour.id)  # the one tournament message, posted (or already edited) by now
        await answer_privately(interaction, t("tourn.ok.created", lang, id=tour.id))

    @app_commands.command(name=_cmd("ver"), description=_desc("ver"))
    @app_commands.guild_only()
    @app_commands.describe(torneo=_desc("opt.torneo"))
    async def ver(self, interaction: discord.Interaction, torneo: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await user_lang(interaction)
        desk = _desk(interaction)
        assert interaction.guild_id is not None
        try:
            tour = await (desk.service.get(torneo) if torneo is not None else desk.service.latest(interaction.guild_id))
            if tour.guild_id != interaction.guild_id:
                raise TournamentError("tourn.error.no_tournament", id=tour.id)
        except TournamentError as exc:
            await refuse(interaction, exc.key, **exc.params)
            return
        embed, files = await desk.render(tour, lang)
        await interaction.followup.send(embed=embed, files=files, ephemeral=True, allowed_mentions=NOBODY)

    @app_commands.command(name=_cmd("resultado"), description=_desc("resultado"))
    @app_commands.guild_only()
    @app_commands.describe(torneo=_desc("opt.torneo"), enfrentamiento=_desc("opt.enfrentamiento"),
                           ganadora=_desc("opt.ganadora"), anular=_desc("opt.anular"), partidas=_desc("opt.partidas"),
                           juegos=_desc("opt.juegos_tie"))
    async def resultado(self, interaction: discord.Interaction, torneo: int, enfrentamiento: int,
                        ganadora: app_commands.Range[int, 0, 2] = 1, anular: bool = False,
                        partidas: app_commands.Range[str, 1, 7] | None = None,
                        juegos: app_commands.Range[str, 1, 7] | None = None) -> None:
        async def act(svc: TournamentService, tour: Tournament, by: int, admin: bool) -> None:
            if anular:
                await svc.void_result(tour.id, by, enfrentamiento, admin=admin)
                return
            m = tour.matches.get(enfrentamiento)
            if m is None or m.a is None or m.b is None:
                raise TournamentError("tourn.error.no_match", match=enfrentamiento)
            winner = {0: None, 1: m.a, 2: m.b}[ganadora]
            await svc.set_result(tour.id, by, enfrentamiento, winner, admin=admin,
                                 partidas=parse_score(partidas) if partidas else None,
                                 juegos=parse_score(juegos) if juegos else None)

        await _organise(interaction, torneo, act, "tourn.ok.result", match=enfrentamiento)

    @app_commands.command(name=_cmd("reanudar"), description=_desc("reanudar"))
    @app_commands.guild_only()
    @app_commands.describe(torneo=_desc("opt.torneo"), enfrentamiento=_desc("opt.enfrentamiento"))
    async def reanudar(self, interaction: discord.Interaction, torneo: int, enfrentamiento: int) -> None:
        async def act(svc: TournamentService, tour: Tournament, by: int, admin: bool) -> None:
            await svc.resume(tour.id, by, enfrentamiento, admin=admin)

        await _organise(interaction, torneo, act, "tourn.ok.done")

    @app_commands.command(name=_cmd("sustituir"), description=_desc("sustituir"))
    @app_commands.guild_only()
    @app_commands.describe(torneo=_desc("opt.torneo"), pareja=_desc("opt.pareja"), sale=_desc("opt.sale"),
                           entra=_desc("opt.entra"))
    async def sustituir(self, interaction: discord.Interaction, torneo: int, pareja: int, sale: discord.User,
                        entra: discord.Member) -> None:
        async def act(svc: TournamentService, tour: Tournament, by: int, admin: bool) -> None:
            if entra.bot:
                raise TournamentError("tourn.error.partner_taken", name=entra.display_name)
            await svc.replace_player(tour.id, by, pareja, sale.id, entra.id, entra.display_name, admin=admin)

        await _organise(interaction, torneo, act, "tourn.ok.done")

    @app_commands.command(name=_cmd("presencial"), description=_desc("presencial"))
    @app_commands.guild_only()
    @app_commands.describe(torneo=_desc("opt.torneo"), enfrentamiento=_desc("opt.enfrentamiento"))
    async def presencial(self, interaction: discord.Interaction, torneo: int, enfrentamiento: int) -> None:
        async def act(svc: TournamentService, tour: Tournament, by: int, admin: bool) -> None:
            await svc.mark_presencial(tour.id, by, enfrentamiento, admin=admin)

        await _organise(interaction, torneo, act, "tourn.ok.done")

    @app_commands.command(name=_cmd("sancion"), description=_desc("sancion"))
    @app_commands.guild_only()
    @app_commands.describe(torneo=_desc("opt.torneo"), pareja=_desc("opt.pareja"), tipo=_desc("opt.tipo"),
                           motivo=_desc("opt.motivo"), enfrentamiento=_desc("opt.enfrentamiento"))
    @app_commands.choices(tipo=[app_commands.Choice(name=described(f"cmd.sancion.{kind}"), value=kind)
                                for kind in ("warning", "juego", "disqualification")])
    async def sancion(self, interaction: discord.Interaction, torneo: int, pareja: int, tipo: str,
                      motivo: app_commands.Range[str, 1, 200], enfrentamiento: int | None = None) -> None:
        async def act(svc: TournamentService, tour: Tournament, by: int, admin: bool) -> None:
            await svc.sanction(tour.id, by, pareja, tipo, motivo, enfrentamiento, admin=admin)

        await _organise(interaction, torneo, act, "tourn.ok.done")

    @app_commands.command(name=_cmd("reglamento"), description=_desc("reglamento"))
    @app_commands.guild_only()
    @app_commands.describe(torneo=_desc("opt.torneo"), presencial=_desc("opt.presencial"),
                           confirmacion=_desc("opt.confirmacion"), sustitutos=_desc("opt.sustitutos"),
                           retraso_gracia=_desc("opt.retraso_gracia"), retraso_juego=_desc("opt.retraso_juego"))
    async def reglamento(self, interaction: discord.Interaction, torneo: int, presencial: bool | None = None,
                         confirmacion: app_commands.Range[int, 5, 10080] | None = None,
                         sustitutos: app_commands.Range[int, 0, 2] | None = None,
                         retraso_gracia: app_commands.Range[int, 0, 240] | None = None,
                         retraso_juego: app_commands.Range[int, 0, 240] | None = None) -> None:
        given = {"presencial": presencial, "confirm_minutes": confirmacion, "substitutes": sustitutos,
                 "late_grace": retraso_gracia, "late_step": retraso_juego}

        async def act(svc: TournamentService, tour: Tournament, by: int, admin: bool) -> None:
            await svc.set_club_rules(tour.id, by, admin=admin, **{k: v for k, v in given.items() if v is not None})

        await _organise(interaction, torneo, act, "tourn.ok.done")

    @app_commands.command(name=_cmd("etiqueta"), description=_desc("etiqueta"))
    @app_commands.guild_only()
    @app_commands.describe(torneo=_desc("opt.torneo"), etiqueta=_desc("opt.etiqueta"), pareja=_desc("opt.pareja_etiqueta"))
    async def etiqueta(self, interaction: discord.Interaction, torneo: int, etiqueta: str | None = None,
                       pareja: int | None = None) -> None:
        async def act(svc: TournamentService, tour: Tournament, by: int, admin: bool) -> None:
            if etiqueta is not None and has_mention(etiqueta):
                raise TournamentError("tourn.error.tag_mentions")
            await svc.set_tag(tour.id, by, etiqueta, entry_no=pareja, admin=admin)

        await _organise(interaction, torneo, act, "tourn.ok.tag" if etiqueta and etiqueta.strip() else "tourn.ok.tag_none")

    @app_commands.command(name=_cmd("retirar"), description=_desc("retirar"))
    @app_commands.guild_only()
    @app_commands.describe(torneo=_desc("opt.torneo"), pareja=_desc("opt.pareja"))
    async def retirar(self, interaction: discord.Interaction, torneo: int, pareja: int) -> None:
        async def act(svc: TournamentService, tour: Tournament, by: int, admin: bool) -> None:
            await svc.remove_pair(tour.id, by, pareja, admin=admin)

        await _organise(interaction, torneo, act, "tourn.ok.done")


Action = Callable[[TournamentService, Tournament, int, bool], Awaitable[None]]


async def _organise(interaction: discord.Interaction, tid: int, act: Action, ok: str, **params: Any) -> None:
    """An organiser's command on tournament ``tid`` of this server: done, or refused with why."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    lang = await user_lang(interaction)
    desk = _desk(interaction)
    try:
        tour = await desk.service.get(tid)
        if tour.guild_id != interaction.guild_id:
            raise TournamentError("tourn.error.no_tournament", id=tid)
        await act(desk.service, tour, interaction.user.id, await may_organise(interaction))
    except TournamentError as exc:
        await refuse(interaction, exc.key, **exc.params)
        return
    desk.touch(tid)
    await answer_privately(interaction, t(ok, lang, **params))


def _picked(interaction: discord.Interaction) -> tuple[int, str, bool] | None:
    """The user a user select picked: id, the name the server shows, whether it is a bot."""
    data: Any = interaction.data or {}
    values = data.get("values") or []
    if not values:
        return None
    uid = str(values[0])
    resolved = data.get("resolved") or {}
    user = (resolved.get("users") or {}).get(uid, {})
    member = (resolved.get("members") or {}).get(uid, {})
    name = member.get("nick") or user.get("global_name") or user.get("username") or uid
    return int(uid), str(name), bool(user.get("bot"))


ORGANISER_VERBS = {"close": "close_signup", "pause": "pause", "resume": "resume", "cancel": "cancel"}


class Torneo(commands.Cog):
    def __init__(self, bot: MusBot) -> None:
        self.bot = bot
        self.desk = TournamentDesk(bot, bot.tables, bot.languages, bot.store, bot.clock)
        self.group = TorneoGroup(name=_("torneo", key="cmd.torneo"), description=_desc("torneo"))

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(TournamentControl, TieControl)
        mus = self.bot.tree.get_command("mus")
        assert isinstance(mus, app_commands.Group), "cogs.mus loads first"
        mus.add_command(self.group)
        self.bot.startup.append(self.desk.start)
        self.bot.tickers.append(self.desk.tick)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(TournamentControl, TieControl)
        mus = self.bot.tree.get_command("mus")
        if isinstance(mus, app_commands.Group):
            mus.remove_command(self.group.name)

    async def on_press(self, interaction: discord.Interaction, verb: str, tid: int, version: int) -> None:
        desk, user = self.desk, interaction.user
        svc = desk.service
        lang = await user_lang(interaction)
        admin = await may_organise(interaction)
        name = user.display_name
        try:
            tour = await svc.get(tid)
            if tour.guild_id != interaction.guild_id:  # a forged press from elsewhere
                raise TournamentError("tourn.error.no_tournament", id=tid)
            if verb == "pair":
                await interaction.response.send_message(t("tourn.pick_partner", lang), view=desk.partner_picker(tid, lang),
                                                        ephemeral=True, allowed_mentions=NOBODY)
                return
            await interaction.response.defer(ephemeral=True, thinking=True)
            if verb == "pairs":  # the whole list, privately, page by page
                for page in desk.pair_pages(tour, lang):
                    await interaction.followup.send(page, ephemeral=True, allowed_mentions=NOBODY)
                return
            if verb == "partner":
                picked = _picked(interaction)
                if picked is None:
                    raise TournamentError("tourn.error.self_partner")
                partner, partner_name, is_bot = picked
                if is_bot:
                    raise TournamentError("tourn.error.self_partner")
                await svc.sign_up_pair(tid, user.id, name, partner, partner_name)
                text = t("tourn.ok.invited", lang, name=plain(partner_name))
            elif verb == "solo":
                await svc.sign_up_solo(tid, user.id, name)
                text = t("tourn.ok.solo", lang)
            elif verb == "withdraw":
                await svc.withdraw(tid, user.id)
                text = t("tourn.ok.withdrawn", lang, tournament=plain(tour.name))
            elif verb == "confirm":
                await svc.confirm(tid, user.id)
                text = t("tourn.ok.confirmed", lang, tournament=plain(tour.name))
            elif verb == "decline":
                await svc.decline(tid, user.id)
                text = t("tourn.ok.declined", lang)
            elif verb in ORGANISER_VERBS:  # pressed on the version the organiser saw
                await getattr(svc, ORGANISER_VERBS[verb])(tid, user.id, admin=admin, version=version)
                text = t("tourn.ok.done", lang)
            else:
                text = t("error.stale", lang)
        except TournamentError as exc:
            await refuse(interaction, exc.key, **exc.params)
            return
        desk.touch(tid)
        await answer_privately(interaction, text)


    async def on_tie_press(self, interaction: discord.Interaction, verb: str, tid: int, match_no: int) -> None:
        """A press in a presencial tie's thread: the form to report, a no-show, or the other
        pair's answer to a report."""
        desk, user = self.desk, interaction.user
        svc = desk.service
        lang = await user_lang(interaction)
        try:
            tour = await svc.get(tid)
            if tour.guild_id != interaction.guild_id:  # a forged press from elsewhere
                raise TournamentError("tourn.error.no_tournament", id=tid)
            if verb == "report":  # refused before the form opens if it would be refused after
                svc.check_reporter(tour, match_no, user.id)
                await interaction.response.send_modal(
                    ReportForm(self, tid, match_no, lang, svc.needs_juegos(tour)))
                return
            await interaction.response.defer(ephemeral=True, thinking=True)
            if verb == "absent":
                await svc.report_absent(tid, user.id, match_no)
                text = t("tourn.ok.reported", lang)
            elif verb in ("confirm", "dispute"):
                await svc.answer_report(tid, user.id, match_no, agree=verb == "confirm")
                text = t("tourn.ok.confirmed_report" if verb == "confirm" else "tourn.ok.disputed", lang)
            else:
                text = t("error.stale", lang)
        except TournamentError as exc:
            await refuse(interaction, exc.key, **exc.params)
            return
        desk.touch(tid)
        await answer_privately(interaction, text)

    async def submit_report(self, interaction: discord.Interaction, form: ReportForm) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await user_lang(interaction)
        try:
            ours, theirs, j_ours, j_theirs = (_number(f, optional=i >= 2) for i, f in enumerate(form.fields))
            assert ours is not None and theirs is not None
            if j_ours is None or j_theirs is None:
                await self.desk.service.report_result(form.tid, interaction.user.id, form.match_no, (ours, theirs))
            else:
                await self.desk.service.report_result(form.tid, interaction.user.id, form.match_no, (ours, j_ours),
                                                      (theirs, j_theirs))
        except TournamentError as exc:
            await refuse(interaction, exc.key, **exc.params)
            return
        self.desk.touch(form.tid)
        await answer_privately(interaction, t("tourn.ok.reported", lang))


async def setup(bot: MusBot) -> None:
    await bot.add_cog(Torneo(bot))
