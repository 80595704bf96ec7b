"""Draw an Indigo position (``state.to_json()``) as an accessible inline SVG.

Route tiles show their three paths; gems are circles carrying a Korean letter (호 amber,
에 emerald, 사 sapphire) so colour is never the only clue; gateways are labelled with their
number (the legend below names each player's gateways), and every empty cell prints its
short name ("다3": row 다 from the top, third cell from the left), the name the move list and
the verdicts use. The drawing is 540 units wide: on a 390 px phone its texts are 12 px and
more and a cell is about 37 px wide.

``highlight`` is what the page shows a step with: ``{"events": [...], "move": {...},
"refused": bool}`` (the placed cell is outlined, the gems that moved are ringed and their
paths traced; a refused move's cell shows the forbidden tile, turned as it was tried, in red
with a cross). Explicit keys ``cells`` ([[q, r], …]),
``gems`` (ids) and ``paths`` (``path`` lists of ``gem-move`` events) work too.

Clickable parts carry ``data-pick`` (the play page filters legal moves with them): every empty
cell ``{"cell": [q, r]}`` and, in the hand panel, every distinct rotation of the tiles in hand
``{"rotation": k}`` (plus ``"hand": i`` when the player holds two tiles); the play page
previews the picked rotation in the picked cell from the hand tile's drawing. No ``style``
attributes: only presentation attributes (the site's CSP forbids inline styles).
"""

from __future__ import annotations

import math
from typing import Any

from tutor.games import svg
from tutor.games.indigo.gems import KIND_INFO
from tutor.games.indigo.geometry import BOARD
from tutor.games.indigo.tiles import TILES
from tutor.games.svg import escape
from tutor.korean import default_names

SIZE = 30.0  # hex radius (centre to vertex)
SQ3 = math.sqrt(3.0)
GEM_STYLE = {
    "amber": ("#f2c230", "호", "#3a2c00"),
    "emerald": ("#23844b", "에", "#ffffff"),  # white 4.7:1 (#2e9e58 gave 3.4)
    "sapphire": ("#2a5bd7", "사", "#ffffff"),
}
SEAT_COLOURS = ["#d64541", "#1fa4a8", "#f4f4f4", "#8e44ad"]
SEAT_COLOUR_NAMES = ["빨강", "청록", "흰색", "보라"]
TEXT = 17  # font size of every text: 12 px when the 540-unit board is 390 px wide
HAND_PITCH = 62  # from one rotation's slot to the next: 45 px wide on a phone
BADGE_PITCH = 20  # a gateway owner's colour badge, and the gap to the next
HAND_R = 22.0  # radius of a tile in the hand panel


def _centre(q: int, r: int) -> tuple[float, float]:
    return SIZE * SQ3 * (q + r / 2), SIZE * 1.5 * r


def _edge_point(q: int, r: int, edge: int, scale: float = 1.0) -> tuple[float, float]:
    x, y = _centre(q, r)
    angle = math.radians(60 * (edge - 1))
    d = SIZE * SQ3 / 2 * scale
    return x + d * math.cos(angle), y + d * math.sin(angle)


def _hex_points(q: int, r: int, shrink: float = 1.0) -> str:
    x, y = _centre(q, r)
    pts = []
    for i in range(6):
        a = math.radians(60 * i - 90)
        pts.append(f"{x + SIZE * shrink * math.cos(a):.1f},{y + SIZE * shrink * math.sin(a):.1f}")
    return " ".join(pts)


def _path_d(q: int, r: int, a: int, b: int) -> str:
    x0, y0 = _edge_point(q, r, a)
    x1, y1 = _edge_point(q, r, b)
    if (a - b) % 6 == 3:
        return f"M{x0:.1f},{y0:.1f} L{x1:.1f},{y1:.1f}"
    cx, cy = _centre(q, r)
    if (a - b) % 6 in (1, 5):  # a sharp curve bends around the shared corner
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        cx, cy = cx + (mx - cx) * 0.55, cy + (my - cy) * 0.55
    return f"M{x0:.1f},{y0:.1f} Q{cx:.1f},{cy:.1f} {x1:.1f},{y1:.1f}"


