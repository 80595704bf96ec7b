"""Rules of 아줄: 여름 별장 checked move by move (issue 5's required tests)."""

from __future__ import annotations

import pytest

from tutor.engine import GameSpec, IllegalMove, RuleViolation, SetupError, replay
from tutor.games.summer_pavilion import ENGINE
from tutor.games.summer_pavilion.board import CENTRE, COLOURS, FEATURES, STARS

P = "azul-summer-pavilion"
NAMES = ["수진", "창환", "보람"]
SEED_SETUP = {
    "first_player": 2,
    "factories": [
        ["yellow", "yellow", "yellow", "blue"],
        ["red", "green", "purple", "orange"],
        ["blue", "blue", "green", "green"],
    ],
}


def place_state(hand: list[str], boards: dict | None = None, players: int = 2, **extra):
    setup = {
        "phase": "place",
        "hands": [hand] + [[]] * (players - 1),
        "boards": [boards or {}] + [{}] * (players - 1),
        **extra,
    }
    return ENGINE.new_game(players, setup=setup)


# --- the seed's 수진·창환·보람 round -------------------------------------------------


def test_three_players_get_seven_factories_ten_supply_and_five_points():
    state = ENGINE.new_game(3, seed=11)
    data = state.to_json()
    assert len(data["factories"]) == 7
    assert all(len(f) == 4 for f in data["factories"])
    assert len(data["supply"]) == 10
    assert data["scores"] == [5, 5, 5]
    assert data["round"] == 1 and data["wild"] == "purple"
    assert [len(ENGINE.new_game(n, seed=1).to_json()["factories"]) for n in (2, 4)] == [5, 9]


def test_seed_round_phase_one():
    state = ENGINE.new_game(3, setup=SEED_SETUP, names=NAMES)
    assert state.current_player() == 2  # 보람
    state.apply({"type": "take", "source": 0, "colour": "yellow"})
    assert state.to_json()["hands"][2] == ["yellow"] * 3
    assert state.to_json()["centre"] == ["blue"]
    state.apply({"type": "take", "source": 1, "colour": "red"})  # 수진 must take the wild
    assert state.to_json()["hands"][0] == ["purple", "red"]
    assert sorted(state.to_json()["centre"]) == ["blue", "green", "orange"]
    state.apply({"type": "take", "source": 2, "colour": "blue"})  # 창환
    assert state.to_json()["hands"][1] == ["blue", "blue"]
    assert state.to_json()["centre"].count("green") == 3


def test_seed_round_phase_two_placements():
    state = ENGINE.new_game(
        3,
        setup={
            "phase": "place",
            "token": 1,
            "scores": [5, 3, 5],
            "hands": [["red", "purple"], ["blue", "blue"], ["yellow", "yellow", "yellow"]],
        },
    )
    assert state.current_player() == 1
    events = state.apply({"type": "place", "star": "blue", "space": 2})
    assert state.scores() == [5, 4, 5]
    assert events[0]["points"] == 1 and events[0]["breakdown"] == "새 타일 1 = 1점"
    state.apply({"type": "place", "star": "yellow", "space": 3})
    assert state.scores() == [5, 4, 6]
    for wilds in (1, None):
        move = {"type": "place", "star": "red", "space": 3, "wilds": wilds}
        with pytest.raises(RuleViolation) as refused:
            state.apply(move)
        assert refused.value.rule_id == f"{P}.place.cost"
    state.apply({"type": "place", "star": "red", "space": 1})
    assert state.scores() == [6, 4, 6]
    assert state.to_json()["hands"][0] == ["purple"]


def test_start_token_penalty_counts_the_wild_and_stops_at_one():
    state = ENGINE.new_game(2, setup={"centre": ["yellow"] * 3 + ["purple"], "scores": [6, 5]})
    events = state.apply({"type": "take", "source": "centre", "colour": "yellow"})
    assert state.scores() == [2, 5] and state.to_json()["token"] == 0
    assert any(e["type"] == "start-token" and e["points"] == -4 for e in events)
    state = ENGINE.new_game(2, setup={"centre": ["blue"] * 3, "scores": [1, 5]})
    state.apply({"type": "take", "source": "centre", "colour": "blue"})
    assert state.scores() == [1, 5]


