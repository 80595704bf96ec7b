"""Summer Pavilion computed answers: a fourteenth probe, about 650 new questions a first-time
player would ask about concrete cases (whole turns told, two questions in one, other players'
moves and boards, "why" and "what if not", claims), each checked by hand against the rules.
What it changed, each now read right or declined:

- a payment's question that asks something else ("빨간 별 2번 놓을 때 빨강 2장 내면 한 장은
  탑으로 가고 감점이야?", "안 놓고 패스해도 돼?", "파랑 5장 안 내도 돼?") was answered as
  whether the tiles pay ("네, 놓을 수 있습니다": a yes to the points lost, to the price waived);
  now declined where points lost or a pass are asked, or the tiles are said not paid. A
  payment asked, as before;
- the final score asked at the game's end with no score said ("게임 끝났는데 귀퉁이에 3장
  있어 최종 몇 점이야?") was the tiles' loss alone ("−3점", read as the final score); now
  said to be what the final score loses ("−3점 (최종 점수에서 빠지는 점수)"), the score and
  the end bonuses unsaid. The points lost asked, and the score said, as before;
- spaces or tiles said another player's after them, the name glued ("파란 별 1번 내꺼고 2번은
  친구꺼야 3번 놓으면 몇 점?", "빨강 2장은 친구꺼고 보라 1장 있어") were the asker's ("3점", "네,
  놓을 수 있습니다": 2 is empty on the asker's star, the red is not theirs); now declined, and
  the name so said is another player's wherever players are read ("중앙에서 처음 가져간 건
  친구꺼야 나는 빨강 2개 가져왔는데 몇 점 잃어?": was "−2점", now "감점 없음"). The owner named
  before what is theirs, as before;
- a space said beside a pillar, statue or window, its feature completed ("바깥 별 2번 칸이
  기둥이랑 조각상에 둘 다 닿아 … 둘 다 완성되면 … 둘 다 받나요?", "4번 칸이 조각상에 닿아
  있는데 … 완성되면 보너스 받나요?") was read as every space of that number filled ("+8점",
  "+16점": the end bonus of all seven 2s, 4s); now the end bonus declines a feature named.
  Every number's spaces filled, as before;
- whether each player scores a bonus all of them completed ("우리 둘 다 빨간 별 완성했어
  보너스 각각 받아?") got the bonus alone ("+14점", a number to a yes-or-no); now "네, 각자
  +14점" (each scores the stars of their own board, SP-RB p.6). The points asked, as before;
- two bonuses asked by two questions in one ("모든 별의 4번 칸 채우면 몇 점이고 빨간 별 완성은
  몇 점이야?") got their sum alone ("+30점"); now each, then the sum ("빨강 별 +14점, 모든 4번
  칸 +16점 (합계 +30점)"), as "각각" asks. One question of two completed, the sum, as before;
- the score said without "점수" ("지금 8점인데 패스할 때 9장 남았어 몇 점 돼?", "내가 8점이야
  …") was left unread and the question declined; now read as the score, with its copula
  ("−5점 (8점 → 3점)"). A score not said so ("3점 받았는데"), as before;
- a fact of the case guessed, not said ("파란 별 4번 5번 있었나 6번 놓으면 몇 점?", "있었던 것
  같은데", "있을 수도 있는데", "중앙에서 처음 가져갔던 것 같은데") was read as said ("3점,
  보너스 타일 3장", "−2점"); now declined, as "있는지 모르겠는데" was. The fact said, as
  before;
- a take from the centre said to come before anyone's ("아무도 중앙에서 안 가져갔는데 내가
  중앙에서 파랑 2개 가져가면?", "중앙에서 가져간 사람 아직 없어") was worked out as after
  another's ("파랑 2장을 가져옵니다", the case "시작 플레이어 토큰은 이미 누가 가져간 것으로
  계산": the fact said, misread), or declined where the points were asked; now the round's
  first, with the token and its loss ("…, 시작 플레이어 토큰도 받고 2점을 잃습니다"); so too
  where the start token is said still there ("선 토큰 아직 중앙에 있는데 …"). Nothing said of
  it, as before.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict; each NOT row gets no Summer Pavilion answer, asked on the game's pages,
detected, or with no game. Values: SP-RB p.3 (takes), p.4 (costs, wilds), p.5 (keeping),
p.6 (end bonuses)."""

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
PAY = "summer-pavilion-payment"

