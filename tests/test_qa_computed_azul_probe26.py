"""Azul's computed answers, twenty-sixth round: two situational questions of tuning set 30
(written blind in the forty-third session) that no reader read.

- The start-player marker counted ("선 마커 하나랑 타일 3개"): the count of the one marker was
  read as a second count of tiles, so the floor's penalty was not read. There is one marker:
  its count is dropped.
- A colour done said with the list's one verb ("가로줄 1개, 세로줄 2개, 빨강 5개를
  완성했으면"): 완성 was not one of a colour's verbs, so the end bonus was not read."""

from __future__ import annotations

from .computed_cases import reads_nothing_test, reads_test

READ = [
    (
        "아줄 첫 라운드인데 바닥 줄에 선 마커 하나랑 타일 3개가 있으면 몇 점 깎여요?",
        "azul-floor",
        "−6점",
    ),
    ("바닥 줄에 마커 1개랑 타일 3개 있으면 몇 점?", "azul-floor", "−6점"),
    (
        "이번 라운드 바닥 줄에 시작 플레이어 표식 1개랑 타일 5개가 있어서 여섯 칸이 찼어요. 총 몇 점 잃나요?",
        "azul-floor",
        "−11점",
    ),
    (
        "아줄 최종 계산 중인데 가로줄 1개, 세로줄 2개, 빨강 5개를 완성했으면 보너스가 총 몇 점이에요?",
        "azul-end-bonus",
        "+26점",
    ),
    ("가로줄 1개, 세로줄 2개, 한 색 5개 완성했으면 보너스 몇 점?", "azul-end-bonus", "+26점"),
]
test_a_counted_marker_and_a_colour_completed_are_read = reads_test("azul", READ)

# the marker's count beside no question of points, and a colour said not done: unread
UNREAD = [
    "바닥줄에 토큰 한 개랑 타일 두 개 있으면?",
    "가로줄 1개 완성했고 빨강은 5개 완성 못 했는데 보너스 몇 점?",
]
test_a_marker_without_points_asked_is_unread = reads_nothing_test("azul", UNREAD)
