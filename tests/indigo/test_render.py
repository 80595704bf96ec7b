"""The SVG renderer draws every tutorial state as well-formed, labelled SVG."""

from __future__ import annotations

import json
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tutor.games.indigo import ENGINE
from tutor.games.indigo.geometry import BOARD
from tutor.games.indigo.render import render_svg
from tutor.scenarios import load_scenario, play_scenario

CONTENT = Path(__file__).resolve().parents[2] / "content" / "indigo"
NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg" and root.get("role") == "group" and root.get("viewBox")
    title = root.find(f"{NS}title")
    assert title is not None and title.text and title.text.startswith("나빗길 보드")
    return root


def texts(root: ET.Element) -> list[str]:
    return ["".join(el.itertext()) for el in root.iter(f"{NS}text")]


@pytest.mark.parametrize(
    "path", sorted((CONTENT / "tutorials").glob("*.yaml")), ids=lambda p: p.stem
)
def test_every_tutorial_state_renders_with_labels(path: Path) -> None:
    scenario = load_scenario(path, "indigo")
    initial, steps = play_scenario(scenario)
    states = [(initial, [])] + [(s.state, s.events) for s in steps]
    moves = [None] + [s.move for s in steps]
    refused = [False] + [not s.legal for s in steps]
    for (state, events), move, no in zip(states, moves, refused, strict=True):
        highlight = {"events": events, "move": move, "refused": no}
        svg = render_svg(state, names=scenario.names, highlight=highlight)
        assert "style=" not in svg and "<style" not in svg  # the site's CSP
        root = parse(svg)
        labels = texts(root)
        for name in scenario.names:
            assert any(name in label for label in labels), name
        gateways = {
            "".join(g.itertext()) for g in root.iter(f"{NS}g") if g.get("class") == "gateway"
        }
        assert gateways == {str(n) for n in range(1, 7)}
        assert sum(label.startswith("게이트웨이 ") for label in labels) == len(scenario.names)
        gems = [el for el in root.iter(f"{NS}g") if el.get("class", "").startswith("gem ")]
        assert len(gems) == state["gem_counts"]["on_board"]
        for gem in gems:  # every gem carries its letter, not only a colour
            assert "".join(gem.itertext()) in {"호", "에", "사"}
        if any(e["type"] == "place" for e in events):
            assert any(el.get("class") == "highlight" for el in root.iter(f"{NS}polygon"))
        # every cell keeps its name, a tile on it or not: the narration names filled cells too
        # (마4 칸의 길 끝에 있던 에메랄드)
        assert {BOARD.short_names[c] for c in BOARD.route_cells} <= set(labels)
        if no:
            assert any(el.get("class") == "refused" for el in root.iter(f"{NS}g"))


def test_empty_cells_and_hand_rotations_are_pickable() -> None:
    state = ENGINE.new_game(2, setup={"tiles": ["crossing-curves"]})
    root = parse(render_svg(state.to_json()))
    picks = [json.loads(el.get("data-pick", "")) for el in root.iter() if el.get("data-pick")]
    cells = [p["cell"] for p in picks if "cell" in p]
    assert len(cells) == 54
    assert [p["rotation"] for p in picks if "rotation" in p] == list(range(6))
    labelled = [el for el in root.iter() if el.get("data-pick")]
    assert all(el.get("aria-label") and el.get("role") == "group" for el in labelled)
    # the page gives the board one tab stop (a roving tabindex), not one per cell
    assert not any(el.get("tabindex") for el in root.iter())
    # every empty cell prints the short name its accessible name and the move list use
    for el in labelled:
        if "cell" in json.loads(el.get("data-pick")):
            name = "".join(el.itertext())
            assert el.get("aria-label").startswith(f"{name} 칸"), name
    # every pick fits some legal move (the play page filters legal moves with them)
    legal = state.legal_moves()
    for pick in picks:
        assert any(all(m.get(k) == v for k, v in pick.items()) for m in legal), pick


