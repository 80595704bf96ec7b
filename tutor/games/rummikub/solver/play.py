"""The best play for a rack on a table: :func:`solve`.

The model: a new table keeps every table tile, adds as many rack tiles as possible, and is
made only of valid sets (runs: one colour, 3+ consecutive numbers, 1 low, no wrap; groups:
one number, 3–4 distinct colours). Jokers are free tiles standing for any tile.

The objective is lexicographic: most rack tiles, then the greatest value placed (a rack
joker counts 30, its value on a rack at the end of the game). Fewest changed table sets is
a best-effort tie-break: tiles are nudged to stay in the kind of set (run or group) they
were in, runs and groups are cut to match old sets (:mod:`.cut`), and a few re-searches try
to leave more old sets alone.

Initial-meld mode uses only rack tiles, needs a total of at least 30 (a joker counts as the
tile it stands for) and leaves the table as it is.

The search itself is :mod:`.sweep`; the position becomes its problem in :mod:`.problem`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tutor.games.rummikub.solver.cut import assemble
from tutor.games.rummikub.solver.problem import (
    W_COUNT,
    W_VALUE,
    OldSet,
    Plan,
    count_tiles,
    make_problem,
    read_table,
)
from tutor.games.rummikub.solver.sweep import (
    OutOfBudget,
    Work,
    best_plan,
    ceiling,
    found_so_far,
    search,
)
from tutor.games.rummikub.solver.tiles import (
    COLOURS,
    COPIES,
    JOKER,
    JOKER_COUNT,
    MAX_NUMBER,
    cell_name,
    cell_of,
    meld_value,
    tile_value,
)


@dataclass
class Solution:
    placed: list[str]  # rack tiles laid down
    table: list[list[str]]  # the whole new table
    count: int  # len(placed)
    value: int  # value placed (rack joker 30; in initial mode the value it stands for)
    kept: list[int] = field(default_factory=list)  # indices of old sets left unchanged
    changed: list[int] = field(default_factory=list)  # indices of old sets taken apart
    new_sets: list[int] = field(default_factory=list)  # indices into ``table`` of new sets
    # False when the search ran out of its work budget (:class:`Work`) before it proved the
    # play best; ``ceiling`` is then the (count, value) no play can exceed
    exact: bool = True
    ceiling: tuple[int, int] | None = None


def check_tiles(rack: Sequence[str], table: Sequence[Sequence[str]]) -> None:
    """Raise ValueError (TileError for names) unless the tiles exist in one Rummikub box."""
    seen: Counter[str] = Counter()
    for name in list(rack) + [t for s in table for t in s]:
        tile = cell_of(name)
        seen[cell_name(tile)] += 1
    for name, n in seen.items():
        limit = JOKER_COUNT if name == JOKER else COPIES
        if n > limit:
            raise ValueError(f"too many copies of {name}: {n} > {limit}")


def solve(
    rack: Sequence[str],
    table: Sequence[Sequence[str]],
    *,
    initial: bool = False,
    keep_jokers: bool | Iterable[int] = False,
    required: Sequence[str] = (),
    work: Work | None = None,
) -> Solution:
    """The play that lays down the most rack tiles (then the most value, then the fewest
    changed sets). In initial-meld mode only rack tiles form new sets, worth 30 or more.
    With ``keep_jokers`` (True, or the indices of some table sets) the jokers of every (those)
    table set keep standing for the tile they stand for: no joker is taken out, for rules
    that restrict retrieving jokers. ``required`` rack tiles must be among those placed
    (None-like result, nothing placed, when that is impossible).

    With ``work`` (a :class:`Work`) the searches stop when it runs out: the play is then the
    best one they met (perhaps none), with ``exact`` False and the ``ceiling`` no play can
    exceed. Without it the search always finishes (and may take long on a huge rack).

    Raises ValueError on unknown tiles, too many copies or an invalid table set.
    """
    check_tiles(rack, table)
    old = read_table(table)
    rack = [cell_name(cell_of(t)) for t in rack]
    nothing = Solution([], [list(s) for s in table], 0, 0, list(range(len(table))), [], [])
    if initial:
        stop: OutOfBudget | None = None
        try:
            plan = best_plan(make_problem(rack, old, True), work=work)
        except OutOfBudget as out:
            stop, plan = out, found_so_far(out, work)
        if plan is None:
            return _cut_short(nothing, stop)
        fresh, _ = assemble(plan, [])
        new_table = [list(s) for s in table] + fresh
        return _cut_short(
            Solution(
                placed_tiles(plan, 0),
                new_table,
                len(placed_tiles(plan, 0)),
                sum(meld_value(s) for s in fresh),
                list(range(len(table))),
                [],
                list(range(len(table), len(new_table))),
            ),
            stop,
        )
    required = [cell_name(cell_of(t)) for t in required]
    pinned = frozenset(
        s.index
        for s in old
        if s.jokers
        and (keep_jokers is True or (keep_jokers is not False and s.index in set(keep_jokers)))
    )
    found, stop = _solve_sets(rack, old, pinned, required, work)
    if found is None:
        if required or stop is not None:
            return _cut_short(nothing, stop)
        raise AssertionError("a valid table always has a solution")  # pragma: no cover
    plan, fresh, kept, locked = found
    placed = placed_tiles(plan, sum(s.jokers for s in old if s.index not in locked))
    new_table = [list(table[i]) for i in sorted(kept)] + fresh
    return _cut_short(
        Solution(
            placed,
            new_table,
            len(placed),
            sum(tile_value(t) for t in placed),
            sorted(kept),
            [s.index for s in old if s.index not in kept],
            list(range(len(kept), len(new_table))),
        ),
        stop,
    )


def _cut_short(solution: Solution, stop: OutOfBudget | None) -> Solution:
    """The solution, marked as not proven best when the search ran out of work (``stop``)."""
    if stop is not None:
        solution.exact = False
        solution.ceiling = ceiling(stop)
    return solution


def _solve_sets(
    rack: list[str],
    old: list[OldSet],
    pinned: frozenset[int],
    required: Sequence[str],
    work: Work | None = None,
) -> tuple[tuple[Plan, list[list[str]], set[int], set[int]] | None, OutOfBudget | None]:
    """The best plan with the jokers of ``pinned`` sets kept in place: (plan, its new sets,
    old sets kept, old sets left out of the search), or None; and how the search ran out of
    ``work``, if it did (the plan is then the best it met)."""
    # A group's joker stands for one of its missing colours; rather than follow that role
    # through the search, pinned groups are left as they are.
    locked = {i for i in pinned if old[i].reading.kind == "group"}
    rest = [s for s in old if s.index not in locked]
    stop: OutOfBudget | None = None
    try:
        plan = best_plan(make_problem(rack, rest, False, pinned, required), work=work)
    except OutOfBudget as out:
        stop, plan = out, found_so_far(out, work)
    if plan is None:
        return None, stop
    fresh, kept = assemble(plan, rest, work)
    kept |= locked
    if len(kept) < len(old) and stop is None:
        return _keep_more_sets(rack, old, pinned, required, plan, fresh, kept, locked, work), stop
    return (plan, fresh, kept, locked), stop


_LOCK_TRIALS = 2  # old sets tried one by one for the "fewest changed sets" tie-break (a third
# try keeps about one more old set in eight positions and costs a sixth of the solve)
_LOCK_BUDGET = 120  # search nodes per try: the tie-break is best effort, the count is exact


def _keep_more_sets(
    rack: list[str],
    old: list[OldSet],
    pinned: frozenset[int],
    required: Sequence[str],
    plan: Plan,
    fresh: list[list[str]],
    kept: set[int],
    locked: set[int],
    work: Work | None = None,
) -> tuple[Plan, list[list[str]], set[int], set[int]]:
    """Tie-break: leave more old sets untouched when the same tiles and value can still be
    placed. Tries leaving every old set alone (when the rack could place that many tiles in
    sets of its own), then the changed ones one at a time.
    Returns the plan, its new sets, the old sets it keeps and those taken out of the search."""
    target = (plan.score // W_VALUE) * W_VALUE
    changed = [s.index for s in old if s.index not in kept]
    trials = [set(range(len(old)))] if _rack_alone_may_place(rack, target // W_COUNT) else []
    if len(changed) > 1:
        trials += [{i} for i in changed[:_LOCK_TRIALS]]
    for trial in trials:
        lock = locked | trial
        rest = [s for s in old if s.index not in lock]
        memo: dict[str, Any] = {}
        candidate = search(
            make_problem(rack, rest, False, pinned, required), target, _LOCK_BUDGET, memo
        )
        if work is not None:
            work.charge(memo.get("nodes", 0))
        if candidate is None:
            continue
        new_fresh, new_kept = assemble(candidate, rest, work)
        if len(lock | new_kept) <= len(kept):
            continue
        plan, fresh, kept, locked = candidate, new_fresh, lock | new_kept, lock
        if len(trial) > 1:
            break
    return plan, fresh, kept, locked


def _rack_alone_may_place(rack: Sequence[str], count: int) -> bool:
    """A quick necessary test for the rack placing ``count`` tiles in sets of its own: a
    tile can only be in one if two more rack tiles could sit in a set with it (a joker, a
    neighbour of its colour, a tile of its number)."""
    grid, jokers = count_tiles(rack)
    usable = jokers
    for n in range(1, MAX_NUMBER + 1):
        for c in range(4):
            if not grid[n][c]:
                continue
            same_number = sum(1 for x in range(4) if x != c and grid[n][x])
            near = sum(
                1 for m in (n - 2, n - 1, n + 1, n + 2) if 1 <= m <= MAX_NUMBER and grid[m][c]
            )
            if jokers + max(same_number, near) >= 2:
                usable += grid[n][c]
    return usable >= count


def placed_tiles(plan: Plan, table_jokers: int) -> list[str]:
    placed = []
    for number in range(1, MAX_NUMBER + 1):
        for colour in range(4):
            placed += [f"{COLOURS[colour]}{number}"] * plan.rack_used[number][colour]
    return placed + [JOKER] * (plan.jokers_used - table_jokers)
