"""Screens as Discord's message layout of 2025 (components v2, ``discord.ui.LayoutView``).

A screen becomes one container, its accent the colour of the pair to act (``Screen.colour``),
holding: the title and the moment in words (true without the picture: the lance, who speaks,
the stake, the score), the picture in a media gallery with its alt text, one section per seat
while the table seats its players (the seat's words with its button beside them), the other
lines, and the controls in action rows below. Discord refuses a message of more than 40
components or 4,000 characters of text (``MAX_COMPONENTS``, ``MAX_TEXT``): every screen the
bot shows is far under the first, and the lines are cut to keep under the second.

The layout, like the components of the legacy layout before it, is finished as soon as made,
so discord.py never stores it: the press routes (``gate.py``) answer every press.
"""

from __future__ import annotations

import discord

from .controls import Control, custom_id
from .messages import STYLES
from .screens import Screen

MAX_COMPONENTS = 40
MAX_TEXT = 4000
MAX_ALT = 1024

Item = discord.ui.Button[discord.ui.LayoutView] | discord.ui.Select[discord.ui.LayoutView]


def control_item(c: Control, channel_id: int, hand: int) -> Item:
    """One control as a ``discord.ui`` item, its label cut to Discord's lengths."""
    cid = c.custom_id or custom_id(c.verb, channel_id, hand)
    if c.options:
        return discord.ui.Select(
            custom_id=cid, placeholder=c.label[:150], min_values=c.min_values,
            max_values=min(c.max_values, len(c.options)), disabled=c.disabled,
            options=[discord.SelectOption(label=label[:100], value=value) for value, label in c.options])
    return discord.ui.Button(custom_id=cid, label=c.label[:80], style=STYLES[c.style], disabled=c.disabled)


def _rows(controls: list[Control]) -> list[list[Control]]:
    """Controls grouped by their row, rows in order; a select alone in its row and at most five
    buttons in one (the rest go on in a row of their own), as Discord lays action rows out."""
    rows: list[list[Control]] = []
    for number in sorted({c.row for c in controls}):
        current: list[Control] = []
        for c in (c for c in controls if c.row == number):
            if c.options or len(current) == 5 or (current and current[0].options):
                if current:
                    rows.append(current)
                current = []
            current.append(c)
        if current:
            rows.append(current)
    return rows


def layout_view(screen: Screen, channel_id: int, hand: int, *, image: str | None = None,
                alt: str = "") -> discord.ui.LayoutView:
    """``screen`` as one container (see the module's docstring); ``image`` the file name of the
    message's picture (``attachment://``), ``alt`` its words."""
    view = discord.ui.LayoutView(timeout=None)
    box: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(
        accent_colour=discord.Colour(screen.colour) if screen.colour is not None else None)
    head = "\n".join([f"### {screen.title}", *screen.moment]) if screen.title else "\n".join(screen.moment)
    tail_lines = list(screen.lines)
    if screen.deadline is not None:
        tail_lines.append(f"⏳ <t:{int(screen.deadline)}:R>")
    if screen.footer:
        tail_lines.append(f"-# {screen.footer}")
    seat_texts = [text for text, _ in screen.seats]
    budget = MAX_TEXT - len(head) - sum(len(s) for s in seat_texts)
    tail = _fit("\n".join(tail_lines).strip("\n"), budget)
    if head.strip():
        box.add_item(discord.ui.TextDisplay(head[:MAX_TEXT]))
    if image is not None:
        box.add_item(discord.ui.MediaGallery(
            discord.MediaGalleryItem(f"attachment://{image}", description=alt[:MAX_ALT] or None)))
    for text, control in screen.seats:
        box.add_item(discord.ui.Section(discord.ui.TextDisplay(text), accessory=control_item(control, channel_id, hand)))
    if tail:
        box.add_item(discord.ui.TextDisplay(tail))
    rows = _rows(screen.controls)
    if rows:
        box.add_item(discord.ui.Separator())
    for row in rows:
        action_row: discord.ui.ActionRow[discord.ui.LayoutView] = discord.ui.ActionRow()
        for c in row:
            action_row.add_item(control_item(c, channel_id, hand))
        box.add_item(action_row)
    view.add_item(box)
    view.stop()
    return view


def _fit(text: str, budget: int) -> str:
    """``text`` within ``budget`` characters, cut at a line's end and marked when cut."""
    if len(text) <= budget:
        return text
    cut = text[: max(0, budget - 2)]
    return (cut[: cut.rfind("\n")] if "\n" in cut else cut) + "\n…"
