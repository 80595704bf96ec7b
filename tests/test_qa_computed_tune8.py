"""Computed answers for the situational questions of tuning set 8 (tests/search/tune8.yaml):
each case below is a phrasing those questions showed, read better now.

- Indigo, the set-up's gems asked kind by kind with the gems' names misspelt ("에매랄드 몇 개랑
  사파이여 몇 개"): each kind is named with its count (it was the total alone, "6개"), as "뭐를
  몇 개" and the names spelt right already were; one 몇 asks the total.
"""

from __future__ import annotations

from .computed_cases import cites_test, reads_test

INDIGO_READ = [
    (
        "나빗길 중앙 보석타일엔 시작할 때 에매랄드 몇개랑 사파이여 몇개 놔요?",
        "indigo-setup",
        "에메랄드 5개, 사파이어 1개 (모두 6개)",
    ),
    ("나빗길 시작할 때 중앙에 보석 몇 개 올려요?", "indigo-setup", "6개"),
]

test_indigo_reads = reads_test("indigo", INDIGO_READ)
test_indigo_cites = cites_test("indigo", INDIGO_READ)
