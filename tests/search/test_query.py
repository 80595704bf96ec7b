import pytest

from tutor.search.query import prepare
from tutor.search.vocabulary import Vocabulary, split_known

VOCAB = Vocabulary(["바닥줄", "조건", "조커", "루미큐브", "감점", "타일", "첫등록", "패턴줄"])


def test_one_keystroke_typos_are_repaired():
    assert VOCAB.correct("바닦줄") == [("바닥줄", 0.5)]
    assert VOCAB.correct("첫등로근")[0][0] == "첫등록"


def test_similar_letter_swap_wins_a_tie():
    # 바닦줄 is one edit from 바닥줄 (ㄲ/ㄱ, the same key with and without shift) and would
    # be two from any other word; 조거 is one edit from 조커 (ㄱ/ㅋ) and from 조건 (the final
    # left out): both likely slips, both read.
    assert VOCAB.correct("바닦줄") == [("바닥줄", 0.5)]
    assert {w for w, _ in VOCAB.correct("조거")} == {"조커", "조건"}


def test_a_final_left_out_is_the_likelier_slip():
    # 공자 is one edit from 공짜 (ㅈ/ㅉ) and from 공장 (the final ㅇ left out): both likely
    vocab = Vocabulary(["공짜", "공장", "받침대", "발침대"])
    assert {w for w, _ in vocab.correct("공자")} == {"공짜", "공장"}
    assert [w for w, _ in vocab.correct("공자", prefer={"공장"})] == ["공장"]
    assert vocab.correct("받치대")[0] == ("받침대", 0.5)


def test_preferred_words_win_a_tie():
    vocab = Vocabulary(["가나다라", "가나다마"])
    assert [w for w, _ in vocab.correct("가나다바", prefer={"가나다마"})] == ["가나다마"]


def test_short_or_far_words_are_left_alone():
    assert VOCAB.correct("조") == []
    assert VOCAB.correct("피자배달") == []


def test_choseong_words():
    assert VOCAB.read_choseong("ㅂㄷㅈ") == ["바닥줄"]
    assert VOCAB.read_choseong("ㅂㄷ줄") == ["바닥줄"]
    assert VOCAB.read_choseong("ㄹㅁㅋㅂㅈㅋ") == ["루미큐브", "조커"]
    assert VOCAB.read_choseong("ㅎㅎ") == []


def test_known_pieces_of_an_unknown_word():
    assert split_known("몃감점", {"감점"}) == ["감점"]
    assert split_known("penalty", {"y"}) == []


def test_prepare_repairs_the_keyboard_then_normalises():
    assert prepare("TMF", frozenset()) == ("쓸", True)
    assert prepare("qkekrwnf 감점?", frozenset()) == ("바닥줄 감점", True)
    assert prepare("Azul Floor", frozenset({"azul", "floor"})) == ("azul floor", False)


def test_compound_split_the_index_way():
    from tutor.search.vocabulary import split_compound

    assert split_compound("구성물", {"구성", "물"}) == ["구성", "물"]
    assert split_compound("구성물", {"구성"}) is None
    assert split_compound("abc", {"ab", "c"}) is None


def test_chat_contractions_are_read_as_standard_words():
    from tutor.search.colloquial import expand_colloquial

    assert expand_colloquial("조커 담 턴에 써도 됨") == "조커 다음 턴에 써도 됨"
    # chat initials are no 초성 of a rules word (ㄹㅇ: 리얼, was read as 레이)
    assert expand_colloquial("ㄹㅇ 조커 아무데나 쓸수있음") == "진짜 조커 아무데나 쓸수있음"
    assert expand_colloquial("조커 ㄹㅇ 아무데나") == "조커 진짜 아무데나"
    # ... but after initials they are a word typed so with them (ㅍㅌ ㄹㅇ: 패턴 라인)
    assert expand_colloquial("ㅍㅌ ㄹㅇ 한 줄") == "ㅍㅌ ㄹㅇ 한 줄"
    assert expand_colloquial("담요") == "담요"  # whole words only


@pytest.mark.parametrize(
    ("said", "read", "piece"),
    [
        ("점수 어캐 해", "점수 어떻게 해", "어캐"),
        ("어뜨케 해", "어떻게 해", "뜨"),
        ("타일 어디애 놔", "타일 어디에 놔", "애"),
    ],
)
def test_question_words_as_typed_in_chat_are_the_question_words(said, read, piece):
    # their pieces were searched as words (어뜨케 → 뜨, 어디애 → 애); a question word is not
    from tutor.search import morphology
    from tutor.search.colloquial import expand_colloquial

    assert expand_colloquial(said) == read
    prepared, _repaired = prepare(said, frozenset())
    assert piece not in morphology.content_forms(prepared)


