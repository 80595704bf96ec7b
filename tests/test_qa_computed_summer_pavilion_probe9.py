"""Summer Pavilion computed answers: a ninth probe, 200-odd new questions a first-time player
would ask about concrete cases (반말 and 존댓말, typos, no spacing, negations, claims to check,
other players' cases, counts said as words, facts left out), each checked by hand against the
rules. The wrong answers it found, each now read right or declined:

- how many tiles a pass throws away, asked ("패스할 때 타일 6개 남았는데 몇 개 버려야 돼?"),
  was answered with the points ("−2점"); now with the count and its points ("탑에 2장
  (−2점)", "버릴 타일 없음 (감점 없음)"), and declined in the last round (thrown at the pass,
  or lost at the end?; was "−7점");
- a price said as what is paid ("노랑 별 4번 칸에 놓을 때 노랑 3개 내는 거 맞아?") was read as a
  hand of those tiles ("아니요, 놓을 수 없습니다": whether three pay, not whether the price is
  three; "가운데 별 3번 칸에 노랑 세 개 내는 거 맞아요?": "네, 놓을 수 있습니다"); now as the
  price guessed ("아니요, 비용은 4장입니다"), as "내야 돼?" was;
- a space asked to be filled twice or again ("빨강 4개 있으면 빨간 별 2번 두 번 놓을 수
  있어?", "1번 칸 또 놓을 수 있어?", "다시 놓아도 돼?") was read as one placement the tiles pay
  for ("네, 놓을 수 있습니다"; a filled space takes no other tile); now declined;
- the rest of a factory or the centre asked by its colour after a take ("1라운드 공장 파랑3
  빨강1 빨강 가져가면 파랑은?") was answered with the take alone ("빨강 1장을 가져옵니다"); the
  verdict now says where the rest goes, as "나머지는?" did ("…, 남은 파랑 3장은 테이블 중앙으로");
- tiles left when a round or the game ends, asked with no game and nothing of this game's own
  (no pass, corner, keep or sixth round: "라운드 끝났는데 타일 5개 남았어 몇 점이야?"), were
  answered as this game's ("−1점"), though a 루미큐브 rack left at a round's end is the same
  question (its tiles' numbers are lost); with no game they are now not read (on this game's
  pages, as before);
- how many tiles a pass throws away beside a keep, asked ("패스할 때 6개 남았는데 4개 보관하면
  몇 개 버려?"), was answered whether the keep may be made ("네, 보관할 수 있습니다 (나머지
  2장은 −2점)"); now with the count ("탑에 2장 (−2점)");
- the fewest tiles of a colour or the most wilds for a space, asked with no round ("파란 별 5번
  칸에 파랑 최소 몇 개?": "파랑 1장 (나머지 4장은 조커)"), read the colour as no wild with the
  case silent on it (only a detail told of its own round, where all five are 파랑); the case
  now says so ("라운드는 말하지 않아 파랑이 조커 색이 아닌 라운드로 계산");
- the points a placement scores, guessed ("파란 별 1번 2번 찼는데 4번 놓으면 2점 맞지?"), were
  answered with the points alone ("1점", no word of the guess); now 네/아니요 with them
  ("아니요, 1점입니다"), the bonus tiles beside ("네, 3점입니다 (보너스 타일 3장)").

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict; each NOT row gets no Summer Pavilion answer, asked on the game's pages,
detected, or with no game. Values: SP-RB p.3 (taking, the rest to the centre), p.4 (costs, wilds, empty spaces only), p.5 (passing, keeping four)."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
)

SP = "azul-summer-pavilion"
SCORE = "summer-pavilion-place-score"
LEFT = "summer-pavilion-leftover"
COST = "summer-pavilion-cost"
PAY = "summer-pavilion-payment"
DRAFT = "summer-pavilion-draft"

READ = [
    # the tiles a pass throws away, asked: the count (was the points alone)
    ("패스하는데 타일이 7장 남았어. 몇 장 버려야 해?", LEFT, "탑에 3장 (−3점)"),
    ("3라운드 패스할 때 손에 5개 남았으면 몇 개 버려?", LEFT, "탑에 1장 (−1점)"),
    ("패스할 때 타일 2개 남았는데 몇 개 버려야 하나요?", LEFT, "버릴 타일 없음 (감점 없음)"),
    ("패스할때 타일 아홉 개 남았는데 탑에 몇 개 버려야 됨?", LEFT, "탑에 5장 (−5점)"),
    # the points asked: as before
    ("패스할 때 타일 7개 남았는데 몇 점 깎여?", LEFT, "−3점"),
    # a price said as what is paid ("3개 내는 거 맞아?"): the price guessed (was a hand)
    ("파란 별 4번 칸에 파랑 3장 내는 거 맞지?", COST, "아니요, 비용은 4장입니다"),
    ("초록 별 2번 칸엔 초록 2개 내는 거지?", COST, "네, 비용은 2장입니다"),
    ("5라운드인데 빨간 별 6번 칸에 빨강 5개 낸다며?", COST, "아니요, 비용은 6장입니다"),
    ("가운데 별 3번 칸에 노랑 세 개 내는 거 맞아요?", COST, "네, 비용은 3장입니다"),
    # tiles paid with a placement asked: a payment, as before
    ("3라운드에 빨강 3개 내고 빨간 별 3번 놓을 수 있어?", PAY, "네, 놓을 수 있습니다"),
    # a placement said once: a payment, as before
    ("빨강 3개로 빨간 별 3번 칸 한 번 놓을 수 있어?", PAY, "네, 놓을 수 있습니다"),
    # the rest asked by its colour after a take: where it goes (was the take alone)
    (
        "1라운드에 공장에 초록 3개 노랑 1개 있는데 노랑 가져가면 초록은?",
        DRAFT,
        "노랑 1장을 가져옵니다, 남은 초록 3장은 테이블 중앙으로",
    ),
    (
        "4라운드 공장에 빨강 1개 노랑 1개 파랑 2개 있는데 파랑 가져가면 빨강은 어떻게 돼요?",
        DRAFT,
        "파랑 2장과 조커(노랑) 1장을 가져옵니다, 남은 빨강 1장은 테이블 중앙으로",
    ),
    (
        "3라운드 중앙에 노랑 2개 파랑 2개 있는데 노랑 가져가면 파랑은?",
        DRAFT,
        "노랑 2장을 가져옵니다, 남은 파랑 2장은 중앙에 그대로",
    ),
    # whether a colour comes along, asked: the take, as before
    (
        "2라운드 공장에 빨강 2 파랑 2인데 빨강 가져가면 파랑도 가져와?",
        DRAFT,
        "아니요, 빨강 2장을 가져옵니다, 남은 파랑 2장은 테이블 중앙으로",
    ),
    # tiles left at a round's or the game's end, asked on this game's pages: read as before
    ("라운드 끝났는데 손에 타일 6개 남았어요 몇 점 빠져요?", LEFT, "−2점"),
    ("게임 끝났는데 타일 세 개 남았으면 몇 점 감점이야?", LEFT, "−3점"),
    # the tiles thrown beside a keep, asked: the count (was "네, 보관할 수 있습니다 …")
    ("패스하는데 타일 8장 남았고 4장 보관하면 몇 장 버려?", LEFT, "탑에 4장 (−4점)"),
    (
        "2라운드에 패스할 때 타일 6개 남았는데 1개만 보관하면 몇 개 버려야 해?",
        LEFT,
        "탑에 5장 (−5점)",
    ),
    (
        "패스할 때 타일 3장 남았는데 3장 다 보관하면 버리는 건 몇 장?",
        LEFT,
        "버릴 타일 없음 (감점 없음)",
    ),
    # whether the keep may be made, asked: as before
    (
        "패스할 때 타일 6개 남았는데 4개 보관해도 돼?",
        LEFT,
        "네, 보관할 수 있습니다 (나머지 2장은 −2점)",
    ),
    # the points of a placement, guessed: 네/아니요 (was the points alone)
    ("초록 별 5번 6번 있는데 1번 놓으면 2점 맞지?", SCORE, "아니요, 3점입니다"),
    ("보라 별 2번 찼는데 3번 놓으면 2점이야?", SCORE, "네, 2점입니다"),
    ("노란 별 4번 5번 있고 6번 놓으면 3점 맞아요?", SCORE, "네, 3점입니다 (보너스 타일 3장)"),
    # the first tile on an empty star, its points guessed: 네/아니요 too (mended after the probe)
    ("빈 파란 별에 첫 타일 놓으면 2점 맞아?", SCORE, "아니요, 1점입니다"),
    ("빈 노란 별에 하나 놓으면 1점이지?", SCORE, "네, 1점입니다"),
    # asked, not guessed: the points (as before)
    ("보라 별 2번 찼는데 3번 놓으면 몇 점?", SCORE, "2점"),
]


test_reads_the_case = reads_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


NOT = [
    # the tiles thrown in the last round, asked (was the points: "−7점")
    "6라운드에 패스하는데 타일 7개 남았어 몇 개 버려야 돼?",
    "마지막 라운드 패스할 때 5장 남았는데 몇 장 버려?",
    # a space filled twice or again (was "네, 놓을 수 있습니다")
    "노랑 4개 있으면 노란 별 2번 칸 두 번 놓을 수 있어?",
    "초록 2개로 초록 별 1번 또 채워도 돼?",
    "2라운드 파랑 1개 초록 2개 있는데 파란 별 3번 칸 다시 놓아도 돼?",
    "보라 4장 있어. 보라 별 2번에 두번 둬도 돼?",
    "주황 여섯 개면 주황 별 3번 칸에 한 번 더 놓을 수 있나요?",
]


@pytest.mark.parametrize("question", NOT)
def test_gets_no_summer_pavilion_answer(question: str) -> None:
    for found in (compute(question, SP, asked=True), compute(question, SP), compute(question)):
        assert found is None or found.game != SP, (question, found)


# tiles left at a round's or the game's end, with no game and nothing of this game's own: a
# 루미큐브 rack too (were answered as this game's: "−2점", "−3점")
NO_GAME = [
    "라운드 끝났는데 손에 타일 6개 남았어요 몇 점 빠져요?",
    "게임 끝났는데 타일 세 개 남았으면 몇 점 감점이야?",
    "마지막 라운드 끝나고 타일 2장 남았어 몇 점?",
]

test_not_read_with_no_game = reads_nothing_test(None, NO_GAME)


COST_NO_ROUND = [
    ("노란 별 4번 칸에 노랑 최소 몇 장 필요해?", "노랑 1장 (나머지 3장은 조커)", "노랑이"),
    ("빨간 별 5번 칸 조커 최대 몇 개까지 써도 돼?", "조커 4장까지", "빨강이"),
]


@pytest.mark.parametrize(("question", "verdict", "colour"), COST_NO_ROUND)
def test_a_price_with_no_round_says_the_round_it_is_read_in(
    question: str, verdict: str, colour: str
) -> None:
    """The fewest tiles of a colour, or the most wilds, with no round: the case says the colour
    is read as no wild (in its own round all the price is of that colour)."""
    found = compute(question, SP, asked=True)
    assert found is not None and found.verdict == verdict, found
    assert f"라운드는 말하지 않아 {colour} 조커 색이 아닌 라운드로 계산" in found.case, found
    # a round said: the case names it, and no other
    found = compute("3라운드에 " + question, SP, asked=True)
    assert found is not None and "말하지 않아" not in found.case, found
