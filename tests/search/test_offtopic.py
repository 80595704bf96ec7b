"""Questions no entry answers are not answered as if one did (offtopic.yaml), and the right
first answers to the tuning sets are not called not found."""

import pytest
from question_sets import accepted, ask, load

from tutor.search.searcher import QueryError

# The share of each kind of question the search may call answered; "vague" ones ("점수 어떻게
# 해", "게임 방법 좀") are often fairly answered by a game's overview or scoring rule, and an
# opinion ("아이랑 하기 더 쉬운 건?") by a game's overview. Vague: 12 of 20 until a question that
# only points (이거 반칙임?) was read as such (2026-12-06), 7 since ("왜 안돼", "끝났어요?" …).
# Other games ("카탄에서 …?") were 11 of 40 until the games this service has no rules for were
# listed (outside_games.yaml, 2026-12-06): 1 since, so they are held to NEVER_ANSWERED.
MOST_CONFIDENT = {"vague": 0.4, "opinion": 0.2}
# Every other kind (life, shop, meta, junk, tech). Still called answered (2026-12-06): "잘자"
# (read near 잘라), "연말정산 언제까지 해야하나요" (its ending resembles many known questions), "부산
# 가는 ktx 몇시간 걸려요" (a play time question).
NEVER_ANSWERED = 0.1


def test_questions_no_entry_answers_are_mostly_not_confident(content_searcher):
    by_kind: dict[str, list[bool]] = {}
    for case in load("offtopic")["questions"]:
        try:
            answer = content_searcher.ask(case["q"])
        except QueryError:  # nothing left to search (emoji only): a 400 with a message
            continue
        by_kind.setdefault(case["kind"], []).append(answer["confident"])
    assert len(by_kind) == 8
    for kind, flags in by_kind.items():
        assert sum(flags) <= MOST_CONFIDENT.get(kind, NEVER_ANSWERED) * len(flags), kind
    shown = [flag for flags in by_kind.values() for flag in flags]
    assert sum(shown) <= 0.2 * len(shown)


# The most of a set's right first answers that may be shown as not found: before the resemblance
# counted towards confidence 22 of 182, 20 of 184, 30 of 175 and 55 of 144 were; since, 6, 4, 13
# and 32.
MOST_HEDGED = {
    "tune22": 0.08,
    "tune23": 0.08,
    "tune24": 0.12,
    "tune25": 0.25,
    "tune26": 0.05,  # 4 of 166 when written
    "tune27": 0.08,  # 8 of 168
    "tune28": 0.1,  # 10 of 150
    "tune29": 0.08,  # 7 of 155
    "tune30": 0.08,  # 9 of 166
}


@pytest.mark.parametrize("name", MOST_HEDGED)
def test_right_first_answers_are_rarely_called_not_found(name, content_searcher):
    """A right first answer is not shown as "질문에 맞는 규칙을 찾지 못했어요"."""
    hedged = right = 0
    for case in load(name)["questions"]:
        answer = ask(content_searcher, case["q"], case.get("game"))
        ids = [r["id"] for r in answer["results"]]
        if ids and ids[0] in accepted(case):
            right += 1
            hedged += not answer["confident"]
    assert hedged <= MOST_HEDGED[name] * right


@pytest.mark.parametrize("chat", ["ㅇㅇ", "ㅇㅋ", "ㄱㅅ", "ㅂㅂ", "ㅊㅋ", "ㅅㄱ"])
def test_two_initials_alone_are_a_guess_not_an_answer(chat, content_searcher):
    """Chat (응응, 오케이, 감사, 바이바이, 축하, 수고): read as some term, shown as a guess."""
    answer = content_searcher.ask(chat)
    assert answer["results"] and not answer["confident"]


@pytest.mark.parametrize("game", ["azul", "azul-summer-pavilion", "rummikub", "indigo"])
def test_two_initials_are_chat_on_a_games_page_too(game, content_searcher):
    for chat in ["ㅇㅇ", "ㅇㅋ", "ㄱㅅ", "ㅂㅂ", "ㅊㅋ", "ㅅㄱ"]:
        assert not content_searcher.ask(chat, game=game)["confident"], chat


@pytest.mark.parametrize(
    ("initials", "game", "term"),
    [("ㅈㅋ", "rummikub", "rummikub.term.joker"), ("ㄱㄷ", "azul-summer-pavilion", None)],
)
def test_two_initials_on_a_games_page_that_read_as_its_term_answer(
    initials, game, term, content_searcher
):
    """On Rummikub's page ㅈㅋ was read as 조커 and then "not found": a word of the page's
    game's glossary is what the initials are there."""
    answer = content_searcher.ask(initials, game=game)
    assert answer["confident"] and answer["results"][0]["kind"] == "term"
    assert term is None or answer["results"][0]["id"] == term
    assert not content_searcher.ask(initials)["confident"]  # with no game, still a guess


def test_two_initials_that_name_a_game_give_its_overview(content_searcher):
    answer = content_searcher.ask("ㅇㅈ")
    assert answer["game"] == "azul" and answer["confident"]


@pytest.mark.parametrize(
    "question",
    ["이거 반칙임?", "여기서 막혔어요", "이거 몇개에요", "이게 맞아?", "이거 놓으면 안되죠?"],
)
def test_a_question_that_only_points_is_vague(question, content_searcher):
    """What 이거 or 여기 is only the asker sees: asked from no place, the answer says so
    ("vague") and offers guesses, not an answer."""
    answer = content_searcher.ask(question)
    assert answer.get("vague") is True and not answer["confident"]
    assert answer["results"]  # guesses all the same


