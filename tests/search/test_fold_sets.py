"""The labelled sets folded into what the search learns (``fold_sets.py``, asked-sets.yaml)."""

from pathlib import Path

import yaml
from fold_sets import CONTENT, FOLDED, NOT_FOLDED, _compact, held_out_content, stale
from question_sets import check_floor, load, ranked

from tutor.build import build
from tutor.search import Searcher

GAMES = ("azul", "azul-summer-pavilion", "indigo", "rummikub")


def _learned(content: Path = CONTENT) -> dict[str, set[str]]:
    """set name (or asked.yaml) → its questions, compact, over the games."""
    out: dict[str, set[str]] = {}
    for game in GAMES:
        own = yaml.safe_load((content / game / "asked.yaml").read_text(encoding="utf-8"))
        out.setdefault("asked.yaml", set()).update(
            _compact(str(q)) for v in own.values() for q in v
        )
        sets = yaml.safe_load((content / game / "asked-sets.yaml").read_text(encoding="utf-8"))
        for name, by_entry in (sets or {}).items():
            out.setdefault(name, set()).update(
                _compact(str(q)) for v in by_entry.values() for q in v
            )
    return out


def test_the_folded_questions_are_what_the_sets_say_now():
    """Relabelling or adding a question to a folded set needs `python tests/search/fold_sets.py`."""
    assert stale() == []


def test_the_measuring_sets_share_no_question_with_what_the_search_learns():
    learned = set().union(*_learned().values())
    for name in NOT_FOLDED:
        shared = [c["q"] for c in load(name)["questions"] if _compact(c["q"]) in learned]
        assert shared == [], name
    assert set(FOLDED).isdisjoint(NOT_FOLDED)


def test_every_folded_question_is_learned_under_its_label_unless_said_before():
    """Each question of a folded set is in its set's part under its label, or was left out
    because the game's asked.yaml or an earlier folded set has the same words, or a measuring
    set has them."""
    measured = {_compact(c["q"]) for n in NOT_FOLDED for c in load(n)["questions"]}
    files, before = {}, {}
    for game in GAMES:
        files[game] = yaml.safe_load(
            (CONTENT / game / "asked-sets.yaml").read_text(encoding="utf-8")
        )
        own = yaml.safe_load((CONTENT / game / "asked.yaml").read_text(encoding="utf-8"))
        before[game] = {_compact(str(q)) for v in own.values() for q in v} | measured
    left_out = 0
    for name in FOLDED:
        for case in load(name)["questions"]:
            game = max((g for g in GAMES if case["id"].startswith(g + ".")), key=len)
            filed = files[game].get(name, {}).get(case["id"], [])
            key = _compact(case["q"])
            if " ".join(case["q"].split()) in filed:
                assert key not in before[game], case["q"]
            else:
                assert key in before[game], case["q"]
                left_out += 1
            before[game].add(key)
    assert left_out < 200  # repeats, not a set gone missing


def test_a_folded_set_measured_on_a_build_without_it(tmp_path: Path):
    """The newest folded tuning set, on a database that never learned its questions: the figure
    that still says how the search answers a stranger (measured 2026-12-06 when folded: top-1
    0.890, top-3 0.970; floors 0.03 below)."""
    name = "tune14"
    held = held_out_content(tmp_path / "content", name)
    build(held, tmp_path / "held.db", learn_in_child=False)
    learned = _learned(held)
    assert name not in learned
    cases = load(name)["questions"]
    # only repeats of other sets' or asked.yaml's words are still learned
    said = set().union(*learned.values())
    assert sum(_compact(c["q"]) in said for c in cases) <= 10
    got = ranked(Searcher(str(tmp_path / "held.db")), cases)
    check_floor(cases, got, 0.86, 0.94, named=None)
