"""Quality on the development set (issue 3): top-1 >= 0.90, top-3 >= 0.97.

Measured after the issue 19 §2 mechanisms (426 questions): top-1 0.939, top-3 0.984. After the
content pass on rule aliases and FAQ titles (693 questions, 267 of them new: general rule questions,
positions with numbers, English, 초성, buyers' questions): top-1 0.948, top-3 0.990; after the
search fixes of 2026-12-01 evening 0.954 / 0.994; with the deciding rule's weight 0.955 / 0.994; with a player count said in passing 0.957 / 0.994. The top-1 floor is that minus 0.03; the top-3
floor stays the issue's goal (higher than measured minus 0.03).

The set (devset.yaml) is written in players' styles and labelled by hand; it covers every
FAQ and rule topic of the four games. Improve the mechanisms, not the set's phrasings.
"""

from collections import Counter

import pytest
from question_sets import accepted, load, ranked, scores

MIN_TOP1 = 0.924
MIN_TOP3 = 0.97

DEVSET = load("devset")
CASES = DEVSET["questions"]
STYLES = {
    "plain",
    "typo",
    "spacing",
    "choseong",
    "keyboard",
    "slang",
    "synonym",
    "english",
    "nogame",
}


def test_devset_is_large_and_covers_every_style():
    assert len(CASES) >= 200
    assert set(Counter(c["style"] for c in CASES)) == STYLES
    assert all(c["q"].strip() and c["id"] for c in CASES)


def test_every_label_is_an_entry(content_searcher):
    known = set(content_searcher.by_id)
    assert [c for c in CASES if not accepted(c) <= known] == []


def test_every_faq_and_rule_is_covered(content_searcher):
    labelled = {i for c in CASES for i in accepted(c)}
    topics = {d.id for d in content_searcher.docs if d.kind in ("faq", "rule")}
    missing = sorted(topics - labelled)
    # Content keeps growing; a handful of brand-new entries may wait for the next pass.
    assert len(missing) <= max(3, len(topics) // 20), missing


@pytest.fixture(scope="module")
def got(held_out_searcher):
    """Asked of a build without the dev set's questions: the search learns from them
    (``fold_sets.py``)."""
    return ranked(held_out_searcher("devset"), CASES)


def test_top1_and_top3(got):
    top1, top3, failures = scores(CASES, got)
    assert top1 >= MIN_TOP1, failures
    assert top3 >= MIN_TOP3, failures


def test_questions_without_an_answer_are_not_confident(content_searcher):
    sure = [q for q in DEVSET["unanswerable"] if content_searcher.ask(q)["confident"]]
    assert len(sure) <= len(DEVSET["unanswerable"]) // 5, sure


def test_a_question_every_game_answers_shows_several_games(content_searcher):
    answer = content_searcher.ask("시작 플레이어는 누가 해?")
    assert answer["game"] is None
    assert len({r["game"] for r in answer["results"][:3]}) >= 2
    assert len(answer["games"]) >= 2
