from tutor.search.bm25 import BM25


def test_rarer_terms_weigh_more_and_coverage_is_relative():
    index = BM25([{"조커": 1, "타일": 1}, {"타일": 2}, {"타일": 1, "점수": 1}])
    scores = index.score({"조커": 1.0, "타일": 1.0})
    assert int(scores.argmax()) == 0
    assert index.idf["조커"] > index.idf["타일"]
    assert scores[0] / index.ideal({"조커": 1.0, "타일": 1.0}) > 0.8


def test_documents_without_query_tokens_score_zero():
    index = BM25([{"a": 1}, {"a": 1, "b": 1}, {"c": 1}])
    scores = index.score({"b": 1.0})
    assert scores[0] == 0 and scores[2] == 0 and scores[1] > 0


def test_unknown_tokens_lower_coverage():
    index = BM25([{"a": 1}, {"a": 1, "b": 1}])
    assert index.ideal({"a": 1.0, "zzz": 1.0}, unknown_weight=0.5) > index.ideal({"a": 1.0})
    assert index.ideal({"a": 1.0, "zzz": 1.0}) == index.ideal({"a": 1.0})


def test_stored_arrays_answer_exactly_as_the_index_built_from_bags():
    docs = [{"조커": 1.0, "타일": 2.5}, {"타일": 1.0}, {"점수": 0.5, "조커": 3.0}, {}]
    built = BM25(docs)
    loaded = BM25.from_arrays(built.n_docs, list(built.tokens), built.arrays())
    for query in ({"조커": 1.0}, {"타일": 0.5, "점수": 2.0, "없는말": 1.0}, {}):
        assert loaded.score(query).tolist() == built.score(query).tolist()
        assert loaded.ideal(query, 0.5) == built.ideal(query, 0.5)
    assert dict(loaded.df) == {"조커": 2, "타일": 2, "점수": 1}
    assert "없는말" not in loaded and loaded.posting("없는말") is None
    ids, _parts = loaded.posting("조커")
    assert ids.tolist() == [0, 2]  # postings in document order
