"""What the sweep solves, and what it answers: the problem and the plan.

A :class:`Problem` is counts on the grid of cells ``(number, colour)``: the table tiles
that must be used, the rack tiles that may be, the jokers of each, and the least and most
counts a caller may ask for at single cells (the joker rules of
:mod:`tutor.games.rummikub.legal` are such counts). It may also carry *marks*: whole sets
the plan must hold (a run of a colour through a cell beside an old set-mate, a group with
two given colours, a set holding a freed joker and a rack tile), which the sweep follows
set by set (:mod:`.sweep`, and ``Mark`` in ``_sweep.c``). A :class:`Plan` is the answer in
counts: per cell, the real tiles and jokers in runs and in groups and the rack tiles used;
:mod:`.cut` makes concrete sets of it.

The sweep's state is packed in one int, its *key*: for every colour the open runs
(``STATES``: how many of length 1, 2, and 3 or more, at most four), the jokers used, and
for the current number the real tiles gone to groups (their sum and largest per-colour
count); ``PC``, ``PJ``, ``PS``, ``PM`` and ``PV`` are the place values.

Runs and groups read the same from 13 down to 1, so every problem has a mirror
(:func:`mirror`), which a second sweep direction searches.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tutor.games.rummikub.solver.tiles import (
    JOKER,
    JOKER_COUNT,
    MAX_NUMBER,
    Cell,
    SetReading,
    cell_of,
    read_set,
)

W_COUNT = 1_000_000  # a score is count * W_COUNT + value * W_VALUE + tie-break
W_VALUE = 1_000

# --------------------------------------------------------------------------- run states

# A colour's open runs: (n1, n2, n3) = how many of length 1, 2, and 3 or more.
STATES: list[tuple[int, int, int]] = [
    (a, b, c) for a in range(5) for b in range(5) for c in range(5) if a + b + c <= 4
]
STATE_INDEX = {s: i for i, s in enumerate(STATES)}
NS = len(STATES)
CLOSABLE = frozenset(i for i, s in enumerate(STATES) if s[0] == 0 and s[1] == 0)

# key = s0 + NS*s1 + NS²*s2 + NS³*s3 + P_J*jokers + P_S*group_sum + P_M*group_max + P_V*value
PC = (1, NS, NS**2, NS**3)
PJ = NS**4
PS = PJ * 3
PM = PS * 9
PV = PM * 3


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


GROUP_JOKERS = {(s, m): _group_joker_options(s, m) for s in range(9) for m in range(3)}


def _cell_options(
    state: int, must: int, optional: int, jokers_free: int
) -> list[tuple[int, int, int, int]]:
    """Ways to use a cell's tiles: (new state, real tiles to groups, jokers in runs, real used)."""
    n1, n2, n3 = STATES[state]
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
                out.append((STATE_INDEX[(new, n1, n2 + extended)], grouped, jokers, used))
    return out


_OPTION_CACHE: dict[tuple[int, int, int, int], list[tuple[int, int, int, int]]] = {}


def cell_options(
    state: int, must: int, optional: int, jokers_free: int
) -> list[tuple[int, int, int, int]]:
    """:func:`_cell_options`, computed once per distinct argument."""
    key = (state, must, optional, jokers_free)
    found = _OPTION_CACHE.get(key)
    if found is None:
        found = _OPTION_CACHE[key] = _cell_options(state, must, optional, jokers_free)
    return found


# --------------------------------------------------------------------------- the problem


@dataclass
class Problem:
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
    # sets the plan must hold, followed through the sweep (see Mark below, and ``_sweep.c``):
    # (kind, colour, number, role bits, near bits, home)
    marks: tuple[tuple[int, int, int, int, int, int], ...] = ()


@dataclass
class Plan:
    score: int
    run_real: list[list[int]]  # [number][colour]
    run_jokers: list[list[int]]
    group_real: list[list[int]]
    group_jokers: list[int]  # [number]
    rack_used: list[list[int]]
    jokers_used: int


