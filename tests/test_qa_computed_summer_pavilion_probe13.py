"""Summer Pavilion computed answers: a thirteenth probe, new questions a first-time player
would ask about concrete cases (whole turns told at length, two questions in one, other
players' moves, "why" and "what if not", claims in unusual words, counts said as words,
facts left out), each checked by hand against the rules. What it changed, each now read right
or declined:

- whether a wild comes with a take, asked with no round said ("공장에 빨강 4개면 빨강 다
  가져가고 조커는 없지?", "노랑 가져가면 조커도 같이 와?") was worked out as round 1 ("빨강
  4장을 가져옵니다": no wild; in round 6 red is the wild, in round 5 blue comes along); now
  declined, as "다 가져가?" was. With the round said, or the wild counted, as before.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict; each NOT row gets no Summer Pavilion answer, asked on the game's pages,
detected, or with no game. Values: SP-RB p.3 (wild colours, takes), p.4 (costs, wilds), p.5
(keeping), p.6 (end bonuses)."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
DRAFT = "summer-pavilion-draft"

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
        "노랑 2장과 조커(보라) 1장을 가져옵니다",
    ),
]


test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


NOT = [
    # whether a wild comes with the take, no round said (was worked out as round 1)
    "공장에 파랑 3개 빨강 1개 있는데 파랑 가져가면 조커 하나 딸려 와?",
    "중앙에 노랑 2개만 있어 노랑 가져가면 와일드는 없는 거지?",
    "공장에 주황 2장 초록 2장인데 주황 고르면 조커도 줘?",
]


@pytest.mark.parametrize("question", NOT)
def test_gets_no_summer_pavilion_answer(question: str) -> None:
    for found in (compute(question, SP, asked=True), compute(question, SP), compute(question)):
        assert found is None or found.game != SP, (question, found)
