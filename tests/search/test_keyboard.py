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


FUNCTION_WORDS = frozenset({"for", "the", "to", "with", "do", "and", "so", "go"})


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        # among English words, "for", "the", "with" … stay English (they type 랙, 솓, 쟈소)
        ("how many points for 2 sapphires", "how many points for 2 sapphires"),
        ("what do I do with the joker", "what do I do with the joker"),
        ("can I put the tile to the floor", "can I put the tile to the floor"),
        # among keys typed in English mode they are Korean
        ("rkwudhf so ckfP?", "가져올 내 차례?"),
        ("joker go ehoa?", "joker 해 됌?"),  # one English word, one typed: a tie reads Korean
        ("for", "랙"),
    ],
)
def test_function_words_are_english_among_english_words(typed, read):
    vocabulary = frozenset({"joker", "tile", "floor", "how", "many", "points", "sapphires"})
    assert repair_layout(typed, vocabulary, function_words=FUNCTION_WORDS)[0] == read


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


def _knows(word: str) -> bool:
    """A stand-in for the index: the words and 초성 a small index knows."""
    return word in {"ㅈㅋ", "ㄱㅈ", "ㅂㄷㅈ", "썸파", "빨강", "바닥줄"}


def test_choseong_typed_in_english_mode_is_read_when_the_index_knows_it():
    # ㅈㅋ 회수 (조커 회수) typed as "wz ghltn"; ㄱㅈ에서 (공장에서) with its particle
    assert repair_layout("wz ghltnsms?", known=_knows)[0] == "ㅈㅋ 회수는?"
    assert repair_layout("rwdptj 남은 타일", known=_knows)[0] == "ㄱㅈ에서 남은 타일"
    assert repair_layout("qew 감점", known=_knows)[0] == "ㅂㄷㅈ 감점"
    # an English word that types 초성 nobody uses stays, and without an index nothing is read
    assert repair_layout("set 타일", known=_knows)[0] == "set 타일"
    assert repair_layout("wz ghltnsms?")[0] == "wz 회수는?"


def test_an_english_term_with_a_particle_typed_in_english_mode():
    terms = frozenset({"draw", "joker", "pass"})
    assert repair_layout("일부러 drawaks 해도 돼?", terms)[0] == "일부러 draw 만 해도 돼?"
    assert repair_layout("jokerfmf 가져와", terms)[0] == "joker 를 가져와"
    assert repair_layout("passeh 돼?", terms)[0] == "pass 도 돼?"
    # the rest is no particle: the word stays as typed
    assert repair_layout("jokerzzz", terms)[0] == "jokerzzz"


def test_a_capitalised_first_word_is_read_with_shift_when_only_that_is_known():
    # T with Shift is ㅆ: 썸파 (known) rather than 섬파; Q: 빨강 rather than 발강
    assert repair_layout("Tjavk 규칙", known=_knows)[0] == "썸파 규칙"
    assert repair_layout("Qkfrkd 타일", known=_knows)[0] == "빨강 타일"
    # both readings unknown, or the phone's capital known: the lower case, as before
    assert repair_layout("Qkekrwnf 감점", known=_knows)[0] == "바닥줄 감점"
    assert repair_layout("Tjavk 규칙")[0] == "섬파 규칙"


def test_the_vowels_beside_a_vowels_key():
    from tutor.search.keyboard import neighbour_vowels

    assert neighbour_vowels("ㅏ") == ["ㅓ", "ㅣ"]  # j and l beside k
    assert neighbour_vowels("ㅜ") == ["ㅠ", "ㅡ"]  # b and m beside n
    assert neighbour_vowels("ㅗ") == ["ㅓ"]  # g (ㅎ) is no vowel
    assert neighbour_vowels("ㄱ") == [] and neighbour_vowels("ㅘ") == []  # no key of its own
