"""Summer Pavilion computed answers: a twelfth probe, 200-odd new questions a first-time
player would ask about concrete cases (whole turns told at length, two questions in one,
other players' moves, "why" and "what if not", claims in unusual words, counts said as words,
facts left out), each checked by hand against the rules. What it changed, each now read right
or declined:

- the same colour counted twice in a payment was added up: another count said as a second
  case ("빨강 1장, 조커 3장 내면 되는데 조커가 2장뿐이면?") read as a hand of five wilds
  ("네, 놓을 수 있습니다"; with two wilds the 4 is not paid), and the same tiles said again
  ("노랑 3개 있어요 … 노랑 3개로") told as a hand of six; now a count said again alike is the
  same tiles, and another count of them is declined; a count said again of more tiles
  ("보라 1개 있었는데 보라 하나 더 받으면", "공장에서 빨강 2개, 중앙에서 빨강 2개 가져왔어")
  is added to the first, as it was;
- stars listed by their colours with 별 said once ("빨강 파랑 노랑 별 완성했어 보너스 얼마야")
  counted the last alone ("+16점"); now each ("+45점"). A colour that names no star read
  ("보라 별이랑 초록도 완성했어": was "+20점", the purple alone) is declined;
- more tiles on the corners at the game's end than the four corners hold ("게임 끝났는데
  귀퉁이에 다섯 개 있어 몇 점 빠져?") were read ("−5점"); a pass keeps four at most (SP-RB
  p.5), so the count cannot be; now declined (four or fewer, or tiles in hand, as before);
- a placement asked with the star's bonus said in points ("… 1번 놓으면 몇 점이고 별 보너스
  바로 18점 받아?") read the 18 as the placement's points guessed ("아니요, 6점입니다"), and
  the points asked with a bonus added ("별 완성 보너스랑 합쳐서 몇 점이야?") were the
  placement's alone ("6점"; the star's bonus comes at the game's end, SP-RB p.6); now
  declined. The points guessed alone, or the bonus tiles asked, read as before;
- how many tiles a pass keeps, asked with the tiles left ("패스할 때 7장 남았는데 몇 장 보관할
  수 있어?", "몇 개까지 남길 수 있어?") was answered with the points lost ("−3점", another
  question's answer); now the tiles kept, with what the rest cost ("4장 보관 (−3점)"), as
  "몇 개 버려야 돼?" has the tiles thrown; in the last round (kept, and lost at the end)
  declined;
- a fact of the case said not to be known, of a noun ("중앙에서 가져간 게 처음인지 모르겠는데
  파랑 3개 가져오면 감점?", "이번이 마지막 라운드인지 모르겠는데 …") was read as said (the
  first take: "3점을 잃습니다"; the last round: "−5점"); now declined, as "처음 가져갔는지
  헷갈려" was;
- a star left out of a number's seven spaces ("게임 끝났는데 가운데 별 빼고 1번 칸 다 채웠어
  보너스 받아?") counted that number ("+4점"; the bonus needs the seven, the centre star's
  too, SP-RB p.6); now declined;
- another player who reports the rule of the first take ("누나가 중앙에서 처음 가져가면 3점
  감점이래 나 노랑 2개 가져갔는데", "형이 … 깎인대요. 저 빨강 2개 가져왔는데 맞아요?") was read
  as the one who took first, the asker's take after theirs ("감점 없음"); now declined. Another
  player said to have taken first ("친구가 중앙에서 처음 가져갔는데 내가 …") reads as before;
- a space said filled once and empty now ("파란 별 4번 있었는데 지금은 없어 5번 놓으면 몇
  점?") was read as filled ("2점"); now declined (a space said filled before, "원래 있었고",
  reads as before).

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict; each NOT row gets no Summer Pavilion answer, asked on the game's pages,
detected, or with no game. Values: SP-RB p.4 (costs, wilds), p.5 (keeping), p.6 (end bonuses)."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    case_test,
    cites_test,
    first_rule_test,
    kinds_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
PAY = "summer-pavilion-payment"
TOKEN = "summer-pavilion-start-token"
SCORE = "summer-pavilion-place-score"
END = "summer-pavilion-end-bonus"
LEFT = "summer-pavilion-leftover"

READ = [
    # a count said again of more tiles ("하나 더"): added to the first
    (
        "1라운드에 초록 1장 보라 1장 있는데 보라 1장 더 받으면 초록 별 3번 칸 놓을 수 있어?",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    (
        "2라운드 노랑 1개 초록 2개인데 노랑 하나 더 있으면 노란 별 4번 돼?",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    # the same colour taken twice: added up (as main read it)
    (
        "1라운드에 공장에서 파랑 3개, 중앙에서 파랑 3개 가져왔어. 파란 별 6번 놓을 수 있어?",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    (
        "초록 2개 가져오고 다음에 초록 2개 또 가져왔어 초록 별 4번 돼? 1라운드",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    # the same tiles said twice, alike: counted once (the verdict as before)
    (
        "1라운드에 빨강 4개 있어요. 빨간 별 4번 칸에 빨강 4개로 놓을 수 있어요?",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    (
        "3라운드에 노랑 2장 있는데 노란 별 3번 칸을 노랑 2장이랑 주황 1장으로 채워도 돼?",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
]


READ += [
    # stars listed by their colours, 별 said once: each counted (was the last alone)
    ("게임 끝났는데 노랑, 초록, 보라 별 완성했어 보너스 합계 몇 점?", END, "+54점"),
    ("게임 끝났는데 주황이랑 빨간 별 다 채웠어 보너스 얼마?", END, "+31점"),
    ("게임 끝났는데 초록 파랑 별 완성했는데 31점 맞지?", END, "아니요, +33점", False),
    # each star named with 별: as before
    ("게임 끝났는데 초록 별이랑 파란 별 완성했어 보너스 몇 점?", END, "+33점"),
    # every space of a number filled, none left out: as before
    ("게임 끝났는데 2번 칸 일곱 개 다 채웠어 보너스 몇 점?", END, "+8점"),
    # the corners at the game's end, four or fewer; the hand's tiles: as before
    ("6라운드 끝났는데 귀퉁이에 타일 네 장 있어 감점 몇 점?", LEFT, "−4점"),
    ("게임 끝났는데 귀퉁이는 비었고 손에 타일 6장 남았어 몇 점 잃어?", LEFT, "−6점"),
    # a placement's points guessed, or its bonus tiles asked: as before
    # (probe 13: the star completed, its bonus said to come at the game's end)
    (
        "파란 별 1~5 차 있는데 6번 놓으면 몇 점? 보너스는?",
        SCORE,
        "6점, 보너스 타일 3장, 별 보너스 15점은 게임이 끝날 때",
    ),
    ("노란 별 5번 있고 6번 놓으면 2점 맞지?", SCORE, "네, 2점입니다 (보너스 타일 3장)", True),
    # spaces said filled before, still filled: as before
    ("초록 별 2번은 원래 있었고 4번도 있었어. 3번 놓으면 몇 점이야?", SCORE, "3점"),
    # another player who took first from the centre, then the asker: as before
    (
        "상대가 중앙에서 처음 가져갔는데 내가 중앙에서 파랑 2개 가져가면 감점 있어?",
        TOKEN,
        "아니요, 감점 없음",
    ),
    # the tiles a pass keeps, asked: that count, with the points (was the points alone)
    ("2라운드에 패스하는데 타일 8장 남았어. 몇 장까지 보관돼?", LEFT, "4장 보관 (−4점)"),
    ("패스할 때 타일 6장 남으면 몇 개까지 남길 수 있어요?", LEFT, "4장 보관 (−2점)"),
    ("패스하려는데 3장 남았어요 몇 장 보관할 수 있어요?", LEFT, "3장 보관 (감점 없음)"),
    # the points asked: as before
    ("패스할 때 타일 6장 남으면 몇 점 잃어요?", LEFT, "−2점"),
]


test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


# the entry that decides each case comes first
FIRST_RULE = [
    # the same yellow said twice, with a wild: the wilds pay (was read as four yellow paying
    # alone, the cost rule first)
    (
        "3라운드에 노랑 2장 있는데 노란 별 3번 칸을 노랑 2장이랑 주황 1장으로 채워도 돼?",
        "azul-summer-pavilion.place.wild-payment",
    ),
]


test_the_first_rule_decides = first_rule_test(SP, FIRST_RULE)


# how the case is told: the tiles held, each colour once (were added up)
CASE = [
    (
        "1라운드에 빨강 4개 있어요. 빨간 별 4번 칸에 빨강 4개로 놓을 수 있어요?",
        "가진 타일: 빨강 4장,",
    ),
    (
        "2라운드인데 파랑 3장이 있어요. 파란 별 3번 칸을 파랑 3장으로 채울 수 있나요?",
        "가진 타일: 파랑 3장,",
    ),
]


test_the_case_is_told = case_test(SP, CASE)


NOT = [
    # another count of the same tiles, a second case (was added up: "네, 놓을 수 있습니다")
    "파란 별 4번 칸에 파랑 1개랑 조커 3개면 되는데 조커 2개뿐이면 어때? 1라운드",
    "초록 별 5번에 초록 3장 조커 2장 내려는데 초록이 2장이면 돼? 1라운드",
    "주황 별 4번 칸 주황 2장 조커 2장으로 되는데 주황 1장이면? 5라운드",
    # a colour that names no star read beside a star (was that star alone)
    "게임 끝났는데 노란 별 완성했고 빨강도 다 채웠어 보너스 몇 점?",
    "게임 끝났는데 초록 별 완성, 파랑도 완성. 보너스 합계?",
    "게임 끝났는데 빨간 별이랑 파란색도 다 채웠어 보너스 얼마야",
    # more on the corners than they hold (was "−5점", "−6점")
    "6라운드 끝났을 때 귀퉁이에 타일 7개 있으면 몇 점 까여?",
    "게임 다 끝났어. 귀퉁이에 여섯 장 남아 있는데 감점 몇이야?",
    "게임 끝났는데 귀퉁이에 5장 있어요 몇 점 빠지나요",
    # the star's bonus said in points, or added to the points asked (was the placement's)
    "주황 별 1 2 3 4 5 있는데 6번 놓으면 몇 점이야? 별 보너스 17점도 바로 받아?",
    "빨간 별 2,3,4,5,6 차 있을 때 1번 놓으면 별 완성 보너스까지 합치면 몇 점?",
    "초록 별 1번부터 5번까지 찼는데 6번 놓으면 보너스 더해서 몇 점 받아?",
    # the tiles kept asked in the last round: kept, then lost at the end (was "−6점")
    "6라운드에 패스하는데 6장 남았어 몇 장 보관할 수 있어?",
    # a fact said not to be known (was read as said)
    "제가 중앙에서 처음인지 잘 모르겠어요. 빨강 2개 가져가면 몇 점 깎여요?",
    "6라운드인지 헷갈리는데 패스할 때 타일 5장 남으면 감점 얼마야?",
    "이번이 중앙에서 첫 번째인지 모르겠는데 초록 2개 가져오면 몇 점 잃어?",
    # a star left out of a number's seven (was that number's bonus)
    "게임 끝났는데 노란 별만 빼고 2번 칸 전부 채웠어 보너스 몇 점?",
    "게임 다 끝났어요 가운데 별은 빼고 3번 칸은 다 채웠는데 보너스 있어요?",
    # another player reporting the rule of the first take (was read as taking first)
    "친구가 중앙에서 처음 가져가면 가져간 만큼 깎인다는데 나 파랑 3개 가져왔어 몇 점 잃어?",
    "형이 중앙에서 처음 가져오면 2점 깎인대요. 저 빨강 2개 가져왔는데 맞아요?",
    "동생이 중앙에서 처음 가져가면 토큰 받는다고 했는데 내가 초록 4개 가져갔어 감점 몇?",
    # a space filled once, empty now (was read as filled)
    "빨간 별 2번 칸 차 있었는데 이제 비었어. 3번 놓으면 몇 점이야?",
    "노란 별 1번 있었는데 지금은 빠졌어 2번 놓으면 몇 점?",
]


@pytest.mark.parametrize("question", NOT)
def test_gets_no_summer_pavilion_answer(question: str) -> None:
    for found in (compute(question, SP, asked=True), compute(question, SP), compute(question)):
        assert found is None or found.game != SP, (question, found)
