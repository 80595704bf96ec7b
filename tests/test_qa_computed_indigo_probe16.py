"""Indigo's computed answers, sixteenth round: new questions of concrete cases (whole turns
told, two questions in one, another player's move, claims in unusual words), checked by hand
against the rules. Misreads found, fixed:

- two gems said to meet where two routes cross ("교차 곡선 타일에서 길이 겹치는 데서 보석 두 개
  만나면 둘 다 없어져?", "별 모양 타일 한가운데서 마주치면"): read as a collision ("두 보석 모두
  게임에서 빠지고 …"), where the gems pass on routes of their own and do not collide; not read
  now."""

from __future__ import annotations

from .computed_cases import reads_nothing_test

NOT_READ = [  # a fact missing, or another question
    # gems meeting where routes cross (was: both removed)
    "교차 곡선 타일 엇갈리는 부분에서 에메랄드랑 호박이 만나면 어떻게 돼?",
    "별 모양 타일 가운데서 에메랄드 두 개가 마주치면 둘 다 빠져?",
    "두 길이 엇갈리는 데서 호박이랑 에메랄드가 부딪히면 어떻게 돼?",
]

test_not_read = reads_nothing_test("indigo", NOT_READ, unasked=True)
