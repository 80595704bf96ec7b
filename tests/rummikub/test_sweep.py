"""The C sweep (``_sweep.c``) against the pure-Python search it stands in for."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tutor.games.rummikub import legal
from tutor.games.rummikub import solver as sv
from tutor.games.rummikub.solver import problem as pb
from tutor.games.rummikub.solver import sweep as sw

pytestmark = (
    pytest.mark.slow
)  # the pure-Python reference search over many positions: `make test`, not `make check`

COLOURS = "rbko"
TILES = [f"{c}{n}" for c in COLOURS for n in range(1, 14)]


def mid_game(rng: random.Random) -> tuple[list[str], list[list[str]]]:
    """A table of 15–60 tiles in valid sets (some with jokers) and a rack of 3–16 tiles."""
    pool = Counter({t: 2 for t in TILES})
    pool["j"] = 2
    table: list[list[str]] = []
    size, target = 0, rng.randint(15, 60)
    while size < target:
        if rng.random() < 0.55:
            colour, length = rng.choice(COLOURS), rng.choice((3, 3, 4, 5))
            start = rng.randint(1, 14 - length)
            tiles = [f"{colour}{n}" for n in range(start, start + length)]
        else:
            number = rng.randint(1, 13)
            tiles = [f"{c}{number}" for c in rng.sample(COLOURS, rng.choice((3, 4)))]
        if pool["j"] and rng.random() < 0.2:
            tiles[rng.randrange(len(tiles))] = "j"
        if all(pool[t] >= k for t, k in Counter(tiles).items()):
            pool.subtract(tiles)
            table.append(tiles)
            size += len(tiles)
    rest = list(pool.elements())
    return rng.sample(rest, rng.randint(3, 16)), table


POSITIONS = [mid_game(random.Random(seed)) for seed in range(120)]


def initial_rack(rng: random.Random) -> list[str]:
    """A rack of 5–24 tiles for the initial meld (jokers too)."""
    box = list((Counter({t: 2 for t in TILES}) + Counter({"j": 2})).elements())
    return rng.sample(box, rng.randint(5, 24))


INITIAL_RACKS = [initial_rack(random.Random(500 + seed)) for seed in range(60)]


def initial_problems(rack: list[str]) -> list[sv.Problem]:
    p = sv.make_problem(rack, [], True)
    return [p, pb.mirror(p)]


def problems(rack: list[str], table: list[list[str]], rng: random.Random) -> list[sv.Problem]:
    """The free problem, its mirror, and one with a random joker-rule case."""
    old = sv.read_table(table)
    case = [
        ("stay-run", rng.randint(1, 13), rng.randrange(4)),
        ("stay-group", rng.randint(1, 13), -1),
        ("stay-group-without", rng.randint(1, 13), rng.randrange(4)),
        ("stay-group-apart", rng.randint(1, 13), rng.randrange(4)),
        ("freed-run", rng.randint(1, 13), rng.randrange(4)),
        ("freed-group", rng.randint(1, 13), rng.randrange(4)),
    ]
    constrained = legal._constrained(sv.make_problem(rack, old, False), rng.sample(case, 2))
    free = sv.make_problem(rack, old, False)
    return [free, pb.mirror(free), constrained, pb.mirror(constrained)]


def test_the_compiled_sweep_is_built() -> None:
    # `pip install -e .` (make) compiles it; without it the hint falls back to the slow search
    from tutor.games.rummikub import _sweep

    assert sw._sweep is _sweep


def test_step_fields_and_bounds_are_the_python_ones() -> None:
    from tutor.games.rummikub import _sweep

    rng = random.Random(5)
    for rack, table in POSITIONS:
        for p in problems(rack, table, rng):
            fields = _sweep.fields(
                p.must,
                p.optional,
                p.in_group,
                p.in_run,
                p.joker_run,
                p.pin_run,
                p.rack_min,
                p.run_real_min,
                p.group_real_min,
                p.joker_group,
                p.face,
                p.group_joker_min,
                p.group_real_max,
                p.group_size_min,
            )
            assert fields == sw.step_fields(p)
            sweep = _sweep.Sweep(fields, p.jokers_must + p.jokers_optional, p.jokers_must, None)
            assert sweep.bounds() == [x for row in sw.upper_table(p) for x in row]
    for rack in INITIAL_RACKS:  # the initial meld counts a joker as the tile it stands for
        for p in initial_problems(rack):
            sweep = _sweep.Sweep(sw.step_fields(p), p.jokers_optional, 0, None, None, True)
            assert sweep.bounds() == [x for row in sw.upper_table(p) for x in row]


def _same_plan(compiled: sv.Plan | None, python: sv.Plan | None) -> None:
    assert (compiled is None) == (python is None)
    if compiled is not None and python is not None:
        assert compiled.score == python.score
        assert (
            compiled.run_real,
            compiled.run_jokers,
            compiled.group_real,
            compiled.group_jokers,
            compiled.jokers_used,
        ) == (
            python.run_real,
            python.run_jokers,
            python.group_real,
            python.group_jokers,
            python.jokers_used,
        )


@pytest.mark.parametrize("chunk", range(3))
def test_compiled_and_python_searches_find_the_same_plan(chunk: int, monkeypatch) -> None:
    rng = random.Random(chunk)
    for rack, table in POSITIONS[chunk::3]:
        for p in problems(rack, table, rng):
            compiled = sw.search(p)
            monkeypatch.setattr(sw, "USE_COMPILED", False)
            python = sw.search(p)
            monkeypatch.setattr(sw, "USE_COMPILED", True)
            _same_plan(compiled, python)


@pytest.mark.parametrize("chunk", range(2))
def test_compiled_and_python_initial_meld_searches_find_the_same_plan(
    chunk: int, monkeypatch
) -> None:
    # the initial meld now runs in the C sweep too: the Python search (which it replaced on
    # the hint's path) is its reference, plan for plan and node for node
    for rack in INITIAL_RACKS[chunk::2]:
        for p in initial_problems(rack):
            fast: dict = {}
            compiled = sw.search(p, cache=fast)
            monkeypatch.setattr(sw, "USE_COMPILED", False)
            slow: dict = {}
            python = sw.search(p, cache=slow)
            monkeypatch.setattr(sw, "USE_COMPILED", True)
            _same_plan(compiled, python)
            assert fast["nodes"] == slow["nodes"]


def _search_both(
    p: sv.Problem, budget: int | None, monkeypatch: pytest.MonkeyPatch
) -> tuple[tuple, tuple]:
    """Search ``p`` with the C sweep, then with the Python one: for each, whether the budget
    stopped it, its node count, its plan's score and counts, and its incumbent."""
    outcomes = []
    for compiled in (True, False):
        monkeypatch.setattr(sw, "USE_COMPILED", compiled)
        cache: dict = {}
        try:
            plan = sw.search(p, budget=budget, cache=cache, strict=True)
            stopped = False
        except sv.OutOfBudget:
            plan, stopped = None, True
        found = sw.incumbent(p, cache)
        outcomes.append(
            (
                stopped,
                cache["nodes"],
                plan and plan.score,
                plan
                and (
                    plan.run_real,
                    plan.run_jokers,
                    plan.group_real,
                    plan.group_jokers,
                    plan.jokers_used,
                ),
                found and (found.score, found.rack_used, found.run_jokers, found.group_jokers),
            )
        )
    return outcomes[0], outcomes[1]


