"""What must hold in every Summer Pavilion position: each tile accounted for, boards as the
side allows, counts and turns in step."""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING

from .board import (
    CENTRE,
    DRAFT,
    EMPTY,
    KEEP_LIMIT,
    MIN_SCORE,
    NUM_COLOURS,
    OVER,
    PLACE,
    ROUNDS,
    SUPPLY_SIZE,
    TILES_PER_COLOUR,
    TILES_PER_FACTORY,
)

if TYPE_CHECKING:
    from .state import SummerPavilionState

_RANGE6 = range(NUM_COLOURS)
_FULL_SET = [TILES_PER_COLOUR] * NUM_COLOURS
_EMPTY_BYTE = bytes([EMPTY])
_OUTER = CENTRE * 6
_MASKS: dict[int, tuple[int, int, int, int]] = {}


def broken_invariants(state: SummerPavilionState) -> list[str]:
    problems: list[str] = []
    piles = [
        state.centre,
        state.supply,
        state.tower,
        *state.factories,
        *state.hands,
        *state.corners,
    ]
    totals = [sum(column) for column in zip(*piles, strict=True)]
    cells = state.bag + b"".join(state.boards)
    for i in _RANGE6:
        totals[i] += cells.count(i)
    if totals != _FULL_SET:
        problems.append(f"tiles accounted for per colour {totals}, not {TILES_PER_COLOUR} each")
    if min(chain(*state.hands, *state.corners)) < 0:
        problems.append("negative tile count with a player")
    if state.side == "coloured":
        problems += foreign_tiles(state.boards)
    if min(state.score) < MIN_SCORE:
        problems.append(f"a score below {MIN_SCORE}: {state.score}")
    if max(map(sum, state.corners)) > KEEP_LIMIT:
        problems.append(f"more than {KEEP_LIMIT} tiles on a player's corners")
    factory_tiles = list(map(sum, state.factories))
    if factory_tiles and max(factory_tiles) > TILES_PER_FACTORY:
        problems.append("a factory holds more than 4 tiles")
    if sum(state.supply) > SUPPLY_SIZE:
        problems.append("the supply holds more than 10 tiles")
    if state.drafting_left != sum(factory_tiles) + sum(state.centre):
        problems.append("drafting tile count out of step")
    phase = state.phase
    if phase == DRAFT:
        if True in state.passed or state.pending_bonus:
            problems.append("passes or bonus pending during phase 1")
    elif state.drafting_left:
        problems.append("tiles left on factories or centre after phase 1")
    if phase == OVER:
        if state.to_move is not None or max(chain(*state.hands, *state.corners)):
            problems.append("tiles left with players after the end")
    elif state.to_move is None or not 0 <= state.to_move < state.n:
        problems.append("no player to move in a running game")
    elif phase == PLACE and state.passed[state.to_move]:
        problems.append("a player who passed is to move")
    if state.token is not None and not 0 <= state.token < state.n:
        problems.append("start-player token held by an unknown seat")
    if not 1 <= state.round <= ROUNDS:
        problems.append(f"round {state.round} out of range")
    return problems


def _masks(players: int) -> tuple[int, int, int, int]:
    """Big-int masks over the outer cells of ``players`` boards laid end to end."""
    if players not in _MASKS:
        star_of_cell = bytes(c // 6 for c in range(_OUTER)) * players
        size = _OUTER * players
        _MASKS[players] = (
            int.from_bytes(star_of_cell, "big"),
            int.from_bytes(bytes([EMPTY]) * size, "big"),
            int.from_bytes(b"\x07" * size, "big"),
            int.from_bytes(b"\x01" * size, "big"),
        )
    return _MASKS[players]


def foreign_tiles(boards: list[bytearray]) -> list[str]:
    """Coloured side: outer stars hold only their own colour, the centre star six different ones.

    Each outer cell is one byte (0..6); a cell is wrong when it differs both from its star's
    colour and from EMPTY. Bytes never exceed 7, so (x + 7) >> 3 flags a non-zero byte
    without carrying into its neighbour: all boards are checked in a few big-int steps.
    """
    problems: list[str] = []
    star_of_cell, all_empty, sevens, ones = _masks(len(boards))
    cells = int.from_bytes(b"".join([board[:_OUTER] for board in boards]), "big")
    not_star = (((cells ^ star_of_cell) + sevens) >> 3) & ones
    not_empty = (((cells ^ all_empty) + sevens) >> 3) & ones
    if not_star & not_empty:
        problems.append("a tile on an outer star of another colour")
    for p, board in enumerate(boards):
        filled = board[_OUTER:].replace(_EMPTY_BYTE, b"")
        if len(set(filled)) != len(filled):
            problems.append(f"player {p}: the centre star repeats a colour")
    return problems
