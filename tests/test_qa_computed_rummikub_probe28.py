"""Rummikub's computed answers, twenty-eighth round: a situational question of tuning set 30
(written blind in the forty-third session) that no reader read.

Whether a first meld passes, asked as 통과 ("… 냈는데 통과인가요?", "통과돼요?"): no yes-or-no
word of the meld's reader, so the 27 points of "파랑7 빨강7 검정7 그룹이랑 주황 1-2-3" were not
counted. 통과 as a pass of the turn ("통과할게요") is no question. ("통과돼요?" was read before by
its 돼: that row is a guard.)"""

from __future__ import annotations

from .computed_cases import reads_nothing_test, reads_test

READ = [
    (
        "루미큐브 첫 등록으로 파랑7 빨강7 검정7 그룹이랑 주황 1-2-3 냈는데 통과인가요?",
        "rummikub-initial-meld",
        "아니요, 27점이라 30점에 못 미칩니다",
    ),
    ("첫 등록 빨강 10 11 12 통과?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    (
        "첫 등록에 검정 9 10 11 내면 통과돼요?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (30점)",
    ),
]
test_a_meld_asked_to_pass_is_read = reads_test("rummikub", READ)

UNREAD = ["빨강 10 11 12 내고 통과할게요"]
test_a_pass_of_the_turn_is_no_question = reads_nothing_test("rummikub", UNREAD)
