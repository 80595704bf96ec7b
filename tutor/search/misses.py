"""Questions without a good answer, kept for content authors in their own SQLite file.

Each write opens its own connection (WAL, busy timeout, one short INSERT with bound
parameters), so concurrent requests in threads or processes never share a connection and
never hold a lock for long. A failure to record is swallowed: answering comes first.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

_SCHEMA = """
CREATE TABLE IF NOT EXISTS misses (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    query TEXT NOT NULL,
    normalized TEXT NOT NULL,
    game TEXT,
    best_id TEXT,
    best_score REAL
);
CREATE INDEX IF NOT EXISTS misses_normalized ON misses(normalized);
"""


def _connect(path: str | Path) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), timeout=5.0, isolation_level=None)
    conn.execute("PRAGMA busy_timeout = 5000")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    return conn


def ensure(path: str | Path) -> None:
    """Create the file and its table if needed."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    conn = _connect(path)
    try:
        conn.executescript(_SCHEMA)
    finally:
        conn.close()


def record(path: str | Path, query: str, normalized: str, game: str | None,
           best_id: str | None, best_score: float | None) -> bool:
    """Append one miss; returns False when it could not be written."""
    try:
        conn = _connect(path)
        try:
            conn.execute(
                "INSERT INTO misses (at, query, normalized, game, best_id, best_score) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (time.strftime("%Y-%m-%dT%H:%M:%S"), query, normalized, game, best_id,
                 best_score),
            )
        finally:
            conn.close()
    except sqlite3.Error:
        return False
    return True


def list_misses(path: str | Path, limit: int = 50) -> list[dict[str, Any]]:
    """The most frequent unanswered questions, newest first among equals.

    Each item: ``query`` (the latest wording), ``normalized``, ``count``, ``last_at``,
    ``game``, ``best_id`` and ``best_score`` (the best guess the searcher had)."""
    if not Path(path).exists():
        return []
    conn = sqlite3.connect(str(path), timeout=5.0)
    conn.row_factory = sqlite3.Row
    try:
        rows = conn.execute(
            """
            SELECT m.normalized, COUNT(*) AS count, MAX(m.id) AS last_id
            FROM misses m GROUP BY m.normalized
            ORDER BY count DESC, last_id DESC LIMIT ?
            """,
            (int(limit),),
        ).fetchall()
        out = []
        for row in rows:
            last = conn.execute(
                "SELECT query, at, game, best_id, best_score FROM misses WHERE id = ?",
                (row["last_id"],),
            ).fetchone()
            out.append({
                "query": last["query"], "normalized": row["normalized"],
                "count": row["count"], "last_at": last["at"], "game": last["game"],
                "best_id": last["best_id"], "best_score": last["best_score"],
            })
        return out
    except sqlite3.OperationalError:
        return []
    finally:
        conn.close()
