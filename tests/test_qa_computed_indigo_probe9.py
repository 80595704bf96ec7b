"""Indigo's computed answers, ninth round: about 330 new questions of concrete cases, checked
by hand against the rules. Misreads found, fixed:

- a gem said to leave through a shared gateway of a 2-player game, asked how many points or
  who takes it ("둘이서 하는데 공유 게이트웨이로 사파이어 나가면 몇 점씩 받아?"): "아니요, 2명이면
  공유 게이트웨이가 없습니다" answered a wh-question with 아니요; the premise is corrected now,
  then who takes the gem and its points;
- the players of a 2-player game said as "2명이서" or "둘이서" beside a shared gateway ("2명이서
  공유 게이트웨이로 에메랄드 나가면 어떻게 돼?") were read as the gateway's two owners, the count
  dropped, and the answer was a 3- or 4-player game's ("네, 두 주인 모두 …"); the 2-player
  count is read now."""

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
    # the players said as 2명이서 / 둘이서 (was: 3명·4명 게임, 네, 두 주인 모두 …)
    (
        "둘이서 공유 출구로 사파이어 빠지면 두 명 다 받아?",
        "indigo-shared-gateway",
        "아니요, 2명이면 공유 게이트웨이가 없습니다",
    ),
    (
        "2명이서 같이 쓰는 게이트웨이로 호박 나갔어 누가 받아?",
        "indigo-shared-gateway",
        NO_SHARED_2P + "호박을 받습니다 (1점)",
    ),
    # two owners said (never the players): still the 3- and 4-player answer
    (
        "두 사람이 함께 가진 출구로 사파이어 나가면 둘 다 받나요?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
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
