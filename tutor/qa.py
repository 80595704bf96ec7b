"""Answering questions: one :class:`tutor.search.Searcher` per database file and process.

The searcher is reloaded when ``tutor build`` replaces the database (a new inode or
mtime), so a running server picks up new content without a restart, and keeps answering
from the old content while a build is failing beside it.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

from tutor.search import QueryError, Searcher

__all__ = ["QueryError", "ask", "searcher", "suggest"]

_lock = threading.Lock()
_cache: dict[str, tuple[tuple[int, int], Searcher]] = {}


def searcher(db_path: str | Path, misses_path: str | Path | None = None) -> Searcher:
    key = str(db_path)
    stat = os.stat(key)
    stamp = (stat.st_ino, stat.st_mtime_ns)
    cached = _cache.get(key)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    with _lock:
        cached = _cache.get(key)
        if cached is None or cached[0] != stamp:
            cached = (stamp, Searcher(key, misses_path=misses_path))
            _cache[key] = cached
    return cached[1]


def ask(db_path: str | Path, query: str, game: str | None = None, limit: int = 5,
        misses_path: str | Path | None = None) -> dict[str, Any]:
    return searcher(db_path, misses_path).ask(query, game=game, limit=limit)


def suggest(db_path: str | Path, prefix: str, game: str | None = None,
            limit: int = 8) -> list[dict[str, Any]]:
    return searcher(db_path).suggest(prefix, game=game, limit=limit)
