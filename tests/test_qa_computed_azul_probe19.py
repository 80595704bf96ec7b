"""Azul computed answers: probe 19, new questions of a first-time player (claims heard with
nothing asked, no bonus claimed, a count guessed after it is asked, a tile told placed, a
take with no source said, a colour's bonus with no word for it) whose verdict misread the
case, or which were not read:

- a claim heard at the question's end with nothing asked of it, the speaker named ("친구가
  가로줄 보너스는 7점이래", "바닥에 2개 있는데 친구가 이거 -3점이래", "친구가 바닥에 7개 다
  차면 -14점이래", "오빠가 바닥에 4개면 6점 까인대"): not read, or the bare points ("−14점")
  while "누나 말로는 … 7점이래" got its 네/아니요; now every claim so heard is asked whether it
  is true ("아니요, +2점입니다", "네, −14점입니다"), the speaker named or not (probe 14's
  decision to leave it unasked reversed; probe 14's, 17's and 18's rows moved).
- no bonus claimed, asked or heard ("세로줄 하나 완성하면 보너스 없지?", "보너스 못 받는대",
  "친구가 가로줄 1개 완성해도 보너스 없대", "보너스 안 준대", "보너스 없다던데요"): not read;
  now a bonus of 0 points guessed ("아니요, +7점입니다"), a claim heard in the negative right
  about itself; asked in the negative ("보너스 못 받지?") the plain statement, coloured as the
  claim's truth. The speaker of a claim told with "…해도" is taken out as with "…하면".
- a bonus guessed as a thing ("보너스 2점인 거 맞지?") or with 이에요: not read; now checked.
- the factories asked, then their count guessed in a sentence of its own ("2인플이면 팩토리 몇
  개야? 5개 맞지?", "3명이면 공장 몇개? 7개지?"): the set-up alone, no 네/아니요; now the guess
  checked ("네, 2명이면 공장 5개입니다").
- a tile told placed with no word that it is new ("타일 놓았는데 왼쪽에 3개 붙어있고 위아래는
  비었어 몇 점?", "타일 놨는데 …"): not read; now the new wall tile the sides touch ("4점").
- a take of more tiles than a factory holds, no source said ("빈 5번 줄에 빨강 6개 넣으면 어떻게
  돼?"): not read; now the centre's, its first take only when said so (the case says so, as for
  "중앙에서 …"). Said from a factory it stays unread.
- one colour said done and points guessed with no word for the bonus ("색 하나 다 모으면
  10점이지?", "빨강 5개 다 모으면 7점이래"): not read; now the colour's bonus checked. A row or
  a column so said ("가로줄 다 채우면 2점이지?") stays unread: it scores on the wall too.
- points heard with their minus sign and no 점 ("친구가 바닥 7칸 다 차면 -14래", "바닥에 4개면
  -6이라던데 진짜?"): not read; now the claim checked ("네, −14점입니다").
- questions that look concrete and are not stay unread: a told case then another asked ("바닥에
  3장이면 4점 감점이지만 5장이면 몇점?"), a claim of another case beside the one asked, "다 채워도"
  (all of them?), a bonus with nothing said done, a winner heard with no board.

Every row of :data:`READ` marked new was checked to fail on the reader before its fixes; the
rows of :data:`NOT_READ` are guards, unread before and after."""

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
PLACE = "azul-placement"
SETUP = "azul-setup"

