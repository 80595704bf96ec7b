"""The five route-tile types, their rotations and the gateway placement ban (``tiles.yaml``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from tutor.games.indigo.geometry import BOARD, DATA_DIR, Board


@dataclass(frozen=True)
class TileType:
    index: int
    id: str
    name: str
    count: int
    paths: tuple[tuple[int, int], ...]
    rotations: int  # rotations 0..rotations-1 are the distinct ones


def rotated_pairs(paths: tuple[tuple[int, int], ...], rotation: int) -> list[list[int]]:
    """The tile's paths turned clockwise by ``rotation`` sixths, each pair sorted."""
    return sorted(sorted([(a + rotation) % 6, (b + rotation) % 6]) for a, b in paths)


def partner_table(pairs: list[list[int]]) -> tuple[int, ...]:
    """edge -> the edge the path starting there leads to."""
    out = [-1] * 6
    for a, b in pairs:
        out[a], out[b] = b, a
    return tuple(out)


class TileSet:
    def __init__(self, data: dict[str, Any], board: Board) -> None:
        self.types: list[TileType] = [
            TileType(
                i,
                str(t["id"]),
                str(t["name"]),
                int(t["count"]),
                tuple((int(a), int(b)) for a, b in t["paths"]),
                int(t["rotations"]),
            )
            for i, t in enumerate(data["types"])
        ]
        self.by_id: dict[str, TileType] = {t.id: t for t in self.types}
        self.total = sum(t.count for t in self.types)
        # partner[type][rotation] -> edge -> edge
        self.partner: list[list[tuple[int, ...]]] = [
            [partner_table(rotated_pairs(t.paths, k)) for k in range(6)] for t in self.types
        ]
        self.pairs: list[list[list[list[int]]]] = [
            [rotated_pairs(t.paths, k) for k in range(6)] for t in self.types
        ]
        # banned[cell][type] -> frozenset of rotations joining that gateway cell's two exits
        self.banned: dict[int, list[frozenset[int]]] = {}
        for cell, (x, y) in board.gateway_cell_exits.items():
            self.banned[cell] = [
                frozenset(k for k in range(6) if self.partner[t.index][k][x] == y)
                for t in self.types
            ]
        # cell -> type -> the distinct rotations allowed there
        self.allowed: list[list[tuple[int, ...]]] = []
        for cell in range(len(board.coords)):
            row: list[tuple[int, ...]] = []
            for t in self.types:
                ban = self.banned.get(cell, [frozenset()] * len(self.types))[t.index]
                row.append(tuple(k for k in range(t.rotations) if k not in ban))
            self.allowed.append(row)

    def is_banned(self, cell: int, type_index: int, rotation: int) -> bool:
        ban = self.banned.get(cell)
        return ban is not None and rotation in ban[type_index]


def load_tiles(board: Board = BOARD) -> TileSet:
    with open(DATA_DIR / "tiles.yaml", encoding="utf-8") as fh:
        return TileSet(yaml.safe_load(fh), board)


TILES = load_tiles()
