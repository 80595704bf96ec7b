"""The best Rummikub play *the rules accept*: the solver's search with the joker rules.

:mod:`tutor.games.rummikub.solver` treats a joker as a free tile. The rules
(:func:`tutor.games.rummikub.table.judge_play`) are stricter about a joker that was on the
table: it either keeps standing for a tile it stood for beside one of its old set-mates (it
"stays": its old set grown, shrunk or split around it; a group's joker, for any colour of
its number), or it is taken out (freed), and then the tile it stood for must be on the table
in a set with one of its old set-mates, and the freed joker must go into a new set (not the
one holding its replacement) that holds a rack tile.

The search is exact by cases. Every legal play falls under at least one *case*: for each
table joker, one of

- ``stay-run (n, c)``: (a run's joker) a joker sits in a run at the cell of its role;
- ``stay-group n``: (a group's joker) a joker sits in a group of the role's number;
- ``freed-run (n, c)``: the role tile is a real tile in a run (its replacement);
- ``freed-group (n, c)``: a role tile is a real tile in a group of that number.

A joker of a set that reads both as a run and as a group (one tile and two jokers,
``r10 j j``: see :mod:`tutor.games.rummikub.sets`) has the cases of both readings, since the
engine accepts a play when either reading does.

Each case is a few least counts at single cells, which the solver's sweep enforces exactly,
so its best plan is an upper bound on every legal play of the case. A plan is cut into
concrete sets in every way that matters to the joker rules (the colours and numbers that
hold jokers or role tiles) and judged by the engine; the first cut it accepts makes the
plan a legal play. Cases are searched only for plans better than the best legal play so far,
so most fall away at once. A case whose best plan has no legal cut is *unresolved*; the
answer is proven best when no unresolved case could beat it (``Outcome.exact``).
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import product
from typing import Any

from tutor.games.rummikub import solver as sv
from tutor.games.rummikub.sets import SetInfo, classify, readings
from tutor.games.rummikub.setup import DEFAULT_OPTIONS
from tutor.games.rummikub.table import joker_replaced, joker_rules_hold, joker_stays

_CHECKS_PER_PLAN = 400  # combinations of cut features judged before a plan is unresolved
_CHECKS_BEFORE_BRANCHING = 40  # fewer where a refused plan is only branched on further


@dataclass(frozen=True)
class _TableJoker:
    set_index: int
    kind: str  # "run" or "group": how the old set reads
    role: tuple[tuple[int, int], ...]  # (number, colour) cells the joker may stand for
    info: SetInfo  # the old set
    role_names: frozenset[str]  # the tiles it may stand for
    neighbours: frozenset[str]  # its old set-mates (real tiles)
    # the same joker under its set's other reading (one tile and two jokers: run or group)
    other: _TableJoker | None = None

    def variants(self) -> tuple[_TableJoker, ...]:
        """The joker under every reading of its set."""
        return (self,) if self.other is None else (self, self.other)

    def read_as(self, fate: str) -> _TableJoker:
        """The reading a case's fate is about: a run's (``*-run``) or a group's."""
        kind = "run" if fate.endswith("-run") else "group"
        return next(j for j in self.variants() if j.kind == kind)


@dataclass
class Outcome:
    solution: sv.Solution
    exact: bool  # proven the best legal play
    ceiling: tuple[int, int] | None  # (count, value) a better play cannot exceed, if not exact
    # the search with jokers free ran out of work (its bound is the ceiling); otherwise a play
    # that is not exact may be beaten only by one that moves a table joker
    cut_short: bool = False


# --------------------------------------------------------------------------- table jokers


def _table_jokers(table: Sequence[Sequence[str]]) -> list[_TableJoker]:
    out = []
    for index, tiles in enumerate(table):
        info = classify(tiles)
        # per reading of the set (two for one tile with two jokers), its jokers in order
        per_reading = [
            [_table_joker(index, reading, role) for role in reading.joker_roles]
            for reading in readings(info)
        ]
        for k, joker in enumerate(per_reading[0]):
            other = per_reading[1][k] if len(per_reading) > 1 else None
            out.append(
                _TableJoker(
                    joker.set_index,
                    joker.kind,
                    joker.role,
                    joker.info,
                    joker.role_names,
                    joker.neighbours,
                    other,
                )
            )
    return out


def _table_joker(index: int, info: SetInfo, role: frozenset[str]) -> _TableJoker:
    cells = []
    for name in sorted(role):
        tile = sv.cell_of(name)
        assert tile is not None
        cells.append((tile[1], tile[0]))
    return _TableJoker(
        index,
        info.kind or "run",
        tuple(cells),
        info,
        role,
        frozenset(t for t in info.tiles if t != "j"),
    )


def _fates(joker: _TableJoker) -> list[tuple[str, int, int]]:
    """The cases for one table joker (see the module docstring), under each reading of its
    set."""
    return [fate for variant in joker.variants() for fate in _reading_fates(variant)]


def _reading_fates(joker: _TableJoker) -> list[tuple[str, int, int]]:
    number = joker.role[0][0]
    # a joker stays only beside an old set-mate: a run's joker in a run of its colour, a
    # group's joker in a group of its number (no run holds two colours, no group two numbers)
    if joker.kind == "run":
        out = [("stay-run", n, c) for n, c in joker.role]
    else:
        out = [("stay-group", number, -1)]
    freed = "freed-run" if joker.kind == "run" else "freed-group"
    out += [(freed, n, c) for n, c in joker.role]
    return out


