"""Bench: judging one Rummikub turn on a 60-tile table (target: median ≤ 1 ms).

Run: ``.venv/bin/python bench/rummikub_turn.py [--repeat N]``. Prints the median and the
95th percentile of (a) ``judge_play`` alone and (b) a whole ``apply`` on a cloned state, for a
rearranging play and for a refused one, plus self-play speed for 2-4 players.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from tutor.engine import RuleViolation
from tutor.games.rummikub import ENGINE
from tutor.games.rummikub.table import judge_play

TABLE = [
    ["r1", "r2", "r3", "r4", "r5"],
    ["r6", "r7", "r8", "r9", "r10"],
    ["b1", "b2", "b3", "b4", "b5"],
    ["b6", "b7", "b8", "b9", "b10"],
    ["k1", "k2", "k3", "k4", "k5"],
    ["k6", "k7", "k8", "k9", "k10"],
    ["o1", "o2", "o3", "o4", "o5"],
    ["o6", "o7", "o8", "o9", "o10"],
    ["r11", "b11", "k11", "o11"],
    ["r12", "b12", "k12", "o12"],
    ["r13", "b13", "j"],
    ["r1", "r2", "r3", "r4"],
    ["b1", "b2", "b3", "b4", "b5"],
]
RACK = ["r5", "r8", "k1", "k2", "k13", "o13"]
# split r6-10 to insert r8, put k13 in place of the joker and use the joker with k1 k2,
# add r5 to the second r1-r4
AFTER = [
    ["r1", "r2", "r3", "r4", "r5"],
    ["r6", "r7", "r8"],
    ["r8", "r9", "r10"],
    ["b1", "b2", "b3", "b4", "b5"],
    ["b6", "b7", "b8", "b9", "b10"],
    ["k1", "k2", "k3", "k4", "k5"],
    ["k6", "k7", "k8", "k9", "k10"],
    ["o1", "o2", "o3", "o4", "o5"],
    ["o6", "o7", "o8", "o9", "o10"],
    ["r11", "b11", "k11", "o11"],
    ["r12", "b12", "k12", "o12"],
    ["r13", "b13", "k13"],
    ["r1", "r2", "r3", "r4", "r5"],
    ["b1", "b2", "b3", "b4", "b5"],
    ["k1", "k2", "j"],
]
REFUSED = [*AFTER[:-1], ["k1", "j", "k2"]]


def timings(func: Callable[[], object], repeat: int) -> tuple[float, float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        func()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=2000)
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    tiles = sum(len(s) for s in TABLE)
    # o5 and o6 are the second copies; the first o5 stays in o1-o5
    setup = {"racks": [RACK, ["k12"]], "table": TABLE, "pool": ["b12"], "melded": [True, True]}
    state = ENGINE.new_game(2, setup=setup)
    judge_play(state.table, AFTER, state.racks[0], melded=True, options=state.options)

    def refused() -> None:
        try:
            judge_play(state.table, REFUSED, state.racks[0], melded=True, options=state.options)
        except RuleViolation:
            return
        raise AssertionError("the refused play was accepted")

    def whole_apply() -> None:
        state.clone().apply({"type": "play", "table": AFTER})

    print(f"table: {tiles} tiles in {len(TABLE)} sets; rack {len(RACK)} tiles")
    for label, func in (
        (
            "judge_play (accepted)",
            lambda: judge_play(
                state.table, AFTER, state.racks[0], melded=True, options=state.options
            ),
        ),
        ("judge_play (refused) ", refused),
        ("clone + apply        ", whole_apply),
    ):
        median, p95 = timings(func, args.repeat)
        print(f"{label}: median {median:.3f} ms, p95 {p95:.3f} ms")
    for players in (2, 3, 4):
        start = time.perf_counter()
        moves = 0
        for seed in range(args.games):
            game = ENGINE.new_game(players, seed=seed)
            rng = random.Random(seed)
            while not game.is_terminal():
                game.apply(game.random_move(rng))
                assert not game.check_invariants()
                moves += 1
        seconds = (time.perf_counter() - start) / args.games
        print(
            f"self-play {players} players: {seconds * 1000:.1f} ms per game "
            f"({moves / args.games:.0f} moves, invariants checked after each)"
        )


if __name__ == "__main__":
    main()
