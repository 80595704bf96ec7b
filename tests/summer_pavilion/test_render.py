"""The SVG board of 아줄: 여름 별장 renders every tutorial state."""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

from tutor.games.summer_pavilion import ENGINE
from tutor.games.summer_pavilion.render import render_svg
from tutor.scenarios import load_scenario, play_scenario

from .conftest import CONTENT, GAME

SVG = "{http://www.w3.org/2000/svg}"


def test_every_tutorial_state_renders_with_labels():
    scenario = load_scenario(CONTENT / "tutorials" / "first-round.yaml", GAME)
    initial, steps = play_scenario(scenario)
    states = [initial] + [step.state for step in steps]
    for state in states:
        svg = render_svg(
            state,
            names=scenario.names,
            highlight={
                "cells": [{"player": 0, "star": "red", "space": 1}],
                "factories": [0],
                "centre": True,
                "player": 1,
            },
        )
        root = ET.fromstring(svg)
        assert root.get("role") == "group" and root.get("viewBox", "").startswith("0 0 360 ")
        title = root.find(f"{SVG}title")
        assert title is not None and "아줄: 여름 별장" in (title.text or "")
        text = "".join(root.itertext())
        for name in scenario.names:
            assert name in text
        assert "공급처" in text and "테이블 중앙" in text
    first = "".join(ET.fromstring(render_svg(initial, names=scenario.names)).itertext())
    assert "공장 7" in first and "보람 차례" in first and "조커" in first
    last = ET.fromstring(render_svg(steps[-1].state, names=scenario.names))
    assert "2라운드" in "".join(last.itertext())


def test_tiles_carry_a_letter_not_only_a_colour():
    state = ENGINE.new_game(
        2, setup={"phase": "place", "hands": [["red", "purple"], []], "boards": [{"blue": [2]}, {}]}
    ).to_json()
    root = ET.fromstring(render_svg(state))
    tiles = root.findall(f".//{SVG}g[@class='tile tile-red']")
    assert tiles and all(t.find(f"{SVG}text").text == "빨" for t in tiles)
    stars = root.findall(f".//{SVG}g[@aria-label='파랑 별']")
    assert len(stars) == 2
    assert "파" in "".join(stars[0].itertext())


def test_finished_game_renders():
    state = ENGINE.new_game(2, setup={"round": 6, "phase": "place", "passed": [1]})
    state.apply({"type": "pass", "keep": []})
    svg = render_svg(state.to_json())
    assert "게임 끝" in svg


def test_clickable_parts_carry_the_move_fields():
    import json

    state = ENGINE.new_game(2, setup={"factories": [["red", "purple", "green", "green"]]})
    root = ET.fromstring(render_svg(state.to_json()))
    picks = [json.loads(el.get("data-pick")) for el in root.iter() if el.get("data-pick")]
    assert {"source": 0, "colour": "red"} in picks
    legal = state.legal_moves()
    for pick in picks:  # every factory or centre pick is part of some legal move (or a wild)
        assert (
            any(all(m.get(k) == v for k, v in pick.items()) for m in legal)
            or pick["colour"] == "purple"
        )
    placing = ENGINE.new_game(2, setup={"phase": "place", "hands": [["red"], []]})
    root = ET.fromstring(render_svg(placing.to_json()))
    picks = [json.loads(el.get("data-pick")) for el in root.iter() if el.get("data-pick")]
    assert {"star": "red", "space": 1} in picks and {"colour": "red"} in picks
    labels = [el.get("aria-label") for el in root.iter() if el.get("data-pick")]
    assert "빨강 별 1번 칸 (비용 1)" in labels


def test_highlight_from_step_events():
    state = ENGINE.new_game(2, setup={"phase": "place", "hands": [["red"], []]})
    events = state.apply({"type": "place", "star": "red", "space": 1})
    svg = render_svg(state.to_json(), highlight={"events": events, "move": {}, "refused": False})
    assert 'stroke="#ff00aa" stroke-width="3"' in svg
    assert "style=" not in svg
    # every part drawn as changed says so (a page with a tall board scrolls to the first)
    marked = re.findall(r"<[^>]*#ff00aa[^>]*>", svg)
    assert marked and all("data-changed" in m for m in marked)
    assert svg.count("data-changed") == len(marked)
    assert "data-changed" not in render_svg(state.to_json())


