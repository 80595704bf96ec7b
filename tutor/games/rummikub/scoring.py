"""End-of-game scoring: a player went out ("루미큐브!") or the game is blocked."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine import Event
from tutor.games.rummikub.rules import (
    RULE_SCORE_BLOCKED,
    RULE_SCORE_JOKER,
    RULE_SCORE_OUT,
)
from tutor.games.rummikub.sets import JOKER, tile_name, tile_value


def rack_sum(rack: Sequence[str]) -> int:
    return sum(tile_value(t) for t in rack)


def rack_breakdown(rack: Sequence[str]) -> str:
    """``"빨강 5 + 조커 30 = 35점"``; ``"0점"`` for an empty rack."""
    if not rack:
        return "0점"
    parts = [f"{tile_name(t)} 30" if t == JOKER else tile_name(t) for t in rack]
    return f"{' + '.join(parts)} = {rack_sum(rack)}점"


def went_out_points(loser_sums: Sequence[int]) -> tuple[int, list[int]]:
    """A player went out: the winner's gain (every loser's rack sum added) and each loser's
    score (minus their rack sum)."""
    return sum(loser_sums), [-points for points in loser_sums]


def score_went_out(
    racks: Sequence[Sequence[str]], winner: int, names: Sequence[str]
) -> tuple[list[int], list[Event]]:
    """A player emptied the rack: losers lose their rack sum, the winner gains the total."""
    scores = [0] * len(racks)
    events: list[Event] = []
    for p, rack in enumerate(racks):
        if p == winner:
            continue
        scores[p] = -rack_sum(rack)
        rules = [RULE_SCORE_OUT] + ([RULE_SCORE_JOKER] if JOKER in rack else [])
        events.append(
            {
                "type": "score",
                "player": p,
                "points": scores[p],
                "breakdown": f"받침대 {rack_breakdown(rack)} → {scores[p]}점",
                "text": f"{names[p]}: 받침대에 남은 타일 {rack_breakdown(rack)}, {scores[p]}점",
                "rule_ids": rules,
            }
        )
    scores[winner], _ = went_out_points([-scores[p] for p in range(len(racks)) if p != winner])
    losers = [f"{-scores[p]}" for p in range(len(racks)) if p != winner]
    events.insert(
        0,
        {
            "type": "score",
            "player": winner,
            "points": scores[winner],
            "breakdown": f"{' + '.join(losers)} = {scores[winner]}점",
            "text": f"{names[winner]}: 다른 사람들 받침대의 합 {' + '.join(losers)} = "
            f"+{scores[winner]}점",
            "rule_ids": [RULE_SCORE_OUT],
        },
    )
    return scores, events


def split_gain(gain: int, winners: Sequence[int]) -> dict[int, int]:
    """Tied winners share ``gain`` equally; the points an equal split leaves over (fewer
    than the winners) go one each to the winners in seat order, so the game sums to zero."""
    share, left = divmod(gain, len(winners))
    return {p: share + (1 if i < left else 0) for i, p in enumerate(sorted(winners))}


def score_blocked(
    racks: Sequence[Sequence[str]], names: Sequence[str]
) -> tuple[list[int], list[int], list[Event]]:
    """Nobody can play: the lowest rack wins; each other player loses the difference and the
    winner gains their total. Players tied for the lowest rack all win and share that total
    (:func:`split_gain`), so the scores always sum to zero."""
    sums = [rack_sum(r) for r in racks]
    low = min(sums)
    winners = [p for p, s in enumerate(sums) if s == low]
    scores = [0] * len(racks)
    events: list[Event] = []
    diffs: list[int] = []
    for p, total in enumerate(sums):
        if p in winners:
            continue
        diff = total - low
        diffs.append(diff)
        scores[p] = -diff
        events.append(
            {
                "type": "score",
                "player": p,
                "points": scores[p],
                "breakdown": f"{total} - {low} = {diff} → {scores[p]}점",
                "text": f"{names[p]}: 받침대 {rack_breakdown(racks[p])}, 가장 작은 합 {low}점과의 "
                f"차이 {diff}점을 잃습니다",
                "rule_ids": [RULE_SCORE_BLOCKED],
            }
        )
    gain = sum(diffs)
    shown = " + ".join(map(str, diffs)) if diffs else "0"
    shares = split_gain(gain, winners)
    for p in reversed(winners):  # inserted at the front: the winners come out in seat order
        scores[p] = shares[p]
        if len(winners) == 1:
            breakdown = f"{shown} = {gain}점"
            text = (
                f"{names[p]}: 받침대 합이 {low}점으로 가장 작아 이깁니다. 차이의 합 "
                f"{shown} = +{gain}점"
            )
        else:
            breakdown = f"{shown} = {gain}점을 {len(winners)}명이 나눔 → {shares[p]}점"
            text = (
                f"{names[p]}: 받침대 합이 {low}점으로 가장 작은 {len(winners)}명이 함께 "
                f"이깁니다. 차이의 합 {gain}점을 나누어 +{shares[p]}점"
            )
            if gain % len(winners):
                text += (
                    " (똑같이 나누고 남는 점수는 플레이어 순서상 앞선 승자부터 1점씩 더 받습니다)"
                )
        events.insert(
            0,
            {
                "type": "score",
                "player": p,
                "points": shares[p],
                "breakdown": breakdown,
                "text": text,
                "rule_ids": [RULE_SCORE_BLOCKED],
            },
        )
    return scores, winners, events
