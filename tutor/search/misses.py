"""Questions without a good answer, kept for content authors in their own SQLite file.

One row per normalised question with how often and when it was asked (an upsert), so a
question asked a thousand times is one row with ``count`` 1000. The file cannot grow
without bound: the table keeps the :data:`MAX_ROWS` most recently asked questions (every
:data:`PRUNE_EVERY` writes of a process, the least recently asked beyond
``MAX_ROWS - PRUNE_EVERY`` are deleted, so one process never leaves more than ``MAX_ROWS``;
each other process writing at the same time can add up to ``PRUNE_EVERY`` more until its
own next prune), and a question is stored cut to :data:`MAX_STORED_CHARS` characters. At
most about 10,000 × 1 KB, however many junk questions arrive (and as much again for the
readers' reports below).

Each thread of each process writes through a connection of its own (kept, since opening
one costs ten times the write: WAL, a short busy timeout, one upsert with bound
parameters, autocommit), so concurrent requests never share a connection and never hold
a lock for long; a file removed or replaced under it is noticed by its inode. A failure to
record (locked, read-only or full disk, a broken file) is logged, at most once a minute,
and swallowed: answering comes first.

The same file keeps what readers say of the answers they were shown (:func:`report`: the
search page's 「이 답이 질문에 맞나요?」): one row per question and answer with how many said the
first answer does not answer the question (``wrong``), how many said it does (``right``) and
how many, told it did not, chose this one among the related answers instead (``picked``),
bounded and written the same way. A confident answer is never a miss, so these are the only
trace of the questions the search answers wrongly with confidence, and a pick is the answer a
reader expected (:func:`list_reports`, ``tutor misses --reports``).

The first layout (one row per miss: ``id, at, query, normalized, …``, which grew by about
1.7 KB for every unanswered question) is migrated by :func:`ensure` in one transaction.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

MAX_ROWS = 10_000
PRUNE_EVERY = 100  # writes of one process between two prunes
MAX_STORED_CHARS = 120  # of the question and of its normalised form
MAX_ID_CHARS = 200
WRITE_TIMEOUT = 0.1  # seconds a write waits for a lock before giving up (and the request goes on)
ENSURE_TIMEOUT = 10.0  # creating or migrating the file: once per searcher load
# PRAGMA user_version; the first layout had 0, the second no reason, the third no reports,
# the fourth no picks
SCHEMA_VERSION = 5
LOG_EVERY_SECONDS = 60.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS misses (
    normalized TEXT PRIMARY KEY,  -- what makes two questions the same
    query TEXT NOT NULL,          -- the latest wording
    game TEXT,
    best_id TEXT,                 -- the searcher's best guess, and its score
    best_score REAL,
    reason TEXT,                  -- why it was not answered: 'vague', 'outside:<game>' or NULL
    count INTEGER NOT NULL,
    first_seen REAL NOT NULL,     -- Unix time
    last_seen REAL NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS misses_last_seen ON misses(last_seen);
CREATE TABLE IF NOT EXISTS reports (
    normalized TEXT NOT NULL,     -- the question, as in misses
    entry_id TEXT NOT NULL,       -- the answer: the first one shown, or one picked below it
    query TEXT NOT NULL,          -- the latest wording
    game TEXT,                    -- the game it was asked within (NULL: every game)
    wrong INTEGER NOT NULL,       -- readers who said it does not answer the question
    right INTEGER NOT NULL,       -- readers who said it does
    picked INTEGER NOT NULL DEFAULT 0,  -- readers who chose it after the first answer was wrong
    first_seen REAL NOT NULL,
    last_seen REAL NOT NULL,
    PRIMARY KEY (normalized, entry_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS reports_last_seen ON reports(last_seen);
"""
_V1_COLUMNS = {"id", "at", "query", "normalized", "game", "best_id", "best_score"}
_V2_COLUMNS = {
    "normalized",
    "query",
    "game",
    "best_id",
    "best_score",
    "count",
    "first_seen",
    "last_seen",
}

