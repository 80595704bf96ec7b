"""Reloading the searcher after a rebuild keeps nothing of the old one (memory per worker
must not grow with every ``tutor build``; RSS itself is measured by
``bench/rebuild_memory.py``, not here: these checks count objects, not bytes or time)."""

from __future__ import annotations

import gc
import os
import shutil
import threading
import weakref
from pathlib import Path

import pytest

from tutor import qa
from tutor.search import Searcher


def _new_version(path: Path) -> None:
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))


def _alive_searchers() -> int:
    gc.collect()
    return sum(isinstance(obj, Searcher) for obj in gc.get_objects())


def test_after_reloads_only_one_searcher_is_alive(
    built_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    path = tmp_path / "tutor.db"
    shutil.copy(built_db, path)
    misses = tmp_path / "queries.db"
    made: list[weakref.ref[Searcher]] = []
    previous_alive_while_loading: list[bool] = []
    threads: list[str] = []

    class Watched(Searcher):
        def __init__(self, *args, **kwargs) -> None:
            gc.collect()
            # The old searcher must already be released when the new one is built, so a
            # worker never holds two (the in-flight requests of this test are done).
            previous_alive_while_loading.extend(ref() is not None for ref in made)
            threads.append(threading.current_thread().name)
            super().__init__(*args, **kwargs)
            made.append(weakref.ref(self))

    monkeypatch.setattr(qa, "Searcher", Watched)
    before = _alive_searchers()
    loaded: list[weakref.ref[qa._Loaded]] = []
    for n in range(4):
        if n:
            _new_version(path)
        answer = qa.ask(path, f"조커 회수 {n}", misses_path=misses)
        assert answer["results"]
        qa.ask(path, "피자 배달 되나요", misses_path=misses)  # a miss, recorded
        loaded.append(weakref.ref(qa._loaded[str(path)]))

    assert len(made) == 4
    assert previous_alive_while_loading == [False] * 6  # 0 + 1 + 2 + 3 earlier searchers
    gc.collect()
    assert [ref() is not None for ref in made] == [False, False, False, True]
    assert [ref() is not None for ref in loaded] == [False, False, False, True]  # answers too
    assert _alive_searchers() == before + 1
    # Every searcher is built on a loader thread of its own, not on the request's thread
    # (glibc then serves all of them from one malloc arena; see tutor.qa).
    assert threads == ["tutor-searcher-load"] * 4


def test_a_failed_load_reports_the_error_to_the_caller(
    built_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    path = tmp_path / "tutor.db"
    shutil.copy(built_db, path)

    class Broken(Searcher):
        def __init__(self, *args, **kwargs) -> None:
            raise ValueError("not this layout")

    monkeypatch.setattr(qa, "Searcher", Broken)
    with pytest.raises(qa.DatabaseUnavailable) as raised:
        qa.ask(path, "조커 회수")
    assert isinstance(raised.value.__cause__, ValueError)
    assert str(path) not in qa._loaded
