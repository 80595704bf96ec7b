"""Azul computed answers: probe 25, new questions of a first-time player (regional and older
speakers' endings, the score told by the score track's marker, two players' floors with a
guess, a tile's points with the bonuses asked, the score itself asked) whose verdict misread
the case, or which were not read:

- regional endings at the question's end ("-3점 아이가?", "-4점이가?", "-2점 그러던디 맞나?",
  "-4점이라카던데 맞나?", "3인이믄 공장 7개제?", "바닥 몇 개 가노?"): read with no 네/아니요
  (the guess left out: "−4점"), or not read ("2인이면 공장 5개 아이가?"); now said in the
  standard endings first (아이가 → 아니야, 이가 → 이야, …니꺼 → …니까, …노 → …나, 믄 → 면,
  …디 → …데, 라카던데 → 라던데, "-2점 그러던데" → "-2점이라던데", 우째 → 어떻게), so they read
  as in standard Korean: "아이가?" (isn't it?) gets the plain statement coloured as its truth,
  as "아니야?" does; the rest their 네/아니요.
- the score told by the score track's marker ("점수 마커가 3점 칸인데 바닥 2개면 몇점 돼?",
  "점수 말이 1점에 있는데 …", "마커가 10점 칸에 있어."): not read; now the score now
  ("−2점 (3점 → 1점)", "네, 0점이 됩니다 (−4점)"); a marker with no 점수 before it only when its
  칸 says it is the track's.
- two players' floors with points guessed ("친구 바닥 3개고 내 바닥 2개면 -2점이지?", "…면
  -4점이지?"): checked as the asker's alone ("네, −2점입니다": whose?); now unread. Each
  player's penalty guessed in turn ("…면 친구는 -4점 나는 -2점 맞지?", "나 -2점 친구 -3점
  맞지?"): the asker's alone, or not read; now both checked, 네 only when both are right.
- a tile placed at a wall spot with the bonuses asked ("벽에 가로 4개 세로 4개 있는 칸에 놓으면
  보너스까지 몇점?"): read as four rows and four columns complete ("+36점"); now unread (the
  counts are the tiles beside the new one).
- the score itself asked with no score before said ("바닥 3개면 지금 몇 점이야?", "내 점수
  몇점 돼?", "점수 몇 점 남아?"): the penalty ("−4점"), read as the score; now unread.

Guards (unread before and after): a tile's most points asked with no wall said ("한 타일로
가로줄 세로줄 색 보너스 다 받으면 19점?", "가로 세로 다 채우는 자리에 놓으면 10점 맞지?"), a
three-part set-up claim, one player's penalty guessed beside two floors, "됩니꺼?" (as
"됩니까?", unread in standard Korean too).

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
SETUP = "azul-setup"
PLACE = "azul-placement"
BONUS = "azul-end-bonus"

# (question, kind, verdict, ok): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) regional endings read as the standard ones (아이가 → 아니야: the plain statement,
    # coloured as its truth; 이가 → 이야; 라카던데, 그러던디, 라던디 → 라던데; 믄 → 면; 제 → 지; 노 → 나)
    ("바닥 3개면 -4점 아이가?", FLOOR, "−4점", True),
    ("바닥 3개면 -3점 아이가?", FLOOR, "−4점", False),
    ("바닥 5개면 -8점 아이가?", FLOOR, "−8점", True),
    ("바닥 2개면 -1점 아이가?", FLOOR, "−2점", False),
    ("2인이면 공장 5개 아이가?", SETUP, "2명이면 공장 5개입니다", True),
    ("3인이면 공장 6개 아이가?", SETUP, "3명이면 공장 7개입니다", False),
    ("가로줄 보너스 2점 아이가?", BONUS, "+2점", True),
    ("세로줄 보너스 10점 아이가?", BONUS, "+7점", False),
    ("바닥 3개면 -4점이가?", FLOOR, "네, −4점입니다", True),
    ("바닥 4개면 -5점이가?", FLOOR, "아니요, −6점입니다", False),
    ("선 마커랑 바닥 2개 있으믄 -4점이가?", FLOOR, "네, −4점입니다", True),
    ("바닥 3개면 -4점이라카던데 맞나?", FLOOR, "네, −4점입니다", True),
    ("바닥 2개면 -2점 그러던디 맞나?", FLOOR, "네, −2점입니다", True),
    ("바닥 2개면 -3점 그러던디 맞나?", FLOOR, "아니요, −2점입니다", False),
    ("바닥이 6개믄 -11점 그러던디?", FLOOR, "네, −11점입니다", True),
    ("바닥 2개면 -2점이라 그러던디", FLOOR, "네, −2점입니다", True),
    ("바닥 2개면 -2점이라던디", FLOOR, "네, −2점입니다", True),
    ("바닥 5개면 -7점이라던디", FLOOR, "아니요, −8점입니다", False),
    ("3인이믄 공장 7개제?", SETUP, "네, 3명이면 공장 7개입니다", True),
    ("4인이믄 공장 8개제?", SETUP, "아니요, 4명이면 공장 9개입니다", False),
    ("빈 2번 줄에 파랑 4개 넣으믄 바닥 몇 개 가노?", PLACE, "2번 줄에 2장, 바닥 줄에 2장", None),
    ("빈 1번줄에 빨강 3개 넣으믄 바닥 몇 개 가노?", PLACE, "1번 줄에 1장, 바닥 줄에 2장", None),
    ("바닥에 2개 있고 선마커도 있으면 -3점 아이가?", FLOOR, "−4점", False),
    ("바닥 6개면 -11점 아이가?", FLOOR, "−11점", True),
    ("아줄 바닥 4개면 -6점 아이가?", FLOOR, "−6점", True),
    ("2인 공장 다섯 개 아이가?", SETUP, "2명이면 공장 5개입니다", True),
    # (new) the score told by the score track's marker (점수 마커, 점수 말, 점수판 말, 점수 토큰)
    ("점수 마커가 3점 칸인데 바닥 2개면 몇점 돼?", FLOOR, "−2점 (3점 → 1점)", None),
    ("점수 마커 3점 칸에 있는데 바닥 2개면 몇점 돼?", FLOOR, "−2점 (3점 → 1점)", None),
    ("점수 말이 1점에 있는데 바닥 3개면 0점 되나?", FLOOR, "네, 0점이 됩니다 (−4점)", True),
    ("점수 마커가 5점인데 바닥 3개면 1점 되지?", FLOOR, "네, 1점이 됩니다 (−4점)", True),
    ("마커가 10점 칸에 있어. 바닥 4개면 몇 점 돼?", FLOOR, "−6점 (10점 → 4점)", None),
    ("점수판 말이 4점인데 바닥 3개면 0점 되지?", FLOOR, "네, 0점이 됩니다 (−4점)", True),
    ("점수 토큰 7점 칸에 있는데 바닥 2개 차면 몇 점 돼?", FLOOR, "−2점 (7점 → 5점)", None),
    ("내 점수 마커 12점인데 바닥 5개면 4점 되나요?", FLOOR, "네, 4점이 됩니다 (−8점)", True),
    (
        "점수 마커가 2점 칸인데 바닥 4개 차면 마이너스 돼?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −6점, 2점 → 0점)",
        False,
    ),
    ("점수 마커 9점인데 바닥 3개면 6점 맞지?", FLOOR, "아니요, 5점이 됩니다 (−4점)", False),
    ("점수 말이 6점에 있는데 바닥 2개면 몇 점 돼?", FLOOR, "−2점 (6점 → 4점)", None),
    ("점수 마커 8점 칸인데 바닥 7개 다 차면 몇 점 돼요?", FLOOR, "−14점 (8점 → 0점)", None),
    # (new) two players' floors, each one's penalty guessed: both checked, 네 only when both are right
    ("친구가 바닥 2개믄 -3점이라카던데 맞나?", FLOOR, "아니요, −2점입니다", False),
    (
        "친구 바닥 3개고 내 바닥 2개면 친구는 -4점 나는 -2점 맞지?",
        FLOOR,
        "네, 친구 바닥 3개면 −4점, 내 바닥 2개면 −2점입니다",
        True,
    ),
    (
        "내 바닥 1개 상대 바닥 4개면 나는 -1점이고 상대는 -6점이지?",
        FLOOR,
        "네, 내 바닥 1개면 −1점, 상대 바닥 4개면 −6점입니다",
        True,
    ),
    (
        "친구 바닥 3개 내 바닥 2개면 나 -2점 친구 -3점 맞지?",
        FLOOR,
        "아니요, 친구 바닥 3개면 −4점, 내 바닥 2개면 −2점입니다",
        False,
    ),
    (
        "친구 바닥 2개, 내 바닥 5개면 나는 -8점이고 친구는 -2점이지?",
        FLOOR,
        "네, 친구 바닥 2개면 −2점, 내 바닥 5개면 −8점입니다",
        True,
    ),
    (
        "친구 바닥 4개 내 바닥 1개믄 친구 -6점 나 -1점 맞제?",
        FLOOR,
        "네, 친구 바닥 4개면 −6점, 내 바닥 1개면 −1점입니다",
        True,
    ),
    (
        "동생 바닥 6개고 내 바닥 3개면 동생 -11점 나 -4점 맞아?",
        FLOOR,
        "네, 동생 바닥 6개면 −11점, 내 바닥 3개면 −4점입니다",
        True,
    ),
    (
        "내 바닥 3개, 누나 바닥 1개면 나는 -4점 누나는 -1점 맞죠?",
        FLOOR,
        "네, 내 바닥 3개면 −4점, 누나 바닥 1개면 −1점입니다",
        True,
    ),
    (
        "엄마 바닥 2개 내 바닥 4개면 엄마 -2점 나 -6점이지?",
        FLOOR,
        "네, 엄마 바닥 2개면 −2점, 내 바닥 4개면 −6점입니다",
        True,
    ),
]

# no verdict now (read wrongly before)
NOW_NOT_READ = [
    # the start player's marker on a "1점 칸" (the floor line's?), never the score track's
    "선 마커가 1점 칸에 있는데 바닥 2개면 몇점 돼?",
    # a regional ending before another claim: two guesses, as "-3점 아니야? 친구는 -4점이라던데"
    # (while "아이가" was read at the end only, the friend's was checked: "네, −4점입니다")
    "바닥 3개 -3점 아이가? 친구는 -4점이라카던데",
    "바닥 3개면 -3점이가? 친구는 -4점이라카던데",
    # two players' floors and one guess: whose? (the asker's was checked)
    "친구 바닥 3개고 내 바닥 2개면 -2점이지?",
    "친구 바닥 2개 내 바닥 3개면 -4점이지?",
    "친구 바닥 2개, 내 바닥 5개면 -8점 맞지?",
    "상대 바닥 4개고 내 바닥 1개면 -1점 맞아?",
    "상대 바닥 5개 내 바닥 2개면 -8점이야?",
    # a tile placed at a wall spot, the bonuses asked: its neighbours read as lines done
    "벽에 가로 4개 세로 4개 있는 칸에 놓으면 보너스까지 몇점?",
    "가로 4개 세로 4개 있는 자리에 놓으면 보너스 몇 점 받아?",
    "가로 3개 세로 2개 붙은 칸에 놓으면 보너스까지 몇점이야?",
    "벽에 가로 2개 세로 2개 있는 칸에 타일 놓으면 보너스까지 몇 점?",
    "벽에 가로 1개 세로 3개 있는 자리에 놓으면 보너스까지 몇 점이야?",
    # the score itself asked, from a score not said (the penalty was given)
    "아까 바닥 3개였는데 지금 몇점인지?",
    "바닥 3개면 지금 몇 점이야?",
    "바닥 3개 있으면 내 점수 몇점 돼?",
    "바닥 3개면 내 점수 몇점?",
    "바닥 3개면 점수 몇 점 남아?",
    "바닥 5개 있었는데 지금 몇점이야?",
    "바닥 2개 있는데 지금 내 점수 몇 점이야?",
    "바닥 4개 찼는데 지금 몇 점이지?",
]

# no verdict (guards: unread before and after)
NOT_READ = [
    "형 바닥 7개 내 바닥 2개면 -14점이지?",
    "한 타일로 가로줄 세로줄 색 보너스 다 받으면 19점?",
    "가로 세로 다 채우는 자리에 놓으면 10점 맞지?",
    "타일 한장으로 최대 10점 맞나요?",
    "2인 공장 5개, 타일 20개, 맞지?",
    "2인이면 공장 5개, 타일 100개, 맞지?",
    "동생 바닥 5개고 내 바닥 1개면 동생 -8점 맞지?",
    "상대방 바닥 1개 내 바닥 1개면 둘다 -1점이지?",
    "같은 색 두 줄에 나눠 놓으면 반칙이가?",
    "2인이면 공장 5개 됩니꺼?",
    "언니 바닥 1개고 제 바닥 3개면 -4점 맞나요?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_now_reads_nothing = reads_nothing_test(AZUL, NOW_NOT_READ, unasked=True)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
