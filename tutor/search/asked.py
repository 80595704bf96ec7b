"""How much a question resembles the questions an entry is known to answer.

Every entry has short texts that say what it answers: its title, question, phrasings and
aliases, and the questions players ask that it answers (``<game>/asked.yaml``). Each text is
a TF-IDF vector of its character 2–3-grams (compact, normalised: 조사, endings, typos and
missing spaces only move a few grams); a new question's resemblance to an entry is the mean
of its two best cosines with the entry's texts (two, so one lucky text cannot carry an
entry). Words are not needed to match: "대각선연결됨?" resembles "대각선도 연결로 쳐주나요?".

The build stores the vectors as flat arrays (``asked_*`` in ``search_arrays``, the grams in
``search_meta``); a searcher scores only its candidates, a few thousand multiplications.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter

import numpy as np

from tutor.search.normalize import fold_fullwidth, normalize

# Bigrams and trigrams: single syllables (요, 나, 타) carry little and were a third of the
# stored grams; without them the tuning sets lose one question in 1,339. The build's
# ``_gram_codes`` codes the same two sizes (a property test holds the two equal).
GRAM_SIZES = (2, 3)
BEST = 2  # an entry's resemblance: the mean of its BEST closest texts
# Stored vectors: gram ids in 16 bits and weights (of unit vectors, 0–1) in 8 bits, 3 bytes a
# gram instead of 8; the tuning sets' answers are the same as with 32-bit ids and floats.
MAX_GRAMS = 65535
WEIGHT_STEPS = 255


def _squeezed_grams(squeezed: str) -> list[str]:
    return [squeezed[i : i + n] for n in GRAM_SIZES for i in range(len(squeezed) - n + 1)]


def text_grams(text: str, normalised: bool = False) -> Counter[str]:
    """Character 2–3-grams of a text, compact (no spaces)."""
    return Counter(_squeezed_grams((text if normalised else normalize(text)).replace(" ", "")))


_SHIFT = 21  # bits of a code point
_WIDE = re.compile("[\uff01-\uff5e\u3000]")
_TRIGRAM = np.uint64(1 << 63)


def _normalised_points(texts: list[str]) -> np.ndarray:
    """The code points of the texts joined by NUL, normalised as ``normalize`` and compacted
    (NFC, full-width ASCII folded, only digits, Latin, Hangul syllables and jamo kept, Latin
    lower-cased): per character, so it is done on all texts at once, in numpy."""
    # A NUL inside a text is a separator to normalize too: a space keeps it one (and keeps NFC
    # from joining what it separated), the texts' own separator stays NUL.
    joined = "\x00".join(t.replace("\x00", " ") for t in texts)
    if _WIDE.search(joined):  # folded before NFC, as normalize does (Ａ + ◌́ → Á)
        joined = fold_fullwidth(joined)
    joined = unicodedata.normalize("NFC", joined)
    # surrogatepass: a lone surrogate (YAML's "\ud800") is a code point like any other, dropped.
    points = np.frombuffer(joined.encode("utf-32-le", "surrogatepass"), dtype=np.uint32).copy()
    upper = (points >= 0x41) & (points <= 0x5A)
    points[upper] += 0x20
    keep = (
        (points == 0)
        | ((points >= 0x30) & (points <= 0x39))
        | ((points >= 0x61) & (points <= 0x7A))
        | ((points >= 0xAC00) & (points <= 0xD7A3))
        | ((points >= 0x3131) & (points <= 0x3163))
    )
    return points[keep].astype(np.uint64)


def _gram_codes(texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """Every 2–3-gram of every text (compact and normalised exactly as ``normalize`` and
    ``replace(" ", "")`` would) as a 64-bit code of its code points, and the text it is in.
    Done on all texts at once, which is what makes a large build fast."""
    points = _normalised_points(texts)
    text_at = np.cumsum(points == 0)
    inside = points != 0
    shift = np.uint64(_SHIFT)
    codes = []
    owners = []
    if len(points) >= 2:
        ok = inside[:-1] & inside[1:]
        codes.append(((points[:-1] << shift) | points[1:])[ok])
        owners.append(text_at[:-1][ok])
    if len(points) >= 3:
        ok = inside[:-2] & inside[1:-1] & inside[2:]
        high = points[:-2] << np.uint64(2 * _SHIFT)
        codes.append((_TRIGRAM | high | (points[1:-1] << shift) | points[2:])[ok])
        owners.append(text_at[:-2][ok])
    if not codes:
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.int64)
    return np.concatenate(codes), np.concatenate(owners).astype(np.int64)


def _gram_text(code: int) -> str:
    mask = (1 << _SHIFT) - 1
    if code >> 63:
        return chr((code >> 2 * _SHIFT) & mask) + chr((code >> _SHIFT) & mask) + chr(code & mask)
    return chr(code >> _SHIFT) + chr(code & mask)


def build_arrays(texts_by_doc: list[list[str]]) -> tuple[dict[str, np.ndarray], list[str]]:
    """The arrays of every document's texts (in document order) and the gram vocabulary.

    ``asked_doc_offsets[d]:[d + 1]`` are document d's texts, ``asked_text_offsets[t]:[t + 1]``
    text t's entries in ``asked_gram_ids`` / ``asked_weights`` (unit vectors, grams in
    increasing id, in 16 and 8 bits), ``asked_idf`` each gram's inverse document frequency
    over all texts. A text without a gram (one syllable) is left out."""
    texts = [t for doc in texts_by_doc for t in doc]
    codes, owner = _gram_codes(texts)
    per_text = np.bincount(owner, minlength=len(texts))
    kept = per_text > 0
    renumber = np.cumsum(kept) - 1  # index among the kept texts
    doc_offsets = np.zeros(len(texts_by_doc) + 1, dtype=np.int64)
    first = np.cumsum([0, *map(len, texts_by_doc)])
    kept_before = np.concatenate([[0], np.cumsum(kept)])
    doc_offsets[:] = kept_before[first]
    n_texts = int(kept.sum())
    if n_texts == 0:
        return {
            "asked_doc_offsets": doc_offsets,
            "asked_text_offsets": np.zeros(1, dtype=np.int64),
            "asked_gram_ids": np.zeros(0, dtype=np.uint16),
            "asked_weights": np.zeros(0, dtype=np.uint8),
            "asked_idf": np.zeros(0, dtype=np.float32),
        }, []
    unique_codes = np.unique(codes)
    gram = np.searchsorted(unique_codes, codes)
    vocab = [_gram_text(int(c)) for c in unique_codes.tolist()]
    n_grams = len(vocab)
    pairs, counts = np.unique(renumber[owner] * n_grams + gram, return_counts=True)
    text_of, gram_of = pairs // n_grams, pairs % n_grams
    df = np.bincount(gram_of, minlength=n_grams)
    idf = np.log(n_texts / np.maximum(df, 1)).astype(np.float32)
    weights = (1.0 + np.log(counts)) * idf[gram_of]
    starts = np.searchsorted(text_of, np.arange(n_texts))
    norms = np.sqrt(np.add.reduceat(weights * weights, starts))
    weights = weights / np.where(norms > 0, norms, 1.0)[text_of]
    # The MAX_GRAMS grams in most texts are kept (ids fit in 16 bits); the rest, each in a
    # text or two, are left out of the stored vectors (not renormalised) and of the vocabulary.
    kept_grams = np.sort(np.argsort(-df, kind="stable")[:MAX_GRAMS])
    new_id = np.full(n_grams, -1, dtype=np.int64)
    new_id[kept_grams] = np.arange(len(kept_grams))
    stored = new_id[gram_of] >= 0
    lengths = np.bincount(text_of[stored], minlength=n_texts)
    # A text left with no stored gram is left out (its cosine would be 0, as a missing one's).
    has = np.concatenate([[0], np.cumsum(lengths > 0)])
    doc_offsets = has[doc_offsets]
    lengths = lengths[lengths > 0]
    arrays: dict[str, np.ndarray] = {
        "asked_doc_offsets": doc_offsets.astype(np.int64),
        "asked_text_offsets": np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64),
        "asked_gram_ids": new_id[gram_of[stored]].astype(np.uint16),
        "asked_weights": np.round(weights[stored] * WEIGHT_STEPS).astype(np.uint8),
        "asked_idf": idf[kept_grams],
    }
    return arrays, [vocab[g] for g in kept_grams.tolist()]


class AskedIndex:
    """The stored vectors, ready to score a question against candidate documents."""

    def __init__(self, arrays: dict[str, np.ndarray], vocab: list[str]) -> None:
        self.doc_offsets = arrays["asked_doc_offsets"]
        self.text_offsets = arrays["asked_text_offsets"]
        self.gram_ids = arrays["asked_gram_ids"]
        self.weights = arrays["asked_weights"]
        self.idf = arrays["asked_idf"]
        self.gram_id = {g: i for i, g in enumerate(vocab)}

    def query_vector(self, squeezed: str) -> np.ndarray | None:
        """The question as a dense vector over the grams, unit length divided by the weights'
        step (None: no gram is known)."""
        grams = text_grams(squeezed, normalised=True)
        vector = np.zeros(len(self.idf), dtype=np.float32)
        for gram, count in grams.items():
            i = self.gram_id.get(gram)
            if i is not None:
                vector[i] = (1.0 + math.log(count)) * self.idf[i]
        norm = float(np.linalg.norm(vector))
        # Scaled by the weights' step, so that the 8-bit weights multiply it as they are.
        return vector / (norm * WEIGHT_STEPS) if norm > 0 else None

    def resemblance(self, squeezed: str, docs: list[int]) -> list[float]:
        """For each document of ``docs``, the mean of the BEST cosines between the question
        (compact and normalised) and the document's texts; 0 for a document without texts."""
        vector = self.query_vector(squeezed)
        if vector is None or not docs:
            return [0.0] * len(docs)
        chosen = np.asarray(docs, dtype=np.int64)
        first, last = self.doc_offsets[chosen], self.doc_offsets[chosen + 1]
        n_texts = last - first
        if not n_texts.any():
            return [0.0] * len(docs)
        # The chosen documents' texts, one after another (a document's texts are adjacent,
        # and so are their grams).
        texts = _ranges(first, n_texts)
        starts, ends = self.text_offsets[texts], self.text_offsets[texts + 1]
        grams = _ranges(starts, ends - starts)
        products = self.weights[grams] * vector[self.gram_ids[grams]]
        bounds = np.zeros(len(texts), dtype=np.int64)
        np.cumsum((ends - starts)[:-1], out=bounds[1:])
        cosines = np.add.reduceat(products, bounds)
        # The BEST largest per document: sort each document's cosines, largest first.
        owner = np.repeat(np.arange(len(docs)), n_texts)
        order = np.lexsort((-cosines, owner))
        ranked = cosines[order]
        group_start = np.zeros(len(docs), dtype=np.int64)
        np.cumsum(n_texts[:-1], out=group_start[1:])
        out = np.zeros(len(docs), dtype=np.float64)
        for k in range(BEST):
            has = n_texts > k
            out[has] += ranked[group_start[has] + k]
        return (out / BEST).tolist()


def _ranges(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """``concatenate([arange(s, s + n) for s, n in zip(starts, lengths)])``, vectorised."""
    total = int(lengths.sum())
    if total == 0:
        return np.zeros(0, dtype=np.int64)
    offsets = np.zeros(len(lengths), dtype=np.int64)
    np.cumsum(lengths[:-1], out=offsets[1:])
    return np.repeat(starts - offsets, lengths) + np.arange(total)