def test_myeo_alone_is_myeot(content_searcher):
    # 몇 typed without its final (며 점, 며 개) is no word: it is read as 몇, so the question
    # is asked as the count question it is; 며칠 and a 며 inside a word stay as they are.
    from tutor.search.colloquial import expand_colloquial

    assert expand_colloquial("사파이어 나가면 며 점") == "사파이어 나가면 몇 점"
    assert expand_colloquial("며 턴 남았어?") == "몇 턴 남았어?"  # alone, before any word
    assert expand_colloquial("며점 받아") == "몇점 받아"
    assert expand_colloquial("출구는 총며 개에요") == "출구는 총몇 개에요"
    assert expand_colloquial("며칠 걸려") == "며칠 걸려"
    assert expand_colloquial("고르며 놓아") == "고르며 놓아"
    assert expand_colloquial("하며 장을 놓아") == "하며 장을 놓아"
    slipped = content_searcher.ask("나빗길 내 게이트웨이로 사파이어 나가면 며 점")
    written = content_searcher.ask("나빗길 내 게이트웨이로 사파이어 나가면 몇 점")
    assert [r["id"] for r in slipped["results"]] == [r["id"] for r in written["results"]]


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("2며이서 해도 돼", "2명이서 해도 돼"),
        ("4며 게임", "4명 게임"),
        ("2버 줄에 놓으면", "2번 줄에 놓으면"),
        ("3버째 칸", "3번째 칸"),
        ("2이면 어떻게", "2이면 어떻게"),  # if it is 2: a word
        ("사파이어 몇 게 있어", "사파이어 몇 개 있어"),
        ("몇게로 하는 게임", "몇개로 하는 게임"),
        ("3게 내야 됨", "3개 내야 됨"),
        ("몇 게임 해", "몇 게임 해"),  # games
        ("몇 게이트웨이", "몇 게이트웨이"),
        ("오버 되면", "오버 되면"),
        ("2버스", "2버스"),
    ],
)
def test_a_digits_counter_without_its_final_is_the_counter(said, read):
    from tutor.search.colloquial import expand_colloquial

    assert expand_colloquial(said) == read


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("한줄에 다른색 섞어서 노아도되나요", "한줄에 다른색 섞어서 놓아도되나요"),
        ("2번 줄에 노으면", "2번 줄에 놓으면"),
        ("어디다 노아요", "어디다 놓아요"),
        ("돌려노았는데", "돌려놓았는데"),
        ("빨강 너어도 돼", "빨강 넣어도 돼"),
        ("7개씩 싸아두면", "7개씩 쌓아두면"),
        # the words these syllables begin stay
        ("노랑 2개", "노랑 2개"),
        ("보너스 몇 점", "보너스 몇 점"),
        ("코너에 놓으면", "코너에 놓으면"),
        ("싸움 나면", "싸움 나면"),
        ("둘러싸면", "둘러싸면"),
    ],
)
def test_a_verb_without_its_silent_h_is_the_verb(said, read):
    from tutor.search.colloquial import expand_colloquial

    assert expand_colloquial(said) == read


def test_a_question_without_the_silent_h_gets_the_same_answer(content_searcher):
    # the search and the engine's verdict both read the verb: the engine reads the question as
    # repaired when it cannot read it as typed ("노으면" once read as 모으다 in the search)
    from tutor.qa_computed import deciding_rules, extend

    for spelt, heard in [
        (
            "공장에 검정 3장 있는데 2번 줄이 비어 있으면 어떻게 놓아?",
            "공장에 검정 3장 있는데 2번 줄이 비어 있으면 어떻게 노아?",
        ),
        (
            "아줄 4번 줄에 노랑 2장 있는데 빨강 넣어도 돼?",
            "아줄 4번 줄에 노랑 2장 있는데 빨강 너어도 돼?",
        ),
        ("공용더미 타일 몇개씩 쌓아두면 편해요?", "공용더미 타일 몇개씩 싸아두면 편해요?"),
    ]:
        answers = [extend(content_searcher.ask(q, decide=deciding_rules)) for q in (spelt, heard)]
        assert [r["id"] for r in answers[0]["results"][:3]] == [
            r["id"] for r in answers[1]["results"][:3]
        ], heard
        verdicts = [(a.get("computed") or {}).get("verdict") for a in answers]
        assert verdicts[0] == verdicts[1], heard


@pytest.mark.parametrize(
    "said, read",
    [
        ("중앙에 몇 개 깔고 시작했당가", "중앙에 몇 개 깔고 시작했다"),  # 전라도
        ("두 장 가져가도 된당가?", "두 장 가져가도 된다?"),
        ("친구가 그러던디", "친구가 그러던데"),
        ("타일 하나 놨는디 기둥이", "타일 하나 놨는데 기둥이"),
        ("이어주믄 또 움직여?", "이어주면 또 움직여?"),
        ("손에 두면 반칙이가?", "손에 두면 반칙이야?"),  # 경상도
        ("손에 두면 반칙이가", "손에 두면 반칙이야"),  # as normalised, the "?" gone
        ("고양이가 먼저 해", "고양이가 먼저 해"),  # a subject, not the end
        ("이거 됩니꺼", "이거 되나요"),  # 됩니까, then the formal ending read as an everyday one
        ("점수는 우째 되노", "점수는 어떻게 되노"),
        ("딴 사람 차례", "다른 사람 차례"),
        ("노랑 가치 가져와도 돼?", "노랑 같이 가져와도 돼?"),  # 같이 as it sounds
        # not an ending: inside a word, or a word of its own
        ("디 가 뭐야", "디 가 뭐야"),
        ("인디고 게임", "인디고 게임"),
        ("당가 뭐야", "당가 뭐야"),
        # an older asker's formal endings (a usability pass: 「… 있는지요?」, 「… 하는지
        # 여쭙습니다」 went unanswered where 「있나요?」, 「하나요」 were answered)
        ("시간이 정해져 있는지요", "시간이 정해져 있나요"),
        ("다시 짜 맞춰도 되는지요", "다시 짜 맞춰도 되나요"),
        ("어떻게 해야 하는지 여쭙습니다", "어떻게 해야 하나요"),
        ("어떻게 하는지 궁금합니다", "어떻게 하나요"),
        ("무엇에 쓰는 것인가요", "무엇에 쓰는 거예요"),
        ("무엇에 쓰는 것입니까", "무엇에 쓰는 거예요"),
        ("이것이 조커인지요", "이것이 조커인가요"),
        ("몇 점입니까", "몇 점인가요"),
        ("가져올 수 있습니까", "가져올 수 있나요"),
        ("이렇게 놓아도 됩니까", "이렇게 놓아도 되나요"),
        ("그 다음은 누가 합니까", "그 다음은 누가 하나요"),
        # not a question's ending: 그러니까, 하니까 (because), 인지 inside a sentence
        ("그러니까 이거 돼", "그러니까 이거 돼"),
        ("제가 하니까 안 돼요", "제가 하니까 안 돼요"),
        ("몇 장인지 모르겠어요", "몇 장인지 모르겠어요"),
    ],
)
def test_regional_and_formal_endings_are_read_as_everyday_ones(said, read):
    from tutor.search.colloquial import expand_colloquial

    assert expand_colloquial(said) == read


