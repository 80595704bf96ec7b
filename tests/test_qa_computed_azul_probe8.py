"""Azul computed answers: probe 8, new questions of a first-time player (situations with
numbers, colours and rounds, said in everyday Korean) whose verdict misread the case:

- two colours said taken together ("빨강이랑 노랑 둘 다 가져가도 돼?", "파랑과 검정 모두",
  "빨강, 노랑 다", "노랑도 파랑도"): read as the take of the last colour alone, whose 'all of
  yellow' answered a question not asked (one take brings one colour); now not read. A colour
  set aside for another ("빨강 말고 노랑", "빨강 대신 노랑") stays the take of the other, and
  each colour with its count before the take ("공장에 하양 1개 빨강 3개 빨강 가져가면?") what
  lies on the factory;
- a side of another tile read as the new tile's ("새 타일 왼쪽에 1개 붙어 있고 그 위에 1개 더
  있어": above the left tile, a corner of the new one): its count was added to the new tile's
  column (4점 where the tile scores 2); a side said of 그, 그 타일, 그거 is not read;
- one count said of both directions ("위아래 양옆에 하나씩", "좌우 위아래에 한 장씩"): the
  first direction was left unread and taken to hold none ("3점 … 세로는 말하지 않아"); now the
  count is each direction's (6점);
- the score asked beside the wall's points and the floor ("첫 라운드에 벽에서 3점 얻었는데 바닥에
  2개 있어요. 제 점수는?", "지금 12점이고 벽에서 4점 받았어 … 내 점수 어떻게 돼?"): the wall's
  points were dropped and the penalty answered alone ("−2점", read as the score by a player);
  now the score after the round, from the score said (0 in the first round), never below 0;
  the points lost asked of the score ("점수 몇 점 깎여?") stay the penalty's question;
- whether the score drops below 0 asked of a floor line with no score said ("점수 마이너스
  되는 거야?", "0점 밑으로 떨어져?"): answered by the penalty alone ("−8점", a yes to a player);
  now "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −8점)", the FAQ first. The
  points lost asked with 마이너스 ("마이너스 몇 점?") stay the penalty;
- nobody said to have taken from the centre yet, the take not said as from the centre ("아무도
  중앙 안 건드렸는데 중앙에 빨강 3개 있어. 빨강 가져와서 빈 2번 줄에 놓으면?"): the fact was
  dropped, the take read as not the first ("… 처음 가져오는 것은 아니라고 봄") and the marker
  left out of the floor; now the centre's first take, its marker with it (only with tiles
  said in the centre: with none, the take is read from a factory as before);
- the score now said after the wall's points already gained ("벽에서 4점 얻었는데 지금 점수
  11점이야. 바닥에 2개 있으면 몇 점 돼?"): the points were added to it again ("13점 (11점 +
  4점 − 2점)", where the score it names holds them: 9점); now not read. A score said before
  the points, or said as it was ("내 점수 9점이었어"), stays the score before them.

Every row of :data:`READ` and :data:`NOT_READ` marked new was checked to fail on the reader
before its fix; the rows marked unchanged read as they did."""

from __future__ import annotations

import pytest

