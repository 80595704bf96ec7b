"""Rummikub reader, round 21 (a smaller, fully exercised and safe reader): the questions that
walk paths of the reader no other test walked, with the engine's verdicts, and the hostile
questions that made its list patterns backtrack without bound before they read each gap and
each number one way only ("상대 1111…", "조커는 등록 등록 …": minutes on 60 characters).

The hostile questions run under a hang detector, never a stopwatch (as in
``test_qa_computed_backtracking.py``): the readers' CPU budget is raised to 30 s, a reading
takes milliseconds, and a runaway pattern on 200 characters takes hours, so a failure means a
runaway, never a slow machine."""

from __future__ import annotations

import pytest

from .computed_cases import not_read_as_test, reads_test
from .hostile_questions import MAX_CHARS

# (question, kind, verdict): read, with the engine's verdict
READ = [
    # a blocked game's end, two players tied lowest, one player's points asked: a winner's
    # points with the shared win; a loser's with who shared it
    (
        "더미 다 떨어졌는데 나 합 20, 상대 12, 친구 12이면 상대 몇 점?",
        "rummikub-blocked",
        "상대 +4점 (공동 승리)",
    ),
    (
        "더미 다 떨어지고 아무도 못 내요. 나 20, A 12, B 12이면 A 몇 점?",
        "rummikub-blocked",
        "A +4점 (공동 승리)",
    ),
    (
        "더미 다 떨어졌는데 나 합 12, 상대 12 친구 20이면 친구 몇 점?",
        "rummikub-blocked",
        "친구 −8점 (나와 상대 공동 승리)",
    ),
    (
        "더미 다 떨어지고 아무도 못 내요. 나 12, A 12, B 20이면 B 몇 점?",
        "rummikub-blocked",
        "B −8점 (나와 A 공동 승리)",
    ),
]

# (question, kind): not read as that kind
NOT_READ = [
    # a group said to be three tiles and every colour: which three is not plain
    ("8 세 장 그룹 4가지 색 다 세트 돼?", "rummikub-set"),
    # a valid set asked why it fails: what fails is not the set
    ("빨강 1 2 3 왜 안 돼?", "rummikub-set"),
    # a first meld's rule heard before the tiles: the rule, not these points
    ("첫 등록은 40점이래 빨강 10 11 12 파랑 10 11 12 돼?", "rummikub-initial-meld"),
    # "나 포함 친구 3명": whether the count is everyone's is not plain
    ("나 포함 친구 3명이랑 하면 몇 장씩 받아?", "rummikub-deal"),
    # a move of a later turn asked after the rearrangement
    (
        "테이블에 파랑 1 2 3 4 있는데 파랑 4 빼서 내 파랑 5 6이랑 새 연속 만들고 다음 턴에 "
        "파랑 7 붙여도 돼?",
        "rummikub-play",
    ),
    # three players, two tied lowest: not a draw of "both"
    ("더미 다 떨어졌는데 나 12 상대 12 친구 20이면 비긴 거야?", "rummikub-blocked"),
]

test_read = reads_test("rummikub", READ, named=False)
test_not_read_as = not_read_as_test("rummikub", NOT_READ, named=False)


def _said(piece: str, head: str = "", tail: str = "x") -> str:
    """``head``, then ``piece`` over and over, then ``tail``: :data:`MAX_CHARS` in all."""
    room = MAX_CHARS - len(head) - len(tail)
    return head + (piece * (room // len(piece) + 1))[:room] + tail


# (what the pattern reads, question): the first three held the reader for hours before round 21;
# the others ran away in their pattern alone (seconds to minutes on 60 characters), which the
# reader's earlier checks keep such questions from today
HOSTILE = [
    ("a joker's worth heard, after 등록 said again and again", _said("등록 ", "조커는 ")),
    ("a group's colours in brackets", _said("빨강 ", "5 그룹 (")),
    (
        "a table's sets joined by 이랑",
        _said("빨강 1이랑 ", "테이블 ", "에서 빨강 1 빼서 내 빨강 2 3이랑 만들어도 돼?"),
    ),
    ("another player's tiles left, one long number", _said("1", "상대 ")),
    ("a named player's tiles left, one long number", _said("1", "a는 ")),
    ("one's own rack's tiles left, one long number", _said("1", "내 받침대 ")),
    ("jokers listed before the tiles", _said("조커 ")),
    ("a group's colours after its number", _said("빨강 ", "5 그룹 ")),
    ("a rack's sum in numbers", _said("1 ", "나 ", "장")),
    ("a row in words", _said("하나 ", "빨강 ", "장")),
    ("tiles by 번", _said("1 번 ", "빨강 ", "째")),
]


@pytest.mark.parametrize(("what", "question"), HOSTILE, ids=[w for w, _ in HOSTILE])
def test_a_hostile_list_is_read_in_a_moment(hang_detector, what, question):
    assert len(question) == MAX_CHARS
    hang_detector(question)
