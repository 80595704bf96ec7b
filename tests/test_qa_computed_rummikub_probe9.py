"""Rummikub situational questions from a ninth probe: about 200 questions written from the
rules alone (반말 and 존댓말, typos, other players' cases beside the asker's, claims, negated
questions, numbers as words, facts left out), each checked by hand against the rules. The
misreads found are fixed and kept below, each with phrasings other than the one that found it.

- a tile added to a table set in the first meld's own turn ("첫 등록 하면서 테이블 빨강 3 4 5에
  빨강 6 붙여도 돼?", "첫 등록 하는 턴에", "첫 등록하고 같은 차례에") read as that tile alone
  made into a first meld ("아니요, 첫 등록이 되지 않습니다", citing the 30 points of one's own
  tiles first); now the join in the meld's turn, judged by the engine beside a meld of one's
  own ("아니요, 첫 등록을 하는 차례에는 테이블의 세트에 붙일 수 없습니다", the FAQ on the meld's
  turn first)."""

from __future__ import annotations

import pytest

from .computed_cases import (
    cites_test,
    kinds_test,
    page_reading,
    reads_test,
    yes_no_test,
)

PLAY = "rummikub-play"
MELD_TURN = "아니요, 첫 등록을 하는 차례에는 테이블의 세트에 붙일 수 없습니다"

# (question, kind, verdict): read, with the engine's verdict
READ = [
    # -- a tile added in the first meld's own turn (was "아니요, 첫 등록이 되지 않습니다") --------
    ("첫 등록 하면서 바닥에 있는 파랑 6 7 8에 내 파랑 9 붙이면 돼요?", PLAY, MELD_TURN),
    ("첫등록 하는 차례에 테이블 주황 10 11 12에 주황 13 이어 붙여도 됨?", PLAY, MELD_TURN),
    ("첫 등록 하고 같은 턴에 테이블 검정 2 3 4에 검정 5 붙일 수 있나요?", PLAY, MELD_TURN),
    ("첫 등록이랑 동시에 테이블 빨강 8 파랑 8 검정 8에 주황 8 넣어도 돼?", PLAY, MELD_TURN),
    # the join counted toward the meld, asked: the meld's 30 of one's own tiles, as before
    (
        "첫 등록 하면서 테이블 파랑 10 11 12에 내 파랑 13 붙여서 30점 채워도 돼?",
        PLAY,
        "아니요, 첫 등록이 되지 않습니다",
    ),
    (
        "첫 등록 전인데 테이블 검정 2 3 4에 검정 5 붙여도 돼?",
        PLAY,
        "아니요, 첫 등록이 되지 않습니다",
    ),
]

# (question, the rule cited first): the entry that decides the case
FIRST_RULE = [
    (
        "첫 등록 하면서 바닥에 있는 파랑 6 7 8에 내 파랑 9 붙이면 돼요?",
        "rummikub.faq.manipulate-meld-turn",
    ),
    (
        "첫등록 하는 차례에 테이블 주황 10 11 12에 주황 13 이어 붙여도 됨?",
        "rummikub.faq.manipulate-meld-turn",
    ),
]


test_read = reads_test("rummikub", READ)
test_yes_no = yes_no_test("rummikub", READ)
test_the_verdicts_cite_rummikub_entries = cites_test("rummikub", READ, some=True)
test_the_kinds_are_listed = kinds_test("rummikub", READ)


@pytest.mark.parametrize(("question", "rule"), FIRST_RULE)
def test_the_rule_that_decides_is_cited_first(question: str, rule: str) -> None:
    found = page_reading(question, "rummikub")
    assert found.rule_ids[0] == rule, found.rule_ids
