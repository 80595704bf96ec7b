"""Summer Pavilion computed answers: a fifteenth probe, new questions a first-time player would
ask about concrete cases (takes asked as yes-or-no, claims of a score, whole turns told), each
checked by hand against the rules. What it changed, each now read right or declined:

- wilds named as such with no round said ("공장에 조커 색 타일만 2개", "조커 2개 빨강 1개")
  were worked as round 1's 보라 ("조커(보라) 1장", the case "조커 색이 보라인 1라운드로
  계산"), a colour the question never said; now "조커 1장", the case "라운드는 말하지
  않음(조커는 그 라운드의 조커 색)".

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict. Values: SP-RB p.3 (takes)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
DRAFT = "summer-pavilion-draft"

READ = [
    # wilds named as such, no round: no colour given them (was "조커(보라)")
    (
        "공장에 조커 두 장 파랑 두 장 있는데 파랑 가져가면 뭐 가져와?",
        DRAFT,
        "파랑 2장과 조커 1장을 가져옵니다",
    ),
    ("중앙에 조커만 2장 있으면 몇 장 가져와?", DRAFT, "조커 1장을 가져옵니다"),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)
