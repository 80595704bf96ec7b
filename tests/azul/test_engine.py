"""Protocol details: set-ups, options, determinism, refusals, the gray wall, descriptions."""

from __future__ import annotations

import pytest

from tutor.engine import RuleViolation, SetupError
from tutor.games import get_engine
from tutor.games.azul import ENGINE


def test_registry_and_metadata() -> None:
    assert get_engine("azul") is ENGINE
    assert ENGINE.name == "아줄" and ENGINE.default_options == {"board": "colour"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_set_up(players: int) -> None:
    state = ENGINE.new_game(players, seed=11)
    data = state.to_json()
    assert len(data["factories"]) == {2: 5, 3: 7, 4: 9}[players]
    assert all(len(f) == 4 for f in data["factories"])
    assert data["centre"] == "" and data["marker"] == "centre"
    assert len(data["bag"]) == 100 - 4 * len(data["factories"])
    assert state.current_player() == 0 and state.check_invariants() == []
    assert ENGINE.new_game(players, seed=11).to_json() == data
    assert ENGINE.new_game(players, seed=12).to_json() != data


def test_partial_set_up_fills_the_rest_deterministically() -> None:
    setup = {"bag": "BBBBYYYYRRRR"}
    state = ENGINE.new_game(2, setup=setup, seed=4)
    assert state.to_json()["factories"][:3] == ["BBBB", "YYYY", "RRRR"]
    assert ENGINE.new_game(2, setup=setup, seed=4).to_json() == state.to_json()


@pytest.mark.parametrize(
    ("players", "kwargs"),
    [
        (1, {}),
        (5, {}),
        (2, {"options": {"wall": "purple"}}),
        (2, {"options": {"speed": 3}}),
        (2, {"setup": {"factories": ["BBBBB", "", "", "", ""]}}),
        (2, {"setup": {"factories": ["BB"]}}),
        (2, {"setup": {"lid": {"B": 21}}}),
        (2, {"setup": {"players": [{"wall": ["Y...."]}]}}),
        (2, {"setup": {"players": [{"lines": ["BB"]}]}}),
        (2, {"setup": {"players": [{"lines": ["", "B"], "wall": ["", ".B..."]}]}}),
        (2, {"setup": {"players": [{"floor": "KKKKKKKK"}]}}),
        (2, {"setup": {"players": [{"floor": "F"}, {"floor": "F"}]}}),
        (2, {"setup": {"colour": "blue"}}),
        (2, {"setup": {"to_move": 3}}),
        (2, {"names": ["하나"]}),
    ],
)
def test_bad_set_ups_are_refused_in_korean(players: int, kwargs: dict) -> None:
    with pytest.raises(SetupError) as caught:
        ENGINE.new_game(players, **kwargs)
    assert any("\uac00" <= ch <= "\ud7a3" for ch in str(caught.value))


def test_refusals_name_rules_and_leave_the_state() -> None:
    state = ENGINE.new_game(2, setup={"factories": ["BBYK", "RRWW", "BYRK", "YKKW", "BYRW"]})
    before = state.to_json()
    cases = [
        ({"type": "take", "source": 0, "colour": "red", "line": 1}, "azul.offer.take-all"),
        ({"type": "take", "source": 9, "colour": "blue", "line": 1}, "azul.offer.take-all"),
        ({"type": "take", "source": "centre", "colour": "blue", "line": 1}, "azul.offer.take-all"),
        ({"type": "take", "source": 0, "colour": "blue", "line": 6}, "azul.placement.one-line"),
        ({"type": "wall", "line": 1, "column": 0}, "azul.round.phases"),
        ({"type": "pass"}, "azul.round.must-take"),
    ]
    for move, rule_id in cases:
        with pytest.raises(RuleViolation) as caught:
            state.apply(move)
        assert caught.value.rule_id == rule_id
        assert caught.value.message
        assert state.to_json() == before


def test_a_take_without_a_line_says_the_tiles_are_placed_at_once() -> None:
    """A player who would keep the tiles for later (as in Rummikub) is told they are placed in
    the same turn, not shown a missing value."""
    state = ENGINE.new_game(2, setup={"factories": ["BBYK", "RRWW", "BYRK", "YKKW", "BYRW"]})
    with pytest.raises(RuleViolation) as caught:
        state.apply({"type": "take", "source": 0, "colour": "blue"})
    assert caught.value.rule_id == "azul.placement.one-line"
    assert "그 차례에 바로" in caught.value.message and "None" not in caught.value.message


def test_full_line_is_refused_in_favour_of_the_floor() -> None:
    state = ENGINE.new_game(
        2,
        setup={
            "factories": ["BBYK", "RRWW", "BYRK", "YKKW", "BYRW"],
            "players": [{"lines": ["", "BB", "", "", ""]}],
        },
    )
    with pytest.raises(RuleViolation) as caught:
        state.apply({"type": "take", "source": 0, "colour": "blue", "line": 2})
    assert caught.value.rule_id == "azul.placement.full-line"


def test_game_over_refuses_moves() -> None:
    state = ENGINE.new_game(
        2,
        setup={
            "factories": ["W", "", "", "", ""],
            "players": [{"wall": ["BYRK.", "", "", "", ""]}],
        },
    )
    state.apply({"type": "take", "source": 0, "colour": "white", "line": 1})
    assert state.is_terminal() and state.current_player() is None and state.legal_moves() == []
    with pytest.raises(RuleViolation) as caught:
        state.apply({"type": "take", "source": 0, "colour": "white", "line": 1})
    assert caught.value.rule_id == ENGINE.end_rule_id


def test_next_round_marker_holder_starts() -> None:
    state = ENGINE.new_game(2, setup={"factories": ["R", "", "", "", ""], "centre": "K"})
    state.apply({"type": "take", "source": 0, "colour": "red", "line": 1})  # R → line 1
    events = state.apply({"type": "take", "source": "centre", "colour": "black", "line": 1})
    types = [e["type"] for e in events]
    assert types.index("penalty") < types.index("marker-return") < types.index("refill")
    data = state.to_json()
    assert data["round"] == 2 and data["first_player"] == 1 and data["to_move"] == 1
    assert data["marker"] == "centre" and data["floors"] == ["", ""]
    assert state.scores() == [1, 0]  # 1 for the isolated tile; 1 − 1 for the marker, not below 0


@pytest.mark.parametrize(
    ("names", "starts"),
    [
        (["준호", "서연"], "2라운드: 서연이 표식을 중앙에 놓고 먼저 시작합니다."),
        (["서연", "준호"], "2라운드: 준호가 표식을 중앙에 놓고 먼저 시작합니다."),
        (None, "2라운드: 플레이어 2가 표식을 중앙에 놓고 먼저 시작합니다."),
    ],
)
def test_round_start_names_the_starter_with_the_right_particle(
    names: list[str] | None, starts: str
) -> None:
    state = ENGINE.new_game(
        2, names=names, setup={"factories": ["R", "", "", "", ""], "centre": "K"}
    )
    state.apply({"type": "take", "source": 0, "colour": "red", "line": 1})
    events = state.apply({"type": "take", "source": "centre", "colour": "black", "line": 1})
    texts = [e["text"] for e in events if e["type"] == "round-start"]
    assert texts == [starts]


def test_gray_wall_tiling_is_a_move() -> None:
    state = ENGINE.new_game(
        2,
        options={"wall": "gray"},
        setup={
            "factories": ["B", "", "", "", ""],
            "players": [
                {"lines": ["", "B", "", "", ""], "wall": ["B....", "", "", "", ""]},
                {"lines": ["R", "", "", "", ""]},
            ],
        },
    )
    state.apply({"type": "take", "source": 0, "colour": "blue", "line": 2})
    data = state.to_json()
    assert data["phase"] == "tiling" and data["tiling"] == {"player": 0, "line": 2}
    assert data["wall_pattern"] is None
    assert sorted(m["column"] for m in state.legal_moves()) == [1, 2, 3, 4]
    with pytest.raises(RuleViolation) as caught:
        state.apply({"type": "take", "source": 0, "colour": "blue", "line": 2})
    assert caught.value.rule_id == "azul.round.phases"
    events = state.apply({"type": "wall", "line": 2, "column": 1})
    assert events[0]["points"] == 1 and state.current_player() == 1
    assert len(state.legal_moves()) == 5
    state.apply({"type": "wall", "line": 1, "column": 0})
    assert state.to_json()["phase"] == "offer" and state.to_json()["round"] == 2


def test_clone_is_independent() -> None:
    state = ENGINE.new_game(2, seed=2)
    copy = state.clone()
    state.apply(state.legal_moves()[0])
    assert copy.to_json() != state.to_json()
    assert copy.to_json() == ENGINE.new_game(2, seed=2).to_json()


def test_describe_move_in_korean() -> None:
    state = ENGINE.new_game(2, setup={"factories": ["BBYK", "RRWW", "BYRK", "YKKW", "BYRW"]})
    text = state.describe_move({"type": "take", "source": 0, "colour": "blue", "line": 2})
    assert text == "1번 공장에서 파랑 2장을 가져와 2번 패턴 줄(2칸)에"
    assert "바닥 줄" in state.describe_move(
        {"type": "take", "source": 1, "colour": "red", "line": "floor"}
    )
    # a take that names no line (refused) is said so, not as "None에"
    text = state.describe_move({"type": "take", "source": 0, "colour": "blue"})
    assert text == "1번 공장에서 파랑 2장을 가져오고 놓을 줄은 고르지 않음"
    # only some of a colour (refused): said so, or a tutorial's heading read as the legal take
    text = state.describe_move(
        {"type": "take", "source": 0, "colour": "blue", "line": 2, "count": 1}
    )
    assert text == "1번 공장에서 파랑 2장 가운데 1장만 가져와 2번 패턴 줄(2칸)에"
    # nor a split over two lines as a Python list
    text = state.describe_move({"type": "take", "source": 0, "colour": "blue", "line": [1, 3]})
    assert text == "1번 공장에서 파랑 2장을 가져와 1번 패턴 줄(1칸)·3번 패턴 줄(3칸)에 나눠"
    # and no odd value as Python prints it
    for odd in (
        {"source": [0, 2]},
        {"source": None},
        {"colour": None},
        {"line": []},
        {"line": "x"},
    ):
        text = state.describe_move(
            {"type": "take", "source": 0, "colour": "blue", "line": 1, **odd}
        )
        assert not any(mark in text for mark in ("[", "]", "None", "'", "{")), text


def test_a_colour_no_pattern_line_can_take_goes_to_the_floor_saying_why() -> None:
    # blue: line 1's wall row holds blue, lines 2 and 3 hold red and black, 4 and 5 are full
    state = ENGINE.new_game(
        2,
        setup={
            "factories": ["BBYK", "RRWW", "BYRK", "YKKW", "BYRW"],
            "players": [
                {"lines": ["", "R", "K", "YYYY", "WWWWW"], "wall": ["B....", "", "", "", ""]}
            ],
        },
    )
    events = state.apply({"type": "take", "source": 0, "colour": "blue", "line": "floor"})
    floor = next(e for e in events if e["type"] == "floor")
    assert floor["text"].endswith(
        "파랑을 받을 패턴 줄이 없었습니다: 1번 줄은 벽의 같은 가로줄에 이미 파랑이 있고, "
        "2번 줄에는 빨강이 있고, 3번 줄에는 검정이 있고, 4·5번 줄은 다 찼습니다."
    )
    # the second player could have put red on a line: the floor was a choice, nothing added
    events = state.apply({"type": "take", "source": 1, "colour": "red", "line": "floor"})
    floor = next(e for e in events if e["type"] == "floor")
    assert floor["text"].endswith("점.")
