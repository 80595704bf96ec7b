"""How much a question resembles the questions an entry is known to answer.

Every entry has short texts that say what it answers: its title and the questions players ask
that it answers (``<game>/asked.yaml``; its question, phrasings and aliases are the word
signals' keys and would only cost learning time here). Each text is
a TF-IDF vector of its character 2–3-grams (compact, normalised: 조사, endings, typos and
missing spaces only move a few grams). The build learns, for each game, a linear model that
tells the game's entries apart by these vectors (one-vs-rest linear SVM, scikit-learn's
``LinearSVC``): it learns which grams say *this* entry rather than its neighbours ("몇 개"
for a count, "언제" for a timing), where a nearest-text match weighs every shared gram by its
rarity alone. A new question's resemblance to an entry is the model's margin for it. Words
are not needed to match: "대각선연결됨?" resembles "대각선도 연결로 쳐주나요?".

Each entry keeps its weights for the grams of its own texts only (about 1 % of the full
matrix; the tuning sets' answers are the same). The build stores them as flat arrays
(``asked_*`` in ``search_arrays``, the grams in ``search_meta``); a searcher scores only its
candidates, a gather of a few thousand weights. scikit-learn is needed to build, not to answer.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import shutil
import signal
import tempfile
import unicodedata
import warnings
from collections import Counter
from dataclasses import dataclass
from typing import Any

import numpy as np

from tutor.search.bm25 import ranges
from tutor.search.normalize import fold_fullwidth, normalize

# Bigrams and trigrams: single syllables (요, 나, 타) carry little and were a third of the
# stored grams; without them the tuning sets lose one question in 1,339. The build's
# ``_gram_codes`` codes the same two sizes (a property test holds the two equal).
GRAM_SIZES = (2, 3)
# Gram ids are stored in 16 bits: the MAX_GRAMS grams in most texts.
MAX_GRAMS = 65535
# The linear SVM (scikit-learn's LinearSVC, liblinear): its default C; a loose tolerance
# learns in a fraction of the time with the same answers on the tuning sets. Held out (the
# folded tuning sets, 5,128 questions) they answer 4,749 / 4,750 / 4,733 / 4,737 first at tol
# 0.3 / 1.0 / 1.5 / 2.0 (5,048 / 5,048 / 5,047 / 5,047 in the top three; tol 4.0: 4,651 /
# 5,000), the unfolded tuning sets 22-25 (786) 685 / 684 / 683 / 686 (755 / 756 / 753 / 750),
# while learning the four games takes 1.24 / 0.76 / 0.59 / 0.53 s of CPU (2026-12-06): 1.0.
# C 0.5 learns a quarter faster again but loses 12 first answers held out.
SVM_C = 1.0
SVM_TOL = 1.0
# Which game a question's grams are most like, over the texts of every game at once
# (multinomial naive Bayes over the same vectors; ``game_lean``): what a question that names no
# game and no word of one game only leans to. The smoothing of a gram a game's texts never use:
# a prototype (scikit-learn's vectors, the 827 held-out questions that name no game and whose
# words point to none) answered 15 / 11 / 9 more of them first at 0.01 / 0.1 / 1.
GAME_SMOOTHING = 0.05
# A content set of this many entries learns in a child process, started once the content is
# read and checked: the build meanwhile writes the database and analyses the texts, mostly on
# one core. The four games (381 entries) build in 3.5-3.8 s so, against 4.8 s in place (the
# import of scikit-learn alone is about 2 s), and no scikit-learn is left in the building
# process; at 50x (19,050 entries) 74 s against 102 s. A tiny set (a test's) learns in place.
CHILD_ENTRIES = 100


def _squeezed_grams(squeezed: str) -> list[str]:
    return [squeezed[i : i + n] for n in GRAM_SIZES for i in range(len(squeezed) - n + 1)]


def text_grams(text: str, normalised: bool = False) -> Counter[str]:
    """Character 2–3-grams of a text, compact (no spaces)."""
    return Counter(_squeezed_grams((text if normalised else normalize(text)).replace(" ", "")))


# The characters a compact, normalised text can hold (digits, Latin lower case, compatibility
# jamo, Hangul syllables), in code point order. A gram is coded by their ranks here, not by
# code points: 14 bits a character, so a trigram's code takes 43 bits and leaves room beside
# it for the text it is in (``_sorted_pairs``). Ranks keep the code points' order, so the
# grams sort the same either way (the vocabulary's order).
_KEPT = ((0x30, 0x39), (0x61, 0x7A), (0x3131, 0x3163), (0xAC00, 0xD7A3))  # first, last
_ALPHABET = "".join(chr(c) for first, last in _KEPT for c in range(first, last + 1))
_SHIFT = 14  # bits of a character's rank
_RANK = np.zeros(0xD7A4, dtype=np.uint64)  # code point → rank (1 on; 0: NUL, between texts)
_RANK[[ord(ch) for ch in _ALPHABET]] = np.arange(1, len(_ALPHABET) + 1, dtype=np.uint64)
_TRIGRAM = np.uint64(1 << 3 * _SHIFT)
_CODE_BITS = 3 * _SHIFT + 1


def _normalised_points(texts: list[str]) -> np.ndarray:
    """The code points of the texts joined by NUL, normalised as ``normalize`` and compacted
    (NFC, full-width ASCII folded, only digits, Latin, Hangul syllables and jamo kept, Latin
    lower-cased): per character, so it is done on all texts at once, in numpy."""
    # A NUL inside a text is a separator to normalize too: a space keeps it one (and keeps NFC
    # from joining what it separated), the texts' own separator stays NUL.
    joined = "\x00".join(t.replace("\x00", " ") for t in texts)
    # Full-width folded before NFC, as normalize does (Ａ + ◌́ → Á).
    joined = unicodedata.normalize("NFC", fold_fullwidth(joined))
    # surrogatepass: a lone surrogate (YAML's "\ud800") is a code point like any other, dropped.
    points = np.frombuffer(joined.encode("utf-32-le", "surrogatepass"), dtype=np.uint32).copy()
    upper = (points >= 0x41) & (points <= 0x5A)
    points[upper] += 0x20
    keep = points == 0
    for first, last in _KEPT:
        keep |= (points >= first) & (points <= last)
    return points[keep]


def _gram_codes(texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """Every 2–3-gram of every text (compact and normalised exactly as ``normalize`` and
    ``replace(" ", "")`` would) as a 64-bit code of its characters' ranks (``_ALPHABET``;
    below 2 ** ``_CODE_BITS``, trigrams after bigrams), and the text it is in. Done on all
    texts at once, which is what makes a large build fast.

    At 50x the content every array here is 100-200 MB: they are worked on in place and
    written straight into the results, as fresh memory costs a page fault every few pages."""
    ranks = _RANK[_normalised_points(texts)]
    if len(ranks) < 2:
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=np.int64)
    inside = ranks != 0
    text_at = np.cumsum(~inside)
    bigram_ok = inside[:-1] & inside[1:]
    trigram_ok = bigram_ok[:-1] & inside[2:]
    n_bigrams = int(np.count_nonzero(bigram_ok))
    codes = np.empty(n_bigrams + int(np.count_nonzero(trigram_ok)), dtype=np.uint64)
    owner = np.empty(len(codes), dtype=np.int64)
    # The bigram at every position; then, in its place, the trigram that ends a character
    # later (the bigram shifted and the next character added).
    grams = ranks[:-1] << np.uint64(_SHIFT)
    grams |= ranks[1:]
    np.compress(bigram_ok, grams, out=codes[:n_bigrams])
    np.compress(bigram_ok, text_at[:-1], out=owner[:n_bigrams])
    trigrams = grams[:-1]
    trigrams <<= np.uint64(_SHIFT)
    trigrams |= ranks[2:]
    trigrams |= _TRIGRAM
    np.compress(trigram_ok, trigrams, out=codes[n_bigrams:])
    np.compress(trigram_ok, text_at[:-2], out=owner[n_bigrams:])
    return codes, owner


def _gram_text(code: int) -> str:
    mask = (1 << _SHIFT) - 1
    chars = [code >> 2 * _SHIFT & mask] if code >> 3 * _SHIFT else []
    chars += [code >> _SHIFT & mask, code & mask]
    return "".join(_ALPHABET[rank - 1] for rank in chars)


# A (gram, text) pair is sorted as one 64-bit key while the texts' numbers fit beside the
# gram's code (about two million texts; 50x the content has 585,000).
_KEY_BITS = 64


def _sorted_pairs(
    codes: np.ndarray, owner: np.ndarray, n_texts: int
) -> tuple[np.ndarray, np.ndarray]:
    """``codes`` and ``owner`` ordered by gram, then text: one sort of 64-bit keys (the
    code above the text) where the two fit, else an indirect sort. Both arrays are reused
    for the result (in place, as in ``_gram_codes``): the caller's are not kept."""
    bits = max(n_texts - 1, 1).bit_length()
    if _CODE_BITS + bits > _KEY_BITS:
        order = np.lexsort((owner, codes))
        return codes[order], owner[order]
    key = codes
    key <<= np.uint64(bits)
    key |= owner.view(np.uint64)  # a text's index is never negative
    key.sort()
    np.bitwise_and(key, np.uint64((1 << bits) - 1), out=owner.view(np.uint64))
    key >>= np.uint64(bits)
    return key, owner