def _gem(x: float, y: float, kind: str, gem_id: str, ring: bool, r: float = 12.0) -> str:
    fill, letter, ink = GEM_STYLE.get(kind, ("#999999", "?", "#000000"))
    stroke = ' stroke="#000" stroke-width="3"' if ring else ' stroke="#222" stroke-width="1"'
    return (
        f'<g class="gem gem-{kind}" data-gem="{escape(gem_id)}">'
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{fill}"{stroke}/>'
        f'<text x="{x:.1f}" y="{y + r * 0.45:.1f}" font-size="{r * 1.42:.0f}" '
        'text-anchor="middle" '
        f'fill="{ink}" font-weight="bold">{letter}</text></g>'
    )


def _normalise_highlight(highlight: dict[str, Any]) -> dict[str, Any]:
    """Explicit ``cells``/``gems``/``paths`` plus what ``events``/``move`` imply."""
    events = highlight.get("events") or []
    cells = [list(c) for c in highlight.get("cells") or []]
    cells += [e["cell"] for e in events if e.get("type") == "place" and "cell" in e]
    gems = list(highlight.get("gems") or [])
    gems += [e["gem"] for e in events if e.get("type") == "gem-move" and "gem" in e]
    paths = list(highlight.get("paths") or [])
    paths += [e["path"] for e in events if e.get("type") == "gem-move" and e.get("path")]
    refused: list[list[int]] = []
    move = highlight.get("move")
    if highlight.get("refused") and isinstance(move, dict):
        cell = move.get("cell")
        if isinstance(cell, (list, tuple)) and len(cell) == 2:
            refused.append([cell[0], cell[1]])
    return {
        "cells": cells,
        "gems": gems,
        "paths": paths,
        "refused": refused,
        "move": move if isinstance(move, dict) else None,
    }


def _refused_tile(state: dict[str, Any], move: dict[str, Any] | None) -> list[list[int]]:
    """The paths (edge pairs) of the tile a refused move tried to place, turned as tried:
    the mover's tile in hand (``hand``, default the first), ``rotation`` 0–5."""
    if not move:
        return []
    hands = state.get("hands") or []
    to_move = state.get("to_move")
    if not isinstance(to_move, int) or not 0 <= to_move < len(hands):
        return []
    hand = hands[to_move]
    index, rotation = move.get("hand", 0), move.get("rotation", 0)
    if not (
        isinstance(index, int)
        and isinstance(rotation, int)
        and 0 <= index < len(hand)
        and 0 <= rotation < 6
    ):
        return []
    tile = TILES.by_id.get(hand[index])
    return [list(pair) for pair in TILES.pairs[tile.index][rotation]] if tile else []