from .computed_cases import (
    cites_test,
    kinds_test,
    page_reading,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

AZUL = "azul"
TAKE = "azul-take"
WALL = "azul-wall-score"
FLOOR = "azul-floor"
PLACE = "azul-placement"

# (question, kind, verdict): read so, asked on Azul's pages (and with the game detected when
# the question names it)
READ = [
    # (unchanged) a colour set aside for another: the take of the other
    (
        "공장에 파랑 2개 검정 2개 있는데 파랑 말고 검정 가져가면?",
        TAKE,
        "검정 2장을 모두 가져옵니다, 남은 파랑 2장은 중앙으로 갑니다",
    ),
    (
        "중앙에 파랑 2개 하양 4개 있는데 파랑 대신 하양 가져가면?",
        TAKE,
        "하양 4장을 모두 가져옵니다, 남은 파랑 2장은 중앙에 그대로",
    ),
    (
        "공장에 파랑 2개랑 검정 2개 있는데 검정 가져가면?",
        TAKE,
        "검정 2장을 모두 가져옵니다, 남은 파랑 2장은 중앙으로 갑니다",
    ),
    # (unchanged) what lies on the factory, each colour with its count, then the take
    (
        "공장에 하양 1개 빨강 3개 빨강 가져가면?",
        TAKE,
        "빨강 3장을 모두 가져옵니다, 남은 하양 1장은 중앙으로 갑니다",
    ),
    (
        "공장에 검정1 파랑3 파랑 가져가면 나머지는?",
        TAKE,
        "파랑 3장을 모두 가져옵니다, 남은 검정 1장은 중앙으로 갑니다",
    ),
    # (unchanged) the new tile's own sides
    ("새 타일 왼쪽에 2개 이어져 있고 위에 1개 붙어 있으면 몇 점?", WALL, "5점"),
    ("새 타일 위아래에 하나씩 붙어 있고 양옆은 비었어 몇 점?", WALL, "3점"),
    # (new) one count said of both directions: each direction's
    ("벽에 새 타일 붙였는데 위아래랑 양옆에 한 개씩 붙어 있어요. 몇 점이에요?", WALL, "6점"),
    ("새 타일 좌우 위아래에 한 장씩 붙어 있으면 몇 점 받아?", WALL, "6점"),
    (
        "새 타일 위아래 양옆에 타일이 하나씩 이어져 있는데 4점 맞지?",
        WALL,
        "아니요, 6점입니다",
    ),
    ("새 타일 양옆 위아래에 2개씩 이어져 있으면 몇 점?", WALL, "10점"),
    # (new) the score asked beside the wall's points: the score after the round
    (
        "첫 라운드에 벽에 타일 붙여서 3점 얻었는데 바닥에 2개 있어요. 제 점수는?",
        FLOOR,
        "1점 (0점 + 3점 − 2점)",
    ),
    (
        "지금 12점이고 벽에서 4점 받았어. 바닥에 타일 5개면 내 점수 어떻게 돼?",
        FLOOR,
        "8점 (12점 + 4점 − 8점)",
    ),
    ("1라운드에 벽에서 2점 얻고 바닥에 5개면 점수 얼마야?", FLOOR, "0점 (0점 + 2점 − 8점)"),
    ("현재 5점, 벽에서 1점 받고 바닥 2개. 점수?", FLOOR, "4점 (5점 + 1점 − 2점)"),
    # (unchanged) the penalty asked: the penalty alone, also asked of the score with a loss
    ("지금 10점인데 벽에서 3점 얻고 바닥에 4개 있으면 감점 얼마?", FLOOR, "−6점"),
    ("지금 9점인데 벽에서 1점 얻고 바닥에 2개면 점수 몇 점 깎여?", FLOOR, "−2점"),
    ("첫 라운드에 벽에서 4점 받고 바닥에 4개면 점수 얼마나 잃어?", FLOOR, "−6점"),
    # (new) whether the score drops below 0: never
    (
        "바닥에 타일 다섯 개 떨어졌는데 점수 마이너스 되는 거야?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −8점)",
    ),
    (
        "첫 라운드에 바닥에 4개 있으면 마이너스 점수 나와?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −6점)",
    ),
    (
        "바닥 7칸 꽉 차면 0점 밑으로 떨어져?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −14점)",
    ),
    (
        "바닥 줄에 2개 있으면 점수가 마이너스로 내려가?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −2점)",
    ),
    # (unchanged) the points lost said with 마이너스
    ("바닥에 3개 있으면 마이너스 몇 점?", FLOOR, "−4점"),
    # (probe 15) the score said: whether it goes below 0 (it was the penalty alone)
    (
        "지금 2점인데 바닥에 3개면 마이너스 돼?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −4점, 2점 → 0점)",
    ),
    # (new) nobody has taken from the centre yet: the take is its first, the marker with it
    (
        "아직 아무도 중앙 안 건드렸는데 가운데에 하양 3개 있어. 하양 가져와서 빈 2번 줄에 두면?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 시작 플레이어 표식과 1장",
    ),
    (
        "중앙에 노랑 2개 있고 아직 아무도 중앙에서 안 가져갔어요. 노랑 가져가면 뭐 가져와요?",
        TAKE,
        "노랑 2장을 모두 가져옵니다, 시작 플레이어 표식도 함께",
    ),
    (
        "아무도 중앙에서 가져가지 않았고 중앙에 빨강 1개 검정 3개 있어 검정 가져가면?",
        TAKE,
        "검정 3장을 모두 가져옵니다, 시작 플레이어 표식도 함께, 남은 빨강 1장은 중앙에 그대로",
    ),
    # (unchanged) the score said before the wall's points, or as it was: the score before
    ("지금 6점인데 벽에서 2점 받았고 바닥에 3개 있어. 몇 점 돼?", FLOOR, "4점 (6점 + 2점 − 4점)"),
    (
        "벽에서 2점 받았고 바닥에 5개. 내 점수 9점이었어. 몇 점 돼?",
        FLOOR,
        "3점 (9점 + 2점 − 8점)",
    ),
    # (unchanged) no tiles said in the centre: the take's source is not the centre's
    (
        "아무도 중앙 안 건드렸는데 검정 3개 가져와서 빈 2번 줄에 놓으면?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 1장",
    ),
    # (unchanged) a factory's take: no marker
    (
        "공장에 빨강 2개 파랑 2개 있고 아무도 중앙 안 건드렸어. 빨강 가져가면?",
        TAKE,
        "빨강 2장을 모두 가져옵니다, 남은 파랑 2장은 중앙으로 갑니다",
    ),
    # whether tiles go past the floor line, asked: 네/아니요 with the penalty (it was the
    # penalty alone, "−14점", for a line filled exactly)
    (
        "바닥 줄에 3개 있었는데 4개 더 떨어지면 넘치는 거 있어?",
        FLOOR,
        "아니요, 바닥 줄 7칸에 다 들어가 넘치지 않습니다 (−14점)",
    ),
    ("바닥에 6개 있는데 3개 더 오면 넘쳐?", FLOOR, "네, 넘친 2장은 상자 뚜껑으로 갑니다 (−14점)"),
    # the marker's own penalty asked: its space, then the line's whole (was the whole alone)
    (
        "바닥에 타일 3개 있는데 중앙에서 처음 가져오면 표식 감점은 몇 점?",
        FLOOR,
        "표식 칸 −2점 (바닥 줄 모두 −6점)",
    ),
    (
        "바닥 줄에 1개 있는데 중앙 처음 가져가면 마커는 몇 점 깎여?",
        FLOOR,
        "표식 칸 −1점 (바닥 줄 모두 −2점)",
    ),
    ("바닥에 타일 3개 있는데 중앙에서 처음 가져오면 감점 몇 점?", FLOOR, "−6점"),
    (
        "바닥에 1개 있는데 2개 더 떨어지면 넘칠까?",
        FLOOR,
        "아니요, 바닥 줄 3칸에 다 들어가 넘치지 않습니다 (−4점)",
    ),
]

# no verdict
NOT_READ = [
    # (new) two colours said taken together: never the take of the last one alone
    "공장에 파랑 2개 검정 2개 있는데 파랑이랑 검정 둘 다 가져와도 돼요?",
    "공장에 노랑 3개 하양 1개 있는데 노랑하고 하양 다 가져가면 안 돼?",
    "공장에 빨강 1개 검정 3개인데 빨강, 검정 전부 가져가도 돼?",
    "중앙에 파랑 2개 하양 4개 있는데 파랑이랑 하양 다 가져가도 되나요?",
    "공장에 노랑 2개 파랑 2개 있는데 노랑도 파랑도 다 가져가면 어떻게 돼?",
    "공장에 검정 2개 빨강 2개 있는데 검정과 빨강 모두 가져올 수 있어?",
    # (new) a side of another tile than the new one: not the new tile's run
    "새 타일 오른쪽에 1개 붙어 있고 그 아래에 1개 있어요. 몇 점이에요?",
    "새로 놓은 타일 위에 1개 붙어 있고 그 왼쪽에 2개 있으면 몇 점?",
    "벽에 새 타일 붙였는데 아래에 1개 붙어 있고 그거 옆에 1개 있어 몇점?",
    "새 타일 왼쪽에 1개 붙어 있고 그 위에도 1개 있으면 3점 맞아?",
    # (new) the score now said after the wall's points already gained: it may hold them
    "벽에서 4점 얻었는데 지금 점수 11점이야. 바닥에 2개 있으면 몇 점 돼?",
    "벽에서 3점 얻었는데 지금 8점이야. 바닥에 타일 1개면 몇 점 돼?",
    "벽에서 5점 받았는데 지금 점수 15점이고 바닥에 3개 있어. 몇 점 돼?",
    "벽에서 2점 받았는데 현재 10점. 바닥 2개면 몇 점 돼요?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)


# (question, entry): the entry that decides the case is cited first
RULE_FIRST: list[tuple[str, str]] = [
    ("공장에 파랑 2개 검정 2개 있는데 파랑 말고 검정 가져가면?", "azul.offer.factory-rest"),
    ("중앙에 파랑 2개 하양 4개 있는데 파랑 대신 하양 가져가면?", "azul.offer.centre"),
    ("새 타일 좌우 위아래에 한 장씩 붙어 있으면 몇 점 받아?", "azul.tiling.score"),
    # the score stops at 0: the FAQ decides it
    ("1라운드에 벽에서 2점 얻고 바닥에 5개면 점수 얼마야?", "azul.faq.negative-score"),
    ("바닥 7칸 꽉 차면 0점 밑으로 떨어져?", "azul.faq.negative-score"),
    # the wall's points beside a floor line past full: the line's own rules are cited (they
    # were dropped for the penalty and the wall's scoring alone)
    ("지금 20점인데 벽에서 3점 받고 바닥에 타일 8개 떨어지면 몇 점 돼?", "azul.faq.floor-overflow"),
]


@pytest.mark.parametrize(("question", "entry"), RULE_FIRST)
def test_the_deciding_entry_is_first(question: str, entry: str) -> None:
    assert page_reading(question, AZUL).rule_ids[0] == entry, question
