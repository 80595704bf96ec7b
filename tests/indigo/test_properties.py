"""Random legal play for 2, 3 and 4 players: invariants after every placement, and every
placement checked against an independent model of simultaneous gem movement."""

from __future__ import annotations

import importlib.util
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.engine import RuleViolation
from tutor.games.indigo import ENGINE
from tutor.games.indigo.tiles import TILES

_spec = importlib.util.spec_from_file_location(
    "indigo_reference", Path(__file__).with_name("reference.py")
)
assert _spec is not None and _spec.loader is not None
reference = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(reference)
predict, observed = reference.predict, reference.observed
GEM_ID_SAID = re.compile(r"[AES]\d")


def play_checked(players: int, seed: int, options: dict | None = None) -> int:
    state = ENGINE.new_game(players, seed=seed, options=options)
    rng = random.Random(seed)
    placements = 0
    while not state.is_terminal():
        before = state.to_json()
        move = state.random_move(rng)
        expected = predict(before, move)
        events = state.apply(move)
        placements += 1
        # What a reader sees names gems by kind and place: no board draws their ids (A1).
        assert not [e["text"] for e in events if GEM_ID_SAID.search(e["text"])], (seed, move)
        assert state.check_invariants() == [], (seed, placements)
        assert observed(before, state.to_json()) == expected, (seed, placements, move)
    data = state.to_json()
    assert data["gem_counts"]["on_board"] == 0
    assert placements <= 54
    total = data["gem_counts"]
    assert total["captured"] + total["removed"] + total["reserve"] == 24
    return placements


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_random_games_keep_invariants_and_match_the_reference(players: int, seed: int) -> None:
    play_checked(players, seed)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**31))
def test_variants_keep_invariants(seed: int) -> None:
    play_checked(3, seed, {"gateways": "exclusive"})
    play_checked(2, seed, {"hand_size": 2})


def test_legal_moves_are_exactly_the_accepted_moves() -> None:
    state = ENGINE.new_game(2, seed=4)
    rng = random.Random(4)
    for _ in range(20):
        state.apply(state.random_move(rng))
    legal = state.legal_moves()
    keys = {(m["cell"][0], m["cell"][1], m["rotation"]) for m in legal}
    assert len(keys) == len(legal)
    for q in range(-4, 5):
        for r in range(-4, 5):
            for rot in range(6):
                trial = state.clone()
                try:
                    trial.apply({"cell": [q, r], "rotation": rot})
                    accepted = True
                except RuleViolation:
                    accepted = False
                tile = state.to_json()["hands"][state.current_player()][0]
                canonical = rot % TILES.by_id[tile].rotations
                assert accepted == ((q, r, canonical) in keys), (q, r, rot)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_selfplay_command_library_reports_no_violation(players: int) -> None:
    from tutor.selfplay import selfplay

    report = selfplay("indigo", players=players, games=40, seed=7)
    assert report["invariant_violations"] == 0 and report["errors"] == []
    assert len(report["mean_scores"]) == players


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_games_match_the_reference(players: int) -> None:
    for seed in range(1000, 1100):
        play_checked(players, seed)
