"""The precomputed search index (issue 19 §6): what ``tutor build`` stores as arrays must be
what the stored tokens say, so a searcher that only loads it ranks as one that rebuilt it."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tutor.search import Searcher
from tutor.search.bm25 import BM25
from tutor.search.index import FIELD_WEIGHTS, grams
from tutor.search.normalize import compact


def _rebuilt(db: Path) -> tuple[BM25, BM25, dict[str, dict[str, int]]]:
    """The indexes as the searcher used to build them at start-up, from the token columns."""
    conn = sqlite3.connect(db)
    bags, key_grams, game_df = [], [], {}
    for row in conn.execute(
        "select game, keys, title_tokens, key_tokens, body_tokens "
        "from search_docs order by position"
    ):
        bag: dict[str, float] = {}
        for column, (name, weight) in zip(row[2:], FIELD_WEIGHTS.items(), strict=True):
            assert name in ("title_tokens", "key_tokens", "body_tokens")
            for token, w in json.loads(column):
                bag[token] = bag.get(token, 0.0) + weight * w
        found: dict[str, float] = {}
        for key in json.loads(row[1]):
            for gram in set(grams(compact(key))):
                found[gram] = found.get(gram, 0.0) + 1.0
        for token in bag:
            per_game = game_df.setdefault(token, {})
            per_game[row[0]] = per_game.get(row[0], 0) + 1
        bags.append(bag)
        key_grams.append(found)
    conn.close()
    return BM25(bags), BM25(key_grams), game_df


# The content database first: Kiwi's user words are process-wide, so a database built
# after the content's words were taught tokenises a little differently, and the mini
# database is compared with a rebuild of itself in test_searcher.py.
@pytest.fixture(params=["content", "mini"])
def db_and_searcher(request):
    return (
        request.getfixturevalue(f"{request.param}_db"),
        request.getfixturevalue(f"{request.param}_searcher"),
    )


def test_stored_postings_are_the_tokens_bm25(db_and_searcher):
    db, searcher = db_and_searcher
    lexical, ngram, _ = _rebuilt(db)
    for stored, fresh in ((searcher.lexical, lexical), (searcher.ngram, ngram)):
        assert stored.tokens == fresh.tokens
        assert stored.offsets.tolist() == fresh.offsets.tolist()
        assert stored.ids.tolist() == fresh.ids.tolist()
        assert stored.parts.tolist() == fresh.parts.tolist()  # bit for bit
        assert stored.idf_array.tolist() == fresh.idf_array.tolist()


def test_per_game_word_statistics_match_the_documents(db_and_searcher):
    db, searcher = db_and_searcher
    _, _, game_df = _rebuilt(db)
    assert searcher.shared_words == {t for t, per_game in game_df.items() if len(per_game) >= 2}
    for game in searcher.games:
        words = {t for t, per_game in game_df.items() if game in per_game}
        assert searcher.game_words(game) == words
    for token, per_game in game_df.items():
        i = searcher.lexical.index[token]
        game, df = max(per_game.items(), key=lambda kv: (kv[1], kv[0]))
        assert searcher.game_order[searcher._token_best_game[i]] == game
        assert int(searcher._token_best_df[i]) == df


def test_a_database_from_an_older_build_is_refused_with_a_rebuild_hint(mini_db, tmp_path):
    old = tmp_path / "old.db"
    old.write_bytes(Path(mini_db).read_bytes())
    conn = sqlite3.connect(old)
    conn.execute("update search_meta set value = '1' where key = 'version'")
    conn.commit()
    conn.close()
    with pytest.raises(sqlite3.DatabaseError, match="tutor build"):
        Searcher(old)


def test_analysing_on_threads_stores_the_same_index(tmp_path):
    """A large content set is analysed on a second Kiwi with threads: same tables."""
    import sqlite_utils
    from conftest import MINI_ENTRIES, MINI_GAMES, MINI_STEPS
    from content_fixture import write_base_tables

    from tutor.search.index import build_index

    tables = {}
    for workers in (0, 2):
        db = sqlite_utils.Database(tmp_path / f"workers-{workers}.db")
        write_base_tables(db, MINI_GAMES, MINI_ENTRIES, MINI_STEPS)
        build_index(db, workers=workers)
        tables[workers] = {
            name: list(db[name].rows)
            for name in ("search_docs", "search_phrases", "search_meta", "search_arrays")
        }
    assert tables[0] == tables[2]


def test_the_threaded_kiwi_reads_table_talk_as_the_served_one():
    """The build's threaded Kiwi knows the table nouns too (턴 is not 털다 there either)."""
    from tutor.search.morphology import content_forms_many

    texts = ["턴 끝이야?", "셋업 어떻게 해", "4장 킵하고 리필"]
    assert list(content_forms_many(texts, 2)) == list(content_forms_many(texts, 0))
    assert list(content_forms_many(texts[:1], 2)) == [["턴", "끝"]]
