"""``build_index``: the search tables ``tutor build`` adds to the content database.

Tables written (all derived from ``games``, ``entries``, ``aliases`` and ``tutorial_steps``):

- ``search_user_words``: game terms taught to Kiwi, with the components of each.
- ``search_concepts``: one row per synonym phrase (glossary title or alias) of a term.
- ``search_docs``: one row per searchable document (an entry or a tutorial step) with its
  pre-tokenised morphemes per field (JSON lists of ``[token, weight]``), its short "keys"
  (title, question, phrasings, aliases) as written, compact, in jamo and in 초성, the
  player counts its title and keys are about, its section, whether its body is a table,
  the concepts its title names and the rules it is about (ranking looks at these for every
  candidate).
- ``search_docs_fts``: SQLite FTS5 over the space-joined tokens (for inspection with
  sqlite tools; ranking itself runs in memory, see ``searcher``).
- ``search_phrases``: short aliases of several morphemes, for repairing typos of them.
- ``search_arrays``: the ready-made index as flat arrays (``name``, numpy ``dtype``, raw
  bytes): the lexical and n-gram BM25 postings (``*_offsets``, ``*_ids``, ``*_parts``,
  ``*_idf``), which games use each word (``lexical_best_game`` …), each document's game
  and every document's record (what a result shows) as one UTF-8 blob.
- ``search_meta``: the index version, document count, games, the tokens of both BM25
  indexes (in array order) and each game's rules in page order.

Everything the searcher would otherwise rebuild per document at start-up (postings,
per-game word counts, jamo of the keys, records) is computed here once, so loading grows
only by reading rows and arrays. The morphological analysis is the bulk of a build; on a
large content set it runs on every core (``PARALLEL_TEXTS``).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

import numpy as np
import sqlite_utils

from tutor.db import SEARCH_TABLES
from tutor.search import asked, morphology
from tutor.search.bm25 import BM25
from tutor.search.hangul import choseong, disassemble
from tutor.search.lexicon import CONCEPT_PREFIX, Concept, Lexicon, is_user_word
from tutor.search.normalize import compact, normalize
from tutor.search.player_count import ANY as ANY_COUNT
from tutor.search.player_count import player_counts

# 6: concepts named by an object and its verbal noun (조커를 회수); 아무것 not indexed
# 7: 어떤 and 얼마나 not indexed (question words, like 어느, 무슨 and 얼마)
# 8: a colour said as an adjective or with 색 is indexed as its noun (빨간색, 빨간 → 빨강)
# 9: the resemblance vectors of what each entry answers (asked_*)
# 10: a learned model per game instead (asked_*: each entry's weights and intercept)
# 11: read without Kiwi's default dictionary (its proper nouns: 고르고, 하나로)
# 12: each game's naive Bayes weights over the resemblance grams (asked_game_weights)
INDEX_VERSION = "12"
# Field weights of the lexical index (title : question/phrasings/aliases : body).
FIELD_WEIGHTS = {"title_tokens": 3.0, "key_tokens": 2.0, "body_tokens": 0.5}
NGRAM = 3  # keystroke n-grams of the keys
# From this many texts on, the build analyses them on every core (a small content set is
# done before a thread pool would have started).
PARALLEL_TEXTS = 3000
MAX_PHRASE = 10  # aliases up to this many characters (without spaces) are phrases


def _json_list(value: Any) -> list[Any]:
    if not value:
        return []
    if isinstance(value, list):
        return value
    return list(json.loads(value))


def _term_phrases(title: str, aliases: list[str]) -> list[str]:
    phrases: list[str] = []
    for text in [title, *aliases]:
        phrase = compact(text)
        if phrase and phrase not in phrases:
            phrases.append(phrase)
    return phrases


def _user_words(db: sqlite_utils.Database) -> list[str]:
    words: set[str] = set()
    for game in db["games"].rows:
        for text in [game["name"], *_json_list(game["aliases"])]:
            if is_user_word(text):
                words.add(normalize(text, lower=False))
    for entry in db.query("select title, aliases from entries where kind = 'term'"):
        for text in [entry["title"], *_json_list(entry["aliases"])]:
            if is_user_word(text) and len(normalize(text).split(" ")) <= 4:
                words.add(normalize(text, lower=False))
    return sorted(words)


def build_lexicon(db: sqlite_utils.Database) -> Lexicon:
    """Teach Kiwi the game terms and collect the concepts (also used by the tests)."""
    lexicon = Lexicon()
    words = _user_words(db)
    morphology.add_user_words(words)
    lexicon.user_words = words
    lexicon.components.update(morphology.components(words))
    for entry in db.query(
        "select id, game, title, aliases from entries where kind = 'term' order by id"
    ):
        lexicon.add_concept(
            Concept(
                id=entry["id"],
                game=entry["game"],
                phrases=tuple(_term_phrases(entry["title"], _json_list(entry["aliases"]))),
            )
        )
    return lexicon


def _tokens_json(tokens: list[tuple[str, float]]) -> str:
    return json.dumps([[t, w] for t, w in tokens], ensure_ascii=False)


def grams(squeezed: str) -> list[str]:
    """Keystroke (jamo) trigrams of compact text."""
    return _jamo_grams(disassemble(squeezed))


def _jamo_grams(jamo: str) -> list[str]:
    """``grams`` of compact text already disassembled."""
    if len(jamo) < NGRAM:
        return [jamo] if jamo else []
    return [jamo[i : i + NGRAM] for i in range(len(jamo) - NGRAM + 1)]


@dataclass
class _Doc:
    """One searchable document while the index is built."""

    row: dict[str, Any]
    fields: dict[str, list[tuple[str, float]]]  # column → weighted tokens
    keys_jamo: list[str]  # title, question, phrasings and aliases: compact, in jamo

    def bag(self) -> dict[str, float]:
        """Field-weighted token frequencies (the lexical BM25 document)."""
        bag: dict[str, float] = {}
        for column, weight in FIELD_WEIGHTS.items():
            for token, w in self.fields[column]:
                bag[token] = bag.get(token, 0.0) + weight * w
        return bag

    def grams(self) -> dict[str, float]:
        """Trigram frequencies over the keys (the n-gram BM25 document)."""
        found: dict[str, float] = {}
        for jamo in self.keys_jamo:
            for gram in sorted(set(_jamo_grams(jamo))):
                found[gram] = found.get(gram, 0.0) + 1.0
        return found


def _entry_doc(
    lexicon: Lexicon,
    own: dict[str, list[str]],
    entry: dict[str, Any],
    keys: list[str],
    position: int,
    record: dict[str, Any],
    forms: list[list[str]],
) -> _Doc:
    """One document; ``forms``: the analysed morphemes of its title, keys and body."""
    key_text = "\n".join(keys)
    fields = {
        "title_tokens": _field_tokens(lexicon, entry["title"], own, forms[0]),
        "key_tokens": _field_tokens(lexicon, key_text, own, forms[1]) if keys else [],
        "body_tokens": _field_tokens(lexicon, entry["body_text"] or "", own, forms[2]),
    }
    all_keys = [entry["title"], *keys]
    compact_keys = [compact(k) for k in all_keys]
    jamo_keys = [disassemble(k) for k in compact_keys]
    counts = sorted(
        {
            t
            for column in ("title_tokens", "key_tokens")
            for t, _w in fields[column]
            if t.startswith("#") and t != ANY_COUNT
        }
    )
    row = {
        "id": entry["id"],
        "game": entry["game"],
        "kind": entry["kind"],
        "title": entry["title"],
        "position": position,
        "keys": json.dumps(all_keys, ensure_ascii=False),
        **{column: _tokens_json(tokens) for column, tokens in fields.items()},
        "tokens_text": " ".join(t for column in FIELD_WEIGHTS for t, _ in fields[column]),
        "keys_compact": "\n".join(compact_keys),
        "keys_jamo": "\n".join(jamo_keys),
        "keys_cho": "\n".join(choseong(k) for k in compact_keys),
        "counts": " ".join(counts),
        "url": record.get("url"),
        "section": record.get("section"),
        # What ranking asks of every candidate, decided here once: whether the answer is
        # a table, the concepts of its game its title names, and the rules it is about.
        "has_table": int("<table" in record.get("body_html", "")),
        "title_concepts": " ".join(
            t[len(CONCEPT_PREFIX) :]
            for t, _w in fields["title_tokens"]
            if t.startswith(CONCEPT_PREFIX)
        ),
        "rule_ids": " ".join(record.get("rule_ids", [])),
    }
    return _Doc(row, fields, jamo_keys)


def _alias_candidates(db: sqlite_utils.Database) -> list[tuple[str, str]]:
    """(compact phrase, text) of the short aliases, in content order, each text once (the
    same text has the same morphemes, so a later one never names a phrase the first did
    not)."""
    rows = db.query("select text from aliases where kind = 'alias' order by rowid")
    found = {
        (phrase, row["text"]): None
        for row in rows
        if 2 <= len(phrase := compact(row["text"])) <= MAX_PHRASE
    }
    return list(found)


def _alias_phrases(
    candidates: list[tuple[str, str]], analysed: list[list[str]]
) -> dict[str, list[str]]:
    """Short aliases of several morphemes (첫 등록) with their morphemes, so a typo of
    the whole phrase (첫등로근) can be repaired to it. The first alias of a phrase with
    several morphemes names it; ``analysed``: the morphemes of each candidate."""
    phrases: dict[str, list[str]] = {}
    for (phrase, _text), forms in zip(candidates, analysed, strict=True):
        if phrase not in phrases and len(forms) >= 2:
            phrases[phrase] = forms
    return phrases


def _field_tokens(
    lexicon: Lexicon, text: str, own: dict[str, list[str]], forms: list[str] | None = None
) -> list[tuple[str, float]]:
    """Weighted tokens of one field of a document of one game: morphemes, components of
    user words, player counts and that game's concepts, given the game's concepts by phrase
    (``_game_concepts``) and, when analysed beforehand, the text's morphemes. Only the game's own concepts are looked at, so copies of a game
    (many concepts sharing a phrase) do not slow every phrase down."""
    if forms is None:
        forms = morphology.content_forms(text)
    tokens = lexicon.expand(forms)
    normalised = normalize(text)
    tokens += [(t, 1.0) for t in player_counts(normalised)]
    found: list[str] = []
    squeezed = normalised.replace(" ", "")  # compact(text)
    spans = [span[2] for span in lexicon.word_spans(squeezed, forms)]
    for phrase in spans + forms + lexicon.particle_phrases(forms, text):
        for concept_id in own.get(phrase, ()):
            if concept_id not in found:
                found.append(concept_id)
    tokens += [(CONCEPT_PREFIX + concept_id, 1.0) for concept_id in found]
    return tokens


def _game_concepts(lexicon: Lexicon) -> dict[str, dict[str, list[str]]]:
    """game → phrase → that game's concept ids (in ``phrase_concepts`` order)."""
    by_game: dict[str, dict[str, list[str]]] = {}
    for phrase, ids in lexicon.phrase_concepts.items():
        for concept_id in ids:
            own = by_game.setdefault(lexicon.concepts[concept_id].game, {})
            own.setdefault(phrase, []).append(concept_id)
    return by_game