def test_only_the_first_centre_take_pays():
    state = ENGINE.new_game(2, setup={"centre": ["blue", "blue", "red", "red"]})
    state.apply({"type": "take", "source": "centre", "colour": "blue"})
    state.apply({"type": "take", "source": "centre", "colour": "red"})
    assert state.scores() == [3, 5]


# --- drafting refusals ---------------------------------------------------------------


@pytest.mark.parametrize(
    "move, rule",
    [
        ({"type": "take", "source": 0, "colour": "purple"}, "draft.only-wilds"),
        ({"type": "take", "source": 0, "colour": "blue"}, "draft.take-colour"),
        ({"type": "take", "source": 9, "colour": "red"}, "draft.take-colour"),
        ({"type": "take", "source": "centre", "colour": "red"}, "draft.take-colour"),
        ({"type": "place", "star": "red", "space": 1}, "overview.rounds"),
        ({"type": "pass"}, "overview.rounds"),
        ({"type": "bonus", "colour": "red"}, "bonus.take"),
        ({"type": "jump"}, "overview.rounds"),
    ],
)
def test_illegal_draft_moves_name_their_rule_and_change_nothing(move, rule):
    state = ENGINE.new_game(2, setup={"factories": [["red", "purple", "green", "green"]]})
    before = state.to_json()
    with pytest.raises(RuleViolation) as refused:
        state.apply(move)
    assert refused.value.rule_id == f"{P}.{rule}"
    assert refused.value.message
    assert state.to_json() == before


@pytest.mark.parametrize(
    "source, message",
    [
        (0, "공장 1은 비어 있습니다."),
        (1, "공장 2는 비어 있습니다."),
        ("centre", "테이블 중앙은 비어 있습니다."),
    ],
)
def test_empty_source_message_uses_the_right_particle(source, message):
    state = ENGINE.new_game(2, setup={"factories": [[], [], ["red", "purple", "green", "green"]]})
    with pytest.raises(RuleViolation) as refused:
        state.apply({"type": "take", "source": source, "colour": "red"})
    assert refused.value.rule_id == f"{P}.draft.take-colour"
    assert refused.value.message == message


# --- placement rules --------------------------------------------------------------------


@pytest.mark.parametrize(
    "boards, hand, move, rule",
    [
        ({"red": [1]}, ["red"], {"star": "red", "space": 1}, "place.occupied"),
        ({}, ["red"], {"star": "moon", "space": 1}, "place.occupied"),
        ({}, ["blue", "blue"], {"star": "red", "space": 2, "colour": "blue"}, "place.star-colour"),
        (
            {},
            ["purple", "purple"],
            {"star": "red", "space": 2, "colour": "purple"},
            "place.wild-as-itself",
        ),
        ({}, ["purple", "purple", "purple"], {"star": "red", "space": 2}, "place.wild-payment"),
        (
            {},
            ["red", "red", "purple", "purple"],
            {"star": "red", "space": 2, "wilds": 2},
            "place.wild-payment",
        ),
        ({}, ["red", "purple"], {"star": "red", "space": 4}, "place.cost"),
        (
            {"centre": {1: "blue"}},
            ["blue", "blue"],
            {"star": "centre", "space": 2, "colour": "blue"},
            "place.centre-star",
        ),
        (
            {},
            ["purple", "purple", "red"],
            {"star": "purple", "space": 3, "wilds": 1},
            "place.wild-as-itself",
        ),
    ],
)
def test_illegal_placements(boards, hand, move, rule):
    state = place_state(hand, boards)
    before = state.to_json()
    with pytest.raises(RuleViolation) as refused:
        state.apply({"type": "place", **move})
    assert refused.value.rule_id == f"{P}.{rule}"
    assert state.to_json() == before


def test_a_refusal_names_purple_with_the_particle_a_vowel_takes():
    """보라 is the one colour name ending in a vowel: 보라가, not 보라이."""
    state = place_state(["purple", "purple"], {"centre": {1: "purple"}})
    with pytest.raises(RuleViolation) as refused:
        state.apply({"type": "place", "star": "centre", "space": 2, "colour": "purple"})
    assert "보라가 있습니다" in str(refused.value)
    assert "보라이" not in str(refused.value)


def test_wild_payment_lays_the_natural_tile_and_towers_the_rest():
    state = place_state(["blue", "blue", "purple", "purple", "purple"])
    state.apply({"type": "place", "star": "blue", "space": 5, "wilds": 3})
    data = state.to_json()
    assert data["boards"][0]["blue"][4] == "blue"
    assert data["hands"][0] == []
    assert data["tower"] == ["purple", "purple", "purple", "blue"]


