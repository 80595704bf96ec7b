"""In-memory BM25 over weighted token bags (a few hundred documents, microseconds a query).

Field weights are applied by the caller as fractional term frequencies (a BM25F
simplification). Scores come back as one numpy array over all documents. ``ideal`` is
what a document matching every query token once would score, so ``score / ideal`` near
1.0 means "every part of the question is there".
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np


class BM25:
    def __init__(self, docs: list[Mapping[str, float]], k1: float = 1.2, b: float = 0.75):
        self.n_docs = len(docs)
        lengths = [sum(doc.values()) for doc in docs]
        avg = (sum(lengths) / len(lengths)) if lengths else 1.0
        avg = avg or 1.0
        self.df: dict[str, int] = {}
        rows: dict[str, tuple[list[int], list[float]]] = {}
        for index, doc in enumerate(docs):
            norm = k1 * (1 - b + b * lengths[index] / avg)
            for token, tf in doc.items():
                if tf <= 0:
                    continue
                self.df[token] = self.df.get(token, 0) + 1
                ids, parts = rows.setdefault(token, ([], []))
                ids.append(index)
                parts.append(tf * (k1 + 1) / (tf + norm))
        self.postings: dict[str, tuple[np.ndarray, np.ndarray]] = {
            token: (np.array(ids, dtype=np.int32), np.array(parts, dtype=np.float64))
            for token, (ids, parts) in rows.items()
        }
        self.idf = {
            token: math.log(1 + (self.n_docs - df + 0.5) / (df + 0.5))
            for token, df in self.df.items()
        }
        self.max_idf = math.log(1 + (self.n_docs + 0.5) / 0.5) if self.n_docs else 1.0

    def __contains__(self, token: str) -> bool:
        return token in self.postings

    def score(self, query: Mapping[str, float]) -> np.ndarray:
        """BM25 score of every document (zero for those sharing no token with ``query``)."""
        scores = np.zeros(self.n_docs)
        for token, weight in query.items():
            posting = self.postings.get(token)
            if posting is not None:
                ids, parts = posting
                scores[ids] += (weight * self.idf[token]) * parts
        return scores

    def ideal(self, query: Mapping[str, float], unknown_weight: float = 0.0) -> float:
        """The score of a document with every query token once, at average length.

        Tokens the index has never seen count with the highest idf times
        ``unknown_weight`` (a question about something the content never mentions is not
        fully answered by matching its other words)."""
        total = 0.0
        for token, weight in query.items():
            if token in self.idf:
                total += weight * self.idf[token]
            else:
                total += weight * self.max_idf * unknown_weight
        return total