def _records(db: sqlite_utils.Database) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(document source, what a result shows) for every entry, then every tutorial step,
    in index order."""
    out: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for entry in db.query("select * from entries order by game, section, ord, id"):
        out.append(
            (
                entry,
                {
                    "body": entry["body_text"] or "",
                    "body_html": entry["body_html"] or "",
                    "url": entry["url"],
                    "rule_ids": _json_list(entry["rule_ids"]),
                    "sources": _json_list(entry["sources"]),
                    "related": _json_list(entry["related"]),
                    "question": entry["question"],
                    "section_title": entry["section_title"],
                    "section": entry["section"],
                    "ord": entry["ord"],
                },
            )
        )
    if db["tutorial_steps"].exists():
        for step in db.query("select * from tutorial_steps order by game, slug, n"):
            source = {
                "id": step["id"],
                "game": step["game"],
                "kind": "tutorial-step",
                "title": f"{step['tutorial_title']} 장면 {step['n']}",
                "body_text": step["narration"],
            }
            out.append(
                (
                    source,
                    {
                        "body": step["narration"] or "",
                        "body_html": "",
                        "url": step["url"],
                        "rule_ids": _json_list(step["rule_ids"]),
                        "sources": [],
                        "related": [],
                        "question": None,
                        "section_title": step["tutorial_title"],
                    },
                )
            )
    return out


def _overview(
    games: list[dict[str, Any]], docs: list[_Doc], records: list[dict[str, Any]]
) -> dict[str, list[int]]:
    """Each game's rules in the order of its page (sections as game.yaml lists them)."""
    by_game: dict[str, list[int]] = {}
    for i, doc in enumerate(docs):
        by_game.setdefault(doc.row["game"], []).append(i)
    overview: dict[str, list[int]] = {}
    for game in games:
        if game["id"] not in by_game:
            continue
        sections = [s.get("id") for s in _json_list(game.get("sections")) if isinstance(s, dict)]
        rules = [i for i in by_game[game["id"]] if docs[i].row["kind"] == "rule"]
        rules.sort(
            key=lambda i: (
                sections.index(records[i].get("section"))
                if records[i].get("section") in sections
                else len(sections),
                records[i].get("ord") or 0,
                i,
            )
        )
        overview[game["id"]] = rules
    return overview


