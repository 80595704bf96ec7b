"""Azul computed answers: probe 21, new questions of a first-time player (numbers typed by
voice, a floor count with the score it becomes guessed and no score said, a pattern line named
by its length, a second question asked on another condition, a score said as where it goes
from) whose verdict misread the case:

- points said as "이 점", "일 점" or "영 점" where the words around make them points: after a
  sign or "마이너스"/"플러스" ("… 다섯 칸 찼으면 마이너스 이 점 되는 거야", "친구가 바닥 두
  개면 마이너스 이 점 아니래"), after the score named ("점수 이 점인데 … 영 점 되는 거지?"),
  or before what the score becomes ("나 지금 십 점인데 … 이 점 되는 거야?"): the points were
  not read ("−8점 (6점 → 0점)", "−2점" with no 네/아니요); now digits, and the guess checked.
  "이 점 깎이는 거 맞지?" stays as probe 15 pinned it (maybe "this point"). After "감점" or
  "벌점" too ("바닥 두 칸이면 감점 이 점?").
- tens said in Sino-Korean beyond "십사" ("점수 십오 점인데 바닥 여섯 개면 사 점 맞지?", "지금
  이십 점인데 …"): the score not read, and "사 점" checked as the penalty, "아니요, −11점입니다"
  (a wrong verdict: 15 − 11 is 4); now the score now, "네, 4점이 됩니다 (−11점)".
- a bare Sino-Korean number after "마이너스" ("바닥 네 개 마이너스 육 맞아요?", "… 마이너스
  팔이지?"): "−6점" with no 네; now "네, −6점입니다", as "마이너스 6 맞아요?" was.
- a floor count with points it "becomes" and no score said ("바닥에 3개면 9점 돼?", "바닥에
  2개면 4점 돼?"): the penalty alone ("−4점"), the 9 unanswered; now unread unless the points
  are the penalty's (the score after, from a score not said?).
- a pattern line named by its length ("바닥 3칸짜리 줄에 넣으면 감점 얼마예요?"): read as 3
  floor spaces ("−4점"); now unread.
- a second question on another condition after the first ("표식 빼고 바닥에 3개면 몇점? 표식까지
  치면?", "바닥에 3개면 몇 점이야? 마커까지 치면?"): the first alone answered ("−4점"); now
  unread.
- a score said first as where it goes from ("8점에서 바닥 3개면 4점 되는 거 맞지?"): the
  penalty alone ("−4점"); now the score now ("네, 4점이 됩니다 (−4점)").

Every row of :data:`READ` and of :data:`NOW_NOT_READ` was checked to fail on the reader before
its fixes; the rows of :data:`NOT_READ` are guards, unread before and after."""

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
PLACE = "azul-placement"

