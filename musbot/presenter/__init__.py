"""The Discord side of the tables: what the bot shows (``Presenter``), in which language
(``Languages``), and the discord.py parts screens become (``layout``, ``messages``)."""

from .languages import Languages
from .layout import layout_view
from .messages import answer_privately, png_file
from .presenter import PRIVATE_LIFETIME, Presenter

__all__ = ["PRIVATE_LIFETIME", "Languages", "Presenter", "answer_privately", "layout_view", "png_file"]
