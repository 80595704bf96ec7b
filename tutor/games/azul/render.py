"""An Azul position as an accessible inline SVG, drawn from ``AzulState.to_json()``.

Every tile carries its Korean initial (파 파랑, 노 노랑, 빨 빨강, 검 검정, 흰 하양: the letters of
every game's board on this site) as well as its colour, the first-player marker shows "1",
and highlighted places get a thick dashed outline, so nothing is told by colour alone. The
drawing is 360 units wide and scales to the page: on a 390 px phone every pickable tile and
space is at least 24 CSS px and every text at least 12 px. The wall's printed guide letters
are tinted, not faded, so they keep 3:1 and more (WCAG 1.4.11) while reading as empty.

``highlight`` (all keys optional)::

    {"factories": [0, 3], "centre": true, "players": [1],
     "lines": [[seat, line]], "walls": [[seat, row, column]], "floors": [seat]}

with lines and rows counted from 1, columns from 1 (as events report them);
:func:`highlight_from_events` builds it from a move's events.
"""

from __future__ import annotations

import json
import math
from typing import Any

from tutor.games import svg
from tutor.games.azul.tiles import FLOOR_PENALTIES, KOREAN, LETTERS, NAMES
from tutor.korean import default_names

WIDTH = 360
TILE_FILL = {"B": "#1d4f9c", "Y": "#f3c737", "R": "#c0392b", "K": "#262626", "W": "#e6eef0"}
TILE_INK = {letter: svg.ink_for(fill) for letter, fill in TILE_FILL.items()}
# an empty wall space shows its colour as a pale tint with a darker letter (≥ 5:1)
GUIDE_FILL = {"B": "#cdd8e9", "Y": "#fcf3d3", "R": "#f1d3d0", "K": "#cfcfcf", "W": "#fafbfc"}
GUIDE_INK = {"B": "#1d4f9c", "Y": "#6b5300", "R": "#a02c20", "K": "#262626", "W": "#3d5560"}
# the one-syllable colour names every board on the site uses
GLYPH = {"B": "파", "Y": "노", "R": "빨", "K": "검", "W": "흰"}
MARKER_FILL, MARKER_INK = "#fdfdf7", "#1a1a1a"
KOREAN_OF = dict(zip(LETTERS, KOREAN, strict=True))
PHASES = {"offer": "공장 제안", "tiling": "벽 타일 붙이기", "end": "게임 종료"}
NAME_OF = dict(zip(LETTERS, NAMES, strict=True))


def _pick(fields: dict[str, Any], label: str, inner: str) -> str:
    """A clickable part of a move for the play page (``data-pick``, Korean label)."""
    return svg.pick_group(fields, label, inner)


def _tile(x: float, y: float, size: float, letter: str, *, faint: bool = False) -> str:
    """One tile (or marker "F") with its letter; ``faint`` draws an empty printed space."""
    if letter == "F":
        return (
            f'<g><rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="3" '
            f'fill="{MARKER_FILL}" stroke="#1a1a1a" stroke-width="1.5"/>'
            f'<text x="{x + size / 2:.1f}" y="{y + size * 0.72:.1f}" font-size="{size * 0.6:.0f}" '
            f'text-anchor="middle" font-weight="700" fill="{MARKER_INK}">1</text></g>'
        )
    fill, ink = TILE_FILL[letter], TILE_INK[letter]
    if faint:
        return (
            f'<g class="guide"><rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" '
            f'rx="3" fill="{GUIDE_FILL[letter]}" stroke="{GUIDE_INK[letter]}" '
            'stroke-width="0.8" stroke-dasharray="2 2"/>'
            f'<text x="{x + size / 2:.1f}" y="{y + size * 0.68:.1f}" '
            f'font-size="{size * 0.52:.0f}" text-anchor="middle" fill="{GUIDE_INK[letter]}">'
            f"{GLYPH[letter]}</text></g>"
        )
    pattern = ""
    if letter == "W":  # a light tile: a dotted inner border so it never reads as an empty space
        pattern = (
            f'<rect x="{x + 2.5:.1f}" y="{y + 2.5:.1f}" width="{size - 5}" '
            f'height="{size - 5}" rx="2" fill="none" stroke="#1a1a1a" stroke-width="0.8" '
            'stroke-dasharray="1.5 1.5"/>'
        )
    return (
        f'<g><rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="3" '
        f'fill="{fill}" stroke="#1a1a1a" stroke-width="1"/>{pattern}'
        f'<text x="{x + size / 2:.1f}" y="{y + size * 0.7:.1f}" font-size="{size * 0.56:.0f}" '
        f'text-anchor="middle" font-weight="700" fill="{ink}">{GLYPH[letter]}</text></g>'
    )


