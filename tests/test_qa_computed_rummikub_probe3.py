"""Rummikub situational questions from a third adversarial probe (extreme and odd tiles, a
remark before or after the question, two questions in one, a set of the kind named, the
official rules' edge cases): the wrong verdicts and false sentences it found, now read right or
declined, grouped by cause."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    assert_cites_entries,
    assert_kinds_listed,
    not_read_as_test,
    page_readings,
    reads_test,
)

# (question, kind, verdict): read, with the engine's verdict
READ = [
    # a first meld's set with two jokers counted as the kind of set named (빨강 9 with two
    # jokers is a run 9-10-11 of 30 points, but a group of 27)
    (
        "첫 등록 빨강 9 조커 조커 그룹으로 돼?",
        "rummikub-initial-meld",
        "아니요, 27점이라 30점에 못 미칩니다",
    ),
    (
        "첫 등록 조커 조커 빨강 9 그룹 돼?",
        "rummikub-initial-meld",
        "아니요, 27점이라 30점에 못 미칩니다",
    ),
    ("첫 등록 빨강 9 조커 조커 돼?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (30점)"),
    ("첫 등록 빨강 9 조커 조커 연속 돼?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (30점)"),
    (
        "첫 등록 빨강 13 조커 조커 연속으로 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (36점)",
    ),
    (
        "첫 등록 빨강 11 조커 조커 그룹으로 몇 점?",
        "rummikub-initial-meld",
        "33점 (첫 등록이 됩니다)",
    ),
    (
        "첫 등록 빨강 10 조커 조커 그룹으로 몇 점?",
        "rummikub-initial-meld",
        "30점 (첫 등록이 됩니다)",
    ),
    # the same tile three times in a first meld: the count said is three, not two
    ("첫 등록 빨강 7 7 7 돼?", "rummikub-initial-meld", "아니요, 세트가 되지 않습니다"),
    # a guess said in the negative at the end ("안 되는 것 같은데"): the plain statement, as
    # 네/아니요 would agree or disagree with the guess
    ("빨강 7 8 9 조커 연속 안 되는 것 같은데", "rummikub-set", "세트가 됩니다"),
    ("빨강 7 8 9 조커 연속 안 되는 것 같아", "rummikub-set", "세트가 됩니다"),
    ("빨강 7 8 9 조커 연속 안 될 거 같은데?", "rummikub-set", "세트가 됩니다"),
    ("빨강 7 8 9 조커 연속 안 될 듯", "rummikub-set", "세트가 됩니다"),
    ("빨강 7 8 9 조커 연속 안 되는 듯한데", "rummikub-set", "세트가 됩니다"),
    ("빨강 7 8 9 조커 연속 안 된다고 생각하는데", "rummikub-set", "세트가 됩니다"),
    ("빨강 7 8 9 조커 연속 불가능한 것 같은데", "rummikub-set", "세트가 됩니다"),
    ("첫 등록 빨강 9 10 11 안 되는 것 같아", "rummikub-initial-meld", "첫 등록이 됩니다 (30점)"),
    (
        "첫 등록 빨강 9 10 11 30점 안 넘는 것 같은데",
        "rummikub-initial-meld",
        "첫 등록이 됩니다 (30점)",
    ),
    (
        "테이블에 빨강 5 조커 7 있는데 파랑 6으로 조커 빼면 안 되는 거 같은데",
        "rummikub-play",
        "안 됩니다",
    ),
    (
        "방금 뽑은 빨강 6 바로 내면 안 되는 것 같은데",
        "rummikub-drawn-tile",
        "가져온 차례에는 낼 수 없습니다",
    ),
    # a guess in the positive, or a short confirmation asked after the question: as before
    ("빨강 12 13 1 연속 될 것 같은데", "rummikub-set", "아니요, 세트가 되지 않습니다"),
    ("빨강 7 8 9 조커 연속 돼? 진짜?", "rummikub-set", "네, 세트가 됩니다"),
    ("빨강 7 8 9 되나요? 감사합니다", "rummikub-set", "네, 세트가 됩니다"),
    ("첫 등록 빨강 10 11 12 연속 돼?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    (
        "첫 등록 빨강 10 파랑 10 검정 10 그룹 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (30점)",
    ),
]

# (question, kind): look-alikes that must not be read as that kind
NOT_READ = [
    # one tile and two jokers with no colour: a run (9-10-11, 30) or a group (27), not plain;
    # it was called a group and counted as the run
    ("첫 등록 9 조커 조커 돼?", "rummikub-initial-meld"),
    ("첫 등록 9 조커 조커 그룹 돼?", "rummikub-initial-meld"),
    # the kind of set named is not what the tiles make
    ("첫 등록 빨강 9 파랑 9 조커 연속으로 돼?", "rummikub-initial-meld"),
    ("첫 등록 빨강 10 11 조커 그룹 돼?", "rummikub-initial-meld"),
    ("첫 등록 빨강 10 11 12 되는데 그룹으로 치면 몇 점?", "rummikub-initial-meld"),
    ("첫 등록 빨강 10 파랑 10 검정 10 연속 돼?", "rummikub-initial-meld"),
    ("첫 등록 10 10 10 연속 돼?", "rummikub-initial-meld"),
    # the end's loss asked about tiles that make a set: not the set's validity
    ("끝났는데 나한테 빨강 1 2 3 남았으면 세트니까 안 잃지?", "rummikub-set"),
    # more jokers than the box holds, or more players than the base game's four
    ("내가 이겼고 A는 조커 조커, B는 조커 남았어 몇 점?", "rummikub-went-out"),
    ("내가 이겼는데 상대 넷이 10점, 20점, 30점, 5점 남았으면 몇 점?", "rummikub-went-out"),
    ("내가 이겼는데 A 10점 B 20점 C 30점 D 5점 남았으면 몇 점?", "rummikub-went-out"),
    # 노랑 and 주황 named as two colours (the box's fourth colour has either name): a fifth
    # colour, read as "주황이 두 장"
    ("빨강 5 파랑 5 검정 5 노랑 5 주황 5 그룹 돼?", "rummikub-set"),
    ("노랑 5 주황 5 빨강 5 그룹 돼?", "rummikub-set"),
    ("테이블에 빨강 5 파랑 5 검정 5 주황 5 있는데 노랑 5 붙여도 돼?", "rummikub-set"),
    ("테이블에 빨강 5 파랑 5 검정 5 있고 내 주황 5 노랑 5 있어 어떻게 내?", "rummikub-fit"),
    ("첫 등록에 빨강 5 파랑 5 검정 5 노랑 5 주황 5 돼?", "rummikub-initial-meld"),
    # a move said in the past ("뺐어"): its tiles were read as one set, the joker twice
    ("테이블에 빨강 5 조커 7 있었는데 빨강 6으로 조커 뺐어 괜찮아?", "rummikub-set"),
    ("테이블에 빨강 1 2 3 4 5 있었는데 5 뗐어 돼?", "rummikub-set"),
    ("빨강 3 4 5 6 에서 6 뺐는데 남은 거 세트 돼?", "rummikub-set"),
    # a second question after the first, which 네/아니요 would answer
    (
        "테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼도 돼? 조커 빼면 30점이야?",
        "rummikub-play",
    ),
    ("빨강 7 8 9 조커 연속 돼? 그리고 첫 등록 돼?", "rummikub-initial-meld"),
    # a pool said to hold fewer tiles than the time-out's penalty of three
    ("1분 넘었는데 테이블 엉망이야 몇 장 먹어? 더미 2장 남았어", "rummikub-timeout"),
]


test_read = reads_test("rummikub", READ, named=False)
test_not_read_as = not_read_as_test("rummikub", NOT_READ, named=False, unasked=True)


@pytest.mark.parametrize(
    ("question", "said", "not_said"),
    [
        # the reading named is the one counted and shown
        ("첫 등록 빨강 9 조커 조커 그룹으로 돼?", "9 그룹(빨강·조커·조커)", "9-조커-조커"),
        ("첫 등록 빨강 13 조커 조커 연속으로 돼?", "조커-조커-13", "13 그룹"),
        # the colour said three times is counted three times
        ("첫 등록 빨강 7 7 7 돼?", "빨강이 세 장", "두 장"),
    ],
)
def test_the_summary_says_what_was_counted(question: str, said: str, not_said: str) -> None:
    found = compute(question, "rummikub", asked=True)
    assert found is not None, question
    assert said in found.summary + " ".join(found.details + [found.case])
    assert not_said not in found.summary


def test_the_verdicts_cite_rummikub_entries() -> None:
    found = assert_cites_entries("rummikub", page_readings(READ, "rummikub"), some=True)
    assert_kinds_listed("rummikub", (f.kind for f in found))
