import pytest

from tutor.search.keyboard import looks_like_korean, qwerty_to_hangul, repair_layout


@pytest.mark.parametrize(
    "typed, hangul",
    [
        ("qkekrwnf", "바닥줄"),
        ("fnalzbqm", "루미큐브"),
        ("whzj", "조커"),
        ("dkwnf", "아줄"),
        ("rkwudhkeh", "가져와도"),
        ("Tmf", "쓸"),
        ("Rkwl", "까지"),
    ],
)
def test_qwerty_to_hangul(typed, hangul):
    assert qwerty_to_hangul(typed) == hangul


def test_phone_capitalised_first_letter_is_ignored():
    assert looks_like_korean("Qkekrwnf") == "바닥줄"


@pytest.mark.parametrize(
    "word",
    [
        "floor",
        "line",
        "penalty",
        "initial",
        "meld",
        "set",
        "run",
        "joker",
        "tile",
        "azul",
        "rummikub",
    ],
)
def test_english_words_do_not_read_as_korean(word):
    assert looks_like_korean(word) is None


def test_repair_layout_converts_only_korean_looking_words():
    assert repair_layout("fnalzbqm whzj") == ("루미큐브 조커", True)
    assert repair_layout("azul floor line") == ("azul floor line", False)
    assert repair_layout("qkekrwnf 감점") == ("바닥줄 감점", True)


def test_repair_layout_keeps_the_contents_latin_vocabulary():
    # "gksk" types 하나, but a word the content uses is never converted.
    assert repair_layout("gksk")[0] == "하나"
    assert repair_layout("gksk", frozenset({"gksk"}))[0] == "gksk"


def test_shift_variants_swap_one_letter_of_the_shift_pair():
    from tutor.search.keyboard import shift_variants

    assert "섞어도" in shift_variants("석어도")
    assert shift_variants("긑") == ["끝"]
    assert "바닥" in shift_variants("바닦")
    # A doubled letter that cannot be a final (ㄸ) is never made one.
    assert all(len(v) == 1 for v in shift_variants("닫")) and "닸" not in shift_variants("닫")
    assert shift_variants("abc") == [] and len(shift_variants("가다바사자" * 3, limit=4)) == 4


def test_a_capital_inside_a_sentence_is_the_shift():
    # 빨강, 써야함, 끝나요: Q, T, R with Shift are ㅃ, ㅆ, ㄲ
    assert repair_layout("검정 2개 Qkfrkd 1개")[0] == "검정 2개 빨강 1개"
    assert repair_layout("조커 먹으면 바로 Tjdigka?")[0] == "조커 먹으면 바로 써야함?"
    assert repair_layout("아줄 게임은 언제 Rmxskdy?")[0] == "아줄 게임은 언제 끝나요?"
    # at the start of a sentence a phone capitalises: both readings are the lower case
    assert repair_layout("Qkekrwnf 감점. Qkekrwnf 꽉 차면?")[0] == "바닥줄 감점. 바닥줄 꽉 차면?"
