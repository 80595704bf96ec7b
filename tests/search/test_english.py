"""Everyday English words in questions (colloquial.yaml ``english``)."""

from tutor.search.colloquial import expand_english
from tutor.search.query import prepare

VOCAB = frozenset(
    {"azul", "factory", "floor", "line", "tiles", "scoring", "first", "player", "marker"}
)


def test_an_everyday_word_the_content_does_not_use_becomes_korean():
    assert expand_english("azul game end condition", VOCAB) == "azul game 끝 조건"


def test_a_plural_the_content_does_not_use_is_read_as_its_singular():
    assert expand_english("factories", VOCAB) == "factory"
    assert expand_english("tiles", VOCAB) == "tiles"  # the content's own plural stays


def test_a_word_the_content_uses_keeps_its_place_and_gains_the_korean():
    assert expand_english("wall scoring", VOCAB) == "벽 scoring 점수"
    assert expand_english("floor line", VOCAB) == "floor line"


def test_a_run_of_english_words_stays_whole_and_the_korean_follows_it():
    # A glossary phrase (first player marker) must still be found word for word.
    assert (
        expand_english("first player marker 가져가면", VOCAB) == "first player marker 처음 가져가면"
    )


def test_an_english_word_with_a_korean_particle_keeps_it_and_is_read_as_the_word():
    text, _ = prepare("joker를 run에 넣어도 돼", VOCAB)
    assert text.startswith("joker를 run에")
    # Korean that is more than a particle is a word of its own; 한 (하다 as a modifier) is no
    # word at all.
    assert prepare("pool에서는 move해요", VOCAB)[0] == "pool에서는 움직이 해요"
    assert prepare("joker retrieve한 턴", VOCAB)[0] == "joker 가져오 턴"


def test_a_particle_after_an_english_word_is_not_searched_as_a_word(content_searcher):
    """Alone, Kiwi reads a particle as a word of its own (는 → 늘다, 를 → 르, 을, 가, 와): the
    particle stays on the English word it was typed on, where it is read as a particle."""
    for question in (
        "first player marker는 어디 둬요",
        "joker를 가져와도 돼",
        "tile을 옮겨도 돼",
        "wild가 몇 개",
        "factory와 center",
        "joker retrieve한 턴에",
    ):
        text, _ = prepare(question, content_searcher.latin_vocabulary)
        tokens = content_searcher._parse(text, None).tokens
        assert not {"늘", "르", "을", "가", "와", "한"} & set(tokens), (question, tokens)


def test_prepare_reads_english_after_normalising():
    text, repaired = prepare("Azul: how many Factories?", VOCAB)
    assert text == "azul 어떻게 몇 factory" and not repaired


def test_an_everyday_english_word_is_not_read_as_korean_typed_in_english_mode():
    # t-i-e types 샫 on a 두벌식 keyboard, but "tie" is an English word of rules questions.
    text, repaired = prepare("indigo tie", VOCAB)
    assert text == "indigo 동점" and not repaired
    assert prepare("qkekrwnf", VOCAB) == ("바닥줄", True)


def test_a_term_in_english_is_told_by_its_letters_alone_or_inside_korean():
    from tutor.search.searcher import _is_english

    assert _is_english("azul floor line full")
    # A Korean question naming a term in English reaches the glossary the same way.
    assert _is_english("아줄 floor line 다 차면")
    assert not _is_english("아줄 바닥 줄 다 차면")
    assert not _is_english("2인 게임 a b")  # stray letters are not English words


def test_english_terms_of_one_game_name_that_game(content_searcher):
    lexicon = content_searcher.lexicon
    assert lexicon.latin_game("2인이면 pool에 타일 몇 개") == "rummikub"
    assert lexicon.latin_game("gateway 몇 개") == "indigo"
    assert lexicon.latin_game("floor line 감점") == "azul"  # not line alone (several games)
    assert lexicon.latin_game("bag 비면") is None  # both Azul games have a bag
    # the one game that has every term named: the Summer Pavilion has a tower and a bag
    assert lexicon.latin_game("tower에 버린 타일은 bag 비면") == "azul-summer-pavilion"
    assert lexicon.latin_game("pool and tower") is None  # no one game has both
    assert lexicon.latin_game("바닥 줄 감점") is None


