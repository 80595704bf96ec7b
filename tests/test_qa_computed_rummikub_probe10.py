"""Rummikub situational questions from a tenth probe: about 170 questions written from the
rules alone (반말 and 존댓말, typos, claims with a number to confirm, other players' cases beside
the asker's, negated questions, numbers as words, facts left out), each checked by hand against
the rules. The misreads found are fixed and kept below, each with phrasings other than the one
that found it.

- the number a joker stands for said apart from the tiles ("조커랑 빨강 12 13으로 첫 등록하면
  조커가 11이라 되나?", "… 조커가 11이니까 연속 돼?") read as a second joker and another tile
  ("네, 첫 등록이 됩니다 (55점)" for 빨강 조커-조커-11-12-13, "네, 세트가 됩니다" for five
  tiles); now no verdict;"""

from __future__ import annotations

from .computed_cases import (
    reads_nothing_test,
)

# -- the number a joker stands for said apart (was a second joker and another tile) --------
NOT_READ_JOKER_SAID = [
    "조커랑 파랑 12 13으로 첫 등록 하면 조커가 11이라 되죠?",
    "조커하고 빨강 9 10으로 처음 내면 조커가 8이라 되나요",
    "검정 5 6이랑 조커로 연속 되나 조커가 7이니까",
]

test_not_read_joker_said = reads_nothing_test("rummikub", NOT_READ_JOKER_SAID, unasked=True)
