"""Summer Pavilion computed answers: a thirteenth probe, about 600 new questions a first-time
player would ask about concrete cases (whole turns told at length, two questions in one,
other players' moves, "why" and "what if not", claims in unusual words, counts said as
words, facts left out), each checked by hand against the rules. What it changed, each now read right
or declined:

- whether a wild comes with a take, asked with no round said ("공장에 빨강 4개면 빨강 다
  가져가고 조커는 없지?", "노랑 가져가면 조커도 같이 와?") was worked out as round 1 ("빨강
  4장을 가져옵니다": no wild; in round 6 red is the wild, in round 5 blue comes along); now
  declined, as "다 가져가?" was. With the round said, or the wild counted, as before;
- each bonus asked of several completed ("빨간 별 완성하고 파란 별도 완성했어 각각 얼마야?")
  was answered with their sum ("+29점"); now each, then the sum ("빨강 별 +14점, 파랑 별 +15점
  (합계 +29점)"); each guessed alike ("각각 15점씩 맞아?": each, or the sum?) is declined. The
  sum asked, as before;
- the final score asked with the score and the tiles left at the game's end ("점수 50점이고
  귀퉁이에 3장 남았어 최종 몇 점?") was the score after the tiles' loss alone ("−3점 (50점 →
  47점)", read as the final score, the stars' and numbers' bonuses left out unsaid); now it
  says so ("−3점 (50점 → 47점, 별·숫자 보너스 빼고)"), and where the loss stops at 1 point
  (which the bonuses added first would not) it is declined. The score after asked otherwise
  ("몇 점 돼?"), as before;
- tiles paid, counted bare ("1라운드 보라 1 빨강 2로 빨간별 3번 놓으면 탑에 몇 개 가?") were read
  as stars' spaces filled (the purple star's 1, the red star's 2: "2점", the answer to another
  question); now a count said with 로/으로, two colours counted bare, or the tower named, are
  no placement's points. Stars' spaces said bare after 별 ("파란 별 4 5 있고 6"), as before;
- another case asked after the question as a condition alone ("패스할 때 타일 5개 남았으면 몇
  점 잃어? 6라운드면?", "몇 점 깎여? 조커도 같이 오면?") was read as one case: the last ("−5점",
  the first question's answer is −1) or the two merged; now declined as two questions. A fact
  said after the mark ("… 몇 점 잃어? 3라운드야"), as before;
- the bonus asked of a placement that completes a star ("노란 별 2,3,4,5,6 있을 때 1번 놓으면
  보너스 뭐 받아?", "… 별 보너스도 받아?") was answered with the points, and a window's tiles
  at most ("6점", "6점, 보너스 타일 3장": read as that bonus); now the star's bonus is said to
  come at the game's end ("6점, 별 보너스 16점은 게임이 끝날 때"; SP-RB p.6, the FAQ on when
  first where the star's bonus is named). The star's bonus asked of a star the board read
  leaves unfinished ("파란 별 4번 5번 있는데 6번 놓으면 별 보너스 받아?": was "3점, 보너스 타일
  3장") is declined; a bonus asked where nothing completes is said to be none ("2점, 보너스
  타일 없음", was "2점"). With the points guessed too ("6점 맞지? 별 보너스는?": was "네,
  6점입니다 (보너스 타일 3장)"), the same. The bonus tiles asked by that name, as before. Three
  rows pinned the points alone (probe 5, probe 12) and now have the bonus said;
- the points asked of a take from a factory ("2라운드 공장에 초록 1개 빨강 3개 있으면 빨강
  가져가면 감점 있어?") were answered with the take alone ("빨강 3장과 조커(초록) 1장을
  가져옵니다", no word of the points asked); now "…, 감점 없음", the start token's rule first
  (only the first take from the centre loses points, SP-RB p.3). The take asked, as before;
- the wild's colour asked about after a take, where more of it lay than the one that comes
  ("3라운드 공장 주황 2 파랑 2 파랑 가져가면 주황은 어떻게 돼?") got the take alone ("파랑 2장과
  조커(주황) 1장을 가져옵니다", the other 주황 unsaid); now where the rest goes ("…, 남은 주황
  1장은 테이블 중앙으로"; in the centre, "중앙에 그대로"). One wild there, as before. A row of
  probe 6 pinned the take alone and now has the rest said;
- spaces named as a choice ("파란 별 4번 5번 중에 5번만 있어 6번 놓으면?") were read as filled,
  every one ("3점, 보너스 타일 3장": 4 is empty, 2점); now declined. Spaces listed filled, as
  before;
- a space said left out ("파란 별 1번 빼고 2 3 4번 있는데 5번 놓으면?") or taken off since ("…
  있었는데 3번은 잘못 놔서 뺐어") was counted filled ("5점": 2-3-4-5 is 4); now declined. A star
  filled but one space ("5번 빼고 다 찼는데 5번 놓으면"), as before;
- both counts of a pass asked ("패스할 때 5장 남아 몇 장 보관하고 몇 장 버려?") got the tiles
  thrown alone ("탑에 1장 (−1점)"); now both ("4장 보관, 탑에 1장 (−1점)"). One count asked,
  as before.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict; each NOT row gets no Summer Pavilion answer, asked on the game's pages,
detected, or with no game. Values: SP-RB p.3 (wild colours, takes), p.4 (costs, wilds), p.5
(keeping), p.6 (end bonuses)."""

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
DRAFT = "summer-pavilion-draft"
END = "summer-pavilion-end-bonus"
LEFT = "summer-pavilion-leftover"
SCORE = "summer-pavilion-place-score"

