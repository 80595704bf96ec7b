"""Top-1 under the slips players make, class by class: how much a kind of typo costs.

``python tests/search/robustness.py [--db PATH] [--copies N] [SET ...]`` (default: the dev set
and the tuning set). Each question of a set is asked as written and then with one slip of
one class applied to one syllable (chosen by a seeded generator, so every run is the same),
``--copies`` times per class; the report gives top-1 on the slipped questions beside top-1 on
the same questions as written.

Classes (the slips found in the blind sets' typo style, written by people):

- ``drop-final``: a final consonant left out (없어 → 업어, 했어 → 해어);
- ``plain-double``: a doubled consonant typed single (있 → 잇, 끝 → 긑);
- ``vowel``: ㅐ/ㅔ, ㅒ/ㅖ, ㅚ/ㅙ confused (되요, 돼요);
- ``near-vowel``: a vowel key's neighbour on the 두벌식 layout;
- ``liaison``: a final consonant written as the next syllable's onset (먹으면 → 머그면);
- ``silent-h``: a final ㅎ left out before a vowel, as it sounds (놓아 → 노아, 쌓아 → 싸아);
- ``no-spaces``: every space left out;
- ``english-word``: one word typed with the keyboard in English mode;
- ``english-all``: the whole question typed in English mode;
- ``choseong``: one noun typed as its initials (바닥줄에 → ㅂㄷㅈ에; nouns next to each other in
  one word are one noun, as a player abbreviates a term).

The blind sets measure questions nobody here has seen; this measures one mechanism at a
time, on questions whose right answer is known, so a change to typo repair can be judged
without looking at a blind set.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))
from question_sets import accepted, ask, load  # noqa: E402

from tutor.search.hangul import (  # noqa: E402
    DOUBLE_FINALS,
    choseong,
    compose_syllable,
    disassemble,
    is_syllable,
    split_syllable,
)
from tutor.search.keyboard import QWERTY_TO_JAMO  # noqa: E402
from tutor.search.searcher import MAX_QUERY_CHARS  # noqa: E402

PLAIN = {"ㄲ": "ㄱ", "ㅆ": "ㅅ", "ㄸ": "ㄷ", "ㅃ": "ㅂ", "ㅉ": "ㅈ"}
CONFUSED = {"ㅐ": "ㅔ", "ㅔ": "ㅐ", "ㅒ": "ㅖ", "ㅖ": "ㅒ", "ㅚ": "ㅙ", "ㅙ": "ㅚ"}
LIAISON = frozenset("ㄱㄴㄷㄹㅁㅂㅅㅈㅊㅋㅌㅍ")
KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
KEY_OF = {jamo: key for key, jamo in QWERTY_TO_JAMO.items() if key.islower() and len(jamo) == 1}
KEY_OF.update(
    {jamo: key for key, jamo in QWERTY_TO_JAMO.items() if key.isupper() and jamo not in KEY_OF}
)
_PLACE = {key: (row, col) for row, keys in enumerate(KEY_ROWS) for col, key in enumerate(keys)}

Slip = Callable[[str, random.Random], str | None]


def _near_vowels(vowel: str) -> list[str]:
    key = KEY_OF.get(vowel)
    if key is None or key not in _PLACE:
        return []
    row, col = _PLACE[key]
    near = KEY_ROWS[row][max(0, col - 1) : col + 2]
    return [QWERTY_TO_JAMO[k] for k in near if k != key and QWERTY_TO_JAMO.get(k, "") >= "ㅏ"]


def _one_syllable(change: Callable[[str, str, str], str | None]) -> Slip:
    """A slip that rewrites one syllable (its onset, vowel and final) somewhere."""

    def slip(text: str, rng: random.Random) -> str | None:
        places = [i for i, ch in enumerate(text) if is_syllable(ch)]
        rng.shuffle(places)
        for i in places:
            new = change(*split_syllable(text[i]))
            if new:
                return text[:i] + new + text[i + 1 :]
        return None

    return slip


def _drop_final(cho: str, jung: str, jong: str) -> str | None:
    # of a double final the second consonant goes (없 → 업), of a single one all of it
    if not jong:
        return None
    return compose_syllable(cho, jung, DOUBLE_FINALS[jong][0] if jong in DOUBLE_FINALS else "")


def _plain_double(cho: str, jung: str, jong: str) -> str | None:
    if cho in PLAIN:
        return compose_syllable(PLAIN[cho], jung, jong)
    if jong in PLAIN:
        return compose_syllable(cho, jung, PLAIN[jong])
    return None


def _vowel(cho: str, jung: str, jong: str) -> str | None:
    return compose_syllable(cho, CONFUSED[jung], jong) if jung in CONFUSED else None


def _liaison(text: str, rng: random.Random) -> str | None:
    places = [
        i
        for i in range(len(text) - 1)
        if is_syllable(text[i])
        and is_syllable(text[i + 1])
        and split_syllable(text[i])[2] in LIAISON
        and split_syllable(text[i + 1])[0] == "ㅇ"
    ]
    if not places:
        return None
    i = rng.choice(places)
    cho, jung, jong = split_syllable(text[i])
    _onset, jung2, jong2 = split_syllable(text[i + 1])
    moved = compose_syllable(cho, jung, "") + compose_syllable(jong, jung2, jong2)
    return text[:i] + moved + text[i + 2 :]


def _silent_h(text: str, rng: random.Random) -> str | None:
    places = [
        i
        for i in range(len(text) - 1)
        if is_syllable(text[i])
        and is_syllable(text[i + 1])
        and split_syllable(text[i])[2] == "ㅎ"
        and split_syllable(text[i + 1])[0] == "ㅇ"
    ]
    if not places:
        return None
    i = rng.choice(places)
    cho, jung, _jong = split_syllable(text[i])
    return text[:i] + compose_syllable(cho, jung, "") + text[i + 1 :]


def _near_vowel(text: str, rng: random.Random) -> str | None:
    def change(cho: str, jung: str, jong: str) -> str | None:
        near = _near_vowels(jung)
        return compose_syllable(cho, rng.choice(near), jong) if near else None

    return _one_syllable(change)(text, rng)


def _keys(word: str) -> str:
    return "".join(KEY_OF.get(j, j) for j in disassemble(word))


def _english_word(text: str, rng: random.Random) -> str | None:
    words = text.split(" ")
    places = [i for i, w in enumerate(words) if any(is_syllable(ch) for ch in w)]
    if not places:
        return None
    i = rng.choice(places)
    return " ".join(_keys(w) if n == i else w for n, w in enumerate(words))


def _english_all(text: str, _rng: random.Random) -> str | None:
    return " ".join(_keys(w) for w in text.split(" ")) if any(map(is_syllable, text)) else None


def _no_spaces(text: str, _rng: random.Random) -> str | None:
    return text.replace(" ", "") if " " in text else None


def _nouns(text: str) -> list[tuple[int, int]]:
    """(start, end) of each noun of two syllables or more that starts a word; nouns that follow
    each other inside one word count as one (바닥 + 줄 is 바닥줄)."""
    from tutor.search import morphology

    spans: list[tuple[int, int]] = []
    for form, tag, start in morphology.analyze_spans(text):
        if tag not in ("NNG", "NNP") or text[start : start + len(form)] != form:
            continue
        end = start + len(form)
        if spans and spans[-1][1] == start:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return [
        (a, b)
        for a, b in spans
        if b - a >= 2
        and (a == 0 or not is_syllable(text[a - 1]))  # a word's start: not 빗길 of 나빗길
        and all(is_syllable(ch) for ch in text[a:b])
    ]


def _choseong(text: str, rng: random.Random) -> str | None:
    nouns = _nouns(text)
    if not nouns:
        return None
    start, end = rng.choice(nouns)
    return text[:start] + choseong(text[start:end]) + text[end:]


SLIPS: dict[str, Slip] = {
    "drop-final": _one_syllable(_drop_final),
    "plain-double": _one_syllable(_plain_double),
    "vowel": _one_syllable(_vowel),
    "near-vowel": _near_vowel,
    "liaison": _liaison,
    "silent-h": _silent_h,
    "no-spaces": _no_spaces,
    "english-word": _english_word,
    "english-all": _english_all,
    "choseong": _choseong,
}


def first_right(searcher, case: dict, question: str) -> bool:
    ids = [r["id"] for r in ask(searcher, question, case.get("game"))["results"]]
    return bool(ids) and ids[0] in accepted(case)


def report(searcher, name: str, copies: int) -> None:
    cases = load(name)["questions"]
    clean = [first_right(searcher, c, c["q"]) for c in cases]
    print(f"{name:11s} as written   n={len(cases):4d}  top1={sum(clean) / len(cases):.3f}")
    for kind, slip in SLIPS.items():
        rng = random.Random(f"{name}:{kind}")
        asked = right = right_clean = 0
        for case, was_right in zip(cases, clean, strict=True):
            seen: set[str] = set()
            for _ in range(copies):
                slipped = slip(case["q"], rng)
                if (
                    slipped is None
                    or slipped in seen
                    or slipped == case["q"]
                    or len(slipped) > MAX_QUERY_CHARS  # refused, not answered
                ):
                    continue
                seen.add(slipped)
                asked += 1
                right += first_right(searcher, case, slipped)
                right_clean += was_right
        if asked:
            print(
                f"{name:11s} {kind:13s} n={asked:4d}  top1={right / asked:.3f}"
                f"  (as written {right_clean / asked:.3f}, −{(right_clean - right) / asked:.3f})"
            )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", type=Path)
    parser.add_argument("--copies", type=int, default=2)
    parser.add_argument("sets", nargs="*")
    args = parser.parse_args()
    from tutor.search import Searcher

    names = args.sets or ["devset", "tune"]
    if args.db:
        searcher = Searcher(args.db)
        for name in names:
            report(searcher, name, args.copies)
        return 0
    from tutor.build import build

    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "content.db"
        build(ROOT / "content", db)
        searcher = Searcher(db)
        for name in names:
            report(searcher, name, args.copies)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
