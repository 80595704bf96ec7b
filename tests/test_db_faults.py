"""A missing or broken content database: every route that needs it answers 503 in Korean
(JSON under /api/, the error page elsewhere), /healthz says why, /livez stays 200, and
the site recovers by itself once a good database is back."""

from __future__ import annotations

import re
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from tutor import db as content_db
from tutor import qa
from tutor.web import create_app

HANGUL = re.compile(r"[가-힣]")
JSON_ROUTES = [
    "/api/games",
    "/api/ask?q=조커 회수",
    "/api/suggest?q=조커",
    "/api/tutorials/azul/first-turn",
]
PAGE_ROUTES = [
    "/",
    "/search?q=조커",
    "/search",
    "/games/azul",
    "/games/azul/faq",
    "/games/rummikub/rules/rummikub.joker.retrieve",
    "/games/azul/tutorials/first-turn",
    "/games/azul/play",
    "/games/indigo/play?players=2&seed=3",
]


def _sqlite_without_our_tables(path: Path, good: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    conn.commit()
    conn.close()


def _without_search_tables(path: Path, good: Path) -> None:
    shutil.copy(good, path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE search_docs")
    conn.commit()
    conn.close()


FAULTS: dict[str, Callable[[Path, Path], None]] = {
    "missing": lambda path, good: None,
    "zero-length": lambda path, good: path.write_bytes(b""),
    "garbage": lambda path, good: path.write_bytes(b"\x00garbage\xff" * 4096),
    "truncated": lambda path, good: path.write_bytes(good.read_bytes()[: good.stat().st_size // 3]),
    "truncated-header": lambda path, good: path.write_bytes(good.read_bytes()[:100]),
    "other-sqlite": _sqlite_without_our_tables,
}


def _app(path: Path, tmp_path: Path):
    return create_app(
        {
            "TESTING": True,
            "DATABASE": str(path),
            "MISSES_DATABASE": str(tmp_path / "queries.db"),
            "GAMES_DATABASE": str(tmp_path / "games.db"),
        }
    )


@pytest.mark.parametrize("fault", sorted(FAULTS))
def test_every_route_answers_503_in_korean(fault: str, built_db: Path, tmp_path: Path):
    path = tmp_path / "tutor.db"
    FAULTS[fault](path, built_db)
    client = _app(path, tmp_path).test_client()

    for route in JSON_ROUTES:
        response = client.get(route)
        assert response.status_code == 503, route
        assert response.is_json and HANGUL.search(response.get_json()["error"]), route
        assert response.headers["Retry-After"].isdigit()
    for route in PAGE_ROUTES:
        response = client.get(route)
        assert response.status_code == 503, route
        assert response.mimetype == "text/html", route
        assert "콘텐츠 데이터베이스" in response.get_data(as_text=True), route

    health = client.get("/healthz")
    assert health.status_code == 503 and health.mimetype == "text/plain"
    assert HANGUL.search(health.get_data(as_text=True))
    assert str(tmp_path) not in health.get_data(as_text=True)  # no paths to the outside
    live = client.get("/livez")
    assert live.status_code == 200 and live.get_data(as_text=True) == "ok"
    # The engines need no database: replaying moves and hints still work.
    assert client.post("/api/play/azul", json={"players": 2, "seed": 1}).status_code == 200
    assert client.post("/api/rummikub/hint", json={"rack": ["r5", "r6", "r7"]}).status_code == 200


def test_without_the_search_tables_questions_get_503(built_db: Path, tmp_path: Path):
    """An older layout: the pages that only read content still work, questions do not,
    and /healthz says the database is not ready."""
    path = tmp_path / "tutor.db"
    _without_search_tables(path, built_db)
    client = _app(path, tmp_path).test_client()
    for route in ("/api/ask?q=조커 회수", "/api/suggest?q=조커", "/search?q=조커"):
        assert client.get(route).status_code == 503, route
    assert client.get("/games/azul").status_code == 200
    health = client.get("/healthz")
    assert health.status_code == 503 and "search_docs" in health.get_data(as_text=True)


def test_healthz_and_livez_on_a_good_database(client):
    for route in ("/healthz", "/livez"):
        response = client.get(route)
        assert response.status_code == 200 and response.get_data(as_text=True) == "ok"


def test_the_site_recovers_when_a_good_database_comes_back(built_db: Path, tmp_path: Path):
    path = tmp_path / "tutor.db"
    shutil.copy(built_db, path)
    client = _app(path, tmp_path).test_client()
    assert client.get("/api/ask", query_string={"q": "조커 회수"}).status_code == 200

    broken = tmp_path / "broken.db"
    broken.write_bytes(built_db.read_bytes()[:4096])
    broken.replace(path)  # as a bad deploy would: a new file in place of the good one
    assert client.get("/api/ask", query_string={"q": "조커 회수"}).status_code == 503
    assert client.get("/games/azul").status_code == 503
    assert client.get("/healthz").status_code == 503

    fresh = tmp_path / "fresh.db"
    shutil.copy(built_db, fresh)
    fresh.replace(path)
    assert client.get("/healthz").status_code == 200
    answer = client.get("/api/ask", query_string={"q": "조커 회수"})
    assert answer.status_code == 200 and answer.get_json()["results"]
    assert client.get("/games/azul").status_code == 200

    path.unlink()  # gone: the searcher is released, not kept for a file that is no more
    assert client.get("/api/ask", query_string={"q": "조커 회수"}).status_code == 503
    assert str(path) not in qa._loaded


def test_health_examines_each_version_of_the_file_once(
    built_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    path = tmp_path / "tutor.db"
    shutil.copy(built_db, path)
    examined: list[str] = []
    real = content_db._examine

    def counting(key: str, stamp: tuple[int, int, int]):
        examined.append(key)
        return real(key, stamp)

    monkeypatch.setattr(content_db, "_examine", counting)
    client = _app(path, tmp_path).test_client()
    for _ in range(50):
        assert client.get("/healthz").status_code == 200
    assert len(examined) == 1
    stat = path.stat()
    import os

    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))  # a new version
    assert client.get("/healthz").status_code == 200
    assert len(examined) == 2


def test_a_database_the_searcher_cannot_read_is_tried_once(
    built_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """Every table is there and SQLite finds nothing wrong, but a table has another
    layout: 503 (rebuild it), and the searcher is not rebuilt on every request."""
    path = tmp_path / "tutor.db"
    shutil.copy(built_db, path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE search_docs")
    conn.execute("CREATE TABLE search_docs (something_else TEXT)")
    conn.commit()
    conn.close()
    made: list[str] = []

    class Counting(qa.Searcher):
        def __init__(self, *args, **kwargs) -> None:
            made.append("searcher")
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(qa, "Searcher", Counting)
    client = _app(path, tmp_path).test_client()
    for _ in range(3):
        response = client.get("/api/ask", query_string={"q": "조커 회수"})
        assert response.status_code == 503 and HANGUL.search(response.get_json()["error"])
    assert made == ["searcher"]


def _older_index(path: Path, good: Path) -> None:
    shutil.copy(good, path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE search_meta SET value = '0' WHERE key = 'version'")
    conn.commit()
    conn.close()


def test_a_search_index_of_an_older_release_is_rebuilt_not_served(
    built_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """A database built before the search index changed: questions get 503 and /healthz
    says why, the content pages still work, and `tutor serve` rebuilds it before serving."""
    import tutor.build
    from tutor.cli import ensure_database

    path = tmp_path / "tutor.db"
    _older_index(path, built_db)
    client = _app(path, tmp_path).test_client()
    assert client.get("/api/ask?q=조커 회수").status_code == 503
    assert client.get("/games/azul").status_code == 200
    health = client.get("/healthz")
    assert health.status_code == 503 and "이전 판" in health.get_data(as_text=True)

    built: list[Path] = []
    monkeypatch.setattr(tutor.build, "build", lambda content, db, **_options: built.append(db))
    ensure_database(path, tmp_path / "content")
    assert built == [path]


def test_cli_ask_on_a_broken_database_says_so(tmp_path: Path, capsys: pytest.CaptureFixture):
    from tutor.cli import main

    path = tmp_path / "tutor.db"
    path.write_bytes(b"not a database" * 100)
    assert main(["ask", "조커 회수", "--db", str(path)]) == 2
    assert "손상" in capsys.readouterr().err


def test_serve_rebuilds_a_broken_database_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    import tutor.build
    from tutor.cli import ensure_database

    built: list[Path] = []
    monkeypatch.setattr(tutor.build, "build", lambda content, db, **_options: built.append(db))
    path = tmp_path / "tutor.db"
    path.write_bytes(b"")
    ensure_database(path, tmp_path / "content")
    assert built == [path]


@pytest.mark.parametrize("spoil", ["garbage", "unwritable-folder"])
def test_a_broken_question_log_never_fails_a_request(spoil: str, built_db: Path, tmp_path: Path):
    if spoil == "garbage":
        log = tmp_path / "queries.db"
        log.write_bytes(b"\xffnot sqlite" * 1000)
    else:
        (tmp_path / "file").write_text("a file where a folder should be")
        log = tmp_path / "file" / "queries.db"
    path = tmp_path / "tutor.db"
    shutil.copy(built_db, path)
    client = create_app(
        {"TESTING": True, "DATABASE": str(path), "MISSES_DATABASE": str(log)}
    ).test_client()
    for query in ("피자 배달 되나요", "우주선 연료 보급", "조커 회수"):
        assert client.get("/api/ask", query_string={"q": query}).status_code == 200
    assert client.get("/search", query_string={"q": "피자 배달 되나요"}).status_code == 200