def _token_games(
    index: BM25,
    doc_game: np.ndarray,
    game_ids: list[str],
) -> dict[str, np.ndarray]:
    """Per token of the lexical index, the games whose documents use it: the game with the
    most such documents (``best_game``, ties to the greater id) and its count, how many
    games use it (``n_games``), and per game the tokens it uses (``game_offsets``,
    ``game_tokens``)."""
    n_games = max(len(game_ids), 1)
    token_of = np.repeat(np.arange(len(index.tokens), dtype=np.int64), index.df_array)
    pairs, counts = np.unique(token_of * n_games + doc_game[index.ids], return_counts=True)
    pair_token, pair_game = pairs // n_games, pairs % n_games
    id_rank = np.argsort(np.argsort(np.array(game_ids, dtype=object)))
    order = np.lexsort((id_rank[pair_game] if len(game_ids) else pair_game, counts, pair_token))
    ordered = pair_token[order]
    last = np.flatnonzero(np.append(ordered[1:] != ordered[:-1], True)) if len(order) else order
    best = order[last]
    by_game = np.lexsort((pair_token, pair_game))
    game_offsets = np.zeros(n_games + 1, dtype=np.int64)
    game_offsets[1:] = np.cumsum(np.bincount(pair_game, minlength=n_games))
    return {
        "best_game": pair_game[best].astype(np.int32),
        "best_df": counts[best].astype(np.int32),
        "n_games": np.bincount(pair_token, minlength=len(index.tokens)).astype(np.int32),
        "game_offsets": game_offsets,
        "game_tokens": pair_token[by_game].astype(np.int32),
    }


