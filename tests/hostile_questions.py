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


def repeated(piece: str, chars: int = MAX_CHARS) -> str:
    """``piece`` over and over, cut at ``chars``."""
    return (piece * (chars // max(1, len(piece)) + 1))[:chars].strip()


def said_over_and_over(separator: str) -> Iterator[str]:
    """Each word said again and again, joined by ``separator``."""
    for word in WORDS:
        yield repeated(word + separator)


def two_in_turn() -> Iterator[str]:
    """Each colour or number and the next, in turn."""
    items = WORDS[:LIST_WORDS]
    for first, second in zip(items, items[1:] + items[:1], strict=True):
        yield repeated(f"{first} {second} ")


# A list read only after a word that starts it and before one that ends it (a star's filled
# spaces, a table's tiles, a gateway's gems): the list patterns run only in such frames.
FRAMES = (
    ("빨간 별 ", " 차 있고 3번 놓으면 몇 점?"),
    ("빨간 별 ", " 있는데 7번 칸에 놓을 때 몇 개 필요해?"),
    ("테이블에 빨강 ", " 있는데 빨강 7 빼서 써도 돼?"),
    ("바닥에 ", " 있으면 감점 몇 점?"),
    ("나빗길 2인 게이트 ", " 번으로 보석 나가면 누가 가져?"),
    ("아줄 타일 몇 개야 ", "쀍"),
    ("몇 점이고 ", "?"),
    ("저는 ", " 있는데 몇 점이야?"),
    ("나빗길 친구는 ", " 모았어 누가 이겨?"),
    ("조커는 ", " 몇 점?"),
    ("5 그룹 (", ") 돼?"),
    ("테이블 ", " 빼서 빨강 6 7 8 만들어도 돼?"),
    ("나 12점 친구 11점이면 누가 이겨 ", "ㅋ"),
    ("빨강 8 9 10 ", " 첫 등록이 안돼요?"),
    ("바닥에 ", " 뭐?"),
    ("빨강 1 2 에 조커로 ", " 뭐?"),
)
FRAMED = (
    "4",
    "12",
    "4번",
    "빨강",
    "파랑 3",
    "1,",
    "사파이어",
    "호박",
    "이야",
    "얼마고",
    "등록",
    "빨강 1이랑",
    "이고",
    "왜",
    "빨강 1",
)


def framed(frame: tuple[str, str], item: str, separator: str = " ") -> str:
    """``item`` over and over between a frame's start and end, 200 characters in all."""
    start, end = frame
    return start + repeated(item + separator, MAX_CHARS - len(start) - len(end)) + end


def in_frames() -> Iterator[str]:
    """Each item over and over in each frame, spaced and run together ("이야이야…": a word the
    readers know said inside one long word)."""
    for frame in FRAMES:
        for item in FRAMED:
            for separator in (" ", ""):
                yield framed(frame, item, separator)


def every_class() -> Iterator[str]:
    for separator in SEPARATORS:
        yield from said_over_and_over(separator)
    yield from two_in_turn()
    yield from in_frames()
