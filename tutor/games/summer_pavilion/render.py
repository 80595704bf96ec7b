"""SVG drawing of a Summer Pavilion position, from ``state.to_json()``.

Accessible and phone-sized: ``role="group"`` with a Korean ``<title>``/``<desc>``, a viewBox
360 units wide that scales to the screen, and every tile carrying its Korean initial
(보·초·주·노·파·빨) as well as its colour, so colour is never the only carrier of meaning.
Empty spaces show their cost. ``highlight`` marks what a step changed, either as the
play/tutorial pages pass it, ``{"events": [...], "move": {...}, "refused": bool}``, or
directly as ``{"cells": [{"player": 0, "star": "blue", "space": 2}], "factories": [0],
"centre": True, "supply": True, "player": 1}`` (every key optional).

Clickable parts carry ``data-pick`` (the move fields they stand for) and a Korean
``aria-label``: factory and centre tiles ``{"source", "colour"}``, the empty spaces of the
player to move ``{"star", "space"}``, their tiles ``{"colour"}`` (phase 2) and the supply
tiles ``{"colour"}`` while a bonus is being chosen.
"""

from __future__ import annotations

import json
import math
from typing import Any

from tutor.games import svg
from tutor.games.svg import escape
from tutor.korean import default_names

from .board import FEATURE_KO, FEATURES, GEOMETRY, SPACE_ONE_POSITION, STAR_INDEX, STARS

WIDTH = 360
FILL = {
    "purple": "#7b3fa0",
    "green": "#267a4c",  # white letters 5.3:1 (#2e8b57 gave 4.25)
    "orange": "#e8792b",
    "yellow": "#f2c318",
    "blue": "#2f6fd6",
    "red": "#d13b3b",
}
INK = {colour: svg.ink_for(fill) for colour, fill in FILL.items()}
LETTER: dict[str, str] = GEOMETRY["colour_letters"]
COLOUR_KO: dict[str, str] = GEOMETRY["colour_names"]
STAR_KO: dict[str, str] = GEOMETRY["star_names"]
# Direction (degrees, screen coordinates) of each outer star from the board centre.
STAR_DIRECTION = {"red": -60, "blue": 0, "yellow": 60, "green": 120, "purple": 180, "orange": 240}
# Rhombus side. A space is a target to tap: the slanted ones' bounds are SIDE·sin 60° high,
# ≥ 24 CSS px (WCAG 2.5.8) on a 360 px phone's full width (23 gave 20 px on a 390 px phone).
SIDE = 28.0
STAR_GAP = 108.0  # board centre to an outer star's centre (grows with SIDE)
PHASE_KO = {"draft": "1단계: 타일 가져오기", "place": "2단계: 타일 놓기", "over": "게임 끝"}
HIGHLIGHT = "#ff00aa"
# on every part drawn in HIGHLIGHT: a page showing only part of a tall board brings the first
# into view (tutor.games.render_svg)
CHANGED = ' data-changed=""'


def _pick(fields: dict[str, Any] | None, label: str) -> str:
    return "" if fields is None else svg.pick_attrs(fields, label)


def _tile(
    x: float,
    y: float,
    colour: str,
    size: float = 23,
    *,
    mark: bool = False,
    pick: dict[str, Any] | None = None,
    where: str = "",
) -> str:
    stroke = (
        f' stroke="{HIGHLIGHT}" stroke-width="2.5"{CHANGED}'
        if mark
        else ' stroke="#333" stroke-width="0.8"'
    )
    attrs = _pick(pick, f"{where} {COLOUR_KO[colour]} 타일".strip())
    return (
        f'<g class="tile tile-{colour}"{attrs}><rect x="{x:.1f}" y="{y:.1f}" width="{size}" '
        f'height="{size}" rx="2.5" fill="{FILL[colour]}"{stroke}/>'
        f'<text x="{x + size / 2:.1f}" y="{y + size * 0.72:.1f}" font-size="{size * 0.62:.1f}" '
        f'text-anchor="middle" font-weight="700" fill="{INK[colour]}">{LETTER[colour]}</text></g>'
    )


def _tiles_row(
    x: float,
    y: float,
    tiles: list[str],
    *,
    size: float = 23,
    limit_x: float = WIDTH - 8,
    mark: bool = False,
    pick: dict[str, Any] | None = None,
    where: str = "",
) -> tuple[str, float]:
    """Tiles left to right, wrapping; returns the SVG and the y below the last row.
    ``pick`` (fields shared by every tile) gets each tile's colour added."""
    parts: list[str] = []
    cx, cy = x, y
    for colour in tiles:
        if cx + size > limit_x:
            cx, cy = x, cy + size + 3
        fields = None if pick is None else {**pick, "colour": colour}
        parts.append(_tile(cx, cy, colour, size, mark=mark, pick=fields, where=where))
        cx += size + 2
    return "".join(parts), cy + size + 3


