"""Korean particles after words and numbers (은/는, 이/가, 과/와, 을/를)."""

from __future__ import annotations

# whether the Korean reading of each final digit ends in a consonant (영 일 이 삼 사 오 육 칠 팔 구)
_DIGIT_BATCHIM = (True, True, False, True, False, False, True, True, True, False)


def has_batchim(word: str) -> bool:
    """True when ``word`` (Korean or a number) ends in a final consonant."""
    word = word.rstrip()
    if not word:
        return False
    last = word[-1]
    if last.isdigit():
        return _DIGIT_BATCHIM[int(last)]
    code = ord(last) - 0xAC00
    if 0 <= code < 11172:
        return code % 28 != 0
    return False


def josa(word: str, with_batchim: str, without: str) -> str:
    """``josa("빨강 6", "이", "가")`` → ``"빨강 6이"``."""
    return word + (with_batchim if has_batchim(word) else without)
