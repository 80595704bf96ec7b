"""The seed's and the rulebook's worked examples, played through the engine."""

from __future__ import annotations

from typing import Any

import pytest

from tutor.engine import RuleViolation
from tutor.games.azul import ENGINE
from tutor.games.azul.scoring import placement_points

EMPTY = ["", "", "", "", ""]
BASIC = ["BBYK", "RRWW", "BYRK", "YKKW", "BYRW"]


def take(source: Any, colour: str, line: Any) -> dict[str, Any]:
    return {"type": "take", "source": source, "colour": colour, "line": line}


def last_round(board0: dict[str, Any], factory: str, board1: dict[str, Any] | None = None):
    """A position where player 0 takes the last tile of the round."""
    players = [board0] + ([board1] if board1 else [])
    return ENGINE.new_game(2, setup={"factories": [factory, "", "", "", ""], "players": players})


def wall_events(events: list[dict[str, Any]], player: int = 0) -> list[tuple[int, int, str]]:
    return [
        (e["line"], e["points"], e["breakdown"])
        for e in events
        if e["type"] == "wall" and e["player"] == player
    ]


def test_seed_first_turn_two_players() -> None:
    state = ENGINE.new_game(2, setup={"factories": BASIC})
    state.apply(take(0, "blue", 2))
    data = state.to_json()
    assert data["lines"][0] == ["", "BB", "", "", ""]
    assert data["floors"] == ["", ""]
    assert data["factories"][0] == "" and data["centre"] == "YK"
    assert data["marker"] == "centre" and state.scores() == [0, 0]
    events = state.apply(take("centre", "yellow", 1))
    data = state.to_json()
    assert data["floors"] == ["", "F"] and data["marker"] == 1
    assert data["lines"][1] == ["Y", "", "", "", ""] and data["centre"] == "K"
    assert any(e["type"] == "marker" for e in events)
    assert state.current_player() == 0  # the marker does not change this round's order


def test_seed_five_point_placement() -> None:
    # two tiles to the left, one above, nothing right or below
    state = last_round(
        {"wall": ["..R..", "WB...", "", "", ""], "lines": ["", "Y", "", "", ""]}, "Y"
    )
    events = state.apply(take(0, "yellow", 2))
    assert wall_events(events) == [(2, 5, "가로 3 + 세로 2 = 5점")]
    assert state.scores()[0] == 5


def test_seed_final_score_42_plus_21() -> None:
    # 37 + 5 for the tile that completes row 1 = 42 before the bonuses;
    # 2 rows (2 × 2) + column 1 (7) + all five whites (10) = 21; 42 + 21 = 63
    board = {"score": 37, "wall": ["BYRK.", "WBY..", "KW...", "RKWBY", "Y..W."]}
    state = last_round(board, "W")
    events = state.apply(take(0, "white", 1))
    assert wall_events(events) == [(1, 5, "가로 5 = 5점")]
    bonus = next(e for e in events if e["type"] == "bonus" and e["player"] == 0)
    assert (bonus["before"], bonus["points"], bonus["total"]) == (42, 21, 63)
    assert bonus["breakdown"] == "가로줄 2개 × 2 + 세로줄 1개 × 7 + 색 1개 × 10 = 21점"
    assert state.is_terminal() and state.winners() == [0] and state.scores()[0] == 63


@pytest.mark.parametrize(
    ("wall", "row", "column", "expected"),
    [
        (["", "", "", "", ""], 0, 2, (0, 0, 1)),  # rulebook: isolated red tile → 1
        (["", "", "KWB..", "...B.", "...W."], 2, 3, (4, 3, 7)),  # 4 + 3 = 7
        (["", "", "", "RKW..", ""], 3, 3, (4, 0, 4)),
        ([".Y...", "", "", "", ""], 0, 2, (2, 0, 2)),
        (["", "", "", "RK...", ""], 3, 2, (3, 0, 3)),  # rulebook: 3 horizontally → 3
        (["", "", "....R", "....Y", ""], 4, 4, (0, 3, 3)),  # rulebook: blue, 3 vertically → 3
        (["B....", "", "", "", ""], 1, 1, (0, 0, 1)),  # diagonal is not linked
    ],
)
def test_placement_points(
    wall: list[str], row: int, column: int, expected: tuple[int, int, int]
) -> None:
    flat = [-1] * 25
    for r, text in enumerate(wall):
        for c, ch in enumerate(text):
            if ch != ".":
                flat[r * 5 + c] = 0
    flat[row * 5 + column] = 0
    assert placement_points(flat, row, column) == expected


