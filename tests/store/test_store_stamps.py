"""A record is stamped now as ``utc_text`` writes it (sorts as text); the text of the second is
kept while that second lasts, so a stamp made with it kept must equal one made afresh."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from musbot.store import db


def _afresh(ns: int) -> str:
    second, rest = divmod(ns, 1_000_000_000)
    return datetime.fromtimestamp(second, UTC).replace(microsecond=rest // 1000).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def test_stamps_made_with_the_second_kept_equal_stamps_made_afresh() -> None:
    rng = random.Random(4)
    moments = [1_800_000_000 * 10**9]  # moments within a second, across seconds, minutes, days, years
    for step in (1, 999, 10**6, 10**9 - 1, 1, 10**9, 59 * 10**9, 86_399 * 10**9, 365 * 86_400 * 10**9):
        moments.append(moments[-1] + step)
    moments += sorted(rng.randrange(0, 4_000_000_000 * 10**9) for _ in range(300))
    moments += [m + rng.randrange(10**9) for m in moments]  # and back in time: each kept second is checked
    stamps = [db._now_text(ns) for ns in moments]
    assert stamps == [_afresh(ns) for ns in moments]
    assert db.utc_text(moments[0] / 10**9) == stamps[0]  # the same text as a given Unix time's
    now = db.utc_text()
    assert len(now) == 27 and now.endswith("Z") and db.parse_utc(now).tzinfo is UTC
