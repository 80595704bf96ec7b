"""tutor.games.svg: the pieces the four renderers share."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from tutor.games import svg

NS = "{http://www.w3.org/2000/svg}"


def test_contrast_matches_wcag_reference_values() -> None:
    assert svg.contrast("#ffffff", "#000000") == pytest.approx(21.0)
    assert svg.contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert svg.contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert svg.contrast("#123456", "#123456") == pytest.approx(1.0)


@pytest.mark.parametrize(
    "fill, ink",
    [
        ("#1d4f9c", "#ffffff"),
        ("#f3c737", "#1a1a1a"),
        ("#e8792b", "#1a1a1a"),
        ("#2e8b57", "#ffffff"),
    ],
)
def test_ink_for_takes_the_stronger_contrast(fill: str, ink: str) -> None:
    assert svg.ink_for(fill) == ink
    other = svg.DARK_INK if ink == svg.LIGHT_INK else svg.LIGHT_INK
    assert svg.contrast(ink, fill) > svg.contrast(other, fill)


def test_text_escapes_and_formats_numbers() -> None:
    drawn = svg.text(1, 2.25, "<A & B>", size=11.5, anchor="end", weight="700")
    element = ET.fromstring(drawn.replace("<text", f'<text xmlns="{NS[1:-1]}"', 1))
    assert element.text == "<A & B>"
    assert (element.get("x"), element.get("y"), element.get("font-size")) == ("1.0", "2.2", "11.5")
    assert element.get("text-anchor") == "end" and element.get("font-weight") == "700"


def test_pick_group_carries_fields_label_and_an_inert_role() -> None:
    drawn = svg.pick_group(
        {"source": "centre", "colour": '파랑 "진한"'}, "중앙의 <파랑>", "<rect/>"
    )
    element = ET.fromstring(drawn)
    assert json.loads(element.get("data-pick", "")) == {"source": "centre", "colour": '파랑 "진한"'}
    assert element.get("aria-label") == "중앙의 <파랑>"
    assert element.get("role") == "group"
    assert "style" not in drawn


def test_outline_frames_the_box_outside() -> None:
    element = ET.fromstring(
        svg.outline(
            10, 20, 30, 40, pad=3, rx=5, stroke_width=3, dash="6 3", css_class="x-highlight"
        )
    )
    assert [float(element.get(k, "")) for k in ("x", "y", "width", "height")] == [7, 17, 36, 46]
    assert element.get("fill") == "none" and element.get("class") == "x-highlight"


def test_svg_document_is_labelled_by_its_own_title_and_desc() -> None:
    drawing = svg.svg_document(
        id_prefix="g",
        drawing_id=svg.uid("a"),
        title="제목 <1>",
        description="설명",
        view_box="0 0 10 10",
        body=svg.background(10, 10, "#ffffff"),
        css_class="board",
        extra=' preserveAspectRatio="xMidYMin meet"',
    )
    root = ET.fromstring(drawing)
    assert root.get("role") == "group" and root.get("width") == "100%"
    title_id, desc_id = root.get("aria-labelledby", "").split()
    title, desc = root.find(f"{NS}title"), root.find(f"{NS}desc")
    assert title is not None and desc is not None
    assert title.get("id") == title_id and title.text == "제목 <1>"
    assert desc.get("id") == desc_id
    assert root.get("class") == "board" and root.get("preserveAspectRatio") == "xMidYMin meet"
    assert svg.uid("a") != svg.uid("b") and svg.uid("a", "b") == svg.uid("ab")


def test_every_tile_letter_is_readable_on_its_tile() -> None:
    """A tile's letter (빨·파·초·에 …, 11-13 px) has at least 4.5:1 against its tile (WCAG
    1.4.3 for small text): Rummikub's orange 주 was 4.26, Indigo's emerald 에 3.42 and
    Summer Pavilion's green 초 4.25 (axe cannot check text drawn in SVG)."""
    from tutor.games.azul.render import TILE_FILL, TILE_INK
    from tutor.games.indigo.render import GEM_STYLE
    from tutor.games.rummikub.render import FACE
    from tutor.games.rummikub.render import INK as RUMMIKUB_INK
    from tutor.games.summer_pavilion.render import FILL, INK

    pairs = [(fill, INK[c]) for c, fill in FILL.items()]
    pairs += [(fill, TILE_INK[c]) for c, fill in TILE_FILL.items()]
    pairs += [(fill, ink) for fill, _letter, ink in GEM_STYLE.values()]
    pairs += [(FACE, ink) for ink in RUMMIKUB_INK.values()]
    low = [(fill, ink, round(svg.contrast(fill, ink), 2)) for fill, ink in pairs]
    assert [p for p in low if p[2] < 4.5] == []