@pytest.mark.parametrize("budget", [1, 40, 400, 4000])
def test_both_searches_stop_at_the_same_node_with_the_same_incumbent(
    budget: int, monkeypatch
) -> None:
    # a node budget stops both searches at the same point (they search alike), and the best
    # plan met so far (the incumbent: what a search cut short still gives) is the same
    rng = random.Random(budget)
    cases = [p for rack in INITIAL_RACKS[:12] for p in initial_problems(rack)]
    cases += [p for rack, table in POSITIONS[:12] for p in problems(rack, table, rng)]
    for p in cases:
        compiled, python = _search_both(p, budget, monkeypatch)
        assert compiled == python
        stopped, nodes, score, _, found = compiled
        assert nodes <= budget + 1  # the node over the budget is counted, then it stops
        if not stopped and score is not None:
            assert found is not None and found[0] == score  # a finished search met its best


def test_an_incumbent_is_a_plan_that_cuts_into_valid_sets() -> None:
    # what a search cut short gives is a whole plan: it cuts into valid sets, and its score
    # is what its tiles are worth
    cut_short = 0
    for rack in INITIAL_RACKS[:20]:
        p = sv.make_problem(rack, [], True)
        cache: dict = {}
        try:
            sw.search(p, budget=30, cache=cache, strict=True)
        except sv.OutOfBudget:
            cut_short += 1
        found = sw.incumbent(p, cache)
        if found is None:
            continue
        fresh, _ = sv.assemble(found, [])
        assert all(sv.is_valid_set(s) for s in fresh)
        placed = sv.placed_tiles(found, 0)
        assert Counter(placed) <= Counter(rack)
        assert found.score // sv.W_COUNT == len(placed)
        assert sum(sv.meld_value(s) for s in fresh) >= sv.INITIAL_MELD_MIN
    assert cut_short >= 10