def _label(
    x: float,
    y: float,
    text: str,
    size: float = 12,
    *,
    anchor: str = "start",
    weight: str = "normal",
) -> str:
    return svg.text(x, y, text, size=size, anchor=anchor, weight=weight)


def _space_angle(star: str, space: int) -> float:
    """The direction (radians, screen coordinates) from a star's centre to its printed
    ``space`` (1..6): space 1 where the board prints it, the rest clockwise."""
    position = (SPACE_ONE_POSITION[STAR_INDEX[star]] + space - 1) % 6
    return math.radians(-90 + 60 * position)


def _star(
    cx: float,
    cy: float,
    star: str,
    cells: list[str | None],
    costs: list[int],
    marked: set[int],
    *,
    pickable: bool = False,
) -> str:
    parts = [f'<g class="star star-{star}" role="group" aria-label="{escape(STAR_KO[star])}">']
    for index in range(6):
        theta = _space_angle(star, index + 1)

        def point(angle: float, length: float) -> tuple[float, float]:
            return cx + length * math.cos(angle), cy + length * math.sin(angle)

        a = point(theta - math.pi / 6, SIDE)
        b = point(theta, SIDE * math.sqrt(3))
        c = point(theta + math.pi / 6, SIDE)
        label_x, label_y = point(theta, SIDE * math.sqrt(3) / 2)
        colour = cells[index]
        fill = FILL[colour] if colour else ("#ffffff" if star == "centre" else "#f6f0e4")
        tint = "" if colour or star == "centre" else f' stroke="{FILL[star]}"'
        stroke = (
            f' stroke="{HIGHLIGHT}" stroke-width="3"{CHANGED}'
            if index in marked
            else (tint or ' stroke="#777"') + ' stroke-width="1"'
        )
        attrs = ""
        if pickable and not colour:
            attrs = _pick(
                {"star": star, "space": index + 1},
                f"{STAR_KO[star]} {index + 1}번 칸 (비용 {costs[index]})",
            )
        parts.append(
            f'<path d="M{cx:.1f},{cy:.1f} L{a[0]:.1f},{a[1]:.1f} L{b[0]:.1f},{b[1]:.1f} '
            f'L{c[0]:.1f},{c[1]:.1f} Z" fill="{fill}"{stroke}{attrs}/>'
        )
        if colour:
            text, ink, size = LETTER[colour], INK[colour], 13
        else:
            text, ink, size = str(costs[index]), "#555", 12
        parts.append(
            f'<text x="{label_x:.1f}" y="{label_y + 4.5:.1f}" font-size="{size}" '
            f'text-anchor="middle" fill="{ink}">{text}</text>'
        )
    parts.append("</g>")
    return "".join(parts)


def _tip(centre: tuple[float, float], star: str, space: int) -> tuple[float, float]:
    """The outer point of printed ``space`` (1..6) of ``star`` drawn around ``centre``."""
    theta = _space_angle(star, space)
    length = SIDE * math.sqrt(3)
    return centre[0] + length * math.cos(theta), centre[1] + length * math.sin(theta)


FEATURE_ICON = {
    # a pane with glazing bars
    "window": '<rect x="-4.5" y="-5" width="9" height="10" rx="3" fill="{pane}" {line}/>'
    '<path d="M0,-5 V5 M-4.5,0.5 H4.5" {line}/>',
    # a bust on a plinth
    "statue": '<circle cx="0" cy="-2.6" r="2.6" fill="{fill}" {line}/>'
    '<path d="M-4,5 L-2.5,0.6 H2.5 L4,5 Z" fill="{fill}" {line}/>',
    # a column between two capitals
    "pillar": '<rect x="-2" y="-3.5" width="4" height="7" fill="{fill}" {line}/>'
    '<rect x="-3.5" y="-5" width="7" height="1.8" fill="{fill}" {line}/>'
    '<rect x="-3.5" y="3.2" width="7" height="1.8" fill="{fill}" {line}/>',
}
FEATURE_SCALE = 1.2