def test_centre_star_takes_the_wild_colour_once():
    state = place_state(["purple"] * 3)
    state.apply({"type": "place", "star": "centre", "space": 3, "colour": "purple"})
    assert state.to_json()["boards"][0]["centre"][2] == "purple"


def test_legal_moves_are_all_accepted_and_cover_the_wild_choices():
    state = place_state(["red", "red", "purple", "purple"])
    moves = state.legal_moves()
    red3 = [m for m in moves if m.get("star") == "red" and m.get("space") == 3]
    assert sorted(m["wilds"] for m in red3) == [1, 2]
    for move in moves:
        state.clone().apply(move)


# --- scoring: rulebook examples A-E -------------------------------------------------


@pytest.mark.parametrize(
    "label, filled, star, space, points",
    [
        ("A", [], "blue", 6, 1),
        ("B", [], "red", 3, 1),
        ("C", [4, 5], "blue", 6, 3),
        ("D", [3, 5], "orange", 4, 3),
        ("E", [3, 4], "purple", 2, 3),
        ("ring wraps 6-1", [5, 6], "green", 1, 3),
        ("gap breaks the run", [1, 5], "yellow", 3, 1),
        ("full star", [1, 2, 3, 5, 6], "red", 4, 6),
    ],
)
def test_rulebook_scoring_examples(label, filled, star, space, points):
    state = place_state([star] * 6, {star: filled} if filled else {})
    events = state.apply({"type": "place", "star": star, "space": space})
    place = next(e for e in events if e["type"] == "place")
    assert place["points"] == points, label
    assert state.scores()[0] == 5 + points


# --- the 18 features ------------------------------------------------------------------------


def _boards_for(cells: list[int]) -> dict:
    boards: dict = {}
    centre_colours = iter(COLOURS)
    for c in cells:
        star = c // 6
        if star == CENTRE:
            boards.setdefault("centre", {})[c % 6 + 1] = next(centre_colours)
        else:
            boards.setdefault(STARS[star], []).append(c % 6 + 1)
    return boards


