"""Azul self-play speed: complete random games with check_invariants() after every move.

Usage: .venv/bin/python bench/azul_selfplay.py [--players 2] [--games 2000] [--seed 0]
Prints games per second; exits 1 on any broken invariant.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from tutor.games.azul import ENGINE


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--gray", action="store_true")
    args = parser.parse_args()
    options = {"wall": "gray"} if args.gray else {}
    rng = random.Random(args.seed)
    moves = 0
    totals = [0] * args.players
    start = time.perf_counter()
    cpu_start = time.process_time()
    for game in range(args.games):
        state = ENGINE.new_game(args.players, seed=args.seed + game, options=options)
        while not state.is_terminal():
            state.apply(state.random_move(rng))
            moves += 1
            problems = state.check_invariants()
            if problems:
                print(f"game {game} move {moves}: {problems}", file=sys.stderr)
                return 1
        totals = [t + s for t, s in zip(totals, state.scores(), strict=True)]
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    print(f"{args.games} games, {args.players} players, {seconds:.2f} s, "
          f"{args.games / seconds:.0f} games/s (CPU time {args.games / cpu:.0f} games/s), {moves / args.games:.1f} moves/game, "
          f"mean scores {[round(t / args.games, 1) for t in totals]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
