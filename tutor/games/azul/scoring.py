"""Scoring: a new wall tile (rule azul.tiling.score), the floor line (azul.floor.penalty) and
the end bonuses (azul.end.bonuses). A wall is a flat list of 25 colour codes, -1 when empty."""

from __future__ import annotations

import functools

from tutor.games.azul.tiles import (
    COLOUR_BONUS,
    COLUMN_BONUS,
    FLOOR_PENALTIES,
    NUM_COLOURS,
    ROW_BONUS,
    SIZE,
)


def placement_points(wall: list[int], row: int, column: int) -> tuple[int, int, int]:
    """(horizontal run, vertical run, points) for a tile placed at (row, column).

    A run counts the new tile and its unbroken neighbours in that direction; a direction with
    no neighbour counts 0. An isolated tile scores 1."""
    base = row * SIZE
    left = column
    while left > 0 and wall[base + left - 1] >= 0:
        left -= 1
    right = column
    while right < SIZE - 1 and wall[base + right + 1] >= 0:
        right += 1
    up = row
    while up > 0 and wall[(up - 1) * SIZE + column] >= 0:
        up -= 1
    down = row
    while down < SIZE - 1 and wall[(down + 1) * SIZE + column] >= 0:
        down += 1
    horizontal = right - left + 1
    vertical = down - up + 1
    horizontal = horizontal if horizontal > 1 else 0
    vertical = vertical if vertical > 1 else 0
    points = horizontal + vertical
    return horizontal, vertical, points if points else 1


@functools.cache  # few distinct arguments; called on every wall tile
def placement_breakdown(horizontal: int, vertical: int, points: int) -> str:
    """Korean breakdown: ``"가로 3 + 세로 2 = 5점"``, ``"가로 4 = 4점"``, ``"이웃 없음 = 1점"``."""
    parts = []
    if horizontal:
        parts.append(f"가로 {horizontal}")
    if vertical:
        parts.append(f"세로 {vertical}")
    if not parts:
        parts.append("이웃 없음")
    return f"{' + '.join(parts)} = {points}점"


@functools.cache
def floor_penalty(filled: int) -> int:
    """Points lost for ``filled`` occupied floor spaces (at most 7 count)."""
    return sum(FLOOR_PENALTIES[:filled])


def score_after_floor(before: int, filled: int) -> int:
    """A score after the floor line's penalty for ``filled`` spaces: never below zero."""
    return max(0, before - floor_penalty(filled))


@functools.cache
def floor_breakdown(filled: int) -> str:
    values = FLOOR_PENALTIES[:filled]
    if not values:
        return "바닥 줄 비어 있음 = 0점"
    # the minus sign (U+2212), as in the rules' and the answers' text
    return f"{' '.join(f'−{v}' for v in values)} = −{sum(values)}점"


def complete_rows(wall: list[int]) -> int:
    return sum(1 for r in range(0, SIZE * SIZE, SIZE) if min(wall[r : r + SIZE]) >= 0)


def complete_columns(wall: list[int]) -> int:
    return sum(1 for c in range(SIZE) if min(wall[c::SIZE]) >= 0)


def complete_colours(wall: list[int]) -> int:
    return sum(1 for k in range(NUM_COLOURS) if wall.count(k) == SIZE)


def end_bonus(wall: list[int]) -> tuple[int, str]:
    """(bonus points, Korean breakdown) at the end of the game."""
    return bonus_points(complete_rows(wall), complete_columns(wall), complete_colours(wall))


def bonus_points(rows: int, columns: int, colours: int) -> tuple[int, str]:
    """(bonus points, Korean breakdown) for so many complete rows, columns and colours."""
    points = rows * ROW_BONUS + columns * COLUMN_BONUS + colours * COLOUR_BONUS
    breakdown = (
        f"가로줄 {rows}개 × {ROW_BONUS} + 세로줄 {columns}개 × {COLUMN_BONUS} + "
        f"색 {colours}개 × {COLOUR_BONUS} = {points}점"
    )
    return points, breakdown


def winners_by(scores: list[int], rows: list[int]) -> list[int]:
    """The players who win with these final scores: the most points, then the most complete
    rows; players still level share the win."""
    best = max(scores)
    tied = [p for p, score in enumerate(scores) if score == best]
    most = max(rows[p] for p in tied)
    return [p for p in tied if rows[p] == most]
