"""Small Rummikub positions (numbers 1–7) for comparing the solver with the exhaustive
searches, and the joker-heavy ones with the regression cases found by longer comparisons."""

from __future__ import annotations

import random
from collections import Counter

COLOURS = "rbko"
TOP = 7
JOKER = "j"
TYPES = [f"{c}{n}" for c in COLOURS for n in range(1, TOP + 1)] + [JOKER]


def random_set(rng: random.Random, top: int = 13, colours: str = COLOURS) -> list[str]:
    """A valid set without jokers: a run of 3–5 or a group of 3–4, numbers 1..``top``."""
    if rng.random() < 0.5:
        c = rng.choice(colours)
        length = rng.randint(3, 5)
        start = rng.randint(1, top - length + 1)
        return [f"{c}{n}" for n in range(start, start + length)]
    n = rng.randint(1, top)
    return [f"{c}{n}" for c in rng.sample(colours, rng.randint(3, 4))]


def small_position(
    rng: random.Random,
    joker_rate: float = 0.25,
    sets: tuple[int, int] = (0, 4),
    rack: tuple[int, int] = (1, 8),
) -> tuple[list[str], list[list[str]]]:
    """A table of ``sets`` valid sets (a joker in each with ``joker_rate``) and a rack."""
    pool = Counter({t: 2 for t in TYPES})
    table: list[list[str]] = []
    for _ in range(rng.randint(*sets)):
        for _attempt in range(20):
            tiles = random_set(rng, TOP)
            if rng.random() < joker_rate and pool[JOKER]:
                tiles[rng.randrange(len(tiles))] = JOKER
            if all(pool[t] >= k for t, k in Counter(tiles).items()):
                pool.subtract(tiles)
                table.append(tiles)
                break
    left = list(pool.elements())
    return rng.sample(left, rng.randint(*rack)), table


def joker_heavy_position(rng: random.Random) -> tuple[list[str], list[list[str]]]:
    """A table of 1–4 sets, most with a joker, and a rack of 1–7 tiles: the joker rules at
    work."""
    return small_position(rng, joker_rate=0.6, sets=(1, 4), rack=(1, 7))


def two_joker_position(rng: random.Random) -> tuple[list[str], list[list[str]]]:
    """A table with one tile and both jokers in one set (``r5 j j`` in any order: a run and a
    group at once where both fit), 0–3 other sets, and a rack of 1–6 tiles."""
    pool = Counter({t: 2 for t in TYPES})
    tile = f"{rng.choice(COLOURS)}{rng.randint(1, TOP)}"
    lone = [tile, JOKER, JOKER]
    rng.shuffle(lone)
    pool.subtract(lone)
    table = [lone]
    for _ in range(rng.randint(0, 3)):
        for _attempt in range(20):
            tiles = random_set(rng, TOP)
            if all(pool[t] >= k for t, k in Counter(tiles).items()):
                pool.subtract(tiles)
                table.append(tiles)
                break
    rng.shuffle(table)
    left = list((+pool).elements())
    return rng.sample(left, rng.randint(1, 6)), table


TWO_JOKER_POSITIONS = [two_joker_position(random.Random(90_000 + seed)) for seed in range(200)]

JOKER_POSITIONS = [joker_heavy_position(random.Random(70_000 + seed)) for seed in range(400)] + [
    # found by a longer run of the same comparison: the freed group joker goes home beside the
    # joker that stays (o4-j-j-o7), and o4 on the rack makes it a set with a rack tile
    (
        ["b1", "r3", "o2", "k7", "r6", "o4"],
        [
            ["o4", "o5", "j", "o7"],
            ["k1", "j", "r1", "o1"],
            ["k2", "k3", "k4", "k5"],
            ["b2", "b3", "b4", "b5"],
        ],
    ),
    # both freed jokers go home to one set, b1-j-b3-j, which the rules count once per joker
    (["b3", "k5"], [["r1", "b1", "j"], ["o6", "b6", "k6"], ["j", "k1", "b1", "o1"]]),
    (
        ["o1"],
        [["r2", "j", "r4", "r5", "r6"], ["j", "k4", "k5"], ["o3", "r3", "k3"], ["o3", "o4", "o5"]],
    ),
    # one set, b5-b6-j, is both the freed joker's replacement (b6 beside b5) and its home
    (
        ["b6"],
        [
            ["b2", "b3", "b4", "b5", "j"],
            ["o7", "j", "b7", "r7"],
            ["k7", "b7", "o7"],
            ["b2", "o2", "r2"],
        ],
    ),
    # found by the random comparison after issue 16: b6 beside the run's joker keeps it in
    # place (b1-b2-b3-b4-j-b6), where the search's first plans moved it to j-b6-b7 alone
    (
        ["k4", "o3", "o4", "o1", "b6"],
        [["b1", "b2", "b3", "b4", "j"], ["r2", "r3", "j"], ["o7", "r7", "k7", "b7"]],
    ),
    # r4 replaces the joker in r2-r3-r4 and a second r4 makes its new set r4-r5-j-r7: a new
    # set, though it holds r4 beside the old set-mate r5
    (
        ["r4", "o2", "r4", "b1", "r7", "k3", "b6"],
        [
            ["o4", "o5", "o6", "o7"],
            ["r2", "r3", "j", "r5"],
            ["o1", "j", "b1"],
            ["b3", "b4", "b5", "b6", "b7"],
        ],
    ),
    (
        ["b4", "b5", "b4"],
        [["b3", "j", "b5", "b6", "b7"], ["r1", "k1", "j"], ["o4", "o5", "o6", "o7"]],
    ),
    # k2 leaves the group for a run and o2 joins: the group's joker stays, now k2 (issue 16)
    (["o4", "k1", "k3", "o2"], [["k2", "j", "r2", "b2"], ["r1", "o1", "b1"]]),
    # the freed joker's home is the run where the other table joker stays: j-k2-j-k4-k5-k6
    # (o5 replaces the joker of j-o6-o7); once proven only with a 10x budget, now at once
    (
        ["r3", "k2", "o5"],
        [["r6", "o6", "k6", "b6"], ["j", "k4", "k5", "k6"], ["j", "o6", "o7"], ["b7", "r7", "o7"]],
    ),
    # o2 frees the joker of j-o3-o4 and k7 the group's; their one shared home o2-o3-o4-j-j is
    # o2's old set again: nothing is legal, proven once the replacement is asked for apart
    (
        ["o2"],
        [
            ["r7", "b7", "j", "o7"],
            ["j", "o3", "o4"],
            ["k3", "k4", "k5", "k6", "k7"],
            ["k3", "k4", "k5", "k6", "k7"],
        ],
    ),
    # j-j-2 is a group (no run can be read from it): the joker that stood for r2 stays
    (
        ["k7", "b2"],
        [
            ["b4", "k4", "r4", "o4"],
            ["o1", "o2", "o3", "j", "o5"],
            ["j", "r3", "r4", "r5", "r6"],
            ["b6", "k6", "r6"],
        ],
    ),
]
