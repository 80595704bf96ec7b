"""The labelled sets folded into what the search learns (``fold_sets.py``, asked-sets.yaml)."""

from pathlib import Path

from fold_sets import CONTENT, FOLDED, NOT_FOLDED, _compact, held_out_content, stale
from question_sets import load

from tutor import yamlio

GAMES = ("azul", "azul-summer-pavilion", "indigo", "rummikub")


def _learned(content: Path = CONTENT) -> dict[str, set[str]]:
    """set name (or asked.yaml) → its questions, compact, over the games."""
    out: dict[str, set[str]] = {}
    for game in GAMES:
        own = yamlio.load((content / game / "asked.yaml").read_text(encoding="utf-8"))
        out.setdefault("asked.yaml", set()).update(
            _compact(str(q)) for v in own.values() for q in v
        )
        sets = yamlio.load((content / game / "asked-sets.yaml").read_text(encoding="utf-8"))
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
        files[game] = yamlio.load((CONTENT / game / "asked-sets.yaml").read_text(encoding="utf-8"))
        own = yamlio.load((CONTENT / game / "asked.yaml").read_text(encoding="utf-8"))
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


def test_a_held_out_copy_has_not_learned_the_set(tmp_path: Path):
    """What ``measure.py --held-out`` and the floors of the folded sets are asked of."""
    name = "tune14"
    learned = _learned(held_out_content(tmp_path / "content", name))
    assert name not in learned and set(FOLDED) - {name} <= set(learned)
    # only repeats of other sets' or asked.yaml's words are still learned
    said = set().union(*learned.values())
    assert sum(_compact(c["q"]) in said for c in load(name)["questions"]) <= 10
