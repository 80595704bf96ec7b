"""What kind of answer a question wants (query.intent_of / intent_factor)."""

from tutor.search.query import (
    OTHER_EXTREME_PENALTY,
    OTHER_NUMBERS_PENALTY,
    OTHER_VALUE_PENALTY,
    POSITION_RULE_BOOST,
    PROCEDURE_BOOST,
    SAME_MOMENT_BOOST,
    TIP_BOOST,
    YES_NO_PENALTY,
    intent_factor,
    intent_of,
    numbers_in,
)

TABLE = True  # the body is a table


def test_numbers_are_digits_and_native_counts_of_a_position():
    assert numbers_in("4라운드인데 파랑 1개랑 노랑 2개로 파란 별 3번 돼요") == {4, 1, 2, 3}
    assert numbers_in("바닥 줄에 타일 네 장과 표식") == {4}
    assert numbers_in("세로줄 세트 네모") == set()  # 세로, 세트: not counts
    assert numbers_in("첫 등록이 29점이면") == set()  # a score threshold, not a position


def test_cues():
    assert intent_of("아줄 몇 살부터 할 수 있어요").overview
    assert intent_of("한 판 얼마나 걸려요").overview
    assert intent_of("나빗길 몇 명이서 해요").overview
    assert not intent_of("2명이면 공장 몇 개").overview
    assert intent_of("루미큐브 타일 총 몇 개예요").components
    assert intent_of("ㄱㄹㅍ 몇 개 들어 있어").components
    assert intent_of("바닥 줄 감점 몇 점씩이에요").table
    assert intent_of("조커 색 라운드별로 뭐야").table
    assert intent_of("보너스 몇 점").value and not intent_of("보너스 받나요").value
    assert intent_of("연속은 최소 몇 장부터").extreme == "min"
    assert intent_of("연속 최대 몇 장까지").extreme == "max"
    assert intent_of("1부터 13까지 최소 최대").extreme is None
    assert intent_of("탑은 뭐에 쓰는 거예요").purpose


def test_factors():
    # A buyer's facts: the overview section; the box: the components section.
    assert intent_factor(intent_of("몇 살부터"), "rule", "인원, 시간, 나이", "overview", False) > 1
    assert intent_factor(intent_of("몇 살부터"), "rule", "인원, 시간, 나이", "setup", False) == 1
    assert (
        intent_factor(intent_of("상자에 뭐 들어 있어"), "rule", "구성물", "components", False) > 1
    )
    # A table asked for, or a value: the entry that prints a table.
    assert (
        intent_factor(intent_of("감점 몇 점씩"), "rule", "감점", "floor", TABLE)
        > intent_factor(intent_of("감점 몇 점"), "rule", "감점", "floor", TABLE)
        > 1
    )
    # A value asked for: a yes/no FAQ or a worked example with its own numbers falls back.
    assert (
        intent_factor(
            intent_of("별 보너스 몇 점"), "faq", "별을 다 채우면 보너스를 받나요?", "end", False
        )
        == YES_NO_PENALTY
    )
    assert (
        intent_factor(
            intent_of("감점 몇 점"),
            "faq",
            "바닥 줄에 타일 네 장이 있으면 몇 점 감점인가요?",
            "floor",
            False,
        )
        == YES_NO_PENALTY
    )
    assert (
        intent_factor(
            intent_of("중앙에서 가져가면 몇 점 잃어"),
            "faq",
            "중앙에서 처음 가져가면 몇 점을 잃나요?",
            "draft",
            False,
        )
        == 1
    )
    # A position with numbers: the example about other values falls back, the same one not.
    other = intent_factor(
        intent_of("파랑 1개랑 노랑 2개로 파란 별 3번 돼요"),
        "faq",
        "파랑 2장과 조커 3장으로 파란 별 5번 칸을 채울 수 있나요?",
        "place",
        False,
    )
    assert other == OTHER_NUMBERS_PENALTY
    assert (
        intent_factor(
            intent_of("13 다음에 1 이어서 연속"),
            "faq",
            "12-13-1처럼 13 다음에 1을 이어도 되나요?",
            "sets",
            False,
        )
        == 1
    )
    # The other extreme.
    assert (
        intent_factor(
            intent_of("연속은 최소 몇 장부터"),
            "faq",
            "연속은 최대 몇 장까지 이을 수 있나요?",
            "sets",
            False,
        )
        == OTHER_EXTREME_PENALTY * YES_NO_PENALTY**0
    )  # asks a value itself: no yes/no fall


