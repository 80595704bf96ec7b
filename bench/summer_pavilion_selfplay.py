"""Self-play speed of the Summer Pavilion engine: random games, invariants after every move.

    .venv/bin/python bench/summer_pavilion_selfplay.py [--players 3] [--games 500] [--seed 0]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from tutor.games import get_engine


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    engine = get_engine("azul-summer-pavilion")
    rng = random.Random(args.seed)
    violations = 0
    moves = 0
    totals = [0] * args.players
    wall, cpu = time.perf_counter(), time.process_time()
    for game in range(args.games):
        state = engine.new_game(args.players, seed=args.seed + game)
        while not state.is_terminal():
            state.apply(state.random_move(rng))
            moves += 1
            violations += len(state.check_invariants())
        totals = [t + s for t, s in zip(totals, state.scores(), strict=True)]
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(json.dumps({
        "game": "azul-summer-pavilion", "players": args.players, "games": args.games,
        "seconds": round(wall, 3), "games_per_second": round(args.games / wall, 1),
        "cpu_games_per_second": round(args.games / cpu, 1), "moves_per_game": moves / args.games,
        "invariant_violations": violations,
        "mean_scores": [round(t / args.games, 1) for t in totals],
    }, ensure_ascii=False))
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
