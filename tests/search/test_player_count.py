import pytest

from tutor.search.player_count import ANY, player_count_spans, player_counts


@pytest.mark.parametrize(
    "text, tokens",
    [
        ("3인 게임의 게이트웨이", ["#3인"]),
        ("세 명이면 토큰", ["#3인"]),
        ("셋이서 하면", ["#3인"]),
        ("네명이서", ["#4인"]),
        ("두 사람이 할 때", ["#2인"]),
        ("둘이서 할 때도 2인", ["#2인"]),
        ("2인이랑 4인 차이", ["#2인", "#4인"]),
    ],
)
def test_player_counts_in_any_spelling(text, tokens):
    assert player_counts(text) == [*tokens, ANY]


def test_how_many_players_is_about_player_counts():
    assert player_counts("몇 명까지 할 수 있어") == [ANY]
    assert player_counts("인원 제한") == [ANY]


@pytest.mark.parametrize("text", ["세 개 가져오기", "타일 12명", "세트 세 장", "두 줄에 나눠"])
def test_other_numbers_are_not_player_counts(text):
    assert player_counts(text) == []


def test_a_player_counts_words_weigh_less_than_the_questions_own():
    from tutor.search.lexicon import Lexicon
    from tutor.search.query import COUNT_PART_WEIGHT, query_tokens
    from tutor.search.vocabulary import Vocabulary

    assert player_count_spans("4인 하다가 주머니") == [(0, 2)]
    known = {"4", "인", "하", "주머니", "모자라"}
    parsed = query_tokens(
        "4인 하다가 주머니 모자라면", Lexicon(), Vocabulary([]), known, "azul-summer-pavilion"
    )
    assert parsed.tokens["#4인"] == 1.0 and parsed.tokens["모자라"] == 1.0
    assert parsed.tokens["4"] == parsed.tokens["인"] == COUNT_PART_WEIGHT < 1.0
