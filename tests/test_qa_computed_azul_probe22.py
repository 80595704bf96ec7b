"""Azul computed answers: probe 22, new questions of a first-time player (two claims in one
message, claims heard in the negative and in numbers said by voice, the end of the game told
in words, a wall row told by its colours, another player's bonus) whose verdict misread the
case, or which were not read:

- a floor claim heard or asked with the loss denied or said as minus points received ("친구가
  바닥 3개면 4점 안 깎인대", "친구가 바닥 세 개면 마이너스 사 점 못 받는대", "바닥 3개면 -4점
  받아?"): the penalty alone ("−4점", no 네/아니요); now the claim checked ("아니요, −4점입니다"
  for the claim heard in the negative, right about the claim).
- a bonus claim heard in the negative ("친구가 세로줄 완성해도 보너스 7점 못 받는대", "보너스
  7점 안 준대"): not read; now checked ("아니요, +7점입니다").
- "일 점" before a loss, a check or the score left ("바닥에 타일 한 개 떨어지면 일 점 까여?",
  "새 타일 옆에 아무것도 없으면 일 점 맞지?", "점수 칠 점인데 바닥 네 개면 일 점 남지?") and
  "이 점" after "보너스" ("가로줄 완성하면 보너스 이 점 못 받는다던데 맞아?"): the points not
  read (no 네/아니요, or not read); now 1 and 2 points. "이 점 깎이는 거 맞지?" stays as probe
  15 pinned it.
- no penalty heard as "감점 안 된대" ("친구가 바닥 한개면 감점 안 된대"): the penalty alone; now
  the claim checked, as "감점 없대" is ("아니요, −1점입니다").
- the marker alone with a score it "becomes" and no score said ("바닥에 표식만 있으면 3점 돼?"):
  the penalty alone ("−1점"), the 3 unanswered; now unread, as probe 21 made "바닥에 3개면 9점
  돼?".
- the marker said to come with "까지 먹으면" ("바닥 두개 있는데 시작마커까지 먹으면 -4?"): not
  read; now with the marker ("네, −4점입니다").
- two floor claims in one message, each a count and its penalty guessed ("바닥에 3개 떨어지면
  -4점 맞죠? 5개면 -8점이고?", "바닥 두개면 마이너스 이점이고 세개면 마이너스 사점 맞지?",
  "친구가 바닥 3개면 -4점이고 5개면 -9점이래"): not read (two counts); now both checked, 네
  only when both are right ("아니요, 3개면 −4점, 5개면 −8점입니다"), a detail saying which is
  wrong. Only when each part alone reads as a checked guess and the second follows the first
  directly ("바닥 3개 -4점이고 친구가 5개면 -8점이래" stays unread, probe 19). Probe 21's guard
  "바닥 5개면 -8점? 6개면 -11점?" and the coverage row "바닥에 2개 있으면 -2고 3개면 -4 맞지?"
  are moved here.
- colours counted as kinds ("색 두 가지 완성하면 이십 점 받지?", "가로 1줄이랑 색 2가지
  완성했으면 보너스 몇점") or said done with 개 and 완성 before points ("색깔 2개 완성했으면 20점
  더 받는 거지?"): not read; now the colours' bonus.
- another player's bonus, their wall named or pointed at ("친구 벽에 가로줄 2개 완성이고 세로줄
  1개 완성이면 걔 보너스 몇 점이야"): not read; now read as theirs. "친구가 가로줄 2개
  완성했어 보너스 몇 점?" (whose bonus is asked?) stays unread.
- the winner asked as the asker's loss ("… 내가 지는 거지?", "나 져?"), with "이김", with the
  rows said of both at once ("나 45점 친구 45점 둘 다 가로줄 2개면 누가 이김"), the level score
  after "점수 똑같이", the asker bare before the rows ("나 가로줄 3개 친구 3개면") or the other
  with 도 ("친구도 65점이고"): not read; now the engine's ranking, the guess checked.
- a wall row told by its colours ("2번째 줄에 파랑 노랑 있고 빨강 놓으면 몇 점", "벽 첫째 줄에
  파랑 노랑 빨강 있는데 검정 놓으면 4점이지?"): not read; now two colours or more in one row
  are the wall's, at their printed places, and the new tile's row run is scored, the column
  assumed empty and said so in the case. "2번 줄에 …" (a pattern line's name), a colour said
  twice, or anything said of the column stays unread.
- a take's floor count claimed as "두 개 바닥이지?" ("노랑 4개 가져오면 두 개 바닥이지?"): not
  read; now checked.
- a colour said done with 도 ("가로줄 2개 세로줄 1개 완성인데 빨강도 다 모았으면 보너스 21점
  맞지?"): read as none of it ("세로줄도 없어"), "아니요, +11점"; now unread, as "노랑 다
  모았어" is (how many of its tiles?). "세로줄도 2개 완성했으면" is read as before.
- a count said "연결" as a noun ("타일 놨는데 가로 2개 연결 세로 3개 연결이면 5점이래"): read as
  the tiles beside the new one, "아니요, 7점" to a guess of the runs' points; now unread (the run
  it makes, or the tiles beside it?).

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
WIN = "azul-winner"
WALL = "azul-wall-score"
PLACE = "azul-placement"

# (question, kind, verdict, ok): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) a floor claim with the loss denied, or said as minus points received
    ("친구가 바닥 세 개면 마이너스 사 점 못 받는대", FLOOR, "아니요, −4점입니다", False),
    ("친구가 바닥 3개면 4점 안 깎인대", FLOOR, "아니요, −4점입니다", False),
    ("친구가 바닥 두 개면 마이너스 삼 점 못 받는대", FLOOR, "네, −2점입니다", True),
    ("친구가 바닥 세 개면 -4점 받는대", FLOOR, "네, −4점입니다", True),
    ("바닥 3개면 -4점 받아?", FLOOR, "네, −4점입니다", True),
    # (new) a bonus claim heard in the negative
    ("친구가 세로줄 완성해도 보너스 7점 못 받는대", BONUS, "아니요, +7점입니다", False),
    ("친구가 세로줄 완성하면 보너스 7점 안 준대", BONUS, "아니요, +7점입니다", False),
    ("친구가 세로줄 하나 완성하면 보너스 5점 안 준대", BONUS, "네, +7점입니다", True),
    ("친구가 세로줄 2개면 보너스 십사 점 못 받는대", BONUS, "아니요, +14점입니다", False),
    # (new) "일 점" before a loss, a check or the score left; "보너스 이 점"
    ("바닥에 타일 한 개 떨어지면 일 점 까여?", FLOOR, "네, −1점입니다", True),
    ("마커만 바닥에 있으면 일 점 까여?", FLOOR, "네, −1점입니다", True),
    ("바닥 두 개면 일 점 깎이지?", FLOOR, "아니요, −2점입니다", False),
    ("새 타일 옆에 아무것도 없으면 일 점 맞지?", WALL, "네, 1점입니다", True),
    ("점수 칠 점인데 바닥 네 개면 일 점 남지?", FLOOR, "네, 1점이 됩니다 (−6점)", True),
    ("가로줄 완성하면 보너스 이 점 못 받는다던데 맞아?", BONUS, "아니요, +2점입니다", False),
    ("가로 한줄 완성 보너스 이 점 맞지?", BONUS, "네, +2점입니다", True),
    ("가로줄 하나 다 채우면 보너스 이점 더 준대", BONUS, "네, +2점입니다", True),
    # (new) no penalty heard as "감점 안 된대"
    ("친구가 바닥 한개면 감점 안 된대", FLOOR, "아니요, −1점입니다", False),
    ("친구가 바닥 두 개면 감점 안 된다던데 맞아?", FLOOR, "아니요, −2점입니다", False),
    ("바닥에 표식만 있으면 감점 안 된대", FLOOR, "아니요, −1점입니다", False),
    # (new) the marker coming with "까지 먹으면"
    ("바닥 두개 있는데 시작마커까지 먹으면 -4?", FLOOR, "네, −4점입니다", True),
    # (new) two floor claims in one message
    (
        "바닥에 3개 떨어지면 -4점 맞죠? 5개면 -8점이고?",
        FLOOR,
        "네, 3개면 −4점, 5개면 −8점입니다",
        True,
    ),
    ("바닥에 2개면 -2점이지? 4개면 -6점이고?", FLOOR, "네, 2개면 −2점, 4개면 −6점입니다", True),
    (
        "바닥 3개면 -4점 맞지? 6개면 -10점이고?",
        FLOOR,
        "아니요, 3개면 −4점, 6개면 −11점입니다",
        False,
    ),
    (
        "바닥 두개면 마이너스 이점이고 세개면 마이너스 사점 맞지?",
        FLOOR,
        "네, 2개면 −2점, 3개면 −4점입니다",
        True,
    ),
    (
        "바닥에 다섯개면 마이너스 팔 점이고 여섯개면 마이너스 십일 점 맞지?",
        FLOOR,
        "네, 5개면 −8점, 6개면 −11점입니다",
        True,
    ),
    ("아줄 바닥 3개 -4점 맞음? 5개 -8?", FLOOR, "네, 3개면 −4점, 5개면 −8점입니다", True),
    (
        "친구가 바닥 3개면 -4점이고 5개면 -9점이래",
        FLOOR,
        "아니요, 3개면 −4점, 5개면 −8점입니다",
        False,
    ),
    # (moved from probe 21's guards and the coverage file's declines: now read)
    ("바닥 5개면 -8점? 6개면 -11점?", FLOOR, "네, 5개면 −8점, 6개면 −11점입니다", True),
    ("바닥에 2개 있으면 -2고 3개면 -4 맞지?", FLOOR, "네, 2개면 −2점, 3개면 −4점입니다", True),
    # (new) colours counted as kinds, or said done with 개 and 완성 before points
    ("색 두 가지 완성하면 이십 점 받지?", BONUS, "네, +20점입니다", True),
    ("색 두 가지 완성하면 10점 받지?", BONUS, "아니요, +20점입니다", False),
    ("가로 1줄이랑 색 2가지 완성했으면 보너스 몇점", BONUS, "+22점", None),
    ("게임 끝났을 때 색깔 2개 완성했으면 20점 더 받는 거지?", BONUS, "네, +20점입니다", True),
    ("색깔 3개 완성이면 20점?", BONUS, "아니요, +30점입니다", False),
    # (new) another player's bonus, their wall named or pointed at
    (
        "친구 벽에 가로줄 2개 완성이고 세로줄 1개 완성이면 걔 보너스 몇 점이야",
        BONUS,
        "+11점",
        None,
    ),
    ("상대방 벽에 세로줄 3개 완성했는데 보너스 21점 맞아?", BONUS, "네, +21점입니다", True),
    # (new) the winner: the asker's loss, "이김", rows said of both, a level score said after
    ("나 45점 친구 45점 둘 다 가로줄 2개면 누가 이김", WIN, "공동 우승입니다", None),
    (
        "점수 똑같이 50점이고 내가 가로줄 1개 상대 2개면 내가 지는 거지?",
        WIN,
        "네, 상대가 이깁니다",
        True,
    ),
    (
        "둘 다 60점인데 나는 가로줄 2개 친구는 1개면 나 져?",
        WIN,
        "아니요, 내가 이깁니다",
        False,
    ),
    ("둘다 80점이고 나 가로줄 3개 친구 3개면 공동우승?", WIN, "네, 공동 우승입니다", True),
    (
        "나 65점 친구도 65점이고 가로줄은 나 1개 친구 0개면 내가 이김?",
        WIN,
        "네, 내가 이깁니다",
        True,
    ),
    # (new) a wall row told by its colours
    ("2번째 줄에 파랑 노랑 있고 빨강 놓으면 몇 점", WALL, "3점", None),
    ("벽 두번째 줄에 파랑이랑 노랑 붙어있는데 그 옆에 빨강 놓으면 몇점", WALL, "3점", None),
    ("벽 첫째 줄에 파랑 노랑 빨강 있는데 검정 놓으면 4점이지?", WALL, "네, 4점입니다", True),
    ("벽 첫 줄에 파랑 노랑 있는데 검정 놓으면 몇점", WALL, "1점", None),
    ("2번째 줄에 하양 파랑 있는데 빨강 놓으면 몇 점", WALL, "1점", None),
    ("1번째 줄에 파랑 노랑 빨강 검정 있는데 하양 놓으면 몇점", WALL, "5점", None),
    ("벽 1번째 줄에 노랑 빨강 있는데 파랑 놓으면 3점 맞지?", WALL, "네, 3점입니다", True),
    ("2번째 줄에 파랑 노랑 있고 빨강 놓으면 3점이래", WALL, "네, 3점입니다", True),
    ("3번째 줄에 검정 하양 있는데 파랑 놓으면 2점 맞지?", WALL, "아니요, 3점입니다", False),
    # (new) a take's floor count claimed as "N개 바닥이지?"
    (
        "3번 줄에 노랑 1개 있고 노랑 4개 가져오면 두 개 바닥이지?",
        PLACE,
        "네, 3번 줄에 2장, 바닥 줄에 2장",
        True,
    ),
    ("빈 2번 줄에 빨강 3개 넣으면 1개 바닥이야?", PLACE, "네, 2번 줄에 2장, 바닥 줄에 1장", True),
    (
        "빈 2번 줄에 빨강 3개 넣으면 2개 바닥 맞지?",
        PLACE,
        "아니요, 2번 줄에 2장, 바닥 줄에 1장",
        False,
    ),
]

# no verdict now (read wrongly before)
NOW_NOT_READ = [
    # the marker alone, with a score it becomes and no score said
    "바닥에 표식만 있으면 3점 돼?",
    "바닥에 표식만 있으면 5점 돼?",
    # a count said "연결" as a noun: the run, or the tiles beside?
    "타일 놨는데 가로 2개 연결 세로 3개 연결이면 5점이래",
    "새로 놓은 타일이 가로로 4개 세로로 3개 연결이면 7점 맞아?",
    # a colour said done with 도 ("빨강도 다 모았으면"): read as none of it, left out of the
    # bonus ("아니요, +11점" to 21); how many tiles of it are done is not said
    "가로줄 2개 세로줄 1개 완성인데 빨강도 다 모았으면 보너스 21점 맞지?",
    "가로줄 2개 세로줄 1개 완성인데 빨강도 다 모았으면 보너스 몇 점?",
    "가로줄 1개 완성하고 빨강도 다 모았으면 보너스 몇 점?",
]

# no verdict (guards: unread before and after)
NOT_READ = [
    # a row or a pattern line?
    "한 줄 다 채우면 이 점 더 준다던데",
    "한 줄 다 채우면 2점 더 준다던데",
    # one colour's five tiles, or five colours?
    "색깔 다섯 개 다 모으면 보너스 10점이래",
    # "다 모아도": all the colours?
    "친구가 색깔 다 모아도 십 점 안 준대",
    # the wall or the bonus?
    "친구가 가로줄 완성하면 칠 점이래",
    # whose bonus is asked?
    "상대가 색깔 두 개 다 모았으면 보너스 몇점 받아",
    # two claims, each asked in the negative; two counts and a score (two set-up claims
    # are read since probe 23)
    "바닥에 3개면 -4점 아니지? 5개면 -8점 아니지?",
    "내 바닥에 3개 친구 바닥에 5개면 -4점이랑 -8점 맞아?",
    # two scores after guessed: the second from the score said, or from the first's?
    "지금 10점인데 바닥 3개면 6점 맞지? 5개면 2점이고?",
    # a wall row: a pattern line's name, a colour twice, the column said, a put into a line
    "2번 줄에 파랑 노랑 있고 빨강 놓으면 몇 점",
    "2번째 줄에 파랑 파랑 있고 빨강 놓으면 몇 점",
    "2번째 줄에 파랑 노랑 있고 빨강 놓으면 몇 점? 위에도 하나 있어",
    "벽 첫 줄에 파랑 노랑 있는데 검정 넣으면 몇점",
    # tiles above and below, not said to touch the new one
    "새 타일 위아래에 하나씩 있으면 몇 점?",
    "새 타일 좌우에 하나씩 있으면 몇 점?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_now_reads_nothing = reads_nothing_test(AZUL, NOW_NOT_READ, unasked=True)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
