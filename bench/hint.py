"""Time the Rummikub hint on random mid-game positions.

    .venv/bin/python bench/hint.py            # 1,000 positions
    .venv/bin/python bench/hint.py --quick    # 100 positions

Tables of 20–80 tiles (valid sets, some with jokers), racks of 5–20 tiles (jokers included),
all from one seed. Prints median, p95 and max milliseconds (wall clock, and this process's CPU
time, which a busy machine disturbs less) of

- ``solver``: the exact solver, :func:`tutor.games.rummikub.legal.best_legal`: the play that
  places the most rack tiles (then the most value) among those the rules accept, joker rules
  included;
- ``free``: the search that treats jokers as free tiles (its first step, and an upper bound);
- ``hint``: the whole ``hint()``: input checks, the solver, the engine's judgement of the play
  and the Korean steps.

and how many answers the solver could not prove best (it gave up on a rare hard position; the
play shown is still legal, and the hint says a better one may exist). Every position is timed
in ``--passes`` passes (3) with the caches cleared before each, and its fastest time is kept:
the machine this runs on is shared, and its speed wanders by a fifth or more from minute to
minute.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tutor.games.rummikub.solver import COLOURS, JOKER, MAX_NUMBER, solve  # noqa: E402

TILES = [f"{c}{n}" for c in COLOURS for n in range(1, MAX_NUMBER + 1)]


def random_set(rng: random.Random) -> list[str]:
    if rng.random() < 0.55:
        colour = rng.choice(COLOURS)
        length = rng.choice((3, 3, 3, 4, 4, 5, 6))
        start = rng.randint(1, MAX_NUMBER - length + 1)
        return [f"{colour}{n}" for n in range(start, start + length)]
    number = rng.randint(1, MAX_NUMBER)
    return [f"{c}{number}" for c in rng.sample(COLOURS, rng.choice((3, 3, 4)))]


def mid_game_position(rng: random.Random) -> tuple[list[str], list[list[str]]]:
    """A table of 20–80 tiles in valid sets and a rack of 5–20 tiles from what is left."""
    pool = Counter({t: 2 for t in TILES})
    pool[JOKER] = 2
    target = rng.randint(20, 80)
    table: list[list[str]] = []
    size = 0
    while size < target:
        tiles = random_set(rng)
        if pool[JOKER] and rng.random() < 0.15:
            tiles[rng.randrange(len(tiles))] = JOKER
        if all(pool[t] >= k for t, k in Counter(tiles).items()):
            pool.subtract(tiles)
            table.append(tiles)
            size += len(tiles)
    rest = list(pool.elements())
    rack = rng.sample(rest, min(len(rest), rng.randint(5, 20)))
    if pool[JOKER] and JOKER not in rack and rng.random() < 0.3:
        rack[0] = JOKER
    return rack, table


def _summary(label: str, times: list[float]) -> str:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return (f"{label:10s} median {statistics.median(times):7.2f} ms   p95 {p95:7.2f} ms   "
            f"max {times[-1]:7.2f} ms")


def _clear_caches() -> None:
    """Forget what earlier positions taught the caches (set readings, cell choices), so that
    a later pass times every position as a first query would be."""
    from tutor.games.rummikub import sets, solver

    for cached in (sets._classify, solver._read_one, solver._run_cell_choices,
                   solver._group_cell_choices):
        cached.cache_clear()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100 positions instead of 1,000")
    parser.add_argument("--positions", type=int, default=None)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--passes", type=int, default=3,
                        help="time every position this many times (caches cleared before "
                             "each pass) and keep its fastest: a shared machine's hiccups "
                             "fall out (default 3)")
    args = parser.parse_args(argv)
    count = args.positions or (100 if args.quick else 1000)
    rng = random.Random(args.seed)
    positions = [mid_game_position(rng) for _ in range(count)]

    from tutor.games.rummikub import solver
    from tutor.games.rummikub.hint import hint
    from tutor.games.rummikub.legal import best_legal

    inf = float("inf")
    free_ms, solver_ms, solver_cpu, hint_ms = ([inf] * count for _ in range(4))
    pass_medians: list[float] = []
    placed = free_placed = not_proven = 0
    for round_ in range(max(1, args.passes)):
        _clear_caches()
        this_pass = []
        for i, (rack, table) in enumerate(positions):
            start = time.perf_counter()
            free = solve(rack, table)
            free_ms[i] = min(free_ms[i], (time.perf_counter() - start) * 1000)
            start, cpu = time.perf_counter(), time.process_time()
            outcome = best_legal(rack, table)
            took = (time.perf_counter() - start) * 1000
            solver_ms[i] = min(solver_ms[i], took)
            solver_cpu[i] = min(solver_cpu[i], (time.process_time() - cpu) * 1000)
            this_pass.append(took)
            start = time.perf_counter()
            hint(rack, table)
            hint_ms[i] = min(hint_ms[i], (time.perf_counter() - start) * 1000)
            if round_ == 0:
                free_placed += free.count
                placed += outcome.solution.count
                not_proven += not outcome.exact
        pass_medians.append(statistics.median(this_pass))
    table_sizes = [sum(len(s) for s in t) for _, t in positions]
    print(f"{count} positions, tables {min(table_sizes)}–{max(table_sizes)} tiles; rack tiles "
          f"placed on average {placed / count:.2f} (jokers free: {free_placed / count:.2f}); "
          f"compiled sweep: {'yes' if solver._sweep is not None else 'NO (pure Python)'}")
    print(f"fastest of {max(1, args.passes)} passes per position (solver medians of the passes: "
          + ", ".join(f"{m:.2f}" for m in pass_medians) + " ms)")
    print(_summary("solver", solver_ms))
    print(_summary("solver cpu", solver_cpu))
    print(_summary("free", free_ms))
    print(_summary("hint", hint_ms))
    print(f"not proven best (legal play shown, the hint says so): {not_proven} of {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
