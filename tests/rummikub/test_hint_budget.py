"""The hint's work is bounded by a node count (solver.Work), whatever the rack: huge racks,
many jokers and big tables get a legal play, marked ``exact: false`` when the budget ran out
before it was proven best. No test here measures time: the budget is a count, so these
answers are the same on any machine."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from positions import random_set

from tutor.games import get_engine
from tutor.games.rummikub import solver as sv
from tutor.games.rummikub.hint import hint
from tutor.games.rummikub.legal import DEFAULT_OPTIONS, best_legal
from tutor.games.rummikub.solver import Work, is_valid_set, meld_value, solve
from tutor.games.rummikub.solver import sweep as sw
from tutor.games.rummikub.table import judge_play

COLOURS = "rbko"
TILES = [f"{c}{n}" for c in COLOURS for n in range(1, 14)]
HANGUL = re.compile("[가-힣]")
NOT_PROVEN = "최선이라고 확인하지는 못했습니다"


def _box() -> Counter[str]:
    return Counter({t: 2 for t in TILES}) + Counter({"j": 2})


def big_position(
    rng: random.Random, rack_size: int, rack_jokers: int = 0, sets: int = 3, table_jokers: int = 0
) -> tuple[list[str], list[list[str]]]:
    """Up to ``sets`` valid table sets (``table_jokers`` of them with a joker) and a rack of
    ``rack_size`` tiles (``rack_jokers`` jokers) from what is left of the box."""
    pool = _box()
    table: list[list[str]] = []
    for _ in range(sets * 20):
        if len(table) >= sets:
            break
        tiles = random_set(rng, colours=COLOURS)
        if table_jokers and pool["j"] > rack_jokers:
            tiles[rng.randrange(len(tiles))] = "j"
        if all(pool[t] >= k for t, k in Counter(tiles).items()):
            pool.subtract(tiles)
            table_jokers -= "j" in tiles
            table.append(tiles)
    rack = ["j"] * min(rack_jokers, pool["j"])
    pool["j"] -= len(rack)
    rest = list(pool.elements())
    return rack + rng.sample(rest, min(len(rest), rack_size - len(rack))), table


def _box_but(table: list[list[str]]) -> list[str]:
    return list((_box() - Counter(t for s in table for t in s)).elements())


ADVERSARIAL = [
    big_position(random.Random(1), 40, rack_jokers=1),
    big_position(random.Random(2), 62, rack_jokers=2, sets=2),
    big_position(random.Random(3), 62, sets=0),
    big_position(random.Random(4), 80, rack_jokers=1, sets=4),
    big_position(random.Random(5), 104, sets=0),
    big_position(random.Random(6), 30, sets=14, table_jokers=2),
    big_position(random.Random(7), 55, sets=10, table_jokers=2),
    big_position(random.Random(8), 20, rack_jokers=2, sets=16),
    ([], [["r1", "r2", "r3"]]),
]
ADVERSARIAL.append(
    (_box_but([["k5", "j", "k7"], ["b9", "r9", "j"]]), [["k5", "j", "k7"], ["b9", "r9", "j"]])
)


def _check_legal(rack: list[str], table: list[list[str]], initial: bool, result: dict) -> None:
    assert all(is_valid_set(s) for s in result["table"])
    assert Counter(result["placed"]) <= Counter(rack)
    assert Counter(t for s in result["table"] for t in s) == (
        Counter(t for s in table for t in s) + Counter(result["placed"])
    )
    assert HANGUL.search(result["explanation"])
    assert (NOT_PROVEN in result["explanation"]) is (not result["exact"])
    if not result["placed"]:
        return
    assert result["validated"] is True
    judge_play(table, result["table"], rack, melded=not initial, options=DEFAULT_OPTIONS)
    if initial:
        assert result["table"][: len(table)] == table
        assert sum(meld_value(s) for s in result["table"][len(table) :]) >= 30


@pytest.mark.parametrize("index", range(len(ADVERSARIAL)))
def test_adversarial_hints_give_legal_plays(index: int) -> None:
    rack, table = ADVERSARIAL[index]
    for initial in (True, False):
        _check_legal(rack, table, initial, hint(rack, table, initial=initial))


def test_adversarial_racks_are_what_they_say() -> None:
    sizes = [len(rack) for rack, _ in ADVERSARIAL]
    assert max(sizes) >= 100 and {40, 62, 80} <= set(sizes)
    assert any(rack.count("j") == 2 for rack, _ in ADVERSARIAL)
    assert any(sum(s.count("j") for s in table) == 2 for _, table in ADVERSARIAL)


@pytest.mark.parametrize("initial", [True, False])
def test_a_tiny_budget_gives_a_legal_play_that_is_not_exact(initial: bool) -> None:
    rack, table = ADVERSARIAL[1]
    full = hint(rack, table, initial=initial)
    small = hint(rack, table, initial=initial, nodes=1)
    assert full["exact"] is True
    assert small["exact"] is False
    assert "계산량" in small["explanation"]
    _check_legal(rack, table, initial, small)
    assert len(small["placed"]) <= len(full["placed"])
    assert small == hint(rack, table, initial=initial, nodes=1)  # a count: reproducible


def test_the_budget_is_a_count_of_search_nodes() -> None:
    rack, table = ADVERSARIAL[2]
    for nodes in (10, 3000):
        work = Work(nodes)
        result = solve(rack, table, initial=True, work=work)
        assert not result.exact and result.ceiling is not None
        assert result.ceiling[0] >= result.count
        spent = nodes - work.left
        # the searches stop one node past the budget; then one short search looks for a
        # play, since none was met
        assert nodes < spent <= nodes + sw._DIVE_NODES + 2
    work = Work(sv.HINT_NODES)
    exact = solve(rack, table, initial=True, work=work)
    assert exact.exact and exact.ceiling is None
    assert 0 < sv.HINT_NODES - work.left < sv.HINT_NODES
    assert (exact.count, exact.value) == (lambda s: (s.count, s.value))(
        solve(rack, table, initial=True)
    )


def test_a_part_of_a_budget_spends_its_parent() -> None:
    whole = Work(100)
    part = whole.part(30)
    part.charge(20)
    assert (part.left, whole.left) == (10, 80)
    whole.charge(75)
    assert part.left == 5  # the parent has less left than the part
    part.charge(10)
    assert part.left <= 0 and whole.left <= 0


@pytest.mark.parametrize("nodes", [1, 2_000, 20_000])
def test_best_legal_under_a_small_budget_stays_legal(nodes: int) -> None:
    # table jokers: the free search, the play that leaves them in place, and the cases all
    # share the budget
    for rack, table in ADVERSARIAL[5:8]:
        outcome = best_legal(rack, table, work=Work(nodes))
        full = best_legal(rack, table)
        got = (outcome.solution.count, outcome.solution.value)
        if outcome.solution.placed:
            judge_play(table, outcome.solution.table, rack, melded=True, options=DEFAULT_OPTIONS)
        if outcome.exact:
            assert got == (full.solution.count, full.solution.value)
        else:
            assert outcome.ceiling is not None and outcome.ceiling >= got
        if full.exact:
            assert got <= (full.solution.count, full.solution.value)


def test_a_budget_that_ran_out_before_any_play_says_so_in_korean(monkeypatch) -> None:
    # no play met at all (the last short search finds none either): the hint does not claim
    # that nothing can be played
    monkeypatch.setattr(sw, "_DIVE_NODES", 0)
    rack, table = ADVERSARIAL[4]
    for initial in (True, False):
        result = hint(rack, table, initial=initial, nodes=0)
        assert result["placed"] == [] and result["exact"] is False
        assert "찾지 못했습니다" in result["explanation"]
        assert "없습니다" not in result["explanation"]
        assert NOT_PROVEN in result["explanation"]


def _normal_rack(seed: int, table: list[list[str]]) -> list[str]:
    rng = random.Random(900 + seed)
    rest = _box() - Counter(t for s in table for t in s)
    return rng.sample(list(rest.elements()), rng.randint(14, 20))


@pytest.mark.parametrize("chunk", range(2))
def test_initial_meld_on_normal_racks_is_unchanged_and_exact(chunk: int, monkeypatch) -> None:
    # racks of 14–20 tiles: the hint's initial meld (now in the C sweep, with the budget) is
    # proven best and equals the pure-Python search that the hint used before
    for seed in range(chunk, 40, 2):
        table = [["b1", "b2", "b3"]] if seed % 3 == 0 else []
        rack = _normal_rack(seed, table)
        result = hint(rack, table, initial=True)
        assert result["exact"] is True
        monkeypatch.setattr(sw, "USE_COMPILED", False)
        before = solve(rack, table, initial=True)
        monkeypatch.setattr(sw, "USE_COMPILED", True)
        assert (len(result["placed"]), result["value"]) == (before.count, before.value), rack


@pytest.mark.parametrize("chunk", range(2))
def test_small_initial_racks_through_the_hint_match_exhaustive_search(chunk: int) -> None:
    from test_solver_exact import TYPES, brute_force_initial

    rng = random.Random(3000 + chunk)
    pool = list((Counter({t: 2 for t in TYPES}) - Counter(["b1", "b2", "b3"])).elements())
    for _ in range(30):
        rack = rng.sample(pool, rng.randint(3, 9))
        result = hint(rack, [["b1", "b2", "b3"]], initial=True)
        assert result["exact"] is True
        assert (len(result["placed"]), result["value"]) == brute_force_initial(rack), rack


def test_engine_plays_an_adversarial_hint() -> None:
    # the biggest rack's hint, played through a game state
    rack, table = ADVERSARIAL[4]
    result = hint(rack, table)
    engine = get_engine("rummikub")
    other = list((_box() - Counter(rack) - Counter(t for s in table for t in s)).elements())
    assert other  # the second player holds what is left of the box
    setup = {
        "racks": [rack, other],
        "table": table,
        "pool": [],
        "melded": [True, True],
        "to_move": 0,
    }
    state = engine.new_game(2, setup=setup)
    state.apply({"type": "play", "table": result["table"]})


def test_a_search_cut_short_still_shows_what_the_rack_alone_can_lay_down(monkeypatch) -> None:
    # the last resort: the table as it is and new sets from the rack alone (always within
    # the rules), when the searches run out before they find a legal play. Here the free
    # search is cut short, its play moves a table joker the rules do not let go, and the
    # play that leaves the jokers in place is taken away.
    from tutor.games.rummikub import legal

    monkeypatch.setattr(legal, "_pinned_play", lambda *args, **kwargs: None)
    rack = ["o3", "o5", "o4", "r1", "k4", "o4", "o7"]
    table = [["k2", "k3", "k4", "j"], ["b6", "k6", "j", "o6"], ["r6", "o6", "b6", "k6"]]
    outcome = best_legal(rack, table, work=Work(1))
    assert not outcome.exact and outcome.cut_short
    assert sorted(outcome.solution.placed) == ["o3", "o4", "o5"]
    assert all(s in outcome.solution.table for s in table)  # the table as it was
    judge_play(table, outcome.solution.table, rack, melded=True, options=DEFAULT_OPTIONS)
