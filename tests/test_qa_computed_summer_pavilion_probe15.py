"""Summer Pavilion computed answers: a fifteenth probe, new questions a first-time player would
ask about concrete cases (takes asked as yes-or-no, claims of a score, whole turns told), each
checked by hand against the rules. What it changed, each now read right or declined:

- a yes-or-no asked of a take ("빨강 가져가면 주황도 같이 가져와야 하나요?", "보라는 안 가져와도
  돼?", "노랑 두 개 다 가져와?", "조커만 2개 있으면 둘 다 가져가도 돼요?") got the take alone
  ("빨강 1장과 조커(주황) 1장을 가져옵니다", no 네 or 아니요: the answer left to be worked out);
  now 네/아니요 on what is asked: whether that colour comes along, may be left behind, comes
  whole ("만" where fewer come than asked: "아니요, 조커 1장만 가져옵니다"), or comes alone. Not
  where the round is not said and no wild named (which colour is the wild decides it), nor
  where something else is asked ("몇 개", "어디로");
- wilds named as such with no round said ("공장에 조커 색 타일만 2개", "조커 2개 빨강 1개")
  were worked as round 1's 보라 ("조커(보라) 1장", the case "조커 색이 보라인 1라운드로
  계산"), a colour the question never said; now "조커 1장", the case "라운드는 말하지
  않음(조커는 그 라운드의 조커 색)";
- where the tiles paid go, asked beside a payment ("빨강 1 주황 3 내면 빨강 1장은 탑으로 가?")
  was answered as whether they pay ("네, 놓을 수 있습니다": a yes to the red going to the
  tower, where it goes on the space); now declined, as points lost or a pass are;
- a placement's points guessed as a sum worked out ("1점 + 2점 해서 3점이지?", "1+3해서 4점
  맞아?") got the points alone ("2점", no word of the guess: its terms were more points
  guessed) or nothing (the terms read as spaces); now the total is the guess, "아니요,
  2점입니다";
- a placement then a pass in one message ("빨강 3 초록 1로 빨간 별 4번 놓고 패스해도 돼?", "놓은
  다음 패스 가능?") was declined with the pass (since probe14, which declined a pass asked
  instead of placing); a pass is always open on a later turn, so the placement decides it
  again ("네, 놓을 수 있습니다", the pass said in the details). A pass instead of placing, or
  its points, as before;
- a placement claimed by someone else ("친구가 1라운드에 빨강 1 보라 2로 빨간 별 3번 된대
  맞아?") was declined (the speaker read as the tiles' owner); the tiles, round and space
  all said in the claim, it is now checked like the asker's ("네, 놓을 수 있습니다"). A move
  the speaker made ("놨는데 된대"), as before;
- a colour asked to come along in the negative ("노랑도 가져와야 하는 거 아니지?") was marked ok
  by the yes-or-no above (the belief taken as "needed", where "아니지?" believes it is not);
  which belief "아니지?"/"아니야?" checks is not clear, so the take is said with no 네/아니요
  and no ok.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict; each NOT row gets no Summer Pavilion answer, asked on the game's pages,
detected, or with no game. Values: SP-RB p.3 (takes)."""

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

READ = [
    # whether the wild comes along: 네 (was the take alone)
    (
        "5라운드 공장에 파랑 1개 노랑 3개 있는데 노랑 고르면 파랑도 딸려 와야 돼?",
        DRAFT,
        "네, 노랑 3장과 조커(파랑) 1장을 가져옵니다",
        True,
    ),
    (
        "여름 별장 4라운드에 공장에 노랑 2장 초록 2장이야 초록 가져가면 노랑도 꼭 같이 가져와야 함?",
        DRAFT,
        "네, 초록 2장과 조커(노랑) 1장을 가져옵니다, 남은 노랑 1장은 테이블 중앙으로",
        True,
    ),
    # a colour that is not the wild: 아니요
    (
        "3라운드 공장에 초록 3 노랑 1인데 초록 가져가면 노랑도 가져가야 돼?",
        DRAFT,
        "아니요, 초록 3장을 가져옵니다, 남은 노랑 1장은 테이블 중앙으로",
        False,
    ),
    # whether the wild may be left: 아니요
    (
        "6라운드 공장에 빨강 1 파랑 3 있어 파랑만 가져오고 빨강은 안 가져와도 되지?",
        DRAFT,
        "아니요, 파랑 3장과 조커(빨강) 1장을 가져옵니다",
        False,
    ),
    (
        "2라운드 공장에 초록 1개 주황 2개 있을 때 주황 가져가면서 조커는 두고 와도 돼?",
        DRAFT,
        "아니요, 주황 2장과 조커(초록) 1장을 가져옵니다",
        False,
    ),
    # every wild there asked: 아니요, one only
    (
        "1라운드 공장에 보라 세 개 파랑 한 개 있는데 파랑 가져가면 보라 3개 다 가져와?",
        DRAFT,
        "아니요, 파랑 1장과 조커(보라) 1장만 가져옵니다, 남은 보라 2장은 테이블 중앙으로",
        False,
    ),
    (
        "공장에 와일드만 세 장 있는데 세 장 다 가져와도 되나?",
        DRAFT,
        "아니요, 조커 1장만 가져옵니다",
        False,
    ),
    (
        "4라운드 중앙에 노랑만 3장 남았어 노랑 전부 가져가도 돼?",
        DRAFT,
        "아니요, 조커(노랑) 1장만 가져옵니다",
        False,
    ),
    # the colour alone asked: 아니요 where the wild comes beside it
    (
        "5라운드 공장에 빨강 3장 파랑 1장인데 빨강 가져가면 빨강만 가져오는 거지?",
        DRAFT,
        "아니요, 빨강 3장과 조커(파랑) 1장을 가져옵니다",
        False,
    ),
    # wilds named as such, no round: no colour given them (was "조커(보라)")
    (
        "공장에 조커 두 장 파랑 두 장 있는데 파랑 가져가면 뭐 가져와?",
        DRAFT,
        "파랑 2장과 조커 1장을 가져옵니다",
    ),
    ("중앙에 조커만 2장 있으면 몇 장 가져와?", DRAFT, "조커 1장을 가져옵니다"),
]

