"""Turn, movement, scoring and end rules on hand-made positions."""

from __future__ import annotations

import random

import pytest

from tutor.engine import GameSpec, RuleViolation, SetupError, replay, step
from tutor.games.indigo import ENGINE
from tutor.games.indigo.state import IndigoState


def play(players: int, tiles: list[str], moves: list[dict], **kw) -> IndigoState:
    spec = GameSpec(
        "indigo", players, kw.get("options", {}), None, {"tiles": tiles}, kw.get("names"), moves
    )
    state = replay(spec).state
    assert isinstance(state, IndigoState)
    assert state.check_invariants() == []
    return state


def events_of(state: IndigoState, move: dict) -> list[dict]:
    events = state.apply(move)
    assert state.check_invariants() == []
    return events


def gem_moves(events: list[dict]) -> dict[str, dict]:
    return {e["gem"]: e for e in events if e["type"] == "gem-move"}


def test_seed_first_turn_moves_an_emerald_from_the_centre() -> None:
    state = play(2, ["long-curves"], [], names=["수철", "유미"])
    events = events_of(state, {"cell": [1, -1], "rotation": 0})
    run = gem_moves(events)["E1"]
    assert run["source"] == "centre" and run["result"] == "stop"
    assert run["path"] == [{"cell": [1, -1], "in": 3, "out": 5}]
    assert state.to_json()["centre"] == ["E2", "E3", "E4", "E5", "S1"]
    assert state.current_player() == 1


def test_seed_second_turn_moves_the_amber_beyond_the_arrow() -> None:
    state = play(2, ["long-curves", "sharp-curves"], [{"cell": [1, -1], "rotation": 0}])
    events = events_of(state, {"cell": [3, -3], "rotation": 1})
    run = gem_moves(events)["A1"]
    assert run["source"] == "corner"
    assert run["to"] == {"cell": [3, -3], "edge": 1}
    assert state.to_json()["arrow_gems"]["북동"] is None


def test_a_tile_beside_the_corner_does_not_release_its_amber() -> None:
    state = play(2, ["straights"], [])
    assert not gem_moves(events_of(state, {"cell": [4, -3], "rotation": 0}))
    assert state.to_json()["arrow_gems"]["북동"] == "A1"


def test_centre_releases_five_emeralds_then_the_sapphire() -> None:
    ring = [[1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1]]
    state = play(2, ["straights"] * 6, [])
    released = []
    for cell in ring:
        released += [
            e["gem"]
            for e in events_of(state, {"cell": cell, "rotation": 0})
            if e["type"] == "gem-move" and e["source"] == "centre"
        ]
    assert released == ["E1", "E2", "E3", "E4", "E5", "S1"]


def test_two_gems_entering_one_path_collide() -> None:
    state = play(
        2,
        ["long-curves", "straights", "sharp-curves", "long-curves"],
        [
            {"cell": [1, -1], "rotation": 0},
            {"cell": [0, -1], "rotation": 0},
            {"cell": [0, -2], "rotation": 0},
        ],
    )
    events = events_of(state, {"cell": [1, -2], "rotation": 2})
    collisions = [e for e in events if e["type"] == "collision"]
    assert len(collisions) == 1 and sorted(collisions[0]["gems"]) == ["E1", "E2"]
    # Two gems of one kind are told apart by where they are, not by ids no board draws.
    assert collisions[0]["text"].startswith("에메랄드 두 개가 ")
    assert any("다른 에메랄드와 마주쳐" in e["text"] for e in events if e["type"] == "gem-move")
    assert state.scores() == [0, 0]
    assert state.to_json()["gem_counts"]["removed"] == 2


def test_loop_through_the_new_tile_collides_the_two_gems_it_triggered() -> None:
    """The trap of research §2.7: E1 leaves the new tile, loops round and comes back into it
    while E2 is still there. A naive walk would let E1 slip on towards the centre."""
    state = play(
        2,
        ["long-curves", "straights", "sharp-curves", "sharp-curves", "sharp-curves", "long-curves"],
        [
            {"cell": [1, -1], "rotation": 0},
            {"cell": [0, -1], "rotation": 0},
            {"cell": [0, -2], "rotation": 0},
            {"cell": [2, -3], "rotation": 1},
            {"cell": [2, -2], "rotation": 1},
        ],
    )
    events = events_of(state, {"cell": [1, -2], "rotation": 0})
    runs = gem_moves(events)
    assert runs["E1"]["result"] == runs["E2"]["result"] == "collision"
    assert [p["cell"] for p in runs["E1"]["path"]] == [[1, -2], [2, -3], [2, -2]]
    assert state.to_json()["gem_counts"] == {
        "on_board": 10,
        "captured": 0,
        "removed": 2,
        "reserve": 12,
    }


