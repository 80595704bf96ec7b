"""The shared protocol, checked the same way for every engine."""

from __future__ import annotations

import json
import random

import pytest

from tutor.content import load_content
from tutor.engine import GameSpec, GameState, RuleViolation, replay, step
from tutor.games import GAME_IDS, get_engine
from tutor.scenarios import run_example

from .conftest import CONTENT_DIR

CONTENT = load_content(CONTENT_DIR)


def _random_game(game: str, players: int, seed: int, limit: int = 400):
    engine = get_engine(game)
    state = engine.new_game(players, seed=seed)
    rng = random.Random(seed)
    moves = []
    while not state.is_terminal() and len(moves) < limit:
        move = state.random_move(rng)
        state.apply(move)
        moves.append(move)
    return state, moves


@pytest.mark.parametrize("game", GAME_IDS)
def test_same_seed_same_game(game):
    a = get_engine(game).new_game(2, seed=11).to_json()
    b = get_engine(game).new_game(2, seed=11).to_json()
    assert a == b
    assert json.loads(json.dumps(a)) == a


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_replay_rebuilds_the_position(game, players):
    state, moves = _random_game(game, players, seed=players * 7, limit=60)
    rebuilt = replay(GameSpec(game, players, seed=players * 7, moves=moves)).state
    assert rebuilt.to_json() == state.to_json()
    assert json.loads(json.dumps(moves)) == moves


@pytest.mark.parametrize("game", GAME_IDS)
def test_step_is_pure(game):
    state = get_engine(game).new_game(2, seed=3)
    before = state.to_json()
    nxt, events = step(state, state.random_move(random.Random(1)))
    assert state.to_json() == before
    assert isinstance(nxt, GameState) and nxt.to_json() != before
    assert all(isinstance(e.get("text"), str) and e.get("type") for e in events)


@pytest.mark.parametrize("game", GAME_IDS)
def test_illegal_moves_name_content_rules_and_change_nothing(game):
    engine = get_engine(game)
    rng = random.Random(5)
    seen = set()
    for seed in range(6):
        state = engine.new_game(2, seed=seed)
        for _ in range(30):
            if state.is_terminal():
                break
            legal = state.legal_moves()
            candidates = legal if legal is not None else [state.random_move(rng)]
            # mutate a legal move into (most likely) an illegal one
            for move in candidates[:20]:
                broken = {
                    k: (v + 1 if isinstance(v, int) and not isinstance(v, bool) else v)
                    for k, v in move.items()
                }
                if legal is not None and broken in legal:
                    continue
                before = state.to_json()
                try:
                    state.clone().apply(broken)
                except RuleViolation as exc:
                    assert exc.rule_id in CONTENT.entries, (game, exc.rule_id)
                    assert exc.message and any("\uac00" <= c <= "\ud7a3" for c in exc.message)
                    seen.add(exc.rule_id)
                except (KeyError, TypeError, ValueError, IndexError):
                    pass
                assert state.to_json() == before
            state.apply(state.random_move(rng))
    assert seen, f"{game}: no illegal move was ever refused"


@pytest.mark.parametrize("game", GAME_IDS)
def test_events_and_invariants_through_a_whole_game(game):
    state = get_engine(game).new_game(3, seed=21)
    rng = random.Random(21)
    for _ in range(3000):
        if state.is_terminal():
            break
        events = state.apply(state.random_move(rng))
        assert state.check_invariants() == []
        for event in events:
            assert isinstance(event["text"], str) and event["text"]
            for rule_id in event.get("rule_ids", []):
                assert rule_id in CONTENT.entries, rule_id
    assert state.is_terminal()
    assert state.winners()
    assert state.current_player() is None


@pytest.mark.parametrize("game", GAME_IDS)
def test_computer_player_plays_legal_moves(game):
    engine = get_engine(game)
    state = engine.new_game(2, seed=8)
    rng = random.Random(8)
    for _ in range(40):
        if state.is_terminal():
            break
        state.apply(engine.choose_move(state, rng))  # raises if the move were illegal


def _examples():
    return [(e.game, e.id, e.example) for e in CONTENT.entries.values() if e.example]


@pytest.mark.parametrize("game, entry_id, example", _examples(), ids=[e[1] for e in _examples()])
def test_faq_example_holds(game, entry_id, example):
    assert run_example(game, example) == []


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_has_engine_checked_faqs(game):
    faqs = [e for e in CONTENT.entries.values() if e.game == game and e.kind == "faq"]
    assert sum(1 for f in faqs if f.example) >= 5, game
