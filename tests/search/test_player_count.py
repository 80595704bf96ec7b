import pytest

from tutor.search.player_count import ANY, player_count_spans, player_counts, said_in_passing


@pytest.mark.parametrize(
    "text, tokens",
    [
        ("3인 게임의 게이트웨이", ["#3인"]),
        ("세 명이면 토큰", ["#3인"]),
        ("셋이서 하면", ["#3인"]),
        ("네명이서", ["#4인"]),
        ("2이서 하면", ["#2인"]),  # 둘이서 with the digit, as typed in chat
        ("3 이서 해도 돼요?", ["#3인"]),
        ("두 사람이 할 때", ["#2인"]),
        ("둘이서 할 때도 2인", ["#2인"]),
        ("2인이랑 4인 차이", ["#2인", "#4인"]),
        # in English, normalised (2-player → 2 player)
        ("2 player 모드면", ["#2인"]),
        ("3 players일 때", ["#3인"]),
        ("4p 게임", ["#4인"]),
    ],
)
def test_player_counts_in_any_spelling(text, tokens):
    assert player_counts(text) == [*tokens, ANY]


@pytest.mark.parametrize(
    "text",
    [
        "한 사람당 몇 개",
        "한 명씩 돌아가며",
        "한 사람이 몇 번 가져가요",
        "한 명마다",
        "한 명만 남으면",
    ],
)
def test_one_person_of_the_players_is_no_player_count(text):
    assert player_counts(text) == []


def test_one_player_playing_alone_is_a_player_count():
    assert player_counts("한 명이서 해도 돼") == ["#1인", ANY]
    assert player_counts("한 명 남으면") == ["#1인", ANY]
    # 혼자 (to play) and 솔플 too; never a piece left alone, nor 나빗길's 솔로 게이트
    assert player_counts("혼자서 해도 돼요?") == ["#1인", ANY]
    assert player_counts("혼자 할 수 있어요?") == ["#1인", ANY]
    assert player_counts("솔플 돼요?") == ["#1인", ANY]
    assert player_counts("조커 혼자 남으면") == []
    assert player_counts("4인플이면 솔로 게이트 없어요?") == ["#4인", ANY]


def test_five_or_six_by_themselves_only_with_iseo():
    assert player_counts("다섯이서 해도 돼요?") == ["#5인", ANY]
    assert player_counts("여섯이서 하면") == ["#6인", ANY]
    assert player_counts("타일 다섯이 남았어요") == []  # the tiles left, not the players


def test_how_many_players_is_about_player_counts():
    assert player_counts("몇 명까지 할 수 있어") == [ANY]
    assert player_counts("인원 제한") == [ANY]


@pytest.mark.parametrize(
    "text",
    ["세 개 가져오기", "타일 12명", "세트 세 장", "두 줄에 나눠", "2 points", "2pm", "12 players"],
)
def test_other_numbers_are_not_player_counts(text):
    assert player_counts(text) == []


def test_a_player_counts_words_weigh_less_than_the_questions_own():
    from tutor.search.lexicon import Lexicon
    from tutor.search.query import CONTEXT_COUNT_WEIGHT, COUNT_PART_WEIGHT, query_tokens
    from tutor.search.vocabulary import Vocabulary

    assert player_count_spans("4인 하다가 주머니") == [(0, 2)]
    known = {"4", "인", "하", "주머니", "모자라"}
    parsed = query_tokens(
        "4인 하다가 주머니 모자라면", Lexicon(), Vocabulary([]), known, "azul-summer-pavilion"
    )
    assert parsed.tokens["모자라"] == 1.0
    assert parsed.tokens["4"] == parsed.tokens["인"] == COUNT_PART_WEIGHT < 1.0
    # said as the setting ("4인 하다가"), the count itself is lighter too
    assert parsed.tokens["#4인"] == CONTEXT_COUNT_WEIGHT < 1.0
    asked = query_tokens("4인 공장 몇 개", Lexicon(), Vocabulary([]), known | {"공장"}, "azul")
    assert asked.tokens["#4인"] == 1.0


@pytest.mark.parametrize(
    "text",
    [
        "3인인데 공장 하나에 빨강 1",
        "4인 게임인데 파랑 4개",
        "2명이서 하는데 보석",
        "세 명이 하다가",
        "셋이서 하는데",
        "나빗길 4인에서 사파이어",
    ],
)
def test_a_count_given_as_the_setting(text):
    assert said_in_passing(text)


@pytest.mark.parametrize(
    "text", ["아줄 2인 공장 몇 개", "3명이면 팩토리 몇 개", "4인 세팅", "몇 명이서 해"]
)
def test_a_count_asked_about(text):
    assert not said_in_passing(text)


def test_a_negative_score_is_no_player_count():
    # "지금 -1인데": the copula after −1, not 1인 + 데; a range's dash is no minus
    assert player_counts("지금 -1인데 바닥 2개면") == []
    assert player_counts("-2인데") == []
    assert player_counts("2-4인 게임") == ["#4인", "#인원"]
    assert player_counts("3인인데 공장 몇 개") == ["#3인", "#인원"]


def test_a_bare_count_word_beside_a_written_count_is_not_the_players():
    # 셋이서 is the players; 둘이 then is two of something (an exit two players share)
    text = "셋이서 했는데 혼자 가지는 출구랑 둘이 같이 쓰는 출구가 섞여 있나요"
    assert player_counts(text) == ["#3인", ANY]
    assert player_count_spans(text) == [(0, 2)]
    assert player_counts("3인인데 둘이 같이 쓰는 출구") == ["#3인", ANY]
    # alone, a bare 둘이 is still read as the players
    assert player_counts("둘이 하면 출구 몇 개") == ["#2인", ANY]
