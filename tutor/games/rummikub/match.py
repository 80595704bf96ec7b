"""A match of several games: most games won, then the highest total score."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Standing:
    player: int
    wins: int
    total: int


def match_standings(
    games: Sequence[tuple[Sequence[int], Sequence[int]]], players: int
) -> list[Standing]:
    """``games`` is a list of ``(scores, winners)`` per game; returns the standings, best
    first: most wins, then highest total (players still equal share a place)."""
    wins = [0] * players
    totals = [0] * players
    for scores, winners in games:
        for p in winners:
            wins[p] += 1
        for p, s in enumerate(scores):
            totals[p] += s
    order = sorted(range(players), key=lambda p: (-wins[p], -totals[p], p))
    return [Standing(p, wins[p], totals[p]) for p in order]


def match_winners(games: Sequence[tuple[Sequence[int], Sequence[int]]], players: int) -> list[int]:
    standings = match_standings(games, players)
    best = standings[0]
    return [s.player for s in standings if (s.wins, s.total) == (best.wins, best.total)]
