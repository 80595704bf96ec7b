"""Everyday English words in questions (colloquial.yaml ``english``)."""

from tutor.search.colloquial import expand_english
from tutor.search.query import prepare

VOCAB = frozenset({"azul", "factory", "floor", "line", "tiles", "scoring", "penalty"})


def test_an_everyday_word_the_content_does_not_use_becomes_korean():
    assert expand_english("azul game end condition", VOCAB) == "azul game 끝 조건"


def test_a_plural_the_content_does_not_use_is_read_as_its_singular():
    assert expand_english("factories", VOCAB) == "factory"
    assert expand_english("tiles", VOCAB) == "tiles"  # the content's own plural stays


def test_a_word_the_content_uses_keeps_its_place_and_gains_the_korean():
    assert expand_english("wall scoring", VOCAB) == "벽 scoring 점수"
    assert expand_english("floor line penalty", VOCAB) == "floor line penalty"


def test_prepare_reads_english_after_normalising():
    text, repaired = prepare("Azul: how many Factories?", VOCAB)
    assert text == "azul 어떻게 몇 factory" and not repaired


def test_an_everyday_english_word_is_not_read_as_korean_typed_in_english_mode():
    # t-i-e types 샫 on a 두벌식 keyboard, but "tie" is an English word of rules questions.
    text, repaired = prepare("indigo tie", VOCAB)
    assert text == "indigo 동점" and not repaired
    assert prepare("qkekrwnf", VOCAB) == ("바닥줄", True)
