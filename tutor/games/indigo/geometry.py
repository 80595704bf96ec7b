"""The Indigo board as lookup tables, built once from ``board.yaml``.

Cells are numbered 0..60; a gem position is ``cell * 6 + edge`` (the gem sits at that edge
of that cell, facing the neighbour across it). Everything the movement code needs in its
inner loop is a flat list indexed by cell or position.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

DATA_DIR = Path(__file__).parent
OPPOSITE = (3, 4, 5, 0, 1, 2)
OFF_BOARD = -1
ROW_LETTERS = "가나다라마바사아자차카타파하"  # rows of the printed board, top to bottom


@dataclass(frozen=True)
class Corner:
    index: int
    name: str
    cell: int
    arrow: int
    u_turn: tuple[int, int]
    beyond_arrow: int  # the cell the arrow points at


@dataclass(frozen=True)
class Gateway:
    number: int  # 1..6, clockwise from the top side
    side: str
    cells: tuple[int, ...]
    exits: tuple[int, int]  # the two outward edges of each of its cells


class Board:
    """Static geometry: cells, neighbours, treasure tiles, gateways, ownership charts."""

    def __init__(self, data: dict[str, Any]) -> None:
        radius = int(data["radius"])
        self.directions: list[tuple[int, int]] = [tuple(d) for d in data["directions"]]
        self.edge_names: list[str] = list(data["edge_names"])
        self.coords: list[tuple[int, int]] = [
            (q, r)
            for r in range(-radius, radius + 1)
            for q in range(-radius, radius + 1)
            if max(abs(q), abs(r), abs(q + r)) <= radius
        ]
        self.index: dict[tuple[int, int], int] = {qr: i for i, qr in enumerate(self.coords)}
        self.neighbour: list[list[int]] = [
            [self.index.get((q + dq, r + dr), OFF_BOARD) for dq, dr in self.directions]
            for q, r in self.coords
        ]
        self.centre = self.index[tuple(data["centre"])]
        self.corners: list[Corner] = []
        for i, raw in enumerate(data["corners"]):
            cell = self.index[tuple(raw["cell"])]
            arrow = int(raw["arrow"])
            self.corners.append(
                Corner(
                    i,
                    str(raw["name"]),
                    cell,
                    arrow,
                    (int(raw["u_turn"][0]), int(raw["u_turn"][1])),
                    self.neighbour[cell][arrow],
                )
            )
        self.corner_of: dict[int, Corner] = {c.cell: c for c in self.corners}
        self.treasure_cells = frozenset([self.centre, *self.corner_of])
        self.route_cells: list[int] = [
            c for c in range(len(self.coords)) if c not in self.treasure_cells
        ]
        self.is_route_cell = [c not in self.treasure_cells for c in range(len(self.coords))]
        self.gateways: list[Gateway] = [
            Gateway(
                int(g["number"]),
                str(g["side"]),
                tuple(self.index[tuple(c)] for c in g["cells"]),
                (int(g["exits"][0]), int(g["exits"][1])),
            )
            for g in data["gateways"]
        ]
        # position -> gateway index (0-based) for every exit
        self.exit_gateway: dict[int, int] = {
            cell * 6 + edge: gi
            for gi, g in enumerate(self.gateways)
            for cell in g.cells
            for edge in g.exits
        }
        # cell -> the pair of exit edges a single tile may not join (placement ban)
        self.gateway_cell_exits: dict[int, tuple[int, int]] = {
            cell: g.exits for g in self.gateways for cell in g.cells
        }
        # cells next to the centre -> their edge facing the centre
        self.centre_edge: dict[int, int] = {
            n: OPPOSITE[e] for e, n in enumerate(self.neighbour[self.centre]) if n >= 0
        }
        self.ownership: dict[str, list[list[int]]] = {
            str(k): [list(owners) for owners in v] for k, v in data["ownership"].items()
        }
        # a cell's short name as the board prints it in the cell: its row's letter from the
        # top (가, 나, …) and its place in that row from the left, e.g. "다3"
        rows = sorted({r for _, r in self.coords})
        self.short_names: list[str] = []
        for q, r in self.coords:
            place = sorted(cq for cq, cr in self.coords if cr == r).index(q) + 1
            self.short_names.append(f"{ROW_LETTERS[rows.index(r)]}{place}")
        self._labels = [self._label(c) for c in range(len(self.coords))]
        gems = data["gems"]
        self.gem_kinds: dict[str, dict[str, Any]] = dict(gems["kinds"])
        self.centre_gems: list[str] = list(gems["centre"])
        self.corner_gem: str = str(gems["corner"])

    def coord(self, cell: int) -> list[int]:
        q, r = self.coords[cell]
        return [q, r]

    def cell_label(self, cell: int) -> str:
        """A Korean name for a cell: its coordinates and what is special about it."""
        return self._labels[cell]

    def _label(self, cell: int) -> str:
        label = f"{self.short_names[cell]} 칸"
        notes: list[str] = []
        if cell in self.centre_edge:
            notes.append("중앙 보석 타일 옆")
        for corner in self.corners:
            if corner.beyond_arrow == cell:
                notes.append(f"{corner.name}쪽 보석 타일의 화살표 앞")
        for g in self.gateways:
            if cell in g.cells:
                notes.append(f"게이트웨이 {g.number}번 가장자리")
        return f"{label}({', '.join(notes)})" if notes else label


def load_board() -> Board:
    with open(DATA_DIR / "board.yaml", encoding="utf-8") as fh:
        return Board(yaml.safe_load(fh))


BOARD = load_board()