def _feature_icon(kind: str, x: float, y: float, *, done: bool = False) -> str:
    """A window, statue or pillar, about 12 units across, centred on (x, y); gold once the
    spaces around it are filled."""
    fill = "#f2c94c" if done else "#efe8d8"
    drawing = FEATURE_ICON[kind].format(
        fill=fill,
        pane="#f2c94c" if done else "#d7e8f6",
        line='stroke="#6b5d45" stroke-width="0.9"',
    )
    return f'<g transform="translate({x:.1f},{y:.1f}) scale({FEATURE_SCALE})">{drawing}</g>'


def _features(centres: dict[str, tuple[float, float]], board: dict[str, list[str | None]]) -> str:
    """The 18 pillars, statues and windows of a board, each in the gap its spaces surround
    (where the printed board has it), filled once every one of those spaces is."""
    parts = ['<g class="features" aria-hidden="true" pointer-events="none">']
    for feature in FEATURES:
        spaces = [(STARS[c // 6], c % 6 + 1) for c in feature.cells]
        tips = [_tip(centres[star], star, space) for star, space in spaces]
        x = sum(t[0] for t in tips) / len(tips)
        y = sum(t[1] for t in tips) / len(tips)
        done = all(board[star][space - 1] for star, space in spaces)
        parts.append(
            f'<g class="feature feature-{feature.kind}{" done" if done else ""}">'
            f"{_feature_icon(feature.kind, x, y, done=done)}</g>"
        )
    parts.append("</g>")
    return "".join(parts)


def _feature_legend(y: float) -> tuple[str, float]:
    """One line under the boards: what the three pictures are and what each gives."""
    bonus = {f.kind: f.bonus for f in FEATURES}
    parts: list[str] = []
    x = 12.0
    for kind in ("window", "statue", "pillar"):
        parts.append(_feature_icon(kind, x + 6, y + 8))
        text = f"{FEATURE_KO[kind]} {bonus[kind]}장"
        parts.append(_label(x + 15, y + 12, text, 12))
        x += 15 + 11 * len(text) + 14  # a Hangul syllable, a digit and a space ≈ 11 units
    note = "둘러싼 칸을 다 채우면 공급처에서 가져갈 타일"
    parts.append(_label(12, y + 30, note, 12))
    return "".join(parts), y + 38


def _player_panel(
    y: float,
    seat: int,
    name: str,
    state: dict[str, Any],
    highlight: dict[str, Any],
    static: bool = False,
) -> tuple[str, float]:
    board = state["boards"][seat]
    costs = state["costs"]
    to_move = state.get("to_move")
    parts: list[str] = []
    flags = []
    if state.get("token") == seat:
        flags.append("선 플레이어 토큰")
    if state["passed"][seat]:
        flags.append("패스함")
    if to_move == seat:
        flags.append("차례")
    header = f"{name} · {state['scores'][seat]}점" + (f" ({', '.join(flags)})" if flags else "")
    panel_top = y
    y += 16
    parts.append(_label(10, y, header, 13, weight="bold"))
    if (
        not static
        and state["phase"] == "place"
        and to_move == seat
        and not state.get("pending_bonus")
    ):
        # passing is a move of every round: a part of the board, not only the move list's
        # twenty-odd "패스 (보관: …)" entries
        parts.append(
            f'<g class="pass-button"{_pick({"type": "pass"}, f"{name}: 패스 (이번 라운드에 더 놓지 않기)")}>'
            f'<rect x="{WIDTH - 76}" y="{y - 17:.1f}" width="64" height="26" rx="13" '
            f'fill="#ffffff" stroke="#555" stroke-width="1.2"/>'
            f'<text x="{WIDTH - 44}" y="{y + 1:.1f}" font-size="13" text-anchor="middle" '
            f'font-weight="700" fill="#222">패스</text></g>'
        )
    y += 8
    centre_x, centre_y = WIDTH / 2, y + STAR_GAP + SIDE * math.sqrt(3) - 6
    cells_marked: dict[str, set[int]] = {}
    for cell in highlight.get("cells") or []:
        if cell.get("player") == seat:
            cells_marked.setdefault(cell.get("star"), set()).add(int(cell.get("space", 0)) - 1)
    centres: dict[str, tuple[float, float]] = {}
    for star, cells in board.items():
        if star == "centre":
            sx, sy = centre_x, centre_y
        else:
            angle = math.radians(STAR_DIRECTION[star])
            sx = centre_x + STAR_GAP * math.cos(angle)
            sy = centre_y + STAR_GAP * math.sin(angle)
        placing = state["phase"] == "place" and to_move == seat and not state.get("pending_bonus")
        parts.append(
            _star(sx, sy, star, cells, costs[star], cells_marked.get(star, set()), pickable=placing)
        )
        centres[star] = (sx, sy)
    parts.append(_features(centres, board))
    y = centre_y + STAR_GAP + SIDE * math.sqrt(3) + 8
    hand = state["hands"][seat]
    corners = state["corners"][seat]
    parts.append(_label(10, y + 16, "가진 타일:" if hand else "가진 타일: 없음", 12))
    placing = state["phase"] == "place" and to_move == seat and not state.get("pending_bonus")
    row, y = _tiles_row(76, y, hand, pick={} if placing else None, where=f"{name}의 가진 타일:")
    parts.append(row)
    if corners:
        parts.append(_label(10, y + 16, "귀퉁이 보관:", 12))
        row, y = _tiles_row(88, y, corners)
        parts.append(row)
    y += 4
    outline = HIGHLIGHT if highlight.get("player") == seat else "#bbb"
    width = 2.5 if highlight.get("player") == seat or to_move == seat else 1
    parts.insert(
        0,
        f'<rect x="4" y="{panel_top:.1f}" width="{WIDTH - 8}" '
        f'height="{y - panel_top:.1f}" rx="8" fill="#fffdf8" stroke="{outline}" '
        f'stroke-width="{width}"{CHANGED if highlight.get("player") == seat else ""}/>',
    )
    return "".join(parts), y + 6


def _normalise(highlight: dict[str, Any], to_move: Any) -> dict[str, Any]:
    """Turn ``{"events", "move", "refused"}`` into cells, factories, centre, supply, player."""
    if "events" not in highlight and "move" not in highlight:
        return highlight
    out: dict[str, Any] = {"cells": [], "factories": []}
    for event in highlight.get("events") or []:
        kind = event.get("type")
        if "player" in event and kind in {"take", "place", "pass", "bonus", "start-token"}:
            out["player"] = event["player"]
        if kind == "take":
            if event.get("source") == "centre":
                out["centre"] = True
            else:
                out["factories"].append(event.get("source"))
        elif kind == "to-centre":
            out["centre"] = True
        elif kind == "place":
            out["cells"].append(
                {
                    "player": event.get("player"),
                    "star": event.get("star"),
                    "space": event.get("space"),
                }
            )
        elif kind in {"bonus", "supply-refill"}:
            out["supply"] = True
    move = highlight.get("move") or {}
    if highlight.get("refused") and move.get("type") == "take":
        source = move.get("source")
        if source == "centre":
            out["centre"] = True
        else:
            out["factories"].append(source)
    if highlight.get("refused") and move.get("type") == "place":
        out["cells"].append(
            {"player": to_move, "star": move.get("star"), "space": move.get("space")}
        )
    return out


def _colours(tiles: list[str]) -> str:
    """ "주황 2, 파랑 1": each colour once, in the order met."""
    return ", ".join(f"{COLOUR_KO[c]} {tiles.count(c)}" for c in dict.fromkeys(tiles))


def _describe(state: dict[str, Any], names: list[str]) -> str:
    """The whole position in words, for a screen reader: what the board shows."""
    phase = PHASE_KO.get(state["phase"], state["phase"])
    parts = [f"{state['round']}라운드, {phase}, 조커 {COLOUR_KO[state['wild']]}."]
    for i, tiles in enumerate(state["factories"]):
        if tiles:
            parts.append(f"공장 {i + 1}: {_colours(tiles)}.")
    parts.append(f"테이블 중앙: {_colours(state['centre']) or '비어 있음'}.")
    parts.append(f"공급처: {_colours(state['supply']) or '비어 있음'}.")
    for seat, name in enumerate(names):
        filled = []
        for star, cells in state["boards"][seat].items():
            spaces = [str(i + 1) for i, c in enumerate(cells) if c]
            if spaces:
                filled.append(f"{STAR_KO[star]} {'·'.join(spaces)}번 칸")
        hand = state["hands"][seat]
        corners = state["corners"][seat]
        parts.append(
            f"{name} {state['scores'][seat]}점; 채운 칸: "
            f"{', '.join(filled) if filled else '없음'}; 가진 타일: "
            f"{_colours(hand) if hand else '없음'}"
            + (f"; 귀퉁이 보관: {_colours(corners)}" if corners else "")
            + ("; 패스함" if state["passed"][seat] else "")
            + "."
        )
    return " ".join(parts)


def render_svg(
    state: dict[str, Any],
    *,
    names: list[str] | None = None,
    highlight: dict[str, Any] | None = None,
) -> str:
    """The position as an inline SVG string."""
    # a board only looked at (a tutorial step, an example) offers no 패스 to press
    static = bool((highlight or {}).get("static"))
    highlight = _normalise(highlight or {}, state.get("to_move"))
    players = int(state["players"])
    names = list(names or state.get("names") or default_names(players))
    wild = state["wild"]
    phase = PHASE_KO.get(state["phase"], state["phase"])
    to_move = state.get("to_move")
    turn = f"{names[to_move]} 차례" if isinstance(to_move, int) else "게임 끝"
    title = f"아줄: 여름 별장 {state['round']}라운드 (조커 {COLOUR_KO[wild]}), {phase}, {turn}"
    desc = _describe(state, names)
    parts: list[str] = []
    y = 18.0
    parts.append(_label(8, y, f"{state['round']}라운드 · {phase}", 13, weight="bold"))
    parts.append(_label(WIDTH - 34, y, "조커", 12, anchor="end"))
    parts.append(_tile(WIDTH - 30, y - 16, wild))
    y += 12
    if state["phase"] != "over":
        parts.append(
            _label(
                8,
                y + 10,
                turn
                + (
                    f" · 보너스 {state['pending_bonus']}장 고르는 중"
                    if state.get("pending_bonus")
                    else ""
                ),
                12,
            )
        )
        y += 18
    # factories: two columns of "공장 N" rows
    marked_factories = set(highlight.get("factories") or [])
    factories = state["factories"]
    col_width = (WIDTH - 16) / 2
    if factories and not any(factories) and not marked_factories:
        # all empty (the placing phase): one line, not a row of "비어 있음" for each
        parts.append(_label(8, y + 16, f"공장 {len(factories)}개: 모두 비어 있음", 12))
        factories = []
    for index, tiles in enumerate(factories):
        col, row = index % 2, index // 2
        fx = 8 + col * col_width
        fy = y + row * 30
        mark = index in marked_factories
        parts.append(
            f'<rect x="{fx:.1f}" y="{fy:.1f}" width="{col_width - 4:.1f}" height="27" '
            f'rx="13" fill="#efe6d2" stroke="{HIGHLIGHT if mark else "#b9a77f"}" '
            f'stroke-width="{2.5 if mark else 1}"{CHANGED if mark else ""}/>'
        )
        parts.append(_label(fx + 8, fy + 18, f"공장 {index + 1}", 12))
        drafting = state["phase"] == "draft"
        row_svg, _ = _tiles_row(
            fx + 54,
            fy + 2,
            tiles,
            pick={"source": index} if drafting else None,
            where=f"공장 {index + 1}의",
        )
        parts.append(row_svg if tiles else _label(fx + 54, fy + 18, "비어 있음", 12))
    y += ((len(factories) + 1) // 2) * 30 + 6 if factories else 24
    parts.append(_label(8, y + 16, "테이블 중앙:" + ("" if state["centre"] else " 비어 있음"), 12))
    row_svg, y = _tiles_row(
        92,
        y,
        state["centre"],
        mark=bool(highlight.get("centre")),
        pick={"source": "centre"} if state["phase"] == "draft" else None,
        where="테이블 중앙의",
    )
    parts.append(row_svg)
    parts.append(_label(8, y + 16, f"공급처 ({len(state['supply'])}장):", 12))
    row_svg, y = _tiles_row(
        92,
        y,
        state["supply"],
        mark=bool(highlight.get("supply")),
        pick={} if state.get("pending_bonus") else None,
        where="공급처의",
    )
    parts.append(row_svg)
    parts.append(
        _label(8, y + 12, f"주머니 {state['bag_count']}장 · 탑 {len(state['tower'])}장", 12)
    )
    y += 20
    # each player's board a group the play page can show on its own (a tab per player on a
    # phone, where three or four boards ran to several screens), as Azul's are
    seats = svg.uid(json.dumps([state, names], sort_keys=True, default=str))
    for seat in range(players):
        top = y
        panel, y = _player_panel(y, seat, names[seat], state, highlight, static)
        opened = svg.seat_board_open(seats, seat, top, y - top, names[seat], to_move == seat)
        parts.append(f"{opened}{panel}</g>")
    legend, bottom = _feature_legend(y)
    parts.append(f'<g class="board-legend" data-y="{y:.1f}">{legend}</g>')
    y = bottom
    height = math.ceil(y + 4)
    body = svg.background(WIDTH, height, "#fbf7ef") + "".join(parts)
    return svg.svg_document(
        id_prefix="sp",
        drawing_id=svg.uid(body, title, desc),
        title=title,
        description=desc,
        view_box=f"0 0 {WIDTH} {height}",
        css_class="board summer-pavilion",
        extra=' preserveAspectRatio="xMidYMin meet"',
        font_family="sans-serif",
        body=body,
    )
