"""Property tests: random legal play keeps every invariant (132 tiles, scores, turn order)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.engine import GameSpec, RuleViolation, replay
from tutor.games.summer_pavilion import ENGINE

GAME = "azul-summer-pavilion"


def play_out(players: int, seed: int, choice_seed: int, *, greedy_seat: int | None = None):
    state = ENGINE.new_game(players, seed=seed)
    rng = random.Random(choice_seed)
    moves = []
    for _ in range(5000):
        if state.is_terminal():
            break
        if state.current_player() == greedy_seat:
            move = ENGINE.choose_move(state, rng)
        else:
            move = state.random_move(rng)
        phase = state.to_json()["phase"]
        state.apply(move)
        moves.append(move)
        assert state.check_invariants() == [], (len(moves), move)
        if phase == "draft":
            assert min(state.scores()) >= 1
    assert state.is_terminal(), "game did not end"
    return state, moves


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), choice_seed=st.integers(0, 2**31))
def test_random_games_keep_the_invariants_and_end(players, seed, choice_seed):
    state, moves = play_out(players, seed, choice_seed)
    data = state.to_json()
    assert data["round"] == 6 and data["phase"] == "over"
    assert state.winners() and all(s >= 1 for s in state.scores())
    assert max(state.scores()) == state.scores()[state.winners()[0]]
    # the same seed and moves rebuild the same position
    again = replay(GameSpec(GAME, players, seed=seed, moves=moves)).state
    assert again.to_json() == data


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_greedy_player_finishes_games(seed, players):
    play_out(players, seed, seed + 1, greedy_seat=0)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 120), players=st.integers(2, 4))
def test_every_listed_move_is_legal_and_clone_is_independent(seed, steps, players):
    state = ENGINE.new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            return
        state.apply(state.random_move(rng))
    if state.is_terminal():
        return
    before = state.to_json()
    moves = state.legal_moves()
    assert moves
    for move in moves[:40]:
        trial = state.clone()
        trial.apply(move)
        assert trial.check_invariants() == []
    assert state.to_json() == before
    random_move = state.random_move(rng)
    key = lambda m: {**m, "keep": sorted(m["keep"])} if "keep" in m else m  # noqa: E731
    assert key(random_move) in [key(m) for m in moves]


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    move=st.fixed_dictionaries(
        {
            "type": st.sampled_from(["take", "place", "pass", "bonus", "x"]),
            "source": st.one_of(st.integers(-1, 9), st.just("centre"), st.none()),
            "colour": st.sampled_from(["red", "blue", "purple", "green", "pink", None]),
            "star": st.sampled_from(["red", "centre", "moon"]),
            "space": st.integers(0, 7),
            "wilds": st.integers(-1, 4),
        }
    ),
)
def test_any_move_is_either_applied_or_refused_cleanly(seed, move):
    state = ENGINE.new_game(2, seed=seed)
    before = state.to_json()
    try:
        state.apply(move)
    except RuleViolation as refused:
        assert refused.rule_id in ENGINE.rule_ids()
        assert refused.message
        assert state.to_json() == before
    assert state.check_invariants() == []


def test_invariants_catch_a_lost_tile_a_foreign_tile_and_a_bad_score():
    state = ENGINE.new_game(3, seed=5)
    assert state.check_invariants() == []
    lost = state.clone()
    lost.bag.pop()
    assert any("tiles accounted" in p for p in lost.check_invariants())
    foreign = state.clone()
    colour = foreign.bag.pop()
    star = (colour + 1) % 6
    foreign.boards[0][star * 6] = colour
    assert any("another colour" in p for p in foreign.check_invariants())
    twice = state.clone()
    colour = twice.bag.pop()
    twice.bag.remove(colour)  # a second tile of the same colour
    twice.boards[1][36] = twice.boards[1][37] = colour
    assert [p for p in twice.check_invariants()] == ["player 1: the centre star repeats a colour"]
    low = state.clone()
    low.score[2] = 0
    assert any("below" in p for p in low.check_invariants())