@pytest.mark.parametrize(
    "question, first",
    [
        (
            "아줄에서 숫자 1이 적힌 하얀 조각은 무엇에 쓰는 것인가요?",
            {"azul.term.first-player-marker"},
        ),
        (
            "아줄에서 주머니 속 조각이 모자라면 어떻게 해야 하는지 여쭙습니다",
            {"azul.faq.bag-empty", "azul.next-round.refill"},  # (the FAQ, or the rule it cites)
        ),
    ],
)
def test_a_formal_question_is_answered_as_an_everyday_one(content_searcher, question, first):
    # (both were 「질문에 맞는 규칙을 찾지 못했어요」 with the right entry only a guess)
    answer = content_searcher.ask(question)
    assert answer["confident"] and answer["results"][0]["id"] in first


def test_a_piece_named_by_how_it_looks_is_that_piece(content_searcher):
    # an older asker names Azul's pieces by their looks (a usability pass): the floor line as
    # the board's bottom spaces, the start marker as the piece with a 1 on it
    answer = content_searcher.ask(
        "판 아래쪽 칸에 떨어진 조각은 점수가 얼마나 깎이는지요?", game="azul"
    )
    assert answer["confident"] and answer["results"][0]["id"] == "azul.floor.penalty"
    answer = content_searcher.ask("아줄 1 적힌 조각")
    assert answer["confident"] and answer["results"][0]["id"] == "azul.term.first-player-marker"


def test_a_common_word_the_rules_never_use_is_no_slip(content_searcher):
    """동생 is not 동상, 조카 not 조커, 하늘색 not 한을색, 별로 not 별도: Kiwi's own common
    nouns (and adverbs typed alone) are meant, and the question is never shown as rewritten
    into another word."""
    for question, meant, not_meant in [
        ("동생이랑 둘이 하는데 누가 먼저 해요?", "동생", "동상"),
        ("초등학생 조카랑 하려는데 몇 살부터?", "조카", "조커"),
        ("화살표 그려진 하늘색 보석 타일은 어느 쪽으로 놓아요?", "하늘색", "한을색"),
        # a common adverb typed as a word of its own (per colour, not 별도)
        ("여름 별장 타일 색깔 별로 몇 개씩 있어요?", "별로", "별도"),
    ]:
        answer = content_searcher.ask(question)
        assert not_meant not in (answer.get("read_as") or ""), answer.get("read_as")
        parsed = content_searcher._parse(question, None)
        assert meant in parsed.terms and not_meant not in parsed.read
        # it may still be a slip: the nearest content word is searched, lightly
        assert parsed.tokens.get(not_meant, 0.0) < 0.5


def test_a_what_typed_as_it_sounds_is_what():
    from tutor.search.colloquial import expand_colloquial

    assert expand_colloquial("머가 움직여") == "뭐가 움직여"
    assert expand_colloquial("이거 머임") == "이거 뭐임"
    assert expand_colloquial("머리 아파") == "머리 아파"


def test_choseong_prefers_game_terms_then_the_game_in_question():
    vocab = Vocabulary(
        ["공유", "게임", "개인", "게이트웨이", "공유게이트웨이"],
        terms=frozenset({"공유게이트웨이", "게이트웨이"}),
    )
    assert vocab.read_choseong("ㄱㅇ", prefer={"개인"})[0] == "개인"
    assert vocab.read_choseong("ㄱㅇㄱㅇㅌㅇㅇ") == ["공유게이트웨이"]


def test_a_run_of_initials_split_into_words_is_read_word_by_word():
    # each word's own candidates, best first: terms, then the game's words (a flat list put
    # the second word among the first's alternatives, and only the first was shown as read)
    vocab = Vocabulary(
        ["고르", "가로", "그룹", "조건", "조각", "루미큐브", "조커"],
        terms=frozenset({"그룹"}),
    )
    assert vocab.read_choseong_parts("ㄹㅁㅋㅂㅈㅋ") == [["루미큐브"], ["조커"]]
    assert vocab.read_choseong_parts("ㄱㄹㅈㄱ", prefer={"조각", "그룹"}) == [
        ["그룹", "고르", "가로"],
        ["조각", "조건"],
    ]
    assert vocab.read_choseong_parts("ㅂㄷ줄") == []


def test_another_games_term_does_not_come_before_the_games_own_words():
    # ㅍㅅ on Summer Pavilion's page read as Azul's 표식 (a term, so first) over 패스
    vocab = Vocabulary(["표식", "패스", "평소"], terms=frozenset({"표식", "패스"}))
    assert vocab.read_choseong_parts("ㅍㅅ")[0][0] == "표식"  # the commoner, no game asked
    assert vocab.read_choseong_parts("ㅍㅅ", prefer={"패스", "평소"})[0] == ["패스", "평소", "표식"]


def test_every_word_of_a_split_run_is_weighed_and_read():
    from tutor.search.lexicon import Lexicon
    from tutor.search.query import CHOSEONG_WEIGHT, query_tokens

    vocab = Vocabulary(["루미큐브", "조커"])
    parsed = query_tokens("ㄹㅁㅋㅂㅈㅋ", Lexicon(), vocab, {"루미큐브", "조커"}, None)
    assert parsed.tokens["조커"] == CHOSEONG_WEIGHT  # one word each: not shared
    assert parsed.read == "루미큐브 조커"


