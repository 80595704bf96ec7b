"""Print top-1/top-3 on the question sets, by style and by whether a game is named.

``python tests/search/measure.py [--db PATH] [--misses] [SET ...]``; without --db the content is
built into a temporary database. SET is any of devset, tune, tune2–tune30, situational, situational2, heldout, blind2,
blind3, blind4, blind5, realplayers (default: all that exist). ``--misses`` lists the questions of every set but the dev set that are not
answered first (``~`` when the answer is in the top three, ``X`` when it is not).
``--judged`` scores the judged sets against the pooled relevance judgments
(``judgments.yaml``: the entries independent assessors found to answer each question)
instead of the labels. ``--game-known`` asks each question with its label's game as the game
filter (what the figures would be if the search always knew the game meant).
``--held-out`` measures each set folded into the search's data (``fold_sets.FOLDED``) on a
database built without that set's questions, as on questions the search has not seen (a
build per set, a few seconds each); without it a folded set's figures are in-sample.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from fold_sets import FOLDED, NOT_FOLDED, held_out_content  # noqa: E402
from question_sets import accepted, ask, judged, judged_hits, load  # noqa: E402

# every set: the folded ones (devset, tuning and situational sets), then those that measure
SETS = (*FOLDED, *NOT_FOLDED)
ROOT = HERE.parents[1]


def score(
    searcher, cases: list[dict], judgments: list[dict] | None = None, game_known: bool = False
) -> tuple[dict[str, list[int]], list[tuple]]:
    """Per-group [n, top1, top3] counts and the cases whose first answer is wrong; with
    ``judgments``, the accepted answers are the judged ones (entries and the computed card,
    ``judged_hits``) instead of the labels; with
    ``game_known``, each question is asked within its label's game."""
    groups: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    misses = []
    for n, case in enumerate(cases):
        game = case.get("game") or (case["id"].split(".")[0] if game_known else None)
        answer = ask(searcher, case["q"], game)
        ids = [r["id"] for r in answer["results"]]
        if judgments:
            top1, top3 = judged_hits(answer, judgments[n])
        else:
            ok = accepted(case)
            top1 = bool(ids) and ids[0] in ok
            top3 = bool(ok & set(ids[:3]))
        keys = ["all", f"style:{case.get('style', 'situational')}"]
        if "named" in case:
            keys.append("named" if case["named"] else "unnamed")
        for key in keys:
            groups[key][0] += 1
            groups[key][1] += top1
            groups[key][2] += top3
        if not top1:
            misses.append((case["q"], case["id"], ids[:3], top3))
    return groups, misses


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", type=Path)
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--judged", action="store_true")
    parser.add_argument("--game-known", action="store_true")
    parser.add_argument("--held-out", action="store_true")
    parser.add_argument("sets", nargs="*")
    args = parser.parse_args()
    names = args.sets or [n for n in SETS if (HERE / f"{n}.yaml").exists()]
    sys.path.insert(0, str(ROOT))
    from tutor.search import Searcher

    with tempfile.TemporaryDirectory() as tmp:
        db = args.db
        if db is None:
            from tutor.build import build

            db = Path(tmp) / "measure.db"
            build(ROOT / "content", db)
        searcher = Searcher(str(db), misses_path=str(Path(tmp) / "misses.db"))
        for name in names:
            if args.held_out and name in FOLDED:
                from tutor.build import build

                held = held_out_content(Path(tmp) / "held-out", name, ROOT / "content")
                build(held, Path(tmp) / f"{name}.db", learn_in_child=False)
                on = Searcher(str(Path(tmp) / f"{name}.db"))
            else:
                on = searcher
            cases = load(name)["questions"]
            judgments = judged(name) if args.judged else None
            if args.judged and judgments is None:
                continue  # the dev set has no judgments
            groups, misses = score(on, cases, judgments, args.game_known)
            for key in sorted(groups, key=lambda k: (k != "all", k)):
                n, t1, t3 = groups[key]
                print(f"{name:11} {key:18} n={n:3}  top1={t1 / n:.3f}  top3={t3 / n:.3f}")
            if args.misses and name != "devset":
                for q, want, got, in3 in misses:
                    print(f"  {'~' if in3 else 'X'} {q}  [{want}]  -> {got}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