READ = [
    # whether a wild comes, with the round said, or the wild counted: as before
    (
        "5라운드 공장에 노랑 2개 파랑 2개 있는데 노랑 가져가면 조커도 와?",
        DRAFT,
        "노랑 2장과 조커(파랑) 1장을 가져옵니다",
    ),
    (
        "공장에 노랑 2개 파랑 1개 조커 1개 있는데 노랑 가져가면 조커도 가져와?",
        DRAFT,
        "네, 노랑 2장과 조커 1장을 가져옵니다",
    ),
]


READ += [
    # each bonus asked: each, then the sum (was the sum alone)
    (
        "게임 끝났는데 주황 별이랑 초록 별 다 채웠어 별마다 몇 점이야?",
        END,
        "주황 별 +17점, 초록 별 +18점 (합계 +35점)",
    ),
    (
        "게임 끝나고 보라 별 완성, 2번 칸 전부 채웠어 각각 보너스 얼마?",
        END,
        "보라 별 +20점, 모든 2번 칸 +8점 (합계 +28점)",
    ),
    # the sum asked: as before
    ("게임 끝났는데 노랑 별이랑 파랑 별 완성했어 보너스 다 합치면 몇 점?", END, "+31점"),
]

READ += [
    # the final score asked: the end bonuses said left out (was the score after the loss alone)
    (
        "게임 끝났을 때 제 점수 33점이고 귀퉁이에 타일 한 장 있으면 총점 몇 점이에요?",
        LEFT,
        "−1점 (33점 → 32점, 별·숫자 보너스 빼고)",
    ),
    (
        "6라운드에 패스하는데 5장 남았어 내 점수는 40점이야 최종 점수 몇 점?",
        LEFT,
        "−5점 (40점 → 35점, 별·숫자 보너스 빼고)",
    ),
    # both counts of a pass asked: both (was the tiles thrown alone)
    (
        "3라운드에 패스하는데 타일 8개 남았어 몇 개 남기고 몇 개 버려야 돼?",
        LEFT,
        "4장 보관, 탑에 4장 (−4점)",
    ),
    (
        "패스하는데 타일 3장 있어 몇 장 보관하고 몇 장 버려?",
        LEFT,
        "3장 보관, 버릴 타일 없음 (감점 없음)",
    ),
    # one count asked: as before
    ("패스할 때 타일 6장 남았는데 몇 장 버려야 돼?", LEFT, "탑에 2장 (−2점)"),
    # the score after asked otherwise: as before
    ("게임 끝났는데 점수 70점이고 귀퉁이에 2장 있어 몇 점 돼?", LEFT, "−2점 (70점 → 68점)"),
]

READ += [
    # a star filled but the space placed: as before
    ("노란 별 6번만 빼고 다 채웠어 6번 놓으면 몇 점?", SCORE, "6점, 보너스 타일 3장"),
    # spaces listed filled, no choice among them: as before
    ("파란 별 4번 5번 있어 6번 놓으면?", SCORE, "3점, 보너스 타일 3장"),
    # stars' spaces said bare after the star: as before
    ("파란 별 4 5 있고 6 놓으면 몇 점?", SCORE, "3점, 보너스 타일 3장"),
    ("파랑 별 1 2 3 있는데 4 놓으면 몇 점이야", SCORE, "4점"),
]

READ += [
    # a fact said after the question's mark: as before
    ("패스할 때 타일 7장 남으면 몇 점 잃어? 3라운드야", LEFT, "−3점"),
]

READ += [
    # the bonus asked of a placement that completes a star: the star's, at the game's end
    (
        "가운데 별 1번부터 5번까지 차 있는데 6번 놓으면 보너스 있어?",
        SCORE,
        "6점, 별 보너스 12점은 게임이 끝날 때",
    ),
    (
        "주황 별 1번 2번 3번 5번 6번 있는데 4번 놓으면 별 보너스도 받나요?",
        SCORE,
        "6점, 별 보너스 17점은 게임이 끝날 때",
    ),
    # the same, with the points guessed (was the guess alone, the window's tiles beside it)
    (
        "초록 별 2~6 차 있는데 1번 놓으면 6점 맞지? 별 보너스는?",
        SCORE,
        "네, 6점입니다, 별 보너스 18점은 게임이 끝날 때",
        True,
    ),
    # a bonus asked where nothing completes: none (was the points alone)
    ("빨간 별 3번 있는데 4번 놓으면 보너스 있어?", SCORE, "2점, 보너스 타일 없음"),
    # the bonus tiles asked by that name: as before
    ("빨간 별 1~5 차 있는데 6번 놓으면 보너스 타일 몇 장?", SCORE, "6점, 보너스 타일 3장"),
]

