"""Indigo's computed answers, thirteenth round: new questions of concrete cases (whole turns
told, claims heard from others, sums asked, another player's move), checked by hand against
the rules. Misreads found, fixed:

- the gem a tile beside the centre freed, told in the past or as heard ("내가 첫 번째로 중앙 옆에
  놨는데 사파이어가 나왔대. 맞아?", "사파이어 나온다던데"): answered "에메랄드가 나옵니다" with no
  네/아니요 (나왔, 나온 are not 나오); now 아니요 (네 when the gem told is the one freed)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    not_read_as_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

READ = [  # (question, kind, verdict[, ok]): read on the game's pages, and when the game is named
    # the gem freed told in the past or as heard (was: no 네/아니요)
    (
        "가운데 옆에 두 번째로 붙였더니 사파이어가 나왔다는데 맞나요?",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
    (
        "중앙 둘레 여섯째 칸에 놓으니까 에메랄드가 나왔대요",
        "indigo-centre",
        "아니요, 사파이어가 나옵니다",
        False,
    ),
    (
        "중앙 옆에 네 번째로 놨는데 에메랄드 나온 거 맞지?",
        "indigo-centre",
        "네, 에메랄드가 나옵니다",
        True,
    ),
    (
        "처음으로 중앙 옆에 타일 깔았는데 사파이어 튀어나왔대 진짜?",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
]

NOT_READ_AS: list[tuple[str, str]] = [  # (question, kind): never read as this kind
]

NOT_READ: list[str] = [  # a fact missing, or another question
]

test_the_engines_verdict = reads_test("indigo", READ)
test_not_read_as = not_read_as_test("indigo", NOT_READ_AS, unasked=True)
test_not_read = reads_nothing_test("indigo", NOT_READ, unasked=True)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ, NOT_READ_AS)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
