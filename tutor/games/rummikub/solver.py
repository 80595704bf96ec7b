"""The best play for a Rummikub rack on a given table, found exactly.

The model: a new table keeps every table tile, adds as many rack tiles as possible, and is
made only of valid sets (runs: one colour, 3+ consecutive numbers, 1 low, no wrap; groups:
one number, 3–4 distinct colours). Jokers are free tiles standing for any tile.

The search follows the dynamic programme of van Rijn, Takes & Vis ("The complexity of
Rummikub problems", 2015): it sweeps the cells ``(number, colour)`` from 1 to 13. Its state
is, for every colour, how many runs are open and how long they are (1, 2, or "3 or more",
the length at which a run may stop), the jokers used so far, and for the current number how
many real tiles went to groups (their sum and largest per-colour count, all a group check
needs). A joker in a run sits at the cell it stands for; a joker in a group stands for a
missing colour. The states are explored depth first with memoisation and a branch-and-bound
cut: an upper bound counts the rack tiles that could still sit in some set, given the jokers
left, and counts at most four tiles per free joker among those that need one (see
:func:`_joker_capped`); each better plan found raises the bar for the rest. Runs and groups read the same from 13 down to 1, so when one sweep direction
takes long (a hard number met late), the other direction gets a turn, with growing node
budgets; each direction keeps its memo between turns, so a turn resumes the last one.

Speed notes: memo entries and best choices are packed ints (no tuples for the garbage
collector to track), a cell's choices are computed once per distinct local situation and
shared by every search (``_run_cell_choices``), the bound is tabulated per cell and jokers
used, and the recursive closure is deleted after each search so its memo is freed at once.

The objective is lexicographic: most rack tiles, then the greatest value placed (a rack
joker counts 30, its value on a rack at the end of the game). Fewest changed table sets is
a best-effort tie-break: tiles are nudged to stay in the kind of set (run or group) they
were in, runs and groups are cut to match old sets, and a few re-searches try to leave
more old sets alone.

Initial-meld mode uses only rack tiles, needs a total of at least 30 (a joker counts as the
tile it stands for) and leaves the table as it is.

This module is pure: it knows tiles and sets, not the engine.
"""

from __future__ import annotations

from bisect import insort
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Any

try:  # the compiled sweep, built by `pip install`; the pure-Python search stands in without it
    from tutor.games.rummikub import _sweep
except ImportError:  # pragma: no cover - depends on the build
    _sweep = None  # type: ignore[assignment]

USE_COMPILED = True  # tests switch it off to hold the C sweep to the Python one

COLOURS = "rbko"  # red, blue, black, orange
MAX_NUMBER = 13
COPIES = 2
JOKER = "j"
JOKER_COUNT = 2
JOKER_RACK_VALUE = 30
INITIAL_MELD_MIN = 30

_W_COUNT = 1_000_000
_W_VALUE = 1_000
_NEG = -1

Tile = tuple[int, int]  # (colour index, number); jokers are kept apart as a count


class TileError(ValueError):
    """A tile name that is not a Rummikub tile."""


def parse_tile(name: str) -> Tile | None:
    """``"r5"`` → ``(0, 5)``; ``"j"`` → ``None``; anything else raises :class:`TileError`."""
    if name in _PARSED:
        return _PARSED[name]
    text = name.strip().lower() if isinstance(name, str) else ""
    if text in _PARSED:  # every tile's one spelling: no digits to convert
        return _PARSED[text]
    raise TileError(name)


_PARSED: dict[str, Tile | None] = {JOKER: None} | {
    f"{c}{n}": (i, n) for i, c in enumerate(COLOURS) for n in range(1, MAX_NUMBER + 1)}


def tile_name(tile: Tile | None) -> str:
    return JOKER if tile is None else f"{COLOURS[tile[0]]}{tile[1]}"


def tile_value(name: str) -> int:
    tile = parse_tile(name)
    return JOKER_RACK_VALUE if tile is None else tile[1]


# --------------------------------------------------------------------------- sets

@dataclass(frozen=True)
class SetReading:
    """How a valid set reads: a run (colour, first number) or a group (number)."""

    kind: str  # "run" or "group"
    number: int  # first number of a run, the number of a group
    colour: int = -1  # run colour
    length: int = 0

    def stands_for(self, tiles: Sequence[str]) -> list[Tile]:
        """The tile each position stands for (jokers resolved), in the set's order."""
        if self.kind == "run":
            return [(self.colour, self.number + i) for i in range(len(tiles))]
        real = {parse_tile(t)[0] for t in tiles if parse_tile(t) is not None}  # type: ignore[index]
        missing = iter(c for c in range(4) if c not in real)
        out: list[Tile] = []
        for t in tiles:
            p = parse_tile(t)
            out.append(p if p is not None else (next(missing), self.number))
        return out


def read_run(tiles: Sequence[str]) -> SetReading | None:
    """The tiles, in the given order, as a run (low to high), or None."""
    if not 3 <= len(tiles) <= MAX_NUMBER:
        return None
    parsed = [parse_tile(t) for t in tiles]
    real = [(i, p) for i, p in enumerate(parsed) if p is not None]
    if not real:
        return None
    colour = real[0][1][0]
    start = real[0][1][1] - real[0][0]
    if start < 1 or start + len(tiles) - 1 > MAX_NUMBER:
        return None
    for i, (c, n) in real:
        if c != colour or n != start + i:
            return None
    return SetReading("run", start, colour, len(tiles))


def read_group(tiles: Sequence[str]) -> SetReading | None:
    """The tiles as a group (one number, 3–4 distinct colours; order free), or None."""
    if not 3 <= len(tiles) <= 4:
        return None
    real = [p for p in (parse_tile(t) for t in tiles) if p is not None]
    if not real or len({n for _, n in real}) != 1 or len({c for c, _ in real}) != len(real):
        return None
    return SetReading("group", real[0][1], length=len(tiles))


def read_set(tiles: Sequence[str]) -> SetReading | None:
    """A valid set's reading, or None. One tile and two jokers may read both ways (``r10 j j``
    a run 10-11-12 in the given order, or a group of 10s): then the more valuable reading, the
    run on a tie, as :func:`tutor.games.rummikub.sets.classify` reads it."""
    run, group = read_run(tiles), read_group(tiles)
    if run is not None and group is not None:
        run_value = sum(range(run.number, run.number + run.length))
        return group if group.number * group.length > run_value else run
    return run or group


def is_valid_set(tiles: Sequence[str]) -> bool:
    return read_set(tiles) is not None


