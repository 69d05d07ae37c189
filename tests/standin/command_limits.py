"""Discord's documented limits on application commands, as the stand-in enforces them on a sync.

From Discord's developer documentation (Interactions › Application Commands, and Reference ›
Locales), as it stands after the 2024 change that raised a slash command's combined size from
4,000 to 8,000 characters:

* per scope (global, or one server): at most 100 slash commands, 5 user and 5 message commands;
  a name is used once per type;
* a slash command's and every option's name: 1-32 characters of letters, numbers, ``-``, ``_``
  and ``'``, in lower case where the letter has one; a user or message command's name: 1-32
  characters, any case, spaces allowed;
* a description: 1-100 characters for a slash command and every option; empty for user and
  message commands;
* localisations: only Discord's locales as keys, each value held to its field's rules;
* at most 25 options on a command, a group or a subcommand, names unique among them; required
  options before optional ones; subcommands and groups never beside plain options; a group
  holds subcommands only, a subcommand no subcommands;
* at most 25 choices, only on string, integer and number options, never with autocomplete; a
  choice's name 1-100 characters, a string value at most 100;
* integer values (``min_value``, ``max_value``, choices) between -(2^53-1) and 2^53-1, numbers
  between -2^53 and 2^53; ``min_value`` not above ``max_value``; ``min_length`` 0-6000 and
  ``max_length`` 1-6000 on string options only;
* a slash command's names, descriptions and choice values together (options, subcommands and
  groups included) at most 8,000 characters, each field counted at its longest localisation.

``problems`` lists every breach of a sync's payload, each naming the command and option as a
person types them (``/mus verificar partida``) and the path Discord's ``Invalid Form Body``
answer would point at.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from dataclasses import dataclass
from typing import Any

LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
    "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
})
CHAT_INPUT, USER, MESSAGE = 1, 2, 3
COMMANDS_PER_TYPE = {CHAT_INPUT: 100, USER: 5, MESSAGE: 5}
SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, NUMBER, CHANNEL = 1, 2, 3, 4, 10, 7
OPTION_TYPES = range(1, 12)
MAX_OPTIONS = MAX_CHOICES = 25
NAME_LENGTH, DESCRIPTION_LENGTH, CHOICE_LENGTH = 32, 100, 100
MAX_INTEGER = 2**53 - 1
MAX_NUMBER = 2**53
MAX_STRING_LENGTH = 6000
MAX_COMMAND_CHARACTERS = 8000

Path = list[str | int]


@dataclass(frozen=True)
class Problem:
    where: str  # the command and option as typed: "/mus verificar partida"
    path: tuple[str | int, ...]  # where Discord's Invalid Form Body answer points
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message} ({'.'.join(map(str, self.path))})"


def _slash_name(name: str) -> bool:
    """Letters, numbers, - _ ', lower case where a letter has one, 1-32 characters."""
    return 1 <= len(name) <= NAME_LENGTH and all(
        ch in "-_'" or (unicodedata.category(ch)[0] in "LN" and ch.lower() == ch) for ch in name)