def test_query_tokens_read_consecutive_choseong_words_together():
    from tutor.search.lexicon import Lexicon
    from tutor.search.query import query_tokens

    vocab = Vocabulary(["조커", "회수", "해석", "조커회수"], terms=frozenset({"조커회수"}))
    lexicon = Lexicon()
    lexicon.components["조커회수"] = ["조커", "회수"]
    parsed = query_tokens("ㅈㅋ ㅎㅅ", lexicon, vocab, {"조커", "회수", "해석"}, None)
    assert parsed.tokens["조커회수"] == 1.0
    assert "해석" not in parsed.tokens
    assert parsed.canonical == "조커회수"


def test_a_term_read_from_choseong_counts_as_much_as_typed_out():
    from tutor.search.lexicon import Concept, Lexicon
    from tutor.search.query import query_tokens

    vocab = Vocabulary(["조커", "회수", "조커회수"], terms=frozenset({"조커회수"}))
    lexicon = Lexicon()
    lexicon.components["조커회수"] = ["조커", "회수"]
    lexicon.add_concept(Concept("rummikub.term.retrieve-joker", "rummikub", ("조커회수",)))
    known = {"조커", "회수", "조커회수", "바로", "쓰"}
    read = query_tokens("ㅈㅋ ㅎㅅ 바로 써", lexicon, vocab, known, "rummikub").tokens
    typed = query_tokens("조커회수 바로 써", lexicon, vocab, known, "rummikub").tokens
    assert read["@rummikub.term.retrieve-joker"] == typed["@rummikub.term.retrieve-joker"]
    assert read["조커회수"] == typed["조커회수"] < 1.0  # once, through the concept
    assert read["바로"] == typed["바로"] == 1.0


def test_query_tokens_repair_typos_in_the_canonical_text():
    from tutor.search.lexicon import Concept, Lexicon
    from tutor.search.query import query_tokens

    vocab = Vocabulary(["바닥줄", "감점"])
    lexicon = Lexicon()
    lexicon.add_concept(Concept("azul.term.floor-line", "azul", ("바닥줄", "floorline")))
    parsed = query_tokens("바닦줄 감점", lexicon, vocab, {"바닥줄", "감점"}, "azul")
    assert parsed.tokens["@azul.term.floor-line"] == 1.0
    assert parsed.tokens["감점"] == 1.0
    assert parsed.canonical == "바닥줄감점"


def test_words_inside_a_synonym_phrase_count_through_the_concept():
    from tutor.search.lexicon import Concept, Lexicon
    from tutor.search.query import COVERED_WEIGHT, query_tokens

    lexicon = Lexicon()
    lexicon.add_concept(Concept("azul.term.floor-line", "azul", ("바닥줄", "floorline")))
    parsed = query_tokens("floor line penalty", lexicon, Vocabulary([]), {"floor", "line"}, "azul")
    assert parsed.tokens["@azul.term.floor-line"] == 1.0
    assert parsed.tokens["floor"] == COVERED_WEIGHT
    assert parsed.tokens["penalty"] == 1.0
    assert parsed.unknown == ["penalty"]
    assert parsed.canonical == "바닥줄penalty"


def test_everyday_words_name_a_concept_weakly_when_no_game_is_known():
    from tutor.search.lexicon import Concept, Lexicon
    from tutor.search.query import GENERIC_CONCEPT_WEIGHT, query_tokens

    lexicon = Lexicon()
    lexicon.add_concept(
        Concept("azul-summer-pavilion.term.space", "azul-summer-pavilion", ("칸", "자리"))
    )
    known = {"자리", "정하"}
    parsed = query_tokens(
        "정해진 자리", lexicon, Vocabulary([]), known, None, shared=frozenset({"자리"})
    )
    assert parsed.tokens["@azul-summer-pavilion.term.space"] == GENERIC_CONCEPT_WEIGHT
    assert parsed.tokens["자리"] == 1.0
    parsed = query_tokens(
        "정해진 자리",
        lexicon,
        Vocabulary([]),
        known,
        "azul-summer-pavilion",
        shared=frozenset({"자리"}),
    )
    assert parsed.tokens["@azul-summer-pavilion.term.space"] == 1.0


def test_query_tokens_repair_a_verb_typed_without_shift():
    from tutor.search.lexicon import Lexicon
    from tutor.search.query import query_tokens

    known = {"색", "섞", "패턴"}
    parsed = query_tokens("색 석어도 돼", Lexicon(), Vocabulary(["패턴"]), known, "azul")
    assert parsed.tokens.get("섞") == 1.0
    assert parsed.canonical == "색섞어도돼"


def test_a_number_typed_onto_a_misspelt_word_is_no_part_of_it(content_searcher):
    """1라우드에 is round 1 with a slip: the word is repaired without the number, and the
    number keeps its full weight."""
    parsed = content_searcher._parse("1라우드에 공장에 보라 3개", "azul-summer-pavilion")
    assert parsed.tokens.get("라운드", 0.0) > 0.0
    assert parsed.tokens.get("1") == 1.0
    assert "1라운드" in parsed.read or "1라운드" in parsed.canonical


def test_table_talk_is_read_through_its_meaning_never_corrected():
    from tutor.search.lexicon import Lexicon
    from tutor.search.query import query_tokens

    # 망하 is not in the index, and one letter from 강하: it means 실패 (colloquial.yaml)
    known = {"조작", "실패", "강하"}
    parsed = query_tokens("조작하다 망하면", Lexicon(), Vocabulary(["강하"]), known, "rummikub")
    assert "강하" not in parsed.tokens
    assert parsed.tokens.get("실패", 0.0) > 0.5


