"""The table options' declarations (musbot/tables/options.py) and the engine's Rules agree: every
option of the engine is declared once, every value a declaration offers makes a table the
engine plays, and the values around them are refused by both."""

from __future__ import annotations

from dataclasses import fields

import pytest

from musbot.engine import Rules
from musbot.tables.errors import TableError
from musbot.tables.options import OPTIONS, merge_options, rules_of


def test_every_option_of_the_engine_is_declared_once():
    """R2, R8, R14, R24–R26: an engine option left undeclared would be offered by no command."""
    assert sorted(o.field for o in OPTIONS) == sorted(f.name for f in fields(Rules))
    assert len({o.name for o in OPTIONS}) == len(OPTIONS)


@pytest.mark.parametrize("declared", OPTIONS, ids=lambda o: o.name)
def test_each_value_offered_is_played_and_those_around_them_are_refused(declared):
    if declared.flag:
        offered, around = [True, False], [0, 1, None]
    elif declared.choices:
        offered, around = list(declared.choices), [min(declared.choices) - 1, max(declared.choices) + 1, True]
    else:
        assert declared.low is not None and declared.high is not None
        offered, around = list(range(declared.low, declared.high + 1)), [declared.low - 1, declared.high + 1, True]
    for value in offered:
        rules = rules_of(merge_options(None, **{declared.name: value}))
        assert declared.chosen(getattr(rules, declared.field)) == value
    for value in around:
        if value is None:
            continue
        with pytest.raises(TableError):
            merge_options(None, **{declared.name: value})
        with pytest.raises(ValueError):  # the engine refuses them too: the declaration is not looser
            Rules(**{declared.field: value if isinstance(value, bool) else declared.kept(value)})
    assert declared.default == declared.chosen(getattr(Rules(), declared.field))


def test_the_chosen_options_go_on_top_of_the_server_s_defaults():
    """R24, R2: a server playing at 30 with 4 reyes; a table choosing 40 keeps the 4 reyes."""
    options = merge_options({"tantos": 30, "reyes": 4}, tantos=40, reyes=None, cuatro_siete=True, pillar_senas=25)
    assert rules_of(options) == Rules(tantos=40, reyes=4, redeal_4567=True, pillar_senas=0.25)
