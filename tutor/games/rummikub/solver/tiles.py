"""The solver's view of tiles: cells of a grid, and how a set reads.

The tile set is the one :mod:`tutor.games.rummikub.sets` reads from ``tiles.yaml`` (its
colours in order, numbers, copies, jokers, a joker's value on a rack, the initial meld's
least value); there is no second list of them here. ``sets`` speaks of tiles as the player
writes and reads them (``"r5"``, "빨강 5"); the solver counts them in a grid of cells
``(colour index, number)`` — colour 0 is the first colour of ``tiles.yaml`` — with jokers
kept apart as a count. :func:`cell_of` and :func:`cell_name` go between the two.

A valid set reads as a run (one colour, consecutive numbers, low to high) or a group (one
number, distinct colours); :class:`SetReading` says which, and which cell each of its
tiles, jokers included, stands for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from tutor.games.rummikub import sets

COLOURS = "".join(sets.COLOURS)  # colour letters in the order of tiles.yaml: index = colour
MAX_NUMBER = sets.HIGH
COPIES = sets.COPIES
JOKER = sets.JOKER
JOKER_COUNT = sets.JOKERS
JOKER_RACK_VALUE = sets.JOKER_PENALTY
INITIAL_MELD_MIN = sets.INITIAL_MELD_POINTS

# The grid is 4 colours wide, numbers 1..13; a state packs per colour a run count of at
# most 4 and the jokers used in 0..2, and the C sweep has the joker's value and the meld's
# least value as constants (see problem.py and _sweep.c): a tile set of another shape needs
# those changed too, not just tiles.yaml.
assert (
    len(COLOURS),
    sets.LOW,
    MAX_NUMBER,
    JOKER_COUNT,
    COPIES,
    JOKER_RACK_VALUE,
    INITIAL_MELD_MIN,
) == (4, 1, 13, 2, 2, 30, 30), (
    "the solver's grid, packed states and C constants are sized for the standard tile set"
)

Cell = tuple[int, int]  # (colour index, number); jokers are kept apart as a count


class TileError(ValueError):
    """A tile name that is not a Rummikub tile."""


def cell_of(name: str) -> Cell | None:
    """``"r5"`` → ``(0, 5)``; ``"j"`` → ``None``; anything else raises :class:`TileError`."""
    if name in _CELLS:
        return _CELLS[name]
    text = name.strip().lower() if isinstance(name, str) else ""
    if text in _CELLS:  # every tile's one spelling: no digits to convert
        return _CELLS[text]
    raise TileError(name)


def real_cell_of(name: str) -> Cell:
    """:func:`cell_of` for a tile already known not to be a joker (a joker raises
    :class:`TileError` too)."""
    cell = cell_of(name)
    if cell is None:
        raise TileError(name)
    return cell


_REAL_CELLS: dict[str, Cell] = {
    f"{c}{n}": (i, n) for i, c in enumerate(COLOURS) for n in range(1, MAX_NUMBER + 1)
}
_CELLS: dict[str, Cell | None] = {JOKER: None, **_REAL_CELLS}


def cell_name(tile: Cell | None) -> str:
    return JOKER if tile is None else f"{COLOURS[tile[0]]}{tile[1]}"


def tile_value(name: str) -> int:
    tile = cell_of(name)
    return JOKER_RACK_VALUE if tile is None else tile[1]


# --------------------------------------------------------------------------- sets


@dataclass(frozen=True)
class SetReading:
    """How a valid set reads: a run (colour, first number) or a group (number)."""

    kind: str  # "run" or "group"
    number: int  # first number of a run, the number of a group
    colour: int = -1  # run colour
    length: int = 0

    def stands_for(self, tiles: Sequence[str]) -> list[Cell]:
        """The tile each position stands for (jokers resolved), in the set's order."""
        if self.kind == "run":
            return [(self.colour, self.number + i) for i in range(len(tiles))]
        real = {cell[0] for t in tiles if (cell := cell_of(t)) is not None}
        missing = iter(c for c in range(4) if c not in real)
        out: list[Cell] = []
        for t in tiles:
            p = cell_of(t)
            out.append(p if p is not None else (next(missing), self.number))
        return out


def read_run(tiles: Sequence[str]) -> SetReading | None:
    """The tiles, in the given order, as a run (low to high), or None."""
    if not 3 <= len(tiles) <= MAX_NUMBER:
        return None
    parsed = [cell_of(t) for t in tiles]
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
    real = [p for p in (cell_of(t) for t in tiles) if p is not None]
    if not real or len({n for _, n in real}) != 1 or len({c for c, _ in real}) != len(real):
        return None
    return SetReading("group", real[0][1], length=len(tiles))


def read_set(tiles: Sequence[str]) -> SetReading | None:
    """A valid set's reading, or None. One tile and two jokers may read both ways (``r10 j j``
    a run 10-11-12 in the given order, or a group of 10s): then the more valuable reading, the
    run on a tie, as :func:`tutor.games.rummikub.sets.classify` reads it. Readings are
    remembered: the same sets are read again and again (a hint's input, search and steps)."""
    return _read_set_of(tuple(tiles))


@lru_cache(maxsize=1 << 14)
def _read_set_of(tiles: tuple[str, ...]) -> SetReading | None:
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
