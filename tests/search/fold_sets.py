"""Fold the labelled question sets into the search's data (``content/<game>/asked-sets.yaml``).

The development set and the tuning sets were written by people who had read only the rules
(the tuning sets) or the entries (the development set), and each question is labelled with
the entry that answers it: the same kind of data as ``asked.yaml``, the questions players
ask by the entry that answers each, which the search learns from (``tutor.search.asked``).
Folding them in gives that model a third more questions in more hands' words. The blind
sets, the held-out set, the real players' set and the newest tuning set (``NOT_FOLDED``) are
never folded: they measure the search on questions it has not seen.

A folded set no longer measures the search as it would an unseen question, so
``measure.py --held-out`` builds the database once for each folded set without that set's
questions and measures the set on it (``held_out_content``).

Each set's questions go under its label (``id``; ``also`` entries are not used). A question
that ``asked.yaml`` or an earlier set already holds (compared as the search compares them:
normalised, without spaces) is left out, under whatever entry: the build refuses a question
filed under two entries. So is one that a set never folded asks too (writers of different sets
sometimes type the same short question): the sets that measure share no question with what the
search learns from (a test holds it, for ``asked.yaml`` too).

    python tests/search/fold_sets.py            # write content/<game>/asked-sets.yaml
    python tests/search/fold_sets.py --check    # exit 1 if a file is out of date
"""

from __future__ import annotations

import argparse
import shutil
import sys
from functools import cache
from pathlib import Path

import yaml

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

from question_sets import load  # noqa: E402

from tutor import yamlio  # noqa: E402

ROOT = HERE.parent.parent
CONTENT = ROOT / "content"
FILE = "asked-sets.yaml"
# In this order (an earlier set's question wins a repeat).
FOLDED = (
    "devset",
    "tune",
    "tune2",
    "tune3",
    "tune4",
    "tune5",
    "tune6",
    "tune7",
    "tune8",
    "tune9",
    "tune10",
    "tune11",
    "tune12",
    "tune13",
    "tune14",
    "situational",
    "situational2",
    "tune15",
    "tune16",
    "tune17",
    "tune18",
    "tune19",
    "tune20",
    "tune21",
)
NOT_FOLDED = (
    "tune22",
    "tune23",
    "tune24",
    "tune25",
    "tune26",
    "tune27",
    "tune28",
    "tune29",
    "tune30",
    "heldout",
    "blind2",
    "blind3",
    "blind4",
    "blind5",
    "realplayers",
)
HEADER = """\
# 측정용 질문 세트(tests/search의 개발 세트와 조율 세트)의 질문을 라벨 항목 아래에 모은 것입니다.
# tests/search/fold_sets.py가 그 세트들에서 만들며, 손으로 고치지 않습니다(세트를 고친 뒤 다시 실행).
# asked.yaml처럼 검색만 읽습니다(비슷한 질문을 알아보는 신호); 화면에는 나오지 않습니다.
# 보지 않고 쓴 세트, 실제 플레이어 세트, 가장 새 조율 세트는 넣지 않습니다.
"""


@cache
def _questions(name: str) -> tuple[tuple[str, str], ...]:
    """A set's (question, label) pairs, read once per process (held-out builds ask again)."""
    return tuple((c["q"], c["id"]) for c in load(name)["questions"])


def _compact(text: str) -> str:
    from tutor.search.normalize import compact

    return compact(" ".join(text.split()))


def folded(content: Path = CONTENT, sets: tuple[str, ...] = FOLDED) -> dict[str, dict]:
    """game → set name → entry id → questions, as the files hold them."""
    games = sorted(p.parent.name for p in content.glob("*/game.yaml"))
    seen: dict[str, set[str]] = {}
    for game in games:
        path = content / game / "asked.yaml"
        said = yamlio.load(path.read_text(encoding="utf-8")) if path.exists() else None
        seen[game] = {_compact(str(q)) for qs in (said or {}).values() for q in qs}
    # a question a measuring set asks too (the same words by another writer) is left out
    measured = {_compact(q) for name in NOT_FOLDED for q, _ in _questions(name)}
    out: dict[str, dict] = {game: {} for game in games}
    for name in sets:
        for question, entry in _questions(name):
            game = next((g for g in games if entry.startswith(g + ".")), None)
            if game is None:
                raise SystemExit(f"{name}: '{entry}'는 어느 게임의 항목도 아닙니다")
            key = _compact(question)
            if key in seen[game] or key in measured:
                continue
            seen[game].add(key)
            out[game].setdefault(name, {}).setdefault(entry, []).append(" ".join(question.split()))
    return out


def render(by_set: dict) -> str:
    if not by_set:
        return HEADER
    body = yaml.safe_dump(by_set, allow_unicode=True, sort_keys=False, width=10_000)
    return HEADER + body


def write(content: Path = CONTENT, sets: tuple[str, ...] = FOLDED) -> None:
    for game, by_set in folded(content, sets).items():
        (content / game / FILE).write_text(render(by_set), encoding="utf-8")


def stale(content: Path = CONTENT) -> list[str]:
    """The games whose file is not what the sets make now."""
    out = []
    for game, by_set in folded(content).items():
        path = content / game / FILE
        if not path.exists() or path.read_text(encoding="utf-8") != render(by_set):
            out.append(game)
    return out


def held_out_content(target: Path, left_out: str, content: Path = CONTENT) -> Path:
    """A copy of the content whose folded questions leave out set ``left_out``: the database
    built from it has never seen that set's questions."""
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(content, target)
    write(target, tuple(name for name in FOLDED if name != left_out))
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check the files are current")
    args = parser.parse_args()
    if args.check:
        games = stale()
        if games:
            print("asked-sets.yaml가 세트와 다릅니다:", ", ".join(games))
            raise SystemExit(1)
        return
    write()


if __name__ == "__main__":
    main()
