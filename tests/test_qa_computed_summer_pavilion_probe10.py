"""Summer Pavilion computed answers: a tenth probe, 150-odd new questions a first-time player
would ask about concrete cases (claims with a number to confirm, 반말 and 존댓말, typos, no
spacing, negations, other players' cases, counts said as words, facts left out), each checked
by hand against the rules. The wrong answers it found, each now read right or declined:

- tiles left on the corners at the game's end, said with no word of tiles ("게임 끝났는데
  귀퉁이에 두 개 있어 감점 없지?"), were not read; now the count on the corners is read
  ("−2점"), and no points lost, guessed ("감점 없는 거 맞죠?"), is answered 네/아니요 as a
  guess of 0 ("아니요, −3점"); with tiles in hand said beside it ("손에도 하나"), declined;
- a star's or a number's end bonus heard and asked to be checked ("초록 별 완성하면 20점
  준대 맞아?", "14점 준다던데 진짜야?") was not read; now 네/아니요 with the bonus ("아니요,
  +18점");
- the bonus tiles of a pillar, statue or window, guessed ("창문 둘러싸면 보너스 타일 2장이지?")
  were not read; now 네/아니요 with the count ("아니요, 보너스 타일 3장");
- a space's price named and guessed ("파란 별 4번 칸 비용 3장 맞지?") was not read; now as
  the price guessed ("아니요, 비용은 4장입니다"), as "3장 필요해?" was;
- a star said to hold tiles, none listed, beside the space placed ("노란 별 1번 2번 있고
  가운데 별에도 타일 있어 노란 별 3번 놓으면?") was read as empty ("3점"; the centre's two
  spaces by that pillar may be the ones filled, and the pillar's bonus tile comes); now
  declined when the rest of a pillar or statue by the space is filled;
- tiles said not to be the ones paid ("빨강 2장 빼고 조커로만 빨간 별 2번 놓을 수 있어?",
  "초록 4개 말고 다른 색 조커로") were read as a hand of them ("네, 놓을 수 있습니다"); now
  declined;
- the points the first take from the centre loses, guessed with its tiles ("중앙에서 처음으로
  빨강 3개 가져오면 3점 잃는 거 맞지?", "−3점이지?") were answered with the take alone; now
  네/아니요 with it ("네, 빨강 3장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다"),
  the start token's rule first.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict; each NOT row gets no Summer Pavilion answer, asked on the game's pages,
detected, or with no game. Values: SP-RB p.4 (costs, bonus tiles 1·2·3), p.5 (keeping),
p.6 (star bonuses 12-20, number bonuses, tiles left at the end)."""

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
END = "summer-pavilion-end-bonus"
FEATURE = "summer-pavilion-feature-bonus"
COST = "summer-pavilion-cost"
SCORE = "summer-pavilion-place-score"
DRAFT = "summer-pavilion-draft"

