"""Indigo's computed answers, tenth round: new questions of concrete cases, checked by hand
against the rules. Misreads found, fixed:

- two gems of one kind counted with 개 or 알 before the verb of meeting ("호박 두 개 충돌하면 몇 점
  없어져?"): the counter was taken for what the gem runs into, and nothing was read; now the
  points the two gems take off ("2점이 사라집니다 (호박 2개, …)")."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_test,
    yes_no_test,
)

READ = [  # (question, kind, verdict): read on the game's pages, and when the game is named
    # two gems counted with 개 before the meeting (was: not read)
    (
        "에메랄드 2개 부딪혔는데 몇점 사라진거?",
        "indigo-collision",
        "4점이 사라집니다 (에메랄드 2개, 아무도 받지 않습니다)",
    ),
    (
        "나빗길에서 호박 두 알 충돌하면 몇 점 없어져요?",
        "indigo-collision",
        "2점이 사라집니다 (호박 2개, 아무도 받지 않습니다)",
    ),
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