def _possible(case: Sequence[tuple[str, int, int]], have: list[list[int]], jokers: int) -> bool:
    """A quick look at whether a case can hold at all (an impossible one can take the search
    long to disprove): enough jokers for the ones it places, its real tiles there at all, and
    a run of three possible through every joker cell."""

    def tile(n: int, c: int) -> bool:
        return 1 <= n <= sv.MAX_NUMBER and have[n][c] > 0

    placed = sum(1 for fate, _, _ in case if fate.startswith("stay"))
    if placed > jokers:
        return False
    for fate, n, c in case:
        if fate.startswith("freed") and not tile(n, c):
            return False
        if fate == "stay-group" and not any(tile(n, x) for x in range(4)):
            return False
        if fate == "stay-run":
            pinned = {m for f, m, x in case if f == "stay-run" and x == c}
            windows = [
                range(start, start + 3)
                for start in range(n - 2, n + 1)
                if start >= 1 and start + 2 <= sv.MAX_NUMBER
            ]
            if not any(
                sum(1 for m in w if m not in pinned and not tile(m, c)) <= jokers - placed
                for w in windows
            ):
                return False
    return True


def _constrained(problem: sv.Problem, case: Sequence[tuple[str, int, int]]) -> sv.Problem:
    size = sv.MAX_NUMBER + 1
    pin = [[0] * 4 for _ in range(size)]
    run_real = [[0] * 4 for _ in range(size)]
    group_real = [[0] * 4 for _ in range(size)]
    group_most = [[sv.COPIES] * 4 for _ in range(size)]
    group_size = [0] * size
    group_jokers = [0] * size
    for fate, n, c in case:
        if fate == "stay-run":
            pin[n][c] += 1
        elif fate.startswith("stay-group"):
            group_jokers[n] += 1
            if fate == "stay-group-without":  # no tile of colour c in the groups of n
                group_most[n][c] = 0
            elif fate == "stay-group-apart":  # c in another group of n: two groups at least
                group_real[n][c] = 1
                group_size[n] = 6
        elif fate == "freed-run":
            run_real[n][c] = 1
        else:
            group_real[n][c] = 1
    problem.pin_run = pin
    problem.run_real_min = run_real
    problem.group_real_min = group_real
    problem.group_joker_min = group_jokers
    problem.group_real_max = group_most
    problem.group_size_min = group_size
    return problem


# --------------------------------------------------------------------------- cutting a plan
#
# A plan gives counts (tiles in runs per cell, in groups per number, jokers at cells); a cut
# makes them concrete sets. Only some of what a cut decides matters to the joker rules: for
# every joker the tile it stands for (its role), whether its set holds a tile added from
# the rack and which table jokers' old set-mates and replacements its set holds, and for
# every table joker whether some set holds a tile it stood for beside one of its old
# set-mates (its replacement). Cuts that agree on those *features* stand or fall
# together, so each colour (runs) and number (groups) is cut in every way up to features,
# one concrete cut kept per feature, and only those are combined and judged.

# per joker on the new table: its role, whether its set holds a rack tile, and per table
# joker whether its set holds an old set-mate and whether it is the replacement's set
JokerRole = tuple[frozenset[str], bool, tuple[bool, ...], tuple[bool, ...]]
# (a set with another reading, one tile and two jokers: ("or", that reading's roles) too)
OtherReading = tuple[str, tuple[frozenset[str], ...]]
JokerEntry = JokerRole | OtherReading
# ... and for every table joker how many sets hold its replacement (0, 1, 2 or more)
Feature = tuple[tuple[JokerEntry, ...], tuple[int, ...]]


@dataclass
class _Context:
    jokers: list[_TableJoker]  # every table joker under every reading of its set
    added: frozenset[str]  # names of the tiles added from the rack (not jokers)
    options: Mapping[str, Any]
    work: sv.Work | None = None  # charged while cutting a colour or splitting a number


def _set_feature(tiles: Sequence[str], ctx: _Context) -> Feature:
    info = classify(tiles)
    has_added = not ctx.added.isdisjoint(tiles)
    # for every table joker: whether this set holds one of its old set-mates (a joker here
    # may keep it in place) and whether it is its replacement's set (no new set for it)
    near = tuple(not j.neighbours.isdisjoint(tiles) for j in ctx.jokers)
    replaced = tuple(joker_replaced(j.info, j.role_names, [info], ctx.options) for j in ctx.jokers)
    entries: tuple[JokerEntry, ...] = tuple(
        sorted(((role, has_added, near, replaced) for role in info.joker_roles), key=repr)
    )
    for other in info.alternatives:  # one tile, two jokers: the other reading's roles too
        entries += (("or", tuple(sorted(other.joker_roles, key=repr))),)
    return entries, tuple(int(r) for r in replaced)


def _cut_feature(sets: Sequence[Sequence[str]], ctx: _Context) -> Feature:
    entries: list[JokerEntry] = []
    replaced = [0] * len(ctx.jokers)
    for tiles in sets:
        more, rep = _set_feature(tiles, ctx)
        entries += more
        replaced = [min(2, a + b) for a, b in zip(replaced, rep, strict=True)]
    return tuple(sorted(entries, key=repr)), tuple(replaced)


