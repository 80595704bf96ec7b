from tutor.search.index import _field_tokens, _game_concepts
from tutor.search.lexicon import Concept, Lexicon


def make() -> Lexicon:
    lexicon = Lexicon()
    lexicon.add_concept(Concept("azul.term.factory", "azul", ("공장", "팩토리", "타일진열대")))
    lexicon.add_concept(Concept("azul.term.wall", "azul", ("벽", "wall")))
    lexicon.add_concept(Concept("indigo.term.gem", "indigo", ("보석", "젬", "gem")))
    lexicon.components["바닥줄"] = ["바닥", "줄"]
    return lexicon


def test_any_synonym_names_the_concept_spacing_and_particles_aside():
    lexicon = make()
    assert lexicon.concepts_in("팩토리에서 가져오기", []) == ["azul.term.factory"]
    assert lexicon.concepts_in("타일 진열대가 비면", []) == ["azul.term.factory"]
    assert lexicon.concepts_in("gem score", ["gem", "score"]) == ["indigo.term.gem"]


def test_one_syllable_synonyms_must_be_whole_morphemes():
    lexicon = make()
    assert lexicon.concepts_in("벽에 붙이기", ["벽", "붙이"]) == ["azul.term.wall"]
    assert lexicon.concepts_in("철벽", ["철벽"]) == []
    assert lexicon.concepts_in("젬 몇 점", ["젬", "몇", "점"]) == ["indigo.term.gem"]


def test_an_object_before_its_verbal_noun_names_the_compound():
    lexicon = make()
    lexicon.add_concept(Concept("rummikub.term.retrieve-joker", "rummikub", ("조커회수",)))
    forms = ["조커", "회수", "바로", "쓰"]
    assert lexicon.concepts_in("조커를 회수하면 바로 써?", forms) == [
        "rummikub.term.retrieve-joker"
    ]
    # neighbours only through 을/를: "보석 있는 칸" is not the phrase 보석칸
    lexicon.add_concept(Concept("indigo.term.treasure-tile", "indigo", ("보석칸",)))
    assert lexicon.particle_phrases(["보석", "칸"], "보석 있는 칸 옆") == []
    assert lexicon.particle_phrases(["조커", "회수"], "조커는 회수 못 해") == []
    # a direction before a line: 세로로 한 줄 is the phrase 세로 한 줄
    lexicon.add_concept(Concept("azul.term.row-column", "azul", ("세로한줄",)))
    assert lexicon.particle_phrases(["세로", "한", "줄"], "세로로 한줄 완성") == ["세로한줄"]


def test_a_phrase_never_begins_inside_a_word():
    lexicon = make()
    lexicon.add_concept(Concept("azul.term.first-player-marker", "azul", ("선타일",)))
    lexicon.add_concept(Concept("azul.term.tile", "azul", ("타일",)))
    marker = "azul.term.first-player-marker"
    # 선 타일 is spelt inside 대각선 타일, but 대각선 is one word
    assert marker not in lexicon.concepts_in("대각선 타일도 이어져?", ["대각선", "타일", "잇"])
    assert marker in lexicon.concepts_in("선 타일 가져가면", ["선", "타일", "가져가"])
    # a word that is itself a term may hold another one (보물 타일 holds 타일)
    lexicon.add_concept(Concept("indigo.term.treasure-tile", "indigo", ("보물타일",)))
    assert "azul.term.tile" in lexicon.concepts_in("보물타일 옆", ["보물타일", "옆"])


def test_user_word_components_are_added_at_lower_weight():
    tokens = make().expand(["바닥줄", "감점"])
    assert tokens == [("바닥줄", 1.0), ("바닥", 0.5), ("줄", 0.5), ("감점", 1.0)]


def test_field_tokens_add_concepts_of_the_game_only():
    lexicon = make()
    tokens = dict(_field_tokens(lexicon, "팩토리 보석", _game_concepts(lexicon)["azul"]))
    assert "@azul.term.factory" in tokens
    assert "@indigo.term.gem" not in tokens


def test_canonical_replaces_synonyms_by_the_terms_title():
    lexicon = make()
    assert lexicon.canonical("팩토리에서가져오기") == "공장에서가져오기"
    assert lexicon.canonical("타일진열대비면", game="indigo") == "타일진열대비면"
