"""The bot's words in each language: one Fluent catalogue per language and ``t()``.

Each language is one file, ``musbot/i18n/locales/<code>.ftl`` (Project Fluent's syntax, which
Weblate and Pontoon read), and one line in ``LANGUAGES``. A catalogue holds:

* the Mus words of its language as **terms** (``-grande``, ``-envido``, ``-ordago``): a message
  says ``{ -grande }``, never its own spelling, so the glossary (``musbot.i18n.glossary``) holds by
  construction; a term may carry attributes (gender, a Basque declension) for selectors;
* **messages**, whose grammar is the catalogue's: plurals by the CLDR categories of the language
  (``{ $count -> [one] … *[other] … }``), French elision (``{ INITIAL($name) -> [vowel] d'… }``),
  Basque case endings (``{ EU($name, case: "ren") }``), a list of names joined as the language
  joins it (a list given as a parameter), command names as the reader's Discord shows them
  (``{ COMMAND("mus mano") }``).

A message's key in code keeps its dots (``bot.title_hand``); Fluent identifiers cannot hold
dots, so the catalogue writes it with hyphens (``bot-title_hand``). Parameters: an ``int`` or
``float`` is a number, which plurals select on and which is written as the language writes
numbers (``1,5``; ``12.500``, Spanish ``1500`` whole), except the parameters that name a thing
by its number (``IDENTIFIERS``: a hand's id, a seed), written as their bare digits; a list or
tuple of texts is a list, joined as the language joins one (``Ane, Miren y Jon``); anything
else its ``str()``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNone, FluentType, fluent_number
from fluent.syntax import ast as ftl
from fluent.syntax.serializer import serialize_pattern
from fluent.syntax.visitor import Visitor

from .grammar import ENDINGS, inflect, starts_with_vowel_sound

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Language:
    """One language the bot speaks: its code (the ``.ftl`` file's name and a CLDR locale, which
    gives its plural rules, numbers and lists), its own name (the ``/mus idioma`` choices) and
    the Discord locales whose users read it. A language without a Discord locale (Basque) is
    chosen per server or user; its readers see the commands by their default (Spanish) names."""

    code: str
    name: str
    discord: tuple[str, ...] = ()


LANGUAGES: tuple[Language, ...] = (
    Language("es", "Español", ("es-ES", "es-419")),
    Language("en", "English", ("en-US", "en-GB")),
    Language("de", "Deutsch", ("de",)),
    Language("eu", "Euskara"),
    Language("fr", "Français", ("fr",)),
)
LANGS: tuple[str, ...] = tuple(language.code for language in LANGUAGES)
DEFAULT_LANG = "es"
_CODES = frozenset(LANGS)
_LANGUAGE = {language.code: language for language in LANGUAGES}
_BY_DISCORD_LOCALE = {locale: language.code for language in LANGUAGES for locale in language.discord}
LOCALES = Path(__file__).with_name("locales")  # <code>.ftl for each of LANGS


def norm_lang(lang: str | None) -> str:
    """A Discord locale (``es-ES``, ``en-US``, ``de``) or our code -> one of LANGS."""
    if lang in _CODES:  # already ours (almost every call: ``t`` is given our codes)
        return lang
    if not lang:
        return DEFAULT_LANG
    code = str(lang).split("-")[0].split("_")[0].lower()
    return code if code in LANGS else DEFAULT_LANG


def from_discord_locale(locale: str | None) -> str | None:
    """The language a Discord locale (``en-GB``) reads, or None where we have none for it."""
    return _BY_DISCORD_LOCALE.get(str(locale)) if locale else None


def has_discord_locale(lang: str) -> bool:
    """Whether Discord shows ``lang``'s readers the commands in it (Basque: it cannot)."""
    return bool(_LANGUAGE[norm_lang(lang)].discord)


def message_id(key: str) -> str:
    """The catalogue's identifier of ``key``: ``bot.title_hand`` -> ``bot-title_hand``."""
    return key.replace(".", "-")


def message_key(identifier: str) -> str:
    """The key code uses for a catalogue identifier (``bot-title_hand`` -> ``bot.title_hand``)."""
    return identifier.replace("-", ".")


# --------------------------------------------------------------------------- the functions


# the parameters whose number names a thing (a hand's id, a seed): never grouped ("mano #12345")
IDENTIFIERS = frozenset({"id", "seed", "seq", "season", "number", "hand", "partida", "version",
                         "match", "year"})


