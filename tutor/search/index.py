"""``build_index``: the search tables ``tutor build`` adds to the content database.

Tables written (all derived from ``games``, ``entries``, ``aliases`` and ``tutorial_steps``):

- ``search_user_words``: game terms taught to Kiwi, with the components of each.
- ``search_concepts``: one row per synonym phrase (glossary title or alias) of a term.
- ``search_docs``: one row per searchable document (an entry or a tutorial step) with its
  pre-tokenised morphemes per field (JSON lists of ``[token, weight]``) and its short
  "keys" (title, question, phrasings, aliases) for fuzzy matching.
- ``search_docs_fts``: SQLite FTS5 over the space-joined tokens (for inspection with
  sqlite tools; ranking itself runs in memory, see ``ranking``).
"""

from __future__ import annotations

import json
from typing import Any

import sqlite_utils

from tutor.search import morphology
from tutor.search.lexicon import Concept, Lexicon, is_user_word
from tutor.search.normalize import compact, normalize

INDEX_VERSION = "1"
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
        lexicon.add_concept(Concept(
            id=entry["id"], game=entry["game"],
            phrases=tuple(_term_phrases(entry["title"], _json_list(entry["aliases"]))),
        ))
    return lexicon


def _tokens_json(tokens: list[tuple[str, float]]) -> str:
    return json.dumps([[t, w] for t, w in tokens], ensure_ascii=False)


def _entry_doc(lexicon: Lexicon, entry: dict[str, Any], keys: list[str],
               position: int) -> dict[str, Any]:
    game = entry["game"]
    key_text = "\n".join(keys)
    title_tokens = lexicon.field_tokens(entry["title"], game)
    key_tokens = lexicon.field_tokens(key_text, game) if keys else []
    body_tokens = lexicon.field_tokens(entry["body_text"] or "", game)
    return {
        "id": entry["id"], "game": game, "kind": entry["kind"], "title": entry["title"],
        "position": position,
        "keys": json.dumps([entry["title"], *keys], ensure_ascii=False),
        "title_tokens": _tokens_json(title_tokens),
        "key_tokens": _tokens_json(key_tokens),
        "body_tokens": _tokens_json(body_tokens),
        "tokens_text": " ".join(t for t, _ in title_tokens + key_tokens + body_tokens),
    }


def _alias_phrases(db: sqlite_utils.Database, lexicon: Lexicon) -> dict[str, list[str]]:
    """Short aliases of several morphemes (첫 등록) with their morphemes, so a typo of
    the whole phrase (첫등로근) can be repaired to it."""
    phrases: dict[str, list[str]] = {}
    for row in db.query("select text from aliases where kind = 'alias' order by rowid"):
        phrase = compact(row["text"])
        if not 2 <= len(phrase) <= MAX_PHRASE or phrase in phrases:
            continue
        forms = morphology.content_forms(row["text"])
        if len(forms) >= 2:
            phrases[phrase] = forms
    return phrases


def build_index(db: sqlite_utils.Database) -> None:
    """Add the search tables to a freshly built content database (deterministic)."""
    lexicon = build_lexicon(db)
    for name in ("search_user_words", "search_concepts", "search_docs", "search_phrases",
                 "search_meta"):
        if db[name].exists():
            db[name].drop()
    db["search_user_words"].create({"word": str, "form": str, "components": str}, pk="word")
    db["search_user_words"].insert_all(
        {"word": word, "form": compact(word),
         "components": json.dumps(lexicon.components[compact(word)], ensure_ascii=False)}
        for word in lexicon.user_words
    )
    concept_rows = [
        {"concept": c.id, "game": c.game, "phrase": phrase}
        for c in sorted(lexicon.concepts.values(), key=lambda c: c.id) for phrase in c.phrases
    ]
    db["search_concepts"].create({"concept": str, "game": str, "phrase": str})
    db["search_concepts"].insert_all(concept_rows)

    keys_by_entry: dict[str, list[str]] = {}
    for row in db.query(
        "select entry_id, kind, text from aliases where kind != 'title' "
        "order by entry_id, case kind when 'question' then 0 when 'phrasing' then 1 else 2 end, "
        "rowid"
    ):
        keys_by_entry.setdefault(row["entry_id"], []).append(row["text"])

    docs: list[dict[str, Any]] = []
    entries = db.query("select * from entries order by game, section, ord, id")
    for position, entry in enumerate(entries):
        docs.append(_entry_doc(lexicon, entry, keys_by_entry.get(entry["id"], []), position))
    if db["tutorial_steps"].exists():
        steps = db.query("select * from tutorial_steps order by game, slug, n")
        for position, step in enumerate(steps, start=len(docs)):
            step_doc = {
                "id": step["id"], "game": step["game"], "kind": "tutorial-step",
                "title": f"{step['tutorial_title']} {step['n']}단계",
                "body_text": step["narration"],
            }
            docs.append(_entry_doc(lexicon, step_doc, [], position))
    db["search_docs"].create({
        "id": str, "game": str, "kind": str, "title": str, "position": int, "keys": str,
        "title_tokens": str, "key_tokens": str, "body_tokens": str, "tokens_text": str,
    }, pk="id")
    db["search_docs"].insert_all(docs)
    db["search_docs"].enable_fts(["tokens_text"], create_triggers=False, replace=True)
    db["search_phrases"].create({"phrase": str, "forms": str}, pk="phrase")
    db["search_phrases"].insert_all(
        {"phrase": phrase, "forms": json.dumps(forms, ensure_ascii=False)}
        for phrase, forms in sorted(_alias_phrases(db, lexicon).items())
    )
    db["search_meta"].insert_all([{"key": "version", "value": INDEX_VERSION}], pk="key")
