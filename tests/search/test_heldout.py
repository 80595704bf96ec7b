"""Quality on the held-out set (issue 3, second pass).

heldout.yaml was written the way first-time players type on a phone, each question before
looking at how the content words its topic, and labelled afterwards. The search was never
tuned on its phrasings: a failure here is fixed in a mechanism (normalisation, repairs,
morphology, synonyms from the glossary, game detection, fusion), then re-measured with
``python tests/search/measure.py``. The floors are the measured scores minus a margin, so
a later change cannot silently make the search worse on questions it has not seen.
"""

from collections import Counter

import pytest
from question_sets import GAMES, accepted, load, ranked, scores

HELDOUT = load("heldout")
CASES = HELDOUT["questions"]
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
# Measured (2026-11-30, 210 questions): top-1 0.805, top-3 0.952; the 46 that name no
# game: 0.891 / 0.957. After issue 19 (2026-12-01): top-1 0.838, top-3 0.952; after the
# issue 19 §2 mechanisms (초성 with particles, positions, methods, other cases): top-1 0.848,
# top-3 0.948; the 46 that name no game 0.913 / 0.913. After the content pass (rule aliases in
# players' words, FAQ titles naming their case): top-1 0.876, top-3 0.957; no game named
# 0.913 / 0.957. With the set-up order entries: 0.867 / 0.952 (「아줄 셋팅 어떻게 해」 and
# 「인디고 준비 방법」 now get the whole set-up, which the pooled judgments accept and the labels,
# one part of the set-up each, do not). After the search fixes of the evening (particle
# phrases, 초성 terms counted once, phrases only at word starts, trigram weight, player counts,
# table talk): top-1 0.914, top-3 0.976; no game named 0.957 / 1.000. With one more Indigo FAQ
# (a gem never re-enters the centre): 0.910 / 0.976 (「보물 타일 옆에 길 연결하면」 swaps two
# Indigo entries as the word statistics move); with Summer Pavilion's fuller set-up order 0.905 /
# 0.976 (「한 턴에 타일 몇 개 놓을 수 있어」 swaps a Summer Pavilion FAQ and Azul's components).
# With the resemblance to the questions players ask (asked.yaml, 2026-12-02): 0.886 / 0.967,
# no game named 0.978 / 1.000 (four fewer first: six fewer naming a game, two more not; the set's
# questions were not read: the blind sets 3–5 gained 3.5–6.5 %p with the same change). With a
# model per game learned from those questions (2026-12-02, fifth session): 0.881 / 0.971, no game
# named 0.957 / 1.000.
# Floors: measured minus 0.03 (minus 0.04 for the smaller group), the latest measurement.
MIN_TOP1 = 0.856
MIN_TOP3 = 0.937
MIN_UNNAMED_TOP1 = 0.917
MIN_UNNAMED_TOP3 = 0.960


def test_heldout_is_large_and_spread_over_games_and_styles():
    assert len(CASES) >= 150
    assert set(Counter(c["style"] for c in CASES)) == STYLES
    assert {c["id"].split(".")[0] for c in CASES} == GAMES
    assert min(Counter(c["id"].split(".")[0] for c in CASES).values()) >= 30
    assert sum(not c["named"] for c in CASES) >= 20


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


def test_questions_that_name_no_game(got):
    pairs = [(c, ids) for c, ids in zip(CASES, got, strict=True) if not c["named"]]
    top1, top3, failures = scores([c for c, _ in pairs], [ids for _, ids in pairs])
    assert top1 >= MIN_UNNAMED_TOP1, (top1, failures)
    assert top3 >= MIN_UNNAMED_TOP3, (top3, failures)