def test_the_description_tells_the_whole_position():
    """A screen reader hears what the drawing shows, not only the scores: the factories, the
    centre and supply, every player's filled spaces, tiles in hand and passing."""
    state = ENGINE.new_game(
        2, setup={"phase": "place", "hands": [["red", "purple"], []], "boards": [{"blue": [2]}, {}]}
    ).to_json()
    root = ET.fromstring(render_svg(state, names=["수진", "창환"]))
    desc = root.find(f"{SVG}desc").text or ""
    assert "2단계: 타일 놓기" in desc and "조커" in desc
    assert "공급처:" in desc and "테이블 중앙:" in desc
    assert "수진 " in desc and "파랑 별 2번 칸" in desc
    assert "가진 타일: 보라 1, 빨강 1" in desc
    assert "창환 " in desc and "채운 칸: 없음" in desc


def _centre(star_group: ET.Element) -> tuple[float, float]:
    # every space of a star is a rhombus drawn from the star's centre ("M cx,cy L ...")
    found = re.match(r"M([\d.]+),([\d.]+)", star_group.find(f"{SVG}path").get("d", ""))
    assert found is not None
    return float(found.group(1)), float(found.group(2))


def test_pillars_statues_and_windows_are_drawn_where_their_spaces_are():
    # the first player's red star has spaces 5 and 6 (its window) filled
    state = ENGINE.new_game(2, setup={"phase": "place", "boards": [{"red": [5, 6]}, {}]}).to_json()
    root = ET.fromstring(render_svg(state))
    features = root.findall(f".//{SVG}g[@class='features']")
    assert len(features) == 2  # one board each
    for board in features:
        kinds = [g.get("class") for g in board.findall(f"{SVG}g")]
        kinds = [k for k in kinds if k and k.startswith("feature ")]
        assert sorted(k.split()[1] for k in kinds) == sorted(
            ["feature-window"] * 6 + ["feature-statue"] * 6 + ["feature-pillar"] * 6
        )
        assert board.get("aria-hidden") == "true" and board.get("pointer-events") == "none"
    done = root.findall(f".//{SVG}g[@class='feature feature-window done']")
    assert len(done) == 1 and not root.findall(f".//{SVG}g[@class='feature feature-statue done']")
    icon = done[0].find(f"{SVG}g")
    x, y = map(float, re.match(r"translate\(([\d.]+),([\d.]+)\)", icon.get("transform")).groups())
    first_board = [g for g in root.iter(f"{SVG}g") if (g.get("class") or "").startswith("star ")][
        :7
    ]
    centres = {g.get("aria-label"): _centre(g) for g in first_board}
    nearest = min(centres, key=lambda s: (centres[s][0] - x) ** 2 + (centres[s][1] - y) ** 2)
    assert nearest == "빨강 별"
    # and the legend says what each picture gives
    text = "".join(root.itertext())
    assert "창문 3장" in text and "조각상 2장" in text and "기둥 1장" in text


def test_each_players_board_is_a_group_the_play_page_can_show_alone():
    state = ENGINE.new_game(3, seed=2).to_json()
    root = ET.fromstring(render_svg(state, names=["수진", "창환", "보람"]))
    seats = [g for g in root.iter(f"{SVG}g") if g.get("class") == "seat-board"]
    assert [g.get("aria-label") for g in seats] == ["수진의 판", "창환의 판", "보람의 판"]
    assert [g.get("data-to-move") for g in seats].count("true") == 1
    tops = [float(g.get("data-y")) for g in seats]
    heights = [float(g.get("data-h")) for g in seats]
    assert all(tops[i] + heights[i] <= tops[i + 1] + 0.2 for i in range(2))  # stacked, apart
    legend = [g for g in root.iter(f"{SVG}g") if g.get("class") == "board-legend"]
    assert len(legend) == 1 and float(legend[0].get("data-y")) >= tops[-1] + heights[-1] - 0.2


def test_empty_factories_are_one_line_while_placing():
    state = ENGINE.new_game(2, setup={"phase": "place", "hands": [["red"], []]}).to_json()
    assert not any(state["factories"])
    text = "".join(ET.fromstring(render_svg(state)).itertext())
    assert "공장 5개: 모두 비어 있음" in text and "공장 1" not in text


def test_the_pass_part_is_on_a_live_board_only():
    state = ENGINE.new_game(2, setup={"phase": "place", "hands": [["red"], []]}).to_json()
    live = render_svg(state)
    assert live.count('class="pass-button"') == 1 and '"type": "pass"' in html.unescape(live)
    looked_at = render_svg(state, highlight={"events": [], "move": {}, "static": True})
    assert 'class="pass-button"' not in looked_at  # a tutorial step, an example: nothing to press
