"""Quality on blind set 2 (issue 19 §2).

blind2.yaml holds 256 questions written by an engineer who had read only the rules, never the
entries, and labelled afterwards by reading each question's `answer` sentence. The questions
are asked with no game filter (as from the home page): `about` is the game meant. The search
was never tuned on these phrasings; a failure is fixed in a mechanism or in the content, then
re-measured with ``python tests/search/measure.py``. The floors are the measured scores minus a
margin, so a later change cannot silently make the search worse on them.
"""

from collections import Counter

import pytest
from question_sets import GAMES, accepted, load, ranked, scores

CASES = load("blind2")["questions"]
STYLES = {
    "plain",
    "banmal",
    "typo",
    "spacing",
    "choseong",
    "keyboard",
    "english",
    "situational",
    "edge",
    "reallife",
}
# Measured (2026-12-01, 256 questions): before issue 19 top-1 0.730, top-3 0.898; now
# top-1 0.820, top-3 0.926; the 157 that name no game 0.783 / 0.911. After the issue 19 §2
# mechanisms: top-1 0.859, top-3 0.941; no game named 0.834 / 0.936. After the content pass (rule
# aliases in players' words, FAQ titles naming their case): top-1 0.879, top-3 0.953; no game
# named 0.847 / 0.943. After the engine's verdicts rank their rule first and six more
# computed kinds (three chosen from this set's situational misses, see the README): top-1 0.906,
# top-3 0.969; no game named 0.879 / 0.968. After the search fixes of the evening (see the
# README): top-1 0.922, top-3 0.973; no game named 0.898 / 0.968. Floors: minus 0.03.
MIN_TOP1 = 0.892
MIN_TOP3 = 0.943
MIN_UNNAMED_TOP1 = 0.868
MIN_UNNAMED_TOP3 = 0.938


def test_blind2_is_large_spread_and_a_third_names_no_game():
    assert len(CASES) >= 220
    assert set(Counter(c["style"] for c in CASES)) == STYLES
    assert {c["about"] for c in CASES} == GAMES
    assert min(Counter(c["about"] for c in CASES).values()) >= 50
    assert sum(not c["named"] for c in CASES) * 3 >= len(CASES)
    assert sum(c["style"] == "situational" for c in CASES) >= 20
    # Asked without a filter; every label belongs to the game the question is about, but
    # for questions every game answers alike (play time) when they name no game.
    assert all("game" not in c and c["id"].startswith(c["about"] + ".") for c in CASES)
    assert all(c["answer"].strip() for c in CASES)


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
