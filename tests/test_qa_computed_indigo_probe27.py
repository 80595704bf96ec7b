"""Indigo's computed answers, twenty-seventh round: a situational question of tuning set 30
(written blind in the forty-third session) that no reader read.

Gems said to have come into the asker's own gateway ("내 단독 게이트에 사파이어 1개랑 에메랄드
2개 들어왔으면 몇 점이에요?") are the asker's gems; the gateway word kept the hand's reader away.
A shared gateway's gems, or another player's gateway, stay with the gateway readers."""

from __future__ import annotations

from .computed_cases import reads_nothing_test, reads_test

READ = [
    (
        "인디고 내 단독 게이트에 사파이어 1개랑 에메랄드 2개 들어왔으면 몇 점이에요?",
        "indigo-score",
        "7점",
    ),
    ("내 게이트에 호박 3개 들어왔는데 몇 점?", "indigo-score", "3점"),
    ("방금 내 출구로 초록 보석 하나 들어왔는데 이거 몇 점짜리로 쳐?", "indigo-score", "2점"),
]
test_gems_into_ones_own_gateway_are_ones_hand = reads_test("indigo", READ)

UNREAD = [
    "친구 게이트에 사파이어 들어갔으면 몇 점?",
    "내 공유 게이트에 호박 2개 들어왔으면 몇 점?",
]
test_another_or_a_shared_gateway_is_not_the_hand = reads_nothing_test("indigo", UNREAD)
