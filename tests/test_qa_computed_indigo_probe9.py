"""Indigo's computed answers, ninth round: about 330 new questions of concrete cases, checked
by hand against the rules. Misreads found, fixed:

- a gem said to leave through a shared gateway of a 2-player game, asked how many points or
  who takes it ("둘이서 하는데 공유 게이트웨이로 사파이어 나가면 몇 점씩 받아?"): "아니요, 2명이면
  공유 게이트웨이가 없습니다" answered a wh-question with 아니요; the premise is corrected now,
  then who takes the gem and its points."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_test,
    yes_no_test,
)

NO_SHARED_2P = "2명이면 공유 게이트웨이가 없어, 그 게이트웨이의 주인 한 사람만 "

READ = [  # (question, kind, verdict): read on the game's pages, and when the game is named
    # a 2-player game's shared gateway, asked how many or who (was: 아니요, 2명이면 …)
    (
        "2인인데 같이 쓰는 게이트웨이로 사파이어 빠지면 몇 점 받아요?",
        "indigo-shared-gateway",
        NO_SHARED_2P + "사파이어를 받습니다 (3점)",
    ),
    (
        "둘이 하는 나빗길에서 공유 출구로 에메랄드 나가면 누구 거야?",
        "indigo-shared-gateway",
        NO_SHARED_2P + "에메랄드를 받습니다 (2점)",
    ),
    # asked whether: the 아니요 stays
    (
        "2인 게임인데 공유 게이트웨이로 호박 나가면 둘 다 1점씩 받아?",
        "indigo-shared-gateway",
        "아니요, 2명이면 공유 게이트웨이가 없습니다",
    ),
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