def test_two_tile_hand_picks_name_the_tile() -> None:
    state = ENGINE.new_game(
        2,
        setup={"tiles": ["straights", "sharp-curves", "long-curves", "straights"]},
        options={"hand_size": 2},
    )
    root = parse(render_svg(state.to_json()))
    picks = [json.loads(el.get("data-pick", "")) for el in root.iter() if el.get("data-pick")]
    hand_picks = [p for p in picks if "rotation" in p]
    assert {p["hand"] for p in hand_picks} == {0, 1}
    legal = state.legal_moves()
    for pick in hand_picks:
        assert any(all(m.get(k) == v for k, v in pick.items()) for m in legal), pick


def test_initial_board_shows_twelve_gems_and_score_lines() -> None:
    state = ENGINE.new_game(4, seed=1, names=["가", "나", "다", "라"]).to_json()
    root = parse(render_svg(state))
    labels = texts(root)
    assert sum(label == "호" for label in labels) == 6
    assert sum(label == "에" for label in labels) == 5
    assert sum(label == "사" for label in labels) == 1
    assert "게이트웨이 1·3·5" in labels  # 가 shares gateways 1, 3 and 5 with 나, 라, 다
    assert any("라" in label and "0점" in label for label in labels)


def test_a_finished_game_renders() -> None:
    state = ENGINE.new_game(2, seed=9)
    rng = random.Random(9)
    while not state.is_terminal():
        state.apply(state.random_move(rng))
    root = parse(render_svg(state.to_json()))
    title = root.find(f"{NS}title")
    assert title is not None and "게임 종료" in (title.text or "")


def test_a_refused_move_shows_the_forbidden_tile_in_its_cell() -> None:
    """가2 (1, -4) lies on gateway 1's edge: every rotation of the crossing-curves tile that
    the engine refuses there is drawn in that cell, turned as tried, in red with a cross."""
    state = ENGINE.new_game(2, setup={"tiles": ["crossing-curves"]})
    legal = {m["rotation"] for m in state.legal_moves() if m["cell"] == [1, -4]}
    refused = [k for k in range(6) if k not in legal]
    assert refused
    drawn = set()
    for rotation in refused:
        move = {"cell": [1, -4], "rotation": rotation}
        root = parse(render_svg(state.to_json(), highlight={"move": move, "refused": True}))
        group = next(g for g in root.iter(f"{NS}g") if g.get("class") == "refused")
        paths = [p.get("d") for p in group.iter(f"{NS}path") if p.get("stroke") == "#a4262c"]
        assert len(paths) == 3  # the tile's three paths
        assert "✕" in "".join(group.itertext())
        drawn.add(tuple(paths))
    assert len(drawn) == len(refused)  # each rotation drawn as turned


# how the narration says a seat's colour (빨간 토큰, 청록 토큰): the legend's name for it
SAID_COLOUR = {
    "빨간": "빨강",
    "빨강": "빨강",
    "청록": "청록",
    "흰": "흰색",
    "흰색": "흰색",
    "보라": "보라",
}


@pytest.mark.parametrize(
    "path", sorted((CONTENT / "tutorials").glob("*.yaml")), ids=lambda p: p.stem
)
def test_a_tutorial_names_each_seat_by_the_colour_the_board_draws(path: Path) -> None:
    from tutor.games.indigo.render import SEAT_COLOUR_NAMES

    scenario = load_scenario(path, "indigo")
    text = path.read_text(encoding="utf-8")
    for seat, name in enumerate(scenario.names):
        for said in re.findall(rf"{name}[은는이가] (\S+) 토큰", text):
            assert SAID_COLOUR.get(said) == SEAT_COLOUR_NAMES[seat], (name, said)


def test_the_tile_in_hand_sits_right_under_the_board_above_the_players() -> None:
    # it was drawn below the players and the legends: under a phone's fold, so a cell was
    # picked before the tile was seen
    state = ENGINE.new_game(2, setup={"tiles": ["crossing-curves"]})
    root = parse(render_svg(state.to_json()))
    hand_y = min(
        float(el.get("data-centre", "0,0").split(",")[1])
        for el in root.iter()
        if el.get("class") == "hand-tile"
    )
    legend_y = min(
        float(el.get("y", "0")) for el in root.iter(f"{NS}text") if "게이트웨이" in (el.text or "")
    )
    assert 270 < hand_y < legend_y
