"""The player board: stars, spaces, costs and the 18 pillars, statues and windows.

Everything is read from ``geometry.yaml``. A space is a *cell* index ``star * 6 + (space - 1)``
(42 cells); colours are indices into :data:`COLOURS` (purple, green, orange, yellow, blue, red,
which is also the order of the wild colours of rounds 1..6).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

GEOMETRY: dict[str, Any] = yaml.safe_load(
    (Path(__file__).with_name("geometry.yaml")).read_text(encoding="utf-8")
)

COLOURS: tuple[str, ...] = tuple(GEOMETRY["colours"])
COLOUR_INDEX: dict[str, int] = {name: i for i, name in enumerate(COLOURS)}
COLOUR_KO: tuple[str, ...] = tuple(GEOMETRY["colour_names"][c] for c in COLOURS)
NUM_COLOURS = len(COLOURS)

STARS: tuple[str, ...] = tuple(GEOMETRY["stars"])
STAR_INDEX: dict[str, int] = {name: i for i, name in enumerate(STARS)}
STAR_KO: tuple[str, ...] = tuple(GEOMETRY["star_names"][s] for s in STARS)
CENTRE = STAR_INDEX["centre"]
NUM_CELLS = len(STARS) * 6
CLOCKWISE: tuple[int, ...] = tuple(STAR_INDEX[s] for s in GEOMETRY["clockwise"])
SPACE_ONE_POSITION: tuple[int, ...] = tuple(GEOMETRY["space_one_position"][s] for s in STARS)

WILD_BY_ROUND: tuple[int, ...] = tuple(COLOUR_INDEX[c] for c in GEOMETRY["wild_by_round"])
ROUNDS: int = GEOMETRY["rounds"]
# the phases of a round (1: draft, 2: place; 3 happens between moves), then the game's end
DRAFT, PLACE, OVER = "draft", "place", "over"
FACTORIES_BY_PLAYERS: dict[int, int] = {
    int(k): v for k, v in GEOMETRY["factories_by_players"].items()
}
TILES_PER_FACTORY: int = GEOMETRY["tiles_per_factory"]
SUPPLY_SIZE: int = GEOMETRY["supply_size"]
TILES_PER_COLOUR: int = GEOMETRY["tiles_per_colour"]
START_SCORE: int = GEOMETRY["start_score"]
MIN_SCORE: int = GEOMETRY["min_score"]
KEEP_LIMIT: int = GEOMETRY["keep_limit"]

STAR_BONUS: tuple[int, ...] = tuple(GEOMETRY["star_bonus"][s] for s in STARS)
MULTICOLOUR_STAR_BONUS: int = GEOMETRY["multicolour_star_bonus"]
NUMBER_BONUS: dict[int, int] = {int(k): v for k, v in GEOMETRY["number_bonus"].items()}

BOARD_SIDES = ("coloured", "grey")
EMPTY = NUM_COLOURS  # an empty cell; boards are bytearrays of colour indices


def cell(star: int, space: int) -> int:
    """The cell index of printed ``space`` (1..6) of ``star``."""
    return star * 6 + space - 1


def cell_costs(side: str) -> tuple[int, ...]:
    """The printed cost of every cell on the given board side."""
    table = GEOMETRY["costs"][side]
    out: list[int] = []
    for star in range(len(STARS)):
        out.extend(table["centre"] if star == CENTRE else table["outer"])
    return tuple(out)


COSTS: dict[str, tuple[int, ...]] = {side: cell_costs(side) for side in BOARD_SIDES}

# Ring adjacency: within one star, space i touches i-1 and i+1 (6 touches 1).
RING_NEXT: tuple[int, ...] = tuple((c // 6) * 6 + (c % 6 + 1) % 6 for c in range(NUM_CELLS))
RING_PREV: tuple[int, ...] = tuple((c // 6) * 6 + (c % 6 - 1) % 6 for c in range(NUM_CELLS))


@dataclass(frozen=True)
class Feature:
    """A pillar, statue or window, with the cells that surround it."""

    kind: str  # "pillar" | "statue" | "window"
    name: str  # Korean, e.g. "빨강 별 창문"
    cells: tuple[int, ...]
    bonus: int


FEATURE_KO = {"pillar": "기둥", "statue": "조각상", "window": "창문"}


def _features() -> tuple[Feature, ...]:
    spec = GEOMETRY["features"]
    out: list[Feature] = []
    order = CLOCKWISE
    for position, star in enumerate(order):
        nxt = order[(position + 1) % len(order)]
        name = STARS[star]
        window = spec["window"]
        out.append(
            Feature(
                "window",
                f"{STAR_KO[star]} 창문",
                tuple(cell(star, s) for s in window["spaces"]),
                window["bonus"],
            )
        )
        statue = spec["statue"]
        out.append(
            Feature(
                "statue",
                f"{STAR_KO[star]}·{STAR_KO[nxt]} 사이 조각상",
                tuple(cell(star, s) for s in statue["spaces"])
                + tuple(cell(nxt, s) for s in statue["next_spaces"]),
                statue["bonus"],
            )
        )
        pillar = spec["pillar"]
        out.append(
            Feature(
                "pillar",
                f"{STAR_KO[star]}·가운데 별 사이 기둥",
                tuple(cell(star, s) for s in pillar["spaces"])
                + tuple(cell(CENTRE, s) for s in pillar["centre"][name]),
                pillar["bonus"],
            )
        )
    return tuple(out)


FEATURES: tuple[Feature, ...] = _features()
FEATURES_OF_CELL: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, f in enumerate(FEATURES) if c in f.cells) for c in range(NUM_CELLS)
)


def run_length(board: bytearray, at: int) -> int:
    """Tiles in the unbroken run along the star's ring that contains cell ``at`` (filled)."""
    count = 1
    c = RING_NEXT[at]
    while c != at and board[c] != EMPTY:
        count += 1
        c = RING_NEXT[c]
    if c == at:
        return 6
    c = RING_PREV[at]
    while board[c] != EMPTY:
        count += 1
        c = RING_PREV[c]
    return count


def completed_features(board: bytearray, at: int) -> list[Feature]:
    """Features whose last surrounding cell is ``at`` (already filled on ``board``)."""
    out: list[Feature] = []
    for index in FEATURES_OF_CELL[at]:
        feature = FEATURES[index]
        if all(board[c] != EMPTY for c in feature.cells):
            out.append(feature)
    return out


def colour_index(name: Any) -> int | None:
    return COLOUR_INDEX.get(name) if isinstance(name, str) else None


def space_label(c: int) -> str:
    """Korean label of a cell, e.g. "빨강 별 3번 칸"."""
    return f"{STAR_KO[c // 6]} {c % 6 + 1}번 칸"


def tiles_ko(counts: list[int]) -> str:
    """Korean list of a multiset of tiles, e.g. "노랑 3장, 보라 1장"."""
    parts = [f"{COLOUR_KO[i]} {n}장" for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "없음"


def counts_to_list(counts: list[int]) -> list[str]:
    out: list[str] = []
    for i, n in enumerate(counts):
        out.extend([COLOURS[i]] * n)
    return out
