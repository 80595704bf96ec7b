"""The SVG renderer draws every state of the tutorial and finished games."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from xml.etree import ElementTree

from tutor.games.rummikub import ENGINE
from tutor.games.rummikub.render import render_svg
from tutor.scenarios import load_scenario, play_scenario

TUTORIAL = (
    Path(__file__).resolve().parents[2] / "content" / "rummikub" / "tutorials" / "first-turns.yaml"
)


def parse(svg: str) -> ElementTree.Element:
    root = ElementTree.fromstring(svg)
    assert root.get("role") == "group"
    assert root.get("viewBox", "").startswith("0 0 360 ")
    assert "style" not in svg
    return root


def test_every_tutorial_step_renders() -> None:
    scenario = load_scenario(TUTORIAL, "rummikub")
    initial, steps = play_scenario(scenario)
    svg = render_svg(initial, names=scenario.names)
    parse(svg)
    assert "아직 내려놓은 세트가 없습니다" in svg
    assert "루미의 받침대 · 14장 · 등록 전" in svg
    for step in steps:
        highlight = {"events": step.events, "move": step.move, "refused": not step.legal}
        svg = render_svg(step.state, names=scenario.names, highlight=highlight)
        root = parse(svg)
        title = root.find("{http://www.w3.org/2000/svg}title")
        assert title is not None and title.text and title.text.startswith("루미큐브 테이블")
        assert "큐비의 받침대" in svg and "루미의 받침대" in svg
        if not step.legal:
            assert "거절된 수" in svg
        placed = sum(len(e.get("placed", [])) for e in step.events if e["type"] == "play")
        drawn = sum(len(e.get("tiles", [])) for e in step.events if e["type"] == "draw")
        tried = 0
        if not step.legal:
            # the rack tiles the refused play meant to lay down are outlined, and said to be
            wanted = Counter(t for s in step.move["table"] for t in s)
            on_table = Counter(t for s in step.state["table"] for t in s)
            rack = Counter(step.state["racks"][step.state["to_move"]])
            tried = sum(((wanted - on_table) & rack).values())
            assert tried and "내려던 타일은 점선" in svg
        assert svg.count("rummikub-highlight") == placed + drawn + tried


def test_tiles_carry_colour_initials_and_labels() -> None:
    state = ENGINE.new_game(
        2, setup={"racks": [["r5", "j"], ["b9"]], "table": [["k1", "k2", "k3"], ["o7", "b7", "r7"]]}
    )
    svg = render_svg(state.to_json(), names=["루미", "큐비"])
    for label in (
        "빨강 5",
        "조커",
        "파랑 9",
        "검정 1",
        "주황 7",
        "검정 1-2-3",
        "7 그룹(주황·파랑·빨강)",
    ):
        assert f'aria-label="{label}"' in svg, label
    initials = re.findall(r">([빨파검주])</text>", svg)
    assert set(initials) == {"빨", "파", "검", "주"}


def test_finished_game_shows_scores() -> None:
    state = ENGINE.new_game(
        2, setup={"racks": [["r5", "r6", "r7"], ["j", "k2"]], "melded": [True, False]}
    )
    state.apply({"type": "play", "table": [["r5", "r6", "r7"]]})
    svg = render_svg(state.to_json())
    parse(svg)
    assert "게임 종료" in svg
    assert "+32점" in svg and "-32점" in svg


def test_the_description_names_every_set_and_no_concealed_tile() -> None:
    """The description reads the table set by set and each rack; a rack kept face down (the
    computer's) is told by its size only, in the drawing and in the words."""
    state = ENGINE.new_game(2, seed=4).to_json()
    hidden = state["racks"][1]
    root = parse(render_svg(state, names=["루미", "큐비"], highlight={"conceal": [1]}))
    desc = root.find("{http://www.w3.org/2000/svg}desc").text or ""
    assert "테이블: 아직 내려놓은 세트가 없습니다" in desc
    assert f"루미의 받침대 {len(state['racks'][0])}장" in desc
    assert f"큐비의 받침대 {len(hidden)}장(등록 전)." in desc
    svg = ElementTree.tostring(root, encoding="unicode")
    assert "큐비의 받침대:" not in desc and 'aria-label="큐비의 받침대"' not in svg
