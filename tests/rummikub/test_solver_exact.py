"""The solver against an exhaustive search on small random positions (numbers 1–7)."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from itertools import combinations

import pytest

from tutor.games.rummikub.solver import (
    COLOURS,
    JOKER,
    is_valid_set,
    meld_value,
    solve,
)

pytestmark = (
    pytest.mark.slow
)  # exhaustive searches over hundreds of positions: `make test`, not `make check`

TOP = 7  # numbers 1..TOP in the small instances
TYPES = [f"{c}{n}" for c in COLOURS for n in range(1, TOP + 1)] + [JOKER]
INDEX = {name: i for i, name in enumerate(TYPES)}
VALUE = [n for _ in COLOURS for n in range(1, TOP + 1)] + [30]


def _all_sets() -> dict[tuple[int, ...], int]:
    """Every valid set of the small box as a count vector → its best initial-meld value."""
    found: dict[tuple[int, ...], int] = {}

    def add(cells: list[tuple[str, int]]) -> None:
        # cells: (tile name, number it stands for); try every way of putting up to 2 jokers in
        beyond = {i for i, (_, n) in enumerate(cells) if n > TOP}  # only jokers there
        for k in range(3):
            for spots in combinations(range(len(cells)), k):
                if k == len(cells) or not beyond <= set(spots):
                    continue
                counts = [0] * len(TYPES)
                for i, (name, _) in enumerate(cells):
                    counts[INDEX[JOKER] if i in spots else INDEX[name]] += 1
                if any(counts[i] > 2 for i in range(len(TYPES))):
                    continue
                key = tuple(counts)
                found[key] = max(found.get(key, 0), sum(n for _, n in cells))

    for c in COLOURS:
        for start in range(1, TOP + 1):
            # a joker may stand for a number above the small box's (k6-k7-j is k6-k7-k8)
            for end in range(start + 2, TOP + 3):
                add([(f"{c}{n}", n) for n in range(start, end + 1)])
    for n in range(1, TOP + 1):
        for size in (3, 4):
            for cols in combinations(COLOURS, size):
                add([(f"{c}{n}", n) for c in cols])
    return found


ALL_SETS = _all_sets()


def brute_force(rack: list[str], table: list[list[str]]) -> tuple[int, int]:
    """(rack tiles placed, value placed) of the best play, by exhaustive search."""
    table_counts = Counter(t for s in table for t in s)
    rack_counts = Counter(rack)
    have = tuple(table_counts[t] + rack_counts[t] for t in TYPES)
    must = tuple(table_counts[t] for t in TYPES)
    sets = [s for s in ALL_SETS if all(a <= b for a, b in zip(s, have, strict=True))]
    weight = {s: sum(k * (1000 + VALUE[i]) for i, k in enumerate(s)) for s in sets}
    containing = {i: [s for s in sets if s[i]] for i in range(len(TYPES))}

    @cache
    def best(used: tuple[int, ...]) -> int | None:
        short = next((i for i in range(len(TYPES)) if used[i] < must[i]), None)
        options = containing[short] if short is not None else sets
        result = None if short is not None else 0
        for s in options:
            nxt = tuple(a + b for a, b in zip(used, s, strict=True))
            if any(a > b for a, b in zip(nxt, have, strict=True)):
                continue
            rest = best(nxt)
            if rest is not None and (result is None or rest + weight[s] > result):
                result = rest + weight[s]
        return result

    total = best(tuple([0] * len(TYPES)))
    assert total is not None
    total -= sum(k * (1000 + VALUE[i]) for i, k in enumerate(must))
    return total // 1000, total % 1000


def brute_force_initial(rack: list[str]) -> tuple[int, int]:
    """(tiles, meld value) of the best initial meld from the rack alone; (0, 0) if none."""
    have = tuple(Counter(rack)[t] for t in TYPES)
    sets = [s for s in ALL_SETS if all(a <= b for a, b in zip(s, have, strict=True))]
    best = (0, 0)

    def walk(start: int, used: tuple[int, ...], tiles: int, value: int) -> None:
        nonlocal best
        if value >= 30 and (tiles, value) > best:
            best = (tiles, value)
        for k in range(start, len(sets)):
            nxt = tuple(a + b for a, b in zip(used, sets[k], strict=True))
            if all(a <= b for a, b in zip(nxt, have, strict=True)):
                walk(k, nxt, tiles + sum(sets[k]), value + ALL_SETS[sets[k]])

    walk(0, tuple([0] * len(TYPES)), 0, 0)
    return best


def random_position(rng: random.Random) -> tuple[list[str], list[list[str]]]:
    from positions import small_position

    return small_position(rng)


def check_play(rack: list[str], table: list[list[str]], initial: bool, result) -> None:
    assert all(is_valid_set(s) for s in result.table), result.table
    assert Counter(result.placed) <= Counter(rack)
    new_tiles = Counter(t for s in result.table for t in s)
    assert new_tiles == Counter(t for s in table for t in s) + Counter(result.placed)
    assert result.count == len(result.placed)
    if initial:
        assert result.table[: len(table)] == table
        fresh = result.table[len(table) :]
        assert not fresh or sum(meld_value(s) for s in fresh) >= 30


POSITIONS = [random_position(random.Random(seed)) for seed in range(520)]


@pytest.mark.parametrize("chunk", range(8))
def test_solver_places_as_many_as_exhaustive_search(chunk: int) -> None:
    for rack, table in POSITIONS[chunk::8]:
        result = solve(rack, table)
        check_play(rack, table, False, result)
        assert (result.count, result.value) == brute_force(rack, table), (rack, table)


@pytest.mark.parametrize("chunk", range(4))
def test_initial_meld_matches_exhaustive_search(chunk: int) -> None:
    rng = random.Random(1000 + chunk)
    for _ in range(60):
        pool = list((Counter({t: 2 for t in TYPES}) - Counter(["b1", "b2", "b3"])).elements())
        rack = rng.sample(pool, rng.randint(3, 9))
        result = solve(rack, [["b1", "b2", "b3"]], initial=True)
        check_play(rack, [["b1", "b2", "b3"]], True, result)
        assert (result.count, result.value) == brute_force_initial(rack), rack


def test_positions_are_varied() -> None:
    with_jokers = sum(
        1 for rack, table in POSITIONS if JOKER in rack + [t for s in table for t in s]
    )
    placed = [solve(rack, table).count for rack, table in POSITIONS[:100]]
    assert len(POSITIONS) >= 500
    assert with_jokers > 50
    assert sum(1 for table in POSITIONS if table[1]) > 300
    assert 0 in placed and max(placed) >= 4


@pytest.mark.parametrize("chunk", range(2))
def test_high_to_low_sweep_agrees_with_exhaustive_search(chunk: int) -> None:
    # the solver may sweep the numbers from 13 down when the upward sweep takes long
    from tutor.games.rummikub import solver
    from tutor.games.rummikub.solver import problem as pb
    from tutor.games.rummikub.solver import sweep

    for rack, table in POSITIONS[chunk::4]:
        problem = solver.make_problem(rack, solver.read_table(table), False)
        plan = sweep.search(pb.mirror(problem))
        assert plan is not None
        back = pb.unmirror(plan)
        assert sum(map(sum, back.rack_used)) + back.jokers_used - problem.jokers_must == (
            plan.score // 1_000_000
        )
        assert divmod(plan.score // 1000, 1000) == brute_force(rack, table), (rack, table)


# --- the joker rules: the hint's search against an exhaustive search judged by the engine ---


@pytest.mark.parametrize("chunk", range(8))
def test_best_legal_play_places_as_many_as_the_engine_judged_exhaustive_search(chunk: int) -> None:
    # legal_brute.legal_best tries every partition of table + rack tiles into sets and asks
    # the rules engine (judge_play) about each: the joker rules (replacement, a rack tile in
    # the freed joker's set) count exactly as the engine applies them.
    from legal_brute import legal_best

    from tutor.games.rummikub.legal import best_legal

    for rack, table in POSITIONS[chunk::8]:
        outcome = best_legal(rack, table)
        check_play(rack, table, False, outcome.solution)
        got = (outcome.solution.count, outcome.solution.value)
        assert got == legal_best(rack, table), (rack, table)


def test_positions_have_table_jokers_that_the_rules_restrict() -> None:
    # the comparison above is only worth something if the joker rules bite in some positions
    from tutor.games.rummikub.legal import best_legal

    refused = 0
    for rack, table in POSITIONS:
        free = solve(rack, table)
        outcome = best_legal(rack, table)
        refused += (outcome.solution.count, outcome.solution.value) < (free.count, free.value)
    assert refused >= 8


@pytest.mark.parametrize("chunk", range(4))
def test_best_legal_play_with_many_table_jokers(chunk: int) -> None:
    from legal_brute import legal_best
    from positions import JOKER_POSITIONS

    from tutor.games.rummikub.legal import best_legal

    for rack, table in JOKER_POSITIONS[chunk::4]:
        outcome = best_legal(rack, table)
        check_play(rack, table, False, outcome.solution)
        assert (outcome.solution.count, outcome.solution.value) == legal_best(rack, table), (
            rack,
            table,
        )


@pytest.mark.parametrize("chunk", range(2))
def test_best_legal_play_beside_a_set_of_one_tile_and_two_jokers(chunk: int) -> None:
    # r5 j j and its orders read both as a run and as a group where both fit: the engine
    # accepts a play either reading allows, and the hint's search must find the same best
    from legal_brute import legal_best
    from positions import TWO_JOKER_POSITIONS

    from tutor.games.rummikub.legal import best_legal

    for rack, table in TWO_JOKER_POSITIONS[chunk::2]:
        outcome = best_legal(rack, table)
        check_play(rack, table, False, outcome.solution)
        assert outcome.exact, (rack, table)
        assert (outcome.solution.count, outcome.solution.value) == legal_best(rack, table), (
            rack,
            table,
        )
