"""Azul computed answers: probe 13, new questions of a first-time player (whole turns told,
claims to check, other players' moves, "why" asked) whose verdict misread the case:

- five rows, columns or colours said complete with the other kinds not said ("가로줄 다섯
  개 다 채우면 보너스 몇 점?"): the kinds not said read as none ("+10점"), where five of any
  kind is the whole wall, every row, column and colour (+95점); now read so, said in the
  case. Another kind said short of five ("가로줄 5개 세로줄 2개") is no wall there is: not
  read.
- whether a take placed costs a penalty, or sends anything to the floor line, asked or
  claimed ("빈 3번 줄에 하양 4개 놓으면 감점 없는 거 맞지?", "감점 있어?", "바닥에 떨어지는 거
  없지?"): answered by where the tiles go alone ("3번 줄에 3장, 바닥 줄에 1장"), with no
  네/아니요; now 네 or 아니요 by what the take sends there (the tiles past the line, the start
  marker of the centre's first take), the penalty with it when the penalty is asked ("아니요,
  −1점 (…)"). Asked in the negative ("바닥에 아무것도 안 가지?", "없나요?") it stays plain.
- points said in a native number in a claim ("바닥에 타일 3개 있으면 네 점 깎이는 거 맞아?",
  "보너스 일곱 점 맞지?"): the claim left unread, the bare penalty or bonus answering it
  ("−4점", with no 네/아니요); now read as the digits are ("네, −4점입니다"), up to 열네 점.
  "네 점수" (yours) is no number.
- the start marker taken onto a full floor line ("바닥 7칸 다 찼는데 시작 플레이어 표식
  가져가면 감점 얼마야?", "일곱 칸 다 찼는데 중앙에서 처음 가져가면"): not read (pinned so in
  probe 12, as the rulebook is silent), where the engine plays the service's reading (the
  marker kept beside the board, no space, no more penalty); now "−14점, 표식은 감점 없이
  개인판 옆에", the full-line rule first. "7칸 다 찼는데" is now read as the spaces held, as
  "7칸 찼는데" was. Probe 12's row of it moves here.
- the floor line of a take that brings the start marker listed the tiles first ("바닥 줄에
  1장과 시작 플레이어 표식"), read as the order they lie in ("바닥 줄엔 뭐가 어떤 순서로
  놓여요?"), where the marker takes the leftmost empty space before them; now "바닥 줄에
  시작 플레이어 표식과 1장". The pinned rows of that listing (18, in probes 5 to 12, the
  audit and tests/test_qa_computed.py) move with it.
- some of a colour asked to be taken from the centre ("중앙에 파랑 3개 빨강 1개 있는데 파랑
  2개만 가져가도 돼?"): "아니요, 파랑 3장을 모두 가져와야 합니다" citing the centre's rule
  first (what stays in the centre), where the rule that forbids taking some decides it, as
  it is cited of a factory; now the take-all rule first.
- what happens, or the reason, asked of a line that refuses the colour ("벽 1번째 줄에 빨강
  있어. 1번 줄에 빨강 2개 넣으면 어떻게 돼?", "… 놓으면 안 되는 이유가 뭐야?"): "아니요, 그
  줄에는 놓을 수 없습니다", read from 돼 as "may I?", a 아니요 to no yes-or-no question; now the
  plain statement, as of "왜 …?" (the shared WHY_ASK has no 이유; see the report).
- whether the score goes below 0 asked with 가 ("바닥에 5개 있는데 점수 마이너스로 가?"):
  the bare penalty ("−8점", read as a yes); now "아니요, 점수는 0점 아래로 내려가지
  않습니다 (바닥 줄 감점 −8점)", as "마이너스 돼?" was.
- a take said from a factory, with the centre named as where its rest goes ("공장에 파랑
  1개 빨강 3개 있어. 파랑 가져가서 빈 1번 줄에 놓으면 중앙엔 뭐가 가?", "공장에서 … 남은
  건 가운데로 보냈어"): read as a take from the centre (any 중앙 in the question made it
  one), so the case said "중앙에서" and the factory's rest was left out of the answer; now
  the factory's take ("…; 남은 빨강 3장은 중앙으로 갑니다"). The centre asked of a factory
  whose rest is not said ("공장에서 파랑 2개 가져와서 … 남은 건 중앙으로 가?") is not read;
  said taken from both, neither is read.
- a line's tiles, or a wall row's colour, said and then denied ("벽 4번째 줄엔 검정이 붙어
  있지 않은데 4번 줄에 검정 놔도 돼?", "2번 줄에 파랑 있는 거 아니고 비었어. 빨강 넣어도
  돼?", "빨강 있는 줄 알았는데 없네", "노랑 있을 뻔했는데"): read as holding, "아니요, 그
  줄에는 놓을 수 없습니다", where the colour may well go there; now not read. Said as they
  are ("…있는데", "…있어.") they are read as before.
- the floor line's count said and denied ("바닥에 3개 있지 않아. 몇 점?", "2개 있는 게
  아니라 3개 있어"): read as the tiles there ("−4점"); now not read.
- a wall tile's neighbours said and denied ("벽에 새 타일 놨는데 위에 3개 있는 거 아니고 옆에
  3개 있어. 몇 점?"): the denied count counted all the same ("8점", where the side said is
  4점); now not read. A tile said not to touch ("붙어 있지 않아") is read as before.
- two lines complete said not to share a column ("2번 줄이랑 3번 줄 다 찼고 벽에 아무것도
  없어. 같은 세로줄 아니면 몇 점?"): "같은 세로줄" read as the same column, the negation
  left out ("3점", where apart they score 2점); now read as apart ("2점").
- any fact told and then denied ("중앙에 파랑 3개 있는 거 아니야. 파랑 가져가면 몇 개
  가져와?", "가로줄 2개 완성한 줄 알았는데"): read as told ("파랑 3장을 모두 가져옵니다");
  now not read, by whatever reader (the floor's, the wall's and the line's own checks above
  stay).
- the centre's first take denied with 거 alone ("중앙에서 처음 가져오는 거 아니면 빈 2번 줄에
  빨강 3개 넣으면 바닥 몇 개?"): not seen as denied (건, 것은, 거는 were), so read as the first
  take, the start marker added ("바닥 줄에 시작 플레이어 표식과 1장"); now a later take
  ("2번 줄에 2장, 바닥 줄에 1장").

Every row of :data:`READ` and :data:`NOT_READ` marked new was checked to fail on the reader
before its fix; the rows marked unchanged read as they did."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    first_rule_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

AZUL = "azul"
FLOOR = "azul-floor"
PLACE = "azul-placement"
BONUS = "azul-end-bonus"

# (question, kind, verdict): read so, asked on Azul's pages (and with the game detected when
# the question names it)
READ = [
    # (new) five of a kind complete: the whole wall
    ("게임 끝났는데 세로줄 다섯 개 다 채웠어. 보너스 몇 점이야?", BONUS, "+95점"),
    ("가로줄 5줄 완성했으면 보너스 얼마예요?", BONUS, "+95점"),
    ("게임 끝나고 가로줄 5개 다 찼으면 보너스 10점 맞지?", BONUS, "아니요, +95점입니다", False),
    # (unchanged) fewer than five: the kinds not said are none
    ("가로줄 3개 완성하면 보너스 몇 점?", BONUS, "+6점"),
    # (new) whether the take costs a penalty, or sends anything to the floor line
    (
        "공장에서 검정 3개 가져와서 빈 2번 줄에 넣으면 감점 없지?",
        PLACE,
        "아니요, −1점 (2번 줄에 2장, 바닥 줄에 1장)",
        False,
    ),
    (
        "빈 4번 줄에 빨강 4개 넣으면 감점 없는 거 맞죠?",
        PLACE,
        "네, 0점 (4번 줄에 4장이 모두 놓입니다)",
        True,
    ),
    (
        "중앙에서 처음 노랑 1개 가져와 빈 1번 줄에 넣으면 감점 있어?",
        PLACE,
        "네, −1점 (1번 줄에 1장, 바닥 줄에 시작 플레이어 표식)",
        True,
    ),
    (
        "빈 5번 줄에 파랑 3개 놓으면 감점 있어요?",
        PLACE,
        "아니요, 0점 (5번 줄에 3장이 모두 놓입니다)",
        False,
    ),
    (
        "빈 2번 줄에 하양 3개 넣으면 바닥에 떨어지는 거 없지?",
        PLACE,
        "아니요, 2번 줄에 2장, 바닥 줄에 1장",
        False,
    ),
    (
        "빈 3번 줄에 노랑 2개 넣으면 바닥에 가는 거 있어?",
        PLACE,
        "아니요, 3번 줄에 2장이 모두 놓입니다",
        False,
    ),
    # (new) points said in a native number: the claim checked
    ("바닥에 두 개 있으면 세 점 까여?", FLOOR, "아니요, −2점입니다", False),
    ("바닥 줄 다섯 칸 찼으면 여덟 점 깎이는 거 맞죠?", FLOOR, "네, −8점입니다", True),
    ("바닥에 타일 일곱 개면 열네 점 빠지지?", FLOOR, "네, −14점입니다", True),
    ("게임 끝나고 가로줄 하나 완성했으면 보너스 두 점이지?", BONUS, "네, +2점입니다", True),
    # (new) the marker taken onto a full floor line: kept beside the board
    (
        "바닥 7칸 다 찼는데 시작 플레이어 표식 가져가면 감점 얼마야?",
        FLOOR,
        "−14점, 표식은 감점 없이 개인판 옆에",
    ),
    (
        "바닥 일곱 칸 꽉 찼는데 중앙에서 처음 가져가면 몇 점 까여?",
        FLOOR,
        "−14점, 표식은 감점 없이 개인판 옆에",
    ),
    (
        "바닥에 타일 7개 있는데 선 마커 받으면 마커 감점은 몇 점?",
        FLOOR,
        "표식은 감점 없음 (바닥 줄 모두 −14점)",
    ),
    # (unchanged) a floor line not full: the marker on its next space
    ("바닥 6칸 찼는데 중앙에서 처음 가져가면 감점 몇 점?", FLOOR, "−14점"),
    # (new) the marker listed first on the floor line: it takes the first space
    (
        "중앙에서 처음 검정 4개 가져와서 빈 3번 줄에 놓으면 바닥엔 뭐가 가?",
        PLACE,
        "3번 줄에 3장, 바닥 줄에 시작 플레이어 표식과 1장",
    ),
    (
        "가운데서 첫 번째로 하양 3개랑 표식 가져와 빈 1번 줄에 넣으면 바닥 줄 순서는?",
        PLACE,
        "1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 2장",
    ),
    # (unchanged) the marker alone to the floor line
    (
        "중앙에서 처음 빨강 2개 가져와 빈 2번 줄에 놓으면?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 시작 플레이어 표식",
    ),
    # (new) what happens, or the reason, asked: the plain statement
    (
        "2번 줄에 파랑 1개 있는데 하양 1개 넣으면 어떻게 돼요?",
        PLACE,
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "벽 3번째 줄에 노랑 있는데 3번 줄에 노랑 놓으면 안 되는 이유가 뭐예요?",
        "azul-line-allowed",
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "벽 첫 번째 줄에 검정 있어. 1번 줄에 검정 넣으면 어떻게 돼?",
        "azul-line-allowed",
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    # (unchanged) the wall row's colour said as it is
    (
        "벽 2번째 줄엔 파랑이 놓여 있는데 2번 줄에 파랑 넣어도 돼?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
        False,
    ),
    # (unchanged) may I: 아니요
    (
        "2번 줄에 파랑 1개 있는데 하양 1개 넣어도 돼요?",
        PLACE,
        "아니요, 그 줄에는 놓을 수 없습니다",
        False,
    ),
    # (new) the score below 0 asked with 가
    (
        "바닥에 타일 6개 있으면 점수 마이너스로 가요?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −11점)",
        False,
    ),
    (
        "바닥에 두 개 있는데 점수가 음수로 갈 수 있어?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −2점)",
        False,
    ),
    # (unchanged) asked with 돼
    (
        "바닥에 3개 있으면 점수 마이너스 돼?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −4점)",
        False,
    ),
    # (new) a factory's take, the centre named as where its rest goes
    (
        "공장에 검정 2개 노랑 2개 있는데 검정 가져와서 빈 2번 줄에 넣으면 중앙엔 뭐 가?",
        PLACE,
        "2번 줄에 2장이 모두 놓입니다; 남은 노랑 2장은 중앙으로 갑니다",
    ),
    (
        "팩토리에서 하양 3개 가져오고 남은 건 중앙으로 보냈어. 빈 2번 줄에 놓으면 바닥엔?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 1장",
    ),
    # (unchanged) a take from the centre
    ("중앙에서 빨강 2개 가져와서 빈 1번 줄에 넣으면?", PLACE, "1번 줄에 1장, 바닥 줄에 1장"),
    # (unchanged) the floor line's count said as it is
    ("바닥에 타일 4개 있는데 몇 점 깎여?", FLOOR, "−6점"),
    # (unchanged) a tile said not to touch the new one
    (
        "벽에 새 타일 붙였는데 오른쪽에 1개 있지만 붙어 있지 않아. 몇 점?",
        "azul-wall-score",
        "1점",
    ),
    # (new) two complete lines said not to share a column: apart
    (
        "3번 줄하고 4번 줄 완성했는데 벽은 비어 있어. 같은 세로줄이 아니라면 점수는?",
        "azul-several-lines",
        "2점 (3번 줄 1점 + 4번 줄 1점)",
    ),
    (
        "1번 줄 2번 줄 다 찼고 벽엔 타일이 하나도 없어. 들어갈 칸이 같은 열이 아니야. 몇 점?",
        "azul-several-lines",
        "2점 (1번 줄 1점 + 2번 줄 1점)",
    ),
    # (unchanged) said to share it
    (
        "3번 줄하고 4번 줄 완성했는데 벽은 비어 있어. 같은 세로줄이면 점수는?",
        "azul-several-lines",
        "3점 (3번 줄 1점 + 4번 줄 2점)",
    ),
    # (new) the centre's first take denied with 거 alone: a later take
    (
        "중앙에서 처음 가져오는 거 아닌데 노랑 4개 가져와서 빈 3번 줄에 넣으면 바닥엔?",
        PLACE,
        "3번 줄에 3장, 바닥 줄에 1장",
    ),
    (
        "가운데서 처음 고르는 거 아니면 파랑 2개 가져와 빈 1번 줄에 놓을 때 감점은?",
        PLACE,
        "−1점 (1번 줄에 1장, 바닥 줄에 1장)",
    ),
    # (unchanged) said the first: the marker too
    (
        "중앙에서 처음 노랑 4개 가져와서 빈 3번 줄에 넣으면 바닥엔?",
        PLACE,
        "3번 줄에 3장, 바닥 줄에 시작 플레이어 표식과 1장",
    ),
    # (unchanged) asked in the negative: plain
    ("빈 2번 줄에 빨강 2개 넣으면 바닥엔 하나도 안 가지?", PLACE, "2번 줄에 2장이 모두 놓입니다"),
]

# (question, rule): the rule that decides the case is cited first
FIRST_RULES = [
    # (new) some of a colour from the centre: the take-all rule
    ("중앙에 노랑 4개 검정 2개 있는데 노랑 2개만 가져와도 돼요?", "azul.offer.take-all"),
    ("가운데에 빨강 3개 있는데 빨강 1개만 가져갈 수 있어?", "azul.offer.take-all"),
    # (unchanged) of a factory: the same rule
    ("공장에 하양 3개 파랑 1개 있는데 하양 2개만 가져가도 돼?", "azul.offer.take-all"),
    # (new) the marker onto a full floor line: the full line's rule
    ("바닥 줄 7칸 다 차 있는데 표식 챙기면 감점은?", "azul.floor.marker-full"),
]

# (question, what the case says of the source): the take's source as read
SOURCES = [
    # (new) a factory's take, the centre named as where its rest goes
    (
        "팩토리에서 하양 3개 가져오고 남은 건 중앙으로 보냈어. 빈 2번 줄에 놓으면 바닥엔?",
        "공장에서",
    ),
    (
        "공장에서 파랑 2개 골라서 빈 3번 줄에 넣었고 나머지는 가운데로 갔어. 바닥에 몇 개?",
        "공장에서",
    ),
    # (unchanged) a take from the centre
    ("중앙에서 빨강 2개 가져와서 빈 1번 줄에 넣으면?", "중앙에서"),
]

# no verdict
NOT_READ = [
    # (new) a fact told and then denied, of any reader
    "중앙에 빨강 2개 있는 거 아니야. 빨강 가져오면 몇 개?",
    "공장에 노랑 3개 검정 1개 있는 게 아니야. 노랑 가져가면 검정은?",
    "세로줄 2개 완성한 줄 알았어. 게임 끝나고 보너스 몇 점?",
    # (new) a wall tile's neighbours said and denied
    "벽에 새 타일 놨는데 옆에 3개 이어져 있는 줄 알았는데 점수 몇 점?",
    "벽에 새 타일 놨는데 옆에 2개 있는 줄 알았어. 몇 점?",
    "벽에 새 타일 붙였는데 위에 2개 있는 거 아니고 옆에 1개 있어. 몇 점이야?",
    # (new) the floor line's count denied
    "바닥에 타일 4개 있지 않은데 몇 점 깎여?",
    "바닥에 4개 있는 줄 알았는데 감점 몇 점?",
    # (unchanged) two counts, one denied
    "바닥 줄에 3개 있는 거 아니고 2개 있어. 감점 몇 점이야?",
    "바닥에 5개 떨어져 있는 줄 알았어. 몇 점 까여?",
    # (new) the line's tiles, or the wall row's colour, said not to be there
    "벽 2번째 줄엔 파랑이 놓여 있지 않은데 2번 줄에 파랑 넣어도 돼?",
    "벽 5번째 줄에 빨강 있는 거 아니야. 5번 줄에 빨강 놓을 수 있어?",
    "4번 줄에 하양 있는 게 아니고 비어 있어. 검정 넣어도 돼요?",
    "1번 줄에 노랑 있는 줄 알았는데 없네. 파랑 넣어도 되나?",
    "벽 3번째 줄에 검정 붙어 있을 뻔했는데 안 붙였어. 3번 줄에 검정 놔도 돼?",
    # (new) the factory's rest asked, which the question does not say
    "공장에서 빨강 3개 가져와 빈 3번 줄에 넣으면 남은 건 중앙으로 가요?",
    # (unchanged) a take said from a factory and from the centre
    "공장에서 파랑 2개 가져오고 중앙에서 파랑 1개 가져와서 빈 3번 줄에 넣으면?",
    # (new) five of one kind beside another kind said short of five: no such wall
    "가로줄 5개 세로줄 3개 완성했으면 보너스 몇 점이야?",
    "세로줄 다섯 개랑 가로줄 하나 완성하면 보너스 얼마?",
]


test_reads = reads_test(AZUL, READ)


@pytest.mark.parametrize(("question", "source"), SOURCES)
def test_the_source_is_read(question: str, source: str) -> None:
    found = compute(question, AZUL, asked=True)
    assert found is not None and found.kind == PLACE, (question, found)
    assert f"{source} " in found.case, (question, found.case)
    other = "중앙에서" if source == "공장에서" else "공장에서"
    assert other not in found.case, (question, found.case)


test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_the_deciding_rule_comes_first = first_rule_test(AZUL, FIRST_RULES)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
