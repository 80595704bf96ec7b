"""Rummikub's computed answers, twenty-sixth round: a tile said missing in chat spelling
("파랑5 파랑6 파랑8 로 런되나여 7업는데": 없는데 typed 업는데), found by a round of situational
questions written blind (forty-first session). The 7 said missing was read as a tile laid, and
5-6-8 with it as the run 5-6-7-8: "네, 세트가 됩니다". A tile said missing is declined as with
없는데 spelt right ("빨강 9 10 12로 11 빠진 채": probe 8)."""

from __future__ import annotations

from .computed_cases import reads_nothing_test

UNREAD = [
    "파랑5 파랑6 파랑8 로 런되나여 7업는데",
    "파랑 5 파랑 6 파랑 8 로 런 되나요 7 업는데",
    "파랑5 파랑6 파랑8 로 런되나여 7엎는데",
    "빨강 3 4 6 연속 돼? 5 업고",
]

test_a_tile_said_missing_is_never_laid = reads_nothing_test("rummikub", UNREAD)