def test_u_turn_on_a_corner_and_gem_resting_on_the_treasure_tile() -> None:
    state = play(
        2, ["sharp-curves", "straight-sharp", "straights"], [{"cell": [3, -3], "rotation": 1}]
    )
    run = gem_moves(events_of(state, {"cell": [4, -3], "rotation": 2}))["A1"]
    assert run["path"][-1] == {"cell": [4, -4], "in": 2, "out": 4}
    assert run["to"] == {"cell": [4, -4], "edge": 4}
    # the next tile beyond the U-turn sends it on
    run = gem_moves(events_of(state, {"cell": [3, -4], "rotation": 0}))["A1"]
    assert run["source"] == "route" and run["result"] == "stop"


def test_exit_pays_the_owner_not_the_mover_in_two_players() -> None:
    state = play(
        2,
        ["long-curves", "straights", "straights", "straights"],
        [
            {"cell": [1, -1], "rotation": 0},
            {"cell": [1, -2], "rotation": 0},
            {"cell": [1, -3], "rotation": 0},
        ],
    )
    assert state.current_player() == 1
    events = events_of(state, {"cell": [1, -4], "rotation": 0})
    scores = [e for e in events if e["type"] == "score"]
    assert [(e["player"], e["points"], e["gateway"]) for e in scores] == [(0, 2, 1)]
    assert scores[0]["breakdown"] == "에메랄드 1개 = 2점"
    assert state.scores() == [2, 0]


def test_two_player_gateways_alternate() -> None:
    state = ENGINE.new_game(2, seed=1)
    assert state.to_json()["gateway_owners"] == [[0], [1], [0], [1], [0], [1]]


@pytest.mark.parametrize(
    ("players", "options", "chart"),
    [
        (3, {}, [[0], [0, 1], [2], [2, 0], [1], [1, 2]]),
        (3, {"gateways": "exclusive"}, [[0], [1], [2], [0], [1], [2]]),
        (4, {}, [[0, 1], [1, 2], [0, 3], [3, 1], [2, 0], [2, 3]]),
    ],
)
def test_ownership_charts(players: int, options: dict, chart: list) -> None:
    state = ENGINE.new_game(players, seed=1, options=options)
    assert state.to_json()["gateway_owners"] == chart
    uses = [sum(seat in owners for owners in chart) for seat in range(players)]
    assert max(uses) <= 6


def test_shared_gateway_pays_both_owners() -> None:
    state = play(3, ["sharp-curves", "straight-sharp"], [{"cell": [3, -3], "rotation": 1}])
    events = events_of(state, {"cell": [4, -3], "rotation": 0})
    scores = [(e["player"], e["points"], e["from_reserve"]) for e in events if e["type"] == "score"]
    assert scores == [(1, 1, False), (0, 1, True)]
    assert state.scores() == [1, 1, 0]
    assert state.to_json()["gem_counts"]["reserve"] == 11


def test_gateway_curve_ban_names_its_rule_and_leaves_the_state() -> None:
    state = play(2, ["sharp-curves"], [])
    before = state.to_json()
    with pytest.raises(RuleViolation) as info:
        state.apply({"cell": [2, -4], "rotation": 0})
    assert info.value.rule_id == "indigo.place.gateway-curve"
    assert "금지" in info.value.message and info.value.allowed
    assert state.to_json() == before
    state.apply({"cell": [2, -4], "rotation": 1})  # turned, it is fine


@pytest.mark.parametrize(
    "move",
    [
        {"cell": [0, 0], "rotation": 0},  # the centre treasure
        {"cell": [4, -4], "rotation": 0},  # a corner treasure
        {"cell": [5, 0], "rotation": 0},  # off the board
        {"cell": [1, -1], "rotation": 6},  # no such rotation
        {"cell": [1, -1], "rotation": 0, "hand": 1},
        {"cell": [1, -1], "rotation": 0, "tile": "straights"},
        {"cell": "1,-1"},
        {"type": "pass"},
    ],
)
def test_bad_placements_cite_the_placement_rule(move: dict) -> None:
    state = play(2, ["long-curves"], [])
    with pytest.raises(RuleViolation) as info:
        state.apply(move)
    assert info.value.rule_id == "indigo.turn.place-tile"


def test_occupied_cell_is_refused() -> None:
    state = play(2, ["long-curves", "straights"], [{"cell": [1, -1], "rotation": 0}])
    with pytest.raises(RuleViolation) as info:
        state.apply({"cell": [1, -1], "rotation": 0})
    assert info.value.rule_id == "indigo.turn.place-tile"


def test_step_is_pure_and_replay_is_deterministic() -> None:
    state = ENGINE.new_game(2, seed=5)
    rng = random.Random(5)
    move = state.random_move(rng)
    before = state.to_json()
    nxt, events = step(state, move)
    assert state.to_json() == before and nxt.to_json() != before and events

    def finished(seed: int) -> dict:
        game = ENGINE.new_game(3, seed=seed)
        moves = random.Random(seed)
        while not game.is_terminal():
            game.apply(game.random_move(moves))
        return game.to_json()

    assert finished(11) == finished(11)
    assert finished(11) != finished(12)


