"""한/영 keyboard repair: Korean typed while the keyboard was in English (QWERTY) mode.

"qkekrwnf" is what 바닥줄 looks like when the 두벌식 layout was off. A Latin word is read as
Korean when its keystrokes compose into whole syllables with no lone letter left over (real
English words almost never do: "line" starts with ㅣ, "set" has no vowel) and it is not a
word the content itself uses in Latin letters (azul, joker, …).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tutor import patterns
from tutor.korean import PARTICLES
from tutor.search.hangul import (
    JONGSEONG,
    assemble,
    compose_syllable,
    is_jamo,
    is_syllable,
    split_syllable,
)

QWERTY_TO_JAMO = {
    "q": "ㅂ",
    "w": "ㅈ",
    "e": "ㄷ",
    "r": "ㄱ",
    "t": "ㅅ",
    "y": "ㅛ",
    "u": "ㅕ",
    "i": "ㅑ",
    "o": "ㅐ",
    "p": "ㅔ",
    "a": "ㅁ",
    "s": "ㄴ",
    "d": "ㅇ",
    "f": "ㄹ",
    "g": "ㅎ",
    "h": "ㅗ",
    "j": "ㅓ",
    "k": "ㅏ",
    "l": "ㅣ",
    "z": "ㅋ",
    "x": "ㅌ",
    "c": "ㅊ",
    "v": "ㅍ",
    "b": "ㅠ",
    "n": "ㅜ",
    "m": "ㅡ",
    # Shifted keys that type different letters.
    "Q": "ㅃ",
    "W": "ㅉ",
    "E": "ㄸ",
    "R": "ㄲ",
    "T": "ㅆ",
    "O": "ㅒ",
    "P": "ㅖ",
}

# The letter keys row by row: a finger slips to the key beside the one meant.
KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


def neighbour_vowels(vowel: str) -> list[str]:
    """The vowels on the keys beside ``vowel``'s (ㅏ: ㅓ and ㅣ), in row order."""
    key = next((k for k, j in QWERTY_TO_JAMO.items() if j == vowel and k.islower()), None)
    if key is None:
        return []
    row = next(r for r in KEY_ROWS if key in r)
    at = row.index(key)
    beside = [row[i] for i in (at - 1, at + 1) if 0 <= i < len(row)]
    return [QWERTY_TO_JAMO[k] for k in beside if QWERTY_TO_JAMO[k] >= "ㅏ"]


LATIN_WORD = patterns.compile(r"[A-Za-z]+")
_SENTENCE_END = ".?!\n"


def qwerty_to_hangul(text: str) -> str:
    """Convert QWERTY keystrokes to Hangul (fnalzbqm → 루미큐브); other characters pass."""
    jamo = []
    for ch in text:
        mapped = QWERTY_TO_JAMO.get(ch)
        if mapped is None and ch.isascii() and ch.isalpha():
            mapped = QWERTY_TO_JAMO[ch.lower()]
        jamo.append(mapped if mapped is not None else ch)
    return assemble("".join(jamo))


def _keystrokes(word: str, sentence_start: bool) -> str:
    # A phone capitalises the first letter of a sentence: there "Qkekrwnf" means qkekrwnf.
    # Elsewhere a capital is the Shift that types ㅃ ㅉ ㄸ ㄲ ㅆ ㅒ ㅖ (바로 Tjdigka → 써야함).
    if sentence_start and len(word) > 1 and word[0].isupper() and word[1:].islower():
        return word.lower()
    return word


# 초성 typed in English mode ("wz" → ㅈㅋ, "rwdptj" → ㄱㅈ에서): two to six consonants, then
# nothing or whole syllables (a particle, the rest of the word).
_CHOSEONG_TYPED = patterns.compile(r"^([\u3131-\u314e]{2,6})(?:[\uac00-\ud7a3]+)?$")


def looks_like_korean(word: str, sentence_start: bool = True) -> str | None:
    """The Hangul a Latin word types, or None when it does not read as Korean;
    ``sentence_start``: the word begins a sentence (a phone may have capitalised it)."""
    if not word.isascii() or not word.isalpha():
        return None
    hangul = qwerty_to_hangul(_keystrokes(word, sentence_start))
    if any(is_jamo(ch) for ch in hangul):
        return None
    return hangul


def typed_choseong(word: str) -> tuple[str, str] | None:
    """A Latin word that types 초성 (consonants only, perhaps then a particle): what a player
    types for 조커 as ㅈㅋ, in English mode "wz"; (the Hangul, its 초성 run) or None. English
    words type this too ("set" → ㄴㄷㅅ), so the caller keeps only runs the index reads."""
    if not word.isascii() or not word.isalpha() or len(word) < 2:
        return None
    hangul = qwerty_to_hangul(word.lower() if word[1:].islower() else word)
    found = _CHOSEONG_TYPED.match(hangul)
    return (hangul, found.group(1)) if found else None


