"""Property tests: random legal play for 2-4 players keeps every invariant and ends."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.engine import RuleViolation
from tutor.games.rummikub import ENGINE
from tutor.games.rummikub.sets import classify, full_set

MAX_TURNS = 3000


def play_out(players: int, seed: int, *, greedy_seat: int | None = None) -> dict[str, int]:
    state = ENGINE.new_game(players, seed=seed)
    rng = random.Random(seed)
    seen: Counter[str] = Counter()
    turns = 0
    while not state.is_terminal():
        turns += 1
        assert turns < MAX_TURNS, "the game did not end"
        move = (
            ENGINE.choose_move(state, rng)
            if state.current_player() == greedy_seat
            else state.random_move(rng)
        )
        before = [list(s) for s in state.table]
        events = state.apply(move)
        assert state.check_invariants() == []
        tiles = Counter(t for s in state.table for t in s)
        tiles.update(t for r in state.racks for t in r)
        tiles.update(state.pool)
        tiles.update(state.box)
        assert tiles == Counter(full_set())
        for s in state.table:  # the table is a partition into valid sets
            assert classify(s).valid
        for event in events:
            seen[event["type"]] += 1
        if move["type"] == "play" and before and any(s not in state.table for s in before):
            seen["rearranged"] += 1
    assert state.winners()
    if state.end_reason == "rummikub":
        assert sum(state.scores()) == 0
    seen[state.end_reason or ""] += 1
    return dict(seen)


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_random_games_keep_invariants_and_end(players: int, seed: int) -> None:
    play_out(players, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_play_reaches_every_kind_of_turn(players: int) -> None:
    total: Counter[str] = Counter()
    for seed in range(12):
        total.update(play_out(players, seed, greedy_seat=0 if seed % 2 else None))
    for kind in ("draw", "initial-meld", "play", "rearranged", "game-end", "score"):
        assert total[kind] > 0, kind
    assert total["draw"] > 0


def test_random_turns_are_accepted_by_the_engine() -> None:
    for seed in range(20):
        state = ENGINE.new_game(2, seed=seed)
        rng = random.Random(seed)
        for _ in range(40):
            if state.is_terminal():
                break
            move = state.random_move(rng)
            try:
                state.apply(move)
            except RuleViolation as exc:  # pragma: no cover - the failure message
                pytest.fail(f"random move refused: {exc.rule_id} {exc.message}")


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games(players: int) -> None:
    for seed in range(100, 130):
        play_out(players, seed)
