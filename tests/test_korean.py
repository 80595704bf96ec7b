"""Particles chosen by the last reading: 이/가 and friends, and (으)로 with its ㄹ rule."""

from __future__ import annotations

import pytest

from tutor.korean import has_final_consonant, josa, ro


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("조커 회수", "조커 회수로"),  # vowel
        ("바닥줄", "바닥줄로"),  # ㄹ takes 로
        ("첫 등록", "첫 등록으로"),  # other consonant
        ("조커 1", "조커 1로"),  # 일
        ("조커 7", "조커 7로"),  # 칠
        ("빨강 8", "빨강 8로"),  # 팔
        ("빨강 3", "빨강 3으로"),  # 삼
        ("빨강 6", "빨강 6으로"),  # 육
        ("10", "10으로"),  # read by its last digit: 영
        ("빨강 2", "빨강 2로"),
        ("빨강 4", "빨강 4로"),
        ("빨강 5", "빨강 5로"),
        ("빨강 9", "빨강 9로"),
        ("‘조커 7’", "‘조커 7’로"),  # closing quote skipped
        ("‘첫 등록’", "‘첫 등록’으로"),
        ('"빨강 3"', '"빨강 3"으로'),
        ("(빨강 7)", "(빨강 7)로"),  # a wholly bracketed word is read inside
        ("에메랄드(E1)", "에메랄드(E1)로"),  # a parenthesised note is skipped
        ("타일(3)", "타일(3)로"),
    ],
)
def test_ro_takes_ro_after_a_vowel_or_rieul_and_euro_after_other_consonants(
    word: str, expected: str
) -> None:
    assert ro(word) == expected


def test_quotes_do_not_change_the_other_particles() -> None:
    assert josa("‘빨강 6’", "이", "가") == "‘빨강 6’이"
    assert josa("‘조커’", "을", "를") == "‘조커’를"
    assert has_final_consonant("에메랄드(E1)") is False
    assert not has_final_consonant("")
    assert ro("") == "로"
