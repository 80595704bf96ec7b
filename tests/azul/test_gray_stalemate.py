"""Gray wall: a game where no row can ever be completed ends instead of running forever."""

from __future__ import annotations

import random

from tutor.games import get_engine
from tutor.games.azul.state import row_completable


def test_blocked_row_is_detected():
    wall = [-1] * 25
    # row 0 holds colours 0-3 in columns 0-3; colour 4 is missing and already in column 4
    wall[0:4] = [0, 1, 2, 3]
    wall[1 * 5 + 4] = 4
    assert not row_completable(wall, 0)
    wall[1 * 5 + 4] = -1
    assert row_completable(wall, 0)


def test_stuck_random_game_ends_with_the_stalemate_rule():
    state = get_engine("azul").new_game(2, seed=181, options={"wall": "gray"})
    rng = random.Random(181)
    events = []
    for _ in range(5000):
        if state.is_terminal():
            break
        events += state.apply(state.random_move(rng))
    assert state.is_terminal()
    assert any("azul.variant.gray-stalemate" in e.get("rule_ids", []) for e in events)
    assert state.check_invariants() == []