_UPSERT = """
INSERT INTO misses (normalized, query, game, best_id, best_score, reason, count, first_seen,
    last_seen)
VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)
ON CONFLICT (normalized) DO UPDATE SET
    query = excluded.query, game = excluded.game, best_id = excluded.best_id,
    best_score = excluded.best_score, reason = excluded.reason, count = misses.count + 1,
    last_seen = excluded.last_seen
"""
_REPORT = """
INSERT INTO reports (normalized, entry_id, query, game, wrong, right, picked, first_seen,
    last_seen)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (normalized, entry_id) DO UPDATE SET
    query = excluded.query, game = excluded.game, wrong = reports.wrong + excluded.wrong,
    right = reports.right + excluded.right, picked = reports.picked + excluded.picked,
    last_seen = excluded.last_seen
"""
# The newest ``?`` questions stay; the rest go (by the last_seen index).
_PRUNE = """
DELETE FROM misses WHERE normalized IN (
    SELECT normalized FROM misses ORDER BY last_seen DESC LIMIT -1 OFFSET ?)
"""
_PRUNE_REPORTS = """
DELETE FROM reports WHERE (normalized, entry_id) IN (
    SELECT normalized, entry_id FROM reports ORDER BY last_seen DESC LIMIT -1 OFFSET ?)
"""
# First layout → one row per normalised question: the count, the first and last time, and
# the latest row's wording and guess; only the MAX_ROWS most recently asked.
_MIGRATE_V1 = """
INSERT INTO misses (normalized, query, game, best_id, best_score, count, first_seen, last_seen)
SELECT substr(g.normalized, 1, :cap), substr(m.query, 1, :cap), m.game, m.best_id,
       m.best_score, g.n,
       coalesce(CAST(strftime('%s', g.first_at, 'utc') AS REAL), :now),
       coalesce(CAST(strftime('%s', g.last_at, 'utc') AS REAL), :now)
FROM (SELECT normalized, COUNT(*) AS n, MIN(at) AS first_at, MAX(at) AS last_at,
             MAX(id) AS last_id
      FROM misses_v1 GROUP BY normalized ORDER BY last_id DESC LIMIT :rows) AS g
JOIN misses_v1 AS m ON m.id = g.last_id
WHERE true
ON CONFLICT (normalized) DO UPDATE SET count = misses.count + excluded.count,
    first_seen = min(misses.first_seen, excluded.first_seen)
"""

_writes = itertools.count(1)
_local = threading.local()  # .conns: {(pid, path): ((device, inode), connection)}
_failures_lock = threading.Lock()
_last_logged = -LOG_EVERY_SECONDS
_unlogged = 0


def _connect(path: str | Path, timeout: float) -> sqlite3.Connection:
    return sqlite3.connect(str(path), timeout=timeout, isolation_level=None)


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}


def ensure(path: str | Path) -> None:
    """Create the file and its table if needed, migrate the first layout, prune.

    Raises sqlite3.Error or OSError when the file cannot be made ready (the searcher then
    answers without recording)."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    conn = _connect(path, ENSURE_TIMEOUT)
    migrated = False
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("BEGIN IMMEDIATE")  # one process migrates; the others then see it done
        try:
            if conn.execute("PRAGMA user_version").fetchone()[0] < SCHEMA_VERSION:
                migrated = _upgrade(conn)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            else:
                _create(conn)  # the table may have been dropped by hand
            conn.execute(_PRUNE, (MAX_ROWS,))
            conn.execute(_PRUNE_REPORTS, (MAX_ROWS,))
            conn.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):  # SQLite may have rolled back already
                conn.execute("ROLLBACK")
            raise
        if migrated:
            try:
                conn.execute("VACUUM")  # give the old rows' space back to the disk
            except sqlite3.Error as exc:  # e.g. no room for the copy: the space is reused
                log.warning("could not vacuum %s after migrating it: %s", path, exc)
    finally:
        conn.close()


def _create(conn: sqlite3.Connection) -> None:
    for statement in _SCHEMA.split(";"):  # not executescript: it would end the transaction
        if statement.strip():
            conn.execute(statement)


def _upgrade(conn: sqlite3.Connection) -> bool:
    """Bring the table to the current layout inside the caller's transaction; True when
    rows of the first layout were migrated."""
    reports = _columns(conn, "reports")
    if reports and "picked" not in reports:  # the fourth layout: one column more
        conn.execute("ALTER TABLE reports ADD COLUMN picked INTEGER NOT NULL DEFAULT 0")
    columns = _columns(conn, "misses")
    if columns >= _V2_COLUMNS:
        if "reason" not in columns:  # the second layout: one column more, the rows as they are
            conn.execute("ALTER TABLE misses ADD COLUMN reason TEXT")
        _create(conn)
        return False
    if not columns:
        _create(conn)
        return False
    conn.execute("ALTER TABLE misses RENAME TO misses_v1")
    conn.execute("DROP INDEX IF EXISTS misses_normalized")
    _create(conn)
    if columns >= _V1_COLUMNS:
        conn.execute(_MIGRATE_V1, {"cap": MAX_STORED_CHARS, "rows": MAX_ROWS, "now": time.time()})
        conn.execute("DROP TABLE misses_v1")
        log.info("migrated the unanswered-question log to one row per question")
        return True
    # A table of some other shape: kept aside, untouched, under another name.
    conn.execute(f"ALTER TABLE misses_v1 RENAME TO misses_unknown_{int(time.time())}")
    log.warning("an unknown 'misses' table was renamed aside")
    return False


def _writer(path: str | Path) -> sqlite3.Connection:
    """This thread's connection to the file at ``path`` (a new one if the file changed)."""
    conns: dict[tuple[int, str], tuple[tuple[int, int], sqlite3.Connection]] = (
        getattr(_local, "conns", None) or {}
    )
    _local.conns = conns
    key = (os.getpid(), str(path))  # never a connection made before a fork
    try:
        st = os.stat(path)
    except FileNotFoundError:
        ensure(path)  # removed while we ran: start a new file
        st = os.stat(path)
    ident = (st.st_dev, st.st_ino)
    known = conns.get(key)
    if known is not None:
        if known[0] == ident:
            return known[1]
        known[1].close()
        del conns[key]
    conn = _connect(path, WRITE_TIMEOUT)
    # No fsync per question (WAL syncs at checkpoints): a write holds the lock for tens of
    # microseconds, so the other workers' writes rarely wait, and a wait blocks a whole
    # gevent worker. A power cut may lose the last few questions, which is fine here.
    conn.execute("PRAGMA synchronous = NORMAL")
    conns[key] = (ident, conn)
    return conn