def test_a_junk_question_has_a_bounded_number_of_repairs(content_searcher, monkeypatch):
    """200 characters of random syllables: each unknown word would be tried with Shift
    variants (a morphological analysis each) and vocabulary look-ups; the budget stops that
    after REPAIR_BUDGET, whatever the question, so no question can cost hundreds."""
    import random

    from tutor.search import morphology, query

    rng = random.Random(3)
    junk = " ".join(
        "".join(chr(rng.randrange(0xAC00, 0xD7A4)) for _ in range(3)) for _ in range(50)
    )[:200]
    calls = {"analyse": 0, "correct": 0}
    analyse, correct = morphology.analyze_spans, content_searcher.vocabulary.correct

    def counted_analyse(text: str):
        calls["analyse"] += 1
        return analyse(text)

    def counted_correct(*args, **kwargs):
        calls["correct"] += 1
        return correct(*args, **kwargs)

    monkeypatch.setattr(morphology, "analyze_spans", counted_analyse)
    monkeypatch.setattr(content_searcher.vocabulary, "correct", counted_correct)
    answer = content_searcher.ask(junk)
    assert isinstance(answer["results"], list)
    repairs = calls["analyse"] - 1 + calls["correct"]  # the question itself is analysed once
    assert 0 < repairs <= query.REPAIR_BUDGET <= 30, calls


def test_a_choseong_word_keeps_its_particle_apart():
    from tutor.search.query import choseong_word

    assert choseong_word("ㄷㅁ에서") == ("ㄷㅁ", "에서")
    assert choseong_word("ㅈㅋ를") == ("ㅈㅋ", "를")
    assert choseong_word("ㅂㄷㅈ") == ("ㅂㄷㅈ", "")
    assert choseong_word("ㅂㄷ줄") == ("ㅂㄷ줄", "")  # a syllable of the word, not a particle
    assert choseong_word("ㅌ에") == ("ㅌ", "에")  # one initial, the last of a spaced run


def test_a_run_of_one_initial_words_ending_in_a_particle_is_read(content_searcher):
    # ㅎ ㅌ에 = 한 턴에: each word one initial, the particle on the last; was left unread
    answer = content_searcher.ask("ㅎ ㅌ에 ㅌㅇ 몇 장까지 놓을 수 있어요?")
    assert answer["read_as"].startswith("한턴에 타일")


def test_choseong_words_with_a_particle_are_read_together(content_searcher):
    answer = content_searcher.ask("ㄱㅇ ㄷㅁ에서 한 장 가져오면 차례 끝나?")
    assert answer["game"] == "rummikub"
    assert answer["read_as"].startswith("공용 더미에서")


def test_the_reading_shown_has_every_word_a_run_of_initials_was_read_as(content_searcher):
    # was "‘고르’로 읽었어요": the first word alone, a frequent word before the game's term
    answer = content_searcher.ask("ㄱㄹ ㅈㄱ", game="rummikub")
    assert answer["read_as"].startswith("그룹 ")
    assert len(answer["read_as"].split(" ")) == 2


def test_initials_of_one_question_are_read_in_the_one_game_all_of_them_fit(content_searcher):
    # ㄱㅌㅇ alone is 길 타일 (a game term) first; beside ㄹㅇㄷ (라운드: not an Indigo word)
    # it is the Summer Pavilion's 귀퉁이, the one game where both are words
    assert content_searcher.ask("ㄱㅌㅇ")["read_as"] == "길 타일"
    both = content_searcher.ask("ㄱㅌㅇ에 남겨둔 타일은 다음 ㄹㅇㄷ에 바로 써도 돼요?")
    assert both["read_as"].startswith("귀퉁이에 남겨둔 타일은 다음 라운드에")
    assert both["results"][0]["game"] == "azul-summer-pavilion"
    assert content_searcher._choseong_game("ㄱㅌㅇ에 남겨둔 ㄹㅇㄷ") == "azul-summer-pavilion"
    # one word, or words whose readings fit no one game together, choose no game
    assert content_searcher._choseong_game("ㄱㅌㅇ") is None
    assert content_searcher._choseong_game("ㅈㅋ ㅎㅅ") is None


@pytest.mark.parametrize(
    ("question", "read"),
    [
        # the vocabulary's first reading was a term of another game (직선, 표식, 길 타일) or a
        # frequent word (흰색, 청록, 공식); the question's other words share entries with the
        # word meant
        ("ㅂㄷ ㅈ 감점 때문에 ㅈㅅ가 마이너스 될 수도 있어요?", "바닥 줄 감점 때문에 점수가"),
        ("여름 별장 ㅍㅅ 하면 몇 장 남겨", "패스 하면"),
        ("루미큐브 낼 수 있는데 ㅍㅅ해도 돼요?", "낼 수 있는데 패스"),
        ("ㄱㅌㅇ에 보관한 타일도 점수 받아요?", "귀퉁이에 보관한"),
        ("조커 ㅎㅅ할때 대신 넣는 타일 테이블에서 가져와도 돼?", "조커 회수"),
        ("ㅊㄹ는 어느 방향으로 넘어가요? 시계 방향 맞아요?", "차례는 어느 방향"),
        ("이 게임 ㅁㅍ가 뭐예요? 보석 많이 모으면 이기는 거예요?", "이 게임 목표가"),
    ],
)
def test_initials_are_read_as_the_word_the_rest_of_the_question_fits(
    content_searcher, question, read
):
    assert content_searcher.ask(question)["read_as"].startswith(read)


