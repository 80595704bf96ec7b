"""Small Korean text helpers: particles that depend on the last syllable."""

from __future__ import annotations

from functools import lru_cache

_DIGIT_HAS_FINAL = {"0": True, "1": True, "2": False, "3": True, "4": False, "5": False,
                    "6": True, "7": True, "8": True, "9": False}


@lru_cache(maxsize=4096)
def has_final_consonant(word: str) -> bool:
    """Whether the word ends in a consonant (받침), for choosing 이/가, 은/는, 을/를."""
    word = word.strip()
    if word.endswith(")") and "(" in word:  # 에메랄드(E1) reads as 에메랄드
        word = word[: word.rindex("(")]
    word = word.rstrip(" ]")
    if not word:
        return False
    last = word[-1]
    if "가" <= last <= "힣":
        return (ord(last) - 0xAC00) % 28 != 0
    if last in _DIGIT_HAS_FINAL:
        return _DIGIT_HAS_FINAL[last]
    return last.lower() in "lmnr"


def josa(word: str, with_final: str, without_final: str) -> str:
    """``word`` followed by the right particle, e.g. ``josa("수철", "이", "가")`` → 수철이."""
    return word + (with_final if has_final_consonant(word) else without_final)