# a state while cutting one colour (see _colour_cuts)
_CutState = tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...], Feature]

_MAX_STATES = 4000  # per number while cutting one colour (a guard; features keep it small)


def _colour_cuts(
    real: Sequence[int], jokers: Sequence[int], colour: int, ctx: _Context
) -> dict[Feature, list[list[str]]]:
    """Every way to cut one colour's run tiles (counts per number) into runs, jokers at
    their cells, one concrete cut per feature."""
    name = sv.COLOURS[colour]
    # A state: the open runs (their tiles), the closed runs, and the closed runs' feature
    # (kept as it grows, not recomputed); its key keeps what the rules can still tell apart.
    nothing: Feature = ((), tuple(0 for _ in ctx.jokers))
    states: dict[Any, _CutState] = {((), nothing): ((), (), nothing)}
    # the same runs come up in many states: read each once
    features: dict[tuple[str, ...], Feature] = {}
    open_keys: dict[tuple[str, ...], Any] = {}

    def set_feature(run: tuple[str, ...]) -> Feature:
        found = features.get(run)
        if found is None:
            found = features[run] = _set_feature(run, ctx)
        return found

    def open_key(run: tuple[str, ...]) -> Any:
        found = open_keys.get(run)
        if found is None:
            found = open_keys[run] = _open_key(run, ctx)
        return found

    for n in range(1, sv.MAX_NUMBER + 1):
        r, j = real[n], jokers[n]
        tile = f"{name}{n}"
        nxt: dict[Any, _CutState] = {}
        moves = 0
        for open_runs, closed, feature in states.values():
            for go_open, go_closed in _extend(open_runs, r, j, tile):
                moves += 1
                grown = feature
                for run in go_closed:
                    grown = _merge(grown, set_feature(run))
                key = (tuple(sorted(open_key(run) for run in go_open)), grown)
                if key not in nxt:
                    nxt[key] = (tuple(go_open), closed + tuple(go_closed), grown)
        if len(nxt) > _MAX_STATES:
            nxt = dict(list(nxt.items())[:_MAX_STATES])
        states = nxt
        _charge(ctx.work, moves * _MOVE_PRICE)
    out: dict[Feature, list[list[str]]] = {}
    for open_runs, closed, feature in states.values():
        if any(len(run) < 3 for run in open_runs):
            continue
        for run in open_runs:
            feature = _merge(feature, set_feature(run))
        out.setdefault(feature, [list(run) for run in closed + open_runs])
    return out


def _merge(a: Feature, b: Feature) -> Feature:
    return (
        tuple(sorted(a[0] + b[0], key=repr)),
        tuple(min(2, x + y) for x, y in zip(a[1], b[1], strict=True)),
    )


def _open_key(run: tuple[str, ...], ctx: _Context) -> Any:
    """What an open run's future depends on: its length (up to three), its jokers' roles
    (their cells), whether it holds an added tile, and for every table joker whether it
    holds a tile the joker stood for and one of its old set-mates."""
    jokers = tuple(i for i, t in enumerate(run) if t == "j")
    start = (
        next(_number(t) - i for i, t in enumerate(run) if t != "j")
        if len(jokers) < len(run)
        else None
    )
    roles = tuple(start + i for i in jokers) if start is not None else jokers
    tiles = set(run)
    # (one tile and two jokers, if it closes now, reads as a group too)
    return (
        min(len(run), 3),
        roles,
        start is None,
        len(run) == 3 and len(jokers) == 2,
        not ctx.added.isdisjoint(tiles),
        tuple(
            (not j.role_names.isdisjoint(tiles), not j.neighbours.isdisjoint(tiles))
            for j in ctx.jokers
        ),
    )


def _number(name: str) -> int:
    return int(name[1:])


def _extend(
    open_runs: tuple[tuple[str, ...], ...], r: int, j: int, tile: str
) -> Iterator[tuple[list[tuple[str, ...]], list[tuple[str, ...]]]]:
    """Every way the tiles of one cell (r real, j jokers) continue, close or start runs."""

    def walk(
        i: int, r: int, j: int, kept: list[tuple[str, ...]], done: list[tuple[str, ...]]
    ) -> Iterator[tuple[list[tuple[str, ...]], list[tuple[str, ...]]]]:
        if i == len(open_runs):
            yield kept + [(tile,)] * r + [("j",)] * j, done
            return
        run = open_runs[i]
        if len(run) >= 3:
            yield from walk(i + 1, r, j, kept, done + [run])
        if r:
            yield from walk(i + 1, r - 1, j, kept + [(*run, tile)], done)
        if j:
            yield from walk(i + 1, r, j - 1, kept + [(*run, "j")], done)

    yield from walk(0, r, j, [], [])


