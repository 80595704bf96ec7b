"""Read access to the built content database, shared by the web app and the CLI.

Each call opens a short read-only connection, so a build that atomically replaces the
file is picked up by the next call while calls in flight finish on the old file.

A database that cannot be used (missing, empty, not SQLite, truncated, or without the
tables ``tutor build`` writes) raises :class:`DatabaseUnavailable`, which the web app
answers with 503. :func:`health` says which, cheaply: the file is examined once per
version (inode, mtime, size) and process, then the verdict is reused.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat as stat_module
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

JSON_COLUMNS = {
    "data",
    "aliases",
    "sections",
    "phrasings",
    "related",
    "rule_ids",
    "sources",
    "example",
    "names",
    "options",
    "setup",
    "initial_state",
    "steps",
}


# The tables ``tutor.search.index.build_index`` writes (defined here, not there, so that
# importing this module does not import the search package and its numpy and Kiwi).
SEARCH_TABLES = (
    "search_user_words",
    "search_concepts",
    "search_docs",
    "search_phrases",
    "search_meta",
    "search_arrays",
)

# Every table ``tutor build`` writes that the site or the searcher reads.
REQUIRED_TABLES = (
    "meta",
    "games",
    "sources",
    "entries",
    "aliases",
    "links",
    "tutorials",
    "tutorial_steps",
    "quickstarts",
    *SEARCH_TABLES,
)


class DatabaseUnavailable(RuntimeError):
    """The content database cannot be used; ``reason`` says why, in Korean."""

    def __init__(self, path: str | Path, reason: str = "콘텐츠 데이터베이스가 없습니다") -> None:
        super().__init__(f"{path}: {reason}")
        self.path = str(path)
        self.reason = reason


@dataclass(frozen=True)
class Health:
    ok: bool
    reason: str  # "ok", or a short Korean sentence


@dataclass(frozen=True)
class _Facts:
    stamp: tuple[int, int, int]  # inode, mtime (ns), size
    problem: str | None  # the file cannot be read as a sound SQLite database
    tables: frozenset[str]


_facts: dict[str, _Facts] = {}
_facts_lock = threading.Lock()


def read_only_uri(path: str | Path) -> str:
    """An SQLite URI opening ``path`` read-only (any character in the path is safe)."""
    return f"file:{quote(str(path))}?mode=ro"


def _examine(path: str, stamp: tuple[int, int, int]) -> _Facts:
    if stamp[2] == 0:
        return _Facts(stamp, "콘텐츠 데이터베이스 파일이 비어 있습니다", frozenset())
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            tables = frozenset(
                r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            )
            # Every page's structure (not the rows' meaning): a truncated or overwritten
            # file fails here even when its first pages are intact. A few ms for ours.
            verdict = conn.execute("PRAGMA quick_check(1)").fetchone()
            index_version = (
                conn.execute("SELECT value FROM search_meta WHERE key = 'version'").fetchone()
                if "search_meta" in tables
                else None
            )
        finally:
            conn.close()
    except sqlite3.Error:
        return _Facts(
            stamp,
            "콘텐츠 데이터베이스가 손상되었습니다 (SQLite 파일이 아니거나 잘렸습니다)",
            frozenset(),
        )
    if not verdict or verdict[0] != "ok":
        return _Facts(stamp, "콘텐츠 데이터베이스가 손상되었습니다 (무결성 검사 실패)", tables)
    from tutor.search.index import INDEX_VERSION

    if index_version is not None and index_version[0] != INDEX_VERSION:
        # built by an older release: the searcher cannot read its index
        return _Facts(stamp, "콘텐츠 데이터베이스의 검색 색인이 이전 판입니다", tables)
    return _Facts(stamp, None, tables)


def health(path: str | Path) -> Health:
    """Whether the content database at ``path`` can be served: it exists, opens, passes
    SQLite's quick check, has every table of :data:`REQUIRED_TABLES` and a search index of
    this release's version.

    Costs one ``stat`` while the file stays the same; a new version is examined once."""
    key = str(path)
    try:
        st = os.stat(key)
    except FileNotFoundError:
        return Health(False, "콘텐츠 데이터베이스가 없습니다")
    except OSError:
        return Health(False, "콘텐츠 데이터베이스 파일을 읽을 수 없습니다")
    if not stat_module.S_ISREG(st.st_mode):
        return Health(False, "콘텐츠 데이터베이스가 파일이 아닙니다")
    stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
    facts = _facts.get(key)
    if facts is None or facts.stamp != stamp:
        facts = _examine(key, stamp)
        with _facts_lock:
            _facts[key] = facts
    if facts.problem:
        return Health(False, facts.problem)
    missing = [t for t in REQUIRED_TABLES if t not in facts.tables]
    if missing:
        shown = ", ".join(missing[:3]) + (f" 외 {len(missing) - 3}개" if len(missing) > 3 else "")
        return Health(False, f"콘텐츠 데이터베이스에 필요한 테이블이 없습니다: {shown}")
    return Health(True, "ok")


def unavailable(path: str | Path) -> DatabaseUnavailable | None:
    """The error to raise for a database that has just failed a query, if it is unusable
    (None: the database is sound, so the failure is a bug to report as such)."""
    state = health(path)
    return None if state.ok else DatabaseUnavailable(path, state.reason)


def _decode(row: sqlite3.Row) -> dict[str, Any]:
    out = dict(row)
    for key in JSON_COLUMNS & out.keys():
        if isinstance(out[key], str):
            out[key] = json.loads(out[key])
    return out


class ContentDB:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def exists(self) -> bool:
        return self.path.is_file()

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        """A read-only connection; DatabaseUnavailable when the file is missing or a
        query fails because the database is broken (other SQLite errors pass through)."""
        if not self.path.is_file():
            raise DatabaseUnavailable(self.path, health(self.path).reason)
        try:
            conn = sqlite3.connect(read_only_uri(self.path), uri=True, check_same_thread=False)
        except sqlite3.Error as exc:
            error = unavailable(self.path)
            if error is None:
                raise
            raise error from exc
        conn.row_factory = sqlite3.Row
        try:
            yield conn
        except sqlite3.DatabaseError as exc:
            error = unavailable(self.path)
            if error is None:
                raise
            raise error from exc
        finally:
            conn.close()

    def _all(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        with self.connect() as conn:
            return [_decode(r) for r in conn.execute(sql, params).fetchall()]

    def _one(self, sql: str, params: tuple[Any, ...] = ()) -> dict[str, Any] | None:
        rows = self._all(sql, params)
        return rows[0] if rows else None

    # games
    def games(self) -> list[dict[str, Any]]:
        return self._all("SELECT * FROM games ORDER BY position")

    def game(self, game_id: str) -> dict[str, Any] | None:
        return self._one("SELECT * FROM games WHERE id = ?", (game_id,))

    # entries
    def entries(self, game_id: str, kind: str | None = None) -> list[dict[str, Any]]:
        if kind is None:
            return self._all("SELECT * FROM entries WHERE game = ? ORDER BY ord, id", (game_id,))
        return self._all(
            "SELECT * FROM entries WHERE game = ? AND kind = ? ORDER BY ord, id", (game_id, kind)
        )

    def entry(self, entry_id: str) -> dict[str, Any] | None:
        return self._one("SELECT * FROM entries WHERE id = ?", (entry_id,))

    def entries_by_ids(self, ids: list[str]) -> list[dict[str, Any]]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        found = {
            e["id"]: e
            for e in self._all(f"SELECT * FROM entries WHERE id IN ({marks})", tuple(ids))
        }
        return [found[i] for i in ids if i in found]

    def faqs_for(self, entry_id: str) -> list[dict[str, Any]]:
        """FAQ entries answered by this rule."""
        return self._all(
            "SELECT e.* FROM links l JOIN entries e ON e.id = l.src "
            "WHERE l.dst = ? AND l.kind = 'rule' AND e.kind = 'faq' ORDER BY e.ord, e.id",
            (entry_id,),
        )

    def referring(self, entry_id: str) -> list[dict[str, Any]]:
        """Entries (not FAQs) that name this one as related."""
        return self._all(
            "SELECT DISTINCT e.* FROM links l JOIN entries e ON e.id = l.src "
            "WHERE l.dst = ? AND l.kind = 'related' AND e.kind != 'faq' ORDER BY e.ord, e.id",
            (entry_id,),
        )

    def all_entry_ids(self) -> list[tuple[str, str]]:
        with self.connect() as conn:
            return [(r["game"], r["id"]) for r in conn.execute("SELECT game, id FROM entries")]

    # tutorials
    def tutorials(self, game_id: str) -> list[dict[str, Any]]:
        return self._all(
            "SELECT id, game, slug, title, summary, players, names, url "
            "FROM tutorials WHERE game = ? ORDER BY slug",
            (game_id,),
        )

    def tutorial(self, game_id: str, slug: str) -> dict[str, Any] | None:
        return self._one("SELECT * FROM tutorials WHERE game = ? AND slug = ?", (game_id, slug))

    # 빠른 시작 and the player aid
    def quickstart(self, game_id: str) -> dict[str, Any] | None:
        """The game's quick start cards and player aid (``quickstart.yaml``), or None."""
        row = self._one("SELECT data FROM quickstarts WHERE game = ?", (game_id,))
        return row["data"] if row else None

    def steps_teaching(self, rule_id: str) -> list[dict[str, Any]]:
        """Tutorial steps whose rule ids include ``rule_id``."""
        return self._all(
            "SELECT s.* FROM tutorial_steps s, json_each(s.rule_ids) j WHERE j.value = ? "
            "ORDER BY s.game, s.slug, s.n",
            (rule_id,),
        )