class _Integer(FluentInt):
    """A whole number with its text made once, as the language writes it (Babel's formatting of
    each number, a pattern applied anew at every call, cost more than the rest of a message)."""

    text: str

    def format(self, locale: Any) -> str:
        return self.text


def _number_arg(name: str, value: int | float, lang: str) -> FluentType:
    """A number, grouped as the language groups (Spanish from five digits: CLDR's minimum
    grouping digits, which Babel does not apply), or bare digits for an identifier."""
    if isinstance(value, int):
        number = _Integer(value)
        number.text = str(value) if name in IDENTIFIERS else _grouped(value, lang)
        return number
    grouped = name not in IDENTIFIERS and not (lang == "es" and abs(value) < 10_000)
    return fluent_number(value, useGrouping=grouped)


@lru_cache(maxsize=4096)
def _grouped(value: int, lang: str) -> str:
    if -1000 < value < 1000:
        return str(value)
    grouped = not (lang == "es" and abs(value) < 10_000)
    return str(fluent_number(value, useGrouping=grouped).format(_babel_locale(lang)))


def _text(value: Any, lang: str) -> str:
    """A function's argument as the reader would see it."""
    if isinstance(value, FluentNone):
        return value.format(_babel_locale(lang))
    if isinstance(value, FluentType):
        return value.format(_babel_locale(lang))
    return str(value)


@cache
def _babel_locale(lang: str) -> Any:
    from babel import Locale

    return Locale.parse(lang)


def command_path(path: str, lang: str) -> str:
    """``/mus mano`` as a reader of ``lang`` is offered it by Discord: each word of ``path`` is a
    command's key (``cmd.<word>``) and is named in the language's Discord locale, or by its
    default (Spanish) name where Discord has no locale for the language (Basque)."""
    lang = norm_lang(lang)
    shown = lang if has_discord_locale(lang) else DEFAULT_LANG
    words = [lookup(f"cmd.{word}", shown) or lookup(f"cmd.{word}", DEFAULT_LANG) for word in path.split()]
    missing = [word for word, name in zip(path.split(), words, strict=True) if name is None]
    if missing:
        raise KeyError(f"no command named {missing} (cmd.* keys)")
    return "/" + " ".join(name for name in words if name)


def _functions(lang: str) -> dict[str, Callable[..., Any]]:
    def number(value: Any, **options: Any) -> FluentType:
        """NUMBER(): grouped as the language groups (Spanish from five digits, as CLDR's
        minimum grouping digits say: Babel does not apply that part)."""
        if not isinstance(value, (int, float)):
            return FluentNone("NUMBER()")
        options.setdefault("useGrouping", True)
        if lang == "es" and abs(value) < 10_000:
            options["useGrouping"] = False
        return fluent_number(value, **options)

    def eu(value: Any, case: str = "") -> str:
        """EU($name, case: "ren"): the Basque case ending joined as the word sounds."""
        if case not in ENDINGS:
            raise ValueError(f"EU(): unknown case {case!r}; known: {', '.join(ENDINGS)}")
        return inflect(_text(value, lang), case)

    def initial(value: Any) -> str:
        """INITIAL($name): "vowel" when a reader would elide before it (d'Ane, l'as), else
        "consonant" (de Miren, de 🎲 Xabier)."""
        return "vowel" if starts_with_vowel_sound(_text(value, lang)) else "consonant"

    def command(path: Any) -> str:
        """COMMAND("mus torneo resultado"): the command as this language's readers see it."""
        return command_path(str(path), lang)

    return {"NUMBER": number, "EU": eu, "INITIAL": initial, "COMMAND": command}


# --------------------------------------------------------------------------- the catalogues



@cache
def resource(lang: str) -> ftl.Resource:
    """The parsed ``.ftl`` of ``lang``; a syntax error in it stops the start."""
    parsed = FluentResource((LOCALES / f"{lang}.ftl").read_text(encoding="utf-8"))
    junk = [entry for entry in parsed.body if isinstance(entry, ftl.Junk)]
    if junk:
        first = junk[0]
        raise SyntaxError(f"{lang}.ftl: {first.annotations[0].message if first.annotations else ''}"
                          f"\n{(first.content or '')[:300]}")
    return parsed


