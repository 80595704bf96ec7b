"""Quality on blind set 3 (issue 19 §2).

blind3.yaml holds 200 questions written blind after the night's changes (2026-12-01) by an
engineer who had read only the rules, and labelled by a second who read each `answer` and the
entries. It was measured once as the search then stood; nothing was tuned on it. The floors are
that measurement minus a margin, so a later change cannot silently make it worse.
"""

from collections import Counter

import pytest
from question_sets import GAMES, accepted, load, ranked, scores

CASES = load("blind3")["questions"]
# Measured 2026-12-01 (200 questions), once: top-1 0.775, top-3 0.895; the 69 that name no
# game 0.725 / 0.826; situational questions 0.393 / 0.750. After the situational readers (written
# from another blind set, not this one): 0.780 / 0.900; no game named 0.754 / 0.841. Floors: the
# first measurement minus 0.03.
MIN_TOP1 = 0.745
MIN_TOP3 = 0.865
MIN_UNNAMED_TOP1 = 0.695
MIN_UNNAMED_TOP3 = 0.796


def test_blind3_is_spread_over_games_and_styles():
    assert len(CASES) >= 200
    assert {c["about"] for c in CASES} == GAMES
    assert min(Counter(c["about"] for c in CASES).values()) >= 50
    assert len({c["style"] for c in CASES}) == 10
    assert sum(not c["named"] for c in CASES) * 3 >= len(CASES)
    assert all("game" not in c and c["id"].startswith(c["about"] + ".") for c in CASES)
    assert len({c["q"] for c in CASES}) == len(CASES)


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
