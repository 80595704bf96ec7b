"""Table talk (colloquial.yaml): chat contractions, slang and the everyday English words
players use in questions."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml

from tutor import patterns
from tutor.search.hangul import is_choseong_only
from tutor.search.normalize import normalize

_COLLOQUIAL_FILE = Path(__file__).with_name("colloquial.yaml")


@lru_cache(maxsize=1)
def _colloquial_data() -> dict:
    return yaml.safe_load(_COLLOQUIAL_FILE.read_text(encoding="utf-8")) or {}


@lru_cache(maxsize=1)
def colloquial() -> dict[str, str]:
    """Chat contractions (담 → 다음) from ``colloquial.yaml``."""
    data = _colloquial_data().get("contractions") or {}
    return {normalize(str(k)): normalize(str(v)) for k, v in data.items()}


@lru_cache(maxsize=1)
def slang() -> dict[str, list[str]]:
    """Table-talk morphemes (먹 → 가져오) from ``colloquial.yaml``."""
    data = _colloquial_data().get("slang") or {}
    return {normalize(str(k)): [normalize(str(v)) for v in vs] for k, vs in data.items()}


@lru_cache(maxsize=1)
def table_nouns() -> tuple[str, ...]:
    """Table-talk nouns Kiwi is taught as nouns (턴, 킵) from ``colloquial.yaml``."""
    return tuple(_colloquial_data().get("nouns", []))


# A count said with its final consonant dropped where the spelling is no other word: 몇 as 며
# alone or before a counter (며 점, 며점, 총며 개에요), and a
# digit's counter 명 or 번 as 며 or 버 (2며이서, 2버 줄, 3버째), and 개 as 게 after a number or 몇
# (몇 게, 3게; 몇 게임 and 게이트웨이 stay). 며칠 and 2이 (2이면: if it is 2) are words and stay.
_COUNTERS = "점|개|장|명|번|칸|살|분|판|라운드|줄|가지|시간|사람"
COUNT_SLIPS = (
    (patterns.compile(rf"(?:(?<![가-힣\d])|(?<=총))며(?=\s|$|[?!.,]|{_COUNTERS})"), "몇"),
    (patterns.compile(r"(?<=\d)며"), "명"),
    (patterns.compile(r"(?<=\d)버(?=째|\s|$|[?!.,])"), "번"),
    (patterns.compile(r"(?<=[\d몇])(\s?)게(?!임|이트)"), r"\1개"),  # 몇 게, 3게 (not 몇 게임)
)


# The verbs of placing, putting in and stacking written as they sound, their ㅎ silent before
# a vowel (노아도 → 놓아도, 노으면 → 놓으면, 너어서 → 넣어서, 싸아두면 → 쌓아두면): the
# morphology reads 노아 as a name and 싸 as another verb, and the word the rules use is lost.
# None of these spellings is a word of the content or of a correctly typed question.
SILENT_H = patterns.compile(r"(노(?=아|았|으|은|을)|너(?=어|었|으|은|을)|싸(?=아|았|으|은|을))")
_WITH_H = {"노": "놓", "너": "넣", "싸": "쌓"}


# Regional sentence endings (전라도, 경상도) in their standard form, at a word's end: the
# morphology reads 했당가 as one noun and 그러던디 as 그러 + 던 + a noun 디, so 당, 가 and 디
# were searched as words. 했당가/된당가 → 했다/된다, 그러던디/했는디/한디 → …데 (after a final ㄴ),
# 됩니꺼 → 됩니까, 하는교/했능교 → …는가, 하믄/주믄 → 하면/주면, 반칙이가? → 반칙이야?
_WORD_END = r"(?=[?!.,~]*(?:\s|$))"


def _word_ends(pairs: tuple[tuple[str, str], ...]) -> tuple[tuple[re.Pattern[str], str], ...]:
    """(ending, standard) pairs as (pattern, standard): the ending after a syllable, at a
    word's end."""
    return tuple(
        (patterns.compile(rf"(?<=[가-힣]){ending}{_WORD_END}"), standard)
        for ending, standard in pairs
    )


DIALECT_ENDINGS = (
    *_word_ends((("당가", "다"), ("니꺼", "니까"), ("[는능]교", "는가"))),
    (
        patterns.compile(
            rf"(?<=[{''.join(chr(c) for c in range(0xAC00 + 4, 0xD7A4, 28))}])디{_WORD_END}"
        ),
        "데",
    ),
    # (not 나믄, 다믄: 남은 and 담은 as they sound)
    (patterns.compile(rf"(?<=[가-힣])(?<![나다])믄{_WORD_END}"), "면"),
    # at the question's end (its "?" is gone once normalised): 반칙이가 → 반칙이야
    (patterns.compile(r"(?<=[가-힣])이가(?=[?!.~]*$)"), "이야"),
)
_DIALECT_SIGNS = ("당가", "디", "니꺼", "교", "믄", "이가")


