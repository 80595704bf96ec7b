import sqlite3
import threading
from pathlib import Path

import pytest

from tutor.search import list_misses, list_reports, misses


def _rows(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT COUNT(*) FROM misses").fetchone()[0]
    finally:
        conn.close()


def test_misses_are_recorded_and_listed_by_frequency(tmp_path):
    path = tmp_path / "misses.db"
    misses.ensure(path)
    misses.record(path, "피자 배달", "피자 배달", None, "azul.x", 12.0)
    misses.record(path, "피자  배달!", "피자 배달", None, None, None)
    misses.record(path, "우주선", "우주선", "azul", None, None)
    listed = list_misses(path)
    assert [m["normalized"] for m in listed] == ["피자 배달", "우주선"]
    assert listed[0]["count"] == 2 and listed[0]["query"] == "피자  배달!"
    assert listed[0]["first_at"] and listed[0]["last_at"]
    assert list_misses(path, limit=1)[0]["normalized"] == "피자 배달"
    assert [m["normalized"] for m in list_misses(path, order="recent")] == ["우주선", "피자 배달"]


def test_repeats_are_one_row_with_a_count(tmp_path):
    path = tmp_path / "misses.db"
    misses.ensure(path)
    for n in range(50):
        assert misses.record(
            path, f"조커 피자 {'?' * (n % 3)}", "조커 피자", "rummikub", "rummikub.joker", float(n)
        )
    assert _rows(path) == 1
    [row] = list_misses(path)
    assert (
        row["count"] == 50 and row["best_score"] == 49.0 and row["query"] == "조커 피자 ?"
    )  # the latest wording (n = 49)


def test_a_flood_of_junk_cannot_fill_the_disk(tmp_path):
    path = tmp_path / "misses.db"
    misses.ensure(path)
    for n in range(20_000):
        junk = f"ㅋ{n} " + "쓰레기" * 100  # long: stored cut short
        assert misses.record(path, junk, junk, None, None, None)
    assert _rows(path) <= misses.MAX_ROWS
    kept = {m["normalized"] for m in list_misses(path, limit=misses.MAX_ROWS, order="recent")}
    assert any(k.startswith("ㅋ19999 ") for k in kept)  # the newest stay,
    assert not any(k.startswith("ㅋ0 ") for k in kept)  # the oldest went
    assert max(len(k) for k in kept) <= misses.MAX_STORED_CHARS
    # A repeated question survives a flood by being asked again (least recently seen out).
    misses.record(path, "바닥줄 피자", "바닥줄 피자", None, None, None)
    misses.record(path, "바닥줄 피자", "바닥줄 피자", None, None, None)
    top = list_misses(path, limit=1)[0]
    assert (top["normalized"], top["count"]) == ("바닥줄 피자", 2)


def _at_once(writes: int, write) -> list[tuple[int, int]]:
    """Eight threads (as the server's workers), thread n calling ``write(n, i)`` for i below
    ``writes``, all at once: the (n, i) whose write returned False."""
    failures: list[tuple[int, int]] = []

    def run(n: int) -> None:
        failures.extend((n, i) for i in range(writes) if not write(n, i))

    threads = [threading.Thread(target=run, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return failures


def test_concurrent_writers_lose_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(misses, "WRITE_TIMEOUT", 60.0)  # waiting is fine here; losing is not
    path = tmp_path / "misses.db"
    misses.ensure(path)
    failures = _at_once(
        20, lambda n, i: misses.record(path, f"q{n}-{i}", f"q{n}-{i}", None, None, None)
    )
    assert failures == []
    assert len(list_misses(path, limit=1000)) == 160


def test_sql_in_a_question_is_just_text(tmp_path):
    path = tmp_path / "misses.db"
    misses.ensure(path)
    misses.record(path, "'); DROP TABLE misses; --", "drop table misses", None, None, None)
    assert list_misses(path)[0]["query"] == "'); DROP TABLE misses; --"


def test_missing_file_lists_nothing(tmp_path):
    assert list_misses(tmp_path / "none.db") == []


def _first_layout(path: Path, rows: list[tuple[str, str, str]]) -> None:
    """The layout before counts: one row per miss (``at`` in local time)."""
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE misses (id INTEGER PRIMARY KEY, at TEXT NOT NULL, query TEXT NOT NULL,
            normalized TEXT NOT NULL, game TEXT, best_id TEXT, best_score REAL);
        CREATE INDEX misses_normalized ON misses(normalized);
    """)
    conn.executemany(
        "INSERT INTO misses (at, query, normalized, game, best_id, best_score) "
        "VALUES (?, ?, ?, 'azul', 'azul.x', 3.5)",
        rows,
    )
    conn.commit()
    conn.close()


OLD_ROWS = [
    ("2026-11-01T10:00:00", "피자 배달", "피자 배달"),
    ("2026-11-01T10:05:00", "우주선", "우주선"),
    ("2026-11-02T09:00:00", "피자  배달!", "피자 배달"),
    ("2026-11-03T08:00:00", "피자배달?", "피자 배달"),
    ("not a time", "시간 없음", "시간 없음"),
]


def test_an_old_log_is_read_as_it_is_and_migrated(tmp_path):
    path = tmp_path / "queries.db"
    _first_layout(path, OLD_ROWS)
    before = list_misses(path)  # not migrated yet (e.g. `tutor misses` before the server)
    assert before[0]["normalized"] == "피자 배달" and before[0]["count"] == 3

    misses.ensure(path)
    conn = sqlite3.connect(path)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert conn.execute("PRAGMA user_version").fetchone()[0] == misses.SCHEMA_VERSION
    conn.close()
    assert tables == {"misses", "reports"}  # the old table gone, the new ones made
    after = list_misses(path)
    assert [(m["normalized"], m["count"], m["query"]) for m in after] == [
        ("피자 배달", 3, "피자배달?"),
        ("시간 없음", 1, "시간 없음"),
        ("우주선", 1, "우주선"),
    ]
    assert after[0]["first_at"] == "2026-11-01T10:00:00"
    assert after[0]["last_at"] == "2026-11-03T08:00:00"
    assert misses.record(path, "피자 배달", "피자 배달", None, None, None)
    assert list_misses(path)[0]["count"] == 4
    misses.ensure(path)  # again: nothing to do
    assert list_misses(path)[0]["count"] == 4


def test_a_big_old_log_keeps_only_the_newest_questions(tmp_path):
    path = tmp_path / "queries.db"
    rows = [("2026-11-01T10:00:00", f"질문 {n}", f"질문 {n}") for n in range(misses.MAX_ROWS + 500)]
    _first_layout(path, rows)
    misses.ensure(path)
    assert _rows(path) == misses.MAX_ROWS
    kept = {m["normalized"] for m in list_misses(path, limit=misses.MAX_ROWS)}
    assert f"질문 {misses.MAX_ROWS + 499}" in kept and "질문 0" not in kept


def test_an_unknown_misses_table_is_kept_aside(tmp_path):
    path = tmp_path / "queries.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE misses (note TEXT)")
    conn.execute("INSERT INTO misses VALUES ('mine')")
    conn.commit()
    conn.close()
    misses.ensure(path)
    assert misses.record(path, "우주선", "우주선", None, None, None)
    assert [m["query"] for m in list_misses(path)] == ["우주선"]
    conn = sqlite3.connect(path)
    aside = [
        r[0]
        for r in conn.execute("SELECT name FROM sqlite_master WHERE name LIKE 'misses_unknown_%'")
    ]
    assert len(aside) == 1
    assert conn.execute(f"SELECT note FROM {aside[0]}").fetchall() == [("mine",)]
    conn.close()


def test_a_locked_log_loses_the_miss_but_never_raises(tmp_path, monkeypatch):
    monkeypatch.setattr(misses, "WRITE_TIMEOUT", 0.01)
    path = tmp_path / "misses.db"
    misses.ensure(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another process writing and never finishing
    try:
        assert misses.record(path, "우주선", "우주선", None, None, None) is False
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert misses.record(path, "우주선", "우주선", None, None, None) is True


@pytest.mark.parametrize("spoil", ["garbage", "directory", "removed", "emptied"])
def test_a_broken_or_vanished_log_never_raises(tmp_path, spoil):
    path = tmp_path / "misses.db"
    misses.ensure(path)
    assert misses.record(path, "처음", "처음", None, None, None)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    if spoil == "garbage":
        path.write_bytes(b"\xffnot sqlite" * 1000)
    elif spoil == "directory":
        path.mkdir()
    elif spoil == "emptied":
        path.write_bytes(b"")
    result = misses.record(path, "우주선", "우주선", None, None, None)
    if spoil in ("removed", "emptied"):  # a new log is started
        assert result is True and [m["query"] for m in list_misses(path)] == ["우주선"]
    else:
        assert result is False
        assert list_misses(path) == []


def test_tutor_misses_shows_counts_most_asked_first(tmp_path, capsys):
    from tutor.cli import main

    path = tmp_path / "queries.db"
    misses.ensure(path)
    for _ in range(3):
        misses.record(path, "피자 배달", "피자 배달", "azul", "azul.floor.penalty", 12.5)
    misses.record(path, "우주선", "우주선", None, None, None)
    db = str(tmp_path / "tutor.db")  # queries.db is looked for beside it

    assert main(["misses", "--db", db]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "많이 물은 순" in lines[0] and "횟수" in lines[1]
    assert lines[2].split()[0] == "3" and "피자 배달 → azul.floor.penalty (12.5)" in lines[2]
    assert lines[3].split()[0] == "1" and lines[3].endswith("우주선")

    assert main(["misses", "--db", db, "--sort", "recent", "--json"]) == 0
    import json

    listed = json.loads(capsys.readouterr().out)
    assert [(m["query"], m["count"]) for m in listed] == [("우주선", 1), ("피자 배달", 3)]


def _second_layout(path: Path) -> None:
    """The layout before reasons (user_version 2), with one question."""
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE misses (normalized TEXT PRIMARY KEY, query TEXT NOT NULL, game TEXT,
            best_id TEXT, best_score REAL, count INTEGER NOT NULL, first_seen REAL NOT NULL,
            last_seen REAL NOT NULL) WITHOUT ROWID;
        CREATE INDEX misses_last_seen ON misses(last_seen);
        INSERT INTO misses VALUES ('우주선', '우주선?', 'azul', 'azul.x', 3.5, 4, 1.0, 2.0);
        PRAGMA user_version = 2;
    """)
    conn.close()


def test_a_log_without_reasons_gains_the_column_and_keeps_its_rows(tmp_path):
    path = tmp_path / "queries.db"
    _second_layout(path)
    [before] = list_misses(path)  # read as it is before the searcher opens it
    assert before["count"] == 4 and before["reason"] is None
    misses.ensure(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == misses.SCHEMA_VERSION == 5
    conn.close()
    [kept] = list_misses(path)
    assert (kept["query"], kept["count"], kept["reason"]) == ("우주선?", 4, None)
    assert misses.record(path, "카탄 도둑", "카탄 도둑", None, None, None, "outside:카탄")
    assert misses.record(path, "우주선", "우주선", "azul", None, None)
    reasons = {m["normalized"]: (m["count"], m["reason"]) for m in list_misses(path)}
    assert reasons == {"우주선": (5, None), "카탄 도둑": (1, "outside:카탄")}


def test_the_searcher_records_why_it_did_not_answer(tmp_path, content_db):
    from tutor.search import Searcher

    path = tmp_path / "queries.db"
    searcher = Searcher(content_db, misses_path=path)
    searcher.ask("카탄에서 도둑 나오면 카드 몇 장 버려야 돼요?")
    searcher.ask("이거 반칙임?")
    searcher.ask("우주선 연료 보급 규칙")
    reasons = {m["query"]: m["reason"] for m in list_misses(path)}
    assert reasons == {
        "카탄에서 도둑 나오면 카드 몇 장 버려야 돼요?": "outside:카탄",
        "이거 반칙임?": "vague",
        "우주선 연료 보급 규칙": None,
    }


def test_tutor_misses_says_why(tmp_path, capsys):
    from tutor.cli import main

    path = tmp_path / "queries.db"
    misses.ensure(path)
    misses.record(path, "카탄 도둑", "카탄 도둑", None, None, None, "outside:카탄")
    misses.record(path, "이거 돼?", "이거 돼", None, None, None, "vague")
    assert main(["misses", "--db", str(tmp_path / "tutor.db"), "--sort", "recent"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[2].endswith("이거 돼? [가리키기만 한 질문]")
    assert lines[3].endswith("카탄 도둑 [규칙이 없는 게임: 카탄]")


# -- what readers say of the answers they were shown ------------------------------------------
def test_readers_words_are_counted_question_by_question(tmp_path):
    path = tmp_path / "queries.db"
    misses.ensure(path)
    for word in ("wrong", "wrong", "right"):
        assert misses.report(
            path, "바닥줄 감점?", "바닥줄 감점", "azul", "azul.floor.penalty", word
        )
    assert misses.report(
        path, "바닥줄 감점!", "바닥줄 감점", None, "azul.term.floor-line", "picked"
    )
    assert misses.report(path, "타일 몇 개", "타일 몇 개", None, "azul.components.tiles", "right")
    assert misses.report(path, "조커 언제", "조커 언제", None, "rummikub.term.joker", "wrong")
    rows = list_reports(path)
    # the question most often called wrong first, its first answer then the reader's pick;
    # then the next; a question only called right last
    assert [
        (r["normalized"], r["entry_id"], r["wrong"], r["right"], r["picked"]) for r in rows
    ] == [
        ("바닥줄 감점", "azul.floor.penalty", 2, 1, 0),
        ("바닥줄 감점", "azul.term.floor-line", 0, 0, 1),
        ("조커 언제", "rummikub.term.joker", 1, 0, 0),
        ("타일 몇 개", "azul.components.tiles", 0, 1, 0),
    ]
    assert rows[0]["query"] == "바닥줄 감점?" and rows[0]["game"] == "azul"
    assert rows[1]["query"] == "바닥줄 감점!" and rows[1]["game"] is None
    assert rows[0]["first_at"] <= rows[0]["last_at"]
    # a reader's word is not a miss
    assert list_misses(path) == []
    with pytest.raises(ValueError):
        misses.report(path, "x", "x", None, "azul.floor.penalty", "maybe")


def test_a_flood_of_reports_cannot_fill_the_disk(tmp_path):
    path = tmp_path / "queries.db"
    misses.ensure(path)
    for n in range(misses.MAX_ROWS + 3 * misses.PRUNE_EVERY):
        junk = f"ㅋ{n} " + "쓰레기" * 100
        word = misses.WORDS[n % 3]
        assert misses.report(path, junk, junk, "x" * 500, "azul.x" + "y" * 500, word)
    conn = sqlite3.connect(path)
    count, longest, longest_id = conn.execute(
        "SELECT COUNT(*), MAX(length(normalized)), MAX(length(entry_id)) FROM reports"
    ).fetchone()
    conn.close()
    assert count <= misses.MAX_ROWS
    assert longest <= misses.MAX_STORED_CHARS and longest_id <= misses.MAX_ID_CHARS
    kept = {r["normalized"] for r in list_reports(path, limit=misses.MAX_ROWS)}
    assert any(k.startswith(f"ㅋ{misses.MAX_ROWS + 3 * misses.PRUNE_EVERY - 1} ") for k in kept)
    assert not any(k.startswith("ㅋ0 ") for k in kept)


def test_a_log_of_the_third_layout_gains_reports_and_keeps_its_misses(tmp_path):
    path = tmp_path / "queries.db"
    _second_layout(path)
    misses.ensure(path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE reports")  # the third layout: misses with reasons, no reports
    conn.execute("PRAGMA user_version = 3")
    conn.commit()
    conn.close()
    assert list_reports(path) == []  # read as it is: nothing reported yet
    # the running server's writer finds no table, makes the log ready and writes
    assert misses.report(path, "우주선", "우주선", None, "azul.overview.goal", "wrong")
    assert [r["entry_id"] for r in list_reports(path)] == ["azul.overview.goal"]
    [kept] = list_misses(path)
    assert (kept["query"], kept["count"]) == ("우주선?", 4)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == misses.SCHEMA_VERSION == 5
    conn.close()


def test_reports_without_picks_gain_the_column_and_keep_their_rows(tmp_path):
    path = tmp_path / "queries.db"
    misses.ensure(path)
    conn = sqlite3.connect(path)
    conn.executescript("""
        DROP TABLE reports;
        CREATE TABLE reports (normalized TEXT NOT NULL, entry_id TEXT NOT NULL,
            query TEXT NOT NULL, game TEXT, wrong INTEGER NOT NULL, right INTEGER NOT NULL,
            first_seen REAL NOT NULL, last_seen REAL NOT NULL,
            PRIMARY KEY (normalized, entry_id)) WITHOUT ROWID;
        INSERT INTO reports VALUES ('우주선', 'azul.overview.goal', '우주선?', NULL, 2, 1, 1.0, 2.0);
        PRAGMA user_version = 4;
    """)
    conn.close()
    [before] = list_reports(path)  # read as it is
    assert (before["wrong"], before["right"], before["picked"]) == (2, 1, 0)
    # a writer meeting the older table (no searcher has opened the log since) upgrades it
    assert misses.report(path, "우주선", "우주선", None, "azul.overview.goal", "wrong")
    assert misses.report(path, "우주선", "우주선", None, "azul.components.tiles", "picked")
    rows = [(r["entry_id"], r["wrong"], r["right"], r["picked"]) for r in list_reports(path)]
    assert rows == [("azul.overview.goal", 3, 1, 0), ("azul.components.tiles", 0, 0, 1)]


def test_a_broken_log_loses_the_word_but_never_raises(tmp_path):
    path = tmp_path / "queries.db"
    path.mkdir()  # not a file at all
    assert misses.report(path, "우주선", "우주선", None, "azul.overview.goal", "right") is False
    assert list_reports(path) == []


def test_tutor_misses_reports_lists_the_answers_called_wrong_first(tmp_path, capsys):
    import json

    from tutor.cli import main

    path = tmp_path / "queries.db"
    misses.ensure(path)
    misses.report(path, "타일 몇 개", "타일 몇 개", None, "azul.components.tiles", "right")
    for _ in range(2):
        misses.report(path, "바닥줄 감점?", "바닥줄 감점", "azul", "azul.floor.penalty", "wrong")
    misses.report(path, "바닥줄 감점?", "바닥줄 감점", "azul", "azul.term.floor-line", "picked")
    db = str(tmp_path / "tutor.db")
    assert main(["misses", "--db", db, "--reports"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "맞지 않는다는 말이 많은 질문부터" in lines[0]
    assert "아니에요" in lines[1] and "골랐어요" in lines[1]
    assert lines[2].split()[:3] == ["2", "0", "0"]
    assert lines[2].endswith("바닥줄 감점? [azul에서] → azul.floor.penalty")
    assert lines[3].split()[:3] == ["0", "0", "1"] and lines[3].endswith("→ azul.term.floor-line")
    assert lines[4].split()[:3] == ["0", "1", "0"] and lines[4].endswith("→ azul.components.tiles")
    # told again of the question only called right: the most recently reported comes first
    misses.report(path, "타일 몇 개", "타일 몇 개", None, "azul.components.tiles", "right")
    assert main(["misses", "--db", db, "--reports", "--sort", "recent"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "최근에 알려 준 질문부터" in lines[0]
    assert [line.rsplit(" → ", 1)[1] for line in lines[2:]] == [
        "azul.components.tiles",
        "azul.floor.penalty",
        "azul.term.floor-line",
    ]
    assert main(["misses", "--db", db, "--reports", "--json", "--limit", "1"]) == 0
    [row] = json.loads(capsys.readouterr().out)
    assert (row["entry_id"], row["wrong"], row["right"], row["picked"]) == (
        "azul.floor.penalty",
        2,
        0,
        0,
    )
    assert main(["misses", "--db", str(tmp_path / "none" / "tutor.db"), "--reports"]) == 0
    assert capsys.readouterr().out.strip() == "독자가 알려 준 답이 없습니다."


def test_tutor_misses_asked_prints_the_picks_as_asked_yaml(tmp_path, capsys):
    import yaml

    from tutor.cli import main

    path = tmp_path / "queries.db"
    misses.ensure(path)
    db = str(tmp_path / "tutor.db")
    assert main(["misses", "--db", db, "--asked"]) == 0
    assert capsys.readouterr().out.strip() == "독자가 고른 답이 없습니다."
    misses.report(path, "바닥줄 감점?", "바닥줄 감점", "azul", "azul.floor.penalty", "wrong")
    for _ in range(2):
        misses.report(path, "바닥줄 감점?", "바닥줄 감점", "azul", "azul.term.floor-line", "picked")
    misses.report(path, '별 "칸" 값', "별 칸 값", None, "azul-summer-pavilion.term.star", "picked")
    misses.report(path, "타일 몇 개", "타일 몇 개", None, "azul.components.tiles", "right")
    assert main(["misses", "--db", db, "--asked"]) == 0
    out = capsys.readouterr().out
    # one block per game's file, each a valid asked.yaml fragment (comments aside)
    blocks = out.split("\n# content/")[1:]
    assert [b.split("\n", 1)[0] for b in blocks] == [
        "azul/asked.yaml",
        "azul-summer-pavilion/asked.yaml",
    ]
    parsed = [yaml.safe_load(b.split("\n", 1)[1]) for b in blocks]
    assert parsed == [
        {"azul.term.floor-line": ["바닥줄 감점?"]},
        {"azul-summer-pavilion.term.star": ['별 "칸" 값']},
    ]
    assert "# 고른 사람 2" in out and "azul.components.tiles" not in out


def test_concurrent_readers_words_are_all_counted(tmp_path, monkeypatch):
    """Eight threads telling of the same question and answer at once: one row, every word
    counted."""
    monkeypatch.setattr(misses, "WRITE_TIMEOUT", 60.0)  # waiting is fine here; losing is not
    path = tmp_path / "queries.db"
    misses.ensure(path)
    failures = _at_once(
        30,
        lambda n, i: misses.report(
            path, "감점?", "감점", None, "azul.floor.penalty", misses.WORDS[(n + i) % 3]
        ),
    )
    assert failures == []
    [row] = list_reports(path)
    assert (row["wrong"], row["right"], row["picked"]) == (80, 80, 80)
