"""Questions real players asked (issue 19 §1): realplayers.yaml.

Each question was found in public material (rules forums, Q&A pages, issue trackers of open
implementations), rendered in Korean in our own words and kept with its provenance: the
source's address and title, and a one-line English gist of what was asked. Every question
is labelled with the entry that answers it directly; where none did, the entry was written.
"""

import re
from collections import Counter

import pytest
from question_sets import GAMES, accepted, load, ranked, scores

DATA = load("realplayers")
CASES = DATA["questions"]
SOURCES = DATA["sources"]
# Measured (2026-12-01, 175 questions): on the content before issue 19 top-1 0.771,
# top-3 0.886 (three questions had no entry at all); then top-1 0.903, top-3 0.966; after
# the issue 19 §2 mechanisms top-1 0.897, top-3 0.977; after the content pass (rule aliases in
# players' words, FAQ titles naming their case) top-1 0.920, top-3 0.989; with the engine's
# verdicts ranking their rule first and the computed kinds of the README, 0.937 / 0.989; after
# the search fixes of the evening 0.943 / 0.983; with the resemblance to the questions players
# ask (asked.yaml, 2026-12-02) 0.960 / 0.994; with a model per game learned from them 0.971 /
# 1.000. Floors: measured minus 0.03 (of 0.943 / 0.983).
MIN_TOP1 = 0.913
MIN_TOP3 = 0.953


def test_at_least_150_questions_over_every_game_with_provenance():
    assert len(CASES) >= 150
    per_game = Counter(c["id"].split(".")[0] for c in CASES)
    assert set(per_game) == GAMES and min(per_game.values()) >= 30
    for case in CASES:
        source = SOURCES[case["src"]]
        assert re.match(r"https?://", source["url"]) and source["title"].strip()
        # The gist is one English line; the question is Korean (never a copied sentence).
        assert case["gist"].isascii() and "\n" not in case["gist"] and len(case["gist"]) > 10
        assert re.search(r"[가-힣]", case["q"]) or case["style"] == "english"
    assert set(SOURCES) == {c["src"] for c in CASES}  # no source kept without a question


def test_every_game_answers_a_first_time_buyer():
    # Players, age, play time, components and their count, who starts, set-up by count.
    reallife = Counter(c["id"].split(".")[0] for c in CASES if c["style"] == "reallife")
    assert set(reallife) == GAMES and min(reallife.values()) >= 5


def test_every_label_is_an_entry(content_searcher):
    known = set(content_searcher.by_id)
    assert [c for c in CASES if not accepted(c) <= known] == []


@pytest.fixture(scope="module")
def got(content_searcher):
    return ranked(content_searcher, CASES)


def test_top1_and_top3(got):
    top1, top3, failures = scores(CASES, got)
    assert top1 >= MIN_TOP1, (top1, failures)
    assert top3 >= MIN_TOP3, (top3, failures)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("첫 등록 할 수 있으면 무조건 해야 되나요?", "rummikub.faq.initial-meld-optional"),
        ("세트 가진 거 다 안 내고 몇 장 남겨 둬도 돼?", "rummikub.faq.keep-tiles-back"),
        ("조커 옆에 있는 타일 다 빼 가서 조커만 남겨도 돼?", "rummikub.faq.joker-alone"),
    ],
)
def test_the_three_questions_that_had_no_entry_are_answered_first(
    content_searcher, question, answer
):
    assert content_searcher.ask(question)["results"][0]["id"] == answer