def _number_cuts(
    real: Sequence[int], jokers: int, number: int, ctx: _Context
) -> dict[Feature, list[list[str]]]:
    """Every way to split one number's group tiles (count per colour) into groups of 3–4,
    one concrete split per feature."""
    items = [f"{sv.COLOURS[c]}{number}" for c in range(4) for _ in range(real[c])]
    items += ["j"] * jokers
    if not items:
        return {_cut_feature([], ctx): []}
    found: set[tuple[tuple[str, ...], ...]] = set()
    steps = [0]

    def walk(i: int, groups: list[list[str]]) -> None:
        steps[0] += 1
        if steps[0] % 64 == 0:
            _charge(ctx.work, 64 * _SPLIT_PRICE)
        if i == len(items):
            if all(3 <= len(g) <= 4 and any(t != "j" for t in g) for g in groups):
                found.add(tuple(sorted(tuple(g) for g in groups)))
            return
        item = items[i]
        for g in groups:
            if len(g) < 4 and (item == "j" or item not in g):
                g.append(item)
                walk(i + 1, groups)
                g.pop()
        if len(groups) < len(items) // 3:
            groups.append([item])
            walk(i + 1, groups)
            groups.pop()

    walk(0, [])
    out: dict[Feature, list[list[str]]] = {}
    for groups in sorted(found):
        variants = [[list(g) for g in groups]]
        # a lone tile with two jokers reads as a run too where it can: try the joker spots
        for k, g in enumerate(groups):
            if len(g) == 3 and g.count("j") == 2:
                real_tile = next(t for t in g if t != "j")
                for spots in (["j", real_tile, "j"], ["j", "j", real_tile]):
                    variants.append(
                        [list(h) for h in groups[:k]] + [spots] + [list(h) for h in groups[k + 1 :]]
                    )
        for cut in variants:
            if all(classify(g).valid for g in cut):
                out.setdefault(_cut_feature(cut, ctx), cut)
    return out


def _legal_cut(
    plan: sv.Plan,
    old: list[sv.OldSet],
    rack: list[str],
    before: list[list[str]],
    jokers: list[_TableJoker],
    options: Mapping[str, Any],
    limit: int = _CHECKS_PER_PLAN,
    memo: dict[Any, list[list[list[str]]]] | None = None,
    work: sv.Work | None = None,
) -> list[list[str]] | None:
    """A cut of the plan into sets that the engine's joker rules accept, or None (none
    among the first ``limit`` combinations of features tried). The solver's own cut (which
    keeps old sets where it can) comes first; the other cuts of the colours and numbers that
    hold jokers or the tiles the table jokers stood for are made only when it is refused.
    Every combination judged and every step of making the cuts is charged to ``work``;
    ``solver.OutOfBudget`` when it runs out."""
    variants = [v for j in jokers for v in j.variants()]
    role_colours = {c for j in variants if j.kind == "run" for _, c in j.role}
    role_numbers = {n for j in variants if j.kind == "group" for n, _ in j.role}
    defaults: list[list[list[str]]] = []  # the solver's cut of each unit that may vary
    # each such unit: (what its cuts depend on but the added tiles, how to make them)
    makers: list[tuple[Any, Callable[[_Context], dict[Feature, list[list[str]]]]]] = []
    fixed: list[list[str]] = []
    for kind, which, mine, kept, rest in sv.unit_cuts(plan, old, work):
        default = [list(old_set.tiles) for old_set in mine if old_set.index in kept] + rest
        if kind == "run":
            jokers_here = [plan.run_jokers[n][which] for n in range(sv.MAX_NUMBER + 1)]
            varies = any(jokers_here) or which in role_colours
            if varies:
                real = [plan.run_real[n][which] for n in range(sv.MAX_NUMBER + 1)]
                makers.append(
                    (
                        ("run", which, tuple(real), tuple(jokers_here)),
                        partial(_colour_cuts, real, jokers_here, which),
                    )
                )
        else:
            varies = bool(plan.group_jokers[which]) or which in role_numbers
            if varies:
                makers.append(
                    (
                        ("group", which, tuple(plan.group_real[which]), plan.group_jokers[which]),
                        partial(
                            _number_cuts, plan.group_real[which], plan.group_jokers[which], which
                        ),
                    )
                )
        if varies:
            defaults.append(default)
        else:
            fixed += default
    old_infos = [classify(s) for s in before]
    added = (
        Counter(t for unit in defaults for s in unit for t in s)
        + Counter(t for s in fixed for t in s)
        - Counter(t for s in before for t in s)
    )
    table = fixed + [s for unit in defaults for s in unit]
    _charge(work, _CHECK_PRICE)
    if _joker_rules_accept(old_infos, table, added, options):
        return table
    if limit <= 1:
        return None
    ctx = _Context(variants, frozenset(t for t in added if t != "j"), options, work)
    memo = {} if memo is None else memo
    units = []
    for (kind, which, *counts), make in makers:
        # a unit's cuts depend on its counts and on which of its own tiles were added
        added_here = frozenset(
            t
            for t in ctx.added
            if (t[0] == sv.COLOURS[which] if kind == "run" else int(t[1:]) == which)
        )
        key = (kind, which, *counts, added_here)
        if key not in memo:
            memo[key] = list(make(ctx).values())
        units.append(memo[key])
    for checks, choice in enumerate(product(*units), start=1):
        table = fixed + [s for unit in choice for s in unit]
        _charge(work, _CHECK_PRICE)
        if _joker_rules_accept(old_infos, table, added, options):
            return table
        if checks >= limit:
            return None
    return None


