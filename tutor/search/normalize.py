"""Text normalisation shared by the index and the queries."""

from __future__ import annotations

import unicodedata

from tutor import patterns

MAX_QUERY_CHARS = 200

# Every whitespace character is a separator: a run of them, with any punctuation, becomes one
# space (no second pass to collapse spaces is needed).
_SEPARATORS = patterns.compile(r"[^0-9A-Za-z\uac00-\ud7a3\u3131-\u3163]+")


_FULLWIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_FULLWIDTH[0x3000] = 0x20  # ideographic space
_WIDE = patterns.compile("[\uff01-\uff5e\u3000]")


def fold_fullwidth(text: str) -> str:
    """Full-width ASCII (ＡＢＣ１２３) to ASCII. NFKC is not used because it would turn the
    compatibility jamo of 초성 queries (ㄱ) into conjoining jamo (ᄀ)."""
    # Looked for first: translating looks up every character, and few texts have any.
    return text.translate(_FULLWIDTH) if _WIDE.search(text) else text


def normalize(text: str, *, lower: bool = True) -> str:
    """NFC, full-width folding, punctuation to spaces, collapsed whitespace, lower-case Latin."""
    text = unicodedata.normalize("NFC", fold_fullwidth(text))
    text = _SEPARATORS.sub(" ", text).strip()
    return text.lower() if lower else text


def compact(text: str) -> str:
    """Normalised text without spaces, for spacing-insensitive comparison."""
    return normalize(text).replace(" ", "")
