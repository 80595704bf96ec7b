"""Player counts written any way (3인, 3명, 세 명, 셋이서) as one token, ``#3인``.

Rules often differ by the number of players, and players write the number in words, in
digits, with 인, 명 or 사람; all of them become the same search token.
"""

from __future__ import annotations

from tutor import patterns
from tutor.korean import NATIVE_NUMBERS, alternation

_AS_PEOPLE = ("한", "두", "세", "네", "다섯", "여섯")  # 세 명, 다섯 사람
_ON_THEIR_OWN = ("둘", "셋", "넷")  # 셋이서, 넷이
_WORDS = {w: NATIVE_NUMBERS[w] for w in (*_AS_PEOPLE, *_ON_THEIR_OWN)}
# "3인", "4명", "2이서" (둘이서 with the digit), and in English "2-player", "2 players", "4p"
# (normalised: "2 player"); not a negative score ("지금 -1인데": the copula after −1, not 1인 + 데)
_DIGITS = patterns.compile(
    # (a minus sign is no range's dash: "2-4인" keeps its 4)
    r"(?<![0-9.])(?<![^0-9][\-−])(?<!^[\-−])"
    r"([1-6])\s*(?:인|명|사람|이서|players?(?![a-z])|p(?![a-z]))"
)
# "한 사람당/한 명씩/한 사람이 …/한 명마다/한 명만" are per person or one of the players
# ("한 사람이 몇 번 가져가요?"), no count; "한 명이서" is
_COUNTED = patterns.compile(
    rf"(?<![가-힣])({alternation(tuple(w for w in _AS_PEOPLE if w != '한'))})\s*(?:명|사람)"
    r"|(?<![가-힣])(한)\s*(?:명|사람)(?!\s*(?:당|씩|마다|만|이(?!서)))"
)
_ALONE = patterns.compile(
    rf"(?<![가-힣])({alternation(_ON_THEIR_OWN)})(?:이|서)"
    # 다섯이 and 여섯이 are as often the tiles left (다섯이 남았어요): only 다섯이서
    r"|(?<![가-힣])(다섯|여섯)이서"
)
# One player: 혼자 (해도, 할 수, 하면), 솔플; never 혼자 alone (조커 혼자 남으면) nor 솔로 (나빗길's
# 솔로 게이트 is a gateway of one player's own)
_SOLO = patterns.compile(r"(?<![가-힣])(?:혼자서?\s*(?=해|하|할|플레이)|솔플)")

PREFIX = "#"
ANY = "#인원"  # said of any player count, and of questions about how many can play
_HOW_MANY = patterns.compile(r"몇\s*(?:명|인|사람)|인원")


def _counts(text: str) -> list[tuple[int, int, int]]:
    """(start, end, number) of every player count written in normalised text. A bare 둘이,
    셋이 or 넷이 (without 서) counts only when the text writes no other count: beside 셋이서
    or 3인 it is some two or three things ("셋이서 했는데 둘이 같이 쓰는 출구")."""
    strong: list[tuple[int, int, int]] = []
    bare: list[tuple[int, int, int]] = []
    for pattern in (_DIGITS, _COUNTED, _ALONE):
        for match in pattern.finditer(text):
            word = match.group(1) or match.group(2)
            number = int(word) if word.isdigit() else _WORDS[word]
            said_bare = pattern is _ALONE and "서" not in text[match.end() - 1 : match.end() + 1]
            (bare if said_bare else strong).append((match.start(), match.end(), number))
    strong += [(match.start(), match.end(), 1) for match in _SOLO.finditer(text)]
    return strong or bare


def player_counts(text: str) -> list[str]:
    """``#<n>인`` for every player count in normalised text, in order, without repeats,
    then ``#인원`` when there is any (or the text asks how many players)."""
    found = [(start, f"{PREFIX}{number}인") for start, _end, number in _counts(text)]
    for match in _HOW_MANY.finditer(text):
        found.append((match.start(), ANY))
    out: list[str] = []
    for _pos, token in sorted(found):
        if token not in out:
            out.append(token)
    if out and ANY not in out:
        out.append(ANY)
    return out


def player_count_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) in ``text`` of every player count written in it (3인, 세 명, 셋이서):
    its words are searched as the one ``#<n>인`` token, not as a number and a counter."""
    return [(start, end) for start, end, _number in _counts(text)]


# "3인인데", "4인 게임인데", "2명이서 하는데", "세 명이 하다가", "4인에서": the count is the
# setting of the question, not what it asks
_IN_PASSING = patterns.compile(
    rf"(?:(?<![0-9])[1-6]\s*(?:인|명)|(?<![가-힣])(?:{alternation(_AS_PEOPLE)})\s*명"
    rf"|(?<![가-힣])(?:{alternation(_ON_THEIR_OWN)})이서)"
    r"\s*(?:게임)?\s*(?:인데|(?:이서|이)?\s*(?:하는데|하다가|하면서)|게임에서|에서)"
)


def said_in_passing(text: str) -> bool:
    """Whether normalised text gives a player count as the setting of its question."""
    return bool(_IN_PASSING.search(text))