@cache
def bundle(lang: str) -> FluentBundle:
    made = FluentBundle([lang], functions=_functions(lang), use_isolating=False)
    made.add_resource(resource(lang))
    # the CLDR plural category of a number, worked out once per number (the resolver asks it
    # again for every variant of a selector)
    made._plural_form = lru_cache(maxsize=1024)(made._plural_form)
    return made


def _resolve(made: FluentBundle, pattern: Any, args: dict[str, Any]) -> tuple[str, list[Exception]]:
    """``FluentBundle.format_pattern`` without its conversion of the arguments, which would turn
    our numbers (``_Integer``) back into Babel-formatted ones: the arguments are Fluent's types
    already (``_argument``)."""
    errors: list[Exception] = []
    env = ResolverEnvironment(context=made, current=CurrentEnvironment(args=args), errors=errors)
    try:
        result = pattern(env)
    except ValueError as error:  # fluent.runtime's own limits (a part too long)
        errors.append(error)
        result = "{???}"
    return str(result), errors


@cache
def catalogue() -> dict[str, dict[str, str]]:
    """Every message's text in each language as its catalogue writes it (Fluent's syntax:
    ``{ $name }``, ``{ -grande }``, selectors), keyed as code keys them: for tests and reviewers."""
    return {lang: {message_key(entry.id.name): serialize_pattern(entry.value).strip()
                   for entry in resource(lang).body
                   if isinstance(entry, ftl.Message) and entry.value is not None}
            for lang in LANGS}


class _Uses(Visitor):
    """The variables, terms and functions a pattern uses, through selectors and calls."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.terms: set[str] = set()
        self.functions: set[str] = set()
        self.commands: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_TermReference(self, node: ftl.TermReference) -> None:
        self.terms.add(node.id.name)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: ftl.FunctionReference) -> None:
        self.functions.add(node.id.name)
        if node.id.name == "COMMAND":
            self.commands.update(arg.value for arg in node.arguments.positional
                                 if isinstance(arg, ftl.StringLiteral))
        self.generic_visit(node)


@cache
def uses(lang: str) -> dict[str, _Uses]:
    """What each message of ``lang`` uses (its variables, terms, functions, cited commands)."""
    found = {}
    for entry in resource(lang).body:
        if isinstance(entry, ftl.Message) and entry.value is not None:
            visitor = _Uses()
            visitor.visit(entry.value)
            found[message_key(entry.id.name)] = visitor
    return found


@cache
def terms(lang: str) -> dict[str, ftl.Term]:
    """The terms of ``lang``'s catalogue by name (``grande`` for ``-grande``)."""
    return {entry.id.name: entry for entry in resource(lang).body if isinstance(entry, ftl.Term)}


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    return bundle(norm_lang(lang)).has_message(message_id(key))


def _argument(name: str, value: Any, lang: str) -> Any:
    if isinstance(value, (str, FluentType)):
        return value
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (int, float)):
        return _number_arg(name, value, lang)
    if isinstance(value, (list, tuple)):
        return join_list(value, lang)
    return str(value)


def format_message(key: str, lang: str, params: Mapping[str, Any]) -> tuple[str, list[Exception]]:
    """``key`` in ``lang`` (no fallback) with Fluent's errors, for tests: a missing parameter,
    an unknown term or function, a function that failed."""
    made = bundle(lang)
    message = made.get_message(message_id(key))
    if message.value is None:
        return key, [LookupError(f"{key} has no value")]
    return _resolve(made, message.value, {k: _argument(k, v, lang) for k, v in params.items()})


def _format(key: str, lang: str, params: Mapping[str, Any]) -> tuple[str, bool]:
    """The text, and whether it is whole (False: a fallback, not to be kept in the memo)."""
    made = bundle(lang)
    ident = message_id(key)
    if not made.has_message(ident):
        if lang == DEFAULT_LANG:
            return key, True
        return _format(key, DEFAULT_LANG, params)
    try:
        text, errors = format_message(key, lang, params)
    except Exception as exc:  # a bug under the formatting (an argument, a list, the bundle)
        _failed(key, lang, exc)
        return _fallback(key, lang, params, None), False
    if errors:  # Fluent's own: a missing variable, a function that raised; it made a text anyway
        _failed(key, lang, errors[0], errors[1:])
        return _fallback(key, lang, params, text), False
    return text, True


_FAILED: set[tuple[str, str]] = set()  # (key, lang) whose failure is logged: once each


