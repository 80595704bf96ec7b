import pytest

from tutor.search import morphology


def test_particles_and_endings_do_not_matter():
    assert morphology.content_forms("타일을 가져와도 되나요?") == ["타일", "가져오"]
    assert morphology.content_forms("타일 가져오기") == ["타일", "가져오"]
    assert "놓" in morphology.content_forms("놓을 수 있나요")


def test_user_words_stay_whole_even_without_spaces():
    morphology.add_user_words(["패턴 라인", "나빗길"])
    assert "패턴라인" in morphology.content_forms("패턴라인에 놓기")
    assert "패턴라인" in morphology.content_forms("패턴 라인에 놓기")
    assert "나빗길" in morphology.content_forms("나빗길에서")


def test_components_of_a_user_word():
    morphology.add_user_words(["바닥줄"])
    parts = morphology.components(["바닥줄"])
    assert parts["바닥줄"] == ["바닥", "줄"]


def test_no_spacing_is_segmented():
    forms = morphology.content_forms("패턴줄에두줄나눠놓기")
    assert "나누" in forms and "줄" in forms


def test_components_must_spell_the_word():
    # Kiwi reads 조커 without the user dictionary as 조 + 크다: not components.
    morphology.add_user_words(["조커", "시작 플레이어 표식"])
    parts = morphology.components(["조커", "시작 플레이어 표식"])
    assert parts["조커"] == []
    assert parts["시작플레이어표식"] == ["시작", "플레이어", "표식"]


def test_table_talk_nouns_stay_nouns_at_the_start():
    # Without the colloquial nouns Kiwi reads 턴 here as 털다 + ㄴ.
    assert morphology.analyze("턴 끝이야")[0] == ("턴", "NNG")
    assert "턴" not in dict(morphology.analyze("패턴이 뭐야"))  # 턴 inside a word stays put


def test_indefinite_words_are_not_searched():
    # "아무것도 없는" says nothing about which rule is meant; 아무것 matched any entry that
    # said "아무것도 안 하고" (passing) before the scoring rule asked about.
    forms = morphology.content_forms("옆에 아무것도 없는 타일은 몇 점")
    assert "아무것" not in forms and "타일" in forms


def test_question_words_are_not_searched():
    # "어떤 순서로 하나요" asks about the order of a turn; 어떤 matched an FAQ titled "어떤
    # 보석이 먼저 나오나요?" before the turn's rule.
    for word in ("어떤", "어느", "무슨", "무엇"):
        forms = morphology.content_forms(f"내 차례에는 {word} 순서로 하나요")
        assert word not in forms and "순서" in forms, word


@pytest.mark.parametrize(
    ("said", "noun"),
    [
        ("빨간색 타일", "빨강"),
        ("빨간 타일", "빨강"),
        ("파란 별", "파랑"),
        ("파란색", "파랑"),
        ("노란 타일", "노랑"),
        ("검은 타일", "검정"),
        ("까만색", "검정"),
        ("흰 타일", "하양"),
        ("흰색", "하양"),
        ("녹색", "초록"),
        ("보라색", "보라"),
    ],
)
def test_a_colour_is_one_form_however_it_is_said(said: str, noun: str) -> None:
    assert noun in morphology.content_forms(said)


@pytest.mark.parametrize(
    ("said", "form", "not_a_noun"),
    [
        ("공장에서 고르고 남은 타일은 어디로 가요", "고르", "고르고"),
        ("조커 하나로 세트를 만들면", "하나", "하나로"),
    ],
)
def test_everyday_words_are_not_read_as_proper_nouns(content_searcher, said, form, not_a_noun):
    # Kiwi's default dictionary (headwords of Wikipedia and Namuwiki) has 고르고 and 하나로 as
    # proper nouns, which won once the content's terms were taught (the searcher teaches them),
    # so "고르고 남은" did not meet the rules' 고르다; it is not loaded.
    forms = morphology.content_forms(said)
    assert form in forms and not_a_noun not in forms, forms


def test_a_game_name_typed_whole_is_not_split_by_respacing(content_searcher):
    """Kiwi's spacing splits 나빗길 (나빗 길) and 루미큐브 (루미 큐브) in a run typed without spaces,
    and the game named was then not found; a name typed whole stays whole."""
    from tutor.search import morphology

    assert morphology.respace("나빗길타일놨는데보석하나도안움직이면").startswith("나빗길 ")
    assert morphology.respace("루미큐브조커는몇점").startswith("루미큐브 ")
    # the spaces a player typed are theirs
    assert morphology.respace("루미 큐브조커는몇점").startswith("루미 큐브")
    answer = content_searcher.ask("나빗길타일놨는데보석하나도안움직이면 그냥끝내고타일뽑으면돼요?")
    assert answer["game"] == "indigo"
