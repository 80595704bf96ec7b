"""An independent model of one Indigo placement, for differential tests.

It shares nothing with the engine but the JSON state: its own axial geometry, and the
*other* correct movement order from research/indigo.md §2.7 (option 2: walk the entering
gems one by one while the gems not yet walked wait at their starting places).
"""

from __future__ import annotations

from typing import Any

DIRS = [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)]
POINTS = {"amber": 1, "emerald": 2, "sapphire": 3}


def on_board(q: int, r: int) -> bool:
    return max(abs(q), abs(r), abs(q + r)) <= 4


def corners() -> dict[tuple[int, int], tuple[int, dict[int, int]]]:
    """corner cell -> (arrow edge, U-turn edge map)."""
    out = {}
    for d, (dq, dr) in enumerate(DIRS):
        a, b = (d + 2) % 6, (d + 4) % 6
        out[(4 * dq, 4 * dr)] = ((d + 3) % 6, {a: b, b: a})
    return out


CORNERS = corners()


def predict(state: dict[str, Any], move: dict[str, Any]) -> dict[str, Any]:
    """Where every gem is after ``move`` (a legal placement of the tile in hand)."""
    player = state["to_move"]
    hand_tile = move.get("hand", 0)
    assert hand_tile is not None
    paths: dict[tuple[int, int], dict[int, int]] = {}
    for tile in state["tiles"]:
        paths[tuple(tile["cell"])] = {a: b for a, b in tile["paths"]} | {
            b: a for a, b in tile["paths"]
        }
    target = (move["cell"][0], move["cell"][1])
    rot = move.get("rotation", 0)
    base = PATHS_OF[state["hands"][player][hand_tile]]
    paths[target] = {}
    for a, b in base:
        a, b = (a + rot) % 6, (b + rot) % 6
        paths[target][a], paths[target][b] = b, a

    occ: dict[tuple[int, int, int], str] = {}
    kinds = {g["id"]: g["kind"] for g in state["gems"]}
    for g in state["gems"]:
        if g["at"] == "board":
            occ[(g["cell"][0], g["cell"][1], g["edge"])] = g["id"]
    centre = list(state["centre"])
    entering: list[tuple[int, str]] = []
    for e, (dq, dr) in enumerate(DIRS):
        n = (target[0] + dq, target[1] + dr)
        oe = (e + 3) % 6
        if n == (0, 0):
            if centre:
                gem = centre.pop(0)
                occ[(0, 0, oe)] = gem  # waits at the centre edge
                entering.append((e, gem))
        elif (n[0], n[1], oe) in occ:
            entering.append((e, occ[(n[0], n[1], oe)]))
    origin = {gem: None for _, gem in entering}
    for key, gem in occ.items():
        if gem in origin:
            origin[gem] = key
    removed: set[str] = set()
    exits: list[tuple[str, tuple[int, int]]] = []
    for e, gem in entering:
        if gem in removed:
            continue
        del occ[origin[gem]]
        cell, edge_in = target, e
        while True:
            table = paths.get(cell)
            if table is None and cell in CORNERS:
                table = CORNERS[cell][1]
            out = (table or {}).get(edge_in)
            if out is None:
                raise AssertionError(f"gem {gem} walked into a dead end at {cell}")
            n = (cell[0] + DIRS[out][0], cell[1] + DIRS[out][1])
            if not on_board(*n):
                exits.append((gem, cell))
                break
            if n not in paths and n not in CORNERS and n != (0, 0):
                occ[(cell[0], cell[1], out)] = gem
                break
            oe = (out + 3) % 6
            if (n[0], n[1], oe) in occ:
                other = occ.pop((n[0], n[1], oe))
                removed |= {gem, other}
                break
            cell, edge_in = n, oe
    gained = [0] * state["players"]
    owners = {tuple(c): gw["owners"] for gw in state["gateways"] for c in gw["cells"]}
    for gem, cell in exits:
        for owner in owners[cell]:
            gained[owner] += POINTS[kinds[gem]]
    return {
        "board": {gem: [q, r, e] for (q, r, e), gem in occ.items()},
        "centre": centre,
        "removed": removed,
        "exited": {gem for gem, _ in exits},
        "scores": [s + g for s, g in zip(state["scores"], gained, strict=True)],
    }


PATHS_OF = {
    "long-curves": [(0, 2), (1, 4), (3, 5)],
    "straights": [(0, 3), (1, 4), (2, 5)],
    "straight-sharp": [(0, 5), (1, 4), (2, 3)],
    "crossing-curves": [(0, 5), (1, 3), (2, 4)],
    "sharp-curves": [(0, 5), (1, 2), (3, 4)],
}


def observed(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """The same summary read from the engine's states."""
    was_live = {g["id"] for g in before["gems"] if g["at"] in ("board", "centre")}
    return {
        "board": {
            g["id"]: [g["cell"][0], g["cell"][1], g["edge"]]
            for g in after["gems"]
            if g["at"] == "board"
        },
        "centre": list(after["centre"]),
        "removed": {g["id"] for g in after["gems"] if g["at"] == "removed" and g["id"] in was_live},
        "exited": {g["id"] for g in after["gems"] if g["at"] == "player" and g["id"] in was_live},
        "scores": after["scores"],
    }
