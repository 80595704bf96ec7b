"""Summer Pavilion computed answers: an eleventh probe, 150-odd new questions a first-time
player would ask about concrete cases (claims to check, 반말 and 존댓말, typos, no spacing,
negations, other players' cases, counts said as words, facts left out), each checked by hand
against the rules. What it changed, each now read right or declined:

- the tiles on the corners beside tiles in hand when the game is over ("게임 끝났는데 귀퉁이에
  타일 2개 있고 손에 하나 있어 감점 몇 점?") were declined; both are lost, a point each
  (SP-RB p.6), so they now add up ("−3점"); in a round before the last, at a pass, with more
  than the four corners hold, or another player's, still declined;
- tiles in hand at the game's end beside corners said empty ("게임 끝났는데 귀퉁이엔 타일 없고
  손에 두 개 있어 감점?") were read right ("−2점") but told as the corners' ("귀퉁이에 남은
  타일 2장"); now as the tiles left ("남은 타일 2장");
- a question asked in the negative with a fact said after its mark ("초록 2개 조커 2개로 못
  놓나요? 1라운드", "안 돼? 2라운드야") was answered with 네/아니요 ("네, 놓을 수 있습니다" to
  "못 놓나요?": a yes that reads as "can't"); now the plain statement ("놓을 수 있습니다"), as
  a negative at the question's end always was;
- more tiles said to be paid than the space's price ("빨간 별 1번 칸에 빨강 2개 내고 놓아도 돼?",
  "파란 별 3번 칸에 파랑 4개 내도 돼?") were read as a hand that holds them ("네, 놓을 수
  있습니다", though the price is paid exactly, never more); now declined (tiles held, "빨강 3개
  있는데", and a payment of the price, read as before);
- every star but one said completed ("빨간 별 빼고 별 다 채웠어", "빨간 별 말고는 다 완성했어",
  "파란 별 하나 빼고 다 채웠어") was read as that star alone, not completed ("보너스 없음") or
  completed ("+14점"); now declined (the other stars are not named; "하나 빼고" may be one space
  of that star). One space of a star left ("파란 별은 한 칸 빼고 다 채웠어") reads as before;
- the first take from the centre, asked whether the start token comes ("중앙 첫 번째로 노랑
  2개 가져가면 선 토큰도 가져가?"), cited the take's rule first (draft.take-colour, or the FAQ on
  wilds alone); now the start token's rule. Its points asked of wilds alone ("중앙에 빨강만 2개
  있는데 처음 가져가면 감점?") cite the start token's FAQ first, not the FAQ on two wilds (the
  tiles taken asked, "몇 개 가져와?", still cite the wilds' FAQ first);
- base Azul named as such ("아줄 기본판 1라운드 조커 색 뭐야?", "오리지널 아줄 2라운드 조커
  초록이야?") was answered as this game ("1라운드의 조커(와일드) 색은 보라입니다"; base Azul has
  no wilds); now declined unless this game is named too ("기본판 말고 썸파에서 ...");
- the first take from the centre with the score said, asked the score after ("점수 10점일 때
  중앙에서 처음 빨강 3개 가져가면 몇 점 돼?"), was answered with the points lost alone ("3점을
  잃습니다", a number that reads as the score asked); now with the score after, as the start
  token's reader says it ("3점을 잃습니다 (10점 → 7점)"); the loss asked ("몇 점 잃어?") reads
  as before. Two rows of tests/test_qa_computed.py and probe.py that pinned the loss alone on
  "… 몇 점 돼요?" now have the score after;
- the bonus tiles guessed in digits after a placement ("빨간 별 3번 있는데 4번 놓으면 보너스 2장
  이야?", "… 조각상 보너스 2장 맞지?") were read as one more space filled (the "2" of "2장": "3점"
  on red 2·3·4, where 3·4 score 2); now declined, as counts said in words were.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict; each NOT row gets no Summer Pavilion answer, asked on the game's pages,
detected, or with no game. Values: SP-RB p.4 (costs, wilds), p.5 (keeping), p.6 (tiles left
at the end)."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    first_rule_test,
    kinds_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
LEFT = "summer-pavilion-leftover"
PAY = "summer-pavilion-payment"
END = "summer-pavilion-end-bonus"
WILD = "summer-pavilion-wild"
DRAFT = "summer-pavilion-draft"
SCORE = "summer-pavilion-place-score"

READ = [
    # the corners' tiles and the hand's at the game's end, added up (were declined)
    ("게임 다 끝났어요. 귀퉁이에 타일 세 개, 손에 한 개 있어요. 감점은 몇 점이에요?", LEFT, "−4점"),
    ("6라운드 끝났는데 귀퉁이엔 둘이고 손에도 둘 있어 몇 점 까여?", LEFT, "−4점"),
    (
        "마지막 라운드 끝나고 손에 타일 2장, 귀퉁이에 타일 1장 남았어. 감점 3점 맞지?",
        LEFT,
        "네, −3점",
        True,
    ),
    (
        "게임 끝났는데 귀퉁이에 네 장 있고 손에 세 장 있으면 5점만 잃는 거지?",
        LEFT,
        "아니요, −7점",
        False,
    ),
    # … pinned unread by probe8 and probe10 (their NOT rows), now read the same way
    ("게임 끝났는데 귀퉁이에 세 개 있고 손에 타일 한 개 남았어 몇 점 감점이야?", LEFT, "−4점"),
    ("게임 끝났는데 귀퉁이에 2개 있고 손에도 하나 남았어 몇 점 빠져?", LEFT, "−3점"),
    ("6라운드 끝났는데 귀퉁이에 세 개 있고 손에 둘 남았어 감점 몇 점?", LEFT, "−5점"),
    ("게임 끝났는데 귀퉁이에 타일 2개 있고 손에 하나 있어 감점 몇 점?", LEFT, "−3점"),
    ("게임 끝났는데 귀퉁이에 타일 세 장, 손에도 둘 있어. 몇 점 잃어?", LEFT, "−5점"),
    # asked in the negative, a fact said after the mark: the statement alone (was 네/아니요)
    ("보라 별 3번 칸에 보라 1장이랑 조커 2장으로 못 놓나? 2라운드", PAY, "놓을 수 있습니다", True),
    ("노랑 별 5번칸 노랑 2개 조커 3개로 놓으면 안 됨? 1라운드임", PAY, "놓을 수 있습니다", True),
    (
        "주황 별 2번 칸에 주황 하나랑 조커 하나 내면 안 돼요? 5라운드예요",
        PAY,
        "놓을 수 있습니다",
        True,
    ),
    ("파란 별 4번 칸 파랑 2개랑 조커 1개로 안 되지? 3라운드", PAY, "놓을 수 없습니다", False),
    # asked plainly, a fact after the mark: 네/아니요 as before
    (
        "초록 별 4번 칸에 초록 2개 조커 2개로 놓을 수 있어? 1라운드",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    # tiles said paid, the price or fewer; tiles held beyond the price: as before
    ("노란 별 3번 칸에 노랑 2개랑 조커 1개 내면 돼? 1라운드", PAY, "네, 놓을 수 있습니다", True),
    ("파란 별 4번 칸에 파랑 2장 내고 놓을 수 있어?", PAY, "아니요, 놓을 수 없습니다", False),
    ("빨강 3개 있는데 빨간 별 2번 칸 놓을 수 있어?", PAY, "네, 놓을 수 있습니다", True),
    # one space of a star left: that star not completed, as before (probe 18: whether any
    # bonus comes is answered 아니요)
    (
        "게임 끝났는데 파란 별은 한 칸 빼고 다 채웠어 보너스 받아?",
        END,
        "아니요, 보너스 없음 (0점)",
    ),
    (
        "게임 끝났는데 빨간 별 칸 하나 빼고 다 채웠어 보너스 있어?",
        END,
        "아니요, 보너스 없음 (0점)",
    ),
    # this game named beside base Azul; 아줄 alone (only this game has wilds): as before
    ("기본판 말고 썸파에서 4라운드 조커 색 뭐야?", WILD, "4라운드의 조커(와일드) 색은 노랑입니다"),
    ("아줄 5라운드 조커 무슨 색이야?", WILD, "5라운드의 조커(와일드) 색은 파랑입니다"),
    # the first take from the centre, the score said: the score after too (was the loss alone)
    (
        "점수 9점일 때 중앙에서 처음 노랑 2개 가져오면 몇 점 돼?",
        DRAFT,
        "노랑 2장을 가져옵니다, 시작 플레이어 토큰도 받고 2점을 잃습니다 (9점 → 7점)",
    ),
    (
        "지금 점수 2점인데 중앙에서 처음으로 초록 3개 가져가면 몇 점 남아?",
        DRAFT,
        "초록 3장을 가져옵니다, 시작 플레이어 토큰도 받고 1점을 잃습니다 (2점 → 1점)",
    ),
    # no score said, or none lost: as before
    (
        "중앙에서 처음 파랑 2개 가져가면 몇 점 잃어?",
        DRAFT,
        "파랑 2장을 가져옵니다, 시작 플레이어 토큰도 받고 2점을 잃습니다",
    ),
    (
        "점수가 1점인 상태에서 중앙에서 처음 빨강 2개 가져오면 감점 돼?",
        DRAFT,
        "빨강 2장을 가져옵니다, 시작 플레이어 토큰도 받지만 이미 1점이라 점수는 잃지 않습니다",
    ),
    # a placement's points guessed: as before
    ("초록 별 5번 있고 6번 놓으면 2점 맞지?", SCORE, "네, 2점입니다 (보너스 타일 3장)", True),
]


test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


# the entry that decides each case comes first
FIRST_RULE = [
    (
        "게임 끝났는데 귀퉁이엔 한 장, 손에 두 장 있어. 몇 점 빠져?",
        "azul-summer-pavilion.end.leftover",
    ),
]


FIRST_RULE += [
    # the start token asked (was the take's rule, or the FAQ on wilds alone)
    (
        "중앙에서 첫 번째로 파랑 2개 가져오면 시작 플레이어 토큰도 받아?",
        "azul-summer-pavilion.draft.start-token",
    ),
    (
        "중앙에 조커만 1장 있는데 처음 가져가면 선 토큰 받아?",
        "azul-summer-pavilion.draft.start-token",
    ),
    # its points asked of wilds alone (was the FAQ on wilds alone, or on two wilds)
    (
        "1라운드 중앙에 보라만 3개 남았는데 처음 가져가면 몇 점 깎여?",
        "azul-summer-pavilion.faq.start-token-penalty",
    ),
    # the tiles taken asked: the wilds' FAQ first, as before
    (
        "중앙에 조커만 두 개 있는데 처음 가져가면 몇 개 가져와?",
        "azul-summer-pavilion.faq.only-wilds",
    ),
]


test_the_first_rule_decides = first_rule_test(SP, FIRST_RULE)


# how the case is told: the tiles in hand are not the corners' (were "귀퉁이에 남은 타일 N장")
CASE = [
    (
        "게임 끝났는데 귀퉁이는 비어 있고 손에 타일 세 장 있어 몇 점 빠져?",
        "게임이 끝날 때 남은 타일 3장",
    ),
    (
        "6라운드 끝났는데 귀퉁이엔 하나도 없고 손에 두 개 남았어 감점?",
        "게임이 끝날 때 남은 타일 2장",
    ),
    # the corners' alone: as before
    ("게임 끝났는데 귀퉁이에 타일 두 개 있어 감점 몇 점?", "게임이 끝날 때 귀퉁이에 남은 타일 2장"),
]


@pytest.mark.parametrize(("question", "case"), CASE)
def test_the_case_is_told(question: str, case: str) -> None:
    found = compute(question, SP, asked=True)
    assert found is not None and found.case == case, found


NOT = [
    # the corners and the hand, not at the game's end: a round before the last (the corners'
    # tiles come back), a pass, more than the four corners hold, another player's corners
    "3라운드 끝났는데 귀퉁이에 두 개 있고 손에 하나 있어 몇 점 빠져?",
    "6라운드에 패스했는데 귀퉁이에 두 개 있고 손에 하나 있어 몇 점 잃어?",
    "게임 끝났는데 귀퉁이에 다섯 개, 손에 하나 있어 감점 몇 점?",
    "게임 끝났는데 친구 귀퉁이에 두 장 있고 내 손에 한 장 있어 감점?",
    # more paid than the price (was "네, 놓을 수 있습니다")
    "초록 별 2번 칸에 초록 3장 내고 놓으면 되지?",
    "보라 별 1번 칸 놓을 때 보라 두 개 내도 되나요?",
    "가운데 별 2번 칸에 파랑 2개랑 조커 1개 내면 돼? 1라운드",
    "빨간 별 4번 칸에 빨강 다섯 장 지불해도 돼?",
    # every star but one completed (was "+16점": the star named counted, or "보너스 없음")
    "게임 끝났는데 노란 별 말고는 다 채웠어 보너스 총 몇 점?",
    "게임 끝났는데 초록 별 빼고는 모두 완성했어 보너스 얼마?",
    "게임 끝났는데 파란 별 하나만 빼고 전부 채웠어 보너스 받아?",
    "게임 끝났는데 보라 별 빼고 별 모두 완성했어 보너스 합계?",
    # base Azul named as such (was answered as this game: it has no wilds)
    "아줄 기본판에서 4라운드 조커는 노랑이야?",
    "오리지날 아줄 5라운드 와일드 파랑 맞아?",
    "아줄 원판은 6라운드 조커 무슨 색이야?",
    # bonus tiles guessed in digits after a placement (was read as a space filled: "3점")
    "노란 별 2번 있는데 3번 놓으면 보너스 타일 1장이야?",
    "초록 별 6번 있고 5번 놓으면 보너스 3장 받는 거 맞지?",
    "빨간 별 1번 2번 있고 파란 별 3번 있는데 파란 별 4번 놓으면 보너스 2개야?",
]


@pytest.mark.parametrize("question", NOT)
def test_gets_no_summer_pavilion_answer(question: str) -> None:
    for found in (compute(question, SP, asked=True), compute(question, SP), compute(question)):
        assert found is None or found.game != SP, (question, found)