def _drop_writer(path: str | Path) -> None:
    known = getattr(_local, "conns", {}).pop((os.getpid(), str(path)), None)
    if known is not None:
        known[1].close()


def record(
    path: str | Path,
    query: str,
    normalized: str,
    game: str | None,
    best_id: str | None,
    best_score: float | None,
    reason: str | None = None,
) -> bool:
    """Count one miss of this normalised question; False when it could not be written
    (never raises: logged at most once a minute). ``reason``: why the searcher did not answer
    it, when it knows ("vague": it only points at what the asker sees; "outside:<name>": it asks
    about a game without rules here)."""
    now = time.time()
    row = (
        normalized[:MAX_STORED_CHARS],
        query[:MAX_STORED_CHARS],
        game,
        best_id[:MAX_ID_CHARS] if best_id else best_id,
        best_score,
        reason[:MAX_ID_CHARS] if reason else None,
        now,
        now,
    )
    return _write(path, _UPSERT, row, _PRUNE)


# What a reader can say of an answer: the first answer answers the question ("right") or not
# ("wrong"); told it did not, this related answer does ("picked").
WORDS = ("right", "wrong", "picked")


def report(
    path: str | Path,
    query: str,
    normalized: str,
    game: str | None,
    entry_id: str,
    word: str,
) -> bool:
    """Count one reader's ``word`` (one of :data:`WORDS`) on the answer ``entry_id`` to this
    question. False when it could not be written (never raises); ValueError for another word."""
    if word not in WORDS:
        raise ValueError(f"unknown word {word!r}")
    now = time.time()
    row = (
        normalized[:MAX_STORED_CHARS],
        entry_id[:MAX_ID_CHARS],
        query[:MAX_STORED_CHARS],
        game[:MAX_ID_CHARS] if game else None,
        int(word == "wrong"),
        int(word == "right"),
        int(word == "picked"),
        now,
        now,
    )
    return _write(path, _REPORT, row, _PRUNE_REPORTS)


def _write(path: str | Path, statement: str, row: tuple[Any, ...], prune: str) -> bool:
    try:
        conn = _writer(path)
        try:
            conn.execute(statement, row)
        except sqlite3.OperationalError as exc:
            if "no such table" not in str(exc) and "has no column" not in str(exc):
                raise
            ensure(path)  # an empty file put in its place, or a log of an older layout
            conn.execute(statement, row)
        if next(_writes) % PRUNE_EVERY == 0:
            conn.execute(prune, (MAX_ROWS - PRUNE_EVERY,))
    except (sqlite3.Error, OSError) as exc:
        _drop_writer(path)  # start afresh next time
        _log_failure(path, exc)
        return False
    return True


def _log_failure(path: str | Path, exc: Exception) -> None:
    global _last_logged, _unlogged
    now = time.monotonic()
    with _failures_lock:
        if now - _last_logged < LOG_EVERY_SECONDS:
            _unlogged += 1
            return
        skipped, _unlogged, _last_logged = _unlogged, 0, now
    log.warning(
        "could not record a question in %s: %s%s",
        path,
        exc,
        f" ({skipped} more since the last report)" if skipped else "",
    )


def _iso(seconds: float | None) -> str | None:
    if seconds is None:
        return None
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(seconds))