def test_a_node_budget_stops_the_sweep_and_resumes() -> None:
    rack, table = POSITIONS[7]
    p = sv.make_problem(rack, sv.read_table(table), False)
    cache: dict = {}
    with pytest.raises(sv.OutOfBudget):
        sw.search(p, budget=5, cache=cache, strict=True)
    resumed = sw.search(p, cache=cache)
    assert resumed is not None and resumed.score == sw.search(p).score


def test_bad_sweep_input_is_refused() -> None:
    from tutor.games.rummikub import _sweep

    rack, table = POSITIONS[0]
    good = sw.step_fields(sv.make_problem(rack, sv.read_table(table), False))
    with pytest.raises(ValueError):
        _sweep.Sweep(good[:10], 0, 0, None)
    with pytest.raises(ValueError):
        _sweep.Sweep(good, 3, 0, None)
    with pytest.raises(ValueError):  # a mark of no kind
        _sweep.Sweep(good, 1, 0, None, [(9, 0, 0, 0, 0)])
    with pytest.raises(ValueError):  # a negative count
        _sweep.Sweep([-1 if i == 8 else v for i, v in enumerate(good)], 1, 0, None)
    with pytest.raises(ValueError):  # steps out of their order
        _sweep.Sweep(good[16:] + good[:16], 1, 0, None)
    with pytest.raises(TypeError):
        _sweep.Sweep(good, 1, 0, None, marks=None)
    with pytest.raises(ValueError):  # the initial meld has no marks
        _sweep.Sweep(good, 1, 0, None, [(1, 0, 0, 1, 0, 0)], True)
    with pytest.raises(ValueError):  # nor table jokers
        _sweep.Sweep(good, 1, 1, None, None, True)
    with pytest.raises(RuntimeError):  # never set up
        _sweep.Sweep.__new__(_sweep.Sweep).run(0, 10)
    sweep = _sweep.Sweep(good, 0, 0, None)
    assert sweep.run(-(2**63), -1)[0] == 0  # an absurd bar is clamped, not overflowed


def test_a_home_mark_proves_what_the_cases_alone_cannot(monkeypatch) -> None:
    # r7 could go to r5-j-r7 with the joker of b5-j-r5 (o5 from o5-6-7 taking its place),
    # but then o6-o7 fall apart; a joker moved beside a table tile only is refused. The cases
    # alone leave a plan of one tile the rules refuse; the home mark (a set with the joker
    # and a rack tile) proves that nothing can be played.
    rack = ["r7"]
    table = [["b5", "j", "r5"], ["o5", "o6", "o7"], ["b3", "b4", "b5", "b6", "b7"]]
    outcome = legal.best_legal(rack, table)
    assert outcome.solution.count == 0 and outcome.exact
    monkeypatch.setattr(legal, "MAX_MARKS", 0)
    unmarked = legal.best_legal(rack, table)
    assert unmarked.solution.count == 0 and not unmarked.exact
    assert unmarked.ceiling == (1, 7)