def _charge(work: sv.Work | None, nodes: int) -> None:
    """Charge Python steps to ``work``; ``solver.OutOfBudget`` once it is spent."""
    if work is not None:
        work.charge(nodes)
        if work.left <= 0:
            raise sv.OutOfBudget


def _joker_rules_accept(
    old_infos: list[SetInfo],
    table: list[list[str]],
    added: Counter[str],
    options: Mapping[str, Any],
) -> bool:
    """Whether the engine's joker rules accept a new table that keeps every old tile, adds
    the ``added`` rack tiles and is made of valid sets (as every cut of a plan is). The whole
    play is judged by the engine itself before a hint is shown (``hint._checked_solution``)."""
    infos = [classify(s) for s in table]
    return all(info.valid for info in infos) and joker_rules_hold(old_infos, infos, added, options)


# --------------------------------------------------------------------------- the search


def _solution(
    before: list[list[str]], new_table: list[list[str]], placed: list[str]
) -> sv.Solution:
    """A Solution for a legal new table: old sets found unchanged come first."""

    def key(tiles: Sequence[str]) -> tuple[str, ...]:
        return tuple(tiles) if classify(tiles).kind == "run" else tuple(sorted(tiles))

    left = Counter(key(s) for s in new_table)
    kept = []
    for i, tiles in enumerate(before):
        if left[key(tiles)] > 0:
            left[key(tiles)] -= 1
            kept.append(i)
    fresh_left = Counter(key(before[i]) for i in kept)
    fresh = []
    for tiles in new_table:
        if fresh_left[key(tiles)] > 0:
            fresh_left[key(tiles)] -= 1
        else:
            fresh.append(list(tiles))
    fresh.sort(key=sv.set_sort_key)
    table = [list(before[i]) for i in kept] + fresh
    return sv.Solution(
        placed,
        table,
        len(placed),
        sum(sv.tile_value(t) for t in placed),
        kept,
        [i for i in range(len(before)) if i not in kept],
        list(range(len(kept), len(table))),
    )


def _next_marks(
    plan: sv.Plan,
    old: list[sv.OldSet],
    before: list[list[str]],
    case: Sequence[tuple[int, tuple[str, int, int]]],
    jokers: list[_TableJoker],
    marks: Sequence[sv.Mark],
    options: Mapping[str, Any],
    work: sv.Work | None = None,
) -> list[tuple[sv.Mark, ...]]:
    """Refinements of a case whose plans the rules refuse: sets its plans must hold, for the
    sweep to follow (:mod:`.solver.problem`: Mark), one tuple of marks per child; every legal
    play of the case satisfies one of them. Empty when there is nothing left to ask for (the case
    stays unresolved).

    A freed joker needs its replacement (the tile it stood for beside an old set-mate), and
    the freed jokers need homes: sets with a joker of theirs and a rack tile, one per freed
    joker, and a home is never the joker's replacement (that is its old set again). Two needs
    may be met by one set (with two freed jokers, a run that holds one's replacement and the
    other's home; one home for both jokers), so a second mark comes with a child where one
    mark asks for both."""
    fresh, kept = sv.assemble(plan, old, work)
    infos = [classify(s) for s in [before[i] for i in sorted(kept)] + fresh]
    need: sv.Mark | None = None
    for index, (fate, n, c) in case:
        # a run's joker the case keeps at its cell stays only beside an old set-mate
        joker = jokers[index].read_as(fate)
        if fate == "stay-run" and not any(
            joker_stays(joker.info, joker.role_names, way, role)
            for info in infos
            for way in readings(info)
            for role in way.joker_roles
        ):
            mark = _stay_mark(joker, n, c)
            if mark not in marks and not any(_merged(m) == mark for m in marks):
                need = mark
                break
    for index, (fate, _, _) in case:
        joker = jokers[index].read_as(fate)
        if need is not None:
            break
        if fate.startswith("freed") and not joker_replaced(
            joker.info, joker.role_names, infos, options
        ):
            mark = _replace_mark(joker)
            if mark not in marks and not any(_merged(m) == mark for m in marks):
                need = mark
    freed = [
        jokers[index].read_as(fate) for index, (fate, _, _) in case if fate.startswith("freed")
    ]
    if need is None:
        if not options.get("joker_set_needs_rack_tile", True):
            return []  # homes are no rule under this option: nothing more to ask for
        homes = sum(sv.mark_need(m) for m in marks)
        # the stay marks the case implies and the marks do not hold yet (each is a need of
        # every legal play of the case, met or not by the plan's own cut)
        stays = [
            _stay_mark(jokers[index].read_as(fate), n, c)
            for index, (fate, n, c) in case
            if fate == "stay-run"
        ]
        stays = [m for m in stays if not any(_merged(x) == m for x in marks)]
        # one home for every freed joker (one joker, or one set that is both jokers' home):
        # no freed joker's replacement may be only in it, so a replacement apart may be asked
        one_home = len(freed) == 1 or (
            len(marks) == 1 and marks[0][0] == sv.MARK_HOME and marks[0][3] == len(freed)
        )
        unasked = [j for j in freed if not any(_merged(m) == _replace_mark(j) for m in marks)]
        back = [j for j in unasked if _home_in_replacement(j, infos, before, options)]
        if homes < len(freed):
            need = (sv.MARK_HOME, 0, 0, 1, 0, 0)
        elif one_home and unasked and (back or (len(freed) == 1 and not stays)):
            # a home was there, and still refused: a joker went back into its old set (its
            # replacement's); ask for the replacement as a set apart from the home
            need = _replace_mark((back or unasked)[0])
        elif stays:
            # a home was there, and still refused: its joker was a table joker the case keeps
            # in its run (the sweep's home and its stay run cut apart otherwise). Ask for that
            # run: apart from the home, or the home itself (the child that combines them,
            # as in j-k2-j-k4-k5-k6, the freed joker beside the joker that stays)
            need = stays[0]
        else:
            return []
    if len(marks) >= MAX_MARKS:
        return []
    if not marks:
        return [(need,)]
    (first,) = marks
    out: list[tuple[sv.Mark, ...]] = [(first, need)]
    replaces = (sv.MARK_RUN_REPLACE, sv.MARK_GROUP_REPLACE)
    if (
        len(freed) == 1
        and {first[0], need[0]} & {sv.MARK_HOME}
        and {first[0], need[0]} & set(replaces)
    ):
        return out  # one freed joker: its home is never its replacement's set
    if first[0] == sv.MARK_HOME and first[3] == len(freed) and need[0] in replaces:
        return out  # one set homes both freed jokers: it is neither's only replacement set
    both = _combined(first, need)
    if both is not None:
        out.append((both,))
    elif _may_share(first, need):
        return []  # one set could meet both, and no single mark says so: stop here
    return out


