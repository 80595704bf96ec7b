"""Indigo's computed answers, fourteenth round: new questions of concrete cases (claims heard
from others, another player's gateway, a belief about the set-up, two questions in one), checked
by hand against the rules. Misreads found, fixed:

- the asker asked to take a gem with no particle ("내 게이트로 에메랄드 나갔어. 나 2점 받아?",
  "친구 게이트로 나가면 나 받아?"): the owner named with no 네/아니요 ("내가 가져갑니다", "친구가
  가져갑니다"), where "나도", "나는" got one; now 네/아니요 (the points, when said, are the gem's);"""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_test, yes_no_test

READ = [  # (question, kind, verdict, ok): read on the game's pages, and when the game is named
    # the asker, with no particle, asked to take it (was: the owner named, no 네/아니요)
    (
        "내 출구로 에메랄드 빠지면 저 2점 받아요?",
        "indigo-exit",
        "네, 내가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "제 게이트로 호박 나갔어요. 저 1점 받나요?",
        "indigo-exit",
        "네, 내가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "상대방 게이트로 에메랄드 빠지면 저 받아요?",
        "indigo-exit",
        "아니요, 상대가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "친구 게이트로 사파이어 나가면 나 3점 받음?",
        "indigo-exit",
        "아니요, 친구가 가져갑니다 (사파이어 3점)",
        False,
    ),
]


test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