def _text_vectors(
    texts_by_doc: list[list[str]],
) -> tuple[Any, np.ndarray, np.ndarray, list[str]]:
    """Every text as a unit TF-IDF vector of its grams (a sparse matrix, one row per text that
    has a stored gram), the document each row is of, the grams' IDF and the vocabulary.

    IDF is over all texts; the MAX_GRAMS grams in most texts are kept (ids fit in 16 bits), the
    rest, each in a text or two, are left out of the vectors (not renormalised) and of the
    vocabulary."""
    from scipy.sparse import csc_matrix, csr_matrix

    texts = [t for doc in texts_by_doc for t in doc]
    doc_of_text = np.repeat(np.arange(len(texts_by_doc)), [len(d) for d in texts_by_doc])
    codes, owner = _gram_codes(texts)
    if len(codes) == 0:
        return csr_matrix((0, 0)), np.zeros(0, dtype=np.int64), np.zeros(0, np.float32), []
    # One sort by gram, then text, gives everything: the distinct (gram, text) pairs with
    # their counts, the distinct grams in order (their ids) and each gram's document
    # frequency. (np.unique of the codes, a binary search of every code for its id and
    # np.unique of the pairs cost twice as much.)
    codes, owner = _sorted_pairs(codes, owner, len(texts))
    changed = np.empty(len(codes), dtype=bool)
    changed[0] = True
    np.not_equal(codes[1:], codes[:-1], out=changed[1:])
    new_pair = changed.copy()
    new_pair[1:] |= owner[1:] != owner[:-1]
    pair_at = np.flatnonzero(new_pair)
    del new_pair
    counts = np.empty(len(pair_at), dtype=np.int64)
    np.subtract(pair_at[1:], pair_at[:-1], out=counts[:-1])
    counts[-1] = len(codes) - pair_at[-1]
    text_of = owner[pair_at]
    del owner
    gram_starts = changed[pair_at]
    gram_of = np.cumsum(gram_starts)
    gram_of -= 1
    unique_codes = codes[pair_at[gram_starts]]
    n_grams = len(unique_codes)
    df = np.bincount(gram_of, minlength=n_grams)
    # The texts with a gram, renumbered; counted, not sorted (text_of is a text's index).
    has_gram = np.bincount(text_of, minlength=len(texts)) > 0
    kept_texts = np.flatnonzero(has_gram)
    if len(kept_texts) < len(texts):
        text_of = (np.cumsum(has_gram) - 1)[text_of]
    n_texts = len(kept_texts)
    idf = np.log(n_texts / np.maximum(df, 1)).astype(np.float32)
    # (1 + log(count)) * idf, then divided by the text's norm: in place, the same doubles.
    weights = np.log(counts)
    weights += 1.0
    weights *= idf[gram_of]
    # Each text's grams are summed in gram order, as in a row of the matrix.
    norms = np.sqrt(np.bincount(text_of, weights=weights * weights, minlength=n_texts))
    weights /= np.where(norms > 0, norms, 1.0)[text_of]
    kept_grams = np.sort(np.argsort(-df, kind="stable")[:MAX_GRAMS])
    if len(kept_grams) < n_grams:
        stored = np.zeros(n_grams, dtype=bool)
        stored[kept_grams] = True
        stored_pairs = stored[gram_of]
        weights, text_of = weights[stored_pairs], text_of[stored_pairs]
    # The pairs are by gram, then text: the columns of the matrix in order, each column's
    # rows increasing. Built as such and turned into rows (a counting sort, each row's grams
    # in increasing order), not sorted again from (row, column) pairs.
    column_starts = np.zeros(len(kept_grams) + 1, dtype=np.int64)
    np.cumsum(df[kept_grams], out=column_starts[1:])
    matrix = csc_matrix(
        (weights, text_of, column_starts),
        shape=(n_texts, len(kept_grams)),
    ).tocsr()
    vocab = [_gram_text(int(c)) for c in unique_codes[kept_grams].tolist()]
    return matrix, doc_of_text[kept_texts], idf[kept_grams], vocab