def test_a_word_outside_every_name_of_an_entry_is_found():
    from tutor.search.searcher import _has_other_words

    assert _has_other_words(["floor", "full"], ["바닥줄", "floorline"])
    assert not _has_other_words(["floor", "line"], ["바닥줄", "floorline"])


def test_an_english_question_about_a_term_and_more_prefers_the_rule(content_searcher):
    # The glossary's English alias (floor line) must not outrank the rule about it (full,
    # penalty); the glossary entry stays among the answers where it helps.
    ids = [r["id"] for r in content_searcher.ask("azul floor line full")["results"]]
    assert ids[0] in ("azul.floor.overflow-lid", "azul.faq.floor-overflow")
    ids = [r["id"] for r in content_searcher.ask("azul floor line penalty")["results"]]
    assert ids[0] == "azul.floor.penalty"
    assert "azul.term.floor-line" in ids


def test_an_english_definition_question_still_answers_with_the_glossary(content_searcher):
    for query in ("azul what is floor line", "floor line meaning"):
        assert content_searcher.ask(query)["results"][0]["id"] == "azul.term.floor-line"


def test_full_reads_as_the_rules_words_for_a_full_line():
    # "floor line full": the rules say 꽉 차면 (바닥 줄이 꽉 차면 남는 타일은요?)
    assert expand_english("floor line full", VOCAB) == "floor line 꽉 차"


def test_an_entry_of_several_words_is_read_as_one():
    # "time over" is running out of time, not "time" and "끝"; "over" alone still ends
    assert expand_english("rummikub time over 되면", VOCAB) == "rummikub 시간 초과 되면"
    assert expand_english("game over", VOCAB) == "game 끝"


def test_english_typed_without_spaces_is_cut_into_known_words():
    from tutor.search.colloquial import split_glued_english

    vocab = VOCAB | {"summer", "pavilion", "pass", "indigo", "gem", "values", "floorline"}
    assert split_glued_english("summerpavilionpasspenalty", vocab) == "summer pavilion pass penalty"
    assert split_glued_english("azulhowmanyfactoriesfor", vocab) == "azul how many factories for"
    # a phrase the content knows compact is its words, as typed with spaces
    assert split_glued_english("azulfloorlinepenalty", vocab) == "azul floor line penalty"
    # a word known whole stays whole; a run with an unknown piece is left as typed
    assert split_glued_english("pavilion", vocab) == "pavilion"
    assert split_glued_english("indigoplaytime", vocab) == "indigoplaytime"
    # Korean typed in English mode spells no run of known words (공장에서, 바닥줄은)
    assert split_glued_english("rhdwkddptj qkekrwnfdms", vocab) == "rhdwkddptj qkekrwnfdms"


def test_a_question_typed_in_english_without_spaces_finds_its_answer(content_searcher):
    for question, game, answer in (
        ("azultiebreaker", "azul", "azul.end.winner"),
        ("summerpavilionpassrules", "azul-summer-pavilion", "azul-summer-pavilion.pass.keep"),
        ("indigogemvalues", "indigo", "indigo.scoring.values"),
    ):
        found = content_searcher.ask(question)
        assert found["game"] == game, question
        assert found["results"][0]["id"] == answer, question


def test_the_games_goal_in_english_is_its_overview(content_searcher):
    # goal → 목표: "game goal" found the end and bonus rules by 점수 alone
    answer = content_searcher.ask("아줄 game goal이 뭐예요? 뭘 해서 점수를 내요?")
    assert answer["results"][0]["id"] == "azul.overview.goal"