def test_the_rule_beats_the_worked_example_in_the_content(content_searcher):
    first = content_searcher.ask("아줄 바닥줄 감점 칸마다 몇 점씩이야")["results"][0]["id"]
    assert first == "azul.floor.penalty"
    first = content_searcher.ask("여름 별장 별 완성 보너스 몇 점")["results"][0]["id"]
    assert first == "azul-summer-pavilion.end.star-bonus"
    first = content_searcher.ask("루미큐브 연속은 최소 몇 장이야")["results"][0]["id"]
    assert first == "rummikub.sets.run"


def test_a_buyers_question_gets_the_overview(content_searcher):
    for question, answer in [
        ("아줄 몇 살부터 해요", "azul.overview.players"),
        ("나빗길 한 판 얼마나 걸려요", "indigo.overview.players"),
        ("루미큐브 상자에 타일 몇 개 들어 있어요", "rummikub.components.tiles"),
    ]:
        assert content_searcher.ask(question)["results"][0]["id"] == answer, question


def test_a_position_with_numbers_prefers_the_rule():
    position = intent_of("빨강 7 8 9 옆에 붙은 조커 빼려면")
    assert position.position
    assert not intent_of("2인이면 공장 몇 개").position  # one number is not a position
    assert intent_factor(position, "rule", "조커 빼 오기", None, False) == POSITION_RULE_BOOST
    assert intent_factor(position, "faq", "빼 온 조커를 다시 붙여도 되나요?", None, False) == 1.0


def test_a_method_asked_for_prefers_the_rule_not_a_case():
    method = intent_of("벽 점수 세는 법")
    assert method.procedure and intent_of("조커 빼 오는 방법").procedure
    assert not intent_of("주머니가 비면 어떻게 해").procedure  # a case, answered by an FAQ
    assert intent_factor(method, "rule", "새 벽 타일의 점수", None, False) == PROCEDURE_BOOST
    assert intent_factor(method, "faq", "줄 여러 개를 채우면 순서는?", None, False) == 1.0


def test_an_faq_naming_a_term_the_question_does_not_is_another_case(content_searcher):
    from tutor.search.query import other_case

    lexicon = content_searcher.lexicon
    # The build stores the concepts each title names: 빼 온 조커를 받침대에 … = joker and rack.
    keep = content_searcher.by_id["rummikub.faq.joker-keep-on-rack"].title_concepts
    assert {"rummikub.term.joker", "rummikub.term.rack"} <= keep
    assert other_case(lexicon, keep, frozenset({"rummikub.term.joker"}))
    assert not other_case(lexicon, keep, frozenset({"rummikub.term.joker", "rummikub.term.rack"}))
    assert not other_case(lexicon, keep, frozenset())  # no term asked: nothing to compare
    # Terms of another game than the question's say nothing about its case.
    gray = content_searcher.by_id["azul.faq.gray-no-space"].title_concepts
    assert gray and not other_case(lexicon, gray, frozenset({"rummikub.term.joker"}))


def test_a_general_question_about_a_term_gets_the_rule(content_searcher):
    ids = [
        r["id"]
        for r in content_searcher.ask("루미큐브 그룹에 같은 숫자 몇 장까지 들어가?")["results"]
    ]
    assert ids[0] == "rummikub.sets.group"


def test_what_is_it_per_space_asks_for_the_table_not_the_glossary(content_searcher):
    assert intent_of("바닥 줄 칸별로 감점이 뭐야").table
    ids = [r["id"] for r in content_searcher.ask("아줄 바닥 줄 칸별로 감점이 뭐야?")["results"]]
    assert ids[0] == "azul.floor.penalty"


