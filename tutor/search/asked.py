"""How much a question resembles the questions an entry is known to answer.

Every entry has short texts that say what it answers: its title, question, phrasings and
aliases, and the questions players ask that it answers (``<game>/asked.yaml``). Each text is
a TF-IDF vector of its character 1–3-grams (compact, normalised: 조사, endings, typos and
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

GRAM_SIZES = (1, 2, 3)
BEST = 2  # an entry's resemblance: the mean of its BEST closest texts


def text_grams(text: str, normalised: bool = False) -> Counter[str]:
    """Character 1–3-grams of a text, compact (no spaces)."""
    squeezed = (text if normalised else normalize(text)).replace(" ", "")
    out: Counter[str] = Counter()
    for n in GRAM_SIZES:
        for i in range(len(squeezed) - n + 1):
            out[squeezed[i : i + n]] += 1
    return out


def build_arrays(texts_by_doc: list[list[str]]) -> tuple[dict[str, np.ndarray], list[str]]:
    """The arrays of every document's texts (in document order) and the gram vocabulary.

    ``asked_doc_offsets[d]:[d + 1]`` are document d's texts, ``asked_text_offsets[t]:[t + 1]``
    text t's entries in ``asked_gram_ids`` / ``asked_weights`` (unit vectors), ``asked_idf``
    each gram's inverse document frequency over all texts."""
    counted: list[list[Counter[str]]] = [
        [g for g in (text_grams(t) for t in texts) if g] for texts in texts_by_doc
    ]
    df: Counter[str] = Counter()
    for doc in counted:
        for grams in doc:
            df.update(grams.keys())
    vocab = sorted(df)
    gram_id = {g: i for i, g in enumerate(vocab)}
    n_texts = sum(len(doc) for doc in counted)
    idf = np.array([math.log(n_texts / df[g]) for g in vocab], dtype=np.float32)
    doc_offsets = np.zeros(len(counted) + 1, dtype=np.int64)
    text_offsets = [0]
    ids: list[int] = []
    weights: list[float] = []
    for d, doc in enumerate(counted):
        for grams in doc:
            pairs = sorted(
                (gram_id[g], (1.0 + math.log(c)) * float(idf[gram_id[g]])) for g, c in grams.items()
            )
            norm = math.sqrt(sum(w * w for _, w in pairs)) or 1.0
            ids += [i for i, _ in pairs]
            weights += [w / norm for _, w in pairs]
            text_offsets.append(len(ids))
        doc_offsets[d + 1] = doc_offsets[d] + len(doc)
    arrays: dict[str, np.ndarray] = {
        "asked_doc_offsets": doc_offsets,
        "asked_text_offsets": np.array(text_offsets, dtype=np.int64),
        "asked_gram_ids": np.array(ids, dtype=np.int32),
        "asked_weights": np.array(weights, dtype=np.float32),
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