def _failed(key: str, lang: str, error: Exception, more: list[Exception] | None = None) -> None:
    """A message that could not be made as its catalogue says: a bug, logged once per message
    and language with its traceback (where the error was raised; Fluent's own errors, never
    raised, with the stack of the call that asked for the text)."""
    if (key, lang) in _FAILED:
        return
    _FAILED.add((key, lang))
    also = f" (and: {'; '.join(map(str, more))})" if more else ""
    if error.__traceback__ is not None:
        # its own traceback only: a text asked for while another failure is handled (the error
        # path's answer) would tell that one again, and it is logged where it is handled
        error.__suppress_context__ = True
        log.error("catalogue %s: %s could not be made%s", lang, key, also, exc_info=error)
    else:
        log.error("catalogue %s: %s could not be made: %s%s", lang, key, error, also, stack_info=True)


def _fallback(key: str, lang: str, params: Mapping[str, Any], made: str | None) -> str:
    """What a reader is shown of a message their catalogue could not make: the default
    language's, as for a message their catalogue lacks, when that one can be made; else what
    Fluent made of theirs (a hole where the part that failed was); else the key. A text never
    stops what shows it (a table's message, an answer, the error path's own)."""
    if lang != DEFAULT_LANG:
        text, whole = _format(key, DEFAULT_LANG, params)
        if whole:
            return text
    return made if made is not None else key


_MEMO: dict[tuple[Any, ...], str] = {}
MEMO_SIZE = 16_384  # formatted texts kept; the memo starts afresh when full


def t(key: str, lang: str | None = DEFAULT_LANG, **params: Any) -> str:
    """The text of ``key`` in ``lang`` with its parameters; falls back to es, then the key, both
    where the language lacks the message and where it cannot be made (logged once: _failed).

    The same message with the same parameters is formatted once (a table's title, buttons and
    narration repeat them at every publish): a hit costs a dictionary look-up."""
    if lang not in _CODES:
        lang = norm_lang(lang)
    # the values' types too: 1, 1.0 and True are equal keys but not the same text ("1", "1,0")
    memo_key = (key, lang, *params.items(), *map(type, params.values())) if params else (key, lang)
    try:
        return _MEMO[memo_key]
    except KeyError:
        pass
    except TypeError:  # a parameter that cannot be hashed (a list): formatted each time
        return _format(key, lang, params)[0]
    text, whole = _format(key, lang, params)
    if not whole:  # made again next time: a failure that passes heals
        return text
    if len(_MEMO) >= MEMO_SIZE:
        _MEMO.clear()
    _MEMO[memo_key] = text
    return text


def join_list(items: Any, lang: str | None = DEFAULT_LANG) -> str:
    """``Ane, Miren y Jon``: names or words joined as the language joins a list (CLDR's, through
    Babel: ``Ane, Miren et Jon``, ``Ane, Miren eta Jon``, ``Ane, Miren, and Jon``)."""
    items = [str(item) for item in items]
    return format_list(items, locale=norm_lang(lang)) if items else ""


def join_label(label: str, value: str, lang: str | None = DEFAULT_LANG) -> str:
    """``Reyes: 8 reyes``, ``Rois\u00a0: 8 rois``: a label and its value as the language
    writes them."""
    return t("join.label", lang, label=label, value=value)


def join_items(items: Any, lang: str | None = DEFAULT_LANG) -> str:
    """Items that are sentences in themselves (the hands of a showdown), one after the other."""
    return t("join.items", lang).join(items)


def join_parts(items: Any, lang: str | None = DEFAULT_LANG) -> str:
    """The parts of one item (the cards of a hand, what a hand makes)."""
    return t("join.parts", lang).join(items)


def lookup(key: str, lang: str) -> str | None:
    """``key`` in ``lang`` without arguments, or None when that catalogue lacks it (Discord's
    command names: a locale without a translation gets the default)."""
    lang = norm_lang(lang)
    if not bundle(lang).has_message(message_id(key)):
        return None
    return t(key, lang)


__all__ = ["DEFAULT_LANG", "LANGS", "LANGUAGES", "LOCALES", "Language", "catalogue", "command_path",
           "format_message", "from_discord_locale", "has", "has_discord_locale", "join_items", "join_label", "join_list", "join_parts", "lookup", "message_id", "message_key", "norm_lang", "t",
           "terms", "uses"]
