"""Azul computed answers: what a fourth adversarial probe found with odd numbers, remarks
around the question, two kinds in one question and the rulebook's edge cases: more rows than
one said for the game's end ("가로줄 두 줄 완성해야 끝나?", "모두 채워야") or the end of one
player only, answered 네; a score said below zero read as a positive one ("지금 -5점인데" →
보너스 전 5점); the score now read as a wall tile's guessed points ("지금 10점인데 … 몇 점
돼?" → 아니요); "점수 4점 빠지는" read as the score now (4점 → 0점); the wall's points or a
row or column completed beside the floor read as the penalty alone; a side's bare count
followed by a comma ("옆에 하나, 위에 하나") left unread as none; a full pattern line read as
an empty one; "색 5개 다 모았으면" (five colours, or one colour's five tiles?) read as 50
points; the marker filling the seventh space said to let later tiles cost more. Each with
the phrasing that was misread, and the look-alikes that still read."""

from __future__ import annotations

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    not_read_as_test,
    reads_test,
)

AZUL = "azul"

ROW_ENDS = "네, 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마치면 게임이 끝납니다"

# (question, kind, verdict): read so, asked on Azul's pages
READ = [
    # the marker onto the seventh space: the floor is full
    ("바닥에 6개 있는데 중앙에서 처음 가져가면 몇 점?", "azul-floor", "−14점"),
    # the wall's points with the round's total asked
    ("벽에서 5점 얻고 바닥에 3개면 총 몇 점?", "azul-floor", "+1점 (벽 +5점, 바닥 줄 −4점)"),
    # "점수 4점 빠지는": the points lost, not the score now (was −4점 (4점 → 0점))
    ("바닥에 3개 떨어지면 점수 4점 빠지는 거 맞나요? 우리 3점만 뺐는데", "azul-floor", "−4점"),
    ("점수 10점인데 바닥에 3개면 몇 점 돼?", "azul-floor", "−4점 (10점 → 6점)"),
    ("바닥에 타일 여덟 개면 몇 점 깎여?", "azul-floor", "−14점"),
    # one row, or two players' rows: the game ends
    ("가로줄 하나만 채워도 게임 끝나?", "azul-end-trigger", ROW_ENDS),
    ("두 명 다 가로줄 완성하면 게임 끝나?", "azul-end-trigger", ROW_ENDS),
    # a guess of the wall tile's points, said with a remark
    ("새 타일 옆에 2개 있으면 3점인 것 같은데 맞지?", "azul-wall-score", "네, 3점입니다"),
    ("새 타일 옆에 하나 있고 위에 하나 있으면 몇 점?", "azul-wall-score", "4점"),
    ("벽에 타일 붙였는데 옆에 1개, 위에 1개 있으면 몇 점?", "azul-wall-score", "4점"),
    # one colour's five tiles; colours done said with 완성
    ("파랑 5장 다 모았으면 보너스 몇 점이야?", "azul-end-bonus", "+10점"),
    ("색 2개 완성 보너스 몇 점?", "azul-end-bonus", "+20점"),
    ("지금 10점인데 가로줄 1개 완성하면 보너스 몇 점?", "azul-end-bonus", "+2점 (최종 12점)"),
]

DECLINED = [  # (question, the kind it must not be read as): each was a wrong verdict
    # more rows than one, all rows, or the end of one player (read 네: the row ends the game)
    ("가로줄 두 줄 완성해야 게임 끝나?", "azul-end-trigger"),
    ("가로줄 세 개 채우면 게임 끝나?", "azul-end-trigger"),
    ("가로줄 모두 채워야 게임 끝나?", "azul-end-trigger"),
    ("모든 가로줄 다 채우면 게임 끝나?", "azul-end-trigger"),
    ("가로줄 완성하면 그 사람만 끝나?", "azul-end-trigger"),
    # a score below zero (read: 보너스 전 5점, 최종 7점)
    ("지금 -5점인데 가로줄 1개 완성 최종 몇 점?", "azul-end-bonus"),
    ("지금 마이너스 2점인데 바닥에 1개면?", "azul-floor"),
    ("지금 -3점인데 바닥에 2개면?", "azul-floor"),
    # the wall's points or a completed row beside the floor (read: −4점, the penalty alone)
    ("바닥에 3개 있고 벽에서 5점 얻고 가로줄 하나 완성하면?", "azul-floor"),
    ("바닥에 3개 있고 가로줄 하나 완성하면 몇 점?", "azul-floor"),
    ("바닥에 3개 있고 세로줄 하나 완성하면 몇 점?", "azul-floor"),
    ("바닥에 3개 있고 게임 끝나면 몇 점?", "azul-floor"),
    # the score now read as a guess of the points (read: 아니요, 3점입니다)
    ("지금 10점인데 새 타일 옆에 2개 있으면 몇 점 돼?", "azul-wall-score"),
    # a side's bare count before a comma left unread (read: 아니요, 2점입니다 / 2점)
    (
        "벽에 타일 붙였는데 옆에 하나, 위에 하나 있으면 몇 점인가요? 혹시 3점인가요?",
        "azul-wall-score",
    ),
    ("새 타일 옆에 하나, 위에 하나 있으면 몇 점?", "azul-wall-score"),
    ("새 타일 옆에 둘, 위에 하나 있으면 몇 점?", "azul-wall-score"),
    ("새 타일 위에 하나, 옆에 하나 있으면 몇 점?", "azul-wall-score"),
    # a full pattern line read as empty (read: 1번 줄에 1장, 바닥 줄에 1장)
    ("1번 줄 다 찼는데 파랑 2개 가져오면?", "azul-placement"),
    ("3번 줄 꽉 찼는데 빨강 1개 가져오면?", "azul-placement"),
    # five colours, or one colour's five tiles? (read: +50점)
    ("색 5개 다 모으면 보너스 몇 점?", "azul-end-bonus"),
    ("색깔 5개 다 모았어 보너스 몇 점?", "azul-end-bonus"),
]


test_reads = reads_test(AZUL, READ, named=False)
test_declines = not_read_as_test(AZUL, DECLINED, named=False, unasked=True)


def test_the_marker_filling_the_floor_sends_later_tiles_to_the_lid() -> None:
    """The seventh space taken by the marker: tiles that follow cost nothing more."""
    found = compute("바닥에 6개 있는데 중앙에서 처음 가져가면 몇 점?", AZUL, asked=True)
    assert found is not None and found.kind == "azul-floor"
    said = " ".join(found.details)
    assert "감점도 더해집니다" not in said and "상자 뚜껑" in said


def test_points_lost_are_not_the_score_now() -> None:
    found = compute(
        "바닥에 3개 떨어지면 점수 4점 빠지는 거 맞나요? 우리 3점만 뺐는데", AZUL, asked=True
    )
    assert found is not None
    said = " ".join([found.verdict, found.summary, *found.details])
    assert "0점" not in said and "지금 4점" not in said


test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, named=False)
