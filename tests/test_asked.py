"""``<game>/asked.yaml``: the questions players ask, checked like the rest of the content, kept
out of what readers see and out of the word index, and read by the search as resemblance."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.build import build
from tutor.content import load_content
from tutor.games import GAME_IDS
from tutor.search.asked import BEST, AskedIndex, build_arrays, text_grams
from tutor.search.normalize import normalize

from .conftest import CONTENT_DIR, build_problems


def test_every_entry_of_the_four_games_has_the_questions_players_ask():
    content = load_content(CONTENT_DIR)
    for game in GAME_IDS:
        for entry in (e for e in content.entries.values() if e.game == game):
            questions = content.asked.get(entry.id, [])
            assert len(questions) >= 10, entry.id
            assert len(set(questions)) == len(questions), entry.id


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
    (content_copy / "azul" / "asked.yaml").write_text("# 아직 없음\n", encoding="utf-8")
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
    assert {"asked_doc_offsets", "asked_text_offsets", "asked_gram_ids", "asked_weights"} <= names


def _index(texts_by_doc: list[list[str]]) -> AskedIndex:
    arrays, vocab = build_arrays(texts_by_doc)
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
    assert close[0] > 2 * close[1] and close[2] == 0.0
    floor = index.resemblance("바닥줄감점몇점", [0, 1])
    assert floor[1] > floor[0]


def test_resemblance_is_the_mean_of_the_best_texts_and_bounded():
    index = _index([["조커 회수", "조커 회수", "전혀 다른 말"], ["조커 회수"]])
    many, one = index.resemblance("조커 회수", [0, 1])
    assert many == pytest.approx(1.0, abs=1e-2)  # two identical texts: both cosines 1
    assert one == pytest.approx(1.0 / BEST, abs=1e-2)  # one text counts as one of two
    assert all(0.0 <= x <= 1.0 + 1e-2 for x in index.resemblance("조커", [0, 1]))


@pytest.mark.parametrize("query", ["", "     ", "😀😀", "\x00", "zzzzqqqq", "ㅋ" * 500])
def test_resemblance_of_an_unknown_or_empty_question_is_zero(query: str):
    index = _index([["조커 회수"], ["바닥 줄"]])
    assert index.resemblance(query.replace(" ", ""), [0, 1]) == [0.0, 0.0]
    assert index.resemblance("조커", []) == []


def test_grams_ignore_spaces_and_count_repeats():
    assert text_grams("가 나 다") == text_grams("가나다") == {"가나": 1, "나다": 1, "가나다": 1}
    assert text_grams("가나가나")["가나"] == 2 and not text_grams("가")


_SYLLABLES = st.sampled_from(list("조커회수바닥줄감점타일공장벽 12?"))


@settings(max_examples=120, deadline=None)
@given(
    st.lists(st.lists(st.text(_SYLLABLES, max_size=12), max_size=5), min_size=1, max_size=6),
    st.text(_SYLLABLES, max_size=15),
    st.data(),
)
def test_resemblance_equals_the_plain_definition(texts_by_doc, query, data):
    """The vectorised scoring is the definition: the mean of each document's BEST cosines
    (a missing one counts 0) between unit TF-IDF vectors of 2–3-grams."""
    import math

    arrays, vocab = build_arrays(texts_by_doc)
    index = AskedIndex(arrays, vocab)
    docs = data.draw(st.lists(st.integers(0, len(texts_by_doc) - 1), max_size=8))
    squeezed = normalize(query).replace(" ", "")  # as the searcher passes it
    got = index.resemblance(squeezed, docs)
    counted = [[g for g in map(text_grams, texts) if g] for texts in texts_by_doc]
    n_texts = sum(map(len, counted))
    df: dict[str, int] = {}
    for doc in counted:
        for grams in doc:
            for gram in grams:
                df[gram] = df.get(gram, 0) + 1

    def unit(grams, known_only):
        v = {
            g: (1 + math.log(c)) * math.log(n_texts / df[g])
            for g, c in grams.items()
            if not known_only or g in df
        }
        norm = math.sqrt(sum(x * x for x in v.values()))
        return {g: x / norm for g, x in v.items()} if norm else {}

    q = unit(text_grams(squeezed), True)
    for d, value in zip(docs, got, strict=True):
        cosines = sorted(
            (sum(x * unit(t, False).get(g, 0.0) for g, x in q.items()) for t in counted[d]),
            reverse=True,
        )
        assert value == pytest.approx(
            sum(cosines[:BEST]) / BEST if q else 0.0, abs=1e-2
        )  # weights are stored in 8 bits


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