@pytest.mark.parametrize("index", range(len(FEATURES)), ids=[f.name for f in FEATURES])
def test_each_feature_pays_its_bonus(index):
    feature = FEATURES[index]
    last = max(feature.cells, key=lambda c: c // 6 != CENTRE)  # an outer cell when there is one
    others = [c for c in feature.cells if c != last]
    colour = STARS[last // 6]
    state = place_state([colour] * 6, _boards_for(others))
    events = state.apply({"type": "place", "star": colour, "space": last % 6 + 1})
    assert [e["feature"] for e in events if e["type"] == "feature"] == [feature.kind]
    assert (
        state.pending_bonus
        == feature.bonus
        == {"pillar": 1, "statue": 2, "window": 3}[feature.kind]
    )
    assert state.current_player() == 0
    with pytest.raises(RuleViolation) as refused:
        state.apply({"type": "pass"})
    assert refused.value.rule_id == f"{P}.bonus.take"
    supply = list(state.to_json()["supply"])
    for _ in range(feature.bonus):
        state.apply(state.legal_moves()[0])
    assert state.pending_bonus == 0 and state.current_player() == 1
    assert len(state.to_json()["supply"]) == 10
    assert len(state.to_json()["hands"][0]) == 6 - (last % 6 + 1) + feature.bonus
    assert supply  # the supply was there to choose from
    assert not state.check_invariants()


def test_one_placement_completes_a_statue_and_a_pillar():
    boards = {"red": [1, 3], "blue": [3, 4], "centre": {1: "purple", 2: "green"}}
    state = place_state(["red", "red"], boards)
    events = state.apply({"type": "place", "star": "red", "space": 2})
    assert sorted(e["feature"] for e in events if e["type"] == "feature") == ["pillar", "statue"]
    assert state.pending_bonus == 3
    state.apply({"type": "bonus", "tiles": [state.to_json()["supply"][0]] * 1})
    assert state.pending_bonus == 2


def test_features_are_the_research_table():
    kinds = sorted(f.kind for f in FEATURES)
    assert kinds == ["pillar"] * 6 + ["statue"] * 6 + ["window"] * 6
    names = {f.name for f in FEATURES}
    assert len(names) == 18
    pillar_red = next(f for f in FEATURES if f.kind == "pillar" and f.name.startswith("빨강"))
    assert sorted(pillar_red.cells) == sorted(
        [STARS.index("red") * 6 + 1, STARS.index("red") * 6 + 2, CENTRE * 6, CENTRE * 6 + 1]
    )
    statue_purple = next(f for f in FEATURES if f.kind == "statue" and f.name.startswith("보라"))
    orange = STARS.index("orange") * 6
    assert set(statue_purple.cells) == {0, 1, orange + 2, orange + 3}


def test_bonus_beyond_the_supply_is_capped():
    state = place_state(["red"] * 6, {"red": [5]}, supply=["blue"])
    for colour in state.bag:  # empty the bag (and tower) into the other player's hand
        state.hands[1][colour] += 1
    state.bag.clear()
    assert not any(state.tower) and not state.check_invariants()
    events = state.apply({"type": "place", "star": "red", "space": 6})
    assert state.pending_bonus == 1
    assert any(e["type"] == "supply-short" for e in events)
    state.apply({"type": "bonus", "colour": "blue"})
    assert state.current_player() == 1 and not state.check_invariants()


# --- passing, phase 3, the end ------------------------------------------------------------


def test_pass_keeps_four_and_discards_the_rest():
    state = place_state(["red"] * 3 + ["blue"] * 3)
    with pytest.raises(RuleViolation) as refused:
        state.apply({"type": "pass", "keep": ["red"] * 4})
    assert refused.value.rule_id == f"{P}.pass.keep"
    state.apply({"type": "pass", "keep": ["red", "red", "blue", "blue"]})
    assert state.scores() == [3, 5]
    assert state.to_json()["corners"][0] == ["blue", "blue", "red", "red"]
    assert state.current_player() == 1


def test_phase_three_returns_corners_and_refills_factories():
    state = place_state(["red", "blue"], token=1, to_move=0)
    state.apply({"type": "pass", "keep": ["red"]})
    state.apply({"type": "pass", "keep": []})
    data = state.to_json()
    assert data["round"] == 2 and data["wild"] == "green" and data["phase"] == "draft"
    assert data["hands"][0] == ["red"] and data["corners"] == [[], []]
    assert all(len(f) == 4 for f in data["factories"])
    assert data["token"] is None and state.current_player() == 1


def test_final_scoring_bonuses_and_leftovers():
    full = [1, 2, 3, 4, 5, 6]
    boards = {
        "purple": full,
        "red": full,
        "centre": {i + 1: c for i, c in enumerate(COLOURS)},
        "orange": [1],
        "green": [1],
        "yellow": [1],
        "blue": [1],
    }
    state = ENGINE.new_game(
        2,
        setup={
            "round": 6,
            "phase": "place",
            "boards": [boards, {}],
            "hands": [["red", "red"], []],
            "scores": [10, 5],
        },
    )
    state.apply({"type": "pass", "keep": ["red"]})
    events = state.apply({"type": "pass", "keep": []})
    final = next(e for e in events if e["type"] == "final" and e["player"] == 0)
    # pass: -1 (one red discarded); end: purple 20 + red 14 + centre 12 + all 1s 4 - kept red 1
    assert state.scores()[0] == 10 - 1 + 20 + 14 + 12 + 4 - 1
    assert "숫자 2" not in final["breakdown"] and final["breakdown"].endswith("= +49점")
    assert "보라 별 20" in final["breakdown"] and "숫자 1 전부 4" in final["breakdown"]
    assert state.is_terminal() and state.winners() == [0]
    assert state.current_player() is None
    with pytest.raises(IllegalMove):
        replay(
            GameSpec(
                P,
                2,
                setup={"round": 6, "phase": "place", "passed": [1]},
                moves=[{"type": "pass"}, {"type": "pass"}],
            )
        )


def test_round_six_discarding_at_the_pass_and_keeping_differ_only_at_the_floor():
    """The leftover FAQ's worked case: at 2 points with 3 tiles left and a +4 bonus (every 1
    covered), discarding when passing floors at 1 before the bonus (5), keeping loses the 3 after
    it (3). Above the floor both cost a point a tile."""
    boards = {star: [1] for star in ("red", "blue", "yellow", "orange", "green", "purple")}
    boards["centre"] = {1: "red"}

    def final(score: int, keep: list[str]) -> int:
        state = ENGINE.new_game(
            2,
            setup={
                "round": 6,
                "phase": "place",
                "passed": [1],
                "boards": [boards, {}],
                "hands": [["blue", "blue", "blue"], []],
                "scores": [score, 5],
            },
        )
        state.apply({"type": "pass", "keep": keep})
        assert state.is_terminal()
        return state.scores()[0]

    assert final(2, []) == 5 and final(2, ["blue"] * 3) == 3
    assert final(10, []) == final(10, ["blue"] * 3) == 10 + 4 - 3


def test_nobody_took_the_token_keeps_the_start_player():
    mono = [[c] * 4 for c in ("red", "blue", "green", "yellow", "orange")]
    state = ENGINE.new_game(2, setup={"first_player": 1, "factories": mono})
    for source in range(5):
        state.apply({"type": "take", "source": source, "colour": mono[source][0]})
    assert state.to_json()["phase"] == "place" and state.current_player() == 1
    state.apply({"type": "pass", "keep": state.to_json()["hands"][1][:4]})
    state.apply({"type": "pass", "keep": state.to_json()["hands"][0][:4]})
    assert state.to_json()["round"] == 2 and state.current_player() == 1


# --- set-up and options -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "players, kwargs",
    [
        (1, {}),
        (5, {}),
        (2, {"options": {"board": "wood"}}),
        (2, {"options": {"speed": 1}}),
        (2, {"setup": {"factories": [["red"] * 5]}}),
        (2, {"setup": {"hands": [["red"] * 23, []]}}),
        (2, {"setup": {"round": 7}}),
        (2, {"setup": {"colour": "x"}}),
        (2, {"setup": {"boards": [{"red": [1], "centre": [1]}, {}]}}),
        (2, {"setup": {"boards": [{"red": {1: "blue"}}, {}]}}),
        (2, {"setup": {"phase": "place", "centre": ["red"]}}),
        (2, {"setup": {"scores": [0, 5]}}),
        (2, {"names": ["하나"]}),
    ],
)
def test_bad_setups_raise_setup_error(players, kwargs):
    with pytest.raises(SetupError) as error:
        ENGINE.new_game(players, **kwargs)
    assert str(error.value)


def test_partial_setup_is_deterministic_and_seed_matters():
    one = ENGINE.new_game(3, setup=SEED_SETUP).to_json()
    two = ENGINE.new_game(3, setup=SEED_SETUP).to_json()
    assert one == two
    assert one["factories"][:3] == [sorted(f, key=COLOURS.index) for f in SEED_SETUP["factories"]]
    assert ENGINE.new_game(3, seed=1).to_json() != ENGINE.new_game(3, seed=2).to_json()


def test_grey_side_locks_a_star_to_one_colour_or_all_different():
    state = ENGINE.new_game(
        2,
        options={"board": "grey"},
        setup={
            "phase": "place",
            "hands": [["blue"] * 6 + ["red"] * 6, []],
            "boards": [{"red": {1: "blue", 2: "blue"}, "green": {1: "red", 2: "blue"}}, {}],
        },
    )
    assert state.to_json()["costs"]["red"] == [3, 2, 1, 4, 5, 6]
    with pytest.raises(RuleViolation) as refused:
        state.apply({"type": "place", "star": "red", "space": 3, "colour": "red"})
    assert refused.value.rule_id == f"{P}.variant.grey-side"
    with pytest.raises(RuleViolation):
        state.apply({"type": "place", "star": "green", "space": 3, "colour": "blue"})
    state.apply({"type": "place", "star": "red", "space": 3, "colour": "blue"})  # cost 1


def test_describe_move_is_korean():
    state = ENGINE.new_game(2, seed=3)
    text = state.describe_move({"type": "take", "source": 0, "colour": "red"})
    assert text == "공장 1에서 빨강 가져오기"
    assert "조커 1장" in state.describe_move(
        {"type": "place", "star": "red", "space": 3, "colour": "red", "wilds": 1}
    )
    assert "보관" in state.describe_move({"type": "pass", "keep": ["red"]})


def test_greedy_player_prefers_points():
    import random

    state = place_state(["blue"] * 3, {"blue": [1, 2]})
    move = ENGINE.choose_move(state, random.Random(0))
    assert move["type"] == "place" and move["star"] == "blue" and move["space"] == 3