def test_rulebook_peter_wall_tiling() -> None:
    # line 2 (2 red) complete → +1; line 3 incomplete stays; line 4 (4 blue) complete → +1
    board = {"lines": ["", "RR", "KK", "BBB", "YY"], "score": 0}
    state = last_round(board, "B")
    events = state.apply(take(0, "blue", 4))
    assert wall_events(events) == [(2, 1, "이웃 없음 = 1점"), (4, 1, "이웃 없음 = 1점")]
    data = state.to_json()
    assert data["lines"][0] == ["", "", "KK", "", "YY"]
    assert data["walls"][0][1] == "...R." and data["walls"][0][3] == "...B."
    assert data["lid"] == "BBBR"


def test_rulebook_floor_minus_eight() -> None:
    state = ENGINE.new_game(
        2,
        setup={
            "factories": ["R", "", "", "", ""],
            "marker": 0,
            "players": [{"score": 20, "floor": "FKKK"}],
        },
    )
    events = state.apply(take(0, "red", "floor"))
    penalty = next(e for e in events if e["type"] == "penalty")
    assert penalty["points"] == -8 and penalty["breakdown"] == "−1 −1 −2 −2 −2 = −8점"
    assert state.scores()[0] == 12


def test_full_wall_bonus_is_95() -> None:
    board = {
        "wall": ["BYRKW", "WBYRK", "KWBYR", "RKWBY", "YRKW."],
        "lines": ["", "", "", "", "BBBB"],
    }
    events = last_round(board, "B").apply(take(0, "blue", 5))
    bonus = next(e for e in events if e["type"] == "bonus" and e["player"] == 0)
    assert bonus["points"] == 95


def test_rulebook_andrea_legal_choices() -> None:
    state = ENGINE.new_game(
        2,
        setup={
            "factories": ["YYRK", "RRWW", "BYRK", "YKKW", "BYRW"],
            "players": [{"lines": ["", "", "", "BB", ""], "wall": ["", "..Y..", "...Y.", "", ""]}],
        },
    )
    lines = {m["line"] for m in state.legal_moves() if m["source"] == 0 and m["colour"] == "yellow"}
    assert lines == {1, 5, "floor"}
    for line, rule in [
        (2, "azul.placement.wall-colour"),
        (3, "azul.placement.wall-colour"),
        (4, "azul.placement.same-colour"),
    ]:
        with pytest.raises(RuleViolation) as caught:
            state.apply(take(0, "yellow", line))
        assert caught.value.rule_id == rule
    events = state.apply(take(0, "yellow", 1))
    assert state.to_json()["floors"][0] == "Y"
    assert [e["type"] for e in events][:3] == ["take", "to-centre", "place"]


def test_tie_break_and_shared_victory() -> None:
    # equal scores, player 0 has one complete row → player 0 wins
    state = last_round({"score": 10, "wall": ["BYRK.", "", "", "", ""]}, "W", {"score": 17})
    state.apply(take(0, "white", 1))
    assert state.scores() == [17, 17] and state.winners() == [0]
    # equal scores and equal rows → shared
    state = last_round(
        {"score": 10, "wall": ["BYRK.", "", "", "", ""]},
        "W",
        {"score": 15, "wall": ["BYRKW", "", "", "", ""]},
    )
    state.apply(take(0, "white", 1))
    assert state.scores() == [17, 17] and state.winners() == [0, 1]
