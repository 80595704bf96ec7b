"""The Summer Pavilion package keeps the rules, their narration and the invariant checks apart."""

from __future__ import annotations

import ast
from pathlib import Path

import tutor.games.summer_pavilion.state as state_module
from tutor.games.summer_pavilion import ENGINE, invariants, narration

STATE_SOURCE = Path(state_module.__file__).read_text(encoding="utf-8")


def _string_constants(source: str) -> list[str]:
    tree = ast.parse(source)
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]


def test_state_builds_no_event_text() -> None:
    # events get their "text" in narration.py; the rules only pick the event and its numbers
    assert "text" not in _string_constants(STATE_SOURCE)
    assert "text" in _string_constants(Path(narration.__file__).read_text(encoding="utf-8"))


def test_state_delegates_descriptions_and_checks() -> None:
    state = ENGINE.new_game(2, seed=5)
    move = {"type": "place", "star": "red", "space": 3, "colour": "red", "wilds": 1}
    assert (
        state.describe_move(move)
        == narration.describe_move(move)
        == "빨강 별 3번 칸에 빨강 놓기 (조커 1장 사용)"
    )
    assert state.check_invariants() == invariants.broken_invariants(state) == []
    state.score[0] = -4
    assert state.check_invariants() == invariants.broken_invariants(state) != []