MAX_MARKS = sv.MAX_MARKS  # marks asked for one case at most (tests lower it)
_NO_HOME = 0


def _home_in_replacement(
    joker: _TableJoker,
    infos: Sequence[SetInfo],
    before: Sequence[Sequence[str]],
    options: Mapping[str, Any],
) -> bool:
    """Whether a set of the plan's cut that holds the freed joker's replacement also holds a
    joker and a tile added from the rack: the home the sweep saw was the joker's old set."""
    added = Counter(t for info in infos for t in info.tiles) - Counter(
        t for tiles in before for t in tiles
    )
    return any(
        "j" in info.tiles
        and any(t != "j" and added[t] for t in info.tiles)
        and joker_replaced(joker.info, joker.role_names, [info], options)
        for info in infos
    )


def _merged(mark: sv.Mark) -> sv.Mark:
    """A replacement mark without the home it may carry."""
    return mark if mark[0] == sv.MARK_HOME else (*mark[:5], _NO_HOME)


def _may_share(a: sv.Mark, b: sv.Mark) -> bool:
    """Whether one set could meet both marks."""
    if sv.MARK_HOME in (a[0], b[0]):
        return True
    runs = (sv.MARK_RUN_REPLACE, sv.MARK_RUN_STAY)
    if a[0] in runs and b[0] in runs:
        return a[1] == b[1]
    return a[0] == b[0] and a[2] == b[2]


def _combined(a: sv.Mark, b: sv.Mark) -> sv.Mark | None:
    """One mark for a set that meets both, when the sweep can follow such a set: a home of
    one or two jokers, or a replacement that is also a home."""
    if a[0] == sv.MARK_HOME and b[0] == sv.MARK_HOME:
        return (sv.MARK_HOME, 0, 0, min(2, a[3] + b[3]), 0, 0)
    if a[0] == sv.MARK_HOME or b[0] == sv.MARK_HOME:
        home, other = (a, b) if a[0] == sv.MARK_HOME else (b, a)
        return (*other[:5], min(2, other[5] + home[3]))
    return None


def _neighbour_bits(joker: _TableJoker, part: int) -> int:
    """The joker's old set-mates as a bit set of their numbers (``part`` 1, for a run) or
    of their colours (``part`` 0, for a group)."""
    near = 0
    for name in joker.neighbours:
        tile = sv.cell_of(name)
        assert tile is not None
        near |= 1 << tile[part]
    return near


def _stay_mark(joker: _TableJoker, number: int, colour: int) -> sv.Mark:
    """A run of the joker's colour with a joker at its cell and one of its old set-mates."""
    return (sv.MARK_RUN_STAY, colour, number, 0, _neighbour_bits(joker, 1), _NO_HOME)


def _replace_mark(joker: _TableJoker) -> sv.Mark:
    number = joker.role[0][0]
    if joker.kind == "run":
        return (
            sv.MARK_RUN_REPLACE,
            joker.role[0][1],
            number,
            0,
            _neighbour_bits(joker, 1),
            _NO_HOME,
        )
    role = sum(1 << c for _, c in joker.role)
    return (sv.MARK_GROUP_REPLACE, 0, number, role, _neighbour_bits(joker, 0), _NO_HOME)