def _store_arrays(db: sqlite_utils.Database, arrays: dict[str, np.ndarray]) -> None:
    db.table("search_arrays").create({"name": str, "dtype": str, "data": bytes}, pk="name")
    db.table("search_arrays").insert_all(
        {"name": name, "dtype": array.dtype.str, "data": np.ascontiguousarray(array).tobytes()}
        for name, array in sorted(arrays.items())
    )


def build_index(
    db: sqlite_utils.Database,
    workers: int | None = None,
    learning: asked.Learning | None = None,
) -> None:
    """Add the search tables to a freshly built content database (deterministic).

    The lexical and n-gram BM25 indexes and the per-game token statistics are computed
    here and stored as arrays (``search_arrays``), so a searcher loads them without
    rebuilding anything. ``workers``: Kiwi threads for the morphological analysis (None:
    one below ``PARALLEL_TEXTS`` texts, else every core). ``learning``: the per-game models
    of the entries (``asked.Learning``), started by ``tutor build`` once it has read and checked
    the content; None: learned here from the database."""
    lexicon = build_lexicon(db)
    for name in SEARCH_TABLES:
        if db[name].exists():
            db[name].drop()
    db.table("search_user_words").create({"word": str, "form": str, "components": str}, pk="word")
    db.table("search_user_words").insert_all(
        {
            "word": word,
            "form": compact(word),
            "components": json.dumps(lexicon.components[compact(word)], ensure_ascii=False),
        }
        for word in lexicon.user_words
    )
    concept_rows = [
        {"concept": c.id, "game": c.game, "phrase": phrase}
        for c in sorted(lexicon.concepts.values(), key=lambda c: c.id)
        for phrase in c.phrases
    ]
    db.table("search_concepts").create({"concept": str, "game": str, "phrase": str})
    db.table("search_concepts").insert_all(concept_rows)

    sources = _records(db)
    if learning is None:
        with asked.Learning(_asked_entries(db, sources), in_child=False) as learning:
            _build(db, lexicon, sources, workers, learning)
    else:
        _build(db, lexicon, sources, workers, learning)


def _asked_entries(
    db: sqlite_utils.Database, sources: list[tuple[dict[str, Any], dict[str, Any]]]
) -> list[tuple[str, str, list[str]]]:
    """Each entry's texts for the model (``asked.entry_texts``), in index order. A database
    built by hand for a test may have no asked table."""
    players_ask: dict[str, list[str]] = {}
    if db["asked"].exists():
        for row in db.query("select entry_id, questions from asked"):
            players_ask[row["entry_id"]] = _json_list(row["questions"])
    return [
        (src["id"], src["game"], asked.entry_texts(src["title"], players_ask.get(src["id"], [])))
        for src, _r in sources
        if src["kind"] != "tutorial-step"
    ]


