"""Shared helpers of the measured question sets (heldout, blind2, realplayers)."""

from __future__ import annotations

from pathlib import Path

import yaml

HERE = Path(__file__).parent
GAMES = {"azul", "azul-summer-pavilion", "indigo", "rummikub"}


def load(name: str) -> dict:
    return yaml.safe_load((HERE / f"{name}.yaml").read_text(encoding="utf-8"))


def accepted(case: dict) -> set[str]:
    return {case["id"], *case.get("also", [])}


def judged(name: str) -> list[dict] | None:
    """The pooled relevance judgments of a set (``judgments.yaml``), in the set's order, or
    None for a set nobody judged (the dev set)."""
    data = yaml.safe_load((HERE / "judgments.yaml").read_text(encoding="utf-8"))
    return data.get(name)


def ask(searcher, question: str, game: str | None = None) -> dict:
    """The answer a player gets (``/api/ask``, the search page): the search, and the rule
    behind an engine-computed verdict first when it fits (``decide``)."""
    from tutor.qa_computed import deciding_rules, extend

    return extend(searcher.ask(question, game=game, decide=deciding_rules))


def ranked(searcher, cases: list[dict]) -> list[list[str]]:
    """The ids each question gets, asked as a player would: with the page's game filter
    when the case names one (`game`), else with none."""
    return [[r["id"] for r in ask(searcher, c["q"], c.get("game"))["results"]] for c in cases]


def scores(cases: list[dict], ids: list[list[str]]) -> tuple[float, float, list]:
    top1 = sum(bool(got) and got[0] in accepted(c) for c, got in zip(cases, ids, strict=True))
    top3 = sum(bool(accepted(c) & set(got[:3])) for c, got in zip(cases, ids, strict=True))
    failures = [
        (c["q"], c["id"], got[:3])
        for c, got in zip(cases, ids, strict=True)
        if not (got and got[0] in accepted(c))
    ]
    return top1 / len(cases), top3 / len(cases), failures
