"""Shared helpers of the measured question sets (heldout, blind2, realplayers)."""

from __future__ import annotations

from pathlib import Path

import yaml

HERE = Path(__file__).parent
GAMES = {"azul", "azul-summer-pavilion", "indigo", "rummikub"}


def load(name: str) -> dict:
    from tutor import yamlio  # libyaml's C loader: the sets are thousands of lines

    return yamlio.load((HERE / f"{name}.yaml").read_text(encoding="utf-8"))


def accepted(case: dict) -> set[str]:
    return {case["id"], *case.get("also", [])}


def judged(name: str) -> list[dict] | None:
    """The pooled relevance judgments of a set (``judgments.yaml``), in the set's order, or
    None for a set nobody judged (the dev set)."""
    data = yaml.safe_load((HERE / "judgments.yaml").read_text(encoding="utf-8"))
    return data.get(name)


def judged_hits(answer: dict, judgment: dict) -> tuple[bool, bool]:
    """Whether the first answer and the first three answer the question, by the judgments:
    the entries judged to answer it and, when the engine computed the case, the judged card.
    The computed card is the first thing the search page shows (above the entry, in the same
    answer card): judged to answer, it is the answer in first place; judged wrong, the first
    place is wrong whatever entry follows. A card whose verdict or reading differs from the one
    judged (the readers changed) counts as not judged: neither."""
    ids = [r["id"] for r in answer["results"]]
    ok = set(judgment["answers"])
    top1 = bool(ids) and ids[0] in ok
    top3 = bool(ok & set(ids[:3]))
    card, seen = answer.get("computed"), judgment.get("computed")
    if card and seen and (card["verdict"], card["case"]) == (seen["verdict"], seen["case"]):
        if seen["grade"] == "answers":
            return True, True
        if seen["grade"] == "wrong":
            return False, top3
    return top1, top3


def ask(searcher, question: str, game: str | None = None) -> dict:
    """The answer a player gets (``/api/ask``, the search page): the search, and the rule
    behind an engine-computed verdict first when it fits (``decide``)."""
    from tutor.qa_computed import deciding_rules, extend

    return extend(searcher.ask(question, game=game, decide=deciding_rules), asked=game)


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


def check_spread(cases: list[dict], per_game: int, styles: int, unnamed: float = 1 / 3) -> None:
    """A blind set's shape: every game at least ``per_game`` times, ``styles`` styles, at least
    the share ``unnamed`` (a third) naming no game, asked with no filter, labels of the game
    asked about, no repeats."""
    from collections import Counter

    about = Counter(c["about"] for c in cases)
    assert set(about) == GAMES and min(about.values()) >= per_game
    assert len({c["style"] for c in cases}) == styles
    assert sum(not c["named"] for c in cases) >= unnamed * len(cases)
    assert all("game" not in c and c["id"].startswith(c["about"] + ".") for c in cases)
    assert len({c["q"] for c in cases}) == len(cases)


def check_floor(
    cases: list[dict], got: list[list[str]], min_top1: float, min_top3: float, named: bool | None
) -> None:
    """Top-1 and top-3 of the cases (only those that do or do not name a game, when
    ``named`` is given) at least at their floors; the failures are shown when not."""
    pairs = [(c, ids) for c, ids in zip(cases, got, strict=True) if named in (None, c["named"])]
    top1, top3, failures = scores([c for c, _ in pairs], [ids for _, ids in pairs])
    assert top1 >= min_top1, (top1, failures)
    assert top3 >= min_top3, (top3, failures)
