"""Self-play speed of the Indigo engine: random complete games, invariants after every move.

Usage: .venv/bin/python bench/indigo_selfplay.py [--players N] [--games K] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import time

from tutor.games.indigo import ENGINE


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    violations = 0
    placements = 0
    totals = [0] * args.players
    started = time.perf_counter()
    cpu_started = time.process_time()
    for game in range(args.games):
        seed = args.seed + game
        state = ENGINE.new_game(args.players, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(state.random_move(rng))
            violations += len(state.check_invariants())
            placements += 1
        totals = [t + s for t, s in zip(totals, state.scores(), strict=True)]
    seconds = time.perf_counter() - started
    cpu_seconds = time.process_time() - cpu_started
    print(f"players={args.players} games={args.games} seconds={seconds:.2f} "
          f"games/s={args.games / seconds:.0f} (per CPU second: {args.games / cpu_seconds:.0f}) "
          f"placements/game={placements / args.games:.1f} "
          f"mean scores={[round(t / args.games, 2) for t in totals]} "
          f"invariant violations={violations}")
    return 1 if violations else 0


if __name__ == "__main__":
    raise SystemExit(main())
