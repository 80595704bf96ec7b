"""Indigo's computed answers, twelfth round: new questions of concrete cases (whole turns told,
two questions in one message, another player's move, "why" and count claims), checked by hand
against the rules. Misreads found, fixed:

- the reason asked ("2인 게임에서 내가 놓은 타일로 보석이 상대 출구로 나가면 왜 상대가
  가져가요?", "어째서 …"): answered "네, 상대가 가져갑니다", a yes to a question that asks why;
  now the plain statement ("상대가 가져갑니다"), as a question asked in the negative is."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_test,
    yes_no_test,
)

READ = [  # (question, kind, verdict): read on the game's pages, and when the game is named
    # the reason asked (was: 네, …)
    (
        "친구 게이트웨이로 호박이 나갔는데 왜 친구가 가져가?",
        "indigo-exit",
        "친구가 가져갑니다 (호박 1점)",
    ),
    (
        "내 차례에 놓은 타일 때문에 에메랄드가 상대 출구로 빠졌어요. 왜 상대가 가져가요?",
        "indigo-exit",
        "상대가 가져갑니다 (에메랄드 2점)",
    ),
    (
        "중앙 둘레에 여섯 번째로 놓으면 어째서 사파이어가 나와?",
        "indigo-centre",
        "사파이어가 나옵니다",
    ),
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
