"""Engine soak and speed: random complete games with invariants checked after every move.

    python bench/engines.py [--games 10000] [--game azul] [--players 2]

Prints games per second and invariant violations per engine and player count; exits 1 on
any violation or crash. CI runs a shorter version through `tutor selfplay` in `make test`.
"""

from __future__ import annotations

import argparse
import json

from tutor.games import GAME_IDS
from tutor.selfplay import selfplay


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--game", choices=GAME_IDS, action="append")
    parser.add_argument("--players", type=int, action="append")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    failed = False
    for game in args.game or GAME_IDS:
        for players in args.players or [2, 3, 4]:
            report = selfplay(game, players=players, games=args.games, seed=args.seed)
            failed |= bool(report["invariant_violations"] or report["errors"])
            print(
                json.dumps(
                    {
                        k: report[k]
                        for k in (
                            "game",
                            "players",
                            "games",
                            "completed",
                            "seconds",
                            "games_per_second",
                            "moves_per_second",
                            "invariant_violations",
                            "mean_scores",
                            "score_range",
                        )
                    },
                    ensure_ascii=False,
                ),
                flush=True,
            )
            for error in report["errors"][:3]:
                print("  !", error)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
