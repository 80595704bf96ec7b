"""Quality on the tuning set (issue 19 §2).

tune.yaml holds 200 questions written blind, like blind set 2 (an engineer who had read only the
rules wrote them; another labelled them by reading each `answer` and the entries). It is the set
the search's weights are chosen on beside the dev set, so its floors guard against a change that
helps the dev set's wording but not a stranger's. Asked with no game filter.
"""

from collections import Counter

import pytest
from question_sets import GAMES, accepted, load, ranked, scores

CASES = load("tune")["questions"]
# Measured 2026-12-01 when the set was written (200 questions): top-1 0.790, top-3 0.905;
# the 68 that name no game 0.779 / 0.853. After the computed kinds chosen from its
# situational misses (Azul and Summer Pavilion takes, Indigo gem points, Rummikub racks)
# and the deciding rule's weight: 0.810 / 0.920; no game named 0.779 / 0.882. With a player count
# said in passing: 0.820 / 0.920. Floors: minus 0.03.
MIN_TOP1 = 0.790
MIN_TOP3 = 0.890


def test_tune_is_spread_over_games_and_styles():
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