READ += [
    # the points asked of a take from a factory: none lost (was the take alone)
    (
        "3라운드 공장에 주황 2개 파랑 2개 있는데 파랑 가져가면 점수 깎여?",
        DRAFT,
        "아니요, 파랑 2장과 조커(주황) 1장을 가져옵니다, 감점 없음",
    ),
    (
        "1라운드 공장에 보라 1개 노랑 3개 노랑 가져가면 몇 점 잃어?",
        DRAFT,
        "노랑 3장과 조커(보라) 1장을 가져옵니다, 감점 없음",
    ),
    # the wild's colour asked after the take, more of it there: where the rest goes
    (
        "1라운드 공장에 빨강 2개 보라 2개 있는데 빨강 가져가면 보라는?",
        DRAFT,
        "빨강 2장과 조커(보라) 1장을 가져옵니다, 남은 보라 1장은 테이블 중앙으로",
    ),
    (
        "4라운드 중앙에 노랑 3개 빨강 2개 있는데 빨강 가져가면 노랑은 어떻게 돼?",
        DRAFT,
        "빨강 2장과 조커(노랑) 1장을 가져옵니다, 남은 노랑 2장은 중앙에 그대로",
    ),
    # one wild there, asked: as before
    (
        "1라운드 공장에 빨강 3개 보라 1개 있는데 빨강 가져가면 보라는?",
        DRAFT,
        "빨강 3장과 조커(보라) 1장을 가져옵니다",
    ),
    # the take asked: as before
    (
        "1라운드 공장에 보라 1개 노랑 3개 노랑 가져가면 뭐 가져와?",
        DRAFT,
        "노랑 3장과 조커(보라) 1장을 가져옵니다",
    ),
]


test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


# the entry that decides each case comes first
FIRST_RULE = [
    # the star's bonus asked by name: the FAQ on when it comes (was the placement rule)
    (
        "주황 별 1번 2번 3번 5번 6번 있는데 4번 놓으면 별 보너스도 받나요?",
        "azul-summer-pavilion.faq.star-bonus-when",
    ),
]

FIRST_RULE += [
    # the points asked of a factory take: the start token's rule (was the wild's)
    (
        "3라운드 공장에 주황 2개 파랑 2개 있는데 파랑 가져가면 점수 깎여?",
        "azul-summer-pavilion.draft.start-token",
    ),
]


test_the_first_rule_decides = first_rule_test(SP, FIRST_RULE)


NOT = [
    # whether a wild comes with the take, no round said (was worked out as round 1)
    "공장에 파랑 3개 빨강 1개 있는데 파랑 가져가면 조커 하나 딸려 와?",
    "중앙에 노랑 2개만 있어 노랑 가져가면 와일드는 없는 거지?",
    "공장에 주황 2장 초록 2장인데 주황 고르면 조커도 줘?",
    # each bonus guessed alike: each, or the sum? (was "아니요, +29점")
    "게임 끝났는데 빨간 별 파란 별 완성했어 각각 15점씩 맞아?",
    # the final score asked where the loss stops at 1 point (was "−1점 (2점 → 1점)")
    "점수 2점인데 게임 끝나고 귀퉁이에 3장 있어 최종 몇 점?",
    # tiles paid, counted bare, or the tower named (were read as stars' spaces filled)
    "초록 1 노랑 3으로 노란 별 4번 놓으면 몇 점이야?",
    "4라운드 파랑 1 노랑 2로 파란 별 3번 칸 놓으면 탑으로 몇 개?",
    "빨강 2 보라 1로 빨간 별 3번 채우면 점수 몇 점?",
    "주황 1 파랑 2 있는데 파란 별 3번 놓으면 몇 점?",
    # another case after the question, as a condition alone (was one case read)
    "패스하면서 7장 남으면 감점 몇이야? 마지막 라운드면?",
    "중앙에서 처음으로 빨강 2개 가져가면 몇 점 잃어? 조커 하나 같이 오면?",
    # spaces named as a choice, one of them filled (were read as all filled: "3점")
    "빨간 별 1번 2번 중에 2번만 채워졌어 3번 놓으면 몇 점?",
    "주황 별 2번이랑 3번 중 3번만 있는데 4번 놓으면 몇 점이야",
    "보라 별 5번 6번 중에 5번 있어 1번 놓으면 몇 점?",
    # a space left out, or taken off since (was counted filled)
    "노란 별 6번 제외하고 1번 2번 있는데 3번 놓으면 몇 점?",
    "보라 별 3번 빼고 1번 2번 있는데 6번 놓으면 몇 점?",
    "초록 별 4번 5번 있었는데 5번은 실수라서 뺐어 6번 놓으면 몇 점?",
    # the star's bonus asked of a star left unfinished (was "3점, 보너스 타일 3장")
    "파란 별 4번 5번 있는데 6번 놓으면 별 보너스 받아?",
]


@pytest.mark.parametrize("question", NOT)
def test_gets_no_summer_pavilion_answer(question: str) -> None:
    for found in (compute(question, SP, asked=True), compute(question, SP), compute(question)):
        assert found is None or found.game != SP, (question, found)