def list_misses(path: str | Path, limit: int = 50, order: str = "count") -> list[dict[str, Any]]:
    """The unanswered questions, the most often asked first (``order="count"``, the most
    recent among equals) or the most recently asked first (``order="recent"``).

    Each item: ``query`` (the latest wording), ``normalized``, ``count``, ``first_at``,
    ``last_at`` (local time), ``game``, ``best_id`` and ``best_score`` (the best guess the
    searcher had), ``reason`` (see ``record``; None when not known). A file of an older layout,
    not yet migrated, is read as it is."""
    if not Path(path).is_file():
        return []
    by = "last_seen DESC" if order == "recent" else "count DESC, last_seen DESC"
    conn = sqlite3.connect(str(path), timeout=5.0)
    conn.row_factory = sqlite3.Row
    try:
        columns = _columns(conn, "misses")
        if columns >= _V2_COLUMNS:
            reason = "reason" if "reason" in columns else "NULL AS reason"
            rows = conn.execute(
                "SELECT query, normalized, count, first_seen, last_seen, game, best_id, "
                f"best_score, {reason} FROM misses ORDER BY {by} LIMIT ?",
                (int(limit),),
            ).fetchall()
            return [
                {
                    "query": r["query"],
                    "normalized": r["normalized"],
                    "count": r["count"],
                    "first_at": _iso(r["first_seen"]),
                    "last_at": _iso(r["last_seen"]),
                    "game": r["game"],
                    "best_id": r["best_id"],
                    "best_score": r["best_score"],
                    "reason": r["reason"],
                }
                for r in rows
            ]
        if columns >= _V1_COLUMNS:
            return _list_v1(conn, limit, order)
        return []
    except sqlite3.Error:
        return []
    finally:
        conn.close()


def _list_v1(conn: sqlite3.Connection, limit: int, order: str) -> list[dict[str, Any]]:
    by = "last_id DESC" if order == "recent" else "count DESC, last_id DESC"
    rows = conn.execute(
        "SELECT g.normalized, g.count, g.first_at, m.query, m.at, m.game, m.best_id, "
        "m.best_score FROM (SELECT normalized, COUNT(*) AS count, MIN(at) AS first_at, "
        "MAX(id) AS last_id FROM misses GROUP BY normalized) AS g "
        f"JOIN misses AS m ON m.id = g.last_id ORDER BY {by} LIMIT ?",
        (int(limit),),
    ).fetchall()
    return [
        {
            "query": r["query"],
            "normalized": r["normalized"],
            "count": r["count"],
            "first_at": r["first_at"],
            "last_at": r["at"],
            "game": r["game"],
            "best_id": r["best_id"],
            "best_score": r["best_score"],
            "reason": None,
        }
        for r in rows
    ]


def list_reports(path: str | Path, limit: int = 50, order: str = "count") -> list[dict[str, Any]]:
    """What readers said of the answers they were shown, question by question: the questions
    whose first answer was most often called wrong first (``order="count"``, then the most
    recently reported) or the most recently reported first (``order="recent"``); within a
    question, the answer called wrong, then the answers readers picked instead.

    Each item: ``query`` (the latest wording), ``normalized``, ``entry_id``, ``game`` (asked
    within; None: every game), ``wrong`` and ``right`` (how many readers said this first
    answer does not / does answer the question), ``picked`` (how many chose this related
    answer instead), ``first_at``, ``last_at`` (local time). A log without reports (an older
    layout) has none."""
    if not Path(path).is_file():
        return []
    conn = sqlite3.connect(str(path), timeout=5.0)
    conn.row_factory = sqlite3.Row
    try:
        columns = _columns(conn, "reports")
        if not columns:
            return []
        picked = "picked" if "picked" in columns else "0 AS picked"
        by = "q.latest DESC" if order == "recent" else "q.said_wrong DESC, q.latest DESC"
        rows = conn.execute(
            f"SELECT r.query, r.normalized, r.entry_id, r.game, r.wrong, r.right, {picked}, "
            "r.first_seen, r.last_seen FROM reports AS r JOIN (SELECT normalized, "
            "SUM(wrong) AS said_wrong, MAX(last_seen) AS latest FROM reports GROUP BY "
            "normalized) AS q USING (normalized) "
            f"ORDER BY {by}, r.normalized, r.wrong DESC, picked DESC, r.right DESC LIMIT ?",
            (int(limit),),
        ).fetchall()
    except sqlite3.Error:
        return []
    finally:
        conn.close()
    return [
        {
            "query": r["query"],
            "normalized": r["normalized"],
            "entry_id": r["entry_id"],
            "game": r["game"],
            "wrong": r["wrong"],
            "right": r["right"],
            "picked": r["picked"],
            "first_at": _iso(r["first_seen"]),
            "last_at": _iso(r["last_seen"]),
        }
        for r in rows
    ]
