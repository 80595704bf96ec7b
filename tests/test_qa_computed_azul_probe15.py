"""Azul computed answers: probe 15, new questions of a first-time player (whole turns told,
claims heard from others, other players' boards, "why" and "what if not") whose verdict
misread the case:

- whether the score goes below 0, asked with the score now said and 마이너스 alone ("지금
  3점인데 바닥에 4칸 찼어 그럼 마이너스 되는거야?", "… 마이너스 되나요?", "… 0점보다 낮아져?"):
  the penalty and the score after alone ("−6점 (3점 → 0점)", read as a yes); now "아니요,
  점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −6점, 3점 → 0점)", as "점수 마이너스 돼?"
  was. With no score said ("바닥에 3개 있으면 마이너스 돼?": points lost?) or the points
  named ("마이너스 2점 돼?") it is the penalty, as before.
- the 세 of 세로 read as a count of rows after 가로줄 ("가로줄도 세로줄도 색도 하나도 못
  채웠어. 보너스 몇 점?", "가로줄세로줄보너스각각몇점이에요"): "+6점", three rows complete;
  now not read. "가로줄 세 개" is three, as before.
- no bonus guessed with only one kind said none ("가로줄 하나도 완성 못 했으면 보너스 0점이지?",
  "색 세트 0개면 보너스 0점이지?"): "네, +0점", the kinds not said taken as none, where the
  columns and colours could still score; now not read. With every kind said none ("가로줄
  하나도 없고 세로줄이나 색 세트도 없어") it is "+0점", as before. A row of probe 12 that
  pinned "+0점" ("세로줄 2개 아깝게 못 채웠어. 보너스 몇 점이야?") moves here.
- points guessed in Sino-Korean numbers ("바닥에 두개 있으면 삼 점 깎이지?", "사 점 깎여?",
  "십사 점"): the guess not read, the penalty alone answering it ("−2점", with no 아니요); now
  read as digits ("아니요, −2점입니다"). "이 점" ("this point") and "이점" are never 2점.
- the tiles of one factory asked ("4인 게임에서 공장 하나에 타일 몇 개 올려?", "공장마다 몇
  장?"): "공장 9개, 라운드마다 타일 36장", the four each holds left to the summary; now "공장
  하나에 4장씩 (공장 9개, 라운드마다 타일 36장)". The factories asked stay as before.
- a pattern line named by its length ("비어 있는 길이 2 줄에 넣으면", "제 길이 3 줄에 파랑 2개가
  있고", "길이가 4인 줄"): not read; now read as "2칸짜리 줄" is, the line of that number.
- whether every tile taken fits on the line ("4번 줄에 빨강 2개 있는데 빨강 3개 가져오면 다
  들어가지?", "모두 들어가요?"): the placement alone ("4번 줄에 2장, 바닥 줄에 1장"), with no
  아니요; now "아니요, 4번 줄에 2장, 바닥 줄에 1장" ("네, …" when none goes past the line).
  Asked in the negative ("다 들어가는 거 아니야?") it stays plain.
- an end bonus heard from another player ("… 동생이 보너스 7점이래", "보너스 10점이라는데
  맞아?", "13점이라고 하던데 진짜야?"): not read, the guess not seen; now checked as the
  asker's own guess ("아니요, +2점입니다"). The claim said before the counts, beside the
  other player ("친구가 보너스 4점이래. 세로줄 하나 채웠는데 맞아?"), is still unread.

Every row of :data:`READ` and :data:`NOT_READ` marked new was checked to fail on the reader
before its fix; the rows marked unchanged read as they did."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

AZUL = "azul"
FLOOR = "azul-floor"
WALL = "azul-wall-score"
BONUS = "azul-end-bonus"
SETUP = "azul-setup"
PLACE = "azul-placement"

BELOW = "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 "

# (question, kind, verdict[, ok]): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) the score now said, 마이너스 alone: whether the score goes below 0
    (
        "현재 1점인데 바닥에 타일 2개 있으면 마이너스 되나요?",
        FLOOR,
        BELOW + "−2점, 1점 → 0점)",
        False,
    ),
    ("지금 2점이고 바닥에 3개 있어. 그럼 마이너스로 가?", FLOOR, BELOW + "−4점, 2점 → 0점)", False),
    (
        "지금 4점인데 바닥 5칸 차면 점수가 0점보다 낮아져요?",
        FLOOR,
        BELOW + "−8점, 4점 → 0점)",
        False,
    ),
    ("지금 6점인데 바닥에 2개면 마이너스 돼?", FLOOR, BELOW + "−2점, 6점 → 4점)", False),
    # (unchanged) no score said, or the points named
    ("바닥에 3개 있으면 마이너스 돼?", FLOOR, "−4점"),
    ("지금 10점인데 바닥 2개면 마이너스 2점 돼?", FLOOR, "−2점 (10점 → 8점)"),
    # (new) points guessed in Sino-Korean numbers
    ("바닥에 타일 세 개 있으면 오 점 까여?", FLOOR, "아니요, −4점입니다", False),
    ("바닥 줄에 다섯 개면 팔 점 잃는 거 맞아요?", FLOOR, "네, −8점입니다", True),
    ("바닥에 6개 있으면 십일 점 깎이지?", FLOOR, "네, −11점입니다", True),
    ("벽에 새 타일 놨는데 위에 2개 붙어 있어. 삼점이지?", WALL, "네, 3점입니다", True),
    # (new) the tiles of one factory asked
    (
        "3인 게임은 공장마다 타일 몇 개 올려요?",
        SETUP,
        "공장 하나에 4장씩 (공장 7개, 라운드마다 타일 28장)",
    ),
    (
        "2명이서 하면 한 공장에 몇 장씩 놔?",
        SETUP,
        "공장 하나에 4장씩 (공장 5개, 라운드마다 타일 20장)",
    ),
    # (new) a pattern line named by its length
    ("빈 길이 3 줄에 빨강 4개 넣으면 바닥 몇 개야?", PLACE, "3번 줄에 3장, 바닥 줄에 1장"),
    (
        "길이가 4인 줄에 검정 2개 있는데 공장에서 검정 3개 가져오면?",
        PLACE,
        "4번 줄에 2장, 바닥 줄에 1장",
    ),
    (
        "공장에서 파랑 3개 가져와 비어 있는 길이 2짜리 패턴 줄에 두면 바닥엔?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 1장",
    ),
    # (new) whether every tile taken fits on the line
    (
        "5번 줄에 하양 3개 있는데 하양 3개 더 가져오면 다 들어가지?",
        PLACE,
        "아니요, 5번 줄에 2장, 바닥 줄에 1장",
        False,
    ),
    ("빈 4번 줄에 파랑 3개 넣으면 모두 들어가요?", PLACE, "네, 4번 줄에 3장이 모두 놓입니다", True),
    (
        "2번 줄에 노랑 1개 있어. 노랑 1개 가져오면 전부 들어가?",
        PLACE,
        "네, 2번 줄에 1장이 모두 놓입니다",
        True,
    ),
    # (unchanged) asked in the negative
    ("빈 2번 줄에 검정 3개 가져오면 다 들어가는 거 아니야?", PLACE, "2번 줄에 2장, 바닥 줄에 1장"),
    # (unchanged) the factories asked
    ("4인이면 공장 몇 개 깔아?", SETUP, "공장 9개, 라운드마다 타일 36장"),
    # (unchanged) "이 점": maybe "this point"
    ("바닥에 타일 2개 있으면 이 점 깎이는 거 맞지?", FLOOR, "−2점"),
    # (new) an end bonus heard from another player
    ("게임 끝났는데 세로줄 1개 있어. 누나가 보너스 5점이래", BONUS, "아니요, +7점입니다", False),
    ("가로줄 2개면 보너스 4점이라는데 맞아?", BONUS, "네, +4점입니다", True),
    ("색 세트 1개랑 가로줄 1개면 보너스 12점이라고 하던데 진짜야?", BONUS, "네, +12점입니다", True),
    # (unchanged) a row count said with 세 before a column count
    ("가로줄 세 개 완성 세로줄 한 개 완성 보너스 총 몇 점", BONUS, "+13점"),
    ("가로 세 줄이랑 세로 두 줄 채웠어. 보너스 몇 점?", BONUS, "+20점"),
    # (unchanged) every kind said none
    ("게임 끝났어. 가로줄은 하나도 없고 세로줄이나 색 세트도 없어. 보너스 몇 점?", BONUS, "+0점"),
]

# no verdict
NOT_READ = [
    # (new) 세로 after 가로줄: no count of rows
    "가로줄 세로줄 보너스 몇 점씩이야?",
    "가로줄도 세로줄도 완성 못 했는데 보너스 얼마야?",
    "게임 끝났는데 가로줄도 세로줄도 없어 보너스 몇 점?",
    # (new) one kind said none, the others not said: no bonus guessed
    "가로줄 하나도 못 채웠는데 보너스 0점 맞지?",
    "색 세트 0개면 보너스 0점이지?",
    "게임 끝났는데 세로줄은 하나도 못 채웠어. 보너스 몇 점이야?",
    # (unchanged) 이점, an advantage
    "중앙에서 먼저 가져가면 무슨 이점이 있어?",
    # (moved from probe 12, where it read "+0점")
    "세로줄 2개 아깝게 못 채웠어. 보너스 몇 점이야?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
