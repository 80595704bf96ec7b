import unicodedata

from tutor.search.normalize import compact, normalize


def test_nfc_and_punctuation_and_spaces():
    decomposed = unicodedata.normalize("NFD", "바닥줄?!  감점…")
    assert normalize(decomposed) == "바닥줄 감점"


def test_latin_is_lower_cased_and_full_width_folded():
    assert normalize("Azul ＦＬＯＯＲ") == "azul floor"
    assert normalize("Azul", lower=False) == "Azul"


def test_choseong_letters_survive():
    assert normalize("ㅂㄷㅈ, 감점") == "ㅂㄷㅈ 감점"


def test_compact_removes_spaces():
    assert compact("패턴 줄에 두 줄") == "패턴줄에두줄"