def test_the_pure_python_fallback_gives_the_same_answers(monkeypatch) -> None:
    # without the C module the search is the Python one, marks followed alike: every answer
    # (the play, whether it is proven best, the ceiling) is the one the C sweep gives
    from positions import JOKER_POSITIONS

    compiled = [legal.best_legal(rack, table) for rack, table in JOKER_POSITIONS[:40]]
    monkeypatch.setattr(sw, "USE_COMPILED", False)
    for (rack, table), fast in zip(JOKER_POSITIONS[:40], compiled, strict=True):
        slow = legal.best_legal(rack, table)
        assert (slow.solution.placed, slow.solution.table, slow.exact, slow.ceiling) == (
            fast.solution.placed,
            fast.solution.table,
            fast.exact,
            fast.ceiling,
        ), (rack, table)


def test_no_home_is_asked_for_when_the_option_drops_that_rule() -> None:
    # with joker_set_needs_rack_tile off, a set with a joker and a rack tile is no rule, so
    # asking the sweep for one would cut legal plays (found by a review's probe)
    rack = ["b3", "b1", "o2", "k1"]
    table = [["j", "b2", "j", "b4"], ["r1", "b1", "o1", "k1"]]
    old, jokers = sv.read_table(table), legal._table_jokers(table)
    case = tuple((i, ("freed-run", *j.role[0])) for i, j in enumerate(jokers))
    plan = sv.best_plan(legal._constrained(sv.make_problem(rack, old, False), [f for _, f in case]))
    assert plan is not None
    options = {**legal.DEFAULT_OPTIONS, "joker_set_needs_rack_tile": False}
    children = legal._next_marks(plan, old, table, case, jokers, (), options)
    assert not any(m[0] == sv.MARK_HOME or m[5] for child in children for m in child)
    outcome = legal.best_legal(rack, table, {"joker_set_needs_rack_tile": False})
    if outcome.solution.placed:
        from tutor.games.rummikub.table import judge_play

        judge_play(
            table,
            outcome.solution.table,
            rack,
            melded=True,
            options={**legal.DEFAULT_OPTIONS, "joker_set_needs_rack_tile": False},
        )


def test_a_stay_mark_finds_the_joker_kept_beside_a_set_mate(monkeypatch) -> None:
    # The cases alone keep the joker of b1-b2-b3-b4-j at its cell, b5; their best plan puts it
    # in j-b6-b7, away from its old set-mates, which the rules refuse (issue 16). The stay
    # mark (a blue run with a joker at 5 and one of b1-b4) finds b1-b2-b3-b4-j-b6 and proves
    # it best.
    rack = ["k4", "o3", "o4", "o1", "b6"]
    table = [["b1", "b2", "b3", "b4", "j"], ["r2", "r3", "j"], ["o7", "r7", "k7", "b7"]]
    outcome = legal.best_legal(rack, table)
    assert (outcome.solution.count, outcome.solution.value) == (1, 6) and outcome.exact
    monkeypatch.setattr(legal, "MAX_MARKS", 0)
    unmarked = legal.best_legal(rack, table)
    assert not unmarked.exact


@pytest.mark.parametrize("budget", [300, 3000, None])
def test_marked_problems_are_searched_alike(budget: int | None, monkeypatch) -> None:
    # the problems with marks that the joker rules ask for on the hint's path, and their
    # mirrors: the Python search follows the marks as the C sweep does, node for node, with
    # the same plan or the same incumbent when the budget stops both
    import copy

    from positions import JOKER_POSITIONS

    seen: list[sv.Problem] = []
    case_plan = legal._case_plan

    def record(problem: sv.Problem, *args):  # type: ignore[no-untyped-def]
        if problem.marks:
            seen.append(copy.deepcopy(problem))
        return case_plan(problem, *args)

    monkeypatch.setattr(legal, "_case_plan", record)
    for rack, table in JOKER_POSITIONS:
        legal.best_legal(rack, table)
    monkeypatch.undo()
    assert len(seen) >= 10
    assert any(len(p.marks) == 2 for p in seen)
    for p in seen[:60]:
        for q in (p, pb.mirror(p)):
            compiled, python = _search_both(q, budget, monkeypatch)
            assert compiled == python, q.marks
