"""How long the stateless play API takes to rebuild a finished game from its moves.

    python bench/replay.py [--games 50]

For each engine: play random complete games, then time `replay()` of the whole move list
(what `POST /api/play/<id>` does on every request). Target: ≤ 20 ms per complete game.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from tutor.engine import GameSpec, replay
from tutor.games import GAME_IDS, get_engine


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    for game in GAME_IDS:
        engine = get_engine(game)
        times = []
        lengths = []
        for seed in range(args.games):
            state = engine.new_game(args.players, seed=seed)
            rng = random.Random(seed)
            moves = []
            while not state.is_terminal():
                move = engine.choose_move(state, rng) if seed % 2 else state.random_move(rng)
                state.apply(move)
                moves.append(move)
            spec = GameSpec(game, args.players, seed=seed, moves=moves)
            started = time.perf_counter()
            replay(spec)
            times.append((time.perf_counter() - started) * 1000)
            lengths.append(len(moves))
        times.sort()
        print(
            json.dumps(
                {
                    "game": game,
                    "players": args.players,
                    "games": args.games,
                    "mean_moves": round(statistics.fmean(lengths), 1),
                    "median_ms": round(statistics.median(times), 2),
                    "p95_ms": round(times[int(0.95 * (len(times) - 1))], 2),
                    "max_ms": round(times[-1], 2),
                },
                ensure_ascii=False,
            ),
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
