"""Seeded games of the computer player, move by move, for tests of what it says."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from tutor.engine import Choice, Event, GameState
from tutor.games import get_engine

MAX_PLIES = 400


@dataclass
class Turn:
    before: GameState  # the position the computer chose in (a copy)
    mover: int
    choice: Choice
    events: list[Event]
    after: GameState  # the position after the move (the live state: do not keep past use)


def computer_turns(
    game: str, players: int, seed: int, options: dict[str, Any] | None = None
) -> Iterator[Turn]:
    """Every move of a seeded game in which the computer plays every seat."""
    engine = get_engine(game)
    state = engine.new_game(players, options=options or {}, seed=seed)
    rng = random.Random(seed)
    for _ in range(MAX_PLIES):
        if state.is_terminal():
            return
        before = state.clone()
        mover = state.current_player()
        assert mover is not None
        choice = engine.choose(state, rng)
        events = state.apply(choice.move)
        yield Turn(before, mover, choice, events, state)
    raise AssertionError(f"{game} seed {seed}: no end after {MAX_PLIES} moves")
