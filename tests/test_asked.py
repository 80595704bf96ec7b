"""``<game>/asked.yaml``: the questions players ask, checked like the rest of the content, kept
out of what readers see and out of the word index, and learned by the search (resemblance)."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.asked import load_asked
from tutor.build import build
from tutor.content import load_content
from tutor.games import GAME_IDS
from tutor.search.asked import AskedIndex, Learning, build_arrays, learn, text_grams
from tutor.search.normalize import normalize

from .conftest import CONTENT_DIR, build_problems


def test_every_entry_of_the_four_games_has_the_questions_players_ask():
    """At least ten in ``asked.yaml`` itself, whatever the folded sets add."""
    content = load_content(CONTENT_DIR)
    for game in GAME_IDS:
        own = {e.id for e in content.entries.values() if e.game == game}
        problems: list = []
        asked = load_asked(
            CONTENT_DIR / game / "asked.yaml", game, own, lambda _, m, p=problems: p.append(m)
        )
        assert problems == []
        for entry_id in own:
            questions = asked.get(entry_id, [])
            assert len(questions) >= 10, entry_id
            assert len(set(questions)) == len(questions), entry_id
            # the folded sets' questions come after the file's own
            assert content.asked[entry_id][: len(questions)] == questions


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("tune:\n  azul.no-such-entry:\n  - 이거 돼요?\n", "'azul.no-such-entry'에 해당하는"),
        ("tune:\n  indigo.faq.tie:\n  - 동점이면?\n", "이 게임(azul)의 항목 id가 아닙니다"),
        ("tune:\n- 목록\n", "세트 이름에서"),
        ("tune:\n", "세트 이름에서"),
        ("tune:\n  azul.faq.tie: 동점이면?\n", "질문(문자열) 목록이어야 합니다"),
        ("tune:\n  azul.faq.tie:\n  - [1, 2]\n", "질문은 문자열이어야 합니다"),
        ("- 목록\n", "세트 이름에서"),
        ("azul.faq.diagonal:\n- 대각선?\n", "세트 이름에서"),
        # a question asked.yaml files under another entry (as the search compares them)
        ("tune:\n  azul.faq.tie:\n  - 대각선 연결 점수!\n", "'azul.faq.diagonal'에도 있습니다"),
        ("tune: {azul.faq.tie: [닫히지 않은\n", "YAML 오류"),
    ],
)
def test_a_bad_asked_sets_file_names_the_file(content_copy: Path, text: str, message: str):
    (content_copy / "azul" / "asked-sets.yaml").write_text("# 머리말\n" + text, encoding="utf-8")
    problems = build_problems(content_copy)
    found = [p for p in problems if p.startswith("content/azul/asked-sets.yaml:")]
    assert any(message in p for p in found), problems


def test_the_folded_sets_questions_are_learned_under_their_entry(content_copy: Path):
    (content_copy / "azul" / "asked-sets.yaml").write_text(
        "tune:\n  azul.faq.tie:\n  - 비기면 누가 1등?\n"
        "tune2:\n  azul.faq.tie:\n  - 동점 처리 방법\n  azul.faq.diagonal:\n  - 대각 인정?\n",
        encoding="utf-8",
    )
    content = load_content(content_copy)
    assert content.asked["azul.faq.tie"][-2:] == ["비기면 누가 1등?", "동점 처리 방법"]
    assert content.asked["azul.faq.diagonal"][-1] == "대각 인정?"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "azul.no-such-entry:\n  - 이거 돼요?\n",
            "'azul.no-such-entry'에 해당하는 항목이 없습니다",
        ),
        ("indigo.faq.tie:\n  - 동점이면?\n", "이 게임(azul)의 항목 id가 아닙니다"),
        ("azul.faq.diagonal: 대각선도 쳐줘요?\n", "질문(문자열) 목록이어야 합니다"),
        ("azul.faq.diagonal:\n  - {a: 1}\n", "질문은 문자열이어야 합니다"),
        ("azul.faq.diagonal:\n  - '   '\n", "빈 질문이 있습니다"),
        ("azul.faq.diagonal:\n  - " + "가" * 301 + "\n", "300자를 넘습니다"),
        # one question (as the search compares them) filed under two entries: it belongs to neither
        (
            "{azul.faq.diagonal: [대각선도 쳐줘요?], azul.faq.tie: ['대각선도 쳐 줘요']}\n",
            "'azul.faq.diagonal'에도 있습니다",
        ),
        ("- 목록이 아니라\n", "YAML 매핑이어야 합니다"),
        ("azul.faq.diagonal: [닫히지 않은\n", "YAML 오류"),
    ],
)
def test_a_bad_asked_file_names_the_file_and_line(content_copy: Path, text: str, message: str):
    asked = content_copy / "azul" / "asked.yaml"
    asked.write_text("# 머리말\n" + text, encoding="utf-8")
    problems = build_problems(content_copy)
    found = [p for p in problems if p.startswith("content/azul/asked.yaml:")]
    assert any(message in p for p in found), problems
    assert all(int(p.split(":")[1]) in (1, 2, 3) for p in found), found  # 3: the end


def test_an_asked_file_is_optional_and_may_be_empty(content_copy: Path, tmp_path: Path):
    (content_copy / "indigo" / "asked.yaml").unlink()
    (content_copy / "indigo" / "asked-sets.yaml").unlink()
    (content_copy / "azul" / "asked.yaml").write_text("# 아직 없음\n", encoding="utf-8")
    (content_copy / "azul" / "asked-sets.yaml").write_text("# 아직 없음\n", encoding="utf-8")
    build(content_copy, tmp_path / "ok.db")
    conn = sqlite3.connect(tmp_path / "ok.db")
    games = {r[0] for r in conn.execute("select distinct game from asked")}
    assert games == {"azul-summer-pavilion", "rummikub"}


def test_asked_questions_are_neither_shown_nor_word_indexed(built_db: Path):
    conn = sqlite3.connect(built_db)
    entry_id, questions = conn.execute(
        "select entry_id, questions from asked order by entry_id limit 1"
    ).fetchone()
    question = json.loads(questions)[0]
    keys = json.loads(
        conn.execute("select keys from search_docs where id = ?", (entry_id,)).fetchone()[0]
    )
    assert question not in keys
    row = conn.execute(
        "select title, question, body_text, phrasings, aliases from entries where id = ?",
        (entry_id,),
    ).fetchone()
    assert all(question not in (field or "") for field in row)
    assert not conn.execute("select 1 from aliases where text = ?", (question,)).fetchall()
    names = {r[0] for r in conn.execute("select name from search_arrays")}
    assert {"asked_doc_offsets", "asked_gram_ids", "asked_weights", "asked_bias"} <= names


def _index(texts_by_doc: list[list[str]], groups: list[str] | None = None) -> AskedIndex:
    arrays, vocab = build_arrays(texts_by_doc, groups)
    return AskedIndex(arrays, vocab)


def test_resemblance_finds_the_entry_whose_questions_are_said_alike():
    index = _index(
        [
            ["벽 점수 셀 때 대각선도 연결로 쳐주나요?", "대각선으로 붙은 타일 점수"],
            ["바닥 줄 감점은 몇 점인가요?", "마이너스 줄 몇 점"],
            [],  # a tutorial step: nothing said
        ]
    )
    close = index.resemblance("대각선연결됨?", [0, 1, 2])
    assert close[0] > close[1] and close[2] == 0.0
    floor = index.resemblance("바닥줄감점몇점", [0, 1])
    assert floor[1] > floor[0]


def test_the_model_learns_the_words_that_tell_entries_apart():
    """Two entries about the joker: what decides is 몇 개 or 언제, not 조커."""
    index = _index(
        [
            ["조커는 몇 개 있어요?", "조커 개수", "조커 몇 장 들어 있어", "조커 총 몇 개"],
            ["조커는 언제 가져와요?", "조커 회수 언제", "조커 언제 빼 와요", "조커 가져오는 때"],
            ["바닥 줄 감점", "바닥에 떨어진 타일"],
        ]
    )
    count, when, _floor = index.resemblance("조커몇개임", [0, 1, 2])
    assert count > when
    count, when, _floor = index.resemblance("조커언제가져옴", [0, 1, 2])
    assert when > count


def test_a_model_is_learned_per_game_and_one_entry_learns_nothing():
    index = _index(
        [["조커 회수", "조커 가져오기"], ["바닥 줄 감점", "바닥 몇 점"], ["조커 회수"]],
        ["rummikub", "rummikub", "solo"],
    )
    joker, floor, alone = index.resemblance("조커회수", [0, 1, 2])
    assert joker > floor and alone == 0.0


def test_the_same_texts_learn_the_same_model():
    texts = [["조커 회수", "조커 가져오기"], ["바닥 줄 감점", "바닥 몇 점"], ["벽 점수"]] * 3
    first, _ = build_arrays(texts, ["a", "a", "a", "b", "b", "b", "c", "c", "c"])
    again, _ = build_arrays(texts, ["a", "a", "a", "b", "b", "b", "c", "c", "c"])
    assert first.keys() == again.keys()
    assert all(np.array_equal(first[k], again[k]) for k in first)


def test_the_vectors_are_the_same_when_the_pairs_are_too_many_for_one_key(monkeypatch):
    """A (gram, text) pair is sorted as one 64-bit key while the texts' numbers fit beside
    the gram; past that (millions of texts) an indirect sort gives the same vectors."""
    import tutor.search.asked as asked

    texts = [
        ["조커 회수", "조커 가져오기", "Joker 2개"],
        ["바닥 줄 감점", "바닥 몇 점"],
        ["", "벽"],
    ]
    fast = asked._text_vectors(texts)
    monkeypatch.setattr(asked, "_KEY_BITS", asked._CODE_BITS)
    slow = asked._text_vectors(texts)
    for name in ("data", "indices", "indptr"):
        assert np.array_equal(getattr(fast[0], name), getattr(slow[0], name))
    assert np.array_equal(fast[1], slow[1]) and np.array_equal(fast[2], slow[2])
    assert fast[3] == slow[3]


_ENTRIES = [
    ("r.joker-when", "rummikub", ["조커 회수", "조커 가져오기", "조커 언제 빼 와요"]),
    ("r.joker-count", "rummikub", ["조커 몇 개", "조커 개수"]),
    ("a.floor", "azul", ["바닥 줄 감점", "바닥 몇 점"]),
    ("a.wall", "azul", ["벽 점수", "벽에 놓을 때 점수"]),
    ("i.alone", "indigo", ["길 타일"]),
]


def test_a_build_learns_the_same_model_in_a_child_process_as_in_place():
    with Learning(_ENTRIES, in_child=True) as child:
        far = child.result()
    near = Learning(_ENTRIES, in_child=False).result()
    assert far.ids == near.ids and far.vocab == near.vocab
    assert all(np.array_equal(far.arrays[k], near.arrays[k]) for k in near.arrays)


def test_a_build_that_learns_groups_beside_its_child_learns_the_same_model():
    """Asked for the result while many groups are left, the building process learns groups
    from the last while the child goes on from the first: the same arrays as in place."""
    entries = [
        (
            f"{game}.{name}",
            f"game-{game}",
            [f"{word} {name}", f"{name} {word}이 뭐예요", f"{n}{word}"],
        )
        for game in range(12)
        for n, (name, word) in enumerate([("조커", "회수"), ("바닥", "감점"), ("벽", "점수")])
    ]
    with Learning(entries, in_child=True, eager=False) as learning:
        shared = learning.result()
        assert learning.shared >= 1  # this process took the last group before the child began
    alone = learn(entries)
    assert shared.ids == alone.ids and shared.vocab == alone.vocab
    assert all(np.array_equal(shared.arrays[k], alone.arrays[k]) for k in alone.arrays)


def test_a_question_leans_to_the_game_whose_players_use_its_words():
    """Naive Bayes over every game's texts (``game_lean``): laid out in the index's game
    order, a game without entries weighs nothing, and the leans of the games sum to about 0."""
    learned = learn(_ENTRIES)
    games = ["rummikub", "sushi-go", "azul", "indigo"]
    arrays = learned.for_docs([entry_id for entry_id, _g, _t in _ENTRIES])
    arrays["asked_game_weights"] = learned.game_weights_for(games)
    index = AskedIndex(arrays, learned.vocab)
    for question, game in [("조커언제빼와요", "rummikub"), ("바닥감점몇점", "azul")]:
        lean = index.game_lean(question)
        assert lean is not None and games[int(np.argmax(lean))] == game
        assert lean[games.index("sushi-go")] == 0.0
        assert float(lean.sum()) == pytest.approx(0.0, abs=0.05)
    assert index.game_lean("퀵소트") is None  # no gram it knows
    assert AskedIndex(learned.for_docs(["a.wall"]), learned.vocab).game_lean("벽점수") is None


def test_the_learned_arrays_are_laid_out_in_the_index_order():
    """The index may order its documents otherwise and has documents that learn nothing (a
    tutorial step): each document gets its own weights and intercept, the others none."""
    learned = learn(_ENTRIES)
    order = ["a.wall", "tutorial-step", "r.joker-when", "i.alone", "a.floor", "r.joker-count"]
    index = AskedIndex(learned.for_docs(order), learned.vocab)
    direct = AskedIndex(learned.arrays, learned.vocab)
    for question in ["조커언제가져와", "바닥감점", "벽점수몇점"]:
        laid_out = index.resemblance(question, list(range(len(order))))
        by_id = dict(zip(order, laid_out, strict=True))
        assert by_id.pop("tutorial-step") == 0.0
        assert by_id["i.alone"] == 0.0  # a game of one entry learns nothing
        expected = direct.resemblance(question, [learned.ids[d] for d in by_id])
        assert list(by_id.values()) == pytest.approx(expected)


def test_a_failed_learning_in_a_child_fails_the_build_and_a_failed_build_stops_it():
    broken = [("x", "g", ["a b"]), ("y", "g", [None])]  # a text that is not one
    # Raised in the child, raised again here.
    with Learning(broken, in_child=True) as bad, pytest.raises(AttributeError):  # type: ignore[arg-type]
        bad.result()
    with pytest.raises(RuntimeError), Learning(_ENTRIES * 200, in_child=True) as learning:
        child = learning._process
        raise RuntimeError("the build failed meanwhile")
    assert learning._process is None and child is not None and not child.is_alive()


def test_a_learning_child_that_dies_fails_the_build_instead_of_hanging_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    """Killed (out of memory, say): the build says so in Korean and keeps the last good
    database; it never waits for an answer that cannot come."""
    import tutor.build
    from tutor.cli import main

    db = tmp_path / "tutor.db"
    db.write_bytes(b"the last good database")

    class Killed(Learning):
        def __init__(self, entries: list[tuple[str, str, list[str]]], in_child: bool | None):
            super().__init__(entries, in_child=True)
            os.kill(self._process.pid, signal.SIGKILL)

    monkeypatch.setattr(tutor.build.asked, "Learning", Killed)
    assert main(["build", "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert "검색 모델을 배우던 프로세스가 답 없이 끝났습니다" in err and "Traceback" not in err
    assert db.read_bytes() == b"the last good database"


@pytest.mark.parametrize("query", ["", "     ", "😀😀", "\x00", "zzzzqqqq", "ㅋ" * 500])
def test_resemblance_of_an_unknown_or_empty_question_is_zero(query: str):
    index = _index([["조커 회수"], ["바닥 줄"]])
    assert index.resemblance(query.replace(" ", ""), [0, 1]) == [0.0, 0.0]
    assert index.resemblance("조커", []) == []


def test_grams_ignore_spaces_and_count_repeats():
    assert text_grams("가 나 다") == text_grams("가나다") == {"가나": 1, "나다": 1, "가나다": 1}
    assert text_grams("가나가나")["가나"] == 2 and not text_grams("가")


_SYLLABLES = st.sampled_from(list("조커회수바닥줄감점타일공장벽 12?"))


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.lists(st.text(_SYLLABLES, max_size=12), max_size=5), min_size=1, max_size=6),
    st.text(_SYLLABLES, max_size=15),
    st.data(),
)
def test_resemblance_equals_the_plain_definition(texts_by_doc, query, data):
    """The vectorised scoring is the definition: unit TF-IDF vectors of 2–3-grams (IDF over
    all texts); per group, a one-vs-rest linear SVM of the group's texts by document; a
    document's resemblance (margin + 1) / 2 with its weights on its own texts' grams only, 0
    for a document with no model (no gram, or alone in its group)."""
    import math
    from unittest.mock import patch

    from sklearn.svm import LinearSVC

    import tutor.search.asked as asked

    groups = data.draw(
        st.lists(st.sampled_from("ab"), min_size=len(texts_by_doc), max_size=len(texts_by_doc))
    )
    with patch.object(asked, "SVM_TOL", 1e-9):  # both solve to the one optimum
        index = _index(texts_by_doc, groups)
    docs = data.draw(st.lists(st.integers(0, len(texts_by_doc) - 1), max_size=8))
    squeezed = normalize(query).replace(" ", "")  # as the searcher passes it
    got = index.resemblance(squeezed, docs)

    rows = [(d, text_grams(t)) for d, texts in enumerate(texts_by_doc) for t in texts]
    rows = [(d, g) for d, g in rows if g]
    df: dict[str, int] = {}
    for _d, grams in rows:
        for gram in grams:
            df[gram] = df.get(gram, 0) + 1
    vocab = sorted(df)

    def unit(grams):
        v = {
            g: (1 + math.log(c)) * math.log(len(rows) / df[g]) for g, c in grams.items() if g in df
        }
        norm = math.sqrt(sum(x * x for x in v.values()))
        return [v.get(g, 0.0) / norm if norm else 0.0 for g in vocab]

    q = unit(text_grams(squeezed))
    expected = {}
    for group in set(groups):
        mine = [(d, g) for d, g in rows if groups[d] == group]
        labels = sorted({d for d, _g in mine})
        if len(labels) < 2:
            continue
        model = LinearSVC(C=asked.SVM_C, tol=1e-9, random_state=0, max_iter=100_000)
        model.fit(np.array([unit(g) for _d, g in mine]), [d for d, _g in mine])
        coef, intercept = model.coef_, model.intercept_
        if len(labels) == 2:
            coef, intercept = np.vstack([-coef[0], coef[0]]), [-intercept[0], intercept[0]]
        for k, d in enumerate(labels):
            own = {g for dd, grams in mine if dd == d for g in grams}
            margin = sum(coef[k][i] * q[i] for i, g in enumerate(vocab) if g in own)
            expected[d] = (margin + intercept[k] + 1) / 2 if any(q) else 0.0
    for d, value in zip(docs, got, strict=True):
        # weights are stored as 16-bit floats
        assert value == pytest.approx(expected.get(d, 0.0), abs=2e-2)


def _assert_build_grams_are_normalised_grams(texts: list[str]) -> None:
    from collections import Counter

    from tutor.search.asked import _gram_codes, _gram_text

    codes, owner = _gram_codes(texts)
    found = [Counter() for _ in texts]
    for code, text in zip(codes.tolist(), owner.tolist(), strict=True):
        found[text][_gram_text(code)] += 1
    assert found == [text_grams(t) for t in texts]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.text(max_size=20)
        | st.text(
            st.sampled_from("Ａｂ１가각ㄱ \u0301\u0300\u1100\u1161\u11a8\x00İK?"), max_size=12
        ),
        max_size=6,
    )
)
def test_the_builds_grams_are_those_of_the_normalised_text(texts):
    """The build reads all texts at once, as code points: exactly the grams ``text_grams``
    gives each text alone (any Unicode, full-width, combining marks, NUL)."""
    _assert_build_grams_are_normalised_grams(texts)


@pytest.mark.parametrize(
    "text",
    [
        "Ａ\u0301가나다",
        "ＡＢ조커",
        "\u1100\u1161\u11a8각",
        "가\x00나다",
        "İK가나",
        "조\ud800커 회수",
    ],
)
def test_the_builds_grams_in_cases_normalisation_orders_matter(text):
    _assert_build_grams_are_normalised_grams([text, "바닥"])


def test_resemblance_is_the_same_past_65536_documents():
    """A weight is found by the key ``doc << 16 | gram``: past 65,536 documents (a catalogue
    of many games) the keys are 64-bit and each document still finds its own weights."""
    arrays, vocab = build_arrays(
        [["조커 회수 언제 해?", "조커 빼 오기"], [], ["바닥 줄 감점 몇 점?", "마이너스 줄"]]
    )
    small = AskedIndex(arrays, vocab)
    padding = 70_000  # documents without a model, in front
    offsets = arrays["asked_doc_offsets"]
    grown = dict(arrays)
    grown["asked_doc_offsets"] = np.concatenate([np.zeros(padding, dtype=offsets.dtype), offsets])
    grown["asked_bias"] = np.concatenate(
        [np.zeros(padding, arrays["asked_bias"].dtype), arrays["asked_bias"]]
    )
    large = AskedIndex(grown, vocab)
    assert small.keys.dtype == np.uint32 and large.keys.dtype == np.uint64
    for question in ("조커회수", "바닥줄감점", "없는말"):
        expected = small.resemblance(question, [2, 0, 1])
        assert large.resemblance(question, [padding + 2, padding, padding + 1]) == expected
        assert large.resemblance(question, [0, padding - 1]) == [0.0, 0.0]
    assert small.resemblance("조커회수", [0])[0] > small.resemblance("조커회수", [2])[0]


def test_only_the_grams_in_most_texts_are_stored(monkeypatch):
    """Past MAX_GRAMS grams (16-bit ids), the rarest are left out, not the common ones."""
    import tutor.search.asked as asked

    monkeypatch.setattr(asked, "MAX_GRAMS", 3)
    arrays, vocab = build_arrays([["조커 회수", "조커 빼기"], ["조커 회수는", "바닥 줄"]])
    assert len(vocab) == 3 and "조커" in vocab  # in three texts
    assert arrays["asked_gram_ids"].max() < 3 and arrays["asked_gram_ids"].dtype == "uint16"
    index = AskedIndex(arrays, vocab)
    joker, floor = index.resemblance("조커회수", [0, 1])
    assert joker > 0.0


def test_serve_builds_a_missing_database_without_scikit_learn_in_its_process(tmp_path: Path):
    """`tutor serve` builds a missing database before serving from the same process (and its
    forked workers): the learning runs in a child, so the server never holds scikit-learn."""
    db = tmp_path / "tutor.db"
    code = (
        "import sys; from pathlib import Path; from tutor.cli import ensure_database; "
        "from tutor.db import health; ensure_database(Path(sys.argv[1]), Path(sys.argv[2])); "
        "print(health(Path(sys.argv[1])).ok, 'sklearn' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(db), str(CONTENT_DIR)],
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    assert done.stdout.split() == ["True", "False"]