def test_a_reading_the_other_words_single_out_counts_in_full():
    from tutor.search.lexicon import Lexicon
    from tutor.search.query import CHOSEONG_SHARED_WEIGHT, CHOSEONG_WEIGHT, query_tokens

    vocab = Vocabulary(["직선", "점수", "마이너스"], terms=frozenset({"직선"}))
    known = {"직선", "점수", "마이너스"}
    seen = []

    def order(candidates, context, beside):
        seen.append((list(candidates), list(context)))
        assert beside == ("", "마이너스")  # the word typed after it
        return sorted(candidates, key=lambda w: w != "점수"), True

    parsed = query_tokens("ㅈㅅ 마이너스", Lexicon(), vocab, known, None, context_order=order)
    assert seen == [(["직선", "점수"], ["마이너스"])]
    assert parsed.read.startswith("점수")
    assert parsed.tokens["점수"] == CHOSEONG_WEIGHT
    assert parsed.tokens["직선"] == CHOSEONG_SHARED_WEIGHT
    # without the question's words to weigh by, the vocabulary's order stands, shared
    plain = query_tokens("ㅈㅅ 마이너스", Lexicon(), vocab, known, None)
    assert plain.read.startswith("직선")
    assert plain.tokens["점수"] == plain.tokens["직선"] == CHOSEONG_SHARED_WEIGHT


def test_a_reading_is_weighed_within_the_game_meant(content_searcher):
    s = content_searcher
    ordered, singled = s._choseong_context(["직선", "점수"], ["감점", "마이너스"], game="azul")
    assert ordered == ["점수", "직선"] and singled
    # a tie keeps the vocabulary's order and singles none out
    ordered, singled = s._choseong_context(["직선", "점수"], [], game=None)
    assert ordered == ["직선", "점수"] and not singled


def test_a_reading_is_weighed_by_the_words_typed_beside_it(content_searcher):
    """ㅊㄹ 타일 is 초록 타일 (players write 초록 before 타일, never 차례), ㅈㅎ별 is 주황별, ㄷㅅ에
    is 동시에: the words right before and after a 초성 word weigh its readings, where the
    question's other words (중앙, 라운드: 차례's company) pointed the other way."""
    s = content_searcher
    assert s.asked.adjacency("초록", "", "타일") > s.asked.adjacency("차례", "", "타일") == 0
    cases = [
        ("2라운드인데 중앙에 ㅊㄹ 타일 3개만 남았어요", "초록"),
        ("ㅈㅎ별 1,2,3칸이랑 5칸 채워져 있는데", "주황"),
        ("썸머 파빌리온 ㅈㅂ할 때 공급처에는 타일을 몇 개", "준비"),
        ("보석 두 개가 ㄷㅅ에 움직여서 둘 다 나갔어요", "동시"),
        ("나빗길 점수 똑같으면 그냥 공동 ㅇㅅ이에요", "우승"),
        ("ㅂㄷㅈ ㄱㅈ", "바닥줄감점"),  # a part after the first follows the one read before it
    ]
    for question, word in cases:
        read = s.ask(question)["read_as"] or ""
        assert word in read.replace(" ", ""), (question, read)


def test_the_games_of_a_word_are_the_games_whose_tokens_hold_it(content_searcher):
    # the token-ordered pairs answer as the per-game token lists do, phrases (all their
    # morphemes) included
    s = content_searcher
    lists = {
        game: set(s._game_tokens[s._game_offsets[g] : s._game_offsets[g + 1]].tolist())
        for g, game in enumerate(s.game_order)
    }
    words = [*s.vocabulary.words[:300], *list(s.vocabulary.phrases)[:100]]
    for word in words:
        ids = [s.lexical.index.get(p) for p in s.vocabulary.phrases.get(word, [word])]
        expected = (
            set()
            if None in ids
            else {game for game, held in lists.items() if all(i in held for i in ids)}
        )
        assert s._games_of_word(word) == expected, word
    assert s._games_of_word("귀퉁이") == {"azul-summer-pavilion"}


def test_an_everyday_word_is_never_repaired_into_a_game_word(content_searcher):
    # 고수 (a strong player) was read as 개수, the nearest spelling the rules use
    answer = content_searcher.ask(
        "루미큐브 고수들은 4번째 타일 일부러 안 내고 ㅇㄲ둔다던데 왜 그래요?"
    )
    assert answer["read_as"].startswith("고수들은 4번째 타일")


def test_table_slang_for_a_collision_is_read_as_one(content_searcher):
    # 박다 (to crash into) was repaired to 밖, its nearest spelling, and found the exits
    answer = content_searcher.ask("인디고 보석끼리 박으면 어케됨 ㅋㅋ")
    assert "read_as" not in answer
    assert "collision" in answer["results"][0]["id"]


def test_choseong_glued_to_a_word_is_its_own_word():
    for typed, read in [
        ("ㅈㅋ회수는어떻게", "ㅈㅋ 회수는어떻게"),
        ("여름별장ㅈㅋ몇개까지", "여름별장 ㅈㅋ 몇개까지"),
        ("ㄹㅁㅋㅂㄷㅁ떨어지면", "ㄹㅁㅋㅂㄷㅁ 떨어지면"),
        # a particle typed on the 초성 stays; one typed-out syllable is mixed 초성 (바닥줄)
        ("ㅈㅋ를 회수", "ㅈㅋ를 회수"),
        ("ㅂㄷ줄 감점", "ㅂㄷ줄 감점"),
    ]:
        assert prepare(typed, frozenset())[0] == read, typed


def test_choseong_glued_in_a_question_finds_the_rule(content_searcher):
    first = content_searcher.ask("ㅈㅋ회수는언제해요")["results"][0]
    assert first["id"].startswith("rummikub.") and "joker" in first["id"]


def test_a_word_written_as_it_sounds_is_read_as_spelt():
    from tutor.search.query import liaison_variants

    assert liaison_variants("주레") == ["줄에"]
    assert liaison_variants("나믄") == ["남은"]
    assert liaison_variants("3저민데") == ["3점인데"]
    assert liaison_variants("가나") == ["간아"]  # a variant only; the index decides
    assert liaison_variants("줄에") == []
    # the silent ㅎ given back before a vowel (노아 → 놓아); the index decides which reads
    assert liaison_variants("노으면")[0] == "놓으면"
    assert liaison_variants("너어서")[0] == "넣어서"


