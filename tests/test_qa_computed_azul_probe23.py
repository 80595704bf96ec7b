"""Azul computed answers: probe 23, new questions of a first-time player (two claims or two
questions in one message outside the floor, the new tile's neighbours told without saying
they touch, a player count Azul does not have, counts said in words or guessed, a pattern
line's name said of the wall) whose verdict misread the case, or which were not read:

- two set-up claims in one message, the second told by what differs ("2인이면 공장 5개지?
  3인이면 7개고?", "3인이면 공장 7개고 4인이면 9개 맞아?"): not read (probe 22 kept the first
  as a guard); now both checked, 네 only when both are right ("아니요, 2명이면 공장 5개, 3명이면
  공장 7개입니다"). A part asked in the negative ("5개 아니지? 3인이면 7개고?") stays unread.
- two end-bonus claims, likewise ("가로 한줄 완성 보너스 이 점 맞지? 세로는 칠 점이고?",
  "가로줄 보너스 2점 맞지? 세로는 5점?"): not read; now both checked, each named by its line
  ("네, 가로줄 +2점, 세로줄 +7점입니다"). A count of lines besides the points ("가로줄 2개
  완성하면 보너스 4점이지? 세로줄은 14점이고?": two lines of the other too?) stays unread.
- two set-up or bonus questions, the second asked short ("가로줄 완성 보너스 몇 점? 세로줄은?",
  "2인 공장 몇 개? 3인은?"): not read; now both answered ("가로줄 +2점, 세로줄 +7점"). A
  count of lines besides ("가로줄 2개면 보너스 몇 점? 세로줄은?") stays unread.
- the factories' count guessed in Sino-Korean words ("친구가 4명이면 공장 구 개래", "3명이면
  공장 칠 개지?", "공장 오개야?"): not read; now checked. 일 and 이 are never counted.
- the factories asked, then guessed bare ("둘이서 하면 공장 몇개? 5개?") or with the players
  said after the ask ("공장 몇개야 3인이면? 7개지?"): the set-up alone, no 네/아니요; now
  checked.
- the tiles' count asked then guessed, or guessed alone ("아줄 타일 총 몇 개야? 100개 맞지?",
  "아줄 타일 색깔별로 20개씩이지?", "아줄 타일 총 120개지?"): not read; now checked against
  the count asked (the total, one colour's, each colour's). "타일 한 색에 몇 개야?" was
  answered with the total ("모두 100장"); now one colour's ("색마다 20장", probe 2's row).
- a line's name said of the wall ("벽 2번 줄에 파랑 노랑 있고 빨강 놓으면 몇 점"): not read;
  now the wall's row, as "벽 2번째 줄" is. "2번 줄에 …" alone (a pattern line's name) stays
  unread, as probe 22 decided.
- the tile placed pointed at by "놓은 타일" with its sides told ("놓은 타일 왼쪽에 2개
  붙어있으면 몇점"): not read; now the new wall tile's neighbours.
- a take's floor count said before the floor, then its penalty guessed ("빈 1번 줄에 빨강 4개
  넣으면 3개 바닥이고 -4점이지?"): not read; now both checked, as "바닥 3개고 -4점" was.
- two floor counts, each penalty asked ("바닥 2개면 몇점 깎여? 4개면?", "바닥 3개면 몇점?
  4개면?"): not read (probe 21 kept the second as a guard); now both answered, with no
  네/아니요. Guesses asked in the negative stay as probe 22 left them (unread).
- a player count Azul does not have beside a case ("바닥 3개면 -4점이라던데 5명이서 해도
  같아?", "6명이서 바닥 2개면 몇 점 깎여?"): answered as if it did ("−4점"); now unread (the
  set-up's reading says "5명으로는 할 수 없습니다" as before). "-1인데" is no player count.
- the first player's marker said as "선" taken ("내가 선 잡았는데 바닥에 2개 있으면 -4점?",
  "선 먹었는데 바닥에 2개 있으면 몇점?"): read without the marker ("아니요, −2점", where it
  is −4 with the marker beside the two, −2 with it among them); now unread.
- two tiles or more on one side of the new tile's column, with only "옆" said of the row
  ("새 타일 양옆에 하나씩 있고 위에 두개 있으면 몇점"): read as touching it ("6점") while
  "새 타일 위아래에 하나씩 있으면" was unread; now unread too, and read when a word says they
  touch ("붙어", "바로", "이어", "연결"). One tile on a side with "옆" said ("벽에 놓은 타일
  양옆에 하나씩, 위에 하나 있으면 5점이야?") is read as the audit pins it.

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
BONUS = "azul-end-bonus"
SETUP = "azul-setup"
WALL = "azul-wall-score"
PLACE = "azul-placement"
TILES = "모두 100장 (다섯 색 × 20장)"
EACH = "색마다 20장 (다섯 색, 모두 100장)"

# (question, kind, verdict, ok): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) two set-up claims in one message
    (
        "2인이면 공장 5개지? 3인이면 7개고?",
        SETUP,
        "네, 2명이면 공장 5개, 3명이면 공장 7개입니다",
        True,
    ),
    (
        "2명이면 공장 5개 맞지? 4명이면 9개고?",
        SETUP,
        "네, 2명이면 공장 5개, 4명이면 공장 9개입니다",
        True,
    ),
    (
        "3인이면 공장 7개고 4인이면 9개 맞아?",
        SETUP,
        "네, 3명이면 공장 7개, 4명이면 공장 9개입니다",
        True,
    ),
    (
        "2인이면 공장 6개지? 3인이면 7개고?",
        SETUP,
        "아니요, 2명이면 공장 5개, 3명이면 공장 7개입니다",
        False,
    ),
    (
        "친구가 2인이면 공장 5개고 3인이면 7개래",
        SETUP,
        "네, 2명이면 공장 5개, 3명이면 공장 7개입니다",
        True,
    ),
    # (new) two end-bonus claims in one message
    (
        "가로 한줄 완성 보너스 이 점 맞지? 세로는 칠 점이고?",
        BONUS,
        "네, 가로줄 +2점, 세로줄 +7점입니다",
        True,
    ),
    (
        "가로줄 보너스 2점 맞지? 세로줄은 7점이고?",
        BONUS,
        "네, 가로줄 +2점, 세로줄 +7점입니다",
        True,
    ),
    ("가로줄 보너스 2점 맞지? 세로는 5점?", BONUS, "아니요, 가로줄 +2점, 세로줄 +7점입니다", False),
    (
        "세로줄 보너스 7점 맞지? 가로줄은 2점이고?",
        BONUS,
        "네, 세로줄 +7점, 가로줄 +2점입니다",
        True,
    ),
    (
        "가로줄 하나 완성 보너스 2점이고 세로줄 하나 완성 보너스 7점이지?",
        BONUS,
        "네, 가로줄 +2점, 세로줄 +7점입니다",
        True,
    ),
    (
        "가로 한 줄 보너스 이점 맞지? 세로는 오점이고?",
        BONUS,
        "아니요, 가로줄 +2점, 세로줄 +7점입니다",
        False,
    ),
    (
        "친구가 가로줄 보너스 2점이고 세로줄은 7점이래",
        BONUS,
        "네, 가로줄 +2점, 세로줄 +7점입니다",
        True,
    ),
    (
        "가로줄 보너스 2점 맞지? 세로줄 완성 보너스는 5점?",
        BONUS,
        "아니요, 가로줄 +2점, 세로줄 +7점입니다",
        False,
    ),
    # (new) two set-up or bonus questions, the second asked short
    ("가로줄 완성 보너스 몇 점? 세로줄은?", BONUS, "가로줄 +2점, 세로줄 +7점", None),
    ("가로줄 보너스 몇점이야? 세로줄은 몇점?", BONUS, "가로줄 +2점, 세로줄 +7점", None),
    ("가로줄 하나 완성하면 보너스 몇점? 세로줄은?", BONUS, "가로줄 +2점, 세로줄 +7점", None),
    ("2인 공장 몇 개? 3인은?", SETUP, "2명이면 공장 5개, 3명이면 공장 7개", None),
    ("2명이면 공장 몇개야? 3명이면?", SETUP, "2명이면 공장 5개, 3명이면 공장 7개", None),
    # (new) the factories' count guessed in Sino-Korean words
    ("친구가 4명이면 공장 구 개래", SETUP, "네, 4명이면 공장 9개입니다", True),
    ("4명이면 공장 구 개 맞아?", SETUP, "네, 4명이면 공장 9개입니다", True),
    ("3명이면 공장 칠 개지?", SETUP, "네, 3명이면 공장 7개입니다", True),
    ("3명이면 공장이 팔 개 맞아?", SETUP, "아니요, 3명이면 공장 7개입니다", False),
    ("2명이면 공장 오개야?", SETUP, "네, 2명이면 공장 5개입니다", True),
    ("3명이서 하면 공장 칠개 맞아?", SETUP, "네, 3명이면 공장 7개입니다", True),
    # (new) the factories asked, then guessed bare
    ("둘이서 하면 공장 몇개? 5개?", SETUP, "네, 2명이면 공장 5개입니다", True),
    ("3인이면 공장 몇 개야? 6개?", SETUP, "아니요, 3명이면 공장 7개입니다", False),
    ("공장 몇개야 3인이면? 7개지?", SETUP, "네, 3명이면 공장 7개입니다", True),
    ("공장 몇 개 써 4명이면? 8개?", SETUP, "아니요, 4명이면 공장 9개입니다", False),
    # (new) the tiles' count guessed
    ("아줄 타일 총 몇 개야? 100개 맞지?", SETUP, f"네, {TILES}", True),
    ("아줄 타일 전부 100개 맞지?", SETUP, f"네, {TILES}", True),
    ("아줄 타일 총 120개지?", SETUP, f"아니요, {TILES}", False),
    ("아줄 타일 색깔별로 20개씩이지?", SETUP, f"네, {EACH}", True),
    ("아줄 타일 한 색에 몇 개야? 20개?", SETUP, f"네, {EACH}", True),
    ("아줄 타일 색깔별로 몇 개야? 25개?", SETUP, f"아니요, {EACH}", False),
    (
        "아줄 빨강 타일 몇 개야? 20개 맞지?",
        SETUP,
        "네, 빨강 20장 (다섯 색 × 20장, 모두 100장)",
        True,
    ),
    # (new) a line's name said of the wall
    ("벽 2번 줄에 파랑 노랑 있고 빨강 놓으면 몇 점", WALL, "3점", None),
    ("벽 1번줄에 노랑 빨강 있는데 파랑 놓으면 3점 맞지?", WALL, "네, 3점입니다", True),
    ("벽의 3번 줄에 검정 하양 있는데 파랑 놓으면 몇 점?", WALL, "3점", None),
    ("벽 3번 줄에 검정 하양 파랑 있는데 노랑 놓으면 4점 맞지?", WALL, "네, 4점입니다", True),
    ("벽 5번 줄에 노랑 빨강 있는데 검정 놓으면 몇점", WALL, "3점", None),
    # (new) the tile placed pointed at as "놓은 타일"
    ("놓은 타일 왼쪽에 2개 붙어있으면 몇점", WALL, "3점", None),
    ("놓은 타일 바로 위에 2개 붙어있으면 3점 맞지?", WALL, "네, 3점입니다", True),
    # (new) a take's floor count said before the floor, then its penalty guessed
    (
        "빈 1번 줄에 빨강 4개 넣으면 3개 바닥이고 -4점이지?",
        PLACE,
        "네, −4점 (1번 줄에 1장, 바닥 줄에 3장)",
        True,
    ),
    (
        "빈 2번 줄에 파랑 4개 넣으면 2개 바닥이고 -2점 맞지?",
        PLACE,
        "네, −2점 (2번 줄에 2장, 바닥 줄에 2장)",
        True,
    ),
    (
        "빈 1번 줄에 빨강 3개 넣으면 2개 바닥이고 -3점이지?",
        PLACE,
        "아니요, −2점 (1번 줄에 1장, 바닥 줄에 2장)",
        False,
    ),
    (
        "빈 1번 줄에 빨강 4개 넣으면 세 개 바닥이고 마이너스 사 점이지?",
        PLACE,
        "네, −4점 (1번 줄에 1장, 바닥 줄에 3장)",
        True,
    ),
    (
        "빈 1번 줄에 빨강 2개 넣으면 1개 바닥이고 -1점 맞지?",
        PLACE,
        "네, −1점 (1번 줄에 1장, 바닥 줄에 1장)",
        True,
    ),
    # (new) two floor counts, each penalty asked
    ("바닥 2개면 몇점 깎여? 4개면?", FLOOR, "2개면 −2점, 4개면 −6점", None),
    ("바닥 5개 떨어지면 몇 점 깎임? 7개면?", FLOOR, "5개면 −8점, 7개면 −14점", None),
    ("바닥 1개면 몇 점? 2개면?", FLOOR, "1개면 −1점, 2개면 −2점", None),
    ("바닥 6개면 몇점이야? 7개면?", FLOOR, "6개면 −11점, 7개면 −14점", None),
    ("바닥 3개면 몇 점이야? 그리고 4개면?", FLOOR, "3개면 −4점, 4개면 −6점", None),
    ("바닥 2개면 몇점 깎여? 4개면 몇점?", FLOOR, "2개면 −2점, 4개면 −6점", None),
    ("바닥 3개면 몇점? 5개면 몇점?", FLOOR, "3개면 −4점, 5개면 −8점", None),
    # (moved from probe 21's guards: now read)
    ("바닥 3개면 몇점? 4개면?", FLOOR, "3개면 −4점, 4개면 −6점", None),
]

# no verdict now (read wrongly before)
NOW_NOT_READ = [
    # a player count Azul does not have
    "바닥 3개면 -4점이라던데 5명이서 해도 같아?",
    "6명이서 바닥 2개면 몇 점 깎여?",
    "다섯 명이서 하면 바닥 3개 -4점이야?",
    "1인용으로 하면 바닥 2개 몇점?",
    # two tiles or more above the new tile, only "옆" said of the row
    "새 타일 양옆에 하나씩 있고 위에 두개 있으면 몇점",
    "새 타일 옆에 2개 있고 위에 2개 있으면 몇점",
    "새 타일 옆에 1개 있고 아래에 3개 있으면 몇 점?",
    # the first player's marker said as "선" taken, the floor counted without it
    "내가 선 잡았는데 바닥에 2개 있으면 -4점?",
    "선 먹었는데 바닥에 2개 있으면 몇점?",
    "내가 선인데 바닥 2개면 몇점",
    "선 가져갔고 바닥에 타일 2개면 -4점?",
]

# no verdict (guards: unread before and after)
NOT_READ = [
    # the marker's cost with the floor's state not said (−1 only on an empty floor line)
    "첫 플레이어 토큰 먹으면 -1점 맞지",
    "선 마커 가져가면 -1점이지?",
    "선마커 가져가면 무조건 -1점이야?",
    # a pattern line's name, or a row the wall does not have
    "3번 줄에 검정 하양 있는데 파랑 놓으면 몇 점",
    "벽 6번 줄에 노랑 빨강 있는데 검정 놓으면 몇점",
    "벽 2번 줄에 파랑 파랑 있고 빨강 놓으면 몇 점",
    # two claims, one asked in the negative; two lines of each?
    "2인이면 공장 5개 아니지? 3인이면 7개고?",
    "가로줄 2개 완성하면 보너스 4점이지? 세로줄은 14점이고?",
    "가로줄 2개면 보너스 몇 점? 세로줄은?",
    "2명이면 공장 하나에 몇개야? 3명이면?",
    # above and below, not said to touch; the score after two counts
    "새 타일 위에 하나 아래에 하나 있으면 몇 점?",
    "지금 10점인데 바닥 3개면 몇점 돼? 5개면?",
    # one of the players, not a count of them
    "친구 한 명이 바닥 2개면 몇점?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_now_reads_nothing = reads_nothing_test(AZUL, NOW_NOT_READ, unasked=True)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
