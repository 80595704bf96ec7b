"""The SVG renderer draws every state of the Azul tutorials."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tutor.games.azul import ENGINE
from tutor.games.azul.render import highlight_from_events, render_svg
from tutor.scenarios import load_scenario, play_scenario

TUTORIALS = Path(__file__).resolve().parents[2] / "content" / "azul" / "tutorials"
SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert root.get("role") == "group" and root.get("viewBox", "").startswith("0 0 360 ")
    title = root.find(f"{SVG}title")
    assert title is not None and title.text and "아줄" in title.text
    return root


def texts(root: ET.Element) -> list[str]:
    return [el.text or "" for el in root.iter(f"{SVG}text")]


@pytest.mark.parametrize("slug", ["first-turn", "scoring-examples"])
def test_every_tutorial_state_renders(slug: str) -> None:
    scenario = load_scenario(TUTORIALS / f"{slug}.yaml", "azul")
    initial, steps = play_scenario(scenario)
    for state, events in [(initial, []), *[(s.state, s.events) for s in steps]]:
        root = parse(
            render_svg(state, names=scenario.names, highlight=highlight_from_events(events))
        )
        labels = texts(root)
        assert any(t.startswith("중앙") for t in labels)
        for i in range(len(state["factories"])):
            assert f"공장 {i + 1}" in labels
        for name, score in zip(scenario.names, state["scores"], strict=True):
            assert any(
                t.startswith(f"{name} — {score}점") or f"{name} — {score}점" in t for t in labels
            ), (name, score)
        assert labels.count("바닥 줄") == 2
        # every tile carries its Korean initial, not only its colour (guides are not tiles)
        guides = {
            id(t)
            for g in root.iter(f"{SVG}g")
            if g.get("class") == "guide"
            for t in g.iter(f"{SVG}text")
        }
        letters = [
            t.text
            for t in root.iter(f"{SVG}text")
            if id(t) not in guides and re.fullmatch(r"[파노빨검흰]", t.text or "")
        ]
        on_board = sum(len(f) for f in state["factories"]) + len(state["centre"])
        on_board += sum(len(line) for lines in state["lines"] for line in lines)
        on_board += sum(len(row.replace(".", "")) for wall in state["walls"] for row in wall)
        on_board += sum(len(f.replace("F", "")) for f in state["floors"])
        assert len(letters) == on_board


def test_highlight_marks_the_move() -> None:
    state = ENGINE.new_game(2, setup={"factories": ["BBYK", "RRWW", "BYRK", "YKKW", "BYRW"]})
    events = state.apply({"type": "take", "source": 0, "colour": "blue", "line": 2})
    highlight = highlight_from_events(events)
    assert highlight["factories"] == [0] and highlight["centre"] and highlight["lines"] == [[0, 2]]
    svg = render_svg(state.to_json(), highlight=highlight)
    assert svg.count('class="azul-highlight"') == 4  # factory, centre, line, player board
    assert "azul-highlight" not in render_svg(state.to_json())


def test_gray_wall_and_four_players_render() -> None:
    state = ENGINE.new_game(4, seed=3, options={"wall": "gray"}, names=["가", "나", "다", "라"])
    root = parse(render_svg(state.to_json()))
    labels = texts(root)
    assert "공장 9" in labels and any(t.startswith("▶ 가") for t in labels)
    description = root.find(f"{SVG}desc")
    assert description is not None and "1라운드" in (description.text or "")


def test_a_refused_take_outlines_where_it_took_from_and_meant_to_put():
    # the first-turn tutorial's first step: only one of factory 1's blues, for line 2
    state = ENGINE.new_game(2, setup={"factories": ["BBYK", "RRWW", "BYRK", "YKKW", "BYRW"]})
    move = {"type": "take", "source": 0, "colour": "blue", "line": 2, "count": 1}
    svg = render_svg(state.to_json(), highlight={"events": [], "move": move, "refused": True})
    assert svg.count('class="azul-highlight"') == 3  # factory 1, line 2, the mover's board
    shown = render_svg(state.to_json(), highlight={"events": [], "move": move, "refused": False})
    assert "azul-highlight" not in shown  # a move not refused is drawn by its events
    centre = {"type": "take", "source": "centre", "colour": "black", "line": "floor"}
    svg = render_svg(state.to_json(), highlight={"events": [], "move": centre, "refused": True})
    assert svg.count('class="azul-highlight"') == 3  # the centre, the floor, the board