def meld_value(tiles: Sequence[str]) -> int:
    """Points of a set for the initial meld: a joker counts as the tile it stands for."""
    reading = read_set(tiles)
    if reading is None:
        return 0
    return sum(n for _, n in reading.stands_for(tiles))


# --------------------------------------------------------------------------- result

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


# --------------------------------------------------------------------------- run states

# A colour's open runs: (n1, n2, n3) = how many of length 1, 2, and 3 or more.
_STATES: list[tuple[int, int, int]] = [
    (a, b, c) for a in range(5) for b in range(5) for c in range(5) if a + b + c <= 4
]
_STATE_INDEX = {s: i for i, s in enumerate(_STATES)}
_NS = len(_STATES)
_CLOSABLE = frozenset(i for i, s in enumerate(_STATES) if s[0] == 0 and s[1] == 0)

# key = s0 + NS*s1 + NS²*s2 + NS³*s3 + P_J*jokers + P_S*group_sum + P_M*group_max + P_V*value
_PC = (1, _NS, _NS**2, _NS**3)
_PJ = _NS**4
_PS = _PJ * 3
_PM = _PS * 9
_PV = _PM * 3


def _group_joker_options(total: int, largest: int) -> tuple[int, ...]:
    """Joker counts that let ``total`` real tiles (at most ``largest`` of one colour) form
    groups of 3–4. A group may be one tile and two jokers at any number: ``r10 j j`` reads
    both as a run and as a group of 10s, and the rules take the reading that favours the
    player (see :mod:`tutor.games.rummikub.sets`)."""
    if total == 0:
        return (0,)
    out = []
    for jokers in range(JOKER_COUNT + 1):
        size = total + jokers
        if any(3 * g <= size <= 4 * g for g in range(max(largest, 1), total + 1)):
            out.append(jokers)
    return tuple(out)


_GROUP_JOKERS = {(s, m): _group_joker_options(s, m) for s in range(9) for m in range(3)}


def _cell_options(state: int, must: int, optional: int, jokers_free: int) -> list[tuple[int, int, int, int]]:
    """Ways to use a cell's tiles: (new state, real tiles to groups, jokers in runs, real used)."""
    n1, n2, n3 = _STATES[state]
    need = n1 + n2
    out = []
    for used in range(must, must + optional + 1):
        for jokers in range(jokers_free + 1):
            total = used + jokers
            for grouped in range(used + 1):
                rest = total - grouped - need
                if rest < 0:
                    break
                # Extending a run of 3+ dominates closing it and starting a new one.
                if rest >= n3:
                    extended, new = n3, rest - n3
                else:
                    extended, new = rest, 0
                if new + n1 + n2 + extended > 4:
                    continue
                out.append((_STATE_INDEX[(new, n1, n2 + extended)], grouped, jokers, used))
    return out


_OPTION_CACHE: dict[tuple[int, int, int, int], list[tuple[int, int, int, int]]] = {}


def _options(state: int, must: int, optional: int, jokers_free: int) -> list[tuple[int, int, int, int]]:
    key = (state, must, optional, jokers_free)
    found = _OPTION_CACHE.get(key)
    if found is None:
        found = _OPTION_CACHE[key] = _cell_options(state, must, optional, jokers_free)
    return found


# --------------------------------------------------------------------------- the problem

@dataclass
class _Problem:
    must: list[list[int]]  # [number][colour] table copies (must be used)
    optional: list[list[int]]  # [number][colour] rack copies (may be used)
    jokers_must: int
    jokers_optional: int
    initial: bool
    # tie-break hints: table copies that were in groups / runs, table jokers by cell / number
    in_group: list[list[int]]
    in_run: list[list[int]]
    joker_run: list[list[int]]
    joker_group: list[int]
    pin_run: list[list[int]] | None = None  # [number][colour] table jokers that must stay
    rack_min: list[list[int]] | None = None  # [number][colour] rack copies that must be placed
    face: tuple[int, ...] = tuple(range(MAX_NUMBER + 1))  # the number a cell row stands for
    # constraints for the joker rules (see tutor.games.rummikub.legal), None when unused:
    run_real_min: list[list[int]] | None = None  # [number][colour] real tiles in runs at least
    group_real_min: list[list[int]] | None = None  # [number][colour] real tiles in groups at least
    group_joker_min: list[int] | None = None  # [number] jokers in groups at least
    group_real_max: list[list[int]] | None = None  # [number][colour] real tiles in groups at most
    group_size_min: list[int] | None = None  # [number] tiles in groups (jokers too) at least
    # sets the plan must hold, followed through the sweep by the C search only (``_sweep.c``,
    # Mark): (kind, colour, number, role bits, near bits, home); the Python search ignores
    # them, which leaves it a relaxation of the marked problem
    marks: tuple[tuple[int, int, int, int, int, int], ...] = ()


@dataclass
class _Plan:
    score: int
    run_real: list[list[int]]  # [number][colour]
    run_jokers: list[list[int]]
    group_real: list[list[int]]
    group_jokers: list[int]  # [number]
    rack_used: list[list[int]]
    jokers_used: int


