"""Cutting a plan into sets.

A :class:`~.problem.Plan` says how many real tiles and jokers sit in runs at every cell and
in groups at every number; this module makes concrete sets of those counts. One colour's
runs are cut by a walk from 1 to 13 that gives every number's tiles first to the runs still
shorter than three, then to the longer ones, and starts new runs with the rest
(:func:`runs_from_counts`); one number's groups are dealt round robin into as few groups of
3-4 as the counts allow (:func:`groups_from_counts`).

Fewest changed table sets is a best-effort tie-break: before a colour's runs or a number's
groups are cut, as many of the old sets of that unit as fit in its counts are kept whole
(the largest subsets first, a bounded number of tries), and a new set equal to an old one
in its other reading still counts as kept (:func:`assemble`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations

from tutor.games.rummikub.solver.problem import OldSet, Plan
from tutor.games.rummikub.solver.sweep import Work
from tutor.games.rummikub.solver.tiles import (
    _REAL_CELLS,
    COLOURS,
    JOKER,
    MAX_NUMBER,
    cell_of,
    read_set,
)


def runs_from_counts(real: list[int], jokers: list[int], colour: int) -> list[list[str]] | None:
    """Cut one colour's run tiles (counts per number) into runs of 3+, or None if impossible.
    At every number the tiles go first to the runs still shorter than three (real tiles
    before jokers), then extend the longer ones; the rest start new runs."""
    name = COLOURS[colour]
    open_runs: list[list[str]] = []
    done: list[list[str]] = []
    for number in range(1, MAX_NUMBER + 1):
        r, j = real[number], jokers[number]
        if not open_runs:
            if r or j:
                tile = f"{name}{number}"
                open_runs = [[tile] for _ in range(r)] + [[JOKER] for _ in range(j)]
            continue
        short = [run for run in open_runs if len(run) < 3]
        if r + j < len(short):
            return None
        items = [f"{name}{number}"] * r + [JOKER] * j
        nxt = []
        i = 0
        for run in short + [run for run in open_runs if len(run) >= 3]:
            if i < len(items):
                run.append(items[i])
                i += 1
                nxt.append(run)
            else:
                done.append(run)
        nxt += [[item] for item in items[i:]]
        open_runs = nxt
    if any(len(run) < 3 for run in open_runs):
        return None
    return done + open_runs


def groups_from_counts(real: list[int], jokers: int, number: int) -> list[list[str]] | None:
    """Split one number's group tiles (count per colour) into groups of 3–4, or None."""
    total = sum(real)
    if total == 0:
        return [] if jokers == 0 else None
    largest = max(real)
    for size in range(max(largest, 1), total + 1):
        if 3 * size <= total + jokers <= 4 * size:
            groups: list[list[str]] = [[] for _ in range(size)]
            names = [f"{COLOURS[c]}{number}" for c in range(4) for _ in range(real[c])]
            for i, name in enumerate(names):
                groups[i % size].append(name)
            left = jokers
            for g in groups:
                if len(g) == 1 and left >= 2:
                    # one tile, two jokers: a group of its number, and also the run n-(n+1)-(n+2)
                    # where that fits (the more valuable reading counts; a group from 12 up)
                    g[:] = [g[0], JOKER, JOKER]
                    left -= 2
            for g in groups:
                while len(g) < 3 and left:
                    g.append(JOKER)
                    left -= 1
            for g in groups:
                if left and len(g) < 4:
                    g.append(JOKER)
                    left -= 1
            return groups
    return None


def _subsets_largest_first(n: int) -> Iterable[tuple[int, ...]]:
    if n > 10:  # too many to try every subset: all, then all but one, then none
        yield tuple(range(n))
        for skip in range(n):
            yield tuple(i for i in range(n) if i != skip)
        yield ()
        return
    for size in range(n, -1, -1):
        yield from combinations(range(n), size)


_CUT_TRIES = 64  # ways of keeping old runs of one colour tried at most (then none is kept)
_TRY_PRICE = 100  # search nodes charged for one of them (its Python steps)


def _runs_fit(real: list[int], jokers: list[int]) -> bool:
    """Whether :func:`runs_from_counts` can cut these counts, from counts alone (its open
    runs of length 1, 2 and 3 or more): a quick test before the cut is made."""
    n1 = n2 = n3 = 0
    for number in range(1, MAX_NUMBER + 1):
        tiles = real[number] + jokers[number]
        rest = tiles - n1 - n2
        if rest < 0:
            return False
        extended = min(rest, n3)
        n1, n2, n3 = rest - extended, n1, n2 + extended
    return n1 == 0 and n2 == 0