def _slot(x: float, y: float, size: float) -> str:
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="3" '
        'fill="#ffffff" stroke="#9aa3a8" stroke-width="1"/>'
    )


def _outline(x: float, y: float, w: float, h: float) -> str:
    return svg.outline(
        x, y, w, h, pad=3, rx=5, stroke_width=3, dash="6 3", css_class="azul-highlight"
    )


def _text(
    x: float, y: float, text: str, *, size: int = 12, anchor: str = "start", weight: str = "400"
) -> str:
    return svg.text(x, y, text, size=size, anchor=anchor, weight=weight)


def highlight_from_events(events: list[dict[str, Any]]) -> dict[str, Any]:
    """What a move changed, as a ``highlight`` mapping for :func:`render_svg`."""
    out: dict[str, Any] = {
        "factories": [],
        "centre": False,
        "players": [],
        "lines": [],
        "walls": [],
        "floors": [],
    }
    for event in events:
        kind, seat = event.get("type"), event.get("player")
        if kind == "take":
            if event.get("source") == "centre":
                out["centre"] = True
            else:
                out["factories"].append(event.get("source"))
        elif kind == "to-centre":
            out["centre"] = True
        elif kind == "place":
            out["lines"].append([seat, event["line"]])
        elif kind in ("floor", "marker", "no-space", "penalty"):
            out["floors"].append(seat)
        elif kind == "wall":
            out["walls"].append([seat, event["row"], event["column"]])
        if seat is not None and kind == "take" and seat not in out["players"]:
            out["players"].append(seat)
    return out


def _mark_tried(hl: dict[str, Any], move: dict[str, Any], seat: Any) -> None:
    """A refused take (a tutorial step that shows one): where it took from and where it meant
    to put the tiles are outlined, as a move's changes are (nothing showed what was tried)."""
    source, line = move.get("source"), move.get("line")
    if source in ("centre", "center"):
        hl["centre"] = True
    elif isinstance(source, int) and not isinstance(source, bool):
        hl["factories"].append(source)
    if not isinstance(seat, int) or isinstance(seat, bool):
        return
    if isinstance(line, int) and not isinstance(line, bool):
        hl["lines"].append([seat, line])
    elif line == "floor":
        hl["floors"].append(seat)
    if seat not in hl["players"]:
        hl["players"].append(seat)


def _describe(state: dict[str, Any], names: list[str]) -> str:
    parts = [f"{state.get('round', 1)}라운드, {PHASES.get(state.get('phase', ''), '')} 단계."]
    for i, factory in enumerate(state.get("factories", [])):
        if factory:
            parts.append(f"공장 {i + 1}: {_korean_tiles(factory)}.")
    centre = state.get("centre", "")
    marker = state.get("marker")
    parts.append(
        f"중앙: {_korean_tiles(centre) if centre else '비어 있음'}"
        + (", 시작 플레이어 표식." if marker == "centre" else ".")
    )
    for seat, name in enumerate(names):
        score = state.get("scores", [0] * len(names))[seat]
        lines = state.get("lines", [[""] * 5] * len(names))[seat]
        filled = (
            ", ".join(f"{r + 1}번 줄 {_korean_tiles(line)}" for r, line in enumerate(lines) if line)
            or "패턴 줄 비어 있음"
        )
        floor = state.get("floors", [""] * len(names))[seat]
        parts.append(f"{name} {score}점; {filled}; 바닥 줄 {len(floor)}칸.")
    return " ".join(parts)


def _korean_tiles(tiles: str) -> str:
    out = []
    for letter in dict.fromkeys(tiles):
        label = "시작 플레이어 표식" if letter == "F" else KOREAN_OF.get(letter, letter)
        out.append(f"{label} {tiles.count(letter)}")
    return ", ".join(out)