def test_liaison_spelling_finds_the_same_answer(content_searcher):
    for spelt, heard, game in [
        (
            "빨간 타일 있는 줄에 파란 타일 같이 놔도 돼",
            "빨간 타일 있는 주레 파란 타일 같이 놔도 돼",
            "azul",
        ),
        ("나빗길 손에 타일 몇 장 들고 해", "나빗길 소네 타일 몇 장 들고 해", None),
    ]:
        first = [content_searcher.ask(q, game=game)["results"][0]["id"] for q in (spelt, heard)]
        assert first[0] == first[1], (spelt, first)


def test_vocabulary_rank_is_by_frequency_and_past_the_end_for_unknown_words():
    vocab = Vocabulary(["공장", "타일", "공짜"])
    assert [vocab.rank(w) for w in ("공장", "공짜", "또", "없는말")] == [0, 2, 3, 3]


def test_prepare_spaces_a_long_run_typed_without_spaces():
    text, _ = prepare("아줄패턴줄은오른쪽부터채우나요", frozenset())
    assert " " in text and text.replace(" ", "") == "아줄패턴줄은오른쪽부터채우나요"
    # a short run is one word, and the autocomplete (respace=False) reads as typed
    assert prepare("바닥줄감점", frozenset()) == ("바닥줄감점", False)
    assert prepare("아줄패턴줄은오른쪽부터채우나요", frozenset(), respace=False)[0] == (
        "아줄패턴줄은오른쪽부터채우나요"
    )
    # the longest runs a question typed without spaces has are spaced; a longer run is
    # pasted text or noise and is read as typed (spacing it costs a second analysis)
    long_question = "나빗길2인보드빈칸이10개남았고각자손에1장씩있어요더미엔몇장남아있어야맞아요" * 2
    assert " " in prepare(long_question, frozenset())[0]
    assert " " not in prepare("타일" * 100, frozenset())[0]
    assert " " not in prepare("바닥줄감점 " + "가" * 81, frozenset())[0].split(" ", 1)[1]


def test_a_shift_reading_of_rare_words_yields_to_a_frequent_word(content_searcher):
    """공자 reads as known words with Shift (공짜) and is one final away from 공장; 도점 reads
    as 또 점 with Shift and is one final away from 동점: both one keystroke, and the word
    the content says far more often is the likelier one."""
    parsed = content_searcher._parse("공자에서 타일 가져올 때", "azul")
    assert "공장" in parsed.read and "공짜" not in parsed.read
    parsed = content_searcher._parse("도점이면 어케되요?", "indigo")
    assert parsed.tokens.get("동점", 0.0) > 0.0 and "또" not in parsed.tokens


def test_a_final_moved_back_onto_a_frequent_one_syllable_word_is_kept(content_searcher):
    # 카네 is 칸에 as it sounds; the edit 칸에 (a word the index holds once, by chance) is
    # rarer than 칸, which one-syllable words are now ranked against
    parsed = content_searcher._parse("3번 카네 놓으면 몇 점이야", "azul")
    assert parsed.tokens.get("칸") == 1.0 and "칸에" not in parsed.tokens


def test_a_shift_reading_stays_when_no_frequent_word_is_one_slip_away(content_searcher):
    # 석어서: no word of the index is a dropped final or a similar letter away
    parsed = content_searcher._parse("주머니에 석어서 넣어요", "azul")
    assert parsed.tokens.get("섞") == 1.0 and "섞어서" in parsed.read


def test_a_number_typed_onto_a_word_is_kept_and_not_taken_for_a_slip():
    # 4번째 is read by the morphology as 4 + 번 (+ 째): a number and a one-syllable counter,
    # not a word cut into one-syllable pieces, so it is neither "repaired" (to 번째, losing
    # the 4 from the reading the engine and the page get) nor weighed as a fragment
    from tutor.search.lexicon import Lexicon
    from tutor.search.query import query_tokens

    vocab = Vocabulary(["번째", "타일", "번", "4"])
    parsed = query_tokens("4번째 타일 ㅌㅇ", Lexicon(), vocab, {"번째", "타일", "번", "4"}, None)
    assert parsed.read.startswith("4번째 타일")
    assert parsed.tokens["4"] == 1.0 and parsed.tokens["번"] == 1.0


def test_a_choseong_question_resembles_asked_questions_as_typed_and_as_read(content_searcher):
    # players' questions are mostly typed out: the resemblance of the question as read
    # (다음 라운드는 …) counts half beside that of the question as typed (다음 ㄹㅇㄷ는 …)
    answer = content_searcher.ask("여름 별장 다음 ㄹㅇㄷ는 누가 먼저 해요")
    assert answer["read_as"] == "다음 라운드는 누가 먼저 해요"
    by_id = {doc.id: n for n, doc in enumerate(content_searcher.docs)}
    for result in answer["results"][:3]:
        index = [by_id[result["id"]]]
        typed = content_searcher.asked.resemblance("다음ㄹㅇㄷ는누가먼저해요", index)[0]
        read = content_searcher.asked.resemblance("다음라운드는누가먼저해요", index)[0]
        assert abs(result["signals"]["asked"] - (typed + read) / 2) < 1e-3


def test_a_choseong_word_is_read_as_the_word_most_entries_say_with_the_others(content_searcher):
    # ㅈㅅ may be 점수 or Indigo's 직선: beside 보석 and 색깔, many entries say 점수, few 직선
    answer = content_searcher.ask("나빗길 보석 색깔별 ㅈㅅ가 뭐야")
    assert answer["read_as"].startswith("보석 색깔별 점수")
    assert answer["results"][0]["id"] == "indigo.scoring.values"


