"""Korean text shared by every game: particles chosen by the last syllable, default names.

A particle depends on whether the word ends in a consonant (받침): 이/가, 은/는, 을/를, 과/와;
(으)로 also takes 로 after ㄹ (칠로, 바닥줄로). Numbers are read the Korean way (1 일, 2 이, 3 삼 … 10 십), Latin letters by their English
sound (l, m, n, r end in a consonant), and a parenthesised note is skipped (에메랄드(E1) reads
as 에메랄드). Closing quotes and brackets are skipped too (‘조커 7’ reads as 조커 7).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

# Native Korean numbers 1–10 as players write counts: before a counter (한 장, 세 칸) and on
# their own (하나, 셋; 석 as in 석 장). Parsers take the forms they read from here.
NATIVE_NUMBERS = {
    "한": 1,
    "하나": 1,
    "두": 2,
    "둘": 2,
    "세": 3,
    "셋": 3,
    "석": 3,
    "네": 4,
    "넷": 4,
    "다섯": 5,
    "여섯": 6,
    "일곱": 7,
    "여덟": 8,
    "아홉": 9,
    "열": 10,
}
# the forms written before a counter (세 명, 다섯 장)
NATIVE_BEFORE_COUNTER = ("한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열")


def alternation(words: Iterable[str]) -> str:
    """A regular-expression alternation of ``words``, longest first (다섯 before 다)."""
    return "|".join(sorted(words, key=len, reverse=True))


# Particles a word may carry as typed (ㅈㅋ를, 썸파에서는, ㄷㅁ에서도): not part of the word.
PARTICLES = (
    "에서는",
    "에서도",
    "에서",
    "에선",
    "에는",
    "에도",
    "에게",
    "으로는",
    "으로",
    "로는",
    "로",
    "까지",
    "부터",
    "이랑",
    "랑",
    "하고",
    "와",
    "과",
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "의",
    "에",
    "도",
    "만",
)


# whether the Korean reading of each final digit ends in a consonant (영 일 이 삼 사 오 육 칠 팔 구)
_DIGIT_HAS_FINAL = {
    "0": True,
    "1": True,
    "2": False,
    "3": True,
    "4": False,
    "5": False,
    "6": True,
    "7": True,
    "8": True,
    "9": False,
}


# what may close a word without being read: brackets and quotation marks
_CLOSERS = " ]'\"’”»」』"


def _last_read(word: str) -> str:
    """The character whose reading decides the particle: "에메랄드(E1)" → "드", "‘조커 7’" → "7"."""
    word = word.strip().rstrip(_CLOSERS)
    if word.endswith(")") and "(" in word:
        before = word[: word.rindex("(")].rstrip(_CLOSERS)
        word = before if before else word.rstrip(")").rstrip(_CLOSERS)
    return word[-1:]


def _hangul_final(syllable: str) -> int:
    """The index of a Hangul syllable's final consonant (0 none, 8 ㄹ)."""
    return (ord(syllable) - 0xAC00) % 28


@lru_cache(maxsize=4096)
def has_final_consonant(word: str) -> bool:
    """Whether ``word`` (Korean, a number or Latin letters) ends in a consonant (받침)."""
    last = _last_read(word)
    if not last:
        return False
    if "가" <= last <= "힣":
        return _hangul_final(last) != 0
    if last in _DIGIT_HAS_FINAL:
        return _DIGIT_HAS_FINAL[last]
    return last.lower() in "lmnr"


def _ends_in_rieul(word: str) -> bool:
    """Whether ``word`` is read ending in ㄹ: 일 칠 팔, 엘 알, or a syllable like 줄."""
    last = _last_read(word)
    if not last:
        return False
    if "가" <= last <= "힣":
        return _hangul_final(last) == 8
    return last in "178" or last.lower() in "lr"


def josa(word: str, with_final: str, without_final: str) -> str:
    """``word`` and the particle that fits it: ``josa("빨강 6", "이", "가")`` → ``"빨강 6이"``."""
    return word + (with_final if has_final_consonant(word) else without_final)


def takes_euro(word: str) -> bool:
    """Whether (으)로 after ``word`` is 으로: after a final consonant other than ㄹ (첫 등록으로,
    3으로); 로 after a vowel or ㄹ (조커 7로, 바닥줄로)."""
    return has_final_consonant(word) and not _ends_in_rieul(word)


def ro(word: str) -> str:
    """``word`` and 으로 or 로: 로 after a vowel or ㄹ (``"조커 7"`` → ``"조커 7로"``,
    ``"바닥줄"`` → ``"바닥줄로"``), 으로 after any other consonant (``"첫 등록"`` →
    ``"첫 등록으로"``, ``"3"`` → ``"3으로"``)."""
    return word + ("으로" if takes_euro(word) else "로")


def player_name(seat: int) -> str:
    """The name of a seat nobody named: 플레이어 1, 플레이어 2, …"""
    return f"플레이어 {seat + 1}"


def default_names(players: int) -> list[str]:
    return [player_name(seat) for seat in range(players)]
