"""A tournament's format and its rounds' stages as a reader's language names them.

The formats keep their names and stages as identifiers (``suizo``, ``grupo 2``, ``jornada 3``):
they are stored and exported as such. A stage is a word, or a word and a number; its name is the
catalogue's ``tourn.stage.<word>`` with the number as ``$n``."""

from __future__ import annotations

from musbot.i18n import t


def format_name(fmt: str, lang: str) -> str:
    return t(f"tourn.format.{fmt}", lang)


def stage_name(stage: str, lang: str) -> str:
    word, _, number = stage.partition(" ")
    if number.isdigit():
        return t(f"tourn.stage.{word}", lang, n=int(number))
    return t(f"tourn.stage.{word}", lang)