def _cut_colour_runs(
    plan: Plan, colour: int, old: list[OldSet], work: Work | None = None
) -> tuple[list[int], list[list[str]]]:
    """One colour's runs, keeping as many of its old runs whole as a few tries find: the
    largest subsets first, each distinct rest cut once (the two copies of a run leave the
    same rest), ``_CUT_TRIES`` cuts at most: a table of many short runs would otherwise take
    long over a tie-break. The subsets looked at are charged to ``work``."""
    real = [plan.run_real[n][colour] for n in range(MAX_NUMBER + 1)]
    jokers = [plan.run_jokers[n][colour] for n in range(MAX_NUMBER + 1)]
    if not old:
        rest = runs_from_counts(real, jokers, colour)
        assert rest is not None, "the sweep's runs cannot be cut"
        return [], rest
    tried: set[tuple[int, ...]] = set()
    looked = 0
    for subset in _subsets_largest_first(len(old)):
        looked += 1
        if len(tried) >= _CUT_TRIES:
            subset = ()
        r, j = real[:], jokers[:]
        fits = True
        for i in subset:
            for name, (_, number) in zip(old[i].tiles, old[i].cells, strict=True):
                if name == JOKER:
                    j[number] -= 1
                    fits = fits and j[number] >= 0
                else:
                    r[number] -= 1
                    fits = fits and r[number] >= 0
            if not fits:
                break
        if not fits:
            continue
        seen = tuple(r + j)
        if seen in tried and subset:
            continue
        tried.add(seen)
        if not _runs_fit(r, j):
            continue
        rest = runs_from_counts(r, j, colour)
        if rest is not None:
            if work is not None:
                work.charge(looked * _TRY_PRICE)
            return [old[i].index for i in subset], rest
    raise AssertionError("the sweep's runs cannot be cut")  # pragma: no cover


def _cut_number_groups(
    plan: Plan, number: int, old: list[OldSet]
) -> tuple[list[int], list[list[str]]]:
    real = plan.group_real[number]
    if not old:
        if not plan.group_jokers[number] and not any(real):
            return [], []
        rest = groups_from_counts(real[:], plan.group_jokers[number], number)
        assert rest is not None, "the sweep's groups cannot be cut"
        return [], rest
    for subset in _subsets_largest_first(len(old)):
        r, j = real[:], plan.group_jokers[number]
        fits = True
        for i in subset:
            for name in old[i].tiles:
                tile = cell_of(name)
                if tile is None:
                    j -= 1
                    fits = fits and j >= 0
                else:
                    r[tile[0]] -= 1
                    fits = fits and r[tile[0]] >= 0
        if not fits:
            continue
        rest = groups_from_counts(r, j, number)
        if rest is not None:
            return [old[i].index for i in subset], rest
    raise AssertionError("the sweep's groups cannot be cut")  # pragma: no cover


def _fast_sort_key(tiles: list[str]) -> tuple[int, int, int]:
    """:func:`set_sort_key` for sets the solver cut itself, mostly without reading them: a run
    when two real tiles differ in number, a group when several share one."""
    first = next(i for i, t in enumerate(tiles) if t != JOKER)
    colour, number = _REAL_CELLS[tiles[first]]
    real = [_REAL_CELLS[t] for t in tiles if t != JOKER]
    if len({n for _, n in real}) > 1:
        return (0, colour, number - first)
    if len(real) > 1:  # one number, several tiles: a group
        return (1, number, 0)
    return set_sort_key(tiles)


def set_sort_key(tiles: list[str]) -> tuple[int, int, int]:
    reading = read_set(tiles)
    assert reading is not None
    if reading.kind == "run":
        return (0, reading.colour, reading.number)
    return (1, reading.number, 0)


def unit_cuts(
    plan: Plan, old: list[OldSet], work: Work | None = None
) -> Iterator[tuple[str, int, list[OldSet], list[int], list[list[str]]]]:
    """The plan cut unit by unit — every colour's runs, then every number's groups — keeping
    old sets whole where it can: (kind, colour or number, the unit's old sets, indices of
    those kept, the new sets)."""
    for colour in range(4):
        mine = [s for s in old if s.reading.kind == "run" and s.reading.colour == colour]
        yield ("run", colour, mine, *_cut_colour_runs(plan, colour, mine, work))
    for number in range(1, MAX_NUMBER + 1):
        mine = [s for s in old if s.reading.kind == "group" and s.reading.number == number]
        yield ("group", number, mine, *_cut_number_groups(plan, number, mine))


def assemble(
    plan: Plan, old: list[OldSet], work: Work | None = None
) -> tuple[list[list[str]], set[int]]:
    """The plan cut into sets: (new sets, indices of old sets it leaves as they were)."""
    kept: set[int] = set()
    fresh: list[list[str]] = []
    for _, _, _, k, rest in unit_cuts(plan, old, work):
        kept.update(k)
        fresh.extend(rest)
    # a new set equal (as tiles) to an old one left in the other reading still counts as kept
    by_tiles: dict[tuple[str, ...], list[int]] = {}
    for s in old:
        if s.index not in kept:
            by_tiles.setdefault(tuple(sorted(s.tiles)), []).append(s.index)
    still_new = []
    for tiles in fresh:
        match = by_tiles.get(tuple(sorted(tiles)))
        if match:
            kept.add(match.pop(0))
        else:
            still_new.append(tiles)
    still_new.sort(key=_fast_sort_key)
    return still_new, kept