SCORE = "summer-pavilion-place-score"

READ += [
    # the points guessed as a sum: the total judged (was the points alone, or declined)
    ("주황 별 3번 있는데 4번 놓으면 1점+2점 해서 3점 맞지?", SCORE, "아니요, 2점입니다", False),
    (
        "초록 별 4번 5번 있는데 6번 놓으면 1+2 해서 3점이지?",
        SCORE,
        "네, 3점입니다 (보너스 타일 3장)",
        True,
    ),
]

PAY = "summer-pavilion-payment"

READ += [
    # a placement, then a pass: the placement decides it (was declined)
    (
        "4라운드 파랑 2장 노랑 1장으로 파란 별 3번 놓고 나서 패스해도 돼?",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    (
        "5라운드 초록 1 파랑 1로 초록 별 3번 놓은 후에 패스할 수 있어?",
        PAY,
        "아니요, 놓을 수 없습니다",
        False,
    ),
]

READ += [
    # a placement claimed by someone, all its facts in the claim (was declined)
    (
        "누나가 4라운드에 파랑 2 노랑 2로 파란 별 4번 놓을 수 있다는데 진짜?",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    (
        "상대가 6라운드에 빨강 3장만으로 초록 별 3번 된대 맞아?",
        PAY,
        "아니요, 놓을 수 없습니다",
        False,
    ),
]

READ += [
    # a colour asked to come along in the negative: the take, no ok (was ok True)
    (
        "3라운드 공장에 빨강 2 주황 1 있는데 빨강 가져가면 주황도 가져와야 하는 거 아니지?",
        DRAFT,
        "빨강 2장과 조커(주황) 1장을 가져옵니다",
        None,
    ),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


FIRST_RULE = [
    # one wild with the colour: the rule on taking exactly one
    (
        "3라운드 공장에 주황 2 빨강 2 있는데 빨강 가져가면 주황 두 개 다 가져와?",
        "azul-summer-pavilion.draft.wild-with-colour",
    ),
]

test_the_first_rule_decides = first_rule_test(SP, FIRST_RULE)


def test_no_yes_or_no_where_the_wild_is_unknown() -> None:
    """With no round said and no wild named, whether a colour comes alone is not answered
    yes or no (in the round where 주황 is the wild, one comes along)."""
    found = compute(
        "공장에 빨강 3개 주황 1개 있는데 빨강 가져가면 빨강만 가져오는 거죠?", SP, asked=True
    )
    assert found is None or not found.verdict.startswith(("네", "아니요")), found


NOT = [
    # where the tiles paid go, asked (was "네, 놓을 수 있습니다")
    "5라운드 노랑 2 파랑 1 내고 노란 별 3번 놓을 때 노랑 두 장 다 탑으로 가지?",
    "5라운드 노랑 2 파랑 1로 노란 별 3번 놓을 수 있는데 노랑 두 장 다 탑으로 가지?",
    # a move the speaker made: as before
    "누나가 4라운드에 파랑 2 노랑 2로 파란 별 4번 놨는데 된대 맞아?",
    # a pass instead of placing, or its points: as before
    "4라운드 파랑 2장 노랑 1장으로 파란 별 3번 놓을 수 있는데 안 놓고 패스해도 돼?",
    "4라운드 파랑 2장 노랑 1장으로 파란 별 3번 놓고 패스하면 몇 점 깎여?",
]


@pytest.mark.parametrize("question", NOT)
def test_gets_no_summer_pavilion_answer(question: str) -> None:
    for found in (compute(question, SP, asked=True), compute(question, SP), compute(question)):
        assert found is None or found.game != SP, (question, found)
