"""The sweep: the exact search for the best plan of a :class:`~.problem.Problem`.

The search follows the dynamic programme of van Rijn, Takes & Vis ("The complexity of
Rummikub problems", 2015): it sweeps the cells ``(number, colour)`` from 1 to 13. Its state
is, for every colour, how many runs are open and how long they are (1, 2, or "3 or more",
the length at which a run may stop), the jokers used so far, and for the current number how
many real tiles went to groups (their sum and largest per-colour count, all a group check
needs). A joker in a run sits at the cell it stands for; a joker in a group stands for a
missing colour. The states are explored depth first with memoisation and a branch-and-bound
cut: an upper bound counts the rack tiles that could still sit in some set, given the jokers
left, and counts at most four tiles per free joker among those that need one (see
:func:`_joker_capped`); each better plan found raises the bar for the rest. Runs and groups
read the same from 13 down to 1, so when one sweep direction takes long (a hard number met
late), the other direction gets a turn, with growing node budgets; each direction keeps its
memo between turns, so a turn resumes the last one.

A problem with marks (sets the plan must hold, see :mod:`.problem`) is swept with the
marks' progress in the state too: each mark is not started, done, or an open run of its
colour with what it holds so far (its joker's tile, an old set-mate, spare jokers, a rack
tile), and a group step may finish a mark that a group of its number meets. A plan counts
only when every mark is done.

The sweep runs in C (``_sweep.c``, :func:`search_compiled`) where the module was built, and
in Python (:func:`search_python`) otherwise; the Python search is the reference the tests
hold the C one to: same order, same scores, same node counts, marks included. Both read the
problem as 65 :class:`Step` records, one per cell and one group step per number (what
:func:`step_records` makes and ``_sweep.fields`` makes faster).

Speed notes: memo entries and best choices are packed ints (no tuples for the garbage
collector to track), a cell's choices are computed once per distinct local situation and
shared by every search (:func:`run_cell_choices`), the bound is tabulated per cell and
jokers used, and the recursive closure is deleted after each search so its memo is freed at
once.

:class:`Work` is the deterministic budget every search spends, in nodes.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from tutor.games.rummikub.solver.problem import (
    GROUP_JOKERS,
    MARK_GROUP_REPLACE,
    MARK_HOME,
    MARK_RUN_REPLACE,
    MARK_RUN_STAY,
    NS,
    PC,
    PJ,
    PM,
    PS,
    PV,
    STATES,
    W_COUNT,
    W_VALUE,
    Mark,
    Plan,
    Problem,
    all_closable,
    cell_options,
    mark_is_run,
    mark_need,
    mirror,
    unmirror,
)
from tutor.games.rummikub.solver.tiles import (
    COPIES,
    INITIAL_MELD_MIN,
    JOKER_COUNT,
    JOKER_RACK_VALUE,
    MAX_NUMBER,
)

try:  # the compiled sweep, built by `pip install`; the pure-Python search stands in without it
    from tutor.games.rummikub import _sweep
except ImportError:  # pragma: no cover - depends on the build
    _sweep = None  # type: ignore[assignment]  # None: not built; compiled() guards every use

USE_COMPILED = True  # tests switch it off to hold the C sweep to the Python one

NEG_INF = -(10**15)


def compiled() -> bool:
    """Whether searches run in the C sweep (built, and not switched off)."""
    return _sweep is not None and USE_COMPILED


_FIRST_BUDGET = 3000  # search nodes before the sweep direction is switched


class Work:
    """Work left for a series of searches, in search nodes: a deterministic budget (the same
    input always stops at the same point, whatever the machine's speed). The searches count
    their nodes (both sweeps count them alike); the Python steps around them are charged at
    a fixed price each (:meth:`charge`). A part (:meth:`part`) has a budget of its own and
    spends its parent's too."""

    def __init__(self, nodes: int, parent: Work | None = None) -> None:
        self._left = nodes
        self.parent = parent

    @property
    def left(self) -> int:
        return self._left if self.parent is None else min(self._left, self.parent.left)

    def charge(self, nodes: int) -> None:
        self._left -= nodes
        if self.parent is not None:
            self.parent.charge(nodes)

    def spend(self, memos: Sequence[dict[str, Any]], before: int, weight: int = 1) -> None:
        """Charge the nodes the searches with these memos counted since ``before``."""
        self.charge((sum(m.get("nodes", 0) for m in memos) - before) * weight)

    def part(self, nodes: int) -> Work:
        return Work(nodes, self)


# Work for one hint (a whole position: the search with jokers free, or the initial meld, and
# the joker-rule cases after it). About 30 ms of the C sweep on the project's 2-core machine
# (see README, 성능); a position that needs more gets the best play found within it, marked
# as not proven best.
HINT_NODES = 200_000
_DIVE_NODES = 4000  # a last search for any plan, when a budget ran out before one was met


def best_plan(
    p: Problem,
    target: int | None = None,
    high: int | None = None,
    give_up: int | None = None,
    work: Work | None = None,
) -> Plan | None:
    """The exact best plan (reaching ``target``, if given: else None). A sweep that meets a
    hard number late can wander long before it proves anything, so the two sweep directions
    take turns with growing node budgets. ``high``: see :func:`rounds`. With ``give_up``,
    a turn's budget never grows past it, and with ``work`` the searches never spend more
    than it has left: :class:`OutOfBudget` is raised instead (it holds the searches, for
    :func:`found_so_far`)."""
    budget = _FIRST_BUDGET
    weight = 2 if p.marks else 1  # a node that follows marks costs about twice the time
    # Each direction keeps its memo between turns: what an interrupted sweep proved stays
    # proven, so a turn with a larger budget resumes rather than starts again.
    problems = (p, mirror(p))
    memos: tuple[dict[str, Any], dict[str, Any]] = ({}, {})
    order = (False, True)
    # Each direction has its own bound from the root and both hold: the direction with the
    # tighter one goes first, and the first bar is set by it.
    if compiled():
        tops = [sweep_for(problems[m], memos[m]).top() for m in (False, True)]
    else:
        tops = [upper_table(problems[m])[0][0] for m in (False, True)]
    if tops[1] < tops[0]:
        order = (True, False)
    top = min(tops)
    bar = (top // W_COUNT) * W_COUNT
    if high is None or bar < high:
        high = bar
    while True:
        for mirrored in order:
            turn = budget if work is None else min(budget, work.left // weight)
            if turn <= 0:
                raise OutOfBudget(problems, memos, order, top)
            spent = sum(m.get("nodes", 0) for m in memos)
            try:
                plan = search(
                    problems[mirrored], target, turn, memos[mirrored], high=high, strict=True
                )
            except OutOfBudget:
                continue
            finally:
                if work is not None:
                    work.spend(memos, spent, weight)
            if mirrored:
                return None if plan is None else unmirror(plan)
            return plan
        budget *= 4
        if give_up is not None and budget > give_up:
            raise OutOfBudget(problems, memos, order, top)


def found_so_far(stop: OutOfBudget, work: Work | None = None) -> Plan | None:
    """The best plan that the searches of a :func:`best_plan` cut short met (see
    ``_sweep.c``, incumbent), or None. When they met none, one more short search (a few
    thousand nodes, charged to ``work``) looks for any plan."""
    found: Plan | None = None
    for mirrored in stop.order:
        plan = incumbent(stop.problems[mirrored], stop.memos[mirrored])
        if plan is not None and (found is None or plan.score > found.score):
            found = unmirror(plan) if mirrored else plan
    if found is not None or not stop.problems:
        return found
    mirrored = stop.order[0]
    memo = stop.memos[mirrored]
    spent = memo.get("nodes", 0)
    plan = search(stop.problems[mirrored], 0, _DIVE_NODES, memo, high=0)
    if work is not None:
        work.spend((memo,), spent)
    if plan is None:
        plan = incumbent(stop.problems[mirrored], memo)
    if plan is not None and mirrored:
        plan = unmirror(plan)
    return plan


def incumbent(p: Problem, memo: dict[str, Any]) -> Plan | None:
    """The best complete plan a search of ``p`` with this memo has met so far, or None."""
    sweep = memo.get("sweep")
    found = sweep.incumbent() if sweep is not None else memo.get("incumbent")
    if found is None:
        return None
    score, codes, key = found
    return plan_from_codes(p, score, codes, key)


def ceiling(stop: OutOfBudget) -> tuple[int, int]:
    """(count, value) that no plan of a search cut short can exceed: its bound from the root."""
    assert stop.top is not None
    return stop.top // W_COUNT, (stop.top // W_VALUE) % 1000


def _jokers_needed(p: Problem) -> list[list[int]]:
    """For every cell, how many jokers a rack tile there needs at least to sit in any set,
    if every other tile were free (a cheap relaxation; 2 jokers always suffice: x j j)."""
    have = [
        [p.must[n][c] + p.optional[n][c] for c in range(4)] if 0 < n <= MAX_NUMBER else [0] * 4
        for n in range(MAX_NUMBER + 1)
    ]
    out = [[JOKER_COUNT] * 4 for _ in range(MAX_NUMBER + 1)]
    for n in range(1, MAX_NUMBER + 1):
        colours = sum(1 for c in range(4) if have[n][c])
        for c in range(4):
            if not p.optional[n][c]:
                continue
            best = max(0, 2 - (colours - 1))  # a group
            for start in range(max(1, n - 2), min(n, MAX_NUMBER - 2) + 1):
                gaps = sum(1 for m in range(start, start + 3) if m != n and not have[m][c])
                best = min(best, gaps)
            out[n][c] = best
    return out


STEPS: list[tuple[int, int]] = [(n, c) for n in range(1, MAX_NUMBER + 1) for c in range(5)]
_FAR_START = [min(len(STEPS), 5 * (n + 2)) for n, _ in STEPS]  # first step of number n + 3
_ZERO4 = (0, 0, 0, 0)
_TILES_PER_JOKER = 4


def _joker_capped(
    p: Problem, steps: list[tuple[int, int]], needed: list[list[int]], suffix: list[list[int]]
) -> list[list[int]]:
    """``suffix`` with the rack tiles that need a joker limited to what the free jokers can
    serve. A tile that needs a joker sits in a set with one, within two numbers of it in a
    run (two on each side) or beside it in a group (two real tiles at most: three colours
    would need none), so ``free`` jokers serve at most ``4 * free`` such tiles: the most
    valuable ones are counted."""
    end = len(steps)
    face = p.face
    out = [row[:] for row in suffix]
    gains: list[list[int]] = [[] for _ in range(JOKER_COUNT + 1)]  # per free: sorted high first
    helped = [0] * (JOKER_COUNT + 1)  # the sum of every needy tile's gain counted in suffix
    for i in range(end - 1, -1, -1):
        n, c = steps[i]
        if c != 4 and p.optional[n][c] and needed[n][c] > 0:
            gain = W_COUNT + face[n] * W_VALUE + 1
            for free in range(needed[n][c], JOKER_COUNT + 1):
                for _ in range(p.optional[n][c]):
                    insort(gains[free], -gain)
                helped[free] += gain * p.optional[n][c]
        for free in range(1, JOKER_COUNT + 1):
            if len(gains[free]) > _TILES_PER_JOKER * free:
                top = -sum(gains[free][: _TILES_PER_JOKER * free])
                out[i][free] = suffix[i][free] - helped[free] + top
    return out


class Step(NamedTuple):
    """One step of the sweep, all it reads of the problem there: a cell ``(face, colour)``,
    or (``colour`` 4) the group step that closes a number. The same 16 numbers, in this
    order, are what ``_sweep.c`` reads per step (its ``F_*`` fields). Least counts are 0 and
    ``group_max`` is 2 when the problem asks for nothing there."""

    colour: int  # 0..3, or 4 for the group step
    must: int  # table copies of the tile (must be used)
    optional: int  # rack copies (may be used)
    in_group: int  # table copies that were in a group (tie-break); group step: table jokers
    # in groups at this number
    in_run: int  # table copies that were in a run (tie-break)
    joker_run: int  # table jokers that stood for this cell in a run (tie-break)
    next1: int  # copies of the tile one number up (table and rack)
    next2: int  # ... two numbers up
    pin: int  # jokers in runs at this cell at least
    at_least: int  # tiles of the cell used at least (table copies and required rack tiles)
    real_min: int  # real tiles in runs at least
    group_min: int  # real tiles in groups at least
    face: int  # the number the row stands for (13 down to 1 in a mirrored problem)
    group_jokers_min: int  # group step: jokers in the groups of this number at least
    group_max: int  # real tiles in groups at most
    size_min: int  # group step: tiles in the groups of this number (jokers too) at least


@lru_cache(maxsize=1 << 16)
def group_cell_choices(
    step: Step, total: int, gmax: int, used_j: int, jokers_total: int, jokers_must: int
) -> tuple[tuple[int, int, int], ...]:
    """A number's group jokers, given the ``total`` real tiles gone to its groups (at most
    ``gmax`` of one colour): (gain, key change, jokers), best gain first."""
    joker_gain = W_COUNT + JOKER_RACK_VALUE * W_VALUE
    out: list[tuple[int, int, int]] = []
    for jokers in GROUP_JOKERS[(total, gmax)]:
        if used_j + jokers > jokers_total:
            break
        if jokers < step.group_jokers_min or total + jokers < step.size_min:
            continue
        gain = min(jokers, step.in_group)
        gain += max(0, used_j + jokers - max(used_j, jokers_must)) * joker_gain
        out.append((gain, jokers * PJ - total * PS - gmax * PM, jokers))
    out.sort(reverse=True)
    return tuple(out)  # tuples of ints: the garbage collector stops tracking them


@lru_cache(maxsize=1 << 18)
def run_cell_choices(
    step: Step, state: int, gmax: int, used_j: int, jokers_total: int, jokers_must: int
) -> tuple[tuple[int, int, int], ...]:
    """A cell's ways to use its tiles, from its colour's open runs ``state``: (gain, key
    change, choice code), best gain first. They depend only on the cell's :class:`Step` and
    the few parts of the key given, so they are shared by every search."""
    joker_gain = W_COUNT + JOKER_RACK_VALUE * W_VALUE
    colour, must = step.colour, step.must
    pc = PC[colour]
    out: list[tuple[int, int, int]] = []
    for s2, grouped, jokers, used in cell_options(
        state, must, step.optional, jokers_total - used_j
    ):
        if (
            jokers < step.pin
            or used < step.at_least
            or used - grouped < step.real_min
            or grouped < step.group_min
            or grouped > step.group_max
        ):
            continue
        n1, n2, _ = STATES[s2]
        free = jokers_total - used_j - jokers
        if n1 + n2 > step.next1 + free or n1 > step.next2 + free:
            continue
        delta = (s2 - state) * pc + jokers * PJ + grouped * PS
        if grouped > gmax:
            delta += (grouped - gmax) * PM
        gain = (used - must) * (W_COUNT + step.face * W_VALUE)
        gain += min(grouped, step.in_group) + min(used - grouped, step.in_run)
        gain += min(jokers, step.joker_run)
        gain += max(0, used_j + jokers - max(used_j, jokers_must)) * joker_gain
        out.append((gain, delta, grouped + 3 * jokers + 9 * used))
    out.sort(key=lambda o: -o[0])
    return tuple(out)


class OutOfBudget(Exception):
    """A search ran out of its node budget. Raised by :func:`best_plan`, it holds what the
    searches need to give the best plan they met (:func:`found_so_far`) and the bound from
    the root (``top``)."""

    def __init__(
        self,
        problems: Sequence[Problem] = (),
        memos: Sequence[dict[str, Any]] = (),
        order: Sequence[bool] = (),
        top: int | None = None,
    ) -> None:
        super().__init__("out of search nodes")
        self.problems = problems
        self.memos = memos
        self.order = order
        self.top = top


def upper_table(p: Problem) -> list[list[int]]:
    """ub[pos][jokers used]: the most the steps from ``pos`` on can still add (the search's
    bound; ``_sweep.c`` computes the same table)."""
    jokers_total = p.jokers_must + p.jokers_optional
    jokers_must = p.jokers_must
    initial = p.initial
    face = p.face
    joker_gain = W_COUNT + JOKER_RACK_VALUE * W_VALUE
    steps = STEPS
    end = len(steps)
    needed = _jokers_needed(p)
    # Jokers a case pins to a cell (or to the groups of a number) can only serve the rack
    # tiles beside them: those need one joker fewer, and the other tiles can count only on
    # the jokers not pinned ahead (ahead[pos]).
    ahead = [0] * (end + 1)
    pins = p.pin_run or _NO_GRID
    group_pins = p.group_joker_min or _NO_ROW
    for i in range(end - 1, -1, -1):
        n, c = steps[i]
        ahead[i] = ahead[i + 1] + (group_pins[n] if c == 4 else pins[n][c])
    if ahead[0]:
        needed = [row[:] for row in needed]
        for n in range(1, MAX_NUMBER + 1):
            for c in range(4):
                pinned = group_pins[n] + sum(
                    pins[m][c] for m in range(max(1, n - 2), min(MAX_NUMBER, n + 2) + 1)
                )
                needed[n][c] = max(0, needed[n][c] - pinned)
    # suffix[pos][free]: the most the cells from pos on can add with ``free`` jokers left
    suffix = [[0] * (JOKER_COUNT + 1) for _ in range(end + 1)]
    optional, must_grid, joker_run = p.optional, p.must, p.joker_run
    for i in range(end - 1, -1, -1):
        n, c = steps[i]
        after = suffix[i + 1]
        if c == 4:
            extra = p.joker_group[n]
            suffix[i] = [after[0] + extra, after[1] + extra, after[2] + extra]
            continue
        rack = optional[n][c]
        extra = must_grid[n][c] + joker_run[n][c]
        if not rack:
            suffix[i] = [after[0] + extra, after[1] + extra, after[2] + extra]
            continue
        gain = rack * (W_COUNT + face[n] * W_VALUE + 1)
        need = needed[n][c]
        suffix[i] = [after[f] + extra + (gain if need <= f else 0) for f in range(JOKER_COUNT + 1)]
    # A joker serving a tile at number n sits at n-2..n+2, so only tiles three or more numbers
    # ahead of the sweep are limited to the jokers still free; nearer ones get all of them.
    far_start = _FAR_START
    near = [suffix[i][jokers_total] - suffix[far_start[i]][jokers_total] for i in range(end)]
    far = _joker_capped(p, steps, needed, suffix) if jokers_total else suffix
    per_joker = (W_COUNT + MAX_NUMBER * W_VALUE) if initial else joker_gain
    # upper(pos, key) depends on the key only through the jokers used: tabulate it
    ub_table = [[0] * 3 for _ in range(end + 1)]
    spare = [
        (jokers_total - (used if initial else max(used, jokers_must))) * per_joker
        for used in range(jokers_total + 1)
    ]
    for i in range(end):
        row, far_row, near_i = ub_table[i], far[far_start[i]], near[i]
        for used in range(jokers_total + 1):
            free = max(0, jokers_total - used - ahead[i])
            row[used] = near_i + far_row[free] + spare[used]

    return ub_table


def search(
    p: Problem,
    target: int | None = None,
    budget: int | None = None,
    cache: dict[str, Any] | None = None,
    *,
    high: int | None = None,
    strict: bool = False,
) -> Plan | None:
    """Depth-first branch and bound over the cells, memoised on (cell, state). With a
    ``target`` score, only a plan reaching it is wanted (None if there is none, or if it was
    not found within ``budget`` search nodes). ``cache`` (an empty dict the first time) keeps
    the memo for a later call on the same problem. In C where it was built
    (:func:`compiled`), else in Python: the same search either way."""
    if compiled():
        return search_compiled(p, target, budget, cache, high=high, strict=strict)
    return search_python(p, target, budget, cache, high=high, strict=strict)


def search_python(
    p: Problem,
    target: int | None = None,
    budget: int | None = None,
    cache: dict[str, Any] | None = None,
    *,
    high: int | None = None,
    strict: bool = False,
) -> Plan | None:
    """:func:`search` in Python: the reference for ``_sweep.c`` (same order, scores, node
    counts and marks)."""
    if p.initial and p.marks:
        raise ValueError("the initial meld has no marks")
    jokers_total = p.jokers_must + p.jokers_optional
    jokers_must = p.jokers_must
    initial = p.initial
    face = p.face
    steps = STEPS
    end = len(steps)
    ub_table = upper_table(p)
    have = [
        [p.must[n][c] + p.optional[n][c] for c in range(4)] if 0 < n <= MAX_NUMBER else _ZERO4
        for n in range(MAX_NUMBER + 3)
    ]
    records = step_records(p)
    marks = p.marks
    follow = _Marks(p, records) if marks else None
    if cache is None:
        cache = {}
    # Plain ints, not tuples, so that the garbage collector has nothing to track:
    # memo[key * 128 + pos] = value * 2 + (1 if exact else 0), an upper bound when not exact;
    # choice[key * 128 + pos] = next key * 64 + choice code of the best child.
    memo: dict[int, int] = cache.setdefault("memo", {})
    choice: dict[int, int] = cache.setdefault("choice", {})

    def upper(pos: int, key: int) -> int:
        return ub_table[pos][(key // PJ) % 3]

    # A cell's choices depend on the key only through that colour's runs, the jokers used
    # and the group count so far: cache them as (gain, gain without the tie-break, key change,
    # choice code, upper bound after the cell).
    choice_cache: dict[int, tuple[tuple[int, int, int, int, int], ...]] = cache.setdefault(
        "choices", {}
    )

    def meld_kids(pos: int, key: int) -> list[tuple[int, int, int, int, int]]:
        return [
            (gain, (gain // W_VALUE) * W_VALUE, nk - key, code, upper(pos + 1, nk))
            for gain, nk, code in meld_children(pos, key)
        ]

    def new_choices(
        pos: int, used_j: int, gmax: int, what: int, ck: int
    ) -> tuple[tuple[int, int, int, int, int], ...]:
        colour = steps[pos][1]
        after = ub_table[pos + 1]
        made = choice_cache[ck] = tuple(
            (
                gain,
                (gain // W_VALUE) * W_VALUE,
                delta,
                code,
                after[used_j + (code if colour == 4 else (code // 3) % 3)],
            )
            for gain, delta, code in cell_choices(pos, used_j, gmax, what)
        )
        return made

    def cell_choices(
        pos: int, used_j: int, gmax: int, what: int
    ) -> tuple[tuple[int, int, int], ...]:
        step = records[pos]
        if step.colour == 4:
            return group_cell_choices(step, what, gmax, used_j, jokers_total, jokers_must)
        return run_cell_choices(step, what, gmax, used_j, jokers_total, jokers_must)

    def meld_children(pos: int, key: int) -> list[tuple[int, int, int]]:
        """Initial meld: rack tiles only, the meld's value (capped at 30) is in the key."""
        number, colour = steps[pos]
        used_j = (key // PJ) % 3
        value = key // PV
        out: list[tuple[int, int, int]] = []
        if colour == 4:
            total = (key // PS) % 9
            gmax = (key // PM) % 3
            base = key - total * PS - gmax * PM
            for jokers in GROUP_JOKERS[(total, gmax)]:
                if used_j + jokers > jokers_total:
                    break
                nv = min(INITIAL_MELD_MIN, value + jokers * face[number])
                out.append(
                    (
                        jokers * (W_COUNT + face[number] * W_VALUE),
                        base + jokers * PJ + (nv - value) * PV,
                        jokers,
                    )
                )
            out.sort(reverse=True)
            return out
        pc = PC[colour]
        state = (key // pc) % NS
        gmax = (key // PM) % 3
        next1 = have[number + 1][colour]
        next2 = have[number + 2][colour]
        for s2, grouped, jokers, used in cell_options(
            state, 0, p.optional[number][colour], jokers_total - used_j
        ):
            n1, n2, _ = STATES[s2]
            free = jokers_total - used_j - jokers
            if n1 + n2 > next1 + free or n1 > next2 + free:
                continue
            placed_value = (used + jokers) * face[number]
            nv = min(INITIAL_MELD_MIN, value + placed_value)
            nk = key + (s2 - state) * pc + jokers * PJ + grouped * PS + (nv - value) * PV
            if grouped > gmax:
                nk += (grouped - gmax) * PM
            gain = (used + jokers) * W_COUNT + placed_value * W_VALUE
            out.append((gain, nk, grouped + 3 * jokers + 9 * used))
        out.sort(key=lambda o: -o[0])
        return out

    def final_ok(key: int) -> bool:
        if marks:
            if not _marks_done(key // MK, len(marks)):
                return False
            key %= MK
        if not all_closable(key) or (key // PJ) % 3 < jokers_must:
            return False
        return not initial or key // PV >= INITIAL_MELD_MIN

    def plain(key: int) -> int:
        """The key without the marks' part (as a plan keeps it)."""
        return key % MK if marks else key

    nodes = [0]
    step_colour = [c for _, c in steps]
    # the incumbent (see _sweep.c): the best complete plan met, (score, codes, final key)
    path = [0] * end
    seen = cache.get("incumbent")
    best_seen = [NEG_INF if seen is None else seen[0]]

    def remember(pos: int, key: int, score: int) -> None:
        """The incumbent from a subtree whose best is known: the path, then its choices."""
        codes = path[:pos]
        for at in range(pos, end):
            packed = choice[key * 128 + at]
            key = packed >> 6
            codes.append(packed & 63)
        cache["incumbent"] = (score, codes, plain(key))
        best_seen[0] = score

    def search(pos: int, key: int, need: int, acc: int = 0) -> int:
        nodes[0] += 1
        if budget is not None and nodes[0] > budget:
            raise OutOfBudget
        if pos == end:
            if not final_ok(key):
                return NEG_INF
            if acc > best_seen[0]:
                cache["incumbent"] = (acc, path[:], plain(key))
                best_seen[0] = acc
            return 0
        mkey = key * 128 + pos
        known = memo.get(mkey)
        if known is not None:
            value = known >> 1
            if known & 1 and acc + value > best_seen[0]:
                remember(pos, key, acc + value)
            if known & 1 or value < need:
                return value
        base = key % MK if marks else key
        bound = upper(pos, base)
        if known is not None and known >> 1 < bound:
            bound = known >> 1
        if bound < need:
            return bound
        best = NEG_INF  # the best value reached (exact), with its choice
        beyond = NEG_INF  # an upper bound on the children that could not reach the bar
        best_choice = -1  # set together with best
        kids: Sequence[tuple[int, int, int, int, int]] | None
        if initial:
            kids = meld_kids(pos, key)
        else:  # the cell's choices, looked up inline: this is the hot path
            colour = step_colour[pos]
            used_j = (base // PJ) % 3
            gmax = (base // PM) % 3
            what = (base // PS) % 9 if colour == 4 else (base // PC[colour]) % NS
            ck = ((pos * NS + what) * 3 + gmax) * 3 + used_j
            kids = choice_cache.get(ck)
            if kids is None:
                kids = new_choices(pos, used_j, gmax, what, ck)
        for gain, rounded, delta, code, ub in kids:
            # only a better count or value is worth the search; the tie-break stays greedy
            # Bars stay whole multiples of W_VALUE (the tie-break part of a gain is left out),
            # so a state reached along paths that differ only in the tie-break shares its memo.
            if best == NEG_INF:
                bar = need - rounded
            else:
                bar = max(need, (best // W_VALUE + 1) * W_VALUE) - rounded
            if ub < bar:
                if gain + ub > beyond:
                    beyond = gain + ub
                continue
            path[pos] = code
            if follow is not None:
                # every way the marks move on with this choice; a later way must beat what
                # an earlier one reached
                next_base = base + delta
                for v, high_part in enumerate(
                    follow.variants(pos, key // MK, base, next_base, code)
                ):
                    if v:
                        if best == NEG_INF:
                            bar = need - rounded
                        else:
                            bar = max(need, (best // W_VALUE + 1) * W_VALUE) - rounded
                        if ub < bar:
                            break
                    nk = next_base + high_part * MK
                    r = search(pos + 1, nk, bar, acc + gain)  # noqa: F821
                    if r >= bar:
                        best = gain + r
                        best_choice = nk * 64 + code
                    elif gain + r > beyond:
                        beyond = gain + r
                continue
            nk = key + delta
            r = search(pos + 1, nk, bar, acc + gain)  # noqa: F821 (deleted once it is over)
            if r >= bar:
                best = gain + r
                best_choice = nk * 64 + code
            elif gain + r > beyond:
                beyond = gain + r
        if best != NEG_INF:
            memo[mkey] = best * 2 + 1
            choice[mkey] = best_choice
            return best
        memo[mkey] = beyond * 2
        return beyond

    try:
        best = rounds(search, upper(0, 0), target, high, strict)
    finally:
        cache["nodes"] = cache.get("nodes", 0) + nodes[0]
        del search  # it refers to itself: break the cycle so the memo is freed at once
    if best < 0:
        return None
    codes = []
    key = 0
    for pos in range(end):
        packed = choice[key * 128 + pos]
        key = packed >> 6
        codes.append(packed & 63)
    return plan_from_codes(p, best, codes, plain(key))


# --------------------------------------------------------------------------- following marks
#
# With marks the key has a second part above the base state (which stays below MK): each
# mark's state (0 not started, 1 done, 2 + ((colour * 3 + length - 1) * 32 + flags) for the
# open run it follows; flags: bit 0 the joker's tile, bit 1 an old set-mate, bits 2-3 spare
# jokers, bit 4 a rack tile) and three bits per mark for what went to groups at the current
# number (a role colour, a set-mate's colour, a rack tile). ``_sweep.c`` packs it the same.

MK = 1 << 27
_MSTATES = 386
_MARK_BITS = 3
_MBITS = _MSTATES * _MSTATES
_MAX_WAYS = 32  # ways the marks move on at one step, at most (as _sweep.c)
# the slots of a run step's tiles a mark's run may take (mark_walk's Slots in _sweep.c)
_REAL, _JOK, _EXT, _FRESH, _SPARE, _JOKERS_LEFT = range(6)


def _marks_done(high: int, count: int) -> bool:
    states = (high % _MSTATES, (high // _MSTATES) % _MSTATES)
    return all(states[k] == 1 for k in range(count))


class _Marks:
    """How the marks of a problem move on at each step (``mark_variants`` in ``_sweep.c``)."""

    def __init__(self, p: Problem, records: list[Step]) -> None:
        self.marks: tuple[Mark, ...] = tuple(p.marks)
        self.same = len(self.marks) == 2 and self.marks[0] == self.marks[1]
        self.records = records
        self.jokers_total = p.jokers_must + p.jokers_optional
        # rack_after[c][n]: a rack tile of colour c at a number above n
        self.rack_after = [[False] * (MAX_NUMBER + 2) for _ in range(4)]
        for c in range(4):
            for n in range(MAX_NUMBER - 1, -1, -1):
                self.rack_after[c][n] = self.rack_after[c][n + 1] or records[n * 5 + c].optional > 0

    def variants(self, pos: int, high: int, base: int, next_base: int, code: int) -> list[int]:
        """The marks' parts of the key after step ``pos`` takes choice ``code``, one per way
        the marks can move on (none: the choice leaves a mark that can never be done)."""
        states = [high % _MSTATES, (high // _MSTATES) % _MSTATES]
        bits = high // _MBITS
        step = self.records[pos]
        n, c = STEPS[pos]
        marks = self.marks
        if c == 4:
            # a mark not started yet may be a group of this number: a GROUP_REPLACE of this
            # number with its two colours in the groups, a HOME anywhere, with the spare
            # jokers and a rack tile its home needs. Needing nothing more, it is done;
            # needing jokers, both ways are kept (one joker cannot serve two marks).
            spare = code - step.group_jokers_min
            may = []
            for k, mark in enumerate(marks):
                got = (bits >> (_MARK_BITS * k)) & 7
                if states[k] != 0 or mark_is_run(mark):
                    continue
                if mark[0] == MARK_GROUP_REPLACE and (mark[2] != n or got & 3 != 3):
                    continue
                if mark_need(mark) == 0:
                    states[k] = 1
                elif got & 4:
                    may.append(k)
            out: list[int] = []
            for choice in range(1 << len(may)):
                done = states[:]
                used = 0
                for h, k in enumerate(may):
                    if choice >> h & 1:
                        done[k] = 1
                        used += mark_need(marks[k])
                if used > spare:
                    continue
                if self.same and done[0] > done[1]:
                    done.reverse()
                out.append(done[0] + done[1] * _MSTATES)  # the bits start again at 0
            return out
        grouped, jokers, used = code % 3, (code // 3) % 3, code // 9
        state = (base // PC[c]) % NS
        after = STATES[(next_base // PC[c]) % NS]
        extended = after[2] - STATES[state][1]
        left = [
            used - grouped,
            jokers,
            extended,
            after[0],
            jokers - step.pin,
            self.jokers_total - (next_base // PJ) % 3,
        ]
        rack_here = used - step.must > 0
        for k, mark in enumerate(marks):
            if grouped <= 0 or states[k] != 0:
                continue
            if rack_here:
                bits |= 4 << (_MARK_BITS * k)
            if mark[0] == MARK_GROUP_REPLACE and mark[2] == n:
                if mark[3] >> c & 1:
                    bits |= 1 << (_MARK_BITS * k)
                if mark[4] >> c & 1:
                    bits |= 2 << (_MARK_BITS * k)
        out = []
        self._walk(0, states, bits, left, n, c, rack_here, out)
        return out

    def _walk(
        self,
        k: int,
        states: list[int],
        bits: int,
        left: list[int],
        n: int,
        c: int,
        rack_here: bool,
        out: list[int],
    ) -> None:
        """Mark ``k`` on, then the rest: the run it follows takes one of the cell's run
        tiles (a real tile or a joker), or it waits; ``left`` is what is still free."""
        if len(out) >= _MAX_WAYS:
            return
        if k == len(self.marks):
            s0, s1 = states
            if self.same and s0 > s1:  # two equal marks: one order of their states
                s0, s1 = s1, s0
                bits = ((bits & 7) << _MARK_BITS) | ((bits >> _MARK_BITS) & 7)
            high = s0 + s1 * _MSTATES + bits * _MBITS
            if high not in out:
                out.append(high)
            return
        kind, colour, number, _, near, _ = mark = self.marks[k]
        state = states[k]
        if state == 1:
            self._walk(k + 1, states, bits, left, n, c, rack_here, out)
            return
        open_colour = -1
        length = flags = 0
        if state >= 2:
            open_colour, rest = divmod(state - 2, 96)
            length = rest // 32 + 1
            flags = rest % 32
        if (state >= 2 and open_colour != c) or (
            state == 0 and (kind == MARK_GROUP_REPLACE or (mark_is_run(mark) and colour != c))
        ):
            self._walk(k + 1, states, bits, left, n, c, rack_here, out)
            return
        # not started: it may stay so (a replacement run cannot start past its number)
        if state == 0 and not (mark_is_run(mark) and n >= number):
            self._walk(k + 1, states, bits, left, n, c, rack_here, out)
        base = left[:]
        if state == 0:
            can_take = base[_FRESH] > 0
            base[_FRESH] -= 1
        elif length < 3:
            can_take = True
        else:  # a run of three or more goes on, or closes: unfinished, that kills the mark
            can_take = base[_EXT] > 0
            base[_EXT] -= 1
        if not can_take:
            return
        home = kind == MARK_HOME
        need = mark_need(mark)
        for joker in (False, True):
            free = base[:]
            slot = _JOK if joker else _REAL
            if free[slot] <= 0:
                continue
            free[slot] -= 1
            # a: the joker's tile, b: an old set-mate (a HOME mark needs neither), jc: spare
            # jokers, r: a rack tile (needed with jokers)
            a = home or bool(flags & 1)
            b = home or bool(flags >> 1 & 1)
            jc, r = flags >> 2 & 3, bool(flags >> 4 & 1)
            if joker:
                # a joker the case pins here is only a tile of the run; a spare one is a
                # joker the home is for
                if need and free[_SPARE] > 0 and jc < need:
                    free[_SPARE] -= 1
                    jc += 1
                if kind == MARK_RUN_STAY and n == number:
                    a = True
            else:
                if rack_here:
                    r = True
                if kind == MARK_RUN_REPLACE and n == number:
                    a = True
                if not home and near >> n & 1:
                    b = True
            done = a and b and jc >= need and (not need or r)
            if not done:  # drop it now if it can never be finished
                if jc < need and free[_JOKERS_LEFT] < need - jc:
                    continue
                if need and not r and not self.rack_after[c][n]:
                    continue
                if not a and n >= number:
                    continue
                if not b and not near >> (n + 1):
                    continue
            next_flags = (0 if home else int(a) | int(b) << 1) | jc << 2 | int(r) << 4
            states[k] = 1 if done else 2 + ((c * 3 + min(length + 1, 3) - 1) * 32 + next_flags)
            self._walk(k + 1, states, bits, free, n, c, rack_here, out)
            states[k] = state


def sweep_for(p: Problem, cache: dict[str, Any], ub_table: list[list[int]] | None = None) -> Any:
    """The C sweep of a problem, kept in ``cache`` (its memo lives as long as it does)."""
    sweep = cache.get("sweep")
    if sweep is None:
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
        sweep = cache["sweep"] = _sweep.Sweep(
            fields,
            p.jokers_must + p.jokers_optional,
            p.jokers_must,
            None if ub_table is None else [x for row in ub_table for x in row],
            p.marks or None,
            p.initial,
        )
    return sweep


def search_compiled(
    p: Problem,
    target: int | None,
    budget: int | None,
    cache: dict[str, Any] | None,
    ub_table: list[list[int]] | None = None,
    *,
    high: int | None = None,
    strict: bool = False,
) -> Plan | None:
    """:func:`search` by the C sweep (``_sweep.c``): the same search, order and scores. The
    sweep computes the same upper-bound table itself unless ``ub_table`` is given."""
    sweep = sweep_for(p, {} if cache is None else cache, ub_table)
    used = [0]  # the budget is for the whole call (both rounds), as in the Python search

    def run(pos: int, key: int, need: int) -> int:
        stopped, best = sweep.run(need, -1 if budget is None else budget - used[0])
        used[0] += sweep.nodes()
        if cache is not None:
            cache["nodes"] = cache.get("nodes", 0) + sweep.nodes()
        if stopped:
            raise OutOfBudget
        return best

    best = rounds(run, sweep.top(), target, high, strict)
    if best < 0:
        return None
    codes, key = sweep.plan()
    return plan_from_codes(p, best, codes, key)


_NO_GRID = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
_NO_ROW = [0] * (MAX_NUMBER + 1)
_TWO_GRID = [[COPIES] * 4 for _ in range(MAX_NUMBER + 1)]


def step_records(p: Problem) -> list[Step]:
    """The problem as the sweep reads it: a :class:`Step` per cell and per number's groups,
    in sweep order (number by number, colours 0-3 then the group step). (The C module's
    ``fields`` makes the same numbers, flat and faster; this is the reference for the tests.)"""
    must, optional, face = p.must, p.optional, p.face
    pin = p.pin_run or _NO_GRID
    rack_min = p.rack_min or _NO_GRID
    real_min = p.run_real_min or _NO_GRID
    group_min = p.group_real_min or _NO_GRID
    group_jokers = p.group_joker_min or _NO_ROW
    group_max = p.group_real_max or _TWO_GRID
    size_min = p.group_size_min or _NO_ROW
    have: list[Sequence[int]] = [
        [a + b for a, b in zip(must[n], optional[n], strict=True)] for n in range(1, MAX_NUMBER + 1)
    ]
    have += [_ZERO4, _ZERO4]
    steps: list[Step] = []
    for n in range(1, MAX_NUMBER + 1):
        m, o, ig, ir, jr = must[n], optional[n], p.in_group[n], p.in_run[n], p.joker_run[n]
        h1, h2, pn, rm, rr, gr, f = (
            have[n],
            have[n + 1],
            pin[n],
            rack_min[n],
            real_min[n],
            group_min[n],
            face[n],
        )
        gm = group_max[n]
        for c in range(4):
            steps.append(
                Step(
                    c,
                    m[c],
                    o[c],
                    ig[c],
                    ir[c],
                    jr[c],
                    h1[c],
                    h2[c],
                    pn[c],
                    m[c] + rm[c],
                    rr[c],
                    gr[c],
                    f,
                    0,
                    gm[c],
                    0,
                )
            )
        steps.append(
            Step(
                4,
                0,
                0,
                p.joker_group[n],
                0,
                0,
                0,
                0,
                0,
                0,
                0,
                0,
                f,
                group_jokers[n],
                0,
                size_min[n],
            )
        )
    return steps


def step_fields(p: Problem) -> list[int]:
    """:func:`step_records` flat, 16 numbers per step, as ``_sweep.Sweep`` takes them."""
    return [x for step in step_records(p) for x in step]


def plan_from_codes(p: Problem, best: int, codes: Sequence[int], key: int) -> Plan:
    """The plan from the choice code of every step and the final key."""
    run_real = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    run_jokers = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    group_real = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    group_jokers = [0] * (MAX_NUMBER + 1)
    rack_used = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    for (number, colour), code in zip(STEPS, codes, strict=True):
        if colour == 4:
            group_jokers[number] = code
            continue
        grouped, jokers, used = code % 3, (code // 3) % 3, code // 9
        run_real[number][colour] = used - grouped
        run_jokers[number][colour] = jokers
        group_real[number][colour] = grouped
        rack_used[number][colour] = used - p.must[number][colour]
    return Plan(best, run_real, run_jokers, group_real, group_jokers, rack_used, (key // PJ) % 3)


def rounds(
    search: Callable[[int, int, int], int],
    top: int,
    target: int | None,
    high: int | None = None,
    strict: bool = False,
) -> int:
    """The best score from the root (negative if none). With a ``target``, only that score or
    more is wanted (negative when not found within the node budget, unless ``strict``: then
    the budget's exception goes to the caller, as it always does without a target). Without
    a target: first a quick try at the bound's tile count ``top`` (often reached: then the
    high bar prunes hard), then one search with no bar, where every improvement found raises
    the bar of the siblings still to come, and what the first try proved stays in the memo.
    ``high`` sets that first bar (also with a target). (Lowering the bar a tile at a time, as
    an earlier version did, visited 15–30 % more nodes.)"""
    floor = 0 if target is None else target
    if high is None:
        high = (top // W_COUNT) * W_COUNT if target is None else floor
    try:
        if high > floor:
            best = search(0, 0, high)
            if best >= high:
                return best
        best = search(0, 0, floor)
    except OutOfBudget:
        if target is None or strict:
            raise
        return NEG_INF
    return best if best >= floor else NEG_INF
