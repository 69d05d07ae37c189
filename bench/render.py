"""Picture speed and sizes (targets: a new hand < 15 ms, a repeated hand < 0.5 ms, a table
< 40 ms, a table after one press < 0.8 ms of CPU, every PNG < 300 KB).

    python bench/render.py [--runs N] [--seed S] [--presses N]
    python bench/render.py --replay TABLES [--hands H] [--names load|own]

Each figure is the median of many runs (the machine may be shared). "New hand" clears the
hand cache before every call, so it pays for composing and encoding (its card columns are
drawn by ``warm_up``, as in the running bot); sprites are loaded once, before timing (that first
load is printed apart). The hand and table figures are CPU time of the drawing thread.

``--replay TABLES`` plays whole hands of that many tables (one person and three computer
players each, an edit of the table message after each of the person's presses, as on the load
bench) and draws their pictures interleaved, every cache cold but for ``warm_up``: CPU per edit
(mean, median, p90), hand pictures, parts drawn and bands deflated per edit, the tile cache's
hit rate and size, the PNG bytes.

The table figures are CPU time of the drawing thread (``time.thread_time``, robust to other
load): "table after one press" draws the public picture after each action of a seeded match
(uniform random legal play, every phase), each right after the one before, as a table's message
is redrawn (tile and band caches warm); "new table" empties both caches before each picture
(a table's first picture when nothing is cached); "new names" draws a new table's first
picture with the caches warm from other tables; "full redraw" is the plain way (every part
drawn onto one image, mapped onto the palette, one PNG stream), as before the tiles.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from musbot.ai.player import make_player
from musbot.engine import Match, MatchView, Rules
from musbot.engine.cards import DECK
from musbot.render import (
    hand,
    render_hand,
    render_leaderboard,
    render_rating_history,
    render_table,
    table,
    warm_up,
)
from musbot.render.assets import ASSETS
from musbot.render.encode import png_bytes
from musbot.render.hand import _render
from musbot.render.leaderboard import LeaderboardRow
from musbot.render.samples import sample_points
from musbot.render.scenes import NAMES, views

TARGETS = {"new hand": 15.0, "repeated hand": 0.5, "table": 40.0, "table after one press": 0.8}
MAX_PNG = 300 * 1024


def median_ms(fn: Callable[[int], object], runs: int) -> float:
    times = []
    for i in range(runs):
        t0 = time.perf_counter()
        fn(i)
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def cpu_ms(fn: Callable[[int], object], runs: int, before: Callable[[], object] = lambda: None
           ) -> list[float]:
    times = []
    for i in range(runs):
        before()
        t0 = time.thread_time()
        fn(i)
        times.append((time.thread_time() - t0) * 1000)
    return times


def match_views(seed: int, n: int) -> list[MatchView]:
    """The public views after each of ``n`` actions of seeded matches (random legal play)."""
    rng = random.Random(seed)
    match = Match.new(Rules(), seed=rng.getrandbits(32))
    out = []
    while len(out) < n:
        if match.phase in ("hand_end", "match_end"):
            if match.phase == "hand_end":
                match.next_hand()
            else:
                match = Match.new(Rules(), seed=rng.getrandbits(32), first_mano=rng.randrange(4))
        else:
            seats = sorted(match.to_act())
            seat = seats[int(rng.random() * len(seats))]
            legal = match.legal_actions(seat)
            match.apply(seat, legal[int(rng.random() * len(legal))])
        out.append(match.view(None))
    return out


def table_figures(seed: int, presses: int) -> dict[str, list[float]]:
    """CPU ms of table pictures: after one press, new tables, the plain full redraw."""
    names = ("Ane", "Mikel", "Itziar", "Jon")
    seq = match_views(seed, presses + 1)
    canvas = table._canvas()
    canvas.clear()
    warm_up()  # as the bot does while it starts
    table.render_table(seq[0], names, "es")
    out = {"table after one press": cpu_ms(lambda i: table.render_table(seq[i + 1], names, "es"),
                                           presses)}
    firsts = match_views(seed + 1, 40)

    def first(i: int) -> object:
        return table.render_table(firsts[i], (f"Player {i}", "Mikel", f"Guest {i}", "Jon"), "es")

    out["new names"] = cpu_ms(first, len(firsts))
    out["new table"] = cpu_ms(first, len(firsts), canvas.clear)
    out["full redraw"] = cpu_ms(
        lambda i: png_bytes(table.table_image(seq[i], names, "es"), table.palette()),
        min(presses, 100))
    return out


def table_memory(seed: int, tables: int) -> tuple[float, float]:
    """KB of tiles and bands each open table adds to the caches: ``tables`` more tables, with
    their own names, each at its own point of a match, after as many others (the tiles all
    tables share, the backs and the empty panels, are then counted already)."""
    canvas = table._canvas()
    canvas.clear()
    used = []
    for start in (0, tables, 2 * tables):
        for k in range(start, start + tables):
            seq = match_views(seed + 100 + k, 1 + 7 * k % 60)
            table.render_table(seq[-1], (f"Ane {k}", f"Mikel {k}", f"Itziar {k}", f"Jon {k}"), "es")
        used.append((canvas.tiles.used, canvas.bands.used))
    return ((used[2][0] - used[1][0]) / tables / 1024, (used[2][1] - used[1][1]) / tables / 1024)


def table_edits(seed: int, hands: int) -> list[tuple[MatchView, tuple]]:
    """One table's message edits over ``hands`` whole hands, as the load bench makes them:
    one person at seat 0 and three computer players (``basic`` at every seat, seeded), the
    computer players acting at once until the person must (the table service's ``_advance``),
    one edit per press. Each edit: the spectator's view and the person's hand then."""
    rng = random.Random(seed)
    players = [make_player("basic", rng.getrandbits(32)) for _ in range(4)]
    match = Match.new(Rules(), seed=rng.getrandbits(32), first_mano=rng.randrange(4))
    edits = [(match.view(None), match.view(0).hand)]
    played = 0
    while played < hands:
        if match.phase == "match_end":
            match = Match.new(Rules(), seed=rng.getrandbits(32), first_mano=rng.randrange(4))
        elif match.phase == "hand_end":
            played += 1
            match.next_hand()
        else:
            to_act = sorted(match.to_act())
            seat = 0 if 0 in to_act else to_act[0]
            match.apply(seat, players[seat].decide(match.view(seat)))
            if seat != 0 and 0 not in match.to_act() and match.phase in ("mus", "discard", "lances"):
                continue  # the computer players go on: no edit until the person must act
        edits.append((match.view(None), match.view(0).hand))
    return edits


def replay(tables: int, hands: int, seed: int, names: str) -> None:
    """Replay ``tables`` tables' edits interleaved (one edit of each table in turn, as the
    load bench's tables press at once), every cache cold at the start, and print the CPU per
    edit of the table picture, its alt text and the person's hand picture (drawn only when the
    hand changed, as the presenter keeps it), parts drawn and bands deflated per edit, the
    caches' hit rates and sizes, and the PNG bytes."""
    from musbot.i18n.alt import table_alt
    from musbot.render import tiles

    canvas = table._canvas()
    canvas.clear()
    hand._canvas(4, True).clear()
    _render.cache_clear()
    t0 = time.thread_time()
    warm_up()  # as the bot does while it starts
    warm = (time.thread_time() - t0) * 1000
    seqs = [table_edits(seed * 7919 + k, hands) for k in range(tables)]
    seat_names = [(f"Jugador{k + 1}", "Bot 2", "Bot 3", "Bot 4") if names == "load"
                  else (f"Ane {k}", f"Mikel {k}", f"Itziar {k}", f"Jon {k}") for k in range(tables)]
    made = [0]
    deflated = [0]
    looked = [0]
    make, deflate, look = canvas._make, tiles.deflate_band, canvas.tiles.get

    def counted_make(rect: object, key: object) -> object:
        made[0] += 1
        return make(rect, key)  # type: ignore[arg-type]

    def counted_deflate(raw: bytes | memoryview) -> object:
        deflated[0] += 1
        return deflate(raw)

    def counted_get(key: object) -> object:
        looked[0] += 1
        return look(key)  # type: ignore[arg-type]

    canvas._make = counted_make  # type: ignore[method-assign, assignment]
    tiles.deflate_band = counted_deflate  # type: ignore[assignment]
    canvas.tiles.get = counted_get  # type: ignore[method-assign, assignment]
    pic, alt, drawn, sizes, parts_drawn, bands_done = [], [], [], [], [], []
    last_hand: list[tuple | None] = [None] * tables
    try:
        for step in range(max(len(s) for s in seqs)):
            for k, seq in enumerate(seqs):
                if step >= len(seq):
                    continue
                view, cards = seq[step]
                m, d = made[0], deflated[0]
                t0 = time.thread_time()
                png = render_table(view, seat_names[k], "es")
                t1 = time.thread_time()
                table_alt(view, seat_names[k], "es")
                t2 = time.thread_time()
                pic.append((t1 - t0) * 1000)
                alt.append((t2 - t1) * 1000)
                parts_drawn.append(made[0] - m)
                bands_done.append(deflated[0] - d)
                sizes.append(len(png))
                if cards != last_hand[k]:
                    last_hand[k] = cards
                    t0 = time.thread_time()
                    render_hand(cards, "es")
                    drawn.append((time.thread_time() - t0) * 1000)
    finally:
        canvas._make, tiles.deflate_band, canvas.tiles.get = make, deflate, look  # type: ignore[method-assign]
    n = len(pic)

    def p90(xs: list[float]) -> float:
        return sorted(xs)[int(0.9 * len(xs))]

    print(f"replay: {tables} tables x {hands} hands, names {names}: {n} table edits, "
          f"{len(drawn)} hand pictures drawn ({len(drawn) / n:.2f} per edit); warm_up first: "
          f"{warm:.0f} ms CPU")
    print(f"  table picture, CPU ms per edit: mean {statistics.mean(pic):.3f}, median "
          f"{statistics.median(pic):.3f}, p90 {p90(pic):.3f}")
    print(f"  hand picture, CPU ms per drawing: mean {statistics.mean(drawn):.3f}, median "
          f"{statistics.median(drawn):.3f}; per table edit {sum(drawn) / n:.3f}")
    print(f"  pictures per edit (table + hands): {(sum(pic) + sum(drawn)) / n:.3f} ms CPU")
    print(f"  alt text, CPU ms per edit: mean {statistics.mean(alt):.3f} (made with the picture, in its "
          f"thread: all three {(sum(pic) + sum(drawn) + sum(alt)) / n:.3f} ms per edit)")
    print(f"  parts drawn per edit: mean {statistics.mean(parts_drawn):.2f}, p90 {p90(parts_drawn)}; "
          f"tile hit rate {1 - made[0] / max(1, looked[0]):.3f} ({looked[0]} looks)")
    print(f"  bands deflated per edit: mean {statistics.mean(bands_done):.2f}, p90 {p90(bands_done)} "
          f"(of {(table.H + tiles.BAND - 1) // tiles.BAND})")
    print(f"  PNG bytes: mean {statistics.mean(sizes) / 1024:.1f} KB, largest {max(sizes) / 1024:.1f} KB")
    print(f"  caches: tiles {len(canvas.tiles)} ({canvas.tiles.used / 2**20:.1f} MB), "
          f"bands {len(canvas.bands)} ({canvas.bands.used / 2**20:.1f} MB)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--presses", type=int, default=400)
    parser.add_argument("--replay", type=int, default=0, metavar="TABLES",
                        help="replay whole hands of TABLES tables interleaved (see replay)")
    parser.add_argument("--hands", type=int, default=2, help="hands per table of --replay")
    parser.add_argument("--names", choices=("load", "own"), default="load",
                        help="--replay's seat names: the load bench's (Jugador N and Bot 2-4) "
                             "or four of each table's own")
    args = parser.parse_args()
    if args.replay:
        replay(args.replay, args.hands, args.seed, args.names)
        return 0
    rng = random.Random(args.seed)
    hands = [tuple(rng.sample(DECK, 4)) for _ in range(args.runs)]
    langs = ("es", "en", "de", "eu")

    t0 = time.perf_counter()
    warm_up()  # every sprite and both palettes, as the bot may at start-up
    render_hand(hands[0], "es")
    for view in views().values():
        render_table(view, NAMES, "es")
    first = (time.perf_counter() - t0) * 1000

    def new_hand(i: int) -> object:
        _render.cache_clear()
        return render_hand(hands[i], langs[i % 4])

    figures = {  # CPU ms of this thread, as the table figures
        "new hand": statistics.median(cpu_ms(new_hand, args.runs)),
        "repeated hand": statistics.median(cpu_ms(lambda i: render_hand(hands[0], "es"), args.runs * 10)),
    }
    table_views = list(views().items())
    per_phase = {}  # a first picture, every cache empty (as right after start-up)
    for name, view in table_views:
        per_phase[name] = statistics.median(cpu_ms(
            lambda i, v=view: render_table(v, NAMES, langs[i % 4]), max(10, args.runs // 10),
            table._canvas().clear))
    figures["table"] = statistics.median(per_phase.values())
    tables = table_figures(args.seed, args.presses)
    for name, times in tables.items():
        figures[name if name.startswith("table") else f"table, {name}"] = statistics.median(times)
    after = tables["table after one press"]
    p90 = sorted(after)[int(0.9 * len(after))]
    tile_kb, band_kb = table_memory(args.seed, 50)
    rows = [LeaderboardRow(f"Player {k}", 28.4 - 1.3 * k, 40 - k, 25 - k) for k in range(15)]  # mu - 3 sigma
    figures["leaderboard"] = median_ms(lambda i: render_leaderboard(rows, langs[i % 4]), 20)
    points = sample_points(200)
    figures["rating chart"] = median_ms(lambda i: render_rating_history(points, langs[i % 4]), 20)

    print(f"first pictures (loading sprites and fonts): {first:.0f} ms")
    print("median ms:")
    ok = True
    for name, ms in figures.items():
        target = TARGETS.get(name)
        mark = ""
        if target is not None:
            mark = f"  (target < {target} ms: {'ok' if ms < target else 'MISSED'})"
            ok &= ms < target
        print(f"  {name:<22} {ms:8.3f}{mark}")
    print("  table by phase: " + ", ".join(f"{k} {v:.1f}" for k, v in per_phase.items()))
    print(f"  table after one press: mean {statistics.mean(after):.3f}, 90th percentile "
          f"{p90:.3f} ({len(after)} presses; the table figures are CPU ms)")
    print("  table means: " + ", ".join(f"{k} {statistics.mean(v):.2f}" for k, v in tables.items()))
    print(f"cache per open table: tiles {tile_kb:.0f} KB, bands {band_kb:.0f} KB; "
          f"budgets {table.TILE_BUDGET // 2**20} + {table.BAND_BUDGET // 2**20} MB")

    sizes = {
        "hand": max(len(render_hand(h, "eu")) for h in hands[:20]),
        "table": max(len(render_table(v, NAMES, lang)) for _, v in table_views for lang in langs),
        "leaderboard": len(render_leaderboard(rows, "es")),
        "rating chart": len(render_rating_history(points, "es")),
        "card sprite": max(p.stat().st_size for p in ASSETS.glob("*/*.png")),
    }
    print("largest PNG, KB:")
    for name, size in sizes.items():
        ok &= size < MAX_PNG
        print(f"  {name:<22} {size / 1024:8.1f}")
    total = sum(p.stat().st_size for p in ASSETS.glob("*/*.png"))
    print(f"  deck total      {total / 1024:8.1f}  ({len(list(ASSETS.glob('*/*.png')))} files)")
    print("all targets met" if ok else "SOME TARGETS MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
