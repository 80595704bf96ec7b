"""A Rummikub position as an accessible inline SVG, drawn from ``RummikubState.to_json()``.

The table's sets are laid out in rows, then every player's rack. A tile shows its number in
its colour and, under it, the colour's Korean initial (빨·파·검·주) so that colour never carries
the meaning alone; a joker shows "J" and "조커". Tiles placed or drawn in the step being shown
get a thick dashed outline. The drawing is 360 units wide and scales to the page width: on a
390 px phone every text on it is 12 px or more.
No ``style`` attributes (the site's CSP forbids inline styles).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tutor.games import svg
from tutor.games.rummikub.sets import COLOURS, JOKER, describe_set, is_tile, tile_name
from tutor.games.svg import escape
from tutor.korean import default_names, player_name

WIDTH = 360
MARGIN = 8
TILE_W, TILE_H, GAP, SET_GAP, ROW_GAP = 25, 36, 1, 9, 8  # 13 tiles to a row
INK = {
    "r": "#b3261e",
    "b": "#1d4f9c",
    "k": "#1a1a1a",
    "o": "#9a4d00",
    JOKER: "#6a1b9a",
}  # as the editor (.rk-c-o): ≥ 4.5:1 on FACE
INITIAL = {c: name[0] for c, name in COLOURS.items()}
FACE = "#fbf6e9"


def _text(
    x: float,
    y: float,
    text: str,
    *,
    size: float = 11,
    anchor: str = "start",
    weight: str = "400",
    fill: str = "#1a1a1a",
) -> str:
    return svg.text(x, y, text, size=size, anchor=anchor, weight=weight, fill=fill)


def _tile(x: float, y: float, tile: str, *, marked: bool = False) -> str:
    label = tile_name(tile) if is_tile(tile) else tile
    parts = [
        f'<g role="img" aria-label="{escape(label)}">',
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{TILE_W}" height="{TILE_H}" rx="3" '
        f'fill="{FACE}" stroke="#5f5a4d" stroke-width="0.8"/>',
    ]
    if tile == JOKER:
        ink = INK[JOKER]
        parts.append(
            _text(x + TILE_W / 2, y + 17, "J", size=16, anchor="middle", weight="700", fill=ink)
        )
        parts.append(_text(x + TILE_W / 2, y + 31, "조커", size=11.5, anchor="middle", fill=ink))
    elif is_tile(tile):
        colour, number = tile[0], tile[1:]
        ink = INK[colour]
        parts.append(
            _text(
                x + TILE_W / 2,
                y + 17,
                number,
                size=16 if len(number) < 2 else 14,
                anchor="middle",
                weight="700",
                fill=ink,
            )
        )
        parts.append(
            _text(x + TILE_W / 2, y + 31, INITIAL[colour], size=12, anchor="middle", fill=ink)
        )
    if marked:
        parts.append(
            svg.outline(
                x,
                y,
                TILE_W,
                TILE_H,
                pad=2,
                rx=4,
                stroke_width=2.2,
                dash="4 2",
                css_class="rummikub-highlight",
            )
        )
    parts.append("</g>")
    return "".join(parts)


def _flow(
    groups: list[list[str]], top: float, marks: list[list[bool]], labels: list[str] | None = None
) -> tuple[list[str], float]:
    """Lay out groups of tiles left to right, wrapping rows; returns the parts and the new top."""
    out: list[str] = []
    x, y = MARGIN, top
    for index, group in enumerate(groups):
        width = len(group) * (TILE_W + GAP) - GAP
        if x > MARGIN and x + width > WIDTH - MARGIN:
            x, y = MARGIN, y + TILE_H + ROW_GAP
        if width > WIDTH - 2 * MARGIN:  # a very long run: wrap inside it
            per_row = (WIDTH - 2 * MARGIN + GAP) // (TILE_W + GAP)
            chunks = [group[i : i + per_row] for i in range(0, len(group), per_row)]
        else:
            chunks = [group]
        label = labels[index] if labels else None
        out.append(f'<g role="group" aria-label="{escape(label)}">' if label else "<g>")
        position = 0
        for c, chunk in enumerate(chunks):
            if c:
                x, y = MARGIN, y + TILE_H + ROW_GAP
            for tile in chunk:
                out.append(_tile(x, y, tile, marked=marks[index][position]))
                x += TILE_W + GAP
                position += 1
        out.append("</g>")
        x += SET_GAP
    return out, y + TILE_H


def _tried(move: Any, table: list[list[str]]) -> list[str]:
    """The tiles a play's new table holds beyond the table it was tried on: those it meant to
    lay down from the rack (none for a move that is not a readable play)."""
    if not isinstance(move, dict) or not isinstance(move.get("table"), list):
        return []
    wanted = Counter(
        t for s in move["table"] if isinstance(s, list) for t in s if isinstance(t, str)
    )
    return list((wanted - Counter(t for s in table for t in s)).elements())


def _table_marks(table: list[list[str]], placed: list[str]) -> list[list[bool]]:
    left = Counter(placed)
    marks = []
    for group in table:
        row = []
        for tile in group:
            hit = left[tile] > 0
            if hit:
                left[tile] -= 1
            row.append(hit)
        marks.append(row)
    return marks


def _describe(
    table: list[list[str]],
    racks: list[list[str] | None],
    counts: list[int],
    names: list[str],
    melded: list[bool],
    conceal: set[int],
    finished: bool,
) -> str:
    """The position in words: every set on the table, then every rack (a concealed rack
    only by its size), for a screen reader."""
    parts = [
        "테이블: "
        + (", ".join(describe_set(s) for s in table) if table else "아직 내려놓은 세트가 없습니다")
        + "."
    ]
    for seat, rack in enumerate(racks):
        name = names[seat] if seat < len(names) else player_name(seat)
        note = "등록 완료" if seat < len(melded) and melded[seat] else "등록 전"
        shown = (
            ""
            if (seat in conceal and not finished) or not rack
            else (": " + ", ".join(tile_name(t) if is_tile(t) else t for t in rack))
        )
        size = counts[seat] if seat < len(counts) else len(rack or [])
        parts.append(f"{name}의 받침대 {size}장({note}){shown}.")
    return " ".join(parts)


def render_svg(
    state: dict[str, Any],
    *,
    names: list[str] | None = None,
    highlight: dict[str, Any] | None = None,
) -> str:
    """The position as an SVG string (``role="group"`` with a Korean ``<title>``)."""
    table: list[list[str]] = [list(s) for s in state.get("table") or []]
    # a rack the viewer may not see is None (tutor.games.rummikub.state.view): face down
    racks: list[list[str] | None] = [
        None if r is None else list(r) for r in state.get("racks") or []
    ]
    counts = list(state.get("rack_counts") or [len(r or []) for r in racks])
    players = len(racks)
    names = list(names or state.get("names") or default_names(players))
    melded = list(state.get("melded") or [False] * players)
    to_move = state.get("to_move")
    events = list((highlight or {}).get("events") or [])
    refused = bool((highlight or {}).get("refused"))
    conceal = set((highlight or {}).get("conceal") or [])  # seats whose racks stay face down
    placed: list[str] = []
    drawn: dict[int, list[str]] = {}
    for event in events:
        if event.get("type") == "play":
            placed += list(event.get("placed") or [])
        elif event.get("type") == "draw":
            drawn.setdefault(int(event.get("player", 0)), []).extend(event.get("tiles") or [])
    tried = _tried((highlight or {}).get("move"), table) if refused else []
    if tried and isinstance(to_move, int):
        # the rack tiles a refused play meant to lay down, outlined as a move's tiles are
        drawn.setdefault(to_move, []).extend(tried)

    pool = int(state.get("pool_count", len(state.get("pool") or [])))
    if state.get("finished"):
        status = "게임 종료"
        winners = state.get("winners") or []
        if winners:
            status += ": " + ", ".join(names[w] for w in winners if w < len(names)) + " 승리"
    elif to_move is not None and to_move < len(names):
        status = f"{names[to_move]} 차례"
    else:
        status = ""
    title = (
        f"루미큐브 테이블: 세트 {len(table)}개, 타일 {sum(map(len, table))}장. "
        f"공용 더미 {pool}장. {status}"
    )
    body: list[str] = []
    y = 18.0
    body.append(_text(MARGIN, y, "테이블", size=13, weight="700"))
    body.append(_text(WIDTH - MARGIN, y, f"공용 더미 {pool}장 · {status}", size=12, anchor="end"))
    y += 8
    if refused:
        body.append(
            _text(
                MARGIN,
                y + 10,
                "거절된 수: 테이블과 받침대는 그대로입니다"
                + (" (내려던 타일은 점선)" if tried else ""),
                size=12,
                weight="700",
                fill="#8a1c1c",
            )
        )
        y += 16
    if table:
        labels = [describe_set(s) for s in table]
        parts, y = _flow(table, y, _table_marks(table, placed), labels)
        body += parts
    else:
        body.append(
            _text(MARGIN, y + 16, "(아직 내려놓은 세트가 없습니다)", size=12, fill="#555555")
        )
        y += 24
    y += 14
    for seat, rack in enumerate(racks):
        name = names[seat] if seat < len(names) else player_name(seat)
        note = "등록 완료" if seat < len(melded) and melded[seat] else "등록 전"
        arrow = "▶ " if seat == to_move and not state.get("finished") else ""
        y += 14
        size = counts[seat] if seat < len(counts) else len(rack or [])
        body.append(
            _text(MARGIN, y, f"{arrow}{name}의 받침대 · {size}장 · {note}", size=12, weight="700")
        )
        y += 6
        left = Counter(drawn.get(seat, []))
        marks = []
        for tile in rack or []:
            hit = left[tile] > 0
            if hit:
                left[tile] -= 1
            marks.append(hit)
        if size and (rack is None or seat in conceal) and not state.get("finished"):
            body.append(
                _text(MARGIN, y + 14, f"(타일 {size}장을 가리고 있습니다)", size=12, fill="#555555")
            )
            y += 20
        elif rack:
            parts, y = _flow([rack], y, [marks], [f"{name}의 받침대"])
            body += parts
        else:
            body.append(_text(MARGIN, y + 14, "(비었습니다)", size=12, fill="#555555"))
            y += 20
        y += 6
    scores = state.get("scores")
    if state.get("finished") and scores:
        y += 14
        line = " · ".join(f"{names[p]} {s:+d}점" for p, s in enumerate(scores) if p < len(names))
        body.append(_text(MARGIN, y, f"점수: {line}", size=12, weight="700"))
        y += 6
    height = int(y + MARGIN)
    desc = _describe(table, racks, counts, names, melded, conceal, bool(state.get("finished")))
    drawing = svg.background(WIDTH, height, "#f4f1ea") + "".join(body)
    return svg.svg_document(
        id_prefix="rummikub",
        drawing_id=svg.uid(drawing, title, desc),
        title=title,
        description=desc,
        view_box=f"0 0 {WIDTH} {height}",
        css_class="board rummikub",
        body=drawing,
    )
