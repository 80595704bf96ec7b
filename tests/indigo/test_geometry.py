"""Board geometry, tile set and the placement ban (research/indigo.md §2.3–2.6)."""

from __future__ import annotations

import itertools

import pytest

from tutor.games.indigo.geometry import BOARD
from tutor.games.indigo.tiles import TILES


def test_cells_and_treasures() -> None:
    assert len(BOARD.coords) == 61
    assert len(BOARD.route_cells) == 54
    assert BOARD.coords[BOARD.centre] == (0, 0)
    assert sorted(BOARD.coords[c.cell] for c in BOARD.corners) == sorted(
        [(4, -4), (4, 0), (0, 4), (-4, 4), (-4, 0), (0, -4)]
    )


def test_corner_arrow_and_u_turn_are_the_three_inward_edges() -> None:
    for corner in BOARD.corners:
        inward = {e for e in range(6) if BOARD.neighbour[corner.cell][e] >= 0}
        assert inward == {corner.arrow, *corner.u_turn}
        # the arrow is the middle inward edge and points at the centre
        assert corner.u_turn == ((corner.arrow - 1) % 6, (corner.arrow + 1) % 6)
        q, r = BOARD.coords[corner.beyond_arrow]
        assert max(abs(q), abs(r), abs(q + r)) == 3


def test_gateways_have_three_cells_and_six_exits_each() -> None:
    assert len(BOARD.gateways) == 6
    assert len(BOARD.exit_gateway) == 36
    for gateway in BOARD.gateways:
        assert len(gateway.cells) == 3
        for cell in gateway.cells:
            outward = {e for e in range(6) if BOARD.neighbour[cell][e] < 0}
            assert outward == set(gateway.exits)
    # every off-board edge of a route cell is an exit
    for cell in BOARD.route_cells:
        for edge in range(6):
            if BOARD.neighbour[cell][edge] < 0:
                assert cell * 6 + edge in BOARD.exit_gateway


def test_tile_set_has_54_tiles_of_five_types_covering_all_matchings() -> None:
    assert [t.count for t in TILES.types] == [14, 6, 14, 14, 6]
    assert TILES.total == 54
    shapes = {
        tuple(map(tuple, TILES.pairs[t.index][k])) for t in TILES.types for k in range(t.rotations)
    }
    assert len(shapes) == 15  # every perfect matching of six edges, once
    for t in TILES.types:  # the declared distinct rotations are really distinct
        seen = {tuple(map(tuple, TILES.pairs[t.index][k])) for k in range(6)}
        assert len(seen) == t.rotations


@pytest.mark.parametrize("cell", BOARD.route_cells)
def test_every_tile_type_has_a_legal_rotation_on_every_cell(cell: int) -> None:
    for t in TILES.types:
        assert TILES.allowed[cell][t.index], (BOARD.coords[cell], t.id)


def test_banned_rotations_are_exactly_sharp_curves_joining_the_two_exits() -> None:
    gateway_cells = {c: g.exits for g in BOARD.gateways for c in g.cells}
    for cell in BOARD.route_cells:
        for t, k in itertools.product(TILES.types, range(6)):
            pairs = {tuple(p) for p in TILES.pairs[t.index][k]}
            if cell in gateway_cells:
                x, y = sorted(gateway_cells[cell])
                joins = (x, y) in pairs
                assert TILES.is_banned(cell, t.index, k) == joins
                if joins:
                    assert (y - x) % 6 in (1, 5)  # adjacent edges: a sharp curve
            else:
                assert not TILES.is_banned(cell, t.index, k)
    # only the three types with a sharp curve can ever be banned
    banned_types = {
        t.id
        for t in TILES.types
        for c in gateway_cells
        for k in range(6)
        if TILES.is_banned(c, t.index, k)
    }
    assert banned_types == {"straight-sharp", "crossing-curves", "sharp-curves"}
