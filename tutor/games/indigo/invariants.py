"""What must hold after every placement (research/indigo.md §2.7 invariants a–d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.games.indigo.gems import (
    CAPTURED,
    CENTRE,
    GEM_IDS,
    INITIAL_CENTRE_GEMS,
    INITIAL_CORNER_GEMS,
    ON_BOARD,
    REMOVED,
    RESERVE,
)
from tutor.games.indigo.geometry import BOARD
from tutor.games.indigo.tiles import TILES

if TYPE_CHECKING:
    from tutor.games.indigo.state import IndigoState

CENTRE_NEIGHBOURS = tuple(BOARD.centre_edge)
BANNED = tuple(TILES.banned.items())
ALL_TILES = sorted(t.index for t in TILES.types for _ in range(t.count))


def broken_invariants(state: IndigoState) -> list[str]:
    """Every gem and tile accounted for, gems only where the rules can put them."""
    problems: list[str] = []
    where = state.gem_where
    # every gem in exactly one place, marked where it is
    mark = [REMOVED] * 24
    for g in state.centre:
        mark[g] = CENTRE
    for g in state.gem_at.values():
        mark[g] = ON_BOARD
    for g in state.reserve:
        mark[g] = RESERVE
    for p, gems in enumerate(state.captured):
        for g in gems:
            mark[g] = CAPTURED
            if state.gem_owner[g] != p:
                problems.append(f"gem {GEM_IDS[g]} captured by {p} but owned by another")
    listed = (
        len(state.centre)
        + len(state.gem_at)
        + len(state.reserve)
        + sum(len(c) for c in state.captured)
    )
    if mark != where or listed + where.count(REMOVED) != 24:
        problems.append(
            "gems not accounted for exactly once (24 gems): "
            + ", ".join(
                f"{GEM_IDS[g]} {where[g]}/{mark[g]}" for g in range(24) if mark[g] != where[g]
            )
        )
    # the centre releases emeralds first, the sapphire last, one per neighbour tile
    if state.centre != INITIAL_CENTRE_GEMS[len(INITIAL_CENTRE_GEMS) - len(state.centre) :]:
        problems.append("centre gems out of release order")
    paths = state.paths
    empty_next_to_centre = [paths[c] for c in CENTRE_NEIGHBOURS].count(None)
    if len(state.centre) != empty_next_to_centre:
        problems.append("centre gem count does not match the tiles around it")
    # every gem on the board sits on a route end facing an empty cell
    neighbour, corner_of, is_route_cell = BOARD.neighbour, BOARD.corner_of, BOARD.is_route_cell
    for pos, g in state.gem_at.items():
        cell, edge = divmod(pos, 6)
        n = neighbour[cell][edge]
        corner = corner_of.get(cell)
        if corner is not None:
            if edge == corner.arrow:
                if g != INITIAL_CORNER_GEMS[corner.index]:
                    problems.append(f"gem {GEM_IDS[g]} pushed onto an arrow edge")
            elif edge not in corner.u_turn:
                problems.append(f"gem {GEM_IDS[g]} on a corner edge without a path")
        elif cell == BOARD.centre or paths[cell] is None:
            problems.append(f"gem {GEM_IDS[g]} on a cell without a route tile")
        if n < 0 or not is_route_cell[n] or paths[n] is not None:
            problems.append(
                f"gem {GEM_IDS[g]} at {BOARD.coords[cell]}/{edge} does not face an empty cell"
            )
    # tiles: placed + hands + pile = the 54 route tiles
    tile_type = state.tile_type
    tiles = [tile_type[c] for c in state.placed] + state.pile
    for hand in state.hands:
        tiles += hand
    tiles.sort()
    if tiles != ALL_TILES:
        problems.append(f"route tiles not accounted for: {len(tiles)} tiles")
    if len(state.placed) + len(state.empty_cells) != len(BOARD.route_cells):
        problems.append("placed and empty cells do not add up to 54")
    tile_rot = state.tile_rot
    for c, banned in BANNED:
        t = tile_type[c]
        if t >= 0 and tile_rot[c] in banned[t]:
            problems.append(f"banned curve on gateway cell {BOARD.coords[c]}")
    # the end: exactly when no gem is left on the board
    on_board = state.gems_on_board()
    if (state.to_move is None) != (on_board == 0):
        problems.append("game end does not match the gems left on the board")
    if state.to_move is not None and not state.hands[state.to_move]:
        problems.append("the player to move holds no tile")
    return problems