def render_svg(
    state: dict[str, Any],
    *,
    names: list[str] | None = None,
    highlight: dict[str, Any] | None = None,
) -> str:
    """The position as an inline ``<svg>`` string (Korean labels, ``role="group"``: a board is labelled parts, some of them buttons on the play page)."""
    hl = highlight or {}
    if "events" in hl or "move" in hl:  # the shared highlight format of tutorials and play
        refused = hl.get("move") if hl.get("refused") else None
        hl = highlight_from_events(hl.get("events") or [])
        if isinstance(refused, dict):
            _mark_tried(hl, refused, state.get("to_move"))
    players = int(state.get("players", len(state.get("scores", [])) or 2))
    names = list(names or state.get("names") or default_names(players))
    # the position, the names and the highlight: another drawing has other ids
    uid = svg.uid(json.dumps([state, names, highlight], sort_keys=True, default=str))
    picking = state.get("phase") == "offer" and isinstance(state.get("to_move"), int)
    body: list[str] = []
    y = 8.0

    # factories: five to a row
    factories = state.get("factories", [])
    per_row, radius, tile = 5, 34, 23
    hl_factories = set(hl.get("factories") or [])
    for i, factory in enumerate(factories):
        row, col = divmod(i, per_row)
        cx = 36 + col * 72
        cy = y + radius + row * (2 * radius + 26)
        body.append(
            f'<circle cx="{cx}" cy="{cy:.1f}" r="{radius}" fill="#f4efe6" '
            'stroke="#5b4a3a" stroke-width="1.5"/>'
        )
        for j, letter in enumerate(factory):
            tx = cx - tile - 1 + (j % 2) * (tile + 2)
            ty = cy - tile - 1 + (j // 2) * (tile + 2)
            drawn = _tile(tx, ty, tile, letter)
            if picking and letter in NAME_OF:
                drawn = _pick(
                    {"source": i, "colour": NAME_OF[letter]},
                    f"공장 {i + 1}의 {KOREAN_OF[letter]}",
                    drawn,
                )
            body.append(drawn)
        body.append(_text(cx, cy + radius + 15, f"공장 {i + 1}", size=12, anchor="middle"))
        if i in hl_factories:
            body.append(_outline(cx - radius, cy - radius, 2 * radius, 2 * radius))
    rows = math.ceil(len(factories) / per_row) if factories else 0
    y += rows * (2 * radius + 26) + 4

    # centre
    centre = state.get("centre", "")
    items = ("F" if state.get("marker") == "centre" else "") + centre
    per_line, size = 12, 23
    lines_needed = max(1, math.ceil(len(items) / per_line))
    height = 22 + lines_needed * (size + 3)
    body.append(
        f'<rect x="6" y="{y:.1f}" width="{WIDTH - 12}" height="{height}" rx="8" '
        'fill="#f7f7f2" stroke="#5b4a3a" stroke-width="1"/>'
    )
    body.append(
        _text(14, y + 15, "중앙" + ("" if items else " (비어 있음)"), size=13, weight="700")
    )
    for j, letter in enumerate(items):
        line, col = divmod(j, per_line)
        drawn = _tile(14 + col * (size + 3), y + 20 + line * (size + 3), size, letter)
        if picking and letter in NAME_OF:
            drawn = _pick(
                {"source": "centre", "colour": NAME_OF[letter]},
                f"중앙의 {KOREAN_OF[letter]}",
                drawn,
            )
        body.append(drawn)
    if hl.get("centre"):
        body.append(_outline(6, y, WIDTH - 12, height))
    y += height + 10

    # player boards
    wall_pattern = state.get("wall_pattern")
    to_move = state.get("to_move")
    hl_players = set(hl.get("players") or [])
    hl_lines = {tuple(x) for x in hl.get("lines") or []}
    hl_walls = {tuple(x) for x in hl.get("walls") or []}
    hl_floors = set(hl.get("floors") or [])
    cell, gap = 23, 3
    step = cell + gap
    winners = set(state.get("winners") or [])
    for seat in range(players):
        top = y
        opened = len(body)
        score = state.get("scores", [0] * players)[seat]
        marker = " · 시작 표식 보유" if state.get("marker") == seat else ""
        turn = "▶ " if to_move == seat else ""
        crown = " · 승리" if seat in winners else ""
        body.append(
            _text(
                10, y + 15, f"{turn}{names[seat]} — {score}점{marker}{crown}", size=13, weight="700"
            )
        )
        y += 22
        body.append(_text(10 + 5 * step, y + 10, "패턴 줄", size=12, anchor="end"))
        body.append(_text(10 + 5 * step + 18, y + 10, "벽", size=12))
        y += 16
        lines = state.get("lines", [[""] * 5] * players)[seat]
        walls = state.get("walls", [["....."] * 5] * players)[seat]
        lines_right = 10 + 5 * step
        wall_left = lines_right + 18
        for r in range(5):
            ly = y + r * step
            content = lines[r] if r < len(lines) else ""
            drawn_line = []
            for c in range(r + 1):  # rightmost space first
                x = lines_right - (c + 1) * step
                drawn_line.append(
                    _tile(x, ly, cell, content[0]) if c < len(content) else _slot(x, ly, cell)
                )
            if picking and seat == to_move:
                # an invisible strip under the spaces: the gaps between them count too
                hit = (
                    f'<rect x="{lines_right - (r + 1) * step:.1f}" y="{ly:.1f}" '
                    f'width="{(r + 1) * step - gap:.1f}" height="{cell}" fill="transparent"/>'
                )
                # the spaces and tiles drawn over the strip, not inside the button: its name
                # ("…의 2번 패턴 줄") would not contain the tiles' letters (WCAG 2.5.3, axe's
                # label-content-name-mismatch); a tap on them reaches the strip
                body.append(_pick({"line": r + 1}, f"{names[seat]}의 {r + 1}번 패턴 줄", hit))
                body.append(f'<g pointer-events="none">{"".join(drawn_line)}</g>')
            else:
                body.extend(drawn_line)
            if (seat, r + 1) in hl_lines:
                body.append(_outline(lines_right - (r + 1) * step, ly, (r + 1) * step - gap, cell))
            body.append(_text(lines_right + 9, ly + 16, "→", size=12, anchor="middle"))
            wall_row = walls[r] if r < len(walls) else "....."
            for c in range(5):
                x = wall_left + c * step
                letter = wall_row[c] if c < len(wall_row) else "."
                if letter != ".":
                    body.append(_tile(x, ly, cell, letter))
                elif wall_pattern:
                    body.append(_tile(x, ly, cell, wall_pattern[r][c], faint=True))
                else:
                    space = (
                        f'<rect x="{x:.1f}" y="{ly:.1f}" width="{cell}" height="{cell}" '
                        'rx="3" fill="#d9dcde" stroke="#9aa3a8" stroke-width="1"/>'
                    )
                    if state.get("phase") == "tiling" and seat == to_move:
                        space = _pick(
                            {"type": "wall", "line": r + 1, "column": c},
                            f"{names[seat]}의 벽 {r + 1}줄 {c + 1}칸",
                            space,
                        )
                    body.append(space)
                if (seat, r + 1, c + 1) in hl_walls:
                    body.append(_outline(x, ly, cell, cell))
        rows_done = state.get("complete_rows", [0] * players)[seat]
        y += 5 * step + 6
        floor = state.get("floors", [""] * players)[seat]
        body.append(_text(10, y + 16, "바닥 줄", size=12, weight="700"))
        drawn_floor = []
        for j, penalty in enumerate(FLOOR_PENALTIES):
            x = 58 + j * step
            drawn_floor.append(_tile(x, y, cell, floor[j]) if j < len(floor) else _slot(x, y, cell))
            # beside the pickable floor, not in it: a picked floor's accessible name says
            # the penalties, and its visible text must be part of that name (WCAG 2.5.3)
            body.append(_text(x + cell / 2, y + cell + 13, f"−{penalty}", size=12, anchor="middle"))
        if picking and seat == to_move:
            penalties = ", ".join(f"−{p}" for p in FLOOR_PENALTIES)
            body.append(
                _pick(
                    {"line": "floor"},
                    f"{names[seat]}의 바닥 줄 (칸마다 감점 {penalties})",
                    "".join(drawn_floor),
                )
            )
        else:
            body.extend(drawn_floor)
        body.append(_text(WIDTH - 6, y + 16, f"완성 가로줄 {rows_done}", size=12, anchor="end"))
        if seat in hl_floors:
            body.append(_outline(58, y, 7 * step - gap, cell))
        y += cell + 20
        if seat in hl_players:
            body.append(_outline(4, top, WIDTH - 8, y - top - 4))
        y += 6
        # one player's board as a group the play page can show on its own (a tab per player
        # on a phone when three or four boards would not fit on one screen)
        body.insert(
            opened, svg.seat_board_open(uid, seat, top, y - top, names[seat], to_move == seat)
        )
        body.append("</g>")

    legend = " ".join(f"{GLYPH[letter]}={KOREAN_OF[letter]}" for letter in LETTERS)
    body.append(f'<g class="board-legend" data-y="{y:.1f}">')
    body.append(_text(WIDTH / 2, y + 10, legend, size=12, anchor="middle"))
    body.append(
        _text(
            WIDTH / 2,
            y + 27,
            "1=시작 플레이어 표식 · 옅은 칸=벽의 빈자리",
            size=12,
            anchor="middle",
        )
    )
    body.append("</g>")
    y += 36

    title = f"아줄 {state.get('round', 1)}라운드 — {PHASES.get(state.get('phase', ''), '')}" + (
        f", {names[to_move]} 차례" if isinstance(to_move, int) else ""
    )
    description = _describe(state, names)
    height = math.ceil(y)
    return svg.svg_document(
        id_prefix="azul",
        drawing_id=uid,
        title=title,
        description=description,
        view_box=f"0 0 {WIDTH} {height}",
        font_family="'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif",
        body=svg.background(WIDTH, height, "#ffffff") + "".join(body),
    )


__all__ = ["render_svg", "highlight_from_events"]
