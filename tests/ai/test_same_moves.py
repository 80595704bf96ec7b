"""The computer's moves are the same as before it learned to explain them: stored games and
shared links replay the moves ``choose_move`` made for a given rng."""

from __future__ import annotations

import json

import pytest
from selfplay_record import CASES, RECORD, play

RECORDED = json.loads(RECORD.read_text(encoding="utf-8"))


def test_the_record_covers_every_case():
    assert len(RECORDED) == sum(len(seeds) for *_, seeds in CASES)
    assert {g["game"] for g in RECORDED} == {"azul", "azul-summer-pavilion", "rummikub", "indigo"}
    assert all(g["plies"] >= 10 for g in RECORDED)


@pytest.mark.parametrize(
    "recorded",
    RECORDED,
    ids=lambda g: (
        f"{g['game']}-{g['players']}p-{'-'.join(map(str, g['options'].values())) or 'base'}"
        f"-s{g['seed']}"
    ),
)
def test_seeded_games_play_the_recorded_moves(recorded):
    now = play(recorded["game"], recorded["players"], recorded["options"], recorded["seed"])
    assert now == recorded
