"""Answering questions: one :class:`tutor.search.Searcher` per database file and process.

The searcher is reloaded when ``tutor build`` replaces the database (a new inode or
mtime), so a running server picks up new content without a restart, and keeps answering
from the old content while a build is failing beside it. Answers are kept in a bounded
LRU per searcher: players ask the same questions again and again, and an answer depends
only on (query, game, limit, boost) and the database. Callers must not mutate an answer.

A database that cannot be used raises :class:`tutor.db.DatabaseUnavailable` (503 on the
web), checked before a searcher is built, so a broken file costs one ``stat`` per request.

Memory across reloads (measured with ``bench/rebuild_memory.py``): the old searcher and
its answers are dropped *before* the new one is built, so the two never coexist here; the
new one is built on a short-lived thread of its own, so glibc serves its allocations from
the same malloc arena every time (a searcher built on whichever request thread saw the new
file first left freed searchers scattered over every thread's arena: +3 MB a rebuild),
and the freed heap is handed back to the system afterwards (``malloc_trim``).
"""

from __future__ import annotations

import ctypes
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tutor.db import DatabaseUnavailable, health
from tutor.search import QueryError, Searcher

__all__ = ["DatabaseUnavailable", "QueryError", "ask", "searcher", "suggest"]

log = logging.getLogger(__name__)

ANSWER_CACHE_SIZE = 4096
# (question, game asked or detected, whether it was asked on that game's pages) → the rule
# ids that decide the case it names
Decide = Callable[[str, str | None, bool], Collection[str]]


@dataclass
class _Loaded:
    stamp: tuple[int, int]
    searcher: Searcher
    # (query, game, limit, boost, decide, refused) → answer
    answers: OrderedDict[
        tuple[str, str | None, int, frozenset[str], Decide | None, frozenset[str]], dict[str, Any]
    ] = field(default_factory=OrderedDict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def ask(
        self,
        query: str,
        game: str | None,
        limit: int,
        boost: frozenset[str] = frozenset(),
        decide: Decide | None = None,
        refused: frozenset[str] = frozenset(),
    ) -> dict[str, Any]:
        key = (query, game, limit, boost, decide, refused)
        with self.lock:
            found = self.answers.get(key)
            if found is not None:
                self.answers.move_to_end(key)
                return found
        # may raise QueryError
        answer = self.searcher.ask(
            query, game=game, limit=limit, boost=boost, decide=decide, refused=refused
        )
        with self.lock:
            self.answers[key] = answer
            if len(self.answers) > ANSWER_CACHE_SIZE:
                self.answers.popitem(last=False)
        return answer


_lock = threading.Lock()
_loaded: dict[str, _Loaded] = {}
# A database version the searcher could not be built from: (stamp, reason), so that every
# request does not try again until the file changes.
_failed: dict[str, tuple[tuple[int, int], str]] = {}


def _load(db_path: str | Path, misses_path: str | Path | None = None) -> _Loaded:
    key = str(db_path)
    try:
        stat = os.stat(key)
    except OSError as exc:
        with _lock:
            _loaded.pop(key, None)  # its database is gone: release the searcher
        raise DatabaseUnavailable(key, health(key).reason) from exc
    stamp = (stat.st_ino, stat.st_mtime_ns)
    loaded = _loaded.get(key)
    if loaded is not None and loaded.stamp == stamp:
        return _with_misses(loaded, misses_path)
    with _lock:
        loaded = _loaded.get(key)
        if loaded is not None and loaded.stamp == stamp:
            return _with_misses(loaded, misses_path)
        # Release the old searcher first (requests already answering from it keep it
        # until they finish), so the old and the new one are never both held here.
        _loaded.pop(key, None)
        loaded = None
        failed = _failed.get(key)
        if failed is not None and failed[0] == stamp:
            raise DatabaseUnavailable(key, failed[1])
        state = health(key)
        if not state.ok:
            raise DatabaseUnavailable(key, state.reason)
        try:
            built = _on_own_thread(lambda: Searcher(key, misses_path=misses_path))
        except Exception as exc:
            # Sound SQLite with every table, but not what this version of the searcher
            # reads (or a bug: the log has the traceback either way).
            log.exception("could not load the searcher from %s", key)
            _failed[key] = (stamp, "콘텐츠 데이터베이스를 읽지 못했습니다. 다시 빌드해 주세요")
            raise DatabaseUnavailable(key, _failed[key][1]) from exc
        _failed.pop(key, None)
        loaded = _Loaded(stamp, built)
        _loaded[key] = loaded
    _release_free_memory()
    return loaded


def _with_misses(loaded: _Loaded, misses_path: str | Path | None) -> _Loaded:
    """The cached searcher, keeping misses where the caller says when it was first loaded
    without a place for them (by a suggestion or the CLI): whoever loads it first must not
    decide that the app's unanswered questions go unrecorded until the next reload."""
    if misses_path and loaded.searcher.misses_path is None:
        with loaded.lock:  # (the module's lock may be held by the caller)
            if loaded.searcher.misses_path is None:
                loaded.searcher.keep_misses(misses_path)
    return loaded


def _on_own_thread(make: Callable[[], Searcher]) -> Searcher:
    """``make()`` on a new short-lived thread (see the module doc: one malloc arena for
    every searcher this process builds, whichever request thread asks)."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = make()
        except BaseException as exc:  # handed to the caller below
            box["error"] = exc

    thread = threading.Thread(target=run, name="tutor-searcher-load", daemon=True)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["value"]


def _malloc_trim() -> Callable[[int], int] | None:
    try:
        return ctypes.CDLL(None).malloc_trim  # glibc
    except (OSError, AttributeError):
        return None


_trim = _malloc_trim()


def _release_free_memory() -> None:
    """Hand the heap freed by an old searcher back to the system (glibc only)."""
    if _trim is not None:
        _trim(0)


def searcher(db_path: str | Path, misses_path: str | Path | None = None) -> Searcher:
    return _load(db_path, misses_path).searcher


def ask(
    db_path: str | Path,
    query: str,
    game: str | None = None,
    limit: int = 5,
    misses_path: str | Path | None = None,
    boost: Iterable[str] = (),
    decide: Decide | None = None,
    refused: Iterable[str] = (),
) -> dict[str, Any]:
    """The ``/api/ask`` object; ``boost``: rule ids of where the question was asked,
    ``decide``: the rules that decide the case a question names, ``refused``: the rules a move
    refused there broke (see :meth:`tutor.search.Searcher.ask`)."""
    return _load(db_path, misses_path).ask(
        query, game, limit, frozenset(boost), decide, frozenset(refused)
    )


def suggest(
    db_path: str | Path, prefix: str, game: str | None = None, limit: int = 8
) -> list[dict[str, Any]]:
    return searcher(db_path).suggest(prefix, game=game, limit=limit)