def repair_layout(
    text: str,
    latin_vocabulary: frozenset[str] = frozenset(),
    known: Callable[[str], bool] | None = None,
    function_words: frozenset[str] = frozenset(),
) -> tuple[str, bool]:
    """Replace every Latin word that reads as Korean; returns (text, whether anything changed).

    ``latin_vocabulary`` holds lower-case Latin words the content uses (never converted).
    ``function_words``: English words that also type Hangul ("for" → 랙, "the" → 솓); each
    stays English when most of the other Latin words of the text are English ("how many
    points for 2 sapphires"), and is read as Korean among keys typed in English mode.
    ``known(word)``: whether the index knows a Hangul word (or 초성 word); with it, 초성 typed in
    English mode is read when the index reads the 초성 ("wz" → ㅈㅋ), and a capitalised first
    word is read with Shift when only that reading is known ("Tjavk" → 썸파, not 섬파), as a
    phone's capital otherwise.
    """
    changed = False
    english = bool(function_words) and _english_majority(text, latin_vocabulary, function_words)

    def convert(match: re.Match[str]) -> str:
        nonlocal changed
        word = match.group(0)
        if word.lower() in latin_vocabulary:
            return word
        if english and word.lower() in function_words:
            return word
        before = text[: match.start()].rstrip()
        start = not before or before[-1] in _SENTENCE_END
        # a known term with a particle first: "drawaks" is draw 만, not the 초성 ㅇㄱㅁㅈ만
        hangul = _term_and_particle(word, latin_vocabulary) or looks_like_korean(word, start)
        if hangul is None and known is not None:
            choseong = typed_choseong(word)
            if choseong is not None and known(choseong[1]):
                hangul = choseong[0]
        if hangul is None:
            return word
        if start and known is not None and word[:1].isupper():
            shifted = looks_like_korean(word, sentence_start=False)
            if shifted and shifted != hangul and known(shifted) and not known(hangul):
                hangul = shifted
        changed = True
        return hangul

    return LATIN_WORD.sub(convert, text), changed


def _english_majority(
    text: str, latin_vocabulary: frozenset[str], function_words: frozenset[str]
) -> bool:
    """Whether the text's Latin words other than function words are mostly English: known
    words, or words whose keys type no Hangul ("I", "what")."""
    english = korean = 0
    for found in LATIN_WORD.finditer(text):
        word = found.group(0)
        if word.lower() in function_words:
            continue
        if word.lower() in latin_vocabulary or looks_like_korean(word, False) is None:
            english += 1
        else:
            korean += 1
    return english > korean


def _term_and_particle(word: str, latin_vocabulary: frozenset[str]) -> str | None:
    """An English term and a Korean particle typed after it in English mode ("drawaks" →
    "draw 만", "jokerfmf" → "joker 를"): the longest known Latin word the word starts with,
    when the rest types a particle."""
    lower = word.lower()
    for end in range(len(lower) - 1, 2, -1):
        if lower[:end] in latin_vocabulary:
            rest = qwerty_to_hangul(word[end:])
            if rest in TERM_PARTICLES:
                return f"{word[:end]} {rest}"
            return None
    return None


# Particles an English term may carry (joker를, draw만, run이나)
TERM_PARTICLES = frozenset((*PARTICLES, "이나", "나"))


# Letters one Shift apart on the 두벌식 layout: a phone keyboard makes missing (석 for 섞,
# 긑 for 끝, 배 for 빼) and stray (바닦) Shifts the commonest slips.
SHIFT_PAIRS = {"ㄱ": "ㄲ", "ㄷ": "ㄸ", "ㅂ": "ㅃ", "ㅅ": "ㅆ", "ㅈ": "ㅉ", "ㅐ": "ㅒ", "ㅔ": "ㅖ"}
SHIFT_PAIRS.update({v: k for k, v in list(SHIFT_PAIRS.items())})
_FINALS = frozenset(j for j in JONGSEONG if j)


def shift_variants(word: str, limit: int = 8) -> list[str]:
    """The word with one letter typed with the other Shift state (석어 → 섞어, 썩어 …),
    syllable by syllable from the start; at most ``limit`` variants."""
    out: list[str] = []
    for index, ch in enumerate(word):
        if not is_syllable(ch):
            continue
        cho, jung, jong = split_syllable(ch)
        for part in range(3):
            letters = [cho, jung, jong]
            swapped = SHIFT_PAIRS.get(letters[part]) if letters[part] else None
            if swapped is None or (part == 2 and swapped not in _FINALS):
                continue
            letters[part] = swapped
            out.append(word[:index] + compose_syllable(*letters) + word[index + 1 :])
            if len(out) >= limit:
                return out
    return out