def _b_nikka(found: re.Match[str]) -> str:
    """됩니까 → 되나요, 합니까 → 하나요: -ㅂ니까 without its final ㅂ, as -나요; any other
    syllable before 니까 (그러니까, 하니까) as it was."""
    code = ord(found.group(1)) - 0xAC00
    if not (0 <= code < 11172 and code % 28 == 17):  # 17: the final ㅂ
        return found.group(0)
    return f"{chr(0xAC00 + code - 17)}나요"


# Formal and old-fashioned endings of a polite question (an older asker's), in the everyday
# form the questions players ask are written in (a usability pass's grandparent: 「… 정해져
# 있는지요?」, 「… 어떻게 해야 하는지 여쭙습니다」, 「무엇에 쓰는 것인가요?」 were not answered
# while 「있나요?」, 「하나요」 and 「뭐예요?」 were): -는지요 → -나요, -인지요 → -인가요,
# -는지 여쭙습니다/궁금합니다 → -나요, (것|건)인가요/입니까 → 거예요, -입니까 → -인가요,
# -습니까 → -나요, -ㅂ니까 → -나요 (됩니까 → 되나요).
FORMAL_ENDINGS = (
    (patterns.compile(rf"(?<![가-힣])(?:것|건)\s*(?:인가요|인지요|입니까){_WORD_END}"), "거예요"),
    *_word_ends(
        (
            (r"는지\s*(?:(?:좀\s*)?(?:여쭙|여쭈|여쭤|궁금)[가-힣]*|알고\s*싶[가-힣]*)", "나요"),
            ("는지요", "나요"),
            ("인지요", "인가요"),
            ("입니까", "인가요"),
            ("습니까", "나요"),
        )
    ),
)
_FORMAL_B = patterns.compile(rf"([가-힣])니까{_WORD_END}")
_FORMAL_SIGNS = ("지요", "는지", "인가요", "입니까", "습니까", "니까")


def expand_colloquial(text: str) -> str:
    """Replace whole words that are chat contractions by the standard words, a count said
    without its final consonant (``COUNT_SLIPS``), a verb without its silent ㅎ
    (``SILENT_H``), a regional ending (``DIALECT_ENDINGS``) and a formal one
    (``FORMAL_ENDINGS``)."""
    table = colloquial()
    words = text.split(" ")
    text = " ".join(
        # a chat contraction in initials (ㄹㅇ) after initials is part of a word typed so
        # (ㅍㅌ ㄹㅇ: 패턴 라인, not 패턴 진짜)
        word
        if at and is_choseong_only(word) and is_choseong_only(words[at - 1])
        else table.get(word, word)
        for at, word in enumerate(words)
    )
    if "며" in text or "버" in text or "게" in text:
        for pattern, standard in COUNT_SLIPS:
            text = pattern.sub(standard, text)
    if "노" in text or "너" in text or "싸" in text:
        text = SILENT_H.sub(lambda found: _WITH_H[found.group(1)], text)
    if any(sign in text for sign in _DIALECT_SIGNS):
        for pattern, standard in DIALECT_ENDINGS:
            text = pattern.sub(standard, text)
    if any(sign in text for sign in _FORMAL_SIGNS):
        for pattern, standard in FORMAL_ENDINGS:
            text = pattern.sub(standard, text)
        # 됩니까, 합니까: -ㅂ니까 read as -나요 (not 그러니까, 하니까: no final ㅂ)
        text = _FORMAL_B.sub(_b_nikka, text)
    return text


@lru_cache(maxsize=1)
def english() -> dict[str, str]:
    """Everyday English words of rules questions (end → 끝) from ``colloquial.yaml``."""
    data = _colloquial_data().get("english") or {}
    return {str(k).lower(): normalize(str(v)) for k, v in data.items()}


@lru_cache(maxsize=1)
def english_function_words() -> frozenset[str]:
    """English words that also type Hangul (for → 랙), from ``colloquial.yaml``: read as
    English among English words."""
    return frozenset(str(w).lower() for w in _colloquial_data().get("function_words") or [])


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """The English words of ``english()`` (never read as Korean typed in English mode)."""
    return frozenset(word for key in english() for word in key.split(" "))


