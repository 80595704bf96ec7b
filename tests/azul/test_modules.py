"""The Azul package keeps the rules, their narration and the invariant checks apart."""

from __future__ import annotations

import ast
from pathlib import Path

import tutor.games.azul.state as state_module
from tutor.games.azul import invariants, narration

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
    state = state_module.AzulState(2)
    assert "describe_move(self, move)" in STATE_SOURCE
    assert "broken_invariants(self)" in STATE_SOURCE
    move = {"type": "take", "source": "centre", "colour": "blue", "line": 2}
    assert (
        state.describe_move(move)
        == narration.describe_move(state, move)
        == "중앙에서 파랑을 가져와 2번 패턴 줄(2칸)에"
    )
    assert state.check_invariants() == invariants.broken_invariants(state)