def _hand_panel(state: dict[str, Any], top: float, static: bool = False) -> tuple[list[str], float]:
    """The tiles in the mover's hand, every distinct rotation a pickable button (``static``: a
    board only looked at, which asks nobody to choose); also the lowest y the panel reaches."""
    to_move = state.get("to_move")
    hands = state.get("hands") or []
    if to_move is None or to_move >= len(hands) or not hands[to_move]:
        return [], top
    hand = hands[to_move]
    prompt = "" if static else " (방향을 고르세요)"
    parts = [
        f'<text x="-260" y="{top:.1f}" font-size="{TEXT}" fill="#222">손에 든 타일{prompt}:</text>'
    ]
    seen: set[str] = set()
    x0, y = -214.0, top + 36
    for hand_index, tile_id in enumerate(hand):
        tile = TILES.by_id.get(tile_id)
        if tile is None or tile_id in seen:
            continue
        seen.add(tile_id)
        if len(hand) > 1:
            parts.append(
                f'<text x="-262" y="{y + 6:.1f}" font-size="{TEXT}" fill="#222">'
                f"{hand_index + 1}</text>"
            )
        for k in range(tile.rotations):
            cx = x0 + HAND_PITCH * k
            pick: dict[str, int] = {"rotation": k}
            if len(hand) > 1:
                pick["hand"] = hand_index
            hexagon = " ".join(
                f"{cx + HAND_R * math.cos(math.radians(60 * i - 90)):.1f},"
                f"{y + HAND_R * math.sin(math.radians(60 * i - 90)):.1f}"
                for i in range(6)
            )
            lines = []
            for a, b in TILES.pairs[tile.index][k]:
                pa = _mini_edge(cx, y, a)
                pb = _mini_edge(cx, y, b)
                if (a - b) % 6 == 3:
                    lines.append(f"M{pa[0]:.1f},{pa[1]:.1f} L{pb[0]:.1f},{pb[1]:.1f}")
                else:
                    lines.append(
                        f"M{pa[0]:.1f},{pa[1]:.1f} Q{cx:.1f},{y:.1f} {pb[0]:.1f},{pb[1]:.1f}"
                    )
            parts.append(
                f'<g class="hand-tile" data-centre="{cx:.1f},{y:.1f}" '
                f'data-scale="{SIZE / HAND_R:.4f}"'
                f"{svg.pick_attrs(pick, f'{tile.name}, 회전 {k}')}>"
                # where a finger lands: the whole slot, the label under the tile included
                f'<rect x="{cx - HAND_PITCH / 2:.1f}" y="{y - HAND_R - 4:.1f}" '
                f'width="{HAND_PITCH}" height="{2 * HAND_R + 30}" fill="transparent" class="hit"/>'
                f'<polygon points="{hexagon}" fill="#efe2c4" stroke="#7a6a4a"/>'
                f'<path d="{" ".join(lines)}" fill="none" stroke="#5b4a2e" stroke-width="3"/>'
                f'<text x="{cx:.1f}" y="{y + HAND_R + 19:.1f}" font-size="{TEXT}" '
                f'text-anchor="middle" fill="#222">회전 {k}</text></g>'
            )
        y += 2 * HAND_R + 34
    return parts, y - 10


def _mini_edge(cx: float, cy: float, edge: int) -> tuple[float, float]:
    angle = math.radians(60 * (edge - 1))
    d = HAND_R * SQ3 / 2
    return cx + d * math.cos(angle), cy + d * math.sin(angle)


# the gem kinds' Korean names and the legend under the board, from board.yaml
_KIND_KO: dict[str, str] = {kind: str(info["name"]) for kind, info in KIND_INFO.items()}
_GEM_LEGEND = " · ".join(
    f"{info['letter']}={info['name']} {info['points']}점" for info in KIND_INFO.values()
)


def _gateways_of(owners_of: list[list[int]], seat: int) -> list[int]:
    return [i for i, owners in enumerate(owners_of) if seat in owners]


def _describe(
    state: dict[str, Any],
    names: list[str],
    scores: list[int],
    owners_of: list[list[int]],
    tiles: dict[tuple[int, int], Any],
    centre_ids: list[str],
) -> str:
    """The position in words: players, their gateways and gems, where every gem lies, which
    cells hold tiles, the tiles in hand: what the drawing shows, for a screen reader."""
    parts = []
    captured = state.get("captured") or [[] for _ in names]
    for seat, name in enumerate(names):
        gates = "·".join(str(g + 1) for g in _gateways_of(owners_of, seat)) or "없음"
        gems = captured[seat] if seat < len(captured) else []
        parts.append(
            f"{name} {scores[seat] if seat < len(scores) else 0}점, 보석 "
            f"{len(gems)}개, 게이트웨이 {gates}."
        )
    kinds = {g["id"]: g["kind"] for g in state.get("gems") or []}
    parts.append(
        f"중앙 보석 타일에 보석 {len(centre_ids)}개"
        + (
            f"({', '.join(_KIND_KO.get(kinds.get(g, ''), '') for g in centre_ids)})"
            if centre_ids
            else ""
        )
        + "."
    )
    on_board = []
    for gem in state.get("gems") or []:
        if gem.get("at") == "board" and "cell" in gem:
            cell = BOARD.index.get(tuple(gem["cell"]))
            where = BOARD.short_names[cell] if cell is not None else "?"
            on_board.append(f"{_KIND_KO.get(gem['kind'], '')} {where} 칸")
    if on_board:
        parts.append("길 위의 보석: " + ", ".join(on_board) + ".")
    placed = sorted(BOARD.short_names[BOARD.index[c]] for c in tiles if c in BOARD.index)
    parts.append(
        f"놓인 길 타일 {len(tiles)}장"
        + (f": {', '.join(placed)}" if placed else "")
        + ". 빈 칸마다 이름(줄 글자와 왼쪽부터의 번호)이 적혀 있습니다."
    )
    to_move = state.get("to_move")
    hands = state.get("hands") or []
    if isinstance(to_move, int) and to_move < len(hands) and hands[to_move]:
        held = ", ".join(TILES.by_id[t].name for t in hands[to_move] if t in TILES.by_id)
        parts.append(f"{names[to_move]}의 손에 든 타일: {held}.")
    return " ".join(parts)


