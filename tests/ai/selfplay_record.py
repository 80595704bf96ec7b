"""Seeded games of the computer player, recorded as digests: the moves ``choose_move`` makes
must not change when the engines learn to explain them (stored games replay these moves).

``python tests/ai/selfplay_record.py`` writes ``tests/fixtures/ai_moves.json``; it was run on
the engines before ``choose`` existed, and the test compares today's moves with that record.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

RECORD = Path(__file__).resolve().parents[1] / "fixtures" / "ai_moves.json"
MAX_PLIES = 400

# (game, players, options, seeds): every game at every size, with its main variants
CASES: list[tuple[str, int, dict[str, Any], range]] = [
    ("azul", 2, {}, range(12)),
    ("azul", 3, {}, range(6)),
    ("azul", 4, {}, range(6)),
    ("azul", 2, {"wall": "gray"}, range(8)),
    ("azul", 3, {"wall": "gray"}, range(4)),
    ("azul-summer-pavilion", 2, {}, range(8)),
    ("azul-summer-pavilion", 3, {}, range(4)),
    ("azul-summer-pavilion", 4, {}, range(4)),
    ("azul-summer-pavilion", 2, {"board": "grey"}, range(6)),
    ("rummikub", 2, {}, range(8)),
    ("rummikub", 3, {}, range(4)),
    ("rummikub", 4, {}, range(4)),
    ("indigo", 2, {}, range(8)),
    ("indigo", 3, {}, range(4)),
    ("indigo", 3, {"gateways": "exclusive"}, range(4)),
    ("indigo", 4, {}, range(4)),
    ("indigo", 2, {"hand_size": 2}, range(4)),
]


def play(game: str, players: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """One game: the computer plays every seat except, in odd seeds, seat 0, which plays
    random legal moves (to reach positions a greedy player would not). The digest covers
    every move and one draw from the shared rng afterwards (so its use is covered too)."""
    from tutor.games import get_engine

    engine = get_engine(game)
    state = engine.new_game(players, options=options, seed=seed)
    rng = random.Random(f"{game}/{players}/{seed}")
    digest = hashlib.sha256()
    plies = 0
    while not state.is_terminal() and plies < MAX_PLIES:
        if seed % 2 and state.current_player() == 0:
            move = state.random_move(rng)
        else:
            move = engine.choose_move(state, rng)
        digest.update(json.dumps(move, sort_keys=True, ensure_ascii=False).encode())
        state.apply(move)
        plies += 1
    digest.update(repr(rng.random()).encode())
    return {
        "game": game,
        "players": players,
        "options": options,
        "seed": seed,
        "plies": plies,
        "scores": state.scores(),
        "digest": digest.hexdigest(),
    }


def all_games() -> list[dict[str, Any]]:
    return [
        play(game, players, options, seed)
        for game, players, options, seeds in CASES
        for seed in seeds
    ]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    games = all_games()
    RECORD.write_text(json.dumps(games, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(games)} games → {RECORD}")