@pytest.mark.parametrize("question", ["아줄 이거 조커 돼요?", "아줄 이거 별 돼요?"])
def test_pointing_stays_vague_when_the_other_azul_answers(question, content_searcher):
    """Asked of 아줄, a word of Summer Pavilion's (조커, 별) is no term of the game asked, and
    that game's best answer put first could call it answered: it is still not understood."""
    answer = content_searcher.ask(question)
    assert answer.get("vague") is True and not answer["confident"]


@pytest.mark.parametrize(
    "question",
    [
        "이거 조커 돼요?",  # names a term (a joker): asked about it
        "마이너스 줄 그거 뭐임?",  # 그거: the floor line just named
        "이거 뭐 하는 게임임?",  # 이거: the game itself
        "이거 혼자서도 됨?",
        "이거 언제 끝남?",
    ],
)
def test_pointing_at_what_is_named_or_at_the_game_is_not_vague(question, content_searcher):
    assert "vague" not in content_searcher.ask(question)


@pytest.mark.parametrize(
    "question", ["저기 놔도 되죠?", "요거 되남", "이것도 되나요?", "근데 이거 위반?"]
)
def test_every_pointing_word_and_a_filler_before_it(question, content_searcher):
    answer = content_searcher.ask(question)
    assert answer.get("vague") is True and not answer["confident"]


def test_pointing_at_a_place_asked_about_is_not_vague(content_searcher):
    """Asked from a tutorial step or a play position, the place's rules say what 이거 is."""
    answer = content_searcher.ask("이거 반칙임?", boost=["indigo.place.gateway-curve"])
    assert "vague" not in answer and answer["confident"]
    assert answer["results"][0]["id"].startswith("indigo.")


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("3번 줄에 빨강 하나 있는데 거기에 파랑 넣어도 돼요?", "azul.faq.other-colour-line"),
        ("이럴 때 보석은 누가 가져가요?", None),
    ],
)
def test_pointing_beside_the_situation_is_answered(question, first, content_searcher):
    """A pointing word with the situation said is an ordinary question."""
    answer = content_searcher.ask(question)
    assert "vague" not in answer and answer["confident"]
    if first:
        assert answer["results"][0]["id"] == first


def test_keys_typed_in_english_mode_that_spell_no_word_are_a_guess(content_searcher):
    """Keyboard mash reads as Hangul too ("dnjsgkdjf" → 원하얼, which Kiwi reads as 원하다): with
    no word of the rules among what the keys spell, the first result is a guess, never the
    answer (a tester got a Summer Pavilion tip as the answer card)."""
    mash = content_searcher.ask("dnjsgkdjf")
    assert mash["read_as"] == "원하얼" and not mash["confident"]
    for typed in ("whzj", "qkekrwnf", "dkwnf 점수계산", "whzjfmf rkwudhk", "vkxjs wnf"):
        assert content_searcher.ask(typed)["confident"], typed


def test_a_word_found_inside_an_unknown_one_names_no_game(content_searcher):
    """치킨 맛집 추천: 집 inside 맛집 and 천 inside 추천 are words of one game's entries; pieces of
    words the rules never use are no sign of which game is asked (the page linked Azul's rules
    beside its guesses)."""
    answer = content_searcher.ask("치킨 맛집 추천")
    assert answer["game"] is None and not answer["confident"]


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("아줄 룰 알려줘", "azul"),
        ("루미큐브 규칙 설명해줘", "rummikub"),
        ("나빗길 어떻게 해요", "indigo"),
        ("여름 별장 하는 법", "azul-summer-pavilion"),
        ("루미큐브 설명 좀 해주세요", "rummikub"),
    ],
)
def test_a_games_rules_asked_as_a_whole_are_its_overview(content_searcher, question, game):
    """아줄 룰 알려줘 got the designer's FAQ; a game's rules asked for as a whole are its
    overview, in the order of its page."""
    answer = content_searcher.ask(question)
    assert answer["confident"] and answer["results"][0]["id"] == f"{game}.overview.goal"


@pytest.mark.parametrize("question", ["룰 알려줘", "규칙 설명해줘", "게임 규칙 좀"])
def test_the_rules_of_no_game_asked_as_a_whole_offer_each_games(content_searcher, question):
    answer = content_searcher.ask(question)
    assert not answer["confident"] and answer["game"] is None
    assert {r["id"].split(".overview.")[0] for r in answer["results"]} >= {"azul", "rummikub"}
    # a rule of one thing asked for is no such question
    assert content_searcher.ask("조커 규칙 알려줘")["results"][0]["id"].startswith("rummikub.")


def test_a_high_scoring_answer_in_a_known_game_is_an_answer(content_searcher):
    """A game named and a first answer that scores high over all signals, though its words and
    its resemblance each fall short of the marks: an answer, not 「찾지 못했어요」 over it."""
    answer = content_searcher.ask(
        "루미큐브 같은 숫자는 다섯 장까지 묶을 수 있다고 형이 그러던데요?"
    )
    assert answer["confident"] and answer["results"][0]["id"].startswith("rummikub.")
    # without a game known, the same bar does not make an answer
    assert not content_searcher.ask("치킨 맛집 추천")["confident"]