# (question, kind, verdict, ok): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) "이 점", "일 점", "영 점" made points by the words around them
    (
        "지금 점수 여섯 점인데 바닥 줄에 시작 표식까지 다섯 칸 찼으면 마이너스 이 점 되는 거야",
        FLOOR,
        "아니요, 0점이 됩니다 (−8점)",
        False,
    ),
    ("바닥에 한 개면 마이너스 일 점이지?", FLOOR, "네, −1점입니다", True),
    ("바닥에 한 개 있으면 마이너스 이 점이지?", FLOOR, "아니요, −1점입니다", False),
    ("바닥 한칸이면 마이너스 일점?", FLOOR, "네, −1점입니다", True),
    ("바닥 두개면 마이너스 이점이라던데 맞아?", FLOOR, "네, −2점입니다", True),
    ("친구가 바닥 두 개면 마이너스 이 점 아니래", FLOOR, "아니요, −2점입니다", False),
    ("점수 이 점인데 바닥 네 개면 영 점 되는 거지?", FLOOR, "네, 0점이 됩니다 (−6점)", True),
    ("지금 점수가 이 점인데 바닥 세 개면 영 점 돼?", FLOOR, "네, 0점이 됩니다 (−4점)", True),
    ("점수 4점인데 바닥 3개면 영점 되나요", FLOOR, "네, 0점이 됩니다 (−4점)", True),
    ("나 지금 십 점인데 바닥에 다섯 개면 이 점 되는 거야?", FLOOR, "네, 2점이 됩니다 (−8점)", True),
    ("지금 5점인데 바닥 4개면 마이너스 일 점이지?", FLOOR, "아니요, −6점입니다 (5점 → 0점)", False),
    (
        "1번 줄에 노랑 두 개 넣으면 하나 바닥 가서 마이너스 일 점 맞지?",
        PLACE,
        "네, −1점 (1번 줄에 1장, 바닥 줄에 1장)",
        True,
    ),
    ("바닥 두 칸이면 감점 이 점?", FLOOR, "네, −2점입니다", True),
    ("바닥 한 개면 벌점 일 점 맞지?", FLOOR, "네, −1점입니다", True),
    # (new) tens said in Sino-Korean ("십오", "이십", "십육")
    ("점수 십오 점인데 바닥 여섯 개면 사 점 맞지?", FLOOR, "네, 4점이 됩니다 (−11점)", True),
    ("지금 이십 점인데 바닥 두 개면 몇 점?", FLOOR, "−2점 (20점 → 18점)", None),
    ("바닥 8개면 마이너스 십육 점이야?", FLOOR, "아니요, −14점입니다", False),
    ("지금 삼십이 점인데 바닥 다섯 개면 이십사 점 되지?", FLOOR, "네, 24점이 됩니다 (−8점)", True),
    # (new) a bare Sino-Korean number after "마이너스"
    ("아줄 바닥 네 개 마이너스 육 맞아요?", FLOOR, "네, −6점입니다", True),
    ("바닥에 세 개면 마이너스 사 맞지?", FLOOR, "네, −4점입니다", True),
    ("바닥 다섯 개면 마이너스 칠 맞아?", FLOOR, "아니요, −8점입니다", False),
    ("바닥줄 다섯칸이면 마이너스 팔이지?", FLOOR, "네, −8점입니다", True),
    ("바닥 네 개면 마이너스 육이야?", FLOOR, "네, −6점입니다", True),
    ("바닥 한 개 마이너스 일", FLOOR, "네, −1점입니다", True),
    ("바닥에 두개 떨어지면 마이너스 이 맞지", FLOOR, "네, −2점입니다", True),
    ("바닥에 하나 있는데 하나 더 오면 마이너스 이 점이지?", FLOOR, "네, −2점입니다", True),
    ("점수가 열 점인데 바닥 일곱 개면 영 점이지?", FLOOR, "네, 0점이 됩니다 (−14점)", True),
    ("점수 이십오 점이고 바닥 네 개면 몇 점 남아?", FLOOR, "−6점 (25점 → 19점)", None),
    # (new) a score said first as where it goes from
    ("8점에서 바닥 3개면 4점 되는 거 맞지?", FLOOR, "네, 4점이 됩니다 (−4점)", True),
    ("3점에서 바닥 2개면 0점 돼?", FLOOR, "아니요, 1점이 됩니다 (−2점)", False),
    ("10점에서 바닥 다섯 개면 2점 되는 거야?", FLOOR, "네, 2점이 됩니다 (−8점)", True),
]

# no verdict now (read wrongly before)
NOW_NOT_READ = [
    # points it "becomes" with no score said, not the penalty's
    "바닥에 3개면 9점 돼?",
    "바닥에 2개면 4점 돼?",
    "바닥 2개면 3점 되나요?",
    "바닥 네 칸 찼는데 10점 되는 거야?",
    "바닥에 세 개면 10점 되나?",
    # a claim heard in a bare number followed by its 이다, as "마이너스 11이래" is unread
    # (it was "−11점" with no 네/아니요)
    "친구가 바닥 여섯 개면 마이너스 십일이래",
    # a pattern line named by its length
    "바닥 3칸짜리 줄에 넣으면 감점 얼마예요?",
    "바닥에 2칸짜리 줄에 넣으면 감점?",
    "바닥 다섯 칸짜리 라인에 넣으면 몇 점 깎여?",
    # a second question on another condition
    "표식 빼고 바닥에 3개면 몇점? 표식까지 치면?",
    "바닥에 3개면 몇 점이야? 마커까지 치면?",
    "바닥 4개면 -6점이지? 시작 마커도 있으면?",
    "바닥에 두 개 떨어지면 몇 점 깎여? 근데 첫 플레이어 토큰까지 치면?",
]

# no verdict (guards: unread before and after)
NOT_READ = [
    "이 점 왜 안 돼?",
    "이 점 이해가 안 가는데 바닥 3개면 몇 점",
    "바닥에 삼 개면 몇 점?",
    "바닥에 구 개면?",
    "가로 한줄 다 채우면 이점 받아?",
    "바닥에 3개 떨어지면 -3점 아니야? 왜 -4점이야?",
    "바닥에 두 개인데 이 점이 이해가 안 돼요 왜 두 점이에요?",
    "색깔 다섯 개 다 모으면 보너스 십 점이래",
    "바닥 세칸짜리에 넣으면?",
    "친구가 바닥 여섯 개면 마이너스 11이래",
    "3칸짜리 라인에 다섯 개 넣으면 바닥 감점?",
    "바닥 두 개면 2점 되는 거야? 아니면 4점?",
    "1칸짜리 줄에 두 개 넣으면 바닥 몇 개?",
    "바닥에 4개 있으면 몇 점 빠져? 표식 있으면?",
    "바닥 다섯 개 감점 몇이야? 일곱 개 다 차면?",
    "상대 점수 십 점인데 바닥 다섯 개면 이 점 되는 거지?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_now_reads_nothing = reads_nothing_test(AZUL, NOW_NOT_READ, unasked=True)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