READ = [
    # a payment asked, with the tiles paid said: as before
    (
        "1라운드에 노랑 2장 보라 2장 내고 노란 별 4번 놓을 수 있어?",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    ("초록 별 4번에 초록 3장만 내도 돼?", PAY, "아니요, 놓을 수 없습니다", False),
]


LEFT = "summer-pavilion-leftover"

READ += [
    # the final score asked, no score said: the loss said as the final score's (was "−1점")
    (
        "마지막 라운드 끝나고 귀퉁이에 타일 한 장 남았는데 총점 어떻게 돼?",
        LEFT,
        "−1점 (최종 점수에서 빠지는 점수)",
    ),
    (
        "6라운드에 패스할 때 타일 3개 남았어 최종 점수 몇 점이야?",
        LEFT,
        "−3점 (최종 점수에서 빠지는 점수)",
    ),
    # the points lost asked: as before
    ("게임 끝나고 귀퉁이에 타일 두 장 남으면 몇 점 깎여?", LEFT, "−2점"),
]


SCORE = "summer-pavilion-place-score"

READ += [
    # the owner named before what is theirs: as before
    ("나는 노란 별 4번 있고 친구는 노란 별 5번 있어 내가 5번 놓으면 몇 점?", SCORE, "2점"),
    # the first take said another player's, the name glued: no loss (was "−2점")
    (
        "중앙에서 제일 먼저 가져간 건 누나꺼야 나 노랑 2개 가져왔는데 몇 점 깎여?",
        "summer-pavilion-start-token",
        "감점 없음",
    ),
]


END = "summer-pavilion-end-bonus"

READ += [
    # every number's spaces filled, no feature named: as before
    ("게임 끝났는데 모든 3번 칸 다 채웠어 보너스 몇 점?", END, "+12점"),
    # whether each player scores what all completed: yes, each (was the bonus alone)
    ("우리 모두 가운데 별 완성했는데 각자 보너스 받지?", END, "네, 각자 +12점", True),
    ("우리 둘 다 1번 칸 전부 채웠는데 보너스 각자 받아?", END, "네, 각자 +4점", True),
    # the points asked: as before
    ("우리 둘 다 빨간 별 완성했는데 보너스 몇 점씩 받아?", END, "+14점"),
    # two bonuses asked by two questions: each, then the sum (was the sum alone)
    (
        "게임 끝났는데 노란 별 완성은 몇 점이고 보라 별 완성은 몇 점?",
        END,
        "노랑 별 +16점, 보라 별 +20점 (합계 +36점)",
    ),
    (
        "게임 끝났는데 빨간 별 완성은 몇 점이고 파란 별도 완성했는데 합치면 몇 점?",
        END,
        "빨강 별 +14점, 파랑 별 +15점 (합계 +29점)",
    ),
    # one question of two completed: the sum, as before
    ("게임 끝났는데 빨간 별이랑 파란 별 완성했어 보너스 몇 점이야?", END, "+29점"),
]


READ += [
    # the score said with its copula, without "점수": read (was declined)
    ("현재 15점이고 패스할 때 타일 7장 남으면 몇 점 돼?", LEFT, "−3점 (15점 → 12점)"),
    ("제가 9점인데 패스하면서 6장 남으면 몇 점 돼요?", LEFT, "−2점 (9점 → 7점)"),
    ("지금 4점이야 패스할 때 타일 열 장 남으면 몇 점 돼?", LEFT, "−3점 (4점 → 1점)"),
]


READ += [
    # the fact said: as before
    ("초록 별 5번 있는데 6번 놓으면 몇 점?", SCORE, "2점, 보너스 타일 3장"),
]


DRAFT = "summer-pavilion-draft"

READ += [
    # the centre's first take said so by nobody's before it: the token and its loss
    (
        "아직 아무도 가운데서 안 가져갔는데 1라운드에 가운데 빨강 2개 보라 1개 있어 빨강 가져오면"
        " 뭐 가져와?",
        DRAFT,
        "빨강 2장과 조커(보라) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다",
    ),
    (
        "3라운드인데 중앙에 주황 2개 노랑 3개 있고 아직 아무도 중앙에서 안 가져갔어. 내가 노랑"
        " 가져가면 몇 점 잃어?",
        DRAFT,
        "노랑 3장과 조커(주황) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 4점을 잃습니다",
    ),
    # the start token said still there: the same
    (
        "2라운드 선 토큰 아직 가운데에 있는데 가운데 파랑 2개 초록 1개 파랑 가져가면 뭐 와?",
        DRAFT,
        "파랑 2장과 조커(초록) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다",
    ),
    # nothing said of it: as before
    ("1라운드에 중앙에 빨강 2개 있는데 빨강 가져가면 뭐 가져와?", DRAFT, "빨강 2장을 가져옵니다"),
]


test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


# the entry that decides each case comes first
FIRST_RULE = [
    # the points of the centre's first take asked: the FAQ on its loss
    (
        "3라운드인데 중앙에 주황 2개 노랑 3개 있고 아직 아무도 중앙에서 안 가져갔어. 내가 노랑"
        " 가져가면 몇 점 잃어?",
        "azul-summer-pavilion.faq.start-token-penalty",
    ),
]


test_the_first_rule_decides = first_rule_test(SP, FIRST_RULE)


NOT = [
    # points lost or a pass asked beside a payment (was "네, 놓을 수 있습니다")
    "주황 별 2번에 주황 2장 내면 한 장 탑에 가잖아 그거 감점 맞아?",
    "3라운드 파랑 2 주황 1로 파란 별 3번 놓을 수 있는데 그냥 패스해도 돼?",
    "1라운드 초록 1 보라 2로 초록 별 3번 놓을 수 있는데 그럼 깎이는 거 있어?",
    # the tiles said not paid (was "네, 놓을 수 있습니다")
    "노란 별 4번 칸에 노랑 4개 안 내고 놓아도 돼?",
    "빨간별 6번에 빨강 6장 덜 내도 되나요?",
    # spaces or tiles said another player's after them (were counted the asker's)
    "주황 별 1번 있고 2번은 언니꺼야 3번 놓으면 몇 점?",
    "빨간 별 3번 4번 다 상대꺼야 5번 놓으면 몇 점?",
    "1라운드 파랑 3장은 동생꺼고 보라 2장 있어 파란 별 4번 돼?",
    # a score not said as the asker's score: as before
    "지금 3점 받았는데 패스할 때 6장 남으면 몇 점 돼?",
    # a fact of the case guessed, not said (was read as said)
    "노란 별 1번 2번 있었나? 3번 놓으면 몇 점이야",
    "초록 별 5번 있었던 거 같은데 6번 놓으면 몇 점?",
    "보라 별 3번 찼을 수도 있는데 4번 놓으면 몇 점이야?",
    "중앙에서 처음 가져왔던 거 같은데 파랑 3개 몇 점 깎여?",
    # a space beside a feature, the feature completed (was every such number's end bonus)
    "4번 칸이 조각상에 닿아 있는데 거기 마지막 타일 놓아서 완성되면 보너스 받나요?",
]


@pytest.mark.parametrize("question", NOT)
def test_gets_no_summer_pavilion_answer(question: str) -> None:
    for found in (compute(question, SP, asked=True), compute(question, SP), compute(question)):
        assert found is None or found.game != SP, (question, found)