_MARKED_BUDGET = 12_000  # search nodes per sweep turn at most, for a case with marks
# The hint's work (solver.HINT_NODES) is shared: the search with jokers free may spend this
# share of it, the play that leaves the table jokers in place this share of what is left,
# and the cases the rest. A deterministic cap on the rare position whose searches are many
# and hard (the answer is then legal but may not be proven best).
_FREE_SHARE = 0.6
_PINNED_SHARE = 0.1
# Kept back for the last resort when the searches run out before they prove a play best:
# new sets from the rack alone (see _rack_only_play)
_FALLBACK_NODES = 10_000
_MAX_CASES = 36  # cases searched for one position at most
# The Python steps around the sweeps, in search nodes (what they cost in time, measured on
# the project's machine): setting up and cutting one case, judging one cut, one move while
# cutting a colour in every way, one step while splitting a number's groups in every way.
_CASE_PRICE = 3000
_CHECK_PRICE = 1000
_MOVE_PRICE = 80
_SPLIT_PRICE = 25


def _plan_key(plan: sv.Plan) -> Any:
    """What a plan's cuts depend on: its counts."""
    return (
        tuple(map(tuple, plan.run_real)),
        tuple(map(tuple, plan.run_jokers)),
        tuple(map(tuple, plan.group_real)),
        tuple(plan.group_jokers),
    )


def _pinned_play(
    rack: list[str],
    old: list[sv.OldSet],
    before: list[list[str]],
    work: sv.Work,
    share: float = _PINNED_SHARE,
) -> sv.Solution | None:
    """The best play that leaves every table joker where it stands (jokers of runs pinned to
    their cells, groups with a joker kept whole), or the best such play met within ``share``
    of ``work`` (the starting play is a help, not a need), or None."""
    pinned = frozenset(s.index for s in old if s.jokers)
    locked = {i for i in pinned if old[i].reading.kind == "group"}
    rest = [s for s in old if s.index not in locked]
    part = work.part(int(work.left * share))
    try:
        plan = sv.best_plan(sv.make_problem(rack, rest, False, pinned), work=part)
    except sv.OutOfBudget as stop:
        plan = sv.found_so_far(stop, part)
    if plan is None:
        return None
    fresh, kept = sv.assemble(plan, rest, part)
    placed = sv.placed_tiles(plan, sum(s.jokers for s in rest))
    if not placed:
        return None
    table = [list(before[i]) for i in sorted(kept | locked)] + fresh
    return _solution(before, table, placed)


