"""The pooled relevance judgments (judgments.yaml) of the measured question sets.

Assessors who had not written the sets graded, from each entry's own text and without seeing
the labels or the ranking, which candidates answer each question (see the file's header). The
labelled scores (test_heldout, test_blind2, test_realplayers) say how often the search gives the
answer the question's writer had in mind; these say how often it gives an answer a reader judged
correct. Floors are the measured scores minus 0.03, like the labelled ones.
"""

import pytest
from question_sets import ask, judged, judged_hits, load

from tutor.qa_computed import compute

SETS = ("heldout", "blind2", "realplayers", "tune", "blind3", "blind4", "blind5")
# Measured 2026-12-06 (twenty-eighth session) with the computed cards judged (top-1 / top-3):
# heldout 0.924 / 0.967, blind2 0.969 / 0.988, realplayers 0.989 / 1.000, tune 0.965 / 0.985,
# blind3 0.930 / 0.975, blind4 0.960 / 0.980, blind5 0.940 / 0.970. (First measured, from the
# entries alone: heldout 0.919 / 0.962 and blind2 0.906 / 0.957 on 2026-12-01, blind3 0.795 /
# 0.915, blind4 0.805 / 0.890, blind5 0.800 / 0.905.)
FLOORS = {
    "heldout": (0.894, 0.937),
    "blind2": (0.939, 0.958),
    "realplayers": (0.959, 0.970),
    "tune": (0.935, 0.955),
    "blind3": (0.900, 0.945),
    "blind4": (0.930, 0.950),
    "blind5": (0.910, 0.940),
}
GRADES = {"answers", "partial", "wrong", "unrelated"}


@pytest.mark.parametrize("name", SETS)
def test_judgments_follow_their_set_and_name_entries(name, content_searcher):
    cases, judgments = load(name)["questions"], judged(name)
    assert judgments is not None and [j["q"] for j in judgments] == [c["q"] for c in cases]
    known = set(content_searcher.by_id)
    for j in judgments:
        grades = [*j["answers"], *j["partial"], *j["unrelated"]]
        assert len(grades) == len(set(grades)), j["q"]  # one grade per candidate
        assert set(grades) <= known, j["q"]
        card = j.get("computed")
        if card is not None:  # the engine's card, kept by what it said
            assert set(card) == {"verdict", "case", "grade"}, j["q"]
            assert card["grade"] in GRADES and card["verdict"] and card["case"], j["q"]
    # Every question but a handful has an answer in the content or the engine's verdict (the
    # rest are compound situations no single entry covers).
    unanswered = [j["q"] for j in judgments if not j["answers"] and compute(j["q"]) is None]
    assert len(unanswered) <= 0.03 * len(cases), unanswered


@pytest.mark.parametrize("name", SETS)
def test_judged_top1_and_top3(name, content_searcher):
    cases, judgments = load(name)["questions"], judged(name)
    hits = [
        judged_hits(ask(content_searcher, c["q"], c.get("game")), j)
        for c, j in zip(cases, judgments, strict=True)
    ]
    low1, low3 = FLOORS[name]
    assert sum(top1 for top1, _ in hits) / len(cases) >= low1
    assert sum(top3 for _, top3 in hits) / len(cases) >= low3


def _answer(ids: list[str], card: tuple[str, str] | None = None) -> dict:
    answer: dict = {"results": [{"id": i} for i in ids]}
    if card:
        answer["computed"] = {"verdict": card[0], "case": card[1]}
    return answer


def _judgment(answers: list[str], card: tuple[str, str, str] | None = None) -> dict:
    judgment: dict = {"answers": answers, "partial": [], "unrelated": []}
    if card:
        judgment["computed"] = dict(zip(("verdict", "case", "grade"), card, strict=True))
    return judgment


def test_a_judged_card_is_the_first_answer_and_a_stale_one_is_not_judged():
    entries = ["a.rule", "a.faq", "a.term"]
    card = ("네, 세트가 됩니다", "빨강 5, 조커, 빨강 7")
    # no card: the entries decide
    assert judged_hits(_answer(entries), _judgment(["a.faq"])) == (False, True)
    # a card judged to answer is the first answer, whatever entry follows it
    assert judged_hits(_answer(entries, card), _judgment([], (*card, "answers"))) == (True, True)
    # judged wrong: the first place is wrong though the entry under it answers
    assert judged_hits(_answer(entries, card), _judgment(["a.rule"], (*card, "wrong"))) == (
        False,
        True,
    )
    # partial or unrelated: the entries decide
    assert judged_hits(_answer(entries, card), _judgment(["a.rule"], (*card, "partial"))) == (
        True,
        True,
    )
    # the readers now say it differently: not the card that was judged
    other = ("네, 세트가 됩니다", "조커, 빨강 5, 조커, 빨강 7")
    assert judged_hits(_answer(entries, other), _judgment([], (*card, "answers"))) == (
        False,
        False,
    )
