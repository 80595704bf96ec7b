"""Exhaustive search for the best *legal* Rummikub play on small positions (numbers 1–7).

The reference the solver is held to. Unlike a count-only search, it judges every candidate
table with the rules engine itself (:func:`judge_play` under the default options), so the
joker rules count: a joker taken out of a set must be replaced by the tile it stood for,
next to one of its old set-mates, and must go into a new set that holds a rack tile.

The search: every sub-multiset of the rack, best (tiles placed, value placed) first; for each,
every partition of table + those rack tiles into concrete sets (runs with the jokers at
definite places, groups), each partition once; the first one the engine accepts wins.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cache
from itertools import combinations, permutations, product

from tutor.engine import RuleViolation
from tutor.games.rummikub.sets import classify
from tutor.games.rummikub.setup import DEFAULT_OPTIONS
from tutor.games.rummikub.table import judge_play

TOP = 7
COLOURS = "rbko"
JOKER = "j"
TYPES = [f"{c}{n}" for c in COLOURS for n in range(1, TOP + 1)] + [JOKER]
ORDER = {name: i for i, name in enumerate(TYPES)}


def _value(name: str) -> int:
    return 30 if name == JOKER else int(name[1:])


@cache
def concrete_sets() -> tuple[tuple[str, ...], ...]:
    """Every valid set of the small box as the engine reads it (jokers at definite places,
    also standing for numbers above the box's: at most two, so up to TOP + 2)."""
    found: set[tuple[str, ...]] = set()
    shapes: list[list[str]] = []
    for c in COLOURS:
        # numbers above TOP are not in the box, but a joker may stand for them (k6-k7-j)
        for start in range(1, TOP + 1):
            for end in range(start + 2, min(TOP + 2, 13) + 1):
                shapes.append([f"{c}{n}" for n in range(start, end + 1)])
    groups: list[list[str]] = []
    for n in range(1, TOP + 1):
        for size in (3, 4):
            for cols in combinations(COLOURS, size):
                groups.append([f"{c}{n}" for c in cols])
    # one tile with two jokers: the order decides (j-j-2 is a group, j-2-j a run)
    for shape in groups:
        for k in range(3):
            for spots in combinations(range(len(shape)), k):
                tiles = [JOKER if i in spots else t for i, t in enumerate(shape)]
                lone = len(tiles) - k == 1
                for order in set(permutations(tiles)) if lone else {tuple(tiles)}:
                    if classify(order).valid:
                        found.add(order)
    for shape in shapes:
        beyond = {i for i, t in enumerate(shape) if int(t[1:]) > TOP}  # must be jokers
        for k in range(3):
            for spots in combinations(range(len(shape)), k):
                tiles = tuple(JOKER if i in spots else t for i, t in enumerate(shape))
                if k == len(shape) or not beyond <= set(spots) or not classify(tiles).valid:
                    continue
                found.add(tiles)
    return tuple(sorted(found))


@cache
def _sets_by_first() -> dict[str, tuple[tuple[str, ...], ...]]:
    """Sets keyed by their lowest real tile (the tile a partition step must cover)."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for tiles in concrete_sets():
        first = min((t for t in tiles if t != JOKER), key=ORDER.__getitem__)
        out.setdefault(first, []).append(tiles)
    return {k: tuple(v) for k, v in out.items()}


def _vector(tiles: Counter[str]) -> tuple[int, ...]:
    return tuple(tiles[t] for t in TYPES)


@cache
def _cuttable(left: tuple[int, ...]) -> bool:
    """Whether tiles (counts in TYPES order) can be cut into valid sets at all: lets the
    partition walk skip branches that cannot end in a partition (it changes no answer)."""
    first = next((i for i, k in enumerate(left) if k and TYPES[i] != JOKER), None)
    if first is None:
        return left[ORDER[JOKER]] == 0
    for tiles in _sets_by_first().get(TYPES[first], ()):
        rest = list(left)
        for t in tiles:
            rest[ORDER[t]] -= 1
        if min(rest) >= 0 and _cuttable(tuple(rest)):
            return True
    return False


def partitions(tiles: Counter[str]) -> Iterator[list[tuple[str, ...]]]:
    """Every way to cut the tiles into valid sets (each partition once, up to set order)."""
    by_first = _sets_by_first()
    left = Counter(tiles)
    chosen: list[tuple[str, ...]] = []

    def walk(floor: int) -> Iterator[list[tuple[str, ...]]]:
        real = [t for t in left if left[t] > 0 and t != JOKER]
        if not real:
            if left[JOKER] == 0:
                yield list(chosen)
            return
        first = min(real, key=ORDER.__getitem__)
        for index, tiles in enumerate(by_first.get(first, ())):
            # the same set twice in a row is tried in one order only
            if chosen and chosen[-1][0] == first and tiles < chosen[-1]:
                continue
            need = Counter(tiles)
            if any(left[t] < k for t, k in need.items()):
                continue
            left.subtract(need)
            if _cuttable(_vector(left)):
                chosen.append(tiles)
                yield from walk(index)
                chosen.pop()
            left.update(need)

    yield from walk(0)


def _sub_racks(rack: list[str]) -> list[tuple[int, int, Counter[str]]]:
    """Every sub-multiset of the rack as (count, value, tiles), best first."""
    have = Counter(rack)
    names = sorted(have)
    out = []
    for picks in product(*(range(have[n] + 1) for n in names)):
        sub = Counter({n: k for n, k in zip(names, picks, strict=True) if k})
        out.append((sum(picks), sum(_value(n) * k for n, k in sub.items()), sub))
    out.sort(key=lambda item: (-item[0], -item[1]))
    return out


def legal_best(rack: list[str], table: list[list[str]]) -> tuple[int, int]:
    """(rack tiles placed, value placed) of the best play the engine accepts, after the meld.
    (0, 0) when no play is legal (draw a tile)."""
    before = [list(s) for s in table]
    base = Counter(t for s in table for t in s)
    for count, value, sub in _sub_racks(rack):
        if count == 0:
            return 0, 0
        for cut in partitions(base + sub):
            try:
                judge_play(
                    before, [list(s) for s in cut], rack, melded=True, options=DEFAULT_OPTIONS
                )
            except RuleViolation:
                continue
            return count, value
    return 0, 0  # pragma: no cover - the empty sub-rack returns above