def _all_closable(key: int) -> bool:
    return all((key // _PC[colour]) % _NS in _CLOSABLE for colour in range(4))


# --------------------------------------------------------------------------- branch and bound

_NEG_INF = -(10**15)


def _mirror(p: _Problem) -> _Problem:
    """The same problem with the numbers read from 13 down to 1 (runs and groups do not
    care), so a sweep can start from the high end."""
    def flip(rows: list[Any] | None) -> Any:
        return None if rows is None else [rows[0]] + rows[:0:-1]
    return _Problem(flip(p.must), flip(p.optional), p.jokers_must, p.jokers_optional, p.initial,
                    flip(p.in_group), flip(p.in_run), flip(p.joker_run), flip(p.joker_group),
                    flip(p.pin_run), flip(p.rack_min), tuple(flip(list(p.face))),
                    flip(p.run_real_min), flip(p.group_real_min), flip(p.group_joker_min),
                    flip(p.group_real_max), flip(p.group_size_min),
                    tuple(_mirror_mark(m) for m in p.marks))


MARK_HOME, MARK_RUN_REPLACE, MARK_GROUP_REPLACE, MARK_RUN_STAY = 1, 2, 3, 4


Mark = tuple[int, int, int, int, int, int]  # see _sweep.c: kind, colour, number, role, near, home


def _mirror_mark(mark: Mark) -> Mark:
    """A mark with the numbers read from 13 down (row n becomes row 14 - n)."""
    kind, colour, number, role, near, home = mark
    if kind in (MARK_RUN_REPLACE, MARK_RUN_STAY):
        near = sum(1 << (MAX_NUMBER + 1 - n) for n in range(1, MAX_NUMBER + 1) if near >> n & 1)
        return kind, colour, MAX_NUMBER + 1 - number, role, near, home
    if kind == MARK_GROUP_REPLACE:
        return kind, colour, MAX_NUMBER + 1 - number, role, near, home
    return mark


def _unmirror(plan: _Plan) -> _Plan:
    def flip(rows: list[Any]) -> Any:
        return [rows[0]] + rows[:0:-1]
    return _Plan(plan.score, flip(plan.run_real), flip(plan.run_jokers), flip(plan.group_real),
                 flip(plan.group_jokers), flip(plan.rack_used), plan.jokers_used)


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


def _best_plan(p: _Problem, target: int | None = None, high: int | None = None,
               give_up: int | None = None, work: Work | None = None) -> _Plan | None:
    """The exact best plan (reaching ``target``, if given: else None). A sweep that meets a
    hard number late can wander long before it proves anything, so the two sweep directions
    take turns with growing node budgets. ``high``: see :func:`_rounds`. With ``give_up``,
    a turn's budget never grows past it, and with ``work`` the searches never spend more
    than it has left: :class:`_OutOfBudget` is raised instead (it holds the searches, for
    :func:`_found_so_far`)."""
    budget = _FIRST_BUDGET
    weight = 2 if p.marks else 1  # a node that follows marks costs about twice the time
    # Each direction keeps its memo between turns: what an interrupted sweep proved stays
    # proven, so a turn with a larger budget resumes rather than starts again.
    problems = (p, _mirror(p))
    memos: tuple[dict[str, Any], dict[str, Any]] = ({}, {})
    order = (False, True)
    # Each direction has its own bound from the root and both hold: the direction with the
    # tighter one goes first, and the first bar is set by it.
    if _sweep is not None and USE_COMPILED:
        tops = [_sweep_for(problems[m], memos[m]).top() for m in (False, True)]
    else:
        tops = [_upper_table(problems[m])[0][0] for m in (False, True)]
    if tops[1] < tops[0]:
        order = (True, False)
    top = min(tops)
    bar = (top // _W_COUNT) * _W_COUNT
    if high is None or bar < high:
        high = bar
    while True:
        for mirrored in order:
            turn = budget if work is None else min(budget, work.left // weight)
            if turn <= 0:
                raise _OutOfBudget(problems, memos, order, top)
            spent = sum(m.get("nodes", 0) for m in memos)
            try:
                plan = _search(problems[mirrored], target, turn, memos[mirrored], high=high,
                               strict=True)
            except _OutOfBudget:
                continue
            finally:
                if work is not None:
                    work.spend(memos, spent, weight)
            if mirrored:
                return None if plan is None else _unmirror(plan)
            return plan
        budget *= 4
        if give_up is not None and budget > give_up:
            raise _OutOfBudget(problems, memos, order, top)


def _found_so_far(stop: _OutOfBudget, work: Work | None = None) -> _Plan | None:
    """The best plan that the searches of a :func:`_best_plan` cut short met (see
    ``_sweep.c``, incumbent), or None. When they met none, one more short search (a few
    thousand nodes, charged to ``work``) looks for any plan."""
    found: _Plan | None = None
    for mirrored in stop.order:
        plan = _incumbent(stop.problems[mirrored], stop.memos[mirrored])
        if plan is not None and (found is None or plan.score > found.score):
            found = _unmirror(plan) if mirrored else plan
    if found is not None or not stop.problems:
        return found
    mirrored = stop.order[0]
    memo = stop.memos[mirrored]
    spent = memo.get("nodes", 0)
    plan = _search(stop.problems[mirrored], 0, _DIVE_NODES, memo, high=0)
    if work is not None:
        work.spend((memo,), spent)
    if plan is None:
        plan = _incumbent(stop.problems[mirrored], memo)
    if plan is not None and mirrored:
        plan = _unmirror(plan)
    return plan


def _incumbent(p: _Problem, memo: dict[str, Any]) -> _Plan | None:
    """The best complete plan a search of ``p`` with this memo has met so far, or None."""
    sweep = memo.get("sweep")
    found = sweep.incumbent() if sweep is not None else memo.get("incumbent")
    if found is None:
        return None
    score, codes, key = found
    return _plan_from_codes(p, score, codes, key)


def _ceiling(stop: _OutOfBudget) -> tuple[int, int]:
    """(count, value) that no plan of a search cut short can exceed: its bound from the root."""
    assert stop.top is not None
    return stop.top // _W_COUNT, (stop.top // _W_VALUE) % 1000


def _jokers_needed(p: _Problem) -> list[list[int]]:
    """For every cell, how many jokers a rack tile there needs at least to sit in any set,
    if every other tile were free (a cheap relaxation; 2 jokers always suffice: x j j)."""
    have = [[p.must[n][c] + p.optional[n][c] for c in range(4)] if 0 < n <= MAX_NUMBER else [0] * 4
            for n in range(MAX_NUMBER + 1)]
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


_STEPS: list[tuple[int, int]] = [(n, c) for n in range(1, MAX_NUMBER + 1) for c in range(5)]
_FAR_START = [min(len(_STEPS), 5 * (n + 2)) for n, _ in _STEPS]  # first step of number n + 3
_ZERO4 = (0, 0, 0, 0)
_TILES_PER_JOKER = 4


def _joker_capped(p: _Problem, steps: list[tuple[int, int]], needed: list[list[int]],
                  suffix: list[list[int]]) -> list[list[int]]:
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
            gain = _W_COUNT + face[n] * _W_VALUE + 1
            for free in range(needed[n][c], JOKER_COUNT + 1):
                for _ in range(p.optional[n][c]):
                    insort(gains[free], -gain)
                helped[free] += gain * p.optional[n][c]
        for free in range(1, JOKER_COUNT + 1):
            if len(gains[free]) > _TILES_PER_JOKER * free:
                top = -sum(gains[free][:_TILES_PER_JOKER * free])
                out[i][free] = suffix[i][free] - helped[free] + top
    return out


@lru_cache(maxsize=1 << 16)
def _group_cell_choices(total: int, gmax: int, used_j: int, jokers_total: int, jokers_must: int,
                        table_jokers_here: int, jokers_min: int = 0, size_min: int = 0) -> tuple[tuple[int, int, int], ...]:
    """A number's group jokers: (gain, key change, jokers), best gain first."""
    joker_gain = _W_COUNT + JOKER_RACK_VALUE * _W_VALUE
    out: list[tuple[int, int, int]] = []
    for jokers in _GROUP_JOKERS[(total, gmax)]:
        if used_j + jokers > jokers_total:
            break
        if jokers < jokers_min or total + jokers < size_min:
            continue
        gain = min(jokers, table_jokers_here)
        gain += max(0, used_j + jokers - max(used_j, jokers_must)) * joker_gain
        out.append((gain, jokers * _PJ - total * _PS - gmax * _PM, jokers))
    out.sort(reverse=True)
    return tuple(out)  # tuples of ints: the garbage collector stops tracking them


@lru_cache(maxsize=1 << 18)
def _run_cell_choices(colour: int, state: int, gmax: int, used_j: int, must: int, optional: int,
                      tg: int, tr: int, jr: int, next1: int, next2: int, pin: int, at_least: int,
                      jokers_total: int, jokers_must: int, face: int, real_min: int = 0,
                      group_min: int = 0, group_max: int = COPIES
                      ) -> tuple[tuple[int, int, int], ...]:
    """A cell's ways to use its tiles, (gain, key change, choice code), best gain first. They
    depend only on the cell's own counts, so they are shared by every search. ``pin``,
    ``at_least``, ``real_min`` and ``group_min`` are least counts of jokers in runs, tiles
    used, real tiles in runs and real tiles in groups."""
    joker_gain = _W_COUNT + JOKER_RACK_VALUE * _W_VALUE
    pc = _PC[colour]
    out: list[tuple[int, int, int]] = []
    for s2, grouped, jokers, used in _options(state, must, optional, jokers_total - used_j):
        if (jokers < pin or used < at_least or used - grouped < real_min or grouped < group_min
                or grouped > group_max):
            continue
        n1, n2, _ = _STATES[s2]
        free = jokers_total - used_j - jokers
        if n1 + n2 > next1 + free or n1 > next2 + free:
            continue
        delta = (s2 - state) * pc + jokers * _PJ + grouped * _PS
        if grouped > gmax:
            delta += (grouped - gmax) * _PM
        gain = (used - must) * (_W_COUNT + face * _W_VALUE)
        gain += min(grouped, tg) + min(used - grouped, tr) + min(jokers, jr)
        gain += max(0, used_j + jokers - max(used_j, jokers_must)) * joker_gain
        out.append((gain, delta, grouped + 3 * jokers + 9 * used))
    out.sort(key=lambda o: -o[0])
    return tuple(out)


class _OutOfBudget(Exception):
    """A search ran out of its node budget. Raised by :func:`_best_plan`, it holds what the
    searches need to give the best plan they met (:func:`_found_so_far`) and the bound from
    the root (``top``)."""

    def __init__(self, problems: Sequence[_Problem] = (), memos: Sequence[dict[str, Any]] = (),
                 order: Sequence[bool] = (), top: int | None = None) -> None:
        super().__init__("out of search nodes")
        self.problems = problems
        self.memos = memos
        self.order = order
        self.top = top


def _upper_table(p: _Problem) -> list[list[int]]:
    """ub[pos][jokers used]: the most the steps from ``pos`` on can still add (the search's
    bound; ``_sweep.c`` computes the same table)."""
    jokers_total = p.jokers_must + p.jokers_optional
    jokers_must = p.jokers_must
    initial = p.initial
    face = p.face
    joker_gain = _W_COUNT + JOKER_RACK_VALUE * _W_VALUE
    steps = _STEPS
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
                near = group_pins[n] + sum(pins[m][c] for m in range(max(1, n - 2),
                                                                      min(MAX_NUMBER, n + 2) + 1))
                needed[n][c] = max(0, needed[n][c] - near)
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
        gain = rack * (_W_COUNT + face[n] * _W_VALUE + 1)
        need = needed[n][c]
        suffix[i] = [after[f] + extra + (gain if need <= f else 0) for f in range(JOKER_COUNT + 1)]
    # A joker serving a tile at number n sits at n-2..n+2, so only tiles three or more numbers
    # ahead of the sweep are limited to the jokers still free; nearer ones get all of them.
    far_start = _FAR_START
    near = [suffix[i][jokers_total] - suffix[far_start[i]][jokers_total] for i in range(end)]
    far = _joker_capped(p, steps, needed, suffix) if jokers_total else suffix
    per_joker = (_W_COUNT + MAX_NUMBER * _W_VALUE) if initial else joker_gain
    # upper(pos, key) depends on the key only through the jokers used: tabulate it
    ub_table = [[0] * 3 for _ in range(end + 1)]
    spare = [(jokers_total - (used if initial else max(used, jokers_must))) * per_joker
             for used in range(jokers_total + 1)]
    for i in range(end):
        row, far_row, near_i = ub_table[i], far[far_start[i]], near[i]
        for used in range(jokers_total + 1):
            free = max(0, jokers_total - used - ahead[i])
            row[used] = near_i + far_row[free] + spare[used]

    return ub_table


def _search(p: _Problem, target: int | None = None, budget: int | None = None,
            cache: dict[str, Any] | None = None, *, high: int | None = None,
            strict: bool = False) -> _Plan | None:
    """Depth-first branch and bound over the cells, memoised on (cell, state). With a
    ``target`` score, only a plan reaching it is wanted (None if there is none, or if it was
    not found within ``budget`` search nodes). ``cache`` (an empty dict the first time) keeps
    the memo for a later call on the same problem."""
    if _sweep is not None and USE_COMPILED:
        return _search_compiled(p, target, budget, cache, high=high, strict=strict)
    jokers_total = p.jokers_must + p.jokers_optional
    jokers_must = p.jokers_must
    initial = p.initial
    face = p.face
    steps = _STEPS
    end = len(steps)
    ub_table = _upper_table(p)
    have = [[p.must[n][c] + p.optional[n][c] for c in range(4)] if 0 < n <= MAX_NUMBER else _ZERO4
            for n in range(MAX_NUMBER + 3)]
    if cache is None:
        cache = {}
    # Plain ints, not tuples, so that the garbage collector has nothing to track:
    # memo[key * 128 + pos] = value * 2 + (1 if exact else 0), an upper bound when not exact;
    # choice[key * 128 + pos] = next key * 64 + choice code of the best child.
    memo: dict[int, int] = cache.setdefault("memo", {})
    choice: dict[int, int] = cache.setdefault("choice", {})

    def upper(pos: int, key: int) -> int:
        return ub_table[pos][(key // _PJ) % 3]


    # A cell's choices depend on the key only through that colour's runs, the jokers used
    # and the group count so far: cache them as (gain, gain without the tie-break, key change,
    # choice code, upper bound after the cell).
    choice_cache: dict[int, tuple[tuple[int, int, int, int, int], ...]] = cache.setdefault(
        "choices", {})

    def meld_kids(pos: int, key: int) -> list[tuple[int, int, int, int, int]]:
        return [(gain, (gain // _W_VALUE) * _W_VALUE, nk - key, code, upper(pos + 1, nk))
                for gain, nk, code in meld_children(pos, key)]

    def new_choices(pos: int, used_j: int, gmax: int, what: int, ck: int
                    ) -> tuple[tuple[int, int, int, int, int], ...]:
        colour = steps[pos][1]
        after = ub_table[pos + 1]
        made = choice_cache[ck] = tuple(
            (gain, (gain // _W_VALUE) * _W_VALUE, delta, code,
             after[used_j + (code if colour == 4 else (code // 3) % 3)])
            for gain, delta, code in cell_choices(pos, used_j, gmax, what))
        return made

    def cell_choices(pos: int, used_j: int, gmax: int, what: int) -> tuple[tuple[int, int, int], ...]:
        number, colour = steps[pos]
        if colour == 4:
            return _group_cell_choices(what, gmax, used_j, jokers_total, jokers_must,
                                       p.joker_group[number],
                                       p.group_joker_min[number] if p.group_joker_min else 0,
                                       p.group_size_min[number] if p.group_size_min else 0)
        must = p.must[number][colour]
        return _run_cell_choices(
            colour, what, gmax, used_j, must, p.optional[number][colour],
            p.in_group[number][colour], p.in_run[number][colour], p.joker_run[number][colour],
            have[number + 1][colour], have[number + 2][colour],
            p.pin_run[number][colour] if p.pin_run else 0,
            must + (p.rack_min[number][colour] if p.rack_min else 0),
            jokers_total, jokers_must, face[number],
            p.run_real_min[number][colour] if p.run_real_min else 0,
            p.group_real_min[number][colour] if p.group_real_min else 0,
            p.group_real_max[number][colour] if p.group_real_max else COPIES)

    def meld_children(pos: int, key: int) -> list[tuple[int, int, int]]:
        """Initial meld: rack tiles only, the meld's value (capped at 30) is in the key."""
        number, colour = steps[pos]
        used_j = (key // _PJ) % 3
        value = key // _PV
        out: list[tuple[int, int, int]] = []
        if colour == 4:
            total = (key // _PS) % 9
            gmax = (key // _PM) % 3
            base = key - total * _PS - gmax * _PM
            for jokers in _GROUP_JOKERS[(total, gmax)]:
                if used_j + jokers > jokers_total:
                    break
                nv = min(INITIAL_MELD_MIN, value + jokers * face[number])
                out.append((jokers * (_W_COUNT + face[number] * _W_VALUE),
                            base + jokers * _PJ + (nv - value) * _PV, jokers))
            out.sort(reverse=True)
            return out
        pc = _PC[colour]
        state = (key // pc) % _NS
        gmax = (key // _PM) % 3
        next1 = have[number + 1][colour]
        next2 = have[number + 2][colour]
        for s2, grouped, jokers, used in _options(state, 0, p.optional[number][colour],
                                                   jokers_total - used_j):
            n1, n2, _ = _STATES[s2]
            free = jokers_total - used_j - jokers
            if n1 + n2 > next1 + free or n1 > next2 + free:
                continue
            placed_value = (used + jokers) * face[number]
            nv = min(INITIAL_MELD_MIN, value + placed_value)
            nk = key + (s2 - state) * pc + jokers * _PJ + grouped * _PS + (nv - value) * _PV
            if grouped > gmax:
                nk += (grouped - gmax) * _PM
            gain = (used + jokers) * _W_COUNT + placed_value * _W_VALUE
            out.append((gain, nk, grouped + 3 * jokers + 9 * used))
        out.sort(key=lambda o: -o[0])
        return out

    def final_ok(key: int) -> bool:
        if not _all_closable(key) or (key // _PJ) % 3 < jokers_must:
            return False
        return not initial or key // _PV >= INITIAL_MELD_MIN

    nodes = [0]
    step_colour = [c for _, c in steps]
    # the incumbent (see _sweep.c): the best complete plan met, (score, codes, final key)
    path = [0] * end
    seen = cache.get("incumbent")
    best_seen = [_NEG_INF if seen is None else seen[0]]

    def remember(pos: int, key: int, score: int) -> None:
        """The incumbent from a subtree whose best is known: the path, then its choices."""
        codes = path[:pos]
        for at in range(pos, end):
            packed = choice[key * 128 + at]
            key = packed >> 6
            codes.append(packed & 63)
        cache["incumbent"] = (score, codes, key)  # type: ignore[index]
        best_seen[0] = score

    def search(pos: int, key: int, need: int, acc: int = 0) -> int:
        nodes[0] += 1
        if budget is not None and nodes[0] > budget:
            raise _OutOfBudget
        if pos == end:
            if not final_ok(key):
                return _NEG_INF
            if acc > best_seen[0]:
                cache["incumbent"] = (acc, path[:], key)  # type: ignore[index]
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
        bound = upper(pos, key)
        if known is not None and known >> 1 < bound:
            bound = known >> 1
        if bound < need:
            return bound
        best = _NEG_INF  # the best value reached (exact), with its choice
        beyond = _NEG_INF  # an upper bound on the children that could not reach the bar
        best_choice = None
        kids: Sequence[tuple[int, int, int, int, int]] | None
        if initial:
            kids = meld_kids(pos, key)
        else:  # the cell's choices, looked up inline: this is the hot path
            colour = step_colour[pos]
            used_j = (key // _PJ) % 3
            gmax = (key // _PM) % 3
            what = (key // _PS) % 9 if colour == 4 else (key // _PC[colour]) % _NS
            ck = ((pos * _NS + what) * 3 + gmax) * 3 + used_j
            kids = choice_cache.get(ck)
            if kids is None:
                kids = new_choices(pos, used_j, gmax, what, ck)
        for gain, rounded, delta, code, ub in kids:
            # only a better count or value is worth the search; the tie-break stays greedy
            # Bars stay whole multiples of _W_VALUE (the tie-break part of a gain is left out),
            # so a state reached along paths that differ only in the tie-break shares its memo.
            if best == _NEG_INF:
                bar = need - rounded
            else:
                bar = max(need, (best // _W_VALUE + 1) * _W_VALUE) - rounded
            if ub < bar:
                if gain + ub > beyond:
                    beyond = gain + ub
                continue
            nk = key + delta
            path[pos] = code
            r = search(pos + 1, nk, bar, acc + gain)  # noqa: F821 (deleted once it is over)
            if r >= bar:
                best = gain + r
                best_choice = nk * 64 + code
            elif gain + r > beyond:
                beyond = gain + r
        if best != _NEG_INF:
            memo[mkey] = best * 2 + 1
            choice[mkey] = best_choice  # type: ignore[assignment]
            return best
        memo[mkey] = beyond * 2
        return beyond

    try:
        best = _rounds(search, upper(0, 0), target, high, strict)
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
    return _plan_from_codes(p, best, codes, key)


def _sweep_for(p: _Problem, cache: dict[str, Any], ub_table: list[list[int]] | None = None
               ) -> Any:
    """The C sweep of a problem, kept in ``cache`` (its memo lives as long as it does)."""
    sweep = cache.get("sweep")
    if sweep is None:
        fields = _sweep.fields(p.must, p.optional, p.in_group, p.in_run, p.joker_run, p.pin_run,
                               p.rack_min, p.run_real_min, p.group_real_min, p.joker_group,
                               p.face, p.group_joker_min, p.group_real_max, p.group_size_min)
        sweep = cache["sweep"] = _sweep.Sweep(
            fields, p.jokers_must + p.jokers_optional, p.jokers_must,
            None if ub_table is None else [x for row in ub_table for x in row], p.marks or None,
            p.initial)
    return sweep


def _search_compiled(p: _Problem, target: int | None, budget: int | None,
                     cache: dict[str, Any] | None, ub_table: list[list[int]] | None = None,
                     *, high: int | None = None, strict: bool = False) -> _Plan | None:
    """:func:`_search` by the C sweep (``_sweep.c``): the same search, order and scores. The
    sweep computes the same upper-bound table itself unless ``ub_table`` is given."""
    sweep = _sweep_for(p, {} if cache is None else cache, ub_table)
    used = [0]  # the budget is for the whole call (both rounds), as in the Python search

    def run(pos: int, key: int, need: int) -> int:
        stopped, best = sweep.run(need, -1 if budget is None else budget - used[0])
        used[0] += sweep.nodes()
        if cache is not None:
            cache["nodes"] = cache.get("nodes", 0) + sweep.nodes()
        if stopped:
            raise _OutOfBudget
        return best

    best = _rounds(run, sweep.top(), target, high, strict)
    if best < 0:
        return None
    codes, key = sweep.plan()
    return _plan_from_codes(p, best, codes, key)


_NO_GRID = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
_NO_ROW = [0] * (MAX_NUMBER + 1)
_TWO_GRID = [[COPIES] * 4 for _ in range(MAX_NUMBER + 1)]


def _step_fields(p: _Problem) -> list[int]:
    """The per-step numbers the C sweep reads (see ``_sweep.c``), 16 per step. (The sweep's
    ``fields`` makes the same list, faster; this one is the reference for the tests.)"""
    must, optional, face = p.must, p.optional, p.face
    pin = p.pin_run or _NO_GRID
    rack_min = p.rack_min or _NO_GRID
    real_min = p.run_real_min or _NO_GRID
    group_min = p.group_real_min or _NO_GRID
    group_jokers = p.group_joker_min or _NO_ROW
    group_max = p.group_real_max or _TWO_GRID
    size_min = p.group_size_min or _NO_ROW
    have = [[a + b for a, b in zip(must[n], optional[n], strict=True)] for n in range(1, MAX_NUMBER + 1)]
    have += [_ZERO4, _ZERO4]
    fields: list[int] = []
    extend = fields.extend
    for n in range(1, MAX_NUMBER + 1):
        m, o, ig, ir, jr = must[n], optional[n], p.in_group[n], p.in_run[n], p.joker_run[n]
        h1, h2, pn, rm, rr, gr, f = have[n], have[n + 1], pin[n], rack_min[n], real_min[n], \
            group_min[n], face[n]
        gm = group_max[n]
        for c in range(4):
            extend((c, m[c], o[c], ig[c], ir[c], jr[c], h1[c], h2[c], pn[c], m[c] + rm[c], rr[c],
                    gr[c], f, 0, gm[c], 0))
        extend((4, 0, 0, p.joker_group[n], 0, 0, 0, 0, 0, 0, 0, 0, f, group_jokers[n], 0,
                size_min[n]))
    return fields


def _plan_from_codes(p: _Problem, best: int, codes: Sequence[int], key: int) -> _Plan:
    """The plan from the choice code of every step and the final key."""
    run_real = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    run_jokers = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    group_real = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    group_jokers = [0] * (MAX_NUMBER + 1)
    rack_used = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    for (number, colour), code in zip(_STEPS, codes, strict=True):
        if colour == 4:
            group_jokers[number] = code
            continue
        grouped, jokers, used = code % 3, (code // 3) % 3, code // 9
        run_real[number][colour] = used - grouped
        run_jokers[number][colour] = jokers
        group_real[number][colour] = grouped
        rack_used[number][colour] = used - p.must[number][colour]
    return _Plan(best, run_real, run_jokers, group_real, group_jokers, rack_used, (key // _PJ) % 3)


def _rounds(search: Callable[[int, int, int], int], top: int, target: int | None,
            high: int | None = None, strict: bool = False) -> int:
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
        high = (top // _W_COUNT) * _W_COUNT if target is None else floor
    try:
        if high > floor:
            best = search(0, 0, high)
            if best >= high:
                return best
        best = search(0, 0, floor)
    except _OutOfBudget:
        if target is None or strict:
            raise
        return _NEG_INF
    return best if best >= floor else _NEG_INF


# --------------------------------------------------------------------------- old sets

@dataclass
class _OldSet:
    index: int
    tiles: list[str]
    reading: SetReading
    cells: list[Tile]  # what each tile stands for
    jokers: int


def _read_table(table: Sequence[Sequence[str]]) -> list[_OldSet]:
    out = []
    for i, tiles in enumerate(table):
        reading, cells, jokers = _read_one(tuple(tiles))
        out.append(_OldSet(i, list(tiles), reading, list(cells), jokers))
    return out


@lru_cache(maxsize=1 << 14)
def _read_one(tiles: tuple[str, ...]) -> tuple[SetReading, tuple[Tile, ...], int]:
    reading = read_set(tiles)
    if reading is None:
        raise ValueError(f"invalid set: {' '.join(tiles)}")
    jokers = sum(1 for t in tiles if parse_tile(t) is None)
    return reading, tuple(reading.stands_for(tiles)), jokers


def _count(tiles: Iterable[str]) -> tuple[list[list[int]], int]:
    grid = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    jokers = 0
    for name in tiles:
        tile = parse_tile(name)
        if tile is None:
            jokers += 1
        else:
            grid[tile[1]][tile[0]] += 1
    return grid, jokers


# --------------------------------------------------------------------------- cutting into sets

def _runs_from_counts(real: list[int], jokers: list[int], colour: int) -> list[list[str]] | None:
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


def _groups_from_counts(real: list[int], jokers: int, number: int) -> list[list[str]] | None:
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
    """Whether :func:`_runs_from_counts` can cut these counts, from counts alone (its open
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


def _cut_colour_runs(plan: _Plan, colour: int, old: list[_OldSet], work: Work | None = None
                     ) -> tuple[list[int], list[list[str]]]:
    """One colour's runs, keeping as many of its old runs whole as a few tries find: the
    largest subsets first, each distinct rest cut once (the two copies of a run leave the
    same rest), ``_CUT_TRIES`` cuts at most: a table of many short runs would otherwise take
    long over a tie-break. The subsets looked at are charged to ``work``."""
    real = [plan.run_real[n][colour] for n in range(MAX_NUMBER + 1)]
    jokers = [plan.run_jokers[n][colour] for n in range(MAX_NUMBER + 1)]
    if not old:
        rest = _runs_from_counts(real, jokers, colour)
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
        rest = _runs_from_counts(r, j, colour)
        if rest is not None:
            if work is not None:
                work.charge(looked * _TRY_PRICE)
            return [old[i].index for i in subset], rest
    raise AssertionError("the sweep's runs cannot be cut")  # pragma: no cover


def _cut_number_groups(plan: _Plan, number: int, old: list[_OldSet]) -> tuple[list[int], list[list[str]]]:
    real = plan.group_real[number]
    if not old:
        if not plan.group_jokers[number] and not any(real):
            return [], []
        rest = _groups_from_counts(real[:], plan.group_jokers[number], number)
        assert rest is not None, "the sweep's groups cannot be cut"
        return [], rest
    for subset in _subsets_largest_first(len(old)):
        r, j = real[:], plan.group_jokers[number]
        fits = True
        for i in subset:
            for name in old[i].tiles:
                tile = parse_tile(name)
                if tile is None:
                    j -= 1
                    fits = fits and j >= 0
                else:
                    r[tile[0]] -= 1
                    fits = fits and r[tile[0]] >= 0
        if not fits:
            continue
        rest = _groups_from_counts(r, j, number)
        if rest is not None:
            return [old[i].index for i in subset], rest
    raise AssertionError("the sweep's groups cannot be cut")  # pragma: no cover


def _fast_sort_key(tiles: list[str]) -> tuple[int, int, int]:
    """:func:`_sort_key` for sets the solver cut itself, mostly without reading them: a run
    when two real tiles differ in number, a group when several share one."""
    first = next(i for i, t in enumerate(tiles) if t != JOKER)
    colour, number = _PARSED[tiles[first]]  # type: ignore[misc]
    real = [_PARSED[t] for t in tiles if t != JOKER]
    if len({n for _, n in real}) > 1:  # type: ignore[misc]
        return (0, colour, number - first)
    if len(real) > 1:  # one number, several tiles: a group
        return (1, number, 0)
    return _sort_key(tiles)


def _sort_key(tiles: list[str]) -> tuple[int, int, int]:
    reading = read_set(tiles)
    assert reading is not None
    if reading.kind == "run":
        return (0, reading.colour, reading.number)
    return (1, reading.number, 0)


def _unit_cuts(plan: _Plan, old: list[_OldSet], work: Work | None = None
               ) -> Iterator[tuple[str, int, list[_OldSet], list[int], list[list[str]]]]:
    """The plan cut unit by unit — every colour's runs, then every number's groups — keeping
    old sets whole where it can: (kind, colour or number, the unit's old sets, indices of
    those kept, the new sets)."""
    for colour in range(4):
        mine = [s for s in old if s.reading.kind == "run" and s.reading.colour == colour]
        yield ("run", colour, mine, *_cut_colour_runs(plan, colour, mine, work))
    for number in range(1, MAX_NUMBER + 1):
        mine = [s for s in old if s.reading.kind == "group" and s.reading.number == number]
        yield ("group", number, mine, *_cut_number_groups(plan, number, mine))


def _assemble(plan: _Plan, old: list[_OldSet], work: Work | None = None
              ) -> tuple[list[list[str]], set[int]]:
    """The plan cut into sets: (new sets, indices of old sets it leaves as they were)."""
    kept: set[int] = set()
    fresh: list[list[str]] = []
    for _, _, _, k, rest in _unit_cuts(plan, old, work):
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


# --------------------------------------------------------------------------- entry point

def _problem(rack: Sequence[str], old: list[_OldSet], initial: bool,
             pinned: frozenset[int] = frozenset(), required: Sequence[str] = ()) -> _Problem:
    rack_grid, rack_jokers = _count(rack)
    size = MAX_NUMBER + 1
    zero = [[0] * 4 for _ in range(size)]
    in_group = [[0] * 4 for _ in range(size)]
    in_run = [[0] * 4 for _ in range(size)]
    joker_run = [[0] * 4 for _ in range(size)]
    joker_group = [0] * size
    pin_run = [[0] * 4 for _ in range(size)]
    table_jokers = 0
    must = [[0] * 4 for _ in range(size)]
    if not initial:
        for s in old:
            for name, (colour, number) in zip(s.tiles, s.cells, strict=True):
                if name == JOKER:
                    table_jokers += 1
                    if s.reading.kind == "run":
                        joker_run[number][colour] += 1
                        pin_run[number][colour] += s.index in pinned
                    else:
                        joker_group[number] += 1
                else:
                    must[number][colour] += 1
                    if s.reading.kind == "run":
                        in_run[number][colour] += 1
                    else:
                        in_group[number][colour] += 1
    if initial:
        in_group = in_run = joker_run = zero
    return _Problem(must, rack_grid, table_jokers, rack_jokers, initial,
                    in_group, in_run, joker_run, joker_group, pin_run if pinned else None,
                    _count(required)[0] if required else None)


def check_tiles(rack: Sequence[str], table: Sequence[Sequence[str]]) -> None:
    """Raise ValueError (TileError for names) unless the tiles exist in one Rummikub box."""
    seen: Counter[str] = Counter()
    for name in list(rack) + [t for s in table for t in s]:
        tile = parse_tile(name)
        seen[tile_name(tile)] += 1
    for name, n in seen.items():
        limit = JOKER_COUNT if name == JOKER else COPIES
        if n > limit:
            raise ValueError(f"too many copies of {name}: {n} > {limit}")


def solve(rack: Sequence[str], table: Sequence[Sequence[str]], *, initial: bool = False,
          keep_jokers: bool | Iterable[int] = False, required: Sequence[str] = (),
          work: Work | None = None) -> Solution:
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
    old = _read_table(table)
    rack = [tile_name(parse_tile(t)) for t in rack]
    nothing = Solution([], [list(s) for s in table], 0, 0, list(range(len(table))), [], [])
    if initial:
        stop: _OutOfBudget | None = None
        try:
            plan = _best_plan(_problem(rack, old, True), work=work)
        except _OutOfBudget as out:
            stop, plan = out, _found_so_far(out, work)
        if plan is None:
            return _cut_short(nothing, stop)
        fresh, _ = _assemble(plan, [])
        new_table = [list(s) for s in table] + fresh
        return _cut_short(Solution(_placed(plan, 0), new_table, len(_placed(plan, 0)),
                                   sum(meld_value(s) for s in fresh), list(range(len(table))),
                                   [], list(range(len(table), len(new_table)))), stop)
    required = [tile_name(parse_tile(t)) for t in required]
    pinned = frozenset(s.index for s in old if s.jokers and (
        keep_jokers is True or (keep_jokers is not False and s.index in set(keep_jokers))))
    found, stop = _solve_sets(rack, old, pinned, required, work)
    if found is None:
        if required or stop is not None:
            return _cut_short(nothing, stop)
        raise AssertionError("a valid table always has a solution")  # pragma: no cover
    plan, fresh, kept, locked = found
    placed = _placed(plan, sum(s.jokers for s in old if s.index not in locked))
    new_table = [list(table[i]) for i in sorted(kept)] + fresh
    return _cut_short(Solution(placed, new_table, len(placed), sum(tile_value(t) for t in placed),
                               sorted(kept), [s.index for s in old if s.index not in kept],
                               list(range(len(kept), len(new_table)))), stop)


def _cut_short(solution: Solution, stop: _OutOfBudget | None) -> Solution:
    """The solution, marked as not proven best when the search ran out of work (``stop``)."""
    if stop is not None:
        solution.exact = False
        solution.ceiling = _ceiling(stop)
    return solution


def _solve_sets(rack: list[str], old: list[_OldSet], pinned: frozenset[int],
                required: Sequence[str], work: Work | None = None
                ) -> tuple[tuple[_Plan, list[list[str]], set[int], set[int]] | None,
                           _OutOfBudget | None]:
    """The best plan with the jokers of ``pinned`` sets kept in place: (plan, its new sets,
    old sets kept, old sets left out of the search), or None; and how the search ran out of
    ``work``, if it did (the plan is then the best it met)."""
    # A group's joker stands for one of its missing colours; rather than follow that role
    # through the search, pinned groups are left as they are.
    locked = {i for i in pinned if old[i].reading.kind == "group"}
    rest = [s for s in old if s.index not in locked]
    stop: _OutOfBudget | None = None
    try:
        plan = _best_plan(_problem(rack, rest, False, pinned, required), work=work)
    except _OutOfBudget as out:
        stop, plan = out, _found_so_far(out, work)
    if plan is None:
        return None, stop
    fresh, kept = _assemble(plan, rest, work)
    kept |= locked
    if len(kept) < len(old) and stop is None:
        return _keep_more_sets(rack, old, pinned, required, plan, fresh, kept, locked,
                               work), stop
    return (plan, fresh, kept, locked), stop


_LOCK_TRIALS = 2  # old sets tried one by one for the "fewest changed sets" tie-break (a third
# try keeps about one more old set in eight positions and costs a sixth of the solve)
_LOCK_BUDGET = 120  # search nodes per try: the tie-break is best effort, the count is exact


def _keep_more_sets(rack: list[str], old: list[_OldSet], pinned: frozenset[int],
                    required: Sequence[str], plan: _Plan,
                    fresh: list[list[str]], kept: set[int], locked: set[int],
                    work: Work | None = None
                    ) -> tuple[_Plan, list[list[str]], set[int], set[int]]:
    """Tie-break: leave more old sets untouched when the same tiles and value can still be
    placed. Tries leaving every old set alone (when the rack could place that many tiles in
    sets of its own), then the changed ones one at a time.
    Returns the plan, its new sets, the old sets it keeps and those taken out of the search."""
    target = (plan.score // _W_VALUE) * _W_VALUE
    changed = [s.index for s in old if s.index not in kept]
    trials = [set(range(len(old)))] if _rack_alone_may_place(rack, target // _W_COUNT) else []
    if len(changed) > 1:
        trials += [{i} for i in changed[:_LOCK_TRIALS]]
    for trial in trials:
        lock = locked | trial
        rest = [s for s in old if s.index not in lock]
        memo: dict[str, Any] = {}
        candidate = _search(_problem(rack, rest, False, pinned, required), target, _LOCK_BUDGET,
                            memo)
        if work is not None:
            work.charge(memo.get("nodes", 0))
        if candidate is None:
            continue
        new_fresh, new_kept = _assemble(candidate, rest, work)
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
    grid, jokers = _count(rack)
    usable = jokers
    for n in range(1, MAX_NUMBER + 1):
        for c in range(4):
            if not grid[n][c]:
                continue
            same_number = sum(1 for x in range(4) if x != c and grid[n][x])
            near = sum(1 for m in (n - 2, n - 1, n + 1, n + 2)
                       if 1 <= m <= MAX_NUMBER and grid[m][c])
            if jokers + max(same_number, near) >= 2:
                usable += grid[n][c]
    return usable >= count


def _placed(plan: _Plan, table_jokers: int) -> list[str]:
    placed = []
    for number in range(1, MAX_NUMBER + 1):
        for colour in range(4):
            placed += [f"{COLOURS[colour]}{number}"] * plan.rack_used[number][colour]
    return placed + [JOKER] * (plan.jokers_used - table_jokers)
