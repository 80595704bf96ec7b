"""Turns played on a test position: one the engine takes, one it must refuse."""

from __future__ import annotations

import pytest

from tutor.engine import Event, GameState, RuleViolation


def refused(state: GameState, table: list[list[str]], rule_id: str) -> RuleViolation:
    """Play ``table``, expect the engine to refuse it under ``rule_id``, changing nothing."""
    before = state.to_json()
    with pytest.raises(RuleViolation) as caught:
        state.apply({"type": "play", "table": table})
    assert caught.value.rule_id == rule_id, caught.value.message
    assert state.to_json() == before  # a refused move changes nothing
    return caught.value


def play(state: GameState, table: list[list[str]]) -> list[Event]:
    """Play ``table`` and return the engine's events."""
    return state.apply({"type": "play", "table": table})
