"""Random legal play (hypothesis): invariants after every move, for 2, 3 and 4 players."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.engine import GameSpec, replay, step
from tutor.games.azul import ENGINE

MAX_MOVES = 2000  # far above any real game (about 70–150 moves)


def play_out(
    players: int,
    seed: int,
    options: dict | None = None,
    *,
    greedy: bool = False,
    events: list | None = None,
):
    """A whole game of random (or greedy) moves; ``events`` collects every event."""
    rng = random.Random(seed)
    state = ENGINE.new_game(players, seed=seed, options=options)
    moves = []
    for _ in range(MAX_MOVES):
        if state.is_terminal():
            return state, moves
        move = ENGINE.choose_move(state, rng) if greedy else state.random_move(rng)
        moves.append(move)
        happened = state.apply(move)
        if events is not None:
            events.extend(happened)
        problems = state.check_invariants()
        assert not problems, (seed, len(moves), problems)
        assert all(score >= 0 for score in state.scores())
    raise AssertionError(f"game did not end within {MAX_MOVES} moves (seed {seed})")


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_random_games_keep_every_tile(players: int, seed: int) -> None:
    events: list = []
    state, moves = play_out(players, seed, events=events)
    assert state.winners() and set(state.winners()) <= set(range(players))
    # a game ends on a full row, an empty bag and lid, or when no row can ever be completed
    stalemate = [e for e in events if e["type"] == "stalemate"]
    assert any(rows >= 1 for rows in state.to_json()["complete_rows"]) or not state.bag or stalemate
    assert not stalemate or events[-1]["type"] == "game-end"


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_gray_wall_games_keep_every_tile(players: int, seed: int) -> None:
    state, _ = play_out(players, seed, {"wall": "gray"})
    assert state.is_terminal()


def test_a_gray_game_whose_black_tiles_are_all_stuck_ends() -> None:
    """Every black tile on a wall or in a pattern line that can never fill, and every other
    row blocked by its columns: no row can be completed any more, so the game ends (a
    random game hypothesis found going past 2,000 moves)."""
    events: list = []
    state, moves = play_out(4, 173878, {"board": "gray"}, events=events)
    assert state.is_terminal()
    stalemate = next(e for e in events if e["type"] == "stalemate")
    assert stalemate["frozen"] == ["검정"]
    assert stalemate["rule_ids"] == ["azul.end.stalemate", "azul.variant.gray-stalemate"]
    assert events[-1]["type"] == "game-end"


def test_a_row_is_alive_while_its_colours_can_still_come() -> None:
    """The same stuck pattern lines with one black tile still in the bag: play goes on."""
    setup = {
        "factories": ["W", "", "", "", ""],
        "marker": 1,
        "players": [{"lines": ["", "K", "KK", "KKK", "KKKK"]}, {"lines": ["", "K", "KK", "KKK"]}],
    }
    state = ENGINE.new_game(2, setup=setup)
    events = state.apply({"type": "take", "source": 0, "colour": "white", "line": 1})
    assert not state.is_terminal()
    assert "stalemate" not in [e["type"] for e in events]


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_replay_rebuilds_the_same_position(seed: int) -> None:
    state, moves = play_out(3, seed)
    again = replay(GameSpec("azul", 3, seed=seed, moves=moves)).state
    assert again.to_json() == state.to_json()
    assert json.loads(json.dumps(state.to_json())) == state.to_json()


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_player_finishes_legal_games(players: int) -> None:
    for seed in range(3):
        state, _ = play_out(players, seed, greedy=True)
        assert max(state.scores()) > 0


def test_greedy_player_on_gray_wall() -> None:
    state, _ = play_out(2, 5, {"wall": "gray"}, greedy=True)
    assert state.is_terminal()


def test_greedy_takes_the_completing_move() -> None:
    state = ENGINE.new_game(
        2,
        setup={
            "factories": ["BBYK", "RRWW", "BYRK", "YKKW", "BYRW"],
            "players": [{"wall": ["B.R..", "", "", "", ""]}],
        },
    )
    # a single yellow completes line 1 and would link B and R on the wall (3 points):
    # worth more than any other take
    move = ENGINE.choose_move(state, random.Random(0))
    assert move["line"] == 1 and move["colour"] == "yellow"


def test_legal_moves_are_all_accepted_and_others_refused() -> None:
    rng = random.Random(7)
    state = ENGINE.new_game(2, seed=7)
    for _ in range(40):
        if state.is_terminal():
            break
        legal = state.legal_moves()
        keys = {json.dumps(m, sort_keys=True) for m in legal}
        for move in legal:
            step(state, move)  # every listed move is accepted
        for source in [*range(len(state.factories)), "centre"]:
            for colour in ("blue", "yellow", "red", "black", "white"):
                for line in [1, 2, 3, 4, 5, "floor"]:
                    move = {"type": "take", "source": source, "colour": colour, "line": line}
                    if json.dumps(move, sort_keys=True) in keys:
                        continue
                    before = state.to_json()
                    with pytest.raises(Exception) as caught:
                        state.apply(move)
                    assert caught.type.__name__ == "RuleViolation"
                    assert state.to_json() == before  # a refused move changes nothing
        state.apply(legal[rng.randrange(len(legal))])


def test_random_move_is_legal_and_covers_lines() -> None:
    state = ENGINE.new_game(2, seed=3)
    legal = {json.dumps(m, sort_keys=True) for m in state.legal_moves()}
    rng = random.Random(0)
    seen = {json.dumps(state.random_move(rng), sort_keys=True) for _ in range(2000)}
    assert seen <= legal and len(seen) > len(legal) // 2
