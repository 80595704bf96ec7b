"""What must hold in every Azul position: each tile accounted for, boards well formed.

Checked after every move of self-play, so the counting is incremental: a player's board is
recounted only when its version counter moved (every board change bumps it), a wall only when
it differs from the wall last counted, the bag only when it differs from the bag last counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.games.azul.tiles import (
    END,
    FACTORY_SIZE,
    FLOOR_SIZE,
    MARKER,
    NUM_COLOURS,
    OFFER,
    SIZE,
    TILES_PER_COLOUR,
    WALL_COLOUR,
    WALL_COLUMN,
)

if TYPE_CHECKING:
    from tutor.games.azul.state import AzulState

_COLOURS = range(NUM_COLOURS)
_LINES = range(SIZE)
_FULL_SET = [TILES_PER_COLOUR] * NUM_COLOURS
WALL_FLAT = tuple(k for row in WALL_COLOUR for k in row)


def broken_invariants(state: AzulState) -> list[str]:
    """Every tile of each colour accounted for (bag + lid + factories + centre + pattern
    lines + floors + walls = 20), boards well formed, the marker in one place, scores ≥ 0.

    The lid, factories and centre are recounted every time, the bag whenever its
    content differs from the last bag counted; each player's board census (wall, pattern
    lines, floor) is recomputed whenever that board's version counter moved (every board
    mutation bumps it), see :func:`board_census`."""
    problems: list[str] = []
    factories, centre, bag = state.factories, state.centre, state.bag
    if bag != state._bag_seen:  # the bag changes only between rounds: recount then
        state._bag_seen, state._bag_counts = bytes(bag), list(map(bag.count, _COLOURS))
    columns: list[Any] = [centre, state.lid, state._bag_counts, *factories]
    version, cache, score = state._version, state._census, state.score
    for p in range(state.n):
        entry = cache[p]
        if entry is None or entry[0] != version[p]:
            entry = cache[p] = board_census(state, p)
        columns.append(entry[1])
        if entry[2]:
            problems += entry[2]
        if entry[3] and (state.marker_owner != p or entry[3] > 1):
            problems.append(f"player {p} floor holds a marker it should not")
        if score[p] < 0:
            problems.append(f"player {p} score is negative")
    if factories and max(map(sum, factories)) > FACTORY_SIZE:
        problems.insert(0, "a factory holds more than four tiles")
    # every column is a list of NUM_COLOURS counts (built so, never resized)
    totals = list(map(sum, zip(*columns, strict=False)))
    if totals != _FULL_SET:
        problems.append(f"tiles accounted for per colour {totals}, not {_FULL_SET}")
    if state.marker_in_centre == (state.marker_owner >= 0):
        problems.append("the first-player marker is both/neither in the centre and owned")
    if state.phase == OFFER and not any(centre) and not any(map(any, factories)):
        problems.append("offer phase with nothing to take")
    if state.phase == END and not state._winners:
        problems.append("the game ended without a winner")
    return problems


def board_census(state: AzulState, p: int) -> tuple[Any, ...]:
    """(board version, tiles of each colour on the wall, pattern lines and floor,
    problems found, markers on the floor, the wall as counted, the wall's census) for
    player ``p``. The wall's own census is reused while the wall is unchanged.

    Checks: pattern lines well formed and not holding a colour their wall row already
    has; printed wall: every tile on its printed colour; gray wall: no colour twice in a
    row or a column; floor at most 7 items."""
    wall, colours, counts, floor = (
        state.wall[p],
        state.line_colour[p],
        state.line_count[p],
        state.floor[p],
    )
    gray = state.gray
    previous = state._census[p]
    if previous is not None and previous[4] == wall:
        wall_seen, wall_census_ = previous[4], previous[5]
    else:
        wall_seen, wall_census_ = wall[:], wall_census(gray, wall)
    on_wall, wall_problems = wall_census_
    on_board = list(on_wall)
    problems: list[str] = []
    for r in _LINES:
        c, m = colours[r], counts[r]
        if c < 0:
            if m:
                problems.append(f"player {p} pattern line {r + 1} has tiles but no colour")
            continue
        if not 0 < m <= r + 1:
            problems.append(f"player {p} pattern line {r + 1} holds {m} tiles")
        on_board[c] += m
        base = r * SIZE
        if (c in wall[base : base + SIZE]) if gray else wall[base + WALL_COLUMN[r][c]] >= 0:
            problems.append(f"player {p} pattern line {r + 1} colour is already on its wall row")
    problems += [f"player {p} {problem}" for problem in wall_problems]
    markers = 0
    for item in floor:
        if item == MARKER:
            markers += 1
        else:
            on_board[item] += 1
    if len(floor) > FLOOR_SIZE:
        problems.append(f"player {p} floor holds {len(floor)} items")
    return state._version[p], on_board, tuple(problems), markers, wall_seen, wall_census_


def wall_census(gray: bool, wall: list[int]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """(tiles of each colour on one wall, problems found): printed wall, every tile on its
    printed colour; gray wall, no colour twice in a row or a column."""
    problems: list[str] = []
    if not gray:
        if any(x != y for x, y in zip(wall, WALL_FLAT, strict=True) if x >= 0):
            problems.append("wall has a tile off its printed colour")
    else:
        for i in _LINES:
            row = [x for x in wall[i * SIZE : (i + 1) * SIZE] if x >= 0]
            column = [x for x in wall[i::SIZE] if x >= 0]
            if len(set(row)) != len(row) or len(set(column)) != len(column):
                problems.append(f"wall row or column {i + 1} repeats a colour")
    return tuple(wall.count(k) for k in _COLOURS), tuple(problems)
