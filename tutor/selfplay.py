"""Random self-play through the engine protocol, with invariants checked after every move."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from tutor.engine import RuleViolation
from tutor.games import get_engine

MAX_MOVES_PER_GAME = 5000


def selfplay(game_id: str, *, players: int, games: int, seed: int = 0) -> dict[str, Any]:
    engine = get_engine(game_id)
    if not engine.min_players <= players <= engine.max_players:
        raise ValueError(
            f"{engine.name}은(는) {engine.min_players}~{engine.max_players}명이 할 수 있습니다."
        )
    violations = 0
    errors: list[str] = []
    totals: list[list[int]] = []
    wins = [0.0] * players
    moves_played = 0
    started = time.perf_counter()
    for game_index in range(games):
        rng = random.Random(seed * 1_000_003 + game_index)
        state = engine.new_game(players, seed=rng.randrange(2**31))
        broken = state.check_invariants()
        try:
            for _ in range(MAX_MOVES_PER_GAME):
                if state.is_terminal():
                    break
                move = state.random_move(rng)
                state.apply(move)
                moves_played += 1
                broken = state.check_invariants()
                if broken:
                    break
            else:
                errors.append(f"game {game_index}: no end after {MAX_MOVES_PER_GAME} moves")
                continue
        except RuleViolation as exc:
            errors.append(
                f"game {game_index}: random legal move refused: [{exc.rule_id}] {exc.message}"
            )
            continue
        except Exception as exc:  # a crash is a finding, reported with the game that found it
            errors.append(f"game {game_index}: {type(exc).__name__}: {exc}")
            continue
        if broken:
            violations += 1
            errors.append(f"game {game_index}: invariant: {'; '.join(broken)}")
            continue
        scores = state.scores()
        totals.append(scores)
        winners = state.winners()
        for w in winners:
            wins[w] += 1 / len(winners)
    seconds = time.perf_counter() - started
    mean_scores = [
        round(statistics.fmean(s[i] for s in totals), 2) if totals else 0.0 for i in range(players)
    ]
    flat = [x for s in totals for x in s]
    return {
        "game": game_id,
        "players": players,
        "games": games,
        "completed": len(totals),
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 1) if seconds else 0.0,
        "moves_per_second": round(moves_played / seconds, 1) if seconds else 0.0,
        "invariant_violations": violations,
        "errors": errors,
        "mean_scores": mean_scores,
        "score_range": [min(flat), max(flat)] if flat else [0, 0],
        "score_stdev": round(statistics.pstdev(flat), 2) if len(flat) > 1 else 0.0,
        "wins": wins,
        "seed": seed,
    }