def _learn(
    matrix: Any, labels: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """One group's model: a one-vs-rest linear SVM over the texts (rows of ``matrix``) labelled
    by their document. For each document of ``labels`` (sorted), its weights on the grams of
    its own texts only (offsets into the gram ids and weights returned) and its intercept. A
    group of one document learns nothing: weights none, intercept -1 (resemblance 0)."""
    from sklearn.svm import LinearSVC

    classes = np.unique(labels)
    if len(classes) < 2:
        nothing = np.zeros(0)
        return (
            np.zeros(2, np.int64),
            nothing.astype(np.uint16),
            nothing.astype(np.float16),
            np.full(1, -1.0, np.float32),
            classes,
        )
    # The group's grams, in order: the model is learned on them (counted, not sorted).
    columns = np.flatnonzero(np.bincount(matrix.indices, minlength=matrix.shape[1]))
    local = matrix[:, columns]
    with warnings.catch_warnings():
        # A game without asked.yaml has one text (the title) per entry: scikit-learn warns that
        # so many classes may mean a regression problem. It is not one.
        warnings.filterwarnings("ignore", "The number of unique classes", UserWarning)
        model = LinearSVC(C=SVM_C, tol=SVM_TOL, random_state=0).fit(local, labels)
    coef, intercept = model.coef_, model.intercept_
    if len(classes) == 2:  # a binary model's one row is the second class's
        coef = np.vstack([-coef[0], coef[0]])
        intercept = np.array([-intercept[0], intercept[0]])
    # Each document's own grams: the distinct (document, gram) pairs of its texts, in order.
    rows_of = np.repeat(np.searchsorted(classes, labels), np.diff(local.indptr))
    # The rows are by document already: a stable sort (runs merged) and the repeats dropped
    # cost a fraction of np.unique's sort.
    pairs = np.sort(rows_of * len(columns) + local.indices, kind="stable")
    pairs = pairs[np.append(True, pairs[1:] != pairs[:-1])]
    owner, own = pairs // len(columns), pairs % len(columns)
    offsets = np.searchsorted(owner, np.arange(len(classes) + 1))
    return (
        offsets.astype(np.int64),
        columns[own].astype(np.uint16),
        coef[owner, own].astype(np.float16),
        intercept.astype(np.float32),
        classes,
    )


# A group's model as ``_learn`` gives it: offsets, gram ids, weights, intercepts, documents.
GroupModel = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


@dataclass
class _Vectors:
    """Every text's vector (``_text_vectors``) with the texts of each group together: what the
    groups' models are learned from, one group at a time (``learn``), in any process."""

    matrix: Any
    doc_of_row: np.ndarray
    idf: np.ndarray
    vocab: list[str]
    by_group: np.ndarray  # the rows, group after group, in order
    bounds: np.ndarray  # group g's rows are by_group[bounds[g]:bounds[g + 1]]
    n_docs: int

    @classmethod
    def of(cls, texts_by_doc: list[list[str]], groups: list[str] | None) -> _Vectors:
        n_docs = len(texts_by_doc)
        matrix, doc_of_row, idf, vocab = _text_vectors(texts_by_doc)
        names, group_of = np.unique(
            np.array(groups or [""] * n_docs, dtype=str), return_inverse=True
        )
        row_group = group_of[doc_of_row] if n_docs else np.zeros(0, dtype=np.int64)
        by_group = np.argsort(row_group, kind="stable")  # each group's rows together, in order
        bounds = np.searchsorted(row_group[by_group], np.arange(len(names) + 1))
        return cls(matrix, doc_of_row, idf, vocab, by_group, bounds, n_docs)

    @classmethod
    def of_entries(cls, entries: list[tuple[str, str, list[str]]]) -> _Vectors:
        """The vectors of ``entries`` (id, game, texts), grouped by game."""
        return cls.of([t for _i, _g, t in entries], [g for _i, g, _t in entries])

    @property
    def n_groups(self) -> int:
        return len(self.bounds) - 1

    def game_weights(self) -> np.ndarray:
        """For each group (game) and gram, log P(gram | group) under multinomial naive Bayes
        over the texts' vectors, less its mean over the groups: how much more the gram is the
        group's than the average group's (float16, groups × grams; ``AskedIndex.game_lean``)."""
        from scipy.sparse import csr_matrix

        n_rows, n_grams = self.matrix.shape
        if self.n_groups < 2 or n_rows == 0:
            return np.zeros((self.n_groups, n_grams), dtype=np.float16)
        row_group = np.empty(n_rows, dtype=np.int64)
        row_group[self.by_group] = np.repeat(np.arange(self.n_groups), np.diff(self.bounds))
        member = csr_matrix(
            (np.ones(n_rows), (row_group, np.arange(n_rows))), shape=(self.n_groups, n_rows)
        )
        mass = (member @ self.matrix).toarray()
        mass += GAME_SMOOTHING
        logp = np.log(mass)
        logp -= np.log(mass.sum(axis=1, keepdims=True))
        logp -= logp.mean(axis=0)
        return logp.astype(np.float16)

    def learn(self, group: int) -> GroupModel | None:
        """Group ``group``'s model (None: a group without texts). liblinear seeds its random
        state anew for every model, so a group's model is the same whichever process learns
        it and whatever was learned before; never two at once in one process (C's one global
        random state)."""
        start, end = int(self.bounds[group]), int(self.bounds[group + 1])
        if end == start:
            return None
        rows = self.by_group[start:end]
        return _learn(self.matrix[rows], self.doc_of_row[rows])

    def save(self, path: str) -> None:
        """What another process needs to learn groups (``load``): one uncompressed file."""
        np.savez(
            path,
            data=self.matrix.data,
            indices=self.matrix.indices,
            indptr=self.matrix.indptr,
            shape=np.array(self.matrix.shape),
            doc_of_row=self.doc_of_row,
            by_group=self.by_group,
            bounds=self.bounds,
        )

    @classmethod
    def load(cls, path: str) -> _Vectors:
        """The vectors ``save`` wrote, to learn groups with (no IDF or vocabulary)."""
        from scipy.sparse import csr_matrix

        with np.load(path) as saved:
            matrix = csr_matrix(
                (saved["data"], saved["indices"], saved["indptr"]), shape=tuple(saved["shape"])
            )
            return cls(
                matrix,
                saved["doc_of_row"],
                np.zeros(0, np.float32),
                [],
                saved["by_group"],
                saved["bounds"],
                0,
            )


def _assemble(
    n_docs: int, idf: np.ndarray, models: list[GroupModel | None]
) -> dict[str, np.ndarray]:
    """The stored arrays of every document from its group's model (see ``build_arrays``)."""
    bias = np.full(n_docs, -1.0, dtype=np.float32)
    empty = (np.zeros(0, np.uint16), np.zeros(0, np.float16))
    parts = [empty] * n_docs  # each document's gram ids and weights
    for model in models:
        if model is None:
            continue
        offsets, grams, weights, intercept, classes = model
        for k, doc in enumerate(classes.tolist()):
            parts[doc] = (grams[offsets[k] : offsets[k + 1]], weights[offsets[k] : offsets[k + 1]])
            bias[doc] = intercept[k]
    return {
        "asked_doc_offsets": np.cumsum([0, *(len(g) for g, _w in parts)]).astype(np.int64),
        "asked_gram_ids": np.concatenate([empty[0], *(g for g, _w in parts)]),
        "asked_weights": np.concatenate([empty[1], *(w for _g, w in parts)]),
        "asked_bias": bias,
        "asked_idf": idf,
    }


def build_arrays(
    texts_by_doc: list[list[str]], groups: list[str] | None = None
) -> tuple[dict[str, np.ndarray], list[str]]:
    """The model's arrays (documents in order) and the gram vocabulary.

    ``groups``: each document's group (its game); a model is learned per group, on that
    group's documents only (None: one group). ``asked_doc_offsets[d]:[d + 1]`` are document
    d's entries in ``asked_gram_ids`` / ``asked_weights`` (16-bit gram ids, increasing, and
    16-bit float weights), ``asked_bias`` its intercept, ``asked_idf`` each gram's IDF over all
    texts, ``asked_game_weights`` each group's naive Bayes weights (``_Vectors.game_weights``;
    groups in sorted order). A document without texts (a tutorial step) has no weights and
    resemblance 0."""
    vectors = _Vectors.of(texts_by_doc, groups)
    models = [vectors.learn(group) for group in range(vectors.n_groups)]
    arrays = _assemble(vectors.n_docs, vectors.idf, models)
    arrays["asked_game_weights"] = vectors.game_weights()
    return arrays, vectors.vocab


@dataclass
class Learned:
    """The models of a build's entries: ``arrays`` as ``build_arrays`` gives them, one row per
    entry of ``ids`` (entry id → row)."""

    ids: dict[str, int]
    arrays: dict[str, np.ndarray]
    vocab: list[str]
    games: list[str]  # the groups of ``asked_game_weights``, in order

    @classmethod
    def of(
        cls,
        entries: list[tuple[str, str, list[str]]],
        arrays: dict[str, np.ndarray],
        vocab: list[str],
    ) -> Learned:
        return cls(
            {entry_id: n for n, (entry_id, _g, _t) in enumerate(entries)},
            arrays,
            vocab,
            sorted({game for _i, game, _t in entries}),
        )

    def game_weights_for(self, games: list[str]) -> np.ndarray:
        """The games' naive Bayes weights (``_Vectors.game_weights``), a row per game of
        ``games`` in that order (zeros for a game without entries)."""
        weights = self.arrays["asked_game_weights"]
        row = {game: n for n, game in enumerate(self.games)}
        out = np.zeros((len(games), len(self.vocab)), dtype=np.float16)
        for n, game in enumerate(games):
            if game in row:
                out[n] = weights[row[game]]
        return out

    def for_docs(self, doc_ids: list[str]) -> dict[str, np.ndarray]:
        """The arrays laid out for the index's documents in their order (a document not
        learned, such as a tutorial step, has no weights and resemblance 0)."""
        offsets, bias = self.arrays["asked_doc_offsets"], self.arrays["asked_bias"]
        # Row -1 (not learned) picks the entry appended last: no grams, intercept -1.
        rows = np.array([self.ids.get(d, -1) for d in doc_ids], dtype=np.int64)
        starts = np.append(offsets[:-1], 0)[rows]
        lengths = np.append(np.diff(offsets), 0)[rows]
        picked = ranges(starts, lengths)
        return {
            "asked_doc_offsets": np.concatenate([[0], np.cumsum(lengths)]).astype(np.int64),
            "asked_gram_ids": self.arrays["asked_gram_ids"][picked],
            "asked_weights": self.arrays["asked_weights"][picked],
            "asked_bias": np.append(bias, -1.0).astype(np.float32)[rows],
            "asked_idf": self.arrays["asked_idf"],
        }


def entry_texts(title: str, questions: list[str]) -> list[str]:
    """What the model learns an entry from: its title and the questions players ask that it
    answers (asked.yaml). Its question, phrasings and aliases are left to the word signals'
    keys: as texts of the model they cost a fifth of the learning and three tuning-set
    questions."""
    return [title, *questions]


def learn(entries: list[tuple[str, str, list[str]]]) -> Learned:
    """The models of ``entries`` (id, game, texts: its title and the questions it answers)."""
    arrays, vocab = build_arrays([t for _i, _g, t in entries], [g for _i, g, _t in entries])
    return Learned.of(entries, arrays, vocab)


class LearningFailed(Exception):
    """The child process that learned the models ended without an answer (killed, out of
    memory): ``message`` is Korean."""

    def __init__(self, exitcode: int | None) -> None:
        self.message = (
            f"검색 모델을 배우던 프로세스가 답 없이 끝났습니다(종료 코드 {exitcode}). "
            "메모리가 모자랐을 수 있습니다."
        )
        super().__init__(self.message)


# From this many groups (games) still to learn when ``result`` is asked, the building process
# learns groups too, from the last, while the child goes on from the first: at 50x the content
# (200 games) the build has written the database and analysed every text while the child still
# has about a third of the games to learn. Below it, waiting costs less than importing
# scikit-learn (about 2 s) and reading the vectors here.
HELP_GROUPS = 8


def _claim(claims: Any, from_back: bool) -> int | None:
    """The next group nobody has taken: from the front (the child) or the back (the building
    process); None when the two have met. ``claims``: [next from the front, end from the back]."""
    with claims.get_lock():
        if claims[0] >= claims[1]:
            return None
        if from_back:
            claims[1] -= 1
            return int(claims[1])
        claims[0] += 1
        return int(claims[0] - 1)


def _learn_and_send(
    entries: list[tuple[str, str, list[str]]], conn: Any, path: str, claims: Any, go: Any
) -> None:
    """The child's work: the vectors, saved at ``path`` when the building process may learn
    groups too ("ready", with whether they were saved), then the groups it claims from the
    front once ``go`` is set, sent with the IDF and vocabulary ("done"); or the error that
    stopped it ("error"), raised again in the parent."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    try:
        vectors = _Vectors.of_entries(entries)
        # Too few groups for the parent ever to help (the four games): no file to write.
        shared = vectors.n_groups >= HELP_GROUPS or not go.is_set()
        if shared:
            vectors.save(path)
        with claims.get_lock():
            claims[1] = vectors.n_groups
        conn.send(("ready", shared))
        go.wait()
        models = {}
        while (group := _claim(claims, from_back=False)) is not None:
            models[group] = vectors.learn(group)
        conn.send(("done", (models, vectors.idf, vectors.vocab, vectors.game_weights())))
    except Exception as exc:  # raised again in the parent
        conn.send(("error", exc))
    conn.close()


def _start_on_small_pages(process: Any) -> None:
    """Start a spawned ``process`` whose numpy does not ask for transparent huge pages.

    numpy advises the kernel to back every large array with huge pages (madvise). Where the
    kernel finds them by compacting memory on the spot (THP defrag "madvise", as on the
    build machine), each fresh array of the vectors (100-200 MB at 50x the content) cost
    more system time than the work done on it: the vectors took 20 s of CPU instead of 8.
    The learning child reads ``NUMPY_MADVISE_HUGEPAGE`` (numpy's documented switch) when it
    imports numpy, so it is set only while the child is spawned (it copies the environment)
    and put back at once; the building process is left as it is."""
    before = os.environ.get("NUMPY_MADVISE_HUGEPAGE")
    os.environ["NUMPY_MADVISE_HUGEPAGE"] = "0"
    try:
        process.start()
    finally:
        if before is None:
            del os.environ["NUMPY_MADVISE_HUGEPAGE"]
        else:
            os.environ["NUMPY_MADVISE_HUGEPAGE"] = before


class Learning:
    """``learn`` for a build: in place when ``result`` is asked, or, for a large content set,
    in a child process started at once while the build goes on; when ``result`` is asked and
    many groups are left (``HELP_GROUPS``), this process learns from the last group while the
    child goes on from the first (the same models either way). An error in the child is raised
    by ``result`` and a child that dies without an answer raises ``LearningFailed``, so the
    build fails as for any other (never waits forever); leaving the ``with`` block (a build
    that failed meanwhile) stops the child instead of waiting for it. ``eager``: the child
    learns as soon as its vectors are ready (False: only once ``result`` is asked, which
    then takes the last group first: for the tests of sharing)."""

    def __init__(
        self,
        entries: list[tuple[str, str, list[str]]],
        in_child: bool | None = None,
        eager: bool = True,
    ) -> None:
        self._entries = entries
        self._process: Any = None
        self._answer: Any = None
        self._folder: str | None = None
        self.shared = 0  # groups this process learned for the child
        if in_child is None:
            in_child = len(entries) >= CHILD_ENTRIES
        if in_child:
            # spawn: the build analyses in threads, which a forked child would not have.
            context = multiprocessing.get_context("spawn")
            self._folder = tempfile.mkdtemp(prefix="tutor-learning-")
            self._claims = context.Array("q", [0, 0])
            self._go = context.Event()
            if eager:
                self._go.set()
            self._answer, send = context.Pipe(duplex=False)
            self._process = context.Process(
                target=_learn_and_send,
                args=(entries, send, self._vectors_path, self._claims, self._go),
                daemon=True,
            )
            _start_on_small_pages(self._process)
            send.close()  # the child holds the only sending end: its death reads as EOF

    @property
    def _vectors_path(self) -> str:
        return os.path.join(self._folder or "", "vectors.npz")

    def __enter__(self) -> Learning:
        return self

    def __exit__(self, *_exc: object) -> None:
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()
            self._process.join()
            self._answer.close()
            self._process = None
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)
            self._folder = None

    def _receive(self, expected: str) -> Any:
        try:
            kind, value = self._answer.recv()
        except EOFError:
            self._process.join()
            raise LearningFailed(self._process.exitcode) from None
        if kind == "error":
            raise value
        if kind != expected:
            raise RuntimeError(f"learning child sent {kind!r}, expected {expected!r}")
        return value

    def result(self) -> Learned:
        if self._process is None:
            return learn(self._entries)
        saved = self._receive("ready")
        with self._claims.get_lock():
            left = self._claims[1] - self._claims[0]
        helping = saved and (left >= HELP_GROUPS or not self._go.is_set())
        vectors = _Vectors.load(self._vectors_path) if helping else None
        # The first group is taken before a child held until now starts from the front.
        group = _claim(self._claims, from_back=True) if helping else None
        self._go.set()
        mine: dict[int, GroupModel | None] = {}
        while vectors is not None and group is not None:
            mine[group] = vectors.learn(group)
            group = _claim(self._claims, from_back=True)
        models, idf, vocab, game_weights = self._receive("done")
        models.update(mine)
        self.shared = len(mine)
        arrays = _assemble(len(self._entries), idf, [models[g] for g in sorted(models)])
        arrays["asked_game_weights"] = game_weights
        return Learned.of(self._entries, arrays, vocab)


class AskedIndex:
    """The stored models, ready to score a question against candidate documents.

    Each model weight is found by one key, the document's number above its 16-bit gram id
    (``doc << 16 | gram``): the keys are increasing (documents in order, each one's gram ids
    increasing), so the weights a question needs for its candidates are one binary search of
    (candidates × the question's known grams) keys, however many weights a model has."""

    def __init__(self, arrays: dict[str, np.ndarray], vocab: list[str]) -> None:
        self.doc_offsets = arrays["asked_doc_offsets"]
        self.weights = arrays["asked_weights"]
        self.bias = arrays["asked_bias"]
        self.idf = arrays["asked_idf"]
        self.gram_id = {g: i for i, g in enumerate(vocab)}
        self._rarest_idf = float(self.idf.max()) if len(self.idf) else 0.0
        n_docs = len(self.doc_offsets) - 1
        self.key_type = np.uint32 if n_docs < 1 << 16 else np.uint64
        # in place: one array of keys at a time, however many weights (a worker's peak memory)
        keys = np.repeat(np.arange(n_docs, dtype=self.key_type), np.diff(self.doc_offsets))
        np.left_shift(keys, 16, out=keys)
        np.bitwise_or(keys, arrays["asked_gram_ids"], out=keys)
        self.keys = keys
        # a row per game of the index (``Learned.game_weights_for``); absent in a model built
        # without games (a test's ``build_arrays`` arrays)
        games = arrays.get("asked_game_weights")
        self.game_weights = (
            games.reshape(-1, len(vocab)) if games is not None and len(vocab) else None
        )

    def adjacency(self, word: str, left: str, right: str) -> float:
        """How often players write ``word`` right after ``left`` and before ``right`` (words of a
        normalised question, or "" for none): each syllable trigram across a boundary (the last
        two of one and the first of the other, the last of one and the first two of the other)
        that the known texts use, by the log of how many texts use it against the rarest kept
        gram (0: none, or in as few texts)."""
        grams = []
        if left:
            grams += [left[-2:] + word[:1], left[-1:] + word[:2]]
        if right:
            grams += [word[-2:] + right[:1], word[-1:] + right[:2]]
        rarest = self._rarest_idf
        total = 0.0
        for gram in grams:
            i = self.gram_id.get(gram) if len(gram) == 3 else None
            if i is not None:
                total += max(0.0, rarest - float(self.idf[i]))
        return total

    def game_lean(self, squeezed: str) -> np.ndarray | None:
        """How much the question (compact and normalised) is each game's rather than the
        average game's: its unit vector against each game's naive Bayes weights, a value per
        game of the index (about -6 to 6 with the four games; None: no gram is known or no
        games are stored)."""
        if self.game_weights is None or not len(self.game_weights):
            return None
        query = self.query_grams(squeezed)
        if query is None:
            return None
        ids, values = query
        return self.game_weights[:, ids.astype(np.int64)].astype(np.float32) @ values

    def query_grams(self, squeezed: str) -> tuple[np.ndarray, np.ndarray] | None:
        """The question's known grams (ids, increasing) and their weights in its unit vector
        (None: no gram is known)."""
        weighted: dict[int, float] = {}
        for gram, count in text_grams(squeezed, normalised=True).items():
            i = self.gram_id.get(gram)
            if i is not None:
                weighted[i] = (1.0 + math.log(count)) * self.idf[i]
        if not weighted:
            return None
        ids = sorted(weighted)
        values = np.array([weighted[i] for i in ids], dtype=np.float32)
        norm = float(np.linalg.norm(values))
        if norm <= 0:
            return None
        return np.array(ids, dtype=self.key_type), values / norm

    def resemblance(self, squeezed: str, docs: list[int]) -> list[float]:
        """For each document of ``docs``, its model's margin for the question (compact and
        normalised) mapped to about 0–1: (margin + 1) / 2, not clipped (a margin past ±1
        says more); 0 for a document without a model or a question without a known gram."""
        query = self.query_grams(squeezed)
        if query is None or not docs or not len(self.keys):
            return [0.0] * len(docs)
        ids, values = query
        chosen = np.asarray(docs, dtype=np.int64)
        owners = np.left_shift(chosen.astype(self.key_type), 16, dtype=self.key_type)
        wanted = np.bitwise_or(owners[:, None], ids).ravel()
        found = np.searchsorted(self.keys, wanted)
        found[found == len(self.keys)] = 0
        hit = self.keys[found] == wanted
        products = np.where(
            hit, self.weights[found].astype(np.float32) * np.tile(values, len(docs)), 0
        )
        margins = products.reshape(len(docs), len(ids)).astype(np.float64).sum(axis=1)
        margins += self.bias[chosen]
        has_model = self.doc_offsets[chosen + 1] > self.doc_offsets[chosen]
        return np.where(has_model, (margins + 1.0) / 2.0, 0.0).tolist()