class _Checker:
    def __init__(self) -> None:
        self.found: list[Problem] = []

    def add(self, where: str, path: Path, code: str, message: str) -> None:
        self.found.append(Problem(where, tuple(path), code, message))

    # ------------------------------------------------------------------ words
    def name(self, node: dict[str, Any], where: str, path: Path, *, slash: bool) -> None:
        for locale, text in [(None, node.get("name") or ""), *(node.get("name_localizations") or {}).items()]:
            at = path + (["name"] if locale is None else ["name_localizations", locale])
            if locale is not None and locale not in LOCALES:
                self.add(where, at, "LOCALE_INVALID", f"{locale!r} is not one of Discord's locales")
            ok = _slash_name(text) if slash else 1 <= len(text) <= NAME_LENGTH
            if not ok:
                self.add(where, at, "APPLICATION_COMMAND_INVALID_NAME",
                         f"name {text!r} ({locale or 'default'}) is not 1-32 lower-case letters, numbers, - _ '"
                         if slash else f"name {text!r} ({locale or 'default'}) is not 1-32 characters")

    def description(self, node: dict[str, Any], where: str, path: Path, *, empty: bool = False) -> None:
        for locale, text in [(None, node.get("description") or ""), *(node.get("description_localizations") or {}).items()]:
            at = path + (["description"] if locale is None else ["description_localizations", locale])
            if locale is not None and locale not in LOCALES:
                self.add(where, at, "LOCALE_INVALID", f"{locale!r} is not one of Discord's locales")
            if empty and text:
                self.add(where, at, "BASE_TYPE_BAD_LENGTH", "a user or message command has no description")
            elif not empty and not 1 <= len(text) <= DESCRIPTION_LENGTH:
                self.add(where, at, "BASE_TYPE_BAD_LENGTH",
                         f"description ({locale or 'default'}) has {len(text)} characters, not 1-100")

    # ------------------------------------------------------------------ commands
    def command(self, cmd: dict[str, Any], path: Path) -> None:
        kind = cmd.get("type", CHAT_INPUT)
        where = f"/{cmd.get('name', '?')}" if kind == CHAT_INPUT else repr(cmd.get("name", "?"))
        self.name(cmd, where, path, slash=kind == CHAT_INPUT)
        self.description(cmd, where, path, empty=kind != CHAT_INPUT)
        options = cmd.get("options") or []
        if options and kind != CHAT_INPUT:
            self.add(where, path + ["options"], "APPLICATION_COMMAND_OPTIONS_INVALID", "only slash commands take options")
        self.options(options, where, path, inside=None)
        if kind == CHAT_INPUT and (size := characters(cmd)) > MAX_COMMAND_CHARACTERS:
            self.add(where, path, "APPLICATION_COMMAND_TOO_LARGE",
                     f"{size} characters of names, descriptions and choice values (at most {MAX_COMMAND_CHARACTERS})")

    def options(self, options: list[dict[str, Any]], where: str, path: Path, inside: int | None) -> None:
        at = path + ["options"]
        if len(options) > MAX_OPTIONS:
            self.add(where, at, "BASE_TYPE_MAX_LENGTH", f"{len(options)} options (at most {MAX_OPTIONS})")
        for name, times in Counter(o.get("name") for o in options).items():
            if times > 1:
                self.add(where, at, "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS", f"option {name!r} appears {times} times")
        nested = [o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in options]
        if any(nested) and not all(nested):
            self.add(where, at, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "subcommands beside plain options")
        seen_optional = False
        for i, opt in enumerate(options):
            kind = opt.get("type")
            here, opt_where = at + [i], f"{where} {opt.get('name', '?')}"
            if kind not in OPTION_TYPES:
                self.add(opt_where, here + ["type"], "BASE_TYPE_CHOICES", f"option type {kind!r}")
                continue
            if inside == SUB_COMMAND_GROUP and kind != SUB_COMMAND:
                self.add(opt_where, here, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "a group holds subcommands only")
            if inside == SUB_COMMAND and kind in (SUB_COMMAND, SUB_COMMAND_GROUP):
                self.add(opt_where, here, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "a subcommand holds no subcommands")
            self.name(opt, opt_where, here, slash=True)
            self.description(opt, opt_where, here)
            if kind in (SUB_COMMAND, SUB_COMMAND_GROUP):
                self.options(opt.get("options") or [], opt_where, here, inside=kind)
                continue
            if opt.get("required") and seen_optional:
                self.add(opt_where, here, "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                         "a required option after an optional one")
            seen_optional = seen_optional or not opt.get("required")
            self.option(opt, kind, opt_where, here)

    def option(self, opt: dict[str, Any], kind: int, where: str, path: Path) -> None:
        numeric = kind in (INTEGER, NUMBER)
        for key in ("min_value", "max_value"):
            if key in opt and opt[key] is not None:
                if not numeric:
                    self.add(where, path + [key], "BASE_TYPE_BAD_TYPE", f"{key} on a non-numeric option")
                else:
                    self.value(opt[key], kind, where, path + [key], key)
        low, high = opt.get("min_value"), opt.get("max_value")
        if numeric and low is not None and high is not None and low > high:
            self.add(where, path, "NUMBER_TYPE_MIN", f"min_value {low} is above max_value {high}")
        for key, least in (("min_length", 0), ("max_length", 1)):
            if opt.get(key) is not None:
                if kind != STRING:
                    self.add(where, path + [key], "BASE_TYPE_BAD_TYPE", f"{key} on a non-string option")
                elif not least <= opt[key] <= MAX_STRING_LENGTH:
                    self.add(where, path + [key], "NUMBER_TYPE_MAX", f"{key} {opt[key]} is not {least}-{MAX_STRING_LENGTH}")
        if opt.get("channel_types") and kind != CHANNEL:
            self.add(where, path + ["channel_types"], "BASE_TYPE_BAD_TYPE", "channel_types on a non-channel option")
        choices = opt.get("choices") or []
        if not choices:
            return
        if kind not in (STRING, INTEGER, NUMBER):
            self.add(where, path + ["choices"], "BASE_TYPE_BAD_TYPE", "choices on an option that takes none")
        if opt.get("autocomplete"):
            self.add(where, path + ["autocomplete"], "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID", "autocomplete with choices")
        if len(choices) > MAX_CHOICES:
            self.add(where, path + ["choices"], "BASE_TYPE_MAX_LENGTH", f"{len(choices)} choices (at most {MAX_CHOICES})")
        for j, choice in enumerate(choices):
            here, choice_where = path + ["choices", j], f"{where} [{choice.get('name', '?')}]"
            for locale, text in [(None, choice.get("name") or ""), *(choice.get("name_localizations") or {}).items()]:
                at = here + (["name"] if locale is None else ["name_localizations", locale])
                if locale is not None and locale not in LOCALES:
                    self.add(choice_where, at, "LOCALE_INVALID", f"{locale!r} is not one of Discord's locales")
                if not 1 <= len(text) <= CHOICE_LENGTH:
                    self.add(choice_where, at, "BASE_TYPE_BAD_LENGTH",
                             f"choice name ({locale or 'default'}) has {len(text)} characters, not 1-100")
            value = choice.get("value")
            if kind == STRING:
                if not isinstance(value, str) or len(value) > CHOICE_LENGTH:
                    self.add(choice_where, here + ["value"], "BASE_TYPE_BAD_LENGTH", f"string value {value!r} (at most 100)")
            elif kind in (INTEGER, NUMBER):
                self.value(value, kind, choice_where, here + ["value"], "value")

    def value(self, value: Any, kind: int, where: str, path: Path, key: str) -> None:
        if kind == INTEGER:
            if not isinstance(value, int) or isinstance(value, bool) or not -MAX_INTEGER <= value <= MAX_INTEGER:
                self.add(where, path, "NUMBER_TYPE_MAX", f"{key} {value!r} is not an integer within ±(2^53-1)")
        elif not isinstance(value, int | float) or isinstance(value, bool) or not -MAX_NUMBER <= value <= MAX_NUMBER:
            self.add(where, path, "NUMBER_TYPE_MAX", f"{key} {value!r} is not a number within ±2^53")


def _longest(node: dict[str, Any], field: str) -> int:
    return max(len(text or "") for text in [node.get(field), *(node.get(f"{field}_localizations") or {}).values()])


def characters(node: dict[str, Any]) -> int:
    """A command's (or option's) size as Discord counts it: names, descriptions and choice
    values of it and everything under it, each field at its longest localisation."""
    total = _longest(node, "name") + _longest(node, "description")
    for choice in node.get("choices") or []:
        total += _longest(choice, "name") + len(str(choice.get("value", "")))
    return total + sum(characters(o) for o in node.get("options") or [])


def problems(commands: list[dict[str, Any]]) -> list[Problem]:
    """Every way this sync's payload (one scope's whole list of commands) breaks the limits."""
    check = _Checker()
    for kind, times in Counter(c.get("type", CHAT_INPUT) for c in commands).items():
        if kind in COMMANDS_PER_TYPE and times > COMMANDS_PER_TYPE[kind]:
            check.add("(every command)", [], "APPLICATION_COMMANDS_TOO_MANY",
                      f"{times} commands of type {kind} (at most {COMMANDS_PER_TYPE[kind]})")
        if kind not in COMMANDS_PER_TYPE:
            check.add("(every command)", [], "BASE_TYPE_CHOICES", f"command type {kind!r}")
    for (name, kind), times in Counter((c.get("name"), c.get("type", CHAT_INPUT)) for c in commands).items():
        if times > 1:
            check.add(f"/{name}", [], "APPLICATION_COMMANDS_DUPLICATE_NAME", f"{times} commands of type {kind} named {name!r}")
    for i, cmd in enumerate(commands):
        check.command(cmd, [i])
    return check.found
