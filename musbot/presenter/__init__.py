"""The Discord side of the tables: what the bot shows (``Presenter``), in which language
(``Languages``), and the discord.py parts screens become (``messages``)."""

from .languages import Languages
from .messages import answer_privately, build_embed, png_file
from .presenter import PRIVATE_LIFETIME, Presenter
from .rest import components

__all__ = ["PRIVATE_LIFETIME", "Languages", "Presenter", "answer_privately", "build_embed", "components",
           "png_file"]