def test_partial_setup_fills_the_rest_deterministically() -> None:
    a = ENGINE.new_game(2, setup={"tiles": ["straights", "sharp-curves"]})
    b = ENGINE.new_game(2, setup={"tiles": ["straights", "sharp-curves"]})
    assert a.to_json()["hands"] == [["straights"], ["sharp-curves"]]
    assert a.to_json() == b.to_json() and a.to_json()["draw_pile"] == 52
    assert a.check_invariants() == []
    c = ENGINE.new_game(
        2,
        setup={
            "hands": [["straights"], ["straights"]],
            "draw_pile": ["sharp-curves"],
            "first_player": 1,
        },
    )
    assert c.current_player() == 1
    c.apply({"cell": [1, -1], "rotation": 0})
    assert c.to_json()["hands"][1] == ["sharp-curves"]


@pytest.mark.parametrize(
    ("players", "kwargs"),
    [
        (1, {}),
        (5, {}),
        (2, {"setup": {"tiles": ["straights"] * 7}}),
        (2, {"setup": {"tiles": ["hexagon"]}}),
        (2, {"setup": {"bag": []}}),
        (2, {"setup": {"tiles": [], "hands": [[], []]}}),
        (2, {"setup": {"first_player": 2}}),
        (2, {"options": {"hand_size": 3}}),
        (2, {"options": {"gateways": "exclusive"}}),
        (2, {"options": {"speed": 1}}),
        (2, {"names": ["혼자"]}),
    ],
)
def test_bad_setups_raise_setup_error_in_korean(players: int, kwargs: dict) -> None:
    with pytest.raises(SetupError) as info:
        ENGINE.new_game(players, **kwargs)
    assert any("가" <= ch <= "힣" for ch in str(info.value))


def test_two_tile_variant_keeps_two_tiles_in_hand() -> None:
    state = ENGINE.new_game(2, seed=3, options={"hand_size": 2})
    assert [len(h) for h in state.to_json()["hands"]] == [2, 2]
    moves = state.legal_moves()
    assert any(m.get("hand") == 1 for m in moves) or len(set(state.to_json()["hands"][0])) == 1
    state.apply({"cell": [2, 2], "rotation": 0, "hand": 1})
    assert [len(h) for h in state.to_json()["hands"]] == [2, 2]
    rng = random.Random(3)
    while not state.is_terminal():
        state.apply(state.random_move(rng))
        assert state.check_invariants() == []
    assert state.to_json()["placements"] <= 54


def test_game_ends_when_no_gem_is_left_and_ties_break_on_gem_count() -> None:
    rng = random.Random(2)
    for seed in range(20):
        state = ENGINE.new_game(2, seed=seed)
        while not state.is_terminal():
            state.apply(state.random_move(rng))
        data = state.to_json()
        assert data["gem_counts"]["on_board"] == 0 and data["placements"] <= 54
        assert state.legal_moves() == []
        with pytest.raises(RuleViolation) as info:
            state.apply({"cell": [1, -1], "rotation": 0})
        assert info.value.rule_id == ENGINE.end_rule_id
        keys = [(s, len(c)) for s, c in zip(state.scores(), data["captured"], strict=True)]
        assert state.winners() == [i for i, k in enumerate(keys) if k == max(keys)]


def test_tie_break_prefers_more_gems_then_shares() -> None:
    state = ENGINE.new_game(2, seed=0)
    state.to_move = None
    state.captured = [[0, 1, 2, 3], [12, 13]]  # four ambers vs two emeralds: 4 = 4
    assert state.scores() == [4, 4] and state.winners() == [0]
    state.captured = [[0, 1], [2, 3]]
    assert state.winners() == [0, 1]


def test_greedy_computer_takes_the_best_immediate_points() -> None:
    state = play(
        2,
        ["long-curves", "straights", "straights", "straights", "crossing-curves"],
        [
            {"cell": [1, -1], "rotation": 0},
            {"cell": [1, -2], "rotation": 0},
            {"cell": [1, -3], "rotation": 0},
            {"cell": [3, 1], "rotation": 0},
        ],
    )
    # seat 0 can send the emerald in front of gateway 1 out: 2 points, the best there is
    move = ENGINE.choose_move(state, random.Random(0))
    before = state.scores()[0]
    state.apply(move)
    assert state.scores()[0] - before == 2


def test_describe_move_is_korean() -> None:
    state = play(2, ["long-curves"], [], names=["수철", "유미"])
    text = state.describe_move({"cell": [1, -1], "rotation": 0})
    assert text.startswith("수철: 완만한 곡선 타일을") and "중앙 보석 타일 옆" in text