# (question, kind, verdict, ok): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) a claim heard at the question's end with nothing asked, the speaker named or not
    ("친구가 가로줄 보너스는 7점이래", BONUS, "아니요, +2점입니다", False),
    ("친구가 가로줄 보너스 2점이래", BONUS, "네, +2점입니다", True),
    ("친구가 바닥에 7개 다 차면 -14점이래", FLOOR, "네, −14점입니다", True),
    ("친구가 바닥 3개면 4점이래", FLOOR, "네, −4점입니다", True),
    ("언니가 바닥에 2개면 3점이래", FLOOR, "아니요, −2점입니다", False),
    ("바닥에 2개 있는데 친구가 이거 -3점이래", FLOOR, "아니요, −2점입니다", False),
    ("바닥에 4개 있는데 친구가 -6점이래", FLOOR, "네, −6점입니다", True),
    ("바닥에 3개 있는데 친구가 4점 깎인대", FLOOR, "네, −4점입니다", True),
    ("바닥에 5개 있는데 상대가 -8점이래", FLOOR, "네, −8점입니다", True),
    ("새 타일 옆에 2개 붙어있는데 친구가 3점이래", WALL, "네, 3점입니다", True),
    ("아줄 바닥에 6개면 -11점이래", FLOOR, "네, −11점입니다", True),
    ("바닥 1칸이면 -1점이래", FLOOR, "네, −1점입니다", True),
    ("바닥에 3개면 감점 5점이래", FLOOR, "아니요, −4점입니다", False),
    ("상대 바닥에 3개 있는데 상대가 -3점이래", FLOOR, "아니요, −4점입니다", False),
    # (new) no bonus claimed, asked or heard
    ("세로줄 하나 완성하면 보너스 없지?", BONUS, "아니요, +7점입니다", False),
    ("세로줄 하나 완성하면 보너스 못 받지?", BONUS, "+7점입니다", False),
    ("세로줄 하나 완성하면 보너스 못 받는대", BONUS, "아니요, +7점입니다", False),
    ("친구가 가로줄 1개 완성해도 보너스 없대", BONUS, "아니요, +2점입니다", False),
    ("친구가 세로줄 완성해도 보너스 없대", BONUS, "아니요, +7점입니다", False),
    ("가로줄 완성하면 보너스 없는 거 맞지?", BONUS, "아니요, +2점입니다", False),
    ("세로줄 하나 완성하면 보너스 못 받는다던데 맞아?", BONUS, "아니요, +7점입니다", False),
    ("형이 색깔 하나 다 모으면 보너스 못 받는대", BONUS, "아니요, +10점입니다", False),
    ("누나가 가로줄 하나 채우면 보너스 없다던데", BONUS, "아니요, +2점입니다", False),
    ("세로줄 보너스가 없대", BONUS, "아니요, +7점입니다", False),
    ("가로줄 1개 세로줄 1개 완성하면 보너스 없지?", BONUS, "아니요, +9점입니다", False),
    # (new) a bonus guessed as a thing, then checked
    ("가로줄 1개 완성하면 보너스 2점인 거 맞지?", BONUS, "네, +2점입니다", True),
    ("세로줄 1개 완성하면 보너스 7점인 거 맞아?", BONUS, "네, +7점입니다", True),
    # (new) the factories asked, then their count guessed in a sentence of its own
    ("2인플이면 팩토리 몇 개야? 5개 맞지?", SETUP, "네, 2명이면 공장 5개입니다", True),
    ("3명이면 공장 몇개? 7개지?", SETUP, "네, 3명이면 공장 7개입니다", True),
    ("3인 팩토리 몇 개예요? 6개 맞죠?", SETUP, "아니요, 3명이면 공장 7개입니다", False),
    ("4명이서 하면 공장 몇개야? 9개 맞아?", SETUP, "네, 4명이면 공장 9개입니다", True),
    ("2명이면 공장 몇 개임? 4개임?", SETUP, "아니요, 2명이면 공장 5개입니다", False),
    # (new) a tile told placed, with no word that it is new
    ("타일 놓았는데 왼쪽에 3개 붙어있고 위아래는 비었어 몇 점?", WALL, "4점", None),
    ("타일 놨는데 왼쪽에 3개 붙어있어 몇 점?", WALL, "4점", None),
    ("타일 놨는데 왼쪽에 3개 붙어있어 4점 맞지?", WALL, "네, 4점입니다", True),
    ("타일 붙였는데 위아래로 1개씩 붙어있어 몇 점이야?", WALL, "3점", None),
    ("타일 놓았는데 오른쪽에 1개 붙어 있고 아래에 1개 붙어 있어 점수는?", WALL, "4점", None),
    ("타일 놨는데 위에 4개 붙어있어 5점 아니야?", WALL, "5점", True),
    # (new) more tiles than a factory holds, no source said: the centre's
    ("빈 5번 줄에 빨강 6개 넣으면 어떻게 돼?", PLACE, "5번 줄에 5장, 바닥 줄에 1장", None),
    ("빨강 6개 가져와서 빈 5번 줄에 넣으면 어떻게 돼?", PLACE, "5번 줄에 5장, 바닥 줄에 1장", None),
    ("빈 5번 줄에 빨강 6개 넣으면 바닥에 몇 개?", PLACE, "5번 줄에 5장, 바닥 줄에 1장", None),
    ("빈 3번 줄에 파랑 5개 넣으면 몇 개 넘쳐?", PLACE, "3번 줄에 3장, 바닥 줄에 2장", None),
    ("빈 1번 줄에 파랑 7개 넣으면 어떻게 돼?", PLACE, "1번 줄에 1장, 바닥 줄에 6장", None),
    ("빈4번줄에 검정6개 놓으면 바닥에 몇개 가?", PLACE, "4번 줄에 4장, 바닥 줄에 2장", None),
    ("빈 5번 줄에 빨강 6개 넣으면 감점 몇점?", PLACE, "−1점 (5번 줄에 5장, 바닥 줄에 1장)", None),
    # (new) one colour said done, points guessed with no word for the bonus
    ("색 하나 다 모으면 10점이지?", BONUS, "네, +10점입니다", True),
    ("한 색깔 5개 다 채우면 10점 맞아?", BONUS, "네, +10점입니다", True),
    ("빨강 5개 다 모으면 7점이래", BONUS, "아니요, +10점입니다", False),
    ("색깔 하나 다 모으면 7점 맞지?", BONUS, "아니요, +10점입니다", False),
    ("같은 색 5개 다 모으면 10점 맞죠?", BONUS, "네, +10점입니다", True),
    # (new) more heard, asked and guessed in other words
    ("오빠가 바닥에 4개면 6점 까인대", FLOOR, "네, −6점입니다", True),
    ("친구가 바닥에 표식이랑 타일 1개면 -2점이래요", FLOOR, "네, −2점입니다", True),
    ("옆사람이 세로줄 보너스는 5점이래요", BONUS, "아니요, +7점입니다", False),
    ("세로줄 한 줄 완성하면 보너스 안 준대", BONUS, "아니요, +7점입니다", False),
    ("세로 한줄 다 채우면 보너스 없다던데요", BONUS, "아니요, +7점입니다", False),
    ("가로줄 하나 완성하면 보너스 못받아요?", BONUS, "+2점입니다", False),
    ("2인이면 팩토리 몇개에요? 5개 맞나요?", SETUP, "네, 2명이면 공장 5개입니다", True),
    ("3명이서 공장 몇 개 써? 7개 맞지?", SETUP, "네, 3명이면 공장 7개입니다", True),
    ("타일 하나 놨는데 왼쪽에 1개 붙어있어 몇점이에요?", WALL, "2점", None),
    ("빈 2번 줄에 노랑 5개 놓으면 넘치는거 몇개?", PLACE, "2번 줄에 2장, 바닥 줄에 3장", None),
    ("파랑 8개 빈 3번 줄에 넣으면 감점은?", PLACE, "−8점 (3번 줄에 3장, 바닥 줄에 5장)", None),
    ("검정 5개 다 채우면 10점이라던데", BONUS, "네, +10점입니다", True),
    # (new) points heard with their minus sign and no 점
    ("친구가 바닥 7칸 다 차면 -14래", FLOOR, "네, −14점입니다", True),
    ("바닥 7칸 다 차면 -14래", FLOOR, "네, −14점입니다", True),
    ("바닥에 3개면 -4래 맞아?", FLOOR, "네, −4점입니다", True),
    ("바닥에 3개면 -3이래", FLOOR, "아니요, −4점입니다", False),
    ("바닥에 4개면 -6이라던데 진짜?", FLOOR, "네, −6점입니다", True),
    # (changed, probe 7's guard) the friend's floor line and the points heard of it: "−4" is
    # right of the friend's line whoever said it
    ("친구가 바닥에 3개 있는데 -4래 맞아?", FLOOR, "네, −4점입니다", True),
]

# no verdict (guards: unread before and after)
NOT_READ = [
    "친구가 나 35점 걔 30점이면 못 이긴대",
    "세로줄 다 채워도 보너스 없대",
    "가로줄 보너스 없나요?",
    "보너스 없어?",
    "빨강 다 놓으면 3점이지?",
    "파랑 다 모았어 10점이지?",
    "친구가 공장 9개래",
    "공장 몇 개야? 5개 맞지?",
    "타일 놨는데 왼쪽에 2개 오른쪽에 1개 있으면 몇 점?",
    "타일 놨는데 옆에 있어 몇 점?",
    "친구가 왜 못 놓는대?",
    "공장에서 빨강 6개 가져와서 빈 5번 줄에 넣으면?",
    "바닥 3개 -4점이고 친구가 5개면 -8점이래",
    "친구가 보너스 7점이래",
    "보너스 7점이래",
    "바닥에 3개 있으면 몇 점 깎여? 5개면 친구는 8점이라던데",
    "바닥에 3개면 몇점? 친구는 5개면 8점이래",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
