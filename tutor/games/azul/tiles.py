"""Tile colours, the printed wall and the scoring tables, read from ``data.yaml``."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from pathlib import Path
from typing import Any

import yaml

_DATA: dict[str, Any] = yaml.safe_load((Path(__file__).with_name("data.yaml")).read_text("utf-8"))

LETTERS: tuple[str, ...] = tuple(c["letter"] for c in _DATA["colours"])
NAMES: tuple[str, ...] = tuple(c["name"] for c in _DATA["colours"])
KOREAN: tuple[str, ...] = tuple(c["ko"] for c in _DATA["colours"])
NUM_COLOURS = len(LETTERS)
TILES_PER_COLOUR: int = _DATA["tiles_per_colour"]
FACTORY_SIZE: int = _DATA["factory_size"]
FACTORIES_BY_PLAYERS: dict[int, int] = {int(k): v for k, v in _DATA["factories_by_players"].items()}
FLOOR_PENALTIES: tuple[int, ...] = tuple(_DATA["floor_penalties"])
FLOOR_SIZE = len(FLOOR_PENALTIES)
ROW_BONUS: int = _DATA["end_bonus"]["row"]
COLUMN_BONUS: int = _DATA["end_bonus"]["column"]
COLOUR_BONUS: int = _DATA["end_bonus"]["colour"]
MARKER_LETTER: str = _DATA["marker_letter"]
MARKER = NUM_COLOURS  # the first-player marker's code on a floor line
SIZE = 5  # pattern lines, wall rows and wall columns

# the words moves and positions use, shared by the rules, the narration and the checks
OFFER, TILING, END = "offer", "tiling", "end"  # the phases of a round, then the end
CENTRE = "centre"  # the centre of the table, a take's source
FLOOR = "floor"  # the floor line, a take's line

_INDEX: dict[str, int] = {}
for _i, (_letter, _name, _ko) in enumerate(zip(LETTERS, NAMES, KOREAN, strict=True)):
    _INDEX[_letter] = _INDEX[_letter.lower()] = _INDEX[_name] = _INDEX[_ko] = _i

COLOUR_CODES: dict[str, int] = _INDEX
"""Colour index by exact letter, name or Korean name (no stripping; see colour_index)."""

# WALL_COLOUR[r][c]: colour index printed at row r, column c; WALL_COLUMN[r][k]: column of
# colour k in row r.
WALL_COLOUR: tuple[tuple[int, ...], ...] = tuple(
    tuple(_INDEX[letter] for letter in row) for row in _DATA["wall_pattern"]
)
WALL_COLUMN: tuple[tuple[int, ...], ...] = tuple(
    tuple(row.index(k) for k in range(NUM_COLOURS)) for row in WALL_COLOUR
)


def colour_index(value: Any) -> int | None:
    """The colour index of a name, letter or Korean name (``"blue"``, ``"B"``, ``"파랑"``)."""
    if isinstance(value, str):
        return _INDEX.get(value.strip())
    return None


def tile_string(counts: list[int]) -> str:
    """Colour counts as a letter string in colour order, e.g. ``[2, 1, 0, 1, 0]`` → ``"BBYK"``."""
    return "".join(LETTERS[k] * n for k, n in enumerate(counts) if n)


def korean_tiles(counts: list[int]) -> str:
    """Colour counts in Korean, e.g. ``"파랑 2장, 노랑 1장"``."""
    return ", ".join(f"{KOREAN[k]} {n}장" for k, n in enumerate(counts) if n) or "없음"


def shuffle_tiles(tiles: MutableSequence[int], rng: random.Random) -> None:
    """Shuffle in place: Fisher–Yates drawing each index by rejection from
    ``rng.getrandbits`` (the same draws, hence the same order, as ``rng.shuffle`` on
    CPython 3.11, but written out so that it does not depend on that private detail and
    runs without a method call per tile)."""
    getrandbits = rng.getrandbits
    for i in range(len(tiles) - 1, 0, -1):
        n = i + 1
        bits = n.bit_length()
        j = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        tiles[i], tiles[j] = tiles[j], tiles[i]