def _build(
    db: sqlite_utils.Database,
    lexicon: Lexicon,
    sources: list[tuple[dict[str, Any], dict[str, Any]]],
    workers: int | None,
    learning: asked.Learning,
) -> None:
    keys_by_entry: dict[str, list[str]] = {}
    for row in db.query(
        "select entry_id, kind, text from aliases where kind != 'title' "
        "order by entry_id, case kind when 'question' then 0 when 'phrasing' then 1 else 2 end, "
        "rowid"
    ):
        keys_by_entry.setdefault(row["entry_id"], []).append(row["text"])

    texts: list[str] = []
    for source, _record in sources:
        keys = keys_by_entry.get(source["id"], []) if source["kind"] != "tutorial-step" else []
        texts += [source["title"], "\n".join(keys), source["body_text"] or ""]
    aliases = _alias_candidates(db)
    texts += [text for _phrase, text in aliases]
    if workers is None:
        workers = (os.cpu_count() or 1) if len(texts) >= PARALLEL_TEXTS else 0
    # Analysed in order while the documents are put together from what is ready.
    analysed = morphology.content_forms_many(texts, workers)
    by_game = _game_concepts(lexicon)
    docs: list[_Doc] = []
    for position, (source, record) in enumerate(sources):
        keys = keys_by_entry.get(source["id"], []) if source["kind"] != "tutorial-step" else []
        forms = [next(analysed), next(analysed), next(analysed)]
        docs.append(
            _entry_doc(
                lexicon, by_game.get(source["game"], {}), source, keys, position, record, forms
            )
        )
    alias_phrases = _alias_phrases(aliases, list(analysed))
    db.table("search_docs").create(
        {
            "id": str,
            "game": str,
            "kind": str,
            "title": str,
            "position": int,
            "keys": str,
            "title_tokens": str,
            "key_tokens": str,
            "body_tokens": str,
            "tokens_text": str,
            "keys_compact": str,
            "keys_jamo": str,
            "keys_cho": str,
            "counts": str,
            "url": str,
            "section": str,
            "has_table": int,
            "title_concepts": str,
            "rule_ids": str,
        },
        pk="id",
    )
    db.table("search_docs").insert_all(doc.row for doc in docs)
    db.table("search_docs").enable_fts(["tokens_text"], create_triggers=False, replace=True)
    db.table("search_phrases").create({"phrase": str, "forms": str}, pk="phrase")
    db.table("search_phrases").insert_all(
        {"phrase": phrase, "forms": json.dumps(forms, ensure_ascii=False)}
        for phrase, forms in sorted(alias_phrases.items())
    )

    games = list(db.query("select * from games order by position, id"))
    game_ids = [g["id"] for g in games]
    game_index = {g: i for i, g in enumerate(game_ids)}
    doc_game = np.array([game_index[doc.row["game"]] for doc in docs], dtype=np.int32)
    lexical = BM25([doc.bag() for doc in docs])
    ngram = BM25([doc.grams() for doc in docs])
    # What each result shows, as one UTF-8 blob of JSON records (offsets beside it): read
    # in one piece at start-up, decoded only for the documents a result shows.
    encoded = [json.dumps(record, ensure_ascii=False).encode() for _source, record in sources]
    record_offsets = np.zeros(len(encoded) + 1, dtype=np.int64)
    record_offsets[1:] = np.cumsum([len(e) for e in encoded])
    arrays: dict[str, np.ndarray] = {
        "doc_game": doc_game,
        "record_offsets": record_offsets,
        "records": np.frombuffer(b"".join(encoded), dtype=np.uint8),
    }
    arrays.update({f"lexical_{k}": v for k, v in lexical.arrays().items()})
    arrays.update({f"ngram_{k}": v for k, v in ngram.arrays().items()})
    arrays.update({f"lexical_{k}": v for k, v in _token_games(lexical, doc_game, game_ids).items()})
    learned = learning.result()
    arrays.update(learned.for_docs([src["id"] for src, _r in sources]))
    arrays["asked_game_weights"] = learned.game_weights_for(game_ids)
    _store_arrays(db, arrays)
    meta = {
        "version": INDEX_VERSION,
        "n_docs": str(len(docs)),
        "games": json.dumps(game_ids, ensure_ascii=False),
        "lexical_tokens": json.dumps(lexical.tokens, ensure_ascii=False),
        "ngram_tokens": json.dumps(ngram.tokens, ensure_ascii=False),
        "asked_grams": json.dumps(learned.vocab, ensure_ascii=False),
        "overview": json.dumps(
            _overview(games, docs, [r for _s, r in sources]), ensure_ascii=False
        ),
    }
    db.table("search_meta").insert_all([{"key": k, "value": v} for k, v in meta.items()], pk="key")