def all_closable(key: int) -> bool:
    return all((key // PC[colour]) % NS in CLOSABLE for colour in range(4))


# --------------------------------------------------------------------------- marks and mirrors


def mirror(p: Problem) -> Problem:
    """The same problem with the numbers read from 13 down to 1 (runs and groups do not
    care), so a sweep can start from the high end."""

    def flip(rows: list[Any] | None) -> Any:
        return None if rows is None else [rows[0]] + rows[:0:-1]

    return Problem(
        flip(p.must),
        flip(p.optional),
        p.jokers_must,
        p.jokers_optional,
        p.initial,
        flip(p.in_group),
        flip(p.in_run),
        flip(p.joker_run),
        flip(p.joker_group),
        flip(p.pin_run),
        flip(p.rack_min),
        tuple(flip(list(p.face))),
        flip(p.run_real_min),
        flip(p.group_real_min),
        flip(p.group_joker_min),
        flip(p.group_real_max),
        flip(p.group_size_min),
        tuple(mirror_mark(m) for m in p.marks),
    )


# A mark: a set the plan must hold (kind, colour, number, role bits, near bits, home).
# HOME: a set (a run of any colour or a group of any number) with ``role`` (1 or 2) jokers
# beyond the pinned ones and a tile added from the rack. RUN_REPLACE: a run of ``colour``
# with the real tile of cell ``number`` and a real tile at one of the numbers in ``near``
# (bits). GROUP_REPLACE: a group of ``number`` with a real tile of a colour in ``role`` and
# one of a colour in ``near`` (bits). RUN_STAY: a run of ``colour`` with a joker at cell
# ``number`` and a real tile at one of the numbers in ``near``. The last three may also be
# the home of ``home`` (0..2) freed jokers: the same set then holds that many spare jokers
# and a rack tile, as a HOME mark would.
MARK_HOME, MARK_RUN_REPLACE, MARK_GROUP_REPLACE, MARK_RUN_STAY = 1, 2, 3, 4
MAX_MARKS = 2  # the sweep follows this many at most
Mark = tuple[int, int, int, int, int, int]


def mark_need(mark: Mark) -> int:
    """The spare jokers (with a rack tile) a mark's set needs: a HOME's count, else its home."""
    return mark[3] if mark[0] == MARK_HOME else mark[5]


def mark_is_run(mark: Mark) -> bool:
    """Whether a mark follows a run of its colour through its number."""
    return mark[0] in (MARK_RUN_REPLACE, MARK_RUN_STAY)


def mirror_mark(mark: Mark) -> Mark:
    """A mark with the numbers read from 13 down (row n becomes row 14 - n)."""
    kind, colour, number, role, near, home = mark
    if kind in (MARK_RUN_REPLACE, MARK_RUN_STAY):
        near = sum(1 << (MAX_NUMBER + 1 - n) for n in range(1, MAX_NUMBER + 1) if near >> n & 1)
        return kind, colour, MAX_NUMBER + 1 - number, role, near, home
    if kind == MARK_GROUP_REPLACE:
        return kind, colour, MAX_NUMBER + 1 - number, role, near, home
    return mark


def unmirror(plan: Plan) -> Plan:
    def flip(rows: list[Any]) -> Any:
        return [rows[0]] + rows[:0:-1]

    return Plan(
        plan.score,
        flip(plan.run_real),
        flip(plan.run_jokers),
        flip(plan.group_real),
        flip(plan.group_jokers),
        flip(plan.rack_used),
        plan.jokers_used,
    )


# --------------------------------------------------------------------------- old sets


@dataclass
class OldSet:
    index: int
    tiles: list[str]
    reading: SetReading
    cells: list[Cell]  # what each tile stands for
    jokers: int


def read_table(table: Sequence[Sequence[str]]) -> list[OldSet]:
    out = []
    for i, tiles in enumerate(table):
        reading, cells, jokers = _read_one(tuple(tiles))
        out.append(OldSet(i, list(tiles), reading, list(cells), jokers))
    return out


@lru_cache(maxsize=1 << 14)
def _read_one(tiles: tuple[str, ...]) -> tuple[SetReading, tuple[Cell, ...], int]:
    reading = read_set(tiles)
    if reading is None:
        raise ValueError(f"invalid set: {' '.join(tiles)}")
    jokers = sum(1 for t in tiles if cell_of(t) is None)
    return reading, tuple(reading.stands_for(tiles)), jokers


def count_tiles(tiles: Iterable[str]) -> tuple[list[list[int]], int]:
    grid = [[0] * 4 for _ in range(MAX_NUMBER + 1)]
    jokers = 0
    for name in tiles:
        tile = cell_of(name)
        if tile is None:
            jokers += 1
        else:
            grid[tile[1]][tile[0]] += 1
    return grid, jokers


# --------------------------------------------------------------------------- from a position


def make_problem(
    rack: Sequence[str],
    old: list[OldSet],
    initial: bool,
    pinned: frozenset[int] = frozenset(),
    required: Sequence[str] = (),
) -> Problem:
    """The problem of a position: ``old`` (the table's sets, :func:`read_table`) must stay
    on the table, the rack may join them; the jokers of the ``pinned`` old sets stay at
    their cells, and the ``required`` rack tiles must be placed. In initial-meld mode only
    the rack counts."""
    rack_grid, rack_jokers = count_tiles(rack)
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
    return Problem(
        must,
        rack_grid,
        table_jokers,
        rack_jokers,
        initial,
        in_group,
        in_run,
        joker_run,
        joker_group,
        pin_run if pinned else None,
        count_tiles(required)[0] if required else None,
    )
