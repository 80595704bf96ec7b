"""Rummikub's computed answers, twenty-sixth round: a tile said missing in chat spelling
("파랑5 파랑6 파랑8 로 런되나여 7업는데": 없는데 typed 업는데), found by a round of situational
questions written blind (forty-first session). The 7 said missing was read as a tile laid, and
5-6-8 with it as the run 5-6-7-8: "네, 세트가 됩니다". A tile said missing is declined as with
없는데 spelt right ("빨강 9 10 12로 11 빠진 채": probe 8).

Beside it: leave to end the turn after the play ("테이블에 파랑 4 5 6 있는데 파랑 7 붙이고 턴
끝내도 돼?") was declined as a question whether the turn ends ("턴 끝나?"); the play's set is what
is asked, as it was without 턴."""

from __future__ import annotations

from .computed_cases import reads_nothing_test, reads_test

UNREAD = [
    "파랑5 파랑6 파랑8 로 런되나여 7업는데",
    "파랑 5 파랑 6 파랑 8 로 런 되나요 7 업는데",
    "파랑5 파랑6 파랑8 로 런되나여 7엎는데",
    "빨강 3 4 6 연속 돼? 5 업고",
]

test_a_tile_said_missing_is_never_laid = reads_nothing_test("rummikub", UNREAD)

# leave to end the turn after the play: the set decides (was: declined)
READ = [
    ("테이블에 파랑 4 5 6 있는데 파랑 7 붙이고 턴 끝내도 돼?", "rummikub-set", "네, 세트가 됩니다"),
    (
        "테이블에 파랑 4 5 6 있는데 파랑 9 붙이고 차례 끝내도 돼?",
        "rummikub-set",
        "아니요, 세트가 되지 않습니다",
    ),
]
test_leave_to_end_the_turn_reads_the_set = reads_test("rummikub", READ)

# whether the turn ends is another question: still unread
test_whether_the_turn_ends_is_unread = reads_nothing_test(
    "rummikub", ["파랑 7 붙이면 턴 끝나?", "빨강 3 4 5 내면 차례 끝나요?"]
)