def test_the_first_round_or_a_next_one():
    # "다음 라운드는 누가 먼저" is not "첫 라운드는 누가 먼저": the entry about the other moment
    # falls back, as one about the other extreme does
    assert intent_of("여름 별장 다음 라운드는 누가 먼저 해요").moment == "next"
    assert intent_of("첫 라운드는 누가 먼저 해요").moment == "first"
    assert intent_of("라운드 끝나면 표식은 어디 둬요").moment == "next"
    assert intent_of("새 라운드는 누가 시작해요").moment == "next"  # 새 라운드: the next one
    assert intent_of("1라운드에 가져온 보라, 2라운드에도 조커예요?").moment is None
    assert intent_of("첫 라운드 다음 라운드 차이").moment is None
    asked = intent_of("다음 라운드는 누가 먼저 시작해요")
    assert (
        intent_factor(asked, "rule", "첫 라운드는 가장 어린 사람이 시작합니다", "setup", False)
        == OTHER_EXTREME_PENALTY
    )
    # the rule titled with the next round asked lifts a little (the two tie on words)
    assert (
        intent_factor(asked, "rule", "다음 라운드는 토큰을 가진 사람이", "round", False)
        == SAME_MOMENT_BOOST
    )
    assert intent_factor(asked, "term", "첫 라운드", None, False) == 1  # a term: its name only
    # the first round asked: no lift (a question that names no round means the first)
    first = intent_of("첫 라운드는 누가 먼저 해요")
    assert (
        intent_factor(first, "rule", "첫 라운드는 가장 어린 사람이 시작합니다", "setup", False) == 1
    )


def test_the_next_rounds_first_player_is_not_the_first_rounds(content_searcher):
    from question_sets import ask

    got = ask(content_searcher, "여름 별장 다음 라운드는 누가 먼저 해요?")["results"]
    assert got[0]["id"] == "azul-summer-pavilion.prepare.start-player"


def test_may_i_asks_the_rule_and_should_i_the_tip(content_searcher):
    from tutor.search.searcher import PERMISSION_CUE, STRATEGY_CUE

    # "May I?" asks what the rules allow: the rule before the tip on when it is wise to
    assert PERMISSION_CUE.search("루미큐브조커언제쓸수있어")
    assert PERMISSION_CUE.search("조커언제써도돼")
    assert not PERMISSION_CUE.search("보석두개가부딪히면어떻게돼")  # what happens, not may
    first = content_searcher.ask("루미큐브 조커 언제 쓸 수 있어")["results"][0]
    assert first["kind"] == "rule", first["id"]
    # "Should I?" still prefers the tip
    assert STRATEGY_CUE.search("루미큐브조커언제쓰는게좋아")
    first = content_searcher.ask("루미큐브 조커 언제 쓰는게 좋아")["results"][0]
    assert first["id"] == "rummikub.tip.joker-timing"


def test_a_value_of_another_kind_is_another_question(content_searcher):
    """몇 점 asks for points: the FAQ that asks 몇 장 (the tiles dealt) answers another question,
    and the rule that names the 30 points comes first (a usability tester's 「처음에 몇점
    내야돼?」 got 「한 사람당 14장입니다」)."""
    points = intent_of("처음에 몇점 내야돼")
    assert points.asked_kinds == {"points"}
    title = "처음에 타일을 몇 장씩 받나요?"
    assert intent_factor(points, "faq", title, None, False) == OTHER_VALUE_PENALTY
    assert intent_factor(intent_of("처음에 몇 장 받아"), "faq", title, None, False) == 1.0
    assert intent_factor(points, "rule", title, None, False) == 1.0  # FAQs ask; rules state
    first = content_searcher.ask("처음에 몇점 내야돼?", game="rummikub")["results"][0]
    assert first["id"] == "rummikub.meld.initial-30"


def test_advice_asked_for_is_answered_by_the_tips(content_searcher):
    for asked in ("루미큐브 전략", "아줄 개꿀팁", "첫 판 요령", "나빗길 잘하는 법"):
        assert intent_of(asked).tip, asked
    assert not intent_of("조커 언제 가져와").tip
    assert (
        intent_factor(intent_of("루미큐브 전략"), "tip", "조커는 아껴 두세요", None, False)
        == TIP_BOOST
    )
    first = content_searcher.ask("루미큐브 전략")["results"][0]
    assert first["id"].startswith("rummikub.tip.")
