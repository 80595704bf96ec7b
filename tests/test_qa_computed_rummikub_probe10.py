"""Rummikub situational questions from a tenth probe: about 170 questions written from the
rules alone (반말 and 존댓말, typos, claims with a number to confirm, other players' cases beside
the asker's, negated questions, numbers as words, facts left out), each checked by hand against
the rules. The misreads found are fixed and kept below, each with phrasings other than the one
that found it.

- the number a joker stands for said apart from the tiles ("조커랑 빨강 12 13으로 첫 등록하면
  조커가 11이라 되나?", "… 조커가 11이니까 연속 돼?") read as a second joker and another tile
  ("네, 첫 등록이 됩니다 (55점)" for 빨강 조커-조커-11-12-13, "네, 세트가 됩니다" for five
  tiles); now no verdict;
- the first meld's points claimed ("빨강 10 11 12 첫 등록 33점 맞아?", "… 처음 낼 때 27점이지?")
  got no answer; now 네/아니요 on the points, with the meld's verdict beside ("네, 33점입니다
  (첫 등록이 됩니다)", "아니요, 27점입니다 (30점에 못 미쳐 …)"); a claim of 30 for a set worth
  more ("30점 맞지?": 30 reached, or worth 30?) stays unread;"""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

MELD = "rummikub-initial-meld"

# -- the number a joker stands for said apart (was a second joker and another tile) --------
NOT_READ_JOKER_SAID = [
    "조커랑 파랑 12 13으로 첫 등록 하면 조커가 11이라 되죠?",
    "조커하고 빨강 9 10으로 처음 내면 조커가 8이라 되나요",
    "검정 5 6이랑 조커로 연속 되나 조커가 7이니까",
]

test_not_read_joker_said = reads_nothing_test("rummikub", NOT_READ_JOKER_SAID, unasked=True)

# -- the first meld's points claimed (was no verdict) --------------------------------------
READ_MELD_CLAIM = [
    ("검정 11 12 13 첫 등록에 36점 맞죠?", MELD, "네, 36점입니다 (첫 등록이 됩니다)"),
    ("첫등록 파랑 9 10 11 12 하면 42점 맞아?", MELD, "네, 42점입니다 (첫 등록이 됩니다)"),
    ("첫 등록 주황 10 11 12 33점인 거 맞지?", MELD, "네, 33점입니다 (첫 등록이 됩니다)"),
    ("빨강 10 11 12 13 처음 낼때 40점 맞나?", MELD, "아니요, 46점입니다 (첫 등록이 됩니다)"),
    (
        "파랑 7 빨강 7 검정 7 첫 등록 하면 21점이지?",
        MELD,
        "네, 21점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
    ),
    (
        "검정 8 9 10 첫 등록 30점 맞아?",
        MELD,
        "아니요, 27점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
    ),
    (
        "첫 등록 빨강 9 조커 11 하면 30점 맞죠?",
        MELD,
        "네, 30점입니다 (첫 등록이 됩니다)",
    ),
]
# a claim of 30 for a set worth more: 30 reached, or worth 30? ("맞춰서": no claim)
NOT_READ_MELD_CLAIM = [
    "주황 11 12 13 첫 등록 30점 맞지?",
]

test_read_meld_claim = reads_test("rummikub", READ_MELD_CLAIM)
test_yes_no_meld_claim = yes_no_test("rummikub", READ_MELD_CLAIM)
test_not_read_meld_claim = reads_nothing_test("rummikub", NOT_READ_MELD_CLAIM, unasked=True)
test_the_claims_cite_rummikub_entries = cites_test("rummikub", READ_MELD_CLAIM, some=True)
test_the_kinds_are_listed = kinds_test("rummikub", READ_MELD_CLAIM)
