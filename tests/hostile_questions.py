"""Hostile questions for the computed-answer readers (shared by the backtracking test and
``bench/readers_worst.py``): the input classes that made list patterns backtrack without
bound, each at the longest question the search takes."""

from __future__ import annotations

from collections.abc import Iterator

MAX_CHARS = 200  # the longest question the search takes (normalize.MAX_QUERY_CHARS)
# every reader alone (as asked on the game's pages) and all of them (no game)
CONTEXTS = (None, "azul", "azul-summer-pavilion", "rummikub", "indigo")

# Words the readers parse in lists and runs: colours of every game (and their loan words),
# tile numbers and the ways they are written, gems, counts, claims and players, and the
# words and marks that join list items.
_WORD_LINES = (
    "빨강 빨간 빨간색 빨강색 레드 파랑 파란 파란색 블루 노랑 노란 노란색 옐로 초록 초록색 녹색 그린 "
    "주황 주황색 오렌지 보라 보라색 퍼플 검정 검은 검정색 블랙 흰색 하양 화이트 조커 와일드 "
    "1 2 3 7 11 12 13 ① ③ 1·2 4-5 5·6 3개 4장 2번 3칸 5점 -2 +3 "
    "사파이어 에메랄드 호박 보석 게이트 출구 타일 별 줄 바닥 공장 중앙 "
    "친구가 동생이 상대가 나 내가 맞지 맞아? 래 대 이래 아니래 안돼 돼? 몇 점 "
    "이랑 랑 하고 와 과 및 , · / 는 은 이 가 를 에 도",
)
WORDS = tuple(word for line in _WORD_LINES for word in line.split())
# how list items are joined
SEPARATORS = (" ", "", ", ", "·", " 랑 ", "/")
LIST_WORDS = 40  # WORDS[:40]: the colours and numbers


def repeated(piece: str) -> str:
    """``piece`` over and over, cut at :data:`MAX_CHARS`."""
    return (piece * (MAX_CHARS // max(1, len(piece)) + 1))[:MAX_CHARS].strip()


def said_over_and_over(separator: str) -> Iterator[str]:
    """Each word said again and again, joined by ``separator``."""
    for word in WORDS:
        yield repeated(word + separator)


def two_in_turn() -> Iterator[str]:
    """Each colour or number and the next, in turn."""
    items = WORDS[:LIST_WORDS]
    for first, second in zip(items, items[1:] + items[:1], strict=True):
        yield repeated(f"{first} {second} ")


def every_class() -> Iterator[str]:
    for separator in SEPARATORS:
        yield from said_over_and_over(separator)
    yield from two_in_turn()
