"""Azul computed answers: probe 24, new questions of a first-time player (a take and its
penalty asked one after the other, two players' floors asked at once, two set-up claims of
two kinds or with counts in words, chat noise at the end) whose verdict misread the case, or
which were not read:

- a take's floor count asked on its own, then its penalty ("빨강 5개 가져와서 빈 2번 줄에
  넣으면 3개 바닥이지? 그럼 -4점?", "… 바닥 2개 맞지? 그러면 -3점이야?") or said bare
  before it ("… 넣으면 바닥 2개 -2점 맞나요?"): not read (probe 23 read "3개 바닥이고
  -4점이지?" only); now both checked, 네 only when both are right.
- chat noise at the question's end ("… -2점 맞지 ㅠㅠ", "… 1개 바닥이지?ㅠ", "-14점
  맞지?!!!"): a take's guess was not read, and "맞지?!!!" lost its 네/아니요 ("−14점"); now
  dropped, the question's own ending kept ("맞지!!" with no question mark is left as said).
- two players' floor lines, each penalty asked ("친구 바닥 3개고 내 바닥 2개면 몇점씩
  깎여?"): the asker's alone ("−2점") or not read; now both answered, each named by its player
  ("친구 바닥 3개면 −4점, 내 바닥 2개면 −2점"). Probe 17's guard "친구 바닥에 3개, 내 바닥에
  1개면 각각 몇 점?" (once added up) is read so too. Two floors compared or added up
  ("합쳐서 몇점?", which got the asker's "−6점"; "몇점 차이나?") are not read, nor two other
  players (one said two ways?), nor with the start marker or a score told beside them.
- two set-up claims of two kinds ("아줄 2인이면 공장 5개 맞지? 타일은 100개고?"): not read;
  now both checked ("네, 2명이면 공장 5개, 모두 100장 (다섯 색 × 20장)입니다").
- two factory claims with the counts in words ("2인 공장 다섯 개 맞지? 3인은 칠 개고?",
  "… 3인이면 여섯 개고?"): not read (probe 23 read digits only); now both checked.

Guards (unread before and after): a column's bonus guessed with no word for the bonus
("세로줄 완성하면 7점 맞아?": the wall's points of the tile that completes a column are 5 or
more, so 7 may be those; "가로줄 … 2점" cannot be), a player count Azul does not have asked
second ("2인이면 공장 몇 개? 5인은?"), the start marker's cost with the floor's state not said.

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

# (question, kind, verdict, ok): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) a take's floor count asked on its own, then its penalty ("그럼 -4점?"), or said bare
    (
        "빨강 5개 가져와서 빈 2번 줄에 넣으면 3개 바닥이지? 그럼 -4점?",
        PLACE,
        "네, −4점 (2번 줄에 2장, 바닥 줄에 3장)",
        True,
    ),
    (
        "빈 3번 줄에 파랑 4개 넣으면 1개 바닥이지? 그럼 -1점?",
        PLACE,
        "네, −1점 (3번 줄에 3장, 바닥 줄에 1장)",
        True,
    ),
    (
        "빈 4번 줄에 검정 6개 넣으면 바닥 2개 -2점 맞나요?",
        PLACE,
        "네, −2점 (4번 줄에 4장, 바닥 줄에 2장)",
        True,
    ),
    (
        "빈 1번 줄에 빨강 3개 넣으면 바닥 2개 맞지? 그러면 -3점이야?",
        PLACE,
        "아니요, −2점 (1번 줄에 1장, 바닥 줄에 2장)",
        False,
    ),
    (
        "빈 2번 줄에 노랑 5개 넣으면 3개 바닥 맞지? 그럼 -3점이지?",
        PLACE,
        "아니요, −4점 (2번 줄에 2장, 바닥 줄에 3장)",
        False,
    ),
    (
        "빈 3번 줄에 빨강 5개 넣으면 바닥 2개지? 그럼 -2점 맞아?",
        PLACE,
        "네, −2점 (3번 줄에 3장, 바닥 줄에 2장)",
        True,
    ),
    (
        "빈 5번 줄에 하양 7개 넣으면 2개 바닥이지? 그러면 -3점?",
        PLACE,
        "아니요, −2점 (5번 줄에 5장, 바닥 줄에 2장)",
        False,
    ),
    (
        "빈 1번줄에 검정 4개 넣으면 3개 바닥이지? 그럼 -3점?",
        PLACE,
        "아니요, −4점 (1번 줄에 1장, 바닥 줄에 3장)",
        False,
    ),
    # (new) chat noise at the end (ㅠㅠ, ㅋㅋ, "?ㅠ", "?!!!")
    (
        "빈 1번줄에 노랑 3개 넣으면 바닥 2개고 -2점 맞지 ㅠㅠ",
        PLACE,
        "네, −2점 (1번 줄에 1장, 바닥 줄에 2장)",
        True,
    ),
    (
        "빈 2번 줄에 검정 4개 넣으면 2개 바닥이고 -2점이지 ㅋㅋ",
        PLACE,
        "네, −2점 (2번 줄에 2장, 바닥 줄에 2장)",
        True,
    ),
    (
        "패턴라인 1번줄 빈칸에 빨강 2개 넣으면 1개 바닥이지?ㅠ",
        PLACE,
        "네, 1번 줄에 1장, 바닥 줄에 1장",
        True,
    ),
    ("바닥 7개면 -14점 맞지?!!!", FLOOR, "네, −14점입니다", True),
    ("바닥 3개면 -3점 맞지?!!", FLOOR, "아니요, −4점입니다", False),
    # (new) two players' floor lines, each penalty asked
    (
        "친구 바닥 3개고 내 바닥 2개면 몇점씩 깎여?",
        FLOOR,
        "친구 바닥 3개면 −4점, 내 바닥 2개면 −2점",
        None,
    ),
    (
        "내 바닥 2개 친구 바닥 4개면 몇점씩?",
        FLOOR,
        "내 바닥 2개면 −2점, 친구 바닥 4개면 −6점",
        None,
    ),
    (
        "나는 바닥 1개 동생은 바닥 3개면 각자 몇점 깎여?",
        FLOOR,
        "내 바닥 1개면 −1점, 동생 바닥 3개면 −4점",
        None,
    ),
    (
        "상대 바닥 5개, 내 바닥 1개면 각각 몇 점 감점이야?",
        FLOOR,
        "상대 바닥 5개면 −8점, 내 바닥 1개면 −1점",
        None,
    ),
    (
        "친구 바닥에 3개 있고 나는 바닥에 2개 있으면 몇점씩 깎여?",
        FLOOR,
        "친구 바닥 3개면 −4점, 내 바닥 2개면 −2점",
        None,
    ),
    (
        "제 바닥줄 2개, 동생 바닥줄 5개면 각각 몇 점 깎이나요?",
        FLOOR,
        "내 바닥 2개면 −2점, 동생 바닥 5개면 −8점",
        None,
    ),
    (
        "누나 바닥 칸 7개고 내 바닥 2개면 몇 점씩 깎여?",
        FLOOR,
        "누나 바닥 7개면 −14점, 내 바닥 2개면 −2점",
        None,
    ),
    (
        "형 바닥 4개고 내 바닥 1개면 각자 몇 점?",
        FLOOR,
        "형 바닥 4개면 −6점, 내 바닥 1개면 −1점",
        None,
    ),
    (
        "저는 바닥 6개 언니는 바닥 2개면 몇점씩 감점돼요?",
        FLOOR,
        "내 바닥 6개면 −11점, 언니 바닥 2개면 −2점",
        None,
    ),
    (
        "친구 바닥에 3개, 내 바닥에 1개면 각각 몇 점?",
        FLOOR,
        "친구 바닥 3개면 −4점, 내 바닥 1개면 −1점",
        None,
    ),
    (
        "친구 바닥 3개 나 바닥 2개면 각자 몇 점이야",
        FLOOR,
        "친구 바닥 3개면 −4점, 내 바닥 2개면 −2점",
        None,
    ),
    # (new) two set-up claims of two kinds (the factories, then the tiles)
    (
        "아줄 2인이면 공장 5개 맞지? 타일은 100개고?",
        SETUP,
        "네, 2명이면 공장 5개, 모두 100장 (다섯 색 × 20장)입니다",
        True,
    ),
    (
        "3인이면 공장 7개 맞지? 타일은 120개고?",
        SETUP,
        "아니요, 3명이면 공장 7개, 모두 100장 (다섯 색 × 20장)입니다",
        False,
    ),
    (
        "아줄 4인이면 공장 9개지? 타일은 총 100개고?",
        SETUP,
        "네, 4명이면 공장 9개, 모두 100장 (다섯 색 × 20장)입니다",
        True,
    ),
    # (new) two factory claims, the counts in words
    (
        "2인 공장 다섯 개 맞지? 3인은 칠 개고?",
        SETUP,
        "네, 2명이면 공장 5개, 3명이면 공장 7개입니다",
        True,
    ),
    (
        "3인 공장 칠개 맞죠? 그럼 4인은 구개?",
        SETUP,
        "네, 3명이면 공장 7개, 4명이면 공장 9개입니다",
        True,
    ),
    (
        "2인이면 공장 다섯 개지? 3인이면 여섯 개고?",
        SETUP,
        "아니요, 2명이면 공장 5개, 3명이면 공장 7개입니다",
        False,
    ),
    (
        "2인 공장 다섯개 맞지? 3인은 일곱개고?",
        SETUP,
        "네, 2명이면 공장 5개, 3명이면 공장 7개입니다",
        True,
    ),
    (
        "2인 공장 5개 맞지? 3인은 일곱 개고 ㅋㅋ",
        SETUP,
        "네, 2명이면 공장 5개, 3명이면 공장 7개입니다",
        True,
    ),
    (
        "4인 공장 아홉 개 맞지? 2인은 다섯 개고?",
        SETUP,
        "네, 4명이면 공장 9개, 2명이면 공장 5개입니다",
        True,
    ),
]

# no verdict now (read wrongly before)
NOW_NOT_READ = [
    # two floors added up: the asker's alone was given
    "친구 바닥 2개고 내 바닥 4개면 합쳐서 몇점?",
    # two floors with the score now (whose score?): the asker's alone was given
    "친구 바닥 3개고 내 바닥 2개면 몇점씩 깎여? 나 지금 1점인데",
]

# no verdict (guards: unread before and after)
NOT_READ = [
    # the bonus of a column guessed with no word for the bonus (the wall's points, 5 or more, may be meant)
    "세로줄 완성하면 7점 맞아?",
    "세로줄 완성 7점이지?",
    "세로줄 2개 완성하면 14점?",
    # a player count Azul does not have asked second
    "2인이면 공장 몇 개? 5인은?",
    "2인이면 공장 5개야? 6인은?",
    "4인 공장 9개 맞지? 5인은 11개고?",
    # the marker's cost with the floor's state not said
    "첫 플레이어 토큰 먹으면 -1점 맞지",
    "선 마커 가져가면 -1점 맞지?",
    "중앙에서 처음 가져가면 선 마커 내 바닥으로 오지? 그럼 -1점?",
    # two floors compared, two other players (one said two ways?), or a guess beside them
    "친구 바닥 2개고 내 바닥 4개면 몇점 차이나?",
    "친구 바닥에 4개 상대방 바닥에 1개 있으면 몇 점씩 까여?",
    "내 바닥 3개고 친구 바닥 3개면 둘 다 -4점이지?",
    "친구 바닥 3개고 내 바닥 2개면 몇점씩 깎여? 마커는 내가 먹었어",
    "친구 바닥 3개, 내 바닥 2개면 친구 몇점 깎여?",
    "엄마 바닥 4개고 아빠 바닥 2개면 몇점씩?",
    "빈 2번 줄에 빨강 4개 넣으면 2개 바닥이지? 근데 선 마커도 있으면 -4점?",
    "2인이면 공장 5개 맞지? 3인은 7개, 4인은 9개고?",
    # two claims of kinds the reader does not join, or a part it does not read
    "아줄 타일 100개지? 공장은 2인이면 5개고?",
    "가로줄 보너스 2점 맞지? 타일은 100개고?",
    "아줄 3인이면 공장 7개 맞지? 타일은 색깔별로 20개씩이고?",
    "라운드 끝에 바닥 2개면 -2점 맞지? 다음 라운드는 초기화되고?",
    "혼자 놓인 타일은 1점 맞지? 근데 바닥 1개 있으면 0점?",
    "빈 2번 줄에 빨강 5개 넣으면 바닥 3개지? -4점이고?",
    "바닥 7칸 다 차면 -14점이지? 8개째는?",
    # a correction midway, a player count Azul does not have
    "바닥 2개... 아니 3개면 몇점이야?",
    "바닥 3개면 -4점이라던데 5명이서 해도 같아?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_now_reads_nothing = reads_nothing_test(AZUL, NOW_NOT_READ, unasked=True)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
