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
from collections import Counter

import numpy as np

from tutor.search.normalize import normalize

# Bigrams and trigrams: single syllables (요, 나, 타) carry little and were a third of the
# stored grams; without them the tuning sets lose one question in 1,339.
GRAM_SIZES = (2, 3)
BEST = 2  # an entry's resemblance: the mean of its BEST closest texts


def _squeezed_grams(squeezed: str) -> list[str]:
    return [squeezed[i : i + n] for n in GRAM_SIZES for i in range(len(squeezed) - n + 1)]


def text_grams(text: str, normalised: bool = False) -> Counter[str]:
    """Character 2–3-grams of a text, compact (no spaces)."""
    return Counter(_squeezed_grams((text if normalised else normalize(text)).replace(" ", "")))


def build_arrays(texts_by_doc: list[list[str]]) -> tuple[dict[str, np.ndarray], list[str]]:
    """The arrays of every document's texts (in document order) and the gram vocabulary.

    ``asked_doc_offsets[d]:[d + 1]`` are document d's texts, ``asked_text_offsets[t]:[t + 1]``
    text t's entries in ``asked_gram_ids`` / ``asked_weights`` (unit vectors, grams in
    increasing id, weights as float16), ``asked_idf`` each gram's inverse document frequency
    over all texts. A text without a gram (one syllable) is left out."""
    gram_id: dict[str, int] = {}
    flat: list[int] = []
    lengths: list[int] = []
    doc_offsets = np.zeros(len(texts_by_doc) + 1, dtype=np.int64)
    for d, texts in enumerate(texts_by_doc):
        kept = 0
        for text in texts:
            grams = _squeezed_grams(normalize(text).replace(" ", ""))
            if grams:
                flat += [gram_id.setdefault(g, len(gram_id)) for g in grams]
                lengths.append(len(grams))
                kept += 1
        doc_offsets[d + 1] = doc_offsets[d] + kept
    vocab = list(gram_id)
    n_grams, n_texts = len(vocab), len(lengths)
    if n_texts == 0:
        empty = np.zeros(0, dtype=np.int64)
        return {
            "asked_doc_offsets": doc_offsets,
            "asked_text_offsets": np.zeros(1, dtype=np.int64),
            "asked_gram_ids": empty.astype(np.int32),
            "asked_weights": empty.astype(np.float16),
            "asked_idf": empty.astype(np.float32),
        }, vocab
    owner = np.repeat(np.arange(n_texts, dtype=np.int64), lengths)
    pairs, counts = np.unique(owner * n_grams + np.array(flat, dtype=np.int64), return_counts=True)
    text_of, gram_of = pairs // n_grams, pairs % n_grams
    df = np.bincount(gram_of, minlength=n_grams)
    idf = np.log(n_texts / np.maximum(df, 1)).astype(np.float32)
    weights = (1.0 + np.log(counts)) * idf[gram_of]
    starts = np.searchsorted(text_of, np.arange(n_texts))
    norms = np.sqrt(np.add.reduceat(weights * weights, starts))
    weights = weights / np.where(norms > 0, norms, 1.0)[text_of]
    text_offsets = np.append(starts, len(pairs)).astype(np.int64)
    arrays: dict[str, np.ndarray] = {
        "asked_doc_offsets": doc_offsets,
        "asked_text_offsets": text_offsets,
        "asked_gram_ids": gram_of.astype(np.int32),
        "asked_weights": weights.astype(np.float16),
        "asked_idf": idf,
    }
    return arrays, vocab


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
        """The question as a dense unit vector over the grams (None: no gram is known)."""
        grams = text_grams(squeezed, normalised=True)
        vector = np.zeros(len(self.idf), dtype=np.float32)
        for gram, count in grams.items():
            i = self.gram_id.get(gram)
            if i is not None:
                vector[i] = (1.0 + math.log(count)) * self.idf[i]
        norm = float(np.linalg.norm(vector))
        return vector / norm if norm > 0 else None

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
