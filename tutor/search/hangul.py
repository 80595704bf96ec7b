"""Hangul syllables and jamo: disassembly to keystrokes, assembly, 초성 (initial consonants).

Jamo are the compatibility letters (ㄱ U+3131 … ㅣ U+3163), the ones a keyboard produces.
``disassemble`` splits compound vowels and double final consonants into the keystrokes that
type them (왜 → ㅇㅗㅐ, 닭 → ㄷㅏㄹㄱ), so an edit distance over its output counts keystrokes.
"""

from __future__ import annotations

SYLLABLE_FIRST = 0xAC00
SYLLABLE_LAST = 0xD7A3

CHOSEONG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
JUNGSEONG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
JONGSEONG = (
    "",
    "ㄱ",
    "ㄲ",
    "ㄳ",
    "ㄴ",
    "ㄵ",
    "ㄶ",
    "ㄷ",
    "ㄹ",
    "ㄺ",
    "ㄻ",
    "ㄼ",
    "ㄽ",
    "ㄾ",
    "ㄿ",
    "ㅀ",
    "ㅁ",
    "ㅂ",
    "ㅄ",
    "ㅅ",
    "ㅆ",
    "ㅇ",
    "ㅈ",
    "ㅊ",
    "ㅋ",
    "ㅌ",
    "ㅍ",
    "ㅎ",
)

# Compound vowels and double finals as the two keystrokes that type them.
COMPOUND_VOWELS = {
    "ㅘ": "ㅗㅏ",
    "ㅙ": "ㅗㅐ",
    "ㅚ": "ㅗㅣ",
    "ㅝ": "ㅜㅓ",
    "ㅞ": "ㅜㅔ",
    "ㅟ": "ㅜㅣ",
    "ㅢ": "ㅡㅣ",
}
DOUBLE_FINALS = {
    "ㄳ": "ㄱㅅ",
    "ㄵ": "ㄴㅈ",
    "ㄶ": "ㄴㅎ",
    "ㄺ": "ㄹㄱ",
    "ㄻ": "ㄹㅁ",
    "ㄼ": "ㄹㅂ",
    "ㄽ": "ㄹㅅ",
    "ㄾ": "ㄹㅌ",
    "ㄿ": "ㄹㅍ",
    "ㅀ": "ㄹㅎ",
    "ㅄ": "ㅂㅅ",
}
VOWEL_PAIRS = {pair: vowel for vowel, pair in COMPOUND_VOWELS.items()}
FINAL_PAIRS = {pair: final for final, pair in DOUBLE_FINALS.items()}

CONSONANTS = frozenset("ㄱㄲㄳㄴㄵㄶㄷㄸㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅃㅄㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
VOWELS = frozenset(JUNGSEONG)
_CHO_INDEX = {c: i for i, c in enumerate(CHOSEONG)}
_JUNG_INDEX = {c: i for i, c in enumerate(JUNGSEONG)}
_JONG_INDEX = {c: i for i, c in enumerate(JONGSEONG) if c}


def is_syllable(ch: str) -> bool:
    return SYLLABLE_FIRST <= ord(ch) <= SYLLABLE_LAST


def is_jamo(ch: str) -> bool:
    return ch in CONSONANTS or ch in VOWELS


def is_consonant(ch: str) -> bool:
    return ch in CONSONANTS


def has_hangul(text: str) -> bool:
    return any(is_syllable(ch) or is_jamo(ch) for ch in text)


def split_syllable(ch: str) -> tuple[str, str, str]:
    """(초성, 중성, 종성) of one complete syllable; 종성 is '' when there is none."""
    code = ord(ch) - SYLLABLE_FIRST
    return CHOSEONG[code // 588], JUNGSEONG[(code % 588) // 28], JONGSEONG[code % 28]


def compose_syllable(cho: str, jung: str, jong: str = "") -> str:
    return chr(
        SYLLABLE_FIRST
        + _CHO_INDEX[cho] * 588
        + _JUNG_INDEX[jung] * 28
        + (_JONG_INDEX[jong] if jong else 0)
    )


def _keystrokes(ch: str) -> str:
    if is_syllable(ch):
        cho, jung, jong = split_syllable(ch)
        return cho + COMPOUND_VOWELS.get(jung, jung) + DOUBLE_FINALS.get(jong, jong)
    return COMPOUND_VOWELS.get(ch) or DOUBLE_FINALS.get(ch) or ch


_KEYSTROKES = {
    chr(code): _keystrokes(chr(code)) for code in range(SYLLABLE_FIRST, SYLLABLE_LAST + 1)
}
_KEYSTROKES.update({ch: _keystrokes(ch) for ch in [*COMPOUND_VOWELS, *DOUBLE_FINALS]})


def disassemble(text: str) -> str:
    """Every syllable as its keystrokes; other characters are kept as they are."""
    table = _KEYSTROKES
    return "".join([table.get(ch, ch) for ch in text])


# Every syllable's 초성, looked up as ``_KEYSTROKES`` is (a build takes the 초성 of every key).
_CHOSEONG = {
    chr(code): CHOSEONG[(code - SYLLABLE_FIRST) // 588]
    for code in range(SYLLABLE_FIRST, SYLLABLE_LAST + 1)
}


def choseong(text: str) -> str:
    """The 초성 of each syllable (바닥줄 → ㅂㄷㅈ); jamo and other characters are kept."""
    table = _CHOSEONG
    return "".join([table.get(ch, ch) for ch in text])


def is_choseong_only(token: str) -> bool:
    """True for a token typed as initial consonants only (ㅂㄷㅈ)."""
    return bool(token) and all(ch in _CHO_INDEX for ch in token)


def has_choseong(token: str) -> bool:
    """True when the token mixes lone initial consonants with syllables or is only those."""
    return any(ch in _CHO_INDEX for ch in token)


def assemble(jamo: str) -> str:
    """Compose a keystroke sequence into syllables, the way a 두벌식 keyboard does.

    Letters that cannot join a syllable stay as lone jamo; other characters pass through.
    """
    out: list[str] = []
    cho = jung = jong = ""

    def flush() -> None:
        nonlocal cho, jung, jong
        if cho and jung:
            out.append(compose_syllable(cho, jung, jong))
        else:
            out.append(cho + jung)
        cho = jung = jong = ""

    for ch in jamo:
        if ch in CONSONANTS:
            if cho and jung and not jong:
                if ch in _JONG_INDEX:
                    jong = ch
                    continue
            elif cho and jung and jong and jong + ch in FINAL_PAIRS:
                jong = FINAL_PAIRS[jong + ch]
                continue
            flush()
            if ch in _CHO_INDEX:
                cho = ch
            else:
                out.append(ch)
        elif ch in VOWELS:
            if cho and not jung:
                jung = ch
            elif jung and not jong and jung + ch in VOWEL_PAIRS:
                jung = VOWEL_PAIRS[jung + ch]
            elif cho and jung and jong:
                # The final consonant moves on to start the next syllable.
                pair = DOUBLE_FINALS.get(jong)  # a double final's two keystrokes
                keep, moved = (pair[0], pair[1]) if pair else ("", jong)
                jong = keep
                flush()
                if moved in _CHO_INDEX:
                    cho, jung = moved, ch
                else:  # pragma: no cover - every single final is also an initial
                    out.append(moved)
                    jung = ch
            else:
                flush()
                jung = ch
        else:
            flush()
            out.append(ch)
    flush()
    return "".join(out)
