"""The catalogues as a reader sees their words, for the glossary's checks and for reviewers.

``written(lang)`` gives each message's words without Fluent's syntax: a variable or a function
call reads as ``9`` (its words are not the catalogue's), a term as its own word (or nothing,
to see what a message spells by itself), every variant of a selector side by side.
"""

from __future__ import annotations

from functools import cache

from fluent.syntax import ast as ftl

from . import message_key, resource, terms


def _pattern(pattern: ftl.Pattern, lang: str, with_terms: bool) -> str:
    out = []
    for element in pattern.elements:
        if isinstance(element, ftl.TextElement):
            out.append(element.value)
        elif isinstance(element, ftl.Placeable):
            out.append(_expression(element.expression, lang, with_terms))
    return "".join(out)


def _expression(expression: ftl.BaseNode, lang: str, with_terms: bool) -> str:
    if isinstance(expression, ftl.StringLiteral):
        return expression.parse()["value"]
    if isinstance(expression, ftl.TermReference):
        term = terms(lang).get(expression.id.name)
        if not with_terms or term is None:
            return " "
        return _pattern(term.value, lang, with_terms)
    if isinstance(expression, ftl.SelectExpression):
        return " / ".join(_pattern(v.value, lang, with_terms) for v in expression.variants)
    if isinstance(expression, ftl.Placeable):
        return _expression(expression.expression, lang, with_terms)
    return "9"  # a variable, a number, a function's result


def term_forms(lang: str, name: str) -> list[str]:
    """Every form a term of ``lang`` takes (its default first)."""
    value = terms(lang)[name].value
    out: list[str] = []
    for element in value.elements:
        if isinstance(element, ftl.Placeable) and isinstance(element.expression, ftl.SelectExpression):
            variants = sorted(element.expression.variants, key=lambda v: not v.default)
            out += [_pattern(v.value, lang, True) for v in variants]
        else:
            out.append(_pattern(ftl.Pattern([element]), lang, True))
    return ["".join(out)] if len(out) > 1 and not any(
        isinstance(e, ftl.Placeable) for e in value.elements) else out


@cache
def written(lang: str, with_terms: bool = True) -> dict[str, str]:
    """Each message's words in ``lang`` (keyed as code keys them)."""
    return {message_key(entry.id.name): _pattern(entry.value, lang, with_terms)
            for entry in resource(lang).body
            if isinstance(entry, ftl.Message) and entry.value is not None}
