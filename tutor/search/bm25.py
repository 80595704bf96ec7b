"""BM25 over weighted token bags, kept as flat arrays (microseconds a query).

Field weights are applied by the caller as fractional term frequencies (a BM25F
simplification). Scores come back as one numpy array over all documents. ``ideal`` is
what a document matching every query token once would score, so ``score / ideal`` near
1.0 means "every part of the question is there".

The index is computed once, by ``tutor build`` (``BM25(docs)``), and stored as arrays
(``arrays()``); a searcher loads it with ``BM25.from_arrays`` without touching a Python
object per posting: the postings of token ``i`` are ``ids[offsets[i]:offsets[i + 1]]``
(document indices, ascending) with their precomputed BM25 term parts beside them.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping

import numpy as np


class ArrayMap(Mapping[str, float]):
    """A read-only ``token → value`` view over one array (``df``, ``idf``)."""

    def __init__(self, index: dict[str, int], values: np.ndarray):
        self._index = index
        self._values = values

    def __getitem__(self, token: str) -> float:
        return self._values[self._index[token]].item()

    def get(self, token: str, default: float | None = None) -> float | None:  # type: ignore[override]
        i = self._index.get(token)
        return default if i is None else self._values[i].item()

    def __contains__(self, token: object) -> bool:
        return token in self._index

    def __iter__(self) -> Iterator[str]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)


class BM25:
    def __init__(self, docs: list[Mapping[str, float]], k1: float = 1.2, b: float = 0.75):
        lengths = [sum(doc.values()) for doc in docs]
        avg = (sum(lengths) / len(lengths)) if lengths else 1.0
        avg = avg or 1.0
        seen: dict[str, int] = {}  # token → first-seen number
        pair_token: list[int] = []
        pair_doc: list[int] = []
        pair_tf: list[float] = []
        pair_norm: list[float] = []
        for index, doc in enumerate(docs):
            norm = k1 * (1 - b + b * lengths[index] / avg)
            for token, tf in doc.items():
                if tf <= 0:
                    continue
                number = seen.get(token)
                if number is None:
                    number = seen[token] = len(seen)
                pair_token.append(number)
                pair_doc.append(index)
                pair_tf.append(tf)
                pair_norm.append(norm)
        n_docs = len(docs)
        tokens = sorted(seen)
        rank = np.empty(len(tokens), dtype=np.int64)
        rank[[seen[t] for t in tokens]] = np.arange(len(tokens))
        token_of = rank[np.array(pair_token, dtype=np.int64)]
        order = np.argsort(token_of, kind="stable")  # by token, documents in order
        tfs = np.array(pair_tf, dtype=np.float64)[order]
        # Elementwise as in Python: tf * (k1 + 1) / (tf + norm), the same doubles.
        parts = tfs * (k1 + 1) / (tfs + np.array(pair_norm, dtype=np.float64)[order])
        ids = np.array(pair_doc, dtype=np.int32)[order]
        counts = np.bincount(token_of, minlength=len(tokens))
        offsets = np.zeros(len(tokens) + 1, dtype=np.int64)
        offsets[1:] = np.cumsum(counts)
        idf = np.array(
            [math.log(1 + (n_docs - int(df) + 0.5) / (int(df) + 0.5)) for df in counts.tolist()],
            dtype=np.float64,
        )
        self._set(n_docs, tokens, offsets, ids, parts.astype(np.float64), idf)

    def _set(
        self,
        n_docs: int,
        tokens: list[str],
        offsets: np.ndarray,
        ids: np.ndarray,
        parts: np.ndarray,
        idf: np.ndarray,
    ) -> None:
        self.n_docs = n_docs
        self.tokens = tokens
        self.index: dict[str, int] = {token: i for i, token in enumerate(tokens)}
        self.offsets = offsets
        self.ids = ids
        self.parts = parts
        self.df_array = np.diff(offsets).astype(np.int32)
        self.idf_array = idf
        self.df: Mapping[str, float] = ArrayMap(self.index, self.df_array)
        self.idf: Mapping[str, float] = ArrayMap(self.index, self.idf_array)
        self.max_idf = math.log(1 + (self.n_docs + 0.5) / 0.5) if self.n_docs else 1.0

    def arrays(self) -> dict[str, np.ndarray]:
        """The stored form (tokens go beside it, in the order of ``tokens``)."""
        return {
            "offsets": self.offsets,
            "ids": self.ids,
            "parts": self.parts,
            "idf": self.idf_array,
        }

    @classmethod
    def from_arrays(cls, n_docs: int, tokens: list[str], arrays: Mapping[str, np.ndarray]) -> BM25:
        index = cls.__new__(cls)
        index._set(n_docs, tokens, arrays["offsets"], arrays["ids"], arrays["parts"], arrays["idf"])
        return index

    def __contains__(self, token: str) -> bool:
        return token in self.index

    def posting(self, token: str) -> tuple[np.ndarray, np.ndarray] | None:
        """(document indices, term parts) of ``token``, or None if no document has it."""
        i = self.index.get(token)
        if i is None:
            return None
        start, end = self.offsets[i], self.offsets[i + 1]
        return self.ids[start:end], self.parts[start:end]

    def score(self, query: Mapping[str, float]) -> np.ndarray:
        """BM25 score of every document (zero for those sharing no token with ``query``).

        One pass over the query's postings laid end to end: each document's parts are added
        in the query's token order, so the sums are the same doubles as adding token by
        token."""
        rows: list[int] = []
        weights: list[float] = []
        for token, weight in query.items():
            i = self.index.get(token)
            if i is not None:
                rows.append(i)
                weights.append(weight)
        if not rows:
            return np.zeros(self.n_docs)
        picked = np.array(rows, dtype=np.int64)
        starts = self.offsets[picked]
        lengths = self.offsets[picked + 1] - starts
        factors = np.array(weights, dtype=np.float64) * self.idf_array[picked]
        postings = ranges(starts, lengths)
        return np.bincount(
            self.ids[postings],
            weights=np.repeat(factors, lengths) * self.parts[postings],
            minlength=self.n_docs,
        )

    def ideal(self, query: Mapping[str, float], unknown_weight: float = 0.0) -> float:
        """The score of a document with every query token once, at average length.

        Tokens the index has never seen count with the highest idf times
        ``unknown_weight`` (a question about something the content never mentions is not
        fully answered by matching its other words)."""
        total = 0.0
        for token, weight in query.items():
            i = self.index.get(token)
            if i is not None:
                total += weight * self.idf_array[i].item()
            else:
                total += weight * self.max_idf * unknown_weight
        return total


def ranges(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """``concatenate([arange(s, s + n) for s, n in zip(starts, lengths)])``, vectorised."""
    total = int(lengths.sum())
    if total == 0:
        return np.zeros(0, dtype=np.int64)
    offsets = np.zeros(len(lengths), dtype=np.int64)
    np.cumsum(lengths[:-1], out=offsets[1:])
    return np.repeat(starts - offsets, lengths) + np.arange(total)