def render_svg(
    state: dict[str, Any],
    *,
    names: list[str] | None = None,
    highlight: dict[str, Any] | None = None,
) -> str:
    """The position as an SVG string (scales to the width of its container)."""
    static = bool((highlight or {}).get("static"))
    highlight = _normalise_highlight(highlight or {})
    names = list(names or state.get("names") or default_names(int(state.get("players", 2))))
    scores = list(state.get("scores") or [0] * len(names))
    hl_cells = {tuple(c) for c in highlight["cells"]}
    refused_cells = {tuple(c) for c in highlight["refused"]}
    hl_gems = set(highlight["gems"])
    tiles = {tuple(t["cell"]): t for t in state.get("tiles") or []}
    parts: list[str] = []

    # cells: empty route cells, placed tiles, treasure tiles
    for cell, (q, r) in enumerate(BOARD.coords):
        x, y = _centre(q, r)
        if cell == BOARD.centre:
            parts.append(
                f'<polygon points="{_hex_points(q, r)}" fill="#1d3a6e" '
                'stroke="#0d1d3a" stroke-width="1.5"/>'
            )
        elif cell in BOARD.corner_of:
            corner = BOARD.corner_of[cell]
            parts.append(
                f'<polygon points="{_hex_points(q, r)}" fill="#a9c8ef" '
                'stroke="#0d1d3a" stroke-width="1.5"/>'
            )
            a, b = corner.u_turn
            parts.append(
                f'<path d="{_path_d(q, r, a, b)}" fill="none" stroke="#3c4a5c" '
                'stroke-width="4" stroke-linecap="round"/>'
            )
            ax, ay = _edge_point(q, r, corner.arrow, 0.9)
            parts.append(
                f'<line x1="{x:.1f}" y1="{y:.1f}" x2="{ax:.1f}" y2="{ay:.1f}" '
                'stroke="#0d1d3a" stroke-width="2" marker-end="url(#ind-arrow)"/>'
            )
        elif (q, r) in tiles:
            # a tap there is answered with why not (``svg.try_attrs``)
            parts.append(f'<g class="cell taken"{svg.try_attrs({"cell": [q, r]})}>')
            parts.append(
                f'<polygon points="{_hex_points(q, r)}" fill="#efe2c4" '
                'stroke="#7a6a4a" stroke-width="1"/>'
            )
            for a, b in tiles[(q, r)]["paths"]:
                parts.append(
                    f'<path d="{_path_d(q, r, a, b)}" fill="none" stroke="#5b4a2e" '
                    'stroke-width="4" stroke-linecap="round"/>'
                )
            # the cell keeps its name once a tile covers it: the narration says 마4 칸 of
            # filled cells too (on a light halo over the tile's paths)
            parts.append(
                f'<text x="{x:.1f}" y="{y + 6:.1f}" font-size="{TEXT}" '
                'text-anchor="middle" fill="#3d3526" stroke="#efe2c4" stroke-width="3.5" '
                'paint-order="stroke" pointer-events="none">'
                f"{BOARD.short_names[cell]}</text></g>"
            )
        else:
            pick = svg.pick_attrs({"cell": [q, r]}, f"{BOARD.cell_label(cell)}에 놓기")
            parts.append(
                f'<g class="cell" data-centre="{x:.1f},{y:.1f}"{pick}>'
                f'<polygon points="{_hex_points(q, r)}" fill="#fbfaf6" '
                'stroke="#8a8270" stroke-width="1" stroke-dasharray="3 2"/>'
                f'<text x="{x:.1f}" y="{y + 6:.1f}" font-size="{TEXT}" '
                'text-anchor="middle" fill="#5e5848" pointer-events="none">'
                f"{BOARD.short_names[cell]}</text></g>"
            )
        if (q, r) in refused_cells:
            tried = "".join(
                f'<path d="{_path_d(q, r, a, b)}" fill="none" stroke="#a4262c" '
                'stroke-width="4" stroke-linecap="round" stroke-dasharray="7 4"/>'
                for a, b in _refused_tile(state, highlight["move"])
            )
            parts.append(
                f'<g class="refused"><polygon points="{_hex_points(q, r, 0.9)}" '
                f'fill="#fbeeee" stroke="#000" stroke-width="3"/>{tried}'
                f'<text x="{x:.1f}" y="{y + 6:.1f}" font-size="18" '
                'text-anchor="middle" fill="#b00000" font-weight="bold">✕</text>'
                "</g>"
            )
        if (q, r) in hl_cells:
            parts.append(
                f'<polygon class="highlight" points="{_hex_points(q, r, 0.9)}" '
                'fill="none" stroke="#000" stroke-width="3" stroke-dasharray="6 3"/>'
            )

    # traced gem paths
    for path in highlight["paths"]:
        points = []
        for seg in path:
            q, r = seg["cell"]
            points.append(_edge_point(q, r, seg["in"]))
            points.append(_centre(q, r))
            points.append(_edge_point(q, r, seg["out"]))
        if points:
            pts = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
            parts.append(
                f'<polyline class="gem-path" points="{pts}" fill="none" '
                'stroke="#000" stroke-width="2" stroke-dasharray="2 3"/>'
            )

    # gateways: number and owners, outside the board
    owners_of = state.get("gateway_owners") or [
        g.get("owners", []) for g in state.get("gateways") or []
    ]
    for i, gateway in enumerate(BOARD.gateways):
        mid = gateway.cells[1]
        q, r = BOARD.coords[mid]
        a, b = gateway.exits
        angle = math.radians(60 * (a - 1) + 30)
        x, y = _centre(q, r)
        lx, ly = x + 50 * math.cos(angle), y + 50 * math.sin(angle)
        owners = owners_of[i] if i < len(owners_of) else []
        # each owner's colour, large enough to tell on a phone (12 × 8 was 8 × 5 px there)
        left = lx - BADGE_PITCH / 2 * len(owners)
        badges = "".join(
            f'<rect x="{left + BADGE_PITCH * k + 1:.1f}" y="{ly + 6:.1f}" '
            f'width="{BADGE_PITCH - 2}" height="12" rx="2" '
            f'fill="{SEAT_COLOURS[o % 4]}" stroke="#333" stroke-width="1.2"/>'
            for k, o in enumerate(owners)
        )
        parts.append(
            f'<g class="gateway" data-gateway="{gateway.number}">'
            f'<text x="{lx:.1f}" y="{ly + 2:.1f}" font-size="{TEXT}" '
            f'text-anchor="middle" font-weight="bold" fill="#222">{gateway.number}'
            f"</text>{badges}</g>"
        )
        for cell in gateway.cells:
            cq, cr = BOARD.coords[cell]
            for e in gateway.exits:
                ex, ey = _edge_point(cq, cr, e, 1.12)
                parts.append(
                    f'<circle cx="{ex:.1f}" cy="{ey:.1f}" r="2.5" fill="#e08a1e" '
                    'stroke="#333" stroke-width="0.5"/>'
                )

    # gems on the board, then the centre stack
    for gem in state.get("gems") or []:
        if gem.get("at") == "board" and "cell" in gem:
            q, r = gem["cell"]
            x, y = _edge_point(q, r, gem["edge"], 0.62)
            parts.append(_gem(x, y, gem["kind"], gem["id"], gem["id"] in hl_gems))
    kinds = {g["id"]: g["kind"] for g in state.get("gems") or []}
    centre_ids = list(state.get("centre") or [])
    for k, gem_id in enumerate(centre_ids):
        angle = math.radians(360 * k / max(len(centre_ids), 1) - 90)
        x, y = 19 * math.cos(angle), 19 * math.sin(angle)
        if len(centre_ids) == 1:
            x, y = 0.0, 0.0
        parts.append(_gem(x, y, kinds.get(gem_id, "emerald"), gem_id, gem_id in hl_gems))

    # the tile in hand right under the board (it sat below the players and the legends, under
    # a phone's fold: a cell was picked before the tile was seen), then the players
    line = TEXT + 9
    hand_parts, hand_bottom = _hand_panel(state, 268.0, static)
    parts += hand_parts
    # players: name, colour swatch, score, gems
    captured = state.get("captured") or [[] for _ in names]
    to_move = state.get("to_move")
    legend_y = hand_bottom + line + 14 if hand_parts else 268.0
    for seat, name in enumerate(names):
        y = legend_y + 2 * line * seat
        mark = "▶ " if seat == to_move else ""
        count = len(captured[seat]) if seat < len(captured) else 0
        score = scores[seat] if seat < len(scores) else 0
        gates = "·".join(str(g + 1) for g in _gateways_of(owners_of, seat))
        parts.append(
            f'<rect x="-260" y="{y - 13:.1f}" width="16" height="16" '
            f'fill="{SEAT_COLOURS[seat % 4]}" stroke="#333" stroke-width="1.2"/>'
            f'<text x="-236" y="{y + 1:.1f}" font-size="{TEXT}" fill="#222">'
            f"{mark}{seat + 1}. {escape(name)} ({SEAT_COLOUR_NAMES[seat % 4]}): "
            f"{score}점, 보석 {count}개</text>"
            f'<text x="-236" y="{y + line:.1f}" font-size="{TEXT}" fill="#222">'
            f"게이트웨이 {gates or '없음'}</text>"
        )
    counts = state.get("gem_counts") or {}
    y = legend_y + 2 * line * len(names)
    parts.append(
        f'<text x="-260" y="{y + 1:.1f}" font-size="{TEXT}" '
        f'fill="#222">보드 위 보석 {counts.get("on_board", "?")}개 · 남은 타일 '
        f"{state.get('draw_pile', '?')}장</text>"
    )
    parts.append(
        f'<text x="-260" y="{y + line + 1:.1f}" font-size="{TEXT}" fill="#222">{_GEM_LEGEND}</text>'
    )
    # what the dashes of a step shown mean (nothing tells it on the board itself)
    marks = [
        *(["굵은 점선: 놓은 타일"] if hl_cells else []),
        *(["가는 점선: 보석이 지나간 길"] if highlight["paths"] else []),
    ]
    if marks:
        y += line
        parts.append(
            f'<text x="-260" y="{y + line + 1:.1f}" font-size="{TEXT}" fill="#222">'
            f"{' · '.join(marks)}</text>"
        )

    bottom = y + line + 1

    summary = ", ".join(
        f"{names[i]} {scores[i] if i < len(scores) else 0}점" for i in range(len(names))
    )
    title = f"나빗길 보드: {summary}, 보드 위 보석 {counts.get('on_board', '?')}개"
    if state.get("terminal"):
        title += " (게임 종료)"
    desc = _describe(state, names, scores, owners_of, tiles, centre_ids)
    height = bottom + 10 + 270
    uid = svg.uid("".join(parts))
    body = "".join(parts).replace("url(#ind-arrow)", f"url(#ind-arrow-{uid})")
    return svg.svg_document(
        id_prefix="indigo",
        drawing_id=uid,
        title=title,
        description=desc,
        view_box=f"-270 -270 540 {height:.0f}",
        css_class="board board-indigo",
        font_family="sans-serif",
        body=body,
        defs=(
            f'<defs><marker id="ind-arrow-{uid}" viewBox="0 0 10 10" refX="8" refY="5" '
            'markerWidth="5" markerHeight="5" orient="auto-start-reverse">'
            '<path d="M0,0 L10,5 L0,10 z" fill="#0d1d3a"/></marker></defs>'
        ),
    )
