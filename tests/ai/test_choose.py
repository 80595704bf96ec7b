"""The computer player's protocol: ``choose`` gives a legal move and one line of Korean,
is deterministic for a given rng, and ``choose_move`` is its move with the same rng use."""

from __future__ import annotations

import random

import pytest
from choices import computer_turns
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from korean_check import assert_reason, particle_errors
from selfplay_record import CASES

from tutor.engine import Choice, Engine, GameState
from tutor.games import GAME_IDS, get_engine


def _position(game: str, players: int, seed: int, plies: int) -> GameState:
    """A position reached by random legal moves from a seeded start."""
    state = get_engine(game).new_game(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if state.is_terminal():
            break
        state.apply(state.random_move(rng))
    return state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(GAME_IDS),
    players=st.integers(2, 4),
    seed=st.integers(0, 2**31),
    plies=st.integers(0, 70),
    draw=st.integers(0, 2**31),
)
def test_choose_is_deterministic_legal_and_explained(game, players, seed, plies, draw):
    state = _position(game, players, seed, plies)
    assume(not state.is_terminal())
    engine = get_engine(game)
    first_rng, second_rng, move_rng = (random.Random(draw) for _ in range(3))
    first = engine.choose(state.clone(), first_rng)
    second = engine.choose(state.clone(), second_rng)
    assert first == second
    assert isinstance(first, Choice)
    # choose_move is choose's move, with the same draws from the rng
    assert engine.choose_move(state.clone(), move_rng) == first.move
    assert move_rng.getstate() == first_rng.getstate()
    # legal: the engine plays it, and it is in the move list where there is one
    legal = state.legal_moves()
    if legal is not None:
        assert first.move in legal
    before = state.to_json()
    state.clone().apply(first.move)
    engine.choose(state, random.Random(draw))
    assert state.to_json() == before, "choose changed the position it was asked about"
    assert_reason(first.reason)


@pytest.mark.parametrize("game", GAME_IDS)
def test_reasons_are_short_korean_lines_over_whole_games(game):
    lengths = []
    for players, options, seeds in ((p, o, s) for g, p, o, s in CASES if g == game):
        for seed in list(seeds)[:2]:
            for turn in computer_turns(game, players, seed, options):
                assert_reason(turn.choice.reason)
                lengths.append(len(turn.choice.reason))
    assert lengths
    short = sum(1 for n in lengths if n <= 60)
    assert short >= 0.9 * len(lengths), sorted(lengths)[-10:]


def test_the_particle_check_catches_wrong_particles():
    assert particle_errors("빨강 3장를 바닥 줄으로")
    assert not particle_errors("빨강 3장을 바닥 줄로, 파랑 2를 붙여 5번으로")


class _NoComputer(Engine):
    """An engine that leaves the computer player to the default."""

    game_id = "test"
    name = "시험"
    end_rule_id = "test.end"

    def new_game(self, players, *, options=None, seed=None, setup=None, names=None):
        return get_engine("azul").new_game(players, seed=seed)

    def rule_ids(self):
        return frozenset()


def test_the_default_computer_plays_a_random_move_and_says_so():
    engine = _NoComputer()
    state = engine.new_game(2, seed=3)
    choice = engine.choose(state, random.Random(5))
    assert choice.move == state.random_move(random.Random(5))
    assert engine.choose_move(state, random.Random(5)) == choice.move
    assert "무작위" in choice.reason


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_explains_its_own_moves(game):
    assert type(get_engine(game)).choose is not Engine.choose
