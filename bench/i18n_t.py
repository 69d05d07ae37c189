"""How long ``musbot.i18n.t`` takes per call (a benchmark, not a test).

    python bench/i18n_t.py [--calls N]

``t`` is on the hot path of every table publish (the title, the buttons, the alt text and the
narration of each event are catalogue texts), so its cost per call is part of the CPU a press
costs (``bench/load.py``). Four kinds of message are timed, each with the arguments varying
the way a table's do (a few names and numbers, so what a cache can keep is what a table
repeats): a plain text without arguments, one with a name, one whose noun agrees with a count,
and a Basque one with a case ending on a name. Printed: microseconds per call, best of 5 runs,
with the arguments a table repeats (the formatted text is kept) and with a new name at every
call (the catalogue formats it: what a text costs the first time).
"""

from __future__ import annotations

import argparse
import time

from musbot.i18n import t

NAMES = ("Ane", "Miren", "🎲 Xabier", "Iker")
CASES = (
    ("plain", "bot.btn.next", "es", lambda i: {}),
    ("name", "event.hand_dealt", "fr", lambda i: {"number": i % 40 + 1, "name": NAMES[i % 4]}),
    ("plural", "event.discarded", "es", lambda i: {"name": NAMES[i % 4], "count": i % 4 + 1}),
    ("basque case", "bot.profile_title", "eu", lambda i: {"name": NAMES[i % 4]}),
)


def per_call(key: str, lang: str, params: list[dict[str, object]]) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for p in params:
            t(key, lang, **p)
        best = min(best, time.perf_counter() - start)
    return best / len(params) * 1e6


def first_time(key: str, lang: str, make: object, calls: int) -> float:
    """Each call with a name never seen: what the catalogue costs without the kept texts."""
    best = float("inf")
    for run in range(5):
        params = [{**make(i), **({"name": f"N{run}-{i}"} if "name" in make(i) else {"count": 100 * run + i})}  # type: ignore[operator]
                  for i in range(calls)]
        start = time.perf_counter()
        for p in params:
            t(key, lang, **p)
        best = min(best, time.perf_counter() - start)
    return best / calls * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calls", type=int, default=20_000)
    args = parser.parse_args()
    for label, key, lang, make in CASES:
        t(key, lang, **make(0))  # the catalogue loaded, the message parsed
        params = [make(i) for i in range(args.calls)]
        again = per_call(key, lang, params)
        new = first_time(key, lang, make, min(args.calls, 2000)) if make(0) else again
        print(f"{label:12} {key:24} {lang}  {again:7.2f} µs per call repeated, {new:7.2f} µs the first time")


if __name__ == "__main__":
    main()