def test_choseong_typed_onto_a_number_is_read(content_searcher):
    # 3ㄹㅇㄷ에 = 3라운드에: the number is no part of the 초성 word
    answer = content_searcher.ask("여름 별장 3ㄹㅇㄷ에 조커 색이 뭐야")
    assert answer["read_as"].startswith("3 라운드에")
    assert answer["results"][0]["id"] == "azul-summer-pavilion.wild.colour"


def test_a_player_count_is_not_made_across_a_choseong_word(content_searcher):
    # the 초성 word read, "2" and "인데" are not "2인" (a two-player question)
    tokens = content_searcher._parse("2 ㄹㅇㄷ 인데 초록 2개", None).tokens
    assert "라운드" in tokens
    assert not any(t.startswith("#") for t in tokens)


def test_a_choseong_word_is_read_beyond_the_first_three_candidates(content_searcher):
    # ㄱㅈ is 공장, 검정, 가지 first; beside 바닥 줄 it is 감점, the fourth
    assert content_searcher.ask("아줄 바닥줄 ㄱㅈ 몇점")["read_as"].startswith("바닥 줄 감점")
    assert content_searcher.ask("아줄 ㄱㅈ에서 타일 가져오기")["read_as"].startswith("공장에서")


def test_a_particle_after_choseong_keeps_the_readings_it_fits():
    from tutor.search.query import fits_particle

    assert fits_particle("세팅", "은") and not fits_particle("세트", "은")
    assert fits_particle("점수", "가") and not fits_particle("직선", "가")
    assert fits_particle("조커", "를") and not fits_particle("공장", "를")
    assert fits_particle("공장", "에서") and fits_particle("조커", "에서")  # either
    assert fits_particle("3", "은") and fits_particle("2", "가")  # 삼은, 이가: as read aloud
    # 으로 after a final consonant but ㄹ; 로 after a vowel or ㄹ
    assert fits_particle("벌칙", "으로") and not fits_particle("배치", "으로")
    assert fits_particle("배치", "로") and fits_particle("바닥줄", "로")
    assert not fits_particle("바닥줄", "으로") and not fits_particle("벌칙", "로는")


def test_a_reading_the_particle_does_not_fit_comes_after_those_it_fits(content_searcher):
    # ㅅㅌ is 세트, 센터, 센타, 선택: with 은 typed after it, only 선택 can carry it
    read = content_searcher.ask("아줄 여름별장 4인 ㅅㅌ은 어떻게 해요?")["read_as"]
    assert not read.startswith(("4인 세트", "4인 센터"))
    # ㅂㅊ is 벌칙, 배치, 보충, 반칙: 배치 never carries 으로 (배치로)
    read = content_searcher.ask("ㅂㅊ으로 타일 3개 받는 경우")["read_as"]
    assert not read.startswith("배치")


def test_a_choseong_word_is_read_as_a_word_the_question_says_in_full(content_searcher):
    # ㅊㄹ is 차례 before 초록 by itself; 초록 said elsewhere in the question decides it
    read = content_searcher.ask("2라운드에 초록 타일 2개밖에 없는데 ㅊㄹ 별 2칸에 놔도 돼?")[
        "read_as"
    ]
    assert "초록 별" in read


def test_choseong_with_a_syllable_typed_on_is_read_without_it(content_searcher):
    # ㅍㅅ한 spells no word of three syllables: ㅍㅅ is read, 한 follows it (it was dropped)
    read = content_searcher.ask("여름 별장 ㅍㅅ한 다음에 또 타일 놓을 수 있나")["read_as"]
    assert read.startswith("패스한 다음에")
    assert content_searcher.ask("ㅂㄷ줄 감점")["read_as"].startswith("바닥 줄")  # mixed 초성


def test_the_copula_after_choseong_agrees_with_its_reading(content_searcher):
    # ㄱㅈ is 가지, 감점, 공장 …: 이야 follows a final consonant, so not 가지
    read = content_searcher.ask("시작 플레이어 표식 가져가면 ㄱㅈ이야?")["read_as"]
    assert "가지" not in read


def test_a_closed_syllable_no_word_is_repaired_to_the_word_one_letter_away(content_searcher):
    parsed = content_searcher._parse("아줄 공장 먗 개 놓아요", "azul")
    assert parsed.tokens.get("몇", 0.0) > 0.0 and "몇 개" in parsed.read
    # an open syllable has too many neighbours (벼: 별, 벽, 변 …), a common word is a word
    parsed = content_searcher._parse("여름 별장 벼 다 채우면", "azul-summer-pavilion")
    assert "벼" in parsed.read.split(" ")
    assert content_searcher.vocabulary.correct_syllable("뵬") == [("별", 0.5)]  # ㅛ for ㅕ


def test_a_mistyped_word_before_a_copula_is_repaired_without_it():
    """호밖이라는 보석: the word asked about comes before 이라는 (three syllables), which the
    repair takes off as it does a particle of one or two (it tried 호밖이라는, 호밖이라, 호밖이)."""
    from tutor.search.query import _Budget, _correct_eojeol

    vocab = Vocabulary(["호박", "보석"])
    for typed in ("호밖이라는", "호밖이라고", "호밖이에요"):
        assert _correct_eojeol(typed, vocab, None, _Budget(24))[0][0] == "호박", typed
    assert _correct_eojeol("호밖이라는", vocab, None, _Budget(24))[0][1] == 0.5 + 0.25
    # a word too short once the copula is off is not repaired through it
    assert _correct_eojeol("라이라는", Vocabulary(["라운드"]), None, _Budget(24)) == []
