"""Fair play and replays as screens: what the table message adds (the commitment, the
revealed seed, the hand's id with *Ver la mano*, the logros earned) and each step of a replay.

Pure functions of frozen data (a ``PublicSnapshot``'s ``HistoryShown``, a ``HandReplay``), like
screens.py; ``layout.py`` turns them into the message's layout. A replay's step is told in the
viewer's language from the events that step brought, as the viewer could see them.
"""

from __future__ import annotations

from functools import lru_cache

from musbot.engine import shuffle as sh
from musbot.i18n import t
from musbot.i18n.alt import fit, hand_alt, table_alt
from musbot.i18n.narrate import narrate
from musbot.render import render_table
from musbot.tables.history_shown import HistoryShown
from musbot.tables.replay import HandReplay
from musbot.tables.snapshot import PublicSnapshot
from musbot.tables.status import TableStatus

from .controls import Control, Verb
from .screens import Screen

REPLAY_PREFIX = "mus-mano"  # not "mus:": the table controls' template must never match it
# mus-mano:<hand id>:<step>:<how>. how: v = answer with a new private message (the table's
# button, /mus mano); f, p, n, l = the private message goes to the first, the previous, the
# next or the last step (edited in place). The viewer is whoever presses: never in the id.
REPLAY_CUSTOM_ID = rf"{REPLAY_PREFIX}:(?P<hand>[0-9]{{1,19}}):(?P<step>[0-9]{{1,4}}):(?P<how>[vfpnl])"
REPLAY_ROW = 4
REPLAY_COLOUR = 0x455A64


def replay_custom_id(hand_id: int, step: int, how: str) -> str:
    return f"{REPLAY_PREFIX}:{hand_id}:{step}:{how}"


# ---------------------------------------------------------------------- the table message
@lru_cache(maxsize=1024)  # a table shows the same lines on every publish of a partida
def history_lines(shown: HistoryShown, lang: str) -> tuple[str, ...]:
    """The logros earned (at the partida's end), the hand's id (at a hand's end), then the seed
    once the partida is over, else the commitment."""
    lines: list[str] = []
    for e in shown.earned:
        title = t(f"achievement.{e.key}.name", lang)
        if e.first:
            lines.append(t("history.achievement.earned", lang, name=e.name, title=title,
                           description=t(f"achievement.{e.key}.desc", lang)))
        else:
            lines.append(t("history.achievement.again", lang, name=e.name, title=title, times=e.times))
    if shown.hand_id is not None:
        lines.append(t("history.hand_line", lang, hand=t("history.hand_id", lang, id=shown.hand_id)))
    if shown.seed is not None and shown.partida_id is not None:
        lines.append(t("history.seed_line", lang, seed=sh.seed_text(shown.seed), partida=shown.partida_id))
    elif shown.commitment is not None:
        lines.append(t("history.commitment_line", lang, commitment=shown.commitment))
    return tuple(lines)


def add_history(screen: Screen, public: PublicSnapshot, lang: str) -> Screen:
    """The table message's screen with its fair-play lines and, while a hand is over on it,
    the *Ver la mano* button (its custom_id carries the hand's id)."""
    shown = public.history
    if shown is None:
        return screen
    lines = history_lines(shown, lang)
    if lines:
        screen.lines += ["", *lines] if screen.lines else lines
    if shown.hand_id is not None and public.status != TableStatus.CLOSED:
        screen.controls.append(_replay_control(shown.hand_id, lang))
    return screen


@lru_cache(maxsize=1024)
def _replay_control(hand_id: int, lang: str) -> Control:
    return Control(Verb.REPLAY, t("history.btn.replay", lang), "secondary", row=REPLAY_ROW,
                   custom_id=replay_custom_id(hand_id, 0, "v"))


# ---------------------------------------------------------------------- a replay
def replay_lines(replay: HandReplay, number: int, lang: str) -> tuple[str, ...]:
    """What step ``number`` (clamped) did, told to the replay's viewer in ``lang``."""
    return tuple(narrate(e, lang, replay.names) for e in replay.step(number).new)


def replay_screen(replay: HandReplay, number: int, lang: str) -> Screen:
    """Step ``number`` (clamped) of a replay: what it did, where it is, ◀ ▶ to move."""
    step = replay.step(number)
    last = len(replay.steps) - 1
    note = "history.replay.as_player" if replay.seat is not None else "history.replay.as_spectator"
    told = replay_lines(replay, number, lang)
    lines = [f"*{t(note, lang)}*", "", *(told or (t("history.replay.nothing_seen", lang),))]
    controls = [
        Control(Verb.REPLAY, "⏮", row=0, custom_id=replay_custom_id(replay.hand_id, 0, "f"), disabled=step.number == 0),
        Control(Verb.REPLAY, "◀", "primary", row=0, custom_id=replay_custom_id(replay.hand_id, max(0, step.number - 1), "p"),
                disabled=step.number == 0),
        Control(Verb.REPLAY, "▶", "primary", row=0, custom_id=replay_custom_id(replay.hand_id, min(last, step.number + 1), "n"),
                disabled=step.number == last),
        Control(Verb.REPLAY, "⏭", row=0, custom_id=replay_custom_id(replay.hand_id, last, "l"), disabled=step.number == last),
    ]
    title = t("history.replay.title", lang, id=replay.hand_id, number=replay.hand_number, partida=replay.partida_id)
    footer = t("history.replay.step", lang, step=step.number + 1, steps=last + 1)
    return Screen(title, lines, controls, None, REPLAY_COLOUR, footer)


def replay_picture(replay: HandReplay, number: int, lang: str) -> bytes:
    """The table at step ``number`` as its viewer saw it (a pure function: run it in a thread)."""
    return render_table(replay.step(number).view, replay.names, lang)


def replay_alt(replay: HandReplay, number: int, lang: str) -> str:
    """The step's picture in words: the table as ``table_alt`` says it, and a player's own cards."""
    view = replay.step(number).view
    text = table_alt(view, replay.names, lang)
    if replay.seat is not None and view.hand and not view.showdown:
        text = f"{hand_alt(view.hand, view.rules.reyes, lang)} {text}"
    return fit(text)
