from hypothesis import given
from hypothesis import strategies as st

from tutor.search.hangul import (
    assemble,
    choseong,
    disassemble,
    has_choseong,
    is_choseong_only,
)

syllables = st.text(
    alphabet=st.characters(min_codepoint=0xAC00, max_codepoint=0xD7A3), min_size=1, max_size=12
)


def test_disassemble_splits_compound_vowels_and_double_finals_into_keystrokes():
    assert disassemble("바닥줄") == "ㅂㅏㄷㅏㄱㅈㅜㄹ"
    assert disassemble("왜") == "ㅇㅗㅐ"
    assert disassemble("닭") == "ㄷㅏㄹㄱ"
    assert disassemble("a1 ㄱ") == "a1 ㄱ"


def test_one_keystroke_typo_is_one_edit_apart():
    from rapidfuzz.distance import Levenshtein

    assert Levenshtein.distance(disassemble("바닥줄"), disassemble("바닦줄")) == 1
    assert Levenshtein.distance(disassemble("루미큐브"), disassemble("루미쿠브")) == 1


@given(syllables)
def test_assemble_inverts_disassemble(text):
    assert assemble(disassemble(text)) == text


def test_assemble_moves_final_consonant_to_next_syllable():
    assert assemble("ㅇㅣㄹㄱㅓ") == "일거"  # ㄺ splits: ㄹ stays, ㄱ moves on
    assert assemble("ㄷㅏㄹㄱ") == "닭"
    assert assemble("ㄱㅏㅈㅕㅇㅗㅏㄷㅗ") == "가져와도"
    assert assemble("ㅂㄷㅈ") == "ㅂㄷㅈ"


def test_choseong():
    assert choseong("바닥줄 감점") == "ㅂㄷㅈ ㄱㅈ"
    assert is_choseong_only("ㄹㅁㅋㅂ")
    assert not is_choseong_only("루미큐브")
    assert has_choseong("ㅂㄷ줄")
    assert not has_choseong("바닥줄")
