"""SVG pieces every game renderer repeats: the labelled ``<svg>`` itself, texts, pickable
parts, dashed highlight outlines, and letter colours that keep their contrast.

The renderers (``tutor/games/<id>/render.py``) draw their own boards with these; the
conventions they share are those of :func:`tutor.games.render_svg`: presentation attributes
only (no ``style``: the site's CSP forbids inline styles), every pickable part a
``data-pick`` JSON object of move fields with a Korean ``aria-label``, and ids made unique
per drawing so that two boards on one page never share one.
"""

from __future__ import annotations

import hashlib
import json
from html import escape
from typing import Any

__all__ = [
    "DARK_INK",
    "LIGHT_INK",
    "background",
    "contrast",
    "escape",
    "ink_for",
    "outline",
    "pick_attrs",
    "pick_group",
    "svg_document",
    "text",
    "uid",
]

DARK_INK = "#1a1a1a"  # every dark text on a light ground
LIGHT_INK = "#ffffff"


def uid(*parts: str) -> str:
    """Eight hex digits that tell one drawing from another (ids in a page must be unique:
    a FAQ shows a position before and after its move, a card list several boards)."""
    digest = hashlib.sha1()
    for part in parts:
        digest.update(part.encode("utf-8"))
    return digest.hexdigest()[:8]


def text(
    x: float,
    y: float,
    content: str,
    *,
    size: float = 12,
    anchor: str = "start",
    weight: str = "400",
    fill: str = DARK_INK,
) -> str:
    """A ``<text>`` (escaped) at x, y (the baseline), ``size`` user units."""
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" text-anchor="{anchor}" '
        f'font-weight="{weight}" fill="{fill}">{escape(content)}</text>'
    )


def pick_attrs(fields: dict[str, Any], label: str) -> str:
    """The attributes of a pickable part of a move, with a leading space: ``data-pick`` (the
    move fields it stands for, as JSON), ``role="group"`` and the Korean ``aria-label``.

    The role is a group, not a button: off the play page (tutorials, FAQ examples) the part
    does nothing when pressed; the play page makes the parts of the live board buttons
    itself (``static/play.js``)."""
    data = escape(json.dumps(fields, ensure_ascii=False))
    return f' data-pick="{data}" role="group" aria-label="{escape(label)}"'


def try_attrs(fields: dict[str, Any]) -> str:
    """The attribute of a part no legal move uses but a person may well tap (an Indigo cell
    that already holds a tile): ``data-try``, the move fields a tap there stands for, so the
    play page asks the engine why that move is refused instead of doing nothing. Not a pick:
    no role, no label of its own, no tab stop (the position's description says what is there)."""
    return f' data-try="{escape(json.dumps(fields, ensure_ascii=False))}"'


def seat_board_open(
    drawing: str, seat: int, top: float, height: float, name: str, to_move: bool
) -> str:
    """The opening tag of one player's board within a drawing (``drawing``: its id prefix),
    which the play page shows on its own on a phone, a tab per player (``static/play.js``
    ``seatTabs``: it reads ``data-y``, ``data-h`` and ``data-to-move``)."""
    return (
        f'<g class="seat-board" id="seat-board-{drawing}-{seat}" data-seat="{seat}" '
        f'data-y="{top:.1f}" data-h="{height:.1f}"'
        + (' data-to-move="true"' if to_move else "")
        + f' role="group" aria-label="{escape(name)}의 판">'
    )


def pick_group(fields: dict[str, Any], label: str, inner: str) -> str:
    """``inner`` wrapped in a ``<g>`` carrying :func:`pick_attrs`."""
    return f"<g{pick_attrs(fields, label)}>{inner}</g>"


def outline(
    x: float,
    y: float,
    width: float,
    height: float,
    *,
    pad: float,
    rx: float,
    stroke_width: float,
    dash: str,
    css_class: str,
) -> str:
    """A thick black dashed frame ``pad`` units outside a box: what a step changed, marked
    by shape as well as place (never by colour alone)."""
    return (
        f'<rect x="{x - pad:.1f}" y="{y - pad:.1f}" width="{width + 2 * pad:.1f}" '
        f'height="{height + 2 * pad:.1f}" rx="{rx:g}" fill="none" stroke="#000000" '
        f'stroke-width="{stroke_width:g}" stroke-dasharray="{dash}" class="{css_class}"/>'
    )


def background(width: float, height: float, fill: str) -> str:
    """The drawing's ground, a rectangle from the origin."""
    return f'<rect width="{width:g}" height="{height:g}" fill="{fill}"/>'


def svg_document(
    *,
    id_prefix: str,
    drawing_id: str,
    title: str,
    description: str,
    view_box: str,
    body: str,
    css_class: str = "",
    font_family: str = "",
    extra: str = "",
    defs: str = "",
) -> str:
    """The ``<svg>`` of a board: it scales to its container's width, is a labelled group
    (``aria-labelledby`` its ``<title>`` and ``<desc>``, ids ``{id_prefix}-title-{drawing_id}``
    and ``…-desc-…``) and holds ``defs`` then ``body``. ``extra``: further attributes,
    each with a leading space."""
    title_id = f"{id_prefix}-title-{drawing_id}"
    desc_id = f"{id_prefix}-desc-{drawing_id}"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{view_box}" width="100%" '
        f'role="group" aria-labelledby="{title_id} {desc_id}"'
        + (f' class="{css_class}"' if css_class else "")
        + extra
        + (f' font-family="{font_family}"' if font_family else "")
        + ">"
        f'<title id="{title_id}">{escape(title)}</title>'
        f'<desc id="{desc_id}">{escape(description)}</desc>' + defs + body + "</svg>"
    )


def _luminance(colour: str) -> float:
    """WCAG relative luminance of ``#rrggbb``."""
    channels = []
    for i in (1, 3, 5):
        c = int(colour[i : i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first: str, second: str) -> float:
    """WCAG contrast ratio of two ``#rrggbb`` colours (1 to 21)."""
    a, b = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def ink_for(fill: str) -> str:
    """The letter colour for a tile of colour ``fill``: white or near-black, whichever
    contrasts more with it."""
    return LIGHT_INK if contrast(LIGHT_INK, fill) > contrast(DARK_INK, fill) else DARK_INK