@lru_cache(maxsize=1)
def _english_phrases() -> list[tuple[re.Pattern[str], str]]:
    """The entries of ``english()`` of several words (time over → 시간 초과), longest first."""
    phrases = sorted((k for k in english() if " " in k), key=len, reverse=True)
    return [
        (patterns.compile(rf"(?<![a-z]){re.escape(k)}(?![a-z])"), english()[k]) for k in phrases
    ]


_LATIN_RUN = patterns.compile(r"(?<![a-z0-9])[a-z]+(?: [a-z]+)*(?![a-z0-9])")


def _singular(word: str, vocabulary: frozenset[str]) -> str:
    for suffix, replacement in (("ies", "y"), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            stem = word[: -len(suffix)] + replacement
            if stem in vocabulary:
                return stem
    return word


# English typed without spaces (azultiebreaker, summerpavilionpasspenalty) is cut into words the
# content or ``english()`` knows, and these: the small words such a run is glued with.
GLUE_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "for",
        "to",
        "in",
        "on",
        "at",
        "is",
        "are",
        "be",
        "do",
        "does",
        "can",
        "my",
        "and",
        "or",
        "with",
        "what",
        "which",
        "who",
        "if",
    ]
)
# Shorter runs are words of their own or Korean typed in English mode; no run of the keys of
# 2,208 Korean words typed so (the tuning sets' questions, slipped) is cut into known words.
GLUED_RUN = patterns.compile(r"(?<![a-z])[a-z]{7,}(?![a-z])")


def _fewest_words(run: str, known: frozenset[str]) -> list[str] | None:
    """The fewest words of two letters or more, each in ``known`` or the plural of one, that
    spell ``run``; None if there are none."""
    best: list[list[str] | None] = [None] * (len(run) + 1)
    best[0] = []
    # no piece is longer than the longest word known, with a plural ending (-ies)
    longest = max(map(len, known), default=0) + 3
    for start in range(len(run)):
        before = best[start]
        if before is None:
            continue
        for end in range(start + 2, min(len(run), start + longest) + 1):
            piece = run[start:end]
            if piece not in known and _singular(piece, known) == piece:
                continue
            if best[end] is None or len(before) + 1 < len(best[end] or ()):
                best[end] = [*before, piece]
    return best[len(run)]


def _glued_pieces(run: str, vocabulary: frozenset[str]) -> list[str] | None:
    """The words that spell ``run`` (at least two), each known (``vocabulary``, ``english()``,
    ``GLUE_WORDS``); a piece that is a phrase the content knows compact (floorlinepenalty) is
    its words too, as the phrase typed with spaces is read."""
    words = vocabulary | english_words()
    found = _fewest_words(run, words | GLUE_WORDS)
    if not found or len(found) < 2:
        return None
    pieces: list[str] = []
    for piece in found:
        inside = _fewest_words(piece, words - {piece}) if len(piece) >= 6 else None
        pieces += inside if inside and len(inside) >= 2 else [piece]
    return pieces


def split_glued_english(text: str, vocabulary: frozenset[str]) -> str:
    """English words typed without spaces, in normalised ``text``, spaced where the run is
    made of known words only (azultiebreaker → azul tiebreaker); other runs are left as they
    are (a word the content uses, Korean typed in English mode)."""

    def cut(run: re.Match[str]) -> str:
        word = run.group(0)
        if word in vocabulary or word in english_words():
            return word
        pieces = _glued_pieces(word, vocabulary)
        return " ".join(pieces) if pieces else word

    return GLUED_RUN.sub(cut, text)


def expand_english(text: str, vocabulary: frozenset[str]) -> str:
    """English words in normalised text read as the rules' words: a plural the content
    does not use becomes its singular; an everyday word the content does not use in Latin
    letters becomes the Korean word, and one it uses keeps its place and gains the Korean.
    """
    table = english()

    def convert(run: re.Match[str]) -> str:
        # A run of English words (first player marker) keeps its words together, so a
        # glossary phrase stays whole: the Korean for a word the content also uses in Latin
        # letters goes after the run.
        words, after = [], []
        run_text = run.group(0)
        for phrase, reading in _english_phrases():  # read as one: "time over" is not "끝"
            run_text = phrase.sub(reading, run_text)
        for original in run_text.split(" "):
            word = original if original in vocabulary else _singular(original, vocabulary)
            korean = table.get(word) or table.get(original)
            if korean is None:
                words.append(word)
            elif word in vocabulary:
                words.append(word)
                after.append(korean)
            else:
                words.append(korean)
        return " ".join(words + after)

    return _LATIN_RUN.sub(convert, text)
