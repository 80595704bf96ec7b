"""Helpers shared by the Rummikub tests."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

# legal_brute.py, the exhaustive reference of the hint's search, is imported by name
sys.path.insert(0, str(Path(__file__).parent))

from tutor.games.rummikub import ENGINE, RummikubState


def position(
    racks: list[list[str]],
    table: list[list[str]] | None = None,
    *,
    melded: list[bool] | None = None,
    pool: list[str] | None = None,
    to_move: int = 0,
    options: dict[str, Any] | None = None,
) -> RummikubState:
    players = len(racks)
    setup = {
        "racks": racks,
        "table": table or [],
        "pool": ["o1", "o2", "o3", "o4"] if pool is None else pool,
        "melded": melded if melded is not None else [True] * players,
        "to_move": to_move,
    }
    return ENGINE.new_game(
        players, setup=setup, options=options, names=["루미", "큐비", "미루", "비큐"][:players]
    )


@pytest.fixture
def make_position():
    return position
