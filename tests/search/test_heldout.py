"""Quality on the held-out set (issue 3, second pass).

heldout.yaml was written the way first-time players type on a phone, each question before
looking at how the content words its topic, and labelled afterwards. The search was never
tuned on its phrasings: a failure here is fixed in a mechanism (normalisation, repairs,
morphology, synonyms from the glossary, game detection, fusion), then re-measured with
``python tests/search/measure.py``. The floors are the measured scores minus a margin, so
a later change cannot silently make the search worse on questions it has not seen.
"""

from collections import Counter
from pathlib import Path

import pytest
import yaml
from question_sets import ask

HELDOUT = yaml.safe_load((Path(__file__).parent / "heldout.yaml").read_text(encoding="utf-8"))
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
GAMES = {"azul", "azul-summer-pavilion", "indigo", "rummikub"}
# Measured (2026-11-30, 210 questions): top-1 0.805, top-3 0.952; the 46 that name no
# game: 0.891 / 0.957. After issue 19 (2026-12-01): top-1 0.838, top-3 0.952; after the
# issue 19 §2 mechanisms (초성 with particles, positions, methods, other cases): top-1 0.848,
# top-3 0.948; the 46 that name no game 0.913 / 0.913. After the content pass (rule aliases in
# players' words, FAQ titles naming their case): top-1 0.876, top-3 0.957; no game named
# 0.913 / 0.957.
# Floors: measured minus 0.03 (minus 0.04 for the smaller group).
MIN_TOP1 = 0.846
MIN_TOP3 = 0.927
MIN_UNNAMED_TOP1 = 0.873
MIN_UNNAMED_TOP3 = 0.917


def _accepted(case: dict) -> set[str]:
    return {case["id"], *case.get("also", [])}


def test_heldout_is_large_and_spread_over_games_and_styles():
    assert len(CASES) >= 150
    assert set(Counter(c["style"] for c in CASES)) == STYLES
    assert {c["id"].split(".")[0] for c in CASES} == GAMES
    assert min(Counter(c["id"].split(".")[0] for c in CASES).values()) >= 30
    assert sum(not c["named"] for c in CASES) >= 20


def test_every_label_is_an_entry(content_searcher):
    known = set(content_searcher.by_id)
    assert [c for c in CASES if not _accepted(c) <= known] == []


@pytest.fixture(scope="module")
def ranked(content_searcher):
    return [
        [r["id"] for r in ask(content_searcher, c["q"], c.get("game"))["results"]] for c in CASES
    ]


def _scores(cases: list[dict], ranked: list[list[str]]) -> tuple[float, float, list]:
    top1 = sum(bool(ids) and ids[0] in _accepted(c) for c, ids in zip(cases, ranked, strict=True))
    top3 = sum(bool(_accepted(c) & set(ids[:3])) for c, ids in zip(cases, ranked, strict=True))
    failures = [
        (c["q"], c["id"], ids[:3])
        for c, ids in zip(cases, ranked, strict=True)
        if not (ids and ids[0] in _accepted(c))
    ]
    return top1 / len(cases), top3 / len(cases), failures


def test_top1_and_top3(ranked):
    top1, top3, failures = _scores(CASES, ranked)
    assert top1 >= MIN_TOP1, (top1, failures)
    assert top3 >= MIN_TOP3, (top3, failures)


def test_questions_that_name_no_game(ranked):
    pairs = [(c, ids) for c, ids in zip(CASES, ranked, strict=True) if not c["named"]]
    top1, top3, failures = _scores([c for c, _ in pairs], [ids for _, ids in pairs])
    assert top1 >= MIN_UNNAMED_TOP1, (top1, failures)
    assert top3 >= MIN_UNNAMED_TOP3, (top3, failures)