def _case_plan(problem: sv.Problem, bound: int, best_score: int, work: sv.Work) -> sv.Plan | None:
    """The case's best plan if it beats ``best_score`` (count * 1000 + value), else None.
    The search first aims at the bound's tile count (its parent's plan, often reached: a high
    bar prunes hard), and both sweep directions take turns (see ``solver.best_plan``).
    Marks multiply the states, so a marked case may give up (``solver.OutOfBudget``)."""
    high = (bound // 1000) * 1000
    return sv.best_plan(
        problem,
        (best_score + 1) * sv.W_VALUE,
        high * sv.W_VALUE if high > best_score else None,
        _MARKED_BUDGET if problem.marks else None,
        work,
    )


def best_legal(
    rack: Sequence[str],
    table: Sequence[Sequence[str]],
    options: Mapping[str, Any] | None = None,
    work: sv.Work | None = None,
) -> Outcome:
    """The play after the initial meld that places the most rack tiles (then the most value)
    among those the rules engine accepts, found within ``work`` (by default
    ``solver.HINT_NODES`` search nodes; when it runs out the play is legal but may not be the
    best: ``exact`` False). Raises ValueError like :func:`solver.solve`."""
    options = {**DEFAULT_OPTIONS, **(options or {})}
    whole = sv.Work(sv.HINT_NODES) if work is None else work
    work = whole.part(whole.left - min(_FALLBACK_NODES, whole.left // 10))
    before = [list(s) for s in table]
    rack = [sv.cell_name(sv.cell_of(t)) for t in rack]
    free = sv.solve(rack, before, work=work.part(int(work.left * _FREE_SHARE)))
    old_infos = [classify(s) for s in before]
    added = Counter(free.placed)
    if not free.placed or _joker_rules_accept(old_infos, free.table, added, options):
        return Outcome(free, free.exact, free.ceiling, not free.exact)
    old = sv.read_table(before)
    if not free.exact:
        # The search with jokers free ran out of work, and the rules refuse the play it
        # found: its bound is no bar for the cases. The play that leaves the table jokers
        # where they stand is all the rest of the work is spent on.
        pinned = _pinned_play(rack, old, before, work, share=1.0)
        if pinned is None or not _joker_rules_accept(
            old_infos, pinned.table, Counter(pinned.placed), options
        ):
            pinned = None
        shown = _better(pinned, _rack_only_play(rack, before, old_infos, whole, options))
        return Outcome(shown or _nothing(before), False, free.ceiling, True)
    jokers = _table_jokers(before)
    table_jokers = sum(s.jokers for s in old)
    best: sv.Solution | None = None
    best_score = 999  # count * 1000 + value of the best legal play so far (999: none yet)
    unresolved = -1  # the best score of a case left without a legal cut
    # Best first over cases: a node fixes the fates of the first ``len(case)`` table jokers;
    # its bound is its parent's plan. The free plan (the root) was refused: branch on joker 0.
    free_score = free.count * 1000 + free.value
    # A legal play to start from: every table joker left where it stands (jokers pinned to
    # their cells, groups with a joker kept whole). A good first bar makes every case cheap.
    pinned = _pinned_play(rack, old, before, work)
    if pinned is not None and _joker_rules_accept(
        old_infos, pinned.table, Counter(pinned.placed), options
    ):
        best, best_score = pinned, pinned.count * 1000 + pinned.value
    # A case: (table joker index, its fate) for the jokers fixed so far.
    Case = tuple[tuple[int, tuple[str, int, int]], ...]
    Marks = tuple[sv.Mark, ...]
    cuts: dict[Any, list[list[str]] | None] = {}
    unit_cuts: dict[Any, list[list[list[str]]]] = {}
    searched = 0
    heap: list[tuple[int, int, Case, Marks]] = []
    order = 0
    rack_grid, rack_jokers = sv.count_tiles(rack)
    table_grid, _ = sv.count_tiles(t for s in before for t in s)
    have = [
        [rack_grid[n][c] + table_grid[n][c] for c in range(4)] for n in range(sv.MAX_NUMBER + 1)
    ]
    all_jokers = rack_jokers + table_jokers

    def branch(case: Case, new_table: list[list[str]], score: int) -> None:
        """Children of a case whose plan was refused: the fates of one more table joker,
        one the plan does not keep standing for a tile of its role, if there is one."""
        nonlocal order
        fixed = {i for i, _ in case}
        roles = [
            role
            for tiles in new_table
            for way in readings(classify(tiles))
            for role in way.joker_roles
        ]
        free_jokers = [i for i in range(len(jokers)) if i not in fixed]
        unmatched = [
            i
            for i in free_jokers
            if not any(role & v.role_names for role in roles for v in jokers[i].variants())
        ]
        index = (unmatched or free_jokers)[0]
        for fate in _fates(jokers[index]):
            child = (*case, (index, fate))
            if _possible([f for _, f in child], have, all_jokers):
                heapq.heappush(heap, (-score, order, child, ()))
                order += 1

    branch((), free.table, free_score)
    while heap:
        bound, _, case, marks = heapq.heappop(heap)
        if -bound <= best_score:
            break
        searched += 1
        if searched > _MAX_CASES or work.left <= _CASE_PRICE:
            # the rare position with very many cases, or hard ones: stop here
            unresolved = max(unresolved, -bound)
            continue
        work.charge(_CASE_PRICE)
        problem = _constrained(sv.make_problem(rack, old, False), [f for _, f in case])
        problem.marks = marks
        try:
            plan = _case_plan(problem, -bound, best_score, work)
        except sv.OutOfBudget:
            unresolved = max(unresolved, -bound)
            continue
        if plan is None:
            continue
        score = plan.score // sv.W_VALUE
        leaf = len(case) == len(jokers)
        limit = _CHECKS_PER_PLAN if leaf else _CHECKS_BEFORE_BRANCHING
        # cases often come to the same plan: its cut is looked for once
        signature = (limit, _plan_key(plan))
        if signature not in cuts:
            try:
                cuts[signature] = _legal_cut(
                    plan, old, rack, before, jokers, options, limit, unit_cuts, work
                )
            except sv.OutOfBudget:
                unresolved = max(unresolved, score)
                continue
        cut = cuts[signature]
        if cut is not None:
            best = _solution(before, cut, sv.placed_tiles(plan, table_jokers))
            best_score = score
            continue
        if leaf:
            # (a group's joker stays in any group of its number beside an old set-mate, so
            # a refused stay-group plan is not split by the colours of the joker's role)
            refined = [
                (case, m)
                for m in _next_marks(plan, old, before, case, jokers, marks, options, work)
            ]
            if not refined:
                unresolved = max(unresolved, score)
            for child_case, child_marks in refined:
                if _possible([f for _, f in child_case], have, all_jokers):
                    heapq.heappush(heap, (-score, order, child_case, child_marks))
                    order += 1
            continue
        fresh, kept = sv.assemble(plan, old, work)
        branch(case, [before[i] for i in sorted(kept)] + fresh, score)
    exact = unresolved < 0 if best is None else unresolved <= best_score
    if not exact:
        best = _better(best, _rack_only_play(rack, before, old_infos, whole, options))
    # (no play: nothing legal places a tile, or none was found)
    return Outcome(best or _nothing(before), exact, None if exact else divmod(unresolved, 1000))


def _nothing(before: list[list[str]]) -> sv.Solution:
    return sv.Solution([], [list(s) for s in before], 0, 0, list(range(len(before))), [], [])


def _rack_only_play(
    rack: list[str],
    before: list[list[str]],
    old_infos: list[SetInfo],
    work: sv.Work,
    options: Mapping[str, Any],
) -> sv.Solution | None:
    """The table as it is and new sets from the rack alone: within the rules whatever the
    jokers (no table tile moves), and an easy search. The last resort when the searches ran
    out of work before they proved a play best; None if it places nothing."""
    own = sv.solve(rack, [], work=work)
    if not own.placed:
        return None
    table = [list(s) for s in before] + own.table
    if not _joker_rules_accept(old_infos, table, Counter(own.placed), options):
        return None  # pragma: no cover - rack tiles alone move no table joker
    return _solution(before, table, own.placed)


def _better(a: sv.Solution | None, b: sv.Solution | None) -> sv.Solution | None:
    """The play that places more tiles (then more value), or the one there is."""
    if a is None or b is None:
        return a or b
    return b if (b.count, b.value) > (a.count, a.value) else a
