"""Rummikub's computed answers, twenty-seventh round: two situational questions of tuning set
29 (written blind in the forty-first session) that no reader read.

- The rack's tiles listed before the one played from it ("제 판에 파랑 7이랑 빨강 7 있는데 파랑
  7만 붙이고 끝내도 돼요?"): unread, and with one tile listed ("제 판에 파랑 7 있는데 파랑 7
  붙이고") the tile was read twice, 4-5-6-7-7, "아니요, 세트가 되지 않습니다". The listing is left
  out when the play names its tiles.
- What the asker says stays of a set a tile is taken from ("가운데 5 빼서 다른 데 쓰면 3-4만
  남는데 이거 되나요?"): its tiles were counted as more tiles named, so the take-out was not
  read. They are no tiles more when they are of the set taken from."""

from __future__ import annotations

from .computed_cases import reads_nothing_test, reads_test

READ = [
    (
        "바닥에 파랑 4-5-6 있고 제 판에 파랑 7이랑 빨강 7 있는데 파랑 7만 붙이고 끝내도 돼요?",
        "rummikub-set",
        "네, 세트가 됩니다",
    ),
    (
        "바닥에 파랑 4-5-6 있고 제 판에 파랑 7 있는데 파랑 7 붙이고 끝내도 돼요?",
        "rummikub-set",
        "네, 세트가 됩니다",
    ),
    (
        "바닥에 파랑 4-5-6 있고 내 손에 파랑 7 빨강 7 있는데 빨강 7 붙여도 돼?",
        "rummikub-set",
        "아니요, 세트가 되지 않습니다",
    ),
    (
        "테이블에 검정 10 11 12 있고 제 받침대에 검정 13이랑 파랑 2 있는데 검정 13 붙여도 돼?",
        "rummikub-set",
        "네, 세트가 됩니다",
    ),
    (
        "바닥에 노랑 3-4-5-6-7 있는데 가운데 5 빼서 다른 데 쓰면 3-4만 남는데 이거 되나요?",
        "rummikub-take-out",
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
    ),
    (
        "테이블에 파랑 1 2 3 4 5 6 있는데 6 빼서 다른 데 쓰면 1-5 남는데 돼?",
        "rummikub-take-out",
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
    ),
]
test_a_rack_listed_and_what_stays_said_are_read = reads_test("rummikub", READ)

# a rack listed with no tile played after it, and what stays said of another set: unread
UNREAD = [
    "제 받침대에 빨강 3 4 5 있는데 내도 돼요?",
    "테이블에 파랑 1 2 3 4 5 있는데 3 빼서 다른 데 쓰면 빨강 4만 남는데 돼?",
]
test_a_listing_alone_or_another_sets_tiles_are_unread = reads_nothing_test("rummikub", UNREAD)
