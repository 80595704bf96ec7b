"""Player counts written any way (3인, 3명, 세 명, 셋이서) as one token, ``#3인``.

Rules often differ by the number of players, and players write the number in words, in
digits, with 인, 명 or 사람; all of them become the same search token.
"""

from __future__ import annotations

import re

_WORDS = {
    "한": 1,
    "두": 2,
    "세": 3,
    "네": 4,
    "다섯": 5,
    "여섯": 6,
    "혼자": 1,
    "둘": 2,
    "셋": 3,
    "넷": 4,
}
_DIGITS = re.compile(r"(?<![0-9])([1-6])\s*(?:인|명|사람)")
_COUNTED = re.compile(r"(?<![가-힣])(한|두|세|네|다섯|여섯)\s*(?:명|사람)")
_ALONE = re.compile(r"(?<![가-힣])(둘|셋|넷)(?:이|서)")

PREFIX = "#"
ANY = "#인원"  # said of any player count, and of questions about how many can play
_HOW_MANY = re.compile(r"몇\s*(?:명|인|사람)|인원")


def player_counts(text: str) -> list[str]:
    """``#<n>인`` for every player count in normalised text, in order, without repeats,
    then ``#인원`` when there is any (or the text asks how many players)."""
    found: list[tuple[int, str]] = []
    for pattern in (_DIGITS, _COUNTED, _ALONE):
        for match in pattern.finditer(text):
            word = match.group(1)
            number = int(word) if word.isdigit() else _WORDS[word]
            found.append((match.start(), f"{PREFIX}{number}인"))
    for match in _HOW_MANY.finditer(text):
        found.append((match.start(), ANY))
    out: list[str] = []
    for _pos, token in sorted(found):
        if token not in out:
            out.append(token)
    if out and ANY not in out:
        out.append(ANY)
    return out