READ = [
    # tiles on the corners at the game's end, no word of tiles (was not read)
    ("게임 끝났는데 귀퉁이엔 두 장 있어 몇 점 빠져?", LEFT, "−2점"),
    ("게임 끝났을 때 귀퉁이에 1개 있으면 −1점 맞죠?", LEFT, "네, −1점", True),
    ("게임 끝났는데 귀퉁이에 세 개 있어 감점 있어?", LEFT, "네, −3점"),
    # no points lost, guessed (was the points alone, no word of the guess)
    ("6라운드 끝났는데 귀퉁이에 3장 남아 있으면 감점 없는 거 맞죠?", LEFT, "아니요, −3점", False),
    ("패스할 때 타일 4개 남았으면 감점은 하나도 없는 거지?", LEFT, "네, 감점 없음", True),
    ("패스하는데 타일 7개 남았어 감점 없는 거 맞아?", LEFT, "아니요, −3점", False),
    # an end bonus heard, asked to be checked (was not read)
    ("빨간 별 다 채우면 보너스 14점 준다던데 진짜야?", END, "네, +14점", True),
    ("주황 별 완성하면 20점 준대?", END, "아니요, +17점", False),
    ("게임 끝나고 모든 2번 칸 채우면 8점 준대요 맞나요?", END, "네, +8점", True),
    ("가운데 별 완성하면 보너스 15점 준다고 하던데 맞아?", END, "아니요, +12점", False),
    # the bonus tiles of a feature, guessed (was not read)
    ("창문 완성하면 보너스 3장 맞죠?", FEATURE, "네, 보너스 타일 3장", True),
    ("기둥 둘러싸면 보너스 두 장 맞아?", FEATURE, "아니요, 보너스 타일 1장", False),
    ("조각상 완성하면 타일 2개 받지?", FEATURE, "네, 보너스 타일 2장", True),
    ("석상 둘러싸면 보너스 세 개 준대", FEATURE, "아니요, 보너스 타일 2장", False),
    (
        "기둥이랑 조각상 동시에 완성하면 보너스 4장이지?",
        FEATURE,
        "아니요, 보너스 타일 3장 (기둥 1장 + 조각상 2장)",
        False,
    ),
    # asked, not guessed: as before
    ("창문 둘러싸면 보너스 몇 장?", FEATURE, "보너스 타일 3장"),
    # a space's price named and guessed (was not read)
    ("빨간 별 2번 칸 비용이 세 장이야?", COST, "아니요, 비용은 2장입니다", False),
    ("초록별 6번칸 비용은 초록 6개야?", COST, "네, 비용은 6장입니다", True),
    ("가운데 별 5번 칸은 비용 5장 맞아?", COST, "네, 비용은 5장입니다", True),
    # asked, not guessed: as before
    ("파란 별 4번 칸 비용 몇 장?", COST, "파랑 4장"),
    # the first take from the centre, its points guessed (was the take alone)
    (
        "중앙에서 처음으로 초록 2개 가져오면 2점 잃는 거 맞지?",
        DRAFT,
        "네, 초록 2장을 가져옵니다, 시작 플레이어 토큰도 받고 2점을 잃습니다",
        True,
    ),
    (
        "4라운드에 중앙에서 맨 먼저 파랑 3개랑 노랑 1개 가져가면 3점 깎이는 거 맞아?",
        DRAFT,
        "아니요, 파랑 3장과 조커(노랑) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 4점을 잃습니다",
        False,
    ),
    # a star said empty beside the space placed: read as before
    ("가운데 별은 비어 있고 노란 별 1번 2번 있는데 노란 별 3번 놓으면 몇 점?", SCORE, "3점"),
    # a star said to hold tiles that shares no feature with the space: read as before
    ("초록 별에도 타일 있고 노란 별 5번 6번 있는데 4번 놓으면 몇 점?", SCORE, "3점"),
    # one that shares a statue, whose other spaces on the star placed are empty: as before
    (
        "노란 별은 비어 있고 파란 별에는 타일이 여러 개 있는데 노란 별 3번 놓으면 몇 점?",
        SCORE,
        "1점",
    ),
]


test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


# the entry that decides each case comes first
FIRST_RULE = [
    (
        "게임 끝났는데 귀퉁이엔 두 장 있어 몇 점 빠져?",
        "azul-summer-pavilion.end.leftover",
    ),
    ("주황 별 완성하면 20점 준대?", "azul-summer-pavilion.end.star-bonus"),
    ("게임 끝나고 모든 2번 칸 채우면 8점 준대요 맞나요?", "azul-summer-pavilion.end.number-bonus"),
    ("기둥 둘러싸면 보너스 두 장 맞아?", "azul-summer-pavilion.bonus.features"),
    ("주황 별 1번 칸 비용 2장이지?", "azul-summer-pavilion.place.cost"),
    (
        "중앙에서 첫번째로 보라 2개 가져가면 −2점이지?",
        "azul-summer-pavilion.faq.start-token-penalty",
    ),
]


test_the_first_rule_decides = first_rule_test(SP, FIRST_RULE)


NOT = [
    # (the corners' count beside tiles in hand, pinned here unread, is read since probe11:
    # both are lost at the end, "−3점"; tests/test_qa_computed_summer_pavilion_probe11.py)
    # a star said to hold tiles, none listed, sharing a pillar or statue with the space (was
    # read as empty: "3점")
    "가운데 별에 타일 몇 개 있고 빨간 별 2번 있어 빨간 별 3번 놓으면 몇 점?",
    "파란 별 1번 2번 찼고 가운데 별에도 좀 놨어. 파란 별 3번 놓으면 보너스 있어?",
    "파란 별에 타일 있고 노란 별 4번 있는데 노란 별 3번 놓으면 몇 점?",
    # tiles said not to be the ones paid (was "네, 놓을 수 있습니다")
    "빨강 2장 빼고 조커로만 빨간 별 2번 놓을 수 있어?",
    "파란 별 3번 칸에 파랑 3개 대신 조커 2개랑 파랑 1개 내도 돼?",
    "초록 별 3번 칸에 초록 3개 말고 조커 써도 돼?",
    "노랑 별 4번 칸에 노랑 4장 대신 조커 섞어서 내도 되지?",
]


@pytest.mark.parametrize("question", NOT)
def test_gets_no_summer_pavilion_answer(question: str) -> None:
    for found in (compute(question, SP, asked=True), compute(question, SP), compute(question)):
        assert found is None or found.game != SP, (question, found)
